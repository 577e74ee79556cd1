// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// hexwright-bench, Export section (issue 7).

#include "benchscenario.h"
#include "benchsections.h"
#include "benchsupport.h"

#include "export/mapsheets.h"
#include "map/hexmap.h"
#include "render/maprenderer.h"
#include "ruleset/ruleset.h"

#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QTemporaryDir>

#include <cmath>

namespace hexwright::bench {

namespace {

// --- Export ----------------------------------------------------------------------------

/// Issue 7: the whole map rendered to a 3510 x 4096 PNG (the map scaled to fit), as
/// exportMapPngFitted() does it: drawn and encoded a band at a time.
void benchPng(const HexMap &map, const Scenario &scenario, const Ruleset &ruleset,
              const PanelLibrary &panels, int runs, const QString &imageDir)
{
    const QSize size(3510, 4096);
    out << QStringLiteral("\nExport (%1 x %2 map, %3 terrain types, rendered to a %4 x %5 "
                          "PNG):\n")
               .arg(map.columns())
               .arg(map.rows())
               .arg(ruleset.terrain.size())
               .arg(size.width())
               .arg(size.height());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("export.png"));
    const MapExportSource source {map, ruleset, scenario, panels};
    auto exportPng = [&] {
        QString error;
        if (!exportMapPngFitted(source, path, size, &error))
            out << "  cannot export: " << error << '\n';
    };

    // Memory first, on a cold run: the peak of the resident set while the export runs, above
    // what the process held before (the scenario and the assembled map).
    const bool peakReset = resetPeakResidentSet();
    const double residentBefore = statusMegabytes("VmRSS");
    const double coldStart = nowMs();
    exportPng();
    const double coldMs = nowMs() - coldStart;
    const double peakDuring = statusMegabytes("VmHWM");

    // The drawing alone: the same bands into one image, nothing encoded.
    QImage image;
    const double drawMs = medianMs(runs, [&] {
        image = QImage();
        MapRenderer renderer(map, ruleset, scenario, panels);
        const QRectF bounds = renderer.boundingRect();
        const double scale
            = std::min(size.width() / bounds.width(), size.height() / bounds.height());
        image = renderMapImage(renderer, size, scale);
    });
    const double totalMs = medianMs(runs, exportPng);
    figure(QStringLiteral("drawing (renderer + bands, no encoding)"), drawMs / 1000.0,
           QStringLiteral("s"), QStringLiteral("<= 0.25 s; peer 0.76 s"));
    figure(QStringLiteral("whole export (draw + libpng, band by band)"), totalMs / 1000.0,
           QStringLiteral("s"), QStringLiteral("<= 1.0 s; peer 3.17 s"));
    figure(QStringLiteral("whole export, first run"), coldMs / 1000.0, QStringLiteral("s"));
    figure(QStringLiteral("PNG file size"), double(QFileInfo(path).size()) / (1024.0 * 1024.0),
           QStringLiteral("MB"));
    if (peakReset) {
        figure(QStringLiteral("peak memory of the export (VmHWM - VmRSS before)"),
               peakDuring - residentBefore, QStringLiteral("MB"),
               QStringLiteral("<= 100 MB; peer 145 MB"));
    } else {
        out << QStringLiteral("  peak memory of the export: cannot reset VmHWM here\n");
    }
    if (!imageDir.isEmpty()) {
        QFile::remove(imageDir + QStringLiteral("/export.png"));
        QFile::copy(path, imageDir + QStringLiteral("/export.png"));
    }
    // For comparison: the whole image encoded by Qt's PNG writer (QImageWriter) at each zlib
    // level; it tries every row filter and needs the whole image in memory.
    const QString qtPath = dir.filePath(QStringLiteral("qt.png"));
    for (int level = 0; level <= 9; ++level) {
        const double ms = medianMs(std::min(runs, 3), [&] {
            QString error;
            if (!writeMapPng(image, qtPath, 0, level, &error))
                out << "  cannot write the PNG: " << error << '\n';
        });
        figure(QStringLiteral("QImageWriter, zlib level %1 (%2 MB), drawing + encoding")
                   .arg(level)
                   .arg(double(QFileInfo(qtPath).size()) / (1024.0 * 1024.0), 0, 'f', 1),
               (drawMs + ms) / 1000.0, QStringLiteral("s"));
    }
}

/// Issue 7: the map sheets of the whole map as a vector PDF at true scale, drawn and written
/// a page at a time (never one raster of the map): time, pages, file size and peak memory.
void benchMapSheets(const MapExportSource &source, double hexSizeMm, const QString &imageDir)
{
    MapSheetOptions options;
    options.hexSizeMm = hexSizeMm;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sheets.pdf"));
    const bool peakReset = resetPeakResidentSet();
    const double residentBefore = statusMegabytes("VmRSS");
    const double start = nowMs();
    const MapSheetDocument sheets(source, options);
    const double layoutMs = nowMs() - start;
    QString error;
    if (!writeSheetsPdf(sheets, path, &error))
        out << "  cannot write the PDF: " << error << '\n';
    const double totalMs = nowMs() - start;
    const double peakDuring = statusMegabytes("VmHWM");
    out << QStringLiteral("\nMap sheets PDF (A4 portrait, %1 mm hexes, %2 x %3 sheets + diagram, "
                          "%4 pages):\n")
               .arg(hexSizeMm)
               .arg(sheets.tiling().columns)
               .arg(sheets.tiling().rows)
               .arg(sheets.pageCount());
    figure(QStringLiteral("tiling (which sheets hold map)"), layoutMs / 1000.0,
           QStringLiteral("s"));
    figure(QStringLiteral("whole PDF (draw + write, page by page)"), totalMs / 1000.0,
           QStringLiteral("s"));
    figure(QStringLiteral("per page"), totalMs / std::max(1, sheets.pageCount()),
           QStringLiteral("ms"));
    figure(QStringLiteral("PDF file size"), double(QFileInfo(path).size()) / (1024.0 * 1024.0),
           QStringLiteral("MB"));
    if (peakReset) {
        figure(QStringLiteral("peak memory of the PDF (VmHWM - VmRSS before)"),
               peakDuring - residentBefore, QStringLiteral("MB"),
               QStringLiteral("no raster of the whole map"));
    }
    if (!imageDir.isEmpty()) {
        QFile::remove(imageDir + QStringLiteral("/sheets.pdf"));
        QFile::copy(path, imageDir + QStringLiteral("/sheets.pdf"));
    }
}

} // namespace

/// The export figures of issue 7 on a map of random terrain of 10 types: the bench's copy of
/// the ruleset gets a tenth type when the bundled one has nine, and a tenth of the hexes.
void benchExport(const HexMap &map, const Scenario &scenario, const Ruleset &ruleset,
                 const PanelLibrary &panels, int runs, const QString &imageDir,
                 double sheetHexSizeMm)
{
    const Ruleset tenTypes = withTenTerrainTypes(ruleset);
    HexMap tenMap = map;
    if (tenTypes.terrain.size() > ruleset.terrain.size()) {
        paintTerrainShare(tenMap, int(tenTypes.terrain.size()) - 1, int(tenTypes.terrain.size()),
                          10);
    }
    benchPng(tenMap, scenario, tenTypes, panels, runs, imageDir);
    benchMapSheets({tenMap, tenTypes, scenario, panels}, sheetHexSizeMm, imageDir);
}

} // namespace hexwright::bench
