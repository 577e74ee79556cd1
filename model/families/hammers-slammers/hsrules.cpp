// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammers-slammers/hsrules.h"

#include "families/hammers-slammers/hsfamily.h"
#include "ruleset/ruleset.h"

#include <typeinfo>

namespace hexwright {

std::optional<Odds> Odds::parse(const QString &text)
{
    // Only what toString() writes: digits, one dash, digits; no blanks, signs or zeros first.
    const qsizetype dash = text.indexOf(QLatin1Char('-'));
    if (dash <= 0 || dash == text.size() - 1)
        return std::nullopt;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const bool leadingZero = c == QLatin1Char('0') && (i == 0 || i == dash + 1);
        if (i != dash && (!c.isDigit() || c.unicode() > 127 || leadingZero))
            return std::nullopt;
    }
    bool okLeft = false;
    bool okRight = false;
    const int left = text.left(dash).toInt(&okLeft);
    const int right = text.mid(dash + 1).toInt(&okRight);
    if (!okLeft || !okRight || left < 1 || right < 1 || (left != 1 && right != 1))
        return std::nullopt;
    if (right == 1)
        return Odds {left};
    return Odds {-right};
}

QString Odds::toString() const
{
    if (rank >= 1)
        return QStringLiteral("%1-1").arg(rank);
    return QStringLiteral("1-%1").arg(-rank);
}

const HsTerrain &HsRules::terrainOf(const TerrainType &type) const
{
    return terrainOf(type.id);
}

const HsTerrain &HsRules::terrainOf(const QString &terrainId) const
{
    static const HsTerrain none;
    const auto found = terrain.constFind(terrainId);
    return found == terrain.constEnd() ? none : *found;
}

bool HsRules::isMercenary(const QString &colourId) const
{
    return armies.value(colourId) == QLatin1String("mercenary");
}

QChar HsRules::targetClassOf(const UnitType &type) const
{
    return targetClasses.value(type.id, QLatin1Char('B'));
}

const HsRules &hsRules(const Ruleset &ruleset)
{
    static const HsRules defaults;
    // Asked in the engine's inner loops (line of sight, movement): a type compare (nothing
    // derives from HsRules), the full cast only for another family's rules.
    const FamilyRules *family = ruleset.familyRules.get();
    if (family && typeid(*family) == typeid(HsRules))
        return *static_cast<const HsRules *>(family);
    const auto *rules = dynamic_cast<const HsRules *>(family);
    Q_ASSERT_X(rules || !ruleset.familyRules, "hsRules",
               "only a Hammer's Slammers ruleset has Hammer's Slammers data");
    return rules ? *rules : defaults;
}

QString HsFamily::id() const
{
    return hammersSlammersFamilyId();
}

QString HsFamily::name() const
{
    return QStringLiteral("Hammer's Slammers");
}

QList<BoardKind> HsFamily::boardKinds() const
{
    return {BoardKind::Hex};
}

QStringList HsFamily::phaseIds() const
{
    return {QStringLiteral("rally"),
            QStringLiteral("paradrop"),
            QStringLiteral("counter_paradrop_fire"),
            QStringLiteral("movement"),
            QStringLiteral("indirect_fire"),
            QStringLiteral("direct_fire"),
            QStringLiteral("close_assault")};
}

std::unique_ptr<FamilyRulesReader> HsFamily::rulesReader(ReadContext &context) const
{
    return makeHsRulesReader(context);
}

} // namespace hexwright
