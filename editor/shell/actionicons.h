// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIcon>
#include <QString>

class QAction;
class QToolBar;

namespace hexwright {

/**
 * The icon of an action: the desktop theme's icon called @p name (a freedesktop Icon Naming
 * Specification name such as "document-save", or "hexwright-<thing>" for our own actions),
 * or our own SVG of that name compiled in under actionIconFallbackFolder(), so the editor
 * looks the same on a bare X server, on Windows and on a desktop without an icon theme. The
 * SVGs are drawn on a 24 x 24 grid and render sharp at any device pixel ratio.
 */
QIcon actionIcon(const QString &name);

/// The resource folder of the bundled fallbacks: one <name>.svg per name given to actionIcon().
QString actionIconFallbackFolder();

/**
 * Shows @p bar's actions as icons only, each tool button's tip naming the action and its
 * shortcut ("Save (Ctrl+S)"), for the actions there now and those added later; the tip
 * follows the action's text and shortcut when they change.
 */
void makeIconToolBar(QToolBar *bar);

/// Gives @p action the tip "<text> (<shortcut>)", kept up to date as its text and shortcut
/// change; the action's own tip is left alone when it has no shortcut.
void showShortcutInToolTip(QAction *action);

} // namespace hexwright
