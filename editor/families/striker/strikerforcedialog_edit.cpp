// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Force and Environment dialog's works tab, running totals, problems, edits (each one
// undo step) and its menu entry.

#include "families/striker/strikerforcedialog.h"

#include "checks/scenariochecks.h"
#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "edit/familyedits.h"
#include "editorcontext.h"
#include "families/striker/checks/strikerchecks.h"
#include "families/striker/strikerdesign.h"
#include "families/striker/strikerforce.h"
#include "families/striker/strikerrules.h"
#include "ruleset/chartprint.h"
#include "ruleset/ruleset.h"
#include "shell/actionicons.h"
#include "shell/familydialogaction.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMainWindow>
#include <QProgressBar>
#include <QSet>
#include <QTabWidget>
#include <QTableWidget>
#include <QUndoStack>

#include <cmath>

namespace hexwright {

namespace {

/// The forces table's column a problem of code @p code is about.
int forceColumnOf(const QString &code)
{
    if (code == QLatin1String("striker-stand-men"))
        return 3;
    if (code == QLatin1String("striker-encumbered") || code == QLatin1String("striker-overloaded"))
        return 6;
    return 5;
}

QString numberText(double v)
{
    return QString::number(std::round(v * 100) / 100, 'g', 10);
}

void showBar(QProgressBar *bar, double value, double max, const QString &text, bool overIsBad)
{
    const int percent = max > 0 ? int(std::min(100.0, value * 100 / max)) : (value > 0 ? 100 : 0);
    bar->setRange(0, 100);
    bar->setValue(percent);
    bar->setFormat(text);
    const bool bad = overIsBad ? value > max + 1e-6 : value + 1e-6 < max;
    bar->setStyleSheet(bad ? QStringLiteral("QProgressBar::chunk { background: #c0392b; }")
                           : QString());
    bar->setProperty("over", bad);
}

} // namespace

void StrikerForceDialog::rebuildWorks()
{
    const Scenario &s = m_document->scenario();
    const StrikerForceRules force(m_document->ruleset(), s);
    const QList<StrikerWork> works = force.works();
    m_updating = true;
    m_works->setRowCount(0);
    QStringList pieces {QString()};
    if (s.table) {
        for (const TablePiece &p : s.table->pieces)
            pieces.append(p.id);
    }
    QStringList designs {QString()};
    for (const StrikerDesign &d : strikerDesigns(s))
        designs.append(d.id);
    for (int i = 0; i < works.size(); ++i) {
        const StrikerWork &w = works.at(i);
        if (w.side != currentSide())
            continue;
        const int row = m_works->rowCount();
        m_works->insertRow(row);
        auto *kind = new QComboBox;
        for (const QString &k : striker::workKinds())
            kind->addItem(k, k);
        kind->setCurrentIndex(std::max(0, kind->findData(w.kind)));
        kind->setProperty("work", i);
        connect(kind, &QComboBox::currentIndexChanged, this, [this, kind, i] {
            setWork(i, QStringLiteral("kind"), kind->currentData().toString());
        });
        m_works->setCellWidget(row, 0, kind);
        auto *amount = new QDoubleSpinBox;
        amount->setRange(0, 1e9);
        amount->setDecimals(1);
        amount->setValue(w.amount);
        connect(amount, &QDoubleSpinBox::valueChanged, this,
                [this, i](double v) { setWork(i, QStringLiteral("amount"), numberText(v)); });
        m_works->setCellWidget(row, 1, amount);
        const auto idCombo = [&](const QStringList &ids, const QString &current, const char *key) {
            auto *box = new QComboBox;
            for (const QString &id : ids)
                box->addItem(id.isEmpty() ? tr("(none)") : id, id);
            box->setCurrentIndex(std::max(0, box->findData(current)));
            const QString k = QLatin1String(key);
            connect(box, &QComboBox::currentIndexChanged, this,
                    [this, box, i, k] { setWork(i, k, box->currentData().toString()); });
            return box;
        };
        m_works->setCellWidget(row, 2, idCombo(pieces, w.piece, "piece"));
        m_works->setCellWidget(row, 3, idCombo(designs, w.design, "design"));
        auto *method = new QComboBox;
        method->addItem(tr("by hand"), QStringLiteral("hand"));
        method->addItem(tr("machine"), QStringLiteral("machine"));
        method->setCurrentIndex(std::max(0, method->findData(w.method)));
        connect(method, &QComboBox::currentIndexChanged, this, [this, method, i] {
            setWork(i, QStringLiteral("method"), method->currentData().toString());
        });
        m_works->setCellWidget(row, 4, method);
        auto *camouflaged = new QCheckBox;
        camouflaged->setChecked(w.camouflaged);
        connect(camouflaged, &QCheckBox::toggled, this, [this, i](bool on) {
            setWork(i, QStringLiteral("camouflaged"), on ? QStringLiteral("true") : QString());
        });
        m_works->setCellWidget(row, 5, camouflaged);
        auto *hours = new QTableWidgetItem;
        hours->setFlags(hours->flags() & ~Qt::ItemIsEditable);
        hours->setData(Qt::UserRole, i);
        m_works->setItem(row, 6, hours);
    }
    m_works->resizeColumnsToContents();
    m_works->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_updating = false;
}

void StrikerForceDialog::showTotals()
{
    const Scenario &s = m_document->scenario();
    const StrikerForceRules force(m_document->ruleset(), s);
    const QString side = currentSide();
    const StrikerSideForce f = force.sideForce(side);
    const StrikerForceTotals t = force.totals(side);
    const QString mark = t.provisional ? provisionalChartMark() : QString();
    showBar(m_bars.value(QStringLiteral("budget")), t.total(), f.budget,
            f.budget > 0
                ? tr("%1 of %2").arg(strikerCrText(t.total()) + mark, strikerCrText(f.budget))
                : tr("%1, no budget set").arg(strikerCrText(t.total()) + mark),
            true);
    m_costs->setText(tr("Price %1, upkeep %2, personnel %3 (%4 men and %5 in support).")
                         .arg(strikerCrText(t.purchase) + mark, strikerCrText(t.upkeep) + mark,
                              strikerCrText(t.personnel))
                         .arg(t.combatMen)
                         .arg(t.supportMen));
    const double used = force.manHoursUsed(side);
    showBar(m_bars.value(QStringLiteral("man_hours")), used, f.manHours,
            tr("%1 of %2 man-hours").arg(numberText(used), numberText(f.manHours)), true);
    const StrikerSupportReport r = force.support(side);
    for (const char *key : {"medics", "mechanics", "cooks", "vets"}) {
        const StrikerSupportLine *l = r.line(QLatin1String(key));
        if (l)
            showBar(m_bars.value(QLatin1String(key)), l->have, l->needed,
                    tr("%1 of %2 needed").arg(l->have).arg(l->needed), false);
    }
    QStringList penalties;
    if (r.medicMorale != 0)
        penalties.append(tr("Medics short: morale %1 after the first combat.").arg(r.medicMorale));
    penalties.append(tr("Wounded return at tech level %1: %2 % light, %3 % serious.")
                         .arg(r.woundedTl)
                         .arg(r.returnLightPercent)
                         .arg(r.returnSeriousPercent));
    if (r.breakdownPercent > 0)
        penalties.append(
            tr("Mechanics short: %1 % of the vehicles break down a week.").arg(r.breakdownPercent));
    if (r.hotMealDays > 0)
        penalties.append(
            tr("Cooks short: morale %1 after %n day(s) without a hot meal.", nullptr, r.hotMealDays)
                .arg(r.cookMorale));
    if (r.animalLossPercent > 0)
        penalties.append(
            tr("Vets short: %1 % of the animals lost a week.").arg(r.animalLossPercent));
    m_penalties->setText(penalties.join(QLatin1Char('\n')));
    // The works' man-hours column.
    const QList<StrikerWork> works = force.works();
    for (int row = 0; row < m_works->rowCount(); ++row) {
        QTableWidgetItem *item = m_works->item(row, 6);
        const int i = item ? item->data(Qt::UserRole).toInt() : -1;
        if (i < 0 || i >= works.size())
            continue;
        const StrikerWorkCost c = force.workCost(works.at(i));
        QString text = numberText(c.manHours);
        if (c.machineHours > 0)
            text += tr(" (+%1 machine h)").arg(numberText(c.machineHours));
        if (c.cureHours > 0)
            text += tr(" (cures %1 h)").arg(c.cureHours);
        item->setText(text);
    }
}

void StrikerForceDialog::showProblems()
{
    QSet<QString> codes;
    for (const CheckInfo &info : strikerForceCheckCodes())
        codes.insert(info.code);
    m_shown.clear();
    m_problems->clear();
    for (const Diagnostic &d : checkScenario(m_document->scenario(), m_document->ruleset(),
                                             m_document->map(), QString())) {
        if (!codes.contains(d.code))
            continue;
        m_shown.append(d);
        auto *item
            = new QListWidgetItem(d.severity == Severity::Error ? tr("Error: %1").arg(d.message)
                                                                : tr("Warning: %1").arg(d.message),
                                  m_problems);
        item->setData(Qt::UserRole, d.code);
    }
    if (m_shown.isEmpty())
        new QListWidgetItem(tr("No problems with the forces, support, works or world."),
                            m_problems);
}

void StrikerForceDialog::jumpTo(const Diagnostic &problem)
{
    const QString &code = problem.code;
    if (!problem.side.isEmpty())
        selectSide(problem.side);
    QString field;
    int tab = 0;
    if (code == QLatin1String("striker-environment")) {
        tab = 3;
        field = problem.message.contains(QLatin1String("night")) ? QStringLiteral("world/night")
            : problem.message.contains(QLatin1String("weather")) ? QStringLiteral("world/weather")
            : problem.message.contains(QLatin1String("size"))    ? QStringLiteral("world/size")
                                                                 : QStringLiteral("world/gravity");
    } else if (code == QLatin1String("striker-stand-men")
               || code == QLatin1String("striker-troop-protection")
               || code == QLatin1String("striker-encumbered")
               || code == QLatin1String("striker-overloaded")
               || (code == QLatin1String("striker-force-value")
                   && problem.subjectKind == QLatin1String("force"))) {
        tab = 1;
        for (int row = 0; row < m_forces->rowCount(); ++row) {
            if (m_forces->item(row, 0)->data(Qt::UserRole).toString() == problem.subjectId)
                m_forces->setCurrentCell(row, forceColumnOf(code));
        }
    } else if (code == QLatin1String("striker-man-hours")
               || code == QLatin1String("striker-engineers")
               || code == QLatin1String("striker-mine-terrain")
               || problem.subjectKind == QLatin1String("work")) {
        tab = code == QLatin1String("striker-engineers") ? 0 : 2;
        if (code == QLatin1String("striker-engineers"))
            field = QStringLiteral("engineers");
        const int work = problem.subjectId.toInt() - 1;
        for (int row = 0; row < m_works->rowCount(); ++row) {
            if (m_works->item(row, 6)->data(Qt::UserRole).toInt() == work)
                m_works->setCurrentCell(row, 1);
        }
    } else {
        static const QHash<QString, QString> fields {
            {QStringLiteral("striker-budget"), QStringLiteral("budget")},
            {QStringLiteral("striker-medics"), QStringLiteral("medics")},
            {QStringLiteral("striker-mechanics"), QStringLiteral("mechanics")},
            {QStringLiteral("striker-cooks"), QStringLiteral("cooks")},
            {QStringLiteral("striker-vets"), QStringLiteral("vets")},
        };
        field = fields.value(code, QStringLiteral("force_type"));
    }
    m_tabs->setCurrentIndex(tab);
    if (QWidget *w = m_fields.value(field)) {
        w->setFocus(Qt::OtherFocusReason);
        if (auto *box = qobject_cast<QDoubleSpinBox *>(w))
            box->selectAll();
    }
}

// --- Editing ---------------------------------------------------------------------------------

void StrikerForceDialog::pushFamily(const QString &key, const QVariant &value, const QString &text,
                                    const QString &mergeKey)
{
    if (!m_document || m_updating)
        return;
    const QVariantMap family = setScenarioFamilyValue(m_document->scenario(), key, value);
    if (family == m_document->scenario().family)
        return;
    m_ownEdit = true;
    m_document->undoStack()->push(new ChangeScenarioFamily(m_document, family, text, mergeKey));
    m_ownEdit = false;
}

void StrikerForceDialog::setSideValue(const QString &key, double value)
{
    if (m_updating || !m_document)
        return;
    const StrikerForceRules force(m_document->ruleset(), m_document->scenario());
    StrikerSideForce f = force.sideForce(currentSide());
    if (key == QLatin1String("budget"))
        f.budget = value;
    else if (key == QLatin1String("man_hours"))
        f.manHours = value;
    else if (key == QLatin1String("hours"))
        f.hours = value;
    else
        f.support.insert(key, int(value));
    pushFamily(striker::ForcesKey, strikerSideForcesValue(m_document->scenario(), f),
               tr("Change %1").arg(key), QStringLiteral("striker-side/") + f.side + key);
}

void StrikerForceDialog::setSideText(const QString &key, const QString &value)
{
    if (m_updating || !m_document)
        return;
    const StrikerForceRules force(m_document->ruleset(), m_document->scenario());
    StrikerSideForce f = force.sideForce(currentSide());
    if (key == QLatin1String("force_type"))
        f.forceType = value;
    pushFamily(striker::ForcesKey, strikerSideForcesValue(m_document->scenario(), f),
               tr("Change Force Type"));
}

void StrikerForceDialog::setWorldValue(const QString &key, const QString &value)
{
    if (m_updating || !m_document)
        return;
    QVariantMap world = m_document->scenario().family.value(striker::WorldKey).toMap();
    world = withFamilyValue(world, key, value.isEmpty() ? QVariant() : QVariant(value));
    pushFamily(striker::WorldKey, world, tr("Change World"),
               QStringLiteral("striker-world/") + key);
}

void StrikerForceDialog::setEntryValue(const QString &entryId, const QString &key,
                                       const QString &value, const QString &text)
{
    if (m_updating || !m_document)
        return;
    const QList<ForceEntry> forces = setForceFamilyValue(
        m_document->scenario(), entryId, key, value.isEmpty() ? QVariant() : QVariant(value));
    if (forces == m_document->scenario().forces)
        return;
    m_ownEdit = true;
    m_document->undoStack()->push(new ChangeForces(
        m_document, forces, text, QStringLiteral("striker-entry/") + entryId + key));
    m_ownEdit = false;
}

void StrikerForceDialog::setWork(int index, const QString &key, const QString &value)
{
    if (m_updating || !m_document)
        return;
    QVariantList works = m_document->scenario().family.value(striker::WorksKey).toList();
    if (index < 0 || index >= works.size())
        return;
    QVariantMap w = withFamilyValue(works.at(index).toMap(), key,
                                    value.isEmpty() ? QVariant() : QVariant(value));
    works[index] = StrikerWork::fromValue(w).toValue();
    pushFamily(striker::WorksKey, works, tr("Change Work"),
               QStringLiteral("striker-work/%1/").arg(index) + key);
}

void StrikerForceDialog::addWork()
{
    if (!m_document || currentSide().isEmpty())
        return;
    QVariantList works = m_document->scenario().family.value(striker::WorksKey).toList();
    StrikerWork w;
    w.side = currentSide();
    w.kind = QStringLiteral("dugout");
    w.amount = 1;
    works.append(w.toValue());
    pushFamily(striker::WorksKey, works, tr("Add Work"));
    rebuildWorks();
    showTotals();
}

void StrikerForceDialog::removeWork()
{
    if (!m_document)
        return;
    const int row = m_works->currentRow();
    QTableWidgetItem *item = row >= 0 ? m_works->item(row, 6) : nullptr;
    if (!item)
        return;
    QVariantList works = m_document->scenario().family.value(striker::WorksKey).toList();
    const int index = item->data(Qt::UserRole).toInt();
    if (index < 0 || index >= works.size())
        return;
    works.removeAt(index);
    pushFamily(striker::WorksKey, works, tr("Remove Work"));
    rebuildWorks();
    showTotals();
}

// --- The menu entry --------------------------------------------------------------------------

void StrikerForceDialog::install(EditorContext &context)
{
    auto *action = new QAction(tr("Force and &Environment..."), context.window());
    action->setObjectName(QStringLiteral("strikerForceAction"));
    action->setIcon(actionIcon(QStringLiteral("hexwright-forces")));
    action->setToolTip(tr("Budgets, support, pre-game works, troop quality and the world's "
                          "environment"));
    action->setStatusTip(tr("Open the force and environment dialog"));
    installFamilyDialogAction(context, action, strikerFamilyId(),
                              [](ScenarioDocument *document, QWidget *parent) -> QDialog * {
                                  return new StrikerForceDialog(document, parent);
                              });
}

} // namespace hexwright
