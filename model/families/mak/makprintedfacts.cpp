// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// What Maschinen Krieger prints on unit cards and side sheets: a unit's counter values and
// weapons, and the charts a player looks up at the table. A value that is ours, not the
// book's, prints with a dagger and the sheet's footnote.

#include "families/mak/makrules.h"
#include "ruleset/chartprint.h"
#include "ruleset/ruleset.h"

#include <QCoreApplication>

namespace hexwright {

namespace {

struct MakPrint
{
    Q_DECLARE_TR_FUNCTIONS(MakPrint)
};

/// The charts on a side sheet, in the order of an attack: range, terrain, endurance, then
/// the air and the night.
const QStringList &sheetCharts()
{
    static const QStringList ids
        = {QStringLiteral("range-modifiers"), QStringLiteral("terrain-attack"),
           QStringLiteral("armour-endurance"), QStringLiteral("dog-fight"),
           QStringLiteral("night-modifiers")};
    return ids;
}

/// What a weapon's code does not say: indirect fire and its attack by range.
QString weaponNote(const MakWeapon &w)
{
    QStringList parts;
    if (w.indirect)
        parts.append(MakPrint::tr("indirect"));
    if (!w.bands.isEmpty()) {
        QStringList bands;
        for (const MakRangeBand &b : w.bands)
            bands.append(MakPrint::tr("%1-%2 hexes %3").arg(b.from).arg(b.to).arg(b.attack));
        parts.append(bands.join(QStringLiteral(", ")));
    }
    return parts.isEmpty() ? QString()
                           : w.code + QStringLiteral(": ") + parts.join(QStringLiteral("; "));
}

} // namespace

std::optional<UnitCardFacts> MakRules::unitCard(const Ruleset &ruleset, const UnitType &type) const
{
    UnitCardFacts card;
    card.unitTypeId = type.id;
    card.title = type.name;
    const MakUnit unit = units.value(type.id);
    const MakUnitClass *c = unitClass(unit.unitClass);
    card.category = c ? c->name : unit.unitClass;
    const auto movementName = [&] {
        for (const MovementClass &mc : ruleset.movementClasses) {
            if (mc.id == type.movementClass)
                return mc.name;
        }
        return type.movementClass;
    };
    card.stats.append({MakPrint::tr("SP"), QString::number(c ? c->stackPoints : 0), false});
    card.stats.append({MakPrint::tr("Movement"),
                       QStringLiteral("%1 %2").arg(type.factors.movement).arg(movementName()),
                       type.factors.isProvisional(QStringLiteral("movement"))});
    card.stats.append({MakPrint::tr("Defence"), QString::number(type.factors.defence),
                       type.factors.isProvisional(QStringLiteral("defence"))});
    card.stats.append({MakPrint::tr("Durability"), unit.durability,
                       unit.provisional.contains(QStringLiteral("durability"))});
    if (unit.dogfight)
        card.stats.append({MakPrint::tr("Dog-fight"), QString::number(*unit.dogfight),
                           unit.provisional.contains(QStringLiteral("dogfight"))});
    if (unit.carries > 0)
        card.stats.append({MakPrint::tr("Carries"),
                           MakPrint::tr("%n stacking point(s)", nullptr, unit.carries),
                           unit.provisional.contains(QStringLiteral("carries"))});
    card.attacks.headers = {MakPrint::tr("Code"), MakPrint::tr("Attack"), MakPrint::tr("Range"),
                            MakPrint::tr("Rounds")};
    QStringList notes;
    const QString dagger = provisionalChartMark();
    for (const MakWeapon &w : unit.weapons) {
        card.attacks.rows.append(
            {w.code,
             QString::number(w.attack)
                 + (w.provisional.contains(QStringLiteral("attack")) ? dagger : QString()),
             QString::number(w.range)
                 + (w.provisional.contains(QStringLiteral("range")) ? dagger : QString()),
             w.rounds > 0 ? QString::number(w.rounds) : MakPrint::tr("any")});
        if (const QString note = weaponNote(w); !note.isEmpty())
            notes.append(note);
    }
    card.attacksNote = notes.join(QStringLiteral(". "));
    if (unit.weapons.isEmpty() && unit.provisional.contains(QStringLiteral("weapons")))
        card.attacksNote = MakPrint::tr("Its weapons are on the lost unit sheets.");
    for (const QString &ability : type.abilities) {
        for (const NamedEntry &a : ruleset.abilities) {
            if (a.id == ability)
                card.specialRules.append(a.name);
        }
    }
    if (!unit.sideStated)
        card.specialRules.append(MakPrint::tr("The text does not say whose unit it is."));
    return card;
}

QList<SheetSection> MakRules::sideSheetSections(const Ruleset &ruleset, const Scenario &,
                                                const Side &) const
{
    QList<SheetSection> sections;
    for (const QString &id : sheetCharts()) {
        if (const Chart *chart = ruleset.findChart(id))
            sections.append(chartSheetSection(*chart));
    }
    return sections;
}

} // namespace hexwright
