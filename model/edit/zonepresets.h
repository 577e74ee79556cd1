// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/offsetcoord.h"
#include "scenario/zonepreset.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace hexwright {

class HexMap;
struct PanelLibrary;
struct Ruleset;
struct Scenario;
struct Zone;

/// The full hexes of placement @p placement of the scenario's layout, by column then row.
QList<OffsetCoord> panelHexes(const Scenario &scenario, const PanelLibrary &panels,
                              const HexMap &map, int placement);

/// The hexes a preset selects, by column then row; empty if it names no panel of the layout.
QList<OffsetCoord> presetHexes(const ZonePreset &preset, const Scenario &scenario,
                               const PanelLibrary &panels, const HexMap &map,
                               const Ruleset &ruleset);

/// How the book would word the preset: "City hexes of Panel 4", "Panel 6 within 4 hexes of
/// Panel 3". It names the new zone.
QString presetWording(const ZonePreset &preset, const Scenario &scenario,
                      const PanelLibrary &panels, const Ruleset &ruleset);

/// The name of placement @p placement: the panel's name, with its position when the layout
/// holds the panel more than once ("Panel 4 at 0113").
QString placementName(const Scenario &scenario, const PanelLibrary &panels, int placement);

QString edgeName(ZonePreset::Edge edge);

/// Everything in the scenario that names zone @p zoneId, one readable line each: force
/// entries placed in it, reinforcements entering in it, hidden units, victory conditions.
QStringList zoneUses(const Scenario &scenario, const QString &zoneId);

/// The hexes of @p from that are not in @p subtract, in @p from's order.
QList<OffsetCoord> subtractHexes(const QList<OffsetCoord> &from,
                                 const QList<OffsetCoord> &subtract);

/**
 * The scenario's zones with every zone made from a preset computed again over @p map (the
 * map of the scenario's current layout): how a layout change carries its zones along. A
 * zone whose preset no longer names a panel of the layout keeps its hexes.
 */
QList<Zone> zonesFollowingPresets(const Scenario &scenario, const PanelLibrary &panels,
                                  const HexMap &map, const Ruleset &ruleset);

/// Whether a zone of @p scenario was made from a preset (so a layout change may move it).
bool hasPresetZones(const Scenario &scenario);

/// zonesFollowingPresets() over the map of @p scenario's own layout, assembled here (only
/// when a zone has a preset): for an edit that changes the layout and is not pushed yet.
QList<Zone> zonesFollowingLayout(const Scenario &scenario, const PanelLibrary &panels,
                                 const Ruleset &ruleset);

/// A zone id made from @p name that no zone of @p scenario has yet ("zone", "zone-2", ...).
QString uniqueZoneId(const Scenario &scenario, const QString &name);

} // namespace hexwright
