// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// hexwright-bench: prints speed and memory figures for the targets in the issues. It is a
// program, not a test: timings depend on the machine and never fail a build.

#include "benchscenario.h"
#include "benchsections.h"
#include "benchsupport.h"

#include "checks/scenariochecks.h"
#include "checks/scenariovalidator.h"
#include "commands/paintterrain.h"
#include "document/scenariodocument.h"
#include "export/mapexport.h"
#include "export/mapsheets.h"
#include "hex/hexlayout.h"
#include "map/hexmap.h"
#include "render/maprenderer.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenarioreader.h"
#include "scenario/scenariowriter.h"

#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <QTextStream>
#include <QUndoStack>

#include <sys/resource.h>
#include <time.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <utility>

using namespace hexwright;
using namespace hexwright::bench;

namespace {

// --- Validation -------------------------------------------------------------------------

/// How long the editor's live validation takes: checkScenario() on a scenario already loaded
/// and assembled, as the Problems dock runs it after every edit. The largest bundled sample is
/// what a designer edits; the big generated map is the worst case (the editor moves the checks
/// to a worker thread once a run takes longer than half a frame, LiveValidator::SlowMs).
void benchValidation(RulesetRegistry &registry, const Scenario &big, const Ruleset &ruleset,
                     const HexMap &bigMap, int runs)
{
    out << QStringLiteral("\nValidation (checkScenario after an edit, as the Problems dock runs "
                          "it):\n");
    const QDir samples(QStringLiteral(":/hexwright/scenarios/samples"));
    const QStringList largest
        = samples.entryList({QStringLiteral("13-*.scenario.yaml")}, QDir::Files, QDir::Name);
    if (!largest.isEmpty()) {
        const QString path = samples.filePath(largest.first());
        Diagnostics problems;
        const LoadedScenario sample = loadScenario(path, largest.first(), registry, problems);
        if (sample.scenario && sample.ruleset && sample.panels) {
            const HexMap map = HexMap::compose(*sample.scenario, *sample.panels);
            qsizetype found = 0;
            const double ms = medianMs(std::max(runs, 20), [&] {
                found
                    = checkScenario(*sample.scenario, *sample.ruleset, map, largest.first()).size();
            });
            figure(QStringLiteral("checks of sample 13 (%1 forces, %2 diagnostics)")
                       .arg(sample.scenario->forces.size())
                       .arg(found),
                   ms, QStringLiteral("ms"), QStringLiteral("< 16 ms"));
        } else {
            out << "  cannot load " << path << '\n';
        }
    }
    qsizetype found = 0;
    const double bigMs = medianMs(
        runs, [&] { found = checkScenario(big, ruleset, bigMap, QStringLiteral("bench")).size(); });
    figure(QStringLiteral("checks of the %1 x %2 map (%3 diagnostics)")
               .arg(bigMap.columns())
               .arg(bigMap.rows())
               .arg(found),
           bigMs, QStringLiteral("ms"), QStringLiteral("worker thread if > 8 ms"));
    // What the editor copies to run the checks on a worker thread.
    const double copyMs = medianMs(runs, [&] {
        const Scenario scenarioCopy = big;
        const HexMap mapCopy = bigMap;
        Q_UNUSED(scenarioCopy);
        Q_UNUSED(mapCopy);
    });
    figure(QStringLiteral("copy scenario + map for a worker thread"), copyMs, QStringLiteral("ms"));
}

// --- Map view ---------------------------------------------------------------------------

constexpr QSize ViewSize(1920, 1080);
const QColor ViewBackground(0x56, 0x5b, 0x61); // MapView's

/// Where a 1920 x 1080 MapView looking at @p centre at @p zoom would put the scene: the same
/// transform QGraphicsView gives its items (scale, then whole-pixel scroll offsets).
QTransform viewTransform(qreal zoom, QPointF centre)
{
    const QPointF scroll(std::round(centre.x() * zoom - ViewSize.width() / 2.0),
                         std::round(centre.y() * zoom - ViewSize.height() / 2.0));
    return QTransform::fromScale(zoom, zoom) * QTransform::fromTranslate(-scroll.x(), -scroll.y());
}

/// What MapView's paint event does for @p deviceRect: background, then MapItem::paint with
/// the exposed scene rectangle and the level of detail.
void paintView(QImage &image, const MapRenderer &renderer, const QTransform &transform,
               const QRect &deviceRect)
{
    QPainter painter(&image);
    painter.setClipRect(deviceRect);
    painter.fillRect(deviceRect, ViewBackground);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.setTransform(transform);
    const QRectF exposed = transform.inverted().mapRect(QRectF(deviceRect));
    renderer.paint(&painter, exposed.intersected(renderer.boundingRect()), transform.m11());
}

/// A brush stroke of radius 2 zigzagging over the visible map from its centre: @p count
/// distinct hexes in painting order.
QList<OffsetCoord> strokeHexes(const MapRenderer &renderer, const QTransform &transform, int count)
{
    const QRectF visible = transform.inverted().mapRect(QRectF(QPointF(), QSizeF(ViewSize)));
    const HexMap &map = renderer.map();
    const OffsetCoord topLeft = renderer.hexAt(visible.topLeft());
    const OffsetCoord bottomRight = renderer.hexAt(visible.bottomRight());
    const int firstCol = std::max(2, topLeft.col + 2);
    const int lastCol = std::min(map.columns() - 3, std::max(firstCol + 8, bottomRight.col - 2));
    int row = std::max(2, (topLeft.row + bottomRight.row) / 2 - 10);
    QList<OffsetCoord> hexes;
    QSet<quint64> seen;
    for (bool east = true; hexes.size() < count && row < map.rows() - 3; row += 5, east = !east) {
        for (int i = 0; i <= lastCol - firstCol && hexes.size() < count; ++i) {
            const int col = east ? firstCol + i : lastCol - i;
            const HexCoord centre = HexMap::Offsets.fromOffset(col, row);
            for (const HexCoord &h : HexCoord::range(centre, 2)) {
                const OffsetCoord o = HexMap::Offsets.toOffset(h);
                const quint64 key = (quint64(quint32(o.col)) << 32) | quint32(o.row);
                if (map.isPlayable(o) && !seen.contains(key) && hexes.size() < count) {
                    seen.insert(key);
                    hexes.append(o);
                }
            }
        }
    }
    return hexes;
}

/// Whether two pictures look the same: antialiased edges met again may differ a little.
bool samePicture(const QImage &a, const QImage &b)
{
    if (a.size() != b.size())
        return false;
    for (int y = 0; y < a.height(); ++y) {
        const auto *lineA = reinterpret_cast<const QRgb *>(a.constScanLine(y));
        const auto *lineB = reinterpret_cast<const QRgb *>(b.constScanLine(y));
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = lineA[x];
            const QRgb q = lineB[x];
            if (std::abs(qRed(p) - qRed(q)) > 8 || std::abs(qGreen(p) - qGreen(q)) > 8
                || std::abs(qBlue(p) - qBlue(q)) > 8)
                return false;
        }
    }
    return true;
}

/// The median and the best of @p runs timings of @p work, in milliseconds.
std::pair<double, double> medianAndBestMs(int runs, const std::function<void()> &work)
{
    QList<double> times;
    for (int i = 0; i < std::max(1, runs); ++i) {
        const double start = nowMs();
        work();
        times.append(nowMs() - start);
    }
    std::sort(times.begin(), times.end());
    return {times.at(times.size() / 2), times.first()};
}

struct StrokeFigures
{
    double medianMs = 0;
    double maxMs = 0;
};

/// Paints @p hexes in frames of @p perFrame hexes the way the terrain brush does (one
/// PaintTerrain per mouse move, merged into one stroke) and times each frame until its dirty
/// region is repainted.
StrokeFigures timeStroke(ScenarioDocument &document, MapRenderer &renderer, QImage &image,
                         const QTransform &transform, const QList<OffsetCoord> &hexes, int perFrame)
{
    QRectF dirty;
    const QObject context;
    QObject::connect(
        &document, &ScenarioDocument::terrainChanged, &context,
        [&](const QList<OffsetCoord> &changed) { dirty |= renderer.invalidateHexes(changed); });
    const int terrainCount = int(document.ruleset().terrain.size());
    const int stroke = PaintTerrain::nextStrokeId();
    QList<double> frames;
    for (qsizetype first = 0; first < hexes.size(); first += perFrame) {
        const double start = nowMs();
        QList<TerrainChange> changes;
        for (qsizetype i = first; i < std::min(hexes.size(), first + perFrame); ++i) {
            const OffsetCoord hex = hexes.at(i);
            changes.append({hex, quint8((document.map().terrainAt(hex) + 1) % terrainCount)});
        }
        dirty = QRectF();
        document.undoStack()->push(new PaintTerrain(&document, changes, stroke));
        const QRect device
            = transform.mapRect(dirty).toAlignedRect().intersected(QRect(QPoint(), ViewSize));
        if (!device.isEmpty())
            paintView(image, renderer, transform, device);
        frames.append(nowMs() - start);
    }
    // No hexes under the view (a map of one panel far from the centre): nothing to time.
    if (frames.isEmpty())
        return {};
    std::sort(frames.begin(), frames.end());
    return {frames.at(frames.size() / 2), frames.last()};
}

void benchMapView(const Scenario &scenario, const Ruleset &ruleset, const PanelLibrary &panels,
                  int runs, const QString &imageDir, qreal onlyZoom)
{
    out << QStringLiteral("\nMap view, %1 x %2 pixels (MapRenderer::paint as MapItem calls it):\n")
               .arg(ViewSize.width())
               .arg(ViewSize.height());
    const double residentBefore = currentMegabytes();
    ScenarioDocument document(std::make_unique<Scenario>(scenario), ruleset, panels);
    std::unique_ptr<MapRenderer> made;
    const double prepareMs = medianMs(runs, [&] {
        made = std::make_unique<MapRenderer>(document.map(), ruleset, document.scenario(), panels);
    });
    MapRenderer &renderer = *made;
    figure(QStringLiteral("prepare the renderer (open, new layout)"), prepareMs,
           QStringLiteral("ms"));
    QImage image(ViewSize, QImage::Format_ARGB32_Premultiplied);
    const QRectF bounds = renderer.boundingRect();
    const qreal fit
        = std::min((ViewSize.width() - 4) / (bounds.width() + renderer.acrossFlats()),
                   (ViewSize.height() - 4) / (bounds.height() + renderer.acrossFlats()));
    struct Zoom
    {
        QString name;
        qreal zoom;
    };
    const QList<Zoom> zooms = {{QStringLiteral("100 %"), 1.0},    {QStringLiteral("50 %"), 0.5},
                               {QStringLiteral("25 %"), 0.25},    {QStringLiteral("12.5 %"), 0.125},
                               {QStringLiteral("6 %"), 0.06},     {QStringLiteral("3 %"), 0.03},
                               {QStringLiteral("whole map"), fit}};
    const QRect all(QPoint(), ViewSize);
    qsizetype largestCache = 0;
    for (const Zoom &z : zooms) {
        if (onlyZoom > 0 && !qFuzzyCompare(onlyZoom, z.zoom))
            continue;
        const QTransform transform = viewTransform(z.zoom, bounds.center());
        // Cold: the first paint at this zoom, nothing cached but the overview.
        const auto [cold, coldBest] = medianAndBestMs(runs, [&] {
            renderer.clearCache();
            paintView(image, renderer, transform, all);
        });
        const double warm = medianMs(runs, [&] { paintView(image, renderer, transform, all); });
        largestCache = std::max(largestCache, renderer.cacheBytes());
        const QString name = QStringLiteral("repaint at %1 (%2 px per hex)")
                                 .arg(z.name)
                                 .arg(renderer.acrossFlats() * z.zoom, 0, 'f', 1);
        figure(name + QStringLiteral(", cold"), cold, QStringLiteral("ms"),
               QStringLiteral("< 16 ms"));
        figure(name + QStringLiteral(", cold, best"), coldBest, QStringLiteral("ms"));
        figure(name + QStringLiteral(", warm"), warm, QStringLiteral("ms"),
               QStringLiteral("< 16 ms"));
        if (!imageDir.isEmpty()) {
            image.save(QStringLiteral("%1/view-%2.png")
                           .arg(imageDir, z.name.left(z.name.indexOf(QLatin1Char(' ')))));
        }
    }
    // Panning: the whole view painted every frame (a window scrolls only the new strip in,
    // so this is the worst case), 48 pixels further each frame from the map's west edge.
    for (const Zoom &z : {zooms.at(0), zooms.at(3)}) {
        if (onlyZoom > 0 && !qFuzzyCompare(onlyZoom, z.zoom))
            continue;
        renderer.clearCache();
        QList<double> frames;
        const double halfView = ViewSize.width() / 2.0 / z.zoom;
        const int steps = int(std::min(400.0, (bounds.width() - 2 * halfView) * z.zoom / 48));
        for (int frame = 0; frame < steps; ++frame) {
            const QPointF centre(bounds.left() + halfView + 48.0 * frame / z.zoom,
                                 bounds.center().y());
            const double begin = nowMs();
            paintView(image, renderer, viewTransform(z.zoom, centre), all);
            frames.append(nowMs() - begin);
        }
        largestCache = std::max(largestCache, renderer.cacheBytes());
        std::sort(frames.begin(), frames.end());
        figure(QStringLiteral("pan at %1, 48 px/frame x %2, median").arg(z.name).arg(steps),
               frames.at(frames.size() / 2), QStringLiteral("ms/frame"), QStringLiteral("< 16 ms"));
        figure(QStringLiteral("pan at %1, 48 px/frame x %2, worst").arg(z.name).arg(steps),
               frames.last(), QStringLiteral("ms/frame"));
    }
    for (const Zoom &z : {zooms.at(0), zooms.at(2), zooms.at(4)}) {
        if (onlyZoom > 0 && !qFuzzyCompare(onlyZoom, z.zoom))
            continue;
        const QTransform transform = viewTransform(z.zoom, bounds.center());
        paintView(image, renderer, transform, all);
        const QList<OffsetCoord> hexes = strokeHexes(renderer, transform, 1000);
        const StrokeFigures small = timeStroke(document, renderer, image, transform, hexes, 10);
        figure(QStringLiteral("brush at %1, 10 hexes/frame, median").arg(z.name), small.medianMs,
               QStringLiteral("ms/frame"), QStringLiteral("< 16 ms"));
        figure(QStringLiteral("brush at %1, 10 hexes/frame, worst").arg(z.name), small.maxMs,
               QStringLiteral("ms/frame"));
        const StrokeFigures big
            = timeStroke(document, renderer, image, transform, hexes, int(hexes.size()));
        figure(QStringLiteral("brush at %1, one frame of %2 hexes").arg(z.name).arg(hexes.size()),
               big.maxMs, QStringLiteral("ms"), QStringLiteral("< 16 ms"));
        // The patched tiles must show what a picture made afresh shows.
        QImage fresh(ViewSize, QImage::Format_ARGB32_Premultiplied);
        renderer.clearCache();
        paintView(fresh, renderer, transform, all);
        out << QStringLiteral("  brush at %1: the patched picture matches a fresh one:%2%3\n")
                   .arg(z.name, QString(std::max(1, 13 - int(z.name.size())), QLatin1Char(' ')),
                        samePicture(image, fresh) ? QStringLiteral("yes") : QStringLiteral("NO"));
        if (!imageDir.isEmpty()) {
            image.save(QStringLiteral("%1/brush-%2.png")
                           .arg(imageDir, z.name.left(z.name.indexOf(QLatin1Char(' ')))));
        }
    }
    figure(QStringLiteral("renderer cache (tiles, stamps), largest"),
           double(largestCache) / (1024.0 * 1024.0), QStringLiteral("MB"),
           QStringLiteral("bounded: 64 MB of tiles"));
    figure(QStringLiteral("resident set before the map view"), residentBefore,
           QStringLiteral("MB"));
    figure(QStringLiteral("resident set after the map view"), currentMegabytes(),
           QStringLiteral("MB"));
    figure(QStringLiteral("peak resident set after the map view"), peakMegabytes(),
           QStringLiteral("MB"));
}

} // namespace

int main(int argc, char *argv[])
{
    // Text and images are drawn like the editor draws them, without needing a display.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("hexwright-bench"));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Prints Hexwright's speed and memory "
                                                    "figures."));
    parser.addHelpOption();
    const QCommandLineOption sizeOption(QStringLiteral("size"),
                                        QStringLiteral("Map size in hexes per side (default "
                                                       "1000)."),
                                        QStringLiteral("n"), QStringLiteral("1000"));
    const QCommandLineOption runsOption(QStringLiteral("runs"),
                                        QStringLiteral("Repetitions per timing (default 5)."),
                                        QStringLiteral("n"), QStringLiteral("5"));
    const QCommandLineOption saveOption(QStringLiteral("save"),
                                        QStringLiteral("Also save the generated scenario to "
                                                       "<file>."),
                                        QStringLiteral("file"));
    parser.addOption(sizeOption);
    parser.addOption(runsOption);
    parser.addOption(saveOption);
    const QCommandLineOption viewOnlyOption(QStringLiteral("view-only"),
                                            QStringLiteral("Time the scenario file and the map "
                                                           "view only."));
    parser.addOption(viewOnlyOption);
    const QCommandLineOption scenarioOption(
        QStringLiteral("scenario"),
        QStringLiteral("Time the map view of <file> instead of the generated map."),
        QStringLiteral("file"));
    parser.addOption(scenarioOption);
    const QCommandLineOption imagesOption(
        QStringLiteral("images"),
        QStringLiteral("Save the map view at each zoom as PNG files in <dir>."),
        QStringLiteral("dir"));
    parser.addOption(imagesOption);
    const QCommandLineOption zoomOption(QStringLiteral("zoom"),
                                        QStringLiteral("Time the map view at zoom <z> only "
                                                       "(1 = 100 %)."),
                                        QStringLiteral("z"));
    parser.addOption(zoomOption);
    const QCommandLineOption cpuTimeOption(
        QStringLiteral("cpu-time"),
        QStringLiteral("Measure the CPU time of all threads "
                       "instead of wall time (for a busy machine)."));
    parser.addOption(cpuTimeOption);
    const QCommandLineOption validationOnlyOption(
        QStringLiteral("validation-only"),
        QStringLiteral("Time the scenario file and the validation only."));
    parser.addOption(validationOnlyOption);
    const QCommandLineOption exportOnlyOption(
        QStringLiteral("export-only"),
        QStringLiteral("Time the scenario file and the map export only."));
    parser.addOption(exportOnlyOption);
    const QCommandLineOption playtestOnlyOption(
        QStringLiteral("playtest-only"),
        QStringLiteral("Time the playtest engines' games only (Hammer's Slammers random games, "
                       "the Hammer Wars section)."));
    parser.addOption(playtestOnlyOption);
    const QCommandLineOption tenThousandOption(
        QStringLiteral("ten-thousand-games"),
        QStringLiteral("Time 300 greedy games of Badger Hunt on one core, then a balance report "
                       "of 10,000 on every core, start to end, only."));
    parser.addOption(tenThousandOption);
    const QCommandLineOption undoOption(
        QStringLiteral("undo"),
        QStringLiteral(
            "Only the randomized undo/redo run: <runs> seeds of 2000 edits per sample."));
    parser.addOption(undoOption);
    const QCommandLineOption tableOption(
        QStringLiteral("table"),
        QStringLiteral("Only the table section: a 72 x 48 in table of 500 pieces."));
    parser.addOption(tableOption);
    const QCommandLineOption hammerWarsOption(
        QStringLiteral("hammer-wars"),
        QStringLiteral("Only the Hammer Wars section: line of sight on a table of 200 pieces "
                       "and 34 models, greedy and random games on each Hammer Wars sample."));
    parser.addOption(hammerWarsOption);
    const QCommandLineOption versusTiledOption(
        QStringLiteral("versus-tiled"),
        QStringLiteral("Only the scenario file and the \"versus Tiled\" section: hexwright and "
                       "Tiled's tmxrasterizer opening the map, whole processes."));
    parser.addOption(versusTiledOption);
    parser.process(app);
    const int size = std::clamp(parser.value(sizeOption).toInt(), 16, 4000);
    const int runs = std::clamp(parser.value(runsOption).toInt(), 1, 100);
    useCpuTime = parser.isSet(cpuTimeOption);
    // The map view alone: make the scenario once.
    const int fileRuns = parser.isSet(viewOnlyOption) || parser.isSet(scenarioOption)
            || parser.isSet(validationOnlyOption) || parser.isSet(exportOnlyOption)
            || parser.isSet(versusTiledOption)
        ? 1
        : runs;

    out << QStringLiteral("hexwright-bench %1 (%2 build), median of %3 runs%4\n")
               .arg(QStringLiteral(HEXWRIGHT_VERSION),
#ifdef NDEBUG
                    QStringLiteral("release"),
#else
                    QStringLiteral("DEBUG: figures are not representative"),
#endif
                    QString::number(runs), useCpuTime ? QStringLiteral(", CPU time") : QString());

    auto registry = RulesetRegistry::withBundledData();
    Diagnostics diagnostics;
    const Ruleset *ruleset = registry->ruleset(QStringLiteral("hammers-slammers"), diagnostics);
    const PanelLibrary *panels = ruleset
        ? registry->panelLibrary(QStringLiteral("hammers-slammers"), *ruleset, diagnostics)
        : nullptr;
    if (!ruleset || !panels) {
        for (const Diagnostic &d : std::as_const(diagnostics))
            out << d.toText() << '\n';
        return 2;
    }

    if (parser.isSet(undoOption))
        return benchUndo(*registry, runs, 2000) ? 0 : 1;

    if (parser.isSet(tableOption)) {
        benchTable(runs, parser.value(imagesOption));
        out << QStringLiteral("\nMemory:\n");
        figure(QStringLiteral("peak resident set"), peakMegabytes(), QStringLiteral("MB"));
        return 0;
    }

    if (parser.isSet(hammerWarsOption)) {
        benchHammerWars(*registry, 2000.0 * runs / 5.0);
        out << QStringLiteral("\nMemory:\n");
        figure(QStringLiteral("peak resident set"), peakMegabytes(), QStringLiteral("MB"));
        return 0;
    }

    if (parser.isSet(tenThousandOption)) {
        benchTenThousandGames(*registry);
        return 0;
    }

    if (parser.isSet(playtestOnlyOption)) {
        benchPlaytest(*registry, 2000.0 * runs / 5.0);
        benchHammerWars(*registry, 2000.0 * runs / 5.0);
        out << QStringLiteral("\nMemory:\n");
        figure(QStringLiteral("peak resident set"), peakMegabytes(), QStringLiteral("MB"));
        return 0;
    }

    // --- Scenario files -------------------------------------------------------------
    out << QStringLiteral("\nScenario file, %1 x %1 hexes, every hex painted:\n").arg(size);
    const Scenario big = makeLargeScenario(*ruleset, *panels, size, size, 1984);
    QByteArray bytes;
    const double writeMs
        = medianMs(fileRuns, [&] { bytes = writeScenario(big, *ruleset, panels); });
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bench.scenario.yaml"));
    const double saveMs = medianMs(fileRuns, [&] {
        QString error;
        if (!saveScenario(path, big, *ruleset, panels, &error))
            out << "save failed: " << error << '\n';
    });
    if (parser.isSet(saveOption)) {
        QString error;
        if (!saveScenario(parser.value(saveOption), big, *ruleset, panels, &error))
            out << "cannot save: " << error << '\n';
    }
    figure(QStringLiteral("file size"), double(bytes.size()) / (1024.0 * 1024.0),
           QStringLiteral("MB"));
    figure(QStringLiteral("serialise to bytes"), writeMs, QStringLiteral("ms"));
    figure(QStringLiteral("save (serialise + QSaveFile)"), saveMs, QStringLiteral("ms"));

    LoadedScenario loaded;
    Diagnostics loadDiagnostics;
    const double loadMs = medianMs(fileRuns, [&] {
        loadDiagnostics.clear();
        loaded = loadScenario(path, path, *registry, loadDiagnostics);
    });
    if (!loaded.scenario) {
        out << "The generated scenario does not load:\n";
        for (const Diagnostic &d : std::as_const(loadDiagnostics).mid(0, 10))
            out << "  " << d.toText() << '\n';
        return 1;
    }
    figure(QStringLiteral("load (read + parse + check schema)"), loadMs, QStringLiteral("ms"),
           QStringLiteral("< 100 ms"));
    HexMap map;
    const double composeMs
        = medianMs(fileRuns, [&] { map = HexMap::compose(*loaded.scenario, *panels); });
    figure(QStringLiteral("assemble map (panels + painted terrain)"), composeMs,
           QStringLiteral("ms"));
    const double validateMs = medianMs(fileRuns, [&] {
        const ScenarioReport report = validateScenarioFile(path, path, *registry);
        Q_UNUSED(report);
    });
    figure(QStringLiteral("validate (load + assemble + checks)"), validateMs, QStringLiteral("ms"));
    const bool identical
        = loaded.scenario && writeScenario(*loaded.scenario, *ruleset, panels) == bytes;
    out << QStringLiteral("  round trip load -> save byte-identical:      %1\n")
               .arg(identical ? QStringLiteral("yes") : QStringLiteral("NO"));
    out << QStringLiteral("  map: %1 x %2, %3 playable hexes, %4 road segments\n")
               .arg(map.columns())
               .arg(map.rows())
               .arg(map.playableCount())
               .arg(map.roads().size());

    if (parser.isSet(versusTiledOption)) {
        benchVersusTiled(path, map, dir.path());
        return identical ? 0 : 1;
    }
    if (parser.isSet(exportOnlyOption)) {
        benchExport(map, *loaded.scenario, *ruleset, *panels, runs, parser.value(imagesOption));
        return identical ? 0 : 1;
    }
    benchValidation(*registry, *loaded.scenario, *ruleset, map, runs);
    if (parser.isSet(validationOnlyOption))
        return identical ? 0 : 1;

    const QString imageDir = parser.value(imagesOption);
    const qreal onlyZoom = parser.value(zoomOption).toDouble();
    if (parser.isSet(scenarioOption)) {
        Diagnostics problems;
        const QString file = parser.value(scenarioOption);
        const LoadedScenario other = loadScenario(file, file, *registry, problems);
        if (!other.scenario || !other.ruleset || !other.panels) {
            out << "cannot load " << file << '\n';
            return 2;
        }
        benchMapView(*other.scenario, *other.ruleset, *other.panels, runs, imageDir, onlyZoom);
        return 0;
    }
    if (parser.isSet(viewOnlyOption)) {
        benchMapView(*loaded.scenario, *ruleset, *panels, runs, imageDir, onlyZoom);
        return identical ? 0 : 1;
    }

    // --- Hex lines --------------------------------------------------------------------
    out << QStringLiteral("\nHex lines (line of sight), random pairs on the map:\n");
    for (int distance : {10, 30, 100}) {
        QRandomGenerator random(7);
        QList<std::pair<HexCoord, HexCoord>> pairs;
        while (pairs.size() < 20000) {
            const HexCoord a
                = HexMap::Offsets.fromOffset(int(random.bounded(size)), int(random.bounded(size)));
            const HexCoord b = a + HexCoord::direction(int(random.bounded(6))) * distance
                + HexCoord::direction(int(random.bounded(6)))
                    * int(random.bounded(distance / 2 + 1));
            pairs.append({a, b});
        }
        qsizetype hexes = 0;
        const double ms = medianMs(runs, [&] {
            hexes = 0;
            for (const auto &[a, b] : std::as_const(pairs))
                hexes += hexLineTouching(a, b).size();
        });
        figure(QStringLiteral("hexLineTouching, distance ~%1").arg(distance),
               double(pairs.size()) / (ms / 1000.0) / 1000.0, QStringLiteral("k queries/s"));
        Q_UNUSED(hexes);
    }

    // --- Hostile input: each must be refused within a second with bounded memory ------------
    out << QStringLiteral("\nHostile input (time to a clear error):\n");
    struct Hostile
    {
        QString name;
        QByteArray bytes;
        qint64 sparseSize = 0;
    };
    QList<Hostile> hostile;
    {
        QByteArray list;
        list.reserve(8 * 1024 * 1024 - 16);
        list += "x:\n";
        while (list.size() < 8 * 1024 * 1024 - 16)
            list += "- 1\n";
        hostile.append({QStringLiteral("8 MB list of 2 million items"), list});
        QByteArray scalar = "x: " + QByteArray(8 * 1024 * 1024 - 16, 'a') + "\n";
        hostile.append({QStringLiteral("8 MB single scalar"), scalar});
        hostile.append({QStringLiteral("nesting 1,000,000 deep"),
                        QByteArray(1000000, '[') + QByteArray(1000000, ']')});
        QByteArray laughs = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n";
        for (char level = 'b'; level <= 'z'; ++level) {
            laughs += QByteArray(1, level) + ": &" + QByteArray(1, level) + " [";
            for (int i = 0; i < 9; ++i)
                laughs += QByteArray(i ? ", *" : "*") + QByteArray(1, char(level - 1));
            laughs += "]\n";
        }
        hostile.append({QStringLiteral("billion laughs (9^26 nodes)"), laughs});
        hostile.append({QStringLiteral("100 MB file"), QByteArray(), 100LL * 1024 * 1024});
        QByteArray binary(8 * 1024 * 1024, Qt::Uninitialized);
        QRandomGenerator random(3);
        for (char &c : binary)
            c = char(random.bounded(256));
        hostile.append({QStringLiteral("8 MB of random bytes"), binary});

        // Issue 13, bounds and speed: sizes checked before allocating, suggestions and
        // lookups that stay linear in the file.
        const QByteArray head = "format: hexwright-scenario/2\n"
                                "family: hammers-slammers\n"
                                "board: hex\n"
                                "metadata: {title: T, players: 2}\n"
                                "ruleset: {id: hammers-slammers, version: 1}\n";
        const auto layoutAt = [](const QByteArray &at) {
            return "map:\n  panels: hammers-slammers\n  layout: [{panel: \"1\", at: \"" + at
                + "\", rotation: 0}]\n";
        };
        hostile.append(
            {QStringLiteral("panel at 9999999999999999"), head + layoutAt("9999999999999999")});
        QByteArray block = head + layoutAt("0101")
            + "  terrain:\n    origin: \"0101\"\n    legend: {h: hilltop}\n    rows:\n      - \""
            + QByteArray(1000000, '-') + "\"\n" + QByteArray("      - \"\"\n").repeated(40000);
        hostile.append({QStringLiteral("terrain block 1,000,000 x 40,001"), block});
        QByteArray zones = "zones:\n";
        QByteArray forces = "forces:\n";
        QByteArray longZones = "zones:\n";
        QByteArray longForces = "forces:\n";
        for (int i = 0; i < 20000; ++i) {
            const QByteArray number = QByteArray::number(i).rightJustified(8, '0');
            zones += "  - {id: zone-" + number + ", name: Z, hexes: [\"0202\"]}\n";
            forces += "  - {id: f" + number
                + ", side: tan, colour: tan, unit: conv_tank, count: 1, "
                  "placement: {zone: zone-x"
                + number + "}}\n";
            longZones += "  - {id: " + QByteArray(52, 'z') + number + "}\n";
            longForces += "  - {id: f" + number
                + ", side: tan, colour: tan, unit: conv_tank, "
                  "count: 1, placement: {zone: "
                + QByteArray(52, 'y') + number + "}}\n";
        }
        const QByteArray rest
            = "sides: [{id: tan, name: Tan, player: 1, colours: [tan], role: attacker, "
              "setup_order: 1, move_order: 1, morale: [{colours: [tan], value: 7}]}]\n"
              "victory: [{id: v, kind: free_text, description: x}]\ngame_length: {turns: 1}\n";
        hostile.append({QStringLiteral("20,000 unknown zones among 20,000"),
                        head + layoutAt("0101") + rest + zones + forces});
        hostile.append({QStringLiteral("20,000 unknown 60-character zones"),
                        head + layoutAt("0101") + rest + longZones + longForces});
        QByteArray keys = head;
        QByteArray options = head + "rule_options:\n";
        for (int i = 0; i < 200000; ++i) {
            keys += "k" + QByteArray::number(i) + ": 1\n";
            options += "  option" + QByteArray::number(i) + ": x\n";
        }
        hostile.append({QStringLiteral("200,000 unknown keys"), keys});
        hostile.append({QStringLiteral("200,000 rule options"), options});
        hostile.append(
            {QStringLiteral("150,000 duplicate zone ids"),
             head + layoutAt("0101") + "zones:\n" + QByteArray("  - {id: z}\n").repeated(150000)});
    }
    for (const Hostile &h : std::as_const(hostile)) {
        const QString hostilePath = dir.filePath(QStringLiteral("hostile.scenario.yaml"));
        QFile file(hostilePath);
        if (!file.open(QIODevice::WriteOnly))
            return 2;
        if (h.sparseSize > 0)
            file.resize(h.sparseSize);
        else
            file.write(h.bytes);
        file.close();
        Diagnostics problems;
        // nowMs(): with --cpu-time, the CPU time the target is about.
        const double start = nowMs();
        const LoadedScenario rejected
            = loadScenario(hostilePath, QStringLiteral("hostile"), *registry, problems);
        const double ms = nowMs() - start;
        figure(h.name, ms, QStringLiteral("ms"), QStringLiteral("< 1000 ms"));
        out << QStringLiteral("      -> %1\n")
                   .arg(problems.isEmpty() ? QStringLiteral("no error?!")
                                           : problems.first().toText().left(100));
        Q_UNUSED(rejected);
    }

    figure(QStringLiteral("peak resident set before the map view"), peakMegabytes(),
           QStringLiteral("MB"));
    benchMapView(*loaded.scenario, *ruleset, *panels, runs, imageDir, onlyZoom);
    benchExport(map, *loaded.scenario, *ruleset, *panels, runs, imageDir);
    benchVersusTiled(path, map, dir.path());

    benchPlaytest(*registry, 2000.0 * runs / 5.0);
    benchHammerWars(*registry, 2000.0 * runs / 5.0);
    benchTable(runs, imageDir);

    out << QStringLiteral("\nMemory:\n");
    figure(QStringLiteral("peak resident set"), peakMegabytes(), QStringLiteral("MB"));
    return identical ? 0 : 1;
}
