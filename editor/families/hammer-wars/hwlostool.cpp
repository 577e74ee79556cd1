// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammer-wars/hwlostool.h"

#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "families/hammer-wars/play/hwgamecontext.h"
#include "mapview.h"
#include "render/boardrenderer.h"
#include "shell/actionicons.h"
#include "table/tablegeometry.h"

#include <QAction>
#include <QKeyEvent>
#include <QPainter>
#include <QUndoStack>

#include <algorithm>
#include <cmath>

namespace hexwright {

namespace {

/// How far (screen pixels) the pointer moves before a press becomes a drag.
constexpr double DragPixels = 4.0;

const QColor ClearColour(0x1f, 0x9d, 0x3a);
const QColor BlockedColour(0xd0, 0x24, 0x1c);
const QColor CoverColour(0xe0, 0x9a, 0x10);

QPen cosmetic(const QColor &colour, double width, Qt::PenStyle style = Qt::SolidLine)
{
    QPen pen(colour, width, style, Qt::RoundCap);
    pen.setCosmetic(true);
    return pen;
}

/// Where along the segment from @p a to @p b (0..1) it first comes within @p radius of
/// @p centre.
double enterCircle(QPointF a, QPointF b, QPointF centre, double radius)
{
    const QPointF d = b - a;
    const double len2 = d.x() * d.x() + d.y() * d.y();
    if (len2 <= 0)
        return 0;
    const double t = ((centre - a).x() * d.x() + (centre - a).y() * d.y()) / len2;
    const QPointF closest = a + t * d;
    const double gap = distance(centre, closest);
    const double half = std::sqrt(std::max(0.0, radius * radius - gap * gap));
    return std::clamp(t - half / std::sqrt(len2), 0.0, 1.0);
}

/// The name a piece goes by: its name, or its id if it has none.
QString pieceName(const TablePiece &piece)
{
    return piece.name.isEmpty() ? piece.id : piece.name;
}

/// "Bell tower (Solid obstacle)": the piece's name and the names of its traits that block
/// sight.
QString blockerText(const TablePiece &piece, const Ruleset &ruleset, const HwRules &rules)
{
    QStringList traits;
    for (const QString &trait : piece.traits) {
        if (!rules.terrainOf(trait).blocksLos)
            continue;
        const TerrainType *type = ruleset.findTerrain(trait);
        traits.append(type ? type->name : trait);
    }
    return traits.isEmpty()
        ? pieceName(piece)
        : QStringLiteral("%1 (%2)").arg(pieceName(piece), traits.join(QStringLiteral(", ")));
}

} // namespace

HwLosTool::HwLosTool(EditorContext *context)
    : MapTool(context, tr("Line of &Sight"), actionIcon(QStringLiteral("hexwright-line-of-sight")),
              QKeySequence(Qt::Key_S))
{
    action()->setObjectName(QStringLiteral("hwLosToolAction"));
    action()->setStatusTip(tr("Drag from a unit or point to another: green where the line is "
                              "clear, red where a solid piece or a unit blocks it, and the "
                              "target's cover"));
    connect(context, &EditorContext::documentChanged, this, [this] {
        m_game.reset();
        clear();
    });
}

HwLosTool::~HwLosTool() = default;

const HwGameContext *HwLosTool::game()
{
    const ScenarioDocument *document = context()->document();
    if (!document || !document->scenario().table)
        return nullptr;
    const int index = document->undoStack()->index();
    if (!m_game || index != m_gameIndex) {
        m_game = std::make_unique<HwGameContext>(document->scenario(), document->ruleset(),
                                                 document->filePath());
        m_gameIndex = index;
    }
    return m_game.get();
}

std::optional<HwSightVerdict> HwLosTool::sightBetween(QPointF from, QPointF to)
{
    const ScenarioDocument *document = context()->document();
    const HwGameContext *c = game();
    if (!c || !document)
        return std::nullopt;
    const QList<TableBase> bases = placedBases(document->scenario(), document->ruleset());
    HwSightVerdict v;
    v.fromBase = baseAt(bases, from);
    v.toBase = baseAt(bases, to);
    if (v.fromBase && v.toBase && v.fromBase->forceId == v.toBase->forceId)
        v.toBase.reset();
    // A unit sees and is seen from its centre, as in a game.
    v.from = v.fromBase ? v.fromBase->centre : from;
    v.to = v.toBase ? v.toBase->centre : to;

    for (const TableBoard::PieceCrossing &x :
         hwrules::piecesBlockingSight(c->board(), c->pieceRules(), v.from, v.to)) {
        v.pieces.append(x.piece);
        if (!x.crossing.spans.isEmpty())
            v.blockedAt = std::min(v.blockedAt, x.crossing.spans.first().enter);
    }
    QList<std::pair<double, TableBase>> inTheWay;
    for (const TableBase &base : bases) {
        if ((v.fromBase && base.forceId == v.fromBase->forceId)
            || (v.toBase && base.forceId == v.toBase->forceId))
            continue;
        const double r = c->radius(base.unitType);
        if (hwrules::modelBlocksSight(base.centre, r, v.from, v.to))
            inTheWay.append({enterCircle(v.from, v.to, base.centre, r), base});
    }
    std::stable_sort(inTheWay.begin(), inTheWay.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    QStringList blockers;
    for (int piece : std::as_const(v.pieces))
        blockers.append(blockerText(c->layout().pieces.at(piece), c->ruleset(), c->rules()));
    for (const auto &[t, base] : std::as_const(inTheWay)) {
        v.models.append(base.forceId);
        v.blockedAt = std::min(v.blockedAt, t);
        blockers.append(base.name);
    }
    if (!v.clear()) {
        v.text = tr("Blocked by %1").arg(blockers.join(tr(", ")));
        return v;
    }

    const double radius = c->radius(v.toBase ? v.toBase->unitType : QString());
    v.cover = hwrules::cover(c->board(), c->pieceRules(), c->rules(), v.from, v.to, radius, false);
    v.ignoresCover = v.fromBase && c->has(v.fromBase->unitType, "ignores_cover");
    if (v.cover.modifier >= 0 || v.cover.piece < 0) {
        v.text = tr("Clear; target not in cover");
    } else {
        const QString piece = pieceName(c->layout().pieces.at(v.cover.piece));
        v.text = v.cover.partlyHidden
            ? tr("Clear; target partly hidden by %1: %2 to hit").arg(piece).arg(v.cover.modifier)
            : tr("Clear; target in cover (%1): %2 to hit").arg(piece).arg(v.cover.modifier);
        if (v.ignoresCover)
            v.text += tr("; the firer ignores cover");
    }
    return v;
}

void HwLosTool::clear()
{
    m_verdict.reset();
    m_dragging = false;
    if (context()->view())
        updateOverlay();
}

void HwLosTool::deactivate()
{
    m_dragging = false;
}

void HwLosTool::show(QPointF to)
{
    m_verdict = sightBetween(m_press, to);
    updateOverlay();
    if (m_verdict)
        context()->showStatus(m_verdict->text, m_dragging ? 4000 : 0);
}

void HwLosTool::mousePressed(const MapMouseEvent &event)
{
    if (event.button == Qt::RightButton) {
        clear();
        return;
    }
    if (event.button != Qt::LeftButton || !context()->document())
        return;
    m_press = event.scenePos;
    m_dragging = true;
    m_verdict.reset();
    updateOverlay();
}

void HwLosTool::mouseMoved(const MapMouseEvent &event)
{
    if (!m_dragging)
        return;
    const MapView *view = context()->view();
    const double pixels = view && view->boardRenderer()
        ? view->zoom() * view->boardRenderer()->trueSizeScale()
        : 1.0;
    if (!m_verdict && distance(event.scenePos, m_press) * pixels < DragPixels)
        return;
    show(event.scenePos);
}

void HwLosTool::mouseReleased(const MapMouseEvent &event)
{
    if (event.button != Qt::LeftButton || !m_dragging)
        return;
    m_dragging = false;
    if (m_verdict)
        show(event.scenePos);
}

bool HwLosTool::keyPressed(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && (m_verdict || m_dragging)) {
        clear();
        context()->showStatus(QString(), 1);
        return true;
    }
    return false;
}

void HwLosTool::paintTableOverlay(QPainter *painter, qreal pixelsPerSceneUnit)
{
    if (!m_verdict || !m_game)
        return;
    const HwSightVerdict &v = *m_verdict;
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);
    // What blocks the line: its solid pieces and units, outlined in red.
    QColor fill = BlockedColour;
    fill.setAlpha(60);
    for (int piece : v.pieces) {
        painter->setPen(cosmetic(BlockedColour, 3.0));
        painter->setBrush(fill);
        painter->drawPath(m_game->layout().pieces.at(piece).shape.path());
    }
    const ScenarioDocument *document = context()->document();
    const QList<TableBase> bases
        = document ? placedBases(document->scenario(), document->ruleset()) : QList<TableBase>();
    for (const TableBase &base : bases) {
        if (!v.models.contains(base.forceId))
            continue;
        painter->setPen(cosmetic(BlockedColour, 3.0));
        painter->setBrush(fill);
        painter->drawEllipse(base.centre, base.radius, base.radius);
    }
    // The cover the target has.
    if (v.clear() && v.cover.piece >= 0) {
        QColor cover = CoverColour;
        cover.setAlpha(50);
        painter->setPen(cosmetic(CoverColour, 2.5, Qt::DashLine));
        painter->setBrush(cover);
        painter->drawPath(m_game->layout().pieces.at(v.cover.piece).shape.path());
    }
    painter->setBrush(Qt::NoBrush);
    for (const std::optional<TableBase> &base : {v.fromBase, v.toBase}) {
        if (base) {
            painter->setPen(cosmetic(Qt::white, 2.0));
            painter->drawEllipse(base->centre, base->radius, base->radius);
        }
    }
    // Green as far as it is clear, red from there on.
    const QPointF cut = v.from + (v.to - v.from) * v.blockedAt;
    painter->setPen(cosmetic(Qt::white, 5.5));
    painter->drawLine(v.from, v.to);
    painter->setPen(cosmetic(ClearColour, 3.0));
    painter->drawLine(v.from, cut);
    if (!v.clear()) {
        painter->setPen(cosmetic(BlockedColour, 3.0));
        painter->drawLine(cut, v.to);
    }
    const double end = 4.0 / pixelsPerSceneUnit;
    painter->setPen(Qt::NoPen);
    painter->setBrush(v.clear() ? ClearColour : BlockedColour);
    painter->drawEllipse(v.to, end, end);
    painter->setBrush(ClearColour);
    painter->drawEllipse(v.from, end, end);
    // The verdict above the target, clear of its base.
    const double lift = (v.toBase ? v.toBase->radius : 0) * pixelsPerSceneUnit + 20;
    paintTableLabel(painter, v.to, v.text, v.clear() ? ClearColour : BlockedColour,
                    QPointF(0, -lift));
}

} // namespace hexwright
