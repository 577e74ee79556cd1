// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammer-wars/rules/hwsight.h"

#include "table/tablegeometry.h"

#include <QLineF>

#include <algorithm>
#include <cmath>

namespace hexwright::hwrules {

namespace {

/// The distance from @p p to the segment from @p a to @p b.
double segmentGap(QPointF p, QPointF a, QPointF b)
{
    const QPointF d = b - a;
    const double len2 = d.x() * d.x() + d.y() * d.y();
    double t = len2 > 0 ? ((p - a).x() * d.x() + (p - a).y() * d.y()) / len2 : 0;
    t = std::clamp(t, 0.0, 1.0);
    return distance(p, a + t * d);
}

} // namespace

HwPieceRules pieceRules(const HwRules &rules, const QStringList &traits, bool coverBlocksLos)
{
    HwPieceRules r;
    for (const QString &trait : traits) {
        const HwTerrain &t = rules.terrainOf(trait);
        r.attackModifier = std::min(r.attackModifier, t.attackModifier);
        r.runThrough = r.runThrough && t.runThrough;
        r.blocksLos = r.blocksLos || t.blocksLos;
        if (t.entryAttack && !r.entryAttack)
            r.entryAttack = t.entryAttack;
    }
    if (coverBlocksLos && r.attackModifier < 0)
        r.blocksLos = true;
    r.obscures = r.blocksLos || r.attackModifier < 0;
    return r;
}

QList<TableBoard::PieceCrossing> piecesBlockingSight(const TableBoard &board,
                                                     const QList<HwPieceRules> &pieces,
                                                     QPointF from, QPointF to, bool firstOnly)
{
    QList<TableBoard::PieceCrossing> blocking;
    for (const TableBoard::PieceCrossing &x : board.piecesCrossed(QLineF(from, to))) {
        if (!pieces.at(x.piece).blocksLos)
            continue;
        // A model standing in a ruin sees out of it, and is seen in it.
        const TableShape &shape = board.layout().pieces.at(x.piece).shape;
        if (shape.contains(from) || shape.contains(to))
            continue;
        blocking.append(x);
        if (firstOnly)
            break;
    }
    return blocking;
}

bool modelBlocksSight(QPointF at, double radius, QPointF from, QPointF to)
{
    return segmentGap(at, from, to) < radius - HwContactSlack;
}

Cover cover(const TableBoard &board, const QList<HwPieceRules> &pieces, const HwRules &rules,
            QPointF attacker, QPointF target, double radius, bool melee)
{
    const QList<TablePiece> &layoutPieces = board.layout().pieces;
    const TableShape base = TableShape::circle(target, 2 * radius);
    Cover result;
    for (int i = 0; i < layoutPieces.size(); ++i) {
        const HwPieceRules &effects = pieces.at(i);
        if (effects.attackModifier >= 0)
            continue;
        if (overlapFraction(base, layoutPieces.at(i).shape) >= rules.cover.insideShare - 1e-4
            && effects.attackModifier < result.modifier) {
            result.modifier = effects.attackModifier;
            result.piece = i;
        }
    }
    if (result.modifier < 0 || melee || !rules.cover.partlyHidden)
        return result;
    // Partly hidden: a line from the attacker to the target's centre or either side of its
    // base passes through terrain that hides (cover or solid) that the attacker is not in.
    const QPointF d = target - attacker;
    const double len = std::hypot(d.x(), d.y());
    const QPointF side = len > 0 ? QPointF(-d.y(), d.x()) * (0.9 * radius / len) : QPointF();
    for (QPointF aim : {target, target + side, target - side}) {
        for (const TableBoard::PieceCrossing &x : board.piecesCrossed(QLineF(attacker, aim))) {
            const HwPieceRules &effects = pieces.at(x.piece);
            if (!effects.obscures || layoutPieces.at(x.piece).shape.contains(attacker))
                continue;
            int worst = effects.attackModifier;
            // A solid piece hides as cover does: the ruleset's cover modifier.
            if (worst >= 0) {
                for (const HwPieceRules &other : pieces)
                    worst = std::min(worst, other.attackModifier);
                for (auto it = rules.terrain.begin(); it != rules.terrain.end(); ++it)
                    worst = std::min(worst, it->attackModifier);
            }
            if (worst < result.modifier) {
                result.modifier = worst;
                result.piece = x.piece;
                result.partlyHidden = true;
            }
        }
    }
    return result;
}

} // namespace hexwright::hwrules
