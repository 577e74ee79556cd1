// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/familyengine.h"

#include "engine/agent.h"
#include "engine/playlog.h"
#include "scenario/scenario.h"

#include <QCoreApplication>
#include <QMap>

namespace hexwright {

GameSetup::~GameSetup() = default;
FamilyEngine::~FamilyEngine() = default;

std::unique_ptr<GameSession> GameSetup::newGameForLog(quint64 seed, const QString &format) const
{
    return format == QLatin1String(PlayLogFormat) ? newGame(seed) : nullptr;
}

std::unique_ptr<GameSession> FamilyEngine::newGame(const GameInputs &inputs, quint64 seed,
                                                   QString *error) const
{
    const std::shared_ptr<const GameSetup> setup = setUp(inputs, error);
    return setup ? setup->newGame(seed) : nullptr;
}

std::shared_ptr<const GameSetup> FamilyEngine::setUpSwapped(const GameInputs &inputs,
                                                            QString *why) const
{
    // Each player's turn comes at the first of his sides' move orders.
    QMap<int, int> firstMove; // player number -> move order
    for (const Side &side : inputs.scenario.sides) {
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
        return nullptr;
    }
    const int a = firstMove.firstKey();
    const int b = firstMove.lastKey();
    const int shift = firstMove.value(b) - firstMove.value(a);
    if (shift == 0) {
        if (why)
            *why = QCoreApplication::translate("hexwright::FamilyEngine",
                                               "both players have the same move order");
        return nullptr;
    }
    Scenario swapped = inputs.scenario;
    for (Side &side : swapped.sides)
        side.moveOrder += side.player == a ? shift : -shift;
    QString error;
    std::shared_ptr<const GameSetup> setup
        = setUp({swapped, inputs.ruleset, inputs.panels, inputs.scenarioPath}, &error);
    if (!setup && why)
        *why = error;
    return setup;
}

QStringList FamilyEngine::agentNames() const
{
    return {QStringLiteral("random")};
}

std::unique_ptr<Agent> FamilyEngine::makeAgent(const QString &name, quint64 gameSeed,
                                               int player) const
{
    if (name == QLatin1String("random"))
        return std::make_unique<RandomAgent>(gameSeed, player);
    return nullptr;
}

} // namespace hexwright
