// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/familydialogaction.h"

#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "ruleset/ruleset.h"

#include <QAction>
#include <QDialog>
#include <QMainWindow>
#include <QMenu>
#include <QPointer>

namespace hexwright {

namespace {

/// The dialog open, and the document it shows.
struct OpenDialog
{
    QPointer<QDialog> dialog;
    QPointer<ScenarioDocument> document;
};

} // namespace

void installFamilyDialogAction(EditorContext &context, QAction *action, const QString &familyId,
                               std::function<QDialog *(ScenarioDocument *, QWidget *)> make)
{
    QMenu *menu = context.menu(QStringLiteral("scenarioMenu"));
    if (!menu)
        return;
    auto *open = new OpenDialog;
    QObject::connect(action, &QObject::destroyed, [open] { delete open; });
    QObject::connect(action, &QAction::triggered, &context, [&context, open, make] {
        ScenarioDocument *document = context.document();
        if (!document)
            return;
        if (open->dialog) {
            open->dialog->raise();
            open->dialog->activateWindow();
            return;
        }
        QDialog *dialog = make(document, context.window());
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        open->dialog = dialog;
        open->document = document;
        dialog->show();
    });
    // Only while a scenario of the family is open; the dialog of another document closes.
    auto update = [action, open, familyId](ScenarioDocument *document) {
        const bool ours = document && document->ruleset().family == familyId;
        action->setVisible(ours);
        action->setEnabled(ours);
        if (open->dialog && (!ours || open->document != document))
            open->dialog->close();
    };
    update(context.document());
    QObject::connect(&context, &EditorContext::documentChanged, action, update);
    menu->addAction(action);
}

} // namespace hexwright
