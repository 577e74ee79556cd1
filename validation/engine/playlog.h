// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/gamesession.h"

#include <QByteArray>
#include <QString>

#include <memory>
#include <optional>

namespace hexwright {

class GameSetup;

/**
 * The log format every game writes, in the "format" of its header, the first line. Each line
 * kind and its keys are documented in resources/schemas/hexwright-playlog.schema.json. Version
 * 2 added the set-up line, the players' numbers, fortress lines, MF costs, the roll each
 * result came from and the units that sit out a close assault; a version 1 log lacks lines
 * the replay writes, so it is refused with its version named, not replayed. Version 3 added
 * the set-up phase (its "phase" lines of turn 0, its place and place_rest actions, the
 * "setup" line written when it ends); a version 2 log is replayed on a game that places zone
 * units automatically, as the engine did then (GameSetup::newGameForLog()).
 */
inline constexpr char PlayLogFormat[] = "hexwright-playlog/3";
/// The oldest log format the replay still reads.
inline constexpr char OldestReplayedPlayLogFormat[] = "hexwright-playlog/2";

/**
 * The largest game log Hexwright reads, so that `--replay /dev/zero` or a disk image given by
 * mistake cannot fill memory. Logs are written by the engine, so their size follows the
 * action cap: Spice Madness, the longest sample, played by random agents under the default
 * 20,000-action cap (25 seeds) wrote at most 6.8 MB (10,441 actions, 72,922 lines, 650 bytes
 * an action); a game running to the cap would write about 13 MB. 64 MB is five times that,
 * room for games played with a larger --max-actions up to about 90,000 actions.
 */
inline constexpr qint64 MaxPlayLogBytes = 64 * 1024 * 1024;

/// The outcome of replaying a log: the game as it stands after the last action, or the
/// first line that does not reproduce and why.
struct ReplayResult
{
    std::unique_ptr<GameSession> session;
    bool ok = false;
    int line = 0; ///< 1-based line of the log where replay failed
    QString error;
};

/**
 * Replays a JSON-lines game log on @p setup and checks every line of it, for any family. The
 * header gives the seed and must name this scenario (its SHA-256) and its rule options; then
 * the log's actions are applied through GameSession::apply() to a fresh game, and every line
 * the engine writes (the set-up, turns, phases, actions with their costs, die rolls with
 * their inputs, faces, totals and results, combat results with their rolls, eliminations,
 * fortress entries and exits, the end of the game and the final line) must be
 * exactly the log's line at the same place. The first line that differs is reported with its
 * number and what differs; a log that ends without its final line is reported as incomplete,
 * and a line after it is an error. Only the header's "scenario" (the path the scenario was
 * given by) may differ, so a log replays from any folder.
 */
ReplayResult replayLog(const GameSetup &setup, const QByteArray &log);

/**
 * Reads the game log at @p path for replayLog(): a regular file (never a pipe or a device,
 * which are refused at once) of at most MaxPlayLogBytes holding UTF-8 text. Returns
 * std::nullopt and a one-sentence @p error otherwise.
 */
std::optional<QByteArray> readPlayLog(const QString &path, QString *error = nullptr);

/// Log lines as JSON lines, one compact object a line, each ending in a newline.
QByteArray playLogText(const QList<QJsonObject> &lines);

/**
 * A game's log as it is written: each line kept as its compact JSON text (a third of the
 * memory of a QJsonObject, and what the log file gets anyway), not as an object. The objects
 * are built only when asked for (at(), objects()). With setKept(false) only the last few
 * hundred lines stay in memory and size() still counts every line, so a long game's memory
 * is bounded by its board, not by its length.
 */
class PlayLogLines
{
public:
    /// Appends @p line (written out at once).
    void append(const QJsonObject &line);
    /// The number of lines written so far (kept or not).
    int size() const { return m_count; }
    /// Drops the lines from @p size on (undo).
    void resize(int size);
    /// Line @p index, or an empty object when there is none or it is no longer kept.
    QJsonObject at(int index) const;
    /// The kept lines as JSON lines (every line while kept), each ending in a newline.
    QByteArray text() const;
    /// Every line as an object (a line no longer kept is an empty object), built on demand
    /// and kept up to date as lines are added.
    const QList<QJsonObject> &objects() const;
    /// Whether every line is kept (the default).
    bool isKept() const { return m_kept; }
    void setKept(bool keep);
    /**
     * Whether lines are written at all (the default). With setWritten(false) no line is
     * kept, not even the last ones: append() and skip() only count, so an engine may skip
     * building a line nobody will read (a balance game's) and still count it (skip()).
     */
    bool isWritten() const { return m_written; }
    void setWritten(bool write);
    /// Counts @p lines lines that are not written (setWritten(false)).
    void skip(int lines = 1);

private:
    void trim();

    QByteArray m_text; ///< lines m_first .. m_count - 1, each ending in '\n'
    QList<qsizetype> m_ends; ///< where each kept line ends in m_text (after its newline)
    int m_first = 0; ///< index of the first kept line
    int m_count = 0;
    bool m_kept = true;
    bool m_written = true;
    mutable QList<QJsonObject> m_objects; ///< the first lines, built by objects()
};

} // namespace hexwright
