// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Measuring and line of sight on a table (issue 15, point 2): the ruler's distance (centre to
// centre, from a base, base to base; in inches and centimetres), Shift's 45 degree steps, the
// range rings of every Hammer Wars unit card pinned to the bundled ruleset, the base sizes the
// editor and the engine share, and Hammer Wars' line-of-sight tool's verdicts on a fixture
// table (clear, blocked by a solid piece, blocked by a unit, target in cover). Neither tool
// changes the document: its undo stack stays empty.

#include "mainwindow.h"
#include "mapview.h"

#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "families/hammer-wars/hwlostool.h"
#include "families/hammer-wars/play/hwgamecontext.h"
#include "maptool.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "table/measuretool.h"
#include "testsupport.h"

#include <QAction>
#include <QComboBox>
#include <QTest>
#include <QUndoStack>

using namespace hexwright;

namespace {

constexpr double In = MillimetresPerInch;
const QString Fixture = QStringLiteral(TEST_DATA_DIR "/editor/measuretools.scenario.yaml");

} // namespace

class TestMeasureTools : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void distance_data();
    void distance();
    void shiftKeepsToEighthTurns();
    void rangeRingsOfEachCard_data();
    void rangeRingsOfEachCard();
    void basesAreTheEngines();
    void rulerDragLeavesTheDocumentAlone();
    void clickedUnitShowsItsRings();
    void lineOfSight_data();
    void lineOfSight();
    void losToolDragLeavesTheDocumentAlone();

private:
    MapView *view() const { return m_window->mapView(); }
    ScenarioDocument *document() const { return m_window->document(); }
    template<typename T> T *tableTool() const
    {
        for (MapTool *tool : m_window->context()->tableTools()) {
            if (auto *found = qobject_cast<T *>(tool))
                return found;
        }
        return nullptr;
    }
    QPoint at(QPointF inches) const { return view()->mapFromScene(inches * In); }
    void drag(QPointF from, QPointF to, Qt::KeyboardModifiers modifiers = {});

    std::unique_ptr<MainWindow> m_window;
};

void TestMeasureTools::initTestCase()
{
    testsupport::useTestSettings("tst_measuretools");
}

void TestMeasureTools::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1300, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY2(m_window->openFile(Fixture), qPrintable(m_window->problems().join(QLatin1Char('\n'))));
    view()->zoomToFit();
    QVERIFY(tableTool<MeasureTool>());
    QVERIFY(tableTool<HwLosTool>());
}

void TestMeasureTools::cleanup()
{
    m_window.reset();
}

void TestMeasureTools::drag(QPointF from, QPointF to, Qt::KeyboardModifiers modifiers)
{
    QWidget *viewport = view()->viewport();
    QTest::mousePress(viewport, Qt::LeftButton, modifiers, at(from));
    for (int i = 1; i <= 4; ++i) {
        const QPointF step = from + (to - from) * (i / 4.0);
        QMouseEvent move(QEvent::MouseMove, at(step), viewport->mapToGlobal(at(step)), Qt::NoButton,
                         Qt::LeftButton, modifiers);
        QApplication::sendEvent(viewport, &move);
    }
    QTest::mouseRelease(viewport, Qt::LeftButton, modifiers, at(to));
}

void TestMeasureTools::distance_data()
{
    QTest::addColumn<QPointF>("from"); // inches
    QTest::addColumn<QPointF>("to");
    QTest::addColumn<QString>("inches");
    QTest::addColumn<QString>("centimetres");

    // Bases: infantry 25 mm, specialist 32, hero 40, heavy 60 (the ruleset's categories).
    QTest::newRow("point to point")
        << QPointF(2, 2) << QPointF(2, 10) << QStringLiteral("8.0 in") << QStringLiteral("20.3 cm");
    // 406.4 - 12.5 - 12.5 = 381.4 mm; pressed off the centres, inside the bases.
    QTest::newRow("infantry base to base")
        << QPointF(4.2, 4.1) << QPointF(19.8, 4) << QStringLiteral("15.0 in, base to base")
        << QStringLiteral("38.1 cm, base to base");
    // 101.6 - 16 = 85.6 mm.
    QTest::newRow("specialist base to a point")
        << QPointF(4, 12) << QPointF(4, 16) << QStringLiteral("3.4 in, from the base")
        << QStringLiteral("8.6 cm, from the base");
    QTest::newRow("a point to a specialist base")
        << QPointF(4, 16) << QPointF(4.3, 12.2) << QStringLiteral("3.4 in, from the base")
        << QStringLiteral("8.6 cm, from the base");
    // 406.4 - 20 - 20 = 366.4 mm, measured through the unit between them.
    QTest::newRow("hero to hero") << QPointF(4, 20) << QPointF(20, 20)
                                  << QStringLiteral("14.4 in, base to base")
                                  << QStringLiteral("36.6 cm, base to base");
    // 254 - 20 - 30 = 204 mm.
    QTest::newRow("hero to heavy")
        << QPointF(20, 20) << QPointF(30, 20) << QStringLiteral("8.0 in, base to base")
        << QStringLiteral("20.4 cm, base to base");
    // A point on the base itself is 0 from it.
    QTest::newRow("both ends on one base")
        << QPointF(3.8, 4) << QPointF(4.3, 4) << QStringLiteral("0.0 in, from the base")
        << QStringLiteral("0.0 cm, from the base");
    // A point 0.2 in off a 25 mm base.
    QTest::newRow("just off a base")
        << QPointF(20 + 12.5 / In + 0.2, 4) << QPointF(20, 4)
        << QStringLiteral("0.2 in, from the base") << QStringLiteral("0.5 cm, from the base");
}

void TestMeasureTools::distance()
{
    QFETCH(QPointF, from);
    QFETCH(QPointF, to);
    QFETCH(QString, inches);
    QFETCH(QString, centimetres);
    const QList<TableBase> bases = placedBases(document()->scenario(), document()->ruleset());
    QCOMPARE(bases.size(), 8);
    const TableMeasure m = measureOnTable(from * In, to * In, bases);
    QCOMPARE(measureText(m, LengthUnit::Inch), inches);
    QCOMPARE(measureText(m, LengthUnit::Centimetre), centimetres);
}

void TestMeasureTools::shiftKeepsToEighthTurns()
{
    QCOMPARE(straightened(QPointF(0, 0), QPointF(10, 1)), QPointF(10, 0));
    QCOMPARE(straightened(QPointF(0, 0), QPointF(-1, 10)), QPointF(0, 10));
    const QPointF diagonal = straightened(QPointF(0, 0), QPointF(10, 9));
    QVERIFY(qAbs(diagonal.x() - diagonal.y()) < 1e-9);
    QVERIFY(qAbs(diagonal.x() - 9.5) < 1e-9);
}

void TestMeasureTools::rangeRingsOfEachCard_data()
{
    QTest::addColumn<QString>("unitType");
    QTest::addColumn<double>("baseMm");
    QTest::addColumn<QStringList>("rings"); // one label per ring

    // resources/rulesets/hammer-wars.ruleset.yaml: every line shoots the card's Range.
    QTest::newRow("assault infantry")
        << QStringLiteral("assault_infantry") << 25.0
        << QStringList {QStringLiteral("Attack 1 (Dice 1), melee: 0.0 in")};
    QTest::newRow("ranged infantry") << QStringLiteral("ranged_infantry") << 25.0
                                     << QStringList {QStringLiteral("Attack 1 (Dice 1): 8.0 in")};
    QTest::newRow("support infantry") << QStringLiteral("support_infantry") << 25.0
                                      << QStringList {QStringLiteral("Attack 1 (Dice 1): 8.0 in")};
    QTest::newRow("assault specialist")
        << QStringLiteral("assault_specialist") << 32.0
        << QStringList {QStringLiteral("Attack 1 (Dice 1), melee: 0.0 in")};
    QTest::newRow("ranged specialist")
        << QStringLiteral("ranged_specialist") << 32.0
        << QStringList {QStringLiteral("Attack 1 (Dice 3): 12.0 in")};
    QTest::newRow("support specialist")
        << QStringLiteral("support_specialist") << 32.0
        << QStringList {QStringLiteral("Attack 1 (Dice 1, blast): 16.0 in")};
    QTest::newRow("assault hero") << QStringLiteral("assault_hero") << 40.0
                                  << QStringList {
                                         QStringLiteral("Attack 1 (Dice 1, blast), melee: 0.0 in")};
    QTest::newRow("ranged hero") << QStringLiteral("ranged_hero") << 40.0
                                 << QStringList {QStringLiteral(
                                        "Attack 1 (Dice 1): 16.0 in; Attack 2 (Dice 1)")};
    QTest::newRow("support hero") << QStringLiteral("support_hero") << 40.0
                                  << QStringList {QStringLiteral("Attack 1 (Dice 1): 8.0 in")};
    QTest::newRow("support heavy")
        << QStringLiteral("support_heavy") << 60.0
        << QStringList {QStringLiteral("Attack 1 (Dice 1, blast): 8.0 in; Attack 2 (Dice 1)")};
    QTest::newRow("ranged heavy") << QStringLiteral("ranged_heavy") << 60.0
                                  << QStringList {QStringLiteral("Attack 1 (Dice 3): 16.0 in")};
    QTest::newRow("no such card") << QStringLiteral("no_such_card") << 25.0 << QStringList();
}

void TestMeasureTools::rangeRingsOfEachCard()
{
    QFETCH(QString, unitType);
    QFETCH(double, baseMm);
    QFETCH(QStringList, rings);
    const Ruleset &ruleset = document()->ruleset();
    QVERIFY(ruleset.familyRules);
    QCOMPARE(ruleset.familyRules->baseDiameterMm(unitType), baseMm);
    QStringList labels;
    for (const RangeRing &ring : rangeRingsOf(ruleset, unitType, LengthUnit::Inch))
        labels.append(ring.label);
    QCOMPARE(labels, rings);
    // Every ring is its line's range from the base's edge, in millimetres.
    const UnitType *type = ruleset.findUnitType(unitType);
    for (const FamilyRange &range : ruleset.familyRules->rangeRings(ruleset, unitType))
        QCOMPARE(range.millimetres(), type->factors.range * In);
}

void TestMeasureTools::basesAreTheEngines()
{
    const HwGameContext game(document()->scenario(), document()->ruleset(), Fixture);
    for (const TableBase &base : placedBases(document()->scenario(), document()->ruleset()))
        QCOMPARE(base.radius, game.radius(base.unitType));
}

void TestMeasureTools::rulerDragLeavesTheDocumentAlone()
{
    auto *measure = tableTool<MeasureTool>();
    QCOMPARE(measure->action()->shortcut(), QKeySequence(Qt::Key_M));
    QVERIFY(!measure->action()->icon().isNull());
    measure->action()->trigger();
    QCOMPARE(m_window->context()->activeTool(), measure);
    drag(QPointF(4, 4), QPointF(20, 4));
    QVERIFY(measure->ruler());
    QVERIFY(measure->ruler()->fromBase && measure->ruler()->toBase);
    QCOMPARE(measureText(*measure->ruler(), LengthUnit::Inch),
             QStringLiteral("15.0 in, base to base"));
    // The ruler stays; Shift keeps the next one straight.
    drag(QPointF(10, 8), QPointF(16, 8.6), Qt::ShiftModifier);
    QVERIFY(measure->ruler());
    QCOMPARE(measure->ruler()->to.y(), measure->ruler()->from.y());
    // Escape clears it.
    QTest::keyClick(view(), Qt::Key_Escape);
    QVERIFY(!measure->ruler());
    QCOMPARE(document()->undoStack()->count(), 0);
    QVERIFY(!document()->undoStack()->canUndo());
}

void TestMeasureTools::clickedUnitShowsItsRings()
{
    auto *measure = tableTool<MeasureTool>();
    measure->action()->trigger();
    QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, at(QPointF(4, 12)));
    QCOMPARE(measure->ringType(), QStringLiteral("ranged_specialist"));
    QVERIFY(measure->ringCentre());
    QCOMPARE(*measure->ringCentre(), QPointF(4, 12) * In);
    QCOMPARE(measure->rings().size(), 1);
    QCOMPARE(measure->rings().first().millimetres, 12 * In);
    // The tool bar's choice follows, and picking another type there shows its rings.
    QComboBox *choice = m_window->findChild<QComboBox *>(QStringLiteral("tableRangeRingChoice"));
    QVERIFY(choice);
    QCOMPARE(choice->currentData().toString(), QStringLiteral("ranged_specialist"));
    choice->setCurrentIndex(choice->findData(QStringLiteral("ranged_heavy")));
    Q_EMIT choice->activated(choice->currentIndex());
    QCOMPARE(measure->ringType(), QStringLiteral("ranged_heavy"));
    QVERIFY(!measure->ringCentre());
    QCOMPARE(measure->rings().first().millimetres, 16 * In);
    QTest::keyClick(view(), Qt::Key_Escape);
    QVERIFY(measure->ringType().isEmpty());
    QCOMPARE(document()->undoStack()->count(), 0);
}

void TestMeasureTools::lineOfSight_data()
{
    QTest::addColumn<QPointF>("from"); // inches
    QTest::addColumn<QPointF>("to");
    QTest::addColumn<QList<int>>("pieces");
    QTest::addColumn<QStringList>("models");
    QTest::addColumn<int>("coverPiece");
    QTest::addColumn<QString>("text");

    const QStringList none;
    QTest::newRow("clear") << QPointF(4, 4) << QPointF(20, 4) << QList<int>() << none << -1
                           << QStringLiteral("Clear; target not in cover");
    QTest::newRow("blocked by a solid piece")
        << QPointF(4, 12) << QPointF(20, 12) << QList<int> {0} << none << -1
        << QStringLiteral("Blocked by Tower (Solid obstacle)");
    QTest::newRow("between points through the tower")
        << QPointF(8, 11.5) << QPointF(16, 12.5) << QList<int> {0} << none << -1
        << QStringLiteral("Blocked by Tower (Solid obstacle)");
    QTest::newRow("blocked by a unit") << QPointF(4, 20) << QPointF(20, 20) << QList<int>()
                                       << QStringList {QStringLiteral("red-blocker")} << -1
                                       << QStringLiteral("Blocked by Red Assault Infantry");
    QTest::newRow("target in cover")
        << QPointF(4, 4) << QPointF(30, 20) << QList<int>() << none << 1
        << QStringLiteral("Clear; target in cover (Wood): -1 to hit");
}

void TestMeasureTools::lineOfSight()
{
    QFETCH(QPointF, from);
    QFETCH(QPointF, to);
    QFETCH(QList<int>, pieces);
    QFETCH(QStringList, models);
    QFETCH(int, coverPiece);
    QFETCH(QString, text);
    const std::optional<HwSightVerdict> v
        = tableTool<HwLosTool>()->sightBetween(from * In, to * In);
    QVERIFY(v);
    QCOMPARE(v->pieces, pieces);
    QCOMPARE(v->models, models);
    QCOMPARE(v->clear(), pieces.isEmpty() && models.isEmpty());
    QCOMPARE(v->cover.piece, coverPiece);
    QCOMPARE(v->text, text);
    QVERIFY(v->blockedAt >= 0 && v->blockedAt <= 1);
    if (!v->clear())
        QVERIFY(v->blockedAt < 1);
}

void TestMeasureTools::losToolDragLeavesTheDocumentAlone()
{
    auto *los = tableTool<HwLosTool>();
    QVERIFY(los->action()->isVisible() && los->action()->isEnabled());
    los->action()->trigger();
    QCOMPARE(m_window->context()->activeTool(), los);
    drag(QPointF(4, 12), QPointF(20, 12));
    QVERIFY(los->verdict());
    QVERIFY(!los->verdict()->clear());
    QCOMPARE(los->verdict()->pieces, QList<int> {0});
    QTest::keyClick(view(), Qt::Key_Escape);
    QVERIFY(!los->verdict());
    QCOMPARE(document()->undoStack()->count(), 0);
}

QTEST_MAIN(TestMeasureTools)
#include "tst_measuretools.moc"
