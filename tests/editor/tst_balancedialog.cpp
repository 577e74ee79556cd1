// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 17, point 1, the editor's side: Scenario > Balance Report. A small report runs on a
// worker thread and shows its verdict, tables, charts and heat map; Cancel stops a long run
// within a second; a saved report reopens with the same figures; a game of the report opens
// in the replay viewer, a game played with the first player swapped too.

#include "balance/balancechartsview.h"
#include "balance/balancedialog.h"
#include "document/scenariodocument.h"
#include "engine/gamesession.h"
#include "mainwindow.h"
#include "playtest/playtestwindow.h"
#include "playtest/replaycontrols.h"
#include "ruleset/rulesetregistry.h"
#include "testsupport.h"

#include <QAction>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace hexwright;

namespace {

/// Every cell of @p table, row by row.
QStringList cells(const QTableWidget *table)
{
    QStringList texts;
    for (int row = 0; row < table->rowCount(); ++row) {
        for (int column = 0; column < table->columnCount(); ++column)
            texts.append(table->item(row, column) ? table->item(row, column)->text() : QString());
    }
    return texts;
}

} // namespace

class TestBalanceDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void scenarioMenuHasTheReport();
    void playersDefaultToTheStrongestAgent_data();
    void playersDefaultToTheStrongestAgent();
    void smallReportShowsItsFigures_data();
    void smallReportShowsItsFigures();
    void cancelStopsWithinASecond();
    void savedReportReopensWithTheSameFigures();
    void gameOpensInTheReplayViewer();
    void gamesSortByAnyColumn();

private:
    std::unique_ptr<ScenarioDocument> load(const QString &sample);
    /// A dialog on @p document set to play @p games games by random agents, run to its end.
    std::unique_ptr<BalanceDialog> runSmall(const ScenarioDocument &document, int games);

    QTemporaryDir m_home;
    std::unique_ptr<RulesetRegistry> m_registry;
};

void TestBalanceDialog::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsupport::useOwnHome(m_home.path(), "tst_balancedialog");
    m_registry = RulesetRegistry::withBundledData();
}

std::unique_ptr<ScenarioDocument> TestBalanceDialog::load(const QString &sample)
{
    Diagnostics diagnostics;
    return ScenarioDocument::load(
        QStringLiteral(":/hexwright/scenarios/samples/%1.scenario.yaml").arg(sample), *m_registry,
        diagnostics);
}

std::unique_ptr<BalanceDialog> TestBalanceDialog::runSmall(const ScenarioDocument &document,
                                                           int games)
{
    auto dialog = std::make_unique<BalanceDialog>(document, *m_registry);
    dialog->setAttribute(Qt::WA_DeleteOnClose, false);
    dialog->gamesBox()->setValue(games);
    dialog->seedBox()->setValue(7);
    dialog->jobsBox()->setValue(2);
    for (QComboBox *agent : dialog->agentBoxes())
        agent->setCurrentText(QStringLiteral("random"));
    if (!dialog->startRun())
        return nullptr;
    if (!QTest::qWaitFor([&] { return !dialog->isRunning(); }, 120000))
        return nullptr;
    return dialog;
}

void TestBalanceDialog::scenarioMenuHasTheReport()
{
    MainWindow window;
    auto *action = window.findChild<QAction *>(QStringLiteral("balanceReportAction"));
    QVERIFY(action);
    QVERIFY(!action->icon().isNull());
    QVERIFY(!action->statusTip().isEmpty());
    QVERIFY(!action->shortcut().isEmpty());
    auto *scenario = window.findChild<QMenu *>(QStringLiteral("scenarioMenu"));
    QVERIFY(scenario);
    QVERIFY(scenario->actions().contains(action));
}

void TestBalanceDialog::playersDefaultToTheStrongestAgent_data()
{
    QTest::addColumn<QString>("sample");
    QTest::addColumn<QString>("agent");
    // Each player starts with the family's strongest agent: Hammer's Slammers' tactical
    // player beats its greedy one; Hammer Wars and MaK have a greedy player.
    QTest::newRow("Hammer's Slammers") << "01-badger-hunt"
                                       << "tactical";
    QTest::newRow("Hammer Wars") << "22-river-ford"
                                 << "greedy";
    QTest::newRow("Maschinen Krieger") << "31-ridge-line"
                                       << "greedy";
}

void TestBalanceDialog::playersDefaultToTheStrongestAgent()
{
    QFETCH(QString, sample);
    QFETCH(QString, agent);
    const std::unique_ptr<ScenarioDocument> document = load(sample);
    QVERIFY(document);
    BalanceDialog dialog(*document, *m_registry);
    QCOMPARE(dialog.agentBoxes().size(), 2);
    for (const QComboBox *box : dialog.agentBoxes()) {
        QCOMPARE(box->currentText(), agent);
        // The strongest is listed last, after the random agent.
        QCOMPARE(box->itemText(0), QStringLiteral("random"));
        QCOMPARE(box->itemText(box->count() - 1), agent);
    }
}

void TestBalanceDialog::smallReportShowsItsFigures_data()
{
    QTest::addColumn<QString>("sample");
    QTest::newRow("Hammer's Slammers (hex)") << "01-badger-hunt";
    QTest::newRow("Hammer Wars (table)") << "22-river-ford";
}

void TestBalanceDialog::smallReportShowsItsFigures()
{
    QFETCH(QString, sample);
    const std::unique_ptr<ScenarioDocument> document = load(sample);
    QVERIFY(document);
    const std::unique_ptr<BalanceDialog> dialog = runSmall(*document, 20);
    QVERIFY(dialog);
    QVERIFY(dialog->report());
    const BalanceReport &report = *dialog->report();
    QVERIFY(!report.cancelled);
    QCOMPARE(report.gamesAsWritten(), 20);
    QCOMPARE(dialog->progressBar()->value(), dialog->progressBar()->maximum());
    // The verdict in words, a row per side and per game, the charts and the heat map.
    QCOMPARE(dialog->verdictLabel()->text(), report.verdict().text);
    QVERIFY(!dialog->verdictLabel()->text().isEmpty());
    QCOMPARE(dialog->sidesTable()->rowCount(), int(report.sides.size()));
    QCOMPARE(dialog->gamesTable()->rowCount(), int(report.games.size()));
    QCOMPARE(dialog->unitsTable()->rowCount(), int(report.unitTypes.size()));
    QCOMPARE(dialog->sidesTable()->item(0, 1)->text(), QString::number(report.sides.first().wins));
    QVERIFY(dialog->chartsView()->hasReport());
    QVERIFY(dialog->heatMapView()->hasReport());
    // The charts paint: the window is shown, every tab once.
    dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
    QVERIFY(!dialog->chartsView()->grab().isNull());
    QVERIFY(!dialog->heatMapView()->grab().isNull());
    QVERIFY(dialog->runButton()->isEnabled());
    QVERIFY(!dialog->cancelButton()->isEnabled());
}

void TestBalanceDialog::cancelStopsWithinASecond()
{
    const std::unique_ptr<ScenarioDocument> document = load(QStringLiteral("01-badger-hunt"));
    QVERIFY(document);
    BalanceDialog dialog(*document, *m_registry);
    dialog.setAttribute(Qt::WA_DeleteOnClose, false);
    dialog.gamesBox()->setValue(100000);
    QVERIFY(dialog.startRun());
    QVERIFY(dialog.isRunning());
    QVERIFY(dialog.cancelButton()->isEnabled());
    QVERIFY(!dialog.runButton()->isEnabled());
    // The window stays responsive: progress arrives while the games play.
    QTRY_VERIFY_WITH_TIMEOUT(dialog.progressBar()->value() > 0, 30000);
    QElapsedTimer clock;
    clock.start();
    dialog.cancelButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), 1000);
    QVERIFY2(clock.elapsed() <= 1000, qPrintable(QString::number(clock.elapsed())));
    QVERIFY(dialog.report());
    QVERIFY(dialog.report()->cancelled);
    QVERIFY(dialog.report()->games.size() < 100000);
    QVERIFY(dialog.runButton()->isEnabled());
}

void TestBalanceDialog::savedReportReopensWithTheSameFigures()
{
    const std::unique_ptr<ScenarioDocument> document = load(QStringLiteral("01-badger-hunt"));
    QVERIFY(document);
    const std::unique_ptr<BalanceDialog> dialog = runSmall(*document, 20);
    QVERIFY(dialog);
    const QString path = m_home.filePath(QStringLiteral("badger-balance.json"));
    QString error;
    QVERIFY2(dialog->saveReport(path, &error), qPrintable(error));

    BalanceDialog reopened(*document, *m_registry);
    reopened.setAttribute(Qt::WA_DeleteOnClose, false);
    QVERIFY(!reopened.report());
    QVERIFY2(reopened.openReport(path, &error), qPrintable(error));
    QVERIFY(reopened.report());
    QCOMPARE(reopened.report()->toJson(), dialog->report()->toJson());
    QCOMPARE(reopened.verdictLabel()->text(), dialog->verdictLabel()->text());
    QCOMPARE(cells(reopened.sidesTable()), cells(dialog->sidesTable()));
    QCOMPARE(cells(reopened.gamesTable()), cells(dialog->gamesTable()));
    QCOMPARE(cells(reopened.unitsTable()), cells(dialog->unitsTable()));

    // A file that is not a report is refused with its place.
    const QString broken = m_home.filePath(QStringLiteral("broken.json"));
    QFile file(broken);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\n  \"format\": 3\n");
    file.close();
    QVERIFY(!reopened.openReport(broken, &error));
    QVERIFY2(error.contains(QStringLiteral("broken.json:")), qPrintable(error));

    // And the PDF is written.
    const QString pdf = m_home.filePath(QStringLiteral("badger-balance.pdf"));
    QVERIFY2(reopened.exportPdf(pdf, &error), qPrintable(error));
    QVERIFY(QFileInfo(pdf).size() > 1000);
}

void TestBalanceDialog::gameOpensInTheReplayViewer()
{
    const std::unique_ptr<ScenarioDocument> document = load(QStringLiteral("01-badger-hunt"));
    QVERIFY(document);
    const std::unique_ptr<BalanceDialog> dialog = runSmall(*document, 4);
    QVERIFY(dialog);
    const BalanceReport &report = *dialog->report();
    QVERIFY(report.games.size() >= 4);
    // The first game, and the first one played with the first player swapped, if any.
    QList<int> games {0};
    for (int i = 0; i < report.games.size(); ++i) {
        if (report.games.at(i).swapped) {
            games.append(i);
            break;
        }
    }
    for (int index : std::as_const(games)) {
        QString error;
        std::unique_ptr<PlaytestWindow> window(dialog->openGame(index, &error));
        QVERIFY2(window, qPrintable(error));
        window->setAttribute(Qt::WA_DeleteOnClose, false);
        QVERIFY(window->replay());
        QCOMPARE(window->replay()->actionCount(), report.games.at(index).actions);
        QVERIFY(window->windowTitle().contains(QStringLiteral("game %1").arg(index + 1)));
        window->replay()->lastAction()->trigger();
        QCOMPARE(window->session()->turn(), report.games.at(index).turns);
    }

    // From a reopened report the games are played again from their seeds.
    const QString path = m_home.filePath(QStringLiteral("four.json"));
    QString error;
    QVERIFY(dialog->saveReport(path, &error));
    BalanceDialog reopened(*document, *m_registry);
    reopened.setAttribute(Qt::WA_DeleteOnClose, false);
    QVERIFY(reopened.openReport(path, &error));
    std::unique_ptr<PlaytestWindow> window(reopened.openGame(1, &error));
    QVERIFY2(window, qPrintable(error));
    window->setAttribute(Qt::WA_DeleteOnClose, false);
    QCOMPARE(window->replay()->actionCount(), report.games.at(1).actions);
}

void TestBalanceDialog::gamesSortByAnyColumn()
{
    const std::unique_ptr<ScenarioDocument> document = load(QStringLiteral("01-badger-hunt"));
    QVERIFY(document);
    const std::unique_ptr<BalanceDialog> dialog = runSmall(*document, 8);
    QVERIFY(dialog);
    const BalanceReport &report = *dialog->report();
    QTableWidget *table = dialog->gamesTable();
    QCOMPARE(table->rowCount(), int(report.games.size()));
    const int turns = 5;
    const int actions = 6;
    QCOMPARE(table->horizontalHeaderItem(turns)->text(), QStringLiteral("Turns"));
    QCOMPARE(table->horizontalHeaderItem(actions)->text(), QStringLiteral("Actions"));
    // As played, first.
    for (int row = 0; row < table->rowCount(); ++row)
        QCOMPARE(table->item(row, 0)->text(), QString::number(row + 1));

    // Longest first: numbers sort as numbers (1078 after 989), and the selected row opens
    // the game it shows.
    table->sortByColumn(actions, Qt::DescendingOrder);
    for (int row = 1; row < table->rowCount(); ++row)
        QVERIFY(table->item(row - 1, actions)->text().toInt()
                >= table->item(row, actions)->text().toInt());
    int longest = 0;
    for (int i = 1; i < report.games.size(); ++i) {
        if (report.games.at(i).actions > report.games.at(longest).actions)
            longest = i;
    }
    QCOMPARE(table->item(0, actions)->text().toInt(), report.games.at(longest).actions);
    QCOMPARE(dialog->selectedGame(), -1);
    table->selectRow(0);
    QCOMPARE(dialog->selectedGame(), table->item(0, 0)->text().toInt() - 1);
    QCOMPARE(report.games.at(dialog->selectedGame()).actions, report.games.at(longest).actions);
    QCOMPARE(report.games.at(dialog->selectedGame()).turns, table->item(0, turns)->text().toInt());
}

QTEST_MAIN(TestBalanceDialog)
#include "tst_balancedialog.moc"
