// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Striker's Force and Environment dialog (issue 20), driven through its widgets on the
// bundled sample 52-ice-station: it shows each side's budget, support and works with their
// running bars; every change is one undo step on the document (undo: the value as it was);
// the force checks follow each change live and a click on one goes to its field.

#include "document/scenariodocument.h"
#include "families/striker/strikerforce.h"
#include "families/striker/strikerforcedialog.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenario.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QListWidget>
#include <QProgressBar>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace hexwright;

namespace {

const QString Sample
    = QStringLiteral(SOURCE_DIR "/resources/scenarios/samples/52-ice-station.scenario.yaml");

} // namespace

class TestStrikerForceDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void showsTheSides();
    void eachChangeIsOneUndoStep();
    void problemsAreLiveAndJumpToTheField();
    // Rule 42: a stand's load per soldier and battle dress, one undo step each, checked live.
    void loadIsOneUndoStepAndChecked();
    void terrainTable_data();
    void terrainTable();

private:
    std::unique_ptr<RulesetRegistry> m_registry;
    std::unique_ptr<ScenarioDocument> m_document;
    StrikerForceDialog *m_dialog = nullptr;
};

void TestStrikerForceDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_registry = RulesetRegistry::withBundledData();
    m_registry->setUserChartsFolder(QString());
}

void TestStrikerForceDialog::init()
{
    Diagnostics diagnostics;
    m_document = ScenarioDocument::load(Sample, *m_registry, diagnostics);
    QVERIFY2(m_document, diagnostics.isEmpty() ? "" : qPrintable(diagnostics.first().toText()));
    m_dialog = new StrikerForceDialog(m_document.get());
    m_dialog->show();
}

void TestStrikerForceDialog::cleanup()
{
    delete m_dialog;
    m_dialog = nullptr;
    m_document.reset();
}

void TestStrikerForceDialog::showsTheSides()
{
    QCOMPARE(m_dialog->currentSide(), QStringLiteral("raiders"));
    auto *budget = qobject_cast<QDoubleSpinBox *>(m_dialog->field(QStringLiteral("budget")));
    QCOMPARE(budget->value(), 2300000.0);
    QCOMPARE(m_dialog->bar(QStringLiteral("medics"))->format(), QStringLiteral("2 of 2 needed"));
    QVERIFY(!m_dialog->bar(QStringLiteral("budget"))->property("over").toBool());
    // The provisional prices of the designs carry the dagger.
    QVERIFY(m_dialog->bar(QStringLiteral("budget"))->format().contains(QChar(0x2020)));
    QCOMPARE(m_dialog->forceTable()->rowCount(), 2);
    m_dialog->selectSide(QStringLiteral("garrison"));
    QCOMPARE(m_dialog->workTable()->rowCount(), 4);
    QCOMPARE(m_dialog->bar(QStringLiteral("man_hours"))->format(),
             QStringLiteral("365.6 of 700 man-hours"));
    QCOMPARE(m_dialog->problemList()->count(), 1); // "no problems"
}

void TestStrikerForceDialog::eachChangeIsOneUndoStep()
{
    QUndoStack *stack = m_document->undoStack();
    const int before = stack->count();
    auto *budget = qobject_cast<QDoubleSpinBox *>(m_dialog->field(QStringLiteral("budget")));
    budget->setValue(2000000);
    QCOMPARE(stack->count(), before + 1);
    StrikerForceRules rules(m_document->ruleset(), m_document->scenario());
    QCOMPARE(rules.sideForce(QStringLiteral("raiders")).budget, 2000000.0);
    QVERIFY(m_dialog->bar(QStringLiteral("budget"))->property("over").toBool());
    auto *night = qobject_cast<QDoubleSpinBox *>(m_dialog->field(QStringLiteral("world/night")));
    night->setValue(0.5);
    QCOMPARE(stack->count(), before + 2);
    QCOMPARE(StrikerForceRules(m_document->ruleset(), m_document->scenario()).environment().night,
             0.5);
    stack->undo();
    stack->undo();
    QCOMPARE(StrikerForceRules(m_document->ruleset(), m_document->scenario())
                 .sideForce(QStringLiteral("raiders"))
                 .budget,
             2300000.0);
    QCOMPARE(budget->value(), 2300000.0);
    QCOMPARE(night->value(), 0.25);
}

void TestStrikerForceDialog::problemsAreLiveAndJumpToTheField()
{
    auto *medics = qobject_cast<QDoubleSpinBox *>(m_dialog->field(QStringLiteral("medics")));
    medics->setValue(1);
    QListWidget *problems = m_dialog->problemList();
    QCOMPARE(problems->count(), 1);
    QCOMPARE(problems->item(0)->data(Qt::UserRole).toString(), QStringLiteral("striker-medics"));
    QCOMPARE(m_dialog->bar(QStringLiteral("medics"))->format(), QStringLiteral("1 of 2 needed"));
    m_dialog->tabs()->setCurrentIndex(3);
    Q_EMIT problems->itemClicked(problems->item(0));
    QCOMPARE(m_dialog->tabs()->currentIndex(), 0);
    QCOMPARE(m_dialog->currentSide(), QStringLiteral("raiders"));
}

void TestStrikerForceDialog::loadIsOneUndoStepAndChecked()
{
    QTableWidget *forces = m_dialog->forceTable();
    int row = -1;
    for (int r = 0; r < forces->rowCount() && row < 0; ++r) {
        if (forces->cellWidget(r, 6)->isEnabled())
            row = r; // a stand of troops
    }
    QVERIFY(row >= 0);
    const QString id = forces->item(row, 0)->data(Qt::UserRole).toString();
    const auto entry = [this, id]() -> const ForceEntry * {
        for (const ForceEntry &e : m_document->scenario().forces) {
            if (e.id == id)
                return &e;
        }
        return nullptr;
    };
    auto *load = qobject_cast<QDoubleSpinBox *>(forces->cellWidget(row, 6));
    auto *battleDress = qobject_cast<QCheckBox *>(forces->cellWidget(row, 7));
    QVERIFY(load && battleDress);
    QUndoStack *stack = m_document->undoStack();
    const int before = stack->count();
    load->setValue(150);
    QCOMPARE(stack->count(), before + 1);
    QCOMPARE(entry()->family.value(striker::LoadKgKey).toString(), QStringLiteral("150"));
    QListWidget *problems = m_dialog->problemList();
    QCOMPARE(problems->item(0)->data(Qt::UserRole).toString(),
             QStringLiteral("striker-overloaded"));
    Q_EMIT problems->itemClicked(problems->item(0));
    QCOMPARE(m_dialog->tabs()->currentIndex(), 1);
    QCOMPARE(m_dialog->forceTable()->currentColumn(), 6);
    // In battle dress 150 kg is only encumbered (up to 200).
    battleDress = qobject_cast<QCheckBox *>(m_dialog->forceTable()->cellWidget(row, 7));
    battleDress->setChecked(true);
    QCOMPARE(stack->count(), before + 2);
    QCOMPARE(problems->item(0)->data(Qt::UserRole).toString(),
             QStringLiteral("striker-encumbered"));
    stack->undo();
    stack->undo();
    QVERIFY(!entry()->family.contains(striker::LoadKgKey));
    QVERIFY(!entry()->family.contains(striker::BattleDressKey));
    QCOMPARE(qobject_cast<QDoubleSpinBox *>(m_dialog->forceTable()->cellWidget(row, 6))->value(),
             0.0);
}

void TestStrikerForceDialog::terrainTable_data()
{
    // The terrain x locomotion table, read-only: the text's multiples bare (rule 48 B snow,
    // rule 61 ACVs, rule 55 D obstacles), ours daggered; "no": may not enter. Obstacles,
    // fortifications and minefields are rows of their own (table pieces' traits).
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<QString>("locomotion");
    QTest::addColumn<QString>("cell");
    const QString dagger = QStringLiteral("\u2020");
    QTest::newRow("48 B snow, wheeled x2") << "Snow"
                                           << "Wheeled"
                                           << "x2";
    QTest::newRow("48 B snow, tracked x1.5") << "Snow"
                                             << "Tracked"
                                             << "x1.5";
    QTest::newRow("snow on foot: ours") << "Snow"
                                        << "Foot" << QStringLiteral("x1") + dagger;
    QTest::newRow("61 ACV x2 on broken ground") << "Broken ground"
                                                << "ACV"
                                                << "x2";
    QTest::newRow("61 no ACV in a boulder field") << "Boulder field"
                                                  << "ACV"
                                                  << "no";
    QTest::newRow("55 D ditch: no wheeled") << "Antiarmor ditch"
                                            << "Wheeled"
                                            << "no";
    QTest::newRow("55 D posts: no tracked") << "Wooden posts"
                                            << "Tracked"
                                            << "no";
    QTest::newRow("bridge crossing x4") << "Bridge"
                                        << "Tracked"
                                        << "x4";
    QTest::newRow("minefield: ours") << "Minefield"
                                     << "Wheeled" << QStringLiteral("x1") + dagger;
    QTest::newRow("a bunker bars vehicles: ours") << "Bunker"
                                                  << "Grav" << QStringLiteral("no") + dagger;
}

void TestStrikerForceDialog::terrainTable()
{
    QFETCH(QString, terrain);
    QFETCH(QString, locomotion);
    QFETCH(QString, cell);
    auto *table = m_dialog->findChild<QTableWidget *>(QStringLiteral("terrain"));
    QVERIFY(table);
    QCOMPARE(table->editTriggers(), QAbstractItemView::NoEditTriggers);
    int row = -1;
    int column = -1;
    for (int r = 0; r < table->rowCount(); ++r) {
        if (table->verticalHeaderItem(r)->text() == terrain)
            row = r;
    }
    for (int c = 0; c < table->columnCount(); ++c) {
        if (table->horizontalHeaderItem(c)->text() == locomotion)
            column = c;
    }
    QVERIFY2(row >= 0, qPrintable(terrain));
    QVERIFY2(column >= 0, qPrintable(locomotion));
    QCOMPARE(table->item(row, column)->text(), cell);
}

QTEST_MAIN(TestStrikerForceDialog)
#include "tst_strikerforcedialog.moc"
