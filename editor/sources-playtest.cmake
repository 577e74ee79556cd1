# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The quick playtest window: play the scenario being edited, hotseat; the map's LOS tool.
target_sources(hexwright_editor PRIVATE
    playtest.cpp
    playtest/attackpreview.h playtest/attackpreview.cpp
    playtest/lostrace.h playtest/lostrace.cpp
    playtest/lostool.h playtest/lostool.cpp
    playtest/playoverlay.h playtest/playoverlay.cpp
    playtest/playtool.h playtest/playtool.cpp
    playtest/playtestwindow.h playtest/playtestwindow.cpp
    playtest/playtestinput.cpp
    playtest/playtestdocks.cpp
)
