// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// hexwright-bench, Undo section (issue 13, point 9): the longer run of tests/model/tst_undoredo,
// long random edit sequences on every sample, undone and redone to the same bytes.

#include "benchsections.h"
#include "benchsupport.h"

#include "document/scenariodocument.h"
#include "edit/randomedits.h"
#include "ruleset/rulesetregistry.h"

#include <QDir>

namespace hexwright::bench {

bool benchUndo(RulesetRegistry &registry, int seeds, int edits)
{
    out << QStringLiteral("\nUndo and redo (%1 random edits per run, %2 seeds per sample, every "
                          "step compared byte for byte):\n")
               .arg(edits)
               .arg(seeds);
    const QDir samples(QStringLiteral(":/hexwright/scenarios/samples"));
    bool allHeld = true;
    qint64 totalEdits = 0;
    qint64 totalComparisons = 0;
    const double start = nowMs();
    for (const QString &name :
         samples.entryList({QStringLiteral("*.scenario.yaml")}, QDir::Files, QDir::Name)) {
        qint64 sampleEdits = 0;
        qint64 comparisons = 0;
        qint64 steps = 0;
        QString failure;
        const double sampleStart = nowMs();
        for (int seed = 1; seed <= seeds && failure.isEmpty(); ++seed) {
            Diagnostics diagnostics;
            const auto document
                = ScenarioDocument::load(samples.filePath(name), registry, diagnostics);
            if (!document) {
                failure = QStringLiteral("cannot load");
                break;
            }
            const UndoRedoReport report = checkUndoRedo(document.get(), quint32(seed), edits);
            sampleEdits += report.edits;
            comparisons += report.comparisons;
            steps += report.undoSteps;
            if (!report.ok)
                failure = report.failure;
        }
        const double seconds = std::max(1e-3, (nowMs() - sampleStart) / 1000.0);
        figure(QStringLiteral("%1: %2 edits, %3 undo steps, %4 comparisons, %5")
                   .arg(name.section(QLatin1Char('.'), 0, 0))
                   .arg(sampleEdits)
                   .arg(steps)
                   .arg(comparisons)
                   .arg(failure.isEmpty() ? QStringLiteral("all held")
                                          : QStringLiteral("DIFFERED: ") + failure),
               sampleEdits / seconds, QStringLiteral("edits/s"));
        allHeld = allHeld && failure.isEmpty();
        totalEdits += sampleEdits;
        totalComparisons += comparisons;
    }
    figure(QStringLiteral("all samples: %1 edits, %2 comparisons, %3")
               .arg(totalEdits)
               .arg(totalComparisons)
               .arg(allHeld ? QStringLiteral("every comparison held")
                            : QStringLiteral("BYTES DIFFERED")),
           (nowMs() - start) / 1000.0, QStringLiteral("s"));
    return allHeld;
}

} // namespace hexwright::bench
