// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "setup/unitdrop.h"

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "edit/placementedits.h"
#include "editorcontext.h"
#include "map/hexmap.h"
#include "roster/rostermodel.h"
#include "ruleset/ruleset.h"
#include "setup/setupstate.h"
#include "setup/zoneoverlay.h"

#include <QInputDialog>
#include <QMainWindow>
#include <QMimeData>
#include <QUndoStack>

namespace hexwright {

UnitDropHandler::UnitDropHandler(SetupState *state, ZoneOverlay *overlay, QObject *parent)
    : QObject(parent)
    , m_state(state)
    , m_overlay(overlay)
{
    m_askCount = [this](int maximum) {
        bool ok = false;
        const int count = QInputDialog::getInt(
            m_state->context()->window(), tr("Set Up Units"),
            tr("Units of each line to set up (1-%1):").arg(maximum), 1, 1, maximum, 1, &ok);
        return ok ? count : 0;
    };
    m_view = m_state->context()->view();
    m_view->addDropHandler(this);
}

UnitDropHandler::~UnitDropHandler()
{
    // Not through m_state: when this runs as a child of the state, the state is half gone.
    if (m_view)
        m_view->removeDropHandler(this);
}

bool UnitDropHandler::accepts(const QMimeData *mimeData) const
{
    return m_state->document() && mimeData
        && mimeData->hasFormat(QString::fromLatin1(RosterModel::MimeType));
}

QString UnitDropHandler::zoneAt(OffsetCoord hex, Qt::KeyboardModifiers modifiers) const
{
    if (!(modifiers & Qt::AltModifier) || !m_state->document())
        return {};
    const QString current = m_state->currentZone();
    if (!current.isEmpty() && m_overlay->zoneHas(current, hex))
        return current;
    for (const Zone &zone : m_state->document()->scenario().zones) {
        if (m_state->isZoneVisible(zone.id) && m_overlay->zoneHas(zone.id, hex))
            return zone.id;
    }
    return {};
}

bool UnitDropHandler::dragMoved(const MapDropEvent &event)
{
    const ScenarioDocument *document = m_state->document();
    if (!document || !event.hex || !document->map().isPlayable(*event.hex)) {
        m_overlay->setDropTarget(std::nullopt);
        return false;
    }
    m_overlay->setDropTarget(event.hex, zoneAt(*event.hex, event.modifiers));
    return true;
}

void UnitDropHandler::dragLeft()
{
    m_overlay->setDropTarget(std::nullopt);
}

bool UnitDropHandler::dropped(const MapDropEvent &event)
{
    if (!event.hex || !event.mimeData)
        return false;
    const QStringList ids
        = QString::fromUtf8(event.mimeData->data(QString::fromLatin1(RosterModel::MimeType)))
              .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    return placeLines(ids, *event.hex, event.modifiers);
}

bool UnitDropHandler::placeLines(const QStringList &ids, OffsetCoord hex,
                                 Qt::KeyboardModifiers modifiers)
{
    ScenarioDocument *document = m_state->document();
    if (!document || !document->map().isPlayable(hex) || ids.isEmpty())
        return false;
    const QList<ForceEntry> &before = document->scenario().forces;
    int largest = 0;
    for (const ForceEntry &entry : before) {
        if (ids.contains(entry.id))
            largest = std::max(largest, entry.count);
    }
    if (largest == 0)
        return false;

    // How many of each line: one, all (Shift) or as many as the user says (Ctrl).
    int count = 1;
    QString how = tr("one unit of each line; Shift drops whole lines, Ctrl asks how many");
    if (modifiers & Qt::ShiftModifier) {
        count = -1;
        how = tr("whole lines");
    } else if (modifiers & Qt::ControlModifier) {
        count = m_askCount ? m_askCount(largest) : 0;
        if (count <= 0)
            return false;
        how = (count == 1 ? tr("1 unit of each line, as asked")
                          : tr("%n units of each line, as asked", nullptr, count));
    }
    const QString zoneId = zoneAt(hex, modifiers);
    const Placement target = zoneId.isEmpty() ? hexPlacement(hex) : zonePlacement(zoneId);

    QList<ForceEntry> forces = before;
    int units = 0;
    QString single;
    for (const QString &id : ids) {
        const auto it = std::find_if(forces.cbegin(), forces.cend(),
                                     [&id](const ForceEntry &e) { return e.id == id; });
        if (it == forces.cend() || samePlacement(it->placement, target))
            continue;
        const int moving = count < 0 ? it->count : std::min(count, it->count);
        const UnitType *type = document->ruleset().findUnitType(it->unitType);
        single = type ? type->name : it->unitType;
        units += moving;
        forces = placeUnits(forces, id, moving, target);
    }
    if (units == 0) {
        m_state->context()->showStatus(tr("Those units are set up there already."));
        return false;
    }
    const QString where = zoneId.isEmpty()
        ? document->map().label(hex)
        : tr("zone %1").arg(document->scenario().findZone(zoneId)->name);
    const QString what = ids.size() == 1
        ? tr("%1 %2").arg(units).arg(single)
        : (units == 1 ? tr("1 unit") : tr("%n units", nullptr, units));
    // Several lines dropped at once are one step, read as what it does to the units.
    QString text = tr("Set Up %1 on %2").arg(what, where);
    if (ids.size() > 1 && zoneId.isEmpty())
        text = (units == 1 ? tr("Place 1 Unit on %1") : tr("Place %n Units on %1", nullptr, units))
                   .arg(where);
    else if (ids.size() > 1)
        text = (units == 1 ? tr("Place 1 Unit in '%1'")
                           : tr("Place %n Units in '%1'", nullptr, units))
                   .arg(document->scenario().findZone(zoneId)->name);
    document->undoStack()->push(new ChangeForces(document, std::move(forces), text));
    m_state->context()->showStatus(tr("Set up %1 on %2 (%3)").arg(what, where, how), 6000);
    return true;
}

} // namespace hexwright
