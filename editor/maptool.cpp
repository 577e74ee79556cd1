// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "maptool.h"

#include "editorcontext.h"
#include "mapview.h"
#include "shell/actionicons.h"

#include <QAction>

namespace hexwright {

MapTool::MapTool(EditorContext *context, const QString &name, const QIcon &icon,
                 const QKeySequence &shortcut, QObject *parent)
    : QObject(parent ? parent : context)
    , m_context(context)
    , m_action(new QAction(icon, name, this))
{
    m_action->setShortcut(shortcut);
    showShortcutInToolTip(m_action);
}

void MapTool::updateOverlay()
{
    m_context->view()->viewport()->update();
}

} // namespace hexwright
