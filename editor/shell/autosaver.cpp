// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/autosaver.h"

#include "document/scenariodocument.h"
#include "io/safefile.h"
#include "shell/preferences.h"

#include <QCoreApplication>
#include <QDir>
#include <QLockFile>
#include <QUndoStack>

#include <algorithm>

namespace hexwright {

QString scenarioSummary(const ScenarioDocument &document)
{
    const Scenario &scenario = document.scenario();
    int units = 0;
    for (const ForceEntry &force : scenario.forces)
        units += force.count;
    return QCoreApplication::translate("Autosaver", "%n side(s)", nullptr,
                                       int(scenario.sides.size()))
        + QStringLiteral(", ")
        + QCoreApplication::translate("Autosaver", "%n unit(s)", nullptr, units)
        + QStringLiteral(", ")
        + QCoreApplication::translate("Autosaver", "%n panel(s)", nullptr,
                                      int(scenario.layout.size()));
}

Autosaver::Autosaver(QObject *parent)
    : QObject(parent)
{
    m_idle.setSingleShot(true);
    m_interval.setSingleShot(true);
    readPreferences();
    connect(&m_idle, &QTimer::timeout, this, &Autosaver::timerFired);
    connect(&m_interval, &QTimer::timeout, this, &Autosaver::timerFired);
    connect(&Preferences::instance(), &Preferences::changed, this, &Autosaver::readPreferences);
}

Autosaver::~Autosaver() = default;

void Autosaver::readPreferences()
{
    const int intervalSeconds = Preferences::autosaveIntervalSeconds();
    m_enabled = intervalSeconds > 0;
    m_idle.setInterval(Preferences::autosaveIdleSeconds() * 1000);
    // A running timer restarts with its new interval; autosave turned off stops both (a copy
    // already written stays until the work is saved or thrown away).
    m_interval.setInterval(std::max(1, intervalSeconds) * 1000);
    if (!m_enabled) {
        m_idle.stop();
        m_interval.stop();
    }
}

void Autosaver::setDocument(ScenarioDocument *document)
{
    // The previous document may be destroyed already (m_document is then null): its copy
    // goes all the same.
    if (m_document)
        disconnect(m_document->undoStack(), nullptr, this, nullptr);
    discard();
    m_document = document;
    if (!m_document)
        return;
    connect(m_document->undoStack(), &QUndoStack::indexChanged, this, &Autosaver::edited);
    connect(m_document->undoStack(), &QUndoStack::cleanChanged, this, [this](bool clean) {
        // A dying document's stack clears itself: that decides nothing about the copy.
        if (!m_document)
            return;
        // Back at the saved state: nothing to recover. Marked modified without an edit (the
        // file vanished, "Keep Mine"): copy it like an edit.
        if (clean)
            discard();
        else
            edited();
    });
    // A document that starts modified (a recovered one) is copied at the first pause.
    if (m_document->isModified())
        edited();
}

void Autosaver::adopt(const RecoveryCandidate &candidate)
{
    m_id = candidate.entry.id;
    m_lock = candidate.lock;
    m_originalSha256 = candidate.entry.originalSha256;
}

void Autosaver::edited()
{
    if (!m_enabled || !m_document)
        return;
    m_idle.start();
    if (!m_interval.isActive())
        m_interval.start();
}

void Autosaver::timerFired()
{
    m_idle.stop();
    m_interval.stop();
    writeNow();
}

bool Autosaver::writeNow()
{
    if (!m_document)
        return true; // gone without a decision (a window destroyed unclosed): keep the copy
    if (!m_document->isModified()) {
        discard();
        return true;
    }
    if (m_id.isEmpty()) {
        QDir().mkpath(recoveryFolder());
        const QString id = newRecoveryId();
        std::shared_ptr<QLockFile> lock = recoveryLock(id);
        if (!lock->tryLock(0)) {
            Q_EMIT failed(tr("cannot lock %1").arg(QDir::toNativeSeparators(lock->fileName())));
            return false;
        }
        m_id = id;
        m_lock = lock;
    }
    RecoveryEntry entry;
    entry.original = m_document->filePath();
    entry.title = m_document->scenario().metadata.title;
    entry.saved = QDateTime::currentDateTimeUtc();
    entry.summary = scenarioSummary(*m_document);
    entry.originalSha256 = m_originalSha256;
    QString error;
    const QString path = recoveryFilePath(m_id);
    if (!writeFileAtomically(path, recoveryFileBytes(entry, m_document->serialize()), &error)) {
        // Said once per kind of failure: a full disk should not raise a message every minute.
        if (error != m_lastError)
            Q_EMIT failed(error);
        m_lastError = error;
        return false;
    }
    m_lastError.clear();
    Q_EMIT written(path);
    return true;
}

void Autosaver::discard()
{
    m_idle.stop();
    m_interval.stop();
    if (m_id.isEmpty())
        return;
    removeRecovery(m_id, m_lock.get());
    m_id.clear();
    m_lock.reset();
}

QString Autosaver::recoveryFile() const
{
    return m_id.isEmpty() ? QString() : recoveryFilePath(m_id);
}

} // namespace hexwright
