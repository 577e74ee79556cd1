# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Setup zones, zone presets and placing units on the map.
target_sources(hexwright_editor PRIVATE
    setup.cpp
)
