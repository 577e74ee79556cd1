// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/diagnostic.h"

namespace hexwright {

class HexMap;
struct Scenario;

/**
 * Completes what a diagnostic says it is about, so the editor can go there: a check that
 * names no subject but reports at the file position of a force entry, zone, reinforcement,
 * side, marker, victory condition or hidden-units entry is about that part; the side of a
 * force entry, reinforcement or hidden-units entry fills in a missing side; and a subject
 * with hexes of its own (a force set up on a hex, a marker, a road entry, a zone's hexes off
 * the map) fills in missing offending hexes. What a check does say is never changed.
 */
void completeSubjects(Diagnostics &diagnostics, const Scenario &scenario, const HexMap &map);

/// The hexes of a subject: where a force entry is set up, a zone's hexes (those off the map
/// first), a reinforcement's road hex, a marker's hex; empty for the rest.
QList<OffsetCoord> subjectHexes(const Scenario &scenario, const HexMap &map, const QString &kind,
                                const QString &id);

} // namespace hexwright
