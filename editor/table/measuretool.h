// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/gamefamily.h"
#include "maptool.h"
#include "table/length.h"

#include <QColor>
#include <QList>
#include <QPointF>
#include <QPointer>
#include <QString>

#include <optional>

class QComboBox;

namespace hexwright {

class TableState;
struct Ruleset;
struct Scenario;

/// A unit standing on the table (Placement::Kind::Point) as a round base the family sizes.
struct TableBase
{
    QString forceId;
    QString unitType;
    QString name; ///< "Imperial Guard Ranged Specialist x3"
    QPointF centre; ///< mm from the table's top-left corner
    double radius = 12.5; ///< mm
};

/// The bases of @p scenario's units placed at points, in force order, each as big as its
/// family's baseDiameterMm() says.
QList<TableBase> placedBases(const Scenario &scenario, const Ruleset &ruleset);
/// The topmost (last) of @p bases under @p point, if any.
std::optional<TableBase> baseAt(const QList<TableBase> &bases, QPointF point);

/**
 * A measurement on the table: from @p start to @p end, each the edge of a base where that
 * end lies on one (bases are measured edge to edge, the way the rules measure), else the
 * point itself.
 */
struct TableMeasure
{
    QPointF from; ///< where the ruler was pressed
    QPointF to; ///< where it is now
    std::optional<TableBase> fromBase;
    std::optional<TableBase> toBase;
    QPointF start; ///< the measured stretch's ends: on the bases' edges
    QPointF end;
    double millimetres = 0;
};

/// Measures from @p from to @p to over @p bases (an end on a base measures from its edge).
TableMeasure measureOnTable(QPointF from, QPointF to, const QList<TableBase> &bases);
/// The label of @p measure in @p unit to 0.1: "7.3 in", "7.3 in, base to base", "7.3 in,
/// from the base".
QString measureText(const TableMeasure &measure, LengthUnit unit);
/// @p to moved so the line from @p from keeps to the nearest 45 degree step.
QPointF straightened(QPointF from, QPointF to);

/// A ring round a base: the ranges (of one or more attack lines) that reach that far.
struct RangeRing
{
    double millimetres = 0; ///< from the base's edge
    QString label; ///< "Attack 1 (Dice 3): 12.0 in"
};
/// The range rings of a unit of @p unitTypeId (FamilyRules::rangeRings()), one per distance,
/// the labels of lines of one range joined, in increasing distance; lengths in @p unit.
QList<RangeRing> rangeRingsOf(const Ruleset &ruleset, const QString &unitTypeId, LengthUnit unit);

/**
 * Draws @p text at @p at (scene) on a rounded plate, in device pixels so it reads at any
 * zoom: dark text on a light plate with an edge of @p accent, offset by @p offset pixels.
 */
void paintTableLabel(QPainter *painter, QPointF at, const QString &text, const QColor &accent,
                     QPointF offset = QPointF());

/**
 * Measures on a table (issue 15): a drag lays a ruler and shows its length in the table's
 * unit beside it, edge to edge where an end is on a unit's base; Shift keeps the ruler to
 * 45 degree steps; the ruler stays until the next drag, Escape clears it. With a unit chosen
 * (a click on a placed unit, or a unit type from the tool bar's choice, whose rings follow
 * the pointer until a click pins them) rings show each of its attack lines' ranges from the
 * base's edge. Nothing of the document changes.
 */
class MeasureTool : public MapTool
{
    Q_OBJECT

public:
    explicit MeasureTool(TableState *state);

    bool worksOnTable() const override { return true; }
    void deactivate() override;
    void mousePressed(const MapMouseEvent &event) override;
    void mouseMoved(const MapMouseEvent &event) override;
    void mouseReleased(const MapMouseEvent &event) override;
    bool keyPressed(QKeyEvent *event) override;
    void paintTableOverlay(QPainter *painter, qreal pixelsPerSceneUnit) override;
    QCursor cursor() const override { return Qt::CrossCursor; }

    /// The tool bar's choice of a unit type for range rings (made by installTableTools()).
    QComboBox *ringChoice();

    /// The ruler shown, if any.
    std::optional<TableMeasure> ruler() const { return m_ruler; }
    /// The unit type whose rings show ("" for none) and where (none: they follow the pointer).
    QString ringType() const { return m_ringType; }
    std::optional<QPointF> ringCentre() const { return m_ringCentre; }
    /// Shows the rings of @p unitTypeId (none for "") round @p centre, or round the pointer.
    void setRings(const QString &unitTypeId, std::optional<QPointF> centre = std::nullopt);
    /// The rings shown now, with the radius of the base they are measured from.
    QList<RangeRing> rings() const;
    /// Removes the ruler and the rings.
    void clear();
    /// The bases of the open table's placed units.
    QList<TableBase> bases() const;

private:
    void fillRingChoice();
    void showStatus();
    LengthUnit unit() const;
    double ringBaseRadius() const;

    TableState *m_state;
    QPointer<QComboBox> m_ringChoice;
    std::optional<TableMeasure> m_ruler;
    bool m_pressed = false;
    bool m_dragging = false;
    QPointF m_press;
    QString m_ringType;
    std::optional<QPointF> m_ringCentre;
    std::optional<QPointF> m_hover;
};

} // namespace hexwright
