// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/tablelayout.h"
#include "edit/tableedits.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

#include <optional>

namespace hexwright {

class EditorContext;
class ScenarioDocument;

/**
 * What the table tools share (issue 15): the selected pieces (and the selected corner of a
 * polygon), the snapping grid, the symmetric mode, and the one way they change the table:
 * apply(), which keeps the twins of a symmetric table and pushes one ChangeTable.
 */
class TableState : public QObject
{
    Q_OBJECT

public:
    /// The grid that drawing and moving snap to: none, half the table's unit step or a
    /// whole one (0.5 or 1 in on an inch table, 0.5 or 1 cm on a metric one).
    enum class Grid { Off, Half, Whole };

    explicit TableState(EditorContext *context);

    EditorContext *context() const { return m_context; }
    /// The open document when it is a table scenario, else null.
    ScenarioDocument *document() const;
    /// The open table, or null.
    const TableLayout *layout() const;

    QStringList selection() const { return m_selection; }
    void setSelection(const QStringList &ids);
    /// The corner of the one selected polygon that Delete removes, if one is picked.
    std::optional<int> selectedVertex() const { return m_vertex; }
    void setSelectedVertex(std::optional<int> index);

    Grid grid() const { return m_grid; }
    void setGrid(Grid grid);
    /// The grid's step in millimetres (0 when off).
    double gridStep() const;
    /// The step the arrow keys move by: the grid's, or a tenth of the table's unit.
    double nudgeStep() const;
    /// Millimetres within which pieces snap to others' corners and edges: a few pixels at
    /// the view's zoom.
    double snapTolerance() const;
    /// Device pixels per millimetre of the table on screen.
    double pixelsPerMillimetre() const;

    bool symmetric() const { return m_symmetric; }
    void setSymmetric(bool on);
    TableSymmetry symmetry() const { return m_symmetry; }
    void setSymmetry(TableSymmetry symmetry);

    /**
     * Makes @p after the table as one undo step called @p text: in symmetric mode the twins
     * of the pieces @p edited follow (keepTwins()). Steps with the same non-empty
     * @p mergeKey in a row are one (a drag). Nothing happens when nothing changes.
     */
    void apply(const TableLayout &after, const QString &text, const QStringList &edited,
               const QString &mergeKey = QString());
    /// As apply(), with the twins kept against @p before rather than the table as it is (a
    /// drag computes every step from where it started).
    void applyFrom(const TableLayout &before, const TableLayout &after, const QString &text,
                   const QStringList &edited, const QString &mergeKey);
    /// A key no other drag used: the steps of one drag merge, the next drag's do not.
    QString newMergeKey();

    // The edits of the selection that actions and keys share; each one undo step.
    /// Delete: the picked corner of a polygon (never below three), else the pieces.
    void deleteSelected();
    void moveSelected(QPointF delta);
    /// Turns each selected piece about its own middle.
    void rotateSelected(double degrees);
    void mirrorSelected(Qt::Orientation orientation);
    /// Copies one grid step (or a unit) right and down, and selects the copies.
    void duplicateSelected();
    /// Adds @p piece (its id made unique) as one step and selects it; returns its id.
    QString addPiece(const TablePiece &piece);

    /// How undo texts name the pieces: "Piece 'Copse'" or "3 Pieces".
    QString piecesText(const QStringList &ids) const;
    /// "Move Piece 'Copse'" from the tool's translated @p pattern "Move %1".
    QString undoText(const QString &pattern, const QStringList &ids) const;

    /// The turn of one Ctrl+R, in degrees.
    static constexpr double RotateStep = 15.0;

Q_SIGNALS:
    void selectionChanged();
    void optionsChanged();

private:
    /// Drops selected ids the table no longer has.
    void pruneSelection();

    EditorContext *m_context;
    QPointer<ScenarioDocument> m_connected;
    QStringList m_selection;
    std::optional<int> m_vertex;
    Grid m_grid = Grid::Off;
    bool m_symmetric = false;
    TableSymmetry m_symmetry = TableSymmetry::Point;
    int m_mergeCount = 0;
};

} // namespace hexwright
