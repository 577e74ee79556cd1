// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/offsetcoord.h"

#include <QDockWidget>

class QTabWidget;

namespace hexwright {

class EditorContext;
class HiddenPage;
class MarkersPage;
class MarkerTool;
class ScenarioDocument;
class VictoryPage;

/**
 * The "Victory" dock: how the scenario is won (conditions as sentences, each edited in a
 * form generated from its kind), the markers on the map (fortresses, rubble, objects) and
 * the hidden units found by a die roll, one tab each.
 */
class VictoryDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit VictoryDock(EditorContext *context, QWidget *parent = nullptr);

    void setDocument(ScenarioDocument *document);
    VictoryPage *victoryPage() const { return m_victory; }
    MarkersPage *markersPage() const { return m_markers; }
    HiddenPage *hiddenPage() const { return m_hidden; }
    MarkerTool *markerTool() const { return m_tool; }
    /// Shows the dock on its Markers tab.
    void showMarkers();

public Q_SLOTS:
    // Going to a problem (the Problems dock): each shows the dock on the right tab and
    // selects the item; false if there is no such item.
    bool showCondition(const QString &id);
    /// Selects the first marker on @p hex.
    bool showMarker(hexwright::OffsetCoord hex);
    bool showHidden(const QString &id);

private:
    QTabWidget *m_tabs;
    VictoryPage *m_victory;
    MarkersPage *m_markers;
    HiddenPage *m_hidden;
    MarkerTool *m_tool;
};

} // namespace hexwright
