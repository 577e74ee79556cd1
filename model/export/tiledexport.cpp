// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/tiledexport.h"

#include "io/safefile.h"
#include "map/hexmap.h"
#include "render/terrainstyle.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QPainter>
#include <QXmlStreamWriter>

#include <map>
#include <set>

namespace hexwright {

namespace {

/// The context of this file's texts.
struct TiledExport
{
    Q_DECLARE_TR_FUNCTIONS(TiledExport)
};

void setError(QString *error, const QString &message)
{
    if (error)
        *error = message;
}

QString number(double value)
{
    return QString::number(value, 'g', 10);
}

void writeProperty(QXmlStreamWriter &xml, const QString &name, const QString &value,
                   const QString &type = QString())
{
    xml.writeStartElement(QStringLiteral("property"));
    xml.writeAttribute(QStringLiteral("name"), name);
    if (!type.isEmpty())
        xml.writeAttribute(QStringLiteral("type"), type);
    xml.writeAttribute(QStringLiteral("value"), value);
    xml.writeEndElement();
}

/// Writes <properties> with @p pairs (name, value), leaving out empty values.
void writeProperties(QXmlStreamWriter &xml, const QList<std::pair<QString, QString>> &pairs)
{
    bool open = false;
    for (const auto &[name, value] : pairs) {
        if (value.isEmpty())
            continue;
        if (!open)
            xml.writeStartElement(QStringLiteral("properties"));
        open = true;
        writeProperty(xml, name, value);
    }
    if (open)
        xml.writeEndElement();
}

/// An object's opening tag: id, name, type and place (Tiled 1.8 calls the class "type").
void startObject(QXmlStreamWriter &xml, int *nextId, const QString &name, const QString &type,
                 QPointF at)
{
    xml.writeStartElement(QStringLiteral("object"));
    xml.writeAttribute(QStringLiteral("id"), QString::number((*nextId)++));
    if (!name.isEmpty())
        xml.writeAttribute(QStringLiteral("name"), name);
    xml.writeAttribute(QStringLiteral("type"), type);
    xml.writeAttribute(QStringLiteral("x"), number(at.x()));
    xml.writeAttribute(QStringLiteral("y"), number(at.y()));
}

QString pointList(const QPolygonF &points)
{
    QStringList parts;
    parts.reserve(points.size());
    for (const QPointF &p : points)
        parts.append(number(p.x()) + QLatin1Char(',') + number(p.y()));
    return parts.join(QLatin1Char(' '));
}

/// Chains the map's road links into as few polylines as a walk along them gives: from each
/// end or fork along unused links, then what is left (loops).
QList<QList<OffsetCoord>> roadPolylines(const HexMap &map)
{
    using Key = std::pair<int, int>; // (col, row), ordered so the output is stable
    std::map<Key, std::set<Key>> links;
    for (const auto &[a, b] : map.roads()) {
        const OffsetCoord p = map.offsets().toOffset(a);
        const OffsetCoord q = map.offsets().toOffset(b);
        links[{p.col, p.row}].insert({q.col, q.row});
        links[{q.col, q.row}].insert({p.col, p.row});
    }
    QList<QList<OffsetCoord>> lines;
    auto walk = [&](Key from) {
        while (!links[from].empty()) {
            QList<OffsetCoord> line {OffsetCoord {from.first, from.second}};
            Key at = from;
            while (!links[at].empty()) {
                const Key next = *links[at].begin();
                links[at].erase(next);
                links[next].erase(at);
                line.append(OffsetCoord {next.first, next.second});
                at = next;
            }
            lines.append(line);
        }
    };
    QList<Key> starts;
    for (const auto &[key, ends] : links) {
        if (ends.size() != 2)
            starts.append(key);
    }
    for (const Key &key : starts)
        walk(key);
    QList<Key> rest;
    for (const auto &[key, ends] : links)
        rest.append(key);
    for (const Key &key : rest)
        walk(key);
    return lines;
}

QString zoneColour(const Zone &zone)
{
    const QColor colour(zone.colour);
    return colour.isValid() ? colour.name(QColor::HexArgb) : QString();
}

struct TmxWriter
{
    const MapExportSource &source;
    const TiledHexGrid grid;
    const QString imageName;
    QSize imageSize;
    TiledExportSummary summary;
    int nextObjectId = 1;

    QByteArray write();
    void writeTileset(QXmlStreamWriter &xml) const;
    void writeTerrain(QXmlStreamWriter &xml) const;
    void writeZones(QXmlStreamWriter &xml);
    void writeMarkers(QXmlStreamWriter &xml);
    void writeRoads(QXmlStreamWriter &xml);
    void writeLabels(QXmlStreamWriter &xml);
    /// An object layer's opening tag: drawn in @p colour at @p opacity; hidden and locked
    /// unless @p visible.
    void startGroup(QXmlStreamWriter &xml, int id, const QString &name, const QColor &colour,
                    double opacity = 1.0, bool visible = true) const;
};

void TmxWriter::startGroup(QXmlStreamWriter &xml, int id, const QString &name, const QColor &colour,
                           double opacity, bool visible) const
{
    xml.writeStartElement(QStringLiteral("objectgroup"));
    xml.writeAttribute(QStringLiteral("id"), QString::number(id));
    xml.writeAttribute(QStringLiteral("name"), name);
    xml.writeAttribute(QStringLiteral("color"), colour.name());
    if (opacity < 1.0)
        xml.writeAttribute(QStringLiteral("opacity"), number(opacity));
    if (!visible) {
        xml.writeAttribute(QStringLiteral("visible"), QStringLiteral("0"));
        xml.writeAttribute(QStringLiteral("locked"), QStringLiteral("1"));
    }
}

void TmxWriter::writeTileset(QXmlStreamWriter &xml) const
{
    const Ruleset &ruleset = source.ruleset;
    xml.writeStartElement(QStringLiteral("tileset"));
    xml.writeAttribute(QStringLiteral("firstgid"), QStringLiteral("1"));
    xml.writeAttribute(QStringLiteral("name"), QStringLiteral("Hexwright terrain"));
    xml.writeAttribute(QStringLiteral("tilewidth"), QString::number(grid.tileWidth));
    xml.writeAttribute(QStringLiteral("tileheight"), QString::number(grid.tileHeight));
    xml.writeAttribute(QStringLiteral("tilecount"), QString::number(ruleset.terrain.size()));
    xml.writeAttribute(QStringLiteral("columns"), QString::number(ruleset.terrain.size()));
    xml.writeStartElement(QStringLiteral("properties"));
    writeProperty(xml, QStringLiteral("ruleset"), source.scenario.rulesetId);
    xml.writeEndElement();
    xml.writeStartElement(QStringLiteral("image"));
    xml.writeAttribute(QStringLiteral("source"), imageName);
    xml.writeAttribute(QStringLiteral("width"), QString::number(imageSize.width()));
    xml.writeAttribute(QStringLiteral("height"), QString::number(imageSize.height()));
    xml.writeEndElement();
    for (qsizetype i = 0; i < ruleset.terrain.size(); ++i) {
        const TerrainType &terrain = ruleset.terrain.at(i);
        xml.writeStartElement(QStringLiteral("tile"));
        xml.writeAttribute(QStringLiteral("id"), QString::number(i));
        xml.writeAttribute(QStringLiteral("type"), QStringLiteral("terrain"));
        xml.writeStartElement(QStringLiteral("properties"));
        writeProperty(xml, QStringLiteral("name"), terrain.name);
        writeProperty(xml, QStringLiteral("terrain_id"), terrain.id);
        xml.writeEndElement();
        xml.writeEndElement();
    }
    xml.writeEndElement();
}

void TmxWriter::writeTerrain(QXmlStreamWriter &xml) const
{
    const HexMap &map = source.map;
    xml.writeStartElement(QStringLiteral("layer"));
    xml.writeAttribute(QStringLiteral("id"), QStringLiteral("1"));
    xml.writeAttribute(QStringLiteral("name"), QStringLiteral("Terrain"));
    xml.writeAttribute(QStringLiteral("width"), QString::number(map.columns()));
    xml.writeAttribute(QStringLiteral("height"), QString::number(map.rows()));
    xml.writeStartElement(QStringLiteral("data"));
    xml.writeAttribute(QStringLiteral("encoding"), QStringLiteral("csv"));
    QString csv;
    csv.reserve(qsizetype(map.columns()) * map.rows() * 3 + map.rows() + 1);
    csv.append(QLatin1Char('\n'));
    const qsizetype terrainCount = source.ruleset.terrain.size();
    for (int row = 0; row < map.rows(); ++row) {
        for (int col = 0; col < map.columns(); ++col) {
            const quint8 terrain = map.terrainAt({col, row});
            csv.append(QString::number(terrain < terrainCount ? terrain + 1 : 0));
            if (col + 1 < map.columns() || row + 1 < map.rows())
                csv.append(QLatin1Char(','));
        }
        csv.append(QLatin1Char('\n'));
    }
    xml.writeCharacters(csv);
    xml.writeEndElement();
    xml.writeEndElement();
}

void TmxWriter::writeZones(QXmlStreamWriter &xml)
{
    const HexMap &map = source.map;
    // Half transparent, and the hexes unnamed: a name would be drawn on every hex.
    startGroup(xml, 2, QStringLiteral("Zones"), QColor(0xd0, 0x80, 0x00), 0.6);
    const QPolygonF corners = grid.corners();
    for (const Zone &zone : source.scenario.zones) {
        for (const OffsetCoord hex : zone.hexes) {
            startObject(xml, &nextObjectId, QString(), QStringLiteral("zone"), grid.centre(hex));
            writeProperties(xml,
                            {{QStringLiteral("zone"), zone.id},
                             {QStringLiteral("zone_name"), zone.name},
                             {QStringLiteral("hex"), map.label(hex)},
                             {QStringLiteral("colour"), zoneColour(zone)}});
            xml.writeEmptyElement(QStringLiteral("polygon"));
            xml.writeAttribute(QStringLiteral("points"), pointList(corners));
            xml.writeEndElement();
            ++summary.zoneHexes;
        }
    }
    xml.writeEndElement();
}

void TmxWriter::writeMarkers(QXmlStreamWriter &xml)
{
    const HexMap &map = source.map;
    startGroup(xml, 3, QStringLiteral("Markers"), QColor(0xc0, 0x00, 0x00));
    for (const Marker &marker : source.scenario.markers) {
        QString name = marker.name;
        for (const MarkerType &type : source.ruleset.markers) {
            if (name.isEmpty() && type.id == marker.kind)
                name = type.name;
        }
        startObject(xml, &nextObjectId, name, QStringLiteral("marker"), grid.centre(marker.hex));
        writeProperties(xml,
                        {{QStringLiteral("kind"), marker.kind},
                         {QStringLiteral("owner"), marker.colour},
                         {QStringLiteral("hex"), map.label(marker.hex)}});
        xml.writeEmptyElement(QStringLiteral("point"));
        xml.writeEndElement();
        ++summary.markers;
    }
    xml.writeEndElement();
}

void TmxWriter::writeRoads(QXmlStreamWriter &xml)
{
    const QColor roadColour = source.ruleset.road.colour.isValid() ? source.ruleset.road.colour
                                                                   : QColor(0x8b, 0x45, 0x13);
    startGroup(xml, 4, QStringLiteral("Roads"), roadColour);
    const QString name
        = source.ruleset.road.name.isEmpty() ? TiledExport::tr("Road") : source.ruleset.road.name;
    for (const QList<OffsetCoord> &line : roadPolylines(source.map)) {
        const QPointF start = grid.centre(line.first());
        startObject(xml, &nextObjectId, name, QStringLiteral("road"), start);
        QPolygonF points;
        for (const OffsetCoord hex : line)
            points.append(grid.centre(hex) - start);
        xml.writeEmptyElement(QStringLiteral("polyline"));
        xml.writeAttribute(QStringLiteral("points"), pointList(points));
        xml.writeEndElement();
        ++summary.roads;
    }
    xml.writeEndElement();
}

void TmxWriter::writeLabels(QXmlStreamWriter &xml)
{
    const HexMap &map = source.map;
    startGroup(xml, 5, QStringLiteral("Hex labels"), QColor(0x40, 0x40, 0x40), 1.0, false);
    for (int row = 0; row < map.rows(); ++row) {
        for (int col = 0; col < map.columns(); ++col) {
            const OffsetCoord hex {col, row};
            if (!map.contains(hex))
                continue;
            startObject(xml, &nextObjectId, map.label(hex), QStringLiteral("hex"),
                        grid.centre(hex));
            xml.writeEmptyElement(QStringLiteral("point"));
            xml.writeEndElement();
        }
    }
    xml.writeEndElement();
}

QByteArray TmxWriter::write()
{
    const HexMap &map = source.map;
    const Scenario &scenario = source.scenario;
    QByteArray bytes;
    QXmlStreamWriter xml(&bytes);
    xml.setAutoFormatting(true);
    xml.setAutoFormattingIndent(1);
    xml.writeStartDocument();
    xml.writeStartElement(QStringLiteral("map"));
    xml.writeAttribute(QStringLiteral("version"), QStringLiteral("1.8"));
    xml.writeAttribute(QStringLiteral("tiledversion"), QStringLiteral("1.8.2"));
    xml.writeAttribute(QStringLiteral("orientation"), QStringLiteral("hexagonal"));
    xml.writeAttribute(QStringLiteral("renderorder"), QStringLiteral("right-down"));
    xml.writeAttribute(QStringLiteral("width"), QString::number(map.columns()));
    xml.writeAttribute(QStringLiteral("height"), QString::number(map.rows()));
    xml.writeAttribute(QStringLiteral("tilewidth"), QString::number(grid.tileWidth));
    xml.writeAttribute(QStringLiteral("tileheight"), QString::number(grid.tileHeight));
    xml.writeAttribute(QStringLiteral("infinite"), QStringLiteral("0"));
    xml.writeAttribute(QStringLiteral("hexsidelength"), QString::number(grid.hexSideLength));
    xml.writeAttribute(QStringLiteral("staggeraxis"), grid.staggerAxis());
    xml.writeAttribute(QStringLiteral("staggerindex"), grid.staggerIndex());
    // Filled in below, once the objects are counted.
    xml.writeAttribute(QStringLiteral("nextlayerid"), QStringLiteral("6"));
    xml.writeAttribute(QStringLiteral("nextobjectid"), QStringLiteral("@NEXTOBJECTID@"));
    xml.writeStartElement(QStringLiteral("properties"));
    writeProperty(xml, QStringLiteral("hexwright_format"), QStringLiteral("hexwright-tiled/1"));
    writeProperty(xml, QStringLiteral("label_digits"), QString::number(map.labelDigits()),
                  QStringLiteral("int"));
    writeProperty(xml, QStringLiteral("panel_library"), scenario.panelLibrary);
    writeProperty(xml, QStringLiteral("ruleset"), scenario.rulesetId);
    writeProperty(xml, QStringLiteral("title"), scenario.metadata.title);
    xml.writeEndElement();
    writeTileset(xml);
    writeTerrain(xml);
    writeZones(xml);
    writeMarkers(xml);
    writeRoads(xml);
    writeLabels(xml);
    xml.writeEndElement();
    xml.writeEndDocument();
    bytes.replace("@NEXTOBJECTID@", QByteArray::number(nextObjectId));
    return bytes;
}

} // namespace

QString tiledTerrainImagePath(const QString &tmxPath)
{
    const QFileInfo info(tmxPath);
    QString base = info.fileName();
    if (base.endsWith(QLatin1String(".tmx"), Qt::CaseInsensitive))
        base.chop(4);
    return info.dir().filePath(base + QStringLiteral("-terrain.png"));
}

QImage tiledTerrainTiles(const Ruleset &ruleset, const TiledHexGrid &grid)
{
    const int count = int(ruleset.terrain.size());
    QImage image(grid.tileWidth * std::max(count, 1), grid.tileHeight,
                 QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    const QPolygonF corners = grid.corners();
    for (int i = 0; i < count; ++i) {
        const TerrainStyle style = TerrainStyle::forTerrain(ruleset.terrain.at(i));
        const QPointF centre(i * grid.tileWidth + grid.tileWidth / 2.0, grid.tileHeight / 2.0);
        const QPolygonF hex = corners.translated(centre);
        painter.save();
        painter.setBrush(style.ground);
        painter.drawPolygon(hex);
        painter.setClipRegion(QRegion(hex.toPolygon()));
        style.paintPattern(&painter, centre, grid.hexSideLength, 0);
        painter.restore();
    }
    painter.end();
    return image;
}

bool exportTiledMap(const MapExportSource &source, const QString &path, QString *error,
                    TiledExportSummary *summary)
{
    if (source.scenario.table) {
        setError(
            error,
            TiledExport::tr("a table scenario has no hexes to export as a Tiled map; export its "
                            "table as an image or a VASSAL module instead"));
        return false;
    }
    if (source.map.columns() <= 0 || source.map.rows() <= 0) {
        setError(error, TiledExport::tr("the map is empty"));
        return false;
    }
    if (source.ruleset.terrain.size() >= NoTerrain) {
        setError(error, TiledExport::tr("the ruleset has too many terrain types"));
        return false;
    }
    const TiledHexGrid grid = TiledHexGrid::forOffsets(source.map.offsets());
    const QString imagePath = tiledTerrainImagePath(path);
    const QImage tiles = tiledTerrainTiles(source.ruleset, grid);
    if (!writeMapPng(tiles, imagePath, 0, 6, error))
        return false;
    TmxWriter writer {source, grid, QFileInfo(imagePath).fileName(), tiles.size(), {}};
    writer.summary.imagePath = imagePath;
    writer.summary.terrainTiles = int(source.ruleset.terrain.size());
    const QByteArray bytes = writer.write();
    QString why;
    if (!writeFileAtomically(path, bytes, &why)) {
        setError(error, TiledExport::tr("cannot write %1: %2").arg(path, why));
        return false;
    }
    if (summary)
        *summary = writer.summary;
    return true;
}

} // namespace hexwright
