// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammer-wars/play/hwengine_p.h"

#include "table/tablegeometry.h"

#include <QLineF>

#include <algorithm>

#include <cmath>

namespace hexwright {

namespace {

/// The distance from @p p to the segment @p a - @p b.
double segmentGap(QPointF p, QPointF a, QPointF b)
{
    const QPointF d = b - a;
    const double len2 = d.x() * d.x() + d.y() * d.y();
    double t = len2 > 0 ? ((p - a).x() * d.x() + (p - a).y() * d.y()) / len2 : 0;
    t = std::clamp(t, 0.0, 1.0);
    return distance(p, a + t * d);
}

constexpr double Pi = 3.14159265358979323846;
constexpr int Directions = 12;

} // namespace

double HwEngine::reach(const HwModel &m, const QString &actionId) const
{
    const HwAction *action = c.rules().action(actionId);
    if (!action)
        return 0;
    int moves = action->moves;
    const bool run = !action->mayShoot && action->moves > 1;
    if (run) {
        if (const HwSpecialRule *rapid = c.special(m.type, "rapid_advance"))
            moves = int(rapid->values.value(QStringLiteral("run_moves"), moves));
    }
    return moves * c.moveLength(m.type);
}

bool HwEngine::inContact(const HwModel &a, const HwModel &b) const
{
    return distance(a.at, b.at) <= radius(a) + radius(b) + HwContactSlack;
}

QString HwEngine::pathProblem(const HwModel &m, const QList<QPointF> &path, double reachMm,
                              bool run, bool noContact) const
{
    const double r = radius(m);
    double length = 0;
    QPointF from = m.at;
    for (QPointF to : path) {
        length += distance(from, to);
        if (!c.onTable(to, r))
            return QStringLiteral("%1 would leave the table at %2").arg(name(m), c.pointText(to));
        for (const HwModel &o : s.models) {
            if (!o.onTable() || o.player == m.player)
                continue;
            if (segmentGap(o.at, from, to) < r + radius(o) - HwContactSlack)
                return QStringLiteral("%1 may not move through %2").arg(name(m), name(o));
        }
        if (run) {
            for (const TableBoard::PieceCrossing &x : c.board().piecesCrossed(QLineF(from, to))) {
                if (!c.pieceRules().at(x.piece).runThrough) {
                    const TablePiece &piece = c.layout().pieces.at(x.piece);
                    return QStringLiteral("%1 may not Run through difficult terrain (%2)")
                        .arg(name(m), piece.name.isEmpty() ? piece.id : piece.name);
                }
            }
        }
        from = to;
    }
    // Half a millimetre for the log's rounding of each point.
    if (length > reachMm + 0.5 * path.size())
        return QStringLiteral("%1 may move %2; this path is %3")
            .arg(name(m), c.lengthText(reachMm), c.lengthText(length));
    for (const HwModel &o : s.models) {
        if (!o.onTable() || o.id == m.id)
            continue;
        const double gap = distance(from, o.at);
        if (gap < r + radius(o) - HwContactSlack)
            return QStringLiteral("%1 would end on top of %2").arg(name(m), name(o));
        if (noContact && o.player != m.player && gap <= r + radius(o) + HwContactSlack)
            return QStringLiteral("%1 may not end this move in base contact with %2")
                .arg(name(m), name(o));
    }
    return {};
}

QPointF HwEngine::contactPoint(const HwModel &mover, QPointF from, const HwModel &target) const
{
    QPointF d = from - target.at;
    double len = std::hypot(d.x(), d.y());
    if (len < 1e-9) {
        d = {1, 0};
        len = 1;
    }
    const double gap = radius(mover) + radius(target) + 0.3;
    return hwSnap(c, target.at + d * (gap / len));
}

QList<QPointF> HwEngine::moveTargets(const HwModel &m, double reachMm, bool run,
                                     bool noContact) const
{
    QList<QPointF> candidates;
    const double r = radius(m);
    const QSizeF size = c.layout().size;
    auto clampToTable = [&](QPointF p) {
        return QPointF(std::clamp(p.x(), r, size.width() - r),
                       std::clamp(p.y(), r, size.height() - r));
    };
    auto toward = [&](QPointF goal) {
        const QPointF d = goal - m.at;
        const double len = std::hypot(d.x(), d.y());
        if (len <= reachMm)
            return goal;
        return m.at + d * (reachMm / len);
    };
    for (int i = 0; i < Directions; ++i) {
        const double a = 2 * Pi * i / Directions;
        const QPointF dir(std::cos(a), std::sin(a));
        candidates.append(clampToTable(m.at + dir * reachMm));
        candidates.append(clampToTable(m.at + dir * (reachMm / 2)));
    }
    for (const TableObjective &o : c.layout().objectives)
        candidates.append(clampToTable(toward(o.at.toPointF())));
    for (const HwModel &o : s.models) {
        if (!o.onTable() || o.player == m.player)
            continue;
        const QPointF contact = contactPoint(m, m.at, o);
        if (!noContact && distance(m.at, contact) <= reachMm)
            candidates.append(contact);
        else
            candidates.append(clampToTable(toward(contact)));
    }
    QList<QPointF> targets;
    for (QPointF p : candidates) {
        p = hwSnap(c, p);
        if (distance(p, m.at) < 1 || targets.contains(p))
            continue;
        if (pathProblem(m, {p}, reachMm, run, noContact).isEmpty())
            targets.append(p);
    }
    return targets;
}

void HwEngine::moveModel(HwModel &m, const QList<QPointF> &path, bool trample)
{
    QStringList touching;
    for (const HwModel &o : s.models) {
        if (o.onTable() && o.player != m.player && inContact(m, o))
            touching.append(o.id);
    }
    const QPointF start = m.at;
    // Dangerous terrain: one attack for each piece the move enters or crosses.
    QList<int> dangerous;
    for (int i = 0; i < c.layout().pieces.size(); ++i) {
        if (!c.pieceRules().at(i).entryAttack)
            continue;
        const TableShape &shape = c.layout().pieces.at(i).shape;
        bool crosses = false;
        bool staysInside = shape.contains(start);
        QPointF from = start;
        for (QPointF to : path) {
            const QList<SegmentSpan> spans = segmentSpans(QLineF(from, to), shape);
            crosses = crosses || !spans.isEmpty();
            if (spans.size() != 1 || spans.first().enter > 1e-9 || spans.first().leave < 1 - 1e-9)
                staysInside = false;
            from = to;
        }
        if (crosses && (c.choices().dangerousAnyMove || !staysInside))
            dangerous.append(i);
    }
    m.at = path.last();
    for (int i : dangerous) {
        if (!m.onTable() || s.gameOver)
            break;
        const TablePiece &piece = c.layout().pieces.at(i);
        note({{QStringLiteral("type"), QStringLiteral("dangerous_terrain")},
              {QStringLiteral("unit"), m.id},
              {QStringLiteral("piece"), piece.id}});
        fixedAttack(*c.pieceRules().at(i).entryAttack, QStringLiteral("dangerous_terrain"), -1, m);
    }
    if (!trample || !m.onTable() || s.gameOver)
        return;
    const HwSpecialRule *rule = c.special(m.type, "trample_attack");
    if (!rule || !rule->attack)
        return;
    for (HwModel &o : s.models) {
        if (s.gameOver)
            break;
        if (o.onTable() && o.player != m.player && inContact(m, o) && !touching.contains(o.id))
            fixedAttack(*rule->attack, QStringLiteral("trample_attack"), m.player, o);
    }
}

} // namespace hexwright
