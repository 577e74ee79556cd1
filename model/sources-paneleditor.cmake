# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The panel editor's model side: writing panel libraries, folding map edits into a panel.
target_sources(hexwright_model PRIVATE
    map/panellibrarywriter.h map/panellibrarywriter.cpp
    map/paneledit.h map/paneledit.cpp
)
