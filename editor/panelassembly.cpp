// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editorcontext.h"
#include "mapview.h"
#include "panels/panellayouteditor.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>

namespace hexwright {

namespace {

/// Keeps the panel drop overlay (with its "no panels yet" hint) blank over a table: panels
/// make hex maps.
class BlankOnTable : public QObject
{
public:
    BlankOnTable(EditorContext &context, QObject *parent)
        : QObject(parent)
        , m_context(context)
    { }

    bool eventFilter(QObject *, QEvent *event) override
    {
        return event->type() == QEvent::Paint && m_context.onTable();
    }

private:
    EditorContext &m_context;
};

} // namespace

void installPanelAssembly(EditorContext &context)
{
    // Owned by the context; found by tests and other features as "panelLayoutEditor".
    new PanelLayoutEditor(context);
    // Panels make hex maps: nothing to do on a table.
    QMainWindow *window = context.window();
    context.addHexOnly(window->findChild<QDockWidget *>(QStringLiteral("panelLibraryDock")));
    if (auto *overlay
        = context.view()->viewport()->findChild<QWidget *>(QStringLiteral("panelDropOverlay")))
        overlay->installEventFilter(new BlankOnTable(context, overlay));
    for (const char *name :
         {"layOutPanelsAction", "turnPanelAction", "duplicatePanelAction", "removePanelAction"}) {
        if (auto *action = window->findChild<QAction *>(QLatin1String(name)))
            context.addHexOnly(action);
    }
}

} // namespace hexwright
