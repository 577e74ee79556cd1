// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// What must hold after every action, whatever the players did: checked by the game loop.

#include "families/hammers-slammers/play/engine_p.h"
#include "families/hammers-slammers/play/game.h"

namespace hexwright {

QStringList Game::invariantViolations() const
{
    const GameContext &context = *m_context;
    const GameState &state = m_state;
    Engine engine(context, const_cast<GameState &>(state), nullptr, nullptr);
    QStringList problems;
    QSet<HexCoord> checkedStacks;
    for (const UnitState &u : std::as_const(state.units)) {
        if (u.mf < 0 || u.skimmerMf < 0)
            problems.append(QStringLiteral("%1 has negative movement factors").arg(u.id));
        if (!u.onMap()) {
            if (!u.carriedBy.isEmpty() || !u.carrying.isEmpty() || !u.towedBy.isEmpty()
                || !u.towing.isEmpty())
                problems.append(QStringLiteral("%1 is %2 but still linked")
                                    .arg(u.id, unitStatusName(u.status)));
            if (state.objectCarriedBy(u.id))
                problems.append(
                    QStringLiteral("%1 is off the map but carries an object").arg(u.id));
            continue;
        }
        if (!context.isPlayable(u.hex))
            problems.append(QStringLiteral("%1 stands off the map").arg(u.id));
        const TerrainType *t = context.terrain(state, u.hex);
        const QString mc = context.movementClass(u);
        // Towed guns go where their tower goes; a gun set up stays where it was.
        if (t && u.towedBy.isEmpty() && u.carriedBy.isEmpty() && mc != QLatin1String("towed")
            && !context.terrainAllows(state, u, u.hex))
            problems.append(QStringLiteral("%1 (%2) stands in prohibited %3").arg(u.id, mc, t->id));
        for (const auto &[link, back] : {std::pair {u.carriedBy, &UnitState::carrying},
                                         std::pair {u.towedBy, &UnitState::towing}}) {
            if (link.isEmpty())
                continue;
            const UnitState *o = state.unit(link);
            if (!o || !o->onMap() || o->hex != u.hex || (*o).*back != u.id)
                problems.append(QStringLiteral("%1 and %2 are not linked both ways in one hex")
                                    .arg(u.id, link));
        }
        // During the movement phase stacking waits for its end (§3.5).
        if (!checkedStacks.contains(u.hex) && phase() != HsPhase::Movement
            && !state.strandedStacks.contains(u.hex)) {
            checkedStacks.insert(u.hex);
            bool droppedHere = false;
            for (const UnitState *o : state.unitsAt(u.hex)) {
                const Reinforcement *r = engine.reinforcementOf(*o);
                droppedHere = droppedHere || (r && r->entry.kind == Entry::Kind::Paradrop);
            }
            QSet<QString> colours; // each colour's limits once
            for (const UnitState *o : state.unitsAt(u.hex)) {
                if (colours.contains(o->colour))
                    continue;
                colours.insert(o->colour);
                // Paratroopers may land over-stacked until their first movement (§3.2).
                if (!droppedHere && !engine.stackingAllows(u.hex, *o, {})) {
                    problems.append(QStringLiteral("%1 is over-stacked").arg(context.label(u.hex)));
                    break;
                }
            }
        }
    }
    int inside = 0;
    for (const FortressState &f : state.fortresses) {
        inside = 0;
        for (const UnitState *u : state.unitsAt(f.hex))
            inside += u->inFortress ? 1 : 0;
        if (inside > hsRules(context.ruleset()).fortress.capacity)
            problems.append(QStringLiteral("the fortress in %1 holds %2 units")
                                .arg(context.label(f.hex))
                                .arg(inside));
    }
    if (state.gameOver && !legalActions().isEmpty())
        problems.append(QStringLiteral("the game is over but actions are offered"));
    return problems;
}

} // namespace hexwright
