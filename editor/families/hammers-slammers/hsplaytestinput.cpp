// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Hammer's Slammers' map input in the playtest: what a click or the mouse over a hex means in
// the phase under way.

#include "families/hammers-slammers/hsplaytest.h"

#include "families/hammers-slammers/hsplayoverlay.h"
#include "families/hammers-slammers/lostrace.h"
#include "maptool.h"
#include "mapview.h"
#include "playtest/playtestwindow.h"
#include "shell/actionicons.h"

#include <QCursor>
#include <QMenu>

namespace hexwright {

void HsPlaytest::mapPressed(const MapMouseEvent &event)
{
    if (event.button == Qt::RightButton) {
        clearSelection();
        return;
    }
    if (event.button != Qt::LeftButton || !event.hex)
        return;
    const GameContext &c = context();
    const GameState &s = state();
    const HexCoord hex = c.axial(*event.hex);
    const bool add = event.modifiers & Qt::ControlModifier;

    // A click on a stack of one's own selects it (a list when there are several) rather
    // than moving onto it; Shift+click moves there all the same.
    bool friendsThere = false;
    for (const UnitState *unit : s.unitsAt(hex))
        friendsThere = friendsThere
            || (unit->carriedBy.isEmpty() && isMine(*unit) && !m_selection.contains(unit->id));
    const bool moveOnto = !friendsThere || (event.modifiers & Qt::ShiftModifier);

    // The selected unit's legal action into this hex: move, enter, drop.
    if (m_selection.size() == 1 && !add && moveOnto) {
        const QString id = m_selection.first();
        for (const Action &action : m_hs.legalTyped()) {
            const auto *move = std::get_if<MoveAction>(&action);
            const auto *enter = std::get_if<EnterAction>(&action);
            const auto *drop = std::get_if<ParadropAction>(&action);
            if ((move && move->unit == id && !move->path.isEmpty() && move->path.last() == hex)
                || (enter && enter->unit == id && enter->hex == hex)
                || (drop && drop->unit == id && drop->dropZone == hex)) {
                perform(action);
                return;
            }
        }
    }
    // Several units selected (All of Mine Here): the stack moves there together, one unit
    // after another, each by its own legal move.
    if (m_selection.size() > 1 && !add && moveOnto && moveStackTo(hex))
        return;

    QList<const UnitState *> here;
    QList<const UnitState *> enemies;
    const UnitState *first = m_selection.isEmpty() ? nullptr : s.unit(m_selection.first());
    for (const UnitState *unit : s.unitsAt(hex)) {
        // A unit the rules hide from the player at the board is not there for his clicks.
        if (!unit->carriedBy.isEmpty() || !m_window.showsPiece(unit->id))
            continue;
        here.append(unit);
        if (first && isMine(*first) && c.isEnemy(*first, *unit))
            enemies.append(unit);
    }
    // In the fire phases a click on the enemy aims the attack of the selected units.
    if (isFirePhase() && first && isMine(*first) && !enemies.isEmpty() && !add) {
        aimAt(hex);
        return;
    }
    if (here.isEmpty()) {
        if (!add)
            clearSelection();
        return;
    }
    if (here.size() == 1) {
        QStringList selection = add ? m_selection : QStringList();
        const QString id = here.first()->id;
        if (selection.contains(id))
            selection.removeAll(id);
        else
            selection.append(id);
        selectUnits(selection);
        return;
    }
    chooseFromStack(here, add);
}

std::optional<MoveAction> HsPlaytest::moveInto(const QString &unit, HexCoord hex) const
{
    for (const Action &action : m_hs.legalTyped()) {
        const auto *move = std::get_if<MoveAction>(&action);
        if (move && move->unit == unit && !move->path.isEmpty() && move->path.last() == hex)
            return *move;
    }
    return std::nullopt;
}

bool HsPlaytest::moveStackTo(HexCoord hex)
{
    if (m_hs.game().phase() != HsPhase::Movement || m_selection.size() < 2)
        return false;
    const QStringList stack = m_selection;
    for (const QString &id : stack) {
        if (!moveInto(id, hex))
            return false; // not every unit gets there: a click on the hex selects instead
    }
    int moved = 0;
    QString why;
    for (const QString &id : stack) {
        const std::optional<MoveAction> move = moveInto(id, hex);
        why = move ? m_hs.apply(*move) : tr("%1 cannot go on to %2").arg(id, label(hex));
        if (!why.isEmpty())
            break;
        ++moved;
    }
    m_window.afterAction(QString(), QString());
    if (!why.isEmpty())
        m_window.showStatus(tr("%n unit(s) of the stack moved to %1; then: %2", nullptr, moved)
                                .arg(label(hex), m_window.nameCounters(why)),
                            6000);
    else
        m_window.showStatus(
            tr("The stack of %n unit(s) moved to %1", nullptr, moved).arg(label(hex)), 4000);
    return true;
}

void HsPlaytest::chooseFromStack(const QList<const UnitState *> &units, bool add)
{
    auto *menu = new QMenu(&m_window);
    menu->setObjectName(QStringLiteral("stackMenu"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    QStringList mine;
    for (const UnitState *unit : units) {
        QString text = unitName(*unit);
        if (unit->disrupted)
            text += tr(" - disrupted");
        QAction *action = menu->addAction(actionIcon(QStringLiteral("hexwright-units")), text);
        const QString id = unit->id;
        connect(action, &QAction::triggered, this, [this, id, add] {
            QStringList selection = add ? m_selection : QStringList();
            if (!selection.contains(id))
                selection.append(id);
            selectUnits(selection);
        });
        if (isMine(*unit))
            mine.append(id);
    }
    if (mine.size() > 1) {
        menu->addSeparator();
        QAction *all = menu->addAction(actionIcon(QStringLiteral("edit-select-all")),
                                       tr("All %n of Mine Here", nullptr, int(mine.size())));
        connect(all, &QAction::triggered, this, [this, mine, add] {
            QStringList selection = add ? m_selection : QStringList();
            for (const QString &id : mine) {
                if (!selection.contains(id))
                    selection.append(id);
            }
            selectUnits(selection);
        });
    }
    // Clicked with Enter at the keyboard cursor: the list opens there, its first line chosen,
    // so that the arrows and Enter pick from it.
    const MapView *view = m_window.mapView();
    if (view->underMouse() || !view->cursorPlace()) {
        menu->popup(QCursor::pos());
        return;
    }
    const QPoint at = view->viewport()->mapToGlobal(view->mapFromScene(view->cursorScenePos()));
    menu->popup(at, menu->actions().value(0));
    menu->setActiveAction(menu->actions().value(0));
}

void HsPlaytest::mapHovered(const MapMouseEvent &event)
{
    if (!isFirePhase() || m_selection.isEmpty() || !event.hex)
        return;
    const GameState &s = state();
    const UnitState *attacker = s.unit(m_selection.first());
    if (!attacker || !attacker->onMap() || !s.field)
        return;
    const HexCoord hex = context().axial(*event.hex);
    // Once a target is chosen the line stays on it; until then it follows the mouse.
    if (m_targetHex)
        return;
    const rules::LosTrace trace = rules::traceLineOfSight(*s.field, attacker->hex, hex);
    m_overlay->setTrace(trace);
    m_window.showStatus(
        describeLosTrace(trace, context().ruleset(), [this](HexCoord h) { return label(h); }));
}

} // namespace hexwright
