// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Striker's Referee Aids window (issue 20), driven through its widgets on the bundled sample
// 51-motor-pool: one page per aid, each with a panel naming what the lost books would give;
// a roll shows its seed and every modifier, and the same seed rolls the same again; and
// Scenario > Playtest, disabled for want of an engine, opens the aids on a Striker scenario
// and plays the game on another family's.

#include "document/scenariodocument.h"
#include "export/sidesheets.h"
#include "families/striker/refereeaids.h"
#include "mainwindow.h"
#include "playtest/playtestextension.h"
#include "refereeaidstestsupport.h"
#include "ruleset/rulesetregistry.h"
#include "testsupport.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QTextBrowser>

#include <memory>

using namespace hexwright;

namespace {

const QString Sample = testsupport::StrikerSample;
using testsupport::rollOn;

} // namespace

class TestRefereeAids : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void everyAidHasAPageAndSaysWhatIsMissing();
    void aRollShowsItsSeedAndModifiers();
    void theSameSeedRollsTheSame();
    void playtestOpensTheAidsOnlyForStriker();
    void theAdvancedBooksOtherAids();
    // Rule 36 C.1: the page follows the scenario's point_defense_example option, one undo step.
    void pointDefenseFollowsTheExampleOption();
    // The options of stated readings, each on its page and changed as one undo step: the
    // order of the phases (Book 1 lost), the stuck roll's dice (60 A), half a penetration
    // against aircraft (62 E).
    void optionsOnTheirPages_data();
    void optionsOnTheirPages();
    void theSequenceFollowsUndo();
    void sideSheetsPrintTheChosenOrder_data();
    void sideSheetsPrintTheChosenOrder();

private:
    std::unique_ptr<RulesetRegistry> m_registry;
    std::unique_ptr<ScenarioDocument> m_document;
    std::unique_ptr<RefereeAids> m_aids;
};

void TestRefereeAids::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    testsupport::useTestSettings("tst_refereeaids");
    m_registry = RulesetRegistry::withBundledData();
    m_registry->setUserChartsFolder(QString());
}

void TestRefereeAids::init()
{
    Diagnostics diagnostics;
    m_document = ScenarioDocument::load(Sample, *m_registry, diagnostics);
    QVERIFY2(m_document, diagnostics.isEmpty() ? "" : qPrintable(diagnostics.first().toText()));
    m_aids = std::make_unique<RefereeAids>(m_document.get(), nullptr, 42);
}

void TestRefereeAids::cleanup()
{
    m_aids.reset();
    m_document.reset();
}

void TestRefereeAids::everyAidHasAPageAndSaysWhatIsMissing()
{
    const QStringList ids {QStringLiteral("aidIndirectFire"), QStringLiteral("aidBombing"),
                           QStringLiteral("aidMines"), QStringLiteral("aidSpotting"),
                           QStringLiteral("aidMorale"), QStringLiteral("aidAircraft"),
                           QStringLiteral("aidDrones"), QStringLiteral("aidSpecialMunitions"),
                           QStringLiteral("aidMelee"), QStringLiteral("aidSensors"),
                           // the other helper's pages of issue 20 (refereeaids_combat.cpp)
                           QStringLiteral("aidAmmunition"), QStringLiteral("aidMissiles"),
                           QStringLiteral("aidDogfight"), QStringLiteral("aidDemolitions"),
                           QStringLiteral("aidEncumbrance"), QStringLiteral("aidSequence")};
    QCOMPARE(m_aids->pages()->count(), ids.size());
    for (int i = 0; i < ids.size(); ++i) {
        QWidget *page = m_aids->pages()->widget(i);
        QCOMPARE(page->objectName(), ids.at(i));
        auto *missing = page->findChild<QLabel *>(QStringLiteral("missingList"));
        QVERIFY(missing);
        QVERIFY2(missing->text().contains(QLatin1String("Book")), qPrintable(ids.at(i)));
    }
    QVERIFY(m_aids->findChild<QLabel *>(QStringLiteral("lostNotice"))
                ->text()
                .contains(QLatin1String("No full game")));
    // The world's size comes from the scenario; the ground from the ruleset's terrain.
    auto *ground = m_aids->findChild<QComboBox *>(QStringLiteral("ground"));
    QVERIFY(ground && ground->count() >= 2);
}

void TestRefereeAids::aRollShowsItsSeedAndModifiers()
{
    QCOMPARE(m_aids->findChild<QLineEdit *>(QStringLiteral("seed"))->text(), QStringLiteral("42"));
    // Point defense: TL12 against TL10 rounds, 3 dice at +2 each.
    const QString fire = rollOn(*m_aids, QStringLiteral("aidIndirectFire"));
    QVERIFY2(fire.contains(QLatin1String("Seed 42, roll 1:")), qPrintable(fire));
    QVERIFY2(fire.contains(QLatin1String("point defense TL 12 - round TL 10")), qPrintable(fire));
    QVERIFY(fire.contains(QLatin1String("+2")));
    QVERIFY(fire.contains(QLatin1String("Rounds destroyed:")));
    QCOMPARE(m_aids->rollCount(), 1);
    // Morale: a led regular, 7 + 1.
    m_aids->findChild<QComboBox *>(QStringLiteral("quality"))->setCurrentIndex(1);
    m_aids->findChild<QCheckBox *>(QStringLiteral("leader"))->setChecked(true);
    const QString morale = rollOn(*m_aids, QStringLiteral("aidMorale"));
    QVERIFY2(morale.contains(QLatin1String("Seed 42, roll 2:")), qPrintable(morale));
    QVERIFY(morale.contains(QLatin1String("Led by an NCO or officer")));
    QVERIFY(morale.contains(QLatin1String("against morale 8")));
    QVERIFY(morale.contains(QLatin1String("passed"))
            || morale.contains(QLatin1String("failed by")));
    // Mines: a laid field 1 cm deep is 5 attack rolls at 7+.
    const QString mines = rollOn(*m_aids, QStringLiteral("aidMines"));
    QVERIFY2(mines.contains(QLatin1String("5 attack(s), each hitting on 7+")), qPrintable(mines));
    QCOMPARE(m_aids->rollCount(), 7);
}

void TestRefereeAids::theSameSeedRollsTheSame()
{
    const QString first = rollOn(*m_aids, QStringLiteral("aidSpotting"));
    const QString second = rollOn(*m_aids, QStringLiteral("aidSpotting"));
    QVERIFY(second.contains(QLatin1String("roll 2:")));
    QTest::mouseClick(m_aids->findChild<QPushButton *>(QStringLiteral("restartDice")),
                      Qt::LeftButton);
    QCOMPARE(m_aids->rollCount(), 0);
    QCOMPARE(rollOn(*m_aids, QStringLiteral("aidSpotting")), first);
    m_aids->setSeed(7);
    QVERIFY(
        rollOn(*m_aids, QStringLiteral("aidSpotting")).contains(QLatin1String("Seed 7, roll 1")));
}

void TestRefereeAids::playtestOpensTheAidsOnlyForStriker()
{
    QVERIFY(hasRefereeAids(QStringLiteral("striker")));
    QVERIFY(!hasRefereeAids(QStringLiteral("hammers-slammers")));
    QVERIFY(!makeRefereeAids(QStringLiteral("hammers-slammers"), m_document.get(), nullptr));

    MainWindow window;
    QVERIFY(window.openFile(Sample));
    auto *playtest = window.findChild<QAction *>(QStringLiteral("playtestAction"));
    QVERIFY(playtest);
    QVERIFY(playtest->isEnabled());
    QVERIFY2(playtest->toolTip().contains(QLatin1String("referee aids")),
             qPrintable(playtest->toolTip()));
    playtest->trigger();
    auto *aids = window.findChild<RefereeAids *>();
    QVERIFY(aids);
    QVERIFY(aids->isVisible());
    // Again: the same window, raised.
    playtest->trigger();
    QCOMPARE(window.findChildren<RefereeAids *>().size(), 1);
    // Another family's scenario: the playtest proper, and the aids close.
    QVERIFY(window.openDemo());
    QVERIFY(playtest->isEnabled());
    QVERIFY(!playtest->toolTip().contains(QLatin1String("referee aids")));
    QTRY_VERIFY(window.findChildren<RefereeAids *>().isEmpty());
}

void TestRefereeAids::theAdvancedBooksOtherAids()
{
    // Rule 48 in the sample's light fog: lights fail, the rest work as at night; no dice.
    const QString fog = rollOn(*m_aids, QStringLiteral("aidSensors"));
    QVERIFY2(fog.contains(QLatin1String("Sensors in Light fog")), qPrintable(fog));
    QVERIFY(fog.contains(QLatin1String("searchlights and light amplification do not work")));
    QVERIFY(fog.contains(QLatin1String("personnel to 300 cm, vehicles to 600 cm")));
    QCOMPARE(m_aids->rollCount(), 0);
    auto *weather = m_aids->findChild<QComboBox *>(QStringLiteral("sensorWeather"));
    weather->setCurrentIndex(weather->findData(QStringLiteral("rain")));
    const QString rain = rollOn(*m_aids, QStringLiteral("aidSensors"));
    QVERIFY2(rain.contains(QLatin1String("personnel to 150 cm and vehicles to 300 cm")),
             qPrintable(rain));
    QVERIFY(rain.contains(QLatin1String("radar range is halved")));
    // Rules 46 and 47 on passive IR: half by day by default, all at night or with "full".
    auto *night = m_aids->findChild<QCheckBox *>(QStringLiteral("sensorNight"));
    night->setChecked(false);
    QVERIFY(rollOn(*m_aids, QStringLiteral("aidSensors")).contains(QLatin1String("to 50%")));
    night->setChecked(true);
    QVERIFY(rollOn(*m_aids, QStringLiteral("aidSensors")).contains(QLatin1String("to 100%")));
    night->setChecked(false);
    auto *ir = m_aids->findChild<QComboBox *>(QStringLiteral("passiveIrRange"));
    ir->setCurrentIndex(ir->findData(QStringLiteral("full")));
    QVERIFY(rollOn(*m_aids, QStringLiteral("aidSensors")).contains(QLatin1String("to 100%")));
    m_document->undoStack()->undo();
    QVERIFY(rollOn(*m_aids, QStringLiteral("aidSensors")).contains(QLatin1String("to 50%")));
    // Rule 39 B with the referee's radii 2/10/20/40: 15 cm out is the secondary radius, pen 20,
    // no dice; 30 cm out is the tertiary, one 2D roll at 6+.
    auto *distance = m_aids->findChild<QDoubleSpinBox *>(QStringLiteral("distance"));
    distance->setValue(15);
    const QString secondary = rollOn(*m_aids, QStringLiteral("aidSpecialMunitions"));
    QVERIFY2(secondary.contains(QLatin1String("secondary blast radius")), qPrintable(secondary));
    QVERIFY(secondary.contains(QLatin1String("penetration 20")));
    QVERIFY(secondary.contains(QLatin1String("Contaminated for 60 turns")));
    QCOMPARE(m_aids->rollCount(), 0);
    distance->setValue(30);
    const QString tertiary = rollOn(*m_aids, QStringLiteral("aidSpecialMunitions"));
    QVERIFY2(tertiary.contains(QLatin1String("against 6+")), qPrintable(tertiary));
    QCOMPARE(m_aids->rollCount(), 1);
    // Rule 57 A.2: a regular with a bayonet (2 + 3) against an elite (4 + 3): the elite first.
    const QString melee = rollOn(*m_aids, QStringLiteral("aidMelee"));
    QVERIFY2(melee.contains(QLatin1String("Advantage: first 5, second 7.")), qPrintable(melee));
    QVERIFY(melee.indexOf(QLatin1String("Second strikes"))
            < melee.indexOf(QLatin1String("First strikes")));
    // Rule 38 B.5: in its attack phase only dedicated point defense fires at a drone missile.
    auto *drone = m_aids->findChild<QComboBox *>(QStringLiteral("droneRoll"));
    drone->setCurrentIndex(1);
    m_aids->findChild<QCheckBox *>(QStringLiteral("attackPhase"))->setChecked(true);
    const int before = m_aids->rollCount();
    QVERIFY(rollOn(*m_aids, QStringLiteral("aidDrones")).contains(QLatin1String("May not fire")));
    QCOMPARE(m_aids->rollCount(), before);
    m_aids->findChild<QCheckBox *>(QStringLiteral("attackPhase"))->setChecked(false);
    const QString shot = rollOn(*m_aids, QStringLiteral("aidDrones"));
    QVERIFY2(shot.contains(QLatin1String("-5")), qPrintable(shot));
}

QTEST_MAIN(TestRefereeAids)
void TestRefereeAids::pointDefenseFollowsTheExampleOption()
{
    auto *reading = m_aids->findChild<QComboBox *>(QStringLiteral("pointDefenseReading"));
    QVERIFY(reading);
    QCOMPARE(reading->currentData().toString(), QStringLiteral("rule"));
    const QString byTheRule = rollOn(*m_aids, QStringLiteral("aidIndirectFire"));
    QVERIFY(!byTheRule.contains(QLatin1String("As the book's example reads it")));
    reading->setCurrentIndex(reading->findData(QStringLiteral("example")));
    QCOMPARE(m_document->scenario().ruleOptions.value(QStringLiteral("point_defense_example")),
             QStringLiteral("example"));
    const QString byTheExample = rollOn(*m_aids, QStringLiteral("aidIndirectFire"));
    QVERIFY2(byTheExample.contains(QLatin1String("As the book's example reads it")),
             qPrintable(byTheExample));
    m_document->undoStack()->undo();
    QVERIFY(!m_document->scenario().ruleOptions.contains(QStringLiteral("point_defense_example")));
    QCOMPARE(reading->currentData().toString(), QStringLiteral("rule"));
}

void TestRefereeAids::optionsOnTheirPages_data()
{
    QTest::addColumn<QString>("box");
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("defaultValue");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("page");
    QTest::addColumn<QString>("before"); // a pattern the default's result matches
    QTest::addColumn<QString>("after"); // the same with the value chosen
    QTest::newRow("phase order: fire then move")
        << "phaseOrder"
        << "phase_order"
        << "as_listed"
        << "fire_then_move"
        << "aidSequence"
        << "Friendly movement phase.*Friendly fire phase"
        << "Friendly fire phase.*Enemy fire phase.*Friendly movement phase";
    QTest::newRow("stuck roll: three dice") << "stuckRollDice"
                                            << "stuck_roll_dice"
                                            << "2d6"
                                            << "3d6"
                                            << "aidMines"
                                            << "roll \\d+: \\d \\+ \\d\\n"
                                            << "roll \\d+: \\d \\+ \\d \\+ \\d\\n";
    QTest::newRow("half a penetration: halves kept") << "halfPenetration"
                                                     << "aircraft_half_penetration"
                                                     << "round_down"
                                                     << "keep_halves"
                                                     << "aidAircraft"
                                                     << "The hit does 7 damage points"
                                                     << "The hit does 7.5 damage points";
}

void TestRefereeAids::optionsOnTheirPages()
{
    QFETCH(QString, box);
    QFETCH(QString, option);
    QFETCH(QString, defaultValue);
    QFETCH(QString, value);
    QFETCH(QString, page);
    QFETCH(QString, before);
    QFETCH(QString, after);
    // The mines page rolls for getting stuck; the aircraft page hits with penetration 15.
    m_aids->findChild<QComboBox *>(QStringLiteral("mineRoll"))->setCurrentIndex(2);
    auto *choice = m_aids->findChild<QComboBox *>(box);
    QVERIFY(choice);
    QCOMPARE(choice->currentData().toString(), defaultValue);
    const QRegularExpression was(before, QRegularExpression::DotMatchesEverythingOption);
    const QRegularExpression is(after, QRegularExpression::DotMatchesEverythingOption);
    const QString first = rollOn(*m_aids, page);
    QVERIFY2(was.match(first).hasMatch(), qPrintable(first));
    QVERIFY2(!is.match(first).hasMatch(), qPrintable(first));
    const int steps = m_document->undoStack()->count();
    choice->setCurrentIndex(choice->findData(value));
    QCOMPARE(m_document->undoStack()->count(), steps + 1);
    QCOMPARE(m_document->scenario().ruleOptions.value(option), value);
    m_aids->findChild<QDoubleSpinBox *>(QStringLiteral("damageTaken"))->setValue(0);
    const QString second = rollOn(*m_aids, page);
    QVERIFY2(is.match(second).hasMatch(), qPrintable(second));
    m_document->undoStack()->undo();
    QVERIFY(!m_document->scenario().ruleOptions.contains(option));
    QCOMPARE(choice->currentData().toString(), defaultValue);
}

void TestRefereeAids::theSequenceFollowsUndo()
{
    // The sequence is shown at once and follows the option through undo and redo.
    auto *page = m_aids->pages()->findChild<QWidget *>(QStringLiteral("aidSequence"));
    QVERIFY(page);
    auto *result = page->findChild<QTextBrowser *>(QStringLiteral("result"));
    const auto order = [result] {
        const QString text = result->toPlainText();
        return text.indexOf(QLatin1String("Friendly fire phase"))
            < text.indexOf(QLatin1String("Friendly movement phase"));
    };
    QVERIFY2(result->toPlainText().contains(QLatin1String("the scenario's reading")),
             qPrintable(result->toPlainText()));
    QVERIFY(!order());
    auto *choice = m_aids->findChild<QComboBox *>(QStringLiteral("phaseOrder"));
    choice->setCurrentIndex(choice->findData(QStringLiteral("fire_then_move")));
    QVERIFY(order());
    m_document->undoStack()->undo();
    QVERIFY(!order());
    m_document->undoStack()->redo();
    QVERIFY(order());
}

void TestRefereeAids::sideSheetsPrintTheChosenOrder_data()
{
    // The side sheets print the sequence in the option's order, numbered as played, with a
    // line saying the order is the chosen reading (Book 1 is lost).
    QTest::addColumn<QString>("value"); // empty: the default
    QTest::addColumn<QStringList>("phases");
    QTest::newRow("default: as listed")
        << QString()
        << QStringList {QStringLiteral("1. Command phase"),  QStringLiteral("2. Friendly movement"),
                        QStringLiteral("3. Enemy movement"), QStringLiteral("4. Friendly fire"),
                        QStringLiteral("5. Enemy fire"),     QStringLiteral("6. Melee")};
    QTest::newRow("fire then move")
        << QStringLiteral("fire_then_move")
        << QStringList {QStringLiteral("1. Command phase"),  QStringLiteral("2. Friendly fire"),
                        QStringLiteral("3. Enemy fire"),     QStringLiteral("4. Friendly movement"),
                        QStringLiteral("5. Enemy movement"), QStringLiteral("6. Melee")};
}

void TestRefereeAids::sideSheetsPrintTheChosenOrder()
{
    QFETCH(QString, value);
    QFETCH(QStringList, phases);
    Scenario scenario = m_document->scenario();
    if (!value.isEmpty())
        scenario.ruleOptions.insert(QStringLiteral("phase_order"), value);
    const SideSheetLayout layout
        = layoutSideSheets(m_document->ruleset(), scenario, SideSheetOptions());
    QVERIFY(!layout.pages.isEmpty());
    const SheetPage &page = layout.pages.last(); // the sequence ends a side's sheet
    QStringList lines;
    for (const SheetItem *item : page.itemsWithRole(QStringLiteral("sequence")))
        lines.append(item->text);
    QCOMPARE(lines.size(), phases.size());
    for (int i = 0; i < phases.size(); ++i)
        QVERIFY2(lines.at(i).startsWith(phases.at(i)), qPrintable(lines.at(i)));
    // The reading may wrap over lines.
    QStringList reading;
    for (const SheetItem *item : page.itemsWithRole(QStringLiteral("sequence-reading")))
        reading.append(item->text);
    const QString text = reading.join(QLatin1Char(' ')).simplified();
    QVERIFY2(text.contains(QLatin1String("Book 1 is lost")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("then friendly and enemy movement"))
                 == (value == QLatin1String("fire_then_move")),
             qPrintable(text));
}

#include "tst_refereeaids.moc"
