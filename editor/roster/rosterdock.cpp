// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "roster/rosterdock.h"

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "edit/placementedits.h"
#include "editorcontext.h"
#include "roster/poolcounts.h"
#include "roster/rostermodel.h"
#include "ruleset/ruleset.h"
#include "scenario/points.h"
#include "shell/actionicons.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QMainWindow>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace hexwright {

namespace {

/// The book's guidance on points (section 6 of the rules).
constexpr double AttackerBonus = 1.2;
constexpr int ShortGameLow = 750;
constexpr int ShortGameHigh = 800;
constexpr int TooFew = 500;
constexpr int TooMany = 1000;

/// Editors of the roster's cells: check boxes for the purchase options, and for the Placed
/// column a combo of "Off board" and the scenario's zones.
class RosterDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override
    {
        if (index.column() == RosterModel::OptionsColumn)
            return createOptionsEditor(parent, index);
        if (index.column() != RosterModel::PlacedColumn)
            return QStyledItemDelegate::createEditor(parent, option, index);
        auto *combo = new QComboBox(parent);
        combo->setObjectName(QStringLiteral("rosterPlacementCombo"));
        const QVariantList choices = index.data(RosterModel::PlacementChoicesRole).toList();
        for (const QVariant &choice : choices) {
            const QVariantMap map = choice.toMap();
            combo->addItem(map.value(QStringLiteral("text")).toString(),
                           map.value(QStringLiteral("key")));
        }
        // Commit as soon as a choice is made, like a spin box's value.
        connect(combo, &QComboBox::activated, this, [this, combo] {
            Q_EMIT const_cast<RosterDelegate *>(this)->commitData(combo);
            Q_EMIT const_cast<RosterDelegate *>(this)->closeEditor(combo);
        });
        return combo;
    }
    void setEditorData(QWidget *editor, const QModelIndex &index) const override
    {
        if (auto *list = qobject_cast<QListWidget *>(editor)) {
            // Filling in the ticks is not the user ticking: no commits meanwhile.
            const QSignalBlocker blocker(list);
            const QStringList chosen = index.data(RosterModel::OptionsRole).toStringList();
            for (int i = 0; i < list->count(); ++i) {
                QListWidgetItem *item = list->item(i);
                item->setCheckState(chosen.contains(item->data(Qt::UserRole).toString())
                                        ? Qt::Checked
                                        : Qt::Unchecked);
            }
            return;
        }
        auto *combo = qobject_cast<QComboBox *>(editor);
        if (!combo || index.column() != RosterModel::PlacedColumn) {
            QStyledItemDelegate::setEditorData(editor, index);
            return;
        }
        combo->setCurrentIndex(combo->findData(index.data(RosterModel::PlacementRole)));
    }
    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override
    {
        if (auto *list = qobject_cast<QListWidget *>(editor)) {
            QStringList chosen;
            for (int i = 0; i < list->count(); ++i) {
                if (list->item(i)->checkState() == Qt::Checked)
                    chosen.append(list->item(i)->data(Qt::UserRole).toString());
            }
            model->setData(index, chosen.join(QStringLiteral(", ")), Qt::EditRole);
            return;
        }
        auto *combo = qobject_cast<QComboBox *>(editor);
        if (!combo || index.column() != RosterModel::PlacedColumn) {
            QStyledItemDelegate::setModelData(editor, model, index);
            return;
        }
        model->setData(index, combo->currentData(), Qt::EditRole);
    }
    void updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option,
                              const QModelIndex &index) const override
    {
        auto *list = qobject_cast<QListWidget *>(editor);
        if (!list) {
            QStyledItemDelegate::updateEditorGeometry(editor, option, index);
            return;
        }
        // A check list over the cell and the rows below it, as tall as its options.
        const int rows = std::max(1, list->count());
        QRect rect = option.rect;
        rect.setHeight(std::max(option.rect.height(),
                                rows * list->sizeHintForRow(0) + 2 * list->frameWidth()));
        rect.setWidth(std::max(rect.width(), list->sizeHintForColumn(0) + 2 * list->frameWidth()));
        list->setGeometry(rect);
    }

private:
    /// Check boxes for the purchase options the line's unit type can take (gas, ECM,
    /// paratroop drop, ...), by name; leaving the editor commits the choice.
    QWidget *createOptionsEditor(QWidget *parent, const QModelIndex &index) const
    {
        const QStringList ids = index.data(RosterModel::AvailableOptionsRole).toStringList();
        if (ids.isEmpty())
            return nullptr;
        const QStringList names = index.data(RosterModel::AvailableOptionNamesRole).toStringList();
        auto *list = new QListWidget(parent);
        list->setObjectName(QStringLiteral("rosterOptionsEditor"));
        list->setToolTip(RosterDock::tr("Check the options to buy for every unit of the line"));
        for (qsizetype i = 0; i < ids.size(); ++i) {
            auto *item = new QListWidgetItem(names.value(i, ids.at(i)), list);
            item->setData(Qt::UserRole, ids.at(i));
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Unchecked);
        }
        // Each tick counts at once, like a check box anywhere else.
        connect(list, &QListWidget::itemChanged, this,
                [this, list] { Q_EMIT const_cast<RosterDelegate *>(this)->commitData(list); });
        return list;
    }
};

} // namespace

RosterDock::RosterDock(QWidget *parent)
    : QDockWidget(tr("Forces"), parent)
    , m_model(new RosterModel(this))
{
    setObjectName(QStringLiteral("rosterDock"));

    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);

    auto *sideRow = new QHBoxLayout;
    auto *sideLabel = new QLabel(tr("&Side:"), body);
    m_sideCombo = new QComboBox(body);
    m_sideCombo->setObjectName(QStringLiteral("rosterSideCombo"));
    sideLabel->setBuddy(m_sideCombo);
    sideRow->addWidget(sideLabel);
    sideRow->addWidget(m_sideCombo, 1);
    layout->addLayout(sideRow);

    m_emptyLabel
        = new QLabel(tr("No sides yet. A scenario needs sides before it has forces."), body);
    m_emptyLabel->setObjectName(QStringLiteral("rosterEmptyLabel"));
    m_emptyLabel->setWordWrap(true);
    layout->addWidget(m_emptyLabel);

    m_content = new QWidget(body);
    auto *content = new QVBoxLayout(m_content);
    content->setContentsMargins(0, 0, 0, 0);

    m_view = new QTableView(m_content);
    m_view->setObjectName(QStringLiteral("rosterView"));
    m_view->setAccessibleName(tr("Forces"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Several lines are placed, dragged or removed at once.
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(RosterModel::UnitColumn, QHeaderView::Stretch);
    // Numbers take only the room they need, so the costs show in a narrow dock.
    for (const int column :
         {RosterModel::CountColumn, RosterModel::UnitCostColumn, RosterModel::LineCostColumn})
        m_view->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_view->setItemDelegate(new RosterDelegate(m_view));
    // Lines drag onto the map to set units up (see editor/setup).
    m_view->setDragEnabled(true);
    m_view->setDragDropMode(QAbstractItemView::DragOnly);
    m_view->setToolTip(tr("Drag a line onto a map hex to set up one unit (Shift: the whole "
                          "line, Ctrl: ask how many, Alt: in the zone under the cursor)"));
    content->addWidget(m_view, 1);

    auto *catalogue = new QFormLayout;
    m_colourLabel = new QLabel(tr("&Colour:"), m_content);
    m_colourCombo = new QComboBox(m_content);
    m_colourCombo->setObjectName(QStringLiteral("rosterColourCombo"));
    m_colourLabel->setBuddy(m_colourCombo);
    catalogue->addRow(m_colourLabel, m_colourCombo);
    m_unitCombo = new QComboBox(m_content);
    m_unitCombo->setObjectName(QStringLiteral("rosterUnitCombo"));
    catalogue->addRow(tr("&Unit:"), m_unitCombo);
    m_countSpin = new QSpinBox(m_content);
    m_countSpin->setObjectName(QStringLiteral("rosterCountSpin"));
    m_countSpin->setRange(1, 1000);
    catalogue->addRow(tr("C&ount:"), m_countSpin);
    content->addLayout(catalogue);

    auto *buttons = new QHBoxLayout;
    m_addButton = new QPushButton(tr("&Add"), m_content);
    m_addButton->setObjectName(QStringLiteral("rosterAddButton"));
    m_removeButton = new QPushButton(tr("&Remove"), m_content);
    m_removeButton->setObjectName(QStringLiteral("rosterRemoveButton"));
    m_removeButton->setToolTip(tr("Remove the selected line (Delete)"));
    m_placeButton = new QPushButton(tr("Place in &Zone..."), m_content);
    m_placeButton->setObjectName(QStringLiteral("rosterPlaceZoneButton"));
    m_placeButton->setToolTip(tr("Set every unit of the selected lines up in a zone"));
    buttons->addWidget(m_addButton);
    buttons->addWidget(m_removeButton);
    buttons->addWidget(m_placeButton);
    buttons->addStretch(1);
    content->addLayout(buttons);

    m_totalLabel = new QLabel(m_content);
    m_totalLabel->setObjectName(QStringLiteral("rosterTotalLabel"));
    content->addWidget(m_totalLabel);
    // A family's unit pool by category (Hammer Wars: 9 / 5 / 2 / 1), live.
    m_poolCounts = new PoolCounts(m_content);
    m_poolCounts->setObjectName(QStringLiteral("rosterPoolCounts"));
    content->addWidget(m_poolCounts);
    m_guidanceLabel = new QLabel(m_content);
    m_guidanceLabel->setObjectName(QStringLiteral("rosterGuidanceLabel"));
    m_guidanceLabel->setWordWrap(true);
    content->addWidget(m_guidanceLabel);

    layout->addWidget(m_content, 1);
    setWidget(body);

    // Delete in the table removes the line; it is taken before the window's own Delete
    // (terrain) shortcut can see it.
    m_view->installEventFilter(this);

    connect(m_sideCombo, &QComboBox::currentIndexChanged, this, [this] {
        m_model->setSide(currentSide());
        refreshCatalogue();
        refreshTotal();
        updateButtons();
    });
    connect(m_colourCombo, &QComboBox::currentIndexChanged, this, &RosterDock::refreshUnits);
    connect(m_unitCombo, &QComboBox::currentIndexChanged, this, &RosterDock::updateButtons);
    connect(m_addButton, &QPushButton::clicked, this, &RosterDock::addLine);
    connect(m_removeButton, &QPushButton::clicked, this, &RosterDock::removeSelectedLines);
    connect(m_placeButton, &QPushButton::clicked, this, &RosterDock::placeSelectedInZoneAsked);
    m_askZone = [this](const QStringList &ids, const QStringList &names) {
        bool ok = false;
        const QString name = QInputDialog::getItem(
            this, tr("Place in Zone"), tr("Set the selected units up in:"), names, 0, false, &ok);
        const qsizetype index = names.indexOf(name);
        return ok && index >= 0 ? ids.at(index) : QString();
    };
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &RosterDock::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, &RosterDock::updateButtons);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &RosterDock::updateButtons);

    refreshSides();
}

void RosterDock::setDocument(ScenarioDocument *document)
{
    if (m_document == document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_model->setDocument(document);
    // The cost columns only for a game whose sides buy their forces with points.
    const bool priced = !m_document || buysForcesWithPoints(m_document->ruleset());
    m_view->setColumnHidden(RosterModel::UnitCostColumn, !priced);
    m_view->setColumnHidden(RosterModel::LineCostColumn, !priced);
    if (m_document) {
        connect(m_document, &ScenarioDocument::sidesChanged, this, [this] {
            refreshSides();
            refreshTotal();
        });
        connect(m_document, &ScenarioDocument::forcesChanged, this, &RosterDock::refreshTotal);
        connect(m_document, &ScenarioDocument::zonesChanged, this, &RosterDock::updateButtons);
        connect(m_document, &QObject::destroyed, this, [this] { refreshSides(); });
    }
    refreshSides();
}

bool RosterDock::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view
        && (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress)) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->matches(QKeySequence::Delete) || key->key() == Qt::Key_Delete) {
            if (event->type() == QEvent::ShortcutOverride) {
                event->accept();
            } else {
                removeSelectedLines();
            }
            return true;
        }
    }
    return QDockWidget::eventFilter(watched, event);
}

QString RosterDock::currentSide() const
{
    return m_sideCombo->currentData().toString();
}

void RosterDock::refreshSides()
{
    const QString previous = currentSide();
    {
        const QSignalBlocker blocker(m_sideCombo);
        m_sideCombo->clear();
        if (m_document) {
            for (const Side &side : m_document->scenario().sides)
                m_sideCombo->addItem(side.name.isEmpty() ? side.id : side.name, side.id);
        }
        const int index = m_sideCombo->findData(previous);
        m_sideCombo->setCurrentIndex(index >= 0 ? index : 0);
    }
    const bool hasSides = m_sideCombo->count() > 0;
    m_sideCombo->setEnabled(hasSides);
    m_emptyLabel->setText(m_document ? tr("No sides yet. A scenario needs sides before it has "
                                          "forces.")
                                     : tr("No scenario is open."));
    m_emptyLabel->setVisible(!hasSides);
    m_content->setVisible(hasSides);
    m_model->setSide(currentSide());
    refreshCatalogue();
    refreshTotal();
    updateButtons();
}

void RosterDock::refreshCatalogue()
{
    const QString previous = m_colourCombo->currentData().toString();
    {
        const QSignalBlocker blocker(m_colourCombo);
        m_colourCombo->clear();
        if (m_document) {
            if (const Side *side = m_document->scenario().findSide(currentSide())) {
                for (const QString &id : side->colours) {
                    const ArmyColour *colour = m_document->ruleset().findColour(id);
                    m_colourCombo->addItem(colour ? colour->name : id, id);
                }
            }
        }
        const int index = m_colourCombo->findData(previous);
        m_colourCombo->setCurrentIndex(index >= 0 ? index : 0);
    }
    const bool several = m_colourCombo->count() > 1;
    m_colourCombo->setVisible(several);
    m_colourLabel->setVisible(several);
    refreshUnits();
}

void RosterDock::refreshUnits()
{
    const QString previous = m_unitCombo->currentData().toString();
    const QSignalBlocker blocker(m_unitCombo);
    m_unitCombo->clear();
    const QString colour = m_colourCombo->currentData().toString();
    if (m_document && !colour.isEmpty()) {
        for (const UnitType &type : m_document->ruleset().unitTypes) {
            if (!type.colours.contains(colour))
                continue;
            // A family with a unit pool names each type's category (Infantry: Assault ...).
            const QString category = poolCategoryName(m_document->ruleset(), type.id);
            // A game whose scenarios give the forces has no price to show.
            const QString text = buysForcesWithPoints(m_document->ruleset())
                ? tr("%1 (%n points)", nullptr, type.cost).arg(type.name)
                : type.name;
            m_unitCombo->addItem(category.isEmpty() ? text : tr("%1: %2").arg(category, text),
                                 type.id);
        }
    }
    const int index = m_unitCombo->findData(previous);
    m_unitCombo->setCurrentIndex(index >= 0 ? index : 0);
    updateButtons();
}

void RosterDock::refreshTotal()
{
    const Side *side = m_document ? m_document->scenario().findSide(currentSide()) : nullptr;
    m_poolCounts->setSide(m_document, side ? side->id : QString());
    QPalette palette = m_totalLabel->palette();
    palette.setColor(QPalette::WindowText, this->palette().color(QPalette::WindowText));
    if (!side) {
        m_totalLabel->clear();
        m_totalLabel->setPalette(palette);
        m_guidanceLabel->clear();
        m_guidanceLabel->hide();
        return;
    }
    if (!buysForcesWithPoints(m_document->ruleset())) {
        // No cost chart (FamilyRules::buysForcesWithPoints()): the side's units, no points.
        const int units = sideUnitCount(m_document->scenario(), side->id);
        m_totalLabel->setText(units == 1 ? tr("1 unit") : tr("%n units", nullptr, units));
        m_totalLabel->setPalette(palette);
        m_totalLabel->setToolTip(QString());
        m_guidanceLabel->clear();
        m_guidanceLabel->hide();
        return;
    }
    const int points = sidePoints(m_document->scenario(), side->id, m_document->ruleset());
    const bool over = side->budget && points > *side->budget;
    if (side->budget)
        m_totalLabel->setText(tr("%1 of %2 points").arg(points).arg(*side->budget));
    else
        m_totalLabel->setText(tr("%n points", nullptr, points));
    if (over)
        palette.setColor(QPalette::WindowText, Qt::red);
    m_totalLabel->setPalette(palette);
    m_totalLabel->setToolTip(over ? tr("Over budget by %n points", nullptr, points - *side->budget)
                                  : QString());

    const QString guidance = side->budget ? guidanceText(points, *side->budget) : QString();
    m_guidanceLabel->setText(guidance);
    m_guidanceLabel->setVisible(!guidance.isEmpty());
}

QString RosterDock::guidanceText(int points, int budget) const
{
    Q_UNUSED(points)
    QStringList lines;
    const Side *side = m_document->scenario().findSide(currentSide());
    // The attacker should have about 20 % more points than the defender.
    for (const Side &other : m_document->scenario().sides) {
        if (other.id == side->id || !other.budget)
            continue;
        if (side->role == Side::Role::Attacker && other.role == Side::Role::Defender) {
            lines.append(tr("The attacker should have about 20 % more points than the defender: "
                            "about %1 against %2's %3.")
                             .arg(qRound(*other.budget * AttackerBonus))
                             .arg(other.name)
                             .arg(*other.budget));
        } else if (side->role == Side::Role::Defender && other.role == Side::Role::Attacker) {
            lines.append(tr("The attacker should have about 20 % more points than the defender: "
                            "about %1 against %2's %3.")
                             .arg(qRound(budget / AttackerBonus))
                             .arg(other.name)
                             .arg(*other.budget));
        }
    }
    if (lines.isEmpty() && side->role == Side::Role::Attacker)
        lines.append(tr("The attacker should have about 20 % more points than the defender."));
    if (budget < TooFew)
        lines.append(tr("Under %1 points buys very few good units.").arg(TooFew));
    else if (budget > TooMany)
        lines.append(tr("Over %1 points is usually too cumbersome.").arg(TooMany));
    lines.append(tr("%1-%2 points a side plays in a few hours; under %3 or over %4 is "
                    "discouraged.")
                     .arg(ShortGameLow)
                     .arg(ShortGameHigh)
                     .arg(TooFew)
                     .arg(TooMany));
    return lines.join(QLatin1Char('\n'));
}

void RosterDock::updateButtons()
{
    const bool hasSide = m_document && !currentSide().isEmpty();
    m_addButton->setEnabled(hasSide && m_unitCombo->currentIndex() >= 0);
    m_removeButton->setEnabled(hasSide && m_view->selectionModel()->hasSelection());
    m_placeButton->setEnabled(hasSide && m_view->selectionModel()->hasSelection()
                              && !m_document->scenario().zoneIds().isEmpty());
}

void RosterDock::addLine()
{
    if (!m_document)
        return;
    const QString sideId = currentSide();
    const QString colour = m_colourCombo->currentData().toString();
    const QString unitId = m_unitCombo->currentData().toString();
    const UnitType *type = m_document->ruleset().findUnitType(unitId);
    if (sideId.isEmpty() || colour.isEmpty() || !type)
        return;

    // New units set up in the side's default zone, if it has one, else off board.
    const Side *side = m_document->scenario().findSide(sideId);
    const Placement target = side && !side->defaultZone.isEmpty() ? zonePlacement(side->defaultZone)
                                                                  : offBoardPlacement();
    // The same unit again, bought the same way and not yet placed elsewhere, raises that
    // line's count: one line per kind of unit, as a roster is read.
    QList<ForceEntry> forces = m_document->scenario().forces;
    const auto same = std::find_if(forces.begin(), forces.end(), [&](const ForceEntry &e) {
        return e.side == sideId && e.colour == colour && e.unitType == unitId && e.options.isEmpty()
            && e.note.isEmpty() && samePlacement(e.placement, target);
    });
    if (same != forces.end()) {
        const QString sameId = same->id;
        same->count += m_countSpin->value();
        m_document->undoStack()->push(
            new ChangeForces(m_document, std::move(forces),
                             tr("Add %1 %2").arg(m_countSpin->value()).arg(type->name)));
        selectLine(sameId);
        return;
    }

    const QStringList ids = m_document->scenario().forceIds();
    QString id;
    for (int n = 1;; ++n) {
        id = QStringLiteral("%1-%2-%3").arg(sideId, unitId).arg(n);
        if (!ids.contains(id))
            break;
    }
    ForceEntry entry;
    entry.id = id;
    entry.side = sideId;
    entry.colour = colour;
    entry.unitType = unitId;
    entry.count = m_countSpin->value();
    entry.placement = target;

    forces.append(entry);
    m_document->undoStack()->push(new ChangeForces(
        m_document, std::move(forces), tr("Add %1 %2").arg(entry.count).arg(type->name)));
    selectLine(id);
}

void RosterDock::selectLine(const QString &forceId)
{
    const int row = m_model->rowOf(forceId);
    if (row >= 0)
        m_view->selectionModel()->setCurrentIndex(m_model->index(row, RosterModel::CountColumn),
                                                  QItemSelectionModel::ClearAndSelect
                                                      | QItemSelectionModel::Rows);
}

void RosterDock::removeSelectedLines()
{
    if (!m_document)
        return;
    QStringList ids;
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    for (const QModelIndex &index : rows)
        ids.append(index.data(RosterModel::ForceIdRole).toString());
    if (ids.isEmpty())
        return;
    QList<ForceEntry> forces = m_document->scenario().forces;
    forces.erase(std::remove_if(forces.begin(), forces.end(),
                                [&ids](const ForceEntry &e) { return ids.contains(e.id); }),
                 forces.end());
    const QString text = ids.size() == 1 ? tr("Remove Force Line")
                                         : tr("Remove %n Force Lines", nullptr, int(ids.size()));
    m_document->undoStack()->push(new ChangeForces(m_document, std::move(forces), text));
}

QStringList RosterDock::selectedLines() const
{
    QList<int> rows;
    const QModelIndexList selected = m_view->selectionModel()->selectedRows();
    for (const QModelIndex &index : selected)
        rows.append(index.row());
    std::sort(rows.begin(), rows.end());
    QStringList ids;
    for (const int row : rows) {
        if (const ForceEntry *entry = m_model->entry(row))
            ids.append(entry->id);
    }
    return ids;
}

void RosterDock::placeSelectedInZoneAsked()
{
    if (!m_document || !m_askZone || selectedLines().isEmpty())
        return;
    QStringList ids, names;
    for (const Zone &zone : m_document->scenario().zones) {
        ids.append(zone.id);
        names.append(zone.name.isEmpty() ? zone.id : zone.name);
    }
    if (ids.isEmpty())
        return;
    const QString zoneId = m_askZone(ids, names);
    if (!zoneId.isEmpty())
        placeSelectedInZone(zoneId);
}

bool RosterDock::placeSelectedInZone(const QString &zoneId)
{
    if (!m_document)
        return false;
    const Zone *zone = m_document->scenario().findZone(zoneId);
    const QStringList ids = selectedLines();
    if (!zone || ids.isEmpty())
        return false;
    const Placement target = zonePlacement(zoneId);
    QList<ForceEntry> forces = m_document->scenario().forces;
    int units = 0;
    for (const QString &id : ids) {
        const auto it = std::find_if(forces.cbegin(), forces.cend(),
                                     [&id](const ForceEntry &e) { return e.id == id; });
        if (it == forces.cend() || samePlacement(it->placement, target))
            continue;
        units += it->count;
        forces = placeUnits(forces, id, it->count, target);
    }
    if (units == 0)
        return false;
    const QString name = zone->name.isEmpty() ? zone->id : zone->name;
    const QString text
        = (units == 1 ? tr("Place 1 Unit in '%1'") : tr("Place %n Units in '%1'", nullptr, units))
              .arg(name);
    m_document->undoStack()->push(new ChangeForces(m_document, std::move(forces), text));
    return true;
}

bool RosterDock::showForce(const QString &forceId)
{
    if (!m_document)
        return false;
    const QList<ForceEntry> &forces = m_document->scenario().forces;
    const auto entry = std::find_if(forces.begin(), forces.end(),
                                    [&forceId](const ForceEntry &f) { return f.id == forceId; });
    if (entry == forces.end())
        return false;
    const int side = m_sideCombo->findData(entry->side);
    if (side < 0)
        return false;
    show();
    raise();
    m_sideCombo->setCurrentIndex(side);
    const int row = m_model->rowOf(forceId);
    if (row < 0)
        return false;
    const QModelIndex index = m_model->index(row, RosterModel::UnitColumn);
    m_view->selectionModel()->setCurrentIndex(
        index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_view->scrollTo(index);
    return true;
}

void installRoster(EditorContext &context)
{
    auto *dock = new RosterDock(context.window());
    dock->setDocument(context.document());
    // Lines with a problem show it (the validation feature keeps the diagnostics current).
    dock->model()->setDiagnostics(context.diagnostics());
    QObject::connect(&context, &EditorContext::diagnosticsChanged, dock->model(),
                     &RosterModel::setDiagnostics);
    QObject::connect(&context, &EditorContext::documentChanged, dock,
                     [dock](ScenarioDocument *document) { dock->setDocument(document); });
    context.addDock(dock, Qt::RightDockWidgetArea, actionIcon(QStringLiteral("hexwright-forces")));
    // A tab beside the Panels dock rather than a sliver under it: each needs the height.
    if (auto *panels
        = context.window()->findChild<QDockWidget *>(QStringLiteral("panelLibraryDock"))) {
        context.window()->tabifyDockWidget(panels, dock);
        panels->raise();
    }
}

} // namespace hexwright
