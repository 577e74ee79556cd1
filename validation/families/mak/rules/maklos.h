// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/offsetcoord.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace hexwright {

class HexBoard;
struct Ruleset;

/**
 * Maschinen Krieger's line of sight [6.0]: from any part of the viewer's hex to any part of
 * the target's (read as: either of the two lines nudged off the centre line sees), blocked
 * by an intervening hex of blocking terrain, smoke or fire, or of height 1 unless both ends
 * stand at height 1 [6.1.2, 6.2.2]; a ridge or wall blocks but for the hex right behind it
 * to a Type I target and two hexes behind it to a Type II target [6.1.3], and not at all
 * when either end stands at height 1 unless it is a side of that end's own hex [6.2.3].
 * Adjacent units always see each other; units never block. Mutual: the exception is read
 * from whichever end is nearer the side.
 */
namespace makrules {

struct MakSightSpec
{
    OffsetCoord from;
    OffsetCoord to;
    QString viewerClass = QStringLiteral("I"); ///< unit class id: I, II
    QString targetClass = QStringLiteral("I");
    QList<OffsetCoord> obscured; ///< hexes with smoke or fire markers
    /// Rule option height_one_terrain: hills_only, or hills_buildings_forest.
    QString heightRule = QStringLiteral("hills_only");
};

struct MakSight
{
    bool visible = false;
    QString blockedBy; ///< what blocks: a terrain's or hexside's name, "smoke", "height 1"
    /// The hexside type ids the line crosses or runs along (the attack adds their modifiers).
    QStringList hexsidesCrossed;
};

MakSight lineOfSight(const Ruleset &ruleset, const HexBoard &board, const MakSightSpec &spec);

/// The height of @p hex for sight: the map's, or its terrain's by @p heightRule.
int sightHeight(const Ruleset &ruleset, const HexBoard &board, OffsetCoord hex,
                const QString &heightRule);

/// How many hexes behind a ridge a target of class @p unitClass is seen [6.1.3]: Type I 1,
/// Type II 2 (others as Type II).
int hexesSeenBehindRidge(const QString &unitClass);

} // namespace makrules
} // namespace hexwright
