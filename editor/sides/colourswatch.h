// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ruleset/ruleset.h"

#include <QCheckBox>
#include <QColor>
#include <QGridLayout>
#include <QIcon>
#include <QMap>
#include <QPainter>
#include <QPixmap>

#include <functional>

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

/**
 * A check box per army colour of @p ruleset, with its swatch, two to a row of @p grid in
 * @p box, named "<objectPrefix><colour id>"; @p toggled hears (colour id, checked).
 */
inline QMap<QString, QCheckBox *>
addColourChecks(const Ruleset &ruleset, QWidget *box, QGridLayout *grid,
                const QString &objectPrefix,
                const std::function<void(const QString &, bool)> &toggled)
{
    QMap<QString, QCheckBox *> checks;
    int n = 0;
    for (const ArmyColour &colour : ruleset.colours) {
        auto *check = new QCheckBox(colour.name, box);
        check->setObjectName(objectPrefix + colour.id);
        check->setIcon(colourSwatch(colour.colour));
        grid->addWidget(check, n / 2, n % 2);
        ++n;
        checks.insert(colour.id, check);
        const QString id = colour.id;
        QObject::connect(check, &QCheckBox::toggled, box,
                         [toggled, id](bool on) { toggled(id, on); });
    }
    return checks;
}

} // namespace hexwright
