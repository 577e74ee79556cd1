// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The built-in scenario checks on scenarios built in memory, one rule of the book per test:
// set-up terrain, fortresses, stacking, zones and edges, orders and players, points,
// reinforcements and victory conditions. The file fixtures are in tests/data/checks.

#include "checks/checkcodes.h"
#include "checks/scenariochecks.h"
#include "map/panel.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "testsupport.h"

#include <QStandardPaths>
#include <QTest>

using namespace hexwright;
using namespace hexwright::testsupport;
using namespace Qt::Literals::StringLiterals;

namespace {

/// Panel 6 alone (clear, forest, a lake at 0807, a river at 0305, roads), Tan attacking Blue.
Scenario baseScenario()
{
    Scenario s;
    s.metadata.title = QStringLiteral("Checks");
    s.metadata.players = 2;
    s.rulesetId = QStringLiteral("hammers-slammers");
    s.rulesetVersion = 1;
    s.panelLibrary = QStringLiteral("hammers-slammers");
    s.layout = {at(QStringLiteral("6"), 0, 0)};
    Zone west;
    west.id = QStringLiteral("west");
    west.hexes = {hex("0202"), hex("0203")};
    Zone east;
    east.id = QStringLiteral("east");
    east.hexes = {hex("1402"), hex("1403")};
    s.zones = {west, east};
    Side tan;
    tan.id = QStringLiteral("tan");
    tan.name = QStringLiteral("Tan");
    tan.player = 1;
    tan.colours = {QStringLiteral("tan")};
    tan.role = Side::Role::Attacker;
    tan.setupOrder = 2;
    tan.moveOrder = 1;
    tan.morale = {MoraleBlock {{QStringLiteral("tan")}, 7, {}, {}, false}};
    Side blue;
    blue.id = QStringLiteral("blue");
    blue.name = QStringLiteral("Blue");
    blue.player = 2;
    blue.colours = {QStringLiteral("blue")};
    blue.role = Side::Role::Defender;
    blue.setupOrder = 1;
    blue.moveOrder = 2;
    blue.morale = {MoraleBlock {{QStringLiteral("blue")}, 8, {}, {}, false}};
    s.sides = {tan, blue};
    s.gameLength.turns = 6;
    return s;
}

ForceEntry unitsAt(const QString &id, const QString &side, const QString &colour,
                   const QString &unit, int count, const QString &hexLabel)
{
    ForceEntry f;
    f.id = id;
    f.side = side;
    f.colour = colour;
    f.unitType = unit;
    f.count = count;
    f.placement.kind = Placement::Kind::Hex;
    f.placement.hex = hexFromLabel(hexLabel);
    return f;
}

ForceEntry unitsIn(const QString &id, const QString &side, const QString &colour,
                   const QString &unit, int count, const QString &zone)
{
    ForceEntry f = unitsAt(id, side, colour, unit, count, QString());
    f.placement = {};
    f.placement.kind = Placement::Kind::Zone;
    f.placement.zone = zone;
    return f;
}

/// Tan's four tanks in the west, Blue's infantry in the east: a scenario with no problems.
Scenario cleanScenario()
{
    Scenario s = baseScenario();
    s.forces
        = {unitsIn(QStringLiteral("tan-tanks"), QStringLiteral("tan"), QStringLiteral("tan"),
                   QStringLiteral("conv_tank"), 4, QStringLiteral("west")),
           unitsIn(QStringLiteral("blue-infantry"), QStringLiteral("blue"), QStringLiteral("blue"),
                   QStringLiteral("slam_infantry"), 1, QStringLiteral("east"))};
    return s;
}

} // namespace

class TestScenarioChecks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void aCleanScenarioHasNoProblems();
    void unitsSetUpOnlyInTerrainTheyMayEnter_data();
    void unitsSetUpOnlyInTerrainTheyMayEnter();
    void aZoneWarnsAboutHexesAUnitMayNotUse();
    void fortressesStandOnePerHexOutsideCitySwampLakeAndRiver_data();
    void fortressesStandOnePerHexOutsideCitySwampLakeAndRiver();
    void atMostThreeCountersPerPlayerPerHex_data();
    void atMostThreeCountersPerPlayerPerHex();
    void setupHexesArePlayable_data();
    void setupHexesArePlayable();
    void usedZonesAreNotEmpty();
    void entryEdgesAndRoadsExist_data();
    void entryEdgesAndRoadsExist();
    void everySideHasItsOwnSetupAndMoveOrder_data();
    void everySideHasItsOwnSetupAndMoveOrder();
    void theAttackerGetsMorePoints_data();
    void theAttackerGetsMorePoints();
    void reinforcementsArriveWithinTheGame_data();
    void reinforcementsArriveWithinTheGame();
    void victoryConditionsReferToWhatIsInPlay_data();
    void victoryConditionsReferToWhatIsInPlay();
    void aSideWithoutUnitsIsWarned();
    void diagnosticsNameSideSubjectAndHexes();
    void everyReportedCodeIsRegisteredWithItsSeverity();

private:
    Diagnostics check(const Scenario &s) const
    {
        const HexMap map = HexMap::compose(s, *m_panels);
        Diagnostics out = checkScenario(s, *m_ruleset, map, QStringLiteral("x.scenario.yaml"));
        m_seen += out;
        return out;
    }
    QStringList codes(const Scenario &s) const
    {
        QStringList out;
        for (const Diagnostic &d : check(s))
            out.append(d.code);
        return out;
    }
    QStringList messages(const Scenario &s) const
    {
        QStringList out;
        for (const Diagnostic &d : check(s))
            out.append(d.code + QStringLiteral(": ") + d.message);
        return out;
    }
    quint8 terrainIndex(const char *id) const
    {
        return quint8(m_ruleset->terrainIds().indexOf(QLatin1String(id)));
    }

    std::unique_ptr<RulesetRegistry> m_registry;
    const Ruleset *m_ruleset = nullptr;
    const PanelLibrary *m_panels = nullptr;
    mutable Diagnostics m_seen;
};

void TestScenarioChecks::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_registry = RulesetRegistry::withBundledData();
    Diagnostics diagnostics;
    m_ruleset = m_registry->ruleset(QStringLiteral("hammers-slammers"), diagnostics);
    QVERIFY(m_ruleset);
    m_panels
        = m_registry->panelLibrary(QStringLiteral("hammers-slammers"), *m_ruleset, diagnostics);
    QVERIFY(m_panels);
}

void TestScenarioChecks::aCleanScenarioHasNoProblems()
{
    QCOMPARE(messages(cleanScenario()), QStringList());
}

void TestScenarioChecks::unitsSetUpOnlyInTerrainTheyMayEnter_data()
{
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("hex");
    QTest::addColumn<QString>("painted"); ///< terrain painted on the hex first, or empty
    QTest::addColumn<QString>("problem");
    const QString none;
    const QString setup = QStringLiteral("setup-terrain");
    QTest::newRow("a tank in clear") << u"conv_tank"_s << u"0505"_s << none << none;
    QTest::newRow("no tank in a lake") << u"conv_tank"_s << u"0807"_s << none << setup;
    QTest::newRow("no armored car in a swamp")
        << u"conv_armored_car"_s << u"0505"_s << u"swamp"_s << setup;
    QTest::newRow("a hover tank crosses lakes")
        << u"slam_hover_tank"_s << u"0807"_s << none << none;
    QTest::newRow("a hover tank in a swamp")
        << u"slam_hover_tank"_s << u"0505"_s << u"swamp"_s << none;
    QTest::newRow("no foot infantry in a lake") << u"conv_infantry"_s << u"0807"_s << none << setup;
    QTest::newRow("foot infantry wades a swamp")
        << u"conv_infantry"_s << u"0505"_s << u"swamp"_s << none;
    QTest::newRow("foot infantry in a river") << u"slam_infantry"_s << u"0305"_s << none << none;
    QTest::newRow("a towed gun crosses rivers only at bridges")
        << u"conv_large_gun"_s << u"0305"_s << none << setup;
    QTest::newRow("a towed gun on the bridge") << u"conv_large_gun"_s << u"0404"_s << none << none;
    QTest::newRow("a fortress is judged by the fortress rules")
        << u"fortress"_s << u"0305"_s << none << u"fortress-terrain"_s;
}

void TestScenarioChecks::unitsSetUpOnlyInTerrainTheyMayEnter()
{
    QFETCH(QString, unit);
    QFETCH(QString, hex);
    QFETCH(QString, painted);
    QFETCH(QString, problem);
    Scenario s = cleanScenario();
    if (!painted.isEmpty())
        s.terrain.set(hexFromLabel(hex), terrainIndex(painted.toLatin1().constData()));
    const UnitType *type = m_ruleset->findUnitType(unit);
    QVERIFY(type);
    const QString colour = type->colours.contains(QStringLiteral("tan")) ? QStringLiteral("tan")
                                                                         : QStringLiteral("blue");
    const QString side = colour;
    s.forces.append(unitsAt(QStringLiteral("placed"), side, colour, unit, 1, hex));
    const QStringList found = codes(s);
    QCOMPARE(found, problem.isEmpty() ? QStringList() : QStringList {problem});
}

void TestScenarioChecks::aZoneWarnsAboutHexesAUnitMayNotUse()
{
    Scenario s = cleanScenario();
    s.zones[0].hexes.append(hex("0807"));
    QCOMPARE(messages(s),
             QStringList {QStringLiteral("setup-zone-terrain: Tan: 4 × Tank ('tan-tanks') may not "
                                         "use 1 of the 3 playable hexes of zone 'west' (lake)")});
    // A zone with no hex the unit may enter is an error.
    s.zones[0].hexes = {hex("0807"), hex("0808")};
    QCOMPARE(messages(s),
             QStringList {QStringLiteral(
                 "setup-terrain: Tan: 4 × Tank ('tan-tanks') sets up in zone 'west', but its "
                 "playable hexes are only lake, where it may not stand")});
}

void TestScenarioChecks::fortressesStandOnePerHexOutsideCitySwampLakeAndRiver_data()
{
    QTest::addColumn<QStringList>("fortressHexes");
    QTest::addColumn<int>("unitsInside");
    QTest::addColumn<QStringList>("problems");
    QTest::newRow("a fortress in clear with three units")
        << QStringList {u"0505"_s} << 3 << QStringList();
    QTest::newRow("not in a river")
        << QStringList {u"0305"_s} << 0 << QStringList {u"fortress-terrain"_s};
    QTest::newRow("not in a lake")
        << QStringList {u"0807"_s} << 0 << QStringList {u"fortress-terrain"_s};
    QTest::newRow("one per hex") << QStringList {u"0505"_s, u"0505"_s} << 0
                                 << QStringList {u"fortress-per-hex"_s};
    QTest::newRow("at most three units inside")
        << QStringList {u"0505"_s} << 4
        << QStringList {u"fortress-capacity"_s, u"stacking-limit"_s};
}

void TestScenarioChecks::fortressesStandOnePerHexOutsideCitySwampLakeAndRiver()
{
    QFETCH(QStringList, fortressHexes);
    QFETCH(int, unitsInside);
    QFETCH(QStringList, problems);
    Scenario s = cleanScenario();
    for (const QString &label : fortressHexes) {
        Marker m;
        m.kind = QStringLiteral("fortress");
        m.hex = hexFromLabel(label);
        s.markers.append(m);
    }
    if (unitsInside > 0)
        s.forces.append(unitsAt(QStringLiteral("garrison"), QStringLiteral("tan"),
                                QStringLiteral("tan"), QStringLiteral("conv_infantry"), unitsInside,
                                fortressHexes.first()));
    QStringList found = codes(s);
    found.sort();
    QCOMPARE(found, problems);
}

void TestScenarioChecks::atMostThreeCountersPerPlayerPerHex_data()
{
    // Entries u"side colour unit count"_s set up at 0505; Tan and Green sides are player 1.
    QTest::addColumn<QStringList>("entries");
    QTest::addColumn<bool>("overstacked");
    QTest::newRow("three tanks") << QStringList {u"tan tan conv_tank 3"_s} << false;
    QTest::newRow("four tanks") << QStringList {u"tan tan conv_tank 4"_s} << true;
    QTest::newRow("two tanks and two infantry")
        << QStringList {u"tan tan conv_tank 2"_s, u"tan tan conv_infantry 2"_s} << true;
    QTest::newRow("one player's two sides count together")
        << QStringList {u"tan tan conv_tank 2"_s, u"green green conv_infantry 2"_s} << true;
    QTest::newRow("allied colours count together")
        << QStringList {u"tan tan conv_tank 2"_s, u"blue blue slam_infantry 2"_s, u"ally"_s}
        << true;
    QTest::newRow("enemies do not add up")
        << QStringList {u"tan tan conv_tank 2"_s, u"blue blue slam_infantry 2"_s} << false;
    QTest::newRow("a fortress is not a counter")
        << QStringList {u"tan tan conv_tank 3"_s, u"tan tan fortress 1"_s} << false;
}

void TestScenarioChecks::atMostThreeCountersPerPlayerPerHex()
{
    QFETCH(QStringList, entries);
    QFETCH(bool, overstacked);
    Scenario s = cleanScenario();
    Side green = s.sides.first();
    green.id = QStringLiteral("green");
    green.name = QStringLiteral("Green");
    green.colours = {QStringLiteral("green")};
    green.morale = {MoraleBlock {{QStringLiteral("green")}, 7, {}, {}, false}};
    green.role = Side::Role::None;
    s.sides.append(green);
    s.sides[0].setupOrder = 3; // three sides: Tan 3, Blue 1, Green 2 (Green shares player 1)
    s.sides[2].setupOrder = 2;
    s.forces.append(unitsIn(QStringLiteral("green-reserve"), QStringLiteral("green"),
                            QStringLiteral("green"), QStringLiteral("conv_tank"), 4,
                            QStringLiteral("east")));
    int n = 0;
    for (const QString &entry : entries) {
        if (entry == QLatin1String("ally")) {
            s.alliances.append({QStringLiteral("tan"), QStringLiteral("blue")});
            continue;
        }
        const QStringList part = entry.split(QLatin1Char(' '));
        s.forces.append(unitsAt(QStringLiteral("e%1").arg(++n), part[0], part[1], part[2],
                                part[3].toInt(), QStringLiteral("0505")));
    }
    const QStringList found = codes(s);
    QCOMPARE(found.contains(QStringLiteral("stacking-limit")), overstacked);
    QCOMPARE(found.count(QStringLiteral("stacking-limit")), overstacked ? 1 : 0);
}

void TestScenarioChecks::setupHexesArePlayable_data()
{
    QTest::addColumn<QString>("hex");
    QTest::addColumn<QString>("message");
    QTest::newRow("a whole hex") << u"0202"_s << QString();
    QTest::newRow("the half hex at the top edge")
        << u"0201"_s
        << u"hex-off-map: Tan: 1 × Infantry ('scout') is placed at 0201, a half hex at the edge "_s
           u"of the map, which is not playable"_s;
    QTest::newRow("beyond the map") << u"4040"_s
                                    << u"hex-off-map: Tan: 1 × Infantry ('scout') is placed at "_s
                                       u"4040, which is not on the map"_s;
}

void TestScenarioChecks::setupHexesArePlayable()
{
    QFETCH(QString, hex);
    QFETCH(QString, message);
    Scenario s = cleanScenario();
    s.forces.append(unitsAt(QStringLiteral("scout"), QStringLiteral("tan"), QStringLiteral("tan"),
                            QStringLiteral("conv_infantry"), 1, hex));
    QCOMPARE(messages(s), message.isEmpty() ? QStringList() : QStringList {message});
}

void TestScenarioChecks::usedZonesAreNotEmpty()
{
    Scenario s = cleanScenario();
    Zone spare;
    spare.id = QStringLiteral("spare");
    s.zones.append(spare);
    // An unused empty zone is only untidy.
    QCOMPARE(codes(s), QStringList {QStringLiteral("empty-zone")});
    // One that units set up in, or whose hexes are all off the map, is an error.
    s.zones[1].hexes = {hex("4040")};
    QCOMPARE(messages(s),
             QStringList({QStringLiteral("hex-off-map: zone 'east' has hexes that are not "
                                         "playable: 4040 is not on the map"),
                          QStringLiteral("empty-zone: zone 'spare' has no hexes"),
                          QStringLiteral("used-zone-empty: force entry 'blue-infantry' uses zone "
                                         "'east', none of whose 1 hexes is playable")}));
}

void TestScenarioChecks::entryEdgesAndRoadsExist_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("where"); ///< a panel id (edge) or a hex label (road)
    QTest::addColumn<QString>("problem");
    const int edge = int(Entry::Kind::Edge);
    const int road = int(Entry::Kind::RoadHex);
    QTest::newRow("the west edge of panel 6") << edge << u"6"_s << QString();
    QTest::newRow("the west edge of the map") << edge << QString() << QString();
    QTest::newRow("a panel not in the layout") << edge << u"1"_s << u"entry-edge"_s;
    QTest::newRow("a road hex") << road << u"0204"_s << QString();
    QTest::newRow("a hex without a road") << road << u"0202"_s << u"road-entry-no-road"_s;
    QTest::newRow("a half hex") << road << u"0201"_s << u"hex-off-map"_s;
}

void TestScenarioChecks::entryEdgesAndRoadsExist()
{
    QFETCH(int, kind);
    QFETCH(QString, where);
    QFETCH(QString, problem);
    Scenario s = cleanScenario();
    Reinforcement r;
    r.id = QStringLiteral("late");
    r.side = QStringLiteral("tan");
    r.turn = 2;
    r.entry.kind = Entry::Kind(kind);
    r.entry.edge.side = QStringLiteral("west");
    if (r.entry.kind == Entry::Kind::Edge && !where.isEmpty())
        r.entry.edge.panels = {where};
    if (r.entry.kind == Entry::Kind::RoadHex)
        r.entry.hex = hexFromLabel(where);
    s.reinforcements.append(r);
    ForceEntry arriving = unitsAt(QStringLiteral("arriving"), QStringLiteral("tan"),
                                  QStringLiteral("tan"), QStringLiteral("conv_tank"), 1, {});
    arriving.placement = {};
    arriving.placement.kind = Placement::Kind::Reinforcement;
    arriving.placement.reinforcement = r.id;
    s.forces.append(arriving);
    QCOMPARE(codes(s), problem.isEmpty() ? QStringList() : QStringList {problem});
}

void TestScenarioChecks::everySideHasItsOwnSetupAndMoveOrder_data()
{
    QTest::addColumn<QList<int>>("tan"); ///< setup order, move order, player
    QTest::addColumn<QList<int>>("blue");
    QTest::addColumn<QStringList>("problems");
    QTest::newRow("the book's order")
        << QList<int> {2, 1, 1} << QList<int> {1, 2, 2} << QStringList();
    QTest::newRow("both set up first")
        << QList<int> {1, 1, 1} << QList<int> {1, 2, 2}
        << QStringList {u"side-order-duplicate: Tan and Blue have the same setup order, 1, but "_s
                        u"belong to different players"_s};
    // ... but a scenario "for 2 players" whose sides one player runs says so.
    QTest::newRow("one player's sides may share a turn (scenario 11)")
        << QList<int> {2, 1, 1} << QList<int> {1, 1, 1}
        << QStringList {u"player-count: the scenario is for 2 players, but its sides are played "_s
                        u"by 1 (player 1)"_s};
    QTest::newRow("a third mover with two sides")
        << QList<int> {2, 3, 1} << QList<int> {1, 2, 2}
        << QStringList {u"side-order-range: Tan: move order 3 is not between 1 and 2, the number "_s
                        u"of sides"_s};
    QTest::newRow("a player the scenario does not have")
        << QList<int> {2, 1, 1} << QList<int> {1, 2, 3}
        << QStringList {u"player-out-of-range: Blue: player 3, but the scenario's players are "_s
                        u"numbered 1 to 2"_s};
}

void TestScenarioChecks::everySideHasItsOwnSetupAndMoveOrder()
{
    QFETCH(QList<int>, tan);
    QFETCH(QList<int>, blue);
    QFETCH(QStringList, problems);
    Scenario s = cleanScenario();
    s.sides[0].setupOrder = tan[0];
    s.sides[0].moveOrder = tan[1];
    s.sides[0].player = tan[2];
    s.sides[1].setupOrder = blue[0];
    s.sides[1].moveOrder = blue[1];
    s.sides[1].player = blue[2];
    QCOMPARE(messages(s), problems);
}

void TestScenarioChecks::theAttackerGetsMorePoints_data()
{
    QTest::addColumn<int>("tanTanks"); ///< 19 points each at morale 7
    QTest::addColumn<int>("blueInfantry"); ///< 12 points each at morale 8
    QTest::addColumn<QString>("message");
    QTest::newRow("a fifth more or better") << 4 << 5 << QString();
    QTest::newRow("fewer points than the defender")
        << 3 << 5
        << u"attacker-points: Tan (attacker): 57 points, fewer than Blue (defender): 60"_s;
    QTest::newRow("more, but less than the book's 20 %")
        << 4 << 6
        << u"attacker-points-guidance: Tan (attacker): 76 points, 6 % more than Blue "_s
           u"(defender): 72; the book gives the attacker about 20 % more"_s;
}

void TestScenarioChecks::theAttackerGetsMorePoints()
{
    QFETCH(int, tanTanks);
    QFETCH(int, blueInfantry);
    QFETCH(QString, message);
    Scenario s = cleanScenario();
    s.zones[0].hexes.append(hex("0204"));
    s.zones[1].hexes.append(hex("1404"));
    s.forces[0].count = tanTanks;
    s.forces[1].count = blueInfantry;
    QCOMPARE(messages(s), message.isEmpty() ? QStringList() : QStringList {message});
}

void TestScenarioChecks::reinforcementsArriveWithinTheGame_data()
{
    QTest::addColumn<int>("turn");
    QTest::addColumn<bool>("withUnits");
    QTest::addColumn<QString>("message");
    QTest::newRow("on the last turn") << 6 << true << QString();
    QTest::newRow("after the last turn")
        << 7 << true
        << u"turn-after-end: Tan: the arrival of reinforcement 'late' is turn 7, but the game "_s
           u"lasts 6 turns"_s;
    QTest::newRow("before the first turn")
        << 0 << true
        << u"turn-after-end: Tan: the arrival of reinforcement 'late' is turn 0, before the "_s
           u"first turn"_s;
    QTest::newRow("with no units")
        << 2 << false
        << u"reinforcement-empty: Tan: reinforcement 'late' on turn 2 brings no units"_s;
}

void TestScenarioChecks::reinforcementsArriveWithinTheGame()
{
    QFETCH(int, turn);
    QFETCH(bool, withUnits);
    QFETCH(QString, message);
    Scenario s = cleanScenario();
    Reinforcement r;
    r.id = QStringLiteral("late");
    r.side = QStringLiteral("tan");
    r.turn = turn;
    r.entry.kind = Entry::Kind::Edge;
    r.entry.edge.side = QStringLiteral("west");
    s.reinforcements.append(r);
    if (withUnits)
        s.forces[0].placement = {Placement::Kind::Reinforcement, {}, {}, {}, r.id};
    QCOMPARE(messages(s), message.isEmpty() ? QStringList() : QStringList {message});
}

void TestScenarioChecks::victoryConditionsReferToWhatIsInPlay_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QVariantMap>("parameters");
    QTest::addColumn<QString>("message");
    const QString prefix = QStringLiteral("victory-reference: victory condition 'win': ");
    const QString unmet = QStringLiteral("victory-not-in-play: victory condition 'win': ");
    QTest::newRow("a real side and zone") << u"occupy"_s
                                          << QVariantMap {{u"side"_s, u"tan"_s},
                                                          {u"zone"_s, u"east"_s},
                                                          {u"undisrupted_only"_s, true}}
                                          << QString();
    QTest::newRow("a side that is gone")
        << u"occupy"_s
        << QVariantMap {{u"side"_s, u"red"_s},
                        {u"zone"_s, u"east"_s},
                        {u"undisrupted_only"_s, true}}
        << prefix + u"side names side 'red', which does not exist"_s;
    QTest::newRow("a zone that is gone")
        << u"occupy"_s
        << QVariantMap {{u"side"_s, u"tan"_s},
                        {u"zone"_s, u"bridge"_s},
                        {u"undisrupted_only"_s, true}}
        << prefix + u"zone names zone 'bridge', which does not exist"_s;
    QTest::newRow("a colour nobody plays")
        << u"first_to_hex"_s
        << QVariantMap {{u"zone"_s, u"east"_s}, {u"colours"_s, QStringList {u"green"_s}}}
        << unmet + u"colours names colour green, which no side controls"_s;
    QTest::newRow("a unit type of a colour in play")
        << u"first_to_hex"_s
        << QVariantMap {{u"zone"_s, u"east"_s},
                        {u"unit_types"_s, QStringList {u"slam_combat_car"_s}}}
        << QString();
    QTest::newRow("a unit type no colour in play fields")
        << u"first_to_hex"_s
        << QVariantMap {{u"zone"_s, u"east"_s},
                        {u"unit_types"_s, QStringList {u"merc_combat_car"_s}}}
        << unmet
            + u"unit_types names Combat Car ('merc_combat_car'), which no colour in play "_s
              u"can field"_s;
    QTest::newRow("an exit edge on a panel not in the layout")
        << u"exit_units"_s
        << QVariantMap {{u"side"_s, u"tan"_s},
                        {u"edge"_s,
                         QVariantMap {{u"side"_s, u"north"_s},
                                      {u"panels"_s, QStringList {u"1"_s}}}}}
        << prefix + u"edge names panel 1, which is not in the layout"_s;
    QTest::newRow("a turn after the end")
        << u"survive"_s
        << QVariantMap {{u"side"_s, u"blue"_s}, {u"min_units"_s, 1}, {u"at_end_of_turn"_s, 8}}
        << u"turn-after-end: victory condition 'win': its at_end_of_turn is turn 8, but the game "_s
           u"lasts 6 turns"_s;
    QTest::newRow("objects with no marker on the map")
        << u"collect_objects"_s
        << QVariantMap {{u"marker"_s, u"object"_s},
                        {u"home_zones"_s, QVariantMap {{u"tan"_s, u"west"_s}}}}
        << unmet + u"marker names object markers, but the map has none"_s;
}

void TestScenarioChecks::victoryConditionsReferToWhatIsInPlay()
{
    QFETCH(QString, kind);
    QFETCH(QVariantMap, parameters);
    QFETCH(QString, message);
    Scenario s = cleanScenario();
    VictoryCondition v;
    v.id = QStringLiteral("win");
    v.kind = kind;
    v.parameters = parameters;
    s.victory.append(v);
    QCOMPARE(messages(s), message.isEmpty() ? QStringList() : QStringList {message});
}

void TestScenarioChecks::aSideWithoutUnitsIsWarned()
{
    Scenario s = cleanScenario();
    s.forces.removeLast();
    QCOMPARE(messages(s), QStringList {QStringLiteral("side-without-units: Blue has no units")});
    // Hidden units are units (scenario 6's partisans).
    HiddenUnits partisans;
    partisans.id = QStringLiteral("partisans");
    partisans.side = QStringLiteral("blue");
    partisans.colour = QStringLiteral("blue");
    partisans.unitType = QStringLiteral("slam_infantry");
    partisans.zone = QStringLiteral("east");
    s.hidden.append(partisans);
    QCOMPARE(messages(s), QStringList());
}

void TestScenarioChecks::diagnosticsNameSideSubjectAndHexes()
{
    Scenario s = cleanScenario();
    s.forces[0].placement = {Placement::Kind::Hex, {}, hex("0505"), {}, {}};
    s.forces[0].position = {40, 5};
    const Diagnostics found = check(s);
    QCOMPARE(found.size(), 1);
    const Diagnostic &d = found.first();
    QCOMPARE(d.code, QStringLiteral("stacking-limit"));
    QCOMPARE(d.severity, Severity::Error);
    QCOMPARE(d.message,
             QStringLiteral("Tan: 4 counters at 0505 (tan-tanks), more than the 3 one "
                            "player may stack in a hex"));
    QCOMPARE(d.line, 40);
    QCOMPARE(d.column, 5);
    QCOMPARE(d.side, QStringLiteral("tan"));
    QCOMPARE(d.subjectKind, QStringLiteral("force"));
    QCOMPARE(d.subjectId, QStringLiteral("tan-tanks"));
    QCOMPARE(d.hexes, QList<OffsetCoord> {hex("0505")});
}

void TestScenarioChecks::everyReportedCodeIsRegisteredWithItsSeverity()
{
    // Runs last: every problem the tests above produced has the registry's code and severity.
    QVERIFY(m_seen.size() > 20);
    QMap<QString, Severity> registry;
    for (const CheckInfo &info : allChecks(*m_ruleset))
        registry.insert(info.code, info.severity);
    for (const Diagnostic &d : std::as_const(m_seen)) {
        QVERIFY2(registry.contains(d.code), qPrintable(d.code));
        QCOMPARE(d.severity, registry.value(d.code));
    }
}

QTEST_GUILESS_MAIN(TestScenarioChecks)
#include "tst_scenariochecks.moc"
