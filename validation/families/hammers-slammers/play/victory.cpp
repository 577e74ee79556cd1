// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Victory (§7): the scenario's typed conditions evaluated on the state, with the reason in
// words. Conditions are tried in order; the first that names a winner decides.

#include "families/hammers-slammers/play/engine_p.h"

#include <QVariantList>

namespace hexwright {

namespace {

struct Verdict
{
    bool decided = false; ///< names a winner (or a draw, for comparisons and grades)
    QString winner; ///< side id; empty with decided = a draw
    QString result; ///< graded result (exit_units)
    QString reason;
};

class VictoryJudge
{
public:
    VictoryJudge(const GameContext &context, const GameState &state)
        : context(context)
        , state(state)
    { }

    Verdict evaluate(const VictoryCondition &v, bool final) const;
    bool sideHasUnits(const QString &side) const;
    /// The units @p side has lost (eliminated).
    int losses(const QString &side) const;
    /// Why the side of an `eliminate_all` condition can never meet it any more (it has lost
    /// as many units as its `loss_limit` allows it to have lost, or more), or empty.
    QString pastLossLimit(const VictoryCondition &v) const;
    /// Why nobody can meet @p v any more (no unit that could is left), or empty.
    QString unreachable(const VictoryCondition &v) const;

private:
    QVariant p(const VictoryCondition &v, const char *key) const
    {
        return v.parameters.value(QLatin1String(key));
    }
    QString sideName(const QString &id) const
    {
        const Side *side = context.scenario().findSide(id);
        return side ? side->name : id;
    }
    QString zoneName(const QString &id) const
    {
        const Zone *zone = context.scenario().findZone(id);
        return zone && !zone->name.isEmpty() ? zone->name : id;
    }
    bool counts(const UnitState &u, bool undisruptedOnly) const
    {
        return u.onMap() && (!undisruptedOnly || !u.disrupted);
    }
    Verdict best(const QMap<QString, double> &scores, const QString &what) const;

    const GameContext &context;
    const GameState &state;
};

bool VictoryJudge::sideHasUnits(const QString &side) const
{
    for (const UnitState &u : std::as_const(state.units)) {
        if (u.side == side && (u.onMap() || u.status == UnitStatus::Waiting))
            return true;
    }
    // Hidden units not yet found may still be out there.
    for (const HiddenUnits &h : context.scenario().hidden) {
        if (h.side != side)
            continue;
        for (HexCoord hex : context.zoneHexes(h.zone)) {
            if (!state.searched.contains(hex))
                return true;
        }
    }
    return false;
}

int VictoryJudge::losses(const QString &side) const
{
    int lost = 0;
    for (const UnitState &u : std::as_const(state.units))
        lost += u.side == side && u.status == UnitStatus::Eliminated ? 1 : 0;
    return lost;
}

QString VictoryJudge::pastLossLimit(const VictoryCondition &v) const
{
    if (v.kind != QLatin1String("eliminate_all") || !p(v, "loss_limit").isValid())
        return {};
    const QString side = p(v, "side").toString();
    const int lost = losses(side);
    if (lost < p(v, "loss_limit").toInt())
        return {};
    return QStringLiteral("%1 has lost %2 units, too many to win by '%3'")
        .arg(sideName(side))
        .arg(lost)
        .arg(v.id);
}

QString VictoryJudge::unreachable(const VictoryCondition &v) const
{
    if (v.kind == QLatin1String("first_to_hex")) {
        if (!state.firstToHex.isEmpty())
            return {};
        const QStringList colours = p(v, "colours").toStringList();
        const QStringList types = p(v, "unit_types").toStringList();
        for (const UnitState &u : std::as_const(state.units)) {
            if ((u.onMap() || u.status == UnitStatus::Waiting)
                && (colours.isEmpty() || colours.contains(u.colour))
                && (types.isEmpty() || types.contains(u.type)))
                return {};
        }
        QStringList who = colours;
        who.append(types);
        return QStringLiteral("no unit of %1 is left to reach %2")
            .arg(who.isEmpty() ? QStringLiteral("any side") : who.join(QStringLiteral(", ")),
                 zoneName(p(v, "zone").toString()));
    }
    if (v.kind == QLatin1String("collect_objects")) {
        // An object lying where no unit left may go (a container in a swamp, and only tanks
        // and a gun that cannot move are left) is never brought home.
        for (const ObjectState &o : std::as_const(state.objects)) {
            if (!o.safeWith.isEmpty() || !o.carriedBy.isEmpty())
                continue;
            bool fetchable = false;
            for (const UnitState &u : std::as_const(state.units)) {
                fetchable = (u.onMap() || u.status == UnitStatus::Waiting)
                    && context.factors(u).movement > 0 && context.terrainAllows(state, u, o.hex)
                    && !context.closedHexes(u.side).contains(o.hex);
                if (fetchable)
                    break;
            }
            if (!fetchable)
                return QStringLiteral("no unit left may go to %1 (%2)")
                    .arg(context.label(o.hex), o.name);
        }
    }
    // A condition one side must meet cannot be met once that side has no units.
    const QString side = p(v, "side").toString();
    if (!side.isEmpty() && context.scenario().findSide(side) && !sideHasUnits(side))
        return QStringLiteral("%1 has no units left to meet it").arg(sideName(side));
    return {};
}

Verdict VictoryJudge::best(const QMap<QString, double> &scores, const QString &what) const
{
    Verdict v;
    v.decided = true;
    double top = -1;
    QStringList parts;
    for (const Side &side : context.scenario().sides) {
        const double score = scores.value(side.id);
        parts.append(QStringLiteral("%1 %2").arg(side.name).arg(score));
        if (score > top) {
            top = score;
            v.winner = side.id;
        } else if (score == top) {
            v.winner.clear();
        }
    }
    v.reason = QStringLiteral("%1: %2%3")
                   .arg(what, parts.join(QStringLiteral(", ")),
                        v.winner.isEmpty() ? QStringLiteral(" (a tie)") : QString());
    return v;
}

Verdict VictoryJudge::evaluate(const VictoryCondition &v, bool final) const
{
    Verdict verdict;
    const QString side = p(v, "side").toString();
    const bool undisrupted = p(v, "undisrupted_only").toBool();
    const int turn = state.turn;
    auto endTurn = [&](const char *key) {
        const QVariant t = p(v, key);
        return t.isValid() ? t.toInt() : 0;
    };
    auto holds = [&](const QString &reason) {
        verdict.decided = true;
        verdict.winner = side;
        verdict.reason = reason;
    };

    if (v.kind == QLatin1String("hold_hexes")) {
        if (!final && turn < endTurn("at_end_of_turn"))
            return verdict;
        const QStringList zones = p(v, "zones").toStringList();
        for (const QString &zone : zones) {
            bool held = false;
            for (const UnitState &u : std::as_const(state.units)) {
                if (u.side == side && counts(u, undisrupted)
                    && context.zoneHexes(zone).contains(u.hex))
                    held = true;
            }
            if (!held) {
                verdict.reason
                    = QStringLiteral("%1 does not hold %2").arg(sideName(side), zoneName(zone));
                return verdict;
            }
        }
        holds(QStringLiteral("%1 holds %2").arg(sideName(side), zones.join(QStringLiteral(", "))));
    } else if (v.kind == QLatin1String("occupy")) {
        const int by = endTurn("by_turn");
        const int at = endTurn("at_end_of_turn");
        if (by && turn > by)
            return verdict;
        if (!by && !final)
            return verdict;
        const QStringList colours = p(v, "colours").toStringList();
        const QString zone = p(v, "zone").toString();
        for (const UnitState &u : std::as_const(state.units)) {
            if (u.side == side && counts(u, undisrupted) && context.zoneHexes(zone).contains(u.hex)
                && (colours.isEmpty() || colours.contains(u.colour))) {
                holds(QStringLiteral("%1 occupies %2").arg(sideName(side), zoneName(zone)));
                return verdict;
            }
        }
        Q_UNUSED(at);
        verdict.reason
            = QStringLiteral("%1 does not occupy %2").arg(sideName(side), zoneName(zone));
    } else if (v.kind == QLatin1String("exclusive_majority")
               || v.kind == QLatin1String("most_units_in")) {
        if (!final)
            return verdict;
        const QString zone = p(v, "zone").toString();
        QMap<QString, double> scores;
        const bool exclusive = v.kind == QLatin1String("exclusive_majority");
        for (HexCoord h : context.zoneHexes(zone)) {
            QSet<QString> sides;
            for (const UnitState *u : state.unitsAt(h)) {
                if (counts(*u, undisrupted)) {
                    sides.insert(u->side);
                    if (!exclusive)
                        scores[u->side] += 1;
                }
            }
            if (exclusive && sides.size() == 1)
                scores[*sides.begin()] += 1;
        }
        return best(scores,
                    exclusive ? QStringLiteral("hexes of %1 held alone").arg(zoneName(zone))
                              : QStringLiteral("units in %1").arg(zoneName(zone)));
    } else if (v.kind == QLatin1String("eliminate_all")) {
        const QString target = p(v, "target_side").toString();
        const int by = endTurn("by_turn");
        if (by && turn > by)
            return verdict;
        if (sideHasUnits(target)) {
            verdict.reason = QStringLiteral("%1 still has units").arg(sideName(target));
            return verdict;
        }
        if (p(v, "loss_limit").isValid()) {
            const int lost = losses(side);
            if (lost >= p(v, "loss_limit").toInt()) {
                verdict.reason = QStringLiteral("%1 eliminated %2 but lost %3 units")
                                     .arg(sideName(side), sideName(target))
                                     .arg(lost);
                return verdict;
            }
        }
        holds(
            QStringLiteral("%1 eliminated every unit of %2").arg(sideName(side), sideName(target)));
    } else if (v.kind == QLatin1String("survive")) {
        if (!final && turn < endTurn("at_end_of_turn"))
            return verdict;
        int alive = 0;
        for (const UnitState &u : std::as_const(state.units))
            alive += u.side == side && u.onMap() ? 1 : 0;
        if (alive >= std::max(1, p(v, "min_units").toInt()))
            holds(QStringLiteral("%1 survives with %2 units").arg(sideName(side)).arg(alive));
        else
            verdict.reason = QStringLiteral("%1 has %2 units left").arg(sideName(side)).arg(alive);
    } else if (v.kind == QLatin1String("exit_units")) {
        if (!final)
            return verdict;
        const QStringList colours = p(v, "colours").toStringList();
        int exited = 0;
        for (const UnitState &u : std::as_const(state.units)) {
            if (u.side == side && u.status == UnitStatus::Exited
                && (colours.isEmpty() || colours.contains(u.colour)))
                ++exited;
        }
        QString level = QStringLiteral("decisive_defeat");
        for (const QVariant &l : p(v, "levels").toList()) {
            if (exited >= l.toMap().value(QStringLiteral("min")).toInt())
                level = l.toMap().value(QStringLiteral("result")).toString();
        }
        verdict.decided = true;
        verdict.result = level;
        verdict.reason = QStringLiteral("%1 got %2 units off the edge: %3")
                             .arg(sideName(side))
                             .arg(exited)
                             .arg(level);
        if (level.endsWith(QLatin1String("victory")))
            verdict.winner = side;
        else if (level.endsWith(QLatin1String("defeat"))) {
            for (const Side &other : context.scenario().sides) {
                if (other.id != side)
                    verdict.winner = other.id;
            }
        }
    } else if (v.kind == QLatin1String("victory_points")) {
        if (!final)
            return verdict;
        QMap<QString, double> scores;
        for (const UnitState &dead : std::as_const(state.units)) {
            if (dead.status != UnitStatus::Eliminated)
                continue;
            const UnitType *type = context.type(dead);
            for (const Side &other : context.scenario().sides) {
                UnitState probe;
                probe.side = other.id;
                probe.colour = other.colours.value(0);
                if (type && context.isEnemy(probe, dead))
                    scores[other.id] += type->cost;
            }
        }
        return best(scores, QStringLiteral("victory points"));
    } else if (v.kind == QLatin1String("garrison_cities")) {
        if (!final)
            return verdict;
        QMap<QString, double> scores;
        const int perHex = std::max(1, p(v, "points_per_hex").toInt());
        for (const QString &zone : p(v, "zones").toStringList()) {
            const QList<HexCoord> hexes = context.zoneHexes(zone);
            for (const Side &candidate : context.scenario().sides) {
                bool all = !hexes.isEmpty();
                for (HexCoord h : hexes) {
                    bool here = false;
                    for (const UnitState *u : state.unitsAt(h))
                        here = here || u->side == candidate.id;
                    all = all && here;
                }
                if (all)
                    scores[candidate.id] += double(hexes.size()) * perHex;
            }
        }
        return best(scores, QStringLiteral("garrisoned city hexes"));
    } else if (v.kind == QLatin1String("collect_objects")) {
        bool inPlay = false;
        QMap<QString, double> scores;
        for (const ObjectState &o : state.objects) {
            if (o.safeWith.isEmpty())
                inPlay = true;
            else
                scores[o.safeWith] += 1;
        }
        if (!final && inPlay)
            return verdict;
        return best(scores, QStringLiteral("objects brought home"));
    } else if (v.kind == QLatin1String("first_to_hex")) {
        if (!state.firstToHex.isEmpty()) {
            verdict.decided = true;
            verdict.winner = state.firstToHex;
            verdict.reason
                = QStringLiteral("%1 reached %2 first")
                      .arg(sideName(state.firstToHex), zoneName(p(v, "zone").toString()));
        }
    } else if (v.kind == QLatin1String("search_destroy")) {
        const int by = endTurn("by_turn");
        if (by && turn > by)
            return verdict;
        const QString zone = p(v, "zone").toString();
        const QString target = p(v, "target_side").toString();
        int unsearched = 0;
        for (HexCoord h : context.zoneHexes(zone))
            unsearched += state.entered.contains(h) ? 0 : 1;
        bool targetLeft = false;
        for (const UnitState &u : std::as_const(state.units))
            targetLeft = targetLeft || (u.side == target && u.onMap());
        if (unsearched == 0 && !targetLeft)
            holds(QStringLiteral("%1 searched %2 and destroyed %3")
                      .arg(sideName(side), zoneName(zone), sideName(target)));
        else
            verdict.reason = QStringLiteral("%1 hexes of %2 unsearched%3")
                                 .arg(unsearched)
                                 .arg(zoneName(zone),
                                      targetLeft ? QStringLiteral(", enemies left") : QString());
    }
    return verdict;
}

/// Who wins when @p failed can no longer meet its condition: the side of the first
/// `free_text` condition ("any other result"), else the other side of a two-sided scenario.
QString otherSide(const Scenario &sc, const QString &failed)
{
    for (const VictoryCondition &v : sc.victory) {
        const QString side = v.parameters.value(QStringLiteral("side")).toString();
        if (v.kind == QLatin1String("free_text") && !side.isEmpty())
            return side;
    }
    if (sc.sides.size() == 2)
        return sc.sides[0].id == failed ? sc.sides[1].id : sc.sides[0].id;
    return {};
}

} // namespace

void Engine::checkGameEnd(bool endOfTurn)
{
    // Nothing is decided before turn 1: during the set-up units are still off the map.
    if (state.gameOver || settingUp())
        return;
    const Scenario &sc = context.scenario();
    VictoryJudge judge(context, state);
    auto finish = [this](const QString &winner, const QString &result, const QString &reason) {
        state.gameOver = true;
        state.winner = winner;
        state.result = result.isEmpty()
            ? (winner.isEmpty() ? QStringLiteral("draw") : QStringLiteral("win"))
            : result;
        state.reason = reason;
        note({{QStringLiteral("type"), QStringLiteral("game_over")},
              {QStringLiteral("winner"), winner},
              {QStringLiteral("result"), state.result},
              {QStringLiteral("reason"), reason}});
    };

    // Conditions that end the game the moment they hold.
    for (const VictoryCondition &v : sc.victory) {
        const bool immediate = v.kind == QLatin1String("first_to_hex")
            || v.id == sc.gameLength.until
            || (v.kind == QLatin1String("occupy")
                && v.parameters.contains(QStringLiteral("by_turn")))
            || v.kind == QLatin1String("eliminate_all")
            || v.kind == QLatin1String("search_destroy");
        if (!immediate)
            continue;
        const Verdict verdict = judge.evaluate(v, false);
        if (verdict.decided) {
            finish(verdict.winner, verdict.result, verdict.reason);
            return;
        }
    }

    // A side that must win with fewer losses than it has had (sc.3) has lost: the game ends
    // there, before "only one side left" could hand it the win it no longer can have.
    for (const VictoryCondition &v : sc.victory) {
        const QString why = judge.pastLossLimit(v);
        if (why.isEmpty())
            continue;
        finish(otherSide(sc, v.parameters.value(QStringLiteral("side")).toString()), {}, why);
        return;
    }

    // Only one side left with units: nobody can stop it.
    QStringList alive;
    for (const Side &side : sc.sides) {
        if (judge.sideHasUnits(side.id))
            alive.append(side.id);
    }
    if (sc.sides.size() > 1 && alive.size() <= 1) {
        const Side *survivor = alive.isEmpty() ? nullptr : sc.findSide(alive.first());
        finish(alive.value(0), {},
               survivor ? QStringLiteral("only %1 has units left").arg(survivor->name)
                        : QStringLiteral("no units left on either side"));
        return;
    }

    // A game whose only end is "until a condition holds" ends when nobody can meet it any
    // more: otherwise it would go round the turn record for ever.
    if (!sc.gameLength.until.isEmpty() && !sc.gameLength.turns) {
        for (const VictoryCondition &v : sc.victory) {
            if (v.id != sc.gameLength.until)
                continue;
            const QString why = judge.unreachable(v);
            if (why.isEmpty())
                break;
            QString fallback;
            for (const VictoryCondition &other : sc.victory) {
                if (other.kind == QLatin1String("free_text") && fallback.isEmpty())
                    fallback = other.parameters.value(QStringLiteral("side")).toString();
            }
            finish(fallback, {}, QStringLiteral("'%1' can no longer be met: %2").arg(v.id, why));
            return;
        }
    }

    const int lastTurn = sc.gameLength.turns.value_or(
        sc.gameLength.until.isEmpty() ? context.ruleset().turnRecord.last : 0);
    if (!endOfTurn || lastTurn <= 0 || state.turn < lastTurn)
        return;

    // The end of the last turn: every condition, in order.
    QString fallback;
    QString failedSide;
    QStringList failures;
    for (const VictoryCondition &v : sc.victory) {
        if (v.kind == QLatin1String("free_text")) {
            if (fallback.isEmpty())
                fallback = v.parameters.value(QStringLiteral("side")).toString();
            continue;
        }
        const Verdict verdict = judge.evaluate(v, true);
        if (verdict.decided) {
            finish(verdict.winner, verdict.result, verdict.reason);
            return;
        }
        if (!verdict.reason.isEmpty())
            failures.append(verdict.reason);
        if (failedSide.isEmpty())
            failedSide = v.parameters.value(QStringLiteral("side")).toString();
    }
    if (fallback.isEmpty() && !failedSide.isEmpty() && sc.sides.size() == 2) {
        // A two-sided scenario whose one condition failed: the other side wins.
        fallback = sc.sides[0].id == failedSide ? sc.sides[1].id : sc.sides[0].id;
    }
    const QString why = failures.isEmpty() ? QStringLiteral("no condition was met")
                                           : failures.join(QStringLiteral("; "));
    finish(fallback, {}, QStringLiteral("end of turn %1: %2").arg(state.turn).arg(why));
}

} // namespace hexwright
