// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "shell/recoveryfile.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <memory>

class QLockFile;

namespace hexwright {

class ScenarioDocument;

/**
 * Copies unsaved work to a recovery file, never over the user's own file, so that a crash,
 * a kill or a power cut loses at most the last few seconds.
 *
 * A copy is written once edits have stopped for a moment (idle time) and in any case every
 * interval while edits keep coming. Both come from Preferences (the interval, 0 turning
 * autosave off, is set in Edit > Preferences) and follow its changes at once. The copy is removed
 * when the work is saved, undone back to the saved state, closed without saving or replaced by
 * another document. While a copy exists this process holds its QLockFile, so another Hexwright
 * never offers to recover work that is still open.
 */
class Autosaver : public QObject
{
    Q_OBJECT

public:
    explicit Autosaver(QObject *parent = nullptr);
    /// Lets go of the lock but keeps the copy: a window destroyed without being closed may
    /// hold work nobody decided about.
    ~Autosaver() override;

    /// Follows @p document (null: none) from now on; the previous document's copy is removed.
    void setDocument(ScenarioDocument *document);
    /// Continues a recovered @p candidate: its file and lock become this document's copy.
    void adopt(const RecoveryCandidate &candidate);
    /// The hash of the user's file as last loaded or saved, recorded in each copy.
    void setOriginalSha256(const QByteArray &sha256) { m_originalSha256 = sha256; }

    /// Writes the copy now if there is unsaved work; false if that failed.
    bool writeNow();
    /// Removes the copy: the work was saved or deliberately thrown away.
    void discard();
    /// The current copy, or empty.
    QString recoveryFile() const;
    int idleMilliseconds() const { return m_idle.interval(); }
    int intervalMilliseconds() const { return m_interval.interval(); }

Q_SIGNALS:
    /// A copy was written to @p path.
    void written(const QString &path);
    /// Writing a copy failed (full disk, read-only data folder): @p message says why.
    void failed(const QString &message);

private:
    void readPreferences();
    void edited();
    void timerFired();

    QPointer<ScenarioDocument> m_document;
    QTimer m_idle;
    QTimer m_interval;
    bool m_enabled = true;
    QString m_id;
    std::shared_ptr<QLockFile> m_lock;
    QByteArray m_originalSha256;
    QString m_lastError;
};

/// "2 sides, 14 units, 4 panels": what a recovery list shows of a scenario.
QString scenarioSummary(const ScenarioDocument &document);

} // namespace hexwright
