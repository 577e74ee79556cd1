// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers shared by the tests that drive real windows. Model-only helpers are in
// testsupport.h.

#include <QString>
#include <QWidget>

namespace hexwright::testsupport {

/// The title as the window system shows it: Qt puts '*' where "[*]" is when modified.
inline QString shownTitle(const QWidget &window)
{
    QString title = window.windowTitle();
    return title.replace(QStringLiteral("[*]"),
                         window.isWindowModified() ? QStringLiteral("*") : QString());
}

} // namespace hexwright::testsupport
