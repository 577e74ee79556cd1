// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Undo gives back the bytes (issue 13, points 7 and 9): paint past column 99 undone or erased
// leaves the labels as they were, and long random sequences of every kind of edit undo to the
// file they started from and redo to the file they ended with, compared byte for byte at
// every step. The longer run is hexwright-bench --undo.

#include "commands/paintterrain.h"
#include "document/scenariodocument.h"
#include "edit/randomedits.h"
#include "edit/terrainedits.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"

#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

using namespace hexwright;

namespace {

QString samplePath(const QString &name)
{
    return QStringLiteral(SOURCE_DIR "/resources/scenarios/samples/") + name;
}

} // namespace

class TestUndoRedo : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void paintPastColumn99LeavesNoWiderLabels_data();
    void paintPastColumn99LeavesNoWiderLabels();
    void randomEditsUndoAndRedoToTheSameBytes_data();
    void randomEditsUndoAndRedoToTheSameBytes();

private:
    std::unique_ptr<ScenarioDocument> open(const QString &name);

    std::unique_ptr<RulesetRegistry> m_registry;
};

void TestUndoRedo::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_registry = RulesetRegistry::withBundledData();
}

std::unique_ptr<ScenarioDocument> TestUndoRedo::open(const QString &name)
{
    Diagnostics diagnostics;
    auto document = ScenarioDocument::load(samplePath(name), *m_registry, diagnostics);
    for (const Diagnostic &diagnostic : std::as_const(diagnostics))
        qWarning().noquote() << diagnostic.toText();
    return document;
}

void TestUndoRedo::paintPastColumn99LeavesNoWiderLabels_data()
{
    QTest::addColumn<bool>("erase");
    QTest::newRow("undone") << false;
    QTest::newRow("erased") << true;
}

// Issue 13, point 7: the label width was measured on the paint block in memory, which undo
// and erasing leave as wide as it grew, so every "0304" of the file became "003004".
void TestUndoRedo::paintPastColumn99LeavesNoWiderLabels()
{
    QFETCH(bool, erase);
    const auto document = open(QStringLiteral("01-badger-hunt.scenario.yaml"));
    QVERIFY(document);
    QVERIFY(document->map().columns() < 99);
    const quint8 terrain = quint8(document->ruleset().terrain.size() - 1);
    QVERIFY(paintHexes(document.get(), {{3, 3}}, terrain, PaintTerrain::nextStrokeId()));
    const QByteArray before = document->serialize();
    QVERIFY(before.contains("origin: \"0404\""));

    // Column 121, past the panels: the map grows and the labels need three digits.
    const OffsetCoord far {120, 3};
    QVERIFY(paintHexes(document.get(), {far}, terrain, PaintTerrain::nextStrokeId()));
    QVERIFY(document->serialize().contains("origin: \"004004\""));

    if (erase)
        QVERIFY(paintHexes(document.get(), {far}, NoTerrain, PaintTerrain::nextStrokeId()));
    else
        document->undoStack()->undo();
    QCOMPARE(document->serialize(), before);
}

void TestUndoRedo::randomEditsUndoAndRedoToTheSameBytes_data()
{
    QTest::addColumn<QString>("sample");
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<int>("edits");
    // Badger Hunt is small and has every part; sample 13 is the largest; 14 has hidden units
    // and special rules with effects.
    QTest::newRow("badger hunt, seed 1")
        << QStringLiteral("01-badger-hunt.scenario.yaml") << quint32(1) << 400;
    QTest::newRow("badger hunt, seed 2")
        << QStringLiteral("01-badger-hunt.scenario.yaml") << quint32(2) << 400;
    QTest::newRow("a city too far, seed 3")
        << QStringLiteral("02-a-city-too-far.scenario.yaml") << quint32(3) << 300;
    QTest::newRow("break out, seed 4")
        << QStringLiteral("08-break-out.scenario.yaml") << quint32(4) << 300;
    QTest::newRow("everybody wants a piece, seed 5")
        << QStringLiteral("13-everybody-wants-a-piece-of-the-action.scenario.yaml") << quint32(5)
        << 200;
    QTest::newRow("spice madness, seed 6")
        << QStringLiteral("14-spice-madness.scenario.yaml") << quint32(6) << 300;
}

void TestUndoRedo::randomEditsUndoAndRedoToTheSameBytes()
{
    QFETCH(QString, sample);
    QFETCH(quint32, seed);
    QFETCH(int, edits);
    const auto document = open(sample);
    QVERIFY(document);
    const QByteArray original = document->serialize();
    QElapsedTimer timer;
    timer.start();
    const UndoRedoReport report = checkUndoRedo(document.get(), seed, edits);
    QVERIFY2(report.ok, qPrintable(report.failure));
    QCOMPARE(report.edits, edits);
    // Enough steps survived merging to mean something, and every one was compared twice.
    QVERIFY2(report.undoSteps > edits / 3, qPrintable(QString::number(report.undoSteps)));
    QVERIFY(report.comparisons >= 2 * report.undoSteps);
    document->undoStack()->setIndex(0);
    QCOMPARE(document->serialize(), original);
    qInfo("%d edits, %d undo steps, %d comparisons in %lld ms", report.edits, report.undoSteps,
          report.comparisons, timer.elapsed());
}

QTEST_GUILESS_MAIN(TestUndoRedo)
#include "tst_undoredo.moc"
