// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Maschinen Krieger's scenario checks (validation/families/mak/checks/), one rule of the text
// per test, each row named after its section: stacking points and aircraft per hex [8.1,
// 10.5], NeuSpotters [8.1], W and C units kept out of water [7.1.8], the games a scenario
// needs [2.0], and over the family's parts of a scenario pilots [18.0], cargo [13.1],
// ammunition and equipment [11.0, 10.0], mines [19.1], entry codes [12.1] and artillery [17].
// The file fixtures are tests/data/checks/mak-*/ (run by tst_checks); this test also makes
// sure every code of the family has one.

#include "checks/checkcodes.h"
#include "checks/familychecks.h"
#include "checks/scenariochecks.h"
#include "checks/scenariovalidator.h"
#include "families/mak/makscenario.h"
#include "map/panel.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "testsupport.h"

#include <QDir>

#include <QStandardPaths>
#include <QTest>
#include <functional>

Q_DECLARE_METATYPE(std::function<void(hexwright::Scenario &)>)

using namespace hexwright;
using namespace hexwright::testsupport;
using namespace Qt::Literals::StringLiterals;

namespace {

const QString Merc = QStringLiteral("mercenary");
const QString Strahl = QStringLiteral("strahl");

ForceEntry unitsAt(const QString &id, const QString &side, const QString &unit, int count,
                   const QString &hexLabel)
{
    ForceEntry f;
    f.id = id;
    f.side = side;
    f.colour = side;
    f.unitType = unit;
    f.count = count;
    f.placement.kind = Placement::Kind::Hex;
    f.placement.hex = hexFromLabel(hexLabel);
    return f;
}

Side makSide(const QString &id, int player, Side::Role role)
{
    Side s;
    s.id = id;
    s.name = id;
    s.player = player;
    s.colours = {id};
    s.role = role;
    s.setupOrder = player == 1 ? 2 : 1;
    s.moveOrder = player;
    s.morale = {MoraleBlock {{id}, 7, {}, {}, false}};
    return s;
}

/// Board @p board alone (or with @p second beside it), the Mercenaries attacking the Strahl,
/// an AFS and a PKA far apart: no problems of the family's.
Scenario baseScenario(const QString &board = QStringLiteral("1"), const QString &second = {})
{
    Scenario s;
    s.metadata.title = QStringLiteral("MaK checks");
    s.metadata.players = 2;
    s.rulesetId = QStringLiteral("mak");
    s.rulesetVersion = 1;
    s.panelLibrary = QStringLiteral("mak");
    s.layout = {at(board, 0, 0)};
    if (!second.isEmpty())
        s.layout.append(at(second, 20, 0));
    s.sides = {makSide(Merc, 1, Side::Role::Attacker), makSide(Strahl, 2, Side::Role::Defender)};
    s.forces = {unitsAt(QStringLiteral("merc-afs"), Merc, QStringLiteral("afs_s"), 1,
                        QStringLiteral("0201")),
                unitsAt(QStringLiteral("strahl-pka"), Strahl, QStringLiteral("pka"), 1,
                        QStringLiteral("1901"))};
    s.gameLength.turns = 6;
    return s;
}

} // namespace

class TestMakChecks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void aCleanScenarioHasNoProblemsOfTheFamily();
    void stacking_data();
    void stacking();
    void neuSpotters_data();
    void neuSpotters();
    void movementLettersStayOutOfWater_data();
    void movementLettersStayOutOfWater();
    void theGamesAScenarioNeeds_data();
    void theGamesAScenarioNeeds();
    void scenarioParts_data();
    void scenarioParts();
    void everyCodeHasAFixtureAndASummary();
    void theSamplesValidateClean_data();
    void theSamplesValidateClean();

private:
    Diagnostics check(const Scenario &s) const
    {
        const HexMap map = HexMap::compose(s, *m_panels);
        return checkScenario(s, *m_ruleset, map, QStringLiteral("x.scenario.yaml"));
    }
    /// The codes of @p s's problems that are the family's, or @p shared.
    QStringList codes(const Scenario &s, const QString &shared = {}) const
    {
        QStringList out;
        for (const Diagnostic &d : check(s)) {
            if (d.code.startsWith(QLatin1String("mak-")) || d.code == shared)
                out.append(d.code);
        }
        return out;
    }

    std::unique_ptr<RulesetRegistry> m_registry;
    const Ruleset *m_ruleset = nullptr;
    const PanelLibrary *m_panels = nullptr;
};

void TestMakChecks::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_registry = RulesetRegistry::withBundledData();
    Diagnostics diagnostics;
    m_ruleset = m_registry->ruleset(QStringLiteral("mak"), diagnostics);
    QVERIFY(m_ruleset);
    m_panels = m_registry->panelLibrary(QStringLiteral("mak"), *m_ruleset, diagnostics);
    QVERIFY(m_panels);
}

void TestMakChecks::aCleanScenarioHasNoProblemsOfTheFamily()
{
    QCOMPARE(codes(baseScenario()), QStringList());
}

void TestMakChecks::stacking_data()
{
    QTest::addColumn<QList<ForceEntry>>("forces");
    QTest::addColumn<QStringList>("expected");
    const auto merc = [](const char *id, const char *unit, int count, const char *hex) {
        return unitsAt(QLatin1String(id), Merc, QLatin1String(unit), count, QLatin1String(hex));
    };
    const auto strahl = [](const char *id, const char *unit, int count, const char *hex) {
        return unitsAt(QLatin1String(id), Strahl, QLatin1String(unit), count, QLatin1String(hex));
    };
    QTest::newRow("8.1: four Type I suits are 4 points, the most a side stacks")
        << QList<ForceEntry> {merc("afs", "afs", 4, "0502")} << QStringList();
    QTest::newRow("8.1: a fifth Type I suit is one point too many")
        << QList<ForceEntry> {merc("afs", "afs", 5, "0502")} << QStringList {u"mak-stacking"_s};
    QTest::newRow("8.1: two Type II vehicles are 4 points")
        << QList<ForceEntry> {merc("dh", "doll_house", 2, "0502")} << QStringList();
    QTest::newRow("8.1: a Type II vehicle and three suits are 5 points")
        << QList<ForceEntry> {merc("dh", "doll_house", 1, "0502"), merc("afs", "afs", 3, "0502")}
        << QStringList {u"mak-stacking"_s};
    QTest::newRow("8.1: the limit is a side's: 4 points of each side in one hex")
        << QList<ForceEntry> {merc("afs", "afs", 4, "0502"), strahl("pka", "pka", 4, "0502")}
        << QStringList();
    QTest::newRow("8.1: infantry squads are Type II, 2 points each")
        << QList<ForceEntry> {merc("inf", "inf_sq", 3, "0502")} << QStringList {u"mak-stacking"_s};
    QTest::newRow("10.5: four aircraft over a hex stack apart from the ground units")
        << QList<ForceEntry> {merc("falke", "falke", 4, "0502"), merc("afs", "afs", 4, "0502")}
        << QStringList();
    QTest::newRow("10.5: a fifth aircraft over the hex is too many")
        << QList<ForceEntry> {merc("falke", "falke", 5, "0502")}
        << QStringList {u"mak-aircraft-per-hex"_s};
}

void TestMakChecks::stacking()
{
    QFETCH(QList<ForceEntry>, forces);
    QFETCH(QStringList, expected);
    Scenario s = baseScenario();
    s.forces += forces;
    QCOMPARE(codes(s), expected);
}

void TestMakChecks::neuSpotters_data()
{
    QTest::addColumn<QList<ForceEntry>>("forces");
    QTest::addColumn<QStringList>("expected");
    const auto strahl = [](const char *id, const char *unit, int count, const char *hex) {
        return unitsAt(QLatin1String(id), Strahl, QLatin1String(unit), count, QLatin1String(hex));
    };
    QTest::newRow("8.1: one NeuSpotter stands anywhere")
        << QList<ForceEntry> {strahl("ns", "neuspotter", 1, "1502")} << QStringList();
    QTest::newRow("8.1: two NeuSpotters alone in a hex")
        << QList<ForceEntry> {strahl("ns", "neuspotter", 2, "1502")}
        << QStringList {u"mak-neuspotters"_s};
    QTest::newRow("8.1: two NeuSpotters from two entries alone in a hex")
        << QList<ForceEntry> {strahl("ns", "neuspotter", 1, "1502"),
                              strahl("ns2", "neuspotter", 1, "1502")}
        << QStringList {u"mak-neuspotters"_s};
    QTest::newRow("8.1: two NeuSpotters with a Type I suit still need a Type II unit")
        << QList<ForceEntry> {strahl("ns", "neuspotter", 2, "1502"),
                              strahl("pka", "pka", 1, "1502")}
        << QStringList {u"mak-neuspotters"_s};
    QTest::newRow("8.1: two NeuSpotters with a Type II Sphinx")
        << QList<ForceEntry> {strahl("ns", "neuspotter", 2, "1502"),
                              strahl("sph", "sphinx", 1, "1502")}
        << QStringList();
}

void TestMakChecks::neuSpotters()
{
    QFETCH(QList<ForceEntry>, forces);
    QFETCH(QStringList, expected);
    Scenario s = baseScenario();
    s.forces += forces;
    QCOMPARE(codes(s), expected);
}

void TestMakChecks::movementLettersStayOutOfWater_data()
{
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QStringList>("expected");
    // Board 3's river runs through 0907; the shared set-up check reads the terrain chart.
    QTest::newRow("7.1.8: a W unit (AFS) may not stand in water")
        << QStringLiteral("afs") << QStringList {u"setup-terrain"_s};
    QTest::newRow("7.1.8: a C unit (Doll House) may not stand in water")
        << QStringLiteral("doll_house") << QStringList {u"setup-terrain"_s};
    QTest::newRow("7.1.8: infantry may not either (the terrain chart, ours)")
        << QStringLiteral("inf_sq") << QStringList {u"setup-terrain"_s};
    QTest::newRow("7.1.8: a hover unit may") << QStringLiteral("hover_test") << QStringList();
}

void TestMakChecks::movementLettersStayOutOfWater()
{
    QFETCH(QString, unit);
    QFETCH(QStringList, expected);
    Scenario s = baseScenario(QStringLiteral("3"));
    // No unit the text names hovers: the check follows the movement class, so an AFS made to
    // hover in a copy of the rules will do.
    Ruleset rules = *m_ruleset;
    QString type = unit;
    if (unit == QLatin1String("hover_test")) {
        type = QStringLiteral("afs");
        for (UnitType &t : rules.unitTypes) {
            if (t.id == type)
                t.movementClass = QStringLiteral("hover");
        }
    }
    s.forces.append(unitsAt(QStringLiteral("wet"), Merc, type, 1, QStringLiteral("0907")));
    const HexMap map = HexMap::compose(s, *m_panels);
    QStringList got;
    for (const Diagnostic &d : checkScenario(s, rules, map, QStringLiteral("x.scenario.yaml"))) {
        if (d.code.startsWith(QLatin1String("mak-")) || d.code == QLatin1String("setup-terrain"))
            got.append(d.code);
    }
    QCOMPARE(got, expected);
}

void TestMakChecks::theGamesAScenarioNeeds_data()
{
    QTest::addColumn<QString>("board");
    QTest::addColumn<QString>("second");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("2.0: boards 1-4 are S.F.3.D alone")
        << QStringLiteral("1") << QStringLiteral("4") << QStringLiteral("pka") << QStringList();
    QTest::newRow("2.0: boards 5-7 are S.F.3.D II alone")
        << QStringLiteral("5") << QStringLiteral("7") << QStringLiteral("pka") << QStringList();
    QTest::newRow("2.0: boards 1 and 5 need both games")
        << QStringLiteral("1") << QStringLiteral("5") << QStringLiteral("pka")
        << QStringList {u"mak-needs-both-games"_s};
    QTest::newRow("2.0: an AFS on board 6 needs the first game's units (scenarios 11, 14)")
        << QStringLiteral("6") << QString() << QStringLiteral("afs")
        << QStringList {u"mak-needs-both-games"_s};
}

void TestMakChecks::theGamesAScenarioNeeds()
{
    QFETCH(QString, board);
    QFETCH(QString, second);
    QFETCH(QString, unit);
    QFETCH(QStringList, expected);
    Scenario s = baseScenario(board, second);
    s.forces = {unitsAt(QStringLiteral("merc"), Merc, unit, 1, QStringLiteral("0201")),
                unitsAt(QStringLiteral("strahl-pka"), Strahl, QStringLiteral("pka"), 1,
                        QStringLiteral("1901"))};
    const Diagnostics found = check(s);
    QStringList got;
    for (const Diagnostic &d : found) {
        if (d.code.startsWith(QLatin1String("mak-")))
            got.append(d.code);
    }
    QCOMPARE(got, expected);
    for (const Diagnostic &d : found) {
        if (d.code == QLatin1String("mak-needs-both-games"))
            QCOMPARE(d.severity, Severity::Info);
    }
}

void TestMakChecks::scenarioParts_data()
{
    // A change to the base scenario (the AFS(S) 'merc-afs' at 0201, the PKA 'strahl-pka' at
    // 1901) and the family codes it gives.
    QTest::addColumn<std::function<void(Scenario &)>>("change");
    QTest::addColumn<QStringList>("expected");
    using Change = std::function<void(Scenario &)>;
    const auto v = [](const char *text) {
        return QVariant(QLatin1String(text));
    };
    const auto add = [](Scenario &s, const char *id, const QString &side, const char *unit,
                        int count, const char *hex) -> ForceEntry & {
        s.forces.append(
            unitsAt(QLatin1String(id), side, QLatin1String(unit), count, QLatin1String(hex)));
        return s.forces.last();
    };
    const auto mines = [v](Scenario &s, const QVariantList &fields, const char *allotment) {
        s.family[QStringLiteral("mines")] = QVariantMap {{Strahl, v(allotment)}};
        s.family[QStringLiteral("minefields")] = fields;
    };
    const auto field = [v](const char *hex, const char *power) {
        return QVariantMap {{QStringLiteral("side"), QVariant(Strahl)},
                            {QStringLiteral("hex"), v(hex)},
                            {QStringLiteral("power"), v(power)}};
    };
    const auto artillery
        = [v](Scenario &s, const char *distance, const char *total, const char *perTurn) {
              s.family[QStringLiteral("artillery")]
                  = QVariantList {QVariantMap {{QStringLiteral("side"), QVariant(Merc)},
                                               {QStringLiteral("type"), v("II")},
                                               {QStringLiteral("board"), v("1")},
                                               {QStringLiteral("direction"), v("west")},
                                               {QStringLiteral("distance"), v(distance)},
                                               {QStringLiteral("total"), v(total)},
                                               {QStringLiteral("per_turn"), v(perTurn)}}};
          };
    const auto entry = [](Scenario &s, const char *anchor) {
        Reinforcement r;
        r.id = QStringLiteral("late");
        r.side = Strahl;
        r.turn = 2;
        r.entry.kind = Entry::Kind::Edge;
        r.entry.edge.side = QStringLiteral("east");
        r.entry.edge.panels = {QStringLiteral("1")};
        r.entry.edge.anchor = hexFromLabel(QLatin1String(anchor));
        r.entry.edge.direction = QStringLiteral("south");
        s.reinforcements.append(r);
        ForceEntry f = unitsAt(QStringLiteral("strahl-late"), Strahl, QStringLiteral("pka"), 1,
                               QStringLiteral("0101"));
        f.placement = {};
        f.placement.kind = Placement::Kind::Reinforcement;
        f.placement.reinforcement = r.id;
        s.forces.append(f);
    };

    QTest::newRow("18.0: Ld 1 and a rider, two AFS") << Change([&](Scenario &s) {
        add(s, "afs", Merc, "afs", 2, "0301").family = {
            {QStringLiteral("leader"), v("1")}, {QStringLiteral("pilots"), QVariantList {v("11")}}};
    }) << QStringList();
    QTest::newRow("18.0: each pilot once: pilot 1 commands two entries")
        << Change([&](Scenario &s) {
               s.forces[0].family = {{QStringLiteral("leader"), v("1")}};
               add(s, "afs", Merc, "afs", 1, "0301").family = {{QStringLiteral("leader"), v("1")}};
           })
        << QStringList {u"mak-pilot-twice"_s};
    QTest::newRow("18.0: pilot 10 of each side is another man (numbers are per side)")
        << Change([&](Scenario &s) {
               s.forces[0].family = {{QStringLiteral("leader"), v("10")}};
               s.forces[1].family = {{QStringLiteral("leader"), v("10")}};
           })
        << QStringList();
    QTest::newRow("18.0: a rider who is also the commander") << Change([&](Scenario &s) {
        add(s, "afs", Merc, "afs", 2, "0301").family = {
            {QStringLiteral("leader"), v("1")}, {QStringLiteral("pilots"), QVariantList {v("1")}}};
    }) << QStringList {u"mak-pilot-twice"_s};
    QTest::newRow("18.0: three pilots for two AFS") << Change([&](Scenario &s) {
        add(s, "afs", Merc, "afs", 2, "0301").family
            = {{QStringLiteral("leader"), v("1")},
               {QStringLiteral("pilots"), QVariantList {v("11"), v("12")}}};
    }) << QStringList {u"mak-pilot-units"_s};
    QTest::newRow("16.1: PC controls an unmanned Nutrocker") << Change([&](Scenario &s) {
        add(s, "nut", Strahl, "nutrocker", 1, "1801").family
            = {{QStringLiteral("controller"), v("4")}};
    }) << QStringList();
    QTest::newRow("16.1: PC on a manned PKA") << Change([&](Scenario &s) {
        s.forces[1].family = {{QStringLiteral("controller"), v("4")}};
    }) << QStringList {u"mak-pilot-units"_s};
    QTest::newRow("13.1: two AFS in a truck (2 stacking points)") << Change([&](Scenario &s) {
        add(s, "truck", Merc, "truck", 1, "0302");
        add(s, "riders", Merc, "afs", 2, "0302").family
            = {{QStringLiteral("carried_by"), v("truck")}};
    }) << QStringList();
    QTest::newRow("13.1.5: a squad in the Doll House, a vehicle (2 points)")
        << Change([&](Scenario &s) {
               add(s, "doll", Merc, "doll_house", 1, "0302");
               add(s, "riders", Merc, "inf_sq", 1, "0302").family
                   = {{QStringLiteral("carried_by"), v("doll")}};
           })
        << QStringList();
    QTest::newRow("13.1.5: two squads in the Doll House") << Change([&](Scenario &s) {
        add(s, "doll", Merc, "doll_house", 1, "0302");
        add(s, "riders", Merc, "inf_sq", 2, "0302").family
            = {{QStringLiteral("carried_by"), v("doll")}};
    }) << QStringList {u"mak-cargo"_s};
    QTest::newRow("13.1: three AFS in a truck") << Change([&](Scenario &s) {
        add(s, "truck", Merc, "truck", 1, "0302");
        add(s, "riders", Merc, "afs", 3, "0302").family
            = {{QStringLiteral("carried_by"), v("truck")}};
    }) << QStringList {u"mak-cargo"_s};
    QTest::newRow("13.1: five squads (10 points) in a Green Buffalo") << Change([&](Scenario &s) {
        add(s, "gb", Merc, "green_buffalo", 1, "0302");
        add(s, "riders", Merc, "inf_sq", 5, "0402").family
            = {{QStringLiteral("carried_by"), v("gb")}};
    }) << QStringList();
    QTest::newRow("13.1: the Sph69-p carries Type I only, no infantry") << Change([&](Scenario &s) {
        add(s, "sph", Strahl, "sph69p", 1, "1802");
        add(s, "riders", Strahl, "inf_sq", 1, "1803").family
            = {{QStringLiteral("carried_by"), v("sph")}};
    }) << QStringList {u"mak-cargo"_s};
    QTest::newRow("13.1: a PKA carries no cargo of the kind") << Change([&](Scenario &s) {
        add(s, "riders", Strahl, "neuspotter", 1, "1802").family
            = {{QStringLiteral("carried_by"), v("strahl-pka")}};
    }) << QStringList {u"mak-cargo"_s};
    QTest::newRow("10.0: a Falke with a missile and a bomb") << Change([&](Scenario &s) {
        add(s, "falke", Merc, "falke", 1, "0302").family
            = {{QStringLiteral("equipment"),
                QVariantList {v("equipment_missile"), v("equipment_bomb")}}};
    }) << QStringList();
    QTest::newRow("10.0: equipment on an AFS") << Change([&](Scenario &s) {
        s.forces[0].family = {{QStringLiteral("equipment"), QVariantList {v("equipment_missile")}}};
    }) << QStringList {u"mak-equipment"_s};
    QTest::newRow("19.1: mines of 5 and 13 within an allotment of 18") << Change([&](Scenario &s) {
        mines(s, {field("1005", "5"), field("1006", "13")}, "18");
    }) << QStringList();
    QTest::newRow("19.1: mines of 4 in a hex")
        << Change([&](Scenario &s) { mines(s, {field("1005", "4")}, "18"); })
        << QStringList {u"mak-mines"_s};
    QTest::newRow("19.1: 8 and 6 in one hex are 14, over 13") << Change([&](Scenario &s) {
        mines(s, {field("1005", "8"), field("1005", "6")}, "20");
    }) << QStringList {u"mak-mines"_s};
    QTest::newRow("19.1: 19 mine points laid from an allotment of 18") << Change([&](Scenario &s) {
        mines(s, {field("1005", "6"), field("1006", "13")}, "18");
    }) << QStringList {u"mak-mines"_s};
    QTest::newRow("12.1: enters from 2005 and south, on the east edge of board 1")
        << Change([&](Scenario &s) { entry(s, "2005"); }) << QStringList();
    QTest::newRow("12.1: an anchor 1005 in the middle of board 1")
        << Change([&](Scenario &s) { entry(s, "1005"); }) << QStringList {u"mak-entry"_s};
    QTest::newRow("17: Type II 1W-80x5 (2)")
        << Change([&](Scenario &s) { artillery(s, "80", "5", "2"); }) << QStringList();
    QTest::newRow("17: more rounds a turn than in all")
        << Change([&](Scenario &s) { artillery(s, "80", "2", "3"); })
        << QStringList {u"mak-artillery"_s};
    QTest::newRow("17: no round a turn")
        << Change([&](Scenario &s) { artillery(s, "80", "5", "0"); })
        << QStringList {u"mak-artillery"_s};
    QTest::newRow("17: no distance off the board")
        << Change([&](Scenario &s) { artillery(s, "0", "5", "2"); })
        << QStringList {u"mak-artillery"_s};
}

void TestMakChecks::scenarioParts()
{
    QFETCH(std::function<void(Scenario &)>, change);
    QFETCH(QStringList, expected);
    Scenario s = baseScenario();
    change(s);
    QCOMPARE(codes(s), expected);
}

void TestMakChecks::everyCodeHasAFixtureAndASummary()
{
    const QList<CheckInfo> codes = familyCheckCodes(QStringLiteral("mak"));
    QVERIFY(!codes.isEmpty());
    QSet<QString> shared;
    for (const CheckInfo &info : builtinChecks())
        shared.insert(info.code);
    const QStringList folders = QDir(QStringLiteral(TEST_DATA_DIR "/checks"))
                                    .entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    QStringList missing;
    for (const CheckInfo &info : codes) {
        QVERIFY2(info.code.startsWith(QLatin1String("mak-")), qPrintable(info.code));
        QVERIFY2(!shared.contains(info.code), qPrintable(info.code));
        QVERIFY2(!info.summary.isEmpty(), qPrintable(info.code));
        const bool covered = std::any_of(folders.begin(), folders.end(), [&](const QString &f) {
            return f.section(QStringLiteral("--"), 0, 0) == info.code;
        });
        if (!covered)
            missing.append(info.code);
    }
    QVERIFY2(missing.isEmpty(),
             qPrintable(QStringLiteral("no fixture for: ") + missing.join(QStringLiteral(", "))));
}

void TestMakChecks::theSamplesValidateClean_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("31 Ridge Line (boards 2 and 3)") << QStringLiteral("31-ridge-line");
    QTest::newRow("32 Night at the Farms (boards 5 and 6)")
        << QStringLiteral("32-night-at-the-farms");
}

void TestMakChecks::theSamplesValidateClean()
{
    QFETCH(QString, name);
    const QString path
        = QStringLiteral(SOURCE_DIR "/resources/scenarios/samples/%1.scenario.yaml").arg(name);
    const ScenarioReport report = validateScenarioFile(path, name, *m_registry);
    QVERIFY(report.loaded.scenario);
    QStringList problems;
    for (const Diagnostic &d : report.diagnostics)
        problems.append(d.toText());
    QCOMPARE(problems, QStringList());
    // What the samples are for (issue 16, point 8): hexsides, heights, aircraft and pilots.
    const Scenario &s = *report.loaded.scenario;
    QCOMPARE(s.rulesetId, QStringLiteral("mak"));
    QVERIFY(!report.map.hexsides().isEmpty());
    bool high = false;
    for (int row = 0; row < report.map.rows(); ++row) {
        for (int col = 0; col < report.map.columns(); ++col)
            high = high || report.map.heightAt({col, row}) > 0;
    }
    QVERIFY(high);
    bool aircraft = false;
    bool pilots = false;
    for (const ForceEntry &f : s.forces) {
        aircraft = aircraft || makIsAircraft(*m_ruleset, f.unitType);
        pilots = pilots || !makEntryPilots(f).isEmpty();
    }
    QVERIFY(aircraft);
    QVERIFY(pilots);
    QVERIFY(!makArtillery(s).isEmpty());
    QVERIFY(!makMinefields(s).isEmpty());
}

QTEST_GUILESS_MAIN(TestMakChecks)
#include "tst_makchecks.moc"
