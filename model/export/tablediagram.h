// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/setupsheet_layout.h"
#include "export/sheet.h"
#include "table/length.h"
#include "table/tablegeometry.h"

#include <QList>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <memory>

namespace hexwright {

struct Ruleset;
struct Scenario;
struct TableLayout;

/**
 * Where a piece stands, measured as a player rebuilds the table: from its bounding box (the
 * smallest axis-parallel rectangle round it) to the nearer of the west and east edges and
 * to the nearer of the north and south edges (west and north on a tie). Millimetres.
 */
struct PieceEdgeDistances
{
    QString pieceId;
    QString name;
    QStringList traits; ///< trait names as the ruleset gives them
    QRectF bounds; ///< mm, table coordinates
    TableEdge across = TableEdge::West; ///< west or east
    double acrossMm = 0.0;
    TableEdge along = TableEdge::North; ///< north or south
    double alongMm = 0.0;
};

/// Every piece's distances, in the layout's order.
QList<PieceEdgeDistances> pieceEdgeDistances(const TableLayout &table, const Ruleset &ruleset);

/**
 * The largest round scale that puts a table of @p tableMm into @p roomMm: paper millimetres
 * per @p unit of table (1 in = 5 mm, 1 cm = 2 mm), chosen from a short list of round values
 * and at most true size. For a table in millimetres the scale is stated per centimetre.
 */
double diagramMillimetresPerUnit(const QSizeF &tableMm, LengthUnit unit, const QSizeF &roomMm);

struct TableDiagramOptions
{
    /// The whole table on one page; the key continues on further pages when it is long.
    PaperSetup paper {QPageSize::A4, QPageLayout::Landscape, 8.0};
    /// A dimension line from every piece to its two nearest edges.
    bool dimensions = true;
};

struct TableDiagramLayout
{
    QString title;
    LengthUnit unit = LengthUnit::Inch; ///< the unit the scale and distances are stated in
    double mmPerUnit = 0.0; ///< paper mm per unit of table
    double ratio = 0.0; ///< the scale 1 : ratio
    QString scaleText; ///< "Scale 1 : 5.08 (1 in of table = 5 mm on paper)"
    double gridMm = 0.0; ///< table mm between grid lines
    QRectF table; ///< where the table is drawn on page 1, paper mm
    QList<PieceEdgeDistances> pieces;
    /// Texts, grid, dimension lines and the key as items; the pieces, objectives and
    /// deployment areas are painted from the scenario under them on page 1.
    QList<SheetPage> pages;
};

/**
 * The whole table on one page at a stated round scale: a grid (the layout's, else every
 * 6 in or 10 cm) with its numbers, every piece outlined, filled by its first trait and
 * labelled with its name, dimension lines from its bounding box to the two nearest edges,
 * the objective markers and deployment areas, each edge named with the sides that deploy on
 * it, and a key listing every piece with its traits, size and distances. Empty without a
 * table.
 */
TableDiagramLayout layoutTableDiagram(const Ruleset &ruleset, const Scenario &scenario,
                                      const TableDiagramOptions &options);

/// The table diagram of a table scenario, ready to print or write as PDF.
std::unique_ptr<SheetDocument> makeTableDiagram(const Ruleset &ruleset, const Scenario &scenario,
                                                const TableDiagramOptions &options);

} // namespace hexwright
