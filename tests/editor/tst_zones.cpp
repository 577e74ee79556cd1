// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Zones dock's own colours, subtracting one zone from another, and zones made from a
// preset that follow the panel layout (issue 14, point 4). Every edit is one undo step; undo
// gives back the file's bytes.

#include "commands/changelayout.h"
#include "document/scenariodocument.h"
#include "edit/zonepresets.h"
#include "mainwindow.h"
#include "panels/panellayouteditor.h"
#include "render/maprenderer.h"
#include "setup/presetdialog.h"
#include "setup/setupstate.h"
#include "setup/unitdrop.h"
#include "setup/zonemodel.h"
#include "setup/zoneoverlay.h"
#include "setup/zonesdock.h"
#include "testsupport.h"

#include <QComboBox>
#include <QImage>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace hexwright;
using namespace hexwright::testsupport;

class TestZones : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void zoneColourIsKeptInTheFileAndSurvivesUndo();
    void aZoneWithoutAColourKeepsItsAutomaticOne();
    void theMapIsTintedInTheKeptColour();
    void subtractingAZoneIsOneUndoStep_data();
    void subtractingAZoneIsOneUndoStep();
    void aZoneFromAPresetKeepsIt();
    void presetZonesFollowTheLayoutAndUndoRestoresBoth();
    void presetZonesFollowALayoutThatShiftsTheMap();
    void presetDialogOffersAtLeastKHexesFromAnEdge();
    void removingADefaultZoneClearsItInTheSameStep();
    void severalLinesDroppedAtOnceAreOneStep_data();
    void severalLinesDroppedAtOnceAreOneStep();

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
    const Zone *zone(const QString &id) const { return document()->scenario().findZone(id); }

    QTemporaryDir m_home;
    std::unique_ptr<MainWindow> m_window;
};

namespace {
const QString NorthOfRoad = QStringLiteral("tan-north-of-road");
const QString RoadAndRiver = QStringLiteral("tan-road-and-river");
enum LayoutIndex { Panel3, Panel6 }; // the demo's layout: 3 above 6, then E and D
} // namespace

void TestZones::initTestCase()
{
    QVERIFY(m_home.isValid());
    useOwnHome(m_home.path(), "tst_zones");
}

void TestZones::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1200, 800);
    QVERIFY(m_window->openDemo());
    QVERIFY(state());
    QVERIFY(dock());
}

void TestZones::cleanup()
{
    if (document())
        document()->undoStack()->setClean();
    m_window.reset();
}

void TestZones::zoneColourIsKeptInTheFileAndSurvivesUndo()
{
    const QByteArray before = document()->serialize();
    const QColor automatic = state()->zoneColour(NorthOfRoad);
    QVERIFY(dock()->selectZone(NorthOfRoad));
    auto *button = dock()->findChild<QPushButton *>(QStringLiteral("zoneColourButton"));
    QVERIFY(button && button->isEnabled());
    QColor offered;
    dock()->setColourQuestion([&offered](const QColor &current) {
        offered = current;
        return QColor(0x12, 0x34, 0x56);
    });
    button->click();
    QCOMPARE(offered, automatic); // the dialog starts from the colour the zone shows
    QCOMPARE(zone(NorthOfRoad)->colour, QStringLiteral("#123456"));
    QCOMPARE(state()->zoneColour(NorthOfRoad), QColor(0x12, 0x34, 0x56));
    QCOMPARE(document()->undoStack()->count(), 1);
    QCOMPARE(document()->undoStack()->undoText(),
             QStringLiteral("Change Colour of Zone 'Tan: north of the road'"));
    QVERIFY(document()->serialize().contains("colour: \"#123456\""));
    // The same colour again changes nothing.
    QVERIFY(!dock()->setZoneColour(NorthOfRoad, QColor(0x12, 0x34, 0x56)));

    document()->undoStack()->undo();
    QCOMPARE(document()->serialize(), before);
    QCOMPARE(state()->zoneColour(NorthOfRoad), automatic);
    document()->undoStack()->redo();
    QCOMPARE(state()->zoneColour(NorthOfRoad), QColor(0x12, 0x34, 0x56));

    // Saved and opened again, the zone keeps it.
    const QString path = m_home.filePath(QStringLiteral("coloured.scenario.yaml"));
    QVERIFY(m_window->saveToFile(path));
    m_window = std::make_unique<MainWindow>();
    QVERIFY(m_window->openFile(path));
    QCOMPARE(state()->zoneColour(NorthOfRoad), QColor(0x12, 0x34, 0x56));
}

void TestZones::aZoneWithoutAColourKeepsItsAutomaticOne()
{
    // A kept colour takes its palette place: no other zone is given the same one.
    const QColor other = state()->zoneColour(RoadAndRiver);
    QVERIFY(dock()->setZoneColour(NorthOfRoad, other));
    QCOMPARE(state()->zoneColour(NorthOfRoad), other);
    for (const Zone &z : document()->scenario().zones) {
        if (z.id != NorthOfRoad)
            QVERIFY2(state()->zoneColour(z.id) != other, qPrintable(z.id));
    }
}

void TestZones::theMapIsTintedInTheKeptColour()
{
    auto *overlay = m_window->findChild<ZoneOverlay *>(QStringLiteral("zoneOverlay"));
    QVERIFY(overlay);
    for (const Zone &z : document()->scenario().zones)
        state()->setZoneVisible(z.id, z.id == NorthOfRoad);
    // The tint at the centre of one of the zone's hexes, painted on nothing.
    auto tint = [&]() {
        const MapRenderer renderer(document()->map(), document()->ruleset(), document()->scenario(),
                                   document()->panels());
        const QPointF centre = renderer.hexCentre(hex("0214"));
        QImage image(200, 200, QImage::Format_ARGB32);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.translate(QPointF(100, 100) - centre);
        overlay->paint(&painter, renderer, QRectF(centre - QPointF(100, 100), QSizeF(200, 200)),
                       1.0);
        painter.end();
        return QColor(image.pixel(100, 100)).toRgb();
    };
    // The same colour but for the rounding of a translucent tint.
    auto near = [](const QColor &a, const QColor &b) {
        return std::abs(a.red() - b.red()) <= 3 && std::abs(a.green() - b.green()) <= 3
            && std::abs(a.blue() - b.blue()) <= 3;
    };
    const QColor automatic = state()->zoneColour(NorthOfRoad);
    QVERIFY(near(tint(), automatic));
    QVERIFY(dock()->setZoneColour(NorthOfRoad, QColor(0x12, 0x34, 0x56)));
    QVERIFY(near(tint(), QColor(0x12, 0x34, 0x56)));
    QVERIFY(!near(tint(), automatic));
    document()->undoStack()->undo();
    QVERIFY(near(tint(), automatic));
}

void TestZones::subtractingAZoneIsOneUndoStep_data()
{
    QTest::addColumn<int>("take"); // hexes of the first zone the second one also has
    QTest::addColumn<bool>("changes");
    QTest::newRow("three shared hexes go") << 3 << true;
    QTest::newRow("nothing shared: no step") << 0 << false;
}

void TestZones::subtractingAZoneIsOneUndoStep()
{
    QFETCH(int, take);
    QFETCH(bool, changes);
    const QList<OffsetCoord> first = {hex("0214"), hex("0215"), hex("0313"), hex("0314")};
    QList<OffsetCoord> second = first.mid(0, take);
    second.append(hex("0916"));
    const QString a = dock()->createZone(QStringLiteral("A"), QString(), first,
                                         QStringLiteral("Add Zone 'A'"), ZonePreset {});
    const QString b = dock()->createZone(QStringLiteral("B"), QString(), second,
                                         QStringLiteral("Add Zone 'B'"));
    QVERIFY(zone(a)->preset);
    const QByteArray before = document()->serialize();
    const int steps = document()->undoStack()->count();

    QVERIFY(dock()->selectZone(a));
    QStringList offered;
    dock()->setZoneQuestion([&offered](const QStringList &names) {
        offered = names;
        return int(names.indexOf(QStringLiteral("B")));
    });
    dock()->findChild<QPushButton *>(QStringLiteral("zoneSubtractButton"))->click();
    QVERIFY(!offered.contains(QStringLiteral("A"))); // never itself
    QVERIFY(offered.contains(QStringLiteral("B")));
    QCOMPARE(document()->undoStack()->count(), steps + (changes ? 1 : 0));
    if (!changes) {
        QCOMPARE(zone(a)->hexes, first);
        return;
    }
    QCOMPARE(zone(a)->hexes, first.mid(take));
    QCOMPARE(zone(b)->hexes, second); // the zone taken away is left as it was
    // Hexes taken out by hand are no longer the preset's: a layout change leaves them be.
    QVERIFY(!zone(a)->preset);
    QCOMPARE(document()->undoStack()->undoText(),
             QStringLiteral("Subtract Zone 'B' from Zone 'A'"));
    document()->undoStack()->undo();
    QCOMPARE(document()->serialize(), before);
}

void TestZones::aZoneFromAPresetKeepsIt()
{
    PresetDialog dialog(state());
    ZonePreset preset;
    preset.kind = ZonePreset::Kind::PanelEdge;
    preset.panel = Panel6;
    preset.edge = ZonePreset::Edge::North;
    preset.depth = 2;
    dialog.setPreset(preset);
    const QString id = dock()->createZone(dialog.zoneName(), QString(), dialog.hexes(),
                                          QStringLiteral("Add"), dialog.preset());
    QVERIFY(zone(id)->preset);
    QCOMPARE(*zone(id)->preset, preset);
    // The legend says so; a painted zone's does not.
    auto tip = [this](const QString &zoneId) {
        ZoneModel *model = dock()->model();
        return model->index(model->rowOf(zoneId), ZoneModel::NameColumn)
            .data(Qt::ToolTipRole)
            .toString();
    };
    QVERIFY(tip(id).contains(QStringLiteral("follow changes of the panel layout")));
    QVERIFY(!tip(NorthOfRoad).contains(QStringLiteral("follow")));
    const QByteArray text = document()->serialize();
    QVERIFY(text.contains("    preset:\n      kind: board_edge\n      board: 2\n      edge: north\n"
                          "      depth: 2\n"));
}

void TestZones::presetZonesFollowTheLayoutAndUndoRestoresBoth()
{
    ZonePreset preset;
    preset.kind = ZonePreset::Kind::PanelAwayFromEdge;
    preset.panel = Panel6;
    preset.edge = ZonePreset::Edge::East;
    preset.depth = 5;
    const QList<OffsetCoord> hexes
        = presetHexes(preset, document()->scenario(), document()->panels(), document()->map(),
                      document()->ruleset());
    QCOMPARE(hexes.size(), 172 - 57);
    const QString id = dock()->createZone(QStringLiteral("Tan"), QString(), hexes,
                                          QStringLiteral("Add"), preset);
    const QByteArray before = document()->serialize();
    const int steps = document()->undoStack()->count();

    // Boards 3 and 6 change places: the zone goes with Board 6 to the top of the map.
    QList<PanelPlacement> layout = document()->scenario().layout;
    std::swap(layout[Panel3].row, layout[Panel6].row);
    document()->undoStack()->push(
        new ChangeLayout(document(), layout, QStringLiteral("Swap Panels")));
    QCOMPARE(document()->undoStack()->count(), steps + 1);
    const QList<OffsetCoord> moved = zone(id)->hexes;
    QCOMPARE(moved.size(), hexes.size());
    for (int i = 0; i < moved.size(); ++i)
        QCOMPARE(moved.at(i), (OffsetCoord {hexes.at(i).col, hexes.at(i).row - 12}));
    // Zones painted by hand stay where they were.
    QCOMPARE(zone(NorthOfRoad)->hexes.first(), hex("0214"));

    document()->undoStack()->undo();
    QCOMPARE(document()->serialize(), before);
    QCOMPARE(zone(id)->hexes, hexes);
    document()->undoStack()->redo();
    QCOMPARE(zone(id)->hexes, moved);
}

void TestZones::presetZonesFollowALayoutThatShiftsTheMap()
{
    auto *editor = m_window->findChild<PanelLayoutEditor *>(QStringLiteral("panelLayoutEditor"));
    QVERIFY(editor);
    ZonePreset preset;
    preset.kind = ZonePreset::Kind::PanelEdge;
    preset.panel = Panel6;
    preset.edge = ZonePreset::Edge::South;
    preset.depth = 1;
    const QList<OffsetCoord> hexes
        = presetHexes(preset, document()->scenario(), document()->panels(), document()->map(),
                      document()->ruleset());
    const QString id = dock()->createZone(QStringLiteral("South"), QString(), hexes,
                                          QStringLiteral("Add"), preset);
    const QByteArray before = document()->serialize();
    const int steps = document()->undoStack()->count();

    // Boards 3 and 6 change places and the whole layout goes two columns west, off the map:
    // the editor shifts the scenario back east, so what names a hex by hand moves two
    // columns, and the preset zone is computed again where Board 6 now lies.
    QList<PanelPlacement> layout = document()->scenario().layout;
    std::swap(layout[Panel3].row, layout[Panel6].row);
    for (PanelPlacement &p : layout)
        p.column -= 2;
    QVERIFY(editor->applyLayout(layout, QStringLiteral("Lay Out Panels")));
    QCOMPARE(document()->undoStack()->count(), steps + 1);
    QCOMPARE(zone(NorthOfRoad)->hexes.first(), hex("0414"));
    const QList<OffsetCoord> moved = zone(id)->hexes;
    QCOMPARE(moved,
             presetHexes(preset, document()->scenario(), document()->panels(), document()->map(),
                         document()->ruleset()));
    QCOMPARE(moved.size(), hexes.size());
    QCOMPARE(moved.first(), (OffsetCoord {hexes.first().col, hexes.first().row - 12}));
    document()->undoStack()->undo();
    QCOMPARE(document()->serialize(), before);
}

void TestZones::presetDialogOffersAtLeastKHexesFromAnEdge()
{
    PresetDialog dialog(state());
    auto *kind = dialog.findChild<QComboBox *>(QStringLiteral("presetKindCombo"));
    const int away = kind->findData(int(ZonePreset::Kind::PanelAwayFromEdge));
    QVERIFY(away >= 0);
    kind->setCurrentIndex(away);
    auto *panel = dialog.findChild<QComboBox *>(QStringLiteral("presetPanelCombo"));
    panel->setCurrentIndex(panel->findData(int(Panel3)));
    auto *edge = dialog.findChild<QComboBox *>(QStringLiteral("presetEdgeCombo"));
    edge->setCurrentIndex(edge->findData(int(ZonePreset::Edge::East)));
    dialog.findChild<QSpinBox *>(QStringLiteral("presetDepthSpin"))->setValue(5);
    QCOMPARE(dialog.hexes().size(), 172 - 57);
    QCOMPARE(dialog.zoneName(), QStringLiteral("On Panel 3 at least 5 hexes from its east edge"));
    QCOMPARE(dialog.preset().kind, ZonePreset::Kind::PanelAwayFromEdge);
}

void TestZones::removingADefaultZoneClearsItInTheSameStep()
{
    QList<Side> sides = document()->scenario().sides;
    sides[0].defaultZone = NorthOfRoad;
    document()->setSides(sides);
    const QByteArray before = document()->serialize();
    dock()->setConfirmation([](const QString &text) {
        return text.contains(QStringLiteral("sets up in it by default"));
    });
    QVERIFY(dock()->selectZone(NorthOfRoad));
    const int steps = document()->undoStack()->count();
    dock()->removeZone();
    QVERIFY(!zone(NorthOfRoad));
    QCOMPARE(document()->scenario().sides.first().defaultZone, QString());
    QCOMPARE(document()->undoStack()->count(), steps + 1);
    document()->undoStack()->undo();
    QCOMPARE(document()->serialize(), before);
}

void TestZones::severalLinesDroppedAtOnceAreOneStep_data()
{
    QTest::addColumn<int>("modifiers");
    QTest::addColumn<QString>("text");
    // Tan's four lines north of the road hold 7 units; the demo's zone south of the road.
    QTest::newRow("whole lines on a hex")
        << int(Qt::ShiftModifier) << QStringLiteral("Place 7 Units on 0918");
    QTest::newRow("one of each line on a hex")
        << int(Qt::NoModifier) << QStringLiteral("Place 4 Units on 0918");
    QTest::newRow("whole lines in the zone under the cursor")
        << int(Qt::ShiftModifier | Qt::AltModifier)
        << QStringLiteral("Place 7 Units in 'Tan: south road to river'");
}

void TestZones::severalLinesDroppedAtOnceAreOneStep()
{
    QFETCH(int, modifiers);
    QFETCH(QString, text);
    auto *drop = m_window->findChild<UnitDropHandler *>(QStringLiteral("unitDropHandler"));
    QVERIFY(drop);
    state()->setCurrentZone(RoadAndRiver);
    const QStringList lines = {QStringLiteral("tan-n-tank"), QStringLiteral("tan-n-sp-artillery"),
                               QStringLiteral("tan-n-apc"), QStringLiteral("tan-n-infantry")};
    const QByteArray before = document()->serialize();
    const int steps = document()->undoStack()->count();
    // 0922 lies in the zone south of the road, 0918 in none.
    const OffsetCoord target = (modifiers & Qt::AltModifier) ? hex("0922") : hex("0918");
    QVERIFY(drop->placeLines(lines, target, Qt::KeyboardModifiers(modifiers)));
    QCOMPARE(document()->undoStack()->count(), steps + 1);
    QCOMPARE(document()->undoStack()->undoText(), text);
    document()->undoStack()->undo();
    QCOMPARE(document()->serialize(), before);
}

QTEST_MAIN(TestZones)
#include "tst_zones.moc"
