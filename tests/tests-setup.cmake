# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
hexwright_add_test(tst_zonepresets LIBS hexwright_model)
hexwright_add_test(tst_setup LIBS hexwright_editor)
