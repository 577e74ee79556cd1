// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"
#include "shell/idrowsmodel.h"

#include <QAbstractListModel>
#include <QPointer>

namespace hexwright {

class ScenarioDocument;

/**
 * The scenario's victory conditions as a read-only list, one readable sentence per row
 * (victoryConditionText). Edits are made by the dock with undo commands; the model only
 * follows the document's signals.
 */
class VictoryListModel : public IdRowsModel<QAbstractListModel, VictoryCondition>
{
    Q_OBJECT

public:
    enum Roles { IdRole = Qt::UserRole + 1, KindRole, EndsGameRole };

    explicit VictoryListModel(QObject *parent = nullptr);

    void setDocument(ScenarioDocument *document);
    ScenarioDocument *document() const { return m_document; }
    int rowOf(const QString &id) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    void victoryChanged(const IdChanges &changes);
    void namesChanged();

    QPointer<ScenarioDocument> m_document;
};

} // namespace hexwright
