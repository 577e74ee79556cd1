// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hex/offsetcoord.h"

#include <algorithm>
#include <limits>

namespace hexwright {

namespace {

// (x & 1) rather than x % 2 so that negative columns/rows get parity 1 when odd; the
// numerators below are always even, so the divisions are exact for negative values too.
constexpr int parityBit(int x)
{
    return x & 1;
}

// Half-line shift of line @p line in the axial -> offset direction. With hexToPixel's
// y = sqrt(3) * (r + q / 2), "row = r + (q + (q & 1)) / 2" puts column 1 row 0 at r = -1,
// half a hex above column 0 row 0: the even columns are the pushed-down ones.
constexpr int shiftOf(int line, OffsetParity parity)
{
    return parity == OffsetParity::EvenShifted ? (line + parityBit(line)) / 2
                                               : (line - parityBit(line)) / 2;
}

constexpr int MinLabelDigits = 2;

void appendLabelPart(QString *out, int zeroBasedValue, int digits)
{
    // 64-bit so that the 1-based value of INT_MAX does not overflow.
    const qint64 value = qint64(zeroBasedValue) + 1;
    if (value < 0)
        out->append(QLatin1Char('-'));
    const qint64 magnitude = value < 0 ? -value : value;
    out->append(QString::number(magnitude).rightJustified(digits, QLatin1Char('0')));
}

// Reads an optional '-' and exactly @p digits decimal digits at *pos.
bool readLabelPart(const QString &label, qsizetype *pos, int digits, int *zeroBasedValue)
{
    bool negative = false;
    if (*pos < label.size() && label.at(*pos) == QLatin1Char('-')) {
        negative = true;
        ++*pos;
    }
    if (label.size() - *pos < digits)
        return false;
    qint64 magnitude = 0;
    for (int i = 0; i < digits; ++i) {
        const QChar c = label.at(*pos + i);
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return false;
        magnitude = magnitude * 10 + (c.unicode() - u'0');
        if (magnitude > qint64(1) << 31)
            return false;
    }
    *pos += digits;
    // formatHexLabel never writes "-00".
    if (negative && magnitude == 0)
        return false;
    const qint64 value = (negative ? -magnitude : magnitude) - 1;
    if (value < std::numeric_limits<int>::min() || value > std::numeric_limits<int>::max())
        return false;
    *zeroBasedValue = int(value);
    return true;
}

} // namespace

OffsetCoord OffsetSystem::toOffset(HexCoord hex) const
{
    if (orientation == HexOrientation::FlatTop)
        return {hex.q, hex.r + shiftOf(hex.q, parity)};
    return {hex.q + shiftOf(hex.r, parity), hex.r};
}

HexCoord OffsetSystem::fromOffset(OffsetCoord offset) const
{
    if (orientation == HexOrientation::FlatTop)
        return {offset.col, offset.row - shiftOf(offset.col, parity)};
    return {offset.col - shiftOf(offset.row, parity), offset.row};
}

QString formatHexLabel(OffsetCoord offset, int digits)
{
    digits = std::max(digits, MinLabelDigits);
    QString label;
    label.reserve(2 * digits + 2);
    appendLabelPart(&label, offset.col, digits);
    appendLabelPart(&label, offset.row, digits);
    return label;
}

bool parseHexLabel(const QString &label, int digits, OffsetCoord *out)
{
    digits = std::max(digits, MinLabelDigits);
    qsizetype pos = 0;
    OffsetCoord parsed;
    if (!readLabelPart(label, &pos, digits, &parsed.col)
        || !readLabelPart(label, &pos, digits, &parsed.row) || pos != label.size()) {
        return false;
    }
    if (out)
        *out = parsed;
    return true;
}

int hexLabelDigits(int columns, int rows)
{
    // The largest printed (1-based) number is the column or row count itself.
    int largest = std::max(columns, rows);
    int digits = 1;
    while (largest >= 10) {
        largest /= 10;
        ++digits;
    }
    return std::max(digits, MinLabelDigits);
}

} // namespace hexwright
