// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Crucible's detachment and troop cards (FamilyRules::scenarioCards(), printed after the
// TU cards on the unit card sheet) and its force roster (FamilyRules::rosterSections(), File
// > Print > Rosters): each detachment or Troop with its class, its TUs against the class's
// size, its leaders with their LV and the TU each rides in, its skills and its points, and
// the force total against the side's budget. A value that is ours, not the supplement's,
// prints with a dagger and a footnote.

#include "families/crucible/crucibleprint.h"

#include "edit/tableareaedits.h"
#include "families/crucible/cruciblerules.h"
#include "ruleset/chartprint.h"
#include "ruleset/ruleset.h"

#include <QCoreApplication>

namespace hexwright {

namespace {

struct CrucibleRoster
{
    Q_DECLARE_TR_FUNCTIONS(CrucibleRoster)
};

QString skillList(const CrucibleRules &rules, const QStringList &ids)
{
    QStringList names;
    for (const QString &id : ids) {
        const CrucibleSkill *s = rules.skill(id);
        names.append(s ? s->name : id);
    }
    return names.join(QStringLiteral(", "));
}

QString unitName(const Ruleset &ruleset, const QString &unitTypeId)
{
    const UnitType *type = ruleset.findUnitType(unitTypeId);
    return type ? type->name : unitTypeId;
}

QString detachmentTitle(const CrucibleDetachment &d)
{
    return d.name.isEmpty() ? d.id : d.name;
}

/// The most characters a card's title band holds at its bold type (a poker card's width, the
/// type as model/export/unitcards.cpp sets it; measured on DejaVu Sans Bold, capitals wider).
constexpr int CardTitleChars = 24;

/// @p title as a card's title band can hold it: a trailing "detachment" or "Troop" dropped
/// (the kind line under it says so), then cut at the last whole word that fits, with an
/// ellipsis. *@p cut tells whether words were lost (the card then prints the whole name).
QString cardTitle(const QString &title, bool *cut)
{
    *cut = false;
    QString fitted = title.simplified();
    if (fitted.size() <= CardTitleChars)
        return fitted;
    for (const QLatin1String kind : {QLatin1String(" detachment"), QLatin1String(" troop")}) {
        if (fitted.endsWith(kind, Qt::CaseInsensitive))
            fitted.chop(kind.size());
    }
    if (fitted.size() <= CardTitleChars)
        return fitted;
    *cut = true;
    const QChar ellipsis(0x2026);
    const int space = int(fitted.lastIndexOf(QLatin1Char(' '), CardTitleChars - 1));
    return (space > 0 ? fitted.left(space) : fitted.left(CardTitleChars - 1)) + ellipsis;
}

/// "Elite detachment, Prime" / "Veteran Troop".
QString detachmentKind(const CrucibleRules &rules, const CrucibleDetachment &d)
{
    const CrucibleClass *c = rules.troopClass(d.troopClass);
    const QString cls = c ? c->name : d.troopClass;
    QString kind = d.troop ? CrucibleRoster::tr("%1 Troop").arg(cls)
                           : CrucibleRoster::tr("%1 detachment").arg(cls);
    if (d.isPrime())
        kind = CrucibleRoster::tr("Prime %1").arg(kind);
    return kind;
}

QString sideName(const Scenario &scenario, const QString &sideId)
{
    const Side *side = scenario.findSide(sideId);
    return side && !side->name.isEmpty() ? side->name : sideId;
}

QString points(int value, bool provisional)
{
    return QString::number(value) + (provisional ? provisionalChartMark() : QString());
}

} // namespace

CrucibleDetachmentSize crucibleDetachmentSize(const Ruleset &ruleset, const Scenario &scenario,
                                              const CrucibleDetachment &detachment)
{
    const CrucibleRules &rules = crucibleRules(ruleset);
    const QMap<QString, QString> options = ruleOptionValues(scenario, ruleset);
    CrucibleDetachmentSize size;
    size.tus = crucibleTuCount(rules, scenario, crucibleDetachmentEntries(scenario, detachment.id),
                               options.value(QStringLiteral("fireflies_count_as_tus"))
                                   == QLatin1String("yes"));
    size.atMost = options.value(QStringLiteral("detachment_size")) == QLatin1String("at_most");
    if (const CrucibleClass *c = rules.troopClass(detachment.troopClass)) {
        size.size = detachment.troop ? c->troopSize : c->detachmentSize;
        size.sizeProvisional
            = detachment.troop && c->provisional.contains(QLatin1String("troop_size"));
    }
    return size;
}

bool crucibleTuCostProvisional(const CrucibleRules &rules, const QString &unitTypeId)
{
    const CrucibleTu *tu = rules.tu(unitTypeId);
    return tu && tu->provisional.contains(QLatin1String("cost"));
}

bool crucibleEntryPointsProvisional(const Ruleset &ruleset, const Scenario &scenario,
                                    const ForceEntry &entry)
{
    const CrucibleRules &rules = crucibleRules(ruleset);
    const CrucibleEntryParts parts = crucibleEntryParts(entry);
    const std::optional<CrucibleDetachment> d = crucibleDetachment(scenario, parts.detachment);
    const bool prime = d && d->isPrime() && rules.prime(d->prime);
    if (crucibleTuCostProvisional(rules, entry.unitType))
        return true;
    const auto skillOurs = [&](const QString &id) {
        const CrucibleSkill *s = rules.skill(id);
        return !prime && s && s->cost > 0 && s->provisional.contains(QLatin1String("cost"));
    };
    for (const QString &id : parts.skills) {
        if (skillOurs(id))
            return true;
    }
    const CrucibleClass *c = d ? rules.troopClass(d->troopClass) : nullptr;
    for (const CrucibleLeader &leader : parts.leaders) {
        const CrucibleRank *r = rules.rank(leader.rank);
        if (!prime && r && r->paid && c
            && c->provisional.contains(QLatin1String("lieutenant_cost")))
            return true;
        for (const QString &id : leader.skills) {
            if (skillOurs(id))
                return true;
        }
    }
    return false;
}

QString crucibleDetachmentSide(const Scenario &scenario, const QString &detachmentId)
{
    const QList<const ForceEntry *> entries = crucibleDetachmentEntries(scenario, detachmentId);
    return entries.isEmpty() ? QString() : entries.first()->side;
}

QString crucibleLeaderText(const Ruleset &ruleset, const Scenario &scenario,
                           const CrucibleDetachment *detachment, const CrucibleLeader &leader)
{
    const CrucibleRules &rules = crucibleRules(ruleset);
    const CrucibleRank *r = rules.rank(leader.rank);
    const int base = crucibleBaseLv(ruleset, scenario, detachment, leader);
    const int lv = crucibleEffectiveLv(rules, leader, base);
    const QString lvText = lv == base
        ? CrucibleRoster::tr("LV %1").arg(lv)
        : CrucibleRoster::tr("LV %1+%2 (%3)").arg(base).arg(lv - base).arg(lv);
    QString text = QStringLiteral("%1, %2, %3")
                       .arg(leader.name.isEmpty() ? CrucibleRoster::tr("(unnamed)") : leader.name,
                            r ? r->name : leader.rank, lvText);
    if (!leader.skills.isEmpty())
        text += QStringLiteral(": ") + skillList(rules, leader.skills);
    return text;
}

UnitCardFacts crucibleDetachmentCard(const Ruleset &ruleset, const Scenario &scenario,
                                     const CrucibleDetachment &detachment)
{
    const CrucibleRules &rules = crucibleRules(ruleset);
    const QList<const ForceEntry *> entries = crucibleDetachmentEntries(scenario, detachment.id);
    const QString side = crucibleDetachmentSide(scenario, detachment.id);
    UnitCardFacts card;
    card.unitTypeId = QStringLiteral("detachment:") + detachment.id;
    bool cut = false;
    card.title = cardTitle(detachmentTitle(detachment), &cut);
    if (cut)
        card.specialRules.append(detachmentTitle(detachment));
    card.category = detachmentKind(rules, detachment);
    if (!side.isEmpty())
        card.category += QStringLiteral(" \u00b7 ") + sideName(scenario, side);

    const CrucibleClass *cls = rules.troopClass(detachment.troopClass);
    const CrucibleDetachmentSize size = crucibleDetachmentSize(ruleset, scenario, detachment);
    card.stats.append({CrucibleRoster::tr("TUs"),
                       size.size > 0 ? QStringLiteral("%1/%2").arg(size.tus).arg(size.size)
                                     : QString::number(size.tus),
                       size.sizeProvisional});
    if (cls) {
        const CrucibleQuality *fights = rules.quality(cls->fightsAs);
        const CrucibleQuality *leads = rules.quality(cls->leadsAs);
        if (fights)
            card.stats.append({CrucibleRoster::tr("QR"), QStringLiteral("%1+").arg(fights->qr),
                               fights->provisional.contains(QLatin1String("qr"))});
        if (leads)
            card.stats.append({CrucibleRoster::tr("Sgt LV"), QString::number(leads->lv),
                               leads->provisional.contains(QLatin1String("lv"))});
    }
    bool provisional = false;
    int total = 0;
    // A line per force entry (the card is too narrow for the names in a table), then the
    // leaders riding in them and the skills bought.
    QStringList leaders;
    QStringList skills;
    for (const ForceEntry *entry : entries) {
        const int p = crucibleEntryPoints(ruleset, scenario, *entry);
        const bool ours = crucibleEntryPointsProvisional(ruleset, scenario, *entry);
        total += p;
        provisional = provisional || ours;
        card.specialRules.append(CrucibleRoster::tr("%1 \u00d7 %2: %3 points")
                                     .arg(entry->count)
                                     .arg(unitName(ruleset, entry->unitType), points(p, ours)));
        const CrucibleEntryParts parts = crucibleEntryParts(*entry);
        for (const CrucibleLeader &leader : parts.leaders)
            leaders.append(CrucibleRoster::tr("%1; rides in %2")
                               .arg(crucibleLeaderText(ruleset, scenario, &detachment, leader),
                                    unitName(ruleset, entry->unitType)));
        for (const QString &id : parts.skills) {
            if (!skills.contains(id))
                skills.append(id);
        }
    }
    card.specialRules += leaders;
    card.stats.append({CrucibleRoster::tr("Points"), QString::number(total), provisional});
    if (const CruciblePrime *prime
        = detachment.isPrime() ? rules.prime(detachment.prime) : nullptr) {
        QStringList notes {
            CrucibleRoster::tr("Prime: every TU has %1").arg(skillList(rules, prime->tuSkills))};
        if (prime->total > 0)
            notes.append(CrucibleRoster::tr("the text's total %1").arg(prime->total));
        card.attacksNote = notes.join(QStringLiteral("; "));
    }
    if (!skills.isEmpty())
        card.specialRules.append(CrucibleRoster::tr("Skills: %1").arg(skillList(rules, skills)));
    return card;
}

QList<UnitCardFacts> CrucibleRules::scenarioCards(const Ruleset &ruleset,
                                                  const Scenario &scenario) const
{
    QList<UnitCardFacts> cards;
    // In the order of the sides, then of the detachments' ids; a detachment without TUs last.
    const QList<CrucibleDetachment> detachments = crucibleDetachments(scenario);
    QStringList sides;
    for (const Side &side : scenario.sides)
        sides.append(side.id);
    sides.append(QString());
    for (const QString &side : std::as_const(sides)) {
        for (const CrucibleDetachment &d : detachments) {
            const QString of = crucibleDetachmentSide(scenario, d.id);
            if (of == side || (side.isEmpty() && !sides.contains(of)))
                cards.append(crucibleDetachmentCard(ruleset, scenario, d));
        }
    }
    return cards;
}

QList<SheetSection> CrucibleRules::rosterSections(const Ruleset &ruleset, const Scenario &scenario,
                                                  const Side &side) const
{
    QList<SheetSection> sections;
    bool provisional = false;
    for (const CrucibleDetachment &d : crucibleDetachments(scenario)) {
        const QList<const ForceEntry *> entries = crucibleDetachmentEntries(scenario, d.id);
        if (entries.isEmpty() || entries.first()->side != side.id)
            continue;
        SheetSection section;
        section.kind = SheetSection::Kind::Table;
        section.id = QStringLiteral("detachment:") + d.id;
        section.heading
            = QStringLiteral("%1 (%2)").arg(detachmentTitle(d), detachmentKind(*this, d));
        // The shared table gives the first column the names, the second the rest.
        section.table.headers
            = {CrucibleRoster::tr("TUs"), CrucibleRoster::tr("Leaders riding in them, skills"),
               CrucibleRoster::tr("Points")};
        int total = 0;
        for (const ForceEntry *entry : entries) {
            const CrucibleEntryParts parts = crucibleEntryParts(*entry);
            QStringList what;
            for (const CrucibleLeader &leader : parts.leaders)
                what.append(crucibleLeaderText(ruleset, scenario, &d, leader));
            if (!parts.skills.isEmpty())
                what.append(CrucibleRoster::tr("skills: %1").arg(skillList(*this, parts.skills)));
            if (parts.backupWeapons > 0)
                what.append(
                    CrucibleRoster::tr("%n backup weapon(s)", nullptr, parts.backupWeapons));
            if (!parts.controller.isEmpty())
                what.append(CrucibleRoster::tr("controlled by %1").arg(parts.controller));
            const int p = crucibleEntryPoints(ruleset, scenario, *entry);
            const bool ours = crucibleEntryPointsProvisional(ruleset, scenario, *entry);
            provisional = provisional || ours;
            total += p;
            section.table.rows.append({QStringLiteral("%1 \u00d7 %2 (%3)")
                                           .arg(entry->count)
                                           .arg(unitName(ruleset, entry->unitType), entry->id),
                                       what.join(QStringLiteral("; ")), points(p, ours)});
        }
        const CrucibleDetachmentSize size = crucibleDetachmentSize(ruleset, scenario, d);
        QString line = size.size > 0
            ? CrucibleRoster::tr("%1 TUs of %2%3")
                  .arg(size.tus)
                  .arg(size.size)
                  .arg(size.sizeProvisional ? provisionalChartMark() : QString())
            : CrucibleRoster::tr("%1 TUs").arg(size.tus);
        line += CrucibleRoster::tr("; detachment total %1 points").arg(total);
        if (const CruciblePrime *prime = d.isPrime() ? this->prime(d.prime) : nullptr) {
            if (prime->total > 0)
                line += CrucibleRoster::tr(" (the text's Prime total: %1)").arg(prime->total);
        }
        section.lines.append(line);
        sections.append(section);
    }
    if (sections.isEmpty())
        return sections;
    SheetSection force;
    force.id = QStringLiteral("force-total");
    force.heading = CrucibleRoster::tr("Force total");
    const int total = crucibleForceTotal(ruleset, scenario, side.id);
    force.lines.append(
        side.budget ? CrucibleRoster::tr("%1 points of a budget of %2").arg(total).arg(*side.budget)
                    : CrucibleRoster::tr("%1 points").arg(total));
    if (provisional)
        force.lines.append(CrucibleRoster::tr("%1 ours: the supplement gives no points for this "
                                              "class's leaders or these skills.")
                               .arg(provisionalChartMark()));
    sections.append(force);
    return sections;
}

} // namespace hexwright
