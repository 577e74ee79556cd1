// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/hexcoord.h"

#include <QString>

namespace hexwright {

enum class HexOrientation {
    FlatTop, ///< vertical columns; flat sides at top and bottom (Hammer's Slammers)
    PointyTop, ///< horizontal rows; points at top and bottom
};

/**
 * Which columns (flat-top) or rows (pointy-top) are shifted by half a hex.
 *
 * EvenShifted: even columns (rows) sit half a hex further down (right) than odd ones,
 * the "even-q"/"even-r" layout. OddShifted: the odd ones do ("odd-q"/"odd-r").
 * Hexwright's panels are EvenShifted flat-top, so that odd columns hold the half hexes that
 * a panel's top and bottom edges cut.
 */
enum class OffsetParity { EvenShifted, OddShifted };

/**
 * Column/row numbering as printed on maps and written in files. Only used at the edges of
 * the program (files, labels, grids); convert to HexCoord for any maths.
 */
struct OffsetCoord
{
    int col = 0;
    int row = 0;

    friend constexpr bool operator==(OffsetCoord a, OffsetCoord b)
    {
        return a.col == b.col && a.row == b.row;
    }
    friend constexpr bool operator!=(OffsetCoord a, OffsetCoord b) { return !(a == b); }
};

/// The offset system of a grid: orientation plus which lines are shifted.
struct OffsetSystem
{
    HexOrientation orientation = HexOrientation::FlatTop;
    OffsetParity parity = OffsetParity::EvenShifted;

    OffsetCoord toOffset(HexCoord hex) const;
    HexCoord fromOffset(OffsetCoord offset) const;
    HexCoord fromOffset(int col, int row) const { return fromOffset(OffsetCoord {col, row}); }

    friend constexpr bool operator==(OffsetSystem a, OffsetSystem b)
    {
        return a.orientation == b.orientation && a.parity == b.parity;
    }
};

/**
 * The printed label of a hex: 1-based column then 1-based row, each zero-padded to
 * @p digits (at least 2), e.g. column 4, row 12 (0-based 3, 11) -> "0412".
 * Negative numbers are written with a leading '-' per part and are never produced for
 * playable hexes.
 */
QString formatHexLabel(OffsetCoord offset, int digits = 2);

/// Parses a label written by formatHexLabel() with @p digits per part; returns false on
/// anything else (wrong length, non-digits).
bool parseHexLabel(const QString &label, int digits, OffsetCoord *out);

/// Digits per label part needed for a grid of @p columns x @p rows (at least 2).
int hexLabelDigits(int columns, int rows);

} // namespace hexwright

Q_DECLARE_TYPEINFO(hexwright::OffsetCoord, Q_PRIMITIVE_TYPE);
