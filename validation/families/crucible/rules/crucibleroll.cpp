// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/crucible/rules/crucibleroll.h"

#include <algorithm>
#include <cmath>

namespace hexwright::crucible {

int qrTarget(const QList<int> &ladder, int level, int modifier)
{
    const int at = std::max(0, level - modifier);
    return at < ladder.size() ? ladder.at(at) : 0;
}

QList<QrModifier> qrModifiers(const QrSituation &s)
{
    QList<QrModifier> out;
    auto add = [&out](bool when, const char *id, int value) {
        if (when && value != 0)
            out.append({QLatin1String(id), value});
    };
    add(s.closeRange, "close_range", 1);
    add(s.closeRange && s.closeQuarterWeapon, "close_quarter_weapon", 1);
    add(s.obscured, "obscured", -1);
    add(s.mountedMoved, "mounted_moved", -1);
    add(s.thunderRunTokens > 0, "thunder_run", -s.thunderRunTokens);
    add(s.fireflyTarget, "firefly_target", -1);
    add(s.deployableMounted, "deployable_mounted", -1);
    add(s.sniper, "sniper", 1);
    add(s.deadEye, "dead_eye", 1);
    add(s.shaperOfMen, "shaper_of_men", 1);
    add(s.conFire, "con_fire", 1);
    add(s.suppression > 0, "suppression", -s.suppression);
    return out;
}

int qrModifierTotal(const QList<QrModifier> &modifiers)
{
    int total = 0;
    for (const QrModifier &m : modifiers)
        total += m.value;
    return total;
}

int leadershipPoints(int twoDice, int lv, int chaos)
{
    return std::max(0, twoDice + lv - chaos);
}

int moveLp(const QList<int> &costs, int nth)
{
    return nth >= 1 && nth <= costs.size() ? costs.at(nth - 1) : -1;
}

int scaledLp(int lp, double factor)
{
    return int(std::ceil(lp * factor - 1e-9));
}

Intercept interceptRolls(const QList<int> &ladder, int level, int triangleRolls, int triangleQr,
                         int extra)
{
    const int target = qrTarget(ladder, level, triangleQr + extra);
    return target > 0 ? Intercept {triangleRolls, target} : Intercept {};
}

int rowForRoll(const QStringList &rowHeadings, int roll)
{
    for (int i = 0; i < rowHeadings.size(); ++i) {
        const QStringList parts = rowHeadings.at(i).split(QLatin1Char('-'));
        bool okLow = false;
        bool okHigh = true;
        const int low = parts.value(0).trimmed().toInt(&okLow);
        const int high = parts.size() > 1 ? parts.at(1).trimmed().toInt(&okHigh) : low;
        if (okLow && okHigh && roll >= low && roll <= high)
            return i;
    }
    return -1;
}

VehicleDamage vehicleDamage(const QStringList &rowSpans, int roll)
{
    static const VehicleDamage order[] = {VehicleDamage::Shaken, VehicleDamage::Held,
                                          VehicleDamage::WeaponLost, VehicleDamage::Destroyed};
    const int row = rowForRoll(rowSpans, roll);
    return row >= 0 && row < 4 ? order[row] : VehicleDamage::Destroyed;
}

bool fieldMechanicCancels(VehicleDamage damage)
{
    return damage != VehicleDamage::Destroyed;
}

int heldTurn(int turn, bool movedOrFired)
{
    return movedOrFired ? turn + 1 : turn;
}

int closeAssaultDv(const QList<int> &facingDvs)
{
    return facingDvs.isEmpty() ? 0 : *std::min_element(facingDvs.begin(), facingDvs.end());
}

bool closeAssaultSucceeds(int twoDice, int closeAssaultTotal, int dv)
{
    return twoDice + closeAssaultTotal >= dv;
}

int coverDv(bool infantry, const QString &cover, bool powergun)
{
    if (!infantry || cover.isEmpty() || cover == QLatin1String("none"))
        return 0;
    const int dv = cover == QLatin1String("hard") ? 2 : 1;
    return powergun ? std::max(dv, 2) : dv;
}

Landing strikeLanding(StrikeKind kind, int calledInTurn)
{
    switch (kind) {
    case StrikeKind::Atgw:
        return {QStringLiteral("atgws_land"), calledInTurn};
    case StrikeKind::Mortar:
        return {QStringLiteral("mortars_land"), calledInTurn};
    case StrikeKind::OffTableArtillery:
        break;
    }
    return {QStringLiteral("artillery_lands"), calledInTurn + 1};
}

double spreadRadius(double spread, double seekerFactor)
{
    return spread * seekerFactor;
}

Firepower parseFirepower(const QString &fp)
{
    auto sum = [](const QString &text) {
        int total = 0;
        for (const QString &part : text.split(QLatin1Char('+')))
            total += part.trimmed().toInt();
        return total;
    };
    const QStringList halves = fp.split(QLatin1Char('/'));
    return {sum(halves.value(0)), sum(halves.value(1, halves.value(0)))};
}

} // namespace hexwright::crucible
