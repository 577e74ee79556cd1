// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/tablerenderer.h"

#include "board/tableboard.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>

#include <cmath>

namespace hexwright {

namespace {

QPen cosmeticPen(const QColor &colour, double width, Qt::PenStyle style = Qt::SolidLine)
{
    QPen pen(colour, width, style);
    pen.setCosmetic(true);
    return pen;
}

QFont labelFont()
{
    QFont font;
    font.setPixelSize(TableRenderer::LabelPixels);
    return font;
}

} // namespace

TableRenderer::TableRenderer(const TableBoard &board, TableStyle style)
    : m_board(board)
    , m_style(std::move(style))
{
    invalidate();
}

void TableRenderer::invalidate()
{
    m_paths.clear();
    m_looks.clear();
    m_paths.reserve(m_board.layout().pieces.size());
    m_looks.reserve(m_board.layout().pieces.size());
    for (const TablePiece &piece : m_board.layout().pieces) {
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
}

QRectF TableRenderer::boundingRect() const
{
    // The table, and pieces or markers hanging off it (the file reader warns of those, but
    // a user must see them to move them back).
    QRectF bounds = m_board.extent();
    for (int i = 0; i < m_board.layout().pieces.size(); ++i)
        bounds |= m_board.pieceBounds(i);
    const double r = m_style.objectiveDiameter / 2;
    for (const TableObjective &objective : m_board.layout().objectives)
        bounds |= QRectF(objective.at.x - r, objective.at.y - r, 2 * r, 2 * r);
    for (const TableDeployment &area : m_board.layout().deployment) {
        for (const TableShape &shape : area.shapes)
            bounds |= shape.boundingRect();
    }
    return bounds;
}

void TableRenderer::paint(QPainter *painter, const QRectF &exposed, qreal pixelsPerSceneUnit,
                          PaintMode mode) const
{
    Q_UNUSED(mode); // shapes are quick enough at every zoom
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF table = m_board.extent();
    painter->fillRect(table.intersected(exposed), m_style.surface);
    paintDeployment(painter, exposed);
    const QList<int> pieces = m_board.piecesIn(exposed);
    paintPieces(painter, pieces);
    paintGrid(painter, exposed, pixelsPerSceneUnit);
    painter->setPen(cosmeticPen(m_style.edge, 2));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(table);
    paintObjectives(painter, exposed, pixelsPerSceneUnit);
    paintLabels(painter, pieces, pixelsPerSceneUnit);
    painter->restore();
}

void TableRenderer::paintDeployment(QPainter *painter, const QRectF &exposed) const
{
    for (const TableDeployment &area : m_board.layout().deployment) {
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
}

void TableRenderer::paintPieces(QPainter *painter, const QList<int> &pieces) const
{
    const QPen outline = cosmeticPen(m_style.pieceOutline, 1);
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
        // with antialiasing costs several times as much.
        painter->setRenderHint(QPainter::Antialiasing, false);
        for (const QBrush &pattern : look.patterns)
            painter->fillPath(path, pattern);
        painter->setRenderHint(QPainter::Antialiasing, true);
        painter->setPen(outline);
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(path);
    }
}

void TableRenderer::paintGrid(QPainter *painter, const QRectF &exposed, qreal pixelsPerUnit) const
{
    const auto spacing = m_board.layout().grid;
    if (!spacing || *spacing <= 0 || *spacing * pixelsPerUnit < GridFromPixels)
        return;
    const QRectF table = m_board.extent();
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
        painter->setPen(cosmeticPen(m_style.grid, 0));
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
        painter->setPen(cosmeticPen(m_style.grid, 1));
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
    for (const TableObjective &objective : m_board.layout().objectives) {
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
            painter->setFont(labelFont());
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
    const QFont font = labelFont();
    const QFontMetricsF metrics(font);
    const QTransform world = painter->worldTransform();
    painter->save();
    painter->resetTransform();
    painter->setFont(font);
    painter->setPen(m_style.label);
    for (int index : pieces) {
        const TablePiece &piece = m_board.layout().pieces.at(index);
        if (piece.name.isEmpty())
            continue;
        const QRectF box = m_board.pieceBounds(index);
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
