// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// File > Export Map Image, Export PDF, Export All, Print Preview and Print
// (print/printcontroller.h).

#include "editorcontext.h"
#include "print/printcontroller.h"
#include "shell/actionicons.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>

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

    file->insertAction(before, controller->exportImageAction());
    file->insertMenu(before, exportPdf);
    file->insertAction(before, controller->exportAllAction());
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
