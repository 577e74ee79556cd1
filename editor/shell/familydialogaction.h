// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <functional>

class QAction;
class QDialog;
class QWidget;

namespace hexwright {

class EditorContext;
class ScenarioDocument;

/**
 * Puts @p action, a rule family's dialog of the open scenario (Scenario > Scenario Card...,
 * Scenario > Vehicle Designs...), in @p context's Scenario menu: shown and enabled only while
 * a scenario of family @p familyId is open. Triggered, it raises the dialog already open or
 * opens one made by @p make (deleted on close); the dialog closes when another document, or
 * none, is shown. Does nothing (the action is left to its parent) when the window has no
 * Scenario menu.
 */
void installFamilyDialogAction(EditorContext &context, QAction *action, const QString &familyId,
                               std::function<QDialog *(ScenarioDocument *, QWidget *)> make);

} // namespace hexwright
