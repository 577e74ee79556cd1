// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 17, point 1: the balance report. Wilson intervals against hand-worked values, the
// verdict's wording, the report's JSON (stable for a seed whatever the jobs, a golden file,
// located errors), cancelling within a second, the first-player effect, kills and the heat
// map, replaying one game of a report, and its PDF.

#include "balance/balancerun.h"
#include "board/hexboard.h"
#include "checks/scenariovalidator.h"
#include "engine/familyengines.h"
#include "export/balancepdf.h"
#include "map/panel.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <memory>

using namespace hexwright;

namespace {

QString sample(const char *file)
{
    return QStringLiteral(SOURCE_DIR "/resources/scenarios/samples/") + QLatin1String(file);
}

QString fixture(const char *file)
{
    return QStringLiteral(TEST_DATA_DIR "/balance/") + QLatin1String(file);
}

/// A sample loaded for play.
struct Loaded
{
    explicit Loaded(const QString &path)
        : registry(RulesetRegistry::withBundledData())
        , report(validateScenarioFile(path, path, *registry))
    {
        if (report.loaded.ruleset && report.loaded.ruleset->board == BoardKind::Table)
            panels = &noPanels;
        else
            panels = report.loaded.panels;
    }
    bool ok() const { return report.loaded.scenario && panels && engine(); }
    const FamilyEngine *engine() const
    {
        return report.loaded.ruleset ? familyEngineFor(*report.loaded.ruleset) : nullptr;
    }
    GameInputs inputs() const
    {
        return {*report.loaded.scenario, *report.loaded.ruleset, *panels, report.file};
    }

    std::unique_ptr<RulesetRegistry> registry;
    ScenarioReport report;
    PanelLibrary noPanels;
    const PanelLibrary *panels = nullptr;
};

BalanceOptions options(int games, const QStringList &agents, int jobs, quint64 seed = 7)
{
    BalanceOptions o;
    o.games = games;
    o.agents = agents;
    o.jobs = jobs;
    o.seed = seed;
    return o;
}

} // namespace

class TestBalance : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void wilson_data();
    void wilson();
    void differenceOfTwo();
    void verdict_data();
    void verdict();
    void jsonRoundTrip();
    void jsonStableWhateverTheJobs();
    void noAgentNamedPlaysTheFamilysStrongest_data();
    void noAgentNamedPlaysTheFamilysStrongest();
    void fromJsonErrors_data();
    void fromJsonErrors();
    void cancelStopsWithinASecond_data();
    void cancelStopsWithinASecond();
    void firstPlayer_data();
    void firstPlayer();
    void killsAndHeat();
    void replayOneGame();
    void pdf();
};

void TestBalance::wilson_data()
{
    QTest::addColumn<int>("successes");
    QTest::addColumn<int>("trials");
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("high");
    // By hand at z = 1.96 (z² = 3.8416), p = s/n:
    //   centre = (p + z²/2n) / (1 + z²/n), half = z·sqrt(p(1-p)/n + z²/4n²) / (1 + z²/n).
    // 0/10:  1 + 0.38416 = 1.38416; centre = 0.19208/1.38416 = 0.138770;
    //        half = 1.96·sqrt(0.009604)/1.38416 = 1.96·0.098/1.38416 = 0.138770 -> [0, 0.277540]
    QTest::newRow("0/10") << 0 << 10 << 0.0 << 0.277540;
    // 5/10:  centre = (0.5 + 0.19208)/1.38416 = 0.5;
    //        half = 1.96·sqrt(0.025 + 0.009604)/1.38416 = 1.96·0.186021/1.38416 = 0.263410
    QTest::newRow("5/10") << 5 << 10 << 0.236590 << 0.763410;
    // 71/100: 1 + 0.038416 = 1.038416; centre = (0.71 + 0.019208)/1.038416 = 0.702231;
    //        half = 1.96·sqrt(0.002059 + 0.00009604)/1.038416 = 1.96·0.0464224/1.038416
    //             = 0.087622 -> [0.614609, 0.789853]
    QTest::newRow("71/100") << 71 << 100 << 0.614609 << 0.789853;
    // 10/10: the mirror of 0/10.
    QTest::newRow("10/10") << 10 << 10 << 0.722460 << 1.0;
    // No trials: nothing is known.
    QTest::newRow("0/0") << 0 << 0 << 0.0 << 1.0;
}

void TestBalance::wilson()
{
    QFETCH(int, successes);
    QFETCH(int, trials);
    QFETCH(double, low);
    QFETCH(double, high);
    const RateInterval i = wilsonInterval(successes, trials);
    QVERIFY2(std::abs(i.low - low) < 1e-6, qPrintable(QString::number(i.low, 'f', 7)));
    QVERIFY2(std::abs(i.high - high) < 1e-6, qPrintable(QString::number(i.high, 'f', 7)));
}

void TestBalance::differenceOfTwo()
{
    // Newcombe (1998), table II, example (c): 56/70 - 48/80, method 10: 0.0524 to 0.3339.
    const RateInterval d = differenceInterval(56, 70, 48, 80);
    QVERIFY2(std::abs(d.low - 0.0524) < 1e-4, qPrintable(QString::number(d.low, 'f', 5)));
    QVERIFY2(std::abs(d.high - 0.3339) < 1e-4, qPrintable(QString::number(d.high, 'f', 5)));
}

void TestBalance::verdict_data()
{
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QList<int>>("wins");
    QTest::addColumn<int>("games");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("text");
    const QStringList two {QStringLiteral("Tan"), QStringLiteral("Blue")};
    const int favours = int(BalanceVerdict::Kind::Favours);
    const int balanced = int(BalanceVerdict::Kind::Balanced);
    // Tan's share of the decided games, 71/100, is [0.615, 0.790]: above one half.
    QTest::newRow("favours") << two << QList<int> {71, 29} << 100 << favours
                             << QStringLiteral("Tan wins 71 % ± 9 %: favours Tan");
    QTest::newRow("favours the second") << two << QList<int> {29, 71} << 100 << favours
                                        << QStringLiteral("Blue wins 71 % ± 9 %: favours Blue");
    // 60/100: [0.502, 0.691], just above; 59/100: [0.492, 0.681], holds one half.
    QTest::newRow("just favours") << two << QList<int> {60, 40} << 100 << favours
                                  << QStringLiteral("Tan wins 60 % ± 9 %: favours Tan");
    QTest::newRow("just balanced")
        << two << QList<int> {59, 41} << 100 << balanced
        << QStringLiteral("Within the noise: balanced (Tan wins 59 % ± 9 %, Blue wins 41 % ± 9 %)");
    QTest::newRow("balanced")
        << two << QList<int> {52, 48} << 100 << balanced
        << QStringLiteral(
               "Within the noise: balanced (Tan wins 52 % ± 10 %, Blue wins 48 % ± 10 %)");
    // Draws count in the rate shown, not in the share: 30 of 40 decided is [0.598, 0.858].
    QTest::newRow("many draws") << two << QList<int> {30, 10} << 100 << favours
                                << QStringLiteral("Tan wins 30 % ± 9 %: favours Tan");
    QTest::newRow("nothing decided")
        << two << QList<int> {0, 0} << 10 << int(BalanceVerdict::Kind::NoVerdict)
        << QStringLiteral("No game was won: no verdict");
    // Three sides: an even share is a third; 45/100 is [0.356, 0.548] for both.
    const QStringList three {QStringLiteral("Red"), QStringLiteral("Green"),
                             QStringLiteral("Grey")};
    QTest::newRow("three, two favoured")
        << three << QList<int> {45, 45, 10} << 100 << favours
        << QStringLiteral("Red wins 45 % ± 10 %, Green wins 45 % ± 10 %: favours Red and Green");
}

void TestBalance::verdict()
{
    QFETCH(QStringList, names);
    QFETCH(QList<int>, wins);
    QFETCH(int, games);
    QFETCH(int, kind);
    QFETCH(QString, text);
    const BalanceVerdict v = balanceVerdict(names, wins, games);
    QCOMPARE(v.text, text);
    QCOMPARE(int(v.kind), kind);
}

void TestBalance::jsonRoundTrip()
{
    BalanceReport r;
    r.title = QStringLiteral("Test \"quoted\" ünïcode");
    r.scenarioPath = QStringLiteral("a/b.scenario.yaml");
    r.familyId = QStringLiteral("family");
    r.board = BoardKind::Table;
    r.agents = {QStringLiteral("greedy"), QStringLiteral("random")};
    r.seed = 18446744073709551615ULL; // more than a double holds
    r.maxActions = 500;
    r.gamesRequested = 3;
    r.cancelled = true;
    r.sides = {{QStringLiteral("a"), QStringLiteral("Side A"), {QStringLiteral("red")}, 2, 0, 0, 4},
               {QStringLiteral("b"), QStringLiteral("Side B"), {}, 0, 2, 0, 7}};
    BalanceGame g;
    g.seed = 5;
    g.over = true;
    g.winner = QStringLiteral("a");
    g.result = QStringLiteral("win");
    g.reason = QStringLiteral("all gone");
    g.turns = 4;
    g.actions = 99;
    r.games = {g, g};
    g.swapped = true;
    g.capped = true;
    g.over = false;
    g.winner.clear();
    g.error = QStringLiteral("log line 3: oops");
    r.games.append(g);
    r.unitTypes
        = {{QStringLiteral("a"), QStringLiteral("tank"), QStringLiteral("Tank"), 4, 3, 1, 2.333}};
    r.heat = {{OffsetCoord {3, 4}, QStringLiteral("0405"), 2, 1},
              {TablePoint(25.4, 76.2), QStringLiteral("1 in, 3 in"), 1, 0}};
    r.firstPlayer.applicable = true;
    r.firstPlayer.names = {QStringLiteral("Side A"), QStringLiteral("Side B")};
    r.firstPlayer.sides = {QStringLiteral("a"), QStringLiteral("b")};
    r.firstPlayer.gamesAsWritten = 2;
    r.firstPlayer.winsAsWritten[0] = 2;
    r.firstPlayer.gamesSwapped = 1;
    r.provisional = {QStringLiteral("Tank: attack")};
    const QByteArray json = r.toJson();
    QString error;
    const std::optional<BalanceReport> back
        = BalanceReport::fromJson(json, QStringLiteral("r.json"), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->toJson(), json);
    QCOMPARE(back->seed, r.seed);
    QCOMPARE(back->games.size(), 3);
    QCOMPARE(back->games.at(2).error, g.error);
    QVERIFY(back->games.at(2).swapped);
    QCOMPARE(back->heat.at(1).place, Place(TablePoint(25.4, 76.2)));
    QCOMPARE(back->unitTypes.at(0).kills, 2.333);
}

void TestBalance::jsonStableWhateverTheJobs()
{
    // Random agents (the shared agent, whose play the families' golden logs pin) on Badger
    // Hunt: the report of a seed is the same bytes on one thread and on two, and the golden.
    Loaded l(sample("01-badger-hunt.scenario.yaml"));
    QVERIFY(l.ok());
    const QStringList agents {QStringLiteral("random")};
    BalanceRun one(*l.engine(), l.inputs(), options(6, agents, 1));
    QVERIFY2(one.error().isEmpty(), qPrintable(one.error()));
    BalanceRun two(*l.engine(), l.inputs(), options(6, agents, 2));
    const BalanceReport a = one.run();
    const BalanceReport b = two.run();
    QCOMPARE(a.games.size(), 9); // six as written, three swapped
    QVERIFY(!a.cancelled);
    QCOMPARE(a.toJson(), b.toJson());
    // The scenario's path is as given; the golden file names it relative to the sources.
    BalanceReport relative = a;
    relative.scenarioPath
        = QStringLiteral("resources/scenarios/samples/01-badger-hunt.scenario.yaml");
    const QByteArray json = relative.toJson();
    const QString golden = fixture("badger-hunt-random-6.json");
    if (qEnvironmentVariableIntValue("HEXWRIGHT_UPDATE_GOLDEN") == 1) {
        QFile out(golden);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(json);
    }
    QFile in(golden);
    QVERIFY2(in.open(QIODevice::ReadOnly), qPrintable(golden));
    const QByteArray expected = in.readAll();
    if (json != expected) {
        QFile actual(QDir::temp().filePath(QStringLiteral("badger-hunt-random-6.actual.json")));
        if (actual.open(QIODevice::WriteOnly))
            actual.write(json);
    }
    QCOMPARE(json, expected);
    // And reopened, it says the same.
    QString error;
    const std::optional<BalanceReport> back = BalanceReport::fromJson(expected, golden, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->toJson(), expected);
    QCOMPARE(back->summaryText(), relative.summaryText());
}

void TestBalance::noAgentNamedPlaysTheFamilysStrongest_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("agent");
    QTest::newRow("Hammer's Slammers: tactical")
        << QStringLiteral("01-badger-hunt.scenario.yaml") << QStringLiteral("tactical");
    QTest::newRow("Hammer Wars: greedy")
        << QStringLiteral("22-river-ford.scenario.yaml") << QStringLiteral("greedy");
}

void TestBalance::noAgentNamedPlaysTheFamilysStrongest()
{
    QFETCH(QString, file);
    QFETCH(QString, agent);
    Loaded l(sample(qPrintable(file)));
    QVERIFY(l.ok());
    QCOMPARE(l.engine()->defaultAgent(), agent);
    BalanceOptions o = options(2, {}, 1);
    o.swapGames = 0;
    BalanceRun run(*l.engine(), l.inputs(), o);
    QVERIFY2(run.error().isEmpty(), qPrintable(run.error()));
    const BalanceReport report = run.run();
    QCOMPARE(report.games.size(), 2);
    QCOMPARE(report.agents, QStringList {agent});
}

void TestBalance::fromJsonErrors_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("error");
    // A whole, empty report, one key a line; each row spoils one thing of it.
    const QByteArray valid = "{\n"
                             "\"format\": \"hexwright-balance/1\",\n" // line 2
                             "\"title\": \"t\",\n"
                             "\"scenario\": \"s\",\n"
                             "\"family\": \"f\",\n"
                             "\"board\": \"hex\",\n" // line 6
                             "\"agents\": [\"random\"],\n"
                             "\"seed\": \"1\",\n" // line 8
                             "\"max_actions\": 10,\n"
                             "\"games_requested\": 1,\n"
                             "\"cancelled\": false,\n"
                             "\"sides\": [],\n"
                             "\"games\": [{\"seed\": \"1\", \"over\": true, \"winner\": \"\", "
                             "\"result\": \"\", \"reason\": \"\", \"turns\": 1, \"actions\": 1}],\n"
                             "\"unit_types\": [],\n"
                             "\"heat\": [],\n"
                             "\"first_player\": {\"applicable\": false, \"reason\": \"r\"},\n"
                             "\"provisional\": []\n"
                             "}\n";
    QString error;
    QVERIFY2(BalanceReport::fromJson(valid, QStringLiteral("r.json"), &error), qPrintable(error));
    auto spoilt = [&](const char *from, const char *to) {
        QByteArray json = valid;
        return json.replace(from, to);
    };
    QTest::newRow("not JSON") << spoilt("\"sides\": [],", "\"sides\": [,")
                              << QStringLiteral("r.json:18:1: error[yaml-syntax]");
    QTest::newRow("another format")
        << spoilt("hexwright-balance/1", "hexwright-scenario/2")
        << QStringLiteral("r.json:2:11: error[unknown-format]: not a balance report");
    QTest::newRow("unknown key") << spoilt("\"title\"", "\"titel\"")
                                 << QStringLiteral("r.json:3:1: error[unknown-key]: unknown key "
                                                   "'titel' in the balance report (did you mean "
                                                   "'title'?)");
    QTest::newRow("wrong type") << spoilt("\"over\": true", "\"over\": \"yes\"")
                                << QStringLiteral("r.json:13:");
    QTest::newRow("seed not a number")
        << spoilt("\"seed\": \"1\",\n\"max", "\"seed\": \"x\",\n\"max")
        << QStringLiteral("r.json:8:9:");
    QTest::newRow("unknown board")
        << spoilt("\"hex\"", "\"hexagon\"") << QStringLiteral("r.json:6:10:");
}

void TestBalance::fromJsonErrors()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, error);
    QString why;
    QVERIFY(!BalanceReport::fromJson(json, QStringLiteral("r.json"), &why));
    QVERIFY2(why.contains(error), qPrintable(why));
    QVERIFY2(why.startsWith(QLatin1String("r.json:")), qPrintable(why));
}

void TestBalance::cancelStopsWithinASecond_data()
{
    QTest::addColumn<bool>("fromProgress");
    QTest::newRow("cancel()") << false;
    QTest::newRow("progress returns false") << true;
}

void TestBalance::cancelStopsWithinASecond()
{
    QFETCH(bool, fromProgress);
    Loaded l(sample("01-badger-hunt.scenario.yaml"));
    QVERIFY(l.ok());
    BalanceRun run(*l.engine(), l.inputs(), options(100000, {QStringLiteral("greedy")}, 2));
    QVERIFY(run.error().isEmpty());
    std::atomic<bool> stop {false};
    std::atomic<int> calls {0};
    QElapsedTimer sinceCancel;
    BalanceReport report;
    std::unique_ptr<QThread> thread(QThread::create([&] {
        report = run.run([&](int, int, double) {
            ++calls;
            return !(fromProgress && stop.load());
        });
    }));
    thread->start();
    // Cancel once games are coming in (a slow, loaded machine may take a while to play one).
    QTRY_VERIFY_WITH_TIMEOUT(calls.load() >= 2, 30000);
    sinceCancel.start();
    if (fromProgress)
        stop.store(true);
    else
        run.cancel();
    QVERIFY(thread->wait(5000));
    const qint64 ms = sinceCancel.elapsed();
    QVERIFY2(ms < 1000, qPrintable(QStringLiteral("stopped %1 ms after the cancel").arg(ms)));
    QVERIFY(report.cancelled);
    QVERIFY(report.games.size() < 100000);
}

void TestBalance::firstPlayer_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("applicable");
    QTest::addColumn<QString>("reason");
    QTest::newRow("hex, two players")
        << sample("01-badger-hunt.scenario.yaml") << true << QString();
    QTest::newRow("table, roll-off")
        << sample("21-ruined-crossroads.scenario.yaml") << false
        << QStringLiteral("the players roll off for who goes first (rule option first_player)");
}

void TestBalance::firstPlayer()
{
    QFETCH(QString, file);
    QFETCH(bool, applicable);
    QFETCH(QString, reason);
    Loaded l(file);
    QVERIFY(l.ok());
    BalanceRun run(*l.engine(), l.inputs(), options(4, {QStringLiteral("random")}, 1));
    QVERIFY2(run.error().isEmpty(), qPrintable(run.error()));
    QCOMPARE(run.canSwapFirst(), applicable);
    QCOMPARE(run.swapRefusal(), reason);
    const BalanceReport r = run.run();
    QCOMPARE(r.firstPlayer.applicable, applicable);
    if (applicable) {
        QCOMPARE(r.firstPlayer.gamesAsWritten, 2);
        QCOMPARE(r.firstPlayer.gamesSwapped, 2);
        QCOMPARE(run.totalGames(), 6);
        // The swapped games replay the first seeds, and a player keeps his agent.
        QCOMPARE(run.seedOf(4), run.seedOf(0));
        QVERIFY(run.isSwapped(4));
    } else {
        QCOMPARE(run.totalGames(), 4);
        QVERIFY(r.firstPlayerText().contains(reason));
    }
}

void TestBalance::killsAndHeat()
{
    Loaded l(sample("01-badger-hunt.scenario.yaml"));
    QVERIFY(l.ok());
    BalanceRun run(*l.engine(), l.inputs(), options(8, {QStringLiteral("greedy")}, 2, 3));
    const BalanceReport r = run.run();
    int lostBySide = 0;
    for (const BalanceSide &s : r.sides)
        lostBySide += s.piecesLost;
    int lostByType = 0;
    double kills = 0;
    for (const BalanceUnitType &u : r.unitTypes) {
        lostByType += u.lost;
        kills += u.kills;
        QVERIFY(u.survived <= u.pieces);
    }
    int heat = 0;
    for (const BalanceHeatCell &c : r.heat)
        heat += c.losses;
    QVERIFY2(lostBySide > 0, "greedy games of Badger Hunt lose pieces");
    // Every loss is found, where it happened; most are to an enemy's action.
    QCOMPARE(lostByType, lostBySide);
    QCOMPARE(heat, lostBySide);
    QVERIFY(kills > 0);
    QVERIFY(kills <= lostBySide + 1e-9);
}

void TestBalance::replayOneGame()
{
    Loaded l(sample("01-badger-hunt.scenario.yaml"));
    QVERIFY(l.ok());
    BalanceRun run(*l.engine(), l.inputs(), options(3, {QStringLiteral("random")}, 1));
    const BalanceReport r = run.run();
    for (int game : {1, 4}) {
        const std::unique_ptr<GameSession> session = run.replay(game);
        QVERIFY(session);
        const BalanceGame &g = r.games.at(game);
        QCOMPARE(session->seed(), g.seed);
        QCOMPARE(session->summary().winner, g.winner);
        QCOMPARE(session->summary().turn, g.turns);
        QVERIFY(session->logLineCount() > 1);
        QVERIFY(!session->logLine(1).isEmpty()); // the whole log is kept
        QString error;
        const std::unique_ptr<GameSession> again
            = replayBalanceGame(*l.engine(), l.inputs(), r, game, &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(again->logText(), session->logText());
    }
    QString error;
    QVERIFY(!replayBalanceGame(*l.engine(), l.inputs(), r, 99, &error));
    QVERIFY(!error.isEmpty());
}

void TestBalance::pdf()
{
    Loaded l(sample("01-badger-hunt.scenario.yaml"));
    QVERIFY(l.ok());
    BalanceRun run(*l.engine(), l.inputs(), options(4, {QStringLiteral("random")}, 2));
    const BalanceReport r = run.run();
    const HexBoard board(l.report.map, *l.report.loaded.ruleset);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    QString error;
    QVERIFY2(writeBalancePdf(
                 r, {&board, l.report.loaded.ruleset, l.report.loaded.scenario.get(), l.panels},
                 path, &error),
             qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.startsWith("%PDF"));
    QVERIFY(bytes.contains("/Count 3"));
}

QTEST_MAIN(TestBalance)
#include "tst_balance.moc"
