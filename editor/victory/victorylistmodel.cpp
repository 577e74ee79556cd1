// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "victory/victorylistmodel.h"

#include "document/scenariodocument.h"
#include "scenario/victoryschema.h"
#include "scenario/victorytext.h"

namespace hexwright {

VictoryListModel::VictoryListModel(QObject *parent)
    : QAbstractListModel(parent)
{ }

void VictoryListModel::setDocument(ScenarioDocument *document)
{
    if (m_document == document)
        return;
    beginResetModel();
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_rows = m_document ? int(m_document->scenario().victory.size()) : 0;
    if (m_document) {
        connect(m_document, &ScenarioDocument::victoryChanged, this,
                &VictoryListModel::victoryChanged);
        // Sentences name sides, zones and markers; the "ends the game" mark follows the
        // game length.
        for (auto signal :
             {&ScenarioDocument::sidesChanged, &ScenarioDocument::zonesChanged,
              &ScenarioDocument::markersChanged, &ScenarioDocument::gameLengthChanged}) {
            connect(m_document, signal, this, &VictoryListModel::namesChanged);
        }
        connect(m_document, &QObject::destroyed, this, [this] {
            beginResetModel();
            m_rows = 0;
            endResetModel();
        });
    }
    endResetModel();
}

int VictoryListModel::rowOf(const QString &id) const
{
    if (!m_document)
        return -1;
    return int(m_document->scenario().victoryIds().indexOf(id));
}

int VictoryListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

QVariant VictoryListModel::data(const QModelIndex &index, int role) const
{
    if (!m_document
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)
        || index.row() >= m_document->scenario().victory.size())
        return QVariant();
    const Scenario &s = m_document->scenario();
    const VictoryCondition &v = s.victory.at(index.row());
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

void VictoryListModel::victoryChanged()
{
    const int rows = m_document ? int(m_document->scenario().victory.size()) : 0;
    if (rows != m_rows) {
        beginResetModel();
        m_rows = rows;
        endResetModel();
        return;
    }
    namesChanged();
}

void VictoryListModel::namesChanged()
{
    if (m_rows > 0)
        Q_EMIT dataChanged(index(0), index(m_rows - 1));
}

} // namespace hexwright
