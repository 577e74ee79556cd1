// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QDialog>
#include <QMap>
#include <QPointer>

#include <memory>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace hexwright {

class ParamEditor;
class ScenarioDocument;

/**
 * Scenario > Properties: the title, author, source, players, notes, the general briefing and
 * the special rules (id, words and an optional effect the playtest obeys, in order: the words
 * are edited in a multi-line editor under the list, the effect in a form generated from
 * specialRuleEffectKinds(), as victory conditions are). Nothing changes until OK, which pushes one
 * undo step (the metadata and the special rules in one macro); Cancel leaves the scenario as it
 * was.
 */
class ScenarioPropertiesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ScenarioPropertiesDialog(ScenarioDocument *document, QWidget *parent = nullptr);
    ~ScenarioPropertiesDialog() override;

    /// The special rules as the table holds them; ids left empty are made from the text.
    QList<SpecialRule> specialRules() const;
    /// Empty when the rules can be saved, else why not (shown under the table).
    QString problem() const;
    /// The editor of effect parameter @p key of the current rule, or null.
    ParamEditor *effectEditor(const QString &key) const;
    /// The enable check box of optional effect parameter @p key, or null.
    QCheckBox *effectEnableBox(const QString &key) const { return m_effectEnable.value(key); }

    void accept() override;

private:
    void addRule();
    void removeRule();
    void moveRule(int delta);
    void updateButtons();
    void showCurrentRule();
    void rebuildEffectForm();
    void setEffectKind(int index);
    void storeEffect();

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
    QPlainTextEdit *m_ruleText;
    QComboBox *m_effectKind;
    QWidget *m_effectHost;
    QWidget *m_effectBody = nullptr;
    std::vector<std::unique_ptr<ParamEditor>> m_effectEditors;
    QMap<QString, QCheckBox *> m_effectEnable;
    QLabel *m_problem;
    QPushButton *m_ok;
};

} // namespace hexwright
