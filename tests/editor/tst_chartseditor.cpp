// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Charts editor (Scenario > Ruleset Charts..., editor/charts/): a provisional cell is
// marked, typing a value is one undo step of the dialog's own stack and is checked at once,
// undo and redo, Save writes the player's override and puts it into the loaded ruleset, a
// reopened ruleset keeps the value as the player's (not provisional), and Revert goes back
// to the bundled values.

#include "charts/chartedits.h"
#include "charts/chartsdialog.h"
#include "charts/charttablemodel.h"
#include "ruleset/chartoverride.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"

#include <QAbstractItemModel>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace hexwright;

namespace {

const QString MakId = QStringLiteral("mak");

struct Opened
{
    std::unique_ptr<RulesetRegistry> registry;
    const Ruleset *ruleset = nullptr;
};

Opened open(const QString &folder)
{
    Opened o;
    o.registry = RulesetRegistry::withBundledData();
    o.registry->setUserChartsFolder(folder);
    Diagnostics diagnostics;
    o.ruleset = o.registry->ruleset(MakId, diagnostics);
    return o;
}

int chartIndex(const Ruleset &ruleset, const QString &id)
{
    for (int i = 0; i < ruleset.charts.size(); ++i) {
        if (ruleset.charts.at(i).id == id)
            return i;
    }
    return -1;
}

} // namespace

class TestChartsEditor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void provisionalCellsAreMarked();
    void editUndoRedoSaveReopen();
    void validationIsLive();
    void revertToBundledValues();
};

void TestChartsEditor::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestChartsEditor::provisionalCellsAreMarked()
{
    QTemporaryDir dir;
    Opened o = open(dir.path());
    QVERIFY(o.ruleset);
    ChartsDialog dialog(*o.registry, *o.ruleset);
    QCOMPARE(dialog.findChild<QListWidget *>(QStringLiteral("chartList"))->count(),
             o.ruleset->charts.size());
    const int endurance = chartIndex(*o.ruleset, QStringLiteral("armour-endurance"));
    dialog.showChart(endurance);
    QAbstractItemModel *model = dialog.table()->model();
    QCOMPARE(model->rowCount(), 4);
    QCOMPARE(model->columnCount(), 3);
    QCOMPARE(model->headerData(1, Qt::Horizontal).toString(), QStringLiteral("B"));
    const QModelIndex dOfB = model->index(0, 1);
    QCOMPARE(model->data(dOfB, Qt::EditRole).toString(), QStringLiteral("2-3"));
    QCOMPARE(model->data(dOfB).toString(), QStringLiteral("2-3 *"));
    QVERIFY(model->data(dOfB, ChartTableModel::ProvisionalRole).toBool());
    QVERIFY(model->data(dOfB, Qt::BackgroundRole).isValid());
    QVERIFY(model->data(dOfB, Qt::ToolTipRole).toString().contains(QStringLiteral("Provisional")));
    // The book's own values (pilot creation) carry no mark.
    dialog.showChart(chartIndex(*o.ruleset, QStringLiteral("pilot-creation")));
    QVERIFY(!model->data(model->index(0, 0), ChartTableModel::ProvisionalRole).toBool());
    QVERIFY(!model->data(model->index(0, 0), Qt::BackgroundRole).isValid());
}

void TestChartsEditor::editUndoRedoSaveReopen()
{
    QTemporaryDir dir;
    {
        Opened o = open(dir.path());
        QVERIFY(o.ruleset);
        ChartsDialog dialog(*o.registry, *o.ruleset);
        const int endurance = chartIndex(*o.ruleset, QStringLiteral("armour-endurance"));
        dialog.showChart(endurance);
        QAbstractItemModel *model = dialog.table()->model();
        QUndoStack *undo = dialog.edits()->undoStack();
        const QModelIndex mOfA = model->index(2, 0); // M under class A: 5-6
        QCOMPARE(model->data(mOfA, Qt::EditRole).toString(), QStringLiteral("5-6"));

        // Typing the printed value confirms it: one undo step, no longer provisional.
        QVERIFY(model->setData(mOfA, QStringLiteral("5-6")));
        QCOMPARE(undo->count(), 1);
        QVERIFY(!model->data(mOfA, ChartTableModel::ProvisionalRole).toBool());
        QCOMPARE(model->data(mOfA).toString(), QStringLiteral("5-6"));
        // The same again changes nothing.
        QVERIFY(!model->setData(mOfA, QStringLiteral("5-6")));
        QCOMPARE(undo->count(), 1);

        undo->undo();
        QVERIFY(model->data(mOfA, ChartTableModel::ProvisionalRole).toBool());
        undo->redo();
        QVERIFY(!model->data(mOfA, ChartTableModel::ProvisionalRole).toBool());

        // Another chart, another step; undo follows the chart it was typed in.
        const int night = chartIndex(*o.ruleset, QStringLiteral("night-modifiers"));
        dialog.showChart(night);
        QVERIFY(model->setData(model->index(1, 0), QStringLiteral("-3")));
        QCOMPARE(undo->count(), 2);
        QCOMPARE(dialog.edits()->charts().at(night).cell(1, 0)->text, QStringLiteral("-3"));
        undo->undo();
        QCOMPARE(dialog.edits()->charts().at(night).cell(1, 0)->text, QStringLiteral("-2"));
        undo->redo();
        // Nothing reached the ruleset before Save.
        QVERIFY(o.ruleset->charts.at(endurance).cell(2, 0)->provisional);

        QString error;
        QVERIFY2(dialog.save(&error), qPrintable(error));
        QVERIFY(undo->isClean());
        QVERIFY(QFile::exists(chartOverridePath(dir.path(), MakId)));
        // Saved values are in the loaded ruleset at once.
        QVERIFY(!o.ruleset->charts.at(endurance).cell(2, 0)->provisional);
        QCOMPARE(o.ruleset->charts.at(night).cell(1, 0)->text, QStringLiteral("-3"));
        QVERIFY(o.ruleset->bundledCharts.at(endurance).cell(2, 0)->provisional);
    }
    // Reopened: the values kept, the player's own; the rest still provisional.
    Opened again = open(dir.path());
    QVERIFY(again.ruleset);
    const Chart *endurance = again.ruleset->findChart(QStringLiteral("armour-endurance"));
    QCOMPARE(endurance->cell(2, 0)->text, QStringLiteral("5-6"));
    QVERIFY(!endurance->cell(2, 0)->provisional);
    QVERIFY(endurance->cell(0, 0)->provisional);
    const Chart *night = again.ruleset->findChart(QStringLiteral("night-modifiers"));
    QCOMPARE(night->cell(1, 0)->text, QStringLiteral("-3"));
    QVERIFY(!night->cell(1, 0)->provisional);
    ChartsDialog dialog(*again.registry, *again.ruleset);
    dialog.showChart(chartIndex(*again.ruleset, QStringLiteral("armour-endurance")));
    QVERIFY(!dialog.table()
                 ->model()
                 ->data(dialog.table()->model()->index(2, 0), ChartTableModel::ProvisionalRole)
                 .toBool());
}

void TestChartsEditor::validationIsLive()
{
    QTemporaryDir dir;
    Opened o = open(dir.path());
    ChartsDialog dialog(*o.registry, *o.ruleset);
    dialog.showChart(chartIndex(*o.ruleset, QStringLiteral("armour-endurance")));
    QAbstractItemModel *model = dialog.table()->model();
    auto *problems = dialog.findChild<QLabel *>(QStringLiteral("chartProblems"));
    QVERIFY(problems->text().contains(QStringLiteral("passes")));
    // D under B becomes 2: a roll of 3 is then nobody's.
    QVERIFY(model->setData(model->index(0, 1), QStringLiteral("2")));
    QCOMPARE(model->data(model->index(0, 1), ChartTableModel::ProblemRole).toString(),
             QStringLiteral("B leaves 3 uncovered (needs 2..12 with no gap)"));
    QVERIFY(model->data(model->index(0, 1), Qt::ForegroundRole).isValid());
    QVERIFY(problems->text().contains(QStringLiteral("B leaves 3 uncovered")));
    // An overlap is shown at the cell that overlaps.
    QVERIFY(model->setData(model->index(0, 1), QStringLiteral("2-4")));
    QCOMPARE(model->data(model->index(1, 1), ChartTableModel::ProblemRole).toString(),
             QStringLiteral("4-5 overlaps D at 4 in B"));
    dialog.edits()->undoStack()->undo();
    dialog.edits()->undoStack()->undo();
    QVERIFY(model->data(model->index(1, 1), ChartTableModel::ProblemRole).toString().isEmpty());
    QVERIFY(problems->text().contains(QStringLiteral("passes")));
}

void TestChartsEditor::revertToBundledValues()
{
    QTemporaryDir dir;
    Opened o = open(dir.path());
    ChartsDialog dialog(*o.registry, *o.ruleset);
    const int endurance = chartIndex(*o.ruleset, QStringLiteral("armour-endurance"));
    QVERIFY(dialog.edits()->typeCell(endurance, 0, 0, QStringLiteral("2")));
    QVERIFY(dialog.save());
    QVERIFY(QFile::exists(chartOverridePath(dir.path(), MakId)));
    QVERIFY(dialog.edits()->revertToBundled());
    QCOMPARE(dialog.edits()->charts(), o.ruleset->bundledCharts);
    QCOMPARE(dialog.edits()->undoStack()->count(), 2);
    dialog.edits()->undoStack()->undo();
    QVERIFY(!dialog.edits()->charts().at(endurance).cell(0, 0)->provisional);
    dialog.edits()->undoStack()->redo();
    QVERIFY(!dialog.edits()->revertToBundled()); // nothing left to revert
    QVERIFY(dialog.save());
    QVERIFY(!QFile::exists(chartOverridePath(dir.path(), MakId)));
    QCOMPARE(o.ruleset->charts, o.ruleset->bundledCharts);
}

QTEST_MAIN(TestChartsEditor)
#include "tst_chartseditor.moc"
