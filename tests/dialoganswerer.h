// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Answers modal dialogs that appear on their own (a file changed on disk, the recovery
// offer), however deep in nested event loops they are shown.

#include <QAbstractButton>
#include <QApplication>
#include <QDialog>
#include <QMessageBox>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>

namespace hexwright::testsupport {

/**
 * While it exists, clicks the button named @p buttonName (its object name; empty: the
 * first button of a message box) in every modal dialog that is shown, and keeps each
 * message box's title and text so that a test can check what the user was told and how
 * often.
 */
class DialogAnswerer : public QObject
{
public:
    explicit DialogAnswerer(const QString &buttonName = QString())
        : m_buttonName(buttonName)
    {
        connect(&m_timer, &QTimer::timeout, this, &DialogAnswerer::poll);
        m_timer.start(20);
    }

    void setButton(const QString &buttonName) { m_buttonName = buttonName; }
    /// "title: text" of every dialog answered, oldest first.
    QStringList shown() const { return m_shown; }
    int count() const { return int(m_shown.size()); }

private:
    void poll()
    {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        if (!dialog || dialog == m_last || !dialog->isVisible())
            return;
        QAbstractButton *button = nullptr;
        QString text = dialog->windowTitle();
        if (auto *box = qobject_cast<QMessageBox *>(dialog)) {
            text += QStringLiteral(": ") + box->text();
            if (m_buttonName.isEmpty() && !box->buttons().isEmpty())
                button = box->buttons().first();
        }
        if (!button)
            button = dialog->findChild<QAbstractButton *>(m_buttonName);
        if (!button)
            return;
        m_last = dialog;
        m_shown.append(text);
        button->click();
    }

    QString m_buttonName;
    QTimer m_timer;
    QPointer<QDialog> m_last;
    QStringList m_shown;
};

} // namespace hexwright::testsupport
