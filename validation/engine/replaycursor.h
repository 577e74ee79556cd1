// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/gamesession.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <map>
#include <memory>

namespace hexwright {

class GameSetup;

/**
 * Steps through a recorded game log, forward and back (issue 17, point 2): the replay
 * viewer's model, without widgets. The log is checked whole by replayLog() when it is
 * opened, so every position in it is a state the engine reaches.
 *
 * A position is the number of the log's actions applied: 0 is the game as it starts, and
 * actionCount() the game as the log ends. The caller holds the game at the current position
 * and hands it to seek(), which brings it forward by applying the log's actions, or back by
 * the session's own undo while the actions rolled no die, else by replaying from the nearest
 * checkpoint: a game parked at a multiple of checkpointInterval() actions. A game cannot be
 * copied, so a checkpoint taken for a step back is built again from the start in idle time
 * (buildCheckpoints()); with them a step back anywhere in a long log replays at most one
 * interval of actions.
 */
class ReplayCursor
{
public:
    ~ReplayCursor();

    /**
     * Opens @p log (the text of a game log) for stepping through on @p setup, the scenario it
     * was recorded on. Null, with "FILE:LINE: why" in @p error (@p fileName as given), when
     * the log does not replay exactly; on success @p start is the game at position 0.
     */
    static std::unique_ptr<ReplayCursor> open(std::shared_ptr<const GameSetup> setup,
                                              const QByteArray &log, const QString &fileName,
                                              std::unique_ptr<GameSession> *start, QString *error);

    /// The file name the log was opened under, as given to open().
    QString fileName() const { return m_fileName; }
    /// The number of actions in the log.
    int actionCount() const { return int(m_actionLines.size()); }
    /// The number of actions applied to the game last handed back by seek().
    int position() const { return m_position; }
    /// The log's action @p index (0-based), in the log's action form.
    QJsonObject action(int index) const;
    /// The log's non-empty lines (the header first, the final summary last).
    int lineCount() const { return int(m_lines.size()); }
    QJsonObject line(int index) const;
    /// The 1-based line number in the file of non-empty line @p index.
    int fileLine(int index) const { return m_fileLines.value(index); }
    /// The index (among lineCount()) of the line of action @p index.
    int lineOfAction(int index) const { return m_actionLines.value(index, -1); }
    /// How many of the log's lines a game at @p position has written: the lines before
    /// action @p position's line (every line but the final summary at the end).
    int linesAt(int position) const;

    /**
     * Brings @p session, the game at position(), to @p position (clamped to the log) and
     * returns it: the same game, or another one at that position. A game handed in and not
     * handed back is parked as a checkpoint or kept until the next seek(), so that a view
     * still bound to it can let it go first.
     */
    std::unique_ptr<GameSession> seek(std::unique_ptr<GameSession> session, int position);

    /// The actions between two checkpoints.
    int checkpointInterval() const { return m_interval; }
    /// Sets the interval (at least 1) and drops the checkpoints built for the old one.
    void setCheckpointInterval(int actions);
    /// The positions that have a game parked now.
    QList<int> checkpoints() const;
    /**
     * Builds missing checkpoints, nearest below position() first, for about @p budgetMs
     * milliseconds, and returns whether any are still missing. Call it while the user is idle.
     */
    bool buildCheckpoints(int budgetMs);

private:
    ReplayCursor() = default;
    std::unique_ptr<GameSession> freshGame() const;
    /// Applies the log's actions to @p session from @p from up to @p to; false when one is
    /// refused (the log no longer replays: the scenario changed under it).
    bool advance(GameSession &session, int from, int to) const;
    /// Parks @p session at @p position if that is a checkpoint without a game yet.
    void park(std::unique_ptr<GameSession> session, int position);
    /// The parked game with the largest position at most @p position, or end().
    std::map<int, std::unique_ptr<GameSession>>::const_iterator
    checkpointAtMost(int position) const;
    /// Steps @p session back to @p position by its own undo; false (the game then being
    /// somewhere unknown) when an action on the way cannot be taken back.
    bool undoTo(GameSession &session, int position) const;
    int missingCheckpoint() const;

    std::shared_ptr<const GameSetup> m_setup;
    QString m_fileName;
    quint64 m_seed = 0;
    QString m_format;
    QList<QByteArray> m_lines; ///< the non-empty lines, as written
    QList<int> m_fileLines; ///< 1-based file line of each of m_lines
    QList<int> m_actionLines; ///< index in m_lines of each action line
    int m_position = 0;
    int m_interval = 50;
    std::map<int, std::unique_ptr<GameSession>> m_parked;
    /// A checkpoint being built in idle time: the game and the position it is going to.
    std::unique_ptr<GameSession> m_retired; ///< handed in to seek() and not handed back
    std::unique_ptr<GameSession> m_builder;
    int m_builderAt = 0;
    int m_builderTarget = 0;
};

} // namespace hexwright
