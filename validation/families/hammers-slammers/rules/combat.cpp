// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammers-slammers/rules/combat.h"

#include "families/hammers-slammers/hsrules.h"
#include "families/hammers-slammers/rules/battlefield.h"
#include "families/hammers-slammers/rules/rulechoices.h"
#include "families/hammers-slammers/rules/unitkinds.h"

#include <algorithm>
#include <cmath>

namespace hexwright::rules {

namespace {

constexpr int UnboundedRank = 1000;

// The terrain's own direct-fire modifier, rubble included, fortress left out.
int terrainDirectModifier(const Battlefield &field, HexCoord hex, const RuleChoices &choices)
{
    const TerrainType *terrain = field.terrain(hex);
    const HsRules &hs = hsRules(field.ruleset());
    const int base = terrain ? hs.terrainOf(*terrain).directDefence : 0;
    if (!field.hasRubble(hex))
        return base;
    const int add = hs.rubble.directDefenceAdd;
    return choices.rubbleDirectDefence == RuleChoices::RubbleDirect::TerrainPlus2 ? base + add
                                                                                  : add;
}

} // namespace

int fireRange(HexCoord firer, HexCoord target)
{
    return HexCoord::distance(firer, target);
}

RangeBand rangeBand(int distance, int printedRange, bool extendedAllowed, const Ruleset &ruleset)
{
    if (distance <= printedRange)
        return RangeBand::Printed;
    if (extendedAllowed && distance <= printedRange * hsRules(ruleset).extendedRangeMultiplier)
        return RangeBand::Extended;
    return RangeBand::OutOfRange;
}

double attackAtRange(int attack, RangeBand band, const Ruleset &ruleset, const RuleChoices &choices)
{
    switch (band) {
    case RangeBand::Printed:
        return attack;
    case RangeBand::OutOfRange:
        return 0;
    case RangeBand::Extended:
        break;
    }
    const double half = attack * hsRules(ruleset).extendedRangeAttackMultiplier;
    switch (choices.extendedRangeAttack) {
    case RuleChoices::Rounding::Exact:
        return half;
    case RuleChoices::Rounding::Down:
        return std::floor(half);
    case RuleChoices::Rounding::Up:
        return std::ceil(half);
    }
    return half;
}

QString oddsKey(AttackKind kind)
{
    switch (kind) {
    case AttackKind::Direct:
        return QStringLiteral("direct");
    case AttackKind::CounterParadrop:
        return QStringLiteral("counter_paradrop");
    case AttackKind::IndirectA:
        return QStringLiteral("indirect_class_a");
    case AttackKind::IndirectB:
        return QStringLiteral("indirect_class_b");
    case AttackKind::CloseAssault:
        return QStringLiteral("close_assault");
    }
    return {};
}

Odds rawOdds(double attack, double defence)
{
    if (attack <= 0)
        return Odds {-UnboundedRank};
    if (defence <= 0)
        return Odds {UnboundedRank};
    if (attack >= defence)
        return Odds {int(std::floor(attack / defence))};
    return Odds {-int(std::ceil(defence / attack))};
}

namespace {

/// Whether @p heading is the CRT heading of @p odds (Odds::toString()), without building it:
/// asked for every attack a legal-action list weighs.
bool isHeadingOf(const QString &heading, Odds odds)
{
    char text[32];
    char *end = text;
    auto put = [&end](int n) {
        char digits[16];
        int count = 0;
        unsigned v = n < 0 ? 0u - unsigned(n) : unsigned(n);
        do {
            digits[count++] = char('0' + v % 10);
            v /= 10;
        } while (v != 0);
        if (n < 0)
            *end++ = '-';
        while (count > 0)
            *end++ = digits[--count];
    };
    if (odds.rank >= 1) {
        put(odds.rank);
        *end++ = '-';
        *end++ = '1';
    } else {
        *end++ = '1';
        *end++ = '-';
        put(-odds.rank);
    }
    return heading == QLatin1StringView(text, end - text);
}

int crtColumnOf(const HsRules &hs, const QString &table, Odds odds, const RuleChoices &choices)
{
    const auto headings = hs.crt.headings.constFind(table);
    if (headings == hs.crt.headings.cend())
        return 0;
    for (qsizetype index = 0; index < headings->size(); ++index) {
        if (isHeadingOf(headings->at(index), odds))
            return std::min(int(index) + 1 + choices.crtHeadingOffset, hs.crt.columnCount);
    }
    return 0;
}

} // namespace

int crtColumn(const Ruleset &ruleset, const QString &table, Odds odds, const RuleChoices &choices)
{
    return crtColumnOf(hsRules(ruleset), table, odds, choices);
}

OddsReading readOdds(AttackKind kind, double attack, double defence, const Ruleset &ruleset,
                     const RuleChoices &choices, int closeAssaultShift)
{
    const HsRules &hs = hsRules(ruleset);
    static const OddsLimits noLimits;
    const auto found = hs.odds.constFind(oddsKey(kind));
    const OddsLimits &limits = found == hs.odds.cend() ? noLimits : *found;
    OddsReading reading;
    reading.table = limits.table;
    reading.raw = rawOdds(attack, defence);
    reading.used = reading.raw.rank > limits.best.rank ? limits.best : reading.raw;
    if (reading.raw.rank < limits.worst.rank) {
        if (kind != AttackKind::CloseAssault) {
            reading.legal = false;
            return reading;
        }
        // Close assault is compulsory whatever the odds (§3.9).
        reading.belowWorst = true;
        if (choices.closeAssaultBelowWorst == RuleChoices::CloseAssaultBelowWorst::AtWorst) {
            reading.used = limits.worst;
            reading.column = crtColumnOf(hs, limits.table, limits.worst, choices);
        } else {
            reading.column = 0;
        }
    } else {
        reading.column = crtColumnOf(hs, limits.table, reading.used, choices);
    }
    if (kind == AttackKind::CloseAssault) {
        reading.shift = closeAssaultShift;
        reading.column = std::min(reading.column + closeAssaultShift, hs.crt.columnCount);
    }
    return reading;
}

QString crtResult(const Ruleset &ruleset, int roll, int column)
{
    if (column < 1 || column > hsRules(ruleset).crt.columnCount)
        return QStringLiteral("-");
    return hsRules(ruleset).crt.grid.at(roll, column - 1);
}

QString crtResult(const Ruleset &ruleset, int roll, const OddsReading &reading)
{
    return reading.legal ? crtResult(ruleset, roll, reading.column) : QStringLiteral("-");
}

ResultKind resultKind(const QString &code)
{
    if (code == QLatin1String("Dis"))
        return ResultKind::Disrupted;
    if (code.startsWith(QLatin1String("DE")))
        return ResultKind::Eliminated;
    return ResultKind::None;
}

QMap<QString, int> resultChances(const Ruleset &ruleset, int column)
{
    QMap<QString, int> chances;
    for (int roll = 2; roll <= 12; ++roll)
        chances[crtResult(ruleset, roll, column)] += 6 - std::abs(roll - 7);
    return chances;
}

int directTerrainModifier(const Battlefield &field, HexCoord hex, const RuleChoices &choices)
{
    if (field.hasFortress(hex))
        return hsRules(field.ruleset()).fortress.directDefence;
    return rules::terrainDirectModifier(field, hex, choices);
}

DirectDefence directFireDefence(const Battlefield &field, HexCoord hex,
                                const QList<int> &targetDefences, bool insideFortress,
                                const RuleChoices &choices)
{
    DirectDefence defence;
    for (int df : targetDefences)
        defence.units += df;
    if (insideFortress && field.hasFortress(hex)) {
        const int bonus = hsRules(field.ruleset()).fortress.directDefence;
        defence.terrain = choices.fortressDirectBonus == RuleChoices::FortressDirect::PerUnit
            ? bonus * int(targetDefences.size())
            : bonus;
    } else {
        defence.terrain = rules::terrainDirectModifier(field, hex, choices);
    }
    return defence;
}

int indirectHexDefence(const Battlefield &field, HexCoord hex)
{
    const Ruleset &ruleset = field.ruleset();
    if (field.hasFortress(hex))
        return hsRules(ruleset).fortress.indirectDefence;
    const TerrainType *terrain = field.terrain(hex);
    const int base = terrain ? hsRules(ruleset).terrainOf(*terrain).indirectDefence : 0;
    return field.hasRubble(hex) ? base + hsRules(ruleset).rubble.indirectDefenceAdd : base;
}

IndirectReading readIndirect(double attack, int hexDefence, const Ruleset &ruleset,
                             const RuleChoices &choices)
{
    return {readOdds(AttackKind::IndirectA, attack, hexDefence, ruleset, choices),
            readOdds(AttackKind::IndirectB, attack, hexDefence, ruleset, choices)};
}

CloseAssaultAttack closeAssaultAttack(const QList<CloseAssaultAttacker> &attackers)
{
    CloseAssaultAttack result;
    bool anyDisrupted = false;
    bool anyUndisrupted = false;
    bool anyFreshParatrooper = false;
    for (const CloseAssaultAttacker &a : attackers) {
        (a.disrupted ? anyDisrupted : anyUndisrupted) = true;
        anyFreshParatrooper = anyFreshParatrooper || a.paratrooperFirstRound;
        result.attack += a.infantry && !a.disrupted ? 2 * a.attack : a.attack;
    }
    result.legal = !attackers.isEmpty() && !(anyDisrupted && anyUndisrupted);
    result.columnShift = anyUndisrupted && !anyDisrupted && !anyFreshParatrooper ? 1 : 0;
    return result;
}

int closeAssaultDefence(const QList<int> &targetDefences, bool insideFortress, int round,
                        const Ruleset &ruleset)
{
    int defence = 0;
    for (int df : targetDefences)
        defence += df;
    if (insideFortress && round <= hsRules(ruleset).fortress.closeAssaultBonusRounds)
        defence += hsRules(ruleset).fortress.closeAssaultBonus;
    return defence;
}

QString gasColumn(bool mercenaryTarget, QChar targetClass)
{
    const bool classA = targetClass == QLatin1Char('A');
    if (mercenaryTarget)
        return classA ? QStringLiteral("mercenary_a") : QStringLiteral("mercenary_b");
    return classA ? QStringLiteral("conventional_a") : QStringLiteral("conventional_b");
}

QString gasResult(const Ruleset &ruleset, bool mercenaryTarget, QChar targetClass, int roll,
                  const RuleChoices &choices)
{
    if (choices.gasResults == RuleChoices::GasResults::BookExample) {
        if (roll >= 10)
            return QStringLiteral("DE");
        return roll >= 7 ? QStringLiteral("Dis") : QStringLiteral("-");
    }
    const int column
        = int(hsRules(ruleset).gasTable.columns.indexOf(gasColumn(mercenaryTarget, targetClass)));
    const QString result = hsRules(ruleset).gasTable.at(roll, column);
    return result.isEmpty() ? QStringLiteral("-") : result;
}

CafResolution allocateCaf(const QStringList &strike, const QStringList &availableCaf,
                          const QList<CafAssignment> &assignments)
{
    CafResolution result;
    QStringList remaining = strike;
    QStringList available = availableCaf;
    for (const CafAssignment &a : assignments) {
        if (!available.contains(a.cafUnit)) {
            result.problems.append(
                result.cafUsed.contains(a.cafUnit)
                    ? QStringLiteral("%1 has already fired counter-artillery fire").arg(a.cafUnit)
                    : QStringLiteral("%1 cannot fire counter-artillery fire").arg(a.cafUnit));
            continue;
        }
        if (!remaining.contains(a.artilleryUnit)) {
            result.problems.append(
                result.cancelled.contains(a.artilleryUnit)
                    ? QStringLiteral("%1 is already cancelled").arg(a.artilleryUnit)
                    : QStringLiteral("%1 is not in this strike").arg(a.artilleryUnit));
            continue;
        }
        remaining.removeOne(a.artilleryUnit);
        available.removeOne(a.cafUnit);
        result.cancelled.append(a.artilleryUnit);
        result.cafUsed.append(a.cafUnit);
    }
    result.firing = remaining;
    return result;
}

bool canFireCaf(const UnitType &type, bool disrupted, bool inCloseAssault, bool hasAttacked,
                int distance, bool lineOfSight)
{
    return hasCaf(type) && !disrupted && !inCloseAssault && !hasAttacked
        && distance <= type.factors.range && lineOfSight;
}

bool canFireCpf(const UnitType &type, bool disrupted, bool inCloseAssault, bool hasAttacked,
                int distance, bool lineOfSight, const RuleChoices &choices)
{
    return hasCpf(type) && !disrupted && !inCloseAssault && !hasAttacked
        && distance <= type.factors.range && (lineOfSight || !choices.cpfNeedsLos);
}

} // namespace hexwright::rules
