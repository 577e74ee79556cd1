// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Hammer's Slammers' set-up checks: fortresses (§3.18), stacking (§3.6) and the points
// guidance of the scenario section. Their codes are listed here (hsCheckCodes()), with the
// severity each report gets, and their messages are the shared checker's, in its
// translation context.

#include "families/hammers-slammers/checks/hschecks.h"

#include "checks/checks_context_p.h"
#include "families/hammers-slammers/rules/movement.h"
#include "scenario/points.h"

#include <cmath>
#include <map>
#include <tuple>

namespace hexwright {

namespace {

using HexKey = std::pair<int, int>;

HexKey keyOf(OffsetCoord hex)
{
    return {hex.col, hex.row};
}

/// "city, swamp, lake or river"
QString orList(QStringList items)
{
    if (items.size() < 2)
        return items.join(QString());
    const QString last = items.takeLast();
    return ScenarioChecker::tr("%1 or %2").arg(items.join(QStringLiteral(", ")), last);
}

/// "its 1 playable hex holds", "its 4 playable hexes hold"
QString playableHexesText(int n)
{
    return n == 1 ? ScenarioChecker::tr("its 1 playable hex holds")
                  : ScenarioChecker::tr("its %1 playable hexes hold").arg(n);
}

/// A fortress is a unit type with the fortress ability: terrain more than a unit, it sets up
/// by its own rules and does not count for stacking.
bool isFortressType(const Ruleset &, const UnitType &type)
{
    return type.hasAbility(QStringLiteral("fortress"));
}

class HsChecks
{
public:
    explicit HsChecks(ScenarioChecker &checker)
        : c(checker)
        , m_s(checker.scenario())
        , m_rules(checker.ruleset())
        , m_hs(hsRules(checker.ruleset()))
        , m_map(checker.map())
    { }

    void run()
    {
        checkFortressSetup();
        checkFortresses();
        checkStacking();
        checkPointsGuidance();
    }

private:
    bool isFortress(const QString &unitType) const
    {
        const UnitType *type = m_rules.findUnitType(unitType);
        return type && isFortressType(m_rules, *type);
    }
    bool fortressAllowedIn(OffsetCoord hex) const
    {
        const quint8 t = m_map.terrainAt(hex);
        if (t >= m_rules.terrain.size())
            return true;
        return !m_hs.fortress.forbiddenTerrain.contains(m_rules.terrain.at(t).id);
    }

    void checkFortressSetup();
    void checkFortresses();
    void checkStacking();
    void checkPointsGuidance();

    ScenarioChecker &c;
    const Scenario &m_s;
    const Ruleset &m_rules;
    const HsRules &m_hs;
    const HexMap &m_map;
};

void HsChecks::checkFortressSetup()
{
    // The shared set-up check leaves fortresses to this one: they stand where the fortress
    // rules allow, whatever a movement class may enter.
    for (const ForceEntry &f : m_s.forces) {
        if (!isFortress(f.unitType))
            continue;
        if (f.placement.kind == Placement::Kind::Hex) {
            const OffsetCoord hex = f.placement.hex;
            if (m_map.isPlayable(hex) && !fortressAllowedIn(hex))
                c.report(
                    "fortress-terrain", f.position, c.forceSubject(f),
                    ScenarioChecker::tr("%1: %2 is placed at %3 in %4, where no fortress may stand")
                        .arg(c.sideName(f.side), c.forceName(f), c.label(hex), c.terrainName(hex)),
                    {hex});
        } else if (f.placement.kind == Placement::Kind::Zone) {
            const QList<OffsetCoord> hexes = c.playableHexes(f.placement.zone);
            QList<OffsetCoord> barred;
            QStringList terrains;
            for (OffsetCoord hex : hexes) {
                if (!fortressAllowedIn(hex)) {
                    barred.append(hex);
                    if (!terrains.contains(c.terrainName(hex)))
                        terrains.append(c.terrainName(hex));
                }
            }
            if (barred.isEmpty())
                continue;
            if (barred.size() == hexes.size())
                c.report("fortress-terrain", f.position, c.forceSubject(f),
                         ScenarioChecker::tr(
                             "%1: %2 sets up in zone '%3', but %4 only %5, where it may not "
                             "stand")
                             .arg(c.sideName(f.side), c.forceName(f), f.placement.zone,
                                  hexes.size() == 1 ? ScenarioChecker::tr("its playable hex is")
                                                    : ScenarioChecker::tr("its playable hexes are"),
                                  orList(terrains)),
                         barred);
            else
                c.report("setup-zone-terrain", f.position, c.forceSubject(f),
                         ScenarioChecker::tr(
                             "%1: %2 may not use %3 of the %4 playable hexes of zone '%5' (%6)")
                             .arg(c.sideName(f.side), c.forceName(f))
                             .arg(barred.size())
                             .arg(hexes.size())
                             .arg(f.placement.zone, terrains.join(QStringLiteral(", "))),
                         barred);
        }
    }
}

void HsChecks::checkFortresses()
{
    const FortressRules &rules = m_hs.fortress;
    QStringList forbidden;
    for (const QString &id : rules.forbiddenTerrain) {
        const TerrainType *t = m_rules.findTerrain(id);
        forbidden.append(t ? t->name.toLower() : id);
    }
    struct Fortress
    {
        SourcePosition position;
        CheckSubject subject;
        QString what;
    };
    std::map<HexKey, QList<Fortress>> fortresses;
    for (const Marker &m : m_s.markers) {
        if (m.kind != QLatin1String("fortress") || !m_map.isPlayable(m.hex))
            continue;
        const CheckSubject subject {QString(), QStringLiteral("marker"), c.label(m.hex)};
        fortresses[keyOf(m.hex)].append(
            {m.position, subject, ScenarioChecker::tr("fortress marker")});
        if (!fortressAllowedIn(m.hex))
            c.report(
                "fortress-terrain", m.position, subject,
                ScenarioChecker::tr("fortress marker at %1 is in %2; no fortress may stand in %3")
                    .arg(c.label(m.hex), c.terrainName(m.hex), orList(forbidden)),
                {m.hex});
    }
    for (const ForceEntry &f : m_s.forces) {
        if (f.placement.kind != Placement::Kind::Hex || !isFortress(f.unitType)
            || !m_map.isPlayable(f.placement.hex))
            continue;
        for (int i = 0; i < f.count; ++i)
            fortresses[keyOf(f.placement.hex)].append(
                {f.position, c.forceSubject(f),
                 ScenarioChecker::tr("%1's fortress").arg(c.sideName(f.side))});
    }
    const int perHex = std::max(1, rules.perHex);
    for (const auto &[key, list] : fortresses) {
        const OffsetCoord hex {key.first, key.second};
        if (list.size() > perHex) {
            const Fortress &extra = list.at(perHex);
            c.report("fortress-per-hex", extra.position, extra.subject,
                     ScenarioChecker::tr("%1 fortresses at %2; a hex may hold only %3")
                         .arg(list.size())
                         .arg(c.label(hex))
                         .arg(perHex),
                     {hex});
        }
        if (rules.capacity <= 0)
            continue;
        int inside = 0;
        QStringList entries;
        const ForceEntry *over = nullptr;
        for (const ForceEntry &f : m_s.forces) {
            if (f.placement.kind != Placement::Kind::Hex || f.placement.hex != hex
                || isFortress(f.unitType))
                continue;
            inside += f.count;
            entries.append(f.id);
            if (inside > rules.capacity && !over)
                over = &f;
        }
        if (over)
            c.report("fortress-capacity", over->position, c.forceSubject(*over),
                     ScenarioChecker::tr(
                         "%1 units inside the fortress at %2 (%3), more than the %4 a fortress "
                         "holds")
                         .arg(inside)
                         .arg(c.label(hex), entries.join(QStringLiteral(", ")))
                         .arg(rules.capacity),
                     {hex});
    }
}

void HsChecks::checkStacking()
{
    const int limit = m_hs.stacking.countersPerPlayerPerHex;
    if (limit <= 0)
        return;
    // Each limit (a player's colours, an alliance's) is counted on its own (§3.5, sc.11).
    const QList<QSet<QString>> limits = rules::stackingLimits(m_s);
    struct Stack
    {
        int counters = 0;
        QStringList entries;
        const ForceEntry *first = nullptr;
    };
    std::map<std::tuple<int, int, int>, Stack> stacks;
    std::map<std::pair<int, QString>, Stack> zones;
    for (const ForceEntry &f : m_s.forces) {
        // Fortresses are terrain for stacking: the units inside them are what counts.
        if (isFortress(f.unitType))
            continue;
        for (int group = 0; group < limits.size(); ++group) {
            if (!limits[group].contains(f.colour))
                continue;
            Stack *stack = nullptr;
            if (f.placement.kind == Placement::Kind::Hex && m_map.isPlayable(f.placement.hex))
                stack = &stacks[{group, f.placement.hex.col, f.placement.hex.row}];
            else if (f.placement.kind == Placement::Kind::Zone)
                stack = &zones[{group, f.placement.zone}];
            if (!stack)
                continue;
            stack->counters += f.count;
            stack->entries.append(f.id);
            if (!stack->first)
                stack->first = &f;
        }
    }
    QSet<std::pair<int, int>> reported; // a hex over two limits is one problem
    for (const auto &[key, stack] : stacks) {
        const OffsetCoord hex {std::get<1>(key), std::get<2>(key)};
        if (stack.counters <= limit || reported.contains({hex.col, hex.row}))
            continue;
        reported.insert({hex.col, hex.row});
        const ForceEntry &f = *stack.first;
        c.report("stacking-limit", f.position, c.forceSubject(f),
                 ScenarioChecker::tr(
                     "%1: %2 counters at %3 (%4), more than the %5 one player may stack in a hex")
                     .arg(c.sideName(f.side))
                     .arg(stack.counters)
                     .arg(c.label(hex), stack.entries.join(QStringLiteral(", ")))
                     .arg(limit),
                 {hex});
    }
    QSet<QString> reportedZones;
    for (const auto &[key, stack] : zones) {
        const QList<OffsetCoord> hexes = c.playableHexes(key.second);
        if (hexes.isEmpty() || stack.counters <= limit * int(hexes.size())
            || reportedZones.contains(key.second))
            continue;
        reportedZones.insert(key.second);
        const ForceEntry &f = *stack.first;
        c.report("zone-too-small", f.position, c.forceSubject(f),
                 ScenarioChecker::tr(
                     "%1: %2 units set up in zone '%3' (%4), but %5 at most %6 counters of one "
                     "player")
                     .arg(c.sideName(f.side))
                     .arg(stack.counters)
                     .arg(key.second, stack.entries.join(QStringLiteral(", ")),
                          playableHexesText(int(hexes.size())))
                     .arg(limit * int(hexes.size())),
                 hexes);
    }
}

void HsChecks::checkPointsGuidance()
{
    // The book's scenarios give the attacker about 20 % more points than the defender. The
    // shared check reports an attacker with fewer points; this one an attacker short of 20 %.
    for (const Side &attacker : m_s.sides) {
        if (attacker.role != Side::Role::Attacker)
            continue;
        const int a = sidePoints(m_s, attacker.id, m_rules);
        for (const Side &defender : m_s.sides) {
            if (defender.role != Side::Role::Defender)
                continue;
            const int d = sidePoints(m_s, defender.id, m_rules);
            const CheckSubject subject {attacker.id, QStringLiteral("side"), attacker.id};
            if (a >= d && d > 0 && a * 5 < d * 6) {
                const int percent = int(std::lround((a - d) * 100.0 / d));
                c.report("attacker-points-guidance", attacker.position, subject,
                         ScenarioChecker::tr(
                             "%1 (attacker): %2 points, %3 % more than %4 (defender): %5; the book "
                             "gives the attacker about 20 % more")
                             .arg(attacker.name)
                             .arg(a)
                             .arg(percent)
                             .arg(defender.name)
                             .arg(d));
            }
        }
    }
}

void runHsChecks(ScenarioChecker &checker)
{
    HsChecks(checker).run();
}

/// The codes this family reports besides shared ones (setup-zone-terrain is shared).
QList<CheckInfo> hsCheckCodes()
{
    const auto e = Severity::Error;
    const auto i = Severity::Info;
    auto check = [](const char *code, Severity severity, const char *summary) {
        return CheckInfo {QLatin1String(code), severity,
                          QCoreApplication::translate("ScenarioChecker", summary)};
    };
    return {
        check("fortress-terrain", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a fortress in terrain where none may stand (city, swamp, lake, "
                                "river)")),
        check("fortress-per-hex", e,
              QT_TRANSLATE_NOOP("ScenarioChecker", "more than one fortress in a hex")),
        check("fortress-capacity", e,
              QT_TRANSLATE_NOOP("ScenarioChecker", "more units inside a fortress than it holds")),
        check("stacking-limit", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "more counters of one player in a hex than the stacking limit")),
        check("zone-too-small", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "more units set up in a zone than its usable hexes can stack")),
        check("attacker-points-guidance", i,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "the book gives the attacker about 20 % more points than the "
                                "defender")),
    };
}

} // namespace

const FamilyChecks &hsFamilyChecks()
{
    static const FamilyChecks checks {&runHsChecks, &isFortressType, &hsCheckCodes};
    return checks;
}

} // namespace hexwright
