// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QPointer>
#include <QWidget>

class QListView;
class QMenu;
class QPushButton;

namespace hexwright {

class ConditionForm;
class EditorContext;
class ScenarioDocument;
class VictoryListModel;

/**
 * The "Victory" page of the Victory dock: the scenario's conditions as sentences, added by
 * kind from a menu, removed, duplicated and moved, and the selected one edited in a form
 * generated from its kind's parameters. Every change is one undo step.
 */
class VictoryPage : public QWidget
{
    Q_OBJECT

public:
    explicit VictoryPage(EditorContext *context, QWidget *parent = nullptr);

    void setDocument(ScenarioDocument *document);
    VictoryListModel *model() const { return m_model; }
    ConditionForm *form() const { return m_form; }
    QMenu *addMenu() const { return m_addMenu; }
    QString currentId() const;
    void selectCondition(const QString &id);

    /// Adds a condition of @p kind with parameters that read back, selects it; its id.
    QString addCondition(const QString &kind);
    void removeCurrent();
    void duplicateCurrent();
    /// Moves the selected condition up (-1) or down (+1).
    void moveCurrent(int delta);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void updateButtons();
    void pushVictory(const QList<VictoryCondition> &victory, const QString &text,
                     const QString &select);

    QPointer<ScenarioDocument> m_document;
    VictoryListModel *m_model;
    QListView *m_view;
    ConditionForm *m_form;
    QMenu *m_addMenu;
    QPushButton *m_addButton;
    QPushButton *m_removeButton;
    QPushButton *m_duplicateButton;
    QPushButton *m_upButton;
    QPushButton *m_downButton;
};

} // namespace hexwright
