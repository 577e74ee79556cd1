# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Victory conditions in words; marker and hidden unit edits.
target_sources(hexwright_model PRIVATE
    scenario/victorytext.h scenario/victorytext.cpp
    edit/markeredits.h edit/markeredits.cpp
)
