// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Crucible's geometry of play as small functions pinned to Rules Supplement 4: fire
// arcs and the up-rated combat car arcs (§4.1), range bands, speed bands with easy terrain
// (§1) and Thunder Run (§7.2). Lengths are whatever unit the caller gives (the engine: mm).

#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

namespace hexwright::crucible {

/**
 * The arc of a TU facing @p facing (degrees, 0 along +x, clockwise as the table is drawn,
 * y down) in which point @p to lies: "front", "left", "right" or "rear". The arcs' widths
 * are the core book's (lost): @p frontWidth and @p rearWidth degrees, centred, the sides
 * the rest.
 */
QString arcOf(QPointF at, double facing, QPointF to, double frontWidth, double rearWidth);

/**
 * A combat car weapon's arcs up-rated (§4.1): the front weapon also covers both side arcs,
 * the left and right weapons also the front (the red and green arcs). Never the rear; a
 * weapon of other arcs, or already up-rated, is unchanged.
 */
QStringList upratedArcs(const QStringList &arcs);
/**
 * What the up-rating (§4.1) adds to a combat car weapon of @p arcs, up-rated or not: the
 * front weapon's side arcs, a side weapon's front arc. Empty for a weapon of other arcs.
 */
QStringList upratedAddition(const QStringList &arcs);
/// Whether a weapon of @p arcs ("all": 360°) may fire into @p arc.
bool coversArc(const QStringList &arcs, const QString &arc);

/// The range band of @p distance by @p limits (the upper limit of Point Blank, Close,
/// Medium, Long): 0 to 3, or -1 beyond the last.
int rangeBand(const QList<double> &limits, double distance);

/// A speed band's index (Slow 0, Medium 1, Fast 2, Very fast 3) by the TU card's speed
/// ("fast_lt_noe" is Fast: ours), one band faster on easy terrain, at most the last.
int speedBand(const QString &speed, bool easy, int bands);

/**
 * The Thunder Run token a vehicle may place in phase 9 (§7.2): the number of its moves this
 * turn that were on easy terrain, @p movesOnEasy one flag a move (T1 of the worked example:
 * onto the road, then two road moves: 2); 0 when none was, or for infantry.
 */
int thunderRunToken(const QList<bool> &movesOnEasy, bool infantry);
/// The distance a vehicle with Thunder Run @p tokens keeps at no LP cost: as many easy
/// moves of @p easyMove as its tokens add up to (T2: 2 x 15 = 30; T3: 5 x 15 = 75).
double thunderRunFree(const QList<int> &tokens, double easyMove);
/// Whether another token may be placed (at most @p maxTokens, two).
bool mayDeclareThunderRun(const QList<int> &tokens, int maxTokens, int token);

} // namespace hexwright::crucible
