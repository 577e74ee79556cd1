// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/hammers-slammers/rules/los.h"
#include "maptool.h"

#include <QHash>
#include <QSet>
#include <QStringList>

#include <functional>
#include <optional>

namespace hexwright {

class GameContext;
struct GameState;

/**
 * Hammer's Slammers' picture over the playtest map: the game's markers (fortresses, rubble,
 * objects) and counters as the game state has them (disrupted ones marked, the selected ones
 * outlined), the hexes the selected unit can reach with what each costs, the target hex and the
 * line of sight being considered. It only paints what it is given.
 */
class HsPlayOverlay : public MapOverlay
{
    Q_OBJECT

public:
    explicit HsPlayOverlay(QObject *parent = nullptr);

    void setGame(const GameContext *context, const GameState *state);
    /// The state changed: paint again (rubble is looked up once per change).
    void refresh();
    void setSelection(const QStringList &units);
    /// Reachable hexes and the movement factors each costs; @p minimum those reached only by
    /// the one-hex minimum move.
    void setReachable(const QHash<HexCoord, double> &costs, const QSet<HexCoord> &minimum);
    void setTargetHex(std::optional<HexCoord> hex);
    void setTrace(std::optional<rules::LosTrace> trace);
    /// Which units may be painted: never one the rules hide from the player at the board.
    void setShown(std::function<bool(const QString &)> shown) { m_shown = std::move(shown); }

    const QHash<HexCoord, double> &reachable() const { return m_reachable; }

    void paint(QPainter *painter, const MapRenderer &renderer, const QRectF &exposed,
               qreal pixelsPerUnit) override;

private:
    void paintReachable(QPainter *painter, const MapRenderer &renderer, const QRectF &near,
                        qreal pixelsPerUnit);
    void paintMarkers(QPainter *painter, const MapRenderer &renderer, const QRectF &near);
    void paintUnits(QPainter *painter, const MapRenderer &renderer, const QRectF &near,
                    qreal pixelsPerUnit);

    const GameContext *m_context = nullptr;
    const GameState *m_state = nullptr;
    QList<HexCoord> m_rubble;
    QStringList m_selection;
    QHash<HexCoord, double> m_reachable;
    QSet<HexCoord> m_minimum;
    std::optional<HexCoord> m_target;
    std::optional<rules::LosTrace> m_trace;
    std::function<bool(const QString &)> m_shown;
};

} // namespace hexwright
