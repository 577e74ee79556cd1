// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/*
 * A scenario as a VASSAL module (.vmod), for VASSAL 3.7: a zip (vassalzip.h) holding
 * `buildFile.xml`, `moduledata` and `images/`.
 *
 * VASSAL's format elements used (class names are the XML element names of buildFile.xml;
 * attributes as VASSAL's source spells them, vassalengine/vassal, vassal-app/src/main/java):
 * - VASSAL.build.GameModule (name, version, VassalVersion, description, nextPieceSlotId) with
 *   VASSAL.build.module.BasicCommandEncoder, Documentation, GlobalOptions, PlayerRoster
 *   (<entry> per side), Chatter.
 * - VASSAL.build.module.Map (mapName) with map.BoardPicker > map.boardPicker.Board (name,
 *   image, width, height, color) > board.HexGrid (dx, dy, x0, y0, sideways, snapTo,
 *   edgesLegal, cornersLegal, visible, dotsVisible, color) > board.mapgrid.HexGridNumbering
 *   (first, sep, hType, vType, hLeading, vLeading, hOff, vOff, hDescend, vDescend, stagger,
 *   locationFormat, visible); the map's StackMetrics, PieceMover, KeyBufferer, MenuDisplayer,
 *   Scroller, Zoomer, CounterDetailViewer, ForwardToKeyBuffer, ForwardToChatter,
 *   StackExpander, HighlightLastMoved; map.SetupStack (name, owningBoard, x, y,
 *   useGridLocation) holding widget.PieceSlot (entryName, gpid, width, height): a stack per
 *   hex of units placed on hexes, and per zone on the zone's middle hex. Each side's holding
 *   area (off-board units, reinforcements by turn, hidden units, a table's deployment
 *   areas) is a second Map of its own.
 * - VASSAL.build.module.PieceWindow > widget.TabWidget > widget.ListWidget > PieceSlot.
 * - A PieceSlot's text is an AddPiece command, "+/null/TYPE/STATE" (BasicCommandEncoder),
 *   TYPE and STATE each a chain of traits joined by tabs, outermost first, each level escaped
 *   by SequenceEncoder (a backslash before each delimiter of the level inside): Delete
 *   ("delete;"), Embellishment ("emb2;": the Disrupted status layer and the Flip layer of a
 *   two-sided counter), BasicPiece ("piece;;;IMAGE;NAME", state "null;0;0;GPID;0").
 * - VASSAL.build.module.DiceButton (name, text, nDice, nSides, plus, addToTotal, reportTotal,
 *   reportFormat), turn.TurnTracker > turn.CounterTurnLevel (property, start, incr, loop,
 *   loopLimit, turnFormat), ChartWindow > widget.TabWidget > widget.Chart (chartName,
 *   fileName).
 * - moduledata (ModuleMetaData): <data version="1"> with version, VassalVersion, name,
 *   description, dateSaved.
 *
 * VASSAL names a hex from HexGrid's raw column and row (HexGridNumbering.getRow/getColumn,
 * RegularGridNumbering.getName): vassalHexGrid() places the grid's origin on a hex of ours
 * and chooses the offsets and leading zeros so that the name VASSAL reports for every hex is
 * our label of it ("0302").
 */

#include "export/mapexport.h"
#include "export/vassalzip.h"
#include "hex/hexlayout.h"

#include <QPointF>

#include <functional>
#include <optional>

namespace hexwright {

/// The VASSAL version the module says it is made for.
inline constexpr char VassalModuleVassalVersion[] = "3.7.0";

/// How a module is drawn.
struct VassalModuleOptions
{
    /// A hex across the flats on the board image, in pixels (VASSAL's HexGrid dy).
    int hexPixels = 64;
    /// A table board's scale, written in the module's description and on the board.
    int tablePixelsPerInch = 40;
    /// Counters on a hex map, edge in pixels.
    int counterPixels = 48;
    /// The setup sheets as chart images.
    int chartDpi = 100;
};

/// The attributes of VASSAL's HexGrid and HexGridNumbering that lay its grid on our hexes.
struct VassalHexGrid
{
    double dx = 0; ///< column spacing (rows of a pointy-top map: the grid is sideways)
    double dy = 0; ///< across the flats
    int x0 = 0; ///< origin: a hex centre, in the grid's (for sideways, swapped) axes
    int y0 = 0;
    bool sideways = false;
    QChar first = QLatin1Char('H');
    int hOff = 0;
    int vOff = 0;
    int hLeading = 1;
    int vLeading = 1;
};

/// A module in memory, before it is zipped.
struct VassalModule
{
    QByteArray buildFile; ///< buildFile.xml
    QByteArray moduleData; ///< moduledata
    QList<ZipEntry> images; ///< "images/<name>.png"
    /// The hex grid of a hex map; none for a table.
    std::optional<VassalHexGrid> grid;
    /// Where hexes lie on a hex map's board image: a hex centre is layout's point + shift.
    HexLayout layout;
    QPointF shift;
    OffsetSystem offsets;
    int unitPieces = 0; ///< units placed in set-up stacks (map and holding areas)

    /// The centre of @p hex on the board image, in pixels.
    QPointF hexCentre(OffsetCoord hex) const;
};

/// Reports progress: @p done of @p total steps (images drawn).
using VassalProgress = std::function<void(int done, int total)>;

/// The module of @p source: board image, counters, set-up stacks, holding areas, turn track,
/// charts and dice (see the top of this file).
VassalModule buildVassalModule(const MapExportSource &source,
                               const VassalModuleOptions &options = {},
                               const VassalProgress &progress = {});

/// Zips @p module to @p path (atomically); false with a reason in @p error.
bool writeVassalModule(const VassalModule &module, const QString &path, QString *error = nullptr);

/// buildVassalModule() then writeVassalModule().
bool exportVassalModule(const MapExportSource &source, const QString &path,
                        const VassalModuleOptions &options = {}, QString *error = nullptr,
                        const VassalProgress &progress = {});

/// The grid of @p layout shifted by @p shift for a map numbered in @p offsets (the label
/// digits @p digits), such that VASSAL's names are our labels.
VassalHexGrid vassalHexGrid(const HexLayout &layout, QPointF shift, const OffsetSystem &offsets,
                            int digits);

/**
 * VASSAL's SequenceEncoder: values joined by @p delimiter, a backslash before each delimiter
 * inside a value, a value starting with a backslash (or quoted) put in single quotes.
 */
class VassalSequence
{
public:
    explicit VassalSequence(QChar delimiter)
        : m_delimiter(delimiter)
    { }
    VassalSequence &append(const QString &value);
    VassalSequence &append(int value) { return append(QString::number(value)); }
    VassalSequence &append(bool value);
    QString value() const { return m_value; }

private:
    QChar m_delimiter;
    QString m_value;
    bool m_started = false;
};

} // namespace hexwright
