// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/offsetcoord.h"
#include "table/tableshape.h"

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <optional>
#include <variant>

namespace hexwright {

/**
 * What a location is in a game: a hex of a hex map, or a point on a measured table. Chosen
 * once from the ruleset's `board:` key; it decides the geometry, the renderer, the map view's
 * tools and what a place in a scenario is.
 */
enum class BoardKind { Hex, Table };

/// "hex" or "table", as files write it.
QString boardKindId(BoardKind kind);
QStringList boardKindIds();
/// The kind a file names; nothing for any other text.
std::optional<BoardKind> parseBoardKind(const QString &id);

/**
 * A location on a board: a hex (as printed and written in files: column and row) or a point
 * on a table (millimetres). A variant rather than a base class, so places are values that
 * copy, compare and hash like the coordinates they are, and code that only knows one kind
 * says so with std::get_if.
 */
using Place = std::variant<OffsetCoord, TablePoint>;

/**
 * A region of a board: hexes on a hex board, shapes on a table. Zones, deployment areas and
 * objectives' surroundings use it; a board looks only at the half that is its own.
 */
struct Area
{
    QList<OffsetCoord> hexes;
    QList<TableShape> shapes;

    bool isEmpty() const { return hexes.isEmpty() && shapes.isEmpty(); }
};

/**
 * The terrain at a place. On a hex board the hex's terrain type; on a table each terrain
 * piece the point lies in, since pieces may overlap (a wood on a hill) and rules ask about
 * every one of them.
 */
struct TerrainAt
{
    QString id; ///< the terrain type's id (hex), or the piece's id (table)
    QString name; ///< what to show; may be empty
    /// The rule-relevant traits, ids the ruleset defines (cover, difficult, blocks_los...).
    /// Table pieces carry them; hex terrain has none until rulesets tag their terrain.
    QStringList traits;
    std::optional<double> height; ///< millimetres, for table pieces that give one
};

/**
 * What the editor, the checks, the renderer and the printing ask of any board. Kept small on
 * purpose: a question that only one kind of board can answer (hexsides, the pieces a line
 * crosses) is asked of HexBoard or TableBoard directly.
 *
 * Coordinates: extent() and placeAt() use the board's own unit. On a table that is the
 * millimetre; on a hex board a hex measures 1 across its flats and hex (0, 0) is centred at
 * the origin, so that boards do not depend on how large a view draws them (a renderer maps
 * board units to its scene).
 *
 * A place of the other kind is never on a board: isPlayable() and contains() say false,
 * distance() NaN and label() an empty string.
 */
class Board
{
public:
    virtual ~Board();

    virtual BoardKind kind() const = 0;
    /// The board's bounding rectangle, in its own unit.
    virtual QRectF extent() const = 0;
    /// The place at @p point (board units); nothing off the board.
    virtual std::optional<Place> placeAt(QPointF point) const = 0;
    /// Whether a piece may stand at @p place: a whole hex, or a point on the table.
    virtual bool isPlayable(const Place &place) const = 0;
    /// Hexes between two hexes, or millimetres between two points, centre to centre.
    virtual double distance(const Place &a, const Place &b) const = 0;
    virtual bool contains(const Area &area, const Place &place) const = 0;
    virtual QList<TerrainAt> terrainAt(const Place &place) const = 0;
    /// How a player names the place: "0812", or "18.0 in, 12.5 in" in the table's unit.
    virtual QString label(const Place &place) const = 0;

protected:
    Board() = default;
    Board(const Board &) = default;
    Board &operator=(const Board &) = default;
};

} // namespace hexwright
