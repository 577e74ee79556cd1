# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
hexwright_add_test(tst_setupsheets LIBS hexwright_validation hexwright_export)
hexwright_add_test(tst_countersheets LIBS hexwright_validation hexwright_export)
