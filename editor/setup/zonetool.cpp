// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "setup/zonetool.h"

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "edit/hexregion.h"
#include "edit/zonepresets.h"
#include "editorcontext.h"
#include "map/hexmap.h"
#include "render/maprenderer.h"
#include "setup/setupstate.h"
#include "shell/actionicons.h"

#include <QAction>
#include <QKeyEvent>
#include <QPainter>
#include <QUndoStack>

namespace hexwright {

ZoneTool::ZoneTool(SetupState *state)
    : MapTool(state->context(), tr("&Zone"), actionIcon(QStringLiteral("hexwright-zone")),
              QKeySequence(Qt::Key_Z))
    , m_state(state)
{
    action()->setObjectName(QStringLiteral("zoneToolAction"));
    action()->setStatusTip(tr("Paint the current setup zone: drag to add hexes, right button or "
                              "Shift to take them away, [ and ] size the brush"));
}

void ZoneTool::setRadius(int radius)
{
    m_radius = std::clamp(radius, 0, MaxRadius);
    updateOverlay();
}

void ZoneTool::deactivate()
{
    m_last.reset();
    m_hover.reset();
}

QList<OffsetCoord> ZoneTool::footprint(OffsetCoord from, OffsetCoord to) const
{
    const ScenarioDocument *document = m_state->document();
    if (!document)
        return {};
    QList<OffsetCoord> out;
    for (const OffsetCoord hex : lineFootprint(document->map(), from, to, m_radius)) {
        if (document->map().isPlayable(hex))
            out.append(hex);
    }
    return out;
}

void ZoneTool::mousePressed(const MapMouseEvent &event)
{
    ScenarioDocument *document = m_state->document();
    if (!document || !event.hex || m_last)
        return;
    if (event.button != Qt::LeftButton && event.button != Qt::RightButton)
        return;
    m_removing = event.button == Qt::RightButton || (event.modifiers & Qt::ShiftModifier);
    m_zone = m_state->currentZone();
    if (!document->scenario().findZone(m_zone)) {
        if (m_removing) {
            context()->showStatus(tr("Choose a zone in the Zones dock first."));
            return;
        }
        m_zone.clear(); // apply() makes one
    }
    ++m_stroke;
    m_last = event.hex;
    apply(footprint(*event.hex, *event.hex));
}

void ZoneTool::mouseMoved(const MapMouseEvent &event)
{
    if (event.hex != m_hover) {
        m_hover = event.hex;
        updateOverlay();
    }
    if (!m_last || !event.hex || *event.hex == *m_last)
        return;
    apply(footprint(*m_last, *event.hex));
    m_last = event.hex;
}

void ZoneTool::mouseReleased(const MapMouseEvent &event)
{
    if (m_last
        && (event.buttons == Qt::NoButton || event.button == Qt::LeftButton
            || event.button == Qt::RightButton))
        m_last.reset();
}

void ZoneTool::apply(const QList<OffsetCoord> &hexes)
{
    ScenarioDocument *document = m_state->document();
    if (!document || hexes.isEmpty())
        return;
    QList<Zone> zones = document->scenario().zones;
    const QString mergeKey = QStringLiteral("zone-stroke:%1").arg(m_stroke);
    if (m_zone.isEmpty()) {
        Zone zone;
        int n = int(zones.size()) + 1;
        QString name;
        do {
            name = tr("Zone %1").arg(n++);
        } while (std::any_of(zones.begin(), zones.end(),
                             [&name](const Zone &z) { return z.name == name; }));
        zone.name = name;
        zone.id = uniqueZoneId(document->scenario(), name);
        zone.hexes = hexes;
        zones.append(zone);
        m_zone = zone.id;
        document->undoStack()->push(
            new ChangeZones(document, std::move(zones), tr("Paint \"%1\"").arg(name), mergeKey));
        m_state->setCurrentZone(m_zone);
        context()->showStatus(tr("New zone \"%1\": rename it in the Zones dock.").arg(name));
        return;
    }
    const OffsetSystem &offsets = document->map().offsets();
    for (Zone &zone : zones) {
        if (zone.id != m_zone)
            continue;
        QSet<HexCoord> have;
        for (const OffsetCoord hex : std::as_const(zone.hexes))
            have.insert(offsets.fromOffset(hex));
        bool changed = false;
        if (m_removing) {
            QSet<HexCoord> gone;
            for (const OffsetCoord hex : hexes)
                gone.insert(offsets.fromOffset(hex));
            const qsizetype before = zone.hexes.size();
            zone.hexes.removeIf([&gone, &offsets](OffsetCoord hex) {
                return gone.contains(offsets.fromOffset(hex));
            });
            changed = zone.hexes.size() != before;
        } else {
            for (const OffsetCoord hex : hexes) {
                if (!have.contains(offsets.fromOffset(hex))) {
                    zone.hexes.append(hex);
                    changed = true;
                }
            }
        }
        if (!changed)
            return;
        // Painted by hand, it no longer is what its preset says: layout changes leave it be.
        zone.preset.reset();
        // Files list a zone's hexes in order, so a painted zone diffs well.
        std::sort(zone.hexes.begin(), zone.hexes.end(), [](OffsetCoord a, OffsetCoord b) {
            return a.col < b.col || (a.col == b.col && a.row < b.row);
        });
        const QString name = zone.name.isEmpty() ? zone.id : zone.name;
        document->undoStack()->push(new ChangeZones(
            document, std::move(zones),
            m_removing ? tr("Take Hexes from \"%1\"").arg(name) : tr("Paint \"%1\"").arg(name),
            mergeKey));
        return;
    }
}

bool ZoneTool::keyPressed(QKeyEvent *event)
{
    if (event->key() == Qt::Key_BracketLeft || event->key() == Qt::Key_BracketRight) {
        setRadius(m_radius + (event->key() == Qt::Key_BracketRight ? 1 : -1));
        context()->showStatus(
            (m_radius == 0 ? tr("Zone brush: one hex")
                           : tr("Zone brush: %n hexes round the centre", nullptr, m_radius)));
        return true;
    }
    if (event->key() == Qt::Key_Escape && m_last) {
        m_last.reset();
        return true;
    }
    return false;
}

void ZoneTool::paintOverlay(QPainter *painter, const MapRenderer &renderer, qreal pixelsPerUnit)
{
    if (!m_hover || !m_state->document())
        return;
    const QColor colour = m_state->document()->scenario().findZone(m_state->currentZone())
        ? m_state->zoneColour(m_state->currentZone())
        : QColor(Qt::white);
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(
        QPen(colour, 2.0 / pixelsPerUnit, m_removing && m_last ? Qt::DashLine : Qt::SolidLine));
    for (const OffsetCoord hex : footprint(*m_hover, *m_hover))
        painter->drawPolygon(renderer.hexPolygon(hex));
}

} // namespace hexwright
