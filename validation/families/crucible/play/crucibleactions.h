// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QPointF>
#include <QString>

#include <optional>
#include <utility>

namespace hexwright {

class CrucibleGameContext;

/**
 * One action of The Crucible in its typed form. The log's form names points in the table's
 * unit (cm), rounded to a hundredth, and weapons from 1 as the card lists them:
 *
 * - {"kind":"defend","unit":...,"weapon":2}: phase 3, a weapon with an intercept triangle
 *   allocated to artillery defence (it does not fire in phase 5)
 * - {"kind":"move","unit":...,"to":[x,y]}: phase 4, one move (1-2-4 LP), facing where it went
 * - {"kind":"thunder_move","unit":...,"to":[x,y]}: phase 4, a Thunder Run's free distance
 * - {"kind":"fire","unit":...,"weapon":1,"target":...,"con_fire":true,"rapid":true}: phase 5
 * - {"kind":"assault","target":...}: phase 6, every infantry TU of the player at Point Blank
 * - {"kind":"call_artillery","detachment":...,"target":...}: phase 7d, a Big Guns request
 * - {"kind":"thunder_run","unit":...}: phase 9, a Thunder Run token
 * - {"kind":"end_phase"}
 */
struct CruciblePlay
{
    CruciblePlay() = default;
    explicit CruciblePlay(QString kind_, QString unit_ = {})
        : kind(std::move(kind_))
        , unit(std::move(unit_))
    { }

    QString kind;
    QString unit;
    QString target;
    QString detachment;
    int weapon = -1; ///< 0-based
    QPointF to; ///< mm
    bool conFire = false;
    bool rapid = false;

    static CruciblePlay endPhase() { return CruciblePlay(QStringLiteral("end_phase")); }
};

QJsonObject cruciblePlayToJson(const CruciblePlay &play, const CrucibleGameContext &context);
std::optional<CruciblePlay>
cruciblePlayFromJson(const QJsonObject &json, const CrucibleGameContext &context, QString *error);

} // namespace hexwright
