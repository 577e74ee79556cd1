// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Checks of the sides: morale, order of set-up and movement, players, points and forces.

#include "checks/checks_context_p.h"

#include "scenario/points.h"
#include "scenario/victorytext.h"

#include <QSet>

#include <algorithm>

namespace hexwright {

void ScenarioChecker::checkSides()
{
    for (const Side &side : m_s.sides) {
        const CheckSubject subject {side.id, QStringLiteral("side"), side.id};
        QStringList moraleColours;
        for (const MoraleBlock &block : side.morale) {
            for (const QString &colour : block.colours) {
                if (!side.colours.contains(colour))
                    report("morale-colour", side.position, subject,
                           tr("side '%1' sets morale for colour %2, which it does not control")
                               .arg(side.id, colour));
                moraleColours.append(colour);
            }
        }
        for (const QString &colour : side.colours) {
            if (!moraleColours.contains(colour))
                report("morale-missing", side.position, subject,
                       tr("side '%1' has no morale for colour %2").arg(side.id, colour));
        }
    }
}

void ScenarioChecker::checkOrders()
{
    const int sides = int(m_s.sides.size());
    struct Order
    {
        const char *name;
        int Side::*member;
    };
    const Order orders[]
        = {{QT_TRANSLATE_NOOP("ScenarioChecker", "setup order"), &Side::setupOrder},
           {QT_TRANSLATE_NOOP("ScenarioChecker", "move order"), &Side::moveOrder}};
    for (qsizetype i = 0; i < m_s.sides.size(); ++i) {
        const Side &side = m_s.sides.at(i);
        const CheckSubject subject {side.id, QStringLiteral("side"), side.id};
        for (const Order &order : orders) {
            const int value = side.*order.member;
            const QString name = tr(order.name);
            if (value < 1 || value > sides) {
                report("side-order-range", side.position, subject,
                       tr("%1: %2 %3 is not between 1 and %4, the number of sides")
                           .arg(side.name, name)
                           .arg(value)
                           .arg(sides));
                continue;
            }
            // One player's sides may share a turn (scenario 11: Tan moves in Blue's turn).
            for (qsizetype j = 0; j < i; ++j) {
                const Side &other = m_s.sides.at(j);
                if (other.*order.member == value && other.player != side.player) {
                    report("side-order-duplicate", side.position, subject,
                           tr("%1 and %2 have the same %3, %4, but belong to different players")
                               .arg(other.name, side.name, name)
                               .arg(value));
                    break;
                }
            }
        }
        if (!side.nonPlayer && (side.player < 1 || side.player > m_s.metadata.players))
            report("player-out-of-range", side.position, subject,
                   tr("%1: player %2, but the scenario's players are numbered 1 to %3")
                       .arg(side.name)
                       .arg(side.player)
                       .arg(m_s.metadata.players));
    }
}

void ScenarioChecker::checkPlayers()
{
    // One player may run several colours (V19), so sides and players need not match; but the
    // metadata's count is what the sheets and the playtest announce, and a count that differs
    // from the players the sides name is a slip: a side given the wrong player, or a count
    // left at its default. No check warns of a player who runs two colours that fight each
    // other: the book's sc.11 does exactly that (the Blue player runs Tan, Green's ally and an
    // enemy of Blue), and no rule asks a player's colours to be allied.
    if (m_s.sides.isEmpty())
        return;
    QList<int> players; // a non-player side (sc.6's partisans) is played by nobody
    for (const Side &side : m_s.sides) {
        if (!side.nonPlayer && !players.contains(side.player))
            players.append(side.player);
    }
    std::sort(players.begin(), players.end());
    if (int(players.size()) == m_s.metadata.players)
        return;
    QStringList numbers;
    for (const int player : std::as_const(players))
        numbers.append(QString::number(player));
    const Side &first = m_s.sides.first();
    report("player-count", first.position, {first.id, QStringLiteral("side"), first.id},
           tr("the scenario is for %1 players, but its sides are played by %2 (%3)")
               .arg(m_s.metadata.players)
               .arg(players.size())
               .arg(players.size() == 1
                        ? tr("player %1").arg(numbers.first())
                        : tr("players %1").arg(joinedList(numbers, ListJoin::And))));
}

void ScenarioChecker::checkPoints()
{
    // Forces a scenario gives (no cost chart) have no points to compare.
    if (!buysForcesWithPoints(m_rules))
        return;
    for (const Side &attacker : m_s.sides) {
        if (attacker.role != Side::Role::Attacker)
            continue;
        const int a = sidePoints(m_s, attacker.id, m_rules);
        for (const Side &defender : m_s.sides) {
            if (defender.role != Side::Role::Defender)
                continue;
            const int d = sidePoints(m_s, defender.id, m_rules);
            const CheckSubject subject {attacker.id, QStringLiteral("side"), attacker.id};
            if (a < d) {
                report("attacker-points", attacker.position, subject,
                       tr("%1 (attacker): %2 points, fewer than %3 (defender): %4")
                           .arg(attacker.name)
                           .arg(a)
                           .arg(defender.name)
                           .arg(d));
            }
        }
    }
}

void ScenarioChecker::checkForces()
{
    QSet<QString> withUnits;
    for (const ForceEntry &f : m_s.forces) {
        withUnits.insert(f.side);
        const Side *side = m_s.findSide(f.side);
        if (side && !side->colours.contains(f.colour))
            report("colour-not-on-side", f.position, forceSubject(f),
                   tr("force entry '%1' is %2, but side '%3' controls %4")
                       .arg(f.id, f.colour, side->id, side->colours.join(QStringLiteral(", "))));
    }
    for (const HiddenUnits &h : m_s.hidden) {
        withUnits.insert(h.side);
        const Side *side = m_s.findSide(h.side);
        if (side && !side->colours.contains(h.colour))
            report("colour-not-on-side", h.position, {h.side, QStringLiteral("hidden"), h.id},
                   tr("hidden units '%1' are %2, but side '%3' controls %4")
                       .arg(h.id, h.colour, side->id, side->colours.join(QStringLiteral(", "))));
    }
    for (const Side &side : m_s.sides) {
        if (!withUnits.contains(side.id))
            report("side-without-units", side.position, {side.id, QStringLiteral("side"), side.id},
                   tr("%1 has no units").arg(side.name));
    }
}

} // namespace hexwright
