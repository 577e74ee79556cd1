// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "shell/recoveryfile.h"

#include <QDialog>

class QTreeWidget;

namespace hexwright {

class MainWindow;

/**
 * Lists the unsaved work a crashed or killed Hexwright left behind (title, file, when it
 * was autosaved, what it holds) and asks what to do with the ticked entries: Recover,
 * Discard, or decide Later (the copies stay and are offered at the next start).
 */
class RecoveryDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Choice { Recover, Discard, Later };

    explicit RecoveryDialog(const std::vector<RecoveryCandidate> &candidates,
                            QWidget *parent = nullptr);

    /// The choice for candidate @p index, once the dialog was answered.
    Choice choice(int index) const;

private:
    void finish(Choice forTicked);

    QTreeWidget *m_list;
    std::vector<Choice> m_choices;
};

/**
 * Looks for recovery copies whose Hexwright is gone and, if there are any, asks about them.
 * The first one recovered opens in @p window, any further ones in windows of their own.
 * Returns how many were recovered.
 */
int offerRecovery(MainWindow &window);

} // namespace hexwright
