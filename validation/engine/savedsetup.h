// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/gamesession.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace hexwright {

class Agent;

/// The format of a saved set-up file, in its "format".
inline constexpr char SavedSetupFormat[] = "hexwright-setup/1";

/**
 * A set-up saved from one game to start others from: for each player who set up, his place
 * actions in the log's form ({"kind":"place","unit":...,"hex":...}), in the order he made
 * them. Any family whose session places pieces (GameSession::isPlacing()) can save and use
 * one; the file is small JSON:
 *
 *     {"format": "hexwright-setup/1", "scenario": PATH, "scenario_title": TITLE,
 *      "players": [{"name": PLAYER, "actions": [{"kind": "place", ...}, ...]}, ...]}
 *
 * Players are named as GameSession::players() names them.
 */
struct SavedSetup
{
    struct PlacedAction
    {
        QJsonObject action;
        int line = 0; ///< where it is in the file read (1-based; 0: not read from a file)
        int column = 0;
    };
    struct PlayerSetup
    {
        QString name;
        QList<PlacedAction> actions;
        int line = 0;
        int column = 0;
    };

    QString path; ///< the file it was read from, for messages
    QString scenario; ///< the scenario's path as the game that saved it was given it
    QString scenarioTitle;
    QList<PlayerSetup> players;

    const PlayerSetup *player(const QString &name) const;
};

/**
 * The set-up of @p session as its log holds it: every place action of each player (a
 * place_rest written out as the place actions its log line lists under "placed"). Empty
 * players when the game had no set-up.
 */
SavedSetup savedSetupOf(const GameSession &session);

/// @p setup as the JSON text of a set-up file.
QByteArray savedSetupText(const SavedSetup &setup);

/**
 * Reads a set-up file's @p text (read from @p path, which the messages name). On a problem
 * returns std::nullopt and one message "PATH:LINE:COLUMN: why" in @p error: not JSON, another
 * format, a player or action without what it needs.
 */
std::optional<SavedSetup> readSavedSetup(const QByteArray &text, const QString &path,
                                         QString *error);
/// Reads the set-up file at @p path (a regular file of at most 4 MB), as readSavedSetup().
std::optional<SavedSetup> readSavedSetupFile(const QString &path, QString *error);

/**
 * Plays the set-up of @p session from @p setup while it places pieces: each player the set-up
 * covers makes his saved place actions and ends his set-up; a player it does not cover is
 * played by his agent of @p agents (index into players(); the last plays any further ones),
 * or, with no agents, the function returns and leaves him to decide (the playtest window).
 * Returns an empty string, or the first problem as "PATH:LINE:COLUMN: why": a unit the game
 * does not have, a place the rules refuse (and why), units a covered player leaves unplaced,
 * a player the game does not have.
 */
QString applySavedSetup(GameSession &session, const SavedSetup &setup,
                        const QList<Agent *> &agents = {});

} // namespace hexwright
