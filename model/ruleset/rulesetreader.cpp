// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ruleset/rulesetreader.h"

#include "io/schemareader.h"
#include "io/yamltree.h"

namespace hexwright {

namespace {

const QStringList FactorNames = {QStringLiteral("attack"), QStringLiteral("defence"),
                                 QStringLiteral("range"), QStringLiteral("movement")};

class RulesetReader
{
public:
    RulesetReader(ReadContext &context, Ruleset &ruleset)
        : m_context(context)
        , m_rules(ruleset)
    { }

    void read(const YamlNode *root);

private:
    void readHex(const YamlNode *node);
    void readTerrain(MappingReader &in);
    void readRoad(const YamlNode *node);
    void readRubble(const YamlNode *node);
    void readFortress(const YamlNode *node);
    void readStacking(const YamlNode *node);
    void readPurchaseOption(MappingReader &in);
    void readMorale(const YamlNode *node);
    void readUnitType(MappingReader &in);
    bool readFactors(const YamlNode *factorsNode, const YamlNode *provisionalNode,
                     const QString &what, UnitFactors &out);
    void readConstraint(MappingReader &in);
    void readOdds(const YamlNode *node);
    void readCrt(const YamlNode *node);
    bool readGrid(const YamlNode *rowsNode, const QString &what, int columns,
                  const QStringList &codes, ResultGrid &out);
    void readGasTable(const YamlNode *node);
    void readTurnRecord(const YamlNode *node);
    void readOption(MappingReader &in);

    std::optional<QString> readRef(const YamlNode *node, const QString &name, const QString &kind,
                                   const KnownIds &known)
    {
        return hexwright::readRef(m_context, node, name, kind, known);
    }
    QStringList readRefList(const YamlNode *node, const QString &name, const QString &kind,
                            const KnownIds &known)
    {
        return hexwright::readRefs(m_context, node, name, kind, known);
    }
    std::optional<QColor> readColour(const YamlNode *node, const QString &name);

    ReadContext &m_context;
    Ruleset &m_rules;
    // Ids read so far, hashed: a ruleset may define thousands and refer to them thousands
    // of times.
    KnownIds m_movementClassIds;
    KnownIds m_abilityIds;
    KnownIds m_colourIds;
    KnownIds m_unitTypeIds;
    /// Terrain ids named before the whole terrain list is known: (node, value name).
    QList<std::pair<const YamlNode *, QString>> m_forwardTerrainRefs;
};

std::optional<QColor> RulesetReader::readColour(const YamlNode *node, const QString &name)
{
    auto text = readString(m_context, node, name);
    if (!text)
        return std::nullopt;
    const QColor colour = QColor::fromString(*text);
    if (!text->startsWith(QLatin1Char('#')) || !colour.isValid()) {
        m_context.report(node, QStringLiteral("wrong-type"),
                         QStringLiteral("expected a colour like \"#7fb356\" for %1, found %2")
                             .arg(name, node->describe()));
        return std::nullopt;
    }
    return colour;
}

void RulesetReader::read(const YamlNode *root)
{
    MappingReader top(m_context, root, QStringLiteral("the ruleset"));
    if (!top.isValid())
        return;
    if (checkFormat(m_context, top, QStringLiteral("hexwright-ruleset"), RulesetFormatVersion) == 0)
        return;
    const QString what = top.what();
    if (auto id = top.requiredId("id"))
        m_rules.id = *id;
    if (auto v = top.requiredInt("version", 1, 1000000))
        m_rules.version = *v;
    if (auto v = top.requiredText("name"))
        m_rules.name = *v;
    if (auto v = top.requiredText("publisher"))
        m_rules.publisher = *v;
    readHex(top.required("hex"));
    if (auto v = top.requiredChoice("dice", {QStringLiteral("2d6")}))
        m_rules.dice = QStringLiteral("2d6");

    forEachMapping(m_context, top.required("movement_classes"), valueName("movement_classes", what),
                   QStringLiteral("movement class"), [this](MappingReader &in) {
                       MovementClass mc;
                       mc.id = in.requiredId("id").value_or(QString());
                       mc.name = in.requiredText("name").value_or(QString());
                       m_rules.movementClasses.append(mc);
                       m_movementClassIds.append(mc.id);
                   });
    forEachMapping(m_context, top.required("colours"), valueName("colours", what),
                   QStringLiteral("colour"), [this](MappingReader &in) {
                       ArmyColour c;
                       c.id = in.requiredId("id").value_or(QString());
                       c.name = in.requiredText("name").value_or(QString());
                       const QStringList armies
                           = {QStringLiteral("conventional"), QStringLiteral("mercenary")};
                       if (auto a = in.requiredChoice("army", armies))
                           c.army = armies.at(*a);
                       c.colour = readColour(in.required("colour"), valueName("colour", in.what()))
                                      .value_or(QColor());
                       m_rules.colours.append(c);
                       m_colourIds.append(c.id);
                   });
    forEachMapping(m_context, top.required("terrain"), valueName("terrain", what),
                   QStringLiteral("terrain"), [this](MappingReader &in) { readTerrain(in); });
    const KnownIds terrainIds(m_rules.terrainIds());
    for (const auto &[node, name] : std::as_const(m_forwardTerrainRefs))
        readRef(node, name, QStringLiteral("terrain"), terrainIds);
    readRoad(top.required("road"));
    readRubble(top.required("rubble"));
    readFortress(top.required("fortress"));
    forEachMapping(m_context, top.required("markers"), valueName("markers", what),
                   QStringLiteral("marker"), [this](MappingReader &in) {
                       NamedEntry e;
                       e.id = in.requiredId("id").value_or(QString());
                       e.name = in.requiredText("name").value_or(QString());
                       m_rules.markers.append(e);
                   });
    readStacking(top.required("stacking"));
    forEachMapping(m_context, top.required("abilities"), valueName("abilities", what),
                   QStringLiteral("ability"), [this](MappingReader &in) {
                       NamedEntry e;
                       e.id = in.requiredId("id").value_or(QString());
                       e.name = in.requiredText("name").value_or(QString());
                       m_rules.abilities.append(e);
                       m_abilityIds.append(e.id);
                   });
    forEachMapping(m_context, top.required("purchase_options"), valueName("purchase_options", what),
                   QStringLiteral("purchase option"),
                   [this](MappingReader &in) { readPurchaseOption(in); });
    readMorale(top.required("morale"));
    forEachMapping(m_context, top.required("unit_types"), valueName("unit_types", what),
                   QStringLiteral("unit type"), [this](MappingReader &in) { readUnitType(in); });
    forEachMapping(m_context, top.required("constraints"), valueName("constraints", what),
                   QStringLiteral("constraint"), [this](MappingReader &in) { readConstraint(in); });
    readOdds(top.required("odds"));
    readCrt(top.required("crt"));
    readGasTable(top.required("gas_table"));
    readTurnRecord(top.required("turn_record"));
    forEachMapping(m_context, top.required("sequence_of_play"), valueName("sequence_of_play", what),
                   QStringLiteral("phase"), [this](MappingReader &in) {
                       Phase p;
                       p.id = in.requiredId("id").value_or(QString());
                       p.step = in.requiredText("step").value_or(QString());
                       p.name = in.requiredText("name").value_or(QString());
                       const QStringList acting
                           = {QStringLiteral("moving_player"), QStringLiteral("other_players"),
                              QStringLiteral("all_players")};
                       if (auto a = in.requiredChoice("acting", acting))
                           p.acting = acting.at(*a);
                       m_rules.sequenceOfPlay.append(p);
                   });
    forEachMapping(m_context, top.required("options"), valueName("options", what),
                   QStringLiteral("option"), [this](MappingReader &in) { readOption(in); });
}

void RulesetReader::readHex(const YamlNode *node)
{
    MappingReader in(m_context, node, QStringLiteral("hex"));
    if (!in.isValid())
        return;
    if (auto o = in.requiredChoice("orientation",
                                   {QStringLiteral("flat-top"), QStringLiteral("pointy-top")}))
        m_rules.orientation = *o == 0 ? HexOrientation::FlatTop : HexOrientation::PointyTop;
    const YamlNode *dirs
        = expectSequence(m_context, in.required("directions"), valueName("directions", in.what()));
    if (dirs) {
        for (const YamlNode *d : dirs->items) {
            if (auto name = readText(m_context, d, valueName("directions", in.what())))
                m_rules.directions.append(*name);
        }
        if (m_rules.directions.size() != 6)
            m_context.report(dirs, QStringLiteral("out-of-range"),
                             QStringLiteral("'directions' in hex must name 6 directions, found "
                                            "%1")
                                 .arg(m_rules.directions.size()));
    }
}

void RulesetReader::readTerrain(MappingReader &in)
{
    TerrainType t;
    const QString &what = in.what();
    t.id = in.requiredId("id").value_or(QString());
    t.name = in.requiredText("name").value_or(QString());
    t.colour = readColour(in.required("colour"), valueName("colour", what)).value_or(QColor());
    const QStringList patterns
        = {QStringLiteral("plain"),   QStringLiteral("contour"), QStringLiteral("trees"),
           QStringLiteral("squares"), QStringLiteral("marsh"),   QStringLiteral("water"),
           QStringLiteral("bridge")};
    if (auto p = in.requiredChoice("pattern", patterns))
        t.pattern = patterns.at(*p);

    MappingReader costs(m_context, in.required("move_cost"), valueName("move_cost", what));
    if (costs.isValid()) {
        for (const QString &mc : m_movementClassIds.list()) {
            const QByteArray key = mc.toUtf8();
            const YamlNode *value = costs.required(key.constData());
            if (!value)
                continue;
            const QString name = QStringLiteral("'%1' in move_cost of %2").arg(mc, what);
            MoveCost cost;
            if (value->isScalar() && value->scalar == QLatin1String("prohibited")) {
                cost.prohibited = true;
            } else if (auto f = readNumber(m_context, value, name, 0.5, 99)) {
                cost.factors = *f;
            } else {
                continue;
            }
            t.moveCost.insert(mc, cost);
        }
    }
    if (auto v = in.requiredInt("direct_defence", 0, 99))
        t.directDefence = *v;
    if (auto v = in.requiredInt("indirect_defence", 0, 99))
        t.indirectDefence = *v;
    MappingReader los(m_context, in.required("los"), valueName("los", what));
    if (los.isValid()) {
        t.los.firing = los.requiredInt("firing", 0, 99).value_or(0);
        t.los.intervening = los.requiredInt("intervening", 0, 99).value_or(0);
        t.los.target = los.requiredInt("target", 0, 99).value_or(0);
    }
    if (auto v = in.requiredBool("rubble"))
        t.canBeRubbled = *v;
    if (const YamlNode *becomes = in.optional("rubbled_becomes")) {
        // Refers to a terrain that may be defined later in the list: checked after reading.
        if (auto id = readString(m_context, becomes, valueName("rubbled_becomes", what))) {
            t.rubbledBecomes = *id;
            m_forwardTerrainRefs.append({becomes, valueName("rubbled_becomes", what)});
        }
    }
    m_rules.terrain.append(t);
}

void RulesetReader::readRoad(const YamlNode *node)
{
    MappingReader in(m_context, node, QStringLiteral("road"));
    if (!in.isValid())
        return;
    RoadRules &r = m_rules.road;
    r.name = in.requiredText("name").value_or(QString());
    r.colour = readColour(in.required("colour"), valueName("colour", in.what())).value_or(QColor());
    r.moveCost = in.requiredNumber("move_cost", 0.5, 99).value_or(0.5);
    r.alongRoadOnly = in.requiredBool("along_road_only").value_or(true);
    r.lostInRubble = in.requiredBool("lost_in_rubble").value_or(true);
}

void RulesetReader::readRubble(const YamlNode *node)
{
    MappingReader in(m_context, node, QStringLiteral("rubble"));
    if (!in.isValid())
        return;
    RubbleRules &r = m_rules.rubble;
    r.moveCostAdd = in.requiredInt("move_cost_add", 0, 99).value_or(0);
    r.directDefenceAdd = in.requiredInt("direct_defence_add", 0, 99).value_or(0);
    r.indirectDefenceAdd = in.requiredInt("indirect_defence_add", 0, 99).value_or(0);
    r.affectsLos = in.requiredBool("affects_los").value_or(false);
}

void RulesetReader::readFortress(const YamlNode *node)
{
    MappingReader in(m_context, node, QStringLiteral("fortress"));
    if (!in.isValid())
        return;
    FortressRules &f = m_rules.fortress;
    auto number = [&](const char *key, int max) {
        return readInt(m_context, in.required(key), valueName(key, in.what()), 0, max).value_or(0);
    };
    f.cost = number("cost", 1000);
    f.directDefence = number("direct_defence", 99);
    f.indirectDefence = number("indirect_defence", 99);
    f.moveCostAdd = number("move_cost_add", 99);
    f.capacity = number("capacity", 99);
    f.closeAssaultBonus = number("close_assault_bonus", 99);
    f.closeAssaultBonusRounds = number("close_assault_bonus_rounds", 99);
    f.perHex = number("per_hex", 99);
    f.forbiddenTerrain
        = readRefList(in.required("forbidden_terrain"), valueName("forbidden_terrain", in.what()),
                      QStringLiteral("terrain"), m_rules.terrainIds());
}

void RulesetReader::readStacking(const YamlNode *node)
{
    MappingReader in(m_context, node, QStringLiteral("stacking"));
    if (!in.isValid())
        return;
    StackingRules &s = m_rules.stacking;
    s.countersPerPlayerPerHex = in.requiredInt("counters_per_player_per_hex", 1, 99).value_or(3);
    s.apcWithInfantryCounts = in.requiredInt("apc_with_infantry_counts", 1, 9).value_or(2);
    s.towerWithGunCounts = in.requiredInt("tower_with_gun_counts", 1, 9).value_or(2);
}

void RulesetReader::readPurchaseOption(MappingReader &in)
{
    PurchaseOption p;
    const QString &what = in.what();
    p.id = in.requiredId("id").value_or(QString());
    p.name = in.requiredText("name").value_or(QString());
    p.requiresAbility
        = readRef(in.required("requires_ability"), valueName("requires_ability", what),
                  QStringLiteral("ability"), m_abilityIds)
              .value_or(QString());
    const QStringList pricing = {QStringLiteral("unit_table"), QStringLiteral("per_unit")};
    if (auto v = in.requiredChoice("pricing", pricing)) {
        p.pricing = *v == 0 ? PurchaseOption::Pricing::UnitTable : PurchaseOption::Pricing::PerUnit;
        if (p.pricing == PurchaseOption::Pricing::PerUnit)
            p.cost = in.requiredInt("cost", 0, 1000).value_or(0);
    }
    m_rules.purchaseOptions.append(p);
}

void RulesetReader::readMorale(const YamlNode *node)
{
    MappingReader in(m_context, node, QStringLiteral("morale"));
    if (!in.isValid())
        return;
    forEachMapping(m_context, in.required("rally_costs"), valueName("rally_costs", in.what()),
                   QStringLiteral("rally cost"), [this](MappingReader &cost) {
                       RallyCost c;
                       c.morale = cost.requiredInt("morale", 2, 12).value_or(0);
                       c.costPerUnit = cost.requiredInt("cost_per_unit", 0, 100).value_or(0);
                       m_rules.morale.rallyCosts.append(c);
                   });
    m_rules.morale.desperationRally = in.requiredBool("desperation_rally").value_or(true);
}

bool RulesetReader::readFactors(const YamlNode *factorsNode, const YamlNode *provisionalNode,
                                const QString &what, UnitFactors &out)
{
    MappingReader in(m_context, factorsNode, QStringLiteral("factors of %1").arg(what));
    if (!in.isValid())
        return false;
    const YamlNode *attack = in.required("attack");
    if (attack && attack->isScalar() && !attack->quoted && attack->scalar == QLatin1String("S")) {
        out.specialAttack = true;
        out.attack = 0;
    } else if (attack) {
        out.attack = readInt(m_context, attack, valueName("attack", in.what()), 0, 99).value_or(0);
    }
    out.defence = in.requiredInt("defence", 0, 99).value_or(0);
    out.range = in.requiredInt("range", 0, 99).value_or(0);
    out.movement = in.requiredInt("movement", 0, 99).value_or(0);
    // Mandatory, even when empty: a reader of the file must see which values are ours.
    out.provisional = readRefList(provisionalNode, QStringLiteral("'provisional' in %1").arg(what),
                                  QStringLiteral("factor"), FactorNames);
    return true;
}

void RulesetReader::readUnitType(MappingReader &in)
{
    UnitType u;
    const QString &what = in.what();
    u.id = in.requiredId("id").value_or(QString());
    u.name = in.requiredText("name").value_or(QString());
    u.colours = readRefList(in.required("colours"), valueName("colours", what),
                            QStringLiteral("colour"), m_colourIds);
    u.movementClass = readRef(in.required("movement_class"), valueName("movement_class", what),
                              QStringLiteral("movement class"), m_movementClassIds)
                          .value_or(QString());
    if (auto c = in.requiredChoice("target_class", {QStringLiteral("A"), QStringLiteral("B")}))
        u.targetClass = *c == 0 ? QLatin1Char('A') : QLatin1Char('B');
    u.abilities = readRefList(in.required("abilities"), valueName("abilities", what),
                              QStringLiteral("ability"), m_abilityIds);
    if (const YamlNode *counter = in.optional("counter")) {
        // Resolved against the types read so far: a borrowed counter is defined first.
        u.counter = readRef(counter, valueName("counter", what), QStringLiteral("unit type"),
                            m_unitTypeIds)
                        .value_or(QString());
    }
    readFactors(in.required("factors"), in.required("provisional"), what, u.factors);
    if (const YamlNode *mountedNode = in.optional("mounted")) {
        MappingReader mounted(m_context, mountedNode,
                              QStringLiteral("mounted side of %1").arg(what));
        if (mounted.isValid()) {
            UnitSide side;
            side.name = mounted.requiredText("name").value_or(QString());
            side.movementClass = readRef(mounted.required("movement_class"),
                                         valueName("movement_class", mounted.what()),
                                         QStringLiteral("movement class"), m_movementClassIds)
                                     .value_or(QString());
            readFactors(mounted.required("factors"), mounted.required("provisional"),
                        mounted.what(), side.factors);
            u.mounted = side;
            if (!u.hasAbility(QStringLiteral("two_sided")))
                m_context.report(mountedNode, QStringLiteral("inconsistent"),
                                 QStringLiteral("%1 has a mounted side but not the two_sided "
                                                "ability")
                                     .arg(what));
        }
    }
    u.cost = in.requiredInt("cost", 0, 10000).value_or(0);
    if (const YamlNode *costsNode = in.optional("option_costs")) {
        MappingReader costs(m_context, costsNode, valueName("option_costs", what));
        for (const auto &[key, value] : costs.entries()) {
            const QString option = key->scalar;
            costs.accept(option);
            const PurchaseOption *p = m_rules.findPurchaseOption(option);
            if (!p) {
                reportUnknownId(m_context, key, QStringLiteral("purchase option"), option,
                                valueName("option_costs", what), m_rules.purchaseOptionIds());
                continue;
            }
            if (p->pricing != PurchaseOption::Pricing::UnitTable)
                m_context.report(key, QStringLiteral("inconsistent"),
                                 QStringLiteral("purchase option '%1' is priced per unit, not "
                                                "by the unit table")
                                     .arg(option));
            if (!u.hasAbility(p->requiresAbility))
                m_context.report(key, QStringLiteral("inconsistent"),
                                 QStringLiteral("%1 has a cost with '%2' but not the '%3' "
                                                "ability")
                                     .arg(what, option, p->requiresAbility));
            if (auto v
                = readInt(m_context, value,
                          QStringLiteral("'%1' in option_costs of %2").arg(option, what), 0, 10000))
                u.optionCosts.insert(option, *v);
        }
    }
    m_rules.unitTypes.append(u);
    m_unitTypeIds.append(u.id);
}

void RulesetReader::readConstraint(MappingReader &in)
{
    if (auto c = readForceConstraint(m_context, in, &m_rules))
        m_rules.constraints.append(*c);
}

void RulesetReader::readOdds(const YamlNode *node)
{
    MappingReader in(m_context, node, QStringLiteral("odds"));
    if (!in.isValid())
        return;
    in.requiredChoice("fractions_favour", {QStringLiteral("defender")});
    const char *kinds[]
        = {"direct", "counter_paradrop", "indirect_class_b", "indirect_class_a", "close_assault"};
    for (const char *kind : kinds) {
        MappingReader limits(m_context, in.required(kind), valueName(kind, in.what()));
        if (!limits.isValid())
            continue;
        OddsLimits out;
        auto readOddsValue = [&](const char *key) -> std::optional<Odds> {
            const YamlNode *v = limits.required(key);
            auto text = readString(m_context, v, valueName(key, limits.what()));
            if (!text)
                return std::nullopt;
            auto odds = Odds::parse(*text);
            if (!odds)
                m_context.report(v, QStringLiteral("wrong-type"),
                                 QStringLiteral("expected odds like 3-1 or 1-2 for %1, found %2")
                                     .arg(valueName(key, limits.what()), v->describe()));
            return odds;
        };
        out.worst = readOddsValue("worst").value_or(Odds {});
        out.best = readOddsValue("best").value_or(Odds {});
        const QStringList tables = {QStringLiteral("direct_close"), QStringLiteral("indirect_b"),
                                    QStringLiteral("indirect_a")};
        if (auto t = limits.requiredChoice("table", tables))
            out.table = tables.at(*t);
        if (const YamlNode *shift = limits.optional("column_shift"))
            out.columnShift
                = readInt(m_context, shift, valueName("column_shift", limits.what()), -8, 8)
                      .value_or(0);
        m_rules.odds.insert(QLatin1String(kind), out);
    }
    MappingReader extended(m_context, in.required("extended_range"),
                           valueName("extended_range", in.what()));
    if (extended.isValid()) {
        m_rules.extendedRangeMultiplier
            = extended.requiredNumber("range_multiplier", 1, 10).value_or(2);
        m_rules.extendedRangeAttackMultiplier
            = extended.requiredNumber("attack_multiplier", 0, 1).value_or(0.5);
    }
}

bool RulesetReader::readGrid(const YamlNode *rowsNode, const QString &what, int columns,
                             const QStringList &codes, ResultGrid &out)
{
    MappingReader rows(m_context, rowsNode, what);
    if (!rows.isValid())
        return false;
    out.rows = QList<QStringList>(11);
    for (int roll = 2; roll <= 12; ++roll) {
        const QByteArray key = QByteArray::number(roll);
        const YamlNode *row = rows.required(key.constData());
        const QString rowName = QStringLiteral("row %1 of %2").arg(roll).arg(what);
        auto text = readString(m_context, row, rowName);
        if (!text)
            continue;
        const QStringList cells = text->split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (cells.size() != columns) {
            m_context.report(row, QStringLiteral("wrong-size"),
                             QStringLiteral("%1 has %2 results, expected %3")
                                 .arg(rowName)
                                 .arg(cells.size())
                                 .arg(columns));
            continue;
        }
        for (const QString &cell : cells) {
            if (!codes.contains(cell))
                m_context.report(row, QStringLiteral("unknown-value"),
                                 QStringLiteral("unknown result '%1' in %2 (expected %3)%4")
                                     .arg(quoteForMessage(cell), rowName, listChoices(codes),
                                          didYouMean(cell, codes)));
        }
        out.rows[roll - 2] = cells;
    }
    return true;
}

void RulesetReader::readCrt(const YamlNode *node)
{
    MappingReader in(m_context, node, QStringLiteral("crt"));
    if (!in.isValid())
        return;
    CombatResultsTable &crt = m_rules.crt;
    forEachMapping(m_context, in.required("results"), valueName("results", in.what()),
                   QStringLiteral("result"), [&](MappingReader &r) {
                       CombatResult result;
                       result.code = r.requiredText("code").value_or(QString());
                       result.name = r.requiredText("name").value_or(QString());
                       crt.results.append(result);
                   });
    QStringList codes;
    for (const CombatResult &r : std::as_const(crt.results))
        codes.append(r.code);
    crt.columnCount = in.requiredInt("columns", 1, 20).value_or(0);
    if (crt.columnCount == 0)
        return;
    readGrid(in.required("rows"), QStringLiteral("'rows' in crt"), crt.columnCount, codes,
             crt.grid);
    MappingReader headings(m_context, in.required("headings"), QStringLiteral("'headings' in crt"));
    for (const char *table : {"direct_close", "indirect_b", "indirect_a"}) {
        const YamlNode *row = headings.required(table);
        const QString rowName = valueName(table, headings.what());
        auto text = readString(m_context, row, rowName);
        if (!text)
            continue;
        QStringList cells = text->split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (cells.size() != crt.columnCount) {
            m_context.report(row, QStringLiteral("wrong-size"),
                             QStringLiteral("%1 has %2 headings, expected %3")
                                 .arg(rowName)
                                 .arg(cells.size())
                                 .arg(crt.columnCount));
            continue;
        }
        for (QString &cell : cells) {
            if (cell == QLatin1String("~")) {
                cell.clear();
            } else if (!Odds::parse(cell)) {
                m_context.report(row, QStringLiteral("wrong-type"),
                                 QStringLiteral("heading '%1' in %2 is not odds like 3-1 or 1-2")
                                     .arg(quoteForMessage(cell), rowName));
            }
        }
        crt.headings.insert(QLatin1String(table), cells);
    }
}

void RulesetReader::readGasTable(const YamlNode *node)
{
    MappingReader in(m_context, node, QStringLiteral("gas_table"));
    if (!in.isValid())
        return;
    const QStringList columns
        = {QStringLiteral("mercenary_a"), QStringLiteral("mercenary_b"),
           QStringLiteral("conventional_a"), QStringLiteral("conventional_b")};
    m_rules.gasTable.columns = readRefList(in.required("columns"), valueName("columns", in.what()),
                                           QStringLiteral("gas column"), columns);
    QStringList codes;
    for (const CombatResult &r : std::as_const(m_rules.crt.results))
        codes.append(r.code);
    readGrid(in.required("rows"), QStringLiteral("'rows' in gas_table"),
             int(m_rules.gasTable.columns.size()), codes, m_rules.gasTable);
}

void RulesetReader::readTurnRecord(const YamlNode *node)
{
    MappingReader in(m_context, node, QStringLiteral("turn_record"));
    if (!in.isValid())
        return;
    TurnRecord &t = m_rules.turnRecord;
    t.first = in.requiredInt("first", 1, 1).value_or(1);
    t.last = in.requiredInt("last", 1, 999).value_or(20);
    t.perRow = in.requiredInt("per_row", 1, 999).value_or(5);
    t.wraps = in.requiredBool("wraps").value_or(true);
}

void RulesetReader::readOption(MappingReader &in)
{
    RuleOption o;
    const QString &what = in.what();
    o.id = in.requiredId("id").value_or(QString());
    o.name = in.requiredText("name").value_or(QString());
    const YamlNode *defaultNode = in.required("default");
    forEachMapping(m_context, in.required("choices"), valueName("choices", what),
                   QStringLiteral("choice"), [&](MappingReader &c) {
                       RuleChoice choice;
                       choice.value = c.requiredText("value").value_or(QString());
                       choice.description = c.requiredText("description").value_or(QString());
                       o.choices.append(choice);
                   });
    if (o.choices.size() < 2)
        m_context.report(in.node(), QStringLiteral("wrong-size"),
                         QStringLiteral("%1 needs at least two choices").arg(what));
    if (auto d = readChoice(m_context, defaultNode, valueName("default", what), o.values()))
        o.defaultValue = o.values().at(*d);
    m_rules.options.append(o);
}

} // namespace

namespace {

/// Unit type ids of a constraint: checked against the ruleset when there is one.
QStringList readConstraintUnitTypes(ReadContext &context, const YamlNode *node, const QString &name,
                                    const Ruleset *ruleset)
{
    if (ruleset)
        return readRefs(context, node, name, QStringLiteral("unit type"), ruleset->unitTypeIds());
    QStringList ids;
    if (const YamlNode *list = expectSequence(context, node, name)) {
        for (const YamlNode *item : list->items)
            ids.append(readString(context, item, name).value_or(QString()));
    }
    return ids;
}

/// min and max of a count or a percentage: at least one, and min <= max.
void readConstraintBounds(ReadContext &context, MappingReader &in, ForceConstraint &c, int maximum)
{
    const YamlNode *minNode = in.optional("min");
    const YamlNode *maxNode = in.optional("max");
    if (minNode)
        c.min = readInt(context, minNode, valueName("min", in.what()), 0, maximum);
    if (maxNode)
        c.max = readInt(context, maxNode, valueName("max", in.what()), 0, maximum);
    if (!minNode && !maxNode)
        context.report(in.node(), QStringLiteral("missing-key"),
                       QStringLiteral("missing required key 'min' or 'max' in %1").arg(in.what()));
    if (c.min && c.max && *c.min > *c.max)
        context.report(minNode, QStringLiteral("out-of-range"),
                       QStringLiteral("'min' in %1 is %2, more than its 'max' %3")
                           .arg(in.what())
                           .arg(*c.min)
                           .arg(*c.max));
}

} // namespace

std::optional<ForceConstraint> readForceConstraint(ReadContext &context, MappingReader &in,
                                                   const Ruleset *ruleset)
{
    ForceConstraint c;
    const QString &what = in.what();
    c.line = in.node()->line;
    c.column = in.node()->column;
    c.id = in.requiredId("id").value_or(QString());
    const QStringList kinds = constraintKinds();
    const auto kind = in.requiredChoice("kind", kinds);
    const QStringList scopes = {QStringLiteral("colour"), QStringLiteral("side")};
    if (auto s = in.requiredChoice("scope", scopes))
        c.scope = scopes.at(*s);
    const QStringList severities
        = {QStringLiteral("error"), QStringLiteral("warning"), QStringLiteral("info")};
    if (const YamlNode *s = in.optional("severity")) {
        if (auto v = readChoice(context, s, valueName("severity", what), severities))
            c.severity = severities.at(*v);
    }
    if (const YamlNode *s = in.optional("summary"))
        c.summary = readText(context, s, valueName("summary", what)).value_or(QString());
    if (const YamlNode *l = in.optional("colours")) {
        const QString name = valueName("colours", what);
        if (ruleset) {
            c.colours = readRefs(context, l, name, QStringLiteral("colour"), ruleset->colourIds());
        } else if (const YamlNode *list = expectSequence(context, l, name)) {
            for (const YamlNode *item : list->items)
                c.colours.append(readString(context, item, name).value_or(QString()));
        }
    }
    if (!kind) {
        // Without a kind its keys cannot be checked; do not report each as unknown.
        for (const char *key :
             {"label", "option", "unit_types", "required_unit_types", "value", "min", "max"})
            in.accept(key);
        return std::nullopt;
    }
    c.kind = kinds.at(*kind);
    const auto unitTypes = [&](const YamlNode *node, const char *key) {
        return readConstraintUnitTypes(context, node, valueName(key, what), ruleset);
    };
    const auto option = [&](const YamlNode *node) {
        const QString name = valueName("option", what);
        if (ruleset)
            return readRef(context, node, name, QStringLiteral("purchase option"),
                           ruleset->purchaseOptionIds())
                .value_or(QString());
        return readString(context, node, name).value_or(QString());
    };
    const auto label = [&] {
        if (const YamlNode *l = in.optional("label"))
            c.label = readText(context, l, valueName("label", what)).value_or(QString());
    };
    if (c.kind == QLatin1String("count")) {
        if (const YamlNode *u = in.optional("unit_types"))
            c.unitTypes = unitTypes(u, "unit_types");
        label();
        readConstraintBounds(context, in, c, 100000);
    } else if (c.kind == QLatin1String("points_budget")) {
        if (const YamlNode *m = in.optional("max"))
            c.max = readInt(context, m, valueName("max", what), 0, 1000000);
        else if (c.scope == QLatin1String("colour"))
            context.report(in.node(), QStringLiteral("missing-key"),
                           QStringLiteral("missing required key 'max' in %1: with scope colour "
                                          "it needs one, a colour has no budget of its own")
                               .arg(what));
    } else if (c.kind == QLatin1String("points_percentage")) {
        c.unitTypes = unitTypes(in.required("unit_types"), "unit_types");
        label();
        readConstraintBounds(context, in, c, 100);
    } else if (c.kind == QLatin1String("all_or_none_option")) {
        c.option = option(in.required("option"));
        if (const YamlNode *u = in.optional("unit_types"))
            c.unitTypes = unitTypes(u, "unit_types");
        label();
    } else if (c.kind == QLatin1String("mutually_exclusive")) {
        const YamlNode *u = in.required("unit_types");
        c.unitTypes = unitTypes(u, "unit_types");
        if (u && u->isSequence() && u->items.size() < 2)
            context.report(
                u, QStringLiteral("wrong-size"),
                QStringLiteral("'unit_types' in %1 needs at least 2 unit types").arg(what));
    } else if (c.kind == QLatin1String("uniform_value")) {
        if (in.requiredChoice("value", {QStringLiteral("morale")}))
            c.value = QStringLiteral("morale");
    } else if (c.kind == QLatin1String("requires")) {
        // Two forms: an option only on these unit types, or these unit types only alongside
        // at least one unit of the required ones.
        if (const YamlNode *o = in.optional("option"))
            c.option = option(o);
        c.unitTypes = unitTypes(in.required("unit_types"), "unit_types");
        if (!in.has("option"))
            c.requiredUnitTypes
                = unitTypes(in.required("required_unit_types"), "required_unit_types");
        label();
    }
    return c;
}

std::unique_ptr<Ruleset> readRuleset(const YamlDocument &document, Diagnostics &diagnostics)
{
    auto ruleset = std::make_unique<Ruleset>();
    ReadContext context(document.fileName(), diagnostics);
    RulesetReader(context, *ruleset).read(document.root());
    if (context.errorCount() > 0)
        return nullptr;
    return ruleset;
}

std::unique_ptr<Ruleset> loadRuleset(const QString &path, const QString &displayName,
                                     Diagnostics &diagnostics)
{
    auto document = YamlDocument::load(path, displayName, diagnostics);
    if (!document)
        return nullptr;
    return readRuleset(*document, diagnostics);
}

} // namespace hexwright
