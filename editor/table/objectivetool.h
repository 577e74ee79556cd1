// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/tablelayout.h"
#include "maptool.h"

#include <QPointF>
#include <QString>

#include <functional>
#include <optional>

class QMenu;
class QToolBar;

namespace hexwright {

class EditorContext;
class TableState;

/**
 * Places and edits a table's objective markers (issue 15): a click on the empty table puts a
 * marker there, numbered after the others; a click on a marker selects it and a drag moves
 * it, snapping to the grid unless Shift is held; a double click, F2 or Return relabels it;
 * Delete removes it; the arrow keys nudge it. Each edit is one undo step. The family's
 * standard markers come from placeStandardObjectives() (Map > Objectives and Deployment).
 */
class ObjectiveTool : public MapTool
{
    Q_OBJECT

public:
    /// Asks the user to confirm @p text; true to go on.
    using Confirm = std::function<bool(const QString &title, const QString &text)>;
    /// Asks for a marker's new label, given the current one; nullopt when cancelled.
    using AskLabel = std::function<std::optional<QString>(const QString &current)>;

    explicit ObjectiveTool(TableState *state);

    bool worksOnTable() const override { return true; }
    QCursor cursor() const override { return Qt::CrossCursor; }
    void deactivate() override;
    void mousePressed(const MapMouseEvent &event) override;
    void mouseMoved(const MapMouseEvent &event) override;
    void mouseReleased(const MapMouseEvent &event) override;
    void mouseDoubleClicked(const MapMouseEvent &event) override;
    bool keyPressed(QKeyEvent *event) override;
    void paintTableOverlay(QPainter *painter, qreal pixelsPerSceneUnit) override;

    /// The topmost marker within reach of @p point (mm), or "".
    QString objectiveAt(QPointF point) const;
    /// The selected marker's id, or "".
    QString selected() const { return m_selected; }
    void setSelected(const QString &id);

    /// Gives the selected marker @p label (one undo step).
    void relabelSelected(const QString &label);
    /// Asks for the selected marker's label and sets it.
    void askLabel();
    /// Removes the selected marker (one undo step).
    void removeSelected();
    /**
     * Replaces the markers by the family's standard ones for this table as one undo step,
     * asking first when there are markers; false when the family has none or the user
     * cancelled.
     */
    bool placeStandardObjectives();

    void setConfirm(Confirm confirm) { m_confirm = std::move(confirm); }
    void setAskLabel(AskLabel ask) { m_askLabel = std::move(ask); }

private:
    QPointF snapped(QPointF point, Qt::KeyboardModifiers modifiers) const;
    /// How undo texts name a marker: "Objective '2'".
    QString objectiveText(const QString &id) const;
    void cancelDrag();

    TableState *m_state;
    QString m_selected;
    bool m_dragging = false;
    bool m_moved = false;
    QPointF m_press;
    QPointF m_grab; ///< the marker's centre minus the press
    TableLayout m_before;
    QString m_mergeKey;
    Confirm m_confirm;
    AskLabel m_askLabel;
};

/// The Map > Objectives and Deployment menu, made on first use (null without a Map menu).
QMenu *tableAreasMenu(EditorContext &context);
/// The tool bar of the objective and deployment presets and options, made on first use.
QToolBar *tableAreasToolBar(EditorContext &context);

/// Adds the objective tool, the Map > Objectives and Deployment menu (made if not there yet)
/// and the Place Standard Objectives action (table_tools.cpp calls this).
ObjectiveTool *installObjectiveTool(EditorContext &context, TableState *state);

} // namespace hexwright
