// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/tablerenderer.h"

#include "board/tableboard.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace hexwright {

namespace {

QPen cosmeticPen(const QColor &colour, double width, Qt::PenStyle style = Qt::SolidLine)
{
    QPen pen(colour, width, style);
    pen.setCosmetic(true);
    return pen;
}

/// Labels at LabelPixels; bold in the high-contrast look.
QFont labelFont(const BoardLook &look = {})
{
    QFont font;
    font.setPixelSize(TableRenderer::LabelPixels);
    font.setBold(look.highContrast);
    return font;
}

/// High contrast: lines in black, over twice as thick as @p width.
QPen linePen(const QColor &colour, double width, const BoardLook &look)
{
    return look.highContrast ? cosmeticPen(Qt::black, std::max(1.0, width) * 2.5)
                             : cosmeticPen(colour, width);
}

/// "Hover Tank" -> "HT": what a unit's token prints.
QString initials(const QString &name)
{
    QString text;
    for (const QString &word : name.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (text.size() < 3)
            text += word.at(0).toUpper();
    }
    return text;
}

/// The army colour @p id names in @p ruleset; invalid if none.
QColor armyColour(const Ruleset &ruleset, const QString &id)
{
    const ArmyColour *colour = id.isEmpty() ? nullptr : ruleset.findColour(id);
    return colour ? colour->colour : QColor();
}

QColor sideColour(const Ruleset &ruleset, const Scenario &scenario, const QString &sideId)
{
    for (const Side &side : scenario.sides) {
        if (side.id == sideId)
            return armyColour(ruleset, side.colours.value(0));
    }
    return QColor();
}

} // namespace

TableRenderer::TableRenderer(const TableBoard &board, TableStyle style)
    : m_board(&board)
    , m_style(std::move(style))
{
    prepare();
}

TableStyle TableRenderer::styleFor(const TableLayout &layout, const Ruleset &ruleset,
                                   const Scenario &scenario)
{
    TableStyle style;
    for (const Side &side : scenario.sides) {
        const QColor colour = armyColour(ruleset, side.colours.value(0));
        if (colour.isValid())
            style.sides.insert(side.id, colour);
    }
    // Fills that read as ground (green, brown, grey, blue, ochre...) and hatchings that stay
    // apart where two traits meet in one piece.
    static const QColor fills[]
        = {{0x5f, 0x7d, 0x4a}, {0x8a, 0x6a, 0x48}, {0x7d, 0x7f, 0x86}, {0x5b, 0x86, 0xa8},
           {0xb8, 0x9a, 0x55}, {0x8e, 0x5a, 0x6b}, {0x4f, 0x8f, 0x80}, {0xa0, 0xa0, 0x70}};
    static const Qt::BrushStyle patterns[] = {Qt::BDiagPattern, Qt::FDiagPattern, Qt::Dense6Pattern,
                                              Qt::HorPattern,   Qt::VerPattern,   Qt::CrossPattern};
    QSet<QString> seen;
    for (const TablePiece &piece : layout.pieces) {
        for (const QString &trait : piece.traits)
            seen.insert(trait);
    }
    QStringList traits(seen.cbegin(), seen.cend());
    traits.sort();
    for (int i = 0; i < traits.size(); ++i) {
        TraitStyle trait;
        // The ruleset's colour where a terrain type of that id gives one (table rulesets
        // name their traits as terrain types), a colour of the palette otherwise.
        trait.fill = fills[i % std::size(fills)];
        for (const TerrainType &terrain : ruleset.terrain) {
            if (terrain.id == traits.at(i) && terrain.colour.isValid())
                trait.fill = terrain.colour;
        }
        trait.ink = trait.fill.darker(170);
        trait.ink.setAlpha(150);
        trait.pattern = patterns[i % std::size(patterns)];
        style.traits.insert(traits.at(i), trait);
    }
    return style;
}

void TableRenderer::setScenario(const Scenario *scenario, const Ruleset *ruleset)
{
    m_scenario = scenario;
    m_ruleset = ruleset;
}

void TableRenderer::invalidate()
{
    prepare();
    m_tiles.clear();
}

QRectF TableRenderer::setBoard(const TableBoard &board)
{
    const TableLayout &after = board.layout();
    const TableLayout before = std::move(m_layout);
    const QList<QPainterPath> paths = m_paths;
    const QRectF oldBounds = m_bounds;
    m_board = &board;
    if (before.unit != after.unit || before.size != after.size || before.grid != after.grid) {
        invalidate();
        return oldBounds | m_bounds;
    }
    prepare();
    QRectF dirty;
    const qsizetype pieces = std::max(before.pieces.size(), after.pieces.size());
    for (qsizetype i = 0; i < pieces; ++i) {
        if (i < before.pieces.size() && i < after.pieces.size()
            && before.pieces.at(i) == after.pieces.at(i))
            continue;
        if (i < paths.size())
            dirty |= paths.at(i).boundingRect();
        if (i < m_paths.size())
            dirty |= m_paths.at(i).boundingRect();
    }
    const double r = m_style.objectiveDiameter / 2;
    auto marker = [r](const TableObjective &objective) {
        return QRectF(objective.at.x - r, objective.at.y - r, 2 * r, 2 * r);
    };
    const qsizetype objectives = std::max(before.objectives.size(), after.objectives.size());
    for (qsizetype i = 0; i < objectives; ++i) {
        const TableObjective *was
            = i < before.objectives.size() ? &before.objectives.at(i) : nullptr;
        const TableObjective *now = i < after.objectives.size() ? &after.objectives.at(i) : nullptr;
        if (was && now && *was == *now)
            continue;
        if (was)
            dirty |= marker(*was);
        if (now)
            dirty |= marker(*now);
    }
    if (before.deployment != after.deployment) {
        for (const QList<TableDeployment> *areas : {&before.deployment, &after.deployment}) {
            for (const TableDeployment &area : *areas) {
                for (const TableShape &shape : area.shapes)
                    dirty |= shape.boundingRect();
            }
        }
    }
    if (!dirty.isEmpty())
        markDirty(dirty);
    // The surface outside the old bounds was never drawn: nothing cached there to mend.
    return dirty | (m_bounds == oldBounds ? QRectF() : (oldBounds | m_bounds));
}

void TableRenderer::markDirty(const QRectF &scene)
{
    // Cosmetic pens reach a pixel or two past a shape, and an objective is never drawn
    // smaller than MinMarkerPixels whatever its size in millimetres.
    const double margin = MinMarkerPixels + 3;
    for (const double zoom : m_tiles.zooms()) {
        const QRectF zoomed(scene.topLeft() * zoom, scene.size() * zoom);
        m_tiles.markDirty(zoom, zoomed.adjusted(-margin, -margin, margin, margin).toAlignedRect());
    }
}

void TableRenderer::prepare()
{
    m_layout = m_board->layout();
    m_paths.clear();
    m_looks.clear();
    m_paths.reserve(m_layout.pieces.size());
    m_looks.reserve(m_layout.pieces.size());
    for (const TablePiece &piece : m_layout.pieces) {
        m_paths.append(piece.shape.path());
        // The ground of the first trait that has one, and the pattern of every trait.
        PieceLook look;
        look.ground = m_style.pieceFill;
        bool grounded = false;
        for (const QString &trait : piece.traits) {
            const auto style = m_style.traits.constFind(trait);
            if (style == m_style.traits.cend())
                continue;
            if (!grounded && style->fill.isValid()) {
                look.ground = style->fill;
                grounded = true;
            }
            if (style->pattern != Qt::NoBrush)
                look.patterns.append(QBrush(style->ink, style->pattern));
        }
        m_looks.append(look);
    }
    // The table, and pieces or markers hanging off it (the file reader warns of those, but
    // a user must see them to move them back).
    QRectF bounds = m_board->extent();
    for (int i = 0; i < m_layout.pieces.size(); ++i)
        bounds |= m_board->pieceBounds(i);
    const double r = m_style.objectiveDiameter / 2;
    for (const TableObjective &objective : m_layout.objectives)
        bounds |= QRectF(objective.at.x - r, objective.at.y - r, 2 * r, 2 * r);
    // Deployment areas are not among them: an area is the part of its shapes on the table
    // (a circle round an edge's midpoint is a half circle), as the checks read it too.
    m_bounds = bounds;
}

QRectF TableRenderer::boundingRect() const
{
    return m_bounds;
}

void TableRenderer::paint(QPainter *painter, const QRectF &exposed, qreal pixelsPerSceneUnit,
                          PaintMode mode) const
{
    if (pixelsPerSceneUnit <= 0)
        return;
    // The table's edge and the outlines of pieces at the bounds reach a pixel or two past
    // them.
    const double pad = 3 / pixelsPerSceneUnit;
    const QRectF area = exposed.intersected(m_bounds.adjusted(-pad, -pad, pad, pad));
    if (!area.isEmpty()) {
        const bool tiled = m_cacheEnabled
            && m_tiles.paint(painter, area, mode == PaintMode::Quick,
                             [this](QList<TileCache::TileJob> &jobs, double zoom) {
                                 TileCache::onAllCores(
                                     int(jobs.size()), [&jobs, zoom, this](int i) {
                                         renderTile(jobs[i].image, jobs[i].rect,
                                                    jobs[i].index * TileCache::TileSize, zoom);
                                     });
                             });
        if (!tiled)
            paintStatic(painter, exposed, pixelsPerSceneUnit);
    }
    paintUnits(painter, exposed, pixelsPerSceneUnit);
}

void TableRenderer::renderTile(QImage &image, const QRect &rect, QPoint origin, double zoom) const
{
    const QRect area = TileCache::clearForRendering(image, rect);
    if (area.isEmpty())
        return;
    QPainter painter(&image);
    painter.setClipRect(area);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const QTransform transform
        = QTransform::fromScale(zoom, zoom) * QTransform::fromTranslate(-origin.x(), -origin.y());
    painter.setTransform(transform);
    // A little more than the tile: what meets its edge pixels only through a pen's width or
    // antialiasing is drawn too, as an uncached paint would.
    const double slack = 3 / zoom;
    const QRectF scene
        = transform.inverted().mapRect(QRectF(area)).adjusted(-slack, -slack, slack, slack);
    paintStatic(&painter, scene, zoom);
}

void TableRenderer::paintStatic(QPainter *painter, const QRectF &exposed,
                                qreal pixelsPerSceneUnit) const
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF table = m_board->extent();
    painter->fillRect(table.intersected(exposed), m_style.surface);
    paintDeployment(painter, exposed);
    const QList<int> pieces = m_board->piecesIn(exposed);
    paintPieces(painter, pieces);
    paintGrid(painter, exposed, pixelsPerSceneUnit);
    painter->setPen(linePen(m_style.edge, 2, look()));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(table);
    paintObjectives(painter, exposed, pixelsPerSceneUnit);
    paintLabels(painter, pieces, pixelsPerSceneUnit);
    painter->restore();
}

void TableRenderer::paintUnits(QPainter *painter, const QRectF &exposed, qreal pixelsPerUnit) const
{
    if (!m_scenario || !m_ruleset)
        return;
    const double radius = std::max(UnitDiameter, MinMarkerPixels / pixelsPerUnit) / 2;
    const bool labels = 2 * radius * pixelsPerUnit >= 1.5 * LabelPixels;
    const QTransform world = painter->worldTransform();
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    for (const ForceEntry &force : m_scenario->forces) {
        if (force.placement.kind != Placement::Kind::Point)
            continue;
        const QPointF centre = force.placement.point.toPointF();
        if (!exposed.intersects(
                QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)))
            continue;
        // The force's own army colour, else its side's.
        QColor colour = armyColour(*m_ruleset, force.colour);
        if (!colour.isValid())
            colour = sideColour(*m_ruleset, *m_scenario, force.side);
        if (!colour.isValid())
            colour = m_style.deployment;
        painter->setPen(
            cosmeticPen(colour.lightnessF() > 0.6 ? QColor(Qt::black) : QColor(Qt::white), 1.5));
        painter->setBrush(colour);
        painter->drawEllipse(centre, radius, radius);
        if (!labels)
            continue;
        const UnitType *type = m_ruleset->findUnitType(force.unitType);
        QString text = initials(type ? type->name : force.unitType);
        if (force.count > 1)
            text += QStringLiteral(" x%1").arg(force.count);
        painter->save();
        painter->resetTransform();
        painter->setFont(labelFont(look()));
        painter->setPen(colour.lightnessF() > 0.6 ? QColor(Qt::black) : QColor(Qt::white));
        const QPointF at = world.map(centre);
        const double r = radius * pixelsPerUnit;
        painter->drawText(QRectF(at.x() - 2 * r, at.y() - r, 4 * r, 2 * r), Qt::AlignCenter, text);
        painter->restore();
    }
    painter->restore();
}

void TableRenderer::paintDeployment(QPainter *painter, const QRectF &exposed) const
{
    // Only the part on the table is the area (see prepare()).
    painter->save();
    painter->setClipRect(m_board->extent(), Qt::IntersectClip);
    for (const TableDeployment &area : m_layout.deployment) {
        QColor colour = m_style.sides.value(area.side, m_style.deployment);
        QColor fill = colour;
        fill.setAlpha(70);
        painter->setPen(cosmeticPen(colour, 1.5, Qt::DashLine));
        painter->setBrush(fill);
        for (const TableShape &shape : area.shapes) {
            if (shape.boundingRect().intersects(exposed))
                painter->drawPath(shape.path());
        }
    }
    painter->restore();
}

void TableRenderer::paintPieces(QPainter *painter, const QList<int> &pieces) const
{
    const QPen outline = linePen(m_style.pieceOutline, 1, look());
    for (int index : pieces) {
        const PieceLook &look = m_looks.at(index);
        const QPainterPath &path = m_paths.at(index);
        // Ground and outline in one call where no pattern comes between them.
        painter->setPen(look.patterns.isEmpty() ? outline : QPen(Qt::NoPen));
        painter->setBrush(look.ground);
        painter->drawPath(path);
        if (look.patterns.isEmpty())
            continue;
        // Aliased: the outline drawn next covers the pattern's edge, and a pattern filled
        // with antialiasing costs several times as much. In device pixels, anchored to the
        // table's corner: a hatching stays put when the view scrolls, and a cached tile shows
        // it as a paint of the whole view would.
        const QTransform world = painter->worldTransform();
        const QPointF corner = world.map(QPointF(0, 0));
        painter->save();
        painter->resetTransform();
        painter->setBrushOrigin(QPointF(std::round(corner.x()), std::round(corner.y())));
        painter->setRenderHint(QPainter::Antialiasing, false);
        const QPainterPath onDevice = world.map(path);
        for (const QBrush &pattern : look.patterns)
            painter->fillPath(onDevice, pattern);
        painter->restore();
        painter->setPen(outline);
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(path);
    }
}

void TableRenderer::paintGrid(QPainter *painter, const QRectF &exposed, qreal pixelsPerUnit) const
{
    const auto spacing = m_layout.grid;
    if (!spacing || *spacing <= 0 || *spacing * pixelsPerUnit < GridFromPixels)
        return;
    const QRectF table = m_board->extent();
    const QRectF area = table.intersected(exposed);
    if (area.isEmpty())
        return;
    const double step = *spacing;
    const int firstX = std::max(1, int(std::ceil(area.left() / step)));
    const int lastX = int(std::floor(area.right() / step));
    const int firstY = std::max(1, int(std::ceil(area.top() / step)));
    const int lastY = int(std::floor(area.bottom() / step));
    const QTransform world = painter->worldTransform();
    painter->save();
    painter->setBrush(Qt::NoBrush);
    if (world.type() <= QTransform::TxScale) {
        // On whole device pixels: one sharp pixel wide, however the view is scrolled.
        painter->resetTransform();
        painter->setRenderHint(QPainter::Antialiasing, false);
        // High contrast: a solid black grid, one device pixel wide.
        painter->setPen(look().highContrast ? cosmeticPen(Qt::black, 0)
                                            : cosmeticPen(m_style.grid, 0));
        const QRectF device = world.mapRect(area);
        for (int i = firstX; i <= lastX && i * step < table.right(); ++i) {
            const double x = std::round(world.map(QPointF(i * step, 0)).x());
            painter->drawLine(QLineF(x, device.top(), x, device.bottom()));
        }
        for (int i = firstY; i <= lastY && i * step < table.bottom(); ++i) {
            const double y = std::round(world.map(QPointF(0, i * step)).y());
            painter->drawLine(QLineF(device.left(), y, device.right(), y));
        }
    } else {
        painter->setPen(look().highContrast ? cosmeticPen(Qt::black, 1)
                                            : cosmeticPen(m_style.grid, 1));
        for (int i = firstX; i <= lastX && i * step < table.right(); ++i)
            painter->drawLine(QLineF(i * step, area.top(), i * step, area.bottom()));
        for (int i = firstY; i <= lastY && i * step < table.bottom(); ++i)
            painter->drawLine(QLineF(area.left(), i * step, area.right(), i * step));
    }
    painter->restore();
}

void TableRenderer::paintObjectives(QPainter *painter, const QRectF &exposed,
                                    qreal pixelsPerUnit) const
{
    const double radius = std::max(m_style.objectiveDiameter, MinMarkerPixels / pixelsPerUnit) / 2;
    const bool labels = 2 * radius * pixelsPerUnit >= 1.5 * LabelPixels;
    const QTransform world = painter->worldTransform();
    for (const TableObjective &objective : m_layout.objectives) {
        const QPointF centre = objective.at.toPointF();
        if (!exposed.intersects(
                QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)))
            continue;
        painter->setPen(cosmeticPen(m_style.objectiveText, 1.5));
        painter->setBrush(m_style.objective);
        painter->drawEllipse(centre, radius, radius);
        if (labels && !objective.label.isEmpty()) {
            painter->save();
            painter->resetTransform();
            painter->setFont(labelFont(look()));
            painter->setPen(m_style.objectiveText);
            const QPointF at = world.map(centre);
            const double r = radius * pixelsPerUnit;
            painter->drawText(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r), Qt::AlignCenter,
                              objective.label);
            painter->restore();
        }
    }
}

void TableRenderer::paintLabels(QPainter *painter, const QList<int> &pieces,
                                qreal pixelsPerUnit) const
{
    const QFont font = labelFont(look());
    const QFontMetricsF metrics(font);
    const QTransform world = painter->worldTransform();
    painter->save();
    painter->resetTransform();
    painter->setFont(font);
    painter->setPen(look().highContrast ? QColor(Qt::black) : m_style.label);
    for (int index : pieces) {
        const TablePiece &piece = m_layout.pieces.at(index);
        if (piece.name.isEmpty())
            continue;
        const QRectF box = m_board->pieceBounds(index);
        // Only where the name fits inside the piece's box: legible and not over its
        // neighbours.
        const double width = metrics.horizontalAdvance(piece.name);
        if (box.width() * pixelsPerUnit < width + 4
            || box.height() * pixelsPerUnit < 2 * LabelPixels)
            continue;
        const QPointF at = world.map(box.center());
        painter->drawText(
            QRectF(at.x() - width / 2 - 2, at.y() - LabelPixels, width + 4, 2 * LabelPixels),
            Qt::AlignCenter, piece.name);
    }
    painter->restore();
}

} // namespace hexwright
