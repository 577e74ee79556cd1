# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The built-in scenario checks, one file per subject (scenariochecks.cpp lists their codes).
target_sources(hexwright_validation PRIVATE
    checks_context.h
    checks_map.cpp
    checks_setup.cpp
    checks_sides.cpp
    checks_schedule.cpp
)
