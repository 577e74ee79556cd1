// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The ruleset's hex orientation honoured ("One editor, many games", point 5): a pointy-top
// ruleset's fixture (tests/data/pointy) loads, assembles its panels along rows, renders, picks
// and prints at true scale, and the flat-top maps pick as they always did.
//
// The pointy fixture: panels A and B (6 columns, 4 rows) side by side at 0101 and 0701, and B
// turned 180 degrees below A at 0105; city painted on 0602 and on the seam hex 0702, forest on
// 0703.
//
// The editing tools and rules on this map are in tst_pointyedits. The assembled map (pointy-top;
// even rows sit half a hex east of odd ones; labels of whole hexes, "--" for half hexes at the
// edges):
//
//     --    --    --    --    --    --    --    --    --    --    --    --
//  --   0202  0302  0402  0502  0602  0702  0802  0902  1002  1102  1202   --
//    0103  0203  0303  0403  0503  0603  0703  0803  0903  1003  1103  1203
//  --   0204  0304  0404  0504  0604  0704  0804  0904  1004  1104  1204   --
//    0105  0205  0305  0405  0505  0605   --    --    --    --    --    --
//  --   0206  0306  0406  0506  0606   --
//    0107  0207  0307  0407  0507  0607
//  --   0208  0308  0408  0508  0608   --
//     --    --    --    --    --    --
//
// So in an even row (label row 1, 3, 5, ...: 0-based rows 0, 2, 4) a hex's neighbours are the
// hexes beside it and, above and below, the one of the same column and the one east of it; in
// an odd row the one of the same column and the one west of it. The flat-top numbering would
// give the same column's hexes above and below instead, and each figure below differs from
// what it would give. Terrain used (from the panels, B below turned): A's row 2 has lake at
// 0303 and 0403, painted city at 0602, forest at 0202 and 0302 (row 1 of A); below, hilltop at
// 0307, 0407, 0507, 0408 and 0508, clear at 0406, 0506 and the seam row 0105-0605.

#include "hextesthelpers.h"
#include "pointytestsupport.h"

#include "export/mapsheets.h"
#include "io/yamltree.h"
#include "map/hexmap.h"
#include "map/panellibraryreader.h"
#include "map/panellibrarywriter.h"
#include "render/maprenderer.h"
#include "render/terrainstyle.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenarioreader.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QStandardPaths>
#include <QTest>

#include <cmath>
#include <memory>

using namespace hexwright;

namespace {

constexpr double Sqrt3 = 1.7320508075688772935274463415058723;
constexpr double MmPerInch = 25.4;
constexpr double MmPerSceneUnit = 25.4 / 96.0; // MapRenderer's unit

using pointy::PointyFolder;
using pointy::PointyScenario;
const QString BadgerHunt
    = QStringLiteral(SOURCE_DIR "/resources/scenarios/samples/01-badger-hunt.scenario.yaml");

/// A scenario with its assembled map.
struct Loaded
{
    LoadedScenario loaded;
    Diagnostics diagnostics;
    HexMap map;

    MapExportSource source() const
    {
        return {map, *loaded.ruleset, *loaded.scenario, *loaded.panels};
    }
};

OffsetCoord hexOf(const QString &label)
{
    OffsetCoord hex;
    parseMapHexLabel(label, &hex);
    return hex;
}

QString texts(const Diagnostics &diagnostics)
{
    QStringList out;
    for (const Diagnostic &d : diagnostics)
        out.append(d.toText());
    return out.join(QLatin1Char('\n'));
}

/// The map drawn into an image at @p zoom device pixels per scene unit, the whole map.
QImage render(const MapRenderer &renderer, double zoom)
{
    const QRectF bounds = renderer.boundingRect();
    QImage image(
        QSize(int(std::ceil(bounds.width() * zoom)), int(std::ceil(bounds.height() * zoom))),
        QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.scale(zoom, zoom);
    renderer.paint(&painter, bounds, zoom);
    return image;
}

bool sameColour(QRgb a, QRgb b, int tolerance = 3)
{
    return std::abs(qRed(a) - qRed(b)) <= tolerance && std::abs(qGreen(a) - qGreen(b)) <= tolerance
        && std::abs(qBlue(a) - qBlue(b)) <= tolerance;
}

QString describe(QRgb c)
{
    return QStringLiteral("#%1%2%3")
        .arg(qRed(c), 2, 16, QLatin1Char('0'))
        .arg(qGreen(c), 2, 16, QLatin1Char('0'))
        .arg(qBlue(c), 2, 16, QLatin1Char('0'));
}

/// Centres of the runs of pixels darker than @p threshold along row @p y from @p left to
/// @p right.
QList<double> darkRunsAcross(const QImage &image, int y, int left, int right, int threshold)
{
    QList<double> centres;
    int start = -1;
    for (int x = left; x <= right; ++x) {
        const bool dark = qGray(image.pixel(x, y)) < threshold;
        if (dark && start < 0)
            start = x;
        if (!dark && start >= 0) {
            centres.append((start + x - 1) / 2.0);
            start = -1;
        }
    }
    return centres;
}

} // namespace

class TestOrientation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void fixtureLoadsWithoutProblems();
    void libraryOrientationMustMatchTheRuleset_data();
    void libraryOrientationMustMatchTheRuleset();
    void pointyLibrarySavesBackAsItWasRead();
    void labelsOfKnownHexes_data();
    void labelsOfKnownHexes();
    void panelsJoinAlongRows_data();
    void panelsJoinAlongRows();
    void terrainComesFromTheRightPanel_data();
    void terrainComesFromTheRightPanel();
    void roadsCrossTheSeams_data();
    void roadsCrossTheSeams();
    void boundingBoxIsTheTurnedOne();
    void hexCentresShowTheirTerrain_data();
    void hexCentresShowTheirTerrain();
    void pickingFindsEveryHex_data();
    void pickingFindsEveryHex();
    void mapSheetPagesAtTrueScale_data();
    void mapSheetPagesAtTrueScale();
    void hexesMeasureTheirSizeOnPaper_data();
    void hexesMeasureTheirSizeOnPaper();

private:
    std::unique_ptr<Loaded> load(const QString &path);
    int terrainIndex(const QString &id) const;

    std::unique_ptr<RulesetRegistry> m_registry;
    std::unique_ptr<Loaded> m_pointy;
    std::unique_ptr<Loaded> m_flat;
};

std::unique_ptr<Loaded> TestOrientation::load(const QString &path)
{
    auto loaded = std::make_unique<Loaded>();
    loaded->loaded = loadScenario(path, path, *m_registry, loaded->diagnostics);
    if (loaded->loaded.scenario)
        loaded->map = HexMap::compose(*loaded->loaded.scenario, *loaded->loaded.panels);
    return loaded;
}

int TestOrientation::terrainIndex(const QString &id) const
{
    return int(m_pointy->loaded.ruleset->terrainIds().indexOf(id));
}

void TestOrientation::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_registry = RulesetRegistry::withBundledData();
    m_registry->addSearchPath(PointyFolder);
    m_pointy = load(PointyScenario);
    QVERIFY2(m_pointy->loaded.scenario, qPrintable(texts(m_pointy->diagnostics)));
    m_flat = load(BadgerHunt);
    QVERIFY2(m_flat->loaded.scenario, qPrintable(texts(m_flat->diagnostics)));
}

void TestOrientation::fixtureLoadsWithoutProblems()
{
    QVERIFY2(m_pointy->diagnostics.isEmpty(), qPrintable(texts(m_pointy->diagnostics)));
    QCOMPARE(m_pointy->loaded.ruleset->orientation, HexOrientation::PointyTop);
    QCOMPARE(m_pointy->loaded.panels->orientation, HexOrientation::PointyTop);
    QVERIFY(m_pointy->loaded.panels->orientationDeclared);
    for (const Panel &panel : m_pointy->loaded.panels->panels)
        QCOMPARE(panel.orientation, HexOrientation::PointyTop);
    QCOMPARE(m_pointy->map.orientation(), HexOrientation::PointyTop);
    QVERIFY(m_pointy->map.offsets()
            == (OffsetSystem {HexOrientation::PointyTop, OffsetParity::EvenShifted}));
    // Hammer's Slammers' library says nothing and has the ruleset's flat tops.
    QCOMPARE(m_flat->loaded.panels->orientation, HexOrientation::FlatTop);
    QVERIFY(!m_flat->loaded.panels->orientationDeclared);
    QVERIFY(m_flat->map.offsets() == HexMap::Offsets);
}

void TestOrientation::libraryOrientationMustMatchTheRuleset_data()
{
    QTest::addColumn<QByteArray>("orientationLine");
    QTest::addColumn<QByteArray>("rowsLine");
    QTest::addColumn<QString>("expected"); ///< the one error, or empty

    QTest::newRow("declared pointy-top")
        << QByteArray("orientation: pointy-top\n") << QByteArray("    rows: 2\n") << QString();
    QTest::newRow("inherited from the ruleset")
        << QByteArray() << QByteArray("    rows: 2\n") << QString();
    QTest::newRow("flat-top against a pointy-top ruleset")
        << QByteArray("orientation: flat-top\n") << QByteArray("    rows: 2\n")
        << QStringLiteral("mem.panels.yaml:5:14: error[wrong-orientation]: the panels have "
                          "flat-top hexes, but ruleset 'pointy-hexes' has pointy-top hexes");
    QTest::newRow("odd rows do not join")
        << QByteArray("orientation: pointy-top\n") << QByteArray("    rows: 3\n")
        << QStringLiteral("mem.panels.yaml:13:11: error[out-of-range]: 'rows' in panel 'P' must "
                          "be even so that pointy-top panels join, found 3");
}

void TestOrientation::libraryOrientationMustMatchTheRuleset()
{
    QFETCH(QByteArray, orientationLine);
    QFETCH(QByteArray, rowsLine);
    QFETCH(QString, expected);
    const QByteArray text = QByteArray("format: hexwright-panels/1\n"
                                       "id: mem\n"
                                       "name: In memory\n"
                                       "ruleset: pointy-hexes\n")
        + (orientationLine.isEmpty() ? QByteArray("# no orientation\n") : orientationLine)
        + QByteArray("legend:\n"
                     "  \".\": clear\n"
                     "panels:\n"
                     "  - id: P\n"
                     "    name: P\n"
                     "    kind: main\n"
                     "    columns: 2\n")
        + rowsLine
        + QByteArray("    terrain: [\".. \", \"...\", \".. \"]\n"
                     "    roads: []\n"
                     "    features: []\n");
    Diagnostics diagnostics;
    const auto document = YamlDocument::parse(text, QStringLiteral("mem.panels.yaml"), diagnostics);
    QVERIFY(document);
    const auto library = readPanelLibrary(*document, *m_pointy->loaded.ruleset, diagnostics);
    if (expected.isEmpty()) {
        QVERIFY2(library, qPrintable(texts(diagnostics)));
        QCOMPARE(library->orientation, HexOrientation::PointyTop);
        QCOMPARE(library->orientationDeclared, !orientationLine.isEmpty());
        // A lone pointy-top panel of 2 x 2: row 1 is its only whole row, columns 1 only (the
        // odd row's ends are halves).
        const Panel &panel = library->panels.first();
        QVERIFY(panel.isInterior({1, 1}));
        QVERIFY(!panel.isInterior({0, 1}));
        QVERIFY(!panel.isInterior({2, 1}));
        QVERIFY(!panel.isInterior({0, 0}));
        QVERIFY(!panel.contains({2, 0})); // even rows end a column earlier
        QVERIFY(panel.contains({2, 1}));
    } else {
        QVERIFY(!library);
        QCOMPARE(texts(diagnostics), expected);
    }
}

void TestOrientation::pointyLibrarySavesBackAsItWasRead()
{
    // The panel editor writes libraries: a pointy-top one keeps its orientation and its grids.
    const PanelLibrary &library = *m_pointy->loaded.panels;
    const Ruleset &ruleset = *m_pointy->loaded.ruleset;
    const QByteArray written = writePanelLibrary(library, ruleset);
    QVERIFY(written.contains("\norientation: pointy-top\n"));
    QVERIFY(written.contains("pointy-top hexes in horizontal rows"));
    Diagnostics diagnostics;
    const auto document
        = YamlDocument::parse(written, QStringLiteral("written.panels.yaml"), diagnostics);
    QVERIFY(document);
    const auto again = readPanelLibrary(*document, ruleset, diagnostics);
    QVERIFY2(again, qPrintable(texts(diagnostics)));
    QCOMPARE(again->orientation, HexOrientation::PointyTop);
    QCOMPARE(again->panels.size(), library.panels.size());
    for (qsizetype i = 0; i < library.panels.size(); ++i) {
        QCOMPARE(again->panels.at(i).terrain, library.panels.at(i).terrain);
        QCOMPARE(again->panels.at(i).roads.size(), library.panels.at(i).roads.size());
    }
    QCOMPARE(writePanelLibrary(*again, ruleset), written);
}

void TestOrientation::labelsOfKnownHexes_data()
{
    QTest::addColumn<OffsetCoord>("hex");
    QTest::addColumn<QString>("label");
    QTest::newRow("top-left half") << OffsetCoord {0, 0} << QStringLiteral("0101");
    QTest::newRow("seam hex of A and B") << OffsetCoord {6, 1} << QStringLiteral("0702");
    QTest::newRow("seam row of A and B turned") << OffsetCoord {3, 4} << QStringLiteral("0405");
    QTest::newRow("last column") << OffsetCoord {12, 3} << QStringLiteral("1304");
    QTest::newRow("last row") << OffsetCoord {5, 8} << QStringLiteral("0609");
}

void TestOrientation::labelsOfKnownHexes()
{
    QFETCH(OffsetCoord, hex);
    QFETCH(QString, label);
    QCOMPARE(m_pointy->map.label(hex), label);
    QVERIFY(hexOf(label) == hex);
}

void TestOrientation::panelsJoinAlongRows_data()
{
    QTest::addColumn<QString>("hex");
    QTest::addColumn<bool>("onMap");
    QTest::addColumn<bool>("playable");
    // Side by side (A | B at column 6): the odd rows' halves join, the cut rows 0 and 4 stay
    // halves, and the even rows have no hex there.
    QTest::newRow("A|B seam, row 1") << "0702" << true << true;
    QTest::newRow("A|B seam, row 3") << "0704" << true << true;
    QTest::newRow("A|B seam, top edge") << "0701" << true << false;
    QTest::newRow("A|B seam, row 4: B's bottom half") << "0705" << true << false;
    QTest::newRow("A|B seam, even row 2: B's first hex") << "0703" << true << true;
    // Stacked (A over B turned, at row 4): the whole cut row joins.
    QTest::newRow("stacked seam, west end") << "0105" << true << true;
    QTest::newRow("stacked seam, east end") << "0605" << true << true;
    // Outer edges: halves, not playable.
    QTest::newRow("west edge, odd row") << "0102" << true << false;
    QTest::newRow("west edge, even row") << "0103" << true << true;
    QTest::newRow("east edge of B") << "1302" << true << false;
    QTest::newRow("bottom edge") << "0309" << true << false;
    QTest::newRow("east of the lower panel") << "0707" << false << false;
    QTest::newRow("lower panel's odd-row east half") << "0706" << true << false;
}

void TestOrientation::panelsJoinAlongRows()
{
    QFETCH(QString, hex);
    QFETCH(bool, onMap);
    QFETCH(bool, playable);
    const HexMap &map = m_pointy->map;
    QCOMPARE(map.columns(), 13);
    QCOMPARE(map.rows(), 9);
    // Three lone panels of 16 whole hexes, 2 joined on the side seam, 6 on the stacked one.
    QCOMPARE(map.playableCount(), 3 * 16 + 2 + 6);
    QVERIFY(map.overlaps().isEmpty());
    QCOMPARE(map.contains(hexOf(hex)), onMap);
    QCOMPARE(map.isPlayable(hexOf(hex)), playable);
}

void TestOrientation::terrainComesFromTheRightPanel_data()
{
    QTest::addColumn<QString>("hex");
    QTest::addColumn<QString>("terrain");
    QTest::newRow("A's forest") << "0202"
                                << "forest";
    QTest::newRow("A's top half") << "0301"
                                  << "forest";
    QTest::newRow("painted city") << "0602"
                                  << "city";
    QTest::newRow("painted city on the seam") << "0702"
                                              << "city";
    QTest::newRow("painted forest on B") << "0703"
                                         << "forest";
    // Of two halves the west one gives the terrain: A's clear, not B's hilltop.
    QTest::newRow("side seam: the west half") << "0704"
                                              << "clear";
    // Of two halves the north one: A's clear row 4, not B's row (turned to row 0).
    QTest::newRow("stacked seam: the north half") << "0305"
                                                  << "clear";
    QTest::newRow("B's hilltop") << "0902"
                                 << "hilltop";
    QTest::newRow("B turned: hilltop") << "0507"
                                       << "hilltop";
    QTest::newRow("B turned: forest") << "0206"
                                      << "forest";
    QTest::newRow("B turned: hilltop half") << "0706"
                                            << "hilltop";
}

void TestOrientation::terrainComesFromTheRightPanel()
{
    QFETCH(QString, hex);
    QFETCH(QString, terrain);
    QCOMPARE(int(m_pointy->map.terrainAt(hexOf(hex))), terrainIndex(terrain));
}

void TestOrientation::roadsCrossTheSeams_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<bool>("road");
    QTest::newRow("A's road into the seam hex") << "0604"
                                                << "0704" << true;
    QTest::newRow("B's road out of the seam hex") << "0704"
                                                  << "0804" << true;
    QTest::newRow("A's north-south road into the seam row") << "0404"
                                                            << "0305" << true;
    QTest::newRow("B turned: its road along row 6") << "0306"
                                                    << "0406" << true;
    QTest::newRow("no road between the rows") << "0104"
                                              << "0105" << false;
}

void TestOrientation::roadsCrossTheSeams()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(bool, road);
    const OffsetSystem &offsets = m_pointy->map.offsets();
    const HexCoord a = offsets.fromOffset(hexOf(from));
    const HexCoord b = offsets.fromOffset(hexOf(to));
    QCOMPARE(HexCoord::distance(a, b), 1);
    QCOMPARE(m_pointy->map.hasRoad(a, b), road);
}

void TestOrientation::boundingBoxIsTheTurnedOne()
{
    // Pointy-top: columns a hex across the flats apart (the even rows half a hex further
    // east), rows 1.5 circumradii apart; a margin of a tenth of a hex all round.
    const double h = 60.0;
    const double s = h / Sqrt3;
    const MapRenderer renderer(m_pointy->map, *m_pointy->loaded.ruleset, *m_pointy->loaded.scenario,
                               *m_pointy->loaded.panels, h);
    QCOMPARE(renderer.layout().orientation(), HexOrientation::PointyTop);
    const QRectF bounds = renderer.boundingRect();
    QVERIFY(std::abs(bounds.width() - (0.2 * h + 12 * h + 1.5 * h)) < 1e-9);
    QVERIFY(std::abs(bounds.height() - (0.2 * h + 8 * 1.5 * s + 2 * s)) < 1e-9);
    // The odd rows' west halves touch the margin; row 0's top corners too.
    const QPointF westHalf = renderer.hexCentre({0, 1});
    QVERIFY(std::abs(westHalf.x() - h / 2 - 0.1 * h) < 1e-9);
    QVERIFY(std::abs(renderer.hexCentre({0, 0}).y() - s - 0.1 * h) < 1e-9);
    // Neighbours in a row: h apart; the next row: half a hex west (odd) and 1.5 s down.
    const QPointF a = renderer.hexCentre({3, 2});
    QVERIFY(std::abs(renderer.hexCentre({4, 2}).x() - a.x() - h) < 1e-9);
    QVERIFY(std::abs(renderer.hexCentre({3, 3}).x() - (a.x() - h / 2)) < 1e-9);
    QVERIFY(std::abs(renderer.hexCentre({3, 3}).y() - (a.y() + 1.5 * s)) < 1e-9);
    // The panels' borders: through the cut hexes' centres.
    const QRectF panelA = renderer.panelRect(0);
    QVERIFY(std::abs(panelA.left() - westHalf.x()) < 1e-9);
    QVERIFY(std::abs(panelA.top() - renderer.hexCentre({0, 0}).y()) < 1e-9);
    QVERIFY(std::abs(panelA.right() - renderer.hexCentre({6, 1}).x()) < 1e-9);
    QVERIFY(std::abs(panelA.bottom() - renderer.hexCentre({0, 4}).y()) < 1e-9);
}

void TestOrientation::hexCentresShowTheirTerrain_data()
{
    QTest::addColumn<QString>("hex");
    QTest::addColumn<QPointF>("offset"); ///< from the centre, in circumradii
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<double>("hexPixels");
    // Below MapRenderer::PatternFromPixels: the flat colours, no symbols in the middle.
    for (const double pixels : {10.0, 16.0}) {
        const QString size = QStringLiteral(" at %1 px").arg(pixels);
        auto row = [&size, pixels](const char *name, const char *hex, QPointF offset,
                                   const char *terrain) {
            QTest::newRow(qPrintable(QLatin1String(name) + size))
                << QString::fromLatin1(hex) << offset << QString::fromLatin1(terrain) << pixels;
        };
        row("forest", "0302", {}, "forest");
        row("lake", "0403", {}, "lake");
        row("painted city", "0602", {}, "city");
        row("painted forest on B", "0703", {}, "forest");
        row("hilltop", "0902", {}, "hilltop");
        row("B turned, hilltop", "0507", {}, "hilltop");
        // Seam hexes: the panels' border runs through their centres.
        row("side seam, painted city", "0702", {0.45, 0}, "city");
        row("stacked seam, clear", "0505", {0, 0.45}, "clear");
    }
    // Hexes a few pixels wide: the overview image, a pixel per row and a column two pixels
    // across, stands in for them.
    QTest::newRow("overview: hilltop") << "0903" << QPointF() << "hilltop" << 4.0;
    QTest::newRow("overview: forest") << "0302" << QPointF() << "forest" << 4.0;
    QTest::newRow("overview: B turned, hilltop") << "0407" << QPointF() << "hilltop" << 4.0;
    // Near the pointy corners, between two rows: inside the pointy-top hex, and more than half
    // a hex across the flats (0.866 circumradii) from its centre, where a flat-top hex of the
    // same centre and size would already have ended. Terrain with nothing drawn there, at
    // sizes where the grid is a hair next to the corner.
    for (const double pixels : {40.0, 48.0}) {
        const QString size = QStringLiteral(" at %1 px").arg(pixels);
        auto row = [&size, pixels](const char *name, const char *hex, QPointF offset,
                                   const char *terrain) {
            QTest::newRow(qPrintable(QLatin1String(name) + size))
                << QString::fromLatin1(hex) << offset << QString::fromLatin1(terrain) << pixels;
        };
        row("clear, above its centre", "0504", {0, -0.93}, "clear");
        row("clear, below its centre", "1103", {0, 0.93}, "clear");
        row("hilltop, below its centre", "0902", {0, 0.93}, "hilltop");
        row("B turned, hilltop above its centre", "0507", {0, -0.93}, "hilltop");
    }
}

void TestOrientation::hexCentresShowTheirTerrain()
{
    QFETCH(QString, hex);
    QFETCH(QPointF, offset);
    QFETCH(QString, terrain);
    QFETCH(double, hexPixels);
    const MapRenderer renderer(m_pointy->map, *m_pointy->loaded.ruleset, *m_pointy->loaded.scenario,
                               *m_pointy->loaded.panels);
    const double zoom = hexPixels / renderer.acrossFlats();
    const QImage image = render(renderer, zoom);
    const double s = renderer.layout().size().width();
    const QPointF scene = renderer.hexCentre(hexOf(hex)) + offset * s;
    // The point is in the hex (pointy geometry) and, near a pointy corner, outside the flat-top
    // hex of the same centre: the test tells the two apart.
    QVERIFY(renderer.hexAt(scene) == hexOf(hex));
    if (std::abs(offset.y()) > Sqrt3 / 2) {
        const HexLayout flat = HexLayout::fromAcrossFlats(
            HexOrientation::FlatTop, renderer.acrossFlats(), renderer.hexCentre(hexOf(hex)));
        QVERIFY(flat.pixelToHex(scene) != HexCoord());
    }
    const QPoint pixel(int(std::floor(scene.x() * zoom)), int(std::floor(scene.y() * zoom)));
    const TerrainStyle style
        = TerrainStyle::forTerrain(m_pointy->loaded.ruleset->terrain.at(terrainIndex(terrain)));
    const QColor expected = renderer.acrossFlats() * zoom >= MapRenderer::PatternFromPixels
        ? style.ground
        : style.flat;
    const QRgb actual = image.pixel(pixel);
    // The overview is drawn smoothed: a little of the neighbours' colour gets in.
    const int tolerance = hexPixels < MapRenderer::OverviewBelowPixels ? 12 : 3;
    QVERIFY2(sameColour(actual, expected.rgb(), tolerance),
             qPrintable(QStringLiteral("%1 at %2: %3, expected %4")
                            .arg(hex)
                            .arg(pixel.x())
                            .arg(describe(actual), describe(expected.rgb()))));
}

void TestOrientation::pickingFindsEveryHex_data()
{
    QTest::addColumn<bool>("pointy");
    QTest::newRow("pointy-top fixture") << true;
    QTest::newRow("flat-top Badger Hunt") << false;
}

void TestOrientation::pickingFindsEveryHex()
{
    // MapView::hexAt() is MapRenderer::hexAt() of the scene point under the mouse.
    QFETCH(bool, pointy);
    const Loaded &loaded = pointy ? *m_pointy : *m_flat;
    const MapRenderer renderer(loaded.map, *loaded.loaded.ruleset, *loaded.loaded.scenario,
                               *loaded.loaded.panels);
    QCOMPARE(renderer.layout().orientation(),
             pointy ? HexOrientation::PointyTop : HexOrientation::FlatTop);
    const HexLayout layout = renderer.layout();
    int checked = 0;
    for (int row = 0; row < loaded.map.rows(); ++row) {
        for (int col = 0; col < loaded.map.columns(); ++col) {
            const OffsetCoord hex {col, row};
            if (!loaded.map.contains(hex))
                continue;
            const QPointF centre = renderer.hexCentre(hex);
            QVERIFY(renderer.hexAt(centre) == hex);
            // Near each corner, just inside the hexagon.
            for (int corner = 0; corner < 6; ++corner) {
                const QPointF near = centre + layout.cornerOffset(corner) * 0.9;
                if (renderer.hexAt(near) != hex)
                    QFAIL(qPrintable(
                        QStringLiteral("corner %1 of %2 picks %3")
                            .arg(corner)
                            .arg(loaded.map.label(hex), loaded.map.label(renderer.hexAt(near)))));
            }
            ++checked;
        }
    }
    QVERIFY(checked > (pointy ? 60 : 500));
}

void TestOrientation::mapSheetPagesAtTrueScale_data()
{
    QTest::addColumn<bool>("landscape");
    QTest::addColumn<double>("hexSizeMm");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("pages");
    // The map is 13.7 hexes wide and 0.2 + 14 / sqrt(3) = 8.28 hexes tall (a flat-top map of
    // 13 x 9 hexes would be 11.75 wide and 9.7 tall). A4's map window: 182 x 259 mm upright,
    // 269 x 172 mm turned; pages step by the window less 10 mm of overlap.
    QTest::newRow("A4 landscape, 18 mm: one page (flat-top would need two rows)")
        << true << 18.0 << 1 << 1 << 1;
    QTest::newRow("A4 portrait, 16 mm: two across") << false << 16.0 << 2 << 1 << 2;
    QTest::newRow("A4 portrait, 30 mm: three across") << false << 30.0 << 3 << 1 << 3;
    // The south-east page would show no hex: east of the lower panel, south of B.
    QTest::newRow("A4 landscape, 30 mm: two by two less one") << true << 30.0 << 2 << 2 << 3;
}

void TestOrientation::mapSheetPagesAtTrueScale()
{
    QFETCH(bool, landscape);
    QFETCH(double, hexSizeMm);
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(int, pages);
    MapSheetOptions options;
    options.paper.orientation = landscape ? QPageLayout::Landscape : QPageLayout::Portrait;
    options.hexSizeMm = hexSizeMm;
    const MapSheetDocument sheets(m_pointy->source(), options);
    const MapSheetTiling &tiling = sheets.tiling();
    QVERIFY(std::abs(tiling.mapMm.width() - 13.7 * hexSizeMm) < 1e-6);
    QVERIFY(std::abs(tiling.mapMm.height() - (0.2 + 14 / Sqrt3) * hexSizeMm) < 1e-6);
    QCOMPARE(tiling.columns, columns);
    QCOMPARE(tiling.rows, rows);
    QCOMPARE(sheets.mapPages().size(), qsizetype(pages));
    QCOMPARE(sheets.pageCount(), pages + 1);
}

void TestOrientation::hexesMeasureTheirSizeOnPaper_data()
{
    QTest::addColumn<double>("hexSizeMm");
    QTest::addColumn<double>("dpi");
    QTest::newRow("16 mm at 200 dpi") << 16.0 << 200.0;
    QTest::newRow("an inch at 100 dpi") << 25.4 << 100.0;
}

void TestOrientation::hexesMeasureTheirSizeOnPaper()
{
    // Pointy-top hexes have their flats east and west: along a row the hexsides are one hex
    // across the flats apart. Measured on the first map page drawn at a known resolution,
    // along row 2 (hexes 0103 to 0603, whole), a quarter hex below the centres: below the hex
    // numbers, and within the vertical sides.
    QFETCH(double, hexSizeMm);
    QFETCH(double, dpi);
    MapSheetOptions options;
    options.hexSizeMm = hexSizeMm;
    options.assemblyPage = false;
    options.paper.orientation = QPageLayout::Landscape;
    const MapSheetDocument sheets(m_pointy->source(), options);
    const QSizeF paperMm = sheets.paper(0).paperSizeMm();
    QImage image(qRound(paperMm.width() / MmPerInch * dpi),
                 qRound(paperMm.height() / MmPerInch * dpi), QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.scale(dpi / MmPerInch, dpi / MmPerInch);
    sheets.paintPage(painter, 0);
    painter.end();

    const MapSheetTiling &tiling = sheets.tiling();
    const QPoint cell = sheets.cellOf(0);
    const QRectF shown = tiling.mapRect(cell.y(), cell.x());
    const MapRenderer renderer(m_pointy->map, *m_pointy->loaded.ruleset, *m_pointy->loaded.scenario,
                               *m_pointy->loaded.panels, hexSizeMm / MmPerSceneUnit);
    const double pixelsPerMm = dpi / MmPerInch;
    auto paper = [&](QPointF scene) {
        const QPointF mm = scene * MmPerSceneUnit - shown.topLeft() + tiling.windowMm.topLeft();
        return mm * pixelsPerMm;
    };
    const QPointF first = paper(renderer.hexCentre({0, 2}));
    const QPointF last = paper(renderer.hexCentre({5, 2}));
    QVERIFY(last.x() < image.width());
    const int y = qRound(first.y() + 0.25 * hexSizeMm * pixelsPerMm);
    const int half = qRound(0.6 * hexSizeMm * pixelsPerMm);
    // Only the grid and the panel borders are that dark (the borders lie on the row's west
    // and east sides): the road and the lake are lighter.
    const QList<double> lines
        = darkRunsAcross(image, y, qRound(first.x()) - half, qRound(last.x()) + half, 50);
    QVERIFY2(lines.size() == 7, qPrintable(QString::number(lines.size())));
    const double measured = (lines.last() - lines.first()) / (lines.size() - 1) / pixelsPerMm;
    QVERIFY2(std::abs(measured - hexSizeMm) < hexSizeMm * 0.005,
             qPrintable(QStringLiteral("%1 mm across the flats").arg(measured)));
    for (int i = 1; i < lines.size(); ++i)
        QVERIFY(std::abs((lines.at(i) - lines.at(i - 1)) / pixelsPerMm - hexSizeMm)
                < 1.5 / pixelsPerMm + 0.01);
    // And in the layout the sheet draws with: a row's hexes one size apart, rows 1.5
    // circumradii.
    const QPointF a = renderer.hexCentre({2, 6}) * MmPerSceneUnit;
    QVERIFY(std::abs(renderer.hexCentre({3, 6}).x() * MmPerSceneUnit - a.x() - hexSizeMm) < 1e-9);
    QVERIFY(
        std::abs(renderer.hexCentre({2, 7}).y() * MmPerSceneUnit - a.y() - 1.5 * hexSizeMm / Sqrt3)
        < 1e-9);
}

QTEST_MAIN(TestOrientation)
#include "tst_orientation.moc"
