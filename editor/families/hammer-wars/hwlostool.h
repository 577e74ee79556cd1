// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/hammer-wars/rules/hwsight.h"
#include "maptool.h"
#include "table/measuretool.h"

#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace hexwright {

class HwGameContext;

/// What the line-of-sight tool found between two points or units of a Hammer Wars table.
struct HwSightVerdict
{
    QPointF from;
    QPointF to;
    std::optional<TableBase> fromBase; ///< the unit the line starts at, if any
    std::optional<TableBase> toBase; ///< the target unit, if any
    QList<int> pieces; ///< the pieces that block it (indices), in order along the line
    QStringList models; ///< force ids of the units in the way, in order along the line
    double blockedAt = 1; ///< where along the line (0..1) it is first blocked
    hwrules::Cover cover; ///< the target's cover, when the line is clear
    bool ignoresCover = false; ///< the firer's special rule ignores it
    QString text; ///< "Blocked by Bell tower (Solid obstacle)", "Clear; target in cover (...)"

    bool clear() const { return pieces.isEmpty() && models.isEmpty(); }
};

/**
 * Hammer Wars' line-of-sight tool (issue 15): drag from a point or a unit to another; the
 * line is green where clear and red from where it is blocked, every solid piece and unit in
 * the way is outlined, and the status bar and a label on the table say the verdict and the
 * target's cover. It asks the engine's own rules (hwrules::piecesBlockingSight(),
 * modelBlocksSight(), cover()) over an HwGameContext of the scenario as it stands, so it
 * shows what a game would decide. The line stays until the next drag; Escape clears it.
 * Nothing of the document changes.
 */
class HwLosTool : public MapTool
{
    Q_OBJECT

public:
    explicit HwLosTool(EditorContext *context);
    ~HwLosTool() override;

    bool worksOnTable() const override { return true; }
    void deactivate() override;
    void mousePressed(const MapMouseEvent &event) override;
    void mouseMoved(const MapMouseEvent &event) override;
    void mouseReleased(const MapMouseEvent &event) override;
    bool keyPressed(QKeyEvent *event) override;
    void paintTableOverlay(QPainter *painter, qreal pixelsPerSceneUnit) override;
    QCursor cursor() const override { return Qt::CrossCursor; }

    /// The line of sight from @p from to @p to on the open table (an end on a unit's base
    /// is that unit, seen from or at its centre), as the engine decides it.
    std::optional<HwSightVerdict> sightBetween(QPointF from, QPointF to);
    /// The verdict shown, if any.
    std::optional<HwSightVerdict> verdict() const { return m_verdict; }
    void clear();

private:
    /// The engine's view of the open scenario, made again after an edit.
    const HwGameContext *game();
    void show(QPointF to);

    std::unique_ptr<HwGameContext> m_game;
    int m_gameIndex = -1; ///< the undo index m_game was made at
    bool m_dragging = false;
    QPointF m_press;
    std::optional<HwSightVerdict> m_verdict;
};

} // namespace hexwright
