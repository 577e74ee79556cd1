// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Hammer's Slammers' pieces: what its counters show and what a bought piece costs beyond the
// unit cost chart. The symbols are the NATO-style boxes the shared painter draws
// (families/piecefaces.h), picked from the abilities, movement class and target class.

#include "families/hammers-slammers/hsrules.h"

#include "families/piecefaces.h"
#include "ruleset/ruleset.h"

namespace hexwright {

namespace {

CounterSymbol symbolOf(const HsRules &rules, const UnitType &type, bool back)
{
    const auto has = [&type](const char *ability) {
        return type.hasAbility(QLatin1String(ability));
    };
    const bool moves = type.movementClass != QLatin1String("towed");
    if (has("fortress"))
        return CounterSymbol::Fortress;
    if (has("infantry") || back)
        return CounterSymbol::Infantry;
    if (has("calliope"))
        return moves ? CounterSymbol::SelfPropelledCalliope : CounterSymbol::Calliope;
    if (has("indirect_only") || has("direct_and_indirect"))
        return moves ? CounterSymbol::SelfPropelledArtillery : CounterSymbol::Artillery;
    if (has("carries_infantry"))
        return CounterSymbol::Carrier;
    // Cars (armoured and combat cars) are the light, fast vehicles: the recon symbol.
    if (type.name.contains(QLatin1String("car"), Qt::CaseInsensitive))
        return CounterSymbol::Recon;
    if (rules.targetClassOf(type) == QLatin1Char('A'))
        return CounterSymbol::Armour;
    return CounterSymbol::Box;
}

} // namespace

CounterLook HsRules::counterLook(const Ruleset &ruleset, const UnitType &type, bool back) const
{
    // Only a two-sided counter has a back: skimmer infantry, mounted on it (§3.7).
    const bool mounted = back && type.mounted.has_value();
    // The symbol is the counter's the type uses: militia print the infantry's.
    const UnitType *look = type.counter.isEmpty() ? &type : ruleset.findUnitType(type.counter);
    CounterLook out;
    out.symbol = symbolOf(*this, look ? *look : type, mounted);
    out.hover
        = (mounted ? type.mounted->movementClass : type.movementClass) == QLatin1String("hover");
    out.factors = !type.hasAbility(QStringLiteral("fortress"));
    return out;
}

bool HsRules::paysRallyCost(const UnitType &type) const
{
    return !type.hasAbility(QStringLiteral("fortress"));
}

} // namespace hexwright
