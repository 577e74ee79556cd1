// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "print/paperfields.h"

#include <QComboBox>
#include <QFormLayout>

namespace hexwright {

PaperFields::PaperFields(QFormLayout *form, QWidget *parent)
{
    m_paper = new QComboBox(parent);
    m_paper->setObjectName(QStringLiteral("paperCombo"));
    for (const QString &name : paperNames()) {
        QPageSize::PageSizeId id = QPageSize::A4;
        parsePaperName(name, &id);
        const QSizeF mm = QPageSize::size(id, QPageSize::Millimeter);
        m_paper->addItem(tr("%1 (%2 x %3 mm)").arg(name).arg(mm.width()).arg(mm.height()), int(id));
    }
    form->addRow(tr("&Paper:"), m_paper);
    m_orientation = new QComboBox(parent);
    m_orientation->setObjectName(QStringLiteral("orientationCombo"));
    m_orientation->addItem(tr("Portrait"), int(QPageLayout::Portrait));
    m_orientation->addItem(tr("Landscape"), int(QPageLayout::Landscape));
    form->addRow(tr("&Orientation:"), m_orientation);
}

PaperSetup PaperFields::applyTo(PaperSetup paper) const
{
    paper.size = QPageSize::PageSizeId(m_paper->currentData().toInt());
    paper.orientation = QPageLayout::Orientation(m_orientation->currentData().toInt());
    return paper;
}

void PaperFields::show(const PaperSetup &paper)
{
    const int size = m_paper->findData(int(paper.size));
    m_paper->setCurrentIndex(size >= 0 ? size : 0);
    const int orientation = m_orientation->findData(int(paper.orientation));
    m_orientation->setCurrentIndex(orientation >= 0 ? orientation : 0);
}

QString PaperFields::paperName(QPageSize::PageSizeId size)
{
    for (const QString &name : paperNames()) {
        QPageSize::PageSizeId id = QPageSize::A4;
        if (parsePaperName(name, &id) && id == size)
            return name;
    }
    return QString();
}

} // namespace hexwright
