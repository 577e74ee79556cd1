// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The legal-action lists a game keeps between actions (its ReachCache: the movement phase's
// reachable hexes, the set-up's hexes for units alike) are the lists worked out from scratch:
// after every action of a few seeded games, from the set-up to the end, both are compared
// action by action (issue 17, point 3: faster, no result changed). The greedy agent's
// movement, weighed one unit's moves at a time (GreedyAgent::act()), plays the very game its
// choices from the whole list play.

#include "families/hammers-slammers/play/engine_p.h"
#include "families/hammers-slammers/play/greedyagent.h"
#include "families/hammers-slammers/play/hsgamesession.h"

#include "playtestsupport.h"

#include <QJsonDocument>

using namespace hexwright;
using namespace hexwright::playtest;

namespace {

/// @p actions as the log writes them, one line each: a difference names its action.
QStringList lines(const QList<Action> &actions, const GameContext &context)
{
    QStringList out;
    for (const Action &a : actions)
        out.append(QString::fromUtf8(
            QJsonDocument(actionToJson(a, context)).toJson(QJsonDocument::Compact)));
    return out;
}

} // namespace

class TestLegalCache : public QObject, private PlayFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { m_registry = RulesetRegistry::withBundledData(); }

    void keptListsAreTheListsFromScratch_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<bool>("greedy");
        const QString badger = QStringLiteral("01-badger-hunt.scenario.yaml");
        const QString breakOut = QStringLiteral("08-break-out.scenario.yaml");
        const QString everybody
            = QStringLiteral("13-everybody-wants-a-piece-of-the-action.scenario.yaml");
        QTest::newRow("Badger Hunt, greedy, seed 1") << badger << quint64(1) << true;
        QTest::newRow("Badger Hunt, greedy, seed 2") << badger << quint64(2) << true;
        QTest::newRow("Badger Hunt, random, seed 3") << badger << quint64(3) << false;
        QTest::newRow("Break Out, greedy, seed 1") << breakOut << quint64(1) << true;
        QTest::newRow("sc.13, greedy, seed 1") << everybody << quint64(1) << true;
        QTest::newRow("sc.13, random, seed 2") << everybody << quint64(2) << false;
    }

    void keptListsAreTheListsFromScratch()
    {
        QFETCH(QString, file);
        QFETCH(quint64, seed);
        QFETCH(bool, greedy);
        const auto context = load(samplesDir() + QLatin1Char('/') + file);
        QVERIFY(context);
        HsGameSession session(context, seed);
        QList<std::shared_ptr<Agent>> agents;
        for (int p = 0; p < context->playerCount(); ++p) {
            if (greedy)
                agents.append(std::make_shared<GreedyAgent>(seed, p));
            else
                agents.append(std::make_shared<RandomAgent>(seed, p));
        }
        int actions = 0;
        int moves = 0;
        int places = 0;
        for (; !session.isOver() && actions < 1500; ++actions) {
            const QList<Action> &kept = session.legalTyped();
            GameState copy = session.game().state();
            Engine scratch(*context, copy, nullptr, nullptr); // no cache: every list searched
            const QStringList expected = lines(scratch.legalActions(), *context);
            QCOMPARE(lines(kept, *context), expected);
            for (const Action &a : kept) {
                moves += std::holds_alternative<MoveAction>(a) ? 1 : 0;
                places += std::holds_alternative<PlaceAction>(a) ? 1 : 0;
            }
            QVERIFY(!kept.isEmpty());
            const int choice
                = agents.value(session.decidingPlayer(), agents.last())->choose(session);
            QCOMPARE(session.applyLegal(choice), QString());
        }
        // The games went through set-ups and movement phases: both caches were asked.
        QVERIFY(actions > 50);
        QVERIFY(moves > 0);
        QVERIFY(places > 0);
    }

    // In the movement phase the list is the actions but moves, then each unit's moves in the
    // state's order, then ending the phase: what the greedy agent reads a unit at a time.
    void listWithoutMovesAndEachUnitsMovesMakeTheList_data() { gameRows(); }
    void listWithoutMovesAndEachUnitsMovesMakeTheList()
    {
        QFETCH(QString, file);
        QFETCH(quint64, seed);
        const auto context = load(samplesDir() + QLatin1Char('/') + file);
        QVERIFY(context);
        HsGameSession session(context, seed);
        QList<std::shared_ptr<Agent>> agents;
        for (int p = 0; p < context->playerCount(); ++p)
            agents.append(std::make_shared<GreedyAgent>(seed, p));
        int movementLists = 0;
        for (int actions = 0; !session.isOver() && actions < 3000; ++actions) {
            const QList<Action> without = session.legalWithoutMoves(); // asked first
            QList<Action> composed;
            const Action *end = nullptr;
            for (const Action &a : without) {
                QVERIFY(!std::holds_alternative<MoveAction>(a));
                if (std::holds_alternative<EndPhaseAction>(a))
                    end = &a;
                else
                    composed.append(a);
            }
            qsizetype moves = 0;
            for (const UnitState &u : session.state().units) {
                const QList<Action> own = session.game().movesOf(u);
                moves += own.size();
                composed.append(own);
            }
            if (end)
                composed.append(*end);
            movementLists += moves > 0 ? 1 : 0;
            QCOMPARE(lines(composed, *context), lines(session.legalTyped(), *context));
            QVERIFY(session.hasLegalAction());
            const int choice
                = agents.value(session.decidingPlayer(), agents.last())->choose(session);
            QCOMPARE(session.applyLegal(choice), QString());
        }
        QVERIFY(movementLists > 10);
    }

    // playGame() without invariant checks plays through Agent::act(): the same log, line for
    // line, as choosing from the whole list.
    void greedyActsAsItChooses_data() { gameRows(); }
    void greedyActsAsItChooses()
    {
        QFETCH(QString, file);
        QFETCH(quint64, seed);
        const auto context = load(samplesDir() + QLatin1Char('/') + file);
        QVERIFY(context);
        QByteArray logs[2];
        for (int lazy = 0; lazy < 2; ++lazy) {
            HsGameSession session(context, seed);
            std::vector<std::unique_ptr<GreedyAgent>> owned;
            QList<Agent *> agents;
            for (int p = 0; p < context->playerCount(); ++p) {
                owned.push_back(std::make_unique<GreedyAgent>(seed, p));
                agents.append(owned.back().get());
            }
            const PlayResult result = playGame(session, agents, 20000, lazy == 0);
            QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
            QVERIFY(result.finished);
            logs[lazy] = session.logText();
        }
        const QList<QByteArray> chosen = logs[0].split('\n');
        const QList<QByteArray> acted = logs[1].split('\n');
        QVERIFY(chosen.size() > 100);
        for (qsizetype i = 0; i < std::min(chosen.size(), acted.size()); ++i)
            QVERIFY2(chosen.at(i) == acted.at(i),
                     qPrintable(QStringLiteral("line %1 differs:\n%2\n%3")
                                    .arg(i + 1)
                                    .arg(QString::fromUtf8(chosen.at(i)),
                                         QString::fromUtf8(acted.at(i)))));
        QCOMPARE(acted.size(), chosen.size());
    }

private:
    /// Samples with moves, entries (02, 09), paradrops (02, 10) and objects (14).
    static void gameRows()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<quint64>("seed");
        QTest::newRow("01 Badger Hunt, seed 1")
            << QStringLiteral("01-badger-hunt.scenario.yaml") << quint64(1);
        QTest::newRow("02 A City Too Far, seed 2")
            << QStringLiteral("02-a-city-too-far.scenario.yaml") << quint64(2);
        QTest::newRow("08 Break Out, seed 3")
            << QStringLiteral("08-break-out.scenario.yaml") << quint64(3);
        QTest::newRow("09 The Better Part of Valor, seed 4")
            << QStringLiteral("09-the-better-part-of-valor.scenario.yaml") << quint64(4);
        QTest::newRow("13 Everybody Wants a Piece, seed 5")
            << QStringLiteral("13-everybody-wants-a-piece-of-the-action.scenario.yaml")
            << quint64(5);
        QTest::newRow("14 Spice Madness, seed 6")
            << QStringLiteral("14-spice-madness.scenario.yaml") << quint64(6);
    }
};

QTEST_GUILESS_MAIN(TestLegalCache)
#include "tst_legalcache.moc"
