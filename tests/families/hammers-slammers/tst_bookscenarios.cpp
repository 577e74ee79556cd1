// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The rules of the book scenarios 3 to 12 that the format had no words for, as the playtest
// obeys them: every combat a close assault (sc.6), garrisons confined to their boards
// (sc.10), and a loss limit that ends the game the moment it is passed (sc.3). Each new
// sample plays to its end under both agents with no invariant broken.

#include "playtestsupport.h"

using namespace hexwright;
using namespace hexwright::playtest;

namespace {

QString sample(const char *name)
{
    return samplesDir() + QLatin1Char('/') + QLatin1String(name) + QStringLiteral(".scenario.yaml");
}

/// The nine book scenarios that joined the first five.
const char *const NewSamples[] = {
    "03-hangman",
    "04-last-grasp",
    "05-caught-in-the-middle",
    "06-snipers",
    "07-mass-assault",
    "09-the-better-part-of-valor",
    "10-holding-out-to-payday",
    "11-traditional-objectives",
    "12-religious-war",
};

struct Played
{
    PlayResult result;
    GameState state;
};

Played play(const std::shared_ptr<const GameContext> &context, quint64 seed, const QString &agent)
{
    HsGameSession game(context, seed);
    std::vector<std::unique_ptr<Agent>> owned;
    QList<Agent *> agents;
    for (int p = 0; p < context->playerCount(); ++p) {
        owned.push_back(HsFamilyEngine().makeAgent(agent, seed, p));
        agents.append(owned.back().get());
    }
    Played played;
    played.result = playGame(game, agents, 20000, true);
    played.state = game.state();
    return played;
}

int losses(const GameState &s, const QString &side)
{
    int lost = 0;
    for (const UnitState &u : s.units)
        lost += u.side == side && u.status == UnitStatus::Eliminated ? 1 : 0;
    return lost;
}

} // namespace

class TestBookScenarios : public QObject, private PlayFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { m_registry = RulesetRegistry::withBundledData(); }

    void everyNewSamplePlaysToItsEnd_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("agent");
        for (const char *name : NewSamples) {
            for (const char *agent : {"greedy", "random"})
                QTest::addRow("%s, %s", name, agent) << sample(name) << QString::fromLatin1(agent);
        }
    }

    void everyNewSamplePlaysToItsEnd()
    {
        QFETCH(QString, path);
        QFETCH(QString, agent);
        const auto context = load(path);
        QVERIFY(context);
        const Played played = play(context, 3, agent);
        QVERIFY2(played.result.error.isEmpty(), qPrintable(played.result.error));
        QVERIFY(played.state.gameOver);
        QVERIFY(!played.state.reason.isEmpty());
    }

    // Sc.6: "every combat is a close assault".
    void snipersFightOnlyInCloseAssaults()
    {
        const auto context = loadWith(fixture("combat.scenario.yaml"), [&](Scenario &s) {
            s.specialRules.append(
                rule(QStringLiteral("close-combat"), QStringLiteral("close_assault_only"), {}));
        });
        QVERIFY(context);
        QVERIFY(context->closeAssaultOnlyRule());
        // Through all of turn 1 no fire at range is offered (the fire phases pass at once).
        Game game(context, 11);
        finishSetup(game);
        int guard = 0;
        while (!game.isOver() && game.state().turn == 1 && ++guard < 200) {
            QVERIFY(!offers<DirectFireAction>(game, [](const DirectFireAction &) { return true; }));
            QVERIFY(
                !offers<IndirectFireAction>(game, [](const IndirectFireAction &) { return true; }));
            QVERIFY(game.phaseId() != QLatin1String("direct_fire"));
            Action next = EndPhaseAction {};
            for (const Action &a : game.legalActions()) {
                if (std::holds_alternative<CloseAssaultAction>(a))
                    next = a;
            }
            QCOMPARE(game.apply(next), QString());
        }

        // Without the rule the same fire is offered.
        const auto free = load(fixture("combat.scenario.yaml"));
        QVERIFY(free && !free->closeAssaultOnlyRule());
        Game other(free, 11);
        endPhasesUntil(other, "direct_fire", 0);
        QVERIFY(offers<DirectFireAction>(other, [](const DirectFireAction &) { return true; }));
    }

    // Sc.6: the sample's partisans appear on a die roll when Blue enters a forest hex, and
    // the greedy player's games use close assaults only.
    void snipersSampleSearchesTheForests()
    {
        const auto context = load(sample("06-snipers"));
        QVERIFY(context);
        HsGameSession game(context, 5);
        GreedyAgent blue(5, 0);
        RandomAgent green(5, 1);
        QList<Agent *> agents {&blue, &green};
        QVERIFY(playGame(game, agents, 20000, true).error.isEmpty());
        QVERIFY(game.isOver());
        bool searched = false;
        for (const QJsonObject &o : game.log()) {
            const QString type = o.value(QStringLiteral("type")).toString();
            if (type == QLatin1String("roll")) {
                const QString purpose = o.value(QStringLiteral("purpose")).toString();
                QVERIFY2(purpose != QLatin1String("direct_fire")
                             && purpose != QLatin1String("indirect_fire"),
                         qPrintable(purpose));
                searched = searched || purpose == QLatin1String("hidden_units");
            }
            // Green is played by the rules: it never moves.
            if (type == QLatin1String("action"))
                QVERIFY(o.value(QStringLiteral("action"))
                                .toObject()
                                .value(QStringLiteral("kind"))
                                .toString()
                            != QLatin1String("move")
                        || o.value(QStringLiteral("player")).toString()
                            != QLatin1String("Green partisans"));
        }
        QVERIFY(searched);
    }

    void garrisonsStayOnTheirBoard_data()
    {
        QTest::addColumn<bool>("redOnBoard");
        QTest::newRow("sc.10: no Red unit on Board 3, the garrison stays") << false;
        QTest::newRow("a Red unit on Board 3 releases it") << true;
    }

    // Sc.10: Blue and Green may not leave their board until Red reaches it (our reading).
    void garrisonsStayOnTheirBoard()
    {
        QFETCH(bool, redOnBoard);
        const auto context = loadWith(sample("10-holding-out-to-payday"), [&](Scenario &s) {
            place(s, "green-3-tank", "3206"); // Board 3, one hex from the seam with Board 2
            if (redOnBoard)
                place(s, "red-combat-car", "2006"); // Board 3's west end
        });
        QVERIFY(context);
        QVERIFY(context->confineRule());
        QCOMPARE(context->panelsOfHex(at("3206")), QStringList {QStringLiteral("3")});
        QCOMPARE(context->panelsOfHex(at("3406")), QStringList {QStringLiteral("2")});
        Game game(context, 7);
        finishSetup(game);
        endPhasesUntil(game, "movement", 1);
        QCOMPARE(game.decidingPlayer(), 1);
        const QString tank = QStringLiteral("green-3-tank-1");
        if (!redOnBoard) {
            // Within its own board it moves freely; onto Board 2 it may not.
            const QString why = game.apply(MoveAction {tank, {at("3306"), at("3406")}});
            QVERIFY2(why.contains(QLatin1String("special rule 'garrisons'")), qPrintable(why));
            QCOMPARE(game.apply(MoveAction {tank, {at("3106")}}), QString());
        } else {
            QCOMPARE(game.apply(MoveAction {tank, {at("3306"), at("3406")}}), QString());
        }
    }

    // Sc.3: Red must win "with fewer than 5 losses": the fifth loss ends the game for Green,
    // even when Red goes on to destroy the last Green unit.
    void hangmanLossLimitEndsTheGame()
    {
        const auto context = load(sample("03-hangman"));
        QVERIFY(context);
        for (quint64 seed = 1; seed <= 4; ++seed) {
            const Played played = play(context, seed, QStringLiteral("greedy"));
            QVERIFY(played.state.gameOver);
            const int lost = losses(played.state, QStringLiteral("red"));
            if (played.state.winner == QLatin1String("red"))
                QVERIFY2(lost < 5, qPrintable(played.state.reason));
            if (lost >= 5)
                QCOMPARE(played.state.winner, QStringLiteral("green"));
        }
    }
};

QTEST_GUILESS_MAIN(TestBookScenarios)
#include "tst_bookscenarios.moc"
