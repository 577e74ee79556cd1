// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QFileSystemWatcher>
#include <QObject>
#include <QString>
#include <QTimer>

namespace hexwright {

/**
 * What a file on disk held at one moment: enough to tell another program's change from our
 * own save. Size and modification time decide quickly; when they differ the content hash
 * decides, so a "touch" or a rewrite with the same bytes is no change.
 */
struct FileStamp
{
    bool exists = false;
    qint64 size = -1;
    QDateTime modified;
    QByteArray sha256; ///< empty when the file could not be read

    /// Reads @p path now (a regular file only: a pipe put in its place never blocks).
    static FileStamp of(const QString &path);
    /// The stamp of @p bytes, as if they were the file's content; no size or time.
    static FileStamp ofBytes(const QByteArray &bytes);
};

/**
 * Watches the file of the open document and says when another program changed, replaced
 * or deleted it.
 *
 * Editors save by writing a new file and renaming it over the old one, which ends an
 * inotify watch on the old file: the folder is watched too and the file's watch is added
 * again after every change. Our own saves are no change, because after each one the window
 * calls remember() with what is now on disk. A burst of changes (a checkout rewriting the
 * file three times) is reported once, after it has been quiet for a moment.
 */
class FileWatch : public QObject
{
    Q_OBJECT

public:
    explicit FileWatch(QObject *parent = nullptr);

    /// Watches @p path (an empty or ":/" path: nothing) and takes @p known as what we last
    /// loaded or saved.
    void watch(const QString &path, const FileStamp &known);
    /// Takes what is on disk now as ours: after a save, or after "Keep Mine".
    void rememberDisk();
    QString path() const { return m_path; }
    const FileStamp &known() const { return m_known; }

    /// Whether the file on disk is no longer what we last loaded or saved, checked now
    /// (the watcher can miss events: a network folder, a full inotify table).
    bool changedOnDisk();
    /// Whether the file we last knew is gone from disk.
    bool removedFromDisk() const;

Q_SIGNALS:
    /// The file changed or vanished; once per burst, and not again for the same state.
    void changedExternally();

private:
    void scheduleCheck();
    void check();
    void rewatch();

    QFileSystemWatcher m_watcher;
    QTimer m_settle;
    QString m_path;
    FileStamp m_known;
    /// The state last reported, so that a second look at the same change stays quiet.
    QByteArray m_reportedHash;
    bool m_reportedMissing = false;
};

} // namespace hexwright
