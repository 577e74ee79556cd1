// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario/scenariowriter.h"

#include "board/tablelayoutio.h"
#include "io/safefile.h"
#include "io/schemacomment.h"
#include "io/yamlwriter.h"
#include "map/hexsidesio.h"
#include "map/panel.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"
#include "scenario/scenarioreader.h"
#include "scenario/victoryschema.h"

#include <cstdlib>

namespace hexwright {

namespace {

using V = YamlValue;

/// Hex labels with the one width the whole file uses (see labelDigits()).
struct LabelFormat
{
    int digits = 2;

    QString operator()(OffsetCoord hex) const { return formatHexLabel(hex, digits); }
    QStringList operator()(const QList<OffsetCoord> &hexes) const
    {
        QStringList out;
        out.reserve(hexes.size());
        for (const OffsetCoord &hex : hexes)
            out.append(formatHexLabel(hex, digits));
        return out;
    }
    /// Rewrites labels kept as text (victory parameters) to this width.
    QStringList operator()(const QStringList &texts) const
    {
        QStringList out;
        for (const QString &text : texts) {
            OffsetCoord hex;
            out.append(parseMapHexLabel(text, &hex) ? formatHexLabel(hex, digits) : text);
        }
        return out;
    }
};

V edgeValue(const QString &side, const QStringList &panels)
{
    V edge = V::mapping();
    edge.insert("side", V::scalar(side));
    if (!panels.isEmpty())
        edge.insert("panels", V::inlineList(panels, true));
    return edge;
}

/// A reinforcement's edge, with its anchor hex and direction when it has them.
V edgeValue(const EdgeSpec &e, const LabelFormat &label)
{
    V edge = edgeValue(e.side, e.panels);
    if (e.anchor)
        edge.insert("anchor", V::quoted(label(*e.anchor)));
    if (!e.direction.isEmpty())
        edge.insert("direction", V::scalar(e.direction));
    return edge;
}

/// Family text that is a short whole number and reads back the same ("12", "-3", not "012"),
/// written plain. Longer digit strings are text of another kind (a hex label "1207", a
/// panel id) and stay quoted, as everywhere else in the file.
std::optional<int> familyInteger(const QVariant &value)
{
    if (value.typeId() == QMetaType::Int)
        return value.toInt();
    if (value.typeId() != QMetaType::QString)
        return std::nullopt;
    const QString text = value.toString();
    bool ok = false;
    const int n = text.toInt(&ok);
    if (!ok || QString::number(n) != text || std::abs(n) > 999)
        return std::nullopt;
    return n;
}

/// A value of a family map. The reader keeps every scalar as text, so short whole numbers and
/// true/false are written plain (`pilots: [3, 11]`, `night: true`) and anything else as YAML
/// must spell it; a list of scalars inline, other lists and maps as blocks (a QVariantMap's
/// keys come sorted, so the file is canonical).
V familyValue(const QVariant &value)
{
    switch (value.typeId()) {
    case QMetaType::QVariantMap: {
        V out = V::mapping();
        const QVariantMap map = value.toMap();
        for (auto it = map.cbegin(); it != map.cend(); ++it)
            out.insert(it.key(), familyValue(it.value()));
        return out;
    }
    case QMetaType::QVariantList:
    case QMetaType::QStringList: {
        const QVariantList list = value.toList();
        const bool plain = std::all_of(list.cbegin(), list.cend(), [](const QVariant &item) {
            return item.typeId() != QMetaType::QVariantMap
                && item.typeId() != QMetaType::QVariantList
                && item.typeId() != QMetaType::QStringList;
        });
        if (plain && !list.isEmpty()) {
            QList<int> numbers;
            QStringList texts;
            for (const QVariant &item : list) {
                if (const auto n = familyInteger(item))
                    numbers.append(*n);
                texts.append(item.toString());
            }
            return numbers.size() == list.size() ? V::inlineList(numbers) : V::inlineList(texts);
        }
        V out = V::sequence();
        for (const QVariant &item : list)
            out.append(familyValue(item));
        return out;
    }
    case QMetaType::Bool:
        return V::boolean(value.toBool());
    default:
        if (const auto n = familyInteger(value))
            return V::number(*n);
        if (value.toString() == QLatin1String("true") || value.toString() == QLatin1String("false"))
            return V::boolean(value.toString() == QLatin1String("true"));
        return V::scalar(value.toString());
    }
}

V familyMapValue(const QVariantMap &map)
{
    return familyValue(QVariant(map));
}

V terrainValue(const TerrainOverrides &t, const Ruleset &ruleset, const PanelLibrary *panels,
               const LabelFormat &label)
{
    // The grid characters: the panel library's legend, then an unused letter of the id.
    const QStringList ids = ruleset.terrainIds();
    QList<QChar> symbols(ids.size());
    QString taken = QStringLiteral("- ");
    for (int i = 0; i < ids.size(); ++i) {
        QChar c = panels ? panels->symbolFor(ids.at(i)) : QChar();
        if (!c.isNull() && !taken.contains(c))
            symbols[i] = c;
        if (!symbols[i].isNull())
            taken += c;
    }
    for (int i = 0; i < ids.size(); ++i) {
        if (!symbols[i].isNull())
            continue;
        for (const QChar c : ids.at(i) + QStringLiteral("abcdefghijklmnopqrstuvwxyz0123456789")) {
            if (!taken.contains(c)) {
                symbols[i] = c;
                taken += c;
                break;
            }
        }
    }
    QList<bool> used(ids.size(), false);
    QStringList rows;
    rows.reserve(t.height);
    for (int y = 0; y < t.height; ++y) {
        QString row(t.width, QLatin1Char('-'));
        const char *cells = t.cells.constData() + qsizetype(y) * t.width;
        for (int x = 0; x < t.width; ++x) {
            const quint8 terrain = quint8(cells[x]);
            if (terrain != NoTerrain && terrain < ids.size()) {
                row[x] = symbols.at(terrain);
                used[terrain] = true;
            }
        }
        rows.append(row);
    }
    V legend = V::mapping();
    for (int i = 0; i < ids.size(); ++i) {
        if (used.at(i))
            legend.insert(QString(symbols.at(i)), V::scalar(ids.at(i)));
    }
    V rowList = V::sequence();
    for (const QString &row : std::as_const(rows))
        rowList.append(V::quoted(row));
    V out = V::mapping();
    out.insert("origin", V::quoted(label(t.origin)));
    out.insert("legend", legend);
    out.insert("rows", rowList);
    return out;
}

/// A zone's preset with the keys its kind uses; a board is its place in the layout, from 1.
V presetValue(const ZonePreset &preset)
{
    using K = ZonePreset::Kind;
    V out = V::mapping();
    out.insert("kind", V::scalar(zonePresetKindName(preset.kind)));
    if (preset.kind != K::MapEdge)
        out.insert("board", V::number(preset.panel + 1));
    if (preset.kind == K::PanelEdge || preset.kind == K::MapEdge
        || preset.kind == K::PanelAwayFromEdge) {
        out.insert("edge", V::scalar(zonePresetEdgeName(preset.edge)));
        out.insert("depth", V::number(preset.depth));
    }
    if (preset.kind == K::PanelTerrain)
        out.insert("terrain", V::scalar(preset.terrain));
    if (preset.kind == K::NearPanel) {
        out.insert("distance", V::number(preset.distance));
        if (preset.onPanel >= 0)
            out.insert("only_on", V::number(preset.onPanel + 1));
    }
    return out;
}

V moraleValue(const QList<MoraleBlock> &blocks)
{
    V list = V::sequence();
    for (const MoraleBlock &block : blocks) {
        V b = V::mapping();
        b.insert("colours", V::inlineList(block.colours));
        b.insert("value", V::number(block.value));
        if (block.free)
            b.insert("free", V::boolean(true));
        if (!block.steps.isEmpty()) {
            V steps = V::sequence();
            for (const MoraleStep &step : block.steps) {
                V s = V::mapping();
                s.insert("losses", V::number(step.losses));
                s.insert("morale", V::number(step.morale));
                steps.append(s);
            }
            b.insert("steps", steps);
        }
        if (!block.rules.isEmpty()) {
            V rules = V::sequence();
            for (const MoraleRule &rule : block.rules) {
                V r = V::mapping();
                r.insert("kind", V::scalar(moraleRuleKindName(rule.kind)));
                if (rule.kind == MoraleRule::Kind::WithdrawAfterLosses)
                    r.insert("losses", V::number(rule.losses));
                if (rule.kind == MoraleRule::Kind::DesertOnRally) {
                    V thresholds = V::sequence();
                    for (const RallyThreshold &t : rule.thresholds) {
                        V tv = V::mapping();
                        tv.insert("losses", V::number(t.losses));
                        tv.insert("roll", V::number(t.roll));
                        thresholds.append(tv);
                    }
                    r.insert("thresholds", thresholds);
                }
                rules.append(r);
            }
            b.insert("rules", rules);
        }
        list.append(b);
    }
    return list;
}

V placementValue(const Placement &p, const LabelFormat &label, LengthUnit unit)
{
    V out = V::mapping();
    switch (p.kind) {
    case Placement::Kind::OffBoard:
        return V::scalar(QStringLiteral("off_board"));
    case Placement::Kind::Zone:
        out.insert("zone", V::scalar(p.zone));
        break;
    case Placement::Kind::Hex:
        out.insert("hex", V::quoted(label(p.hex)));
        break;
    case Placement::Kind::Reinforcement:
        out.insert("reinforcement", V::scalar(p.reinforcement));
        break;
    case Placement::Kind::Point:
        out.insert("at", tablePointValue(p.point, unit));
        break;
    }
    return out;
}

V entryValue(const Entry &e, const LabelFormat &label)
{
    static const char *kinds[] = {"edge", "road_hex", "zone", "paradrop", "die_roll"};
    V out = V::mapping();
    out.insert("kind", V::scalar(QLatin1String(kinds[int(e.kind)])));
    switch (e.kind) {
    case Entry::Kind::Edge:
        out.insert("edge", edgeValue(e.edge, label));
        break;
    case Entry::Kind::RoadHex:
        out.insert("hex", V::quoted(label(e.hex)));
        break;
    case Entry::Kind::Zone:
    case Entry::Kind::Paradrop:
        out.insert("zone", V::scalar(e.zone));
        break;
    case Entry::Kind::DieRoll: {
        V outcomes = V::sequence();
        for (const Entry::Outcome &o : e.outcomes) {
            V item = V::mapping();
            item.insert("rolls", V::inlineList(o.rolls));
            item.insert("edge", edgeValue(o.edge.side, o.edge.panels));
            outcomes.append(item);
        }
        out.insert("outcomes", outcomes);
        if (!e.rerollIfSameAs.isEmpty())
            out.insert("reroll_if_same_as", V::scalar(e.rerollIfSameAs));
        break;
    }
    }
    return out;
}

/// A force constraint with the keys in the order the file format documents them.
V constraintValue(const ForceConstraint &c)
{
    V item = V::mapping();
    item.insert("id", V::scalar(c.id));
    item.insert("kind", V::scalar(c.kind));
    if (!c.summary.isEmpty())
        item.insert("summary", V::scalar(c.summary));
    if (!c.label.isEmpty())
        item.insert("label", V::scalar(c.label));
    if (!c.option.isEmpty())
        item.insert("option", V::scalar(c.option));
    if (!c.unitTypes.isEmpty())
        item.insert("unit_types", V::inlineList(c.unitTypes));
    if (!c.requiredUnitTypes.isEmpty())
        item.insert("required_unit_types", V::inlineList(c.requiredUnitTypes));
    if (!c.value.isEmpty())
        item.insert("value", V::scalar(c.value));
    if (c.min)
        item.insert("min", V::number(*c.min));
    if (c.max)
        item.insert("max", V::number(*c.max));
    item.insert("scope", V::scalar(c.scope));
    if (!c.colours.isEmpty())
        item.insert("colours", V::inlineList(c.colours));
    if (c.severity != QLatin1String("error"))
        item.insert("severity", V::scalar(c.severity));
    return item;
}

V parameterValue(ParamType type, const QVariant &value, const LabelFormat &label)
{
    switch (type) {
    case ParamType::Side:
    case ParamType::Zone:
    case ParamType::Text:
    case ParamType::Marker:
        return V::scalar(value.toString());
    case ParamType::Zones:
    case ParamType::Colours:
    case ParamType::UnitTypes:
        return V::inlineList(value.toStringList());
    case ParamType::Hexes:
        return V::inlineList(label(value.toStringList()), true);
    case ParamType::Turn:
    case ParamType::Count:
        return V::number(value.toInt());
    case ParamType::Flag:
        return V::boolean(value.toBool());
    case ParamType::Edge: {
        const QVariantMap map = value.toMap();
        return edgeValue(map.value(QStringLiteral("side")).toString(),
                         map.value(QStringLiteral("panels")).toStringList());
    }
    case ParamType::Levels: {
        V list = V::sequence();
        const QVariantList levels = value.toList();
        for (const QVariant &level : levels) {
            const QVariantMap map = level.toMap();
            V l = V::mapping();
            // The lowest level, open below, has none (victoryLevelMin()).
            if (const std::optional<int> min = victoryLevelMin(map))
                l.insert("min", V::number(*min));
            l.insert("result", V::scalar(map.value(QStringLiteral("result")).toString()));
            list.append(l);
        }
        return list;
    }
    case ParamType::SideZones: {
        V map = V::mapping();
        const QVariantMap zones = value.toMap();
        for (auto it = zones.cbegin(); it != zones.cend(); ++it)
            map.insert(it.key(), V::scalar(it.value().toString()));
        return map;
    }
    case ParamType::Sides:
    case ParamType::Terrains:
        return V::inlineList(value.toStringList());
    case ParamType::Panels:
        return V::inlineList(value.toStringList(), true);
    case ParamType::Turns: {
        QList<int> turns;
        for (const QVariant &turn : value.toList())
            turns.append(turn.toInt());
        return V::inlineList(turns);
    }
    case ParamType::SidePanels: {
        V map = V::mapping();
        const QVariantMap panels = value.toMap();
        for (auto it = panels.cbegin(); it != panels.cend(); ++it)
            map.insert(it.key(), V::inlineList(it.value().toStringList(), true));
        return map;
    }
    }
    return V::scalar(value.toString());
}

V parametersOf(const ParamKind &kind, const QVariantMap &parameters, V item,
               const LabelFormat &label)
{
    for (const ParamSpec &spec : kind.parameters) {
        const QString key = QLatin1String(spec.key);
        if (parameters.contains(key))
            item.insert(key, parameterValue(spec.type, parameters.value(key), label));
    }
    return item;
}

V mapValue(const Scenario &s, const Ruleset &ruleset, const PanelLibrary *panels,
           const LabelFormat &label)
{
    V map = V::mapping();
    map.insert("panels", V::scalar(s.panelLibrary));
    V layout = V::sequence();
    for (const PanelPlacement &p : s.layout) {
        V item = V::mapping();
        item.insert("panel", V::quoted(p.panel));
        item.insert("at", V::quoted(label({p.column, p.row})));
        item.insert("rotation", V::number(p.rotation));
        layout.append(item);
    }
    map.insert("layout", layout);
    if (!s.terrain.isEmpty())
        map.insert("terrain", terrainValue(s.terrain.trimmed(), ruleset, panels, label));
    if (!s.roadsAdded.isEmpty() || !s.roadsRemoved.isEmpty()) {
        V roads = V::mapping();
        const std::pair<const char *, const QList<RoadLink> *> lists[]
            = {{"added", &s.roadsAdded}, {"removed", &s.roadsRemoved}};
        for (const auto &[key, links] : lists) {
            if (links->isEmpty())
                continue;
            V list = V::sequence();
            for (const RoadLink &link : *links) {
                const RoadLink n = link.normalized();
                list.append(V::inlineList(QStringList {label(n.a), label(n.b)}, true));
            }
            roads.insert(key, list);
        }
        map.insert("roads", roads);
    }
    const auto labelOf = [&label](OffsetCoord hex) {
        return label(hex);
    };
    if (!s.hexsides.isEmpty())
        map.insert("hexsides",
                   hexsidesValue(s.hexsides, ruleset,
                                 panels ? panels->orientation : ruleset.orientation, labelOf));
    if (!s.heights.isEmpty())
        map.insert("heights", heightsValue(s.heights, labelOf));
    return map;
}

} // namespace

QByteArray writeScenario(const Scenario &s, const Ruleset &ruleset, const PanelLibrary *panels)
{
    // The first line names the file's JSON Schema, for editors: the file's own reference when
    // it had one, else the installed schema (io/schemacomment.h).
    return schemaCommentLine(QStringLiteral("hexwright-scenario"), s.schemaReference)
        + writeScenarioContent(s, ruleset, panels);
}

QByteArray writeScenarioContent(const Scenario &s, const Ruleset &ruleset,
                                const PanelLibrary *panels)
{
    const LabelFormat label {labelDigits(s, panels)};
    const LengthUnit unit = s.table ? s.table->unit : LengthUnit::Inch;
    V doc = V::mapping();
    doc.insert("format",
               V::scalar(QStringLiteral("hexwright-scenario/%1").arg(ScenarioFormatVersion)));

    V metadata = V::mapping();
    metadata.insert("title", V::scalar(s.metadata.title));
    if (!s.metadata.author.isEmpty())
        metadata.insert("author", V::scalar(s.metadata.author));
    if (!s.metadata.source.isEmpty())
        metadata.insert("source", V::scalar(s.metadata.source));
    metadata.insert("players", V::number(s.metadata.players));
    if (!s.metadata.notes.isEmpty())
        metadata.insert("notes", V::scalar(s.metadata.notes));
    doc.insert("metadata", metadata);
    if (!s.briefing.isEmpty())
        doc.insert("briefing", V::scalar(s.briefing));

    V rulesetRef = V::mapping();
    rulesetRef.insert("id", V::scalar(s.rulesetId));
    rulesetRef.insert("version", V::number(s.rulesetVersion));
    doc.insert("ruleset", rulesetRef);
    if (!s.ruleOptions.isEmpty()) {
        V options = V::mapping();
        for (auto it = s.ruleOptions.cbegin(); it != s.ruleOptions.cend(); ++it)
            options.insert(it.key(), V::scalar(it.value()));
        doc.insert("rule_options", options);
    }

    // A table board's battlefield where a hex board's map goes; it has no markers or zones
    // (objectives and deployment areas are part of the table).
    if (s.table)
        doc.insert("table", tableLayoutValue(*s.table));
    else
        doc.insert("map", mapValue(s, ruleset, panels, label));

    if (!s.markers.isEmpty() && !s.table) {
        V markers = V::sequence();
        for (const Marker &m : s.markers) {
            V item = V::mapping();
            item.insert("kind", V::scalar(m.kind));
            item.insert("hex", V::quoted(label(m.hex)));
            if (!m.name.isEmpty())
                item.insert("name", V::scalar(m.name));
            if (!m.colour.isEmpty())
                item.insert("colour", V::scalar(m.colour));
            markers.append(item);
        }
        doc.insert("markers", markers);
    }
    if (!s.zones.isEmpty() && !s.table) {
        V zones = V::sequence();
        for (const Zone &z : s.zones) {
            V item = V::mapping();
            item.insert("id", V::scalar(z.id));
            item.insert("name", V::scalar(z.name));
            if (!z.description.isEmpty())
                item.insert("description", V::scalar(z.description));
            item.insert("hexes", V::inlineList(label(z.hexes), true));
            if (!z.colour.isEmpty())
                item.insert("colour", V::quoted(z.colour));
            if (z.preset)
                item.insert("preset", presetValue(*z.preset));
            zones.append(item);
        }
        doc.insert("zones", zones);
    }
    if (!s.alliances.isEmpty()) {
        V alliances = V::sequence();
        for (const QStringList &group : s.alliances)
            alliances.append(V::inlineList(group));
        doc.insert("alliances", alliances);
    }

    V sides = V::sequence();
    for (const Side &side : s.sides) {
        V item = V::mapping();
        item.insert("id", V::scalar(side.id));
        item.insert("name", V::scalar(side.name));
        item.insert("player", V::number(side.player));
        if (side.nonPlayer)
            item.insert("non_player", V::boolean(true));
        item.insert("colours", V::inlineList(side.colours));
        item.insert("role", V::scalar(roleName(side.role)));
        item.insert("setup_order", V::number(side.setupOrder));
        item.insert("move_order", V::number(side.moveOrder));
        if (side.budget)
            item.insert("budget", V::number(*side.budget));
        if (!side.defaultZone.isEmpty())
            item.insert("default_zone", V::scalar(side.defaultZone));
        if (!side.faction.isEmpty())
            item.insert("faction", V::scalar(side.faction));
        if (!side.choices.isEmpty()) {
            V choices = V::mapping(); // QMap: keys sorted
            for (auto it = side.choices.cbegin(); it != side.choices.cend(); ++it)
                choices.insert(it.key(), V::scalar(it.value()));
            item.insert("choices", choices);
        }
        item.insert("morale", moraleValue(side.morale));
        if (!side.briefing.isEmpty())
            item.insert("briefing", V::scalar(side.briefing));
        sides.append(item);
    }
    doc.insert("sides", sides);
    if (!s.constraints.isEmpty()) {
        V constraints = V::sequence();
        for (const ForceConstraint &c : s.constraints)
            constraints.append(constraintValue(c));
        doc.insert("constraints", constraints);
    }

    if (!s.forces.isEmpty()) {
        V forces = V::sequence();
        for (const ForceEntry &f : s.forces) {
            V item = V::mapping();
            item.insert("id", V::scalar(f.id));
            item.insert("side", V::scalar(f.side));
            item.insert("colour", V::scalar(f.colour));
            item.insert("unit", V::scalar(f.unitType));
            item.insert("count", V::number(f.count));
            if (!f.options.isEmpty())
                item.insert("options", V::inlineList(f.options));
            item.insert("placement", placementValue(f.placement, label, unit));
            if (!f.note.isEmpty())
                item.insert("note", V::scalar(f.note));
            if (!f.family.isEmpty())
                item.insert("family", familyMapValue(f.family));
            forces.append(item);
        }
        doc.insert("forces", forces);
    }
    if (!s.reinforcements.isEmpty()) {
        V list = V::sequence();
        for (const Reinforcement &r : s.reinforcements) {
            V item = V::mapping();
            item.insert("id", V::scalar(r.id));
            item.insert("side", V::scalar(r.side));
            item.insert("turn", V::number(r.turn));
            item.insert("entry", entryValue(r.entry, label));
            list.append(item);
        }
        doc.insert("reinforcements", list);
    }

    if (!s.hidden.isEmpty()) {
        V list = V::sequence();
        for (const HiddenUnits &h : s.hidden) {
            V item = V::mapping();
            item.insert("id", V::scalar(h.id));
            item.insert("side", V::scalar(h.side));
            item.insert("colour", V::scalar(h.colour));
            item.insert("unit", V::scalar(h.unitType));
            item.insert("zone", V::scalar(h.zone));
            V outcomes = V::sequence();
            for (const HiddenUnits::Outcome &o : h.outcomes) {
                V ov = V::mapping();
                ov.insert("rolls", V::inlineList(o.rolls));
                ov.insert("count", V::number(o.count));
                outcomes.append(ov);
            }
            item.insert("outcomes", outcomes);
            if (!h.note.isEmpty())
                item.insert("note", V::scalar(h.note));
            list.append(item);
        }
        doc.insert("hidden", list);
    }

    V victory = V::sequence();
    for (const VictoryCondition &v : s.victory) {
        V item = V::mapping();
        item.insert("id", V::scalar(v.id));
        item.insert("kind", V::scalar(v.kind));
        if (v.parameters.contains(QStringLiteral("description")))
            item.insert("description",
                        V::scalar(v.parameters.value(QStringLiteral("description")).toString()));
        if (const VictoryKind *kind = findVictoryKind(v.kind)) {
            for (const ParamSpec &spec : kind->parameters) {
                const QString key = QLatin1String(spec.key);
                if (v.parameters.contains(key))
                    item.insert(key, parameterValue(spec.type, v.parameters.value(key), label));
            }
        }
        victory.append(item);
    }
    doc.insert("victory", victory);

    if (!s.specialRules.isEmpty()) {
        V rules = V::sequence();
        for (const SpecialRule &r : s.specialRules) {
            V item = V::mapping();
            item.insert("id", V::scalar(r.id));
            item.insert("text", V::scalar(r.text));
            if (const ParamKind *kind = findEffectKind(r.effect.kind)) {
                V effect = V::mapping();
                effect.insert("kind", V::scalar(r.effect.kind));
                item.insert("effect", parametersOf(*kind, r.effect.parameters, effect, label));
            }
            rules.append(item);
        }
        doc.insert("special_rules", rules);
    }
    V length = V::mapping();
    if (s.gameLength.turns)
        length.insert("turns", V::number(*s.gameLength.turns));
    if (!s.gameLength.until.isEmpty())
        length.insert("until", V::scalar(s.gameLength.until));
    doc.insert("game_length", length);
    if (s.firstPlayer.dice > 0) {
        V first = V::mapping();
        first.insert("roll", V::scalar(QStringLiteral("%1d6").arg(s.firstPlayer.dice)));
        doc.insert("first_player", first);
    }
    if (!s.family.isEmpty())
        doc.insert("family_parts", familyMapValue(s.family));
    // Those of the ruleset (the reader refuses a scenario whose family or board differs).
    // Written last, so that a version 1 file brought up to date keeps every line where it
    // was and every message about it its line number.
    doc.insert("family", V::scalar(ruleset.family));
    doc.insert("board", V::scalar(boardKindId(ruleset.board)));

    return doc.toDocument().toUtf8();
}

bool saveScenario(const QString &path, const Scenario &scenario, const Ruleset &ruleset,
                  const PanelLibrary *panels, QString *errorMessage)
{
    // Serialised first, then written in one checked, atomic step: a full disk leaves the
    // old file as it was and returns false, never a cut file.
    return writeFileAtomically(path, writeScenario(scenario, ruleset, panels), errorMessage);
}

} // namespace hexwright
