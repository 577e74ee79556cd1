// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <functional>

class QWidget;

namespace hexwright {

/// Asks for a file to open: given the dialog's parent, title and name filter, returns the
/// path chosen, or an empty string.
using FileToOpenChooser
    = std::function<QString(QWidget *parent, const QString &title, const QString &filter)>;

/**
 * Asks the user for an existing file to open (QFileDialog::getOpenFileName()), or whoever
 * setFileToOpenChooser() named instead. The seam lets a test answer without a modal file
 * dialog, which offscreen could wait for ever.
 */
QString chooseFileToOpen(QWidget *parent, const QString &title, const QString &filter);

/// Makes chooseFileToOpen() ask @p chooser; an empty one: the file dialog again.
void setFileToOpenChooser(FileToOpenChooser chooser);

} // namespace hexwright
