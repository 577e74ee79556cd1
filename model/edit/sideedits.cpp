// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit/sideedits.h"

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "families/gamefamily.h"
#include "io/schemareader.h"
#include "ruleset/ruleset.h"
#include "scenario/victoryschema.h"

#include <QCoreApplication>
#include <QUndoStack>

#include <algorithm>

namespace hexwright {

namespace {

/// The translation context of this file's texts: lupdate files each SideEdits::tr() call under
/// "SideEdits", the context the run-time lookup uses.
struct SideEdits
{
    Q_DECLARE_TR_FUNCTIONS(SideEdits)
};

/// Whether victory condition @p c names side @p id as a Side parameter.
bool namesSideAsParameter(const VictoryCondition &c, const QString &id)
{
    const VictoryKind *kind = findVictoryKind(c.kind);
    if (!kind)
        return false;
    for (const ParamSpec &spec : kind->parameters) {
        if (spec.type == ParamType::Side && c.parameters.value(QLatin1String(spec.key)) == id)
            return true;
    }
    return false;
}

/// Calls @p f(key, map) for every SideZones parameter of @p c, which it may change.
template<typename F> void forEachSideZones(VictoryCondition &c, F f)
{
    const VictoryKind *kind = findVictoryKind(c.kind);
    if (!kind)
        return;
    for (const ParamSpec &spec : kind->parameters) {
        if (spec.type != ParamType::SideZones)
            continue;
        const QString key = QLatin1String(spec.key);
        if (!c.parameters.contains(key))
            continue;
        QVariantMap map = c.parameters.value(key).toMap();
        f(map);
        c.parameters.insert(key, map);
    }
}

/**
 * Renames side @p from to @p to in the effects of @p rules (Sides lists and side -> panels
 * mappings); an empty @p to takes the side out. Returns whether anything changed.
 */
bool renameSideInEffects(QList<SpecialRule> &rules, const QString &from, const QString &to)
{
    bool changed = false;
    for (SpecialRule &rule : rules) {
        const ParamKind *kind = findEffectKind(rule.effect.kind);
        for (const ParamSpec &spec : kind ? kind->parameters : QList<ParamSpec>()) {
            const QString key = QLatin1String(spec.key);
            if (!rule.effect.parameters.contains(key))
                continue;
            if (spec.type == ParamType::Sides) {
                QStringList sides = rule.effect.parameters.value(key).toStringList();
                const qsizetype at = sides.indexOf(from);
                if (at < 0)
                    continue;
                if (to.isEmpty())
                    sides.removeAt(at);
                else
                    sides[at] = to;
                rule.effect.parameters.insert(key, sides);
                changed = true;
            } else if (spec.type == ParamType::SidePanels) {
                QVariantMap map = rule.effect.parameters.value(key).toMap();
                if (!map.contains(from))
                    continue;
                const QVariant panels = map.take(from);
                if (!to.isEmpty())
                    map.insert(to, panels);
                rule.effect.parameters.insert(key, map);
                changed = true;
            }
        }
    }
    return changed;
}

int sideIndex(const Scenario &scenario, const QString &id)
{
    for (qsizetype i = 0; i < scenario.sides.size(); ++i) {
        if (scenario.sides.at(i).id == id)
            return int(i);
    }
    return -1;
}

bool isReferenced(const Scenario &scenario, const QString &id)
{
    for (const ForceEntry &f : scenario.forces) {
        if (f.side == id)
            return true;
    }
    for (const Reinforcement &r : scenario.reinforcements) {
        if (r.side == id)
            return true;
    }
    for (const HiddenUnits &h : scenario.hidden) {
        if (h.side == id)
            return true;
    }
    QList<SpecialRule> rules = scenario.specialRules;
    if (renameSideInEffects(rules, id, QString()))
        return true;
    for (VictoryCondition c : scenario.victory) {
        bool named = namesSideAsParameter(c, id);
        forEachSideZones(c, [&](QVariantMap &map) { named = named || map.contains(id); });
        if (named)
            return true;
    }
    return false;
}

} // namespace

bool ScenarioParts::isEmpty() const
{
    return !sides && !forces && !reinforcements && !hidden && !victory && !gameLength
        && !specialRules;
}

QString sideIdFromName(const QString &name, const QStringList &taken)
{
    QString base;
    for (const QChar c : name.toLower()) {
        const char16_t u = c.unicode();
        if ((u >= u'a' && u <= u'z') || (u >= u'0' && u <= u'9'))
            base.append(c);
        else if (!base.isEmpty() && !base.endsWith(QLatin1Char('-')))
            base.append(QLatin1Char('-'));
    }
    while (base.endsWith(QLatin1Char('-')))
        base.chop(1);
    base = base.left(56);
    while (base.endsWith(QLatin1Char('-')))
        base.chop(1);
    if (base.isEmpty())
        base = QStringLiteral("side");
    return uniqueId(base, taken);
}

QString colourHolder(const Scenario &scenario, const QString &colour)
{
    for (const Side &side : scenario.sides) {
        if (side.colours.contains(colour))
            return side.id;
    }
    return QString();
}

QStringList freeColours(const Scenario &scenario, const QString &sideId,
                        const QStringList &rulesetColours)
{
    QStringList free;
    for (const QString &colour : rulesetColours) {
        const QString holder = colourHolder(scenario, colour);
        if (holder.isEmpty() || holder == sideId)
            free.append(colour);
    }
    return free;
}

std::optional<Side> newSide(const Scenario &scenario, const QStringList &rulesetColours)
{
    const QStringList free = freeColours(scenario, QString(), rulesetColours);
    if (scenario.sides.size() >= MaxSides || free.isEmpty())
        return std::nullopt;
    const int next = int(scenario.sides.size()) + 1;
    Side side;
    const QStringList ids = scenario.sideIds();
    QString name;
    for (int n = next;; ++n) {
        name = SideEdits::tr("Side %1").arg(n);
        if (!ids.contains(sideIdFromName(name, {})))
            break;
    }
    side.name = name;
    side.id = sideIdFromName(name, ids);
    QList<int> players;
    for (const Side &other : scenario.sides)
        players.append(other.player);
    side.player = next;
    for (int p = 1; p <= MaxSides; ++p) {
        if (!players.contains(p)) {
            side.player = p;
            break;
        }
    }
    side.colours = QStringList {free.first()};
    side.role = Side::Role::None;
    side.setupOrder = std::min(next, MaxSides);
    side.moveOrder = std::min(next, MaxSides);
    MoraleBlock block;
    block.colours = side.colours;
    block.value = DefaultMorale;
    side.morale.append(block);
    return side;
}

SideRemoval removeSide(const Scenario &scenario, const QString &id)
{
    SideRemoval out;
    if (sideIndex(scenario, id) < 0)
        return out;

    QList<Side> sides = scenario.sides;
    sides.removeAt(sideIndex(scenario, id));
    out.parts.sides = sides;

    QStringList removedReinforcements;
    QList<Reinforcement> reinforcements;
    for (const Reinforcement &r : scenario.reinforcements) {
        if (r.side == id)
            removedReinforcements.append(r.id);
        else
            reinforcements.append(r);
    }
    out.reinforcements = int(removedReinforcements.size());
    for (Reinforcement &r : reinforcements) {
        if (!r.entry.rerollIfSameAs.isEmpty()
            && removedReinforcements.contains(r.entry.rerollIfSameAs))
            r.entry.rerollIfSameAs.clear();
    }

    bool forcesChanged = false;
    QList<ForceEntry> forces;
    for (const ForceEntry &f : scenario.forces) {
        if (f.side == id) {
            ++out.forces;
            continue;
        }
        ForceEntry kept = f;
        // Another side's units cannot wait for a reinforcement that no longer comes.
        if (kept.placement.kind == Placement::Kind::Reinforcement
            && removedReinforcements.contains(kept.placement.reinforcement)) {
            kept.placement.kind = Placement::Kind::OffBoard;
            kept.placement.reinforcement.clear();
            forcesChanged = true;
        }
        forces.append(kept);
    }

    QList<HiddenUnits> hidden;
    for (const HiddenUnits &h : scenario.hidden) {
        if (h.side == id)
            ++out.hidden;
        else
            hidden.append(h);
    }

    QStringList removedVictory;
    bool victoryChanged = false;
    QList<VictoryCondition> victory;
    for (VictoryCondition c : scenario.victory) {
        bool keep = !namesSideAsParameter(c, id);
        forEachSideZones(c, [&](QVariantMap &map) {
            if (map.remove(id) > 0) {
                victoryChanged = true;
                keep = keep && !map.isEmpty();
            }
        });
        if (keep)
            victory.append(c);
        else
            removedVictory.append(c.id);
    }
    out.victory = int(removedVictory.size());

    if (out.forces > 0 || forcesChanged)
        out.parts.forces = forces;
    if (!removedReinforcements.isEmpty())
        out.parts.reinforcements = reinforcements;
    if (out.hidden > 0)
        out.parts.hidden = hidden;
    // A side -> zone mapping may have lost a key without the condition going.
    if (victoryChanged || !removedVictory.isEmpty())
        out.parts.victory = victory;
    QList<SpecialRule> rules = scenario.specialRules;
    if (renameSideInEffects(rules, id, QString()))
        out.parts.specialRules = rules;
    if (removedVictory.contains(scenario.gameLength.until)) {
        GameLength length = scenario.gameLength;
        length.until.clear();
        out.parts.gameLength = length;
    }
    return out;
}

ScenarioParts renameSide(const Scenario &scenario, const QString &from, const QString &to)
{
    ScenarioParts parts;
    const int index = sideIndex(scenario, from);
    if (index < 0 || from == to || !isValidId(to) || scenario.sideIds().contains(to))
        return parts;

    QList<Side> sides = scenario.sides;
    sides[index].id = to;
    parts.sides = sides;

    bool changed = false;
    QList<ForceEntry> forces = scenario.forces;
    for (ForceEntry &f : forces) {
        if (f.side == from) {
            f.side = to;
            changed = true;
        }
    }
    if (changed)
        parts.forces = forces;

    changed = false;
    QList<Reinforcement> reinforcements = scenario.reinforcements;
    for (Reinforcement &r : reinforcements) {
        if (r.side == from) {
            r.side = to;
            changed = true;
        }
    }
    if (changed)
        parts.reinforcements = reinforcements;

    changed = false;
    QList<HiddenUnits> hidden = scenario.hidden;
    for (HiddenUnits &h : hidden) {
        if (h.side == from) {
            h.side = to;
            changed = true;
        }
    }
    if (changed)
        parts.hidden = hidden;

    changed = false;
    QList<VictoryCondition> victory = scenario.victory;
    for (VictoryCondition &c : victory) {
        if (const VictoryKind *kind = findVictoryKind(c.kind)) {
            for (const ParamSpec &spec : kind->parameters) {
                const QString key = QLatin1String(spec.key);
                if (spec.type == ParamType::Side && c.parameters.value(key) == from) {
                    c.parameters.insert(key, to);
                    changed = true;
                }
            }
        }
        forEachSideZones(c, [&](QVariantMap &map) {
            if (map.contains(from)) {
                map.insert(to, map.take(from));
                changed = true;
            }
        });
    }
    if (changed)
        parts.victory = victory;

    QList<SpecialRule> rules = scenario.specialRules;
    if (renameSideInEffects(rules, from, to))
        parts.specialRules = rules;
    return parts;
}

ScenarioParts setSideName(const Scenario &scenario, const QString &id, const QString &name)
{
    ScenarioParts parts;
    const int index = sideIndex(scenario, id);
    if (index < 0 || scenario.sides.at(index).name == name)
        return parts;
    QStringList others = scenario.sideIds();
    others.removeAt(index);
    const Side &side = scenario.sides.at(index);
    const bool derived = side.id == sideIdFromName(side.name, others);
    if (derived && !isReferenced(scenario, id)) {
        const QString newId = sideIdFromName(name, others);
        if (newId != id)
            parts = renameSide(scenario, id, newId);
    }
    QList<Side> sides = parts.sides.value_or(scenario.sides);
    sides[index].name = name;
    parts.sides = sides;
    return parts;
}

SideRemoval setSideColours(const Scenario &scenario, const QString &id, const QStringList &colours)
{
    SideRemoval out;
    const int index = sideIndex(scenario, id);
    if (index < 0 || colours.isEmpty())
        return out;
    QList<Side> sides = scenario.sides;
    Side &side = sides[index];
    const QStringList lost = [&] {
        QStringList l;
        for (const QString &c : side.colours) {
            if (!colours.contains(c))
                l.append(c);
        }
        return l;
    }();

    const int firstValue = side.morale.isEmpty() ? DefaultMorale : side.morale.first().value;
    QList<MoraleBlock> morale;
    QStringList covered;
    for (MoraleBlock block : side.morale) {
        QStringList kept;
        for (const QString &c : block.colours) {
            if (colours.contains(c))
                kept.append(c);
        }
        block.colours = kept;
        covered += kept;
        if (!block.colours.isEmpty())
            morale.append(block);
    }
    for (const QString &c : colours) {
        if (!covered.contains(c)) {
            MoraleBlock block;
            block.colours = QStringList {c};
            block.value = firstValue;
            morale.append(block);
        }
    }
    side.colours = colours;
    side.morale = morale;
    out.parts.sides = sides;

    if (lost.isEmpty())
        return out;
    QList<ForceEntry> forces;
    for (const ForceEntry &f : scenario.forces) {
        if (f.side == id && lost.contains(f.colour))
            ++out.forces;
        else
            forces.append(f);
    }
    if (out.forces > 0)
        out.parts.forces = forces;
    QList<HiddenUnits> hidden;
    for (const HiddenUnits &h : scenario.hidden) {
        if (h.side == id && lost.contains(h.colour))
            ++out.hidden;
        else
            hidden.append(h);
    }
    if (out.hidden > 0)
        out.parts.hidden = hidden;
    return out;
}

ScenarioParts setSideNonPlayer(const Scenario &scenario, const QString &id, bool nonPlayer)
{
    ScenarioParts parts;
    const int index = sideIndex(scenario, id);
    if (index < 0 || scenario.sides.at(index).nonPlayer == nonPlayer)
        return parts;
    QList<Side> sides = scenario.sides;
    sides[index].nonPlayer = nonPlayer;
    parts.sides = sides;
    return parts;
}

ScenarioParts moveSide(const Scenario &scenario, const QString &id, int delta)
{
    ScenarioParts parts;
    const int index = sideIndex(scenario, id);
    const int target = index + delta;
    if (index < 0 || target < 0 || target >= scenario.sides.size())
        return parts;
    QList<Side> sides = scenario.sides;
    sides.move(index, target);
    parts.sides = sides;
    return parts;
}

QList<MoraleStep> sortedSteps(QList<MoraleStep> steps)
{
    std::stable_sort(steps.begin(), steps.end(),
                     [](const MoraleStep &a, const MoraleStep &b) { return a.losses < b.losses; });
    return steps;
}

QList<RallyThreshold> sortedThresholds(QList<RallyThreshold> thresholds)
{
    std::stable_sort(
        thresholds.begin(), thresholds.end(),
        [](const RallyThreshold &a, const RallyThreshold &b) { return a.losses < b.losses; });
    return thresholds;
}

QList<MoraleBlock> blockPerColour(const Side &side)
{
    QList<MoraleBlock> blocks;
    for (const QString &colour : side.colours) {
        MoraleBlock block;
        block.value = DefaultMorale;
        for (const MoraleBlock &b : side.morale) {
            if (b.colours.contains(colour)) {
                block = b;
                break;
            }
        }
        block.colours = QStringList {colour};
        blocks.append(block);
    }
    return blocks;
}

QString moraleSentence(const MoraleBlock &block, const Ruleset &ruleset)
{
    QStringList names;
    for (const QString &id : block.colours) {
        const ArmyColour *colour = ruleset.findColour(id);
        names.append(colour ? colour->name : id);
    }
    QString who;
    if (names.size() <= 1)
        who = names.value(0);
    else
        who = SideEdits::tr("%1 and %2")
                  .arg(names.mid(0, names.size() - 1).join(QStringLiteral(", ")), names.last());

    QStringList parts;
    parts.append(block.free ? SideEdits::tr("%1 %2 (free)").arg(who).arg(block.value).trimmed()
                            : QStringLiteral("%1 %2").arg(who).arg(block.value).trimmed());
    const QList<MoraleStep> steps = sortedSteps(block.steps);
    for (qsizetype i = 0; i < steps.size(); ++i) {
        parts.append(
            i == 0 ? SideEdits::tr("%1 eliminated → %2").arg(steps[i].losses).arg(steps[i].morale)
                   : QStringLiteral("%1 → %2").arg(steps[i].losses).arg(steps[i].morale));
    }
    for (const MoraleRule &rule : block.rules) {
        switch (rule.kind) {
        case MoraleRule::Kind::DesertOnRally: {
            // "all desert on a rally roll of 9+ after 1 loss, 8+ after 2, 7+ after 3"
            QStringList thresholds;
            for (const RallyThreshold &t : sortedThresholds(rule.thresholds)) {
                if (!thresholds.isEmpty())
                    thresholds.append(SideEdits::tr("%1+ after %2").arg(t.roll).arg(t.losses));
                else if (t.losses == 1)
                    thresholds.append(SideEdits::tr("%1+ after 1 loss").arg(t.roll));
                else
                    thresholds.append(
                        SideEdits::tr("%1+ after %2 losses").arg(t.roll).arg(t.losses));
            }
            parts.append(SideEdits::tr("all desert on a rally roll of %1")
                             .arg(thresholds.join(QStringLiteral(", "))));
            break;
        }
        case MoraleRule::Kind::WithdrawAfterLosses:
            parts.append(rule.losses == 1
                             ? SideEdits::tr("withdraws after 1 loss")
                             : SideEdits::tr("withdraws after %1 losses").arg(rule.losses));
            break;
        case MoraleRule::Kind::FailedRallyEliminates:
            parts.append(SideEdits::tr("a failed rally eliminates the unit"));
            break;
        case MoraleRule::Kind::DesperationOnly:
            parts.append(SideEdits::tr("every rally is a desperation rally"));
            break;
        }
    }
    return parts.join(QStringLiteral("; "));
}

std::optional<int> suggestedBudget(const Scenario &scenario, const QString &id)
{
    constexpr double AttackerBonus = 1.2;
    const Side *side = scenario.findSide(id);
    if (!side)
        return std::nullopt;
    for (const Side &other : scenario.sides) {
        if (other.id == id || !other.budget)
            continue;
        if (side->role == Side::Role::Attacker && other.role == Side::Role::Defender)
            return qRound(*other.budget * AttackerBonus);
        if (side->role == Side::Role::Defender && other.role == Side::Role::Attacker)
            return qRound(*other.budget / AttackerBonus);
    }
    return std::nullopt;
}

namespace {

/// Drops the choices of @p side that its family does not offer (any more), and the values
/// outside a choice's list; a choice that names an objective keeps its value (the checks
/// say whether the table has that objective).
void dropChoicesNotOffered(Side &side, const Ruleset &ruleset)
{
    const FamilyRules *rules = ruleset.familyRules.get();
    // Each pass may take away what a later choice depended on; choices are few.
    for (int pass = 0; pass <= side.choices.size(); ++pass) {
        const QList<FamilyChoice> offered
            = rules ? rules->sideChoices(side.faction, side.choices) : QList<FamilyChoice>();
        bool dropped = false;
        for (auto it = side.choices.begin(); it != side.choices.end();) {
            const auto choice
                = std::find_if(offered.begin(), offered.end(),
                               [&](const FamilyChoice &c) { return c.key == it.key(); });
            const bool valid = choice != offered.end()
                && (choice->namesObjective
                    || std::any_of(choice->values.begin(), choice->values.end(),
                                   [&](const FamilyValue &v) { return v.id == it.value(); }));
            if (valid) {
                ++it;
            } else {
                it = side.choices.erase(it);
                dropped = true;
            }
        }
        if (!dropped)
            break;
    }
}

} // namespace

ScenarioParts setSideFaction(const Scenario &scenario, const Ruleset &ruleset, const QString &id,
                             const QString &faction)
{
    const int at = sideIndex(scenario, id);
    if (at < 0 || scenario.sides.at(at).faction == faction)
        return {};
    QList<Side> sides = scenario.sides;
    Side &side = sides[at];
    side.faction = faction;
    dropChoicesNotOffered(side, ruleset);
    ScenarioParts parts;
    parts.sides = sides;
    return parts;
}

ScenarioParts setSideChoice(const Scenario &scenario, const Ruleset &ruleset, const QString &id,
                            const QString &key, const QString &value)
{
    const int at = sideIndex(scenario, id);
    if (at < 0 || key.isEmpty() || scenario.sides.at(at).choices.value(key) == value)
        return {};
    QList<Side> sides = scenario.sides;
    Side &side = sides[at];
    // A value the family does not offer for this faction and these choices is refused.
    if (!value.isEmpty()) {
        const FamilyRules *rules = ruleset.familyRules.get();
        const QList<FamilyChoice> offered
            = rules ? rules->sideChoices(side.faction, side.choices) : QList<FamilyChoice>();
        const auto choice = std::find_if(offered.begin(), offered.end(),
                                         [&](const FamilyChoice &c) { return c.key == key; });
        if (choice == offered.end()
            || (!choice->namesObjective
                && std::none_of(choice->values.begin(), choice->values.end(),
                                [&](const FamilyValue &v) { return v.id == value; })))
            return {};
    }
    if (value.isEmpty())
        side.choices.remove(key);
    else
        side.choices.insert(key, value);
    dropChoicesNotOffered(side, ruleset);
    if (side == scenario.sides.at(at))
        return {};
    ScenarioParts parts;
    parts.sides = sides;
    return parts;
}

void pushScenarioParts(ScenarioDocument *document, const ScenarioParts &parts, const QString &text,
                       const QString &mergeKey)
{
    if (!document || parts.isEmpty())
        return;
    const int count = int(bool(parts.sides)) + int(bool(parts.forces))
        + int(bool(parts.reinforcements)) + int(bool(parts.hidden)) + int(bool(parts.victory))
        + int(bool(parts.gameLength)) + int(bool(parts.specialRules));
    QUndoStack *stack = document->undoStack();
    const QString key = count == 1 ? mergeKey : QString();
    if (count > 1)
        stack->beginMacro(text);
    // Sides last: views that follow a side by id then find everything it refers to.
    if (parts.forces)
        stack->push(new ChangeForces(document, *parts.forces, text, key));
    if (parts.reinforcements)
        stack->push(new ChangeReinforcements(document, *parts.reinforcements, text, key));
    if (parts.hidden)
        stack->push(new ChangeHidden(document, *parts.hidden, text, key));
    if (parts.victory)
        stack->push(new ChangeVictory(document, *parts.victory, text, key));
    if (parts.gameLength)
        stack->push(new ChangeGameLength(document, *parts.gameLength, text, key));
    if (parts.specialRules)
        stack->push(new ChangeSpecialRules(document, *parts.specialRules, text, key));
    if (parts.sides)
        stack->push(new ChangeSides(document, *parts.sides, text, key));
    if (count > 1)
        stack->endMacro();
}

} // namespace hexwright
