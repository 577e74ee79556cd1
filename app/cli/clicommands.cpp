// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommands.h"

#include "export/mapexport.h"
#include "export/mapsheets.h"
#include "export/setupsheets.h"
#include "export/sidesheets.h"
#include "export/tablediagram.h"
#include "export/tabletemplates.h"
#include "export/tiledexport.h"
#include "export/unitcards.h"
#include "export/vassalmodule.h"

#include "checks/scenariovalidator.h"
#include "io/formatupgrade.h"
#include "io/safefile.h"
#include "io/tiledimport.h"
#include "io/yamltree.h"
#include "ruleset/rulesetreader.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/points.h"
#include "scenario/scenariowriter.h"
#include "scenario/sidename.h"
#include "scenario/victorytext.h"

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <unistd.h>

namespace hexwright {

namespace {

QString statusName(const ScenarioReport &report)
{
    if (report.unreadable)
        return QStringLiteral("unreadable");
    return report.hasErrors() ? QStringLiteral("problems") : QStringLiteral("clean");
}

int exitCodeFor(const ScenarioReport &report)
{
    if (report.unreadable)
        return ExitUnreadable;
    return report.hasErrors() ? ExitProblems : ExitClean;
}

void printDiagnostics(const Diagnostics &diagnostics, QTextStream &stream)
{
    for (const Diagnostic &d : diagnostics)
        stream << d.toText() << '\n';
}

/// Writes @p bytes to standard output after what @p io.out holds, checking every write: a
/// full disk or /dev/full must give an error, not a silent exit 0 with the output lost.
bool writeStandardOutput(CliStreams io, const QByteArray &bytes, QString *error)
{
    io.out.flush();
    if (io.out.status() != QTextStream::Ok || std::fflush(stdout) != 0) {
        *error = QString::fromLocal8Bit(std::strerror(errno));
        return false;
    }
    qsizetype written = 0;
    while (written < bytes.size()) {
        const ssize_t count
            = ::write(STDOUT_FILENO, bytes.constData() + written, size_t(bytes.size() - written));
        if (count < 0 && errno == EINTR)
            continue;
        if (count <= 0) {
            *error = QString::fromLocal8Bit(std::strerror(count < 0 ? errno : EIO));
            return false;
        }
        written += count;
    }
    return true;
}

QJsonArray diagnosticsJson(const Diagnostics &diagnostics)
{
    QJsonArray array;
    for (const Diagnostic &d : diagnostics)
        array.append(d.toJson());
    return array;
}

/// "36 x 24 in, 8 pieces, 2 objectives, 2 deployment areas": a table board in one line.
QString tableSummary(const TableLayout &table)
{
    const auto count = [](qsizetype n, const char *one, const char *many) {
        return QStringLiteral("%1 %2").arg(n).arg(QLatin1String(n == 1 ? one : many));
    };
    return QStringLiteral("%1 x %2 %3, %4, %5, %6")
        .arg(QString::number(fromMillimetres(table.size.width(), table.unit), 'g', 6),
             QString::number(fromMillimetres(table.size.height(), table.unit), 'g', 6),
             lengthUnitId(table.unit), count(table.pieces.size(), "piece", "pieces"),
             count(table.objectives.size(), "objective", "objectives"),
             count(table.deployment.size(), "deployment area", "deployment areas"));
}

QString colourName(const QString &id, const Ruleset &ruleset)
{
    const ArmyColour *c = ruleset.findColour(id);
    return c ? c->name : id;
}

/// A side named once (sideTitle()), with its role, and its player when he runs several.
QString sideHeading(const Side &side, const Scenario &scenario, const Ruleset &ruleset)
{
    QString heading = sideTitle(side, ruleset);
    if (side.role != Side::Role::None)
        heading += QStringLiteral(", ") + roleName(side.role);
    // The player only when one player runs several sides (the book's scenario 11).
    const bool playerRunsSeveral
        = std::count_if(scenario.sides.cbegin(), scenario.sides.cend(),
                        [&](const Side &other) { return other.player == side.player; })
        > 1;
    if (playerRunsSeveral)
        heading += QStringLiteral(", player %1").arg(side.player);
    return heading;
}

/// The alliances in words: "Tan and Green; Red and Blue", or a sentence saying there are none.
QString allianceSummary(const Scenario &scenario, const Ruleset &ruleset)
{
    QStringList groups;
    for (const QStringList &alliance : scenario.alliances) {
        QStringList names;
        for (const QString &id : alliance)
            names.append(colourName(id, ruleset));
        groups.append(joinedList(names, ListJoin::And));
    }
    return groups.isEmpty() ? QStringLiteral("none; every colour fights every other")
                            : groups.join(QStringLiteral("; "));
}

/**
 * The panels of a layout: each one when there are few, and when a layout is large (a
 * generated map of hundreds of panels) how many of each kind, so that the summary stays a
 * summary.
 */
QString panelSummary(const QStringList &panelIds)
{
    constexpr int ListedInFull = 12;
    constexpr int KindsListed = 8;
    if (panelIds.size() <= ListedInFull)
        return QStringLiteral("panels ") + panelIds.join(QStringLiteral(", "));
    QStringList kinds;
    QHash<QString, int> counts;
    for (const QString &id : panelIds) {
        if (!counts.contains(id))
            kinds.append(id);
        counts[id] += 1;
    }
    QStringList parts;
    for (int i = 0; i < std::min<int>(KindsListed, kinds.size()); ++i)
        parts.append(QStringLiteral("%1 x%2").arg(kinds.at(i)).arg(counts.value(kinds.at(i))));
    if (kinds.size() > KindsListed)
        parts.append(QStringLiteral("%1 more kinds").arg(kinds.size() - KindsListed));
    return QStringLiteral("%1 panels: %2")
        .arg(panelIds.size())
        .arg(parts.join(QStringLiteral(", ")));
}

} // namespace

int runValidate(const QStringList &files, bool json, RulesetRegistry &registry, CliStreams io)
{
    int exitCode = ExitClean;
    int errors = 0;
    int warnings = 0;
    int infos = 0;
    QJsonArray fileResults;
    for (const QString &file : files) {
        const ScenarioReport report = validateScenarioFile(file, file, registry);
        exitCode = std::max(exitCode, exitCodeFor(report));
        const int fileErrors = countSeverity(report.diagnostics, Severity::Error);
        const int fileWarnings = countSeverity(report.diagnostics, Severity::Warning);
        const int fileInfos = countSeverity(report.diagnostics, Severity::Info);
        errors += fileErrors;
        warnings += fileWarnings;
        infos += fileInfos;
        if (json) {
            QJsonObject o;
            o.insert(QStringLiteral("file"), file);
            o.insert(QStringLiteral("status"), statusName(report));
            o.insert(QStringLiteral("errors"), fileErrors);
            o.insert(QStringLiteral("warnings"), fileWarnings);
            o.insert(QStringLiteral("infos"), fileInfos);
            o.insert(QStringLiteral("diagnostics"), diagnosticsJson(report.diagnostics));
            fileResults.append(o);
        } else {
            printDiagnostics(report.diagnostics, io.out);
        }
    }
    if (json) {
        QJsonObject root;
        root.insert(QStringLiteral("files"), fileResults);
        root.insert(QStringLiteral("errors"), errors);
        root.insert(QStringLiteral("warnings"), warnings);
        root.insert(QStringLiteral("infos"), infos);
        io.out << QJsonDocument(root).toJson(QJsonDocument::Indented);
    } else {
        // Notes (the book's guidance) are counted only when there are any, so the usual line
        // stays the compiler's.
        const QString notes = infos > 0 ? QStringLiteral(", %1 note(s)").arg(infos) : QString();
        // The problems first, whole lines, then the count on a line of its own, whichever of
        // the two streams reaches a shared terminal or file first.
        io.out.flush();
        std::fflush(stdout);
        io.err << QStringLiteral("%1 file(s) checked: %2 error(s), %3 warning(s)%4\n")
                      .arg(files.size())
                      .arg(errors)
                      .arg(warnings)
                      .arg(notes);
    }
    return exitCode;
}

int runInfo(const QString &file, bool json, RulesetRegistry &registry, CliStreams io)
{
    const ScenarioReport report = validateScenarioFile(file, file, registry);
    if (!report.loaded.scenario) {
        printDiagnostics(report.diagnostics, io.err);
        return exitCodeFor(report);
    }
    const Scenario &s = *report.loaded.scenario;
    const Ruleset &rules = *report.loaded.ruleset;
    const HexMap &map = report.map;
    QStringList panelIds;
    for (const PanelPlacement &p : s.layout)
        panelIds.append(p.rotation ? p.panel + QStringLiteral(" (turned)") : p.panel);

    if (json) {
        QJsonObject o;
        o.insert(QStringLiteral("file"), file);
        o.insert(QStringLiteral("title"), s.metadata.title);
        o.insert(QStringLiteral("ruleset"), rules.id);
        o.insert(QStringLiteral("rulesetVersion"), s.rulesetVersion);
        o.insert(QStringLiteral("players"), s.metadata.players);
        if (s.table) {
            // A table board: its size in its own unit, and what stands on it.
            const TableLayout &t = *s.table;
            QJsonObject tableJson;
            tableJson.insert(QStringLiteral("unit"), lengthUnitId(t.unit));
            tableJson.insert(QStringLiteral("width"), fromMillimetres(t.size.width(), t.unit));
            tableJson.insert(QStringLiteral("height"), fromMillimetres(t.size.height(), t.unit));
            tableJson.insert(QStringLiteral("pieces"), int(t.pieces.size()));
            tableJson.insert(QStringLiteral("objectives"), int(t.objectives.size()));
            tableJson.insert(QStringLiteral("deploymentAreas"), int(t.deployment.size()));
            o.insert(QStringLiteral("table"), tableJson);
        } else {
            QJsonObject mapJson;
            mapJson.insert(QStringLiteral("columns"), map.columns());
            mapJson.insert(QStringLiteral("rows"), map.rows());
            mapJson.insert(QStringLiteral("playableHexes"), map.playableCount());
            mapJson.insert(QStringLiteral("panels"), QJsonArray::fromStringList(panelIds));
            mapJson.insert(QStringLiteral("paintedHexes"), s.terrain.count());
            o.insert(QStringLiteral("map"), mapJson);
        }
        QJsonArray sides;
        for (const Side &side : s.sides) {
            QJsonObject so;
            so.insert(QStringLiteral("id"), side.id);
            so.insert(QStringLiteral("name"), side.name);
            so.insert(QStringLiteral("colours"), QJsonArray::fromStringList(side.colours));
            so.insert(QStringLiteral("role"), roleName(side.role));
            so.insert(QStringLiteral("setupOrder"), side.setupOrder);
            so.insert(QStringLiteral("moveOrder"), side.moveOrder);
            so.insert(QStringLiteral("units"), sideUnitCount(s, side.id));
            if (buysForcesWithPoints(rules))
                so.insert(QStringLiteral("points"), sidePoints(s, side.id, rules));
            if (side.budget)
                so.insert(QStringLiteral("budget"), *side.budget);
            sides.append(so);
        }
        o.insert(QStringLiteral("sides"), sides);
        if (s.gameLength.turns)
            o.insert(QStringLiteral("turns"), *s.gameLength.turns);
        if (!s.gameLength.until.isEmpty())
            o.insert(QStringLiteral("until"), s.gameLength.until);
        o.insert(QStringLiteral("reinforcements"), int(s.reinforcements.size()));
        o.insert(QStringLiteral("victoryConditions"), int(s.victory.size()));
        QJsonArray alliances;
        for (const QStringList &alliance : s.alliances)
            alliances.append(QJsonArray::fromStringList(alliance));
        o.insert(QStringLiteral("alliances"), alliances);
        QJsonArray victory;
        for (const VictoryCondition &condition : s.victory)
            victory.append(victoryConditionText(condition, s, &rules, report.loaded.panels));
        o.insert(QStringLiteral("victory"), victory);
        o.insert(QStringLiteral("errors"), countSeverity(report.diagnostics, Severity::Error));
        o.insert(QStringLiteral("warnings"), countSeverity(report.diagnostics, Severity::Warning));
        io.out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return exitCodeFor(report);
    }

    QTextStream &out = io.out;
    out << s.metadata.title << '\n';
    out << QStringLiteral("  ruleset:  %1 (%2, version %3)\n")
               .arg(rules.name, rules.id)
               .arg(s.rulesetVersion);
    out << QStringLiteral("  players:  %1\n").arg(s.metadata.players);
    if (s.table)
        out << QStringLiteral("  table:    %1\n").arg(tableSummary(*s.table));
    else
        out << QStringLiteral("  map:      %1 x %2 hexes (columns x rows), %3 playable; %4\n")
                   .arg(map.columns())
                   .arg(map.rows())
                   .arg(map.playableCount())
                   .arg(panelSummary(panelIds));
    if (!s.terrain.isEmpty())
        out << QStringLiteral("            %1 hexes painted over the panels\n")
                   .arg(s.terrain.count());
    QString length;
    if (s.gameLength.turns)
        length = QStringLiteral("%1 turns").arg(*s.gameLength.turns);
    if (!s.gameLength.until.isEmpty())
        length += (length.isEmpty() ? QString() : QStringLiteral(", or "))
            + QStringLiteral("until '%1' holds").arg(s.gameLength.until);
    out << QStringLiteral("  length:   %1\n").arg(length);
    out << QStringLiteral("  sides:\n");
    for (const Side &side : s.sides) {
        // A game whose scenarios give the forces (no cost chart) shows no points.
        const int points = sidePoints(s, side.id, rules);
        const QString budget = !buysForcesWithPoints(rules) ? QString()
            : side.budget ? QStringLiteral(", %1 of %2 points").arg(points).arg(*side.budget)
                          : QStringLiteral(", %1 points").arg(points);
        out << QStringLiteral("    %1: sets up %2, moves %3; %4 units%5\n")
                   .arg(sideHeading(side, s, rules))
                   .arg(side.setupOrder)
                   .arg(side.moveOrder)
                   .arg(sideUnitCount(s, side.id))
                   .arg(budget);
    }
    out << QStringLiteral("  alliances: %1\n").arg(allianceSummary(s, rules));
    if (!s.victory.isEmpty()) {
        out << QStringLiteral("  victory:\n");
        for (const VictoryCondition &condition : s.victory)
            out << QStringLiteral("    - %1\n")
                       .arg(victoryConditionText(condition, s, &rules, report.loaded.panels));
    }
    if (s.table)
        out << QStringLiteral("  reinforcements: %1, victory conditions: %2\n")
                   .arg(s.reinforcements.size())
                   .arg(s.victory.size());
    else
        out << QStringLiteral("  reinforcements: %1, victory conditions: %2, zones: %3\n")
                   .arg(s.reinforcements.size())
                   .arg(s.victory.size())
                   .arg(s.zones.size());
    if (!report.diagnostics.isEmpty()) {
        out << QStringLiteral("  problems: %1 error(s), %2 warning(s); run 'hexwright-cli "
                              "validate' for details\n")
                   .arg(countSeverity(report.diagnostics, Severity::Error))
                   .arg(countSeverity(report.diagnostics, Severity::Warning));
    }
    return exitCodeFor(report);
}

namespace {

/**
 * `format` of a ruleset: rulesets are written by hand, with comments, so an older version is
 * brought up to date line by line (io/formatupgrade.h) rather than rewritten; a current one
 * is left as it is.
 */
int formatRuleset(const QString &file, const QByteArray &before, YamlDocument &document,
                  bool toStdout, bool check, CliStreams io)
{
    const QString shownName = escapeControlCharacters(file);
    Diagnostics diagnostics;
    const std::optional<QByteArray> upgraded = upgradeRulesetText(before, document);
    if (!loadRuleset(file, file, diagnostics)) {
        printDiagnostics(diagnostics, io.err);
        io.err << QStringLiteral("%1: not formatted, fix the errors first\n").arg(shownName);
        return ExitProblems;
    }
    const QByteArray after = upgraded.value_or(before);
    if (!upgraded
        && declaredFormat(document)
            != QStringLiteral("hexwright-ruleset/%1").arg(RulesetFormatVersion)) {
        io.err << QStringLiteral("%1: not formatted: its header cannot be upgraded line by line; "
                                 "write 'format: hexwright-ruleset/%2', 'family:' and 'board:' "
                                 "by hand\n")
                      .arg(shownName)
                      .arg(RulesetFormatVersion);
        return ExitProblems;
    }
    if (toStdout) {
        QString error;
        if (!writeStandardOutput(io, after, &error)) {
            io.err << QStringLiteral("hexwright-cli format: cannot write to standard output: "
                                     "%1\n")
                          .arg(error);
            return ExitUnreadable;
        }
        return ExitClean;
    }
    if (after == before) {
        if (!check)
            io.err << QStringLiteral("%1: already in the current format\n").arg(shownName);
        return ExitClean;
    }
    if (check) {
        io.err << QStringLiteral("%1: an older format (run 'hexwright-cli format %1')\n")
                      .arg(shownName);
        return ExitProblems;
    }
    QString error;
    if (!writeFileAtomically(file, after, &error)) {
        io.err << QStringLiteral("%1: error: not formatted, the file is unchanged: cannot "
                                 "write it: %2\n")
                      .arg(shownName, escapeControlCharacters(error));
        return ExitUnreadable;
    }
    io.err << QStringLiteral("%1: formatted\n").arg(shownName);
    return ExitClean;
}

} // namespace

int runFormat(const QString &file, bool toStdout, bool check, RulesetRegistry &registry,
              CliStreams io)
{
    const QString shownName = escapeControlCharacters(file);
    Diagnostics diagnostics;
    {
        // A ruleset is formatted its own way; anything else is read as a scenario, which
        // reports what is wrong with it.
        Diagnostics ignored;
        const QByteArray before
            = readRegularFile(file, YamlLimits().maxBytes).value_or(QByteArray());
        auto document = YamlDocument::parse(before, file, ignored);
        if (document && declaredFormat(*document).startsWith(QLatin1String("hexwright-ruleset/")))
            return formatRuleset(file, before, *document, toStdout, check, io);
    }
    const LoadedScenario loaded = loadScenario(file, file, registry, diagnostics);
    if (!loaded.scenario) {
        // Never rewrite a file we could not read completely: it would lose what we skipped.
        printDiagnostics(diagnostics, io.err);
        io.err << QStringLiteral("%1: not formatted, fix the errors first\n").arg(shownName);
        bool unreadable = false;
        for (const Diagnostic &d : std::as_const(diagnostics))
            unreadable = unreadable || isUnreadableCode(d.code);
        return unreadable ? ExitUnreadable : ExitProblems;
    }
    const QByteArray canonical = writeScenario(*loaded.scenario, *loaded.ruleset, loaded.panels);
    if (toStdout) {
        QString error;
        if (!writeStandardOutput(io, canonical, &error)) {
            io.err << QStringLiteral("hexwright-cli format: cannot write to standard output: "
                                     "%1\n")
                          .arg(error);
            return ExitUnreadable;
        }
        return ExitClean;
    }
    // The file was just read as a regular file of at most this size; read it the same way
    // again, so that a file swapped for a pipe in between cannot block.
    const QByteArray before
        = readRegularFile(file, std::max<qint64>(canonical.size(), YamlLimits().maxBytes))
              .value_or(QByteArray());
    if (check) {
        if (before == canonical)
            return ExitClean;
        io.err << QStringLiteral("%1: not in canonical form (run 'hexwright-cli format %1')\n")
                      .arg(shownName);
        return ExitProblems;
    }
    if (before == canonical) {
        io.err << QStringLiteral("%1: already canonical\n").arg(shownName);
        return ExitClean;
    }
    QString error;
    if (!saveScenario(file, *loaded.scenario, *loaded.ruleset, loaded.panels, &error)) {
        io.err << QStringLiteral("%1: error: not formatted, the file is unchanged: cannot "
                                 "write it: %2\n")
                      .arg(shownName, escapeControlCharacters(error));
        return ExitUnreadable;
    }
    io.err << QStringLiteral("%1: formatted\n").arg(shownName);
    return ExitClean;
}

namespace {

/// "A4 portrait": the name parsePaperName() accepts for the paper, and its orientation.
QString describePaper(const PaperSetup &paper)
{
    QString name = QPageSize::name(paper.size);
    for (const QString &candidate : paperNames()) {
        QPageSize::PageSizeId id;
        if (parsePaperName(candidate, &id) && id == paper.size)
            name = candidate;
    }
    return QStringLiteral("%1 %2").arg(name,
                                       paper.orientation == QPageLayout::Landscape
                                           ? QStringLiteral("landscape")
                                           : QStringLiteral("portrait"));
}

/// Writes one PDF of sheets and its summary line; false (message printed) when it failed.
bool writeSheets(const SheetDocument &sheets, const QString &path, const QString &details,
                 CliStreams io)
{
    QString error;
    if (!writeSheetsPdf(sheets, path, &error)) {
        io.err << QStringLiteral("hexwright-cli export: %1\n").arg(escapeControlCharacters(error));
        return false;
    }
    io.out << QStringLiteral("%1: %2\n").arg(escapeControlCharacters(path), details);
    return true;
}

} // namespace

int runExport(const QString &file, const ExportRequest &request, RulesetRegistry &registry,
              CliStreams io)
{
    const ScenarioReport report = validateScenarioFile(file, file, registry);
    const bool table = report.loaded.scenario && report.loaded.scenario->table;
    if (!report.loaded.scenario || !report.loaded.ruleset || (!report.loaded.panels && !table)) {
        printDiagnostics(report.diagnostics, io.err);
        return report.unreadable ? int(ExitUnreadable) : int(ExitProblems);
    }
    // A table board has no panels: the sheets get an empty library and the empty hex map, and
    // the images and map sheets draw the table (the export picks the board's renderer).
    static const PanelLibrary noPanels;
    const MapExportSource source {report.map, *report.loaded.ruleset, *report.loaded.scenario,
                                  report.loaded.panels ? *report.loaded.panels : noPanels};
    QString error;
    // How the picture is scaled: a hex map by its hex size, a table at true size.
    const QString scale = table
        ? QStringLiteral("the table at true size")
        : QStringLiteral("hexes %1 mm across the flats").arg(request.hexSizeMm);
    if (!request.pngPath.isEmpty()) {
        if (!exportMapPng(source, request.pngPath, request.hexSizeMm, request.dpi, &error)) {
            io.err
                << QStringLiteral("hexwright-cli export: %1\n").arg(escapeControlCharacters(error));
            return ExitProblems;
        }
        const QSize size = mapPngSize(source, request.hexSizeMm, request.dpi);
        io.out << QStringLiteral("%1: %2 x %3 pixels at %4 dpi, %5\n")
                      .arg(escapeControlCharacters(request.pngPath))
                      .arg(size.width())
                      .arg(size.height())
                      .arg(request.dpi)
                      .arg(scale);
    }
    if (!request.svgPath.isEmpty()) {
        if (!exportMapSvg(source, request.svgPath, request.hexSizeMm, &error)) {
            io.err
                << QStringLiteral("hexwright-cli export: %1\n").arg(escapeControlCharacters(error));
            return ExitProblems;
        }
        io.out
            << QStringLiteral("%1: SVG, %2\n").arg(escapeControlCharacters(request.svgPath), scale);
    }
    if (!request.tmxPath.isEmpty()) {
        TiledExportSummary summary;
        if (!exportTiledMap(source, request.tmxPath, &error, &summary)) {
            io.err
                << QStringLiteral("hexwright-cli export: %1\n").arg(escapeControlCharacters(error));
            return ExitProblems;
        }
        io.out << QStringLiteral("%1: Tiled map, %2 x %3 hexes, %4 terrain tiles in %5, %6 zone "
                                 "hexes, %7 markers, %8 roads\n")
                      .arg(escapeControlCharacters(request.tmxPath))
                      .arg(report.map.columns())
                      .arg(report.map.rows())
                      .arg(summary.terrainTiles)
                      .arg(escapeControlCharacters(summary.imagePath))
                      .arg(summary.zoneHexes)
                      .arg(summary.markers)
                      .arg(summary.roads);
    }

    // "3 pages on A4 portrait, greyscale"
    const auto pages = [&request](const SheetDocument &sheets) {
        const int count = sheets.pageCount();
        return QStringLiteral("%1 %2 on %3%4")
            .arg(count)
            .arg(count == 1 ? QStringLiteral("page") : QStringLiteral("pages"),
                 describePaper(request.paper),
                 request.greyscale ? QStringLiteral(", greyscale") : QString());
    };
    if (!request.mapPdfPath.isEmpty()) {
        MapSheetOptions options;
        options.paper = request.paper;
        options.hexSizeMm = request.hexSizeMm;
        options.greyscale = request.greyscale;
        const auto sheets = makeMapSheets(source, options);
        if (!writeSheets(*sheets, request.mapPdfPath,
                         QStringLiteral("map sheets, %1, %2").arg(pages(*sheets), scale), io))
            return ExitProblems;
    }
    if (!request.setupPdfPath.isEmpty()) {
        SetupSheetOptions options;
        options.paper = request.paper;
        options.greyscale = request.greyscale;
        const auto sheets = makeSetupSheets(source, options);
        if (!writeSheets(*sheets, request.setupPdfPath,
                         QStringLiteral("setup sheets, %1").arg(pages(*sheets)), io))
            return ExitProblems;
    }
    if (!request.countersPdfPath.isEmpty()) {
        CounterSheetOptions options;
        options.paper = request.paper;
        options.greyscale = request.greyscale;
        const auto sheets = makeCounterSheets(source, options);
        if (!writeSheets(*sheets, request.countersPdfPath,
                         QStringLiteral("counter sheets, %1").arg(pages(*sheets)), io))
            return ExitProblems;
    }
    if (!request.cardsPdfPath.isEmpty()) {
        UnitCardOptions options;
        options.paper.size = request.paper.size;
        options.paper.orientation = request.paper.orientation;
        const auto sheets = makeUnitCards(source.ruleset, source.scenario, options);
        if (!writeSheets(*sheets, request.cardsPdfPath,
                         QStringLiteral("unit cards, %1").arg(pages(*sheets)), io))
            return ExitProblems;
    }
    if (!request.sidesPdfPath.isEmpty()) {
        SideSheetOptions options;
        options.paper = request.paper;
        const auto sheets = makeSideSheets(source.ruleset, source.scenario, options);
        if (!writeSheets(*sheets, request.sidesPdfPath,
                         QStringLiteral("side sheets, %1").arg(pages(*sheets)), io))
            return ExitProblems;
    }
    if (!request.tablePdfPath.isEmpty() || !request.templatesPdfPath.isEmpty()) {
        if (!table) {
            io.err << QStringLiteral("hexwright-cli export: %1 has no table: --table-pdf and "
                                     "--templates-pdf need a table scenario\n")
                          .arg(escapeControlCharacters(file));
            return ExitProblems;
        }
    }
    if (!request.tablePdfPath.isEmpty()) {
        // The paper turned the way the table is: landscape for a table wider than deep.
        TableDiagramOptions options;
        options.paper.size = request.paper.size;
        const QSizeF tableSize = source.scenario.table->size;
        options.paper.orientation = tableSize.width() >= tableSize.height() ? QPageLayout::Landscape
                                                                            : QPageLayout::Portrait;
        const auto sheets = makeTableDiagram(source.ruleset, source.scenario, options);
        const TableDiagramLayout layout
            = layoutTableDiagram(source.ruleset, source.scenario, options);
        if (!writeSheets(*sheets, request.tablePdfPath,
                         QStringLiteral("table diagram, %1 %2, %3")
                             .arg(sheets->pageCount())
                             .arg(sheets->pageCount() == 1 ? QStringLiteral("page")
                                                           : QStringLiteral("pages"),
                                  layout.scaleText),
                         io))
            return ExitProblems;
    }
    if (!request.templatesPdfPath.isEmpty()) {
        TableTemplateOptions options;
        options.paper = request.paper;
        const auto sheets = makeTableTemplates(source.ruleset, source.scenario, options);
        if (!writeSheets(*sheets, request.templatesPdfPath,
                         QStringLiteral("piece templates, %1, true size").arg(pages(*sheets)), io))
            return ExitProblems;
    }
    if (!request.vassalPath.isEmpty()) {
        const VassalModuleOptions options;
        const VassalModule module = buildVassalModule(source, options);
        if (!writeVassalModule(module, request.vassalPath, &error)) {
            io.err
                << QStringLiteral("hexwright-cli export: %1\n").arg(escapeControlCharacters(error));
            return ExitProblems;
        }
        io.out << QStringLiteral("%1: VASSAL module, %2 units, %3 images, %4\n")
                      .arg(escapeControlCharacters(request.vassalPath))
                      .arg(module.unitPieces)
                      .arg(module.images.size())
                      .arg(table ? QStringLiteral("the table at %1 pixels per inch")
                                       .arg(options.tablePixelsPerInch)
                                 : QStringLiteral("hexes %1 pixels across the flats, numbered "
                                                  "as ours")
                                       .arg(options.hexPixels));
    }
    return ExitClean;
}

int runImport(const QString &file, const QString &tmxPath, const QString &output,
              RulesetRegistry &registry, CliStreams io)
{
    Diagnostics diagnostics;
    const LoadedScenario loaded = loadScenario(file, file, registry, diagnostics);
    if (!loaded.scenario || !loaded.ruleset) {
        printDiagnostics(diagnostics, io.err);
        bool unreadable = false;
        for (const Diagnostic &d : std::as_const(diagnostics))
            unreadable = unreadable || isUnreadableCode(d.code);
        return unreadable ? ExitUnreadable : ExitProblems;
    }
    if (loaded.scenario->table || !loaded.panels) {
        io.err << QStringLiteral("hexwright-cli import: %1 is a table scenario: a Tiled map "
                                 "brings terrain into hex maps only\n")
                      .arg(escapeControlCharacters(file));
        return ExitProblems;
    }
    const HexMap map = HexMap::compose(*loaded.scenario, *loaded.panels);
    Diagnostics tiled;
    const std::optional<TiledTerrain> terrain
        = readTiledTerrainFile(tmxPath, tmxPath, *loaded.ruleset, map, tiled);
    if (!terrain) {
        printDiagnostics(tiled, io.err);
        bool unreadable = false;
        for (const Diagnostic &d : std::as_const(tiled))
            unreadable = unreadable || d.code.startsWith(QLatin1String("file-"))
                || d.code == QLatin1String("tiled-xml") || d.code == QLatin1String("tiled-dtd");
        return unreadable ? ExitUnreadable : ExitProblems;
    }
    int changed = 0;
    for (int row = 0; row < map.rows(); ++row) {
        for (int col = 0; col < map.columns(); ++col)
            changed += terrain->at({col, row}) != map.terrainAt({col, row});
    }
    Scenario scenario = *loaded.scenario;
    scenario.terrain = tiledTerrainOverrides(*terrain, map);
    const QString summary = QStringLiteral("terrain from %1: %2 hexes changed, %3 painted over "
                                           "the panels")
                                .arg(escapeControlCharacters(tmxPath))
                                .arg(changed)
                                .arg(scenario.terrain.count());
    if (output.isEmpty()) {
        QString error;
        if (!writeStandardOutput(io, writeScenario(scenario, *loaded.ruleset, loaded.panels),
                                 &error)) {
            io.err << QStringLiteral("hexwright-cli import: cannot write to standard output: "
                                     "%1\n")
                          .arg(error);
            return ExitUnreadable;
        }
        io.err << summary << QStringLiteral("\n");
        return ExitClean;
    }
    QString error;
    if (!saveScenario(output, scenario, *loaded.ruleset, loaded.panels, &error)) {
        io.err << QStringLiteral("hexwright-cli import: cannot write %1: %2\n")
                      .arg(escapeControlCharacters(output), escapeControlCharacters(error));
        return ExitUnreadable;
    }
    io.out << QStringLiteral("%1: %2\n").arg(escapeControlCharacters(output), summary);
    return ExitClean;
}

} // namespace hexwright
