// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/game.h"

#include <QByteArray>
#include <QString>

#include <memory>

namespace hexwright {

/// The outcome of replaying a log: the game as it stands after the last action, or the
/// first line that does not reproduce and why.
struct ReplayResult
{
    std::unique_ptr<Game> game;
    bool ok = false;
    int line = 0; ///< 1-based line of the log where replay failed
    QString error;
};

/**
 * Replays a JSON-lines game log on @p context: reads the seed from the header, re-applies
 * every action and checks that each die roll matches the logged one (purpose, faces and
 * result) and that the final summary agrees. The scenario's hash is compared too, so a log
 * is never silently replayed on an edited scenario.
 */
ReplayResult replayLog(std::shared_ptr<const GameContext> context, const QByteArray &log);

} // namespace hexwright
