// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Crucible's playtest panel in the Orders dock: the selected TU's card (detachment, LP,
// moves made and the next one's cost, reach), its weapons against the target aimed at (each
// one's Quality Roll with its modifiers and the hits expected through the facing's DV, or why
// it may not fire), ConFire and Rapid Fire, the phase's orders (Fire, Defend, Assault, Call
// Artillery, Thunder Run), who plays each seat, and the LP and provisional values.

#include "families/crucible/crucibleplaytest.h"

#include "engine/familyengines.h"
#include "playtest/playtestwindow.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace hexwright {

namespace {

/// An agent's name as the seat's list shows it.
QString agentTitle(const QString &agent)
{
    if (agent == QLatin1String("greedy"))
        return CruciblePlaytest::tr("Greedy");
    if (agent == QLatin1String("random"))
        return CruciblePlaytest::tr("Random");
    return agent;
}

QString modifierName(const QString &id)
{
    QString words = id;
    words.replace(QLatin1Char('_'), QLatin1Char(' '));
    return words;
}

} // namespace

void CruciblePlaytest::createPanel()
{
    auto *panel = new QWidget;
    m_panel = panel;
    auto *layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);

    auto *seats = new QHBoxLayout;
    const FamilyEngine *engine = familyEngine(QLatin1String(CrucibleFamilyEngine::Id));
    const QStringList agents = engine ? engine->agentNames() : QStringList();
    for (int p = 0; p < context().players().size(); ++p) {
        auto *label = new QLabel(tr("%1:").arg(context().players().at(p).name), panel);
        auto *box = new QComboBox(panel);
        box->setObjectName(QStringLiteral("seat%1").arg(p));
        box->addItem(tr("Human"), QString());
        for (const QString &agent : agents)
            box->addItem(agentTitle(agent), agent);
        box->setToolTip(tr("Who gives this side's orders: you at the table, or one of the "
                           "agents that play it headless. Their orders are logged as yours are."));
        label->setBuddy(box);
        connect(box, &QComboBox::activated, this,
                [this, p, box](int index) { setSeat(p, box->itemData(index).toString()); });
        seats->addWidget(label);
        seats->addWidget(box);
        m_seatBoxes.append(box);
    }
    seats->addStretch(1);
    layout->addLayout(seats);

    m_card = new QLabel(panel);
    m_card->setObjectName(QStringLiteral("tuCard"));
    m_card->setWordWrap(true);
    m_card->setTextFormat(Qt::RichText);
    m_card->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    layout->addWidget(m_card);

    m_weapons = new QTreeWidget(panel);
    m_weapons->setObjectName(QStringLiteral("weaponTree"));
    m_weapons->setAccessibleName(tr("Weapons and their odds"));
    m_weapons->setHeaderLabels(
        {tr("#"), tr("Weapon"), tr("Sh/FP"), tr("QR"), tr("vs DV"), tr("Hits"), tr("State")});
    m_weapons->setRootIsDecorated(false);
    m_weapons->setToolTip(tr("The selected TU's weapons against the target: the Quality Roll "
                             "with its modifiers, FP against the facing's DV and the hits "
                             "expected to take effect. Select one, then Fire or Defend."));
    m_weapons->header()->setStretchLastSection(true);
    connect(m_weapons, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem *item) {
        const int weapon = item->data(0, WeaponRole).toInt();
        QMetaObject::invokeMethod(
            this,
            [this, weapon] {
                if (phaseIs("artillery_defence"))
                    defend(weapon);
                else
                    fire(weapon);
            },
            Qt::QueuedConnection);
    });
    // The weapon chosen is the one whose arcs the table shows.
    connect(m_weapons, &QTreeWidget::currentItemChanged, this, [this] { repaintMap(); });
    layout->addWidget(m_weapons, 1);

    auto *options = new QHBoxLayout;
    m_conFireCheck = new QCheckBox(tr("&ConFire"), panel);
    m_conFireCheck->setObjectName(QStringLiteral("conFireCheck"));
    m_conFireCheck->setToolTip(tr("Concentrated fire: +1 quality level for LP"));
    connect(m_conFireCheck, &QCheckBox::toggled, this, [this](bool on) { setConFire(on); });
    options->addWidget(m_conFireCheck);
    m_rapidCheck = new QCheckBox(tr("&Rapid Fire"), panel);
    m_rapidCheck->setObjectName(QStringLiteral("rapidFireCheck"));
    m_rapidCheck->setToolTip(tr("Two shots for LP; the weapon may jam"));
    connect(m_rapidCheck, &QCheckBox::toggled, this, [this](bool on) { setRapidFire(on); });
    options->addWidget(m_rapidCheck);
    options->addStretch(1);
    layout->addLayout(options);

    auto *buttons = new QHBoxLayout;
    auto button = [&](const QString &text, const char *name, auto slot) {
        auto *b = new QPushButton(text, panel);
        b->setObjectName(QLatin1String(name));
        connect(b, &QPushButton::clicked, this, slot);
        buttons->addWidget(b);
        return b;
    };
    auto currentWeapon = [this] {
        const QTreeWidgetItem *item = m_weapons->currentItem();
        return item ? item->data(0, WeaponRole).toInt() : -1;
    };
    m_fireButton
        = button(tr("Fire"), "fireButton", [this, currentWeapon] { fire(currentWeapon()); });
    m_defendButton
        = button(tr("Defend"), "defendButton", [this, currentWeapon] { defend(currentWeapon()); });
    m_assaultButton = button(tr("Assault"), "assaultButton", [this] { assault(); });
    m_callButton = button(tr("Call Artillery"), "callArtilleryButton", [this] { callArtillery(); });
    m_thunderButton = button(tr("Thunder Run"), "thunderRunButton", [this] { thunderRun(); });
    buttons->addStretch(1);
    layout->addLayout(buttons);

    m_lpText = new QLabel(panel);
    m_lpText->setObjectName(QStringLiteral("lpText"));
    m_lpText->setWordWrap(true);
    m_lpText->setTextFormat(Qt::PlainText);
    m_lpText->setAccessibleName(tr("Leadership Points and provisional values"));
    layout->addWidget(m_lpText);
    refreshPanel();
}

QString CruciblePlaytest::tuCard() const
{
    if (m_crucible.isOver())
        return tr("<b>The game is over.</b> %1").arg(m_crucible.summary().reason.toHtmlEscaped());
    const CrucibleTuInfo *info = context().tu(m_selected);
    const CrucibleTuState *tu = state().tu(m_selected);
    if (!info || !tu)
        return isAgentSeat(m_crucible.decidingPlayer())
            ? tr("The agent plays %1.")
                  .arg(context().players().value(m_crucible.decidingPlayer()).name.toHtmlEscaped())
            : tr("Click one of your TUs on the table.");
    const CrucibleDetachmentInfo *d = context().detachment(info->detachment);
    QStringList lines;
    lines.append(tr("<b>%1</b> (%2) · %3")
                     .arg(info->name.toHtmlEscaped(), info->id,
                          (d ? d->name : info->detachment).toHtmlEscaped()));
    lines.append(tr("DV F/S/R/T %1/%2/%3/%4 · %5 LP left in the detachment")
                     .arg(info->dvFront)
                     .arg(info->dvSide)
                     .arg(info->dvRear)
                     .arg(info->dvTop)
                     .arg(game().lp(info->detachment)));
    const int next = game().nextMoveLp(m_selected);
    QString moves = next > 0
        ? tr("%n move(s) made; the next costs %1 LP", nullptr, tu->moves()).arg(next)
        : tr("three moves made");
    moves += tr(" · reach %1 (easy terrain %2)")
                 .arg(context().lengthText(game().reach(m_selected, false)),
                      context().lengthText(game().reach(m_selected, true)));
    lines.append(moves.toHtmlEscaped());
    QStringList markers;
    if (tu->suppression > 0)
        markers.append(tr("%1 Suppression").arg(tu->suppression));
    if (tu->heldTurn == state().turn)
        markers.append(tr("may not move or fire this turn"));
    if (!tu->thunderTokens.isEmpty())
        markers.append(tr("%n Thunder Run token(s)", nullptr, int(tu->thunderTokens.size())));
    if (!info->leaders.isEmpty())
        markers.append(tr("leaders: %1").arg(info->leaders.join(QStringLiteral(", "))));
    if (!markers.isEmpty())
        lines.append(markers.join(QStringLiteral(" · ")).toHtmlEscaped());
    if (!m_target.isEmpty())
        lines.append(tr("Target: %1").arg(m_window.nameCounters(m_target).toHtmlEscaped()));
    return lines.join(QStringLiteral("<br>"));
}

void CruciblePlaytest::refreshPanel()
{
    if (!m_panel)
        return;
    const bool replay = m_window.replay() != nullptr;
    for (int p = 0; p < m_seatBoxes.size(); ++p) {
        QComboBox *box = m_seatBoxes.at(p);
        box->setEnabled(!replay);
        const QSignalBlocker block(box);
        box->setCurrentIndex(std::max(0, box->findData(seatAgent(p))));
    }
    m_card->setText(tuCard());
    const bool human = !m_crucible.isOver() && !isAgentSeat(m_crucible.decidingPlayer());
    const bool mine = human && !m_selected.isEmpty() && isMine(m_selected);
    const bool firing = phaseIs("direct_fire");
    m_conFireCheck->setVisible(firing);
    m_rapidCheck->setVisible(firing);
    m_fireButton->setVisible(firing);
    m_fireButton->setEnabled(mine && !m_target.isEmpty());
    m_defendButton->setVisible(phaseIs("artillery_defence"));
    m_defendButton->setEnabled(mine);
    m_assaultButton->setVisible(phaseIs("close_assault"));
    m_assaultButton->setEnabled(human && !m_target.isEmpty());
    m_callButton->setVisible(phaseIs("call_artillery"));
    m_callButton->setEnabled(human && !m_target.isEmpty());
    m_thunderButton->setVisible(phaseIs("remove_destroyed"));
    m_thunderButton->setEnabled(mine);
    m_lpText->setText(panelText());
    refreshWeapons();
}

void CruciblePlaytest::refreshWeapons()
{
    if (!m_weapons)
        return;
    const QTreeWidgetItem *current = m_weapons->currentItem();
    const int chosen = current ? current->data(0, WeaponRole).toInt() : -1;
    m_weapons->clear();
    const CrucibleTuInfo *info = context().tu(m_selected);
    const CrucibleTuState *tu = state().tu(m_selected);
    if (!info || !tu)
        return;
    const bool aimed = !m_target.isEmpty() && phaseIs("direct_fire");
    const QList<CrucibleWeaponPreview> previews = weaponPreviews();
    for (const CrucibleWeaponPreview &p : previews) {
        const CrucibleWeapon &w = info->weapons.at(p.weapon);
        QString qr;
        QString dv;
        QString hits;
        if (aimed && p.odds.qr > 0) {
            QStringList mods;
            for (const crucible::QrModifier &m : p.odds.modifiers)
                mods.append(QStringLiteral("%1%2 %3")
                                .arg(m.value > 0 ? QStringLiteral("+") : QString())
                                .arg(m.value)
                                .arg(modifierName(m.id)));
            qr = mods.isEmpty() ? tr("%1 × %2+").arg(p.odds.dice).arg(p.odds.qr)
                                : tr("%1 × %2+ (%3)")
                                      .arg(p.odds.dice)
                                      .arg(p.odds.qr)
                                      .arg(mods.join(QStringLiteral(", ")));
            dv = tr("FP %1 / DV %2 %3").arg(p.odds.fp).arg(p.odds.dv).arg(p.odds.facing);
            hits = QString::number(p.odds.expected, 'f', 2);
        }
        QString stateText;
        if (tu->weaponsLost.contains(p.weapon))
            stateText = tr("lost");
        else if (tu->weaponsJammed.contains(p.weapon))
            stateText = tr("jammed");
        else if (tu->defending.contains(p.weapon))
            stateText = tr("defending");
        else if (tu->weaponsFired.contains(p.weapon))
            stateText = tr("fired");
        else if (phaseIs("artillery_defence") || aimed)
            stateText = p.refusal.isEmpty() ? tr("ready") : m_window.nameCounters(p.refusal);
        else
            stateText = tr("ready");
        auto *item = new QTreeWidgetItem(
            m_weapons,
            {QString::number(p.weapon + 1), w.name, w.statLine(), qr, dv, hits, stateText});
        item->setData(0, WeaponRole, p.weapon);
        item->setToolTip(1, w.arcs.join(QStringLiteral(", ")));
        item->setToolTip(6, stateText);
        if ((aimed || phaseIs("artillery_defence")) && !p.refusal.isEmpty())
            item->setForeground(6, QColor(0xc6, 0x28, 0x28));
        if (p.weapon == chosen)
            m_weapons->setCurrentItem(item);
    }
    for (int column = 0; column < m_weapons->columnCount() - 1; ++column)
        m_weapons->resizeColumnToContents(column);
}

} // namespace hexwright
