// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The reinforcement timeline and the game length.

#include "editorcontext.h"

namespace hexwright {

void installSchedule(EditorContext &context)
{
    Q_UNUSED(context);
}

} // namespace hexwright
