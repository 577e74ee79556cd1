// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "maptool.h"

#include "editorcontext.h"
#include "mapview.h"

#include <QAction>

namespace hexwright {

MapTool::MapTool(EditorContext *context, const QString &name, const QIcon &icon,
                 const QKeySequence &shortcut, QObject *parent)
    : QObject(parent ? parent : context)
    , m_context(context)
    , m_action(new QAction(icon, name, this))
{
    m_action->setShortcut(shortcut);
    if (!shortcut.isEmpty())
        m_action->setToolTip(
            QStringLiteral("%1 (%2)").arg(name, shortcut.toString(QKeySequence::NativeText)));
}

void MapTool::updateOverlay()
{
    m_context->view()->viewport()->update();
}

} // namespace hexwright
