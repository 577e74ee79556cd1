// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/recoveryfile.h"

#include "commands/replacescenario.h"
#include "document/scenariodocument.h"
#include "io/safefile.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenarioreader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QStandardPaths>
#include <QUndoStack>
#include <QUrl>
#include <QUuid>

#include <algorithm>

namespace hexwright {

namespace {

const QString FileSuffix = QStringLiteral(".scenario.yaml");
const QString LockSuffix = QStringLiteral(".lock");
const QByteArray Magic = QByteArrayLiteral("# hexwright-recovery: 1\n");
const QByteArray KeyPrefix = QByteArrayLiteral("# recovery-");

/// Recovery files are small; a header is never read past this.
constexpr qint64 MaxRecoveryBytes = 64 * 1024 * 1024;

/// Values are percent-encoded: a title or path with a line break stays on its line.
QByteArray headerLine(const char *key, const QString &value)
{
    return KeyPrefix + key + ": " + QUrl::toPercentEncoding(value, " /:,()'") + '\n';
}

} // namespace

QString recoveryFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)
        + QStringLiteral("/recovery");
}

QString newRecoveryId()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

QString recoveryLockPath(const QString &id)
{
    return recoveryFolder() + QLatin1Char('/') + id + LockSuffix;
}

QString recoveryFilePath(const QString &id)
{
    return recoveryFolder() + QLatin1Char('/') + id + FileSuffix;
}

std::shared_ptr<QLockFile> recoveryLock(const QString &id)
{
    auto lock = std::make_shared<QLockFile>(recoveryLockPath(id));
    // QLockFile's default calls a lock stale after 30 s even when its process still runs;
    // only a process that is gone may give up its recovery file.
    lock->setStaleLockTime(0);
    return lock;
}

QByteArray recoveryFileBytes(const RecoveryEntry &entry, const QByteArray &scenarioBytes)
{
    QByteArray bytes = Magic;
    bytes += headerLine("original", entry.original);
    bytes += headerLine("title", entry.title);
    bytes += headerLine("saved", entry.saved.toUTC().toString(Qt::ISODateWithMs));
    bytes += headerLine("summary", entry.summary);
    bytes += KeyPrefix + "original-sha256: " + entry.originalSha256.toHex() + '\n';
    return bytes + scenarioBytes;
}

bool readRecoveryEntry(const QString &path, RecoveryEntry *entry)
{
    const std::optional<QByteArray> bytes = readRegularFile(path, MaxRecoveryBytes);
    if (!bytes || !bytes->startsWith(Magic))
        return false;
    RecoveryEntry read;
    read.file = path;
    read.id = QFileInfo(path).fileName();
    read.id.chop(FileSuffix.size());
    qsizetype start = Magic.size();
    while (start < bytes->size() && bytes->mid(start, KeyPrefix.size()) == KeyPrefix) {
        qsizetype end = bytes->indexOf('\n', start);
        if (end < 0)
            end = bytes->size();
        const QByteArray line
            = bytes->mid(start + KeyPrefix.size(), end - start - KeyPrefix.size());
        start = end + 1;
        const qsizetype colon = line.indexOf(": ");
        if (colon < 0)
            continue;
        const QByteArray key = line.left(colon);
        const QByteArray raw = line.mid(colon + 2);
        const QString value = QUrl::fromPercentEncoding(raw);
        if (key == "original")
            read.original = value;
        else if (key == "title")
            read.title = value;
        else if (key == "saved")
            read.saved = QDateTime::fromString(value, Qt::ISODateWithMs);
        else if (key == "summary")
            read.summary = value;
        else if (key == "original-sha256")
            read.originalSha256 = QByteArray::fromHex(raw);
    }
    *entry = read;
    return true;
}

std::vector<RecoveryCandidate> orphanedRecoveries()
{
    std::vector<RecoveryCandidate> found;
    const QDir folder(recoveryFolder());
    // QDir::Files without QDir::System leaves out pipes, sockets and devices.
    const QFileInfoList files
        = folder.entryInfoList({QLatin1Char('*') + FileSuffix}, QDir::Files | QDir::NoDotAndDotDot);
    for (const QFileInfo &info : files) {
        if (!info.isFile())
            continue;
        QString id = info.fileName();
        id.chop(FileSuffix.size());
        std::shared_ptr<QLockFile> lock = recoveryLock(id);
        if (!lock->tryLock(0))
            continue; // a running Hexwright is editing it
        RecoveryEntry entry;
        if (!readRecoveryEntry(info.absoluteFilePath(), &entry))
            continue; // not ours, or unreadable: leave it, never delete what we cannot read
        found.push_back({entry, lock});
    }
    std::sort(found.begin(), found.end(),
              [](const RecoveryCandidate &a, const RecoveryCandidate &b) {
                  return a.entry.saved < b.entry.saved;
              });
    return found;
}

std::unique_ptr<ScenarioDocument>
recoverDocument(const RecoveryEntry &entry, RulesetRegistry &registry, Diagnostics &diagnostics)
{
    const QString shownName
        = entry.original.isEmpty() ? entry.title : QFileInfo(entry.original).fileName();
    LoadedScenario recovered = loadScenario(entry.file, shownName, registry, diagnostics);
    if (!recovered.scenario || !recovered.ruleset || !recovered.panels)
        return nullptr;
    if (!entry.original.isEmpty()) {
        Diagnostics ignored;
        std::unique_ptr<ScenarioDocument> document
            = ScenarioDocument::load(entry.original, registry, ignored);
        if (document && document->scenario().rulesetId == recovered.scenario->rulesetId
            && document->scenario().panelLibrary == recovered.scenario->panelLibrary) {
            document->undoStack()->push(new ReplaceScenario(
                document.get(), *recovered.scenario,
                QCoreApplication::translate("Recovery", "Recover Autosaved Changes")));
            return document;
        }
    }
    auto document = std::make_unique<ScenarioDocument>(std::move(recovered.scenario),
                                                       *recovered.ruleset, *recovered.panels);
    // Not in any file yet: modified until saved.
    document->undoStack()->resetClean();
    return document;
}

void removeRecovery(const QString &id, QLockFile *lock)
{
    QFile::remove(recoveryFilePath(id));
    // The lock goes last: while the file exists it is always guarded.
    if (lock)
        lock->unlock();
}

} // namespace hexwright
