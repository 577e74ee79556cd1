# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
hexwright_add_test(tst_problemmodel LIBS hexwright_editor)
hexwright_add_test(tst_validationdock LIBS hexwright_editor)
