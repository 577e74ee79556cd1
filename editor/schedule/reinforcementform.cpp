// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "schedule/reinforcementform.h"

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "edit/scheduleedits.h"
#include "ruleset/ruleset.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace hexwright {

namespace {

enum OutcomeColumn { FacesColumn, EdgeColumn, PanelsColumn };

QString edgeLabel(const QString &side)
{
    if (side == QLatin1String("north"))
        return ReinforcementForm::tr("North");
    if (side == QLatin1String("south"))
        return ReinforcementForm::tr("South");
    if (side == QLatin1String("east"))
        return ReinforcementForm::tr("East");
    return ReinforcementForm::tr("West");
}

void fillEdgeCombo(QComboBox *combo)
{
    for (const QString &side : schedule::edgeSides())
        combo->addItem(edgeLabel(side), side);
}

QString unitName(const Ruleset &ruleset, const ForceEntry &f)
{
    const UnitType *type = ruleset.findUnitType(f.unitType);
    return type ? type->name : f.unitType;
}

QString colourName(const Ruleset &ruleset, const QString &id)
{
    const ArmyColour *colour = ruleset.findColour(id);
    return colour ? colour->name : id;
}

} // namespace

ReinforcementForm::ReinforcementForm(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("reinforcementForm"));
    // Two columns, the entry and the units, to suit a wide and low dock at the bottom; one
    // above the other where the dock is narrow (fitToWidth()).
    auto *columns = new QHBoxLayout(this);
    m_columns = columns;
    columns->setContentsMargins(4, 4, 4, 4);
    auto *layout = new QVBoxLayout;
    columns->addLayout(layout, 1);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("reinforcementSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);

    auto *form = new QFormLayout;
    m_sideCombo = new QComboBox(this);
    m_sideCombo->setObjectName(QStringLiteral("reinforcementSideCombo"));
    m_sideCombo->setToolTip(tr("The side whose units arrive. Units of the old side go back "
                               "off-board when it changes."));
    form->addRow(tr("S&ide:"), m_sideCombo);
    m_turnSpin = new QSpinBox(this);
    m_turnSpin->setObjectName(QStringLiteral("reinforcementTurnSpin"));
    m_turnSpin->setRange(1, 99);
    m_turnSpin->setToolTip(tr("The turn at the start of which the units arrive"));
    form->addRow(tr("T&urn:"), m_turnSpin);
    m_kindCombo = new QComboBox(this);
    m_kindCombo->setObjectName(QStringLiteral("entryKindCombo"));
    m_kindCombo->addItem(tr("Along a map edge"), int(Entry::Kind::Edge));
    m_kindCombo->addItem(tr("At a road entry hex"), int(Entry::Kind::RoadHex));
    m_kindCombo->addItem(tr("Anywhere in a zone"), int(Entry::Kind::Zone));
    m_kindCombo->addItem(tr("By paradrop onto a drop zone"), int(Entry::Kind::Paradrop));
    m_kindCombo->addItem(tr("Edge decided by a die roll"), int(Entry::Kind::DieRoll));
    form->addRow(tr("&Enters:"), m_kindCombo);
    layout->addLayout(form);

    m_pages = new QStackedWidget(this);
    m_pages->setObjectName(QStringLiteral("entryPages"));

    // Edge: the side of the map and the panels whose edge it is.
    auto *edgePage = new QWidget(m_pages);
    auto *edgeForm = new QFormLayout(edgePage);
    edgeForm->setContentsMargins(0, 0, 0, 0);
    m_edgeSideCombo = new QComboBox(edgePage);
    m_edgeSideCombo->setObjectName(QStringLiteral("edgeSideCombo"));
    fillEdgeCombo(m_edgeSideCombo);
    edgeForm->addRow(tr("E&dge:"), m_edgeSideCombo);
    m_panelBox = new QWidget(edgePage);
    m_panelBox->setObjectName(QStringLiteral("edgePanelsBox"));
    m_panelBox->setToolTip(tr("The panels whose edge it is; none ticked: the whole map's edge"));
    m_panelLayout = new QVBoxLayout(m_panelBox);
    m_panelLayout->setContentsMargins(0, 0, 0, 0);
    m_panelLayout->setSpacing(0);
    edgeForm->addRow(tr("Of panels:"), m_panelBox);
    m_pages->addWidget(edgePage);

    // Road hex: typed or picked on the map.
    auto *roadPage = new QWidget(m_pages);
    auto *roadForm = new QFormLayout(roadPage);
    roadForm->setContentsMargins(0, 0, 0, 0);
    auto *hexRow = new QHBoxLayout;
    m_hexEdit = new QLineEdit(roadPage);
    m_hexEdit->setObjectName(QStringLiteral("roadHexEdit"));
    m_hexEdit->setPlaceholderText(tr("e.g. 0812"));
    m_hexEdit->setToolTip(tr("The label of the hex where the units enter; Enter to apply"));
    m_pickButton = new QPushButton(tr("&Pick on Map"), roadPage);
    m_pickButton->setObjectName(QStringLiteral("pickHexButton"));
    m_pickButton->setToolTip(tr("Take the next click on the map as the entry hex"));
    hexRow->addWidget(m_hexEdit, 1);
    hexRow->addWidget(m_pickButton);
    auto *hexLabel = new QLabel(tr("&Hex:"), roadPage);
    hexLabel->setBuddy(m_hexEdit);
    roadForm->addRow(hexLabel, hexRow);
    m_hexProblem = new QLabel(roadPage);
    m_hexProblem->setObjectName(QStringLiteral("roadHexProblem"));
    m_hexProblem->setWordWrap(true);
    QPalette red = m_hexProblem->palette();
    red.setColor(QPalette::WindowText, Qt::red);
    m_hexProblem->setPalette(red);
    m_hexProblem->hide();
    roadForm->addRow(m_hexProblem);
    m_pages->addWidget(roadPage);

    // Zone or drop zone.
    auto *zonePage = new QWidget(m_pages);
    auto *zoneForm = new QFormLayout(zonePage);
    zoneForm->setContentsMargins(0, 0, 0, 0);
    m_zoneLabel = new QLabel(tr("&Zone:"), zonePage);
    m_zoneCombo = new QComboBox(zonePage);
    m_zoneCombo->setObjectName(QStringLiteral("entryZoneCombo"));
    m_zoneLabel->setBuddy(m_zoneCombo);
    zoneForm->addRow(m_zoneLabel, m_zoneCombo);
    m_pages->addWidget(zonePage);

    // Die roll: faces -> edge, and a re-roll against another reinforcement.
    auto *rollPage = new QWidget(m_pages);
    auto *rollLayout = new QVBoxLayout(rollPage);
    rollLayout->setContentsMargins(0, 0, 0, 0);
    m_outcomeTable = new QTableWidget(0, 3, rollPage);
    m_outcomeTable->setObjectName(QStringLiteral("outcomeTable"));
    m_outcomeTable->setAccessibleName(tr("Die roll outcomes"));
    m_outcomeTable->setHorizontalHeaderLabels({tr("Faces"), tr("Edge"), tr("Panels")});
    m_outcomeTable->horizontalHeader()->setStretchLastSection(true);
    m_outcomeTable->verticalHeader()->hide();
    m_outcomeTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_outcomeTable->setToolTip(tr("Faces of 1d6 (\"1,2,3\"), the edge they choose and its panels "
                                  "(\"1, 2\"; empty: the whole map's edge)"));
    m_outcomeTable->setMinimumHeight(110);
    rollLayout->addWidget(m_outcomeTable);
    auto *outcomeButtons = new QHBoxLayout;
    m_addOutcomeButton = new QPushButton(tr("Add Outcome"), rollPage);
    m_addOutcomeButton->setObjectName(QStringLiteral("addOutcomeButton"));
    m_removeOutcomeButton = new QPushButton(tr("Remove Outcome"), rollPage);
    m_removeOutcomeButton->setObjectName(QStringLiteral("removeOutcomeButton"));
    outcomeButtons->addWidget(m_addOutcomeButton);
    outcomeButtons->addWidget(m_removeOutcomeButton);
    outcomeButtons->addStretch(1);
    rollLayout->addLayout(outcomeButtons);
    auto *rerollForm = new QFormLayout;
    m_rerollCombo = new QComboBox(rollPage);
    m_rerollCombo->setObjectName(QStringLiteral("rerollCombo"));
    m_rerollCombo->setToolTip(tr("Roll again if the roll picks the edge another reinforcement "
                                 "rolled (scenario 13: \"re-roll if Blue rolls Red's board\")"));
    rerollForm->addRow(tr("Re-roll if same as:"), m_rerollCombo);
    rollLayout->addLayout(rerollForm);
    m_pages->addWidget(rollPage);
    layout->addWidget(m_pages);
    layout->addStretch(1);

    // The units that arrive.
    auto *units = new QGroupBox(tr("Units that arrive"), this);
    auto *unitsLayout = new QVBoxLayout(units);
    m_unitsTable = new QTableWidget(0, 3, units);
    m_unitsTable->setObjectName(QStringLiteral("unitsTable"));
    m_unitsTable->setAccessibleName(tr("Units that arrive"));
    m_unitsTable->setHorizontalHeaderLabels({tr("Unit"), tr("Colour"), tr("Count")});
    m_unitsTable->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_unitsTable->verticalHeader()->hide();
    m_unitsTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_unitsTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_unitsTable->setMinimumHeight(90);
    unitsLayout->addWidget(m_unitsTable);
    auto *unitButtons = new QHBoxLayout;
    m_addUnitsButton = new QPushButton(tr("&Add Units..."), units);
    m_addUnitsButton->setObjectName(QStringLiteral("addUnitsButton"));
    m_addUnitsButton->setToolTip(tr("Bring units of this side that are held off-board"));
    m_removeUnitsButton = new QPushButton(tr("Re&move"), units);
    m_removeUnitsButton->setObjectName(QStringLiteral("removeUnitsButton"));
    m_removeUnitsButton->setToolTip(tr("Send the selected units back off-board"));
    unitButtons->addWidget(m_addUnitsButton);
    unitButtons->addWidget(m_removeUnitsButton);
    unitButtons->addStretch(1);
    unitsLayout->addLayout(unitButtons);
    columns->addWidget(units, 1);

    connect(m_sideCombo, &QComboBox::activated, this, &ReinforcementForm::changeSide);
    connect(m_turnSpin, &QSpinBox::valueChanged, this, [this](int turn) {
        if (m_refreshing || !current())
            return;
        Reinforcement r = *current();
        r.turn = turn;
        commit(r, tr("Change Reinforcement Turn"), QStringLiteral("turn:") + m_id);
    });
    connect(m_kindCombo, &QComboBox::activated, this, &ReinforcementForm::changeKind);
    connect(m_edgeSideCombo, &QComboBox::activated, this, &ReinforcementForm::changeEdge);
    connect(m_hexEdit, &QLineEdit::editingFinished, this, &ReinforcementForm::changeRoadHex);
    connect(m_pickButton, &QPushButton::clicked, this, &ReinforcementForm::pickRequested);
    connect(m_zoneCombo, &QComboBox::activated, this, &ReinforcementForm::changeZone);
    connect(m_outcomeTable, &QTableWidget::cellChanged, this, &ReinforcementForm::changeOutcomes);
    connect(m_addOutcomeButton, &QPushButton::clicked, this, &ReinforcementForm::addOutcome);
    connect(m_removeOutcomeButton, &QPushButton::clicked, this, &ReinforcementForm::removeOutcome);
    connect(m_rerollCombo, &QComboBox::activated, this, &ReinforcementForm::changeOutcomes);
    connect(m_addUnitsButton, &QPushButton::clicked, this, &ReinforcementForm::showAddUnitsDialog);
    connect(m_removeUnitsButton, &QPushButton::clicked, this,
            &ReinforcementForm::removeSelectedUnits);
    connect(m_unitsTable, &QTableWidget::itemSelectionChanged, this,
            [this] { m_removeUnitsButton->setEnabled(!m_unitsTable->selectedItems().isEmpty()); });
    // Choices may be long in another language ("Entlang eines Kartenrands"): the combo boxes
    // do not ask for their longest item's width, so the form fits a narrow dock.
    for (QComboBox *combo :
         {m_sideCombo, m_kindCombo, m_edgeSideCombo, m_zoneCombo, m_rerollCombo}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(8);
    }
    refresh();
}

void ReinforcementForm::setDocument(ScenarioDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_id.clear();
    if (m_document) {
        connectEach(m_document, this, &ReinforcementForm::refresh,
                    &ScenarioDocument::reinforcementsChanged, &ScenarioDocument::forcesChanged,
                    &ScenarioDocument::sidesChanged, &ScenarioDocument::zonesChanged,
                    &ScenarioDocument::layoutChanged, &ScenarioDocument::gameLengthChanged);
    }
    refresh();
}

void ReinforcementForm::setReinforcement(const QString &id)
{
    m_id = id;
    refresh();
}

void ReinforcementForm::fitToWidth(int width)
{
    // Side by side only when both columns get their own minimum width.
    m_columns->setDirection(QBoxLayout::LeftToRight);
    const int sideBySide = m_columns->minimumSize().width();
    if (width < sideBySide)
        m_columns->setDirection(QBoxLayout::TopToBottom);
}

const Reinforcement *ReinforcementForm::current() const
{
    if (!m_document)
        return nullptr;
    for (const Reinforcement &r : m_document->scenario().reinforcements) {
        if (r.id == m_id)
            return &r;
    }
    return nullptr;
}

void ReinforcementForm::commit(const Reinforcement &changed, const QString &text,
                               const QString &mergeKey)
{
    QList<Reinforcement> list = m_document->scenario().reinforcements;
    for (Reinforcement &r : list) {
        if (r.id == changed.id)
            r = changed;
    }
    if (schedule::sameData(list, m_document->scenario().reinforcements))
        return;
    m_document->undoStack()->push(
        new ChangeReinforcements(m_document, std::move(list), text, mergeKey));
}

QStringList ReinforcementForm::layoutPanels() const
{
    QStringList ids;
    if (m_document) {
        for (const PanelPlacement &p : m_document->scenario().layout) {
            if (!ids.contains(p.panel))
                ids.append(p.panel);
        }
    }
    return ids;
}

void ReinforcementForm::refresh()
{
    const Reinforcement *r = current();
    setEnabled(r != nullptr);
    m_refreshing = true;
    const QSignalBlocker blockSide(m_sideCombo);
    const QSignalBlocker blockTurn(m_turnSpin);
    const QSignalBlocker blockKind(m_kindCombo);
    const QSignalBlocker blockZone(m_zoneCombo);
    const QSignalBlocker blockReroll(m_rerollCombo);
    m_sideCombo->clear();
    m_zoneCombo->clear();
    m_rerollCombo->clear();
    if (!r) {
        m_summary->setText(tr("Select a reinforcement in the timeline, or make a new one."));
        m_unitsTable->setRowCount(0);
        m_refreshing = false;
        return;
    }
    const Scenario &s = m_document->scenario();
    m_summary->setText(
        QStringLiteral("<b>%1</b><br>%2")
            .arg(r->id.toHtmlEscaped(),
                 schedule::reinforcementSummary(s, m_document->ruleset(), m_document->map(), *r)
                     .toHtmlEscaped()));
    for (const Side &side : schedule::sidesInMoveOrder(s))
        m_sideCombo->addItem(side.name.isEmpty() ? side.id : side.name, side.id);
    m_sideCombo->setCurrentIndex(m_sideCombo->findData(r->side));
    m_turnSpin->setValue(r->turn);

    m_kindCombo->setCurrentIndex(m_kindCombo->findData(int(r->entry.kind)));
    switch (r->entry.kind) {
    case Entry::Kind::Edge:
        m_pages->setCurrentIndex(0);
        break;
    case Entry::Kind::RoadHex:
        m_pages->setCurrentIndex(1);
        break;
    case Entry::Kind::Zone:
    case Entry::Kind::Paradrop:
        m_pages->setCurrentIndex(2);
        break;
    case Entry::Kind::DieRoll:
        m_pages->setCurrentIndex(3);
        break;
    }

    // Edge
    m_edgeSideCombo->setCurrentIndex(
        std::max(0, int(schedule::edgeSides().indexOf(r->entry.edge.side))));
    refreshPanels(*r);
    // Road hex
    if (!m_hexEdit->hasFocus() || m_hexProblem->isHidden())
        m_hexEdit->setText(m_document->map().label(r->entry.hex));
    if (r->entry.kind == Entry::Kind::RoadHex && !m_document->map().isPlayable(r->entry.hex)) {
        m_hexProblem->setText(
            tr("%1 is not a playable hex of the map.").arg(m_document->map().label(r->entry.hex)));
        m_hexProblem->show();
    } else if (r->entry.kind == Entry::Kind::RoadHex) {
        m_hexProblem->hide();
    }
    // Zone
    m_zoneLabel->setText(r->entry.kind == Entry::Kind::Paradrop ? tr("&Drop zone:") : tr("&Zone:"));
    for (const Zone &zone : s.zones)
        m_zoneCombo->addItem(zone.name.isEmpty() ? zone.id : zone.name, zone.id);
    m_zoneCombo->setCurrentIndex(m_zoneCombo->findData(r->entry.zone));
    // Die roll
    refreshOutcomes(*r);
    m_rerollCombo->addItem(tr("(never)"), QString());
    for (const Reinforcement &other : s.reinforcements) {
        if (other.id != r->id)
            m_rerollCombo->addItem(other.id, other.id);
    }
    m_rerollCombo->setCurrentIndex(std::max(0, m_rerollCombo->findData(r->entry.rerollIfSameAs)));

    refreshUnits();
    m_refreshing = false;
}

void ReinforcementForm::refreshPanels(const Reinforcement &r)
{
    const QStringList panels = layoutPanels();
    QStringList shown;
    for (QCheckBox *check : std::as_const(m_panelChecks))
        shown.append(check->property("panel").toString());
    if (shown != panels) {
        qDeleteAll(m_panelChecks);
        m_panelChecks.clear();
        for (const QString &id : panels) {
            auto *check = new QCheckBox(tr("Panel %1").arg(id), m_panelBox);
            check->setObjectName(QStringLiteral("edgePanel_%1").arg(id));
            check->setProperty("panel", id);
            connect(check, &QCheckBox::toggled, this, &ReinforcementForm::changeEdge);
            m_panelLayout->addWidget(check);
            m_panelChecks.append(check);
        }
    }
    for (QCheckBox *check : std::as_const(m_panelChecks)) {
        const QSignalBlocker blocker(check);
        check->setChecked(r.entry.edge.panels.contains(check->property("panel").toString()));
    }
}

void ReinforcementForm::refreshOutcomes(const Reinforcement &r)
{
    const QSignalBlocker blocker(m_outcomeTable);
    m_outcomeTable->setRowCount(int(r.entry.outcomes.size()));
    for (int row = 0; row < r.entry.outcomes.size(); ++row) {
        const Entry::Outcome &o = r.entry.outcomes[row];
        QStringList faces;
        for (int roll : o.rolls)
            faces.append(QString::number(roll));
        m_outcomeTable->setItem(row, FacesColumn,
                                new QTableWidgetItem(faces.join(QLatin1Char(','))));
        auto *combo = qobject_cast<QComboBox *>(m_outcomeTable->cellWidget(row, EdgeColumn));
        if (!combo) {
            combo = new QComboBox(m_outcomeTable);
            fillEdgeCombo(combo);
            connect(combo, &QComboBox::activated, this, &ReinforcementForm::changeOutcomes);
            m_outcomeTable->setCellWidget(row, EdgeColumn, combo);
        }
        const QSignalBlocker comboBlocker(combo);
        combo->setCurrentIndex(std::max(0, int(schedule::edgeSides().indexOf(o.edge.side))));
        m_outcomeTable->setItem(row, PanelsColumn,
                                new QTableWidgetItem(o.edge.panels.join(QStringLiteral(", "))));
    }
    m_removeOutcomeButton->setEnabled(!r.entry.outcomes.isEmpty());
}

void ReinforcementForm::refreshUnits()
{
    const QStringList selected = [this] {
        QStringList ids;
        for (const QModelIndex &index : m_unitsTable->selectionModel()->selectedRows())
            ids.append(index.data(Qt::UserRole).toString());
        return ids;
    }();
    const QList<ForceEntry> units = schedule::unitsOf(m_document->scenario(), m_id);
    const Ruleset &ruleset = m_document->ruleset();
    const QSignalBlocker blocker(m_unitsTable);
    m_unitsTable->clearContents();
    m_unitsTable->setRowCount(int(units.size()));
    for (int row = 0; row < units.size(); ++row) {
        const ForceEntry &f = units[row];
        QString name = unitName(ruleset, f);
        if (!f.options.isEmpty())
            name += QStringLiteral(" (%1)").arg(f.options.join(QStringLiteral(", ")));
        auto *item = new QTableWidgetItem(name);
        item->setData(Qt::UserRole, f.id);
        item->setToolTip(f.id);
        m_unitsTable->setItem(row, 0, item);
        m_unitsTable->setItem(row, 1, new QTableWidgetItem(colourName(ruleset, f.colour)));
        auto *count = new QTableWidgetItem(QString::number(f.count));
        count->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_unitsTable->setItem(row, 2, count);
        if (selected.contains(f.id))
            m_unitsTable->selectRow(row);
    }
    m_removeUnitsButton->setEnabled(!m_unitsTable->selectedItems().isEmpty());
}

void ReinforcementForm::changeSide()
{
    const Reinforcement *r = current();
    const QString side = m_sideCombo->currentData().toString();
    if (!r || side.isEmpty() || side == r->side)
        return;
    const schedule::ScheduleParts parts = schedule::changeSide(m_document->scenario(), m_id, side);
    QUndoStack *stack = m_document->undoStack();
    stack->beginMacro(tr("Change Reinforcement Side"));
    if (!schedule::sameData(parts.forces, m_document->scenario().forces))
        stack->push(new ChangeForces(m_document, parts.forces, tr("Return Units Off-board")));
    stack->push(new ChangeReinforcements(m_document, parts.reinforcements,
                                         tr("Change Reinforcement Side")));
    stack->endMacro();
}

void ReinforcementForm::changeKind()
{
    const Reinforcement *r = current();
    if (!r)
        return;
    const auto kind = Entry::Kind(m_kindCombo->currentData().toInt());
    if (kind == r->entry.kind)
        return;
    Reinforcement changed = *r;
    Entry &entry = changed.entry;
    entry.kind = kind;
    const Scenario &s = m_document->scenario();
    const HexMap &map = m_document->map();
    switch (kind) {
    case Entry::Kind::Edge:
        if (entry.edge.side.isEmpty())
            entry.edge.side = QStringLiteral("north");
        break;
    case Entry::Kind::RoadHex:
        if (!map.isPlayable(entry.hex)) {
            // The middle of the map's south edge until the user picks a hex.
            EdgeSpec south;
            south.side = QStringLiteral("south");
            const QList<OffsetCoord> hexes
                = schedule::edgeHexes(s, m_document->panels(), map, south);
            if (!hexes.isEmpty())
                entry.hex = hexes.at(hexes.size() / 2);
        }
        break;
    case Entry::Kind::Zone:
    case Entry::Kind::Paradrop:
        if (!s.findZone(entry.zone)) {
            if (s.zones.isEmpty()) {
                QMessageBox::information(this, tr("No Zones"),
                                         tr("The scenario has no zones yet. Make one in the "
                                            "Setup dock first."));
                refresh();
                return;
            }
            entry.zone = s.zones.first().id;
        }
        break;
    case Entry::Kind::DieRoll:
        if (entry.outcomes.isEmpty()) {
            Entry::Outcome low;
            low.rolls = {1, 2, 3};
            low.edge.side = QStringLiteral("north");
            Entry::Outcome high;
            high.rolls = {4, 5, 6};
            high.edge.side = QStringLiteral("south");
            entry.outcomes = {low, high};
        }
        break;
    }
    commit(changed, tr("Change Reinforcement Entry"));
}

void ReinforcementForm::changeEdge()
{
    const Reinforcement *r = current();
    if (m_refreshing || !r)
        return;
    Reinforcement changed = *r;
    changed.entry.edge.side = m_edgeSideCombo->currentData().toString();
    changed.entry.edge.panels.clear();
    for (QCheckBox *check : std::as_const(m_panelChecks)) {
        if (check->isChecked())
            changed.entry.edge.panels.append(check->property("panel").toString());
    }
    commit(changed, tr("Change Entry Edge"));
}

void ReinforcementForm::changeRoadHex()
{
    if (m_refreshing || !current() || !m_document)
        return;
    OffsetCoord hex;
    const QString text = m_hexEdit->text().trimmed();
    if (!parseHexLabel(text, m_document->map().labelDigits(), &hex)) {
        m_hexProblem->setText(tr("\"%1\" is not a hex label: type column and row, like %2.")
                                  .arg(text, m_document->map().label({7, 11})));
        m_hexProblem->show();
        return;
    }
    if (!setRoadHex(hex)) {
        m_hexProblem->setText(tr("%1 is not a playable hex of the map.").arg(text));
        m_hexProblem->show();
    }
}

bool ReinforcementForm::setRoadHex(OffsetCoord hex)
{
    const Reinforcement *r = current();
    if (!r || !m_document->map().isPlayable(hex))
        return false;
    m_hexProblem->hide();
    Reinforcement changed = *r;
    changed.entry.kind = Entry::Kind::RoadHex;
    changed.entry.hex = hex;
    commit(changed, tr("Change Entry Hex"));
    return true;
}

void ReinforcementForm::changeZone()
{
    const Reinforcement *r = current();
    if (!r)
        return;
    Reinforcement changed = *r;
    changed.entry.zone = m_zoneCombo->currentData().toString();
    commit(changed, tr("Change Entry Zone"));
}

void ReinforcementForm::changeOutcomes()
{
    const Reinforcement *r = current();
    if (m_refreshing || !r)
        return;
    Reinforcement changed = *r;
    const QStringList panels = layoutPanels();
    QList<Entry::Outcome> outcomes;
    for (int row = 0; row < m_outcomeTable->rowCount(); ++row) {
        Entry::Outcome o;
        const QTableWidgetItem *faces = m_outcomeTable->item(row, FacesColumn);
        static const QRegularExpression digit(QStringLiteral("[1-6]"));
        auto matches = digit.globalMatch(faces ? faces->text() : QString());
        while (matches.hasNext()) {
            const int roll = matches.next().captured().toInt();
            if (!o.rolls.contains(roll))
                o.rolls.append(roll);
        }
        std::sort(o.rolls.begin(), o.rolls.end());
        if (auto *combo = qobject_cast<QComboBox *>(m_outcomeTable->cellWidget(row, EdgeColumn)))
            o.edge.side = combo->currentData().toString();
        const QTableWidgetItem *edgePanels = m_outcomeTable->item(row, PanelsColumn);
        static const QRegularExpression separator(QStringLiteral("[,\\s]+"));
        const QStringList typed
            = (edgePanels ? edgePanels->text() : QString()).split(separator, Qt::SkipEmptyParts);
        for (const QString &id : typed) {
            if (panels.contains(id) && !o.edge.panels.contains(id))
                o.edge.panels.append(id);
        }
        outcomes.append(o);
    }
    changed.entry.outcomes = outcomes;
    changed.entry.rerollIfSameAs = m_rerollCombo->currentData().toString();
    commit(changed, tr("Change Die Roll"));
    // Show what was kept of what was typed (faces outside 1-6, unknown panels dropped).
    if (const Reinforcement *now = current())
        refreshOutcomes(*now);
}

void ReinforcementForm::addOutcome()
{
    const Reinforcement *r = current();
    if (!r)
        return;
    Reinforcement changed = *r;
    QList<int> used;
    for (const Entry::Outcome &o : changed.entry.outcomes)
        used += o.rolls;
    Entry::Outcome o;
    for (int face = 1; face <= 6; ++face) {
        if (!used.contains(face)) {
            o.rolls = {face};
            break;
        }
    }
    o.edge.side = QStringLiteral("north");
    changed.entry.outcomes.append(o);
    commit(changed, tr("Add Die Roll Outcome"));
}

void ReinforcementForm::removeOutcome()
{
    const Reinforcement *r = current();
    if (!r || r->entry.outcomes.isEmpty())
        return;
    Reinforcement changed = *r;
    const int row = m_outcomeTable->currentRow();
    changed.entry.outcomes.removeAt(row >= 0 && row < changed.entry.outcomes.size()
                                        ? row
                                        : int(changed.entry.outcomes.size()) - 1);
    commit(changed, tr("Remove Die Roll Outcome"));
}

void ReinforcementForm::addUnits(const QMap<QString, int> &counts)
{
    if (!current() || counts.isEmpty())
        return;
    QList<ForceEntry> forces = m_document->scenario().forces;
    int moved = 0;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        for (const ForceEntry &f : std::as_const(forces)) {
            if (f.id == it.key() && f.side == current()->side
                && f.placement.kind == Placement::Kind::OffBoard) {
                moved += std::min(it.value(), f.count);
                forces = schedule::moveToReinforcement(forces, it.key(), it.value(), m_id);
                break;
            }
        }
    }
    if (schedule::sameData(forces, m_document->scenario().forces))
        return;
    // One step for the user; the reinforcements are part of it so that undo brings the
    // timeline back to this reinforcement.
    QUndoStack *stack = m_document->undoStack();
    const QString text = tr("Add %n Units to %1", nullptr, moved).arg(m_id);
    stack->beginMacro(text);
    stack->push(new ChangeForces(m_document, std::move(forces), text));
    stack->push(new ChangeReinforcements(m_document, m_document->scenario().reinforcements, text));
    stack->endMacro();
}

void ReinforcementForm::removeUnits(const QStringList &forceIds)
{
    if (!current() || forceIds.isEmpty())
        return;
    QList<ForceEntry> forces = m_document->scenario().forces;
    for (const QString &id : forceIds) {
        for (const ForceEntry &f : std::as_const(forces)) {
            if (f.id == id && f.placement.kind == Placement::Kind::Reinforcement
                && f.placement.reinforcement == m_id) {
                forces = schedule::moveOffBoard(forces, id, f.count);
                break;
            }
        }
    }
    if (schedule::sameData(forces, m_document->scenario().forces))
        return;
    QUndoStack *stack = m_document->undoStack();
    const QString text = tr("Return Units of %1 Off-board").arg(m_id);
    stack->beginMacro(text);
    stack->push(new ChangeForces(m_document, std::move(forces), text));
    stack->push(new ChangeReinforcements(m_document, m_document->scenario().reinforcements, text));
    stack->endMacro();
}

void ReinforcementForm::showAddUnitsDialog()
{
    const Reinforcement *r = current();
    if (!r)
        return;
    AddUnitsDialog dialog(m_document->scenario(), m_document->ruleset(), r->side, this);
    if (dialog.isEmpty()) {
        QMessageBox::information(this, tr("No Units Off-board"),
                                 tr("No units of this side are held off-board. Buy them in the "
                                    "Forces dock: new lines start off-board."));
        return;
    }
    if (dialog.exec() == QDialog::Accepted)
        addUnits(dialog.counts());
}

void ReinforcementForm::removeSelectedUnits()
{
    QStringList ids;
    for (const QModelIndex &index : m_unitsTable->selectionModel()->selectedRows())
        ids.append(m_unitsTable->item(index.row(), 0)->data(Qt::UserRole).toString());
    removeUnits(ids);
}

AddUnitsDialog::AddUnitsDialog(const Scenario &scenario, const Ruleset &ruleset,
                               const QString &side, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("addUnitsDialog"));
    setWindowTitle(tr("Add Units"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("How many of the units held off-board arrive?"), this));
    auto *table = new QTableWidget(0, 3, this);
    table->setObjectName(QStringLiteral("addUnitsTable"));
    table->setHorizontalHeaderLabels({tr("Unit"), tr("Off-board"), tr("Arrive")});
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    for (const ForceEntry &f : scenario.forces) {
        if (f.side != side || f.placement.kind != Placement::Kind::OffBoard)
            continue;
        const int row = table->rowCount();
        table->insertRow(row);
        QString name
            = QStringLiteral("%1, %2").arg(unitName(ruleset, f), colourName(ruleset, f.colour));
        if (!f.options.isEmpty())
            name += QStringLiteral(" (%1)").arg(f.options.join(QStringLiteral(", ")));
        table->setItem(row, 0, new QTableWidgetItem(name));
        table->setItem(row, 1, new QTableWidgetItem(QString::number(f.count)));
        auto *spin = new QSpinBox(table);
        spin->setObjectName(QStringLiteral("arrive_%1").arg(f.id));
        spin->setRange(0, f.count);
        spin->setValue(f.count);
        table->setCellWidget(row, 2, spin);
        m_spins.append({f.id, spin});
    }
    layout->addWidget(table);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(420, 300);
}

QMap<QString, int> AddUnitsDialog::counts() const
{
    QMap<QString, int> counts;
    for (const auto &[id, spin] : m_spins) {
        if (spin->value() > 0)
            counts.insert(id, spin->value());
    }
    return counts;
}

} // namespace hexwright
