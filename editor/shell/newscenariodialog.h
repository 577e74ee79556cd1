// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/scenariodocument.h"

#include <QDialog>
#include <QStringList>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;

namespace hexwright {

class RulesetRegistry;

/**
 * File > New: the ruleset of the new scenario and, when that ruleset's board is a table, the
 * table's width, depth and unit (the family's table by default) and whether the family's
 * standard objective markers and deployment areas are placed on it.
 */
class NewScenarioDialog : public QDialog
{
    Q_OBJECT

public:
    explicit NewScenarioDialog(RulesetRegistry &registry, QWidget *parent = nullptr);

    /// The chosen ruleset's id.
    QString rulesetId() const;
    void setRulesetId(const QString &id);
    /// Whether the chosen ruleset plays on a table (the table fields are enabled then).
    bool isTable() const;
    /// The table's unit and size (in that unit) as the fields hold them.
    void setTable(LengthUnit unit, double width, double depth);
    void setStandardAreas(bool on);
    /// What ScenarioDocument::createNew() is given for a table (empty for a hex board).
    NewScenarioOptions options() const;

private:
    /// The chosen ruleset's table and presets into the fields.
    void rulesetChosen();
    /// The fields' numbers into @p unit, keeping the lengths.
    void unitChosen();

    RulesetRegistry &m_registry;
    QStringList m_ids;
    QListWidget *m_rulesets = nullptr;
    QComboBox *m_unit = nullptr;
    QDoubleSpinBox *m_width = nullptr;
    QDoubleSpinBox *m_depth = nullptr;
    QCheckBox *m_standard = nullptr;
    QLabel *m_note = nullptr;
    LengthUnit m_shownUnit = LengthUnit::Inch;
};

} // namespace hexwright
