# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The bundled sample scenarios.
target_sources(hexwright_editor PRIVATE
    samples.cpp
    samples.h
)
