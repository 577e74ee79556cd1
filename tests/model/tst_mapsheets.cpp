// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Map sheets at true scale (issue 7): the tiling arithmetic, the pages and paper sizes of the
// PDF read back from the file, the hex size measured on a page drawn at a known resolution,
// greyscale without colour and with terrain told apart, and golden images of a small map.
//
// Golden images live in tests/data/mapsheets/. After an intended change of the look, write
// them afresh with
//     HEXWRIGHT_UPDATE_GOLDEN=1 ctest -R tst_mapsheets
// and look at them before committing. HEXWRIGHT_MAPSHEETS_PDF=<file> also writes Badger Hunt's
// map sheets there, to look at them with pdftoppm.

#include "checks/scenariovalidator.h"
#include "export/mapsheets.h"
#include "map/hexmap.h"
#include "render/maprenderer.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

using namespace hexwright;

namespace {

constexpr double MmPerInch = 25.4;
constexpr double PointsPerMm = 72.0 / 25.4;

/// A scenario with its map, kept together (the sheets keep references to both).
struct Loaded
{
    ScenarioReport report;
    std::unique_ptr<Scenario> edited; ///< when the test changed the scenario
    HexMap map;

    const Scenario &scenario() const { return edited ? *edited : *report.loaded.scenario; }
    MapExportSource source() const
    {
        return {map, *report.loaded.ruleset, scenario(), *report.loaded.panels};
    }
};

/// Draws page @p page of @p sheets into an image at @p dpi, as paintSheets() draws on paper.
QImage renderPage(const SheetDocument &sheets, int page, double dpi)
{
    const QSizeF mm = sheets.paper(page).paperSizeMm();
    QImage image(qRound(mm.width() / MmPerInch * dpi), qRound(mm.height() / MmPerInch * dpi),
                 QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.scale(dpi / MmPerInch, dpi / MmPerInch);
    sheets.paintPage(painter, page);
    painter.end();
    return image;
}

int grey(QRgb pixel)
{
    return qGray(pixel);
}

/// How far a pixel is from grey: the largest difference between two of its channels.
int colourfulness(QRgb p)
{
    const int r = qRed(p), g = qGreen(p), b = qBlue(p);
    return std::max({std::abs(r - g), std::abs(g - b), std::abs(r - b)});
}

/// Centres of the dark runs along a column of pixels from @p top to @p bottom.
QList<double> darkRuns(const QImage &image, int x, int top, int bottom)
{
    QList<double> centres;
    int start = -1;
    for (int y = top; y <= bottom; ++y) {
        const bool dark = grey(image.pixel(x, y)) < 110;
        if (dark && start < 0)
            start = y;
        if (!dark && start >= 0) {
            centres.append((start + y - 1) / 2.0);
            start = -1;
        }
    }
    return centres;
}

struct PdfFacts
{
    int pages = 0;
    QList<QSizeF> mediaBoxes; ///< in points, in file order
};

/// What the PDF says of itself: Qt writes the object dictionaries uncompressed (only the
/// content streams are compressed), so pages and media boxes can be read as text.
PdfFacts readPdf(const QString &path)
{
    QFile file(path);
    PdfFacts facts;
    if (!file.open(QIODevice::ReadOnly))
        return facts;
    const QString text = QString::fromLatin1(file.readAll());
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![a-zA-Z])"));
    facts.pages = int(text.count(page));
    static const QRegularExpression box(QStringLiteral(
        "/MediaBox\\s*\\[\\s*([-\\d.]+)\\s+([-\\d.]+)\\s+([-\\d.]+)\\s+([-\\d.]+)\\s*\\]"));
    for (auto it = box.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        facts.mediaBoxes.append(QSizeF(m.captured(3).toDouble() - m.captured(1).toDouble(),
                                       m.captured(4).toDouble() - m.captured(2).toDouble()));
    }
    return facts;
}

/// Signature of a patch of pixels: mean grey, share of dark pixels and changes between dark
/// and light along rows and columns (per 100 pixels).
struct Texture
{
    double mean = 0;
    double dark = 0;
    double across = 0;
    double down = 0;

    double distance(const Texture &o) const
    {
        return std::abs(mean - o.mean) / 8 + std::abs(dark - o.dark) * 20
            + std::abs(across - o.across) / 2 + std::abs(down - o.down) / 2;
    }
};

Texture textureOf(const QImage &image, const QRect &patch)
{
    Texture t;
    qint64 sum = 0;
    int dark = 0;
    int across = 0;
    int down = 0;
    for (int y = patch.top(); y <= patch.bottom(); ++y) {
        for (int x = patch.left(); x <= patch.right(); ++x) {
            const int g = grey(image.pixel(x, y));
            sum += g;
            dark += g < 150;
            if (x > patch.left())
                across += (g < 150) != (grey(image.pixel(x - 1, y)) < 150);
            if (y > patch.top())
                down += (g < 150) != (grey(image.pixel(x, y - 1)) < 150);
        }
    }
    const double n = double(patch.width()) * patch.height();
    t.mean = double(sum) / n;
    t.dark = dark / n;
    t.across = across * 100.0 / n;
    t.down = down * 100.0 / n;
    return t;
}

} // namespace

class TestMapSheets : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void rowsAreNamedByLetters_data();
    void rowsAreNamedByLetters();
    void optionsOutOfRangeAreRefused_data();
    void optionsOutOfRangeAreRefused();
    void tilingFollowsTheArithmetic_data();
    void tilingFollowsTheArithmetic();
    void neighbouringPagesShareTheOverlap();
    void pageCountIsTheCellsPlusTheDiagram_data();
    void pageCountIsTheCellsPlusTheDiagram();
    void cellsWithoutMapAreNotPrinted();
    void pdfHasThePagesAndPaperSize_data();
    void pdfHasThePagesAndPaperSize();
    void hexesMeasureTheAskedSizeOnPaper_data();
    void hexesMeasureTheAskedSizeOnPaper();
    void greyscalePagesHaveNoColour();
    void greyscaleTellsTerrainApart_data();
    void greyscaleTellsTerrainApart();
    void hexNumbersCanBeLeftOut();
    void pagesMatchTheGoldenImages_data();
    void pagesMatchTheGoldenImages();

private:
    Loaded load(const QString &sample) const;
    /// @p sample with every hex of its map painted by @p terrainOf(column), no roads, units
    /// or markers: a plain field to measure on.
    Loaded painted(const QString &sample, const std::function<int(int)> &terrainOf) const;
    int terrainIndex(const QString &id) const;

    std::unique_ptr<RulesetRegistry> m_registry;
    Loaded m_badger;
    Loaded m_city;
    QTemporaryDir m_dir;
};

Loaded TestMapSheets::load(const QString &sample) const
{
    Loaded loaded;
    const QString path = QStringLiteral(SOURCE_DIR "/resources/scenarios/samples/") + sample;
    loaded.report = validateScenarioFile(path, path, *m_registry);
    if (loaded.report.loaded.scenario)
        loaded.map = loaded.report.map;
    return loaded;
}

Loaded TestMapSheets::painted(const QString &sample, const std::function<int(int)> &terrainOf) const
{
    Loaded loaded = load(sample);
    auto scenario = std::make_unique<Scenario>(*loaded.report.loaded.scenario);
    scenario->forces.clear();
    scenario->markers.clear();
    scenario->terrain.origin = {0, 0};
    scenario->terrain.width = loaded.map.columns();
    scenario->terrain.height = loaded.map.rows();
    scenario->terrain.cells = QByteArray(qsizetype(loaded.map.columns()) * loaded.map.rows(), 0);
    for (int row = 0; row < loaded.map.rows(); ++row) {
        for (int col = 0; col < loaded.map.columns(); ++col)
            scenario->terrain.cells[row * loaded.map.columns() + col] = char(terrainOf(col));
    }
    loaded.map = HexMap::compose(*scenario, *loaded.report.loaded.panels);
    const auto roads = loaded.map.roads();
    for (const auto &[a, b] : roads)
        loaded.map.setRoad(HexMap::Offsets.toOffset(a), HexMap::Offsets.toOffset(b), false);
    loaded.edited = std::move(scenario);
    return loaded;
}

int TestMapSheets::terrainIndex(const QString &id) const
{
    return int(m_badger.report.loaded.ruleset->terrainIds().indexOf(id));
}

void TestMapSheets::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_registry = RulesetRegistry::withBundledData();
    m_badger = load(QStringLiteral("01-badger-hunt.scenario.yaml"));
    m_city = load(QStringLiteral("02-a-city-too-far.scenario.yaml"));
    QVERIFY(m_badger.report.loaded.scenario && m_city.report.loaded.scenario);
    QCOMPARE(m_city.scenario().layout.size(), 1); // one panel: a rectangle of hexes
    QVERIFY(m_badger.scenario().layout.size() > 2);
    const QString pdf = qEnvironmentVariable("HEXWRIGHT_MAPSHEETS_PDF");
    if (!pdf.isEmpty()) {
        QString error;
        QVERIFY2(writeSheetsPdf(*makeMapSheets(m_badger.source(), {}), pdf, &error),
                 qPrintable(error));
        MapSheetOptions grey;
        grey.greyscale = true;
        QString greyPdf = pdf;
        greyPdf.replace(QLatin1String(".pdf"), QLatin1String("-grey.pdf"));
        QVERIFY2(writeSheetsPdf(*makeMapSheets(m_badger.source(), grey), greyPdf, &error),
                 qPrintable(error));
    }
}

void TestMapSheets::rowsAreNamedByLetters_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("name");
    QTest::newRow("first sheet") << 0 << 0 << QStringLiteral("A1");
    QTest::newRow("row B, column 3") << 1 << 2 << QStringLiteral("B3");
    QTest::newRow("row Z") << 25 << 9 << QStringLiteral("Z10");
    QTest::newRow("after Z comes AA") << 26 << 0 << QStringLiteral("AA1");
    QTest::newRow("AB") << 27 << 0 << QStringLiteral("AB1");
    QTest::newRow("ZZ") << 701 << 0 << QStringLiteral("ZZ1");
    QTest::newRow("AAA") << 702 << 99 << QStringLiteral("AAA100");
}

void TestMapSheets::rowsAreNamedByLetters()
{
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(QString, name);
    QCOMPARE(mapSheetName(row, column), name);
}

void TestMapSheets::optionsOutOfRangeAreRefused_data()
{
    QTest::addColumn<double>("hexSizeMm");
    QTest::addColumn<double>("overlapMm");
    QTest::addColumn<double>("marginMm");
    QTest::addColumn<QString>("error");
    QTest::newRow("defaults") << 16.0 << 10.0 << 8.0 << QString();
    QTest::newRow("no overlap, no margin") << 16.0 << 0.0 << 0.0 << QString();
    QTest::newRow("hex too small") << 0.5 << 10.0 << 8.0
                                   << QStringLiteral("hex size 0.5 mm is out of range (1 to "
                                                     "100 mm)");
    QTest::newRow("hex too large") << 120.0 << 10.0 << 8.0
                                   << QStringLiteral("hex size 120 mm is out of range (1 to "
                                                     "100 mm)");
    QTest::newRow("negative overlap")
        << 16.0 << -1.0 << 8.0 << QStringLiteral("overlap -1 mm is out of range (0 to 50 mm)");
    QTest::newRow("margin too wide")
        << 16.0 << 10.0 << 41.0 << QStringLiteral("margin 41 mm is out of range (0 to 40 mm)");
}

void TestMapSheets::optionsOutOfRangeAreRefused()
{
    QFETCH(double, hexSizeMm);
    QFETCH(double, overlapMm);
    QFETCH(double, marginMm);
    QFETCH(QString, error);
    MapSheetOptions options;
    options.hexSizeMm = hexSizeMm;
    options.overlapMm = overlapMm;
    options.paper.marginMm = marginMm;
    QString message;
    QCOMPARE(checkMapSheetOptions(options, &message), error.isEmpty());
    QCOMPARE(message, error);
}

void TestMapSheets::tilingFollowsTheArithmetic_data()
{
    // Window = paper - 2 x (margin 8 + mark band 6), less the 10 mm header in height; pages
    // step by the window less the overlap. A4 portrait: 182 x 259 mm, step 172 x 249.
    QTest::addColumn<int>("paper");
    QTest::addColumn<bool>("landscape");
    QTest::addColumn<double>("overlapMm");
    QTest::addColumn<QSizeF>("mapMm");
    QTest::addColumn<QSizeF>("windowMm");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::newRow("A4, map fits one page")
        << int(QPageSize::A4) << false << 10.0 << QSizeF(182, 259) << QSizeF(182, 259) << 1 << 1;
    QTest::newRow("A4, a hair too wide")
        << int(QPageSize::A4) << false << 10.0 << QSizeF(182.5, 100) << QSizeF(182, 259) << 2 << 1;
    // (500 - 10) / 172 = 2.85 -> 3; (300 - 10) / 249 = 1.16 -> 2
    QTest::newRow("A4 portrait, 500 x 300")
        << int(QPageSize::A4) << false << 10.0 << QSizeF(500, 300) << QSizeF(182, 259) << 3 << 2;
    // landscape window 269 x 172, step 259 x 162: 490 / 259 -> 2; 290 / 162 -> 2
    QTest::newRow("A4 landscape, 500 x 300")
        << int(QPageSize::A4) << true << 10.0 << QSizeF(500, 300) << QSizeF(269, 172) << 2 << 2;
    // Letter 215.9 x 279.4: window 187.9 x 241.4; no overlap: 500 / 187.9 -> 3, 300 / 241.4 -> 2
    QTest::newRow("Letter, no overlap") << int(QPageSize::Letter) << false << 0.0
                                        << QSizeF(500, 300) << QSizeF(187.9, 241.4) << 3 << 2;
    // A3 297 x 420: window 269 x 382, overlap 20, step 249 x 362: 980 / 249 -> 4, 980 / 362 -> 3
    QTest::newRow("A3, 1 m square, 20 mm overlap")
        << int(QPageSize::A3) << false << 20.0 << QSizeF(1000, 1000) << QSizeF(269, 382) << 4 << 3;
    // A 1000 x 1000 hex map at 16 mm: 13866 x 16018 mm; (13866 - 10) / 172 = 80.6 -> 81,
    // (16018 - 10) / 249 = 64.3 -> 65
    QTest::newRow("A4, 1000 x 1000 hexes at 16 mm")
        << int(QPageSize::A4) << false << 10.0 << QSizeF(13866, 16018) << QSizeF(182, 259) << 81
        << 65;
}

void TestMapSheets::tilingFollowsTheArithmetic()
{
    QFETCH(int, paper);
    QFETCH(bool, landscape);
    QFETCH(double, overlapMm);
    QFETCH(QSizeF, mapMm);
    QFETCH(QSizeF, windowMm);
    QFETCH(int, columns);
    QFETCH(int, rows);
    MapSheetOptions options;
    options.paper.size = QPageSize::PageSizeId(paper);
    options.paper.orientation = landscape ? QPageLayout::Landscape : QPageLayout::Portrait;
    options.overlapMm = overlapMm;
    const MapSheetTiling tiling = tileMapSheets(mapMm, options);
    QCOMPARE(tiling.windowMm.width(), windowMm.width());
    QVERIFY(std::abs(tiling.windowMm.height() - windowMm.height()) < 0.05);
    QCOMPARE(tiling.columns, columns);
    QCOMPARE(tiling.rows, rows);
    // The cells cover the map: centred on a single sheet, from the first sheet's corner
    // otherwise.
    const QRectF first = tiling.cellRect(0, 0);
    const QRectF last = tiling.cellRect(rows - 1, columns - 1);
    QVERIFY(first.left() <= 1e-9 && first.top() <= 1e-9);
    QVERIFY(last.right() >= mapMm.width() - 1e-9 && last.bottom() >= mapMm.height() - 1e-9);
    if (columns == 1)
        QVERIFY(std::abs(-first.left() - (last.right() - mapMm.width())) < 1e-6);
    else
        QCOMPARE(first.left(), 0.0);
    if (rows == 1)
        QVERIFY(std::abs(-first.top() - (last.bottom() - mapMm.height())) < 1e-6);
    else
        QCOMPARE(first.top(), 0.0);
    // One page fewer would not cover it.
    if (columns > 1)
        QVERIFY((columns - 1) * tiling.step().width() + tiling.overlapMm < mapMm.width());
}

void TestMapSheets::neighbouringPagesShareTheOverlap()
{
    MapSheetOptions options;
    options.overlapMm = 12;
    const MapSheetTiling tiling = tileMapSheets(QSizeF(800, 900), options);
    QVERIFY(tiling.columns > 2 && tiling.rows > 2);
    for (int row = 0; row < tiling.rows; ++row) {
        for (int column = 0; column + 1 < tiling.columns; ++column) {
            const QRectF shared = tiling.mapRect(row, column) & tiling.mapRect(row, column + 1);
            QVERIFY(std::abs(shared.width() - 12) < 1e-6);
            // The seam runs down the middle of the strip printed twice.
            QVERIFY(std::abs(tiling.cellRect(row, column + 1).left() - shared.center().x()) < 1e-6);
        }
    }
    for (int column = 0; column < tiling.columns; ++column) {
        const QRectF shared = tiling.mapRect(0, column) & tiling.mapRect(1, column);
        QVERIFY(std::abs(shared.height() - 12) < 1e-6);
    }
}

void TestMapSheets::pageCountIsTheCellsPlusTheDiagram_data()
{
    QTest::addColumn<int>("paper");
    QTest::addColumn<bool>("landscape");
    QTest::addColumn<double>("hexSizeMm");
    QTest::addColumn<bool>("assembly");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    // A City Too Far: one panel, 17 columns by 13 rows of hexes with the half hexes; at
    // 16 mm (s = 16 / sqrt 3 = 9.2376) its bounding box is 2 x 1.6 + 1.5 s x 16 + 2 s =
    // 243.4 mm wide and 2 x 1.6 + 16 x 12 + 1.5 x 16 = 219.2 mm tall.
    // A4 portrait, window 182 x 259, step 172: (243.4 - 10) / 172 -> 2 columns, 1 row.
    QTest::newRow("A4 portrait, 16 mm") << int(QPageSize::A4) << false << 16.0 << true << 2 << 1;
    // A4 landscape, window 269 x 172, step 259 x 162: 1 column, (219.2 - 10) / 162 -> 2 rows.
    QTest::newRow("A4 landscape, 16 mm") << int(QPageSize::A4) << true << 16.0 << true << 1 << 2;
    // A3 portrait, window 269 x 382: one sheet.
    QTest::newRow("A3 portrait, 16 mm") << int(QPageSize::A3) << false << 16.0 << true << 1 << 1;
    // Letter portrait, window 187.9 x 241.4, step 177.9: (243.4 - 10) / 177.9 -> 2 columns.
    QTest::newRow("Letter, no diagram")
        << int(QPageSize::Letter) << false << 16.0 << false << 2 << 1;
    // 10 mm hexes: 152.1 x 137 mm fits one A4 page.
    QTest::newRow("A4, 10 mm") << int(QPageSize::A4) << false << 10.0 << true << 1 << 1;
    // 25 mm hexes: 380.3 x 342.5 mm: (380.3 - 10) / 172 -> 3, (342.5 - 10) / 249 -> 2.
    QTest::newRow("A4, 25 mm") << int(QPageSize::A4) << false << 25.0 << true << 3 << 2;
}

void TestMapSheets::pageCountIsTheCellsPlusTheDiagram()
{
    QFETCH(int, paper);
    QFETCH(bool, landscape);
    QFETCH(double, hexSizeMm);
    QFETCH(bool, assembly);
    QFETCH(int, columns);
    QFETCH(int, rows);
    MapSheetOptions options;
    options.paper.size = QPageSize::PageSizeId(paper);
    options.paper.orientation = landscape ? QPageLayout::Landscape : QPageLayout::Portrait;
    options.hexSizeMm = hexSizeMm;
    options.assemblyPage = assembly;
    const MapSheetDocument sheets(m_city.source(), options);
    QCOMPARE(sheets.tiling().columns, columns);
    QCOMPARE(sheets.tiling().rows, rows);
    QCOMPARE(sheets.pageCount(), columns * rows + (assembly ? 1 : 0));
    for (int page = assembly ? 1 : 0; page < sheets.pageCount(); ++page)
        QCOMPARE(sheets.paper(page).orientation, options.paper.orientation);
}

void TestMapSheets::cellsWithoutMapAreNotPrinted()
{
    // Badger Hunt's panels make an L-shaped map: the cells of the tiling beside the short
    // leg hold no hex. Checked against hex centres sampled on a grid of the map.
    MapSheetOptions options;
    options.hexSizeMm = 25;
    const MapSheetDocument sheets(m_badger.source(), options);
    const MapSheetTiling &tiling = sheets.tiling();
    QVERIFY(sheets.pageCount() < tiling.rows * tiling.columns + 1);
    const MapRenderer renderer(m_badger.map, *m_badger.report.loaded.ruleset, m_badger.scenario(),
                               *m_badger.report.loaded.panels, 25 / MmPerInch * 96);
    const double mmPerUnit = MmPerInch / 96;
    for (int row = 0; row < tiling.rows; ++row) {
        for (int column = 0; column < tiling.columns; ++column) {
            const QRectF cell = tiling.cellRect(row, column);
            bool anyHex = false;
            for (double y = cell.top() + 1; y < cell.bottom() && !anyHex; y += 2) {
                for (double x = cell.left() + 1; x < cell.right() && !anyHex; x += 2)
                    anyHex = m_badger.map.contains(renderer.hexAt(QPointF(x, y) / mmPerUnit));
            }
            QVERIFY2(sheets.cellHasMap(row, column) == anyHex,
                     qPrintable(mapSheetName(row, column)));
        }
    }
    QCOMPARE(sheets.mapPages().size(), sheets.pageCount() - 1);
    QCOMPARE(sheets.cellOf(0), QPoint(-1, -1)); // the diagram
    QCOMPARE(sheets.cellOf(1), sheets.mapPages().first());
}

void TestMapSheets::pdfHasThePagesAndPaperSize_data()
{
    QTest::addColumn<int>("paper");
    QTest::addColumn<bool>("landscape");
    QTest::addColumn<double>("hexSizeMm");
    QTest::addColumn<bool>("greyscale");
    QTest::newRow("A4 portrait") << int(QPageSize::A4) << false << 16.0 << false;
    QTest::newRow("A4 landscape, greyscale") << int(QPageSize::A4) << true << 16.0 << true;
    QTest::newRow("Letter, 19 mm") << int(QPageSize::Letter) << false << 19.0 << false;
    QTest::newRow("A3 landscape, 12 mm") << int(QPageSize::A3) << true << 12.0 << true;
}

void TestMapSheets::pdfHasThePagesAndPaperSize()
{
    QFETCH(int, paper);
    QFETCH(bool, landscape);
    QFETCH(double, hexSizeMm);
    QFETCH(bool, greyscale);
    MapSheetOptions options;
    options.paper.size = QPageSize::PageSizeId(paper);
    options.paper.orientation = landscape ? QPageLayout::Landscape : QPageLayout::Portrait;
    options.hexSizeMm = hexSizeMm;
    options.greyscale = greyscale;
    const MapSheetDocument sheets(m_badger.source(), options);
    const QString path
        = m_dir.filePath(QStringLiteral("%1.pdf").arg(QString::fromUtf8(QTest::currentDataTag())));
    QString error;
    QVERIFY2(writeSheetsPdf(sheets, path, &error), qPrintable(error));
    const PdfFacts pdf = readPdf(path);
    QCOMPARE(pdf.pages, sheets.pageCount());
    QCOMPARE(pdf.mediaBoxes.size(), sheets.pageCount());
    const QSizeF paperMm = options.paper.paperSizeMm();
    for (int page = 0; page < pdf.mediaBoxes.size(); ++page) {
        const QSizeF expected = sheets.paper(page).paperSizeMm() * PointsPerMm;
        const QSizeF box = pdf.mediaBoxes.at(page);
        QVERIFY2(std::abs(box.width() - expected.width()) < 1
                     && std::abs(box.height() - expected.height()) < 1,
                 qPrintable(QStringLiteral("page %1: %2 x %3 pt")
                                .arg(page)
                                .arg(box.width())
                                .arg(box.height())));
        if (page > 0) // map pages lie as asked
            QVERIFY(std::abs(box.width() - paperMm.width() * PointsPerMm) < 1);
    }
}

void TestMapSheets::hexesMeasureTheAskedSizeOnPaper_data()
{
    QTest::addColumn<double>("hexSizeMm");
    QTest::addColumn<double>("dpi");
    QTest::newRow("16 mm at 200 dpi") << 16.0 << 200.0;
    QTest::newRow("10 mm at 300 dpi") << 10.0 << 300.0;
    QTest::newRow("an inch at 100 dpi") << 25.4 << 100.0;
}

void TestMapSheets::hexesMeasureTheAskedSizeOnPaper()
{
    QFETCH(double, hexSizeMm);
    QFETCH(double, dpi);
    // A plain field of clear hexes: the only dark lines down a column are its hexsides,
    // one hex across the flats apart.
    const int clear = terrainIndex(QStringLiteral("clear"));
    const Loaded field = painted(QStringLiteral("02-a-city-too-far.scenario.yaml"),
                                 [clear](int) { return clear; });
    MapSheetOptions options;
    options.hexSizeMm = hexSizeMm;
    options.assemblyPage = false;
    const MapSheetDocument sheets(field.source(), options);
    const QImage image = renderPage(sheets, 0, dpi);
    const MapSheetTiling &tiling = sheets.tiling();
    const QPoint cell = sheets.cellOf(0);
    const QRectF shown = tiling.mapRect(cell.y(), cell.x());
    const MapRenderer renderer(field.map, *field.report.loaded.ruleset, field.scenario(),
                               *field.report.loaded.panels, hexSizeMm / MmPerInch * 96);
    const double mmPerUnit = MmPerInch / 96;
    const double pixelsPerMm = dpi / MmPerInch;
    // Down column 3, off its centre line (where the hex numbers are) but within the flats.
    const QPointF centreMm = renderer.hexCentre({3, 2}) * mmPerUnit;
    const double xMm = tiling.windowMm.left() + centreMm.x() - shown.left() + 0.26 * hexSizeMm;
    const int x = qRound(xMm * pixelsPerMm);
    // From the middle of the second row to the middle of the last whole one on the sheet,
    // clear of the hatched half hexes at the map's edges.
    const auto paperY = [&](int row) {
        return tiling.windowMm.top() + renderer.hexCentre({3, row}).y() * mmPerUnit - shown.top();
    };
    int lastRow = field.map.rows() - 2;
    while (lastRow > 1 && paperY(lastRow) > tiling.windowMm.bottom() - hexSizeMm)
        --lastRow;
    const int top = qRound(paperY(1) * pixelsPerMm);
    const int bottom = qRound(paperY(lastRow) * pixelsPerMm);
    const QList<double> lines = darkRuns(image, x, top, bottom);
    QVERIFY2(lines.size() == lastRow - 1, qPrintable(QString::number(lines.size())));
    const double measured = (lines.last() - lines.first()) / (lines.size() - 1) / pixelsPerMm;
    QVERIFY2(std::abs(measured - hexSizeMm) < hexSizeMm * 0.005,
             qPrintable(QStringLiteral("%1 mm across the flats").arg(measured)));
    for (int i = 1; i < lines.size(); ++i)
        QVERIFY(std::abs((lines.at(i) - lines.at(i - 1)) / pixelsPerMm - hexSizeMm)
                < 1.5 / pixelsPerMm + 0.01);
}

void TestMapSheets::greyscalePagesHaveNoColour()
{
    // Badger Hunt has every kind of terrain but swamp, roads, units on the map and markers.
    MapSheetOptions options;
    options.greyscale = true;
    const MapSheetDocument sheets(m_badger.source(), options);
    for (int page = 0; page < sheets.pageCount(); ++page) {
        const QImage image = renderPage(sheets, page, 50);
        int coloured = 0;
        int darkish = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                coloured += colourfulness(image.pixel(x, y)) > 16;
                darkish += grey(image.pixel(x, y)) < 128;
            }
        }
        QVERIFY2(coloured == 0,
                 qPrintable(QStringLiteral("page %1: %2 coloured pixels").arg(page).arg(coloured)));
        QVERIFY(darkish > 1000); // something was drawn
    }
    // The same page in colour has colour: the check can tell.
    options.greyscale = false;
    const QImage colour = renderPage(MapSheetDocument(m_badger.source(), options), 1, 50);
    int coloured = 0;
    for (int y = 0; y < colour.height(); ++y) {
        for (int x = 0; x < colour.width(); ++x)
            coloured += colourfulness(colour.pixel(x, y)) > 16;
    }
    QVERIFY(coloured > 10000);
}

void TestMapSheets::greyscaleTellsTerrainApart_data()
{
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("second");
    QTest::newRow("slope and hilltop") << QStringLiteral("slope") << QStringLiteral("hilltop");
    QTest::newRow("forest and city") << QStringLiteral("forest") << QStringLiteral("city");
    QTest::newRow("lake and river") << QStringLiteral("lake") << QStringLiteral("river");
    QTest::newRow("swamp and clear") << QStringLiteral("swamp") << QStringLiteral("clear");
    QTest::newRow("forest and swamp") << QStringLiteral("forest") << QStringLiteral("swamp");
    QTest::newRow("city and hilltop") << QStringLiteral("city") << QStringLiteral("hilltop");
    QTest::newRow("slope and river") << QStringLiteral("slope") << QStringLiteral("river");
    QTest::newRow("slope and clear") << QStringLiteral("slope") << QStringLiteral("clear");
    QTest::newRow("lake and hilltop") << QStringLiteral("lake") << QStringLiteral("hilltop");
}

void TestMapSheets::greyscaleTellsTerrainApart()
{
    QFETCH(QString, first);
    QFETCH(QString, second);
    const int a = terrainIndex(first);
    const int b = terrainIndex(second);
    QVERIFY(a >= 0 && b >= 0);
    // Columns 0-3 of the first terrain, the rest of the second.
    const Loaded field = painted(QStringLiteral("02-a-city-too-far.scenario.yaml"),
                                 [a, b](int col) { return col < 4 ? a : b; });
    MapSheetOptions options;
    options.greyscale = true;
    options.assemblyPage = false;
    const MapSheetDocument sheets(field.source(), options);
    const double dpi = 150;
    const QImage image = renderPage(sheets, 0, dpi);
    const MapSheetTiling &tiling = sheets.tiling();
    const QRectF shown = tiling.mapRect(0, 0);
    const MapRenderer renderer(field.map, *field.report.loaded.ruleset, field.scenario(),
                               *field.report.loaded.panels, options.hexSizeMm / MmPerInch * 96);
    auto patch = [&](OffsetCoord hex) {
        // The lower part of the hex, below its number.
        const QPointF c = renderer.hexCentre(hex) * (MmPerInch / 96) - shown.topLeft()
            + tiling.windowMm.topLeft();
        const double h = options.hexSizeMm;
        const QRectF mm(c.x() - 0.25 * h, c.y() - 0.1 * h, 0.5 * h, 0.45 * h);
        const double k = dpi / MmPerInch;
        return QRectF(mm.topLeft() * k, mm.size() * k).toRect();
    };
    const Texture ta = textureOf(image, patch({2, 3}));
    const Texture tb = textureOf(image, patch({6, 3}));
    // One terrain looks alike wherever it is.
    QVERIFY(ta.distance(textureOf(image, patch({2, 5}))) < 1.0);
    QVERIFY2(ta.distance(tb) > 2.0,
             qPrintable(QStringLiteral("%1: mean %2 dark %3 across %4 down %5; %6: mean %7 dark "
                                       "%8 across %9 down %10")
                            .arg(first)
                            .arg(ta.mean)
                            .arg(ta.dark)
                            .arg(ta.across)
                            .arg(ta.down)
                            .arg(second)
                            .arg(tb.mean)
                            .arg(tb.dark)
                            .arg(tb.across)
                            .arg(tb.down)));
}

void TestMapSheets::hexNumbersCanBeLeftOut()
{
    // Without hex numbers a sheet has fewer dark pixels, and nothing else changes.
    MapSheetOptions options;
    options.assemblyPage = false;
    const MapSheetDocument numbered(m_badger.source(), options);
    options.hexLabels = false;
    const MapSheetDocument plain(m_badger.source(), options);
    QCOMPARE(plain.pageCount(), numbered.pageCount());
    const QImage withNumbers = renderPage(numbered, 0, 100);
    const QImage without = renderPage(plain, 0, 100);
    QCOMPARE(without.size(), withNumbers.size());
    auto darkPixels = [](const QImage &image) {
        qint64 dark = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                dark += grey(image.pixel(x, y)) < 60;
        return dark;
    };
    const qint64 a = darkPixels(withNumbers);
    const qint64 b = darkPixels(without);
    QVERIFY2(b < a * 0.95,
             qPrintable(QStringLiteral("%1 dark pixels with numbers, %2 without").arg(a).arg(b)));
}

void TestMapSheets::pagesMatchTheGoldenImages_data()
{
    QTest::addColumn<bool>("greyscale");
    QTest::addColumn<int>("page");
    QTest::addColumn<QString>("file");
    QTest::newRow("assembly diagram") << false << 0 << QStringLiteral("badger-assembly.png");
    QTest::newRow("sheet A1") << false << 1 << QStringLiteral("badger-a1.png");
    QTest::newRow("greyscale diagram") << true << 0 << QStringLiteral("badger-assembly-grey.png");
    QTest::newRow("greyscale sheet A1") << true << 1 << QStringLiteral("badger-a1-grey.png");
}

void TestMapSheets::pagesMatchTheGoldenImages()
{
    QFETCH(bool, greyscale);
    QFETCH(int, page);
    QFETCH(QString, file);
    MapSheetOptions options;
    options.greyscale = greyscale;
    const MapSheetDocument sheets(m_badger.source(), options);
    const QImage image = renderPage(sheets, page, 40);
    const QString path = QStringLiteral(TEST_DATA_DIR "/mapsheets/") + file;
    if (qEnvironmentVariableIntValue("HEXWRIGHT_UPDATE_GOLDEN")) {
        QDir().mkpath(QStringLiteral(TEST_DATA_DIR "/mapsheets"));
        QVERIFY(image.save(path));
        QSKIP("golden image written");
    }
    const QImage golden = QImage(path).convertToFormat(QImage::Format_RGB32);
    QVERIFY2(!golden.isNull(), qPrintable(path));
    QCOMPARE(image.size(), golden.size());
    // Text antialiasing may differ by a shade between font versions: a small tolerance.
    qint64 total = 0;
    int far = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QRgb p = image.pixel(x, y);
            const QRgb q = golden.pixel(x, y);
            const int d = std::max({std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)),
                                    std::abs(qBlue(p) - qBlue(q))});
            total += d;
            far += d > 64;
        }
    }
    const double pixels = double(image.width()) * image.height();
    if (total / pixels > 1.5 || far > pixels * 0.005) {
        image.save(m_dir.filePath(file));
        QFAIL(qPrintable(QStringLiteral("%1 differs (mean %2, %3 pixels far off); drawn: %4")
                             .arg(file)
                             .arg(total / pixels)
                             .arg(far)
                             .arg(m_dir.filePath(file))));
    }
}

QTEST_MAIN(TestMapSheets)
#include "tst_mapsheets.moc"
