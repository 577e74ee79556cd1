// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QIcon>
#include <QPainter>
#include <QPixmap>

namespace hexwright {

/// A small square of an army colour with a dark border, for check boxes and lists.
inline QIcon colourSwatch(const QColor &colour)
{
    QPixmap pixmap(16, 16);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setPen(QColor(40, 40, 40));
    painter.setBrush(colour);
    painter.drawRect(1, 1, 13, 13);
    // Held colours are shown disabled; they keep their colour so the user sees which it is.
    QIcon icon(pixmap);
    icon.addPixmap(pixmap, QIcon::Disabled);
    icon.addPixmap(pixmap, QIcon::Selected);
    return icon;
}

} // namespace hexwright
