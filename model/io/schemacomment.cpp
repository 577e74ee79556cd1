// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/schemacomment.h"

#include <QDir>
#include <QFileInfo>

#ifndef HEXWRIGHT_SCHEMA_DIR
#define HEXWRIGHT_SCHEMA_DIR "/usr/share/hexwright/schemas"
#endif

namespace hexwright {

namespace {

constexpr QLatin1String Prefix("# yaml-language-server: $schema=");

} // namespace

QString schemaReferenceIn(const QByteArray &text)
{
    qsizetype end = text.indexOf('\n');
    if (end < 0)
        end = text.size();
    QByteArray line = text.left(end);
    if (line.endsWith('\r'))
        line.chop(1);
    if (!line.startsWith(QByteArray(Prefix.data(), Prefix.size())))
        return QString();
    return QString::fromUtf8(line.mid(Prefix.size())).trimmed();
}

QString installedSchemaReference(const QString &format)
{
    return QStringLiteral(HEXWRIGHT_SCHEMA_DIR "/%1.schema.json").arg(format);
}

QString movedSchemaReference(const QString &reference, const QString &fromFile,
                             const QString &toFile)
{
    if (reference.isEmpty() || QDir::isAbsolutePath(reference)
        || reference.contains(QLatin1String("://")))
        return reference;
    if (fromFile.isEmpty() || fromFile.startsWith(QLatin1Char(':')))
        return QString();
    const QFileInfo from(fromFile);
    const QFileInfo to(toFile);
    if (from.absolutePath() == to.absolutePath())
        return reference;
    const QString schema = QDir::cleanPath(from.absoluteDir().filePath(reference));
    if (!QFileInfo::exists(schema))
        return QString();
    return to.absoluteDir().relativeFilePath(schema);
}

QByteArray schemaCommentLine(const QString &format, const QString &reference)
{
    const QString target = reference.isEmpty() ? installedSchemaReference(format) : reference;
    return QString(Prefix + target + QLatin1Char('\n')).toUtf8();
}

} // namespace hexwright
