// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchscenario.h"

#include "families/hammers-slammers/hsrules.h"
#include "map/hexmap.h"
#include "map/panel.h"
#include "ruleset/ruleset.h"

#include <QRandomGenerator>

namespace hexwright {

Scenario makeLargeScenario(const Ruleset &ruleset, const PanelLibrary &panels, int columns,
                           int rows, quint32 seed)
{
    QRandomGenerator random(seed);
    Scenario s;
    s.metadata.title = QStringLiteral("Benchmark %1 x %2").arg(columns).arg(rows);
    s.metadata.players = 2;
    s.rulesetId = ruleset.id;
    s.rulesetVersion = ruleset.version;
    s.panelLibrary = panels.id;

    QList<const Panel *> mains;
    for (const Panel &p : panels.panels) {
        if (p.kind == Panel::Kind::Main)
            mains.append(&p);
    }
    const Panel &first = *mains.first();
    for (int row = 0; row < rows; row += first.rows) {
        for (int col = 0; col < columns; col += first.columns) {
            PanelPlacement placement;
            placement.panel = mains.at(int(random.bounded(int(mains.size()))))->id;
            placement.column = col;
            placement.row = row;
            placement.rotation = random.bounded(2) ? 180 : 0;
            s.layout.append(placement);
        }
    }
    s.terrain.origin = {0, 0};
    s.terrain.width = columns;
    s.terrain.height = rows;
    s.terrain.cells = QByteArray(qsizetype(columns) * rows, 0);
    const int terrainCount = int(ruleset.terrain.size());
    char *cells = s.terrain.cells.data();
    for (qsizetype i = 0; i < s.terrain.cells.size(); ++i)
        cells[i] = char(random.bounded(terrainCount));

    Zone zone;
    zone.id = QStringLiteral("setup");
    zone.name = QStringLiteral("Set-up area");
    for (int c = 1; c < 40; ++c)
        zone.hexes.append({c, 2});
    s.zones.append(zone);

    // The ruleset's first and last colours (Hammer's Slammers: Tan and Blue).
    const QStringList colours = {ruleset.colours.first().id, ruleset.colours.last().id};
    for (const QString &colour : colours) {
        Side side;
        side.id = colour;
        side.name = colour;
        side.colours = {colour};
        side.role = colour == colours.first() ? Side::Role::Defender : Side::Role::Attacker;
        side.setupOrder = side.moveOrder = int(s.sides.size()) + 1;
        side.player = side.setupOrder;
        side.morale = {MoraleBlock {{colour}, 7, {}, {}, false}};
        s.sides.append(side);
        for (const UnitType &type : ruleset.unitTypes) {
            if (!type.colours.contains(colour))
                continue;
            ForceEntry f;
            f.id = colour + QLatin1Char('-') + type.id;
            f.side = colour;
            f.colour = colour;
            f.unitType = type.id;
            f.count = 2;
            f.placement.kind = Placement::Kind::Zone;
            f.placement.zone = zone.id;
            s.forces.append(f);
        }
    }
    VictoryCondition v;
    v.id = QStringLiteral("survive");
    v.kind = QStringLiteral("survive");
    v.parameters.insert(QStringLiteral("side"), colours.first());
    v.parameters.insert(QStringLiteral("min_units"), 1);
    v.parameters.insert(QStringLiteral("at_end_of_turn"), 10);
    s.victory.append(v);
    s.gameLength.turns = 10;
    return s;
}

Ruleset withTenTerrainTypes(const Ruleset &ruleset)
{
    Ruleset ten = ruleset;
    if (ten.terrain.size() >= 10 || ten.terrain.isEmpty())
        return ten;
    // Rough ground: costs like clear, printed in its own colour and pattern.
    TerrainType rough = ten.terrain.first();
    rough.id = QStringLiteral("rough");
    rough.name = QStringLiteral("Rough");
    rough.colour = QColor(0xb5, 0x9f, 0x5a);
    rough.pattern = QStringLiteral("plain");
    ten.terrain.append(rough);
    if (ten.family == hammersSlammersFamilyId()) {
        // Its combat values are clear's too, but it never turns into other terrain.
        auto hs = std::make_shared<HsRules>(hsRules(ruleset));
        HsTerrain values = hs->terrainOf(ten.terrain.first());
        values.rubbledBecomes.clear();
        hs->terrain.insert(rough.id, values);
        ten.familyRules = hs;
    }
    return ten;
}

void paintTerrainShare(HexMap &map, int terrain, int typeCount, quint32 seed)
{
    QRandomGenerator random(seed);
    for (int row = 0; row < map.rows(); ++row) {
        for (int col = 0; col < map.columns(); ++col) {
            if (map.contains({col, row}) && random.bounded(typeCount) == 0)
                map.applyOverride({col, row}, quint8(terrain));
        }
    }
}

} // namespace hexwright
