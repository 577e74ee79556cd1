// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>
#include <QString>

#include <memory>

class QAction;
class QLabel;
class QSlider;
class QSpinBox;
class QTimer;
class QToolBar;
class QWidget;

namespace hexwright {

class PlaytestWindow;
class ReplayCursor;

/**
 * The playtest window in replay mode (issue 17, point 2): a recorded game log stepped through
 * forward and back, read-only. A Replay tool bar (first, back, forward, last, a slider and
 * "action n of m") moves a ReplayCursor; the board, the Units and Dice docks and the Game Log
 * follow, the log's current action highlighted and its rolls selected in the Dice dock. The
 * orders, the set-up tray, the curtain and the family's own actions are off. Made by
 * PlaytestWindow::openReplay().
 */
class ReplayControls : public QObject
{
    Q_OBJECT

public:
    ReplayControls(PlaytestWindow &window, std::unique_ptr<ReplayCursor> cursor);
    ~ReplayControls() override;

    ReplayCursor &cursor() const { return *m_cursor; }
    /// The number of the log's actions applied to the game shown.
    int position() const;
    /// The number of actions in the log.
    int actionCount() const;
    /// Shows the game after the log's first @p position actions (clamped).
    void seek(int position);
    void stepForward() { seek(position() + 1); }
    void stepBack() { seek(position() - 1); }

    QAction *firstAction() const { return m_first; }
    QAction *backAction() const { return m_back; }
    QAction *forwardAction() const { return m_forward; }
    QAction *lastAction() const { return m_last; }
    QSpinBox *positionBox() const { return m_box; }
    QSlider *slider() const { return m_slider; }

    /// The Game Log dock's text: every line of the log, written once; the line of the last
    /// action applied highlighted.
    void refreshLog();
    /// The Game Log dock's block of the log's line @p index (non-empty lines), or -1 when the
    /// dock leaves that line out.
    int logBlockOf(int line) const { return m_blockOfLine.value(line, -1); }
    /// The Game Log dock's highlighted block, or -1.
    int highlightedBlock() const { return m_highlighted; }
    /// The Dice dock's rows (0-based roll numbers) rolled by the last action applied.
    QList<int> lastRolls() const;

private:
    void createToolBar();
    /// Lets the family's part of the window go before its game does, and makes it anew for
    /// the game now shown.
    void rebindExtension();
    void hideGameControls();
    void showPosition();
    void buildCheckpoints();

    PlaytestWindow &m_window;
    std::unique_ptr<ReplayCursor> m_cursor;
    QString m_familyId;
    QToolBar *m_bar = nullptr;
    QAction *m_first = nullptr;
    QAction *m_back = nullptr;
    QAction *m_forward = nullptr;
    QAction *m_last = nullptr;
    QSpinBox *m_box = nullptr;
    QSlider *m_slider = nullptr;
    QLabel *m_of = nullptr;
    QTimer *m_idle = nullptr; ///< builds checkpoints while nothing else happens
    QWidget *m_panels = nullptr; ///< holds the family's orders panels, never shown
    QList<int> m_blockOfLine; ///< the Game Log's block of each line of the log, or -1
    bool m_logWritten = false;
    int m_highlighted = -1;
};

} // namespace hexwright
