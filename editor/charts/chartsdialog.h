// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ruleset/charttable.h"

#include <QDialog>

class QLabel;
class QListWidget;
class QPushButton;
class QTableView;

namespace hexwright {

class ChartEdits;
class ChartTableModel;
class RulesetRegistry;
struct Ruleset;

/**
 * Scenario > Ruleset Charts...: the open ruleset's charts, each an editable table. Cells
 * that are our values, not the book's, are tinted and starred (the legend says so); a value
 * that fails the chart's checks (an endurance range with a gap) is shown in red with the
 * reason beside the table, as it is typed. Typing, undo and redo stay inside the dialog (a
 * QUndoStack of its own); Save writes the player's values as his override file in the user
 * data folder (chartoverride.h) and puts them into the loaded ruleset at once; Revert to
 * Bundled Values goes back to the ruleset file's values (one undo step, saved with Save).
 */
class ChartsDialog : public QDialog
{
    Q_OBJECT

public:
    ChartsDialog(RulesetRegistry &registry, const Ruleset &ruleset, QWidget *parent = nullptr);
    ~ChartsDialog() override;

    ChartEdits *edits() const { return m_edits; }
    QTableView *table() const { return m_table; }
    /// Shows chart @p index of the list.
    void showChart(int index);
    int shownChart() const;
    /// Where Save writes; empty when the registry reads no user values.
    QString overridePath() const;
    /// Writes the override and puts the values into the loaded ruleset; false with the
    /// reason in @p error (also shown in the dialog).
    bool save(QString *error = nullptr);

    void reject() override;

private:
    void updateState();
    void updateProblems();

    RulesetRegistry &m_registry;
    QString m_rulesetId;
    ChartEdits *m_edits;
    ChartTableModel *m_model;
    QListWidget *m_list;
    QLabel *m_title;
    QLabel *m_note;
    QTableView *m_table;
    QLabel *m_problems;
    QLabel *m_status;
    QPushButton *m_save;
    QPushButton *m_revert;
};

} // namespace hexwright
