# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The reinforcement timeline and the game length.
target_sources(hexwright_editor PRIVATE
    schedule.cpp
    schedule/entryoverlay.h schedule/entryoverlay.cpp
    schedule/pickhextool.h schedule/pickhextool.cpp
    schedule/reinforcementform.h schedule/reinforcementform.cpp
    schedule/scheduledock.h schedule/scheduledock.cpp
    schedule/timelinewidget.h schedule/timelinewidget.cpp
)
