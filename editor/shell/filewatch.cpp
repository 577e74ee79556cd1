// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/filewatch.h"

#include "io/safefile.h"

#include <QCryptographicHash>
#include <QFileInfo>

namespace hexwright {

namespace {

/// Larger than any scenario Hexwright opens (the YAML reader stops at 8 MB).
constexpr qint64 MaxHashedBytes = 64 * 1024 * 1024;

/// Quiet time before a burst of change notifications is looked at.
constexpr int SettleMilliseconds = 150;

bool sameContent(const FileStamp &disk, const FileStamp &known)
{
    if (disk.exists != known.exists)
        return false;
    if (!disk.exists)
        return true;
    return !disk.sha256.isEmpty() && disk.sha256 == known.sha256;
}

} // namespace

FileStamp FileStamp::of(const QString &path)
{
    FileStamp stamp;
    const QFileInfo info(path);
    if (!info.exists())
        return stamp;
    stamp.exists = true;
    stamp.size = info.size();
    stamp.modified = info.lastModified();
    if (const std::optional<QByteArray> bytes = readRegularFile(path, MaxHashedBytes))
        stamp.sha256 = QCryptographicHash::hash(*bytes, QCryptographicHash::Sha256);
    return stamp;
}

FileStamp FileStamp::ofBytes(const QByteArray &bytes)
{
    FileStamp stamp;
    stamp.exists = true;
    stamp.sha256 = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
    return stamp;
}

FileWatch::FileWatch(QObject *parent)
    : QObject(parent)
{
    m_settle.setSingleShot(true);
    m_settle.setInterval(SettleMilliseconds);
    connect(&m_settle, &QTimer::timeout, this, &FileWatch::check);
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, &FileWatch::scheduleCheck);
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, this, &FileWatch::scheduleCheck);
}

void FileWatch::watch(const QString &path, const FileStamp &known)
{
    if (!m_watcher.files().isEmpty())
        m_watcher.removePaths(m_watcher.files());
    if (!m_watcher.directories().isEmpty())
        m_watcher.removePaths(m_watcher.directories());
    m_settle.stop();
    const bool onDisk = !path.isEmpty() && !path.startsWith(QLatin1String(":/"));
    m_path = onDisk ? QFileInfo(path).absoluteFilePath() : QString();
    m_known = known;
    m_reportedHash.clear();
    m_reportedMissing = false;
    rewatch();
}

void FileWatch::rememberDisk()
{
    if (m_path.isEmpty())
        return;
    m_known = FileStamp::of(m_path);
    m_reportedHash.clear();
    m_reportedMissing = false;
    rewatch();
}

bool FileWatch::changedOnDisk()
{
    if (m_path.isEmpty())
        return false;
    const QFileInfo info(m_path);
    if (info.exists() && m_known.exists && info.size() == m_known.size
        && info.lastModified() == m_known.modified)
        return false;
    const FileStamp disk = FileStamp::of(m_path);
    if (!sameContent(disk, m_known))
        return true;
    // The same bytes with a new time (touched, or rewritten unchanged): remember the time so
    // that the next look is quick.
    m_known.size = disk.size;
    m_known.modified = disk.modified;
    return false;
}

bool FileWatch::removedFromDisk() const
{
    return !m_path.isEmpty() && m_known.exists && !QFileInfo::exists(m_path);
}

void FileWatch::scheduleCheck()
{
    m_settle.start();
}

void FileWatch::check()
{
    rewatch();
    if (!changedOnDisk())
        return;
    const bool missing = !QFileInfo::exists(m_path);
    const QByteArray hash = missing ? QByteArray() : FileStamp::of(m_path).sha256;
    if (missing == m_reportedMissing && hash == m_reportedHash && (missing || !hash.isEmpty()))
        return;
    m_reportedMissing = missing;
    m_reportedHash = hash;
    Q_EMIT changedExternally();
}

void FileWatch::rewatch()
{
    if (m_path.isEmpty())
        return;
    const QString folder = QFileInfo(m_path).absolutePath();
    if (QFileInfo::exists(folder) && !m_watcher.directories().contains(folder))
        m_watcher.addPath(folder);
    // A file replaced by a rename is a new file whose watch has to be added again; the old
    // watch may still be listed, so it is always renewed.
    if (m_watcher.files().contains(m_path))
        m_watcher.removePath(m_path);
    if (QFileInfo::exists(m_path))
        m_watcher.addPath(m_path);
}

} // namespace hexwright
