// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the tests of the bundled samples share: their paths, a sample loaded with its map, and
// the facts of a sample a test compares with the book (hexes of a terrain or a zone, unit
// counts, a victory condition, a reinforcement).

#include "map/hexmap.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenarioreader.h"
#include "testsupport.h"

#include <QFileInfo>

#include <memory>

namespace hexwright::samplestest {

using testsupport::sorted;

inline const QString Folder = QStringLiteral(":/hexwright/scenarios/samples/");
inline const QString BadgerHunt = Folder + QStringLiteral("01-badger-hunt.scenario.yaml");
inline const QString CityTooFar = Folder + QStringLiteral("02-a-city-too-far.scenario.yaml");
inline const QString Hangman = Folder + QStringLiteral("03-hangman.scenario.yaml");
inline const QString LastGrasp = Folder + QStringLiteral("04-last-grasp.scenario.yaml");
inline const QString CaughtInTheMiddle
    = Folder + QStringLiteral("05-caught-in-the-middle.scenario.yaml");
inline const QString Snipers = Folder + QStringLiteral("06-snipers.scenario.yaml");
inline const QString MassAssault = Folder + QStringLiteral("07-mass-assault.scenario.yaml");
inline const QString BreakOut = Folder + QStringLiteral("08-break-out.scenario.yaml");
inline const QString BetterPartOfValor
    = Folder + QStringLiteral("09-the-better-part-of-valor.scenario.yaml");
inline const QString HoldingOut = Folder + QStringLiteral("10-holding-out-to-payday.scenario.yaml");
inline const QString TraditionalObjectives
    = Folder + QStringLiteral("11-traditional-objectives.scenario.yaml");
inline const QString ReligiousWar = Folder + QStringLiteral("12-religious-war.scenario.yaml");
inline const QString PieceOfTheAction
    = Folder + QStringLiteral("13-everybody-wants-a-piece-of-the-action.scenario.yaml");
inline const QString SpiceMadness = Folder + QStringLiteral("14-spice-madness.scenario.yaml");
inline const QString RuinedCrossroads
    = Folder + QStringLiteral("21-ruined-crossroads.scenario.yaml");
inline const QString RiverFord = Folder + QStringLiteral("22-river-ford.scenario.yaml");
inline const QString MinefieldRidge = Folder + QStringLiteral("23-minefield-ridge.scenario.yaml");
inline const QString RidgeLine = Folder + QStringLiteral("31-ridge-line.scenario.yaml");
inline const QString NightAtTheFarms
    = Folder + QStringLiteral("32-night-at-the-farms.scenario.yaml");
inline const QString PayingThePiper = Folder + QStringLiteral("41-paying-the-piper.scenario.yaml");
inline const QString DesertCrossing = Folder + QStringLiteral("42-desert-crossing.scenario.yaml");
inline const QString MotorPool = Folder + QStringLiteral("51-motor-pool.scenario.yaml");

/// A sample as loaded, with its assembled map.
struct Loaded
{
    std::unique_ptr<Scenario> scenario;
    const Ruleset *ruleset = nullptr;
    const PanelLibrary *panels = nullptr;
    HexMap map;
    Diagnostics diagnostics;
};

/// The sample at @p path as @p registry loads it, its map composed when it has its panels.
inline Loaded loadSample(RulesetRegistry &registry, const QString &path)
{
    Loaded s;
    LoadedScenario loaded = loadScenario(path, QFileInfo(path).fileName(), registry, s.diagnostics);
    s.scenario = std::move(loaded.scenario);
    s.ruleset = loaded.ruleset;
    s.panels = loaded.panels;
    if (s.scenario && s.panels)
        s.map = HexMap::compose(*s.scenario, *s.panels);
    return s;
}

inline QStringList labels(const QList<OffsetCoord> &hexes)
{
    QStringList out;
    for (const OffsetCoord &hex : sorted(hexes))
        out.append(formatHexLabel(hex));
    return out;
}

/// Playable hexes of @p terrain that the panel @p panelId gives their terrain.
inline QStringList terrainHexes(const Loaded &s, const QString &terrain, const QString &panelId)
{
    const int index = int(s.ruleset->terrainIds().indexOf(terrain));
    QList<OffsetCoord> hexes;
    for (int row = 0; row < s.map.rows(); ++row) {
        for (int col = 0; col < s.map.columns(); ++col) {
            const OffsetCoord hex {col, row};
            if (!s.map.isPlayable(hex) || s.map.terrainAt(hex) != index)
                continue;
            const int placement = s.map.placementAt(hex);
            if (panelId.isEmpty() || s.scenario->layout.value(placement).panel == panelId)
                hexes.append(hex);
        }
    }
    return labels(hexes);
}

inline QStringList zoneHexes(const Scenario &scenario, const QString &zoneId)
{
    const Zone *zone = scenario.findZone(zoneId);
    return zone ? labels(zone->hexes) : QStringList();
}

inline int unitCount(const Scenario &scenario, const QString &colour, const QString &unitType = {})
{
    int count = 0;
    for (const ForceEntry &f : scenario.forces) {
        if (f.colour == colour && (unitType.isEmpty() || f.unitType == unitType))
            count += f.count;
    }
    return count;
}

inline const VictoryCondition *victoryOfKind(const Scenario &scenario, const QString &kind)
{
    for (const VictoryCondition &v : scenario.victory) {
        if (v.kind == kind)
            return &v;
    }
    return nullptr;
}

inline const Reinforcement *findReinforcement(const Scenario &scenario, const QString &id)
{
    for (const Reinforcement &r : scenario.reinforcements) {
        if (r.id == id)
            return &r;
    }
    return nullptr;
}

} // namespace hexwright::samplestest
