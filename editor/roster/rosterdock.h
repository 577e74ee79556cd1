// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>
#include <QPointer>

#include <functional>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableView;

namespace hexwright {

class EditorContext;
class PoolCounts;
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
    /// Asks which zone to place units in, of zones @p ids named @p names; the chosen id, or
    /// empty to cancel. A list dialog unless replaced (tests).
    using ZoneQuestion = std::function<QString(const QStringList &ids, const QStringList &names)>;

    explicit RosterDock(QWidget *parent = nullptr);
    void setZoneQuestion(ZoneQuestion question) { m_askZone = std::move(question); }

    void setDocument(ScenarioDocument *document);
    RosterModel *model() const { return m_model; }
    QString currentSide() const;

    /// Adds a line of the catalogue's current unit, colour and count, or raises the count of
    /// the plain line that already holds it where new units go (one undo step). New units
    /// set up in the side's default set-up zone, if it has one, else off board.
    void addLine();
    /// Selects the roster line of @p forceId (after it was added or raised).
    void selectLine(const QString &forceId);
    /// Removes the selected lines (one undo step).
    void removeSelectedLines();
    /// Asks for a zone and sets every unit of the selected lines up in it.
    void placeSelectedInZoneAsked();
    /// Sets every unit of the selected lines up in zone @p zoneId (one undo step, "Place 3
    /// Units in 'West'"); false if nothing changed.
    bool placeSelectedInZone(const QString &zoneId);
    /// The force entry ids of the selected lines, in roster order.
    QStringList selectedLines() const;
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
    QPushButton *m_placeButton;
    ZoneQuestion m_askZone;
    QLabel *m_totalLabel;
    PoolCounts *m_poolCounts;
    QLabel *m_guidanceLabel;
};

} // namespace hexwright
