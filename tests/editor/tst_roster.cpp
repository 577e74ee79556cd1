// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The point-buy roster: the item model of one side's force entries and the "Forces" dock.
// Every edit goes through one undo command, so undo and redo give back the file's bytes.

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "mainwindow.h"
#include "roster/rosterdock.h"
#include "roster/rostermodel.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/points.h"
#include "testsupport.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace hexwright;

namespace {

const QString DemoPath
    = QStringLiteral(":/hexwright/scenarios/samples/01-badger-hunt.scenario.yaml");
const QString Tan = QStringLiteral("tan");

} // namespace

class TestRoster : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void modelFollowsTheDocument();
    void countEditsMergeIntoOneStep();
    void optionsEdit();
    void optionsAreTickedInTheTable();
    void invalidEditsChangeNothing();
    void dockAddsAndRemovesLines();
    void addedUnitsSetUpInTheSidesDefaultZone_data();
    void addedUnitsSetUpInTheSidesDefaultZone();
    void severalLinesArePlacedInAZoneAtOnce();
    void totalAndBudget();
    void noSides();

private:
    std::unique_ptr<ScenarioDocument> loadDemo()
    {
        Diagnostics diagnostics;
        auto document = ScenarioDocument::load(DemoPath, *m_registry, diagnostics);
        return document;
    }
    static RosterDock *dockOf(MainWindow &window)
    {
        return window.findChild<RosterDock *>(QStringLiteral("rosterDock"));
    }

    QTemporaryDir m_home;
    std::unique_ptr<RulesetRegistry> m_registry;
};

void TestRoster::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsupport::useOwnHome(m_home.path(), "tst_roster");
    m_registry = RulesetRegistry::withBundledData();
}

void TestRoster::modelFollowsTheDocument()
{
    auto document = loadDemo();
    QVERIFY(document);
    RosterModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setDocument(document.get());
    model.setSide(Tan);

    int expectedRows = 0;
    for (const ForceEntry &entry : document->scenario().forces)
        expectedRows += entry.side == Tan ? 1 : 0;
    QVERIFY(expectedRows > 0);
    QCOMPARE(model.rowCount(), expectedRows);
    QCOMPARE(model.columnCount(), int(RosterModel::ColumnCount));
    QCOMPARE(model.headerData(RosterModel::CountColumn, Qt::Horizontal).toString(),
             QStringLiteral("Count"));

    const QModelIndex first = model.index(0, RosterModel::UnitColumn);
    QCOMPARE(first.data(RosterModel::ForceIdRole).toString(), QStringLiteral("tan-n-tank"));
    // Tan runs one colour: the unit's name is not repeated with it (issue 14, point 4).
    QCOMPARE(first.data().toString(), QStringLiteral("Tank"));
    QVERIFY(first.data(Qt::DecorationRole).value<QColor>().isValid());
    QCOMPARE(model.index(0, RosterModel::CountColumn).data().toInt(), 2);

    int lines = 0;
    bool sawRally = false;
    for (int row = 0; row < model.rowCount(); ++row) {
        const int unit = model.index(row, 0).data(RosterModel::UnitCostRole).toInt();
        const int line = model.index(row, RosterModel::LineCostColumn).data().toInt();
        // The cost shows its parts: "17 + 1 rally" (issue 14, point 4).
        const ForceEntry &entry
            = document->scenario().forces.at(document->scenario().forceIds().indexOf(
                model.index(row, 0).data(RosterModel::ForceIdRole).toString()));
        const UnitCostParts parts = unitCostParts(entry, document->scenario(), document->ruleset());
        QCOMPARE(parts.total(), unit);
        QString text = QString::number(parts.unit);
        if (parts.perUnitOptions > 0)
            text += QStringLiteral(" + %1 options").arg(parts.perUnitOptions);
        if (parts.rally > 0)
            text += QStringLiteral(" + %1 rally").arg(parts.rally);
        sawRally = sawRally || parts.rally > 0;
        QCOMPARE(model.index(row, RosterModel::UnitCostColumn).data().toString(), text);
        const int count = model.index(row, RosterModel::CountColumn).data().toInt();
        QCOMPARE(line, unit * count);
        lines += line;
    }
    QCOMPARE(lines, sidePoints(document->scenario(), Tan, document->ruleset()));
    QCOMPARE(lines, 356);
    QVERIFY(sawRally); // Tan's morale 8 costs rally points

    // A change of one entry reports that row only.
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QList<ForceEntry> forces = document->scenario().forces;
    forces[1].count = 3;
    document->undoStack()->push(new ChangeForces(document.get(), forces, QStringLiteral("x")));
    QCOMPARE(reset.count(), 0);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.at(0).at(0).toModelIndex().row(), 1);
    QCOMPARE(changed.at(0).at(1).toModelIndex().row(), 1);
    document->undoStack()->undo();
    QCOMPARE(model.index(1, RosterModel::CountColumn).data().toInt(), 1);

    // A line added to the side is one row inserted, a line of another side is nothing, and
    // a row the user has selected keeps its place; removing the line removes that row only.
    const QPersistentModelIndex selected = model.index(1, RosterModel::UnitColumn);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    changed.clear();
    forces = document->scenario().forces;
    ForceEntry extra = forces.first();
    extra.id = QStringLiteral("tan-extra");
    forces.insert(1, extra);
    ForceEntry elsewhere = extra;
    elsewhere.id = QStringLiteral("green-extra");
    elsewhere.side = QStringLiteral("green");
    forces.append(elsewhere);
    document->undoStack()->push(new ChangeForces(document.get(), forces, QStringLiteral("z")));
    QCOMPARE(reset.count(), 0);
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(inserted.at(0).at(1).toInt(), 1);
    QCOMPARE(changed.count(), 0);
    QCOMPARE(selected.row(), 2);
    QCOMPARE(model.rowCount(), expectedRows + 1);
    document->undoStack()->undo();
    QCOMPARE(removed.count(), 1);
    QCOMPARE(selected.row(), 1);
    QCOMPARE(reset.count(), 0);

    // Another side, then a side that is gone.
    model.setSide(QStringLiteral("green"));
    QVERIFY(model.rowCount() > 0);
    QCOMPARE(model.index(0, 0).data(RosterModel::ColourRole).toString(), QStringLiteral("green"));
    QList<Side> sides = document->scenario().sides;
    sides.removeLast();
    document->undoStack()->push(new ChangeSides(document.get(), sides, QStringLiteral("y")));
    QCOMPARE(model.rowCount(), 0);
    document->undoStack()->undo();
}

void TestRoster::countEditsMergeIntoOneStep()
{
    auto document = loadDemo();
    QVERIFY(document);
    RosterModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setDocument(document.get());
    model.setSide(Tan);
    QUndoStack *stack = document->undoStack();
    const QByteArray before = document->serialize();
    const int steps = stack->index();

    const QModelIndex count = model.index(0, RosterModel::CountColumn);
    QVERIFY(model.flags(count) & Qt::ItemIsEditable);
    QVERIFY(model.setData(count, 1));
    QCOMPARE(stack->index(), steps + 1);
    QVERIFY(model.setData(count, 12));
    QVERIFY(model.setData(count, 5));
    QCOMPARE(stack->index(), steps + 1); // typed "12", then "5": one step
    QCOMPARE(document->scenario().forces.at(0).count, 5);
    QCOMPARE(count.data().toInt(), 5);
    const QByteArray after = document->serialize();
    QVERIFY(after != before);

    stack->undo();
    QCOMPARE(document->serialize(), before);
    QCOMPARE(count.data().toInt(), 2);
    stack->redo();
    QCOMPARE(document->serialize(), after);

    // Another line's count is a step of its own.
    QVERIFY(model.setData(model.index(1, RosterModel::CountColumn), 4));
    QCOMPARE(stack->index(), steps + 2);
    stack->undo();
    QCOMPARE(document->serialize(), after);
}

void TestRoster::optionsEdit()
{
    auto document = loadDemo();
    QVERIFY(document);
    RosterModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setDocument(document.get());
    model.setSide(Tan);

    int row = -1;
    for (int r = 0; r < model.rowCount() && row < 0; ++r) {
        if (!model.index(r, 0).data(RosterModel::AvailableOptionsRole).toStringList().isEmpty())
            row = r;
    }
    if (row < 0)
        QSKIP("No Tan unit of the demo takes a purchase option");
    const QModelIndex options = model.index(row, RosterModel::OptionsColumn);
    QVERIFY(model.flags(options) & Qt::ItemIsEditable);
    const QString option
        = options.data(RosterModel::AvailableOptionsRole).toStringList().constFirst();
    const QByteArray before = document->serialize();

    QVERIFY(model.setData(options, option));
    QCOMPARE(options.data(RosterModel::OptionsRole).toStringList(), QStringList {option});
    // Shown by name ("Gas"), kept by id ("gas").
    const QString name = document->ruleset().findPurchaseOption(option)->name;
    QCOMPARE(options.data().toString(), name);
    QCOMPARE(options.data(RosterModel::AvailableOptionNamesRole).toStringList().constFirst(), name);
    const ForceEntry *entry = model.entry(row);
    QCOMPARE(model.index(row, RosterModel::LineCostColumn).data().toInt(),
             forceEntryCost(*entry, document->scenario(), document->ruleset()));
    document->undoStack()->undo();
    QCOMPARE(document->serialize(), before);
    QVERIFY(options.data(RosterModel::OptionsRole).toStringList().isEmpty());
}

void TestRoster::optionsAreTickedInTheTable()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openDemo());
    RosterDock *dock = dockOf(window);
    QVERIFY(dock);
    dock->show();
    auto *view = dock->findChild<QTableView *>(QStringLiteral("rosterView"));
    QVERIFY(view);
    QAbstractItemModel *model = view->model();
    int row = -1;
    for (int r = 0; r < model->rowCount() && row < 0; ++r) {
        if (!model->index(r, 0).data(RosterModel::AvailableOptionsRole).toStringList().isEmpty())
            row = r;
    }
    QVERIFY2(row >= 0, "the demo's Tan buys self-propelled artillery, which may take gas");
    ScenarioDocument *document = window.context()->document();
    QUndoStack *stack = document->undoStack();
    const QByteArray before = document->serialize();

    const QModelIndex cell = model->index(row, RosterModel::OptionsColumn);
    view->edit(cell);
    auto *list = view->findChild<QListWidget *>(QStringLiteral("rosterOptionsEditor"));
    QVERIFY(list);
    QCOMPARE(list->count(), cell.data(RosterModel::AvailableOptionsRole).toStringList().size());
    // Opening the editor changes nothing.
    QCOMPARE(stack->count(), 0);
    QCOMPARE(list->item(0)->checkState(), Qt::Unchecked);

    // A tick buys the option for the whole line at once: one undo step.
    list->item(0)->setCheckState(Qt::Checked);
    QCOMPARE(stack->count(), 1);
    const QString id = list->item(0)->data(Qt::UserRole).toString();
    QCOMPARE(model->index(row, 0).data(RosterModel::OptionsRole).toStringList(), QStringList {id});
    stack->undo();
    QCOMPARE(document->serialize(), before);
}

void TestRoster::invalidEditsChangeNothing()
{
    auto document = loadDemo();
    QVERIFY(document);
    RosterModel model;
    model.setDocument(document.get());
    model.setSide(Tan);
    const int steps = document->undoStack()->count();
    const QModelIndex count = model.index(0, RosterModel::CountColumn);
    QVERIFY(!model.setData(count, 0));
    QVERIFY(!model.setData(count, 1001));
    QVERIFY(!model.setData(count, QStringLiteral("many")));
    QVERIFY(!model.setData(model.index(0, RosterModel::LineCostColumn), 3));
    QVERIFY(!model.setData(model.index(0, RosterModel::OptionsColumn),
                           QStringLiteral("no-such-option")));
    QVERIFY(model.setData(count, 2)); // unchanged: accepted, nothing to undo
    QCOMPARE(document->undoStack()->count(), steps);
}

void TestRoster::addedUnitsSetUpInTheSidesDefaultZone_data()
{
    QTest::addColumn<QString>("defaultZone");
    QTest::newRow("no default zone: off board") << QString();
    QTest::newRow("Tan's default zone") << QStringLiteral("tan-north-of-road");
}

void TestRoster::addedUnitsSetUpInTheSidesDefaultZone()
{
    QFETCH(QString, defaultZone);
    MainWindow window;
    QVERIFY(window.openDemo());
    RosterDock *dock = dockOf(window);
    ScenarioDocument *document = window.context()->document();
    QList<Side> sides = document->scenario().sides;
    sides[0].defaultZone = defaultZone;
    document->setSides(sides);
    auto *units = dock->findChild<QComboBox *>(QStringLiteral("rosterUnitCombo"));
    auto *spin = dock->findChild<QSpinBox *>(QStringLiteral("rosterCountSpin"));
    units->setCurrentIndex(units->findData(QStringLiteral("conv_tank")));
    spin->setValue(2);
    // Plain tanks of Tan where new units go: in the zone, or off board.
    auto tanksThere = [document, &defaultZone]() {
        QList<const ForceEntry *> lines;
        for (const ForceEntry &e : document->scenario().forces) {
            const bool there = defaultZone.isEmpty()
                ? e.placement.kind == Placement::Kind::OffBoard
                : e.placement.kind == Placement::Kind::Zone && e.placement.zone == defaultZone;
            if (e.side == Tan && e.unitType == QLatin1String("conv_tank") && e.options.isEmpty()
                && there)
                lines.append(&e);
        }
        return lines;
    };
    const int linesBefore = int(document->scenario().forces.size());
    const int tanksBefore = tanksThere().isEmpty() ? 0 : tanksThere().first()->count;
    const int steps = document->undoStack()->count();
    dock->addLine();
    dock->addLine(); // the same again raises that line
    QCOMPARE(document->undoStack()->count(), steps + 2);
    QCOMPARE(tanksThere().size(), 1);
    QCOMPARE(tanksThere().first()->count, tanksBefore + 4);
    // The demo sets two tanks up in that zone already: they are raised, not repeated.
    QCOMPARE(int(document->scenario().forces.size()),
             linesBefore + (defaultZone.isEmpty() ? 1 : 0));
    document->undoStack()->setClean();
}

void TestRoster::severalLinesArePlacedInAZoneAtOnce()
{
    MainWindow window;
    QVERIFY(window.openDemo());
    RosterDock *dock = dockOf(window);
    ScenarioDocument *document = window.context()->document();
    auto *view = dock->findChild<QTableView *>(QStringLiteral("rosterView"));
    auto *place = dock->findChild<QPushButton *>(QStringLiteral("rosterPlaceZoneButton"));
    QVERIFY(view && place);
    QCOMPARE(view->selectionMode(), QAbstractItemView::ExtendedSelection);
    QVERIFY(!place->isEnabled());

    // Three of Tan's lines, chosen as Ctrl+click would.
    QStringList ids;
    int units = 0;
    for (int row : {0, 1, 2}) {
        view->selectionModel()->select(dock->model()->index(row, 0),
                                       QItemSelectionModel::Select | QItemSelectionModel::Rows);
        const ForceEntry *entry = dock->model()->entry(row);
        ids.append(entry->id);
        units += entry->count;
    }
    QCOMPARE(dock->selectedLines(), ids);
    QVERIFY(place->isEnabled());
    auto unitsIn = [document](const QString &zoneId) {
        int count = 0;
        for (const ForceEntry &entry : document->scenario().forces) {
            if (entry.placement.kind == Placement::Kind::Zone && entry.placement.zone == zoneId)
                count += entry.count;
        }
        return count;
    };
    const int inZoneBefore = unitsIn(QStringLiteral("tan-road-and-river"));
    const int northBefore = unitsIn(QStringLiteral("tan-north-of-road"));
    const QByteArray before = document->serialize();
    const int steps = document->undoStack()->count();
    QStringList offered;
    dock->setZoneQuestion([&offered](const QStringList &zoneIds, const QStringList &) {
        offered = zoneIds;
        return QStringLiteral("tan-road-and-river");
    });
    place->click();
    QCOMPARE(offered, document->scenario().zoneIds());
    QCOMPARE(document->undoStack()->count(), steps + 1);
    QCOMPARE(document->undoStack()->undoText(),
             QStringLiteral("Place %1 Units in 'Tan: south road to river'").arg(units));
    // Lines of units already there join them (tanks join tanks): every unit is in the zone.
    QCOMPARE(unitsIn(QStringLiteral("tan-road-and-river")), inZoneBefore + units);
    QCOMPARE(unitsIn(QStringLiteral("tan-north-of-road")), northBefore - units);
    document->undoStack()->undo();
    QCOMPARE(document->serialize(), before);
    document->undoStack()->setClean();
}

void TestRoster::dockAddsAndRemovesLines()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openDemo());
    RosterDock *dock = dockOf(window);
    QVERIFY(dock);
    dock->show();
    QCOMPARE(dock->windowTitle(), QStringLiteral("Forces"));
    ScenarioDocument *document = window.context()->document();
    QVERIFY(document);
    QAbstractItemModelTester tester(dock->model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);

    auto *sides = dock->findChild<QComboBox *>(QStringLiteral("rosterSideCombo"));
    auto *units = dock->findChild<QComboBox *>(QStringLiteral("rosterUnitCombo"));
    auto *colours = dock->findChild<QComboBox *>(QStringLiteral("rosterColourCombo"));
    auto *spin = dock->findChild<QSpinBox *>(QStringLiteral("rosterCountSpin"));
    auto *add = dock->findChild<QPushButton *>(QStringLiteral("rosterAddButton"));
    auto *remove = dock->findChild<QPushButton *>(QStringLiteral("rosterRemoveButton"));
    auto *view = dock->findChild<QTableView *>(QStringLiteral("rosterView"));
    QVERIFY(sides && units && colours && spin && add && remove && view);
    QCOMPARE(sides->count(), 2);
    QCOMPARE(dock->currentSide(), Tan);
    QVERIFY(colours->isHidden()); // Tan has one colour
    QVERIFY(units->count() > 0);
    QVERIFY(!remove->isEnabled());

    QUndoStack *stack = document->undoStack();
    const QByteArray before = document->serialize();
    const int steps = stack->index();
    const int rows = dock->model()->rowCount();

    units->setCurrentIndex(units->findData(QStringLiteral("conv_tank")));
    QVERIFY(units->currentIndex() >= 0);
    spin->setValue(3);
    QTest::mouseClick(add, Qt::LeftButton);
    QCOMPARE(stack->index(), steps + 1);
    QCOMPARE(dock->model()->rowCount(), rows + 1);
    const ForceEntry &added = document->scenario().forces.constLast();
    QCOMPARE(added.id, QStringLiteral("tan-conv_tank-1"));
    QCOMPARE(added.count, 3);
    QCOMPARE(added.colour, Tan);
    QCOMPARE(added.placement.kind, Placement::Kind::OffBoard);
    const QByteArray withLine = document->serialize();
    QVERIFY(withLine.contains("tan-conv_tank-1"));

    QCOMPARE(stack->undoText(), QStringLiteral("Add 3 Tank"));
    // Adding the same unit again raises that line's count (issue 14, point 4): one step.
    spin->setValue(2);
    QTest::mouseClick(add, Qt::LeftButton);
    QCOMPARE(dock->model()->rowCount(), rows + 1);
    QCOMPARE(document->scenario().forces.constLast().id, QStringLiteral("tan-conv_tank-1"));
    QCOMPARE(document->scenario().forces.constLast().count, 5);
    QCOMPARE(stack->undoText(), QStringLiteral("Add 2 Tank"));
    stack->undo();
    QCOMPARE(document->serialize(), withLine);
    stack->undo();
    QCOMPARE(document->serialize(), before);
    stack->redo();
    QCOMPARE(document->serialize(), withLine);

    // Remove the first line with the Delete key: one step.
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    view->setFocus();
    QTRY_VERIFY(view->hasFocus());
    view->selectRow(0);
    QVERIFY(remove->isEnabled());
    const int stepsBeforeRemove = stack->index();
    QTest::keyClick(view, Qt::Key_Delete);
    QCOMPARE(stack->index(), stepsBeforeRemove + 1);
    QCOMPARE(dock->model()->rowCount(), rows);
    QVERIFY(!document->scenario().forceIds().contains(QStringLiteral("tan-n-tank")));
    const QByteArray removed = document->serialize();
    stack->undo();
    QCOMPARE(document->serialize(), withLine);
    stack->redo();
    QCOMPARE(document->serialize(), removed);

    // And with the button.
    view->selectRow(0);
    QTest::mouseClick(remove, Qt::LeftButton);
    QCOMPARE(stack->index(), stepsBeforeRemove + 2);
    stack->undo();
    QCOMPARE(document->serialize(), removed);

    // The Green side lists Green's lines.
    sides->setCurrentIndex(1);
    QCOMPARE(dock->currentSide(), QStringLiteral("green"));
    QCOMPARE(dock->model()->index(0, 0).data(RosterModel::ColourRole).toString(),
             QStringLiteral("green"));
}

void TestRoster::totalAndBudget()
{
    MainWindow window;
    QVERIFY(window.openDemo());
    RosterDock *dock = dockOf(window);
    QVERIFY(dock);
    ScenarioDocument *document = window.context()->document();
    auto *total = dock->findChild<QLabel *>(QStringLiteral("rosterTotalLabel"));
    auto *guidance = dock->findChild<QLabel *>(QStringLiteral("rosterGuidanceLabel"));
    QVERIFY(total && guidance);
    QCOMPARE(dock->currentSide(), Tan);
    QCOMPARE(total->text(), QStringLiteral("356 points"));
    QVERIFY(guidance->isHidden());
    const QColor normal = total->palette().color(QPalette::WindowText);
    QVERIFY(normal != QColor(Qt::red));

    // A budget of 400: within it.
    QList<Side> sides = document->scenario().sides;
    sides[0].budget = 400;
    sides[1].budget = 330;
    document->undoStack()->push(new ChangeSides(document, sides, QStringLiteral("budget")));
    QCOMPARE(total->text(), QStringLiteral("356 of 400 points"));
    QCOMPARE(total->palette().color(QPalette::WindowText), normal);
    QVERIFY(!guidance->isHidden());
    QVERIFY(guidance->text().contains(QStringLiteral("20 %")));
    QVERIFY(guidance->text().contains(QStringLiteral("396"))); // 1.2 x Green's 330
    QVERIFY(guidance->text().contains(QStringLiteral("750-800")));

    // Over budget: red, and back when the count goes down again.
    const QModelIndex count = dock->model()->index(0, RosterModel::CountColumn);
    const int unitCost = dock->model()->index(0, 0).data(RosterModel::UnitCostRole).toInt();
    QVERIFY(dock->model()->setData(count, 5));
    QCOMPARE(total->text(), QStringLiteral("%1 of 400 points").arg(356 + 3 * unitCost));
    QCOMPARE(total->palette().color(QPalette::WindowText), QColor(Qt::red));
    document->undoStack()->undo();
    QCOMPARE(total->text(), QStringLiteral("356 of 400 points"));
    QCOMPARE(total->palette().color(QPalette::WindowText), normal);

    // A lower budget.
    sides[0].budget = 300;
    document->undoStack()->push(new ChangeSides(document, sides, QStringLiteral("budget")));
    QCOMPARE(total->text(), QStringLiteral("356 of 300 points"));
    QCOMPARE(total->palette().color(QPalette::WindowText), QColor(Qt::red));
    QVERIFY(guidance->text().contains(QStringLiteral("Under 500")));
}

void TestRoster::noSides()
{
    MainWindow window;
    QVERIFY(window.openDemo());
    RosterDock *dock = dockOf(window);
    ScenarioDocument *document = window.context()->document();
    auto *empty = dock->findChild<QLabel *>(QStringLiteral("rosterEmptyLabel"));
    auto *sideCombo = dock->findChild<QComboBox *>(QStringLiteral("rosterSideCombo"));
    QVERIFY(empty && sideCombo);
    QVERIFY(empty->isHidden());
    document->undoStack()->push(new ChangeSides(document, {}, QStringLiteral("no sides")));
    QCOMPARE(sideCombo->count(), 0);
    QVERIFY(!empty->isHidden());
    QCOMPARE(dock->model()->rowCount(), 0);
    document->undoStack()->undo();
    QCOMPARE(sideCombo->count(), 2);
    QVERIFY(empty->isHidden());
    QVERIFY(dock->model()->rowCount() > 0);
}

QTEST_MAIN(TestRoster)
#include "tst_roster.moc"
