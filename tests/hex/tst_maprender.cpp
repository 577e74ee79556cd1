// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The map renderer drawn offscreen into images, the way the map view and the minimap use it:
// hexes show their terrain's colour at every level of detail, painted hexes show their new
// terrain in the cached tiles and the overview, the picture fills the view at every zoom, and
// the cached raster picture looks like the one drawn shape by shape.

#include "commands/paintterrain.h"
#include "document/scenariodocument.h"
#include "map/panel.h"
#include "render/hexraster.h"
#include "render/maprenderer.h"
#include "render/mapsymbols.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"

#include <QGlyphRun>
#include <QPainter>
#include <QPicture>
#include <QRawFont>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include <cmath>

using namespace hexwright;

namespace {

const QString RulesetId = QStringLiteral("hammers-slammers");

/// An image as the map view would show it: @p zoom device pixels per scene unit, scene point
/// @p centre in the middle, whole-pixel scrolling; transparent where nothing is drawn.
QImage render(const MapRenderer &renderer, qreal zoom, QPointF centre, QSize size = {480, 360},
              QPointF extraShift = {})
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    const QPointF scroll(std::round(centre.x() * zoom - size.width() / 2.0),
                         std::round(centre.y() * zoom - size.height() / 2.0));
    const QTransform transform = QTransform::fromScale(zoom, zoom)
        * QTransform::fromTranslate(-scroll.x() + extraShift.x(), -scroll.y() + extraShift.y());
    painter.setTransform(transform);
    const QRectF exposed = transform.inverted().mapRect(QRectF(image.rect()));
    renderer.paint(&painter, exposed, zoom);
    return image;
}

/// The same picture drawn shape by shape (recorded as a QPicture, as vector devices get it).
QImage renderShapes(const MapRenderer &renderer, qreal zoom, QPointF centre,
                    QSize size = {480, 360})
{
    QPicture picture;
    QPainter recorder(&picture);
    const QPointF scroll(std::round(centre.x() * zoom - size.width() / 2.0),
                         std::round(centre.y() * zoom - size.height() / 2.0));
    const QTransform transform
        = QTransform::fromScale(zoom, zoom) * QTransform::fromTranslate(-scroll.x(), -scroll.y());
    recorder.setTransform(transform);
    renderer.paint(&recorder, transform.inverted().mapRect(QRectF(QPointF(), QSizeF(size))), zoom);
    recorder.end();
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.drawPicture(0, 0, picture);
    return image;
}

/// Where scene point @p scene lands in an image made by render().
QPoint pixelOf(QPointF scene, qreal zoom, QPointF centre, QSize size = {480, 360})
{
    const QPointF scroll(std::round(centre.x() * zoom - size.width() / 2.0),
                         std::round(centre.y() * zoom - size.height() / 2.0));
    const QPointF device = scene * zoom - scroll;
    return QPoint(int(std::floor(device.x())), int(std::floor(device.y())));
}

bool sameColour(QRgb a, QRgb b, int tolerance = 2)
{
    return std::abs(qRed(a) - qRed(b)) <= tolerance && std::abs(qGreen(a) - qGreen(b)) <= tolerance
        && std::abs(qBlue(a) - qBlue(b)) <= tolerance
        && std::abs(qAlpha(a) - qAlpha(b)) <= tolerance;
}

QString describe(QRgb c)
{
    return QStringLiteral("#%1%2%3%4")
        .arg(qAlpha(c), 2, 16, QLatin1Char('0'))
        .arg(qRed(c), 2, 16, QLatin1Char('0'))
        .arg(qGreen(c), 2, 16, QLatin1Char('0'))
        .arg(qBlue(c), 2, 16, QLatin1Char('0'));
}

} // namespace

class TestMapRender : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void hexCentreShowsItsTerrainsColour_data();
    void hexCentreShowsItsTerrainsColour();
    void repaintedHexShowsItsNewColourInTilesAndOverview();
    void overviewShowsABigPaintedBlockInItsColour();
    void everyZoomFillsTheView_data();
    void everyZoomFillsTheView();
    void rasterPictureLooksLikeTheShapes_data();
    void rasterPictureLooksLikeTheShapes();
    void renderingTilesAgainLeavesNoSeams();
    void cacheStaysWithinItsLimit();
    void pictureLargerThanTheCacheIsNotKept();
    void scaledTilesStandInWhileZoomingQuickly();
    void boughtOptionsAreMarkedOnPlacedCounters_data();
    void boughtOptionsAreMarkedOnPlacedCounters();
    void panelBadgesCoverNoPlayableHex_data();
    void panelBadgesCoverNoPlayableHex();
    void stampsDrawWhatQtDraws_data();
    void stampsDrawWhatQtDraws();

private:
    int terrainIndex(const QString &id) const;
    QColor colourAt(int terrain, qreal zoom) const;
    void paint(const QList<OffsetCoord> &hexes, const QString &terrainId);

    std::unique_ptr<RulesetRegistry> m_registry;
    const Ruleset *m_ruleset = nullptr;
    const PanelLibrary *m_panels = nullptr;
    std::unique_ptr<ScenarioDocument> m_document;
    std::unique_ptr<MapRenderer> m_renderer;
};

namespace {

/// The area of a polygon (shoelace), in square scene units.
double areaOf(const QPolygonF &polygon)
{
    double twice = 0;
    for (qsizetype i = 0; i < polygon.size(); ++i) {
        const QPointF a = polygon.at(i);
        const QPointF b = polygon.at((i + 1) % polygon.size());
        twice += a.x() * b.y() - b.x() * a.y();
    }
    return std::abs(twice) / 2;
}

} // namespace

void TestMapRender::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_registry = RulesetRegistry::withBundledData();
    Diagnostics diagnostics;
    m_ruleset = m_registry->ruleset(RulesetId, diagnostics);
    QVERIFY(m_ruleset);
    m_panels = m_registry->panelLibrary(RulesetId, *m_ruleset, diagnostics);
    QVERIFY(m_panels);
}

void TestMapRender::init()
{
    // Main panels 4 across and 5 down: a map wide enough to fill a view when zoomed out.
    QStringList mains;
    for (const Panel &panel : m_panels->panels) {
        if (panel.kind == Panel::Kind::Main)
            mains.append(panel.id);
    }
    QVERIFY(!mains.isEmpty());
    const Panel *first = m_panels->findPanel(mains.first());
    auto scenario = std::make_unique<Scenario>();
    scenario->rulesetId = m_ruleset->id;
    scenario->panelLibrary = m_panels->id;
    for (int y = 0; y < 5; ++y) {
        for (int x = 0; x < 4; ++x) {
            PanelPlacement placement;
            placement.panel = mains.at((x + 2 * y) % mains.size());
            placement.column = x * first->columns;
            placement.row = y * first->rows;
            placement.rotation = (x + y) % 2 ? 180 : 0;
            scenario->layout.append(placement);
        }
    }
    m_document = std::make_unique<ScenarioDocument>(std::move(scenario), *m_ruleset, *m_panels);
    m_renderer = std::make_unique<MapRenderer>(m_document->map(), *m_ruleset,
                                               m_document->scenario(), *m_panels);
    // As the map view does: painted hexes are refreshed in the renderer's caches.
    connect(m_document.get(), &ScenarioDocument::terrainChanged, m_document.get(),
            [this](const QList<OffsetCoord> &hexes) { m_renderer->invalidateHexes(hexes); });
}

void TestMapRender::panelBadgesCoverNoPlayableHex_data()
{
    QTest::addColumn<QString>("sample");
    // Issue 14, point 6: a panel's id and north arrow never hide a hex a unit can stand on.
    QTest::newRow("a grid of main panels, some turned") << QString();
    for (const char *sample : {"01-badger-hunt", "02-a-city-too-far", "08-break-out",
                               "13-everybody-wants-a-piece-of-the-action", "14-spice-madness"})
        QTest::newRow(sample) << QString::fromLatin1(sample);
}

void TestMapRender::panelBadgesCoverNoPlayableHex()
{
    QFETCH(QString, sample);
    std::unique_ptr<ScenarioDocument> document;
    std::unique_ptr<MapRenderer> own;
    const MapRenderer *renderer = m_renderer.get();
    if (!sample.isEmpty()) {
        Diagnostics diagnostics;
        document = ScenarioDocument::load(
            QStringLiteral(SOURCE_DIR "/resources/scenarios/samples/%1.scenario.yaml").arg(sample),
            *m_registry, diagnostics);
        QVERIFY(document);
        own = std::make_unique<MapRenderer>(document->map(), document->ruleset(),
                                            document->scenario(), document->panels());
        renderer = own.get();
    }
    const HexMap &map = renderer->map();
    const double h = renderer->acrossFlats();
    int free = 0;
    const Scenario &scenario = document ? document->scenario() : m_document->scenario();
    for (int i = 0; i < int(scenario.layout.size()); ++i) {
        const QRectF panel = renderer->panelRect(i);
        if (panel.isNull())
            continue;
        const QRectF box = renderer->panelBadgeBox(i);
        QVERIFY(panel.contains(box));
        double covered = 0;
        const OffsetCoord from = renderer->hexAt(box.topLeft() - QPointF(h, h));
        const OffsetCoord to = renderer->hexAt(box.bottomRight() + QPointF(h, h));
        for (int column = from.col; column <= to.col; ++column) {
            for (int row = from.row; row <= to.row; ++row) {
                const OffsetCoord hex {column, row};
                if (map.isPlayable(hex))
                    covered += areaOf(renderer->hexPolygon(hex).intersected(QPolygonF(box)));
            }
        }
        if (covered < 1e-3 * h * h) {
            ++free;
            continue;
        }
        // Only where seams make every hex near the corner whole is there no free place.
        for (double x = 0.1 * h; x <= 2 * h; x += h * 0.25) {
            for (double y = 0.1 * h; y <= 2 * h; y += h * 0.25)
                QVERIFY2(map.isPlayable(renderer->hexAt(panel.topLeft() + QPointF(x, y))),
                         qPrintable(QStringLiteral("panel %1's badge covers a playable hex "
                                                   "beside a free half hex")
                                        .arg(i)));
        }
    }
    QVERIFY(free > 0); // the map's west and north edges have room for theirs
}

void TestMapRender::cleanup()
{
    m_renderer.reset();
    m_document.reset();
}

int TestMapRender::terrainIndex(const QString &id) const
{
    for (qsizetype i = 0; i < m_ruleset->terrain.size(); ++i) {
        if (m_ruleset->terrain.at(i).id == id)
            return int(i);
    }
    return -1;
}

QColor TestMapRender::colourAt(int terrain, qreal zoom) const
{
    const TerrainStyle style = TerrainStyle::forTerrain(m_ruleset->terrain.at(terrain));
    const double hexPixels = m_renderer->acrossFlats() * zoom;
    return hexPixels >= MapRenderer::PatternFromPixels ? style.ground : style.flat;
}

void TestMapRender::paint(const QList<OffsetCoord> &hexes, const QString &terrainId)
{
    const int terrain = terrainIndex(terrainId);
    QVERIFY(terrain >= 0);
    QList<TerrainChange> changes;
    for (const OffsetCoord &hex : hexes)
        changes.append({hex, quint8(terrain)});
    m_document->undoStack()->push(
        new PaintTerrain(m_document.get(), changes, PaintTerrain::nextStrokeId()));
}

void TestMapRender::hexCentreShowsItsTerrainsColour_data()
{
    QTest::addColumn<qreal>("zoom");
    QTest::addColumn<QString>("terrain");
    // Terrains whose pattern leaves the centre of the hex free: plain ground, contour lines.
    for (const qreal zoom : {2.0, 1.0, 0.5, 0.25, 0.125}) {
        for (const QString &terrain :
             {QStringLiteral("clear"), QStringLiteral("slope"), QStringLiteral("hilltop")})
            QTest::addRow("%s at %g", qPrintable(terrain), zoom) << zoom << terrain;
    }
}

void TestMapRender::hexCentreShowsItsTerrainsColour()
{
    QFETCH(qreal, zoom);
    QFETCH(QString, terrain);
    const OffsetCoord hex {21, 13};
    paint({hex}, terrain);
    const QPointF centre = m_renderer->hexCentre(hex);
    const QImage image = render(*m_renderer, zoom, centre);
    const QRgb pixel = image.pixel(pixelOf(centre, zoom, centre));
    const QColor expected = colourAt(terrainIndex(terrain), zoom);
    QVERIFY2(sameColour(pixel, expected.rgba()),
             qPrintable(describe(pixel) + QStringLiteral(" != ") + describe(expected.rgba())));
}

void TestMapRender::boughtOptionsAreMarkedOnPlacedCounters_data()
{
    // Issue 14, point 6: a unit placed on a hex shows the mark of each option it bought (the
    // purchase option's `mark:`), as its printed counter does.
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<bool>("marked");
    QTest::newRow("a small gun with gas") << QStringList {QStringLiteral("gas")} << true;
    QTest::newRow("a small gun without") << QStringList() << false;
    QTest::newRow("a paratroop drop has no mark")
        << QStringList {QStringLiteral("paratroop")} << false;
}

void TestMapRender::boughtOptionsAreMarkedOnPlacedCounters()
{
    QFETCH(QStringList, options);
    QFETCH(bool, marked);
    const OffsetCoord hex {21, 13};
    paint({hex}, QStringLiteral("clear"));
    Scenario scenario = m_document->scenario();
    ForceEntry gun;
    gun.id = QStringLiteral("gun");
    gun.side = QStringLiteral("tan");
    gun.colour = QStringLiteral("tan");
    gun.unitType = QStringLiteral("conv_small_gun");
    gun.count = 1;
    gun.options = options;
    gun.placement.kind = Placement::Kind::Hex;
    gun.placement.hex = hex;
    scenario.forces.append(gun);
    const MapRenderer renderer(m_document->map(), *m_ruleset, scenario, *m_panels);
    const QPointF centre = renderer.hexCentre(hex);
    const double r = renderer.layout().size().width();
    const qreal zoom = 120.0 / r;
    const QImage image = render(renderer, zoom, centre);
    // The mark's white box rides the counter's top right corner: a point just inside its top
    // left, clear of the letter, and above the counter itself.
    const QPointF counterCentre = centre - QPointF(r * 0.1, r * 0.1);
    const double side = r * 0.95;
    const double size = side * 0.36;
    const QPointF boxTopLeft(counterCentre.x() + side / 2 - size * 0.75,
                             counterCentre.y() - side / 2 - size * 0.25);
    const QRgb pixel
        = image.pixel(pixelOf(boxTopLeft + QPointF(size * 0.15, size * 0.12), zoom, centre));
    QVERIFY2(sameColour(pixel, qRgb(255, 255, 255)) == marked, qPrintable(describe(pixel)));
}

void TestMapRender::repaintedHexShowsItsNewColourInTilesAndOverview()
{
    const OffsetCoord hex {30, 17};
    paint({hex}, QStringLiteral("clear"));
    const QPointF centre = m_renderer->hexCentre(hex);
    // Cache tiles at two levels of detail (patterns; flat colours and a rasterized grid).
    for (const qreal zoom : {1.0, 0.25}) {
        const QImage before = render(*m_renderer, zoom, centre);
        QVERIFY(sameColour(before.pixel(pixelOf(centre, zoom, centre)),
                           colourAt(terrainIndex(QStringLiteral("clear")), zoom).rgba()));
    }
    QVERIFY(m_renderer->cacheBytes() > 0);

    paint({hex}, QStringLiteral("hilltop"));
    const int hilltop = terrainIndex(QStringLiteral("hilltop"));
    for (const qreal zoom : {1.0, 0.25}) {
        const QImage after = render(*m_renderer, zoom, centre);
        const QRgb pixel = after.pixel(pixelOf(centre, zoom, centre));
        QVERIFY2(sameColour(pixel, colourAt(hilltop, zoom).rgba()), qPrintable(describe(pixel)));
    }
    // The overview's two pixels of the hex (odd columns start a pixel higher).
    const QImage &overview = m_renderer->overview().image();
    const int y = 2 * hex.row + ((hex.col & 1) ? 0 : 1);
    const QRgb flat = TerrainStyle::forTerrain(m_ruleset->terrain.at(hilltop)).flat.rgba();
    QVERIFY(sameColour(overview.pixel(hex.col, y), flat, 0));
    QVERIFY(sameColour(overview.pixel(hex.col, y + 1), flat, 0));

    // Undo brings the old colour back the same way.
    m_document->undoStack()->undo();
    const QImage undone = render(*m_renderer, 1.0, centre);
    QVERIFY(sameColour(undone.pixel(pixelOf(centre, 1.0, centre)),
                       colourAt(terrainIndex(QStringLiteral("clear")), 1.0).rgba()));
}

void TestMapRender::overviewShowsABigPaintedBlockInItsColour()
{
    // Zoomed out far enough for the overview; render once so that tiles are cached.
    const qreal zoom = 0.03;
    QVERIFY(m_renderer->acrossFlats() * zoom < MapRenderer::OverviewBelowPixels);
    const OffsetCoord middle {32, 20};
    const QPointF centre = m_renderer->hexCentre(middle);
    render(*m_renderer, zoom, centre);

    QList<OffsetCoord> block;
    for (int col = middle.col - 8; col <= middle.col + 8; ++col) {
        for (int row = middle.row - 8; row <= middle.row + 8; ++row)
            block.append({col, row});
    }
    paint(block, QStringLiteral("lake"));
    const QImage image = render(*m_renderer, zoom, centre);
    const QRgb lake
        = TerrainStyle::forTerrain(m_ruleset->terrain.at(terrainIndex(QStringLiteral("lake"))))
              .flat.rgba();
    // The middle of the block and a few pixels round it: the lake's colour, nothing blended.
    const QPoint at = pixelOf(centre, zoom, centre);
    for (const QPoint offset : {QPoint(0, 0), QPoint(4, 0), QPoint(-4, 3), QPoint(2, -5)}) {
        const QRgb pixel = image.pixel(at + offset);
        QVERIFY2(sameColour(pixel, lake, 3),
                 qPrintable(describe(pixel) + QStringLiteral(" != ") + describe(lake)));
    }
}

void TestMapRender::everyZoomFillsTheView_data()
{
    QTest::addColumn<qreal>("zoom");
    QTest::addColumn<QPointF>("shift");
    for (const qreal zoom :
         {8.0, 3.0, 1.0, 0.7, 0.45, 0.3, 0.25, 0.16, 0.1, 0.07, 0.05, 0.03, 0.015, 0.005}) {
        QTest::addRow("%g", zoom) << zoom << QPointF();
        QTest::addRow("%g, half a pixel off", zoom) << zoom << QPointF(0.5, 0.25);
    }
}

void TestMapRender::everyZoomFillsTheView()
{
    QFETCH(qreal, zoom);
    QFETCH(QPointF, shift);
    const QRectF bounds = m_renderer->boundingRect();
    const QPointF centre = bounds.center() + QPointF(123.4, -56.7);
    const QSize size(400, 300);
    const QImage image = render(*m_renderer, zoom, centre, size, shift);
    // Every pixel over the map (a hex and a few pixels in from its edges, which are half
    // hexes and smoothed when small) is drawn; nothing outside the map is.
    const double hex = m_renderer->acrossFlats();
    const double in = 1.5 * hex + 4.0 / zoom;
    const QRectF inside = bounds.adjusted(in, in, -in, -in);
    const QPointF scroll(std::round(centre.x() * zoom - size.width() / 2.0) - shift.x(),
                         std::round(centre.y() * zoom - size.height() / 2.0) - shift.y());
    int holes = 0;
    int strays = 0;
    for (int y = 0; y < image.height(); y += 3) {
        for (int x = 0; x < image.width(); x += 3) {
            const QPointF scene = (QPointF(x + 0.5, y + 0.5) + scroll) / zoom;
            const int alpha = qAlpha(image.pixel(x, y));
            if (inside.contains(scene) && alpha != 255)
                ++holes;
            const double far = 2.0 / zoom + 0.1 * hex;
            if (!bounds.adjusted(-far, -far, far, far).contains(scene) && alpha != 0)
                ++strays;
        }
    }
    QCOMPARE(holes, 0);
    QCOMPARE(strays, 0);
}

void TestMapRender::rasterPictureLooksLikeTheShapes_data()
{
    QTest::addColumn<qreal>("zoom");
    for (const qreal zoom : {1.5, 1.0, 0.5, 0.35, 0.25, 0.125, 0.06})
        QTest::addRow("%g", zoom) << zoom;
}

void TestMapRender::rasterPictureLooksLikeTheShapes()
{
    QFETCH(qreal, zoom);
    // Painted terrain of every kind, so that every pattern is compared.
    QList<OffsetCoord> hexes;
    for (int i = 0; i < 60; ++i)
        hexes.append({10 + i % 12, 10 + i / 12});
    for (qsizetype t = 0; t < m_ruleset->terrain.size(); ++t) {
        QList<OffsetCoord> some;
        for (qsizetype i = t; i < hexes.size(); i += m_ruleset->terrain.size())
            some.append(hexes.at(i));
        paint(some, m_ruleset->terrain.at(t).id);
    }
    const QPointF centre = m_renderer->hexCentre({16, 12});
    const QImage raster = render(*m_renderer, zoom, centre);
    const QImage shapes = renderShapes(*m_renderer, zoom, centre);
    if (qEnvironmentVariableIsSet("MAPRENDER_DUMP")) {
        raster.save(QStringLiteral("/tmp/render/cmp-raster-%1.png").arg(zoom));
        shapes.save(QStringLiteral("/tmp/render/cmp-shapes-%1.png").arg(zoom));
    }
    // Lines may fall a pixel apart; a pixel counts as the same when the other picture has its
    // colour within a pixel of it.
    qsizetype differ = 0;
    for (int y = 1; y + 1 < raster.height(); ++y) {
        for (int x = 1; x + 1 < raster.width(); ++x) {
            bool found = false;
            for (int dy = -1; dy <= 1 && !found; ++dy) {
                for (int dx = -1; dx <= 1 && !found; ++dx)
                    found = sameColour(raster.pixel(x, y), shapes.pixel(x + dx, y + dy), 40);
            }
            differ += found ? 0 : 1;
        }
    }
    const double share = double(differ) / (raster.width() * raster.height());
    QVERIFY2(share < 0.005, qPrintable(QString::number(share)));
}

void TestMapRender::renderingTilesAgainLeavesNoSeams()
{
    for (const qreal zoom : {1.0, 0.4, 0.2, 0.1, 0.04}) {
        const QPointF centre = m_renderer->hexCentre({25, 14});
        const QImage before = render(*m_renderer, zoom, centre);
        // Hexes "painted" with the terrain they have: their part of the tiles is rendered
        // again and must come out exactly as it was.
        QList<OffsetCoord> same;
        for (int col = 18; col < 33; col += 2) {
            for (int row = 8; row < 20; row += 3)
                same.append({col, row});
        }
        const QRectF dirty = m_renderer->invalidateHexes(same);
        QVERIFY(dirty.contains(m_renderer->hexPolygon(same.first()).boundingRect()));
        const QImage after = render(*m_renderer, zoom, centre);
        if (qEnvironmentVariableIsSet("MAPRENDER_DUMP")) {
            before.save(QStringLiteral("/tmp/render/seam-before-%1.png").arg(zoom));
            after.save(QStringLiteral("/tmp/render/seam-after-%1.png").arg(zoom));
        }
        // Antialiased lines met again at hex corners may differ by a level or two of grey.
        int worst = 0;
        for (int y = 0; y < before.height(); ++y) {
            for (int x = 0; x < before.width(); ++x) {
                const QRgb a = before.pixel(x, y);
                const QRgb b = after.pixel(x, y);
                worst
                    = std::max({worst, std::abs(qRed(a) - qRed(b)), std::abs(qGreen(a) - qGreen(b)),
                                std::abs(qBlue(a) - qBlue(b)), std::abs(qAlpha(a) - qAlpha(b))});
            }
        }
        QVERIFY2(worst <= 6, qPrintable(QStringLiteral("zoom %1: %2").arg(zoom).arg(worst)));
    }
}

void TestMapRender::cacheStaysWithinItsLimit()
{
    const qsizetype limit = 3 * 1024 * 1024;
    m_renderer->setCacheLimit(limit);
    const QPointF centre = m_renderer->boundingRect().center();
    qsizetype most = 0;
    for (const qreal zoom : {1.0, 0.8, 0.6, 0.45, 0.33, 0.25, 0.2, 0.1}) {
        render(*m_renderer, zoom, centre, {300, 200});
        most = std::max(most, m_renderer->cacheBytes());
    }
    // A picture needs its own tiles (6 of 256 KB here) and a zoom's stamps on top of it.
    QVERIFY2(most <= limit + 2 * 1024 * 1024, qPrintable(QString::number(most)));
    m_renderer->clearCache();
    QCOMPARE(m_renderer->cacheBytes(), 0);
}

void TestMapRender::pictureLargerThanTheCacheIsNotKept()
{
    // An export of the whole map at full size must not fill the memory with tiles.
    const QPointF centre = m_renderer->boundingRect().center();
    const QImage kept = render(*m_renderer, 0.8, centre, {1000, 700});
    QVERIFY(m_renderer->cacheBytes() > 4 * 1024 * 1024);
    m_renderer->clearCache();
    m_renderer->setCacheLimit(1024 * 1024);
    const QImage banded = render(*m_renderer, 0.8, centre, {1000, 700});
    QVERIFY2(m_renderer->cacheBytes() < 1024 * 1024,
             qPrintable(QString::number(m_renderer->cacheBytes())));
    QCOMPARE(banded, kept);
}

void TestMapRender::scaledTilesStandInWhileZoomingQuickly()
{
    const QPointF centre = m_renderer->hexCentre({25, 14});
    const QImage exact = render(*m_renderer, 0.5, centre);
    // A zoom step later: quick frames scale the tiles there are instead of drawing new ones.
    const qsizetype cached = m_renderer->cacheBytes();
    QImage quick(480, 360, QImage::Format_ARGB32_Premultiplied);
    quick.fill(Qt::transparent);
    {
        QPainter painter(&quick);
        const qreal zoom = 0.52;
        const QPointF scroll(std::round(centre.x() * zoom - 240),
                             std::round(centre.y() * zoom - 180));
        const QTransform transform = QTransform::fromScale(zoom, zoom)
            * QTransform::fromTranslate(-scroll.x(), -scroll.y());
        painter.setTransform(transform);
        m_renderer->paint(&painter, transform.inverted().mapRect(QRectF(quick.rect())), zoom,
                          MapRenderer::PaintMode::Quick);
    }
    QCOMPARE(m_renderer->cacheBytes(), cached);
    // It shows the map all the same.
    QCOMPARE(qAlpha(quick.pixel(240, 180)), 255);
    QVERIFY(!exact.isNull());
}

namespace {

/// The coverage two pictures of one colour disagree on: the sum of their alpha differences,
/// in whole pixels (a pixel fully inked in one and empty in the other counts 1).
double coverageDifference(const QImage &a, const QImage &b)
{
    qint64 sum = 0;
    for (int y = 0; y < a.height(); ++y) {
        for (int x = 0; x < a.width(); ++x)
            sum += std::abs(qAlpha(a.pixel(x, y)) - qAlpha(b.pixel(x, y)));
    }
    return sum / 255.0;
}

/// Pixels inked in @p a with no inked pixel of @p b at most a pixel away.
int straysFrom(const QImage &a, const QImage &b)
{
    int strays = 0;
    for (int y = 1; y + 1 < a.height(); ++y) {
        for (int x = 1; x + 1 < a.width(); ++x) {
            if (!qAlpha(a.pixel(x, y)))
                continue;
            bool near = false;
            for (int dy = -1; dy <= 1 && !near; ++dy) {
                for (int dx = -1; dx <= 1 && !near; ++dx)
                    near = qAlpha(b.pixel(x + dx, y + dy)) > 0;
            }
            strays += near ? 0 : 1;
        }
    }
    return strays;
}

QImage blank()
{
    QImage image(160, 160, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    return image;
}

} // namespace

void TestMapRender::stampsDrawWhatQtDraws_data()
{
    // Issue 17: the road and hex number stamps (render/hexraster.h) make a repaint fast; at the
    // zooms a map is mostly seen at they must draw what QPainter draws directly.
    QTest::addColumn<QString>("what");
    QTest::addColumn<qreal>("zoom");
    for (const qreal zoom : {0.5, 0.25}) {
        QTest::addRow("road at %g", zoom) << QStringLiteral("road") << zoom;
        QTest::addRow("hex number at %g", zoom) << QStringLiteral("number") << zoom;
    }
}

void TestMapRender::stampsDrawWhatQtDraws()
{
    QFETCH(QString, what);
    QFETCH(qreal, zoom);
    const double hexPixels = m_renderer->acrossFlats() * zoom;
    // Starts at awkward fractions of a pixel, the worst for a stamp's quarter-pixel phases
    // (x.125 and x.375 lie halfway between two phases).
    const QList<QPointF> starts {{60, 60},       {60.125, 60.375}, {60.3, 60.7},
                                 {60.5, 60.875}, {60.625, 60.1},   {60.875, 60.55}};
    if (what == QLatin1String("road")) {
        // The renderer's road: from a hex's centre to its neighbours NE, SE and S (flat-top
        // numbering: odd columns half a hex higher), the pen roadPen(zoom, true) gives.
        const QPointF from = m_renderer->hexCentre({0, 1});
        QList<QPointF> vectors;
        for (const OffsetCoord to : {OffsetCoord {1, 1}, OffsetCoord {1, 2}, OffsetCoord {0, 2}})
            vectors.append((m_renderer->hexCentre(to) - from) * zoom);
        const double width = m_renderer->acrossFlats() * 0.1 * zoom;
        QVERIFY(width >= 1.0); // a thinner road is a cosmetic line, never a stamp
        const QPen pen(m_ruleset->road.colour, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        const bool antialiased = hexPixels >= MapRenderer::PatternFromPixels;
        const LineStamps stamps(vectors, pen, antialiased);
        for (int index = 0; index < vectors.size(); ++index) {
            const QPointF v = vectors.at(index);
            const double length = std::hypot(v.x(), v.y());
            // A stamp's start is rounded to a quarter pixel each way: the stroke moves at most
            // sqrt(2) / 8 px. Antialiased, a convex shape (the stroke with its round caps)
            // moved by d gains and loses at most d times its perimeter (2 length + pi width)
            // of coverage; one pixel more for Qt's own rounding. Aliased, a pixel is inked
            // or not as its centre falls in the stroke, so a move under a pixel may flip a
            // whole row of pixels along each long edge (a column of a road going south)
            // but takes no ink more than a pixel away.
            const double bound = antialiased
                ? std::sqrt(2.0) / 8 * (2 * length + M_PI * width) + 1
                : 2 * (std::max(std::abs(v.x()), std::abs(v.y())) + width + 1);
            for (const QPointF start : starts) {
                QImage stamped = blank();
                QImage direct = blank();
                {
                    QPainter painter(&stamped);
                    stamps.draw(&painter, index, start);
                }
                {
                    QPainter painter(&direct);
                    painter.setRenderHint(QPainter::Antialiasing, antialiased);
                    painter.setPen(pen);
                    painter.drawLine(start, start + v);
                }
                const double difference = coverageDifference(stamped, direct);
                const int strays = straysFrom(stamped, direct) + straysFrom(direct, stamped);
                if (qEnvironmentVariableIsSet("MAPRENDER_DUMP"))
                    qInfo("road %d from (%g, %g): %g px differ (at most %g), %d stray", index,
                          start.x(), start.y(), difference, bound, strays);
                QVERIFY2(difference <= bound && strays == 0,
                         qPrintable(QStringLiteral("road %1 from (%2, %3): %4 px differ (at "
                                                   "most %5), %6 px stray")
                                        .arg(index)
                                        .arg(start.x())
                                        .arg(start.y())
                                        .arg(difference)
                                        .arg(bound)
                                        .arg(strays)));
                // The measures see a stamp drawn from the wrong place: the test can fail.
                QImage off = blank();
                {
                    QPainter painter(&off);
                    stamps.draw(&painter, index, start + QPointF(2, 2));
                }
                QVERIFY(coverageDifference(off, direct) > bound || straysFrom(off, direct) > 0);
            }
        }
        return;
    }
    // The hex numbers' font at this zoom, as the renderer picks it (labelSize()).
    const double across = m_renderer->acrossFlats();
    const double size = std::clamp(7.0 * across / hexPixels, across * 0.16, across * 0.22);
    const QRawFont font = QRawFont::fromFont(mapFont(size));
    QVERIFY(font.isValid());
    const QString characters = QStringLiteral("0123456789-");
    const QList<quint32> glyphs = font.glyphIndexesForString(characters);
    QCOMPARE(glyphs.size(), characters.size());
    const GlyphStamps stamps(font, glyphs, zoom);
    const QRgb white = qPremultiply(qRgba(255, 255, 255, 255));
    for (int index = 0; index < glyphs.size(); ++index) {
        for (const QPointF origin : starts) {
            QImage stamped = blank();
            QImage direct = blank();
            stamps.draw(stamped, stamped.rect(), index, origin, white);
            {
                QPainter painter(&direct);
                painter.setRenderHint(QPainter::TextAntialiasing);
                painter.setPen(Qt::white);
                painter.setTransform(QTransform::fromScale(zoom, zoom));
                QGlyphRun run;
                run.setRawFont(font);
                run.setGlyphIndexes({glyphs.at(index)});
                run.setPositions({origin / zoom});
                painter.drawGlyphRun(QPointF(), run);
            }
            // The stamp places a glyph where QPainter does (x floored to a quarter pixel, y
            // rounded) with QPainter's own coverage, so only the blend's rounding, under a
            // 255th of a pixel each, may differ: at most a pixel in all (measured: none).
            double ink = 0;
            for (int y = 0; y < direct.height(); ++y) {
                for (int x = 0; x < direct.width(); ++x)
                    ink += qAlpha(direct.pixel(x, y)) > 0 ? 1 : 0;
            }
            QVERIFY(ink > 0);
            const double difference = coverageDifference(stamped, direct);
            if (qEnvironmentVariableIsSet("MAPRENDER_DUMP"))
                qInfo("glyph %d at (%g, %g): %g px differ, %g px inked", index, origin.x(),
                      origin.y(), difference, ink);
            QVERIFY2(difference <= 1.0,
                     qPrintable(QStringLiteral("'%1' at (%2, %3): %4 px differ (%5 px inked)")
                                    .arg(characters.at(index))
                                    .arg(origin.x())
                                    .arg(origin.y())
                                    .arg(difference)
                                    .arg(ink)));
        }
    }
}

QTEST_MAIN(TestMapRender)
#include "tst_maprender.moc"
