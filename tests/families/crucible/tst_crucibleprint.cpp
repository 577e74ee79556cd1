// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// What The Crucible prints (issue 20, point 2 "Print"), on the bundled sample 41 (Huber's
// Prime Detachment against a Cecach force): the points every shared count gives a side are
// the family's, leaders and skills included (Huber's 4,750 of §9, not the cars' 4,400); the
// force roster has a section per detachment with its TUs, leaders riding in them with their
// LV, points and size, and the force total against the budget; the unit card sheet ends
// with a card per detachment or Troop; values that are ours carry the dagger and a footnote,
// the TU costs among them (the core book's are lost: only the Prime combat car's 550 of §9 is
// the text's); a detachment's title fits its card's title band.

#include "export/rostersheets.h"
#include "export/setupsheet_layout.h"
#include "export/unitcards.h"
#include "families/crucible/crucibleprint.h"
#include "families/crucible/cruciblerules.h"
#include "ruleset/chartprint.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/points.h"
#include "scenario/scenarioreader.h"

#include <QStandardPaths>
#include <QTest>

using namespace hexwright;

namespace {

const QString Huber
    = QStringLiteral(":/hexwright/scenarios/samples/41-paying-the-piper.scenario.yaml");
const QString Desert
    = QStringLiteral(":/hexwright/scenarios/samples/42-desert-crossing.scenario.yaml");

const SheetSection *section(const QList<SheetSection> &sections, const QString &id)
{
    for (const SheetSection &s : sections) {
        if (s.id == id)
            return &s;
    }
    return nullptr;
}

} // namespace

class TestCruciblePrint : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void sidePointsAreTheFamilys_data();
    void sidePointsAreTheFamilys();
    void rosterHasADetachmentSectionEach();
    void rosterMarksOurValues();
    void rosterSheetsPrintEverySide();
    void detachmentCards_data();
    void detachmentCards();
    void troopCard();
    void unitCardSheetEndsWithTheDetachments();
    void cardTitlesFitTheBand_data();
    void cardTitlesFitTheBand();
    void tuCostsOursAreMarked_data();
    void tuCostsOursAreMarked();

private:
    LoadedScenario load(const QString &path);

    std::unique_ptr<RulesetRegistry> m_registry;
    LoadedScenario m_huber;
};

LoadedScenario TestCruciblePrint::load(const QString &path)
{
    Diagnostics diagnostics;
    LoadedScenario loaded = loadScenario(path, path, *m_registry, diagnostics);
    if (!loaded.scenario)
        qWarning() << (diagnostics.isEmpty() ? QString() : diagnostics.first().toText());
    return loaded;
}

void TestCruciblePrint::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_registry = RulesetRegistry::withBundledData();
    m_registry->setUserChartsFolder(QString());
    m_huber = load(Huber);
    QVERIFY(m_huber.scenario);
}

void TestCruciblePrint::sidePointsAreTheFamilys_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("side");
    QTest::addColumn<int>("points");
    // §9: eight Prime cars at 550, Lt Huber 150, two Insurance Sergeants at 100.
    QTest::newRow("Huber's Prime Detachment") << Huber << QStringLiteral("slammers") << 4750;
    // The sample's notes: the Cecach force with its leaders and skills.
    QTest::newRow("Cecach Federal") << Huber << QStringLiteral("cecach") << 4445;
}

void TestCruciblePrint::sidePointsAreTheFamilys()
{
    QFETCH(QString, file);
    QFETCH(QString, side);
    QFETCH(int, points);
    const LoadedScenario loaded = load(file);
    QVERIFY(loaded.scenario);
    // Every shared count (the Sides dock, the roster, the sheets, `info`) goes through
    // sidePoints() and forceEntryCost(): both are the family's now.
    QCOMPARE(sidePoints(*loaded.scenario, side, *loaded.ruleset), points);
    QCOMPARE(crucibleForceTotal(*loaded.ruleset, *loaded.scenario, side), points);
    int entries = 0;
    for (const ForceEntry &f : loaded.scenario->forces) {
        if (f.side == side)
            entries += forceEntryCost(f, *loaded.scenario, *loaded.ruleset);
    }
    QCOMPARE(entries, points);
}

void TestCruciblePrint::rosterHasADetachmentSectionEach()
{
    const Ruleset &ruleset = *m_huber.ruleset;
    const Scenario &s = *m_huber.scenario;
    QVERIFY(ruleset.familyRules->printsRoster());
    const QList<SheetSection> sections
        = ruleset.familyRules->rosterSections(ruleset, s, *s.findSide(QStringLiteral("slammers")));
    QStringList ids;
    for (const SheetSection &sec : sections)
        ids.append(sec.id);
    QCOMPARE(ids, QStringList({QStringLiteral("detachment:huber"), QStringLiteral("force-total")}));
    const SheetSection &huber = sections.first();
    QCOMPARE(huber.table.rows.size(), 3);
    // Huber's car: 550 + Lt Huber 150 + Sgt Deseau 100, the Prime prices (not ours).
    QCOMPARE(huber.table.rows.at(0).value(2), QStringLiteral("800"));
    QVERIFY(huber.table.rows.at(0).value(1).contains(
        QStringLiteral("Lt Huber, Lieutenant, LV 4+2 (6)")));
    QVERIFY(huber.table.rows.at(0).value(1).contains(QStringLiteral("Sgt Deseau")));
    QCOMPARE(huber.table.rows.at(2).value(2), QStringLiteral("3300"));
    QVERIFY2(huber.lines.join(QLatin1Char(' ')).contains(QStringLiteral("8 TUs of 8")),
             qPrintable(huber.lines.join(QLatin1Char(' '))));
    QVERIFY(huber.lines.join(QLatin1Char(' ')).contains(QStringLiteral("total 4750 points")));
    QCOMPARE(sections.last().lines.value(0), QStringLiteral("4750 points of a budget of 4750"));
}

void TestCruciblePrint::rosterMarksOurValues()
{
    const Ruleset &ruleset = *m_huber.ruleset;
    const Scenario &s = *m_huber.scenario;
    const QString dagger = provisionalChartMark();
    // Huber's prices are the text's: no dagger anywhere on his roster.
    const QList<SheetSection> huber
        = ruleset.familyRules->rosterSections(ruleset, s, *s.findSide(QStringLiteral("slammers")));
    for (const SheetSection &sec : huber) {
        for (const QStringList &row : sec.table.rows)
            QVERIFY2(!row.join(QString()).contains(dagger), qPrintable(row.join(QLatin1Char('|'))));
    }
    // The Cecach Lieutenants' costs and their skills' points are ours.
    const QList<SheetSection> cecach
        = ruleset.familyRules->rosterSections(ruleset, s, *s.findSide(QStringLiteral("cecach")));
    const SheetSection *commissars = section(cecach, QStringLiteral("detachment:commissars"));
    QVERIFY(commissars);
    QVERIFY(commissars->table.rows.at(0).value(2).endsWith(dagger));
    const SheetSection *total = section(cecach, QStringLiteral("force-total"));
    QVERIFY(total);
    QCOMPARE(total->lines.size(), 2);
    QVERIFY(total->lines.at(1).startsWith(dagger));
}

void TestCruciblePrint::rosterSheetsPrintEverySide()
{
    RosterSheetOptions options;
    const RosterSheetLayout layout
        = layoutRosterSheets(*m_huber.ruleset, *m_huber.scenario, options);
    QCOMPARE(layout.pages.size(), 2);
    QCOMPARE(layout.pages.at(0).sheet, QStringLiteral("slammers"));
    QCOMPARE(layout.pages.at(1).sheet, QStringLiteral("cecach"));
}

void TestCruciblePrint::detachmentCards_data()
{
    QTest::addColumn<QString>("detachment");
    QTest::addColumn<QString>("category");
    QTest::addColumn<QString>("tus");
    QTest::addColumn<QString>("points");
    QTest::addColumn<bool>("provisional");
    QTest::newRow("Huber") << QStringLiteral(
        "huber") << QStringLiteral("Prime Elite detachment \u00b7 Huber's Prime Detachment")
                           << QStringLiteral("8/8") << QStringLiteral("4750") << false;
    QTest::newRow("Commissars") << QStringLiteral("commissars")
                                << QStringLiteral("Commissars detachment \u00b7 Cecach Federal")
                                << QStringLiteral("12/12") << QString() << true;
}

void TestCruciblePrint::detachmentCards()
{
    QFETCH(QString, detachment);
    QFETCH(QString, category);
    QFETCH(QString, tus);
    QFETCH(QString, points);
    QFETCH(bool, provisional);
    const Scenario &s = *m_huber.scenario;
    const std::optional<CrucibleDetachment> d = crucibleDetachment(s, detachment);
    QVERIFY(d);
    const UnitCardFacts card = crucibleDetachmentCard(*m_huber.ruleset, s, *d);
    QCOMPARE(card.category, category);
    QCOMPARE(card.stats.first().label, QStringLiteral("TUs"));
    QCOMPARE(card.stats.first().value, tus);
    const PrintedCell &total = card.stats.last();
    QCOMPARE(total.label, QStringLiteral("Points"));
    if (!points.isEmpty())
        QCOMPARE(total.value, points);
    QCOMPARE(total.provisional, provisional);
    QCOMPARE(card.hasProvisional(), provisional);
    // A line per force entry first, with its points.
    const QList<const ForceEntry *> entries = crucibleDetachmentEntries(s, detachment);
    QVERIFY(card.specialRules.size() > entries.size());
    QVERIFY2(card.specialRules.first().startsWith(QStringLiteral("1 \u00d7 ")),
             qPrintable(card.specialRules.first()));
    QVERIFY(card.attacks.isEmpty());
}

void TestCruciblePrint::troopCard()
{
    Scenario s = *m_huber.scenario;
    QVariantMap all = s.family.value(QStringLiteral("detachments")).toMap();
    QVariantMap armour = all.value(QStringLiteral("armour")).toMap();
    armour.insert(QStringLiteral("troop"), QStringLiteral("true"));
    armour.insert(QStringLiteral("class"), QStringLiteral("warriors"));
    all.insert(QStringLiteral("armour"), armour);
    s.family.insert(QStringLiteral("detachments"), all);
    const UnitCardFacts card = crucibleDetachmentCard(
        *m_huber.ruleset, s, *crucibleDetachment(s, QStringLiteral("armour")));
    QVERIFY2(card.category.startsWith(QStringLiteral("Warriors Troop")), qPrintable(card.category));
    // 15 TUs against the Warriors' Troop of 6, a size that is ours.
    QCOMPARE(card.stats.first().value, QStringLiteral("15/6"));
    QVERIFY(card.stats.first().provisional);
}

void TestCruciblePrint::unitCardSheetEndsWithTheDetachments()
{
    const QList<UnitCardToPrint> cards
        = scenarioUnitCards(*m_huber.ruleset, *m_huber.scenario, false);
    QVERIFY(cards.size() > 3);
    QStringList last;
    for (qsizetype i = cards.size() - 3; i < cards.size(); ++i)
        last.append(cards.at(i).facts.unitTypeId);
    QCOMPARE(last,
             QStringList({QStringLiteral("detachment:huber"), QStringLiteral("detachment:armour"),
                          QStringLiteral("detachment:commissars")}));
    UnitCardOptions options;
    const UnitCardLayout layout = layoutUnitCards(*m_huber.ruleset, *m_huber.scenario, options);
    QVERIFY(!layout.pages.isEmpty());
}

void TestCruciblePrint::cardTitlesFitTheBand_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("detachment");
    QTest::addColumn<QString>("name"); ///< empty: the sample's
    QTest::addColumn<QString>("title");
    QTest::addColumn<bool>("wholeNameBelow");
    QTest::newRow("Huber's, as the text names it")
        << Huber << QStringLiteral("huber") << QString()
        << QStringLiteral("Huber's Prime Detachment") << false;
    QTest::newRow("the kind the line under it says, dropped")
        << Huber << QStringLiteral("commissars") << QString() << QStringLiteral("Cecach Commissar")
        << false;
    QTest::newRow("armour") << Huber << QStringLiteral("armour") << QString()
                            << QStringLiteral("Cecach armoured") << false;
    QTest::newRow("Nieuw Friesland patrol") << Desert << QStringLiteral("patrol") << QString()
                                            << QStringLiteral("Nieuw Friesland patrol") << false;
    QTest::newRow("cut at a word, the whole name below")
        << Huber << QStringLiteral("commissars")
        << QStringLiteral("Third Cecach Federal Commissar Reserve detachment")
        << QStringLiteral("Third Cecach Federal\u2026") << true;
}

void TestCruciblePrint::cardTitlesFitTheBand()
{
    QFETCH(QString, path);
    QFETCH(QString, detachment);
    QFETCH(QString, name);
    QFETCH(QString, title);
    QFETCH(bool, wholeNameBelow);
    LoadedScenario desert;
    if (path != Huber)
        desert = load(path);
    const LoadedScenario &loaded = path == Huber ? m_huber : desert;
    QVERIFY(loaded.scenario);
    Scenario s = *loaded.scenario;
    if (!name.isEmpty()) {
        QVariantMap all = s.family.value(QStringLiteral("detachments")).toMap();
        QVariantMap d = all.value(detachment).toMap();
        d.insert(QStringLiteral("name"), name);
        all.insert(detachment, d);
        s.family.insert(QStringLiteral("detachments"), all);
    }
    const std::optional<CrucibleDetachment> d = crucibleDetachment(s, detachment);
    QVERIFY(d);
    const UnitCardFacts card = crucibleDetachmentCard(*loaded.ruleset, s, *d);
    QCOMPARE(card.title, title);
    // The title band: a poker card less its padding, the title 3.6 mm bold
    // (model/export/unitcards.cpp).
    const double width = sheetTextWidth(card.title, sheetFont(3.6, true));
    QVERIFY2(width <= UnitCardWidthMm - 2 * 2.5, qPrintable(QString::number(width)));
    QCOMPARE(card.specialRules.contains(d->name), wholeNameBelow);
}

void TestCruciblePrint::tuCostsOursAreMarked_data()
{
    QTest::addColumn<QString>("unitType");
    QTest::addColumn<QString>("points");
    QTest::addColumn<bool>("ours");
    // §9: 550 each, the text's; the core book's costs are lost, so every other is ours.
    QTest::newRow("Prime combat car")
        << QStringLiteral("prime_combat_car") << QStringLiteral("550") << false;
    QTest::newRow("combat car") << QStringLiteral("combat_car") << QStringLiteral("300") << true;
    QTest::newRow("blower tank") << QStringLiteral("blower_tank") << QStringLiteral("450") << true;
    QTest::newRow("warrior infantry")
        << QStringLiteral("warrior_infantry") << QStringLiteral("30") << true;
    QTest::newRow("firefly") << QStringLiteral("firefly") << QStringLiteral("40") << true;
}

void TestCruciblePrint::tuCostsOursAreMarked()
{
    QFETCH(QString, unitType);
    QFETCH(QString, points);
    QFETCH(bool, ours);
    const Ruleset &ruleset = *m_huber.ruleset;
    const UnitType *type = ruleset.findUnitType(unitType);
    QVERIFY(type);
    QCOMPARE(crucibleTuCostProvisional(crucibleRules(ruleset), unitType), ours);
    const std::optional<UnitCardFacts> card = ruleset.familyRules->unitCard(ruleset, *type);
    QVERIFY(card);
    QCOMPARE(card->stats.at(0).label, QStringLiteral("Points"));
    QCOMPARE(card->stats.at(0).value, points);
    QCOMPARE(card->stats.at(0).provisional, ours);
}

QTEST_MAIN(TestCruciblePrint)
#include "tst_crucibleprint.moc"
