// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace hexwright {

/**
 * The hotseat curtain (issue 14, point 1): covers the playtest window's map, tool bar and docks
 * while the board passes from one player to the next, so that neither sees what the rules hide
 * from him. "Pass to <player>", and a button (Return) for that player to show the board. It
 * follows its window's size; the menu bar stays usable.
 */
class Curtain : public QWidget
{
    Q_OBJECT

public:
    explicit Curtain(QWidget *window);

    /// Covers the window for player @p player, with @p why under the heading.
    void cover(const QString &player, const QString &why);
    /// Whom the board waits for while covered.
    QString player() const { return m_player; }
    QPushButton *showButton() const { return m_show; }

Q_SIGNALS:
    /// The player waited for says he is at the board: the curtain is gone.
    void revealed();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void fitWindow();

    QString m_player;
    QLabel *m_heading = nullptr;
    QLabel *m_note = nullptr;
    QPushButton *m_show = nullptr;
};

} // namespace hexwright
