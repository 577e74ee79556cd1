// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "playtest/playtool.h"

#include <QIcon>
#include <QKeyEvent>

namespace hexwright {

PlayTool::PlayTool(EditorContext *context)
    : MapTool(context, tr("Play"), QIcon(), QKeySequence())
{ }

bool PlayTool::keyPressed(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && onEscape)
        return onEscape();
    return false;
}

} // namespace hexwright
