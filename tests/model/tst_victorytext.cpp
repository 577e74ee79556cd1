// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Victory conditions, markers and hidden units without a window: every condition in words
// (scenario/victorytext.h), the marker edits and the hidden units' outcomes of
// edit/markeredits.h. The forms, tools and dock that use them are tested in tst_victorydock.

#include "document/scenariodocument.h"
#include "edit/markeredits.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/sidename.h"
#include "scenario/victorytext.h"
#include "testsupport.h"
#include "victorytestsupport.h"

#include <QFile>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace hexwright;
using namespace hexwright::victorytest;
using testsupport::hex;

namespace {

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

class TestVictoryText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void sentenceOfEveryCondition_data();
    void sentenceOfEveryCondition();
    void sentenceVariants_data();
    void sentenceVariants();
    void listsJoinLikeEnglish();
    void sideTitleNamesASideOnce_data();
    void sideTitleNamesASideOnce();

    void markerEdits_data();
    void markerEdits();

    void hiddenOutcomesFromFaces_data();
    void hiddenOutcomesFromFaces();

private:
    QTemporaryDir m_home;
    std::unique_ptr<RulesetRegistry> m_registry;
    std::unique_ptr<ScenarioDocument> m_everything;
};

void TestVictoryText::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsupport::useOwnHome(m_home.path(), "tst_victorytext");
    m_registry = RulesetRegistry::withBundledData();
    Diagnostics diagnostics;
    m_everything = ScenarioDocument::load(EverythingPath, *m_registry, diagnostics);
    QVERIFY2(m_everything, qPrintable(diagnostics.value(0).message));
}

// --- Sides named once (issue 14, point 8: never "Blue (Blue (Hammer's Slammers))") ------

void TestVictoryText::sideTitleNamesASideOnce_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("colours");
    QTest::addColumn<QString>("title");
    QTest::newRow("named as its colour") << "Tan" << QStringList {u("tan")} << "Tan";
    QTest::newRow("named after its colour's longer name")
        << "Blue" << QStringList {u("blue")} << "Blue (Hammer's Slammers)";
    QTest::newRow("named by its colour's id")
        << "blue" << QStringList {u("blue")} << "Blue (Hammer's Slammers)";
    QTest::newRow("named after both its colours")
        << "Green and Red" << QStringList {u("green"), u("red")} << "Green and Red";
    QTest::newRow("a name of its own")
        << "Relief force" << QStringList {u("tan"), u("green")} << "Relief force (Tan and Green)";
    QTest::newRow("a name of its own, one colour")
        << "Garrison" << QStringList {u("green")} << "Garrison (Green)";
    QTest::newRow("no colours") << "Referee" << QStringList {} << "Referee";
    QTest::newRow("no name") << "" << QStringList {u("red")} << "Red";
}

void TestVictoryText::sideTitleNamesASideOnce()
{
    QFETCH(QString, name);
    QFETCH(QStringList, colours);
    QFETCH(QString, title);
    Side side;
    side.name = name;
    side.colours = colours;
    QCOMPARE(sideTitle(side, m_everything->ruleset()), title);
}

// --- The sentences ----------------------------------------------------------------------

void TestVictoryText::sentenceOfEveryCondition_data()
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

void TestVictoryText::sentenceOfEveryCondition()
{
    QFETCH(QString, id);
    QFETCH(QString, sentence);
    const Scenario &s = m_everything->scenario();
    const VictoryCondition *condition = conditionOf(s, id);
    QVERIFY(condition);
    QCOMPARE(victoryConditionText(*condition, s, &m_everything->ruleset(), &m_everything->panels()),
             sentence);
}

void TestVictoryText::sentenceVariants_data()
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

void TestVictoryText::sentenceVariants()
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

void TestVictoryText::listsJoinLikeEnglish()
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

// --- Markers ----------------------------------------------------------------------------

void TestVictoryText::markerEdits_data()
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

void TestVictoryText::markerEdits()
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

// --- Hidden units -----------------------------------------------------------------------

void TestVictoryText::hiddenOutcomesFromFaces_data()
{
    QTest::addColumn<QList<int>>("counts");
    QTest::addColumn<QString>("outcomes");
    QTest::newRow("scenario 6's partisans") << QList<int> {0, 0, 0, 0, 1, 2} << "5:1 6:2";
    QTest::newRow("faces with one count share an outcome")
        << QList<int> {1, 0, 1, 0, 1, 3} << "1,3,5:1 6:3";
    QTest::newRow("nothing is ever found") << QList<int> {0, 0, 0, 0, 0, 0} << "";
    QTest::newRow("always one") << QList<int> {1, 1, 1, 1, 1, 1} << "1,2,3,4,5,6:1";
}

void TestVictoryText::hiddenOutcomesFromFaces()
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

QTEST_GUILESS_MAIN(TestVictoryText)
#include "tst_victorytext.moc"
