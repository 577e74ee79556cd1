// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/screensize.h"

#include <QGuiApplication>
#include <QScreen>
#include <QStyle>
#include <QWidget>

namespace hexwright {

namespace {

// Room for the frame a window system puts round a window: a title bar and borders.
const QMargins FrameAllowance(8, 40, 8, 8);

} // namespace

void fitToScreen(QWidget *window, const QSize &minimum, const QSize &maximum)
{
    // A dialog opens over its parent, on the parent's screen.
    const QWidget *anchor = window->parentWidget() ? window->parentWidget()->window() : window;
    QScreen *screen = anchor->screen() ? anchor->screen() : QGuiApplication::primaryScreen();
    if (!screen) {
        window->resize(minimum);
        return;
    }
    // The size is the inside of the window; its frame is not known before it is shown. Room
    // for it keeps the whole window on a screen smaller than @p minimum.
    const QRect available = screen->availableGeometry().marginsRemoved(FrameAllowance);
    QSize size = (available.size() * 0.8).expandedTo(minimum);
    if (maximum.isValid())
        size = size.boundedTo(maximum);
    size = size.boundedTo(available.size());
    // Qt centres a dialog over its parent when it is shown; other windows on the screen.
    if (window->inherits("QDialog") && window->parentWidget()) {
        window->resize(size);
        return;
    }
    window->setGeometry(
        QStyle::alignedRect(window->layoutDirection(), Qt::AlignCenter, size, available));
}

} // namespace hexwright
