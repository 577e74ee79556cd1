// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/crucible/play/crucibleengine_p.h"

#include "families/crucible/rules/cruciblemove.h"
#include "families/crucible/rules/crucibleroll.h"
#include "table/tablegeometry.h"

#include <QLineF>

#include <cmath>

namespace hexwright {

namespace {

constexpr double Slack = 0.5; ///< mm: a move is measured to the log's hundredth of a cm

} // namespace

double CrucibleEngine::reach(const CrucibleTuState &tu, bool easy) const
{
    return c.moveLength(info(tu), easy);
}

int CrucibleEngine::nextMoveLp(const CrucibleTuState &tu) const
{
    return crucible::moveLp(c.moveCosts(), tu.moves() + 1);
}

QString CrucibleEngine::moveProblem(const CrucibleTuState &tu, QPointF to, bool thunder) const
{
    const CrucibleTuInfo &i = info(tu);
    if (held(tu))
        return QStringLiteral("%1 may not move this turn (damage result 2)").arg(tu.id);
    if (uncontrolled(i))
        return QStringLiteral("%1 has lost its controller").arg(tu.id);
    if (i.kind == CrucibleTuKind::TowedGun)
        return QStringLiteral("%1 moves with its tower").arg(tu.id);
    const QLineF path(tu.at, to);
    if (path.length() < 1.0)
        return QStringLiteral("a move must go somewhere");
    if (!c.mayMoveAlong(i.movementClass, path))
        return QStringLiteral("%1 may not move there (off the table or impassable terrain)")
            .arg(tu.id);
    const bool easy = c.easyAlong(i.movementClass, path);
    if (thunder) {
        // §7.2: the run's distance, kept at no LP cost, on easy terrain only, before the
        // turn's 1-2-4 moves.
        if (tu.thunderTokens.isEmpty() || tu.runBroken)
            return QStringLiteral("%1 is on no Thunder Run").arg(tu.id);
        if (tu.movedFree || tu.moves() > 0)
            return QStringLiteral("%1 has moved this turn").arg(tu.id);
        if (!easy)
            return QStringLiteral("a Thunder Run keeps its speed on easy terrain only");
        const double free = crucible::thunderRunFree(tu.thunderTokens, reach(tu, true));
        if (path.length() > free + Slack)
            return QStringLiteral("%1's Thunder Run reaches %2, not %3")
                .arg(tu.id, c.lengthText(free), c.lengthText(path.length()));
        return {};
    }
    const int lp = nextMoveLp(tu);
    if (lp < 0)
        return QStringLiteral("%1 has made its three moves").arg(tu.id);
    const int left = s.detachments.value(i.detachment).lp;
    if (lp > left)
        return QStringLiteral("the move costs %1 LP; %2 has %3")
            .arg(lp)
            .arg(i.detachment)
            .arg(left);
    if (path.length() > reach(tu, easy) + Slack)
        return QStringLiteral("%1 moves at most %2 here").arg(tu.id, c.lengthText(reach(tu, easy)));
    if (i.kind == CrucibleTuKind::Firefly) {
        // §5: a Firefly stays within Medium range of its controller.
        const CrucibleTuState *controller = s.tu(i.controller);
        if (controller && distance(controller->at, to) > c.rangeLimits().value(2) + Slack)
            return QStringLiteral("%1 must stay within Medium range of %2")
                .arg(tu.id, controller->id);
    }
    return {};
}

QList<QPointF> CrucibleEngine::moveTargets(const CrucibleTuState &tu, bool thunder) const
{
    QList<QPointF> out;
    const CrucibleTuInfo &i = info(tu);
    if (thunder && (tu.thunderTokens.isEmpty() || tu.movedFree || tu.moves() > 0))
        return out;
    if (!thunder) {
        const int lp = nextMoveLp(tu);
        if (lp < 0 || lp > s.detachments.value(i.detachment).lp)
            return out;
    }
    if (held(tu) || uncontrolled(i))
        return out;
    // Eight directions at full length, then toward the nearest enemy and each objective.
    QList<QPointF> directions;
    for (int k = 0; k < 8; ++k) {
        const double a = k * M_PI / 4;
        directions.append(QPointF(std::cos(a), std::sin(a)));
    }
    const CrucibleTuState *nearest = nullptr;
    for (const CrucibleTuState &o : s.tus) {
        if (o.onTable() && info(o).player != i.player
            && (!nearest || distance(tu.at, o.at) < distance(tu.at, nearest->at)))
            nearest = &o;
    }
    QList<QPointF> goals;
    if (nearest)
        goals.append(nearest->at);
    for (const TableObjective &o : c.layout().objectives)
        goals.append(o.at.toPointF());
    for (QPointF g : goals) {
        const double d = distance(tu.at, g);
        if (d > 1)
            directions.append((g - tu.at) / d);
    }
    const double free = thunder ? crucible::thunderRunFree(tu.thunderTokens, reach(tu, true)) : 0;
    for (int k = 0; k < directions.size(); ++k) {
        const QPointF dir = directions.at(k);
        for (bool easy : {true, false}) {
            double length = thunder ? free : reach(tu, easy);
            // Toward the nearest enemy: stop short of him.
            if (!thunder && nearest && k == 8)
                length = std::min(
                    length,
                    std::max(0.0, distance(tu.at, nearest->at) - c.rangeLimits().value(0) / 2));
            const QPointF to(std::round((tu.at.x() + dir.x() * length) * 10) / 10,
                             std::round((tu.at.y() + dir.y() * length) * 10) / 10);
            if (moveProblem(tu, to, thunder).isEmpty() && !out.contains(to)) {
                out.append(to);
                break;
            }
        }
    }
    return out;
}

void CrucibleEngine::move(CrucibleTuState &tu, QPointF to, bool thunder)
{
    const CrucibleTuInfo &i = info(tu);
    const QLineF path(tu.at, to);
    const bool easy = c.easyAlong(i.movementClass, path);
    QJsonObject line {{QStringLiteral("type"), QStringLiteral("moved")},
                      {QStringLiteral("unit"), tu.id},
                      {QStringLiteral("from"), c.pointText(tu.at)},
                      {QStringLiteral("to"), c.pointText(to)},
                      {QStringLiteral("easy"), easy}};
    if (thunder) {
        tu.movedFree = true;
        line.insert(QStringLiteral("lp"), 0);
        line.insert(QStringLiteral("thunder_run"), true);
    } else {
        const int lp = nextMoveLp(tu);
        s.detachments[i.detachment].lp -= lp;
        tu.movesOnEasy.append(easy);
        if (!easy && !tu.thunderTokens.isEmpty())
            tu.runBroken = true; // §7.2: back to normal speed; tokens go in phase 9
        line.insert(QStringLiteral("lp"), lp);
        line.insert(QStringLiteral("lp_left"), s.detachments.value(i.detachment).lp);
    }
    tu.facing = std::atan2(to.y() - tu.at.y(), to.x() - tu.at.x()) * 180.0 / M_PI;
    tu.facing = std::round(tu.facing * 10) / 10;
    tu.at = to;
    note(line);
}

QString CrucibleEngine::thunderRunProblem(const CrucibleTuState &tu) const
{
    if (!c.optionOn("thunder_run"))
        return QStringLiteral("Thunder Run (optional rule 7.2) is off");
    const CrucibleTuInfo &i = info(tu);
    if (i.infantry())
        return QStringLiteral("infantry never Thunder Run");
    if (tu.declaredRun)
        return QStringLiteral("%1 has placed its token this turn").arg(tu.id);
    if (tu.runBroken)
        return QStringLiteral("%1 left easy terrain").arg(tu.id);
    const int token = crucible::thunderRunToken(tu.movesOnEasy, i.infantry());
    if (!crucible::mayDeclareThunderRun(tu.thunderTokens, c.rules().limits.thunderRunTokens, token))
        return token == 0 ? QStringLiteral("%1 made no move on easy terrain").arg(tu.id)
                          : QStringLiteral("%1 has its two tokens").arg(tu.id);
    return {};
}

void CrucibleEngine::declareThunderRun(CrucibleTuState &tu)
{
    const int token = crucible::thunderRunToken(tu.movesOnEasy, info(tu).infantry());
    tu.thunderTokens.append(token);
    tu.declaredRun = true;
    note({{QStringLiteral("type"), QStringLiteral("thunder_run")},
          {QStringLiteral("unit"), tu.id},
          {QStringLiteral("token"), token},
          {QStringLiteral("colour"),
           tu.thunderTokens.size() == 1 ? QStringLiteral("green") : QStringLiteral("red")}});
}

} // namespace hexwright
