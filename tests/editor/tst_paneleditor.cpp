// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The panel editor: library panels edited with the scenario map tools. The library file is
// written canonically, edits fold back into the panel (terrain into the grid, road links back
// into chains), and a saved library replaces the bundled one for every scenario after it.

#include "commands/changelayout.h"
#include "commands/paintterrain.h"
#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "io/yamltree.h"
#include "mainwindow.h"
#include "map/paneledit.h"
#include "map/panellibraryreader.h"
#include "map/panellibrarywriter.h"
#include "mapview.h"
#include "paneleditor/paneleditorwindow.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "testsupport.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace hexwright;
using namespace hexwright::testsupport;

namespace {

const QString LibraryId = QStringLiteral("hammers-slammers");
const QString BundledLibrary = QStringLiteral(":/hexwright/panels/hammers-slammers.panels.yaml");

/// "0109 0209 ..." -> hexes.
QList<OffsetCoord> hexes(const QString &labels)
{
    QList<OffsetCoord> out;
    for (const QString &label : labels.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        out.append(hex(label.toLatin1().constData()));
    return out;
}

/// A road as one line: "id | name | 0109 0209 ...".
QString describe(const PanelRoad &road)
{
    QStringList labels;
    for (const OffsetCoord &h : road.hexes)
        labels.append(formatHexLabel(h));
    return QStringLiteral("%1 | %2 | %3").arg(road.id, road.name, labels.join(QLatin1Char(' ')));
}

QStringList describe(const QList<PanelRoad> &roads)
{
    QStringList out;
    for (const PanelRoad &road : roads)
        out.append(describe(road));
    return out;
}

QStringList describe(const QList<PanelFeature> &features)
{
    QStringList out;
    for (const PanelFeature &f : features) {
        QStringList labels;
        for (const OffsetCoord &h : f.hexes)
            labels.append(formatHexLabel(h));
        out.append(QStringLiteral("%1 | %2 | %3 | %4")
                       .arg(f.id, f.name, f.kind, labels.join(QLatin1Char(' '))));
    }
    return out;
}

/// Everything a panel holds, as text, so that a difference shows where it is.
QStringList describe(const Panel &p)
{
    QStringList out {QStringLiteral("%1 | %2 | %3 | %4x%5")
                         .arg(p.id, p.name)
                         .arg(int(p.kind))
                         .arg(p.columns)
                         .arg(p.rows)};
    for (int row = 0; row <= p.rows; ++row)
        out.append(
            QString::fromLatin1(p.terrain.mid(row * (p.columns + 1), p.columns + 1).toHex(' ')));
    return out + describe(p.roads) + describe(p.features);
}

QStringList describe(const QList<Panel> &panels)
{
    QStringList out;
    for (const Panel &panel : panels)
        out += describe(panel);
    return out;
}

QStringList describe(const PanelLibrary &library)
{
    QStringList out {library.id, library.name, library.rulesetId};
    for (auto it = library.legend.cbegin(); it != library.legend.cend(); ++it)
        out.append(QStringLiteral("%1 = %2").arg(it.key(), it.value()));
    return out + describe(library.panels);
}

/// Clicks @p button of the next message box as soon as it is shown.
void answerNextMessageBox(QMessageBox::StandardButton button)
{
    auto *timer = new QTimer(qApp);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, button] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            timer->deleteLater();
            timer->stop();
            box->button(button)->click();
        }
    });
    timer->start(10);
}

} // namespace

class TestPanelEditor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void writerRoundTripsTheBundledLibrary();
    void writtenFileStartsWithItsGeometryAndLegend();
    void writerAddsTerrainTheLegendLacks();
    void untouchedPanelsComeBackUnchanged();
    void paintedHexesBecomeThePanelsTerrain();
    void roadEditsBecomeChains_data();
    void roadEditsBecomeChains();
    void savedLibraryIsFoundBeforeTheBundledOne();
    void reloadingKeepsOldLibrariesAlive();
    void editorPaintsPanel4AndSavesTheLibrary();
    void switchingPanelsKeepsOrDiscardsEdits();
    void theScenarioBrushPaintsTheLibraryPanel();
    void revertForgetsAndRestoreGoesBackToTheBundledPanels();
    void mapMenuOpensTheEditor();

private:
    const PanelLibrary &bundled() const { return *m_bundled; }
    QString userLibraryPath() const
    {
        return RulesetRegistry::userPanelsPath() + QLatin1Char('/') + LibraryId
            + QStringLiteral(".panels.yaml");
    }

    QTemporaryDir m_home;
    std::unique_ptr<RulesetRegistry> m_registry;
    const Ruleset *m_ruleset = nullptr;
    std::unique_ptr<PanelLibrary> m_bundled;
};

void TestPanelEditor::initTestCase()
{
    // Saved libraries go to a home of our own, never to the user's data folder.
    QVERIFY(m_home.isValid());
    testsupport::useOwnHome(m_home.path(), "tst_paneleditor");
    QVERIFY(RulesetRegistry::userPanelsPath().startsWith(m_home.path()));

    m_registry = RulesetRegistry::withBundledData();
    Diagnostics diagnostics;
    m_ruleset = m_registry->ruleset(LibraryId, diagnostics);
    QVERIFY(m_ruleset);
    m_bundled = loadPanelLibrary(BundledLibrary, BundledLibrary, *m_ruleset, diagnostics);
    QVERIFY(m_bundled);
    QVERIFY(diagnostics.isEmpty());
}

void TestPanelEditor::init()
{
    QFile::remove(userLibraryPath());
}

void TestPanelEditor::cleanup()
{
    QFile::remove(userLibraryPath());
}

void TestPanelEditor::writerRoundTripsTheBundledLibrary()
{
    const QByteArray written = writePanelLibrary(bundled(), *m_ruleset);
    Diagnostics diagnostics;
    auto document = YamlDocument::parse(written, QStringLiteral("written"), diagnostics);
    QVERIFY(document);
    auto reread = readPanelLibrary(*document, *m_ruleset, diagnostics);
    QVERIFY2(reread, qPrintable(diagnostics.isEmpty() ? QString() : diagnostics.first().toText()));
    QVERIFY(diagnostics.isEmpty());
    QCOMPARE(describe(*reread), describe(bundled()));
    QCOMPARE(writePanelLibrary(*reread, *m_ruleset), written);
}

void TestPanelEditor::writtenFileStartsWithItsGeometryAndLegend()
{
    const QString written = QString::fromUtf8(writePanelLibrary(bundled(), *m_ruleset));
    // The first line names the JSON Schema, as the bundled file does (issue 19, point 3).
    QVERIFY(written.startsWith(QStringLiteral("# yaml-language-server: $schema=../schemas/"
                                              "hexwright-panels.schema.json\n")));
    const QString text = written.mid(written.indexOf(QLatin1Char('\n')) + 1);
    QVERIFY(text.startsWith(QStringLiteral("# Hammer's Slammers panels (Hexwright design)\n"
                                           "# Panel library 'hammers-slammers' for ruleset "
                                           "'hammers-slammers', written by Hexwright.\n#\n")));
    QVERIFY(text.contains(QStringLiteral("\n# Geometry: flat-top hexes in vertical columns")));
    QVERIFY(text.contains(QStringLiteral("\n# Legend: . clear  s slope  h hilltop  f forest  "
                                         "c city  w swamp  l lake  r river  b bridge\n")));
    // The keys in the reader's order, terrain rows and hex labels quoted.
    QVERIFY(text.contains(QStringLiteral("\nformat: hexwright-panels/1\nid: hammers-slammers\n"
                                         "name: Hammer's Slammers panels (Hexwright design)\n"
                                         "ruleset: hammers-slammers\nlegend:\n  \".\": clear\n"
                                         "  s: slope\n")));
    QVERIFY(text.contains(QStringLiteral("  - id: \"4\"\n    name: Panel 4\n    kind: main\n"
                                         "    columns: 16\n    rows: 12\n    terrain:\n"
                                         "      - \".................\"\n"
                                         "      - \"......ff....fff..\"\n")));
    QVERIFY(text.contains(QStringLiteral("      - id: north-road\n        name: North road\n"
                                         "        hexes: [\"1207\", \"1206\", \"1205\", \"1204\", "
                                         "\"1203\", \"1202\", \"1201\"]\n")));
}

void TestPanelEditor::writerAddsTerrainTheLegendLacks()
{
    PanelLibrary library = bundled();
    library.legend.remove(QLatin1Char('b')); // panel 4's bridge is now nowhere in the legend
    Diagnostics diagnostics;
    auto document = YamlDocument::parse(writePanelLibrary(library, *m_ruleset),
                                        QStringLiteral("written"), diagnostics);
    auto reread = readPanelLibrary(*document, *m_ruleset, diagnostics);
    QVERIFY(reread);
    QCOMPARE(reread->legend.value(QLatin1Char('b')), QStringLiteral("bridge"));
    QCOMPARE(describe(reread->panels), describe(bundled().panels));
}

void TestPanelEditor::untouchedPanelsComeBackUnchanged()
{
    // Roads that meet or cross (panel 4's north road leaves the main road at 1207) stay as
    // they were: no edit, no change.
    for (const Panel &panel : bundled().panels) {
        const Scenario scenario = panelEditScenario(panel, bundled(), *m_ruleset);
        QCOMPARE(scenario.metadata.title, QStringLiteral("Panel %1").arg(panel.id));
        QCOMPARE(scenario.layout.size(), 1);
        QCOMPARE(scenario.layout[0].column, 0);
        QCOMPARE(scenario.layout[0].row, 0);
        QCOMPARE(scenario.layout[0].rotation, 0);
        QCOMPARE(describe(applyPanelEdits(panel, scenario, *m_ruleset)), describe(panel));
    }
}

void TestPanelEditor::paintedHexesBecomeThePanelsTerrain()
{
    const Panel &panel4 = *bundled().findPanel(QStringLiteral("4"));
    const QStringList ids = m_ruleset->terrainIds();
    const quint8 city = quint8(ids.indexOf(QStringLiteral("city")));
    const quint8 lake = quint8(ids.indexOf(QStringLiteral("lake")));
    const quint8 forest = quint8(ids.indexOf(QStringLiteral("forest")));
    ScenarioDocument document(
        std::make_unique<Scenario>(panelEditScenario(panel4, bundled(), *m_ruleset)), *m_ruleset,
        bundled());
    // 1106 is a city hex of the large city: painted clear it stays listed in the feature.
    const quint8 clear = quint8(ids.indexOf(QStringLiteral("clear")));
    document.undoStack()->push(new PaintTerrain(
        &document,
        {{hex("0302"), city}, {hex("0405"), lake}, {hex("1106"), clear}, {{30, 3}, forest}}, 1));

    const Panel edited = applyPanelEdits(panel4, document.scenario(), *m_ruleset);
    Panel expected = panel4;
    const int width = panel4.columns + 1;
    expected.terrain[hex("0302").row * width + hex("0302").col] = char(city);
    expected.terrain[hex("0405").row * width + hex("0405").col] = char(lake);
    expected.terrain[hex("1106").row * width + hex("1106").col] = char(clear);
    QCOMPARE(describe(edited), describe(expected)); // the hex off the panel is ignored
    QCOMPARE(edited.terrainAt(hex("0302")), city);
    QVERIFY(edited.findFeature(QStringLiteral("large-city"))->hexes.contains(hex("1106")));
}

void TestPanelEditor::roadEditsBecomeChains_data()
{
    QTest::addColumn<QString>("panel");
    QTest::addColumn<QStringList>("drawn"); ///< "0302 0303" = a link drawn
    QTest::addColumn<QStringList>("erased");
    QTest::addColumn<QStringList>("roads");

    const QString mainRoad = QStringLiteral("0109 0209 0309 0409 0509 0609 0709 0809 0908 1008 "
                                            "1107 1207 1307 1407 1507 1608 1609 1709");
    const QString northRoad
        = QStringLiteral("north-road | North road | 1207 1206 1205 1204 1203 1202 1201");
    QTest::newRow("erasing a link splits a road; the longer part keeps its id")
        << QStringLiteral("4") << QStringList() << QStringList {QStringLiteral("0509 0609")}
        << QStringList {QStringLiteral("main-road | Main road | 0609 0709 0809 0908 1008 1107 "
                                       "1207 1307 1407 1507 1608 1609 1709"),
                        northRoad, QStringLiteral("road-1 | Road 1 | 0109 0209 0309 0409 0509")};
    QTest::newRow("a new road gets the next free id")
        << QStringLiteral("4")
        << QStringList {QStringLiteral("0302 0303"), QStringLiteral("0303 0304")} << QStringList()
        << QStringList {QStringLiteral("main-road | Main road | ") + mainRoad, northRoad,
                        QStringLiteral("road-1 | Road 1 | 0302 0303 0304")};
    QTest::newRow("drawing on from a road's end lengthens that road")
        << QStringLiteral("4") << QStringList {QStringLiteral("0109 0110")} << QStringList()
        << QStringList {QStringLiteral("main-road | Main road | 0110 ") + mainRoad, northRoad};
    QTest::newRow("a road drawn across another leaves it whole")
        << QStringLiteral("4")
        << QStringList {QStringLiteral("0508 0509"), QStringLiteral("0509 0510")} << QStringList()
        << QStringList {QStringLiteral("main-road | Main road | ") + mainRoad, northRoad,
                        QStringLiteral("road-1 | Road 1 | 0508 0509 0510")};
    QTest::newRow("erasing every link of a road removes it")
        << QStringLiteral("4") << QStringList()
        << QStringList {QStringLiteral("1207 1206"), QStringLiteral("1206 1205"),
                        QStringLiteral("1205 1204"), QStringLiteral("1204 1203"),
                        QStringLiteral("1203 1202"), QStringLiteral("1202 1201")}
        << QStringList {QStringLiteral("main-road | Main road | ") + mainRoad};
    QTest::newRow("a drawn loop is one closed road")
        << QStringLiteral("4")
        << QStringList {QStringLiteral("0303 0403"), QStringLiteral("0403 0404"),
                        QStringLiteral("0404 0303")}
        << QStringList()
        << QStringList {QStringLiteral("main-road | Main road | ") + mainRoad, northRoad,
                        QStringLiteral("road-1 | Road 1 | 0303 0403 0404 0303")};
    QTest::newRow("a branch drawn off a junction is a road of its own")
        << QStringLiteral("4")
        << QStringList {QStringLiteral("1207 1208"), QStringLiteral("1208 1209")} << QStringList()
        << QStringList {QStringLiteral("main-road | Main road | ") + mainRoad, northRoad,
                        QStringLiteral("road-1 | Road 1 | 1207 1208 1209")};
    QTest::newRow("a cut road redrawn elsewhere joins up with its parts")
        << QStringLiteral("3")
        << QStringList {QStringLiteral("0611 0610"), QStringLiteral("0610 0710"),
                        QStringLiteral("0710 0811")}
        << QStringList {QStringLiteral("0611 0711"), QStringLiteral("0711 0811")}
        << QStringList {QStringLiteral("road | Road | 0109 0210 0310 0411 0511 0611 0610 0710 "
                                       "0811 0911 1011 1111 1211 1310 1410 1509 1610 1709")};
}

void TestPanelEditor::roadEditsBecomeChains()
{
    QFETCH(QString, panel);
    QFETCH(QStringList, drawn);
    QFETCH(QStringList, erased);
    QFETCH(QStringList, roads);

    const Panel &base = *bundled().findPanel(panel);
    ScenarioDocument document(
        std::make_unique<Scenario>(panelEditScenario(base, bundled(), *m_ruleset)), *m_ruleset,
        bundled());
    // Drawn and erased the way the road tool does it: one EditRoads per stroke.
    QList<std::pair<RoadLink, bool>> links;
    for (const QString &pair : erased) {
        const QList<OffsetCoord> ends = hexes(pair);
        links.append({{ends[0], ends[1]}, false});
    }
    for (const QString &pair : drawn) {
        const QList<OffsetCoord> ends = hexes(pair);
        links.append({{ends[0], ends[1]}, true});
    }
    document.undoStack()->push(new EditRoads(&document, links));
    const Panel edited = applyPanelEdits(base, document.scenario(), *m_ruleset);
    QCOMPARE(describe(edited.roads), roads);
    QCOMPARE(edited.terrain, base.terrain);
    QCOMPARE(describe(edited.features), describe(base.features));
}

void TestPanelEditor::savedLibraryIsFoundBeforeTheBundledOne()
{
    PanelLibrary library = bundled();
    Panel &panel4 = library.panels[int(library.panelIds().indexOf(QStringLiteral("4")))];
    const quint8 lake = quint8(m_ruleset->terrainIds().indexOf(QStringLiteral("lake")));
    panel4.terrain[hex("0303").row * (panel4.columns + 1) + hex("0303").col] = char(lake);
    QString error;
    QVERIFY2(savePanelLibrary(userLibraryPath(), library, *m_ruleset, &error), qPrintable(error));

    auto registry = RulesetRegistry::withBundledData();
    QCOMPARE(registry->searchPaths().first(), RulesetRegistry::userPanelsPath());
    QVERIFY(registry->searchPaths().contains(QStringLiteral(":/hexwright/panels")));
    Diagnostics diagnostics;
    const Ruleset *ruleset = registry->ruleset(LibraryId, diagnostics);
    QVERIFY(ruleset);
    const PanelLibrary *found = registry->panelLibrary(LibraryId, *ruleset, diagnostics);
    QVERIFY(found);
    QVERIFY(diagnostics.isEmpty());
    QCOMPARE(found->findPanel(QStringLiteral("4"))->terrainAt(hex("0303")), lake);
    // Listed once, though both the user's folder and the bundled data have it.
    QCOMPARE(registry->panelLibraryIds().count(LibraryId), 1);

    // A new scenario is built from the saved panels.
    auto document = ScenarioDocument::createNew(LibraryId, *registry, diagnostics);
    QVERIFY(document);
    document->undoStack()->push(
        new ChangeLayout(document.get(), {{QStringLiteral("4"), 0, 0, 0, {}}}, QString()));
    QCOMPARE(document->map().terrainAt(hex("0303")), lake);
}

void TestPanelEditor::reloadingKeepsOldLibrariesAlive()
{
    auto registry = RulesetRegistry::withBundledData();
    Diagnostics diagnostics;
    const Ruleset *ruleset = registry->ruleset(LibraryId, diagnostics);
    const PanelLibrary *before = registry->panelLibrary(LibraryId, *ruleset, diagnostics);
    QVERIFY(before);
    const QByteArray bundledTerrain = before->findPanel(QStringLiteral("1"))->terrain;

    PanelLibrary library = *before;
    Panel &panel1 = library.panels[0];
    const quint8 lake = quint8(ruleset->terrainIds().indexOf(QStringLiteral("lake")));
    panel1.terrain[hex("0202").row * (panel1.columns + 1) + hex("0202").col] = char(lake);
    QVERIFY(savePanelLibrary(userLibraryPath(), library, *ruleset, nullptr));
    // Still the cached library until told...
    QCOMPARE(registry->panelLibrary(LibraryId, *ruleset, diagnostics), before);
    registry->reloadPanelLibrary(LibraryId);
    const PanelLibrary *after = registry->panelLibrary(LibraryId, *ruleset, diagnostics);
    QVERIFY(after);
    QCOMPARE(after->panels[0].terrain, library.panels[0].terrain);
    // ... and what open documents refer to is still there, unchanged.
    QCOMPARE(before->findPanel(QStringLiteral("1"))->terrain, bundledTerrain);
}

void TestPanelEditor::editorPaintsPanel4AndSavesTheLibrary()
{
    auto registry = RulesetRegistry::withBundledData();
    Diagnostics diagnostics;
    const Ruleset *ruleset = registry->ruleset(LibraryId, diagnostics);
    const PanelLibrary *library = registry->panelLibrary(LibraryId, *ruleset, diagnostics);
    QVERIFY(library);
    PanelEditorWindow window(*registry, *ruleset, *library);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.currentPanelId(), QStringLiteral("1"));
    QVERIFY(window.openPanel(QStringLiteral("4")));
    QCOMPARE(window.currentPanelId(), QStringLiteral("4"));
    const auto *banner = window.findChild<QLabel *>(QStringLiteral("panelEditorBanner"));
    QVERIFY(banner);
    QVERIFY2(banner->text().contains(
                 QStringLiteral("Editing panel 4 of the Hammer's Slammers panel library")),
             qPrintable(banner->text()));
    QCOMPARE(window.context()->document(), window.document());
    QVERIFY(window.mapView()->hasMap());
    QCOMPARE(window.document()->scenario().layout.size(), 1);

    const quint8 swamp = quint8(ruleset->terrainIds().indexOf(QStringLiteral("swamp")));
    window.document()->undoStack()->push(
        new PaintTerrain(window.document(), {{hex("0303"), swamp}, {hex("0304"), swamp}}, 7));
    QVERIFY(window.isModified());
    QVERIFY(window.isWindowModified());
    QCOMPARE(window.editedPanel().terrainAt(hex("0303")), swamp);

    QVERIFY(window.savePanelLibrary());
    QCOMPARE(window.libraryFilePath(), userLibraryPath());
    QVERIFY(!window.isModified());
    QVERIFY(!window.isWindowModified());
    QVERIFY(window.statusBar()->currentMessage().contains(
        QStringLiteral("open scenarios pick it up when reopened")));

    auto reloaded = loadPanelLibrary(userLibraryPath(), userLibraryPath(), *ruleset, diagnostics);
    QVERIFY(reloaded);
    QVERIFY(diagnostics.isEmpty());
    const Panel *panel4 = reloaded->findPanel(QStringLiteral("4"));
    QCOMPARE(panel4->terrainAt(hex("0303")), swamp);
    QCOMPARE(panel4->terrainAt(hex("0304")), swamp);
    QCOMPARE(describe(reloaded->panels[0]), describe(library->panels[0]));
    // The window's registry was told: the next scenario gets the painted panel.
    const PanelLibrary *fresh = registry->panelLibrary(LibraryId, *ruleset, diagnostics);
    QVERIFY(fresh != library);
    QCOMPARE(fresh->findPanel(QStringLiteral("4"))->terrainAt(hex("0303")), swamp);

    // Undo after saving still knows the panel as it was before: the swamp goes again.
    window.document()->undoStack()->undo();
    QVERIFY(window.isModified());
    QCOMPARE(window.editedPanel().terrainAt(hex("0303")),
             library->findPanel(QStringLiteral("4"))->terrainAt(hex("0303")));
    window.document()->undoStack()->redo();
    QVERIFY(!window.isModified());
}

void TestPanelEditor::switchingPanelsKeepsOrDiscardsEdits()
{
    auto registry = RulesetRegistry::withBundledData();
    Diagnostics diagnostics;
    const Ruleset *ruleset = registry->ruleset(LibraryId, diagnostics);
    const PanelLibrary *library = registry->panelLibrary(LibraryId, *ruleset, diagnostics);
    PanelEditorWindow window(*registry, *ruleset, *library);
    window.show();
    const quint8 lake = quint8(ruleset->terrainIds().indexOf(QStringLiteral("lake")));
    QVERIFY(window.openPanel(QStringLiteral("4")));
    window.document()->undoStack()->push(
        new PaintTerrain(window.document(), {{hex("0303"), lake}}, 1));

    answerNextMessageBox(QMessageBox::Cancel);
    QVERIFY(!window.openPanel(QStringLiteral("5")));
    QCOMPARE(window.currentPanelId(), QStringLiteral("4"));

    answerNextMessageBox(QMessageBox::Apply); // "Keep Edits"
    QVERIFY(window.openPanel(QStringLiteral("5")));
    QCOMPARE(window.currentPanelId(), QStringLiteral("5"));
    QCOMPARE(window.library().findPanel(QStringLiteral("4"))->terrainAt(hex("0303")), lake);
    QVERIFY(window.isModified()); // kept, not saved yet
    QVERIFY(!QFile::exists(userLibraryPath()));

    window.document()->undoStack()->push(
        new PaintTerrain(window.document(), {{hex("0303"), lake}}, 2));
    answerNextMessageBox(QMessageBox::Discard);
    QVERIFY(window.openPanel(QStringLiteral("4")));
    QCOMPARE(window.library().findPanel(QStringLiteral("5"))->terrainAt(hex("0303")),
             library->findPanel(QStringLiteral("5"))->terrainAt(hex("0303")));
    // Panel 4 comes back with the edits kept before.
    QCOMPARE(window.document()->map().terrainAt(hex("0303")), lake);

    answerNextMessageBox(QMessageBox::Save);
    QVERIFY(window.close());
    QVERIFY(QFile::exists(userLibraryPath()));
}

void TestPanelEditor::theScenarioBrushPaintsTheLibraryPanel()
{
    auto registry = RulesetRegistry::withBundledData();
    Diagnostics diagnostics;
    const Ruleset *ruleset = registry->ruleset(LibraryId, diagnostics);
    const PanelLibrary *library = registry->panelLibrary(LibraryId, *ruleset, diagnostics);
    PanelEditorWindow window(*registry, *ruleset, *library);
    window.resize(1000, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openPanel(QStringLiteral("4")));
    auto *brush = window.findChild<QAction *>(QStringLiteral("terrainBrushAction"));
    if (!brush)
        QSKIP("the terrain tools are not installed in this build");
    brush->trigger();
    const quint8 forest = quint8(ruleset->terrainIds().indexOf(QStringLiteral("forest")));
    const quint8 clear = quint8(ruleset->terrainIds().indexOf(QStringLiteral("clear")));
    QCOMPARE(window.editedPanel().terrainAt(hex("0702")), forest);
    // The palette starts on clear: one click with the brush clears a forest hex of panel 4.
    MapView *view = window.mapView();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->viewportPosOf(hex("0702")));
    QCOMPARE(window.editedPanel().terrainAt(hex("0702")), clear);
    QVERIFY(window.isModified());
    QVERIFY(window.savePanelLibrary());
    auto saved = loadPanelLibrary(userLibraryPath(), userLibraryPath(), *ruleset, diagnostics);
    QVERIFY(saved);
    QCOMPARE(saved->findPanel(QStringLiteral("4"))->terrainAt(hex("0702")), clear);
}

void TestPanelEditor::revertForgetsAndRestoreGoesBackToTheBundledPanels()
{
    auto registry = RulesetRegistry::withBundledData();
    Diagnostics diagnostics;
    const Ruleset *ruleset = registry->ruleset(LibraryId, diagnostics);
    const PanelLibrary *library = registry->panelLibrary(LibraryId, *ruleset, diagnostics);
    PanelEditorWindow window(*registry, *ruleset, *library);
    window.show();
    const quint8 city = quint8(ruleset->terrainIds().indexOf(QStringLiteral("city")));
    const quint8 before = library->panels[0].terrainAt(hex("0202"));
    window.document()->undoStack()->push(
        new PaintTerrain(window.document(), {{hex("0202"), city}}, 1));
    answerNextMessageBox(QMessageBox::Discard);
    window.revertPanel();
    QVERIFY(!window.isModified());
    QCOMPARE(window.editedPanel().terrainAt(hex("0202")), before);

    window.document()->undoStack()->push(
        new PaintTerrain(window.document(), {{hex("0202"), city}}, 2));
    QVERIFY(window.savePanelLibrary());
    QVERIFY(QFile::exists(userLibraryPath()));
    answerNextMessageBox(QMessageBox::Discard);
    window.restoreBundledLibrary();
    QVERIFY(!QFile::exists(userLibraryPath()));
    QCOMPARE(window.editedPanel().terrainAt(hex("0202")), before);
    QCOMPARE(registry->panelLibrary(LibraryId, *ruleset, diagnostics)->panels[0].terrain,
             library->panels[0].terrain);
}

void TestPanelEditor::mapMenuOpensTheEditor()
{
    MainWindow main;
    main.show();
    QVERIFY(main.openDemo());
    QMenu *map = main.context()->menu(QStringLiteral("mapMenu"));
    QVERIFY(map);
    QAction *action = main.findChild<QAction *>(QStringLiteral("editLibraryPanelsAction"));
    QVERIFY(action);
    QVERIFY(map->actions().contains(action));
    QCOMPARE(action->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+P")));
    action->trigger();
    auto *editor = main.findChild<PanelEditorWindow *>();
    QVERIFY(editor);
    QVERIFY(editor->isVisible());
    QVERIFY(editor->isWindow());
    QCOMPARE(editor->library().id, LibraryId);
    QCOMPARE(editor->currentPanelId(), QStringLiteral("1"));
    // The same menus as the main window, for the features that install themselves.
    for (const char *name : {"fileMenu", "editMenu", "viewMenu", "mapMenu", "toolsMenu"})
        QVERIFY2(editor->context()->menu(QLatin1String(name)), name);
    action->trigger(); // a second time: the same window comes forward
    QCOMPARE(main.findChildren<PanelEditorWindow *>().size(), 1);
    editor->close();
}

QTEST_MAIN(TestPanelEditor)
#include "tst_paneleditor.moc"
