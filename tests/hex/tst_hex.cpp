// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hextesthelpers.h"

#include "hex/hexcoord.h"
#include "hex/hexlayout.h"
#include "hex/offsetcoord.h"

#include <QSet>
#include <QtTest>

#include <cmath>

using namespace hexwright;
using namespace hexwright::hextest;

namespace {

const OffsetSystem FlatEven {HexOrientation::FlatTop, OffsetParity::EvenShifted};
const OffsetSystem FlatOdd {HexOrientation::FlatTop, OffsetParity::OddShifted};
const OffsetSystem PointyEven {HexOrientation::PointyTop, OffsetParity::EvenShifted};
const OffsetSystem PointyOdd {HexOrientation::PointyTop, OffsetParity::OddShifted};

struct NamedSystem
{
    const char *name;
    OffsetSystem system;
};

const NamedSystem AllSystems[] = {
    {"flat-top even-q", FlatEven},
    {"flat-top odd-q", FlatOdd},
    {"pointy-top even-r", PointyEven},
    {"pointy-top odd-r", PointyOdd},
};

} // namespace

class TestHex : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void directions_data();
    void directions();
    void directionsPointTheBookWay_data();
    void directionsPointTheBookWay();

    void offsetRoundTrip_data();
    void offsetRoundTrip();
    void offsetKnownValues_data();
    void offsetKnownValues();
    void shiftedLines_data();
    void shiftedLines();
    void offsetNeighbors_data();
    void offsetNeighbors();

    void distance_data();
    void distance();
    void ring_data();
    void ring();
    void ringOfOneStartsSouthWest();
    void range_data();
    void range();
    void rotated_data();
    void rotated();
    void rotationIsClockwiseOnScreen_data();
    void rotationIsClockwiseOnScreen();

    void formatLabel_data();
    void formatLabel();
    void parseLabel_data();
    void parseLabel();
    void labelDigits_data();
    void labelDigits();
};

// ---------------------------------------------------------------------------------- axial

void TestHex::directions_data()
{
    QTest::addColumn<int>("direction");
    QTest::addColumn<HexCoord>("expected");

    QTest::newRow("0 N") << 0 << HexCoord(0, -1);
    QTest::newRow("1 NE") << 1 << HexCoord(1, -1);
    QTest::newRow("2 SE") << 2 << HexCoord(1, 0);
    QTest::newRow("3 S") << 3 << HexCoord(0, 1);
    QTest::newRow("4 SW") << 4 << HexCoord(-1, 1);
    QTest::newRow("5 NW") << 5 << HexCoord(-1, 0);
    QTest::newRow("6 wraps to N") << 6 << HexCoord(0, -1);
    QTest::newRow("-1 wraps to NW") << -1 << HexCoord(-1, 0);
    QTest::newRow("-8 wraps to SW") << -8 << HexCoord(-1, 1);
}

void TestHex::directions()
{
    QFETCH(int, direction);
    QFETCH(HexCoord, expected);

    QCOMPARE(HexCoord::direction(direction), expected);
    QCOMPARE(HexCoord(3, -2).neighbor(direction), HexCoord(3, -2) + expected);
    QCOMPARE(HexCoord::direction(direction + 3), HexCoord() - expected);
    QCOMPARE(HexCoord::distance(HexCoord(), expected), 1);

    const HexList all = HexCoord(3, -2).neighbors();
    QCOMPARE(all.size(), 6);
    QCOMPARE(all.at(((direction % 6) + 6) % 6), HexCoord(3, -2) + expected);
}

void TestHex::directionsPointTheBookWay_data()
{
    QTest::addColumn<HexOrientation>("orientation");
    QTest::addColumn<int>("direction");
    QTest::addColumn<double>("screenDegrees"); // clockwise from east, y down

    // Flat-top: the Hammer's Slammers die faces N, NE, SE, S, SW, NW.
    const char *flatNames[] = {"flat N", "flat NE", "flat SE", "flat S", "flat SW", "flat NW"};
    // Pointy-top: the same vectors turned 30 degrees anticlockwise.
    const char *pointyNames[]
        = {"pointy NW", "pointy NE", "pointy E", "pointy SE", "pointy SW", "pointy W"};
    for (int d = 0; d < 6; ++d) {
        QTest::newRow(flatNames[d]) << HexOrientation::FlatTop << d << -90.0 + 60.0 * d;
        QTest::newRow(pointyNames[d]) << HexOrientation::PointyTop << d << -120.0 + 60.0 * d;
    }
}

void TestHex::directionsPointTheBookWay()
{
    QFETCH(HexOrientation, orientation);
    QFETCH(int, direction);
    QFETCH(double, screenDegrees);

    const HexLayout layout(orientation, QSizeF(1, 1));
    const QPointF v = layout.hexToPixel(HexCoord::direction(direction));
    const double radians = qDegreesToRadians(screenDegrees);
    QVERIFY(fuzzyEqual(v, QPointF(std::cos(radians), std::sin(radians)) * Sqrt3));
}

// ---------------------------------------------------------------------------------- offsets

void TestHex::offsetRoundTrip_data()
{
    QTest::addColumn<OffsetSystem>("system");
    for (const NamedSystem &named : AllSystems)
        QTest::newRow(named.name) << named.system;
}

void TestHex::offsetRoundTrip()
{
    QFETCH(OffsetSystem, system);

    QSet<HexCoord> seen;
    for (int col = -9; col <= 9; ++col) {
        for (int row = -9; row <= 9; ++row) {
            const OffsetCoord offset {col, row};
            const HexCoord hex = system.fromOffset(offset);
            QCOMPARE(system.toOffset(hex), offset);
            QCOMPARE(system.fromOffset(col, row), hex);
            seen.insert(hex);
        }
    }
    QCOMPARE(seen.size(), 19 * 19); // one-to-one

    for (int q = -9; q <= 9; ++q) {
        for (int r = -9; r <= 9; ++r)
            QCOMPARE(system.fromOffset(system.toOffset(HexCoord(q, r))), HexCoord(q, r));
    }
}

void TestHex::offsetKnownValues_data()
{
    QTest::addColumn<OffsetSystem>("system");
    QTest::addColumn<OffsetCoord>("offset");
    QTest::addColumn<HexCoord>("hex");

    struct Row
    {
        OffsetSystem system;
        OffsetCoord offset;
        HexCoord hex;
        const char *name;
    };
    const Row rows[] = {
        {FlatEven, {0, 0}, {0, 0}, "even-q origin"},
        {FlatEven, {1, 0}, {1, -1}, "even-q col 1 row 0"},
        {FlatEven, {1, 1}, {1, 0}, "even-q col 1 row 1"},
        {FlatEven, {2, 5}, {2, 4}, "even-q col 2 row 5"},
        {FlatEven, {3, 5}, {3, 3}, "even-q col 3 row 5"},
        {FlatEven, {-1, 0}, {-1, 0}, "even-q col -1 row 0"},
        {FlatEven, {-1, -1}, {-1, -1}, "even-q col -1 row -1"},
        {FlatEven, {-3, -2}, {-3, -1}, "even-q col -3 row -2"},
        {FlatEven, {-2, -3}, {-2, -2}, "even-q col -2 row -3"},
        {FlatOdd, {0, 0}, {0, 0}, "odd-q origin"},
        {FlatOdd, {1, 0}, {1, 0}, "odd-q col 1 row 0"},
        {FlatOdd, {2, 5}, {2, 4}, "odd-q col 2 row 5"},
        {FlatOdd, {3, 5}, {3, 4}, "odd-q col 3 row 5"},
        {FlatOdd, {-1, 0}, {-1, 1}, "odd-q col -1 row 0"},
        {FlatOdd, {-1, -1}, {-1, 0}, "odd-q col -1 row -1"},
        {FlatOdd, {-3, -2}, {-3, 0}, "odd-q col -3 row -2"},
        {FlatOdd, {-2, -3}, {-2, -2}, "odd-q col -2 row -3"},
        {PointyEven, {0, 0}, {0, 0}, "even-r origin"},
        {PointyEven, {0, 1}, {-1, 1}, "even-r col 0 row 1"},
        {PointyEven, {1, 1}, {0, 1}, "even-r col 1 row 1"},
        {PointyEven, {5, 2}, {4, 2}, "even-r col 5 row 2"},
        {PointyEven, {5, 3}, {3, 3}, "even-r col 5 row 3"},
        {PointyEven, {0, -1}, {0, -1}, "even-r col 0 row -1"},
        {PointyEven, {-3, -2}, {-2, -2}, "even-r col -3 row -2"},
        {PointyEven, {-2, -3}, {-1, -3}, "even-r col -2 row -3"},
        {PointyOdd, {0, 0}, {0, 0}, "odd-r origin"},
        {PointyOdd, {0, 1}, {0, 1}, "odd-r col 0 row 1"},
        {PointyOdd, {5, 2}, {4, 2}, "odd-r col 5 row 2"},
        {PointyOdd, {5, 3}, {4, 3}, "odd-r col 5 row 3"},
        {PointyOdd, {0, -1}, {1, -1}, "odd-r col 0 row -1"},
        {PointyOdd, {-1, -1}, {0, -1}, "odd-r col -1 row -1"},
        {PointyOdd, {-2, -3}, {0, -3}, "odd-r col -2 row -3"},
    };
    for (const Row &row : rows)
        QTest::newRow(row.name) << row.system << row.offset << row.hex;
}

void TestHex::offsetKnownValues()
{
    QFETCH(OffsetSystem, system);
    QFETCH(OffsetCoord, offset);
    QFETCH(HexCoord, hex);

    QCOMPARE(system.fromOffset(offset), hex);
    QCOMPARE(system.toOffset(hex), offset);
}

void TestHex::shiftedLines_data()
{
    QTest::addColumn<OffsetSystem>("system");
    QTest::addColumn<int>("shiftSign"); // which way odd lines sit relative to even ones

    // Even-shifted: the even lines are pushed down (right), so the odd ones sit half a hex up
    // (left) of them. Odd-shifted: the other way round.
    QTest::newRow("flat-top even-q: even columns lower") << FlatEven << -1;
    QTest::newRow("flat-top odd-q: odd columns lower") << FlatOdd << 1;
    QTest::newRow("pointy-top even-r: even rows further right") << PointyEven << -1;
    QTest::newRow("pointy-top odd-r: odd rows further right") << PointyOdd << 1;
}

void TestHex::shiftedLines()
{
    QFETCH(OffsetSystem, system);
    QFETCH(int, shiftSign);

    // Non-square size and an origin, so that nothing cancels by accident.
    const HexLayout layout(system.orientation, QSizeF(30, 26), QPointF(100, -40));
    const bool flat = system.orientation == HexOrientation::FlatTop;
    const QPointF base = layout.hexToPixel(system.fromOffset(0, 0));
    for (int line = -5; line <= 5; ++line) {
        for (int index = -3; index <= 3; ++index) {
            const OffsetCoord offset = flat ? OffsetCoord {line, index} : OffsetCoord {index, line};
            const QPointF p = layout.hexToPixel(system.fromOffset(offset)) - base;
            const double shift = (line & 1) ? shiftSign * 0.5 : 0.0;
            const QPointF expected = flat ? QPointF(line * layout.horizontalSpacing(),
                                                    (index + shift) * layout.verticalSpacing())
                                          : QPointF((index + shift) * layout.horizontalSpacing(),
                                                    line * layout.verticalSpacing());
            QVERIFY2(fuzzyEqual(p, expected),
                     qPrintable(QStringLiteral("line %1 index %2: (%3, %4) != (%5, %6)")
                                    .arg(line)
                                    .arg(index)
                                    .arg(p.x())
                                    .arg(p.y())
                                    .arg(expected.x())
                                    .arg(expected.y())));
        }
    }
}

void TestHex::offsetNeighbors_data()
{
    QTest::addColumn<OffsetSystem>("system");
    QTest::addColumn<OffsetCoord>("from");
    QTest::addColumn<QList<OffsetCoord>>("neighbors"); // in direction order 0..5

    // Flat-top directions are N, NE, SE, S, SW, NW.
    QTest::newRow("even-q even column (lower): NE/NW stay on the row")
        << FlatEven << OffsetCoord {2, 5}
        << QList<OffsetCoord> {{2, 4}, {3, 5}, {3, 6}, {2, 6}, {1, 6}, {1, 5}};
    QTest::newRow("even-q odd column (higher): SE/SW stay on the row")
        << FlatEven << OffsetCoord {3, 5}
        << QList<OffsetCoord> {{3, 4}, {4, 4}, {4, 5}, {3, 6}, {2, 5}, {2, 4}};
    QTest::newRow("even-q odd negative column")
        << FlatEven << OffsetCoord {-1, 0}
        << QList<OffsetCoord> {{-1, -1}, {0, -1}, {0, 0}, {-1, 1}, {-2, 0}, {-2, -1}};
    QTest::newRow("odd-q even column (higher): SE/SW stay on the row")
        << FlatOdd << OffsetCoord {2, 5}
        << QList<OffsetCoord> {{2, 4}, {3, 4}, {3, 5}, {2, 6}, {1, 5}, {1, 4}};
    QTest::newRow("odd-q odd column (lower): NE/NW stay on the row")
        << FlatOdd << OffsetCoord {3, 5}
        << QList<OffsetCoord> {{3, 4}, {4, 5}, {4, 6}, {3, 6}, {2, 6}, {2, 5}};
    // Pointy-top directions are NW, NE, E, SE, SW, W.
    QTest::newRow("even-r even row (right): NE/SE change column")
        << PointyEven << OffsetCoord {5, 2}
        << QList<OffsetCoord> {{5, 1}, {6, 1}, {6, 2}, {6, 3}, {5, 3}, {4, 2}};
    QTest::newRow("even-r odd row (left): NW/SW change column")
        << PointyEven << OffsetCoord {5, 3}
        << QList<OffsetCoord> {{4, 2}, {5, 2}, {6, 3}, {5, 4}, {4, 4}, {4, 3}};
    QTest::newRow("odd-r even row (left): NW/SW change column")
        << PointyOdd << OffsetCoord {5, 2}
        << QList<OffsetCoord> {{4, 1}, {5, 1}, {6, 2}, {5, 3}, {4, 3}, {4, 2}};
    QTest::newRow("odd-r odd row (right): NE/SE change column")
        << PointyOdd << OffsetCoord {5, 3}
        << QList<OffsetCoord> {{5, 2}, {6, 2}, {6, 3}, {6, 4}, {5, 4}, {4, 3}};
    QTest::newRow("odd-r odd negative row")
        << PointyOdd << OffsetCoord {0, -1}
        << QList<OffsetCoord> {{0, -2}, {1, -2}, {1, -1}, {1, 0}, {0, 0}, {-1, -1}};
}

void TestHex::offsetNeighbors()
{
    QFETCH(OffsetSystem, system);
    QFETCH(OffsetCoord, from);
    QFETCH(QList<OffsetCoord>, neighbors);

    const HexCoord hex = system.fromOffset(from);
    for (int d = 0; d < HexCoord::DirectionCount; ++d)
        QCOMPARE(system.toOffset(hex.neighbor(d)), neighbors.at(d));
}

// ---------------------------------------------------------------------------------- metrics

void TestHex::distance_data()
{
    QTest::addColumn<HexCoord>("a");
    QTest::addColumn<HexCoord>("b");
    QTest::addColumn<int>("expected");

    QTest::newRow("same hex") << HexCoord(4, -2) << HexCoord(4, -2) << 0;
    QTest::newRow("neighbour") << HexCoord(0, 0) << HexCoord(1, -1) << 1;
    QTest::newRow("straight along q") << HexCoord(0, 0) << HexCoord(5, 0) << 5;
    QTest::newRow("straight along r") << HexCoord(0, 0) << HexCoord(0, -7) << 7;
    QTest::newRow("straight along s") << HexCoord(0, 0) << HexCoord(-4, 4) << 4;
    QTest::newRow("hexside direction") << HexCoord(0, 0) << HexCoord(2, -1) << 2;
    QTest::newRow("generic") << HexCoord(-3, 5) << HexCoord(4, -1) << 7;
    QTest::newRow("generic 2") << HexCoord(1, 2) << HexCoord(-2, -3) << 8;
    QTest::newRow("far") << HexCoord(-100, 50) << HexCoord(100, -20) << 200;
}

void TestHex::distance()
{
    QFETCH(HexCoord, a);
    QFETCH(HexCoord, b);
    QFETCH(int, expected);

    QCOMPARE(HexCoord::distance(a, b), expected);
    QCOMPARE(HexCoord::distance(b, a), expected);
    QCOMPARE(a.distanceTo(b), expected);
    const HexCoord shift(7, -3);
    QCOMPARE(HexCoord::distance(a + shift, b + shift), expected);
}

void TestHex::ring_data()
{
    QTest::addColumn<HexCoord>("center");
    QTest::addColumn<int>("radius");

    for (int radius = 0; radius <= 5; ++radius) {
        QTest::addRow("radius %d around origin", radius) << HexCoord() << radius;
        QTest::addRow("radius %d around (-3,7)", radius) << HexCoord(-3, 7) << radius;
    }
}

void TestHex::ring()
{
    QFETCH(HexCoord, center);
    QFETCH(int, radius);

    const HexList ring = HexCoord::ring(center, radius);
    QCOMPARE(ring.size(), radius == 0 ? 1 : 6 * radius);
    QCOMPARE(ring.first(), center + HexCoord::direction(4) * radius);
    QCOMPARE(toSet(ring).size(), ring.size());
    for (const HexCoord h : ring)
        QCOMPARE(HexCoord::distance(center, h), radius);

    // Every hex at that distance is on it.
    int atRadius = 0;
    for (const HexCoord h : HexCoord::range(center, radius + 1))
        atRadius += HexCoord::distance(center, h) == radius ? 1 : 0;
    QCOMPARE(atRadius, ring.size());

    if (radius > 0) {
        for (qsizetype i = 0; i < ring.size(); ++i)
            QVERIFY(isAdjacent(ring.at(i), ring.at((i + 1) % ring.size())));
        // Clockwise on screen in both orientations.
        for (const auto orientation : {HexOrientation::FlatTop, HexOrientation::PointyTop}) {
            const HexLayout layout(orientation, QSizeF(1, 1));
            QPolygonF path;
            for (const HexCoord h : ring)
                path.append(layout.hexToPixel(h));
            QVERIFY(signedArea(path) > 0);
        }
    }
}

void TestHex::ringOfOneStartsSouthWest()
{
    const HexCoord c(2, -1);
    QCOMPARE(HexCoord::ring(c, 1),
             (HexList {c.neighbor(4), c.neighbor(5), c.neighbor(0), c.neighbor(1), c.neighbor(2),
                       c.neighbor(3)}));
    QVERIFY(HexCoord::ring(c, -1).isEmpty());
}

void TestHex::range_data()
{
    QTest::addColumn<HexCoord>("center");
    QTest::addColumn<int>("radius");

    for (int radius = 0; radius <= 6; ++radius)
        QTest::addRow("radius %d around (5,-2)", radius) << HexCoord(5, -2) << radius;
}

void TestHex::range()
{
    QFETCH(HexCoord, center);
    QFETCH(int, radius);

    const HexList range = HexCoord::range(center, radius);
    QCOMPARE(range.size(), 3 * radius * (radius + 1) + 1);
    for (qsizetype i = 0; i < range.size(); ++i) {
        QVERIFY(HexCoord::distance(center, range.at(i)) <= radius);
        if (i > 0)
            QVERIFY(range.at(i - 1) < range.at(i)); // ordered by q then r, no duplicates
    }
    const QSet<HexCoord> all = toSet(range);
    for (int k = 0; k <= radius; ++k) {
        for (const HexCoord h : HexCoord::ring(center, k))
            QVERIFY(all.contains(h));
    }
    QVERIFY(HexCoord::range(center, -1).isEmpty());
}

void TestHex::rotated_data()
{
    QTest::addColumn<HexCoord>("hex");
    QTest::addColumn<HexCoord>("center");
    QTest::addColumn<int>("sixths");
    QTest::addColumn<HexCoord>("expected");

    const HexCoord o;
    QTest::newRow("N turns to NE") << HexCoord(0, -1) << o << 1 << HexCoord(1, -1);
    QTest::newRow("NE turns to SE") << HexCoord(1, -1) << o << 1 << HexCoord(1, 0);
    QTest::newRow("N twice turns to SE") << HexCoord(0, -1) << o << 2 << HexCoord(1, 0);
    QTest::newRow("N back one turns to NW") << HexCoord(0, -1) << o << -1 << HexCoord(-1, 0);
    QTest::newRow("generic one sixth") << HexCoord(2, -1) << o << 1 << HexCoord(1, 1);
    QTest::newRow("around another centre")
        << HexCoord(3, 1) << HexCoord(1, 2) << 1 << HexCoord(2, 3);
    QTest::newRow("zero sixths") << HexCoord(3, 1) << HexCoord(1, 2) << 0 << HexCoord(3, 1);
    QTest::newRow("six sixths") << HexCoord(3, 1) << HexCoord(1, 2) << 6 << HexCoord(3, 1);
    QTest::newRow("three sixths is point reflection")
        << HexCoord(3, 1) << HexCoord(1, 2) << 3 << HexCoord(-1, 3);
    QTest::newRow("centre stays") << HexCoord(1, 2) << HexCoord(1, 2) << 4 << HexCoord(1, 2);
}

void TestHex::rotated()
{
    QFETCH(HexCoord, hex);
    QFETCH(HexCoord, center);
    QFETCH(int, sixths);
    QFETCH(HexCoord, expected);

    QCOMPARE(hex.rotated(center, sixths), expected);
    QCOMPARE(hex.rotated(center, sixths + 6), expected);
    QCOMPARE(hex.rotated(center, sixths - 12), expected);
    QCOMPARE(expected.rotated(center, -sixths), hex);
    QCOMPARE(HexCoord::distance(center, expected), HexCoord::distance(center, hex));
    QCOMPARE(hex.rotated(center, 3), center * 2 - hex);

    HexCoord stepped = hex;
    for (int i = 0; i < 6; ++i)
        stepped = stepped.rotated(center, 1);
    QCOMPARE(stepped, hex);
}

void TestHex::rotationIsClockwiseOnScreen_data()
{
    QTest::addColumn<HexOrientation>("orientation");
    QTest::newRow("flat-top") << HexOrientation::FlatTop;
    QTest::newRow("pointy-top") << HexOrientation::PointyTop;
}

void TestHex::rotationIsClockwiseOnScreen()
{
    QFETCH(HexOrientation, orientation);

    const HexLayout layout(orientation, QSizeF(10, 10), QPointF(3, 4));
    const HexCoord center(2, -1);
    const double c = 0.5;
    const double s = Sqrt3 / 2;
    for (const HexCoord h : HexCoord::range(center, 3)) {
        const QPointF v = layout.hexToPixel(h) - layout.hexToPixel(center);
        // +60 degrees on raw coordinates, which with y down is clockwise on screen.
        const QPointF turned(v.x() * c - v.y() * s, v.x() * s + v.y() * c);
        const QPointF actual = layout.hexToPixel(h.rotated(center, 1)) - layout.hexToPixel(center);
        QVERIFY(fuzzyEqual(actual, turned));
    }
}

// ---------------------------------------------------------------------------------- labels

void TestHex::formatLabel_data()
{
    QTest::addColumn<OffsetCoord>("offset");
    QTest::addColumn<int>("digits");
    QTest::addColumn<QString>("label");

    QTest::newRow("book example 0412") << OffsetCoord {3, 11} << 2 << QStringLiteral("0412");
    QTest::newRow("first hex") << OffsetCoord {0, 0} << 2 << QStringLiteral("0101");
    QTest::newRow("two digits full") << OffsetCoord {98, 98} << 2 << QStringLiteral("9999");
    QTest::newRow("three digits") << OffsetCoord {3, 11} << 3 << QStringLiteral("004012");
    QTest::newRow("four digits") << OffsetCoord {999, 0} << 4 << QStringLiteral("10000001");
    QTest::newRow("digits below 2 still pad to 2")
        << OffsetCoord {3, 11} << 1 << QStringLiteral("0412");
    QTest::newRow("too small width widens") << OffsetCoord {99, 4} << 2 << QStringLiteral("10005");
    QTest::newRow("column -1 is printed 00") << OffsetCoord {-1, 4} << 2 << QStringLiteral("0005");
    QTest::newRow("negative parts") << OffsetCoord {-2, -13} << 2 << QStringLiteral("-01-12");
}

void TestHex::formatLabel()
{
    QFETCH(OffsetCoord, offset);
    QFETCH(int, digits);
    QFETCH(QString, label);

    QCOMPARE(formatHexLabel(offset, digits), label);
}

void TestHex::parseLabel_data()
{
    QTest::addColumn<QString>("label");
    QTest::addColumn<int>("digits");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<OffsetCoord>("offset");

    const OffsetCoord none;
    QTest::newRow("book example 0412")
        << QStringLiteral("0412") << 2 << true << OffsetCoord {3, 11};
    QTest::newRow("first hex") << QStringLiteral("0101") << 2 << true << OffsetCoord {0, 0};
    QTest::newRow("three digits") << QStringLiteral("004012") << 3 << true << OffsetCoord {3, 11};
    QTest::newRow("digits below 2 read as 2")
        << QStringLiteral("0412") << 1 << true << OffsetCoord {3, 11};
    QTest::newRow("zero part") << QStringLiteral("0005") << 2 << true << OffsetCoord {-1, 4};
    QTest::newRow("negative parts")
        << QStringLiteral("-01-12") << 2 << true << OffsetCoord {-2, -13};
    QTest::newRow("empty") << QString() << 2 << false << none;
    QTest::newRow("too short") << QStringLiteral("041") << 2 << false << none;
    QTest::newRow("too long") << QStringLiteral("04123") << 2 << false << none;
    QTest::newRow("wrong digit count") << QStringLiteral("0412") << 3 << false << none;
    QTest::newRow("letter") << QStringLiteral("04a2") << 2 << false << none;
    QTest::newRow("plus sign") << QStringLiteral("+0412") << 2 << false << none;
    QTest::newRow("leading space") << QStringLiteral(" 0412") << 2 << false << none;
    QTest::newRow("trailing space") << QStringLiteral("0412 ") << 2 << false << none;
    QTest::newRow("minus zero is never written") << QStringLiteral("-0001") << 2 << false << none;
    QTest::newRow("lone minus") << QStringLiteral("-") << 2 << false << none;
    QTest::newRow("arabic-indic digits")
        << QStringLiteral("\u0660\u0664\u0661\u0662") << 2 << false << none;
}

void TestHex::parseLabel()
{
    QFETCH(QString, label);
    QFETCH(int, digits);
    QFETCH(bool, ok);
    QFETCH(OffsetCoord, offset);

    OffsetCoord parsed {-77, -77};
    QCOMPARE(parseHexLabel(label, digits, &parsed), ok);
    QCOMPARE(parseHexLabel(label, digits, nullptr), ok);
    if (ok) {
        QCOMPARE(parsed, offset);
        QCOMPARE(formatHexLabel(parsed, digits), label);
    } else {
        QCOMPARE(parsed, (OffsetCoord {-77, -77})); // untouched on failure
    }
}

void TestHex::labelDigits_data()
{
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("digits");

    QTest::newRow("panel 16x12") << 16 << 12 << 2;
    QTest::newRow("tiny 3x2 still 2") << 3 << 2 << 2;
    QTest::newRow("empty grid still 2") << 0 << 0 << 2;
    QTest::newRow("99 fits in 2") << 99 << 99 << 2;
    QTest::newRow("100 columns") << 100 << 5 << 3;
    QTest::newRow("100 rows") << 5 << 100 << 3;
    QTest::newRow("999 fits in 3") << 999 << 1 << 3;
    QTest::newRow("1000x1000") << 1000 << 1000 << 4;
    QTest::newRow("12345 columns") << 12345 << 1 << 5;
}

void TestHex::labelDigits()
{
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(int, digits);

    QCOMPARE(hexLabelDigits(columns, rows), digits);
    // The last hex's label has exactly that many digits per part.
    if (columns > 0 && rows > 0) {
        const QString last = formatHexLabel(OffsetCoord {columns - 1, rows - 1}, digits);
        QCOMPARE(last.size(), 2 * digits);
        OffsetCoord parsed;
        QVERIFY(parseHexLabel(last, digits, &parsed));
        QCOMPARE(parsed, (OffsetCoord {columns - 1, rows - 1}));
    }
}

QTEST_GUILESS_MAIN(TestHex)
#include "tst_hex.moc"
