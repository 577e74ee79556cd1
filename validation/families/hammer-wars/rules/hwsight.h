// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/tableboard.h"
#include "families/hammer-wars/hwrules.h"

#include <QList>
#include <QPointF>
#include <QStringList>

#include <optional>

namespace hexwright {

/// Lengths are compared with this slack (mm): points in the log are rounded to a hundredth
/// of an inch, so a model placed "in base contact" may be a quarter millimetre off.
constexpr double HwContactSlack = 1.0;

/// What a terrain piece does in play: its traits' effects together.
struct HwPieceRules
{
    int attackModifier = 0; ///< to attacks on a unit in it (the lowest of its traits)
    bool runThrough = true;
    bool blocksLos = false;
    bool obscures = false; ///< hides a model partly (cover or line-of-sight blocking)
    std::optional<HwFixedAttack> entryAttack;
};

} // namespace hexwright

/**
 * Hammer Wars' line of sight and cover as small functions (§5 and §6 of the extract): sight
 * is blocked by any solid obstacle and by any unit; a unit at least half inside cover, or
 * partly hidden by terrain from the attacker, is in cover. The engine (HwEngine) and the
 * editor's line-of-sight tool ask the same functions, over the table's pieces and their
 * HwPieceRules (pieceRules()).
 */
namespace hexwright::hwrules {

/**
 * The effects of a piece carrying @p traits, from each trait's terrain class in @p rules:
 * the lowest attack modifier, no run unless every trait allows it, sight blocked if any
 * trait blocks it (or, with @p coverBlocksLos, option terrain_line_of_sight =
 * cover_blocks_too, if it gives cover), the first entry attack.
 */
HwPieceRules pieceRules(const HwRules &rules, const QStringList &traits, bool coverBlocksLos);

/**
 * The pieces of @p board (with their effects @p pieces, by index) that block the line of
 * sight from @p from to @p to, ordered by where the line enters them: each piece that
 * blocks sight and that the line crosses or touches, except one that either end stands in
 * (a model in a ruin sees out of it, and is seen in it). With @p firstOnly, at most the
 * first.
 */
QList<TableBoard::PieceCrossing> piecesBlockingSight(const TableBoard &board,
                                                     const QList<HwPieceRules> &pieces,
                                                     QPointF from, QPointF to,
                                                     bool firstOnly = false);

/// Whether a model of radius @p radius (mm) at @p at stands in the way of the line of sight
/// from @p from to @p to: the line passes within its base (less HwContactSlack).
bool modelBlocksSight(QPointF at, double radius, QPointF from, QPointF to);

/// A target's cover against one attacker: the modifier to the attack (0 or less), the piece
/// that gives it (its index, or -1) and whether the target is only partly hidden (rather
/// than at least half inside the piece).
struct Cover
{
    int modifier = 0;
    int piece = -1;
    bool partlyHidden = false;
};

/**
 * The cover of a target of radius @p radius at @p target from an attacker at @p attacker:
 * the best of the cover pieces holding at least HwCoverRules::insideShare of its base, else
 * (shooting, when the rules count it) of the pieces that hide it partly: a line from the
 * attacker to the target's centre or either side of its base passes through terrain that
 * obscures (cover or solid) that the attacker is not in. A solid piece hides as the
 * ruleset's cover does (its lowest attack modifier). @p melee: no partly hidden.
 */
Cover cover(const TableBoard &board, const QList<HwPieceRules> &pieces, const HwRules &rules,
            QPointF attacker, QPointF target, double radius, bool melee);

} // namespace hexwright::hwrules
