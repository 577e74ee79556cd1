# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The built-in scenario checks on scenarios built in memory (the file fixtures: tst_checks).
hexwright_add_test(tst_scenariochecks LIBS hexwright_validation)
