# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
hexwright_add_test(tst_play LIBS hexwright_validation)
hexwright_add_test(tst_playeffects LIBS hexwright_validation)
hexwright_add_test(tst_playlog LIBS hexwright_validation)
hexwright_add_test(tst_agents LIBS hexwright_validation)
