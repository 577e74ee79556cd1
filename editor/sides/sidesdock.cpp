// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sides/sidesdock.h"

#include "commands/changescenariopart.h"
#include "dockscroll.h"
#include "document/scenariodocument.h"
#include "ruleset/ruleset.h"
#include "scenario/players.h"
#include "scenario/points.h"
#include "sides/allianceseditor.h"
#include "sides/colourswatch.h"
#include "sides/moraleeditor.h"
#include "sides/sidechoiceseditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QScrollArea>
#include <QSpinBox>
#include <QTabWidget>
#include <QToolButton>
#include <QToolTip>
#include <QUndoStack>
#include <QVBoxLayout>

#include <vector>

namespace hexwright {

namespace {

/// The book's guidance on points (section 6 of the rules).
constexpr int ShortGameLow = 750;
constexpr int ShortGameHigh = 800;
constexpr int TooFew = 500;
constexpr int TooMany = 1000;
/// Typing after a pause this long starts a new undo step.
constexpr int BurstPauseMs = 1500;

QScrollArea *scrolled(QWidget *page, QWidget *parent)
{
    auto *area = new QScrollArea(parent);
    area->setWidget(page);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    return area;
}

QString roleText(Side::Role role)
{
    switch (role) {
    case Side::Role::Attacker:
        return SidesDock::tr("Attacker");
    case Side::Role::Defender:
        return SidesDock::tr("Defender");
    case Side::Role::None:
        break;
    }
    return SidesDock::tr("None");
}

} // namespace

SidesDock::SidesDock(QWidget *parent)
    : QDockWidget(tr("Sides"), parent)
{
    setObjectName(QStringLiteral("sidesDock"));
    m_confirm = [this](const QString &title, const QString &text) {
        return QMessageBox::question(this, title, text, QMessageBox::Yes | QMessageBox::Cancel,
                                     QMessageBox::Cancel)
            == QMessageBox::Yes;
    };

    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);

    m_list = new QListWidget(body);
    m_list->setObjectName(QStringLiteral("sidesList"));
    m_list->setAccessibleName(tr("Sides"));
    m_list->setMaximumHeight(110);
    layout->addWidget(m_list);

    // Who plays what: one player may run several colours (sc.11: Blue also runs Tan).
    m_playersLabel = new QLabel(body);
    m_playersLabel->setObjectName(QStringLiteral("sidesPlayersLabel"));
    m_playersLabel->setWordWrap(true);
    m_playersLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_playersLabel);

    auto *buttons = new QHBoxLayout;
    m_addButton = new QToolButton(body);
    m_addButton->setText(tr("&Add"));
    m_addButton->setObjectName(QStringLiteral("sidesAddButton"));
    m_addButton->setToolTip(
        tr("Add a side with the first free colour (at most %1 sides)").arg(MaxSides));
    m_removeButton = new QToolButton(body);
    m_removeButton->setText(tr("&Remove"));
    m_removeButton->setObjectName(QStringLiteral("sidesRemoveButton"));
    m_removeButton->setToolTip(tr("Remove the side with its forces, reinforcements, hidden "
                                  "units and the victory conditions that name it"));
    m_upButton = new QToolButton(body);
    m_upButton->setText(tr("Up"));
    m_upButton->setObjectName(QStringLiteral("sidesUpButton"));
    m_upButton->setToolTip(tr("Move the side up the list"));
    m_downButton = new QToolButton(body);
    m_downButton->setText(tr("Down"));
    m_downButton->setObjectName(QStringLiteral("sidesDownButton"));
    m_downButton->setToolTip(tr("Move the side down the list"));
    for (QToolButton *b : {m_addButton, m_removeButton, m_upButton, m_downButton}) {
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        buttons->addWidget(b);
    }
    buttons->addStretch(1);
    layout->addLayout(buttons);

    m_emptyLabel = new QLabel(body);
    m_emptyLabel->setObjectName(QStringLiteral("sidesEmptyLabel"));
    m_emptyLabel->setWordWrap(true);
    layout->addWidget(m_emptyLabel);

    m_tabs = new QTabWidget(body);
    m_tabs->setObjectName(QStringLiteral("sidesTabs"));

    // The side page.
    m_sidePage = new QWidget;
    auto *form = new QFormLayout(m_sidePage);
    m_nameEdit = new QLineEdit(m_sidePage);
    m_nameEdit->setObjectName(QStringLiteral("sideNameEdit"));
    m_nameEdit->setPlaceholderText(tr("A side needs a name"));
    form->addRow(tr("&Name:"), m_nameEdit);
    m_idEdit = new QLineEdit(m_sidePage);
    m_idEdit->setObjectName(QStringLiteral("sideIdEdit"));
    m_idEdit->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[a-z0-9][a-z0-9_-]{0,63}")), m_idEdit));
    m_idEdit->setToolTip(tr("The id the file uses for the side; changing it changes every "
                            "force, reinforcement, hidden unit and victory condition of the "
                            "side too"));
    form->addRow(tr("&Id:"), m_idEdit);
    m_playerSpin = new QSpinBox(m_sidePage);
    m_playerSpin->setObjectName(QStringLiteral("sidePlayerSpin"));
    m_playerSpin->setRange(1, MaxSides);
    form->addRow(tr("&Player:"), m_playerSpin);
    m_nonPlayerCheck = new QCheckBox(tr("No player (the rules &move it)"), m_sidePage);
    m_nonPlayerCheck->setObjectName(QStringLiteral("sideNonPlayerCheck"));
    m_nonPlayerCheck->setToolTip(
        tr("No person plays this side: the rules bring its units in, and they never move or "
           "fire of their own accord (a solitaire scenario's enemy). Its player is not counted "
           "among the scenario's players"));
    form->addRow(QString(), m_nonPlayerCheck);
    m_colourBox = new QWidget(m_sidePage);
    new QGridLayout(m_colourBox);
    m_colourBox->layout()->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Colours:"), m_colourBox);
    m_roleCombo = new QComboBox(m_sidePage);
    m_roleCombo->setObjectName(QStringLiteral("sideRoleCombo"));
    for (Side::Role role : {Side::Role::Attacker, Side::Role::Defender, Side::Role::None})
        m_roleCombo->addItem(roleText(role), int(role));
    form->addRow(tr("&Role:"), m_roleCombo);
    m_setupSpin = new QSpinBox(m_sidePage);
    m_setupSpin->setObjectName(QStringLiteral("sideSetupSpin"));
    m_setupSpin->setRange(1, MaxSides);
    m_setupSpin->setToolTip(tr("1 sets up first"));
    form->addRow(tr("&Sets up:"), m_setupSpin);
    m_defaultZoneCombo = new QComboBox(m_sidePage);
    m_defaultZoneCombo->setObjectName(QStringLiteral("sideDefaultZoneCombo"));
    m_defaultZoneCombo->setToolTip(tr("Units added to this side's forces set up in this zone"));
    form->addRow(tr("Default set-up &zone:"), m_defaultZoneCombo);
    m_moveSpin = new QSpinBox(m_sidePage);
    m_moveSpin->setObjectName(QStringLiteral("sideMoveSpin"));
    m_moveSpin->setRange(1, MaxSides);
    m_moveSpin->setToolTip(tr("1 moves first each turn"));
    form->addRow(tr("&Moves:"), m_moveSpin);
    // The faction and the family's choices (a Hammer Wars goal); hidden when it has none.
    m_choices = new SideChoicesEditor(m_sidePage);
    m_choices->setObjectName(QStringLiteral("sideChoicesEditor"));
    form->addRow(m_choices);
    auto *budgetRow = new QHBoxLayout;
    m_budgetCheck = new QCheckBox(tr("&Budget:"), m_sidePage);
    m_budgetCheck->setObjectName(QStringLiteral("sideBudgetCheck"));
    m_budgetCheck->setToolTip(tr("The points the side may spend on its forces"));
    m_budgetSpin = new QSpinBox(m_sidePage);
    m_budgetSpin->setObjectName(QStringLiteral("sideBudgetSpin"));
    m_budgetSpin->setAccessibleName(tr("Budget"));
    m_budgetSpin->setRange(0, 100000);
    m_budgetSpin->setSingleStep(10);
    m_budgetSpin->setSuffix(tr(" points"));
    m_suggestButton = new QPushButton(m_sidePage);
    m_suggestButton->setObjectName(QStringLiteral("sideSuggestButton"));
    m_suggestButton->setAccessibleName(tr("Use the suggested budget"));
    budgetRow->addWidget(m_budgetSpin, 1);
    budgetRow->addWidget(m_suggestButton);
    form->addRow(m_budgetCheck, budgetRow);
    m_guidanceLabel = new QLabel(m_sidePage);
    m_guidanceLabel->setObjectName(QStringLiteral("sideGuidanceLabel"));
    m_guidanceLabel->setWordWrap(true);
    QFont small = m_guidanceLabel->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_guidanceLabel->setFont(small);
    form->addRow(m_guidanceLabel);
    m_briefingEdit = new QPlainTextEdit(m_sidePage);
    m_briefingEdit->setObjectName(QStringLiteral("sideBriefingEdit"));
    m_briefingEdit->setPlaceholderText(tr("What this side's player reads: set-up, orders, aims"));
    m_briefingEdit->setMinimumHeight(80);
    form->addRow(tr("Brie&fing:"), m_briefingEdit);
    m_tabs->addTab(scrolled(m_sidePage, m_tabs), tr("Side"));

    m_morale = new MoraleEditor;
    m_morale->setObjectName(QStringLiteral("moraleEditor"));
    m_tabs->addTab(scrolled(m_morale, m_tabs), tr("Morale"));
    m_alliances = new AlliancesEditor;
    m_alliances->setObjectName(QStringLiteral("alliancesEditor"));
    m_tabs->addTab(scrolled(m_alliances, m_tabs), tr("Alliances"));
    layout->addWidget(m_tabs, 1);
    setWidget(inDockScrollArea(body));

    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (m_updating || !m_document)
            return;
        m_currentRow = row;
        m_currentId = m_document->scenario().sides.value(row).id;
        ++m_briefingBurst;
        refreshForm();
        updateButtons();
    });
    connect(m_addButton, &QToolButton::clicked, this, &SidesDock::addSide);
    connect(m_removeButton, &QToolButton::clicked, this, &SidesDock::removeCurrentSide);
    connect(m_upButton, &QToolButton::clicked, this, [this] { moveCurrentSide(-1); });
    connect(m_downButton, &QToolButton::clicked, this, [this] { moveCurrentSide(1); });

    connect(m_nameEdit, &QLineEdit::textEdited, this, [this](const QString &name) {
        if (!m_document || name.trimmed().isEmpty())
            return;
        const QString oldName = sideName(m_currentId);
        const ScenarioParts parts = setSideName(m_document->scenario(), m_currentId, name);
        if (parts.sides && m_currentRow >= 0 && m_currentRow < parts.sides->size())
            m_currentId = parts.sides->at(m_currentRow).id;
        push(parts, tr("Rename Side '%1'").arg(oldName),
             QStringLiteral("side-name:%1").arg(m_currentRow));
    });
    connect(m_nameEdit, &QLineEdit::editingFinished, this, [this] {
        if (m_nameEdit->text().trimmed().isEmpty())
            refreshForm();
    });
    connect(m_idEdit, &QLineEdit::editingFinished, this, &SidesDock::renameCurrentSide);
    connect(m_playerSpin, &QSpinBox::valueChanged, this, [this](int player) {
        editSide([player](Side &s) { s.player = player; }, tr("Change Player"),
                 QStringLiteral("side-player:%1").arg(m_currentId));
    });
    connect(m_nonPlayerCheck, &QCheckBox::toggled, this, [this](bool on) {
        if (!m_updating && m_document)
            push(setSideNonPlayer(m_document->scenario(), m_currentId, on),
                 on ? tr("Let the Rules Move the Side") : tr("Give the Side a Player"));
    });
    connect(m_roleCombo, &QComboBox::currentIndexChanged, this, [this] {
        const auto role = static_cast<Side::Role>(m_roleCombo->currentData().toInt());
        editSide([role](Side &s) { s.role = role; }, tr("Change Role"));
    });
    connect(m_setupSpin, &QSpinBox::valueChanged, this, [this](int order) {
        editSide([order](Side &s) { s.setupOrder = order; }, tr("Change Setup Order"),
                 QStringLiteral("side-setup:%1").arg(m_currentId));
    });
    connect(m_defaultZoneCombo, &QComboBox::currentIndexChanged, this, [this] {
        const QString zone = m_defaultZoneCombo->currentData().toString();
        editSide([zone](Side &s) { s.defaultZone = zone; }, tr("Change Default Set-up Zone"));
    });
    connect(m_moveSpin, &QSpinBox::valueChanged, this, [this](int order) {
        editSide([order](Side &s) { s.moveOrder = order; }, tr("Change Move Order"),
                 QStringLiteral("side-move:%1").arg(m_currentId));
    });
    connect(m_budgetCheck, &QCheckBox::toggled, this, [this](bool on) {
        const int value = m_budgetSpin->value();
        editSide(
            [on, value](Side &s) {
                if (on)
                    s.budget = value;
                else
                    s.budget.reset();
            },
            on ? tr("Set Budget") : tr("Remove Budget"));
    });
    connect(m_budgetSpin, &QSpinBox::valueChanged, this, [this](int value) {
        if (!m_budgetCheck->isChecked())
            return;
        editSide([value](Side &s) { s.budget = value; }, tr("Change Budget"),
                 QStringLiteral("side-budget:%1").arg(m_currentId));
    });
    connect(m_suggestButton, &QPushButton::clicked, this, [this] {
        if (!m_document)
            return;
        if (const auto suggestion = suggestedBudget(m_document->scenario(), m_currentId))
            editSide([value = *suggestion](Side &s) { s.budget = value; },
                     tr("Set Suggested Budget"));
    });
    connect(m_briefingEdit, &QPlainTextEdit::textChanged, this, [this] {
        if (m_updating)
            return;
        // One undo step per burst of typing: a pause starts a new one.
        if (!m_lastBriefingKey.isValid() || m_lastBriefingKey.elapsed() > BurstPauseMs)
            ++m_briefingBurst;
        m_lastBriefingKey.start();
        const QString text = m_briefingEdit->toPlainText();
        editSide([text](Side &s) { s.briefing = text; }, tr("Edit Briefing"),
                 QStringLiteral("side-briefing:%1:%2").arg(m_currentId).arg(m_briefingBurst));
    });
    connect(m_morale, &MoraleEditor::moraleEdited, this,
            [this](const QList<MoraleBlock> &blocks, const QString &text, const QString &key) {
                editSide([&blocks](Side &s) { s.morale = blocks; }, text, key);
            });
    connect(m_alliances, &AlliancesEditor::alliancesEdited, this,
            [this](const QList<QStringList> &alliances, const QString &text) {
                if (m_document)
                    m_document->undoStack()->push(new ChangeAlliances(m_document, alliances, text));
            });

    refresh();
}

void SidesDock::setDocument(ScenarioDocument *document)
{
    if (m_document == document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_currentId.clear();
    m_currentRow = 0;
    if (m_document) {
        connect(m_document, &ScenarioDocument::sidesChanged, this, &SidesDock::refresh);
        connect(m_document, &ScenarioDocument::zonesChanged, this, &SidesDock::refreshForm);
        connect(m_document, &ScenarioDocument::tableChanged, this, &SidesDock::refreshForm);
        connect(m_document, &ScenarioDocument::alliancesChanged, this,
                &SidesDock::refreshAlliances);
        connect(m_document, &QObject::destroyed, this, &SidesDock::refresh);
    }
    refresh();
}

QString SidesDock::currentSide() const
{
    return m_document && m_document->scenario().findSide(m_currentId) ? m_currentId : QString();
}

void SidesDock::setCurrentSide(const QString &id)
{
    m_currentId = id;
    refresh();
}

QString SidesDock::sideName(const QString &id) const
{
    const Side *side = m_document ? m_document->scenario().findSide(id) : nullptr;
    return side ? (side->name.isEmpty() ? side->id : side->name) : id;
}

void SidesDock::refresh()
{
    refreshList();
    refreshForm();
    refreshAlliances();
    updateButtons();
}

void SidesDock::refreshList()
{
    m_updating = true;
    m_list->clear();
    const QList<Side> sides = m_document ? m_document->scenario().sides : QList<Side>();
    int row = -1;
    for (int i = 0; i < sides.size(); ++i) {
        const Side &side = sides.at(i);
        const QString text = side.nonPlayer
            ? tr("%1 (no player, %2)").arg(side.name, roleText(side.role))
            : tr("%1 (player %2, %3)").arg(side.name).arg(side.player).arg(roleText(side.role));
        auto *item = new QListWidgetItem(text, m_list);
        item->setData(Qt::UserRole, side.id);
        item->setToolTip(tr("Id: %1").arg(side.id));
        if (!side.colours.isEmpty()) {
            if (const ArmyColour *c = m_document->ruleset().findColour(side.colours.first()))
                item->setIcon(colourSwatch(c->colour));
        }
        if (side.id == m_currentId)
            row = i;
    }
    // A side that went (removed, or renamed by undo) leaves its place to its neighbour.
    if (row < 0 && !sides.isEmpty())
        row = std::clamp(m_currentRow, 0, int(sides.size()) - 1);
    m_list->setCurrentRow(row);
    m_currentRow = row;
    m_currentId = sides.value(row).id;
    m_updating = false;

    m_emptyLabel->setText(!m_document ? tr("No scenario is open.")
                                      : tr("No sides yet. Add one for each player."));
    m_emptyLabel->setVisible(sides.isEmpty());
    refreshPlayers();
    // Pages rather than tabs are disabled, so the Side tab stays the one shown.
    m_tabs->widget(0)->setEnabled(!sides.isEmpty());
    m_tabs->widget(1)->setEnabled(!sides.isEmpty());
}

void SidesDock::refreshPlayers()
{
    if (!m_document || m_document->scenario().sides.isEmpty()) {
        m_playersLabel->clear();
        m_playersLabel->setToolTip(QString());
        m_playersLabel->setVisible(false);
        return;
    }
    const Scenario &scenario = m_document->scenario();
    const QString players = playersSummary(scenario, m_document->ruleset());
    m_playersLabel->setText(players);
    m_playersLabel->setAccessibleName(tr("Players"));
    m_playersLabel->setToolTip(alliancesSentence(scenario, m_document->ruleset()));
    m_playersLabel->setVisible(true);
}

void SidesDock::refreshForm()
{
    const Side *side = m_document ? m_document->scenario().findSide(m_currentId) : nullptr;
    m_updating = true;
    const QList<QWidget *> widgets
        = {m_nameEdit,  m_idEdit,   m_playerSpin,  m_nonPlayerCheck, m_roleCombo,
           m_setupSpin, m_moveSpin, m_budgetCheck, m_budgetSpin,     m_briefingEdit};
    std::vector<QSignalBlocker> blockers;
    blockers.reserve(widgets.size());
    for (QWidget *w : widgets)
        blockers.emplace_back(w);
    m_sidePage->setEnabled(side);
    if (m_nameEdit->text() != (side ? side->name : QString()))
        m_nameEdit->setText(side ? side->name : QString());
    if (!m_idEdit->hasFocus() || !side)
        m_idEdit->setText(side ? side->id : QString());
    m_playerSpin->setValue(side ? side->player : 1);
    m_nonPlayerCheck->setChecked(side && side->nonPlayer);
    m_roleCombo->setCurrentIndex(m_roleCombo->findData(int(side ? side->role : Side::Role::None)));
    m_setupSpin->setValue(side ? side->setupOrder : 1);
    refreshDefaultZone(side);
    m_moveSpin->setValue(side ? side->moveOrder : 1);
    const bool hasBudget = side && side->budget;
    m_budgetCheck->setChecked(hasBudget);
    m_budgetSpin->setEnabled(hasBudget);
    if (hasBudget)
        m_budgetSpin->setValue(*side->budget);
    const QString briefing = side ? side->briefing : QString();
    if (m_briefingEdit->toPlainText() != briefing)
        m_briefingEdit->setPlainText(briefing);
    refreshColours(side);
    refreshGuidance(side);
    m_choices->setSide(m_document, side ? side->id : QString());
    m_morale->setSide(side, m_document ? &m_document->ruleset() : nullptr);
    m_updating = false;
}

void SidesDock::refreshDefaultZone(const Side *side)
{
    const QSignalBlocker blocker(m_defaultZoneCombo);
    m_defaultZoneCombo->clear();
    m_defaultZoneCombo->addItem(tr("None (off board)"), QString());
    if (m_document) {
        const Scenario &scenario = m_document->scenario();
        // On a table the zones a side sets up in are the table's deployment areas.
        if (scenario.table) {
            for (const TableDeployment &area : scenario.table->deployment)
                m_defaultZoneCombo->addItem(area.id, area.id);
        } else {
            for (const Zone &zone : scenario.zones)
                m_defaultZoneCombo->addItem(zone.name.isEmpty() ? zone.id : zone.name, zone.id);
        }
    }
    const QString zone = side ? side->defaultZone : QString();
    int index = m_defaultZoneCombo->findData(zone);
    if (index < 0) {
        // A zone that is gone: shown as it is, for the Problems dock to explain.
        m_defaultZoneCombo->addItem(tr("%1 (missing)").arg(zone), zone);
        index = m_defaultZoneCombo->count() - 1;
    }
    m_defaultZoneCombo->setCurrentIndex(index);
}

void SidesDock::refreshColours(const Side *side)
{
    const Ruleset *ruleset = m_document ? &m_document->ruleset() : nullptr;
    auto *grid = static_cast<QGridLayout *>(m_colourBox->layout());
    QStringList ids = ruleset ? ruleset->colourIds() : QStringList();
    ids.sort();
    if (ids != m_colourChecks.keys() || ids.isEmpty()) {
        qDeleteAll(m_colourChecks);
        m_colourChecks.clear();
        if (ruleset)
            m_colourChecks
                = addColourChecks(*ruleset, m_colourBox, grid, QStringLiteral("sideColour_"),
                                  [this](const QString &id, bool on) { toggleColour(id, on); });
        // Made after the form: Tab reaches them between No player and Role, where they stand.
        QWidget *previous = m_nonPlayerCheck;
        for (int i = 0; i < grid->count(); ++i) {
            if (QWidget *check = grid->itemAt(i)->widget()) {
                QWidget::setTabOrder(previous, check);
                previous = check;
            }
        }
    }
    for (auto it = m_colourChecks.cbegin(); it != m_colourChecks.cend(); ++it) {
        const QSignalBlocker blocker(it.value());
        const bool checked = side && side->colours.contains(it.key());
        const QString holder
            = m_document ? colourHolder(m_document->scenario(), it.key()) : QString();
        it.value()->setChecked(checked);
        if (!holder.isEmpty() && side && holder != side->id) {
            it.value()->setEnabled(false);
            it.value()->setToolTip(tr("%1 belongs to %2: a colour belongs to one side only")
                                       .arg(it.value()->text(), sideName(holder)));
        } else if (checked && side->colours.size() == 1) {
            it.value()->setEnabled(false);
            it.value()->setToolTip(tr("A side needs at least one colour"));
        } else {
            it.value()->setEnabled(true);
            it.value()->setToolTip(QString());
        }
    }
}

void SidesDock::refreshGuidance(const Side *side)
{
    // A budget only for a game whose sides buy their forces with points.
    const bool priced = !m_document || buysForcesWithPoints(m_document->ruleset());
    m_budgetCheck->setVisible(priced);
    m_budgetSpin->setVisible(priced);
    m_guidanceLabel->setVisible(priced);
    if (!side || !priced) {
        m_guidanceLabel->clear();
        m_suggestButton->hide();
        return;
    }
    QStringList lines;
    const std::optional<int> suggestion = suggestedBudget(m_document->scenario(), side->id);
    if (suggestion) {
        for (const Side &other : m_document->scenario().sides) {
            if (other.id == side->id || !other.budget)
                continue;
            if ((side->role == Side::Role::Attacker && other.role == Side::Role::Defender)
                || (side->role == Side::Role::Defender && other.role == Side::Role::Attacker)) {
                lines.append(tr("The attacker gets about 20 % more points than the defender: "
                                "about %1 against %2's %3.")
                                 .arg(*suggestion)
                                 .arg(other.name)
                                 .arg(*other.budget));
                break;
            }
        }
    } else if (side->role == Side::Role::Attacker || side->role == Side::Role::Defender) {
        lines.append(tr("The attacker gets about 20 % more points than the defender."));
    }
    if (side->budget && *side->budget < TooFew)
        lines.append(tr("Under %1 points buys very few good units.").arg(TooFew));
    else if (side->budget && *side->budget > TooMany)
        lines.append(tr("Over %1 points is usually too cumbersome.").arg(TooMany));
    lines.append(tr("%1-%2 points a side play in a few hours; under %3 or over %4 is "
                    "discouraged.")
                     .arg(ShortGameLow)
                     .arg(ShortGameHigh)
                     .arg(TooFew)
                     .arg(TooMany));
    m_guidanceLabel->setText(lines.join(QLatin1Char('\n')));
    const bool offer = suggestion && (!side->budget || *side->budget != *suggestion);
    m_suggestButton->setVisible(offer);
    if (offer) {
        m_suggestButton->setText(tr("Use %1").arg(*suggestion));
        m_suggestButton->setToolTip(tr("Set the budget the book's guidance suggests"));
    }
}

void SidesDock::refreshAlliances()
{
    refreshPlayers();
    m_alliances->setAlliances(m_document ? m_document->scenario().alliances : QList<QStringList>(),
                              m_document ? &m_document->ruleset() : nullptr);
    m_tabs->setTabText(2,
                       m_document && !m_document->scenario().alliances.isEmpty()
                           ? tr("Alliances (%1)").arg(m_document->scenario().alliances.size())
                           : tr("Alliances"));
}

void SidesDock::updateButtons()
{
    const int count = m_document ? int(m_document->scenario().sides.size()) : 0;
    const int row = m_list->currentRow();
    const bool canAdd
        = m_document && newSide(m_document->scenario(), m_document->ruleset().colourIds());
    m_addButton->setEnabled(canAdd);
    m_addButton->setToolTip(!m_document  ? QString()
                                : canAdd ? tr("Add a side with the first free colour")
                                : count >= MaxSides
                                ? tr("A scenario has at most %1 sides").arg(MaxSides)
                                : tr("Every colour belongs to a side already"));
    m_removeButton->setEnabled(row >= 0);
    m_upButton->setEnabled(row > 0);
    m_downButton->setEnabled(row >= 0 && row + 1 < count);
}

void SidesDock::push(const ScenarioParts &parts, const QString &text, const QString &mergeKey)
{
    pushScenarioParts(m_document, parts, text, mergeKey);
}

void SidesDock::editSide(const std::function<void(Side &)> &change, const QString &text,
                         const QString &mergeKey)
{
    if (m_updating || !m_document)
        return;
    QList<Side> sides = m_document->scenario().sides;
    for (Side &side : sides) {
        if (side.id == m_currentId) {
            change(side);
            ScenarioParts parts;
            parts.sides = sides;
            push(parts, text, mergeKey);
            return;
        }
    }
}

void SidesDock::addSide()
{
    if (!m_document)
        return;
    const std::optional<Side> side
        = newSide(m_document->scenario(), m_document->ruleset().colourIds());
    if (!side)
        return;
    ScenarioParts parts;
    parts.sides = m_document->scenario().sides;
    parts.sides->append(*side);
    m_currentId = side->id;
    m_currentRow = int(parts.sides->size()) - 1;
    push(parts, tr("Add Side '%1'").arg(side->name));
    m_tabs->setCurrentIndex(0);
    m_nameEdit->setFocus();
    m_nameEdit->selectAll();
}

void SidesDock::removeCurrentSide()
{
    const QString id = currentSide();
    if (id.isEmpty())
        return;
    const SideRemoval removal = removeSide(m_document->scenario(), id);
    QStringList also;
    if (removal.forces)
        also.append(removal.forces == 1 ? tr("1 force entry")
                                        : tr("%1 force entries").arg(removal.forces));
    if (removal.reinforcements)
        also.append(removal.reinforcements == 1
                        ? tr("1 reinforcement")
                        : tr("%1 reinforcements").arg(removal.reinforcements));
    if (removal.hidden)
        also.append(removal.hidden == 1 ? tr("1 group of hidden units")
                                        : tr("%1 groups of hidden units").arg(removal.hidden));
    if (removal.victory)
        also.append(removal.victory == 1
                        ? tr("1 victory condition that names it")
                        : tr("%1 victory conditions that name it").arg(removal.victory));
    const QString name = sideName(id);
    if (!also.isEmpty()) {
        const QString text = tr("Remove the side %1? These go with it: %2.")
                                 .arg(name, also.join(QStringLiteral(", ")));
        if (!m_confirm(tr("Remove Side"), text))
            return;
    }
    push(removal.parts, tr("Remove Side '%1'").arg(name));
}

void SidesDock::moveCurrentSide(int delta)
{
    if (!m_document)
        return;
    const ScenarioParts parts = moveSide(m_document->scenario(), m_currentId, delta);
    if (parts.isEmpty())
        return;
    m_currentRow += delta;
    push(parts, delta < 0 ? tr("Move Side Up") : tr("Move Side Down"));
}

void SidesDock::renameCurrentSide()
{
    if (m_updating || !m_document || currentSide().isEmpty())
        return;
    const QString to = m_idEdit->text();
    if (to == m_currentId)
        return;
    const ScenarioParts parts = renameSide(m_document->scenario(), m_currentId, to);
    if (parts.isEmpty()) {
        QToolTip::showText(m_idEdit->mapToGlobal(QPoint(0, m_idEdit->height())),
                           m_document->scenario().sideIds().contains(to)
                               ? tr("Another side has the id %1").arg(to)
                               : tr("'%1' is not a valid id").arg(to),
                           m_idEdit);
        m_idEdit->setText(m_currentId);
        return;
    }
    m_currentId = to;
    push(parts, tr("Change Side Id"));
}

void SidesDock::toggleColour(const QString &colour, bool on)
{
    if (m_updating || !m_document)
        return;
    const Side *side = m_document->scenario().findSide(m_currentId);
    if (!side)
        return;
    QStringList colours = side->colours;
    if (on && !colours.contains(colour))
        colours.append(colour);
    else if (!on)
        colours.removeAll(colour);
    const SideRemoval edit = setSideColours(m_document->scenario(), m_currentId, colours);
    if (edit.parts.isEmpty()) {
        refreshForm();
        return;
    }
    const ArmyColour *c = m_document->ruleset().findColour(colour);
    const QString name = c ? c->name : colour;
    if (edit.forces || edit.hidden) {
        QStringList also;
        if (edit.forces)
            also.append(edit.forces == 1 ? tr("1 force entry")
                                         : tr("%1 force entries").arg(edit.forces));
        if (edit.hidden)
            also.append(edit.hidden == 1 ? tr("1 group of hidden units")
                                         : tr("%1 groups of hidden units").arg(edit.hidden));
        if (!m_confirm(tr("Remove Colour"),
                       tr("Take %1 from %2? These of its units go with it: %3.")
                           .arg(name, side->name, also.join(QStringLiteral(", "))))) {
            refreshForm();
            return;
        }
    }
    push(edit.parts,
         on ? tr("Add %1 to %2").arg(name, side->name)
            : tr("Take %1 from %2").arg(name, side->name));
}

} // namespace hexwright
