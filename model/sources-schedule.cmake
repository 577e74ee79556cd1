# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The reinforcement schedule: pure edits of reinforcements and the units they bring.
target_sources(hexwright_model PRIVATE
    edit/scheduleedits.h edit/scheduleedits.cpp
)
