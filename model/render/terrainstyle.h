// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QPointF>
#include <QString>

class QPainter;

namespace hexwright {

struct TerrainType;

/// The print patterns a ruleset may name for a terrain type (TerrainType::pattern).
enum class TerrainPattern { Plain, Contour, Trees, Squares, Marsh, Water, Bridge };

TerrainPattern terrainPatternFromName(const QString &name);

/// A stable pseudo-random choice of pattern variant (0..3) for the hex at @p col, @p row, so
/// that neighbouring hexes of one terrain do not look stamped.
inline int patternVariant(int col, int row)
{
    return int((unsigned(col) * 2654435761u ^ unsigned(row) * 40503u) >> 7) & 3;
}

/**
 * How one terrain type looks on the map: the ground colour, the pattern drawn over it and
 * the flat colour that stands for both when hexes are too small to show the pattern.
 *
 * A terrain's ruleset colour is the colour of its printed symbol; for patterns whose symbols
 * sit on a different ground (the black squares of a city on a light ground) the ground and
 * the ink differ, and the flat colour is their mix.
 */
struct TerrainStyle
{
    TerrainPattern pattern = TerrainPattern::Plain;
    QColor ground; ///< fill of the whole hex
    QColor ink; ///< colour of the pattern's symbols
    QColor flat; ///< one colour for the hex when the pattern is not drawn
    QColor text; ///< hex label colour that reads well on the ground

    static TerrainStyle forTerrain(const TerrainType &terrain);

    /// Draws the pattern's symbols for a flat-top hex of circumradius @p radius centred at
    /// @p centre (the ground is already filled). @p variant (0..3) varies the symbols so that
    /// neighbouring hexes of one terrain do not look stamped.
    void paintPattern(QPainter *painter, QPointF centre, double radius, int variant) const;
};

} // namespace hexwright
