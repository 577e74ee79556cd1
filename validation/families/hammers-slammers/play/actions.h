// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/hexcoord.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <variant>

namespace hexwright {

class GameContext;

/// Step 1: roll 2d6 against morale to rally a disrupted unit (a tower rolls for its gun).
struct RallyAction
{
    QString unit;
};
/// Step 1, right after a failed rally: a second roll; failure removes the unit.
struct DesperationRallyAction
{
    QString unit;
};
/// Step 2: a paratrooper names its drop zone; scatter and landing losses are rolled.
struct ParadropAction
{
    QString unit;
    HexCoord dropZone;
};
/// Step 2: one calliope or hover tank fires at one paratrooper that has just landed.
struct CounterParadropFireAction
{
    QString firer;
    QString target;
};
/// Step 3: a reinforcement comes onto the map at an entry hex (paying its entry cost).
struct EnterAction
{
    QString unit;
    HexCoord hex;
};
/// Step 3: a unit moves along @p path (the hexes entered, in order; not its own hex).
struct MoveAction
{
    QString unit;
    QList<HexCoord> path;
};
/// Step 3: a unit on an exit edge leaves the map.
struct ExitAction
{
    QString unit;
};
/// Step 3: infantry boards the APC @p carrier, or (carrier empty) mounts its skimmers.
struct MountAction
{
    QString unit;
    QString carrier;
};
/// Step 3: infantry leaves its APC or gets off its skimmers.
struct DismountAction
{
    QString unit;
};
/// Step 3, before the tower moves: a vehicle hooks up a gun in its hex.
struct HookUpAction
{
    QString tower;
    QString gun;
};
/// Step 3, before the tower moves: the gun is set up where it began the turn.
struct UnhookAction
{
    QString tower;
};
/// Step 3: a unit picks up an object in its hex (scenario 14: 1 MF).
struct PickUpAction
{
    QString unit;
};
/// Step 3, start: the occupants of a fortress destroy it.
struct DemolishFortressAction
{
    HexCoord hex;
};
/**
 * Steps 4A/4B, the defender's answer to an announced attack (§3.19): each ECM hover tank named
 * jams one conventional enemy unit it sees, same order. Empty lists: no jamming. Only legal
 * while an announced attack waits (GameState::announced).
 */
struct JamAction
{
    QStringList tanks;
    QStringList targets; ///< one enemy unit per tank, same order
};
/// Step 4A: artillery announces one strike on a hex; the defender then assigns CAF.
struct IndirectFireAction
{
    QStringList firers;
    HexCoord target;
    QString observer; ///< friendly unit with LOS, or empty when the firers see the hex
    bool gas = false;
};
/// Step 4A: the shelled player's CAF units each cancel one announced artillery counter.
struct AssignCafAction
{
    QStringList caf;
    QStringList cancelled; ///< one artillery counter per CAF unit, same order
};
/// Step 4B: a combined attack on a subset of the enemy units in one hex.
struct DirectFireAction
{
    QStringList firers;
    HexCoord hex;
    QStringList targets;
    bool gas = false; ///< gas fired direct (§3.12): each counter rolls against each target
};
/// One attack of a close assault: units of one player against enemy units in the hex.
struct AssaultGroup
{
    QStringList attackers;
    QStringList targets;

    bool operator==(const AssaultGroup &o) const
    {
        return attackers == o.attackers && targets == o.targets;
    }
};

/**
 * Step 5: every unit in a mixed hex attacks (compulsory, §3.14); one action resolves the hex
 * with the attacks of every player there. Each attacking unit is in exactly one group; each
 * group picks one, some or all enemy units of the hex. Disrupted attackers may not combine
 * with undisrupted ones, jammed ones not at all. Empty @p groups means the default grouping
 * (Game::defaultAssaultGroups(): each player's undisrupted units together, each disrupted or
 * jammed unit alone, all against every enemy unit), as older logs have it.
 */
struct CloseAssaultAction
{
    HexCoord hex;
    QList<AssaultGroup> groups;
};
/// Set-up, before turn 1: a unit the scenario sets up in a zone is placed on a hex of it.
struct PlaceAction
{
    QString unit;
    HexCoord hex;
};
/// Set-up: every unit the deciding player has left to place is placed automatically, the
/// way the engine placed zone units before there was a set-up (Engine::placeAutomatically()).
struct PlaceRestAction
{
};
/// Ends the acting player's part of the phase (in the set-up: his set-up, once he has
/// nothing left to place).
struct EndPhaseAction
{
};

using Action
    = std::variant<RallyAction, DesperationRallyAction, ParadropAction, CounterParadropFireAction,
                   EnterAction, MoveAction, ExitAction, MountAction, DismountAction, HookUpAction,
                   UnhookAction, PickUpAction, DemolishFortressAction, JamAction,
                   IndirectFireAction, AssignCafAction, DirectFireAction, CloseAssaultAction,
                   PlaceAction, PlaceRestAction, EndPhaseAction>;

/// The action's kind as the log writes it: "rally", "move", "direct_fire", ...
QString actionKind(const Action &action);
/// The action as a JSON object (hexes as map labels), and back.
QJsonObject actionToJson(const Action &action, const GameContext &context);
std::optional<Action> actionFromJson(const QJsonObject &json, const GameContext &context,
                                     QString *error);
/// A short sentence for the UI and the CLI: "tan-n-tank-1 moves 0214 -> 0314".
QString describeAction(const Action &action, const GameContext &context);

} // namespace hexwright
