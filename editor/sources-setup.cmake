# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Setup zones, zone presets and placing units on the map.
target_sources(hexwright_editor PRIVATE
    setup.cpp
    setup/setupstate.h setup/setupstate.cpp
    setup/setupicons.h setup/setupicons.cpp
    setup/zonemodel.h setup/zonemodel.cpp
    setup/zonesdock.h setup/zonesdock.cpp
    setup/zoneoverlay.h setup/zoneoverlay.cpp
    setup/zonetool.h setup/zonetool.cpp
    setup/setuptool.h setup/setuptool.cpp
    setup/unitdrop.h setup/unitdrop.cpp
    setup/presetdialog.h setup/presetdialog.cpp
)
