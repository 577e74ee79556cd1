// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the tests of the playtest window on a Hammer's Slammers game share (tst_playtest: the
// shared window; tst_hsplaytest: the family's panels): the demo, a direct-fire duel, the
// combat fixture, the window's Hammer's Slammers extension and walking to a phase.

#include "document/scenariodocument.h"
#include "families/hammers-slammers/hsplaytest.h"
#include "playtest/playtestwindow.h"
#include "ruleset/rulesetregistry.h"

#include <QTemporaryDir>

#include <memory>

namespace hexwright::hsplaywindow {

inline const QString DemoPath
    = QStringLiteral(":/hexwright/scenarios/samples/01-badger-hunt.scenario.yaml");

/// The base of both tests: a home of their own and the bundled rulesets.
class Fixture
{
protected:
    std::unique_ptr<ScenarioDocument> loadDemo()
    {
        Diagnostics diagnostics;
        return ScenarioDocument::load(DemoPath, *m_registry, diagnostics);
    }
    /// The demo with two Tan tanks two clear hexes from a Green infantry counter, the hex
    /// between them clear too: a direct-fire duel on turn 1.
    std::unique_ptr<ScenarioDocument> duel(HexCoord *tanks, HexCoord *infantry)
    {
        std::unique_ptr<ScenarioDocument> demo = loadDemo();
        if (!demo)
            return nullptr;
        const HexMap &map = demo->map();
        const Ruleset &ruleset = demo->ruleset();
        auto isClear = [&](HexCoord hex) {
            const OffsetCoord o = HexMap::Offsets.toOffset(hex);
            if (!map.contains(o) || !map.isPlayable(o))
                return false;
            const quint8 t = map.terrainAt(o);
            return t < ruleset.terrain.size() && ruleset.terrain.at(t).id == QLatin1String("clear");
        };
        for (int row = 2; row < map.rows() - 2; ++row) {
            for (int col = 2; col < map.columns() - 2; ++col) {
                const HexCoord a = HexMap::Offsets.fromOffset(OffsetCoord {col, row});
                const HexCoord mid = a.neighbor(3);
                const HexCoord b = mid.neighbor(3);
                if (!isClear(a) || !isClear(mid) || !isClear(b))
                    continue;
                Scenario scenario = demo->scenario();
                ForceEntry tank;
                tank.id = QStringLiteral("tan-tanks");
                tank.side = QStringLiteral("tan");
                tank.colour = QStringLiteral("tan");
                tank.unitType = QStringLiteral("conv_tank");
                tank.count = 2;
                tank.placement.kind = Placement::Kind::Hex;
                tank.placement.hex = HexMap::Offsets.toOffset(a);
                ForceEntry foot = tank;
                foot.id = QStringLiteral("green-infantry");
                foot.side = QStringLiteral("green");
                foot.colour = QStringLiteral("green");
                foot.unitType = QStringLiteral("conv_infantry");
                foot.count = 1;
                foot.placement.hex = HexMap::Offsets.toOffset(b);
                scenario.forces = {tank, foot};
                scenario.reinforcements.clear();
                scenario.hidden.clear();
                *tanks = a;
                *infantry = b;
                return std::make_unique<ScenarioDocument>(std::make_unique<Scenario>(scenario),
                                                          demo->ruleset(), demo->panels());
            }
        }
        return nullptr;
    }

    /// tests/data/play/combat.scenario.yaml: Tan tanks and howitzers with gas against Blue
    /// hover tanks with ECM, two hexes apart.
    std::unique_ptr<ScenarioDocument> combat()
    {
        Diagnostics diagnostics;
        return ScenarioDocument::load(QStringLiteral(TEST_DATA_DIR "/play/combat.scenario.yaml"),
                                      *m_registry, diagnostics);
    }
    /// The window's Hammer's Slammers panels: the game, the selection, the attack.
    static HsPlaytest &hs(const PlaytestWindow &window)
    {
        auto *extension = qobject_cast<HsPlaytest *>(window.extension());
        Q_ASSERT(extension);
        return *extension;
    }
    static HexCoord at(const PlaytestWindow &window, const char *label)
    {
        HexCoord hex;
        hs(window).game().context().parseLabel(QLatin1String(label), &hex);
        return hex;
    }
    static void endPhasesUntil(PlaytestWindow &window, const char *phase)
    {
        for (int guard = 0; guard < 50 && hs(window).game().phaseId() != QLatin1String(phase)
             && !hs(window).game().isOver();
             ++guard)
            window.endPhaseAction()->trigger();
    }

    QTemporaryDir m_home;
    std::unique_ptr<RulesetRegistry> m_registry;
};

} // namespace hexwright::hsplaywindow
