// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/offsetcoord.h"

#include <QObject>
#include <QPointer>
#include <QWidget>

#include <optional>

class QDropEvent;

namespace hexwright {

class PanelLayoutEditor;

/**
 * Takes panels dropped on the map view from the Panels dock. The map view belongs to the
 * main window, so this listens to its viewport through an event filter, and shows where the
 * panel will land (snapped, green, or orange when it would overlap) on a transparent widget
 * laid over the viewport, whatever tool is active. On a scenario without panels the same
 * widget says how to start.
 */
class PanelDropHandler : public QObject
{
    Q_OBJECT

public:
    explicit PanelDropHandler(PanelLayoutEditor *editor);

    /// The panel being dragged over the map, or empty.
    QString draggedPanel() const { return m_panel; }
    std::optional<OffsetCoord> dropSpot() const { return m_spot; }
    /// Shows the overlay when there is something to show.
    void updateOverlay();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    class Overlay;
    friend class Overlay;

    bool acceptsDrag(const QDropEvent *event) const;
    void trackDrag(const QDropEvent *event);
    void endDrag();

    PanelLayoutEditor *m_editor;
    Overlay *m_overlay;
    QString m_panel;
    std::optional<OffsetCoord> m_spot;
};

} // namespace hexwright
