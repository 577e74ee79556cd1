// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/diagnostic.h"

#include <QObject>
#include <QPointer>
#include <QThreadPool>

class QTimer;

namespace hexwright {

class ScenarioDocument;

/**
 * Keeps the rules engine's verdict on the open scenario current: checkScenario() runs again
 * after every edit (each change of the undo stack's index, undo and redo included, and each
 * change signal of the document), once per turn of the event loop however many edits the
 * turn made.
 *
 * A run that takes longer than SlowMs makes the next ones run on a worker thread, on a copy
 * of the scenario and its assembled map (Qt's containers share their data, so a copy costs
 * next to nothing until the editor changes it); one run at a time, a result that an edit made
 * out of date while it ran is thrown away and the newest state is checked instead. Opening a
 * document checks it at once, on the UI thread, so what is on screen is never a guess.
 */
class LiveValidator : public QObject
{
    Q_OBJECT

public:
    enum class Mode {
        Automatic, ///< on the UI thread while a run is quick, on a worker thread once slow
        UiThread,
        WorkerThread,
    };

    /// A run slower than this (milliseconds) goes to the worker thread: half a 60 Hz frame,
    /// since a brush stroke on a big map validates after every frame it paints.
    static constexpr double SlowMs = 8.0;

    explicit LiveValidator(QObject *parent = nullptr);
    ~LiveValidator() override;

    ScenarioDocument *document() const { return m_document; }
    /// Follows @p document (null: none) and checks it at once.
    void setDocument(ScenarioDocument *document);

    Mode mode() const { return m_mode; }
    void setMode(Mode mode) { m_mode = mode; }

    /// The checks' problems for the scenario as it was at the last finished run, their
    /// subjects completed (see completeSubjects()).
    const Diagnostics &diagnostics() const { return m_diagnostics; }
    /// True while an edit has not been checked yet.
    bool isPending() const { return m_pending; }
    /// How long the last run of the checks took, in milliseconds.
    double lastRunMs() const { return m_lastRunMs; }
    /// Whether the next run goes to the worker thread.
    bool nextRunOnWorker() const;
    /// True while a run is under way on the worker thread.
    bool isChecking() const { return m_runningJob != 0; }
    /// Results thrown away because an edit came while they were computed (for tests).
    int discardedRuns() const { return m_discarded; }

public Q_SLOTS:
    /// Checks again once the event loop is idle: a burst of edits validates once.
    void schedule();
    /// Checks the scenario now, on this thread, and reports before returning.
    void validateNow();

Q_SIGNALS:
    /// A run finished: @p diagnostics are the scenario's problems now.
    void validated(const hexwright::Diagnostics &diagnostics);
    /// An edit is waiting to be checked (true), or everything is checked (false).
    void pendingChanged(bool pending);

private:
    void run();
    void startWorker();
    void finishWorker(quint64 job, quint64 generation, const hexwright::Diagnostics &diagnostics,
                      double ms);
    void publish(const Diagnostics &diagnostics);
    void setPending(bool pending);
    /// Waits for a run under way and forgets its result.
    void cancelWorker();

    QPointer<ScenarioDocument> m_document;
    Diagnostics m_diagnostics;
    Mode m_mode = Mode::Automatic;
    QTimer *m_timer;
    QThreadPool m_pool;
    quint64 m_generation = 0; ///< counts edits; a result of an older one is stale
    quint64 m_jobs = 0; ///< counts runs started on the worker thread
    quint64 m_runningJob = 0; ///< the run under way on the worker thread, 0 for none
    bool m_pending = false;
    double m_lastRunMs = 0;
    int m_discarded = 0;
};

} // namespace hexwright
