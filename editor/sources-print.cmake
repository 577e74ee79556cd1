# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Export (PNG, SVG, PDF), print and print preview of map, setup and counter sheets.
target_sources(hexwright_editor PRIVATE
    print.cpp
    print/imageexportdialog.h print/imageexportdialog.cpp
    print/printcontroller.h print/printcontroller.cpp
    print/sheetoptionsdialog.h print/sheetoptionsdialog.cpp
)
