# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The rules of play as small pure functions (rules/): LOS, movement costs, odds, CRT, ...
target_sources(hexwright_validation PRIVATE
    rules/rules.h rules/rules.cpp
)
