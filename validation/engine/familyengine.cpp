// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/familyengine.h"

#include "engine/agent.h"
#include "engine/firstplayer.h"
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
    Scenario swapped = inputs.scenario;
    if (!exchangeMoveOrders(swapped, why))
        return nullptr;
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

QString FamilyEngine::defaultAgent() const
{
    const QStringList names = agentNames();
    return names.isEmpty() ? QString() : names.last();
}

std::unique_ptr<Agent> FamilyEngine::makeAgent(const QString &name, quint64 gameSeed,
                                               int player) const
{
    if (name == QLatin1String("random"))
        return std::make_unique<RandomAgent>(gameSeed, player);
    return nullptr;
}

} // namespace hexwright
