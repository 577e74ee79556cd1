// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/offsetcoord.h"
#include "scenario/scenario.h"

#include <QDialog>
#include <QMap>
#include <QPointer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QBoxLayout;
class QStackedWidget;
class QTableWidget;
class QVBoxLayout;

namespace hexwright {

class ScenarioDocument;
struct Ruleset;

/**
 * Edits one reinforcement: its side and turn, how it enters (edge segment, road hex, zone,
 * paradrop or die roll) and the units that arrive with it. Every change is pushed at once as
 * an undo command; units moving in or out of the reinforcement are one macro of the force
 * entries and the reinforcements. The form shows the document again after every change, so
 * undo puts the fields back too.
 */
class ReinforcementForm : public QWidget
{
    Q_OBJECT

public:
    explicit ReinforcementForm(QWidget *parent = nullptr);

    void setDocument(ScenarioDocument *document);
    void setReinforcement(const QString &id);
    QString reinforcement() const { return m_id; }

    /// Moves units of the side's off-board entries here: force entry id -> count.
    void addUnits(const QMap<QString, int> &counts);
    /// Returns these force entries off-board.
    void removeUnits(const QStringList &forceIds);
    /// Sets the road entry hex (checked against the map); false if it is not playable.
    bool setRoadHex(OffsetCoord hex);
    /// Lays the entry and the units side by side (a wide dock) or one above the other (a
    /// narrow one, or long texts in another language), so that nothing is cut off.
    void fitToWidth(int width);

Q_SIGNALS:
    /// "Pick on map" was pressed: the next click on the map should call setRoadHex().
    void pickRequested();

private:
    QBoxLayout *m_columns = nullptr;
    const Reinforcement *current() const;
    /// Pushes @p changed in place of the current reinforcement.
    void commit(const Reinforcement &changed, const QString &text,
                const QString &mergeKey = QString());
    void refresh();
    void refreshPanels(const Reinforcement &r);
    void refreshOutcomes(const Reinforcement &r);
    void refreshUnits();
    void changeSide();
    void changeKind();
    void changeEdge();
    void changeRoadHex();
    void changeZone();
    void changeOutcomes();
    void addOutcome();
    void removeOutcome();
    void showAddUnitsDialog();
    void removeSelectedUnits();
    QStringList layoutPanels() const;

    QPointer<ScenarioDocument> m_document;
    QString m_id;
    bool m_refreshing = false;

    QLabel *m_summary;
    QComboBox *m_sideCombo;
    QSpinBox *m_turnSpin;
    QComboBox *m_kindCombo;
    QStackedWidget *m_pages;
    // Edge
    QComboBox *m_edgeSideCombo;
    QWidget *m_panelBox;
    QVBoxLayout *m_panelLayout;
    QList<QCheckBox *> m_panelChecks;
    // Road hex
    QLineEdit *m_hexEdit;
    QPushButton *m_pickButton;
    QLabel *m_hexProblem;
    // Zone and paradrop
    QLabel *m_zoneLabel;
    QComboBox *m_zoneCombo;
    // Die roll
    QTableWidget *m_outcomeTable;
    QPushButton *m_addOutcomeButton;
    QPushButton *m_removeOutcomeButton;
    QComboBox *m_rerollCombo;
    // Units
    QTableWidget *m_unitsTable;
    QPushButton *m_addUnitsButton;
    QPushButton *m_removeUnitsButton;
};

/// Chooses how many units of each off-board force entry of a side arrive with a
/// reinforcement.
class AddUnitsDialog : public QDialog
{
    Q_OBJECT

public:
    AddUnitsDialog(const Scenario &scenario, const Ruleset &ruleset, const QString &side,
                   QWidget *parent = nullptr);

    /// Force entry id -> units to move (entries left at 0 are not listed).
    QMap<QString, int> counts() const;
    bool isEmpty() const { return m_spins.isEmpty(); }

private:
    QList<std::pair<QString, QSpinBox *>> m_spins;
};

} // namespace hexwright
