// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sides/sidechoiceseditor.h"

#include "document/scenariodocument.h"
#include "edit/sideedits.h"
#include "families/gamefamily.h"
#include "ruleset/ruleset.h"

#include <QComboBox>
#include <QFormLayout>
#include <QSignalBlocker>

namespace hexwright {

namespace {

/// The family data of the document's ruleset, or null.
const FamilyRules *familyOf(const ScenarioDocument *document)
{
    return document ? document->ruleset().familyRules.get() : nullptr;
}

/// Fills @p combo with "not chosen" and @p values, then selects @p current (kept, marked,
/// when it is none of them: the checks say what is wrong with it).
void fill(QComboBox *combo, const QList<FamilyValue> &values, const QString &current,
          const QString &none)
{
    const QSignalBlocker blocker(combo);
    combo->clear();
    combo->addItem(none, QString());
    for (const FamilyValue &value : values)
        combo->addItem(value.name.isEmpty() ? value.id : value.name, value.id);
    int index = combo->findData(current);
    if (index < 0 && !current.isEmpty()) {
        combo->addItem(SideChoicesEditor::tr("%1 (unknown)").arg(current), current);
        index = combo->count() - 1;
    }
    combo->setCurrentIndex(std::max(index, 0));
}

} // namespace

SideChoicesEditor::SideChoicesEditor(QWidget *parent)
    : QWidget(parent)
    , m_form(new QFormLayout(this))
    , m_factionCombo(new QComboBox(this))
{
    m_form->setContentsMargins(0, 0, 0, 0);
    m_factionCombo->setObjectName(QStringLiteral("sideFactionCombo"));
    m_factionCombo->setAccessibleName(tr("Faction"));
    m_factionCombo->setToolTip(tr("The faction the side's player plays: it decides the goals "
                                  "the player may choose from"));
    m_form->addRow(tr("Fa&ction:"), m_factionCombo);
    connect(m_factionCombo, &QComboBox::activated, this, &SideChoicesEditor::chooseFaction);
    setVisible(false);
}

void SideChoicesEditor::setSide(ScenarioDocument *document, const QString &sideId)
{
    if (m_document != document) {
        if (m_document)
            disconnect(m_document, nullptr, this, nullptr);
        m_document = document;
        // The objective markers a choice may name are the table's.
        if (m_document)
            connect(m_document, &ScenarioDocument::tableChanged, this, &SideChoicesEditor::refresh);
    }
    m_sideId = sideId;
    refresh();
}

void SideChoicesEditor::refresh()
{
    const FamilyRules *rules = familyOf(m_document);
    const QList<FamilyValue> factions = rules ? rules->factionValues() : QList<FamilyValue>();
    m_offers = !factions.isEmpty();
    setVisible(m_offers);
    const Side *side = m_document ? m_document->scenario().findSide(m_sideId) : nullptr;
    setEnabled(side);
    fill(m_factionCombo, factions, side ? side->faction : QString(), tr("None"));

    const QList<FamilyChoice> choices
        = rules && side ? rules->sideChoices(side->faction, side->choices) : QList<FamilyChoice>();
    QStringList keys;
    for (const FamilyChoice &choice : choices)
        keys.append(choice.key);
    if (keys != m_choiceKeys) {
        // The rows follow what the family offers now; a few, so they are made anew.
        // Taken out and deleted later: the combo may be the one whose choice led here.
        for (QComboBox *combo : std::as_const(m_choiceCombos)) {
            const QFormLayout::TakeRowResult row = m_form->takeRow(combo);
            if (row.labelItem) {
                row.labelItem->widget()->hide();
                row.labelItem->widget()->deleteLater();
                delete row.labelItem;
            }
            delete row.fieldItem;
            combo->hide();
            combo->deleteLater();
        }
        m_choiceCombos.clear();
        for (const FamilyChoice &choice : choices) {
            auto *combo = new QComboBox(this);
            combo->setObjectName(QStringLiteral("sideChoiceCombo_%1").arg(choice.key));
            combo->setAccessibleName(choice.label);
            m_form->addRow(tr("%1:").arg(choice.label), combo);
            const QString key = choice.key;
            connect(combo, &QComboBox::activated, this, [this, key, combo] { choose(key, combo); });
            m_choiceCombos.insert(choice.key, combo);
        }
        m_choiceKeys = keys;
        // Tab goes down the rows in order.
        QWidget *previous = m_factionCombo;
        for (const QString &key : std::as_const(m_choiceKeys)) {
            setTabOrder(previous, m_choiceCombos.value(key));
            previous = m_choiceCombos.value(key);
        }
    }
    for (const FamilyChoice &choice : choices) {
        QList<FamilyValue> values = choice.values;
        if (choice.namesObjective && m_document && m_document->scenario().table) {
            for (const TableObjective &o : m_document->scenario().table->objectives)
                values.append(
                    {o.id, o.label.isEmpty() ? o.id : tr("%1 (marker %2)").arg(o.id, o.label)});
        }
        QComboBox *combo = m_choiceCombos.value(choice.key);
        fill(combo, values, side ? side->choices.value(choice.key) : QString(), tr("Not chosen"));
        combo->setToolTip(choice.namesObjective
                              ? tr("The objective marker the goal is secretly tied to")
                              : QString());
    }
}

void SideChoicesEditor::chooseFaction()
{
    if (!m_document)
        return;
    const QString faction = m_factionCombo->currentData().toString();
    const ScenarioParts parts
        = setSideFaction(m_document->scenario(), m_document->ruleset(), m_sideId, faction);
    pushScenarioParts(m_document, parts,
                      faction.isEmpty()
                          ? tr("Remove Faction")
                          : tr("Choose Faction %1").arg(m_factionCombo->currentText()));
}

void SideChoicesEditor::choose(const QString &key, QComboBox *combo)
{
    if (!m_document)
        return;
    const QString value = combo->currentData().toString();
    const ScenarioParts parts
        = setSideChoice(m_document->scenario(), m_document->ruleset(), m_sideId, key, value);
    if (parts.isEmpty()) {
        refresh();
        return;
    }
    pushScenarioParts(m_document, parts,
                      tr("Choose %1 %2").arg(combo->accessibleName(), combo->currentText()));
}

} // namespace hexwright
