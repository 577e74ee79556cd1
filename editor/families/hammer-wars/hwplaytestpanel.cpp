// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Hammer Wars' playtest panel in the Orders dock: in a deployment what the side may buy now,
// by category with the pool's counts and the pts and xp left; in an action phase the selected
// unit's card, Run and Hold, and the attack being prepared with each line's odds, Fire or
// Fight, and Declare Goal.

#include "families/hammer-wars/hwplaytest.h"

#include "playtest/playtestwindow.h"

#include <QAction>
#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace hexwright {

namespace {

constexpr int TypeRole = Qt::UserRole + 1; ///< a buy line's unit type
constexpr int LineRole = Qt::UserRole + 2; ///< an attack line (0-based)

QString percent(double chance)
{
    return QStringLiteral("%1 %").arg(qRound(chance * 100));
}

} // namespace

void HwPlaytest::createPanel()
{
    auto *panel = new QWidget;
    m_panel = panel;
    auto *layout = new QVBoxLayout(panel);
    m_info = new QLabel(panel);
    m_info->setObjectName(QStringLiteral("unitInfo"));
    m_info->setWordWrap(true);
    m_info->setTextFormat(Qt::RichText);
    m_info->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_info->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    layout->addWidget(m_info);

    m_buyTree = new QTreeWidget(panel);
    m_buyTree->setObjectName(QStringLiteral("buyTree"));
    m_buyTree->setAccessibleName(tr("Models to buy"));
    m_buyTree->setHeaderLabels({tr("Buy"), tr("Cost"), tr("In pool")});
    m_buyTree->setToolTip(tr("Click a model to buy it from the pool; then place it from the "
                             "Deployment tray"));
    m_buyTree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_buyTree->header()->setStretchLastSection(false);
    connect(m_buyTree, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem *item) {
        const QString type = item->data(0, TypeRole).toString();
        if (type.isEmpty() || item->isDisabled())
            return;
        // Buying rebuilds the tree: not from inside its own signal.
        QMetaObject::invokeMethod(
            this, [this, type] { buy(type); }, Qt::QueuedConnection);
    });
    layout->addWidget(m_buyTree, 2);

    auto *moves = new QHBoxLayout;
    m_runCheck = new QCheckBox(tr("&Run"), panel);
    m_runCheck->setObjectName(QStringLiteral("runCheck"));
    m_runCheck->setToolTip(tr("Move with a Run whatever the distance (else a click within the "
                              "Walk's reach walks)"));
    connect(m_runCheck, &QCheckBox::toggled, this, [this](bool on) { m_runChosen = on; });
    moves->addWidget(m_runCheck);
    m_holdButton = new QPushButton(tr("Hold"), panel);
    m_holdButton->setObjectName(QStringLiteral("holdButton"));
    m_holdButton->setToolTip(m_holdAction->statusTip());
    connect(m_holdButton, &QPushButton::clicked, this, [this] { hold(); });
    moves->addWidget(m_holdButton);
    moves->addStretch(1);
    layout->addLayout(moves);

    m_attack = new QTreeWidget(panel);
    m_attack->setObjectName(QStringLiteral("attackTree"));
    m_attack->setAccessibleName(tr("Attack lines and their odds"));
    m_attack->setHeaderLabels(
        {tr("Line"), tr("Dice"), tr("Hits on"), tr("Chance"), tr("Cover / open"), tr("Lives")});
    m_attack->setRootIsDecorated(false);
    m_attack->setToolTip(tr("Each attack line against the target: the chance per die (a natural "
                            "6 always hits), as it would be in cover and in the open, and the "
                            "lives the target is expected to lose. Select a line to roll it."));
    m_attack->header()->setStretchLastSection(false);
    layout->addWidget(m_attack, 1);
    m_attackNote = new QLabel(panel);
    m_attackNote->setObjectName(QStringLiteral("attackNote"));
    m_attackNote->setWordWrap(true);
    layout->addWidget(m_attackNote);

    auto *buttons = new QHBoxLayout;
    m_fireButton = new QPushButton(tr("Fire"), panel);
    m_fireButton->setObjectName(QStringLiteral("fireButton"));
    connect(m_fireButton, &QPushButton::clicked, this, [this] {
        const QTreeWidgetItem *item = m_attack->currentItem();
        fire(item ? item->data(0, LineRole).toInt() : -1);
    });
    buttons->addWidget(m_fireButton);
    m_declareButton = new QPushButton(tr("Declare Goal"), panel);
    m_declareButton->setObjectName(QStringLiteral("declareGoalButton"));
    m_declareButton->setToolTip(m_declareAction->statusTip());
    connect(m_declareButton, &QPushButton::clicked, this, [this] { declareGoal(); });
    buttons->addWidget(m_declareButton);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    refreshPanel();
}

void HwPlaytest::refreshPanel()
{
    if (!m_panel)
        return;
    const bool deploying = m_hw.isPlacing() && !m_hw.isOver();
    // A unit's card takes several lines; the purse one.
    m_info->setMinimumHeight(deploying ? 0 : 110);
    m_buyTree->setVisible(deploying);
    m_runCheck->setVisible(!deploying);
    m_holdButton->setVisible(!deploying);
    m_attack->setVisible(!deploying);
    m_attackNote->setVisible(!deploying);
    m_fireButton->setVisible(!deploying);
    if (deploying)
        refreshBuyList();
    else
        refreshCard();
    refreshAttack();
    refreshActions();
}

void HwPlaytest::refreshBuyList()
{
    const HwGameContext &c = context();
    const int player = m_hw.game().decidingPlayer();
    const HwPlayerState &ps = state().players.value(player);
    m_info->setText(tr("<b>%1</b> buys: %2 pts and %3 xp left.")
                        .arg(c.players().value(player).name.toHtmlEscaped())
                        .arg(ps.pts)
                        .arg(ps.xp));
    const QStringList buyable = this->buyable();
    const QSignalBlocker blocker(m_buyTree);
    m_buyTree->clear();
    for (const HwCategory &category : c.rules().categories) {
        // The category's models of this side, by card, and how many wait in the pool.
        QStringList types;
        QHash<QString, int> inPool;
        int poolLeft = 0;
        for (const HwModel &m : state().models) {
            if (m.player != player || c.category(m.type) != category.id)
                continue;
            if (!types.contains(m.type))
                types.append(m.type);
            if (m.status == HwModel::Status::Pool) {
                ++inPool[m.type];
                ++poolLeft;
            }
        }
        if (types.isEmpty())
            continue;
        auto *top
            = new QTreeWidgetItem(m_buyTree, {category.name, QString(), QString::number(poolLeft)});
        top->setFirstColumnSpanned(false);
        for (const QString &type : std::as_const(types)) {
            const UnitType *unit = c.type(type);
            const QString cost = c.xpCost(type) > 0
                ? tr("%1 pts, %2 xp").arg(c.cost(type)).arg(c.xpCost(type))
                : tr("%1 pts").arg(c.cost(type));
            auto *item = new QTreeWidgetItem(
                top, {unit ? unit->name : type, cost, QString::number(inPool.value(type))});
            item->setData(0, TypeRole, type);
            const bool may = buyable.contains(type);
            item->setDisabled(!may);
            item->setToolTip(0,
                             may ? tr("Click to buy one")
                                 : tr("Not affordable now, or none "
                                      "left in the pool"));
        }
        top->setExpanded(true);
    }
    m_buyTree->resizeColumnToContents(1);
    m_buyTree->resizeColumnToContents(2);
}

QString HwPlaytest::unitCard(const HwModel &m) const
{
    const HwGameContext &c = context();
    const HwCard *card = c.card(m.type);
    QStringList lines;
    for (int i = 0; card && i < card->attackLines.size(); ++i) {
        const HwAttackLine &l = card->attackLines.at(i);
        QStringList hits;
        for (auto it = l.hitsOn.cbegin(); it != l.hitsOn.cend(); ++it)
            hits.append(tr("%1: %2+").arg(it.key()).arg(it.value()));
        lines.append(tr("Line %1: %2 dice%3 (%4)%5")
                         .arg(i + 1)
                         .arg(l.dice)
                         .arg(l.blast ? tr(", blast") : QString(), hits.join(QStringLiteral(", ")),
                              m.linesUsed.contains(i) ? tr(" - used") : QString())
                         .toHtmlEscaped());
    }
    const QString status = m.activated ? tr("has acted (%1)").arg(m.action) : tr("may act");
    return tr("<b>%1</b> (%2)<br>Move %3 · Range %4 · Armour %5 · Lives %6 of %7<br>%8<br>%9")
        .arg(m_window.nameCounters(m.id).toHtmlEscaped(),
             c.players().value(m.player).name.toHtmlEscaped(), lengthText(c.moveLength(m.type)),
             lengthText(c.rangeLength(m.type)), card ? card->armour : QString())
        .arg(m.lives)
        .arg(card ? card->lives : 1)
        .arg(lines.join(QStringLiteral("<br>")), status.toHtmlEscaped());
}

void HwPlaytest::refreshCard()
{
    const HwModel *m = m_selected.isEmpty() ? nullptr : state().model(m_selected);
    if (m_hw.isOver()) {
        m_info->setText(
            tr("<b>The game is over.</b> %1").arg(m_hw.summary().reason.toHtmlEscaped()));
        return;
    }
    if (!m) {
        const HwPlayerState &ps = state().players.value(m_hw.game().decidingPlayer());
        m_info->setText(tr("Click one of your units on the table. Morale %1 · %2 VP")
                            .arg(ps.morale)
                            .arg(ps.vp));
        return;
    }
    m_info->setText(unitCard(*m));
}

void HwPlaytest::refreshAttack()
{
    if (!m_panel)
        return;
    const std::optional<HwAttackPreview> preview = attackPreview();
    const int current
        = m_attack->currentItem() ? m_attack->currentItem()->data(0, LineRole).toInt() : -1;
    m_attack->clear();
    if (!preview) {
        m_attackNote->setText(m_selected.isEmpty() ? QString()
                                                   : tr("Click an enemy to prepare an attack."));
        m_fireButton->setEnabled(false);
        m_fireAction->setEnabled(false);
        return;
    }
    bool melee = false;
    bool anyLegal = false;
    for (const HwLinePreview &l : preview->lines) {
        auto *item = new QTreeWidgetItem(
            m_attack,
            {tr("%1%2").arg(l.line + 1).arg(l.blast ? QStringLiteral("*") : QString()),
             QString::number(l.dice),
             l.modifier == 0 ? tr("%1+").arg(l.hitsOn)
                             : tr("%1+ %2%3")
                                   .arg(l.hitsOn)
                                   .arg(l.modifier > 0 ? QStringLiteral("+") : QString())
                                   .arg(l.modifier),
             percent(l.chance),
             tr("%1 / %2").arg(percent(l.chanceInCover), percent(l.chanceInOpen)),
             QString::number(l.expected, 'f', 2)});
        item->setData(0, LineRole, l.line);
        item->setDisabled(!l.refusal.isEmpty());
        item->setToolTip(
            0, l.refusal.isEmpty() ? tr("May attack now") : m_window.nameCounters(l.refusal));
        melee = melee || l.melee;
        anyLegal = anyLegal || l.refusal.isEmpty();
        if (l.line == current)
            m_attack->setCurrentItem(item);
    }
    for (int column = 1; column < m_attack->columnCount(); ++column)
        m_attack->resizeColumnToContents(column);
    QString note = tr("%1 → %2: %3 apart, %4%5")
                       .arg(m_window.nameCounters(preview->attacker),
                            m_window.nameCounters(preview->target), lengthText(preview->distance),
                            preview->lineOfSight ? tr("in sight") : tr("out of sight"),
                            melee ? tr(", in base contact (melee)") : QString());
    if (!preview->lines.isEmpty() && preview->lines.first().cover)
        note += tr("; the target is in cover");
    if (!anyLegal && !preview->lines.isEmpty())
        note += tr(". No line may attack: %1")
                    .arg(m_window.nameCounters(preview->lines.first().refusal));
    m_attackNote->setText(note);
    m_fireButton->setText(melee ? tr("Fight") : tr("Fire"));
    m_fireButton->setEnabled(anyLegal);
    m_fireAction->setEnabled(anyLegal);
}

void HwPlaytest::refreshActions()
{
    bool declare = false;
    for (const HwPlay &play : m_hw.legalTyped())
        declare = declare || play.kind == QLatin1String("declare");
    m_declareAction->setEnabled(declare);
    m_declareButton->setVisible(declare);
    const bool may = !m_hw.isPlacing() && mayMove();
    m_holdAction->setEnabled(may);
    m_holdButton->setEnabled(may);
    m_runCheck->setEnabled(may);
}

} // namespace hexwright
