// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammers-slammers/lostrace.h"

#include "families/hammers-slammers/rules/combat.h"
#include "map/hexmap.h"
#include "render/maprenderer.h"
#include "render/mapsymbols.h"
#include "ruleset/ruleset.h"

#include <QCoreApplication>
#include <QPainter>

namespace hexwright {

namespace {

/// The translation context of this file's texts: lupdate files each LosTraceText::tr() call under
/// "LosTrace", the context the run-time lookup uses.
struct LosTraceText
{
    Q_DECLARE_TR_FUNCTIONS(LosTrace)
};

QString terrainName(const Ruleset &ruleset, const QString &id)
{
    if (id.isEmpty())
        return LosTraceText::tr("off the map");
    const TerrainType *terrain = ruleset.findTerrain(id);
    return terrain ? terrain->name.toLower() : id;
}

/// A small value badge centred at @p centre.
void paintBadge(QPainter *painter, QPointF centre, double size, const QString &text,
                const QColor &fill)
{
    const QRectF box(centre.x() - size / 2, centre.y() - size / 2, size, size);
    painter->setPen(QPen(Qt::black, size * 0.06));
    painter->setBrush(fill);
    painter->drawEllipse(box);
    painter->setPen(fill.lightnessF() > 0.55 ? Qt::black : Qt::white);
    painter->setFont(mapFont(size * 0.62, true));
    painter->drawText(box, Qt::AlignCenter, text);
}

} // namespace

void paintLosTrace(QPainter *painter, const MapRenderer &renderer, const rules::LosTrace &trace,
                   qreal pixelsPerUnit, LosLayer layer)
{
    const double r = renderer.layout().size().width();
    // The trace's hexes are axial; the renderer's numbering (the map's) places them.
    const OffsetSystem &offsets = renderer.offsets();
    const qreal hairline = 1.0 / std::max<qreal>(pixelsPerUnit, 0.001);
    const QColor blocked(0xd3, 0x2f, 0x2f);
    const QColor clear(0x2e, 0x7d, 0x32);
    const QColor verdictColour = trace.clear ? clear : blocked;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QPointF from = renderer.hexCentre(offsets.toOffset(trace.firer));
    const QPointF to = renderer.hexCentre(offsets.toOffset(trace.target));
    for (const rules::LosHex &hex : trace.intervening) {
        if (layer == LosLayer::Over)
            break;
        const QPolygonF polygon = renderer.hexPolygon(offsets.toOffset(hex.hex));
        QColor tint = hex.blocks ? blocked : QColor(255, 255, 255);
        tint.setAlpha(hex.blocks ? 120 : 70);
        painter->setPen(QPen(hex.blocks ? blocked : QColor(40, 40, 40), 1.5 * hairline));
        painter->setBrush(tint);
        painter->drawPolygon(polygon);
    }
    if (layer != LosLayer::Over) {
        QPen line(verdictColour, std::max(r * 0.08, 2.5 * hairline), Qt::SolidLine, Qt::RoundCap);
        painter->setPen(line);
        painter->drawLine(from, to);
    }
    if (layer == LosLayer::Under) {
        painter->restore();
        return;
    }
    const double badge = std::max(r * 0.45, 14 * hairline);
    for (const rules::LosHex &hex : trace.intervening) {
        const QPointF c = renderer.hexCentre(offsets.toOffset(hex.hex));
        paintBadge(painter, c + QPointF(r * 0.35, -r * 0.35), badge, QString::number(hex.value),
                   hex.blocks ? blocked : QColor(250, 250, 250));
    }
    paintBadge(painter, from + QPointF(r * 0.35, -r * 0.35), badge,
               QString::number(trace.firerValue), QColor(0x19, 0x76, 0xd2));
    paintBadge(painter, to + QPointF(r * 0.35, -r * 0.35), badge,
               QString::number(trace.targetValue), QColor(0xf5, 0x7c, 0x00));

    // The verdict and range in a box under the target.
    const QString text
        = QStringLiteral("%1 \u00b7 %2")
              .arg(trace.clear ? LosTraceText::tr("Clear") : LosTraceText::tr("Blocked"))
              .arg(LosTraceText::tr("range %1").arg(rules::fireRange(trace.firer, trace.target)));
    const QFont font = mapFont(std::max(r * 0.42, 12 * hairline), true);
    painter->setFont(font);
    const QFontMetricsF metrics(font);
    const QRectF textRect
        = metrics.boundingRect(text).adjusted(-r * 0.15, -r * 0.08, r * 0.15, r * 0.08);
    const QRectF box(to.x() - textRect.width() / 2, to.y() + r * 0.55, textRect.width(),
                     textRect.height());
    painter->setPen(QPen(Qt::black, hairline));
    painter->setBrush(verdictColour);
    painter->drawRoundedRect(box, r * 0.1, r * 0.1);
    painter->setPen(Qt::white);
    painter->drawText(box, Qt::AlignCenter, text);
    painter->restore();
}

QString losVerdict(const rules::LosTrace &trace, const std::function<QString(HexCoord)> &label)
{
    if (trace.adjacent)
        return LosTraceText::tr("Clear (adjacent hexes always see each other)");
    if (trace.clear)
        return LosTraceText::tr("Clear");
    const rules::LosHex *block = trace.blocking();
    if (!block)
        return LosTraceText::tr("Blocked");
    return LosTraceText::tr("Blocked by %1 (%2 > %3)")
        .arg(label(block->hex))
        .arg(block->value)
        .arg(trace.threshold());
}

QString describeLosTrace(const rules::LosTrace &trace, const Ruleset &ruleset,
                         const std::function<QString(HexCoord)> &label)
{
    QStringList crossed;
    for (const rules::LosHex &hex : trace.intervening) {
        crossed.append(QStringLiteral("%1 %2 %3%4")
                           .arg(label(hex.hex), terrainName(ruleset, hex.terrainId))
                           .arg(hex.value)
                           .arg(hex.blocks ? LosTraceText::tr(" (blocks)") : QString()));
    }
    QString text = LosTraceText::tr("%1 (%2 %3) to %4 (%5 %6), range %7: %8")
                       .arg(label(trace.firer), terrainName(ruleset, trace.firerTerrainId))
                       .arg(trace.firerValue)
                       .arg(label(trace.target), terrainName(ruleset, trace.targetTerrainId))
                       .arg(trace.targetValue)
                       .arg(rules::fireRange(trace.firer, trace.target))
                       .arg(losVerdict(trace, label));
    if (!crossed.isEmpty())
        text += LosTraceText::tr(". Crossed: %1").arg(crossed.join(QStringLiteral(", ")));
    return text;
}

} // namespace hexwright
