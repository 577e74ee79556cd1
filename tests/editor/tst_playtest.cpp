// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The playtest window (issue 6), on a Hammer's Slammers game: Scenario > Playtest (F5) plays
// the document as it stands, the turn and phase indicator follows play, undo stops at a die
// roll. Issue 14, point 5: the log, orders and dice read as sentences with counter names, the
// Units dock centres the map, zoom buttons, clicks on friends select them, stacks move
// together. The family's own panels (odds, ECM, gas, CAF, line of sight) are
// tst_hsplaytest.cpp.

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "families/hammers-slammers/attackpreview.h"
#include "families/hammers-slammers/hsplaytest.h"
#include "families/hammers-slammers/lostool.h"
#include "families/hammers-slammers/rules/battlefield.h"
#include "families/hammers-slammers/rules/combat.h"
#include "families/hammers-slammers/rules/los.h"
#include "hsplaywindowsupport.h"
#include "mainwindow.h"
#include "maptool.h"
#include "mapview.h"
#include "playtest/playtestwindow.h"
#include "ruleset/rulesetregistry.h"
#include "testsupport.h"

#include <cmath>

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QPlainTextEdit>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QUndoStack>

using namespace hexwright;
using namespace hexwright::hsplaywindow;

class TestPlaytest : public QObject, private hsplaywindow::Fixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void playtestActionOpensTheDocumentAsItStands();
    void phaseIndicatorFollowsEndPhase();
    void undoStopsAtADieRoll();
    void logLinesReadAsSentences_data();
    void logLinesReadAsSentences();
    void gameLogNamesCountersNeverJson();
    void unitsDockDoubleClickCentresTheMap();
    void diceTurnColumnNamesTheRoller();
    void zoomButtonsAreOnTheToolBar();
    void clickOnFriendsSelectsThemInsteadOfMoving();
    void allOfMineHereMovesTheStackTogether();
};

void TestPlaytest::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsupport::useOwnHome(m_home.path(), "tst_playtest");
    m_registry = RulesetRegistry::withBundledData();
}

void TestPlaytest::playtestActionOpensTheDocumentAsItStands()
{
    MainWindow window;
    QVERIFY(window.openFile(DemoPath));
    ScenarioDocument *document = window.document();
    ScenarioMetadata metadata = document->scenario().metadata;
    metadata.title = QStringLiteral("Badger Hunt, draft 2");
    document->undoStack()->push(new ChangeMetadata(
        document, metadata, document->scenario().briefing, QStringLiteral("Rename")));
    QVERIFY(document->isModified());

    auto *action = window.findChild<QAction *>(QStringLiteral("playtestAction"));
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(Qt::Key_F5));
    QVERIFY(window.findChild<QMenu *>(QStringLiteral("scenarioMenu"))->actions().contains(action));
    QVERIFY(action->isEnabled());
    action->trigger();

    auto *playtest = window.findChild<PlaytestWindow *>();
    QVERIFY(playtest);
    QVERIFY(playtest->isVisible());
    QCOMPARE(playtest->scenario().metadata.title, QStringLiteral("Badger Hunt, draft 2"));
    QVERIFY(playtest->windowTitle().contains(QStringLiteral("Badger Hunt, draft 2")));
    // Nothing was saved and nothing changed in the document.
    QVERIFY(document->isModified());
    QCOMPARE(document->undoStack()->count(), 1);
    QVERIFY(playtest->close());
    QVERIFY(document->isModified());
    QCOMPARE(document->scenario().metadata.title, QStringLiteral("Badger Hunt, draft 2"));
}

void TestPlaytest::phaseIndicatorFollowsEndPhase()
{
    std::unique_ptr<ScenarioDocument> document = loadDemo();
    QVERIFY(document);
    PlaytestWindow window(*document, *m_registry, 7);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    auto *indicator = window.findChild<QLabel *>(QStringLiteral("phaseIndicator"));
    QVERIFY(indicator);
    const Ruleset &ruleset = document->ruleset();
    auto phaseName = [&] {
        for (const Phase &p : ruleset.sequenceOfPlay) {
            if (p.id == hs(window).game().phaseId())
                return p.name;
        }
        return QString();
    };
    // The set-up comes before turn 1 (issue 14, point 1); placed automatically here.
    QVERIFY2(indicator->text().startsWith(QStringLiteral("Before turn 1")),
             qPrintable(indicator->text()));
    for (int guard = 0; guard < 10 && window.session()->isPlacing(); ++guard) {
        window.placeRest();
        window.endPhaseAction()->trigger();
    }
    QCOMPARE(indicator->text(), window.phaseText());
    QVERIFY(indicator->text().startsWith(QStringLiteral("Turn 1 of 6")));
    QVERIFY2(indicator->text().contains(phaseName()), qPrintable(indicator->text()));
    QVERIFY(indicator->text().contains(QStringLiteral("Tan"))); // Tan moves first

    const QString before = indicator->text();
    const int phase = hs(window).game().state().phase;
    const int player = hs(window).game().state().player;
    window.endPhaseAction()->trigger();
    QVERIFY(hs(window).game().state().phase != phase || hs(window).game().state().player != player);
    QCOMPARE(indicator->text(), window.phaseText());
    QVERIFY(indicator->text() != before);
    QVERIFY2(indicator->text().contains(phaseName()), qPrintable(indicator->text()));

    // End Turn hands the game to the next player.
    const int turnPlayer = hs(window).game().state().player;
    window.endTurnAction()->trigger();
    QVERIFY(hs(window).game().state().player != turnPlayer || hs(window).game().state().turn > 1);
    QCOMPARE(indicator->text(), window.phaseText());
}

void TestPlaytest::undoStopsAtADieRoll()
{
    HexCoord tanks;
    HexCoord infantry;
    std::unique_ptr<ScenarioDocument> document = duel(&tanks, &infantry);
    QVERIFY(document);
    PlaytestWindow window(*document, *m_registry, 11);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    QCOMPARE(hs(window).game().phaseId(), QStringLiteral("movement"));
    QVERIFY(!window.undoAction()->isEnabled());

    // Tank 2 moves one hex: no die, so it can be taken back.
    const GameState before = hs(window).game().state();
    hs(window).selectUnits({QStringLiteral("tan-tanks-2")});
    QVERIFY(!hs(window).reachableCosts().isEmpty());
    std::optional<MoveAction> move;
    for (const Action &a : hs(window).game().legalActions()) {
        const auto *m = std::get_if<MoveAction>(&a);
        if (m && m->unit == QLatin1String("tan-tanks-2") && m->path.size() == 1
            && m->path.first() != infantry)
            move = *m;
    }
    QVERIFY(move);
    QCOMPARE(hs(window).reachableCosts().value(move->path.last(), -1), 1.0); // clear costs 1 MF
    QCOMPARE(hs(window).perform(*move), QString());
    QVERIFY(window.undoAction()->isEnabled());
    window.undoAction()->trigger();
    QCOMPARE(hs(window).game().state().unit(QStringLiteral("tan-tanks-2"))->hex,
             before.unit(QStringLiteral("tan-tanks-2"))->hex);

    // On to direct fire: the shot rolls 2d6, and then there is no taking back.
    while (hs(window).game().phaseId() != QLatin1String("direct_fire")
           && !hs(window).game().isOver())
        window.endPhaseAction()->trigger();
    QCOMPARE(hs(window).game().phaseId(), QStringLiteral("direct_fire"));
    const int rolls = hs(window).game().dice().count();
    hs(window).selectUnits({QStringLiteral("tan-tanks-1")});
    hs(window).aimAt(infantry);
    QVERIFY(hs(window).fireAction()->isEnabled());
    hs(window).fireAction()->trigger();
    QCOMPARE(hs(window).game().dice().count(), rolls + 1);
    QVERIFY(!window.undoAction()->isEnabled());
    QVERIFY2(window.undoAction()->toolTip().contains(QStringLiteral("dice")),
             qPrintable(window.undoAction()->toolTip()));
}

void TestPlaytest::logLinesReadAsSentences_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("expected");
    QTest::newRow("setup") << QByteArray(
        R"({"type":"setup","units":[{"id":"tan-tanks-1","status":"on_map"},)"
        R"({"id":"tan-tanks-2","status":"on_map"},)"
        R"({"id":"green-infantry-1","status":"on_map"}]})")
                           << QStringLiteral("Set-up: 3 units on the map");
    QTest::newRow("fortress entered")
        << QByteArray(
               R"({"type":"fortress","unit":"tan-tanks-1","hex":"0505","inside":true,"reason":""})")
        << QStringLiteral("    Tan Tank (tan-tanks-1) enters the fortress at 0505");
    QTest::newRow("fortress left") << QByteArray(
        R"({"type":"fortress","unit":"tan-tanks-2","hex":"0505","inside":false,"reason":""})")
                                   << QStringLiteral(
                                          "    Tan Tank (tan-tanks-2) leaves the fortress at 0505");
    QTest::newRow("assault skipped")
        << QByteArray(R"({"type":"assault_skipped","hex":"0606","unit":"tan-tanks-1",)"
                      R"("reason":"it is towed"})")
        << QStringLiteral(
               "    Tan Tank (tan-tanks-1) sits out the close assault in 0606: it is towed");
    QTest::newRow("result")
        << QByteArray(R"({"type":"result","unit":"green-infantry-1","result":"Dis",)"
                      R"("cause":"direct","roll":3,"reason":""})")
        << QStringLiteral(
               "    Green Infantry (green-infantry-1) takes Dis from direct fire (roll 3)");
    QTest::newRow("eliminated")
        << QByteArray(R"({"type":"eliminated","unit":"green-infantry-1","reason":"DE","roll":4})")
        << QStringLiteral("    Green Infantry (green-infantry-1) is eliminated: DE");
    QTest::newRow("unknown kind, no JSON")
        << QByteArray(R"({"type":"new_thing","units":["tan-tanks-1"],"hex":"0505"})")
        << QStringLiteral("    new thing: hex 0505; units Tan Tank (tan-tanks-1)");
}

void TestPlaytest::logLinesReadAsSentences()
{
    QFETCH(QByteArray, line);
    QFETCH(QString, expected);
    HexCoord tanks;
    HexCoord infantry;
    std::unique_ptr<ScenarioDocument> document = duel(&tanks, &infantry);
    QVERIFY(document);
    PlaytestWindow window(*document, *m_registry, 11);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    const QJsonObject json = QJsonDocument::fromJson(line).object();
    QVERIFY(!json.isEmpty());
    QCOMPARE(window.describeLogLine(json), expected);
}

void TestPlaytest::gameLogNamesCountersNeverJson()
{
    HexCoord tanks;
    HexCoord infantry;
    std::unique_ptr<ScenarioDocument> document = duel(&tanks, &infantry);
    QVERIFY(document);
    PlaytestWindow window(*document, *m_registry, 11);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    endPhasesUntil(window, "direct_fire");
    hs(window).selectUnits({QStringLiteral("tan-tanks-1")});
    hs(window).aimAt(infantry);
    hs(window).fireAction()->trigger();
    auto *log = window.findChild<QPlainTextEdit *>(QStringLiteral("gameLog"));
    QVERIFY(log);
    const QString text = log->toPlainText();
    QVERIFY2(text.startsWith(QStringLiteral("Set-up: 3 units on the map")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Tan Tank (tan-tanks-1) fire at Green Infantry "
                                          "(green-infantry-1)")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral(" for direct fire: ")), qPrintable(text));
    for (const QString &raw : {QStringLiteral("{"), QStringLiteral("\""), QStringLiteral("[")})
        QVERIFY2(!text.contains(raw), qPrintable(text));
    // The Orders list and the dice read with names too.
    auto *dice = window.findChild<QTreeWidget *>(QStringLiteral("diceTree"));
    QVERIFY(dice && dice->topLevelItemCount() > 0);
    const QTreeWidgetItem *last = dice->topLevelItem(dice->topLevelItemCount() - 1);
    QVERIFY2(last->text(5).contains(QStringLiteral("Tan Tank (tan-tanks-1)")),
             qPrintable(last->text(5)));
    QVERIFY(!last->text(5).contains(QLatin1Char('[')));
}

void TestPlaytest::unitsDockDoubleClickCentresTheMap()
{
    HexCoord tanks;
    HexCoord infantry;
    std::unique_ptr<ScenarioDocument> document = duel(&tanks, &infantry);
    QVERIFY(document);
    PlaytestWindow window(*document, *m_registry, 11);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    MapView *view = window.mapView();
    for (int i = 0; i < 6; ++i)
        view->zoomIn();
    auto *units = window.findChild<QTreeWidget *>(QStringLiteral("unitsTree"));
    QVERIFY(units);
    QTreeWidgetItem *green = nullptr;
    for (int i = 0; i < units->topLevelItemCount(); ++i) {
        for (int j = 0; j < units->topLevelItem(i)->childCount(); ++j) {
            QTreeWidgetItem *item = units->topLevelItem(i)->child(j);
            if (item->data(0, Qt::UserRole).toString() == QLatin1String("green-infantry-1"))
                green = item;
        }
    }
    QVERIFY(green);
    const OffsetCoord hex = HexMap::Offsets.toOffset(infantry);
    view->centerOn(0, 0); // far from the unit
    const QPoint centre = view->viewport()->rect().center();
    const auto distance = [&] {
        return (view->viewportPosOf(hex) - centre).manhattanLength();
    };
    const int before = distance();
    Q_EMIT units->itemDoubleClicked(green, 0);
    QVERIFY2(distance() < before, qPrintable(QString::number(distance())));
    // Centred, or as near the centre as the map's edge lets it come.
    QVERIFY(view->viewport()->rect().contains(view->viewportPosOf(hex)));
    QCOMPARE(view->cursorPlace(), std::optional<Place>(Place(hex)));
}

void TestPlaytest::diceTurnColumnNamesTheRoller()
{
    HexCoord tanks;
    HexCoord infantry;
    std::unique_ptr<ScenarioDocument> document = duel(&tanks, &infantry);
    QVERIFY(document);
    PlaytestWindow window(*document, *m_registry, 11);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    endPhasesUntil(window, "direct_fire");
    const QString tan = window.session()->players().value(window.session()->decidingPlayer()).name;
    hs(window).selectUnits({QStringLiteral("tan-tanks-1")});
    hs(window).aimAt(infantry);
    hs(window).fireAction()->trigger();
    auto *dice = window.findChild<QTreeWidget *>(QStringLiteral("diceTree"));
    QVERIFY(dice && dice->topLevelItemCount() == 1);
    QCOMPARE(window.rollerOf(0), tan);
    QCOMPARE(dice->topLevelItem(0)->text(1), QStringLiteral("1 (%1)").arg(tan));
    QVERIFY2(dice->topLevelItem(0)->toolTip(1).startsWith(QStringLiteral("Rolled by %1").arg(tan)),
             qPrintable(dice->topLevelItem(0)->toolTip(1)));
    QCOMPARE(window.rollerOf(5), QString()); // no such roll
}

void TestPlaytest::zoomButtonsAreOnTheToolBar()
{
    std::unique_ptr<ScenarioDocument> document = loadDemo();
    QVERIFY(document);
    PlaytestWindow window(*document, *m_registry, 7);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    auto *bar = window.findChild<QToolBar *>(QStringLiteral("playtestToolBar"));
    QVERIFY(bar);
    MapView *view = window.mapView();
    for (const char *name : {"zoomInAction", "zoomOutAction", "zoomFitAction"}) {
        auto *action = window.findChild<QAction *>(QLatin1String(name));
        QVERIFY2(action, name);
        QVERIFY2(bar->actions().contains(action), name);
        QVERIFY2(!action->icon().isNull(), name);
        QVERIFY(!action->shortcut().isEmpty());
        QVERIFY2(action->toolTip().contains(action->shortcut().toString(QKeySequence::NativeText)),
                 qPrintable(action->toolTip()));
    }
    const qreal fitted = view->transform().m11();
    window.findChild<QAction *>(QStringLiteral("zoomInAction"))->trigger();
    QVERIFY(view->transform().m11() > fitted);
    const qreal in = view->transform().m11();
    window.findChild<QAction *>(QStringLiteral("zoomOutAction"))->trigger();
    QVERIFY(view->transform().m11() < in);
}

void TestPlaytest::clickOnFriendsSelectsThemInsteadOfMoving()
{
    HexCoord tanks;
    HexCoord infantry;
    std::unique_ptr<ScenarioDocument> document = duel(&tanks, &infantry);
    QVERIFY(document);
    PlaytestWindow window(*document, *m_registry, 11);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    const QString t1 = QStringLiteral("tan-tanks-1"), t2 = QStringLiteral("tan-tanks-2");
    // Tank 1 moves one hex away from the stack.
    std::optional<MoveAction> move;
    for (const Action &a : hs(window).game().legalActions()) {
        const auto *m = std::get_if<MoveAction>(&a);
        if (m && m->unit == t1 && m->path.size() == 1 && m->path.first() != infantry
            && m->path.first() != tanks.neighbor(3))
            move = *m;
    }
    QVERIFY(move);
    QCOMPARE(hs(window).perform(*move), QString());
    const HexCoord there = move->path.first();
    // Tank 2, selected, could move there too; a click on tank 1 selects it instead.
    hs(window).selectUnits({t2});
    QVERIFY(hs(window).reachableCosts().contains(there));
    MapMouseEvent click;
    click.button = Qt::LeftButton;
    click.buttons = Qt::LeftButton;
    click.hex = HexMap::Offsets.toOffset(there);
    hs(window).mapPressed(click);
    QCOMPARE(hs(window).selection(), QStringList {t1});
    QCOMPARE(hs(window).game().state().unit(t2)->hex, tanks);
    // Shift+click moves onto the friend all the same.
    hs(window).selectUnits({t2});
    click.modifiers = Qt::ShiftModifier;
    hs(window).mapPressed(click);
    QCOMPARE(hs(window).game().state().unit(t2)->hex, there);
}

void TestPlaytest::allOfMineHereMovesTheStackTogether()
{
    HexCoord tanks;
    HexCoord infantry;
    std::unique_ptr<ScenarioDocument> document = duel(&tanks, &infantry);
    QVERIFY(document);
    PlaytestWindow window(*document, *m_registry, 11);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    const QString t1 = QStringLiteral("tan-tanks-1"), t2 = QStringLiteral("tan-tanks-2");
    MapMouseEvent click;
    click.button = Qt::LeftButton;
    click.buttons = Qt::LeftButton;
    click.hex = HexMap::Offsets.toOffset(tanks);
    hs(window).mapPressed(click);
    QMenu *menu = window.findChild<QMenu *>(QStringLiteral("stackMenu"));
    QVERIFY(menu);
    QAction *all = menu->actions().constLast();
    QVERIFY2(all->text().contains(QStringLiteral("Mine Here")), qPrintable(all->text()));
    all->trigger();
    menu->close();
    QCOMPARE(hs(window).selection(), (QStringList {t1, t2}));
    // The stack's reachable hexes: those both tanks reach.
    std::optional<HexCoord> there;
    for (const Action &a : hs(window).game().legalActions()) {
        const auto *m = std::get_if<MoveAction>(&a);
        if (m && m->unit == t1 && m->path.size() == 2 && !m->path.contains(infantry))
            there = m->path.last();
    }
    QVERIFY(there);
    QVERIFY(hs(window).reachableCosts().contains(*there));
    click.hex = HexMap::Offsets.toOffset(*there);
    hs(window).mapPressed(click);
    QCOMPARE(hs(window).game().state().unit(t1)->hex, *there);
    QCOMPARE(hs(window).game().state().unit(t2)->hex, *there);
    QCOMPARE(hs(window).selection(), (QStringList {t1, t2}));
}

QTEST_MAIN(TestPlaytest)
#include "tst_playtest.moc"
