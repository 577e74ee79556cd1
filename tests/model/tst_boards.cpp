// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Board seam: a hex board over a bundled sample's map and a table board over a layout
// answer the same questions (labels, playable places, distances, picks, terrain, areas);
// table layout files are read with located errors and written back byte for byte; the
// table renderer puts the surface, a piece, the grid and a marker where they belong.

#include "board/hexboard.h"
#include "board/tableboard.h"
#include "board/tablelayoutio.h"
#include "io/schemacomment.h"
#include "io/schemareader.h"
#include "io/yamltree.h"
#include "map/hexmap.h"
#include "render/boardrenderer.h"
#include "render/maprenderer.h"
#include "render/tablerenderer.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenarioreader.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTest>

#include <cmath>

using namespace hexwright;

namespace {

constexpr double in(double inches)
{
    return inches * 25.4;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// 1-based line and column of the first @p needle in @p text, as diagnostics give them.
std::pair<int, int> positionOf(const QByteArray &text, const QByteArray &needle)
{
    const qsizetype at = text.indexOf(needle);
    if (at < 0)
        return {0, 0};
    const int line = int(text.left(at).count('\n')) + 1;
    const qsizetype lineStart = text.lastIndexOf('\n', at - 1) + 1;
    return {line, int(at - lineStart) + 1};
}

/// A 36 x 24 in table: a wood (an ellipse) standing on a hill (a rectangle), a ruin,
/// an objective and two deployment areas.
TableLayout woodOnHill(LengthUnit unit = LengthUnit::Inch)
{
    TableLayout t;
    t.unit = unit;
    t.size = QSizeF(in(36), in(24));
    t.grid = in(6);
    TablePiece hill;
    hill.id = QStringLiteral("hill");
    hill.name = QStringLiteral("Hill");
    hill.shape = TableShape::rectangle({in(18), in(12)}, in(12), in(8));
    hill.traits = {QStringLiteral("elevated")};
    hill.height = in(2);
    TablePiece wood;
    wood.id = QStringLiteral("wood");
    wood.name = QStringLiteral("Wood");
    wood.shape = TableShape::ellipse({in(20), in(12)}, in(6), in(4));
    wood.traits = {QStringLiteral("cover"), QStringLiteral("difficult")};
    TablePiece ruin;
    ruin.id = QStringLiteral("ruin");
    ruin.shape = TableShape::rectangle({in(4), in(4)}, in(4), in(4));
    ruin.traits = {QStringLiteral("blocks_los")};
    t.pieces = {hill, wood, ruin};
    t.objectives = {{QStringLiteral("obj-1"), TablePoint(in(30), in(20)), QStringLiteral("1"), {}}};
    t.deployment = {{QStringLiteral("north"),
                     QStringLiteral("blue"),
                     {TableShape::rectangle({in(18), in(3)}, in(36), in(6))},
                     {}},
                    {QStringLiteral("corners"),
                     QStringLiteral("red"),
                     {TableShape::rectangle({in(3), in(21)}, in(6), in(6)),
                      TableShape::rectangle({in(33), in(21)}, in(6), in(6))},
                     {}}};
    return t;
}

const QByteArray TableHeader = "format: hexwright-table/1\ntable:\n  unit: in\n  size: [36, 24]\n";

} // namespace

class TestBoards : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void boardKindIds();
    void hexLabels_data();
    void hexLabels();
    void hexDistances_data();
    void hexDistances();
    void hexPicksAndPlayable();
    void hexTerrainAndAreas();
    void hexRendererMapsBoardUnits();

    void tableAreas_data();
    void tableAreas();
    void tableTerrainAtOverlappingPieces();
    void tableLabels_data();
    void tableLabels();
    void tablePlacesAndDistances();
    void piecesCrossedInOrder();
    void indexFindsWhatBruteForceFinds();

    void goldenFilesRoundTrip_data();
    void goldenFilesRoundTrip();
    void readingErrors_data();
    void readingErrors();
    void pieceOffTheTableIsAWarning();

    void tableRendererPixels();

private:
    std::unique_ptr<RulesetRegistry> m_registry;
    LoadedScenario m_sample;
    std::unique_ptr<HexMap> m_map;
};

void TestBoards::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_registry = RulesetRegistry::withBundledData();
    Diagnostics diagnostics;
    const QString path
        = QStringLiteral(":/hexwright/scenarios/samples/01-badger-hunt.scenario.yaml");
    m_sample = loadScenario(path, path, *m_registry, diagnostics);
    QVERIFY(m_sample.scenario && m_sample.ruleset && m_sample.panels);
    m_map = std::make_unique<HexMap>(HexMap::compose(*m_sample.scenario, *m_sample.panels));
    QVERIFY(m_map->columns() > 10 && m_map->rows() > 10);
}

void TestBoards::boardKindIds()
{
    QCOMPARE(boardKindId(BoardKind::Hex), QStringLiteral("hex"));
    QCOMPARE(boardKindId(BoardKind::Table), QStringLiteral("table"));
    QCOMPARE(parseBoardKind(QStringLiteral("table")), std::optional<BoardKind>(BoardKind::Table));
    QCOMPARE(parseBoardKind(QStringLiteral("hex")), std::optional<BoardKind>(BoardKind::Hex));
    QVERIFY(!parseBoardKind(QStringLiteral("Hex")));
    QVERIFY(!parseBoardKind(QString()));
}

void TestBoards::hexLabels_data()
{
    QTest::addColumn<int>("col");
    QTest::addColumn<int>("row");
    QTest::addColumn<QString>("label");
    QTest::newRow("column 8, row 12") << 7 << 11 << "0812";
    QTest::newRow("the first hex") << 0 << 0 << "0101";
    QTest::newRow("column 10, row 3") << 9 << 2 << "1003";
}

void TestBoards::hexLabels()
{
    QFETCH(int, col);
    QFETCH(int, row);
    QFETCH(QString, label);
    const HexBoard board(*m_map, *m_sample.ruleset);
    QCOMPARE(board.label(Place(OffsetCoord {col, row})), label);
    QCOMPARE(board.label(Place(TablePoint(1, 1))), QString());
}

void TestBoards::hexDistances_data()
{
    // Counted on the printed map: flat-top hexes, the even columns half a hex lower.
    QTest::addColumn<int>("fromCol");
    QTest::addColumn<int>("fromRow");
    QTest::addColumn<int>("toCol");
    QTest::addColumn<int>("toRow");
    QTest::addColumn<double>("hexes");
    QTest::newRow("0101 to 0106: five down the column") << 0 << 0 << 0 << 5 << 5.0;
    QTest::newRow("0101 to 0301: two columns along the row") << 0 << 0 << 2 << 0 << 2.0;
    QTest::newRow("0101 to 0503: four columns take two rows for free") << 0 << 0 << 4 << 2 << 4.0;
    QTest::newRow("0101 to 0204: one column, then two more rows") << 0 << 0 << 1 << 3 << 3.0;
    QTest::newRow("a hex to itself") << 4 << 4 << 4 << 4 << 0.0;
}

void TestBoards::hexDistances()
{
    QFETCH(int, fromCol);
    QFETCH(int, fromRow);
    QFETCH(int, toCol);
    QFETCH(int, toRow);
    QFETCH(double, hexes);
    const HexBoard board(*m_map, *m_sample.ruleset);
    const Place a(OffsetCoord {fromCol, fromRow});
    const Place b(OffsetCoord {toCol, toRow});
    QCOMPARE(board.distance(a, b), hexes);
    QCOMPARE(board.distance(b, a), hexes);
    QVERIFY(std::isnan(board.distance(a, Place(TablePoint(0, 0)))));
}

void TestBoards::hexPicksAndPlayable()
{
    const HexBoard board(*m_map, *m_sample.ruleset);
    QCOMPARE(board.kind(), BoardKind::Hex);
    const OffsetCoord hex {5, 6};
    QVERIFY(board.isPlayable(Place(hex)));
    QVERIFY(!board.isPlayable(Place(OffsetCoord {-1, -1})));
    QVERIFY(!board.isPlayable(Place(OffsetCoord {m_map->columns() + 3, 0})));
    QVERIFY(!board.isPlayable(Place(TablePoint(1, 1))));
    // A hex is 1 across the flats: its centre, and a point 0.4 from it, pick it.
    const QPointF centre = board.layout().hexToPixel(board.offsets().fromOffset(hex));
    QCOMPARE(board.placeAt(centre), std::optional<Place>(Place(hex)));
    QCOMPARE(board.placeAt(centre + QPointF(0, 0.4)), std::optional<Place>(Place(hex)));
    // 0.6 below the centre is the next hex down the column.
    QCOMPARE(board.placeAt(centre + QPointF(0, 0.6)),
             std::optional<Place>(Place(OffsetCoord {5, 7})));
    QVERIFY(!board.placeAt(QPointF(-50, -50)));
    // The extent holds every hex of the map and not much more.
    const QRectF extent = board.extent();
    QVERIFY(extent.contains(centre));
    const double columnStep = board.layout().horizontalSpacing();
    QVERIFY(std::abs(extent.width() - (columnStep * (m_map->columns() - 1) + 2 / std::sqrt(3.0)))
            < 1e-9);
}

void TestBoards::hexTerrainAndAreas()
{
    const HexBoard board(*m_map, *m_sample.ruleset);
    // Every playable hex of the sample has exactly one terrain, the ruleset's.
    int checked = 0;
    for (int row = 0; row < m_map->rows(); row += 3) {
        for (int col = 0; col < m_map->columns(); col += 3) {
            const OffsetCoord hex {col, row};
            if (!m_map->isPlayable(hex))
                continue;
            const QList<TerrainAt> terrain = board.terrainAt(Place(hex));
            QCOMPARE(terrain.size(), 1);
            const TerrainType *type = m_sample.ruleset->findTerrain(terrain.first().id);
            QVERIFY(type);
            QCOMPARE(type, &m_sample.ruleset->terrain.at(m_map->terrainAt(hex)));
            ++checked;
        }
    }
    QVERIFY(checked > 20);
    QVERIFY(board.terrainAt(Place(TablePoint(1, 1))).isEmpty());
    QVERIFY(board.terrainAt(Place(OffsetCoord {-5, -5})).isEmpty());
    Area zone;
    zone.hexes = {{3, 3}, {3, 4}};
    zone.shapes = {TableShape::circle({0, 0}, 1000)};
    QVERIFY(board.contains(zone, Place(OffsetCoord {3, 4})));
    QVERIFY(!board.contains(zone, Place(OffsetCoord {4, 4})));
    QVERIFY(!board.contains(zone, Place(TablePoint(0, 0))));
}

void TestBoards::hexRendererMapsBoardUnits()
{
    const HexBoard board(*m_map, *m_sample.ruleset);
    const auto renderer
        = BoardRenderer::create(board, *m_sample.ruleset, *m_sample.scenario, m_sample.panels);
    QVERIFY(renderer);
    QCOMPARE(renderer->kind(), BoardKind::Hex);
    QVERIFY(renderer->hexRenderer());
    QVERIFY(!BoardRenderer::create(board, *m_sample.ruleset, *m_sample.scenario, nullptr));
    // A hex centre in board units lands on the map renderer's centre of that hex.
    for (const OffsetCoord hex : {OffsetCoord {0, 0}, OffsetCoord {7, 11}, OffsetCoord {12, 3}}) {
        const QPointF boardPoint = board.layout().hexToPixel(board.offsets().fromOffset(hex));
        const QPointF scene = renderer->boardToScene().map(boardPoint);
        QVERIFY(QLineF(scene, renderer->hexRenderer()->hexCentre(hex)).length() < 1e-9);
    }
    QCOMPARE(renderer->boundingRect(), renderer->hexRenderer()->boundingRect());
}

void TestBoards::tableAreas_data()
{
    QTest::addColumn<QString>("area");
    QTest::addColumn<QPointF>("point");
    QTest::addColumn<bool>("inside");
    QTest::newRow("north edge strip, 3 in in") << "north" << QPointF(in(10), in(3)) << true;
    QTest::newRow("north edge strip, on its 6 in line")
        << "north" << QPointF(in(10), in(6)) << true;
    QTest::newRow("north edge strip, 6.5 in in") << "north" << QPointF(in(10), in(6.5)) << false;
    QTest::newRow("red corners, the west one") << "corners" << QPointF(in(1), in(23)) << true;
    QTest::newRow("red corners, the east one") << "corners" << QPointF(in(35), in(19)) << true;
    QTest::newRow("red corners, between them") << "corners" << QPointF(in(18), in(21)) << false;
}

void TestBoards::tableAreas()
{
    QFETCH(QString, area);
    QFETCH(QPointF, point);
    QFETCH(bool, inside);
    const TableBoard board(woodOnHill());
    const TableDeployment *deployment = board.layout().findDeployment(area);
    QVERIFY(deployment);
    Area a;
    a.shapes = deployment->shapes;
    a.hexes = {{0, 0}};
    QCOMPARE(board.contains(a, Place(TablePoint(point))), inside);
    QVERIFY(!board.contains(a, Place(OffsetCoord {0, 0})));
}

void TestBoards::tableTerrainAtOverlappingPieces()
{
    const TableBoard board(woodOnHill());
    // In the wood, which stands on the hill: both, in the layout's order.
    const QList<TerrainAt> both = board.terrainAt(Place(TablePoint(in(20), in(12))));
    QCOMPARE(both.size(), 2);
    QCOMPARE(both.at(0).id, QStringLiteral("hill"));
    QCOMPARE(both.at(0).height, std::optional<double>(in(2)));
    QCOMPARE(both.at(1).id, QStringLiteral("wood"));
    QCOMPARE(both.at(1).traits,
             QStringList({QStringLiteral("cover"), QStringLiteral("difficult")}));
    QVERIFY(!both.at(1).height);
    // On the hill west of the wood (the wood reaches 3 in west of its centre at 20 in).
    const QList<TerrainAt> hill = board.terrainAt(Place(TablePoint(in(15), in(12))));
    QCOMPARE(hill.size(), 1);
    QCOMPARE(hill.first().id, QStringLiteral("hill"));
    // Open ground, and a place of the other kind.
    QVERIFY(board.terrainAt(Place(TablePoint(in(30), in(4)))).isEmpty());
    QVERIFY(board.terrainAt(Place(OffsetCoord {1, 1})).isEmpty());
}

void TestBoards::tableLabels_data()
{
    QTest::addColumn<int>("unit");
    QTest::addColumn<QPointF>("point");
    QTest::addColumn<QString>("label");
    QTest::newRow("inches") << int(LengthUnit::Inch) << QPointF(457.2, 317.5) << "18.0 in, 12.5 in";
    QTest::newRow("centimetres") << int(LengthUnit::Centimetre) << QPointF(457, 318)
                                 << "45.7 cm, 31.8 cm";
    QTest::newRow("the corner") << int(LengthUnit::Inch) << QPointF(0, 0) << "0.0 in, 0.0 in";
}

void TestBoards::tableLabels()
{
    QFETCH(int, unit);
    QFETCH(QPointF, point);
    QFETCH(QString, label);
    const TableBoard board(woodOnHill(LengthUnit(unit)));
    QCOMPARE(board.label(Place(TablePoint(point))), label);
    QCOMPARE(board.label(Place(OffsetCoord {1, 1})), QString());
}

void TestBoards::tablePlacesAndDistances()
{
    const TableBoard board(woodOnHill());
    QCOMPARE(board.kind(), BoardKind::Table);
    QCOMPARE(board.extent(), QRectF(0, 0, in(36), in(24)));
    QVERIFY(board.isPlayable(Place(TablePoint(0, 0))));
    QVERIFY(board.isPlayable(Place(TablePoint(in(36), in(24)))));
    QVERIFY(!board.isPlayable(Place(TablePoint(in(36) + 0.1, 10))));
    QVERIFY(!board.isPlayable(Place(OffsetCoord {0, 0})));
    QCOMPARE(board.placeAt(QPointF(100, 200)), std::optional<Place>(Place(TablePoint(100, 200))));
    QVERIFY(!board.placeAt(QPointF(-1, 200)));
    // 3 in across and 4 in down: 5 in.
    QCOMPARE(board.distance(Place(TablePoint(0, 0)), Place(TablePoint(in(3), in(4)))), 127.0);
    QVERIFY(std::isnan(board.distance(Place(TablePoint(0, 0)), Place(OffsetCoord {0, 0}))));
}

void TestBoards::piecesCrossedInOrder()
{
    const TableBoard board(woodOnHill());
    // West to east along y = 12 in: into the hill at 12 in, the wood from 17 in to 23 in,
    // out of the hill at 24 in.
    const QLineF sight(in(1), in(12), in(35), in(12));
    const auto crossed = board.piecesCrossed(sight);
    QCOMPARE(crossed.size(), 2);
    QCOMPARE(board.layout().pieces.at(crossed.at(0).piece).id, QStringLiteral("hill"));
    QCOMPARE(board.layout().pieces.at(crossed.at(1).piece).id, QStringLiteral("wood"));
    QVERIFY(QLineF(crossed.at(0).crossing.entry, QPointF(in(12), in(12))).length() < 1e-9);
    QVERIFY(QLineF(crossed.at(0).crossing.exit, QPointF(in(24), in(12))).length() < 1e-9);
    QVERIFY(std::abs(crossed.at(1).crossing.length - in(6)) < 1e-9);
    // East to west: into the hill at 24 in, then the wood at 23 in.
    const auto back = board.piecesCrossed(QLineF(sight.p2(), sight.p1()));
    QCOMPARE(back.size(), 2);
    QCOMPARE(board.layout().pieces.at(back.at(0).piece).id, QStringLiteral("hill"));
    QVERIFY(QLineF(back.at(1).crossing.entry, QPointF(in(23), in(12))).length() < 1e-9);
    // Through the open ground north of everything: nothing.
    QVERIFY(board.piecesCrossed(QLineF(in(10), in(1), in(35), in(1))).isEmpty());
    // A line of sight that stops at the ruin's edge touches it.
    const auto touching = board.piecesCrossed(QLineF(in(10), in(4), in(6), in(4)));
    QCOMPARE(touching.size(), 1);
    QCOMPARE(touching.first().crossing.length, 0.0);
}

void TestBoards::indexFindsWhatBruteForceFinds()
{
    // 500 pieces of every kind, some off the table, and 2,000 lines of sight: the grid walk
    // must find exactly the pieces that testing every piece finds.
    QRandomGenerator random(2026);
    TableLayout layout;
    layout.size = QSizeF(in(72), in(48));
    const auto uniform = [&](double low, double high) {
        return low + (high - low) * random.generateDouble();
    };
    for (int i = 0; i < 500; ++i) {
        TablePiece piece;
        piece.id = QStringLiteral("p%1").arg(i);
        const QPointF at(uniform(-in(2), in(74)), uniform(-in(2), in(50)));
        switch (i % 3) {
        case 0:
            piece.shape
                = TableShape::ellipse(at, uniform(10, 300), uniform(10, 300), uniform(0, 180));
            break;
        case 1:
            piece.shape
                = TableShape::rectangle(at, uniform(5, 400), uniform(5, 100), uniform(0, 180));
            break;
        default: {
            QPolygonF points;
            const int corners = 3 + int(random.bounded(8));
            for (int c = 0; c < corners; ++c) {
                const double angle = 2 * M_PI * c / corners;
                const double r = uniform(20, 150);
                points.append(QPointF(r * std::cos(angle), r * std::sin(angle)));
            }
            piece.shape = TableShape::polygon(points, at, uniform(0, 360));
        }
        }
        layout.pieces.append(piece);
    }
    const TableBoard board(layout);
    for (int s = 0; s < 2000; ++s) {
        const QPointF a(uniform(-in(4), in(76)), uniform(-in(4), in(52)));
        // Short, long, vertical and horizontal lines.
        QPointF b(uniform(-in(4), in(76)), uniform(-in(4), in(52)));
        if (s % 4 == 1)
            b = a + QPointF(uniform(-in(3), in(3)), uniform(-in(3), in(3)));
        else if (s % 4 == 2)
            b.setX(a.x());
        else if (s % 4 == 3)
            b.setY(a.y());
        const QLineF segment(a, b);
        QList<int> expected;
        for (int i = 0; i < layout.pieces.size(); ++i) {
            if (segmentCrossing(segment, layout.pieces.at(i).shape).crosses())
                expected.append(i);
        }
        QList<int> found;
        for (const auto &crossed : board.piecesCrossed(segment))
            found.append(crossed.piece);
        std::sort(found.begin(), found.end());
        QCOMPARE(found, expected);
    }
    // Points too.
    for (int s = 0; s < 2000; ++s) {
        const QPointF p(uniform(-in(4), in(76)), uniform(-in(4), in(52)));
        QList<int> expected;
        for (int i = 0; i < layout.pieces.size(); ++i) {
            if (layout.pieces.at(i).shape.contains(p))
                expected.append(i);
        }
        QCOMPARE(board.piecesAt(p), expected);
    }
}

void TestBoards::goldenFilesRoundTrip_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(QStringLiteral(TEST_DATA_DIR "/table"));
    const QStringList files
        = dir.entryList({QStringLiteral("*.table.yaml")}, QDir::Files, QDir::Name);
    QVERIFY(!files.isEmpty());
    for (const QString &file : files)
        QTest::newRow(qPrintable(file)) << dir.filePath(file);
}

void TestBoards::goldenFilesRoundTrip()
{
    QFETCH(QString, path);
    Diagnostics diagnostics;
    const auto layout = loadTableFile(path, QFileInfo(path).fileName(), diagnostics);
    for (const Diagnostic &d : std::as_const(diagnostics))
        qWarning("%s", qPrintable(d.toText()));
    QVERIFY(layout);
    QVERIFY(diagnostics.isEmpty());
    const QByteArray original = readAll(path);
    // The file keeps the JSON Schema its first line names (io/schemacomment.h).
    const QByteArray written = writeTableFile(*layout, schemaReferenceIn(original));
    QCOMPARE(QString::fromUtf8(written), QString::fromUtf8(original));
    // And what was written reads back to the same layout.
    Diagnostics again;
    const auto document = YamlDocument::parse(written, QStringLiteral("again"), again);
    QVERIFY(document);
    QCOMPARE(readTableFile(*document, again), layout);
}

void TestBoards::readingErrors_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QByteArray>("at"); ///< the text the error points at (its first occurrence)
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("message"); ///< part of the message
    QTest::addColumn<bool>("knownTraits");

    const QByteArray piece = "  pieces:\n    - {id: a, shape: ellipse, at: [1, 1], size: [1, 1], ";
    QTest::newRow("unknown key, with a suggestion") << TableHeader + piece + "trait: [cover]}\n"
                                                    << QByteArray("trait:") << "unknown-key"
                                                    << "did you mean 'traits'?" << false;
    QTest::newRow("unknown table key, with a suggestion") << TableHeader + "  gird: 6\n"
                                                          << QByteArray("gird") << "unknown-key"
                                                          << "did you mean 'grid'?" << false;
    QTest::newRow("a unit Hexwright does not measure in")
        << QByteArray("format: hexwright-table/1\ntable:\n  unit: ft\n  size: [3, 2]\n")
        << QByteArray("ft") << "unknown-value"
        << "expected in, cm or mm" << false;
    QTest::newRow("no unit") << QByteArray("format: hexwright-table/1\ntable:\n  size: [3, 2]\n")
                             << QByteArray("size") << "missing-key"
                             << "'unit'" << false;
    QTest::newRow("a negative width")
        << QByteArray("format: hexwright-table/1\ntable:\n  unit: in\n  size: [-36, 24]\n")
        << QByteArray("-36") << "out-of-range"
        << "more than 0" << false;
    QTest::newRow("a table 400 in wide (over 10 m)")
        << QByteArray("format: hexwright-table/1\ntable:\n  unit: in\n  size: [400, 24]\n")
        << QByteArray("400") << "table-too-large"
        << "at most 10 m (393.7 in)" << false;
    QTest::newRow("a size of three numbers")
        << QByteArray("format: hexwright-table/1\ntable:\n  unit: cm\n  size: [90, 60, 1]\n")
        << QByteArray("[90") << "wrong-type"
        << "expected [width, height]" << false;
    QTest::newRow("a piece with no width")
        << TableHeader + piece.left(piece.indexOf("size")) + "size: [0, 1]}\n"
        << QByteArray("0, 1]") << "out-of-range"
        << "more than 0" << false;
    QTest::newRow("a shape Hexwright does not know, with a suggestion")
        << TableHeader + "  pieces:\n    - {id: a, shape: elipse, at: [1, 1], size: [1, 1]}\n"
        << QByteArray("elipse") << "unknown-value"
        << "did you mean 'ellipse'?" << false;
    QTest::newRow("a size for a polygon") << TableHeader
            + "  pieces:\n    - {id: a, shape: polygon, size: [1, 1], points: [[0, 0], [1, 0], "
              "[1, 1]]}\n" << QByteArray("[1, 1], points")
                                          << "wrong-key"
                                          << "its points give its size" << false;
    QTest::newRow("a polygon of two points")
        << TableHeader + "  pieces:\n    - {id: a, shape: polygon, points: [[0, 0], [1, 0]]}\n"
        << QByteArray("[[0") << "out-of-range"
        << "a polygon has 3 to 1000" << false;
    QByteArray manyPoints = "[[0, 0]";
    for (int i = 1; i <= MaxPolygonPoints; ++i)
        manyPoints += ", [" + QByteArray::number(i % 30) + ", " + QByteArray::number(i % 7) + "]";
    QTest::newRow("a polygon of 1001 points")
        << TableHeader + "  pieces:\n    - {id: a, shape: polygon, points: " + manyPoints + "]}\n"
        << QByteArray("[[0") << "out-of-range"
        << "has 1001 points" << false;
    QTest::newRow("20,001 pieces")
        << TableHeader + "  pieces:\n" + QByteArray("    - {}\n").repeated(MaxTablePieces + 1)
        << QByteArray("- {}") << "too-many"
        << "20001 pieces; Hexwright's tables have at most 20000" << false;
    QTest::newRow("a piece 1 km off the table")
        << TableHeader + piece.left(piece.indexOf("at:")) + "at: [40000, 1], size: [1, 1]}\n"
        << QByteArray("40000") << "table-too-large"
        << "more than 10 m off the table" << false;
    QTest::newRow("a trait the ruleset does not define, with a suggestion")
        << TableHeader + piece + "traits: [covr]}\n"
        << QByteArray("covr") << "unknown-id"
        << "unknown trait 'covr'" << true;
    QTest::newRow("a trait that is not an id") << TableHeader + piece + "traits: [Cover]}\n"
                                               << QByteArray("Cover") << "bad-id"
                                               << "not a valid id" << false;
    QTest::newRow("two pieces with one id")
        << TableHeader + piece + "}\n    - {id: a, shape: ellipse, at: [2, 2], size: [1, 1]}\n"
        << QByteArray("a, shape: ellipse, at: [2") << "duplicate-id"
        << "defined twice" << false;
    QTest::newRow("a deployment area with no shapes")
        << TableHeader + "  deployment:\n    - {id: z, side: blue, shapes: []}\n"
        << QByteArray("[]") << "out-of-range"
        << "an area has 1 to 100" << false;
    QTest::newRow("an objective with no position")
        << TableHeader + "  objectives:\n    - {id: o, label: \"1\"}\n"
        << QByteArray("{id: o") << "missing-key"
        << "'at'" << false;
}

void TestBoards::readingErrors()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QByteArray, at);
    QFETCH(QString, code);
    QFETCH(QString, message);
    QFETCH(bool, knownTraits);
    Diagnostics diagnostics;
    const auto document = YamlDocument::parse(yaml, QStringLiteral("bad.table.yaml"), diagnostics);
    QVERIFY(document && document->root());
    const KnownIds traits(QStringList {QStringLiteral("cover"), QStringLiteral("difficult"),
                                       QStringLiteral("blocks_los")});
    TableReadOptions options;
    if (knownTraits)
        options.traits = &traits;
    const auto layout = readTableFile(*document, diagnostics, options);
    QVERIFY(!layout);
    const auto [line, column] = positionOf(yaml, at);
    QVERIFY(line > 0);
    bool found = false;
    for (const Diagnostic &d : std::as_const(diagnostics)) {
        if (d.code == code && d.line == line && d.column == column && d.message.contains(message)
            && d.file == QStringLiteral("bad.table.yaml") && d.severity == Severity::Error)
            found = true;
    }
    if (!found) {
        for (const Diagnostic &d : std::as_const(diagnostics))
            qWarning("%s", qPrintable(d.toText()));
    }
    QVERIFY2(found,
             qPrintable(QStringLiteral("no %1 at %2:%3 saying '%4'")
                            .arg(code)
                            .arg(line)
                            .arg(column)
                            .arg(message)));
    QVERIFY(diagnostics.size() <= ReadContext::MaxShownProblems + 1);
}

void TestBoards::pieceOffTheTableIsAWarning()
{
    const QByteArray yaml = TableHeader
        + "  pieces:\n    - {id: a, shape: rectangle, at: [1, 1], size: [4, 4]}\n"
          "    - {id: b, shape: ellipse, at: [60, 12], size: [2, 2]}\n"
          "  objectives:\n    - {id: o, at: [18, 30]}\n";
    Diagnostics diagnostics;
    const auto document = YamlDocument::parse(yaml, QStringLiteral("t.yaml"), diagnostics);
    QVERIFY(document);
    const auto layout = readTableFile(*document, diagnostics);
    QVERIFY(layout);
    QCOMPARE(layout->pieces.size(), 2);
    QCOMPARE(diagnostics.size(), 3);
    const QStringList expected = {
        QStringLiteral("t.yaml:6:7: warning[off-table]: piece 'a' lies partly outside the 36 x 24 "
                       "in table"),
        QStringLiteral("t.yaml:7:7: warning[off-table]: piece 'b' lies outside the 36 x 24 in "
                       "table"),
        QStringLiteral("t.yaml:9:7: warning[off-table]: objective 'o' lies outside the 36 x 24 in "
                       "table")};
    for (int i = 0; i < 3; ++i)
        QCOMPARE(diagnostics.at(i).toText(), expected.at(i));
}

void TestBoards::tableRendererPixels()
{
    const TableBoard board(woodOnHill());
    TableStyle style;
    style.surface = QColor(0, 128, 0);
    style.grid = QColor(255, 255, 255);
    style.pieceFill = QColor(128, 128, 128);
    style.traits.insert(QStringLiteral("cover"), {QColor(0, 0, 200), QColor(), Qt::NoBrush});
    style.traits.insert(QStringLiteral("blocks_los"), {QColor(90, 40, 0), QColor(), Qt::NoBrush});
    style.objective = QColor(220, 0, 0);
    style.sides.insert(QStringLiteral("blue"), QColor(0, 0, 255));
    const auto renderer
        = BoardRenderer::create(board, *m_sample.ruleset, *m_sample.scenario, nullptr, &style);
    QVERIFY(renderer);
    QCOMPARE(renderer->kind(), BoardKind::Table);
    QVERIFY(!renderer->hexRenderer());
    // 10 pixels per inch: the 36 x 24 in table fills a 360 x 240 image.
    const double scale = 10.0 / 25.4;
    QImage image(360, 240, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::black);
    {
        QPainter painter(&image);
        painter.setTransform(QTransform::fromScale(scale, scale));
        renderer->paint(&painter, renderer->boundingRect(), scale);
    }
    const auto pixel = [&](double xInches, double yInches) {
        return QColor(image.pixel(int(xInches * 10), int(yInches * 10)));
    };
    // Open ground between grid lines.
    QCOMPARE(pixel(27.5, 14.5), QColor(0, 128, 0));
    // The grid every 6 in: the column of pixels at 6 in, one pixel wide, and the row at 18 in.
    QCOMPARE(pixel(6, 14.5), QColor(255, 255, 255));
    QCOMPARE(pixel(5.9, 14.5), QColor(0, 128, 0));
    QCOMPARE(pixel(6.1, 14.5), QColor(0, 128, 0));
    QCOMPARE(pixel(27.5, 18), QColor(255, 255, 255));
    // The hill has no trait with a fill: the plain piece colour; the wood on it is cover.
    QCOMPARE(pixel(14, 10), QColor(128, 128, 128));
    QCOMPARE(pixel(22, 13.2), QColor(0, 0, 200)); // clear of its name at the centre
    // The ruin blocks line of sight.
    QCOMPARE(pixel(4.5, 4.5), QColor(90, 40, 0));
    // The objective marker at (30, 20) in.
    QCOMPARE(pixel(30, 20), QColor(220, 0, 0));
    // The blue deployment strip tints the table blue.
    const QColor strip = pixel(27.5, 3.5);
    QVERIFY2(strip.blue() > 60 && strip.green() < 128, qPrintable(strip.name()));
}

QTEST_MAIN(TestBoards)
#include "tst_boards.moc"
