// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "schedule/scheduledock.h"

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "edit/scheduleedits.h"
#include "ruleset/ruleset.h"
#include "scenario/victorytext.h"
#include "schedule/reinforcementform.h"
#include "schedule/timelinewidget.h"
#include "shell/actionicons.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QLabel>
#include <QResizeEvent>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace hexwright {

ScheduleDock::ScheduleDock(QWidget *parent)
    : QDockWidget(tr("Reinforcements"), parent)
{
    setObjectName(QStringLiteral("reinforcementsDock"));

    m_newAction
        = new QAction(actionIcon(QStringLiteral("list-add")), tr("&New Reinforcement"), this);
    m_newAction->setObjectName(QStringLiteral("newReinforcementAction"));
    m_newAction->setIconText(tr("New"));
    m_newAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    m_newAction->setStatusTip(tr("Schedule units of a side to arrive on a later turn"));
    m_duplicateAction = new QAction(actionIcon(QStringLiteral("hexwright-duplicate")),
                                    tr("D&uplicate Reinforcement"), this);
    m_duplicateAction->setObjectName(QStringLiteral("duplicateReinforcementAction"));
    m_duplicateAction->setIconText(tr("Duplicate"));
    m_duplicateAction->setStatusTip(
        tr("Another reinforcement of the same side, turn and entry, without units"));
    m_deleteAction
        = new QAction(actionIcon(QStringLiteral("list-remove")), tr("&Delete Reinforcement"), this);
    m_deleteAction->setObjectName(QStringLiteral("deleteReinforcementAction"));
    m_deleteAction->setIconText(tr("Delete"));
    m_deleteAction->setToolTip(tr("Delete the selected reinforcement (Delete in the timeline); "
                                  "its units go back off-board"));
    m_deleteAction->setStatusTip(tr("Delete the selected reinforcement; its units go back "
                                    "off-board"));

    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);

    // Header row: the game length, and the actions on reinforcements.
    auto *header = new QHBoxLayout;
    header->addWidget(new QLabel(tr("Game length:"), body));
    m_turnsCheck = new QCheckBox(tr("&Turns"), body);
    m_turnsCheck->setObjectName(QStringLiteral("gameTurnsCheck"));
    m_turnsCheck->setToolTip(tr("The game ends after this many turns"));
    header->addWidget(m_turnsCheck);
    m_turnsSpin = new QSpinBox(body);
    m_turnsSpin->setObjectName(QStringLiteral("gameTurnsSpin"));
    m_turnsSpin->setAccessibleName(tr("Game length in turns"));
    m_turnsSpin->setToolTip(tr("Turns, up to the last of the turn record"));
    header->addWidget(m_turnsSpin);
    m_recordLabel = new QLabel(body);
    header->addWidget(m_recordLabel);
    header->addSpacing(12);
    auto *untilLabel = new QLabel(tr("or &until:"), body);
    m_untilCombo = new QComboBox(body);
    m_untilCombo->setObjectName(QStringLiteral("gameUntilCombo"));
    m_untilCombo->setToolTip(tr("The game also ends as soon as this victory condition holds"));
    m_untilCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    untilLabel->setBuddy(m_untilCombo);
    header->addWidget(untilLabel);
    header->addWidget(m_untilCombo);
    header->addStretch(1);
    for (QAction *action : {m_newAction, m_duplicateAction, m_deleteAction}) {
        auto *button = new QToolButton(body);
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        header->addWidget(button);
    }
    layout->addLayout(header);

    auto *splitter = new QSplitter(Qt::Horizontal, body);
    splitter->setObjectName(QStringLiteral("scheduleSplitter"));
    m_timeline = new TimelineWidget;
    auto *timelineScroll = new QScrollArea(splitter);
    timelineScroll->setWidget(m_timeline);
    timelineScroll->setWidgetResizable(false);
    m_form = new ReinforcementForm;
    auto *formScroll = new QScrollArea(splitter);
    formScroll->setWidget(m_form);
    formScroll->setWidgetResizable(true);
    // The form stacks its columns rather than scroll sideways in a narrow dock.
    formScroll->viewport()->installEventFilter(this);
    m_formViewport = formScroll->viewport();
    splitter->addWidget(timelineScroll);
    splitter->addWidget(formScroll);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    // The timeline first: the form's wish for width would otherwise win.
    splitter->setSizes({720, 440});
    layout->addWidget(splitter, 1);
    setWidget(body);

    connect(m_turnsCheck, &QCheckBox::toggled, this, [this] { pushGameLength(QString()); });
    connect(m_turnsSpin, &QSpinBox::valueChanged, this,
            [this] { pushGameLength(QStringLiteral("gameLengthTurns")); });
    connect(m_untilCombo, &QComboBox::activated, this, [this] { pushGameLength(QString()); });
    connect(m_newAction, &QAction::triggered, this, [this] { newReinforcement(); });
    connect(m_duplicateAction, &QAction::triggered, this, &ScheduleDock::duplicateSelected);
    connect(m_deleteAction, &QAction::triggered, this, &ScheduleDock::deleteSelected);
    connect(m_timeline, &TimelineWidget::selectionChanged, this, [this](const QString &id) {
        m_form->setReinforcement(id);
        updateActions();
        Q_EMIT selectionChanged(id);
    });
    connect(m_timeline, &TimelineWidget::chipActivated, this,
            [this] { m_form->setFocus(Qt::OtherFocusReason); });
    connect(m_timeline, &TimelineWidget::moveRequested, this, &ScheduleDock::moveReinforcement);
    connect(m_timeline, &TimelineWidget::newRequested, this,
            [this](const QString &side, int turn) { newReinforcement(side, turn); });
    connect(m_timeline, &TimelineWidget::deleteRequested, this, &ScheduleDock::deleteSelected);

    refreshGameLength();
    updateActions();
}

void ScheduleDock::setDocument(ScenarioDocument *document)
{
    if (m_document == document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_timeline->setDocument(document);
    m_form->setDocument(document);
    if (m_document) {
        connect(m_document, &ScenarioDocument::gameLengthChanged, this,
                &ScheduleDock::refreshGameLength);
        connect(m_document, &ScenarioDocument::victoryChanged, this,
                &ScheduleDock::refreshGameLength);
        connect(m_document, &ScenarioDocument::sidesChanged, this, &ScheduleDock::updateActions);
        // The sentences of the "until" list name sides and zones.
        connect(m_document, &ScenarioDocument::sidesChanged, this,
                &ScheduleDock::refreshGameLength);
        connect(m_document, &ScenarioDocument::zonesChanged, this,
                &ScheduleDock::refreshGameLength);
        connect(m_document, &QObject::destroyed, this, [this] {
            refreshGameLength();
            updateActions();
        });
    }
    refreshGameLength();
    updateActions();
}

bool ScheduleDock::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_formViewport && event->type() == QEvent::Resize)
        m_form->fitToWidth(static_cast<QResizeEvent *>(event)->size().width());
    return QDockWidget::eventFilter(watched, event);
}

QString ScheduleDock::selected() const
{
    return m_timeline->selected();
}

void ScheduleDock::select(const QString &id)
{
    m_timeline->setSelected(id);
}

void ScheduleDock::updateActions()
{
    const bool open = m_document != nullptr;
    m_newAction->setEnabled(open && !m_document->scenario().sides.isEmpty());
    m_duplicateAction->setEnabled(open && !selected().isEmpty());
    m_deleteAction->setEnabled(open && !selected().isEmpty());
    m_turnsCheck->setEnabled(open);
    m_untilCombo->setEnabled(open);
}

void ScheduleDock::refreshGameLength()
{
    const QSignalBlocker blockCheck(m_turnsCheck);
    const QSignalBlocker blockSpin(m_turnsSpin);
    const QSignalBlocker blockUntil(m_untilCombo);
    m_untilCombo->clear();
    m_untilCombo->addItem(tr("(no condition)"), QString());
    if (!m_document) {
        m_turnsCheck->setChecked(false);
        m_turnsSpin->setEnabled(false);
        m_recordLabel->clear();
        return;
    }
    const Scenario &s = m_document->scenario();
    const TurnRecord &record = m_document->ruleset().turnRecord;
    const int most = std::max({record.last, s.gameLength.turns.value_or(1), 1});
    m_turnsSpin->setRange(std::max(1, record.first), most);
    m_recordLabel->setText(tr("of %1").arg(record.last));
    m_turnsCheck->setChecked(s.gameLength.turns.has_value());
    m_turnsSpin->setEnabled(s.gameLength.turns.has_value());
    m_turnsSpin->setValue(s.gameLength.turns.value_or(record.last));
    // Each condition as its sentence, the one the Victory dock shows; the id stays the data.
    for (const VictoryCondition &v : s.victory) {
        // A long sentence is cut short in the box, so the dock keeps its width; whole in the
        // item's tool tip.
        const QString text
            = victoryConditionText(v, s, &m_document->ruleset(), &m_document->panels());
        const QFontMetrics metrics(m_untilCombo->font());
        m_untilCombo->addItem(
            metrics.elidedText(text, Qt::ElideRight, metrics.averageCharWidth() * 40), v.id);
        m_untilCombo->setItemData(m_untilCombo->count() - 1, text, Qt::ToolTipRole);
    }
    m_untilCombo->setCurrentIndex(std::max(0, m_untilCombo->findData(s.gameLength.until)));
}

void ScheduleDock::pushGameLength(const QString &mergeKey)
{
    if (!m_document)
        return;
    GameLength length;
    if (m_turnsCheck->isChecked())
        length.turns = m_turnsSpin->value();
    length.until = m_untilCombo->currentData().toString();
    const GameLength &now = m_document->scenario().gameLength;
    if (length.turns == now.turns && length.until == now.until)
        return;
    m_document->undoStack()->push(
        new ChangeGameLength(m_document, length, tr("Change Game Length"), mergeKey));
}

QString ScheduleDock::newReinforcement(const QString &side, int turn)
{
    if (!m_document || m_document->scenario().sides.isEmpty())
        return QString();
    const Scenario &s = m_document->scenario();
    Reinforcement r;
    r.side = side;
    r.turn = turn;
    if (r.side.isEmpty()) {
        for (const Reinforcement &other : s.reinforcements) {
            if (other.id == selected()) {
                r.side = other.side;
                r.turn = other.turn;
            }
        }
    }
    if (r.side.isEmpty())
        r.side = schedule::sidesInMoveOrder(s).first().id;
    r.turn = std::max(1, r.turn);
    r.id = schedule::uniqueReinforcementId(s, r.side, r.turn);
    r.entry.kind = Entry::Kind::Edge;
    r.entry.edge.side = QStringLiteral("north");
    QList<Reinforcement> list = s.reinforcements;
    list.append(r);
    m_document->undoStack()->push(
        new ChangeReinforcements(m_document, std::move(list), tr("New Reinforcement")));
    select(r.id);
    return r.id;
}

void ScheduleDock::duplicateSelected()
{
    if (!m_document || selected().isEmpty())
        return;
    QString id;
    QList<Reinforcement> list
        = schedule::duplicateReinforcement(m_document->scenario(), selected(), &id);
    if (id.isEmpty())
        return;
    m_document->undoStack()->push(
        new ChangeReinforcements(m_document, std::move(list), tr("Duplicate Reinforcement")));
    select(id);
}

void ScheduleDock::deleteSelected()
{
    const QString id = selected();
    if (!m_document || id.isEmpty())
        return;
    const schedule::ScheduleParts parts = schedule::deleteReinforcement(m_document->scenario(), id);
    QUndoStack *stack = m_document->undoStack();
    const QString text = tr("Delete Reinforcement %1").arg(id);
    stack->beginMacro(text);
    if (!schedule::sameData(parts.forces, m_document->scenario().forces))
        stack->push(new ChangeForces(m_document, parts.forces, text));
    stack->push(new ChangeReinforcements(m_document, parts.reinforcements, text));
    stack->endMacro();
}

void ScheduleDock::moveReinforcement(const QString &id, const QString &side, int turn)
{
    if (!m_document || turn < 1 || !m_document->scenario().findSide(side))
        return;
    schedule::ScheduleParts parts = schedule::changeSide(m_document->scenario(), id, side);
    for (Reinforcement &r : parts.reinforcements) {
        if (r.id == id)
            r.turn = turn;
    }
    if (schedule::sameData(parts.reinforcements, m_document->scenario().reinforcements))
        return;
    QUndoStack *stack = m_document->undoStack();
    const QString text = tr("Move Reinforcement %1 to Turn %2").arg(id).arg(turn);
    stack->beginMacro(text);
    if (!schedule::sameData(parts.forces, m_document->scenario().forces))
        stack->push(new ChangeForces(m_document, parts.forces, text));
    stack->push(new ChangeReinforcements(m_document, parts.reinforcements, text));
    stack->endMacro();
    select(id);
}

} // namespace hexwright
