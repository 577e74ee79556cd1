# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The point-buy roster: a dock with the forces of one side as an item model.
target_sources(hexwright_editor PRIVATE
    roster/rostermodel.h roster/rostermodel.cpp
    roster/rosterdock.h roster/rosterdock.cpp
)
