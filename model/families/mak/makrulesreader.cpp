// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Reads the keys a Maschinen Krieger ruleset has beyond the shared core: per unit type its
// class, durability, weapons (attack codes), dog-fight rating and cargo; per terrain its
// height and line of sight; and at the top the unit classes, stacking, durability classes,
// weapon types, endurance results, the modifiers table, ranks, pilots, infantry, mines,
// indirect fire and transport. The shared reader (ruleset/rulesetreader.cpp) hands over the
// mappings, so every key is asked for by name and an unknown one is still reported.

#include "families/mak/makfamily.h"
#include "families/mak/makrules.h"

#include "io/schemareader.h"
#include "ruleset/ruleset.h"

namespace hexwright {

namespace {

/// An id named before the list it refers to is read: checked in finish().
struct ForwardRef
{
    const YamlNode *node;
    QString name;
    QString id;
    QString kind; ///< "unit class", "durability class", "colour" or "rank"
};

class MakRulesReader : public FamilyRulesReader
{
public:
    explicit MakRulesReader(ReadContext &context)
        : m_context(context)
        , m_rules(std::make_shared<MakRules>())
    { }

    void readTerrain(MappingReader &in, const TerrainType &terrain) override;
    void readUnitType(MappingReader &in, const UnitType &type) override;
    void readTop(MappingReader &top, const Ruleset &core) override;
    std::shared_ptr<const FamilyRules> finish(const Ruleset &core) override;

private:
    void readWeapon(MappingReader &in, MakUnit &unit);
    QList<MakModifier> readModifiers(const YamlNode *node, const QString &name);
    void readPilot(MappingReader &in);
    /// Reads an id to be checked in finish(); empty when it is not one.
    QString forward(const YamlNode *node, const QString &name, const QString &kind)
    {
        auto id = readText(m_context, node, name);
        if (!id)
            return QString();
        m_forwardRefs.append({node, name, *id, kind});
        return *id;
    }
    void checkTerrainChart(const Ruleset &core);

    ReadContext &m_context;
    std::shared_ptr<MakRules> m_rules;
    QList<ForwardRef> m_forwardRefs;
    /// Weapons read before the weapon types: (code node, name, code), parsed in finish().
    struct PendingWeapon
    {
        const YamlNode *node;
        QString name;
        QString unitType;
        int index;
    };
    QList<PendingWeapon> m_weapons;
};

void MakRulesReader::readTerrain(MappingReader &in, const TerrainType &terrain)
{
    MakTerrain t;
    t.height = in.requiredInt("height", 0, 9).value_or(0);
    t.blocksLos = in.requiredBool("blocks_los").value_or(false);
    if (const YamlNode *node = in.optional("type_i_only"))
        t.typeIOnly
            = readBool(m_context, node, valueName("type_i_only", in.what())).value_or(false);
    m_rules->terrain.insert(terrain.id, t);
}

void MakRulesReader::readWeapon(MappingReader &in, MakUnit &unit)
{
    MakWeapon w;
    const YamlNode *code = in.required("code");
    if (auto text = readText(m_context, code, valueName("code", in.what())))
        w.code = *text;
    if (const YamlNode *n = in.optional("rounds"))
        w.rounds = readInt(m_context, n, valueName("rounds", in.what()), 0, 99).value_or(0);
    if (const YamlNode *n = in.optional("indirect"))
        w.indirect = readBool(m_context, n, valueName("indirect", in.what())).value_or(false);
    if (const YamlNode *n = in.optional("bands")) {
        forEachMapping(m_context, n, valueName("bands", in.what()), QStringLiteral("band"),
                       [&](MappingReader &band) {
                           MakRangeBand b;
                           b.from = band.requiredInt("from", 1, 999).value_or(1);
                           b.to = band.requiredInt("to", 1, 999).value_or(1);
                           b.attack = band.requiredInt("attack", 0, 99).value_or(0);
                           if (b.from > b.to)
                               m_context.report(band.node(), QStringLiteral("out-of-range"),
                                                QStringLiteral("%1 runs from %2 to %3")
                                                    .arg(band.what())
                                                    .arg(b.from)
                                                    .arg(b.to));
                           w.bands.append(b);
                       });
    }
    if (const YamlNode *n = in.optional("provisional"))
        w.provisional = readRefs(m_context, n, valueName("provisional", in.what()),
                                 QStringLiteral("weapon value"),
                                 QStringList {QStringLiteral("attack"), QStringLiteral("range"),
                                              QStringLiteral("rounds"), QStringLiteral("bands")});
    m_weapons.append({code, valueName("code", in.what()), QString(), int(unit.weapons.size())});
    unit.weapons.append(w);
}

void MakRulesReader::readUnitType(MappingReader &in, const UnitType &type)
{
    MakUnit unit;
    const QString &what = in.what();
    unit.unitClass
        = forward(in.required("class"), valueName("class", what), QStringLiteral("unit class"));
    unit.durability = forward(in.required("durability"), valueName("durability", what),
                              QStringLiteral("durability class"));
    const int before = int(m_weapons.size());
    forEachMapping(m_context, in.required("weapons"), valueName("weapons", what),
                   QStringLiteral("weapon of %1").arg(type.id),
                   [&](MappingReader &w) { readWeapon(w, unit); });
    for (int i = before; i < m_weapons.size(); ++i)
        m_weapons[i].unitType = type.id;
    if (const YamlNode *n = in.optional("dogfight"))
        unit.dogfight = readInt(m_context, n, valueName("dogfight", what), 0, 20);
    if (const YamlNode *n = in.optional("carries")) {
        MappingReader carries(m_context, n, valueName("carries", what));
        if (carries.isValid()) {
            unit.carries = carries.requiredInt("sp", 0, 99).value_or(0);
            if (const YamlNode *c = carries.optional("classes")) {
                if (const YamlNode *list
                    = expectSequence(m_context, c, valueName("classes", carries.what()))) {
                    for (const YamlNode *item : list->items) {
                        const QString id = forward(item, valueName("classes", carries.what()),
                                                   QStringLiteral("unit class"));
                        if (!id.isEmpty())
                            unit.carriesClasses.append(id);
                    }
                }
            }
        }
    }
    if (const YamlNode *n = in.optional("side_stated"))
        unit.sideStated = readBool(m_context, n, valueName("side_stated", what)).value_or(true);
    unit.provisional
        = readRefs(m_context, in.required("provisional_stats"),
                   valueName("provisional_stats", what), QStringLiteral("unit value"),
                   QStringList {QStringLiteral("durability"), QStringLiteral("dogfight"),
                                QStringLiteral("carries"), QStringLiteral("weapons")});
    m_rules->units.insert(type.id, unit);
}

QList<MakModifier> MakRulesReader::readModifiers(const YamlNode *node, const QString &name)
{
    QList<MakModifier> list;
    forEachMapping(m_context, node, name, QStringLiteral("modifier"), [&](MappingReader &in) {
        MakModifier m;
        m.id = in.requiredId("id").value_or(QString());
        m.name = in.requiredText("name").value_or(QString());
        m.value = in.requiredInt("value", -20, 20).value_or(0);
        list.append(m);
    });
    return list;
}

void MakRulesReader::readPilot(MappingReader &in)
{
    MakPilot p;
    p.number = in.requiredInt("number", 1, 99).value_or(0);
    p.colour
        = forward(in.required("colour"), valueName("colour", in.what()), QStringLiteral("colour"));
    p.name = in.requiredText("name").value_or(QString());
    p.rank = forward(in.required("rank"), valueName("rank", in.what()), QStringLiteral("rank"));
    p.attack = in.requiredInt("attack", -4, 4).value_or(0);
    p.defence = in.requiredInt("defence", -4, 4).value_or(0);
    p.dogfight = in.requiredInt("dogfight", -4, 4).value_or(0);
    p.provisional = readRefs(m_context, in.required("provisional"),
                             valueName("provisional", in.what()), QStringLiteral("pilot value"),
                             QStringList {QStringLiteral("attack"), QStringLiteral("defence"),
                                          QStringLiteral("dogfight")});
    for (const MakPilot &other : std::as_const(m_rules->pilots)) {
        if (other.number == p.number && other.colour == p.colour)
            m_context.report(in.node(), QStringLiteral("duplicate-id"),
                             QStringLiteral("pilot number %1 of '%2' is listed twice")
                                 .arg(p.number)
                                 .arg(p.colour));
    }
    m_rules->pilots.append(p);
}

void MakRulesReader::readTop(MappingReader &top, const Ruleset &)
{
    MakRules &r = *m_rules;
    top.requiredChoice("dice", {QStringLiteral("2d6")});
    forEachMapping(m_context, top.required("unit_classes"), valueName("unit_classes", top.what()),
                   QStringLiteral("unit class"), [&](MappingReader &in) {
                       MakUnitClass c;
                       c.id = in.requiredText("id").value_or(QString());
                       c.name = in.requiredText("name").value_or(QString());
                       c.stackPoints = in.requiredInt("stack_points", 0, 4).value_or(0);
                       r.unitClasses.append(c);
                   });
    {
        MappingReader in(m_context, top.required("stack_limits"),
                         valueName("stack_limits", top.what()));
        if (in.isValid()) {
            r.stackLimit = in.requiredInt("per_side_per_hex", 1, 99).value_or(4);
            r.aircraftPerHex = in.requiredInt("aircraft_per_hex", 1, 99).value_or(4);
        }
    }
    if (const YamlNode *list = expectSequence(m_context, top.required("durability_classes"),
                                              valueName("durability_classes", top.what()))) {
        for (const YamlNode *item : list->items) {
            if (auto id = readText(m_context, item, valueName("durability_classes", top.what())))
                r.durabilityClasses.append(*id);
        }
    }
    forEachMapping(
        m_context, top.required("weapon_types"), valueName("weapon_types", top.what()),
        QStringLiteral("weapon type"), [&](MappingReader &in) {
            MakWeaponType w;
            w.id = in.requiredText("id").value_or(QString());
            w.name = in.requiredText("name").value_or(QString());
            if (const YamlNode *list = expectSequence(m_context, in.required("breakdown_on"),
                                                      valueName("breakdown_on", in.what()))) {
                for (const YamlNode *item : list->items) {
                    if (auto v
                        = readInt(m_context, item, valueName("breakdown_on", in.what()), 2, 12))
                        w.breakdownOn.append(*v);
                }
            }
            if (const YamlNode *n = in.optional("infantry_exempt"))
                w.infantryExempt = readBool(m_context, n, valueName("infantry_exempt", in.what()))
                                       .value_or(false);
            w.perPhase = in.requiredInt("per_phase", 0, 9).value_or(0);
            if (const YamlNode *n = in.optional("per_phase_defensive"))
                w.perPhaseDefensive
                    = readInt(m_context, n, valueName("per_phase_defensive", in.what()), 0, 9)
                          .value_or(0);
            r.weaponTypes.append(w);
        });
    forEachMapping(m_context, top.required("endurance_results"),
                   valueName("endurance_results", top.what()), QStringLiteral("result"),
                   [&](MappingReader &in) {
                       MakModifier m;
                       m.id = in.requiredText("id").value_or(QString());
                       m.name = in.requiredText("name").value_or(QString());
                       r.enduranceResults.append(m);
                   });
    r.modifiers = readModifiers(top.required("modifiers"), valueName("modifiers", top.what()));
    forEachMapping(m_context, top.required("ranks"), valueName("ranks", top.what()),
                   QStringLiteral("rank"), [&](MappingReader &in) {
                       MakRank k;
                       k.id = in.requiredId("id").value_or(QString());
                       k.name = in.requiredText("name").value_or(QString());
                       k.vp = in.requiredInt("vp", 0, 20).value_or(0);
                       r.ranks.append(k);
                   });
    forEachMapping(m_context, top.required("pilots"), valueName("pilots", top.what()),
                   QStringLiteral("pilot"), [&](MappingReader &in) { readPilot(in); });
    {
        MappingReader in(m_context, top.required("infantry"), valueName("infantry", top.what()));
        if (in.isValid()) {
            r.infantryMove = in.requiredInt("move", 0, 9).value_or(1);
            r.infantryCharge = in.requiredInt("charge", 0, 9).value_or(2);
            r.moraleRecoversUpTo = in.requiredInt("morale_recovers_up_to", 1, 6).value_or(4);
            r.moraleModifiers = readModifiers(in.required("morale_modifiers"),
                                              valueName("morale_modifiers", in.what()));
        }
    }
    {
        MappingReader in(m_context, top.required("mines"), valueName("mines", top.what()));
        if (in.isValid()) {
            r.minesMin = in.requiredInt("min", 0, 99).value_or(5);
            r.minesMax = in.requiredInt("max", 0, 99).value_or(13);
            r.minesArtilleryMax = in.requiredInt("artillery_max", 0, 99).value_or(20);
        }
    }
    {
        MappingReader in(m_context, top.required("indirect"), valueName("indirect", top.what()));
        if (in.isValid()) {
            r.indirectAreaRadius = in.requiredInt("area_radius", 0, 9).value_or(1);
            r.indirectOffCentreEndurance
                = in.requiredInt("off_centre_endurance", -6, 6).value_or(1);
        }
    }
    {
        MappingReader in(m_context, top.required("transport"), valueName("transport", top.what()));
        if (in.isValid())
            r.defaultCarries = in.requiredInt("default_carries", 0, 99).value_or(2);
    }
}

void MakRulesReader::checkTerrainChart(const Ruleset &core)
{
    // The bundled movement costs are the terrain chart's cells: one set of values, written
    // twice only because the shared core needs them; they must agree.
    const Chart *chart = core.findChart(QStringLiteral("terrain-movement"));
    if (!chart)
        return;
    for (const TerrainType &t : core.terrain) {
        const int row = chart->rowOf(t.name);
        if (row < 0)
            continue;
        for (const MovementClass &mc : core.movementClasses) {
            const ChartCell *cell = chart->cell(row, chart->columnOf(mc.name));
            if (!cell)
                continue;
            const MoveCost cost = t.moveCost.value(mc.id);
            const bool agrees = cost.prohibited
                ? cell->kind == ChartCell::Kind::Text && cell->text == QLatin1String("P")
                : cell->kind == ChartCell::Kind::Number && cell->number == cost.factors;
            if (!agrees)
                m_context.report(nullptr, QStringLiteral("inconsistent"),
                                 QStringLiteral("the terrain-movement chart gives %1 for %2 and "
                                                "%3, move_cost of terrain '%4' another value")
                                     .arg(cell->text, t.name, mc.name, t.id));
        }
    }
}

std::shared_ptr<const FamilyRules> MakRulesReader::finish(const Ruleset &core)
{
    QStringList classes;
    for (const MakUnitClass &c : std::as_const(m_rules->unitClasses))
        classes.append(c.id);
    QStringList ranks;
    for (const MakRank &k : std::as_const(m_rules->ranks))
        ranks.append(k.id);
    for (const ForwardRef &ref : std::as_const(m_forwardRefs)) {
        const QStringList &known = ref.kind == QLatin1String("unit class") ? classes
            : ref.kind == QLatin1String("durability class") ? m_rules->durabilityClasses
            : ref.kind == QLatin1String("rank")             ? ranks
                                                            : core.colourIds();
        if (!known.contains(ref.id))
            reportUnknownId(m_context, ref.node, ref.kind, ref.id, ref.name, known);
    }
    const QStringList types = m_rules->weaponTypeIds();
    for (const PendingWeapon &p : std::as_const(m_weapons)) {
        MakWeapon &w = m_rules->units[p.unitType].weapons[p.index];
        const auto parsed = parseAttackCode(w.code, types);
        if (!parsed) {
            m_context.report(p.node, QStringLiteral("wrong-type"),
                             QStringLiteral("%1 is '%2', not an attack code such as 8L8 (attack, "
                                            "weapon type %3, range)")
                                 .arg(p.name, w.code, listChoices(types)));
            continue;
        }
        w.attack = parsed->attack;
        w.type = parsed->type;
        w.range = parsed->range;
    }
    checkTerrainChart(core);
    return m_rules;
}

} // namespace

std::unique_ptr<FamilyRulesReader> makeMakRulesReader(ReadContext &context)
{
    return std::make_unique<MakRulesReader>(context);
}

} // namespace hexwright
