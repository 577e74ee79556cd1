// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Striker's vehicle design workbench (issue 20), driven through its widgets on the bundled
// sample 51-motor-pool: it lists the scenario's designs and shows the chosen one's values;
// every change is one undo step on the document (undo: the design as it was); the design
// constraints follow each change live and a click on one goes to its field; the totals that
// rest on Book 3's lost values carry the provisional dagger; New and Remove are undo steps
// too; and the Scenario menu offers the workbench only while a Striker scenario is open.

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "edit/familyedits.h"
#include "families/striker/designworkbench.h"
#include "families/striker/strikerdesign.h"
#include "ruleset/rulesetregistry.h"
#include "widgettestsupport.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace hexwright;
using testsupport::pick;

namespace {

const QString Sample
    = QStringLiteral(SOURCE_DIR "/resources/scenarios/samples/51-motor-pool.scenario.yaml");

QStringList problemTexts(const QListWidget *list)
{
    QStringList out;
    for (int i = 0; i < list->count(); ++i)
        out.append(list->item(i)->text());
    return out;
}

} // namespace

class TestDesignWorkbench : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void showsTheScenarioDesigns();
    void eachChangeIsOneUndoStep();
    void typingIntoOneFieldMerges();
    void constraintsAreLiveAndJumpToTheField();
    void provisionalTotalsCarryTheDagger();
    void newAndRemoveAreUndoSteps();
    void worldPartFollowsTheScenario();

private:
    std::unique_ptr<RulesetRegistry> m_registry;
    std::unique_ptr<ScenarioDocument> m_document;
    DesignWorkbench *m_bench = nullptr;
};

void TestDesignWorkbench::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_registry = RulesetRegistry::withBundledData();
    m_registry->setUserChartsFolder(QString());
}

void TestDesignWorkbench::init()
{
    Diagnostics diagnostics;
    m_document = ScenarioDocument::load(Sample, *m_registry, diagnostics);
    QVERIFY2(m_document, diagnostics.isEmpty() ? "" : qPrintable(diagnostics.first().toText()));
    m_bench = new DesignWorkbench(m_document.get());
    m_bench->show();
    m_bench->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_bench));
}

void TestDesignWorkbench::cleanup()
{
    delete m_bench;
    m_bench = nullptr;
    m_document.reset();
}

void TestDesignWorkbench::showsTheScenarioDesigns()
{
    QCOMPARE(m_bench->designList()->count(), 8);
    QCOMPARE(m_bench->currentDesignId(), QStringLiteral("grav-tank"));
    auto *volume
        = qobject_cast<QDoubleSpinBox *>(m_bench->fieldWidget(QStringLiteral("chassis_volume")));
    QVERIFY(volume);
    QCOMPARE(volume->value(), 60.0);
    auto *plant = qobject_cast<QComboBox *>(m_bench->fieldWidget(QStringLiteral("power_plant")));
    QCOMPARE(plant->currentData().toString(), QStringLiteral("fusion"));
    auto *front
        = qobject_cast<QDoubleSpinBox *>(m_bench->fieldWidget(QStringLiteral("armour/front")));
    QCOMPARE(front->value(), 30.0);
    auto *mount
        = qobject_cast<QComboBox *>(m_bench->fieldWidget(QStringLiteral("weapons/1/mount")));
    QVERIFY(mount);
    QCOMPARE(mount->currentData().toString(), QStringLiteral("cupola"));
    // The sample's designs meet every constraint: the list says so.
    QCOMPARE(m_bench->problemList()->count(), 1);
    QVERIFY(m_bench->problemList()->item(0)->data(Qt::UserRole).toString().isEmpty());
    // Another design.
    m_bench->designList()->setCurrentRow(3);
    QCOMPARE(m_bench->currentDesignId(), QStringLiteral("militia-tank"));
    QCOMPARE(volume->value(), 45.0);
}

void TestDesignWorkbench::eachChangeIsOneUndoStep()
{
    QUndoStack *stack = m_document->undoStack();
    const int before = stack->count();
    const StrikerDesign original
        = *strikerDesign(m_document->scenario(), QStringLiteral("grav-tank"));
    auto *plant = qobject_cast<QComboBox *>(m_bench->fieldWidget(QStringLiteral("power_plant")));
    QVERIFY(pick(plant, QStringLiteral("turbine")));
    QCOMPARE(stack->count(), before + 1);
    QCOMPARE(strikerDesign(m_document->scenario(), QStringLiteral("grav-tank"))->powerPlant,
             QStringLiteral("turbine"));
    auto *life = qobject_cast<QCheckBox *>(m_bench->fieldWidget(QStringLiteral("life_support")));
    life->setChecked(false);
    QCOMPARE(stack->count(), before + 2);
    QVERIFY(!strikerDesign(m_document->scenario(), QStringLiteral("grav-tank"))->lifeSupport);
    stack->undo();
    stack->undo();
    QCOMPARE(strikerDesign(m_document->scenario(), QStringLiteral("grav-tank"))->toValue(),
             original.toValue());
    // The form follows the undo.
    QCOMPARE(plant->currentData().toString(), QStringLiteral("fusion"));
    QVERIFY(life->isChecked());
}

void TestDesignWorkbench::typingIntoOneFieldMerges()
{
    QUndoStack *stack = m_document->undoStack();
    const int before = stack->count();
    auto *volume
        = qobject_cast<QDoubleSpinBox *>(m_bench->fieldWidget(QStringLiteral("chassis_volume")));
    volume->setValue(61);
    volume->setValue(62);
    volume->setValue(65);
    QCOMPARE(stack->count(), before + 1);
    QCOMPARE(strikerDesign(m_document->scenario(), QStringLiteral("grav-tank"))->chassisVolume,
             65.0);
    stack->undo();
    QCOMPARE(volume->value(), 60.0);
}

void TestDesignWorkbench::constraintsAreLiveAndJumpToTheField()
{
    // Constraint 10: the commander works only a cupola or pintel weapon.
    auto *mount
        = qobject_cast<QComboBox *>(m_bench->fieldWidget(QStringLiteral("weapons/1/mount")));
    QVERIFY(pick(mount, QStringLiteral("turret")));
    QListWidget *problems = m_bench->problemList();
    QListWidgetItem *found = nullptr;
    for (int i = 0; i < problems->count(); ++i) {
        if (problems->item(i)->text().startsWith(QLatin1String("10. ")))
            found = problems->item(i);
    }
    QVERIFY2(found, qPrintable(problemTexts(problems).join(QLatin1Char('\n'))));
    QCOMPARE(found->data(Qt::UserRole).toString(), QStringLiteral("weapons/1/mount"));
    // Constraint 12 on a design at TL 8: a meson gun needs TL 15.
    auto *weapon
        = qobject_cast<QComboBox *>(m_bench->fieldWidget(QStringLiteral("weapons/0/weapon")));
    QVERIFY(pick(weapon, QStringLiteral("meson_gun")));
    auto *tl = qobject_cast<QComboBox *>(m_bench->fieldWidget(QStringLiteral("tl")));
    QVERIFY(pick(tl, QStringLiteral("E")));
    QCOMPARE(strikerDesign(m_document->scenario(), QStringLiteral("grav-tank"))->weapons[0].weapon,
             QStringLiteral("meson_gun"));
    QVERIFY2(problemTexts(problems).join(QLatin1Char('\n')).contains(QLatin1String("12. ")),
             qPrintable(problemTexts(problems).join(QLatin1Char('\n'))));
    // A click on a problem goes to its field: the weapon's row and its widget.
    for (int i = 0; i < problems->count(); ++i) {
        if (problems->item(i)->text().startsWith(QLatin1String("10. "))) {
            Q_EMIT problems->itemClicked(problems->item(i));
            break;
        }
    }
    auto *table = m_bench->findChild<QTableWidget *>(QStringLiteral("weaponsTable"));
    QVERIFY(table);
    QCOMPARE(table->currentRow(), 1);
    QWidget *field = m_bench->fieldWidget(QStringLiteral("weapons/1/mount"));
    QTRY_VERIFY(field->hasFocus());
    // Back to a legal mount: the problem goes.
    mount = qobject_cast<QComboBox *>(m_bench->fieldWidget(QStringLiteral("weapons/1/mount")));
    QVERIFY(pick(mount, QStringLiteral("cupola")));
    QVERIFY(!problemTexts(problems).join(QLatin1Char('\n')).contains(QLatin1String("10. ")));
}

void TestDesignWorkbench::provisionalTotalsCarryTheDagger()
{
    QProgressBar *volume = m_bench->totalBar(QStringLiteral("volume"));
    QVERIFY(volume);
    QVERIFY2(volume->format().contains(QChar(0x2020)), qPrintable(volume->format()));
    // Maintenance points are the text's: no dagger. Grav 5, fusion gun 5, autocannon 2, direct
    // fire control 6, battle computer 50, radar 5, thermal 1, communicator 1, ECM 5 = 80,
    // doubled as an import from TL D to the TL 9 world.
    QProgressBar *maintenance = m_bench->totalBar(QStringLiteral("maintenance"));
    QVERIFY(!maintenance->format().contains(QChar(0x2020)));
    QVERIFY2(maintenance->format().startsWith(QLatin1String("160 ")),
             qPrintable(maintenance->format()));
}

void TestDesignWorkbench::newAndRemoveAreUndoSteps()
{
    QUndoStack *stack = m_document->undoStack();
    const int before = stack->count();
    auto *add = m_bench->findChild<QPushButton *>(QStringLiteral("newDesignButton"));
    QVERIFY(add);
    add->click();
    QCOMPARE(m_bench->designList()->count(), 9);
    QCOMPARE(strikerDesigns(m_document->scenario()).size(), 9);
    QCOMPARE(m_bench->currentDesignId(), QStringLiteral("design-9"));
    QCOMPARE(stack->count(), before + 1);
    auto *remove = m_bench->findChild<QPushButton *>(QStringLiteral("removeDesignButton"));
    remove->click();
    QCOMPARE(strikerDesigns(m_document->scenario()).size(), 8);
    QCOMPARE(stack->count(), before + 2);
    stack->undo();
    stack->undo();
    QCOMPARE(strikerDesigns(m_document->scenario()).size(), 8);
    QCOMPARE(stack->count(), before + 2);
    QCOMPARE(stack->index(), before);
}

void TestDesignWorkbench::worldPartFollowsTheScenario()
{
    // The World part: the sample's world (size 7, standard, 1 G, light fog) and the checks it
    // drives (§7 constraints 1-4, rules 48 and 53), live, a click going to the field.
    const auto line = [this](const char *start) -> QListWidgetItem * {
        QListWidget *checks = m_bench->worldCheckList();
        for (int i = 0; i < checks->count(); ++i) {
            if (checks->item(i)->text().startsWith(QLatin1String(start)))
                return checks->item(i);
        }
        return nullptr;
    };
    constexpr int met = int(StrikerWorldCheck::State::Met);
    constexpr int broken = int(StrikerWorldCheck::State::Broken);
    const QString summary = m_bench->worldSummary()->text();
    QVERIFY2(summary.contains(QLatin1String("7 (horizon 473 cm)")), qPrintable(summary));
    QVERIFY2(summary.contains(QLatin1String("Standard")), qPrintable(summary));
    QVERIFY2(summary.contains(QLatin1String("Light fog")), qPrintable(summary));
    // The grav tank's fusion plant breathes no air; it is sealed with life support.
    QVERIFY(line("1. "));
    QCOMPARE(line("1. ")->data(Qt::UserRole + 1).toInt(), met);
    QVERIFY(line("1. ")->text().contains(QLatin1String("does not breathe air")));
    QCOMPARE(line("4. ")->data(Qt::UserRole + 1).toInt(), met);
    // Rule 48: light amplification fails in fog (design 5, the militia's jeep).
    m_bench->designList()->setCurrentRow(4);
    QListWidgetItem *light = line("Light amplification");
    QVERIFY(light);
    QCOMPARE(light->data(Qt::UserRole).toString(), QStringLiteral("sensors/1"));
    // The world turns to vacuum: the militia tank's turbine breathes air, and it is unsealed.
    QVariantMap world = m_document->scenario().family.value(QStringLiteral("world")).toMap();
    world.insert(QStringLiteral("atmosphere"), QStringLiteral("vacuum"));
    m_document->undoStack()->push(new ChangeScenarioFamily(
        m_document.get(),
        setScenarioFamilyValue(m_document->scenario(), QStringLiteral("world"), world),
        QStringLiteral("Vacuum")));
    m_bench->designList()->setCurrentRow(3);
    QCOMPARE(m_bench->currentDesignId(), QStringLiteral("militia-tank"));
    QVERIFY(m_bench->worldSummary()->text().contains(QLatin1String("Vacuum")));
    QListWidgetItem *engine = line("1. ");
    QVERIFY(engine);
    QCOMPARE(engine->data(Qt::UserRole + 1).toInt(), broken);
    QCOMPARE(engine->data(Qt::UserRole).toString(), QStringLiteral("power_plant"));
    QCOMPARE(line("4. ")->data(Qt::UserRole + 1).toInt(), broken);
    QCOMPARE(line("4. ")->data(Qt::UserRole).toString(), QStringLiteral("sealing"));
    Q_EMIT m_bench->worldCheckList()->itemClicked(engine);
    QTRY_VERIFY(m_bench->fieldWidget(QStringLiteral("power_plant"))->hasFocus());
    // Undone, the world is standard again and so is the line.
    m_document->undoStack()->undo();
    QCOMPARE(line("1. ")->data(Qt::UserRole + 1).toInt(), met);
}

QTEST_MAIN(TestDesignWorkbench)
#include "tst_designworkbench.moc"
