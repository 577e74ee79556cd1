// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "playtest/playtestextension.h"

#include "engine/gamesession.h"
#include "maptool.h"
#include "mapview.h"
#include "playtest/playtestwindow.h"

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

std::optional<QPointF> PlaytestExtension::tablePointAt(const MapMouseEvent &event) const
{
    const std::optional<Place> place = m_window.placeAtScene(event.scenePos);
    const auto *point = place ? std::get_if<TablePoint>(&*place) : nullptr;
    return point ? std::optional<QPointF>(point->toPointF()) : std::nullopt;
}

void PlaytestExtension::repaintMap() const
{
    if (MapView *view = m_window.mapView())
        view->viewport()->update();
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
