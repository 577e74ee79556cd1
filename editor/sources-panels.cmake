# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
target_sources(hexwright_editor PRIVATE
    panels/layoutdialog.h panels/layoutdialog.cpp
    panels/panelgrid.h panels/panelgrid.cpp
    panels/panelimages.h panels/panelimages.cpp
    panels/panellayouteditor.h panels/panellayouteditor.cpp
    panels/panellibrarydock.h panels/panellibrarydock.cpp
    panels/paneldrop.h panels/paneldrop.cpp
    panels/paneltool.h panels/paneltool.cpp
)
