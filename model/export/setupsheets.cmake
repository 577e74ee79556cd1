# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Setup sheets (per side and for the referee) and counter sheets: laid out as data
# (setupsheet_layout), then painted.
target_sources(hexwright_export PRIVATE
    export/setupsheet_layout.h export/setupsheet_layout.cpp
    export/setupsheet_content.h export/setupsheet_content.cpp
    export/setupsheet_sections.h export/setupsheet_sections.cpp export/setupsheet_tracks.cpp
    export/setupsheet_thumbnail.h export/setupsheet_thumbnail.cpp
    export/countersheet_face.h export/countersheet_face.cpp
    export/countersheet.h export/countersheet.cpp
)
