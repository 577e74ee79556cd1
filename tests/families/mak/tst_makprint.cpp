// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Maschinen Krieger's printed sheets (issue 16, point 7): counters as the book prints them
// [3.2] (front: unit class, movement with its letter, durability class, defence; back: the
// weapon codes), every counter two-sided, values of ours with the provisional corner; the
// pilot roster [18.0] with rank, modifiers and victory points (Heinrich Gieger's 6 of
// [18.2.5]), ours with a dagger and the footnote; and a PDF of each that opens.

#include "export/countersheet.h"
#include "export/countersheet_face.h"
#include "export/mapexport.h"
#include "export/rostersheets.h"
#include "export/setupsheet_content.h"
#include "export/setupsheets.h"
#include "export/sheet.h"
#include "families/mak/makrules.h"
#include "families/piecefaces.h"
#include "map/hexmap.h"
#include "map/panel.h"
#include "render/mapsymbols.h"
#include "ruleset/chartprint.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/points.h"
#include "scenario/scenarioreader.h"
#include "testsupport.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace hexwright;
using namespace hexwright::testsupport;

namespace {

ForceEntry unitsAt(const QString &id, const QString &side, const QString &unit, int count,
                   const char *hexLabel)
{
    ForceEntry f;
    f.id = id;
    f.side = side;
    f.colour = side;
    f.unitType = unit;
    f.count = count;
    f.placement.kind = Placement::Kind::Hex;
    f.placement.hex = hex(hexLabel);
    return f;
}

Side makSide(const QString &id, const QString &name, int player)
{
    Side s;
    s.id = id;
    s.name = name;
    s.player = player;
    s.colours = {id};
    return s;
}

/// Board 1 with two AFS and a Falke against a PKA and a Sphinx.
Scenario printScenario()
{
    Scenario s;
    s.metadata.title = QStringLiteral("MaK print");
    s.rulesetId = QStringLiteral("mak");
    s.rulesetVersion = 1;
    s.panelLibrary = QStringLiteral("mak");
    s.layout = {at(QStringLiteral("1"), 0, 0)};
    s.sides = {makSide(QStringLiteral("mercenary"), QStringLiteral("Mercenary Troops"), 1),
               makSide(QStringLiteral("strahl"), QStringLiteral("Strahl Troops"), 2)};
    s.forces = {
        unitsAt(QStringLiteral("afs"), QStringLiteral("mercenary"), QStringLiteral("afs"), 2,
                "0202"),
        unitsAt(QStringLiteral("falke"), QStringLiteral("mercenary"), QStringLiteral("falke"), 1,
                "0203"),
        unitsAt(QStringLiteral("pka"), QStringLiteral("strahl"), QStringLiteral("pka"), 1, "1802"),
        unitsAt(QStringLiteral("sphinx"), QStringLiteral("strahl"), QStringLiteral("sphinx"), 1,
                "1803")};
    // The unit codes: Ld 1 and a rider in the AFS, Heinrich Gieger commanding the PKA.
    s.forces[0].family = {{QStringLiteral("leader"), QStringLiteral("1")},
                          {QStringLiteral("pilots"), QVariantList {QStringLiteral("11")}}};
    s.forces[2].family = {{QStringLiteral("leader"), QStringLiteral("10")}};
    return s;
}

} // namespace

class TestMakPrint : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void countersShowTheBooksValues_data();
    void countersShowTheBooksValues();
    void longNamesAreCutAtAWord_data();
    void longNamesAreCutAtAWord();
    void everyCounterHasItsWeaponsOnTheBack();
    void theRosterListsEachSidesPilots();
    void theSheetsWriteAsPdf();
    void theForcesAreGivenNotBought_data();
    void theForcesAreGivenNotBought();

private:
    std::unique_ptr<RulesetRegistry> m_registry;
    const Ruleset *m_ruleset = nullptr;
    const PanelLibrary *m_panels = nullptr;
};

void TestMakPrint::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_registry = RulesetRegistry::withBundledData();
    Diagnostics diagnostics;
    m_ruleset = m_registry->ruleset(QStringLiteral("mak"), diagnostics);
    QVERIFY(m_ruleset);
    m_panels = m_registry->panelLibrary(QStringLiteral("mak"), *m_ruleset, diagnostics);
    QVERIFY(m_panels);
}

void TestMakPrint::countersShowTheBooksValues_data()
{
    QTest::addColumn<QString>("unit");
    QTest::addColumn<bool>("back");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("provisional");
    // Front: class, movement and letter, durability, defence [3.2]; back: weapon codes.
    QTest::newRow("AFS(S) front (errata 5W; durability ours)")
        << QStringLiteral("afs_s") << false << QStringLiteral("I 5W B 2") << true;
    QTest::newRow("AFS(S) back (errata 8L8)")
        << QStringLiteral("afs_s") << true << QStringLiteral("8L8") << false;
    QTest::newRow("PKA front: defence 2, durability B (the text's; movement ours)")
        << QStringLiteral("pka") << false << QStringLiteral("I 5W B 2") << true;
    QTest::newRow("PKA back: PanzerFaust 10, range 4 (the text's)")
        << QStringLiteral("pka") << true << QStringLiteral("10PF4") << false;
    QTest::newRow("Doll House back: 15R100 (the text's)")
        << QStringLiteral("doll_house") << true << QStringLiteral("15R100") << false;
    QTest::newRow("Gustav back: a laser (ours) and the PKA's PanzerFaust")
        << QStringLiteral("gustav") << true << QStringLiteral("8L8 10PF4") << true;
    QTest::newRow("Sphinx front: a C vehicle, Type II")
        << QStringLiteral("sphinx") << false << QStringLiteral("II 4C B 3") << true;
    QTest::newRow("Falke front: dog-fight 4 in place of movement")
        << QStringLiteral("falke") << false << QStringLiteral("III DF4 C 2") << true;
    QTest::newRow("Green Buffalo back: its weapons are lost")
        << QStringLiteral("green_buffalo") << true << QStringLiteral("unarmed") << true;
}

void TestMakPrint::countersShowTheBooksValues()
{
    QFETCH(QString, unit);
    QFETCH(bool, back);
    QFETCH(QString, text);
    QFETCH(bool, provisional);
    const UnitType *type = m_ruleset->findUnitType(unit);
    QVERIFY(type);
    const CounterFace face = unitCounterFace(*type, QStringLiteral("mercenary"), *m_ruleset, back);
    QCOMPARE(face.factorText(), text);
    QCOMPARE(face.hasProvisional(), provisional);
    QVERIFY(hasCounterBack(*type, *m_ruleset));
}

void TestMakPrint::longNamesAreCutAtAWord_data()
{
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("shortest");
    QTest::addColumn<QString>("initials"); ///< what a small counter on the map prints
    // The bracket's explanation goes whole, never "S(6" from the words inside it.
    QTest::newRow("Sphinx (Sph 69)")
        << QStringLiteral("sphinx") << QStringLiteral("Sphinx") << QStringLiteral("S");
    QTest::newRow("Hornisse (PK41 with ...)")
        << QStringLiteral("hornisse") << QStringLiteral("Hornisse") << QStringLiteral("H");
    QTest::newRow("AAR.SQ (anti-AFS rifle squad)")
        << QStringLiteral("aar_sq") << QStringLiteral("AAR.SQ") << QStringLiteral("A");
    // A number has no initial: the name is cut after a word.
    QTest::newRow("Sdh 233/232 Schenkel")
        << QStringLiteral("schenkel") << QStringLiteral("Sdh") << QStringLiteral("S2S");
}

void TestMakPrint::longNamesAreCutAtAWord()
{
    QFETCH(QString, unit);
    QFETCH(QString, shortest);
    QFETCH(QString, initials);
    const UnitType *type = m_ruleset->findUnitType(unit);
    QVERIFY2(type, qPrintable(unit));
    QCOMPARE(counterNameForms(type->name).constLast(), shortest);
    QCOMPARE(unitInitials(type->name), initials);
    // No unit of the game gets a form with a bracket left open.
    for (const UnitType &t : m_ruleset->unitTypes) {
        for (const QString &form : counterNameForms(t.name))
            QVERIFY2(form.count(QLatin1Char('(')) == form.count(QLatin1Char(')')),
                     qPrintable(form));
    }
}

void TestMakPrint::everyCounterHasItsWeaponsOnTheBack()
{
    const Scenario s = printScenario();
    const HexMap map = HexMap::compose(s, *m_panels);
    const MapExportSource source {map, *m_ruleset, s, *m_panels};
    CounterSheetOptions options;
    const CounterSheetLayout layout = layoutCounterSheets(source, options);
    QVERIFY(layout.duplex);
    QStringList fronts;
    QStringList backs;
    for (const SheetPage &page : layout.pages) {
        for (const SheetItem *item : page.itemsWithRole(QStringLiteral("front")))
            fronts.append(item->counter->factorText());
        for (const SheetItem *item : page.itemsWithRole(QStringLiteral("back")))
            backs.append(item->counter->factorText());
    }
    // Five counters (two AFS, a Falke, a PKA, a Sphinx), each front with a back.
    QCOMPARE(fronts.size(), 5);
    QCOMPARE(backs.size(), 5);
    QVERIFY(backs.contains(QStringLiteral("10PF4")));
    QVERIFY(backs.contains(QStringLiteral("12R40")));
    QCOMPARE(backs.count(QStringLiteral("8L8")), 2);
    QVERIFY(fronts.contains(QStringLiteral("III DF4 C 2")));
    // The provisional corner is explained on the sheet.
    bool footnote = false;
    for (const SheetPage &page : layout.pages)
        footnote = footnote || page.texts().contains(provisionalFootnote());
    QVERIFY(footnote);
}

void TestMakPrint::theRosterListsEachSidesPilots()
{
    const Scenario s = printScenario();
    RosterSheetOptions options;
    const RosterSheetLayout layout = layoutRosterSheets(*m_ruleset, s, options);
    QCOMPARE(layout.pages.size(), 2);
    QCOMPARE(layout.pages.at(0).sheet, QStringLiteral("mercenary"));
    QCOMPARE(layout.pages.at(1).sheet, QStringLiteral("strahl"));
    const QString merc = layout.pages.at(0).texts().join(QLatin1Char('|'));
    const QString strahl = layout.pages.at(1).texts().join(QLatin1Char('|'));
    // [18.0] The Pilot Names and Numbers Chart: each side's own pilots only.
    QVERIFY(merc.contains(QStringLiteral("Heinz Hargen")));
    QVERIFY(!merc.contains(QStringLiteral("Heinrich Gieger")));
    QVERIFY(strahl.contains(QStringLiteral("Heinrich Gieger")));
    QVERIFY(!strahl.contains(QStringLiteral("Bally Rosky")));
    // [18.2.5] Heinrich Gieger, 1st Lt: 1 + 2 + 0 and rank 3, 6 VP; his modifiers are the
    // text's, so no dagger on them.
    const QStringList texts = layout.pages.at(1).texts();
    const qsizetype assigned = texts.indexOf(QStringLiteral("Heinrich Gieger"));
    QVERIFY(assigned >= 0);
    QCOMPARE(texts.mid(assigned, 7),
             QStringList({QStringLiteral("Heinrich Gieger"),
                          QStringLiteral("1 \u00d7 PKA (pka), commander (Ld 1)"),
                          QStringLiteral("10"), QStringLiteral("+1"), QStringLiteral("+2"),
                          QStringLiteral("0"), QStringLiteral("6")}));
    // The Mercenary unit code: the commander and a rider of the AFS.
    const QStringList mercTexts = layout.pages.at(0).texts();
    QVERIFY(mercTexts.contains(QStringLiteral("2 \u00d7 AFS (afs), commander (Ld 1)")));
    QVERIFY(mercTexts.contains(QStringLiteral("Karl Mackalahmn")));
    QVERIFY(mercTexts.contains(QStringLiteral("2 \u00d7 AFS (afs)")));
    // And he is in the chart of the Strahl pilots below.
    const qsizetype at = texts.indexOf(QStringLiteral("Heinrich Gieger"), assigned + 1);
    QVERIFY(at > assigned);
    QCOMPARE(texts.mid(at, 7),
             QStringList({QStringLiteral("Heinrich Gieger"),
                          QStringLiteral("First Lieutenant / Lieutenant Junior Grade"),
                          QStringLiteral("10"), QStringLiteral("+1"), QStringLiteral("+2"),
                          QStringLiteral("0"), QStringLiteral("6")}));
    // The other pilots' modifiers are ours: a dagger and the footnote.
    QVERIFY(merc.contains(QStringLiteral("0") + provisionalChartMark()));
    QVERIFY(merc.contains(QStringLiteral("provisional")));
    // A family without a roster prints none.
    Diagnostics diagnostics;
    const Ruleset *hs = m_registry->ruleset(QStringLiteral("hammers-slammers"), diagnostics);
    QVERIFY(hs);
    QVERIFY(layoutRosterSheets(*hs, s, options).pages.isEmpty());
}

void TestMakPrint::theSheetsWriteAsPdf()
{
    const Scenario s = printScenario();
    const HexMap map = HexMap::compose(s, *m_panels);
    const MapExportSource source {map, *m_ruleset, s, *m_panels};
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto roster = makeRosterSheets(*m_ruleset, s, RosterSheetOptions());
    const auto counters = makeCounterSheets(source, CounterSheetOptions());
    // Keep copies to look at when asked to (HEXWRIGHT_KEEP_PDF=folder).
    const QString keep = qEnvironmentVariable("HEXWRIGHT_KEEP_PDF");
    if (!keep.isEmpty()) {
        writeSheetsPdf(*roster, keep + QStringLiteral("/mak-roster.pdf"));
        writeSheetsPdf(*counters, keep + QStringLiteral("/mak-counters.pdf"));
    }
    QCOMPARE(roster->pageCount(), 2);
    QString error;
    QVERIFY2(writeSheetsPdf(*roster, dir.filePath(QStringLiteral("roster.pdf")), &error),
             qPrintable(error));
    QVERIFY(counters->pageCount() >= 2); // a front page and its back page
    QVERIFY2(writeSheetsPdf(*counters, dir.filePath(QStringLiteral("counters.pdf")), &error),
             qPrintable(error));
    for (const char *name : {"roster.pdf", "counters.pdf"}) {
        QFile pdf(dir.filePath(QLatin1String(name)));
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QVERIFY(pdf.read(5) == "%PDF-");
    }
}

void TestMakPrint::theForcesAreGivenNotBought_data()
{
    QTest::addColumn<QString>("sample");
    QTest::newRow("31 Ridge Line") << QStringLiteral("31-ridge-line");
    QTest::newRow("32 Night at the Farms") << QStringLiteral("32-night-at-the-farms");
}

void TestMakPrint::theForcesAreGivenNotBought()
{
    // A scenario gives each side its units and victory is by O.G.P. (the scenario notes): no
    // cost chart, so the setup sheets print no points (issue 16), where a points game does.
    QFETCH(QString, sample);
    QVERIFY(m_ruleset->familyRules);
    QVERIFY(!m_ruleset->familyRules->buysForcesWithPoints());
    QVERIFY(!buysForcesWithPoints(*m_ruleset));
    Diagnostics diagnostics;
    const Ruleset *slammers = m_registry->ruleset(QStringLiteral("hammers-slammers"), diagnostics);
    QVERIFY(slammers);
    QVERIFY(buysForcesWithPoints(*slammers));

    const QString path
        = QStringLiteral(SOURCE_DIR "/resources/scenarios/samples/%1.scenario.yaml").arg(sample);
    const LoadedScenario loaded = loadScenario(path, sample, *m_registry, diagnostics);
    QVERIFY2(loaded.scenario, qPrintable(diagnostics.value(0).toText()));
    const Scenario &s = *loaded.scenario;
    const HexMap map = HexMap::compose(s, *loaded.panels);
    const MapExportSource source {map, *loaded.ruleset, s, *loaded.panels};
    QStringList texts;
    for (const SheetPage &page : layoutSetupSheets(source, SetupSheetOptions()).pages)
        texts += page.texts();
    QVERIFY(!texts.isEmpty());
    for (const QString &text : std::as_const(texts)) {
        QVERIFY2(!text.contains(QStringLiteral("points"), Qt::CaseInsensitive)
                     || text.contains(QStringLiteral("victory points")),
                 qPrintable(text));
        QVERIFY2(text != QStringLiteral("Per unit"), qPrintable(text));
    }
    // Each side's units still counted, on its own sheet and on the referee's.
    for (const Side &side : s.sides) {
        const int units = sideUnitCount(s, side.id);
        QVERIFY(units > 0);
        QVERIFY2(texts.contains(QStringLiteral("Total: %1 units").arg(units)), qPrintable(side.id));
        QVERIFY2(texts.contains(QStringLiteral("%1: %2 units").arg(side.name).arg(units)),
                 qPrintable(side.id));
    }
}

QTEST_MAIN(TestMakPrint)
#include "tst_makprint.moc"
