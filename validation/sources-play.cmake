# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The playtest engine (play/): game state, sequence of play, dice, log, replay, agents.
target_sources(hexwright_validation PRIVATE
    play/actions.h play/actions.cpp
    play/agents.h play/agents.cpp
    play/dice.h play/dice.cpp
    play/engine.h
    play/engine_combat.cpp
    play/engine_legal.cpp
    play/engine_move.cpp
    play/engine_phases.cpp
    play/engine_queries.cpp
    play/engine_results.cpp
    play/engine_setup.cpp
    play/game.h play/game.cpp
    play/gamecontext.h play/gamecontext.cpp
    play/gamestate.h
    play/invariants.cpp
    play/playlog.h play/playlog.cpp
    play/specialrules.cpp
    play/victory.cpp
)
