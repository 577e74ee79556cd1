// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammer-wars/play/hwgamesession.h"

#include "families/hammer-wars/play/hwdescribe.h"
#include "families/hammer-wars/rules/hwscoring.h"

#include <QCoreApplication>
#include <QLineF>

#include <cmath>
#include <functional>

namespace hexwright {

namespace {

/// The cells of a grid of @p step over @p bounds whose centres @p legal accepts, the cells
/// of a row that touch merged into one rectangle.
QList<QRectF> legalCells(const QRectF &bounds, double step,
                         const std::function<bool(QPointF)> &legal)
{
    QList<QRectF> cells;
    if (step <= 0 || bounds.isEmpty())
        return cells;
    const int columns = int(std::ceil(bounds.width() / step));
    const int rows = int(std::ceil(bounds.height() / step));
    for (int row = 0; row < rows; ++row) {
        const double y = bounds.top() + row * step;
        int runStart = -1;
        for (int column = 0; column <= columns; ++column) {
            const bool in = column < columns
                && legal(QPointF(bounds.left() + (column + 0.5) * step, y + 0.5 * step));
            if (in && runStart < 0)
                runStart = column;
            if (!in && runStart >= 0) {
                cells.append(
                    QRectF(bounds.left() + runStart * step, y, (column - runStart) * step, step));
                runStart = -1;
            }
        }
    }
    return cells;
}

} // namespace

QString HwGameSession::applyPlay(const HwPlay &play)
{
    // A killed model goes back to its pool and leaves the table: where it stood is known
    // only before. The list is shared until the engine changes it.
    const QList<HwModel> before = m_game.state().models;
    int lostBefore = 0;
    for (int n : m_game.state().losses)
        lostBefore += n;
    const QString why = m_game.apply(play);
    if (why.isEmpty()) {
        changed();
        m_lastActors = play.unit.isEmpty() ? QStringList() : QStringList {play.unit};
        m_lastLosses.clear();
        int lost = 0;
        for (int n : m_game.state().losses)
            lost += n;
        const QList<HwModel> &after = m_game.state().models;
        for (int i = 0; lost > lostBefore && i < after.size() && i < before.size(); ++i) {
            if (before.at(i).id == after.at(i).id && before.at(i).onTable()
                && after.at(i).status == HwModel::Status::Pool)
                m_lastLosses.append({after.at(i).id, Place(TablePoint(before.at(i).at))});
        }
    }
    return why;
}

QList<ObjectiveView> HwGameSession::objectives() const
{
    const HwGameContext &c = context();
    const double radius = c.rulesLength(c.rules().objectives.seizeRadius);
    QList<ObjectiveView> out;
    for (const TableObjective &o : c.layout().objectives) {
        const QPointF at = o.at.toPointF();
        int near[2] = {0, 0};
        for (const HwModel &m : m_game.state().models) {
            if (m.onTable() && m.player >= 0 && m.player < 2
                && c.pointDistance(m.at, c.radius(m.type), at) <= radius + 1e-6)
                ++near[m.player];
        }
        const int by = hwrules::seizedBy(near[0], near[1]);
        const int player = by > 0 ? 0 : by < 0 ? 1 : -1;
        out.append(
            {o.id, Place(o.at),
             player >= 0 && player < c.players().size() ? c.players().at(player).side : QString()});
    }
    return out;
}

int HwGameSession::lastTurn() const
{
    return context().rules().longestGame();
}

PlayStep HwGameSession::step() const
{
    const HwGameState &s = m_game.state();
    return {s.round, s.current(), s.phase, 0};
}

QString HwGameSession::phaseNameOf(const QString &phaseId) const
{
    if (phaseId == QLatin1String("deploy"))
        return QStringLiteral("Deployment");
    if (phaseId == QLatin1String("activate"))
        return QStringLiteral("Action");
    return phaseId;
}

QString HwGameSession::describePlay(const HwPlay &play) const
{
    return describeHwPlay(play, m_game);
}

bool HwGameSession::isPlacing() const
{
    return !m_game.isOver() && m_game.state().phase == 0;
}

QList<Place> HwGameSession::placesFor(const QString &id) const
{
    QList<Place> places;
    for (QPointF p : m_game.placesFor(id))
        places.append(Place(TablePoint(p)));
    return places;
}

QJsonObject HwGameSession::placeAction(const QString &id, const Place &place) const
{
    const TablePoint *point = std::get_if<TablePoint>(&place);
    if (!point)
        return {};
    HwPlay p {QStringLiteral("place"), id};
    p.at = point->toPointF();
    return hwPlayToJson(p, context());
}

QJsonObject HwGameSession::placeRestAction() const
{
    if (m_game.waitingToPlace().isEmpty())
        return {};
    return hwPlayToJson(HwPlay(QStringLiteral("place_rest")), context());
}

void HwGameSession::changed()
{
    FamilyGameSession::changed();
    m_areas.clear();
}

QString HwGameSession::placeRefusal(const QString &id, const Place &place) const
{
    const TablePoint *point = std::get_if<TablePoint>(&place);
    if (!point)
        return QStringLiteral("a model stands at a point of the table");
    HwPlay p {QStringLiteral("place"), id};
    p.at = point->toPointF();
    return m_game.check(p);
}

QList<QRectF> HwGameSession::placeArea(const QString &id) const
{
    const QString key = QStringLiteral("place:") + id;
    if (const auto it = m_areas.constFind(key); it != m_areas.cend())
        return *it;
    // Around the engine's own sample of legal points, each cell checked by the engine.
    const QList<QPointF> samples = m_game.placesFor(id);
    QList<QRectF> area;
    if (!samples.isEmpty()) {
        QRectF bounds(samples.first(), QSizeF(0, 0));
        for (QPointF p : samples)
            bounds = QRectF(
                QPointF(std::min(bounds.left(), p.x()), std::min(bounds.top(), p.y())),
                QPointF(std::max(bounds.right(), p.x()), std::max(bounds.bottom(), p.y())));
        const double margin = context().rulesLength(1.0);
        HwPlay play {QStringLiteral("place"), id};
        area = legalCells(bounds.adjusted(-margin, -margin, margin, margin),
                          context().rulesLength(0.25), [&](QPointF at) {
                              play.at = at;
                              return m_game.check(play).isEmpty();
                          });
    }
    m_areas.insert(key, area);
    return area;
}

QList<QRectF> HwGameSession::moveArea(const QString &id, const QString &action) const
{
    const QString key = action + QLatin1Char(':') + id;
    if (const auto it = m_areas.constFind(key); it != m_areas.cend())
        return *it;
    const double reach = m_game.reach(id, action);
    const HwModel *m = m_game.state().model(id);
    QList<QRectF> area;
    if (reach > 0 && m) {
        HwPlay play {QStringLiteral("activate"), id};
        play.action = action;
        const QRectF bounds(m->at - QPointF(reach, reach), QSizeF(2 * reach, 2 * reach));
        // About 60 cells across the reach, never finer than a tenth of an inch.
        const double step = std::max(reach / 30, context().rulesLength(0.1));
        area = legalCells(bounds, step, [&](QPointF at) {
            if (QLineF(m->at, at).length() > reach + 1e-6)
                return false;
            play.path = {at};
            return m_game.check(play).isEmpty();
        });
    }
    m_areas.insert(key, area);
    return area;
}

QList<PieceView> HwGameSession::pieces() const
{
    QList<PieceView> pieces;
    const HwGameContext &c = context();
    for (const HwModel &m : m_game.state().models) {
        PieceView p;
        p.id = m.id;
        p.type = m.type;
        if (const UnitType *type = c.type(m.type))
            p.name = type->name;
        p.side = c.players().at(m.player).side;
        p.colour = c.players().at(m.player).colour;
        switch (m.status) {
        case HwModel::Status::Pool:
            p.state = QStringLiteral("pool");
            break;
        case HwModel::Status::Bought:
            p.state = QStringLiteral("bought");
            p.toPlace = true;
            break;
        case HwModel::Status::OnTable:
            p.state = QStringLiteral("on_table");
            p.place = Place(TablePoint(m.at));
            break;
        }
        if (m.onTable()) {
            p.status.append(QStringLiteral("%1 lives").arg(m.lives));
            if (m.activated)
                p.status.append(QStringLiteral("acted"));
        }
        pieces.append(p);
    }
    return pieces;
}

QString HwGameSession::placeLabel(const Place &place) const
{
    const TablePoint *point = std::get_if<TablePoint>(&place);
    return point ? context().board().label(place) : QString();
}

GameSummary HwGameSession::summary() const
{
    const HwGameState &s = m_game.state();
    const HwGameContext &c = context();
    GameSummary summary;
    summary.over = s.gameOver;
    summary.winner = s.winner >= 0 ? c.players().at(s.winner).side : QString();
    summary.result = !s.gameOver ? QString()
        : s.winner >= 0          ? QStringLiteral("win")
                                 : QStringLiteral("draw");
    QStringList vp;
    for (int p = 0; p < s.players.size(); ++p)
        vp.append(QStringLiteral("%1 %2 VP").arg(c.players().at(p).name).arg(s.players[p].vp));
    summary.reason = s.gameOver
        ? QStringLiteral("%1; %2").arg(s.reason, vp.join(QStringLiteral(", ")))
        : vp.join(QStringLiteral(", "));
    summary.turn = s.round;
    summary.losses = s.losses;
    return summary;
}

// HwFamilyEngine -----------------------------------------------------------------------------

std::shared_ptr<const GameSetup> HwFamilyEngine::setUp(const GameInputs &inputs,
                                                       QString *error) const
{
    return setUpWith<HwGameSetup>(
        std::make_shared<const HwGameContext>(inputs.scenario, inputs.ruleset, inputs.scenarioPath),
        error);
}

std::shared_ptr<const GameSetup> HwFamilyEngine::setUpSwapped(const GameInputs &inputs,
                                                              QString *why) const
{
    const HwGameContext context(inputs.scenario, inputs.ruleset, inputs.scenarioPath);
    if (context.problem().isEmpty() && context.fixedFirst() < 0) {
        if (why)
            *why = QCoreApplication::translate("hexwright::HwFamilyEngine",
                                               "the players roll off for who goes first "
                                               "(rule option first_player)");
        return nullptr;
    }
    return FamilyEngine::setUpSwapped(inputs, why);
}

} // namespace hexwright
