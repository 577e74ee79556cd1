// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "balance/balancerun.h"

#include "balance/balancegame_p.h"
#include "engine/agent.h"
#include "engine/gamesession.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <vector>

namespace hexwright {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("hexwright::BalanceRun", text);
}

/// The ruleset's provisional values that the scenario's units and the charts rest on.
QStringList provisionalValues(const Ruleset &ruleset, const Scenario &scenario)
{
    QStringList out;
    QStringList used;
    for (const ForceEntry &f : scenario.forces) {
        if (!used.contains(f.unitType))
            used.append(f.unitType);
    }
    for (const UnitType &type : ruleset.unitTypes) {
        if (!used.contains(type.id))
            continue;
        QStringList factors = type.factors.provisional;
        if (type.mounted) {
            for (const QString &f : type.mounted->factors.provisional) {
                if (!factors.contains(f))
                    factors.append(f);
            }
        }
        if (!factors.isEmpty())
            out.append(QStringLiteral("%1: %2").arg(type.name, factors.join(QStringLiteral(", "))));
    }
    for (const Chart &chart : ruleset.charts) {
        if (chart.hasProvisional())
            out.append(QCoreApplication::translate("hexwright::BalanceRun", "chart %1")
                           .arg(chart.title.isEmpty() ? chart.id : chart.title));
    }
    return out;
}

} // namespace

BalanceRun::BalanceRun(const FamilyEngine &engine, const GameInputs &inputs,
                       const BalanceOptions &options)
    : m_engine(engine)
    , m_options(options)
{
    if (m_options.games < 1) {
        m_error = tr("the number of games must be at least 1");
        return;
    }
    if (m_options.agents.isEmpty())
        m_options.agents = QStringList {engine.defaultAgent()};
    const QStringList known = engine.agentNames();
    for (const QString &name : m_options.agents) {
        if (!known.contains(name)) {
            m_error = tr("unknown agent \"%1\" (known: %2)")
                          .arg(name, known.join(QStringLiteral(", ")));
            return;
        }
    }
    m_options.jobs = std::max(1, m_options.jobs);
    m_options.maxActions = std::max(1, m_options.maxActions);
    QString error;
    m_setup = engine.setUp(inputs, &error);
    if (!m_setup) {
        m_error = tr("the scenario cannot be played: %1").arg(error);
        return;
    }
    if (m_options.swapGames == 0) {
        m_swapRefusal = tr("no games with the first player swapped were asked for");
    } else {
        QString why;
        m_swapped = engine.setUpSwapped(inputs, &why);
        m_swapRefusal = m_swapped ? QString() : why;
    }
    if (m_swapped && m_options.swapGames < 0)
        m_options.swapGames = (m_options.games + 1) / 2;
    if (!m_swapped)
        m_options.swapGames = 0;

    BalanceReport &r = m_template;
    r.title = m_setup->title();
    r.scenarioPath = inputs.scenarioPath;
    r.familyId = m_setup->familyId();
    r.board = inputs.ruleset.board;
    r.agents = m_options.agents;
    r.seed = m_options.seed;
    r.maxActions = m_options.maxActions;
    r.gamesRequested = m_options.games;
    for (const Side &side : inputs.scenario.sides)
        r.sides.append({side.id, side.name, side.colours});
    r.provisional = provisionalValues(inputs.ruleset, inputs.scenario);
    BalanceFirstPlayer &f = r.firstPlayer;
    f.applicable = m_swapped != nullptr;
    f.reason = m_swapRefusal;
    if (f.applicable) {
        for (const PlayerView &p : m_setup->players()) {
            f.names.append(p.name);
            f.sides.append(p.sides.join(QLatin1Char('+')));
        }
    }
}

BalanceRun::~BalanceRun() = default;

int BalanceRun::totalGames() const
{
    return m_error.isEmpty() ? m_options.games + m_options.swapGames : 0;
}

quint64 BalanceRun::seedOf(int game) const
{
    return m_options.seed + quint64(game < m_options.games ? game : game - m_options.games);
}

bool BalanceRun::isSwapped(int game) const
{
    return game >= m_options.games;
}

QStringList BalanceRun::agentsOf(int game) const
{
    if (!m_setup)
        return {};
    return balanceAgents(*m_setup, isSwapped(game) ? *m_swapped : *m_setup, m_options.agents);
}

std::unique_ptr<GameSession> BalanceRun::replay(int game) const
{
    if (!m_error.isEmpty() || game < 0 || game >= totalGames())
        return nullptr;
    const GameSetup &setup = isSwapped(game) ? *m_swapped : *m_setup;
    return replayOneBalanceGame(m_engine, setup, agentsOf(game), seedOf(game),
                                m_options.maxActions);
}

BalanceReport BalanceRun::run(const BalanceProgress &progress)
{
    if (!m_error.isEmpty())
        return {};
    BalanceAggregate aggregate(m_template, *m_setup);
    const int total = totalGames();
    std::vector<BalanceGameStats> results(static_cast<size_t>(total));
    QElapsedTimer timer;
    timer.start();
    qint64 lastReport = -1000;
    int done = 0;
    forEachGame(
        total, m_options.jobs,
        [&](int g) {
            const GameSetup &setup = isSwapped(g) ? *m_swapped : *m_setup;
            BalanceGameInputs in {m_engine,
                                  setup,
                                  agentsOf(g),
                                  seedOf(g),
                                  m_options.maxActions,
                                  m_options.checkInvariants,
                                  &m_cancel};
            in.swapped = isSwapped(g);
            results[size_t(g)] = playBalanceGame(in);
        },
        [&](int g) {
            BalanceGameStats stats = std::move(results[size_t(g)]);
            results[size_t(g)] = {};
            if (stats.cancelled || m_cancel.load())
                return false;
            aggregate.add(stats, g < m_options.games ? g : -1);
            ++done;
            const qint64 now = timer.elapsed();
            if (progress && (now - lastReport >= 100 || done == total)) {
                lastReport = now;
                const double rate = now > 0 ? done * 1000.0 / now : 0.0;
                if (!progress(done, total, rate)) {
                    m_cancel.store(true);
                    return false;
                }
            }
            return !m_cancel.load();
        });
    BalanceReport report = aggregate.finish(m_options.swapGames);
    report.cancelled = done < total;
    report.seconds = timer.elapsed() / 1000.0;
    return report;
}

std::unique_ptr<GameSession> replayBalanceGame(const FamilyEngine &engine, const GameInputs &inputs,
                                               const BalanceReport &report, int game,
                                               QString *error)
{
    auto fail = [&](const QString &why) -> std::unique_ptr<GameSession> {
        if (error)
            *error = why;
        return nullptr;
    };
    if (game < 0 || game >= report.games.size())
        return fail(
            QCoreApplication::translate("hexwright::BalanceRun", "the report has no game %1")
                .arg(game + 1));
    const BalanceGame &g = report.games.at(game);
    QString why;
    const std::shared_ptr<const GameSetup> setup = engine.setUp(inputs, &why);
    if (!setup)
        return fail(QCoreApplication::translate("hexwright::BalanceRun",
                                                "the scenario cannot be played: %1")
                        .arg(why));
    std::shared_ptr<const GameSetup> played = setup;
    if (g.swapped) {
        played = engine.setUpSwapped(inputs, &why);
        if (!played)
            return fail(QCoreApplication::translate("hexwright::BalanceRun",
                                                    "the first player can no longer be swapped: %1")
                            .arg(why));
    }
    const QStringList known = engine.agentNames();
    for (const QString &name : report.agents) {
        if (!known.contains(name))
            return fail(QCoreApplication::translate("hexwright::BalanceRun", "unknown agent \"%1\"")
                            .arg(name));
    }
    return replayOneBalanceGame(engine, *played, balanceAgents(*setup, *played, report.agents),
                                g.seed, report.maxActions);
}

} // namespace hexwright
