// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>
#include <QScrollArea>

namespace hexwright {

/**
 * @p content in a frameless scroll area, for a dock whose forms would otherwise set a tall
 * minimum size: with many docks open the window must still fit a small screen, so a dock
 * squeezed below its content's size scrolls instead.
 */
inline QScrollArea *inDockScrollArea(QWidget *content)
{
    auto *area = new QScrollArea;
    area->setFrameShape(QFrame::NoFrame);
    area->setWidgetResizable(true);
    area->setWidget(content);
    return area;
}

} // namespace hexwright
