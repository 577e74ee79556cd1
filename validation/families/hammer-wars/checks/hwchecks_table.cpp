// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Hammer Wars' checks of the table: its size (§1: 36 x 24 in), the objective markers where
// §1 puts them (their number, one at the centre, the others on a line through it, each its
// distance from a long edge), pieces off the table, solid pieces (a trait that blocks line of
// sight) over an objective or over each other, and a tournament organiser's guidance as
// notes: how much of the table terrain covers, and gaps between a piece and an edge too
// narrow for a model. The rules forbid no overlap of terrain classes: two solid pieces over
// each other is only a note. Objectives, deployment areas and units off the table are the
// shared table checks' (validation/checks/checks_table.cpp).

#include "families/hammer-wars/checks/hwchecks_p.h"

#include "table/length.h"
#include "table/tablegeometry.h"

#include <QBitArray>

#include <algorithm>
#include <cmath>

namespace hexwright {

namespace {

/// How far, in the rules' unit, a marker may stand from where the rules put it: a hand
/// places it by eye (ours; the rules give none).
constexpr double PlacementTolerance = 0.25;
/// A gap between a piece and an edge narrower than this lets no model through (ours, in the
/// rules' unit: an inch is about a small base).
constexpr double NarrowGap = 1.0;
/// The share of the table terrain should cover, a tournament organiser's rule of thumb.
constexpr double CoverageLow = 0.15;
constexpr double CoverageHigh = 0.50;
/// The coverage is sampled on a grid of this many cells at most (a fifth of an inch on
/// the rules' table).
constexpr int CoverageCells = 200 * 120;
/// A micrometre of slack for numbers written in inches.
constexpr double Slack = 1e-3;

QRectF tableRect(const TableLayout &table)
{
    return QRectF(QPointF(), table.size).adjusted(-Slack, -Slack, Slack, Slack);
}

QString pointText(QPointF point, LengthUnit unit)
{
    return QStringLiteral("[%1, %2] %3")
        .arg(QString::number(fromMillimetres(point.x(), unit), 'g', 6),
             QString::number(fromMillimetres(point.y(), unit), 'g', 6), lengthUnitId(unit));
}

QString lengthText(double millimetres, LengthUnit unit)
{
    return formatLength(millimetres, unit, 1);
}

/// The distance of @p p from the line through @p a and @p b.
double distanceFromLine(QPointF p, QPointF a, QPointF b)
{
    const QPointF d = b - a;
    const double length = std::hypot(d.x(), d.y());
    if (length <= 0)
        return std::hypot(p.x() - a.x(), p.y() - a.y());
    return std::abs(d.x() * (p.y() - a.y()) - d.y() * (p.x() - a.x())) / length;
}

} // namespace

double HwChecks::rulesLength(double value) const
{
    const std::optional<LengthUnit> unit = parseLengthUnit(m_hw.distanceUnit);
    return toMillimetres(value, unit.value_or(LengthUnit::Inch));
}

bool HwChecks::isSolid(const TablePiece &piece) const
{
    return std::any_of(piece.traits.begin(), piece.traits.end(),
                       [this](const QString &trait) { return m_hw.terrainOf(trait).blocksLos; });
}

QString HwChecks::tableSizeText() const
{
    const TableLayout &table = *m_s.table;
    return QStringLiteral("%1 x %2 %3")
        .arg(QString::number(fromMillimetres(table.size.width(), table.unit), 'g', 6),
             QString::number(fromMillimetres(table.size.height(), table.unit), 'g', 6),
             lengthUnitId(table.unit));
}

void HwChecks::checkTableSize()
{
    if (m_hw.tableWidth <= 0 || m_hw.tableDepth <= 0)
        return;
    const TableLayout &table = *m_s.table;
    // The same table turned a quarter is the same table.
    const double wantLong = rulesLength(std::max(m_hw.tableWidth, m_hw.tableDepth));
    const double wantShort = rulesLength(std::min(m_hw.tableWidth, m_hw.tableDepth));
    const double isLong = std::max(table.size.width(), table.size.height());
    const double isShort = std::min(table.size.width(), table.size.height());
    const double tolerance = rulesLength(PlacementTolerance);
    if (std::abs(isLong - wantLong) <= tolerance && std::abs(isShort - wantShort) <= tolerance)
        return;
    const SourcePosition at = !table.pieces.isEmpty() ? table.pieces.first().position
        : !table.objectives.isEmpty()                 ? table.objectives.first().position
                                                      : SourcePosition();
    c.report("table-size", at, {},
             ScenarioChecker::tr("the table is %1; the rules play on %2 x %3 %4")
                 .arg(tableSizeText())
                 .arg(m_hw.tableWidth)
                 .arg(m_hw.tableDepth)
                 .arg(m_hw.distanceUnit));
}

void HwChecks::checkObjectiveMarkers()
{
    const TableLayout &table = *m_s.table;
    const HwObjectiveRules &rules = m_hw.objectives;
    if (rules.count <= 0)
        return;
    const LengthUnit unit = table.unit;
    const QRectF rect = tableRect(table);
    const double tolerance = rulesLength(PlacementTolerance);
    auto subjectOf = [](const TableObjective &o) {
        return CheckSubject {QString(), QStringLiteral("objective"), o.id};
    };
    if (table.objectives.size() != rules.count) {
        const SourcePosition at
            = table.objectives.isEmpty() ? SourcePosition() : table.objectives.first().position;
        const CheckSubject subject
            = table.objectives.isEmpty() ? CheckSubject() : subjectOf(table.objectives.first());
        c.report("objective-placement", at, subject,
                 ScenarioChecker::tr("the table has %1 objective markers; the rules place %2")
                     .arg(table.objectives.size())
                     .arg(rules.count));
    }
    // Markers off the table are the shared check's (objective-off-table).
    QList<const TableObjective *> onTable;
    for (const TableObjective &o : table.objectives) {
        if (rect.contains(o.at.toPointF()))
            onTable.append(&o);
    }
    if (onTable.isEmpty())
        return;
    const QPointF centre = QRectF(QPointF(), table.size).center();
    const TableObjective *central = nullptr;
    for (const TableObjective *o : std::as_const(onTable)) {
        if (std::hypot(o->at.x - centre.x(), o->at.y - centre.y()) <= tolerance) {
            central = o;
            break;
        }
    }
    if (!central)
        c.report("objective-placement", onTable.first()->position, subjectOf(*onTable.first()),
                 ScenarioChecker::tr("no objective marker stands at the table's centre, %1; the "
                                     "rules put one there")
                     .arg(pointText(centre, unit)));
    // The long edges: top and bottom of a table wider than deep.
    const bool wide = table.size.width() >= table.size.height();
    const double depth = wide ? table.size.height() : table.size.width();
    const double fromEdge = rulesLength(rules.fromLongEdge);
    const TableObjective *first = nullptr;
    for (const TableObjective *o : std::as_const(onTable)) {
        if (o == central)
            continue;
        const double across = wide ? o->at.y : o->at.x;
        const double nearest = std::min(across, depth - across);
        if (std::abs(nearest - fromEdge) > tolerance)
            c.report("objective-placement", o->position, subjectOf(*o),
                     ScenarioChecker::tr("objective '%1' stands %2 from the nearest long table "
                                         "edge; the rules put it %3 from one")
                         .arg(o->id, lengthText(nearest, unit), lengthText(fromEdge, unit)));
        if (!central)
            continue;
        if (!first) {
            first = o;
            continue;
        }
        // One straight line through the centre, a marker on either side of it.
        const QPointF c0 = centre;
        const QPointF a = first->at.toPointF() - c0;
        const QPointF b = o->at.toPointF() - c0;
        if (distanceFromLine(o->at.toPointF(), c0, first->at.toPointF()) > tolerance)
            c.report("objective-placement", o->position, subjectOf(*o),
                     ScenarioChecker::tr("objective '%1' is off the line through the centre and "
                                         "objective '%2'; the rules put the markers in one "
                                         "straight line")
                         .arg(o->id, first->id));
        else if (a.x() * b.x() + a.y() * b.y() > 0)
            c.report("objective-placement", o->position, subjectOf(*o),
                     ScenarioChecker::tr("objectives '%1' and '%2' stand on the same side of the "
                                         "centre; the rules put one on either side")
                         .arg(first->id, o->id));
    }
}

void HwChecks::checkPieces()
{
    const TableLayout &table = *m_s.table;
    const LengthUnit unit = table.unit;
    const QRectF rect = tableRect(table);
    const QRectF exact(QPointF(), table.size);
    const double narrow = rulesLength(NarrowGap);
    QList<qsizetype> solid;
    for (qsizetype i = 0; i < table.pieces.size(); ++i) {
        const TablePiece &piece = table.pieces.at(i);
        const CheckSubject subject {QString(), QStringLiteral("piece"), piece.id};
        const QRectF bounds = piece.shape.boundingRect();
        if (isSolid(piece))
            solid.append(i);
        if (!bounds.intersects(rect)) {
            c.report("piece-off-table", piece.position, subject,
                     ScenarioChecker::tr("piece '%1' lies wholly off the %2 table")
                         .arg(piece.id, tableSizeText()));
            continue;
        }
        if (!rect.contains(bounds)) {
            const double beyond
                = std::max({exact.left() - bounds.left(), exact.top() - bounds.top(),
                            bounds.right() - exact.right(), bounds.bottom() - exact.bottom()});
            c.report("piece-off-table", piece.position, subject,
                     ScenarioChecker::tr("piece '%1' reaches %2 beyond the edge of the %3 table")
                         .arg(piece.id, lengthText(beyond, unit), tableSizeText()));
            continue;
        }
        // A piece that touches an edge leaves no gap; one a hair away leaves one no model
        // passes.
        const double gap
            = std::min({bounds.left() - exact.left(), bounds.top() - exact.top(),
                        exact.right() - bounds.right(), exact.bottom() - bounds.bottom()});
        if (gap > Slack && gap < narrow - Slack)
            c.report("piece-near-edge", piece.position, subject,
                     ScenarioChecker::tr("piece '%1' leaves a gap of %2 to a table edge, too "
                                         "narrow for a model; move it to the edge or %3 from it")
                         .arg(piece.id, lengthText(gap, unit), lengthText(narrow, unit)));
    }

    for (const TableObjective &o : table.objectives) {
        for (const qsizetype i : std::as_const(solid)) {
            const TablePiece &piece = table.pieces.at(i);
            if (!piece.shape.contains(o.at.toPointF()))
                continue;
            c.report("objective-in-solid-piece", o.position,
                     {QString(), QStringLiteral("objective"), o.id},
                     ScenarioChecker::tr("objective '%1' at %2 stands inside piece '%3', which "
                                         "blocks line of sight")
                         .arg(o.id, pointText(o.at.toPointF(), unit), piece.id));
            break;
        }
    }

    // Solid over solid, one note per pair (square, but pieces are few and the boxes cheap).
    constexpr double TouchingArea = 1.0; // mm²: edges that meet are no overlap
    for (qsizetype a = 0; a < solid.size(); ++a) {
        const TablePiece &p = table.pieces.at(solid.at(a));
        const QRectF pBounds = p.shape.boundingRect();
        for (qsizetype b = a + 1; b < solid.size(); ++b) {
            const TablePiece &q = table.pieces.at(solid.at(b));
            if (!pBounds.intersects(q.shape.boundingRect()))
                continue;
            if (overlapArea(p.shape, q.shape) <= TouchingArea)
                continue;
            c.report("solid-pieces-overlap", q.position, {QString(), QStringLiteral("piece"), q.id},
                     ScenarioChecker::tr("pieces '%1' and '%2' block line of sight and lie over "
                                         "each other; one piece of both is easier to read")
                         .arg(p.id, q.id));
        }
    }
}

void HwChecks::checkCoverage()
{
    const TableLayout &table = *m_s.table;
    if (table.pieces.isEmpty() || table.size.isEmpty())
        return;
    // The union of the pieces, sampled at the centres of a grid's cells.
    const double cell = std::sqrt(table.size.width() * table.size.height() / CoverageCells);
    const int columns = std::max(1, int(std::ceil(table.size.width() / cell)));
    const int rows = std::max(1, int(std::ceil(table.size.height() / cell)));
    QBitArray covered(columns * rows);
    for (const TablePiece &piece : table.pieces) {
        const QRectF bounds = piece.shape.boundingRect();
        const int c0 = std::clamp(int(std::floor(bounds.left() / cell)), 0, columns);
        const int c1 = std::clamp(int(std::ceil(bounds.right() / cell)), 0, columns);
        const int r0 = std::clamp(int(std::floor(bounds.top() / cell)), 0, rows);
        const int r1 = std::clamp(int(std::ceil(bounds.bottom() / cell)), 0, rows);
        for (int r = r0; r < r1; ++r) {
            for (int col = c0; col < c1; ++col) {
                const int index = r * columns + col;
                if (!covered.testBit(index)
                    && piece.shape.contains(QPointF((col + 0.5) * cell, (r + 0.5) * cell)))
                    covered.setBit(index);
            }
        }
    }
    const double share = double(covered.count(true)) / (double(columns) * rows);
    if (share >= CoverageLow && share <= CoverageHigh)
        return;
    const int percent = int(std::lround(share * 100));
    const TablePiece &first = table.pieces.first();
    c.report("terrain-coverage", first.position, {},
             share < CoverageLow
                 ? ScenarioChecker::tr("terrain covers %1 % of the table; under %2 % leaves long "
                                       "open lines of fire")
                       .arg(percent)
                       .arg(int(CoverageLow * 100))
                 : ScenarioChecker::tr("terrain covers %1 % of the table; over %2 % leaves little "
                                       "room to move")
                       .arg(percent)
                       .arg(int(CoverageHigh * 100)));
}

} // namespace hexwright
