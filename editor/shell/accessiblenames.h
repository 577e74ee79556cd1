// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QWidget;

namespace hexwright {

/// Names the buttons Qt builds inside its widgets without a name a screen reader could read
/// (Qt 6.4): the tool bars' extension button and the line edits' clear buttons, everywhere
/// below @p root. Call it once the window's tool bars and docks are built.
void nameBuiltInButtons(QWidget *root);

} // namespace hexwright
