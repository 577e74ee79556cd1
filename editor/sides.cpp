// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Sides, morale, alliances and the scenario's properties.

#include "editorcontext.h"

namespace hexwright {

void installSides(EditorContext &context)
{
    Q_UNUSED(context);
}

} // namespace hexwright
