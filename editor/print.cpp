// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editorcontext.h"

namespace hexwright {

// STUB: being written.
void installPrint(EditorContext &) { }

} // namespace hexwright
