// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/measuretool.h"

#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "mapview.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"
#include "shell/actionicons.h"
#include "table/tablegeometry.h"
#include "table/tablestate.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace hexwright {

namespace {

/// How far (screen pixels) the pointer moves before a press becomes a drag.
constexpr double DragPixels = 4.0;
/// The label's text size, in pixels.
constexpr int LabelTextPixels = 13;

/// The point @p distance along the line from @p from towards @p to (from itself if they meet).
QPointF towards(QPointF from, QPointF to, double distance)
{
    const double length = hexwright::distance(from, to);
    return length > 0 ? from + (to - from) * (distance / length) : from;
}

double familyBaseRadius(const Ruleset &ruleset, const QString &unitType)
{
    return ruleset.familyRules ? ruleset.familyRules->baseDiameterMm(unitType) / 2 : 12.5;
}

QPen cosmetic(const QColor &colour, double width, Qt::PenStyle style = Qt::SolidLine)
{
    QPen pen(colour, width, style, Qt::RoundCap);
    pen.setCosmetic(true);
    return pen;
}

} // namespace

QList<TableBase> placedBases(const Scenario &scenario, const Ruleset &ruleset)
{
    QList<TableBase> bases;
    for (const ForceEntry &force : scenario.forces) {
        if (force.placement.kind != Placement::Kind::Point)
            continue;
        TableBase base;
        base.forceId = force.id;
        base.unitType = force.unitType;
        const UnitType *type = ruleset.findUnitType(force.unitType);
        const Side *side = scenario.findSide(force.side);
        base.name = QStringLiteral("%1 %2").arg(side ? side->name : force.side,
                                                type ? type->name : force.unitType);
        if (force.count > 1)
            base.name += QStringLiteral(" x%1").arg(force.count);
        base.centre = force.placement.point.toPointF();
        base.radius = familyBaseRadius(ruleset, force.unitType);
        bases.append(base);
    }
    return bases;
}

std::optional<TableBase> baseAt(const QList<TableBase> &bases, QPointF point)
{
    for (auto it = bases.crbegin(); it != bases.crend(); ++it) {
        if (distance(it->centre, point) <= it->radius)
            return *it;
    }
    return std::nullopt;
}

TableMeasure measureOnTable(QPointF from, QPointF to, const QList<TableBase> &bases)
{
    TableMeasure m;
    m.from = from;
    m.to = to;
    m.fromBase = baseAt(bases, from);
    m.toBase = baseAt(bases, to);
    // The same base at both ends is no measurement between bases.
    if (m.fromBase && m.toBase && m.fromBase->forceId == m.toBase->forceId)
        m.toBase.reset();
    const QPointF a = m.fromBase ? m.fromBase->centre : from;
    const QPointF b = m.toBase ? m.toBase->centre : to;
    const double ra = m.fromBase ? m.fromBase->radius : 0;
    const double rb = m.toBase ? m.toBase->radius : 0;
    // Round bases: the nearest points lie on the line between the centres.
    m.millimetres = std::max(0.0, distance(a, b) - ra - rb);
    m.start = towards(a, b, std::min(ra, distance(a, b)));
    m.end = towards(b, a, std::min(rb, distance(a, b)));
    if (m.millimetres == 0)
        m.end = m.start;
    return m;
}

QString measureText(const TableMeasure &measure, LengthUnit unit)
{
    const QString length = formatLength(measure.millimetres, unit, 1);
    if (measure.fromBase && measure.toBase)
        return MeasureTool::tr("%1, base to base").arg(length);
    if (measure.fromBase || measure.toBase)
        return MeasureTool::tr("%1, from the base").arg(length);
    return length;
}

QPointF straightened(QPointF from, QPointF to)
{
    const QPointF d = to - from;
    if (d.isNull())
        return to;
    const double step = M_PI / 4;
    const double angle = std::round(std::atan2(d.y(), d.x()) / step) * step;
    const QPointF direction(std::cos(angle), std::sin(angle));
    // Along the step's direction, as far as the pointer reaches along it.
    const double along = d.x() * direction.x() + d.y() * direction.y();
    return from + direction * std::max(0.0, along);
}

QList<RangeRing> rangeRingsOf(const Ruleset &ruleset, const QString &unitTypeId, LengthUnit unit)
{
    QList<RangeRing> rings;
    if (!ruleset.familyRules)
        return rings;
    for (const FamilyRange &range : ruleset.familyRules->rangeRings(ruleset, unitTypeId)) {
        const double mm = range.millimetres();
        const QString label = QStringLiteral("%1: %2").arg(range.label, formatLength(mm, unit, 1));
        auto same = std::find_if(rings.begin(), rings.end(), [mm](const RangeRing &r) {
            return std::abs(r.millimetres - mm) < 1e-6;
        });
        if (same != rings.end())
            same->label += QStringLiteral("; ") + range.label;
        else
            rings.append({mm, label});
    }
    // Lines of one range: "Attack 1 (Dice 1): 16.0 in; Attack 2 (Dice 1)" reads as one ring.
    std::stable_sort(rings.begin(), rings.end(), [](const RangeRing &a, const RangeRing &b) {
        return a.millimetres < b.millimetres;
    });
    return rings;
}

void paintTableLabel(QPainter *painter, QPointF at, const QString &text, const QColor &accent,
                     QPointF offset)
{
    const QPointF device = painter->worldTransform().map(at) + offset;
    painter->save();
    painter->resetTransform();
    painter->setRenderHint(QPainter::Antialiasing);
    QFont font = QApplication::font();
    font.setPixelSize(LabelTextPixels);
    font.setBold(true);
    painter->setFont(font);
    const QFontMetricsF metrics(font);
    const QSizeF size(metrics.horizontalAdvance(text) + 12, metrics.height() + 6);
    QRectF plate(device - QPointF(size.width() / 2, size.height() / 2), size);
    // Kept inside the view, so a label near its edge is still read whole.
    if (const QPaintDevice *target = painter->device()) {
        const QRectF room = QRectF(0, 0, target->width(), target->height()).adjusted(4, 4, -4, -4);
        if (plate.width() <= room.width() && plate.height() <= room.height()) {
            plate.moveLeft(std::clamp(plate.left(), room.left(), room.right() - plate.width()));
            plate.moveTop(std::clamp(plate.top(), room.top(), room.bottom() - plate.height()));
        }
    }
    const QPalette palette = QApplication::palette();
    painter->setPen(QPen(accent, 1.5));
    painter->setBrush(palette.color(QPalette::ToolTipBase));
    painter->drawRoundedRect(plate, 4, 4);
    painter->setPen(palette.color(QPalette::ToolTipText));
    painter->drawText(plate, Qt::AlignCenter, text);
    painter->restore();
}

MeasureTool::MeasureTool(TableState *state)
    : MapTool(state->context(), tr("&Measure"), actionIcon(QStringLiteral("hexwright-measure")),
              QKeySequence(Qt::Key_M))
    , m_state(state)
{
    action()->setObjectName(QStringLiteral("tableMeasureAction"));
    action()->setStatusTip(tr("Drag to measure, edge to edge from a unit's base (Shift: 45 "
                              "degree steps); click a unit for its range rings"));
    connect(state->context(), &EditorContext::documentChanged, this, [this] {
        clear();
        fillRingChoice();
    });
}

QComboBox *MeasureTool::ringChoice()
{
    if (m_ringChoice)
        return m_ringChoice;
    m_ringChoice = new QComboBox;
    m_ringChoice->setObjectName(QStringLiteral("tableRangeRingChoice"));
    m_ringChoice->setAccessibleName(tr("Range rings"));
    m_ringChoice->setToolTip(tr("The unit type whose range rings the measuring tool shows; "
                                "they follow the pointer until a click pins them"));
    m_ringChoice->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_ringChoice, &QComboBox::activated, this, [this] {
        setRings(m_ringChoice->currentData().toString());
        // Rings are the measuring tool's: choosing some picks it.
        context()->activateTool(this);
    });
    fillRingChoice();
    return m_ringChoice;
}

void MeasureTool::fillRingChoice()
{
    if (!m_ringChoice)
        return;
    const QSignalBlocker block(m_ringChoice);
    m_ringChoice->clear();
    m_ringChoice->addItem(tr("No range rings"), QString());
    if (const ScenarioDocument *document = m_state->document()) {
        const Ruleset &ruleset = document->ruleset();
        for (const UnitType &type : ruleset.unitTypes) {
            if (!rangeRingsOf(ruleset, type.id, unit()).isEmpty())
                m_ringChoice->addItem(tr("Rings: %1").arg(type.name), type.id);
        }
    }
    m_ringChoice->setCurrentIndex(std::max(0, m_ringChoice->findData(m_ringType)));
}

LengthUnit MeasureTool::unit() const
{
    const TableLayout *table = m_state->layout();
    return table ? table->unit : LengthUnit::Inch;
}

QList<TableBase> MeasureTool::bases() const
{
    const ScenarioDocument *document = m_state->document();
    return document ? placedBases(document->scenario(), document->ruleset()) : QList<TableBase>();
}

void MeasureTool::setRings(const QString &unitTypeId, std::optional<QPointF> centre)
{
    m_ringType = unitTypeId;
    m_ringCentre = unitTypeId.isEmpty() ? std::nullopt : centre;
    if (m_ringChoice) {
        const QSignalBlocker block(m_ringChoice);
        m_ringChoice->setCurrentIndex(std::max(0, m_ringChoice->findData(unitTypeId)));
    }
    updateOverlay();
}

QList<RangeRing> MeasureTool::rings() const
{
    const ScenarioDocument *document = m_state->document();
    if (!document || m_ringType.isEmpty())
        return {};
    return rangeRingsOf(document->ruleset(), m_ringType, unit());
}

double MeasureTool::ringBaseRadius() const
{
    const ScenarioDocument *document = m_state->document();
    return document ? familyBaseRadius(document->ruleset(), m_ringType) : 12.5;
}

void MeasureTool::clear()
{
    m_ruler.reset();
    m_pressed = false;
    m_dragging = false;
    m_ringType.clear();
    m_ringCentre.reset();
    if (m_ringChoice) {
        const QSignalBlocker block(m_ringChoice);
        m_ringChoice->setCurrentIndex(0);
    }
    if (context()->view())
        updateOverlay();
}

void MeasureTool::deactivate()
{
    m_pressed = false;
    m_dragging = false;
    m_hover.reset();
}

void MeasureTool::mousePressed(const MapMouseEvent &event)
{
    if (event.button == Qt::RightButton) {
        clear();
        return;
    }
    if (event.button != Qt::LeftButton || !m_state->document())
        return;
    m_pressed = true;
    m_dragging = false;
    m_press = event.scenePos;
}

void MeasureTool::mouseMoved(const MapMouseEvent &event)
{
    m_hover = event.scenePos;
    if (m_pressed && !m_dragging
        && distance(event.scenePos, m_press) * m_state->pixelsPerMillimetre() >= DragPixels)
        m_dragging = true;
    if (m_dragging) {
        const QPointF to = (event.modifiers & Qt::ShiftModifier)
            ? straightened(m_press, event.scenePos)
            : event.scenePos;
        m_ruler = measureOnTable(m_press, to, bases());
        showStatus();
    }
    if (m_dragging || (!m_ringType.isEmpty() && !m_ringCentre))
        updateOverlay();
}

void MeasureTool::mouseReleased(const MapMouseEvent &event)
{
    if (event.button != Qt::LeftButton || !m_pressed)
        return;
    m_pressed = false;
    if (m_dragging) {
        m_dragging = false;
        showStatus();
        return;
    }
    // A click: a unit's rings round it, or the chosen type's rings pinned there.
    if (const std::optional<TableBase> base = baseAt(bases(), event.scenePos)) {
        setRings(base->unitType, base->centre);
        context()->showStatus(rings().isEmpty() ? tr("%1 has no ranges to show").arg(base->name)
                                                : tr("Range rings of %1").arg(base->name));
    } else if (!m_ringType.isEmpty()) {
        setRings(m_ringType, m_ringCentre ? std::nullopt : std::optional(event.scenePos));
    }
}

bool MeasureTool::keyPressed(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && (m_ruler || !m_ringType.isEmpty() || m_pressed)) {
        clear();
        context()->showStatus(QString(), 1);
        return true;
    }
    return false;
}

void MeasureTool::showStatus()
{
    if (m_ruler)
        context()->showStatus(tr("Measured: %1").arg(measureText(*m_ruler, unit())),
                              m_dragging ? 4000 : 0);
}

void MeasureTool::paintTableOverlay(QPainter *painter, qreal pixelsPerSceneUnit)
{
    if (!m_state->document())
        return;
    const QPalette palette = context()->view()->palette();
    const QColor accent = palette.color(QPalette::Highlight);
    painter->setRenderHint(QPainter::Antialiasing);

    // Range rings, each labelled at its top.
    const std::optional<QPointF> ringsAt = m_ringCentre ? m_ringCentre : m_hover;
    if (const QList<RangeRing> shown = rings(); !shown.isEmpty() && ringsAt) {
        const double base = ringBaseRadius();
        QColor fill = accent;
        fill.setAlpha(40);
        painter->setPen(cosmetic(accent, 1.5));
        painter->setBrush(fill);
        painter->drawEllipse(*ringsAt, base, base);
        painter->setBrush(Qt::NoBrush);
        for (const RangeRing &ring : shown) {
            const double r = base + ring.millimetres;
            painter->setPen(cosmetic(Qt::white, 4.0));
            painter->drawEllipse(*ringsAt, r, r);
            painter->setPen(cosmetic(accent, 2.0, Qt::DashLine));
            painter->drawEllipse(*ringsAt, r, r);
        }
        // On each ring towards the middle of the table, where there is room to read it.
        const TableLayout *table = m_state->layout();
        QPointF towardsMiddle(0, -1);
        if (table) {
            const QPointF d = QPointF(table->size.width(), table->size.height()) / 2 - *ringsAt;
            const double length = std::hypot(d.x(), d.y());
            if (length > 1)
                towardsMiddle = d / length;
        }
        for (const RangeRing &ring : shown) {
            const double r = base + ring.millimetres;
            paintTableLabel(painter, *ringsAt + towardsMiddle * r, ring.label, accent);
        }
    }

    if (!m_ruler)
        return;
    const TableMeasure &m = *m_ruler;
    for (const std::optional<TableBase> &base : {m.fromBase, m.toBase}) {
        if (!base)
            continue;
        painter->setPen(cosmetic(accent, 2.0));
        painter->setBrush(Qt::NoBrush);
        painter->drawEllipse(base->centre, base->radius, base->radius);
    }
    // The stretch measured, over a white line so it shows on any ground; ticks at its ends.
    painter->setPen(cosmetic(Qt::white, 5.0));
    painter->drawLine(m.start, m.end);
    painter->setPen(cosmetic(accent, 2.5));
    painter->drawLine(m.start, m.end);
    const QPointF d = m.end - m.start;
    const double length = std::hypot(d.x(), d.y());
    if (length > 0) {
        const QPointF across = QPointF(-d.y(), d.x()) * (6.0 / pixelsPerSceneUnit / length);
        for (QPointF end : {m.start, m.end})
            painter->drawLine(end - across, end + across);
    }
    // The label beside the middle, off the line on the side away from the pointer's way.
    QPointF offset(0, -LabelTextPixels - 4);
    if (length > 0) {
        QPointF normal(-d.y() / length, d.x() / length);
        if (normal.y() > 0)
            normal = -normal;
        offset = normal * (LabelTextPixels + 6.0);
    }
    paintTableLabel(painter, (m.start + m.end) / 2, measureText(m, unit()), accent, offset);
}

} // namespace hexwright
