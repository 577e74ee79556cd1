// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/filechooser.h"

#include <QFileDialog>

namespace hexwright {

namespace {

FileToOpenChooser &chooserInUse()
{
    static FileToOpenChooser chooser;
    return chooser;
}

} // namespace

QString chooseFileToOpen(QWidget *parent, const QString &title, const QString &filter)
{
    if (const FileToOpenChooser &chooser = chooserInUse())
        return chooser(parent, title, filter);
    return QFileDialog::getOpenFileName(parent, title, QString(), filter);
}

void setFileToOpenChooser(FileToOpenChooser chooser)
{
    chooserInUse() = std::move(chooser);
}

} // namespace hexwright
