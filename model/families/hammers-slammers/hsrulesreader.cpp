// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Reads the keys a Hammer's Slammers ruleset has beyond the shared core: the dice, the
// rubble, fortress and stacking rules, the odds limits, the CRT and the gas table at the top;
// an army per colour, combat and LOS values and rubbling per terrain type, a target class per
// unit type. The shared reader (ruleset/rulesetreader.cpp) hands over the mappings, so every
// key is asked for by name and an unknown one is still reported with a suggestion.

#include "families/hammers-slammers/hsfamily.h"
#include "families/hammers-slammers/hsrules.h"

#include "io/schemareader.h"
#include "ruleset/ruleset.h"

namespace hexwright {

namespace {

class HsRulesReader : public FamilyRulesReader
{
public:
    explicit HsRulesReader(ReadContext &context)
        : m_context(context)
        , m_rules(std::make_shared<HsRules>())
    { }

    void readColour(MappingReader &in, const ArmyColour &colour) override;
    void readTerrain(MappingReader &in, const TerrainType &terrain) override;
    void readUnitType(MappingReader &in, const UnitType &type) override;
    void readTop(MappingReader &top, const Ruleset &core) override;
    std::shared_ptr<const FamilyRules> finish(const Ruleset &core) override;

private:
    void readRubble(const YamlNode *node);
    void readFortress(const YamlNode *node, const Ruleset &core);
    void readStacking(const YamlNode *node);
    void readOdds(const YamlNode *node);
    void readCrt(const YamlNode *node);
    bool readGrid(const YamlNode *rowsNode, const QString &what, int columns,
                  const QStringList &codes, ResultGrid &out);
    void readGasTable(const YamlNode *node);
    QStringList resultCodes() const;

    ReadContext &m_context;
    std::shared_ptr<HsRules> m_rules;
    /// Terrain ids named before the whole terrain list is known: (node, value name).
    QList<std::pair<const YamlNode *, QString>> m_forwardTerrainRefs;
};

void HsRulesReader::readColour(MappingReader &in, const ArmyColour &colour)
{
    const QStringList armies = {QStringLiteral("conventional"), QStringLiteral("mercenary")};
    if (auto a = in.requiredChoice("army", armies))
        m_rules->armies.insert(colour.id, armies.at(*a));
}

void HsRulesReader::readTerrain(MappingReader &in, const TerrainType &terrain)
{
    HsTerrain t;
    const QString &what = in.what();
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
        // Refers to a terrain that may be defined later in the list: checked in finish().
        if (auto id = readString(m_context, becomes, valueName("rubbled_becomes", what))) {
            t.rubbledBecomes = *id;
            m_forwardTerrainRefs.append({becomes, valueName("rubbled_becomes", what)});
        }
    }
    m_rules->terrain.insert(terrain.id, t);
}

void HsRulesReader::readUnitType(MappingReader &in, const UnitType &type)
{
    if (auto c = in.requiredChoice("target_class", {QStringLiteral("A"), QStringLiteral("B")}))
        m_rules->targetClasses.insert(type.id, *c == 0 ? QLatin1Char('A') : QLatin1Char('B'));
    // A counter with a mounted back is a two-sided counter (skimmer infantry, §3.7).
    if (type.mounted && !type.hasAbility(QStringLiteral("two_sided")))
        m_context.report(
            in.optional("mounted"), QStringLiteral("inconsistent"),
            QStringLiteral("%1 has a mounted side but not the two_sided ability").arg(in.what()));
}

void HsRulesReader::readTop(MappingReader &top, const Ruleset &core)
{
    if (top.requiredChoice("dice", {QStringLiteral("2d6")}))
        m_rules->dice = QStringLiteral("2d6");
    readRubble(top.required("rubble"));
    readFortress(top.required("fortress"), core);
    readStacking(top.required("stacking"));
    readOdds(top.required("odds"));
    readCrt(top.required("crt"));
    readGasTable(top.required("gas_table"));
}

std::shared_ptr<const FamilyRules> HsRulesReader::finish(const Ruleset &core)
{
    const KnownIds terrainIds(core.terrainIds());
    for (const auto &[node, name] : std::as_const(m_forwardTerrainRefs))
        readRef(m_context, node, name, QStringLiteral("terrain"), terrainIds);
    return m_rules;
}

void HsRulesReader::readRubble(const YamlNode *node)
{
    MappingReader in(m_context, node, QStringLiteral("rubble"));
    if (!in.isValid())
        return;
    RubbleRules &r = m_rules->rubble;
    r.moveCostAdd = in.requiredInt("move_cost_add", 0, 99).value_or(0);
    r.directDefenceAdd = in.requiredInt("direct_defence_add", 0, 99).value_or(0);
    r.indirectDefenceAdd = in.requiredInt("indirect_defence_add", 0, 99).value_or(0);
    r.affectsLos = in.requiredBool("affects_los").value_or(false);
}

void HsRulesReader::readFortress(const YamlNode *node, const Ruleset &core)
{
    MappingReader in(m_context, node, QStringLiteral("fortress"));
    if (!in.isValid())
        return;
    FortressRules &f = m_rules->fortress;
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
    f.forbiddenTerrain = readRefs(m_context, in.required("forbidden_terrain"),
                                  valueName("forbidden_terrain", in.what()),
                                  QStringLiteral("terrain"), core.terrainIds());
}

void HsRulesReader::readStacking(const YamlNode *node)
{
    MappingReader in(m_context, node, QStringLiteral("stacking"));
    if (!in.isValid())
        return;
    StackingRules &s = m_rules->stacking;
    s.countersPerPlayerPerHex = in.requiredInt("counters_per_player_per_hex", 1, 99).value_or(3);
    s.apcWithInfantryCounts = in.requiredInt("apc_with_infantry_counts", 1, 9).value_or(2);
    s.towerWithGunCounts = in.requiredInt("tower_with_gun_counts", 1, 9).value_or(2);
}

void HsRulesReader::readOdds(const YamlNode *node)
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
        m_rules->odds.insert(QLatin1String(kind), out);
    }
    MappingReader extended(m_context, in.required("extended_range"),
                           valueName("extended_range", in.what()));
    if (extended.isValid()) {
        m_rules->extendedRangeMultiplier
            = extended.requiredNumber("range_multiplier", 1, 10).value_or(2);
        m_rules->extendedRangeAttackMultiplier
            = extended.requiredNumber("attack_multiplier", 0, 1).value_or(0.5);
    }
}

bool HsRulesReader::readGrid(const YamlNode *rowsNode, const QString &what, int columns,
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

QStringList HsRulesReader::resultCodes() const
{
    QStringList codes;
    for (const CombatResult &r : std::as_const(m_rules->crt.results))
        codes.append(r.code);
    return codes;
}

void HsRulesReader::readCrt(const YamlNode *node)
{
    MappingReader in(m_context, node, QStringLiteral("crt"));
    if (!in.isValid())
        return;
    CombatResultsTable &crt = m_rules->crt;
    forEachMapping(m_context, in.required("results"), valueName("results", in.what()),
                   QStringLiteral("result"), [&](MappingReader &r) {
                       CombatResult result;
                       result.code = r.requiredText("code").value_or(QString());
                       result.name = r.requiredText("name").value_or(QString());
                       crt.results.append(result);
                   });
    crt.columnCount = in.requiredInt("columns", 1, 20).value_or(0);
    if (crt.columnCount == 0)
        return;
    readGrid(in.required("rows"), QStringLiteral("'rows' in crt"), crt.columnCount, resultCodes(),
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

void HsRulesReader::readGasTable(const YamlNode *node)
{
    MappingReader in(m_context, node, QStringLiteral("gas_table"));
    if (!in.isValid())
        return;
    const QStringList columns
        = {QStringLiteral("mercenary_a"), QStringLiteral("mercenary_b"),
           QStringLiteral("conventional_a"), QStringLiteral("conventional_b")};
    ResultGrid &gas = m_rules->gasTable;
    gas.columns = readRefs(m_context, in.required("columns"), valueName("columns", in.what()),
                           QStringLiteral("gas column"), columns);
    readGrid(in.required("rows"), QStringLiteral("'rows' in gas_table"), int(gas.columns.size()),
             resultCodes(), gas);
}

} // namespace

std::unique_ptr<FamilyRulesReader> makeHsRulesReader(ReadContext &context)
{
    return std::make_unique<HsRulesReader>(context);
}

} // namespace hexwright
