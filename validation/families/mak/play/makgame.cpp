// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/mak/play/makgame.h"

#include "engine/playlog.h"
#include "engine/playlogheader.h"
#include "families/mak/play/makengine_p.h"

#include <QJsonArray>

#include <algorithm>
#include <cstdlib>

namespace hexwright {

namespace {

QString statusName(MakUnitState::Status status)
{
    switch (status) {
    case MakUnitState::Status::Waiting:
        return QStringLiteral("waiting");
    case MakUnitState::Status::OnMap:
        return QStringLiteral("on_map");
    case MakUnitState::Status::Eliminated:
        return QStringLiteral("eliminated");
    case MakUnitState::Status::Air:
        return QStringLiteral("air");
    case MakUnitState::Status::Carried:
        return QStringLiteral("carried");
    }
    return {};
}

} // namespace

double chanceAtOrUnder(int target)
{
    int ways = 0;
    for (int a = 1; a <= 6; ++a) {
        for (int b = 1; b <= 6; ++b)
            ways += a + b <= target ? 1 : 0;
    }
    return ways / 36.0;
}

// MakGame --------------------------------------------------------------------------------

MakGame::MakGame(std::shared_ptr<const MakGameContext> context, quint64 seed)
    : FamilyGame(std::move(context), seed)
{
    const MakGameContext &c = *m_context;
    QJsonObject header = playLogHeader(c, seed);
    header.insert(QStringLiteral("charts_provisional"), c.chartsProvisional());
    header.insert(QStringLiteral("notes"), QJsonArray::fromStringList(c.notes()));
    QJsonArray players;
    for (const MakPlayerInfo &p : c.players())
        players.append(
            QJsonObject {{QStringLiteral("name"), p.name},
                         {QStringLiteral("sides"), QJsonArray::fromStringList(p.sides)},
                         {QStringLiteral("colours"), QJsonArray::fromStringList(p.colours)}});
    header.insert(QStringLiteral("players"), players);
    m_log.append(header);
    QJsonArray units;
    for (const MakUnitState &u : c.startUnits()) {
        QJsonObject o {{QStringLiteral("id"), u.id},
                       {QStringLiteral("type"), u.type},
                       {QStringLiteral("player"), c.players().at(u.player).name},
                       {QStringLiteral("status"), statusName(u.status)}};
        // A carried unit rides its vehicle: in its hex, or arriving with it.
        if (u.status == MakUnitState::Status::Carried)
            o.insert(QStringLiteral("carried_by"), u.carriedBy);
        const MakUnitState *carrier = nullptr;
        for (const MakUnitState &v : c.startUnits()) {
            if (u.status == MakUnitState::Status::Carried && v.id == u.carriedBy)
                carrier = &v;
        }
        if (u.onMap() || (carrier && carrier->onMap()))
            o.insert(QStringLiteral("hex"), c.label(u.hex));
        else
            o.insert(QStringLiteral("arrives"), u.arrives);
        if (const MakPilot *pilot = c.pilot(u.id))
            o.insert(QStringLiteral("pilot"), pilot->number);
        units.append(o);
    }
    m_log.append(QJsonObject {{QStringLiteral("type"), QStringLiteral("setup")},
                              {QStringLiteral("units"), units}});
    if (!c.problem().isEmpty())
        return;
    beginWith<MakEngine>();
}

int MakGame::decidingPlayer() const
{
    return inspect<MakEngine>().decider();
}

QList<MakPlay> MakGame::legalActions() const
{
    return inspect<MakEngine>().legal();
}

QString MakGame::check(const MakPlay &play) const
{
    return inspect<MakEngine>().check(play);
}

QString MakGame::apply(const MakPlay &play)
{
    return applyWith<MakEngine>(play, m_state.turn);
}

std::optional<MakAttackPreview> MakGame::preview(const QString &attacker, int weapon,
                                                 const QString &target, bool defensive,
                                                 QString *why) const
{
    return inspect<MakEngine>().preview(attacker, weapon, target, defensive, why);
}

QStringList MakGame::pinnedIn(OffsetCoord hex) const
{
    return inspect<MakEngine>().pinnedIn(hex);
}

QStringList MakGame::unitsIn(OffsetCoord hex, int player) const
{
    return inspect<MakEngine>().unitsIn(hex, player);
}

QStringList MakGame::invariantViolations() const
{
    const MakGameContext &c = *m_context;
    QStringList problems;
    QMap<QString, int> sp; // player/hex -> stacking points
    for (const MakUnitState &u : m_state.units) {
        if (!u.onMap())
            continue;
        if (!c.map().isPlayable(u.hex))
            problems.append(QStringLiteral("%1 is off the map").arg(u.id));
        const TerrainType *t = c.ruleset().findTerrain(c.terrainId(u.hex));
        if (t && t->moveCost.value(c.piece(u.id).movementClass).prohibited)
            problems.append(QStringLiteral("%1 stands in terrain it may not enter").arg(u.id));
        const double allowance = u.boosting
            ? std::max(c.piece(u.id).movement,
                       c.rules().modifier(QStringLiteral("booster_movement")))
            : c.piece(u.id).movement;
        if (u.mpLeft < -1e-9 || u.mpLeft > allowance + 1e-9)
            problems.append(QStringLiteral("%1 has %2 MP left").arg(u.id).arg(u.mpLeft));
        if (u.immobilized && u.mpLeft > 0)
            problems.append(QStringLiteral("%1 is immobilized and may move").arg(u.id));
        for (int w = 0; w < u.weapons.size(); ++w) {
            const int start = c.piece(u.id).weapons.at(w).rounds;
            if (u.weapons.at(w).rounds < -1 || (start > 0 && u.weapons.at(w).rounds > start))
                problems.append(
                    QStringLiteral("%1 has %2 rounds").arg(u.id).arg(u.weapons.at(w).rounds));
        }
        sp[QStringLiteral("%1/%2").arg(u.player).arg(c.label(u.hex))] += c.piece(u.id).stackPoints;
    }
    for (auto it = sp.begin(); it != sp.end(); ++it) {
        if (it.value() > c.rules().stackLimit)
            problems.append(
                QStringLiteral("%1 stacking points in %2").arg(it.value()).arg(it.key()));
    }
    for (const MakUnitState &u : m_state.units) {
        const bool aircraft = c.piece(u.id).aircraft;
        if (aircraft && ((u.onMap() && !u.landed) || u.status == MakUnitState::Status::Carried))
            problems.append(QStringLiteral("aircraft %1 stands on the map").arg(u.id));
        if (!aircraft && u.status == MakUnitState::Status::Air)
            problems.append(QStringLiteral("%1 flies, and is no aircraft").arg(u.id));
        if (u.status == MakUnitState::Status::Carried) {
            const MakUnitState *v = m_state.unit(u.carriedBy);
            // Aboard a reinforcement not yet arrived, or a Hornisse in the air [10.6].
            const bool offMap = v
                && (v->status == MakUnitState::Status::Waiting
                    || v->status == MakUnitState::Status::Air);
            if (!v || (!offMap && (!v->onMap() || v->hex != u.hex)))
                problems.append(QStringLiteral("%1 rides in %2, not on the map with it")
                                    .arg(u.id, u.carriedBy));
        }
    }
    QMap<QString, int> aboard;
    for (const MakUnitState &u : m_state.units) {
        if (u.status == MakUnitState::Status::Carried)
            aboard[u.carriedBy] += c.piece(u.id).stackPoints;
    }
    for (auto it = aboard.begin(); it != aboard.end(); ++it) {
        // A Hornisse carries its suit [10.6], whatever its stacking points.
        if (it.value() > c.piece(it.key()).carries && !c.piece(it.key()).aircraft)
            problems.append(
                QStringLiteral("%1 carries %2 stacking points").arg(it.key()).arg(it.value()));
    }
    for (const MakSmoke &smoke : m_state.smoke) {
        if (smoke.strength < 1 || smoke.strength > 2)
            problems.append(QStringLiteral("smoke of strength %1 in %2")
                                .arg(smoke.strength)
                                .arg(c.label(smoke.hex)));
    }
    for (int b = 0; b < m_state.roundsLeft.size(); ++b) {
        if (m_state.roundsLeft.at(b) < 0
            || m_state.roundsThisTurn.value(b) > c.artillery().value(b).perTurn)
            problems.append(QStringLiteral("artillery %1 fired more than it has").arg(b));
    }
    if (m_state.over && m_state.defensive)
        problems.append(QStringLiteral("a defensive window is open after the game ended"));
    int scored[2] = {0, 0};
    for (const MakUnitState &u : m_state.units) {
        if (u.scored && u.player >= 0 && u.player < 2)
            scored[1 - u.player] += c.piece(u.id).vp;
    }
    for (int p = 0; p < 2; ++p)
        scored[p] -= m_state.artilleryVp.value(p); // O.G.P. item 2
    for (int p = 0; p < 2 && p < m_state.ogp.size(); ++p) {
        if (m_state.ogp.at(p) != scored[p])
            problems.append(QStringLiteral("player %1's O.G.P. is %2, his results are worth %3")
                                .arg(p)
                                .arg(m_state.ogp.at(p))
                                .arg(scored[p]));
    }
    return problems;
}

QJsonObject MakGame::summary() const
{
    const MakGameContext &c = *m_context;
    QJsonObject o
        = finalLine(m_state.turn, m_state.over,
                    m_state.winner >= 0 ? c.players().at(m_state.winner).sides.value(0) : QString(),
                    m_state.over ? m_state.result : QString());
    QJsonArray players;
    for (int p = 0; p < c.players().size(); ++p)
        players.append(QJsonObject {{QStringLiteral("name"), c.players().at(p).name},
                                    {QStringLiteral("ogp"), m_state.ogp.value(p)}});
    o.insert(QStringLiteral("players"), players);
    QJsonArray units;
    for (const MakUnitState &u : m_state.units) {
        QJsonObject j {
            {QStringLiteral("id"), u.id},
            {QStringLiteral("status"), u.left.isEmpty() ? statusName(u.status) : u.left}};
        if (u.onMap())
            j.insert(QStringLiteral("hex"), c.label(u.hex));
        if (u.immobilized)
            j.insert(QStringLiteral("immobilized"), true);
        if (u.disarmed)
            j.insert(QStringLiteral("disarmed"), true);
        if (u.moraleBroken)
            j.insert(QStringLiteral("morale_broken"), true);
        if (u.landed)
            j.insert(QStringLiteral("landed"), true);
        if (u.captured)
            j.insert(QStringLiteral("captured"), true);
        units.append(j);
    }
    o.insert(QStringLiteral("units"), units);
    return o;
}

} // namespace hexwright
