// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/diagnostic.h"
#include "ruleset/charttable.h"

#include <QByteArray>

namespace hexwright {

/// The format of a chart override file: `format: hexwright-charts/1`.
constexpr int ChartOverrideFormatVersion = 1;

/**
 * The folder of the user's own chart values, one file per ruleset: "rulesets" in the
 * application's shared data folder (QStandardPaths::GenericDataLocation + "/hexwright"),
 * the same for the editor and the CLI; empty when the system has none.
 */
QString userChartsFolder();
/// The override file of ruleset @p rulesetId in @p folder: "<folder>/<id>.charts.yaml".
QString chartOverridePath(const QString &folder, const QString &rulesetId);

/**
 * Reads the override file @p path (`format: hexwright-charts/1`, `ruleset:`, `charts:` each
 * with `id` and `cells:` of `row`, `column`, `value`) over @p charts: each value replaces
 * the cell under those headings and is no longer provisional (unless the entry says
 * `provisional: true`). Returns whether the file was applied. Every problem goes to
 * @p diagnostics with its line and column as a warning, since the bundled values stand in:
 * a file for another ruleset, a chart, row or column the ruleset no longer has (skipped),
 * or a value that fails the chart's checks.
 */
bool applyChartOverride(const QString &path, const QString &rulesetId, QList<Chart> &charts,
                        Diagnostics &diagnostics);

/**
 * The override file of @p current against @p bundled: every cell whose value or provisional
 * mark differs, in chart, row and column order; a document with no cells when none does.
 */
QByteArray writeChartOverride(const QString &rulesetId, const QList<Chart> &bundled,
                              const QList<Chart> &current);
/// How many cells of @p current differ from @p bundled (what an override would hold).
int countChartOverrides(const QList<Chart> &bundled, const QList<Chart> &current);

/**
 * Saves the override of @p current against @p bundled to @p path atomically (the folder is
 * made when missing); with no difference the file is removed, so the bundled values apply.
 * False with the reason in @p errorMessage when it could not be written.
 */
bool saveChartOverride(const QString &path, const QString &rulesetId, const QList<Chart> &bundled,
                       const QList<Chart> &current, QString *errorMessage = nullptr);

} // namespace hexwright
