// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 17, point 2: the replay viewer. A game log stepped through forward and back
// (engine/replaycursor.h) shows after step k the pieces, log lines and rolls of a game that
// applied the log's first k actions, for both families' golden logs; a step back in a long
// log replays from a checkpoint, not from the start; the playtest window in replay mode
// follows the steps (title, slider, Game Log highlight, Dice selection) and is read-only; a
// log that does not replay is refused with its file and line; the main window's Scenario >
// Open Game Log opens a log of the scenario being edited in the replay viewer.

#include "dialoganswerer.h"
#include "document/scenariodocument.h"
#include "engine/familyengine.h"
#include "engine/familyengines.h"
#include "engine/gamesession.h"
#include "engine/replaycursor.h"
#include "mainwindow.h"
#include "playtest/playtestextension.h"
#include "playtest/playtestwindow.h"
#include "playtest/replaycontrols.h"
#include "ruleset/rulesetregistry.h"
#include "shell/filechooser.h"
#include "testsupport.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QMenu>
#include <QPlainTextEdit>
#include <QRandomGenerator>
#include <QSlider>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTreeWidget>

#include <memory>

using namespace hexwright;

namespace {

QString samplePath(const QString &sample)
{
    return QStringLiteral(":/hexwright/scenarios/samples/%1.scenario.yaml").arg(sample);
}

QString goldenLog(const QString &sample, const QString &log)
{
    return QStringLiteral(TEST_DATA_DIR "/golden/%1/%2.jsonl").arg(sample, log);
}

/// What a step shows, in one string: every piece with its place and state, the log's length
/// and the number of rolls.
QString stateOf(const GameSession &session)
{
    QStringList pieces;
    for (const PieceView &piece : session.pieces())
        pieces.append(QStringLiteral("%1@%2:%3[%4]%5")
                          .arg(piece.id, piece.place ? session.placeLabel(*piece.place) : QString(),
                               piece.state, piece.status.join(QLatin1Char(',')))
                          .arg(piece.toPlace ? 1 : 0));
    return QStringLiteral("%1 lines, %2 rolls, turn %3, %4; %5")
        .arg(session.logLineCount())
        .arg(session.dice().count())
        .arg(session.turn())
        .arg(session.phaseId(), pieces.join(QLatin1Char(' ')));
}

} // namespace

class TestReplayViewer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void stepsMatchTheLog_data();
    void stepsMatchTheLog();
    void stepBackReplaysFromACheckpoint();
    void windowFollowsTheSteps_data();
    void windowFollowsTheSteps();
    void brokenLogIsRefusedWithFileAndLine();
    void mainWindowOpensAGameLog();

private:
    std::unique_ptr<ScenarioDocument> load(const QString &sample);
    std::shared_ptr<const GameSetup> setUp(const ScenarioDocument &document);
    /// The state after each number of the log's actions, from one game applying them in turn.
    QStringList truth(const GameSetup &setup, const ReplayCursor &cursor);

    QTemporaryDir m_home;
    std::unique_ptr<RulesetRegistry> m_registry;
};

void TestReplayViewer::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsupport::useOwnHome(m_home.path(), "tst_replayviewer");
    m_registry = RulesetRegistry::withBundledData();
}

std::unique_ptr<ScenarioDocument> TestReplayViewer::load(const QString &sample)
{
    Diagnostics diagnostics;
    return ScenarioDocument::load(samplePath(sample), *m_registry, diagnostics);
}

std::shared_ptr<const GameSetup> TestReplayViewer::setUp(const ScenarioDocument &document)
{
    const FamilyEngine *engine = familyEngineFor(document.ruleset());
    if (!engine)
        return nullptr;
    return engine->setUp(
        {document.scenario(), document.ruleset(), document.panels(), document.filePath()});
}

QStringList TestReplayViewer::truth(const GameSetup &setup, const ReplayCursor &cursor)
{
    const QJsonObject header = cursor.line(0);
    std::unique_ptr<GameSession> game
        = setup.newGameForLog(header.value(QStringLiteral("seed")).toString().toULongLong(),
                              header.value(QStringLiteral("format")).toString());
    QStringList states;
    if (!game)
        return states;
    states.append(stateOf(*game));
    for (int i = 0; i < cursor.actionCount(); ++i) {
        if (!game->apply(cursor.action(i)).isEmpty())
            return {};
        states.append(stateOf(*game));
    }
    return states;
}

void TestReplayViewer::stepsMatchTheLog_data()
{
    QTest::addColumn<QString>("sample");
    QTest::addColumn<QString>("log");
    QTest::newRow("Badger Hunt, greedy") << "01-badger-hunt"
                                         << "greedy-1";
    QTest::newRow("A City Too Far, random") << "02-a-city-too-far"
                                            << "random-1";
    QTest::newRow("Break Out, greedy") << "08-break-out"
                                       << "greedy-1";
    QTest::newRow("Ruined Crossroads, greedy (table)") << "21-ruined-crossroads"
                                                       << "greedy-1";
    QTest::newRow("Minefield Ridge, greedy (table)") << "23-minefield-ridge"
                                                     << "greedy-1";
}

void TestReplayViewer::stepsMatchTheLog()
{
    QFETCH(QString, sample);
    QFETCH(QString, log);
    const std::unique_ptr<ScenarioDocument> document = load(sample);
    QVERIFY(document);
    const std::shared_ptr<const GameSetup> setup = setUp(*document);
    QVERIFY(setup);
    QString error;
    std::unique_ptr<GameSession> game;
    std::unique_ptr<ReplayCursor> cursor = ReplayCursor::open(
        setup, testsupport::readAll(goldenLog(sample, log)), log, &game, &error);
    QVERIFY2(cursor, qPrintable(error));
    QVERIFY(game);
    const int n = cursor->actionCount();
    QVERIFY(n > 20);
    const QStringList states = truth(*setup, *cursor);
    QCOMPARE(states.size(), n + 1);
    QCOMPARE(cursor->linesAt(0), game->logLineCount());

    // Forward one by one, back one by one, the ends, and jumps anywhere.
    QList<int> steps;
    for (int k = 1; k <= 15; ++k)
        steps.append(k);
    for (int k = 14; k >= 0; --k)
        steps.append(k);
    steps << n << n - 1 << n - 2 << n - 3 << n / 2 << n / 2 - 1 << n / 2 + 1 << n / 3 << 0 << n;
    QRandomGenerator random(17);
    for (int i = 0; i < 40; ++i)
        steps.append(random.bounded(n + 1));
    for (int k = n - 1; k > n - 40; --k)
        steps.append(k);
    int checkpointsBuilt = 0;
    for (int step : std::as_const(steps)) {
        game = cursor->seek(std::move(game), step);
        QVERIFY(game);
        QCOMPARE(cursor->position(), step);
        QCOMPARE(stateOf(*game), states.at(step));
        QCOMPARE(game->logLineCount(), cursor->linesAt(step));
        // Now and then the idle time between steps builds checkpoints.
        if (++checkpointsBuilt % 10 == 0)
            cursor->buildCheckpoints(20);
    }
    game = cursor->seek(std::move(game), n);
    QCOMPARE(stateOf(*game), states.at(n));
    QVERIFY(game->isOver());
}

void TestReplayViewer::stepBackReplaysFromACheckpoint()
{
    // Spice Madness played by random agents: 4638 actions, the longest golden log.
    const QString sample = QStringLiteral("14-spice-madness");
    const std::unique_ptr<ScenarioDocument> document = load(sample);
    QVERIFY(document);
    const std::shared_ptr<const GameSetup> setup = setUp(*document);
    QVERIFY(setup);
    QString error;
    std::unique_ptr<GameSession> game;
    std::unique_ptr<ReplayCursor> cursor = ReplayCursor::open(
        setup, testsupport::readAll(goldenLog(sample, QStringLiteral("random-22"))),
        QStringLiteral("random-22.jsonl"), &game, &error);
    QVERIFY2(cursor, qPrintable(error));
    QVERIFY(cursor->actionCount() > 4000);
    QVERIFY(cursor->checkpointInterval() * 40 >= cursor->actionCount());
    // The interval of a log of 1000 actions, at most 40 checkpoints of 25 actions.
    cursor->setCheckpointInterval(25);
    const int interval = cursor->checkpointInterval();

    // Going to action 1000 takes a replay of 1000 actions: the yardstick.
    constexpr int Far = 1000;
    QElapsedTimer clock;
    clock.start();
    game = cursor->seek(std::move(game), Far);
    const qint64 fromStart = clock.nsecsElapsed();
    QCOMPARE(cursor->position(), Far);
    // The idle time after it builds the checkpoints below.
    for (int guard = 0; guard < 1000; ++guard) {
        cursor->buildCheckpoints(50);
        if (cursor->checkpoints().contains(Far - Far % interval))
            break;
    }
    QVERIFY(cursor->checkpoints().contains(Far - Far % interval));

    // Twenty steps back, each replaying at most an interval: far quicker than from the start.
    qint64 slowest = 0;
    for (int k = Far - 1; k >= Far - 20; --k) {
        clock.restart();
        game = cursor->seek(std::move(game), k);
        slowest = std::max(slowest, clock.nsecsElapsed());
        QCOMPARE(cursor->position(), k);
        QCOMPARE(game->logLineCount(), cursor->linesAt(k));
        cursor->buildCheckpoints(30); // the user's pause between two steps
    }
    QVERIFY2(slowest * 4 < fromStart,
             qPrintable(QStringLiteral("a step back took %1 ms, the replay of %2 actions %3 ms")
                            .arg(slowest / 1e6)
                            .arg(Far)
                            .arg(fromStart / 1e6)));
    // And the state is the one of a game that played the first actions.
    std::unique_ptr<GameSession> played
        = setup->newGameForLog(22, cursor->line(0).value(QStringLiteral("format")).toString());
    QVERIFY(played);
    for (int i = 0; i < Far - 20; ++i)
        QVERIFY(played->apply(cursor->action(i)).isEmpty());
    QCOMPARE(stateOf(*game), stateOf(*played));
}

void TestReplayViewer::windowFollowsTheSteps_data()
{
    QTest::addColumn<QString>("sample");
    QTest::newRow("Hammer's Slammers (hex)") << "01-badger-hunt";
    QTest::newRow("Hammer Wars (table)") << "21-ruined-crossroads";
}

void TestReplayViewer::windowFollowsTheSteps()
{
    QFETCH(QString, sample);
    const std::unique_ptr<ScenarioDocument> document = load(sample);
    QVERIFY(document);
    QString error;
    std::unique_ptr<PlaytestWindow> window(PlaytestWindow::openReplayFile(
        *document, *m_registry, goldenLog(sample, QStringLiteral("greedy-1")), &error));
    QVERIFY2(window, qPrintable(error));
    window->setAttribute(Qt::WA_DeleteOnClose, false);
    window->show();
    ReplayControls *replay = window->replay();
    QVERIFY(replay);
    const int n = replay->actionCount();
    QCOMPARE(window->windowTitle(),
             QStringLiteral("Replay of greedy-1.jsonl — action 0 of %1").arg(n));

    // Read-only: no orders, no End Phase, no Undo; an action given is refused.
    QVERIFY(!window->endPhaseAction()->isVisible());
    QVERIFY(!window->undoAction()->isVisible());
    QVERIFY(window->findChild<QDockWidget *>(QStringLiteral("ordersDock"))->isHidden());
    QVERIFY(!window->perform(QJsonObject {{QStringLiteral("kind"), QStringLiteral("end_phase")}})
                 .isEmpty());
    QCOMPARE(replay->position(), 0);

    // Forward to the first action that rolled a die: its rolls selected, its line lit.
    int rolled = -1;
    for (int k = 1; k <= n && rolled < 0; ++k) {
        replay->forwardAction()->trigger();
        QCOMPARE(replay->position(), k);
        if (!replay->lastRolls().isEmpty())
            rolled = k;
    }
    QVERIFY(rolled > 0);
    QCOMPARE(window->windowTitle(),
             QStringLiteral("Replay of greedy-1.jsonl — action %1 of %2").arg(rolled).arg(n));
    QCOMPARE(replay->slider()->value(), rolled);
    QCOMPARE(replay->positionBox()->value(), rolled);
    auto *dice = window->findChild<QTreeWidget *>(QStringLiteral("diceTree"));
    QVERIFY(dice);
    QCOMPARE(dice->topLevelItemCount(), window->session()->dice().count());
    const QList<QTreeWidgetItem *> selected = dice->selectedItems();
    QCOMPARE(selected.size(), replay->lastRolls().size());
    QCOMPARE(selected.first()->text(0), QString::number(replay->lastRolls().first() + 1));
    auto *log = window->findChild<QPlainTextEdit *>(QStringLiteral("gameLog"));
    QVERIFY(log);
    const int block = replay->highlightedBlock();
    QVERIFY(block >= 0);
    const ReplayCursor &cursor = replay->cursor();
    QCOMPARE(block, replay->logBlockOf(cursor.lineOfAction(rolled - 1)));
    QCOMPARE(log->document()->findBlockByNumber(block).text(),
             window->describeLogLine(cursor.line(cursor.lineOfAction(rolled - 1))));
    QVERIFY(!log->extraSelections().isEmpty());

    // Back over the roll: the game is replayed, the family's part of the window made anew.
    replay->backAction()->trigger();
    QCOMPARE(replay->position(), rolled - 1);
    QCOMPARE(dice->topLevelItemCount(), window->session()->dice().count());
    QVERIFY(window->extension());
    QCOMPARE(window->session()->logLineCount(), cursor.linesAt(rolled - 1));

    // The slider, the end and the start.
    replay->slider()->setValue(n / 2);
    QCOMPARE(replay->position(), n / 2);
    replay->lastAction()->trigger();
    QCOMPARE(replay->position(), n);
    QVERIFY(window->session()->isOver());
    QVERIFY(!replay->forwardAction()->isEnabled());
    replay->firstAction()->trigger();
    QCOMPARE(replay->position(), 0);
    QVERIFY(!replay->backAction()->isEnabled());
    // A table game's roll for the first player comes before any action.
    QCOMPARE(dice->topLevelItemCount(), window->session()->dice().count());
    QVERIFY(window->extension());
}

void TestReplayViewer::brokenLogIsRefusedWithFileAndLine()
{
    const std::unique_ptr<ScenarioDocument> document = load(QStringLiteral("01-badger-hunt"));
    QVERIFY(document);
    QByteArray log = testsupport::readAll(
        goldenLog(QStringLiteral("01-badger-hunt"), QStringLiteral("greedy-1")));
    QVERIFY(!log.isEmpty());
    // The first roll's faces changed: the replay rolls otherwise.
    const qsizetype roll = log.indexOf("\"type\":\"roll\"");
    QVERIFY(roll > 0);
    const qsizetype lineStart = log.lastIndexOf('\n', roll) + 1;
    const int lineNo = int(log.left(lineStart).count('\n')) + 1;
    const qsizetype faces = log.indexOf("\"faces\":[", lineStart) + 9;
    log[faces] = log.at(faces) == '1' ? '2' : '1';
    QString error;
    std::unique_ptr<PlaytestWindow> window(PlaytestWindow::openReplay(
        *document, *m_registry, log, QStringLiteral("broken.jsonl"), &error));
    QVERIFY(!window);
    QVERIFY2(error.startsWith(QStringLiteral("broken.jsonl:%1: ").arg(lineNo)), qPrintable(error));

    // A log of another scenario names what is wrong.
    const QByteArray other = testsupport::readAll(
        goldenLog(QStringLiteral("08-break-out"), QStringLiteral("greedy-1")));
    window.reset(PlaytestWindow::openReplay(*document, *m_registry, other,
                                            QStringLiteral("other.jsonl"), &error));
    QVERIFY(!window);
    QVERIFY2(error.startsWith(QStringLiteral("other.jsonl:1: ")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("another version of the scenario")), qPrintable(error));

    // A file that is not there.
    window.reset(PlaytestWindow::openReplayFile(
        *document, *m_registry, m_home.filePath(QStringLiteral("none.jsonl")), &error));
    QVERIFY(!window);
    QVERIFY2(error.contains(QStringLiteral("none.jsonl")), qPrintable(error));
}

void TestReplayViewer::mainWindowOpensAGameLog()
{
    // Scenario > Open Game Log, beside Playtest: disabled with no scenario open, a shortcut no
    // other action of the main window has.
    MainWindow window;
    auto *action = window.findChild<QAction *>(QStringLiteral("openGameLogAction"));
    QVERIFY(action);
    QVERIFY(!action->isEnabled());
    QVERIFY(window.openFile(samplePath(QStringLiteral("01-badger-hunt"))));
    QVERIFY(action->isEnabled());
    auto *menu = window.findChild<QMenu *>(QStringLiteral("scenarioMenu"));
    QVERIFY(menu);
    QVERIFY(menu->actions().contains(action));
    QVERIFY(
        menu->actions().contains(window.findChild<QAction *>(QStringLiteral("playtestAction"))));
    QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    for (const QAction *other : window.findChildren<QAction *>()) {
        if (other != action)
            QVERIFY2(!other->shortcuts().contains(action->shortcut()), qPrintable(other->text()));
    }

    // The log chosen opens in a replay window of the scenario. The file chooser is answered
    // through its seam, never by a modal file dialog; a refusal would be a message box, which
    // the answerer closes and keeps.
    const QString path = goldenLog(QStringLiteral("01-badger-hunt"), QStringLiteral("greedy-1"));
    QStringList asked;
    setFileToOpenChooser([&](QWidget *, const QString &title, const QString &filter) {
        asked.append(title);
        return filter.contains(QLatin1String("*.jsonl")) ? path : QString();
    });
    {
        testsupport::DialogAnswerer answerer;
        action->trigger();
        setFileToOpenChooser({});
        QVERIFY2(answerer.shown().isEmpty(), qPrintable(answerer.shown().join(QLatin1Char('\n'))));
    }
    QCOMPARE(asked, QStringList {QStringLiteral("Open Game Log")});
    const QList<PlaytestWindow *> windows = window.findChildren<PlaytestWindow *>();
    QCOMPARE(windows.size(), 1);
    PlaytestWindow *replay = windows.first();
    QVERIFY(replay->replay());
    QVERIFY(replay->isVisible());
    QVERIFY2(replay->windowTitle().startsWith(QStringLiteral("Replay of greedy-1.jsonl")),
             qPrintable(replay->windowTitle()));
    QCOMPARE(replay->replay()->position(), 0);
    replay->replay()->lastAction()->trigger();
    QVERIFY(replay->session()->isOver());
    replay->close();
}

QTEST_MAIN(TestReplayViewer)
#include "tst_replayviewer.moc"
