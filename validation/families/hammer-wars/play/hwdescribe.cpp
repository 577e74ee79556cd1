// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammer-wars/play/hwdescribe.h"

#include "families/hammer-wars/play/hwengine_p.h"
#include "families/hammer-wars/play/hwgame.h"
#include "table/tablegeometry.h"

namespace hexwright {

namespace {

QString percent(double chance)
{
    return QStringLiteral("%1%").arg(qRound(chance * 100));
}

} // namespace

QString describeHwPlay(const HwPlay &p, const HwGame &game)
{
    const HwGameContext &c = game.context();
    const HwGameState &s = game.state();
    const QString player = c.players().value(s.current()).name;
    const HwModel *m = s.model(p.unit);
    const QString unit = m ? c.modelName(m->id) : p.unit;
    auto modelName = [&c](const QString &id) {
        return c.modelName(id);
    };
    if (p.kind == QLatin1String("end_phase"))
        // The Game Log describes the line after it was applied, when the next player and
        // phase are current: name neither.
        return QStringLiteral("ends the phase");
    if (p.kind == QLatin1String("buy")) {
        const UnitType *type = c.type(p.unitType);
        return QStringLiteral("%1 buys a %2 (%3 pts, %4 xp)")
            .arg(player, type ? type->name : p.unitType)
            .arg(c.cost(p.unitType))
            .arg(c.xpCost(p.unitType));
    }
    if (p.kind == QLatin1String("place"))
        return QStringLiteral("%1 is placed at %2").arg(unit, c.pointText(p.at));
    if (p.kind == QLatin1String("place_rest"))
        return QStringLiteral("%1 places the rest of the models bought").arg(player);
    if (p.kind == QLatin1String("declare")) {
        const HwPlayerState &ps = s.players.value(s.current());
        const HwGoal *goal = c.rules().goal(ps.goal);
        return QStringLiteral("%1 declares the goal %2 at objective %3")
            .arg(player, goal ? goal->name : ps.goal, ps.goalObjective);
    }
    if (p.kind == QLatin1String("activate")) {
        const HwAction *action = c.rules().action(p.action);
        const QString verb = p.action == QLatin1String("hold") ? QStringLiteral("holds")
            : p.action == QLatin1String("walk")                ? QStringLiteral("walks")
            : p.action == QLatin1String("run")                 ? QStringLiteral("runs")
                                                               : (action ? action->name : p.action);
        if (p.path.isEmpty() || !m)
            return QStringLiteral("%1 %2").arg(unit, verb);
        double length = 0;
        QPointF from = m->at;
        for (QPointF to : p.path) {
            length += distance(from, to);
            from = to;
        }
        return QStringLiteral("%1 %2 %3 to %4")
            .arg(unit, verb, c.lengthText(length), c.pointText(p.path.last()));
    }
    if (p.kind == QLatin1String("attack")) {
        const HwAttackOdds o = game.odds(p.unit, p.line, p.target);
        return QStringLiteral("%1 %2 %3 with line %4: %5 dice, %6+%7, %8 a die, %9 lives expected")
            .arg(unit, o.melee ? QStringLiteral("attacks in melee") : QStringLiteral("shoots at"),
                 modelName(p.target))
            .arg(p.line + 1)
            .arg(o.dice)
            .arg(o.hitsOn)
            .arg(o.modifier == 0 ? QString()
                                 : QStringLiteral(" (%1%2%3)")
                                       .arg(o.modifier > 0 ? QStringLiteral("+") : QString())
                                       .arg(o.modifier)
                                       .arg(o.cover ? QStringLiteral(", in cover") : QString()))
            .arg(percent(o.chance))
            .arg(o.expected, 0, 'f', 2);
    }
    if (p.kind == QLatin1String("energy_pulse"))
        return QStringLiteral("%1 sends an Energy Pulse at %2, then %3")
            .arg(unit, c.pointText(p.at), c.pointText(p.to));
    if (p.kind == QLatin1String("hit_and_run"))
        return QStringLiteral("%1 hits and runs %2 to %3")
            .arg(unit, m ? c.lengthText(distance(m->at, p.to)) : QString(), c.pointText(p.to));
    if (p.kind == QLatin1String("chain_attack"))
        return QStringLiteral("%1 chains an attack on %2").arg(unit, modelName(p.target));
    return p.kind;
}

} // namespace hexwright
