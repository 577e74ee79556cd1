// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QWidget>

#include <optional>

namespace hexwright {

class ScenarioDocument;

/**
 * The reinforcement timeline: a column per turn from 1 to the game length (turn 1 on the
 * left), a row per side in move order, and a chip per reinforcement in its cell showing the
 * units that arrive and a tag for how they enter. Reinforcements after the last turn sit in a
 * red "after the end" column rather than vanish.
 *
 * The widget only shows the document and reports what the user does: a click selects a chip,
 * a drag asks to move it to another cell (moveRequested()), a double-click on an empty cell
 * asks for a new reinforcement there. The dock turns these into undo commands.
 */
class TimelineWidget : public QWidget
{
    Q_OBJECT

public:
    struct Cell
    {
        QString side;
        int turn = 1;
    };

    explicit TimelineWidget(QWidget *parent = nullptr);

    void setDocument(ScenarioDocument *document);
    QString selected() const { return m_selected; }
    void setSelected(const QString &id);

    /// Turn columns shown: the game length, or the ruleset's turn record without one.
    int turnColumns() const;
    /// Whether the red "after the end" column is shown.
    bool hasAfterEndColumn() const;
    /// Where reinforcement @p id's chip is drawn (empty if it is not shown).
    QRect chipRect(const QString &id) const;
    /// The centre of the cell of @p side and @p turn (a turn after the end: the red column).
    QPoint cellCentre(const QString &side, int turn) const;
    std::optional<Cell> cellAt(QPoint pos) const;
    QString chipAt(QPoint pos) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

public Q_SLOTS:
    /// Lays the chips out again from the document.
    void refresh();

Q_SIGNALS:
    void selectionChanged(const QString &id);
    void chipActivated(const QString &id);
    void moveRequested(const QString &id, const QString &side, int turn);
    void newRequested(const QString &side, int turn);
    /// Delete or Backspace with a chip selected.
    void deleteRequested(const QString &id);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    struct Chip
    {
        QString id;
        QString side;
        int turn = 1;
        QString units;
        QString entry;
        QString tooltip;
        QRect rect;
    };

    static constexpr int SideColumnWidth = 110;
    static constexpr int TurnColumnWidth = 132;
    static constexpr int HeaderHeight = 24;
    static constexpr int ChipHeight = 40;
    static constexpr int Gap = 4;

    int columnCount() const { return turnColumns() + (hasAfterEndColumn() ? 1 : 0); }
    int columnOf(int turn) const;
    int columnX(int column) const { return SideColumnWidth + column * TurnColumnWidth; }
    int rowY(int row) const;
    int rowHeight(int row) const;
    void layoutChips();
    void moveSelection(int dTurn, int dRow);
    bool event(QEvent *event) override;

    QPointer<ScenarioDocument> m_document;
    QStringList m_sides; ///< side ids in move order
    QStringList m_sideNames;
    QList<int> m_rowChips; ///< most chips in one cell, per row
    QList<Chip> m_chips;
    QString m_selected;
    QString m_pressed;
    QPoint m_pressPos;
    std::optional<Cell> m_dropCell; ///< while dragging
    bool m_dragging = false;
};

} // namespace hexwright
