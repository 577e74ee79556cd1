# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The panel editor: a window that edits library panels with the map tools.
target_sources(hexwright_editor PRIVATE
    paneleditor/paneleditorwindow.h paneleditor/paneleditorwindow.cpp
)
