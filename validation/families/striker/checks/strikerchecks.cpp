// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Striker's checks of the scenario's vehicle designs and the force entries built to them.
// Each problem StrikerDesignRules finds is reported at the file position of the value it
// concerns (Scenario::familyPositions, by the same path the workbench jumps to), under a
// check code per design constraint. The codes are listed here (strikerCheckCodes()), with
// the severity each report gets.

#include "families/striker/checks/strikerchecks.h"

#include "checks/checks_context_p.h"
#include "families/striker/strikerdesign.h"
#include "io/schemareader.h"

#include <QSet>

namespace hexwright {

namespace {

/// The check code of a design problem's code: one per constraint of the text, ours apart.
const char *checkCodeOf(const QString &problemCode)
{
    static const QHash<QString, const char *> codes {
        {QStringLiteral("air-breathing-engine"), "striker-air-breathing"},
        {QStringLiteral("aircraft-atmosphere"), "striker-aircraft"},
        {QStringLiteral("aircraft-gravity"), "striker-aircraft"},
        {QStringLiteral("acv-atmosphere"), "striker-acv"},
        {QStringLiteral("protection"), "striker-protection"},
        {QStringLiteral("life-support-unsealed"), "striker-life-support"},
        {QStringLiteral("towing"), "striker-towing"},
        {QStringLiteral("cargo-weight"), "striker-cargo"},
        {QStringLiteral("bridges"), "striker-bridges"},
        {QStringLiteral("ferry"), "striker-ferry"},
        {QStringLiteral("ferry-load"), "striker-ferry"},
        {QStringLiteral("ammunition"), "striker-ammunition"},
        {QStringLiteral("pilot-fire"), "striker-pilot-fire"},
        {QStringLiteral("strafing"), "striker-pilot-fire"},
        {QStringLiteral("commander-mount"), "striker-commander"},
        {QStringLiteral("damper"), "striker-damper"},
        {QStringLiteral("tech-level"), "striker-tech-level"},
        {QStringLiteral("cramped-crew"), "striker-race"},
        {QStringLiteral("design-volume"), "striker-design-capacity"},
        {QStringLiteral("design-power"), "striker-design-capacity"},
    };
    return codes.value(problemCode, "striker-design");
}

QList<CheckInfo> strikerCheckCodes()
{
    const auto e = Severity::Error;
    const auto w = Severity::Warning;
    const auto i = Severity::Info;
    auto check = [](const char *code, Severity severity, const char *summary) {
        return CheckInfo {QLatin1String(code), severity,
                          QCoreApplication::translate("ScenarioChecker", summary)};
    };
    const QList<CheckInfo> codes {
        check("striker-air-breathing", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "an air-breathing engine on a world whose atmosphere forbids it, "
                                "or without intake compressors on a very thin one (design "
                                "constraint 1)")),
        check("striker-aircraft", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "an aeroplane or helicopter in an atmosphere it cannot fly in, or "
                                "away from its design G and atmosphere (design constraint 2)")),
        check("striker-acv", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "an ACV on a trace or vacuum world (design constraint 3)")),
        check("striker-protection", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a vehicle without the sealing or life support its world's "
                                "atmosphere needs (design constraint 4)")),
        check("striker-life-support", w,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "life support in a vehicle that is not sealed (design "
                                "constraint 4)")),
        check("striker-towing", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a grav vehicle or aircraft that tows (design constraint 5)")),
        check("striker-cargo", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "more cargo tonnage than cargo m³ (design constraint 5)")),
        check("striker-bridges", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "more than one vehicle-launched bridge on a vehicle (design "
                                "constraint 6)")),
        check("striker-ferry", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a ferry that is not amphibious and open-topped, or loaded over "
                                "its deck or tonnage (design constraint 7)")),
        check("striker-ammunition", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "collapsing, nuclear or chemical rounds for a weapon that may "
                                "not fire them (design constraint 8)")),
        check("striker-pilot-fire", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a pilot-fired weapon off a fixed forward mount or a missile "
                                "that is not homing or target-seeking, or strafing with a "
                                "weapon that is not automatic (design constraint 9)")),
        check("striker-commander", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a commander working a weapon that is not on a cupola or pintel "
                                "(design constraint 10)")),
        check("striker-damper", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a damper without two projectors and fire control (design "
                                "constraint 11)")),
        check("striker-tech-level", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a component above the design's tech level (design constraint "
                                "12)")),
        check("striker-race", i,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a K'kree crew in six times the human space, at -2 morale "
                                "(design constraint 13)")),
        check("striker-design", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a design value that is not one of the ruleset's, a design "
                                "without an id or with another's, or no design of that id")),
        check("striker-design-capacity", w,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a design that uses more volume or power than it has, by the "
                                "provisional Book 3 values")),
        check("striker-world", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "the scenario's world names an atmosphere, tech level or "
                                "starport the rules do not have")),
    };
    return codes + strikerForceCheckCodes();
}

/// The position of the family value at @p path, else of the nearest value above it.
SourcePosition positionOf(const FamilyPositions &positions, QString path)
{
    while (true) {
        const auto it = positions.constFind(path);
        if (it != positions.cend())
            return *it;
        if (path.isEmpty())
            return {};
        const qsizetype slash = path.lastIndexOf(QLatin1Char('/'));
        path = slash < 0 ? QString() : path.left(slash);
    }
}

void runStrikerChecks(ScenarioChecker &c)
{
    const Scenario &s = c.scenario();
    const StrikerRules &rules = strikerRules(c.ruleset());
    const StrikerWorld world = strikerWorld(s);
    {
        const QString atmosphere = world.atmosphere;
        const CheckSubject subject {QString(), QStringLiteral("world"), QString()};
        if (!atmosphere.isEmpty() && !rules.atmosphere(atmosphere))
            c.report("striker-world",
                     positionOf(s.familyPositions, QStringLiteral("world/atmosphere")), subject,
                     ScenarioChecker::tr("the world's atmosphere '%1' is not one of the rules'")
                         .arg(atmosphere));
        if (world.tl > 0 && !world.starport.isEmpty()
            && rules.creditValue(world.tl, world.starport) < 0)
            c.report("striker-world",
                     positionOf(s.familyPositions, QStringLiteral("world/starport")), subject,
                     ScenarioChecker::tr("the import price table has no credit value for tech "
                                         "level %1 and starport %2")
                         .arg(StrikerRules::techLevelCode(world.tl), world.starport));
    }
    const StrikerDesignRules designRules(c.ruleset(), world);
    const QVariantList designs = s.family.value(QStringLiteral("designs")).toList();
    QSet<QString> ids;
    for (qsizetype i = 0; i < designs.size(); ++i) {
        const QString base = QStringLiteral("designs/%1").arg(i);
        QStringList badValues;
        const StrikerDesign design = StrikerDesign::fromValue(designs[i].toMap(), &badValues);
        const CheckSubject subject {QString(), QStringLiteral("design"), design.id};
        const QString name = design.name.isEmpty() ? design.id : design.name;
        if (design.id.isEmpty() || !isValidId(design.id)) {
            c.report("striker-design", positionOf(s.familyPositions, base), subject,
                     ScenarioChecker::tr("design %1 has no id, or not one of lowercase letters, "
                                         "digits, - and _")
                         .arg(i + 1));
        } else if (ids.contains(design.id)) {
            c.report("striker-design", positionOf(s.familyPositions, base + QStringLiteral("/id")),
                     subject,
                     ScenarioChecker::tr("a second design with the id '%1'").arg(design.id));
        }
        ids.insert(design.id);
        for (const QString &path : std::as_const(badValues))
            c.report("striker-design",
                     positionOf(s.familyPositions, base + QLatin1Char('/') + path), subject,
                     ScenarioChecker::tr("design '%1': the value of %2 is not what it should be")
                         .arg(name, path));
        for (const StrikerDesignProblem &p : designRules.check(design)) {
            const QString constraint = p.constraint > 0
                ? ScenarioChecker::tr(" (design constraint %1)").arg(p.constraint)
                : QString();
            c.report(checkCodeOf(p.code),
                     positionOf(s.familyPositions, base + QLatin1Char('/') + p.field), subject,
                     ScenarioChecker::tr("design '%1': %2%3").arg(name, p.message, constraint));
        }
    }
    for (const ForceEntry &entry : s.forces) {
        const QString design = strikerForceDesign(entry);
        const UnitType *type = c.ruleset().findUnitType(entry.unitType);
        if (design.isEmpty() && type && type->hasAbility(QStringLiteral("built_to_design"))) {
            c.report("striker-design", entry.position, c.forceSubject(entry),
                     ScenarioChecker::tr("%1 names no design: a vehicle of this type is "
                                         "built to one of the scenario's designs")
                         .arg(c.forceName(entry)));
            continue;
        }
        if (!design.isEmpty() && !ids.contains(design))
            c.report("striker-design",
                     positionOf(entry.familyPositions, QStringLiteral("design")).line > 0
                         ? positionOf(entry.familyPositions, QStringLiteral("design"))
                         : entry.position,
                     c.forceSubject(entry),
                     ScenarioChecker::tr("%1 is built to the design '%2', which the scenario does "
                                         "not have%3")
                         .arg(c.forceName(entry), design,
                              didYouMean(design, QStringList(ids.cbegin(), ids.cend()))));
    }
    runStrikerForceChecks(c);
}

} // namespace

const FamilyChecks &strikerFamilyChecks()
{
    static const FamilyChecks checks {&runStrikerChecks, nullptr, &strikerCheckCodes};
    return checks;
}

} // namespace hexwright
