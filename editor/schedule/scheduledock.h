// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>
#include <QPointer>

class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace hexwright {

class ReinforcementForm;
class ScenarioDocument;
class TimelineWidget;

/**
 * The "Reinforcements" dock: the game length on its header row, the turn timeline of every
 * side's reinforcements, and a form for the selected one. New, Duplicate and Delete are
 * actions (New is also in the Scenario menu); dragging a chip to another cell, and every
 * field of the form, is one undo step.
 */
class ScheduleDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit ScheduleDock(QWidget *parent = nullptr);

    void setDocument(ScenarioDocument *document);
    TimelineWidget *timeline() const { return m_timeline; }
    ReinforcementForm *form() const { return m_form; }
    QAction *newAction() const { return m_newAction; }
    QAction *duplicateAction() const { return m_duplicateAction; }
    QAction *deleteAction() const { return m_deleteAction; }

    QString selected() const;
    void select(const QString &id);

    /// A new reinforcement of @p side on @p turn entering along the whole map's north edge;
    /// with no side, the selected chip's side and turn (or the first side's turn 1).
    QString newReinforcement(const QString &side = QString(), int turn = 0);
    void duplicateSelected();
    void deleteSelected();
    /// Moves reinforcement @p id to another side and turn (its units go off-board when the
    /// side changes), one undo step.
    void moveReinforcement(const QString &id, const QString &side, int turn);

Q_SIGNALS:
    void selectionChanged(const QString &id);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_formViewport = nullptr;
    void refreshGameLength();
    void pushGameLength(const QString &mergeKey);
    void updateActions();

    QPointer<ScenarioDocument> m_document;
    QCheckBox *m_turnsCheck;
    QSpinBox *m_turnsSpin;
    QComboBox *m_untilCombo;
    QLabel *m_recordLabel;
    TimelineWidget *m_timeline;
    ReinforcementForm *m_form;
    QAction *m_newAction;
    QAction *m_duplicateAction;
    QAction *m_deleteAction;
};

} // namespace hexwright
