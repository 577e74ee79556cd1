// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editorcontext.h"
#include "validation/validationcontroller.h"

namespace hexwright {

ValidationController *installValidation(EditorContext &context)
{
    return new ValidationController(context);
}

} // namespace hexwright
