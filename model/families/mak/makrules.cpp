// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/mak/makrules.h"

#include "ruleset/ruleset.h"

#include <QRegularExpression>

#include <algorithm>

namespace hexwright {

int MakWeapon::attackAt(int hexes) const
{
    if (hexes < 1 || hexes > range)
        return -1;
    for (const MakRangeBand &band : bands) {
        if (band.from <= hexes && hexes <= band.to)
            return band.attack;
    }
    return attack;
}

std::optional<MakWeapon> parseAttackCode(const QString &code, const QStringList &types)
{
    static const QRegularExpression form(QStringLiteral("^(\\d{1,3})([A-Z]{1,3})(\\d{1,3})$"));
    const auto m = form.match(code);
    if (!m.hasMatch() || !types.contains(m.captured(2)))
        return std::nullopt;
    MakWeapon w;
    w.code = code;
    w.attack = m.captured(1).toInt();
    w.type = m.captured(2);
    w.range = m.captured(3).toInt();
    return w;
}

QStringList MakRules::diceRolls() const
{
    return {QStringLiteral("2d6"), QStringLiteral("1d6")};
}

const MakUnitClass *MakRules::unitClass(const QString &id) const
{
    for (const MakUnitClass &c : unitClasses) {
        if (c.id == id)
            return &c;
    }
    return nullptr;
}

const MakWeaponType *MakRules::weaponType(const QString &id) const
{
    for (const MakWeaponType &w : weaponTypes) {
        if (w.id == id)
            return &w;
    }
    return nullptr;
}

int MakRules::modifier(const QString &id) const
{
    for (const MakModifier &m : modifiers) {
        if (m.id == id)
            return m.value;
    }
    return 0;
}

int MakRules::stackPoints(const QString &unitTypeId) const
{
    const auto it = units.constFind(unitTypeId);
    if (it == units.cend())
        return 0;
    const MakUnitClass *c = unitClass(it->unitClass);
    return c ? c->stackPoints : 0;
}

bool MakRules::isVehicle(const UnitType &type) const
{
    const auto it = units.constFind(type.id);
    return it != units.cend() && it->unitClass == QLatin1String("II")
        && type.movementClass != QLatin1String("foot");
}

int MakRules::cargoPoints(const UnitType &type) const
{
    const auto it = units.constFind(type.id);
    if (it == units.cend())
        return 0;
    if (it->carries > 0)
        return it->carries;
    return isVehicle(type) ? defaultCarries : 0;
}

const MakRank *MakRules::rank(const QString &id) const
{
    for (const MakRank &r : ranks) {
        if (r.id == id)
            return &r;
    }
    return nullptr;
}

int MakRules::pilotVp(const MakPilot &pilot) const
{
    const MakRank *r = rank(pilot.rank);
    return pilot.attack + pilot.defence + pilot.dogfight + (r ? r->vp : 0);
}

QStringList MakRules::weaponTypeIds() const
{
    QStringList ids;
    for (const MakWeaponType &w : weaponTypes)
        ids.append(w.id);
    return ids;
}

const MakRules &makRules(const Ruleset &ruleset)
{
    static const MakRules empty;
    const auto *rules = dynamic_cast<const MakRules *>(ruleset.familyRules.get());
    Q_ASSERT_X(rules || !ruleset.familyRules, "makRules",
               "only a Maschinen Krieger ruleset has Maschinen Krieger data");
    return rules ? *rules : empty;
}

} // namespace hexwright
