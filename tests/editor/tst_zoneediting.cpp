// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Zones in the editor: the Zones dock (names, duplicates, removal, colours), painting zones
// with the Zone tool, and zones from presets. Every edit is one undo step; undo gives back the
// file's bytes. Setting units up on hexes and zones is tst_setup.cpp.

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

class TestZoneEditing : public QObject, private setuptest::WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

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
};

void TestZoneEditing::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsupport::useOwnHome(m_home.path(), "tst_zoneediting");
}

void TestZoneEditing::init()
{
    QVERIFY(openWindow());
}

void TestZoneEditing::cleanup()
{
    closeWindow();
}

void TestZoneEditing::zoneModelFollowsTheDocument()
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

void TestZoneEditing::renamingWhileTypingIsOneStep()
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

void TestZoneEditing::addDuplicateAndRemove()
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

void TestZoneEditing::removingAZoneInUseAsksFirst()
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

void TestZoneEditing::zoneUndoTextsNameTheZone_data()
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

void TestZoneEditing::zoneUndoTextsNameTheZone()
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

void TestZoneEditing::visibilityAndColours()
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

void TestZoneEditing::strokeIsOneUndoStep()
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

void TestZoneEditing::rightDragAndShiftTakeHexesAway()
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

void TestZoneEditing::halfHexesNeverJoinAZone()
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

void TestZoneEditing::firstStrokeWithoutAZoneMakesOne()
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

void TestZoneEditing::presetDialogNamesAndCounts()
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

QTEST_MAIN(TestZoneEditing)
#include "tst_zoneediting.moc"
