// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ruleset/ruleset.h"

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
    ids.reserve(list.size());
    for (const T &item : list)
        ids.append(item.id);
    return ids;
}

} // namespace

bool operator==(const ForceConstraint &a, const ForceConstraint &b)
{
    // Where a constraint is written is not part of what it says.
    return a.id == b.id && a.kind == b.kind && a.scope == b.scope && a.severity == b.severity
        && a.summary == b.summary && a.label == b.label && a.colours == b.colours
        && a.option == b.option && a.unitTypes == b.unitTypes
        && a.requiredUnitTypes == b.requiredUnitTypes && a.value == b.value && a.min == b.min
        && a.max == b.max;
}

QStringList constraintKinds()
{
    return {QStringLiteral("count"),
            QStringLiteral("points_budget"),
            QStringLiteral("points_percentage"),
            QStringLiteral("all_or_none_option"),
            QStringLiteral("mutually_exclusive"),
            QStringLiteral("uniform_value"),
            QStringLiteral("requires")};
}

QStringList RuleOption::values() const
{
    QStringList out;
    for (const RuleChoice &choice : choices)
        out.append(choice.value);
    return out;
}

const TerrainType *Ruleset::findTerrain(const QString &id) const
{
    return findById(terrain, id);
}

const HexsideType *Ruleset::findHexside(const QString &id) const
{
    return findById(hexsides, id);
}

const UnitType *Ruleset::findUnitType(const QString &id) const
{
    return findById(unitTypes, id);
}

const ArmyColour *Ruleset::findColour(const QString &id) const
{
    return findById(colours, id);
}

const RuleOption *Ruleset::findOption(const QString &id) const
{
    return findById(options, id);
}

const PurchaseOption *Ruleset::findPurchaseOption(const QString &id) const
{
    return findById(purchaseOptions, id);
}

bool Ruleset::hasMarker(const QString &id) const
{
    return findById(markers, id) != nullptr;
}

const MarkerType *Ruleset::findMarker(const QString &id) const
{
    return findById(markers, id);
}

QStringList markerSymbols()
{
    return {QStringLiteral("fort"), QStringLiteral("heap"), QStringLiteral("crate")};
}

QStringList Ruleset::terrainIds() const
{
    return idsOf(terrain);
}

QStringList Ruleset::hexsideIds() const
{
    return idsOf(hexsides);
}

QStringList Ruleset::unitTypeIds() const
{
    return idsOf(unitTypes);
}

QStringList Ruleset::colourIds() const
{
    return idsOf(colours);
}

QStringList Ruleset::optionIds() const
{
    return idsOf(options);
}

QStringList Ruleset::markerIds() const
{
    return idsOf(markers);
}

QStringList Ruleset::purchaseOptionIds() const
{
    return idsOf(purchaseOptions);
}

int Ruleset::rallyCostPerUnit(int moraleValue) const
{
    for (const RallyCost &cost : morale.rallyCosts) {
        if (cost.morale == moraleValue)
            return cost.costPerUnit;
    }
    return -1;
}

EffectiveSequence effectiveSequenceOfPlay(const Ruleset &ruleset,
                                          const QMap<QString, QString> &optionValues)
{
    EffectiveSequence out;
    out.phases = ruleset.sequenceOfPlay;
    for (const RuleOption &option : ruleset.options) {
        const QString value = optionValues.value(option.id, option.defaultValue);
        for (const RuleChoice &choice : option.choices) {
            if (choice.value != value || choice.sequence.isEmpty())
                continue;
            QList<Phase> ordered;
            for (const QString &id : choice.sequence) {
                for (const Phase &phase : ruleset.sequenceOfPlay) {
                    if (phase.id == id)
                        ordered.append(phase);
                }
            }
            // The reader refuses a sequence that is not every phase once; a ruleset built
            // in code that breaks this keeps its own order.
            if (ordered.size() != ruleset.sequenceOfPlay.size())
                continue;
            out.phases = ordered;
            out.option = &option;
            out.choice = &choice;
            return out;
        }
    }
    return out;
}

} // namespace hexwright
