// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The bundled sample scenarios.

#include "editorcontext.h"

namespace hexwright {

void installSamples(EditorContext &context)
{
    Q_UNUSED(context);
}

} // namespace hexwright
