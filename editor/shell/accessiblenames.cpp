// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/accessiblenames.h"

#include <QCoreApplication>
#include <QLineEdit>
#include <QToolBar>
#include <QToolButton>

namespace hexwright {

namespace {

struct AccessibleNames
{
    Q_DECLARE_TR_FUNCTIONS(AccessibleNames)
};

} // namespace

void nameBuiltInButtons(QWidget *root)
{
    if (!root)
        return;
    // The "»" button a tool bar shows when its actions do not fit.
    for (QToolBar *bar : root->findChildren<QToolBar *>()) {
        for (QToolButton *button :
             bar->findChildren<QToolButton *>(QStringLiteral("qt_toolbar_ext_button"))) {
            if (button->accessibleName().isEmpty())
                button->setAccessibleName(AccessibleNames::tr("More Tools"));
        }
    }
    // The clear button of a line edit (setClearButtonEnabled()): an icon without text.
    for (QLineEdit *edit : root->findChildren<QLineEdit *>()) {
        for (QToolButton *button :
             edit->findChildren<QToolButton *>(QString(), Qt::FindDirectChildrenOnly)) {
            if (button->accessibleName().isEmpty() && button->text().isEmpty())
                button->setAccessibleName(AccessibleNames::tr("Clear"));
        }
    }
}

} // namespace hexwright
