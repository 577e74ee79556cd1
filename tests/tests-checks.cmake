# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The rules engine's checks, against golden fixture folders (tests/data/checks).
hexwright_add_test(tst_checks LIBS hexwright_validation)
