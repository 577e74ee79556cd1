// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/piecelibrary.h"

#include "ruleset/ruleset.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace hexwright {

namespace {

// The library's names, for the translators' catalogue (the data keeps the English).
[[maybe_unused]] const char *const LibraryNames[] = {
    QT_TRANSLATE_NOOP("hexwright::PieceLibrary", "Woods"),
    QT_TRANSLATE_NOOP("hexwright::PieceLibrary", "Ruins"),
    QT_TRANSLATE_NOOP("hexwright::PieceLibrary", "Hill"),
    QT_TRANSLATE_NOOP("hexwright::PieceLibrary", "Building"),
    QT_TRANSLATE_NOOP("hexwright::PieceLibrary", "Crater"),
    QT_TRANSLATE_NOOP("hexwright::PieceLibrary", "Sandbags"),
    QT_TRANSLATE_NOOP("hexwright::PieceLibrary", "River segment"),
    QT_TRANSLATE_NOOP("hexwright::PieceLibrary", "Road segment"),
    QT_TRANSLATE_NOOP("hexwright::PieceLibrary", "Minefield"),
};

std::optional<QPointF> pointOf(const QJsonValue &value, double scale)
{
    const QJsonArray pair = value.toArray();
    if (pair.size() != 2 || !pair.at(0).isDouble() || !pair.at(1).isDouble())
        return std::nullopt;
    return QPointF(pair.at(0).toDouble() * scale, pair.at(1).toDouble() * scale);
}

} // namespace

QString LibraryPiece::displayName() const
{
    return QCoreApplication::translate("hexwright::PieceLibrary", name.toUtf8().constData());
}

QString defaultPieceLibraryPath()
{
    return QStringLiteral(":/hexwright/table/piece-library.json");
}

QList<LibraryPiece> readPieceLibrary(const QString &path, QString *error)
{
    const auto fail = [&](const QString &message) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, message);
        return QList<LibraryPiece>();
    };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(file.errorString());
    QJsonParseError parse;
    const QJsonDocument json = QJsonDocument::fromJson(file.readAll(), &parse);
    if (parse.error != QJsonParseError::NoError)
        return fail(QCoreApplication::translate("hexwright::PieceLibrary", "at offset %1: %2")
                        .arg(parse.offset)
                        .arg(parse.errorString()));
    const QJsonObject root = json.object();
    if (root.value(QLatin1String("format")).toString()
        != QLatin1String("hexwright-piece-library/1"))
        return fail(QCoreApplication::translate("hexwright::PieceLibrary",
                                                "not a hexwright-piece-library/1 file"));
    const std::optional<LengthUnit> unit
        = parseLengthUnit(root.value(QLatin1String("unit")).toString());
    if (!unit)
        return fail(QCoreApplication::translate("hexwright::PieceLibrary", "unknown unit"));
    const double scale = millimetresPer(*unit);
    QList<LibraryPiece> pieces;
    for (const QJsonValue &value : root.value(QLatin1String("pieces")).toArray()) {
        const QJsonObject entry = value.toObject();
        LibraryPiece piece;
        piece.id = entry.value(QLatin1String("id")).toString();
        piece.name = entry.value(QLatin1String("name")).toString();
        const QString kind = entry.value(QLatin1String("shape")).toString();
        const std::optional<QPointF> size = pointOf(entry.value(QLatin1String("size")), scale);
        const auto wrong = [&](const QString &what) {
            return fail(QCoreApplication::translate("hexwright::PieceLibrary", "piece '%1': %2")
                            .arg(piece.id, what));
        };
        if (piece.id.isEmpty() || piece.name.isEmpty())
            return wrong(
                QCoreApplication::translate("hexwright::PieceLibrary", "needs an id and a name"));
        if (kind == QLatin1String("polygon")) {
            QPolygonF points;
            for (const QJsonValue &corner : entry.value(QLatin1String("points")).toArray()) {
                const std::optional<QPointF> p = pointOf(corner, scale);
                if (!p)
                    return wrong(QCoreApplication::translate("hexwright::PieceLibrary",
                                                             "a corner is not [x, y]"));
                points.append(*p);
            }
            if (points.size() < 3)
                return wrong(QCoreApplication::translate("hexwright::PieceLibrary",
                                                         "a polygon needs three corners"));
            piece.shape = TableShape::polygon(points);
        } else if ((kind == QLatin1String("ellipse") || kind == QLatin1String("rectangle")) && size
                   && size->x() > 0 && size->y() > 0) {
            piece.shape = kind == QLatin1String("ellipse")
                ? TableShape::ellipse(QPointF(), size->x(), size->y())
                : TableShape::rectangle(QPointF(), size->x(), size->y());
        } else {
            return wrong(
                QCoreApplication::translate("hexwright::PieceLibrary",
                                            "needs a shape (ellipse, rectangle with a size, or "
                                            "polygon with points)"));
        }
        for (const QJsonValue &trait : entry.value(QLatin1String("traits")).toArray())
            piece.traits.append(trait.toString());
        if (const QJsonValue height = entry.value(QLatin1String("height")); height.isDouble())
            piece.height = height.toDouble() * scale;
        pieces.append(piece);
    }
    return pieces;
}

const QList<LibraryPiece> &bundledPieceLibrary()
{
    static const QList<LibraryPiece> pieces = [] {
        QString error;
        QList<LibraryPiece> read = readPieceLibrary(defaultPieceLibraryPath(), &error);
        if (!error.isEmpty())
            qWarning("%s", qPrintable(error));
        return read;
    }();
    return pieces;
}

TablePiece pieceFromLibrary(const LibraryPiece &piece, QPointF centre, const Ruleset &ruleset)
{
    TablePiece made;
    made.id = piece.id;
    made.name = piece.displayName();
    made.shape = piece.shape;
    made.shape.at += centre;
    made.height = piece.height;
    // In the ruleset's order, so that every piece lists its traits alike.
    for (const TerrainType &terrain : ruleset.terrain) {
        if (piece.traits.contains(terrain.id))
            made.traits.append(terrain.id);
    }
    return made;
}

QString libraryPieceMimeType()
{
    return QStringLiteral("application/x-hexwright-table-piece");
}

} // namespace hexwright
