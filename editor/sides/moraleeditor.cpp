// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sides/moraleeditor.h"

#include "edit/sideedits.h"
#include "ruleset/ruleset.h"
#include "sides/colourswatch.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace hexwright {

namespace {

constexpr int MinMorale = 2;
constexpr int MaxMorale = 12;
constexpr int MaxLosses = 1000;

QTableWidget *pairTable(const QString &objectName, const QString &first, const QString &second,
                        QWidget *parent)
{
    auto *table = new QTableWidget(0, 2, parent);
    table->setObjectName(objectName);
    table->setHorizontalHeaderLabels({first, second});
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table->verticalHeader()->hide();
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setMaximumHeight(120);
    return table;
}

void fillPairTable(QTableWidget *table, const QList<std::pair<int, int>> &rows)
{
    const QSignalBlocker blocker(table);
    const int current = table->currentRow();
    table->setRowCount(int(rows.size()));
    for (int row = 0; row < rows.size(); ++row) {
        for (int column = 0; column < 2; ++column) {
            auto *item = new QTableWidgetItem;
            item->setData(Qt::EditRole, column == 0 ? rows[row].first : rows[row].second);
            item->setTextAlignment(Qt::AlignCenter);
            table->setItem(row, column, item);
        }
    }
    if (current >= 0 && current < table->rowCount())
        table->setCurrentCell(current, 0);
}

QList<std::pair<int, int>> readPairTable(const QTableWidget *table, int minSecond)
{
    QList<std::pair<int, int>> rows;
    for (int row = 0; row < table->rowCount(); ++row) {
        const int first = table->item(row, 0) ? table->item(row, 0)->data(Qt::EditRole).toInt() : 1;
        const int second
            = table->item(row, 1) ? table->item(row, 1)->data(Qt::EditRole).toInt() : minSecond;
        rows.append({std::clamp(first, 1, MaxLosses), std::clamp(second, minSecond, MaxMorale)});
    }
    return rows;
}

} // namespace

MoraleEditor::MoraleEditor(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    m_blockList = new QListWidget(this);
    m_blockList->setObjectName(QStringLiteral("moraleBlocksList"));
    m_blockList->setAccessibleName(tr("Morale blocks"));
    m_blockList->setWordWrap(true);
    m_blockList->setMaximumHeight(90);
    m_blockList->setToolTip(tr("The side's morale blocks, as the book words them"));
    layout->addWidget(m_blockList);

    auto *blockButtons = new QHBoxLayout;
    m_perColourButton = new QPushButton(tr("One Block per &Colour"), this);
    m_perColourButton->setObjectName(QStringLiteral("moralePerColourButton"));
    m_perColourButton->setToolTip(tr("Give each colour of the side a block of its own"));
    m_removeBlockButton = new QPushButton(tr("Re&move Block"), this);
    m_removeBlockButton->setObjectName(QStringLiteral("moraleRemoveBlockButton"));
    m_removeBlockButton->setToolTip(tr("Remove the block; its colours join the first other block"));
    blockButtons->addWidget(m_perColourButton);
    blockButtons->addWidget(m_removeBlockButton);
    blockButtons->addStretch(1);
    layout->addLayout(blockButtons);

    m_blockBox = new QWidget(this);
    auto *blockLayout = new QVBoxLayout(m_blockBox);
    blockLayout->setContentsMargins(0, 0, 0, 0);
    auto *form = new QFormLayout;
    auto *colours = new QWidget(m_blockBox);
    m_colourLayout = new QVBoxLayout(colours);
    m_colourLayout->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Colours:"), colours);
    m_valueSpin = new QSpinBox(m_blockBox);
    m_valueSpin->setObjectName(QStringLiteral("moraleValueSpin"));
    m_valueSpin->setRange(MinMorale, MaxMorale);
    m_valueSpin->setToolTip(tr("A disrupted unit rallies on 2d6 of at least this"));
    form->addRow(tr("&Morale:"), m_valueSpin);
    m_freeCheck = new QCheckBox(tr("Given &free (no rally cost in the points)"), m_blockBox);
    m_freeCheck->setObjectName(QStringLiteral("moraleFreeCheck"));
    m_freeCheck->setToolTip(tr("The scenario gives this morale at no cost, as scenario 14 "
                               "does: the cost chart's rally cost is not added to the units"));
    form->addRow(QString(), m_freeCheck);
    blockLayout->addLayout(form);

    blockLayout->addWidget(
        new QLabel(tr("When this many units are eliminated, morale becomes:"), m_blockBox));
    m_stepsTable
        = pairTable(QStringLiteral("moraleStepsTable"), tr("Eliminated"), tr("Morale"), m_blockBox);
    m_stepsTable->setAccessibleName(tr("Morale steps"));
    blockLayout->addWidget(m_stepsTable);
    auto *stepButtons = new QHBoxLayout;
    m_addStepButton = new QPushButton(tr("Add &Step"), m_blockBox);
    m_addStepButton->setObjectName(QStringLiteral("moraleAddStepButton"));
    m_removeStepButton = new QPushButton(tr("Remove S&tep"), m_blockBox);
    m_removeStepButton->setObjectName(QStringLiteral("moraleRemoveStepButton"));
    stepButtons->addWidget(m_addStepButton);
    stepButtons->addWidget(m_removeStepButton);
    stepButtons->addStretch(1);
    blockLayout->addLayout(stepButtons);

    auto *rules = new QGroupBox(tr("Special morale rules"), m_blockBox);
    auto *rulesLayout = new QVBoxLayout(rules);
    m_desertCheck = new QCheckBox(tr("&Desert on a rally roll"), rules);
    m_desertCheck->setObjectName(QStringLiteral("moraleDesertCheck"));
    m_desertCheck->setToolTip(
        tr("Once the losses of a row are reached, a rally roll of at least "
           "its roll makes every unit of these colours desert at once (scenario 9)"));
    rulesLayout->addWidget(m_desertCheck);
    m_thresholdsTable = pairTable(QStringLiteral("moraleThresholdsTable"), tr("Eliminated"),
                                  tr("Rally roll"), rules);
    m_thresholdsTable->setAccessibleName(tr("Rally thresholds"));
    rulesLayout->addWidget(m_thresholdsTable);
    auto *thresholdButtons = new QHBoxLayout;
    m_addThresholdButton = new QPushButton(tr("Add Threshold"), rules);
    m_addThresholdButton->setObjectName(QStringLiteral("moraleAddThresholdButton"));
    m_removeThresholdButton = new QPushButton(tr("Remove Threshold"), rules);
    m_removeThresholdButton->setObjectName(QStringLiteral("moraleRemoveThresholdButton"));
    thresholdButtons->addWidget(m_addThresholdButton);
    thresholdButtons->addWidget(m_removeThresholdButton);
    thresholdButtons->addStretch(1);
    rulesLayout->addLayout(thresholdButtons);
    auto *withdrawRow = new QHBoxLayout;
    m_withdrawCheck = new QCheckBox(tr("&Withdraw after:"), rules);
    m_withdrawCheck->setObjectName(QStringLiteral("moraleWithdrawCheck"));
    m_withdrawCheck->setToolTip(
        tr("After this many units are eliminated, the rest of these colours leave play "
           "(scenario 12)"));
    m_withdrawSpin = new QSpinBox(rules);
    m_withdrawSpin->setObjectName(QStringLiteral("moraleWithdrawSpin"));
    m_withdrawSpin->setRange(1, MaxLosses);
    m_withdrawSpin->setSuffix(tr(" losses"));
    withdrawRow->addWidget(m_withdrawCheck);
    withdrawRow->addWidget(m_withdrawSpin);
    withdrawRow->addStretch(1);
    rulesLayout->addLayout(withdrawRow);
    m_failedRallyCheck = new QCheckBox(tr("A &failed rally eliminates"), rules);
    m_failedRallyCheck->setObjectName(QStringLiteral("moraleFailedRallyCheck"));
    m_failedRallyCheck->setToolTip(
        tr("A unit that fails its rally roll is eliminated (scenario 12)"));
    rulesLayout->addWidget(m_failedRallyCheck);
    m_desperationCheck = new QCheckBox(tr("All rallies are des&perate"), rules);
    m_desperationCheck->setObjectName(QStringLiteral("moraleDesperationCheck"));
    m_desperationCheck->setToolTip(
        tr("Every morale roll is a desperation rally: a failure removes the unit (scenario 14)"));
    rulesLayout->addWidget(m_desperationCheck);
    blockLayout->addWidget(rules);
    layout->addWidget(m_blockBox);
    layout->addStretch(1);

    connect(m_blockList, &QListWidget::currentRowChanged, this, &MoraleEditor::refreshBlock);
    connect(m_perColourButton, &QPushButton::clicked, this, [this] {
        Side side;
        side.colours = m_colours;
        side.morale = m_blocks;
        edit(blockPerColour(side), tr("One Morale Block per Colour"));
    });
    connect(m_removeBlockButton, &QPushButton::clicked, this, &MoraleEditor::removeBlock);
    connect(m_valueSpin, &QSpinBox::valueChanged, this, [this](int value) {
        MoraleBlock b = block();
        b.value = value;
        editBlock(b, tr("Change Morale"),
                  QStringLiteral("morale-value:%1:%2").arg(m_sideId).arg(currentBlock()));
    });
    connect(m_freeCheck, &QCheckBox::toggled, this, [this](bool on) {
        MoraleBlock b = block();
        b.free = on;
        editBlock(b, on ? tr("Give Morale Free") : tr("Pay for Morale"));
    });
    connect(m_stepsTable, &QTableWidget::itemChanged, this, &MoraleEditor::stepsEdited);
    connect(m_addStepButton, &QPushButton::clicked, this, [this] {
        MoraleBlock b = block();
        MoraleStep step;
        step.losses = b.steps.isEmpty() ? 1 : std::min(b.steps.last().losses + 1, MaxLosses);
        step.morale
            = std::min((b.steps.isEmpty() ? b.value : b.steps.last().morale) + 1, MaxMorale);
        b.steps.append(step);
        b.steps = sortedSteps(b.steps);
        editBlock(b, tr("Add Morale Step"));
        for (int row = 0; row < b.steps.size(); ++row) {
            if (b.steps[row].losses == step.losses && b.steps[row].morale == step.morale)
                m_stepsTable->setCurrentCell(row, 0);
        }
    });
    connect(m_removeStepButton, &QPushButton::clicked, this, [this] {
        MoraleBlock b = block();
        const int row = m_stepsTable->currentRow();
        if (row < 0 || row >= b.steps.size())
            return;
        b.steps.removeAt(row);
        editBlock(b, tr("Remove Morale Step"));
    });
    connect(m_thresholdsTable, &QTableWidget::itemChanged, this, &MoraleEditor::thresholdsEdited);
    connect(m_addThresholdButton, &QPushButton::clicked, this, [this] {
        MoraleBlock b = block();
        for (MoraleRule &rule : b.rules) {
            if (rule.kind != MoraleRule::Kind::DesertOnRally)
                continue;
            RallyThreshold t;
            t.losses = rule.thresholds.isEmpty()
                ? 1
                : std::min(rule.thresholds.last().losses + 1, MaxLosses);
            t.roll = rule.thresholds.isEmpty()
                ? 9
                : std::max(rule.thresholds.last().roll - 1, MinMorale);
            rule.thresholds.append(t);
        }
        editBlock(b, tr("Add Desertion Threshold"));
    });
    connect(m_removeThresholdButton, &QPushButton::clicked, this, [this] {
        MoraleBlock b = block();
        const int row = m_thresholdsTable->currentRow();
        for (MoraleRule &rule : b.rules) {
            if (rule.kind == MoraleRule::Kind::DesertOnRally && row >= 0
                && row < rule.thresholds.size() && rule.thresholds.size() > 1)
                rule.thresholds.removeAt(row);
        }
        editBlock(b, tr("Remove Desertion Threshold"));
    });
    connect(m_desertCheck, &QCheckBox::toggled, this,
            [this](bool on) { setRule(MoraleRule::Kind::DesertOnRally, on); });
    connect(m_withdrawCheck, &QCheckBox::toggled, this,
            [this](bool on) { setRule(MoraleRule::Kind::WithdrawAfterLosses, on); });
    connect(m_failedRallyCheck, &QCheckBox::toggled, this,
            [this](bool on) { setRule(MoraleRule::Kind::FailedRallyEliminates, on); });
    connect(m_desperationCheck, &QCheckBox::toggled, this,
            [this](bool on) { setRule(MoraleRule::Kind::DesperationOnly, on); });
    connect(m_withdrawSpin, &QSpinBox::valueChanged, this, [this](int losses) {
        MoraleBlock b = block();
        for (MoraleRule &rule : b.rules) {
            if (rule.kind == MoraleRule::Kind::WithdrawAfterLosses)
                rule.losses = losses;
        }
        editBlock(b, tr("Change Withdrawal Losses"),
                  QStringLiteral("morale-withdraw:%1:%2").arg(m_sideId).arg(currentBlock()));
    });
    connect(m_stepsTable, &QTableWidget::currentCellChanged, this,
            [this] { m_removeStepButton->setEnabled(m_stepsTable->currentRow() >= 0); });

    setSide(nullptr, nullptr);
}

void MoraleEditor::setSide(const Side *side, const Ruleset *ruleset)
{
    const bool otherSide = !side || side->id != m_sideId;
    const int previous = otherSide ? 0 : currentBlock();
    m_updating = true;
    m_ruleset = ruleset;
    m_sideId = side ? side->id : QString();
    m_blocks = side ? side->morale : QList<MoraleBlock>();
    m_colours = side ? side->colours : QStringList();

    // The colour check boxes: one per colour of the side.
    if (m_colourChecks.keys() != [this] {
            QStringList sorted = m_colours;
            sorted.sort();
            return sorted;
        }()) {
        qDeleteAll(m_colourChecks);
        m_colourChecks.clear();
        for (const QString &colour : m_colours) {
            auto *check = new QCheckBox(colourName(colour), m_blockBox);
            check->setObjectName(QStringLiteral("moraleColour_%1").arg(colour));
            if (ruleset) {
                if (const ArmyColour *c = ruleset->findColour(colour))
                    check->setIcon(colourSwatch(c->colour));
            }
            m_colourLayout->addWidget(check);
            m_colourChecks.insert(colour, check);
            connect(check, &QCheckBox::toggled, this,
                    [this, colour](bool on) { toggleColour(colour, on); });
        }
    }

    {
        const QSignalBlocker blocker(m_blockList);
        m_blockList->clear();
        for (const MoraleBlock &b : std::as_const(m_blocks))
            m_blockList->addItem(ruleset ? moraleSentence(b, *ruleset) : QString());
        m_blockList->setCurrentRow(std::clamp(previous, 0, int(m_blocks.size()) - 1));
    }
    m_blockList->setEnabled(side);
    m_perColourButton->setEnabled(side && m_colours.size() > 1);
    m_removeBlockButton->setEnabled(side && m_blocks.size() > 1);
    m_updating = false;
    refreshBlock();
}

int MoraleEditor::currentBlock() const
{
    return m_blockList->currentRow();
}

void MoraleEditor::setCurrentBlock(int block)
{
    m_blockList->setCurrentRow(block);
}

QString MoraleEditor::colourName(const QString &id) const
{
    const ArmyColour *colour = m_ruleset ? m_ruleset->findColour(id) : nullptr;
    return colour ? colour->name : id;
}

MoraleBlock MoraleEditor::block() const
{
    return m_blocks.value(currentBlock());
}

void MoraleEditor::refreshBlock()
{
    const bool wasUpdating = m_updating;
    m_updating = true;
    const int index = currentBlock();
    const bool has = index >= 0 && index < m_blocks.size();
    m_blockBox->setEnabled(has);
    const MoraleBlock b = has ? m_blocks.at(index) : MoraleBlock();

    for (auto it = m_colourChecks.cbegin(); it != m_colourChecks.cend(); ++it) {
        const QSignalBlocker blocker(it.value());
        const bool checked = b.colours.contains(it.key());
        it.value()->setChecked(checked);
        // A block keeps at least one colour; unchecking gives the colour a block of its own.
        it.value()->setEnabled(!(checked && b.colours.size() == 1));
        QString holder;
        for (int i = 0; i < m_blocks.size(); ++i) {
            if (i != index && m_blocks.at(i).colours.contains(it.key()))
                holder = m_blockList->item(i) ? m_blockList->item(i)->text() : QString();
        }
        it.value()->setToolTip(
            checked ? (b.colours.size() == 1
                           ? tr("A block needs at least one colour")
                           : tr("Uncheck to give %1 a block of its own").arg(colourName(it.key())))
                    : tr("Check to move %1 here from the block \"%2\"")
                          .arg(colourName(it.key()), holder));
    }
    {
        const QSignalBlocker blocker(m_valueSpin);
        m_valueSpin->setValue(b.value);
        const QSignalBlocker freeBlocker(m_freeCheck);
        m_freeCheck->setChecked(b.free);
    }
    QList<std::pair<int, int>> steps;
    for (const MoraleStep &s : b.steps)
        steps.append({s.losses, s.morale});
    fillPairTable(m_stepsTable, steps);
    m_removeStepButton->setEnabled(has && m_stepsTable->currentRow() >= 0);

    const MoraleRule *desert = nullptr;
    const MoraleRule *withdraw = nullptr;
    bool failed = false;
    bool desperation = false;
    for (const MoraleRule &rule : b.rules) {
        switch (rule.kind) {
        case MoraleRule::Kind::DesertOnRally:
            desert = &rule;
            break;
        case MoraleRule::Kind::WithdrawAfterLosses:
            withdraw = &rule;
            break;
        case MoraleRule::Kind::FailedRallyEliminates:
            failed = true;
            break;
        case MoraleRule::Kind::DesperationOnly:
            desperation = true;
            break;
        }
    }
    QList<std::pair<int, int>> thresholds;
    if (desert) {
        for (const RallyThreshold &t : desert->thresholds)
            thresholds.append({t.losses, t.roll});
    }
    fillPairTable(m_thresholdsTable, thresholds);
    const QSignalBlocker b1(m_desertCheck);
    const QSignalBlocker b2(m_withdrawCheck);
    const QSignalBlocker b3(m_withdrawSpin);
    const QSignalBlocker b4(m_failedRallyCheck);
    const QSignalBlocker b5(m_desperationCheck);
    m_desertCheck->setChecked(desert);
    m_thresholdsTable->setEnabled(desert);
    m_addThresholdButton->setEnabled(desert);
    m_removeThresholdButton->setEnabled(desert && thresholds.size() > 1);
    m_withdrawCheck->setChecked(withdraw);
    m_withdrawSpin->setEnabled(withdraw);
    m_withdrawSpin->setValue(withdraw ? withdraw->losses : 3);
    m_failedRallyCheck->setChecked(failed);
    m_desperationCheck->setChecked(desperation);
    m_updating = wasUpdating;
}

void MoraleEditor::edit(const QList<MoraleBlock> &blocks, const QString &text,
                        const QString &mergeKey)
{
    if (m_updating || m_sideId.isEmpty())
        return;
    Q_EMIT moraleEdited(blocks, text, mergeKey);
}

void MoraleEditor::editBlock(const MoraleBlock &block, const QString &text, const QString &mergeKey)
{
    const int index = currentBlock();
    if (index < 0 || index >= m_blocks.size())
        return;
    QList<MoraleBlock> blocks = m_blocks;
    blocks[index] = block;
    edit(blocks, text, mergeKey);
}

void MoraleEditor::toggleColour(const QString &colour, bool on)
{
    const int index = currentBlock();
    if (m_updating || index < 0 || index >= m_blocks.size())
        return;
    QList<MoraleBlock> blocks = m_blocks;
    if (on) {
        for (MoraleBlock &b : blocks)
            b.colours.removeAll(colour);
        blocks[index].colours.append(colour);
        blocks.erase(std::remove_if(blocks.begin(), blocks.end(),
                                    [](const MoraleBlock &b) { return b.colours.isEmpty(); }),
                     blocks.end());
        edit(blocks, tr("Move %1 to Another Morale Block").arg(colourName(colour)));
        return;
    }
    MoraleBlock own = blocks[index];
    blocks[index].colours.removeAll(colour);
    own.colours = QStringList {colour};
    blocks.insert(index + 1, own);
    edit(blocks, tr("Give %1 a Morale Block").arg(colourName(colour)));
}

void MoraleEditor::removeBlock()
{
    const int index = currentBlock();
    if (index < 0 || index >= m_blocks.size() || m_blocks.size() < 2)
        return;
    QList<MoraleBlock> blocks = m_blocks;
    const MoraleBlock gone = blocks.takeAt(index);
    blocks[index == 0 ? 0 : index - 1].colours += gone.colours;
    edit(blocks, tr("Remove Morale Block"));
}

void MoraleEditor::stepsEdited()
{
    MoraleBlock b = block();
    b.steps.clear();
    for (const auto &[losses, morale] : readPairTable(m_stepsTable, MinMorale))
        b.steps.append(MoraleStep {losses, morale});
    b.steps = sortedSteps(b.steps);
    editBlock(b, tr("Change Morale Step"));
}

void MoraleEditor::thresholdsEdited()
{
    MoraleBlock b = block();
    QList<RallyThreshold> thresholds;
    for (const auto &[losses, roll] : readPairTable(m_thresholdsTable, MinMorale))
        thresholds.append(RallyThreshold {losses, roll});
    for (MoraleRule &rule : b.rules) {
        if (rule.kind == MoraleRule::Kind::DesertOnRally)
            rule.thresholds = sortedThresholds(thresholds);
    }
    editBlock(b, tr("Change Desertion Threshold"));
}

void MoraleEditor::setRule(MoraleRule::Kind kind, bool on)
{
    MoraleBlock b = block();
    b.rules.erase(std::remove_if(b.rules.begin(), b.rules.end(),
                                 [kind](const MoraleRule &r) { return r.kind == kind; }),
                  b.rules.end());
    if (on) {
        MoraleRule rule;
        rule.kind = kind;
        if (kind == MoraleRule::Kind::WithdrawAfterLosses)
            rule.losses = m_withdrawSpin->value();
        // Scenario 9's mercenaries: after 1, 2, 3 losses a roll of 9, 8, 7 makes them desert.
        if (kind == MoraleRule::Kind::DesertOnRally)
            rule.thresholds = {{1, 9}, {2, 8}, {3, 7}};
        b.rules.append(rule);
    }
    editBlock(b, on ? tr("Add Morale Rule") : tr("Remove Morale Rule"));
}

} // namespace hexwright
