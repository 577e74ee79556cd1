// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The balance report window's files and games: Save and Open of the report's JSON, Export
// PDF, a game opened in the replay viewer; and Scenario > Balance Report, which opens it.

#include "balance/balancedialog.h"

#include "balance/balancerun.h"
#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "engine/familyengine.h"
#include "engine/familyengines.h"
#include "engine/gamesession.h"
#include "export/balancepdf.h"
#include "playtest/playtestwindow.h"
#include "ruleset/ruleset.h"
#include "shell/actionicons.h"

#include <QAction>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QTableWidget>
#include <QThread>

namespace hexwright {

namespace {

GameInputs inputsOf(const ScenarioDocument &document)
{
    return {document.scenario(), document.ruleset(), document.panels(), document.filePath()};
}

} // namespace

QString BalanceDialog::fileStem() const
{
    const QString path = m_document ? m_document->filePath() : QString();
    if (path.isEmpty())
        return QStringLiteral("balance");
    const QFileInfo file(path);
    return file.absoluteDir().filePath(file.fileName().section(QLatin1Char('.'), 0, 0)
                                       + QStringLiteral("-balance"));
}

bool BalanceDialog::saveReport(const QString &path, QString *error)
{
    if (!m_report) {
        if (error)
            *error = tr("there is no report to save");
        return false;
    }
    return writeBalanceReportFile(*m_report, path, error);
}

bool BalanceDialog::openReport(const QString &path, QString *error)
{
    if (m_thread)
        return false;
    std::optional<BalanceReport> report = readBalanceReportFile(path, error);
    if (!report)
        return false;
    // Its games are played again, and its heat map drawn, on the scenario as it stands.
    takeSnapshot();
    m_run.reset();
    m_report = std::move(report);
    showReport();
    updateButtons();
    return true;
}

bool BalanceDialog::exportPdf(const QString &path, QString *error)
{
    if (!m_report) {
        if (error)
            *error = tr("there is no report to print");
        return false;
    }
    BalanceBoardInputs board;
    if (m_snapshot) {
        board.board = &m_snapshot->board();
        board.ruleset = &m_snapshot->ruleset();
        board.scenario = &m_snapshot->scenario();
        board.panels
            = m_snapshot->board().kind() == BoardKind::Hex ? &m_snapshot->panels() : nullptr;
    }
    return writeBalancePdf(*m_report, board, path, error);
}

PlaytestWindow *BalanceDialog::openGame(int index, QString *error)
{
    auto fail = [error](const QString &why) -> PlaytestWindow * {
        if (error)
            *error = why;
        return nullptr;
    };
    if (!m_report || index < 0 || index >= m_report->games.size())
        return fail(tr("there is no game %1 in the report").arg(index + 1));
    if (!m_snapshot)
        return fail(tr("the scenario was closed"));
    const FamilyEngine *engine = familyEngineFor(m_snapshot->ruleset());
    if (!engine)
        return fail(tr("no engine plays the rules of this scenario"));
    const BalanceGame &game = m_report->games.at(index);
    QString why;
    // A game of the first-player effect was played with the move order swapped.
    const std::shared_ptr<const GameSetup> setup = game.swapped
        ? engine->setUpSwapped(inputsOf(*m_snapshot), &why)
        : engine->setUp(inputsOf(*m_snapshot), &why);
    if (!setup)
        return fail(tr("the scenario cannot be played: %1").arg(why));
    std::unique_ptr<GameSession> session = m_run
        ? m_run->replay(index)
        : replayBalanceGame(*engine, inputsOf(*m_snapshot), *m_report, index, &why);
    if (!session)
        return fail(why.isEmpty() ? tr("game %1 cannot be played again").arg(index + 1) : why);
    return PlaytestWindow::openReplay(*m_snapshot, m_registry, setup, session->logText(),
                                      tr("game %1 (seed %2)").arg(index + 1).arg(game.seed), error,
                                      parentWidget());
}

int BalanceDialog::selectedGame() const
{
    const QList<QTableWidgetItem *> selected = m_gamesTable->selectedItems();
    const QTableWidgetItem *first
        = selected.isEmpty() ? nullptr : m_gamesTable->item(selected.first()->row(), 0);
    return first ? first->data(Qt::UserRole).toInt() : -1;
}

void BalanceDialog::openSelectedGame()
{
    const int index = selectedGame();
    if (index < 0)
        return;
    QString error;
    PlaytestWindow *window = openGame(index, &error);
    if (!window) {
        QMessageBox::warning(this, tr("Open Game"),
                             tr("This game cannot be replayed.\n\n%1").arg(error));
        return;
    }
    window->show();
    window->raise();
    window->activateWindow();
}

void BalanceDialog::save()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save Balance Report"),
                                                fileStem() + QStringLiteral(".json"),
                                                tr("Balance reports (*.json)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        path += QStringLiteral(".json");
    QString error;
    if (!saveReport(path, &error))
        QMessageBox::warning(
            this, tr("Save Balance Report"),
            tr("Could not write %1.\n\n%2").arg(QDir::toNativeSeparators(path), error));
}

void BalanceDialog::open()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Balance Report"),
                                                      QFileInfo(fileStem()).absolutePath(),
                                                      tr("Balance reports (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!openReport(path, &error))
        QMessageBox::warning(
            this, tr("Open Balance Report"),
            tr("This file is not a balance report Hexwright can read.\n\n%1").arg(error));
}

void BalanceDialog::exportPdfAsked()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Export Balance Report"),
                                                fileStem() + QStringLiteral(".pdf"),
                                                tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        path += QStringLiteral(".pdf");
    QString error;
    if (!exportPdf(path, &error))
        QMessageBox::warning(
            this, tr("Export Balance Report"),
            tr("Could not write %1.\n\n%2").arg(QDir::toNativeSeparators(path), error));
}

void BalanceDialog::closeEvent(QCloseEvent *event)
{
    // Closing stops the games; the window goes when they have stopped (within a second).
    if (m_thread) {
        cancelRun();
        m_thread->wait();
        finishRun();
    }
    QDialog::closeEvent(event);
}

void installBalance(EditorContext &context)
{
    auto *action = new QAction(actionIcon(QStringLiteral("hexwright-balance")),
                               BalanceDialog::tr("&Balance Report..."), context.window());
    action->setObjectName(QStringLiteral("balanceReportAction"));
    action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
    action->setStatusTip(BalanceDialog::tr(
        "Play the scenario as it stands many times with computer players: who wins how "
        "often, how long games last, which units matter"));
    auto dialog = std::make_shared<QPointer<BalanceDialog>>();
    QObject::connect(action, &QAction::triggered, &context, [&context, dialog] {
        ScenarioDocument *document = context.document();
        if (!document)
            return;
        if (document->scenario().sides.isEmpty()) {
            context.showStatus(BalanceDialog::tr("The scenario has no sides to play yet"));
            return;
        }
        // One report window per scenario open: the same comes back to the front.
        if (*dialog && (*dialog)->property("document").value<QObject *>() == document) {
            (*dialog)->show();
            (*dialog)->raise();
            (*dialog)->activateWindow();
            return;
        }
        auto *window = new BalanceDialog(*document, context.registry(), context.window());
        window->setProperty("document", QVariant::fromValue<QObject *>(document));
        *dialog = window;
        window->show();
    });
    auto update = [action](ScenarioDocument *document) {
        const bool playable = document && familyEngineFor(document->ruleset());
        action->setEnabled(playable);
        action->setToolTip(
            document && !playable
                ? BalanceDialog::tr("No engine plays the rules of %1 yet: no balance report")
                      .arg(document->ruleset().name)
                : BalanceDialog::tr("Balance report: many computer games of the scenario (%1)")
                      .arg(action->shortcut().toString(QKeySequence::NativeText)));
    };
    update(context.document());
    QObject::connect(&context, &EditorContext::documentChanged, action, update);
    if (QMenu *scenario = context.menu(QStringLiteral("scenarioMenu")))
        scenario->addAction(action);
}

} // namespace hexwright
