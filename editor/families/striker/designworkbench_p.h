// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the design workbench's files share (designworkbench.cpp, designworkbench_form.cpp,
// designworkbench_totals.cpp).

#include "families/striker/designworkbench.h"

#include "ruleset/ruleset.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLocale>
#include <QSpinBox>

namespace hexwright {

namespace designworkbench {

inline const QString DesignsKey = QStringLiteral("designs");
/// The dagger that marks a total resting on a provisional value.
inline const QString Dagger = QStringLiteral(" \u2020");

inline QString locomotionName(const Ruleset &ruleset, const QString &id)
{
    for (const MovementClass &mc : ruleset.movementClasses) {
        if (mc.id == id)
            return mc.name;
    }
    return id;
}

/// A spin box for a quantity with a unit suffix.
inline QDoubleSpinBox *quantityBox(double maximum, int decimals, const QString &suffix)
{
    auto *box = new QDoubleSpinBox;
    box->setRange(0, maximum);
    box->setDecimals(decimals);
    box->setSuffix(suffix);
    box->setKeyboardTracking(false);
    return box;
}

inline QSpinBox *countBox(int maximum)
{
    auto *box = new QSpinBox;
    box->setRange(0, maximum);
    box->setKeyboardTracking(false);
    return box;
}

inline void setCombo(QComboBox *combo, const QString &id)
{
    const int index = combo->findData(id);
    combo->setCurrentIndex(index);
}

/// "1,234"
inline QString credits(double value)
{
    return QLocale().toString(qRound64(value));
}

} // namespace designworkbench

template<typename Change>
void DesignWorkbench::edit(const QString &text, const QString &field, Change change)
{
    if (m_updating || !m_document || m_currentId.isEmpty())
        return;
    QList<StrikerDesign> designs = m_list;
    for (StrikerDesign &d : designs) {
        if (d.id == m_currentId)
            change(d);
    }
    commitDesigns(designs, text,
                  field.isEmpty() ? QString()
                                  : QStringLiteral("striker-design:%1:%2").arg(m_currentId, field));
}

} // namespace hexwright
