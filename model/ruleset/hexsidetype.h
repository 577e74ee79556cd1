// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QMap>
#include <QString>
#include <QStringList>

namespace hexwright {

/// How a hexside type is drawn along the side: one line, dashes, dots, or two thin lines.
enum class HexsideStroke { Solid, Dashed, Dotted, Double };

/**
 * What a hexside type does to a line of sight that crosses it or runs along it.
 * - None: never blocks (a water edge, a hedge that only slows).
 * - Blocks: blocks every line that crosses or runs along it; the family's rules may make
 *   exceptions (Maschinen Krieger: a target right behind a ridge).
 * - BlocksLower: blocks only a line whose two ends both stand lower than the side's top, which is
 * the higher of its two hexes plus the type's `height:` (a ridge on level ground rises to 1, so a
 * viewer on a height-1 hill sees over it).
 */
enum class HexsideLos { None, Blocks, BlocksLower };

/// The surcharge of crossing a hexside for one movement class: movement factors added to
/// the cost of the hex entered, or prohibited (cannot cross at all).
struct HexsideCost
{
    bool prohibited = false;
    double factors = 0.0;
};

/**
 * A kind of terrain on hex sides (`hexsides:` in a ruleset): a ridge, a wall, a river or
 * water edge. Every hex game may define them; the map stores each side once
 * (map/hexsides.h) and renderers draw them as strokes.
 */
struct HexsideType
{
    QString id;
    QString name;
    QColor colour;
    HexsideStroke stroke = HexsideStroke::Solid;
    /// Line width as a fraction of a hex's width across the flats (0.02 to 0.4).
    double width = 0.12;
    /// Added to the cost of the hex entered across the side, by movement class id; a class
    /// that is not listed pays nothing.
    QMap<QString, HexsideCost> movement;
    HexsideLos los = HexsideLos::None;
    /// How far the side rises above the higher of its two hexes (BlocksLower).
    int height = 1;
    /// Added to the attack's target number or odds, by weapon or attack kind: free ids the
    /// family's rules give meaning to (`laser`, `rocket`, `direct`...).
    QMap<QString, int> attackModifiers;
    /// Free words the rules test (`water`, `wall`...), like terrain tags.
    QStringList tags;

    bool hasTag(const QString &tag) const { return tags.contains(tag); }
    /// The surcharge for @p movementClass: nothing when the class is not listed.
    HexsideCost surcharge(const QString &movementClass) const
    {
        return movement.value(movementClass);
    }
    /// The modifier for @p attackKind, 0 when not listed.
    int attackModifier(const QString &attackKind) const
    {
        return attackModifiers.value(attackKind, 0);
    }
};

/// The `stroke:` words of a hexside type, in HexsideStroke order.
QStringList hexsideStrokeIds();
/// The `los:` words of a hexside type, in HexsideLos order: none, blocks, blocks_lower.
QStringList hexsideLosIds();

} // namespace hexwright
