// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Measuring a Hammer Wars model (families/gamefamily.h): the ranges of its attack lines and
// the base it stands on. The engine (HwGameContext::radius()) measures with the same base.

#include "families/hammer-wars/hwrules.h"

#include "ruleset/ruleset.h"

#include <QCoreApplication>

namespace hexwright {

QList<FamilyRange> HwRules::rangeRings(const Ruleset &ruleset, const QString &unitTypeId) const
{
    const HwCard *c = card(unitTypeId);
    const UnitType *type = ruleset.findUnitType(unitTypeId);
    if (!c || !type)
        return {};
    // Every line of a card shoots as far as the card's Range; Range 0 fights in melee only.
    const LengthUnit unit = parseLengthUnit(distanceUnit).value_or(LengthUnit::Inch);
    const double range = type->factors.range;
    QList<FamilyRange> rings;
    for (int i = 0; i < c->attackLines.size(); ++i) {
        const HwAttackLine &line = c->attackLines.at(i);
        QString label = line.blast
            ? QCoreApplication::translate("HwRules", "Attack %1 (Dice %2, blast)")
            : QCoreApplication::translate("HwRules", "Attack %1 (Dice %2)");
        label = label.arg(i + 1).arg(line.dice);
        if (range <= 0)
            label = QCoreApplication::translate("HwRules", "%1, melee").arg(label);
        rings.append({label, range, unit});
    }
    return rings;
}

double HwRules::baseDiameterMm(const QString &unitTypeId) const
{
    const HwCard *c = card(unitTypeId);
    const HwCategory *cat = c ? category(c->category) : nullptr;
    // The rules give no base sizes: the ruleset's (provisional) ones, else the default.
    return cat && cat->baseMm > 0 ? cat->baseMm : FamilyRules::baseDiameterMm(unitTypeId);
}

} // namespace hexwright
