// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "export/mapsheets.h"

#include "export/mapsheet_draw.h"
#include "map/hexmap.h"

#include <QPaintEngine>
#include <QPainter>
#include <QPicture>

#include <algorithm>
#include <cmath>

namespace hexwright {

namespace {

constexpr double MaxMarginMm = 40.0;

double usedOverlap(const MapSheetOptions &options, QSizeF window)
{
    const double most = std::min({MaxMapSheetOverlapMm, window.width() / 2, window.height() / 2});
    return std::clamp(options.overlapMm, 0.0, std::max(0.0, most));
}

MapSheetOptions inRange(MapSheetOptions options)
{
    options.hexSizeMm = std::clamp(options.hexSizeMm, MinExportHexSizeMm, MaxExportHexSizeMm);
    options.paper.marginMm = std::clamp(options.paper.marginMm, 0.0, MaxMarginMm);
    options.overlapMm = std::clamp(options.overlapMm, 0.0, MaxMapSheetOverlapMm);
    return options;
}

int pagesAlong(double length, double window, double overlap)
{
    if (length <= window + 1e-9)
        return 1;
    return int(std::ceil((length - overlap) / (window - overlap) - 1e-9));
}

} // namespace

bool checkMapSheetOptions(const MapSheetOptions &options, QString *error)
{
    QString message;
    if (!(options.hexSizeMm >= MinExportHexSizeMm && options.hexSizeMm <= MaxExportHexSizeMm)) {
        message = MapSheets::tr("hex size %1 mm is out of range (%2 to %3 mm)")
                      .arg(options.hexSizeMm)
                      .arg(MinExportHexSizeMm)
                      .arg(MaxExportHexSizeMm);
    } else if (!(options.overlapMm >= 0 && options.overlapMm <= MaxMapSheetOverlapMm)) {
        message = MapSheets::tr("overlap %1 mm is out of range (0 to %2 mm)")
                      .arg(options.overlapMm)
                      .arg(MaxMapSheetOverlapMm);
    } else if (!(options.paper.marginMm >= 0 && options.paper.marginMm <= MaxMarginMm)) {
        message = MapSheets::tr("margin %1 mm is out of range (0 to %2 mm)")
                      .arg(options.paper.marginMm)
                      .arg(MaxMarginMm);
    }
    if (error)
        *error = message;
    return message.isEmpty();
}

QRectF MapSheetTiling::mapRect(int row, int column) const
{
    const QSizeF s = step();
    return QRectF(QPointF(column * s.width(), row * s.height()) - originMm, windowMm.size());
}

QRectF MapSheetTiling::cellRect(int row, int column) const
{
    const QSizeF s = step();
    const double half = overlapMm / 2;
    const double left = column == 0 ? 0 : column * s.width() + half;
    const double top = row == 0 ? 0 : row * s.height() + half;
    const double right
        = column == columns - 1 ? columns * s.width() + overlapMm : (column + 1) * s.width() + half;
    const double bottom
        = row == rows - 1 ? rows * s.height() + overlapMm : (row + 1) * s.height() + half;
    return QRectF(QPointF(left, top) - originMm, QPointF(right, bottom) - originMm);
}

MapSheetTiling tileMapSheets(QSizeF mapMm, const MapSheetOptions &requested)
{
    const MapSheetOptions options = inRange(requested);
    MapSheetTiling tiling;
    tiling.mapMm = mapMm;
    const QSizeF paper = options.paper.paperSizeMm();
    const double margin = options.paper.marginMm;
    const double band = options.cutMarks ? SheetMarkBandMm : 0.0;
    tiling.windowMm
        = QRectF(margin + band, margin + SheetHeaderMm + band, paper.width() - 2 * (margin + band),
                 paper.height() - 2 * (margin + band) - SheetHeaderMm);
    tiling.overlapMm = usedOverlap(options, tiling.windowMm.size());
    tiling.columns = pagesAlong(mapMm.width(), tiling.windowMm.width(), tiling.overlapMm);
    tiling.rows = pagesAlong(mapMm.height(), tiling.windowMm.height(), tiling.overlapMm);
    const QSizeF s = tiling.step();
    const QSizeF tiled(tiling.columns * s.width() + tiling.overlapMm,
                       tiling.rows * s.height() + tiling.overlapMm);
    // A map that fits one sheet across is centred on it; a larger one starts at the first
    // sheet's corner, so that the slack goes to the last sheets.
    tiling.originMm = QPointF(tiling.columns == 1 ? (tiled.width() - mapMm.width()) / 2 : 0,
                              tiling.rows == 1 ? (tiled.height() - mapMm.height()) / 2 : 0);
    return tiling;
}

QSizeF mapSizeMm(const MapExportSource &source, double hexSizeMm)
{
    const MapRenderer renderer(source.map, source.ruleset, source.scenario, source.panels,
                               hexSizeMm / MmPerSceneUnit);
    return renderer.boundingRect().size() * MmPerSceneUnit;
}

QString mapSheetRowName(int row)
{
    QString name;
    for (int n = row + 1; n > 0; n = (n - 1) / 26)
        name.prepend(QChar(u'A' + (n - 1) % 26));
    return name;
}

QString mapSheetName(int row, int column)
{
    return mapSheetRowName(row) + QString::number(column + 1);
}

MapSheetDocument::MapSheetDocument(const MapExportSource &source, const MapSheetOptions &options)
    : m_options(inRange(options))
    , d(std::make_unique<Private>(source))
{
    const double acrossFlats = m_options.hexSizeMm / MmPerSceneUnit;
    if (source.scenario.table) {
        // A table prints at true scale (scene units are millimetres), with a grid.
        TableLayout layout = *source.scenario.table;
        layout.grid = printedTableGridMm(layout);
        d->tableBoard = std::make_unique<TableBoard>(layout);
        TableStyle style = TableRenderer::styleFor(layout, source.ruleset, source.scenario);
        // Darker grid lines than on screen: they are for measuring and lining sheets up.
        style.grid = QColor(255, 255, 255, 200);
        if (m_options.greyscale)
            style = greyscaleTableStyle(style);
        d->tableRenderer = std::make_unique<TableRenderer>(*d->tableBoard, style);
        d->tableRenderer->setScenario(&source.scenario, &source.ruleset);
        d->tableRenderer->setCacheEnabled(false); // pages are drawn shape by shape
        m_tiling = tileMapSheets(d->tableRenderer->boundingRect().size(), m_options);
    } else if (m_options.greyscale) {
        d->greys = greyTerrains(source.ruleset);
        d->greyRuleset = greyscaleRuleset(source.ruleset, d->greys, true);
        d->diagramRuleset = greyscaleRuleset(source.ruleset, d->greys, false);
        d->greyScenario = greyscaleScenario(source.scenario);
        d->renderer = std::make_unique<MapRenderer>(source.map, d->greyRuleset, d->greyScenario,
                                                    source.panels, acrossFlats);
        if (m_options.assemblyPage) {
            d->diagramRenderer = std::make_unique<MapRenderer>(
                source.map, d->diagramRuleset, d->greyScenario, source.panels, acrossFlats);
        }
    } else {
        d->renderer = std::make_unique<MapRenderer>(source.map, source.ruleset, source.scenario,
                                                    source.panels, acrossFlats);
    }
    if (d->renderer) {
        // Pages are drawn shape by shape: nothing to cache.
        d->renderer->setCacheLimit(0);
        d->renderer->setHexLabels(m_options.hexLabels);
        m_tiling = tileMapSheets(d->renderer->boundingRect().size() * MmPerSceneUnit, m_options);
    }
    for (int row = 0; row < m_tiling.rows; ++row) {
        for (int column = 0; column < m_tiling.columns; ++column) {
            if (cellHasMap(row, column))
                m_pages.append(QPoint(column, row));
        }
    }
    m_title = source.scenario.metadata.title.isEmpty() ? MapSheets::tr("Map")
                                                       : source.scenario.metadata.title;
}

MapSheetDocument::~MapSheetDocument() = default;

QString MapSheetDocument::title() const
{
    return MapSheets::tr("%1: map sheets").arg(m_title);
}

int MapSheetDocument::pageCount() const
{
    return int(m_pages.size()) + (m_options.assemblyPage ? 1 : 0);
}

PaperSetup MapSheetDocument::paper(int page) const
{
    PaperSetup paper = m_options.paper;
    if (page == 0 && m_options.assemblyPage) {
        // The diagram page lies the way that shows the diagram largest.
        const QSizeF s = m_tiling.step();
        const QSizeF tiled(m_tiling.columns * s.width(), m_tiling.rows * s.height());
        const QSizeF area = paper.paperSizeMm() - QSizeF(0, AssemblyPageTextMm);
        const QSizeF turned = paper.paperSizeMm().transposed() - QSizeF(0, AssemblyPageTextMm);
        const double asIs = std::min(area.width() / tiled.width(), area.height() / tiled.height());
        const double other
            = std::min(turned.width() / tiled.width(), turned.height() / tiled.height());
        if (other > asIs * 1.01) {
            paper.orientation = paper.orientation == QPageLayout::Landscape
                ? QPageLayout::Portrait
                : QPageLayout::Landscape;
        }
    }
    return paper;
}

QPoint MapSheetDocument::cellOf(int page) const
{
    const int index = page - (m_options.assemblyPage ? 1 : 0);
    return index >= 0 && index < m_pages.size() ? m_pages.at(index) : QPoint(-1, -1);
}

bool MapSheetDocument::cellHasMap(int row, int column) const
{
    if (row < 0 || column < 0 || row >= m_tiling.rows || column >= m_tiling.columns)
        return false;
    const QRectF cell = m_tiling.cellRect(row, column);
    if (d->tableRenderer) {
        // Millimetres from the bounding box's corner: the table is printed wherever the
        // box meets the cell.
        const QRectF bounds = d->tableRenderer->boundingRect();
        return QRectF(QPointF(), bounds.size()).intersects(cell);
    }
    const QRectF scene(cell.topLeft() / MmPerSceneUnit, cell.size() / MmPerSceneUnit);
    const MapRenderer &renderer = *d->renderer;
    const HexSpan span = hexesUnder(renderer, scene);
    for (int col = span.firstCol; col <= span.lastCol; ++col) {
        for (int r = span.firstRow; r <= span.lastRow; ++r) {
            const OffsetCoord hex {col, r};
            if (d->source.map.contains(hex)
                && renderer.hexPolygon(hex).boundingRect().intersects(scene))
                return true;
        }
    }
    return false;
}

void MapSheetDocument::paintPage(QPainter &painter, int page) const
{
    if (page == 0 && m_options.assemblyPage) {
        paintAssembly(painter);
        return;
    }
    const QPoint cell = cellOf(page);
    if (cell.x() >= 0)
        paintMapPage(painter, cell);
}

void MapSheetDocument::paintMapPage(QPainter &painter, QPoint cell) const
{
    const int row = cell.y();
    const int column = cell.x();
    SheetPageInfo info;
    info.title = m_title;
    info.scaleNote = d->tableRenderer
        ? tableScaleNote(d->tableBoard->layout(), *d->tableBoard->layout().grid)
        : MapSheets::tr("1 hex = %1 mm").arg(m_options.hexSizeMm);
    if (m_options.assemblyPage) {
        info.name = mapSheetName(row, column);
        info.longName
            = MapSheets::tr("row %1, column %2").arg(mapSheetRowName(row)).arg(column + 1);
    }
    const int number = int(m_pages.indexOf(cell)) + (m_options.assemblyPage ? 2 : 1);
    info.pageOf = MapSheets::tr("page %1 of %2").arg(number).arg(pageCount());
    const QPoint steps[4] = {{-1, 0}, {0, -1}, {1, 0}, {0, 1}};
    for (int side = 0; side < 4; ++side) {
        const QPoint next = cell + steps[side];
        info.seams[side] = cellHasMap(next.y(), next.x());
        if (info.seams[side] && m_options.assemblyPage)
            info.neighbours[side] = mapSheetName(next.y(), next.x());
    }
    paintMap(painter, m_tiling.mapRect(row, column), m_tiling.windowMm, false);
    if (d->tableRenderer) {
        const TableLayout &layout = d->tableBoard->layout();
        const QRectF rect
            = m_tiling.mapRect(row, column).translated(d->tableRenderer->boundingRect().topLeft());
        paintTableRulers(painter, layout, *layout.grid, rect, m_tiling.windowMm);
    }
    const QRectF header(m_tiling.windowMm.left(), m_options.paper.marginMm,
                        m_tiling.windowMm.width(), SheetHeaderMm - 2);
    paintSheetHeader(painter, header, info);
    paintSheetMarks(painter, m_tiling, info, m_options.cutMarks);
}

void MapSheetDocument::paintMap(QPainter &painter, const QRectF &mapRectMm, const QRectF &target,
                                bool diagram) const
{
    if (d->tableRenderer) {
        // Scene units are millimetres from the table's corner: 1 mm of table, 1 mm of paper.
        const TableRenderer &renderer = *d->tableRenderer;
        const QRectF scene = mapRectMm.translated(renderer.boundingRect().topLeft());
        painter.save();
        painter.setClipRect(target, Qt::IntersectClip);
        painter.translate(target.topLeft());
        const double paperPerMap = target.width() / mapRectMm.width();
        painter.scale(paperPerMap, paperPerMap);
        painter.translate(-scene.topLeft());
        const QTransform device = painter.deviceTransform();
        const double pixelsPerUnit = std::hypot(device.m11(), device.m12());
        // An image gets the very shapes a PDF gets: the renderer's cache is off.
        renderer.paint(&painter, scene, pixelsPerUnit);
        painter.restore();
        return;
    }
    const MapRenderer &renderer
        = diagram && d->diagramRenderer ? *d->diagramRenderer : *d->renderer;
    const double acrossFlats = renderer.acrossFlats();
    painter.save();
    painter.setClipRect(target, Qt::IntersectClip);
    painter.translate(target.topLeft());
    const double paperPerMap = target.width() / mapRectMm.width();
    painter.scale(paperPerMap, paperPerMap);
    painter.translate(-mapRectMm.topLeft());
    painter.scale(MmPerSceneUnit, MmPerSceneUnit);
    const QRectF scene(mapRectMm.topLeft() / MmPerSceneUnit, mapRectMm.size() / MmPerSceneUnit);
    const QTransform device = painter.deviceTransform();
    double pixelsPerUnit = std::hypot(device.m11(), device.m12());
    if (diagram) {
        // A small map: terrain and grid only, and one pixel per hex once hexes are tiny (a
        // grid of a million hexes would be a huge page).
        pixelsPerUnit = std::min(pixelsPerUnit, 17.0 / acrossFlats);
        if (acrossFlats * MmPerSceneUnit * paperPerMap < 1.5)
            pixelsPerUnit = std::min(pixelsPerUnit, 4.0 / acrossFlats);
    }
    const bool grey = !d->greys.isEmpty() && !diagram;
    auto draw = [&](QPainter &p) {
        if (grey)
            paintGreyTerrain(p, renderer, d->source.map, d->greys, scene);
        renderer.paint(&p, scene, pixelsPerUnit);
    };
    const QPaintEngine *engine = painter.paintEngine();
    if (engine && engine->type() == QPaintEngine::Raster) {
        // An image (a test, a thumbnail) gets the very shapes a PDF gets, not the renderer's
        // raster tiles.
        QPicture picture;
        QPainter recorder(&picture);
        recorder.setRenderHints(painter.renderHints());
        draw(recorder);
        recorder.end();
        painter.drawPicture(QPointF(0, 0), picture);
    } else {
        draw(painter);
    }
    painter.restore();
}

std::unique_ptr<SheetDocument> makeMapSheets(const MapExportSource &source,
                                             const MapSheetOptions &options)
{
    return std::make_unique<MapSheetDocument>(source, options);
}

} // namespace hexwright
