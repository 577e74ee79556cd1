// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "setup/zonemodel.h"

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "setup/setupstate.h"

#include <QUndoStack>

namespace hexwright {

ZoneModel::ZoneModel(SetupState *state, QObject *parent)
    : IdRowsModel(parent)
    , m_state(state)
{
    connect(state, &SetupState::zonesChanged, this, &ZoneModel::refresh);
    connect(state, &SetupState::visibilityChanged, this, [this] {
        if (!m_rows.isEmpty())
            Q_EMIT dataChanged(index(0, NameColumn), index(int(m_rows.size()) - 1, NameColumn),
                               {Qt::CheckStateRole});
    });
    refresh(IdChanges::everything());
}

void ZoneModel::refresh(const IdChanges &changes)
{
    syncRows(m_state->document() ? m_state->document()->scenario().zones : QList<Zone>(), changes);
    // Colours follow the ids; a zone added or removed elsewhere may move one.
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, NameColumn), index(int(m_rows.size()) - 1, NameColumn),
                           {Qt::DecorationRole});
}

int ZoneModel::rowOf(const QString &zoneId) const
{
    return rowOfId(zoneId);
}

QString ZoneModel::zoneId(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).id : QString();
}

int ZoneModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ZoneModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ZoneModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Zone &zone = m_rows.at(index.row());
    if (role == ZoneIdRole)
        return zone.id;
    switch (index.column()) {
    case NameColumn:
        if (role == Qt::DisplayRole || role == Qt::EditRole)
            return role == Qt::DisplayRole && zone.name.isEmpty() ? zone.id : zone.name;
        if (role == Qt::DecorationRole)
            return m_state->zoneColour(zone.id);
        if (role == Qt::CheckStateRole)
            return m_state->isZoneVisible(zone.id) ? Qt::Checked : Qt::Unchecked;
        if (role == Qt::ToolTipRole) {
            const QString tip = tr("%1 (id %2). Uncheck to hide it on the map.")
                                    .arg(zone.name.isEmpty() ? zone.id : zone.name, zone.id);
            // A zone made from a preset moves with its panel: say so where it is listed.
            return zone.preset ? tip + QLatin1Char(' ')
                    + tr("Made from a preset: its hexes follow changes of the panel layout.")
                               : tip;
        }
        break;
    case HexesColumn:
        if (role == Qt::DisplayRole)
            return int(zone.hexes.size());
        if (role == Qt::TextAlignmentRole)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        break;
    case DescriptionColumn:
        if (role == Qt::DisplayRole || role == Qt::EditRole || role == Qt::ToolTipRole)
            return zone.description;
        break;
    default:
        break;
    }
    return {};
}

bool ZoneModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    const Zone &shown = m_rows.at(index.row());
    if (index.column() == NameColumn && role == Qt::CheckStateRole) {
        m_state->setZoneVisible(shown.id, value.value<Qt::CheckState>() == Qt::Checked);
        return true;
    }
    ScenarioDocument *document = m_state->document();
    if (!document || role != Qt::EditRole
        || (index.column() != NameColumn && index.column() != DescriptionColumn))
        return false;
    QList<Zone> zones = document->scenario().zones;
    for (Zone &zone : zones) {
        if (zone.id != shown.id)
            continue;
        const QString text = value.toString();
        const bool name = index.column() == NameColumn;
        if (name && text.trimmed().isEmpty())
            return false;
        QString &field = name ? zone.name : zone.description;
        if (field == text)
            return true;
        field = text;
        document->undoStack()->push(new ChangeZones(
            document, std::move(zones),
            name ? tr("Rename Zone '%1'").arg(shown.name.isEmpty() ? shown.id : shown.name)
                 : tr("Change Description of Zone '%1'").arg(zone.name),
            QStringLiteral("%1:%2").arg(name ? QStringLiteral("zone-name")
                                             : QStringLiteral("zone-description"),
                                        shown.id)));
        return true;
    }
    return false;
}

Qt::ItemFlags ZoneModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (!index.isValid())
        return flags;
    if (index.column() == NameColumn)
        flags |= Qt::ItemIsEditable | Qt::ItemIsUserCheckable;
    if (index.column() == DescriptionColumn)
        flags |= Qt::ItemIsEditable;
    return flags;
}

QVariant ZoneModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Zone");
    case HexesColumn:
        return tr("Hexes");
    case DescriptionColumn:
        return tr("Description");
    default:
        return {};
    }
}

} // namespace hexwright
