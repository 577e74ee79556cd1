// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A small battlefield built in code for the rules tests (tst_los, tst_rules): one all-clear
// 16 x 12 panel, terrain set hex by hex around a centre hex, the bundled ruleset.

#include "families/hammers-slammers/rules/rules.h"
#include "map/hexmap.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenario.h"

#include <QtTest>

#include <memory>

namespace hexwright::rulestest {

/// The book's direction vectors in axial (q, r), flat-top (§9 of the extract).
inline const HexCoord N {0, -1};
inline const HexCoord NE {1, -1};
inline const HexCoord SE {1, 0};
inline const HexCoord S {0, 1};
inline const HexCoord SW {-1, 1};
inline const HexCoord NW {-1, 0};

class TestField
{
public:
    explicit TestField(const Ruleset &ruleset)
        : m_ruleset(ruleset)
    {
        Panel panel;
        panel.id = QStringLiteral("t");
        panel.columns = 16;
        panel.rows = 12;
        panel.terrain = QByteArray((panel.columns + 1) * (panel.rows + 1), char(index("clear")));
        m_library.id = QStringLiteral("test");
        m_library.panels.append(panel);
        PanelPlacement placement;
        placement.panel = panel.id;
        m_scenario.layout.append(placement);
        m_map = HexMap::compose(m_scenario, m_library);
    }

    /// The middle of the panel: every hex within 5 steps is playable.
    HexCoord centre() const { return HexMap::Offsets.fromOffset(OffsetCoord {8, 6}); }
    /// centre() + @p offset.
    HexCoord at(HexCoord offset) const { return centre() + offset; }

    int index(const char *terrainId) const
    {
        for (int i = 0; i < m_ruleset.terrain.size(); ++i) {
            if (m_ruleset.terrain.at(i).id == QLatin1String(terrainId))
                return i;
        }
        return -1;
    }

    void setTerrain(HexCoord hex, const char *terrainId)
    {
        m_map.applyOverride(HexMap::Offsets.toOffset(hex), quint8(index(terrainId)));
    }
    void setRoad(HexCoord a, HexCoord b)
    {
        m_map.setRoad(HexMap::Offsets.toOffset(a), HexMap::Offsets.toOffset(b), true);
    }
    const HexMap &map() const { return m_map; }
    rules::Battlefield battlefield() const { return rules::Battlefield(m_ruleset, m_map); }

private:
    const Ruleset &m_ruleset;
    PanelLibrary m_library;
    Scenario m_scenario;
    HexMap m_map;
};

/// The bundled ruleset, loaded once per test executable.
inline const Ruleset *bundledRuleset()
{
    static std::unique_ptr<RulesetRegistry> registry = RulesetRegistry::withBundledData();
    Diagnostics diagnostics;
    return registry->ruleset(QStringLiteral("hammers-slammers"), diagnostics);
}

} // namespace hexwright::rulestest

Q_DECLARE_METATYPE(hexwright::HexCoord)
