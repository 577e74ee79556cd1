// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Counter sheets: every unit and marker of a scenario as a counter to cut out, the counter
// faces, two-sided counters front and back, greyscale, and a golden image of a counter page
// (HEXWRIGHT_UPDATE_GOLDEN=1 rewrites it). The PDF's page count is checked with the setup
// sheets' (tst_setupsheets).

#include "sheetstestsupport.h"

#include "checks/scenariovalidator.h"
#include "export/countersheet.h"
#include "export/setupsheet_content.h"
#include "export/setupsheets.h"
#include "ruleset/rulesetregistry.h"
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

class TestCounterSheets : public QObject, private SampleSheets
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
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
    void provisionalFactorsAreMarkedOnceInTheCorner_data();
    void provisionalFactorsAreMarkedOnceInTheCorner();
    void boughtOptionsAreMarkedOnTheCounter_data();
    void boughtOptionsAreMarkedOnTheCounter();
    void counterPageMatchesTheGoldenImage();

private:
    QTemporaryDir m_dir;
};

void TestCounterSheets::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void TestCounterSheets::countersAreEveryUnitAndMarker_data()
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

void TestCounterSheets::countersAreEveryUnitAndMarker()
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

void TestCounterSheets::duplexBacksAreMirroredBehindTheirFronts_data()
{
    QTest::addColumn<int>("orientation");
    QTest::addColumn<double>("counterMm");
    QTest::newRow("A4 portrait, half-inch counters") << int(QPageLayout::Portrait) << 12.7;
    QTest::newRow("A4 landscape, 16 mm counters") << int(QPageLayout::Landscape) << 16.0;
}

void TestCounterSheets::duplexBacksAreMirroredBehindTheirFronts()
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

void TestCounterSheets::backsBesideFrontsFoldOver()
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

void TestCounterSheets::counterFacesPrintTheFactors_data()
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

void TestCounterSheets::counterFacesPrintTheFactors()
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

void TestCounterSheets::longNamesAreShortenedForCounters_data()
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

void TestCounterSheets::longNamesAreShortenedForCounters()
{
    QFETCH(QString, name);
    QFETCH(QStringList, forms);
    QCOMPARE(counterNameForms(name), forms);
}

void TestCounterSheets::greyscaleTellsColoursApartWithoutColour()
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

void TestCounterSheets::provisionalFactorsAreMarkedOnceInTheCorner_data()
{
    // Issue 14, point 6: the book's counter pictures are lost, so the samples' factors are
    // provisional; a counter says so once, with a solid top right corner, not with a dagger
    // on each of its four numbers.
    QTest::addColumn<bool>("provisional");
    QTest::addColumn<bool>("markProvisional");
    QTest::addColumn<bool>("cornerInked");
    QTest::newRow("provisional, marked") << true << true << true;
    QTest::newRow("provisional, marks turned off") << true << false << false;
    QTest::newRow("printed in the source") << false << true << false;
}

void TestCounterSheets::provisionalFactorsAreMarkedOnceInTheCorner()
{
    QFETCH(bool, provisional);
    QFETCH(bool, markProvisional);
    QFETCH(bool, cornerInked);
    const Ruleset &ruleset = *report(QStringLiteral("01-badger-hunt.scenario.yaml")).loaded.ruleset;
    const UnitType *type = ruleset.findUnitType(QStringLiteral("conv_tank"));
    QVERIFY(type);
    CounterFace face = unitCounterFace(*type, QStringLiteral("tan"), ruleset);
    if (!provisional)
        face.factors.provisional.clear();
    QCOMPARE(face.hasProvisional(), provisional);
    QVERIFY2(!face.factorText().contains(QChar(0x2020)), qPrintable(face.factorText()));

    // A 16 mm counter at 10 pixels per millimetre, without its frame.
    QImage image(160, 160, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.scale(10, 10);
    const ColourLook look = colourLook(ruleset, QStringLiteral("tan"), false);
    paintCounterFace(painter, QRectF(0, 0, 16, 16), face, look, markProvisional, false);
    painter.end();
    const QColor corner = image.pixelColor(157, 2);
    const QColor otherCorner = image.pixelColor(2, 2);
    QCOMPARE(otherCorner, look.field);
    QCOMPARE(corner == look.ink, cornerInked);
    QCOMPARE(corner == look.field, !cornerInked);
}

void TestCounterSheets::boughtOptionsAreMarkedOnTheCounter_data()
{
    // Issue 14, point 6: gas-capable artillery bought "w/gas" (V2) must be told apart on the
    // table; the mark is the purchase option's `mark:` in the ruleset, not a name in C++.
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QStringList>("marks");
    QTest::newRow("a small gun with gas")
        << QStringList {QStringLiteral("gas")} << QStringList {QStringLiteral("G")};
    QTest::newRow("a small gun without") << QStringList() << QStringList();
    QTest::newRow("a paratroop drop has no mark")
        << QStringList {QStringLiteral("paratroop")} << QStringList();
    QTest::newRow("gas and a drop: the gas mark only")
        << QStringList {QStringLiteral("paratroop"), QStringLiteral("gas")}
        << QStringList {QStringLiteral("G")};
}

void TestCounterSheets::boughtOptionsAreMarkedOnTheCounter()
{
    QFETCH(QStringList, options);
    QFETCH(QStringList, marks);
    const ScenarioReport &r = report(QStringLiteral("01-badger-hunt.scenario.yaml"));
    Scenario scenario = *r.loaded.scenario;
    const auto entry
        = std::find_if(scenario.forces.begin(), scenario.forces.end(), [](const ForceEntry &e) {
              return e.unitType == QStringLiteral("conv_small_gun");
          });
    QVERIFY(entry != scenario.forces.end());
    entry->options = options;
    const QString id = entry->id;

    // Every counter the entry prints carries the marks.
    int counters = 0;
    for (const CounterGroup &group : scenarioCounters(source(r, &scenario))) {
        for (const CounterToCut &counter : group.counters) {
            if (!counter.source.startsWith(id + QLatin1Char('#')))
                continue;
            ++counters;
            QCOMPARE(counter.front.marks, marks);
        }
    }
    QCOMPARE(counters, entry->count);

    // Painted: a white box right of the symbol holds the mark; without one that place is the
    // colour's field. A 16 mm counter at 10 pixels per millimetre, without its frame.
    const Ruleset &ruleset = *r.loaded.ruleset;
    const CounterFace face = unitCounterFace(*ruleset.findUnitType(entry->unitType),
                                             QStringLiteral("tan"), options, ruleset);
    QImage image(160, 160, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.scale(10, 10);
    const ColourLook look = colourLook(ruleset, QStringLiteral("tan"), false);
    paintCounterFace(painter, QRectF(0, 0, 16, 16), face, look, false, false);
    painter.end();
    // Inside the mark's box (right of the symbol, below the name), clear of its letter.
    const QColor boxCorner = image.pixelColor(151, 50);
    QCOMPARE(boxCorner == QColor(Qt::white), !marks.isEmpty());
    QCOMPARE(boxCorner == look.field, marks.isEmpty());
}

void TestCounterSheets::counterPageMatchesTheGoldenImage()
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

QTEST_MAIN(TestCounterSheets)
#include "tst_countersheets.moc"
