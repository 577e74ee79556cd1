// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The printed Hammer Wars sheets (issue 15, point 6): each of the 11 unit cards' facts as the
// family gives them, pinned to the ruleset (Move, armour, lives, every attack line); the card
// pages (poker cards, nine to an A4 and a Letter page, inside the printable margin, cut marks
// outside the cards); the side sheets (faction, pool counts, the secret goal on its own
// side's sheet only, the morale track 10..0); the table diagram's stated scale and each
// piece's distances to its two nearest edges on a fixture table; the templates of a piece
// larger than a page; and the PDFs of the three bundled Hammer Wars samples (pdfinfo).

#include "board/tablelayout.h"
#include "export/sidesheets.h"
#include "export/tablediagram.h"
#include "export/tabletemplates.h"
#include "export/unitcards.h"
#include "families/gamefamily.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenario.h"
#include "scenario/scenarioreader.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace hexwright;
using namespace Qt::Literals::StringLiterals;

namespace {

const QString Samples = QStringLiteral(SOURCE_DIR "/resources/scenarios/samples/");

QString sample(const char *name)
{
    return Samples + QLatin1String(name) + QStringLiteral(".scenario.yaml");
}

/// The card's stat value under @p label, or "?".
QString stat(const UnitCardFacts &card, const QString &label)
{
    for (const PrintedCell &cell : card.stats) {
        if (cell.label == label)
            return cell.value;
    }
    return QStringLiteral("?");
}

QStringList textsWithRole(const SheetPage &page, const QString &role)
{
    QStringList texts;
    for (const SheetItem *item : page.itemsWithRole(role))
        texts.append(item->text);
    return texts;
}

QString allText(const QList<SheetPage> &pages, const QString &sheet)
{
    QStringList texts;
    for (const SheetPage &page : pages) {
        if (page.sheet == sheet)
            texts.append(page.texts());
    }
    return texts.join(QLatin1Char('\n'));
}

} // namespace

class TestHwSheets : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cardFactsArePinnedToTheRuleset_data();
    void cardFactsArePinnedToTheRuleset();
    void provisionalValuesAreMarked();
    void aFamilyWithoutCardsGivesAPlainOne();
    void cardPages_data();
    void cardPages();
    void cardsCountEachSidesModels();
    void sideSheets();
    void tableDiagramScale_data();
    void tableDiagramScale();
    void edgesNameTheSidesDeployingThere();
    void pieceEdgeDistances_data();
    void pieceEdgeDistances();
    void templatesTileAPieceLargerThanAPage();
    void samplePdfs_data();
    void samplePdfs();

private:
    LoadedScenario load(const QString &path);
    const Ruleset &hammerWars();
    Scenario fixtureTable();

    std::unique_ptr<RulesetRegistry> m_registry;
    std::vector<LoadedScenario> m_loaded;
};

void TestHwSheets::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_registry = RulesetRegistry::withBundledData();
}

LoadedScenario TestHwSheets::load(const QString &path)
{
    Diagnostics diagnostics;
    LoadedScenario loaded = loadScenario(path, path, *m_registry, diagnostics);
    if (!loaded.scenario) {
        for (const Diagnostic &d : diagnostics)
            qWarning("%s", qPrintable(d.toText()));
    }
    return loaded;
}

const Ruleset &TestHwSheets::hammerWars()
{
    if (m_loaded.empty())
        m_loaded.push_back(load(sample("21-ruined-crossroads")));
    return *m_loaded.front().ruleset;
}

void TestHwSheets::cardFactsArePinnedToTheRuleset_data()
{
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("category");
    QTest::addColumn<QString>("cost");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("range");
    QTest::addColumn<QString>("armour");
    QTest::addColumn<QString>("lives");
    QTest::addColumn<QStringList>("attacks"); // "dice light medium heavy" per line
    QTest::addColumn<int>("specialRules");

    const auto row = [](const char *unit, const char *category, const char *cost, const char *move,
                        const char *range, const char *armour, const char *lives,
                        QStringList attacks, int special) {
        QTest::newRow(unit) << QString::fromLatin1(unit) << QString::fromLatin1(category)
                            << QString::fromLatin1(cost) << QString::fromLatin1(move)
                            << QString::fromLatin1(range) << QString::fromLatin1(armour)
                            << QString::fromLatin1(lives) << attacks << special;
    };
    const auto lines = [](std::initializer_list<const char *> list) {
        QStringList out;
        for (const char *line : list)
            out.append(QString::fromLatin1(line));
        return out;
    };
    row("assault_infantry", "Infantry", "1 pts", "6\"", "0\"", "Light", "1", lines({"1 3+ 6+ 6+"}),
        0);
    row("ranged_infantry", "Infantry", "1 pts", "4\"", "8\"", "Light", "1", lines({"1 3+ 6+ 6+"}),
        0);
    row("support_infantry", "Infantry", "1 pts", "4\"", "8\"", "Light", "1", lines({"1 5+ 3+ 4+"}),
        0);
    row("assault_specialist", "Specialist", "2 pts", "8\"", "0\"", "Medium", "1",
        lines({"1 4+ 5+ 6+"}), 2);
    row("ranged_specialist", "Specialist", "2 pts", "4\"", "12\"", "Medium", "1",
        lines({"3 4+ 6+ 6+"}), 0);
    row("support_specialist", "Specialist", "2 pts", "4\"", "16\"", "Light", "1",
        lines({"1* 4+ 5+ 5+"}), 0);
    row("assault_hero", "Hero", "3 pts", "8\"", "0\"", "Medium", "3", lines({"1* 3+ 4+ 5+"}), 1);
    row("ranged_hero", "Hero", "3 pts", "4\"", "16\"", "Light", "3",
        lines({"1 3+ 6+ 6+", "1 3+ 6+ 6+"}), 1);
    row("support_hero", "Hero", "3 pts", "4\"", "8\"", "Medium", "3", lines({"1 4+ 4+ 4+"}), 1);
    row("support_heavy", "Heavy", "6 pts", "6\"", "8\"", "Heavy", "5",
        lines({"1* 3+ 4+ 5+", "1 4+ 4+ 4+"}), 2);
    row("ranged_heavy", "Heavy", "6 pts", "4\"", "16\"", "Heavy", "5", lines({"3 3+ 3+ 3+"}), 1);
}

void TestHwSheets::cardFactsArePinnedToTheRuleset()
{
    QFETCH(QString, unit);
    const Ruleset &ruleset = hammerWars();
    QCOMPARE(ruleset.unitTypes.size(), 11);
    const UnitType *type = ruleset.findUnitType(unit);
    QVERIFY(type);
    QVERIFY(ruleset.familyRules && ruleset.familyRules->printsUnitCards());
    const std::optional<UnitCardFacts> card = ruleset.familyRules->unitCard(ruleset, *type);
    QVERIFY(card);
    QCOMPARE(card->unitTypeId, unit);
    QCOMPARE(card->title, type->name);
    QTEST(card->category, "category");
    QTEST(stat(*card, QStringLiteral("Cost")), "cost");
    QTEST(stat(*card, QStringLiteral("Move")), "move");
    QTEST(stat(*card, QStringLiteral("Range")), "range");
    QTEST(stat(*card, QStringLiteral("Armour")), "armour");
    QTEST(stat(*card, QStringLiteral("Lives")), "lives");
    QCOMPARE(card->attacks.headers,
             QStringList({QStringLiteral("Dice"), QStringLiteral("vs Light"),
                          QStringLiteral("vs Medium"), QStringLiteral("vs Heavy")}));
    QStringList attacks;
    for (const QStringList &line : card->attacks.rows)
        attacks.append(line.join(QLatin1Char(' ')));
    QTEST(attacks, "attacks");
    QTEST(int(card->specialRules.size()), "specialRules");
    // A blast line explains its star under the table.
    QCOMPARE(!card->attacksNote.isEmpty(), attacks.join(QString()).contains(QLatin1Char('*')));
}

void TestHwSheets::provisionalValuesAreMarked()
{
    const Ruleset &ruleset = hammerWars();
    const UnitType *type = ruleset.findUnitType(QStringLiteral("support_heavy"));
    QVERIFY(type);
    const UnitCardFacts card = *ruleset.familyRules->unitCard(ruleset, *type);
    // The base sizes are ours (provisional: [base_mm]); the rules' own values are not.
    QCOMPARE(stat(card, QStringLiteral("Base")), QStringLiteral("60 mm"));
    for (const PrintedCell &cell : card.stats)
        QCOMPARE(cell.provisional, cell.label == QLatin1String("Base"));
    QVERIFY(card.hasProvisional());

    UnitCardOptions options;
    const UnitCardLayout layout = layoutUnitCards(ruleset, *m_loaded.front().scenario, options);
    QVERIFY(!layout.pages.isEmpty());
    const SheetPage &page = layout.pages.first();
    QVERIFY(
        textsWithRole(page, QStringLiteral("stat-value")).contains(QStringLiteral("25 mm\u2020")));
    QVERIFY(!textsWithRole(page, QStringLiteral("footnote")).isEmpty());
    options.markProvisional = false;
    const UnitCardLayout plain = layoutUnitCards(ruleset, *m_loaded.front().scenario, options);
    QVERIFY(textsWithRole(plain.pages.first(), QStringLiteral("footnote")).isEmpty());
    QVERIFY(textsWithRole(plain.pages.first(), QStringLiteral("stat-value"))
                .contains(QStringLiteral("25 mm")));
}

void TestHwSheets::aFamilyWithoutCardsGivesAPlainOne()
{
    UnitType type;
    type.id = QStringLiteral("tank");
    type.name = QStringLiteral("Tank");
    type.cost = 7;
    type.factors.attack = 4;
    type.factors.range = 12;
    type.factors.movement = 6;
    type.factors.provisional = {QStringLiteral("range")};
    const UnitCardFacts card = FamilyRules::plainUnitCard(type);
    QCOMPARE(card.title, QStringLiteral("Tank"));
    QCOMPARE(stat(card, QStringLiteral("Cost")), QStringLiteral("7"));
    QCOMPARE(stat(card, QStringLiteral("Range")), QStringLiteral("12"));
    QCOMPARE(stat(card, QStringLiteral("Move")), QStringLiteral("6"));
    QVERIFY(card.hasProvisional());
    QVERIFY(card.attacks.isEmpty());
}

void TestHwSheets::cardPages_data()
{
    QTest::addColumn<int>("paper");
    QTest::addColumn<bool>("gap");
    QTest::newRow("A4") << int(QPageSize::A4) << false;
    QTest::newRow("A4 with gaps") << int(QPageSize::A4) << true;
    QTest::newRow("Letter") << int(QPageSize::Letter) << false;
    QTest::newRow("Letter with gaps") << int(QPageSize::Letter) << true;
}

void TestHwSheets::cardPages()
{
    QFETCH(int, paper);
    QFETCH(bool, gap);
    const Ruleset &ruleset = hammerWars();
    UnitCardOptions options;
    options.paper.size = QPageSize::PageSizeId(paper);
    options.gap = gap;
    options.allUnitTypes = true;
    const UnitCardGrid grid = unitCardGrid(options);
    QCOMPARE(grid.columns, 3);
    QCOMPARE(grid.rows, 3);
    QCOMPARE(grid.perPage(), 9);
    const QSizeF size = options.paper.paperSizeMm();
    const double margin = options.paper.marginMm;
    const QRectF printable(margin, margin, size.width() - 2 * margin, size.height() - 2 * margin);
    // Centred on the paper.
    QVERIFY(qAbs(grid.block.center().x() - size.width() / 2) < 1e-6);
    QVERIFY(qAbs(grid.block.center().y() - size.height() / 2) < 1e-6);
    if (gap && paper == int(QPageSize::A4))
        QCOMPARE(grid.gapX, UnitCardGapMm);

    const UnitCardLayout layout = layoutUnitCards(ruleset, *m_loaded.front().scenario, options);
    QCOMPARE(layout.pages.size(), 2); // 11 cards
    QList<QRectF> cards;
    for (const SheetItem *item : layout.pages.first().itemsWithRole(QStringLiteral("card")))
        cards.append(item->rect);
    QCOMPARE(cards.size(), 9);
    QCOMPARE(layout.pages.last().itemsWithRole(QStringLiteral("card")).size(), 2);
    for (const QRectF &card : cards) {
        QCOMPARE(card.size(), QSizeF(UnitCardWidthMm, UnitCardHeightMm));
        QVERIFY2(printable.contains(card), qPrintable(QStringLiteral("card outside the margin")));
    }
    const QList<const SheetItem *> marks
        = layout.pages.first().itemsWithRole(QStringLiteral("cut"));
    QVERIFY(marks.size() >= 4 * 4);
    for (const SheetItem *mark : marks) {
        const QPointF a = mark->rect.topLeft();
        const QPointF b = mark->rect.bottomRight();
        QVERIFY(printable.adjusted(-1e-6, -1e-6, 1e-6, 1e-6).contains(a));
        QVERIFY(printable.adjusted(-1e-6, -1e-6, 1e-6, 1e-6).contains(b));
        QVERIFY(QLineF(a, b).length() > 0.5);
        // Outside every card: the whole mark is outside the block of cards.
        const QRectF line = QRectF(a, b).normalized();
        QVERIFY2(!grid.block.intersects(line.adjusted(-1e-3, -1e-3, 1e-3, 1e-3)),
                 qPrintable(QStringLiteral("a cut mark crosses the cards")));
    }
    // Every text on a card is at least 7 pt (2.47 mm).
    for (const SheetPage &page : layout.pages) {
        for (const SheetItem &item : page.items) {
            if (item.kind == SheetItem::Kind::Text)
                QVERIFY2(item.fontMm >= 2.46, qPrintable(item.text));
        }
    }
}

void TestHwSheets::cardsCountEachSidesModels()
{
    const Ruleset &ruleset = hammerWars();
    const Scenario &scenario = *m_loaded.front().scenario;
    const QList<UnitCardToPrint> cards = scenarioUnitCards(ruleset, scenario, false);
    // Ruined Crossroads: ten of the eleven types are used (no Support Infantry).
    QCOMPARE(cards.size(), 10);
    for (const UnitCardToPrint &card : cards)
        QVERIFY(card.facts.unitTypeId != QLatin1String("support_infantry"));
    QCOMPARE(cards.first().facts.unitTypeId, QStringLiteral("assault_infantry"));
    QCOMPARE(cards.first().counts,
             (QList<QPair<QString, int>> {{QStringLiteral("Imperial Guard"), 3},
                                          {QStringLiteral("Skaven"), 9}}));
    QCOMPARE(scenarioUnitCards(ruleset, scenario, true).size(), 11);
    const UnitCardLayout layout = layoutUnitCards(ruleset, scenario, UnitCardOptions());
    QVERIFY(textsWithRole(layout.pages.first(), QStringLiteral("count"))
                .contains(QStringLiteral("Imperial Guard x3 \u00b7 Skaven x9")));
}

void TestHwSheets::sideSheets()
{
    const Ruleset &ruleset = hammerWars();
    const Scenario &scenario = *m_loaded.front().scenario;
    const SideSheetLayout layout = layoutSideSheets(ruleset, scenario, SideSheetOptions());
    QCOMPARE(layout.pages.size(), 2); // a page per side
    QCOMPARE(layout.pages.at(0).sheet, QStringLiteral("blue"));
    QCOMPARE(layout.pages.at(1).sheet, QStringLiteral("red"));
    const QString blue = allText(layout.pages, QStringLiteral("blue"));
    const QString red = allText(layout.pages, QStringLiteral("red"));
    QVERIFY(blue.contains(QStringLiteral("Imperial Guard")));
    QVERIFY(red.contains(QStringLiteral("Skaven")));
    // The goal, secret: on its own side's sheet only, marked so.
    QVERIFY(blue.contains(QStringLiteral("Goal (secret)")));
    QVERIFY(blue.contains(QStringLiteral("Duty")));
    QVERIFY(blue.contains(QStringLiteral("centre (marker \"2\")")));
    QVERIFY(red.contains(QStringLiteral("Greed")));
    // Imperial Guard may choose Duty or Oppression, Skaven Greed or Deception: neither
    // faction line names the other side's goal.
    QVERIFY(!red.contains(QStringLiteral("Duty")));
    QVERIFY(!blue.contains(QStringLiteral("Greed")));
    // The pool: category, units, models and the pool's size, as the family gives it.
    const QList<SheetSection> sections
        = ruleset.familyRules->sideSheetSections(ruleset, scenario, scenario.sides.first());
    const auto pool = std::find_if(sections.cbegin(), sections.cend(),
                                   [](const SheetSection &s) { return s.id == "pool"_L1; });
    QVERIFY(pool != sections.cend());
    QCOMPARE(pool->kind, SheetSection::Kind::Table);
    const QList<QStringList> rows {
        {u"Infantry"_s, u"Ranged Infantry x6, Assault Infantry x3"_s, u"9"_s, u"9"_s},
        {u"Specialist"_s, u"Ranged Specialist x3, Support Specialist x2"_s, u"5"_s, u"5"_s},
        {u"Hero"_s, u"Ranged Hero x1, Support Hero x1"_s, u"2"_s, u"2"_s},
        {u"Heavy"_s, u"Ranged Heavy x1"_s, u"1"_s, u"1"_s},
    };
    QCOMPARE(pool->table.rows, rows);
    for (const SheetSection &section : sections)
        QCOMPARE(section.secret, section.id == "goal"_L1);
    // The morale track: boxes from 10 down to 0.
    for (const SheetPage &page : layout.pages) {
        QStringList track = textsWithRole(page, QStringLiteral("track"));
        QStringList expected;
        for (int v = 10; v >= 0; --v)
            expected.append(QString::number(v));
        QCOMPARE(track, expected);
        QCOMPARE(page.itemsWithRole(QStringLiteral("track-box")).size(), 11);
    }
    // The round's sequence of play, from the ruleset.
    QVERIFY(blue.contains(QStringLiteral("Deployment phase")));
    QVERIFY(blue.contains(QStringLiteral("Action phase")));
    QVERIFY(blue.contains(QStringLiteral("6 pts and 1 xp")));
    // One side only when asked.
    SideSheetOptions one;
    one.sides = {QStringLiteral("red")};
    const SideSheetLayout redOnly = layoutSideSheets(ruleset, scenario, one);
    QCOMPARE(redOnly.pages.size(), 1);
    QVERIFY(!allText(redOnly.pages, QStringLiteral("red")).contains(QStringLiteral("Duty")));
}

Scenario TestHwSheets::fixtureTable()
{
    Scenario scenario;
    scenario.metadata.title = QStringLiteral("Fixture");
    TableLayout table;
    table.unit = LengthUnit::Inch;
    table.size = QSizeF(36 * 25.4, 24 * 25.4);
    const auto in = [](double v) {
        return v * 25.4;
    };
    TablePiece wood;
    wood.id = QStringLiteral("wood");
    wood.name = QStringLiteral("Wood");
    wood.shape = TableShape::rectangle(QPointF(in(6), in(4)), in(4), in(2));
    wood.traits = {QStringLiteral("cover")};
    TablePiece pond;
    pond.id = QStringLiteral("pond");
    pond.name = QStringLiteral("Pond");
    pond.shape = TableShape::ellipse(QPointF(in(30), in(20)), in(4), in(4));
    pond.traits = {QStringLiteral("dangerous")};
    TablePiece tower;
    tower.id = QStringLiteral("tower");
    tower.shape = TableShape::rectangle(QPointF(in(18), in(12)), in(2), in(2));
    TablePiece hill;
    hill.id = QStringLiteral("hill");
    hill.name = QStringLiteral("Big hill");
    hill.shape = TableShape::rectangle(QPointF(in(12), in(16)), in(12), in(10));
    table.pieces = {wood, pond, tower, hill};
    scenario.table = table;
    return scenario;
}

void TestHwSheets::tableDiagramScale_data()
{
    QTest::addColumn<int>("paper");
    QTest::addColumn<double>("mmPerInch");
    QTest::addColumn<QString>("scale");
    QTest::newRow("A4") << int(QPageSize::A4) << 5.0
                        << QStringLiteral("Scale 1 : 5.08 (1 in of table = 5 mm on paper)");
    QTest::newRow("Letter") << int(QPageSize::Letter) << 4.0
                            << QStringLiteral("Scale 1 : 6.35 (1 in of table = 4 mm on paper)");
    QTest::newRow("A3") << int(QPageSize::A3) << 8.0
                        << QStringLiteral("Scale 1 : 3.175 (1 in of table = 8 mm on paper)");
}

void TestHwSheets::tableDiagramScale()
{
    QFETCH(int, paper);
    const Ruleset &ruleset = hammerWars();
    const Scenario scenario = fixtureTable();
    TableDiagramOptions options;
    options.paper.size = QPageSize::PageSizeId(paper);
    const TableDiagramLayout layout = layoutTableDiagram(ruleset, scenario, options);
    QTEST(layout.mmPerUnit, "mmPerInch");
    QTEST(layout.scaleText, "scale");
    QCOMPARE(layout.pages.size(), 1);
    // The scale is printed on the sheet, and the table drawn at it.
    QVERIFY(layout.pages.first().texts().join(QLatin1Char('\n')).contains(layout.scaleText));
    QVERIFY(qAbs(layout.table.width() - 36 * layout.mmPerUnit) < 1e-6);
    QVERIFY(qAbs(layout.table.height() - 24 * layout.mmPerUnit) < 1e-6);
    const QSizeF size = options.paper.paperSizeMm();
    QVERIFY(QRectF(QPointF(), size).adjusted(8, 8, -8, -8).contains(layout.table));
    // Every piece labelled with its name (the id when it has none), and a key line each.
    const QStringList names = textsWithRole(layout.pages.first(), QStringLiteral("piece-name"));
    QCOMPARE(names,
             QStringList({QStringLiteral("1 Wood"), QStringLiteral("2 Pond"),
                          QStringLiteral("3 tower"), QStringLiteral("4 Big hill")}));
    const QString key
        = textsWithRole(layout.pages.first(), QStringLiteral("key")).join(QStringLiteral(" "));
    QVERIFY2(key.contains(QStringLiteral("1. Wood (wood): Cover. 4 in x 2 in; 4 in from West, "
                                         "3 in from North.")),
             qPrintable(key));
}

void TestHwSheets::edgesNameTheSidesDeployingThere()
{
    // Ruined Crossroads: each side deploys in a strip along its short edge.
    const TableDiagramLayout layout
        = layoutTableDiagram(hammerWars(), *m_loaded.front().scenario, TableDiagramOptions());
    const QStringList edges = textsWithRole(layout.pages.first(), QStringLiteral("edge"));
    QCOMPARE(edges.size(), 4);
    QVERIFY(edges.contains(QStringLiteral("North edge")));
    QVERIFY(edges.contains(QStringLiteral("South edge")));
    QVERIFY(edges.contains(QStringLiteral("\u2190 West edge: Imperial Guard deploys here")));
    QVERIFY(edges.contains(QStringLiteral("East edge: Skaven deploys here \u2192")));
}

void TestHwSheets::pieceEdgeDistances_data()
{
    QTest::addColumn<QString>("piece");
    QTest::addColumn<int>("across");
    QTest::addColumn<double>("acrossIn");
    QTest::addColumn<int>("along");
    QTest::addColumn<double>("alongIn");
    QTest::newRow("wood, north-west")
        << QStringLiteral("wood") << int(TableEdge::West) << 4.0 << int(TableEdge::North) << 3.0;
    QTest::newRow("pond, south-east")
        << QStringLiteral("pond") << int(TableEdge::East) << 4.0 << int(TableEdge::South) << 2.0;
    QTest::newRow("tower, centred: west and north")
        << QStringLiteral("tower") << int(TableEdge::West) << 17.0 << int(TableEdge::North) << 11.0;
    QTest::newRow("hill, to the south")
        << QStringLiteral("hill") << int(TableEdge::West) << 6.0 << int(TableEdge::South) << 3.0;
}

void TestHwSheets::pieceEdgeDistances()
{
    QFETCH(QString, piece);
    QFETCH(double, acrossIn);
    QFETCH(double, alongIn);
    const QList<PieceEdgeDistances> all
        = hexwright::pieceEdgeDistances(*fixtureTable().table, hammerWars());
    QCOMPARE(all.size(), 4);
    const auto it = std::find_if(all.cbegin(), all.cend(), [&piece](const PieceEdgeDistances &d) {
        return d.pieceId == piece;
    });
    QVERIFY(it != all.cend());
    QTEST(int(it->across), "across");
    QTEST(int(it->along), "along");
    QVERIFY(qAbs(it->acrossMm - acrossIn * 25.4) < 1e-6);
    QVERIFY(qAbs(it->alongMm - alongIn * 25.4) < 1e-6);
    // And the dimension lines on the diagram say the same.
    const TableDiagramLayout layout
        = layoutTableDiagram(hammerWars(), fixtureTable(), TableDiagramOptions());
    QStringList labels;
    for (const SheetItem *item :
         layout.pages.first().itemsWithRole(QStringLiteral("dimension-label"))) {
        if (item->source == piece)
            labels.append(item->text);
    }
    QCOMPARE(
        labels,
        QStringList({QStringLiteral("%1 in").arg(acrossIn), QStringLiteral("%1 in").arg(alongIn)}));
}

void TestHwSheets::templatesTileAPieceLargerThanAPage()
{
    TableTemplateOptions options; // A4 portrait, 8 mm margin, 10 mm overlap
    const QList<TemplatePage> pages = layoutTableTemplates(fixtureTable(), options);
    QStringList labels;
    for (const TemplatePage &page : pages)
        labels.append(page.pieceId + QLatin1Char(' ') + page.label());
    // The 12 x 10 in hill is wider than A4's printable 194 mm: two pages, A1 and A2.
    QCOMPARE(labels,
             QStringList({QStringLiteral("wood A1"), QStringLiteral("pond A1"),
                          QStringLiteral("tower A1"), QStringLiteral("hill A1"),
                          QStringLiteral("hill A2")}));
    const TemplatePage &a1 = pages.at(3);
    const TemplatePage &a2 = pages.at(4);
    QCOMPARE(a1.columns, 2);
    QCOMPARE(a1.rows, 1);
    // The two overlap by 10 mm and together cover the piece.
    QVERIFY(qAbs(a1.region.right() - a2.region.left() - options.overlapMm) < 1e-6);
    QVERIFY(qAbs(a2.region.right() - 18 * 25.4) < 1e-6);
    const auto document = makeTableTemplates(hammerWars(), fixtureTable(), options);
    QCOMPARE(document->pageCount(), 5);
}

void TestHwSheets::samplePdfs_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("cardPages");
    QTest::newRow("21") << sample("21-ruined-crossroads") << 2;
    QTest::newRow("22") << sample("22-river-ford") << 2;
    QTest::newRow("23") << sample("23-minefield-ridge") << 2;
}

void TestHwSheets::samplePdfs()
{
    QFETCH(QString, file);
    QFETCH(int, cardPages);
    const LoadedScenario loaded = load(file);
    QVERIFY(loaded.scenario && loaded.ruleset);
    const QString pdfinfo = QStandardPaths::findExecutable(QStringLiteral("pdfinfo"));
    QTemporaryDir dir;
    // HWSHEETS_KEEP=1 keeps the PDFs to look at; the folder is printed.
    if (qEnvironmentVariableIsSet("HWSHEETS_KEEP")) {
        dir.setAutoRemove(false);
        qInfo("PDFs in %s", qPrintable(dir.path()));
    }
    const auto pagesOf = [&](const SheetDocument &document, const QString &name) {
        const QString path = dir.filePath(name);
        QString error;
        if (!writeSheetsPdf(document, path, &error)) {
            qWarning("%s", qPrintable(error));
            return -1;
        }
        if (pdfinfo.isEmpty())
            return document.pageCount();
        QProcess process;
        process.start(pdfinfo, {path});
        process.waitForFinished(20000);
        const QRegularExpressionMatch match
            = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)"))
                  .match(QString::fromUtf8(process.readAllStandardOutput()));
        return match.hasMatch() ? match.captured(1).toInt() : -2;
    };
    const Ruleset &ruleset = *loaded.ruleset;
    const Scenario &scenario = *loaded.scenario;
    QCOMPARE(
        pagesOf(*makeUnitCards(ruleset, scenario, UnitCardOptions()), QStringLiteral("cards.pdf")),
        cardPages);
    QCOMPARE(pagesOf(*makeSideSheets(ruleset, scenario, SideSheetOptions()),
                     QStringLiteral("sides.pdf")),
             2);
    QCOMPARE(pagesOf(*makeTableDiagram(ruleset, scenario, TableDiagramOptions()),
                     QStringLiteral("table.pdf")),
             1);
    const auto templates = makeTableTemplates(ruleset, scenario, TableTemplateOptions());
    QVERIFY(templates->pageCount() >= scenario.table->pieces.size());
    QCOMPARE(pagesOf(*templates, QStringLiteral("templates.pdf")), templates->pageCount());
}

QTEST_MAIN(TestHwSheets)
#include "tst_hwsheets.moc"
