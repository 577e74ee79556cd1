// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammers-slammers/rules/unitkinds.h"
#include "families/hammers-slammers/hsrules.h"

#include "families/hammers-slammers/rules/rulechoices.h"

namespace hexwright::rules {

namespace {

bool has(const UnitType &type, const char *ability)
{
    // UnitType::hasAbility() without a QString made of @p ability for each question: asked
    // for every unit of every legal-action list.
    const QLatin1String wanted(ability);
    for (const QString &a : type.abilities) {
        if (a == wanted)
            return true;
    }
    return false;
}

} // namespace

UnitFactors factorsOf(const UnitType &type, bool mounted)
{
    return mounted && type.mounted ? type.mounted->factors : type.factors;
}

QString movementClassOf(const UnitType &type, bool mounted)
{
    return mounted && type.mounted ? type.mounted->movementClass : type.movementClass;
}

QChar targetClassOf(const Ruleset &ruleset, const UnitType &type, const RuleChoices &choices)
{
    // Buses use armored car counters, but are trucks: the option decides (sc.3).
    if (type.id == QLatin1String("conv_buses"))
        return choices.busesTargetClass;
    return hsRules(ruleset).targetClassOf(type);
}

bool isMercenaryColour(const Ruleset &ruleset, const QString &colour)
{
    return hsRules(ruleset).isMercenary(colour);
}

bool isInfantry(const UnitType &type)
{
    return has(type, "infantry");
}

bool isMilitia(const UnitType &type)
{
    return has(type, "disrupt_eliminates");
}

bool isTwoSided(const UnitType &type)
{
    return has(type, "two_sided") && type.mounted.has_value();
}

bool ignoresDisruptionOnFoot(const UnitType &type, bool mounted)
{
    return has(type, "ignores_disruption_on_foot") && !mounted;
}

bool isApc(const UnitType &type)
{
    return has(type, "carries_infantry");
}

bool ridesApc(const UnitType &type)
{
    return has(type, "rides_apc");
}

bool isTowable(const UnitType &type)
{
    return has(type, "towable");
}

bool canTowGuns(const UnitType &type)
{
    return has(type, "tows");
}

bool isCalliope(const UnitType &type)
{
    return has(type, "calliope") || type.factors.specialAttack;
}

bool isFortress(const UnitType &type)
{
    return has(type, "fortress");
}

bool hasCaf(const UnitType &type)
{
    return has(type, "caf");
}

bool hasCpf(const UnitType &type)
{
    return has(type, "cpf");
}

bool firesIndirect(const UnitType &type)
{
    return has(type, "indirect_only") || has(type, "direct_and_indirect");
}

bool firesDirect(const UnitType &type, const RuleChoices &choices, bool mounted)
{
    if (isCalliope(type) || isFortress(type))
        return false;
    if (has(type, "indirect_only")) {
        // Self-propelled artillery is howitzer-like unless the option says gun-like.
        return choices.spArtilleryDirect && !isTowable(type);
    }
    return factorsOf(type, mounted).attack > 0;
}

bool isVehicle(const UnitType &type)
{
    return !isInfantry(type) && !isTowable(type) && !isFortress(type);
}

bool needsClearLanding(const UnitType &type)
{
    return !isInfantry(type);
}

} // namespace hexwright::rules
