// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Victory conditions in words and in generated forms, markers and hidden units: every edit
// is one undo step, and what the editor makes loads back without a single diagnostic.

#include "commands/changescenariopart.h"
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

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

using namespace hexwright;
using testsupport::hex;

namespace {

const QString EverythingPath = QStringLiteral(TEST_DATA_DIR "/scenarios/everything.scenario.yaml");

const VictoryCondition *conditionOf(const Scenario &s, const QString &id)
{
    for (const VictoryCondition &v : s.victory) {
        if (v.id == id)
            return &v;
    }
    return nullptr;
}

/// "fortress@0506 rubble@0707": markers in a form a failed comparison shows readably.
QString describe(const QList<Marker> &markers)
{
    QStringList parts;
    for (const Marker &m : markers)
        parts.append(QStringLiteral("%1@%2").arg(m.kind, formatHexLabel(m.hex)));
    return parts.join(QLatin1Char(' '));
}

/// "4,5:1 6:2": outcomes as faces and counts.
QString describe(const QList<HiddenUnits::Outcome> &outcomes)
{
    QStringList parts;
    for (const HiddenUnits::Outcome &o : outcomes) {
        QStringList faces;
        for (int face : o.rolls)
            faces.append(QString::number(face));
        parts.append(QStringLiteral("%1:%2").arg(faces.join(QLatin1Char(','))).arg(o.count));
    }
    return parts.join(QLatin1Char(' '));
}

QString u(const char *text)
{
    return QString::fromUtf8(text);
}

QVariant ids(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *id : list)
        out.append(QLatin1String(id));
    return out;
}

QVariantMap params(std::initializer_list<std::pair<const char *, QVariant>> list)
{
    QVariantMap map;
    for (const auto &[key, value] : list)
        map.insert(QLatin1String(key), value);
    return map;
}

Marker marker(const char *kind, const char *label)
{
    Marker m;
    m.kind = QLatin1String(kind);
    m.hex = hex(label);
    return m;
}

} // namespace

class TestVictory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void sentenceOfEveryCondition_data();
    void sentenceOfEveryCondition();
    void sentenceVariants_data();
    void sentenceVariants();
    void everyKindReadsWithoutGaps();
    void listsJoinLikeEnglish();

    void generatedFormMakesAValidCondition_data();
    void generatedFormMakesAValidCondition();
    void spinningATurnIsOneUndoStep();
    void levelsStayAscending();
    void sideZonesTableDropsASide();
    void conditionsAreAddedRemovedDuplicatedAndMoved();
    void removingTheConditionThatEndsTheGameClearsTheLink();

    void markerEdits_data();
    void markerEdits();
    void markerToolPlacesSelectsAndRemoves();
    void markerNameEditsTheSelectedMarker();

    void hiddenOutcomesFromFaces_data();
    void hiddenOutcomesFromFaces();
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

void TestVictory::initTestCase()
{
    QVERIFY(m_home.isValid());
    qputenv("HOME", QFile::encodeName(m_home.path()));
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("HexwrightTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_victory"));
    m_registry = RulesetRegistry::withBundledData();
    Diagnostics diagnostics;
    m_everything = ScenarioDocument::load(EverythingPath, *m_registry, diagnostics);
    QVERIFY2(m_everything, qPrintable(diagnostics.value(0).message));
}

MainWindow *TestVictory::openEverything(std::unique_ptr<MainWindow> &window)
{
    window = std::make_unique<MainWindow>();
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()) || !window->openFile(EverythingPath))
        return nullptr;
    return window.get();
}

// --- The sentences ----------------------------------------------------------------------

void TestVictory::sentenceOfEveryCondition_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("sentence");
    QTest::newRow("hold_hexes") << "hold"
                                << "Red: an undisrupted unit in each of West set-up and East "
                                   "set-up at the end of turn 6";
    QTest::newRow("occupy") << "occupy"
                            << "Red: a Red unit in Tan home on or before turn 8";
    QTest::newRow("exclusive_majority")
        << "majority"
        << "Whoever exclusively occupies the most hexes of West set-up at the end of turn 7 "
           "wins; disrupted units count too";
    QTest::newRow("most_units_in")
        << "most"
        << "Whoever has the most undisrupted units in East set-up at the end of turn 6 wins";
    QTest::newRow("eliminate_all") << "wipe-out"
                                   << "Red: eliminate every unit of Tan and Green by the end of "
                                      "turn 5 while losing fewer than 5 units";
    QTest::newRow("survive") << "last-stand"
                             << "Tan and Green: at least 1 unit left at the end of turn 10";
    QTest::newRow("exit_units")
        << "break-out"
        << "Red: Red units off the north edge of Panel 1 and Panel 2 by the end of turn 8, "
           "graded by how many (0-19: decisive defeat; 20-24: marginal defeat; 25-29: draw; "
           "30-34: marginal victory; 35 or more: decisive victory)";
    QTest::newRow("victory_points") << "points"
                                    << "Each side scores the cost of the enemy units it "
                                       "eliminates; the most points at the end of turn 10 wins";
    QTest::newRow("garrison_cities")
        << "cities"
        << "A side that holds every hex of West set-up scores 1 point per hex of it";
    QTest::newRow("collect_objects") << "spice"
                                     << "Whoever carries the most “Spice container” markers to "
                                        "their own area wins (Tan and Green to Tan home; Red to "
                                        "Red home)";
    QTest::newRow("first_to_hex")
        << "first"
        << "The first Red or Blue (Hammer's Slammers) unit of type Red Hover Tank or Blue "
           "(Hammer's Slammers) Hover Tank to enter Drop zone wins";
    QTest::newRow("search_destroy") << "snipers"
                                    << "Blue: enter every hex of West set-up and eliminate every "
                                       "unit of Tan and Green by the end of turn 6";
    QTest::newRow("free_text") << "words"
                               << "Blue: Blue wins if nobody else does.";
}

void TestVictory::sentenceOfEveryCondition()
{
    QFETCH(QString, id);
    QFETCH(QString, sentence);
    const Scenario &s = m_everything->scenario();
    const VictoryCondition *condition = conditionOf(s, id);
    QVERIFY(condition);
    QCOMPARE(victoryConditionText(*condition, s, &m_everything->ruleset(), &m_everything->panels()),
             sentence);
}

void TestVictory::sentenceVariants_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QVariantMap>("changes"); ///< parameters to set; an invalid value removes
    QTest::addColumn<QString>("sentence");
    const QVariant none;
    // Scenario 1: one hilltop reads "in", not "in each of".
    QTest::newRow("hold one zone")
        << "hold" << params({{"zones", ids({"drop"})}, {"side", u("tan")}})
        << "Tan and Green: an undisrupted unit in Drop zone at the end of turn 6";
    // Scenario 7: an undisrupted Tan unit in any city hex at the end of turn 4.
    QTest::newRow("occupy at the end of a turn")
        << "occupy"
        << params({{"by_turn", none},
                   {"at_end_of_turn", 4},
                   {"undisrupted_only", true},
                   {"colours", ids({"tan"})}})
        << "Red: an undisrupted Tan unit in Tan home at the end of turn 4";
    QTest::newRow("occupy any colour")
        << "occupy" << params({{"colours", none}}) << "Red: a unit in Tan home on or before turn 8";
    QTest::newRow("eliminate all without limits")
        << "wipe-out" << params({{"by_turn", none}, {"loss_limit", none}})
        << "Red: eliminate every unit of Tan and Green";
    QTest::newRow("one loss") << "wipe-out" << params({{"loss_limit", 1}})
                              << "Red: eliminate every unit of Tan and Green by the end of turn "
                                 "5 while losing fewer than 1 unit";
    QTest::newRow("survive with units")
        << "last-stand" << params({{"min_units", 3}})
        << "Tan and Green: at least 3 units left at the end of turn 10";
    const QVariantList bands = {params({{"min", 0}, {"result", u("draw")}}),
                                params({{"min", 1}, {"result", u("marginal_victory")}}),
                                params({{"min", 2}, {"result", u("decisive_victory")}})};
    QTest::newRow("exit off the whole map")
        << "break-out"
        << params({{"edge", params({{"side", u("south")}})},
                   {"colours", none},
                   {"by_turn", none},
                   {"levels", bands}})
        << "Red: units off the south edge of the map, graded by how many (0: draw; 1: marginal "
           "victory; 2 or more: decisive victory)";
    QTest::newRow("victory points at the end")
        << "points" << params({{"at_end_of_turn", none}})
        << "Each side scores the cost of the enemy units it eliminates; the most points wins";
    // Scenario 13: a point per hex of every fully garrisoned city.
    QTest::newRow("several cities")
        << "cities" << params({{"zones", ids({"west", "east", "drop"})}, {"points_per_hex", 2}})
        << "A side that holds every hex of a city scores 2 points per hex of it; the cities: "
           "West set-up, East set-up and Drop zone";
    QTest::newRow("first unit of any kind")
        << "first" << params({{"colours", none}, {"unit_types", none}})
        << "The first unit to enter Drop zone wins";
    // Scenario 11: the first mercenary counter on the bridge.
    QTest::newRow("first of some colours")
        << "first" << params({{"unit_types", none}, {"colours", ids({"red", "tan"})}})
        << "The first Red or Tan unit to enter Drop zone wins";
    QTest::newRow("first of one type")
        << "first" << params({{"colours", none}, {"unit_types", ids({"conv_infantry"})}})
        << "The first Infantry to enter Drop zone wins";
    QTest::newRow("free text for nobody")
        << "words" << params({{"side", none}, {"description", u("Line one\nline two.")}})
        << "Line one line two.";
    QTest::newRow("missing parameter")
        << "snipers" << params({{"by_turn", none}, {"zone", none}})
        << "Blue: enter every hex of ? and eliminate every unit of Tan and Green by the end of "
           "turn ?";
}

void TestVictory::sentenceVariants()
{
    QFETCH(QString, id);
    QFETCH(QVariantMap, changes);
    QFETCH(QString, sentence);
    const Scenario &s = m_everything->scenario();
    const VictoryCondition *original = conditionOf(s, id);
    QVERIFY(original);
    VictoryCondition condition = *original;
    for (auto it = changes.cbegin(); it != changes.cend(); ++it) {
        if (it.value().isValid())
            condition.parameters.insert(it.key(), it.value());
        else
            condition.parameters.remove(it.key());
    }
    QCOMPARE(victoryConditionText(condition, s, &m_everything->ruleset(), &m_everything->panels()),
             sentence);
}

void TestVictory::everyKindReadsWithoutGaps()
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

void TestVictory::listsJoinLikeEnglish()
{
    QCOMPARE(joinedList({}, ListJoin::And), QString());
    QCOMPARE(joinedList({QStringLiteral("A")}, ListJoin::And), QStringLiteral("A"));
    QCOMPARE(joinedList({QStringLiteral("A"), QStringLiteral("B")}, ListJoin::Or),
             QStringLiteral("A or B"));
    QCOMPARE(joinedList({QStringLiteral("North-west hilltop"), QStringLiteral("South hilltop"),
                         QStringLiteral("North-east hilltop")},
                        ListJoin::And),
             QStringLiteral("North-west hilltop, South hilltop and North-east hilltop"));
    QCOMPARE(victoryResultName(QStringLiteral("marginal_defeat")),
             QStringLiteral("marginal defeat"));
}

// --- The generated form -----------------------------------------------------------------

void TestVictory::generatedFormMakesAValidCondition_data()
{
    QTest::addColumn<QString>("kind");
    for (const QString &kind : victoryKindIds())
        QTest::newRow(qPrintable(kind)) << kind;
}

void TestVictory::generatedFormMakesAValidCondition()
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

void TestVictory::spinningATurnIsOneUndoStep()
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

void TestVictory::levelsStayAscending()
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

void TestVictory::sideZonesTableDropsASide()
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

void TestVictory::conditionsAreAddedRemovedDuplicatedAndMoved()
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

void TestVictory::removingTheConditionThatEndsTheGameClearsTheLink()
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

void TestVictory::markerEdits_data()
{
    QTest::addColumn<QString>("operation");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("hex");
    QTest::addColumn<QString>("to");
    QTest::addColumn<bool>("changed");
    QTest::addColumn<QString>("after");
    // Start: a fortress on 0506, rubble on 0707 and an object on 0506.
    QTest::newRow("add rubble to an empty hex") << "add"
                                                << "rubble"
                                                << "1010"
                                                << "" << true
                                                << "fortress@0506 rubble@0707 object@0506 "
                                                   "rubble@1010";
    QTest::newRow("add rubble where a fortress stands")
        << "add"
        << "rubble"
        << "0506"
        << "" << true << "fortress@0506 rubble@0707 object@0506 rubble@0506";
    QTest::newRow("one fortress per hex") << "add"
                                          << "fortress"
                                          << "0506"
                                          << "" << false << "fortress@0506 rubble@0707 object@0506";
    QTest::newRow("remove the rubble") << "remove"
                                       << "rubble"
                                       << "0707"
                                       << "" << true << "fortress@0506 object@0506";
    QTest::newRow("remove what is not there")
        << "remove"
        << "rubble"
        << "0506"
        << "" << false << "fortress@0506 rubble@0707 object@0506";
    QTest::newRow("remove the top marker") << "top"
                                           << ""
                                           << "0506"
                                           << "" << true << "fortress@0506 rubble@0707";
    QTest::newRow("remove the top of an empty hex")
        << "top"
        << ""
        << "0101"
        << "" << false << "fortress@0506 rubble@0707 object@0506";
    QTest::newRow("carry the object") << "move"
                                      << "object"
                                      << "0506"
                                      << "0808" << true << "fortress@0506 rubble@0707 object@0808";
    QTest::newRow("no second rubble by moving")
        << "move"
        << "rubble"
        << "0707"
        << "0707" << false << "fortress@0506 rubble@0707 object@0506";
    QTest::newRow("move onto the same kind")
        << "move"
        << "fortress"
        << "0506"
        << "0707" << true << "fortress@0707 rubble@0707 object@0506";
}

void TestVictory::markerEdits()
{
    QFETCH(QString, operation);
    QFETCH(QString, kind);
    QFETCH(QString, hex);
    QFETCH(QString, to);
    QFETCH(bool, changed);
    QFETCH(QString, after);
    QList<Marker> markers
        = {marker("fortress", "0506"), marker("rubble", "0707"), marker("object", "0506")};
    const OffsetCoord at = testsupport::hexFromLabel(hex);
    bool result = false;
    if (operation == QLatin1String("add"))
        result = addMarker(markers, [&] {
            Marker m;
            m.kind = kind;
            m.hex = at;
            return m;
        }());
    else if (operation == QLatin1String("remove"))
        result = removeMarker(markers, kind, at);
    else if (operation == QLatin1String("top"))
        result = removeTopMarker(markers, at);
    else if (operation == QLatin1String("move"))
        result = moveMarker(markers, kind, at, testsupport::hexFromLabel(to));
    QCOMPARE(result, changed);
    QCOMPARE(describe(markers), after);
    QCOMPARE(markerIndex(markers, QStringLiteral("nothing"), at), qsizetype(-1));
}

void TestVictory::markerToolPlacesSelectsAndRemoves()
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

void TestVictory::markerNameEditsTheSelectedMarker()
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

void TestVictory::hiddenOutcomesFromFaces_data()
{
    QTest::addColumn<QList<int>>("counts");
    QTest::addColumn<QString>("outcomes");
    QTest::newRow("scenario 6's partisans") << QList<int> {0, 0, 0, 0, 1, 2} << "5:1 6:2";
    QTest::newRow("faces with one count share an outcome")
        << QList<int> {1, 0, 1, 0, 1, 3} << "1,3,5:1 6:3";
    QTest::newRow("nothing is ever found") << QList<int> {0, 0, 0, 0, 0, 0} << "";
    QTest::newRow("always one") << QList<int> {1, 1, 1, 1, 1, 1} << "1,2,3,4,5,6:1";
}

void TestVictory::hiddenOutcomesFromFaces()
{
    QFETCH(QList<int>, counts);
    QFETCH(QString, outcomes);
    const QList<HiddenUnits::Outcome> made = hiddenOutcomesFromCounts(counts);
    QCOMPARE(describe(made), outcomes);
    QCOMPARE(hiddenCountsByFace(made), counts);
    // Each face in at most one outcome.
    QList<int> faces;
    for (const HiddenUnits::Outcome &o : made)
        faces += o.rolls;
    QCOMPARE(QSet<int>(faces.cbegin(), faces.cend()).size(), faces.size());
}

void TestVictory::hiddenUnitsPageEditsAndHighlightsTheZone()
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

QTEST_MAIN(TestVictory)
#include "tst_victory.moc"
