// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "playtest/playtestwindow.h"

#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "engine/familyengines.h"
#include "engine/gamesession.h"
#include "io/safefile.h"
#include "mapview.h"
#include "playtest/placeoverlay.h"
#include "playtest/playtestextension.h"
#include "playtest/playtool.h"
#include "playtest/setuptray.h"
#include "shell/accessiblenames.h"
#include "shell/actionicons.h"
#include "shell/screensize.h"

#include <QAction>
#include <QFileDialog>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QToolBar>

namespace hexwright {

namespace {

/// The map without the scenario's counters and markers: the game paints its own.
std::unique_ptr<ScenarioDocument> boardOf(const ScenarioDocument &document)
{
    auto scenario = std::make_unique<Scenario>(document.scenario());
    scenario->forces.clear();
    scenario->markers.clear();
    return std::make_unique<ScenarioDocument>(std::move(scenario), document.ruleset(),
                                              document.panels());
}

constexpr int MaxPhasesPerTurn = 1000; ///< End Turn's guard against an engine that never moves on

QJsonObject endPhaseOrder()
{
    return {{QStringLiteral("kind"), QStringLiteral("end_phase")}};
}

} // namespace

PlaytestWindow::PlaytestWindow(const ScenarioDocument &document, RulesetRegistry &registry,
                               quint64 seed, QWidget *parent)
    : QMainWindow(parent)
    , m_board(boardOf(document))
{
    const FamilyEngine *engine = familyEngineFor(document.ruleset());
    if (!engine) {
        m_problem = tr("no engine plays the rules of %1").arg(document.ruleset().id);
    } else {
        m_session = engine->newGame(
            {document.scenario(), document.ruleset(), document.panels(), document.filePath()}, seed,
            &m_problem);
    }
    start(document, registry, seed);
}

PlaytestWindow::PlaytestWindow(const ScenarioDocument &document, RulesetRegistry &registry,
                               std::unique_ptr<GameSession> session, const QString &problem,
                               QWidget *parent)
    : QMainWindow(parent)
    , m_board(boardOf(document))
    , m_session(std::move(session))
    , m_problem(problem)
{
    start(document, registry, m_session ? m_session->seed() : 0);
}

void PlaytestWindow::start(const ScenarioDocument &document, RulesetRegistry &registry,
                           quint64 seed)
{
    m_scenarioPath = document.filePath();
    m_played = std::make_shared<const Scenario>(document.scenario());
    m_registry = &registry;
    setObjectName(QStringLiteral("playtestWindow"));
    setWindowFlag(Qt::Window);
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Playtest: %1 (seed %2)")
                       .arg(document.scenario().metadata.title.isEmpty()
                                ? document.displayName()
                                : document.scenario().metadata.title)
                       .arg(seed));

    m_view = new MapView(this);
    m_view->setObjectName(QStringLiteral("playtestMap"));
    setCentralWidget(m_view);
    m_context = new EditorContext(this, m_view, registry);
    m_view->setDocument(m_board.get());

    if (m_session) {
        if (const FamilyEngine *engine = familyEngineFor(document.ruleset()))
            m_extension = makePlaytestExtension(engine->id(), *this, *m_session);
    }

    m_tool = new PlayTool(m_context);
    m_tool->onPress = [this](const MapMouseEvent &event) {
        if (m_replay)
            return; // a replay is read-only
        // In a set-up a click (or Enter at the keyboard cursor) places the tray's piece.
        if (m_session && m_session->isPlacing() && !m_placing.isEmpty()
            && event.button == Qt::LeftButton) {
            const std::optional<Place> place = event.hex ? std::optional<Place>(Place(*event.hex))
                                                         : placeAtScene(event.scenePos);
            if (place) {
                placePiece(m_placing, *place);
                return;
            }
        }
        if (m_extension)
            m_extension->mapPressed(event);
    };
    m_tool->onMove = [this](const MapMouseEvent &event) {
        if (m_extension)
            m_extension->mapHovered(event);
    };
    m_tool->onPaintTable = [this](QPainter *painter, qreal pixelsPerSceneUnit) {
        if (m_placeOverlay)
            m_placeOverlay->paintTable(painter, pixelsPerSceneUnit);
        if (m_extension)
            m_extension->paintTable(painter, pixelsPerSceneUnit);
    };
    m_tool->onEscape = [this] {
        if (!m_placing.isEmpty() && m_session && m_session->isPlacing()) {
            m_tray->selectPiece(QString()); // clicks select again until a piece is chosen
            return true;
        }
        return m_extension && m_extension->clearSelection();
    };
    m_view->setTool(m_tool);

    createActions();
    createDocks();
    createSetup();
    m_hexLabel = new QLabel(this);
    m_hexLabel->setObjectName(QStringLiteral("hexStatus"));
    statusBar()->addPermanentWidget(m_hexLabel);
    connect(m_view, &MapView::hexHovered, this,
            [this](const QString &label, const QString &terrain) {
                m_hoveredLabel = label;
                m_hoveredTerrain = terrain;
                describeHovered();
            });
    nameBuiltInButtons(this);
    fitToScreen(this, QSize(960, 640));
    if (!m_session) {
        m_indicator->setText(tr("This scenario cannot be played: %1").arg(m_problem));
        for (QAction *action :
             {m_endPhaseAction, m_endTurnAction, m_undoAction, m_saveLogAction, m_saveSetupAction})
            action->setEnabled(false);
        return;
    }
    refresh();
    statusBar()->showMessage(phaseHint());
}

PlaytestWindow::~PlaytestWindow()
{
    // The view paints from the game and the board: let it go first.
    m_view->setTool(nullptr);
    if (m_drop)
        m_view->removeDropHandler(m_drop.get());
    m_extension.reset();
    m_view->setDocument(nullptr);
}

const Scenario &PlaytestWindow::scenario() const
{
    return m_board->scenario();
}

void PlaytestWindow::showStatus(const QString &message, int timeoutMs)
{
    statusBar()->showMessage(message, timeoutMs);
}

void PlaytestWindow::createActions()
{
    QMenu *gameMenu = menuBar()->addMenu(tr("&Game"));
    QToolBar *bar = addToolBar(tr("Game"));
    bar->setObjectName(QStringLiteral("playtestToolBar"));
    makeIconToolBar(bar);

    m_endPhaseAction
        = new QAction(actionIcon(QStringLiteral("hexwright-end-phase")), tr("End &Phase"), this);
    m_endPhaseAction->setObjectName(QStringLiteral("endPhaseAction"));
    m_endPhaseAction->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)});
    m_endPhaseAction->setStatusTip(tr("End your part of this phase; play goes on to the next"));
    connect(m_endPhaseAction, &QAction::triggered, this, &PlaytestWindow::endPhase);

    m_endTurnAction
        = new QAction(actionIcon(QStringLiteral("hexwright-end-turn")), tr("End &Turn"), this);
    m_endTurnAction->setObjectName(QStringLiteral("endTurnAction"));
    m_endTurnAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Return));
    m_endTurnAction->setStatusTip(
        tr("End every phase of this player turn; play goes on to the next player"));
    connect(m_endTurnAction, &QAction::triggered, this, &PlaytestWindow::endTurn);

    m_undoAction = new QAction(actionIcon(QStringLiteral("edit-undo")), tr("&Undo"), this);
    m_undoAction->setObjectName(QStringLiteral("playtestUndoAction"));
    m_undoAction->setShortcuts(QKeySequence::Undo);
    connect(m_undoAction, &QAction::triggered, this, &PlaytestWindow::undo);

    m_saveLogAction
        = new QAction(actionIcon(QStringLiteral("document-save")), tr("&Save Game Log..."), this);
    m_saveLogAction->setShortcuts(QKeySequence::Save);
    m_saveLogAction->setStatusTip(tr("Write every action and die roll as JSON lines, for "
                                     "hexwright-cli playtest --replay"));
    connect(m_saveLogAction, &QAction::triggered, this, &PlaytestWindow::saveLog);

    m_closeAction
        = new QAction(actionIcon(QStringLiteral("window-close")), tr("&Close Playtest"), this);
    m_closeAction->setShortcuts(QKeySequence::Close);
    m_closeAction->setStatusTip(tr("Close this window; the scenario is not changed"));
    connect(m_closeAction, &QAction::triggered, this, &QWidget::close);

    gameMenu->addAction(m_endPhaseAction);
    gameMenu->addAction(m_endTurnAction);
    gameMenu->addAction(m_undoAction);
    const QList<QAction *> familyActions
        = m_extension ? m_extension->gameActions() : QList<QAction *>();
    gameMenu->addActions(familyActions);
    createSetupActions(gameMenu);
    gameMenu->addSeparator();
    m_openLogAction
        = new QAction(actionIcon(QStringLiteral("document-open")), tr("&Open Log..."), this);
    m_openLogAction->setObjectName(QStringLiteral("openLogAction"));
    m_openLogAction->setShortcuts(QKeySequence::Open);
    m_openLogAction->setStatusTip(
        tr("Replay a saved game log of this scenario, stepping forward and back through it"));
    connect(m_openLogAction, &QAction::triggered, this, &PlaytestWindow::openLog);
    gameMenu->addAction(m_openLogAction);
    gameMenu->addAction(m_saveLogAction);
    gameMenu->addSeparator();
    gameMenu->addAction(m_closeAction);

    m_indicator = new QLabel(this);
    m_indicator->setObjectName(QStringLiteral("phaseIndicator"));
    m_indicator->setContentsMargins(8, 0, 12, 0);
    QFont bold = m_indicator->font();
    bold.setBold(true);
    m_indicator->setFont(bold);
    bar->addWidget(m_indicator);
    bar->addSeparator();
    bar->addAction(m_endPhaseAction);
    bar->addAction(m_endTurnAction);
    bar->addSeparator();
    bar->addAction(m_undoAction);
    bar->addActions(familyActions);

    QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
    viewMenu->setObjectName(QStringLiteral("viewMenu"));
    // Zoom In, Out and Fit: in the View menu and on the tool bar, each tool tip with its key.
    auto zoom = [this, viewMenu, bar](const char *name, const char *icon, const QString &text,
                                      const QList<QKeySequence> &keys, void (MapView::*slot)()) {
        QAction *action = viewMenu->addAction(actionIcon(QLatin1String(icon)), text, m_view, slot);
        action->setObjectName(QLatin1String(name));
        action->setShortcuts(keys);
        action->setToolTip(tr("%1 (%2)").arg(QString(text).remove(QLatin1Char('&')),
                                             keys.value(0).toString(QKeySequence::NativeText)));
        bar->addAction(action);
        return action;
    };
    bar->addSeparator();
    zoom("zoomInAction", "zoom-in", tr("Zoom &In"), QKeySequence::keyBindings(QKeySequence::ZoomIn),
         &MapView::zoomIn);
    zoom("zoomOutAction", "zoom-out", tr("Zoom &Out"),
         QKeySequence::keyBindings(QKeySequence::ZoomOut), &MapView::zoomOut);
    zoom("zoomFitAction", "zoom-fit-best", tr("Zoom to &Fit"), {QKeySequence(Qt::CTRL | Qt::Key_0)},
         &MapView::zoomToFit);
    viewMenu->addSeparator();
}

QString PlaytestWindow::phaseText() const
{
    if (!m_session)
        return m_indicator ? m_indicator->text() : QString();
    const int lastTurn = m_session->lastTurn();
    const QString turn = lastTurn > 0 ? tr("Turn %1 of %2").arg(m_session->turn()).arg(lastTurn)
                                      : tr("Turn %1").arg(m_session->turn());
    if (m_session->isOver())
        return tr("%1 · Game over").arg(turn);
    const QString player = m_session->players().value(m_session->decidingPlayer()).name;
    // The set-up comes before the first turn.
    const bool setup = m_session->isPlacing() && m_session->turn() < 1;
    QString text = tr("%1 · %2 to act · %3")
                       .arg(setup ? tr("Before turn 1") : turn, player, m_session->phaseName());
    if (m_extension)
        text += m_extension->phaseNote();
    return text;
}

QString PlaytestWindow::phaseHint() const
{
    if (m_session && m_session->isOver())
        return tr("The game is over.");
    if (m_session && m_session->isPlacing()) {
        const QString setup = m_extension ? m_extension->setupHint() : QString();
        if (!setup.isEmpty())
            return setup;
        return tr("Set up your pieces: drag each from the Set-up tray onto a highlighted hex, or "
                  "select it and click one (Enter at the keyboard cursor); then End Set-up.");
    }
    const QString hint = m_extension ? m_extension->phaseHint() : QString();
    return hint.isEmpty() ? tr("Give orders from the Orders dock, or end the phase.") : hint;
}

void PlaytestWindow::refresh()
{
    if (!m_session)
        return;
    if (!m_replay)
        refreshSetup();
    if (m_extension)
        m_extension->refresh();
    refreshIndicator();
    if (!m_replay)
        refreshOrders();
    refreshDice();
    refreshLog();
    refreshUnits();
    describeHovered(); // pieces may have come or gone
    if (m_session->isOver() && !m_gameOverShown && !m_replay)
        showGameOver();
}

void PlaytestWindow::refreshIndicator()
{
    m_indicator->setText(phaseText());
    m_indicator->setToolTip(phaseHint());
    const bool over = m_session->isOver() || m_replay; // a replay is read-only
    const bool covered = isCovered();
    m_endPhaseAction->setEnabled(!over && !covered);
    m_endTurnAction->setEnabled(!over && !covered);
    const bool canUndo = m_session->canUndo() && !covered && !m_replay;
    m_undoAction->setEnabled(canUndo);
    if (canUndo)
        m_undoAction->setToolTip(
            tr("Take back the last action (%1)")
                .arg(m_undoAction->shortcut().toString(QKeySequence::NativeText)));
    else if (m_session->dice().count() > 0)
        m_undoAction->setToolTip(
            tr("Cannot take back: dice have been rolled since (an action whose dice are "
               "rolled stands)"));
    else
        m_undoAction->setToolTip(tr("Nothing to take back"));
    m_undoAction->setStatusTip(m_undoAction->toolTip());
}

QString PlaytestWindow::perform(const QJsonObject &action)
{
    if (!m_session)
        return m_problem;
    if (m_replay)
        return tr("a replay is read-only");
    const QString description = m_session->describe(action);
    return afterAction(m_session->apply(action), description);
}

QString PlaytestWindow::afterAction(const QString &why, const QString &description)
{
    if (!why.isEmpty()) {
        statusBar()->showMessage(tr("Not allowed: %1").arg(why), 6000);
        return why;
    }
    statusBar()->showMessage(description, 4000);
    refresh();
    if (m_extension)
        m_extension->afterAction();
    return QString();
}

void PlaytestWindow::endPhase()
{
    if (!m_session || m_session->isOver())
        return;
    perform(endPhaseOrder());
    statusBar()->showMessage(phaseHint());
}

void PlaytestWindow::endTurn()
{
    if (!m_session || m_replay)
        return;
    const PlayStep start = m_session->step();
    for (int guard = 0; guard < MaxPhasesPerTurn && !m_session->isOver(); ++guard) {
        const PlayStep now = m_session->step();
        if (now.player != start.player || now.turn != start.turn)
            break;
        if (!m_session->apply(endPhaseOrder()).isEmpty())
            break;
    }
    refresh();
    if (m_extension)
        m_extension->afterAction();
    statusBar()->showMessage(phaseHint());
}

void PlaytestWindow::undo()
{
    if (!m_session || !m_session->canUndo() || m_replay)
        return;
    m_session->undo();
    refresh();
    statusBar()->showMessage(tr("Took back the last action"), 4000);
}

void PlaytestWindow::saveLog()
{
    if (!m_session)
        return;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save Game Log"), QStringLiteral("playtest-%1.jsonl").arg(m_session->seed()),
        tr("Game logs (*.jsonl);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!writeFileAtomically(path, m_session->logText(), &error)) {
        QMessageBox::warning(this, tr("Save Game Log"),
                             tr("Could not write %1: %2").arg(path, error));
        return;
    }
    statusBar()->showMessage(tr("Game log written to %1").arg(path), 4000);
}

void PlaytestWindow::describeHovered()
{
    if (!m_hexLabel)
        return;
    const std::optional<OffsetCoord> hex = m_view->hoveredHex();
    if (m_hoveredLabel.isEmpty()) {
        m_hexLabel->clear();
        return;
    }
    QString text = m_hoveredTerrain.isEmpty() ? m_hoveredLabel
                                              : tr("%1 %2").arg(m_hoveredLabel, m_hoveredTerrain);
    // The pieces in play there, as the Units dock names them.
    QStringList pieces;
    if (m_session && hex) {
        for (const PieceView &piece : m_session->pieces()) {
            if (piece.place && *piece.place == Place(*hex) && showsPiece(piece.id))
                pieces.append(
                    tr("%1 %2 (%3)").arg(m_session->sideName(piece.side), piece.name, piece.id));
        }
    }
    if (!pieces.isEmpty())
        text += QStringLiteral(": ") + pieces.join(QStringLiteral(", "));
    m_hexLabel->setText(text);
    m_view->setPlaceDescription(text);
}

void PlaytestWindow::showGameOver()
{
    m_gameOverShown = true;
    const GameSummary s = m_session->summary();
    const QString winner = s.winner.isEmpty() ? QString() : m_session->sideName(s.winner);
    const QString headline
        = winner.isEmpty() ? tr("The game ends without a winner.") : tr("%1 wins.").arg(winner);
    auto *box = new QMessageBox(QMessageBox::Information, tr("Game Over"), headline,
                                QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("gameOverBox"));
    box->setInformativeText(s.reason.isEmpty() ? s.result : s.reason);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    Q_EMIT gameEnded(winner, s.reason);
}

} // namespace hexwright
