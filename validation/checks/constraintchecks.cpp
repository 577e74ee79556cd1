// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/constraintchecks.h"

#include "checks/checkcodes.h"
#include "checks/constraintwording.h"

#include "ruleset/ruleset.h"
#include "scenario/points.h"
#include "scenario/scenario.h"

namespace hexwright {

using namespace wording;

namespace {

/// The units a constraint looks at together: one colour's, or one side's.
struct Group
{
    QString name; ///< how messages name it: the colour's or the side's name
    const Side *side = nullptr; ///< the side it belongs to (a colour: the first that has it)
    QString colour; ///< scope colour: its id
    QList<const ForceEntry *> entries; ///< in file order
};

Severity severityOf(const ForceConstraint &c)
{
    if (c.severity == QLatin1String("warning"))
        return Severity::Warning;
    if (c.severity == QLatin1String("info"))
        return Severity::Info;
    return Severity::Error;
}

QString scenarioCode(const QString &kind)
{
    return QStringLiteral("scenario-") + QString(kind).replace(QLatin1Char('_'), QLatin1Char('-'));
}

/// What a constraint of each kind asks for, when it does not say it in its own words.
QString kindSummary(const QString &kind)
{
    static const QMap<QString, QString> summaries = {
        {QStringLiteral("count"),
         QStringLiteral("A number of units between a minimum and a "
                        "maximum")},
        {QStringLiteral("points_budget"), QStringLiteral("Points within the budget")},
        {QStringLiteral("points_percentage"),
         QStringLiteral("A share of the points on some unit "
                        "types within limits")},
        {QStringLiteral("all_or_none_option"),
         QStringLiteral("An option on all units that can "
                        "take it, or on none")},
        {QStringLiteral("mutually_exclusive"),
         QStringLiteral("Unit types that exclude each "
                        "other")},
        {QStringLiteral("uniform_value"), QStringLiteral("One morale for all units")},
        {QStringLiteral("requires"),
         QStringLiteral("An option or a unit type only where it is "
                        "allowed")},
    };
    return summaries.value(kind);
}

bool isEligible(const UnitType &type, const PurchaseOption *option)
{
    if (!option)
        return false;
    return type.optionCosts.contains(option->id)
        || (!option->requiresAbility.isEmpty() && type.hasAbility(option->requiresAbility));
}

class ConstraintChecker
{
public:
    ConstraintChecker(const Scenario &scenario, const Ruleset &ruleset, const QString &file)
        : m_s(scenario)
        , m_rules(ruleset)
        , m_file(file)
    { }

    /// Checks @p c, reporting under @p code; @p own: the scenario's own constraint.
    void check(const ForceConstraint &c, const QString &code, bool own)
    {
        m_c = &c;
        m_code = code;
        m_own = own;
        for (const Group &group : groups(c)) {
            if (c.kind == QLatin1String("count"))
                checkCount(group);
            else if (c.kind == QLatin1String("points_budget"))
                checkBudget(group);
            else if (c.kind == QLatin1String("points_percentage"))
                checkPercentage(group);
            else if (c.kind == QLatin1String("all_or_none_option"))
                checkAllOrNone(group);
            else if (c.kind == QLatin1String("mutually_exclusive"))
                checkExclusive(group);
            else if (c.kind == QLatin1String("uniform_value"))
                checkUniform(group);
            else if (c.kind == QLatin1String("requires"))
                checkRequires(group);
        }
    }

    Diagnostics take() { return std::move(m_out); }

private:
    QList<Group> groups(const ForceConstraint &c) const
    {
        const auto wanted = [&c](const QString &colour) {
            return c.colours.isEmpty() || c.colours.contains(colour);
        };
        QList<Group> out;
        if (c.scope == QLatin1String("side")) {
            for (const Side &side : m_s.sides) {
                if (std::none_of(side.colours.cbegin(), side.colours.cend(), wanted))
                    continue;
                Group g;
                g.name = side.name;
                g.side = &side;
                for (const ForceEntry &f : m_s.forces) {
                    if (f.side == side.id && wanted(f.colour))
                        g.entries.append(&f);
                }
                out.append(g);
            }
            return out;
        }
        QStringList colours;
        for (const Side &side : m_s.sides)
            colours += side.colours;
        for (const ForceEntry &f : m_s.forces)
            colours.append(f.colour);
        colours.removeDuplicates();
        for (const QString &colour : std::as_const(colours)) {
            if (!wanted(colour))
                continue;
            Group g;
            g.colour = colour;
            const ArmyColour *known = m_rules.findColour(colour);
            // "Blue (Hammer's Slammers)" is Blue in a message.
            g.name = known ? known->name.section(QStringLiteral(" ("), 0, 0) : colour;
            for (const Side &side : m_s.sides) {
                if (!g.side && side.colours.contains(colour))
                    g.side = &side;
            }
            for (const ForceEntry &f : m_s.forces) {
                if (f.colour == colour) {
                    g.entries.append(&f);
                    if (!g.side)
                        g.side = m_s.findSide(f.side);
                }
            }
            out.append(g);
        }
        return out;
    }

    bool counts(const ForceEntry &f) const
    {
        return m_c->unitTypes.isEmpty() || m_c->unitTypes.contains(f.unitType);
    }

    /// Unit type ids of @p entries in the order they first appear.
    static QStringList typesOf(const QList<const ForceEntry *> &entries)
    {
        QStringList types;
        for (const ForceEntry *f : entries) {
            if (!types.contains(f->unitType))
                types.append(f->unitType);
        }
        return types;
    }

    /// Reports at force entry @p at, or where the group is defined when there is none.
    void report(const Group &g, const ForceEntry *at, const QString &message)
    {
        Diagnostic d;
        d.severity = severityOf(*m_c);
        d.file = m_file;
        d.code = m_code;
        d.message = message;
        if (g.side)
            d.side = g.side->id;
        if (at) {
            d.line = at->position.line;
            d.column = at->position.column;
            d.side = at->side;
            d.subjectKind = QStringLiteral("force");
            d.subjectId = at->id;
            d.path = QStringLiteral("forces[%1]").arg(at->id);
            if (at->placement.kind == Placement::Kind::Hex)
                d.hexes.append(at->placement.hex);
        } else if (g.side) {
            reportAtSide(d, *g.side);
        } else {
            // A scenario's own constraint points at itself; the ruleset's at the whole file.
            d.line = m_own ? m_c->line : 0;
            d.column = m_own ? m_c->column : 0;
        }
        m_out.append(d);
    }

    static void reportAtSide(Diagnostic &d, const Side &side)
    {
        d.line = side.position.line;
        d.column = side.position.column;
        d.side = side.id;
        d.subjectKind = QStringLiteral("side");
        d.subjectId = side.id;
        d.path = QStringLiteral("sides[%1]").arg(side.id);
    }

    /// The entry at which a running total of @p amount first goes past @p limit.
    template<typename Amount>
    static const ForceEntry *crossing(const QList<const ForceEntry *> &entries, qint64 limit,
                                      Amount amount)
    {
        qint64 total = 0;
        for (const ForceEntry *f : entries) {
            total += amount(*f);
            if (total > limit)
                return f;
        }
        return entries.isEmpty() ? nullptr : entries.last();
    }

    int entryPoints(const ForceEntry &f) const { return forceEntryCost(f, m_s, m_rules); }

    void checkCount(const Group &g)
    {
        QList<const ForceEntry *> matching;
        int n = 0;
        for (const ForceEntry *f : g.entries) {
            if (counts(*f)) {
                matching.append(f);
                n += f->count;
            }
        }
        const QStringList present = typesOf(matching);
        const QString units
            = describeUnits(m_rules, present.isEmpty() ? m_c->unitTypes : present, n, m_c->label);
        if (m_c->max && n > *m_c->max) {
            report(g, crossing(matching, *m_c->max, [](const ForceEntry &f) { return f.count; }),
                   QStringLiteral("%1: %2 %3, at most %4")
                       .arg(g.name)
                       .arg(n)
                       .arg(units)
                       .arg(*m_c->max));
        }
        if (m_c->min && n < *m_c->min) {
            report(g, matching.value(0, g.entries.value(0)),
                   QStringLiteral("%1: %2 %3, at least %4")
                       .arg(g.name)
                       .arg(n)
                       .arg(units)
                       .arg(*m_c->min));
        }
    }

    void checkBudget(const Group &g)
    {
        std::optional<int> limit = m_c->max;
        if (!limit && g.side && m_c->scope == QLatin1String("side"))
            limit = g.side->budget;
        if (!limit)
            return;
        qint64 points = 0;
        for (const ForceEntry *f : g.entries)
            points += entryPoints(*f);
        if (points <= *limit)
            return;
        const QString over
            = m_c->max ? QStringLiteral("over the limit") : QStringLiteral("over budget");
        report(g,
               crossing(g.entries, *limit, [this](const ForceEntry &f) { return entryPoints(f); }),
               QStringLiteral("%1: %2 of %3 points, %4 %5")
                   .arg(g.name)
                   .arg(points)
                   .arg(*limit)
                   .arg(points - *limit)
                   .arg(over));
    }

    void checkPercentage(const Group &g)
    {
        qint64 total = 0;
        qint64 part = 0;
        int n = 0;
        QList<const ForceEntry *> matching;
        const ForceEntry *largest = nullptr;
        for (const ForceEntry *f : g.entries) {
            const int points = entryPoints(*f);
            total += points;
            if (!counts(*f))
                continue;
            part += points;
            n += f->count;
            matching.append(f);
            if (!largest || points > entryPoints(*largest))
                largest = f;
        }
        if (total == 0)
            return;
        const QStringList present = typesOf(matching);
        const QString units
            = describeUnits(m_rules, present.isEmpty() ? m_c->unitTypes : present, n, m_c->label);
        const auto message = [&](bool roundUp, const char *bound, int limit) {
            return QStringLiteral("%1: %2 of %3 points (%4 %) on %5, %6 %7 %")
                .arg(g.name)
                .arg(part)
                .arg(total)
                .arg(percent(part, total, roundUp), units, QLatin1String(bound))
                .arg(limit);
        };
        if (m_c->max && part * 100 > qint64(*m_c->max) * total)
            report(g, largest, message(true, "at most", *m_c->max));
        if (m_c->min && part * 100 < qint64(*m_c->min) * total)
            report(g, matching.value(0, g.entries.value(0)), message(false, "at least", *m_c->min));
    }

    void checkAllOrNone(const Group &g)
    {
        const PurchaseOption *option = m_rules.findPurchaseOption(m_c->option);
        QList<const ForceEntry *> eligible;
        int with = 0;
        int total = 0;
        for (const ForceEntry *f : g.entries) {
            const UnitType *type = m_rules.findUnitType(f->unitType);
            if (!type || !isEligible(*type, option) || !counts(*f))
                continue;
            eligible.append(f);
            total += f->count;
            if (f->options.contains(m_c->option))
                with += f->count;
        }
        if (with == 0 || with == total)
            return;
        // Point at the odd ones out: those without the option when most have it.
        const bool pointAtWithout = with * 2 >= total;
        const ForceEntry *at = nullptr;
        for (const ForceEntry *f : std::as_const(eligible)) {
            if (!at && f->options.contains(m_c->option) != pointAtWithout)
                at = f;
        }
        const QString noun = optionNoun(m_rules, m_c->option);
        report(g, at,
               QStringLiteral("%1: %2 of %3 %4 %5 %6; %6 is all or none within a %7")
                   .arg(g.name)
                   .arg(with)
                   .arg(total)
                   .arg(describeUnits(m_rules, typesOf(eligible), total, m_c->label),
                        with == 1 ? QStringLiteral("has") : QStringLiteral("have"), noun,
                        m_c->scope));
    }

    void checkExclusive(const Group &g)
    {
        QStringList present;
        QMap<QString, int> number;
        const ForceEntry *at = nullptr;
        for (const ForceEntry *f : g.entries) {
            if (!m_c->unitTypes.contains(f->unitType))
                continue;
            if (!present.contains(f->unitType)) {
                present.append(f->unitType);
                if (present.size() == 2)
                    at = f;
            }
            number[f->unitType] += f->count;
        }
        if (present.size() < 2)
            return;
        QStringList counted;
        QStringList plurals;
        for (const QString &id : std::as_const(present)) {
            const UnitType *type = m_rules.findUnitType(id);
            const QString name = type ? type->name : id;
            counted.append(QStringLiteral("%1 %2")
                               .arg(number.value(id))
                               .arg(unitNoun(name, number.value(id))));
            plurals.append(unitNoun(name, 2));
        }
        report(g, at,
               QStringLiteral("%1: %2; %3 exclude each other within a %4")
                   .arg(g.name, joinList(counted), joinList(plurals), m_c->scope));
    }

    void checkUniform(const Group &g)
    {
        // The morale blocks that give these units their morale, with the side of each.
        QList<std::pair<const Side *, int>> blocks;
        for (const Side &side : m_s.sides) {
            if (!g.colour.isEmpty() || &side == g.side) {
                for (const MoraleBlock &block : side.morale) {
                    const bool applies = g.colour.isEmpty()
                        ? (m_c->colours.isEmpty()
                           || std::any_of(
                               block.colours.cbegin(), block.colours.cend(),
                               [this](const QString &c) { return m_c->colours.contains(c); }))
                        : block.colours.contains(g.colour);
                    if (applies)
                        blocks.append({&side, block.value});
                }
            }
        }
        QList<int> values;
        const Side *at = nullptr;
        for (const auto &[side, value] : std::as_const(blocks)) {
            if (!values.contains(value)) {
                values.append(value);
                if (values.size() == 2)
                    at = side;
            }
        }
        if (values.size() < 2)
            return;
        QStringList texts;
        for (const int v : std::as_const(values))
            texts.append(QString::number(v));
        Diagnostic d;
        d.severity = severityOf(*m_c);
        d.file = m_file;
        d.code = m_code;
        d.message = QStringLiteral("%1: %2 morale blocks give morale %3; all units of a %4 have "
                                   "the same morale")
                        .arg(g.name)
                        .arg(blocks.size())
                        .arg(joinList(texts), m_c->scope);
        reportAtSide(d, *at);
        m_out.append(d);
    }

    void checkRequires(const Group &g)
    {
        if (!m_c->option.isEmpty()) {
            const QString noun = optionNoun(m_rules, m_c->option);
            for (const ForceEntry *f : g.entries) {
                if (!f->options.contains(m_c->option) || m_c->unitTypes.contains(f->unitType))
                    continue;
                const UnitType *type = m_rules.findUnitType(f->unitType);
                report(g, f,
                       QStringLiteral("%1: %2 %3 %4 %5; only %6 may have it")
                           .arg(g.name)
                           .arg(f->count)
                           .arg(unitNoun(type ? type->name : f->unitType, f->count),
                                f->count == 1 ? QStringLiteral("has") : QStringLiteral("have"),
                                noun, pluralList(m_rules, m_c->unitTypes)));
            }
            return;
        }
        QList<const ForceEntry *> matching;
        int n = 0;
        bool haveRequired = false;
        for (const ForceEntry *f : g.entries) {
            if (m_c->requiredUnitTypes.contains(f->unitType))
                haveRequired = true;
            if (m_c->unitTypes.contains(f->unitType)) {
                matching.append(f);
                n += f->count;
            }
        }
        if (n == 0 || haveRequired)
            return;
        report(g, matching.first(),
               QStringLiteral("%1: %2 %3 and no %4; they need at least one")
                   .arg(g.name)
                   .arg(n)
                   .arg(describeUnits(m_rules, typesOf(matching), n, m_c->label),
                        pluralList(m_rules, m_c->requiredUnitTypes, QStringLiteral("or"))));
    }

    const Scenario &m_s;
    const Ruleset &m_rules;
    const QString &m_file;
    const ForceConstraint *m_c = nullptr;
    QString m_code;
    bool m_own = false;
    Diagnostics m_out;
};

} // namespace

QList<CheckInfo> constraintChecks(const Ruleset &ruleset)
{
    QList<CheckInfo> out;
    for (const ForceConstraint &c : ruleset.constraints)
        out.append({c.id, severityOf(c), c.summary.isEmpty() ? kindSummary(c.kind) : c.summary});
    for (const QString &kind : constraintKinds()) {
        QString summary = kindSummary(kind);
        summary[0] = summary.at(0).toLower();
        out.append({scenarioCode(kind), Severity::Error,
                    QStringLiteral("A constraint of the scenario: ") + summary});
    }
    return out;
}

Diagnostics checkConstraints(const Scenario &scenario, const Ruleset &ruleset, const QString &file)
{
    ConstraintChecker checker(scenario, ruleset, file);
    for (const ForceConstraint &c : ruleset.constraints)
        checker.check(c, c.id, false);
    for (const ForceConstraint &c : scenario.constraints)
        checker.check(c, scenarioCode(c.kind), true);
    return checker.take();
}

} // namespace hexwright
