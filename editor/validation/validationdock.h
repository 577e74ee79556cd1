// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/diagnostic.h"

#include <QDockWidget>
#include <QSet>

class QLineEdit;
class QToolButton;
class QTreeView;

namespace hexwright {

class ProblemModel;

/**
 * The "Problems" dock: what the rules engine finds wrong with the scenario, grouped by side,
 * with buttons that show or hide errors, warnings and information (each saying how many
 * there are) and a filter field. Double-clicking a problem, or Enter on it, asks to go to
 * it (problemActivated()).
 */
class ValidationDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit ValidationDock(QWidget *parent = nullptr);

    ProblemModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    QToolButton *filterButton(Severity severity) const;
    QLineEdit *searchField() const { return m_search; }

    /// Shows @p severity's problems or hides them (the button follows).
    void setSeverityShown(Severity severity, bool shown);
    /// The problem selected in the tree, if any.
    const Diagnostic *currentProblem() const;
    /// Selects the first shown problem equal to @p diagnostic; false if none is shown.
    bool selectProblem(const Diagnostic &diagnostic);

    /// Puts the keyboard focus into the filter field.
    void focusSearch();

Q_SIGNALS:
    void problemActivated(const hexwright::Diagnostic &diagnostic);
    /// The problems the filters let through changed (a filter, or new problems).
    void shownProblemsChanged();

private:
    void updateCounts();
    void saveState();
    void restoreState();

    ProblemModel *m_model;
    QTreeView *m_view;
    QToolButton *m_errorsButton;
    QToolButton *m_warningsButton;
    QToolButton *m_infoButton;
    QLineEdit *m_search;
    QSet<QString> m_collapsed; ///< group keys the user closed
    std::optional<Diagnostic> m_selected; ///< kept across new results
};

} // namespace hexwright
