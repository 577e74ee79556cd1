// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The pure edits of a table's terrain pieces (edit/tableedits.h, issue 15), without a window:
// moving, turning, scaling, mirroring, duplicating, editing a polygon's corners, the twins of
// a symmetric table, the snapping maths, and an edit pushed as one undo step (a drag's steps
// merging into one). The tools that call them are in tests/editor/tst_tabletools.

#include "commands/changetable.h"
#include "document/scenariodocument.h"
#include "edit/tableedits.h"
#include "ruleset/rulesetregistry.h"

#include <QTest>
#include <QUndoStack>

#include <algorithm>

using namespace hexwright;

Q_DECLARE_METATYPE(hexwright::TableShape)
Q_DECLARE_METATYPE(hexwright::TableSymmetry)

namespace {

constexpr double In = MillimetresPerInch;

TableShape triangle(QPointF at = QPointF(6 * In, 4 * In), double rotation = 0)
{
    // No two sides alike, so a mirrored or turned copy never looks like the original.
    return TableShape::polygon(
        QPolygonF({QPointF(-In, -In), QPointF(2 * In, -In), QPointF(-In, 0.5 * In)}), at, rotation);
}

TableLayout tableOf(const QList<TableShape> &shapes)
{
    TableLayout table;
    table.size = QSizeF(36 * In, 24 * In);
    int n = 0;
    for (const TableShape &shape : shapes) {
        TablePiece piece;
        piece.id = QStringLiteral("p%1").arg(++n);
        piece.shape = shape;
        piece.traits = {QStringLiteral("cover")};
        table.pieces.append(piece);
    }
    return table;
}

/// Whether two outlines hold the same corners, in any order, within a hundredth of a mm.
bool sameCorners(QPolygonF a, QPolygonF b)
{
    if (a.size() != b.size())
        return false;
    for (QPointF p : std::as_const(a)) {
        const auto match = std::find_if(b.begin(), b.end(),
                                        [p](QPointF q) { return QLineF(p, q).length() < 0.01; });
        if (match == b.end())
            return false;
        b.erase(match);
    }
    return true;
}

QPolygonF mapped(const QPolygonF &points, const std::function<QPointF(QPointF)> &f)
{
    QPolygonF result;
    for (QPointF p : points)
        result.append(f(p));
    return result;
}

bool near(QPointF a, QPointF b)
{
    return QLineF(a, b).length() < 1e-6;
}

} // namespace

class TestTableEdits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void moveShiftsOnlyTheNamedPieces_data();
    void moveShiftsOnlyTheNamedPieces();
    void rotateTurnsAboutThePivot_data();
    void rotateTurnsAboutThePivot();
    void rotateInPlaceKeepsTheMiddle();
    void scaleKeepsTheAnchorWhere_data();
    void scaleKeepsTheAnchorWhere();
    void mirrorFlipsInPlaceAndTwiceIsNothing_data();
    void mirrorFlipsInPlaceAndTwiceIsNothing();
    void duplicateGivesNewIdsAndOffsets();
    void polygonCornersAreEdited_data();
    void polygonCornersAreEdited();
    void fieldsAreSet();
    void twinShapeMirrorsTheOutline_data();
    void twinShapeMirrorsTheOutline();
    void keepTwinsFollowsTheEdit_data();
    void keepTwinsFollowsTheEdit();
    void snapToGridRounds_data();
    void snapToGridRounds();
    void snapPointPrefersCornersThenEdgesThenGrid_data();
    void snapPointPrefersCornersThenEdgesThenGrid();
    void snapMoveBringsCornersTogether_data();
    void snapMoveBringsCornersTogether();
    void oneEditIsOneUndoStepAndDragsMerge();
};

void TestTableEdits::moveShiftsOnlyTheNamedPieces_data()
{
    QTest::addColumn<TableShape>("shape");
    QTest::newRow("ellipse") << TableShape::ellipse(QPointF(100, 100), 50, 30, 30);
    QTest::newRow("rectangle") << TableShape::rectangle(QPointF(100, 100), 50, 30);
    QTest::newRow("polygon") << triangle();
}

void TestTableEdits::moveShiftsOnlyTheNamedPieces()
{
    QFETCH(TableShape, shape);
    const TableLayout table = tableOf({shape, shape});
    const TableLayout moved
        = movePieces(table, {QStringLiteral("p1"), QStringLiteral("nope")}, QPointF(12.7, -25.4));
    QVERIFY(sameCorners(moved.pieces.at(0).shape.outline(), mapped(shape.outline(), [](QPointF p) {
                            return p + QPointF(12.7, -25.4);
                        })));
    QCOMPARE(moved.pieces.at(1), table.pieces.at(1));
    QCOMPARE(moved.pieces.size(), 2);
}

void TestTableEdits::rotateTurnsAboutThePivot_data()
{
    QTest::addColumn<double>("start");
    QTest::addColumn<double>("degrees");
    QTest::addColumn<QPointF>("at"); // where (100, 0) goes about the origin
    QTest::addColumn<double>("rotation");
    // y points down: a positive turn is clockwise as drawn.
    QTest::newRow("quarter") << 0.0 << 90.0 << QPointF(0, 100) << 90.0;
    QTest::newRow("back") << 0.0 << -90.0 << QPointF(0, -100) << -90.0;
    QTest::newRow("half") << 0.0 << 180.0 << QPointF(-100, 0) << 180.0;
    QTest::newRow("wraps past 180") << 170.0 << 20.0 << QPointF(93.969, 34.202) << -170.0;
    QTest::newRow("full turn and a bit") << 0.0 << 370.0 << QPointF(98.481, 17.365) << 10.0;
}

void TestTableEdits::rotateTurnsAboutThePivot()
{
    QFETCH(double, start);
    QFETCH(double, degrees);
    QFETCH(QPointF, at);
    QFETCH(double, rotation);
    const TableLayout table = tableOf({TableShape::rectangle(QPointF(100, 0), 20, 10, start)});
    const TableLayout turned = rotatePieces(table, {QStringLiteral("p1")}, degrees, QPointF());
    const TableShape &shape = turned.pieces.first().shape;
    QVERIFY2(QLineF(shape.at, at).length() < 0.001,
             qPrintable(QStringLiteral("%1 %2").arg(shape.at.x()).arg(shape.at.y())));
    QCOMPARE(shape.rotation, rotation);
}

void TestTableEdits::rotateInPlaceKeepsTheMiddle()
{
    const TableLayout table = tableOf({triangle()});
    const QPointF middle = table.pieces.first().shape.boundingRect().center();
    const TableLayout turned = rotatePiecesInPlace(table, {QStringLiteral("p1")}, 90);
    const TableShape &shape = turned.pieces.first().shape;
    QCOMPARE(shape.rotation, 90.0);
    // Its corners went a quarter round the middle of its box.
    QVERIFY(sameCorners(shape.outline(), mapped(triangle().outline(), [middle](QPointF p) {
                            const QPointF d = p - middle;
                            return middle + QPointF(-d.y(), d.x());
                        })));
    // Four turns bring it back.
    TableLayout round = table;
    for (int i = 0; i < 4; ++i)
        round = rotatePiecesInPlace(round, {QStringLiteral("p1")}, 90);
    QVERIFY(sameShape(round.pieces.first().shape, triangle(), 1e-6));
}

void TestTableEdits::scaleKeepsTheAnchorWhere_data()
{
    QTest::addColumn<TableShape>("shape");
    QTest::addColumn<double>("sx");
    QTest::addColumn<double>("sy");
    QTest::newRow("rectangle wider")
        << TableShape::rectangle(QPointF(200, 100), 40, 20) << 2.0 << 1.0;
    QTest::newRow("rectangle turned, smaller")
        << TableShape::rectangle(QPointF(200, 100), 40, 20, 30) << 0.5 << 0.25;
    QTest::newRow("ellipse turned")
        << TableShape::ellipse(QPointF(200, 100), 40, 20, -45) << 1.5 << 3.0;
    QTest::newRow("polygon") << triangle(QPointF(200, 100), 15) << 2.0 << 0.5;
}

void TestTableEdits::scaleKeepsTheAnchorWhere()
{
    QFETCH(TableShape, shape);
    QFETCH(double, sx);
    QFETCH(double, sy);
    // The top-left corner of its box in its own frame stays, as a corner handle drags.
    const QRectF local = shape.kind == TableShape::Kind::Polygon
        ? shape.points.boundingRect()
        : QRectF(-shape.size.width() / 2, -shape.size.height() / 2, shape.size.width(),
                 shape.size.height());
    const QPointF anchor = local.topLeft();
    const TableShape scaled = scaledShape(shape, sx, sy, anchor);
    // A polygon keeps its frame; a box's frame is its middle, which moves, and the anchor is
    // then the same corner of the scaled box.
    const QPointF anchorAfter = shape.kind == TableShape::Kind::Polygon
        ? anchor
        : QPointF(anchor.x() * sx, anchor.y() * sy);
    QVERIFY(QLineF(scaled.toTable(anchorAfter), shape.toTable(anchor)).length() < 1e-6);
    QVERIFY(qAbs(scaled.area() - shape.area() * sx * sy) < 1e-6 * shape.area() + 1e-9);
    QCOMPARE(scaled.rotation, shape.rotation);
    // Through the layout too.
    const TableLayout table = tableOf({shape});
    QCOMPARE(scalePiece(table, QStringLiteral("p1"), sx, sy, anchor).pieces.first().shape, scaled);
}

void TestTableEdits::mirrorFlipsInPlaceAndTwiceIsNothing_data()
{
    QTest::addColumn<int>("orientation");
    QTest::addColumn<double>("rotation");
    QTest::newRow("left to right") << int(Qt::Horizontal) << 0.0;
    QTest::newRow("left to right, turned") << int(Qt::Horizontal) << 30.0;
    QTest::newRow("top to bottom") << int(Qt::Vertical) << 0.0;
    QTest::newRow("top to bottom, turned") << int(Qt::Vertical) << -60.0;
}

void TestTableEdits::mirrorFlipsInPlaceAndTwiceIsNothing()
{
    QFETCH(int, orientation);
    QFETCH(double, rotation);
    const TableShape shape = triangle(QPointF(300, 200), rotation);
    const TableLayout table = tableOf({shape});
    const auto flip = Qt::Orientation(orientation);
    const TableLayout once = mirrorPieces(table, {QStringLiteral("p1")}, flip);
    const QPointF c = shape.boundingRect().center();
    const QPolygonF expected = mapped(shape.outline(), [c, flip](QPointF p) {
        return flip == Qt::Horizontal ? QPointF(2 * c.x() - p.x(), p.y())
                                      : QPointF(p.x(), 2 * c.y() - p.y());
    });
    QVERIFY(sameCorners(once.pieces.first().shape.outline(), expected));
    QVERIFY(!sameShape(once.pieces.first().shape, shape));
    const TableLayout twice = mirrorPieces(once, {QStringLiteral("p1")}, flip);
    QVERIFY(sameShape(twice.pieces.first().shape, shape, 1e-6));
}

void TestTableEdits::duplicateGivesNewIdsAndOffsets()
{
    const TableLayout table = tableOf({triangle(), TableShape::circle(QPointF(50, 50), 20)});
    QStringList copies;
    const TableLayout after = duplicatePieces(table, {QStringLiteral("p1"), QStringLiteral("p2")},
                                              QPointF(In, In), &copies);
    QCOMPARE(copies, QStringList({QStringLiteral("p1-2"), QStringLiteral("p2-2")}));
    QCOMPARE(after.pieces.size(), 4);
    QCOMPARE(after.pieces.mid(0, 2), table.pieces);
    QVERIFY(near(after.pieces.at(3).shape.at, QPointF(50 + In, 50 + In)));
    QCOMPARE(after.pieces.at(2).traits, table.pieces.at(0).traits);
    // Again: the next free ids.
    QStringList more;
    duplicatePieces(after, {QStringLiteral("p1")}, QPointF(), &more);
    QCOMPARE(more, QStringList({QStringLiteral("p1-3")}));
    QCOMPARE(unusedPieceId(after, QString()), QStringLiteral("piece"));
}

void TestTableEdits::polygonCornersAreEdited_data()
{
    QTest::addColumn<double>("rotation");
    QTest::newRow("square to the table") << 0.0;
    QTest::newRow("turned") << 37.0;
}

void TestTableEdits::polygonCornersAreEdited()
{
    QFETCH(double, rotation);
    const TableLayout table = tableOf(
        {triangle(QPointF(300, 300), rotation), TableShape::rectangle(QPointF(50, 50), 10, 10)});
    const QString id = QStringLiteral("p1");
    const QPolygonF corners = pieceCorners(table.pieces.first());
    QCOMPARE(corners.size(), 3);
    // Drag corner 1 somewhere: it lands there, the others stay.
    const TableLayout moved = movePieceVertex(table, id, 1, QPointF(400, 250));
    const QPolygonF after = pieceCorners(moved.pieces.first());
    QVERIFY(near(after.at(1), QPointF(400, 250)));
    QVERIFY(near(after.at(0), corners.at(0)) && near(after.at(2), corners.at(2)));
    // A corner added on the edge after corner 0, then removed again.
    const QPointF middle = (corners.at(0) + corners.at(1)) / 2;
    const TableLayout four = insertPieceVertex(table, id, 0, middle);
    QCOMPARE(pieceCorners(four.pieces.first()).size(), 4);
    QVERIFY(near(pieceCorners(four.pieces.first()).at(1), middle));
    const TableLayout three = removePieceVertex(four, id, 1);
    QVERIFY(sameCorners(pieceCorners(three.pieces.first()), corners));
    // Never fewer than three corners; a rectangle has none to edit.
    QCOMPARE(removePieceVertex(table, id, 0), table);
    QCOMPARE(movePieceVertex(table, QStringLiteral("p2"), 0, QPointF()), table);
    QCOMPARE(setPieceVertices(table, id, QPolygonF({QPointF(), QPointF(1, 1)})), table);
    // All at once, in table points.
    const QPolygonF square({QPointF(0, 0), QPointF(10, 0), QPointF(10, 10), QPointF(0, 10)});
    QVERIFY(sameCorners(pieceCorners(setPieceVertices(table, id, square).pieces.first()), square));
}

void TestTableEdits::fieldsAreSet()
{
    const TableLayout table = tableOf({triangle()});
    const QString id = QStringLiteral("p1");
    QCOMPARE(setPieceName(table, id, QStringLiteral("Copse")).pieces.first().name,
             QStringLiteral("Copse"));
    const QStringList traits = {QStringLiteral("difficult"), QStringLiteral("dangerous")};
    QCOMPARE(setPieceTraits(table, id, traits).pieces.first().traits, traits);
    QCOMPARE(setPieceHeight(table, id, 50.8).pieces.first().height, std::optional<double>(50.8));
    QCOMPARE(setPieceHeight(table, id, std::nullopt).pieces.first().height,
             std::optional<double>());
    const TableShape circle = TableShape::circle(QPointF(10, 10), 5);
    QCOMPARE(setPieceShape(table, id, circle).pieces.first().shape, circle);
    const TableLayout added = addPiece(table, table.pieces.first());
    QCOMPARE(added.pieces.last().id, QStringLiteral("p1-2"));
    QCOMPARE(removePieces(added, {id}).pieces.size(), 1);
}

void TestTableEdits::twinShapeMirrorsTheOutline_data()
{
    QTest::addColumn<TableSymmetry>("symmetry");
    QTest::addColumn<QSizeF>("size");
    QTest::addColumn<QPointF>("twinAt"); // where a piece at (6, 4) in goes, in inches
    QTest::newRow("through the centre")
        << TableSymmetry::Point << QSizeF(36, 24) << QPointF(30, 20);
    QTest::newRow("long axis of a wide table")
        << TableSymmetry::LongAxis << QSizeF(36, 24) << QPointF(6, 20);
    QTest::newRow("short axis of a wide table")
        << TableSymmetry::ShortAxis << QSizeF(36, 24) << QPointF(30, 4);
    QTest::newRow("long axis of a tall table")
        << TableSymmetry::LongAxis << QSizeF(24, 36) << QPointF(18, 4);
    QTest::newRow("short axis of a tall table")
        << TableSymmetry::ShortAxis << QSizeF(24, 36) << QPointF(6, 32);
}

void TestTableEdits::twinShapeMirrorsTheOutline()
{
    QFETCH(TableSymmetry, symmetry);
    QFETCH(QSizeF, size);
    QFETCH(QPointF, twinAt);
    const QSizeF table = size * In;
    for (const TableShape &shape :
         {triangle(QPointF(6 * In, 4 * In), 20),
          TableShape::rectangle(QPointF(6 * In, 4 * In), 3 * In, In, 20),
          TableShape::ellipse(QPointF(6 * In, 4 * In), 3 * In, In, -20)}) {
        const TableShape twin = twinShape(shape, table, symmetry);
        if (shape.kind != TableShape::Kind::Polygon)
            QVERIFY(near(twin.boundingRect().center(), twinAt * In));
        const double w = table.width();
        const double h = table.height();
        const bool wide = w >= h;
        const auto image = [&](QPointF p) {
            if (symmetry == TableSymmetry::Point)
                return QPointF(w - p.x(), h - p.y());
            const bool flipX = (symmetry == TableSymmetry::ShortAxis) == wide;
            return flipX ? QPointF(w - p.x(), p.y()) : QPointF(p.x(), h - p.y());
        };
        QVERIFY(sameCorners(twin.outline(16), mapped(shape.outline(16), image)));
        // The twin's twin is the piece.
        QVERIFY(sameShape(twinShape(twin, table, symmetry), shape, 1e-6));
    }
}

void TestTableEdits::keepTwinsFollowsTheEdit_data()
{
    QTest::addColumn<TableSymmetry>("symmetry");
    QTest::newRow("through the centre") << TableSymmetry::Point;
    QTest::newRow("long axis") << TableSymmetry::LongAxis;
    QTest::newRow("short axis") << TableSymmetry::ShortAxis;
}

void TestTableEdits::keepTwinsFollowsTheEdit()
{
    QFETCH(TableSymmetry, symmetry);
    const TableLayout empty = tableOf({});
    // Drawn: a twin comes with it.
    TablePiece piece;
    piece.id = QStringLiteral("wood");
    piece.shape = triangle();
    piece.traits = {QStringLiteral("cover")};
    const TableLayout drawn
        = keepTwins(empty, addPiece(empty, piece), {QStringLiteral("wood")}, symmetry);
    QCOMPARE(drawn.pieces.size(), 2);
    const QString twin = drawn.pieces.last().id;
    QCOMPARE(twin, QStringLiteral("wood-2"));
    QCOMPARE(twinOf(drawn, QStringLiteral("wood"), symmetry), std::optional<QString>(twin));
    QCOMPARE(drawn.pieces.last().traits, piece.traits);
    // Moved and turned: the twin follows, mirrored.
    const QStringList wood = {QStringLiteral("wood")};
    TableLayout after = movePieces(drawn, wood, QPointF(30, 10));
    after = rotatePiecesInPlace(after, wood, 45);
    const TableLayout kept = keepTwins(drawn, after, wood, symmetry);
    QVERIFY(
        sameShape(kept.findPiece(twin)->shape,
                  twinShape(kept.findPiece(QStringLiteral("wood"))->shape, kept.size, symmetry)));
    // Its traits too.
    const TableLayout traits = keepTwins(
        kept, setPieceTraits(kept, QStringLiteral("wood"), {QStringLiteral("difficult")}), wood,
        symmetry);
    QCOMPARE(traits.findPiece(twin)->traits, QStringList({QStringLiteral("difficult")}));
    // Deleted: the twin goes with it.
    QVERIFY(keepTwins(kept, removePieces(kept, wood), wood, symmetry).pieces.isEmpty());
    // Moving the twin leads the piece the same way.
    const TableLayout led
        = keepTwins(kept, movePieces(kept, {twin}, QPointF(-5, 5)), {twin}, symmetry);
    QVERIFY(sameShape(led.findPiece(QStringLiteral("wood"))->shape,
                      twinShape(led.findPiece(twin)->shape, led.size, symmetry)));
    // A piece that is its own twin (a circle in the middle) gets none.
    TablePiece middle;
    middle.id = QStringLiteral("hill");
    middle.shape = TableShape::circle(QPointF(18 * In, 12 * In), 4 * In);
    QCOMPARE(keepTwins(empty, addPiece(empty, middle), {middle.id}, symmetry).pieces.size(), 1);
    // A piece that had no twin keeps none when it moves.
    const TableLayout lone = addPiece(empty, piece);
    QCOMPARE(keepTwins(lone, movePieces(lone, wood, QPointF(1, 1)), wood, symmetry).pieces.size(),
             1);
}

void TestTableEdits::snapToGridRounds_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<double>("step");
    QTest::addColumn<double>("snapped");
    QTest::newRow("half inch down") << 13.0 << 12.7 << 12.7;
    QTest::newRow("half inch up") << 20.0 << 12.7 << 25.4;
    QTest::newRow("inch") << 40.0 << 25.4 << 50.8;
    QTest::newRow("negative") << -7.0 << 10.0 << -10.0;
    QTest::newRow("half centimetre") << 12.4 << 5.0 << 10.0;
    QTest::newRow("no grid") << 13.3 << 0.0 << 13.3;
}

void TestTableEdits::snapToGridRounds()
{
    QFETCH(double, value);
    QFETCH(double, step);
    QFETCH(double, snapped);
    QVERIFY(qAbs(snapToGrid(value, step) - snapped) < 1e-9);
}

void TestTableEdits::snapPointPrefersCornersThenEdgesThenGrid_data()
{
    QTest::addColumn<QPointF>("point");
    QTest::addColumn<double>("grid");
    QTest::addColumn<QPointF>("snapped");
    // The rectangle's corners are (90, 95), (110, 95), (110, 105), (90, 105).
    QTest::newRow("near a corner") << QPointF(92, 97) << 0.0 << QPointF(90, 95);
    QTest::newRow("near an edge") << QPointF(100, 93) << 0.0 << QPointF(100, 95);
    QTest::newRow("corner before edge") << QPointF(93, 95) << 0.0 << QPointF(90, 95);
    QTest::newRow("far: the grid") << QPointF(140, 160) << 25.4 << QPointF(152.4, 152.4);
    QTest::newRow("far, no grid") << QPointF(140, 160) << 0.0 << QPointF(140, 160);
    QTest::newRow("the table's corner") << QPointF(2, 3) << 25.4 << QPointF(0, 0);
}

void TestTableEdits::snapPointPrefersCornersThenEdgesThenGrid()
{
    QFETCH(QPointF, point);
    QFETCH(double, grid);
    QFETCH(QPointF, snapped);
    const TableLayout table = tableOf({TableShape::rectangle(QPointF(100, 100), 20, 10)});
    const QPointF got = snapPoint(point, snapTargets(table), 4.0, grid);
    QVERIFY2(near(got, snapped), qPrintable(QStringLiteral("%1 %2").arg(got.x()).arg(got.y())));
}

void TestTableEdits::snapMoveBringsCornersTogether_data()
{
    QTest::addColumn<QPointF>("delta");
    QTest::addColumn<double>("grid");
    QTest::addColumn<QPointF>("snapped");
    // p2 (a 10 mm square at 300, 300) moved next to p1 (corners 90..110, 95..105).
    QTest::newRow("corner onto corner") << QPointF(-184, -197) << 0.0 << QPointF(-185, -200);
    QTest::newRow("onto an edge") << QPointF(-200, -188) << 0.0 << QPointF(-200, -190);
    QTest::newRow("nothing near: the grid") << QPointF(100, 100) << 25.4 << QPointF(111.4, 111.4);
    QTest::newRow("nothing near, no grid") << QPointF(100, 100) << 0.0 << QPointF(100, 100);
}

void TestTableEdits::snapMoveBringsCornersTogether()
{
    QFETCH(QPointF, delta);
    QFETCH(double, grid);
    QFETCH(QPointF, snapped);
    const TableLayout table = tableOf({TableShape::rectangle(QPointF(100, 100), 20, 10),
                                       TableShape::rectangle(QPointF(300, 300), 10, 10)});
    const QPointF got = snapMove(table, {QStringLiteral("p2")}, delta, 4.0, grid);
    QVERIFY2(QLineF(got, snapped).length() < 0.05,
             qPrintable(QStringLiteral("%1 %2").arg(got.x()).arg(got.y())));
}

void TestTableEdits::oneEditIsOneUndoStepAndDragsMerge()
{
    auto registry = RulesetRegistry::withBundledData();
    registry->addSearchPath(QStringLiteral(TEST_DATA_DIR "/table"));
    Diagnostics diagnostics;
    auto document = ScenarioDocument::load(
        QStringLiteral(TEST_DATA_DIR "/table/skirmish.scenario.yaml"), *registry, diagnostics);
    QVERIFY(document);
    const TableLayout start = *document->scenario().table;
    const QStringList copse = {QStringLiteral("wood-1")};
    QUndoStack *stack = document->undoStack();
    // A drag: three steps with one key are one undo step, named after the piece.
    for (int i = 1; i <= 3; ++i)
        stack->push(new ChangeTable(document.get(), movePieces(start, copse, QPointF(i, 0)),
                                    QStringLiteral("Move Piece 'Copse'"), QStringLiteral("drag")));
    QCOMPARE(stack->count(), 1);
    QCOMPARE(stack->undoText(), QStringLiteral("Move Piece 'Copse'"));
    QVERIFY(near(document->scenario().table->findPiece(copse.first())->shape.at,
                 start.findPiece(copse.first())->shape.at + QPointF(3, 0)));
    stack->undo();
    QCOMPARE(*document->scenario().table, start);
    stack->redo();
    QCOMPARE(document->scenario().table->findPiece(copse.first())->shape.at.x(),
             start.findPiece(copse.first())->shape.at.x() + 3);
    // Another key: another step; a drag back to the start leaves nothing.
    stack->push(new ChangeTable(document.get(), removePieces(*document->scenario().table, copse),
                                QStringLiteral("Delete Piece 'Copse'")));
    QCOMPARE(stack->count(), 2);
    stack->undo();
    stack->undo();
    const TableLayout here = *document->scenario().table;
    stack->push(new ChangeTable(document.get(), movePieces(here, copse, QPointF(5, 5)),
                                QStringLiteral("Move"), QStringLiteral("drag-2")));
    stack->push(
        new ChangeTable(document.get(), here, QStringLiteral("Move"), QStringLiteral("drag-2")));
    QCOMPARE(stack->count(), 0);
    QCOMPARE(*document->scenario().table, start);
}

QTEST_GUILESS_MAIN(TestTableEdits)
#include "tst_tableedits.moc"
