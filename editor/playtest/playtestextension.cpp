// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "playtest/playtestextension.h"

#include "engine/gamesession.h"

namespace hexwright {

PlaytestExtension::PlaytestExtension(PlaytestWindow &window, GameSession &session)
    : m_window(window)
    , m_session(session)
{ }

PlaytestExtension::~PlaytestExtension() = default;

void PlaytestExtension::mapPressed(const MapMouseEvent &event)
{
    Q_UNUSED(event);
}

void PlaytestExtension::mapHovered(const MapMouseEvent &event)
{
    Q_UNUSED(event);
}

void PlaytestExtension::selectPieces(const QStringList &pieces)
{
    Q_UNUSED(pieces);
}

QString PlaytestExtension::describeLogLine(const QJsonObject &line) const
{
    Q_UNUSED(line);
    return {};
}

QList<OrderItem> PlaytestExtension::otherOrders() const
{
    return listedOrders(m_session);
}

QList<OrderItem> listedOrders(const GameSession &session)
{
    QList<OrderItem> orders;
    const int count = session.legalActionCount();
    for (int i = 0; i < count; ++i) {
        if (session.legalActionKind(i) != QLatin1String("end_phase"))
            orders.append({i, session.describe(session.legalAction(i))});
    }
    return orders;
}

} // namespace hexwright
