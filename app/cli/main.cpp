// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// hexwright-cli: the rules engine without a window. Same loaders and checks as the editor.

#include "clicommands.h"

#include "export/mapexport.h"
#include "export/sheet.h"

#include "ruleset/rulesetregistry.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

using namespace hexwright;

namespace {

const char *Usage = R"(Commands:
  validate FILE...   check scenario files with the rules engine; exit 0 clean (warnings
                     and notes allowed), 1 errors found, 2 unreadable
  info FILE          summary: map size, sides, points, turns
  format FILE        rewrite a scenario in canonical form, or an older ruleset in the
                     current format (in place, or --stdout)
  export FILE        draw the map to --png OUT (at --dpi N) and --svg OUT, print map
                     sheets to --map-pdf OUT, setup sheets to --setup-pdf OUT and
                     counters to --counters-pdf OUT, unit cards to --cards-pdf OUT, side
                     sheets to --sides-pdf OUT, a table's diagram to --table-pdf OUT and
                     its pieces' true-size templates to --templates-pdf OUT (any
                     combination); hexes --hex-size
                     across the flats (default 16mm), PDFs on --paper A4, Letter or A3,
                     --landscape, --greyscale; --tmx OUT.tmx writes a hex map as a
                     Tiled map, its terrain tileset beside it as OUT-terrain.png;
                     --vassal OUT.vmod writes a VASSAL module of the scenario
  import FILE        paint the terrain of a Tiled map --tmx IN.tmx (as export --tmx
                     writes it) over the scenario's panels and write the scenario to
                     --output OUT (or to standard output)
  los FILE HEX HEX   line of sight between two hexes (labels like 0904): every crossed
                     hex with its LOS value, and the verdict; exit 0 clear, 1 blocked
  playtest FILE      play games by the book: --agent random --games N --seed S --log DIR
                     plays N games headless, set-up first (--setup SETUP.json starts
                     each from a saved one, --save-setup OUT.json saves the first's);
                     --replay LOG reproduces a logged game
  balance FILE       is the scenario fair: --games N --agents greedy[,random] --seed S
                     --jobs J plays N games and prints win rates with 95 % intervals
                     and a verdict; --json OUT and --pdf OUT write the report

Run 'hexwright-cli COMMAND --help' for the options of a command.)";

/// The command, found before the application exists: the first argument that is neither an
/// option nor the value of --data.
QByteArray commandOf(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--data") == 0 || std::strcmp(argv[i], "-data") == 0) {
            ++i;
            continue;
        }
        if (argv[i][0] != '-')
            return QByteArray(argv[i]);
    }
    return {};
}

/// "16mm", "16 mm", "1.5cm", "0.6in" or a bare number of millimetres; 0 when unreadable.
double parseLengthMm(const QString &text)
{
    static const QRegularExpression pattern(
        QStringLiteral(R"(^\s*([0-9]+(?:\.[0-9]+)?)\s*(mm|cm|in)?\s*$)"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return 0;
    const double value = match.captured(1).toDouble();
    const QString unit = match.captured(2);
    if (unit == QLatin1String("cm"))
        return value * 10;
    if (unit == QLatin1String("in"))
        return value * 25.4;
    return value;
}

/// Parses the command line and runs the command; returns the exit code.
int dispatch(CliStreams io)
{
    QTextStream &out = io.out;
    QTextStream &err = io.err;
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Hexwright's headless tools for hex wargame scenarios.\n\n")
        + QLatin1String(Usage));
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsOptions);
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    const QCommandLineOption dataOption(QStringLiteral("data"),
                                        QStringLiteral("Also look for rulesets and panel "
                                                       "libraries in <dir>."),
                                        QStringLiteral("dir"));
    parser.addOption(dataOption);
    parser.addPositionalArgument(
        QStringLiteral("command"),
        QStringLiteral("validate, info, format, export, import, los or playtest"));

    const QStringList arguments = QCoreApplication::arguments();
    parser.parse(arguments);
    const QString command = parser.positionalArguments().value(0);
    // Commands with options of their own parse them themselves.
    if (command == QLatin1String("balance")) {
        auto registry = RulesetRegistry::withBundledData();
        for (const QString &dir : parser.values(dataOption))
            registry->addSearchPath(dir);
        return runBalanceCommand(arguments, *registry, io);
    }
    if (command == QLatin1String("los") || command == QLatin1String("playtest")) {
        auto registry = RulesetRegistry::withBundledData();
        for (const QString &dir : parser.values(dataOption))
            registry->addSearchPath(dir);
        return command == QLatin1String("los") ? runLosCommand(arguments, *registry, io)
                                               : runPlaytestCommand(arguments, *registry, io);
    }

    const QCommandLineOption jsonOption(QStringLiteral("json"),
                                        QStringLiteral("Print JSON for machines."));
    const QCommandLineOption stdoutOption(QStringLiteral("stdout"),
                                          QStringLiteral("Write the result to standard output "
                                                         "instead of the file."));
    const QCommandLineOption checkOption(QStringLiteral("check"),
                                         QStringLiteral("Change nothing; exit 1 if the file is "
                                                        "not canonical."));
    const QCommandLineOption pngOption(QStringLiteral("png"),
                                       QStringLiteral("Write the map as PNG to <file>."),
                                       QStringLiteral("file"));
    const QCommandLineOption dpiOption(QStringLiteral("dpi"),
                                       QStringLiteral("Resolution of the PNG in dots per inch "
                                                      "(default 300)."),
                                       QStringLiteral("N"), QStringLiteral("300"));
    const QCommandLineOption svgOption(QStringLiteral("svg"),
                                       QStringLiteral("Write the map as SVG, at its printed "
                                                      "size, to <file>."),
                                       QStringLiteral("file"));
    const QCommandLineOption hexSizeOption(QStringLiteral("hex-size"),
                                           QStringLiteral("Hex size across the flats, in mm, cm "
                                                          "or in (default 16mm)."),
                                           QStringLiteral("size"), QStringLiteral("16mm"));
    const QCommandLineOption mapPdfOption(QStringLiteral("map-pdf"),
                                          QStringLiteral("Write the map at true scale, tiled "
                                                         "over pages, as PDF to <file>."),
                                          QStringLiteral("file"));
    const QCommandLineOption setupPdfOption(QStringLiteral("setup-pdf"),
                                            QStringLiteral("Write a setup sheet per player (with "
                                                           "every colour he runs) and one for "
                                                           "the referee as PDF to <file>."),
                                            QStringLiteral("file"));
    const QCommandLineOption countersPdfOption(QStringLiteral("counters-pdf"),
                                               QStringLiteral("Write every unit's counters, "
                                                              "ready to cut out, as PDF to "
                                                              "<file>."),
                                               QStringLiteral("file"));
    const QCommandLineOption cardsPdfOption(QStringLiteral("cards-pdf"),
                                            QStringLiteral("Write a card per unit type the "
                                                           "sides use, nine to a page, as PDF "
                                                           "to <file>."),
                                            QStringLiteral("file"));
    const QCommandLineOption sidesPdfOption(QStringLiteral("sides-pdf"),
                                            QStringLiteral("Write a sheet per side (faction, "
                                                           "pool, secret goal, morale track) as "
                                                           "PDF to <file>."),
                                            QStringLiteral("file"));
    const QCommandLineOption tablePdfOption(QStringLiteral("table-pdf"),
                                            QStringLiteral("Write the whole table on one page at "
                                                           "a stated scale, with every piece's "
                                                           "distances, as PDF to <file>."),
                                            QStringLiteral("file"));
    const QCommandLineOption templatesPdfOption(QStringLiteral("templates-pdf"),
                                                QStringLiteral("Write every table piece's "
                                                               "outline at true size, tiled "
                                                               "over pages, as PDF to <file>."),
                                                QStringLiteral("file"));
    const QCommandLineOption tmxOption(QStringLiteral("tmx"),
                                       QStringLiteral("export: write a hex map as a Tiled map "
                                                      "to <file>, its terrain tileset beside "
                                                      "it; import: read the terrain of the "
                                                      "Tiled map <file>."),
                                       QStringLiteral("file"));
    const QCommandLineOption vassalOption(QStringLiteral("vassal"),
                                          QStringLiteral("Write the scenario as a VASSAL module "
                                                         "(board, counters, set-up, charts, "
                                                         "dice) to <file>.vmod."),
                                          QStringLiteral("file"));
    const QCommandLineOption outputOption(QStringLiteral("output"),
                                          QStringLiteral("Write the scenario to <file> (default: "
                                                         "standard output)."),
                                          QStringLiteral("file"));
    const QCommandLineOption paperOption(QStringLiteral("paper"),
                                         QStringLiteral("Paper of the PDFs: %1 (default A4).")
                                             .arg(paperNames().join(QStringLiteral(", "))),
                                         QStringLiteral("name"), QStringLiteral("A4"));
    const QCommandLineOption landscapeOption(QStringLiteral("landscape"),
                                             QStringLiteral("Lay the PDFs' paper landscape "
                                                            "(default portrait)."));
    const QCommandLineOption greyscaleOption(QStringLiteral("greyscale"),
                                             QStringLiteral("Print the PDFs in grey, terrain "
                                                            "told apart by patterns."));
    if (command == QLatin1String("validate")) {
        parser.clearPositionalArguments();
        parser.addPositionalArgument(QStringLiteral("validate"), QString());
        parser.addPositionalArgument(QStringLiteral("FILE"),
                                     QStringLiteral("Scenario files (*.scenario.yaml)."),
                                     QStringLiteral("FILE..."));
        parser.addOption(jsonOption);
    } else if (command == QLatin1String("info")) {
        parser.clearPositionalArguments();
        parser.addPositionalArgument(QStringLiteral("info"), QString());
        parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("A scenario file."));
        parser.addOption(jsonOption);
    } else if (command == QLatin1String("format")) {
        parser.clearPositionalArguments();
        parser.addPositionalArgument(QStringLiteral("format"), QString());
        parser.addPositionalArgument(QStringLiteral("FILE"),
                                     QStringLiteral("A scenario or ruleset file."));
        parser.addOption(stdoutOption);
        parser.addOption(checkOption);
    } else if (command == QLatin1String("export")) {
        parser.clearPositionalArguments();
        parser.addPositionalArgument(QStringLiteral("export"), QString());
        parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("A scenario file."));
        parser.addOption(pngOption);
        parser.addOption(dpiOption);
        parser.addOption(svgOption);
        parser.addOption(mapPdfOption);
        parser.addOption(setupPdfOption);
        parser.addOption(countersPdfOption);
        parser.addOption(cardsPdfOption);
        parser.addOption(sidesPdfOption);
        parser.addOption(tablePdfOption);
        parser.addOption(templatesPdfOption);
        parser.addOption(tmxOption);
        parser.addOption(vassalOption);
        parser.addOption(hexSizeOption);
        parser.addOption(paperOption);
        parser.addOption(landscapeOption);
        parser.addOption(greyscaleOption);
    }

    if (command == QLatin1String("import")) {
        parser.clearPositionalArguments();
        parser.addPositionalArgument(QStringLiteral("import"), QString());
        parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("A scenario file."));
        parser.addOption(tmxOption);
        parser.addOption(outputOption);
    }
    if (!parser.parse(arguments)) {
        err << escapeControlCharacters(parser.errorText()) << QStringLiteral("\n");
        return ExitUnreadable;
    }
    if (parser.isSet(versionOption)) {
        parser.showVersion();
    }
    if (parser.isSet(helpOption)) {
        out << parser.helpText();
        return ExitClean;
    }
    const QStringList files = parser.positionalArguments().mid(1);
    auto registry = RulesetRegistry::withBundledData();
    for (const QString &dir : parser.values(dataOption))
        registry->addSearchPath(dir);

    auto usageError = [&](const QString &message) {
        err << message << QStringLiteral("\n\n") << parser.helpText();
        return int(ExitUnreadable);
    };
    if (command.isEmpty())
        return usageError(QStringLiteral("hexwright-cli: no command given"));
    if (command == QLatin1String("validate")) {
        if (files.isEmpty())
            return usageError(QStringLiteral("hexwright-cli validate: no file given"));
        return runValidate(files, parser.isSet(jsonOption), *registry, io);
    }
    if (command == QLatin1String("info") || command == QLatin1String("format")) {
        if (files.size() != 1)
            return usageError(
                QStringLiteral("hexwright-cli %1: give exactly one file").arg(command));
        if (command == QLatin1String("info"))
            return runInfo(files.first(), parser.isSet(jsonOption), *registry, io);
        if (parser.isSet(stdoutOption) && parser.isSet(checkOption))
            return usageError(QStringLiteral("hexwright-cli format: --stdout and --check "
                                             "exclude each other"));
        return runFormat(files.first(), parser.isSet(stdoutOption), parser.isSet(checkOption),
                         *registry, io);
    }
    if (command == QLatin1String("export")) {
        if (files.size() != 1)
            return usageError(QStringLiteral("hexwright-cli export: give exactly one file"));
        ExportRequest request;
        request.pngPath = parser.value(pngOption);
        request.svgPath = parser.value(svgOption);
        request.mapPdfPath = parser.value(mapPdfOption);
        request.setupPdfPath = parser.value(setupPdfOption);
        request.countersPdfPath = parser.value(countersPdfOption);
        request.cardsPdfPath = parser.value(cardsPdfOption);
        request.sidesPdfPath = parser.value(sidesPdfOption);
        request.tablePdfPath = parser.value(tablePdfOption);
        request.templatesPdfPath = parser.value(templatesPdfOption);
        request.tmxPath = parser.value(tmxOption);
        request.vassalPath = parser.value(vassalOption);
        if (request.isEmpty())
            return usageError(QStringLiteral("hexwright-cli export: nothing to write: give "
                                             "--png, --svg, --tmx, --map-pdf, --setup-pdf, "
                                             "--counters-pdf, --cards-pdf, --sides-pdf, "
                                             "--table-pdf, --templates-pdf or --vassal "
                                             "FILE"));
        request.hexSizeMm = parseLengthMm(parser.value(hexSizeOption));
        if (!(request.hexSizeMm >= MinExportHexSizeMm && request.hexSizeMm <= MaxExportHexSizeMm))
            return usageError(QStringLiteral("hexwright-cli export: bad --hex-size '%1': give a "
                                             "size from %2mm to %3mm, such as 16mm")
                                  .arg(escapeControlCharacters(parser.value(hexSizeOption)))
                                  .arg(MinExportHexSizeMm)
                                  .arg(MaxExportHexSizeMm));
        bool ok = false;
        request.dpi = parser.value(dpiOption).toInt(&ok);
        if (!ok || request.dpi < MinExportDpi || request.dpi > MaxExportDpi)
            return usageError(QStringLiteral("hexwright-cli export: bad --dpi '%1': give a whole "
                                             "number from %2 to %3")
                                  .arg(escapeControlCharacters(parser.value(dpiOption)))
                                  .arg(MinExportDpi)
                                  .arg(MaxExportDpi));
        if (!parsePaperName(parser.value(paperOption), &request.paper.size))
            return usageError(QStringLiteral("hexwright-cli export: unknown --paper '%1': give "
                                             "one of %2")
                                  .arg(escapeControlCharacters(parser.value(paperOption)),
                                       paperNames().join(QStringLiteral(", "))));
        request.paper.orientation
            = parser.isSet(landscapeOption) ? QPageLayout::Landscape : QPageLayout::Portrait;
        request.greyscale = parser.isSet(greyscaleOption);
        return runExport(files.first(), request, *registry, io);
    }
    if (command == QLatin1String("import")) {
        if (files.size() != 1)
            return usageError(QStringLiteral("hexwright-cli import: give exactly one file"));
        if (!parser.isSet(tmxOption))
            return usageError(QStringLiteral("hexwright-cli import: nothing to read: give "
                                             "--tmx FILE"));
        return runImport(files.first(), parser.value(tmxOption), parser.value(outputOption),
                         *registry, io);
    }
    return usageError(QStringLiteral("hexwright-cli: unknown command '%1'")
                          .arg(escapeControlCharacters(command)));
}

/// Flushes standard output and turns a failed write (a full disk, /dev/full) into a message
/// and a non-zero exit: output that never arrived must not look like success.
int finishOutput(CliStreams io, int exitCode)
{
    io.out.flush();
    const bool failed = io.out.status() != QTextStream::Ok || std::fflush(stdout) != 0
        || std::ferror(stdout) != 0;
    if (!failed)
        return exitCode;
    const int writeError = errno;
    io.err << QStringLiteral("hexwright-cli: cannot write to standard output: %1\n")
                  .arg(writeError ? QString::fromLocal8Bit(std::strerror(writeError))
                                  : QStringLiteral("write error"));
    io.err.flush();
    return std::max(exitCode, int(ExitUnreadable));
}

} // namespace

int main(int argc, char *argv[])
{
    // Export (and the balance report's PDF) draws text and shapes, which needs Qt Gui
    // (without a display: offscreen).
    const QByteArray command = commandOf(argc, argv);
    const bool exporting = command == "export" || command == "balance";
    if (exporting && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    std::unique_ptr<QCoreApplication> app;
    if (exporting)
        app = std::make_unique<QGuiApplication>(argc, argv);
    else
        app = std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("hexwright-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HEXWRIGHT_VERSION));

    QTextStream out(stdout);
    QTextStream err(stderr);
    const CliStreams io {out, err};
    return finishOutput(io, dispatch(io));
}
