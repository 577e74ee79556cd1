// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The scenario reader, continued: sides, force entries, reinforcements and victory.

#include "scenario/scenarioreader_p.h"

#include "map/panel.h"
#include "ruleset/ruleset.h"

namespace hexwright {
namespace detail {

void ScenarioReader::readSide(MappingReader &in)
{
    Side side;
    side.position = positionOf(in.node());
    const QString &what = in.what();
    side.id = in.requiredId("id").value_or(QString());
    side.name = in.requiredText("name").value_or(QString());
    side.player = in.requiredInt("player", 1, 4).value_or(1);
    if (const YamlNode *n = in.optional("non_player"))
        side.nonPlayer = readBool(m_context, n, valueName("non_player", what)).value_or(false);
    const YamlNode *coloursNode = in.required("colours");
    if (const YamlNode *list = expectSequence(m_context, coloursNode, valueName("colours", what))) {
        for (const YamlNode *c : list->items) {
            if (auto colour = readColourRef(c, valueName("colours", what)))
                side.colours.append(*colour);
        }
        if (list->items.empty())
            m_context.report(list, QStringLiteral("wrong-size"),
                             QStringLiteral("%1 needs at least one colour").arg(what));
    }
    const QStringList roles
        = {QStringLiteral("attacker"), QStringLiteral("defender"), QStringLiteral("none")};
    if (auto r = in.requiredChoice("role", roles))
        side.role = static_cast<Side::Role>(*r);
    side.setupOrder = in.requiredInt("setup_order", 1, 4).value_or(1);
    side.moveOrder = in.requiredInt("move_order", 1, 4).value_or(1);
    if (const YamlNode *b = in.optional("budget"))
        side.budget = readInt(m_context, b, valueName("budget", what), 0, 100000);
    if (const YamlNode *z = in.optional("default_zone"))
        side.defaultZone = readRef(z, valueName("default_zone", what), zoneKind(), m_zoneIds)
                               .value_or(QString());
    // Which factions and choices are valid is the rule family's business (its checks).
    if (const YamlNode *f = in.optional("faction"))
        side.faction = readId(m_context, f, valueName("faction", what)).value_or(QString());
    if (const YamlNode *c = in.optional("choices")) {
        const QString name = valueName("choices", what);
        MappingReader choices(m_context, c, name);
        for (const auto &[key, value] : choices.entries()) {
            choices.accept(key->scalar);
            const auto choice = readId(m_context, key, name);
            const auto text = readText(m_context, value,
                                       QStringLiteral("choice '%1' in %2").arg(key->scalar, what));
            if (choice && text)
                side.choices.insert(*choice, *text);
        }
    }
    forEachMapping(
        m_context, in.required("morale"), valueName("morale", what),
        QStringLiteral("morale of %1, block").arg(what), [&](MappingReader &m) {
            MoraleBlock block;
            const YamlNode *cn = m.required("colours");
            if (const YamlNode *list
                = expectSequence(m_context, cn, valueName("colours", m.what()))) {
                for (const YamlNode *c : list->items) {
                    if (auto colour = readColourRef(c, valueName("colours", m.what())))
                        block.colours.append(*colour);
                }
            }
            block.value = m.requiredInt("value", 2, 12).value_or(7);
            if (const YamlNode *f = m.optional("free"))
                block.free = readBool(m_context, f, valueName("free", m.what())).value_or(false);
            if (const YamlNode *steps = m.optional("steps")) {
                forEachMapping(m_context, steps, valueName("steps", m.what()),
                               QStringLiteral("morale step"), [&](MappingReader &st) {
                                   MoraleStep step;
                                   step.losses = st.requiredInt("losses", 1, 1000).value_or(0);
                                   step.morale = st.requiredInt("morale", 2, 12).value_or(0);
                                   block.steps.append(step);
                               });
            }
            if (const YamlNode *rules = m.optional("rules"))
                forEachMapping(m_context, rules, valueName("rules", m.what()),
                               QStringLiteral("morale rule"), [&](MappingReader &r) {
                                   if (auto rule = readMoraleRule(r))
                                       block.rules.append(*rule);
                               });
            side.morale.append(block);
        });
    if (const YamlNode *b = in.optional("briefing"))
        side.briefing = readMultilineText(b, valueName("briefing", what)).value_or(QString());
    m_s.sides.append(side);
}

std::optional<MoraleRule> ScenarioReader::readMoraleRule(MappingReader &in)
{
    const QStringList kinds = moraleRuleKindNames();
    const auto kind = in.requiredChoice("kind", kinds);
    if (!kind) {
        in.accept("losses");
        in.accept("thresholds");
        return std::nullopt;
    }
    MoraleRule rule;
    rule.kind = static_cast<MoraleRule::Kind>(*kind);
    switch (rule.kind) {
    case MoraleRule::Kind::WithdrawAfterLosses:
        rule.losses = in.requiredInt("losses", 1, 1000).value_or(1);
        break;
    case MoraleRule::Kind::DesertOnRally: {
        int previous = 0;
        forEachMapping(m_context, in.required("thresholds"), valueName("thresholds", in.what()),
                       QStringLiteral("threshold"), [&](MappingReader &t) {
                           RallyThreshold threshold;
                           threshold.losses = t.requiredInt("losses", 1, 1000).value_or(0);
                           threshold.roll = t.requiredInt("roll", 2, 12).value_or(0);
                           if (threshold.losses && threshold.losses <= previous)
                               m_context.report(t.node(), QStringLiteral("not-ascending"),
                                                QStringLiteral("%1: losses must rise from one "
                                                               "threshold to the next")
                                                    .arg(t.what()));
                           previous = std::max(previous, threshold.losses);
                           rule.thresholds.append(threshold);
                       });
        break;
    }
    case MoraleRule::Kind::FailedRallyEliminates:
    case MoraleRule::Kind::DesperationOnly:
        break;
    }
    return rule;
}

void ScenarioReader::readHidden(MappingReader &in)
{
    HiddenUnits h;
    h.position = positionOf(in.node());
    const QString &what = in.what();
    h.id = in.requiredId("id").value_or(QString());
    h.side
        = readRef(in.required("side"), valueName("side", what), QStringLiteral("side"), m_sideIds)
              .value_or(QString());
    h.colour = readColourRef(in.required("colour"), valueName("colour", what)).value_or(QString());
    const YamlNode *unitNode = in.required("unit");
    if (m_haveRuleset) {
        h.unitType
            = readRef(unitNode, valueName("unit", what), QStringLiteral("unit type"), m_unitTypeIds)
                  .value_or(QString());
    } else {
        h.unitType = readString(m_context, unitNode, valueName("unit", what)).value_or(QString());
    }
    h.zone = readRef(in.required("zone"), valueName("zone", what), zoneKind(), m_zoneIds)
                 .value_or(QString());
    QList<int> seen;
    forEachMapping(m_context, in.required("outcomes"), valueName("outcomes", what),
                   QStringLiteral("outcome"), [&](MappingReader &o) {
                       HiddenUnits::Outcome outcome;
                       const QString rollsName = valueName("rolls", o.what());
                       if (const YamlNode *rolls
                           = expectSequence(m_context, o.required("rolls"), rollsName)) {
                           for (const YamlNode *r : rolls->items) {
                               auto face = readInt(m_context, r, rollsName, 1, 6);
                               if (!face)
                                   continue;
                               if (seen.contains(*face))
                                   m_context.report(r, QStringLiteral("duplicate"),
                                                    QStringLiteral("%1: face %2 is already in "
                                                                   "another outcome")
                                                        .arg(rollsName)
                                                        .arg(*face));
                               seen.append(*face);
                               outcome.rolls.append(*face);
                           }
                       }
                       outcome.count = o.requiredInt("count", 1, 100).value_or(1);
                       h.outcomes.append(outcome);
                   });
    if (const YamlNode *n = in.optional("note"))
        h.note = readText(m_context, n, valueName("note", what)).value_or(QString());
    m_s.hidden.append(h);
}

void ScenarioReader::readForce(MappingReader &in)
{
    ForceEntry f;
    f.position = positionOf(in.node());
    const QString &what = in.what();
    f.id = in.requiredId("id").value_or(QString());
    f.side
        = readRef(in.required("side"), valueName("side", what), QStringLiteral("side"), m_sideIds)
              .value_or(QString());
    f.colour = readColourRef(in.required("colour"), valueName("colour", what)).value_or(QString());
    const YamlNode *unitNode = in.required("unit");
    if (m_haveRuleset) {
        f.unitType
            = readRef(unitNode, valueName("unit", what), QStringLiteral("unit type"), m_unitTypeIds)
                  .value_or(QString());
    } else {
        f.unitType = readString(m_context, unitNode, valueName("unit", what)).value_or(QString());
    }
    f.count = in.requiredInt("count", 1, 1000).value_or(1);
    if (const YamlNode *o = in.optional("options")) {
        if (m_haveRuleset)
            f.options = readRefs(o, valueName("options", what), QStringLiteral("purchase option"),
                                 m_purchaseOptionIds);
    }
    const YamlNode *placementNode = in.required("placement");
    const QString placementName = valueName("placement", what);
    if (placementNode && placementNode->isScalar()
        && placementNode->scalar == QLatin1String("off_board")) {
        f.placement.kind = Placement::Kind::OffBoard;
    } else if (placementNode) {
        MappingReader p(m_context, placementNode, QStringLiteral("placement of %1").arg(what));
        if (p.isValid()) {
            const int given = int(p.has("zone")) + int(p.has("hex")) + int(p.has("at"))
                + int(p.has("reinforcement"));
            if (given != 1)
                m_context.report(placementNode, QStringLiteral("bad-placement"),
                                 isTable() ? QStringLiteral("%1 needs exactly one of zone, at or "
                                                            "reinforcement (or write off_board)")
                                                 .arg(placementName)
                                           : QStringLiteral("%1 needs exactly one of zone, hex or "
                                                            "reinforcement (or write off_board)")
                                                 .arg(placementName));
            // A hex on a table, a point on a hex board: refused where they are written.
            if (isTable() && p.has("hex"))
                reportWrongBoard(p, "hex",
                                 QStringLiteral("%1 names a hex, but this scenario is played on "
                                                "a table board: write at: [x, y] in the "
                                                "table's unit, or zone: a deployment area")
                                     .arg(placementName));
            if (!isTable() && p.has("at"))
                reportWrongBoard(p, "at",
                                 QStringLiteral("%1 names a point of a table, but this scenario "
                                                "is played on a hex board: write hex: \"0405\"")
                                     .arg(placementName));
            if (const YamlNode *z = p.optional("zone")) {
                f.placement.kind = Placement::Kind::Zone;
                f.placement.zone = readRef(z, valueName("zone", p.what()), zoneKind(), m_zoneIds)
                                       .value_or(QString());
            }
            if (const YamlNode *h = isTable() ? nullptr : p.optional("hex")) {
                f.placement.kind = Placement::Kind::Hex;
                f.placement.hex = readHex(h, valueName("hex", p.what())).value_or(OffsetCoord {});
            }
            if (const YamlNode *a = isTable() ? p.optional("at") : nullptr) {
                f.placement.kind = Placement::Kind::Point;
                f.placement.point = readPoint(a, valueName("at", p.what())).value_or(TablePoint());
            }
            if (const YamlNode *r = p.optional("reinforcement")) {
                f.placement.kind = Placement::Kind::Reinforcement;
                f.placement.reinforcement
                    = readRef(r, valueName("reinforcement", p.what()),
                              QStringLiteral("reinforcement"), m_reinforcementIds)
                          .value_or(QString());
            }
        }
    }
    if (const YamlNode *n = in.optional("note"))
        f.note = readText(m_context, n, valueName("note", what)).value_or(QString());
    if (const YamlNode *fam = in.optional("family"))
        readFamilyValues(fam, valueName("family", what), f.family, f.familyPositions);
    m_s.forces.append(f);
}

std::optional<EdgeSpec> ScenarioReader::readEdge(const YamlNode *node, const QString &name,
                                                 bool allowAnchor)
{
    MappingReader in(m_context, node, name);
    if (!in.isValid())
        return std::nullopt;
    EdgeSpec edge;
    if (auto s = in.requiredChoice("side", EdgeSides))
        edge.side = EdgeSides.at(*s);
    if (isTable() && in.has("panels")) {
        reportWrongBoard(in, "panels",
                         QStringLiteral("%1 names panels, but this scenario is played on a table "
                                        "board: an edge is a whole side of the table")
                             .arg(in.what()));
    } else if (const YamlNode *p = in.optional("panels")) {
        const QString panelsName = valueName("panels", in.what());
        if (m_havePanels) {
            edge.panels = readRefs(p, panelsName, QStringLiteral("panel"), m_panelIds);
        } else if (const YamlNode *list = expectSequence(m_context, p, panelsName)) {
            for (const YamlNode *item : list->items)
                edge.panels.append(readString(m_context, item, panelsName).value_or(QString()));
        }
    }
    if (!allowAnchor)
        return edge;
    // Where along the edge: "hex 1801 and all hexes east of it".
    const YamlNode *anchorNode = in.optional("anchor");
    if (anchorNode && isTable()) {
        reportWrongBoard(in, "anchor",
                         QStringLiteral("%1 names an anchor hex, but this scenario is played on "
                                        "a table board: an edge is a whole side of the table")
                             .arg(in.what()));
        anchorNode = nullptr;
    } else if (anchorNode) {
        edge.anchor = readHex(anchorNode, valueName("anchor", in.what()));
    }
    if (const YamlNode *d = in.optional("direction")) {
        const bool across
            = edge.side == QLatin1String("north") || edge.side == QLatin1String("south");
        const QStringList along = edge.side.isEmpty() ? EdgeSides
            : across ? QStringList {QStringLiteral("east"), QStringLiteral("west")}
                     : QStringList {QStringLiteral("north"), QStringLiteral("south")};
        if (auto dir = readChoice(m_context, d, valueName("direction", in.what()), along))
            edge.direction = along.at(*dir);
        if (!anchorNode && !isTable())
            m_context.report(d, QStringLiteral("missing-key"),
                             QStringLiteral("%1 gives a direction along the edge but no anchor "
                                            "hex to run from")
                                 .arg(in.what()));
    }
    return edge;
}

std::optional<Entry> ScenarioReader::readEntry(const YamlNode *node, const QString &what,
                                               bool allowDieRoll)
{
    MappingReader in(m_context, node, what);
    if (!in.isValid())
        return std::nullopt;
    QStringList kinds = {QStringLiteral("edge"), QStringLiteral("road_hex"), QStringLiteral("zone"),
                         QStringLiteral("paradrop")};
    if (allowDieRoll)
        kinds.append(QStringLiteral("die_roll"));
    const auto kind = in.requiredChoice("kind", kinds);
    if (!kind) {
        for (const char *key : {"edge", "hex", "zone", "outcomes", "reroll_if_same_as"})
            in.accept(key);
        return std::nullopt;
    }
    Entry entry;
    entry.kind = static_cast<Entry::Kind>(*kind);
    if (isTable() && (entry.kind == Entry::Kind::RoadHex || entry.kind == Entry::Kind::Paradrop)) {
        // Their hex or zone is still read below, so that it is not reported as unknown.
        m_context.report(valueOfKey(in.node(), "kind"), QStringLiteral("hex-only"),
                         QStringLiteral("'%1' in %2 enters on hexes, but this scenario is played "
                                        "on a table board: enter by an edge of the table or in "
                                        "a deployment area (kind edge or zone)")
                             .arg(kinds.at(*kind), what));
    }
    switch (entry.kind) {
    case Entry::Kind::Edge:
        if (auto e = readEdge(in.required("edge"), valueName("edge", what), true))
            entry.edge = *e;
        break;
    case Entry::Kind::RoadHex:
        entry.hex = readHex(in.required("hex"), valueName("hex", what)).value_or(OffsetCoord {});
        break;
    case Entry::Kind::Zone:
    case Entry::Kind::Paradrop:
        entry.zone = readRef(in.required("zone"), valueName("zone", what), zoneKind(), m_zoneIds)
                         .value_or(QString());
        break;
    case Entry::Kind::DieRoll:
        forEachMapping(m_context, in.required("outcomes"), valueName("outcomes", what),
                       QStringLiteral("outcome"), [&](MappingReader &o) {
                           Entry::Outcome outcome;
                           const QString rollsName = valueName("rolls", o.what());
                           if (const YamlNode *rolls
                               = expectSequence(m_context, o.required("rolls"), rollsName)) {
                               for (const YamlNode *r : rolls->items) {
                                   if (auto face = readInt(m_context, r, rollsName, 1, 6))
                                       outcome.rolls.append(*face);
                               }
                           }
                           if (auto e = readEdge(o.required("edge"), valueName("edge", o.what())))
                               outcome.edge = *e;
                           entry.outcomes.append(outcome);
                       });
        if (const YamlNode *r = in.optional("reroll_if_same_as"))
            entry.rerollIfSameAs = readRef(r, valueName("reroll_if_same_as", what),
                                           QStringLiteral("reinforcement"), m_reinforcementIds)
                                       .value_or(QString());
        break;
    }
    return entry;
}

void ScenarioReader::readReinforcement(MappingReader &in)
{
    Reinforcement r;
    r.position = positionOf(in.node());
    const QString &what = in.what();
    r.id = in.requiredId("id").value_or(QString());
    r.side
        = readRef(in.required("side"), valueName("side", what), QStringLiteral("side"), m_sideIds)
              .value_or(QString());
    r.turn = in.requiredInt("turn", 1, 999).value_or(1);
    if (auto e = readEntry(in.required("entry"), QStringLiteral("entry of %1").arg(what), true))
        r.entry = *e;
    m_s.reinforcements.append(r);
}

std::optional<QVariant> ScenarioReader::readParameter(const ParamSpec &spec, const YamlNode *node,
                                                      const QString &name)
{
    // Hexes, panels and markers are parts of a hex board: on a table they are refused at the
    // parameter (zones are the table's deployment areas, and read as zones below).
    if (isTable()
        && (spec.type == ParamType::Hexes || spec.type == ParamType::Panels
            || spec.type == ParamType::SidePanels || spec.type == ParamType::Marker)) {
        m_context.report(node, QStringLiteral("hex-only"),
                         QStringLiteral("%1 names %2, but this scenario is played on a table "
                                        "board")
                             .arg(name,
                                  spec.type == ParamType::Hexes ? QStringLiteral("hexes")
                                      : spec.type == ParamType::Marker
                                      ? QStringLiteral("a kind of marker")
                                      : QStringLiteral("panels")));
        return std::nullopt;
    }
    switch (spec.type) {
    case ParamType::Side:
        if (auto v = readRef(node, name, QStringLiteral("side"), m_sideIds))
            return QVariant(*v);
        break;
    case ParamType::Zone:
        if (auto v = readRef(node, name, zoneKind(), m_zoneIds))
            return QVariant(*v);
        break;
    case ParamType::Zones:
        return QVariant(readRefs(node, name, zoneKind(), m_zoneIds));
    case ParamType::Hexes: {
        QStringList labels;
        for (const OffsetCoord &hex : readHexes(node, name))
            labels.append(formatHexLabel(hex));
        return QVariant(labels);
    }
    case ParamType::Turn:
        if (auto v = readInt(m_context, node, name, 1, 999))
            return QVariant(*v);
        break;
    case ParamType::Count:
        if (auto v = readInt(m_context, node, name, 0, 100000))
            return QVariant(*v);
        break;
    case ParamType::Flag:
        if (auto v = readBool(m_context, node, name))
            return QVariant(*v);
        break;
    case ParamType::Text:
        if (auto v = readText(m_context, node, name))
            return QVariant(*v);
        break;
    case ParamType::Edge:
        if (auto e = readEdge(node, name)) {
            QVariantMap map;
            map.insert(QStringLiteral("side"), e->side);
            if (!e->panels.isEmpty())
                map.insert(QStringLiteral("panels"), e->panels);
            return QVariant(map);
        }
        break;
    case ParamType::Levels: {
        QVariantList levels;
        // Points may be negative (a scenario's extras may cost more than it scores). The
        // lowest level may give no min: it holds for anything below the next ("below 0").
        std::optional<int> previous;
        bool lowest = true;
        forEachMapping(m_context, node, name, QStringLiteral("level"), [&](MappingReader &l) {
            const YamlNode *minNode = lowest ? l.optional("min") : l.required("min");
            const bool openBelow = lowest && !minNode;
            lowest = false;
            // No node reads as no number, reported by required() where one was due.
            const auto min
                = readInt(m_context, minNode, valueName("min", l.what()), -100000, 100000);
            const auto result = l.requiredChoice("result", victoryLevelResults());
            if (min && previous && *min <= *previous)
                m_context.report(minNode, QStringLiteral("out-of-range"),
                                 QStringLiteral("levels must go up: %1 has min %2 after %3")
                                     .arg(l.what())
                                     .arg(*min)
                                     .arg(*previous));
            if (min)
                previous = *min;
            if ((min || openBelow) && result) {
                QVariantMap level;
                if (min)
                    level.insert(QStringLiteral("min"), *min);
                level.insert(QStringLiteral("result"), victoryLevelResults().at(*result));
                levels.append(level);
            }
        });
        return QVariant(levels);
    }
    case ParamType::Colours: {
        QStringList colours;
        if (const YamlNode *list = expectSequence(m_context, node, name)) {
            for (const YamlNode *c : list->items) {
                if (auto colour = readColourRef(c, name))
                    colours.append(*colour);
            }
        }
        return QVariant(colours);
    }
    case ParamType::UnitTypes:
        if (m_haveRuleset)
            return QVariant(readRefs(node, name, QStringLiteral("unit type"), m_unitTypeIds));
        return QVariant(QStringList());
    case ParamType::Marker:
        if (m_haveRuleset) {
            if (auto v = readRef(node, name, QStringLiteral("marker"), m_markerIds))
                return QVariant(*v);
        }
        break;
    case ParamType::SideZones: {
        MappingReader map(m_context, node, name);
        QVariantMap out;
        for (const auto &[key, value] : map.entries()) {
            map.accept(key->scalar);
            if (!m_sideIds.contains(key->scalar)) {
                reportUnknownId(m_context, key, QStringLiteral("side"), key->scalar, name,
                                m_sideIds.list());
                continue;
            }
            if (auto zone = readRef(value, name, zoneKind(), m_zoneIds))
                out.insert(key->scalar, *zone);
        }
        return QVariant(out);
    }
    case ParamType::Sides:
        return QVariant(readRefs(node, name, QStringLiteral("side"), m_sideIds));
    case ParamType::Turns: {
        QVariantList turns;
        int previous = 0;
        if (const YamlNode *list = expectSequence(m_context, node, name)) {
            for (const YamlNode *item : list->items) {
                const auto turn = readInt(m_context, item, name, 1, 999);
                if (turn && *turn <= previous)
                    m_context.report(item, QStringLiteral("out-of-range"),
                                     QStringLiteral("%1 must go up: turn %2 after turn %3")
                                         .arg(name)
                                         .arg(*turn)
                                         .arg(previous));
                else if (turn)
                    turns.append(previous = *turn);
            }
        }
        return QVariant(turns);
    }
    case ParamType::Panels:
        return QVariant(readPanels(node, name));
    case ParamType::SidePanels: {
        MappingReader map(m_context, node, name);
        QVariantMap out;
        for (const auto &[key, value] : map.entries()) {
            map.accept(key->scalar);
            if (!m_sideIds.contains(key->scalar)) {
                reportUnknownId(m_context, key, QStringLiteral("side"), key->scalar, name,
                                m_sideIds.list());
                continue;
            }
            out.insert(key->scalar, readPanels(value, name));
        }
        return QVariant(out);
    }
    case ParamType::Terrains:
        if (m_haveRuleset)
            return QVariant(readRefs(node, name, QStringLiteral("terrain"), m_terrainIds));
        return QVariant(QStringList());
    }
    return std::nullopt;
}

QStringList ScenarioReader::readPanels(const YamlNode *node, const QString &name)
{
    if (m_havePanels)
        return readRefs(node, name, QStringLiteral("panel"), m_panelIds);
    QStringList panels;
    if (const YamlNode *list = expectSequence(m_context, node, name)) {
        for (const YamlNode *item : list->items)
            panels.append(readString(m_context, item, name).value_or(QString()));
    }
    return panels;
}

void ScenarioReader::readSpecialRule(MappingReader &in)
{
    SpecialRule rule;
    rule.position = positionOf(in.node());
    rule.id = in.requiredId("id").value_or(QString());
    rule.text
        = readMultilineText(in.required("text"), valueName("text", in.what())).value_or(QString());
    if (const YamlNode *effectNode = in.optional("effect")) {
        MappingReader effect(m_context, effectNode, valueName("effect", in.what()));
        if (effect.isValid()) {
            rule.effect.position = positionOf(effectNode);
            readEffect(effect, rule.effect);
        }
    }
    m_s.specialRules.append(rule);
}

void ScenarioReader::readEffect(MappingReader &in, RuleEffect &effect)
{
    const ParamKind *kind = readKindParameters(in, in.required("kind"), specialRuleEffectKinds(),
                                               effectKindIds(), effect.parameters);
    if (kind)
        effect.kind = QLatin1String(kind->id);
}

const ParamKind *ScenarioReader::readKindParameters(MappingReader &in, const YamlNode *kindNode,
                                                    const QList<ParamKind> &kinds,
                                                    const QStringList &ids, QVariantMap &parameters)
{
    const QString &what = in.what();
    const auto kindIndex
        = kindNode ? readChoice(m_context, kindNode, valueName("kind", what), ids) : std::nullopt;
    if (!kindIndex) {
        // Without a kind its parameters cannot be checked; do not report each as unknown.
        for (const auto &[key, value] : in.entries()) {
            Q_UNUSED(value);
            in.accept(key->scalar);
        }
        return nullptr;
    }
    const ParamKind &kind = kinds.at(*kindIndex);
    for (const ParamSpec &spec : kind.parameters) {
        const YamlNode *node = spec.required ? in.required(spec.key) : in.optional(spec.key);
        if (!node)
            continue;
        if (auto value = readParameter(spec, node, valueName(spec.key, what)))
            parameters.insert(QLatin1String(spec.key), *value);
    }
    return &kind;
}

void ScenarioReader::readVictory(MappingReader &in)
{
    VictoryCondition v;
    v.position = positionOf(in.node());
    const QString &what = in.what();
    v.id = in.requiredId("id").value_or(QString());
    const YamlNode *kindNode = in.required("kind");
    const ParamKind *kind
        = readKindParameters(in, kindNode, victoryConditionKinds(), victoryKindIds(), v.parameters);
    if (!kind)
        return;
    v.kind = QLatin1String(kind->id);
    const bool freeText = v.kind == QLatin1String("free_text");
    const YamlNode *descriptionNode
        = freeText ? in.required("description") : in.optional("description");
    if (descriptionNode) {
        if (auto d = readMultilineText(descriptionNode, valueName("description", what)))
            v.parameters.insert(QStringLiteral("description"), *d);
    }
    m_s.victory.append(v);
}

} // namespace detail
} // namespace hexwright
