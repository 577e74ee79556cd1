// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/crucible/play/crucibleengine_p.h"

#include "table/tablegeometry.h"

#include <algorithm>

namespace hexwright {

namespace {

/// A weapon of @p tu's card may intercept (its triangle) and is working.
bool mayIntercept(const CrucibleTuInfo &info, const CrucibleTuState &tu, int weapon)
{
    return info.weapons.value(weapon).interceptRolls > 0 && !tu.weaponsLost.contains(weapon)
        && !tu.weaponsJammed.contains(weapon);
}

} // namespace

QList<CruciblePlay> CrucibleEngine::legal(bool firstOnly) const
{
    QList<CruciblePlay> out;
    if (s.gameOver)
        return out;
    const int player = s.current();
    const QString phase = phaseId();
    auto done = [&]() {
        return firstOnly && !out.isEmpty();
    };
    for (const CrucibleTuState &tu : s.tus) {
        const CrucibleTuInfo &i = info(tu);
        if (!tu.onTable() || i.player != player || done())
            continue;
        if (phase == QLatin1String("artillery_defence")) {
            for (int w = 0; w < i.weapons.size(); ++w) {
                CruciblePlay p(QStringLiteral("defend"), tu.id);
                p.weapon = w;
                if (defendProblem(tu, w).isEmpty())
                    out.append(p);
            }
        } else if (phase == QLatin1String("move")) {
            for (bool thunder : {true, false}) {
                for (QPointF to : moveTargets(tu, thunder)) {
                    CruciblePlay p(
                        thunder ? QStringLiteral("thunder_move") : QStringLiteral("move"), tu.id);
                    p.to = to;
                    out.append(p);
                    if (done())
                        return out;
                }
            }
        } else if (phase == QLatin1String("direct_fire")) {
            for (int w = 0; w < i.weapons.size() && !done(); ++w) {
                const CrucibleTuState *nearest = nullptr;
                for (const CrucibleTuState &target : s.tus) {
                    if (!target.onTable() || info(target).player == player
                        || !fireProblem(tu, w, target, false, false).isEmpty())
                        continue;
                    CruciblePlay p(QStringLiteral("fire"), tu.id);
                    p.weapon = w;
                    p.target = target.id;
                    out.append(p);
                    if (done())
                        return out;
                    if (!nearest || distance(tu.at, target.at) < distance(tu.at, nearest->at))
                        nearest = &target;
                }
                // ConFire and Rapid Fire are offered against the nearest target.
                for (int variant = 0; nearest && variant < 2; ++variant) {
                    CruciblePlay p(QStringLiteral("fire"), tu.id);
                    p.weapon = w;
                    p.target = nearest->id;
                    p.conFire = variant == 0;
                    p.rapid = variant == 1;
                    if (fireProblem(tu, w, *nearest, p.conFire, p.rapid).isEmpty())
                        out.append(p);
                }
            }
        } else if (phase == QLatin1String("call_artillery")) {
            // One request per detachment a turn, at the enemy TU it names.
            for (const CrucibleTuState &target : s.tus) {
                if (target.onTable() && info(target).player != player
                    && callProblem(i.detachment, target).isEmpty()) {
                    CruciblePlay p(QStringLiteral("call_artillery"));
                    p.detachment = i.detachment;
                    p.target = target.id;
                    const bool listed = std::any_of(out.begin(), out.end(), [&](const auto &o) {
                        return o.detachment == p.detachment && o.target == p.target;
                    });
                    if (!listed)
                        out.append(p);
                }
            }
        } else if (phase == QLatin1String("remove_destroyed")) {
            if (thunderRunProblem(tu).isEmpty())
                out.append(CruciblePlay(QStringLiteral("thunder_run"), tu.id));
        }
    }
    if (phase == QLatin1String("close_assault")) {
        for (const CrucibleTuState &target : s.tus) {
            if (target.onTable() && info(target).player != player
                && assaultProblem(player, target).isEmpty()) {
                CruciblePlay p(QStringLiteral("assault"));
                p.target = target.id;
                out.append(p);
                if (done())
                    return out;
            }
        }
    }
    if (!firstOnly)
        out.append(CruciblePlay::endPhase());
    return out;
}

QString CrucibleEngine::check(const CruciblePlay &p) const
{
    if (s.gameOver)
        return QStringLiteral("the game is over");
    const QString phase = phaseId();
    const int player = s.current();
    if (p.kind == QLatin1String("end_phase"))
        return {};
    auto wrongPhase = [&](const char *needed) {
        return phase == QLatin1String(needed)
            ? QString()
            : QStringLiteral("%1 is not an action of phase %2").arg(p.kind, c.phaseName(phase));
    };
    const CrucibleTuState *tu = s.tu(p.unit);
    const CrucibleTuState *target = s.tu(p.target);
    if (!p.unit.isEmpty()) {
        if (!tu || !tu->onTable())
            return QStringLiteral("%1 is not on the table").arg(p.unit);
        if (info(*tu).player != player)
            return QStringLiteral("%1 is not %2's").arg(p.unit, playerName(player));
    }
    if (!p.target.isEmpty() && (!target || !target->onTable()))
        return QStringLiteral("%1 is not on the table").arg(p.target);
    if (p.kind == QLatin1String("defend")) {
        if (QString why = wrongPhase("artillery_defence"); !why.isEmpty())
            return why;
        return defendProblem(*tu, p.weapon);
    }
    if (p.kind == QLatin1String("move") || p.kind == QLatin1String("thunder_move")) {
        if (QString why = wrongPhase("move"); !why.isEmpty())
            return why;
        return moveProblem(*tu, p.to, p.kind == QLatin1String("thunder_move"));
    }
    if (p.kind == QLatin1String("fire")) {
        if (QString why = wrongPhase("direct_fire"); !why.isEmpty())
            return why;
        if (info(*target).player == player)
            return QStringLiteral("%1 is a friend").arg(p.target);
        return fireProblem(*tu, p.weapon, *target, p.conFire, p.rapid);
    }
    if (p.kind == QLatin1String("assault")) {
        if (QString why = wrongPhase("close_assault"); !why.isEmpty())
            return why;
        return assaultProblem(player, *target);
    }
    if (p.kind == QLatin1String("call_artillery")) {
        if (QString why = wrongPhase("call_artillery"); !why.isEmpty())
            return why;
        const CrucibleDetachmentInfo *d = c.detachment(p.detachment);
        if (!d || d->player != player)
            return QStringLiteral("%1 is not %2's detachment")
                .arg(p.detachment, playerName(player));
        return callProblem(p.detachment, *target);
    }
    if (p.kind == QLatin1String("thunder_run")) {
        if (QString why = wrongPhase("remove_destroyed"); !why.isEmpty())
            return why;
        return thunderRunProblem(*tu);
    }
    return QStringLiteral("unknown action %1").arg(p.kind);
}

QString CrucibleEngine::apply(const CruciblePlay &p)
{
    if (const QString why = check(p); !why.isEmpty())
        return why;
    CrucibleTuState *tu = s.tu(p.unit);
    CrucibleTuState *target = s.tu(p.target);
    if (p.kind == QLatin1String("end_phase")) {
        endPart();
    } else if (p.kind == QLatin1String("defend")) {
        tu->defending.append(p.weapon);
    } else if (p.kind == QLatin1String("move") || p.kind == QLatin1String("thunder_move")) {
        move(*tu, p.to, p.kind == QLatin1String("thunder_move"));
    } else if (p.kind == QLatin1String("fire")) {
        fire(*tu, p.weapon, *target, p.conFire, p.rapid);
    } else if (p.kind == QLatin1String("assault")) {
        assault(*target);
    } else if (p.kind == QLatin1String("call_artillery")) {
        callArtillery(p.detachment, *target);
    } else if (p.kind == QLatin1String("thunder_run")) {
        declareThunderRun(*tu);
    }
    advance();
    flushRolls();
    return {};
}

QString CrucibleEngine::defendProblem(const CrucibleTuState &tu, int weapon) const
{
    const CrucibleTuInfo &i = info(tu);
    if (weapon < 0 || weapon >= i.weapons.size())
        return QStringLiteral("%1 has no weapon %2").arg(tu.id).arg(weapon + 1);
    if (!mayIntercept(i, tu, weapon))
        return QStringLiteral("%1's %2 has no working intercept triangle")
            .arg(tu.id, i.weapons.at(weapon).name);
    if (tu.defending.contains(weapon))
        return QStringLiteral("%1's %2 is already allocated").arg(tu.id, i.weapons.at(weapon).name);
    return {};
}

} // namespace hexwright
