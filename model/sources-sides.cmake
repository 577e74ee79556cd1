# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The Sides dock's edits as pure functions: new, removed and renamed sides, colours, morale.
target_sources(hexwright_model PRIVATE
    edit/sideedits.h edit/sideedits.cpp
)
