# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Map export to PNG and SVG: its own small library, because SVG needs Qt6::Svg and
# hexwright_model links Qt Core and Gui only. Still headless: Qt Svg needs Qt Gui, never
# Qt Widgets, so hexwright-cli can link it.
add_library(hexwright_export STATIC
    export/mapexport.h export/mapexport.cpp
)
target_link_libraries(hexwright_export PUBLIC hexwright_model Qt6::Gui Qt6::Svg)
hexwright_target_defaults(hexwright_export)
# The exports stream their PNGs through libpng (Qt Gui uses the same library).
find_package(PNG REQUIRED)
target_link_libraries(hexwright_export PRIVATE PNG::PNG)
