# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The quick playtest window: play the scenario being edited, hotseat.
target_sources(hexwright_editor PRIVATE
    playtest.cpp
)
