# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Terrain painting: which hexes a tool touches, the hex clipboard, the edits the tools push.
target_sources(hexwright_model PRIVATE
    edit/hexregion.h edit/hexregion.cpp
    edit/hexclipboard.h edit/hexclipboard.cpp
    edit/terrainedits.h edit/terrainedits.cpp
)
