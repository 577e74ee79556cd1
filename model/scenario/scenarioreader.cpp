// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// A scenario on a table board (its ruleset's `board: table`) has `table:` where a hex one has
// `map:`: the table layout of board/tablelayoutio.h, whose pieces' traits are the ruleset's
// terrain type ids and whose deployment areas belong to the scenario's sides. It has no
// `markers:` or `zones:` (objectives and deployment areas are part of the table); wherever a
// scenario names a zone (a placement, an entry, hidden units, a victory condition) it names a
// deployment area. A force is placed `{zone: <area>}`, `{at: [x, y]}` in the table's unit (a
// point off the table is a warning), `off_board` or `{reinforcement: <id>}`; it enters by an
// `edge` of the table (no panels) or in a `zone`. Every hex part on a table, and every table
// part on a hex board, is refused at its line: hex-only and table-only.

#include "scenario/scenarioreader.h"

#include "scenario/scenarioreader_p.h"

#include "map/hexmap.h"

#include "board/tablelayoutio.h"
#include "families/familyregistry.h"
#include "io/formatupgrade.h"
#include "io/schemareader.h"
#include "io/yamltree.h"
#include "map/panellibraryreader.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/victoryschema.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace hexwright {

bool parseMapHexLabel(const QString &label, OffsetCoord *out)
{
    if (label.size() < 4 || (label.size() % 2) != 0 || label.size() > 16)
        return false;
    for (const QChar c : label) {
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return false;
    }
    OffsetCoord parsed;
    if (!parseHexLabel(label, int(label.size() / 2), &parsed) || parsed.col < 0 || parsed.row < 0)
        return false;
    if (out)
        *out = parsed;
    return true;
}

namespace {

/// Ids defined by a list of mappings, collected before the full read so that references
/// may point forward (a force names a reinforcement defined further down).
QStringList collectIds(const YamlNode *list)
{
    QStringList ids;
    if (!list || !list->isSequence())
        return ids;
    for (const YamlNode *item : list->items) {
        if (!item->isMapping())
            continue;
        for (const auto &[key, value] : item->entries) {
            if (key->isScalar() && key->scalar == QLatin1String("id") && value->isScalar())
                ids.append(value->scalar);
        }
    }
    return ids;
}

const YamlNode *topLevel(const YamlNode *root, const char *key)
{
    return detail::valueOfKey(root, key);
}

} // namespace

namespace detail {

const YamlNode *valueOfKey(const YamlNode *node, const char *key)
{
    if (!node || !node->isMapping())
        return nullptr;
    for (const auto &[k, v] : node->entries) {
        if (k->isScalar() && k->scalar == QLatin1String(key))
            return v;
    }
    return nullptr;
}

const YamlNode *keyOfKey(const YamlNode *node, const char *key)
{
    if (!node || !node->isMapping())
        return nullptr;
    for (const auto &[k, v] : node->entries) {
        if (k->isScalar() && k->scalar == QLatin1String(key))
            return k;
    }
    return nullptr;
}

// Sides of a map edge, in the order the file format lists them.
const QStringList EdgeSides = {QStringLiteral("north"), QStringLiteral("south"),
                               QStringLiteral("east"), QStringLiteral("west")};

std::optional<QString> ScenarioReader::readColourRef(const YamlNode *node, const QString &name)
{
    if (!m_haveRuleset)
        return readString(m_context, node, name);
    return readRef(node, name, QStringLiteral("colour"), m_colourIds);
}

std::optional<QString> ScenarioReader::readMultilineText(const YamlNode *node, const QString &name)
{
    auto text = readString(m_context, node, name);
    if (text && text->trimmed().isEmpty()) {
        m_context.report(node, QStringLiteral("wrong-type"),
                         QStringLiteral("%1 is empty: leave the key out instead").arg(name));
        return std::nullopt;
    }
    return text;
}

std::optional<OffsetCoord> ScenarioReader::readHex(const YamlNode *node, const QString &name)
{
    auto text = readString(m_context, node, name);
    if (!text)
        return std::nullopt;
    OffsetCoord hex;
    if (!parseMapHexLabel(*text, &hex)) {
        m_context.report(node, QStringLiteral("bad-hex"),
                         QStringLiteral("'%1' in %2 is not a hex label like \"0405\" (column "
                                        "then row, from 01)")
                             .arg(quoteForMessage(*text), name));
        return std::nullopt;
    }
    // No map has this hex: refused here, before anything is sized from it.
    if (hex.col >= MaxMapSide || hex.row >= MaxMapSide) {
        m_context.report(node, QStringLiteral("map-too-large"),
                         QCoreApplication::translate("ScenarioReader",
                                                     "hex '%1' in %2 is beyond the largest map: "
                                                     "Hexwright's maps are at most %3 hexes a "
                                                     "side")
                             .arg(quoteForMessage(*text), name)
                             .arg(MaxMapSide));
        return std::nullopt;
    }
    return hex;
}

QList<OffsetCoord> ScenarioReader::readHexes(const YamlNode *node, const QString &name)
{
    QList<OffsetCoord> hexes;
    if (const YamlNode *list = expectSequence(m_context, node, name)) {
        hexes.reserve(qsizetype(list->items.size()));
        for (const YamlNode *item : list->items) {
            if (auto hex = readHex(item, name))
                hexes.append(*hex);
        }
    }
    return hexes;
}

void ScenarioReader::read(const YamlNode *root)
{
    MappingReader top(m_context, root, QStringLiteral("the scenario"));
    if (!top.isValid())
        return;
    if (checkFormat(m_context, top, QStringLiteral("hexwright-scenario"), ScenarioFormatVersion)
        == 0)
        return;
    m_zoneIds = collectIds(topLevel(root, "zones"));
    m_sideIds = collectIds(topLevel(root, "sides"));
    m_reinforcementIds = collectIds(topLevel(root, "reinforcements"));
    m_victoryIds = collectIds(topLevel(root, "victory"));

    readMetadata(top.required("metadata"));
    if (const YamlNode *b = top.optional("briefing"))
        m_s.briefing = readMultilineText(b, valueName("briefing", top.what())).value_or(QString());
    readRulesetRef(top.required("ruleset"));
    // The board decides between `map:` and `table:`. `family:` and `board:` come last in the
    // file, but the reader asks for keys by name, so they are known before either is read.
    // The ruleset's board decides, as its family does: a file that names another board is
    // refused at `board:` alone, and a typo there reads the rest as before. Without a
    // ruleset, the board the file names.
    const std::optional<BoardKind> board = readFamilyAndBoard(top);
    m_board = m_haveRuleset ? m_out.ruleset->board : board.value_or(BoardKind::Hex);
    if (isTable()) {
        // Zones of a table board are its deployment areas: placements, entries, hidden
        // units and victory conditions name them.
        m_zoneIds = collectIds(valueOfKey(topLevel(root, "table"), "deployment"));
    }
    if (const YamlNode *o = top.optional("rule_options"))
        readRuleOptions(o);
    if (isTable()) {
        if (top.has("map"))
            reportWrongBoard(top, "map",
                             QStringLiteral("'map' lays out hex panels, but this scenario is "
                                            "played on a table board: its battlefield is "
                                            "'table'"));
        readTable(top.required("table"));
        if (top.has("markers"))
            reportWrongBoard(top, "markers",
                             QStringLiteral("markers sit on hexes, but this scenario is played "
                                            "on a table board: put objective markers under "
                                            "'objectives' in 'table'"));
        if (top.has("zones"))
            reportWrongBoard(top, "zones",
                             QStringLiteral("zones are sets of hexes, but this scenario is "
                                            "played on a table board: put deployment areas "
                                            "under 'deployment' in 'table'"));
    } else {
        if (top.has("table"))
            reportWrongBoard(top, "table",
                             QStringLiteral("'table' is the battlefield of a table board, but "
                                            "this scenario is played on a hex board: its "
                                            "battlefield is 'map'"));
        readMap(top.required("map"));
        if (const YamlNode *m = top.optional("markers"))
            forEachMapping(m_context, m, valueName("markers", top.what()), QStringLiteral("marker"),
                           [this](MappingReader &in) { readMarker(in); });
        if (const YamlNode *z = top.optional("zones"))
            forEachMapping(m_context, z, valueName("zones", top.what()), QStringLiteral("zone"),
                           [this](MappingReader &in) { readZone(in); });
    }
    if (const YamlNode *a = top.optional("alliances"))
        readAlliances(a);
    forEachMapping(m_context, top.required("sides"), valueName("sides", top.what()),
                   QStringLiteral("side"), [this](MappingReader &in) { readSide(in); });
    if (const YamlNode *c = top.optional("constraints"))
        forEachMapping(m_context, c, valueName("constraints", top.what()),
                       QStringLiteral("constraint"), [this](MappingReader &in) {
                           const Ruleset *ruleset = m_haveRuleset ? m_out.ruleset : nullptr;
                           if (auto constraint = readForceConstraint(m_context, in, ruleset))
                               m_s.constraints.append(*constraint);
                       });
    if (const YamlNode *f = top.optional("forces"))
        forEachMapping(m_context, f, valueName("forces", top.what()), QStringLiteral("force entry"),
                       [this](MappingReader &in) { readForce(in); });
    if (const YamlNode *r = top.optional("reinforcements"))
        forEachMapping(m_context, r, valueName("reinforcements", top.what()),
                       QStringLiteral("reinforcement"),
                       [this](MappingReader &in) { readReinforcement(in); });
    if (const YamlNode *h = top.optional("hidden"))
        forEachMapping(m_context, h, valueName("hidden", top.what()),
                       QStringLiteral("hidden units"),
                       [this](MappingReader &in) { readHidden(in); });
    forEachMapping(m_context, top.required("victory"), valueName("victory", top.what()),
                   QStringLiteral("victory condition"),
                   [this](MappingReader &in) { readVictory(in); });
    if (const YamlNode *sr = top.optional("special_rules"))
        forEachMapping(m_context, sr, valueName("special_rules", top.what()),
                       QStringLiteral("special rule"),
                       [this](MappingReader &in) { readSpecialRule(in); });
    readGameLength(top.required("game_length"));
    if (const YamlNode *fp = top.optional("first_player"))
        readFirstPlayer(fp);
    if (const YamlNode *f = top.optional("family_parts"))
        readFamilyValues(f, valueName("family_parts", top.what()), m_s.family, m_s.familyPositions);
}

void ScenarioReader::readMetadata(const YamlNode *node)
{
    MappingReader in(m_context, node, QStringLiteral("metadata"));
    if (!in.isValid())
        return;
    ScenarioMetadata &m = m_s.metadata;
    m.title = in.requiredText("title").value_or(QString());
    if (const YamlNode *a = in.optional("author"))
        m.author = readText(m_context, a, valueName("author", in.what())).value_or(QString());
    if (const YamlNode *s = in.optional("source"))
        m.source = readText(m_context, s, valueName("source", in.what())).value_or(QString());
    m.players = in.requiredInt("players", 1, 4).value_or(1);
    if (const YamlNode *n = in.optional("notes"))
        m.notes = readMultilineText(n, valueName("notes", in.what())).value_or(QString());
}

void ScenarioReader::readRulesetRef(const YamlNode *node)
{
    MappingReader in(m_context, node, QStringLiteral("ruleset"));
    if (!in.isValid())
        return;
    const YamlNode *idNode = in.required("id");
    auto id = readId(m_context, idNode, valueName("id", in.what()));
    auto version = in.requiredInt("version", 1, 1000000);
    if (!id)
        return;
    m_s.rulesetId = *id;
    m_s.rulesetVersion = version.value_or(0);
    Diagnostics loadProblems;
    m_out.ruleset = m_registry.ruleset(*id, loadProblems);
    if (!m_out.ruleset) {
        if (loadProblems.isEmpty()) {
            reportUnknownId(m_context, idNode, QStringLiteral("ruleset"), *id,
                            valueName("id", in.what()), m_registry.rulesetIds());
        } else {
            m_context.report(
                idNode, QStringLiteral("ruleset-broken"),
                QStringLiteral("ruleset '%1' cannot be loaded (%2 problems, the first: "
                               "%3)")
                    .arg(*id)
                    .arg(loadProblems.size())
                    .arg(loadProblems.first().toText()));
        }
        return;
    }
    m_haveRuleset = true;
    m_unitTypeIds = m_out.ruleset->unitTypeIds();
    m_terrainIds = m_out.ruleset->terrainIds();
    m_colourIds = m_out.ruleset->colourIds();
    m_markerIds = m_out.ruleset->markerIds();
    m_purchaseOptionIds = m_out.ruleset->purchaseOptionIds();
    if (version && *version > m_out.ruleset->version)
        m_context.report(idNode, QStringLiteral("ruleset-version"),
                         QStringLiteral("the scenario needs version %1 of ruleset '%2'; this "
                                        "Hexwright has version %3")
                             .arg(*version)
                             .arg(*id)
                             .arg(m_out.ruleset->version));
}

std::optional<BoardKind> ScenarioReader::readFamilyAndBoard(MappingReader &top)
{
    const YamlNode *familyNode = top.required("family");
    if (familyNode && familyNode->isMapping()) {
        // The family's own parts of the scenario have a key of their own.
        m_context.report(familyNode, QStringLiteral("wrong-type"),
                         QStringLiteral("'family' names the scenario's rule family, the "
                                        "ruleset's%1; the family's own parts of the scenario go "
                                        "under 'family_parts'")
                             .arg(m_haveRuleset
                                      ? QStringLiteral(" (family: %1)").arg(m_out.ruleset->family)
                                      : QString()));
    } else if (auto family = readId(m_context, familyNode, valueName("family", top.what()))) {
        if (m_haveRuleset && *family != m_out.ruleset->family)
            m_context.report(familyNode, QStringLiteral("family-mismatch"),
                             QStringLiteral("the scenario is for rule family '%1', but its "
                                            "ruleset '%2' is of family '%3'")
                                 .arg(*family, m_out.ruleset->id, m_out.ruleset->family));
        else if (!m_haveRuleset && !gameFamily(*family))
            reportUnknownId(m_context, familyNode, QStringLiteral("rule family"), *family,
                            valueName("family", top.what()), gameFamilyIds());
    }
    const YamlNode *boardNode = top.required("board");
    auto b = readChoice(m_context, boardNode, valueName("board", top.what()), boardKindIds());
    if (!b)
        return std::nullopt;
    const QString board = boardKindIds().at(*b);
    if (m_haveRuleset && board != boardKindId(m_out.ruleset->board))
        m_context.report(boardNode, QStringLiteral("board-mismatch"),
                         QStringLiteral("the scenario is for a %1 board, but its ruleset "
                                        "'%2' is played on a %3 board")
                             .arg(board, m_out.ruleset->id, boardKindId(m_out.ruleset->board)));
    return parseBoardKind(board);
}

void ScenarioReader::reportWrongBoard(MappingReader &in, const char *key, const QString &message)
{
    in.accept(key);
    m_context.report(keyOfKey(in.node(), key),
                     isTable() ? QStringLiteral("hex-only") : QStringLiteral("table-only"),
                     message);
}

void ScenarioReader::readTable(const YamlNode *node)
{
    if (!node)
        return;
    // The unit as far as it reads, so that the forces' points are read in it even when
    // something else in the table is wrong (and the table is then not kept).
    if (const YamlNode *unit = valueOfKey(node, "unit"); unit && unit->isScalar())
        m_tableUnit = parseLengthUnit(unit->scalar).value_or(LengthUnit::Inch);
    // A piece's traits are the ruleset's terrain type ids: one vocabulary for the ruleset,
    // the renderer's fills and the rules. Deployment areas belong to the scenario's sides.
    TableReadOptions options;
    options.traits = m_haveRuleset ? &m_terrainIds : nullptr;
    options.sides = &m_sideIds;
    m_s.table = readTableLayout(m_context, node, options);
}

std::optional<TablePoint> ScenarioReader::readPoint(const YamlNode *node, const QString &name)
{
    const auto point = readTablePoint(m_context, node, name, m_tableUnit);
    if (point && m_s.table) {
        const QRectF table(QPointF(), m_s.table->size);
        constexpr double slack = 1e-6;
        if (!table.adjusted(-slack, -slack, slack, slack).contains(point->toPointF()))
            m_context.report(
                node, QStringLiteral("off-table"),
                QStringLiteral("%1 is off the %2 x %3 %4 table")
                    .arg(name, QString::number(fromMillimetres(table.width(), m_tableUnit), 'g', 6),
                         QString::number(fromMillimetres(table.height(), m_tableUnit), 'g', 6),
                         lengthUnitId(m_tableUnit)),
                Severity::Warning);
    }
    return point;
}

void ScenarioReader::readRuleOptions(const YamlNode *node)
{
    MappingReader in(m_context, node, QStringLiteral("rule_options"));
    for (const auto &[key, value] : in.entries()) {
        in.accept(key->scalar);
        if (!m_haveRuleset)
            continue;
        const RuleOption *option = m_out.ruleset->findOption(key->scalar);
        if (!option) {
            reportUnknownId(m_context, key, QStringLiteral("rule option"), key->scalar,
                            QStringLiteral("rule_options"), m_out.ruleset->optionIds());
            continue;
        }
        if (auto v
            = readChoice(m_context, value, QStringLiteral("rule option '%1'").arg(option->id),
                         option->values()))
            m_s.ruleOptions.insert(option->id, option->values().at(*v));
    }
}

void ScenarioReader::readMap(const YamlNode *node)
{
    MappingReader in(m_context, node, QStringLiteral("map"));
    if (!in.isValid())
        return;
    const YamlNode *panelsNode = in.required("panels");
    if (auto id = readId(m_context, panelsNode, valueName("panels", in.what()))) {
        m_s.panelLibrary = *id;
        if (m_haveRuleset) {
            Diagnostics loadProblems;
            m_out.panels = m_registry.panelLibrary(*id, *m_out.ruleset, loadProblems);
            if (m_out.panels) {
                m_havePanels = true;
                m_panelIds = m_out.panels->panelIds();
            } else if (loadProblems.isEmpty()) {
                reportUnknownId(m_context, panelsNode, QStringLiteral("panel library"), *id,
                                valueName("panels", in.what()), m_registry.panelLibraryIds());
            } else {
                m_context.report(panelsNode, QStringLiteral("panels-broken"),
                                 QStringLiteral("panel library '%1' cannot be loaded (%2 "
                                                "problems, the first: %3)")
                                     .arg(*id)
                                     .arg(loadProblems.size())
                                     .arg(loadProblems.first().toText()));
            }
        }
    }
    // The bounding box so far, checked placement by placement so that the error points at
    // the one that makes the map too large.
    qint64 columns = 0;
    qint64 rows = 0;
    forEachMapping(
        m_context, in.required("layout"), valueName("layout", in.what()),
        QStringLiteral("panel placement"), [&](MappingReader &p) {
            PanelPlacement placement;
            placement.position = positionOf(p.node());
            const YamlNode *panelNode = p.required("panel");
            if (auto panel = readString(m_context, panelNode, valueName("panel", p.what()))) {
                placement.panel = *panel;
                if (m_havePanels && !m_panelIds.contains(*panel))
                    reportUnknownId(m_context, panelNode, QStringLiteral("panel"), *panel,
                                    valueName("panel", p.what()), m_panelIds.list());
            }
            const YamlNode *atNode = p.required("at");
            if (auto hex = readHex(atNode, valueName("at", p.what()))) {
                if ((hex->col % 2) != 0) {
                    m_context.report(atNode, QStringLiteral("out-of-range"),
                                     QStringLiteral("'at' in %1 must be in an odd "
                                                    "column (01, 03, ...) so that "
                                                    "hexes line up")
                                         .arg(p.what()));
                }
                placement.column = hex->col;
                placement.row = hex->row;
                if (const Panel *panel
                    = m_havePanels ? m_out.panels->findPanel(placement.panel) : nullptr) {
                    columns = std::max(columns, qint64(hex->col) + panel->columns + 1);
                    rows = std::max(rows, qint64(hex->row) + panel->rows + 1);
                    checkMapSize(atNode, columns, rows);
                }
            }
            const YamlNode *rotationNode = p.required("rotation");
            if (auto r = readChoice(m_context, rotationNode, valueName("rotation", p.what()),
                                    {QStringLiteral("0"), QStringLiteral("180")}))
                placement.rotation = *r == 0 ? 0 : 180;
            m_s.layout.append(placement);
        });
    if (const YamlNode *t = in.optional("terrain")) {
        readTerrainOverrides(t);
        // The panels and the paint together: each may fit while their union does not.
        const TerrainOverrides &paint = m_s.terrain;
        if (paint.width > 0)
            checkMapSize(t, std::max(columns, qint64(paint.origin.col) + paint.width),
                         std::max(rows, qint64(paint.origin.row) + paint.height));
    }
    if (const YamlNode *r = in.optional("roads"))
        readRoadEdits(r);
    if (const YamlNode *h = in.optional("hexsides"))
        readHexsides(h);
    if (const YamlNode *h = in.optional("heights"))
        readHeights(h);
}

bool ScenarioReader::checkMapSize(const YamlNode *at, qint64 columns, qint64 rows)
{
    if (mapSizeAllowed(columns, rows))
        return true;
    if (!m_mapTooLarge)
        m_context.report(at, QStringLiteral("map-too-large"), mapTooLargeMessage(columns, rows));
    m_mapTooLarge = true;
    return false;
}

void ScenarioReader::readRoadEdits(const YamlNode *node)
{
    MappingReader in(m_context, node, QStringLiteral("map roads"));
    if (!in.isValid())
        return;
    // Adjacency in the map's own numbering: a pointy-top map's neighbours are not a flat-top
    // one's. The panel library's orientation is the map's; without it, the ruleset's.
    const OffsetSystem offsets = m_havePanels ? m_out.panels->offsets()
        : m_haveRuleset ? OffsetSystem {m_out.ruleset->orientation, OffsetParity::EvenShifted}
                        : HexMap::Offsets;
    const std::pair<const char *, QList<RoadLink> *> lists[]
        = {{"added", &m_s.roadsAdded}, {"removed", &m_s.roadsRemoved}};
    for (const auto &[key, out] : lists) {
        const YamlNode *list = in.optional(key);
        const QString name = valueName(key, in.what());
        if (!list || !expectSequence(m_context, list, name))
            continue;
        for (const YamlNode *item : list->items) {
            const QList<OffsetCoord> ends = readHexes(item, name);
            if (ends.size() != 2 || item->items.size() != 2) {
                m_context.report(item, QStringLiteral("wrong-size"),
                                 QStringLiteral("each road link in %1 names two hexes, like "
                                                "[\"0304\", \"0405\"]")
                                     .arg(name));
                continue;
            }
            const HexCoord a = offsets.fromOffset(ends[0]);
            const HexCoord b = offsets.fromOffset(ends[1]);
            if (HexCoord::distance(a, b) != 1) {
                m_context.report(item, QStringLiteral("road-gap"),
                                 QStringLiteral("road link %1-%2 in %3 joins hexes that are not "
                                                "adjacent")
                                     .arg(formatHexLabel(ends[0]), formatHexLabel(ends[1]), name));
                continue;
            }
            out->append({ends[0], ends[1]});
        }
    }
}

void ScenarioReader::readTerrainOverrides(const YamlNode *node)
{
    MappingReader in(m_context, node, QStringLiteral("map terrain"));
    if (!in.isValid())
        return;
    const YamlNode *originNode = in.required("origin");
    const auto origin = readHex(originNode, valueName("origin", in.what()));
    QMap<QChar, quint8> legend;
    MappingReader legendReader(m_context, in.required("legend"), valueName("legend", in.what()));
    for (const auto &[key, value] : legendReader.entries()) {
        legendReader.accept(key->scalar);
        if (key->scalar.size() != 1 || key->scalar == QLatin1String("-")
            || key->scalar == QLatin1String(" ")) {
            m_context.report(key, QStringLiteral("wrong-type"),
                             QStringLiteral("legend keys are single characters other than '-' "
                                            "and space, found %1")
                                 .arg(key->describe()));
            continue;
        }
        const QString name = QStringLiteral("legend entry '%1'").arg(key->scalar);
        if (!m_haveRuleset) {
            readString(m_context, value, name);
            continue;
        }
        if (auto t = readRef(value, name, QStringLiteral("terrain"), m_terrainIds))
            legend.insert(key->scalar.at(0), quint8(m_terrainIds.list().indexOf(*t)));
    }
    const YamlNode *rows
        = expectSequence(m_context, in.required("rows"), valueName("rows", in.what()));
    if (!rows || !origin || rows->items.empty())
        return;
    TerrainOverrides &t = m_s.terrain;
    t.origin = *origin;
    t.height = int(rows->items.size());
    t.width = -1;
    for (int y = 0; y < t.height; ++y) {
        const YamlNode *line = rows->items[size_t(y)];
        const QString rowName = QStringLiteral("row %1 of map terrain").arg(y + 1);
        auto text = readString(m_context, line, rowName);
        if (!text)
            return;
        if (t.width < 0) {
            // Checked before the block is allocated: 40,000 empty rows under one row of a
            // million characters would otherwise ask for 40 GB.
            if (!checkMapSize(line, qint64(t.origin.col) + text->size(),
                              qint64(t.origin.row) + t.height)) {
                t = TerrainOverrides();
                return;
            }
            t.width = int(text->size());
            t.cells = QByteArray(qsizetype(t.width) * t.height, char(NoTerrain));
        }
        if (text->size() != t.width) {
            m_context.report(line, QStringLiteral("wrong-size"),
                             QStringLiteral("%1 has %2 characters, expected %3 like the first row")
                                 .arg(rowName)
                                 .arg(text->size())
                                 .arg(t.width));
            continue;
        }
        char *out = t.cells.data() + qsizetype(y) * t.width;
        const QChar *in = text->constData();
        int reported = 0;
        for (int x = 0; x < t.width; ++x) {
            const QChar c = in[x];
            if (c == QLatin1Char('-'))
                continue;
            const auto it = legend.constFind(c);
            if (it == legend.cend()) {
                if (m_haveRuleset && reported++ == 0)
                    m_context.report(line, QStringLiteral("bad-terrain"),
                                     QStringLiteral("'%1' at character %2 of %3 is not in the "
                                                    "legend ('-' means not painted)")
                                         .arg(c)
                                         .arg(x + 1)
                                         .arg(rowName));
                continue;
            }
            out[x] = char(*it);
        }
    }
    if (t.width <= 0)
        t = TerrainOverrides();
}

void ScenarioReader::readMarker(MappingReader &in)
{
    Marker m;
    m.position = positionOf(in.node());
    const QString &what = in.what();
    const YamlNode *kindNode = in.required("kind");
    if (m_haveRuleset) {
        m.kind = readRef(kindNode, valueName("kind", what), QStringLiteral("marker"), m_markerIds)
                     .value_or(QString());
    } else {
        m.kind = readString(m_context, kindNode, valueName("kind", what)).value_or(QString());
    }
    if (auto hex = readHex(in.required("hex"), valueName("hex", what)))
        m.hex = *hex;
    if (const YamlNode *n = in.optional("name"))
        m.name = readText(m_context, n, valueName("name", what)).value_or(QString());
    if (const YamlNode *c = in.optional("colour"))
        m.colour = readColourRef(c, valueName("colour", what)).value_or(QString());
    m_s.markers.append(m);
}

void ScenarioReader::readZone(MappingReader &in)
{
    Zone z;
    z.position = positionOf(in.node());
    const QString &what = in.what();
    z.id = in.requiredId("id").value_or(QString());
    z.name = in.requiredText("name").value_or(QString());
    if (const YamlNode *d = in.optional("description"))
        z.description = readText(m_context, d, valueName("description", what)).value_or(QString());
    z.hexes = readHexes(in.required("hexes"), valueName("hexes", what));
    if (const YamlNode *c = in.optional("colour")) {
        const QString name = valueName("colour", what);
        if (auto colour = readString(m_context, c, name)) {
            static const QRegularExpression rgb(QStringLiteral("^#[0-9a-fA-F]{6}$"));
            if (rgb.match(*colour).hasMatch())
                z.colour = colour->toLower();
            else
                m_context.report(c, QStringLiteral("bad-colour"),
                                 QStringLiteral("%1 is '%2', not a colour as \"#rrggbb\" "
                                                "(for example \"#e6194b\")")
                                     .arg(name, *colour));
        }
    }
    if (const YamlNode *p = in.optional("preset")) {
        MappingReader preset(m_context, p, valueName("preset", what));
        if (preset.isValid())
            z.preset = readZonePreset(preset);
    }
    m_s.zones.append(z);
}

std::optional<ZonePreset> ScenarioReader::readZonePreset(MappingReader &in)
{
    using K = ZonePreset::Kind;
    QStringList kinds;
    for (const K kind : {K::WholePanel, K::PanelEdge, K::PanelTerrain, K::NearPanel, K::MapEdge,
                         K::PanelAwayFromEdge})
        kinds.append(zonePresetKindName(kind));
    const auto kind = in.requiredChoice("kind", kinds);
    if (!kind) {
        for (const char *key : {"board", "edge", "depth", "terrain", "distance", "only_on"})
            in.accept(key);
        return std::nullopt;
    }
    ZonePreset preset;
    preset.kind = K(*kind);
    // A board is a panel of the layout by its place in it, 1 for the first.
    const int boards = std::max<int>(1, int(m_s.layout.size()));
    auto board = [&](const char *key, bool required) {
        const YamlNode *node = required ? in.required(key) : in.optional(key);
        if (!node)
            return -1;
        return readInt(m_context, node, valueName(key, in.what()), 1, boards).value_or(1) - 1;
    };
    if (preset.kind != K::MapEdge)
        preset.panel = std::max(0, board("board", true));
    if (preset.kind == K::PanelEdge || preset.kind == K::MapEdge
        || preset.kind == K::PanelAwayFromEdge) {
        QStringList edges;
        for (const auto edge : {ZonePreset::Edge::North, ZonePreset::Edge::South,
                                ZonePreset::Edge::East, ZonePreset::Edge::West})
            edges.append(zonePresetEdgeName(edge));
        preset.edge = ZonePreset::Edge(in.requiredChoice("edge", edges).value_or(0));
        preset.depth = in.requiredInt("depth", 1, 99).value_or(1);
    }
    if (preset.kind == K::PanelTerrain) {
        const YamlNode *terrain = in.required("terrain");
        preset.terrain = m_haveRuleset
            ? readRef(terrain, valueName("terrain", in.what()), QStringLiteral("terrain"),
                      m_terrainIds)
                  .value_or(QString())
            : readString(m_context, terrain, valueName("terrain", in.what())).value_or(QString());
    }
    if (preset.kind == K::NearPanel) {
        preset.distance = in.requiredInt("distance", 1, 99).value_or(1);
        preset.onPanel = board("only_on", false);
    }
    return preset;
}

void ScenarioReader::readAlliances(const YamlNode *node)
{
    const QString name = QStringLiteral("'alliances' in the scenario");
    const YamlNode *list = expectSequence(m_context, node, name);
    if (!list)
        return;
    for (const YamlNode *group : list->items) {
        QStringList colours;
        if (const YamlNode *g = expectSequence(m_context, group, name)) {
            for (const YamlNode *c : g->items) {
                if (auto colour = readColourRef(c, name))
                    colours.append(*colour);
            }
            if (g->items.size() < 2)
                m_context.report(g, QStringLiteral("wrong-size"),
                                 QStringLiteral("an alliance needs at least two colours"));
        }
        m_s.alliances.append(colours);
    }
}

} // namespace detail

LoadedScenario readScenario(YamlDocument &document, RulesetRegistry &registry,
                            Diagnostics &diagnostics)
{
    // A version 1 scenario takes its ruleset's family. Its board is a hex one whatever the
    // ruleset says: version 1 knew no other (its `map:` is panels), so a version 1 file
    // naming a table ruleset is refused as a board mismatch rather than read as a table.
    upgradeFormat(document, QStringLiteral("hexwright-scenario"),
                  [&registry](const QString &rulesetId) {
                      Diagnostics ignored; // the reader reports a ruleset that does not load
                      const Ruleset *ruleset = registry.ruleset(rulesetId, ignored);
                      return ruleset ? std::optional<FamilyAndBoard>(
                                 FamilyAndBoard {ruleset->family, boardKindId(BoardKind::Hex)})
                                     : std::nullopt;
                  });
    LoadedScenario out;
    out.scenario = std::make_unique<Scenario>();
    ReadContext context(document.fileName(), diagnostics);
    detail::ScenarioReader(context, registry, out).read(document.root());
    if (context.errorCount() > 0)
        out.scenario.reset();
    else
        out.scenario->schemaReference = document.schemaReference();
    return out;
}

LoadedScenario loadScenario(const QString &path, const QString &displayName,
                            RulesetRegistry &registry, Diagnostics &diagnostics)
{
    auto document = YamlDocument::load(path, displayName, diagnostics);
    if (!document)
        return {};
    return readScenario(*document, registry, diagnostics);
}

} // namespace hexwright