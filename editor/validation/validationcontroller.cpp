// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/validationcontroller.h"

#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "mapview.h"
#include "render/maprenderer.h"
#include "roster/rosterdock.h"
#include "ruleset/ruleset.h"
#include "schedule/scheduledock.h"
#include "setup/zonesdock.h"
#include "shell/actionicons.h"
#include "sides/sidesdock.h"
#include "validation/livevalidator.h"
#include "validation/problemmodel.h"
#include "validation/problemoverlay.h"
#include "validation/problemsubjects.h"
#include "validation/validationdock.h"
#include "victory/victorydock.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QToolButton>
#include <QTreeView>

namespace hexwright {

namespace {

const QString MarkersKey = QStringLiteral("validation/problemMarkers");

/// On a table: where the part a problem is about stands (a piece, an objective, a deployment
/// area, a unit placed at a point), in millimetres, the view's scene unit on a table.
std::optional<QPointF> subjectTablePoint(const ScenarioDocument &document, const Diagnostic &d)
{
    const Scenario &s = document.scenario();
    if (!s.table)
        return std::nullopt;
    const TableLayout &table = *s.table;
    if (d.subjectKind == QLatin1String("piece")) {
        if (const TablePiece *piece = table.findPiece(d.subjectId))
            return piece->shape.boundingRect().center();
    } else if (d.subjectKind == QLatin1String("objective")) {
        if (const TableObjective *objective = table.findObjective(d.subjectId))
            return objective->at.toPointF();
    } else if (d.subjectKind == QLatin1String("deployment")) {
        if (const TableDeployment *area = table.findDeployment(d.subjectId);
            area && !area->shapes.isEmpty())
            return area->shapes.first().boundingRect().center();
    } else if (d.subjectKind == QLatin1String("force")) {
        for (const ForceEntry &f : s.forces) {
            if (f.id == d.subjectId && f.placement.kind == Placement::Kind::Point)
                return f.placement.point.toPointF();
        }
    }
    return std::nullopt;
}

/// A hex of a problem's subject to show when the problem names none.
std::optional<OffsetCoord> subjectHex(const ScenarioDocument &document, const Diagnostic &d)
{
    const Scenario &s = document.scenario();
    const QList<OffsetCoord> hexes = subjectHexes(s, document.map(), d.subjectKind, d.subjectId);
    if (!hexes.isEmpty())
        return hexes.first();
    if (d.subjectKind == QLatin1String("zone")) {
        if (const Zone *zone = s.findZone(d.subjectId); zone && !zone->hexes.isEmpty())
            return zone->hexes.first();
    }
    return std::nullopt;
}

QString countText(int errors, int warnings, int notes)
{
    QStringList parts;
    if (errors > 0)
        parts.append(errors == 1 ? ValidationController::tr("1 error")
                                 : ValidationController::tr("%n errors", nullptr, errors));
    if (warnings > 0)
        parts.append(warnings == 1 ? ValidationController::tr("1 warning")
                                   : ValidationController::tr("%n warnings", nullptr, warnings));
    if (notes > 0)
        parts.append(notes == 1 ? ValidationController::tr("1 note")
                                : ValidationController::tr("%n notes", nullptr, notes));
    return parts.isEmpty() ? ValidationController::tr("No problems")
                           : parts.join(QStringLiteral(", "));
}

} // namespace

ValidationController::ValidationController(EditorContext &context)
    : QObject(&context)
    , m_context(context)
    , m_validator(new LiveValidator(this))
    , m_dock(new ValidationDock(context.window()))
    , m_overlay(new ProblemOverlay(this))
    , m_status(new QToolButton(context.window()))
    , m_markersAction(new QAction(actionIcon(QStringLiteral("hexwright-problem-markers")),
                                  tr("Problem &Markers"), this))
{
    setObjectName(QStringLiteral("validationController"));
    context.addDock(m_dock, Qt::BottomDockWidgetArea,
                    actionIcon(QStringLiteral("hexwright-problems")));
    context.view()->addOverlay(m_overlay);

    m_status->setObjectName(QStringLiteral("problemsStatus"));
    m_status->setAutoRaise(true);
    m_status->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_status->setToolTip(tr("Show the Problems dock"));
    context.window()->statusBar()->addPermanentWidget(m_status);
    connect(m_status, &QToolButton::clicked, this, [this] {
        m_dock->show();
        m_dock->raise();
    });

    m_markersAction->setObjectName(QStringLiteral("problemMarkersAction"));
    m_markersAction->setCheckable(true);
    m_markersAction->setChecked(QSettings().value(MarkersKey, true).toBool());
    m_markersAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    m_markersAction->setStatusTip(tr("Ring the hexes of the problems on the map: red for "
                                     "errors, amber for warnings"));
    m_overlay->setVisible(m_markersAction->isChecked());
    connect(m_markersAction, &QAction::toggled, this, [this](bool on) {
        m_overlay->setVisible(on);
        QSettings().setValue(MarkersKey, on);
    });

    auto *next = new QAction(actionIcon(QStringLiteral("go-down")), tr("&Next Problem"), this);
    next->setObjectName(QStringLiteral("nextProblemAction"));
    next->setShortcut(QKeySequence(Qt::Key_F8));
    next->setStatusTip(tr("Go to the next problem of the Problems dock"));
    auto *previous
        = new QAction(actionIcon(QStringLiteral("go-up")), tr("Pre&vious Problem"), this);
    previous->setObjectName(QStringLiteral("previousProblemAction"));
    previous->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F8));
    previous->setStatusTip(tr("Go to the previous problem of the Problems dock"));
    const auto step = [this](int delta) {
        const Diagnostics shown = m_dock->model()->shownProblems();
        if (shown.isEmpty())
            return;
        const Diagnostic *current = m_dock->currentProblem();
        qsizetype at = current ? shown.indexOf(*current) : -1;
        at = at < 0 ? (delta > 0 ? 0 : shown.size() - 1)
                    : (at + delta + shown.size()) % shown.size();
        m_dock->selectProblem(shown.at(at));
        goTo(shown.at(at));
    };
    connect(next, &QAction::triggered, this, [step] { step(1); });
    connect(previous, &QAction::triggered, this, [step] { step(-1); });
    if (QMenu *view = context.menu(QStringLiteral("viewMenu"))) {
        view->addSeparator();
        view->addAction(m_markersAction);
        view->addAction(next);
        view->addAction(previous);
        view->addSeparator();
    } else {
        context.window()->addAction(next);
        context.window()->addAction(previous);
    }

    connect(&context, &EditorContext::documentChanged, this,
            [this](ScenarioDocument *document) { m_validator->setDocument(document); });
    connect(m_validator, &LiveValidator::validated, this, &ValidationController::refresh);
    connect(m_validator, &LiveValidator::pendingChanged, this, &ValidationController::updateStatus);
    connect(m_dock, &ValidationDock::shownProblemsChanged, this,
            [this] { m_overlay->setProblems(m_dock->model()->shownProblems()); });
    connect(m_dock, &ValidationDock::problemActivated, this, &ValidationController::goTo);
    m_validator->setDocument(context.document());
}

void ValidationController::setLoadProblems(const Diagnostics &diagnostics)
{
    m_fileProblems = diagnostics;
    m_fileTitle.clear();
    m_fileName.clear();
    refresh();
}

void ValidationController::showFileProblems(const Diagnostics &diagnostics, const QString &file)
{
    m_fileProblems = diagnostics;
    m_fileTitle = file.isEmpty() ? tr("Not opened") : tr("%1: not opened").arg(file);
    m_fileName = file;
    refresh();
}

QStringList ValidationController::problems() const
{
    return m_dock->model()->problemTexts();
}

Diagnostics ValidationController::problemsAt(OffsetCoord hex) const
{
    return m_overlay->isVisible() ? m_overlay->problemsAt(hex) : Diagnostics();
}

void ValidationController::refresh()
{
    const ScenarioDocument *document = m_context.document();
    QList<ProblemModel::SideLabel> sides;
    QString file;
    int digits = 2;
    if (document) {
        file = document->displayName();
        digits = labelDigits(document->scenario(), &document->panels());
        for (const Side &side : document->scenario().sides) {
            const ArmyColour *colour = side.colours.isEmpty()
                ? nullptr
                : document->ruleset().findColour(side.colours.first());
            sides.append({side.id, side.name, colour ? colour->colour : QColor()});
        }
    }
    const Diagnostics &checks = m_validator->diagnostics();
    m_dock->model()->setProblems(checks, sides, file, digits, m_fileProblems,
                                 m_fileTitle.isEmpty() ? file : m_fileTitle,
                                 m_fileName.isEmpty() ? file : m_fileName);
    m_context.setDiagnostics(checks);
    updateStatus();
}

void ValidationController::updateStatus()
{
    const ProblemModel *model = m_dock->model();
    const int errors = model->count(Severity::Error);
    const int warnings = model->count(Severity::Warning);
    const int notes = model->count(Severity::Info);
    QString text = countText(errors, warnings, notes);
    // Checks on the worker thread take a moment: say that the figures are about to change.
    if (m_validator->isPending() && m_validator->nextRunOnWorker())
        text = tr("%1 (checking...)").arg(text);
    m_status->setText(text);
    QStyle *style = m_status->style();
    m_status->setIcon(errors > 0         ? style->standardIcon(QStyle::SP_MessageBoxCritical)
                          : warnings > 0 ? style->standardIcon(QStyle::SP_MessageBoxWarning)
                          : notes > 0    ? style->standardIcon(QStyle::SP_MessageBoxInformation)
                                         : style->standardIcon(QStyle::SP_DialogApplyButton));
    m_status->setVisible(m_context.document() != nullptr || !m_fileProblems.isEmpty());
}

void ValidationController::centreOn(OffsetCoord hex)
{
    MapView *view = m_context.view();
    if (!view || !view->hasMap())
        return;
    const MapRenderer *renderer = view->renderer();
    // Close enough to see the hex and what is around it.
    constexpr qreal ReadablePixels = 24;
    if (view->zoom() * renderer->acrossFlats() < ReadablePixels / 2)
        view->setZoom(ReadablePixels / renderer->acrossFlats(), view->viewport()->rect().center());
    view->centerOn(renderer->hexCentre(hex));
}

void ValidationController::goTo(const Diagnostic &diagnostic)
{
    const ScenarioDocument *document = m_context.document();
    std::optional<OffsetCoord> hex;
    if (!diagnostic.hexes.isEmpty())
        hex = diagnostic.hexes.first();
    else if (document)
        hex = subjectHex(*document, diagnostic);
    if (hex) {
        centreOn(*hex);
        m_overlay->flash(*hex);
    } else if (const auto point
               = document ? subjectTablePoint(*document, diagnostic) : std::nullopt;
               point && m_context.view()) {
        m_context.view()->centerOn(*point);
    }
    if (document)
        selectSubject(diagnostic);
    m_context.showStatus(diagnostic.line > 0
                             ? tr("Line %1: %2").arg(diagnostic.line).arg(diagnostic.message)
                             : diagnostic.message,
                         6000);
}

bool ValidationController::selectSubject(const Diagnostic &d)
{
    QMainWindow *window = m_context.window();
    const auto raise = [](QDockWidget *dock) {
        dock->show();
        dock->raise();
    };
    const QString &kind = d.subjectKind;
    if (kind == QLatin1String("force")) {
        auto *roster = window->findChild<RosterDock *>();
        return roster && roster->showForce(d.subjectId);
    }
    if (kind == QLatin1String("zone")) {
        auto *zones = window->findChild<ZonesDock *>();
        if (!zones)
            return false;
        raise(zones);
        return zones->selectZone(d.subjectId);
    }
    if (kind == QLatin1String("reinforcement")) {
        auto *schedule = window->findChild<ScheduleDock *>();
        if (!schedule)
            return false;
        raise(schedule);
        schedule->select(d.subjectId);
        return schedule->selected() == d.subjectId;
    }
    auto *victory = window->findChild<VictoryDock *>();
    if (kind == QLatin1String("victory"))
        return victory && victory->showCondition(d.subjectId);
    if (kind == QLatin1String("hidden"))
        return victory && victory->showHidden(d.subjectId);
    if (kind == QLatin1String("marker")) {
        const ScenarioDocument *document = m_context.document();
        const std::optional<OffsetCoord> hex
            = d.hexes.isEmpty() ? subjectHex(*document, d) : d.hexes.first();
        return victory && hex && victory->showMarker(*hex);
    }
    const QString side = kind == QLatin1String("side") ? d.subjectId : d.side;
    if (!side.isEmpty() && (kind.isEmpty() || kind == QLatin1String("side"))) {
        auto *sides = window->findChild<SidesDock *>();
        if (!sides)
            return false;
        raise(sides);
        sides->setCurrentSide(side);
        return sides->currentSide() == side;
    }
    return false;
}

} // namespace hexwright
