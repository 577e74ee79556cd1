// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPageLayout>
#include <QPageSize>
#include <QString>

class QPainter;
class QPagedPaintDevice;

namespace hexwright {

/// The papers Hexwright prints on, and how a sheet lies on them.
struct PaperSetup
{
    QPageSize::PageSizeId size = QPageSize::A4;
    QPageLayout::Orientation orientation = QPageLayout::Portrait;
    /// The printer's unprintable border kept free on every edge, in millimetres.
    double marginMm = 8.0;

    /// The paper in millimetres, turned to the orientation.
    QSizeF paperSizeMm() const;
    QPageLayout pageLayout() const;
};

/// "A4", "Letter" or "A3" (any case) to a page size id; nullopt-like false when unknown.
bool parsePaperName(const QString &name, QPageSize::PageSizeId *size);
/// The names parsePaperName() accepts, in the order a menu lists them.
QStringList paperNames();

/**
 * A printable document of one or more pages: map sheets, setup sheets, counter sheets.
 *
 * Pages are painted in millimetres: paintPage() gets a painter whose unit is 1 mm and whose
 * origin is the top-left corner of the paper (not of the printable area). The same document
 * paints into a PDF (writeSheetsPdf()), a printer or a print preview (paintSheets()), so the
 * three never differ.
 */
class SheetDocument
{
public:
    virtual ~SheetDocument();

    /// A title for the PDF's metadata and the print job.
    virtual QString title() const = 0;
    virtual int pageCount() const = 0;
    /// The paper of @p page (0-based); every page may differ (the assembly diagram page).
    virtual PaperSetup paper(int page) const = 0;
    /// Paints @p page (0-based), painter in millimetres from the paper's top-left corner.
    virtual void paintPage(QPainter &painter, int page) const = 0;
};

/**
 * Paints every page of @p document into @p device, which is a QPdfWriter or a QPrinter (in
 * full-page mode) already open for painting nowhere else. Sets each page's layout and scales
 * the painter to millimetres. Pages @p fromPage to @p toPage (1-based, inclusive; 0 = all).
 * Returns false when the device cannot be painted on.
 */
bool paintSheets(const SheetDocument &document, QPagedPaintDevice &device, int fromPage = 0,
                 int toPage = 0);

/// Writes @p document as a vector PDF to @p path through a temporary file (nothing is left
/// half written). Returns false with a message in @p error.
bool writeSheetsPdf(const SheetDocument &document, const QString &path, QString *error = nullptr);

} // namespace hexwright
