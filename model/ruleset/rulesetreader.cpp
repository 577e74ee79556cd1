// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ruleset/rulesetreader.h"

#include "families/familyregistry.h"
#include "io/formatupgrade.h"
#include "io/schemareader.h"
#include "io/yamltree.h"
#include "map/hexsides.h"
#include "ruleset/chartreader.h"

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
    void readFamily(MappingReader &top);
    void readRoad(const YamlNode *node);
    void readHexside(MappingReader &in);
    void readPurchaseOption(MappingReader &in);
    void readMorale(const YamlNode *node);
    void readUnitType(MappingReader &in);
    bool readFactors(const YamlNode *factorsNode, const YamlNode *provisionalNode,
                     const QString &what, UnitFactors &out);
    void readConstraint(MappingReader &in);
    void readPhase(MappingReader &in);
    void readTurnRecord(const YamlNode *node);
    void readOption(MappingReader &in);
    /// A choice's `sequence`: every phase id of sequence_of_play once, in the choice's order.
    QStringList readChoiceSequence(const YamlNode *node, const QString &what);

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
    /// The rule family named by `family:`, and its reader of the keys the family owns; null
    /// when the family is unknown (reported once, and its keys are then taken unchecked).
    const GameFamily *m_family = nullptr;
    std::unique_ptr<FamilyRulesReader> m_familyReader;
};

/**
 * Stands in for the reader of a family that is not known: takes every key it is handed
 * unchecked, so that one "unknown family" error is not followed by one per family key.
 */
class UncheckedFamilyReader : public FamilyRulesReader
{
public:
    void readColour(MappingReader &in, const ArmyColour &) override { acceptAll(in); }
    void readTerrain(MappingReader &in, const TerrainType &) override { acceptAll(in); }
    void readUnitType(MappingReader &in, const UnitType &) override { acceptAll(in); }
    void readTop(MappingReader &top, const Ruleset &) override { acceptAll(top); }
    std::shared_ptr<const FamilyRules> finish(const Ruleset &) override { return nullptr; }

private:
    static void acceptAll(MappingReader &in)
    {
        for (const auto &[key, value] : in.entries()) {
            Q_UNUSED(value);
            in.accept(key->scalar);
        }
    }
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
    readFamily(top);
    if (auto v = top.requiredInt("version", 1, 1000000))
        m_rules.version = *v;
    if (auto v = top.requiredText("name"))
        m_rules.name = *v;
    if (auto v = top.requiredText("publisher"))
        m_rules.publisher = *v;
    if (m_rules.board == BoardKind::Hex)
        readHex(top.required("hex"));

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
                       c.colour = readColour(in.required("colour"), valueName("colour", in.what()))
                                      .value_or(QColor());
                       m_familyReader->readColour(in, c);
                       m_rules.colours.append(c);
                       m_colourIds.append(c.id);
                   });
    forEachMapping(m_context, top.required("terrain"), valueName("terrain", what),
                   QStringLiteral("terrain"), [this](MappingReader &in) { readTerrain(in); });
    // Roads run between hex centres: a table ruleset may leave them out.
    if (const YamlNode *road
        = m_rules.board == BoardKind::Hex ? top.required("road") : top.optional("road"))
        readRoad(road);
    // Terrain on hex sides (ridges, walls, rivers): optional, hex boards only.
    if (const YamlNode *hexsides = top.optional("hexsides")) {
        if (m_rules.board != BoardKind::Hex)
            m_context.report(hexsides, QStringLiteral("wrong-board"),
                             QStringLiteral("'hexsides' in %1 needs a hex board").arg(what));
        else
            forEachMapping(m_context, hexsides, valueName("hexsides", what),
                           QStringLiteral("hexside type"),
                           [this](MappingReader &in) { readHexside(in); });
    }
    forEachMapping(
        m_context, top.required("markers"), valueName("markers", what), QStringLiteral("marker"),
        [this](MappingReader &in) {
            MarkerType e;
            e.id = in.requiredId("id").value_or(QString());
            e.name = in.requiredText("name").value_or(QString());
            // Optional, so a ruleset written before them still loads.
            if (const YamlNode *symbol = in.optional("symbol")) {
                const QStringList symbols = markerSymbols();
                if (auto k = readChoice(m_context, symbol, valueName("symbol", in.what()), symbols))
                    e.symbol = symbols.at(*k);
            }
            if (const YamlNode *owned = in.optional("owned"))
                e.owned = readBool(m_context, owned, valueName("owned", in.what())).value_or(false);
            if (const YamlNode *objective = in.optional("objective"))
                e.objective = readBool(m_context, objective, valueName("objective", in.what()))
                                  .value_or(false);
            m_rules.markers.append(e);
        });
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
    readTurnRecord(top.required("turn_record"));
    forEachMapping(m_context, top.required("sequence_of_play"), valueName("sequence_of_play", what),
                   QStringLiteral("phase"), [this](MappingReader &in) { readPhase(in); });
    forEachMapping(m_context, top.required("options"), valueName("options", what),
                   QStringLiteral("option"), [this](MappingReader &in) { readOption(in); });
    // Charts are shared core, read before the family's keys so its rules may look them up.
    if (const YamlNode *charts = top.optional("charts"))
        readCharts(m_context, charts, m_rules.charts);
    m_rules.bundledCharts = m_rules.charts;
    // The family's own top-level keys, read through the same mapping: a key that neither the
    // core nor the family asks for is reported as unknown when `top` goes out of scope.
    m_familyReader->readTop(top, m_rules);
    m_rules.familyRules = m_familyReader->finish(m_rules);
}

void RulesetReader::readFamily(MappingReader &top)
{
    const YamlNode *familyNode = top.required("family");
    if (auto id = readId(m_context, familyNode, valueName("family", top.what()))) {
        m_rules.family = *id;
        m_family = gameFamily(*id);
        if (!m_family)
            reportUnknownId(m_context, familyNode, QStringLiteral("rule family"), *id,
                            valueName("family", top.what()), gameFamilyIds());
    }
    m_familyReader
        = m_family ? m_family->rulesReader(m_context) : std::make_unique<UncheckedFamilyReader>();
    const YamlNode *boardNode = top.required("board");
    if (auto b = readChoice(m_context, boardNode, valueName("board", top.what()), boardKindIds())) {
        m_rules.board = *parseBoardKind(boardKindIds().at(*b));
        if (m_family && !m_family->boardKinds().contains(m_rules.board)) {
            QStringList boards;
            for (BoardKind kind : m_family->boardKinds())
                boards.append(boardKindId(kind));
            m_context.report(
                boardNode, QStringLiteral("wrong-board"),
                QStringLiteral("rule family '%1' is played on a %2 board, not %3")
                    .arg(m_rules.family, listChoices(boards), boardKindId(m_rules.board)));
        }
    }
}

void RulesetReader::readPhase(MappingReader &in)
{
    Phase p;
    const YamlNode *idNode = in.required("id");
    p.id = readId(m_context, idNode, valueName("id", in.what())).value_or(QString());
    // The family's engine plays only the phases it knows: any other id is refused here, at
    // its line, rather than when a game starts.
    if (m_family && !p.id.isEmpty() && !m_family->phaseIds().contains(p.id))
        reportUnknownId(m_context, idNode, QStringLiteral("phase"), p.id,
                        valueName("id", in.what()), m_family->phaseIds());
    p.step = in.requiredText("step").value_or(QString());
    p.name = in.requiredText("name").value_or(QString());
    const QStringList acting = {QStringLiteral("moving_player"), QStringLiteral("other_players"),
                                QStringLiteral("all_players")};
    if (auto a = in.requiredChoice("acting", acting))
        p.acting = acting.at(*a);
    m_rules.sequenceOfPlay.append(p);
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
    if (const YamlNode *tags = in.optional("tags")) {
        // Free words, not references: a family's rules give them their meaning.
        const QString name = valueName("tags", what);
        if (const YamlNode *list = expectSequence(m_context, tags, name)) {
            for (const YamlNode *item : list->items) {
                if (auto tag = readId(m_context, item, name))
                    t.tags.append(*tag);
            }
        }
    }
    m_familyReader->readTerrain(in, t);
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

void RulesetReader::readHexside(MappingReader &in)
{
    HexsideType h;
    const QString &what = in.what();
    h.id = in.requiredId("id").value_or(QString());
    if (!h.id.isEmpty() && m_rules.findHexside(h.id))
        m_context.report(in.required("id"), QStringLiteral("duplicate-id"),
                         QStringLiteral("hexside type '%1' is defined twice").arg(h.id));
    h.name = in.requiredText("name").value_or(QString());
    h.colour = readColour(in.required("colour"), valueName("colour", what)).value_or(QColor());
    if (auto k = in.requiredChoice("stroke", hexsideStrokeIds()))
        h.stroke = HexsideStroke(*k);
    if (const YamlNode *width = in.optional("width"))
        h.width = readNumber(m_context, width, valueName("width", what), 0.02, 0.4).value_or(0.12);
    if (auto k = in.requiredChoice("los", hexsideLosIds()))
        h.los = HexsideLos(*k);
    if (const YamlNode *height = in.optional("height"))
        h.height = readInt(m_context, height, valueName("height", what), 0, 99).value_or(1);
    if (const YamlNode *movementNode = in.optional("movement")) {
        MappingReader costs(m_context, movementNode, valueName("movement", what));
        for (const auto &[key, value] : costs.entries()) {
            const QString mc = key->scalar;
            costs.accept(mc);
            const QString name = QStringLiteral("'%1' in movement of %2").arg(mc, what);
            if (!m_movementClassIds.contains(mc)) {
                reportUnknownId(m_context, key, QStringLiteral("movement class"), mc,
                                valueName("movement", what), m_movementClassIds.list());
                continue;
            }
            HexsideCost cost;
            if (value->isScalar() && value->scalar == QLatin1String("prohibited"))
                cost.prohibited = true;
            else if (auto f = readNumber(m_context, value, name, 0, 99))
                cost.factors = *f;
            else
                continue;
            h.movement.insert(mc, cost);
        }
    }
    if (const YamlNode *modifiers = in.optional("attack_modifiers")) {
        // Free ids, like tags: the family's rules name the weapons and attack kinds.
        MappingReader mods(m_context, modifiers, valueName("attack_modifiers", what));
        for (const auto &[key, value] : mods.entries()) {
            mods.accept(key->scalar);
            const QString name
                = QStringLiteral("'%1' in attack_modifiers of %2").arg(key->scalar, what);
            if (auto v = readInt(m_context, value, name, -99, 99))
                h.attackModifiers.insert(key->scalar, *v);
        }
    }
    if (const YamlNode *tags = in.optional("tags")) {
        const QString name = valueName("tags", what);
        if (const YamlNode *list = expectSequence(m_context, tags, name)) {
            for (const YamlNode *item : list->items) {
                if (auto tag = readId(m_context, item, name))
                    h.tags.append(*tag);
            }
        }
    }
    if (m_rules.hexsides.size() >= int(NoHexside))
        m_context.report(
            in.node(), QStringLiteral("out-of-range"),
            QStringLiteral("a ruleset may define at most %1 hexside types").arg(int(NoHexside)));
    else
        m_rules.hexsides.append(h);
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
    if (const YamlNode *mark = in.optional("mark")) {
        // Short enough to fit in a corner of a half-inch counter.
        const QString name = valueName("mark", what);
        if (auto text = readText(m_context, mark, name)) {
            if (text->trimmed().size() > 3)
                m_context.report(
                    mark, QStringLiteral("out-of-range"),
                    QStringLiteral("%1 is '%2', longer than 3 characters").arg(name, *text));
            else
                p.mark = text->trimmed();
        }
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
    m_familyReader->readUnitType(in, u);
    m_rules.unitTypes.append(u);
    m_unitTypeIds.append(u.id);
}

void RulesetReader::readConstraint(MappingReader &in)
{
    if (auto c = readForceConstraint(m_context, in, &m_rules))
        m_rules.constraints.append(*c);
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

QStringList RulesetReader::readChoiceSequence(const YamlNode *node, const QString &what)
{
    KnownIds phaseIds;
    for (const Phase &phase : std::as_const(m_rules.sequenceOfPlay))
        phaseIds.append(phase.id);
    const QString name = valueName("sequence", what);
    QStringList ids;
    const YamlNode *list = expectSequence(m_context, node, name);
    if (!list)
        return ids;
    for (const YamlNode *item : list->items) {
        const std::optional<QString> id = readRef(item, name, QStringLiteral("phase"), phaseIds);
        if (!id)
            continue;
        if (ids.contains(*id))
            m_context.report(item, QStringLiteral("duplicate-id"),
                             QStringLiteral("phase '%1' twice in %2").arg(*id, name));
        else
            ids.append(*id);
    }
    for (const QString &id : phaseIds.list()) {
        if (!ids.contains(id))
            m_context.report(
                node, QStringLiteral("wrong-size"),
                QStringLiteral("%1 lacks phase '%2' of sequence_of_play").arg(name, id));
    }
    return ids;
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
                       if (const YamlNode *seq = c.optional("sequence"))
                           choice.sequence = readChoiceSequence(
                               seq, QStringLiteral("%1 of option '%2'").arg(c.what(), o.id));
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

std::unique_ptr<Ruleset> readRuleset(YamlDocument &document, Diagnostics &diagnostics)
{
    upgradeFormat(document, QStringLiteral("hexwright-ruleset"));
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
