// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The scenario card's Units tab: a force entry's pilots and an aircraft's equipment.

#include "families/mak/makscenariocard.h"
#include "families/mak/makscenariocard_p.h"

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "edit/familyedits.h"
#include "families/mak/makrules.h"
#include "ruleset/ruleset.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QSpinBox>

namespace hexwright {

using namespace makcard;

QWidget *MakScenarioCard::buildUnitsTab()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    m_entry = new QComboBox;
    m_entry->setObjectName(QStringLiteral("makEntry"));
    m_entry->setAccessibleName(tr("Force entry"));
    form->addRow(tr("&Force entry:"), m_entry);
    connect(m_entry, &QComboBox::currentIndexChanged, this, [this] { refreshEntry(); });

    const auto pilotCombo
        = [this, form](const QString &key, const QString &label, const QString &name) {
              auto *combo = new QComboBox;
              combo->setObjectName(QStringLiteral("makPilot-") + key);
              combo->setAccessibleName(name);
              form->addRow(label, combo);
              connect(combo, &QComboBox::currentIndexChanged, this, [this, combo, key] {
                  if (m_filling)
                      return;
                  const QVariant data = combo->currentData();
                  setEntryPilot(currentEntryId(), key,
                                data.isValid() ? std::optional<int>(data.toInt()) : std::nullopt);
              });
              return combo;
          };
    m_leader = pilotCombo(mak::LeaderKey, tr("&Commander (Ld 1):"), tr("Commander's pilot"));
    m_secondLeader = pilotCombo(mak::SecondLeaderKey, tr("&Second commander (Ld 2):"),
                                tr("Second commander's pilot"));
    m_controller = pilotCombo(mak::ControllerKey, tr("C&ontroller (PC):"),
                              tr("Pilot controlling the unmanned unit"));
    m_otherPilots = new QListWidget;
    m_otherPilots->setObjectName(QStringLiteral("makOtherPilots"));
    m_otherPilots->setAccessibleName(tr("Other pilots in the entry's units"));
    m_otherPilots->setMaximumHeight(160);
    form->addRow(tr("Other &pilots:"), m_otherPilots);
    connect(m_otherPilots, &QListWidget::itemChanged, this, [this] {
        if (m_filling)
            return;
        QList<int> numbers;
        for (int i = 0; i < m_otherPilots->count(); ++i) {
            if (m_otherPilots->item(i)->checkState() == Qt::Checked)
                numbers.append(m_otherPilots->item(i)->data(Qt::UserRole).toInt());
        }
        setEntryOtherPilots(currentEntryId(), numbers);
    });
    m_equipmentBox = new QGroupBox(tr("Equipment of each aircraft"));
    m_equipmentBox->setObjectName(QStringLiteral("makEquipment"));
    m_equipmentForm = new QFormLayout(m_equipmentBox);
    form->addRow(m_equipmentBox);
    m_entryNote = new QLabel;
    m_entryNote->setWordWrap(true);
    form->addRow(m_entryNote);
    return page;
}

void MakScenarioCard::refreshEntry()
{
    if (!m_document)
        return;
    const bool filling = m_filling;
    m_filling = true;
    const Scenario &s = m_document->scenario();
    const Ruleset &ruleset = m_document->ruleset();
    const MakRules &rules = makRules(ruleset);
    const ForceEntry *entry = nullptr;
    for (const ForceEntry &f : s.forces) {
        if (f.id == currentEntryId())
            entry = &f;
    }
    const MakEntryPilots pilots = entry ? makEntryPilots(*entry) : MakEntryPilots();
    QList<const MakPilot *> ofColour;
    for (const MakPilot &p : rules.pilots) {
        if (entry && p.colour == entry->colour)
            ofColour.append(&p);
    }
    const auto pilotText = [&rules](const MakPilot &p) {
        const MakRank *rank = rules.rank(p.rank);
        return rank ? tr("%1 %2, %3").arg(p.number).arg(p.name, rank->name)
                    : tr("%1 %2").arg(p.number).arg(p.name);
    };
    for (auto [combo, number] :
         {std::pair {m_leader, pilots.leader}, std::pair {m_secondLeader, pilots.secondLeader},
          std::pair {m_controller, pilots.controller}}) {
        combo->clear();
        combo->addItem(tr("(none)"));
        for (const MakPilot *p : std::as_const(ofColour))
            combo->addItem(pilotText(*p), p->number);
        if (number && combo->findData(*number) < 0)
            combo->addItem(tr("%1 (not a pilot of this colour)").arg(*number), *number);
        combo->setCurrentIndex(number ? combo->findData(*number) : 0);
        combo->setEnabled(entry != nullptr);
    }
    m_otherPilots->clear();
    for (const MakPilot *p : std::as_const(ofColour)) {
        auto *item = new QListWidgetItem(pilotText(*p), m_otherPilots);
        item->setData(Qt::UserRole, p->number);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(pilots.others.contains(p->number) ? Qt::Checked : Qt::Unchecked);
    }
    m_otherPilots->setEnabled(entry != nullptr);

    // Equipment: a count per kind, for an aircraft only [10.1].
    while (m_equipmentForm->rowCount() > 0)
        m_equipmentForm->removeRow(0);
    const bool aircraft = entry && makIsAircraft(ruleset, entry->unitType);
    const QStringList carried = entry ? makEquipment(*entry) : QStringList();
    for (const QString &id : makEquipmentIds(ruleset)) {
        const MarkerType *marker = ruleset.findMarker(id);
        const QString name = marker ? marker->name : id;
        QSpinBox *spin = makeSpin(0, 9, int(carried.count(id)), tr("%1 carried").arg(name));
        spin->setObjectName(QStringLiteral("makEquipment-") + id);
        m_equipmentForm->addRow(name + QLatin1Char(':'), spin);
        connect(spin, &QSpinBox::valueChanged, this, [this, id](int count) {
            if (m_filling)
                return;
            const ForceEntry *f = nullptr;
            for (const ForceEntry &e : m_document->scenario().forces) {
                if (e.id == currentEntryId())
                    f = &e;
            }
            if (!f)
                return;
            // The kinds in ruleset order, each as many times as counted.
            QStringList equipment;
            const QStringList had = makEquipment(*f);
            for (const QString &kind : makEquipmentIds(m_document->ruleset())) {
                const int n = kind == id ? count : int(had.count(kind));
                for (int i = 0; i < n; ++i)
                    equipment.append(kind);
            }
            setEntryEquipment(f->id, equipment);
        });
    }
    m_equipmentBox->setEnabled(aircraft || !carried.isEmpty());
    m_entryNote->setText(!entry         ? tr("The scenario has no force entries yet.")
                             : aircraft ? QString()
                                        : tr("Only aircraft carry equipment."));
    m_filling = filling;
}

void MakScenarioCard::setEntryPilot(const QString &entryId, const QString &key,
                                    std::optional<int> number)
{
    if (!m_document)
        return;
    const QVariant value = number ? QVariant(QString::number(*number)) : QVariant();
    const QList<ForceEntry> forces
        = setForceFamilyValue(m_document->scenario(), entryId, key, value);
    if (forces != m_document->scenario().forces)
        push(new ChangeForces(m_document, forces, tr("Assign Pilot")));
}

void MakScenarioCard::setEntryOtherPilots(const QString &entryId, const QList<int> &numbers)
{
    if (!m_document)
        return;
    MakEntryPilots pilots;
    pilots.others = numbers;
    const QList<ForceEntry> forces
        = setForceFamilyValue(m_document->scenario(), entryId, mak::PilotsKey,
                              makEntryPilotsValues(pilots).value(mak::PilotsKey));
    if (forces != m_document->scenario().forces)
        push(new ChangeForces(m_document, forces, tr("Assign Pilots")));
}

void MakScenarioCard::setEntryEquipment(const QString &entryId, const QStringList &equipment)
{
    if (!m_document)
        return;
    const QList<ForceEntry> forces = setForceFamilyValue(
        m_document->scenario(), entryId, mak::EquipmentKey, makEquipmentValue(equipment));
    if (forces != m_document->scenario().forces)
        push(new ChangeForces(m_document, forces, tr("Change Equipment"),
                              QStringLiteral("mak-equipment-") + entryId));
}

} // namespace hexwright
