// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/idchanges.h"

#include <QList>
#include <QModelIndex>
#include <QSet>

namespace hexwright {

/**
 * An item model whose rows are scenario parts with ids (force entries, zones, victory
 * conditions), kept in step with the document through the IdChanges its signals carry.
 *
 * syncRows() removes the rows that went, inserts the rows that came and reports the rows
 * the document says changed, so that selections and scroll positions stay where they were;
 * only a change of order resets the model. The rows may be a filtered view of the
 * document's list (the roster shows one side): a part that moved out of the filter goes
 * like a removed one. @p Base is QAbstractListModel or QAbstractTableModel.
 */
template<typename Base, typename Row> class IdRowsModel : public Base
{
public:
    using Base::Base;

    int rowOfId(const QString &id) const
    {
        for (qsizetype row = 0; row < m_rows.size(); ++row) {
            if (m_rows.at(row).id == id)
                return int(row);
        }
        return -1;
    }

protected:
    void syncRows(const QList<Row> &next, const IdChanges &changes)
    {
        if (changes.reset) {
            resetRows(next);
            return;
        }
        QSet<QString> nextIds;
        for (const Row &row : next)
            nextIds.insert(row.id);
        for (qsizetype row = m_rows.size() - 1; row >= 0; --row) {
            if (nextIds.contains(m_rows.at(row).id))
                continue;
            this->beginRemoveRows(QModelIndex(), int(row), int(row));
            m_rows.removeAt(row);
            this->endRemoveRows();
        }
        QSet<QString> shown;
        for (const Row &row : std::as_const(m_rows))
            shown.insert(row.id);
        qsizetype kept = 0;
        for (const Row &row : next) {
            if (!shown.contains(row.id))
                continue;
            if (m_rows.at(kept++).id != row.id) {
                resetRows(next);
                return;
            }
        }
        for (qsizetype row = 0; row < next.size(); ++row) {
            if (shown.contains(next.at(row).id))
                continue;
            this->beginInsertRows(QModelIndex(), int(row), int(row));
            m_rows.insert(row, next.at(row));
            this->endInsertRows();
        }
        const QSet<QString> changed(changes.changed.cbegin(), changes.changed.cend());
        // Through the base class: QAbstractListModel hides columnCount().
        const int lastColumn
            = static_cast<const QAbstractItemModel *>(this)->columnCount(QModelIndex()) - 1;
        for (qsizetype row = 0; row < m_rows.size(); ++row) {
            if (!changed.contains(m_rows.at(row).id))
                continue;
            m_rows[row] = next.at(row);
            Q_EMIT this->dataChanged(this->index(int(row), 0), this->index(int(row), lastColumn));
        }
    }

    void resetRows(const QList<Row> &next)
    {
        this->beginResetModel();
        m_rows = next;
        this->endResetModel();
    }

    QList<Row> m_rows; ///< the parts as last shown
};

} // namespace hexwright
