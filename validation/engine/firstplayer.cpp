// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/firstplayer.h"

#include "engine/dice.h"
#include "scenario/scenario.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QMap>

#include <algorithm>

namespace hexwright {

namespace {

constexpr int MaxRolls = 100; // a guard: ties in a row before the first player is kept

} // namespace

bool exchangeMoveOrders(Scenario &scenario, QString *why)
{
    // Each player's turn comes at the first of his sides' move orders.
    QMap<int, int> firstMove; // player number -> move order
    for (const Side &side : scenario.sides) {
        const auto it = firstMove.find(side.player);
        if (it == firstMove.end())
            firstMove.insert(side.player, side.moveOrder);
        else
            *it = std::min(*it, side.moveOrder);
    }
    if (firstMove.size() != 2) {
        if (why)
            *why = QCoreApplication::translate("hexwright::FamilyEngine",
                                               "the scenario has %n player(s), not two", nullptr,
                                               int(firstMove.size()));
        return false;
    }
    const int a = firstMove.firstKey();
    const int b = firstMove.lastKey();
    const int shift = firstMove.value(b) - firstMove.value(a);
    if (shift == 0) {
        if (why)
            *why = QCoreApplication::translate("hexwright::FamilyEngine",
                                               "both players have the same move order");
        return false;
    }
    for (Side &side : scenario.sides)
        side.moveOrder += side.player == a ? shift : -shift;
    return true;
}

int rollFirstPlayer(Dice &dice, const FirstPlayer &rule, const QStringList &players)
{
    const int each = rule.dice;
    if (each <= 0 || players.size() < 2)
        return 0;
    QJsonObject inputs {{QStringLiteral("players"), QJsonArray::fromStringList(players)}};
    if (each > 1)
        inputs.insert(QStringLiteral("dice"), each);
    for (int guard = 0; guard < MaxRolls; ++guard) {
        DieRoll &r = dice.roll(each * int(players.size()), QStringLiteral("roll_off"), inputs);
        r.turn = 1;
        r.player = players.first();
        QList<int> totals(players.size(), 0);
        for (qsizetype i = 0; i < r.faces.size(); ++i)
            totals[i / each] += r.faces.at(i);
        const int best = *std::max_element(totals.cbegin(), totals.cend());
        if (totals.count(best) > 1) {
            r.result = QStringLiteral("tie");
            continue;
        }
        const int winner = int(totals.indexOf(best));
        r.result = players.at(winner);
        return winner;
    }
    return 0;
}

} // namespace hexwright
