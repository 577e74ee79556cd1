// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Setup sheets and counter sheets: the layout read as data (which sheets, which pages, which
// lines and counters where), the PDF's page count read back from the file, and a golden
// image of a counter page. HEXWRIGHT_SHEETS_OUT=<dir> also writes the sample sheets as PDFs
// there to look at; HEXWRIGHT_UPDATE_GOLDEN=1 rewrites the golden image.

#include "sheetstestsupport.h"

#include "checks/scenariovalidator.h"
#include "export/countersheet.h"
#include "export/setupsheet_content.h"
#include "export/setupsheets.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/players.h"
#include "scenario/points.h"
#include "scenario/scenario.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>

using namespace hexwright;

using namespace hexwright::sheetstest;

class TestSetupSheets : public QObject, private SampleSheets
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void thereIsASheetPerSideAndAReferee_data();
    void thereIsASheetPerSideAndAReferee();
    void sheetsOfChosenPlayersOnly();
    void aPlayerOfSeveralColoursGetsOneSheetOfThemAll();
    void everySheetStatesTheAlliances_data();
    void everySheetStatesTheAlliances();
    void forcesTableShowsTheMarksOfBoughtOptions();
    void everyForceLineNamesItsUnitTypeWithACounter_data();
    void everyForceLineNamesItsUnitTypeWithACounter();
    void everythingStaysOnThePaper_data();
    void everythingStaysOnThePaper();
    void longForcesListFlowsOntoAPageWithTheHeaderAgain();
    void sideSheetOfBadgerHuntReadsLikeTheSetupChart();
    void theMoraleSectionIsPrintedWhereUnitsRally_data();
    void theMoraleSectionIsPrintedWhereUnitsRally();
    void turnRecordMarksTheSidesReinforcementTurns_data();
    void turnRecordMarksTheSidesReinforcementTurns();
    void thumbnailTintsTheSidesZonesAndOutlinesObjectives();
    void refereeSheetShowsHiddenUnitsAndMarkers();
    void greyscalePagesHaveNoColour_data();
    void greyscalePagesHaveNoColour();
    void pdfHasOnePagePerSheetPage_data();
    void pdfHasOnePagePerSheetPage();

private:
    static QMap<QString, QList<const SheetPage *>> bySheet(const QList<SheetPage> &pages)
    {
        QMap<QString, QList<const SheetPage *>> sheets;
        for (const SheetPage &page : pages)
            sheets[page.sheet].append(&page);
        return sheets;
    }

    QTemporaryDir m_dir;
};

void TestSetupSheets::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QStringList files = QDir(Samples).entryList({QStringLiteral("*.scenario.yaml")});
    QVERIFY(files.size() >= 5);
    for (const QString &file : files) {
        const ScenarioReport &r = report(file);
        // A table sample (Hammer Wars) has no panel library: its board is its table.
        QVERIFY2(r.loaded.scenario && r.loaded.ruleset
                     && (r.loaded.panels || r.loaded.ruleset->board == BoardKind::Table),
                 qPrintable(file));
    }
    const QString out = qEnvironmentVariable("HEXWRIGHT_SHEETS_OUT");
    if (!out.isEmpty()) {
        QDir().mkpath(out);
        for (const QString &file : files) {
            const QString base = out + QLatin1Char('/') + file.section(QLatin1Char('.'), 0, 0);
            SetupSheetOptions setup;
            CounterSheetOptions counters;
            QVERIFY(writeSheetsPdf(*makeSetupSheets(source(file), setup),
                                   base + QStringLiteral("-setup.pdf")));
            QVERIFY(writeSheetsPdf(*makeCounterSheets(source(file), counters),
                                   base + QStringLiteral("-counters.pdf")));
            setup.greyscale = counters.greyscale = true;
            QVERIFY(writeSheetsPdf(*makeSetupSheets(source(file), setup),
                                   base + QStringLiteral("-setup-grey.pdf")));
            QVERIFY(writeSheetsPdf(*makeCounterSheets(source(file), counters),
                                   base + QStringLiteral("-counters-grey.pdf")));
        }
    }
}

void TestSetupSheets::thereIsASheetPerSideAndAReferee_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("sheets");
    QTest::newRow("Badger Hunt") << QStringLiteral("01-badger-hunt.scenario.yaml")
                                 << QStringList {QStringLiteral("tan"), QStringLiteral("green"),
                                                 QStringLiteral("referee")};
    QTest::newRow("A City Too Far")
        << QStringLiteral("02-a-city-too-far.scenario.yaml")
        << QStringList {QStringLiteral("tan"), QStringLiteral("green"), QStringLiteral("referee")};
    QTest::newRow("Break Out: Green and Red are one side")
        << QStringLiteral("08-break-out.scenario.yaml")
        << QStringList {QStringLiteral("green-red"), QStringLiteral("tan"),
                        QStringLiteral("referee")};
    QTest::newRow("Everybody wants a piece")
        << QStringLiteral("13-everybody-wants-a-piece-of-the-action.scenario.yaml")
        << QStringList {QStringLiteral("tan"), QStringLiteral("red"), QStringLiteral("blue"),
                        QStringLiteral("referee")};
    QTest::newRow("Spice Madness")
        << QStringLiteral("14-spice-madness.scenario.yaml")
        << QStringList {QStringLiteral("tan"), QStringLiteral("green"), QStringLiteral("blue"),
                        QStringLiteral("red"), QStringLiteral("referee")};
}

void TestSetupSheets::thereIsASheetPerSideAndAReferee()
{
    QFETCH(QString, file);
    QFETCH(QStringList, sheets);
    const ScenarioReport &r = report(file);
    QStringList sideIds = r.loaded.scenario->sideIds();
    sideIds.append(QStringLiteral("referee"));
    QCOMPARE(sideIds, sheets);

    const SetupSheetLayout layout = layoutSetupSheets(source(file), SetupSheetOptions());
    QStringList order;
    for (const SheetPage &page : layout.pages) {
        if (order.isEmpty() || order.last() != page.sheet)
            order.append(page.sheet);
    }
    QCOMPARE(order, sheets);
    // Pages of a sheet are numbered 1..n of n.
    for (const QList<const SheetPage *> &pages : bySheet(layout.pages)) {
        for (int i = 0; i < pages.size(); ++i) {
            QCOMPARE(pages.at(i)->pageOfSheet, i + 1);
            QCOMPARE(pages.at(i)->pagesOfSheet, int(pages.size()));
            QVERIFY(pages.at(i)->texts().contains(
                QStringLiteral("page %1 of %2").arg(i + 1).arg(pages.size())));
        }
    }
    const auto document = makeSetupSheets(source(file), SetupSheetOptions());
    QCOMPARE(document->pageCount(), int(layout.pages.size()));
}

void TestSetupSheets::sheetsOfChosenPlayersOnly()
{
    SetupSheetOptions options;
    options.players = QList<int> {2}; // Green
    options.refereeSheet = false;
    const SetupSheetLayout layout
        = layoutSetupSheets(source(QStringLiteral("01-badger-hunt.scenario.yaml")), options);
    QVERIFY(!layout.pages.isEmpty());
    for (const SheetPage &page : layout.pages)
        QCOMPARE(page.sheet, QStringLiteral("green"));
}

/// Spice Madness played as the book's sc.11 is: the Blue player also runs Tan, the Red player
/// also runs Green, and Tan and Green are allies.
static Scenario asTraditionalObjectives(Scenario scenario)
{
    const QMap<QString, int> players {{QStringLiteral("tan"), 1},
                                      {QStringLiteral("green"), 2},
                                      {QStringLiteral("blue"), 1},
                                      {QStringLiteral("red"), 2}};
    for (Side &side : scenario.sides)
        side.player = players.value(side.id);
    scenario.metadata.players = 2;
    scenario.alliances = {{QStringLiteral("tan"), QStringLiteral("green")}};
    return scenario;
}

void TestSetupSheets::aPlayerOfSeveralColoursGetsOneSheetOfThemAll()
{
    const ScenarioReport &r = report(QStringLiteral("14-spice-madness.scenario.yaml"));
    const Scenario scenario = asTraditionalObjectives(*r.loaded.scenario);
    const SetupSheetLayout layout = layoutSetupSheets(source(r, &scenario), SetupSheetOptions());
    const auto sheets = bySheet(layout.pages);
    QCOMPARE(sheets.keys(),
             QStringList({QStringLiteral("player-1"), QStringLiteral("player-2"),
                          QStringLiteral("referee")}));

    QStringList texts;
    QStringList swatches;
    QStringList sidesNamed;
    QMap<QString, int> lines;
    for (const SheetPage *page : sheets.value(QStringLiteral("player-1"))) {
        texts += page->texts();
        for (const SheetItem *item : page->itemsWithRole(QStringLiteral("swatch")))
            swatches.append(item->colour);
        for (const SheetItem *item : page->itemsWithRole(QStringLiteral("player-side")))
            sidesNamed.append(item->text);
        for (const SheetItem *item : page->itemsWithRole(QStringLiteral("unit")))
            ++lines[item->source];
        QVERIFY(page->texts().contains(
            QStringLiteral("page %1 of %2").arg(page->pageOfSheet).arg(page->pagesOfSheet)));
    }
    QVERIFY(texts.contains(QStringLiteral("Player 1")));
    QVERIFY(texts.contains(QStringLiteral("Player 1 \u00b7 2 sides")));
    // Both his colours in the title, each side with its own orders.
    QCOMPARE(swatches, QStringList({QStringLiteral("tan"), QStringLiteral("blue")}));
    QCOMPARE(sidesNamed.size(), 2);
    QVERIFY2(sidesNamed.first().startsWith(QStringLiteral("Tan: ")),
             qPrintable(sidesNamed.first()));
    QVERIFY2(sidesNamed.last().startsWith(QStringLiteral("Blue")), qPrintable(sidesNamed.last()));
    // Every force line of Tan and Blue once, none of Green's or Red's.
    for (const ForceEntry &entry : scenario.forces) {
        const bool his = entry.side == QLatin1String("tan") || entry.side == QLatin1String("blue");
        QVERIFY2(lines.value(entry.id) == (his ? 1 : 0), qPrintable(entry.id));
    }
    // A total per side, against its budget.
    for (const QString &side : {QStringLiteral("tan"), QStringLiteral("blue")}) {
        const QString total = QStringLiteral("%1: %2 units, %3 points of a budget of %4")
                                  .arg(scenario.findSide(side)->name)
                                  .arg(sideUnitCount(scenario, side))
                                  .arg(sidePoints(scenario, side, *r.loaded.ruleset))
                                  .arg(scenario.findSide(side)->budget.value_or(-1));
        QVERIFY2(std::any_of(texts.cbegin(), texts.cend(),
                             [&total](const QString &text) { return text.startsWith(total); }),
                 qPrintable(total));
    }
    QVERIFY(texts.contains(
        QStringLiteral("Alliances: Tan and Green are allies; Blue and Red each fight everyone")));
}

void TestSetupSheets::everySheetStatesTheAlliances_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("line"); ///< empty: no alliance line on any sheet
    QTest::newRow("Badger Hunt: two sides, no alliance, nothing to say")
        << QStringLiteral("01-badger-hunt.scenario.yaml") << QString();
    QTest::newRow("Break Out: Green and Red allied")
        << QStringLiteral("08-break-out.scenario.yaml")
        << QStringLiteral("Alliances: Green and Red are allies; Tan fights everyone");
    QTest::newRow("Spice Madness: four sides, every man for himself")
        << QStringLiteral("14-spice-madness.scenario.yaml")
        << QStringLiteral("Alliances: none; Tan, Green, Blue and Red each fight everyone");
}

void TestSetupSheets::everySheetStatesTheAlliances()
{
    QFETCH(QString, file);
    QFETCH(QString, line);
    const SetupSheetLayout layout = layoutSetupSheets(source(file), SetupSheetOptions());
    const auto sheets = bySheet(layout.pages);
    for (const QList<const SheetPage *> &pages : sheets) {
        QStringList found;
        for (const SheetPage *page : pages) {
            for (const SheetItem *item : page->itemsWithRole(QStringLiteral("alliances")))
                found.append(item->text);
        }
        // One line, on the sheet's first page.
        QCOMPARE(found, line.isEmpty() ? QStringList() : QStringList {line});
        if (!line.isEmpty())
            QVERIFY(!pages.first()->itemsWithRole(QStringLiteral("alliances")).isEmpty());
    }
}

void TestSetupSheets::forcesTableShowsTheMarksOfBoughtOptions()
{
    const ScenarioReport &r = report(QStringLiteral("01-badger-hunt.scenario.yaml"));
    Scenario scenario = *r.loaded.scenario;
    ForceEntry *gun = nullptr;
    for (ForceEntry &entry : scenario.forces) {
        if (entry.unitType == QLatin1String("conv_small_gun"))
            gun = &entry;
    }
    QVERIFY(gun);
    gun->options = {QStringLiteral("gas")};
    const SetupSheetLayout layout = layoutSetupSheets(source(r, &scenario), SetupSheetOptions());
    for (const QString &sheet : {gun->side, QStringLiteral("referee")}) {
        QStringList options;
        QList<QStringList> marks;
        for (const SheetPage *page : bySheet(layout.pages).value(sheet)) {
            for (const SheetItem &item : page->items) {
                if (item.source != gun->id)
                    continue;
                if (item.role == QLatin1String("options"))
                    options.append(item.text);
                if (item.role == QLatin1String("counter"))
                    marks.append(item.counter->marks);
            }
        }
        QCOMPARE(squeezed(options.join(QString())), squeezed(QStringLiteral("With gas (G)")));
        QCOMPARE(marks, QList<QStringList> {{QStringLiteral("G")}});
    }
}

void TestSetupSheets::everyForceLineNamesItsUnitTypeWithACounter_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &file : QDir(Samples).entryList({QStringLiteral("*.scenario.yaml")}))
        QTest::newRow(qPrintable(file)) << file;
}

void TestSetupSheets::everyForceLineNamesItsUnitTypeWithACounter()
{
    QFETCH(QString, file);
    const ScenarioReport &r = report(file);
    const SetupSheetLayout layout = layoutSetupSheets(source(file), SetupSheetOptions());
    const auto sheets = bySheet(layout.pages);
    // A player of one side gets the side's sheet; a player of several, "player-N".
    QHash<QString, QString> sheetOfSide;
    for (const PlayerSides &player : scenarioPlayers(*r.loaded.scenario)) {
        for (const QString &side : player.sideIds())
            sheetOfSide.insert(
                side,
                player.sides.size() == 1 ? side : QStringLiteral("player-%1").arg(player.number));
    }
    for (const ForceEntry &entry : r.loaded.scenario->forces) {
        const QString typeName = r.loaded.ruleset->findUnitType(entry.unitType)->name;
        // On its player's sheet and on the referee's, once each, with a counter.
        for (const QString &sheet : {sheetOfSide.value(entry.side), QStringLiteral("referee")}) {
            int lines = 0;
            int counters = 0;
            for (const SheetPage *page : sheets.value(sheet)) {
                for (const SheetItem &item : page->items) {
                    if (item.source != entry.id)
                        continue;
                    if (item.role == QLatin1String("unit")) {
                        ++lines;
                        QVERIFY2(squeezed(item.text).startsWith(squeezed(typeName)),
                                 qPrintable(item.text));
                    }
                    if (item.role == QLatin1String("counter")) {
                        ++counters;
                        QCOMPARE(item.counter->name, typeName);
                    }
                }
            }
            QVERIFY2(lines == 1, qPrintable(entry.id + QLatin1String(" on ") + sheet));
            QCOMPARE(counters, 1);
        }
        // Never on another player's sheet.
        for (const QString &other : r.loaded.scenario->sideIds()) {
            if (sheetOfSide.value(other) == sheetOfSide.value(entry.side))
                continue;
            for (const SheetPage *page : sheets.value(sheetOfSide.value(other))) {
                for (const SheetItem &item : page->items)
                    QVERIFY(item.source != entry.id || item.role != QLatin1String("unit"));
            }
        }
    }
}

void TestSetupSheets::everythingStaysOnThePaper_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("paper");
    QTest::addColumn<int>("orientation");
    for (const QString &file : QDir(Samples).entryList({QStringLiteral("*.scenario.yaml")})) {
        QTest::addRow("%s A4", qPrintable(file))
            << file << int(QPageSize::A4) << int(QPageLayout::Portrait);
        QTest::addRow("%s Letter landscape", qPrintable(file))
            << file << int(QPageSize::Letter) << int(QPageLayout::Landscape);
    }
}

void TestSetupSheets::everythingStaysOnThePaper()
{
    QFETCH(QString, file);
    QFETCH(int, paper);
    QFETCH(int, orientation);
    SetupSheetOptions setup;
    setup.paper.size = QPageSize::PageSizeId(paper);
    setup.paper.orientation = QPageLayout::Orientation(orientation);
    CounterSheetOptions counters;
    counters.paper = setup.paper;
    const QRectF printable = QRectF(QPointF(), setup.paper.paperSizeMm())
                                 .adjusted(setup.paper.marginMm - 1.6, setup.paper.marginMm - 1.6,
                                           1.6 - setup.paper.marginMm, 1.6 - setup.paper.marginMm);
    QList<SheetPage> pages = layoutSetupSheets(source(file), setup).pages;
    pages.append(layoutCounterSheets(source(file), counters).pages);
    for (const SheetPage &page : pages) {
        for (const SheetItem &item : page.items) {
            const QRectF r = item.rect.normalized();
            // Lines have no height or width: compare the edges.
            QVERIFY2(r.left() >= printable.left() && r.right() <= printable.right()
                         && r.top() >= printable.top() && r.bottom() <= printable.bottom(),
                     qPrintable(QStringLiteral("%1 \"%2\" on %3 page %4 at %5,%6 %7x%8")
                                    .arg(item.role, item.text, page.sheet)
                                    .arg(page.pageOfSheet)
                                    .arg(r.x())
                                    .arg(r.y())
                                    .arg(r.width())
                                    .arg(r.height())));
        }
    }
}

void TestSetupSheets::longForcesListFlowsOntoAPageWithTheHeaderAgain()
{
    const ScenarioReport &r = report(QStringLiteral("01-badger-hunt.scenario.yaml"));
    Scenario scenario = *r.loaded.scenario;
    // Sixty more lines for Tan: far more than one page holds.
    for (int i = 0; i < 60; ++i) {
        ForceEntry entry = scenario.forces.first();
        entry.id = QStringLiteral("extra-%1").arg(i);
        entry.unitType = i % 2 ? QStringLiteral("conv_howitzer") : QStringLiteral("conv_apc");
        scenario.forces.append(entry);
    }
    const SetupSheetLayout layout = layoutSetupSheets(source(r, &scenario), SetupSheetOptions());
    const QList<const SheetPage *> tan = bySheet(layout.pages).value(QStringLiteral("tan"));
    QVERIFY(tan.size() >= 3);
    const double bottom
        = SetupSheetOptions().paper.paperSizeMm().height() - SetupSheetOptions().paper.marginMm;
    int rows = 0;
    for (int i = 0; i < tan.size(); ++i) {
        const SheetPage *page = tan.at(i);
        const auto units = page->itemsWithRole(QStringLiteral("unit"));
        rows += int(units.size());
        for (const SheetItem *item : units)
            QVERIFY(item->rect.bottom() < bottom);
        if (i > 0 && !units.isEmpty()) {
            // A continued table starts with its heading and header row again.
            QVERIFY(page->texts().contains(QStringLiteral("Forces (continued)")));
            QVERIFY(!page->itemsWithRole(QStringLiteral("column")).isEmpty());
            QVERIFY(page->itemsWithRole(QStringLiteral("column")).first()->rect.top()
                    < units.first()->rect.top());
        }
    }
    QCOMPARE(
        rows,
        int(std::count_if(scenario.forces.cbegin(), scenario.forces.cend(),
                          [](const ForceEntry &e) { return e.side == QStringLiteral("tan"); })));
}

void TestSetupSheets::sideSheetOfBadgerHuntReadsLikeTheSetupChart()
{
    const SetupSheetLayout layout = layoutSetupSheets(
        source(QStringLiteral("01-badger-hunt.scenario.yaml")), SetupSheetOptions());
    QStringList texts;
    QList<const SheetItem *> swatches;
    for (const SheetPage *page : bySheet(layout.pages).value(QStringLiteral("tan"))) {
        texts += page->texts();
        swatches += page->itemsWithRole(QStringLiteral("swatch"));
    }
    const QString all = texts.join(QLatin1Char('\n'));
    QVERIFY(texts.contains(QStringLiteral("Tan")));
    QCOMPARE(swatches.size(), 1);
    QCOMPARE(swatches.first()->colour, QStringLiteral("tan"));
    QVERIFY(all.contains(
        QStringLiteral("Player 1 \u00b7 Attacker \u00b7 sets up 2nd \u00b7 moves 1st")));
    QVERIFY(all.contains(QStringLiteral("pushes north")));
    const ScenarioReport &r = report(QStringLiteral("01-badger-hunt.scenario.yaml"));
    QVERIFY(texts.contains(
        QStringLiteral("Total: %1 units, %2 points")
            .arg(sideUnitCount(*r.loaded.scenario, QStringLiteral("tan")))
            .arg(sidePoints(*r.loaded.scenario, QStringLiteral("tan"), *r.loaded.ruleset))));
    QVERIFY(all.contains(QStringLiteral("A counter with a solid top right corner has provisional "
                                        "factors: values not printed in the source text.")));
    // Morale 8, 9 after 7 lost, 10 after 15.
    QVERIFY(texts.contains(QStringLiteral("0\u20136")));
    QVERIFY(texts.contains(QStringLiteral("7\u201314")));
    QVERIFY(texts.contains(QStringLiteral("15 or more")));
    // Victory sentence and special rule.
    QVERIFY(all.contains(QStringLiteral("North-west hilltop")));
    QVERIFY(all.contains(QStringLiteral("half hexes along the map edge")));
    // Six turn boxes.
    int boxes = 0;
    for (const SheetPage *page : bySheet(layout.pages).value(QStringLiteral("tan")))
        boxes += int(page->itemsWithRole(QStringLiteral("turn-box")).size()
                     + page->itemsWithRole(QStringLiteral("reinforcement-turn")).size());
    QCOMPARE(boxes, 6);
    // The placement of each line is its zone's name.
    QVERIFY(texts.contains(QStringLiteral("Tan: edge piece E")));
}

void TestSetupSheets::theMoraleSectionIsPrintedWhereUnitsRally_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("rally");
    QTest::newRow("Badger Hunt: units rally against their colour's morale")
        << QStringLiteral("01-badger-hunt.scenario.yaml") << true;
    // Maschinen Krieger has no rally (infantry morale recovers on 1d6 [14.3.2]): its sides'
    // morale values are there for the shared checks only.
    QTest::newRow("Ridge Line (Maschinen Krieger): no rally")
        << QStringLiteral("31-ridge-line.scenario.yaml") << false;
    QTest::newRow("Night at the Farms (Maschinen Krieger): no rally")
        << QStringLiteral("32-night-at-the-farms.scenario.yaml") << false;
}

void TestSetupSheets::theMoraleSectionIsPrintedWhereUnitsRally()
{
    QFETCH(QString, file);
    QFETCH(bool, rally);
    const SetupSheetLayout layout = layoutSetupSheets(source(file), SetupSheetOptions());
    QStringList texts;
    for (const SheetPage &page : layout.pages)
        texts += page.texts();
    const bool rallyLine = std::any_of(texts.cbegin(), texts.cend(), [](const QString &t) {
        return t.contains(QStringLiteral("rallies on 2d6"));
    });
    QCOMPARE(rallyLine, rally);
    QCOMPARE(texts.contains(QStringLiteral("Morale")), rally);
}

void TestSetupSheets::turnRecordMarksTheSidesReinforcementTurns_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("sheet");
    QTest::addColumn<QStringList>("marked");
    QTest::addColumn<int>("boxes");
    QTest::newRow("A City Too Far: Tan jumps on turn 1")
        << QStringLiteral("02-a-city-too-far.scenario.yaml") << QStringLiteral("tan")
        << QStringList {QStringLiteral("1")} << 7;
    QTest::newRow("A City Too Far: Green has none")
        << QStringLiteral("02-a-city-too-far.scenario.yaml") << QStringLiteral("green")
        << QStringList {} << 7;
    QTest::newRow("Everybody: Red enters on turn 1")
        << QStringLiteral("13-everybody-wants-a-piece-of-the-action.scenario.yaml")
        << QStringLiteral("red") << QStringList {QStringLiteral("1")} << 10;
    QTest::newRow("Badger Hunt: no reinforcements")
        << QStringLiteral("01-badger-hunt.scenario.yaml") << QStringLiteral("referee")
        << QStringList {} << 6;
}

void TestSetupSheets::turnRecordMarksTheSidesReinforcementTurns()
{
    QFETCH(QString, file);
    QFETCH(QString, sheet);
    QFETCH(QStringList, marked);
    QFETCH(int, boxes);
    const SetupSheetLayout layout = layoutSetupSheets(source(file), SetupSheetOptions());
    QStringList found;
    int count = 0;
    for (const SheetPage *page : bySheet(layout.pages).value(sheet)) {
        for (const SheetItem *item : page->itemsWithRole(QStringLiteral("reinforcement-turn")))
            found.append(item->source);
        count += int(page->itemsWithRole(QStringLiteral("turn-box")).size());
    }
    QCOMPARE(found, marked);
    QCOMPARE(count + int(found.size()), boxes);
}

void TestSetupSheets::thumbnailTintsTheSidesZonesAndOutlinesObjectives()
{
    const SetupSheetLayout layout = layoutSetupSheets(
        source(QStringLiteral("01-badger-hunt.scenario.yaml")), SetupSheetOptions());
    QMap<QString, QStringList> tinted;
    QMap<QString, QStringList> objectives;
    for (const SheetPage &page : layout.pages) {
        for (const SheetItem *item : page.itemsWithRole(QStringLiteral("thumbnail"))) {
            for (const ThumbnailZone &zone : layout.thumbnails.at(item->thumbnail).zones)
                (zone.objective ? objectives : tinted)[page.sheet].append(zone.zone);
            QVERIFY(item->rect.width() > 80);
        }
    }
    QCOMPARE(tinted.value(QStringLiteral("tan")),
             QStringList({QStringLiteral("tan-north-of-road"), QStringLiteral("tan-road-and-river"),
                          QStringLiteral("tan-edge-e"), QStringLiteral("tan-edge-d")}));
    QCOMPARE(tinted.value(QStringLiteral("green")),
             QStringList({QStringLiteral("green-board-3"), QStringLiteral("green-board-6-north")}));
    QCOMPARE(tinted.value(QStringLiteral("referee")).size(), 6);
    for (const QString &sheet :
         {QStringLiteral("tan"), QStringLiteral("green"), QStringLiteral("referee")})
        QCOMPARE(objectives.value(sheet),
                 QStringList({QStringLiteral("hilltop-1"), QStringLiteral("hilltop-2"),
                              QStringLiteral("hilltop-3")}));
}

void TestSetupSheets::refereeSheetShowsHiddenUnitsAndMarkers()
{
    const ScenarioReport &r = report(QStringLiteral("14-spice-madness.scenario.yaml"));
    Scenario scenario = *r.loaded.scenario;
    HiddenUnits partisans;
    partisans.id = QStringLiteral("partisans");
    partisans.side = QStringLiteral("green");
    partisans.colour = QStringLiteral("green");
    partisans.unitType = QStringLiteral("conv_militia");
    partisans.zone = scenario.zones.first().id;
    partisans.outcomes = {{{1, 2}, 1}, {{3}, 2}};
    scenario.hidden.append(partisans);
    const SetupSheetLayout layout = layoutSetupSheets(source(r, &scenario), SetupSheetOptions());
    const auto sheets = bySheet(layout.pages);
    const auto outcomesOn = [&sheets](const QString &sheet) {
        QStringList out;
        for (const SheetPage *page : sheets.value(sheet)) {
            for (const SheetItem *item : page->itemsWithRole(QStringLiteral("outcomes")))
                out.append(item->text);
        }
        return squeezed(out.join(QString()));
    };
    QVERIFY(outcomesOn(QStringLiteral("referee"))
                .contains(squeezed(QStringLiteral("1-2: 1 unit; 3: 2 units; any other roll"))));
    QVERIFY(!outcomesOn(QStringLiteral("green")).isEmpty());
    QVERIFY(outcomesOn(QStringLiteral("tan")).isEmpty());
    int markers = 0;
    for (const SheetPage *page : sheets.value(QStringLiteral("referee")))
        markers += int(page->itemsWithRole(QStringLiteral("marker")).size());
    QCOMPARE(markers, int(scenario.markers.size()));
    QVERIFY(markers > 0);

    // The counter sheet: the partisans' best roll places two.
    int partisanCounters = 0;
    for (const SheetPage &page : layoutCounterSheets(source(r, &scenario), {}).pages) {
        for (const SheetItem *item : page.itemsWithRole(QStringLiteral("front")))
            partisanCounters += item->source.startsWith(QLatin1String("partisans#"));
    }
    QCOMPARE(partisanCounters, 2);
}

void TestSetupSheets::greyscalePagesHaveNoColour_data()
{
    QTest::addColumn<bool>("counters");
    QTest::newRow("counter sheet") << true;
    QTest::newRow("setup sheet with its map") << false;
}

void TestSetupSheets::greyscalePagesHaveNoColour()
{
    QFETCH(bool, counters);
    const MapExportSource from = source(QStringLiteral("14-spice-madness.scenario.yaml"));
    const auto document = [&](bool greyscale) {
        if (counters) {
            CounterSheetOptions options;
            options.greyscale = greyscale;
            return makeCounterSheets(from, options);
        }
        SetupSheetOptions options;
        options.greyscale = greyscale;
        return makeSetupSheets(from, options);
    };
    const auto colourfulPixels = [](const QImage &image) {
        int count = 0;
        for (int y = 0; y < image.height(); ++y) {
            const QRgb *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
            for (int x = 0; x < image.width(); ++x) {
                const int r = qRed(line[x]), g = qGreen(line[x]), b = qBlue(line[x]);
                count += std::max({r, g, b}) - std::min({r, g, b}) > 12;
            }
        }
        return count;
    };
    // The first side's first page holds the forces table and the map.
    const auto colour = document(false);
    const auto grey = document(true);
    QVERIFY(colourfulPixels(paintPage(*colour, 0, 3.0)) > 1000);
    QCOMPARE(colourfulPixels(paintPage(*grey, 0, 3.0)), 0);
}

void TestSetupSheets::pdfHasOnePagePerSheetPage_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("counters");
    for (const QString &file : QDir(Samples).entryList({QStringLiteral("*.scenario.yaml")})) {
        QTest::addRow("%s setup", qPrintable(file)) << file << false;
        QTest::addRow("%s counters", qPrintable(file)) << file << true;
    }
}

void TestSetupSheets::pdfHasOnePagePerSheetPage()
{
    QFETCH(QString, file);
    QFETCH(bool, counters);
    const auto document = counters ? makeCounterSheets(source(file), CounterSheetOptions())
                                   : makeSetupSheets(source(file), SetupSheetOptions());
    const QString path = m_dir.filePath(
        file + (counters ? QStringLiteral(".counters.pdf") : QStringLiteral(".setup.pdf")));
    QString error;
    QVERIFY2(writeSheetsPdf(*document, path, &error), qPrintable(error));
    QVERIFY(document->pageCount() >= (counters ? 1 : 3));
    QCOMPARE(pdfPageCount(path), document->pageCount());
}

QTEST_MAIN(TestSetupSheets)
#include "tst_setupsheets.moc"
