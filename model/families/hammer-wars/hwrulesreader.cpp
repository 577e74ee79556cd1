// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Reads the keys a Hammer Wars ruleset has beyond the shared core: the unit card of each unit
// type, the effects of each terrain class, which colour values are ours, and at the top the
// dice, table, armour types, categories, income, deployment, actions, attack and cover rules,
// objective markers, morale counter, goals, factions and special rules. The shared reader
// (ruleset/rulesetreader.cpp) hands over the mappings, so every key is asked for by name and
// an unknown one is still reported with a suggestion.

#include "families/hammer-wars/hwfamily.h"
#include "families/hammer-wars/hwrules.h"

#include "io/schemareader.h"
#include "ruleset/ruleset.h"

namespace hexwright {

namespace {

/// A special rule's effect and the numbers it needs: the engine's vocabulary.
struct EffectSchema
{
    const char *effect;
    QList<const char *> values;
    bool attack;
};

const QList<EffectSchema> &effectSchemas()
{
    static const QList<EffectSchema> schemas = {
        {"chain_attack", {"radius", "repeats"}, false},
        {"energy_pulse", {"per_round", "place_within", "radius", "move", "pulses"}, true},
        {"hit_and_run", {"move"}, false},
        {"ignores_cover", {}, false},
        {"rapid_advance", {"run_moves"}, false},
        {"trample_attack", {}, true},
    };
    return schemas;
}

/// An id named before the list it refers to is read (a card's category and armour are read
/// with the shared unit type, the family's lists at the top afterwards): checked in finish().
struct ForwardRef
{
    const YamlNode *node;
    QString name;
    QString kind; ///< "category" or "armour type"
};

class HwRulesReader : public FamilyRulesReader
{
public:
    explicit HwRulesReader(ReadContext &context)
        : m_context(context)
        , m_rules(std::make_shared<HwRules>())
    { }

    void readColour(MappingReader &in, const ArmyColour &colour) override;
    void readTerrain(MappingReader &in, const TerrainType &terrain) override;
    void readUnitType(MappingReader &in, const UnitType &type) override;
    void readTop(MappingReader &top, const Ruleset &core) override;
    std::shared_ptr<const FamilyRules> finish(const Ruleset &core) override;

private:
    std::optional<HwFixedAttack> readFixedAttack(const YamlNode *node, const QString &what);
    void readAttackLine(MappingReader &in, const QString &unitWhat, HwCard &card);
    void readTable(const YamlNode *node);
    void readIncome(const YamlNode *node);
    void readDeployment(const YamlNode *node);
    void readAttacks(const YamlNode *node);
    void readCover(const YamlNode *node);
    void readObjectives(const YamlNode *node);
    void readMorale(const YamlNode *node);
    void readGoal(MappingReader &in);
    void readSpecialRule(MappingReader &in, const Ruleset &core);
    QStringList ids(const char *list) const;

    ReadContext &m_context;
    std::shared_ptr<HwRules> m_rules;
    QList<ForwardRef> m_forwardRefs;
    /// Each attack line's hits_on mapping, to check once the armour types are known that it
    /// gives a roll for every one of them: (mapping node, its name).
    QList<std::pair<const YamlNode *, QString>> m_hitsOn;
};

/// A distance in inches: positive, and never more than a table is long.
constexpr double MaxDistance = 1000;

/// Takes the keys of an entry whose kind could not be read: which of them belong depends on
/// the kind, so they are not reported one by one as unknown.
void acceptKeys(MappingReader &in, std::initializer_list<const char *> keys)
{
    for (const char *key : keys)
        in.accept(key);
}

void HwRulesReader::readColour(MappingReader &in, const ArmyColour &colour)
{
    // The rules name no colours: a ruleset says which of a colour's values are its own.
    if (const YamlNode *node = in.optional("provisional")) {
        m_rules->provisionalColours.insert(
            colour.id,
            readRefs(m_context, node, valueName("provisional", in.what()),
                     QStringLiteral("colour key"), QStringList {QStringLiteral("colour")}));
    }
}

void HwRulesReader::readTerrain(MappingReader &in, const TerrainType &terrain)
{
    HwTerrain t;
    if (auto v = in.requiredInt("attack_modifier", -5, 5))
        t.attackModifier = *v;
    if (auto v = in.requiredBool("run_through"))
        t.runThrough = *v;
    if (auto v = in.requiredBool("blocks_los"))
        t.blocksLos = *v;
    if (const YamlNode *entry = in.optional("entry_attack"))
        t.entryAttack = readFixedAttack(entry, valueName("entry_attack", in.what()));
    m_rules->terrain.insert(terrain.id, t);
}

std::optional<HwFixedAttack> HwRulesReader::readFixedAttack(const YamlNode *node,
                                                            const QString &what)
{
    MappingReader in(m_context, node, what);
    if (!in.isValid())
        return std::nullopt;
    HwFixedAttack attack;
    attack.dice = in.requiredInt("dice", 1, 99).value_or(1);
    attack.hitsOn = in.requiredInt("hits_on", 2, 6).value_or(6);
    if (const YamlNode *blast = in.optional("blast"))
        attack.blast = readBool(m_context, blast, valueName("blast", what)).value_or(false);
    return attack;
}

void HwRulesReader::readUnitType(MappingReader &in, const UnitType &type)
{
    HwCard card;
    const QString &what = in.what();
    const YamlNode *category = in.required("category");
    if (auto id = readId(m_context, category, valueName("category", what))) {
        card.category = *id;
        m_forwardRefs.append({category, valueName("category", what), QStringLiteral("category")});
    }
    card.xp = in.requiredInt("xp", 0, 1000).value_or(0);
    const YamlNode *armour = in.required("armour");
    if (auto id = readId(m_context, armour, valueName("armour", what))) {
        card.armour = *id;
        m_forwardRefs.append({armour, valueName("armour", what), QStringLiteral("armour type")});
    }
    const YamlNode *livesNode = in.required("lives");
    card.lives = readInt(m_context, livesNode, valueName("lives", what), 1, 99).value_or(0);
    const YamlNode *linesNode = in.required("attack_lines");
    forEachMapping(m_context, linesNode, valueName("attack_lines", what),
                   QStringLiteral("attack line"),
                   [&](MappingReader &line) { readAttackLine(line, what, card); });

    // The shared factors are what a counter prints of the card: they must agree with it.
    int dice = 0;
    for (const HwAttackLine &line : std::as_const(card.attackLines))
        dice += line.dice;
    if (linesNode && linesNode->isSequence() && type.factors.attack != dice)
        m_context.report(in.optional("factors"), QStringLiteral("inconsistent"),
                         QStringLiteral("the attack factor of %1 is %2, but its attack lines "
                                        "roll %3 dice")
                             .arg(what)
                             .arg(type.factors.attack)
                             .arg(dice));
    if (card.lives > 0 && type.factors.defence != card.lives)
        m_context.report(in.optional("factors"), QStringLiteral("inconsistent"),
                         QStringLiteral("the defence factor of %1 is %2, but it has %3 lives")
                             .arg(what)
                             .arg(type.factors.defence)
                             .arg(card.lives));
    m_rules->cards.insert(type.id, card);
}

void HwRulesReader::readAttackLine(MappingReader &in, const QString &unitWhat, HwCard &card)
{
    HwAttackLine line;
    const QString what = QStringLiteral("%1 of %2").arg(in.what(), unitWhat);
    line.dice = readInt(m_context, in.required("dice"), valueName("dice", what), 1, 99).value_or(1);
    if (const YamlNode *blast = in.optional("blast"))
        line.blast = readBool(m_context, blast, valueName("blast", what)).value_or(false);
    const YamlNode *hitsOn = in.required("hits_on");
    const QString hitsWhat = valueName("hits_on", what);
    MappingReader rolls(m_context, hitsOn, hitsWhat);
    if (rolls.isValid()) {
        // Keys are armour type ids (data), checked against the armour types in finish().
        for (const auto &[key, value] : rolls.entries()) {
            rolls.accept(key->scalar);
            m_forwardRefs.append({key, hitsWhat, QStringLiteral("armour type")});
            const QString name = QStringLiteral("'%1' in %2").arg(key->scalar, hitsWhat);
            if (auto roll = readInt(m_context, value, name, 2, 6))
                line.hitsOn.insert(key->scalar, *roll);
        }
        m_hitsOn.append({hitsOn, hitsWhat});
    }
    card.attackLines.append(line);
}

void HwRulesReader::readTop(MappingReader &top, const Ruleset &core)
{
    const QString what = top.what();
    if (top.requiredChoice("dice", {QStringLiteral("d6")}))
        m_rules->dice = QStringLiteral("d6");
    if (top.requiredChoice("distance_unit", {QStringLiteral("in")}))
        m_rules->distanceUnit = QStringLiteral("in");
    readTable(top.required("table"));
    forEachMapping(m_context, top.required("armour_types"), valueName("armour_types", what),
                   QStringLiteral("armour type"), [this](MappingReader &in) {
                       HwArmourType a;
                       a.id = in.requiredId("id").value_or(QString());
                       a.name = in.requiredText("name").value_or(QString());
                       m_rules->armourTypes.append(a);
                   });
    forEachMapping(m_context, top.required("categories"), valueName("categories", what),
                   QStringLiteral("category"), [this](MappingReader &in) {
                       HwCategory c;
                       c.id = in.requiredId("id").value_or(QString());
                       c.name = in.requiredText("name").value_or(QString());
                       c.pool = in.requiredInt("pool", 1, 999).value_or(0);
                       c.baseMm = in.requiredNumber("base_mm", 1, 1000).value_or(0);
                       // Mandatory, even when empty: a reader of the file must see which
                       // values are ours.
                       c.provisional = readRefs(m_context, in.required("provisional"),
                                                valueName("provisional", in.what()),
                                                QStringLiteral("category key"),
                                                QStringList {QStringLiteral("base_mm")});
                       m_rules->categories.append(c);
                   });
    readIncome(top.required("income"));
    readDeployment(top.required("deployment"));
    forEachMapping(m_context, top.required("actions"), valueName("actions", what),
                   QStringLiteral("action"), [this](MappingReader &in) {
                       HwAction a;
                       a.id = in.requiredId("id").value_or(QString());
                       a.name = in.requiredText("name").value_or(QString());
                       a.moves = in.requiredInt("moves", 0, 9).value_or(0);
                       a.mayShoot = in.requiredBool("may_shoot").value_or(false);
                       m_rules->actions.append(a);
                   });
    readAttacks(top.required("attacks"));
    readCover(top.required("in_cover"));
    readObjectives(top.required("objective_markers"));
    readMorale(top.required("morale_counter"));
    forEachMapping(m_context, top.required("goals"), valueName("goals", what),
                   QStringLiteral("goal"), [this](MappingReader &in) { readGoal(in); });
    const QStringList goalIds = ids("goals");
    forEachMapping(m_context, top.required("factions"), valueName("factions", what),
                   QStringLiteral("faction"), [&](MappingReader &in) {
                       HwFaction f;
                       f.id = in.requiredId("id").value_or(QString());
                       f.name = in.requiredText("name").value_or(QString());
                       const YamlNode *goals = in.required("goals");
                       f.goals = readRefs(m_context, goals, valueName("goals", in.what()),
                                          QStringLiteral("goal"), goalIds);
                       // A faction's players choose one of two goals.
                       if (goals && goals->isSequence()
                           && (goals->items.size() != 2
                               || (f.goals.size() == 2 && f.goals.first() == f.goals.last())))
                           m_context.report(goals, QStringLiteral("wrong-size"),
                                            QStringLiteral("'goals' in %1 must name two "
                                                           "different goals")
                                                .arg(in.what()));
                       m_rules->factions.append(f);
                   });
    forEachMapping(m_context, top.required("special_rules"), valueName("special_rules", what),
                   QStringLiteral("special rule"),
                   [&](MappingReader &in) { readSpecialRule(in, core); });
    // The engine needs the numbers of every special rule a card may carry.
    const YamlNode *rulesNode = top.optional("special_rules");
    for (const NamedEntry &ability : core.abilities) {
        if (!m_rules->specialRule(ability.id) && rulesNode && rulesNode->isSequence())
            m_context.report(
                rulesNode, QStringLiteral("missing-key"),
                QStringLiteral("ability '%1' has no entry in special_rules").arg(ability.id));
    }
}

void HwRulesReader::readTable(const YamlNode *node)
{
    MappingReader in(m_context, node, QStringLiteral("table"));
    if (!in.isValid())
        return;
    m_rules->tableWidth = in.requiredNumber("width", 1, MaxDistance).value_or(0);
    m_rules->tableDepth = in.requiredNumber("depth", 1, MaxDistance).value_or(0);
}

void HwRulesReader::readIncome(const YamlNode *node)
{
    MappingReader in(m_context, node, QStringLiteral("income"));
    if (!in.isValid())
        return;
    HwIncome &i = m_rules->income;
    i.pts = in.requiredInt("pts", 0, 1000).value_or(0);
    i.xp = in.requiredInt("xp", 0, 1000).value_or(0);
    i.ptsKept = in.requiredBool("pts_kept").value_or(false);
    i.xpKept = in.requiredBool("xp_kept").value_or(true);
}

void HwRulesReader::readDeployment(const YamlNode *node)
{
    MappingReader in(m_context, node, QStringLiteral("deployment"));
    if (!in.isValid())
        return;
    m_rules->deployment.edgeDistance
        = in.requiredNumber("edge_distance", 0, MaxDistance).value_or(0);
    m_rules->deployment.enemyDistance
        = in.requiredNumber("enemy_distance", 0, MaxDistance).value_or(0);
}

void HwRulesReader::readAttacks(const YamlNode *node)
{
    MappingReader in(m_context, node, QStringLiteral("attacks"));
    if (!in.isValid())
        return;
    HwAttackRules &a = m_rules->attacks;
    a.alwaysHitsOn = in.requiredInt("always_hits_on", 2, 6).value_or(6);
    MappingReader blast(m_context, in.required("blast"), valueName("blast", in.what()));
    if (blast.isValid()) {
        a.blastRadius = blast.requiredNumber("radius", 0, MaxDistance).value_or(0);
        a.blastDice = blast.requiredInt("dice", 1, 99).value_or(1);
    }
}

void HwRulesReader::readCover(const YamlNode *node)
{
    MappingReader in(m_context, node, QStringLiteral("in_cover"));
    if (!in.isValid())
        return;
    m_rules->cover.insideShare = in.requiredNumber("inside_share", 0, 1).value_or(0.5);
    m_rules->cover.partlyHidden = in.requiredBool("partly_hidden").value_or(true);
}

void HwRulesReader::readObjectives(const YamlNode *node)
{
    MappingReader in(m_context, node, QStringLiteral("objective_markers"));
    if (!in.isValid())
        return;
    HwObjectiveRules &o = m_rules->objectives;
    o.count = in.requiredInt("count", 1, 99).value_or(0);
    o.fromLongEdge = in.requiredNumber("from_long_edge", 0, MaxDistance).value_or(0);
    o.seizeRadius = in.requiredNumber("seize_radius", 0, MaxDistance).value_or(0);
}

void HwRulesReader::readMorale(const YamlNode *node)
{
    MappingReader in(m_context, node, QStringLiteral("morale_counter"));
    if (!in.isValid())
        return;
    HwMoraleRules &m = m_rules->morale;
    m.start = in.requiredInt("start", 1, 999).value_or(0);
    const QStringList kinds = {QStringLiteral("going_first"), QStringLiteral("round_end"),
                               QStringLiteral("units_lost"), QStringLiteral("unit_lost")};
    const QStringList categories = ids("categories");
    forEachMapping(
        m_context, in.required("events"), valueName("events", in.what()),
        QStringLiteral("morale event"), [&](MappingReader &e) {
            HwMoraleEvent event;
            event.id = e.requiredId("id").value_or(QString());
            if (auto k = e.requiredChoice("when", kinds))
                event.when = kinds.at(*k);
            else
                acceptKeys(e, {"every", "category"});
            // Each kind has the one number or id it needs, and no other.
            if (event.when == QLatin1String("units_lost"))
                event.every = e.requiredInt("every", 1, 999).value_or(0);
            if (event.when == QLatin1String("unit_lost"))
                event.category
                    = readRef(m_context, e.required("category"), valueName("category", e.what()),
                              QStringLiteral("category"), categories)
                          .value_or(QString());
            event.morale = e.requiredInt("morale", -99, -1).value_or(0);
            if (const YamlNode *vp = e.optional("opponent_vp"))
                event.opponentVp
                    = readInt(m_context, vp, valueName("opponent_vp", e.what()), 0, 99).value_or(0);
            m.events.append(event);
        });
    MappingReader zero(m_context, in.required("at_zero"), valueName("at_zero", in.what()));
    if (zero.isValid()) {
        m.zeroOpponentVp = zero.requiredInt("opponent_vp", 0, 99).value_or(0);
        m.zeroEndsGame = zero.requiredBool("game_ends").value_or(true);
    }
}

void HwRulesReader::readGoal(MappingReader &in)
{
    HwGoal g;
    const QString &what = in.what();
    g.id = in.requiredId("id").value_or(QString());
    g.name = in.requiredText("name").value_or(QString());
    g.secretObjective = in.requiredBool("secret_objective").value_or(false);
    if (const YamlNode *declareNode = in.optional("declare")) {
        MappingReader declare(m_context, declareNode, valueName("declare", what));
        if (declare.isValid()) {
            HwDeclaration d;
            d.radius = declare.requiredNumber("radius", 0, MaxDistance).value_or(0);
            if (const YamlNode *attack = declare.optional("enemy_attack"))
                d.enemyAttack = readFixedAttack(attack, valueName("enemy_attack", declare.what()));
            if (const YamlNode *bonus = declare.optional("friendly_attack_modifier"))
                d.friendlyAttackModifier
                    = readInt(m_context, bonus,
                              valueName("friendly_attack_modifier", declare.what()), -5, 5)
                          .value_or(0);
            g.declare = d;
        }
        // Only a goal with a secret marker has one to declare.
        if (!g.secretObjective)
            m_context.report(declareNode, QStringLiteral("inconsistent"),
                             QStringLiteral("%1 has no secret objective to declare").arg(what));
    }
    MappingReader score(m_context, in.required("score"), valueName("score", what));
    if (score.isValid()) {
        const QStringList kinds
            = {QStringLiteral("seized_secret_objective"), QStringLiteral("more_objectives_seized"),
               QStringLiteral("near_enemy_edge"), QStringLiteral("killed_or_never_deployed")};
        if (auto k = score.requiredChoice("when", kinds))
            g.scoreWhen = kinds.at(*k);
        else
            acceptKeys(score, {"divisor", "distance", "category"});
        if (g.scoreWhen == QLatin1String("near_enemy_edge")) {
            g.divisor = score.requiredInt("divisor", 1, 99).value_or(0);
            g.distance = score.requiredNumber("distance", 0, MaxDistance).value_or(0);
        } else if (g.scoreWhen == QLatin1String("killed_or_never_deployed")) {
            g.category = readRef(m_context, score.required("category"),
                                 valueName("category", score.what()), QStringLiteral("category"),
                                 ids("categories"))
                             .value_or(QString());
        } else if (g.scoreWhen == QLatin1String("seized_secret_objective") && !g.secretObjective) {
            m_context.report(
                score.node(), QStringLiteral("inconsistent"),
                QStringLiteral("%1 scores a secret objective it does not have").arg(what));
        }
        g.vp = score.requiredInt("vp", 0, 99).value_or(0);
    }
    m_rules->goals.append(g);
}

void HwRulesReader::readSpecialRule(MappingReader &in, const Ruleset &core)
{
    HwSpecialRule r;
    const QString &what = in.what();
    QStringList abilities;
    for (const NamedEntry &ability : core.abilities)
        abilities.append(ability.id);
    r.ability = readRef(m_context, in.required("id"), valueName("id", what),
                        QStringLiteral("ability"), abilities)
                    .value_or(QString());
    const auto index = in.requiredChoice("effect", hwSpecialRuleEffects());
    if (!index) {
        // Without an effect its numbers cannot be checked; do not report each as unknown,
        // nor the ability as one without a special rule.
        for (const auto &[key, value] : in.entries()) {
            Q_UNUSED(value);
            in.accept(key->scalar);
        }
        m_rules->specialRules.append(r);
        return;
    }
    const EffectSchema &schema = effectSchemas().at(*index);
    r.effect = QLatin1String(schema.effect);
    for (const char *key : schema.values) {
        if (auto v = in.requiredNumber(key, 0, MaxDistance))
            r.values.insert(QLatin1String(key), *v);
    }
    if (schema.attack)
        r.attack = readFixedAttack(in.required("attack"), valueName("attack", what));
    m_rules->specialRules.append(r);
}

QStringList HwRulesReader::ids(const char *list) const
{
    QStringList out;
    const QLatin1String name(list);
    if (name == QLatin1String("goals")) {
        for (const HwGoal &g : std::as_const(m_rules->goals))
            out.append(g.id);
    } else if (name == QLatin1String("categories")) {
        for (const HwCategory &c : std::as_const(m_rules->categories))
            out.append(c.id);
    } else if (name == QLatin1String("armour_types")) {
        for (const HwArmourType &a : std::as_const(m_rules->armourTypes))
            out.append(a.id);
    }
    return out;
}

std::shared_ptr<const FamilyRules> HwRulesReader::finish(const Ruleset &)
{
    const KnownIds categories(ids("categories"));
    const KnownIds armourTypes(ids("armour_types"));
    for (const ForwardRef &ref : std::as_const(m_forwardRefs))
        readRef(m_context, ref.node, ref.name, ref.kind,
                ref.kind == QLatin1String("category") ? categories : armourTypes);
    // An attack line gives the roll it needs against every armour type.
    for (const auto &[node, name] : std::as_const(m_hitsOn)) {
        QSet<QString> given;
        for (const auto &[key, value] : node->entries) {
            Q_UNUSED(value);
            given.insert(key->scalar);
        }
        for (const QString &armour : armourTypes.list()) {
            if (!given.contains(armour))
                m_context.report(node, QStringLiteral("missing-key"),
                                 QStringLiteral("missing required key '%1' in %2: an attack line "
                                                "needs a roll for every armour type")
                                     .arg(armour, name));
        }
    }
    return m_rules;
}

} // namespace

QStringList hwSpecialRuleEffects()
{
    QStringList effects;
    for (const EffectSchema &schema : effectSchemas())
        effects.append(QLatin1String(schema.effect));
    return effects;
}

std::unique_ptr<FamilyRulesReader> makeHwRulesReader(ReadContext &context)
{
    return std::make_unique<HwRulesReader>(context);
}

} // namespace hexwright
