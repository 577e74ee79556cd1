// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Reinforcements dock: its timeline, form, game length and map highlight, driven in a
// main window. Every dock action is one undo step that gives back the file's bytes. The
// edits behind them are tested without a window in tst_scheduleedits.

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "edit/scheduleedits.h"
#include "editorcontext.h"
#include "mainwindow.h"
#include "mapview.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/victorytext.h"
#include "schedule/entryoverlay.h"
#include "schedule/pickhextool.h"
#include "schedule/reinforcementform.h"
#include "schedule/scheduledock.h"
#include "schedule/timelinewidget.h"
#include "scheduletestsupport.h"
#include "testsupport.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace hexwright;
using namespace hexwright::scheduletest;
using namespace hexwright::testsupport;
using namespace Qt::StringLiterals;

namespace {

const QString DemoPath
    = QStringLiteral(":/hexwright/scenarios/samples/01-badger-hunt.scenario.yaml");

} // namespace

class TestScheduleDock : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void dockIsInTheWindow();
    void timelineShowsEverySideAndTurn();
    void newDuplicateDelete();
    void draggingAChipMovesItInOneStep();
    void gameLengthMergesWhileSpinning();
    void reinforcementAfterTheEndShowsInRed();
    void formEditsTheEntry();
    void roadHexIsCheckedAndPicked();
    void addAndRemoveUnits();
    void demoGetsATanReinforcementOnTurn3();
    void overlayShowsWhereUnitsEnter();

private:
    std::unique_ptr<ScenarioDocument> load(const QString &path)
    {
        Diagnostics diagnostics;
        auto document = ScenarioDocument::load(path, *m_registry, diagnostics);
        for (const Diagnostic &d : diagnostics)
            qWarning() << d.message;
        return document;
    }
    static ScheduleDock *dockOf(MainWindow &window)
    {
        return window.findChild<ScheduleDock *>(QStringLiteral("reinforcementsDock"));
    }
    /// A shown main window with @p path open and the Reinforcements dock visible.
    std::unique_ptr<MainWindow> openWindow(const QString &path)
    {
        auto window = std::make_unique<MainWindow>();
        window->resize(1400, 900);
        window->show();
        if (!QTest::qWaitForWindowExposed(window.get()) || !window->openFile(path))
            return nullptr;
        if (ScheduleDock *dock = dockOf(*window)) {
            dock->show();
            dock->raise();
        }
        return window;
    }

    QTemporaryDir m_home;
    std::unique_ptr<RulesetRegistry> m_registry;
};

void TestScheduleDock::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsupport::useOwnHome(m_home.path(), "tst_scheduledock");
    m_registry = RulesetRegistry::withBundledData();
}

void TestScheduleDock::dockIsInTheWindow()
{
    MainWindow window;
    ScheduleDock *dock = dockOf(window);
    QVERIFY(dock);
    QCOMPARE(window.dockWidgetArea(dock), Qt::BottomDockWidgetArea);
    QMenu *scenario = window.context()->menu(QStringLiteral("scenarioMenu"));
    QVERIFY(scenario);
    QVERIFY(scenario->actions().contains(dock->newAction()));
    QCOMPARE(dock->newAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    QVERIFY(!dock->newAction()->statusTip().isEmpty());
    // Nothing to act on without a scenario.
    QVERIFY(!dock->newAction()->isEnabled());
    QVERIFY(!dock->deleteAction()->isEnabled());
}

void TestScheduleDock::timelineShowsEverySideAndTurn()
{
    auto window = openWindow(EverythingPath);
    QVERIFY(window);
    TimelineWidget *timeline = dockOf(*window)->timeline();
    QCOMPARE(timeline->turnColumns(), 10);
    QVERIFY(!timeline->hasAfterEndColumn());
    // Rows in move order: Red (1), Tan and Green (2), Blue (3); turn 1 on the left.
    const QRect redRoad = timeline->chipRect(QStringLiteral("red-road"));
    const QRect greenDrop = timeline->chipRect(QStringLiteral("green-drop"));
    const QRect blueRoll = timeline->chipRect(QStringLiteral("blue-roll"));
    QVERIFY(!redRoad.isEmpty() && !greenDrop.isEmpty() && !blueRoll.isEmpty());
    QVERIFY(redRoad.top() < greenDrop.top());
    QVERIFY(greenDrop.top() < blueRoll.top());
    QVERIFY(blueRoll.left() < greenDrop.left()); // turn 1 before turn 2
    QVERIFY(greenDrop.left() < redRoad.left()); // turn 2 before turn 3
    QCOMPARE(timeline->chipAt(redRoad.center()), QStringLiteral("red-road"));
    const auto cell = timeline->cellAt(timeline->cellCentre(QStringLiteral("tan"), 7));
    QVERIFY(cell);
    QCOMPARE(cell->side, QStringLiteral("tan"));
    QCOMPARE(cell->turn, 7);

    // Clicking a chip selects it for the form.
    QTest::mouseClick(timeline, Qt::LeftButton, {}, redRoad.center());
    QCOMPARE(timeline->selected(), QStringLiteral("red-road"));
    QCOMPARE(dockOf(*window)->form()->reinforcement(), QStringLiteral("red-road"));
}

void TestScheduleDock::newDuplicateDelete()
{
    auto window = openWindow(EverythingPath);
    QVERIFY(window);
    ScheduleDock *dock = dockOf(*window);
    ScenarioDocument *document = window->context()->document();
    QUndoStack *stack = document->undoStack();
    const QByteArray before = document->serialize();
    QVERIFY(dock->newAction()->isEnabled());

    // Double-clicking an empty cell makes a reinforcement there.
    TimelineWidget *timeline = dock->timeline();
    QTest::mouseDClick(timeline, Qt::LeftButton, {},
                       timeline->cellCentre(QStringLiteral("blue"), 6));
    QCOMPARE(stack->count(), 1);
    const QString id = dock->selected();
    QCOMPARE(id, QStringLiteral("blue-turn6"));
    const Reinforcement *made = findReinforcement(document->scenario(), id);
    QVERIFY(made);
    QCOMPARE(made->turn, 6);
    QCOMPARE(made->entry.kind, Entry::Kind::Edge);
    const QByteArray withNew = document->serialize();

    // The menu action takes the selected chip's side and turn.
    dock->newAction()->trigger();
    QCOMPARE(dock->selected(), QStringLiteral("blue-turn6-2"));
    stack->undo();
    QCOMPARE(document->serialize(), withNew);

    dock->select(QStringLiteral("red-road"));
    dock->duplicateAction()->trigger();
    QCOMPARE(dock->selected(), QStringLiteral("red-turn3"));
    stack->undo();
    QCOMPARE(document->serialize(), withNew);

    // Delete in the timeline: its units go off-board, in one step.
    dock->select(QStringLiteral("red-road"));
    timeline->setFocus();
    const int steps = stack->index();
    QTest::keyClick(timeline, Qt::Key_Delete);
    QCOMPARE(stack->index(), steps + 1);
    QVERIFY(!findReinforcement(document->scenario(), QStringLiteral("red-road")));
    QVERIFY(timeline->chipRect(QStringLiteral("red-road")).isEmpty());
    const QByteArray deleted = document->serialize();
    QVERIFY(deleted.contains("placement: off_board"));
    stack->undo();
    QCOMPARE(document->serialize(), withNew);
    stack->redo();
    QCOMPARE(document->serialize(), deleted);
    stack->undo();
    stack->undo();
    QCOMPARE(document->serialize(), before);
}

void TestScheduleDock::draggingAChipMovesItInOneStep()
{
    auto window = openWindow(EverythingPath);
    QVERIFY(window);
    ScheduleDock *dock = dockOf(*window);
    TimelineWidget *timeline = dock->timeline();
    ScenarioDocument *document = window->context()->document();
    QUndoStack *stack = document->undoStack();
    const QByteArray before = document->serialize();

    const QPoint from = timeline->chipRect(QStringLiteral("red-edge")).center();
    const QPoint to = timeline->cellCentre(QStringLiteral("red"), 8);
    QTest::mousePress(timeline, Qt::LeftButton, {}, from);
    QTest::mouseMove(timeline, (from + to) / 2);
    QTest::mouseMove(timeline, to);
    QTest::mouseRelease(timeline, Qt::LeftButton, {}, to);
    QCOMPARE(stack->count(), 1);
    QCOMPARE(findReinforcement(document->scenario(), QStringLiteral("red-edge"))->turn, 8);
    QVERIFY(timeline->cellAt(timeline->chipRect(QStringLiteral("red-edge")).center())->turn == 8);
    const QByteArray moved = document->serialize();
    stack->undo();
    QCOMPARE(document->serialize(), before);
    stack->redo();
    QCOMPARE(document->serialize(), moved);

    // To another side's row: the units (of the old side) go back off-board, same one step.
    const QPoint road = timeline->chipRect(QStringLiteral("red-road")).center();
    const QPoint blue = timeline->cellCentre(QStringLiteral("blue"), 3);
    QTest::mousePress(timeline, Qt::LeftButton, {}, road);
    QTest::mouseMove(timeline, blue);
    QTest::mouseRelease(timeline, Qt::LeftButton, {}, blue);
    QCOMPARE(stack->count(), 2);
    QCOMPARE(findReinforcement(document->scenario(), QStringLiteral("red-road"))->side,
             QStringLiteral("blue"));
    QVERIFY(schedule::unitsOf(document->scenario(), QStringLiteral("red-road")).isEmpty());
    stack->undo();
    QCOMPARE(document->serialize(), moved);

    // A click without a drag moves nothing; Ctrl+Right moves the selected chip a turn.
    QTest::mouseClick(timeline, Qt::LeftButton, {}, road);
    QCOMPARE(stack->index(), 1);
    QTest::keyClick(timeline, Qt::Key_Right, Qt::ControlModifier);
    QCOMPARE(findReinforcement(document->scenario(), QStringLiteral("red-road"))->turn, 4);
}

void TestScheduleDock::gameLengthMergesWhileSpinning()
{
    auto window = openWindow(EverythingPath);
    QVERIFY(window);
    ScheduleDock *dock = dockOf(*window);
    ScenarioDocument *document = window->context()->document();
    QUndoStack *stack = document->undoStack();
    auto *turns = dock->findChild<QSpinBox *>(QStringLiteral("gameTurnsSpin"));
    auto *check = dock->findChild<QCheckBox *>(QStringLiteral("gameTurnsCheck"));
    auto *until = dock->findChild<QComboBox *>(QStringLiteral("gameUntilCombo"));
    QVERIFY(turns && check && until);
    QCOMPARE(turns->value(), 10);
    QCOMPARE(turns->maximum(), document->ruleset().turnRecord.last);
    QCOMPARE(until->currentData().toString(), QStringLiteral("first"));
    // Each condition reads as its sentence, never as its id.
    QCOMPARE(until->count(), int(document->scenario().victory.size()) + 1);
    for (const VictoryCondition &v : document->scenario().victory) {
        const int index = until->findData(v.id);
        QVERIFY2(index > 0, qPrintable(v.id));
        const QString sentence = victoryConditionText(v, document->scenario(), &document->ruleset(),
                                                      &document->panels());
        QCOMPARE(until->itemData(index, Qt::ToolTipRole).toString(), sentence);
        // The box shows the sentence, cut short with an ellipsis if it is long.
        QString shown = until->itemText(index);
        if (shown.endsWith(QChar(0x2026)))
            shown.chop(1);
        QVERIFY2(!shown.isEmpty() && sentence.startsWith(shown), qPrintable(shown));
        QVERIFY2(shown.size() > v.id.size() || shown == sentence, qPrintable(shown));
    }
    const QByteArray before = document->serialize();

    turns->setValue(11);
    turns->setValue(12);
    turns->setValue(13);
    QCOMPARE(stack->count(), 1);
    QCOMPARE(*document->scenario().gameLength.turns, 13);
    QCOMPARE(dock->timeline()->turnColumns(), 13);
    stack->undo();
    QCOMPARE(document->serialize(), before);
    QCOMPARE(turns->value(), 10);
    QCOMPARE(dock->timeline()->turnColumns(), 10);

    // "Until" alone: no turn count.
    check->setChecked(false);
    QVERIFY(!document->scenario().gameLength.turns);
    QCOMPARE(document->scenario().gameLength.until, QStringLiteral("first"));
    QCOMPARE(dock->timeline()->turnColumns(), document->ruleset().turnRecord.last);
    until->setCurrentIndex(until->findData(QStringLiteral("points")));
    Q_EMIT until->activated(until->currentIndex());
    QCOMPARE(document->scenario().gameLength.until, QStringLiteral("points"));
    QCOMPARE(stack->count(), 2);
    stack->undo();
    stack->undo();
    QCOMPARE(document->serialize(), before);
}

void TestScheduleDock::reinforcementAfterTheEndShowsInRed()
{
    auto window = openWindow(EverythingPath);
    QVERIFY(window);
    ScheduleDock *dock = dockOf(*window);
    ScenarioDocument *document = window->context()->document();
    auto *turns = dock->findChild<QSpinBox *>(QStringLiteral("gameTurnsSpin"));
    turns->setValue(3);
    TimelineWidget *timeline = dock->timeline();
    QCOMPARE(timeline->turnColumns(), 3);
    QVERIFY(timeline->hasAfterEndColumn());
    // red-edge (turn 4) and red-zone (turn 5) still show, in the column after turn 3.
    const QRect edge = timeline->chipRect(QStringLiteral("red-edge"));
    const QRect zone = timeline->chipRect(QStringLiteral("red-zone"));
    QVERIFY(!edge.isEmpty() && !zone.isEmpty());
    QCOMPARE(edge.left(), zone.left());
    QVERIFY(edge.left() > timeline->chipRect(QStringLiteral("red-road")).left());
    QCOMPARE(timeline->cellAt(edge.center())->turn, 4);
    document->undoStack()->undo();
    QVERIFY(!timeline->hasAfterEndColumn());
}

void TestScheduleDock::formEditsTheEntry()
{
    auto window = openWindow(EverythingPath);
    QVERIFY(window);
    ScheduleDock *dock = dockOf(*window);
    ScenarioDocument *document = window->context()->document();
    QUndoStack *stack = document->undoStack();
    ReinforcementForm *form = dock->form();
    const QByteArray before = document->serialize();
    const QString id = QStringLiteral("red-zone");
    dock->select(id);

    auto *kind = form->findChild<QComboBox *>(QStringLiteral("entryKindCombo"));
    auto *edgeSide = form->findChild<QComboBox *>(QStringLiteral("edgeSideCombo"));
    auto *turn = form->findChild<QSpinBox *>(QStringLiteral("reinforcementTurnSpin"));
    auto *outcomes = form->findChild<QTableWidget *>(QStringLiteral("outcomeTable"));
    auto *reroll = form->findChild<QComboBox *>(QStringLiteral("rerollCombo"));
    QVERIFY(kind && edgeSide && turn && outcomes && reroll);
    QCOMPARE(turn->value(), 5);

    // The turn spins as one step.
    turn->setValue(6);
    turn->setValue(7);
    QCOMPARE(stack->count(), 1);
    QCOMPARE(findReinforcement(document->scenario(), id)->turn, 7);

    // Zone -> edge: the west edge of panels 1 and A.
    kind->setCurrentIndex(kind->findData(int(Entry::Kind::Edge)));
    Q_EMIT kind->activated(kind->currentIndex());
    edgeSide->setCurrentIndex(edgeSide->findData(QStringLiteral("west")));
    Q_EMIT edgeSide->activated(edgeSide->currentIndex());
    form->findChild<QCheckBox *>(QStringLiteral("edgePanel_1"))->setChecked(true);
    form->findChild<QCheckBox *>(QStringLiteral("edgePanel_A"))->setChecked(true);
    const Reinforcement *r = findReinforcement(document->scenario(), id);
    QCOMPARE(r->entry.kind, Entry::Kind::Edge);
    QCOMPARE(r->entry.edge.side, QStringLiteral("west"));
    QCOMPARE(r->entry.edge.panels, (QStringList {u"1"_s, u"A"_s}));
    QCOMPARE(stack->count(), 5);

    // Edge -> die roll: two outcomes to start from, then typed faces and panels.
    kind->setCurrentIndex(kind->findData(int(Entry::Kind::DieRoll)));
    Q_EMIT kind->activated(kind->currentIndex());
    QCOMPARE(outcomes->rowCount(), 2);
    outcomes->item(0, 0)->setText(QStringLiteral("1, 2, 9"));
    outcomes->item(0, 2)->setText(QStringLiteral("2 nowhere"));
    r = findReinforcement(document->scenario(), id);
    QCOMPARE(r->entry.outcomes.first().rolls, (QList<int> {1, 2}));
    QCOMPARE(r->entry.outcomes.first().edge.panels, QStringList {u"2"_s});
    QCOMPARE(outcomes->item(0, 0)->text(), QStringLiteral("1,2")); // what was kept
    reroll->setCurrentIndex(reroll->findData(QStringLiteral("red-edge")));
    Q_EMIT reroll->activated(reroll->currentIndex());
    QCOMPARE(findReinforcement(document->scenario(), id)->entry.rerollIfSameAs,
             QStringLiteral("red-edge"));
    const QByteArray after = document->serialize();

    // Undo brings the form back with the data.
    while (stack->canUndo())
        stack->undo();
    QCOMPARE(document->serialize(), before);
    QCOMPARE(kind->currentData().toInt(), int(Entry::Kind::Zone));
    QCOMPARE(turn->value(), 5);
    while (stack->canRedo())
        stack->redo();
    QCOMPARE(document->serialize(), after);
}

void TestScheduleDock::roadHexIsCheckedAndPicked()
{
    auto window = openWindow(EverythingPath);
    QVERIFY(window);
    ScheduleDock *dock = dockOf(*window);
    ScenarioDocument *document = window->context()->document();
    QUndoStack *stack = document->undoStack();
    ReinforcementForm *form = dock->form();
    const QString id = QStringLiteral("red-road");
    dock->select(id);
    auto *edit = form->findChild<QLineEdit *>(QStringLiteral("roadHexEdit"));
    auto *problem = form->findChild<QLabel *>(QStringLiteral("roadHexProblem"));
    QVERIFY(edit && problem);
    QCOMPARE(edit->text(), QStringLiteral("2212"));

    // Off the map, or not a label: nothing changes and the form says why.
    edit->setText(QStringLiteral("9999"));
    Q_EMIT edit->editingFinished();
    QCOMPARE(stack->count(), 0);
    QVERIFY(!problem->isHidden());
    QVERIFY(problem->text().contains(QStringLiteral("not a playable hex")));
    edit->setText(QStringLiteral("road"));
    Q_EMIT edit->editingFinished();
    QCOMPARE(stack->count(), 0);
    QVERIFY(problem->text().contains(QStringLiteral("not a hex label")));

    edit->setText(QStringLiteral("0812"));
    Q_EMIT edit->editingFinished();
    QCOMPARE(stack->count(), 1);
    QVERIFY(problem->isHidden());
    QCOMPARE(findReinforcement(document->scenario(), id)->entry.hex, hex("0812"));

    // Pick on map: the next click on a hex sets it, and the previous tool comes back.
    EditorContext *context = window->context();
    MapTool *before = context->activeTool();
    auto *pick = window->findChild<PickHexTool *>();
    QVERIFY(pick);
    QTest::mouseClick(form->findChild<QPushButton *>(QStringLiteral("pickHexButton")),
                      Qt::LeftButton);
    QCOMPARE(context->activeTool(), pick);
    QVERIFY(pick->isPicking());
    MapView *view = context->view();
    // A half hex at the map's edge is not taken: still picking.
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->viewportPosOf(hex("0101")));
    QVERIFY(pick->isPicking());
    QCOMPARE(stack->count(), 1);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->viewportPosOf(hex("1005")));
    QCOMPARE(findReinforcement(document->scenario(), id)->entry.hex, hex("1005"));
    QCOMPARE(context->activeTool(), before);
    QCOMPARE(stack->count(), 2);

    // Escape gives the mouse back without a hex.
    pick->start();
    QKeyEvent escape(QEvent::KeyPress, Qt::Key_Escape, Qt::NoModifier);
    QVERIFY(pick->keyPressed(&escape));
    QCOMPARE(context->activeTool(), before);
    QCOMPARE(stack->count(), 2);
}

void TestScheduleDock::addAndRemoveUnits()
{
    auto window = openWindow(EverythingPath);
    QVERIFY(window);
    ScheduleDock *dock = dockOf(*window);
    ScenarioDocument *document = window->context()->document();
    QUndoStack *stack = document->undoStack();
    ReinforcementForm *form = dock->form();
    const QString id = QStringLiteral("blue-roll");
    dock->select(id);
    auto *table = form->findChild<QTableWidget *>(QStringLiteral("unitsTable"));
    QVERIFY(table);
    QCOMPARE(table->rowCount(), 1);
    const QByteArray before = document->serialize();

    // The add dialog offers the side's off-board units.
    AddUnitsDialog dialog(document->scenario(), document->ruleset(), QStringLiteral("blue"));
    QVERIFY(!dialog.isEmpty());
    QCOMPARE(dialog.counts(), (QMap<QString, int> {{QStringLiteral("blue-held"), 2}}));
    AddUnitsDialog none(document->scenario(), document->ruleset(), QStringLiteral("red"));
    QVERIFY(none.isEmpty());

    // One of the two held infantry: the entry splits, one step.
    form->addUnits({{QStringLiteral("blue-held"), 1}});
    QCOMPARE(stack->count(), 1);
    QCOMPARE(describe(schedule::unitsOf(document->scenario(), id)),
             QStringLiteral("blue-held-2:1@blue-roll blue-random:1@blue-roll"));
    QCOMPARE(table->rowCount(), 2);
    const QByteArray added = document->serialize();
    stack->undo();
    QCOMPARE(document->serialize(), before);
    stack->redo();
    QCOMPARE(document->serialize(), added);

    // The second one joins it.
    form->addUnits({{QStringLiteral("blue-held"), 1}});
    QCOMPARE(describe(schedule::unitsOf(document->scenario(), id)),
             QStringLiteral("blue-held-2:2@blue-roll blue-random:1@blue-roll"));

    // Remove: back off-board; nothing of its kind is left there, so the entry just moves.
    table->selectRow(0);
    QTest::mouseClick(form->findChild<QPushButton *>(QStringLiteral("removeUnitsButton")),
                      Qt::LeftButton);
    QCOMPARE(describe(schedule::unitsOf(document->scenario(), id)),
             QStringLiteral("blue-random:1@blue-roll"));
    QCOMPARE(stack->count(), 3);
    stack->undo();
    stack->undo();
    QCOMPARE(document->serialize(), added);
    stack->undo();
    QCOMPARE(document->serialize(), before);

    // Units of another side cannot be brought.
    form->addUnits({{QStringLiteral("red-tanks"), 1}});
    QCOMPARE(stack->index(), 0);
}

void TestScheduleDock::demoGetsATanReinforcementOnTurn3()
{
    auto window = openWindow(DemoPath);
    QVERIFY(window);
    ScheduleDock *dock = dockOf(*window);
    ScenarioDocument *document = window->context()->document();
    const QByteArray before = document->serialize();
    QCOMPARE(dock->timeline()->turnColumns(), 6);

    const QString id = dock->newReinforcement(QStringLiteral("tan"), 3);
    QCOMPARE(id, QStringLiteral("tan-turn3"));
    ReinforcementForm *form = dock->form();
    auto *edgeSide = form->findChild<QComboBox *>(QStringLiteral("edgeSideCombo"));
    edgeSide->setCurrentIndex(edgeSide->findData(QStringLiteral("south")));
    Q_EMIT edgeSide->activated(edgeSide->currentIndex());
    auto *panelE = form->findChild<QCheckBox *>(QStringLiteral("edgePanel_E"));
    QVERIFY(panelE);
    panelE->setChecked(true);
    const Reinforcement *r = findReinforcement(document->scenario(), id);
    QCOMPARE(schedule::entrySummary(document->scenario(), document->map(), r->entry),
             QStringLiteral("enter along the south edge of panel E"));

    // It saves, and loads back the same.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("demo.scenario.yaml"));
    QString error;
    QVERIFY2(document->save(path, &error), qPrintable(error));
    auto reloaded = load(path);
    QVERIFY(reloaded);
    QCOMPARE(reloaded->serialize(), document->serialize());
    const QList<OffsetCoord> hexes = schedule::edgeHexes(reloaded->scenario(), reloaded->panels(),
                                                         reloaded->map(), r->entry.edge);
    QVERIFY(!hexes.isEmpty());
    for (OffsetCoord h : hexes)
        QCOMPARE(schedule::nearestEdge(reloaded->map(), h), QStringLiteral("south"));

    while (document->undoStack()->canUndo())
        document->undoStack()->undo();
    // Saved elsewhere, the file names its schema from there (the first line); the rest is
    // what it was.
    const auto body = [](const QByteArray &text) {
        return text.mid(text.indexOf('\n'));
    };
    QCOMPARE(body(document->serialize()), body(before));
    QVERIFY(!document->serialize().startsWith(before.left(before.indexOf('\n'))));
}

void TestScheduleDock::overlayShowsWhereUnitsEnter()
{
    auto window = openWindow(EverythingPath);
    QVERIFY(window);
    ScheduleDock *dock = dockOf(*window);
    auto *overlay = window->findChild<EntryOverlay *>();
    QVERIFY(overlay);
    QSignalSpy changed(overlay, &MapOverlay::changed);

    dock->select(QStringLiteral("blue-roll"));
    QCOMPARE(overlay->reinforcement(), QStringLiteral("blue-roll"));
    QVERIFY(changed.count() > 0);
    QList<EntryOverlay::Group> groups = overlay->groups();
    QCOMPARE(groups.size(), 2);
    QCOMPARE(groups[0].label, QStringLiteral("1,2,3"));
    QCOMPARE(groups[1].label, QStringLiteral("4,5,6"));
    QVERIFY(!groups[0].hexes.isEmpty() && !groups[1].hexes.isEmpty());

    dock->select(QStringLiteral("red-road"));
    groups = overlay->groups();
    QCOMPARE(groups.size(), 1);
    QCOMPARE(groups[0].hexes, QList<OffsetCoord> {hex("2212")});

    dock->select(QStringLiteral("green-drop"));
    QCOMPARE(overlay->groups().value(0).hexes, (QList<OffsetCoord> {hex("1005"), hex("1006")}));

    // The picture follows edits of the selected reinforcement.
    ScenarioDocument *document = window->context()->document();
    QList<Reinforcement> list = document->scenario().reinforcements;
    for (Reinforcement &r : list) {
        if (r.id == QLatin1String("green-drop")) {
            r.entry.kind = Entry::Kind::Edge;
            r.entry.edge = {QStringLiteral("west"), {}, {}, {}};
        }
    }
    document->undoStack()->push(new ChangeReinforcements(document, list, QStringLiteral("edit")));
    // The map's west edge: the first full column of panel 1 and of edge piece A below it.
    const QList<OffsetCoord> west = overlay->groups().value(0).hexes;
    QCOMPARE(west.size(), 15);
    for (OffsetCoord h : west)
        QCOMPARE(h.col, 1);

    dock->select(QString());
    QVERIFY(overlay->groups().isEmpty());
}

QTEST_MAIN(TestScheduleDock)
#include "tst_scheduledock.moc"
