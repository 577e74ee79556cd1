# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
target_sources(hexwright_model PRIVATE
    io/diagnostic.h io/diagnostic.cpp
    io/yamltree.h io/yamltree.cpp
    io/schemareader.h io/schemareader.cpp
    ruleset/ruleset.h ruleset/ruleset.cpp
    ruleset/rulesetreader.h ruleset/rulesetreader.cpp
)
target_sources(hexwright_model PRIVATE
    map/panel.h map/panel.cpp
    map/panellibraryreader.h map/panellibraryreader.cpp
    ruleset/rulesetregistry.h ruleset/rulesetregistry.cpp
    scenario/scenario.h scenario/scenario.cpp
    scenario/victoryschema.h scenario/victoryschema.cpp
    scenario/scenarioreader.h scenario/scenarioreader.cpp
    scenario/scenarioreader_p.h scenario/scenarioreader_forces.cpp
)
target_sources(hexwright_model PRIVATE
    io/yamlwriter.h io/yamlwriter.cpp
    scenario/scenariowriter.h scenario/scenariowriter.cpp
)
target_sources(hexwright_model PRIVATE
    map/hexmap.h map/hexmap.cpp
)
target_sources(hexwright_model PRIVATE
    scenario/points.h scenario/points.cpp
    scenario/scenarioshift.h scenario/scenarioshift.cpp
)
target_sources(hexwright_model PRIVATE
    render/maprenderer.h render/maprenderer.cpp
    render/terrainstyle.h render/terrainstyle.cpp
    render/mapsymbols.h render/mapsymbols.cpp
)
target_sources(hexwright_model PRIVATE
    document/scenariodocument.h document/scenariodocument.cpp
    commands/commandids.h
    commands/changescenariopart.h
    commands/paintterrain.h commands/paintterrain.cpp
    commands/changelayout.h commands/changelayout.cpp
    commands/replacescenario.h commands/replacescenario.cpp
)
