// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/tablelayout.h"
#include "io/diagnostic.h"
#include "io/yamlwriter.h"

#include <QByteArray>

#include <optional>

namespace hexwright {

class KnownIds;
class ReadContext;
class YamlDocument;
struct YamlNode;

/**
 * The ids a table layout's references are checked against. Null: the ruleset or scenario
 * is not known (it failed to load), and any well-formed id is taken as written.
 */
struct TableReadOptions
{
    const KnownIds *traits = nullptr; ///< the ruleset's terrain trait ids
    const KnownIds *sides = nullptr; ///< the scenario's side ids
};

/**
 * Reads a table layout, the mapping under a scenario's `table:` key:
 *
 *     table:
 *       unit: in                 # in | cm | mm: the unit of every number below
 *       size: [36, 24]           # width, height
 *       grid: 6                  # optional: grid spacing for the view and sheets
 *       pieces:                  # optional
 *         - id: wood-1
 *           name: Copse          # optional
 *           shape: ellipse       # ellipse | rectangle | polygon
 *           at: [18, 12]         # centre (for a polygon: the origin of its points, optional)
 *           size: [8, 5]         # ellipse: diameters; rectangle: width, height
 *           rotation: 30         # optional: degrees clockwise as drawn
 *           points: [[2, 2], [6, 2], [6, 5]]   # polygon only
 *           traits: [cover, difficult]         # optional: ids the ruleset defines
 *           height: 2            # optional
 *       objectives:              # optional
 *         - {id: obj-1, at: [18, 12], label: "1"}   # label optional
 *       deployment:              # optional
 *         - {id: blue-zone, side: blue, shapes: [{shape: rectangle, at: [18, 3], size: [36, 6]}]}
 *
 * One unit for the whole table rather than a unit on every number: rulebooks measure a
 * table in one unit, and a file that mixes them is a mistake waiting to happen. Positions are
 * from the table's top-left corner, y down, as the table is drawn.
 *
 * Every size and count is bounded before anything is allocated from it (MaxTableSide,
 * MaxTablePieces, MaxPolygonPoints, ...); a piece or objective off the table is a warning at
 * its position. Returns the layout when this part of the file had no error.
 */
std::optional<TableLayout> readTableLayout(ReadContext &context, const YamlNode *node,
                                           const TableReadOptions &options = {});

/// The layout as readTableLayout() reads it, canonically: keys in the order above, numbers
/// in the table's unit, optional keys left out when they have no value, so that a canonical
/// file reads and writes back byte-identical.
YamlValue tableLayoutValue(const TableLayout &layout);

/// A point `[x, y]` in @p unit, as a table's file writes it (a unit placed at a point), read
/// with the bounds and messages of readTableLayout(); @p name names it in messages.
std::optional<TablePoint> readTablePoint(ReadContext &context, const YamlNode *node,
                                         const QString &name, LengthUnit unit);

/// A point as the table's files write it: `[x, y]` in @p unit (a unit placed at a point).
YamlValue tablePointValue(TablePoint point, LengthUnit unit);

/// A table layout of its own (`format: hexwright-table/1` and `table:`), for libraries of
/// tables and for tests.
constexpr int TableFormatVersion = 1;
std::optional<TableLayout> readTableFile(const YamlDocument &document, Diagnostics &diagnostics,
                                         const TableReadOptions &options = {});
std::optional<TableLayout> loadTableFile(const QString &path, const QString &displayName,
                                         Diagnostics &diagnostics,
                                         const TableReadOptions &options = {});
/// Starts with the comment naming the file's JSON Schema (io/schemacomment.h): @p
/// schemaReference as the file read had it (YamlDocument::schemaReference()), or, when empty,
/// the installed schema.
QByteArray writeTableFile(const TableLayout &layout, const QString &schemaReference = QString());

} // namespace hexwright
