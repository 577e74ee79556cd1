// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers shared by the hex geometry tests (tst_hex and tst_hexline).

#include "hex/hexcoord.h"
#include "hex/hexlayout.h"
#include "hex/offsetcoord.h"

#include <QList>
#include <QPointF>
#include <QPolygonF>
#include <QSet>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <initializer_list>

namespace hexwright {

// Lets QCOMPARE print hexes instead of "<unknown>".
inline char *toString(const HexCoord &hex)
{
    return QTest::toString(QStringLiteral("(%1,%2)").arg(hex.q).arg(hex.r));
}

inline char *toString(const OffsetCoord &offset)
{
    return QTest::toString(QStringLiteral("col %1 row %2").arg(offset.col).arg(offset.row));
}

} // namespace hexwright

Q_DECLARE_METATYPE(hexwright::HexCoord)
Q_DECLARE_METATYPE(hexwright::OffsetCoord)
Q_DECLARE_METATYPE(hexwright::OffsetSystem)
Q_DECLARE_METATYPE(hexwright::HexOrientation)
Q_DECLARE_METATYPE(hexwright::HexLayout)

namespace hexwright::hextest {

inline constexpr double Sqrt3 = 1.7320508075688772935274463415058723;

using HexList = QList<HexCoord>;

inline bool fuzzyEqual(double a, double b, double tolerance = 1e-9)
{
    return std::abs(a - b) <= tolerance * std::max({1.0, std::abs(a), std::abs(b)});
}

inline bool fuzzyEqual(QPointF a, QPointF b, double tolerance = 1e-9)
{
    return fuzzyEqual(a.x(), b.x(), tolerance) && fuzzyEqual(a.y(), b.y(), tolerance);
}

// Shoelace sum on raw coordinates. With y pointing down a positive value means the points go
// clockwise on screen.
inline double signedArea(const QPolygonF &polygon)
{
    double twice = 0;
    for (qsizetype i = 0; i < polygon.size(); ++i) {
        const QPointF a = polygon.at(i);
        const QPointF b = polygon.at((i + 1) % polygon.size());
        twice += a.x() * b.y() - b.x() * a.y();
    }
    return twice / 2;
}

inline bool isAdjacent(HexCoord a, HexCoord b)
{
    return HexCoord::distance(a, b) == 1;
}

inline QSet<HexCoord> toSet(const HexList &hexes)
{
    return QSet<HexCoord>(hexes.cbegin(), hexes.cend());
}

} // namespace hexwright::hextest
