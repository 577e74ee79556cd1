// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// What the printed Hammer Wars unit cards and side sheets say (gamefamily.h,
// printedfacts.h): a card's category, pts and xp, Move, Range, armour, lives, base and attack
// lines per armour column with its special rules worded from their numbers; a side's
// faction, pool by category, secret goal, morale counter, income, deployment and actions.
// Every number comes from the ruleset (hammer-wars.ruleset.yaml); values the rules do not
// give (the base sizes) are marked provisional.

#include "board/tablelayout.h"
#include "families/familypool.h"
#include "families/hammer-wars/hwrules.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

#include <QCoreApplication>

namespace hexwright {

namespace {

struct HwPrintedFacts
{
    Q_DECLARE_TR_FUNCTIONS(HwPrintedFacts)
};

/// A number as the cards write it: "2", "0.5".
QString number(double value)
{
    return QString::number(value, 'g', 6);
}

/// A distance in the rules' unit: 6" for inches, "10 cm" otherwise.
QString distance(const HwRules &rules, double value)
{
    if (rules.distanceUnit.isEmpty() || rules.distanceUnit == QLatin1String("in"))
        return number(value) + QLatin1Char('"');
    return number(value) + QLatin1Char(' ') + rules.distanceUnit;
}

/// "Dice:1 4+" and a "*" for blast, as the cards write a fixed attack.
QString fixedAttack(const HwFixedAttack &attack)
{
    return HwPrintedFacts::tr("Dice:%1%2 hitting on %3+")
        .arg(attack.dice)
        .arg(attack.blast ? QStringLiteral("*") : QString())
        .arg(attack.hitsOn);
}

QString abilityName(const Ruleset &ruleset, const QString &id)
{
    for (const NamedEntry &ability : ruleset.abilities) {
        if (ability.id == id)
            return ability.name;
    }
    return id;
}

/// What a special rule does, worded from its effect and numbers.
QString specialRuleText(const HwRules &rules, const HwSpecialRule &rule)
{
    const auto value = [&rule](const char *key) {
        return rule.values.value(QLatin1String(key));
    };
    const auto dist = [&rules, &value](const char *key) {
        return distance(rules, value(key));
    };
    const QString attack = rule.attack ? fixedAttack(*rule.attack) : QString();
    if (rule.effect == QLatin1String("chain_attack"))
        return HwPrintedFacts::tr("after a kill in melee, move to and attack an enemy within %1 "
                                  "of the target, up to %2 times.")
            .arg(dist("radius"), number(value("repeats")));
    if (rule.effect == QLatin1String("energy_pulse"))
        return HwPrintedFacts::tr("once a round on activation, place a marker within %1; each "
                                  "enemy within %2 of it takes a %3 attack; move the marker up "
                                  "to %4 and attack again.")
            .arg(dist("place_within"), dist("radius"), attack, dist("move"));
    if (rule.effect == QLatin1String("hit_and_run"))
        return HwPrintedFacts::tr("after a melee attack, move up to %1, not into base contact.")
            .arg(dist("move"));
    if (rule.effect == QLatin1String("ignores_cover"))
        return HwPrintedFacts::tr("its attacks ignore cover.");
    if (rule.effect == QLatin1String("rapid_advance"))
        return HwPrintedFacts::tr("Run moves %1 times Move instead of 2, not into base contact.")
            .arg(number(value("run_moves")));
    if (rule.effect == QLatin1String("trample_attack"))
        return HwPrintedFacts::tr("moving into base contact, a %1 attack on that enemy.")
            .arg(attack);
    // An effect without wording: its numbers.
    QStringList parts;
    for (auto it = rule.values.cbegin(); it != rule.values.cend(); ++it)
        parts.append(QStringLiteral("%1 %2").arg(it.key(), number(it.value())));
    return parts.join(QStringLiteral(", "));
}

QString goalText(const HwRules &rules, const Ruleset &ruleset, const HwGoal &goal)
{
    if (goal.scoreWhen == QLatin1String("seized_secret_objective"))
        return HwPrintedFacts::tr("%n VP if you hold your secret objective marker at the end.",
                                  nullptr, goal.vp);
    if (goal.scoreWhen == QLatin1String("more_objectives_seized"))
        return HwPrintedFacts::tr("%n VP if you hold more objective markers than the opponent "
                                  "at the end.",
                                  nullptr, goal.vp);
    if (goal.scoreWhen == QLatin1String("near_enemy_edge"))
        return HwPrintedFacts::tr("%n VP if at least 1/%1 (rounded down) of your units on the "
                                  "table are within %2 of the enemy table edge at the end.",
                                  nullptr, goal.vp)
            .arg(goal.divisor)
            .arg(distance(rules, goal.distance));
    if (goal.scoreWhen == QLatin1String("killed_or_never_deployed")) {
        const HwCategory *category = rules.category(goal.category);
        return HwPrintedFacts::tr("%n VP if at least one enemy %1 is killed, or the opponent "
                                  "never deploys one.",
                                  nullptr, goal.vp)
            .arg(category ? category->name : goal.category);
    }
    Q_UNUSED(ruleset)
    return HwPrintedFacts::tr("%n VP.", nullptr, goal.vp);
}

QString declarationText(const HwRules &rules, const HwDeclaration &declare)
{
    QStringList effects;
    if (declare.enemyAttack)
        effects.append(
            HwPrintedFacts::tr("each enemy unit within %1 of the marker takes a %2 "
                               "attack")
                .arg(distance(rules, declare.radius), fixedAttack(*declare.enemyAttack)));
    if (declare.friendlyAttackModifier != 0)
        effects.append(HwPrintedFacts::tr("your units within %1 of the marker get %2 to their "
                                          "attack rolls")
                           .arg(distance(rules, declare.radius))
                           .arg(QString::asprintf("%+d", declare.friendlyAttackModifier)));
    return HwPrintedFacts::tr("You may declare it openly at any time: %1.")
        .arg(effects.join(HwPrintedFacts::tr("; ")));
}

QString moraleEventText(const HwRules &rules, const HwMoraleEvent &event)
{
    QString when;
    if (event.when == QLatin1String("going_first"))
        when = HwPrintedFacts::tr("Going first in a round");
    else if (event.when == QLatin1String("round_end"))
        when = HwPrintedFacts::tr("End of each round");
    else if (event.when == QLatin1String("units_lost"))
        when = HwPrintedFacts::tr("Every %1 of your units lost").arg(event.every);
    else if (event.when == QLatin1String("unit_lost")) {
        const HwCategory *category = rules.category(event.category);
        when = HwPrintedFacts::tr("Each %1 of yours lost")
                   .arg(category ? category->name : event.category);
    } else
        when = event.id;
    QString text = QStringLiteral("%1: %2").arg(when).arg(event.morale);
    if (event.opponentVp > 0)
        text += HwPrintedFacts::tr(", and the opponent scores %n VP", nullptr, event.opponentVp);
    return text;
}

} // namespace

std::optional<UnitCardFacts> HwRules::unitCard(const Ruleset &ruleset, const UnitType &type) const
{
    const HwCard *c = card(type.id);
    if (!c)
        return FamilyRules::unitCard(ruleset, type);
    UnitCardFacts facts;
    facts.unitTypeId = type.id;
    facts.title = type.name;
    const HwCategory *cat = category(c->category);
    facts.category = cat ? cat->name : c->category;
    QString armourName = c->armour;
    for (const HwArmourType &a : armourTypes) {
        if (a.id == c->armour)
            armourName = a.name;
    }
    facts.stats = {
        {HwPrintedFacts::tr("Cost"), HwPrintedFacts::tr("%1 pts").arg(type.cost), false},
        {HwPrintedFacts::tr("XP"), QString::number(c->xp), false},
        {HwPrintedFacts::tr("Move"), distance(*this, type.factors.movement),
         type.factors.isProvisional(QStringLiteral("movement"))},
        {HwPrintedFacts::tr("Range"), distance(*this, type.factors.range),
         type.factors.isProvisional(QStringLiteral("range"))},
        {HwPrintedFacts::tr("Armour"), armourName, false},
        {HwPrintedFacts::tr("Lives"), QString::number(c->lives), false},
    };
    if (cat && cat->baseMm > 0)
        facts.stats.append({HwPrintedFacts::tr("Base"),
                            HwPrintedFacts::tr("%1 mm").arg(number(cat->baseMm)),
                            cat->provisional.contains(QStringLiteral("base_mm"))});

    facts.attacks.headers.append(HwPrintedFacts::tr("Dice"));
    for (const HwArmourType &a : armourTypes)
        facts.attacks.headers.append(HwPrintedFacts::tr("vs %1").arg(a.name));
    bool blast = false;
    for (const HwAttackLine &line : c->attackLines) {
        QStringList row {QString::number(line.dice)
                         + (line.blast ? QStringLiteral("*") : QString())};
        for (const HwArmourType &a : armourTypes)
            row.append(line.hitsOn.contains(a.id)
                           ? QStringLiteral("%1+").arg(line.hitsOn.value(a.id))
                           : QStringLiteral("-"));
        facts.attacks.rows.append(row);
        blast = blast || line.blast;
    }
    if (blast)
        facts.attacksNote = HwPrintedFacts::tr("* Blast: %n more dice against each enemy "
                                               "within %1 of the target.",
                                               nullptr, attacks.blastDice)
                                .arg(distance(*this, attacks.blastRadius));

    for (const QString &ability : type.abilities) {
        const HwSpecialRule *rule = specialRule(ability);
        const QString name = abilityName(ruleset, ability);
        facts.specialRules.append(
            rule ? HwPrintedFacts::tr("%1: %2").arg(name, specialRuleText(*this, *rule)) : name);
    }
    return facts;
}

QList<SheetSection> HwRules::sideSheetSections(const Ruleset &ruleset, const Scenario &scenario,
                                               const Side &side) const
{
    QList<SheetSection> sections;

    const HwFaction *f = faction(side.faction);
    SheetSection factionSection;
    factionSection.id = QStringLiteral("faction");
    factionSection.heading = HwPrintedFacts::tr("Faction");
    factionSection.cells.append(
        {HwPrintedFacts::tr("Faction"),
         f ? f->name
           : (side.faction.isEmpty() ? HwPrintedFacts::tr("(none chosen)") : side.faction),
         false});
    if (f) {
        QStringList goalNames;
        for (const QString &id : f->goals) {
            const HwGoal *g = goal(id);
            goalNames.append(g ? g->name : id);
        }
        factionSection.cells.append(
            {HwPrintedFacts::tr("Its goals"), goalNames.join(HwPrintedFacts::tr(" or ")), false});
    }
    sections.append(factionSection);

    // The pool by category: which units of the side, how many, against the pool's size.
    SheetSection pool;
    pool.kind = SheetSection::Kind::Table;
    pool.id = QStringLiteral("pool");
    pool.heading = HwPrintedFacts::tr("Unit pool");
    pool.table.headers = {HwPrintedFacts::tr("Category"), HwPrintedFacts::tr("Units"),
                          HwPrintedFacts::tr("Models"), HwPrintedFacts::tr("Pool")};
    for (const PoolCount &count : sidePool(scenario, ruleset, side.id)) {
        QStringList order;
        QMap<QString, int> models;
        for (const ForceEntry &entry : scenario.forces) {
            if (entry.side != side.id || categoryOf(entry.unitType) != count.category.id)
                continue;
            if (!models.contains(entry.unitType))
                order.append(entry.unitType);
            models[entry.unitType] += entry.count;
        }
        QStringList units;
        for (const QString &id : order) {
            const UnitType *type = ruleset.findUnitType(id);
            units.append(
                QStringLiteral("%1 x%2").arg(type ? type->name : id).arg(models.value(id)));
        }
        pool.table.rows.append({count.category.name, units.join(QStringLiteral(", ")),
                                QString::number(count.count),
                                QString::number(count.category.size)});
    }
    sections.append(pool);

    // The goal: secret, so only on this side's own sheet.
    SheetSection goalSection;
    goalSection.id = QStringLiteral("goal");
    goalSection.secret = true;
    goalSection.heading = HwPrintedFacts::tr("Goal");
    const QString goalId = side.choices.value(hwGoalChoice());
    if (const HwGoal *g = goal(goalId)) {
        goalSection.cells.append({HwPrintedFacts::tr("Goal"), g->name, false});
        const QString objectiveId = side.choices.value(hwGoalObjectiveChoice());
        if (g->secretObjective) {
            QString marker
                = objectiveId.isEmpty() ? HwPrintedFacts::tr("(not chosen)") : objectiveId;
            if (scenario.table) {
                if (const TableObjective *o = scenario.table->findObjective(objectiveId)) {
                    if (!o->label.isEmpty())
                        marker = HwPrintedFacts::tr("%1 (marker \"%2\")").arg(o->id, o->label);
                }
            }
            goalSection.cells.append({HwPrintedFacts::tr("Secret objective"), marker, false});
        }
        goalSection.lines.append(goalText(*this, ruleset, *g));
        if (g->declare)
            goalSection.lines.append(declarationText(*this, *g->declare));
    } else {
        goalSection.cells.append({HwPrintedFacts::tr("Goal"),
                                  goalId.isEmpty() ? HwPrintedFacts::tr("(none chosen)") : goalId,
                                  false});
    }
    sections.append(goalSection);

    // The morale counter: boxes from the start down to 0, and what lowers it.
    SheetSection moraleSection;
    moraleSection.kind = SheetSection::Kind::Track;
    moraleSection.id = QStringLiteral("morale");
    moraleSection.heading = HwPrintedFacts::tr("Morale counter");
    moraleSection.trackFrom = morale.start;
    moraleSection.trackTo = 0;
    for (const HwMoraleEvent &event : morale.events)
        moraleSection.lines.append(moraleEventText(*this, event));
    QString zero
        = HwPrintedFacts::tr("At 0: the opponent scores %n VP", nullptr, morale.zeroOpponentVp);
    if (morale.zeroEndsGame)
        zero += HwPrintedFacts::tr(" and the game ends at once");
    moraleSection.lines.append(zero + QLatin1Char('.'));
    sections.append(moraleSection);

    // Income, deployment and the actions: what a player looks up every round.
    SheetSection incomeSection;
    incomeSection.id = QStringLiteral("income");
    incomeSection.heading = HwPrintedFacts::tr("Income and deployment");
    incomeSection.cells.append({HwPrintedFacts::tr("Income"),
                                HwPrintedFacts::tr("%1 pts and %2 xp at the start of each of your "
                                                   "deployment phases")
                                    .arg(income.pts)
                                    .arg(income.xp),
                                false});
    incomeSection.lines.append(
        HwPrintedFacts::tr("Unspent pts are %1; unspent xp are %2.")
            .arg(income.ptsKept ? HwPrintedFacts::tr("kept") : HwPrintedFacts::tr("lost"),
                 income.xpKept ? HwPrintedFacts::tr("kept") : HwPrintedFacts::tr("lost")));
    incomeSection.lines.append(
        HwPrintedFacts::tr("Place bought units within %1 of your table edge, at least %2 from "
                           "enemy units.")
            .arg(distance(*this, deployment.edgeDistance),
                 distance(*this, deployment.enemyDistance)));
    QStringList actionTexts;
    for (const HwAction &a : actions) {
        const QString move = a.moves == 0 ? HwPrintedFacts::tr("no move")
                                          : HwPrintedFacts::tr("%1x Move").arg(a.moves);
        actionTexts.append(HwPrintedFacts::tr("%1 (%2, %3)")
                               .arg(a.name, move,
                                    a.mayShoot ? HwPrintedFacts::tr("may shoot")
                                               : HwPrintedFacts::tr("no shooting")));
    }
    if (!actionTexts.isEmpty())
        incomeSection.lines.append(
            HwPrintedFacts::tr("Actions: %1.").arg(actionTexts.join(QStringLiteral(", "))));
    sections.append(incomeSection);
    return sections;
}

} // namespace hexwright
