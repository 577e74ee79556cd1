// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/sourceposition.h"
#include "table/length.h"
#include "table/tableshape.h"

#include <QList>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <optional>

namespace hexwright {

/**
 * The largest table Hexwright reads, edits or draws, and the most it holds.
 *
 * Every size and count a file gives is checked against these before anything is allocated
 * from it (as MaxMapSide and MaxMapHexes do for hex maps). Club tables are 6 x 4 ft
 * (1.8 m x 1.2 m) and the largest demonstration games a few metres, so 10 m a side leaves
 * room; a dense 6 x 4 ft table has a few hundred pieces, so 20,000 is for generated
 * layouts, not a limit anyone meets; a polygon of 1,000 corners traces a river bank.
 */
constexpr double MaxTableSide = 10'000.0; ///< mm
constexpr int MaxTablePieces = 20'000;
constexpr int MaxPolygonPoints = 1'000;
constexpr int MaxTableObjectives = 1'000;
constexpr int MaxDeploymentAreas = 100;
constexpr int MaxShapesPerArea = 100;

/// A terrain piece: a wood, a ruin, a hill, a river section.
struct TablePiece
{
    QString id;
    QString name; ///< may be empty
    TableShape shape;
    /// What the rules make of it: trait ids the ruleset defines (cover, difficult,
    /// blocks_los). Data, never names in code: shared code asks hasTrait() with an id
    /// it was given.
    QStringList traits;
    std::optional<double> height; ///< mm, where the rules care (line of sight over a wall)
    SourcePosition position;

    bool hasTrait(const QString &trait) const { return traits.contains(trait); }
    friend bool operator==(const TablePiece &a, const TablePiece &b);
};

/// An objective marker: a point the scenario's victory conditions name.
struct TableObjective
{
    QString id;
    TablePoint at;
    QString label; ///< what is printed on the marker; may be empty
    SourcePosition position;

    friend bool operator==(const TableObjective &a, const TableObjective &b);
};

/// A side's deployment area: one or more shapes (a table edge strip, two corners).
struct TableDeployment
{
    QString id;
    QString side; ///< the side id (its colour comes from the side)
    QList<TableShape> shapes;
    SourcePosition position;

    friend bool operator==(const TableDeployment &a, const TableDeployment &b);
};

/**
 * The battlefield of a table game, as a scenario's `table:` key holds it: the table's size,
 * the unit its numbers are written in, an optional grid, terrain pieces, objective markers
 * and deployment areas. Every length is in millimetres here; the unit is only how the file
 * writes them and how labels show them.
 */
struct TableLayout
{
    LengthUnit unit = LengthUnit::Inch;
    QSizeF size; ///< mm
    std::optional<double> grid; ///< mm between grid lines, for the view and printed sheets
    QList<TablePiece> pieces;
    QList<TableObjective> objectives;
    QList<TableDeployment> deployment;

    const TablePiece *findPiece(const QString &id) const;
    const TableObjective *findObjective(const QString &id) const;
    const TableDeployment *findDeployment(const QString &id) const;

    friend bool operator==(const TableLayout &a, const TableLayout &b);
    friend bool operator!=(const TableLayout &a, const TableLayout &b) { return !(a == b); }
};

} // namespace hexwright
