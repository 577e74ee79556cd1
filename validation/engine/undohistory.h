// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QList>

#include <utility>

namespace hexwright {

/**
 * The undo steps of a family's game (Hammer Wars, Maschinen Krieger, The Crucible): before
 * each action the state, the log's length and the dice rolled so far. An action that rolled a
 * die stands, so it drops every step before it; at most MaxSteps are kept.
 */
template<class State> class UndoHistory
{
public:
    struct Step
    {
        State state;
        int logSize = 0;
        int rolls = 0;
    };

    static constexpr int MaxSteps = 200;

    /// Keeps @p before, taken before an action, now that it was applied with @p rollsNow dice
    /// rolled in all; a roll since @p before leaves nothing to undo.
    void record(Step before, int rollsNow)
    {
        if (rollsNow != before.rolls)
            m_steps.clear(); // no undo past a die roll
        else
            m_steps.append(std::move(before));
        if (m_steps.size() > MaxSteps)
            m_steps.removeFirst();
    }

    bool canUndo(int rollsNow) const
    {
        return !m_steps.isEmpty() && m_steps.last().rolls == rollsNow;
    }

    /// Puts the last step back into @p state and @p log; false when there is none to undo.
    bool undo(int rollsNow, State &state, QList<QJsonObject> &log)
    {
        if (!canUndo(rollsNow))
            return false;
        Step last = m_steps.takeLast();
        state = std::move(last.state);
        log.resize(last.logSize);
        return true;
    }

    void clear() { m_steps.clear(); }

private:
    QList<Step> m_steps;
};

} // namespace hexwright
