// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The replay viewer (issue 17, point 2): the playtest window stepping through a game log.

#include "playtest/replaycontrols.h"

#include "document/scenariodocument.h"
#include "engine/familyengine.h"
#include "engine/familyengines.h"
#include "engine/gamesession.h"
#include "engine/playlog.h"
#include "engine/replaycursor.h"
#include "playtest/placeoverlay.h"
#include "playtest/playtestextension.h"
#include "playtest/playtestwindow.h"
#include "playtest/setuptray.h"
#include "shell/actionicons.h"

#include <QAction>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QSlider>
#include <QSpinBox>
#include <QStatusBar>
#include <QTextBlock>
#include <QTimer>
#include <QToolBar>
#include <QTreeWidget>

namespace hexwright {

namespace {

/// Milliseconds of checkpoint building at a time, between the user's steps.
constexpr int IdleSliceMs = 15;

} // namespace

PlaytestWindow *PlaytestWindow::openReplay(const ScenarioDocument &document,
                                           RulesetRegistry &registry, const QByteArray &log,
                                           const QString &fileName, QString *error, QWidget *parent)
{
    auto fail = [error, &fileName](const QString &why) -> PlaytestWindow * {
        if (error)
            *error = QStringLiteral("%1: %2").arg(fileName, why);
        return nullptr;
    };
    const FamilyEngine *engine = familyEngineFor(document.ruleset());
    if (!engine)
        return fail(tr("no engine plays the rules of %1").arg(document.ruleset().id));
    QString why;
    std::shared_ptr<const GameSetup> setup = engine->setUp(
        {document.scenario(), document.ruleset(), document.panels(), document.filePath()}, &why);
    if (!setup)
        return fail(tr("the scenario cannot be played: %1").arg(why));
    return openReplay(document, registry, std::move(setup), log, fileName, error, parent);
}

PlaytestWindow *PlaytestWindow::openReplay(const ScenarioDocument &document,
                                           RulesetRegistry &registry,
                                           std::shared_ptr<const GameSetup> setup,
                                           const QByteArray &log, const QString &fileName,
                                           QString *error, QWidget *parent)
{
    std::unique_ptr<GameSession> start;
    std::unique_ptr<ReplayCursor> cursor = ReplayCursor::open(setup, log, fileName, &start, error);
    if (!cursor)
        return nullptr;
    auto *window = new PlaytestWindow(document, registry, std::move(start), QString(), parent);
    new ReplayControls(*window, std::move(cursor)); // the window's child, its m_replay
    return window;
}

PlaytestWindow *PlaytestWindow::openReplayFile(const ScenarioDocument &document,
                                               RulesetRegistry &registry, const QString &path,
                                               QString *error, QWidget *parent)
{
    QString why;
    const std::optional<QByteArray> log = readPlayLog(path, &why);
    if (!log) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, why);
        return nullptr;
    }
    return openReplay(document, registry, *log, path, error, parent);
}

void PlaytestWindow::openLog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Game Log"), QString(),
                                                      tr("Game logs (*.jsonl);;All files (*)"));
    if (path.isEmpty() || !m_played || !m_registry)
        return;
    const ScenarioDocument document(std::make_unique<Scenario>(*m_played), m_board->ruleset(),
                                    m_board->panels());
    QString error;
    PlaytestWindow *replay = openReplayFile(document, *m_registry, path, &error, parentWidget());
    if (!replay) {
        QMessageBox::warning(this, tr("Open Game Log"),
                             tr("This log cannot be replayed on this scenario.\n\n%1").arg(error));
        return;
    }
    replay->show();
}

ReplayControls::ReplayControls(PlaytestWindow &window, std::unique_ptr<ReplayCursor> cursor)
    : QObject(&window)
    , m_window(window)
    , m_cursor(std::move(cursor))
{
    setObjectName(QStringLiteral("replayControls"));
    window.m_replay = this;
    if (const FamilyEngine *engine = familyEngineFor(window.m_board->ruleset()))
        m_familyId = engine->id();
    m_panels = new QWidget(&window);
    m_panels->hide();
    m_idle = new QTimer(this);
    m_idle->setInterval(5);
    connect(m_idle, &QTimer::timeout, this, &ReplayControls::buildCheckpoints);
    hideGameControls();
    createToolBar();
    // The window was made before it knew it replays: what it showed of a game in play goes.
    window.m_placing.clear();
    window.m_placeOverlay->setPlaces({});
    window.m_placeOverlay->setArea({});
    window.refresh();
    showPosition();
    m_idle->start();
}

ReplayControls::~ReplayControls() = default;

int ReplayControls::position() const
{
    return m_cursor->position();
}

int ReplayControls::actionCount() const
{
    return m_cursor->actionCount();
}

void ReplayControls::hideGameControls()
{
    PlaytestWindow &w = m_window;
    for (QAction *action : {w.m_endPhaseAction, w.m_endTurnAction, w.m_undoAction,
                            w.m_curtainAction, w.m_saveSetupAction})
        action->setVisible(false);
    if (w.m_extension) {
        for (QAction *action : w.m_extension->gameActions())
            action->setVisible(false);
    }
    if (auto *orders = w.findChild<QDockWidget *>(QStringLiteral("ordersDock"))) {
        orders->hide();
        orders->toggleViewAction()->setVisible(false);
    }
    w.m_trayDock->hide();
    w.m_trayDock->toggleViewAction()->setVisible(false);
    if (auto *units = w.findChild<QDockWidget *>(QStringLiteral("unitsDock")))
        units->raise();
}

void ReplayControls::createToolBar()
{
    m_bar = m_window.addToolBar(tr("Replay"));
    m_bar->setObjectName(QStringLiteral("replayToolBar"));
    makeIconToolBar(m_bar);
    auto make = [this](const char *name, const QIcon &icon, const QString &text,
                       const QKeySequence &key, const QString &tip) {
        auto *action = new QAction(icon, text, &m_window);
        action->setObjectName(QLatin1String(name));
        action->setShortcut(key);
        action->setStatusTip(tip);
        m_bar->addAction(action);
        return action;
    };
    m_first = make("replayFirstAction", actionIcon(QStringLiteral("go-first")), tr("&First Action"),
                   QKeySequence(Qt::ALT | Qt::Key_Home), tr("Go back to the start of the game"));
    m_back = make("replayBackAction", actionIcon(QStringLiteral("go-previous")), tr("Step &Back"),
                  QKeySequence(Qt::ALT | Qt::Key_Left), tr("Take back the last action shown"));
    m_forward = make("replayForwardAction", actionIcon(QStringLiteral("go-next")),
                     tr("Step &Forward"), QKeySequence(Qt::ALT | Qt::Key_Right),
                     tr("Show the next action of the log and its rolls"));
    m_last = make("replayLastAction", actionIcon(QStringLiteral("go-last")), tr("&Last Action"),
                  QKeySequence(Qt::ALT | Qt::Key_End), tr("Go to the end of the game"));
    connect(m_first, &QAction::triggered, this, [this] { seek(0); });
    connect(m_back, &QAction::triggered, this, &ReplayControls::stepBack);
    connect(m_forward, &QAction::triggered, this, &ReplayControls::stepForward);
    connect(m_last, &QAction::triggered, this, [this] { seek(actionCount()); });
    const QAction *gameMenu = m_window.menuBar()->actions().value(0);
    if (QMenu *game = gameMenu ? gameMenu->menu() : nullptr) {
        // The Game menu comes first: the replay's steps head it.
        QAction *top = game->actions().value(0);
        game->insertActions(top, {m_first, m_back, m_forward, m_last});
        game->insertSeparator(top);
    }

    m_slider = new QSlider(Qt::Horizontal, m_bar);
    m_slider->setObjectName(QStringLiteral("replaySlider"));
    m_slider->setAccessibleName(tr("Action shown"));
    m_slider->setRange(0, actionCount());
    m_slider->setMinimumWidth(200);
    m_slider->setToolTip(tr("Drag to any action of the game"));
    m_bar->addWidget(m_slider);
    m_box = new QSpinBox(m_bar);
    m_box->setObjectName(QStringLiteral("replayPosition"));
    m_box->setAccessibleName(tr("Action shown"));
    m_box->setRange(0, actionCount());
    m_box->setPrefix(tr("action "));
    m_box->setKeyboardTracking(false);
    m_bar->addWidget(m_box);
    m_of = new QLabel(tr(" of %1").arg(actionCount()), m_bar);
    m_bar->addWidget(m_of);
    connect(m_slider, &QSlider::valueChanged, this, [this](int value) { seek(value); });
    connect(m_box, &QSpinBox::valueChanged, this, [this](int value) { seek(value); });
}

void ReplayControls::seek(int position)
{
    PlaytestWindow &w = m_window;
    position = std::clamp(position, 0, actionCount());
    if (position == m_cursor->position() && w.m_session) {
        showPosition();
        return;
    }
    const GameSession *before = w.m_session.get();
    std::unique_ptr<GameSession> game = m_cursor->seek(std::move(w.m_session), position);
    if (game.get() != before) {
        // The family's part is bound to the game it was made for, which the cursor keeps
        // alive until its next step: it goes first, then comes again for this game.
        if (PlaytestExtension *old = w.m_extension.get()) {
            QWidget *panel = old->ordersPanel();
            const QList<QAction *> actions = old->gameActions();
            w.m_extension.reset();
            delete panel;
            qDeleteAll(actions);
        }
        w.m_session = std::move(game);
        rebindExtension();
    } else {
        w.m_session = std::move(game);
    }
    w.refresh();
    showPosition();
    if (!m_idle->isActive())
        m_idle->start();
}

void ReplayControls::rebindExtension()
{
    PlaytestWindow &w = m_window;
    if (m_familyId.isEmpty() || !w.m_session)
        return;
    w.m_extension = makePlaytestExtension(m_familyId, w, *w.m_session);
    if (!w.m_extension)
        return;
    if (QWidget *panel = w.m_extension->ordersPanel())
        panel->setParent(m_panels);
    for (QAction *action : w.m_extension->gameActions())
        action->setVisible(false);
}

QList<int> ReplayControls::lastRolls() const
{
    QList<int> rolls;
    const int at = position();
    if (at <= 0)
        return rolls;
    for (int i = m_cursor->lineOfAction(at - 1); i < m_cursor->linesAt(at); ++i) {
        const QJsonObject line = m_cursor->line(i);
        if (line.value(QStringLiteral("type")).toString() == QLatin1String("roll"))
            rolls.append(line.value(QStringLiteral("n")).toInt() - 1);
    }
    return rolls;
}

void ReplayControls::refreshLog()
{
    QPlainTextEdit *log = m_window.m_log;
    if (!m_logWritten) {
        // Every line once, described as the game shows it at the start.
        m_logWritten = true;
        QStringList texts;
        m_blockOfLine.fill(-1, m_cursor->lineCount());
        for (int i = 1; i < m_cursor->lineCount(); ++i) {
            const QString text = m_window.describeLogLine(m_cursor->line(i));
            if (text.isEmpty())
                continue;
            m_blockOfLine[i] = int(texts.size());
            texts.append(text);
        }
        log->setPlainText(texts.join(QLatin1Char('\n')));
    }
    // The last action and what it did, highlighted; the view keeps it in sight.
    QList<QTextEdit::ExtraSelection> selections;
    m_highlighted = -1;
    const int at = position();
    QColor colour = log->palette().color(QPalette::Highlight);
    colour.setAlpha(70);
    if (at > 0) {
        const int first = m_cursor->lineOfAction(at - 1);
        for (int i = first; i < m_cursor->linesAt(at); ++i) {
            const int block = logBlockOf(i);
            if (block < 0)
                continue;
            QTextEdit::ExtraSelection selection;
            selection.cursor = QTextCursor(log->document()->findBlockByNumber(block));
            selection.format.setBackground(i == first ? colour.darker(110) : colour);
            selection.format.setProperty(QTextFormat::FullWidthSelection, true);
            selections.append(selection);
            if (m_highlighted < 0)
                m_highlighted = block;
        }
    }
    log->setExtraSelections(selections);
    QTextCursor cursor(log->document()->findBlockByNumber(std::max(0, m_highlighted)));
    log->setTextCursor(cursor);
    log->centerCursor();
}

void ReplayControls::showPosition()
{
    const int at = position();
    const int count = actionCount();
    {
        const QSignalBlocker blockSlider(m_slider);
        const QSignalBlocker blockBox(m_box);
        m_slider->setValue(at);
        m_box->setValue(at);
    }
    m_first->setEnabled(at > 0);
    m_back->setEnabled(at > 0);
    m_forward->setEnabled(at < count);
    m_last->setEnabled(at < count);
    m_window.setWindowTitle(tr("Replay of %1 — action %2 of %3")
                                .arg(QFileInfo(m_cursor->fileName()).fileName())
                                .arg(at)
                                .arg(count));
    // The Dice dock: the rolls of the last action chosen.
    QTreeWidget *dice = m_window.m_dice;
    dice->clearSelection();
    const QList<int> rolls = lastRolls();
    for (int roll : rolls) {
        if (QTreeWidgetItem *item = dice->topLevelItem(roll))
            item->setSelected(true);
    }
    if (!rolls.isEmpty()) {
        if (QTreeWidgetItem *item = dice->topLevelItem(rolls.first()))
            dice->scrollToItem(item);
    }
    const QString action = at > 0
        ? m_window.describeLogLine(m_cursor->line(m_cursor->lineOfAction(at - 1))).trimmed()
        : tr("The game as it starts");
    m_window.statusBar()->showMessage(
        at == count && m_window.m_session && m_window.m_session->isOver()
            ? tr("Action %1 of %2: %3 (the end of the game)").arg(at).arg(count).arg(action)
            : tr("Action %1 of %2: %3").arg(at).arg(count).arg(action));
}

void ReplayControls::buildCheckpoints()
{
    if (!m_cursor->buildCheckpoints(IdleSliceMs))
        m_idle->stop();
}

} // namespace hexwright
