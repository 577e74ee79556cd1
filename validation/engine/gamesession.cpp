// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/gamesession.h"

#include "engine/playlog.h"

#include <QJsonDocument>

namespace hexwright {

GameSession::~GameSession() = default;

QList<QJsonObject> GameSession::legalActions() const
{
    QList<QJsonObject> actions;
    const int count = legalActionCount();
    actions.reserve(count);
    for (int i = 0; i < count; ++i)
        actions.append(legalAction(i));
    return actions;
}

QString GameSession::placeRefusal(const QString &id, const Place &place) const
{
    return placesFor(id).contains(place) ? QString()
                                         : QStringLiteral("the rules give it no place there");
}

QByteArray GameSession::logText() const
{
    return playLogText(log()) + QJsonDocument(finalLine()).toJson(QJsonDocument::Compact) + '\n';
}

} // namespace hexwright
