// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editorcontext.h"

#include "paneleditor/paneleditorwindow.h"
#include "ruleset/rulesetregistry.h"
#include "shell/actionicons.h"

#include <QAction>
#include <QCloseEvent>
#include <QCoreApplication>
#include <QInputDialog>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>

namespace hexwright {

namespace {

/**
 * Map > Edit Library Panels...: opens the panel editor window (one per main window) on the
 * panel library of the scenario on screen, or of the only ruleset there is, and makes sure
 * closing the main window does not lose unsaved panels.
 */
class PanelEditorLauncher : public QObject
{
    Q_DECLARE_TR_FUNCTIONS(PanelEditorLauncher)

public:
    explicit PanelEditorLauncher(EditorContext &context)
        : QObject(&context)
        , m_context(context)
    {
        context.window()->installEventFilter(this);
    }

    void open()
    {
        if (m_editor) {
            m_editor->show();
            m_editor->raise();
            m_editor->activateWindow();
            return;
        }
        RulesetRegistry &registry = m_context.registry();
        QString id;
        if (const ScenarioDocument *document = m_context.document()) {
            id = document->scenario().panelLibrary;
        } else {
            // By convention a ruleset's own panel library has the ruleset's id.
            QStringList ids;
            const QStringList rulesets = registry.rulesetIds();
            for (const QString &library : registry.panelLibraryIds()) {
                if (rulesets.contains(library))
                    ids.append(library);
            }
            if (ids.isEmpty()) {
                QMessageBox::information(m_context.window(), tr("Edit Library Panels"),
                                         tr("There is no panel library to edit."));
                return;
            }
            id = ids.first();
            if (ids.size() > 1) {
                bool ok = false;
                id = QInputDialog::getItem(m_context.window(), tr("Edit Library Panels"),
                                           tr("Panel library to edit:"), ids, 0, false, &ok);
                if (!ok)
                    return;
            }
        }
        // Always the registry's newest copy: the scenario on screen may still show panels
        // from before the last save.
        Diagnostics diagnostics;
        const QString rulesetId
            = m_context.document() ? m_context.document()->scenario().rulesetId : id;
        const Ruleset *ruleset = registry.ruleset(rulesetId, diagnostics);
        const PanelLibrary *library
            = ruleset ? registry.panelLibrary(id, *ruleset, diagnostics) : nullptr;
        if (!library) {
            QStringList lines;
            for (const Diagnostic &d : std::as_const(diagnostics))
                lines.append(d.toText());
            QMessageBox::warning(m_context.window(), tr("Edit Library Panels"),
                                 tr("The panel library %1 cannot be loaded.\n%2")
                                     .arg(id, lines.join(QLatin1Char('\n'))));
            return;
        }
        m_editor = new PanelEditorWindow(registry, *ruleset, *library, m_context.window());
        m_editor->setAttribute(Qt::WA_DeleteOnClose);
        QObject::connect(m_editor, &PanelEditorWindow::librarySaved, this, [this] {
            const ScenarioDocument *document = m_context.document();
            m_context.showStatus(
                document ? tr("Panel library saved: scenarios opened from now on use it; reopen "
                              "%1 to see the edited panels there.")
                               .arg(document->displayName())
                         : tr("Panel library saved: scenarios opened from now on use it."),
                10000);
        });
        m_editor->show();
        m_editor->raise();
        m_editor->activateWindow();
    }

    PanelEditorWindow *editor() const { return m_editor; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        // The editor is a child of the main window and goes with it: ask about its unsaved
        // panels before the main window asks about its scenario.
        if (watched == m_context.window() && event->type() == QEvent::Close && m_editor
            && m_editor->isModified()) {
            m_editor->show();
            m_editor->raise();
            if (!m_editor->maybeSave()) {
                event->ignore();
                return true;
            }
        }
        return QObject::eventFilter(watched, event);
    }

private:
    EditorContext &m_context;
    QPointer<PanelEditorWindow> m_editor;
};

} // namespace

void installPanelEditor(EditorContext &context)
{
    auto *launcher = new PanelEditorLauncher(context);
    auto *action
        = new QAction(actionIcon(QStringLiteral("hexwright-panel-editor")),
                      PanelEditorLauncher::tr("&Edit Library Panels..."), context.window());
    action->setObjectName(QStringLiteral("editLibraryPanelsAction"));
    action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    action->setStatusTip(PanelEditorLauncher::tr(
        "Paint and draw roads on the library's panels themselves, for every "
        "scenario"));
    QObject::connect(action, &QAction::triggered, launcher, [launcher] { launcher->open(); });
    context.window()->addAction(action); // the shortcut works even if the menu is missing
    if (QMenu *map = context.menu(QStringLiteral("mapMenu"))) {
        map->addSeparator();
        map->addAction(action);
    }
}

} // namespace hexwright
