// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/printedfacts.h"
#include "families/striker/rules/strikeraids.h"
#include "families/striker/strikerforce.h"

#include <QList>
#include <QString>

namespace hexwright {

struct Ruleset;
struct Scenario;
struct TablePiece;

namespace strikeraids {

/// The terrain (trait) id of a minefield piece in Striker's ruleset.
inline const QString MinefieldTrait = QStringLiteral("minefield");

/**
 * What Striker makes of a minefield piece on the table [rule 55 C]: its fields of 2 cm by
 * 2 mm (the longer side of the piece is its width along the front, the shorter its depth:
 * our reading), the mines (kg) a full density needs by the mines chart (Book 3's listing is
 * lost: provisional) against the kg the scenario's pre-game works lay in it, the man-hours or
 * machine hours they take (StrikerForceRules::workCost), whether it is camouflaged (by the
 * work, or automatically in a plowed field; never in ice or boulders), the attacks on a unit
 * crossing its depth (mineCrossing) and the turns a 4-man team takes to clear a one-vehicle
 * lane through it.
 */
struct MinefieldFacts
{
    bool minefield = false; ///< the piece has the minefield trait or a mines work names it
    QString mine; ///< the mines chart's row
    double widthCm = 0;
    double depthMm = 0;
    int fields = 0; ///< 2 cm x 2 mm fields to cover the piece
    double kgPerField = 0;
    bool kgPerFieldProvisional = false;
    double kgNeeded = 0;
    double kgLaid = 0;
    int densityPercent = 0; ///< kg laid of kg needed; 0 when nothing is laid
    int penetration = 0;
    bool penetrationProvisional = false;
    StrikerWorkCost cost; ///< all the works laying it
    bool camouflaged = false;
    bool autoCamouflaged = false; ///< it lies in a plowed field
    bool camouflageForbidden = false; ///< it lies in ice or a boulder field
    MineCrossing crossing; ///< crossing its whole depth
    int clearTurnsCamouflaged = 0; ///< a lane through its depth
    int clearTurnsUncamouflaged = 0;
    int clearingTeamMen = 0;
};

/// The facts of piece @p piece of @p scenario's table.
MinefieldFacts minefieldFacts(const Ruleset &ruleset, const Scenario &scenario,
                              const TablePiece &piece);

/// The facts as labelled values for the piece's properties (the provisional ones marked); none
/// when the piece is not a minefield.
QList<PrintedCell> minefieldCells(const MinefieldFacts &facts);

/// The turns a team of @p men (4 in the text) takes to clear a lane @p depthMm deep [55 C.7a]:
/// @p turnsPerMm (4) a mm through camouflaged mines, divided by @p uncamouflagedMultiple (2)
/// when they are not camouflaged (or a detector makes them count as not); rounded up.
int mineClearingTurns(double depthMm, bool camouflaged, double turnsPerMm,
                      double uncamouflagedMultiple);

} // namespace strikeraids

} // namespace hexwright
