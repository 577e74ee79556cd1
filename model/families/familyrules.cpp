// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The answers of a family that says nothing of its own (families/gamefamily.h).

#include "families/gamefamily.h"
#include "families/piecefaces.h"
#include "ruleset/ruleset.h"

#include <QCoreApplication>

namespace hexwright {

CounterLook FamilyRules::counterLook(const Ruleset &, const UnitType &, bool) const
{
    return {};
}

bool FamilyRules::paysRallyCost(const UnitType &) const
{
    return true;
}

QList<FamilyValue> FamilyRules::factionValues() const
{
    return {};
}

QList<FamilyChoice> FamilyRules::sideChoices(const QString &, const QMap<QString, QString> &) const
{
    return {};
}

QList<FamilyPoolCategory> FamilyRules::poolCategories() const
{
    return {};
}

QString FamilyRules::categoryOf(const QString &) const
{
    return {};
}

QStringList FamilyRules::diceRolls() const
{
    return {QStringLiteral("1d6")};
}

QList<FamilyRange> FamilyRules::rangeRings(const Ruleset &ruleset, const QString &unitTypeId) const
{
    const UnitType *type = ruleset.findUnitType(unitTypeId);
    if (!type || type->factors.range <= 0)
        return {};
    return {{QCoreApplication::translate("FamilyRules", "Range"), double(type->factors.range),
             LengthUnit::Inch}};
}

double FamilyRules::baseDiameterMm(const QString &) const
{
    return 25.0;
}

QSizeF FamilyRules::defaultTableSize() const
{
    // 6 x 4 ft, the table most table rules play on.
    return QSizeF(toMillimetres(72, LengthUnit::Inch), toMillimetres(48, LengthUnit::Inch));
}

LengthUnit FamilyRules::defaultTableUnit() const
{
    return LengthUnit::Inch;
}

QList<TableObjective> FamilyRules::standardObjectives(QSizeF) const
{
    return {};
}

double FamilyRules::deploymentDepth() const
{
    return 0;
}

QList<TableDeployment> FamilyRules::standardDeployment(QSizeF, const QStringList &,
                                                       const QMap<QString, QString> &) const
{
    return {};
}

bool FamilyRules::printsUnitCards() const
{
    return false;
}

std::optional<UnitCardFacts> FamilyRules::unitCard(const Ruleset &, const UnitType &type) const
{
    return plainUnitCard(type);
}

UnitCardFacts FamilyRules::plainUnitCard(const UnitType &type)
{
    // The factors a counter prints, as a card: what every game's unit type has.
    UnitCardFacts card;
    card.unitTypeId = type.id;
    card.title = type.name;
    const auto cell = [&type](const char *label, const QString &value, const QString &factor) {
        return PrintedCell {QCoreApplication::translate("FamilyRules", label), value,
                            type.factors.isProvisional(factor)};
    };
    card.stats.append(
        cell(QT_TRANSLATE_NOOP("FamilyRules", "Cost"), QString::number(type.cost), QString()));
    card.stats.append(cell(QT_TRANSLATE_NOOP("FamilyRules", "Attack"),
                           type.factors.specialAttack ? QStringLiteral("S")
                                                      : QString::number(type.factors.attack),
                           QStringLiteral("attack")));
    card.stats.append(cell(QT_TRANSLATE_NOOP("FamilyRules", "Defence"),
                           QString::number(type.factors.defence), QStringLiteral("defence")));
    card.stats.append(cell(QT_TRANSLATE_NOOP("FamilyRules", "Range"),
                           QString::number(type.factors.range), QStringLiteral("range")));
    card.stats.append(cell(QT_TRANSLATE_NOOP("FamilyRules", "Move"),
                           QString::number(type.factors.movement), QStringLiteral("movement")));
    return card;
}

QList<SheetSection> FamilyRules::sideSheetSections(const Ruleset &, const Scenario &,
                                                   const Side &) const
{
    return {};
}

std::optional<int> FamilyRules::forceEntryPoints(const Ruleset &, const Scenario &,
                                                 const ForceEntry &) const
{
    return std::nullopt;
}

bool FamilyRules::buysForcesWithPoints() const
{
    return true;
}

QList<UnitCardFacts> FamilyRules::scenarioCards(const Ruleset &, const Scenario &) const
{
    return {};
}

bool FamilyRules::printsRoster() const
{
    return false;
}

QList<SheetSection> FamilyRules::rosterSections(const Ruleset &, const Scenario &,
                                                const Side &) const
{
    return {};
}

} // namespace hexwright
