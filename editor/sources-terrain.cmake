# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Terrain painting: palette dock, brush, line, fill, eyedropper, road and selection tools.
target_sources(hexwright_editor PRIVATE
    terrain/terrainstate.h terrain/terrainstate.cpp
    terrain/terraintool.h terrain/terraintool.cpp
    terrain/painttools.h terrain/painttools.cpp
    terrain/roadtool.h terrain/roadtool.cpp
    terrain/selecttools.h terrain/selecttools.cpp
    terrain/terrainactions.h terrain/terrainactions.cpp
    terrain/terrainicons.h terrain/terrainicons.cpp
    terrain/terrainpalette.h terrain/terrainpalette.cpp
)
