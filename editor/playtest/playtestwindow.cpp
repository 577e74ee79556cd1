// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "playtest/playtestwindow.h"

#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "families/hammers-slammers/rules/movement.h"
#include "families/hammers-slammers/rules/unitkinds.h"
#include "io/safefile.h"
#include "mapview.h"
#include "playtest/lostrace.h"
#include "playtest/playoverlay.h"
#include "playtest/playtool.h"

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

} // namespace

PlaytestWindow::PlaytestWindow(const ScenarioDocument &document, RulesetRegistry &registry,
                               quint64 seed, QWidget *parent)
    : QMainWindow(parent)
    , m_board(boardOf(document))
{
    setObjectName(QStringLiteral("playtestWindow"));
    setWindowFlag(Qt::Window);
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Playtest: %1 (seed %2)")
                       .arg(document.scenario().metadata.title.isEmpty()
                                ? document.displayName()
                                : document.scenario().metadata.title)
                       .arg(seed));

    auto context = std::make_shared<const GameContext>(document.scenario(), document.ruleset(),
                                                       document.panels(), document.filePath());
    m_game = std::make_unique<Game>(context, seed);

    m_view = new MapView(this);
    m_view->setObjectName(QStringLiteral("playtestMap"));
    setCentralWidget(m_view);
    m_context = new EditorContext(this, m_view, registry);
    m_view->setDocument(m_board.get());
    m_overlay = new PlayOverlay(this);
    m_overlay->setGame(&m_game->context(), &m_game->state());
    m_view->addOverlay(m_overlay);
    m_tool = new PlayTool(m_context);
    m_tool->onPress = [this](const MapMouseEvent &event) {
        mapPressed(event);
    };
    m_tool->onMove = [this](const MapMouseEvent &event) {
        mapHovered(event);
    };
    m_tool->onEscape = [this] {
        return clearSelection();
    };
    m_view->setTool(m_tool);

    createActions();
    createDocks();
    resize(1400, 900);
    refresh();
    statusBar()->showMessage(phaseHint());
}

PlaytestWindow::~PlaytestWindow()
{
    // The view paints from the game and the board: let it go first.
    m_view->setTool(nullptr);
    m_view->removeOverlay(m_overlay);
    m_view->setDocument(nullptr);
}

const Scenario &PlaytestWindow::scenario() const
{
    return m_game->context().scenario();
}

void PlaytestWindow::createActions()
{
    QMenu *gameMenu = menuBar()->addMenu(tr("&Game"));
    QToolBar *bar = addToolBar(tr("Game"));
    bar->setObjectName(QStringLiteral("playtestToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);

    m_endPhaseAction = new QAction(tr("End &Phase"), this);
    m_endPhaseAction->setObjectName(QStringLiteral("endPhaseAction"));
    m_endPhaseAction->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)});
    m_endPhaseAction->setStatusTip(tr("End your part of this phase; play goes on to the next"));
    connect(m_endPhaseAction, &QAction::triggered, this, &PlaytestWindow::endPhase);

    m_endTurnAction = new QAction(tr("End &Turn"), this);
    m_endTurnAction->setObjectName(QStringLiteral("endTurnAction"));
    m_endTurnAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Return));
    m_endTurnAction->setStatusTip(
        tr("End every phase of this player turn; play goes on to the next player"));
    connect(m_endTurnAction, &QAction::triggered, this, &PlaytestWindow::endTurn);

    m_undoAction = new QAction(tr("&Undo"), this);
    m_undoAction->setObjectName(QStringLiteral("playtestUndoAction"));
    m_undoAction->setShortcuts(QKeySequence::Undo);
    connect(m_undoAction, &QAction::triggered, this, &PlaytestWindow::undo);

    m_fireAction = new QAction(tr("&Fire"), this);
    m_fireAction->setObjectName(QStringLiteral("fireAction"));
    m_fireAction->setShortcut(QKeySequence(Qt::Key_F));
    m_fireAction->setStatusTip(tr("Roll the dice for the attack shown in the Orders dock"));
    connect(m_fireAction, &QAction::triggered, this, &PlaytestWindow::fire);

    m_saveLogAction = new QAction(tr("&Save Game Log..."), this);
    m_saveLogAction->setShortcuts(QKeySequence::Save);
    m_saveLogAction->setStatusTip(tr("Write every action and die roll as JSON lines, for "
                                     "hexwright-cli playtest --replay"));
    connect(m_saveLogAction, &QAction::triggered, this, &PlaytestWindow::saveLog);

    m_closeAction = new QAction(tr("&Close Playtest"), this);
    m_closeAction->setShortcuts(QKeySequence::Close);
    m_closeAction->setStatusTip(tr("Close this window; the scenario is not changed"));
    connect(m_closeAction, &QAction::triggered, this, &QWidget::close);

    gameMenu->addAction(m_endPhaseAction);
    gameMenu->addAction(m_endTurnAction);
    gameMenu->addAction(m_undoAction);
    gameMenu->addAction(m_fireAction);
    gameMenu->addSeparator();
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
    bar->addAction(m_fireAction);

    QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
    viewMenu->setObjectName(QStringLiteral("viewMenu"));
    QAction *fit = viewMenu->addAction(tr("Zoom to &Fit"), m_view, &MapView::zoomToFit);
    fit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    QAction *in = viewMenu->addAction(tr("Zoom &In"), m_view, &MapView::zoomIn);
    in->setShortcuts(QKeySequence::ZoomIn);
    QAction *out = viewMenu->addAction(tr("Zoom &Out"), m_view, &MapView::zoomOut);
    out->setShortcuts(QKeySequence::ZoomOut);
    viewMenu->addSeparator();
}

QString PlaytestWindow::label(HexCoord hex) const
{
    return m_game->context().label(hex);
}

QString PlaytestWindow::sideName(const QString &side) const
{
    const Side *found = scenario().findSide(side);
    return found && !found->name.isEmpty() ? found->name : side;
}

bool PlaytestWindow::isFirePhase() const
{
    const QString phase = m_game->phaseId();
    return phase == QLatin1String("direct_fire") || phase == QLatin1String("indirect_fire");
}

bool PlaytestWindow::isMine(const UnitState &unit) const
{
    return m_game->context().playerOfUnit(unit) == m_game->decidingPlayer();
}

QString PlaytestWindow::unitName(const UnitState &unit) const
{
    const UnitType *type = m_game->context().type(unit);
    return tr("%1 %2 (%3)")
        .arg(m_game->context().ruleset().findColour(unit.colour)
                 ? m_game->context().ruleset().findColour(unit.colour)->name
                 : unit.colour,
             type ? type->name : unit.type, unit.id);
}

QString PlaytestWindow::unitDetails(const UnitState &unit) const
{
    const UnitFactors f = m_game->context().factors(unit);
    QStringList status;
    status.append(unit.onMap() ? tr("at %1").arg(label(unit.hex)) : unitStatusName(unit.status));
    if (unit.disrupted)
        status.append(tr("disrupted"));
    if (unit.mounted)
        status.append(tr("on skimmers"));
    if (!unit.carriedBy.isEmpty())
        status.append(tr("carried by %1").arg(unit.carriedBy));
    if (!unit.carrying.isEmpty())
        status.append(tr("carrying %1").arg(unit.carrying));
    if (!unit.towing.isEmpty())
        status.append(tr("towing %1").arg(unit.towing));
    if (!unit.towedBy.isEmpty())
        status.append(tr("towed by %1").arg(unit.towedBy));
    if (unit.inFortress)
        status.append(tr("in a fortress"));
    if (unit.attacked)
        status.append(tr("has attacked"));
    if (unit.jammed)
        status.append(tr("jammed"));
    if (m_game->phaseId() == QLatin1String("movement") && isMine(unit))
        status.append(tr("%1 MF left").arg(unit.mounted ? unit.skimmerMf : unit.mf));
    const QString attack = f.specialAttack ? QStringLiteral("S") : QString::number(f.attack);
    return tr("<b>%1</b><br>Attack %2 · Defence %3 · Range %4 · Movement %5<br>%6")
        .arg(unitName(unit).toHtmlEscaped(), attack)
        .arg(f.defence)
        .arg(f.range)
        .arg(f.movement)
        .arg(status.join(QStringLiteral(", ")).toHtmlEscaped());
}

QString PlaytestWindow::phaseText() const
{
    const GameState &s = m_game->state();
    const Ruleset &ruleset = m_game->context().ruleset();
    const Phase phase = ruleset.sequenceOfPlay.value(s.phase);
    const std::optional<int> turns = scenario().gameLength.turns;
    const QString turn
        = turns ? tr("Turn %1 of %2").arg(s.turn).arg(*turns) : tr("Turn %1").arg(s.turn);
    const QString player = m_game->context().players().value(m_game->decidingPlayer()).name;
    if (m_game->isOver())
        return tr("%1 · Game over").arg(turn);
    QString text = tr("%1 · %2 to act · %3").arg(turn, player, phase.name);
    if (s.announced)
        text += tr(" (ECM answer)");
    else if (s.strike)
        text += tr(" (counter-artillery fire)");
    return text;
}

QString PlaytestWindow::phaseHint() const
{
    const QString phase = m_game->phaseId();
    if (m_game->isOver())
        return tr("The game is over.");
    if (m_game->state().announced)
        return tr("Answer the announced attack: jam its units with your ECM tanks, or not.");
    if (m_game->state().strike)
        return tr("Assign counter-artillery fire in the Orders dock, or end the phase to let "
                  "the strike fall.");
    if (phase == QLatin1String("rally"))
        return tr("Disrupted units may try to rally: choose them in the Orders dock.");
    if (phase == QLatin1String("paradrop"))
        return tr("Select a waiting paratrooper in the Units dock, then click its drop zone.");
    if (phase == QLatin1String("counter_paradrop_fire"))
        return tr("Fire at the paratroopers that landed from the Orders dock.");
    if (phase == QLatin1String("movement"))
        return tr("Select a unit, then click a highlighted hex (its cost shown) to move there. "
                  "Reinforcements: select them in the Units dock, then click an entry hex.");
    if (phase == QLatin1String("indirect_fire"))
        return tr("Select artillery (Ctrl+click adds more), click the target hex, check the odds, "
                  "then Fire.");
    if (phase == QLatin1String("direct_fire"))
        return tr("Select attackers (Ctrl+click adds more), click the target hex, check the odds "
                  "and chances, then Fire.");
    if (phase == QLatin1String("close_assault"))
        return tr("Resolve each close assault from the Orders dock.");
    return QString();
}

void PlaytestWindow::refresh()
{
    m_legal = m_game->legalActions();
    // Chosen close-assault attacks stay while the hex still holds the same attackers.
    for (auto it = m_assaults.begin(); it != m_assaults.end();) {
        QStringList chosen;
        for (const AssaultGroup &g : it.value())
            chosen += g.attackers;
        QStringList owed = m_game->assaultAttackers(it.key());
        std::sort(chosen.begin(), chosen.end());
        std::sort(owed.begin(), owed.end());
        if (chosen != owed || m_game->state().assaultsResolved.contains(it.key())
            || m_game->phaseId() != QLatin1String("close_assault"))
            it = m_assaults.erase(it);
        else
            ++it;
    }
    // Another player decides now: what the last one had chosen is not theirs.
    if (m_game->decidingPlayer() != m_decider) {
        m_decider = m_game->decidingPlayer();
        m_selection.clear();
        m_targetHex.reset();
        m_targets.clear();
        m_overlay->setTrace(std::nullopt);
    }
    // Units that left the map (or, after undo, never arrived) drop out of the selection.
    QStringList kept;
    for (const QString &id : std::as_const(m_selection)) {
        if (m_game->state().unit(id))
            kept.append(id);
    }
    m_selection = kept;
    if (!isFirePhase()) {
        m_targetHex.reset();
        m_targets.clear();
        m_overlay->setTrace(std::nullopt);
    }
    m_overlay->setSelection(m_selection);
    m_overlay->setTargetHex(m_targetHex);
    m_overlay->refresh();
    refreshIndicator();
    refreshReachable();
    refreshPreview();
    refreshOrders();
    refreshDice();
    refreshLog();
    refreshUnits();
    if (m_game->isOver() && !m_gameOverShown)
        showGameOver();
}

void PlaytestWindow::refreshIndicator()
{
    m_indicator->setText(phaseText());
    m_indicator->setToolTip(phaseHint());
    const bool over = m_game->isOver();
    m_endPhaseAction->setEnabled(!over);
    m_endTurnAction->setEnabled(!over);
    const bool canUndo = m_game->canUndo();
    m_undoAction->setEnabled(canUndo);
    if (canUndo)
        m_undoAction->setToolTip(
            tr("Take back the last action (%1)")
                .arg(m_undoAction->shortcut().toString(QKeySequence::NativeText)));
    else if (m_game->dice().count() > 0)
        m_undoAction->setToolTip(
            tr("Cannot take back: dice have been rolled since (an action whose dice are "
               "rolled stands)"));
    else
        m_undoAction->setToolTip(tr("Nothing to take back"));
    m_undoAction->setStatusTip(m_undoAction->toolTip());
}

QHash<HexCoord, double> PlaytestWindow::reachableCosts() const
{
    return m_overlay->reachable();
}

void PlaytestWindow::refreshReachable()
{
    QHash<HexCoord, double> costs;
    QSet<HexCoord> minimum;
    const UnitState *unit
        = m_selection.size() == 1 ? m_game->state().unit(m_selection.first()) : nullptr;
    if (unit && !isFirePhase()) {
        // The engine's own search: the hexes of the legal moves, with their cost.
        const QHash<HexCoord, ReachableHex> reach = m_game->reachable(unit->id);
        for (auto it = reach.cbegin(); it != reach.cend(); ++it) {
            costs.insert(it.key(), it->cost);
            if (it->minimumMove)
                minimum.insert(it.key());
        }
        for (const Action &action : std::as_const(m_legal)) {
            if (const auto *enter = std::get_if<EnterAction>(&action);
                enter && enter->unit == unit->id) {
                costs.insert(enter->hex, -1); // an entry hex: painted as an arrow
            }
        }
    }
    m_overlay->setReachable(costs, minimum);
}

void PlaytestWindow::selectUnits(const QStringList &units)
{
    m_selection = units;
    // The line of sight follows the mouse again from the new first unit, unless aimed.
    if (!m_targetHex)
        m_overlay->setTrace(std::nullopt);
    m_overlay->setSelection(m_selection);
    refreshReachable();
    refreshPreview();
    refreshOrders();
    refreshUnits();
    if (const UnitState *unit
        = m_selection.isEmpty() ? nullptr : m_game->state().unit(m_selection.first())) {
        statusBar()->showMessage(unitName(*unit), 4000);
    }
}

bool PlaytestWindow::clearSelection()
{
    if (m_selection.isEmpty() && !m_targetHex)
        return false;
    m_targetHex.reset();
    m_targets.clear();
    m_overlay->setTargetHex(std::nullopt);
    m_overlay->setTrace(std::nullopt);
    selectUnits({});
    return true;
}

void PlaytestWindow::aimAt(HexCoord hex)
{
    const GameState &s = m_game->state();
    m_targetHex = hex;
    m_targets.clear();
    const UnitState *attacker = m_selection.isEmpty() ? nullptr : s.unit(m_selection.first());
    for (const UnitState *unit : s.unitsAt(hex)) {
        if (!attacker || m_game->context().isEnemy(*attacker, *unit))
            m_targets.append(unit->id);
    }
    m_overlay->setTargetHex(hex);
    if (attacker && attacker->onMap() && s.field)
        m_overlay->setTrace(rules::traceLineOfSight(*s.field, attacker->hex, hex));
    refreshPreview();
    refreshOrders();
}

QString PlaytestWindow::perform(const Action &action)
{
    const QString why = m_game->apply(action);
    if (!why.isEmpty()) {
        statusBar()->showMessage(tr("Not allowed: %1").arg(why), 6000);
        return why;
    }
    statusBar()->showMessage(describeAction(action, m_game->context()), 4000);
    if (std::holds_alternative<DirectFireAction>(action)
        || std::holds_alternative<IndirectFireAction>(action)) {
        m_selection.clear();
        m_targetHex.reset();
        m_targets.clear();
        m_overlay->setTrace(std::nullopt);
    }
    refresh();
    askForResponse();
    return QString();
}

void PlaytestWindow::endPhase()
{
    if (m_game->isOver())
        return;
    perform(EndPhaseAction {});
    statusBar()->showMessage(phaseHint());
}

void PlaytestWindow::endTurn()
{
    const GameState &s = m_game->state();
    const int player = s.player;
    const int turn = s.turn;
    for (int guard = 0; guard < MaxPhasesPerTurn && !m_game->isOver(); ++guard) {
        if (s.player != player || s.turn != turn)
            break;
        if (!m_game->apply(EndPhaseAction {}).isEmpty())
            break;
    }
    refresh();
    askForResponse();
    statusBar()->showMessage(phaseHint());
}

void PlaytestWindow::undo()
{
    if (!m_game->canUndo())
        return;
    m_game->undo();
    refresh();
    statusBar()->showMessage(tr("Took back the last action"), 4000);
}

void PlaytestWindow::fire()
{
    if (m_game->phaseId() == QLatin1String("close_assault")) {
        resolveAssault();
        return;
    }
    if (!isFirePhase() || m_selection.isEmpty() || !m_targetHex) {
        statusBar()->showMessage(tr("Select attackers and click a target hex first"), 4000);
        return;
    }
    if (m_game->phaseId() == QLatin1String("indirect_fire")) {
        IndirectFireAction action {m_selection, *m_targetHex, QString(), firesGas()};
        // Artillery that does not see the hex needs a friendly observer that does.
        const GameState &s = m_game->state();
        bool allSee = true;
        for (const QString &id : std::as_const(m_selection)) {
            const UnitState *u = s.unit(id);
            allSee
                = allSee && u && s.field && rules::hasLineOfSight(*s.field, u->hex, *m_targetHex);
        }
        if (!allSee) {
            for (const UnitState &u : s.units) {
                if (u.onMap() && isMine(u) && !u.jammed && s.field
                    && rules::hasLineOfSight(*s.field, u.hex, *m_targetHex)) {
                    action.observer = u.id;
                    break;
                }
            }
        }
        perform(action);
        return;
    }
    if (m_targets.isEmpty()) {
        statusBar()->showMessage(tr("No enemy unit chosen as a target"), 4000);
        return;
    }
    perform(DirectFireAction {m_selection, *m_targetHex, m_targets});
}

void PlaytestWindow::saveLog()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save Game Log"), QStringLiteral("playtest-%1.jsonl").arg(m_game->seed()),
        tr("Game logs (*.jsonl);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!writeFileAtomically(path, m_game->logText(), &error)) {
        QMessageBox::warning(this, tr("Save Game Log"),
                             tr("Could not write %1: %2").arg(path, error));
        return;
    }
    statusBar()->showMessage(tr("Game log written to %1").arg(path), 4000);
}

void PlaytestWindow::showGameOver()
{
    m_gameOverShown = true;
    const GameState &s = m_game->state();
    const QString winner = s.winner.isEmpty() ? QString() : sideName(s.winner);
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
