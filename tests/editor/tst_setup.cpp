// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Setting up: the Zones dock, painting zones with the Zone tool, zones from presets, and
// setting units up on hexes and zones (the force-list arithmetic, drops from the roster, the
// Setup tool). Every edit is one undo step; undo gives back the file's bytes.

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

class TestSetup : public QObject
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

    // The Zones dock and its model.
    void zoneModelFollowsTheDocument();
    void renamingWhileTypingIsOneStep();
    void addDuplicateAndRemove();
    void removingAZoneInUseAsksFirst();
    void zoneUndoTextsNameTheZone_data();
    void zoneUndoTextsNameTheZone();
    void visibilityAndColours();

    // The Zone tool.
    void strokeIsOneUndoStep();
    void rightDragAndShiftTakeHexesAway();
    void halfHexesNeverJoinAZone();
    void firstStrokeWithoutAZoneMakesOne();

    // Presets.
    void presetDialogNamesAndCounts();

    // Units onto the map.
    void dropPlacesOneUnitByDefault();
    void dropWithShiftPlacesTheWholeLine();
    void dropWithCtrlAsksHowMany();
    void dropWithAltSetsUpInTheZone();
    void dropThroughTheView();
    void setupToolMovesStacksAndSendsThemBack();
    void rosterShowsAndEditsWherePlaced();
    void rosterFollowsASplit();

private:
    ScenarioDocument *document() const { return m_window->document(); }
    SetupState *state() const
    {
        return m_window->findChild<SetupState *>(QStringLiteral("setupState"));
    }
    ZonesDock *dock() const
    {
        return m_window->findChild<ZonesDock *>(QStringLiteral("zonesDock"));
    }
    template<typename T> T *tool() const
    {
        for (MapTool *t : m_window->context()->tools()) {
            if (auto *found = qobject_cast<T *>(t))
                return found;
        }
        return nullptr;
    }
    UnitDropHandler *dropHandler() const
    {
        return m_window->findChild<UnitDropHandler *>(QStringLiteral("unitDropHandler"));
    }
    const ForceEntry *force(const QString &id) const
    {
        for (const ForceEntry &f : document()->scenario().forces) {
            if (f.id == id)
                return &f;
        }
        return nullptr;
    }

    QTemporaryDir m_home;
    std::unique_ptr<MainWindow> m_window;
};

void TestSetup::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsupport::useOwnHome(m_home.path(), "tst_setup");
}

void TestSetup::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1200, 800);
    QVERIFY(m_window->openDemo());
    QVERIFY(state());
    QVERIFY(dock());
}

void TestSetup::cleanup()
{
    if (document())
        document()->undoStack()->setClean();
    m_window.reset();
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

void TestSetup::zoneModelFollowsTheDocument()
{
    ZoneModel model(state());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), int(document()->scenario().zones.size()));
    QCOMPARE(model.index(0, ZoneModel::NameColumn).data().toString(),
             QStringLiteral("Tan: north of the road"));
    QCOMPARE(model.index(0, ZoneModel::HexesColumn).data().toInt(), 37);
    QCOMPARE(model.index(4, ZoneModel::HexesColumn).data().toInt(), 172); // Board 3
    QVERIFY(
        model.index(0, ZoneModel::NameColumn).data(Qt::DecorationRole).value<QColor>().isValid());
    QCOMPARE(model.index(0, ZoneModel::DescriptionColumn).data().toString(),
             QStringLiteral("Board 6 between the road and the north edge"));

    QList<Zone> zones = document()->scenario().zones;
    zones.removeFirst();
    document()->undoStack()->push(new ChangeZones(document(), zones, QStringLiteral("x")));
    QCOMPARE(model.rowCount(), int(zones.size()));
    document()->undoStack()->undo();
    QCOMPARE(model.rowCount(), int(zones.size()) + 1);
}

void TestSetup::renamingWhileTypingIsOneStep()
{
    ZoneModel *model = dock()->model();
    const QByteArray before = document()->serialize();
    const int steps = document()->undoStack()->count();
    const QModelIndex name = model->index(0, ZoneModel::NameColumn);
    QVERIFY(model->setData(name, QStringLiteral("T")));
    QVERIFY(model->setData(name, QStringLiteral("Ta")));
    QVERIFY(model->setData(name, QStringLiteral("Tan north")));
    QVERIFY(!model->setData(name, QStringLiteral("  "))); // a zone keeps a name
    QCOMPARE(document()->undoStack()->count(), steps + 1);
    QCOMPARE(document()->scenario().zones.first().name, QStringLiteral("Tan north"));
    const QModelIndex description = model->index(0, ZoneModel::DescriptionColumn);
    QVERIFY(model->setData(description, QStringLiteral("North of the road")));
    QCOMPARE(document()->undoStack()->count(), steps + 2);
    const QByteArray after = document()->serialize();

    document()->undoStack()->undo();
    document()->undoStack()->undo();
    QCOMPARE(document()->serialize(), before);
    document()->undoStack()->redo();
    document()->undoStack()->redo();
    QCOMPARE(document()->serialize(), after);
}

void TestSetup::addDuplicateAndRemove()
{
    const QByteArray before = document()->serialize();
    const qsizetype zones = document()->scenario().zones.size();
    dock()->addZone();
    QCOMPARE(document()->scenario().zones.size(), zones + 1);
    const Zone added = document()->scenario().zones.last();
    QCOMPARE(added.name, QStringLiteral("Zone %1").arg(zones + 1));
    QVERIFY(added.hexes.isEmpty());
    QCOMPARE(state()->currentZone(), added.id);
    QCOMPARE(m_window->context()->activeTool(), static_cast<MapTool *>(tool<ZoneTool>()));
    QCOMPARE(dock()->view()->currentIndex().row(), int(zones));

    state()->setCurrentZone(QStringLiteral("hilltop-2"));
    dock()->duplicateZone();
    const Zone copy = document()->scenario().zones.last();
    QCOMPARE(copy.name, QStringLiteral("South hilltop (copy)"));
    QCOMPARE(copy.hexes, document()->scenario().findZone(QStringLiteral("hilltop-2"))->hexes);
    QCOMPARE(state()->currentZone(), copy.id);

    dock()->removeZone(); // nothing names the copy: no question
    QVERIFY(!document()->scenario().findZone(copy.id));
    for (int i = 0; i < 3; ++i)
        document()->undoStack()->undo();
    QCOMPARE(document()->serialize(), before);
}

void TestSetup::removingAZoneInUseAsksFirst()
{
    const QByteArray before = document()->serialize();
    QString asked;
    bool answer = false;
    dock()->setConfirmation([&](const QString &text) {
        asked = text;
        return answer;
    });
    state()->setCurrentZone(QStringLiteral("hilltop-1"));
    dock()->removeZone();
    QVERIFY(asked.contains(QStringLiteral("tan-takes-the-hills")));
    QVERIFY(document()->scenario().findZone(QStringLiteral("hilltop-1"))); // cancelled

    state()->setCurrentZone(QStringLiteral("green-board-3"));
    asked.clear();
    answer = true;
    const int steps = document()->undoStack()->count();
    dock()->removeZone();
    QVERIFY(asked.contains(QStringLiteral("green-3-tank")));
    QVERIFY(asked.contains(QStringLiteral("green-3-infantry")));
    QVERIFY(!document()->scenario().findZone(QStringLiteral("green-board-3")));
    // Its units went off board, in the same undo step.
    QCOMPARE(document()->undoStack()->count(), steps + 1);
    QCOMPARE(force(QStringLiteral("green-3-tank"))->placement.kind, Placement::Kind::OffBoard);
    document()->undoStack()->undo();
    QCOMPARE(document()->serialize(), before);
}

void TestSetup::zoneUndoTextsNameTheZone_data()
{
    QTest::addColumn<QString>("edit");
    QTest::addColumn<QString>("undoText");
    QTest::newRow("add") << QStringLiteral("add") << QStringLiteral("Add Zone 'Zone %1'");
    QTest::newRow("duplicate") << QStringLiteral("duplicate")
                               << QStringLiteral("Duplicate Zone 'South hilltop'");
    QTest::newRow("rename") << QStringLiteral("rename")
                            << QStringLiteral("Rename Zone 'South hilltop'");
    QTest::newRow("remove") << QStringLiteral("remove")
                            << QStringLiteral("Remove Zone 'South hilltop'");
}

void TestSetup::zoneUndoTextsNameTheZone()
{
    // The Undo menu reads "Undo Remove Zone 'South hilltop'": the verb, the noun and the
    // zone's name in quotes, never its id.
    QFETCH(QString, edit);
    QFETCH(QString, undoText);
    QUndoStack *stack = document()->undoStack();
    const QByteArray before = document()->serialize();
    const int steps = stack->count();
    dock()->setConfirmation([](const QString &) { return true; });
    state()->setCurrentZone(QStringLiteral("hilltop-2"));
    if (edit == QLatin1String("add")) {
        undoText = undoText.arg(document()->scenario().zones.size() + 1);
        dock()->addZone();
    } else if (edit == QLatin1String("duplicate")) {
        dock()->duplicateZone();
    } else if (edit == QLatin1String("rename")) {
        ZoneModel *model = dock()->model();
        const QModelIndexList found
            = model->match(model->index(0, ZoneModel::NameColumn), Qt::DisplayRole,
                           QStringLiteral("South hilltop"), 1, Qt::MatchExactly);
        QCOMPARE(found.size(), 1);
        QVERIFY(model->setData(found.first(), QStringLiteral("Saddle")));
    } else {
        dock()->removeZone();
    }
    QCOMPARE(stack->count(), steps + 1);
    QCOMPARE(stack->undoText(), undoText);
    stack->undo();
    QCOMPARE(document()->serialize(), before);
}

void TestSetup::visibilityAndColours()
{
    ZoneModel *model = dock()->model();
    const QModelIndex name = model->index(1, ZoneModel::NameColumn);
    const QString id = name.data(ZoneModel::ZoneIdRole).toString();
    QCOMPARE(name.data(Qt::CheckStateRole).value<Qt::CheckState>(), Qt::Checked);
    const int steps = document()->undoStack()->count();
    QVERIFY(model->setData(name, Qt::Unchecked, Qt::CheckStateRole));
    QVERIFY(!state()->isZoneVisible(id));
    QCOMPARE(document()->undoStack()->count(), steps); // view state, not an edit
    QVERIFY(model->setData(name, Qt::Checked, Qt::CheckStateRole));
    QVERIFY(state()->isZoneVisible(id));

    // Every zone of the demo has its own colour, and a zone keeps it when another goes.
    QSet<QRgb> colours;
    for (const Zone &zone : document()->scenario().zones)
        colours.insert(state()->zoneColour(zone.id).rgb());
    QCOMPARE(colours.size(), document()->scenario().zones.size());
    const QColor last = state()->zoneColour(document()->scenario().zones.last().id);
    QList<Zone> zones = document()->scenario().zones;
    zones.removeFirst();
    document()->undoStack()->push(new ChangeZones(document(), zones, QStringLiteral("x")));
    QCOMPARE(state()->zoneColour(zones.last().id), last);
}

// --- Zone tool ---------------------------------------------------------------------------------

void TestSetup::strokeIsOneUndoStep()
{
    ZoneTool *zoneTool = tool<ZoneTool>();
    QVERIFY(zoneTool);
    m_window->context()->activateTool(zoneTool);
    state()->setCurrentZone(QStringLiteral("hilltop-3"));
    const QByteArray before = document()->serialize();
    const int steps = document()->undoStack()->count();

    zoneTool->mousePressed(mouse(Qt::LeftButton, Qt::LeftButton, hex("0305")));
    zoneTool->mouseMoved(mouse(Qt::NoButton, Qt::LeftButton, hex("0405")));
    zoneTool->mouseMoved(mouse(Qt::NoButton, Qt::LeftButton, hex("0705"))); // skips 0505, 0605
    zoneTool->mouseReleased(mouse(Qt::LeftButton, Qt::NoButton, hex("0705")));
    QCOMPARE(document()->undoStack()->count(), steps + 1);
    const QList<OffsetCoord> hexes
        = document()->scenario().findZone(QStringLiteral("hilltop-3"))->hexes;
    for (const char *label : {"0305", "0405", "0705", "1104"})
        QVERIFY2(hexes.contains(hex(label)), label);
    // The fast move from 0405 to 0705 painted the hexes between: 4 on the line, 0305, 1104.
    QCOMPARE(hexes.size(), 6);
    QCOMPARE(hexes, sorted(hexes));
    const QByteArray after = document()->serialize();

    // A second stroke is a second step.
    zoneTool->mousePressed(mouse(Qt::LeftButton, Qt::LeftButton, hex("0909")));
    zoneTool->mouseReleased(mouse(Qt::LeftButton, Qt::NoButton, hex("0909")));
    QCOMPARE(document()->undoStack()->count(), steps + 2);
    document()->undoStack()->undo();
    QCOMPARE(document()->serialize(), after);
    document()->undoStack()->undo();
    QCOMPARE(document()->serialize(), before);
    document()->undoStack()->redo();
    QCOMPARE(document()->serialize(), after);
}

void TestSetup::rightDragAndShiftTakeHexesAway()
{
    ZoneTool *zoneTool = tool<ZoneTool>();
    state()->setCurrentZone(QStringLiteral("hilltop-1"));
    zoneTool->mousePressed(mouse(Qt::RightButton, Qt::RightButton, hex("0404")));
    zoneTool->mouseReleased(mouse(Qt::RightButton, Qt::NoButton, hex("0404")));
    QCOMPARE(document()->scenario().findZone(QStringLiteral("hilltop-1"))->hexes,
             QList<OffsetCoord> {hex("0504")});
    zoneTool->mousePressed(mouse(Qt::LeftButton, Qt::LeftButton, hex("0504"), Qt::ShiftModifier));
    zoneTool->mouseReleased(mouse(Qt::LeftButton, Qt::NoButton, hex("0504")));
    QVERIFY(document()->scenario().findZone(QStringLiteral("hilltop-1"))->hexes.isEmpty());
    // Taking away what is not there changes nothing and leaves no empty step.
    const int steps = document()->undoStack()->count();
    zoneTool->mousePressed(mouse(Qt::RightButton, Qt::RightButton, hex("0909")));
    zoneTool->mouseReleased(mouse(Qt::RightButton, Qt::NoButton, hex("0909")));
    QCOMPARE(document()->undoStack()->count(), steps);
}

void TestSetup::halfHexesNeverJoinAZone()
{
    ZoneTool *zoneTool = tool<ZoneTool>();
    zoneTool->setRadius(1);
    state()->setCurrentZone(QStringLiteral("hilltop-3"));
    // 0101 is the half hex in the map's corner; a brush there reaches 0202 and 0201 only
    // as whole hexes.
    const HexMap &map = document()->map();
    QVERIFY(map.contains(hex("0101")) && !map.isPlayable(hex("0101")));
    zoneTool->mousePressed(mouse(Qt::LeftButton, Qt::LeftButton, hex("0101")));
    zoneTool->mouseReleased(mouse(Qt::LeftButton, Qt::NoButton, hex("0101")));
    const QList<OffsetCoord> hexes
        = document()->scenario().findZone(QStringLiteral("hilltop-3"))->hexes;
    for (const OffsetCoord h : hexes)
        QVERIFY2(map.isPlayable(h), qPrintable(map.label(h)));
    QVERIFY(hexes.contains(hex("0202")));
    QVERIFY(!hexes.contains(hex("0101")));
}

void TestSetup::firstStrokeWithoutAZoneMakesOne()
{
    ZoneTool *zoneTool = tool<ZoneTool>();
    state()->setCurrentZone(QString());
    const QByteArray before = document()->serialize();
    const qsizetype zones = document()->scenario().zones.size();
    zoneTool->mousePressed(mouse(Qt::LeftButton, Qt::LeftButton, hex("0305")));
    zoneTool->mouseMoved(mouse(Qt::NoButton, Qt::LeftButton, hex("0306")));
    zoneTool->mouseReleased(mouse(Qt::LeftButton, Qt::NoButton, hex("0306")));
    QCOMPARE(document()->scenario().zones.size(), zones + 1);
    const Zone &made = document()->scenario().zones.last();
    QCOMPARE(made.hexes, (QList<OffsetCoord> {hex("0305"), hex("0306")}));
    QCOMPARE(state()->currentZone(), made.id);
    document()->undoStack()->undo();
    QCOMPARE(document()->serialize(), before);
}

// --- Presets -----------------------------------------------------------------------------------

void TestSetup::presetDialogNamesAndCounts()
{
    PresetDialog dialog(state());
    ZonePreset preset;
    preset.kind = ZonePreset::Kind::PanelEdge;
    preset.panel = 1; // Board 6
    preset.edge = ZonePreset::Edge::North;
    preset.depth = 2;
    dialog.setPreset(preset);
    QCOMPARE(dialog.hexes().size(), 30);
    QCOMPARE(dialog.zoneName(),
             QStringLiteral("The first 2 full hexes along the north edge of "
                            "Panel 6"));
    QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("presetCountLabel"))->text(),
             QStringLiteral("30 hexes"));
    QCOMPARE(state()->preview().size(), 30); // shown on the map while choosing

    // The name follows the wording until the user types their own.
    dialog.findChild<QSpinBox *>(QStringLiteral("presetDepthSpin"))->setValue(1);
    QCOMPARE(dialog.zoneName(),
             QStringLiteral("The first full hexes along the north edge of "
                            "Panel 6"));
    dialog.findChild<QLineEdit *>(QStringLiteral("presetNameEdit"))->setText(QStringLiteral("Tan"));
    dialog.findChild<QSpinBox *>(QStringLiteral("presetDepthSpin"))->setValue(3);
    QCOMPARE(dialog.zoneName(), QStringLiteral("Tan"));
    QCOMPARE(dialog.hexes().size(), 45);

    const QByteArray before = document()->serialize();
    const QString id = dock()->createZone(dialog.zoneName(), QStringLiteral("North edge"),
                                          dialog.hexes(), QStringLiteral("New Zone from Preset"));
    QCOMPARE(id, QStringLiteral("tan"));
    QCOMPARE(document()->scenario().findZone(id)->hexes.size(), 45);
    document()->undoStack()->undo();
    QCOMPARE(document()->serialize(), before);
}

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
