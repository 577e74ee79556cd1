// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Scenario files: every loader error has a golden fixture folder with the exact messages a
// user sees, and every canonical file loads and saves back byte-identical.

#include "checks/scenariovalidator.h"
#include "io/yamltree.h"
#include "map/hexmap.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/points.h"
#include "scenario/scenariowriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace hexwright;

namespace {
// Fixtures named check-* load fine and fail the rules engine's checks instead (the checks' own
// fixtures are in tests/data/checks, see tst_checks).
bool folderIsCheckOnly(const QString &folder)
{
    return QDir(folder).dirName().startsWith(QLatin1String("check-"));
}

/// The warnings and notes of the canonical files that are right for them, by file name.
QMap<QString, QStringList> expectedNotes()
{
    // Board E and D's swamp and lake, board 2's swamp, board 6's lake and board 4's river lie
    // inside "anywhere on board N" zones: vehicles (and guns, infantry in a lake) may not use
    // those hexes, which the designer is told.
    const QStringList badgerHunt = {
        QStringLiteral("setup-zone-terrain: Tan: 2 × Tank ('tan-d-tank') may not use 5 of the 35 "
                       "playable hexes of zone 'tan-edge-d' (swamp, lake)"),
        QStringLiteral("setup-zone-terrain: Tan: 1 × Howitzer ('tan-d-howitzer') may not use 5 "
                       "of the 35 playable hexes of zone 'tan-edge-d' (swamp, lake)"),
        QStringLiteral("setup-zone-terrain: Tan: 1 × Armored Personnel Carrier ('tan-d-apc') may "
                       "not use 5 of the 35 playable hexes of zone 'tan-edge-d' (swamp, lake)"),
        QStringLiteral("setup-zone-terrain: Tan: 1 × Infantry ('tan-d-infantry') may not use 1 "
                       "of the 35 playable hexes of zone 'tan-edge-d' (lake)"),
    };
    return {
        {QStringLiteral("01-badger-hunt.scenario.yaml"), badgerHunt},
        // The book gives Tan 16 paratroopers against Green's 14 city defenders.
        {QStringLiteral("02-a-city-too-far.scenario.yaml"),
         {QStringLiteral("attacker-points-guidance: Tan (attacker): 192 points, 13 % more than "
                         "Green (defender): 170; the book gives the attacker about 20 % more")}},
        {QStringLiteral("05-caught-in-the-middle.scenario.yaml"),
         {QStringLiteral("setup-zone-terrain: Green: 12 × Tank ('green-tank') may not use 7 of "
                         "the 172 playable hexes of zone 'green-board-6' (lake)"),
          QStringLiteral("setup-zone-terrain: Green: 8 × Infantry ('green-infantry') may not use "
                         "7 of the 172 playable hexes of zone 'green-board-6' (lake)"),
          QStringLiteral("setup-zone-terrain: Green: 8 × Armored Personnel Carrier ('green-apc') "
                         "may not use 7 of the 172 playable hexes of zone 'green-board-6' (lake)"),
          QStringLiteral("setup-zone-terrain: Green: 4 × Howitzer ('green-howitzer') may not use "
                         "18 of the 172 playable hexes of zone 'green-board-6' (river, lake)")}},
        {QStringLiteral("07-mass-assault.scenario.yaml"),
         {QStringLiteral("setup-zone-terrain: Tan: 4 × Tank ('tan-tank') may not use 7 of the 172 "
                         "playable hexes of zone 'tan-board-2' (swamp)"),
          QStringLiteral("setup-zone-terrain: Tan: 8 × Armored Personnel Carrier ('tan-apc') may "
                         "not use 7 of the 172 playable hexes of zone 'tan-board-2' (swamp)")}},
        {QStringLiteral("08-break-out.scenario.yaml"),
         {QStringLiteral("setup-zone-terrain: Green and Red: 10 × Tank ('green-tank') may not use "
                         "3 of the 105 playable hexes of zone 'green-south-of-river' (swamp)"),
          QStringLiteral("setup-zone-terrain: Green and Red: 8 × Armored Personnel Carrier "
                         "('green-apc') may not use 3 of the 105 playable hexes of zone "
                         "'green-south-of-river' (swamp)"),
          QStringLiteral("setup-zone-terrain: Green and Red: 6 × Armored Car ('green-armored-car') "
                         "may not use 3 of the 105 playable hexes of zone 'green-south-of-river' "
                         "(swamp)"),
          QStringLiteral("setup-zone-terrain: Green and Red: 8 × Infantry ('red-infantry') may not "
                         "use 6 of the 105 playable hexes of zone 'red-board-6' (lake)")}},
        // The book's attackers are large: a little over the 1000 points the check advises.
        {QStringLiteral("10-holding-out-to-payday.scenario.yaml"),
         {QStringLiteral("attacker-points-guidance: Tan and Red (attacker): 1029 points, 20 % more "
                         "than Blue and Green (defender): 858; the book gives the attacker about "
                         "20 % more"),
          QStringLiteral("setup-zone-terrain: Tan and Red: 12 × Infantry ('red-infantry') may not "
                         "use 7 of the 172 playable hexes of zone 'red-board-6' (lake)"),
          QStringLiteral("cumbersome-force: Tan and Red: 1029 of 1000 points, 29 over the "
                         "limit")}},
        {QStringLiteral("11-traditional-objectives.scenario.yaml"),
         {QStringLiteral("setup-zone-terrain: Red and Green: 1 × Large Gun ('green-large-gun') may "
                         "not use 15 of the 172 playable hexes of zone 'green-board-4' (river)"),
          QStringLiteral("setup-zone-terrain: Red and Green: 2 × Howitzer ('green-howitzer') may "
                         "not use 15 of the 172 playable hexes of zone 'green-board-4' (river)")}},
        {QStringLiteral("12-religious-war.scenario.yaml"),
         {QStringLiteral("setup-zone-terrain: Tan: 2 × Large Gun ('tan-large-gun') may not use 15 "
                         "of the 356 playable hexes of zone 'defenders-boards-1-4' (river)")}},
        {QStringLiteral("13-everybody-wants-a-piece-of-the-action.scenario.yaml"),
         {QStringLiteral("setup-zone-terrain: Tan: 2 × Tank ('tan-2-tank') may not use 7 of the "
                         "172 playable hexes of zone 'tan-board-2' (swamp)"),
          QStringLiteral("setup-zone-terrain: Tan: 1 × Armored Car ('tan-2-armored-car') may not "
                         "use 7 of the 172 playable hexes of zone 'tan-board-2' (swamp)"),
          QStringLiteral("setup-zone-terrain: Tan: 1 × Howitzer ('tan-4-howitzer') may not use 15 "
                         "of the 172 playable hexes of zone 'tan-board-4' (river)"),
          QStringLiteral("setup-zone-terrain: Tan: 2 × Armored Car ('tan-any-armored-car') may not "
                         "use 7 of the 912 playable hexes of zone 'tan-any-board' (swamp)"),
          QStringLiteral("setup-zone-terrain: Tan: 1 × Self-propelled Calliope "
                         "('tan-any-sp-calliope') may not use 7 of the 912 playable hexes of zone "
                         "'tan-any-board' (swamp)")}},
        {QStringLiteral("14-spice-madness.scenario.yaml"),
         {QStringLiteral("setup-zone-terrain: Tan: 2 × Tank ('tan-tank') may not use 7 of the 172 "
                         "playable hexes of zone 'tan-home' (lake)"),
          // Its APCs and armored cars are amphibious (special rule 'amphibious').
          QStringLiteral("setup-zone-terrain: Tan: 8 × Infantry ('tan-infantry') may not use 7 of "
                         "the 172 playable hexes of zone 'tan-home' (lake)"),
          QStringLiteral("setup-zone-terrain: Tan: 1 × Self-propelled Calliope ('tan-sp-calliope') "
                         "may not use 7 of the 172 playable hexes of zone 'tan-home' (lake)")}},
        {QStringLiteral("zone-presets.scenario.yaml"),
         {QStringLiteral("attacker-points-guidance: Red (attacker): 42 points, 11 % more than "
                         "Tan (defender): 38; the book gives the attacker about 20 % more")}},
        // The format fixture exercises every part, not a balanced game.
        {QStringLiteral("everything.scenario.yaml"),
         {QStringLiteral("attacker-points: Red (attacker): 127 points, fewer than Tan and Green "
                         "(defender): 158"),
          QStringLiteral("units-never-enter: Blue: 2 × Infantry ('blue-held') wait off board and "
                         "no reinforcement brings them in, so they take no part in the game"),
          QStringLiteral("reinforcement-empty: Red: reinforcement 'red-edge' on turn 4 brings no "
                         "units"),
          QStringLiteral("reinforcement-empty: Red: reinforcement 'red-zone' on turn 5 brings no "
                         "units")}},
    };
}
} // namespace

class TestScenarioIo : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void loaderReportsExactlyTheExpectedProblems_data();
    void loaderReportsExactlyTheExpectedProblems();
    void canonicalFileSavesBackByteIdentical_data();
    void canonicalFileSavesBackByteIdentical();
    void saveIsAtomicAndReadable();
    void everyPartOfTheFormatSurvivesARoundTrip();
    void familyPartsAnchoredEntriesAndGradedPointsRoundTrip();
    void unknownKeysAreErrorsNotDefaults();
    void zoneColourPresetAndDefaultZoneAreKept_data();
    void zoneColourPresetAndDefaultZoneAreKept();
    void everySpecialRuleEffectReadsAndWritesCanonically_data();
    void everySpecialRuleEffectReadsAndWritesCanonically();
    void pointsFollowTheCostChart_data();
    void pointsFollowTheCostChart();
    void diagnosticTextIsCompilerStyle();
    void wideMapsWriteEveryLabelWithOneWidth();

private:
    static QByteArray readAll(const QString &path);
    std::unique_ptr<RulesetRegistry> m_registry;
};

void TestScenarioIo::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_registry = RulesetRegistry::withBundledData();
}

QByteArray TestScenarioIo::readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QByteArray();
    return file.readAll();
}

void TestScenarioIo::loaderReportsExactlyTheExpectedProblems_data()
{
    QTest::addColumn<QString>("folder");
    // Listed from disk, so a new fixture folder can never be forgotten here.
    const QDir root(QStringLiteral(TEST_DATA_DIR "/scenario-errors"));
    const QStringList cases = root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    QVERIFY2(cases.size() >= 30, "the golden fixture folders are missing");
    for (const QString &name : cases)
        QTest::newRow(qPrintable(name)) << root.filePath(name);
}

void TestScenarioIo::loaderReportsExactlyTheExpectedProblems()
{
    QFETCH(QString, folder);
    const QString input = folder + QStringLiteral("/input.scenario.yaml");
    const QString expectedPath = folder + QStringLiteral("/expected.txt");
    QVERIFY2(QFile::exists(input), qPrintable(input));
    QVERIFY2(QFile::exists(expectedPath), "every fixture folder needs an expected.txt");

    const ScenarioReport report
        = validateScenarioFile(input, QStringLiteral("input.scenario.yaml"), *m_registry);
    QStringList actual;
    for (const Diagnostic &d : report.diagnostics)
        actual.append(d.toText());
    const QStringList expected
        = QString::fromUtf8(readAll(expectedPath)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY2(!expected.isEmpty(), "a failure fixture must expect at least one problem");
    QCOMPARE(actual, expected);
    // A file with problems never yields a scenario the editor could silently use.
    if (report.hasErrors() && !folderIsCheckOnly(folder))
        QVERIFY(!report.loaded.scenario);
}

void TestScenarioIo::canonicalFileSavesBackByteIdentical_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("bundled demo (resource)")
        << QStringLiteral(":/hexwright/scenarios/samples/01-badger-hunt.scenario.yaml");
    const QDir samples(QStringLiteral(SOURCE_DIR "/resources/scenarios/samples"));
    for (const QString &name : samples.entryList({QStringLiteral("*.scenario.yaml")}))
        QTest::newRow(qPrintable(QStringLiteral("samples/") + name)) << samples.filePath(name);
    const QDir fixtures(QStringLiteral(TEST_DATA_DIR "/scenarios"));
    for (const QString &name : fixtures.entryList({QStringLiteral("*.scenario.yaml")}))
        QTest::newRow(qPrintable(QStringLiteral("tests/") + name)) << fixtures.filePath(name);
}

void TestScenarioIo::canonicalFileSavesBackByteIdentical()
{
    QFETCH(QString, path);
    const ScenarioReport report = validateScenarioFile(path, path, *m_registry);
    // No errors; the warnings and notes a book scenario legitimately has are pinned, so a new
    // one is noticed and looked at.
    QStringList notes;
    for (const Diagnostic &d : report.diagnostics) {
        QVERIFY2(d.severity != Severity::Error, qPrintable(d.toText()));
        notes.append(d.code + QStringLiteral(": ") + d.message);
    }
    // As one text, so that a new or missing note is shown.
    QCOMPARE(notes.join(QLatin1Char('\n')),
             expectedNotes().value(QFileInfo(path).fileName()).join(QLatin1Char('\n')));
    QVERIFY(report.loaded.scenario);
    const QByteArray written
        = writeScenario(*report.loaded.scenario, *report.loaded.ruleset, report.loaded.panels);
    QCOMPARE(QString::fromUtf8(written), QString::fromUtf8(readAll(path)));
}

void TestScenarioIo::saveIsAtomicAndReadable()
{
    const QString source = QStringLiteral(TEST_DATA_DIR "/scenarios/everything.scenario.yaml");
    Diagnostics diagnostics;
    const LoadedScenario loaded = loadScenario(source, source, *m_registry, diagnostics);
    QVERIFY(loaded.scenario);
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("copy.scenario.yaml"));
    QString error;
    QVERIFY2(saveScenario(target, *loaded.scenario, *loaded.ruleset, loaded.panels, &error),
             qPrintable(error));
    QCOMPARE(readAll(target), readAll(source));
    // Nothing else left behind (QSaveFile's temporary file is gone).
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1);
    // A folder that does not exist: a clear error, no file.
    QVERIFY(!saveScenario(dir.filePath(QStringLiteral("missing/x.scenario.yaml")), *loaded.scenario,
                          *loaded.ruleset, loaded.panels, &error));
    QVERIFY(!error.isEmpty());
}

void TestScenarioIo::everyPartOfTheFormatSurvivesARoundTrip()
{
    const QString source = QStringLiteral(TEST_DATA_DIR "/scenarios/everything.scenario.yaml");
    Diagnostics diagnostics;
    const LoadedScenario loaded = loadScenario(source, source, *m_registry, diagnostics);
    QVERIFY(loaded.scenario);
    const Scenario &s = *loaded.scenario;
    QCOMPARE(s.metadata.players, 3);
    QCOMPARE(s.metadata.notes,
             QStringLiteral("Line one of the notes.\n\nLine three, after a blank line.\n"));
    QCOMPARE(s.ruleOptions.value(QStringLiteral("crt_heading_offset")), QStringLiteral("1"));
    QCOMPARE(s.layout.size(), 3);
    QCOMPARE(s.layout.at(1).rotation, 180);
    QCOMPARE(s.layout.at(1).column, 16);
    QCOMPARE(s.terrain.count(), 4);
    QCOMPARE(s.roadsAdded.size(), 2);
    QCOMPARE(s.roadsRemoved.size(), 1);
    const HexMap map = HexMap::compose(s, *loaded.panels);
    QVERIFY(map.hasRoad(HexMap::Offsets.fromOffset(2, 2), HexMap::Offsets.fromOffset(3, 2)));
    QVERIFY(!map.hasRoad(HexMap::Offsets.fromOffset(0, 8), HexMap::Offsets.fromOffset(1, 8)));
    QCOMPARE(s.markers.size(), 3);
    QCOMPARE(s.alliances.size(), 1);
    QCOMPARE(s.sides.size(), 3);
    QCOMPARE(s.sides.at(0).morale.at(1).steps.at(0).morale, 8);
    QCOMPARE(s.forces.size(), 7);
    QCOMPARE(s.forces.at(5).placement.kind, Placement::Kind::OffBoard);
    QCOMPARE(s.reinforcements.size(), 5);
    QCOMPARE(s.reinforcements.at(4).entry.kind, Entry::Kind::DieRoll);
    QCOMPARE(s.reinforcements.at(4).entry.outcomes.at(1).rolls, QList<int>({4, 5, 6}));
    QCOMPARE(s.victory.size(), 13);
    QCOMPARE(s.victory.at(6).parameters.value(QStringLiteral("levels")).toList().size(), 5);
    QCOMPARE(s.specialRules.size(), 2);
    QCOMPARE(s.specialRules.at(0).effect.kind, QStringLiteral("terrain_allowed"));
    QCOMPARE(s.specialRules.at(0).effect.parameters.value(QStringLiteral("terrain")).toStringList(),
             QStringList({QStringLiteral("swamp"), QStringLiteral("lake")}));
    QCOMPARE(s.specialRules.at(1).effect.kind, QStringLiteral("hold_still"));
    QCOMPARE(s.specialRules.at(1).effect.parameters.value(QStringLiteral("turns")).toList(),
             QVariantList({1, 2}));
    QCOMPARE(s.specialRules.at(1).effect.parameters.value(QStringLiteral("released_when_attacked")),
             QVariant(true));
    QCOMPARE(s.gameLength.turns, std::optional<int>(10));
    QCOMPARE(s.gameLength.until, QStringLiteral("first"));

    // Write, read the writing back, write again: the same bytes.
    const QByteArray first = writeScenario(s, *loaded.ruleset, loaded.panels);
    Diagnostics again;
    auto document = YamlDocument::parse(first, QStringLiteral("memory"), again);
    QVERIFY(document);
    const LoadedScenario reread = readScenario(*document, *m_registry, again);
    QVERIFY(again.isEmpty());
    QCOMPARE(writeScenario(*reread.scenario, *reread.ruleset, reread.panels), first);
}

void TestScenarioIo::familyPartsAnchoredEntriesAndGradedPointsRoundTrip()
{
    // The rule family's own facts are kept as the file writes them (every scalar as text),
    // with where each was written; an entry edge may run from an anchor hex; victory points
    // may be graded, from below zero.
    const QString source = QStringLiteral(TEST_DATA_DIR "/scenarios/family-parts.scenario.yaml");
    Diagnostics diagnostics;
    const LoadedScenario loaded = loadScenario(source, source, *m_registry, diagnostics);
    QVERIFY(loaded.scenario);
    const Scenario &s = *loaded.scenario;
    const QVariantMap tanks = s.forces.at(0).family;
    QCOMPARE(tanks.value(QStringLiteral("crew")).toList(),
             QVariantList({QStringLiteral("3"), QStringLiteral("11")}));
    QCOMPARE(tanks.value(QStringLiteral("hexes")).toList(),
             QVariantList({QStringLiteral("0108"), QStringLiteral("12")}));
    QCOMPARE(tanks.value(QStringLiteral("leader")), QVariant(QStringLiteral("3")));
    QCOMPARE(tanks.value(QStringLiteral("ready")), QVariant(QStringLiteral("false")));
    QCOMPARE(tanks.value(QStringLiteral("note")), QVariant(QStringLiteral("yes: quoted")));
    const QVariantList loadout = tanks.value(QStringLiteral("loadout")).toList();
    QCOMPARE(loadout.size(), 2);
    QCOMPARE(loadout.at(1).toMap().value(QStringLiteral("rounds")), QVariant(QStringLiteral("-2")));
    QVERIFY(s.forces.at(1).family.isEmpty());
    // Positions: the mapping, a value, an item of a list, a value inside it.
    const FamilyPositions &at = s.forces.at(0).familyPositions;
    QCOMPARE(at.value(QString()).line, 54);
    QCOMPARE(at.value(QStringLiteral("leader")).line, 56);
    QCOMPARE(at.value(QStringLiteral("leader")).column, 15);
    QCOMPARE(at.value(QStringLiteral("loadout/1")).line, 60);
    QCOMPARE(at.value(QStringLiteral("loadout/1/rounds")).line, 61);
    QCOMPARE(s.family.value(QStringLiteral("night")), QVariant(QStringLiteral("true")));
    QCOMPARE(s.family.value(QStringLiteral("artillery"))
                 .toList()
                 .at(0)
                 .toMap()
                 .value(QStringLiteral("total")),
             QVariant(QStringLiteral("5")));
    QCOMPARE(s.family.value(QStringLiteral("empty_list")), QVariant(QVariantList()));
    QCOMPARE(s.family.value(QStringLiteral("flags")), QVariant(QVariantMap()));
    QCOMPARE(s.familyPositions.value(QStringLiteral("night")).line, 117);

    const EdgeSpec &north = s.reinforcements.at(0).entry.edge;
    QCOMPARE(north.anchor, std::optional<OffsetCoord>(OffsetCoord {19, 0}));
    QCOMPARE(north.direction, QStringLiteral("east"));
    QCOMPARE(s.reinforcements.at(1).entry.edge.anchor,
             std::optional<OffsetCoord>(OffsetCoord {0, 7}));
    QVERIFY(s.reinforcements.at(1).entry.edge.direction.isEmpty());
    const QVariantList levels = s.victory.at(0).parameters.value(QStringLiteral("levels")).toList();
    QCOMPARE(levels.size(), 3);
    QCOMPARE(levels.at(0).toMap().value(QStringLiteral("min")).toInt(), -100);

    // A family value is part of what the user sees: a change is a change, where it was
    // written is not.
    ForceEntry changed = s.forces.at(0);
    changed.familyPositions.clear();
    QVERIFY(changed == s.forces.at(0));
    changed.family.insert(QStringLiteral("leader"), QStringLiteral("4"));
    QVERIFY(changed != s.forces.at(0));
    EdgeSpec other = north;
    other.direction = QStringLiteral("west");
    QVERIFY(other != north);

    // Write, read back, write again: the same bytes as the file.
    const QByteArray first = writeScenario(s, *loaded.ruleset, loaded.panels);
    // Line by line, so that a difference names its line.
    QCOMPARE(QString::fromUtf8(first).split(QLatin1Char('\n')),
             QString::fromUtf8(readAll(source)).split(QLatin1Char('\n')));
    Diagnostics again;
    auto document = YamlDocument::parse(first, QStringLiteral("memory"), again);
    QVERIFY(document);
    const LoadedScenario reread = readScenario(*document, *m_registry, again);
    QVERIFY(again.isEmpty());
    QCOMPARE(reread.scenario->family, s.family);
    QCOMPARE(reread.scenario->forces.at(0).family, tanks);
}

void TestScenarioIo::everySpecialRuleEffectReadsAndWritesCanonically_data()
{
    QTest::addColumn<QByteArray>("effect");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QVariantMap>("parameters");
    QTest::newRow("sc.2: Green holds still on turn 1 unless attacked")
        << QByteArray("      kind: hold_still\n      sides: [blue]\n      turns: [1]\n"
                      "      released_when_attacked: true\n")
        << QStringLiteral("hold_still")
        << QVariantMap {{QStringLiteral("sides"), QStringList {QStringLiteral("blue")}},
                        {QStringLiteral("turns"), QVariantList {1}},
                        {QStringLiteral("released_when_attacked"), true}};
    QTest::newRow("hold_still by colour on two turns")
        << QByteArray("      kind: hold_still\n      colours: [red, green]\n      turns: [1, 3]\n"
                      "      released_when_attacked: false\n")
        << QStringLiteral("hold_still")
        << QVariantMap {{QStringLiteral("colours"),
                         QStringList {QStringLiteral("red"), QStringLiteral("green")}},
                        {QStringLiteral("turns"), QVariantList {1, 3}},
                        {QStringLiteral("released_when_attacked"), false}};
    QTest::newRow("sc.14: combat only on Board 2")
        << QByteArray("      kind: combat_only_on\n      panels: [\"2\"]\n"
                      "      fire_from_outside: true\n")
        << QStringLiteral("combat_only_on")
        << QVariantMap {{QStringLiteral("panels"), QStringList {QStringLiteral("2")}},
                        {QStringLiteral("fire_from_outside"), true}};
    QTest::newRow("sc.14: closed home boards")
        << QByteArray("      kind: closed_boards\n      home_panels:\n        blue: [\"2\"]\n"
                      "        red: [\"A\", \"1\"]\n")
        << QStringLiteral("closed_boards")
        << QVariantMap {{QStringLiteral("home_panels"),
                         QVariantMap {{QStringLiteral("blue"), QStringList {QStringLiteral("2")}},
                                      {QStringLiteral("red"),
                                       QStringList {QStringLiteral("A"), QStringLiteral("1")}}}}};
    QTest::newRow("sc.14: amphibious APCs")
        << QByteArray("      kind: terrain_allowed\n      unit_types: [conv_apc]\n"
                      "      terrain: [swamp, lake]\n")
        << QStringLiteral("terrain_allowed")
        << QVariantMap {{QStringLiteral("unit_types"), QStringList {QStringLiteral("conv_apc")}},
                        {QStringLiteral("terrain"),
                         QStringList {QStringLiteral("swamp"), QStringLiteral("lake")}}};
    QTest::newRow("sc.6: no rubble")
        << QByteArray("      kind: no_rubble\n") << QStringLiteral("no_rubble") << QVariantMap {};
    QTest::newRow("sc.14: objects do not stack")
        << QByteArray("      kind: objects_do_not_stack\n")
        << QStringLiteral("objects_do_not_stack") << QVariantMap {};
}

void TestScenarioIo::everySpecialRuleEffectReadsAndWritesCanonically()
{
    QFETCH(QByteArray, effect);
    QFETCH(QString, kind);
    QFETCH(QVariantMap, parameters);
    QByteArray text = readAll(QStringLiteral(TEST_DATA_DIR "/scenarios/everything.scenario.yaml"));
    const qsizetype at = text.indexOf("special_rules:\n");
    const qsizetype end = text.indexOf("game_length:\n");
    QVERIFY(at > 0 && end > at);
    text.replace(at, end - at,
                 "special_rules:\n  - id: the-rule\n    text: The words.\n    effect:\n" + effect);
    Diagnostics diagnostics;
    auto document = YamlDocument::parse(text, QStringLiteral("memory"), diagnostics);
    QVERIFY(document);
    const LoadedScenario loaded = readScenario(*document, *m_registry, diagnostics);
    for (const Diagnostic &d : diagnostics)
        QVERIFY2(d.severity != Severity::Error, qPrintable(d.toText()));
    QVERIFY(loaded.scenario);
    QCOMPARE(loaded.scenario->specialRules.size(), 1);
    const RuleEffect &read = loaded.scenario->specialRules.first().effect;
    QCOMPARE(read.kind, kind);
    QCOMPARE(read.parameters, parameters);
    QCOMPARE(writeScenario(*loaded.scenario, *loaded.ruleset, loaded.panels), text);
}

void TestScenarioIo::zoneColourPresetAndDefaultZoneAreKept_data()
{
    QTest::addColumn<QString>("zone");
    QTest::addColumn<QString>("colour");
    QTest::addColumn<bool>("hasPreset");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("panel");
    QTest::addColumn<int>("edge");
    QTest::addColumn<int>("depth");
    using K = ZonePreset::Kind;
    using E = ZonePreset::Edge;
    QTest::newRow("sc.11: Tan on Board 3 at least 5 hexes from the east edge")
        << QStringLiteral("tan-set-up") << QStringLiteral("#e6194b") << true
        << int(K::PanelAwayFromEdge) << 1 << int(E::East) << 5;
    QTest::newRow("a board's west edge, no colour of its own")
        << QStringLiteral("red-edge") << QString() << true << int(K::PanelEdge) << 0 << int(E::West)
        << 2;
    QTest::newRow("the map's north edge") << QStringLiteral("map-edge") << QString() << true
                                          << int(K::MapEdge) << 0 << int(E::North) << 1;
}

void TestScenarioIo::zoneColourPresetAndDefaultZoneAreKept()
{
    QFETCH(QString, zone);
    QFETCH(QString, colour);
    QFETCH(bool, hasPreset);
    QFETCH(int, kind);
    QFETCH(int, panel);
    QFETCH(int, edge);
    QFETCH(int, depth);
    const QString path = QStringLiteral(TEST_DATA_DIR "/scenarios/zone-presets.scenario.yaml");
    Diagnostics diagnostics;
    LoadedScenario loaded = loadScenario(path, path, *m_registry, diagnostics);
    QVERIFY(loaded.scenario);
    const Zone *read = loaded.scenario->findZone(zone);
    QVERIFY(read);
    QCOMPARE(read->colour, colour);
    QCOMPARE(read->preset.has_value(), hasPreset);
    QCOMPARE(int(read->preset->kind), kind);
    if (kind != int(ZonePreset::Kind::MapEdge))
        QCOMPARE(read->preset->panel, panel);
    QCOMPARE(int(read->preset->edge), edge);
    QCOMPARE(read->preset->depth, depth);
    QCOMPARE(loaded.scenario->findSide(QStringLiteral("tan"))->defaultZone,
             QStringLiteral("tan-set-up"));
    QCOMPARE(loaded.scenario->findSide(QStringLiteral("red"))->defaultZone, QString());

    // Each part counts for equality (undo drops a step that changes nothing), and a part
    // taken away is written no more.
    Scenario changed = *loaded.scenario;
    for (Zone &z : changed.zones) {
        if (z.id == zone) {
            z.colour = colour.isEmpty() ? QStringLiteral("#123456") : QString();
            QVERIFY(z != *read);
            z.colour = colour;
            QVERIFY(z == *read);
            z.preset.reset();
            QVERIFY(z != *read);
        }
    }
    changed.sides[0].defaultZone.clear();
    QVERIFY(changed.sides[0] != loaded.scenario->sides[0]);
    const QByteArray written = writeScenario(changed, *loaded.ruleset, loaded.panels);
    QCOMPARE(written.count("default_zone:"), 0);
    QCOMPARE(written.count("preset:"), 5);
    QCOMPARE(written.count("colour: \"#"), 2);
}

void TestScenarioIo::unknownKeysAreErrorsNotDefaults()
{
    // The same scenario with a misspelt optional key must not load as if the key were absent.
    QByteArray bytes = readAll(QStringLiteral(TEST_DATA_DIR "/scenarios/everything.scenario.yaml"));
    bytes.replace("    budget: 400", "    budgett: 400");
    Diagnostics diagnostics;
    auto document = YamlDocument::parse(bytes, QStringLiteral("x.scenario.yaml"), diagnostics);
    QVERIFY(document);
    const LoadedScenario loaded = readScenario(*document, *m_registry, diagnostics);
    QVERIFY(!loaded.scenario);
    QCOMPARE(diagnostics.size(), 1);
    QCOMPARE(diagnostics.first().code, QStringLiteral("unknown-key"));
    QVERIFY(diagnostics.first().message.contains(QLatin1String("did you mean 'budget'?")));
}

void TestScenarioIo::pointsFollowTheCostChart_data()
{
    QTest::addColumn<QString>("force");
    QTest::addColumn<int>("points");
    // Tan morale 6 costs +3 a unit, Green 7 +2, Blue 9 nothing; Red's 8 (+1) is given free.
    QTest::newRow("3 tanks at morale 6: 3 x (17 + 3)") << QStringLiteral("tan-tanks") << 60;
    QTest::newRow("2 large guns with gas: 2 x (22 + 3)") << QStringLiteral("tan-guns") << 50;
    QTest::newRow("4 paratroop infantry: 4 x (8 + 2 + 2)") << QStringLiteral("green-paras") << 48;
    QTest::newRow("2 hover tanks with ECM at free morale 8: 2 x 35")
        << QStringLiteral("red-tanks") << 70;
    QTest::newRow("2 Slammers infantry at morale 9: 2 x 11") << QStringLiteral("blue-held") << 22;
}

void TestScenarioIo::pointsFollowTheCostChart()
{
    QFETCH(QString, force);
    QFETCH(int, points);
    const QString source = QStringLiteral(TEST_DATA_DIR "/scenarios/everything.scenario.yaml");
    Diagnostics diagnostics;
    const LoadedScenario loaded = loadScenario(source, source, *m_registry, diagnostics);
    QVERIFY(loaded.scenario);
    for (const ForceEntry &entry : loaded.scenario->forces) {
        if (entry.id == force) {
            QCOMPARE(forceEntryCost(entry, *loaded.scenario, *loaded.ruleset), points);
            return;
        }
    }
    QFAIL("no such force entry");
}

void TestScenarioIo::diagnosticTextIsCompilerStyle()
{
    Diagnostic d;
    d.file = QStringLiteral("a.scenario.yaml");
    d.line = 3;
    d.column = 7;
    d.code = QStringLiteral("unknown-key");
    d.message = QStringLiteral("unknown key 'x' in the scenario");
    QCOMPARE(
        d.toText(),
        QStringLiteral("a.scenario.yaml:3:7: error[unknown-key]: unknown key 'x' in the scenario"));
    d.line = 0;
    d.severity = Severity::Warning;
    QCOMPARE(d.toText(),
             QStringLiteral("a.scenario.yaml: warning[unknown-key]: unknown key 'x' in "
                            "the scenario"));
}

void TestScenarioIo::wideMapsWriteEveryLabelWithOneWidth()
{
    // Regression: labels past column 99 were written as "17701" (3 + 2 digits), which no
    // reader could split. Every label of a file now has the width its largest hex needs.
    const QString source = QStringLiteral(TEST_DATA_DIR "/scenarios/everything.scenario.yaml");
    Diagnostics diagnostics;
    LoadedScenario loaded = loadScenario(source, source, *m_registry, diagnostics);
    QVERIFY(loaded.scenario);
    Scenario wide = *loaded.scenario;
    PanelPlacement far = wide.layout.first();
    far.column = 176;
    far.row = 0;
    wide.layout.append(far);
    const QString text = QString::fromUtf8(writeScenario(wide, *loaded.ruleset, loaded.panels));
    QVERIFY2(text.contains(QLatin1String("at: \"177001\"")), qPrintable(text.left(800)));
    QVERIFY(text.contains(QLatin1String("hex: \"005006\"")));
    QVERIFY(!text.contains(QLatin1String("\"0506\"")));
    Diagnostics again;
    auto document = YamlDocument::parse(text.toUtf8(), QStringLiteral("wide"), again);
    QVERIFY(document);
    const LoadedScenario reread = readScenario(*document, *m_registry, again);
    QVERIFY(again.isEmpty());
    QCOMPARE(reread.scenario->layout.last().column, 176);
    QCOMPARE(reread.scenario->markers.first().hex.col, 4);
    QCOMPARE(writeScenario(*reread.scenario, *reread.ruleset, reread.panels), text.toUtf8());
}

QTEST_GUILESS_MAIN(TestScenarioIo)
#include "tst_scenarioio.moc"
