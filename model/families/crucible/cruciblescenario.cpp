// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/crucible/cruciblescenario.h"

#include "edit/tableareaedits.h"
#include "families/crucible/cruciblerules.h"
#include "ruleset/ruleset.h"

#include <QCoreApplication>

#include <algorithm>

namespace hexwright {

namespace {

struct CrucibleText
{
    Q_DECLARE_TR_FUNCTIONS(CrucibleText)
};

/// A list of texts (a YAML sequence of scalars); a lone text is taken as a list of one.
QStringList textList(const QVariant &value, const QString &path,
                     QList<CrucibleValueProblem> &problems)
{
    if (!value.isValid())
        return {};
    if (value.typeId() == QMetaType::QString)
        return {value.toString()};
    if (value.typeId() != QMetaType::QVariantList) {
        problems.append({path, CrucibleText::tr("expected a list of ids")});
        return {};
    }
    QStringList out;
    const QVariantList list = value.toList();
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (list.at(i).typeId() == QMetaType::QString)
            out.append(list.at(i).toString());
        else
            problems.append({QStringLiteral("%1/%2").arg(path).arg(i),
                             CrucibleText::tr("expected an id, not a list or mapping")});
    }
    return out;
}

/// A whole number from a text; nothing (and a problem) when it is not one.
std::optional<int> wholeNumber(const QVariant &value, const QString &path,
                               QList<CrucibleValueProblem> &problems)
{
    if (!value.isValid())
        return std::nullopt;
    bool ok = false;
    const int n = value.toString().trimmed().toInt(&ok);
    if (!ok || value.typeId() != QMetaType::QString || n < 0) {
        problems.append(
            {path, CrucibleText::tr("'%1' is not a whole number").arg(value.toString())});
        return std::nullopt;
    }
    return n;
}

bool isTrue(const QVariant &value)
{
    const QString text = value.toString().trimmed().toLower();
    return text == QLatin1String("true") || text == QLatin1String("yes");
}

} // namespace

QList<CrucibleDetachment> crucibleDetachments(const Scenario &scenario,
                                              QList<CrucibleValueProblem> *problems)
{
    QList<CrucibleValueProblem> local;
    QList<CrucibleValueProblem> &out = problems ? *problems : local;
    const QVariant all = scenario.family.value(crucibleKeys::detachments());
    if (!all.isValid())
        return {};
    if (all.typeId() != QMetaType::QVariantMap) {
        out.append({crucibleKeys::detachments(),
                    CrucibleText::tr("expected a mapping of detachments by id")});
        return {};
    }
    QList<CrucibleDetachment> list;
    const QVariantMap map = all.toMap();
    for (auto it = map.cbegin(); it != map.cend(); ++it) {
        const QString path = crucibleKeys::detachments() + QLatin1Char('/') + it.key();
        if (it.value().typeId() != QMetaType::QVariantMap) {
            out.append({path, CrucibleText::tr("expected a mapping (name, class, troop, prime)")});
            continue;
        }
        const QVariantMap d = it.value().toMap();
        CrucibleDetachment det;
        det.id = it.key();
        det.name = d.value(QStringLiteral("name")).toString();
        det.troopClass = d.value(QStringLiteral("class")).toString();
        det.troop = isTrue(d.value(QStringLiteral("troop")));
        const QString prime = d.value(QStringLiteral("prime")).toString().trimmed();
        det.prime
            = prime == QLatin1String("false") || prime == QLatin1String("no") ? QString() : prime;
        for (auto k = d.cbegin(); k != d.cend(); ++k) {
            static const QStringList known {QStringLiteral("name"), QStringLiteral("class"),
                                            QStringLiteral("troop"), QStringLiteral("prime")};
            if (!known.contains(k.key()))
                out.append({path + QLatin1Char('/') + k.key(),
                            CrucibleText::tr("unknown key '%1' of a detachment (name, class, "
                                             "troop, prime)")
                                .arg(k.key())});
        }
        list.append(det);
    }
    return list;
}

std::optional<CrucibleDetachment> crucibleDetachment(const Scenario &scenario, const QString &id)
{
    for (const CrucibleDetachment &d : crucibleDetachments(scenario)) {
        if (d.id == id)
            return d;
    }
    return std::nullopt;
}

CrucibleEntryParts crucibleEntryParts(const ForceEntry &entry)
{
    CrucibleEntryParts parts;
    const QVariantMap &f = entry.family;
    parts.detachment = f.value(crucibleKeys::detachment()).toString();
    parts.controller = f.value(crucibleKeys::controller()).toString();
    parts.skills
        = textList(f.value(crucibleKeys::skills()), crucibleKeys::skills(), parts.problems);
    parts.backupWeapons = wholeNumber(f.value(crucibleKeys::backupWeapons()),
                                      crucibleKeys::backupWeapons(), parts.problems)
                              .value_or(0);
    const QVariant leaders = f.value(crucibleKeys::leaders());
    if (leaders.isValid() && leaders.typeId() != QMetaType::QVariantList)
        parts.problems.append(
            {crucibleKeys::leaders(), CrucibleText::tr("expected a list of leaders")});
    const QVariantList list = leaders.toList();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString path = QStringLiteral("%1/%2").arg(crucibleKeys::leaders()).arg(i);
        if (list.at(i).typeId() != QMetaType::QVariantMap) {
            parts.problems.append(
                {path, CrucibleText::tr("expected a leader (rank, name, lv, skills)")});
            continue;
        }
        const QVariantMap l = list.at(i).toMap();
        CrucibleLeader leader;
        leader.rank = l.value(QStringLiteral("rank")).toString();
        leader.name = l.value(QStringLiteral("name")).toString();
        leader.lv = wholeNumber(l.value(QStringLiteral("lv")), path + QStringLiteral("/lv"),
                                parts.problems);
        leader.skills = textList(l.value(QStringLiteral("skills")),
                                 path + QStringLiteral("/skills"), parts.problems);
        parts.leaders.append(leader);
    }
    static const QStringList known {crucibleKeys::detachment(), crucibleKeys::leaders(),
                                    crucibleKeys::skills(), crucibleKeys::backupWeapons(),
                                    crucibleKeys::controller()};
    for (auto it = f.cbegin(); it != f.cend(); ++it) {
        if (!known.contains(it.key()))
            parts.problems.append(
                {it.key(),
                 CrucibleText::tr("unknown key '%1' (detachment, leaders, skills, "
                                  "backup_weapons, controller)")
                     .arg(it.key())});
    }
    return parts;
}

QList<const ForceEntry *> crucibleDetachmentEntries(const Scenario &scenario,
                                                    const QString &detachmentId)
{
    QList<const ForceEntry *> entries;
    for (const ForceEntry &f : scenario.forces) {
        if (f.family.value(crucibleKeys::detachment()).toString() == detachmentId)
            entries.append(&f);
    }
    return entries;
}

int crucibleTuCount(const CrucibleRules &rules, const Scenario &scenario,
                    const QList<const ForceEntry *> &entries, bool firefliesAreTus)
{
    int count = 0;
    for (const ForceEntry *entry : entries) {
        const CrucibleTu *tu = rules.tu(entry->unitType);
        const QString controller = entry->family.value(crucibleKeys::controller()).toString();
        if (tu && tu->kind == CrucibleTuKind::Firefly) {
            count += firefliesAreTus || controller.isEmpty() ? entry->count : 0;
            continue;
        }
        if (tu && tu->kind == CrucibleTuKind::RemoteUnit && !controller.isEmpty())
            continue; // counted with the controller below
        count += entry->count;
        // The remote units this entry's controllers control: with the first, one joins the
        // controller's TU; up to two more make a second TU.
        int remote = 0;
        for (const ForceEntry &other : scenario.forces) {
            const CrucibleTu *o = rules.tu(other.unitType);
            if (o && o->kind == CrucibleTuKind::RemoteUnit
                && other.family.value(crucibleKeys::controller()).toString() == entry->id)
                remote += other.count;
        }
        const int perController = std::max(1, rules.limits.controlledPerController);
        for (int i = 0; i < entry->count && remote > 0; ++i) {
            const int here = std::min(perController, remote);
            remote -= here;
            if (here >= 2)
                ++count;
        }
        count += remote; // beyond every controller's limit: each a TU of its own
    }
    return count;
}

int crucibleLeaderCost(const CrucibleRules &rules, const CrucibleDetachment *detachment,
                       const CrucibleLeader &leader)
{
    const CrucibleRank *rank = rules.rank(leader.rank);
    if (!rank)
        return 0;
    if (detachment && detachment->isPrime()) {
        if (const CruciblePrime *prime = rules.prime(detachment->prime)) {
            const int cost = prime->leaderCost(rank->id);
            if (cost >= 0)
                return cost;
            if (!rank->paid)
                return prime->extraSergeantCost;
        }
    }
    if (!rank->paid)
        return 0;
    const CrucibleClass *c = detachment ? rules.troopClass(detachment->troopClass) : nullptr;
    return c ? c->lieutenantCost : 0;
}

int crucibleEffectiveLv(const CrucibleRules &rules, const CrucibleLeader &leader, int baseLv)
{
    int lv = baseLv;
    for (const QString &id : leader.skills) {
        if (const CrucibleSkill *s = rules.skill(id))
            lv += s->lv;
    }
    return lv;
}

int crucibleBaseLv(const Ruleset &ruleset, const Scenario &scenario,
                   const CrucibleDetachment *detachment, const CrucibleLeader &leader)
{
    if (leader.lv)
        return *leader.lv;
    const CrucibleRules &rules = crucibleRules(ruleset);
    const int ladder = detachment ? std::max(0, rules.sergeantLv(detachment->troopClass)) : 0;
    const CrucibleRank *rank = rules.rank(leader.rank);
    const bool sergeant = rank && rank->leads == CrucibleRank::Leads::Troop;
    if (sergeant && detachment && !detachment->troop
        && ruleOptionValues(scenario, ruleset).value(QStringLiteral("sergeant_lv"))
            == QLatin1String("as_huber"))
        return std::max(0, ladder - 2);
    return ladder;
}

int crucibleEntryPoints(const Ruleset &ruleset, const Scenario &scenario, const ForceEntry &entry)
{
    const CrucibleRules &rules = crucibleRules(ruleset);
    const CrucibleEntryParts parts = crucibleEntryParts(entry);
    const std::optional<CrucibleDetachment> detachment
        = crucibleDetachment(scenario, parts.detachment);
    const bool prime = detachment && detachment->isPrime();
    const UnitType *type = ruleset.findUnitType(entry.unitType);
    int points = type ? type->cost * entry.count : 0;
    const auto skillCost = [&](const QString &id, int times) {
        const CrucibleSkill *s = rules.skill(id);
        return s && !prime ? s->cost * times : 0;
    };
    for (const QString &id : parts.skills) {
        const CrucibleSkill *s = rules.skill(id);
        points += skillCost(id, s && s->scope == CrucibleSkill::Scope::Tu ? entry.count : 1);
    }
    for (const CrucibleLeader &leader : parts.leaders) {
        points += crucibleLeaderCost(rules, detachment ? &*detachment : nullptr, leader);
        for (const QString &id : leader.skills)
            points += skillCost(id, 1);
    }
    return points;
}

std::optional<int> CrucibleRules::forceEntryPoints(const Ruleset &ruleset, const Scenario &scenario,
                                                   const ForceEntry &entry) const
{
    return crucibleEntryPoints(ruleset, scenario, entry);
}

int crucibleForceTotal(const Ruleset &ruleset, const Scenario &scenario, const QString &sideId)
{
    int total = 0;
    for (const ForceEntry &f : scenario.forces) {
        if (f.side == sideId)
            total += crucibleEntryPoints(ruleset, scenario, f);
    }
    return total;
}

int crucibleDetachmentTotal(const Ruleset &ruleset, const Scenario &scenario,
                            const QString &detachmentId)
{
    int total = 0;
    for (const ForceEntry *f : crucibleDetachmentEntries(scenario, detachmentId))
        total += crucibleEntryPoints(ruleset, scenario, *f);
    return total;
}

} // namespace hexwright
