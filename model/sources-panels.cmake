# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
target_sources(hexwright_model PRIVATE
    map/layouttext.h map/layouttext.cpp
)
