// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "shell/filewatch.h"

#include <QObject>
#include <QPointer>

#include <functional>

class QMainWindow;

namespace hexwright {

class Autosaver;
class ScenarioDocument;
struct RecoveryCandidate;

/**
 * Keeps the user's work from being lost behind the main window's back: watches the open
 * file for changes by other programs and asks what to do (reload, keep mine, save as),
 * checks again just before a save overwrites the file, and has the Autosaver keep a
 * recovery copy of unsaved work.
 *
 * The questions are ordinary modal message boxes whose buttons have object names
 * ("reloadButton", "keepMineButton", "saveAsButton", "overwriteButton"), so that tests
 * answer them the way they answer the unsaved-changes prompt. One question is shown at a
 * time: changes arriving while it is open are looked at once it is answered.
 */
class DocumentKeeper : public QObject
{
    Q_OBJECT

public:
    /// Works for @p window; @p reload reads the document's file again without asking,
    /// @p saveAs is the window's Save As.
    DocumentKeeper(QMainWindow *window, std::function<bool()> reload, std::function<bool()> saveAs);
    ~DocumentKeeper() override;

    /// Follows @p document (null: none), taking its file as it is on disk now as ours.
    void setDocument(ScenarioDocument *document);
    /// What the file held when it was read, taken just before the read: a change between
    /// that moment and now is then noticed.
    void setLoadedState(const FileStamp &loaded);
    /// The document was recovered from @p candidate: continue its copy, and treat the file
    /// as its crashed editor last knew it.
    void adoptRecovery(const RecoveryCandidate &candidate);

    enum class SaveCheck { Overwrite, SaveAs, Cancel };
    /// Before Save writes over the document's file: whether another program changed it, and
    /// if so what the user wants.
    SaveCheck checkBeforeSave();
    /// After a save succeeded: what is on disk now is ours.
    void saved();
    /// The window closes with the user's consent: the recovery copy is not needed.
    void closing();

    FileWatch *fileWatch() { return &m_watch; }
    Autosaver *autosaver() const { return m_autosaver; }

private:
    void externalChange();
    void askAboutChange();
    void askAboutRemoval();
    void markModified();
    QString shownName() const;

    QMainWindow *m_window;
    std::function<bool()> m_reload;
    std::function<bool()> m_saveAs;
    QPointer<ScenarioDocument> m_document;
    FileWatch m_watch;
    Autosaver *m_autosaver;
    bool m_asking = false;
    bool m_missedChange = false;
};

} // namespace hexwright
