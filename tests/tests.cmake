# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
hexwright_add_test(tst_hexline LIBS hexwright_model)
hexwright_add_test(tst_yamlio LIBS hexwright_model)
hexwright_add_test(tst_ruleset LIBS hexwright_model)
hexwright_add_test(tst_terrainrules LIBS hexwright_model)
hexwright_add_test(tst_unitcatalogue LIBS hexwright_model)
hexwright_add_test(tst_combattables LIBS hexwright_model)
hexwright_add_test(tst_panels LIBS hexwright_model)
hexwright_add_test(tst_hexmap LIBS hexwright_model)
hexwright_add_test(tst_scenarioio LIBS hexwright_validation)
hexwright_add_test(tst_cli LIBS hexwright_validation)
add_dependencies(tst_cli hexwright-cli)
target_compile_definitions(tst_cli PRIVATE HEXWRIGHT_CLI="$<TARGET_FILE:hexwright-cli>")
hexwright_add_test(tst_architecture LIBS Qt6::Core)
hexwright_add_test(tst_mainwindow LIBS hexwright_editor)
add_dependencies(tst_architecture hexwright-cli)
target_compile_definitions(tst_architecture PRIVATE
    HEXWRIGHT_CLI="$<TARGET_FILE:hexwright-cli>"
    MODEL_LINK_LIBRARIES="$<JOIN:$<TARGET_PROPERTY:hexwright_model,LINK_LIBRARIES>,$<COMMA>>"
    VALIDATION_LINK_LIBRARIES="$<JOIN:$<TARGET_PROPERTY:hexwright_validation,LINK_LIBRARIES>,$<COMMA>>"
    CLI_LINK_LIBRARIES="$<JOIN:$<TARGET_PROPERTY:hexwright-cli,LINK_LIBRARIES>,$<COMMA>>")
hexwright_add_test(tst_document LIBS hexwright_model)
hexwright_add_test(tst_filecommands LIBS hexwright_editor)
