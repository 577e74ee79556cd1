// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hex/hexlayout.h"

#include <cmath>

namespace hexwright {

namespace {

constexpr double Sqrt3 = 1.7320508075688772935274463415058723;

} // namespace

HexCoord FractionalHex::rounded() const
{
    double rq = std::round(q);
    double rr = std::round(r);
    const double rs = std::round(s());
    const double dq = std::abs(rq - q);
    const double dr = std::abs(rr - r);
    const double ds = std::abs(rs - s());
    // Rounding the three cube coordinates independently can break q + r + s = 0; the one
    // that moved furthest is the least trustworthy, so derive it from the other two.
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    return {int(rq), int(rr)};
}

HexLayout::HexLayout(HexOrientation orientation, QSizeF size, QPointF origin)
    : m_orientation(orientation)
    , m_size(size)
    , m_origin(origin)
{ }

HexLayout HexLayout::fromAcrossFlats(HexOrientation orientation, double acrossFlats, QPointF origin)
{
    // Opposite flat sides are sqrt(3) circumradii apart in either orientation.
    const double size = acrossFlats / Sqrt3;
    return HexLayout(orientation, QSizeF(size, size), origin);
}

QPointF HexLayout::hexToPixel(HexCoord hex) const
{
    const double q = hex.q;
    const double r = hex.r;
    if (m_orientation == HexOrientation::FlatTop) {
        return m_origin
            + QPointF(m_size.width() * 1.5 * q, m_size.height() * Sqrt3 * (r + q / 2.0));
    }
    return m_origin + QPointF(m_size.width() * Sqrt3 * (q + r / 2.0), m_size.height() * 1.5 * r);
}

FractionalHex HexLayout::pixelToFractionalHex(QPointF point) const
{
    const QPointF p = point - m_origin;
    const double x = p.x() / m_size.width();
    const double y = p.y() / m_size.height();
    if (m_orientation == HexOrientation::FlatTop) {
        const double q = x * (2.0 / 3.0);
        return {q, y / Sqrt3 - q / 2.0};
    }
    const double r = y * (2.0 / 3.0);
    return {x / Sqrt3 - r / 2.0, r};
}

QPointF HexLayout::cornerOffset(int corner) const
{
    // Unit corners at 60 * i degrees (flat-top) or 60 * i + 30 (pointy-top); increasing
    // angle with y pointing down turns clockwise on screen. Tabulated rather than computed
    // with cos/sin, whose results are off by an ulp (cos(pi / 3) != 0.5, sin(pi) != 0).
    struct UnitCorner
    {
        double x;
        double y;
    };
    static constexpr UnitCorner FlatCorners[6] = {
        {1.0, 0.0},  {0.5, Sqrt3 / 2},   {-0.5, Sqrt3 / 2},
        {-1.0, 0.0}, {-0.5, -Sqrt3 / 2}, {0.5, -Sqrt3 / 2},
    };
    static constexpr UnitCorner PointyCorners[6] = {
        {Sqrt3 / 2, 0.5},   {0.0, 1.0},  {-Sqrt3 / 2, 0.5},
        {-Sqrt3 / 2, -0.5}, {0.0, -1.0}, {Sqrt3 / 2, -0.5},
    };
    const int i = ((corner % 6) + 6) % 6;
    const UnitCorner c
        = m_orientation == HexOrientation::FlatTop ? FlatCorners[i] : PointyCorners[i];
    return {m_size.width() * c.x, m_size.height() * c.y};
}

QPolygonF HexLayout::polygon(HexCoord hex) const
{
    const QPointF center = hexToPixel(hex);
    QPolygonF result;
    result.reserve(6);
    for (int corner = 0; corner < 6; ++corner)
        result.append(center + cornerOffset(corner));
    return result;
}

double HexLayout::horizontalSpacing() const
{
    return m_orientation == HexOrientation::FlatTop ? 1.5 * m_size.width() : Sqrt3 * m_size.width();
}

double HexLayout::verticalSpacing() const
{
    return m_orientation == HexOrientation::FlatTop ? Sqrt3 * m_size.height()
                                                    : 1.5 * m_size.height();
}

} // namespace hexwright
