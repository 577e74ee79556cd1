// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSize>

class QWidget;

namespace hexwright {

/**
 * Sizes @p window for the screen it opens on, when it has no saved geometry: about four
 * fifths of the screen's available area, at least @p minimum and at most @p maximum (if
 * valid), never larger than the available area itself with room for the window's frame,
 * and centred on it (a dialog with a parent is centred over the parent, as Qt does). A window that
 * hard-coded its size either overflowed a laptop's screen or sat small in the corner of a large
 * one.
 */
void fitToScreen(QWidget *window, const QSize &minimum, const QSize &maximum = QSize());

} // namespace hexwright
