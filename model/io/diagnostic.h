// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/offsetcoord.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace hexwright {

enum class Severity { Error, Warning, Info };

QString severityName(Severity severity);

/**
 * @p text with every control character (C0, DEL and C1) written as \\n, \\t or \\xNN, so
 * that a file name or a message can be printed to a terminal or shown in one line: a file
 * named with an escape sequence must not recolour, retitle or clear the user's terminal.
 */
QString escapeControlCharacters(const QString &text);

/**
 * One problem found in a file or a scenario, located so that a user (or the editor) can go
 * to it. Lines and columns are 1-based; 0 means "not known" (the whole file).
 *
 * Every loader and every check reports through this one type, collected in a Diagnostics
 * list that is passed in explicitly: no global logger, so tests can see exactly what a
 * user would.
 */
struct Diagnostic
{
    Severity severity = Severity::Error;
    QString file;
    int line = 0;
    int column = 0;
    QString code; ///< stable, kebab-case: "unknown-key", "out-of-range", ...
    QString message; ///< one sentence, no trailing period
    QString path; ///< where in the document, e.g. "sides[tan].budget"; may be empty

    // What a scenario check's problem is about, so the editor can go there (empty for
    // problems of the file itself).
    QString side; ///< the side id it concerns; empty for the scenario as a whole
    QString subjectKind; ///< "force", "zone", "reinforcement", "victory", "marker", "side", ...
    QString subjectId; ///< the id of that force entry, zone, ... (markers: their hex label)
    QList<OffsetCoord> hexes; ///< the offending hexes, most relevant first

    /// Compiler style: "file:line:col: error[code]: message" (line/col left out when 0),
    /// control characters in the file name and message escaped (escapeControlCharacters()).
    QString toText() const;
    QJsonObject toJson() const;

    friend bool operator==(const Diagnostic &a, const Diagnostic &b);
};

using Diagnostics = QList<Diagnostic>;

bool hasErrors(const Diagnostics &diagnostics);
int countSeverity(const Diagnostics &diagnostics, Severity severity);

/// Orders by file, line, column, then code, so the report is stable whatever the order in
/// which checks ran.
void sortDiagnostics(Diagnostics &diagnostics);

} // namespace hexwright
