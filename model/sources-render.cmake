# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
target_sources(hexwright_model PRIVATE
    render/hexraster.h render/hexraster.cpp
    render/mapoverview.h render/mapoverview.cpp
    render/maprenderer_layers.cpp
    render/maprenderer_tiles.cpp
    render/tilecache.h render/tilecache.cpp
)
