// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRandomGenerator>
#include <QString>
#include <QStringList>

namespace hexwright {

class ScenarioDocument;

/**
 * Makes random edits of an open scenario, of every kind the editor offers (painting and
 * erasing, roads, pasting, panels placed, moved, turned and removed, the map shifted, zones,
 * markers, sides, forces, reinforcements, hidden units, victory conditions, special rules,
 * alliances, metadata and game length, and macros of several), each pushed on the document's
 * undo stack through the same edit functions and commands the tools and docks use.
 *
 * It exists for the randomized undo test (tests/model/tst_undoredo.cpp) and its longer run in
 * hexwright-bench: whatever the sequence, undoing all of it must give back the file's bytes
 * exactly, and redoing it the bytes after the last edit. The same seed gives the same edits.
 * Edits need not make a valid scenario (a removed zone may still be used): the file written
 * is what is compared, and the writer writes any scenario.
 */
class RandomEditor
{
public:
    RandomEditor(ScenarioDocument *document, quint32 seed);

    /// Makes one random edit and returns its name (for failure messages); some edits change
    /// nothing and push nothing, as a click that changes nothing does in the editor.
    QString step();

    /// How many kinds of edit step() chooses from.
    static int kindCount();

private:
    QString edit(int kind);
    int bounded(int limit) { return limit > 0 ? int(m_random.bounded(limit)) : 0; }
    bool chance(int percent) { return bounded(100) < percent; }

    ScenarioDocument *m_document;
    QRandomGenerator m_random;
    int m_strokeId = 0; ///< the stroke a paint edit may continue; 0 after any other edit
    int m_typed = 0; ///< characters typed into the title, for merged typing edits
};

/// What checkUndoRedo() found.
struct UndoRedoReport
{
    bool ok = true;
    QString failure; ///< where the bytes first differed, with the edits that led there
    int edits = 0;
    int undoSteps = 0; ///< steps on the stack after the last edit (merged edits are one)
    int comparisons = 0;
};

/**
 * Makes @p edits random edits (RandomEditor with @p seed) on @p document and checks that the
 * file's bytes never depend on the way a state was reached: at random points part of the
 * stack is undone and redone, and at the end all of it, each step compared with the bytes
 * written when that step was the newest. Stops at the first difference.
 */
UndoRedoReport checkUndoRedo(ScenarioDocument *document, quint32 seed, int edits);

} // namespace hexwright
