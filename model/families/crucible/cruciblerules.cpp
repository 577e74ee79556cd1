// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/crucible/cruciblerules.h"

#include "ruleset/ruleset.h"
#include "table/length.h"

namespace hexwright {

namespace {

template<typename T> const T *findById(const QList<T> &list, const QString &id)
{
    for (const T &item : list) {
        if (item.id == id)
            return &item;
    }
    return nullptr;
}

template<typename T> QStringList idsOf(const QList<T> &list)
{
    QStringList ids;
    for (const T &item : list)
        ids.append(item.id);
    return ids;
}

} // namespace

QString CrucibleWeapon::statLine() const
{
    return QStringLiteral("Sh %1 FP %2").arg(sh).arg(fp);
}

QStringList crucibleTuKindIds()
{
    return {QStringLiteral("vehicle"),       QStringLiteral("combat_car"),
            QStringLiteral("infantry"),      QStringLiteral("mounted_infantry"),
            QStringLiteral("mcv"),           QStringLiteral("remote_unit"),
            QStringLiteral("firefly"),       QStringLiteral("towed_gun"),
            QStringLiteral("deployable_gun")};
}

int CruciblePrime::partsTotal(const Ruleset &ruleset) const
{
    int sum = 0;
    for (const auto &[unitType, count] : tus) {
        if (const UnitType *type = ruleset.findUnitType(unitType))
            sum += type->cost * count;
    }
    for (const CruciblePrimeLeader &leader : leaders)
        sum += leader.cost;
    return sum;
}

int CruciblePrime::leaderCost(const QString &rankId) const
{
    for (const CruciblePrimeLeader &leader : leaders) {
        if (leader.rank == rankId)
            return leader.cost;
    }
    return -1;
}

QStringList CrucibleRules::diceRolls() const
{
    return {QStringLiteral("1d6"), QStringLiteral("2d6")};
}

QSizeF CrucibleRules::defaultTableSize() const
{
    if (tableWidth <= 0 || tableDepth <= 0)
        return FamilyRules::defaultTableSize();
    const LengthUnit unit = parseLengthUnit(distanceUnit).value_or(LengthUnit::Centimetre);
    return QSizeF(toMillimetres(tableWidth, unit), toMillimetres(tableDepth, unit));
}

LengthUnit CrucibleRules::defaultTableUnit() const
{
    return LengthUnit::Centimetre;
}

QList<FamilyRange> CrucibleRules::rangeRings(const Ruleset &, const QString &) const
{
    return {};
}

const CrucibleScale *CrucibleRules::scale(const QString &id) const
{
    return findById(scales, id);
}

const CrucibleQuality *CrucibleRules::quality(const QString &id) const
{
    return findById(qualities, id);
}

const CrucibleClass *CrucibleRules::troopClass(const QString &id) const
{
    return findById(classes, id);
}

const CrucibleRank *CrucibleRules::rank(const QString &id) const
{
    return findById(ranks, id);
}

const CrucibleSkill *CrucibleRules::skill(const QString &id) const
{
    return findById(skills, id);
}

const CruciblePrime *CrucibleRules::prime(const QString &id) const
{
    return findById(primes, id);
}

const CrucibleTu *CrucibleRules::tu(const QString &unitTypeId) const
{
    const auto it = tus.constFind(unitTypeId);
    return it == tus.cend() ? nullptr : &*it;
}

const CrucibleRank *CrucibleRules::detachmentLeader() const
{
    for (const CrucibleRank &r : ranks) {
        if (r.leads == CrucibleRank::Leads::Detachment)
            return &r;
    }
    return nullptr;
}

QStringList CrucibleRules::classIds() const
{
    return idsOf(classes);
}

QStringList CrucibleRules::rankIds() const
{
    return idsOf(ranks);
}

QStringList CrucibleRules::skillIds() const
{
    return idsOf(skills);
}

QStringList CrucibleRules::primeIds() const
{
    return idsOf(primes);
}

int CrucibleRules::sergeantLv(const QString &classId) const
{
    const CrucibleClass *c = troopClass(classId);
    const CrucibleQuality *q = c ? quality(c->leadsAs) : nullptr;
    return q ? q->lv : -1;
}

const CrucibleRules &crucibleRules(const Ruleset &ruleset)
{
    static const CrucibleRules empty;
    const auto *rules = dynamic_cast<const CrucibleRules *>(ruleset.familyRules.get());
    Q_ASSERT_X(rules || !ruleset.familyRules, "crucibleRules",
               "only a Crucible ruleset has Crucible data");
    return rules ? *rules : empty;
}

} // namespace hexwright
