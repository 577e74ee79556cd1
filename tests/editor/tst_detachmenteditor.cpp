// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Crucible's detachment editor (issue 20, point 2), on the bundled sample 41 (Huber's
// Prime Detachment against a Cecach force): it shows a side's detachments with their TUs,
// leaders (LV with skills, the TU each rides in) and running points (Huber's 4,750 of §9);
// every edit is one undo step and undo brings the scenario back byte for byte; typing into one
// field merges; the supplement's checks follow each edit live and a click on a problem goes to
// the detachment and TU it is about; a new detachment of the supplement's new classes is built
// from nothing; the widgets drive the same edits.

#include "document/scenariodocument.h"
#include "families/crucible/cruciblescenario.h"
#include "families/crucible/detachmenteditor.h"
#include "ruleset/rulesetregistry.h"

#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

#include <functional>
#include <memory>

using namespace hexwright;

using Edit = std::function<void(DetachmentEditor &)>;
Q_DECLARE_METATYPE(Edit)

namespace {

const QString Sample
    = QStringLiteral(SOURCE_DIR "/resources/scenarios/samples/41-paying-the-piper.scenario.yaml");

QStringList texts(const QListWidget *list)
{
    QStringList out;
    for (int i = 0; i < list->count(); ++i)
        out.append(list->item(i)->text());
    return out;
}

} // namespace

class TestDetachmentEditor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void showsHubersDetachment();
    void eachEditIsOneUndoStep_data();
    void eachEditIsOneUndoStep();
    void typingANameMerges();
    void checksAreLiveAndJumpToTheTu();
    void buildsANewDetachment();
    void widgetsDriveTheEdits();

private:
    std::unique_ptr<RulesetRegistry> m_registry;
    std::unique_ptr<ScenarioDocument> m_document;
    DetachmentEditor *m_editor = nullptr;
};

void TestDetachmentEditor::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_registry = RulesetRegistry::withBundledData();
    m_registry->setUserChartsFolder(QString());
}

void TestDetachmentEditor::init()
{
    Diagnostics diagnostics;
    m_document = ScenarioDocument::load(Sample, *m_registry, diagnostics);
    QVERIFY2(m_document, diagnostics.isEmpty() ? "" : qPrintable(diagnostics.first().toText()));
    m_editor = new DetachmentEditor(m_document.get());
    m_editor->show();
}

void TestDetachmentEditor::cleanup()
{
    delete m_editor;
    m_editor = nullptr;
    m_document.reset();
}

void TestDetachmentEditor::showsHubersDetachment()
{
    QCOMPARE(m_editor->currentSideId(), QStringLiteral("slammers"));
    QCOMPARE(m_editor->detachmentList()->count(), 1);
    QCOMPARE(m_editor->currentDetachmentId(), QStringLiteral("huber"));
    QVERIFY2(m_editor->forceTotalLabel()->text().contains(QStringLiteral("4750 of 4750 points")),
             qPrintable(m_editor->forceTotalLabel()->text()));
    QVERIFY2(m_editor->detachmentTotalLabel()->text().startsWith(
                 QStringLiteral("8 of 8 TUs; 4750 points")),
             qPrintable(m_editor->detachmentTotalLabel()->text()));
    QCOMPARE(m_editor->tuTable()->rowCount(), 3);
    QCOMPARE(m_editor->tuTable()->item(0, 5)->text(), QStringLiteral("800"));
    QCOMPARE(m_editor->leaderTable()->rowCount(), 3);
    // Lt Huber: LV 4, +2 for Inspirational Leader (§9: "LV4+2 (6)").
    QCOMPARE(m_editor->leaderTable()->item(0, 3)->text(), QStringLiteral("4+2 (6)"));
    // Sgt Deseau rides in Huber's car.
    auto *ride = qobject_cast<QComboBox *>(m_editor->leaderTable()->cellWidget(1, 4));
    QVERIFY(ride);
    QCOMPARE(ride->currentData().toString(), QStringLiteral("huber-car"));
    // The sample is clean: one line says so.
    QCOMPARE(m_editor->problemList()->count(), 1);
    QVERIFY(m_editor->problemList()->item(0)->data(Qt::UserRole + 1).toString().isEmpty());

    m_editor->selectSide(QStringLiteral("cecach"));
    QCOMPARE(m_editor->detachmentList()->count(), 2);
    QVERIFY2(m_editor->forceTotalLabel()->text().contains(QStringLiteral("4445 of 4750")),
             qPrintable(m_editor->forceTotalLabel()->text()));
}

void TestDetachmentEditor::eachEditIsOneUndoStep_data()
{
    QTest::addColumn<Edit>("edit");
    QTest::addColumn<QString>("problem"); ///< a text the live checks then show; empty: none
    QTest::newRow("class") << Edit([](DetachmentEditor &e) {
        e.setDetachmentValue(QStringLiteral("huber"), QStringLiteral("class"),
                             QStringLiteral("veteran"));
    }) << QStringLiteral("Veteran detachments have 10");
    QTest::newRow("count") << Edit([](DetachmentEditor &e) {
        e.setEntryCount(QStringLiteral("huber-cars"), 5);
    }) << QStringLiteral("has 7 TUs");
    QTest::newRow("troop") << Edit([](DetachmentEditor &e) {
        e.setDetachmentValue(QStringLiteral("huber"), QStringLiteral("troop"),
                             QStringLiteral("true"));
    }) << QStringLiteral("is a Troop");
    QTest::newRow("second lieutenant") << Edit([](DetachmentEditor &e) {
        e.addLeader(QStringLiteral("huber-cars"), QStringLiteral("lieutenant"),
                    QStringLiteral("Lt Two"));
    }) << QStringLiteral("Lieutenants; a detachment has exactly one");
    QTest::newRow("leader rides elsewhere") << Edit([](DetachmentEditor &e) {
        e.moveLeader(QStringLiteral("huber-car"), 1, QStringLiteral("huber-cars"));
    }) << QString();
    QTest::newRow("leader's LV") << Edit([](DetachmentEditor &e) {
        CrucibleLeader huber;
        huber.rank = QStringLiteral("lieutenant");
        huber.name = QStringLiteral("Lt Huber");
        huber.lv = 3;
        e.setLeader(QStringLiteral("huber-car"), 0, huber);
    }) << QString();
    QTest::newRow("backup weapons") << Edit([](DetachmentEditor &e) {
        e.setEntryValue(QStringLiteral("huber-cars"), crucibleKeys::backupWeapons(),
                        QStringLiteral("2"));
    }) << QStringLiteral("backup");
    QTest::newRow("force-wide skill twice") << Edit([](DetachmentEditor &e) {
        e.setEntryValue(QStringLiteral("cecach-apcs"), crucibleKeys::skills(),
                        QVariantList {QStringLiteral("enhanced_data_link")});
    }) << QStringLiteral("Enhanced Data Link");
    QTest::newRow("optional rule off") << Edit([](DetachmentEditor &e) {
        e.setRuleOption(QStringLiteral("prime_units"), QStringLiteral("off"));
    }) << QStringLiteral("is a Prime detachment");
    QTest::newRow("remove detachment")
        << Edit([](DetachmentEditor &e) { e.removeDetachment(QStringLiteral("armour")); })
        << QString();
}

void TestDetachmentEditor::eachEditIsOneUndoStep()
{
    QFETCH(Edit, edit);
    QFETCH(QString, problem);
    const QByteArray before = m_document->serialize();
    QUndoStack *stack = m_document->undoStack();
    const int index = stack->index();
    edit(*m_editor);
    QCOMPARE(stack->index(), index + 1);
    QVERIFY(m_document->serialize() != before);
    const QString shown = texts(m_editor->problemList()).join(QLatin1Char('\n'));
    if (!problem.isEmpty())
        QVERIFY2(shown.contains(problem), qPrintable(shown));
    stack->undo();
    QCOMPARE(m_document->serialize(), before);
    // The checks follow undo too: the sample is clean again.
    QCOMPARE(m_editor->problemList()->count(), 1);
    QVERIFY(m_editor->problemList()->item(0)->data(Qt::UserRole + 1).toString().isEmpty());
}

void TestDetachmentEditor::typingANameMerges()
{
    QUndoStack *stack = m_document->undoStack();
    const int index = stack->index();
    const QString key = QStringLiteral("name/huber");
    m_editor->setDetachmentValue(QStringLiteral("huber"), QStringLiteral("name"),
                                 QStringLiteral("H"), key);
    m_editor->setDetachmentValue(QStringLiteral("huber"), QStringLiteral("name"),
                                 QStringLiteral("Hu"), key);
    QCOMPARE(stack->index(), index + 1);
    QCOMPARE(crucibleDetachment(m_document->scenario(), QStringLiteral("huber"))->name,
             QStringLiteral("Hu"));
    QVERIFY(m_editor->detachmentList()->item(0)->text().startsWith(QStringLiteral("Hu\n")));
}

void TestDetachmentEditor::checksAreLiveAndJumpToTheTu()
{
    m_editor->setEntryValue(QStringLiteral("cecach-apcs"), crucibleKeys::backupWeapons(),
                            QStringLiteral("1"));
    // The APCs are no combat cars: a problem about them, shown while Huber's side is.
    QCOMPARE(m_editor->currentSideId(), QStringLiteral("slammers"));
    int row = -1;
    for (int i = 0; i < m_editor->problemList()->count(); ++i) {
        if (m_editor->problemList()->item(i)->data(Qt::UserRole + 1).toString()
            == QLatin1String("cecach-apcs"))
            row = i;
    }
    QVERIFY2(row >= 0, qPrintable(texts(m_editor->problemList()).join(QLatin1Char('\n'))));
    QListWidgetItem *item = m_editor->problemList()->item(row);
    Q_EMIT m_editor->problemList()->itemClicked(item);
    QCOMPARE(m_editor->currentSideId(), QStringLiteral("cecach"));
    QCOMPARE(m_editor->currentDetachmentId(), QStringLiteral("commissars"));
    QCOMPARE(m_editor->currentEntryId(), QStringLiteral("cecach-apcs"));
    QCOMPARE(m_editor->tuTable()->currentRow(), 2);
}

void TestDetachmentEditor::buildsANewDetachment()
{
    m_editor->selectSide(QStringLiteral("cecach"));
    QUndoStack *stack = m_document->undoStack();
    const int index = stack->index();
    const QString id = m_editor->addDetachment(QStringLiteral("fanatics"));
    QCOMPARE(id, QStringLiteral("fanatics"));
    QCOMPARE(m_editor->currentDetachmentId(), id);
    QCOMPARE(m_editor->detachmentList()->count(), 3);
    const QString entry = m_editor->addTus(id, QStringLiteral("flechette_infantry"), 12);
    QVERIFY(!entry.isEmpty());
    m_editor->addLeader(entry, QStringLiteral("lieutenant"), QStringLiteral("Lt Kral"));
    QCOMPARE(stack->index(), index + 3);
    const ForceEntry *added = nullptr;
    for (const ForceEntry &f : m_document->scenario().forces) {
        if (f.id == entry)
            added = &f;
    }
    QVERIFY(added);
    QCOMPARE(added->side, QStringLiteral("cecach"));
    QCOMPARE(added->colour, QStringLiteral("cecach"));
    QCOMPARE(added->placement.zone, QStringLiteral("cecach-village"));
    // 12 flechette TUs at 50 and a Fanatics Lieutenant at 25 (ours).
    QCOMPARE(crucibleDetachmentTotal(m_document->ruleset(), m_document->scenario(), id), 625);
    QVERIFY2(m_editor->detachmentTotalLabel()->text().startsWith(QStringLiteral("12 of 12 TUs")),
             qPrintable(m_editor->detachmentTotalLabel()->text()));
    QCOMPARE(m_editor->leaderTable()->rowCount(), 1);
    // Over the budget now: the force total check says so.
    QVERIFY(texts(m_editor->problemList())
                .join(QLatin1Char('\n'))
                .contains(QStringLiteral("over its budget")));
}

void TestDetachmentEditor::widgetsDriveTheEdits()
{
    // The count of Huber's six cars, through its spin box.
    auto *count = qobject_cast<QSpinBox *>(m_editor->tuTable()->cellWidget(2, 1));
    QVERIFY(count);
    count->setValue(7);
    QCOMPARE(
        crucibleDetachmentEntries(m_document->scenario(), QStringLiteral("huber")).at(2)->count, 7);
    // A TU skill, ticked in the list of the TU selected.
    m_editor->selectEntry(QStringLiteral("huber-cars"));
    QListWidget *skills = m_editor->tuSkillList();
    QListWidgetItem *edl = nullptr;
    for (int i = 0; i < skills->count(); ++i) {
        if (skills->item(i)->data(Qt::UserRole).toString() == QLatin1String("enhanced_data_link"))
            edl = skills->item(i);
    }
    QVERIFY(edl);
    edl->setCheckState(Qt::Checked);
    QCOMPARE(crucibleEntryParts(
                 *crucibleDetachmentEntries(m_document->scenario(), QStringLiteral("huber")).at(2))
                 .skills,
             QStringList {QStringLiteral("enhanced_data_link")});
    // An optional rule, through its combo box.
    QComboBox *troops = m_editor->optionCombo(QStringLiteral("troops"));
    QVERIFY(troops);
    troops->setCurrentIndex(troops->findData(QStringLiteral("on")));
    QCOMPARE(m_document->scenario().ruleOptions.value(QStringLiteral("troops")),
             QStringLiteral("on"));
    QCOMPARE(m_document->undoStack()->index(), 3);
}

QTEST_MAIN(TestDetachmentEditor)
#include "tst_detachmenteditor.moc"
