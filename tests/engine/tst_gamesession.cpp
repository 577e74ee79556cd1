// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// A game through GameSession only, as the CLI, the bench, the agents and the playtest window
// see it: every bundled sample is found its family's engine by its ruleset, played to the end
// by random and by greedy agents, replayed from its log to the same end; an illegal action is
// refused with a reason and changes nothing; an action that rolled no die can be taken back;
// the pieces shown are the pieces in the log's final state.

#include "checks/scenariovalidator.h"
#include "engine/agent.h"
#include "engine/familyengines.h"
#include "engine/playlog.h"
#include "map/panel.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>
#include <QtTest>

#include <memory>
#include <vector>

using namespace hexwright;

namespace {

QString samplesDir()
{
    return QStringLiteral(SOURCE_DIR "/resources/scenarios/samples");
}

/// A sample made ready for play, through the family registry.
struct Loaded
{
    std::shared_ptr<const GameSetup> setup;
    const FamilyEngine *engine = nullptr;
    QString error;
    bool table = false; ///< a table board: models bought and placed in deployment phases
};

/// What a player can read off the pieces, one line each, to compare two moments of a game.
QStringList piecesText(const GameSession &session)
{
    QStringList lines;
    for (const PieceView &p : session.pieces()) {
        lines.append(QStringLiteral("%1 %2 %3 %4 %5")
                         .arg(p.id, p.type, p.state,
                              p.place ? session.placeLabel(*p.place) : QStringLiteral("-"),
                              p.status.join(QLatin1Char('/'))));
    }
    return lines;
}

/// Everything a consumer of the session sees, to check that a refused action changed nothing.
struct Seen
{
    QByteArray log;
    QList<QJsonObject> legal;
    QStringList pieces;
    int decider = 0;
    int rolls = 0;

    explicit Seen(const GameSession &s)
        : log(s.logText())
        , legal(s.legalActions())
        , pieces(piecesText(s))
        , decider(s.decidingPlayer())
        , rolls(s.dice().count())
    { }
    bool operator==(const Seen &o) const
    {
        return log == o.log && legal == o.legal && pieces == o.pieces && decider == o.decider
            && rolls == o.rolls;
    }
};

} // namespace

class TestGameSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { m_registry = RulesetRegistry::withBundledData(); }

    void everySampleHasAnEngine_data() { samples(); }
    void everySampleHasAnEngine()
    {
        QFETCH(QString, file);
        const Loaded loaded = load(file);
        QVERIFY2(loaded.setup, qPrintable(loaded.error));
        QVERIFY(loaded.engine->agentNames().contains(QLatin1String("random")));
        QVERIFY(loaded.setup->playerCount() >= 2);
        const std::unique_ptr<GameSession> game = loaded.setup->newGame(1);
        QCOMPARE(game->seed(), quint64(1));
        QCOMPARE(game->log().constFirst().value(QStringLiteral("format")).toString(),
                 QLatin1String(PlayLogFormat));
        QCOMPARE(game->players().size(), loaded.setup->playerCount());
        QVERIFY(!game->isOver());
        QVERIFY(game->legalActionCount() > 0);
        QVERIFY(!game->phaseId().isEmpty());
        QVERIFY(!game->phaseName().isEmpty());
        // A scenario that sets up units in a zone starts with its set-up, before turn 1; on a
        // table, models are bought and placed in each round's deployment phases.
        QCOMPARE(game->turn(), game->isPlacing() && !loaded.table ? 0 : 1);
        if (!loaded.table)
            QCOMPARE(game->phaseId() == QLatin1String("setup"), game->isPlacing());
    }

    void agentsPlayToTheEnd_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("agent");
        QTest::addColumn<quint64>("seed");
        for (const QString &file : sampleFiles()) {
            // Spice Madness's random players never bring the spice home: seed 22 ends soonest
            // (of seeds 1 to 30, since the set-up phase: 269 turns).
            const quint64 randomSeed = file.startsWith(QLatin1String("14-")) ? 22 : 1;
            QTest::addRow("%s random", qPrintable(file))
                << file << QStringLiteral("random") << randomSeed;
            QTest::addRow("%s greedy", qPrintable(file))
                << file << QStringLiteral("greedy") << quint64(1);
        }
    }

    void agentsPlayToTheEnd()
    {
        // A whole game through the interface: agents pick, the session applies, the state is
        // checked after every action, and the game reaches its end.
        QFETCH(QString, file);
        QFETCH(QString, agent);
        QFETCH(quint64, seed);
        const Loaded loaded = load(file);
        QVERIFY2(loaded.setup, qPrintable(loaded.error));
        const std::unique_ptr<GameSession> game = loaded.setup->newGame(seed);
        std::vector<std::unique_ptr<Agent>> owned;
        QList<Agent *> agents;
        for (int p = 0; p < loaded.setup->playerCount(); ++p) {
            owned.push_back(loaded.engine->makeAgent(agent, seed, p));
            QVERIFY(owned.back());
            agents.append(owned.back().get());
        }
        const PlayResult result = playGame(*game, agents, 20000, true);
        QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
        QVERIFY(result.finished);
        QVERIFY(game->isOver());
        QCOMPARE(game->legalActionCount(), 0);
        const GameSummary summary = game->summary();
        QVERIFY(summary.over);
        QVERIFY(!summary.reason.isEmpty());
        QCOMPARE(summary.turn, game->turn());
        QVERIFY(game->lastTurn() == 0 || summary.turn <= game->lastTurn());

        // The pieces are those of the log's final state, unit for unit.
        const QJsonArray units = game->finalLine().value(QStringLiteral("units")).toArray();
        const QList<PieceView> pieces = game->pieces();
        const QString unit = game->log().constFirst().value(QStringLiteral("unit")).toString();
        QCOMPARE(pieces.size(), units.size());
        int lost = 0;
        for (int i = 0; i < pieces.size(); ++i) {
            const PieceView &p = pieces.at(i);
            const QJsonObject u = units.at(i).toObject();
            QCOMPARE(p.id, u.value(QStringLiteral("id")).toString());
            QCOMPARE(p.state, u.value(QStringLiteral("status")).toString());
            // A table's point is logged in the header's unit, labelled with it.
            QString label = p.place ? game->placeLabel(*p.place) : QString();
            if (loaded.table)
                label.remove(QLatin1Char(' ') + unit);
            QCOMPARE(
                label,
                u.value(loaded.table ? QStringLiteral("at") : QStringLiteral("hex")).toString());
            QCOMPARE(p.status.contains(QLatin1String("disrupted")),
                     u.value(QStringLiteral("disrupted")).toBool());
            QVERIFY(!p.name.isEmpty());
            lost += p.state == QLatin1String("eliminated") ? 1 : 0;
        }
        int losses = 0;
        for (int n : summary.losses)
            losses += n;
        // A killed model of a table game goes back to its pool: no piece shows the loss.
        if (!loaded.table)
            QCOMPARE(losses, lost);

        // The log replays through a new session of the same set-up to the same end.
        const ReplayResult replay = replayLog(*loaded.setup, game->logText());
        QVERIFY2(replay.ok,
                 qPrintable(QStringLiteral("line %1: %2").arg(replay.line).arg(replay.error)));
        QCOMPARE(replay.session->finalLine(), game->finalLine());
        QCOMPARE(replay.session->summary().winner, summary.winner);
        QCOMPARE(replay.session->summary().reason, summary.reason);
        QCOMPARE(replay.session->summary().losses, summary.losses);
        QCOMPARE(piecesText(*replay.session), piecesText(*game));
        QCOMPARE(replay.session->logText(), game->logText());
    }

    void illegalActionsChangeNothing_data() { samples(); }
    void illegalActionsChangeNothing()
    {
        QFETCH(QString, file);
        const Loaded loaded = load(file);
        QVERIFY2(loaded.setup, qPrintable(loaded.error));
        const std::unique_ptr<GameSession> game = loaded.setup->newGame(3);
        QList<QJsonObject> illegal {
            {{QStringLiteral("kind"), QStringLiteral("teleport")}},
            {},
        };
        for (const QJsonObject &legal : game->legalActions()) {
            if (legal.contains(QStringLiteral("unit"))) {
                QJsonObject nobody = legal;
                nobody.insert(QStringLiteral("unit"), QStringLiteral("nobody"));
                illegal.append(nobody);
                break;
            }
        }
        const Seen before(*game);
        for (const QJsonObject &action : illegal) {
            const QString why = game->apply(action);
            QVERIFY2(!why.isEmpty(), qPrintable(game->describe(action)));
            QVERIFY(Seen(*game) == before);
        }
        QVERIFY(!game->applyLegal(-1).isEmpty());
        QVERIFY(!game->applyLegal(game->legalActionCount()).isEmpty());
        QVERIFY(Seen(*game) == before);
    }

    void undoWhileNoDieIsRolled_data() { samples(); }
    void undoWhileNoDieIsRolled()
    {
        // Each action that rolled no die can be taken back, to the state before it exactly;
        // after a roll there is no undo (the die is cast).
        QFETCH(QString, file);
        const Loaded loaded = load(file);
        QVERIFY2(loaded.setup, qPrintable(loaded.error));
        const std::unique_ptr<GameSession> game = loaded.setup->newGame(7);
        QVERIFY(!game->canUndo());
        QVERIFY(!game->undo());
        RandomAgent agent(7, 0);
        int undone = 0;
        int rolled = 0;
        for (int step = 0; step < 150 && !game->isOver(); ++step) {
            const Seen before(*game);
            const int end = game->legalEndPhase();
            for (int i = 0; i < game->legalActionCount(); ++i)
                QCOMPARE(game->legalActionKind(i) == QLatin1String("end_phase"), i == end);
            const int choice = agent.choose(*game);
            const QJsonObject action = game->legalAction(choice);
            QCOMPARE(game->legalActionKind(choice),
                     action.value(QStringLiteral("kind")).toString());
            QCOMPARE(game->applyLegal(choice), QString());
            if (game->dice().count() != before.rolls) {
                QVERIFY(!game->canUndo());
                ++rolled;
                continue;
            }
            QVERIFY(game->canUndo());
            const Seen after(*game);
            QVERIFY(game->undo());
            QVERIFY(Seen(*game) == before);
            ++undone;
            // And again, now through the log's form of the action.
            QCOMPARE(game->apply(action), QString());
            QVERIFY(Seen(*game) == after);
        }
        QVERIFY(undone > 0);
        qInfo("%d actions undone, %d rolled dice", undone, rolled);
    }

    void anUnknownPhaseIsRefusedAtSetUp()
    {
        // The engine reads the sequence of play once, into its own phases: a phase it does
        // not know stops the set-up with its name, so no game ever meets it.
        const QString path = samplesDir() + QStringLiteral("/01-badger-hunt.scenario.yaml");
        const ScenarioReport report = validateScenarioFile(path, path, *m_registry);
        QVERIFY(report.loaded.scenario && report.loaded.ruleset && report.loaded.panels);
        Ruleset ruleset = *report.loaded.ruleset;
        QVERIFY(!ruleset.sequenceOfPlay.isEmpty());
        ruleset.sequenceOfPlay[1].id = QStringLiteral("reconnaissance");
        const FamilyEngine *engine = familyEngineFor(ruleset);
        QVERIFY(engine);
        QString error;
        QVERIFY(!engine->setUp({*report.loaded.scenario, ruleset, *report.loaded.panels, path},
                               &error));
        QVERIFY2(error.contains(QLatin1String("\"reconnaissance\"")), qPrintable(error));
        QVERIFY(
            !engine->newGame({*report.loaded.scenario, ruleset, *report.loaded.panels, path}, 1));
    }

    void theHighRollerMovesFirst_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<QString>("first"); ///< empty: the scenario has no roll
        QTest::addColumn<int>("rolls");
        // Traditional Objectives: `first_player: {roll: 1d6}`, one die each.
        const QString traditional = QStringLiteral("11-traditional-objectives.scenario.yaml");
        const QString blue = QStringLiteral("Blue and Tan");
        const QString red = QStringLiteral("Red and Green");
        QTest::newRow("seed 1: Blue 3, Red 1") << traditional << quint64(1) << blue << 1;
        QTest::newRow("seed 2: Blue 1, Red 4") << traditional << quint64(2) << red << 1;
        QTest::newRow("seed 5: a tie of 5s, then Blue 3, Red 5")
            << traditional << quint64(5) << red << 2;
        QTest::newRow("Badger Hunt: the move orders decide")
            << QStringLiteral("01-badger-hunt.scenario.yaml") << quint64(1) << QString() << 0;
    }

    void theHighRollerMovesFirst()
    {
        QFETCH(QString, file);
        QFETCH(quint64, seed);
        QFETCH(QString, first);
        QFETCH(int, rolls);
        const Loaded loaded = load(file);
        QVERIFY2(loaded.setup, qPrintable(loaded.error));
        const std::unique_ptr<GameSession> game = loaded.setup->newGame(seed);
        const QList<QJsonObject> log = game->log();
        // The rolls for the first move come straight after the header, the last one naming
        // the high roller, who is the first player of the game.
        int rollOffs = 0;
        QString result;
        for (qsizetype i = 1; i < log.size(); ++i) {
            if (log.at(i).value(QStringLiteral("purpose")).toString() != QLatin1String("roll_off"))
                break;
            ++rollOffs;
            result = log.at(i).value(QStringLiteral("result")).toString();
            QCOMPARE(log.at(i).value(QStringLiteral("faces")).toArray().size(), 2);
        }
        QCOMPARE(rollOffs, rolls);
        if (first.isEmpty()) {
            QCOMPARE(game->dice().count(), 0);
            return;
        }
        QCOMPARE(result, first);
        QCOMPARE(game->players().constFirst().name, first);
        const QJsonArray players = log.constFirst().value(QStringLiteral("players")).toArray();
        QCOMPARE(players.first().toObject().value(QStringLiteral("name")).toString(), first);
        // The written order stays the set-up's; the log replays with the same roll.
        QCOMPARE(loaded.setup->players().constFirst().name, QStringLiteral("Blue and Tan"));
        const ReplayResult replay = replayLog(*loaded.setup, game->logText());
        QVERIFY2(replay.ok, qPrintable(replay.error));
    }

    void familiesAreFoundById()
    {
        QVERIFY(familyEngineIds().contains(QLatin1String("hammers-slammers")));
        for (const QString &id : familyEngineIds())
            QCOMPARE(familyEngine(id)->id(), id);
        QVERIFY(!familyEngine(QStringLiteral("no-such-family")));
    }

private:
    /// The bundled samples of the families with an engine (a family without one, such as a
    /// game whose core rules are lost, has its Playtest disabled with the reason instead).
    QStringList sampleFiles() const
    {
        static const QRegularExpression familyLine(QStringLiteral("^family: (\\S+)$"),
                                                   QRegularExpression::MultilineOption);
        QStringList playable;
        const QDir dir(samplesDir());
        for (const QString &file :
             dir.entryList({QStringLiteral("*.scenario.yaml")}, QDir::Files, QDir::Name)) {
            QFile in(dir.filePath(file));
            if (!in.open(QIODevice::ReadOnly))
                continue;
            const QRegularExpressionMatch m = familyLine.match(QString::fromUtf8(in.readAll()));
            if (!m.hasMatch() || familyEngine(m.captured(1)))
                playable.append(file);
        }
        return playable;
    }

    void samples()
    {
        QTest::addColumn<QString>("file");
        const QStringList files = sampleFiles();
        QVERIFY(files.size() >= 5);
        for (const QString &file : files)
            QTest::addRow("%s", qPrintable(file)) << file;
    }

    Loaded load(const QString &file)
    {
        Loaded loaded;
        const QString path = samplesDir() + QLatin1Char('/') + file;
        m_reports.push_back(
            std::make_unique<ScenarioReport>(validateScenarioFile(path, path, *m_registry)));
        const ScenarioReport &report = *m_reports.back();
        // A table scenario has no panel library (the CLI plays it on an empty one).
        static const PanelLibrary NoPanels;
        const PanelLibrary *panels = report.loaded.panels;
        if (!panels && report.loaded.scenario && report.loaded.scenario->table)
            panels = &NoPanels;
        if (!report.loaded.scenario || !report.loaded.ruleset || !panels) {
            loaded.error = QStringLiteral("%1 does not load").arg(file);
            return loaded;
        }
        loaded.table = report.loaded.scenario->table.has_value();
        loaded.engine = familyEngineFor(*report.loaded.ruleset);
        if (!loaded.engine) {
            loaded.error = QStringLiteral("no engine for %1").arg(report.loaded.ruleset->id);
            return loaded;
        }
        loaded.setup = loaded.engine->setUp(
            {*report.loaded.scenario, *report.loaded.ruleset, *panels, path}, &loaded.error);
        return loaded;
    }

    std::unique_ptr<RulesetRegistry> m_registry;
    /// The loaded files: a game's set-up refers to its ruleset, which lives here.
    std::vector<std::unique_ptr<ScenarioReport>> m_reports;
};

QTEST_GUILESS_MAIN(TestGameSession)
#include "tst_gamesession.moc"
