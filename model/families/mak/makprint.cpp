// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// What Maschinen Krieger's counters and pilot roster print. A counter shows what the book's
// does [3.2]: on the front the unit class, movement with its letter, durability class and
// defence, on the back the weapon codes; a value that is ours gives the counter the shared
// provisional corner. The roster lists a side's pilots [18.0] with rank, the three modifiers
// and victory points, a modifier that is ours with a dagger and the footnote.

#include "families/mak/makrules.h"
#include "families/mak/makscenario.h"
#include "families/piecefaces.h"
#include "ruleset/chartprint.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

#include <QCoreApplication>

namespace hexwright {

namespace {

struct MakPrint
{
    Q_DECLARE_TR_FUNCTIONS(MakPrint)
};

/// The movement letter of a movement class: its name when that is one letter or begins with
/// one ("H (hover)" is H); empty for infantry and aircraft.
QString movementLetter(const Ruleset &ruleset, const QString &classId)
{
    for (const MovementClass &mc : ruleset.movementClasses) {
        if (mc.id != classId)
            continue;
        const QString first = mc.name.section(QLatin1Char(' '), 0, 0);
        return first.size() == 1 ? first : QString();
    }
    return QString();
}

CounterSymbol symbolOf(const MakUnit &unit, const UnitType &type)
{
    const auto has = [&type](const char *ability) {
        return type.hasAbility(QLatin1String(ability));
    };
    if (unit.dogfight)
        return CounterSymbol::Box;
    if (type.movementClass == QLatin1String("foot"))
        return CounterSymbol::Infantry;
    if (has("recon") && unit.unitClass != QLatin1String("I"))
        return CounterSymbol::Recon;
    for (const MakWeapon &w : unit.weapons) {
        if (w.indirect)
            return unit.unitClass == QLatin1String("I") ? CounterSymbol::Artillery
                                                        : CounterSymbol::SelfPropelledArtillery;
    }
    if (unit.carries > 0)
        return CounterSymbol::Carrier;
    if (unit.unitClass == QLatin1String("I"))
        return CounterSymbol::Box;
    return CounterSymbol::Armour;
}

/// "+1", "0", "-1": a modifier as the counter prints it.
QString signedText(int value)
{
    return value > 0 ? QStringLiteral("+%1").arg(value) : QString::number(value);
}

} // namespace

CounterLook MakRules::counterLook(const Ruleset &ruleset, const UnitType &type, bool back) const
{
    const MakUnit unit = units.value(type.id);
    CounterLook look;
    look.symbol = symbolOf(unit, type);
    look.hover = type.movementClass == QLatin1String("hover");
    look.twoSided = true;
    if (back) {
        // The back: the weapon codes, each as the counter prints it [3.2].
        QStringList codes;
        for (const MakWeapon &w : unit.weapons) {
            codes.append(w.code);
            look.provisional = look.provisional || w.provisional.contains(QLatin1String("attack"))
                || w.provisional.contains(QLatin1String("range"));
        }
        if (codes.isEmpty()) {
            codes.append(MakPrint::tr("unarmed"));
            look.provisional = unit.provisional.contains(QLatin1String("weapons"));
        }
        look.factorsText = codes.join(QLatin1Char(' '));
        return look;
    }
    // The front: class, movement with its letter (an aircraft: its dog-fight rating),
    // durability class and defence.
    QStringList parts;
    parts.append(unit.unitClass);
    if (unit.dogfight) {
        parts.append(MakPrint::tr("DF%1").arg(*unit.dogfight));
        look.provisional = unit.provisional.contains(QLatin1String("dogfight"));
    } else {
        parts.append(QString::number(type.factors.movement)
                     + movementLetter(ruleset, type.movementClass));
        look.provisional = type.factors.isProvisional(QStringLiteral("movement"));
    }
    parts.append(unit.durability);
    parts.append(QString::number(type.factors.defence));
    look.provisional = look.provisional || unit.provisional.contains(QLatin1String("durability"))
        || type.factors.isProvisional(QStringLiteral("defence"));
    look.factorsText = parts.join(QLatin1Char(' '));
    return look;
}

bool MakRules::paysRallyCost(const UnitType &) const
{
    return false;
}

QList<SheetSection> MakRules::rosterSections(const Ruleset &ruleset, const Scenario &scenario,
                                             const Side &side) const
{
    const QString dagger = provisionalChartMark();
    const auto cell = [&](int value, const MakPilot &pilot, const char *key) {
        return signedText(value)
            + (pilot.provisional.contains(QLatin1String(key)) ? dagger : QString());
    };
    const auto rankName = [&](const QString &id) {
        const MakRank *r = rank(id);
        return r ? r->name : id;
    };
    // The shared table gives the first column the names, the second the rest of the width
    // and the others are numbers.
    const QStringList headers {MakPrint::tr("Pilot"),   MakPrint::tr("Rank"),
                               MakPrint::tr("No."),     MakPrint::tr("Attack"),
                               MakPrint::tr("Defence"), MakPrint::tr("Dog-fight"),
                               MakPrint::tr("VP")};
    QList<SheetSection> sections;
    bool provisional = false;
    const auto findPilot = [&](const QString &colour, int number) -> const MakPilot * {
        for (const MakPilot &p : pilots) {
            if (p.colour == colour && p.number == number)
                return &p;
        }
        return nullptr;
    };
    // The unit codes of the scenario card: who commands, who controls, who rides.
    SheetSection assigned;
    assigned.kind = SheetSection::Kind::Table;
    assigned.id = QStringLiteral("assigned");
    assigned.heading = MakPrint::tr("Pilots in this scenario");
    assigned.table.headers
        = {MakPrint::tr("Pilot"),  MakPrint::tr("Serves in"), MakPrint::tr("No."),
           MakPrint::tr("Attack"), MakPrint::tr("Defence"),   MakPrint::tr("Dog-fight"),
           MakPrint::tr("VP")};
    for (const ForceEntry &f : scenario.forces) {
        if (f.side != side.id)
            continue;
        const MakEntryPilots entry = makEntryPilots(f);
        const UnitType *type = ruleset.findUnitType(f.unitType);
        const QString unit = QStringLiteral("%1 \u00d7 %2 (%3)")
                                 .arg(f.count)
                                 .arg(type ? type->name : f.unitType, f.id);
        for (int number : entry.all()) {
            QString role;
            if (entry.leader == number)
                role = MakPrint::tr("commander (Ld 1)");
            else if (entry.secondLeader == number)
                role = MakPrint::tr("second commander (Ld 2)");
            if (entry.controller == number)
                role = role.isEmpty() ? MakPrint::tr("controller (PC)")
                                      : MakPrint::tr("%1, controller (PC)").arg(role);
            const QString serves = role.isEmpty() ? unit : QStringLiteral("%1, %2").arg(unit, role);
            const MakPilot *pilot = findPilot(f.colour, number);
            if (!pilot) {
                assigned.table.rows.append(
                    {MakPrint::tr("pilot %1").arg(number), serves, QString::number(number)});
                continue;
            }
            provisional = provisional || !pilot->provisional.isEmpty();
            assigned.table.rows.append(
                {pilot->name, serves, QString::number(number),
                 cell(pilot->attack, *pilot, "attack"), cell(pilot->defence, *pilot, "defence"),
                 cell(pilot->dogfight, *pilot, "dogfight"), QString::number(pilotVp(*pilot))});
        }
    }
    if (!assigned.table.isEmpty())
        sections.append(assigned);
    for (const QString &colour : side.colours) {
        SheetSection chart;
        chart.kind = SheetSection::Kind::Table;
        chart.id = QStringLiteral("pilots:") + colour;
        const ArmyColour *c = ruleset.findColour(colour);
        chart.heading = MakPrint::tr("Pilots of the %1").arg(c ? c->name : colour);
        chart.table.headers = headers;
        for (const MakPilot &pilot : pilots) {
            if (pilot.colour != colour)
                continue;
            provisional = provisional || !pilot.provisional.isEmpty();
            chart.table.rows.append(
                {pilot.name, rankName(pilot.rank), QString::number(pilot.number),
                 cell(pilot.attack, pilot, "attack"), cell(pilot.defence, pilot, "defence"),
                 cell(pilot.dogfight, pilot, "dogfight"), QString::number(pilotVp(pilot))});
        }
        if (!chart.table.isEmpty())
            sections.append(chart);
    }
    if (provisional && !sections.isEmpty())
        sections.last().lines.append(
            MakPrint::tr("%1 provisional: our value, not the book's; the text lists no "
                         "modifiers for these pilots.")
                .arg(dagger));
    return sections;
}

} // namespace hexwright
