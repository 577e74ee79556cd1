// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Detachments dialog's tables: the detachment's TUs, its leaders with the TU each rides
// in, and the Elite Skills of the TU and the leader selected.

#include "families/crucible/detachmenteditor.h"

#include "document/scenariodocument.h"
#include "edit/tableareaedits.h"
#include "families/crucible/crucibleprint.h"
#include "families/crucible/cruciblerules.h"
#include "ruleset/chartprint.h"
#include "ruleset/ruleset.h"

#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hexwright {

namespace {

enum TuColumn { TuName, TuCount, TuBackup, TuController, TuSkills, TuPoints, TuColumns };
enum LeaderColumn {
    LeaderName,
    LeaderRank,
    LeaderLv,
    LeaderEffective,
    LeaderRidesIn,
    LeaderPoints,
    LeaderColumns
};

QString entryText(const Ruleset &ruleset, const ForceEntry &f)
{
    const UnitType *type = ruleset.findUnitType(f.unitType);
    return QStringLiteral("%1: %2 \u00d7 %3")
        .arg(f.id)
        .arg(f.count)
        .arg(type ? type->name : f.unitType);
}

QTableWidgetItem *readOnly(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return item;
}

QStringList checkedIds(const QListWidget *list)
{
    QStringList ids;
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->checkState() == Qt::Checked)
            ids.append(list->item(i)->data(Qt::UserRole).toString());
    }
    return ids;
}

} // namespace

QWidget *DetachmentEditor::buildTus()
{
    auto *box = new QGroupBox(tr("TUs"));
    auto *v = new QVBoxLayout(box);
    m_tus = new QTableWidget(0, TuColumns);
    m_tus->setObjectName(QStringLiteral("tuTable"));
    m_tus->setAccessibleName(tr("TUs of the detachment"));
    m_tus->setHorizontalHeaderLabels(
        {tr("TUs"), tr("Count"), tr("Backup"), tr("Controlled by"), tr("Skills"), tr("Points")});
    m_tus->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tus->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tus->verticalHeader()->hide();
    m_tus->horizontalHeader()->setSectionResizeMode(TuName, QHeaderView::Stretch);
    m_tus->setColumnWidth(TuSkills, 190);
    m_tus->setWordWrap(false);
    v->addWidget(m_tus, 1);
    auto *row = new QHBoxLayout;
    m_newTuType = new QComboBox;
    m_newTuType->setObjectName(QStringLiteral("newTuType"));
    const CrucibleRules &crucible = crucibleRules(m_document->ruleset());
    for (const UnitType &type : m_document->ruleset().unitTypes) {
        // "Combat car (300†)": the core book's TU costs are lost, so most are ours.
        const QString cost = QString::number(type.cost)
            + (crucibleTuCostProvisional(crucible, type.id) ? provisionalChartMark() : QString());
        m_newTuType->addItem(QStringLiteral("%1 (%2)").arg(type.name, cost), type.id);
    }
    auto *count = new QSpinBox;
    count->setRange(1, 99);
    auto *add = new QPushButton(tr("&Add TUs"));
    add->setObjectName(QStringLiteral("addTusButton"));
    auto *remove = new QPushButton(tr("Re&move TUs"));
    remove->setObjectName(QStringLiteral("removeTusButton"));
    row->addWidget(m_newTuType, 1);
    row->addWidget(count);
    row->addWidget(add);
    row->addWidget(remove);
    v->addLayout(row);
    connect(add, &QPushButton::clicked, this, [this, count] {
        if (!m_detachmentId.isEmpty())
            addTus(m_detachmentId, m_newTuType->currentData().toString(), count->value());
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (!m_entryId.isEmpty())
            removeEntry(m_entryId);
    });
    connect(m_tus, &QTableWidget::currentCellChanged, this, [this](int r, int, int, int) {
        if (m_filling || r < 0 || r >= m_shownTuRows.size())
            return;
        m_entryId = m_shownTuRows.at(r);
        m_filling = true;
        refreshSkills();
        m_filling = false;
    });
    return box;
}

QWidget *DetachmentEditor::buildLeaders()
{
    auto *box = new QGroupBox(tr("Leaders"));
    auto *v = new QVBoxLayout(box);
    m_leaders = new QTableWidget(0, LeaderColumns);
    m_leaders->setObjectName(QStringLiteral("leaderTable"));
    m_leaders->setAccessibleName(tr("Leaders of the detachment"));
    m_leaders->setHorizontalHeaderLabels(
        {tr("Name"), tr("Rank"), tr("LV"), tr("LV with skills"), tr("Rides in"), tr("Points")});
    m_leaders->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_leaders->setSelectionMode(QAbstractItemView::SingleSelection);
    m_leaders->verticalHeader()->hide();
    m_leaders->setWordWrap(false);
    m_leaders->horizontalHeader()->setSectionResizeMode(LeaderName, QHeaderView::Interactive);
    m_leaders->setColumnWidth(LeaderName, 150);
    m_leaders->horizontalHeader()->setSectionResizeMode(LeaderRidesIn, QHeaderView::Stretch);
    v->addWidget(m_leaders, 1);
    auto *row = new QHBoxLayout;
    m_newLeaderRank = new QComboBox;
    m_newLeaderRank->setObjectName(QStringLiteral("newLeaderRank"));
    for (const CrucibleRank &r : crucibleRules(m_document->ruleset()).ranks)
        m_newLeaderRank->addItem(r.name, r.id);
    auto *add = new QPushButton(tr("Add &leader"));
    add->setObjectName(QStringLiteral("addLeaderButton"));
    add->setToolTip(tr("A leader of the rank chosen, riding in the TU selected"));
    auto *remove = new QPushButton(tr("Remove l&eader"));
    remove->setObjectName(QStringLiteral("removeLeaderButton"));
    row->addWidget(m_newLeaderRank, 1);
    row->addWidget(add);
    row->addWidget(remove);
    v->addLayout(row);
    connect(add, &QPushButton::clicked, this, [this] {
        const QString in = m_entryId.isEmpty() ? m_shownTuRows.value(0) : m_entryId;
        if (!in.isEmpty())
            addLeader(in, m_newLeaderRank->currentData().toString(),
                      m_newLeaderRank->currentText());
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        const QString key = m_shownLeaderRows.value(m_leaderRow);
        if (!key.isEmpty())
            removeLeader(key.section(QLatin1Char('/'), 0, -2),
                         key.section(QLatin1Char('/'), -1).toInt());
    });
    connect(m_leaders, &QTableWidget::currentCellChanged, this, [this](int r, int, int, int) {
        if (m_filling || r < 0)
            return;
        m_leaderRow = r;
        m_filling = true;
        refreshSkills();
        m_filling = false;
    });
    return box;
}

QWidget *DetachmentEditor::buildSkills()
{
    auto *box = new QGroupBox(tr("Elite Skills"));
    auto *h = new QHBoxLayout(box);
    const auto column = [&](QLabel *&label, QListWidget *&list, const char *name) {
        auto *v = new QVBoxLayout;
        label = new QLabel;
        label->setWordWrap(true);
        list = new QListWidget;
        list->setObjectName(QLatin1String(name));
        list->setMaximumHeight(104);
        list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        v->addWidget(label);
        v->addWidget(list, 1);
        h->addLayout(v, 1);
    };
    column(m_tuSkillsLabel, m_tuSkills, "tuSkills");
    column(m_leaderSkillsLabel, m_leaderSkills, "leaderSkills");
    connect(m_tuSkills, &QListWidget::itemChanged, this, [this] {
        if (m_filling || m_entryId.isEmpty())
            return;
        QVariantList ids;
        for (const QString &id : checkedIds(m_tuSkills))
            ids.append(id);
        setEntryValue(m_entryId, crucibleKeys::skills(), ids);
    });
    connect(m_leaderSkills, &QListWidget::itemChanged, this, [this] {
        const QString key = m_shownLeaderRows.value(m_leaderRow);
        const ForceEntry *f = entry(key.section(QLatin1Char('/'), 0, -2));
        if (m_filling || !f)
            return;
        const int index = key.section(QLatin1Char('/'), -1).toInt();
        CrucibleLeader leader = crucibleEntryParts(*f).leaders.value(index);
        leader.skills = checkedIds(m_leaderSkills);
        setLeader(f->id, index, leader);
    });
    return box;
}

void DetachmentEditor::refreshTus()
{
    const Scenario &s = m_document->scenario();
    const Ruleset &ruleset = m_document->ruleset();
    const CrucibleRules &rules = crucibleRules(ruleset);
    const QList<const ForceEntry *> entries = shownEntries();
    QStringList ids;
    for (const ForceEntry *f : entries)
        ids.append(f->id);
    if (!ids.contains(m_entryId))
        m_entryId = ids.value(0);
    const QSignalBlocker blockTable(m_tus);
    if (ids != m_shownTuRows) {
        m_tus->setRowCount(0);
        m_tus->setRowCount(int(ids.size()));
        for (int r = 0; r < ids.size(); ++r) {
            const QString id = ids.at(r);
            auto *count = new QSpinBox;
            count->setRange(1, 99);
            connect(count, &QSpinBox::valueChanged, this, [this, id](int n) {
                if (!m_filling)
                    setEntryCount(id, n);
            });
            m_tus->setCellWidget(r, TuCount, count);
            auto *backup = new QSpinBox;
            backup->setRange(0, 9);
            backup->setToolTip(tr("Backup infantry weapons: one per combat car (4.1)"));
            connect(backup, &QSpinBox::valueChanged, this, [this, id](int n) {
                if (!m_filling)
                    setEntryValue(id, crucibleKeys::backupWeapons(),
                                  n > 0 ? QVariant(QString::number(n)) : QVariant(),
                                  QStringLiteral("backup/") + id);
            });
            m_tus->setCellWidget(r, TuBackup, backup);
            auto *controller = new QComboBox;
            connect(controller, &QComboBox::currentIndexChanged, this, [this, id, controller](int) {
                if (!m_filling)
                    setEntryValue(id, crucibleKeys::controller(), controller->currentData());
            });
            m_tus->setCellWidget(r, TuController, controller);
        }
        m_shownTuRows = ids;
    }
    for (int r = 0; r < entries.size(); ++r) {
        const ForceEntry &f = *entries.at(r);
        const CrucibleEntryParts parts = crucibleEntryParts(f);
        const CrucibleTu *tu = rules.tu(f.unitType);
        m_tus->setItem(r, TuName, readOnly(entryText(ruleset, f)));
        auto *count = static_cast<QSpinBox *>(m_tus->cellWidget(r, TuCount));
        const QSignalBlocker b1(count);
        count->setValue(f.count);
        auto *backup = static_cast<QSpinBox *>(m_tus->cellWidget(r, TuBackup));
        const QSignalBlocker b2(backup);
        backup->setValue(parts.backupWeapons);
        backup->setEnabled(parts.backupWeapons > 0
                           || (tu && tu->kind == CrucibleTuKind::CombatCar));
        auto *controller = static_cast<QComboBox *>(m_tus->cellWidget(r, TuController));
        const QSignalBlocker b3(controller);
        controller->clear();
        controller->addItem(tr("None"), QString());
        for (const ForceEntry &other : s.forces) {
            const CrucibleTu *o = rules.tu(other.unitType);
            if (other.side == f.side && other.id != f.id
                && ((o && (o->controls > 0 || o->kind == CrucibleTuKind::Mcv))
                    || other.id == parts.controller))
                controller->addItem(entryText(ruleset, other), other.id);
        }
        controller->setCurrentIndex(std::max(0, controller->findData(parts.controller)));
        controller->setEnabled(!parts.controller.isEmpty() || (tu && tu->isControlled()));
        QStringList skills;
        for (const QString &id : (tu ? tu->skills : QStringList()) + parts.skills) {
            const CrucibleSkill *sk = rules.skill(id);
            skills.append(sk ? sk->name : id);
        }
        m_tus->setItem(r, TuSkills, readOnly(skills.join(QStringLiteral(", "))));
        m_tus->setItem(
            r, TuPoints,
            readOnly(QString::number(crucibleEntryPoints(ruleset, s, f))
                     + (crucibleEntryPointsProvisional(ruleset, s, f) ? provisionalChartMark()
                                                                      : QString())));
    }
    const int current = int(ids.indexOf(m_entryId));
    if (current >= 0)
        m_tus->setCurrentCell(current, TuName);
    m_tus->resizeColumnToContents(TuCount);
    m_tus->resizeColumnToContents(TuBackup);
    m_tus->resizeColumnToContents(TuController);
    m_tus->resizeColumnToContents(TuPoints);
}

void DetachmentEditor::refreshLeaders()
{
    const Scenario &s = m_document->scenario();
    const Ruleset &ruleset = m_document->ruleset();
    const CrucibleRules &rules = crucibleRules(ruleset);
    const std::optional<CrucibleDetachment> d = crucibleDetachment(s, m_detachmentId);
    const QList<const ForceEntry *> entries = shownEntries();
    QStringList keys;
    QList<QPair<const ForceEntry *, CrucibleLeader>> rows;
    for (const ForceEntry *f : entries) {
        const QList<CrucibleLeader> leaders = crucibleEntryParts(*f).leaders;
        for (int i = 0; i < leaders.size(); ++i) {
            keys.append(QStringLiteral("%1/%2").arg(f->id).arg(i));
            rows.append({f, leaders.at(i)});
        }
    }
    const QSignalBlocker blockTable(m_leaders);
    if (keys != m_shownLeaderRows) {
        m_leaders->setRowCount(0);
        m_leaders->setRowCount(int(keys.size()));
        for (int r = 0; r < keys.size(); ++r) {
            const QString entryId = keys.at(r).section(QLatin1Char('/'), 0, -2);
            const int index = keys.at(r).section(QLatin1Char('/'), -1).toInt();
            const auto change = [this, entryId, index](auto apply, const QString &merge) {
                const ForceEntry *f = entry(entryId);
                if (m_filling || !f)
                    return;
                CrucibleLeader leader = crucibleEntryParts(*f).leaders.value(index);
                apply(leader);
                setLeader(entryId, index, leader, merge);
            };
            auto *name = new QLineEdit;
            connect(name, &QLineEdit::textEdited, this, [change, name, key = keys.at(r)] {
                change([&](CrucibleLeader &l) { l.name = name->text(); },
                       QStringLiteral("leader-name/") + key);
            });
            m_leaders->setCellWidget(r, LeaderName, name);
            auto *rank = new QComboBox;
            for (const CrucibleRank &rk : rules.ranks)
                rank->addItem(rk.name, rk.id);
            connect(rank, &QComboBox::currentIndexChanged, this, [change, rank](int) {
                change([&](CrucibleLeader &l) { l.rank = rank->currentData().toString(); }, {});
            });
            m_leaders->setCellWidget(r, LeaderRank, rank);
            auto *lv = new QSpinBox;
            lv->setRange(-1, 12);
            lv->setSpecialValueText(tr("by class"));
            lv->setToolTip(tr("The LV as the text gives it; \"by class\": the class's "
                              "leadership quality's"));
            connect(lv, &QSpinBox::valueChanged, this, [change, key = keys.at(r)](int n) {
                change(
                    [&](CrucibleLeader &l) { l.lv = n < 0 ? std::nullopt : std::optional<int>(n); },
                    QStringLiteral("leader-lv/") + key);
            });
            m_leaders->setCellWidget(r, LeaderLv, lv);
            auto *ride = new QComboBox;
            connect(ride, &QComboBox::currentIndexChanged, this, [this, ride, entryId, index](int) {
                if (!m_filling && ride->currentData().toString() != entryId)
                    moveLeader(entryId, index, ride->currentData().toString());
            });
            m_leaders->setCellWidget(r, LeaderRidesIn, ride);
        }
        m_shownLeaderRows = keys;
    }
    for (int r = 0; r < rows.size(); ++r) {
        const ForceEntry &f = *rows.at(r).first;
        const CrucibleLeader &leader = rows.at(r).second;
        auto *name = static_cast<QLineEdit *>(m_leaders->cellWidget(r, LeaderName));
        if (name->text() != leader.name)
            name->setText(leader.name);
        auto *rank = static_cast<QComboBox *>(m_leaders->cellWidget(r, LeaderRank));
        const QSignalBlocker b1(rank);
        rank->setCurrentIndex(rank->findData(leader.rank));
        auto *lv = static_cast<QSpinBox *>(m_leaders->cellWidget(r, LeaderLv));
        const QSignalBlocker b2(lv);
        lv->setValue(leader.lv.value_or(-1));
        const int base = crucibleBaseLv(ruleset, s, d ? &*d : nullptr, leader);
        const int effective = crucibleEffectiveLv(rules, leader, base);
        m_leaders->setItem(
            r, LeaderEffective,
            readOnly(effective == base
                         ? QString::number(base)
                         : tr("%1+%2 (%3)").arg(base).arg(effective - base).arg(effective)));
        auto *ride = static_cast<QComboBox *>(m_leaders->cellWidget(r, LeaderRidesIn));
        const QSignalBlocker b3(ride);
        ride->clear();
        for (const ForceEntry *e : entries)
            ride->addItem(entryText(ruleset, *e), e->id);
        ride->setCurrentIndex(ride->findData(f.id));
        int points = crucibleLeaderCost(rules, d ? &*d : nullptr, leader);
        const bool prime = d && d->isPrime();
        for (const QString &id : leader.skills) {
            const CrucibleSkill *sk = rules.skill(id);
            points += sk && !prime ? sk->cost : 0;
        }
        m_leaders->setItem(r, LeaderPoints, readOnly(QString::number(points)));
    }
    if (m_leaderRow >= keys.size())
        m_leaderRow = -1;
    if (m_leaderRow < 0 && !keys.isEmpty())
        m_leaderRow = 0;
    if (m_leaderRow >= 0)
        m_leaders->setCurrentCell(m_leaderRow, LeaderEffective);
    m_leaders->resizeColumnToContents(LeaderRank);
    m_leaders->resizeColumnToContents(LeaderLv);
    m_leaders->resizeColumnToContents(LeaderEffective);
    m_leaders->resizeColumnToContents(LeaderPoints);
}

void DetachmentEditor::refreshSkills()
{
    const Scenario &s = m_document->scenario();
    const Ruleset &ruleset = m_document->ruleset();
    const CrucibleRules &rules = crucibleRules(ruleset);
    const bool on
        = ruleOptionValues(s, ruleset).value(QStringLiteral("elite_skills")) == QLatin1String("on");
    const std::optional<CrucibleDetachment> d = crucibleDetachment(s, m_detachmentId);
    const bool prime = d && d->isPrime();
    const QString off = on ? QString() : tr(" The optional rule Elite Skills is off.");
    const QString included
        = prime ? tr(" In a Prime detachment they are part of its price.") : QString();
    const auto fill
        = [&](QListWidget *list, const QStringList &checked, bool leaderScope, bool enabled) {
              const QSignalBlocker block(list);
              list->clear();
              list->setEnabled(enabled);
              for (const CrucibleSkill &sk : rules.skills) {
                  if ((sk.scope == CrucibleSkill::Scope::Leader) != leaderScope)
                      continue;
                  const QString cost = QString::number(sk.cost)
                      + (sk.provisional.contains(QLatin1String("cost")) ? provisionalChartMark()
                                                                        : QString());
                  auto *item = new QListWidgetItem(
                      sk.scope == CrucibleSkill::Scope::Force
                          ? tr("%1 (force-wide, once), %2 points").arg(sk.name, cost)
                          : tr("%1, %2 points").arg(sk.name, cost));
                  item->setData(Qt::UserRole, sk.id);
                  item->setToolTip(tr("From %1").arg(sk.from));
                  item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
                  item->setCheckState(checked.contains(sk.id) ? Qt::Checked : Qt::Unchecked);
                  list->addItem(item);
              }
          };
    const ForceEntry *f = entry(m_entryId);
    if (f) {
        const CrucibleTu *tu = rules.tu(f->unitType);
        QString text = tr("Skills of the TUs %1.").arg(f->id);
        if (tu && !tu->skills.isEmpty()) {
            QStringList names;
            for (const QString &id : tu->skills)
                names.append(rules.skill(id) ? rules.skill(id)->name : id);
            text += tr(" Built in: %1.").arg(names.join(QStringLiteral(", ")));
        }
        m_tuSkillsLabel->setText(text + off);
        m_tuSkillsLabel->setToolTip(included);
        fill(m_tuSkills, crucibleEntryParts(*f).skills, false, true);
    } else {
        m_tuSkillsLabel->setText(tr("Select a TU to give it skills."));
        fill(m_tuSkills, {}, false, false);
    }
    const QString key = m_shownLeaderRows.value(m_leaderRow);
    const ForceEntry *in = entry(key.section(QLatin1Char('/'), 0, -2));
    if (in) {
        const CrucibleLeader leader
            = crucibleEntryParts(*in).leaders.value(key.section(QLatin1Char('/'), -1).toInt());
        m_leaderSkillsLabel->setText(
            tr("Skills of %1.").arg(leader.name.isEmpty() ? leader.rank : leader.name) + off);
        m_leaderSkillsLabel->setToolTip(included);
        fill(m_leaderSkills, leader.skills, true, true);
    } else {
        m_leaderSkillsLabel->setText(tr("Select a leader to give him skills."));
        fill(m_leaderSkills, {}, true, false);
    }
}

} // namespace hexwright
