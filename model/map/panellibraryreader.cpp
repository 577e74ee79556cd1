// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "map/panellibraryreader.h"

#include "hex/hexcoord.h"
#include "io/schemareader.h"
#include "io/yamltree.h"
#include "map/hexsidesio.h"
#include "ruleset/ruleset.h"

#include <algorithm>

namespace hexwright {

namespace {

QString orientationName(HexOrientation orientation)
{
    return orientation == HexOrientation::FlatTop ? QStringLiteral("flat-top")
                                                  : QStringLiteral("pointy-top");
}

class PanelLibraryReader
{
public:
    PanelLibraryReader(ReadContext &context, const Ruleset &ruleset, PanelLibrary &library)
        : m_context(context)
        , m_ruleset(ruleset)
        , m_library(library)
        , m_terrainIds(ruleset.terrainIds())
    { }

    void read(const YamlNode *root)
    {
        MappingReader top(m_context, root, QStringLiteral("the panel library"));
        if (!top.isValid())
            return;
        if (checkFormat(m_context, top, QStringLiteral("hexwright-panels"), PanelsFormatVersion)
            == 0)
            return;
        const QString &what = top.what();
        m_library.id = top.requiredId("id").value_or(QString());
        m_library.name = top.requiredText("name").value_or(QString());
        const YamlNode *rulesetNode = top.required("ruleset");
        if (auto r = readId(m_context, rulesetNode, valueName("ruleset", what))) {
            m_library.rulesetId = *r;
            if (*r != m_ruleset.id)
                m_context.report(rulesetNode, QStringLiteral("wrong-ruleset"),
                                 QStringLiteral("the panels are for ruleset '%1', not '%2'")
                                     .arg(*r, m_ruleset.id));
        }
        // The hexes are the ruleset's: a library may say which they are, as a check that it
        // was drawn for them, and otherwise has the ruleset's.
        m_library.orientation = m_ruleset.orientation;
        if (const YamlNode *node = top.optional("orientation")) {
            const auto o = readChoice(m_context, node, valueName("orientation", what),
                                      {QStringLiteral("flat-top"), QStringLiteral("pointy-top")});
            if (o) {
                const HexOrientation declared
                    = *o == 0 ? HexOrientation::FlatTop : HexOrientation::PointyTop;
                m_library.orientationDeclared = true;
                if (declared != m_ruleset.orientation)
                    m_context.report(node, QStringLiteral("wrong-orientation"),
                                     QStringLiteral("the panels have %1 hexes, but ruleset '%2' "
                                                    "has %3 hexes")
                                         .arg(orientationName(declared), m_ruleset.id,
                                              orientationName(m_ruleset.orientation)));
            }
        }
        readLegend(top.required("legend"));
        // What the panels' features may be: optional, so a library written before kinds were
        // declared still loads (and then any id is a kind).
        if (const YamlNode *kinds = top.optional("feature_kinds"))
            forEachMapping(m_context, kinds, valueName("feature_kinds", what),
                           QStringLiteral("feature kind"), [this](MappingReader &in) {
                               PanelFeatureKind kind;
                               kind.id = in.requiredId("id").value_or(QString());
                               if (const YamlNode *name = in.optional("name"))
                                   kind.name
                                       = readText(m_context, name, valueName("name", in.what()))
                                             .value_or(QString());
                               // forEachMapping() reports an id declared twice.
                               if (kind.id.isEmpty() || m_featureKindIds.contains(kind.id))
                                   return;
                               m_featureKindIds.append(kind.id);
                               m_library.featureKinds.append(kind);
                           });
        // How hexes are named: by the map (the default) or per panel, as games whose numbered
        // boards combine in any arrangement do ("board 3, hex 1801").
        if (const YamlNode *labels = top.optional("hex_labels")) {
            if (auto k = readChoice(m_context, labels, valueName("hex_labels", what),
                                    {QStringLiteral("map"), QStringLiteral("per_panel")}))
                m_library.labelsPerPanel = *k == 1;
        }
        forEachMapping(m_context, top.required("panels"), valueName("panels", what),
                       QStringLiteral("panel"), [this](MappingReader &in) { readPanel(in); });
    }

private:
    void readLegend(const YamlNode *node)
    {
        MappingReader legend(m_context, node, QStringLiteral("the legend"));
        for (const auto &[key, value] : legend.entries()) {
            legend.accept(key->scalar);
            if (key->scalar.size() != 1 || key->scalar == QLatin1String(" ")) {
                m_context.report(key, QStringLiteral("wrong-type"),
                                 QStringLiteral("legend keys are single characters other than "
                                                "space, found %1")
                                     .arg(key->describe()));
                continue;
            }
            const QString name = QStringLiteral("legend entry '%1'").arg(key->scalar);
            auto terrain = readString(m_context, value, name);
            if (!terrain)
                continue;
            if (!m_ruleset.findTerrain(*terrain)) {
                reportUnknownId(m_context, value, QStringLiteral("terrain"), *terrain, name,
                                m_ruleset.terrainIds());
                continue;
            }
            m_library.legend.insert(key->scalar.at(0), *terrain);
        }
    }

    std::optional<OffsetCoord> readLocalHex(const YamlNode *node, const Panel &panel,
                                            const QString &name)
    {
        auto text = readString(m_context, node, name);
        if (!text)
            return std::nullopt;
        OffsetCoord local;
        if (!parseHexLabel(*text, 2, &local)) {
            m_context.report(node, QStringLiteral("bad-hex"),
                             QStringLiteral("'%1' in %2 is not a hex label like \"0405\"")
                                 .arg(quoteForMessage(*text), name));
            return std::nullopt;
        }
        if (!panel.contains(local)) {
            m_context.report(node, QStringLiteral("out-of-range"),
                             QStringLiteral("hex %1 in %2 is not on the panel").arg(*text, name));
            return std::nullopt;
        }
        return local;
    }

    QList<OffsetCoord> readHexList(const YamlNode *node, const Panel &panel, const QString &name)
    {
        QList<OffsetCoord> hexes;
        if (const YamlNode *list = expectSequence(m_context, node, name)) {
            for (const YamlNode *item : list->items) {
                if (auto hex = readLocalHex(item, panel, name))
                    hexes.append(*hex);
            }
        }
        return hexes;
    }

    void readTerrainRows(const YamlNode *node, Panel &panel, const QString &name)
    {
        const YamlNode *list = expectSequence(m_context, node, name);
        if (!list)
            return;
        if (int(list->items.size()) != panel.rows + 1) {
            m_context.report(list, QStringLiteral("wrong-size"),
                             QStringLiteral("%1 has %2 rows, expected %3 (rows + 1)")
                                 .arg(name)
                                 .arg(list->items.size())
                                 .arg(panel.rows + 1));
            return;
        }
        const int width = panel.columns + 1;
        // The grid is allocated only when every row has its width: a library refused for
        // short rows (201 empty rows cost a kilobyte of file) allocates nothing for them.
        const bool rowsFit
            = std::all_of(list->items.cbegin(), list->items.cend(), [width](const YamlNode *line) {
                  return line->isScalar() && line->scalar.size() == width;
              });
        if (rowsFit)
            panel.terrain = QByteArray(qsizetype(panel.rows + 1) * width, char(NoTerrain));
        for (int row = 0; row <= panel.rows; ++row) {
            const YamlNode *line = list->items[size_t(row)];
            const QString rowName = QStringLiteral("row %1 of %2").arg(row).arg(name);
            auto text = readString(m_context, line, rowName);
            if (!text)
                continue;
            if (text->size() != width) {
                m_context.report(line, QStringLiteral("wrong-size"),
                                 QStringLiteral("%1 has %2 characters, expected %3 (columns + 1)")
                                     .arg(rowName)
                                     .arg(text->size())
                                     .arg(width));
                continue;
            }
            for (int col = 0; col < width; ++col) {
                const QChar c = text->at(col);
                const bool hasHex = panel.contains({col, row});
                if (!hasHex) {
                    if (c != QLatin1Char(' '))
                        m_context.report(line, QStringLiteral("bad-terrain"),
                                         (panel.orientation == HexOrientation::FlatTop
                                              ? QStringLiteral("column %1 of %2 has no hex (even "
                                                               "columns end a row earlier): "
                                                               "write a space")
                                              : QStringLiteral("column %1 of %2 has no hex (even "
                                                               "rows end a column earlier): "
                                                               "write a space"))
                                             .arg(col)
                                             .arg(rowName));
                    continue;
                }
                const QString terrainId = m_library.legend.value(c);
                if (terrainId.isEmpty()) {
                    m_context.report(line, QStringLiteral("bad-terrain"),
                                     QStringLiteral("'%1' at column %2 of %3 is not in the legend")
                                         .arg(c)
                                         .arg(col)
                                         .arg(rowName));
                    continue;
                }
                if (rowsFit)
                    panel.terrain[qsizetype(row) * width + col]
                        = char(m_terrainIds.indexOf(terrainId));
            }
        }
    }

    void readPanel(MappingReader &in)
    {
        Panel panel;
        panel.orientation = m_library.orientation;
        const bool pointy = panel.orientation == HexOrientation::PointyTop;
        const QString &what = in.what();
        const YamlNode *idNode = in.required("id");
        if (auto id = readString(m_context, idNode, valueName("id", what))) {
            if (isValidPanelId(*id))
                panel.id = *id;
            else
                m_context.report(idNode, QStringLiteral("bad-id"),
                                 QStringLiteral("'%1' is not a valid panel id: use letters, "
                                                "digits, '-' and '_'")
                                     .arg(quoteForMessage(*id)));
        }
        panel.name = in.requiredText("name").value_or(QString());
        if (const YamlNode *board = in.optional("board"))
            panel.board
                = readText(m_context, board, valueName("board", in.what())).value_or(QString());
        if (auto k = in.requiredChoice("kind", {QStringLiteral("main"), QStringLiteral("edge")}))
            panel.kind = *k == 0 ? Panel::Kind::Main : Panel::Kind::Edge;
        const YamlNode *columnsNode = in.required("columns");
        // 0 = unusable; plain ints keep GCC's -Wmaybe-uninitialized quiet at -O2.
        int columns
            = readInt(m_context, columnsNode, valueName("columns", what), pointy ? 1 : 2, 200)
                  .value_or(0);
        if (!pointy && (columns % 2) != 0) {
            m_context.report(columnsNode, QStringLiteral("out-of-range"),
                             QStringLiteral("'columns' in %1 must be even so that panels join, "
                                            "found %2")
                                 .arg(what)
                                 .arg(columns));
            columns = 0;
        }
        // Pointy-top panels are cut across their rows: it is the rows that must be even.
        const YamlNode *rowsNode = in.required("rows");
        int rows = readInt(m_context, rowsNode, valueName("rows", what), pointy ? 2 : 1, 200)
                       .value_or(0);
        if (pointy && (rows % 2) != 0) {
            m_context.report(rowsNode, QStringLiteral("out-of-range"),
                             QStringLiteral("'rows' in %1 must be even so that pointy-top "
                                            "panels join, found %2")
                                 .arg(what)
                                 .arg(rows));
            rows = 0;
        }
        if (columns == 0 || rows == 0) {
            in.accept("terrain");
            in.accept("roads");
            in.accept("features");
            in.accept("hexsides");
            in.accept("heights");
            return;
        }
        panel.columns = columns;
        panel.rows = rows;
        readTerrainRows(in.required("terrain"), panel, valueName("terrain", what));
        forEachMapping(m_context, in.required("roads"), valueName("roads", what),
                       QStringLiteral("road"), [&](MappingReader &r) {
                           PanelRoad road;
                           road.id = r.requiredId("id").value_or(QString());
                           road.name = r.requiredText("name").value_or(QString());
                           const YamlNode *hexesNode = r.required("hexes");
                           road.hexes = readHexList(hexesNode, panel, valueName("hexes", r.what()));
                           for (int i = 1; i < road.hexes.size(); ++i) {
                               const HexCoord a = panel.offsets().fromOffset(road.hexes[i - 1]);
                               const HexCoord b = panel.offsets().fromOffset(road.hexes[i]);
                               if (HexCoord::distance(a, b) != 1) {
                                   m_context.report(hexesNode, QStringLiteral("road-gap"),
                                                    QStringLiteral("%1 jumps from %2 to %3: "
                                                                   "consecutive road hexes must "
                                                                   "be adjacent")
                                                        .arg(r.what(),
                                                             formatHexLabel(road.hexes[i - 1]),
                                                             formatHexLabel(road.hexes[i])));
                                   break;
                               }
                           }
                           panel.roads.append(road);
                       });
        forEachMapping(
            m_context, in.required("features"), valueName("features", what),
            QStringLiteral("feature"), [&](MappingReader &f) {
                PanelFeature feature;
                feature.id = f.requiredId("id").value_or(QString());
                feature.name = f.requiredText("name").value_or(QString());
                // One of the kinds the library declares, when it declares any.
                const YamlNode *kindNode = f.required("kind");
                const QString kindName = valueName("kind", f.what());
                if (m_library.featureKinds.isEmpty())
                    feature.kind = readId(m_context, kindNode, kindName).value_or(QString());
                else
                    feature.kind = readRef(m_context, kindNode, kindName,
                                           QStringLiteral("feature kind"), m_featureKindIds)
                                       .value_or(QString());
                feature.hexes
                    = readHexList(f.required("hexes"), panel, valueName("hexes", f.what()));
                panel.features.append(feature);
            });
        // The board's printed hexsides and heights, in the panel's own numbering.
        const HexReader localHex = [&](const YamlNode *hex, const QString &name) {
            return readLocalHex(hex, panel, name);
        };
        if (const YamlNode *hexsides = in.optional("hexsides"))
            readHexsideList(m_context, hexsides, valueName("hexsides", what), panel.offsets(),
                            &m_ruleset, false, localHex, panel.hexsides);
        if (const YamlNode *heights = in.optional("heights"))
            readHeightList(m_context, heights, valueName("heights", what), localHex, panel.heights);
        m_library.panels.append(panel);
    }

    ReadContext &m_context;
    const Ruleset &m_ruleset;
    PanelLibrary &m_library;
    const QStringList m_terrainIds;
    KnownIds m_featureKindIds; ///< the library's feature kinds
};

} // namespace

bool isValidPanelId(const QString &id)
{
    if (id.isEmpty() || id.size() > 32)
        return false;
    for (const QChar c : id) {
        if (!(c.isLetterOrNumber() && c.unicode() < 128) && c != QLatin1Char('-')
            && c != QLatin1Char('_'))
            return false;
    }
    return true;
}

std::unique_ptr<PanelLibrary> readPanelLibrary(const YamlDocument &document, const Ruleset &ruleset,
                                               Diagnostics &diagnostics)
{
    auto library = std::make_unique<PanelLibrary>();
    ReadContext context(document.fileName(), diagnostics);
    PanelLibraryReader(context, ruleset, *library).read(document.root());
    if (context.errorCount() > 0)
        return nullptr;
    library->schemaReference = document.schemaReference();
    return library;
}

std::unique_ptr<PanelLibrary> loadPanelLibrary(const QString &path, const QString &displayName,
                                               const Ruleset &ruleset, Diagnostics &diagnostics)
{
    auto document = YamlDocument::load(path, displayName, diagnostics);
    if (!document)
        return nullptr;
    return readPanelLibrary(*document, ruleset, diagnostics);
}

} // namespace hexwright
