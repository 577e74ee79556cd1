// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/tablelayout.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace hexwright {

struct Ruleset;

/// A common terrain piece of the library: a shape round its middle and the traits a
/// ruleset is likely to give it.
struct LibraryPiece
{
    QString id;
    QString name; ///< in English, as the data has it; shown through displayName()
    TableShape shape; ///< mm, centred on the origin
    QStringList traits; ///< wished for; a ruleset may lack some
    std::optional<double> height; ///< mm

    QString displayName() const;
};

/**
 * The library of common pieces (woods, ruins, hill, building, crater, sandbags, river and
 * road segments, minefield), read from its JSON data (`:/hexwright/table/piece-library.json`
 * by default). Errors name the file and the piece.
 */
QList<LibraryPiece> readPieceLibrary(const QString &path, QString *error);
QString defaultPieceLibraryPath();
/// The bundled library, read once.
const QList<LibraryPiece> &bundledPieceLibrary();

/// A table piece of @p piece with its middle at @p centre, keeping only the traits
/// @p ruleset defines (a table ruleset's terrain types are the pieces' traits).
TablePiece pieceFromLibrary(const LibraryPiece &piece, QPointF centre, const Ruleset &ruleset);

/// The drag data of a library piece: its id under this MIME type.
QString libraryPieceMimeType();

} // namespace hexwright
