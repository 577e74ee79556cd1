// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace hexwright {

struct Ruleset;
struct Scenario;
struct Side;

// Who plays what, and who fights whom, in words. A player (Side::player) controls one or
// more sides; the alliances (Scenario::alliances) say which colours of different sides never
// fight. The two are separate: in the book's sc.11 the Blue player also runs Tan, an enemy
// of Blue and an ally of Green.

/// One player and the sides he runs, in the scenario's order.
struct PlayerSides
{
    int number = 1;
    QList<const Side *> sides;

    QStringList sideIds() const;
    QStringList colours() const;
};

/// The scenario's players by number, each with his sides; pointers into @p scenario.
QList<PlayerSides> scenarioPlayers(const Scenario &scenario);

/// A colour named once for players to read: "Blue" for the colour "Blue (Hammer's Slammers)"
/// when a side named "Blue" runs it alone, else the colour's name (sideTitle()'s rule).
QString colourTitle(const QString &colourId, const Scenario &scenario, const Ruleset &ruleset);

/// "Player 1: Blue, Tan · Player 2: Red, Green": each player with the colours he runs.
QString playersSummary(const Scenario &scenario, const Ruleset &ruleset);

/// "Tan and Green are allies; Blue and Red each fight everyone": every alliance, every side
/// of several colours that no alliance names whole, and the colours that have no friend.
/// Empty when there are no colours.
QString alliancesSentence(const Scenario &scenario, const Ruleset &ruleset);

/// Whether the sheets state the alliances: the scenario has alliances or more than two sides
/// (with two sides and no alliance, each side fights the other and nothing needs saying).
bool alliancesWorthStating(const Scenario &scenario);

} // namespace hexwright
