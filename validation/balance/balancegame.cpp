// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "balance/balancegame_p.h"

#include "engine/agent.h"
#include "engine/gamesession.h"

#include <cmath>
#include <vector>

namespace hexwright {

namespace {

/// The cell of a table the heat map counts in: two inches square, so that losses a few
/// millimetres apart add up in one place.
constexpr double TableCellMm = 50.8;

/// What the heat map counts @p place as: a hex as it is, a point of a table as the centre
/// of its cell.
Place heatPlace(const Place &place)
{
    if (const auto *point = std::get_if<TablePoint>(&place)) {
        return TablePoint((std::floor(point->x / TableCellMm) + 0.5) * TableCellMm,
                          (std::floor(point->y / TableCellMm) + 0.5) * TableCellMm);
    }
    return place;
}

/**
 * Watches one game between its actions: the pieces lost in each (where, and to whom) and the
 * objectives changing hands. Told of each action by the agents (ObservingAgent), since an
 * agent is asked once after every action, and once more at the end.
 */
class GameObserver
{
public:
    GameObserver(const GameSession &session, BalanceGameStats &stats)
        : m_stats(stats)
    {
        for (const PieceView &p : session.pieces()) {
            m_index.insert(p.id, int(stats.pieces.size()));
            stats.pieces.append({p.side, p.type, p.name, 0, 0});
        }
        for (const ObjectiveView &o : session.objectives()) {
            if (!o.holder.isEmpty())
                m_holders.insert(o.id, o.holder);
        }
        m_step = session.step();
    }

    void observe(const GameSession &session)
    {
        const QList<PieceLoss> losses = session.lastLosses();
        if (!losses.isEmpty())
            noteLosses(session, losses);
        const PlayStep step = session.step();
        if (step != m_step || session.isOver()) {
            m_step = step;
            noteObjectives(session);
        }
    }

    bool cancelled = false;

private:
    void noteLosses(const GameSession &session, const QList<PieceLoss> &losses)
    {
        const QStringList actors = session.lastActors();
        for (const PieceLoss &loss : losses) {
            const int lost = m_index.value(loss.id, -1);
            if (lost < 0)
                continue;
            BalancePieceStats &piece = m_stats.pieces[lost];
            ++piece.lost;
            if (loss.place) {
                const Place place = heatPlace(*loss.place);
                m_stats.heat.append({place, session.placeLabel(place), false});
            }
            // The actors of another side took it; a loss to several is shared.
            std::vector<int> killers;
            for (const QString &actor : actors) {
                const int k = m_index.value(actor, -1);
                if (k >= 0 && m_stats.pieces.at(k).side != piece.side)
                    killers.push_back(k);
            }
            for (int k : killers)
                m_stats.pieces[k].kills += 1.0 / double(killers.size());
        }
    }

    void noteObjectives(const GameSession &session)
    {
        // Taken: a side holds it that did not hold it last (a contest in between changes
        // nothing); what the set-up places counts as held from the start.
        const bool placing = session.isPlacing();
        for (const ObjectiveView &o : session.objectives()) {
            if (o.holder.isEmpty())
                continue;
            QString &holder = m_holders[o.id];
            if (o.holder != holder && !placing) {
                const Place place = heatPlace(o.place);
                m_stats.heat.append({place, session.placeLabel(place), true});
            }
            holder = o.holder;
        }
    }

    BalanceGameStats &m_stats;
    QHash<QString, int> m_index; ///< piece id -> index in m_stats.pieces
    QHash<QString, QString> m_holders; ///< objective id -> the side that held it last
    PlayStep m_step;
};

/// An agent that lets the observer look at the game before it chooses, and stops the game
/// when the run is cancelled (an index no action has, or act() refusing: playGame() then
/// ends with an error).
class ObservingAgent : public Agent
{
public:
    ObservingAgent(Agent &inner, GameObserver &observer, const std::atomic<bool> *cancel)
        : m_inner(inner)
        , m_observer(observer)
        , m_cancel(cancel)
    { }

    int choose(const GameSession &session) override
    {
        if (m_cancel && m_cancel->load(std::memory_order_relaxed)) {
            m_observer.cancelled = true;
            return -1;
        }
        m_observer.observe(session);
        return m_inner.choose(session);
    }

    QString act(GameSession &session) override
    {
        if (m_cancel && m_cancel->load(std::memory_order_relaxed)) {
            m_observer.cancelled = true;
            return QStringLiteral("cancelled");
        }
        m_observer.observe(session);
        return m_inner.act(session);
    }

private:
    Agent &m_inner;
    GameObserver &m_observer;
    const std::atomic<bool> *m_cancel;
};

/// The agents of @p session's players: @p names per player in its move order.
std::vector<std::unique_ptr<Agent>> makeAgents(const FamilyEngine &engine,
                                               const GameSession &session, const QStringList &names,
                                               quint64 seed)
{
    std::vector<std::unique_ptr<Agent>> agents;
    const int players = int(session.players().size());
    for (int p = 0; p < players; ++p)
        agents.push_back(engine.makeAgent(names.value(p, names.value(names.size() - 1)), seed, p));
    return agents;
}

} // namespace

QStringList balanceAgents(const GameSetup &written, const GameSetup &played,
                          const QStringList &agents)
{
    const QList<PlayerView> w = written.players();
    const QList<PlayerView> p = played.players();
    const QString last = agents.value(agents.size() - 1, QStringLiteral("random"));
    QStringList out;
    for (int k = 0; k < p.size(); ++k) {
        int original = k;
        for (int i = 0; i < w.size(); ++i) {
            if (w.at(i).sides == p.at(k).sides) {
                original = i;
                break;
            }
        }
        out.append(agents.value(original, last));
    }
    return out;
}

BalanceGameStats playBalanceGame(const BalanceGameInputs &in)
{
    BalanceGameStats stats;
    stats.game.seed = in.seed;
    stats.game.swapped = in.swapped;
    const std::unique_ptr<GameSession> session = in.setup.newGame(in.seed);
    if (!session) {
        stats.game.error = QStringLiteral("the game could not be started");
        return stats;
    }
    // Nobody reads these logs: keep only their last lines, so memory stays bounded.
    session->setLogKept(false);
    const std::vector<std::unique_ptr<Agent>> agents
        = makeAgents(in.engine, *session, in.agents, in.seed);
    GameObserver observer(*session, stats);
    std::vector<std::unique_ptr<ObservingAgent>> watching;
    QList<Agent *> players;
    for (const std::unique_ptr<Agent> &a : agents) {
        if (!a) {
            stats.game.error = QStringLiteral("an agent could not be made");
            return stats;
        }
        watching.push_back(std::make_unique<ObservingAgent>(*a, observer, in.cancel));
        players.append(watching.back().get());
    }
    const PlayResult result = playGame(*session, players, in.maxActions, in.checkInvariants);
    if (observer.cancelled) {
        stats.cancelled = true;
        return stats;
    }
    observer.observe(*session); // the last action
    const GameSummary summary = session->summary();
    stats.game.over = summary.over;
    stats.game.capped = result.capped;
    stats.game.winner = summary.over ? summary.winner : QString();
    stats.game.result = summary.result;
    stats.game.reason = summary.reason;
    stats.game.turns = summary.turn;
    stats.game.actions = result.actions;
    stats.game.error = result.error;
    stats.losses = summary.losses;
    return stats;
}

std::unique_ptr<GameSession> replayOneBalanceGame(const FamilyEngine &engine,
                                                  const GameSetup &setup, const QStringList &agents,
                                                  quint64 seed, int maxActions)
{
    std::unique_ptr<GameSession> session = setup.newGame(seed);
    if (!session)
        return nullptr;
    session->setLogKept(true);
    const std::vector<std::unique_ptr<Agent>> owned = makeAgents(engine, *session, agents, seed);
    QList<Agent *> players;
    for (const std::unique_ptr<Agent> &a : owned) {
        if (!a)
            return nullptr;
        players.append(a.get());
    }
    playGame(*session, players, maxActions, false);
    return session;
}

// BalanceAggregate ----------------------------------------------------------------------

BalanceAggregate::BalanceAggregate(const BalanceReport &inputs, const GameSetup &written)
    : m_report(inputs)
{
    for (const PlayerView &p : written.players())
        m_playerSides.append(p.sides);
    for (int i = 0; i < m_report.sides.size(); ++i) {
        m_sideIndex.insert(m_report.sides.at(i).id, i);
        for (const QString &colour : m_report.sides.at(i).colours)
            m_colourSide.insert(colour, i);
    }
}

int BalanceAggregate::playerOfSide(const QString &side) const
{
    for (int p = 0; p < m_playerSides.size(); ++p) {
        if (m_playerSides.at(p).contains(side))
            return p;
    }
    return -1;
}

void BalanceAggregate::add(const BalanceGameStats &stats, int asWritten)
{
    const BalanceGame &g = stats.game;
    m_report.games.append(g);
    const int winner = g.winner.isEmpty() ? -1 : playerOfSide(g.winner);
    if (asWritten < 0) {
        m_swappedWinners.append(winner);
        return;
    }
    m_writtenWinners.append(winner);
    for (BalanceSide &s : m_report.sides) {
        if (!g.over)
            continue;
        if (g.winner.isEmpty())
            ++s.draws;
        else if (g.winner == s.id)
            ++s.wins;
        else
            ++s.losses;
    }
    for (auto it = stats.losses.begin(); it != stats.losses.end(); ++it) {
        const int side = m_colourSide.value(it.key(), -1);
        if (side >= 0)
            m_report.sides[side].piecesLost += it.value();
    }
    for (const BalancePieceStats &p : stats.pieces) {
        const int side = m_sideIndex.value(p.side, -1);
        BalanceUnitType &u = m_types[{side, p.type}];
        if (u.type.isEmpty()) {
            u.side = p.side;
            u.type = p.type;
            u.name = p.name;
        }
        ++u.pieces;
        u.survived += p.lost == 0 ? 1 : 0;
        u.lost += p.lost;
        u.kills += p.kills;
    }
    for (const BalanceHeatEvent &e : stats.heat) {
        const auto *hex = std::get_if<OffsetCoord>(&e.place);
        const auto *point = std::get_if<TablePoint>(&e.place);
        const std::pair<int, std::pair<double, double>> key = hex
            ? std::pair {0, std::pair<double, double> {hex->col, hex->row}}
            : std::pair {1, std::pair<double, double> {point->x, point->y}};
        BalanceHeatCell &cell = m_heat[key];
        if (cell.label.isEmpty()) {
            cell.place = e.place;
            cell.label = e.label;
        }
        (e.objective ? cell.objectives : cell.losses) += 1;
    }
}

BalanceReport BalanceAggregate::finish(int swapGames)
{
    BalanceReport r = m_report;
    r.unitTypes = m_types.values();
    r.heat = m_heat.values();
    BalanceFirstPlayer &f = r.firstPlayer;
    if (f.applicable) {
        // The swapped games replay the first seeds: pair them with the same games as written.
        f.gamesAsWritten = std::min(int(m_writtenWinners.size()), swapGames);
        for (int i = 0; i < f.gamesAsWritten; ++i) {
            const int w = m_writtenWinners.at(i);
            if (w == 0 || w == 1)
                ++f.winsAsWritten[w];
        }
        f.gamesSwapped = int(m_swappedWinners.size());
        for (int w : m_swappedWinners) {
            if (w == 0 || w == 1)
                ++f.winsSwapped[w];
        }
    }
    return r;
}

} // namespace hexwright
