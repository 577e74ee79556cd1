# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Sides, morale, alliances and the scenario's properties.
target_sources(hexwright_editor PRIVATE
    sides.cpp
    sides/colourswatch.h
    sides/sidesdock.h sides/sidesdock.cpp
    sides/moraleeditor.h sides/moraleeditor.cpp
    sides/allianceseditor.h sides/allianceseditor.cpp
    sides/scenariopropertiesdialog.h sides/scenariopropertiesdialog.cpp
)
