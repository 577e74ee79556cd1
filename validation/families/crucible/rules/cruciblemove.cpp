// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/crucible/rules/cruciblemove.h"

#include <QLineF>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace hexwright::crucible {

QString arcOf(QPointF at, double facing, QPointF to, double frontWidth, double rearWidth)
{
    const QPointF d = to - at;
    if (std::hypot(d.x(), d.y()) < 1e-9)
        return QStringLiteral("front");
    const double bearing = std::atan2(d.y(), d.x()) * 180.0 / M_PI;
    double rel = std::fmod(bearing - facing + 540.0, 360.0) - 180.0; // -180..180
    if (std::abs(rel) <= frontWidth / 2 + 1e-9)
        return QStringLiteral("front");
    if (std::abs(rel) >= 180.0 - rearWidth / 2 - 1e-9)
        return QStringLiteral("rear");
    // y grows downwards: a positive bearing turns clockwise, to the right.
    return rel > 0 ? QStringLiteral("right") : QStringLiteral("left");
}

QStringList upratedArcs(const QStringList &arcs)
{
    const QString front = QStringLiteral("front");
    const QString left = QStringLiteral("left");
    const QString right = QStringLiteral("right");
    if (arcs == QStringList {front})
        return {front, left, right};
    if (arcs == QStringList {left})
        return {left, front};
    if (arcs == QStringList {right})
        return {right, front};
    return arcs;
}

QStringList upratedAddition(const QStringList &arcs)
{
    const QSet<QString> have(arcs.cbegin(), arcs.cend());
    for (const char *card : {"front", "left", "right"}) {
        const QStringList base {QLatin1String(card)};
        const QStringList up = upratedArcs(base);
        if (up != base && QSet<QString>(up.cbegin(), up.cend()) == have) {
            QStringList added = up;
            added.removeAll(base.first());
            return added;
        }
    }
    return {};
}

bool coversArc(const QStringList &arcs, const QString &arc)
{
    return arcs.contains(QLatin1String("all")) || arcs.contains(arc);
}

int rangeBand(const QList<double> &limits, double distance)
{
    for (int i = 0; i < limits.size(); ++i) {
        if (distance <= limits.at(i) + 1e-9)
            return i;
    }
    return -1;
}

int speedBand(const QString &speed, bool easy, int bands)
{
    static const QStringList order {QStringLiteral("slow"), QStringLiteral("medium"),
                                    QStringLiteral("fast"), QStringLiteral("very_fast")};
    int band = speed == QLatin1String("fast_lt_noe") ? 2 : int(order.indexOf(speed));
    if (band < 0)
        band = 0;
    if (easy)
        ++band;
    return std::min(band, std::max(0, bands - 1));
}

int thunderRunToken(const QList<bool> &movesOnEasy, bool infantry)
{
    if (infantry)
        return 0;
    return int(std::count(movesOnEasy.begin(), movesOnEasy.end(), true));
}

double thunderRunFree(const QList<int> &tokens, double easyMove)
{
    int moves = 0;
    for (int t : tokens)
        moves += t;
    return moves * easyMove;
}

bool mayDeclareThunderRun(const QList<int> &tokens, int maxTokens, int token)
{
    return token > 0 && tokens.size() < maxTokens;
}

} // namespace hexwright::crucible
