// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace hexwright {

/// A sample scenario compiled into Hexwright.
struct SampleScenario
{
    QString path; ///< ":/hexwright/scenarios/samples/NN-name.scenario.yaml"
    QString title; ///< metadata.title of the file (the file name if it has none)
};

/// The resource folder of the bundled samples, ":/hexwright/scenarios/samples".
QString samplesFolder();

/**
 * The sample scenarios bundled with Hexwright, in the book's order (their file names start
 * with the book's scenario number), each with the title read from the file. The CLI reads
 * the same files by their paths.
 */
QList<SampleScenario> bundledSamples();

} // namespace hexwright
