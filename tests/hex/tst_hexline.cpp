// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hextesthelpers.h"

#include "hex/hexcoord.h"
#include "hex/hexlayout.h"

#include <QRandomGenerator>
#include <QSet>
#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace hexwright;
using namespace hexwright::hextest;

namespace {

// Whole lists in one string, so a failure shows both lines in full.
QString describe(const HexList &hexes)
{
    QStringList parts;
    for (const HexCoord h : hexes)
        parts.append(QStringLiteral("(%1,%2)").arg(h.q).arg(h.r));
    return parts.join(QLatin1Char(' '));
}

/*
 * Reference for hexLineTouching, deliberately done the slow and obvious way: real pixel
 * polygons from HexLayout, every hex of a bounding box, Cyrus-Beck clipping with a small
 * tolerance. Returns the entry parameter t, or a negative value when the hex is not touched.
 */
double referenceEntry(const HexLayout &layout, HexCoord from, HexCoord to, HexCoord hex)
{
    constexpr double Tolerance = 1e-9;
    const QPointF p0 = layout.hexToPixel(from);
    const QPointF delta = layout.hexToPixel(to) - p0;
    const QPolygonF corners = layout.polygon(hex);
    double lo = 0;
    double hi = 1;
    for (int i = 0; i < 6; ++i) {
        const QPointF a = corners.at(i);
        const QPointF edge = corners.at((i + 1) % 6) - a;
        // Corners increase in raw angle, so (ey, -ex) points outwards.
        const double length = std::hypot(edge.x(), edge.y());
        const double nx = edge.y() / length;
        const double ny = -edge.x() / length;
        const double room = (a.x() - p0.x()) * nx + (a.y() - p0.y()) * ny + Tolerance;
        const double rate = delta.x() * nx + delta.y() * ny;
        if (std::abs(rate) < 1e-12) {
            if (room < 0)
                return -1;
            continue;
        }
        if (rate > 0)
            hi = std::min(hi, room / rate);
        else
            lo = std::max(lo, room / rate);
    }
    return lo <= hi + 1e-12 ? lo : -1;
}

struct ReferenceHit
{
    double t;
    HexCoord hex;
};

QList<ReferenceHit> referenceTouching(const HexLayout &layout, HexCoord from, HexCoord to)
{
    QList<ReferenceHit> hits;
    for (int q = std::min(from.q, to.q) - 2; q <= std::max(from.q, to.q) + 2; ++q) {
        for (int r = std::min(from.r, to.r) - 2; r <= std::max(from.r, to.r) + 2; ++r) {
            const double t = referenceEntry(layout, from, to, HexCoord(q, r));
            if (t >= 0)
                hits.append({t, HexCoord(q, r)});
        }
    }
    return hits;
}

} // namespace

class TestHexLine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pixelRoundTrip_data();
    void pixelRoundTrip();
    void pixelNearCorners_data();
    void pixelNearCorners();
    void pixelRandomPointsLandInsideTheirHex_data();
    void pixelRandomPointsLandInsideTheirHex();
    void fromAcrossFlats_data();
    void fromAcrossFlats();
    void polygon_data();
    void polygon();

    void hexLine_data();
    void hexLine();
    void lineTouching_data();
    void lineTouching();
    void lineTouchingProperties();
    void lineTouchingMatchesPixelGeometry_data();
    void lineTouchingMatchesPixelGeometry();
    void lineTouchingIsInvariantUnderRotation();
};

// ---------------------------------------------------------------------------------- pixels

namespace {

void addLayoutRows()
{
    QTest::addColumn<HexLayout>("layout");

    QTest::newRow("flat-top unit") << HexLayout(HexOrientation::FlatTop, QSizeF(1, 1));
    QTest::newRow("flat-top 30x26 at (100,-40)")
        << HexLayout(HexOrientation::FlatTop, QSizeF(30, 26), QPointF(100, -40));
    QTest::newRow("flat-top 0.5mm at (-3.25,7)")
        << HexLayout(HexOrientation::FlatTop, QSizeF(0.5, 0.5), QPointF(-3.25, 7));
    QTest::newRow("pointy-top unit") << HexLayout(HexOrientation::PointyTop, QSizeF(1, 1));
    QTest::newRow("pointy-top 17.5 at (250,80)")
        << HexLayout(HexOrientation::PointyTop, QSizeF(17.5, 17.5), QPointF(250, 80));
    QTest::newRow("pointy-top 12x20 at (-9,-9)")
        << HexLayout(HexOrientation::PointyTop, QSizeF(12, 20), QPointF(-9, -9));
}

} // namespace

void TestHexLine::pixelRoundTrip_data()
{
    addLayoutRows();
}

void TestHexLine::pixelRoundTrip()
{
    QFETCH(HexLayout, layout);

    for (const HexCoord h : HexCoord::range(HexCoord(3, -5), 6)) {
        const QPointF p = layout.hexToPixel(h);
        QCOMPARE(layout.pixelToHex(p), h);
        const FractionalHex f = layout.pixelToFractionalHex(p);
        QVERIFY(fuzzyEqual(f.q, h.q) && fuzzyEqual(f.r, h.r));
        // Exact inverse at arbitrary points, not only at centres.
        const QPointF off = p + QPointF(0.37, -0.21) * layout.size().width();
        const FractionalHex g = layout.pixelToFractionalHex(off);
        const double x = layout.size().width()
            * (layout.orientation() == HexOrientation::FlatTop ? 1.5 * g.q
                                                               : Sqrt3 * (g.q + g.r / 2));
        const double y = layout.size().height()
            * (layout.orientation() == HexOrientation::FlatTop ? Sqrt3 * (g.r + g.q / 2)
                                                               : 1.5 * g.r);
        QVERIFY(fuzzyEqual(layout.origin() + QPointF(x, y), off));
    }

    // Spacing is the distance between neighbouring columns (flat) or rows (pointy).
    const QPointF c = layout.hexToPixel(HexCoord());
    if (layout.orientation() == HexOrientation::FlatTop) {
        QVERIFY(
            fuzzyEqual(layout.hexToPixel(HexCoord(0, 1)).y() - c.y(), layout.verticalSpacing()));
        QVERIFY(
            fuzzyEqual(layout.hexToPixel(HexCoord(1, 0)).x() - c.x(), layout.horizontalSpacing()));
        QVERIFY(fuzzyEqual(layout.horizontalSpacing(), 1.5 * layout.size().width()));
    } else {
        QVERIFY(
            fuzzyEqual(layout.hexToPixel(HexCoord(1, 0)).x() - c.x(), layout.horizontalSpacing()));
        QVERIFY(
            fuzzyEqual(layout.hexToPixel(HexCoord(0, 1)).y() - c.y(), layout.verticalSpacing()));
        QVERIFY(fuzzyEqual(layout.verticalSpacing(), 1.5 * layout.size().height()));
    }
    QVERIFY(fuzzyEqual(layout.hexToPixel(HexCoord()).x(), layout.origin().x()));
    QVERIFY(fuzzyEqual(layout.hexToPixel(HexCoord()).y(), layout.origin().y()));
}

void TestHexLine::pixelNearCorners_data()
{
    addLayoutRows();
}

void TestHexLine::pixelNearCorners()
{
    QFETCH(HexLayout, layout);

    for (const HexCoord h : HexCoord::range(HexCoord(-2, 1), 2)) {
        const QPointF centre = layout.hexToPixel(h);
        const QSet<HexCoord> around = toSet(HexCoord::range(h, 1));
        for (int i = 0; i < 6; ++i) {
            const QPointF corner = layout.cornerOffset(i);
            const QPointF next = layout.cornerOffset(i + 1);
            // Just inside a corner and just inside an edge midpoint: still this hex.
            QCOMPARE(layout.pixelToHex(centre + corner * 0.999), h);
            QCOMPARE(layout.pixelToHex(centre + (corner + next) * 0.5 * 0.999), h);
            // Just past them: a neighbour, never something further away.
            const HexCoord pastCorner = layout.pixelToHex(centre + corner * 1.001);
            QVERIFY(pastCorner != h && around.contains(pastCorner));
            const HexCoord pastEdge = layout.pixelToHex(centre + (corner + next) * 0.5 * 1.001);
            // Corners i and i+1 bound the edge towards direction (i + 2) (flat) or (i + 3)
            // (pointy), given how the corner angles line up with the direction angles.
            const int towards = layout.orientation() == HexOrientation::FlatTop ? i + 2 : i + 3;
            QCOMPARE(pastEdge, h.neighbor(towards));
        }
    }
}

void TestHexLine::pixelRandomPointsLandInsideTheirHex_data()
{
    addLayoutRows();
}

void TestHexLine::pixelRandomPointsLandInsideTheirHex()
{
    QFETCH(HexLayout, layout);

    QRandomGenerator random(20260101);
    const QPointF o = layout.origin();
    const double w = layout.size().width();
    const double hgt = layout.size().height();
    for (int i = 0; i < 2000; ++i) {
        const QPointF p(o.x() + (random.generateDouble() - 0.5) * 20 * w,
                        o.y() + (random.generateDouble() - 0.5) * 20 * hgt);
        const HexCoord h = layout.pixelToHex(p);
        const QPolygonF poly = layout.polygon(h);
        QVERIFY2(
            poly.containsPoint(p, Qt::OddEvenFill),
            qPrintable(
                QStringLiteral("(%1, %2) -> (%3,%4)").arg(p.x()).arg(p.y()).arg(h.q).arg(h.r)));
    }
}

void TestHexLine::fromAcrossFlats_data()
{
    QTest::addColumn<HexOrientation>("orientation");
    QTest::addColumn<double>("acrossFlats");

    QTest::newRow("flat-top 52 px") << HexOrientation::FlatTop << 52.0;
    QTest::newRow("flat-top 19 mm") << HexOrientation::FlatTop << 19.0;
    QTest::newRow("pointy-top 52 px") << HexOrientation::PointyTop << 52.0;
    QTest::newRow("pointy-top 0.75 in") << HexOrientation::PointyTop << 0.75;
}

void TestHexLine::fromAcrossFlats()
{
    QFETCH(HexOrientation, orientation);
    QFETCH(double, acrossFlats);

    const QPointF origin(12, -8);
    const HexLayout layout = HexLayout::fromAcrossFlats(orientation, acrossFlats, origin);
    QCOMPARE(layout.orientation(), orientation);
    QCOMPARE(layout.origin(), origin);
    QVERIFY(fuzzyEqual(layout.size().width(), acrossFlats / Sqrt3));
    QVERIFY(fuzzyEqual(layout.size().height(), acrossFlats / Sqrt3));

    // Hexes sharing a flat side are one across-flats apart, and so are the sides themselves.
    const QRectF bounds = layout.polygon(HexCoord(1, 1)).boundingRect();
    if (orientation == HexOrientation::FlatTop) {
        QVERIFY(fuzzyEqual(layout.verticalSpacing(), acrossFlats));
        QVERIFY(fuzzyEqual(bounds.height(), acrossFlats));
    } else {
        QVERIFY(fuzzyEqual(layout.horizontalSpacing(), acrossFlats));
        QVERIFY(fuzzyEqual(bounds.width(), acrossFlats));
    }
    for (int d = 0; d < 6; ++d) {
        const QPointF step = layout.hexToPixel(HexCoord::direction(d)) - origin;
        QVERIFY(fuzzyEqual(std::hypot(step.x(), step.y()), acrossFlats));
    }
}

void TestHexLine::polygon_data()
{
    addLayoutRows();
}

void TestHexLine::polygon()
{
    QFETCH(HexLayout, layout);

    const double w = layout.size().width();
    const double h = layout.size().height();
    // Corner 0 points east (flat) or 30 degrees below east (pointy).
    if (layout.orientation() == HexOrientation::FlatTop)
        QVERIFY(fuzzyEqual(layout.cornerOffset(0), QPointF(w, 0)));
    else
        QVERIFY(fuzzyEqual(layout.cornerOffset(0), QPointF(w * Sqrt3 / 2, h / 2)));
    QVERIFY(fuzzyEqual(layout.cornerOffset(7), layout.cornerOffset(1)));

    const HexCoord hex(-2, 3);
    const QPolygonF poly = layout.polygon(hex);
    QCOMPARE(poly.size(), 6);
    // Clockwise on screen = positive shoelace area with y down; and the full hexagon area.
    QVERIFY(signedArea(poly) > 0);
    QVERIFY(fuzzyEqual(signedArea(poly), 1.5 * Sqrt3 * w * h));
    for (int i = 0; i < 6; ++i) {
        QVERIFY(fuzzyEqual(poly.at(i), layout.hexToPixel(hex) + layout.cornerOffset(i)));
        // Each corner is shared with the two neighbours meeting there.
        int sharing = 0;
        for (const HexCoord n : hex.neighbors()) {
            for (const QPointF c : layout.polygon(n))
                sharing += fuzzyEqual(c, poly.at(i)) ? 1 : 0;
        }
        QCOMPARE(sharing, 2);
    }
}

// ---------------------------------------------------------------------------------- lines

void TestHexLine::hexLine_data()
{
    QTest::addColumn<HexCoord>("from");
    QTest::addColumn<HexCoord>("to");

    QTest::newRow("same hex") << HexCoord(2, 2) << HexCoord(2, 2);
    QTest::newRow("neighbour") << HexCoord(0, 0) << HexCoord(1, -1);
    QTest::newRow("straight") << HexCoord(0, 0) << HexCoord(0, 5);
    QTest::newRow("along hexsides") << HexCoord(0, 0) << HexCoord(4, -2);
    QTest::newRow("along hexsides reversed") << HexCoord(4, -2) << HexCoord(0, 0);
    QTest::newRow("generic") << HexCoord(-3, 5) << HexCoord(6, -1);
    QTest::newRow("long") << HexCoord(-20, 3) << HexCoord(17, -9);
}

void TestHexLine::hexLine()
{
    QFETCH(HexCoord, from);
    QFETCH(HexCoord, to);

    const HexList line = hexwright::hexLine(from, to);
    const int n = HexCoord::distance(from, to);
    QCOMPARE(line.size(), n + 1);
    QCOMPARE(line.first(), from);
    QCOMPARE(line.last(), to);
    for (qsizetype i = 1; i < line.size(); ++i) {
        QVERIFY(isAdjacent(line.at(i - 1), line.at(i)));
        QCOMPARE(HexCoord::distance(from, line.at(i)), int(i));
    }
    if (from == HexCoord(0, 0) && to == HexCoord(0, 5))
        QCOMPARE(line, (HexList {{0, 0}, {0, 1}, {0, 2}, {0, 3}, {0, 4}, {0, 5}}));
}

void TestHexLine::lineTouching_data()
{
    QTest::addColumn<HexCoord>("from");
    QTest::addColumn<HexCoord>("to");
    QTest::addColumn<HexList>("expected");

    // (f) Trivial and (e) adjacent: the segment crosses the middle of the shared hexside, far
    // from any corner, so no third hex is touched.
    QTest::newRow("sameHexIsJustThatHex") << HexCoord(2, 3) << HexCoord(2, 3) << HexList {{2, 3}};
    for (int d = 0; d < 6; ++d) {
        const HexCoord n = HexCoord(-1, 2).neighbor(d);
        QTest::addRow("adjacentHexesAreJustTheTwo dir %d", d)
            << HexCoord(-1, 2) << n << HexList {HexCoord(-1, 2), n};
    }

    // (a) Straight through hex centres: exactly those hexes, no neighbours.
    QTest::newRow("straightColumnIsExactlyTheColumn")
        << HexCoord(0, 0) << HexCoord(0, 3) << HexList {{0, 0}, {0, 1}, {0, 2}, {0, 3}};
    QTest::newRow("straightColumnUpwards")
        << HexCoord(4, 2) << HexCoord(4, -2) << HexList {{4, 2}, {4, 1}, {4, 0}, {4, -1}, {4, -2}};
    QTest::newRow("straightAlongQ")
        << HexCoord(0, 0) << HexCoord(3, 0) << HexList {{0, 0}, {1, 0}, {2, 0}, {3, 0}};
    QTest::newRow("straightAlongS")
        << HexCoord(1, -1) << HexCoord(-2, 2) << HexList {{1, -1}, {0, 0}, {-1, 1}, {-2, 2}};

    // (b) The six directions whose centre-to-centre line runs along hexsides: both hexes of
    // each hexside count, tied in t and so ordered by HexCoord.
    QTest::newRow("lineAlongHexsideCountsBothHexes (2,-1)")
        << HexCoord(0, 0) << HexCoord(2, -1) << HexList {{0, 0}, {1, -1}, {1, 0}, {2, -1}};
    QTest::newRow("lineAlongHexsideCountsBothHexes (1,1)")
        << HexCoord(0, 0) << HexCoord(1, 1) << HexList {{0, 0}, {0, 1}, {1, 0}, {1, 1}};
    QTest::newRow("lineAlongHexsideCountsBothHexes (-1,2)")
        << HexCoord(0, 0) << HexCoord(-1, 2) << HexList {{0, 0}, {-1, 1}, {0, 1}, {-1, 2}};
    QTest::newRow("lineAlongHexsideCountsBothHexes (-2,1)")
        << HexCoord(0, 0) << HexCoord(-2, 1) << HexList {{0, 0}, {-1, 0}, {-1, 1}, {-2, 1}};
    QTest::newRow("lineAlongHexsideCountsBothHexes (-1,-1)")
        << HexCoord(0, 0) << HexCoord(-1, -1) << HexList {{0, 0}, {-1, 0}, {0, -1}, {-1, -1}};
    QTest::newRow("lineAlongHexsideCountsBothHexes (1,-2)")
        << HexCoord(0, 0) << HexCoord(1, -2) << HexList {{0, 0}, {0, -1}, {1, -1}, {1, -2}};
    QTest::newRow("lineAlongHexsideReversed")
        << HexCoord(2, -1) << HexCoord(0, 0) << HexList {{2, -1}, {1, -1}, {1, 0}, {0, 0}};
    QTest::newRow("lineAlongHexsidesLong (4,-2)")
        << HexCoord(0, 0) << HexCoord(4, -2)
        << HexList {{0, 0}, {1, -1}, {1, 0}, {2, -1}, {3, -2}, {3, -1}, {4, -2}};
    QTest::newRow("lineAlongHexsidesLong (3,3)")
        << HexCoord(0, 0) << HexCoord(3, 3)
        << HexList {{0, 0}, {0, 1}, {1, 0}, {1, 1}, {1, 2}, {2, 1}, {2, 2}, {2, 3}, {3, 2}, {3, 3}};

    // (d) Crossing a corner transversally: all three hexes meeting there count, even the one
    // the line only grazes at that single point ((0,1) here, then (2,0) at the second corner).
    QTest::newRow("lineThroughCornerCountsAllThreeHexes")
        << HexCoord(-1, 0) << HexCoord(3, 1)
        << HexList {{-1, 0}, {0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 0}, {2, 1}, {3, 1}};
    QTest::newRow("lineThroughCornerCountsAllThreeHexes shifted")
        << HexCoord(0, 0) << HexCoord(4, 1)
        << HexList {{0, 0}, {1, 0}, {1, 1}, {2, 0}, {2, 1}, {3, 0}, {3, 1}, {4, 1}};
    QTest::newRow("lineThroughCornerCountsAllThreeHexes (0,0)-(5,-1)")
        << HexCoord(0, 0) << HexCoord(5, -1)
        << HexList {{0, 0}, {1, 0}, {2, -1}, {2, 0}, {3, -1}, {3, 0}, {4, -1}, {5, -1}};
    QTest::newRow("lineThroughCornersLong (0,0)-(7,-2)")
        << HexCoord(0, 0) << HexCoord(7, -2)
        << HexList {{0, 0},  {1, 0},  {2, -1}, {2, 0},  {3, -1},
                    {4, -1}, {5, -2}, {5, -1}, {6, -2}, {7, -2}};
    QTest::newRow("lineThroughCorners (0,0)-(-4,-1)")
        << HexCoord(0, 0) << HexCoord(-4, -1)
        << HexList {{0, 0}, {-1, 0}, {-2, 0}, {-1, -1}, {-2, -1}, {-3, -1}, {-3, 0}, {-4, -1}};

    // (c) Generic lines that miss every corner.
    QTest::newRow("generic (0,0)-(2,1)")
        << HexCoord(0, 0) << HexCoord(2, 1) << HexList {{0, 0}, {1, 0}, {1, 1}, {2, 1}};
    QTest::newRow("generic (0,0)-(3,-7)")
        << HexCoord(0, 0) << HexCoord(3, -7)
        << HexList {{0, 0}, {0, -1}, {1, -2}, {1, -3}, {2, -4}, {2, -5}, {3, -6}, {3, -7}};
    QTest::newRow("generic (3,-7)-(0,0)")
        << HexCoord(3, -7) << HexCoord(0, 0)
        << HexList {{3, -7}, {3, -6}, {2, -5}, {2, -4}, {1, -3}, {1, -2}, {0, -1}, {0, 0}};
    QTest::newRow("generic (0,0)-(6,-4)")
        << HexCoord(0, 0) << HexCoord(6, -4)
        << HexList {{0, 0}, {1, -1}, {2, -1}, {3, -2}, {4, -3}, {5, -3}, {6, -4}};
    QTest::newRow("generic (2,-3)-(-1,4)")
        << HexCoord(2, -3) << HexCoord(-1, 4)
        << HexList {{2, -3}, {2, -2}, {1, -1}, {1, 0}, {0, 1}, {0, 2}, {-1, 3}, {-1, 4}};
    QTest::newRow("generic (1,1)-(-3,-1)")
        << HexCoord(1, 1) << HexCoord(-3, -1)
        << HexList {{1, 1}, {0, 1}, {0, 0}, {-1, 0}, {-2, 0}, {-2, -1}, {-3, -1}};
}

void TestHexLine::lineTouching()
{
    QFETCH(HexCoord, from);
    QFETCH(HexCoord, to);
    QFETCH(HexList, expected);

    QCOMPARE(describe(hexLineTouching(from, to)), describe(expected));
    // Translation does not matter.
    const HexCoord shift(-13, 29);
    HexList shifted;
    for (const HexCoord h : expected)
        shifted.append(h + shift);
    QCOMPARE(describe(hexLineTouching(from + shift, to + shift)), describe(shifted));
}

void TestHexLine::lineTouchingProperties()
{
    QRandomGenerator random(4242);
    for (int i = 0; i < 3000; ++i) {
        const int span = i < 1500 ? 6 : 40;
        const HexCoord from(random.bounded(-span, span + 1), random.bounded(-span, span + 1));
        const HexCoord to(random.bounded(-span, span + 1), random.bounded(-span, span + 1));
        const HexList line = hexLineTouching(from, to);
        const QString what = describe({from, to}) + QStringLiteral(": ") + describe(line);

        QVERIFY2(!line.isEmpty() && line.first() == from, qPrintable(what));
        QVERIFY2(line.last() == to, qPrintable(what));
        const QSet<HexCoord> set = toSet(line);
        QVERIFY2(set.size() == line.size(), qPrintable(what)); // no duplicates
        for (const HexCoord h : hexwright::hexLine(from, to))
            QVERIFY2(set.contains(h), qPrintable(what));
        for (qsizetype k = 1; k < line.size(); ++k) {
            bool connected = false;
            for (qsizetype j = 0; j < k && !connected; ++j)
                connected = isAdjacent(line.at(j), line.at(k));
            QVERIFY2(connected, qPrintable(what));
        }
        QVERIFY2(toSet(hexLineTouching(to, from)) == set, qPrintable(what));
    }
}

void TestHexLine::lineTouchingMatchesPixelGeometry_data()
{
    QTest::addColumn<HexOrientation>("orientation");
    QTest::newRow("flat-top pixels") << HexOrientation::FlatTop;
    QTest::newRow("pointy-top pixels") << HexOrientation::PointyTop;
}

void TestHexLine::lineTouchingMatchesPixelGeometry()
{
    QFETCH(HexOrientation, orientation);

    // The reference works on real polygons with a tolerance; hexLineTouching must agree on
    // the set, and its order must follow the reference's entry parameter.
    const HexLayout layout(orientation, QSizeF(1, 1));
    QRandomGenerator random(777);
    for (int i = 0; i < 1500; ++i) {
        const int span = i < 1000 ? 5 : 12;
        const HexCoord from(random.bounded(-span, span + 1), random.bounded(-span, span + 1));
        const HexCoord to(random.bounded(-span, span + 1), random.bounded(-span, span + 1));
        const HexList line = hexLineTouching(from, to);
        const QList<ReferenceHit> reference = referenceTouching(layout, from, to);
        QSet<HexCoord> referenceSet;
        for (const ReferenceHit &hit : reference)
            referenceSet.insert(hit.hex);
        const QString what = describe({from, to}) + QStringLiteral(": ") + describe(line);
        QVERIFY2(toSet(line) == referenceSet, qPrintable(what));

        double previous = -1;
        HexCoord previousHex;
        for (const HexCoord h : line) {
            const double t = referenceEntry(layout, from, to, h);
            QVERIFY2(t >= previous - 1e-9, qPrintable(what));
            if (std::abs(t - previous) <= 1e-9)
                QVERIFY2(previousHex < h, qPrintable(what)); // ties by HexCoord order
            previous = t;
            previousHex = h;
        }
    }
}

void TestHexLine::lineTouchingIsInvariantUnderRotation()
{
    QRandomGenerator random(99);
    for (int i = 0; i < 500; ++i) {
        const HexCoord from(random.bounded(-8, 9), random.bounded(-8, 9));
        const HexCoord to(random.bounded(-8, 9), random.bounded(-8, 9));
        const HexCoord centre(random.bounded(-3, 4), random.bounded(-3, 4));
        const QSet<HexCoord> set = toSet(hexLineTouching(from, to));
        for (int sixths = 1; sixths < 6; ++sixths) {
            QSet<HexCoord> turned;
            for (const HexCoord h : set)
                turned.insert(h.rotated(centre, sixths));
            QCOMPARE(
                toSet(hexLineTouching(from.rotated(centre, sixths), to.rotated(centre, sixths))),
                turned);
        }
    }
}

QTEST_GUILESS_MAIN(TestHexLine)
#include "tst_hexline.moc"
