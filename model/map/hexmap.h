// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/hexcoord.h"
#include "hex/offsetcoord.h"
#include "map/hexsides.h"
#include "map/panel.h"

#include <QByteArray>
#include <QList>
#include <QSet>
#include <QVector>

class QString;

namespace hexwright {

struct PanelPlacement;
struct Scenario;

/**
 * The largest map Hexwright reads, edits or draws: at most MaxMapSide columns and as many
 * rows, and at most MaxMapHexes hexes in the bounding box.
 *
 * Every size a file gives (a panel's place, a terrain block, a hex label) is checked against
 * these before anything is allocated from it, so a 260-byte file cannot ask for gigabytes.
 * The largest printed wargame maps are a few hundred hexes a side; MaxMapHexes is four
 * times our 1000 x 1000 benchmark, and MaxMapSide lets a long strip (4000 x 1000) through.
 * At the maximum the CLI needs about 30 MB for the map and the editor about 100 MB for its
 * pictures of it, where a map 20,000 hexes a side took 2.3 and 10.4 GB.
 */
constexpr int MaxMapSide = 4000;
constexpr qint64 MaxMapHexes = 4'000'000;

/// Whether a map whose bounding box is @p columns x @p rows hexes is within the maximum.
/// 64-bit, so that sizes computed from any file's numbers are compared without overflow.
constexpr bool mapSizeAllowed(qint64 columns, qint64 rows)
{
    return columns >= 0 && rows >= 0 && columns <= MaxMapSide && rows <= MaxMapSide
        && columns * rows <= MaxMapHexes;
}

/// The message of every map-too-large error: "the map would be C x R hexes; Hexwright's
/// maps are at most ...".
QString mapTooLargeMessage(qint64 columns, qint64 rows);

/**
 * The battlefield a scenario's layout assembles: panels placed and turned, seam halves joined
 * into whole hexes, the scenario's painted terrain on top.
 *
 * Stored densely (a byte of terrain and a byte of coverage per hex over the layout's
 * bounding box) so that a 1000x1000 map costs a few megabytes and terrain lookups are an
 * index. Map coordinates are the panels' numbering (offsets()): EvenShifted offsets in the
 * panel library's orientation, so a panel at column 16 continues the one at column 0.
 *
 * Seams: flat-top panels join along columns (a panel's cut column C is the next panel's cut
 * column 0) and, stacked, the odd columns' end halves join. Pointy-top is the same turned a
 * quarter: panels join along rows (row R of the upper panel is row 0 of the one below, every
 * hex of it a half from each), and side by side only the odd rows' end halves join. A
 * pointy-top panel must therefore lie on an even row, as a flat-top one lies on an even column,
 * so that its shifted rows stay shifted on the map.
 */
class HexMap
{
public:
    /// The numbering of flat-top maps, Hammer's Slammers' and every map made before
    /// orientations: code that may meet a pointy-top map asks the map for offsets().
    static constexpr OffsetSystem Offsets {HexOrientation::FlatTop, OffsetParity::EvenShifted};

    HexMap() = default;
    /// Assembles @p scenario's layout from @p panels; placements naming unknown panels are
    /// skipped (the loader has reported them), and so are placements and a terrain block
    /// that would make the map larger than mapSizeAllowed() (the loader refuses such files;
    /// an edit cannot make the map allocate more than the maximum).
    static HexMap compose(const Scenario &scenario, const PanelLibrary &panels);

    /// The map's numbering: HexMap::Offsets, or the pointy-top one of a pointy-top library.
    const OffsetSystem &offsets() const { return m_offsets; }
    HexOrientation orientation() const { return m_offsets.orientation; }
    int columns() const { return m_columns; }
    int rows() const { return m_rows; }
    int labelDigits() const;
    QString label(OffsetCoord hex) const;
    /// Whether the panel library numbers each panel's hexes itself (`hex_labels: per_panel`).
    bool labelsPerPanel() const { return m_labelsPerPanel; }
    /// The hex's number on its own panel ("1801") when labelsPerPanel(), else label().
    QString panelHexLabel(OffsetCoord hex) const;
    /// The name of the board (panel) the hex lies on ("3"), or empty when not labelsPerPanel()
    /// or off every panel.
    QString boardName(OffsetCoord hex) const;
    /// How a player names the hex: "board 3, hex 1801" when labelsPerPanel(), else label().
    QString boardLabel(OffsetCoord hex) const;

    /// Any hex of the map, a half at the edge included.
    bool contains(OffsetCoord hex) const;
    /// A whole hex: inside a panel, or two halves joined at a seam. Half hexes on the outer
    /// edge are not playable.
    bool isPlayable(OffsetCoord hex) const;
    quint8 terrainAt(OffsetCoord hex) const;
    /// Index of the placement (in the scenario's layout) that gives the hex its terrain, or -1.
    int placementAt(OffsetCoord hex) const;
    int playableCount() const { return m_playable; }
    /// Hexes claimed as whole by more than one placement: overlapping panels.
    const QList<OffsetCoord> &overlaps() const { return m_overlaps; }

    /// Road connections between adjacent hex centres, each pair once (smaller HexCoord first).
    const QSet<std::pair<HexCoord, HexCoord>> &roads() const { return m_roads; }
    bool hasRoad(HexCoord a, HexCoord b) const;
    /// Whether the panels themselves have this road link, whatever the scenario's edits.
    bool panelsHaveRoad(HexCoord a, HexCoord b) const;

    /// Features on hex sides, each side once (map/hexsides.h): the panels', with the
    /// scenario's on top (its ErasedHexside entries take a panel's away).
    const Hexsides &hexsides() const { return m_hexsides; }
    /// The panels' own features on hex sides, before the scenario's.
    const Hexsides &panelHexsides() const { return m_panelHexsides; }
    /// The hexside type index on side @p direction (0..5) of @p hex, or NoHexside.
    quint8 hexsideAt(OffsetCoord hex, int direction) const
    {
        return m_hexsides.at(m_offsets, hex, direction);
    }
    /// The height of @p hex: the scenario's, else its panel's, else 0.
    int heightAt(OffsetCoord hex) const { return m_heights.at(hex); }
    const HexHeights &heights() const { return m_heights; }
    /// The panels' heights, before the scenario's.
    const HexHeights &panelHeights() const { return m_panelHeights; }
    /// Puts the scenario's hexsides over the panels' (Scenario::hexsides).
    void setHexsides(const Hexsides &scenarioHexsides);
    /// Puts the scenario's heights over the panels' (Scenario::heights).
    void setHeights(const HexHeights &scenarioHeights);

    /// Terrain of @p hex from the panels alone, before any painting.
    quint8 baseTerrainAt(OffsetCoord hex) const;
    /// Applies a scenario override to one hex: NoTerrain restores the panels' terrain (and
    /// takes away a hex that only painting had made). Hexes outside the bounding box are
    /// ignored: the document recomposes the map when the layout grows.
    void applyOverride(OffsetCoord hex, quint8 terrain);
    /// Adds or removes the road link between two adjacent hexes.
    void setRoad(OffsetCoord a, OffsetCoord b, bool present);
    /// Whether @p hex is inside the bounding box (a hex may be painted there).
    bool inBounds(OffsetCoord hex) const
    {
        return hex.col >= 0 && hex.row >= 0 && hex.col < m_columns && hex.row < m_rows;
    }

private:
    /// Adds @p panel's hexsides and heights where @p placement puts it.
    void addPanelHexsides(const Panel &panel, const PanelPlacement &placement);
    /// 64-bit: rows x columns is bounded by MaxMapHexes, but the index of a hex is computed
    /// before anyone has checked that it is in range.
    qsizetype index(OffsetCoord hex) const { return qsizetype(hex.row) * m_columns + hex.col; }

    OffsetSystem m_offsets = Offsets;
    int m_columns = 0;
    int m_rows = 0;
    QByteArray m_terrain;
    QByteArray m_baseTerrain; ///< terrain from the panels only
    QByteArray m_cover; ///< bit set of covered parts, see hexmap.cpp
    QByteArray m_baseCover; ///< coverage from the panels only
    QVector<qint32> m_placement; ///< index into the layout, which may have 32,768 entries
    int m_playable = 0;
    QList<OffsetCoord> m_overlaps;
    QSet<std::pair<HexCoord, HexCoord>> m_roads;
    QSet<std::pair<HexCoord, HexCoord>> m_panelRoads; ///< before the scenario's road edits
    Hexsides m_hexsides;
    Hexsides m_panelHexsides;
    HexHeights m_heights;
    HexHeights m_panelHeights;
    /// Per-panel numbering: each placement's board name, origin, turn and panel size.
    struct PanelNumbering
    {
        QString board;
        OffsetCoord origin;
        int rotation = 0;
        int columns = 0;
        int rows = 0;
    };
    QList<PanelNumbering> m_numbering;
    bool m_labelsPerPanel = false;
};

} // namespace hexwright
