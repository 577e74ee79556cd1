# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The declarative force constraints: their wording (constraintchecks.cpp is listed above).
target_sources(hexwright_validation PRIVATE
    constraintwording.h constraintwording.cpp
)
