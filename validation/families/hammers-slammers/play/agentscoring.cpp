// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammers-slammers/play/agentscoring.h"

#include "families/hammers-slammers/rules/combat.h"

#include <algorithm>

namespace hexwright::scoring {

double columnValue(const Ruleset &ruleset, int column, bool disruptionKills)
{
    if (column <= 0)
        return 0;
    double value = 0;
    const QMap<QString, int> chances = rules::resultChances(ruleset, column);
    for (auto it = chances.cbegin(); it != chances.cend(); ++it) {
        const rules::ResultKind kind = rules::resultKind(it.key());
        if (kind == rules::ResultKind::Eliminated)
            value += it.value() / 36.0;
        else if (kind == rules::ResultKind::Disrupted)
            value += (disruptionKills ? 1.0 : 0.35) * it.value() / 36.0;
    }
    return value;
}

double unitWorth(const GameContext &context, const UnitState &unit)
{
    const UnitType *type = context.type(unit);
    return std::max(1.0, type ? double(type->cost) / 10.0 : 1.0);
}

double rangedAttack(const GameContext &context, const GameState &state, const QStringList &firers,
                    HexCoord target)
{
    double attack = 0;
    for (const QString &id : firers) {
        const UnitState *f = state.unit(id);
        if (!f)
            continue;
        const UnitFactors factors = context.factors(*f);
        const rules::RangeBand band = rules::rangeBand(rules::fireRange(f->hex, target),
                                                       factors.range, true, context.ruleset());
        attack += rules::attackAtRange(factors.attack, band, context.ruleset(), context.choices());
    }
    return attack;
}

const QString *placedUnit(const Action &action)
{
    if (const auto *m = std::get_if<MoveAction>(&action))
        return &m->unit;
    if (const auto *e = std::get_if<EnterAction>(&action))
        return &e->unit;
    if (const auto *p = std::get_if<ParadropAction>(&action))
        return &p->unit;
    return nullptr;
}

HexCoord destinationOf(const Action &action)
{
    if (const auto *m = std::get_if<MoveAction>(&action))
        return m->path.isEmpty() ? HexCoord() : m->path.last();
    if (const auto *e = std::get_if<EnterAction>(&action))
        return e->hex;
    if (const auto *p = std::get_if<ParadropAction>(&action))
        return p->dropZone;
    return {};
}

QList<QList<HexCoord>> objectiveZones(const GameContext &context)
{
    QList<QList<HexCoord>> zones;
    QStringList seen;
    for (const VictoryCondition &v : context.scenario().victory) {
        QStringList ids = v.parameters.value(QStringLiteral("zones")).toStringList();
        if (v.parameters.contains(QStringLiteral("zone")))
            ids.append(v.parameters.value(QStringLiteral("zone")).toString());
        for (const QString &id : std::as_const(ids)) {
            if (!seen.contains(id) && !context.zoneHexes(id).isEmpty()) {
                seen.append(id);
                zones.append(context.zoneHexes(id));
            }
        }
    }
    return zones;
}

} // namespace hexwright::scoring
