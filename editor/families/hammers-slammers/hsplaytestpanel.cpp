// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Hammer's Slammers' playtest panel in the Orders dock: the selected unit, the attack being
// prepared with its odds and chances, the close assaults' attacks; and the ECM and CAF
// answers asked of the defender.

#include "families/hammers-slammers/hsplaytest.h"

#include "families/hammers-slammers/hsplayoverlay.h"
#include "families/hammers-slammers/hsrules.h"
#include "playtest/playtestwindow.h"
#include "shell/actionicons.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace hexwright {

namespace {

// Item data of the close-assault tree.
constexpr int GroupRole = Qt::UserRole + 2; ///< index of the attack in the hex's list
constexpr int TargetRole = Qt::UserRole + 3; ///< a target (tick box), else an attacker

} // namespace

void HsPlaytest::createPanel()
{
    // The selected unit and the attack being prepared, over the Orders dock's list.
    auto *orders = new QWidget;
    m_panel = orders;
    auto *layout = new QVBoxLayout(orders);
    m_unitInfo = new QLabel(orders);
    m_unitInfo->setObjectName(QStringLiteral("unitInfo"));
    m_unitInfo->setWordWrap(true);
    m_unitInfo->setTextFormat(Qt::RichText);
    m_unitInfo->setMinimumHeight(56);
    m_unitInfo->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    layout->addWidget(m_unitInfo);

    m_attack = new QTreeWidget(orders);
    m_attack->setObjectName(QStringLiteral("attackTree"));
    m_attack->setAccessibleName(tr("Attackers and targets"));
    m_attack->setHeaderLabels({tr("Attack"), tr("Factor"), tr("Range")});
    m_attack->setRootIsDecorated(false);
    m_attack->setToolTip(tr("Untick attackers or targets to leave them out of the attack"));
    m_attack->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_attack->header()->setStretchLastSection(false);
    connect(m_attack, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem *item) {
        const QString id = item->data(0, Qt::UserRole).toString();
        if (id.isEmpty())
            return;
        if (item->data(0, GroupRole).isValid()) { // a close-assault target
            const std::optional<HexCoord> hex = assaultHex();
            QList<AssaultGroup> groups = hex ? assaultGroups(*hex) : QList<AssaultGroup>();
            const int index = item->data(0, GroupRole).toInt();
            if (!hex || index < 0 || index >= groups.size())
                return;
            groups[index].targets.removeAll(id);
            if (item->checkState(0) == Qt::Checked)
                groups[index].targets.append(id);
            m_assaults.insert(*hex, groups);
            QMetaObject::invokeMethod(
                this, [this] { refreshPanel(); }, Qt::QueuedConnection);
            return;
        }
        const bool target = item->parent() && item->parent()->data(0, Qt::UserRole + 1).toBool();
        QStringList &list = target ? m_targets : m_selection;
        list.removeAll(id);
        if (item->checkState(0) == Qt::Checked)
            list.append(id);
        m_overlay->setSelection(m_selection);
        refreshPreview();
        // Rebuilding the tree from inside its own signal is not safe: later.
        QMetaObject::invokeMethod(
            this, [this] { refreshPanel(); }, Qt::QueuedConnection);
    });
    m_attack->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_attack, &QTreeWidget::customContextMenuRequested, this, &HsPlaytest::assaultMenu);
    layout->addWidget(m_attack, 2);

    m_gas = new QCheckBox(tr("Fire &gas"), orders);
    m_gas->setObjectName(QStringLiteral("gasCheck"));
    m_gas->setToolTip(tr("A unit bought with gas chooses gas or a normal attack each time it "
                         "fires, direct or indirect: each gas counter rolls on the gas table "
                         "against each unit attacked (§3.12)"));
    m_gas->setStatusTip(m_gas->toolTip());
    m_gas->setVisible(false);
    connect(m_gas, &QCheckBox::toggled, this, [this] { refreshPreview(); });
    layout->addWidget(m_gas);

    m_odds = new QLabel(orders);
    m_odds->setObjectName(QStringLiteral("oddsLabel"));
    m_odds->setWordWrap(true);
    layout->addWidget(m_odds);
    m_chances = new QLabel(orders);
    m_chances->setObjectName(QStringLiteral("chancesLabel"));
    m_chances->setWordWrap(true);
    layout->addWidget(m_chances);
    // The legend of the result codes, from the ruleset's CRT.
    QStringList codes;
    for (const CombatResult &result : hsRules(context().ruleset()).crt.results)
        codes.append(
            tr("<b>%1</b> %2").arg(result.code.toHtmlEscaped(), result.name.toHtmlEscaped()));
    m_legend = new QLabel(tr("Results: %1").arg(codes.join(QStringLiteral(" \u00b7 "))), orders);
    m_legend->setObjectName(QStringLiteral("resultLegend"));
    m_legend->setTextFormat(Qt::RichText);
    m_legend->setWordWrap(true);
    layout->addWidget(m_legend);
    m_fireButton = new QPushButton(tr("Fire"), orders);
    m_fireButton->setObjectName(QStringLiteral("fireButton"));
    connect(m_fireButton, &QPushButton::clicked, m_fireAction, &QAction::trigger);
    layout->addWidget(m_fireButton);
    layout->setContentsMargins(0, 0, 0, 0);
}

void HsPlaytest::refreshPreview()
{
    m_preview.reset();
    if (isFirePhase() && !m_selection.isEmpty() && m_targetHex) {
        const GameContext &c = context();
        const GameState &s = state();
        m_preview = m_hs.game().phase() == HsPhase::IndirectFire
            ? previewIndirectFire(c, s, m_selection, *m_targetHex)
            : previewDirectFire(c, s, m_selection, *m_targetHex, m_targets);
    }
    if (!m_preview) {
        m_odds->setText(isFirePhase() ? tr("Select attackers, then click the target hex.")
                                      : QString());
        m_chances->clear();
        m_fireAction->setEnabled(false);
        m_fireButton->setEnabled(false);
        return;
    }
    const AttackPreview &p = *m_preview;
    if (firesGas()) {
        // Gas reads no odds: each counter rolls on the gas table against each unit (§3.12).
        m_odds->setText(
            p.indirect
                ? tr("Gas: each of the %n counter(s) rolls on the gas table against each "
                     "unit in %1 (no odds, terrain or defence; CAF may cancel counters)",
                     nullptr, int(m_selection.size()))
                      .arg(label(*m_targetHex))
                : tr("Gas fired direct: each of the %n counter(s) rolls on the gas table against "
                     "each ticked target in %1 (no odds, terrain or defence)",
                     nullptr, int(m_selection.size()))
                      .arg(label(*m_targetHex)));
        m_chances->setText(p.problems.join(QLatin1Char('\n')));
        bool usable = true;
        for (const QString &problem : p.problems)
            usable = usable && problem.contains(QLatin1String("odds"), Qt::CaseInsensitive);
        m_fireAction->setEnabled(usable && !m_hs.game().isOver());
        m_fireButton->setEnabled(m_fireAction->isEnabled());
        return;
    }
    QString odds;
    const QString attack = QString::number(p.attack, 'g', 4);
    if (p.indirect) {
        odds = tr("Attack %1 against the hex's indirect-fire defence %2 (the terrain of the hex; "
                  "the units' own defence does not count): class B %3 (column %4), class A %5 "
                  "(column %6)")
                   .arg(attack)
                   .arg(p.hexDefence)
                   .arg(p.reading.legal ? p.reading.used.toString() : tr("below the table"))
                   .arg(p.reading.column)
                   .arg(p.readingA.legal ? p.readingA.used.toString() : tr("below the table"))
                   .arg(p.readingA.column);
    } else {
        odds = tr("Attack %1 against defence %2: the defence of the %n target(s) added (%3) "
                  "and the terrain of the hex once (%4). Odds %5, CRT column %6",
                  nullptr, int(m_targets.size()))
                   .arg(attack)
                   .arg(p.defence.total())
                   .arg(p.defence.units)
                   .arg(p.defence.terrain)
                   .arg(p.reading.legal ? p.reading.used.toString()
                                        : tr("%1, below the table").arg(p.reading.raw.toString()))
                   .arg(p.reading.column);
    }
    if (!p.problems.isEmpty())
        odds += QStringLiteral("\n") + p.problems.join(QStringLiteral("\n"));
    m_odds->setText(odds);
    m_chances->setText(chancesText());
    const bool legal = p.indirect ? p.problems.isEmpty() : p.isLegal();
    m_fireAction->setEnabled(legal && !m_hs.game().isOver());
    m_fireButton->setEnabled(m_fireAction->isEnabled());
}

QString HsPlaytest::chancesText() const
{
    if (!m_preview)
        return QString();
    if (m_preview->indirect)
        return tr("Class B: %1\nClass A: %2")
            .arg(describeChances(m_preview->chances), describeChances(m_preview->chancesA));
    return tr("Chances: %1").arg(describeChances(m_preview->chances));
}

void HsPlaytest::refreshPanel()
{
    const GameContext &c = context();
    const GameState &s = state();
    const UnitState *unit = m_selection.isEmpty() ? nullptr : s.unit(m_selection.first());
    QString info;
    if (unit) {
        info = unitDetails(*unit);
        if (m_selection.size() > 1)
            info += tr("<br>and %n more selected", nullptr, int(m_selection.size() - 1));
    } else {
        info = tr("<i>Click a unit on the map to see its factors and status.</i>");
    }
    m_unitInfo->setText(info);

    const QSignalBlocker blocker(m_attack);
    m_attack->clear();
    if (isFirePhase()) {
        auto *attackers = new QTreeWidgetItem(m_attack, {tr("Attackers")});
        auto *targets = new QTreeWidgetItem(m_attack, {tr("Targets")});
        targets->setData(0, Qt::UserRole + 1, true);
        for (const QString &id : std::as_const(m_selection)) {
            const UnitState *u = s.unit(id);
            if (!u)
                continue;
            QString range;
            if (m_targetHex && u->onMap())
                range = QString::number(rules::fireRange(u->hex, *m_targetHex));
            auto *item = new QTreeWidgetItem(
                attackers, {unitName(*u), QString::number(c.factors(*u).attack), range});
            item->setData(0, Qt::UserRole, id);
            item->setCheckState(0, Qt::Checked);
            if (m_preview) {
                for (const AttackPreview::Firer &f : m_preview->firers) {
                    if (f.unit == id && f.band == rules::RangeBand::Extended)
                        item->setText(1, tr("%1 (half)").arg(f.contribution));
                }
            }
        }
        if (m_targetHex) {
            for (const UnitState *u : s.unitsAt(*m_targetHex)) {
                if (unit && !c.isEnemy(*unit, *u))
                    continue;
                auto *item = new QTreeWidgetItem(
                    targets, {unitName(*u), tr("D %1").arg(c.factors(*u).defence), QString()});
                item->setData(0, Qt::UserRole, u->id);
                item->setCheckState(0, m_targets.contains(u->id) ? Qt::Checked : Qt::Unchecked);
            }
        }
        m_attack->expandAll();
    }
    const bool assault
        = m_hs.game().phase() == HsPhase::CloseAssault && assaultHex() && !s.gameOver;
    m_attack->setHeaderLabels(assault ? QStringList {tr("Close assault"), tr("Odds"), tr("Column")}
                                      : QStringList {tr("Attack"), tr("Factor"), tr("Range")});
    if (assault)
        refreshAssault();
    m_fireButton->setText(assault ? tr("Resolve Close Assault") : tr("Fire"));
    m_attack->setVisible(isFirePhase() || assault);
    m_odds->setVisible(isFirePhase() || assault);
    m_chances->setVisible(isFirePhase() || assault);
    m_legend->setVisible(isFirePhase() || assault);
    m_fireButton->setVisible(isFirePhase() || assault);
    // Gas: artillery bought with it chooses each time it fires (§3.12).
    bool anyGas = false;
    bool allGas = !m_selection.isEmpty();
    for (const QString &id : std::as_const(m_selection)) {
        const UnitState *u = s.unit(id);
        // Bought with gas, and able to fire in this phase: direct or indirect.
        const bool gas = u && u->options.contains(QLatin1String("gas"))
            && (m_hs.game().phase() == HsPhase::IndirectFire ? c.firesIndirect(*u)
                                                             : c.firesDirect(*u));
        anyGas = anyGas || gas;
        allGas = allGas && gas;
    }
    m_gas->setVisible(isFirePhase() && anyGas);
    m_gas->setEnabled(allGas);
}

std::optional<HexCoord> HsPlaytest::assaultHex() const
{
    if (m_hs.game().phase() != HsPhase::CloseAssault || m_hs.game().isOver())
        return std::nullopt;
    for (const Action &action : m_hs.legalTyped()) {
        if (const auto *a = std::get_if<CloseAssaultAction>(&action))
            return a->hex;
    }
    return std::nullopt;
}

QList<AssaultGroup> HsPlaytest::assaultGroups(HexCoord hex) const
{
    return m_assaults.contains(hex) ? m_assaults.value(hex) : m_hs.game().defaultAssaultGroups(hex);
}

void HsPlaytest::setAssaultGroups(HexCoord hex, const QList<AssaultGroup> &groups)
{
    m_assaults.insert(hex, groups);
    refreshPanel();
}

QString HsPlaytest::resolveAssault()
{
    const std::optional<HexCoord> hex = assaultHex();
    if (!hex) {
        m_window.showStatus(tr("No close assault to fight"), 4000);
        return tr("No close assault to fight");
    }
    return perform(CloseAssaultAction {*hex, assaultGroups(*hex)});
}

bool HsPlaytest::firesGas() const
{
    return m_gas && m_gas->isVisibleTo(&m_window) && m_gas->isEnabled() && m_gas->isChecked();
}

void HsPlaytest::refreshAssault()
{
    const GameContext &c = context();
    const GameState &s = state();
    const HexCoord hex = *assaultHex();
    const QList<AssaultGroup> groups = assaultGroups(hex);
    auto *top = new QTreeWidgetItem(m_attack, {tr("Close assault in %1").arg(label(hex))});
    QStringList lines;
    bool ready = true;
    for (int i = 0; i < groups.size(); ++i) {
        const AssaultGroup &g = groups[i];
        const UnitState *first = s.unit(g.attackers.value(0));
        if (!first)
            continue;
        const AssaultOdds odds = m_hs.game().assaultOdds(hex, g);
        const QString player = c.players().value(c.playerOfUnit(*first)).name;
        const QString oddsText = g.targets.isEmpty()
            ? tr("no target")
            : (odds.reading.belowWorst ? tr("%1, below 1-4").arg(odds.reading.raw.toString())
                                       : odds.reading.used.toString());
        auto *group = new QTreeWidgetItem(
            top,
            {tr("Attack %1 (%2)").arg(i + 1).arg(player), oddsText,
             g.targets.isEmpty() ? QString() : QString::number(odds.reading.column)});
        group->setToolTip(0, tr("Right-click an attacker to attack alone or join another attack"));
        for (const QString &id : g.attackers) {
            const UnitState *u = s.unit(id);
            if (!u)
                continue;
            QString factor = QString::number(c.factors(*u).attack);
            if (u->disrupted)
                factor += tr(" (disrupted)");
            auto *item = new QTreeWidgetItem(group, {unitName(*u), factor, QString()});
            item->setData(0, Qt::UserRole, id);
            item->setData(0, TargetRole, false);
            item->setToolTip(0, group->toolTip(0));
        }
        for (const UnitState *t : s.unitsAt(hex)) {
            if (!t->carriedBy.isEmpty() || !t->towedBy.isEmpty() || !c.isEnemy(*first, *t))
                continue;
            auto *item = new QTreeWidgetItem(group,
                                             {tr("\u2192 %1").arg(unitName(*t)),
                                              tr("D %1").arg(c.factors(*t).defence), QString()});
            item->setData(0, Qt::UserRole, t->id);
            item->setData(0, GroupRole, i);
            item->setData(0, TargetRole, true);
            item->setCheckState(0, g.targets.contains(t->id) ? Qt::Checked : Qt::Unchecked);
        }
        if (g.targets.isEmpty()) {
            ready = false;
            lines.append(tr("Attack %1: tick at least one target").arg(i + 1));
            continue;
        }
        if (!odds.combinable)
            ready = false;
        lines.append(tr("Attack %1: %2 against %3 = %4, column %5%6: %7")
                         .arg(i + 1)
                         .arg(odds.attack)
                         .arg(odds.defence)
                         .arg(oddsText)
                         .arg(odds.reading.column)
                         .arg(odds.reading.shift > 0 ? tr(" (shifted +%1)").arg(odds.reading.shift)
                                                     : QString())
                         .arg(describeChances(crtChances(c.ruleset(), odds.reading.column))));
    }
    m_attack->expandAll();
    m_odds->setText(tr("Every unit in %1 must attack; each attack picks one, some or all enemy "
                       "units. Untick targets; right-click an attacker to attack alone or join "
                       "another attack.")
                        .arg(label(hex)));
    m_chances->setText(lines.join(QLatin1Char('\n')));
    m_fireAction->setEnabled(ready);
    m_fireButton->setEnabled(ready);
}

void HsPlaytest::assaultMenu(const QPoint &pos)
{
    QTreeWidgetItem *item = m_attack->itemAt(pos);
    const std::optional<HexCoord> hex = assaultHex();
    if (!hex || !item || item->data(0, TargetRole).toBool()
        || item->data(0, Qt::UserRole).toString().isEmpty())
        return;
    const QString id = item->data(0, Qt::UserRole).toString();
    const HexCoord at = *hex;
    QList<AssaultGroup> groups = assaultGroups(at);
    int from = -1;
    for (int i = 0; i < groups.size(); ++i) {
        if (groups[i].attackers.contains(id))
            from = i;
    }
    if (from < 0)
        return;
    const GameContext &c = context();
    const GameState &s = state();
    const int player = c.playerOfUnit(*s.unit(id));
    auto *menu = new QMenu(&m_window);
    menu->setObjectName(QStringLiteral("assaultMenu"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    auto move = [this, at, id, from](int to) {
        QList<AssaultGroup> g = assaultGroups(at);
        const QStringList targets = g[from].targets;
        g[from].attackers.removeAll(id);
        if (to < 0)
            g.append({{id}, targets});
        else
            g[to].attackers.append(id);
        if (g[from].attackers.isEmpty())
            g.removeAt(from);
        setAssaultGroups(at, g);
    };
    if (groups[from].attackers.size() > 1)
        connect(menu->addAction(actionIcon(QStringLiteral("hexwright-fire")), tr("Attack &Alone")),
                &QAction::triggered, this, [move] { move(-1); });
    for (int i = 0; i < groups.size(); ++i) {
        const UnitState *first = s.unit(groups[i].attackers.value(0));
        if (i == from || !first || c.playerOfUnit(*first) != player)
            continue;
        connect(menu->addAction(actionIcon(QStringLiteral("hexwright-join-attack")),
                                tr("&Join Attack %1").arg(i + 1)),
                &QAction::triggered, this, [move, i] { move(i); });
    }
    menu->addSeparator();
    connect(menu->addAction(actionIcon(QStringLiteral("edit-clear")), tr("&Default Attacks")),
            &QAction::triggered, this, [this, at] {
                m_assaults.remove(at);
                refreshPanel();
            });
    menu->popup(m_attack->viewport()->mapToGlobal(pos));
}

void HsPlaytest::askForResponse()
{
    const GameState &s = state();
    if (m_response || m_hs.game().isOver() || (!s.announced && !s.strike))
        return;
    const GameContext &c = context();
    const bool ecm = s.announced.has_value();
    const QString defender = c.players().value(m_hs.game().decidingPlayer()).name;
    const QString attacker
        = c.players().value(ecm ? s.announced->attacker : s.strike->attacker).name;
    // Responders and, for each, what it may answer.
    QMap<QString, QStringList> choices;
    if (ecm) {
        choices = m_hs.game().ecmChoices();
    } else {
        for (const QString &id : m_hs.game().cafChoices())
            choices.insert(id, s.strike->firers);
    }
    auto *dialog = new QDialog(&m_window);
    dialog->setObjectName(ecm ? QStringLiteral("ecmDialog") : QStringLiteral("cafDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(ecm ? tr("%1: ECM").arg(defender)
                               : tr("%1: Counter-Artillery Fire").arg(defender));
    auto *form = new QFormLayout(dialog);
    const HexCoord hex = ecm ? s.announced->hex : s.strike->target;
    auto *intro = new QLabel(
        ecm ? tr("%1 announces an attack on %2 by %3. Jam units of it with your ECM tanks: a "
                 "jammed unit attacks alone and cannot observe.")
                  .arg(attacker, label(hex),
                       m_window.nameCounters(s.announced->firers.join(QStringLiteral(", "))))
            : tr("%1 shells %2 with %3. Each of your CAF units may cancel one artillery "
                 "counter.")
                  .arg(attacker, label(hex),
                       m_window.nameCounters(s.strike->firers.join(QStringLiteral(", ")))),
        dialog);
    intro->setWordWrap(true);
    form->addRow(intro);
    QList<QComboBox *> boxes;
    for (auto it = choices.cbegin(); it != choices.cend(); ++it) {
        const UnitState *unit = s.unit(it.key());
        auto *box = new QComboBox(dialog);
        box->setObjectName(it.key());
        box->addItem(ecm ? tr("Do not jam") : tr("Do not fire"), QString());
        for (const QString &option : it.value()) {
            const UnitState *o = s.unit(option);
            box->addItem(ecm ? tr("Jam %1").arg(o ? unitName(*o) : option)
                             : tr("Cancel %1").arg(o ? unitName(*o) : option),
                         option);
        }
        boxes.append(box);
        form->addRow(unit ? unitName(*unit) : it.key(), box);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    buttons->button(QDialogButtonBox::Ok)->setText(ecm ? tr("Jam") : tr("Fire CAF"));
    buttons->button(QDialogButtonBox::Cancel)->setText(ecm ? tr("No Jamming") : tr("No CAF"));
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    connect(dialog, &QDialog::finished, this, [this, dialog, boxes, ecm](int result) {
        QStringList units;
        QStringList answers;
        if (result == QDialog::Accepted) {
            for (QComboBox *box : boxes) {
                const QString answer = box->currentData().toString();
                if (!answer.isEmpty()) {
                    units.append(box->objectName());
                    answers.append(answer);
                }
            }
        }
        if (m_response == dialog)
            m_response = nullptr;
        const Action action
            = ecm ? Action(JamAction {units, answers}) : Action(AssignCafAction {units, answers});
        QMetaObject::invokeMethod(
            this, [this, action] { perform(action); }, Qt::QueuedConnection);
    });
    m_response = dialog;
    dialog->open();
}

QList<OrderItem> HsPlaytest::otherOrders() const
{
    // Moves, entries, drops, fire and close assaults are given on the map and in the panel;
    // the list holds the rest, for the selected unit when there is one.
    const QList<Action> &legal = m_hs.legalTyped();
    const UnitState *unit = m_selection.isEmpty() ? nullptr : state().unit(m_selection.first());
    QList<OrderItem> orders;
    for (int i = 0; i < legal.size(); ++i) {
        const Action &action = legal.at(i);
        if (std::holds_alternative<MoveAction>(action)
            || std::holds_alternative<EnterAction>(action)
            || std::holds_alternative<ParadropAction>(action)
            || std::holds_alternative<DirectFireAction>(action)
            || std::holds_alternative<IndirectFireAction>(action)
            || std::holds_alternative<CloseAssaultAction>(action)
            || std::holds_alternative<EndPhaseAction>(action)) {
            continue;
        }
        const QString text = describeAction(action, context());
        if (unit && !text.contains(unit->id))
            continue;
        orders.append({i, text});
    }
    return orders;
}

} // namespace hexwright
