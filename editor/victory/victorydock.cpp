// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "victory/victorydock.h"

#include "dockscroll.h"
#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "victory/hiddenpage.h"
#include "victory/markerspage.h"
#include "victory/markertool.h"
#include "victory/victorypage.h"

#include <QTabWidget>

namespace hexwright {

VictoryDock::VictoryDock(EditorContext *context, QWidget *parent)
    : QDockWidget(tr("Victory"), parent)
    , m_tabs(new QTabWidget(this))
    , m_victory(new VictoryPage(context, m_tabs))
    , m_markers(new MarkersPage(context, m_tabs))
    , m_hidden(new HiddenPage(context, m_tabs))
    , m_tool(new MarkerTool(context, m_markers))
{
    setObjectName(QStringLiteral("victoryDock"));
    m_tabs->setObjectName(QStringLiteral("victoryTabs"));
    m_victory->setObjectName(QStringLiteral("victoryPage"));
    m_markers->setObjectName(QStringLiteral("markersPage"));
    m_hidden->setObjectName(QStringLiteral("hiddenPage"));
    m_tabs->addTab(m_victory, tr("Victory"));
    m_tabs->addTab(m_markers, tr("Markers"));
    m_tabs->addTab(m_hidden, tr("Hidden Units"));
    m_tabs->setDocumentMode(true);
    m_markers->setTool(m_tool);
    setWidget(inDockScrollArea(m_tabs));
}

void VictoryDock::setDocument(ScenarioDocument *document)
{
    m_victory->setDocument(document);
    m_markers->setDocument(document);
    m_hidden->setDocument(document);
    // Markers sit on hexes; a table's objectives are part of the table.
    const bool onTable = document && document->board().kind() == BoardKind::Table;
    const int markersTab = m_tabs->indexOf(m_markers);
    m_tabs->setTabEnabled(markersTab, !onTable);
    m_tabs->setTabToolTip(markersTab,
                          onTable ? tr("This scenario is played on a table: its "
                                       "objectives are part of the table.")
                                  : QString());
    if (onTable && m_tabs->currentWidget() == m_markers)
        m_tabs->setCurrentWidget(m_victory);
}

void VictoryDock::showMarkers()
{
    show();
    raise();
    m_tabs->setCurrentWidget(m_markers);
}

} // namespace hexwright

namespace hexwright {

bool VictoryDock::showCondition(const QString &id)
{
    show();
    raise();
    m_tabs->setCurrentWidget(m_victory);
    m_victory->selectCondition(id);
    return m_victory->currentId() == id;
}

bool VictoryDock::showMarker(OffsetCoord hex)
{
    show();
    raise();
    m_tabs->setCurrentWidget(m_markers);
    const ScenarioDocument *document = m_markers->document();
    if (!document)
        return false;
    for (const Marker &marker : document->scenario().markers) {
        if (marker.hex == hex) {
            m_markers->selectMarker(marker.kind, hex);
            return m_markers->selected().has_value();
        }
    }
    return false;
}

bool VictoryDock::showHidden(const QString &id)
{
    show();
    raise();
    m_tabs->setCurrentWidget(m_hidden);
    m_hidden->selectEntry(id);
    return m_hidden->currentId() == id;
}

} // namespace hexwright
