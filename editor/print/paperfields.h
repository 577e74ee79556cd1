// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/sheet.h"

#include <QCoreApplication>

class QComboBox;
class QFormLayout;
class QWidget;

namespace hexwright {

/**
 * The Paper and Orientation rows every sheet dialog starts with (map, setup and counter
 * sheets, unit cards, side sheets, the table diagram): one place for the paper sizes we
 * offer, their labels and the settings name of each.
 */
class PaperFields
{
    Q_DECLARE_TR_FUNCTIONS(PaperFields)

public:
    /// Adds the two rows to @p form; the combo boxes are children of @p parent.
    PaperFields(QFormLayout *form, QWidget *parent);

    /// @p paper with the chosen size and orientation (its other fields kept).
    PaperSetup applyTo(PaperSetup paper) const;
    /// Shows @p paper's size and orientation (an unknown size shows the first).
    void show(const PaperSetup &paper);

    /// The name of @p size among paperNames(), as the settings keep it; empty if none.
    static QString paperName(QPageSize::PageSizeId size);

private:
    QComboBox *m_paper = nullptr;
    QComboBox *m_orientation = nullptr;
};

} // namespace hexwright
