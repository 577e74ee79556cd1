// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/replaycursor.h"

#include "engine/familyengine.h"
#include "engine/playlog.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <algorithm>

namespace hexwright {

namespace {

/// The translation context of this file's texts.
struct ReplayCursorText
{
    Q_DECLARE_TR_FUNCTIONS(ReplayCursor)
};

/// Checkpoints of a long log: at most about this many, so that their games fit in memory.
constexpr int MaxCheckpoints = 40;
/// The smallest interval between checkpoints: a step back replays at most this many actions.
constexpr int MinInterval = 25;

QJsonObject parse(const QByteArray &text)
{
    return QJsonDocument::fromJson(text).object();
}

} // namespace

ReplayCursor::~ReplayCursor() = default;

std::unique_ptr<ReplayCursor> ReplayCursor::open(std::shared_ptr<const GameSetup> setup,
                                                 const QByteArray &log, const QString &fileName,
                                                 std::unique_ptr<GameSession> *start,
                                                 QString *error)
{
    auto fail = [error, &fileName](int line, const QString &why) {
        if (error)
            *error = QStringLiteral("%1:%2: %3").arg(fileName).arg(line).arg(why);
        return nullptr;
    };
    if (!setup)
        return fail(1, ReplayCursorText::tr("the scenario cannot be played"));
    ReplayResult checked = replayLog(*setup, log);
    if (!checked.ok)
        return fail(checked.line, checked.error);

    std::unique_ptr<ReplayCursor> cursor(new ReplayCursor);
    cursor->m_setup = std::move(setup);
    cursor->m_fileName = fileName;
    int lineNo = 0;
    for (qsizetype from = 0; from < log.size();) {
        qsizetype end = log.indexOf('\n', from);
        if (end < 0)
            end = log.size();
        ++lineNo;
        const QByteArray text = log.mid(from, end - from).trimmed();
        from = end + 1;
        if (text.isEmpty())
            continue;
        if (cursor->m_lines.isEmpty()) {
            const QJsonObject header = parse(text);
            cursor->m_seed = header.value(QStringLiteral("seed")).toString().toULongLong();
            cursor->m_format = header.value(QStringLiteral("format")).toString();
        } else if (text.contains("\"type\":\"action\"")
                   && parse(text).value(QStringLiteral("type")).toString()
                       == QLatin1String("action")) {
            cursor->m_actionLines.append(int(cursor->m_lines.size()));
        }
        cursor->m_lines.append(text);
        cursor->m_fileLines.append(lineNo);
    }
    const int actions = cursor->actionCount();
    cursor->m_interval
        = std::max(MinInterval, (actions + MaxCheckpoints - 1) / std::max(1, MaxCheckpoints));
    // The replay's game stands at the end: the last position's checkpoint.
    cursor->m_parked.emplace(actions, std::move(checked.session));
    std::unique_ptr<GameSession> game = cursor->freshGame();
    if (!game)
        return fail(1, ReplayCursorText::tr("the game cannot be started again"));
    if (start)
        *start = std::move(game);
    return cursor;
}

QJsonObject ReplayCursor::action(int index) const
{
    return line(lineOfAction(index)).value(QStringLiteral("action")).toObject();
}

QJsonObject ReplayCursor::line(int index) const
{
    return index >= 0 && index < m_lines.size() ? parse(m_lines.at(index)) : QJsonObject();
}

int ReplayCursor::linesAt(int position) const
{
    if (position < actionCount())
        return m_actionLines.at(std::max(0, position));
    return int(m_lines.size()) - 1; // all but the final summary
}

std::unique_ptr<GameSession> ReplayCursor::freshGame() const
{
    return m_setup->newGameForLog(m_seed, m_format);
}

bool ReplayCursor::advance(GameSession &session, int from, int to) const
{
    for (int i = from; i < to; ++i) {
        if (!session.apply(action(i)).isEmpty())
            return false;
    }
    return true;
}

void ReplayCursor::park(std::unique_ptr<GameSession> session, int position)
{
    if (!session)
        return;
    const bool checkpoint = position % m_interval == 0 || position == actionCount();
    if (checkpoint && !m_parked.count(position) && session->logLineCount() == linesAt(position))
        m_parked.emplace(position, std::move(session));
    else
        m_retired = std::move(session);
}

std::map<int, std::unique_ptr<GameSession>>::const_iterator
ReplayCursor::checkpointAtMost(int position) const
{
    auto it = m_parked.upper_bound(position);
    if (it == m_parked.begin())
        return m_parked.end();
    return std::prev(it);
}

bool ReplayCursor::undoTo(GameSession &session, int position) const
{
    for (int at = m_position; at > position; --at) {
        if (!session.canUndo() || !session.undo() || session.logLineCount() != linesAt(at - 1))
            return false;
    }
    return true;
}

std::unique_ptr<GameSession> ReplayCursor::seek(std::unique_ptr<GameSession> session, int position)
{
    m_retired.reset();
    position = std::clamp(position, 0, actionCount());
    if (session && position == m_position)
        return session;
    // Forward: from here, unless a checkpoint on the way saves most of it.
    const auto below = checkpointAtMost(position);
    const bool checkpointCloser = below != m_parked.end() && below->first > m_position;
    if (session && position > m_position && !checkpointCloser) {
        if (advance(*session, m_position, position)) {
            m_position = position;
            return session;
        }
        session.reset();
    }
    // Back: the game's own undo while no die was rolled.
    if (session && position < m_position) {
        if (undoTo(*session, position)) {
            m_position = position;
            return session;
        }
        // Undo stopped on the way: the game is where its log says, if anywhere.
        const int lines = session->logLineCount();
        const auto at = std::find(m_actionLines.cbegin(), m_actionLines.cend(), lines);
        if (at != m_actionLines.cend())
            park(std::move(session), int(at - m_actionLines.cbegin()));
        else
            m_retired = std::move(session);
    } else if (session) {
        park(std::move(session), m_position);
    }
    // From the nearest checkpoint at or before the position, else from the start.
    std::unique_ptr<GameSession> game;
    int from = 0;
    const auto it = checkpointAtMost(position);
    if (m_builder && m_builderAt <= position && (it == m_parked.end() || it->first < m_builderAt)) {
        // The checkpoint being built is on the way: it is nearer.
        from = m_builderAt;
        game = std::move(m_builder);
    } else if (it != m_parked.end()) {
        from = it->first;
        game = std::move(m_parked.extract(it).mapped());
    } else {
        game = freshGame();
    }
    if (!game || !advance(*game, from, position)) {
        // Not expected for a log that replayed at open: start again rather than show a lie.
        game = freshGame();
        m_position = 0;
        return game;
    }
    m_position = position;
    return game;
}

void ReplayCursor::setCheckpointInterval(int actions)
{
    m_interval = std::max(1, actions);
    m_builder.reset();
    for (auto it = m_parked.begin(); it != m_parked.end();) {
        if (it->first % m_interval != 0 && it->first != actionCount())
            it = m_parked.erase(it);
        else
            ++it;
    }
}

QList<int> ReplayCursor::checkpoints() const
{
    QList<int> positions;
    for (const auto &parked : m_parked)
        positions.append(parked.first);
    return positions;
}

int ReplayCursor::missingCheckpoint() const
{
    // The nearest at or below the position first (a step back needs it), then the others
    // going down, then those above.
    const int here = m_position - m_position % m_interval;
    for (int at = here; at > 0; at -= m_interval) {
        if (!m_parked.count(at))
            return at;
    }
    for (int at = here + m_interval; at < actionCount(); at += m_interval) {
        if (!m_parked.count(at))
            return at;
    }
    return -1;
}

bool ReplayCursor::buildCheckpoints(int budgetMs)
{
    QElapsedTimer clock;
    clock.start();
    constexpr int Chunk = 8; // actions between looks at the clock
    while (clock.elapsed() < budgetMs) {
        if (!m_builder || m_parked.count(m_builderTarget)) {
            m_builderTarget = missingCheckpoint();
            if (m_builderTarget < 0)
                return false;
            // From the nearest checkpoint below would take it away: from the start instead.
            m_builder = freshGame();
            m_builderAt = 0;
            if (!m_builder)
                return false;
        }
        const int to = std::min(m_builderTarget, m_builderAt + Chunk);
        if (!advance(*m_builder, m_builderAt, to)) {
            m_builder.reset();
            return false;
        }
        m_builderAt = to;
        if (m_builderAt == m_builderTarget) {
            m_parked.emplace(m_builderTarget, std::move(m_builder));
            m_builder.reset();
        }
    }
    return missingCheckpoint() >= 0;
}

} // namespace hexwright
