// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Setting units up on hexes and zones: the force-list arithmetic, drops from the roster, the
// Setup tool. Every edit is one undo step; undo gives back the file's bytes. The Zones dock,
// the Zone tool and presets are tst_zoneediting.cpp.

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "edit/placementedits.h"
#include "editorcontext.h"
#include "mainwindow.h"
#include "map/hexmap.h"
#include "mapview.h"
#include "roster/rostermodel.h"
#include "ruleset/rulesetregistry.h"
#include "setup/presetdialog.h"
#include "setup/setupstate.h"
#include "setup/setuptool.h"
#include "setup/unitdrop.h"
#include "setup/zonemodel.h"
#include "setup/zoneoverlay.h"
#include "setup/zonesdock.h"
#include "setup/zonetool.h"
#include "setuptestsupport.h"
#include "testsupport.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace hexwright;
using namespace hexwright::testsupport;

namespace {

ForceEntry entry(const char *id, int count, Placement placement = offBoardPlacement(),
                 const char *unit = "conv_tank")
{
    ForceEntry e;
    e.id = QLatin1String(id);
    e.side = QStringLiteral("tan");
    e.colour = QStringLiteral("tan");
    e.unitType = QLatin1String(unit);
    e.count = count;
    e.placement = placement;
    return e;
}

/// "id:count@where" per entry, where is "off", a hex label or "zone:id".
QString describe(const QList<ForceEntry> &forces)
{
    QStringList parts;
    for (const ForceEntry &f : forces) {
        QString where;
        switch (f.placement.kind) {
        case Placement::Kind::OffBoard:
            where = QStringLiteral("off");
            break;
        case Placement::Kind::Hex:
            where = formatHexLabel(f.placement.hex);
            break;
        case Placement::Kind::Zone:
            where = QStringLiteral("zone:") + f.placement.zone;
            break;
        case Placement::Kind::Reinforcement:
            where = QStringLiteral("reinforcement");
            break;
        case Placement::Kind::Point:
            where = QStringLiteral("point");
            break;
        }
        parts.append(QStringLiteral("%1:%2@%3").arg(f.id).arg(f.count).arg(where));
    }
    return parts.join(QLatin1Char(' '));
}

MapMouseEvent mouse(Qt::MouseButton button, Qt::MouseButtons buttons, OffsetCoord hex,
                    Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    MapMouseEvent e;
    e.button = button;
    e.buttons = buttons;
    e.modifiers = modifiers;
    e.hex = hex;
    return e;
}

const QString DemoPath
    = QStringLiteral(":/hexwright/scenarios/samples/01-badger-hunt.scenario.yaml");

} // namespace

class TestSetup : public QObject, private setuptest::WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    // The force-list arithmetic (model/edit/placementedits).
    void placingUnits_data();
    void placingUnits();
    void splitKeepsTheLineTogether();
    void stacksOnHexes();

    // Units onto the map.
    void dropPlacesOneUnitByDefault();
    void dropWithShiftPlacesTheWholeLine();
    void dropWithCtrlAsksHowMany();
    void dropWithAltSetsUpInTheZone();
    void dropThroughTheView();
    void setupToolMovesStacksAndSendsThemBack();
    void rosterShowsAndEditsWherePlaced();
    void rosterFollowsASplit();
};

void TestSetup::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsupport::useOwnHome(m_home.path(), "tst_setup");
}

void TestSetup::init()
{
    QVERIFY(openWindow());
}

void TestSetup::cleanup()
{
    closeWindow();
}

// --- placementedits --------------------------------------------------------------------------

void TestSetup::placingUnits_data()
{
    QTest::addColumn<QList<ForceEntry>>("forces");
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("target"); // hex label, "off" or "zone:id"
    QTest::addColumn<QString>("expected");

    const Placement h0405 = hexPlacement(hex("0405"));
    QTest::newRow("one tank of three splits the line")
        << QList<ForceEntry> {entry("tank", 3)} << QStringLiteral("tank") << 1
        << QStringLiteral("0405") << QStringLiteral("tank:2@off tank-2:1@0405");
    QTest::newRow("the whole line moves")
        << QList<ForceEntry> {entry("tank", 3)} << QStringLiteral("tank") << -1
        << QStringLiteral("0405") << QStringLiteral("tank:3@0405");
    QTest::newRow("more than the line has moves the line")
        << QList<ForceEntry> {entry("tank", 2)} << QStringLiteral("tank") << 5
        << QStringLiteral("0405") << QStringLiteral("tank:2@0405");
    QTest::newRow("tanks join the tank already on the hex")
        << QList<ForceEntry> {entry("tank", 2), entry("tank-2", 1, h0405)} << QStringLiteral("tank")
        << 1 << QStringLiteral("0405") << QStringLiteral("tank:1@off tank-2:2@0405");
    QTest::newRow("the last tank joins and its line goes")
        << QList<ForceEntry> {entry("tank", 1), entry("tank-2", 1, h0405)} << QStringLiteral("tank")
        << 1 << QStringLiteral("0405") << QStringLiteral("tank-2:2@0405");
    QTest::newRow("an APC does not join the tanks")
        << QList<ForceEntry> {entry("apc", 1, offBoardPlacement(), "conv_apc"),
                              entry("tank", 1, h0405)}
        << QStringLiteral("apc") << 1 << QStringLiteral("0405")
        << QStringLiteral("apc:1@0405 tank:1@0405");
    QTest::newRow("back off board joins the off-board line")
        << QList<ForceEntry> {entry("tank", 2), entry("tank-2", 1, h0405)}
        << QStringLiteral("tank-2") << -1 << QStringLiteral("off") << QStringLiteral("tank:3@off");
    QTest::newRow("into a zone") << QList<ForceEntry> {entry("tank", 2)} << QStringLiteral("tank")
                                 << 1 << QStringLiteral("zone:landing")
                                 << QStringLiteral("tank:1@off tank-2:1@zone:landing");
    QTest::newRow("where it is already: nothing")
        << QList<ForceEntry> {entry("tank", 2, h0405)} << QStringLiteral("tank") << 1
        << QStringLiteral("0405") << QStringLiteral("tank:2@0405");
    QTest::newRow("unknown entry: nothing")
        << QList<ForceEntry> {entry("tank", 2)} << QStringLiteral("apc") << 1
        << QStringLiteral("0405") << QStringLiteral("tank:2@off");
}

void TestSetup::placingUnits()
{
    QFETCH(QList<ForceEntry>, forces);
    QFETCH(QString, id);
    QFETCH(int, count);
    QFETCH(QString, target);
    QFETCH(QString, expected);
    Placement where = offBoardPlacement();
    if (target.startsWith(QLatin1String("zone:")))
        where = zonePlacement(target.mid(5));
    else if (target != QLatin1String("off"))
        where = hexPlacement(hexFromLabel(target));
    QCOMPARE(describe(placeUnits(forces, id, count, where)), expected);
}

void TestSetup::splitKeepsTheLineTogether()
{
    QList<ForceEntry> forces {entry("tank", 4), entry("apc", 1)};
    QString made;
    forces = splitEntry(forces, QStringLiteral("tank"), 3, &made);
    QCOMPARE(made, QStringLiteral("tank-2"));
    QCOMPARE(describe(forces), QStringLiteral("tank:1@off tank-2:3@off apc:1@off"));
    // Splitting a split entry numbers on, and a split never takes a whole line.
    forces = splitEntry(forces, QStringLiteral("tank-2"), 1);
    QCOMPARE(describe(forces), QStringLiteral("tank:1@off tank-2:2@off tank-3:1@off apc:1@off"));
    QCOMPARE(describe(splitEntry(forces, QStringLiteral("tank"), 1)), describe(forces));
    QCOMPARE(describe(splitEntry(forces, QStringLiteral("tank-2"), 0)), describe(forces));
}

void TestSetup::stacksOnHexes()
{
    const QList<ForceEntry> forces {entry("tank", 2, hexPlacement(hex("0405"))),
                                    entry("apc", 1, hexPlacement(hex("0405")), "conv_apc"),
                                    entry("inf", 3, hexPlacement(hex("0607")), "conv_infantry"),
                                    entry("gun", 1)};
    QCOMPARE(unitsOnHex(forces, hex("0405")), 3);
    QCOMPARE(entriesOnHex(forces, hex("0405")),
             (QStringList {QStringLiteral("tank"), QStringLiteral("apc")}));
    QCOMPARE(unitsOnHex(forces, hex("0101")), 0);
    const QList<HexStack> stacks = hexStacks(forces);
    QCOMPARE(stacks.size(), 2);
    QCOMPARE(stacks.at(0).hex, hex("0405"));
    QCOMPARE(stacks.at(0).entries, 2);
    QCOMPARE(stacks.at(0).units, 3);
    QCOMPARE(describe(moveStack(forces, hex("0405"), hex("0607"))),
             QStringLiteral("tank:2@0607 apc:1@0607 inf:3@0607 gun:1@off"));
}

// --- Zones dock --------------------------------------------------------------------------------

// --- Zone tool ---------------------------------------------------------------------------------

// --- Presets -----------------------------------------------------------------------------------

// --- Units onto the map -----------------------------------------------------------------------

void TestSetup::dropPlacesOneUnitByDefault()
{
    // Take the tanks off board first, as a designer starting the set-up would have them.
    QList<ForceEntry> forces = document()->scenario().forces;
    forces = returnOffBoard(forces, QStringLiteral("tan-n-tank"));
    document()->undoStack()->push(new ChangeForces(document(), forces, QStringLiteral("off")));
    const QByteArray before = document()->serialize();

    QVERIFY(dropHandler()->placeLines({QStringLiteral("tan-n-tank")}, hex("0714"), Qt::NoModifier));
    QCOMPARE(force(QStringLiteral("tan-n-tank"))->count, 1);
    QCOMPARE(force(QStringLiteral("tan-n-tank"))->placement.kind, Placement::Kind::OffBoard);
    const ForceEntry *placed = force(QStringLiteral("tan-n-tank-2"));
    QVERIFY(placed);
    QCOMPARE(placed->count, 1);
    QCOMPARE(placed->placement.hex, hex("0714"));
    // The second tank joins the first.
    QVERIFY(dropHandler()->placeLines({QStringLiteral("tan-n-tank")}, hex("0714"), Qt::NoModifier));
    QVERIFY(!force(QStringLiteral("tan-n-tank")));
    QCOMPARE(force(QStringLiteral("tan-n-tank-2"))->count, 2);
    QCOMPARE(unitsOnHex(document()->scenario().forces, hex("0714")), 2);

    document()->undoStack()->undo();
    document()->undoStack()->undo();
    QCOMPARE(document()->serialize(), before);
}

void TestSetup::dropWithShiftPlacesTheWholeLine()
{
    const QByteArray before = document()->serialize();
    QVERIFY(dropHandler()->placeLines(
        {QStringLiteral("green-3-infantry"), QStringLiteral("green-3-tank")}, hex("0606"),
        Qt::ShiftModifier));
    QCOMPARE(force(QStringLiteral("green-3-infantry"))->placement.hex, hex("0606"));
    QCOMPARE(force(QStringLiteral("green-3-tank"))->placement.hex, hex("0606"));
    QCOMPARE(unitsOnHex(document()->scenario().forces, hex("0606")), 9);
    // Half hexes take no units.
    QVERIFY(!dropHandler()->placeLines({QStringLiteral("green-3-large-gun")}, hex("0101"),
                                       Qt::ShiftModifier));
    document()->undoStack()->undo();
    QCOMPARE(document()->serialize(), before);
}

void TestSetup::dropWithCtrlAsksHowMany()
{
    int askedMax = 0;
    dropHandler()->setCountQuestion([&askedMax](int maximum) {
        askedMax = maximum;
        return 4;
    });
    QVERIFY(dropHandler()->placeLines({QStringLiteral("green-3-infantry")}, hex("0606"),
                                      Qt::ControlModifier));
    QCOMPARE(askedMax, 6);
    QCOMPARE(force(QStringLiteral("green-3-infantry"))->count, 2);
    QCOMPARE(unitsOnHex(document()->scenario().forces, hex("0606")), 4);
    // Cancelling the question places nothing.
    dropHandler()->setCountQuestion([](int) { return 0; });
    const int steps = document()->undoStack()->count();
    QVERIFY(!dropHandler()->placeLines({QStringLiteral("green-3-infantry")}, hex("0607"),
                                       Qt::ControlModifier));
    QCOMPARE(document()->undoStack()->count(), steps);
}

void TestSetup::dropWithAltSetsUpInTheZone()
{
    QList<ForceEntry> forces
        = returnOffBoard(document()->scenario().forces, QStringLiteral("tan-s-tank"));
    document()->undoStack()->push(new ChangeForces(document(), forces, QStringLiteral("off")));
    // 0909 lies in the south hilltop zone (and in Board 3).
    state()->setCurrentZone(QStringLiteral("hilltop-2"));
    QVERIFY(dropHandler()->placeLines({QStringLiteral("tan-s-tank")}, hex("0909"),
                                      Qt::AltModifier | Qt::ShiftModifier));
    QCOMPARE(force(QStringLiteral("tan-s-tank"))->placement.kind, Placement::Kind::Zone);
    QCOMPARE(force(QStringLiteral("tan-s-tank"))->placement.zone, QStringLiteral("hilltop-2"));
    // Alt over a hex of another shown zone sets up in that one; one tank by default.
    QVERIFY(
        dropHandler()->placeLines({QStringLiteral("tan-s-tank")}, hex("0622"), Qt::AltModifier));
    QCOMPARE(force(QStringLiteral("tan-s-tank-2"))->placement.kind, Placement::Kind::Zone);
    QCOMPARE(force(QStringLiteral("tan-s-tank-2"))->placement.zone,
             QStringLiteral("tan-road-and-river"));
}

void TestSetup::dropThroughTheView()
{
    // The path a real drag takes: the view offers it to the handler, the overlay shows the
    // target, the drop sets the units up.
    MapView *view = m_window->mapView();
    auto *overlay = m_window->findChild<ZoneOverlay *>(QStringLiteral("zoneOverlay"));
    QVERIFY(overlay);
    QMimeData data;
    data.setData(QString::fromLatin1(RosterModel::MimeType), QByteArray("green-3-large-gun"));
    QVERIFY(dropHandler()->accepts(&data));
    QMimeData files;
    files.setText(QStringLiteral("file:///x.scenario.yaml"));
    QVERIFY(!dropHandler()->accepts(&files));

    MapDropEvent event;
    event.mimeData = &data;
    event.hex = hex("0808");
    QVERIFY(dropHandler()->dragMoved(event));
    QCOMPARE(overlay->dropHex(), std::optional<OffsetCoord>(hex("0808")));
    event.hex = std::nullopt;
    QVERIFY(!dropHandler()->dragMoved(event));
    QVERIFY(!overlay->dropHex());
    event.hex = hex("0808");
    QVERIFY(dropHandler()->dropped(event));
    dropHandler()->dragLeft();
    QCOMPARE(unitsOnHex(document()->scenario().forces, hex("0808")), 1);
    // One of the two guns by default: the line is split.
    QCOMPARE(force(QStringLiteral("green-3-large-gun-2"))->placement.hex, hex("0808"));
    QCOMPARE(force(QStringLiteral("green-3-large-gun"))->count, 1);
    Q_UNUSED(view)
}

void TestSetup::setupToolMovesStacksAndSendsThemBack()
{
    auto *setupTool = tool<SetupTool>();
    QVERIFY(setupTool);
    m_window->context()->activateTool(setupTool);
    QList<ForceEntry> forces = document()->scenario().forces;
    forces = placeUnits(forces, QStringLiteral("green-3-tank"), -1, hexPlacement(hex("0606")));
    forces = placeUnits(forces, QStringLiteral("green-3-infantry"), 2, hexPlacement(hex("0606")));
    document()->undoStack()->push(new ChangeForces(document(), forces, QStringLiteral("set up")));
    const QByteArray before = document()->serialize();
    const int steps = document()->undoStack()->count();

    // Drag the stack from 0606 to 0708.
    setupTool->mousePressed(mouse(Qt::LeftButton, Qt::LeftButton, hex("0606")));
    setupTool->mouseMoved(mouse(Qt::NoButton, Qt::LeftButton, hex("0707")));
    setupTool->mouseReleased(mouse(Qt::LeftButton, Qt::NoButton, hex("0708")));
    QCOMPARE(document()->undoStack()->count(), steps + 1);
    QCOMPARE(unitsOnHex(document()->scenario().forces, hex("0606")), 0);
    QCOMPARE(unitsOnHex(document()->scenario().forces, hex("0708")), 5);

    // Delete with the cursor on 0708 sends them back, joining their lines off board.
    QVERIFY(setupTool->returnOffBoard(hex("0708")));
    QCOMPARE(unitsOnHex(document()->scenario().forces, hex("0708")), 0);
    const ForceEntry *infantry = nullptr;
    for (const ForceEntry &f : document()->scenario().forces) {
        if (f.unitType == QLatin1String("conv_infantry") && f.side == QLatin1String("green")
            && f.placement.kind == Placement::Kind::OffBoard)
            infantry = &f;
    }
    QVERIFY(infantry);
    QCOMPARE(infantry->count, 2);
    QVERIFY(!setupTool->returnOffBoard(hex("0708"))); // nothing left there
    // Onto a half hex: refused.
    QVERIFY(!setupTool->moveStack(hex("0606"), hex("0101")));

    document()->undoStack()->undo();
    document()->undoStack()->undo();
    QCOMPARE(document()->serialize(), before);
}

void TestSetup::rosterShowsAndEditsWherePlaced()
{
    RosterModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setDocument(document());
    model.setSide(QStringLiteral("tan"));
    const QModelIndex placed = model.index(0, RosterModel::PlacedColumn);
    QCOMPARE(model.headerData(RosterModel::PlacedColumn, Qt::Horizontal).toString(),
             QStringLiteral("Placed"));
    QCOMPARE(placed.data().toString(), QStringLiteral("Tan: north of the road"));
    QCOMPARE(placed.data(RosterModel::PlacementRole).toString(),
             QStringLiteral("zone:tan-north-of-road"));
    const QVariantList choices = placed.data(RosterModel::PlacementChoicesRole).toList();
    QCOMPARE(choices.size(), 1 + document()->scenario().zones.size());
    QVERIFY(model.flags(placed) & Qt::ItemIsDragEnabled);
    QVERIFY(model.flags(placed) & Qt::ItemIsEditable);

    const QByteArray before = document()->serialize();
    QVERIFY(model.setData(placed, QStringLiteral("offboard")));
    QCOMPARE(placed.data().toString(), QStringLiteral("Off board"));
    QVERIFY(model.setData(placed, QStringLiteral("zone:hilltop-1")));
    QCOMPARE(placed.data().toString(), QStringLiteral("North-west hilltop"));
    QVERIFY(!model.setData(placed, QStringLiteral("zone:nowhere")));
    // A hex shows its label; renaming a zone shows at once.
    QVERIFY(
        dropHandler()->placeLines({QStringLiteral("tan-n-tank")}, hex("0714"), Qt::ShiftModifier));
    QCOMPARE(placed.data().toString(), QStringLiteral("0714"));
    QVERIFY(dock()->model()->setData(dock()->model()->index(1, ZoneModel::NameColumn),
                                     QStringLiteral("South")));
    QCOMPARE(model.index(4, RosterModel::PlacedColumn).data().toString(), QStringLiteral("South"));

    // Lines drag out as their ids.
    std::unique_ptr<QMimeData> data(model.mimeData({placed, model.index(1, 0)}));
    QVERIFY(data);
    QCOMPARE(data->data(QString::fromLatin1(RosterModel::MimeType)),
             QByteArray("tan-n-tank\ntan-n-sp-artillery"));

    for (int i = 0; i < 4; ++i)
        document()->undoStack()->undo();
    QCOMPARE(document()->serialize(), before);
}

void TestSetup::rosterFollowsASplit()
{
    RosterModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setDocument(document());
    model.setSide(QStringLiteral("tan"));
    const int rows = model.rowCount();
    // One of the two tanks onto 0718: the line shows 1 and a new line of 1 follows it.
    QVERIFY(dropHandler()->placeLines({QStringLiteral("tan-n-tank")}, hex("0718"), Qt::NoModifier));
    QCOMPARE(model.rowCount(), rows + 1);
    QCOMPARE(model.index(0, RosterModel::CountColumn).data().toInt(), 1);
    QCOMPARE(model.index(1, RosterModel::CountColumn).data().toInt(), 1);
    QCOMPARE(model.index(1, RosterModel::PlacedColumn).data().toString(), QStringLiteral("0718"));
    // The second joins it: the first line goes, the placed one shows 2.
    QVERIFY(dropHandler()->placeLines({QStringLiteral("tan-n-tank")}, hex("0718"), Qt::NoModifier));
    QCOMPARE(model.rowCount(), rows);
    QCOMPARE(model.index(0, RosterModel::CountColumn).data().toInt(), 2);
    QCOMPARE(model.index(0, RosterModel::PlacedColumn).data().toString(), QStringLiteral("0718"));
    document()->undoStack()->undo();
    document()->undoStack()->undo();
    QCOMPARE(model.index(0, RosterModel::PlacedColumn).data().toString(),
             QStringLiteral("Tan: north of the road"));
}

QTEST_MAIN(TestSetup)
#include "tst_setup.moc"
