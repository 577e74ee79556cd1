# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The reinforcement timeline and the game length.
target_sources(hexwright_editor PRIVATE
    schedule.cpp
)
