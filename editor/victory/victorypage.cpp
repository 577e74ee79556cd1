// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "victory/victorypage.h"

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "scenario/scenario.h"
#include "scenario/victoryschema.h"
#include "shell/actionicons.h"
#include "victory/conditionform.h"
#include "victory/parameditors.h"
#include "victory/victorylistmodel.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QListView>
#include <QMenu>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QUndoStack>
#include <QVBoxLayout>

namespace hexwright {

namespace {

/// "exit_units" -> "Exit units".
QString kindTitle(const char *id)
{
    QString text = QLatin1String(id);
    text.replace(QLatin1Char('_'), QLatin1Char(' '));
    text[0] = text.at(0).toUpper();
    return text;
}

} // namespace

VictoryPage::VictoryPage(EditorContext *context, QWidget *parent)
    : QWidget(parent)
    , m_model(new VictoryListModel(this))
{
    auto *layout = new QVBoxLayout(this);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    layout->addWidget(splitter);

    auto *top = new QWidget(splitter);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    m_view = new QListView(top);
    m_view->setObjectName(QStringLiteral("victoryView"));
    m_view->setAccessibleName(tr("Victory conditions"));
    m_view->setModel(m_model);
    m_view->setWordWrap(true);
    m_view->setUniformItemSizes(false);
    m_view->setResizeMode(QListView::Adjust);
    m_view->setAlternatingRowColors(true);
    m_view->setSpacing(2);
    m_view->setMinimumHeight(m_view->fontMetrics().height() * 4);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->installEventFilter(this);
    topLayout->addWidget(m_view, 1);

    auto *buttons = new QHBoxLayout;
    m_addMenu = new QMenu(tr("Add Condition"), this);
    m_addMenu->setObjectName(QStringLiteral("victoryAddMenu"));
    for (const VictoryKind &kind : victoryConditionKinds()) {
        QAction *action
            = m_addMenu->addAction(actionIcon(QStringLiteral("list-add")),
                                   tr("%1: %2").arg(kindTitle(kind.id), tr(kind.summary)));
        action->setData(QLatin1String(kind.id));
        action->setStatusTip(tr(kind.summary));
        connect(action, &QAction::triggered, this,
                [this, id = QString::fromLatin1(kind.id)] { addCondition(id); });
    }
    m_addButton = new QPushButton(tr("&Add"), top);
    m_addButton->setObjectName(QStringLiteral("victoryAddButton"));
    m_addButton->setToolTip(tr("Add a victory condition of a kind"));
    m_addButton->setMenu(m_addMenu);
    m_removeButton = new QPushButton(tr("&Remove"), top);
    m_removeButton->setObjectName(QStringLiteral("victoryRemoveButton"));
    m_removeButton->setToolTip(tr("Remove the selected condition (Delete)"));
    m_duplicateButton = new QPushButton(tr("D&uplicate"), top);
    m_duplicateButton->setObjectName(QStringLiteral("victoryDuplicateButton"));
    m_upButton = new QPushButton(tr("Up"), top);
    m_upButton->setAccessibleName(tr("Move Up"));
    m_upButton->setObjectName(QStringLiteral("victoryUpButton"));
    m_upButton->setToolTip(tr("Move the condition up (Ctrl+Up)"));
    m_downButton = new QPushButton(tr("Down"), top);
    m_downButton->setAccessibleName(tr("Move Down"));
    m_downButton->setObjectName(QStringLiteral("victoryDownButton"));
    m_downButton->setToolTip(tr("Move the condition down (Ctrl+Down)"));
    for (QWidget *w : {static_cast<QWidget *>(m_addButton), static_cast<QWidget *>(m_removeButton),
                       static_cast<QWidget *>(m_duplicateButton),
                       static_cast<QWidget *>(m_upButton), static_cast<QWidget *>(m_downButton)}) {
        // Narrow buttons: the dock shares the side of the window with others.
        w->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
        w->setMinimumWidth(w->fontMetrics().horizontalAdvance(QStringLiteral("Remove")) / 2 + 16);
        buttons->addWidget(w, 1);
    }
    topLayout->addLayout(buttons);

    auto *scroll = new QScrollArea(splitter);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_form = new ConditionForm(context, scroll);
    m_form->setObjectName(QStringLiteral("conditionForm"));
    scroll->setWidget(m_form);
    splitter->addWidget(top);
    splitter->addWidget(scroll);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setChildrenCollapsible(false);
    // The form needs the room more than the list: it holds tables and check lists.
    splitter->setSizes({200, 300});

    connect(m_removeButton, &QPushButton::clicked, this, &VictoryPage::removeCurrent);
    connect(m_duplicateButton, &QPushButton::clicked, this, &VictoryPage::duplicateCurrent);
    connect(m_upButton, &QPushButton::clicked, this, [this] { moveCurrent(-1); });
    connect(m_downButton, &QPushButton::clicked, this, [this] { moveCurrent(1); });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] {
        m_form->setCondition(currentId());
        updateButtons();
    });
    // A reset (a condition added, removed or undone) loses the selection: keep the form's.
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        const QString id = m_form->conditionId();
        selectCondition(m_model->rowOf(id) >= 0 ? id : QString());
        updateButtons();
    });
    updateButtons();
}

void VictoryPage::setDocument(ScenarioDocument *document)
{
    m_document = document;
    m_form->setDocument(document);
    m_model->setDocument(document);
    updateButtons();
}

QString VictoryPage::currentId() const
{
    return m_view->currentIndex().data(VictoryListModel::IdRole).toString();
}

void VictoryPage::selectCondition(const QString &id)
{
    const int row = m_model->rowOf(id);
    if (row < 0) {
        m_view->selectionModel()->clearCurrentIndex();
        m_view->clearSelection();
        m_form->setCondition(QString());
    } else {
        m_view->selectionModel()->setCurrentIndex(m_model->index(row),
                                                  QItemSelectionModel::ClearAndSelect);
        m_view->scrollTo(m_model->index(row));
    }
    updateButtons();
}

void VictoryPage::pushVictory(const QList<VictoryCondition> &victory, const QString &text,
                              const QString &select)
{
    m_document->undoStack()->push(new ChangeVictory(m_document, victory, text));
    selectCondition(select);
}

QString VictoryPage::addCondition(const QString &kindId)
{
    const VictoryKind *kind = findVictoryKind(kindId);
    if (!m_document || !kind)
        return QString();
    VictoryCondition condition;
    QString base = kindId;
    base.replace(QLatin1Char('_'), QLatin1Char('-'));
    condition.id = uniqueId(base, m_document->scenario().victoryIds());
    condition.kind = kindId;
    for (const ParamSpec &spec : kind->parameters) {
        if (spec.required)
            condition.parameters.insert(QLatin1String(spec.key),
                                        ParamEditor::defaultValue(spec.type, *m_document));
    }
    if (kindId == QLatin1String("free_text"))
        condition.parameters.insert(QStringLiteral("description"), tr("Describe the condition"));
    QList<VictoryCondition> victory = m_document->scenario().victory;
    const int row = m_model->rowOf(currentId());
    victory.insert(row >= 0 ? row + 1 : victory.size(), condition);
    pushVictory(victory, tr("Add Victory Condition"), condition.id);
    return condition.id;
}

void VictoryPage::removeCurrent()
{
    const int row = m_model->rowOf(currentId());
    if (!m_document || row < 0)
        return;
    QList<VictoryCondition> victory = m_document->scenario().victory;
    const QString id = victory.at(row).id;
    victory.removeAt(row);
    const QString next = victory.isEmpty()
        ? QString()
        : victory.value(std::min<int>(row, int(victory.size()) - 1)).id;
    QUndoStack *stack = m_document->undoStack();
    GameLength length = m_document->scenario().gameLength;
    if (length.until == id) {
        // The game cannot end on a condition that is gone.
        stack->beginMacro(tr("Remove Victory Condition"));
        length.until.clear();
        stack->push(new ChangeGameLength(m_document, length, tr("Remove Victory Condition")));
        pushVictory(victory, tr("Remove Victory Condition"), next);
        stack->endMacro();
    } else {
        pushVictory(victory, tr("Remove Victory Condition"), next);
    }
}

void VictoryPage::duplicateCurrent()
{
    const int row = m_model->rowOf(currentId());
    if (!m_document || row < 0)
        return;
    QList<VictoryCondition> victory = m_document->scenario().victory;
    VictoryCondition copy = victory.at(row);
    copy.id = uniqueId(copy.id, m_document->scenario().victoryIds());
    copy.position = SourcePosition();
    victory.insert(row + 1, copy);
    pushVictory(victory, tr("Duplicate Victory Condition"), copy.id);
}

void VictoryPage::moveCurrent(int delta)
{
    const int row = m_model->rowOf(currentId());
    if (!m_document || row < 0)
        return;
    QList<VictoryCondition> victory = m_document->scenario().victory;
    const int to = row + delta;
    if (to < 0 || to >= victory.size())
        return;
    const QString id = victory.at(row).id;
    victory.move(row, to);
    pushVictory(victory, tr("Move Victory Condition"), id);
}

bool VictoryPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view
        && (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress)) {
        auto *key = static_cast<QKeyEvent *>(event);
        const bool remove = key->key() == Qt::Key_Delete && key->modifiers() == Qt::NoModifier;
        const bool up = key->key() == Qt::Key_Up && key->modifiers() == Qt::ControlModifier;
        const bool down = key->key() == Qt::Key_Down && key->modifiers() == Qt::ControlModifier;
        if (remove || up || down) {
            // Taken before the window's own Delete (terrain) shortcut can see it.
            event->accept();
            if (event->type() == QEvent::KeyPress) {
                if (remove)
                    removeCurrent();
                else
                    moveCurrent(up ? -1 : 1);
            }
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void VictoryPage::updateButtons()
{
    const int row = m_model->rowOf(currentId());
    const bool selected = m_document && row >= 0;
    m_addButton->setEnabled(m_document != nullptr);
    m_removeButton->setEnabled(selected);
    m_duplicateButton->setEnabled(selected);
    m_upButton->setEnabled(selected && row > 0);
    m_downButton->setEnabled(selected && row + 1 < m_model->rowCount());
}

} // namespace hexwright
