// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Reads the keys a Crucible ruleset has beyond the shared core: per colour the values that
// are ours; per terrain its cover, sight and the movement classes it is easy for; per unit
// type its TU card (kind, DV per facing, speed band, weapons, Prime and built-in skills, the
// TUs it controls); and at the top the table, the scales, the quality ladder, the troop
// classes, the leader ranks, the Elite Skills, the limits, the LP costs and the Prime
// detachments, whose totals must be the sum of their parts. The shared reader
// (ruleset/rulesetreader.cpp) hands over the mappings, so every key is asked for by name and
// an unknown one is still reported.

#include "families/crucible/cruciblefamily.h"
#include "families/crucible/cruciblerules.h"

#include "io/schemareader.h"
#include "ruleset/ruleset.h"

#include <algorithm>

namespace hexwright {

namespace {

constexpr double MaxDistance = 1000;

/// An id named before the list it refers to is read: checked in finish().
struct ForwardRef
{
    const YamlNode *node;
    QString name;
    QString id;
    QString kind; ///< "quality level", "troop class", "leader rank" or "elite skill"
};

class CrucibleRulesReader : public FamilyRulesReader
{
public:
    explicit CrucibleRulesReader(ReadContext &context)
        : m_context(context)
        , m_rules(std::make_shared<CrucibleRules>())
    { }

    void readColour(MappingReader &in, const ArmyColour &colour) override;
    void readTerrain(MappingReader &in, const TerrainType &terrain) override;
    void readUnitType(MappingReader &in, const UnitType &type) override;
    void readTop(MappingReader &top, const Ruleset &core) override;
    std::shared_ptr<const FamilyRules> finish(const Ruleset &core) override;

private:
    CrucibleWeapon readWeapon(MappingReader &in);
    void readClass(MappingReader &in);
    void readSkill(MappingReader &in);
    void readPrime(MappingReader &in, const Ruleset &core);
    /// Reads an id to be checked in finish(); empty when it is not one.
    QString forward(const YamlNode *node, const QString &name, const QString &kind)
    {
        auto id = readText(m_context, node, name);
        if (!id)
            return QString();
        m_forwardRefs.append({node, name, *id, kind});
        return *id;
    }
    QStringList forwardList(const YamlNode *node, const QString &name, const QString &kind)
    {
        QStringList ids;
        if (const YamlNode *list = expectSequence(m_context, node, name)) {
            for (const YamlNode *item : list->items) {
                const QString id = forward(item, name, kind);
                if (!id.isEmpty())
                    ids.append(id);
            }
        }
        return ids;
    }
    QStringList movementClassIds(const Ruleset &core) const
    {
        QStringList ids;
        for (const MovementClass &mc : core.movementClasses)
            ids.append(mc.id);
        return ids;
    }

    ReadContext &m_context;
    std::shared_ptr<CrucibleRules> m_rules;
    QList<ForwardRef> m_forwardRefs;
    QStringList m_movementClasses;
    /// Prime detachments' totals, checked in finish() once every unit type's cost is read.
    QList<std::pair<const YamlNode *, QString>> m_primeNodes;
};

void CrucibleRulesReader::readColour(MappingReader &in, const ArmyColour &colour)
{
    // The supplement names forces, not colours: a ruleset says which values are its own.
    if (const YamlNode *node = in.optional("provisional"))
        m_rules->provisionalColours.insert(
            colour.id,
            readRefs(m_context, node, valueName("provisional", in.what()),
                     QStringLiteral("colour key"), QStringList {QStringLiteral("colour")}));
}

void CrucibleRulesReader::readTerrain(MappingReader &in, const TerrainType &terrain)
{
    static const QStringList covers {QStringLiteral("none"), QStringLiteral("soft"),
                                     QStringLiteral("hard")};
    static const QStringList sights {QStringLiteral("clear"), QStringLiteral("point_blank")};
    CrucibleTerrain t;
    if (auto c = in.requiredChoice("cover", covers))
        t.cover = covers.at(*c);
    if (auto s = in.requiredChoice("sight", sights))
        t.sight = sights.at(*s);
    QStringList known;
    for (auto it = terrain.moveCost.cbegin(); it != terrain.moveCost.cend(); ++it)
        known.append(it.key());
    t.easyFor = readRefs(m_context, in.required("easy_for"), valueName("easy_for", in.what()),
                         QStringLiteral("movement class"), known);
    m_rules->terrain.insert(terrain.id, t);
}

CrucibleWeapon CrucibleRulesReader::readWeapon(MappingReader &in)
{
    static const QStringList arcs {QStringLiteral("front"), QStringLiteral("left"),
                                   QStringLiteral("right"), QStringLiteral("rear"),
                                   QStringLiteral("all")};
    CrucibleWeapon w;
    w.name = in.requiredText("name").value_or(QString());
    w.sh = in.requiredInt("sh", 0, 99).value_or(0);
    w.fp = in.requiredText("fp").value_or(QString());
    w.arcs = readRefs(m_context, in.required("arcs"), valueName("arcs", in.what()),
                      QStringLiteral("arc"), arcs);
    if (const YamlNode *n = in.optional("close_quarter"))
        w.closeQuarter
            = readBool(m_context, n, valueName("close_quarter", in.what())).value_or(false);
    if (const YamlNode *n = in.optional("eot"))
        w.eot = readBool(m_context, n, valueName("eot", in.what())).value_or(false);
    if (const YamlNode *n = in.optional("to_hit"))
        w.toHit = readInt(m_context, n, valueName("to_hit", in.what()), 2, 6).value_or(0);
    if (const YamlNode *n = in.optional("intercept")) {
        MappingReader i(m_context, n, valueName("intercept", in.what()));
        if (i.isValid()) {
            w.interceptRolls = i.requiredInt("rolls", 1, 3).value_or(0);
            w.interceptQr = i.requiredInt("qr", -1, 0).value_or(0);
        }
    }
    if (const YamlNode *n = in.optional("provisional"))
        w.provisional = readRefs(
            m_context, n, valueName("provisional", in.what()), QStringLiteral("weapon value"),
            QStringList {QStringLiteral("sh"), QStringLiteral("fp"), QStringLiteral("arcs"),
                         QStringLiteral("to_hit"), QStringLiteral("intercept")});
    return w;
}

void CrucibleRulesReader::readUnitType(MappingReader &in, const UnitType &type)
{
    CrucibleTu tu;
    const QString &what = in.what();
    if (auto k = in.requiredChoice("kind", crucibleTuKindIds()))
        tu.kind = CrucibleTuKind(*k);
    MappingReader dv(m_context, in.required("dv"), valueName("dv", what));
    if (dv.isValid()) {
        tu.dvFront = dv.requiredInt("front", 0, 30).value_or(0);
        tu.dvSide = dv.requiredInt("side", 0, 30).value_or(0);
        tu.dvRear = dv.requiredInt("rear", 0, 30).value_or(0);
        tu.dvTop = dv.requiredInt("top", 0, 30).value_or(0);
    }
    static const QStringList speeds {QStringLiteral("slow"), QStringLiteral("medium"),
                                     QStringLiteral("fast"), QStringLiteral("very_fast"),
                                     QStringLiteral("fast_lt_noe")};
    if (auto s = in.requiredChoice("speed", speeds))
        tu.speed = speeds.at(*s);
    forEachMapping(m_context, in.required("armament"), valueName("armament", what),
                   QStringLiteral("weapon of %1").arg(type.id),
                   [&](MappingReader &w) { tu.weapons.append(readWeapon(w)); });
    if (const YamlNode *n = in.optional("prime"))
        tu.prime = readBool(m_context, n, valueName("prime", what)).value_or(false);
    if (const YamlNode *n = in.optional("skills"))
        tu.skills = forwardList(n, valueName("skills", what), QStringLiteral("elite skill"));
    if (const YamlNode *n = in.optional("controls"))
        tu.controls = readInt(m_context, n, valueName("controls", what), 0, 9).value_or(0);
    tu.provisional = readRefs(m_context, in.required("provisional_stats"),
                              valueName("provisional_stats", what), QStringLiteral("TU value"),
                              QStringList {QStringLiteral("dv"), QStringLiteral("speed"),
                                           QStringLiteral("armament"), QStringLiteral("cost")});
    if (tu.isControlled() && tu.controls > 0)
        m_context.report(
            in.node(), QStringLiteral("inconsistent"),
            QStringLiteral("%1 is controlled itself and cannot control others").arg(what));
    m_rules->tus.insert(type.id, tu);
}

void CrucibleRulesReader::readClass(MappingReader &in)
{
    CrucibleClass c;
    c.id = in.requiredId("id").value_or(QString());
    c.name = in.requiredText("name").value_or(QString());
    const QString quality = QStringLiteral("quality level");
    c.fightsAs = forward(in.required("fights_as"), valueName("fights_as", in.what()), quality);
    if (const YamlNode *n = in.optional("morale_as"))
        c.moraleAs = forward(n, valueName("morale_as", in.what()), quality);
    c.leadsAs = forward(in.required("leads_as"), valueName("leads_as", in.what()), quality);
    if (const YamlNode *n = in.optional("follow_me_as"))
        c.followMeAs = forward(n, valueName("follow_me_as", in.what()), quality);
    c.detachmentSize = in.requiredInt("detachment_size", 1, 99).value_or(0);
    c.troopSize = in.requiredInt("troop_size", 1, 99).value_or(0);
    c.lieutenantCost = in.requiredInt("lieutenant_cost", 0, 10000).value_or(0);
    c.provisional
        = readRefs(m_context, in.required("provisional"), valueName("provisional", in.what()),
                   QStringLiteral("class value"),
                   QStringList {QStringLiteral("troop_size"), QStringLiteral("detachment_size"),
                                QStringLiteral("lieutenant_cost")});
    if (c.troopSize > c.detachmentSize)
        m_context.report(in.node(), QStringLiteral("inconsistent"),
                         QStringLiteral("%1 has a Troop of %2 TUs, more than its detachment's %3")
                             .arg(in.what())
                             .arg(c.troopSize)
                             .arg(c.detachmentSize));
    m_rules->classes.append(c);
}

void CrucibleRulesReader::readSkill(MappingReader &in)
{
    static const QStringList scopes {QStringLiteral("leader"), QStringLiteral("tu"),
                                     QStringLiteral("force")};
    CrucibleSkill s;
    s.id = in.requiredId("id").value_or(QString());
    s.name = in.requiredText("name").value_or(QString());
    if (auto k = in.requiredChoice("scope", scopes))
        s.scope = CrucibleSkill::Scope(*k);
    s.from = in.requiredText("from").value_or(QString());
    s.cost = in.requiredInt("cost", 0, 10000).value_or(0);
    const auto optionalInt = [&](const char *key, int &out) {
        if (const YamlNode *n = in.optional(key))
            out = readInt(m_context, n, valueName(key, in.what()), -9, 9).value_or(0);
    };
    optionalInt("lv", s.lv);
    optionalInt("lp", s.lp);
    optionalInt("qr", s.qr);
    optionalInt("dv", s.dv);
    if (const YamlNode *n = in.optional("spread_factor"))
        s.spreadFactor
            = readNumber(m_context, n, valueName("spread_factor", in.what()), 0.1, 10).value_or(1);
    if (const YamlNode *n = in.optional("artillery_lp_factor"))
        s.artilleryLpFactor
            = readNumber(m_context, n, valueName("artillery_lp_factor", in.what()), 0.1, 10)
                  .value_or(1);
    s.provisional = readRefs(m_context, in.required("provisional"),
                             valueName("provisional", in.what()), QStringLiteral("skill value"),
                             QStringList {QStringLiteral("scope"), QStringLiteral("cost")});
    m_rules->skills.append(s);
}

void CrucibleRulesReader::readPrime(MappingReader &in, const Ruleset &core)
{
    CruciblePrime p;
    p.id = in.requiredId("id").value_or(QString());
    p.name = in.requiredText("name").value_or(QString());
    p.from = in.requiredText("from").value_or(QString());
    p.troopClass = forward(in.required("class"), valueName("class", in.what()),
                           QStringLiteral("troop class"));
    p.colour = readRef(m_context, in.required("colour"), valueName("colour", in.what()),
                       QStringLiteral("colour"), core.colourIds())
                   .value_or(QString());
    forEachMapping(m_context, in.required("tus"), valueName("tus", in.what()),
                   QStringLiteral("TU line"), [&](MappingReader &t) {
                       const QString type = readRef(m_context, t.required("unit_type"),
                                                    valueName("unit_type", t.what()),
                                                    QStringLiteral("unit type"), core.unitTypeIds())
                                                .value_or(QString());
                       p.tus.append({type, t.requiredInt("count", 1, 99).value_or(0)});
                   });
    forEachMapping(
        m_context, in.required("leaders"), valueName("leaders", in.what()),
        QStringLiteral("leader"), [&](MappingReader &l) {
            CruciblePrimeLeader leader;
            leader.rank = forward(l.required("rank"), valueName("rank", l.what()),
                                  QStringLiteral("leader rank"));
            leader.name = l.requiredText("name").value_or(QString());
            leader.lv = l.requiredInt("lv", 0, 9).value_or(0);
            leader.cost = l.requiredInt("cost", 0, 10000).value_or(0);
            leader.skills = forwardList(l.required("skills"), valueName("skills", l.what()),
                                        QStringLiteral("elite skill"));
            if (const YamlNode *n = l.optional("rides_with"))
                leader.ridesWith
                    = readText(m_context, n, valueName("rides_with", l.what())).value_or(QString());
            p.leaders.append(leader);
        });
    p.tuSkills = forwardList(in.required("tu_skills"), valueName("tu_skills", in.what()),
                             QStringLiteral("elite skill"));
    MappingReader extra(m_context, in.required("extra_sergeants"),
                        valueName("extra_sergeants", in.what()));
    if (extra.isValid()) {
        p.extraSergeantsMax = extra.requiredInt("max", 0, 99).value_or(0);
        p.extraSergeantCost = extra.requiredInt("cost", 0, 10000).value_or(0);
    }
    p.total = in.requiredInt("total", 0, 1000000).value_or(0);
    for (const CruciblePrimeLeader &leader : std::as_const(p.leaders)) {
        if (leader.ridesWith.isEmpty())
            continue;
        const bool found = std::any_of(
            p.leaders.cbegin(), p.leaders.cend(),
            [&](const CruciblePrimeLeader &other) { return other.name == leader.ridesWith; });
        if (!found)
            m_context.report(in.node(), QStringLiteral("unknown-id"),
                             QStringLiteral("%1 rides with '%2', who is none of the leaders of %3")
                                 .arg(leader.name, leader.ridesWith, in.what()));
    }
    m_primeNodes.append({in.node(), p.id});
    m_rules->primes.append(p);
}

void CrucibleRulesReader::readTop(MappingReader &top, const Ruleset &core)
{
    CrucibleRules &r = *m_rules;
    top.requiredChoice("dice", {QStringLiteral("d6")});
    if (top.requiredChoice("distance_unit", {QStringLiteral("cm")}))
        r.distanceUnit = QStringLiteral("cm");
    {
        MappingReader in(m_context, top.required("table"), valueName("table", top.what()));
        if (in.isValid()) {
            r.tableWidth = in.requiredNumber("width", 1, MaxDistance).value_or(0);
            r.tableDepth = in.requiredNumber("depth", 1, MaxDistance).value_or(0);
            r.tableProvisional = in.requiredBool("provisional").value_or(false);
        }
    }
    forEachMapping(
        m_context, top.required("scale_profiles"), valueName("scale_profiles", top.what()),
        QStringLiteral("scale profile"), [&](MappingReader &in) {
            CrucibleScale s;
            s.id = in.requiredId("id").value_or(QString());
            s.name = in.requiredText("name").value_or(QString());
            s.artillerySpread = in.requiredNumber("artillery_spread", 0, MaxDistance).value_or(0);
            s.leadfootMove = in.requiredNumber("leadfoot_move", 0, MaxDistance).value_or(0);
            r.scales.append(s);
        });
    forEachMapping(
        m_context, top.required("quality_levels"), valueName("quality_levels", top.what()),
        QStringLiteral("quality level"), [&](MappingReader &in) {
            CrucibleQuality q;
            q.id = in.requiredId("id").value_or(QString());
            q.name = in.requiredText("name").value_or(QString());
            q.qr = in.requiredInt("qr", 2, 6).value_or(0);
            q.lv = in.requiredInt("lv", 0, 9).value_or(0);
            q.provisional
                = readRefs(m_context, in.required("provisional"),
                           valueName("provisional", in.what()), QStringLiteral("quality value"),
                           QStringList {QStringLiteral("qr"), QStringLiteral("lv")});
            r.qualities.append(q);
        });
    forEachMapping(m_context, top.required("troop_classes"), valueName("troop_classes", top.what()),
                   QStringLiteral("troop class"), [&](MappingReader &in) { readClass(in); });
    forEachMapping(
        m_context, top.required("leader_ranks"), valueName("leader_ranks", top.what()),
        QStringLiteral("leader rank"), [&](MappingReader &in) {
            static const QStringList leads {QStringLiteral("detachment"), QStringLiteral("troop"),
                                            QStringLiteral("none")};
            CrucibleRank k;
            k.id = in.requiredId("id").value_or(QString());
            k.name = in.requiredText("name").value_or(QString());
            if (auto l = in.requiredChoice("leads", leads))
                k.leads = CrucibleRank::Leads(*l);
            k.paid = in.requiredBool("paid").value_or(false);
            if (const YamlNode *n = in.optional("replaces"))
                k.replaces
                    = forward(n, valueName("replaces", in.what()), QStringLiteral("leader rank"));
            if (const YamlNode *n = in.optional("extra"))
                k.extra = readBool(m_context, n, valueName("extra", in.what())).value_or(false);
            r.ranks.append(k);
        });
    forEachMapping(m_context, top.required("elite_skills"), valueName("elite_skills", top.what()),
                   QStringLiteral("elite skill"), [&](MappingReader &in) { readSkill(in); });
    {
        MappingReader in(m_context, top.required("limits"), valueName("limits", top.what()));
        if (in.isValid()) {
            r.limits.controlledPerController
                = in.requiredInt("controlled_per_controller", 1, 99).value_or(3);
            r.limits.backupWeaponsPerCar
                = in.requiredInt("backup_weapons_per_car", 0, 9).value_or(1);
            r.limits.thunderRunTokens = in.requiredInt("thunder_run_tokens", 0, 9).value_or(2);
        }
    }
    forEachMapping(m_context, top.required("lp_costs"), valueName("lp_costs", top.what()),
                   QStringLiteral("LP cost"), [&](MappingReader &in) {
                       CrucibleLpCost c;
                       c.id = in.requiredId("id").value_or(QString());
                       c.name = in.requiredText("name").value_or(QString());
                       c.lp = in.requiredInt("lp", 0, 99).value_or(0);
                       r.lpCosts.append(c);
                   });
    forEachMapping(m_context, top.required("prime_detachments"),
                   valueName("prime_detachments", top.what()), QStringLiteral("Prime detachment"),
                   [&](MappingReader &in) { readPrime(in, core); });
    if (!r.detachmentLeader() && !r.ranks.isEmpty())
        m_context.report(top.node(), QStringLiteral("missing-key"),
                         QStringLiteral("no leader rank leads a detachment (leads: detachment)"));
}

std::shared_ptr<const FamilyRules> CrucibleRulesReader::finish(const Ruleset &core)
{
    QStringList qualities;
    for (const CrucibleQuality &q : std::as_const(m_rules->qualities))
        qualities.append(q.id);
    const QStringList classes = m_rules->classIds();
    const QStringList ranks = m_rules->rankIds();
    const QStringList skills = m_rules->skillIds();
    for (const ForwardRef &ref : std::as_const(m_forwardRefs)) {
        const QStringList &known = ref.kind == QLatin1String("quality level") ? qualities
            : ref.kind == QLatin1String("troop class")                        ? classes
            : ref.kind == QLatin1String("leader rank")                        ? ranks
                                                                              : skills;
        if (!known.contains(ref.id))
            reportUnknownId(m_context, ref.node, ref.kind, ref.id, ref.name, known);
    }
    // A Prime detachment's total is the text's: it must be the sum of its parts.
    for (const auto &[node, id] : std::as_const(m_primeNodes)) {
        const CruciblePrime *p = m_rules->prime(id);
        if (!p)
            continue;
        const int parts = p->partsTotal(core);
        if (parts != p->total)
            m_context.report(node, QStringLiteral("inconsistent"),
                             QStringLiteral("Prime detachment '%1' totals %2 points, but its TUs "
                                            "and leaders cost %3")
                                 .arg(id)
                                 .arg(p->total)
                                 .arg(parts));
    }
    return m_rules;
}

} // namespace

std::unique_ptr<FamilyRulesReader> makeCrucibleRulesReader(ReadContext &context)
{
    return std::make_unique<CrucibleRulesReader>(context);
}

} // namespace hexwright
