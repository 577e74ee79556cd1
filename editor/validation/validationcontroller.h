// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/diagnostic.h"

#include <QObject>

class QAction;
class QToolButton;

namespace hexwright {

class EditorContext;
class LiveValidator;
class ProblemOverlay;
class ValidationDock;

/**
 * The validation feature: the live checks (LiveValidator), the Problems dock, the rings on
 * the map (ProblemOverlay), the counts in the status bar and going to a problem. The main
 * window hands it the problems of files (what loading found, or why a file could not be
 * opened); everything else follows the open document by itself.
 */
class ValidationController : public QObject
{
    Q_OBJECT

public:
    explicit ValidationController(EditorContext &context);

    LiveValidator *validator() const { return m_validator; }
    ValidationDock *dock() const { return m_dock; }
    ProblemOverlay *overlay() const { return m_overlay; }
    QToolButton *statusButton() const { return m_status; }
    QAction *markersAction() const { return m_markersAction; }

    /// Problems found while loading the document about to be shown (warnings); they are
    /// listed in their own group until the next file. Call before the document is set.
    void setLoadProblems(const Diagnostics &diagnostics);
    /// Why @p file could not be opened (the document on screen stays, with its problems).
    void showFileProblems(const Diagnostics &diagnostics, const QString &file);

    /// Every problem listed, shown or filtered out: "line:col severity[code] message".
    QStringList problems() const;
    /// The problems ringed on @p hex, worst first.
    Diagnostics problemsAt(OffsetCoord hex) const;

    /// Goes to @p diagnostic: centres the map on its first hex and flashes it, and selects
    /// what it is about in the dock that edits it (roster line, zone, reinforcement, victory
    /// condition, marker, hidden units, side).
    void goTo(const Diagnostic &diagnostic);

private:
    void refresh();
    void updateStatus();
    void centreOn(OffsetCoord hex);
    bool selectSubject(const Diagnostic &diagnostic);

    EditorContext &m_context;
    LiveValidator *m_validator;
    ValidationDock *m_dock;
    ProblemOverlay *m_overlay;
    QToolButton *m_status;
    QAction *m_markersAction;
    Diagnostics m_fileProblems;
    QString m_fileTitle;
    QString m_fileName; ///< the file that could not be opened
};

} // namespace hexwright
