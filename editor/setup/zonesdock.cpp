// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "setup/zonesdock.h"

#include "commands/changescenariopart.h"
#include "dockscroll.h"
#include "document/scenariodocument.h"
#include "edit/placementedits.h"
#include "edit/zonepresets.h"
#include "editorcontext.h"
#include "setup/presetdialog.h"
#include "setup/setupstate.h"
#include "setup/zonemodel.h"
#include "setup/zonetool.h"

#include <QColorDialog>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

namespace hexwright {

ZonesDock::ZonesDock(SetupState *state, ZoneTool *tool, QWidget *parent)
    : QDockWidget(tr("Zones"), parent)
    , m_state(state)
    , m_tool(tool)
    , m_model(new ZoneModel(state, this))
{
    setObjectName(QStringLiteral("zonesDock"));
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);

    m_view = new QTableView(body);
    m_view->setObjectName(QStringLiteral("zonesView"));
    m_view->setAccessibleName(tr("Setup zones"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    // Name and description share the width; the count takes what it needs.
    m_view->horizontalHeader()->setSectionResizeMode(ZoneModel::NameColumn, QHeaderView::Stretch);
    m_view->horizontalHeader()->setSectionResizeMode(ZoneModel::HexesColumn,
                                                     QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(ZoneModel::DescriptionColumn,
                                                     QHeaderView::Stretch);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                            | QAbstractItemView::AnyKeyPressed);
    layout->addWidget(m_view, 1);

    m_hint = new QLabel(tr("Paint the selected zone with the Zone tool (Z): drag to add hexes, "
                           "right-drag to take them away."),
                        body);
    m_hint->setWordWrap(true);
    layout->addWidget(m_hint);

    // Two rows, so the buttons fit the narrow left dock column.
    auto *buttons = new QGridLayout;
    m_addButton = new QPushButton(tr("&Add"), body);
    m_addButton->setObjectName(QStringLiteral("zoneAddButton"));
    m_addButton->setToolTip(tr("Add an empty zone and paint it with the Zone tool"));
    m_duplicateButton = new QPushButton(tr("D&uplicate"), body);
    m_duplicateButton->setObjectName(QStringLiteral("zoneDuplicateButton"));
    m_removeButton = new QPushButton(tr("&Remove"), body);
    m_removeButton->setObjectName(QStringLiteral("zoneRemoveButton"));
    m_presetButton = new QPushButton(tr("From &Preset..."), body);
    m_presetButton->setObjectName(QStringLiteral("zonePresetButton"));
    m_presetButton->setToolTip(tr("A zone worded as the book does: a whole panel, a panel's "
                                  "edge, its city hexes, within N hexes of a panel"));
    m_colourButton = new QPushButton(tr("&Colour..."), body);
    m_colourButton->setObjectName(QStringLiteral("zoneColourButton"));
    m_colourButton->setToolTip(tr("Choose the colour the selected zone is tinted in; it is "
                                  "kept in the scenario"));
    m_subtractButton = new QPushButton(tr("&Subtract Zone..."), body);
    m_subtractButton->setObjectName(QStringLiteral("zoneSubtractButton"));
    m_subtractButton->setToolTip(tr("Take the hexes of another zone out of the selected one"));
    buttons->addWidget(m_addButton, 0, 0);
    buttons->addWidget(m_presetButton, 0, 1);
    buttons->addWidget(m_duplicateButton, 1, 0);
    buttons->addWidget(m_removeButton, 1, 1);
    buttons->addWidget(m_colourButton, 2, 0);
    buttons->addWidget(m_subtractButton, 2, 1);
    layout->addLayout(buttons);
    setWidget(inDockScrollArea(body));

    connect(m_addButton, &QPushButton::clicked, this, &ZonesDock::addZone);
    connect(m_duplicateButton, &QPushButton::clicked, this, &ZonesDock::duplicateZone);
    connect(m_removeButton, &QPushButton::clicked, this, &ZonesDock::removeZone);
    connect(m_presetButton, &QPushButton::clicked, this, &ZonesDock::newZoneFromPreset);
    connect(m_colourButton, &QPushButton::clicked, this, &ZonesDock::chooseColour);
    connect(m_subtractButton, &QPushButton::clicked, this, &ZonesDock::subtractZoneAsked);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                m_state->setCurrentZone(m_model->zoneId(current.row()));
            });
    connect(state, &SetupState::currentZoneChanged, this, &ZonesDock::selectCurrent);
    connect(m_model, &QAbstractItemModel::modelReset, this, &ZonesDock::selectCurrent);
    connect(state, &SetupState::zonesChanged, this, &ZonesDock::updateButtons);

    m_confirm = [this](const QString &text) {
        return QMessageBox::question(this, tr("Remove Zone"), text,
                                     QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
            == QMessageBox::Yes;
    };
    m_askColour = [this](const QColor &current) {
        return QColorDialog::getColor(current, this, tr("Zone Colour"));
    };
    m_askZone = [this](const QStringList &names) {
        bool ok = false;
        const QString name
            = QInputDialog::getItem(this, tr("Subtract Zone"),
                                    tr("Take the hexes of this zone out:"), names, 0, false, &ok);
        return ok ? int(names.indexOf(name)) : -1;
    };
    updateButtons();
}

void ZonesDock::selectCurrent()
{
    const int row = m_model->rowOf(m_state->currentZone());
    const QModelIndex index = m_model->index(row, ZoneModel::NameColumn);
    if (row >= 0 && m_view->selectionModel()->currentIndex().row() != row)
        m_view->selectionModel()->setCurrentIndex(
            index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    else if (row < 0)
        m_view->selectionModel()->clearSelection();
    updateButtons();
}

bool ZonesDock::selectZone(const QString &zoneId)
{
    if (m_model->rowOf(zoneId) < 0)
        return false;
    m_state->setZoneVisible(zoneId, true);
    m_state->setCurrentZone(zoneId);
    selectCurrent();
    const int row = m_model->rowOf(zoneId);
    m_view->scrollTo(m_model->index(row, ZoneModel::NameColumn));
    return m_view->selectionModel()->currentIndex().row() == row;
}

void ZonesDock::updateButtons()
{
    const bool open = m_state->document() != nullptr;
    const bool current = open && m_state->document()->scenario().findZone(m_state->currentZone());
    m_addButton->setEnabled(open);
    m_presetButton->setEnabled(open && !m_state->document()->scenario().layout.isEmpty());
    m_duplicateButton->setEnabled(current);
    m_removeButton->setEnabled(current);
    m_colourButton->setEnabled(current);
    m_subtractButton->setEnabled(current && m_state->document()->scenario().zones.size() > 1);
}

QString ZonesDock::createZone(const QString &name, const QString &description,
                              const QList<OffsetCoord> &hexes, const QString &undoText,
                              const std::optional<ZonePreset> &preset)
{
    ScenarioDocument *document = m_state->document();
    if (!document)
        return {};
    Zone zone;
    zone.id = uniqueZoneId(document->scenario(), name);
    zone.name = name;
    zone.description = description;
    zone.hexes = hexes;
    zone.preset = preset;
    QList<Zone> zones = document->scenario().zones;
    zones.append(zone);
    document->undoStack()->push(new ChangeZones(document, std::move(zones), undoText));
    m_state->setZoneVisible(zone.id, true);
    m_state->setCurrentZone(zone.id);
    return zone.id;
}

void ZonesDock::addZone()
{
    ScenarioDocument *document = m_state->document();
    if (!document)
        return;
    const QList<Zone> &zones = document->scenario().zones;
    QString name;
    for (int n = int(zones.size()) + 1;; ++n) {
        name = tr("Zone %1").arg(n);
        if (std::none_of(zones.begin(), zones.end(),
                         [&name](const Zone &z) { return z.name == name; }))
            break;
    }
    createZone(name, QString(), {}, tr("Add Zone '%1'").arg(name));
    if (m_tool)
        m_state->context()->activateTool(m_tool);
    m_state->context()->showStatus(
        tr("Paint \"%1\" on the map: drag to add hexes, right-drag to take them away.").arg(name));
}

void ZonesDock::duplicateZone()
{
    const ScenarioDocument *document = m_state->document();
    const Zone *zone = document ? document->scenario().findZone(m_state->currentZone()) : nullptr;
    if (!zone)
        return;
    const Zone copy = *zone;
    const QString copyOf = copy.name.isEmpty() ? copy.id : copy.name;
    createZone(tr("%1 (copy)").arg(copyOf), copy.description, copy.hexes,
               tr("Duplicate Zone '%1'").arg(copyOf), copy.preset);
}

void ZonesDock::removeZone()
{
    ScenarioDocument *document = m_state->document();
    const Zone *zone = document ? document->scenario().findZone(m_state->currentZone()) : nullptr;
    if (!zone)
        return;
    const QString id = zone->id;
    const QString name = zone->name.isEmpty() ? zone->id : zone->name;
    const QStringList uses = zoneUses(document->scenario(), id);
    if (!uses.isEmpty()) {
        const QString text
            = tr("\"%1\" is in use:\n\n- %2\n\nRemove it anyway? Units set up in it go off "
                 "board; reinforcements, hidden units and victory conditions that name it will "
                 "need another zone (the Problems dock lists them).")
                  .arg(name, uses.join(QStringLiteral("\n- ")));
        if (!m_confirm || !m_confirm(text))
            return;
    }
    QList<Zone> zones = document->scenario().zones;
    zones.removeIf([&id](const Zone &z) { return z.id == id; });
    QList<ForceEntry> forces = document->scenario().forces;
    bool unitsMoved = false;
    for (const ForceEntry &entry : document->scenario().forces) {
        if (entry.placement.kind == Placement::Kind::Zone && entry.placement.zone == id) {
            forces = returnOffBoard(forces, entry.id);
            unitsMoved = true;
        }
    }
    // A side whose units set up there by default no longer has a default zone.
    QList<Side> sides = document->scenario().sides;
    bool sidesChanged = false;
    for (Side &side : sides) {
        if (side.defaultZone == id) {
            side.defaultZone.clear();
            sidesChanged = true;
        }
    }
    QUndoStack *stack = document->undoStack();
    stack->beginMacro(tr("Remove Zone '%1'").arg(name));
    if (unitsMoved)
        stack->push(new ChangeForces(document, std::move(forces), tr("Units off board")));
    if (sidesChanged)
        stack->push(new ChangeSides(document, std::move(sides), tr("No default set-up zone")));
    stack->push(new ChangeZones(document, std::move(zones), tr("Remove Zone '%1'").arg(name)));
    stack->endMacro();
}

void ZonesDock::newZoneFromPreset()
{
    if (!m_state->document())
        return;
    PresetDialog dialog(m_state, window());
    if (dialog.exec() != QDialog::Accepted || dialog.hexes().isEmpty())
        return;
    const QString wording
        = presetWording(dialog.preset(), m_state->document()->scenario(),
                        m_state->document()->panels(), m_state->document()->ruleset());
    createZone(dialog.zoneName(), wording, dialog.hexes(),
               tr("Add Zone '%1' from Preset").arg(dialog.zoneName()), dialog.preset());
}

void ZonesDock::chooseColour()
{
    const ScenarioDocument *document = m_state->document();
    const Zone *zone = document ? document->scenario().findZone(m_state->currentZone()) : nullptr;
    if (!zone || !m_askColour)
        return;
    const QString id = zone->id;
    const QColor colour = m_askColour(m_state->zoneColour(id));
    if (colour.isValid())
        setZoneColour(id, colour);
}

bool ZonesDock::setZoneColour(const QString &zoneId, const QColor &colour)
{
    ScenarioDocument *document = m_state->document();
    if (!document || !colour.isValid())
        return false;
    QList<Zone> zones = document->scenario().zones;
    for (Zone &zone : zones) {
        if (zone.id != zoneId)
            continue;
        const QString name = colour.name(QColor::HexRgb);
        if (zone.colour == name)
            return false;
        zone.colour = name;
        const QString shown = zone.name.isEmpty() ? zone.id : zone.name;
        document->undoStack()->push(new ChangeZones(document, std::move(zones),
                                                    tr("Change Colour of Zone '%1'").arg(shown)));
        return true;
    }
    return false;
}

void ZonesDock::subtractZoneAsked()
{
    const ScenarioDocument *document = m_state->document();
    const Zone *zone = document ? document->scenario().findZone(m_state->currentZone()) : nullptr;
    if (!zone || !m_askZone)
        return;
    const QString id = zone->id;
    QStringList ids, names;
    for (const Zone &other : document->scenario().zones) {
        if (other.id == id)
            continue;
        ids.append(other.id);
        names.append(other.name.isEmpty() ? other.id : other.name);
    }
    if (ids.isEmpty())
        return;
    const int chosen = m_askZone(names);
    if (chosen < 0 || chosen >= ids.size())
        return;
    if (!subtractZone(id, ids.at(chosen)))
        m_state->context()->showStatus(
            tr("\"%1\" has no hexes of \"%2\".")
                .arg(zone->name.isEmpty() ? id : zone->name, names.at(chosen)));
}

bool ZonesDock::subtractZone(const QString &zoneId, const QString &subtractId)
{
    ScenarioDocument *document = m_state->document();
    if (!document || zoneId == subtractId)
        return false;
    const Zone *away = document->scenario().findZone(subtractId);
    if (!away)
        return false;
    const QString awayName = away->name.isEmpty() ? away->id : away->name;
    QList<Zone> zones = document->scenario().zones;
    for (Zone &zone : zones) {
        if (zone.id != zoneId)
            continue;
        QList<OffsetCoord> hexes = subtractHexes(zone.hexes, away->hexes);
        if (hexes.size() == zone.hexes.size())
            return false;
        zone.hexes = std::move(hexes);
        // Its hexes are no longer what the preset says: a layout change must not undo this.
        zone.preset.reset();
        const QString name = zone.name.isEmpty() ? zone.id : zone.name;
        document->undoStack()->push(
            new ChangeZones(document, std::move(zones),
                            tr("Subtract Zone '%1' from Zone '%2'").arg(awayName, name)));
        return true;
    }
    return false;
}

} // namespace hexwright
