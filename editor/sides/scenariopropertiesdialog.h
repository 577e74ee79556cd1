// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QDialog>
#include <QPointer>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace hexwright {

class ScenarioDocument;

/**
 * Scenario > Properties: the title, author, source, players, notes, the general briefing and
 * the special rules (id and text, in order). Nothing changes until OK, which pushes one undo
 * step (the metadata and the special rules in one macro); Cancel leaves the scenario as it
 * was.
 */
class ScenarioPropertiesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ScenarioPropertiesDialog(ScenarioDocument *document, QWidget *parent = nullptr);

    /// The special rules as the table holds them; ids left empty are made from the text.
    QList<SpecialRule> specialRules() const;
    /// Empty when the rules can be saved, else why not (shown under the table).
    QString problem() const;

    void accept() override;

private:
    void addRule();
    void removeRule();
    void moveRule(int delta);
    void updateButtons();

    QPointer<ScenarioDocument> m_document;
    QLineEdit *m_title;
    QLineEdit *m_author;
    QLineEdit *m_source;
    QSpinBox *m_players;
    QPlainTextEdit *m_notes;
    QPlainTextEdit *m_briefing;
    QTableWidget *m_rules;
    QPushButton *m_addRule;
    QPushButton *m_removeRule;
    QPushButton *m_upRule;
    QPushButton *m_downRule;
    QLabel *m_problem;
    QPushButton *m_ok;
};

} // namespace hexwright
