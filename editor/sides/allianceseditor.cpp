// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sides/allianceseditor.h"

#include "ruleset/ruleset.h"
#include "sides/colourswatch.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace hexwright {

AlliancesEditor::AlliancesEditor(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *help = new QLabel(tr("Allied colours never fight each other and may stack together, "
                               "as Tan and Green in scenario 11."),
                            this);
    help->setWordWrap(true);
    layout->addWidget(help);

    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("alliancesList"));
    m_list->setAccessibleName(tr("Alliances"));
    m_list->setMaximumHeight(100);
    layout->addWidget(m_list);

    auto *buttons = new QHBoxLayout;
    m_addButton = new QPushButton(tr("&Add Alliance"), this);
    m_addButton->setObjectName(QStringLiteral("alliancesAddButton"));
    m_addButton->setToolTip(tr("Ally two colours that are in no alliance yet; check more "
                               "colours below"));
    m_removeButton = new QPushButton(tr("&Remove Alliance"), this);
    m_removeButton->setObjectName(QStringLiteral("alliancesRemoveButton"));
    buttons->addWidget(m_addButton);
    buttons->addWidget(m_removeButton);
    buttons->addStretch(1);
    layout->addLayout(buttons);

    m_colourBox = new QWidget(this);
    new QGridLayout(m_colourBox);
    m_colourBox->layout()->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_colourBox);
    layout->addStretch(1);

    connect(m_list, &QListWidget::currentRowChanged, this, &AlliancesEditor::refreshGroup);
    connect(m_addButton, &QPushButton::clicked, this, [this] {
        const QStringList free = unallied();
        if (free.size() < 2)
            return;
        QList<QStringList> alliances = m_alliances;
        alliances.append(free.mid(0, 2));
        Q_EMIT alliancesEdited(alliances, tr("Add Alliance"));
        m_list->setCurrentRow(int(alliances.size()) - 1);
    });
    connect(m_removeButton, &QPushButton::clicked, this, [this] {
        const int group = currentGroup();
        if (group < 0 || group >= m_alliances.size())
            return;
        QList<QStringList> alliances = m_alliances;
        alliances.removeAt(group);
        Q_EMIT alliancesEdited(alliances, tr("Remove Alliance"));
    });
    setAlliances({}, nullptr);
}

void AlliancesEditor::setAlliances(const QList<QStringList> &alliances, const Ruleset *ruleset)
{
    m_updating = true;
    const int previous = currentGroup();
    if (ruleset != m_ruleset) {
        qDeleteAll(m_checks);
        m_checks.clear();
        m_ruleset = ruleset;
        if (ruleset) {
            m_checks = addColourChecks(
                *ruleset, m_colourBox, static_cast<QGridLayout *>(m_colourBox->layout()),
                QStringLiteral("allianceColour_"),
                [this](const QString &id, bool on) { toggleColour(id, on); });
        }
    }
    m_alliances = alliances;
    {
        const QSignalBlocker blocker(m_list);
        m_list->clear();
        for (const QStringList &group : alliances)
            m_list->addItem(groupText(group));
        m_list->setCurrentRow(std::clamp(previous, 0, int(alliances.size()) - 1));
    }
    m_addButton->setEnabled(ruleset && unallied().size() >= 2);
    m_updating = false;
    refreshGroup();
}

int AlliancesEditor::currentGroup() const
{
    return m_list->currentRow();
}

void AlliancesEditor::setCurrentGroup(int group)
{
    m_list->setCurrentRow(group);
}

QStringList AlliancesEditor::unallied() const
{
    QStringList free;
    if (!m_ruleset)
        return free;
    for (const QString &id : m_ruleset->colourIds()) {
        if (std::none_of(m_alliances.cbegin(), m_alliances.cend(),
                         [&id](const QStringList &g) { return g.contains(id); }))
            free.append(id);
    }
    return free;
}

QString AlliancesEditor::colourName(const QString &id) const
{
    const ArmyColour *colour = m_ruleset ? m_ruleset->findColour(id) : nullptr;
    return colour ? colour->name : id;
}

QString AlliancesEditor::groupText(const QStringList &group) const
{
    QStringList names;
    for (const QString &id : group)
        names.append(colourName(id));
    return names.join(QStringLiteral(" + "));
}

void AlliancesEditor::refreshGroup()
{
    const int group = currentGroup();
    const bool has = group >= 0 && group < m_alliances.size();
    m_removeButton->setEnabled(has);
    m_colourBox->setEnabled(has);
    const QStringList current = has ? m_alliances.at(group) : QStringList();
    for (auto it = m_checks.cbegin(); it != m_checks.cend(); ++it) {
        const QSignalBlocker blocker(it.value());
        const bool checked = current.contains(it.key());
        it.value()->setChecked(checked);
        int other = -1;
        for (int i = 0; i < m_alliances.size(); ++i) {
            if (i != group && m_alliances.at(i).contains(it.key()))
                other = i;
        }
        if (other >= 0) {
            it.value()->setEnabled(false);
            it.value()->setToolTip(
                tr("%1 is in the alliance %2")
                    .arg(colourName(it.key()), groupText(m_alliances.at(other))));
        } else if (checked && current.size() <= 2) {
            it.value()->setEnabled(false);
            it.value()->setToolTip(tr("An alliance needs at least two colours; remove the "
                                      "alliance instead"));
        } else {
            it.value()->setEnabled(true);
            it.value()->setToolTip(QString());
        }
    }
}

void AlliancesEditor::toggleColour(const QString &colour, bool on)
{
    const int group = currentGroup();
    if (m_updating || group < 0 || group >= m_alliances.size())
        return;
    QList<QStringList> alliances = m_alliances;
    if (on) {
        alliances[group].append(colour);
        // Keep the ruleset's order so files do not change with the order of clicks.
        QStringList ordered;
        for (const QString &id : m_ruleset->colourIds()) {
            if (alliances[group].contains(id))
                ordered.append(id);
        }
        alliances[group] = ordered;
    } else if (alliances[group].size() > 2) {
        alliances[group].removeAll(colour);
    } else {
        return;
    }
    Q_EMIT alliancesEdited(alliances,
                           on ? tr("Ally %1").arg(colourName(colour))
                              : tr("Leave Alliance: %1").arg(colourName(colour)));
}

} // namespace hexwright
