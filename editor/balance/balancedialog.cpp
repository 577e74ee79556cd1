// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "balance/balancedialog.h"

#include "balance/balancechartsview.h"
#include "balance/balancerun.h"
#include "document/scenariodocument.h"
#include "engine/familyengine.h"
#include "engine/familyengines.h"
#include "engine/gamesession.h"
#include "export/balancepdf.h"
#include "playtest/playtestwindow.h"
#include "shell/screensize.h"

#include <QCloseEvent>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>

#include <limits>

namespace hexwright {

namespace {

constexpr int DefaultGames = 200;
constexpr int MaxGames = 1000000;

GameInputs inputsOf(const ScenarioDocument &document)
{
    return {document.scenario(), document.ruleset(), document.panels(), document.filePath()};
}

/// A rate in whole per cent: "71 %".
QString percent(double fraction)
{
    return BalanceDialog::tr("%1 %").arg(qRound(fraction * 100));
}

QTableWidget *makeTable(const QString &name, const QString &accessible, const QStringList &heads,
                        QWidget *parent)
{
    auto *table = new QTableWidget(0, int(heads.size()), parent);
    table->setObjectName(name);
    table->setAccessibleName(accessible);
    table->setHorizontalHeaderLabels(heads);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setAlternatingRowColors(true);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setStretchLastSection(true);
    return table;
}

/// Sets row @p row of @p table to @p texts, numbers aligned right (and whole numbers sorting
/// as numbers).
void setRow(QTableWidget *table, int row, const QStringList &texts)
{
    for (int column = 0; column < texts.size(); ++column) {
        auto *item = new QTableWidgetItem;
        bool number = false;
        texts.at(column).toDouble(&number);
        if (number)
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        bool whole = false;
        const qlonglong value = texts.at(column).toLongLong(&whole);
        item->setData(Qt::DisplayRole, whole ? QVariant(value) : QVariant(texts.at(column)));
        table->setItem(row, column, item);
    }
}

} // namespace

BalanceDialog::BalanceDialog(const ScenarioDocument &document, RulesetRegistry &registry,
                             QWidget *parent)
    : QDialog(parent)
    , m_document(&document)
    , m_registry(registry)
{
    setObjectName(QStringLiteral("balanceDialog"));
    setAttribute(Qt::WA_DeleteOnClose);
    const QString title = document.scenario().metadata.title.isEmpty()
        ? document.displayName()
        : document.scenario().metadata.title;
    setWindowTitle(tr("Balance Report: %1").arg(title));
    takeSnapshot();
    new QVBoxLayout(this); // the choices, the verdict, the tabs and the buttons
    createChoices();
    createResults();
    updateButtons();
    fitToScreen(this, QSize(900, 760));
}

BalanceDialog::~BalanceDialog()
{
    // The worker plays on a copy, but writes its report here: it stops first.
    if (m_thread) {
        m_run->cancel();
        m_thread->wait();
        delete m_thread;
    }
}

void BalanceDialog::takeSnapshot()
{
    if (!m_document)
        return;
    m_snapshot
        = std::make_unique<ScenarioDocument>(std::make_unique<Scenario>(m_document->scenario()),
                                             m_document->ruleset(), m_document->panels());
}

void BalanceDialog::createChoices()
{
    auto *box = new QWidget(this);
    auto *form = new QFormLayout(box);
    m_games = new QSpinBox(box);
    m_games->setObjectName(QStringLiteral("balanceGames"));
    m_games->setRange(1, MaxGames);
    m_games->setValue(DefaultGames);
    m_games->setToolTip(tr("Games played as the scenario is written; as many again with the "
                           "first player swapped, where the scenario allows it"));
    form->addRow(tr("&Games:"), m_games);

    const FamilyEngine *engine = m_snapshot ? familyEngineFor(m_snapshot->ruleset()) : nullptr;
    const QStringList agentNames = engine ? engine->agentNames() : QStringList();
    QList<PlayerView> players;
    if (engine) {
        if (const std::shared_ptr<const GameSetup> setup = engine->setUp(inputsOf(*m_snapshot)))
            players = setup->players();
    }
    for (const PlayerView &player : players) {
        auto *agent = new QComboBox(box);
        agent->setObjectName(QStringLiteral("balanceAgent%1").arg(m_agents.size()));
        agent->addItems(agentNames);
        agent->setCurrentIndex(std::max(0, int(agentNames.indexOf(engine->defaultAgent()))));
        agent->setToolTip(tr("Who plays %1's pieces in every game").arg(player.name));
        form->addRow(tr("%1 played by:").arg(player.name), agent);
        m_agents.append(agent);
    }

    m_seed = new QSpinBox(box);
    m_seed->setObjectName(QStringLiteral("balanceSeed"));
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_seed->setValue(1);
    m_seed->setToolTip(tr("Game n is played with dice seeded seed + n: the same seed gives the "
                          "same report"));
    form->addRow(tr("&Seed:"), m_seed);
    m_jobs = new QSpinBox(box);
    m_jobs->setObjectName(QStringLiteral("balanceJobs"));
    m_jobs->setRange(1, 256);
    m_jobs->setValue(std::max(1, QThread::idealThreadCount()));
    m_jobs->setToolTip(tr("Games played at once, one per processor core; the report is the same "
                          "whatever the number"));
    form->addRow(tr("&Jobs:"), m_jobs);

    auto *runRow = new QHBoxLayout;
    m_runButton = new QPushButton(tr("&Run"), box);
    m_runButton->setObjectName(QStringLiteral("balanceRun"));
    m_runButton->setDefault(true);
    m_cancelButton = new QPushButton(tr("Cance&l"), box);
    m_cancelButton->setObjectName(QStringLiteral("balanceCancel"));
    m_progress = new QProgressBar(box);
    m_progress->setObjectName(QStringLiteral("balanceProgress"));
    m_progress->setAccessibleName(tr("Games played"));
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_rate = new QLabel(box);
    m_rate->setObjectName(QStringLiteral("balanceRate"));
    m_rate->setMinimumWidth(
        fontMetrics().horizontalAdvance(QStringLiteral("00000 of 00000 games, 000.0 games/s")));
    runRow->addWidget(m_runButton);
    runRow->addWidget(m_cancelButton);
    runRow->addWidget(m_progress, 1);
    runRow->addWidget(m_rate);
    form->addRow(runRow);
    connect(m_runButton, &QPushButton::clicked, this, [this] { startRun(); });
    connect(m_cancelButton, &QPushButton::clicked, this, &BalanceDialog::cancelRun);
    static_cast<QVBoxLayout *>(this->layout())->addWidget(box);
    if (!engine) {
        m_runButton->setToolTip(tr("No engine plays the rules of this scenario yet"));
        m_runButton->setEnabled(false);
    }
}

void BalanceDialog::createResults()
{
    auto *layout = static_cast<QVBoxLayout *>(this->layout());
    m_verdict = new QLabel(tr("Run the games to see whether the scenario is balanced."), this);
    m_verdict->setObjectName(QStringLiteral("balanceVerdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont big = m_verdict->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    m_verdict->setFont(big);
    layout->addWidget(m_verdict);
    m_details = new QLabel(this);
    m_details->setObjectName(QStringLiteral("balanceDetails"));
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_details);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("balanceTabs"));
    m_sides = makeTable(QStringLiteral("balanceSides"), tr("Results per side"),
                        {tr("Side"), tr("Wins"), tr("Losses"), tr("Draws"), tr("Win rate"),
                         tr("95 % interval"), tr("Pieces lost per game")},
                        m_tabs);
    m_tabs->addTab(m_sides, tr("Si&des"));

    auto *gamesPage = new QWidget(m_tabs);
    auto *gamesLayout = new QVBoxLayout(gamesPage);
    m_gamesTable = makeTable(QStringLiteral("balanceGamesTable"), tr("Games played"),
                             {tr("Game"), tr("Seed"), tr("First player"), tr("Winner"),
                              tr("Result"), tr("Turns"), tr("Actions")},
                             gamesPage);
    m_gamesTable->setSelectionMode(QAbstractItemView::SingleSelection);
    m_gamesTable->setToolTip(tr("Double-click a game to step through it in the replay viewer; "
                                "click a column's title to sort the games by it"));
    m_gamesTable->horizontalHeader()->setSortIndicator(0, Qt::AscendingOrder);
    connect(m_gamesTable, &QTableWidget::cellDoubleClicked, this, [this] { openSelectedGame(); });
    gamesLayout->addWidget(m_gamesTable);
    m_openGame = new QPushButton(tr("Open &Game"), gamesPage);
    m_openGame->setObjectName(QStringLiteral("balanceOpenGame"));
    m_openGame->setToolTip(tr("Step through the selected game in the replay viewer"));
    connect(m_openGame, &QPushButton::clicked, this, &BalanceDialog::openSelectedGame);
    connect(m_gamesTable, &QTableWidget::itemSelectionChanged, this, &BalanceDialog::updateButtons);
    gamesLayout->addWidget(m_openGame, 0, Qt::AlignLeft);
    m_tabs->addTab(gamesPage, tr("G&ames"));

    m_units = makeTable(QStringLiteral("balanceUnits"), tr("Unit types"),
                        {tr("Side"), tr("Unit type"), tr("Pieces"), tr("Survived"), tr("Survival"),
                         tr("Lost"), tr("Kills per piece")},
                        m_tabs);
    m_tabs->addTab(m_units, tr("&Unit Types"));

    m_charts = new BalanceChartsView(m_tabs);
    auto *scroll = new QScrollArea(m_tabs);
    scroll->setObjectName(QStringLiteral("balanceChartsScroll"));
    scroll->setWidgetResizable(true);
    scroll->setWidget(m_charts);
    m_tabs->addTab(scroll, tr("&Charts"));
    m_heat = new BalanceHeatMapView(m_tabs);
    m_tabs->addTab(m_heat, tr("&Heat Map"));
    layout->addWidget(m_tabs, 1);

    auto *buttons = new QHBoxLayout;
    m_openReport = new QPushButton(tr("&Open..."), this);
    m_openReport->setObjectName(QStringLiteral("balanceOpenReport"));
    m_openReport->setToolTip(tr("Show a balance report saved earlier"));
    m_save = new QPushButton(tr("&Save..."), this);
    m_save->setObjectName(QStringLiteral("balanceSave"));
    m_save->setToolTip(tr("Save the report as JSON, to open again or compare"));
    m_pdf = new QPushButton(tr("Export &PDF..."), this);
    m_pdf->setObjectName(QStringLiteral("balancePdf"));
    m_pdf->setToolTip(tr("Print the report with its charts and heat map to a PDF"));
    auto *close = new QPushButton(tr("Close"), this);
    close->setObjectName(QStringLiteral("balanceClose"));
    connect(m_openReport, &QPushButton::clicked, this, &BalanceDialog::open);
    connect(m_save, &QPushButton::clicked, this, &BalanceDialog::save);
    connect(m_pdf, &QPushButton::clicked, this, &BalanceDialog::exportPdfAsked);
    connect(close, &QPushButton::clicked, this, &QDialog::close);
    buttons->addWidget(m_openReport);
    buttons->addWidget(m_save);
    buttons->addWidget(m_pdf);
    buttons->addStretch(1);
    buttons->addWidget(close);
    layout->addLayout(buttons);
}

bool BalanceDialog::startRun()
{
    if (m_thread)
        return false;
    if (!m_document) {
        m_verdict->setText(tr("The scenario was closed: there is nothing to play."));
        return false;
    }
    takeSnapshot();
    const FamilyEngine *engine = familyEngineFor(m_snapshot->ruleset());
    if (!engine) {
        m_verdict->setText(tr("No engine plays the rules of this scenario yet."));
        return false;
    }
    BalanceOptions options;
    options.games = m_games->value();
    options.seed = quint64(m_seed->value());
    options.jobs = m_jobs->value();
    options.agents.clear();
    for (const QComboBox *agent : std::as_const(m_agents))
        options.agents.append(agent->currentText());
    // The run copies the scenario now: the document may change while it plays.
    auto run = std::make_shared<BalanceRun>(*engine, inputsOf(*m_snapshot), options);
    if (!run->error().isEmpty()) {
        m_verdict->setText(tr("The games cannot be played: %1").arg(run->error()));
        return false;
    }
    m_run = run;
    m_result = std::make_shared<BalanceReport>();
    auto result = m_result;
    m_progress->setRange(0, run->totalGames());
    m_progress->setValue(0);
    m_rate->setText(tr("Starting..."));
    m_thread = QThread::create([this, run, result] {
        *result = run->run([this](int done, int total, double rate) {
            QMetaObject::invokeMethod(
                this, [this, done, total, rate] { progressed(done, total, rate); },
                Qt::QueuedConnection);
            return true;
        });
    });
    m_thread->setObjectName(QStringLiteral("balanceRun"));
    connect(m_thread, &QThread::finished, this, &BalanceDialog::finishRun);
    m_thread->start();
    updateButtons();
    return true;
}

void BalanceDialog::cancelRun()
{
    if (!m_thread || !m_run)
        return;
    m_run->cancel();
    m_rate->setText(tr("Stopping..."));
    m_cancelButton->setEnabled(false);
}

void BalanceDialog::progressed(int done, int total, double gamesPerSecond)
{
    if (!m_thread)
        return;
    m_progress->setRange(0, std::max(1, total));
    m_progress->setValue(done);
    m_rate->setText(tr("%1 of %2 games, %3 games/s")
                        .arg(done)
                        .arg(total)
                        .arg(gamesPerSecond, 0, 'f', gamesPerSecond < 10 ? 1 : 0));
}

void BalanceDialog::finishRun()
{
    if (!m_thread)
        return;
    m_thread->wait();
    m_thread->deleteLater();
    m_thread = nullptr;
    m_report = *m_result;
    m_result.reset();
    const int played = int(m_report->games.size());
    m_progress->setValue(std::min(played, m_progress->maximum()));
    m_rate->setText(
        m_report->cancelled
            ? tr("Cancelled after %n games", nullptr, played)
            : tr("%n games in %1 s", nullptr, played).arg(m_report->seconds, 0, 'f', 1));
    showReport();
    updateButtons();
    Q_EMIT runFinished();
}

void BalanceDialog::showReport()
{
    if (!m_report) {
        m_charts->setReport(std::nullopt);
        m_heat->setReport(std::nullopt, nullptr);
        return;
    }
    const BalanceReport &r = *m_report;
    const BalanceVerdict verdict = r.verdict();
    m_verdict->setText(verdict.text);
    QStringList details;
    details.append(tr("%n games as the scenario is written", nullptr, r.gamesAsWritten()));
    if (r.cancelled)
        details.append(tr("cancelled before the end: the figures are of the games played"));
    if (r.draws() > 0)
        details.append(tr("%n ended without a winner", nullptr, r.draws()));
    if (r.unfinished() > 0)
        details.append(tr("%n did not end", nullptr, r.unfinished()));
    if (r.errors() > 0)
        details.append(tr("%n failed with an engine error", nullptr, r.errors()));
    QString text = details.join(QStringLiteral("; ")) + QLatin1Char('.');
    text += QLatin1Char('\n') + r.firstPlayerText();
    if (!r.provisional.isEmpty())
        text += QLatin1Char('\n')
            + tr("Provisional values: %1").arg(r.provisional.join(QStringLiteral("; ")));
    m_details->setText(text);
    fillSides();
    fillGames();
    fillUnits();
    m_charts->setReport(m_report);
    m_heat->setReport(m_report, m_snapshot.get());
}

void BalanceDialog::fillSides()
{
    const BalanceReport &r = *m_report;
    m_sides->setRowCount(int(r.sides.size()));
    for (int row = 0; row < r.sides.size(); ++row) {
        const BalanceSide &side = r.sides.at(row);
        const RateInterval interval = r.winInterval(side);
        setRow(m_sides, row,
               {side.name.isEmpty() ? side.id : side.name, QString::number(side.wins),
                QString::number(side.losses), QString::number(side.draws), percent(r.winRate(side)),
                tr("%1 to %2").arg(percent(interval.low), percent(interval.high)),
                QString::number(r.meanLosses(side), 'f', 1)});
    }
    m_sides->resizeColumnsToContents();
}

void BalanceDialog::fillGames()
{
    const BalanceReport &r = *m_report;
    // Filled in the report's order, then sorted as the user last asked.
    m_gamesTable->setSortingEnabled(false);
    m_gamesTable->setRowCount(int(r.games.size()));
    for (int row = 0; row < r.games.size(); ++row) {
        const BalanceGame &game = r.games.at(row);
        const BalanceSide *winner = r.side(game.winner);
        QString outcome = winner ? winner->name : tr("none");
        if (!game.error.isEmpty())
            outcome = tr("engine error");
        else if (game.capped)
            outcome = tr("stopped at the action cap");
        setRow(m_gamesTable, row,
               {QString::number(row + 1), QString::number(game.seed),
                game.swapped ? tr("swapped") : tr("as written"), outcome,
                game.error.isEmpty() ? (game.reason.isEmpty() ? game.result : game.reason)
                                     : game.error,
                QString::number(game.turns), QString::number(game.actions)});
        m_gamesTable->item(row, 0)->setData(Qt::UserRole, row);
    }
    m_gamesTable->setSortingEnabled(true);
    m_gamesTable->resizeColumnsToContents();
}

void BalanceDialog::fillUnits()
{
    const BalanceReport &r = *m_report;
    m_units->setRowCount(int(r.unitTypes.size()));
    for (int row = 0; row < r.unitTypes.size(); ++row) {
        const BalanceUnitType &type = r.unitTypes.at(row);
        const BalanceSide *side = r.side(type.side);
        setRow(m_units, row,
               {side ? side->name : type.side, type.name.isEmpty() ? type.type : type.name,
                QString::number(type.pieces), QString::number(type.survived),
                type.pieces > 0 ? percent(double(type.survived) / type.pieces) : QString(),
                QString::number(type.lost),
                type.pieces > 0 ? QString::number(type.kills / type.pieces, 'f', 2) : QString()});
    }
    m_units->resizeColumnsToContents();
}

void BalanceDialog::updateButtons()
{
    const bool running = m_thread != nullptr;
    m_runButton->setEnabled(!running && m_snapshot && familyEngineFor(m_snapshot->ruleset()));
    m_cancelButton->setEnabled(running);
    for (QWidget *choice : std::initializer_list<QWidget *> {m_games, m_seed, m_jobs})
        choice->setEnabled(!running);
    for (QComboBox *agent : std::as_const(m_agents))
        agent->setEnabled(!running);
    const bool shown = m_report.has_value() && !running;
    m_save->setEnabled(shown);
    m_pdf->setEnabled(shown);
    m_openReport->setEnabled(!running);
    m_openGame->setEnabled(shown && !m_gamesTable->selectedItems().isEmpty());
}

} // namespace hexwright
