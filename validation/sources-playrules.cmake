# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The rules of play as small pure functions (rules/): LOS, movement costs, odds, CRT, ...
target_sources(hexwright_validation PRIVATE
    rules/rules.h
    rules/rulechoices.h rules/rulechoices.cpp
    rules/battlefield.h rules/battlefield.cpp
    rules/unitkinds.h rules/unitkinds.cpp
    rules/los.h rules/los.cpp
    rules/movement.h rules/movement.cpp
    rules/combat.h rules/combat.cpp
    rules/effects.h rules/effects.cpp
    rules/rally.h rules/rally.cpp
    rules/paradrop.h rules/paradrop.cpp
)
