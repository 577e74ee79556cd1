// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "edit/sideedits.h"

#include <QDockWidget>
#include <QElapsedTimer>
#include <QMap>
#include <QPointer>

#include <functional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QToolButton;
class QVBoxLayout;

namespace hexwright {

class AlliancesEditor;
class MoraleEditor;
class SideChoicesEditor;
class ScenarioDocument;

/**
 * The "Sides" dock: the scenario's 1 to 4 sides in order, and for the side selected its
 * name, id, player (or none: the rules move it), colours, role, setup and move order, points budget
 * with the book's guidance, briefing and morale; a third tab edits the alliances. Every edit is one
 * undo step built by the functions of edit/sideedits.h; typing merges into one step per burst.
 */
class SidesDock : public QDockWidget
{
    Q_OBJECT

public:
    /// Asks the user to confirm @p text (a removal); true to go on.
    using Confirm = std::function<bool(const QString &title, const QString &text)>;

    explicit SidesDock(QWidget *parent = nullptr);

    void setDocument(ScenarioDocument *document);
    /// The id of the side shown, or empty.
    QString currentSide() const;
    void setCurrentSide(const QString &id);
    /// Replaces the question asked before a removal (tests answer it themselves).
    void setConfirm(Confirm confirm) { m_confirm = std::move(confirm); }

    void addSide();
    void removeCurrentSide();
    void moveCurrentSide(int delta);

private:
    void refresh();
    void refreshList();
    /// "Player 1: Blue, Tan · Player 2: Red, Green", the alliances in its tool tip.
    void refreshPlayers();
    void refreshForm();
    void refreshColours(const Side *side);
    /// The Default set-up zone combo: none, then the zones (a table's deployment areas).
    void refreshDefaultZone(const Side *side);
    void refreshGuidance(const Side *side);
    void refreshAlliances();
    void updateButtons();
    /// Pushes @p side in place of the current side as one command.
    void editSide(const std::function<void(Side &)> &change, const QString &text,
                  const QString &mergeKey = QString());
    void push(const ScenarioParts &parts, const QString &text, const QString &mergeKey = QString());
    void renameCurrentSide();
    void toggleColour(const QString &colour, bool on);
    QString sideName(const QString &id) const;

    QPointer<ScenarioDocument> m_document;
    QString m_currentId;
    int m_currentRow = -1;
    bool m_updating = false;
    Confirm m_confirm;
    int m_briefingBurst = 0;
    QElapsedTimer m_lastBriefingKey;

    QLabel *m_emptyLabel;
    QListWidget *m_list;
    QLabel *m_playersLabel;
    QToolButton *m_addButton;
    QToolButton *m_removeButton;
    QToolButton *m_upButton;
    QToolButton *m_downButton;
    QTabWidget *m_tabs;
    QWidget *m_sidePage;
    QLineEdit *m_nameEdit;
    QLineEdit *m_idEdit;
    QSpinBox *m_playerSpin;
    QCheckBox *m_nonPlayerCheck;
    QWidget *m_colourBox;
    QMap<QString, QCheckBox *> m_colourChecks;
    QComboBox *m_roleCombo;
    QSpinBox *m_setupSpin;
    QComboBox *m_defaultZoneCombo;
    QSpinBox *m_moveSpin;
    QCheckBox *m_budgetCheck;
    QSpinBox *m_budgetSpin;
    QPushButton *m_suggestButton;
    QLabel *m_guidanceLabel;
    QPlainTextEdit *m_briefingEdit;
    SideChoicesEditor *m_choices;
    MoraleEditor *m_morale;
    AlliancesEditor *m_alliances;
};

} // namespace hexwright
