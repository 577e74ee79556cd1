// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/offsetcoord.h"
#include "panels/panelimages.h"
#include "scenario/scenario.h"

#include <QObject>
#include <QPointF>

#include <optional>

class QAction;

namespace hexwright {

class EditorContext;
class PanelDropHandler;
class PanelGrid;
class PanelLibraryDock;
class PanelTool;
class ScenarioDocument;
struct Panel;

/**
 * Panel assembly: the Panels dock, the Panels tool, dropping panels on the map, the Map
 * menu's panel actions and the Lay Out Panels dialog, around one set of edits.
 *
 * Every edit builds the new layout and pushes one ChangeLayout, so it is one undo step and
 * the map (seams joined, outer half hexes unplayable) is always assembled by HexMap from the
 * layout. A layout never reaches west of column 01 or north of row 01: a panel put there
 * moves the whole layout east or south instead, as long as nothing in the scenario refers
 * to hexes yet. Overlapping panels are allowed and reported in the status bar.
 */
class PanelLayoutEditor : public QObject
{
    Q_OBJECT

public:
    explicit PanelLayoutEditor(EditorContext &context);
    ~PanelLayoutEditor() override;

    EditorContext &context() const { return m_context; }
    ScenarioDocument *document() const;
    PanelTool *tool() const { return m_tool; }
    PanelLibraryDock *dock() const { return m_dock; }
    const PanelImages &images() const { return m_images; }
    /// The open map's panel geometry; empty without a map.
    std::optional<PanelGrid> grid() const;
    const Panel *findPanel(const QString &panelId) const;

    /// Where panel @p panelId lands when dropped with its centre at @p sceneCentre:
    /// snapped to an even column, and beside a near panel when @p magnetic; 0101 on an empty
    /// map. Empty when there is no such panel or no map.
    std::optional<OffsetCoord> dropSpot(const QString &panelId, QPointF sceneCentre,
                                        bool magnetic = true) const;
    /// The status bar's name of a spot: its hex label, or where the map will grow.
    QString spotName(OffsetCoord spot) const;

    // The edits. Each pushes one undo command and tells the status bar; they return the
    // index of the panel in the layout, or -1 (false) when nothing changed.
    int placePanel(const QString &panelId, QPointF sceneCentre, bool magnetic = true);
    int placePanelAt(const QString &panelId, OffsetCoord spot);
    /// East of the panel furthest east, level with it; 0101 on an empty map.
    int addPanelEast(const QString &panelId);
    bool movePanel(int index, OffsetCoord spot);
    bool turnPanel(int index);
    bool removePanel(int index);
    int duplicatePanel(int index);
    /// Replaces the whole layout as one undo step named @p undoText; false if unchanged or
    /// refused.
    bool applyLayout(QList<PanelPlacement> layout, const QString &undoText);

    QAction *layOutAction() const { return m_layOutAction; }
    QAction *turnAction() const { return m_turnAction; }
    QAction *duplicateAction() const { return m_duplicateAction; }
    QAction *removeAction() const { return m_removeAction; }

public Q_SLOTS:
    /// Opens the Lay Out Panels dialog (window-modal); OK replaces the layout.
    void showLayoutDialog();

private:
    void documentChanged(ScenarioDocument *document);
    void layoutChanged();
    void updateActions();
    /// Tells the status bar where panel @p index now is (@p what: "... %1 at %2"), and warns
    /// when it overlaps others.
    void reportPlaced(int index, const QString &what);

    EditorContext &m_context;
    /// The last layout change moved the named hexes too (columns, rows); reported once.
    OffsetCoord m_lastShift;
    PanelImages m_images;
    PanelTool *m_tool = nullptr;
    PanelLibraryDock *m_dock = nullptr;
    PanelDropHandler *m_drop = nullptr;
    QAction *m_layOutAction = nullptr;
    QAction *m_turnAction = nullptr;
    QAction *m_duplicateAction = nullptr;
    QAction *m_removeAction = nullptr;
};

} // namespace hexwright
