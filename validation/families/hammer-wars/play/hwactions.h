// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QList>
#include <QPointF>
#include <QString>

#include <optional>
#include <utility>

namespace hexwright {

class HwGameContext;

/**
 * One action of Hammer Wars in its typed form. The log's form (JSON) names points in the
 * table's unit, rounded to a hundredth, so that a log reads like a tape measure:
 *
 * - {"kind":"buy","unit_type":"ranged_infantry"}: take a model of that card out of the pool
 * - {"kind":"place","unit":"red-rangers-2","at":[2.5,11.5]}: place a bought model
 * - {"kind":"place_rest"}: place every bought model left, automatically
 * - {"kind":"activate","unit":...,"action":"walk","path":[[x,y],...]}: its one action
 *   (Hold has no path; Walk and Run a straight move or a short polyline)
 * - {"kind":"attack","unit":...,"line":1,"target":...}: an attack line (1-based), shooting
 *   or, in base contact, melee
 * - {"kind":"energy_pulse","unit":...,"at":[x,y],"to":[x,y]}
 * - {"kind":"hit_and_run","unit":...,"to":[x,y]}
 * - {"kind":"chain_attack","unit":...,"target":...}
 * - {"kind":"declare"}: declare the player's goal openly (Deception, Duty)
 * - {"kind":"end_phase"}
 */
struct HwPlay
{
    HwPlay() = default;
    explicit HwPlay(QString kind_, QString unit_ = {}, QString unitType_ = {})
        : kind(std::move(kind_))
        , unit(std::move(unit_))
        , unitType(std::move(unitType_))
    { }

    QString kind;
    QString unit;
    QString unitType;
    QString action; ///< hold, walk, run
    QList<QPointF> path; ///< mm, the start left out
    QPointF at; ///< mm
    QPointF to; ///< mm
    int line = 0; ///< 0-based
    QString target;

    static HwPlay endPhase() { return HwPlay(QStringLiteral("end_phase")); }
};

/// Rounds a point (mm) to a hundredth of the table's unit, as the log writes it.
QPointF hwSnap(const HwGameContext &context, QPointF mm);
QJsonObject hwPlayToJson(const HwPlay &play, const HwGameContext &context);
std::optional<HwPlay> hwPlayFromJson(const QJsonObject &json, const HwGameContext &context,
                                     QString *error);

} // namespace hexwright
