// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Measuring on a table, pinned to figures a player works out with a tape measure and a pencil:
// every expected value below is written as the arithmetic that gives it, in millimetres
// (1 in = 25.4 mm). Bases are centred at the origin unless a row says otherwise.

#include "table/length.h"
#include "table/tablegeometry.h"

#include <QTest>

#include <cmath>

using namespace hexwright;

Q_DECLARE_METATYPE(hexwright::TableShape)

namespace {

constexpr double in(double inches)
{
    return inches * 25.4;
}

TableShape roundBase(double diameter, QPointF at = {})
{
    return TableShape::circle(at, diameter);
}

/// An L-shaped ruin, 100 mm a side with arms 20 mm thick, its corner at the top left: the
/// notch x > 20, y > 20 is outside it.
TableShape lRuin()
{
    return TableShape::polygon(QPolygonF({QPointF(0, 0), QPointF(100, 0), QPointF(100, 20),
                                          QPointF(20, 20), QPointF(20, 100), QPointF(0, 100)}));
}

/// A U-shaped ruin open at the top: two arms 30 mm thick with a 40 mm gap between them.
TableShape uRuin()
{
    return TableShape::polygon(
        QPolygonF({QPointF(0, 0), QPointF(30, 0), QPointF(30, 80), QPointF(70, 80), QPointF(70, 0),
                   QPointF(100, 0), QPointF(100, 100), QPointF(0, 100)}));
}

/// A 6 in square wood whose west edge runs along x = 0 (it covers 0 <= x <= 6 in).
TableShape woodEastOfZero()
{
    return TableShape::rectangle(QPointF(in(3), 0), in(6), in(6));
}

} // namespace

class TestTableGeometry : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parseLengths_data();
    void parseLengths();
    void formatLengths_data();
    void formatLengths();
    void pointDistance_data();
    void pointDistance();
    void edgeToEdge_data();
    void edgeToEdge();
    void pointToShape_data();
    void pointToShape();
    void segmentCrossing_data();
    void segmentCrossing();
    void pointInShape_data();
    void pointInShape();
    void overlapFraction_data();
    void overlapFraction();
    void boundingBoxes_data();
    void boundingBoxes();
    void turnedOvalDistancesAgreeWithSampling_data();
    void turnedOvalDistancesAgreeWithSampling();
};

void TestTableGeometry::parseLengths_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("plainUnit");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<double>("millimetres");
    const int inch = int(LengthUnit::Inch);
    const int cm = int(LengthUnit::Centimetre);
    QTest::newRow("36 in = 36 x 25.4") << "36 in" << cm << true << 914.4;
    QTest::newRow("36in, no space") << "36in" << cm << true << 914.4;
    QTest::newRow("6\" is inches") << "6\"" << cm << true << 152.4;
    QTest::newRow("90 cm = 90 x 10") << "90 cm" << inch << true << 900.0;
    QTest::newRow("25 mm") << "25 mm" << inch << true << 25.0;
    QTest::newRow("12.5cm") << "12.5cm" << inch << true << 125.0;
    QTest::newRow("plain 36 in an inch table") << "36" << inch << true << 914.4;
    QTest::newRow("plain 36 in a cm table") << "36" << cm << true << 360.0;
    QTest::newRow("spaces round it") << "  6 in " << cm << true << 152.4;
    QTest::newRow("feet are not a unit") << "3 ft" << inch << false << 0.0;
    QTest::newRow("a unit without a number") << "in" << inch << false << 0.0;
    QTest::newRow("nothing") << "" << inch << false << 0.0;
    QTest::newRow("two numbers") << "3 4 in" << inch << false << 0.0;
    QTest::newRow("a thousands separator") << "1,000 mm" << inch << false << 0.0;
    QTest::newRow("a comma for the point") << "2,5 cm" << inch << false << 0.0;
    QTest::newRow("not a number") << "nan" << inch << false << 0.0;
    QTest::newRow("infinity") << "inf mm" << inch << false << 0.0;
}

void TestTableGeometry::parseLengths()
{
    QFETCH(QString, text);
    QFETCH(int, plainUnit);
    QFETCH(bool, valid);
    QFETCH(double, millimetres);
    const auto parsed = parseLength(text, LengthUnit(plainUnit));
    QCOMPARE(parsed.has_value(), valid);
    if (valid)
        QCOMPARE(*parsed, millimetres);
}

void TestTableGeometry::formatLengths_data()
{
    QTest::addColumn<double>("millimetres");
    QTest::addColumn<int>("unit");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<QString>("text");
    QTest::newRow("457.2 mm = 18 in") << 457.2 << int(LengthUnit::Inch) << 1 << "18.0 in";
    QTest::newRow("317.5 mm = 12.5 in") << 317.5 << int(LengthUnit::Inch) << 1 << "12.5 in";
    QTest::newRow("318 mm = 31.8 cm") << 318.0 << int(LengthUnit::Centimetre) << 1 << "31.8 cm";
    QTest::newRow("25 mm") << 25.0 << int(LengthUnit::Millimetre) << 0 << "25 mm";
    QTest::newRow("a hair left of the edge is 0, not -0")
        << -0.01 << int(LengthUnit::Inch) << 1 << "0.0 in";
}

void TestTableGeometry::formatLengths()
{
    QFETCH(double, millimetres);
    QFETCH(int, unit);
    QFETCH(int, decimals);
    QFETCH(QString, text);
    QCOMPARE(formatLength(millimetres, LengthUnit(unit), decimals), text);
}

void TestTableGeometry::pointDistance_data()
{
    QTest::addColumn<QPointF>("a");
    QTest::addColumn<QPointF>("b");
    QTest::addColumn<double>("expected");
    QTest::newRow("3 in across, 4 in down: 5 in = 127 mm")
        << QPointF(0, 0) << QPointF(in(3), in(4)) << 127.0;
    QTest::newRow("18 in along the table")
        << QPointF(in(6), in(12)) << QPointF(in(24), in(12)) << 457.2;
    QTest::newRow("the same point") << QPointF(10, 10) << QPointF(10, 10) << 0.0;
}

void TestTableGeometry::pointDistance()
{
    QFETCH(QPointF, a);
    QFETCH(QPointF, b);
    QFETCH(double, expected);
    QVERIFY(std::abs(distance(a, b) - expected) < 1e-9);
}

void TestTableGeometry::edgeToEdge_data()
{
    QTest::addColumn<TableShape>("a");
    QTest::addColumn<TableShape>("b");
    QTest::addColumn<double>("expected");
    const QPointF threeInchesEast(in(3), 0);
    const QPointF threeInchesSouth(0, in(3));
    const TableShape oval = TableShape::ellipse({}, 60, 35);
    const TableShape ovalTurned = TableShape::ellipse({}, 60, 35, 90);
    const TableShape slab = TableShape::rectangle({}, 50, 100);
    const TableShape slabTurned = TableShape::rectangle({}, 50, 100, 90);

    QTest::newRow("25 mm rounds, centres 3 in apart")
        << roundBase(25) << roundBase(25, threeInchesEast) << 76.2 - 12.5 - 12.5;
    QTest::newRow("25 mm and 40 mm rounds, centres 2 in apart")
        << roundBase(25) << roundBase(40, {in(2), 0}) << 50.8 - 12.5 - 20;
    QTest::newRow("25 mm rounds, centres 25 mm apart: touching")
        << roundBase(25) << roundBase(25, {25, 0}) << 0.0;
    QTest::newRow("25 mm rounds, centres 20 mm apart: overlapping")
        << roundBase(25) << roundBase(25, {20, 0}) << 0.0;
    QTest::newRow("60x35 oval end-on to a 25 mm round, centres 3 in apart")
        << oval << roundBase(25, threeInchesEast) << 76.2 - 30 - 12.5;
    QTest::newRow("60x35 oval side-on to a 25 mm round, centres 3 in apart")
        << oval << roundBase(25, threeInchesSouth) << 76.2 - 17.5 - 12.5;
    QTest::newRow("60x35 oval turned 90 degrees, 25 mm round 3 in east")
        << ovalTurned << roundBase(25, threeInchesEast) << 76.2 - 17.5 - 12.5;
    QTest::newRow("60x35 oval, a 25 mm round given as a 25x25 ellipse 3 in east")
        << oval << TableShape::ellipse(threeInchesEast, 25, 25) << 76.2 - 30 - 12.5;
    QTest::newRow("two 60x35 ovals end to end, centres 3 in apart")
        << oval << TableShape::ellipse(threeInchesEast, 60, 35) << 76.2 - 30 - 30;
    QTest::newRow("60x35 oval turned 90 and one unturned, centres 3 in apart")
        << ovalTurned << TableShape::ellipse(threeInchesEast, 60, 35) << 76.2 - 17.5 - 30;
    QTest::newRow("60x35 ovals overlapping") << oval << TableShape::ellipse({50, 0}, 60, 35) << 0.0;
    QTest::newRow("50x100 rectangle turned 90 degrees, 25 mm round 3 in east")
        << slabTurned << roundBase(25, threeInchesEast) << 76.2 - 50 - 12.5;
    QTest::newRow("50x100 rectangle turned 90 degrees, 25 mm round 3 in south")
        << slabTurned << roundBase(25, threeInchesSouth) << 76.2 - 25 - 12.5;
    QTest::newRow("50x100 rectangle, 25 mm round off its corner by a 30-40-50 triangle")
        << slab << roundBase(25, {25 + 30, 50 + 40}) << 50 - 12.5;
    QTest::newRow("50x100 rectangles, one turned 90, centres 4 in apart")
        << slab << TableShape::rectangle({in(4), 0}, 50, 100, 90) << 101.6 - 25 - 50;
    QTest::newRow("50x100 rectangle and 60x35 oval side by side, centres 3 in apart")
        << slab << TableShape::ellipse(threeInchesEast, 60, 35) << 76.2 - 25 - 30;
    QTest::newRow("25 mm round standing on a 50x100 rectangle")
        << slab << roundBase(25, {10, 30}) << 0.0;
    QTest::newRow("25 mm round in the notch of an L-shaped ruin: to the nearer arm, not the hull")
        << lRuin() << roundBase(25, {60, 60}) << 60 - 20 - 12.5;
    QTest::newRow("25 mm round inside an arm of the L-shaped ruin")
        << lRuin() << roundBase(10, {10, 50}) << 0.0;
    QTest::newRow("the L-shaped ruin inside a 1 m round: no boundary meets, still 0")
        << lRuin() << roundBase(1000, {50, 50}) << 0.0;
}

void TestTableGeometry::edgeToEdge()
{
    QFETCH(TableShape, a);
    QFETCH(TableShape, b);
    QFETCH(double, expected);
    const double ab = edgeDistance(a, b);
    const double ba = edgeDistance(b, a);
    QVERIFY2(std::abs(ab - expected) <= GjkTolerance,
             qPrintable(QStringLiteral("%1 mm, expected %2 mm").arg(ab, 0, 'g', 12).arg(expected)));
    QVERIFY2(std::abs(ba - expected) <= GjkTolerance,
             qPrintable(QStringLiteral("%1 mm the other way round").arg(ba, 0, 'g', 12)));
}

void TestTableGeometry::pointToShape_data()
{
    QTest::addColumn<QPointF>("point");
    QTest::addColumn<TableShape>("shape");
    QTest::addColumn<double>("expected");
    QTest::newRow("1 in beyond a 25 mm round's edge")
        << QPointF(12.5 + 25.4, 0) << roundBase(25) << 25.4;
    QTest::newRow("10 mm beyond the end of a 60x35 oval")
        << QPointF(30 + 10, 0) << TableShape::ellipse({}, 60, 35) << 10.0;
    QTest::newRow("10 mm beyond the side of a 60x35 oval turned 90")
        << QPointF(17.5 + 10, 0) << TableShape::ellipse({}, 60, 35, 90) << 10.0;
    QTest::newRow("inside a rectangle")
        << QPointF(5, 5) << TableShape::rectangle({}, 50, 100) << 0.0;
    QTest::newRow("3-4-5 from a rectangle's corner")
        << QPointF(25 + 3, 50 + 4) << TableShape::rectangle({}, 50, 100) << 5.0;
    QTest::newRow("in the L-shaped ruin's notch, 10 mm from either arm")
        << QPointF(30, 30) << lRuin() << 10.0;
}

void TestTableGeometry::pointToShape()
{
    QFETCH(QPointF, point);
    QFETCH(TableShape, shape);
    QFETCH(double, expected);
    const double d = distanceToShape(point, shape);
    QVERIFY2(std::abs(d - expected) <= GjkTolerance,
             qPrintable(QStringLiteral("%1 mm").arg(d, 0, 'g', 12)));
}

void TestTableGeometry::segmentCrossing_data()
{
    QTest::addColumn<QLineF>("segment");
    QTest::addColumn<TableShape>("shape");
    QTest::addColumn<int>("spans");
    QTest::addColumn<QPointF>("entry");
    QTest::addColumn<QPointF>("exit");
    QTest::addColumn<double>("length");
    const TableShape wood = roundBase(in(4)); // a 4 in round wood: radius 50.8
    const double halfChord = std::sqrt(50.8 * 50.8 - 25.4 * 25.4); // = 25.4 * sqrt(3)
    QTest::newRow("through the centre of a 4 in round wood")
        << QLineF(-100, 0, 100, 0) << wood << 1 << QPointF(-50.8, 0) << QPointF(50.8, 0) << 101.6;
    QTest::newRow("1 in off the centre of a 4 in round wood: a chord of 2 x 25.4 x sqrt(3)")
        << QLineF(-100, 25.4, 100, 25.4) << wood << 1 << QPointF(-halfChord, 25.4)
        << QPointF(halfChord, 25.4) << 2 * halfChord;
    QTest::newRow("3 in off the centre of a 4 in round wood: misses")
        << QLineF(-100, in(3), 100, in(3)) << wood << 0 << QPointF() << QPointF() << 0.0;
    QTest::newRow("grazing a 4 in round wood: touches, nothing inside")
        << QLineF(-100, 50.8, 100, 50.8) << wood << 1 << QPointF(0, 50.8) << QPointF(0, 50.8)
        << 0.0;
    QTest::newRow("along the long axis of an 8x4 in oval wood")
        << QLineF(-150, 0, 150, 0) << TableShape::ellipse({}, in(8), in(4)) << 1
        << QPointF(-101.6, 0) << QPointF(101.6, 0) << 203.2;
    QTest::newRow("across an 8x4 in oval wood turned 90: its short way is now along x")
        << QLineF(-150, 0, 150, 0) << TableShape::ellipse({}, in(8), in(4), 90) << 1
        << QPointF(-50.8, 0) << QPointF(50.8, 0) << 101.6;
    QTest::newRow("starting inside the oval: enters where it starts")
        << QLineF(0, 0, 200, 0) << TableShape::ellipse({}, in(8), in(4)) << 1 << QPointF(0, 0)
        << QPointF(101.6, 0) << 101.6;
    QTest::newRow("ending inside the oval: leaves where it ends")
        << QLineF(-200, 0, 0, 0) << TableShape::ellipse({}, in(8), in(4)) << 1 << QPointF(-101.6, 0)
        << QPointF(0, 0) << 101.6;
    QTest::newRow("corner to corner through a 6 in square: 6 in x sqrt(2)")
        << QLineF(-100, -100, 100, 100) << TableShape::rectangle({}, in(6), in(6)) << 1
        << QPointF(-76.2, -76.2) << QPointF(76.2, 76.2) << in(6) * std::sqrt(2.0);
    QTest::newRow("a 100 mm square turned 45, crossed along its diagonal: 100 x sqrt(2)")
        << QLineF(-100, 0, 100, 0) << TableShape::rectangle({}, 100, 100, 45) << 1
        << QPointF(-50 * std::sqrt(2.0), 0) << QPointF(50 * std::sqrt(2.0), 0)
        << 100 * std::sqrt(2.0);
    QTest::newRow("through both arms of a U-shaped ruin: 30 + 30 mm inside")
        << QLineF(-10, 40, 110, 40) << uRuin() << 2 << QPointF(0, 40) << QPointF(100, 40) << 60.0;
    QTest::newRow("below the U's gap: all 100 mm of its base")
        << QLineF(-10, 90, 110, 90) << uRuin() << 1 << QPointF(0, 90) << QPointF(100, 90) << 100.0;
    QTest::newRow("along a rectangle's edge: the edge is part of the piece")
        << QLineF(-10, 0, 110, 0) << TableShape::rectangle({50, 25}, 100, 50) << 1 << QPointF(0, 0)
        << QPointF(100, 0) << 100.0;
    QTest::newRow("a line of sight that stops short of the ruin")
        << QLineF(-100, 50, -10, 50) << uRuin() << 0 << QPointF() << QPointF() << 0.0;
}

void TestTableGeometry::segmentCrossing()
{
    QFETCH(QLineF, segment);
    QFETCH(TableShape, shape);
    QFETCH(int, spans);
    QFETCH(QPointF, entry);
    QFETCH(QPointF, exit);
    QFETCH(double, length);
    const ShapeCrossing crossing = hexwright::segmentCrossing(segment, shape);
    QCOMPARE(crossing.spans.size(), qsizetype(spans));
    QCOMPARE(crossing.crosses(), spans > 0);
    if (spans == 0)
        return;
    const auto near = [](QPointF a, QPointF b) {
        return QLineF(a, b).length() < 1e-9;
    };
    QVERIFY2(
        near(crossing.entry, entry),
        qPrintable(QStringLiteral("entry %1, %2").arg(crossing.entry.x()).arg(crossing.entry.y())));
    QVERIFY2(
        near(crossing.exit, exit),
        qPrintable(QStringLiteral("exit %1, %2").arg(crossing.exit.x()).arg(crossing.exit.y())));
    QVERIFY2(std::abs(crossing.length - length) < 1e-9,
             qPrintable(QStringLiteral("%1 mm inside").arg(crossing.length, 0, 'g', 12)));
}

void TestTableGeometry::pointInShape_data()
{
    QTest::addColumn<QPointF>("point");
    QTest::addColumn<TableShape>("shape");
    QTest::addColumn<bool>("inside");
    const TableShape oval = TableShape::ellipse({}, 60, 35);
    const TableShape ovalTurned = TableShape::ellipse({}, 60, 35, 90);
    QTest::newRow("centre of a 25 mm round") << QPointF(0, 0) << roundBase(25) << true;
    QTest::newRow("on the edge of a 25 mm round") << QPointF(12.5, 0) << roundBase(25) << true;
    QTest::newRow("0.1 mm beyond a 25 mm round") << QPointF(12.6, 0) << roundBase(25) << false;
    QTest::newRow("1 mm inside the end of a 60x35 oval") << QPointF(29, 0) << oval << true;
    QTest::newRow("0.5 mm beyond the side of a 60x35 oval") << QPointF(0, 18) << oval << false;
    QTest::newRow("60x35 oval turned 90: its end is now south")
        << QPointF(0, 29) << ovalTurned << true;
    QTest::newRow("60x35 oval turned 90: east is now its side")
        << QPointF(29, 0) << ovalTurned << false;
    // A 100 x 20 rectangle turned 30 degrees clockwise (y down): its east end is at
    // (50 cos 30, 50 sin 30) = (43.30, 25).
    QTest::newRow("rectangle turned 30: near its turned east end")
        << QPointF(43, 24.8) << TableShape::rectangle({}, 100, 20, 30) << true;
    QTest::newRow("rectangle turned 30: where its east end was")
        << QPointF(49, 0) << TableShape::rectangle({}, 100, 20, 30) << false;
    QTest::newRow("in the notch of the L-shaped ruin") << QPointF(60, 60) << lRuin() << false;
    QTest::newRow("in an arm of the L-shaped ruin") << QPointF(10, 50) << lRuin() << true;
    QTest::newRow("on the inner corner of the L-shaped ruin") << QPointF(20, 20) << lRuin() << true;
    // Turned 90 degrees clockwise about its at (100, 100), the L's point (10, 50) in its arm
    // lands at (100 - 50, 100 + 10); its notch point (60, 60) at (100 - 60, 100 + 60).
    const TableShape turnedL = TableShape::polygon(lRuin().points, {100, 100}, 90);
    QTest::newRow("the L moved to (100, 100) and turned 90: its arm")
        << QPointF(50, 110) << turnedL << true;
    QTest::newRow("the L moved to (100, 100) and turned 90: its notch")
        << QPointF(40, 160) << turnedL << false;
    QTest::newRow("the L moved to (100, 100) and turned 90: where the arm was unturned")
        << QPointF(110, 150) << turnedL << false;
}

void TestTableGeometry::pointInShape()
{
    QFETCH(QPointF, point);
    QFETCH(TableShape, shape);
    QFETCH(bool, inside);
    QCOMPARE(shape.contains(point), inside);
    QCOMPARE(anyContains({roundBase(1, {-500, -500}), shape}, point), inside);
}

void TestTableGeometry::overlapFraction_data()
{
    QTest::addColumn<TableShape>("base");
    QTest::addColumn<TableShape>("area");
    QTest::addColumn<double>("expected");
    QTest::addColumn<double>("tolerance");
    QTest::addColumn<bool>("halfInside");
    const double exact = 1e-12;
    // A circle cut by a chord at half its radius from the centre keeps the segment
    // r^2 (pi/3 - sqrt(3)/4): a fraction 1/3 - sqrt(3)/(4 pi) = 0.19550 of the circle.
    const double segment = 1.0 / 3 - std::sqrt(3.0) / (4 * M_PI);
    // Two circles of radius r with centres r apart share the lens r^2 (2 pi/3 - sqrt(3)/2):
    // 2/3 - sqrt(3)/(2 pi) = 0.39100 of either.
    const double lens = 2.0 / 3 - std::sqrt(3.0) / (2 * M_PI);
    const TableShape wood = woodEastOfZero();
    QTest::newRow("25 mm round well inside a 6 in square wood")
        << roundBase(25, {in(3), 0}) << wood << 1.0 << exact << true;
    QTest::newRow("25 mm round clear of the wood")
        << roundBase(25, {-20, 0}) << wood << 0.0 << exact << false;
    QTest::newRow("25 mm round centred on the wood's edge: half")
        << roundBase(25, {0, 0}) << wood << 0.5 << exact << true;
    QTest::newRow("25 mm round, centre 6.25 mm outside the edge: the segment")
        << roundBase(25, {-6.25, 0}) << wood << segment << exact << false;
    QTest::newRow("25 mm round, centre 6.25 mm inside the edge: all but the segment")
        << roundBase(25, {6.25, 0}) << wood << 1 - segment << exact << true;
    QTest::newRow("25 mm round centred on the wood's corner: a quarter")
        << roundBase(25, {0, in(3)}) << wood << 0.25 << exact << false;
    // Turned 45 degrees, a 6 in square wood centred at (200, 0) has a corner pointing west
    // at 200 - 3 in x sqrt(2); the corner is still a right angle.
    QTest::newRow("25 mm round on the west corner of a 6 in square wood turned 45: a quarter")
        << roundBase(25, {200 - in(3) * std::sqrt(2.0), 0})
        << TableShape::rectangle({200, 0}, in(6), in(6), 45) << 0.25 << 1e-9 << false;
    QTest::newRow("two 25 mm rounds, centres one radius apart: the lens")
        << roundBase(25) << roundBase(25, {12.5, 0}) << lens << exact << false;
    QTest::newRow("60x30 ovals, centres 30 mm apart along their length: the lens again")
        << TableShape::ellipse({}, 60, 30) << TableShape::ellipse({30, 0}, 60, 30) << lens
        << OverlapFractionTolerance << false;
    QTest::newRow("60x30 ovals turned 90, centres 30 mm apart north-south: the lens")
        << TableShape::ellipse({}, 60, 30, 90) << TableShape::ellipse({0, 30}, 60, 30, 90) << lens
        << OverlapFractionTolerance << false;
    QTest::newRow("60x35 oval centred on the wood's edge, across its length: half")
        << TableShape::ellipse({0, 0}, 60, 35) << wood << 0.5 << exact << true;
    QTest::newRow("60x35 oval inside an 8x4 in oval wood")
        << TableShape::ellipse({}, 60, 35) << TableShape::ellipse({}, in(8), in(4)) << 1.0
        << OverlapFractionTolerance << true;
    QTest::newRow("50x100 rectangle half across the wood's edge")
        << TableShape::rectangle({0, 0}, 50, 100) << wood << 0.5 << exact << true;
    QTest::newRow("50x100 rectangle turned 90, 25 of its 100 mm inside")
        << TableShape::rectangle({-25, 0}, 50, 100, 90) << wood << 0.25 << exact << false;
    QTest::newRow("20x40 rectangle over the L-shaped ruin's inner corner: all but the notch")
        << TableShape::rectangle({20, 20}, 20, 40) << lRuin() << (800.0 - 10 * 20) / 800 << exact
        << true;
    QTest::newRow("25 mm round on the L-shaped ruin's inner corner: three quarters")
        << roundBase(25, {20, 20}) << lRuin() << 0.75 << exact << true;
}

void TestTableGeometry::overlapFraction()
{
    QFETCH(TableShape, base);
    QFETCH(TableShape, area);
    QFETCH(double, expected);
    QFETCH(double, tolerance);
    QFETCH(bool, halfInside);
    const double fraction = hexwright::overlapFraction(base, area);
    QVERIFY2(std::abs(fraction - expected) <= tolerance,
             qPrintable(QStringLiteral("%1, expected %2").arg(fraction, 0, 'g', 12).arg(expected)));
    QCOMPARE(atLeastHalfInside(base, area), halfInside);
    // The area shared is the same from either side.
    QVERIFY(std::abs(overlapArea(base, area) - overlapArea(area, base))
            <= tolerance * base.area() + 1e-9);
}

void TestTableGeometry::boundingBoxes_data()
{
    QTest::addColumn<TableShape>("shape");
    QTest::addColumn<QRectF>("box");
    QTest::newRow("60x35 oval") << TableShape::ellipse({100, 100}, 60, 35)
                                << QRectF(70, 82.5, 60, 35);
    QTest::newRow("60x35 oval turned 90")
        << TableShape::ellipse({100, 100}, 60, 35, 90) << QRectF(82.5, 70, 35, 60);
    // A 100 mm square turned 45 reaches 50 sqrt(2) from its centre each way.
    QTest::newRow("100 mm square turned 45") << TableShape::rectangle({}, 100, 100, 45)
                                             << QRectF(-50 * std::sqrt(2.0), -50 * std::sqrt(2.0),
                                                       100 * std::sqrt(2.0), 100 * std::sqrt(2.0));
    QTest::newRow("the L-shaped ruin") << lRuin() << QRectF(0, 0, 100, 100);
}

void TestTableGeometry::boundingBoxes()
{
    QFETCH(TableShape, shape);
    QFETCH(QRectF, box);
    const QRectF found = shape.boundingRect();
    QVERIFY2(std::abs(found.left() - box.left()) < 1e-9 && std::abs(found.top() - box.top()) < 1e-9
                 && std::abs(found.width() - box.width()) < 1e-9
                 && std::abs(found.height() - box.height()) < 1e-9,
             qPrintable(QStringLiteral("%1 %2 %3 %4")
                            .arg(found.left())
                            .arg(found.top())
                            .arg(found.width())
                            .arg(found.height())));
}

void TestTableGeometry::turnedOvalDistancesAgreeWithSampling_data()
{
    // Turned ovals have no figure a player can work by hand, so the numeric method is held to
    // its tolerance against a second, slower one: the nearest of 100,000 points along the
    // oval's edge, refined by golden section. Each row: an oval at the origin turned by some
    // angle, and a round base or a rectangle somewhere around it.
    QTest::addColumn<double>("rotation");
    QTest::addColumn<TableShape>("other");
    QTest::newRow("oval turned 30, 25 mm round to the north-east")
        << 30.0 << roundBase(25, {in(2), -in(1.5)});
    QTest::newRow("oval turned 73, 40 mm round to the south") << 73.0 << roundBase(40, {5, in(3)});
    QTest::newRow("oval turned -20, a point (a 0 mm round) to the west")
        << -20.0 << roundBase(0, {-in(2), 3});
    QTest::newRow("oval turned 45, 50x100 rectangle to the east")
        << 45.0 << TableShape::rectangle({in(4), 10}, 50, 100);
    QTest::newRow("oval turned 10, 50x100 rectangle turned 60 to the south-west")
        << 10.0 << TableShape::rectangle({-in(2.5), in(3)}, 50, 100, 60);
    // The second oval's distance from each sampled point is itself GJK's (a point and an
    // oval), which the row with a point above holds to the sampling.
    QTest::newRow("oval turned 30, another oval turned 120 to the east")
        << 30.0 << TableShape::ellipse({in(3), 12}, 60, 35, 120);
}

void TestTableGeometry::turnedOvalDistancesAgreeWithSampling()
{
    QFETCH(double, rotation);
    QFETCH(TableShape, other);
    const TableShape oval = TableShape::ellipse({}, 60, 35, rotation);
    // Distance from a point on the oval's edge (at parameter t) to the other shape.
    const auto away = [&](double t) {
        const QPointF p = oval.toTable(QPointF(30 * std::cos(t), 17.5 * std::sin(t)));
        return distanceToShape(p, other);
    };
    const int samples = 100000;
    int best = 0;
    double bestDistance = away(0);
    for (int i = 1; i < samples; ++i) {
        const double d = away(2 * M_PI * i / samples);
        if (d < bestDistance) {
            bestDistance = d;
            best = i;
        }
    }
    double low = 2 * M_PI * (best - 1) / samples;
    double high = 2 * M_PI * (best + 1) / samples;
    const double golden = (std::sqrt(5.0) - 1) / 2;
    for (int i = 0; i < 100; ++i) {
        const double a = high - golden * (high - low);
        const double b = low + golden * (high - low);
        if (away(a) < away(b))
            high = b;
        else
            low = a;
    }
    const double sampled = away((low + high) / 2);
    QVERIFY(sampled > 1); // clear of each other: the rows measure a gap
    const double measured = edgeDistance(oval, other);
    QVERIFY2(std::abs(measured - sampled) <= GjkTolerance,
             qPrintable(QStringLiteral("GJK %1 mm, sampling %2 mm")
                            .arg(measured, 0, 'g', 12)
                            .arg(sampled, 0, 'g', 12)));
}

QTEST_APPLESS_MAIN(TestTableGeometry)
#include "tst_tablegeometry.moc"
