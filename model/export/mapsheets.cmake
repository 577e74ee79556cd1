# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Map sheets at true scale (issue 7): the greyscale terrain, the page decorations and the
# assembly diagram beside mapsheets.cpp.
target_sources(hexwright_export PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/mapsheet_draw.h
    ${CMAKE_CURRENT_LIST_DIR}/mapsheet_greyscale.cpp
    ${CMAKE_CURRENT_LIST_DIR}/mapsheet_pages.cpp
)
