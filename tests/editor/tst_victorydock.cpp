// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Victory dock in a main window: conditions in generated forms, the marker tool and page,
// and the hidden units page. Every edit is one undo step, and what the editor makes loads
// back without a single diagnostic. The sentences and edits behind them are tested without a
// window in tst_victorytext.

#include "document/scenariodocument.h"
#include "edit/markeredits.h"
#include "editorcontext.h"
#include "io/yamltree.h"
#include "mainwindow.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenarioreader.h"
#include "scenario/victoryschema.h"
#include "scenario/victorytext.h"
#include "testsupport.h"
#include "victory/conditionform.h"
#include "victory/hiddenpage.h"
#include "victory/markerspage.h"
#include "victory/markertool.h"
#include "victory/parameditors.h"
#include "victory/victorydock.h"
#include "victory/victorylistmodel.h"
#include "victory/victorypage.h"
#include "victorytestsupport.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

using namespace hexwright;
using namespace hexwright::victorytest;
using testsupport::hex;

class TestVictoryDock : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void everyKindReadsWithoutGaps();

    void generatedFormMakesAValidCondition_data();
    void generatedFormMakesAValidCondition();
    void spinningATurnIsOneUndoStep();
    void levelsStayAscending();
    void sideZonesTableDropsASide();
    void conditionsAreAddedRemovedDuplicatedAndMoved();
    void removingTheConditionThatEndsTheGameClearsTheLink();
    void aNewConditionStartsWithAZone_data();
    void aNewConditionStartsWithAZone();

    void markerToolPlacesSelectsAndRemoves();
    void markerNameEditsTheSelectedMarker();

    void hiddenUnitsPageEditsAndHighlightsTheZone();

private:
    MainWindow *openEverything(std::unique_ptr<MainWindow> &window);
    static VictoryDock *dockOf(MainWindow &window)
    {
        return window.findChild<VictoryDock *>(QStringLiteral("victoryDock"));
    }

    QTemporaryDir m_home;
    std::unique_ptr<RulesetRegistry> m_registry;
    std::unique_ptr<ScenarioDocument> m_everything;
};

void TestVictoryDock::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsupport::useOwnHome(m_home.path(), "tst_victorydock");
    m_registry = RulesetRegistry::withBundledData();
    Diagnostics diagnostics;
    m_everything = ScenarioDocument::load(EverythingPath, *m_registry, diagnostics);
    QVERIFY2(m_everything, qPrintable(diagnostics.value(0).message));
}

MainWindow *TestVictoryDock::openEverything(std::unique_ptr<MainWindow> &window)
{
    window = std::make_unique<MainWindow>();
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()) || !window->openFile(EverythingPath))
        return nullptr;
    return window.get();
}

// --- The sentences ----------------------------------------------------------------------

void TestVictoryDock::everyKindReadsWithoutGaps()
{
    // A condition made of the form's defaults reads completely for every kind.
    for (const VictoryKind &kind : victoryConditionKinds()) {
        VictoryCondition condition;
        condition.id = QStringLiteral("x");
        condition.kind = QLatin1String(kind.id);
        for (const ParamSpec &spec : kind.parameters)
            condition.parameters.insert(QLatin1String(spec.key),
                                        ParamEditor::defaultValue(spec.type, *m_everything));
        condition.parameters.insert(QStringLiteral("description"), QStringLiteral("Words."));
        const QString text = victoryConditionText(
            condition, m_everything->scenario(), &m_everything->ruleset(), &m_everything->panels());
        QVERIFY2(!text.contains(QLatin1Char('?')), qPrintable(text));
        QVERIFY2(!text.contains(QLatin1Char('_')), qPrintable(text));
        QVERIFY2(!text.startsWith(QLatin1String("Unknown")), qPrintable(text));
    }
    VictoryCondition unknown;
    unknown.kind = QStringLiteral("capture_flag");
    QCOMPARE(victoryConditionText(unknown, m_everything->scenario()),
             QStringLiteral("Unknown kind of condition “capture_flag”"));
}

// --- The generated form -----------------------------------------------------------------

void TestVictoryDock::generatedFormMakesAValidCondition_data()
{
    QTest::addColumn<QString>("kind");
    for (const QString &kind : victoryKindIds())
        QTest::newRow(qPrintable(kind)) << kind;
}

void TestVictoryDock::generatedFormMakesAValidCondition()
{
    QFETCH(QString, kind);
    std::unique_ptr<MainWindow> window;
    QVERIFY(openEverything(window));
    VictoryDock *dock = dockOf(*window);
    QVERIFY(dock);
    VictoryPage *page = dock->victoryPage();
    QAbstractItemModelTester tester(page->model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    ScenarioDocument *document = window->context()->document();
    QUndoStack *stack = document->undoStack();
    const QByteArray before = document->serialize();
    const int rows = page->model()->rowCount();

    const QString id = page->addCondition(kind);
    QVERIFY(!id.isEmpty());
    QCOMPARE(page->model()->rowCount(), rows + 1);
    QCOMPARE(page->currentId(), id);
    QCOMPARE(page->form()->conditionId(), id);
    QCOMPARE(stack->index(), 1);

    // Every parameter of the kind has its editor; switch every optional one on.
    const VictoryKind *spec = findVictoryKind(kind);
    QVERIFY(spec);
    for (const ParamSpec &param : spec->parameters) {
        const QString key = QLatin1String(param.key);
        QVERIFY2(page->form()->editor(key), qPrintable(key));
        QCheckBox *enable = page->form()->enableBox(key);
        QCOMPARE(enable != nullptr, !param.required);
        if (enable) {
            QVERIFY(!enable->isChecked());
            QVERIFY(!page->form()->editor(key)->widget()->isEnabled());
            enable->setChecked(true);
            QVERIFY(page->form()->editor(key)->widget()->isEnabled());
        }
    }
    const VictoryCondition *made = conditionOf(document->scenario(), id);
    QVERIFY(made);
    for (const ParamSpec &param : spec->parameters)
        QVERIFY2(made->parameters.contains(QLatin1String(param.key)), param.key);
    const QString text = page->model()->index(page->model()->rowOf(id)).data().toString();
    QVERIFY2(!text.contains(QLatin1Char('?')), qPrintable(text));

    // What the form made is saved and loads back with no diagnostic, the same condition.
    const QByteArray saved = document->serialize();
    Diagnostics diagnostics;
    auto yaml = YamlDocument::parse(saved, QStringLiteral("memory"), diagnostics);
    QVERIFY(yaml);
    const LoadedScenario loaded = readScenario(*yaml, *m_registry, diagnostics);
    QVERIFY2(diagnostics.isEmpty(), qPrintable(diagnostics.value(0).message));
    QVERIFY(loaded.scenario);
    const VictoryCondition *reread = conditionOf(*loaded.scenario, id);
    QVERIFY(reread);
    QCOMPARE(reread->kind, kind);
    QCOMPARE(reread->parameters, made->parameters);

    while (stack->canUndo())
        stack->undo();
    QCOMPARE(document->serialize(), before);
    while (stack->canRedo())
        stack->redo();
    QCOMPARE(document->serialize(), saved);
}

void TestVictoryDock::spinningATurnIsOneUndoStep()
{
    std::unique_ptr<MainWindow> window;
    QVERIFY(openEverything(window));
    VictoryPage *page = dockOf(*window)->victoryPage();
    ScenarioDocument *document = window->context()->document();
    QUndoStack *stack = document->undoStack();
    const QByteArray before = document->serialize();

    page->selectCondition(QStringLiteral("hold"));
    QCOMPARE(page->form()->conditionId(), QStringLiteral("hold"));
    auto *turn = page->form()->findChild<QSpinBox *>(QStringLiteral("param_at_end_of_turn"));
    QVERIFY(turn);
    QCOMPARE(turn->value(), 6);
    turn->setValue(7);
    turn->setValue(8);
    turn->setValue(9);
    QCOMPARE(stack->count(), 1);
    QCOMPARE(conditionOf(document->scenario(), QStringLiteral("hold"))
                 ->parameters.value(QStringLiteral("at_end_of_turn")),
             QVariant(9));
    QVERIFY(page->model()->index(0).data().toString().endsWith(QLatin1String("turn 9")));

    auto *flag = page->form()->findChild<QCheckBox *>(QStringLiteral("param_undisrupted_only"));
    QVERIFY(flag && flag->isChecked());
    flag->click();
    QCOMPARE(stack->count(), 2);
    const QByteArray after = document->serialize();

    stack->undo();
    QVERIFY(flag->isChecked()); // the form follows the document
    stack->undo();
    QCOMPARE(turn->value(), 6);
    QCOMPARE(document->serialize(), before);
    stack->redo();
    stack->redo();
    QCOMPARE(document->serialize(), after);

    // Typing a description is one step too, and the description is kept in the file.
    auto *description
        = page->form()->findChild<QPlainTextEdit *>(QStringLiteral("conditionDescription"));
    QVERIFY(description);
    description->setFocus();
    QTest::keyClicks(description, QStringLiteral("Hilltops"));
    QCOMPARE(stack->count(), 3);
    QVERIFY(document->serialize().contains("description: Hilltops"));
}

void TestVictoryDock::levelsStayAscending()
{
    std::unique_ptr<MainWindow> window;
    QVERIFY(openEverything(window));
    VictoryPage *page = dockOf(*window)->victoryPage();
    ScenarioDocument *document = window->context()->document();
    page->selectCondition(QStringLiteral("break-out"));
    auto *table = page->form()->findChild<QTableWidget *>();
    QVERIFY(table);
    QCOMPARE(table->rowCount(), 5);
    // The marginal defeat band raised above the draw's: the bands after it move up.
    static_cast<QSpinBox *>(table->cellWidget(1, 0))->setValue(27);
    QVariantList mins;
    for (const QVariant &level : conditionOf(document->scenario(), QStringLiteral("break-out"))
                                     ->parameters.value(QStringLiteral("levels"))
                                     .toList())
        mins.append(level.toMap().value(QStringLiteral("min")));
    QCOMPARE(mins, (QVariantList {0, 27, 28, 30, 35}));
    Diagnostics diagnostics;
    auto yaml = YamlDocument::parse(document->serialize(), QStringLiteral("memory"), diagnostics);
    QVERIFY(yaml && readScenario(*yaml, *m_registry, diagnostics).scenario);
    QVERIFY(diagnostics.isEmpty());
}

void TestVictoryDock::sideZonesTableDropsASide()
{
    std::unique_ptr<MainWindow> window;
    QVERIFY(openEverything(window));
    VictoryPage *page = dockOf(*window)->victoryPage();
    ScenarioDocument *document = window->context()->document();
    page->selectCondition(QStringLiteral("spice"));
    auto *table = page->form()->findChild<QTableWidget *>(QStringLiteral("param_home_zones"));
    QVERIFY(table);
    QCOMPARE(table->rowCount(), 3); // Tan and Green, Red, Blue
    auto *tan = static_cast<QComboBox *>(table->cellWidget(0, 1));
    QCOMPARE(tan->currentData().toString(), QStringLiteral("home-tan"));
    tan->setCurrentIndex(0); // None
    Q_EMIT tan->activated(0);
    QCOMPARE(conditionOf(document->scenario(), QStringLiteral("spice"))
                 ->parameters.value(QStringLiteral("home_zones"))
                 .toMap(),
             (QVariantMap {{QStringLiteral("red"), QStringLiteral("home-red")}}));
    document->undoStack()->undo();
    QCOMPARE(tan->currentData().toString(), QStringLiteral("home-tan"));
}

void TestVictoryDock::conditionsAreAddedRemovedDuplicatedAndMoved()
{
    std::unique_ptr<MainWindow> window;
    QVERIFY(openEverything(window));
    VictoryPage *page = dockOf(*window)->victoryPage();
    QAbstractItemModelTester tester(page->model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    ScenarioDocument *document = window->context()->document();
    QUndoStack *stack = document->undoStack();
    const QByteArray before = document->serialize();
    QCOMPARE(page->addMenu()->actions().size(), victoryConditionKinds().size());

    page->selectCondition(QStringLiteral("occupy"));
    page->duplicateCurrent();
    QCOMPARE(page->currentId(), QStringLiteral("occupy-2"));
    QCOMPARE(document->scenario().victoryIds().mid(1, 2),
             (QStringList {QStringLiteral("occupy"), QStringLiteral("occupy-2")}));
    page->moveCurrent(-1);
    page->moveCurrent(-1);
    QCOMPARE(document->scenario().victoryIds().constFirst(), QStringLiteral("occupy-2"));
    QCOMPARE(page->currentId(), QStringLiteral("occupy-2"));
    page->moveCurrent(-1); // already first: nothing happens
    QCOMPARE(stack->count(), 3);
    const QByteArray moved = document->serialize();
    page->removeCurrent();
    QCOMPARE(document->scenario().victory.size(), 13);
    QVERIFY(!document->scenario().victoryIds().contains(QStringLiteral("occupy-2")));
    QCOMPARE(stack->count(), 4);

    stack->undo();
    QCOMPARE(document->serialize(), moved);
    while (stack->canUndo())
        stack->undo();
    QCOMPARE(document->serialize(), before);
}

void TestVictoryDock::aNewConditionStartsWithAZone_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("table");
    for (const bool table : {false, true}) {
        const char *board = table ? "table" : "hex";
        QTest::addRow("occupy %s", board)
            << QStringLiteral("occupy") << QStringLiteral("zone") << table;
        QTest::addRow("first_to_hex %s", board)
            << QStringLiteral("first_to_hex") << QStringLiteral("zone") << table;
        QTest::addRow("search_destroy %s", board)
            << QStringLiteral("search_destroy") << QStringLiteral("zone") << table;
        QTest::addRow("hold_hexes %s", board)
            << QStringLiteral("hold_hexes") << QStringLiteral("zones") << table;
    }
}

void TestVictoryDock::aNewConditionStartsWithAZone()
{
    // A condition whose kind takes a zone is born with the scenario's first zone (on a table,
    // its first deployment area), never with an empty one that the Problems dock flags.
    QFETCH(QString, kind);
    QFETCH(QString, key);
    QFETCH(bool, table);
    std::unique_ptr<MainWindow> window;
    if (table) {
        window = std::make_unique<MainWindow>();
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        window->registry().addSearchPath(QStringLiteral(TEST_DATA_DIR "/table"));
        QVERIFY(window->openFile(QStringLiteral(TEST_DATA_DIR "/table/skirmish.scenario.yaml")));
    } else {
        QVERIFY(openEverything(window));
    }
    ScenarioDocument *document = window->context()->document();
    const Scenario &scenario = document->scenario();
    const QString first
        = table ? scenario.table->deployment.constFirst().id : scenario.zones.constFirst().id;
    QVERIFY(!first.isEmpty());
    const QString id = dockOf(*window)->victoryPage()->addCondition(kind);
    const VictoryCondition *made = conditionOf(document->scenario(), id);
    QVERIFY(made);
    const QVariant zone = made->parameters.value(key);
    if (key == QLatin1String("zones"))
        QCOMPARE(zone.toStringList(), QStringList {first});
    else
        QCOMPARE(zone.toString(), first);
}

void TestVictoryDock::removingTheConditionThatEndsTheGameClearsTheLink()
{
    std::unique_ptr<MainWindow> window;
    QVERIFY(openEverything(window));
    VictoryPage *page = dockOf(*window)->victoryPage();
    ScenarioDocument *document = window->context()->document();
    const QByteArray before = document->serialize();
    const int row = page->model()->rowOf(QStringLiteral("first"));
    QVERIFY(page->model()->index(row).data(VictoryListModel::EndsGameRole).toBool());
    QVERIFY(page->model()->index(row).data().toString().endsWith(QLatin1String("(ends the game)")));
    page->selectCondition(QStringLiteral("first"));
    auto *note = page->form()->findChild<QLabel *>(QStringLiteral("conditionUntilNote"));
    QVERIFY(note && !note->isHidden());
    QVERIFY(note->text().contains(QLatin1String("after turn 10")));

    page->removeCurrent();
    QCOMPARE(document->scenario().gameLength.until, QString());
    QCOMPARE(document->undoStack()->count(), 1); // one step for both parts
    const QByteArray after = document->serialize();
    QVERIFY(!after.contains("until:"));
    Diagnostics diagnostics;
    auto yaml = YamlDocument::parse(after, QStringLiteral("memory"), diagnostics);
    QVERIFY(yaml && readScenario(*yaml, *m_registry, diagnostics).scenario);

    document->undoStack()->undo();
    QCOMPARE(document->serialize(), before);
    document->undoStack()->redo();
    QCOMPARE(document->serialize(), after);
}

// --- Markers ----------------------------------------------------------------------------

void TestVictoryDock::markerToolPlacesSelectsAndRemoves()
{
    std::unique_ptr<MainWindow> window;
    QVERIFY(openEverything(window));
    VictoryDock *dock = dockOf(*window);
    MarkersPage *page = dock->markersPage();
    MarkerTool *tool = dock->markerTool();
    ScenarioDocument *document = window->context()->document();
    QUndoStack *stack = document->undoStack();
    const QByteArray before = document->serialize();
    QCOMPARE(tool->action()->shortcut(), QKeySequence(Qt::Key_K));
    auto *list = page->findChild<QTreeWidget *>(QStringLiteral("markerList"));
    QVERIFY(list);
    QCOMPARE(list->topLevelItemCount(), 3);
    QCOMPARE(list->topLevelItem(0)->text(1), QStringLiteral("0506"));

    tool->action()->trigger();
    QCOMPARE(window->context()->activeTool(), tool);
    QVERIFY(dock->isVisible());

    // A fortress bought by Tan on 0808.
    page->setKind(QStringLiteral("fortress"));
    auto *owner = page->findChild<QComboBox *>(QStringLiteral("markerColourCombo"));
    QVERIFY(owner && owner->isEnabled());
    owner->setCurrentIndex(owner->findData(QStringLiteral("tan")));
    tool->placeAt(hex("0808"));
    QCOMPARE(stack->count(), 1);
    QCOMPARE(document->scenario().markers.size(), 4);
    const Marker &placed = document->scenario().markers.constLast();
    QCOMPARE(placed.kind, QStringLiteral("fortress"));
    QCOMPARE(placed.hex, hex("0808"));
    QCOMPARE(placed.colour, QStringLiteral("tan"));
    QCOMPARE(list->topLevelItemCount(), 4);
    QCOMPARE(page->selected()->second, hex("0808"));
    const QByteArray withFortress = document->serialize();

    // A second click with the same kind selects the marker there instead of stacking one.
    tool->placeAt(hex("0506"));
    QCOMPARE(stack->count(), 1);
    QCOMPARE(page->selected()->first, QStringLiteral("fortress"));
    QCOMPARE(page->selected()->second, hex("0506"));

    // Rubble goes on top of the fortress; removing on that hex takes the chosen kind first.
    page->setKind(QStringLiteral("rubble"));
    QVERIFY(!owner->isEnabled()); // only fortresses have owners
    tool->placeAt(hex("0506"));
    QCOMPARE(describe(markersAt(document->scenario().markers, hex("0506"))),
             QStringLiteral("fortress@0506 rubble@0506"));
    page->setKind(QStringLiteral("fortress"));
    QVERIFY(tool->removeAt(hex("0506")));
    QCOMPARE(describe(markersAt(document->scenario().markers, hex("0506"))),
             QStringLiteral("rubble@0506"));
    QVERIFY(tool->removeAt(hex("0506"))); // no fortress left: the top marker goes
    QCOMPARE(describe(markersAt(document->scenario().markers, hex("0506"))), QString());
    QVERIFY(!tool->removeAt(hex("0101")));
    QCOMPARE(stack->count(), 4);

    // Remove from the list.
    page->selectMarker(QStringLiteral("fortress"), hex("0808"));
    page->removeSelected();
    QCOMPARE(stack->count(), 5);
    QCOMPARE(markerIndex(document->scenario().markers, QStringLiteral("fortress"), hex("0808")),
             qsizetype(-1));

    while (stack->index() > 1)
        stack->undo();
    QCOMPARE(document->serialize(), withFortress);
    stack->undo();
    QCOMPARE(document->serialize(), before);
}

void TestVictoryDock::markerNameEditsTheSelectedMarker()
{
    std::unique_ptr<MainWindow> window;
    QVERIFY(openEverything(window));
    MarkersPage *page = dockOf(*window)->markersPage();
    ScenarioDocument *document = window->context()->document();
    QUndoStack *stack = document->undoStack();
    const QByteArray before = document->serialize();
    page->selectMarker(QStringLiteral("object"), hex("2005"));
    auto *name = page->findChild<QLineEdit *>(QStringLiteral("markerNameEdit"));
    QVERIFY(name);
    QCOMPARE(name->text(), QStringLiteral("Spice container"));
    name->selectAll();
    QTest::keyClicks(name, QStringLiteral("Crate"));
    QCOMPARE(stack->count(), 1); // typing merges
    const qsizetype index
        = markerIndex(document->scenario().markers, QStringLiteral("object"), hex("2005"));
    QCOMPARE(document->scenario().markers.at(index).name, QStringLiteral("Crate"));
    stack->undo();
    QCOMPARE(document->serialize(), before);
    QCOMPARE(name->text(), QStringLiteral("Spice container"));
}

// --- Hidden units -----------------------------------------------------------------------

void TestVictoryDock::hiddenUnitsPageEditsAndHighlightsTheZone()
{
    std::unique_ptr<MainWindow> window;
    QVERIFY(openEverything(window));
    VictoryDock *dock = dockOf(*window);
    HiddenPage *page = dock->hiddenPage();
    ScenarioDocument *document = window->context()->document();
    QUndoStack *stack = document->undoStack();
    const QByteArray before = document->serialize();
    dock->show();
    dock->raise();
    window->findChild<QTabWidget *>(QStringLiteral("victoryTabs"))->setCurrentWidget(page);
    QTRY_VERIFY(page->isVisible());
    QCOMPARE(page->currentId(), QStringLiteral("partisans"));
    QCOMPARE(page->highlight()->zone(), QStringLiteral("west"));
    QVERIFY(page->highlight()->isVisible());

    const QString id = page->addEntry();
    QCOMPARE(id, QStringLiteral("hidden"));
    QCOMPARE(page->currentId(), id);
    QCOMPARE(stack->count(), 1);
    const HiddenUnits &added = document->scenario().hidden.constLast();
    QCOMPARE(added.side, QStringLiteral("tan"));
    QCOMPARE(added.colour, QStringLiteral("tan"));
    QCOMPARE(describe(added.outcomes), QStringLiteral("5:1 6:2"));

    // Another side: the colour and the unit type follow.
    auto *side = page->findChild<QComboBox *>(QStringLiteral("hiddenSideCombo"));
    side->setCurrentIndex(side->findData(QStringLiteral("red")));
    Q_EMIT side->activated(side->currentIndex());
    const HiddenUnits &red = document->scenario().hidden.constLast();
    QCOMPARE(red.side, QStringLiteral("red"));
    QCOMPARE(red.colour, QStringLiteral("red"));
    QVERIFY(
        document->ruleset().findUnitType(red.unitType)->colours.contains(QStringLiteral("red")));
    auto *zone = page->findChild<QComboBox *>(QStringLiteral("hiddenZoneCombo"));
    zone->setCurrentIndex(zone->findData(QStringLiteral("drop")));
    Q_EMIT zone->activated(zone->currentIndex());
    QCOMPARE(page->highlight()->zone(), QStringLiteral("drop"));

    // A 4 finds one unit too: faces 4 and 5 share the outcome.
    auto *four = page->findChild<QSpinBox *>(QStringLiteral("hiddenFace4"));
    four->setValue(1);
    QCOMPARE(describe(document->scenario().hidden.constLast().outcomes),
             QStringLiteral("4,5:1 6:2"));
    QCOMPARE(stack->count(), 4);

    // What the page made loads back without a diagnostic.
    const QByteArray after = document->serialize();
    Diagnostics diagnostics;
    auto yaml = YamlDocument::parse(after, QStringLiteral("memory"), diagnostics);
    QVERIFY(yaml && readScenario(*yaml, *m_registry, diagnostics).scenario);
    QVERIFY2(diagnostics.isEmpty(), qPrintable(diagnostics.value(0).message));

    page->removeCurrent();
    QCOMPARE(document->scenario().hidden.size(), 1);
    while (stack->canUndo())
        stack->undo();
    QCOMPARE(document->serialize(), before);
    while (stack->canRedo())
        stack->redo();
    QCOMPARE(document->scenario().hidden.size(), 1);
    stack->undo();
    QCOMPARE(document->serialize(), after);

    // Away from the page, the zone is no longer tinted.
    window->findChild<QTabWidget *>(QStringLiteral("victoryTabs"))->setCurrentIndex(0);
    QVERIFY(!page->highlight()->isVisible());
}

QTEST_MAIN(TestVictoryDock)
#include "tst_victorydock.moc"
