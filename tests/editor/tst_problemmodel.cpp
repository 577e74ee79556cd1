// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Problems dock's list: the rules engine's verdict on the open scenario grouped by side,
// filtered by severity and text, counted in the status bar, the file's own problems in a
// group of their own, and problems given their subject from where they are in the file.
// Going to a problem, the map's rings and the live revalidation are in tst_validationdock.

#include "document/scenariodocument.h"
#include "mainwindow.h"
#include "testsupport.h"
#include "validation/livevalidator.h"
#include "validation/problemmodel.h"
#include "validation/problemsubjects.h"
#include "validation/validationcontroller.h"
#include "validation/validationdock.h"
#include "validationtestsupport.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

using namespace hexwright;
using namespace hexwright::validationtest;

namespace {

/// What the status bar says for the model's counts.
QString expectedStatus(const ProblemModel &model)
{
    QStringList parts;
    const auto add = [&parts](int n, const char *one, const char *many) {
        if (n == 1)
            parts.append(QLatin1String(one));
        else if (n > 1)
            parts.append(QStringLiteral("%1 %2").arg(n).arg(QLatin1String(many)));
    };
    add(model.count(Severity::Error), "1 error", "errors");
    add(model.count(Severity::Warning), "1 warning", "warnings");
    add(model.count(Severity::Info), "1 note", "notes");
    return parts.isEmpty() ? QStringLiteral("No problems") : parts.join(QStringLiteral(", "));
}

} // namespace

class TestProblemModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void groupedBySideWithCounts();
    void severityButtonsAndSearchFilter();
    void statusBarCountsShowTheDock();
    void fileProblemsHaveTheirOwnGroup();
    void subjectsFromTheFilePosition_data();
    void subjectsFromTheFilePosition();

private:
    QTemporaryDir m_home;
};

void TestProblemModel::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsupport::useOwnHome(m_home.path(), "tst_problemmodel");
}

void TestProblemModel::init()
{
    // Every test starts from the default window layout.
    QSettings().clear();
}

void TestProblemModel::groupedBySideWithCounts()
{
    MainWindow window;
    QAbstractItemModelTester tester(modelOf(window),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(window.openDemo());
    QVERIFY(!findProblem(window, QStringLiteral("colour-not-on-side")));
    QVERIFY(!findProblem(window, QStringLiteral("morale-missing")));
    QVERIFY(!findProblem(window, QStringLiteral("hex-off-map")));

    miscolourTank(window); // Tan's
    dropGreenMorale(window); // Green's
    moveZoneOffMap(window, QStringLiteral("hilltop-3")); // the scenario's
    QTRY_VERIFY(findProblem(window, QStringLiteral("colour-not-on-side")));
    QTRY_VERIFY(findProblem(window, QStringLiteral("morale-missing")));
    QTRY_VERIFY(findProblem(window, QStringLiteral("hex-off-map"), QStringLiteral("zone"),
                            QStringLiteral("hilltop-3")));

    ProblemModel *model = modelOf(window);
    const QModelIndex tan = model->groupIndex(QStringLiteral("side:tan"));
    const QModelIndex green = model->groupIndex(QStringLiteral("side:green"));
    const QModelIndex scenario = model->groupIndex(QStringLiteral("scenario"));
    QVERIFY(tan.isValid());
    QVERIFY(green.isValid());
    QVERIFY(scenario.isValid());
    // Groups say the side's name and how many problems they hold, with the side's colour.
    QVERIFY(tan.data().toString().startsWith(QStringLiteral("Tan (")));
    QVERIFY(green.data().toString().startsWith(QStringLiteral("Green (")));
    QVERIFY(scenario.data().toString().startsWith(QStringLiteral("Scenario (")));
    QVERIFY(!tan.data(Qt::DecorationRole).value<QIcon>().isNull());
    QVERIFY(tan.data(ProblemModel::IsGroupRole).toBool());
    // Sides in the scenario's order (Tan first), the scenario's own problems before them.
    QVERIFY(scenario.row() < tan.row());
    QVERIFY(tan.row() < green.row());

    const auto codesIn = [model](const QModelIndex &group) {
        QStringList codes;
        for (int row = 0; row < model->rowCount(group); ++row)
            codes.append(model->index(row, ProblemModel::CodeColumn, group).data().toString());
        return codes;
    };
    QVERIFY(codesIn(tan).contains(QStringLiteral("colour-not-on-side")));
    QVERIFY(!codesIn(tan).contains(QStringLiteral("morale-missing")));
    QVERIFY(codesIn(green).contains(QStringLiteral("morale-missing")));
    QVERIFY(codesIn(scenario).contains(QStringLiteral("hex-off-map")));

    // A problem row: icon, message, code and hex label.
    const QModelIndex row
        = model->indexOf(*findProblem(window, QStringLiteral("colour-not-on-side")));
    QVERIFY(row.isValid());
    QCOMPARE(row.parent(), tan);
    QVERIFY(!row.data(Qt::DecorationRole).value<QIcon>().isNull());
    QVERIFY(row.data().toString().contains(QStringLiteral("tan-n-tank")));
    QCOMPARE(
        row.siblingAtColumn(ProblemModel::HexColumn).data().toString(),
        formatHexLabel(MidBoard,
                       labelDigits(window.document()->scenario(), &window.document()->panels())));
    QCOMPARE(row.data(ProblemModel::SeverityRole).toInt(), int(Severity::Error));

    // Errors before warnings within a group.
    for (const QModelIndex &group : {tan, green, scenario}) {
        int previous = 0;
        for (int r = 0; r < model->rowCount(group); ++r) {
            const int severity = model->index(r, 0, group).data(ProblemModel::SeverityRole).toInt();
            QVERIFY(severity >= previous);
            previous = severity;
        }
    }
}

void TestProblemModel::severityButtonsAndSearchFilter()
{
    MainWindow window;
    QAbstractItemModelTester tester(modelOf(window),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(window.openDemo());
    miscolourTank(window);
    dropGreenMorale(window);
    QTRY_VERIFY(findProblem(window, QStringLiteral("morale-missing")));
    QTRY_VERIFY(!validationOf(window)->validator()->isPending());
    // A warning too: an extra zone that nothing uses and that has no hexes.
    QList<Zone> zones = window.document()->scenario().zones;
    Zone spare;
    spare.id = QStringLiteral("spare");
    spare.name = QStringLiteral("Spare");
    zones.append(spare);
    push(window, new ChangeZones(window.document(), zones, QStringLiteral("add zone")));
    QTRY_VERIFY(findProblem(window, QStringLiteral("empty-zone")));

    ValidationDock *dock = validationOf(window)->dock();
    ProblemModel *model = dock->model();
    const Diagnostics all = model->allProblems();
    const auto count = [&all](Severity s) {
        return int(std::count_if(all.begin(), all.end(),
                                 [s](const Diagnostic &d) { return d.severity == s; }));
    };
    const int errors = count(Severity::Error);
    const int warnings = count(Severity::Warning);
    QVERIFY(errors >= 2);
    QVERIFY(warnings >= 1);
    QCOMPARE(model->count(Severity::Error), errors);
    QCOMPARE(model->count(Severity::Warning), warnings);
    QCOMPARE(dock->filterButton(Severity::Error)->text(), QString::number(errors));
    QCOMPARE(dock->filterButton(Severity::Warning)->text(), QString::number(warnings));
    QVERIFY(dock->filterButton(Severity::Error)
                ->toolTip()
                .startsWith(QStringLiteral("%1 errors").arg(errors)));

    // Errors off: only the rest is shown, the counts stay.
    dock->filterButton(Severity::Error)->click();
    QVERIFY(!model->isSeverityShown(Severity::Error));
    for (const Diagnostic &d : model->shownProblems())
        QVERIFY(d.severity != Severity::Error);
    QCOMPARE(model->shownProblems().size(), all.size() - errors);
    QCOMPARE(model->count(Severity::Error), errors);
    QCOMPARE(dock->filterButton(Severity::Error)->text(), QString::number(errors));
    // ... and they stay hidden when the scenario is checked again.
    window.document()->undoStack()->undo();
    window.document()->undoStack()->redo();
    QTRY_VERIFY(!validationOf(window)->validator()->isPending());
    for (const Diagnostic &d : model->shownProblems())
        QVERIFY(d.severity != Severity::Error);
    dock->filterButton(Severity::Error)->click();
    QCOMPARE(model->shownProblems().size(), all.size());

    // The search field keeps the problems that mention the text.
    dock->searchField()->setText(QStringLiteral("morale"));
    QVERIFY(!model->shownProblems().isEmpty());
    for (const Diagnostic &d : model->shownProblems())
        QVERIFY(d.message.contains(QStringLiteral("morale"), Qt::CaseInsensitive)
                || d.code.contains(QStringLiteral("morale")));
    QVERIFY(model->shownProblems().size() < all.size());
    dock->searchField()->clear();
    QCOMPARE(model->shownProblems().size(), all.size());
}

void TestProblemModel::statusBarCountsShowTheDock()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openDemo());
    QToolButton *status = validationOf(window)->statusButton();
    const ProblemModel *model = modelOf(window);
    QCOMPARE(status->text(), expectedStatus(*model));
    const int before = model->count(Severity::Error);
    miscolourTank(window);
    QTRY_VERIFY(findProblem(window, QStringLiteral("colour-not-on-side")));
    QTRY_VERIFY(!validationOf(window)->validator()->isPending());
    QVERIFY(model->count(Severity::Error) > before);
    QCOMPARE(status->text(), expectedStatus(*model));
    QVERIFY(status->text().contains(QStringLiteral("error")));

    // Clicking the counts shows the dock.
    window.problemsDock()->hide();
    QVERIFY(!window.problemsDock()->isVisible());
    QTest::mouseClick(status, Qt::LeftButton);
    QVERIFY(window.problemsDock()->isVisible());
}

void TestProblemModel::fileProblemsHaveTheirOwnGroup()
{
    QTemporaryDir dir;
    const QString broken = dir.filePath(QStringLiteral("broken.scenario.yaml"));
    QFile file(broken);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("format: hexwright-scenario/1\nbogus: [\n");
    file.close();

    MainWindow window;
    window.show();
    QVERIFY(window.openDemo());
    miscolourTank(window);
    QTRY_VERIFY(findProblem(window, QStringLiteral("colour-not-on-side")));
    window.document()->undoStack()->setClean();

    QVERIFY(!window.openFile(broken));
    ProblemModel *model = modelOf(window);
    const QModelIndex group = model->groupIndex(QStringLiteral("file"));
    QVERIFY(group.isValid());
    QCOMPARE(group.row(), 0);
    QVERIFY(group.data().toString().contains(QStringLiteral("broken.scenario.yaml")));
    QVERIFY(model->rowCount(group) > 0);
    // The scenario on screen keeps its own problems under them.
    QVERIFY(model->groupIndex(QStringLiteral("side:tan")).isValid());
    QVERIFY(window.problemsDock()->isVisible());

    // The next file opened replaces them.
    QVERIFY(window.openFile(CityTooFar));
    QVERIFY(!model->groupIndex(QStringLiteral("file")).isValid());
}

void TestProblemModel::subjectsFromTheFilePosition_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("side");

    QTest::newRow("force entry") << "force"
                                 << "green-3-tank"
                                 << "green";
    QTest::newRow("zone") << "zone"
                          << "hilltop-2"
                          << "";
    QTest::newRow("side") << "side"
                          << "tan"
                          << "tan";
    QTest::newRow("victory condition") << "victory"
                                       << "green-holds"
                                       << "";
}

void TestProblemModel::subjectsFromTheFilePosition()
{
    QFETCH(QString, kind);
    QFETCH(QString, id);
    QFETCH(QString, side);
    // A check that only says where in the file its problem is (as the first checks did):
    // the part that starts on that line is what it is about.
    MainWindow window;
    QVERIFY(window.openDemo());
    const Scenario &s = window.document()->scenario();
    SourcePosition at;
    for (const ForceEntry &f : s.forces)
        at = kind == QLatin1String("force") && f.id == id ? f.position : at;
    for (const Zone &z : s.zones)
        at = kind == QLatin1String("zone") && z.id == id ? z.position : at;
    for (const Side &x : s.sides)
        at = kind == QLatin1String("side") && x.id == id ? x.position : at;
    for (const VictoryCondition &v : s.victory)
        at = kind == QLatin1String("victory") && v.id == id ? v.position : at;
    QVERIFY(at.line > 0);
    Diagnostic d;
    d.code = QStringLiteral("some-check");
    d.line = at.line;
    d.column = at.column;
    Diagnostic elsewhere = d;
    elsewhere.line = 1;
    Diagnostics diagnostics {d, elsewhere};
    completeSubjects(diagnostics, s, window.document()->map());
    QCOMPARE(diagnostics.at(0).subjectKind, kind);
    QCOMPARE(diagnostics.at(0).subjectId, id);
    QCOMPARE(diagnostics.at(0).side, side);
    QVERIFY(diagnostics.at(1).subjectKind.isEmpty());

    // What a check does say is kept.
    Diagnostic named = d;
    named.subjectKind = QStringLiteral("marker");
    named.subjectId = QStringLiteral("0101");
    Diagnostics kept {named};
    completeSubjects(kept, s, window.document()->map());
    QCOMPARE(kept.first().subjectKind, QStringLiteral("marker"));
    QCOMPARE(kept.first().subjectId, QStringLiteral("0101"));
}

QTEST_MAIN(TestProblemModel)
#include "tst_problemmodel.moc"
