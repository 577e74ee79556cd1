// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// A side's faction and choices in the Sides dock, and the unit pool in the Forces dock
// (issue 15, point 3), driven through their widgets on a Hammer Wars scenario: the Faction
// combo lists the family's factions, the Goal combo the faction's two goals, and the
// Objective combo (the table's markers) is there only for a goal that needs one; each choice
// is one undo step (undo: the file's bytes before). The roster shows "Infantry 9 / 9" per
// category, in the alert colour while a count is off. A family without factions or pools
// shows neither. Fixture: tests/data/hammer-wars/forces.scenario.yaml.

#include "checks/scenariochecks.h"
#include "document/scenariodocument.h"
#include "mainwindow.h"
#include "mapview.h"
#include "roster/poolcounts.h"
#include "roster/rosterdock.h"
#include "ruleset/rulesetregistry.h"
#include "sides/sidechoiceseditor.h"
#include "sides/sidesdock.h"
#include "sidestestsupport.h"
#include "testsupport.h"
#include "validation/validationcontroller.h"
#include "widgettestsupport.h"

#include <QComboBox>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace hexwright;
using testsupport::pick;

namespace {

const QString Forces = QStringLiteral(TEST_DATA_DIR "/hammer-wars/forces.scenario.yaml");

QStringList itemData(const QComboBox *combo)
{
    QStringList out;
    for (int i = 0; combo && i < combo->count(); ++i)
        out.append(combo->itemData(i).toString());
    return out;
}

} // namespace

class TestSideChoices : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void theDockShowsTheSidesFactionAndGoal();
    void eachChoiceIsOneUndoStep_data();
    void eachChoiceIsOneUndoStep();
    void theObjectiveComboFollowsTheGoal();
    void aFamilyWithoutFactionsHidesTheFields();
    void theRosterCountsThePool();
    void goingToATableProblemCentresTheView();

private:
    QTemporaryDir m_home;
    std::unique_ptr<RulesetRegistry> m_registry;
};

void TestSideChoices::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsupport::useOwnHome(m_home.path(), "tst_sidechoices");
    m_registry = RulesetRegistry::withBundledData();
}

void TestSideChoices::theDockShowsTheSidesFactionAndGoal()
{
    auto document = sidestest::loadScenario(Forces, *m_registry);
    QVERIFY(document);
    SidesDock dock;
    dock.setDocument(document.get());
    dock.setCurrentSide(QStringLiteral("blue"));
    auto *editor = dock.findChild<SideChoicesEditor *>(QStringLiteral("sideChoicesEditor"));
    QVERIFY(editor);
    QVERIFY(editor->offersFactions());
    QVERIFY(!editor->isHidden());
    QComboBox *faction = editor->factionCombo();
    // "None", then the 26 factions of §9.
    QCOMPARE(faction->count(), 27);
    QCOMPARE(faction->currentData().toString(), QStringLiteral("space_marines"));
    QComboBox *goal = editor->choiceCombo(QStringLiteral("goal"));
    QVERIFY(goal);
    QCOMPARE(itemData(goal),
             (QStringList {QString(), QStringLiteral("duty"), QStringLiteral("revenge")}));
    QCOMPARE(goal->currentData().toString(), QStringLiteral("duty"));
    QComboBox *objective = editor->choiceCombo(QStringLiteral("goal_objective"));
    QVERIFY(objective);
    QCOMPARE(itemData(objective),
             (QStringList {QString(), QStringLiteral("north"), QStringLiteral("centre"),
                           QStringLiteral("south")}));
    QCOMPARE(objective->currentData().toString(), QStringLiteral("centre"));

    dock.setCurrentSide(QStringLiteral("red"));
    QCOMPARE(faction->currentData().toString(), QStringLiteral("orks"));
    goal = editor->choiceCombo(QStringLiteral("goal"));
    QVERIFY(goal);
    QCOMPARE(itemData(goal),
             (QStringList {QString(), QStringLiteral("greed"), QStringLiteral("revenge")}));
    QVERIFY(!editor->choiceCombo(QStringLiteral("goal_objective")));
}

void TestSideChoices::eachChoiceIsOneUndoStep_data()
{
    QTest::addColumn<QString>("side");
    QTest::addColumn<QString>("key"); // empty: the faction
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("faction"); // after
    QTest::addColumn<QString>("goal"); // after
    QTest::newRow("another faction with Duty") << "blue"
                                               << ""
                                               << "empire"
                                               << "empire"
                                               << "duty";
    QTest::newRow("a faction without Duty") << "blue"
                                            << ""
                                            << "orks"
                                            << "orks"
                                            << "";
    QTest::newRow("no faction") << "blue"
                                << ""
                                << ""
                                << ""
                                << "";
    QTest::newRow("Revenge") << "blue"
                             << "goal"
                             << "revenge"
                             << "space_marines"
                             << "revenge";
    QTest::newRow("no goal") << "red"
                             << "goal"
                             << ""
                             << "orks"
                             << "";
    QTest::newRow("another marker") << "blue"
                                    << "goal_objective"
                                    << "south"
                                    << "space_marines"
                                    << "duty";
}

void TestSideChoices::eachChoiceIsOneUndoStep()
{
    QFETCH(QString, side);
    QFETCH(QString, key);
    QFETCH(QString, value);
    QFETCH(QString, faction);
    QFETCH(QString, goal);
    auto document = sidestest::loadScenario(Forces, *m_registry);
    QVERIFY(document);
    const QByteArray before = document->serialize();
    SidesDock dock;
    dock.setDocument(document.get());
    dock.setCurrentSide(side);
    auto *editor = dock.findChild<SideChoicesEditor *>();
    QVERIFY(editor);
    QVERIFY(pick(key.isEmpty() ? editor->factionCombo() : editor->choiceCombo(key), value));
    QCOMPARE(document->undoStack()->count(), 1);
    const Side *after = document->scenario().findSide(side);
    QCOMPARE(after->faction, faction);
    QCOMPARE(after->choices.value(QStringLiteral("goal")), goal);
    // The dock shows what the document holds.
    QCOMPARE(editor->factionCombo()->currentData().toString(), faction);
    const QByteArray edited = document->serialize();
    QVERIFY(edited != before);
    document->undoStack()->undo();
    QCOMPARE(document->serialize(), before);
    QCOMPARE(editor->factionCombo()->currentData().toString(),
             document->scenario().findSide(side)->faction);
    document->undoStack()->redo();
    QCOMPARE(document->serialize(), edited);
}

void TestSideChoices::theObjectiveComboFollowsTheGoal()
{
    auto document = sidestest::loadScenario(Forces, *m_registry);
    QVERIFY(document);
    SidesDock dock;
    dock.setDocument(document.get());
    dock.setCurrentSide(QStringLiteral("blue"));
    auto *editor = dock.findChild<SideChoicesEditor *>();
    QVERIFY(editor);
    QVERIFY(pick(editor->choiceCombo(QStringLiteral("goal")), QStringLiteral("revenge")));
    QVERIFY(!editor->choiceCombo(QStringLiteral("goal_objective")));
    QVERIFY(!document->scenario()
                 .findSide(QStringLiteral("blue"))
                 ->choices.contains(QStringLiteral("goal_objective")));
    QVERIFY(pick(editor->choiceCombo(QStringLiteral("goal")), QStringLiteral("duty")));
    QComboBox *objective = editor->choiceCombo(QStringLiteral("goal_objective"));
    QVERIFY(objective);
    QVERIFY(objective->currentData().toString().isEmpty());
    QVERIFY(pick(objective, QStringLiteral("north")));
    QCOMPARE(document->scenario()
                 .findSide(QStringLiteral("blue"))
                 ->choices.value(QStringLiteral("goal_objective")),
             QStringLiteral("north"));
    QCOMPARE(document->undoStack()->count(), 3);
}

void TestSideChoices::aFamilyWithoutFactionsHidesTheFields()
{
    auto document = sidestest::loadScenario(sidestest::DemoPath, *m_registry);
    QVERIFY(document);
    SidesDock dock;
    dock.setDocument(document.get());
    auto *editor = dock.findChild<SideChoicesEditor *>();
    QVERIFY(editor);
    QVERIFY(!editor->offersFactions());
    QVERIFY(editor->isHidden());
    RosterDock roster;
    roster.setDocument(document.get());
    auto *pool = roster.findChild<PoolCounts *>();
    QVERIFY(pool);
    QVERIFY(pool->isHidden());
}

void TestSideChoices::theRosterCountsThePool()
{
    auto document = sidestest::loadScenario(Forces, *m_registry);
    QVERIFY(document);
    RosterDock roster;
    roster.setDocument(document.get());
    auto *pool = roster.findChild<PoolCounts *>();
    QVERIFY(pool);
    QVERIFY(!pool->isHidden());
    const QColor normal = roster.palette().color(QPalette::WindowText);
    QLabel *infantry = pool->categoryLabel(QStringLiteral("infantry"));
    QLabel *heavy = pool->categoryLabel(QStringLiteral("heavy"));
    QVERIFY(infantry && heavy);
    QCOMPARE(infantry->text(), QStringLiteral("Infantry 9 / 9"));
    QCOMPARE(heavy->text(), QStringLiteral("Heavy 1 / 1"));
    QCOMPARE(infantry->palette().color(QPalette::WindowText), normal);
    // The unit catalogue names each card's category.
    auto *units = roster.findChild<QComboBox *>(QStringLiteral("rosterUnitCombo"));
    QVERIFY(units && units->count() > 0);
    QVERIFY2(units->itemText(0).startsWith(QLatin1String("Infantry: ")),
             qPrintable(units->itemText(0)));

    // One more infantry model: the count follows the document, in the alert colour.
    const int row = units->findData(QStringLiteral("assault_infantry"));
    QVERIFY(row >= 0);
    units->setCurrentIndex(row);
    roster.addLine();
    QCOMPARE(infantry->text(), QStringLiteral("Infantry 10 / 9"));
    QVERIFY(infantry->palette().color(QPalette::WindowText) != normal);
    document->undoStack()->undo();
    QCOMPARE(infantry->text(), QStringLiteral("Infantry 9 / 9"));
    QCOMPARE(infantry->palette().color(QPalette::WindowText), normal);
}

void TestSideChoices::goingToATableProblemCentresTheView()
{
    // A Hammer Wars check's problem on a table names its part (an objective here): going to
    // it centres the view on where the part stands.
    MainWindow window;
    window.resize(1000, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(
        QStringLiteral(TEST_DATA_DIR "/checks/objective-in-solid-piece/input.scenario.yaml")));
    const ScenarioDocument *document = window.document();
    QVERIFY(document && document->scenario().table);
    std::optional<Diagnostic> problem;
    for (const Diagnostic &d : checkScenario(document->scenario(), document->ruleset(),
                                             document->map(), QStringLiteral("x"))) {
        if (d.code == QLatin1String("objective-in-solid-piece"))
            problem = d;
    }
    QVERIFY(problem);
    QCOMPARE(problem->subjectKind, QStringLiteral("objective"));
    const QPointF objective
        = document->scenario().table->findObjective(problem->subjectId)->at.toPointF();
    MapView *view = window.mapView();
    // Close enough that the table is larger than the window and can scroll.
    view->setZoom(8.0, view->viewport()->rect().center());
    view->centerOn(QPointF(0, 0));
    const auto offCentre = [&] {
        const QPointF centre = view->mapToScene(view->viewport()->rect().center());
        return std::hypot(centre.x() - objective.x(), centre.y() - objective.y());
    };
    QVERIFY(offCentre() > 100); // mm
    window.validation()->goTo(*problem);
    QVERIFY2(offCentre() < 5, qPrintable(QString::number(offCentre())));
}

QTEST_MAIN(TestSideChoices)
#include "tst_sidechoices.moc"
