// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/diagnostic.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <memory>
#include <vector>

class QLockFile;

namespace hexwright {

class RulesetRegistry;
class ScenarioDocument;

/**
 * One autosaved copy of unsaved work, as a recovery file records it.
 *
 * A recovery file is the scenario in its ordinary file form behind a few comment lines
 * saying where it came from, so that it is written in one atomic step and any Hexwright
 * reader can load it. It lives in AppLocalDataLocation/recovery/ as <id>.scenario.yaml,
 * beside <id>.lock, the QLockFile its editing process holds while it runs.
 */
struct RecoveryEntry
{
    QString id;
    QString file; ///< the recovery file itself
    QString original; ///< the file the work belongs to; empty for a scenario never saved
    QString title;
    QDateTime saved;
    QString summary; ///< "2 sides, 14 units, 4 panels"
    /// The hash of the original as the editing process last loaded or saved it: recovering
    /// asks before overwriting an original that changed since.
    QByteArray originalSha256;
};

/// A recovery entry whose editing process is gone, with its lock now held by us.
struct RecoveryCandidate
{
    RecoveryEntry entry;
    std::shared_ptr<QLockFile> lock;
};

/// The folder of the recovery files (created on demand by writers, not by this call).
QString recoveryFolder();
/// A new recovery id (a file name stem).
QString newRecoveryId();
/// The path of the lock of recovery @p id.
QString recoveryLockPath(const QString &id);
/// The path of the recovery file @p id.
QString recoveryFilePath(const QString &id);
/// A QLockFile for recovery @p id that only a dead process counts as stale.
std::shared_ptr<QLockFile> recoveryLock(const QString &id);

/// The recovery file's bytes: the header lines of @p entry, then @p scenarioBytes.
QByteArray recoveryFileBytes(const RecoveryEntry &entry, const QByteArray &scenarioBytes);
/// Reads the header of @p path; false if it is not a readable recovery file.
bool readRecoveryEntry(const QString &path, RecoveryEntry *entry);

/**
 * The recovery files whose process has ended (crashed, killed, power cut), oldest first,
 * each with its lock taken so that a second Hexwright starting now does not offer them too.
 * Files held by a running Hexwright are left alone, and so is anything in the folder that is
 * not a regular file (a named pipe there never blocks the start).
 */
std::vector<RecoveryCandidate> orphanedRecoveries();

/**
 * The document of a recovered @p entry: its original file with the recovered scenario put in
 * by one undoable step, so that it is modified, Save writes to the original and Undo shows
 * the file as it is on disk. A scenario never saved, or whose file is gone or no longer
 * opens, comes back untitled and modified. Null, with the reasons, if the copy is unreadable.
 */
std::unique_ptr<ScenarioDocument>
recoverDocument(const RecoveryEntry &entry, RulesetRegistry &registry, Diagnostics &diagnostics);

/// Removes recovery @p id and then its lock file (held by @p lock, if given).
void removeRecovery(const QString &id, QLockFile *lock);

} // namespace hexwright
