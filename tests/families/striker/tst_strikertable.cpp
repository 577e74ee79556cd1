// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Striker on the table (issue 20): the minefield piece with what rule 55 C gives it (its
// fields, the mines a full density needs by the provisional mines chart, the man-hours, its
// camouflage, the attacks on a unit crossing it and the turns to clear a lane), shown in the
// Piece Properties dock and used by the mines referee aid; and the nuclear tertiary zone of
// rule 39 B.4 as a rule option the aid page shows and switches, its numbers following it. On
// the bundled sample 51-motor-pool, whose minefield is 4 cm deep and 20 cm wide in a plowed
// field, 2000 kg laid by hand by the militia.

#include "checks/scenariochecks.h"
#include "document/scenariodocument.h"
#include "families/striker/refereeaids.h"
#include "families/striker/rules/strikerminefield.h"
#include "mainwindow.h"
#include "map/hexmap.h"
#include "playtest/playtestextension.h"
#include "refereeaidstestsupport.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenario.h"
#include "table/piecelibrary.h"
#include "table/piecepropertiesdock.h"
#include "table/tablestate.h"
#include "testsupport.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QTextBrowser>
#include <QUndoStack>

#include <cmath>
#include <memory>

using namespace hexwright;
using namespace hexwright::strikeraids;

namespace {

const QString Sample = testsupport::StrikerSample;
using testsupport::rollOn;

} // namespace

class TestStrikerTable : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void minefieldPiece_data();
    void minefieldPiece();
    void minefieldChecks_data();
    void minefieldChecks();
    void otherPiecesAreNoMinefields();
    void theLibraryMinefieldIsAStrikerMinefield();
    void piecePropertiesShowTheMinefield();
    void theMinesAidUsesThePiece();
    void theNuclearAidFollowsTheTertiaryOption();

private:
    const Ruleset &ruleset() const { return m_document->ruleset(); }
    const TablePiece &minesPiece() const
    {
        return *m_document->scenario().table->findPiece(QStringLiteral("mines"));
    }
    /// The sample's scenario, the pre-game work that lays the minefield given @p values
    /// (camouflaged, method, mine, amount) on top of its own.
    Scenario withMinesWork(const QVariantMap &values) const;
    /// Puts an ice piece under the minefield of @p scenario (rule 55 C.6: no camouflage there).
    void putIceUnderTheMines(Scenario &scenario) const;

    std::unique_ptr<RulesetRegistry> m_registry;
    std::unique_ptr<ScenarioDocument> m_document;
};

void TestStrikerTable::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    testsupport::useTestSettings("tst_strikertable");
    m_registry = RulesetRegistry::withBundledData();
    m_registry->setUserChartsFolder(QString());
}

void TestStrikerTable::init()
{
    Diagnostics diagnostics;
    m_document = ScenarioDocument::load(Sample, *m_registry, diagnostics);
    QVERIFY2(m_document, diagnostics.isEmpty() ? "" : qPrintable(diagnostics.first().toText()));
    QVERIFY(m_document->scenario().table);
    QVERIFY(m_document->scenario().table->findPiece(QStringLiteral("mines")));
}

void TestStrikerTable::cleanup()
{
    m_document.reset();
}

Scenario TestStrikerTable::withMinesWork(const QVariantMap &values) const
{
    Scenario s = m_document->scenario();
    QVariantList works = s.family.value(striker::WorksKey).toList();
    for (QVariant &v : works) {
        QVariantMap w = v.toMap();
        if (w.value(QStringLiteral("piece")) != QLatin1String("mines"))
            continue;
        for (auto it = values.begin(); it != values.end(); ++it)
            w.insert(it.key(), it.value());
        v = w;
    }
    s.family.insert(striker::WorksKey, works);
    return s;
}

void TestStrikerTable::putIceUnderTheMines(Scenario &scenario) const
{
    TablePiece ice;
    ice.id = QStringLiteral("ice");
    ice.shape = TableShape::rectangle(minesPiece().shape.at, 100, 300);
    ice.traits = {QStringLiteral("ice")};
    scenario.table->pieces.append(ice);
}

void TestStrikerTable::minefieldPiece_data()
{
    // Rule 55 C on the sample's minefield, 200 mm along the front and 40 mm deep: 10 x 20
    // fields of 2 cm x 2 mm [C.2]. Antipersonnel mines at our 20 kg a field need 4000 kg; the
    // 2000 kg laid are half the density, 20 man-hours at 100 kg a man-hour [C.2], three times
    // that camouflaged [C.6], 2 machine hours at 1000 kg an hour. Crossing its 40 mm is 20
    // attacks at 7+ [C.4]; a 4-man team clears a lane in 40 x 4 = 160 turns through
    // camouflaged mines, 80 through visible ones [C.7a].
    QTest::addColumn<QString>("edit");
    QTest::addColumn<int>("fields");
    QTest::addColumn<double>("kgNeeded");
    QTest::addColumn<int>("density");
    QTest::addColumn<double>("manHours");
    QTest::addColumn<double>("machineHours");
    QTest::addColumn<bool>("camouflaged");
    QTest::addColumn<bool>("forbidden");
    QTest::addColumn<int>("penetration");
    auto row = [](const char *name, const char *edit, double kg, int density, double manHours,
                  double machineHours, bool camouflaged, bool forbidden, int pen) {
        QTest::newRow(name) << QString::fromLatin1(edit) << 200 << kg << density << manHours
                            << machineHours << camouflaged << forbidden << pen;
    };
    row("C.6 in the sample's plowed field: camouflaged at no extra time", "", 4000, 50, 20, 0, true,
        false, 5);
    row("C.2 on open ground, by hand: visible", "open", 4000, 50, 20, 0, false, false, 5);
    row("C.6 camouflaged by hand: three times the time", "camouflaged", 4000, 50, 60, 0, true,
        false, 5);
    row("C.2 by machine: 1000 kg an hour", "machine", 4000, 50, 0, 2, true, false, 5);
    row("C.6 on ice: never camouflaged", "ice", 4000, 50, 60, 0, false, true, 5);
    row("antivehicle mines: our 200 kg a field", "antivehicle", 40000, 5, 20, 0, true, false, 30);
}

void TestStrikerTable::minefieldPiece()
{
    QFETCH(QString, edit);
    QFETCH(int, fields);
    QFETCH(double, kgNeeded);
    QFETCH(int, density);
    QFETCH(double, manHours);
    QFETCH(double, machineHours);
    QFETCH(bool, camouflaged);
    QFETCH(bool, forbidden);
    QFETCH(int, penetration);
    QVariantMap work;
    if (edit == QLatin1String("camouflaged") || edit == QLatin1String("ice"))
        work.insert(QStringLiteral("camouflaged"), QStringLiteral("true"));
    if (edit == QLatin1String("machine"))
        work.insert(QStringLiteral("method"), QStringLiteral("machine"));
    if (edit == QLatin1String("antivehicle"))
        work.insert(QStringLiteral("mine"), QStringLiteral("Antivehicle"));
    Scenario s = withMinesWork(work);
    if (edit == QLatin1String("open") || edit == QLatin1String("ice")) {
        s.table->pieces.removeIf(
            [](const TablePiece &p) { return p.id == QLatin1String("field"); });
    }
    if (edit == QLatin1String("ice"))
        putIceUnderTheMines(s);
    const MinefieldFacts f
        = minefieldFacts(ruleset(), s, *s.table->findPiece(QStringLiteral("mines")));
    QVERIFY(f.minefield);
    QCOMPARE(f.widthCm, 20.0);
    QCOMPARE(f.depthMm, 40.0);
    QCOMPARE(f.fields, fields);
    QCOMPARE(f.kgNeeded, kgNeeded);
    QVERIFY(f.kgPerFieldProvisional);
    QCOMPARE(f.kgLaid, 2000.0);
    QCOMPARE(f.densityPercent, density);
    QCOMPARE(f.cost.manHours, manHours);
    QCOMPARE(f.cost.machineHours, machineHours);
    QVERIFY(f.cost.needsEngineers);
    QCOMPARE(f.camouflaged, camouflaged);
    QCOMPARE(f.camouflageForbidden, forbidden);
    QCOMPARE(f.penetration, penetration);
    QVERIFY(f.penetrationProvisional);
    QCOMPARE(f.crossing.attacks, 20);
    QCOMPARE(f.crossing.target, 7);
    QCOMPARE(f.clearTurnsCamouflaged, 160);
    QCOMPARE(f.clearTurnsUncamouflaged, 80);
    QCOMPARE(f.clearingTeamMen, 4);
    // The cells the dock shows: the provisional ones are those from the mines chart.
    QStringList provisional;
    for (const PrintedCell &cell : minefieldCells(f)) {
        if (cell.provisional)
            provisional.append(cell.label);
    }
    QCOMPARE(provisional,
             (QStringList {QStringLiteral("Mines for full density"),
                           QStringLiteral("Laid by the pre-game works"),
                           QStringLiteral("Penetration")}));
}

void TestStrikerTable::minefieldChecks_data()
{
    // Rule 55 C.2: only engineers lay mines; C.6: mines in ice or boulders cannot be
    // camouflaged; the pre-game works fit the side's man-hours (the militia's 600).
    QTest::addColumn<QString>("edit");
    QTest::addColumn<QString>("code");
    QTest::newRow("the sample: none of these") << QString() << QString();
    QTest::newRow("C.2 no engineers")
        << QStringLiteral("no-engineers") << QStringLiteral("striker-engineers");
    QTest::newRow("C.6 camouflaged on ice")
        << QStringLiteral("ice") << QStringLiteral("striker-mine-terrain");
    QTest::newRow("C.2 100,000 kg by hand: 1000 man-hours")
        << QStringLiteral("heavy") << QStringLiteral("striker-man-hours");
}

void TestStrikerTable::minefieldChecks()
{
    QFETCH(QString, edit);
    QFETCH(QString, code);
    QVariantMap work;
    if (edit == QLatin1String("ice"))
        work.insert(QStringLiteral("camouflaged"), QStringLiteral("true"));
    if (edit == QLatin1String("heavy"))
        work.insert(QStringLiteral("amount"), QStringLiteral("100000"));
    Scenario s = withMinesWork(work);
    if (edit == QLatin1String("no-engineers")) {
        QVariantMap forces = s.family.value(striker::ForcesKey).toMap();
        QVariantMap militia = forces.value(QStringLiteral("militia")).toMap();
        militia.remove(QStringLiteral("engineers"));
        forces.insert(QStringLiteral("militia"), militia);
        s.family.insert(striker::ForcesKey, forces);
    }
    if (edit == QLatin1String("ice"))
        putIceUnderTheMines(s);
    QStringList found;
    for (const Diagnostic &d : checkScenario(s, ruleset(), HexMap(), QStringLiteral("x"))) {
        if (d.code == QLatin1String("striker-engineers")
            || d.code == QLatin1String("striker-mine-terrain")
            || d.code == QLatin1String("striker-man-hours"))
            found.append(d.code);
    }
    QCOMPARE(found, code.isEmpty() ? QStringList() : QStringList {code});
}

void TestStrikerTable::otherPiecesAreNoMinefields()
{
    const TablePiece *hamlet = m_document->scenario().table->findPiece(QStringLiteral("hamlet"));
    QVERIFY(hamlet);
    QVERIFY(!minefieldFacts(ruleset(), m_document->scenario(), *hamlet).minefield);
    QVERIFY(familyPieceFacts(ruleset().family, *m_document, *hamlet).isEmpty());
    QVERIFY(!familyPieceFacts(ruleset().family, *m_document, minesPiece()).isEmpty());
    // Another family says nothing of any piece.
    QVERIFY(familyPieceFacts(QStringLiteral("hammer-wars"), *m_document, minesPiece()).isEmpty());
}

void TestStrikerTable::theLibraryMinefieldIsAStrikerMinefield()
{
    // The table library's minefield keeps Striker's minefield trait on a Striker table, and
    // shows nothing laid until a pre-game work lays it.
    const LibraryPiece *library = nullptr;
    for (const LibraryPiece &piece : bundledPieceLibrary()) {
        if (piece.id == QLatin1String("minefield"))
            library = &piece;
    }
    QVERIFY(library);
    TablePiece piece = pieceFromLibrary(*library, QPointF(500, 500), ruleset());
    QCOMPARE(piece.traits, QStringList {MinefieldTrait});
    piece.id = QStringLiteral("new-minefield");
    const MinefieldFacts f = minefieldFacts(ruleset(), m_document->scenario(), piece);
    QVERIFY(f.minefield);
    QCOMPARE(f.kgLaid, 0.0);
    QCOMPARE(f.densityPercent, 0);
    QStringList values;
    for (const PrintedCell &cell : minefieldCells(f))
        values.append(cell.value);
    QVERIFY2(values.contains(QStringLiteral("nothing laid yet")),
             qPrintable(values.join(QLatin1Char('|'))));
}

void TestStrikerTable::piecePropertiesShowTheMinefield()
{
    MainWindow window;
    QVERIFY(window.openFile(Sample));
    auto *state = window.findChild<TableState *>();
    auto *dock = window.findChild<PiecePropertiesDock *>();
    QVERIFY(state && dock);
    state->setSelection({QStringLiteral("mines")});
    const QString text = dock->factsLabel()->text();
    QVERIFY(!dock->factsLabel()->isHidden());
    QVERIFY2(text.contains(QLatin1String("Striker rules")), qPrintable(text));
    QVERIFY(text.contains(QLatin1String("200 (20 cm wide, 40 mm deep)")));
    QVERIFY(
        text.contains(QLocale().toString(2000.0, 'f', 0) + QStringLiteral(" kg (density 50%)")));
    QVERIFY(text.contains(QLatin1String("20 man-hours")));
    QVERIFY(text.contains(QLatin1String("20 attack(s) at 7+")));
    QVERIFY(text.contains(QLatin1String("160 turns camouflaged, 80 not")));
    QVERIFY(text.contains(QStringLiteral("\u2020 Our value")));
    state->setSelection({QStringLiteral("hamlet")});
    QVERIFY(dock->factsLabel()->isHidden());
}

void TestStrikerTable::theMinesAidUsesThePiece()
{
    RefereeAids aids(m_document.get(), nullptr, 42);
    auto *field = aids.findChild<QComboBox *>(QStringLiteral("minefieldPiece"));
    QVERIFY(field);
    QCOMPARE(field->count(), 2); // none, and the sample's one minefield
    field->setCurrentIndex(field->findData(QStringLiteral("mines")));
    // Its depth is the distance crossed: 40 mm, 20 attacks at 7+ [55 C.4].
    QCOMPARE(aids.findChild<QDoubleSpinBox *>(QStringLiteral("crossedMm"))->value(), 40.0);
    const QString mines = rollOn(aids, QStringLiteral("aidMines"));
    QVERIFY2(mines.contains(QLatin1String("20 attack(s), each hitting on 7+")), qPrintable(mines));
    QVERIFY(
        mines.contains(QLocale().toString(2000.0, 'f', 0) + QStringLiteral(" kg (density 50%)")));
    QCOMPARE(aids.rollCount(), 20);
}

void TestStrikerTable::theNuclearAidFollowsTheTertiaryOption()
{
    // Rule 39 B.4 with the radii 2/10/20/40: 15 cm out is the secondary radius.
    RefereeAids aids(m_document.get(), nullptr, 42);
    auto *zone = aids.findChild<QComboBox *>(QStringLiteral("nuclearTertiaryZone"));
    auto *dice = aids.findChild<QComboBox *>(QStringLiteral("nuclearTertiaryDice"));
    QVERIFY(zone && dice);
    QCOMPARE(zone->currentData().toString(), QStringLiteral("ring"));
    QCOMPARE(dice->currentData().toString(), QStringLiteral("2d6"));
    aids.findChild<QDoubleSpinBox *>(QStringLiteral("distance"))->setValue(15);
    // Ring: the secondary radius rolls no tertiary hit; the ring is pi (40^2 - 20^2).
    QString text = rollOn(aids, QStringLiteral("aidSpecialMunitions"));
    QVERIFY2(text.contains(QStringLiteral("ring from 20 to 40 cm: ")
                           + QLocale().toString(M_PI * 1200, 'f', 0)),
             qPrintable(text));
    QVERIFY(text.contains(QLatin1String("with 2 die(s), 72 % of the time")));
    QVERIFY(text.contains(QLocale().toString(M_PI * 1600, 'f', 0) + QStringLiteral(" cm²")));
    QCOMPARE(aids.rollCount(), 0);
    // The whole disc, chosen on the page: the scenario's option, one undo step; the secondary
    // radius rolls too, and the area is pi (40^2 - 5^2).
    zone->setCurrentIndex(zone->findData(QStringLiteral("whole_disc")));
    QCOMPARE(m_document->scenario().ruleOptions.value(QStringLiteral("nuclear_tertiary_zone")),
             QStringLiteral("whole_disc"));
    QCOMPARE(m_document->undoStack()->count(), 1);
    text = rollOn(aids, QStringLiteral("aidSpecialMunitions"));
    QVERIFY2(text.contains(QLatin1String("whole disc out to 40 cm")), qPrintable(text));
    QVERIFY(text.contains(QLocale().toString(M_PI * 1575, 'f', 0) + QStringLiteral(" cm²")));
    QCOMPARE(aids.rollCount(), 1);
    QVERIFY(text.contains(QLatin1String("And the tertiary hit"))
            || text.contains(QLatin1String("The tertiary roll misses")));
    // One die: 1 in 6, one die rolled.
    dice->setCurrentIndex(dice->findData(QStringLiteral("1d6")));
    text = rollOn(aids, QStringLiteral("aidSpecialMunitions"));
    QVERIFY2(text.contains(QLatin1String("with 1 die(s), 17 % of the time")), qPrintable(text));
    QCOMPARE(aids.rollCount(), 2);
    // Undo twice: back to the defaults, and the page follows.
    m_document->undoStack()->undo();
    m_document->undoStack()->undo();
    QVERIFY(m_document->scenario().ruleOptions.isEmpty());
    QCOMPARE(zone->currentData().toString(), QStringLiteral("ring"));
    QCOMPARE(dice->currentData().toString(), QStringLiteral("2d6"));
}

QTEST_MAIN(TestStrikerTable)
#include "tst_strikertable.moc"
