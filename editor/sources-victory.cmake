# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Victory conditions, markers and hidden units.
target_sources(hexwright_editor PRIVATE
    victory.cpp
)
