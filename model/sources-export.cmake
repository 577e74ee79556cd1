# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Map export to PNG and SVG: its own small library, because SVG needs Qt6::Svg and
# hexwright_model links Qt Core and Gui only. Still headless: Qt Svg needs Qt Gui, never
# Qt Widgets, so hexwright-cli can link it.
add_library(hexwright_export STATIC
    export/mapexport.h export/mapexport.cpp
    export/sheet.h export/sheet.cpp
    export/mapsheets.h export/mapsheets.cpp
    export/setupsheets.h export/setupsheets.cpp
)
target_link_libraries(hexwright_export PUBLIC hexwright_model Qt6::Gui Qt6::Svg)
hexwright_target_defaults(hexwright_export)
# The exports stream their PNGs through libpng (Qt Gui uses the same library).
find_package(PNG REQUIRED)
target_link_libraries(hexwright_export PRIVATE PNG::PNG)
# Further files of the map sheets and of the setup and counter sheets.
include(export/mapsheets.cmake OPTIONAL)
include(export/setupsheets.cmake OPTIONAL)
