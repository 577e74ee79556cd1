// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers shared by the tests that drive real windows. Model-only helpers are in
// testsupport.h.

#include "maptool.h"

#include <QComboBox>
#include <QPointF>
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

/// Picks the item with @p data in @p combo as a user does (activated); false when it has none.
inline bool pick(QComboBox *combo, const QString &data)
{
    const int index = combo ? combo->findData(data) : -1;
    if (index < 0)
        return false;
    combo->setCurrentIndex(index);
    Q_EMIT combo->activated(index);
    return true;
}

/// A mouse event of @p button at the scene point @p scene, as the map view hands it to a tool
/// or a playtest extension (no hex set).
inline MapMouseEvent mouseAt(QPointF scene, Qt::MouseButton button = Qt::LeftButton)
{
    MapMouseEvent event;
    event.button = button;
    event.buttons = button;
    event.scenePos = scene;
    return event;
}

} // namespace hexwright::testsupport
