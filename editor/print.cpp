// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// File > Export Map Image, Export PDF, Export All, Export VASSAL Module, Print Preview and
// Print (print/printcontroller.h).

#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "export/vassalmodule.h"
#include "print/printcontroller.h"
#include "print/tiledcontroller.h"
#include "shell/actionicons.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QProgressDialog>
#include <QRegularExpression>
#include <QStandardPaths>

namespace hexwright {

namespace {

/// A submenu of @p parent holding each sheet kind's action of @p actionOf.
template<typename ActionOf>
QMenu *sheetMenu(const QIcon &icon, const QString &title, const QString &objectName,
                 const QString &statusTip, QMenu *parent, ActionOf actionOf)
{
    auto *menu = new QMenu(title, parent);
    menu->setIcon(icon);
    menu->setObjectName(objectName);
    menu->menuAction()->setStatusTip(statusTip);
    for (SheetKind kind : {SheetKind::Map, SheetKind::Setup, SheetKind::Counters})
        menu->addAction(actionOf(kind));
    return menu;
}

/// File > Export VASSAL Module: the scenario as a .vmod (export/vassalmodule.h), under a
/// progress dialog while the board, counters and charts are drawn.
void exportVassal(EditorContext &context)
{
    const ScenarioDocument *document = context.document();
    if (!document)
        return;
    QString suggested = document->filePath();
    if (suggested.isEmpty()) {
        static const QRegularExpression nonWord(QStringLiteral("[^a-z0-9]+"));
        QString base
            = document->scenario().metadata.title.toLower().replace(nonWord, QStringLiteral("-"));
        base.remove(QRegularExpression(QStringLiteral("^-+|-+$")));
        suggested = QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                        .filePath(base.isEmpty() ? QStringLiteral("scenario") : base);
    } else {
        const QFileInfo file(suggested);
        suggested = file.absoluteDir().filePath(file.fileName().section(QLatin1Char('.'), 0, 0));
    }
    QString path = QFileDialog::getSaveFileName(
        context.window(), PrintController::tr("Export VASSAL Module"),
        suggested + QStringLiteral(".vmod"), PrintController::tr("VASSAL modules (*.vmod)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".vmod"), Qt::CaseInsensitive))
        path += QStringLiteral(".vmod");
    const MapExportSource source {document->map(), document->ruleset(), document->scenario(),
                                  document->panels()};
    QProgressDialog progress(PrintController::tr("Drawing the board, counters and charts..."),
                             QString(), 0, 1, context.window());
    progress.setObjectName(QStringLiteral("vassalExportProgress"));
    progress.setWindowTitle(PrintController::tr("Export VASSAL Module"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(400);
    context.showStatus(PrintController::tr("Writing %1...").arg(QFileInfo(path).fileName()), 0);
    QApplication::setOverrideCursor(Qt::WaitCursor);
    QString error;
    const bool written = exportVassalModule(source, path, {}, &error, [&](int done, int total) {
        progress.setMaximum(total);
        progress.setValue(done);
        QApplication::processEvents(QEventLoop::ExcludeUserInputEvents);
    });
    QApplication::restoreOverrideCursor();
    progress.reset();
    if (!written) {
        context.showStatus(QString());
        QMessageBox::warning(context.window(), PrintController::tr("Export VASSAL Module"),
                             PrintController::tr("Could not write %1.\n\n%2")
                                 .arg(QDir::toNativeSeparators(path), error));
        return;
    }
    context.showStatus(
        PrintController::tr("Saved the VASSAL module %1").arg(QDir::toNativeSeparators(path)));
}

} // namespace

void installPrint(EditorContext &context)
{
    auto *controller = new PrintController(context);
    controller->setObjectName(QStringLiteral("printController"));
    QMenu *file = context.menu(QStringLiteral("fileMenu"));
    if (!file)
        return;
    QAction *before = nullptr;
    for (QAction *action : file->actions()) {
        if (action->objectName() == QLatin1String("fileCloseSection"))
            before = action;
    }

    QMenu *exportPdf = sheetMenu(
        actionIcon(QStringLiteral("document-export")), PrintController::tr("Export &PDF"),
        QStringLiteral("exportPdfMenu"),
        PrintController::tr("Save map, setup or counter sheets as a PDF to print later"), file,
        [controller](SheetKind kind) { return controller->exportPdfAction(kind); });
    QMenu *preview
        = sheetMenu(actionIcon(QStringLiteral("document-print-preview")),
                    PrintController::tr("Print Pre&view"), QStringLiteral("printPreviewMenu"),
                    PrintController::tr("See map, setup or counter sheets as they will print"),
                    file, [controller](SheetKind kind) { return controller->previewAction(kind); });
    QMenu *print = sheetMenu(
        actionIcon(QStringLiteral("document-print")), PrintController::tr("&Print"),
        QStringLiteral("printMenu"), PrintController::tr("Print map, setup or counter sheets"),
        file, [controller](SheetKind kind) { return controller->printAction(kind); });

    // The play sheets after the map, setup and counter sheets in each of the three menus.
    for (QMenu *menu : {exportPdf, preview, print})
        menu->addSeparator();
    for (PlaySheetKind kind : PlaySheetKinds) {
        exportPdf->addAction(controller->playPdfAction(kind));
        preview->addAction(controller->playPreviewAction(kind));
        print->addAction(controller->playPrintAction(kind));
        context.window()->addAction(controller->playPdfAction(kind));
        context.window()->addAction(controller->playPreviewAction(kind));
        context.window()->addAction(controller->playPrintAction(kind));
    }

    file->insertAction(before, controller->exportImageAction());
    file->insertMenu(before, exportPdf);
    file->insertAction(before, controller->exportAllAction());
    // Tiled, for map makers who go on drawing there: the map out, its terrain back in.
    auto *tiled = new TiledController(context);
    tiled->setObjectName(QStringLiteral("tiledController"));
    file->insertAction(before, tiled->exportAction());
    file->insertAction(before, tiled->importAction());
    auto *vassal = new QAction(actionIcon(QStringLiteral("document-export")),
                               PrintController::tr("Export &VASSAL Module..."), controller);
    vassal->setObjectName(QStringLiteral("exportVassalModuleAction"));
    vassal->setStatusTip(PrintController::tr(
        "Save the scenario as a VASSAL module: the board with its hex numbers, every unit as "
        "a counter set up where it starts, the turn track, charts and dice"));
    QObject::connect(vassal, &QAction::triggered, controller,
                     [&context] { exportVassal(context); });
    const auto enableVassal = [&context, vassal] {
        const ScenarioDocument *document = context.document();
        vassal->setEnabled(document
                           && (document->scenario().table || document->map().playableCount() > 0));
    };
    QObject::connect(&context, &EditorContext::documentChanged, vassal, enableVassal);
    enableVassal();
    file->insertAction(before, vassal);
    context.window()->addAction(vassal);
    file->insertSeparator(before);
    file->insertMenu(before, preview);
    file->insertMenu(before, print);
    // Keyboard shortcuts work even while a submenu was never opened, and without a menu bar.
    context.window()->addAction(controller->exportImageAction());
    context.window()->addAction(controller->exportAllAction());
    for (SheetKind kind : {SheetKind::Map, SheetKind::Setup, SheetKind::Counters}) {
        context.window()->addAction(controller->exportPdfAction(kind));
        context.window()->addAction(controller->previewAction(kind));
        context.window()->addAction(controller->printAction(kind));
    }
}

} // namespace hexwright
