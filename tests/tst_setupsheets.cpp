// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Setup sheets and counter sheets: the layout read as data (which sheets, which pages, which
// lines and counters where), the PDF's page count read back from the file, and a golden
// image of a counter page. HEXWRIGHT_SHEETS_OUT=<dir> also writes the sample sheets as PDFs
// there to look at; HEXWRIGHT_UPDATE_GOLDEN=1 rewrites the golden image.

#include "export/countersheet.h"
#include "export/setupsheet_content.h"
#include "export/setupsheets.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/points.h"
#include "scenario/scenario.h"
#include "scenariovalidator.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <map>
#include <memory>

using namespace hexwright;

namespace {

const QString Samples = QStringLiteral(SOURCE_DIR "/resources/scenarios/samples/");
const QString Golden = QStringLiteral(TEST_DATA_DIR "/setupsheets/");

QString squeezed(QString text)
{
    return text.remove(QRegularExpression(QStringLiteral("\\s")));
}

QImage paintPage(const SheetDocument &document, int page, double pixelsPerMm)
{
    const QSizeF paper = document.paper(page).paperSizeMm();
    QImage image(QSize(qRound(paper.width() * pixelsPerMm), qRound(paper.height() * pixelsPerMm)),
                 QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.scale(pixelsPerMm, pixelsPerMm);
    document.paintPage(painter, page);
    painter.end();
    return image;
}

int pdfPageCount(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray pdf = file.readAll();
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![s\\w])"));
    return int(QString::fromLatin1(pdf).count(page));
}

} // namespace

class TestSetupSheets : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void thereIsASheetPerSideAndAReferee_data();
    void thereIsASheetPerSideAndAReferee();
    void sheetsOfChosenSidesOnly();
    void everyForceLineNamesItsUnitTypeWithACounter_data();
    void everyForceLineNamesItsUnitTypeWithACounter();
    void everythingStaysOnThePaper_data();
    void everythingStaysOnThePaper();
    void longForcesListFlowsOntoAPageWithTheHeaderAgain();
    void sideSheetOfBadgerHuntReadsLikeTheSetupChart();
    void turnRecordMarksTheSidesReinforcementTurns_data();
    void turnRecordMarksTheSidesReinforcementTurns();
    void thumbnailTintsTheSidesZonesAndOutlinesObjectives();
    void refereeSheetShowsHiddenUnitsAndMarkers();
    void countersAreEveryUnitAndMarker_data();
    void countersAreEveryUnitAndMarker();
    void duplexBacksAreMirroredBehindTheirFronts_data();
    void duplexBacksAreMirroredBehindTheirFronts();
    void backsBesideFrontsFoldOver();
    void counterFacesPrintTheFactors_data();
    void counterFacesPrintTheFactors();
    void longNamesAreShortenedForCounters_data();
    void longNamesAreShortenedForCounters();
    void greyscaleTellsColoursApartWithoutColour();
    void greyscalePagesHaveNoColour_data();
    void greyscalePagesHaveNoColour();
    void pdfHasOnePagePerSheetPage_data();
    void pdfHasOnePagePerSheetPage();
    void counterPageMatchesTheGoldenImage();

private:
    const ScenarioReport &report(const QString &file);
    MapExportSource source(const QString &file) { return source(report(file), nullptr); }
    static MapExportSource source(const ScenarioReport &report, const Scenario *scenario)
    {
        return {report.map, *report.loaded.ruleset, scenario ? *scenario : *report.loaded.scenario,
                *report.loaded.panels};
    }
    static QMap<QString, QList<const SheetPage *>> bySheet(const QList<SheetPage> &pages)
    {
        QMap<QString, QList<const SheetPage *>> sheets;
        for (const SheetPage &page : pages)
            sheets[page.sheet].append(&page);
        return sheets;
    }

    std::unique_ptr<RulesetRegistry> m_registry;
    std::map<QString, ScenarioReport> m_reports;
    QTemporaryDir m_dir;
};

const ScenarioReport &TestSetupSheets::report(const QString &file)
{
    auto found = m_reports.find(file);
    if (found == m_reports.end()) {
        const QString path = Samples + file;
        found = m_reports.emplace(file, validateScenarioFile(path, path, *m_registry)).first;
    }
    return found->second;
}

void TestSetupSheets::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_registry = RulesetRegistry::withBundledData();
    const QStringList files = QDir(Samples).entryList({QStringLiteral("*.scenario.yaml")});
    QVERIFY(files.size() >= 5);
    for (const QString &file : files) {
        const ScenarioReport &r = report(file);
        QVERIFY2(r.loaded.scenario && r.loaded.ruleset && r.loaded.panels, qPrintable(file));
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

void TestSetupSheets::sheetsOfChosenSidesOnly()
{
    SetupSheetOptions options;
    options.sides = QStringList {QStringLiteral("green")};
    options.refereeSheet = false;
    const SetupSheetLayout layout
        = layoutSetupSheets(source(QStringLiteral("01-badger-hunt.scenario.yaml")), options);
    QVERIFY(!layout.pages.isEmpty());
    for (const SheetPage &page : layout.pages)
        QCOMPARE(page.sheet, QStringLiteral("green"));
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
    for (const ForceEntry &entry : r.loaded.scenario->forces) {
        const QString typeName = r.loaded.ruleset->findUnitType(entry.unitType)->name;
        // On its side's sheet and on the referee's, once each, with a counter.
        for (const QString &sheet : {entry.side, QStringLiteral("referee")}) {
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
        // Never on another side's sheet.
        for (const QString &other : r.loaded.scenario->sideIds()) {
            if (other == entry.side)
                continue;
            for (const SheetPage *page : sheets.value(other)) {
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
    QVERIFY(all.contains(QStringLiteral("\u2020 provisional: not printed in the source text")));
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

void TestSetupSheets::countersAreEveryUnitAndMarker_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("backs");
    QTest::newRow("Badger Hunt") << QStringLiteral("01-badger-hunt.scenario.yaml") << 0;
    QTest::newRow("A City Too Far") << QStringLiteral("02-a-city-too-far.scenario.yaml") << 0;
    QTest::newRow("Break Out: Red's skimmer infantry")
        << QStringLiteral("08-break-out.scenario.yaml") << 8;
    QTest::newRow("Everybody: Red and Blue infantry")
        << QStringLiteral("13-everybody-wants-a-piece-of-the-action.scenario.yaml") << 20;
    QTest::newRow("Spice Madness") << QStringLiteral("14-spice-madness.scenario.yaml") << -1;
}

void TestSetupSheets::countersAreEveryUnitAndMarker()
{
    QFETCH(QString, file);
    QFETCH(int, backs);
    const ScenarioReport &r = report(file);
    const Scenario &scenario = *r.loaded.scenario;
    int units = 0;
    int twoSided = 0;
    for (const ForceEntry &entry : scenario.forces) {
        units += entry.count;
        if (r.loaded.ruleset->findUnitType(entry.unitType)->mounted)
            twoSided += entry.count;
    }
    if (backs >= 0)
        QCOMPARE(twoSided, backs);
    const CounterSheetLayout layout = layoutCounterSheets(source(file), CounterSheetOptions());
    QMap<QString, int> fronts;
    int backCount = 0;
    for (const SheetPage &page : layout.pages) {
        for (const SheetItem &item : page.items) {
            if (item.role == QLatin1String("front"))
                ++fronts[item.source.section(QLatin1Char('#'), 0, 0)];
            backCount += item.role == QLatin1String("back");
        }
    }
    int total = 0;
    for (int n : fronts)
        total += n;
    QCOMPARE(total, units + int(scenario.markers.size()));
    for (const ForceEntry &entry : scenario.forces)
        QCOMPARE(fronts.value(entry.id), entry.count);
    QCOMPARE(backCount, twoSided);
    QCOMPARE(layout.duplex, twoSided > 0);
    // Duplex: every front page is followed by its back page.
    for (qsizetype i = 0; i < layout.pages.size(); ++i)
        QCOMPARE(layout.pages.at(i).sheet,
                 layout.duplex && i % 2 ? QStringLiteral("backs") : QStringLiteral("counters"));
    // Headings name each side with its number of counters.
    QStringList headings;
    for (const SheetPage &page : layout.pages) {
        for (const SheetItem *item : page.itemsWithRole(QStringLiteral("heading")))
            headings.append(item->text);
    }
    for (const Side &side : scenario.sides) {
        const int count = sideUnitCount(scenario, side.id);
        if (count > 1)
            QVERIFY(headings.contains(QStringLiteral("%1: %2 counters").arg(side.name).arg(count)));
    }
}

void TestSetupSheets::duplexBacksAreMirroredBehindTheirFronts_data()
{
    QTest::addColumn<int>("orientation");
    QTest::addColumn<double>("counterMm");
    QTest::newRow("A4 portrait, half-inch counters") << int(QPageLayout::Portrait) << 12.7;
    QTest::newRow("A4 landscape, 16 mm counters") << int(QPageLayout::Landscape) << 16.0;
}

void TestSetupSheets::duplexBacksAreMirroredBehindTheirFronts()
{
    QFETCH(int, orientation);
    QFETCH(double, counterMm);
    CounterSheetOptions options;
    options.paper.orientation = QPageLayout::Orientation(orientation);
    options.counterSizeMm = counterMm;
    const CounterSheetLayout layout
        = layoutCounterSheets(source(QStringLiteral("08-break-out.scenario.yaml")), options);
    QVERIFY(layout.duplex);
    const QSizeF paper = options.paper.paperSizeMm();
    int checked = 0;
    for (qsizetype i = 1; i < layout.pages.size(); i += 2) {
        const SheetPage &front = layout.pages.at(i - 1);
        for (const SheetItem *back : layout.pages.at(i).itemsWithRole(QStringLiteral("back"))) {
            const SheetItem *match = nullptr;
            for (const SheetItem *f : front.itemsWithRole(QStringLiteral("front")))
                match = f->source == back->source ? f : match;
            QVERIFY2(match, qPrintable(back->source));
            QCOMPARE(back->rect.size(), QSizeF(counterMm, counterMm));
            if (orientation == QPageLayout::Portrait) {
                // Long-edge flip: left and right swap, top stays.
                QVERIFY(qAbs(back->rect.left() - (paper.width() - match->rect.right())) < 1e-9);
                QCOMPARE(back->rect.top(), match->rect.top());
            } else {
                QVERIFY(qAbs(back->rect.top() - (paper.height() - match->rect.bottom())) < 1e-9);
                QCOMPARE(back->rect.left(), match->rect.left());
            }
            QVERIFY(back->counter->back);
            QVERIFY(back->counter->hover);
            QVERIFY(!match->counter->hover);
            ++checked;
        }
    }
    QCOMPARE(checked, 8);
}

void TestSetupSheets::backsBesideFrontsFoldOver()
{
    CounterSheetOptions options;
    options.backsBeside = true;
    const CounterSheetLayout layout
        = layoutCounterSheets(source(QStringLiteral("08-break-out.scenario.yaml")), options);
    QVERIFY(!layout.duplex);
    int pairs = 0;
    for (const SheetPage &page : layout.pages) {
        QCOMPARE(page.sheet, QStringLiteral("counters"));
        const auto folds = page.itemsWithRole(QStringLiteral("fold"));
        for (const SheetItem *back : page.itemsWithRole(QStringLiteral("back"))) {
            for (const SheetItem *front : page.itemsWithRole(QStringLiteral("front"))) {
                if (front->source != back->source)
                    continue;
                QCOMPARE(back->rect.left(), front->rect.right());
                QCOMPARE(back->rect.top(), front->rect.top());
                // A dashed fold line along the shared edge.
                const bool folded = std::any_of(folds.cbegin(), folds.cend(), [&](auto *fold) {
                    return qFuzzyCompare(fold->rect.left(), front->rect.right()) && fold->dashed
                        && fold->rect.top() <= front->rect.top();
                });
                QVERIFY(folded);
                ++pairs;
            }
        }
    }
    QCOMPARE(pairs, 8);
}

void TestSetupSheets::counterFacesPrintTheFactors_data()
{
    QTest::addColumn<QString>("unitType");
    QTest::addColumn<bool>("back");
    QTest::addColumn<QString>("factors");
    QTest::addColumn<int>("symbol");
    QTest::addColumn<bool>("hover");
    QTest::newRow("Slammers hover tank 8-8-4-6, armour on a hover skirt")
        << QStringLiteral("slam_hover_tank") << false << QStringLiteral("8-8-4-6")
        << int(CounterSymbol::Armour) << true;
    QTest::newRow("Slammers infantry on foot 3-3-3-2")
        << QStringLiteral("slam_infantry") << false << QStringLiteral("3-3-3-2")
        << int(CounterSymbol::Infantry) << false;
    QTest::newRow("... and on skimmers on the back 3-2-3-6")
        << QStringLiteral("slam_infantry") << true << QStringLiteral("3-2-3-6")
        << int(CounterSymbol::Infantry) << true;
    QTest::newRow("Calliope attacks S")
        << QStringLiteral("conv_calliope") << false << QStringLiteral("S-2-4-0")
        << int(CounterSymbol::Calliope) << false;
    QTest::newRow("Howitzer: artillery dot")
        << QStringLiteral("conv_howitzer") << false << QStringLiteral("8-2-10-0")
        << int(CounterSymbol::Artillery) << false;
    QTest::newRow("SP artillery: dot and tracks")
        << QStringLiteral("conv_sp_artillery") << false << QStringLiteral("7-3-8-4")
        << int(CounterSymbol::SelfPropelledArtillery) << false;
    QTest::newRow("APC carries infantry")
        << QStringLiteral("conv_apc") << false << QStringLiteral("1-3-1-6")
        << int(CounterSymbol::Carrier) << false;
    QTest::newRow("Armored car: recon")
        << QStringLiteral("conv_armored_car") << false << QStringLiteral("3-3-3-6")
        << int(CounterSymbol::Recon) << false;
    QTest::newRow("Buses use the armored car's counter")
        << QStringLiteral("conv_buses") << false << QStringLiteral("0-1-0-6")
        << int(CounterSymbol::Recon) << false;
    QTest::newRow("Militia use the infantry counter")
        << QStringLiteral("conv_militia") << false << QStringLiteral("2-2-2-2")
        << int(CounterSymbol::Infantry) << false;
}

void TestSetupSheets::counterFacesPrintTheFactors()
{
    QFETCH(QString, unitType);
    QFETCH(bool, back);
    QFETCH(QString, factors);
    QFETCH(int, symbol);
    QFETCH(bool, hover);
    const Ruleset &ruleset = *report(QStringLiteral("01-badger-hunt.scenario.yaml")).loaded.ruleset;
    const UnitType *type = ruleset.findUnitType(unitType);
    QVERIFY(type);
    const CounterFace face = unitCounterFace(*type, type->colours.first(), ruleset, back);
    QCOMPARE(face.factorText(), factors);
    QCOMPARE(int(face.symbol), symbol);
    QCOMPARE(face.hover, hover);
    QCOMPARE(face.back, back);
}

void TestSetupSheets::longNamesAreShortenedForCounters_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("forms");
    QTest::newRow("Tank") << QStringLiteral("Tank") << QStringList {QStringLiteral("Tank")};
    QTest::newRow("SP artillery") << QStringLiteral("Self-propelled Artillery")
                                  << QStringList {QStringLiteral("Self-propelled Artillery"),
                                                  QStringLiteral("SP Artillery")};
    QTest::newRow("APC") << QStringLiteral("Armored Personnel Carrier")
                         << QStringList {QStringLiteral("Armored Personnel Carrier"),
                                         QStringLiteral("APC")};
    QTest::newRow("Militia") << QStringLiteral("Militia Infantry")
                             << QStringList {QStringLiteral("Militia Infantry"),
                                             QStringLiteral("Mil. Infantry")};
}

void TestSetupSheets::longNamesAreShortenedForCounters()
{
    QFETCH(QString, name);
    QFETCH(QStringList, forms);
    QCOMPARE(counterNameForms(name), forms);
}

void TestSetupSheets::greyscaleTellsColoursApartWithoutColour()
{
    const Ruleset &ruleset = *report(QStringLiteral("01-badger-hunt.scenario.yaml")).loaded.ruleset;
    QSet<int> patterns;
    QSet<QString> tags;
    for (const ArmyColour &colour : ruleset.colours) {
        const ColourLook look = colourLook(ruleset, colour.id, true);
        QCOMPARE(look.field.red(), look.field.green());
        QCOMPARE(look.field.green(), look.field.blue());
        patterns.insert(look.pattern);
        tags.insert(look.tag);
        const ColourLook coloured = colourLook(ruleset, colour.id, false);
        QCOMPARE(coloured.field, colour.colour);
        QVERIFY(coloured.tag.isEmpty());
    }
    QCOMPARE(patterns.size(), int(ruleset.colours.size()));
    QCOMPARE(tags.size(), int(ruleset.colours.size()));
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

void TestSetupSheets::counterPageMatchesTheGoldenImage()
{
    // A City Too Far: 30 one-sided counters, one page.
    const auto document = makeCounterSheets(
        source(QStringLiteral("02-a-city-too-far.scenario.yaml")), CounterSheetOptions());
    QCOMPARE(document->pageCount(), 1);
    const QImage image = paintPage(*document, 0, 4.0);
    const QString path = Golden + QStringLiteral("counters-02-a-city-too-far.png");
    if (qEnvironmentVariableIsSet("HEXWRIGHT_UPDATE_GOLDEN")) {
        QDir().mkpath(Golden);
        QVERIFY(image.save(path));
    }
    QImage golden(path);
    QVERIFY2(!golden.isNull(), qPrintable(path));
    golden = golden.convertToFormat(QImage::Format_RGB32);
    QCOMPARE(golden.size(), image.size());
    // Fonts may antialias a little differently elsewhere: allow a few stray pixels.
    int differing = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QRgb a = image.pixel(x, y);
            const QRgb b = golden.pixel(x, y);
            differing += std::abs(qRed(a) - qRed(b)) + std::abs(qGreen(a) - qGreen(b))
                    + std::abs(qBlue(a) - qBlue(b))
                > 96;
        }
    }
    const double share = double(differing) / (image.width() * image.height());
    QVERIFY2(share < 0.002, qPrintable(QStringLiteral("%1 pixels differ").arg(differing)));
}

QTEST_MAIN(TestSetupSheets)
#include "tst_setupsheets.moc"
