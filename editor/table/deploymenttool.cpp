// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/deploymenttool.h"

#include "document/scenariodocument.h"
#include "edit/tableedits.h"
#include "editorcontext.h"
#include "mapview.h"
#include "ruleset/ruleset.h"
#include "shell/actionicons.h"
#include "table/objectivetool.h"
#include "table/tablepainting.h"
#include "table/tablestate.h"

#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QKeyEvent>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QToolBar>

namespace hexwright {

namespace {

/// A dragged rectangle smaller than this (mm) is a click, not an area.
constexpr double SmallestSide = 1.0;
/// The band of a family that names no deployment distance: 12 in.
constexpr double FallbackDepth = 12 * MillimetresPerInch;

/// The edge of a table of @p size nearest @p point.
TableEdge nearestEdge(QSizeF size, QPointF point)
{
    const double gaps[]
        = {point.y(), size.width() - point.x(), size.height() - point.y(), point.x()};
    const TableEdge edges[]
        = {TableEdge::North, TableEdge::East, TableEdge::South, TableEdge::West};
    int best = 0;
    for (int i = 1; i < 4; ++i) {
        if (gaps[i] < gaps[best])
            best = i;
    }
    return edges[best];
}

} // namespace

DeploymentTool::DeploymentTool(TableState *state)
    : MapTool(state->context(), tr("&Deployment Areas"),
              actionIcon(QStringLiteral("hexwright-deployment")), QKeySequence(Qt::Key_D))
    , m_state(state)
{
    action()->setObjectName(QStringLiteral("tableDeploymentToolAction"));
    action()->setStatusTip(tr("Click near a table edge for a band, or drag a rectangle or click "
                              "a polygon, as the chosen side's deployment area; drag an area to "
                              "move it"));
    m_confirm = [this](const QString &title, const QString &text) {
        return QMessageBox::question(context()->window(), title, text,
                                     QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
            == QMessageBox::Yes;
    };
    connect(state, &TableState::selectionChanged, this, [this] {
        const TableLayout *table = m_state->layout();
        if (!m_selected.isEmpty() && (!table || !table->findDeployment(m_selected))) {
            m_selected.clear();
            Q_EMIT optionsChanged();
        }
        updateOverlay();
    });
    connect(context(), &EditorContext::documentChanged, this, [this] {
        m_depth.reset();
        m_side.clear();
        m_selected.clear();
        m_corners.clear();
        Q_EMIT optionsChanged();
    });
}

void DeploymentTool::deactivate()
{
    cancelDrag();
    m_corners.clear();
    m_hover.reset();
    updateOverlay();
}

void DeploymentTool::setMode(Mode mode)
{
    if (mode == m_mode)
        return;
    m_mode = mode;
    m_corners.clear();
    updateOverlay();
    Q_EMIT optionsChanged();
}

QString DeploymentTool::side() const
{
    const ScenarioDocument *document = m_state->document();
    if (!document)
        return QString();
    const QStringList sides = sidesInSetupOrder(document->scenario());
    return sides.contains(m_side) ? m_side : sides.value(0);
}

void DeploymentTool::setSide(const QString &side)
{
    m_side = side;
    const TableLayout *table = m_state->layout();
    const TableDeployment *area = table ? table->findDeployment(m_selected) : nullptr;
    if (area && area->side != side)
        m_state->apply(setDeploymentSide(*table, m_selected, side),
                       tr("Give %1 to Side '%2'").arg(areaText(m_selected), side), {});
    Q_EMIT optionsChanged();
}

void DeploymentTool::setEdge(TableEdge edge)
{
    if (edge == m_edge)
        return;
    m_edge = edge;
    Q_EMIT optionsChanged();
}

double DeploymentTool::depth() const
{
    if (m_depth)
        return *m_depth;
    const ScenarioDocument *document = m_state->document();
    const FamilyRules *family = document ? document->ruleset().familyRules.get() : nullptr;
    const double preset = family ? family->deploymentDepth() : 0.0;
    return preset > 0 ? preset : FallbackDepth;
}

void DeploymentTool::setDepth(double millimetres)
{
    if (millimetres <= 0 || (m_depth && qFuzzyCompare(*m_depth, millimetres)))
        return;
    m_depth = millimetres;
    Q_EMIT optionsChanged();
}

QString DeploymentTool::areaAt(QPointF point) const
{
    const TableLayout *table = m_state->layout();
    if (!table)
        return QString();
    for (auto it = table->deployment.crbegin(); it != table->deployment.crend(); ++it) {
        for (const TableShape &shape : it->shapes) {
            if (shape.contains(point))
                return it->id;
        }
    }
    return QString();
}

void DeploymentTool::setSelected(const QString &id)
{
    if (id == m_selected)
        return;
    m_selected = id;
    const TableLayout *table = m_state->layout();
    if (const TableDeployment *area = table ? table->findDeployment(id) : nullptr)
        m_side = area->side;
    updateOverlay();
    Q_EMIT optionsChanged();
}

QString DeploymentTool::areaText(const QString &id) const
{
    return tr("Deployment Area '%1'").arg(id);
}

QPointF DeploymentTool::snapped(QPointF point, Qt::KeyboardModifiers modifiers) const
{
    if (modifiers & Qt::ShiftModifier)
        return point;
    return snapToGrid(point, m_state->gridStep());
}

QString DeploymentTool::addArea(const TableShape &shape, const QString &undoPattern)
{
    const TableLayout *table = m_state->layout();
    const QString owner = side();
    if (!table)
        return QString();
    if (owner.isEmpty()) {
        context()->showStatus(tr("Add a side first: a deployment area belongs to a side."));
        return QString();
    }
    TableDeployment area;
    area.side = owner;
    area.id = unusedDeploymentId(*table, owner + QStringLiteral("-deployment"));
    area.shapes.append(shape);
    m_state->apply(addDeployment(*table, area), undoPattern.arg(areaText(area.id)), {});
    setSelected(area.id);
    return area.id;
}

QString DeploymentTool::addBand()
{
    const TableLayout *table = m_state->layout();
    if (!table)
        return QString();
    return addArea(edgeBand(table->size, m_edge, depth()), tr("Add %1"));
}

bool DeploymentTool::finishPolygon()
{
    if (m_corners.size() < 3) {
        if (!m_corners.isEmpty())
            context()->showStatus(tr("A polygon needs at least three corners."));
        return false;
    }
    const QPointF origin = m_corners.boundingRect().center();
    QPolygonF local;
    for (QPointF p : std::as_const(m_corners))
        local.append(p - origin);
    m_corners.clear();
    updateOverlay();
    return !addArea(TableShape::polygon(local, origin), tr("Add %1")).isEmpty();
}

void DeploymentTool::removeSelected()
{
    const TableLayout *table = m_state->layout();
    if (!table || !table->findDeployment(m_selected))
        return;
    const QString text = tr("Delete %1").arg(areaText(m_selected));
    m_state->apply(removeDeployment(*table, m_selected), text, {});
    setSelected(QString());
}

bool DeploymentTool::placeStandardDeployment()
{
    const ScenarioDocument *document = m_state->document();
    if (!document)
        return false;
    const QList<TableDeployment> preset
        = standardDeployment(document->scenario(), document->ruleset());
    if (preset.isEmpty()) {
        context()->showStatus(document->scenario().sides.isEmpty()
                                  ? tr("Add the sides first: each gets its deployment area.")
                                  : tr("The rules of %1 give no standard deployment areas.")
                                        .arg(document->ruleset().name));
        return false;
    }
    const TableLayout &table = *document->scenario().table;
    if (!table.deployment.isEmpty()
        && !m_confirm(tr("Standard Deployment"),
                      tr("Replace the table's deployment areas by the %1 the rules give? "
                         "A side's first area keeps its name.")
                          .arg(preset.size())))
        return false;
    m_state->apply(setDeployment(table, keepDeploymentIds(table.deployment, preset)),
                   tr("Standard Deployment"), {});
    setSelected(QString());
    return true;
}

void DeploymentTool::mousePressed(const MapMouseEvent &event)
{
    const TableLayout *table = m_state->layout();
    if (!table || event.button != Qt::LeftButton)
        return;
    const QPointF point = snapped(event.scenePos, event.modifiers);
    // While a polygon is drawn every click is a corner; Ctrl draws over an area.
    const QString hit = m_corners.isEmpty() && !(event.modifiers & Qt::ControlModifier)
        ? areaAt(event.scenePos)
        : QString();
    if (!hit.isEmpty()) {
        setSelected(hit);
        m_drag = Drag::Move;
        m_moved = false;
        m_before = *table;
        m_press = event.scenePos;
        m_mergeKey = m_state->newMergeKey();
        return;
    }
    if (!QRectF(QPointF(), table->size).contains(event.scenePos) && m_corners.isEmpty()) {
        setSelected(QString());
        return;
    }
    switch (m_mode) {
    case Mode::Band:
        setEdge(nearestEdge(table->size, event.scenePos));
        addBand();
        return;
    case Mode::Rectangle:
        m_drag = Drag::Rectangle;
        m_press = m_to = point;
        updateOverlay();
        return;
    case Mode::Polygon:
        // The press of a double click lands on the last corner again: no corner twice.
        if (m_corners.isEmpty() || QLineF(m_corners.last(), point).length() > 1e-6)
            m_corners.append(point);
        updateOverlay();
        return;
    }
}

void DeploymentTool::mouseMoved(const MapMouseEvent &event)
{
    if (m_mode == Mode::Polygon && !m_corners.isEmpty()) {
        m_hover = snapped(event.scenePos, event.modifiers);
        updateOverlay();
    }
    if (m_drag == Drag::None || !(event.buttons & Qt::LeftButton))
        return;
    if (m_drag == Drag::Rectangle) {
        m_to = snapped(event.scenePos, event.modifiers);
        updateOverlay();
        return;
    }
    if (!m_moved && QLineF(m_press, event.scenePos).length() < 2.0 / m_state->pixelsPerMillimetre())
        return;
    m_moved = true;
    QPointF delta = event.scenePos - m_press;
    if (!(event.modifiers & Qt::ShiftModifier))
        delta = snapToGrid(delta, m_state->gridStep());
    m_state->applyFrom(m_before, moveDeployment(m_before, m_selected, delta),
                       tr("Move %1").arg(areaText(m_selected)), {}, m_mergeKey);
}

void DeploymentTool::mouseReleased(const MapMouseEvent &event)
{
    if (event.button != Qt::LeftButton)
        return;
    const Drag drag = std::exchange(m_drag, Drag::None);
    if (drag != Drag::Rectangle)
        return;
    m_to = snapped(event.scenePos, event.modifiers);
    const QRectF box = QRectF(m_press, m_to).normalized();
    updateOverlay();
    if (box.width() >= SmallestSide && box.height() >= SmallestSide)
        addArea(TableShape::rectangle(box.center(), box.width(), box.height()), tr("Add %1"));
}

void DeploymentTool::mouseDoubleClicked(const MapMouseEvent &)
{
    if (m_mode == Mode::Polygon)
        finishPolygon();
}

bool DeploymentTool::keyPressed(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (m_corners.isEmpty())
            return false;
        finishPolygon();
        return true;
    case Qt::Key_Backspace:
        if (!m_corners.isEmpty()) {
            m_corners.removeLast();
            updateOverlay();
            return true;
        }
        if (m_selected.isEmpty())
            return false;
        removeSelected();
        return true;
    case Qt::Key_Delete:
        if (m_selected.isEmpty())
            return false;
        removeSelected();
        return true;
    case Qt::Key_Escape:
        if (m_drag != Drag::None) {
            cancelDrag();
            return true;
        }
        if (!m_corners.isEmpty()) {
            m_corners.clear();
            updateOverlay();
            return true;
        }
        if (m_selected.isEmpty())
            return false;
        setSelected(QString());
        return true;
    default:
        return false;
    }
}

void DeploymentTool::cancelDrag()
{
    const Drag drag = std::exchange(m_drag, Drag::None);
    if (drag == Drag::Move && m_moved)
        m_state->applyFrom(m_before, m_before, QString(), {}, m_mergeKey);
    updateOverlay();
}

void DeploymentTool::paintTableOverlay(QPainter *painter, qreal pixelsPerSceneUnit)
{
    const TableLayout *table = m_state->layout();
    if (!table)
        return;
    const QColor highlight = context()->view()->palette().color(QPalette::Highlight);
    if (const TableDeployment *area = table->findDeployment(m_selected)) {
        for (const TableShape &shape : area->shapes)
            paintPieceOutline(painter, shape, highlight);
    }
    if (m_drag == Drag::Rectangle) {
        const QRectF box = QRectF(m_press, m_to).normalized();
        paintPieceOutline(painter, TableShape::rectangle(box.center(), box.width(), box.height()),
                          highlight);
    }
    if (!m_corners.isEmpty()) {
        QPen pen(highlight, 2.0);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        QPolygonF line = m_corners;
        if (m_hover)
            line.append(*m_hover);
        painter->drawPolyline(line);
        paintHandles(painter, QList<QPointF>(m_corners.cbegin(), m_corners.cend()),
                     3.5 / pixelsPerSceneUnit, Qt::white, false);
    }
}

// --- The tool bar's options ------------------------------------------------------------------

namespace {

/// The sides of the open scenario in set-up order, by name.
void fillSides(QComboBox *box, const TableState *state, const DeploymentTool *tool)
{
    const QSignalBlocker block(box);
    box->clear();
    if (const ScenarioDocument *document = state->document()) {
        for (const QString &id : sidesInSetupOrder(document->scenario())) {
            const Side *side = document->scenario().findSide(id);
            box->addItem(side && !side->name.isEmpty() ? side->name : id, id);
        }
    }
    box->setCurrentIndex(box->findData(tool->side()));
}

/// The unit a depth is typed in: the table's, inches or centimetres.
LengthUnit depthUnit(const TableState *state)
{
    const TableLayout *table = state->layout();
    return table && table->unit != LengthUnit::Inch ? LengthUnit::Centimetre : LengthUnit::Inch;
}

} // namespace

DeploymentTool *installDeploymentTool(EditorContext &context, TableState *state)
{
    auto *tool = new DeploymentTool(state);
    context.addTableTool(tool);
    QWidget *window = context.window();

    auto *standard = new QAction(actionIcon(QStringLiteral("hexwright-zones")),
                                 DeploymentTool::tr("Standard &Deployment"), window);
    standard->setObjectName(QStringLiteral("tableStandardDeploymentAction"));
    standard->setStatusTip(DeploymentTool::tr(
        "Give every side the deployment area the game's rules give it, replacing the areas"));
    QObject::connect(standard, &QAction::triggered, tool,
                     [tool] { tool->placeStandardDeployment(); });
    auto *band = new QAction(actionIcon(QStringLiteral("list-add")),
                             DeploymentTool::tr("Add Deployment &Band"), window);
    band->setObjectName(QStringLiteral("tableAddDeploymentBandAction"));
    band->setStatusTip(DeploymentTool::tr(
        "Give the chosen side a band of the chosen depth along the chosen table edge"));
    QObject::connect(band, &QAction::triggered, tool, [tool] { tool->addBand(); });
    if (QMenu *menu = tableAreasMenu(context)) {
        menu->addAction(standard);
        menu->addAction(band);
    }

    QToolBar *bar = tableAreasToolBar(context);
    bar->addAction(standard);
    bar->addSeparator();
    auto *sides = new QComboBox;
    sides->setObjectName(QStringLiteral("tableDeploymentSideChoice"));
    sides->setAccessibleName(DeploymentTool::tr("Side of the deployment area"));
    sides->setToolTip(DeploymentTool::tr("The side new deployment areas belong to; with an area "
                                         "selected, the side it belongs to"));
    auto *mode = new QComboBox;
    mode->setObjectName(QStringLiteral("tableDeploymentModeChoice"));
    mode->setAccessibleName(DeploymentTool::tr("Deployment area shape"));
    mode->setToolTip(DeploymentTool::tr("What a click on the table makes"));
    mode->addItem(DeploymentTool::tr("Band along an edge"), int(DeploymentTool::Mode::Band));
    mode->addItem(DeploymentTool::tr("Rectangle"), int(DeploymentTool::Mode::Rectangle));
    mode->addItem(DeploymentTool::tr("Polygon"), int(DeploymentTool::Mode::Polygon));
    auto *edge = new QComboBox;
    edge->setObjectName(QStringLiteral("tableTableEdgeChoice"));
    edge->setAccessibleName(DeploymentTool::tr("Table edge of the band"));
    edge->setToolTip(DeploymentTool::tr("The table edge Add Deployment Band uses"));
    edge->addItem(DeploymentTool::tr("North edge"), int(TableEdge::North));
    edge->addItem(DeploymentTool::tr("East edge"), int(TableEdge::East));
    edge->addItem(DeploymentTool::tr("South edge"), int(TableEdge::South));
    edge->addItem(DeploymentTool::tr("West edge"), int(TableEdge::West));
    auto *depth = new QDoubleSpinBox;
    depth->setObjectName(QStringLiteral("tableDeploymentDepth"));
    depth->setAccessibleName(DeploymentTool::tr("Depth of the band"));
    depth->setToolTip(DeploymentTool::tr(
        "How far into the table a band reaches (the rules' distance by default)"));
    depth->setDecimals(1);
    depth->setRange(0.5, 999);
    depth->setSingleStep(0.5);

    const auto follow = [tool, state, sides, mode, edge, depth] {
        fillSides(sides, state, tool);
        const QSignalBlocker blockMode(mode);
        mode->setCurrentIndex(mode->findData(int(tool->mode())));
        const QSignalBlocker blockEdge(edge);
        edge->setCurrentIndex(edge->findData(int(tool->edge())));
        const QSignalBlocker blockDepth(depth);
        const LengthUnit unit = depthUnit(state);
        depth->setSuffix(QLatin1Char(' ') + lengthUnitId(unit));
        depth->setValue(fromMillimetres(tool->depth(), unit));
    };
    QObject::connect(tool, &DeploymentTool::optionsChanged, sides, follow);
    QObject::connect(&context, &EditorContext::documentChanged, sides,
                     [follow, sides](ScenarioDocument *document) {
                         follow();
                         if (document)
                             QObject::connect(document, &ScenarioDocument::sidesChanged, sides,
                                              follow);
                     });
    QObject::connect(sides, &QComboBox::activated, tool,
                     [tool, sides] { tool->setSide(sides->currentData().toString()); });
    QObject::connect(mode, &QComboBox::activated, tool, [tool, mode] {
        tool->setMode(DeploymentTool::Mode(mode->currentData().toInt()));
    });
    QObject::connect(edge, &QComboBox::activated, tool,
                     [tool, edge] { tool->setEdge(TableEdge(edge->currentData().toInt())); });
    QObject::connect(depth, &QDoubleSpinBox::valueChanged, tool, [tool, state](double value) {
        tool->setDepth(toMillimetres(value, depthUnit(state)));
    });
    follow();
    for (QWidget *widget : {static_cast<QWidget *>(sides), static_cast<QWidget *>(mode),
                            static_cast<QWidget *>(edge), static_cast<QWidget *>(depth)})
        context.addTableOnly(bar->addWidget(widget));
    bar->addAction(band);
    context.addTableOnly(standard);
    context.addTableOnly(band);
    return tool;
}

} // namespace hexwright
