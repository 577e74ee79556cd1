// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QImage>
#include <QSize>
#include <QString>

namespace hexwright {

class HexMap;
class MapRenderer;
struct PanelLibrary;
struct Ruleset;
struct Scenario;

/// The print size of a hex by default, across the flats.
constexpr double DefaultExportHexSizeMm = 16.0;
/// The resolution of PNG exports by default.
constexpr int DefaultExportDpi = 300;
/// zlib level of writeMapPng() (Qt's PNG writer): 1 gave its shortest export in
/// hexwright-bench; the exports themselves stream through libpng (see exportMapPng()).
constexpr int DefaultPngCompression = 1;
/// The hex sizes and resolutions the exports accept.
constexpr double MinExportHexSizeMm = 1.0;
constexpr double MaxExportHexSizeMm = 100.0;
constexpr int MinExportDpi = 24;
constexpr int MaxExportDpi = 2400;
/// The largest PNG exportMapPng() makes, in pixels (width x height).
constexpr qint64 MaxExportPixels = qint64(1) << 29;

/// What an export draws: an assembled map and what it was assembled from. For a table
/// scenario (Scenario::table set) the exports and map sheets draw the table instead, at true
/// scale (an inch of table an inch of paper or of the image's resolution); the map and the
/// panel library are then empty and the hex size does not apply.
struct MapExportSource
{
    const HexMap &map;
    const Ruleset &ruleset;
    const Scenario &scenario;
    const PanelLibrary &panels;
};

/// The pixel size of the PNG exportMapPng() writes for @p hexSizeMm across the flats at
/// @p dpi: the map's bounding box, rounded up to whole pixels.
QSize mapPngSize(const MapExportSource &source, double hexSizeMm = DefaultExportHexSizeMm,
                 int dpi = DefaultExportDpi);

/**
 * Paints the whole map of @p renderer into a new opaque image of @p size at
 * @p pixelsPerSceneUnit, centred, white round it. Drawn in horizontal bands: besides the
 * image, memory holds at most the tiles of one band (the renderer's cache is not used).
 */
QImage renderMapImage(MapRenderer &renderer, QSize size, double pixelsPerSceneUnit);

/// Writes @p image as PNG to @p path through QSaveFile at zlib level @p compression (0-9),
/// recording @p dpi in the file when it is positive.
bool writeMapPng(const QImage &image, const QString &path, int dpi,
                 int compression = DefaultPngCompression, QString *error = nullptr);

/**
 * Exports the map to a PNG with hexes @p hexSizeMm across the flats at @p dpi, recorded in the
 * file. Drawn and written a band of rows at a time (libpng, Paeth filter, zlib level 1 with
 * run-length matching): memory holds one band, never the whole image.
 */
bool exportMapPng(const MapExportSource &source, const QString &path,
                  double hexSizeMm = DefaultExportHexSizeMm, int dpi = DefaultExportDpi,
                  QString *error = nullptr);

/// Exports the whole map scaled to fit a PNG of exactly @p size pixels, like exportMapPng().
bool exportMapPngFitted(const MapExportSource &source, const QString &path, QSize size,
                        QString *error = nullptr);

/**
 * Exports the map to an SVG drawn shape by shape, at its true physical size: width and height
 * in millimetres such that hexes measure @p hexSizeMm across the flats. User units of the
 * view box are the renderer's scene units (1/96 inch).
 */
bool exportMapSvg(const MapExportSource &source, const QString &path,
                  double hexSizeMm = DefaultExportHexSizeMm, QString *error = nullptr);

} // namespace hexwright
