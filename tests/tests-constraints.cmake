# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The declarative force constraints of the rules engine (ruleset and scenario), in memory.
hexwright_add_test(tst_constraints LIBS hexwright_validation)
