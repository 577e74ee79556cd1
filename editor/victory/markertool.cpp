// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "victory/markertool.h"

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "edit/markeredits.h"
#include "editorcontext.h"
#include "mapview.h"
#include "render/maprenderer.h"
#include "ruleset/ruleset.h"
#include "shell/actionicons.h"
#include "victory/markerspage.h"

#include <QAction>
#include <QKeyEvent>
#include <QPainter>
#include <QUndoStack>

namespace hexwright {

namespace {

bool isRemoveKey(const QKeyEvent *key)
{
    return (key->key() == Qt::Key_Delete || key->key() == Qt::Key_Backspace)
        && key->modifiers() == Qt::NoModifier;
}

} // namespace

MarkerTool::MarkerTool(EditorContext *context, MarkersPage *page)
    : MapTool(context, tr("Mar&kers"), actionIcon(QStringLiteral("hexwright-marker")),
              QKeySequence(Qt::Key_K))
    , m_page(page)
{
    action()->setObjectName(QStringLiteral("markerToolAction"));
    action()->setStatusTip(tr("Place fortresses, rubble and objects: click to place, "
                              "right-click or Delete to remove"));
    connect(page, &MarkersPage::selectionChanged, this, [this] { updateOverlay(); });
}

void MarkerTool::activate()
{
    // Delete on the map removes a marker rather than the terrain's selection.
    context()->view()->installEventFilter(this);
}

void MarkerTool::deactivate()
{
    context()->view()->removeEventFilter(this);
    m_hovered.reset();
    updateOverlay();
}

bool MarkerTool::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride && isRemoveKey(static_cast<QKeyEvent *>(event))) {
        event->accept();
        return true;
    }
    return MapTool::eventFilter(watched, event);
}

void MarkerTool::mousePressed(const MapMouseEvent &event)
{
    if (!event.hex)
        return;
    if (event.button == Qt::LeftButton)
        placeAt(*event.hex);
    else if (event.button == Qt::RightButton)
        removeAt(*event.hex);
}

void MarkerTool::mouseMoved(const MapMouseEvent &event)
{
    if (event.hex == m_hovered)
        return;
    m_hovered = event.hex;
    updateOverlay();
}

bool MarkerTool::keyPressed(QKeyEvent *event)
{
    if (!isRemoveKey(event))
        return false;
    if (const auto hex = context()->view()->hoveredHex())
        removeAt(*hex);
    return true;
}

void MarkerTool::placeAt(OffsetCoord hex)
{
    ScenarioDocument *document = m_page->document();
    const QString kind = m_page->kind();
    if (!document || kind.isEmpty() || !document->map().isPlayable(hex))
        return;
    QList<Marker> markers = document->scenario().markers;
    if (markerIndex(markers, kind, hex) < 0) {
        Marker marker;
        marker.kind = kind;
        marker.hex = hex;
        marker.name = m_page->markerName();
        marker.colour = m_page->markerColour();
        addMarker(markers, marker);
        QString name = kind;
        for (const NamedEntry &entry : document->ruleset().markers) {
            if (entry.id == kind)
                name = entry.name;
        }
        document->undoStack()->push(
            new ChangeMarkers(document, std::move(markers), tr("Place %1").arg(name)));
    }
    m_page->selectMarker(kind, hex);
}

bool MarkerTool::removeAt(OffsetCoord hex)
{
    ScenarioDocument *document = m_page->document();
    if (!document)
        return false;
    QList<Marker> markers = document->scenario().markers;
    if (!removeMarker(markers, m_page->kind(), hex) && !removeTopMarker(markers, hex))
        return false;
    document->undoStack()->push(
        new ChangeMarkers(document, std::move(markers), tr("Remove Marker")));
    return true;
}

void MarkerTool::paintOverlay(QPainter *painter, const MapRenderer &renderer, qreal pixelsPerUnit)
{
    Q_UNUSED(pixelsPerUnit)
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);
    if (m_hovered) {
        QPen pen(QColor(255, 255, 255, 220), 3);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->drawPolygon(renderer.hexPolygon(*m_hovered));
    }
    if (const auto current = m_page->selected()) {
        QPen pen(QColor(230, 120, 0), 3);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->drawPolygon(renderer.hexPolygon(current->second));
    }
    painter->restore();
}

} // namespace hexwright
