// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the Maschinen Krieger rules tests share (tst_makrules: attack, movement, sight,
// defensive fire, pinning; tst_maksupportrules: air, artillery, smoke, mines, fire): the
// test board of tests/data/mak/rules.scenario.yaml with the bundled ruleset, its hexes by
// label and the weapons of its units.

#include "board/hexboard.h"
#include "families/mak/makrules.h"
#include "map/hexmap.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenarioreader.h"

#include <QStandardPaths>
#include <QtTest>

#include <memory>

namespace hexwright::makrulestest {

class MakRulesFixture
{
protected:
    /// Loads the rules board with the bundled values only (call from initTestCase()).
    void loadRulesBoard()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_registry = RulesetRegistry::withBundledData();
        m_registry->setUserChartsFolder(QString()); // the bundled values only
        m_registry->addSearchPath(QStringLiteral(TEST_DATA_DIR "/mak"));
        Diagnostics diagnostics;
        m_loaded = loadScenario(QStringLiteral(TEST_DATA_DIR "/mak/rules.scenario.yaml"),
                                QStringLiteral("rules.scenario.yaml"), *m_registry, diagnostics);
        for (const Diagnostic &d : diagnostics)
            qWarning().noquote() << d.toText();
        QVERIFY(m_loaded.scenario);
        m_ruleset = m_loaded.ruleset;
        m_rules = &makRules(*m_ruleset);
        m_map = std::make_unique<HexMap>(HexMap::compose(*m_loaded.scenario, *m_loaded.panels));
        m_board = std::make_unique<HexBoard>(*m_map, *m_ruleset);
    }

    OffsetCoord hex(const char *label) const
    {
        OffsetCoord h;
        parseHexLabel(QLatin1String(label), m_map->labelDigits(), &h);
        return h;
    }

    const MakWeapon &weapon(const char *unit, int index = 0) const
    {
        return m_rules->units.value(QLatin1String(unit)).weapons.at(index);
    }

    std::unique_ptr<RulesetRegistry> m_registry;
    const Ruleset *m_ruleset = nullptr;
    const MakRules *m_rules = nullptr;
    LoadedScenario m_loaded;
    std::unique_ptr<HexMap> m_map;
    std::unique_ptr<HexBoard> m_board;
};

} // namespace hexwright::makrulestest
