// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The scenario document and its undo commands: every command round-trips through do, undo
// and redo, compared on the bytes the file would hold (Okular's habit), and the document
// tells its listeners exactly what changed.

#include "commands/changelayout.h"
#include "commands/changescenariopart.h"
#include "commands/paintterrain.h"
#include "commands/replacescenario.h"
#include "document/scenariodocument.h"
#include "map/panel.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenarioreader.h"
#include "scenario/scenarioshift.h"
#include "scenario/scenariowriter.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <functional>

using namespace hexwright;

Q_DECLARE_METATYPE(std::function<QUndoCommand *(ScenarioDocument *)>)
Q_DECLARE_METATYPE(std::function<void(QList<Zone> &)>)

class TestDocument : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void everyCommandRoundTripsThroughUndo_data();
    void everyCommandRoundTripsThroughUndo();
    void aBrushStrokeIsOneUndoStep();
    void typingACountIsOneUndoStep();
    void typingBackTheOldValueLeavesNothingToUndo();
    void partSignalsSayWhichIdsChanged_data();
    void partSignalsSayWhichIdsChanged();
    void strokeOverOneThousandHexesMergesAndUndoes();
    void paintingSignalsOnlyTheChangedHexes();
    void erasingPaintRestoresThePanelsTerrain();
    void roadToolDrawsAndErasesOverPanelRoads();
    void saveMarksCleanAndTheTitleCanDropItsAsterisk();
    void newScenarioIsBlankAndSavesLoadably();
    void shiftingMovesEveryNamedHex();

private:
    std::unique_ptr<RulesetRegistry> m_registry;
    std::unique_ptr<ScenarioDocument> m_document;
};

void TestDocument::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_registry = RulesetRegistry::withBundledData();
}

void TestDocument::init()
{
    Diagnostics diagnostics;
    m_document
        = ScenarioDocument::load(QStringLiteral(SOURCE_DIR "/resources/scenarios/"
                                                           "samples/01-badger-hunt.scenario.yaml"),
                                 *m_registry, diagnostics);
    QVERIFY(m_document);
}

using CommandFactory = std::function<QUndoCommand *(ScenarioDocument *)>;

void TestDocument::everyCommandRoundTripsThroughUndo_data()
{
    QTest::addColumn<CommandFactory>("make");
    QTest::newRow("paint terrain") << CommandFactory([](ScenarioDocument *d) {
        return new PaintTerrain(d, {{{4, 4}, 3}, {{5, 4}, 3}, {{6, 4}, 0}}, 1);
    });
    QTest::newRow("erase paint (nothing painted: still one step)")
        << CommandFactory([](ScenarioDocument *d) {
               return new PaintTerrain(d, {{{4, 4}, 3}, {{4, 5}, NoTerrain}}, 2);
           });
    QTest::newRow("paint beyond the panels grows the map")
        << CommandFactory([](ScenarioDocument *d) {
               return new PaintTerrain(d, {{{40, 3}, 0}}, 3);
           });
    QTest::newRow("place a panel") << CommandFactory([](ScenarioDocument *d) {
        QList<PanelPlacement> layout = d->scenario().layout;
        layout.append({QStringLiteral("1"), 16, 0, 0, {}});
        return new ChangeLayout(d, layout, QStringLiteral("Place panel 1"));
    });
    QTest::newRow("turn a panel") << CommandFactory([](ScenarioDocument *d) {
        QList<PanelPlacement> layout = d->scenario().layout;
        layout[1].rotation = 180;
        return new ChangeLayout(d, layout, QStringLiteral("Turn panel 6"));
    });
    QTest::newRow("remove a panel") << CommandFactory([](ScenarioDocument *d) {
        QList<PanelPlacement> layout = d->scenario().layout;
        layout.removeLast();
        return new ChangeLayout(d, layout, QStringLiteral("Remove panel D"));
    });
    QTest::newRow("draw a road") << CommandFactory([](ScenarioDocument *d) {
        return new EditRoads(d, {{{{4, 4}, {5, 4}}, true}});
    });
    QTest::newRow("add a side") << CommandFactory([](ScenarioDocument *d) {
        QList<Side> sides = d->scenario().sides;
        Side red;
        red.id = QStringLiteral("red");
        red.name = QStringLiteral("Red");
        red.colours = {QStringLiteral("red")};
        red.setupOrder = red.moveOrder = 3;
        red.morale = {MoraleBlock {{QStringLiteral("red")}, 7, {}, {}, false}};
        sides.append(red);
        return new ChangeSides(d, sides, QStringLiteral("Add side"));
    });
    QTest::newRow("buy units") << CommandFactory([](ScenarioDocument *d) {
        QList<ForceEntry> forces = d->scenario().forces;
        ForceEntry tanks = forces.first();
        tanks.id = QStringLiteral("tan-more-tanks");
        tanks.count = 3;
        forces.append(tanks);
        return new ChangeForces(d, forces, QStringLiteral("Add 3 tanks"));
    });
    QTest::newRow("change a zone") << CommandFactory([](ScenarioDocument *d) {
        QList<Zone> zones = d->scenario().zones;
        zones.first().hexes.removeLast();
        return new ChangeZones(d, zones, QStringLiteral("Edit zone"));
    });
    QTest::newRow("change the game length") << CommandFactory([](ScenarioDocument *d) {
        GameLength length = d->scenario().gameLength;
        length.turns = 8;
        return new ChangeGameLength(d, length, QStringLiteral("Game length"));
    });
    QTest::newRow("erase a panel road") << CommandFactory([](ScenarioDocument *d) {
        // Panel 3's road leaves its west edge at 0109 and runs on to 0210.
        return new EditRoads(d, {{{{0, 8}, {1, 9}}, false}});
    });
    QTest::newRow("place a fortress") << CommandFactory([](ScenarioDocument *d) {
        QList<Marker> markers = d->scenario().markers;
        markers.append(
            Marker {QStringLiteral("fortress"), {5, 5}, QString(), QStringLiteral("green"), {}});
        return new ChangeMarkers(d, markers, QStringLiteral("Place fortress"));
    });
    QTest::newRow("ally two colours") << CommandFactory([](ScenarioDocument *d) {
        return new ChangeAlliances(d, {{QStringLiteral("tan"), QStringLiteral("green")}},
                                   QStringLiteral("Alliance"));
    });
    QTest::newRow("schedule a reinforcement") << CommandFactory([](ScenarioDocument *d) {
        QList<Reinforcement> list = d->scenario().reinforcements;
        Reinforcement r;
        r.id = QStringLiteral("tan-turn-3");
        r.side = QStringLiteral("tan");
        r.turn = 3;
        r.entry.kind = Entry::Kind::Edge;
        r.entry.edge = EdgeSpec {QStringLiteral("south"), {QStringLiteral("E")}, {}, {}};
        list.append(r);
        return new ChangeReinforcements(d, list, QStringLiteral("New reinforcement"));
    });
    QTest::newRow("hide partisans") << CommandFactory([](ScenarioDocument *d) {
        HiddenUnits h;
        h.id = QStringLiteral("partisans");
        h.side = QStringLiteral("green");
        h.colour = QStringLiteral("green");
        h.unitType = QStringLiteral("conv_infantry");
        h.zone = d->scenario().zones.first().id;
        h.outcomes = {{{5}, 1}, {{6}, 2}};
        return new ChangeHidden(d, {h}, QStringLiteral("Hidden units"));
    });
    QTest::newRow("change a victory condition") << CommandFactory([](ScenarioDocument *d) {
        QList<VictoryCondition> victory = d->scenario().victory;
        victory.first().parameters.insert(QStringLiteral("at_end_of_turn"), 5);
        return new ChangeVictory(d, victory, QStringLiteral("Victory"));
    });
    QTest::newRow("add a special rule") << CommandFactory([](ScenarioDocument *d) {
        return new ChangeSpecialRules(
            d, {SpecialRule {QStringLiteral("no-fire"), QStringLiteral("No fire on turn 1.")}},
            QStringLiteral("Special rules"));
    });
    QTest::newRow("retitle") << CommandFactory([](ScenarioDocument *d) {
        ScenarioMetadata metadata = d->scenario().metadata;
        metadata.title = QStringLiteral("Badger Hunt, again");
        return new ChangeMetadata(d, metadata, d->scenario().briefing, QStringLiteral("Title"));
    });
    QTest::newRow("grow the map west, moving every named hex")
        << CommandFactory([](ScenarioDocument *d) {
               Scenario moved = d->scenario();
               moved.layout.append(PanelPlacement {QStringLiteral("1"), -16, 0, 0, {}});
               shiftScenario(moved, 16, 0);
               return new ReplaceScenario(d, moved, QStringLiteral("Place panel 1"));
           });
}

void TestDocument::everyCommandRoundTripsThroughUndo()
{
    QFETCH(CommandFactory, make);
    const QByteArray before = m_document->serialize();
    QUndoStack *stack = m_document->undoStack();
    QVERIFY(!m_document->isModified());
    stack->push(make(m_document.get()));
    const QByteArray after = m_document->serialize();
    QVERIFY(after != before);
    QVERIFY(m_document->isModified());
    stack->undo();
    QCOMPARE(m_document->serialize(), before);
    QVERIFY(!m_document->isModified());
    stack->redo();
    QCOMPARE(m_document->serialize(), after);
    stack->undo();
    QCOMPARE(m_document->serialize(), before);
    // And the assembled map follows the file: compose from scratch and compare.
    const HexMap fresh = HexMap::compose(m_document->scenario(), m_document->panels());
    QCOMPARE(m_document->map().playableCount(), fresh.playableCount());
    QCOMPARE(m_document->map().roads(), fresh.roads());
}

void TestDocument::aBrushStrokeIsOneUndoStep()
{
    QUndoStack *stack = m_document->undoStack();
    const QByteArray before = m_document->serialize();
    const int stroke = PaintTerrain::nextStrokeId();
    stack->push(new PaintTerrain(m_document.get(), {{{2, 2}, 3}}, stroke));
    stack->push(new PaintTerrain(m_document.get(), {{{3, 2}, 3}, {{2, 2}, 4}}, stroke));
    stack->push(new PaintTerrain(m_document.get(), {{{4, 2}, 3}}, stroke));
    QCOMPARE(stack->count(), 1);
    QCOMPARE(m_document->map().terrainAt({2, 2}), quint8(4));
    stack->push(new PaintTerrain(m_document.get(), {{{5, 2}, 3}}, PaintTerrain::nextStrokeId()));
    QCOMPARE(stack->count(), 2);
    stack->undo();
    stack->undo();
    QCOMPARE(m_document->serialize(), before);
}

void TestDocument::typingACountIsOneUndoStep()
{
    QUndoStack *stack = m_document->undoStack();
    const QByteArray before = m_document->serialize();
    QSignalSpy forcesChanged(m_document.get(), &ScenarioDocument::forcesChanged);
    const QString key = QStringLiteral("count:") + m_document->scenario().forces.first().id;
    for (int count : {1, 12, 4}) { // typing "1", "12", then correcting to "4"
        QList<ForceEntry> forces = m_document->scenario().forces;
        forces.first().count = count;
        stack->push(new ChangeForces(m_document.get(), forces, QStringLiteral("Count"), key));
    }
    QCOMPARE(stack->count(), 1);
    QCOMPARE(forcesChanged.size(), 3);
    QCOMPARE(m_document->scenario().forces.first().count, 4);
    stack->undo();
    QCOMPARE(m_document->serialize(), before);
    stack->redo();
    QCOMPARE(m_document->scenario().forces.first().count, 4);
    // Another field does not merge into the count's step.
    QList<ForceEntry> forces = m_document->scenario().forces;
    forces.first().options = {QStringLiteral("paratroop")};
    stack->push(new ChangeForces(m_document.get(), forces, QStringLiteral("Options"),
                                 QStringLiteral("options")));
    QCOMPARE(stack->count(), 2);
}

void TestDocument::typingBackTheOldValueLeavesNothingToUndo()
{
    QUndoStack *stack = m_document->undoStack();
    const QString key = QStringLiteral("count:") + m_document->scenario().forces.first().id;
    const int original = m_document->scenario().forces.first().count;
    for (int count : {original + 1, original + 11, original}) {
        QList<ForceEntry> forces = m_document->scenario().forces;
        forces.first().count = count;
        stack->push(new ChangeForces(m_document.get(), forces, QStringLiteral("Count"), key));
    }
    QCOMPARE(stack->count(), 0);
    QVERIFY(!m_document->isModified());

    // The same for the title, typed and typed back.
    const ScenarioMetadata start = m_document->scenario().metadata;
    for (const QString &title : {start.title + QStringLiteral("!"), start.title}) {
        ScenarioMetadata metadata = start;
        metadata.title = title;
        stack->push(new ChangeMetadata(m_document.get(), metadata, m_document->scenario().briefing,
                                       QStringLiteral("Title"), QStringLiteral("title")));
    }
    QCOMPARE(stack->count(), 0);
    QVERIFY(!m_document->isModified());
}

void TestDocument::partSignalsSayWhichIdsChanged_data()
{
    QTest::addColumn<std::function<void(QList<Zone> &)>>("edit");
    QTest::addColumn<QStringList>("inserted");
    QTest::addColumn<QStringList>("removed");
    QTest::addColumn<QStringList>("changed");
    QTest::addColumn<bool>("reordered");

    using Edit = std::function<void(QList<Zone> &)>;
    QTest::newRow("a zone added at the end") << Edit([](QList<Zone> &zones) {
        Zone zone;
        zone.id = QStringLiteral("new-zone");
        zone.name = QStringLiteral("New");
        zones.append(zone);
    }) << QStringList {QStringLiteral("new-zone")}
                                             << QStringList() << QStringList() << false;
    QTest::newRow("the first zone renamed")
        << Edit([](QList<Zone> &zones) { zones.first().name += QStringLiteral(" (north)"); })
        << QStringList() << QStringList() << QStringList {QStringLiteral("first")} << false;
    QTest::newRow("the last zone removed")
        << Edit([](QList<Zone> &zones) { zones.removeLast(); }) << QStringList()
        << QStringList {QStringLiteral("last")} << QStringList() << false;
    QTest::newRow("the first two zones swapped")
        << Edit([](QList<Zone> &zones) { zones.swapItemsAt(0, 1); }) << QStringList()
        << QStringList() << QStringList() << true;
    QTest::newRow("only where it was written moved")
        << Edit([](QList<Zone> &zones) { zones.first().position.line += 10; }) << QStringList()
        << QStringList() << QStringList() << false;
}

void TestDocument::partSignalsSayWhichIdsChanged()
{
    QFETCH(std::function<void(QList<Zone> &)>, edit);
    QFETCH(QStringList, inserted);
    QFETCH(QStringList, removed);
    QFETCH(QStringList, changed);
    QFETCH(bool, reordered);

    const QList<Zone> before = m_document->scenario().zones;
    QVERIFY(before.size() >= 2);
    // "first" and "last" stand for the ids of the sample's first and last zone.
    const auto resolve = [&](QStringList ids) {
        for (QString &id : ids) {
            if (id == QLatin1String("first"))
                id = before.first().id;
            else if (id == QLatin1String("last"))
                id = before.last().id;
        }
        return ids;
    };
    QList<Zone> zones = before;
    edit(zones);
    QSignalSpy spy(m_document.get(), &ScenarioDocument::zonesChanged);
    m_document->undoStack()->push(
        new ChangeZones(m_document.get(), zones, QStringLiteral("Zones")));
    QCOMPARE(spy.size(), 1);
    const auto changes = spy.at(0).at(0).value<IdChanges>();
    QCOMPARE(changes.inserted, resolve(inserted));
    QCOMPARE(changes.removed, resolve(removed));
    QCOMPARE(changes.changed, resolve(changed));
    QCOMPARE(changes.reordered, reordered);
    QVERIFY(!changes.reset);

    // Undo reports the opposite.
    m_document->undoStack()->undo();
    QCOMPARE(spy.size(), 2);
    const auto back = spy.at(1).at(0).value<IdChanges>();
    QCOMPARE(back.inserted, resolve(removed));
    QCOMPARE(back.removed, resolve(inserted));
    QCOMPARE(back.changed, resolve(changed));
}

void TestDocument::strokeOverOneThousandHexesMergesAndUndoes()
{
    QUndoStack *stack = m_document->undoStack();
    // The demo's 33 x 29 map is too small for a thousand hexes: add a panel beside it.
    QList<PanelPlacement> layout = m_document->scenario().layout;
    layout.append({QStringLiteral("1"), 32, 0, 0, {}});
    stack->push(new ChangeLayout(m_document.get(), layout, QStringLiteral("Place panel 1")));
    const QByteArray before = m_document->serialize();
    const int stroke = PaintTerrain::nextStrokeId();
    int painted = 0;
    for (int row = 1; row < 28 && painted < 1000; ++row) {
        QList<TerrainChange> segment;
        for (int col = 1; col < 48 && painted < 1000; ++col, ++painted)
            segment.append({{col, row}, quint8(painted % 4)});
        stack->push(new PaintTerrain(m_document.get(), segment, stroke));
    }
    QCOMPARE(painted, 1000);
    QCOMPARE(stack->count(), 2);
    QCOMPARE(m_document->scenario().terrain.count(), 1000);
    stack->undo();
    QCOMPARE(m_document->serialize(), before);
}

void TestDocument::paintingSignalsOnlyTheChangedHexes()
{
    QSignalSpy terrain(m_document.get(), &ScenarioDocument::terrainChanged);
    QSignalSpy layout(m_document.get(), &ScenarioDocument::layoutChanged);
    QSignalSpy modified(m_document.get(), &ScenarioDocument::modifiedChanged);
    m_document->undoStack()->push(
        new PaintTerrain(m_document.get(), {{{4, 4}, 3}, {{5, 4}, 3}}, 9));
    QCOMPARE(terrain.size(), 1);
    QCOMPARE(terrain.first().first().value<QList<OffsetCoord>>().size(), 2);
    QCOMPARE(layout.size(), 0);
    QCOMPARE(modified.size(), 1);
    QCOMPARE(modified.first().first().toBool(), true);
    m_document->undoStack()->undo();
    QCOMPARE(terrain.size(), 2);
    QCOMPARE(modified.last().first().toBool(), false);
}

void TestDocument::erasingPaintRestoresThePanelsTerrain()
{
    const OffsetCoord hex {4, 3}; // a hilltop of panel 3 in the demo
    const quint8 original = m_document->map().terrainAt(hex);
    QCOMPARE(m_document->ruleset().terrain.at(original).id, QStringLiteral("hilltop"));
    QUndoStack *stack = m_document->undoStack();
    stack->push(new PaintTerrain(m_document.get(), {{hex, 0}}, PaintTerrain::nextStrokeId()));
    QCOMPARE(m_document->map().terrainAt(hex), quint8(0));
    stack->push(
        new PaintTerrain(m_document.get(), {{hex, NoTerrain}}, PaintTerrain::nextStrokeId()));
    QCOMPARE(m_document->map().terrainAt(hex), original);
    QVERIFY(m_document->scenario().terrain.isEmpty());
}

void TestDocument::roadToolDrawsAndErasesOverPanelRoads()
{
    QUndoStack *stack = m_document->undoStack();
    const RoadLink panelRoad {{0, 8}, {1, 9}}; // panel 3's road, 0109 - 0210
    const HexCoord a = HexMap::Offsets.fromOffset(panelRoad.a);
    const HexCoord b = HexMap::Offsets.fromOffset(panelRoad.b);
    QVERIFY(m_document->map().hasRoad(a, b));
    stack->push(new EditRoads(m_document.get(), {{panelRoad, false}}));
    QVERIFY(!m_document->map().hasRoad(a, b));
    QCOMPARE(m_document->scenario().roadsRemoved.size(), 1);
    // Drawing it back needs no edit at all: the panel has it.
    stack->push(new EditRoads(m_document.get(), {{panelRoad, true}}));
    QVERIFY(m_document->map().hasRoad(a, b));
    QVERIFY(m_document->scenario().roadsRemoved.isEmpty());
    QVERIFY(m_document->scenario().roadsAdded.isEmpty());
}

void TestDocument::saveMarksCleanAndTheTitleCanDropItsAsterisk()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("copy.scenario.yaml"));
    QSignalSpy pathChanged(m_document.get(), &ScenarioDocument::filePathChanged);
    m_document->undoStack()->push(new PaintTerrain(m_document.get(), {{{4, 4}, 3}}, 77));
    QVERIFY(m_document->isModified());
    QString error;
    QVERIFY2(m_document->save(path, &error), qPrintable(error));
    QVERIFY(!m_document->isModified());
    QCOMPARE(pathChanged.size(), 1);
    QCOMPARE(m_document->displayName(), QStringLiteral("copy.scenario.yaml"));
    m_document->undoStack()->undo();
    QVERIFY(m_document->isModified()); // the saved file has the paint
    Diagnostics diagnostics;
    auto reloaded = ScenarioDocument::load(path, *m_registry, diagnostics);
    QVERIFY(reloaded);
    QCOMPARE(reloaded->scenario().terrain.count(), 1);
}

void TestDocument::newScenarioIsBlankAndSavesLoadably()
{
    Diagnostics diagnostics;
    auto blank
        = ScenarioDocument::createNew(QStringLiteral("hammers-slammers"), *m_registry, diagnostics);
    QVERIFY(blank);
    QVERIFY(blank->scenario().layout.isEmpty());
    QCOMPARE(blank->displayName(), QStringLiteral("Untitled"));
    QCOMPARE(blank->scenario().gameLength.turns, std::optional<int>(20));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("new.scenario.yaml"));
    QList<PanelPlacement> layout = {{QStringLiteral("3"), 0, 0, 0, {}}};
    blank->undoStack()->push(new ChangeLayout(blank.get(), layout, QStringLiteral("Place")));
    QString error;
    QVERIFY(blank->save(path, &error));
    auto reloaded = ScenarioDocument::load(path, *m_registry, diagnostics);
    QVERIFY2(reloaded, diagnostics.isEmpty() ? "" : qPrintable(diagnostics.first().toText()));
    QCOMPARE(reloaded->serialize(), blank->serialize());
    QVERIFY(!ScenarioDocument::createNew(QStringLiteral("no-such-game"), *m_registry, diagnostics));
}

void TestDocument::shiftingMovesEveryNamedHex()
{
    Diagnostics diagnostics;
    const LoadedScenario loaded
        = loadScenario(QStringLiteral(SOURCE_DIR "/tests/data/scenarios/everything.scenario.yaml"),
                       QStringLiteral("everything"), *m_registry, diagnostics);
    QVERIFY(loaded.scenario);
    const Scenario &original = *loaded.scenario;
    QVERIFY(scenarioRefersToHexes(original));
    Scenario blank;
    blank.layout = original.layout;
    QVERIFY(!scenarioRefersToHexes(blank));

    Scenario moved = original;
    shiftScenario(moved, 2, 3);
    const OffsetCoord by {2, 3};
    const auto plus = [by](OffsetCoord hex) {
        return OffsetCoord {hex.col + by.col, hex.row + by.row};
    };
    QCOMPARE(moved.layout.first().column, original.layout.first().column + 2);
    QCOMPARE(moved.layout.first().row, original.layout.first().row + 3);
    QCOMPARE(moved.terrain.origin, plus(original.terrain.origin));
    QCOMPARE(moved.terrain.cells, original.terrain.cells);
    QCOMPARE(moved.zones.first().hexes.first(), plus(original.zones.first().hexes.first()));
    QCOMPARE(moved.markers.first().hex, plus(original.markers.first().hex));
    QVERIFY(!original.roadsAdded.isEmpty());
    QCOMPARE(moved.roadsAdded.first().a, plus(original.roadsAdded.first().a));
    int hexPlacements = 0;
    for (qsizetype i = 0; i < original.forces.size(); ++i) {
        if (original.forces.at(i).placement.kind != Placement::Kind::Hex)
            continue;
        ++hexPlacements;
        QCOMPARE(moved.forces.at(i).placement.hex, plus(original.forces.at(i).placement.hex));
    }
    QVERIFY(hexPlacements > 0);
    int roadEntries = 0;
    for (qsizetype i = 0; i < original.reinforcements.size(); ++i) {
        if (original.reinforcements.at(i).entry.kind != Entry::Kind::RoadHex)
            continue;
        ++roadEntries;
        QCOMPARE(moved.reinforcements.at(i).entry.hex,
                 plus(original.reinforcements.at(i).entry.hex));
    }
    QVERIFY(roadEntries > 0);

    // Every hex keeps its terrain: the assembled maps agree hex for hex.
    const HexMap before = HexMap::compose(original, *loaded.panels);
    const HexMap after = HexMap::compose(moved, *loaded.panels);
    QCOMPARE(after.playableCount(), before.playableCount());
    for (const Zone &zone : original.zones) {
        for (const OffsetCoord &hex : zone.hexes)
            QCOMPARE(after.terrainAt(plus(hex)), before.terrainAt(hex));
    }

    // And back again gives the very same file.
    shiftScenario(moved, -2, -3);
    QCOMPARE(writeScenario(moved, *loaded.ruleset, loaded.panels),
             writeScenario(original, *loaded.ruleset, loaded.panels));
}

QTEST_GUILESS_MAIN(TestDocument)
#include "tst_document.moc"
