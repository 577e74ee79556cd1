// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "roster/poolcounts.h"

#include "document/scenariodocument.h"
#include "families/familypool.h"
#include "ruleset/ruleset.h"

#include <QHBoxLayout>
#include <QLabel>

namespace hexwright {

PoolCounts::PoolCounts(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    setVisible(false);
}

void PoolCounts::setSide(const ScenarioDocument *document, const QString &sideId)
{
    const QList<PoolCount> pool = document && !sideId.isEmpty()
        ? sidePool(document->scenario(), document->ruleset(), sideId)
        : QList<PoolCount>();
    QStringList order;
    for (const PoolCount &count : pool)
        order.append(count.category.id);
    auto *layout = static_cast<QHBoxLayout *>(this->layout());
    if (order != m_order) {
        qDeleteAll(m_labels);
        m_labels.clear();
        delete layout->takeAt(layout->count() - 1); // the stretch, if any
        for (const QString &id : std::as_const(order)) {
            auto *label = new QLabel(this);
            label->setObjectName(QStringLiteral("rosterPool_%1").arg(id));
            layout->addWidget(label);
            m_labels.insert(id, label);
        }
        layout->addStretch(1);
        m_order = order;
    }
    for (const PoolCount &count : pool) {
        QLabel *label = m_labels.value(count.category.id);
        label->setText(
            tr("%1 %2 / %3").arg(count.category.name).arg(count.count).arg(count.category.size));
        QPalette palette = this->palette();
        if (!count.isExact())
            palette.setColor(QPalette::WindowText, Qt::red);
        label->setPalette(palette);
        label->setToolTip(count.isExact() ? tr("The pool holds its %1 %2 models")
                                                .arg(count.category.size)
                                                .arg(count.category.name)
                                          : tr("The pool holds exactly %1 %2 models; it has %3")
                                                .arg(count.category.size)
                                                .arg(count.category.name)
                                                .arg(count.count));
        label->setAccessibleName(label->text());
    }
    setVisible(!pool.isEmpty());
}

QString poolCategoryName(const Ruleset &ruleset, const QString &unitTypeId)
{
    if (!ruleset.familyRules)
        return {};
    const QString id = ruleset.familyRules->categoryOf(unitTypeId);
    for (const FamilyPoolCategory &category : ruleset.familyRules->poolCategories()) {
        if (category.id == id)
            return category.name;
    }
    return {};
}

} // namespace hexwright
