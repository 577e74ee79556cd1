// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// What The Crucible prints (gamefamily.h, printedfacts.h): a card per TU type (its kind,
// points, DV per facing, speed band, weapons with Sh, FP and arcs, its abilities and built-in
// skills) and on a side's sheet its force roster (each detachment and Troop with its class,
// TUs, leaders with LV and skills, and points; the force total), what LP buy, and the
// Quality Roll and speed charts. A value that is ours, not the supplement's, prints with a
// dagger and the sheet's footnote.

#include "families/crucible/cruciblerules.h"
#include "families/crucible/cruciblescenario.h"
#include "ruleset/chartprint.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

#include <QCoreApplication>

#include <algorithm>

namespace hexwright {

namespace {

struct CruciblePrint
{
    Q_DECLARE_TR_FUNCTIONS(CruciblePrint)
};

QString kindName(CrucibleTuKind kind)
{
    switch (kind) {
    case CrucibleTuKind::Vehicle:
        return CruciblePrint::tr("Vehicle");
    case CrucibleTuKind::CombatCar:
        return CruciblePrint::tr("Combat car");
    case CrucibleTuKind::Infantry:
        return CruciblePrint::tr("Infantry");
    case CrucibleTuKind::MountedInfantry:
        return CruciblePrint::tr("Mounted infantry");
    case CrucibleTuKind::Mcv:
        return CruciblePrint::tr("Master control vehicle");
    case CrucibleTuKind::RemoteUnit:
        return CruciblePrint::tr("Remote unit");
    case CrucibleTuKind::Firefly:
        return CruciblePrint::tr("Firefly");
    case CrucibleTuKind::TowedGun:
        return CruciblePrint::tr("Towed gun");
    case CrucibleTuKind::DeployableGun:
        return CruciblePrint::tr("Deployable gun");
    }
    return QString();
}

QString arcName(const QString &arc)
{
    if (arc == QLatin1String("front"))
        return CruciblePrint::tr("F");
    if (arc == QLatin1String("left"))
        return CruciblePrint::tr("L");
    if (arc == QLatin1String("right"))
        return CruciblePrint::tr("R");
    if (arc == QLatin1String("rear"))
        return CruciblePrint::tr("Rear");
    return CruciblePrint::tr("360°");
}

QString speedName(const QString &speed)
{
    if (speed == QLatin1String("slow"))
        return CruciblePrint::tr("Slow");
    if (speed == QLatin1String("medium"))
        return CruciblePrint::tr("Medium");
    if (speed == QLatin1String("fast"))
        return CruciblePrint::tr("Fast");
    if (speed == QLatin1String("very_fast"))
        return CruciblePrint::tr("Very fast");
    return CruciblePrint::tr("Fast Lt NoE");
}

QString skillNames(const CrucibleRules &rules, const QStringList &ids)
{
    QStringList names;
    for (const QString &id : ids) {
        const CrucibleSkill *s = rules.skill(id);
        names.append(s ? s->name : id);
    }
    return names.join(QStringLiteral(", "));
}

QString mark(bool provisional)
{
    return provisional ? provisionalChartMark() : QString();
}

} // namespace

std::optional<UnitCardFacts> CrucibleRules::unitCard(const Ruleset &ruleset,
                                                     const UnitType &type) const
{
    const CrucibleTu *t = tu(type.id);
    if (!t)
        return plainUnitCard(type);
    UnitCardFacts card;
    card.unitTypeId = type.id;
    card.title = type.name;
    QString movement = type.movementClass;
    for (const MovementClass &mc : ruleset.movementClasses) {
        if (mc.id == type.movementClass)
            movement = mc.name;
    }
    // "Prime combat car · Light Hover": what it is and how it moves.
    card.category = (t->prime ? CruciblePrint::tr("Prime %1").arg(kindName(t->kind).toLower())
                              : kindName(t->kind))
        + QStringLiteral(" · ") + movement;
    card.stats.append({CruciblePrint::tr("Points"), QString::number(type.cost),
                       t->provisional.contains(QStringLiteral("cost"))});
    card.stats.append(
        {CruciblePrint::tr("DV F/S/R/T"),
         QStringLiteral("%1/%2/%3/%4").arg(t->dvFront).arg(t->dvSide).arg(t->dvRear).arg(t->dvTop),
         t->provisional.contains(QStringLiteral("dv"))});
    card.stats.append({CruciblePrint::tr("Speed"), speedName(t->speed),
                       t->provisional.contains(QStringLiteral("speed"))});
    if (t->controls > 0)
        card.stats.append({CruciblePrint::tr("Controls"), QString::number(t->controls), false});
    // The card's first column is narrow: the weapons are numbered, their names under the table.
    card.attacks.headers = {CruciblePrint::tr("#"), CruciblePrint::tr("Sh"),
                            CruciblePrint::tr("FP"), CruciblePrint::tr("Arcs")};
    QStringList names;
    QStringList notes;
    for (int i = 0; i < t->weapons.size(); ++i) {
        const CrucibleWeapon &w = t->weapons.at(i);
        QStringList arcs;
        for (const QString &arc : w.arcs)
            arcs.append(arcName(arc));
        card.attacks.rows.append(
            {QString::number(i + 1),
             QString::number(w.sh) + mark(w.provisional.contains(QStringLiteral("sh"))),
             w.fp + mark(w.provisional.contains(QStringLiteral("fp"))),
             arcs.join(QLatin1Char('+')) + mark(w.provisional.contains(QStringLiteral("arcs")))});
        names.append(QStringLiteral("%1 %2%3").arg(i + 1).arg(
            w.name, w.closeQuarter ? QStringLiteral(" (CQ)") : QString()));
        if (w.toHit > 0)
            notes.append(CruciblePrint::tr("%1 hits on %2+").arg(w.name).arg(w.toHit));
        if (w.interceptRolls > 0)
            notes.append(
                CruciblePrint::tr("%1 intercepts: %n roll(s)", nullptr, w.interceptRolls)
                    .arg(w.name)
                + (w.interceptQr ? CruciblePrint::tr(" at %1 QR").arg(w.interceptQr) : QString()));
    }
    if (std::any_of(t->weapons.cbegin(), t->weapons.cend(),
                    [](const CrucibleWeapon &w) { return w.closeQuarter; }))
        notes.append(CruciblePrint::tr("CQ: +1 QR more at close range"));
    notes.prepend(names.join(QStringLiteral(", ")));
    card.attacksNote = notes.join(QStringLiteral(". "));
    for (const QString &ability : type.abilities) {
        for (const NamedEntry &a : ruleset.abilities) {
            if (a.id == ability)
                card.specialRules.append(a.name);
        }
    }
    if (!t->skills.isEmpty())
        card.specialRules.append(CruciblePrint::tr("Skills: %1").arg(skillNames(*this, t->skills)));
    return card;
}

QList<SheetSection> CrucibleRules::sideSheetSections(const Ruleset &ruleset,
                                                     const Scenario &scenario,
                                                     const Side &side) const
{
    QList<SheetSection> sections;

    // The force roster: a row per force entry of the side, under its detachment, and its
    // leaders with the TU each rides in.
    SheetSection roster;
    roster.kind = SheetSection::Kind::Table;
    roster.id = QStringLiteral("roster");
    roster.heading = CruciblePrint::tr("Force roster");
    roster.table.headers = {CruciblePrint::tr("Detachment"), CruciblePrint::tr("TUs and skills"),
                            CruciblePrint::tr("Points")};
    SheetSection leaders;
    leaders.kind = SheetSection::Kind::Table;
    leaders.id = QStringLiteral("leaders");
    leaders.heading = CruciblePrint::tr("Leaders");
    leaders.table.headers = {CruciblePrint::tr("Leader"), CruciblePrint::tr("Rides in, skills"),
                             CruciblePrint::tr("LV")};
    const QList<CrucibleDetachment> detachments = crucibleDetachments(scenario);
    for (const ForceEntry &entry : scenario.forces) {
        if (entry.side != side.id)
            continue;
        const CrucibleEntryParts parts = crucibleEntryParts(entry);
        QString detachmentName = parts.detachment;
        const CrucibleDetachment *detachment = nullptr;
        for (const CrucibleDetachment &d : detachments) {
            if (d.id == parts.detachment) {
                detachment = &d;
                const CrucibleClass *c = troopClass(d.troopClass);
                detachmentName = QStringLiteral("%1 (%2)").arg(d.name.isEmpty() ? d.id : d.name,
                                                               c ? c->name : d.troopClass);
            }
        }
        const UnitType *type = ruleset.findUnitType(entry.unitType);
        const QString tus
            = QStringLiteral("%1 × %2").arg(entry.count).arg(type ? type->name : entry.unitType);
        for (const CrucibleLeader &leader : parts.leaders) {
            const CrucibleRank *r = rank(leader.rank);
            const int base = crucibleBaseLv(ruleset, scenario, detachment, leader);
            QString ridesIn = CruciblePrint::tr("%1 ('%2')").arg(tus, entry.id);
            if (!leader.skills.isEmpty())
                ridesIn += QStringLiteral("; ") + skillNames(*this, leader.skills);
            leaders.table.rows.append(
                {QStringLiteral("%1, %2").arg(leader.name, r ? r->name : leader.rank), ridesIn,
                 QString::number(crucibleEffectiveLv(*this, leader, base))});
        }
        // The built-in skills of a Prime TU are on its card; the roster lists those added.
        QStringList extras {tus};
        if (!parts.skills.isEmpty())
            extras.append(skillNames(*this, parts.skills));
        if (parts.backupWeapons > 0)
            extras.append(CruciblePrint::tr("%n backup weapon(s)", nullptr, parts.backupWeapons));
        if (!parts.controller.isEmpty())
            extras.append(CruciblePrint::tr("controlled by '%1'").arg(parts.controller));
        roster.table.rows.append({detachmentName, extras.join(QStringLiteral("; ")),
                                  QString::number(crucibleEntryPoints(ruleset, scenario, entry))});
    }
    roster.lines.append(CruciblePrint::tr("Force total: %1 points, leaders and skills included")
                            .arg(crucibleForceTotal(ruleset, scenario, side.id)));
    if (side.budget)
        roster.lines.append(CruciblePrint::tr("Budget: %1 points").arg(*side.budget));
    sections.append(roster);
    if (!leaders.table.isEmpty())
        sections.append(leaders);

    // What LP buy.
    SheetSection lp;
    lp.kind = SheetSection::Kind::Table;
    lp.id = QStringLiteral("lp-costs");
    lp.heading = CruciblePrint::tr("Leadership Points: 2d6 + the leader's LV each turn");
    lp.table.headers = {CruciblePrint::tr("Action"), CruciblePrint::tr("LP")};
    for (const CrucibleLpCost &c : lpCosts)
        lp.table.rows.append({c.name, QString::number(c.lp)});
    sections.append(lp);

    for (const QString &id : {QStringLiteral("quality-roll"), QStringLiteral("speed-bands"),
                              QStringLiteral("vehicle-damage")}) {
        if (const Chart *chart = ruleset.findChart(id))
            sections.append(chartSheetSection(*chart));
    }

    // What the surviving text does not give: said on the sheet, never made up.
    SheetSection gaps;
    gaps.id = QStringLiteral("gaps");
    gaps.heading = CruciblePrint::tr("Not in Rules Supplement 4");
    gaps.lines = {
        CruciblePrint::tr("The core book is lost. Values marked %1 are Hexwright's, not the "
                          "rules': type the real ones in Scenario > Ruleset Charts.")
            .arg(provisionalChartMark()),
        CruciblePrint::tr("Missing: the full QR chart, ranges and speeds by scale, the damage "
                          "and terrain charts, the points of troop classes, leaders and skills, "
                          "morale, Close Assault values, and how games are won."),
    };
    sections.append(gaps);
    return sections;
}

} // namespace hexwright
