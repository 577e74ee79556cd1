# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Live validation: the Problems dock, checks after every edit, problem markers on the map.
target_sources(hexwright_editor PRIVATE
    validation.cpp
    validation/livevalidator.h validation/livevalidator.cpp
    validation/problemmodel.h validation/problemmodel.cpp
    validation/problemoverlay.h validation/problemoverlay.cpp
    validation/problemsubjects.h validation/problemsubjects.cpp
    validation/validationcontroller.h validation/validationcontroller.cpp
    validation/validationdock.h validation/validationdock.cpp
)
