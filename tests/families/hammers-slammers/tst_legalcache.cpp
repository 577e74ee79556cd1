// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The legal-action lists a game keeps between actions (its ReachCache: the movement phase's
// reachable hexes, the set-up's hexes for units alike) are the lists worked out from scratch:
// after every action of a few seeded games, from the set-up to the end, both are compared
// action by action (issue 17, point 3: faster, no result changed).

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
};

QTEST_GUILESS_MAIN(TestLegalCache)
#include "tst_legalcache.moc"
