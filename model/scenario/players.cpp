// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario/players.h"

#include "ruleset/ruleset.h"
#include "scenario/scenario.h"
#include "scenario/victorytext.h"

#include <QCoreApplication>
#include <QMap>

namespace hexwright {

namespace {

/// The translation context of this file's texts (lupdate and the run-time lookup agree).
struct Players
{
    Q_DECLARE_TR_FUNCTIONS(Players)
};

/// Every colour of the sides, once, in the scenario's order.
QStringList sideColours(const Scenario &scenario)
{
    QStringList colours;
    for (const Side &side : scenario.sides) {
        for (const QString &colour : side.colours) {
            if (!colours.contains(colour))
                colours.append(colour);
        }
    }
    return colours;
}

} // namespace

QStringList PlayerSides::sideIds() const
{
    QStringList ids;
    for (const Side *side : sides)
        ids.append(side->id);
    return ids;
}

QStringList PlayerSides::colours() const
{
    QStringList out;
    for (const Side *side : sides) {
        for (const QString &colour : side->colours) {
            if (!out.contains(colour))
                out.append(colour);
        }
    }
    return out;
}

QList<PlayerSides> scenarioPlayers(const Scenario &scenario)
{
    QMap<int, PlayerSides> byNumber;
    for (const Side &side : scenario.sides) {
        PlayerSides &player = byNumber[side.player];
        player.number = side.player;
        player.sides.append(&side);
    }
    return byNumber.values();
}

QString colourTitle(const QString &colourId, const Scenario &scenario, const Ruleset &ruleset)
{
    const ArmyColour *colour = ruleset.findColour(colourId);
    const QString name = colour && !colour->name.isEmpty() ? colour->name : colourId;
    for (const Side &side : scenario.sides) {
        if (side.colours != QStringList {colourId} || side.name.isEmpty())
            continue;
        if (name.startsWith(side.name, Qt::CaseInsensitive)
            || colourId.compare(side.name, Qt::CaseInsensitive) == 0)
            return side.name;
    }
    return name;
}

QString playersSummary(const Scenario &scenario, const Ruleset &ruleset)
{
    QStringList players;
    for (const PlayerSides &player : scenarioPlayers(scenario)) {
        QStringList colours;
        for (const QString &colour : player.colours())
            colours.append(colourTitle(colour, scenario, ruleset));
        //: who plays what: "Player 1: Blue, Tan"
        players.append(Players::tr("Player %1: %2")
                           .arg(player.number)
                           .arg(colours.isEmpty() ? Players::tr("no colours")
                                                  : colours.join(QStringLiteral(", "))));
    }
    return players.join(QStringLiteral(" \u00b7 "));
}

QString alliancesSentence(const Scenario &scenario, const Ruleset &ruleset)
{
    const QStringList colours = sideColours(scenario);
    if (colours.isEmpty())
        return QString();
    const auto titles = [&](const QStringList &ids) {
        QStringList names;
        for (const QString &id : ids)
            names.append(colourTitle(id, scenario, ruleset));
        return joinedList(names, ListJoin::And);
    };
    QStringList parts;
    QStringList befriended;
    for (const QStringList &alliance : scenario.alliances) {
        //: an alliance of the scenario: "Tan and Green are allies"
        parts.append(Players::tr("%1 are allies").arg(titles(alliance)));
        befriended.append(alliance);
    }
    // A side's own colours never fight each other either (the engine's isEnemy()).
    for (const Side &side : scenario.sides) {
        if (side.colours.size() < 2)
            continue;
        bool named = false;
        for (const QStringList &alliance : scenario.alliances) {
            bool all = true;
            for (const QString &colour : side.colours)
                all = all && alliance.contains(colour);
            named = named || all;
        }
        if (!named)
            //: the colours of one side: "Blue and Tan fight as one side"
            parts.append(Players::tr("%1 fight as one side").arg(titles(side.colours)));
        befriended.append(side.colours);
    }
    QStringList alone;
    for (const QString &colour : colours) {
        if (!befriended.contains(colour))
            alone.append(colour);
    }
    if (alone.size() == 1)
        //: a colour with no ally: "Blue fights everyone"
        parts.append(Players::tr("%1 fights everyone").arg(titles(alone)));
    else if (!alone.isEmpty())
        //: colours with no ally: "Red and Blue each fight everyone"
        parts.append(Players::tr("%1 each fight everyone").arg(titles(alone)));
    const QString joined = parts.join(QStringLiteral("; "));
    return scenario.alliances.isEmpty()
        //: no alliances in the scenario, then who fights whom
        ? Players::tr("Alliances: none; %1").arg(joined)
        //: the alliances of the scenario in one line
        : Players::tr("Alliances: %1").arg(joined);
}

bool alliancesWorthStating(const Scenario &scenario)
{
    return !scenario.alliances.isEmpty() || scenario.sides.size() > 2;
}

} // namespace hexwright
