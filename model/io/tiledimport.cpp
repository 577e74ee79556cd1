// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/tiledimport.h"

#include "io/safefile.h"
#include "io/tiledgrid.h"
#include "map/hexmap.h"
#include "ruleset/ruleset.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QXmlStreamReader>

#include <algorithm>
#include <iterator>
#include <limits>
#include <map>

namespace hexwright {

namespace {

/// Tiled keeps a tile's flips and turns in the top four bits of its global id.
constexpr quint32 GidFlags = 0xF0000000u;
/// More errors than this and the rest are left out: one bad tile id repeated over a large
/// map must not give a million messages.
constexpr int MaxErrors = 20;
/// The most tiles of all tilesets together that are read.
constexpr int MaxTiles = 65536;
/// The deepest nesting of layer groups that is read.
constexpr int MaxGroupDepth = 64;

/// The context of this file's texts.
struct TiledImport
{
    Q_DECLARE_TR_FUNCTIONS(TiledImport)
};

/// A tile of a tileset: the terrain it names, and where it says so.
struct TileInfo
{
    QString terrainId;
    int line = 0;
    int column = 0;
};

struct Tileset
{
    QString name;
    QString file; ///< where it was read: the map, or an external .tsx
    int line = 0;
    int column = 0;
    int tileCount = -1; ///< the tilecount attribute, -1 if none
    QHash<int, TileInfo> tiles;
};

/// A document being read, decoded, with where its lines start: QXmlStreamReader says where a
/// token ends, and not always well (1:1 at a premature end), so positions are found here.
struct XmlText
{
    QString file;
    QString text;
    QList<qsizetype> lineStarts {0};

    XmlText(const QString &fileName, const QByteArray &data)
        : file(fileName)
        , text(QString::fromUtf8(data))
    {
        for (qsizetype i = 0; i < text.size(); ++i) {
            if (text.at(i) == QLatin1Char('\n'))
                lineStarts.append(i + 1);
        }
    }
    /// The 1-based line and column of character @p offset.
    std::pair<qint64, qint64> position(qsizetype offset) const
    {
        offset = std::clamp<qsizetype>(offset, 0, text.size());
        const auto line = std::upper_bound(lineStarts.begin(), lineStarts.end(), offset) - 1;
        return {line - lineStarts.begin() + 1, offset - *line + 1};
    }
};

class TmxReader
{
public:
    TmxReader(const QString &fileName, const Ruleset &ruleset, const HexMap &map,
              Diagnostics &diagnostics)
        : m_file(fileName)
        , m_ruleset(ruleset)
        , m_map(map)
        , m_grid(TiledHexGrid::forOffsets(map.offsets()))
        , m_diagnostics(diagnostics)
    { }

    std::optional<TiledTerrain> read(const QByteArray &data);

private:
    void error(const QString &file, qint64 line, qint64 column, const QString &code,
               const QString &message);
    /// An error at the start of the token just read (an element's '<').
    void error(const QString &code, const QString &message)
    {
        error(m_tokenFile, m_tokenLine, m_tokenColumn, code, message);
    }
    /// Reads the next token, remembering where it starts; false (with a message) at a DTD or
    /// an XML error.
    bool next(QXmlStreamReader &xml, const XmlText &text);
    bool readMapElement(QXmlStreamReader &xml);
    /// Reads the children of <map> or a <group>, looking for the terrain layer.
    bool readLayers(QXmlStreamReader &xml, int depth = 0);
    bool readTileset(QXmlStreamReader &xml, const XmlText &text, Tileset *tileset);
    bool readExternalTileset(const QString &source, qint64 line, qint64 column, Tileset *tileset);
    bool readTerrainLayer(QXmlStreamReader &xml);
    bool readData(QXmlStreamReader &xml);
    bool readCsv(const QString &text, qint64 line, qint64 column);
    bool readBase64(const QString &text, qint64 line, qint64 column);
    bool readXmlTiles(QXmlStreamReader &xml);
    bool addGid(quint32 gid);
    /// The terrain of every cell from its gid and the tilesets.
    std::optional<TiledTerrain> resolve();
    /// readTileset() of the tile properties; skips everything else.
    bool readTileProperties(QXmlStreamReader &xml, const XmlText &text, TileInfo *tile);
    int intAttribute(QXmlStreamReader &xml, const QString &name, bool *ok);

    // Where the token last read starts: QXmlStreamReader tells where it ends.
    QString m_tokenFile;
    qint64 m_tokenLine = 0;
    qint64 m_tokenColumn = 0;

    const QString m_file;
    const XmlText *m_main = nullptr; ///< the map being read
    const Ruleset &m_ruleset;
    const HexMap &m_map;
    const TiledHexGrid m_grid;
    Diagnostics &m_diagnostics;
    int m_errors = 0;
    std::map<quint32, Tileset> m_tilesets; ///< by first gid
    int m_tileCount = 0;
    bool m_haveLayer = false;
    qint64 m_dataLine = 0;
    qint64 m_dataColumn = 0;
    QList<quint32> m_gids; ///< the terrain layer's cells, row-major
};

void TmxReader::error(const QString &file, qint64 line, qint64 column, const QString &code,
                      const QString &message)
{
    if (++m_errors > MaxErrors)
        return;
    Diagnostic d;
    d.file = file;
    d.line = int(std::min<qint64>(line, std::numeric_limits<int>::max()));
    d.column = int(std::min<qint64>(column, std::numeric_limits<int>::max()));
    d.code = code;
    d.message = message;
    m_diagnostics.append(d);
}

bool TmxReader::next(QXmlStreamReader &xml, const XmlText &text)
{
    // The token starts after the last one and the blanks that are no token of their own.
    qsizetype start = qsizetype(xml.characterOffset());
    while (start < text.text.size() && text.text.at(start).isSpace())
        ++start;
    // A text token ends once its reader has taken the '<' after it.
    if (start > 0 && text.text.at(start - 1) == QLatin1Char('<'))
        --start;
    m_tokenFile = text.file;
    std::tie(m_tokenLine, m_tokenColumn) = text.position(start);
    const QXmlStreamReader::TokenType token = xml.readNext();
    if (token == QXmlStreamReader::DTD) {
        // Entities are where "billion laughs" hide; no Tiled map declares any.
        error(QStringLiteral("tiled-dtd"),
              TiledImport::tr(
                  "the file has a document type declaration, which no Tiled map has; it is "
                  "not read"));
        return false;
    }
    if (token == QXmlStreamReader::Invalid) {
        // Where the reader stopped; it tells none at the end of a cut file.
        qsizetype stop = qsizetype(xml.characterOffset());
        if (xml.error() == QXmlStreamReader::PrematureEndOfDocumentError || stop == 0)
            stop = text.text.size();
        const auto [line, column] = text.position(stop);
        error(text.file, line, column, QStringLiteral("tiled-xml"),
              TiledImport::tr("not a readable Tiled map: %1").arg(xml.errorString()));
        return false;
    }
    return true;
}

int TmxReader::intAttribute(QXmlStreamReader &xml, const QString &name, bool *ok)
{
    const QStringView text = xml.attributes().value(name);
    bool valid = false;
    const int value = text.toInt(&valid);
    if (!valid) {
        error(QStringLiteral("tiled-attribute"),
              TiledImport::tr("<%1> needs a whole number %2, not '%3'")
                  .arg(xml.name().toString(), name, text.left(40).toString()));
        *ok = false;
    }
    return value;
}

std::optional<TiledTerrain> TmxReader::read(const QByteArray &data)
{
    const XmlText text(m_file, data);
    m_main = &text;
    QXmlStreamReader xml(text.text);
    while (!xml.atEnd()) {
        if (!next(xml, *m_main))
            return std::nullopt;
        if (xml.isStartElement()) {
            if (xml.name() != QLatin1String("map")) {
                error(QStringLiteral("tiled-not-map"),
                      TiledImport::tr("not a Tiled map: it starts with <%1>, not <map>")
                          .arg(xml.name().left(40).toString()));
                return std::nullopt;
            }
            if (!readMapElement(xml))
                return std::nullopt;
            break;
        }
    }
    if (!m_haveLayer) {
        if (m_errors == 0)
            error(m_file, 0, 0, QStringLiteral("tiled-no-terrain"),
                  TiledImport::tr("the Tiled map has no tile layer named 'Terrain'"));
        return std::nullopt;
    }
    if (m_errors > 0)
        return std::nullopt;
    return resolve();
}

bool TmxReader::readMapElement(QXmlStreamReader &xml)
{
    const QXmlStreamAttributes attributes = xml.attributes();
    const QString orientation = attributes.value(QLatin1String("orientation")).toString();
    if (orientation != QLatin1String("hexagonal")) {
        error(QStringLiteral("tiled-orientation"),
              TiledImport::tr("the Tiled map's orientation is '%1': a Hexwright map is 'hexagonal'")
                  .arg(orientation.left(40)));
        return false;
    }
    if (attributes.value(QLatin1String("infinite")) == QLatin1String("1")) {
        error(QStringLiteral("tiled-infinite"),
              TiledImport::tr("the Tiled map is infinite: make it fixed-size in Tiled (Map > Map "
                              "Properties) first"));
        return false;
    }
    const QString axis = attributes.value(QLatin1String("staggeraxis")).toString();
    const QString index = attributes.value(QLatin1String("staggerindex")).toString();
    if (axis != m_grid.staggerAxis() || index != m_grid.staggerIndex()) {
        const QString ours = m_grid.staggerX ? TiledImport::tr("flat-top hexes in columns")
                                             : TiledImport::tr("pointy-top hexes in rows");
        error(QStringLiteral("tiled-stagger"),
              TiledImport::tr(
                  "the Tiled map is staggered along '%1' with index '%2'; the scenario's map "
                  "has %3 (stagger axis '%4', index '%5')")
                  .arg(axis.left(10), index.left(10), ours, m_grid.staggerAxis(),
                       m_grid.staggerIndex()));
        return false;
    }
    bool ok = true;
    const int width = intAttribute(xml, QStringLiteral("width"), &ok);
    const int height = intAttribute(xml, QStringLiteral("height"), &ok);
    if (!ok)
        return false;
    if (!mapSizeAllowed(width, height)) {
        error(QStringLiteral("tiled-size"), mapTooLargeMessage(width, height));
        return false;
    }
    if (width != m_map.columns() || height != m_map.rows()) {
        error(QStringLiteral("tiled-size"),
              TiledImport::tr(
                  "the Tiled map is %1 x %2 hexes, the scenario's map %3 x %4 (columns x rows)")
                  .arg(width)
                  .arg(height)
                  .arg(m_map.columns())
                  .arg(m_map.rows()));
        return false;
    }
    return readLayers(xml);
}

bool TmxReader::readLayers(QXmlStreamReader &xml, int depth)
{
    while (!xml.atEnd()) {
        if (!next(xml, *m_main))
            return false;
        if (xml.isEndElement())
            return true;
        if (!xml.isStartElement())
            continue;
        const QStringView name = xml.name();
        if (name == QLatin1String("tileset")) {
            bool ok = true;
            const qint64 firstGid
                = xml.attributes().value(QLatin1String("firstgid")).toLongLong(&ok);
            if (!ok || firstGid < 1 || firstGid > qint64(~GidFlags)) {
                error(QStringLiteral("tiled-attribute"),
                      TiledImport::tr("<tileset> needs a firstgid from 1 to %1").arg(~GidFlags));
                return false;
            }
            Tileset tileset;
            if (!readTileset(xml, *m_main, &tileset))
                return false;
            m_tilesets[quint32(firstGid)] = tileset;
        } else if (name == QLatin1String("group")) {
            // Groups nest, and so does this reader: a file of nothing but groups must not
            // run it out of stack.
            if (depth >= MaxGroupDepth) {
                error(QStringLiteral("tiled-group"),
                      TiledImport::tr("layer groups nested more than %1 deep").arg(MaxGroupDepth));
                return false;
            }
            if (!readLayers(xml, depth + 1))
                return false;
        } else if (name == QLatin1String("layer")
                   && xml.attributes().value(QLatin1String("name")) == QLatin1String("Terrain")
                   && !m_haveLayer) {
            if (!readTerrainLayer(xml))
                return false;
        } else {
            xml.skipCurrentElement();
            if (xml.hasError())
                return next(xml, *m_main);
        }
    }
    return true;
}

bool TmxReader::readTileset(QXmlStreamReader &xml, const XmlText &text, Tileset *tileset)
{
    tileset->file = text.file;
    tileset->line = int(m_tokenLine);
    tileset->column = int(m_tokenColumn);
    bool counted = false;
    tileset->tileCount = xml.attributes().value(QLatin1String("tilecount")).toInt(&counted);
    if (!counted || tileset->tileCount < 0)
        tileset->tileCount = -1;
    tileset->name = xml.attributes().value(QLatin1String("name")).left(200).toString();
    const QString source = xml.attributes().value(QLatin1String("source")).toString();
    if (!source.isEmpty()) {
        if (&text != m_main) {
            error(QStringLiteral("tiled-tileset"),
                  TiledImport::tr("an external tileset refers to another one"));
            return false;
        }
        const qint64 line = m_tokenLine;
        const qint64 column = m_tokenColumn;
        xml.skipCurrentElement();
        return readExternalTileset(source, line, column, tileset);
    }
    while (!xml.atEnd()) {
        if (!next(xml, text))
            return false;
        if (xml.isEndElement())
            return true;
        if (!xml.isStartElement())
            continue;
        if (xml.name() != QLatin1String("tile")) {
            xml.skipCurrentElement();
            continue;
        }
        bool ok = false;
        const int id = xml.attributes().value(QLatin1String("id")).toInt(&ok);
        if (!ok || id < 0) {
            error(QStringLiteral("tiled-attribute"),
                  TiledImport::tr("<tile> needs a whole number id"));
            return false;
        }
        if (++m_tileCount > MaxTiles) {
            error(QStringLiteral("tiled-tileset"),
                  TiledImport::tr("the tilesets have more than %1 tiles").arg(MaxTiles));
            return false;
        }
        TileInfo tile;
        if (!readTileProperties(xml, text, &tile))
            return false;
        tileset->tiles.insert(id, tile);
    }
    return true;
}

bool TmxReader::readTileProperties(QXmlStreamReader &xml, const XmlText &text, TileInfo *tile)
{
    int depth = 1;
    while (depth > 0 && !xml.atEnd()) {
        if (!next(xml, text))
            return false;
        if (xml.isEndElement()) {
            --depth;
        } else if (xml.isStartElement()) {
            ++depth;
            if (xml.name() == QLatin1String("property")
                && xml.attributes().value(QLatin1String("name")) == QLatin1String("terrain_id")) {
                tile->terrainId = xml.attributes().value(QLatin1String("value")).toString();
                tile->line = int(m_tokenLine);
                tile->column = int(m_tokenColumn);
            }
        }
    }
    return true;
}

bool TmxReader::readExternalTileset(const QString &source, qint64 line, qint64 column,
                                    Tileset *tileset)
{
    const QString path = QFileInfo(m_file).dir().filePath(source);
    FileReadError why;
    const std::optional<QByteArray> data = readRegularFile(path, MaxTiledFileBytes, &why);
    if (!data) {
        error(m_file, line, column, QStringLiteral("tiled-tileset"),
              TiledImport::tr("cannot read the tileset %1: %2").arg(source.left(200), why.message));
        return false;
    }
    const XmlText tsx(path, *data);
    QXmlStreamReader xml(tsx.text);
    while (!xml.atEnd()) {
        if (!next(xml, tsx))
            return false;
        if (xml.isStartElement()) {
            if (xml.name() != QLatin1String("tileset")) {
                error(QStringLiteral("tiled-tileset"),
                      TiledImport::tr("not a Tiled tileset: it starts with <%1>")
                          .arg(xml.name().left(40).toString()));
                return false;
            }
            return readTileset(xml, tsx, tileset);
        }
    }
    error(path, 0, 0, QStringLiteral("tiled-tileset"),
          TiledImport::tr("the tileset file is empty"));
    return false;
}

bool TmxReader::readTerrainLayer(QXmlStreamReader &xml)
{
    bool ok = true;
    const int width = intAttribute(xml, QStringLiteral("width"), &ok);
    const int height = intAttribute(xml, QStringLiteral("height"), &ok);
    if (!ok)
        return false;
    if (width != m_map.columns() || height != m_map.rows()) {
        error(QStringLiteral("tiled-size"),
              TiledImport::tr(
                  "the layer 'Terrain' is %1 x %2 hexes, the scenario's map %3 x %4 (columns x "
                  "rows)")
                  .arg(width)
                  .arg(height)
                  .arg(m_map.columns())
                  .arg(m_map.rows()));
        return false;
    }
    m_haveLayer = true;
    while (!xml.atEnd()) {
        if (!next(xml, *m_main))
            return false;
        if (xml.isEndElement())
            break;
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("data")) {
            if (!readData(xml))
                return false;
        } else {
            xml.skipCurrentElement();
        }
    }
    const qint64 expected = qint64(m_map.columns()) * m_map.rows();
    if (m_gids.size() != expected) {
        error(m_file, m_dataLine, m_dataColumn, QStringLiteral("tiled-size"),
              TiledImport::tr("the layer 'Terrain' has %1 tiles, where %2 x %3 hexes need %4")
                  .arg(m_gids.size())
                  .arg(m_map.columns())
                  .arg(m_map.rows())
                  .arg(expected));
        return false;
    }
    return true;
}

bool TmxReader::readData(QXmlStreamReader &xml)
{
    m_dataLine = m_tokenLine;
    m_dataColumn = m_tokenColumn;
    // The text starts where the start tag ends.
    const auto [textLine, textColumn] = m_main->position(qsizetype(xml.characterOffset()));
    const QString encoding = xml.attributes().value(QLatin1String("encoding")).toString();
    const QString compression = xml.attributes().value(QLatin1String("compression")).toString();
    if (!compression.isEmpty()) {
        error(QStringLiteral("tiled-encoding"),
              TiledImport::tr(
                  "the layer 'Terrain' is compressed (%1), which is not read: in Tiled set Map > "
                  "Map Properties > Tile Layer Format to CSV")
                  .arg(compression.left(20)));
        return false;
    }
    m_gids.clear();
    m_gids.reserve(qsizetype(m_map.columns()) * m_map.rows());
    if (encoding.isEmpty())
        return readXmlTiles(xml);
    if (encoding != QLatin1String("csv") && encoding != QLatin1String("base64")) {
        error(QStringLiteral("tiled-encoding"),
              TiledImport::tr(
                  "unknown layer encoding '%1': in Tiled set Map > Map Properties > Tile Layer "
                  "Format to CSV")
                  .arg(encoding.left(20)));
        return false;
    }
    QString text;
    while (!xml.atEnd()) {
        if (!next(xml, *m_main))
            return false;
        if (xml.isEndElement())
            break;
        if (xml.isCharacters())
            text += xml.text();
        else if (xml.isStartElement()) {
            error(QStringLiteral("tiled-encoding"),
                  TiledImport::tr(
                      "<%1> inside encoded layer data (chunks of an infinite map are not read)")
                      .arg(xml.name().left(40).toString()));
            return false;
        }
    }
    return encoding == QLatin1String("csv") ? readCsv(text, textLine, textColumn)
                                            : readBase64(text, m_dataLine, m_dataColumn);
}

bool TmxReader::addGid(quint32 gid)
{
    if (m_gids.size() >= qint64(m_map.columns()) * m_map.rows())
        return false;
    m_gids.append(gid & ~GidFlags);
    return true;
}

bool TmxReader::readCsv(const QString &text, qint64 line, qint64 column)
{
    qint64 atLine = line;
    qint64 atColumn = column;
    qint64 value = -1; // -1: no digit yet
    qint64 startLine = line;
    qint64 startColumn = column;
    auto tooMany = [&] {
        error(m_file, startLine, startColumn, QStringLiteral("tiled-size"),
              TiledImport::tr("the layer 'Terrain' has more than %1 x %2 tiles")
                  .arg(m_map.columns())
                  .arg(m_map.rows()));
        return false;
    };
    for (const QChar c : text) {
        if (c.isDigit() && c.unicode() < 128) {
            if (value < 0) {
                value = 0;
                startLine = atLine;
                startColumn = atColumn;
            }
            value = value * 10 + (c.unicode() - u'0');
            if (value > 0xFFFFFFFFll) {
                error(m_file, startLine, startColumn, QStringLiteral("tiled-tile"),
                      TiledImport::tr("tile number out of range"));
                return false;
            }
        } else if (c == QLatin1Char(',')) {
            if (value < 0) {
                error(m_file, atLine, atColumn, QStringLiteral("tiled-tile"),
                      TiledImport::tr("a tile number is missing before ','"));
                return false;
            }
            if (!addGid(quint32(value)))
                return tooMany();
            value = -1;
        } else if (!c.isSpace()) {
            error(m_file, atLine, atColumn, QStringLiteral("tiled-tile"),
                  TiledImport::tr("'%1' in CSV layer data, where tile numbers and commas belong")
                      .arg(c));
            return false;
        }
        if (c == QLatin1Char('\n')) {
            ++atLine;
            atColumn = 1;
        } else {
            ++atColumn;
        }
    }
    if (value >= 0 && !addGid(quint32(value)))
        return tooMany();
    return true;
}

bool TmxReader::readBase64(const QString &text, qint64 line, qint64 column)
{
    const auto decoded = QByteArray::fromBase64Encoding(text.trimmed().toLatin1(),
                                                        QByteArray::AbortOnBase64DecodingErrors);
    const qint64 expected = qint64(m_map.columns()) * m_map.rows() * 4;
    if (!decoded || decoded.decoded.size() != expected) {
        error(m_file, line, column, QStringLiteral("tiled-encoding"),
              decoded ? TiledImport::tr(
                            "the layer 'Terrain' holds %1 bytes, where %2 x %3 hexes need %4")
                            .arg(decoded.decoded.size())
                            .arg(m_map.columns())
                            .arg(m_map.rows())
                            .arg(expected)
                      : TiledImport::tr("the layer 'Terrain' is not valid Base64"));
        return false;
    }
    const auto *bytes = reinterpret_cast<const uchar *>(decoded.decoded.constData());
    for (qint64 i = 0; i < expected; i += 4)
        addGid(quint32(bytes[i]) | quint32(bytes[i + 1]) << 8 | quint32(bytes[i + 2]) << 16
               | quint32(bytes[i + 3]) << 24);
    return true;
}

bool TmxReader::readXmlTiles(QXmlStreamReader &xml)
{
    while (!xml.atEnd()) {
        if (!next(xml, *m_main))
            return false;
        if (xml.isEndElement())
            return true;
        if (!xml.isStartElement())
            continue;
        if (xml.name() != QLatin1String("tile")) {
            error(QStringLiteral("tiled-encoding"),
                  TiledImport::tr(
                      "<%1> in layer data, where <tile> belongs (chunks of an infinite map are "
                      "not read)")
                      .arg(xml.name().left(40).toString()));
            return false;
        }
        const qint64 gid = xml.attributes().value(QLatin1String("gid")).toLongLong();
        if (gid < 0 || gid > 0xFFFFFFFFll || !addGid(quint32(gid))) {
            error(QStringLiteral("tiled-size"),
                  TiledImport::tr("the layer 'Terrain' has more than %1 x %2 tiles")
                      .arg(m_map.columns())
                      .arg(m_map.rows()));
            return false;
        }
        xml.skipCurrentElement();
    }
    return true;
}

std::optional<TiledTerrain> TmxReader::resolve()
{
    QHash<QString, quint8> terrainIndex;
    for (qsizetype i = 0; i < m_ruleset.terrain.size() && i < NoTerrain; ++i)
        terrainIndex.insert(m_ruleset.terrain.at(i).id, quint8(i));
    QHash<quint32, quint8> byGid {{0u, NoTerrain}};
    TiledTerrain terrain;
    terrain.columns = m_map.columns();
    terrain.rows = m_map.rows();
    terrain.cells = QByteArray(m_gids.size(), char(NoTerrain));
    for (qsizetype i = 0; i < m_gids.size(); ++i) {
        const quint32 gid = m_gids.at(i);
        auto found = byGid.constFind(gid);
        if (found == byGid.constEnd()) {
            quint8 index = NoTerrain;
            // Where in the layer data the first such tile is: its row and column of hexes.
            const OffsetCoord hex {int(i % terrain.columns), int(i / terrain.columns)};
            auto tileset = m_tilesets.upper_bound(gid);
            if (tileset != m_tilesets.begin()) {
                const auto previous = std::prev(tileset);
                const int count = previous->second.tileCount;
                if (count >= 0 && gid - previous->first >= quint32(count))
                    tileset = m_tilesets.begin(); // beyond its last tile
            }
            if (tileset == m_tilesets.begin()) {
                error(m_file, m_dataLine, m_dataColumn, QStringLiteral("tiled-tileset"),
                      TiledImport::tr("tile %1 (first at hex %2) belongs to no tileset")
                          .arg(gid)
                          .arg(m_map.label(hex)));
            } else {
                --tileset;
                const Tileset &set = tileset->second;
                const int id = int(gid - tileset->first);
                const TileInfo tile = set.tiles.value(id);
                if (tile.terrainId.isEmpty()) {
                    error(set.file, set.line, set.column, QStringLiteral("tiled-tileset"),
                          TiledImport::tr(
                              "tile %1 of tileset '%2' (first at hex %3) has no terrain_id "
                              "property: it is not a Hexwright terrain tile")
                              .arg(id)
                              .arg(set.name, m_map.label(hex)));
                } else if (!terrainIndex.contains(tile.terrainId)) {
                    error(
                        set.file, tile.line, tile.column, QStringLiteral("tiled-terrain"),
                        TiledImport::tr("unknown terrain '%1' in tileset '%2': the ruleset has %3")
                            .arg(tile.terrainId.left(60), set.name,
                                 m_ruleset.terrainIds().join(QStringLiteral(", "))));
                } else {
                    index = terrainIndex.value(tile.terrainId);
                }
            }
            found = byGid.insert(gid, index);
        }
        terrain.cells[i] = char(*found);
    }
    if (m_errors > 0)
        return std::nullopt;
    return terrain;
}

} // namespace

quint8 TiledTerrain::at(OffsetCoord hex) const
{
    if (hex.col < 0 || hex.row < 0 || hex.col >= columns || hex.row >= rows)
        return NoTerrain;
    return quint8(cells.at(qsizetype(hex.row) * columns + hex.col));
}

std::optional<TiledTerrain> readTiledTerrain(const QByteArray &data, const QString &fileName,
                                             const Ruleset &ruleset, const HexMap &map,
                                             Diagnostics &diagnostics)
{
    TmxReader reader(fileName, ruleset, map, diagnostics);
    return reader.read(data);
}

std::optional<TiledTerrain> readTiledTerrainFile(const QString &path, const QString &displayName,
                                                 const Ruleset &ruleset, const HexMap &map,
                                                 Diagnostics &diagnostics)
{
    FileReadError why;
    const std::optional<QByteArray> data = readRegularFile(path, MaxTiledFileBytes, &why);
    if (!data) {
        Diagnostic d;
        d.file = displayName;
        d.code = why.code;
        d.message = why.message;
        diagnostics.append(d);
        return std::nullopt;
    }
    // An external tileset is found beside the file itself, whatever its display name.
    TmxReader reader(path, ruleset, map, diagnostics);
    const qsizetype before = diagnostics.size();
    std::optional<TiledTerrain> terrain = reader.read(*data);
    for (qsizetype i = before; i < diagnostics.size(); ++i) {
        if (diagnostics[i].file == path)
            diagnostics[i].file = displayName;
    }
    return terrain;
}

TerrainOverrides tiledTerrainOverrides(const TiledTerrain &terrain, const HexMap &map)
{
    TerrainOverrides overrides;
    for (int row = 0; row < terrain.rows; ++row) {
        for (int col = 0; col < terrain.columns; ++col) {
            const OffsetCoord hex {col, row};
            const quint8 value = terrain.at(hex);
            if (value != NoTerrain && value != map.baseTerrainAt(hex))
                overrides.set(hex, value);
        }
    }
    return overrides.trimmed();
}

} // namespace hexwright
