// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ruleset/charttable.h"

#include <QObject>
#include <QUndoStack>

namespace hexwright {

/**
 * The charts being edited in the Charts dialog: a working copy of a ruleset's charts, the
 * bundled ones they are compared with, and the dialog's own undo stack. Every change is one
 * undo step: typing a cell (the value is then the player's, no longer provisional) or
 * going back to the bundled values. Nothing here writes a file; the dialog saves.
 */
class ChartEdits : public QObject
{
    Q_OBJECT

public:
    ChartEdits(QList<Chart> charts, QList<Chart> bundled, QObject *parent = nullptr);

    const QList<Chart> &charts() const { return m_charts; }
    const QList<Chart> &bundled() const { return m_bundled; }
    QUndoStack *undoStack() { return &m_undo; }

    /// Types @p text into a cell: one undo step, unless it changes nothing. The cell is no
    /// longer provisional, even when the text equals our value (the player confirms it).
    bool typeCell(int chart, int row, int column, const QString &text);
    /// Puts every chart back to its bundled values: one undo step, unless they are already.
    bool revertToBundled();

    /// Sets one cell without an undo step (the undo commands call it).
    void setCell(int chart, int row, int column, const ChartCell &cell);
    /// Sets every chart without an undo step (the undo commands call it).
    void setCharts(const QList<Chart> &charts);

Q_SIGNALS:
    void cellChanged(int chart, int row, int column);
    /// Every chart may have changed.
    void chartsReset();

private:
    QList<Chart> m_charts;
    QList<Chart> m_bundled;
    QUndoStack m_undo;
};

} // namespace hexwright
