// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPainterPath>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <functional>
#include <optional>

class QPainter;

namespace hexwright {

class HwGameContext;
struct HwGameState;

/**
 * Hammer Wars' picture over the playtest table, in the table's millimetres: each model's
 * base in its colour with its lives left (greyed once it has acted), the selected unit
 * ringed, the areas it may Walk and Run to shaded, dangerous terrain hatched while a unit
 * is chosen, the attack's target ringed with the line of sight to it, and the move under
 * the mouse. It only paints what it is given; the extension works the rest out through the
 * engine.
 */
class HwPlayOverlay
{
public:
    HwPlayOverlay(const HwGameContext &context, const HwGameState &state);

    void setSelection(const QString &unit) { m_selection = unit; }
    void setTarget(const QString &unit, bool lineOfSight)
    {
        m_target = unit;
        m_lineOfSight = lineOfSight;
    }
    void setAreas(const QList<QRectF> &walk, const QList<QRectF> &run);
    /// The move the mouse points at: its end and whether it is legal, or none.
    void setHover(std::optional<QPointF> at, bool legal)
    {
        m_hover = at;
        m_hoverLegal = legal;
    }
    /// Which models may be painted: never one the rules hide from the player at the table.
    void setShown(std::function<bool(const QString &)> shown) { m_shown = std::move(shown); }

    void paint(QPainter *painter, qreal pixelsPerUnit) const;

private:
    void paintDangerous(QPainter *painter, qreal pixel) const;
    void paintModels(QPainter *painter, qreal pixel) const;
    void paintLines(QPainter *painter, qreal pixel) const;

    const HwGameContext &m_context;
    const HwGameState &m_state;
    QString m_selection;
    QString m_target;
    bool m_lineOfSight = false;
    QPainterPath m_walk; ///< the Walk's area as one outline
    QPainterPath m_run;
    std::optional<QPointF> m_hover;
    bool m_hoverLegal = false;
    std::function<bool(const QString &)> m_shown;
};

} // namespace hexwright
