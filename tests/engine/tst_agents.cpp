// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The heuristic playtest agent: it finishes every sample by the rules, it collects the spice
// of scenario 14 where random play wanders, and it plays the same game for the same seed.

#include "playtestsupport.h"

using namespace hexwright;
using namespace hexwright::playtest;

namespace {

struct Played
{
    PlayResult result;
    GameState state;
    QByteArray log;
};

Played play(const std::shared_ptr<const GameContext> &context, quint64 seed, const QString &agent,
            int maxActions = 20000)
{
    HsGameSession game(context, seed);
    std::vector<std::unique_ptr<Agent>> owned;
    QList<Agent *> agents;
    for (int p = 0; p < context->playerCount(); ++p) {
        owned.push_back(HsFamilyEngine().makeAgent(agent, seed, p));
        agents.append(owned.back().get());
    }
    Played played;
    played.result = playGame(game, agents, maxActions, true);
    played.state = game.state();
    played.log = game.logText();
    return played;
}

int containersHome(const GameState &s)
{
    int n = 0;
    for (const ObjectState &o : s.objects)
        n += o.safeWith.isEmpty() ? 0 : 1;
    return n;
}

} // namespace

class TestAgents : public QObject, public PlayFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { m_registry = RulesetRegistry::withBundledData(); }

    void greedyFinishesEverySample_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<quint64>("seed");
        const QStringList files
            = QDir(samplesDir())
                  .entryList({QStringLiteral("*.scenario.yaml")}, QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 5);
        for (const QString &file : files) {
            // The Hammer's Slammers agents play their family's samples; the Hammer Wars
            // greedy agent is tst_hwgames'.
            const QString path = samplesDir() + QLatin1Char('/') + file;
            const ScenarioReport report = validateScenarioFile(path, path, *m_registry);
            QVERIFY2(report.loaded.scenario, qPrintable(file));
            if (report.loaded.scenario->rulesetId != QLatin1String("hammers-slammers"))
                continue;
            QTest::addRow("%s", qPrintable(file)) << file << quint64(11);
        }
    }

    void greedyFinishesEverySample()
    {
        // A greedy game runs to the end of the scenario by the rules: no refused action, no
        // over-stacking or other invariant broken after any action, never at the cap.
        QFETCH(QString, file);
        QFETCH(quint64, seed);
        const auto context = load(samplesDir() + QLatin1Char('/') + file);
        QVERIFY(context);
        const Played p = play(context, seed, QStringLiteral("greedy"));
        m_played.insert(file, p);
        QVERIFY2(p.result.error.isEmpty(), qPrintable(p.result.error));
        QVERIFY2(!p.result.capped, "stopped at the action cap");
        QVERIFY(p.result.finished);
        QVERIFY(p.state.gameOver);
        QVERIFY(!p.state.reason.isEmpty());
    }

    void greedyCollectsTheSpice()
    {
        // Scenario 14 ends when Board 2 holds no more containers. Greedy players pick them up
        // and carry them home, so the game ends in a few turns; random players wander, bring
        // hardly any home and are still at it many turns later (cut short here at 700
        // actions, unfinished).
        const QString file = QStringLiteral("14-spice-madness.scenario.yaml");
        const auto context = load(samplesDir() + QLatin1Char('/') + file);
        QVERIFY(context);
        QList<Played> greedy {m_played.value(file), play(context, 12, QStringLiteral("greedy"))};
        for (const Played &g : greedy) {
            QVERIFY2(g.result.error.isEmpty(), qPrintable(g.result.error));
            QVERIFY(g.state.gameOver);
            QVERIFY(g.state.reason.startsWith(QLatin1String("objects brought home")));
            QVERIFY(containersHome(g.state) >= 5);
        }
        const Played r = play(context, 11, QStringLiteral("random"), 700);
        QVERIFY2(r.result.error.isEmpty(), qPrintable(r.result.error));
        qInfo("greedy: turns %d and %d, containers home %d and %d; random: turn %d, %d home",
              greedy[0].state.turn, greedy[1].state.turn, containersHome(greedy[0].state),
              containersHome(greedy[1].state), r.state.turn, containersHome(r.state));
        QVERIFY(containersHome(r.state) < containersHome(greedy[0].state));
        QVERIFY(r.result.capped && !r.state.gameOver);
        for (const Played &g : greedy)
            QVERIFY(g.state.turn < r.state.turn);
    }

    void greedyIsDeterministic_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("badger hunt") << QStringLiteral("01-badger-hunt.scenario.yaml");
        QTest::newRow("a city too far") << QStringLiteral("02-a-city-too-far.scenario.yaml");
    }

    void greedyIsDeterministic()
    {
        // The same seed plays the same game, action for action and roll for roll; another seed
        // rolls other dice and plays another game.
        QFETCH(QString, file);
        const auto context = load(samplesDir() + QLatin1Char('/') + file);
        QVERIFY(context);
        QVERIFY(m_played.contains(file)); // seed 11, played above
        const Played a = m_played.value(file);
        const Played b = play(context, 11, QStringLiteral("greedy"));
        const Played other = play(context, 12, QStringLiteral("greedy"));
        QCOMPARE(a.log, b.log);
        QCOMPARE(a.result.actions, b.result.actions);
        QVERIFY(a.log != other.log);
    }

    void agentsByName()
    {
        // The random agent is every family's; the greedy one is Hammer's Slammers'.
        const HsFamilyEngine engine;
        QCOMPARE(engine.agentNames(),
                 QStringList({QStringLiteral("random"), QStringLiteral("greedy"),
                              QStringLiteral("tactical")}));
        QVERIFY(
            dynamic_cast<GreedyAgent *>(engine.makeAgent(QStringLiteral("greedy"), 1, 0).get()));
        QVERIFY(
            dynamic_cast<RandomAgent *>(engine.makeAgent(QStringLiteral("random"), 1, 0).get()));
        QVERIFY(!engine.makeAgent(QStringLiteral("clever"), 1, 0));
    }

private:
    QHash<QString, Played> m_played; ///< the greedy game of each sample, seed 11
};

QTEST_GUILESS_MAIN(TestAgents)
#include "tst_agents.moc"
