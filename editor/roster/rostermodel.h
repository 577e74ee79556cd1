// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/diagnostic.h"
#include "scenario/scenario.h"
#include "shell/idrowsmodel.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace hexwright {

class ScenarioDocument;

/**
 * The point-buy roster of one side: one row per force entry of the side, in file order.
 *
 * The model never changes the scenario itself: setData() builds the new force list and
 * pushes a ChangeForces command (merged per entry and column, so typing a count is one undo
 * step), and the model follows the document's forcesChanged and sidesChanged signals.
 */
class RosterModel : public IdRowsModel<QAbstractTableModel, ForceEntry>
{
    Q_OBJECT

public:
    enum Column {
        UnitColumn,
        CountColumn,
        OptionsColumn,
        UnitCostColumn,
        LineCostColumn,
        PlacedColumn,
        ColumnCount
    };

    /// Roster lines dragged out of the table: force entry ids, one per line (UTF-8).
    static constexpr const char *MimeType = "application/x-hexwright-force-entries";

    enum Role {
        ForceIdRole = Qt::UserRole, ///< QString: the force entry's id
        UnitTypeRole, ///< QString: unit type id
        ColourRole, ///< QString: army colour id
        OptionsRole, ///< QStringList: chosen purchase option ids
        AvailableOptionsRole, ///< QStringList: purchase option ids the unit type can take
        AvailableOptionNamesRole, ///< QStringList: their names, in the same order
        UnitCostRole, ///< int: points per unit, options and rally cost included
        LineCostRole, ///< int: points of the whole entry
        /// QString: where the entry sets up, as a key: "offboard", "zone:<id>", "hex:<col>,<row>"
        /// or "reinforcement:<id>"; setData() on the Placed column takes "offboard" or a zone
        PlacementRole,
        /// QVariantList of QVariantMap {key, text}: the placements the Placed column offers
        PlacementChoicesRole,
        /// int (Severity): the worst problem the checks found with the entry; none: invalid
        ProblemSeverityRole,
        /// QStringList: the messages of the entry's problems, worst first
        ProblemMessagesRole,
    };

    explicit RosterModel(QObject *parent = nullptr);

    ScenarioDocument *document() const { return m_document; }
    void setDocument(ScenarioDocument *document);
    QString side() const { return m_side; }
    void setSide(const QString &sideId);

    /// The force entry shown on @p row, or null.
    const ForceEntry *entry(int row) const;
    /// The row of force entry @p forceId, or -1.
    int rowOf(const QString &forceId) const;

    /// Purchase option ids @p unitTypeId can take under the document's ruleset.
    QStringList availableOptions(const QString &unitTypeId) const;
    /// "Gas, Paratroop drop": the names of purchase options @p ids.
    QString optionNames(const QStringList &ids) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    Qt::DropActions supportedDragActions() const override
    {
        return Qt::CopyAction | Qt::MoveAction;
    }

    /// "Off board", the zone's name or the hex label, for @p entry.
    QString placementText(const ForceEntry &entry) const;

public Q_SLOTS:
    /// The rules engine's problems: lines of force entries they are about get an error or
    /// warning icon in the Unit column and the messages as its tool tip.
    void setDiagnostics(const hexwright::Diagnostics &diagnostics);

private:
    QList<ForceEntry> sideEntries() const;
    void onForcesChanged(const IdChanges &changes);
    void onSidesChanged();
    void reset();
    bool pushEntry(const ForceEntry &changed, const QString &text, const QString &mergeKey);
    QString unitCostText(const ForceEntry &entry) const;
    int unitCost(const ForceEntry &entry) const;

    QPointer<ScenarioDocument> m_document;
    QString m_side;
    struct Problems
    {
        Severity worst = Severity::Info;
        QStringList messages;
    };
    QHash<QString, Problems> m_problems; ///< by force entry id
};

} // namespace hexwright
