// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// A table on screen and on paper (issue 12): the table renderer fills pieces by trait at every
// zoom, its cached tiles show what an uncached paint shows, an edited piece is drawn again
// where it went and gone where it was, units placed at points take their side's colour, and
// the map sheets and PNG export print the table at true scale on as many pages as it takes.

#include "board/tableboard.h"
#include "export/mapexport.h"
#include "export/mapsheets.h"
#include "map/hexmap.h"
#include "map/panel.h"
#include "render/boardrenderer.h"
#include "render/tablerenderer.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QPainter>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

using namespace hexwright;

namespace {

constexpr double in(double inches)
{
    return inches * 25.4;
}

const QColor Surface(0, 128, 0);
const QColor CoverFill(0, 0, 200);
const QColor BlocksFill(90, 40, 0);

/**
 * A 12 x 8 in table: a 4 x 4 in square of cover centred at (3, 4) in, a 3 in circle that
 * blocks line of sight at (9, 4) in, a 2 in grid, an objective at (6, 7) in and a blue
 * deployment strip along the top inch.
 */
TableLayout craftedTable()
{
    TableLayout t;
    t.unit = LengthUnit::Inch;
    t.size = QSizeF(in(12), in(8));
    t.grid = in(2);
    TablePiece cover;
    cover.id = QStringLiteral("cover-square");
    cover.name = QStringLiteral("Copse");
    cover.shape = TableShape::rectangle({in(3), in(4)}, in(4), in(4));
    cover.traits = {QStringLiteral("cover")};
    TablePiece rock;
    rock.id = QStringLiteral("rock");
    rock.shape = TableShape::ellipse({in(9), in(4)}, in(3), in(3));
    rock.traits = {QStringLiteral("blocks_los"), QStringLiteral("cover")};
    t.pieces = {cover, rock};
    TableObjective objective;
    objective.id = QStringLiteral("obj");
    objective.at = TablePoint {in(6), in(7)};
    objective.label = QStringLiteral("1");
    t.objectives = {objective};
    TableDeployment strip;
    strip.id = QStringLiteral("blue-zone");
    strip.side = QStringLiteral("blue");
    strip.shapes = {TableShape::rectangle({in(6), in(0.5)}, in(12), in(1))};
    t.deployment = {strip};
    return t;
}

/// Plain colours, and a hatching on cover, so that the cache is compared with patterns too.
TableStyle craftedStyle(bool patterns)
{
    TableStyle style;
    style.surface = Surface;
    style.grid = QColor(255, 255, 255);
    style.traits.insert(
        QStringLiteral("cover"),
        {CoverFill, QColor(255, 255, 0), patterns ? Qt::BDiagPattern : Qt::NoBrush});
    style.traits.insert(QStringLiteral("blocks_los"), {BlocksFill, QColor(), Qt::NoBrush});
    style.objective = QColor(220, 0, 0);
    style.sides.insert(QStringLiteral("blue"), QColor(0, 0, 255));
    return style;
}

/// Paints @p renderer into a @p size image at @p pixelsPerInch, the table's corner at
/// @p shift (device pixels), as the map view does.
QImage paintTable(const TableRenderer &renderer, double pixelsPerInch, QPoint shift = {},
                  QSize size = QSize(400, 300))
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::black);
    QPainter painter(&image);
    const double scale = pixelsPerInch / 25.4;
    const QTransform transform
        = QTransform::fromScale(scale, scale) * QTransform::fromTranslate(shift.x(), shift.y());
    painter.setTransform(transform);
    const QRectF exposed = transform.inverted().mapRect(QRectF(image.rect()));
    renderer.paint(&painter, exposed, scale);
    return image;
}

/**
 * How many pixels of @p a and @p b differ by more than @p tolerance in a channel. An
 * antialiased edge that crosses a tile's seam (or the image's edge) may round a step or two
 * of 255 differently in a tile than in one paint of the whole view, since the rasterizer
 * works from the device's edge: that much is tolerated where the tests say so, nothing more.
 */
int differingPixels(const QImage &a, const QImage &b, int tolerance = 2)
{
    if (a.size() != b.size())
        return -1;
    int count = 0;
    for (int y = 0; y < a.height(); ++y) {
        const auto *la = reinterpret_cast<const QRgb *>(a.constScanLine(y));
        const auto *lb = reinterpret_cast<const QRgb *>(b.constScanLine(y));
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = la[x];
            const QRgb q = lb[x];
            count += std::abs(qRed(p) - qRed(q)) > tolerance
                || std::abs(qGreen(p) - qGreen(q)) > tolerance
                || std::abs(qBlue(p) - qBlue(q)) > tolerance
                || std::abs(qAlpha(p) - qAlpha(q)) > tolerance;
        }
    }
    return count;
}

/// What a table scenario's exports need: the scenario, its ruleset, an empty map and no
/// panels.
struct TableScenario
{
    Ruleset ruleset;
    Scenario scenario;
    HexMap map;
    PanelLibrary panels;

    explicit TableScenario(const TableLayout &layout)
    {
        ruleset.colours = {{QStringLiteral("blue"), QStringLiteral("Blue"), QColor(0, 0, 255)},
                           {QStringLiteral("red"), QStringLiteral("Red"), QColor(200, 0, 0)}};
        Side blue;
        blue.id = QStringLiteral("blue");
        blue.colours = {QStringLiteral("blue")};
        Side red;
        red.id = QStringLiteral("red");
        red.colours = {QStringLiteral("red")};
        scenario.sides = {blue, red};
        scenario.table = layout;
        scenario.metadata.title = QStringLiteral("Crafted table");
    }
    MapExportSource source() const { return {map, ruleset, scenario, panels}; }
};

QImage renderPage(const SheetDocument &sheets, int page, double dpi)
{
    const QSizeF mm = sheets.paper(page).paperSizeMm();
    QImage image(qRound(mm.width() / 25.4 * dpi), qRound(mm.height() / 25.4 * dpi),
                 QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.scale(dpi / 25.4, dpi / 25.4);
    sheets.paintPage(painter, page);
    return image;
}

} // namespace

class TestTableRender : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void piecesTakeTheirTraitsFill_data();
    void piecesTakeTheirTraitsFill();
    void cachedTilesMatchAnUncachedPaint_data();
    void cachedTilesMatchAnUncachedPaint();
    void editedPieceIsDrawnAgain();
    void unitsAtPointsTakeTheirSidesColour();
    void highContrastDrawsBlackLines_data();
    void highContrastDrawsBlackLines();
    void styleTakesTheRulesetsTerrainColours();

    void tablePageCount_data();
    void tablePageCount();
    void tablePrintsAtTrueScale();
    void tablePngAtChosenDpi();
    void tableSvgAtTrueSize();
};

void TestTableRender::piecesTakeTheirTraitsFill_data()
{
    QTest::addColumn<double>("pixelsPerInch");
    QTest::addColumn<bool>("cached");
    QTest::newRow("whole table, 30 px/in") << 30.0 << true;
    QTest::newRow("close, 64 px/in") << 64.0 << true;
    QTest::newRow("far, 12 px/in") << 12.0 << true;
    QTest::newRow("far, 12 px/in, uncached") << 12.0 << false;
}

void TestTableRender::piecesTakeTheirTraitsFill()
{
    QFETCH(double, pixelsPerInch);
    QFETCH(bool, cached);
    const TableBoard board(craftedTable());
    TableRenderer renderer(board, craftedStyle(false));
    renderer.setCacheEnabled(cached);
    const QSize size(qCeil(12 * pixelsPerInch) + 10, qCeil(8 * pixelsPerInch) + 10);
    const QImage image = paintTable(renderer, pixelsPerInch, QPoint(), size);
    const auto pixel = [&](double x, double y) {
        return QColor(image.pixel(int(x * pixelsPerInch), int(y * pixelsPerInch)));
    };
    // Off the grid lines (every 2 in) and clear of the names at the pieces' centres.
    QCOMPARE(pixel(1.5, 5.5), CoverFill); // the square of cover
    QCOMPARE(pixel(9.5, 4.5), BlocksFill); // the circle: its first trait with a fill
    QCOMPARE(pixel(7, 3), Surface); // open table between them
    QCOMPARE(pixel(6.5, 7.2), QColor(220, 0, 0)); // the objective, beside its label
    QCOMPARE(pixel(6, 3), QColor(255, 255, 255)); // the grid line at 6 in
}

void TestTableRender::highContrastDrawsBlackLines_data()
{
    QTest::addColumn<bool>("cached");
    QTest::newRow("cached tiles") << true;
    QTest::newRow("uncached") << false;
}

void TestTableRender::highContrastDrawsBlackLines()
{
    // Issue 18, point 4: the high-contrast look reaches a table too; a new look drops the
    // tiles drawn in the old one.
    QFETCH(bool, cached);
    const TableBoard board(craftedTable());
    TableRenderer renderer(board, craftedStyle(false));
    renderer.setCacheEnabled(cached);
    const double ppi = 30.0;
    const QSize size(qCeil(12 * ppi) + 10, qCeil(8 * ppi) + 10);
    const auto pixel = [&](const QImage &image, double x, double y) {
        return QColor(image.pixel(int(x * ppi), int(y * ppi)));
    };
    const QImage plain = paintTable(renderer, ppi, QPoint(), size);
    QCOMPARE(pixel(plain, 6, 3), QColor(255, 255, 255)); // the grid line at 6 in
    renderer.setLook(BoardLook {true});
    const QImage strong = paintTable(renderer, ppi, QPoint(), size);
    QCOMPARE(pixel(strong, 6, 3), QColor(Qt::black));
    QCOMPARE(pixel(strong, 7, 3), Surface); // the table itself keeps its colour
    renderer.setLook(BoardLook {false});
    QCOMPARE(differingPixels(paintTable(renderer, ppi, QPoint(), size), plain), 0);
}

void TestTableRender::cachedTilesMatchAnUncachedPaint_data()
{
    QTest::addColumn<double>("pixelsPerInch");
    QTest::addColumn<QPoint>("shift");
    QTest::newRow("30 px/in") << 30.0 << QPoint(12, 7);
    QTest::newRow("30 px/in, scrolled") << 30.0 << QPoint(-37, -11);
    QTest::newRow("9.6 px/in (96 dpi at 10 %)") << 9.6 << QPoint(5, 3);
    QTest::newRow("100 px/in, scrolled into the middle") << 100.0 << QPoint(-333, -251);
}

void TestTableRender::cachedTilesMatchAnUncachedPaint()
{
    QFETCH(double, pixelsPerInch);
    QFETCH(QPoint, shift);
    const TableBoard board(craftedTable());
    TableRenderer cached(board, craftedStyle(true));
    TableRenderer uncached(board, craftedStyle(true));
    uncached.setCacheEnabled(false);
    const QImage expected = paintTable(uncached, pixelsPerInch, shift);
    QCOMPARE(cached.cacheBytes(), 0);
    const QImage cold = paintTable(cached, pixelsPerInch, shift);
    QVERIFY(cached.cacheBytes() > 0);
    QCOMPARE(differingPixels(cold, expected), 0);
    // Not a blank paint that matches a blank paint: the pieces, areas and marker differ from
    // the picture of an empty table by a thousand pixels and more.
    const TableBoard empty(
        TableLayout {LengthUnit::Inch, QSizeF(in(12), in(8)), in(2), {}, {}, {}});
    TableRenderer bare(empty, craftedStyle(true));
    QVERIFY(differingPixels(cold, paintTable(bare, pixelsPerInch, shift), 0) > 1000);
    // Warm: copied from the tiles, and scrolled by a few pixels.
    QCOMPARE(differingPixels(paintTable(cached, pixelsPerInch, shift), expected), 0);
    const QPoint moved = shift + QPoint(-45, 17);
    QCOMPARE(differingPixels(paintTable(cached, pixelsPerInch, moved),
                             paintTable(uncached, pixelsPerInch, moved)),
             0);
}

void TestTableRender::editedPieceIsDrawnAgain()
{
    const double ppi = 30;
    TableLayout layout = craftedTable();
    auto board = std::make_unique<TableBoard>(layout);
    TableRenderer renderer(*board, craftedStyle(false));
    const QImage before = paintTable(renderer, ppi);
    QCOMPARE(QColor(before.pixel(int(9.5 * ppi), int(4.5 * ppi))), BlocksFill);
    const qsizetype tiles = renderer.cacheBytes();
    QVERIFY(tiles > 0);

    // The rock moves 2 in down and loses its fill; the old board goes (as the document's
    // does), the renderer keeps its tiles and mends them.
    layout.pieces[1].shape = TableShape::ellipse({in(9), in(6)}, in(3), in(3));
    layout.pieces[1].traits = {QStringLiteral("cover")};
    auto edited = std::make_unique<TableBoard>(layout);
    board.reset();
    const QRectF dirty = renderer.setBoard(*edited);
    QVERIFY(dirty.contains(QRectF(in(7.5), in(2.5), in(3), in(5)).adjusted(0.5, 0.5, -0.5, -0.5)));
    QCOMPARE(renderer.cacheBytes(), tiles);
    const QImage after = paintTable(renderer, ppi);
    QCOMPARE(QColor(after.pixel(int(9.5 * ppi), int(3.2 * ppi))), Surface); // where it was
    QCOMPARE(QColor(after.pixel(int(9.5 * ppi), int(6.5 * ppi))), CoverFill); // where it is
    // Exactly what a renderer made afresh for the edited table draws.
    TableRenderer fresh(*edited, craftedStyle(false));
    fresh.setCacheEnabled(false);
    QCOMPARE(differingPixels(after, paintTable(fresh, ppi)), 0);
}

void TestTableRender::unitsAtPointsTakeTheirSidesColour()
{
    TableScenario table(craftedTable());
    ForceEntry force;
    force.id = QStringLiteral("f1");
    force.side = QStringLiteral("red");
    force.unitType = QStringLiteral("trooper");
    force.placement.kind = Placement::Kind::Point;
    force.placement.point = TablePoint {in(6), in(2)};
    table.scenario.forces = {force};
    const TableBoard board(*table.scenario.table);
    const auto renderer
        = BoardRenderer::create(board, table.ruleset, table.scenario, nullptr, nullptr);
    QVERIFY(renderer);
    const auto *tableRenderer = dynamic_cast<const TableRenderer *>(renderer.get());
    QVERIFY(tableRenderer);
    // The deployment strip in its side's colour, from the side's army colour.
    QCOMPARE(tableRenderer->style().sides.value(QStringLiteral("blue")), QColor(0, 0, 255));
    const QImage image = paintTable(*tableRenderer, 30);
    // Left of the token's initials: the side's colour.
    QCOMPARE(QColor(image.pixel(6 * 30 - 8, 2 * 30 + 8)), QColor(200, 0, 0));
    // Units are drawn over the tiles, not into them: moving one needs no invalidation.
    table.scenario.forces[0].placement.point = TablePoint {in(10), in(7)};
    const QImage moved = paintTable(*tableRenderer, 30);
    QCOMPARE(QColor(moved.pixel(6 * 30 - 8, 2 * 30 + 8)), tableRenderer->style().surface);
    QCOMPARE(QColor(moved.pixel(10 * 30 - 8, 7 * 30 + 8)), QColor(200, 0, 0));
}

void TestTableRender::styleTakesTheRulesetsTerrainColours()
{
    TableScenario table(craftedTable());
    TerrainType cover;
    cover.id = QStringLiteral("cover");
    cover.colour = QColor(0x4f, 0x7d, 0x3a);
    table.ruleset.terrain = {cover};
    const TableStyle style
        = TableRenderer::styleFor(*table.scenario.table, table.ruleset, table.scenario);
    QCOMPARE(style.traits.value(QStringLiteral("cover")).fill, QColor(0x4f, 0x7d, 0x3a));
    // A trait the ruleset has no terrain for still gets a fill and a hatching of its own.
    const TraitStyle blocks = style.traits.value(QStringLiteral("blocks_los"));
    QVERIFY(blocks.fill.isValid());
    QVERIFY(blocks.fill != style.traits.value(QStringLiteral("cover")).fill);
    QVERIFY(blocks.pattern != Qt::NoBrush);
}

void TestTableRender::tablePageCount_data()
{
    QTest::addColumn<QString>("paper");
    QTest::addColumn<bool>("landscape");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    // Worked by hand for a 36 x 24 in table (914.4 x 609.6 mm), margin 8 mm, mark bands
    // 6 mm, header 10 mm, overlap 10 mm: a page shows a window of paper - 2 x 14 mm across
    // and paper - 2 x 14 - 10 mm down; pages = ceil((table - 10) / (window - 10)).
    // A4 portrait, window 182 x 259: ceil(904.4 / 172) = 6 by ceil(599.6 / 249) = 3.
    QTest::newRow("A4 portrait") << QStringLiteral("A4") << false << 6 << 3;
    // Letter portrait (215.9 x 279.4), window 187.9 x 241.4: ceil(904.4 / 177.9) = 6 by
    // ceil(599.6 / 231.4) = 3.
    QTest::newRow("Letter portrait") << QStringLiteral("Letter") << false << 6 << 3;
    // A4 landscape, window 269 x 172: ceil(904.4 / 259) = 4 by ceil(599.6 / 162) = 4.
    QTest::newRow("A4 landscape") << QStringLiteral("A4") << true << 4 << 4;
    // Letter landscape, window 251.4 x 177.9: ceil(904.4 / 241.4) = 4 by
    // ceil(599.6 / 167.9) = 4.
    QTest::newRow("Letter landscape") << QStringLiteral("Letter") << true << 4 << 4;
}

void TestTableRender::tablePageCount()
{
    QFETCH(QString, paper);
    QFETCH(bool, landscape);
    QFETCH(int, columns);
    QFETCH(int, rows);
    TableLayout layout;
    layout.size = QSizeF(in(36), in(24));
    layout.grid = in(6);
    TableScenario table(layout);
    MapSheetOptions options;
    QVERIFY(parsePaperName(paper, &options.paper.size));
    options.paper.orientation = landscape ? QPageLayout::Landscape : QPageLayout::Portrait;
    const MapSheetDocument sheets(table.source(), options);
    QCOMPARE(sheets.tiling().columns, columns);
    QCOMPARE(sheets.tiling().rows, rows);
    // Every cell holds table; the page map comes first.
    QCOMPARE(sheets.pageCount(), columns * rows + 1);
    // And the PDF has as many pages.
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("table.pdf"));
    QString error;
    QVERIFY2(writeSheetsPdf(sheets, pdf, &error), qPrintable(error));
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::ReadOnly));
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![a-zA-Z])"));
    QCOMPARE(int(QString::fromLatin1(file.readAll()).count(page)), columns * rows + 1);
}

void TestTableRender::tablePrintsAtTrueScale()
{
    // A bare 36 x 24 in table with a 2 in grid: on sheet A1 the grid lines at 2, 4 and 6 in
    // from the table's left edge must lie 50.8 mm apart on paper.
    TableLayout layout;
    layout.size = QSizeF(in(36), in(24));
    layout.grid = in(2);
    TableScenario table(layout);
    const MapSheetDocument sheets(table.source(), MapSheetOptions());
    const double dpi = 300;
    const QImage page = renderPage(sheets, 1, dpi);
    const QRectF window = sheets.tiling().windowMm;
    const int y = qRound((window.top() + 100) / 25.4 * dpi);
    // The grid's lines are the brightest pixels of the table's green.
    QList<double> lines;
    int start = -1;
    const int left = qRound((window.left() + 1) / 25.4 * dpi);
    const int right = qRound((window.right() - 1) / 25.4 * dpi);
    for (int x = left; x <= right; ++x) {
        const bool bright = qGray(page.pixel(x, y)) > 200;
        if (bright && start < 0)
            start = x;
        if (!bright && start >= 0) {
            lines.append((start + x - 1) / 2.0);
            start = -1;
        }
    }
    // 182 mm of window from the table's left edge: lines at 2, 4, 6 in.
    QCOMPARE(lines.size(), 3);
    for (int i = 1; i < lines.size(); ++i) {
        const double mm = (lines.at(i) - lines.at(i - 1)) / dpi * 25.4;
        QVERIFY2(std::abs(mm - 50.8) < 0.2, qPrintable(QString::number(mm)));
    }
    // And the first lies 2 in from the window's edge, where the table starts on A1.
    const double first = lines.first() / dpi * 25.4 - window.left();
    QVERIFY2(std::abs(first - 50.8) < 0.2, qPrintable(QString::number(first)));
}

void TestTableRender::tablePngAtChosenDpi()
{
    TableScenario table(craftedTable());
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("table.png"));
    QCOMPARE(mapPngSize(table.source(), DefaultExportHexSizeMm, 50), QSize(600, 400));
    QString error;
    QVERIFY2(exportMapPng(table.source(), png, DefaultExportHexSizeMm, 50, &error),
             qPrintable(error));
    const QImage image(png);
    // 12 x 8 in at 50 dpi, the resolution recorded in the file.
    QCOMPARE(image.size(), QSize(600, 400));
    QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), 50);
    // The rock at (9.5, 4.5) in is brown with the style of the views.
    const QColor rock(image.pixel(qRound(9.5 * 50), qRound(4.5 * 50)));
    const TableStyle style
        = TableRenderer::styleFor(*table.scenario.table, table.ruleset, table.scenario);
    QCOMPARE(rock, style.traits.value(QStringLiteral("blocks_los")).fill);
}

void TestTableRender::tableSvgAtTrueSize()
{
    TableScenario table(craftedTable());
    QTemporaryDir dir;
    const QString svg = dir.filePath(QStringLiteral("table.svg"));
    QString error;
    QVERIFY2(exportMapSvg(table.source(), svg, DefaultExportHexSizeMm, &error), qPrintable(error));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    // 12 x 8 in = 304.8 x 203.2 mm.
    QVERIFY2(text.contains(QLatin1String("width=\"304.8mm\"")), qPrintable(text.left(400)));
    QVERIFY2(text.contains(QLatin1String("height=\"203.2mm\"")), qPrintable(text.left(400)));
}

QTEST_MAIN(TestTableRender)
#include "tst_tablerender.moc"
