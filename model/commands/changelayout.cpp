// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands/changelayout.h"

#include "commands/commandids.h"
#include "edit/zonepresets.h"
#include "map/panel.h"

#include <QCoreApplication>

namespace hexwright {

ChangeLayout::ChangeLayout(ScenarioDocument *document, QList<PanelPlacement> layout,
                           const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_layout(std::move(layout))
{
    if (hasPresetZones(document->scenario())) {
        Scenario after = document->scenario();
        after.layout = m_layout;
        QList<Zone> zones = zonesFollowingLayout(after, document->panels(), document->ruleset());
        if (zones != document->scenario().zones)
            m_zones = std::move(zones);
    }
}

void ChangeLayout::swap()
{
    QList<PanelPlacement> current = m_document->scenario().layout;
    m_document->setLayout(m_layout);
    m_layout = std::move(current);
    if (m_zones) {
        QList<Zone> zones = m_document->scenario().zones;
        m_document->setZones(*m_zones);
        m_zones = std::move(zones);
    }
}

int ChangeLayout::id() const
{
    return int(CommandId::ChangeLayout);
}

EditRoads::EditRoads(ScenarioDocument *document, const QList<std::pair<RoadLink, bool>> &links,
                     QUndoCommand *parent)
    : QUndoCommand(parent)
    , m_document(document)
    , m_added(document->scenario().roadsAdded)
    , m_removed(document->scenario().roadsRemoved)
{
    bool drawing = false;
    const HexMap &map = document->map();
    const OffsetSystem &offsets = map.offsets();
    for (const auto &[link, present] : links) {
        const RoadLink n = link.normalized();
        m_added.removeAll(n);
        m_removed.removeAll(n);
        const bool onPanels = map.panelsHaveRoad(offsets.fromOffset(n.a), offsets.fromOffset(n.b));
        if (present && !onPanels)
            m_added.append(n);
        if (!present && onPanels)
            m_removed.append(n);
        drawing = drawing || present;
    }
    setText(drawing ? QCoreApplication::translate("Undo Commands", "Draw road")
                    : QCoreApplication::translate("Undo Commands", "Erase road"));
}

void EditRoads::swap()
{
    QList<RoadLink> added = m_document->scenario().roadsAdded;
    QList<RoadLink> removed = m_document->scenario().roadsRemoved;
    m_document->setRoadEdits(m_added, m_removed);
    m_added = std::move(added);
    m_removed = std::move(removed);
}

int EditRoads::id() const
{
    return int(CommandId::EditRoads);
}

} // namespace hexwright
