// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/documentkeeper.h"

#include "document/scenariodocument.h"
#include "shell/autosaver.h"
#include "shell/recoveryfile.h"

#include <QDir>
#include <QFileInfo>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>

#include <utility>

namespace hexwright {

namespace {

QPushButton *addButton(QMessageBox &box, const QString &text, QMessageBox::ButtonRole role,
                       const char *objectName)
{
    QPushButton *button = box.addButton(text, role);
    button->setObjectName(QLatin1String(objectName));
    return button;
}

} // namespace

DocumentKeeper::DocumentKeeper(QMainWindow *window, std::function<bool()> reload,
                               std::function<bool()> saveAs)
    : QObject(window)
    , m_window(window)
    , m_reload(std::move(reload))
    , m_saveAs(std::move(saveAs))
    , m_autosaver(new Autosaver(this))
{
    connect(&m_watch, &FileWatch::changedExternally, this, &DocumentKeeper::externalChange);
    connect(m_autosaver, &Autosaver::failed, this, [this](const QString &message) {
        m_window->statusBar()->showMessage(
            tr("Could not autosave a recovery copy: %1").arg(message));
    });
}

DocumentKeeper::~DocumentKeeper() = default;

void DocumentKeeper::setDocument(ScenarioDocument *document)
{
    m_document = document;
    m_autosaver->setDocument(document);
    const QString path = document ? document->filePath() : QString();
    setLoadedState(FileStamp::of(path));
}

void DocumentKeeper::setLoadedState(const FileStamp &loaded)
{
    m_watch.watch(m_document ? m_document->filePath() : QString(), loaded);
    m_autosaver->setOriginalSha256(loaded.sha256);
}

void DocumentKeeper::adoptRecovery(const RecoveryCandidate &candidate)
{
    m_autosaver->adopt(candidate);
    FileStamp known;
    known.exists = !candidate.entry.originalSha256.isEmpty();
    known.sha256 = candidate.entry.originalSha256;
    m_watch.watch(m_document ? m_document->filePath() : QString(), known);
}

DocumentKeeper::SaveCheck DocumentKeeper::checkBeforeSave()
{
    // A vanished file is simply written again: nobody else's work is in the way.
    if (!m_document || !m_watch.changedOnDisk() || !QFileInfo::exists(m_watch.path()))
        return SaveCheck::Overwrite;
    QMessageBox box(QMessageBox::Warning, tr("File Changed on Disk"),
                    tr("%1 was changed by another program since you opened or saved it.\n"
                       "Saving now replaces those changes with yours.")
                        .arg(shownName()),
                    QMessageBox::NoButton, m_window);
    QPushButton *overwrite
        = addButton(box, tr("&Overwrite"), QMessageBox::DestructiveRole, "overwriteButton");
    QPushButton *saveAs
        = addButton(box, tr("Save &As..."), QMessageBox::AcceptRole, "saveAsButton");
    box.addButton(QMessageBox::Cancel)->setObjectName(QStringLiteral("cancelButton"));
    box.setDefaultButton(saveAs);
    m_asking = true;
    box.exec();
    m_asking = false;
    if (box.clickedButton() == overwrite)
        return SaveCheck::Overwrite;
    if (box.clickedButton() == saveAs)
        return SaveCheck::SaveAs;
    return SaveCheck::Cancel;
}

void DocumentKeeper::saved()
{
    const QString path = m_document ? m_document->filePath() : QString();
    const FileStamp onDisk = FileStamp::of(path);
    m_watch.watch(path, onDisk);
    m_autosaver->setOriginalSha256(onDisk.sha256);
    // The undo stack is clean now, which removed the recovery copy; say so explicitly too, in
    // case the document was saved while already clean.
    m_autosaver->discard();
}

void DocumentKeeper::closing()
{
    m_autosaver->discard();
}

void DocumentKeeper::externalChange()
{
    if (!m_document)
        return;
    if (m_asking) {
        m_missedChange = true;
        return;
    }
    m_asking = true;
    if (m_watch.removedFromDisk())
        askAboutRemoval();
    else
        askAboutChange();
    m_asking = false;
    // Whatever changed while the question was open is looked at now, once.
    if (std::exchange(m_missedChange, false) && m_watch.changedOnDisk())
        QTimer::singleShot(0, this, &DocumentKeeper::externalChange);
}

void DocumentKeeper::askAboutChange()
{
    const bool modified = m_document->isModified();
    // Kate and gedit ask even when there is nothing to lose: the user may be comparing.
    QMessageBox box(QMessageBox::Question, tr("File Changed on Disk"),
                    modified
                        ? tr("%1 was changed by another program, and you have changes "
                             "that are not saved.\nReload it and lose your changes, keep "
                             "yours (saving then replaces the other program's), or save "
                             "yours as a new file?")
                              .arg(shownName())
                        : tr("%1 was changed by another program.\nReload it?").arg(shownName()),
                    QMessageBox::NoButton, m_window);
    QPushButton *reload = addButton(box, tr("&Reload"), QMessageBox::AcceptRole, "reloadButton");
    QPushButton *keep = addButton(box, tr("&Keep Mine"), QMessageBox::RejectRole, "keepMineButton");
    QPushButton *saveAs = modified
        ? addButton(box, tr("Save &As..."), QMessageBox::ActionRole, "saveAsButton")
        : nullptr;
    box.setDefaultButton(modified ? keep : reload);
    box.setEscapeButton(keep);
    box.exec();
    if (box.clickedButton() == reload) {
        if (m_reload())
            m_window->statusBar()->showMessage(tr("Reloaded %1").arg(shownName()), 5000);
        return;
    }
    if (saveAs && box.clickedButton() == saveAs && m_saveAs())
        return;
    // Kept: the file on disk is now known, and the document no longer matches it.
    m_watch.rememberDisk();
    markModified();
}

void DocumentKeeper::askAboutRemoval()
{
    QMessageBox box(QMessageBox::Warning, tr("File Deleted"),
                    tr("%1 was deleted or moved by another program.\nYour scenario is still "
                       "open and marked as changed: save it to write the file again.")
                        .arg(shownName()),
                    QMessageBox::Ok, m_window);
    box.button(QMessageBox::Ok)->setObjectName(QStringLiteral("okButton"));
    markModified();
    box.exec();
}

void DocumentKeeper::markModified()
{
    if (m_document && !m_document->isModified())
        m_document->undoStack()->resetClean();
}

QString DocumentKeeper::shownName() const
{
    return QDir::toNativeSeparators(m_watch.path());
}

} // namespace hexwright
