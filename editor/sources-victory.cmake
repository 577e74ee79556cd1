# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Victory conditions, markers and hidden units.
target_sources(hexwright_editor PRIVATE
    victory.cpp
    victory/conditionform.h victory/conditionform.cpp
    victory/hiddenpage.h victory/hiddenpage.cpp
    victory/markerspage.h victory/markerspage.cpp
    victory/markertool.h victory/markertool.cpp
    victory/parameditors.h victory/parameditors_p.h victory/parameditors.cpp
    victory/parameditors_map.cpp
    victory/victorydock.h victory/victorydock.cpp
    victory/victorylistmodel.h victory/victorylistmodel.cpp
    victory/victorypage.h victory/victorypage.cpp
)
