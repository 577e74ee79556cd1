# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The playtest engine (play/): game state, sequence of play, dice, log, replay, agents.
target_sources(hexwright_validation PRIVATE
    play/game.h play/game.cpp
)
