// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Scenario > Playtest: play the scenario being edited in a window of its own, from its set-up or
// from a set-up saved in an earlier playtest, or replay a game log of it (Open Game Log); the
// map tools of the open scenario's rule family (Hammer's Slammers: its line-of-sight check).

#include "editorcontext.h"
#include "engine/familyengines.h"
#include "maptool.h"
#include "playtest/playtestextension.h"
#include "playtest/playtestwindow.h"
#include "ruleset/ruleset.h"
#include "shell/actionicons.h"
#include "shell/filechooser.h"

#include <QAction>
#include <QDialog>
#include <QFileDialog>
#include <QHash>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QRandomGenerator>
#include <QToolBar>

#include <memory>

namespace hexwright {

namespace {

/**
 * The map tools of the open scenario's rule family, asked of the families' registry
 * (makeFamilyEditorTools()) the first time a scenario of that family opens. They follow the
 * other tools in the Tools menu and tool bar, after a separator of their own, and are hidden
 * (their shortcuts too) while a scenario of another family, or none, is open. A family with
 * no tools of its own gets nothing, not even the separator.
 */
class FamilyTools : public QObject
{
public:
    explicit FamilyTools(EditorContext &context)
        : QObject(&context)
        , m_context(context)
    {
        connect(&context, &EditorContext::documentChanged, this, &FamilyTools::documentChanged);
        documentChanged(context.document());
    }

private:
    struct Installed
    {
        QList<MapTool *> tools;
        QList<QAction *> separators;
    };

    void documentChanged(ScenarioDocument *document)
    {
        const QString family = document ? document->ruleset().family : QString();
        if (family == m_shown)
            return;
        show(m_shown, false);
        if (!family.isEmpty() && !m_families.contains(family))
            m_families.insert(family, install(family));
        show(family, true);
        m_shown = family;
    }

    Installed install(const QString &family)
    {
        Installed installed;
        installed.tools = makeFamilyEditorTools(family, m_context);
        if (installed.tools.isEmpty())
            return installed;
        if (QMenu *tools = m_context.menu(QStringLiteral("toolsMenu")); tools && !tools->isEmpty())
            installed.separators.append(tools->addSeparator());
        if (QToolBar *bar = m_context.toolsToolBar(); bar && !bar->actions().isEmpty())
            installed.separators.append(bar->addSeparator());
        // A family of a table game has table tools (Hammer Wars' line of sight).
        for (MapTool *tool : std::as_const(installed.tools)) {
            if (tool->worksOnTable())
                m_context.addTableTool(tool);
            else
                m_context.addTool(tool);
        }
        return installed;
    }

    void show(const QString &family, bool visible)
    {
        const auto it = m_families.constFind(family);
        if (it == m_families.constEnd())
            return;
        for (QAction *separator : it->separators)
            separator->setVisible(visible);
        for (MapTool *tool : it->tools) {
            tool->action()->setVisible(visible);
            tool->action()->setEnabled(visible);
            if (!visible && m_context.activeTool() == tool) {
                MapTool *first = m_context.tools().first();
                m_context.activateTool(first == tool ? nullptr : first);
                // A table tool on another family's table: no hex tool may take over.
                if (m_context.activeTool() == tool) {
                    tool->action()->setChecked(false);
                    m_context.activateTool(nullptr);
                }
            }
        }
    }

    EditorContext &m_context;
    QHash<QString, Installed> m_families; ///< every family met so far, with or without tools
    QString m_shown;
};

void showPlaytest(PlaytestWindow *window)
{
    window->show();
    window->raise();
    window->activateWindow();
}

quint64 newSeed()
{
    return QRandomGenerator::global()->generate64() >> 16;
}

/// Scenario > Playtest from Saved Set-up: the pieces stand where a saved set-up put them.
QAction *makeFromSetupAction(EditorContext &context)
{
    auto *action = new QAction(QObject::tr("Playtest from Saved &Set-up..."), context.window());
    action->setObjectName(QStringLiteral("playtestFromSetupAction"));
    action->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F5));
    action->setIcon(actionIcon(QStringLiteral("document-open")));
    action->setToolTip(
        QObject::tr("Playtest the scenario from a set-up saved in an earlier playtest (%1)")
            .arg(action->shortcut().toString(QKeySequence::NativeText)));
    action->setStatusTip(QObject::tr("Start a playtest with the pieces where a saved set-up "
                                     "put them (Game > Save Set-up in the playtest window)"));
    QObject::connect(action, &QAction::triggered, &context, [&context] {
        ScenarioDocument *document = context.document();
        if (!document)
            return;
        const QString title = QObject::tr("Playtest from Saved Set-up");
        if (document->scenario().sides.isEmpty()) {
            context.showStatus(QObject::tr("The scenario has no sides to play yet"));
            return;
        }
        const QString path = QFileDialog::getOpenFileName(
            context.window(), title, QString(),
            QObject::tr("Saved set-ups (*.setup.json *.json);;All files (*)"));
        if (path.isEmpty())
            return;
        QString error;
        PlaytestWindow *window = PlaytestWindow::fromSavedSetup(
            *document, context.registry(), path, newSeed(), &error, context.window());
        if (!window) {
            QMessageBox::warning(context.window(), title,
                                 QObject::tr("This set-up cannot start a playtest of the "
                                             "scenario:\n%1")
                                     .arg(error));
            return;
        }
        showPlaytest(window);
    });
    return action;
}

/// Scenario > Open Game Log: a game log of the open scenario in the replay viewer.
QAction *makeOpenLogAction(EditorContext &context)
{
    auto *action = new QAction(actionIcon(QStringLiteral("document-open")),
                               QObject::tr("Open Game &Log..."), context.window());
    action->setObjectName(QStringLiteral("openGameLogAction"));
    action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    action->setToolTip(QObject::tr("Replay a game log of the scenario, step by step (%1)")
                           .arg(action->shortcut().toString(QKeySequence::NativeText)));
    action->setStatusTip(QObject::tr("Open a game log (a playtest's, the CLI's or a balance "
                                     "report's) and step through it on the scenario as it stands"));
    QObject::connect(action, &QAction::triggered, &context, [&context] {
        ScenarioDocument *document = context.document();
        if (!document)
            return;
        const QString title = QObject::tr("Open Game Log");
        const QString path = chooseFileToOpen(context.window(), title,
                                              QObject::tr("Game logs (*.jsonl);;All files (*)"));
        if (path.isEmpty())
            return;
        QString error;
        PlaytestWindow *window = PlaytestWindow::openReplayFile(*document, context.registry(), path,
                                                                &error, context.window());
        if (!window) {
            QMessageBox::warning(context.window(), title,
                                 QObject::tr("This log cannot be replayed on this scenario."
                                             "\n\n%1")
                                     .arg(error));
            return;
        }
        showPlaytest(window);
    });
    return action;
}

} // namespace

void installPlaytest(EditorContext &context)
{
    auto *action = new QAction(QObject::tr("&Playtest"), context.window());
    action->setObjectName(QStringLiteral("playtestAction"));
    action->setShortcut(QKeySequence(Qt::Key_F5));
    action->setIcon(actionIcon(QStringLiteral("media-playback-start")));
    action->setToolTip(QObject::tr("Playtest the scenario as it stands (F5)"));
    action->setStatusTip(QObject::tr("Play the scenario as it stands, hotseat, by the book; "
                                     "no need to save it first"));
    // A family with no engine but referee aids (its core book is lost): Playtest opens them,
    // one window at a time, closed when another document is shown.
    auto aids = std::make_shared<QPointer<QDialog>>();
    QObject::connect(action, &QAction::triggered, &context, [&context, aids] {
        ScenarioDocument *document = context.document();
        if (!document)
            return;
        const QString family = document->ruleset().family;
        if (!familyEngineFor(document->ruleset()) && hasRefereeAids(family)) {
            if (!*aids) {
                *aids = makeRefereeAids(family, document, context.window());
                if (*aids)
                    (*aids)->setAttribute(Qt::WA_DeleteOnClose);
            }
            if (QDialog *dialog = *aids) {
                dialog->show();
                dialog->raise();
                dialog->activateWindow();
            }
            return;
        }
        if (document->scenario().sides.isEmpty()) {
            context.showStatus(QObject::tr("The scenario has no sides to play yet"));
            return;
        }
        showPlaytest(
            new PlaytestWindow(*document, context.registry(), newSeed(), context.window()));
    });
    QAction *fromSetup = makeFromSetupAction(context);
    QAction *openLog = makeOpenLogAction(context);
    auto update = [action, fromSetup, openLog, aids](ScenarioDocument *document) {
        if (*aids)
            (*aids)->close();
        // A family without an engine yet (its rules are data only) cannot be played: say so.
        const bool playable = document && familyEngineFor(document->ruleset());
        const bool refereeAids
            = document && !playable && hasRefereeAids(document->ruleset().family);
        action->setEnabled(playable || refereeAids);
        fromSetup->setEnabled(playable);
        openLog->setEnabled(playable);
        const QString why = document && !playable
            ? QObject::tr("No engine plays the rules of %1 yet: the playtest is not available")
                  .arg(document->ruleset().name)
            : QString();
        action->setToolTip(why.isEmpty() ? QObject::tr("Playtest the scenario as it stands (F5)")
                                         : why);
        if (refereeAids)
            action->setToolTip(QObject::tr("No engine plays the rules of %1: Playtest opens the "
                                           "referee aids its surviving text gives (F5)")
                                   .arg(document->ruleset().name));
        fromSetup->setToolTip(
            why.isEmpty() ? QObject::tr("Playtest the scenario from a set-up saved in an earlier "
                                        "playtest (%1)")
                                .arg(fromSetup->shortcut().toString(QKeySequence::NativeText))
                          : why);
        openLog->setToolTip(
            why.isEmpty() ? QObject::tr("Replay a game log of the scenario, step by step (%1)")
                                .arg(openLog->shortcut().toString(QKeySequence::NativeText))
                          : why);
    };
    update(context.document());
    QObject::connect(&context, &EditorContext::documentChanged, action, update);

    if (QMenu *scenario = context.menu(QStringLiteral("scenarioMenu"))) {
        if (!scenario->isEmpty())
            scenario->addSeparator();
        scenario->addAction(action);
        scenario->addAction(fromSetup);
        scenario->addAction(openLog);
    }
    if (auto *bar = context.window()->findChild<QToolBar *>(QStringLiteral("mainToolBar"))) {
        bar->addSeparator();
        bar->addAction(action);
    }

    new FamilyTools(context);
}

} // namespace hexwright
