// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/agent.h"

#include <QThread>

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

namespace hexwright {

Agent::~Agent() = default;

RandomAgent::RandomAgent(quint64 gameSeed, int player)
    : m_engine((gameSeed ^ 0x9E3779B97F4A7C15ULL) + quint64(player))
{ }

int RandomAgent::choose(const GameSession &session)
{
    const PlayStep step = session.step();
    if (step != m_step) {
        m_step = step;
        m_inPhase = 0;
    }
    ++m_inPhase;
    // The other actions are every legal one but the end of the phase (there is one at most).
    const int end = session.legalEndPhase();
    const int others = session.legalActionCount() - (end >= 0 ? 1 : 0);
    // Two draws at most, always in this order: the golden logs pin the generator's use.
    const double endChance = std::min(0.95, 0.05 + 0.08 * (m_inPhase - 1));
    const double draw = double(m_engine() >> 11) / double(1ULL << 53);
    if (end >= 0 && (others == 0 || draw < endChance))
        return end;
    if (others == 0)
        return 0;
    const int pick = int(m_engine() % quint64(others));
    return end >= 0 && pick >= end ? pick + 1 : pick;
}

QString Agent::act(GameSession &session)
{
    return session.applyLegal(choose(session));
}

PlayResult playGame(GameSession &session, const QList<Agent *> &agents, int maxActions,
                    bool checkInvariants)
{
    PlayResult result;
    if (agents.isEmpty()) {
        result.error = QStringLiteral("no agents");
        return result;
    }
    while (!session.isOver()) {
        if (result.actions >= maxActions) {
            result.capped = true;
            return result;
        }
        if (!session.hasLegalAction()) {
            result.error = QStringLiteral("log line %1: no legal action and the game is not over")
                               .arg(session.logLineCount());
            return result;
        }
        Agent *agent = agents.value(session.decidingPlayer(), agents.last());
        const int line = session.logLineCount() + 1;
        QJsonObject action;
        QString why;
        if (checkInvariants) {
            const int choice = agent->choose(session);
            // Read before it is taken: a log that is not kept holds no line to read it from.
            action = session.legalAction(choice);
            why = session.applyLegal(choice);
        } else {
            why = agent->act(session);
        }
        if (!why.isEmpty()) {
            result.error
                = QStringLiteral("log line %1: a legal action was refused: %2").arg(line).arg(why);
            return result;
        }
        ++result.actions;
        if (checkInvariants) {
            const QStringList problems = session.invariantViolations();
            if (!problems.isEmpty()) {
                result.error
                    = QStringLiteral("log line %1 (%2): %3")
                          .arg(line)
                          .arg(session.describe(action), problems.join(QStringLiteral("; ")));
                return result;
            }
        }
    }
    result.finished = true;
    return result;
}

int defaultGameJobs()
{
    return std::max(1, QThread::idealThreadCount());
}

void forEachGame(int count, int jobs, const std::function<void(int)> &play,
                 const std::function<bool(int)> &done)
{
    if (jobs <= 1 || count <= 1) {
        for (int i = 0; i < count; ++i) {
            play(i);
            if (!done(i))
                return;
        }
        return;
    }
    std::mutex mutex;
    std::condition_variable changed;
    std::vector<char> played(size_t(count), 0);
    int next = 0; // the next game to start
    int consumed = 0; // games handed to done()
    bool stop = false;
    const int ahead = 4 * jobs; // games played ahead of the last one done, at most
    auto worker = [&] {
        for (;;) {
            int game = 0;
            {
                std::unique_lock<std::mutex> lock(mutex);
                changed.wait(lock,
                             [&] { return stop || next >= count || next < consumed + ahead; });
                if (stop || next >= count)
                    return;
                game = next++;
            }
            play(game);
            {
                const std::lock_guard<std::mutex> lock(mutex);
                played[size_t(game)] = 1;
            }
            changed.notify_all();
        }
    };
    std::vector<std::thread> threads;
    const int threadCount = std::min(jobs, count);
    threads.reserve(size_t(threadCount));
    for (int j = 0; j < threadCount; ++j)
        threads.emplace_back(worker);
    for (int i = 0; i < count; ++i) {
        {
            std::unique_lock<std::mutex> lock(mutex);
            changed.wait(lock, [&] { return played[size_t(i)] != 0; });
        }
        const bool more = done(i);
        {
            const std::lock_guard<std::mutex> lock(mutex);
            consumed = i + 1;
            stop = !more;
        }
        changed.notify_all();
        if (!more)
            break;
    }
    for (std::thread &t : threads)
        t.join();
}

} // namespace hexwright
