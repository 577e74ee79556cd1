// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "map/panellibrarywriter.h"

#include "io/safefile.h"
#include "io/schemacomment.h"
#include "io/yamlwriter.h"
#include "map/hexsidesio.h"
#include "map/panel.h"
#include "map/panellibraryreader.h"
#include "ruleset/ruleset.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace hexwright {

namespace {

using V = YamlValue;

constexpr int CommentWidth = 100;

/// The grid character of each terrain index, and the legend as written.
struct Legend
{
    QList<QChar> symbols; ///< per ruleset terrain index; null when the grids never need it
    QList<std::pair<QChar, QString>> entries; ///< in the ruleset's terrain order
};

Legend makeLegend(const PanelLibrary &library, const Ruleset &ruleset)
{
    const QStringList ids = ruleset.terrainIds();
    QList<bool> used(ids.size(), false);
    for (const Panel &panel : library.panels) {
        for (const char cell : panel.terrain) {
            if (quint8(cell) < ids.size())
                used[quint8(cell)] = true;
        }
    }
    Legend legend;
    legend.symbols.resize(ids.size());
    QMap<QChar, QString> entries = library.legend;
    QString taken = QStringLiteral(" ");
    for (auto it = entries.cbegin(); it != entries.cend(); ++it)
        taken += it.key();
    for (int i = 0; i < ids.size(); ++i) {
        legend.symbols[i] = library.symbolFor(ids.at(i));
        if (!legend.symbols.at(i).isNull() || !used.at(i))
            continue;
        // Painted with a terrain the legend lacks: give it a character, as the scenario
        // writer does, so the grid reads back.
        for (const QChar c : ids.at(i) + QStringLiteral("abcdefghijklmnopqrstuvwxyz0123456789")) {
            if (!taken.contains(c)) {
                legend.symbols[i] = c;
                taken += c;
                entries.insert(c, ids.at(i));
                break;
            }
        }
    }
    for (auto it = entries.cbegin(); it != entries.cend(); ++it)
        legend.entries.append({it.key(), it.value()});
    std::stable_sort(legend.entries.begin(), legend.entries.end(),
                     [&ids](const auto &a, const auto &b) {
                         return ids.indexOf(a.second) < ids.indexOf(b.second);
                     });
    return legend;
}

/// What the header says of the grid, for whoever edits the file by hand.
QString geometryComment(HexOrientation orientation)
{
    if (orientation == HexOrientation::PointyTop) {
        return QStringLiteral(
            "#\n"
            "# Geometry: pointy-top hexes in horizontal rows; even rows sit half a hex further "
            "east\n"
            "# than odd ones. A panel of `columns: C`, `rows: R` has local rows 0..R; even rows "
            "hold\n"
            "# columns 0..C-1, odd rows columns 0..C. Rows 0 and R and the odd rows' columns 0 "
            "and C are\n"
            "# half hexes that join the neighbouring panel's halves.\n"
            "# Terrain: string k is row k, character c is column c; even rows have no column C, "
            "so\n"
            "# their strings end in a space. Labels are \"CCRR\" = column+1, row+1.\n"
            "# Roads are chains of adjacent hexes through hex centres.\n");
    }
    return QStringLiteral(
        "#\n"
        "# Geometry: flat-top hexes in vertical columns; odd columns sit half a hex higher than "
        "even\n"
        "# ones. A panel of `columns: C`, `rows: R` has local columns 0..C; even columns hold "
        "rows\n"
        "# 0..R-1, odd columns rows 0..R. Columns 0 and C and the odd columns' rows 0 and R are "
        "half\n"
        "# hexes that join the neighbouring panel's halves.\n"
        "# Terrain: string k is row k, character c is column c; even columns have no row R, so "
        "the\n"
        "# last string has a space at every even column. Labels are \"CCRR\" = column+1, "
        "row+1.\n"
        "# Roads are chains of adjacent hexes through hex centres.\n");
}

QString header(const PanelLibrary &library, const Legend &legend)
{
    QString name = library.name;
    name.replace(QLatin1Char('\n'), QLatin1Char(' '));
    QString out = QStringLiteral("# %1\n# Panel library '%2' for ruleset '%3', written by "
                                 "Hexwright.\n")
                      .arg(name, library.id, library.rulesetId);
    out += geometryComment(library.orientation);
    QString line = QStringLiteral("# Legend:");
    for (const auto &[symbol, terrain] : legend.entries) {
        const QString item = QStringLiteral(" %1 %2").arg(symbol, terrain);
        if (line.size() + item.size() + 1 > CommentWidth) {
            out += line + QLatin1Char('\n');
            line = QStringLiteral("#        ");
        } else if (!line.endsWith(QLatin1Char(':'))) {
            line += QLatin1Char(' ');
        }
        line += item;
    }
    out += line + QLatin1Char('\n');
    return out;
}

QStringList labels(const QList<OffsetCoord> &hexes)
{
    QStringList out;
    out.reserve(hexes.size());
    for (const OffsetCoord &hex : hexes)
        out.append(formatHexLabel(hex));
    return out;
}

V terrainRows(const Panel &panel, const Legend &legend)
{
    V rows = V::sequence();
    const QChar fallback = legend.entries.isEmpty() ? QLatin1Char('.') : legend.entries[0].first;
    for (int row = 0; row <= panel.rows; ++row) {
        QString text(panel.columns + 1, QLatin1Char(' '));
        for (int col = 0; col <= panel.columns; ++col) {
            if (!panel.contains({col, row}))
                continue;
            const quint8 terrain = panel.terrainAt({col, row});
            const QChar symbol
                = terrain < legend.symbols.size() ? legend.symbols.at(terrain) : QChar();
            text[col] = symbol.isNull() ? fallback : symbol;
        }
        rows.append(V::quoted(text));
    }
    return rows;
}

V panelValue(const Panel &panel, const Legend &legend, const Ruleset &ruleset)
{
    V out = V::mapping();
    out.insert("id", V::quoted(panel.id));
    out.insert("name", V::scalar(panel.name));
    if (!panel.board.isEmpty())
        out.insert("board", V::quoted(panel.board));
    out.insert("kind",
               V::scalar(panel.kind == Panel::Kind::Main ? QStringLiteral("main")
                                                         : QStringLiteral("edge")));
    out.insert("columns", V::number(panel.columns));
    out.insert("rows", V::number(panel.rows));
    out.insert("terrain", terrainRows(panel, legend));
    V roads = V::sequence();
    for (const PanelRoad &road : panel.roads) {
        V item = V::mapping();
        item.insert("id", V::scalar(road.id));
        item.insert("name", V::scalar(road.name));
        item.insert("hexes", V::inlineList(labels(road.hexes), true));
        roads.append(item);
    }
    out.insert("roads", roads);
    V features = V::sequence();
    for (const PanelFeature &feature : panel.features) {
        V item = V::mapping();
        item.insert("id", V::scalar(feature.id));
        item.insert("name", V::scalar(feature.name));
        item.insert("kind", V::scalar(feature.kind));
        item.insert("hexes", V::inlineList(labels(feature.hexes), true));
        features.append(item);
    }
    out.insert("features", features);
    const auto label = [](OffsetCoord hex) {
        return formatHexLabel(hex);
    };
    if (!panel.hexsides.isEmpty())
        out.insert("hexsides", hexsidesValue(panel.hexsides, ruleset, panel.orientation, label));
    if (!panel.heights.isEmpty())
        out.insert("heights", heightsValue(panel.heights, label));
    return out;
}

} // namespace

QByteArray writePanelLibrary(const PanelLibrary &library, const Ruleset &ruleset)
{
    const Legend legend = makeLegend(library, ruleset);
    V doc = V::mapping();
    doc.insert("format", V::scalar(QStringLiteral("hexwright-panels/%1").arg(PanelsFormatVersion)));
    doc.insert("id", V::scalar(library.id));
    doc.insert("name", V::scalar(library.name));
    doc.insert("ruleset", V::scalar(library.rulesetId));
    // Flat-top libraries that do not say it stay as they were written.
    if (library.orientationDeclared || library.orientation != HexOrientation::FlatTop)
        doc.insert("orientation",
                   V::scalar(library.orientation == HexOrientation::FlatTop
                                 ? QStringLiteral("flat-top")
                                 : QStringLiteral("pointy-top")));
    V legendValue = V::mapping();
    for (const auto &[symbol, terrain] : legend.entries)
        legendValue.insert(QString(symbol), V::scalar(terrain));
    doc.insert("legend", legendValue);
    // A library that declares no feature kinds stays as it was written.
    if (!library.featureKinds.isEmpty()) {
        V kinds = V::sequence();
        for (const PanelFeatureKind &kind : library.featureKinds) {
            V item = V::mapping();
            item.insert("id", V::scalar(kind.id));
            if (!kind.name.isEmpty())
                item.insert("name", V::scalar(kind.name));
            kinds.append(item);
        }
        doc.insert("feature_kinds", kinds);
    }
    if (library.labelsPerPanel)
        doc.insert("hex_labels", V::scalar(QStringLiteral("per_panel")));
    V panels = V::sequence();
    for (const Panel &panel : library.panels)
        panels.append(panelValue(panel, legend, ruleset));
    doc.insert("panels", panels);
    return schemaCommentLine(QStringLiteral("hexwright-panels"), library.schemaReference)
        + (header(library, legend) + doc.toDocument()).toUtf8();
}

bool savePanelLibrary(const QString &path, const PanelLibrary &library, const Ruleset &ruleset,
                      QString *errorMessage)
{
    const QString folder = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(folder)) {
        if (errorMessage)
            *errorMessage
                = QCoreApplication::translate("PanelLibraryWriter", "Cannot create the folder %1")
                      .arg(folder);
        return false;
    }
    return writeFileAtomically(path, writePanelLibrary(library, ruleset), errorMessage);
}

} // namespace hexwright
