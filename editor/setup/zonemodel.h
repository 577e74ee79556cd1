// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"
#include "shell/idrowsmodel.h"

#include <QAbstractTableModel>

namespace hexwright {

class SetupState;

/**
 * The scenario's zones as a table: name (with the zone's colour and a check box that shows
 * or hides it on the map), hex count and description. Editing a name or description pushes
 * a ChangeZones command, merged while typing into one field; the check box is view state
 * and changes nothing in the scenario.
 */
class ZoneModel : public IdRowsModel<QAbstractTableModel, Zone>
{
    Q_OBJECT

public:
    enum Column { NameColumn, HexesColumn, DescriptionColumn, ColumnCount };
    enum Role { ZoneIdRole = Qt::UserRole };

    explicit ZoneModel(SetupState *state, QObject *parent = nullptr);

    /// The row of zone @p zoneId, or -1.
    int rowOf(const QString &zoneId) const;
    QString zoneId(int row) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    void refresh(const IdChanges &changes);

    SetupState *m_state;
};

} // namespace hexwright
