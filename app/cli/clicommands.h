// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/mapexport.h"
#include "export/sheet.h"

#include "commandoptions.h"

#include <QStringList>
#include <QTextStream>

namespace hexwright {

class RulesetRegistry;

/// Exit codes of hexwright-cli, the same for every command.
enum ExitCode { ExitClean = 0, ExitProblems = 1, ExitUnreadable = 2 };

/// Where a command writes: results to out, messages to err (kept apart so --json output
/// stays machine-readable).
struct CliStreams
{
    QTextStream &out;
    QTextStream &err;
};

int runValidate(const QStringList &files, bool json, RulesetRegistry &registry, CliStreams io);
int runInfo(const QString &file, bool json, RulesetRegistry &registry, CliStreams io);
int runFormat(const QString &file, bool toStdout, bool check, RulesetRegistry &registry,
              CliStreams io);

/// What `export` writes: each output is skipped when its path is empty.
struct ExportRequest
{
    QString pngPath;
    QString svgPath;
    QString mapPdfPath;
    QString setupPdfPath;
    QString countersPdfPath;
    QString tmxPath; ///< a Tiled map of a hex scenario, its terrain tileset beside it
    QString cardsPdfPath; ///< unit cards, nine to a page
    QString sidesPdfPath; ///< a side sheet per side
    QString tablePdfPath; ///< the table diagram (table scenarios)
    QString templatesPdfPath; ///< true-size piece templates (table scenarios)
    QString vassalPath; ///< a VASSAL module (.vmod) of the scenario
    double hexSizeMm = DefaultExportHexSizeMm;
    int dpi = DefaultExportDpi;
    /// The paper and orientation of the three PDFs.
    PaperSetup paper;
    /// Greyscale PDFs with patterns for the terrain, for black-and-white printers.
    bool greyscale = false;

    bool isEmpty() const
    {
        return pngPath.isEmpty() && svgPath.isEmpty() && tmxPath.isEmpty() && mapPdfPath.isEmpty()
            && setupPdfPath.isEmpty() && countersPdfPath.isEmpty() && cardsPdfPath.isEmpty()
            && sidesPdfPath.isEmpty() && tablePdfPath.isEmpty() && templatesPdfPath.isEmpty()
            && vassalPath.isEmpty();
    }
};
int runExport(const QString &file, const ExportRequest &request, RulesetRegistry &registry,
              CliStreams io);

/// `import FILE --tmx IN.tmx`: paints the terrain of a Tiled map (tiledimport.h) over the
/// scenario's panels and writes the scenario to @p output, or to standard output when
/// @p output is empty.
int runImport(const QString &file, const QString &tmxPath, const QString &output,
              RulesetRegistry &registry, CliStreams io);

/// `los FILE HEX HEX` (los.cpp) and `playtest FILE ...` (playtest.cpp): each parses its own
/// options from @p arguments (the whole command line, program name first) and returns the
/// exit code.
int runLosCommand(const QStringList &arguments, RulesetRegistry &registry, CliStreams io);
int runPlaytestCommand(const QStringList &arguments, RulesetRegistry &registry, CliStreams io);
/// `balance FILE ...` (balance.cpp): many games by agents, win rates and a verdict; parses
/// its own options like the two above.
int runBalanceCommand(const QStringList &arguments, RulesetRegistry &registry, CliStreams io);

} // namespace hexwright
