// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/tableboard.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hexwright {

namespace {

/// At most this many cells a side: 65,536 cells whatever the table and pieces.
constexpr int MaxCellsPerSide = 256;

/// Whether two closed boxes meet (QRectF::intersects() says no for a box of no width, and a
/// vertical line of sight has one).
bool boxesMeet(const QRectF &a, const QRectF &b)
{
    return a.left() <= b.right() && b.left() <= a.right() && a.top() <= b.bottom()
        && b.top() <= a.bottom();
}

/// Liang-Barsky: the part of @p segment inside @p box, as parameters; false if none.
bool clipToBox(const QLineF &segment, const QRectF &box, double *t0, double *t1)
{
    *t0 = 0;
    *t1 = 1;
    const double dx = segment.dx();
    const double dy = segment.dy();
    const double p[4] = {-dx, dx, -dy, dy};
    const double q[4] = {segment.x1() - box.left(), box.right() - segment.x1(),
                         segment.y1() - box.top(), box.bottom() - segment.y1()};
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] < 0)
                return false;
            continue;
        }
        const double r = q[i] / p[i];
        if (p[i] < 0)
            *t0 = std::max(*t0, r);
        else
            *t1 = std::min(*t1, r);
    }
    return *t0 <= *t1;
}

} // namespace

TableBoard::TableBoard(TableLayout layout)
    : m_layout(std::move(layout))
{
    buildIndex();
}

void TableBoard::buildIndex()
{
    const qsizetype count = m_layout.pieces.size();
    m_bounds.reserve(count);
    m_gridArea = QRectF(QPointF(), m_layout.size);
    double sides = 0;
    for (const TablePiece &piece : std::as_const(m_layout.pieces)) {
        const QRectF box = piece.shape.boundingRect();
        m_bounds.append(box);
        m_gridArea = m_gridArea.united(box);
        sides += std::max(box.width(), box.height());
    }
    if (m_gridArea.width() <= 0 || m_gridArea.height() <= 0)
        m_gridArea = m_gridArea.adjusted(0, 0, 1, 1);
    // Cells about as large as a typical piece, so that each piece lies in a few of them and
    // each cell holds a few pieces; never more than MaxCellsPerSide a side.
    const double typical = count > 0 ? sides / double(count) : 0;
    const double spread = std::sqrt(m_gridArea.width() * m_gridArea.height() / double(count + 1));
    m_cellSize = std::max({typical, spread / 2, m_gridArea.width() / MaxCellsPerSide,
                           m_gridArea.height() / MaxCellsPerSide, 1e-3});
    m_columns = std::clamp(int(std::ceil(m_gridArea.width() / m_cellSize)), 1, MaxCellsPerSide);
    m_rows = std::clamp(int(std::ceil(m_gridArea.height() / m_cellSize)), 1, MaxCellsPerSide);
    m_cells = QList<QList<int>>(qsizetype(m_columns) * m_rows);
    for (int i = 0; i < count; ++i) {
        const QRectF &box = m_bounds.at(i);
        for (int row = cellRow(box.top()); row <= cellRow(box.bottom()); ++row) {
            for (int column = cellColumn(box.left()); column <= cellColumn(box.right()); ++column)
                m_cells[qsizetype(row) * m_columns + column].append(i);
        }
    }
}

int TableBoard::cellColumn(double x) const
{
    const double cell = std::floor((x - m_gridArea.left()) / m_cellSize);
    return int(std::clamp(cell, 0.0, double(m_columns - 1)));
}

int TableBoard::cellRow(double y) const
{
    const double cell = std::floor((y - m_gridArea.top()) / m_cellSize);
    return int(std::clamp(cell, 0.0, double(m_rows - 1)));
}

QRectF TableBoard::extent() const
{
    return QRectF(QPointF(), m_layout.size);
}

std::optional<Place> TableBoard::placeAt(QPointF point) const
{
    if (!isPlayable(Place(TablePoint(point))))
        return std::nullopt;
    return Place(TablePoint(point));
}

bool TableBoard::isPlayable(const Place &place) const
{
    const auto *point = std::get_if<TablePoint>(&place);
    return point && point->x >= 0 && point->y >= 0 && point->x <= m_layout.size.width()
        && point->y <= m_layout.size.height();
}

double TableBoard::distance(const Place &a, const Place &b) const
{
    const auto *from = std::get_if<TablePoint>(&a);
    const auto *to = std::get_if<TablePoint>(&b);
    if (!from || !to)
        return std::numeric_limits<double>::quiet_NaN();
    return hexwright::distance(from->toPointF(), to->toPointF());
}

bool TableBoard::contains(const Area &area, const Place &place) const
{
    const auto *point = std::get_if<TablePoint>(&place);
    return point && anyContains(area.shapes, point->toPointF());
}

QList<TerrainAt> TableBoard::terrainAt(const Place &place) const
{
    const auto *point = std::get_if<TablePoint>(&place);
    if (!point)
        return {};
    QList<TerrainAt> found;
    for (int index : piecesAt(point->toPointF())) {
        const TablePiece &piece = m_layout.pieces.at(index);
        found.append({piece.id, piece.name, piece.traits, piece.height});
    }
    return found;
}

QString TableBoard::label(const Place &place) const
{
    const auto *point = std::get_if<TablePoint>(&place);
    if (!point)
        return QString();
    return QStringLiteral("%1, %2").arg(formatLength(point->x, m_layout.unit),
                                        formatLength(point->y, m_layout.unit));
}

QList<int> TableBoard::piecesAt(QPointF point) const
{
    QList<int> found;
    if (m_layout.pieces.isEmpty() || !boxesMeet(m_gridArea, QRectF(point, QSizeF())))
        return found;
    for (int index : cell(cellColumn(point.x()), cellRow(point.y()))) {
        if (m_layout.pieces.at(index).shape.contains(point))
            found.append(index);
    }
    return found;
}

QList<int> TableBoard::piecesIn(const QRectF &rect) const
{
    QList<int> found;
    if (m_layout.pieces.isEmpty() || !boxesMeet(m_gridArea, rect))
        return found;
    for (int row = cellRow(rect.top()); row <= cellRow(rect.bottom()); ++row) {
        for (int column = cellColumn(rect.left()); column <= cellColumn(rect.right()); ++column)
            found.append(cell(column, row));
    }
    std::sort(found.begin(), found.end());
    found.erase(std::unique(found.begin(), found.end()), found.end());
    found.removeIf([&](int index) { return !boxesMeet(m_bounds.at(index), rect); });
    return found;
}

QList<TableBoard::PieceCrossing> TableBoard::piecesCrossed(const QLineF &segment) const
{
    QList<PieceCrossing> crossed;
    double t0 = 0;
    double t1 = 1;
    if (m_layout.pieces.isEmpty() || !clipToBox(segment, m_gridArea, &t0, &t1))
        return crossed;
    // Walk the cells the segment passes through, in grid units.
    const QPointF a = segment.pointAt(t0);
    const QPointF b = segment.pointAt(t1);
    const double gx0 = (a.x() - m_gridArea.left()) / m_cellSize;
    const double gy0 = (a.y() - m_gridArea.top()) / m_cellSize;
    const double dx = (b.x() - a.x()) / m_cellSize;
    const double dy = (b.y() - a.y()) / m_cellSize;
    int column = cellColumn(a.x());
    int row = cellRow(a.y());
    const int lastColumn = cellColumn(b.x());
    const int lastRow = cellRow(b.y());
    const int stepX = dx > 0 ? 1 : (dx < 0 ? -1 : 0);
    const int stepY = dy > 0 ? 1 : (dy < 0 ? -1 : 0);
    constexpr double Never = std::numeric_limits<double>::infinity();
    double nextX = stepX > 0 ? (column + 1 - gx0) / dx : stepX < 0 ? (column - gx0) / dx : Never;
    double nextY = stepY > 0 ? (row + 1 - gy0) / dy : stepY < 0 ? (row - gy0) / dy : Never;
    const double deltaX = stepX != 0 ? 1 / std::abs(dx) : Never;
    const double deltaY = stepY != 0 ? 1 / std::abs(dy) : Never;
    QList<int> candidates;
    const auto visit = [&](int c, int r) {
        if (c >= 0 && r >= 0 && c < m_columns && r < m_rows)
            candidates.append(cell(c, r));
    };
    visit(column, row);
    for (int steps = 0; steps < m_columns + m_rows + 2; ++steps) {
        if (column == lastColumn && row == lastRow)
            break;
        if (std::abs(nextX - nextY) < 1e-12) {
            // Through a corner of four cells: the two beside it may hold a piece that only
            // touches the corner.
            visit(column + stepX, row);
            visit(column, row + stepY);
            column += stepX;
            row += stepY;
            nextX += deltaX;
            nextY += deltaY;
        } else if (nextX < nextY) {
            column += stepX;
            nextX += deltaX;
        } else {
            row += stepY;
            nextY += deltaY;
        }
        if (column < 0 || row < 0 || column >= m_columns || row >= m_rows)
            break;
        visit(column, row);
    }
    std::sort(candidates.begin(), candidates.end());
    candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
    const QRectF reach = QRectF(segment.p1(), segment.p2()).normalized();
    for (int index : std::as_const(candidates)) {
        if (!boxesMeet(m_bounds.at(index), reach))
            continue;
        ShapeCrossing crossing = segmentCrossing(segment, m_layout.pieces.at(index).shape);
        if (crossing.crosses())
            crossed.append({index, std::move(crossing)});
    }
    std::stable_sort(crossed.begin(), crossed.end(),
                     [](const PieceCrossing &x, const PieceCrossing &y) {
                         return x.crossing.spans.first().enter < y.crossing.spans.first().enter;
                     });
    return crossed;
}

} // namespace hexwright
