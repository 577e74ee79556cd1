// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "export/mapexport.h"

#include "board/tableboard.h"
#include "io/safefile.h"
#include "render/maprenderer.h"
#include "render/tablerenderer.h"
#include "scenario/scenario.h"

#include <QImageWriter>
#include <QPainter>
#include <QSvgGenerator>

#include <png.h>
#include <zlib.h>

#include <algorithm>
#include <cmath>
#include <csetjmp>

namespace hexwright {

namespace {

/// Device rows drawn per band: with the renderer's own bands of tiles inside, memory holds
/// the image plus the tiles of a few rows of 256 pixels.
constexpr int BandRows = 1024;

double acrossFlatsFor(double hexSizeMm)
{
    return hexSizeMm / 25.4 * 96.0;
}

void setError(QString *error, const QString &message)
{
    if (error)
        *error = message;
}

bool validSize(double hexSizeMm, QString *error)
{
    if (!(hexSizeMm >= MinExportHexSizeMm && hexSizeMm <= MaxExportHexSizeMm)) {
        setError(error,
                 QStringLiteral("hex size %1 mm is out of range (%2 to %3 mm)")
                     .arg(hexSizeMm)
                     .arg(MinExportHexSizeMm)
                     .arg(MaxExportHexSizeMm));
        return false;
    }
    return true;
}

QSize pixelSize(const QRectF &bounds, double scale)
{
    return QSize(int(std::ceil(bounds.width() * scale - 1e-6)),
                 int(std::ceil(bounds.height() * scale - 1e-6)));
}

/// A table scenario's picture: its board and renderer, at true scale (scene units are mm).
struct TablePicture
{
    explicit TablePicture(const MapExportSource &source)
        : board(*source.scenario.table)
        , renderer(board, TableRenderer::styleFor(board.layout(), source.ruleset, source.scenario))
    {
        renderer.setScenario(&source.scenario, &source.ruleset);
    }
    TableBoard board;
    TableRenderer renderer;
};

/// Where the map's bounding box goes in an image of @p size: centred, whole pixels of shift,
/// so that the renderer copies its tiles 1:1.
template<typename Renderer> QPointF mapShift(const Renderer &renderer, QSize size, double scale)
{
    const QRectF bounds = renderer.boundingRect();
    return QPointF(std::round((size.width() - bounds.width() * scale) / 2),
                   std::round((size.height() - bounds.height() * scale) / 2));
}

/// Paints rows [@p top, @p top + band.height()) of the picture into @p band.
template<typename Renderer>
void paintBand(Renderer &renderer, QImage &band, int top, QPointF shift, double scale)
{
    band.fill(Qt::white);
    QPainter painter(&band);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.translate(shift - QPointF(0, top));
    painter.scale(scale, scale);
    painter.translate(-renderer.boundingRect().topLeft());
    const QRectF exposed = painter.transform().inverted().mapRect(QRectF(band.rect()));
    painter.setClipRect(exposed);
    renderer.paint(&painter, exposed, scale);
}

// Every file here is written through AtomicFileStream: the writers (libpng, QImageWriter,
// QSvgGenerator) ignore a failed or short write, and a plain QSaveFile would rename a cut file
// over the old one when the disk fills up. The stream remembers the failure; commit() fails.

// A PNG written a band of rows at a time with libpng: Qt's writer needs the whole image and
// always tries every row filter, which made the encoding the slowest step of an export. The
// Paeth filter with run-length zlib at level 1 encodes twice as fast with smaller files
// (hexwright-bench, Export).
struct PngStream
{
    png_structp png = nullptr;
    png_infop info = nullptr;
    QIODevice *device = nullptr;
    char message[256] = {};
};

void pngWriteData(png_structp png, png_bytep data, size_t length)
{
    auto *stream = static_cast<PngStream *>(png_get_io_ptr(png));
    if (stream->device->write(reinterpret_cast<const char *>(data), qint64(length))
        != qint64(length))
        png_error(png, "cannot write the file");
}

void pngFlush(png_structp) { }

[[noreturn]] void pngError(png_structp png, png_const_charp message)
{
    auto *stream = static_cast<PngStream *>(png_get_error_ptr(png));
    qstrncpy(stream->message, message, sizeof stream->message);
    png_longjmp(png, 1);
}

void pngWarning(png_structp, png_const_charp) { }

// The functions that call libpng hold no C++ objects: png_error() jumps out of them.
bool pngBegin(PngStream &stream, QSize size, int dpi)
{
    if (setjmp(png_jmpbuf(stream.png)))
        return false;
    png_set_write_fn(stream.png, &stream, pngWriteData, pngFlush);
    png_set_IHDR(stream.png, stream.info, png_uint_32(size.width()), png_uint_32(size.height()), 8,
                 PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    if (dpi > 0) {
        const auto dotsPerMetre = png_uint_32(std::lround(dpi / 0.0254));
        png_set_pHYs(stream.png, stream.info, dotsPerMetre, dotsPerMetre, PNG_RESOLUTION_METER);
    }
    png_set_filter(stream.png, PNG_FILTER_TYPE_BASE, PNG_FILTER_PAETH);
    png_set_compression_level(stream.png, 1);
    png_set_compression_strategy(stream.png, Z_RLE);
    png_write_info(stream.png, stream.info);
    // QImage::Format_RGB32 rows are 0xffRRGGBB words.
#if Q_BYTE_ORDER == Q_LITTLE_ENDIAN
    png_set_bgr(stream.png);
    png_set_filler(stream.png, 0, PNG_FILLER_AFTER);
#else
    png_set_filler(stream.png, 0, PNG_FILLER_BEFORE);
#endif
    return true;
}

bool pngRows(PngStream &stream, const uchar *bits, qsizetype bytesPerLine, int rows)
{
    if (setjmp(png_jmpbuf(stream.png)))
        return false;
    for (int y = 0; y < rows; ++y)
        png_write_row(stream.png, bits + y * bytesPerLine);
    return true;
}

bool pngEnd(PngStream &stream)
{
    if (setjmp(png_jmpbuf(stream.png)))
        return false;
    png_write_end(stream.png, stream.info);
    return true;
}

/// Draws the picture of @p renderer (size, scale and shift as renderMapImage()) a band at a
/// time and writes each band to the PNG at @p path before drawing the next: memory holds one
/// band of pixels, never the whole image.
template<typename Renderer>
bool streamMapPng(Renderer &renderer, QSize size, double scale, int dpi, const QString &path,
                  QString *error)
{
    AtomicFileStream file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        setError(error, QStringLiteral("cannot write %1: %2").arg(path, file.failure()));
        return false;
    }
    renderer.setCacheLimit(0);
    const QPointF shift = mapShift(renderer, size, scale);
    QImage band(size.width(), std::min(BandRows, size.height()), QImage::Format_RGB32);
    if (band.isNull()) {
        setError(error, QStringLiteral("not enough memory"));
        return false;
    }
    PngStream stream;
    stream.device = &file;
    stream.png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &stream, pngError, pngWarning);
    stream.info = stream.png ? png_create_info_struct(stream.png) : nullptr;
    bool ok = stream.info && pngBegin(stream, size, dpi);
    for (int top = 0; ok && top < size.height(); top += band.height()) {
        const int rows = std::min(band.height(), size.height() - top);
        paintBand(renderer, band, top, shift, scale);
        ok = pngRows(stream, band.constBits(), band.bytesPerLine(), rows);
    }
    ok = ok && pngEnd(stream);
    if (stream.png)
        png_destroy_write_struct(&stream.png, stream.info ? &stream.info : nullptr);
    renderer.clearCache();
    if (!ok) { // the old file stays: file is never committed
        setError(error,
                 QStringLiteral("cannot write %1: %2")
                     .arg(path,
                          !file.failure().isEmpty() ? file.failure()
                                                    : QString::fromLatin1(stream.message)));
        return false;
    }
    if (QString why; !file.commit(&why)) {
        setError(error, QStringLiteral("cannot write %1: %2").arg(path, why));
        return false;
    }
    return true;
}

/// The table of @p source as an SVG at true size: user units of the view box are millimetres.
bool exportTableSvg(const MapExportSource &source, const QString &path, QString *error)
{
    const TablePicture table(source);
    const QRectF bounds = table.renderer.boundingRect();
    if (bounds.isEmpty()) {
        setError(error, QStringLiteral("the table is empty"));
        return false;
    }
    AtomicFileStream file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        setError(error, QStringLiteral("cannot write %1: %2").arg(path, file.failure()));
        return false;
    }
    // Width and height are size / resolution inches: 100 units to the millimetre.
    constexpr double UnitsPerMm = 100;
    QSvgGenerator generator;
    generator.setOutputDevice(&file);
    generator.setResolution(qRound(UnitsPerMm * MillimetresPerInch));
    generator.setSize(
        QSize(qRound(bounds.width() * UnitsPerMm), qRound(bounds.height() * UnitsPerMm)));
    generator.setViewBox(bounds);
    generator.setTitle(QStringLiteral("Hexwright table"));
    QPainter painter;
    if (!painter.begin(&generator)) {
        setError(error, QStringLiteral("cannot write %1").arg(path));
        return false;
    }
    painter.setRenderHint(QPainter::Antialiasing);
    // Detail is chosen as for a 300 dpi print.
    table.renderer.paint(&painter, bounds, DefaultExportDpi / MillimetresPerInch);
    painter.end();
    if (QString why; !file.commit(&why)) {
        setError(error, QStringLiteral("cannot write %1: %2").arg(path, why));
        return false;
    }
    return true;
}

} // namespace

QSize mapPngSize(const MapExportSource &source, double hexSizeMm, int dpi)
{
    if (source.scenario.table) {
        // True scale: the hex size does not apply.
        const TablePicture table(source);
        return pixelSize(table.renderer.boundingRect(), dpi / MillimetresPerInch);
    }
    const MapRenderer renderer(source.map, source.ruleset, source.scenario, source.panels,
                               acrossFlatsFor(hexSizeMm));
    return pixelSize(renderer.boundingRect(), dpi / 96.0);
}

QImage renderMapImage(MapRenderer &renderer, QSize size, double pixelsPerSceneUnit)
{
    QImage image(size, QImage::Format_RGB32);
    if (image.isNull())
        return image;
    // What is drawn for a band is not kept: the cache would only grow.
    renderer.setCacheLimit(0);
    const QPointF shift = mapShift(renderer, size, pixelsPerSceneUnit);
    for (int top = 0; top < size.height(); top += BandRows) {
        // A band of the image itself: no copy.
        const int rows = std::min(BandRows, size.height() - top);
        QImage band(image.scanLine(top), size.width(), rows, image.bytesPerLine(),
                    QImage::Format_RGB32);
        paintBand(renderer, band, top, shift, pixelsPerSceneUnit);
    }
    renderer.clearCache();
    return image;
}

bool writeMapPng(const QImage &image, const QString &path, int dpi, int compression, QString *error)
{
    AtomicFileStream file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        setError(error, QStringLiteral("cannot write %1: %2").arg(path, file.failure()));
        return false;
    }
    QImage withDpi = image; // shares the pixels: only the header changes
    if (dpi > 0) {
        const int dotsPerMetre = int(std::lround(dpi / 0.0254));
        withDpi.setDotsPerMeterX(dotsPerMetre);
        withDpi.setDotsPerMeterY(dotsPerMetre);
    }
    QImageWriter writer(&file, "png");
    // Qt's PNG writer takes the zlib level from the quality: level = (100 - quality) * 9 / 91.
    const int level = std::clamp(compression, 0, 9);
    writer.setQuality(level == 0 ? 100 : 100 - (level * 91 + 8) / 9);
    if (!writer.write(withDpi)) {
        setError(error,
                 QStringLiteral("cannot write %1: %2")
                     .arg(path, !file.failure().isEmpty() ? file.failure() : writer.errorString()));
        return false;
    }
    if (QString why; !file.commit(&why)) {
        setError(error, QStringLiteral("cannot write %1: %2").arg(path, why));
        return false;
    }
    return true;
}

bool exportMapPng(const MapExportSource &source, const QString &path, double hexSizeMm, int dpi,
                  QString *error)
{
    if (!validSize(hexSizeMm, error))
        return false;
    if (dpi < MinExportDpi || dpi > MaxExportDpi) {
        setError(error,
                 QStringLiteral("resolution %1 dpi is out of range (%2 to %3 dpi)")
                     .arg(dpi)
                     .arg(MinExportDpi)
                     .arg(MaxExportDpi));
        return false;
    }
    if (source.scenario.table) {
        // True scale: @p dpi pixels to the inch of table; the hex size does not apply.
        TablePicture table(source);
        const double scale = dpi / MillimetresPerInch;
        const QSize size = pixelSize(table.renderer.boundingRect(), scale);
        if (size.isEmpty() || qint64(size.width()) * size.height() > MaxExportPixels) {
            setError(error,
                     QStringLiteral("a PNG of %1 x %2 pixels cannot be made: choose another "
                                    "resolution")
                         .arg(size.width())
                         .arg(size.height()));
            return false;
        }
        return streamMapPng(table.renderer, size, scale, dpi, path, error);
    }
    MapRenderer renderer(source.map, source.ruleset, source.scenario, source.panels,
                         acrossFlatsFor(hexSizeMm));
    const double scale = dpi / 96.0;
    const QSize size = pixelSize(renderer.boundingRect(), scale);
    if (size.isEmpty()) {
        setError(error, QStringLiteral("the map is empty"));
        return false;
    }
    if (qint64(size.width()) * size.height() > MaxExportPixels) {
        setError(error,
                 QStringLiteral("a PNG of %1 x %2 pixels is too large: choose a smaller "
                                "hex size or resolution")
                     .arg(size.width())
                     .arg(size.height()));
        return false;
    }
    return streamMapPng(renderer, size, scale, dpi, path, error);
}

bool exportMapPngFitted(const MapExportSource &source, const QString &path, QSize size,
                        QString *error)
{
    if (size.isEmpty() || qint64(size.width()) * size.height() > MaxExportPixels) {
        setError(error,
                 QStringLiteral("bad image size %1 x %2").arg(size.width()).arg(size.height()));
        return false;
    }
    if (source.scenario.table) {
        TablePicture table(source);
        const QRectF bounds = table.renderer.boundingRect();
        const double scale
            = std::min(size.width() / bounds.width(), size.height() / bounds.height());
        return streamMapPng(table.renderer, size, scale, 0, path, error);
    }
    MapRenderer renderer(source.map, source.ruleset, source.scenario, source.panels);
    const QRectF bounds = renderer.boundingRect();
    if (bounds.isEmpty()) {
        setError(error, QStringLiteral("the map is empty"));
        return false;
    }
    const double scale = std::min(size.width() / bounds.width(), size.height() / bounds.height());
    return streamMapPng(renderer, size, scale, 0, path, error);
}

bool exportMapSvg(const MapExportSource &source, const QString &path, double hexSizeMm,
                  QString *error)
{
    if (!validSize(hexSizeMm, error))
        return false;
    if (source.scenario.table)
        return exportTableSvg(source, path, error);
    const MapRenderer renderer(source.map, source.ruleset, source.scenario, source.panels,
                               acrossFlatsFor(hexSizeMm));
    const QRectF bounds = renderer.boundingRect();
    if (bounds.isEmpty()) {
        setError(error, QStringLiteral("the map is empty"));
        return false;
    }
    AtomicFileStream file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        setError(error, QStringLiteral("cannot write %1: %2").arg(path, file.failure()));
        return false;
    }
    // QSvgGenerator writes width and height as size / resolution in millimetres: a fine
    // resolution keeps the rounding of the size to whole units below 0.01 mm.
    constexpr int Resolution = 96 * 100;
    QSvgGenerator generator;
    generator.setOutputDevice(&file);
    generator.setResolution(Resolution);
    generator.setSize(QSize(qRound(bounds.width() * 100), qRound(bounds.height() * 100)));
    generator.setViewBox(bounds);
    generator.setTitle(QStringLiteral("Hexwright map"));
    QPainter painter;
    if (!painter.begin(&generator)) {
        setError(error, QStringLiteral("cannot write %1").arg(path));
        return false;
    }
    painter.setRenderHint(QPainter::Antialiasing);
    // Detail is chosen as for a 300 dpi print.
    renderer.paint(&painter, bounds, DefaultExportDpi / 96.0);
    painter.end();
    if (QString why; !file.commit(&why)) {
        setError(error, QStringLiteral("cannot write %1: %2").arg(path, why));
        return false;
    }
    return true;
}

} // namespace hexwright
