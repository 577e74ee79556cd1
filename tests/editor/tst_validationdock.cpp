// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Problems dock at work: a double-click that goes to the problem (its dock raised, its
// subject selected, the map centred on it), icons on the roster lines at fault, rings on the
// map, and the verdict kept current after every edit, undo and redo too, on the UI thread or
// a worker. The problems are made by editing the book's samples so that checks that exist
// today fire. The list itself (groups, filters, counts) is tested in tst_problemmodel.

#include "checks/scenariochecks.h"
#include "document/scenariodocument.h"
#include "mainwindow.h"
#include "mapview.h"
#include "render/maprenderer.h"
#include "roster/rosterdock.h"
#include "roster/rostermodel.h"
#include "schedule/scheduledock.h"
#include "setup/zonemodel.h"
#include "setup/zonesdock.h"
#include "sides/sidesdock.h"
#include "testsupport.h"
#include "validation/livevalidator.h"
#include "validation/problemmodel.h"
#include "validation/problemoverlay.h"
#include "validation/validationcontroller.h"
#include "validation/validationdock.h"
#include "validationtestsupport.h"
#include "victory/hiddenpage.h"
#include "victory/markerspage.h"
#include "victory/victorydock.h"
#include "victory/victorypage.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeView>
#include <QUndoStack>

#include <optional>

using namespace hexwright;
using namespace hexwright::validationtest;

namespace {

/// What the checks say about the document now, as "code message" lines in a stable order.
QStringList checksNow(const ScenarioDocument &document)
{
    QStringList lines;
    for (const Diagnostic &d : checkScenario(document.scenario(), document.ruleset(),
                                             document.map(), document.displayName()))
        lines.append(d.code + QLatin1Char(' ') + d.message);
    lines.sort();
    return lines;
}

/// Whether @p dock is in front: shown, and the current tab where it shares its place.
bool isRaised(QMainWindow &window, QDockWidget *dock)
{
    if (!dock->isVisible())
        return false;
    for (QTabBar *bar : window.findChildren<QTabBar *>()) {
        for (int i = 0; i < bar->count(); ++i) {
            if (bar->tabData(i).value<quintptr>() == quintptr(dock))
                return bar->currentIndex() == i;
        }
    }
    return true; // not in a tab group
}

QStringList listed(const Diagnostics &diagnostics)
{
    QStringList lines;
    for (const Diagnostic &d : diagnostics)
        lines.append(d.code + QLatin1Char(' ') + d.message);
    lines.sort();
    return lines;
}

} // namespace

class TestValidationDock : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void goesToTheProblem_data();
    void goesToTheProblem();
    void goingToAProblemCentresTheMap();
    void rosterLinesShowTheirProblems();
    void overlayRingsTheShownProblems();
    void revalidatedAfterEditUndoAndRedo();
    void aBurstOfEditsValidatesOnce();
    void workerThreadDiscardsStaleResults();

private:
    QTemporaryDir m_home;
};

void TestValidationDock::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsupport::useOwnHome(m_home.path(), "tst_validationdock");
}

void TestValidationDock::init()
{
    // Every test starts from the default window layout.
    QSettings().clear();
}

void TestValidationDock::goesToTheProblem_data()
{
    QTest::addColumn<QString>("sample");
    QTest::addColumn<QString>("edit");
    QTest::addColumn<QString>("code"); ///< empty: a problem made by hand (no check yet)
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("dock");

    QTest::newRow("a force entry: its roster line") << Demo << "miscolour"
                                                    << "colour-not-on-side"
                                                    << "force"
                                                    << "tan-n-tank"
                                                    << "rosterDock";
    QTest::newRow("a zone: the Zones dock") << Demo << "zone off map"
                                            << "hex-off-map"
                                            << "zone"
                                            << "hilltop-3"
                                            << "zonesDock";
    QTest::newRow("a reinforcement: its chip") << CityTooFar << "late reinforcement"
                                               << "turn-after-end"
                                               << "reinforcement"
                                               << "tan-jump"
                                               << "reinforcementsDock";
    QTest::newRow("a side: the Sides dock") << Demo << "no morale"
                                            << "morale-missing"
                                            << "side"
                                            << "green"
                                            << "sidesDock";
    QTest::newRow("a marker: the Markers tab") << SpiceMadness << "marker off map"
                                               << "hex-off-map"
                                               << "marker" << QString() << "victoryDock";
    QTest::newRow("a victory condition: the Victory tab") << Demo << ""
                                                          << ""
                                                          << "victory"
                                                          << "green-holds"
                                                          << "victoryDock";
    QTest::newRow("hidden units: the Hidden Units tab") << Demo << "add hidden"
                                                        << ""
                                                        << "hidden"
                                                        << "partisans"
                                                        << "victoryDock";
}

void TestValidationDock::goesToTheProblem()
{
    QFETCH(QString, sample);
    QFETCH(QString, edit);
    QFETCH(QString, code);
    QFETCH(QString, kind);
    QFETCH(QString, id);
    QFETCH(QString, dock);

    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(sample));
    ScenarioDocument *document = window.document();

    if (edit == QLatin1String("miscolour")) {
        miscolourTank(window);
    } else if (edit == QLatin1String("zone off map")) {
        moveZoneOffMap(window, id);
    } else if (edit == QLatin1String("late reinforcement")) {
        QVERIFY(document->scenario().gameLength.turns);
        QList<Reinforcement> reinforcements = document->scenario().reinforcements;
        QVERIFY(!reinforcements.isEmpty());
        QCOMPARE(reinforcements.first().id, id);
        reinforcements.first().turn = *document->scenario().gameLength.turns + 3;
        push(window, new ChangeReinforcements(document, reinforcements, QStringLiteral("late")));
    } else if (edit == QLatin1String("no morale")) {
        dropGreenMorale(window);
    } else if (edit == QLatin1String("marker off map")) {
        QList<Marker> markers = document->scenario().markers;
        QVERIFY(!markers.isEmpty());
        markers.first().hex = OffMap;
        push(window, new ChangeMarkers(document, markers, QStringLiteral("marker")));
    } else if (edit == QLatin1String("add hidden")) {
        HiddenUnits hidden;
        hidden.id = id;
        hidden.side = QStringLiteral("green");
        hidden.colour = QStringLiteral("green");
        hidden.unitType = document->scenario().forces.last().unitType;
        hidden.zone = QStringLiteral("green-board-3");
        hidden.outcomes = {{{5, 6}, 1}};
        push(window, new ChangeHidden(document, {hidden}, QStringLiteral("hidden")));
    }

    Diagnostic problem;
    if (!code.isEmpty()) {
        // The check's own problem, as the dock lists it.
        QTRY_VERIFY(findProblem(window, code, kind, id));
        problem = *findProblem(window, code, kind, id);
    } else {
        // No check names this kind of subject yet: the problem a future check would report.
        problem.severity = Severity::Error;
        problem.code = QStringLiteral("made-up");
        problem.message = QStringLiteral("something about %1").arg(id);
        problem.subjectKind = kind;
        problem.subjectId = id;
        problem.side = QStringLiteral("green");
    }

    // Another tab of the same place is in front first, so raising is seen.
    auto *target = window.findChild<QDockWidget *>(dock);
    QVERIFY(target);
    const QList<QDockWidget *> siblings = window.tabifiedDockWidgets(target);
    if (!siblings.isEmpty())
        siblings.first()->raise();
    else
        target->hide();
    QTRY_VERIFY(!isRaised(window, target));

    validationOf(window)->goTo(problem);
    QTRY_VERIFY(isRaised(window, target));

    if (kind == QLatin1String("force")) {
        auto *roster = qobject_cast<RosterDock *>(target);
        QCOMPARE(roster->currentSide(), QStringLiteral("tan"));
        const QModelIndex current = roster->view()->selectionModel()->currentIndex();
        QCOMPARE(current.data(RosterModel::ForceIdRole).toString(), id);
        QVERIFY(roster->view()->selectionModel()->isRowSelected(current.row()));
    } else if (kind == QLatin1String("zone")) {
        auto *zones = qobject_cast<ZonesDock *>(target);
        const QModelIndex current = zones->view()->selectionModel()->currentIndex();
        QCOMPARE(current.data(ZoneModel::ZoneIdRole).toString(), id);
    } else if (kind == QLatin1String("reinforcement")) {
        QCOMPARE(qobject_cast<ScheduleDock *>(target)->selected(), id);
    } else if (kind == QLatin1String("side")) {
        QCOMPARE(qobject_cast<SidesDock *>(target)->currentSide(), id);
    } else if (kind == QLatin1String("marker")) {
        auto *victory = qobject_cast<VictoryDock *>(target);
        QVERIFY(victory->markersPage()->isVisible());
        QVERIFY(victory->markersPage()->selected());
        QCOMPARE(victory->markersPage()->selected()->second, OffMap);
    } else if (kind == QLatin1String("victory")) {
        auto *victory = qobject_cast<VictoryDock *>(target);
        QVERIFY(victory->victoryPage()->isVisible());
        QCOMPARE(victory->victoryPage()->currentId(), id);
    } else if (kind == QLatin1String("hidden")) {
        auto *victory = qobject_cast<VictoryDock *>(target);
        QVERIFY(victory->hiddenPage()->isVisible());
        QCOMPARE(victory->hiddenPage()->currentId(), id);
    }

    // Double-clicking the row in the dock goes there too (here: Enter on it).
    if (!code.isEmpty()) {
        ValidationDock *problems = validationOf(window)->dock();
        QStringList activated;
        connect(problems, &ValidationDock::problemActivated, this,
                [&activated](const Diagnostic &d) { activated.append(d.code); });
        problems->show();
        problems->raise();
        QVERIFY(problems->selectProblem(problem));
        problems->view()->setFocus();
        QTest::keyClick(problems->view(), Qt::Key_Return);
        QCOMPARE(activated, QStringList(code));
    }
}

void TestValidationDock::goingToAProblemCentresTheMap()
{
    MainWindow window;
    window.resize(1000, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openDemo());
    MapView *view = window.mapView();
    // Close enough that the map is larger than the window and can scroll.
    view->setZoom(1.0, view->viewport()->rect().center());
    view->centerOn(view->renderer()->hexCentre({2, 2}));
    miscolourTank(window, MidBoard);
    QTRY_VERIFY(findProblem(window, QStringLiteral("colour-not-on-side")));
    const Diagnostic problem = *findProblem(window, QStringLiteral("colour-not-on-side"));
    QCOMPARE(problem.hexes.value(0), MidBoard);

    const QPoint centre = view->viewport()->rect().center();
    const qreal hexPixels = view->renderer()->acrossFlats() * view->zoom();
    QVERIFY((view->viewportPosOf(MidBoard) - centre).manhattanLength() > hexPixels);
    validationOf(window)->goTo(problem);
    QVERIFY((view->viewportPosOf(MidBoard) - centre).manhattanLength() <= hexPixels);
    // ... and flashes it.
    QCOMPARE(validationOf(window)->overlay()->flashing(), std::optional<OffsetCoord>(MidBoard));
    QTRY_VERIFY_WITH_TIMEOUT(!validationOf(window)->overlay()->flashing(), 4000);
}

void TestValidationDock::rosterLinesShowTheirProblems()
{
    MainWindow window;
    QVERIFY(window.openDemo());
    auto *roster = window.findChild<RosterDock *>(QStringLiteral("rosterDock"));
    QVERIFY(roster);
    RosterModel *model = roster->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(roster->showForce(QStringLiteral("tan-n-apc")));
    const auto line = [model](const QString &id, int role) {
        return model->index(model->rowOf(id), RosterModel::UnitColumn).data(role);
    };
    QVERIFY(!line(QStringLiteral("tan-n-tank"), RosterModel::ProblemSeverityRole).isValid());
    QCOMPARE(line(QStringLiteral("tan-n-tank"), Qt::DecorationRole).typeId(), QMetaType::QColor);

    QSignalSpy changed(model, &QAbstractItemModel::dataChanged);
    miscolourTank(window);
    QTRY_VERIFY(findProblem(window, QStringLiteral("colour-not-on-side")));
    QTRY_VERIFY(!validationOf(window)->validator()->isPending());
    const Diagnostic problem = *findProblem(window, QStringLiteral("colour-not-on-side"));
    QVERIFY(!changed.isEmpty());
    QCOMPARE(line(QStringLiteral("tan-n-tank"), RosterModel::ProblemSeverityRole).toInt(),
             int(Severity::Error));
    QCOMPARE(line(QStringLiteral("tan-n-tank"), Qt::DecorationRole).typeId(), QMetaType::QIcon);
    QVERIFY(
        line(QStringLiteral("tan-n-tank"), Qt::ToolTipRole).toString().contains(problem.message));
    QVERIFY(line(QStringLiteral("tan-n-tank"), RosterModel::ProblemMessagesRole)
                .toStringList()
                .contains(problem.message));
    // Lines without a problem keep their colour swatch.
    QVERIFY(!line(QStringLiteral("tan-n-apc"), RosterModel::ProblemSeverityRole).isValid());
    QCOMPARE(line(QStringLiteral("tan-n-apc"), Qt::DecorationRole).typeId(), QMetaType::QColor);

    // Undone, the line is clean again.
    window.document()->undoStack()->undo();
    QTRY_VERIFY(!line(QStringLiteral("tan-n-tank"), RosterModel::ProblemSeverityRole).isValid());
    QCOMPARE(line(QStringLiteral("tan-n-tank"), Qt::DecorationRole).typeId(), QMetaType::QColor);
}

void TestValidationDock::overlayRingsTheShownProblems()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openDemo());
    ProblemOverlay *overlay = validationOf(window)->overlay();
    QVERIFY(!overlay->hexes().contains(MidBoard));
    miscolourTank(window, MidBoard);
    QTRY_VERIFY(overlay->hexes().contains(MidBoard));
    QCOMPARE(overlay->severityAt(MidBoard), std::optional<Severity>(Severity::Error));
    QVERIFY(!overlay->severityAt({1, 1}));
    QVERIFY(!overlay->problemsAt(MidBoard).isEmpty());
    QCOMPARE(validationOf(window)->problemsAt(MidBoard).first().code,
             QStringLiteral("colour-not-on-side"));

    // Painted: a red ring on the hex, nothing when the hex is outside the exposed area.
    const MapRenderer &renderer = *window.mapView()->renderer();
    const QPointF centre = renderer.hexCentre(MidBoard);
    const qreal across = renderer.acrossFlats();
    const QRectF around(centre - QPointF(across, across), QSizeF(2 * across, 2 * across));
    const auto redPixels = [&](const QRectF &exposed) {
        QImage image(200, 200, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter painter(&image);
        const qreal scale = 200 / around.width();
        painter.scale(scale, scale);
        painter.translate(-around.topLeft());
        overlay->paint(&painter, renderer, exposed, scale);
        painter.end();
        int red = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                red += c.red() > 200 && c.green() < 80 && c.blue() < 80 ? 1 : 0;
            }
        }
        return red;
    };
    QVERIFY(redPixels(around) > 50);
    QCOMPARE(redPixels(around.translated(50 * across, 0)), 0);

    // Errors filtered out of the dock: no rings for them.
    validationOf(window)->dock()->setSeverityShown(Severity::Error, false);
    QVERIFY(!overlay->hexes().contains(MidBoard));
    validationOf(window)->dock()->setSeverityShown(Severity::Error, true);
    QVERIFY(overlay->hexes().contains(MidBoard));

    // View > Problem Markers turns the rings off.
    QAction *markers = window.findChild<QAction *>(QStringLiteral("problemMarkersAction"));
    QVERIFY(markers);
    QVERIFY(markers->isChecked());
    markers->trigger();
    QVERIFY(!overlay->isVisible());
    QVERIFY(validationOf(window)->problemsAt(MidBoard).isEmpty());
    markers->trigger();
    QVERIFY(overlay->isVisible());
}

void TestValidationDock::revalidatedAfterEditUndoAndRedo()
{
    MainWindow window;
    QVERIFY(window.openDemo());
    ScenarioDocument *document = window.document();
    LiveValidator *validator = validationOf(window)->validator();
    // On this thread, so that one turn of the event loop is seen to be enough.
    validator->setMode(LiveValidator::Mode::UiThread);
    const QStringList clean = checksNow(*document);
    const QStringList shownClean = window.problems();
    QCOMPARE(listed(validator->diagnostics()), clean);

    miscolourTank(window);
    // Checked at the next turn of the event loop, not later.
    QVERIFY(validator->isPending());
    QCoreApplication::processEvents();
    QVERIFY(!validator->isPending());
    const QStringList edited = checksNow(*document);
    QVERIFY(edited != clean);
    QCOMPARE(listed(validator->diagnostics()), edited);
    QCOMPARE(listed(modelOf(window)->allProblems()), edited);

    document->undoStack()->undo();
    QCoreApplication::processEvents();
    QCOMPARE(listed(validator->diagnostics()), clean);
    QCOMPARE(window.problems(), shownClean);

    document->undoStack()->redo();
    QCoreApplication::processEvents();
    QCOMPARE(listed(validator->diagnostics()), edited);

    // A command inside a macro is checked when the macro ends, the whole of it.
    document->undoStack()->beginMacro(QStringLiteral("two things"));
    dropGreenMorale(window);
    moveZoneOffMap(window, QStringLiteral("hilltop-3"));
    document->undoStack()->endMacro();
    QCoreApplication::processEvents();
    QCOMPARE(listed(validator->diagnostics()), checksNow(*document));
    document->undoStack()->undo();
    QCoreApplication::processEvents();
    QCOMPARE(listed(validator->diagnostics()), edited);
}

void TestValidationDock::aBurstOfEditsValidatesOnce()
{
    MainWindow window;
    QVERIFY(window.openDemo());
    LiveValidator *validator = validationOf(window)->validator();
    validator->setMode(LiveValidator::Mode::UiThread);
    QSignalSpy validated(validator, &LiveValidator::validated);
    for (int count = 2; count < 7; ++count)
        setForce(window, QStringLiteral("tan-n-tank"), [count](ForceEntry &f) { f.count = count; });
    miscolourTank(window);
    QCOMPARE(validated.size(), 0);
    QCoreApplication::processEvents();
    QCOMPARE(validated.size(), 1);
    QCOMPARE(listed(validator->diagnostics()), checksNow(*window.document()));
}

void TestValidationDock::workerThreadDiscardsStaleResults()
{
    MainWindow window;
    QVERIFY(window.openDemo());
    ScenarioDocument *document = window.document();
    LiveValidator *validator = validationOf(window)->validator();
    validator->setMode(LiveValidator::Mode::WorkerThread);
    QVERIFY(validator->nextRunOnWorker());

    miscolourTank(window);
    QCoreApplication::processEvents(); // the run starts on the worker thread
    QVERIFY(validator->isChecking());
    QVERIFY(validator->isPending());
    QVERIFY(validationOf(window)->statusButton()->text().contains(QStringLiteral("checking")));
    // Edited again while it runs: its result is out of date before it arrives.
    dropGreenMorale(window);
    QTRY_VERIFY(!validator->isPending());
    QCOMPARE(validator->discardedRuns(), 1);
    QCOMPARE(listed(validator->diagnostics()), checksNow(*document));
    QVERIFY(findProblem(window, QStringLiteral("morale-missing")));
    QVERIFY(!validationOf(window)->statusButton()->text().contains(QStringLiteral("checking")));

    // Undo: back to the tank problem alone, from the worker too.
    document->undoStack()->undo();
    QTRY_VERIFY(!validator->isPending());
    QCOMPARE(listed(validator->diagnostics()), checksNow(*document));
    QVERIFY(!findProblem(window, QStringLiteral("morale-missing")));

    // Closing the document while a run is under way waits for it and shows nothing stale.
    document->undoStack()->undo();
    QCoreApplication::processEvents();
    QVERIFY(validator->isChecking());
    window.document()->undoStack()->setClean();
    QVERIFY(window.closeFile());
    QVERIFY(!validator->isChecking());
    QTest::qWait(50);
    QCOMPARE(window.problems(), QStringList());
}

QTEST_MAIN(TestValidationDock)
#include "tst_validationdock.moc"
