// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/mapexport.h"
#include "export/sheet.h"

#include <QList>
#include <QPoint>
#include <QRectF>

#include <memory>

namespace hexwright {

class MapRenderer;

/// How the map is laid out on paper.
struct MapSheetOptions
{
    PaperSetup paper;
    /// Hex size across the flats on paper.
    double hexSizeMm = DefaultExportHexSizeMm;
    /// Map area repeated on both sides of a seam between neighbouring pages.
    double overlapMm = 10.0;
    bool cutMarks = true;
    /// Row and column label of each page ("B3") and the assembly diagram page.
    bool assemblyPage = true;
    /// Greyscale terrain with patterns that tell the types apart, for black-and-white
    /// printers; otherwise the book's terrain colours.
    bool greyscale = false;
    /// Hex numbers on the map. MapRenderer has no switch for them yet: they are always drawn
    /// (see the report of issue 7).
    bool hexLabels = true;
};

/// The overlaps makeMapSheets() accepts; larger ones are cut to half the page's map window.
constexpr double MaxMapSheetOverlapMm = 50.0;

/// Whether @p options can be printed: the hex size in range (MinExportHexSizeMm to
/// MaxExportHexSizeMm), the overlap from 0 to MaxMapSheetOverlapMm, the margin from 0 to 40 mm.
/// Otherwise false with a message for the user in @p error.
bool checkMapSheetOptions(const MapSheetOptions &options, QString *error = nullptr);

/**
 * Where the map lies on the pages: plain arithmetic in millimetres.
 *
 * Each page shows a window of the map (windowMm on the paper, the same on every page).
 * Neighbouring pages step by the window less the overlap, so the strip of overlapMm on both
 * sides of a seam is printed twice; the seam is the middle of that strip. The tiled area is
 * centred on the map.
 */
struct MapSheetTiling
{
    QSizeF mapMm; ///< the map's bounding box on paper
    QRectF windowMm; ///< where a page shows the map, from the paper's top-left corner
    double overlapMm = 0; ///< as used: cut to half the window at most
    int columns = 0;
    int rows = 0;
    QPointF originMm; ///< the map's corner in the tiled area, which starts at (0, 0)

    QSizeF step() const { return windowMm.size() - QSizeF(overlapMm, overlapMm); }
    /// The part of the map that page @p row, @p column shows, in millimetres from the map's
    /// bounding box corner (it may reach past the map).
    QRectF mapRect(int row, int column) const;
    /// The part of the map that page @p row, @p column stands for once the sheets are glued:
    /// from seam to seam (to the tiled area's edge at the outside). These cells tile the map.
    QRectF cellRect(int row, int column) const;
};

/// The tiling of a map of @p mapMm (its bounding box on paper) for @p options: the paper,
/// its margin, the page header, the band for the cut marks and the overlap.
MapSheetTiling tileMapSheets(QSizeF mapMm, const MapSheetOptions &options);

/// The bounding box of the map of @p source with hexes @p hexSizeMm across the flats, in mm.
QSizeF mapSizeMm(const MapExportSource &source, double hexSizeMm);

/// Rows are named by letters like spreadsheet columns: 0 -> "A", 25 -> "Z", 26 -> "AA".
QString mapSheetRowName(int row);
/// "B3" for row 1, column 2 (columns count from 1).
QString mapSheetName(int row, int column);

/**
 * The map tiled over pages at true scale, drawn shape by shape (vector output).
 *
 * Page 0 is the assembly diagram when MapSheetOptions::assemblyPage is set; then one page per
 * cell of the tiling that holds any hex of the map, row by row. Each page draws only the hexes
 * under its window, so a map of any size streams page by page.
 *
 * Keeps references to what @p source refers to: they must outlive the document.
 */
class MapSheetDocument : public SheetDocument
{
public:
    MapSheetDocument(const MapExportSource &source, const MapSheetOptions &options);
    ~MapSheetDocument() override;

    QString title() const override;
    int pageCount() const override;
    PaperSetup paper(int page) const override;
    void paintPage(QPainter &painter, int page) const override;

    const MapSheetOptions &options() const { return m_options; }
    const MapSheetTiling &tiling() const { return m_tiling; }
    bool hasAssemblyPage() const { return m_options.assemblyPage; }
    /// The map pages printed, in order: x = column, y = row. Cells without a hex are left out.
    const QList<QPoint> &mapPages() const { return m_pages; }
    /// The cell page @p page prints; (-1, -1) for the assembly diagram.
    QPoint cellOf(int page) const;
    /// Whether cell @p row, @p column holds any hex of the map (and so is printed).
    bool cellHasMap(int row, int column) const;

private:
    struct Private;
    void paintMapPage(QPainter &painter, QPoint cell) const;
    /// Draws the part @p mapRectMm of the map (mm from its corner) into @p target (paper mm).
    void paintMap(QPainter &painter, const QRectF &mapRectMm, const QRectF &target,
                  bool diagram) const;
    void paintAssembly(QPainter &painter) const;

    MapSheetOptions m_options;
    MapSheetTiling m_tiling;
    QList<QPoint> m_pages;
    QString m_title;
    std::unique_ptr<Private> d;
};

/// The map tiled over pages at true scale: an assembly diagram page first (when asked for),
/// then the map pages row by row. Values out of range are brought into range (see
/// checkMapSheetOptions()).
std::unique_ptr<SheetDocument> makeMapSheets(const MapExportSource &source,
                                             const MapSheetOptions &options);

} // namespace hexwright
