// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/problemoverlay.h"

#include "render/maprenderer.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace hexwright {

namespace {

constexpr int FlashMs = 1500;
constexpr int FlashPulses = 3;

} // namespace

ProblemOverlay::ProblemOverlay(QObject *parent)
    : MapOverlay(80, parent)
{
    m_flash.setStartValue(0.0);
    m_flash.setEndValue(1.0);
    m_flash.setDuration(FlashMs);
    connect(&m_flash, &QVariantAnimation::valueChanged, this, &MapOverlay::changed);
    connect(&m_flash, &QVariantAnimation::finished, this, [this] {
        m_flashing.reset();
        Q_EMIT changed();
    });
}

QColor ProblemOverlay::colour(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return QColor(230, 30, 30);
    case Severity::Warning:
        return QColor(255, 170, 0);
    case Severity::Info:
        break;
    }
    return QColor(40, 130, 230);
}

void ProblemOverlay::setProblems(const Diagnostics &diagnostics)
{
    m_problems = diagnostics;
    m_severity.clear();
    m_byHex.clear();
    m_order.clear();
    for (qsizetype i = 0; i < m_problems.size(); ++i) {
        const Diagnostic &d = m_problems.at(i);
        for (const OffsetCoord &hex : d.hexes) {
            const quint64 k = key(hex);
            auto found = m_severity.find(k);
            if (found == m_severity.end()) {
                m_severity.insert(k, d.severity);
                m_order.append(hex);
            } else if (int(d.severity) < int(*found)) {
                *found = d.severity;
            }
            QList<int> &problems = m_byHex[k];
            if (!problems.contains(int(i)))
                problems.append(int(i));
        }
    }
    Q_EMIT changed();
}

std::optional<Severity> ProblemOverlay::severityAt(OffsetCoord hex) const
{
    const auto found = m_severity.constFind(key(hex));
    if (found == m_severity.constEnd())
        return std::nullopt;
    return *found;
}

Diagnostics ProblemOverlay::problemsAt(OffsetCoord hex) const
{
    Diagnostics found;
    for (int i : m_byHex.value(key(hex)))
        found.append(m_problems.at(i));
    std::stable_sort(found.begin(), found.end(), [](const Diagnostic &a, const Diagnostic &b) {
        return int(a.severity) < int(b.severity);
    });
    return found;
}

void ProblemOverlay::flash(OffsetCoord hex)
{
    m_flashing = hex;
    m_flash.stop();
    m_flash.start();
    Q_EMIT changed();
}

void ProblemOverlay::paint(QPainter *painter, const MapRenderer &renderer, const QRectF &exposed,
                           qreal pixelsPerUnit)
{
    if (m_order.isEmpty() && !m_flashing)
        return;
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);
    const qreal across = renderer.acrossFlats();
    // A ring a few pixels wide whatever the zoom, but never wider than a third of the hex.
    const qreal width = std::min(3.0 / pixelsPerUnit, across / 6);
    const QRectF area = exposed.adjusted(-across, -across, across, across);
    const auto ring = [&](OffsetCoord hex) {
        const QPointF centre = renderer.hexCentre(hex);
        // Inside the hex's outline, so neighbouring rings stay apart.
        QPolygonF polygon = renderer.hexPolygon(hex);
        const qreal inset = 1.0 - (width / 2 + across * 0.04) / (across / 2);
        for (QPointF &p : polygon)
            p = centre + (p - centre) * inset;
        return polygon;
    };
    for (const OffsetCoord &hex : std::as_const(m_order)) {
        if (!area.contains(renderer.hexCentre(hex)))
            continue;
        const QColor c = colour(m_severity.value(key(hex)));
        // A dark halo keeps the ring visible on any terrain colour.
        painter->setPen(
            QPen(QColor(0, 0, 0, 140), width * 1.8, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        const QPolygonF polygon = ring(hex);
        painter->drawPolygon(polygon);
        painter->setPen(QPen(c, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->drawPolygon(polygon);
    }
    if (m_flashing && area.contains(renderer.hexCentre(*m_flashing))) {
        const qreal t = m_flash.currentValue().toReal();
        // FlashPulses pulses, each growing and fading.
        const qreal phase = std::fmod(t * FlashPulses, 1.0);
        QColor c(255, 255, 255);
        c.setAlphaF(float(1.0 - phase));
        const QPointF centre = renderer.hexCentre(*m_flashing);
        const qreal radius
            = std::max(across * (0.5 + 0.9 * phase), (10 + 30 * phase) / pixelsPerUnit);
        painter->setPen(QPen(QColor(0, 0, 0, int(160 * (1.0 - phase))), width * 2.6));
        painter->drawEllipse(centre, radius, radius);
        painter->setPen(QPen(c, width * 1.6));
        painter->drawEllipse(centre, radius, radius);
    }
}

} // namespace hexwright
