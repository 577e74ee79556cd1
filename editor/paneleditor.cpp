// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editorcontext.h"

namespace hexwright {

void installPanelEditor(EditorContext &context)
{
    Q_UNUSED(context);
}

} // namespace hexwright
