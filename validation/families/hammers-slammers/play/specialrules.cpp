// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The scenario's special rules as the game obeys them: their typed effects (victoryschema.h
// specialRuleEffectKinds()) read once per game into what the engine asks.

#include "families/hammers-slammers/play/engine_p.h"
#include "families/hammers-slammers/play/gamecontext.h"

#include "map/panel.h"
#include "map/panelfootprint.h"

namespace hexwright {

namespace {

const QString HoldStill = QStringLiteral("hold_still");

QStringList stringsOf(const RuleEffect &effect, const char *key)
{
    return effect.parameters.value(QLatin1String(key)).toStringList();
}

bool sharesPanel(const QStringList &a, const QStringList &b)
{
    for (const QString &panel : a) {
        if (b.contains(panel))
            return true;
    }
    return false;
}

/// Why @p u may not take @p path (or, with @p exits, leave the map) under the
/// confined_to_board rule (sc.10), or empty: a confined unit stays on the panels of the hex
/// it stands on until a unit of the released_by colours stands on one of them.
QString confinement(const GameContext &context, const GameState &state, const UnitState &u,
                    const QList<HexCoord> &path, bool exits)
{
    const SpecialRule *rule = context.confineRule();
    if (!rule || !u.onMap()
        || !(stringsOf(rule->effect, "sides").contains(u.side)
             || stringsOf(rule->effect, "colours").contains(u.colour)))
        return {};
    const QStringList home = context.panelsOfHex(u.hex);
    const QStringList releasers = stringsOf(rule->effect, "released_by");
    for (const UnitState &o : std::as_const(state.units)) {
        if (o.onMap() && releasers.contains(o.colour)
            && sharesPanel(context.panelsOfHex(o.hex), home))
            return {};
    }
    for (HexCoord hex : path) {
        if (!sharesPanel(context.panelsOfHex(hex), home))
            return QStringLiteral("%1 may not leave board %2 yet (special rule '%3')")
                .arg(u.id, home.join(QLatin1Char('/')), rule->id);
    }
    if (exits)
        return QStringLiteral("%1 may not leave board %2 yet (special rule '%3')")
            .arg(u.id, home.join(QLatin1Char('/')), rule->id);
    return {};
}

} // namespace

void GameContext::readEffects(const PanelLibrary &library)
{
    // Every panel a hex lies on: a hex on the cut between two panels (two halves joined) lies
    // on both, and sc.14 counts it to Board 2 when the other is a home board. The panel's
    // hexes, not its bounding box: the box holds the even columns' row below, the next
    // panel's.
    auto panelsAt = [&](HexCoord hex) {
        const OffsetCoord o = offset(hex);
        QStringList panels;
        for (const PanelPlacement &p : m_scenario.layout) {
            const Panel *panel = library.findPanel(p.panel);
            if (panel && panelCovers(*panel, p, o) && !panels.contains(p.panel))
                panels.append(p.panel);
        }
        if (panels.isEmpty())
            panels.append(panelOf(hex));
        return panels;
    };
    for (const SpecialRule &rule : m_scenario.specialRules) {
        const RuleEffect &e = rule.effect;
        if (e.kind == QLatin1String("combat_only_on") && !m_combatRule) {
            m_combatRule = &rule;
            const QStringList combat = stringsOf(e, "panels");
            for (HexCoord hex : m_playable) {
                for (const QString &panel : panelsAt(hex)) {
                    if (combat.contains(panel))
                        m_combatHexes.insert(hex);
                }
            }
            m_fireFromOutside
                = e.parameters.value(QStringLiteral("fire_from_outside"), true).toBool();
        } else if (e.kind == QLatin1String("closed_boards")) {
            const QVariantMap home = e.parameters.value(QStringLiteral("home_panels")).toMap();
            for (const Side &side : m_scenario.sides) {
                QStringList closed; // the other sides' home panels
                for (auto it = home.cbegin(); it != home.cend(); ++it) {
                    if (it.key() != side.id)
                        closed.append(it.value().toStringList());
                }
                for (const QString &own : home.value(side.id).toStringList())
                    closed.removeAll(own);
                if (closed.isEmpty())
                    continue;
                for (HexCoord hex : m_playable) {
                    bool open = false;
                    for (const QString &panel : panelsAt(hex))
                        open = open || !closed.contains(panel);
                    if (!open)
                        m_closed[side.id].insert(hex);
                }
            }
        } else if (e.kind == QLatin1String("terrain_allowed")) {
            for (const QString &type : stringsOf(e, "unit_types")) {
                for (const QString &terrain : stringsOf(e, "terrain")) {
                    if (!m_allowedTerrain.value(type).contains(terrain))
                        m_allowedTerrain[type].append(terrain);
                }
            }
        } else if (e.kind == QLatin1String("no_rubble")) {
            m_noRubble = true;
        } else if (e.kind == QLatin1String("close_assault_only") && !m_closeAssaultOnly) {
            m_closeAssaultOnly = &rule;
        } else if (e.kind == QLatin1String("confined_to_board") && !m_confineRule) {
            m_confineRule = &rule;
            for (HexCoord hex : m_playable)
                m_hexPanels.insert(hex, panelsAt(hex));
        }
    }
}

QVarLengthArray<const SpecialRule *, 4> GameContext::holdsStill(const UnitState &unit,
                                                                int turn) const
{
    QVarLengthArray<const SpecialRule *, 4> rules;
    for (const SpecialRule &rule : m_scenario.specialRules) {
        const RuleEffect &e = rule.effect;
        if (e.kind != HoldStill)
            continue;
        bool turnHeld = false;
        for (const QVariant &t : e.parameters.value(QStringLiteral("turns")).toList())
            turnHeld = turnHeld || t.toInt() == turn;
        if (turnHeld
            && (stringsOf(e, "sides").contains(unit.side)
                || stringsOf(e, "colours").contains(unit.colour)))
            rules.append(&rule);
    }
    return rules;
}

bool GameContext::combatAllowedIn(HexCoord hex) const
{
    return !m_combatRule || m_combatHexes.contains(hex);
}

bool GameContext::fireAllowedFrom(HexCoord hex) const
{
    return m_fireFromOutside || combatAllowedIn(hex);
}

// The engine's side ---------------------------------------------------------------------

QString Engine::heldStillBy(const UnitState &u) const
{
    for (const SpecialRule *rule : context.holdsStill(u, state.turn)) {
        const bool released
            = rule->effect.parameters.value(QStringLiteral("released_when_attacked")).toBool()
            && (state.attackedUnits.contains(u.id) || inCloseAssault(u));
        if (!released)
            return rule->id;
    }
    return {};
}

bool Engine::mayFire(const UnitState &u) const
{
    return !playedByNobody(u) && heldStillBy(u).isEmpty()
        && (!u.onMap() || context.fireAllowedFrom(u.hex));
}

bool Engine::playedByNobody(const UnitState &u) const
{
    const Side *side = context.scenario().findSide(u.side);
    return side && side->nonPlayer;
}

void Engine::markAttacked(const QStringList &units)
{
    for (const QString &id : units)
        state.attackedUnits.insert(id);
}

void Engine::markAttackedIn(HexCoord hex, const UnitState &attacker)
{
    for (const UnitState &u : std::as_const(state.units)) {
        if (u.onMap() && u.hex == hex && context.isEnemy(attacker, u))
            state.attackedUnits.insert(u.id);
    }
}

QString Engine::checkEffects(const Action &action) const
{
    auto held = [this](const QString &id, const char *verb) -> QString {
        const UnitState *u = unitById(id);
        if (!u)
            return {};
        if (playedByNobody(*u))
            return QStringLiteral("%1 belongs to a side no player runs: it may not %2")
                .arg(id, QLatin1String(verb));
        const QString rule = heldStillBy(*u);
        if (rule.isEmpty())
            return {};
        return QStringLiteral("%1 may not %2 on turn %3 (special rule '%4')")
            .arg(id, QLatin1String(verb))
            .arg(state.turn)
            .arg(rule);
    };
    auto combatIn = [this](HexCoord hex) -> QString {
        if (context.combatAllowedIn(hex))
            return {};
        return QStringLiteral("no combat in %1 (special rule '%2')")
            .arg(context.label(hex), context.combatRule()->id);
    };
    auto firingFrom = [&](const QStringList &firers) -> QString {
        for (const QString &id : firers) {
            if (const QString why = held(id, "fire"); !why.isEmpty())
                return why;
            const UnitState *u = unitById(id);
            if (u && u->onMap() && !context.fireAllowedFrom(u->hex))
                return QStringLiteral("%1 may not fire from %2 (special rule '%3')")
                    .arg(id, context.label(u->hex), context.combatRule()->id);
        }
        return {};
    };
    // Entering a hex held by an enemy starts a close assault: combat.
    auto enteringEnemy = [&](const QString &id, HexCoord hex) -> QString {
        const UnitState *u = unitById(id);
        if (u && hexHasEnemyOf(hex, *u))
            return combatIn(hex);
        return {};
    };
    // Every combat a close assault (sc.6): nothing fires at range.
    auto atRange = [this]() -> QString {
        if (const SpecialRule *rule = context.closeAssaultOnlyRule())
            return QStringLiteral("only close assaults are allowed (special rule '%1')")
                .arg(rule->id);
        return {};
    };
    if (const auto *a = std::get_if<MoveAction>(&action)) {
        if (QString why = held(a->unit, "move"); !why.isEmpty())
            return why;
        if (const UnitState *u = context.confineRule() ? unitById(a->unit) : nullptr) {
            if (QString why = confinement(context, state, *u, a->path, false); !why.isEmpty())
                return why;
        }
        return a->path.isEmpty() ? QString() : enteringEnemy(a->unit, a->path.last());
    }
    if (const auto *a = std::get_if<EnterAction>(&action)) {
        if (QString why = held(a->unit, "move"); !why.isEmpty())
            return why;
        return enteringEnemy(a->unit, a->hex);
    }
    if (const auto *a = std::get_if<ParadropAction>(&action)) {
        if (QString why = held(a->unit, "move"); !why.isEmpty())
            return why;
        if (const UnitState *u = unitById(a->unit);
            u && context.closedHexes(u->side).contains(a->dropZone))
            return QStringLiteral("%1 lies on a board closed to %2")
                .arg(context.label(a->dropZone), u->side);
        return {};
    }
    if (const auto *a = std::get_if<ExitAction>(&action)) {
        if (QString why = held(a->unit, "move"); !why.isEmpty())
            return why;
        if (const UnitState *u = context.confineRule() ? unitById(a->unit) : nullptr)
            return confinement(context, state, *u, {}, true);
        return {};
    }
    if (const auto *a = std::get_if<MountAction>(&action))
        return held(a->unit, "move");
    if (const auto *a = std::get_if<DismountAction>(&action))
        return held(a->unit, "move");
    if (const auto *a = std::get_if<HookUpAction>(&action)) {
        if (QString why = held(a->tower, "move"); !why.isEmpty())
            return why;
        return held(a->gun, "move");
    }
    if (const auto *a = std::get_if<UnhookAction>(&action))
        return held(a->tower, "move");
    if (const auto *a = std::get_if<PickUpAction>(&action))
        return held(a->unit, "move");
    if (const auto *a = std::get_if<DirectFireAction>(&action)) {
        if (QString why = atRange(); !why.isEmpty())
            return why;
        if (QString why = combatIn(a->hex); !why.isEmpty())
            return why;
        return firingFrom(a->firers);
    }
    if (const auto *a = std::get_if<IndirectFireAction>(&action)) {
        if (QString why = atRange(); !why.isEmpty())
            return why;
        if (QString why = combatIn(a->target); !why.isEmpty())
            return why;
        return firingFrom(a->firers);
    }
    if (const auto *a = std::get_if<CounterParadropFireAction>(&action)) {
        if (QString why = atRange(); !why.isEmpty())
            return why;
        if (const UnitState *t = unitById(a->target); t && t->onMap()) {
            if (QString why = combatIn(t->hex); !why.isEmpty())
                return why;
        }
        return firingFrom({a->firer});
    }
    if (const auto *a = std::get_if<AssignCafAction>(&action))
        return firingFrom(a->caf);
    return {};
}

} // namespace hexwright
