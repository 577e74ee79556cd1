# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The rules of play (validation/rules/) and `hexwright-cli los`.
hexwright_add_test(tst_rules LIBS hexwright_validation)
hexwright_add_test(tst_los LIBS hexwright_validation)
add_dependencies(tst_los hexwright-cli)
target_compile_definitions(tst_los PRIVATE HEXWRIGHT_CLI="$<TARGET_FILE:hexwright-cli>")
hexwright_add_test(tst_rulesmoves LIBS hexwright_validation)
