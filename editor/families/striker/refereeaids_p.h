// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the referee aids' page files share (refereeaids_pages.cpp, refereeaids_more.cpp): the
// inputs of a page's form.

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QList>
#include <QSpinBox>
#include <QString>
#include <QVariant>

#include <utility>

namespace hexwright {

namespace refereeaids {

inline QSpinBox *spin(QFormLayout *form, const char *name, const QString &label, int min, int max,
                      int value)
{
    auto *box = new QSpinBox;
    box->setObjectName(QLatin1String(name));
    box->setRange(min, max);
    box->setValue(value);
    form->addRow(label, box);
    return box;
}

inline QDoubleSpinBox *number(QFormLayout *form, const char *name, const QString &label, double min,
                              double max, double value, double step = 1)
{
    auto *box = new QDoubleSpinBox;
    box->setObjectName(QLatin1String(name));
    box->setRange(min, max);
    box->setSingleStep(step);
    box->setValue(value);
    form->addRow(label, box);
    return box;
}

inline QCheckBox *check(QFormLayout *form, const char *name, const QString &label)
{
    auto *box = new QCheckBox(label);
    box->setObjectName(QLatin1String(name));
    form->addRow(QString(), box);
    return box;
}

inline QComboBox *choice(QFormLayout *form, const char *name, const QString &label,
                         const QList<std::pair<QString, QVariant>> &items)
{
    auto *box = new QComboBox;
    box->setObjectName(QLatin1String(name));
    for (const auto &[text, data] : items)
        box->addItem(text, data);
    form->addRow(label, box);
    return box;
}

inline QString yes(bool value, const QString &ifYes, const QString &ifNo)
{
    return value ? ifYes : ifNo;
}

} // namespace refereeaids

} // namespace hexwright
