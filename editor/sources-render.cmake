# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
target_sources(hexwright_editor PRIVATE
    mapview_input.cpp
    minimapwidget.h minimapwidget.cpp
)
