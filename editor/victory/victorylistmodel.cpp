// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "victory/victorylistmodel.h"

#include "document/scenariodocument.h"
#include "scenario/victoryschema.h"
#include "scenario/victorytext.h"

namespace hexwright {

VictoryListModel::VictoryListModel(QObject *parent)
    : IdRowsModel(parent)
{ }

void VictoryListModel::setDocument(ScenarioDocument *document)
{
    if (m_document == document)
        return;
    beginResetModel();
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_rows = m_document ? m_document->scenario().victory : QList<VictoryCondition>();
    if (m_document) {
        connect(m_document, &ScenarioDocument::victoryChanged, this,
                &VictoryListModel::victoryChanged);
        // Sentences name sides, zones and markers; the "ends the game" mark follows the
        // game length.
        connectEach(m_document, this, &VictoryListModel::namesChanged,
                    &ScenarioDocument::sidesChanged, &ScenarioDocument::zonesChanged,
                    &ScenarioDocument::markersChanged, &ScenarioDocument::gameLengthChanged);
        connect(m_document, &QObject::destroyed, this, [this] {
            beginResetModel();
            m_rows.clear();
            endResetModel();
        });
    }
    endResetModel();
}

int VictoryListModel::rowOf(const QString &id) const
{
    return rowOfId(id);
}

int VictoryListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant VictoryListModel::data(const QModelIndex &index, int role) const
{
    if (!m_document
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)
        || index.row() >= m_rows.size())
        return QVariant();
    const Scenario &s = m_document->scenario();
    const VictoryCondition &v = m_rows.at(index.row());
    const bool endsGame = !v.id.isEmpty() && s.gameLength.until == v.id;
    switch (role) {
    case Qt::DisplayRole: {
        const QString text
            = victoryConditionText(v, s, &m_document->ruleset(), &m_document->panels());
        return endsGame ? tr("%1 (ends the game)").arg(text) : text;
    }
    case Qt::ToolTipRole: {
        const VictoryKind *kind = findVictoryKind(v.kind);
        QString tip = tr("%1 (%2)").arg(v.id, kind ? tr(kind->summary) : v.kind);
        const QString description = v.parameters.value(QStringLiteral("description")).toString();
        if (!description.isEmpty() && v.kind != QLatin1String("free_text"))
            tip += QLatin1Char('\n') + description;
        return tip;
    }
    case IdRole:
        return v.id;
    case KindRole:
        return v.kind;
    case EndsGameRole:
        return endsGame;
    default:
        return QVariant();
    }
}

void VictoryListModel::victoryChanged(const IdChanges &changes)
{
    syncRows(m_document ? m_document->scenario().victory : QList<VictoryCondition>(), changes);
    // The "ends the game" mark and sentences that name other conditions follow any change.
    namesChanged();
}

void VictoryListModel::namesChanged()
{
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0), index(int(m_rows.size()) - 1));
}

} // namespace hexwright
