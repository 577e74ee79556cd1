// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace hexwright {

/**
 * The units a miniatures rulebook measures in. Every length inside Hexwright is a double in
 * millimetres; a unit is only how a length is written in a file, typed by a user or shown.
 * Millimetres, because an inch is exactly 25.4 mm and a centimetre 10 mm, so both units a
 * rulebook uses convert into it without loss, and base sizes are given in it anyway.
 */
enum class LengthUnit { Inch, Centimetre, Millimetre };

constexpr double MillimetresPerInch = 25.4;

/// How many millimetres one @p unit is: 25.4, 10 or 1.
constexpr double millimetresPer(LengthUnit unit)
{
    return unit == LengthUnit::Inch      ? MillimetresPerInch
        : unit == LengthUnit::Centimetre ? 10.0
                                         : 1.0;
}

constexpr double toMillimetres(double value, LengthUnit unit)
{
    return value * millimetresPer(unit);
}

constexpr double fromMillimetres(double millimetres, LengthUnit unit)
{
    return millimetres / millimetresPer(unit);
}

/// The id a file and a label write: "in", "cm" or "mm".
QString lengthUnitId(LengthUnit unit);
/// The ids of every unit, in the order of the enum: for "expected one of" messages.
QStringList lengthUnitIds();
/// The unit of an id written by lengthUnitId(); nothing for any other text.
std::optional<LengthUnit> parseLengthUnit(const QString &id);

/**
 * Reads a length as a player types it: a number, then optionally a unit ("36 in", "36in",
 * "36\"", "90 cm", "25 mm", with or without a space), or a plain number ("36") that is taken
 * in @p plainUnit. Returns millimetres, or nothing for anything else (two numbers, an
 * unknown unit, "nan", "inf"). The number is read the C way (a point, no thousands
 * separators), whatever the user's locale, so a file reads the same everywhere.
 * Negative lengths are returned as they are: a caller that needs a size checks the sign.
 */
std::optional<double> parseLength(const QString &text, LengthUnit plainUnit);

/**
 * @p millimetres written in @p unit with @p decimals decimals and the unit's id:
 * formatLength(457.2, Inch) == "18.0 in". The same C formatting as parseLength() reads.
 */
QString formatLength(double millimetres, LengthUnit unit, int decimals = 1);

} // namespace hexwright
