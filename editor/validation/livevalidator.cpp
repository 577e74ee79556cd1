// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/livevalidator.h"

#include "checks/scenariochecks.h"
#include "document/scenariodocument.h"
#include "map/hexmap.h"
#include "scenario/scenario.h"
#include "validation/problemsubjects.h"

#include <QElapsedTimer>
#include <QTimer>
#include <QUndoStack>

namespace hexwright {

namespace {

/// What one run computes; called on the UI thread or on the worker thread with copies.
Diagnostics runChecks(const Scenario &scenario, const Ruleset &ruleset, const HexMap &map,
                      const QString &file, double *ms)
{
    QElapsedTimer timer;
    timer.start();
    Diagnostics diagnostics = checkScenario(scenario, ruleset, map, file);
    sortDiagnostics(diagnostics);
    completeSubjects(diagnostics, scenario, map);
    *ms = double(timer.nsecsElapsed()) / 1e6;
    return diagnostics;
}

} // namespace

LiveValidator::LiveValidator(QObject *parent)
    : QObject(parent)
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    m_timer->setInterval(0);
    connect(m_timer, &QTimer::timeout, this, &LiveValidator::run);
    // One run at a time: a newer edit waits for it and is then checked as a whole.
    m_pool.setMaxThreadCount(1);
    m_pool.setObjectName(QStringLiteral("validation"));
}

LiveValidator::~LiveValidator()
{
    cancelWorker();
}

void LiveValidator::setDocument(ScenarioDocument *document)
{
    if (m_document) {
        disconnect(m_document, nullptr, this, nullptr);
        disconnect(m_document->undoStack(), nullptr, this, nullptr);
    }
    cancelWorker();
    m_timer->stop();
    ++m_generation;
    m_document = document;
    if (!m_document) {
        m_diagnostics.clear();
        setPending(false);
        Q_EMIT validated(m_diagnostics);
        return;
    }
    // Every edit is an undo command (the index moves, also on undo and redo); the part
    // signals also catch a macro's commands and anything else that changes the scenario.
    connect(m_document->undoStack(), &QUndoStack::indexChanged, this, &LiveValidator::schedule);
    connectEach(m_document, this, &LiveValidator::schedule, &ScenarioDocument::layoutChanged,
                &ScenarioDocument::roadsChanged, &ScenarioDocument::metadataChanged,
                &ScenarioDocument::sidesChanged, &ScenarioDocument::forcesChanged,
                &ScenarioDocument::zonesChanged, &ScenarioDocument::gameLengthChanged,
                &ScenarioDocument::markersChanged, &ScenarioDocument::alliancesChanged,
                &ScenarioDocument::reinforcementsChanged, &ScenarioDocument::hiddenChanged,
                &ScenarioDocument::victoryChanged, &ScenarioDocument::specialRulesChanged);
    connect(m_document, &ScenarioDocument::terrainChanged, this, &LiveValidator::schedule);
    // Messages name the file.
    connect(m_document, &ScenarioDocument::filePathChanged, this, &LiveValidator::schedule);
    validateNow();
}

bool LiveValidator::nextRunOnWorker() const
{
    switch (m_mode) {
    case Mode::UiThread:
        return false;
    case Mode::WorkerThread:
        return true;
    case Mode::Automatic:
        break;
    }
    return m_lastRunMs > SlowMs;
}

void LiveValidator::schedule()
{
    if (!m_document)
        return;
    ++m_generation;
    setPending(true);
    m_timer->start();
}

void LiveValidator::run()
{
    if (!m_document)
        return;
    if (!nextRunOnWorker()) {
        validateNow();
        return;
    }
    // The run under way comes back stale and starts the next one itself.
    if (m_runningJob == 0)
        startWorker();
}

void LiveValidator::validateNow()
{
    if (!m_document)
        return;
    cancelWorker();
    m_timer->stop();
    double ms = 0;
    const Diagnostics diagnostics = runChecks(m_document->scenario(), m_document->ruleset(),
                                              m_document->map(), m_document->displayName(), &ms);
    m_lastRunMs = ms;
    publish(diagnostics);
}

void LiveValidator::startWorker()
{
    const quint64 job = ++m_jobs;
    const quint64 generation = m_generation;
    m_runningJob = job;
    // Copies: the editor goes on changing its own while the worker reads these. The ruleset
    // is never changed and outlives the document (a new document waits for the run).
    const Scenario scenario = m_document->scenario();
    const HexMap map = m_document->map();
    const Ruleset *ruleset = &m_document->ruleset();
    const QString file = m_document->displayName();
    m_pool.start([this, job, generation, scenario, map, ruleset, file] {
        double ms = 0;
        Diagnostics diagnostics = runChecks(scenario, *ruleset, map, file, &ms);
        // Back on the UI thread; dropped if this object is gone (it waits for us first).
        QMetaObject::invokeMethod(
            this,
            [this, job, generation, diagnostics = std::move(diagnostics), ms] {
                finishWorker(job, generation, diagnostics, ms);
            },
            Qt::QueuedConnection);
    });
}

void LiveValidator::finishWorker(quint64 job, quint64 generation, const Diagnostics &diagnostics,
                                 double ms)
{
    if (job != m_runningJob)
        return; // cancelled: another document, or a run on the UI thread replaced it
    m_runningJob = 0;
    m_lastRunMs = ms;
    if (generation != m_generation) {
        // Edited while it ran: check what the scenario is now instead.
        ++m_discarded;
        run();
        return;
    }
    publish(diagnostics);
}

void LiveValidator::cancelWorker()
{
    if (m_runningJob == 0)
        return;
    m_pool.waitForDone();
    m_runningJob = 0;
}

void LiveValidator::publish(const Diagnostics &diagnostics)
{
    m_diagnostics = diagnostics;
    setPending(false);
    Q_EMIT validated(m_diagnostics);
}

void LiveValidator::setPending(bool pending)
{
    if (m_pending == pending)
        return;
    m_pending = pending;
    Q_EMIT pendingChanged(pending);
}

} // namespace hexwright
