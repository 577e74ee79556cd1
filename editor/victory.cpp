// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Victory conditions, markers and hidden units.

#include "editorcontext.h"

namespace hexwright {

void installVictory(EditorContext &context)
{
    Q_UNUSED(context);
}

} // namespace hexwright
