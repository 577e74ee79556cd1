// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Drawing helpers of the map sheets (mapsheets.cpp): greyscale terrain, page decorations and
// the assembly diagram. Internal to hexwright_export.

#include "board/tableboard.h"
#include "export/mapsheets.h"
#include "render/maprenderer.h"
#include "render/tablerenderer.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

#include <QColor>
#include <QCoreApplication>
#include <QList>
#include <QRectF>
#include <QString>

#include <memory>

class QPainter;

namespace hexwright {

class HexMap;

/// Millimetres per scene unit of MapRenderer (1/96 inch).
constexpr double MmPerSceneUnit = 25.4 / 96.0;
/// Height of the page header (title, scale, page name) and width of the band round the map
/// window that holds the cut and alignment marks, in millimetres.
constexpr double SheetHeaderMm = 10.0;
constexpr double SheetMarkBandMm = 6.0;
/// Height of the text above and below the assembly diagram (title, summary, instructions).
constexpr double AssemblyPageTextMm = 65.0;
/// The length of the scale bar printed on every page, to check the print is at 100 %.
constexpr double SheetScaleBarMm = 50.0;

/// The translation context of the sheets' user-visible strings ("row B, column 3" and the
/// like): lupdate files each MapSheets::tr() call under "MapSheets", the context the run-time
/// lookup uses.
struct MapSheets
{
    Q_DECLARE_TR_FUNCTIONS(MapSheets)
};

/// Draws @p text in @p rect (millimetres) with a font @p heightMm tall: fonts take whole
/// pixel sizes, so the text is laid out in tenths of a millimetre.
void drawTextMm(QPainter &painter, const QRectF &rect, int flags, const QString &text,
                double heightMm, bool bold = false, const QColor &colour = Qt::black);

/// The hexes a scene rectangle may meet (a hex's bounding box with margin), inclusive.
struct HexSpan
{
    int firstCol = 0;
    int lastCol = -1;
    int firstRow = 0;
    int lastRow = -1;
};
HexSpan hexesUnder(const MapRenderer &renderer, const QRectF &sceneRect);

/// How a terrain type prints in greyscale: a grey ground and a pattern of dark lines or
/// dots that tells it apart from the others.
struct GreyTerrain
{
    enum class Fill {
        None, ///< clear ground
        LightHatch, ///< slope: light diagonal hatching
        DarkHatch, ///< hilltop: darker, denser hatching
        CrossHatch, ///< city
        Dots, ///< forest: dense dots
        Dashes, ///< swamp
        Lines, ///< lake: horizontal lines
        Waves, ///< river and bridge: wavy lines
        VerticalLines, ///< further types, in this order
        BackHatch,
        SparseDots,
        Flat,
    };
    int grey = 255;
    Fill fill = Fill::None;
};

/// The greyscale look of every terrain type of @p ruleset, by index: chosen from the type's
/// print pattern, and among types of one pattern from the lightness of their colours.
QList<GreyTerrain> greyTerrains(const Ruleset &ruleset);

/**
 * A copy of @p ruleset that MapRenderer draws in greys: terrain without its patterns (the
 * bridge deck kept), road and army colours grey. With @p transparentGrounds the terrain
 * grounds are transparent (paintGreyTerrain() has filled them) but keep their grey for the
 * choice of label colour; otherwise they are the opaque greys (the small assembly map).
 */
Ruleset greyscaleRuleset(const Ruleset &ruleset, const QList<GreyTerrain> &greys,
                         bool transparentGrounds);
/// The army colour greyscaleRuleset() adds for markers that have none (a bright yellow
/// diamond otherwise).
QString greyMarkerColour();
/// @p scenario with its uncoloured markers given greyMarkerColour().
Scenario greyscaleScenario(const Scenario &scenario);

/// Fills the hexes under @p sceneRect with their grey grounds and patterns, painter in scene
/// units. Patterns are anchored to the map, so the overlap of two sheets matches; they leave
/// the hex number's place free.
void paintGreyTerrain(QPainter &painter, const MapRenderer &renderer, const HexMap &map,
                      const QList<GreyTerrain> &greys, const QRectF &sceneRect);

/// What a MapSheetDocument draws with.
struct MapSheetDocument::Private
{
    explicit Private(const MapExportSource &source)
        : source(source)
    { }
    MapExportSource source;
    QList<GreyTerrain> greys; ///< empty in colour
    // The greyscale copies the renderers draw from (empty in colour).
    Ruleset greyRuleset;
    Ruleset diagramRuleset;
    Scenario greyScenario;
    std::unique_ptr<MapRenderer> renderer; ///< the map pages
    std::unique_ptr<MapRenderer> diagramRenderer; ///< the assembly diagram, in greyscale
    // A table scenario's sheets (mapsheet_table.cpp): then the hex renderers are null.
    std::unique_ptr<TableBoard> tableBoard; ///< with the printed grid
    std::unique_ptr<TableRenderer> tableRenderer;
};

/// The grid a table is printed with: its own, or one every 6 in (10 cm on a metric table)
/// so that sheets line up and distances can be read off them.
double printedTableGridMm(const TableLayout &layout);
/// @p style in greys, for black-and-white printers (the hatchings tell traits apart).
TableStyle greyscaleTableStyle(TableStyle style);
/// "1 in on the table = 1 in on paper; grid 6 in".
QString tableScaleNote(const TableLayout &layout, double gridMm);
/**
 * The table's coordinates along the top and left edges of the window @p target (paper mm),
 * which shows @p tableRectMm of the table (mm from its bounding box corner @p origin, in
 * table mm): a label at every grid line, in the table's unit, so that every sheet says
 * where on the table it lies.
 */
void paintTableRulers(QPainter &painter, const TableLayout &layout, double gridMm,
                      const QRectF &tableRect, const QRectF &target);

/// What a map page shows round its window besides the map.
struct SheetPageInfo
{
    QString title;
    QString scaleNote; ///< "1 hex = 16 mm"
    QString name; ///< "B3", empty when pages are not labelled
    QString longName; ///< "row B, column 3"
    QString pageOf; ///< "page 4 of 9"
    /// Whether a printed sheet joins this one on the left, top, right, bottom.
    bool seams[4] = {false, false, false, false};
    /// Their names when pages are labelled, in the same order.
    QString neighbours[4];
};

/// The header above the map window: title, scale note with a scale bar, page name.
void paintSheetHeader(QPainter &painter, const QRectF &header, const SheetPageInfo &info);
/// Cut marks at the left and top seams (this sheet is trimmed there and laid over its
/// neighbours), alignment crosses at the right and bottom seams, neighbour names in the band.
void paintSheetMarks(QPainter &painter, const MapSheetTiling &tiling, const SheetPageInfo &info,
                     bool cutMarks);

} // namespace hexwright
