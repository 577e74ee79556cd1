// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Crucible's checks of a scenario's forces, by the supplement (the extract is
// shared/rules/seed-001-crucible.md, "Validation rules"): detachment size by class (§2, the
// detachment_size option says exact or at most), exactly one Lieutenant, Troops only with
// optional rule 7.1 and led by one Sergeant at the Troop size, at most 3 Fireflies or
// remote units per controller (§5, FAQ), one backup weapon per combat car (§4.1), Elite
// Skills only with their optional rule and force-wide ones once, Prime units only with
// optional rule 7.7 and in a Prime detachment as its template costs it (§9), and the force
// total within the side's budget. A scenario without detachments is no Crucible force yet
// (a table laid out for a game night): only what is written is checked. The codes are
// listed here (crucibleCheckCodes()) with the severity each report gets.

#include "families/crucible/checks/cruciblechecks.h"

#include "checks/checks_context_p.h"
#include "edit/tableareaedits.h"
#include "families/crucible/cruciblescenario.h"
#include "io/schemareader.h"

#include <algorithm>

namespace hexwright {

namespace {

QString on()
{
    return QStringLiteral("on");
}

class CrucibleChecks
{
public:
    explicit CrucibleChecks(ScenarioChecker &checker)
        : c(checker)
        , m_s(checker.scenario())
        , m_rules(checker.ruleset())
        , m_cr(crucibleRules(checker.ruleset()))
        , m_options(ruleOptionValues(checker.scenario(), checker.ruleset()))
    { }

    void run()
    {
        QList<CrucibleValueProblem> problems;
        m_detachments = crucibleDetachments(m_s, &problems);
        for (const CrucibleValueProblem &p : std::as_const(problems))
            c.report("crucible-value", scenarioPosition(p.path), {}, p.message);
        checkEntries();
        for (const CrucibleDetachment &d : std::as_const(m_detachments))
            checkDetachment(d);
        checkForceWideSkills();
        checkTotals();
    }

private:
    SourcePosition scenarioPosition(const QString &path) const
    {
        return m_s.familyPositions.value(path, m_s.familyPositions.value(QString()));
    }
    static SourcePosition entryPosition(const ForceEntry &entry, const QString &path)
    {
        return entry.familyPositions.value(path, entry.position);
    }
    const CrucibleDetachment *detachment(const QString &id) const
    {
        for (const CrucibleDetachment &d : m_detachments) {
            if (d.id == id)
                return &d;
        }
        return nullptr;
    }
    QStringList detachmentIds() const
    {
        QStringList ids;
        for (const CrucibleDetachment &d : m_detachments)
            ids.append(d.id);
        return ids;
    }
    QString detachmentName(const CrucibleDetachment &d) const
    {
        return d.name.isEmpty() ? QStringLiteral("'%1'").arg(d.id)
                                : QStringLiteral("%1 ('%2')").arg(d.name, d.id);
    }
    bool optionOn(const QString &id) const { return m_options.value(id) == on(); }
    QString optionName(const QString &id) const
    {
        const RuleOption *o = m_rules.findOption(id);
        return o ? o->name : id;
    }

    void checkEntries();
    void checkSkills(const ForceEntry &entry, const CrucibleEntryParts &parts,
                     const CrucibleDetachment *det);
    void checkControl(const ForceEntry &entry, const CrucibleEntryParts &parts);
    void checkBackupWeapons(const ForceEntry &entry, const CrucibleEntryParts &parts);
    void checkDetachment(const CrucibleDetachment &d);
    void checkPrimeTemplate(const CrucibleDetachment &d, const QList<const ForceEntry *> &entries,
                            SourcePosition at);
    void checkForceWideSkills();
    void checkTotals();

    ScenarioChecker &c;
    const Scenario &m_s;
    const Ruleset &m_rules;
    const CrucibleRules &m_cr;
    const QMap<QString, QString> m_options;
    QList<CrucibleDetachment> m_detachments;
};

void CrucibleChecks::checkEntries()
{
    for (const ForceEntry &entry : m_s.forces) {
        // Before the first detachment, a force is no Crucible force yet.
        if (entry.family.isEmpty() && m_detachments.isEmpty())
            continue;
        const CrucibleEntryParts parts = crucibleEntryParts(entry);
        const CheckSubject subject = c.forceSubject(entry);
        for (const CrucibleValueProblem &p : parts.problems)
            c.report("crucible-value", entryPosition(entry, p.path), subject,
                     ScenarioChecker::tr("%1: %2").arg(c.forceName(entry), p.message));
        const CrucibleDetachment *det = detachment(parts.detachment);
        if (parts.detachment.isEmpty())
            c.report("crucible-unknown-id", entry.position, subject,
                     ScenarioChecker::tr("%1 belongs to no detachment: every TU is part of a "
                                         "detachment or Troop")
                         .arg(c.forceName(entry)));
        else if (!det)
            c.report("crucible-unknown-id", entryPosition(entry, crucibleKeys::detachment()),
                     subject,
                     ScenarioChecker::tr("%1 belongs to the detachment '%2', which the scenario "
                                         "does not have%3")
                         .arg(c.forceName(entry), parts.detachment,
                              didYouMean(parts.detachment, detachmentIds())));
        for (int i = 0; i < parts.leaders.size(); ++i) {
            const CrucibleLeader &leader = parts.leaders.at(i);
            if (!m_cr.rank(leader.rank))
                c.report("crucible-unknown-id",
                         entryPosition(entry, QStringLiteral("leaders/%1/rank").arg(i)), subject,
                         ScenarioChecker::tr("%1: '%2' is no leader rank of the ruleset%3")
                             .arg(c.forceName(entry), leader.rank,
                                  didYouMean(leader.rank, m_cr.rankIds())));
        }
        const CrucibleTu *tu = m_cr.tu(entry.unitType);
        if (tu && tu->prime && !(det && det->isPrime()))
            c.report("crucible-prime-option", entry.position, subject,
                     ScenarioChecker::tr("%1 are Prime units: they serve only in a Prime "
                                         "detachment")
                         .arg(c.forceName(entry)));
        checkSkills(entry, parts, det);
        checkControl(entry, parts);
        checkBackupWeapons(entry, parts);
    }
}

void CrucibleChecks::checkSkills(const ForceEntry &entry, const CrucibleEntryParts &parts,
                                 const CrucibleDetachment *det)
{
    const CheckSubject subject = c.forceSubject(entry);
    const bool prime = det && det->isPrime();
    const auto check = [&](const QString &id, const QString &path, bool onLeader) {
        const CrucibleSkill *s = m_cr.skill(id);
        if (!s) {
            c.report("crucible-unknown-id", entryPosition(entry, path), subject,
                     ScenarioChecker::tr("%1: '%2' is no Elite Skill of the ruleset%3")
                         .arg(c.forceName(entry), id, didYouMean(id, m_cr.skillIds())));
            return;
        }
        // A Prime detachment's skills are part of its Prime price (optional rule 7.7).
        if (!prime && !optionOn(QStringLiteral("elite_skills")))
            c.report(
                "crucible-skills-option", entryPosition(entry, path), subject,
                ScenarioChecker::tr("%1 has the Elite Skill %2, but the optional rule "
                                    "\"%3\" is off")
                    .arg(c.forceName(entry), s->name, optionName(QStringLiteral("elite_skills"))));
        const bool leaderSkill = s->scope == CrucibleSkill::Scope::Leader;
        if (leaderSkill != onLeader)
            c.report("crucible-skill-scope", entryPosition(entry, path), subject,
                     leaderSkill ? ScenarioChecker::tr("%1: %2 is a leader's skill, listed for "
                                                       "the TU")
                                       .arg(c.forceName(entry), s->name)
                                 : ScenarioChecker::tr("%1: %2 is a TU's or the force's skill, "
                                                       "listed for a leader")
                                       .arg(c.forceName(entry), s->name));
    };
    for (int i = 0; i < parts.skills.size(); ++i)
        check(parts.skills.at(i), crucibleKeys::skills(), false);
    for (int l = 0; l < parts.leaders.size(); ++l) {
        for (const QString &id : parts.leaders.at(l).skills)
            check(id, QStringLiteral("leaders/%1/skills").arg(l), true);
    }
}

void CrucibleChecks::checkControl(const ForceEntry &entry, const CrucibleEntryParts &parts)
{
    const CrucibleTu *tu = m_cr.tu(entry.unitType);
    if (!tu)
        return;
    const CheckSubject subject = c.forceSubject(entry);
    if (!tu->isControlled()) {
        if (!parts.controller.isEmpty())
            c.report("crucible-controlled", entryPosition(entry, crucibleKeys::controller()),
                     subject,
                     ScenarioChecker::tr("%1 names a controller, but only Fireflies and remote "
                                         "units are controlled")
                         .arg(c.forceName(entry)));
    } else if (parts.controller.isEmpty()) {
        c.report("crucible-controlled", entry.position, subject,
                 ScenarioChecker::tr("%1 names no controlling TU: Fireflies and remote units "
                                     "are controlled by one")
                     .arg(c.forceName(entry)));
    } else {
        const auto it = std::find_if(m_s.forces.cbegin(), m_s.forces.cend(),
                                     [&](const ForceEntry &f) { return f.id == parts.controller; });
        const CrucibleTu *ctu = it == m_s.forces.cend() ? nullptr : m_cr.tu(it->unitType);
        // Fireflies need a TU with AI; remote units an MCV or an infantry TU (FAQ).
        const bool canControl = ctu
            && (ctu->controls > 0
                || (tu->kind == CrucibleTuKind::RemoteUnit
                    && ctu->kind == CrucibleTuKind::Infantry));
        if (it == m_s.forces.cend() || it->side != entry.side || !canControl)
            c.report("crucible-controlled", entryPosition(entry, crucibleKeys::controller()),
                     subject,
                     it == m_s.forces.cend()
                         ? ScenarioChecker::tr("%1 is controlled by '%2', which is no force "
                                               "entry%3")
                               .arg(c.forceName(entry), parts.controller,
                                    didYouMean(parts.controller, m_s.forceIds()))
                         : ScenarioChecker::tr("%1 is controlled by %2, which cannot control "
                                               "them")
                               .arg(c.forceName(entry), c.forceName(*it)));
    }
    // What this entry controls, against its controllers' limit.
    if (tu->isControlled())
        return;
    int controlled = 0;
    for (const ForceEntry &f : m_s.forces) {
        const CrucibleTu *o = m_cr.tu(f.unitType);
        if (o && o->isControlled()
            && f.family.value(crucibleKeys::controller()).toString() == entry.id)
            controlled += f.count;
    }
    const int limit = m_cr.limits.controlledPerController * entry.count;
    if (controlled > limit)
        c.report("crucible-controlled", entry.position, subject,
                 ScenarioChecker::tr("%1 control %2 Fireflies or remote units; at most %3 per "
                                     "controlling TU, %4 here")
                     .arg(c.forceName(entry))
                     .arg(controlled)
                     .arg(m_cr.limits.controlledPerController)
                     .arg(limit));
}

void CrucibleChecks::checkBackupWeapons(const ForceEntry &entry, const CrucibleEntryParts &parts)
{
    if (parts.backupWeapons <= 0)
        return;
    const CrucibleTu *tu = m_cr.tu(entry.unitType);
    const CheckSubject subject = c.forceSubject(entry);
    const SourcePosition at = entryPosition(entry, crucibleKeys::backupWeapons());
    if (!tu || tu->kind != CrucibleTuKind::CombatCar) {
        c.report("crucible-backup-weapons", at, subject,
                 ScenarioChecker::tr("%1 have backup infantry weapons: only combat cars carry "
                                     "one")
                     .arg(c.forceName(entry)));
        return;
    }
    // A car whose card already has the backup weapon (a Prime car) has its one.
    const UnitType *type = m_rules.findUnitType(entry.unitType);
    const bool builtIn = type && type->hasAbility(QStringLiteral("backup_weapon"));
    const int allowed = entry.count * m_cr.limits.backupWeaponsPerCar - (builtIn ? entry.count : 0);
    if (parts.backupWeapons > allowed)
        c.report("crucible-backup-weapons", at, subject,
                 ScenarioChecker::tr("%1 have %2 more backup weapons; one per combat car, %3 "
                                     "more here")
                     .arg(c.forceName(entry))
                     .arg(parts.backupWeapons)
                     .arg(std::max(0, allowed)));
}

void CrucibleChecks::checkDetachment(const CrucibleDetachment &d)
{
    const SourcePosition at
        = scenarioPosition(QStringLiteral("%1/%2").arg(crucibleKeys::detachments(), d.id));
    const QList<const ForceEntry *> entries = crucibleDetachmentEntries(m_s, d.id);
    const CheckSubject subject = entries.isEmpty()
        ? CheckSubject {}
        : CheckSubject {entries.first()->side, QStringLiteral("force"), entries.first()->id};
    const QString name = detachmentName(d);
    const CrucibleClass *cls = m_cr.troopClass(d.troopClass);
    if (!cls) {
        c.report("crucible-unknown-id", at, subject,
                 d.troopClass.isEmpty()
                     ? ScenarioChecker::tr("The detachment %1 names no troop class").arg(name)
                     : ScenarioChecker::tr("The detachment %1 is of the troop class '%2', which "
                                           "the ruleset does not have%3")
                           .arg(name, d.troopClass, didYouMean(d.troopClass, m_cr.classIds())));
    }
    QStringList sides;
    for (const ForceEntry *f : entries) {
        if (!sides.contains(f->side))
            sides.append(f->side);
    }
    if (sides.size() > 1)
        c.report("crucible-detachment-side", at, subject,
                 ScenarioChecker::tr("The TUs of %1 serve on several sides: %2")
                     .arg(name, sides.join(QStringLiteral(", "))));
    if (d.troop && !optionOn(QStringLiteral("troops")))
        c.report("crucible-troops-option", at, subject,
                 ScenarioChecker::tr("%1 is a Troop, but the optional rule \"%2\" is off")
                     .arg(name, optionName(QStringLiteral("troops"))));
    if (d.isPrime() && !optionOn(QStringLiteral("prime_units")))
        c.report("crucible-prime-option", at, subject,
                 ScenarioChecker::tr("%1 is a Prime detachment, but the optional rule \"%2\" is "
                                     "off")
                     .arg(name, optionName(QStringLiteral("prime_units"))));
    if (entries.isEmpty())
        return;

    // Its size by class (§2, §7.1).
    if (cls) {
        const int size = d.troop ? cls->troopSize : cls->detachmentSize;
        const int tus = crucibleTuCount(m_cr, m_s, entries,
                                        m_options.value(QStringLiteral("fireflies_count_as_tus"))
                                            == QLatin1String("yes"));
        const bool atMost
            = m_options.value(QStringLiteral("detachment_size")) == QLatin1String("at_most");
        if (atMost ? tus > size : tus != size)
            c.report("crucible-detachment-size", at, subject,
                     (d.troop ? ScenarioChecker::tr("%1 has %2 TUs; %3 Troops have %4%5")
                              : ScenarioChecker::tr("%1 has %2 TUs; %3 detachments have %4%5"))
                         .arg(name)
                         .arg(tus)
                         .arg(cls->name)
                         .arg(size)
                         .arg(atMost ? ScenarioChecker::tr(" at most") : QString()));
    }

    // Its leaders: one Lieutenant for a detachment; one Sergeant, no Lieutenant, for a Troop.
    int lieutenants = 0;
    int sergeants = 0;
    for (const ForceEntry *f : entries) {
        for (const CrucibleLeader &leader : crucibleEntryParts(*f).leaders) {
            const CrucibleRank *r = m_cr.rank(leader.rank);
            if (r && r->leads == CrucibleRank::Leads::Detachment)
                ++lieutenants;
            else if (r && r->leads == CrucibleRank::Leads::Troop)
                ++sergeants;
        }
    }
    const CrucibleRank *lt = m_cr.detachmentLeader();
    const QString ltName = lt ? lt->name : QStringLiteral("Lieutenant");
    if (d.troop) {
        if (lieutenants > 0 || sergeants != 1)
            c.report("crucible-troop-leader", at, subject,
                     ScenarioChecker::tr("%1 is led by %2 Sergeant(s) and %3 %4(s); a Troop is "
                                         "led by one Sergeant")
                         .arg(name)
                         .arg(sergeants)
                         .arg(lieutenants)
                         .arg(ltName));
    } else if (lieutenants != 1) {
        c.report("crucible-lieutenant", at, subject,
                 ScenarioChecker::tr("%1 has %2 %3s; a detachment has exactly one")
                     .arg(name)
                     .arg(lieutenants)
                     .arg(ltName));
    }
    if (d.isPrime() && d.prime != QLatin1String("true"))
        checkPrimeTemplate(d, entries, at);
}

void CrucibleChecks::checkPrimeTemplate(const CrucibleDetachment &d,
                                        const QList<const ForceEntry *> &entries, SourcePosition at)
{
    const CheckSubject subject {entries.first()->side, QStringLiteral("force"),
                                entries.first()->id};
    const QString name = detachmentName(d);
    const CruciblePrime *prime = m_cr.prime(d.prime);
    if (!prime) {
        c.report("crucible-unknown-id", at, subject,
                 ScenarioChecker::tr("%1 is the Prime detachment '%2', which the ruleset does "
                                     "not have%3")
                     .arg(name, d.prime, didYouMean(d.prime, m_cr.primeIds())));
        return;
    }
    QStringList differences;
    if (d.troopClass != prime->troopClass)
        differences.append(ScenarioChecker::tr("its class is not %1").arg(prime->troopClass));
    QMap<QString, int> tus;
    for (const ForceEntry *f : entries)
        tus[f->unitType] += f->count;
    QMap<QString, int> wanted;
    for (const auto &[unitType, count] : prime->tus)
        wanted[unitType] += count;
    if (tus != wanted) {
        QStringList lines;
        for (auto it = wanted.cbegin(); it != wanted.cend(); ++it)
            lines.append(QStringLiteral("%1 × %2").arg(it.value()).arg(c.unitName(it.key())));
        differences.append(
            ScenarioChecker::tr("its TUs are not %1").arg(lines.join(QStringLiteral(", "))));
    }
    QMap<QString, int> ranks;
    for (const ForceEntry *f : entries) {
        for (const CrucibleLeader &leader : crucibleEntryParts(*f).leaders)
            ranks[leader.rank] += 1;
    }
    QMap<QString, int> wantedRanks;
    for (const CruciblePrimeLeader &leader : prime->leaders)
        wantedRanks[leader.rank] += 1;
    int extra = 0;
    for (auto it = ranks.cbegin(); it != ranks.cend(); ++it) {
        const CrucibleRank *r = m_cr.rank(it.key());
        const int want = wantedRanks.value(it.key());
        if (r && !r->paid && it.value() > want)
            extra += it.value() - want;
        else if (it.value() != want)
            differences.append(ScenarioChecker::tr("it has %1 %2(s), the template %3")
                                   .arg(it.value())
                                   .arg(r ? r->name : it.key())
                                   .arg(want));
    }
    for (auto it = wantedRanks.cbegin(); it != wantedRanks.cend(); ++it) {
        if (!ranks.contains(it.key()))
            differences.append(
                ScenarioChecker::tr("it has no %1")
                    .arg(m_cr.rank(it.key()) ? m_cr.rank(it.key())->name : it.key()));
    }
    if (extra > prime->extraSergeantsMax)
        differences.append(ScenarioChecker::tr("it has %1 additional Sergeants, at most %2")
                               .arg(extra)
                               .arg(prime->extraSergeantsMax));
    if (!differences.isEmpty())
        c.report("crucible-prime-template", at, subject,
                 ScenarioChecker::tr("%1 is not %2 as the text gives it: %3")
                     .arg(name, prime->name, differences.join(QStringLiteral("; "))));
}

void CrucibleChecks::checkForceWideSkills()
{
    // A force-wide upgrade is bought once per force (§6.1).
    for (const Side &side : m_s.sides) {
        QMap<QString, QList<const ForceEntry *>> uses;
        for (const ForceEntry &f : m_s.forces) {
            if (f.side != side.id)
                continue;
            const CrucibleEntryParts parts = crucibleEntryParts(f);
            QStringList all = parts.skills;
            for (const CrucibleLeader &leader : parts.leaders)
                all += leader.skills;
            for (const QString &id : all) {
                const CrucibleSkill *s = m_cr.skill(id);
                if (s && s->scope == CrucibleSkill::Scope::Force)
                    uses[id].append(&f);
            }
        }
        for (auto it = uses.cbegin(); it != uses.cend(); ++it) {
            if (it.value().size() < 2)
                continue;
            const ForceEntry &second = *it.value().at(1);
            c.report("crucible-force-wide-twice", entryPosition(second, crucibleKeys::skills()),
                     c.forceSubject(second),
                     ScenarioChecker::tr("%1 takes the force-wide %2 %3 times; it applies to the "
                                         "whole force and is bought once")
                         .arg(c.sideName(side.id), m_cr.skill(it.key())->name)
                         .arg(it.value().size()));
        }
    }
}

void CrucibleChecks::checkTotals()
{
    for (const Side &side : m_s.sides) {
        if (!side.budget)
            continue;
        const int total = crucibleForceTotal(m_rules, m_s, side.id);
        if (total > *side.budget)
            c.report("crucible-force-total", side.position,
                     {side.id, QStringLiteral("side"), side.id},
                     ScenarioChecker::tr("%1's force totals %2 points with its leaders and "
                                         "skills, over its budget of %3")
                         .arg(c.sideName(side.id))
                         .arg(total)
                         .arg(*side.budget));
    }
}

void runCrucibleChecks(ScenarioChecker &checker)
{
    CrucibleChecks(checker).run();
}

QList<CheckInfo> crucibleCheckCodes()
{
    const auto e = Severity::Error;
    const auto w = Severity::Warning;
    auto check = [](const char *code, Severity severity, const char *summary) {
        return CheckInfo {QLatin1String(code), severity,
                          QCoreApplication::translate("ScenarioChecker", summary)};
    };
    return {
        check("crucible-value", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a Crucible value of a force entry or the scenario that cannot be "
                                "read")),
        check("crucible-unknown-id", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a detachment, troop class, leader rank, skill or Prime "
                                "detachment the scenario or ruleset does not have")),
        check("crucible-detachment-side", e,
              QT_TRANSLATE_NOOP("ScenarioChecker", "a detachment's TUs serve on several sides")),
        check("crucible-detachment-size", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a detachment or Troop has not the TUs its class gives")),
        check("crucible-lieutenant", e,
              QT_TRANSLATE_NOOP("ScenarioChecker", "a detachment has not exactly one Lieutenant")),
        check(
            "crucible-troops-option", e,
            QT_TRANSLATE_NOOP("ScenarioChecker", "a Troop while the optional rule Troops is off")),
        check("crucible-troop-leader", e,
              QT_TRANSLATE_NOOP("ScenarioChecker", "a Troop is not led by one Sergeant")),
        check("crucible-controlled", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "Fireflies or remote units without a controller that may control "
                                "them, or more than 3 per controller")),
        check("crucible-backup-weapons", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "more than one backup weapon per combat car, or one on another "
                                "TU")),
        check("crucible-skills-option", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "an Elite Skill outside a Prime detachment while the optional "
                                "rule Elite Skills is off")),
        check("crucible-skill-scope", w,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a leader's skill listed for a TU, or a TU's for a leader")),
        check("crucible-prime-option", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a Prime detachment while its optional rule is off, or a Prime "
                                "unit outside one")),
        check("crucible-prime-template", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a Prime detachment that differs from the ruleset's template")),
        check("crucible-force-wide-twice", e,
              QT_TRANSLATE_NOOP("ScenarioChecker", "a force-wide skill taken more than once")),
        check("crucible-force-total", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a side's force, leaders and skills included, is over its "
                                "budget")),
    };
}

} // namespace

const FamilyChecks &crucibleFamilyChecks()
{
    static const FamilyChecks checks {&runCrucibleChecks, nullptr, &crucibleCheckCodes};
    return checks;
}

} // namespace hexwright
