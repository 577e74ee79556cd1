// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Hammer Wars' table input in the playtest: what a click or the mouse over the table means in
// the phase under way. Placing in a deployment is the window's (the Set-up tray); the rest is
// here.

#include "families/hammer-wars/hwplaytest.h"

#include "families/hammer-wars/hwplayoverlay.h"
#include "maptool.h"
#include "playtest/playtestwindow.h"

#include <QLineF>

namespace hexwright {

std::optional<QPointF> HwPlaytest::pointOf(const MapMouseEvent &event) const
{
    return tablePointAt(event);
}

void HwPlaytest::mapPressed(const MapMouseEvent &event)
{
    if (event.button == Qt::RightButton) {
        clearSelection();
        return;
    }
    const std::optional<QPointF> at = pointOf(event);
    if (event.button != Qt::LeftButton || !at || m_hw.isOver())
        return;
    if (m_hw.isPlacing()) {
        // Nothing chosen in the tray: a click on a model shows its card all the same.
        m_window.showStatus(setupHint(), 6000);
        return;
    }
    const QString clicked = modelAt(*at);
    const HwModel *model = clicked.isEmpty() ? nullptr : state().model(clicked);
    const HwModel *selected = m_selected.isEmpty() ? nullptr : state().model(m_selected);
    // An enemy with one of mine selected: the attack is prepared against it.
    if (model && selected && isMine(*selected) && !isMine(*model)) {
        aimAt(clicked);
        m_window.showStatus(
            m_hw.game().lineOfSight(m_selected, clicked)
                ? tr("%1 sees %2: check the odds, then Fire")
                      .arg(m_window.nameCounters(m_selected), m_window.nameCounters(clicked))
                : tr("%1 does not see %2")
                      .arg(m_window.nameCounters(m_selected), m_window.nameCounters(clicked)),
            6000);
        return;
    }
    if (model) {
        selectUnit(clicked);
        return;
    }
    // The table itself: the selected unit moves there, if it may still act.
    if (selected && isMine(*selected) && mayMove()) {
        moveTo(*at);
        return;
    }
    clearSelection();
}

void HwPlaytest::mapHovered(const MapMouseEvent &event)
{
    if (m_hw.isPlacing() || m_hw.isOver() || m_selected.isEmpty() || !mayMove()) {
        return;
    }
    const HwModel *selected = state().model(m_selected);
    const std::optional<QPointF> at = pointOf(event);
    if (!selected || !at || !isMine(*selected))
        return;
    if (!modelAt(*at).isEmpty()) {
        m_overlay->setHover(std::nullopt, false);
        repaint();
        return;
    }
    // The move a click here would give, checked by the engine.
    const double distance = QLineF(selected->at, *at).length();
    const double walk = m_hw.game().reach(m_selected, QStringLiteral("walk"));
    HwPlay play(QStringLiteral("activate"), m_selected);
    play.action
        = !m_runChosen && distance <= walk + 1e-6 ? QStringLiteral("walk") : QStringLiteral("run");
    play.path = {*at};
    const QString why = m_hw.game().check(play);
    m_overlay->setHover(at, why.isEmpty());
    repaint();
    const QString length = lengthText(distance);
    if (!why.isEmpty())
        m_window.showStatus(tr("%1: no move there (%2)").arg(length, m_window.nameCounters(why)));
    else if (play.action == QLatin1String("walk"))
        m_window.showStatus(tr("Walk %1: click to move").arg(length));
    else
        m_window.showStatus(tr("Run %1: click to move (no shooting after a Run)").arg(length));
}

} // namespace hexwright
