// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/crucible/play/cruciblegamesession.h"

#include "table/tablegeometry.h"

#include <QCoreApplication>

namespace hexwright {

QString CrucibleGameSession::applyPlay(const CruciblePlay &play)
{
    const QList<CrucibleTuState> before = m_game.state().tus;
    const QString why = m_game.apply(play);
    if (why.isEmpty()) {
        changed();
        m_lastActors = play.unit.isEmpty() ? QStringList() : QStringList {play.unit};
        m_lastLosses.clear();
        const QList<CrucibleTuState> &after = m_game.state().tus;
        for (int i = 0; i < after.size() && i < before.size(); ++i) {
            if (before.at(i).onTable() && !after.at(i).onTable())
                m_lastLosses.append({after.at(i).id, Place(TablePoint(before.at(i).at))});
        }
    }
    return why;
}

PlayStep CrucibleGameSession::step() const
{
    const CrucibleGameState &s = m_game.state();
    return {s.turn, s.current(), s.phase, s.order};
}

QString CrucibleGameSession::phaseNameOf(const QString &phaseId) const
{
    const QString step = context().phaseStep(phaseId);
    const QString name = context().phaseName(phaseId);
    return step.isEmpty() ? name : QStringLiteral("%1. %2").arg(step, name);
}

QString CrucibleGameSession::describePlay(const CruciblePlay &p) const
{
    const CrucibleGameContext &c = context();
    // TUs by id: the window names them (PlaytestWindow::nameCounters()).
    auto name = [](const QString &id) {
        return id;
    };
    const CrucibleTuInfo *unit = c.tu(p.unit);
    const QString weapon = unit ? unit->weapons.value(p.weapon).name : QString();
    if (p.kind == QLatin1String("end_phase"))
        // Described again after it was applied (the Game Log): no words from the state now.
        return QStringLiteral("ends its part of the phase");
    if (p.kind == QLatin1String("defend"))
        return QStringLiteral("%1 allocates its %2 to artillery defence").arg(name(p.unit), weapon);
    if (p.kind == QLatin1String("move")) {
        const int lp = m_game.nextMoveLp(p.unit);
        return QStringLiteral("%1 moves to %2 (%3 LP)")
            .arg(name(p.unit), c.pointText(p.to))
            .arg(lp);
    }
    if (p.kind == QLatin1String("thunder_move"))
        return QStringLiteral("%1 keeps its Thunder Run speed to %2 (no LP)")
            .arg(name(p.unit), c.pointText(p.to));
    if (p.kind == QLatin1String("fire")) {
        const CrucibleFireOdds o = m_game.odds(p.unit, p.weapon, p.target, p.conFire);
        QString text = QStringLiteral("%1 fires its %2 at %3: %4 dice at %5+, FP %6 against DV %7 "
                                      "(%8)")
                           .arg(name(p.unit), weapon, name(p.target))
                           .arg(o.dice)
                           .arg(o.qr)
                           .arg(o.fp)
                           .arg(o.dv)
                           .arg(o.facing);
        if (p.conFire)
            text += QStringLiteral(", ConFire");
        if (p.rapid)
            text += QStringLiteral(", Rapid Fire");
        return text;
    }
    if (p.kind == QLatin1String("assault"))
        return QStringLiteral("Close Assault on %1").arg(name(p.target));
    if (p.kind == QLatin1String("call_artillery"))
        return QStringLiteral("%1 calls off-table artillery on %2, landing next turn")
            .arg(c.detachment(p.detachment)->name, name(p.target));
    if (p.kind == QLatin1String("thunder_run"))
        return QStringLiteral("%1 declares a Thunder Run").arg(name(p.unit));
    return p.kind;
}

QList<PieceView> CrucibleGameSession::pieces() const
{
    QList<PieceView> out;
    const CrucibleGameContext &c = context();
    for (const CrucibleTuState &t : m_game.state().tus) {
        const CrucibleTuInfo *info = c.tu(t.id);
        PieceView p;
        p.id = t.id;
        p.type = info->type;
        p.name = info->name;
        p.side = c.players().at(info->player).side;
        p.colour = c.players().at(info->player).colour;
        p.state = crucibleStatusName(t.status);
        if (t.onTable()) {
            p.place = Place(TablePoint(t.at));
            if (t.moves() > 0)
                p.status.append(QStringLiteral("%1 move(s)").arg(t.moves()));
            if (t.suppression > 0)
                p.status.append(QStringLiteral("%1 SP").arg(t.suppression));
            if (t.heldTurn == m_game.state().turn)
                p.status.append(QStringLiteral("no move or fire"));
            if (!t.weaponsLost.isEmpty())
                p.status.append(QStringLiteral("%1 weapon(s) lost").arg(t.weaponsLost.size()));
            if (!t.weaponsJammed.isEmpty())
                p.status.append(QStringLiteral("jammed"));
            for (int i = 0; i < t.thunderTokens.size(); ++i)
                p.status.append(QStringLiteral("Thunder Run %1 (%2)")
                                    .arg(t.thunderTokens.at(i))
                                    .arg(i == 0 ? QStringLiteral("green") : QStringLiteral("red")));
            if (!info->leaders.isEmpty())
                p.status.append(info->leaders.join(QStringLiteral(", ")));
        }
        out.append(p);
    }
    return out;
}

QString CrucibleGameSession::placeLabel(const Place &place) const
{
    return std::get_if<TablePoint>(&place) ? context().board().label(place) : QString();
}

GameSummary CrucibleGameSession::summary() const
{
    const CrucibleGameState &s = m_game.state();
    const CrucibleGameContext &c = context();
    GameSummary out;
    out.over = s.gameOver;
    out.winner = s.winner >= 0 ? c.players().at(s.winner).side : QString();
    out.result = !s.gameOver ? QString()
        : s.winner >= 0      ? QStringLiteral("win")
                             : QStringLiteral("draw");
    QStringList points;
    for (int p = 0; p < c.players().size(); ++p)
        points.append(QStringLiteral("%1 destroyed %2 points")
                          .arg(c.players().at(p).name)
                          .arg(s.destroyedPoints.value(p)));
    out.reason = s.gameOver
        ? QStringLiteral("%1; %2").arg(s.reason, points.join(QStringLiteral(", ")))
        : points.join(QStringLiteral(", "));
    out.turn = s.turn;
    out.losses = s.losses;
    return out;
}

QList<ObjectiveView> CrucibleGameSession::objectives() const
{
    const CrucibleGameContext &c = context();
    QList<ObjectiveView> out;
    for (const TableObjective &o : c.layout().objectives) {
        const QPointF at = o.at.toPointF();
        const CrucibleTuState *nearest = nullptr;
        for (const CrucibleTuState &t : m_game.state().tus) {
            if (t.onTable() && distance(t.at, at) <= c.rangeLimits().value(1)
                && (!nearest || distance(t.at, at) < distance(nearest->at, at)))
                nearest = &t;
        }
        out.append({o.id, Place(o.at),
                    nearest ? c.players().at(c.tu(nearest->id)->player).side : QString()});
    }
    return out;
}

// CrucibleFamilyEngine ------------------------------------------------------------------------

std::shared_ptr<const GameSetup> CrucibleFamilyEngine::setUp(const GameInputs &inputs,
                                                             QString *error) const
{
    return setUpWith<CrucibleGameSetup>(std::make_shared<const CrucibleGameContext>(
                                            inputs.scenario, inputs.ruleset, inputs.scenarioPath),
                                        error);
}

std::shared_ptr<const GameSetup> CrucibleFamilyEngine::setUpSwapped(const GameInputs &,
                                                                    QString *why) const
{
    if (why)
        *why = QCoreApplication::translate("hexwright::CrucibleFamilyEngine",
                                           "the order of movement is rolled off every turn");
    return nullptr;
}

} // namespace hexwright
