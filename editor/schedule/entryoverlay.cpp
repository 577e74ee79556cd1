// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "schedule/entryoverlay.h"

#include "document/scenariodocument.h"
#include "edit/scheduleedits.h"
#include "render/maprenderer.h"

#include <QPainter>

namespace hexwright {

namespace {

/// One colour per die roll outcome; the first is also that of a single entry.
const QList<QColor> GroupColours = {QColor(255, 140, 0), QColor(30, 144, 255), QColor(220, 20, 160),
                                    QColor(40, 180, 90), QColor(150, 90, 220), QColor(200, 170, 0)};

} // namespace

EntryOverlay::EntryOverlay(QObject *parent)
    : MapOverlay(60, parent)
{ }

void EntryOverlay::setDocument(ScenarioDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_id.clear();
    if (m_document) {
        connectEach(m_document, this, &EntryOverlay::recompute,
                    &ScenarioDocument::reinforcementsChanged, &ScenarioDocument::zonesChanged,
                    &ScenarioDocument::layoutChanged);
    }
    recompute();
}

void EntryOverlay::setReinforcement(const QString &id)
{
    if (m_id == id)
        return;
    m_id = id;
    recompute();
}

void EntryOverlay::recompute()
{
    m_groups.clear();
    const Reinforcement *found = nullptr;
    if (m_document) {
        for (const Reinforcement &r : m_document->scenario().reinforcements) {
            if (r.id == m_id)
                found = &r;
        }
    }
    if (found) {
        const Scenario &s = m_document->scenario();
        const Entry &entry = found->entry;
        switch (entry.kind) {
        case Entry::Kind::Edge:
            m_groups.append(
                {schedule::edgeHexes(s, m_document->panels(), m_document->map(), entry.edge), {}});
            break;
        case Entry::Kind::RoadHex:
            m_groups.append({{entry.hex}, tr("Road")});
            break;
        case Entry::Kind::Zone:
        case Entry::Kind::Paradrop:
            if (const Zone *zone = s.findZone(entry.zone))
                m_groups.append({zone->hexes, {}});
            break;
        case Entry::Kind::DieRoll:
            for (const Entry::Outcome &o : entry.outcomes) {
                QStringList faces;
                for (int roll : o.rolls)
                    faces.append(QString::number(roll));
                m_groups.append(
                    {schedule::edgeHexes(s, m_document->panels(), m_document->map(), o.edge),
                     faces.join(QLatin1Char(','))});
            }
            break;
        }
    }
    Q_EMIT changed();
}

void EntryOverlay::paint(QPainter *painter, const MapRenderer &renderer, const QRectF &exposed,
                         qreal pixelsPerUnit)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const qreal pen = 3.0 / pixelsPerUnit;
    for (qsizetype g = 0; g < m_groups.size(); ++g) {
        const Group &group = m_groups[g];
        QColor colour = GroupColours[g % GroupColours.size()];
        const QColor outline = colour.darker(140);
        colour.setAlpha(110);
        painter->setPen(QPen(outline, pen));
        painter->setBrush(colour);
        for (OffsetCoord hex : group.hexes) {
            const QPolygonF polygon = renderer.hexPolygon(hex);
            if (polygon.boundingRect().intersects(exposed))
                painter->drawPolygon(polygon);
        }
        if (group.label.isEmpty() || group.hexes.isEmpty())
            continue;
        // The faces on a tag at the middle of the segment, readable at any zoom.
        QPointF centre = renderer.hexCentre(group.hexes.at(group.hexes.size() / 2));
        // A lone hex keeps its highlight in view: the tag goes just above it.
        if (group.hexes.size() == 1)
            centre.ry() -= renderer.acrossFlats() * 0.9;
        QFont font = painter->font();
        font.setBold(true);
        font.setPointSizeF(std::max(0.5, 11.0 / pixelsPerUnit));
        painter->setFont(font);
        const QFontMetricsF metrics(font);
        QRectF box = metrics.boundingRect(group.label);
        box.adjust(-4 / pixelsPerUnit, -2 / pixelsPerUnit, 4 / pixelsPerUnit, 2 / pixelsPerUnit);
        box.moveCenter(centre);
        painter->setPen(QPen(outline, pen / 2));
        painter->setBrush(Qt::white);
        painter->drawRoundedRect(box, 3 / pixelsPerUnit, 3 / pixelsPerUnit);
        painter->setPen(Qt::black);
        painter->drawText(box, Qt::AlignCenter, group.label);
    }
}

} // namespace hexwright
