// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The pure edits of the reinforcement schedule (edit/scheduleedits.h), without a window:
// units moving between off-board and a reinforcement, deleting, duplicating and moving
// reinforcements, the hexes of an entry edge and the one-line summaries. The dock that
// pushes these edits is tested in tst_scheduledock.

#include "document/scenariodocument.h"
#include "edit/scheduleedits.h"
#include "map/hexmap.h"
#include "ruleset/rulesetregistry.h"
#include "scheduletestsupport.h"
#include "testsupport.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace hexwright;
using namespace hexwright::scheduletest;
using namespace hexwright::testsupport;
using namespace Qt::StringLiterals;

namespace {

ForceEntry entry(const QString &id, const QString &unit, int count, Placement placement,
                 const QString &colour = QStringLiteral("blue"))
{
    ForceEntry f;
    f.id = id;
    f.side = QStringLiteral("blue");
    f.colour = colour;
    f.unitType = unit;
    f.count = count;
    f.placement = placement;
    return f;
}

Placement offBoard()
{
    Placement p;
    p.kind = Placement::Kind::OffBoard;
    return p;
}

Placement arriving(const QString &reinforcement)
{
    Placement p;
    p.kind = Placement::Kind::Reinforcement;
    p.reinforcement = reinforcement;
    return p;
}

QString labels(const QList<OffsetCoord> &hexes)
{
    QStringList parts;
    for (OffsetCoord h : hexes)
        parts.append(formatHexLabel(h));
    return parts.join(QLatin1Char(' '));
}

Scenario withReinforcements(const QList<Reinforcement> &list)
{
    Scenario s;
    s.reinforcements = list;
    return s;
}

Scenario withForces(const QList<ForceEntry> &forces)
{
    Scenario s;
    s.forces = forces;
    return s;
}

} // namespace

class TestScheduleEdits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void uniqueIds_data();
    void uniqueIds();
    void movingUnits_data();
    void movingUnits();
    void deletingReturnsUnitsOffBoard();
    void changingSideReturnsUnits();
    void duplicateHasNoUnits();
    void edgeHexes_data();
    void edgeHexes();
    void turnedPanelKeepsTheMapsDirections();
    void summaries_data();
    void summaries();

private:
    std::unique_ptr<ScenarioDocument> load(const QString &path)
    {
        Diagnostics diagnostics;
        auto document = ScenarioDocument::load(path, *m_registry, diagnostics);
        for (const Diagnostic &d : diagnostics)
            qWarning() << d.message;
        return document;
    }

    const PanelLibrary *panelLibrary()
    {
        Diagnostics diagnostics;
        const Ruleset *ruleset
            = m_registry->ruleset(QStringLiteral("hammers-slammers"), diagnostics);
        return ruleset
            ? m_registry->panelLibrary(QStringLiteral("hammers-slammers"), *ruleset, diagnostics)
            : nullptr;
    }

    QTemporaryDir m_home;
    std::unique_ptr<RulesetRegistry> m_registry;
};

void TestScheduleEdits::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsupport::useOwnHome(m_home.path(), "tst_scheduleedits");
    m_registry = RulesetRegistry::withBundledData();
}

void TestScheduleEdits::uniqueIds_data()
{
    QTest::addColumn<QStringList>("taken");
    QTest::addColumn<QString>("side");
    QTest::addColumn<int>("turn");
    QTest::addColumn<QString>("expected");

    QTest::newRow("first of its turn") << QStringList {} << u"tan"_s << 3 << u"tan-turn3"_s;
    QTest::newRow("other turns do not matter")
        << QStringList {u"tan-turn2"_s, u"red-turn3"_s} << u"tan"_s << 3 << u"tan-turn3"_s;
    QTest::newRow("second on a turn")
        << QStringList {u"tan-turn3"_s} << u"tan"_s << 3 << u"tan-turn3-2"_s;
    QTest::newRow("gaps are filled")
        << QStringList {u"tan-turn3"_s, u"tan-turn3-3"_s} << u"tan"_s << 3 << u"tan-turn3-2"_s;
}

void TestScheduleEdits::uniqueIds()
{
    QFETCH(QStringList, taken);
    QFETCH(QString, side);
    QFETCH(int, turn);
    QFETCH(QString, expected);
    Scenario s;
    for (const QString &id : taken) {
        Reinforcement r;
        r.id = id;
        s.reinforcements.append(r);
    }
    QCOMPARE(schedule::uniqueReinforcementId(s, side, turn), expected);
}

void TestScheduleEdits::movingUnits_data()
{
    QTest::addColumn<QList<ForceEntry>>("forces");
    QTest::addColumn<QString>("action"); ///< "in" (to reinforcement r1) or "out" (off-board)
    QTest::addColumn<QString>("forceId");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("expected");

    const QString tank = QStringLiteral("slam_hover_tank");
    const QString inf = QStringLiteral("slam_infantry");
    const QString r1 = QStringLiteral("r1");

    QTest::newRow("the whole entry arrives")
        << QList<ForceEntry> {entry(u"tanks"_s, tank, 3, offBoard())} << u"in"_s << u"tanks"_s << 3
        << u"tanks:3@r1"_s;
    QTest::newRow("more than there are moves them all")
        << QList<ForceEntry> {entry(u"tanks"_s, tank, 3, offBoard())} << u"in"_s << u"tanks"_s << 9
        << u"tanks:3@r1"_s;
    QTest::newRow("part of an entry splits it")
        << QList<ForceEntry> {entry(u"tanks"_s, tank, 3, offBoard())} << u"in"_s << u"tanks"_s << 2
        << u"tanks:1@off tanks-2:2@r1"_s;
    QTest::newRow("a split takes the next free id")
        << QList<ForceEntry> {entry(u"tanks"_s, tank, 3, offBoard()),
                              entry(u"tanks-2"_s, inf, 1, offBoard())}
        << u"in"_s << u"tanks"_s << 1 << u"tanks:2@off tanks-3:1@r1 tanks-2:1@off"_s;
    QTest::newRow("units join the same kind already arriving")
        << QList<ForceEntry> {entry(u"tanks"_s, tank, 3, offBoard()),
                              entry(u"early"_s, tank, 2, arriving(r1))}
        << u"in"_s << u"tanks"_s << 3 << u"early:5@r1"_s;
    QTest::newRow("another colour is another kind")
        << QList<ForceEntry> {entry(u"tanks"_s, tank, 3, offBoard(), QStringLiteral("red")),
                              entry(u"early"_s, tank, 2, arriving(r1))}
        << u"in"_s << u"tanks"_s << 3 << u"tanks:3@r1 early:2@r1"_s;
    QTest::newRow("nothing moves for no units")
        << QList<ForceEntry> {entry(u"tanks"_s, tank, 3, offBoard())} << u"in"_s << u"tanks"_s << 0
        << u"tanks:3@off"_s;
    QTest::newRow("an unknown entry changes nothing")
        << QList<ForceEntry> {entry(u"tanks"_s, tank, 3, offBoard())} << u"in"_s << u"guns"_s << 1
        << u"tanks:3@off"_s;
    QTest::newRow("returning merges with the same kind off-board")
        << QList<ForceEntry> {entry(u"tanks"_s, tank, 1, offBoard()),
                              entry(u"tanks-2"_s, tank, 2, arriving(r1))}
        << u"out"_s << u"tanks-2"_s << 2 << u"tanks:3@off"_s;
    QTest::newRow("returning part keeps the rest arriving")
        << QList<ForceEntry> {entry(u"tanks"_s, tank, 3, arriving(r1))} << u"out"_s << u"tanks"_s
        << 1 << u"tanks:2@r1 tanks-2:1@off"_s;
    QTest::newRow("returning with nothing to merge with just changes the placement")
        << QList<ForceEntry> {entry(u"inf"_s, inf, 2, arriving(r1)),
                              entry(u"tanks"_s, tank, 1, offBoard())}
        << u"out"_s << u"inf"_s << 2 << u"inf:2@off tanks:1@off"_s;
}

void TestScheduleEdits::movingUnits()
{
    QFETCH(QList<ForceEntry>, forces);
    QFETCH(QString, action);
    QFETCH(QString, forceId);
    QFETCH(int, count);
    QFETCH(QString, expected);
    const QList<ForceEntry> result = action == QLatin1String("in")
        ? schedule::moveToReinforcement(forces, forceId, count, QStringLiteral("r1"))
        : schedule::moveOffBoard(forces, forceId, count);
    QCOMPARE(describe(result), expected);
    // Units are never made or lost.
    int before = 0;
    int after = 0;
    for (const ForceEntry &f : forces)
        before += f.count;
    for (const ForceEntry &f : result)
        after += f.count;
    QCOMPARE(after, before);
}

void TestScheduleEdits::deletingReturnsUnitsOffBoard()
{
    auto document = load(EverythingPath);
    QVERIFY(document);
    const Scenario &s = document->scenario();
    // red-edge is what blue-roll re-rolls against; red-road brings red-later.
    schedule::ScheduleParts parts = schedule::deleteReinforcement(s, QStringLiteral("red-edge"));
    QVERIFY(!parts.reinforcements.isEmpty());
    QVERIFY(
        !findReinforcement(withReinforcements(parts.reinforcements), QStringLiteral("red-edge")));
    for (const Reinforcement &r : parts.reinforcements)
        QVERIFY(r.entry.rerollIfSameAs != QLatin1String("red-edge"));

    parts = schedule::deleteReinforcement(s, QStringLiteral("red-road"));
    QCOMPARE(parts.reinforcements.size(), s.reinforcements.size() - 1);
    bool found = false;
    for (const ForceEntry &f : parts.forces) {
        if (f.id == QLatin1String("red-later")) {
            found = true;
            QCOMPARE(f.placement.kind, Placement::Kind::OffBoard);
            QCOMPARE(f.count, 3);
        }
    }
    QVERIFY(found);
}

void TestScheduleEdits::changingSideReturnsUnits()
{
    auto document = load(EverythingPath);
    QVERIFY(document);
    const schedule::ScheduleParts parts = schedule::changeSide(
        document->scenario(), QStringLiteral("red-road"), QStringLiteral("blue"));
    QCOMPARE(findReinforcement(withReinforcements(parts.reinforcements), QStringLiteral("red-road"))
                 ->side,
             QStringLiteral("blue"));
    QVERIFY(schedule::unitsOf(withForces(parts.forces), QStringLiteral("red-road")).isEmpty());
    // The same side again changes nothing.
    const schedule::ScheduleParts same = schedule::changeSide(
        document->scenario(), QStringLiteral("red-road"), QStringLiteral("red"));
    QVERIFY(schedule::sameData(same.forces, document->scenario().forces));
    QVERIFY(schedule::sameData(same.reinforcements, document->scenario().reinforcements));
}

void TestScheduleEdits::duplicateHasNoUnits()
{
    auto document = load(EverythingPath);
    QVERIFY(document);
    QString id;
    const QList<Reinforcement> list
        = schedule::duplicateReinforcement(document->scenario(), QStringLiteral("blue-roll"), &id);
    QCOMPARE(id, QStringLiteral("blue-turn1"));
    QCOMPARE(list.size(), document->scenario().reinforcements.size() + 1);
    const Scenario duplicated = withReinforcements(list);
    const Reinforcement *copy = findReinforcement(duplicated, id);
    QVERIFY(copy);
    QCOMPARE(copy->entry.kind, Entry::Kind::DieRoll);
    QCOMPARE(copy->entry.outcomes.size(), 2);
    QCOMPARE(copy->entry.rerollIfSameAs, QStringLiteral("red-edge"));
    QVERIFY(schedule::unitsOf(document->scenario(), id).isEmpty());
}

void TestScheduleEdits::edgeHexes_data()
{
    QTest::addColumn<QList<PanelPlacement>>("layout");
    QTest::addColumn<QString>("side");
    QTest::addColumn<QStringList>("panels");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("last");

    const QList<PanelPlacement> one {at(u"1"_s, 0, 0)};
    const QList<PanelPlacement> two {at(u"1"_s, 0, 0), at(u"2"_s, 16, 0)};
    const QList<PanelPlacement> stacked {at(u"1"_s, 0, 0), at(u"2"_s, 0, 12)};

    // A lone 16 x 12 panel: the half hexes of its border are not playable, so the first
    // full hexes are row 01 of even columns and row 02 of odd ones (odd columns stand higher).
    QTest::newRow("north of a lone panel")
        << one << u"north"_s << QStringList {} << 15 << u"0202"_s << u"1602"_s;
    QTest::newRow("south of a lone panel")
        << one << u"south"_s << QStringList {} << 15 << u"0212"_s << u"1612"_s;
    QTest::newRow("east of a lone panel: its last full column")
        << one << u"east"_s << QStringList {} << 11 << u"1602"_s << u"1612"_s;
    QTest::newRow("west of a lone panel")
        << one << u"west"_s << QStringList {} << 11 << u"0202"_s << u"0212"_s;
    QTest::newRow("north of two panels side by side: the seam hex joins")
        << two << u"north"_s << QStringList {} << 31 << u"0202"_s << u"3202"_s;
    QTest::newRow("north of the east panel only")
        << two << u"north"_s << QStringList {u"2"_s} << 16 << u"1701"_s << u"3202"_s;
    QTest::newRow("east of the map is the east panel's")
        << two << u"east"_s << QStringList {} << 11 << u"3202"_s << u"3212"_s;
    QTest::newRow("the panel's east edge at a seam is the seam column")
        << two << u"east"_s << QStringList {u"1"_s} << 12 << u"1701"_s << u"1712"_s;
    QTest::newRow("south of the map is the south panel's")
        << stacked << u"south"_s << QStringList {} << 15 << u"0224"_s << u"1624"_s;
    QTest::newRow("north of the south panel runs along the seam")
        << stacked << u"north"_s << QStringList {u"2"_s} << 15 << u"0213"_s << u"1613"_s;
    QTest::newRow("west of stacked panels runs down both")
        << stacked << u"west"_s << QStringList {} << 23 << u"0202"_s << u"0224"_s;
    const QList<PanelPlacement> ell {at(u"3"_s, 0, 0), at(u"6"_s, 0, 12), at(u"E"_s, 0, 24),
                                     at(u"D"_s, 16, 24)};
    QTest::newRow("the map's north edge is its top, not the open top of a lower panel")
        << ell << u"north"_s << QStringList {} << 15 << u"0202"_s << u"1602"_s;
    QTest::newRow("but that panel's own north edge is there")
        << ell << u"north"_s << QStringList {u"D"_s} << 16 << u"1725"_s << u"3226"_s;
    QTest::newRow("a panel not in the layout has no edge")
        << one << u"north"_s << QStringList {u"6"_s} << 0 << u""_s << u""_s;
}

void TestScheduleEdits::edgeHexes()
{
    QFETCH(QList<PanelPlacement>, layout);
    QFETCH(QString, side);
    QFETCH(QStringList, panels);
    QFETCH(int, count);
    QFETCH(QString, first);
    QFETCH(QString, last);

    const PanelLibrary *library = panelLibrary();
    QVERIFY(library);
    Scenario s;
    s.layout = layout;
    const HexMap map = HexMap::compose(s, *library);
    const QList<OffsetCoord> hexes = schedule::edgeHexes(s, *library, map, {side, panels, {}, {}});
    QCOMPARE(hexes.size(), count);
    if (count == 0)
        return;
    QCOMPARE(formatHexLabel(hexes.first()), first);
    QCOMPARE(formatHexLabel(hexes.last()), last);
    for (OffsetCoord h : hexes)
        QVERIFY2(map.isPlayable(h), qPrintable(labels(hexes)));
}

void TestScheduleEdits::turnedPanelKeepsTheMapsDirections()
{
    const PanelLibrary *library = panelLibrary();
    QVERIFY(library);
    Scenario upright;
    upright.layout = {at(u"1"_s, 0, 0), at(u"2"_s, 16, 0)};
    Scenario turned;
    turned.layout = {at(u"1"_s, 0, 0), at(u"2"_s, 16, 0, 180)};
    const HexMap a = HexMap::compose(upright, *library);
    const HexMap b = HexMap::compose(turned, *library);
    for (const QString &side : schedule::edgeSides()) {
        const EdgeSpec edge {side, {QStringLiteral("2")}, {}, {}};
        QCOMPARE(labels(schedule::edgeHexes(turned, *library, b, edge)),
                 labels(schedule::edgeHexes(upright, *library, a, edge)));
    }
}

void TestScheduleEdits::summaries_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("expected");

    QTest::newRow("paradrop") << u"green-drop"_s
                              << u"Turn 2, Tan and Green: 4 Infantry; paradrop onto Drop zone"_s;
    QTest::newRow("road hex") << u"red-road"_s
                              << u"Turn 3, Red: 3 Combat Cars; enter on the south road at 2212"_s;
    QTest::newRow("edge of a panel, no units")
        << u"red-edge"_s << u"Turn 4, Red: no units; enter along the east edge of panel 2"_s;
    QTest::newRow("zone") << u"red-zone"_s
                          << u"Turn 5, Red: no units; enter anywhere in East set-up"_s;
    QTest::newRow("die roll")
        << u"blue-roll"_s
        << u"Turn 1, Blue: 1 Hover Tank; roll 1d6 for the edge (1,2,3: the north edge of panel 1; "_s
           u"4,5,6: the south edge of the map), re-roll if the same as red-edge"_s;
}

void TestScheduleEdits::summaries()
{
    QFETCH(QString, id);
    QFETCH(QString, expected);
    auto document = load(EverythingPath);
    QVERIFY(document);
    const Reinforcement *r = findReinforcement(document->scenario(), id);
    QVERIFY(r);
    QCOMPARE(schedule::reinforcementSummary(document->scenario(), document->ruleset(),
                                            document->map(), *r),
             expected);
}

QTEST_GUILESS_MAIN(TestScheduleEdits)
#include "tst_scheduleedits.moc"
