# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Setup zones made from the book's wording, and placing units on the map.
target_sources(hexwright_model PRIVATE
    edit/zonepresets.h edit/zonepresets.cpp
    edit/placementedits.h edit/placementedits.cpp
)
