// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>
#include <QPointer>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableView;

namespace hexwright {

class EditorContext;
class RosterModel;
class ScenarioDocument;

/**
 * The "Forces" dock: the point-buy roster of one side at a time. Lines are added from the
 * ruleset's unit catalogue for the side's colours, counts and options are edited in the
 * table, and a live total compares the side's points with its budget. Every change is one
 * undo command on the document.
 */
class RosterDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit RosterDock(QWidget *parent = nullptr);

    void setDocument(ScenarioDocument *document);
    RosterModel *model() const { return m_model; }
    QString currentSide() const;

    /// Adds a line of the catalogue's current unit, colour and count, or raises the count of
    /// the line that already holds it off the map, unplaced and plain (one undo step).
    void addLine();
    /// Selects the roster line of @p forceId (after it was added or raised).
    void selectLine(const QString &forceId);
    /// Removes the selected lines (one undo step).
    void removeSelectedLines();
    /// Shows the line of force entry @p forceId: its side in the dock, the line selected,
    /// the dock raised (going to a problem). False if there is no such entry.
    bool showForce(const QString &forceId);
    QTableView *view() const { return m_view; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refreshSides();
    void refreshCatalogue();
    void refreshUnits();
    void refreshTotal();
    void updateButtons();
    QString guidanceText(int points, int budget) const;

    QPointer<ScenarioDocument> m_document;
    RosterModel *m_model;
    QComboBox *m_sideCombo;
    QLabel *m_emptyLabel;
    QWidget *m_content;
    QTableView *m_view;
    QComboBox *m_colourCombo;
    QLabel *m_colourLabel;
    QComboBox *m_unitCombo;
    QSpinBox *m_countSpin;
    QPushButton *m_addButton;
    QPushButton *m_removeButton;
    QLabel *m_totalLabel;
    QLabel *m_guidanceLabel;
};

} // namespace hexwright
