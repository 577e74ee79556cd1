// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "shell/preferences.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace hexwright {

/**
 * Edit > Preferences: the language, the unit of table lengths, the default paper and hex size
 * of print jobs and the autosave interval, in one form. OK stores the choices through
 * Preferences, Cancel stores nothing, Restore Defaults fills in the defaults (stored on OK).
 * "Reset All Settings..." forgets every Hexwright setting at once, after asking.
 */
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PreferencesDialog(QWidget *parent = nullptr);
    ~PreferencesDialog() override;

    /// What the form shows.
    Preferences::Choices choices() const;
    void setChoices(const Preferences::Choices &choices);
    /// Whether the user reset all settings while the dialog was open.
    bool settingsWereReset() const { return m_reset; }

    void accept() override;

private:
    void resetAllSettings();

    QComboBox *m_language = nullptr;
    QLabel *m_languageNote = nullptr;
    QComboBox *m_tableUnit = nullptr;
    QComboBox *m_paper = nullptr;
    QDoubleSpinBox *m_hexSize = nullptr;
    QSpinBox *m_autosave = nullptr;
    QPushButton *m_resetAll = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    bool m_reset = false;
};

} // namespace hexwright
