// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/diagnostic.h"

#include <QJsonArray>

#include <algorithm>
#include <tuple>

namespace hexwright {

QString severityName(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return QStringLiteral("error");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Info:
        return QStringLiteral("info");
    }
    return QString();
}

QString escapeControlCharacters(const QString &text)
{
    const auto isControl = [](char16_t unit) {
        return unit < 0x20 || (unit >= 0x7f && unit < 0xa0);
    };
    if (std::none_of(text.cbegin(), text.cend(),
                     [&](QChar character) { return isControl(character.unicode()); }))
        return text;
    QString escaped;
    escaped.reserve(text.size() + 8);
    for (const QChar character : text) {
        const char16_t unit = character.unicode();
        if (unit == u'\n')
            escaped += QLatin1String("\\n");
        else if (unit == u'\t')
            escaped += QLatin1String("\\t");
        else if (isControl(unit))
            escaped += QStringLiteral("\\x%1").arg(int(unit), 2, 16, QLatin1Char('0'));
        else
            escaped += character;
    }
    return escaped;
}

QString Diagnostic::toText() const
{
    // The one place a diagnostic becomes a line of text (the CLI, tool tips, message boxes):
    // names and quoted values come from files and must not reach a terminal raw.
    QString where = escapeControlCharacters(file);
    if (line > 0) {
        where += QLatin1Char(':') + QString::number(line);
        if (column > 0)
            where += QLatin1Char(':') + QString::number(column);
    }
    return QStringLiteral("%1: %2[%3]: %4")
        .arg(where, severityName(severity), escapeControlCharacters(code),
             escapeControlCharacters(message));
}

QJsonObject Diagnostic::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("severity"), severityName(severity));
    o.insert(QStringLiteral("file"), file);
    o.insert(QStringLiteral("line"), line);
    o.insert(QStringLiteral("column"), column);
    o.insert(QStringLiteral("code"), code);
    o.insert(QStringLiteral("message"), message);
    if (!path.isEmpty())
        o.insert(QStringLiteral("path"), path);
    if (!side.isEmpty())
        o.insert(QStringLiteral("side"), side);
    if (!subjectKind.isEmpty()) {
        QJsonObject subject;
        subject.insert(QStringLiteral("kind"), subjectKind);
        subject.insert(QStringLiteral("id"), subjectId);
        o.insert(QStringLiteral("subject"), subject);
    }
    if (!hexes.isEmpty()) {
        int columns = 0;
        int rows = 0;
        for (const OffsetCoord &hex : hexes) {
            columns = std::max(columns, hex.col + 1);
            rows = std::max(rows, hex.row + 1);
        }
        const int digits = hexLabelDigits(columns, rows);
        QJsonArray labels;
        for (const OffsetCoord &hex : hexes)
            labels.append(formatHexLabel(hex, digits));
        o.insert(QStringLiteral("hexes"), labels);
    }
    return o;
}

bool operator==(const Diagnostic &a, const Diagnostic &b)
{
    return a.severity == b.severity && a.file == b.file && a.line == b.line && a.column == b.column
        && a.code == b.code && a.message == b.message && a.path == b.path && a.side == b.side
        && a.subjectKind == b.subjectKind && a.subjectId == b.subjectId && a.hexes == b.hexes;
}

bool hasErrors(const Diagnostics &diagnostics)
{
    return countSeverity(diagnostics, Severity::Error) > 0;
}

int countSeverity(const Diagnostics &diagnostics, Severity severity)
{
    return int(std::count_if(diagnostics.cbegin(), diagnostics.cend(),
                             [severity](const Diagnostic &d) { return d.severity == severity; }));
}

void sortDiagnostics(Diagnostics &diagnostics)
{
    std::stable_sort(diagnostics.begin(), diagnostics.end(),
                     [](const Diagnostic &a, const Diagnostic &b) {
                         return std::tie(a.file, a.line, a.column, a.code)
                             < std::tie(b.file, b.line, b.column, b.code);
                     });
}

} // namespace hexwright
