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

QTEST_MAIN(TestStrikerForceDialog)
#include "tst_strikerforcedialog.moc"
