// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "render/boardrenderer.h"

#include <QBrush>
#include <QColor>
#include <QList>
#include <QMap>
#include <QPainterPath>
#include <QString>

namespace hexwright {

class TableBoard;

/// How pieces with one trait look. Trait ids are the ruleset's, so the styles come in from
/// the caller and the renderer knows no trait by name.
struct TraitStyle
{
    /// The piece's ground when this is the first of its traits with a fill; invalid: none.
    QColor fill;
    QColor ink; ///< colour of the pattern
    /// Drawn over the ground in device pixels (cosmetic), so a hatching stays a hatching at
    /// every zoom; NoBrush for none.
    Qt::BrushStyle pattern = Qt::NoBrush;
};

/// The colours of a table's picture.
struct TableStyle
{
    QColor surface {0x8f, 0xa8, 0x6b}; ///< the table's cloth
    QColor edge {0x3b, 0x2f, 0x22};
    QColor grid {255, 255, 255, 110};
    QColor pieceFill {0x9c, 0x8a, 0x6e}; ///< pieces without a trait that has a fill
    QColor pieceOutline {0x2d, 0x26, 0x1c};
    QColor label {0x1c, 0x1c, 0x1c};
    QMap<QString, TraitStyle> traits; ///< by trait id
    QMap<QString, QColor> sides; ///< deployment colours by side id
    QColor deployment {0x4a, 0x6f, 0xc4}; ///< areas of sides without a colour
    QColor objective {0xc8, 0x2a, 0x2a};
    QColor objectiveText {Qt::white};
    double objectiveDiameter = 40.0; ///< mm, the common size of an objective marker
};

/**
 * Paints a TableBoard: the table's surface and edge, deployment areas, terrain pieces filled
 * by trait, a grid and objective markers.
 *
 * Drawn as shapes at every zoom (there are a few hundred of them, not a million hexes), so
 * the picture is crisp at any scale and on vector devices; only the pieces whose bounding
 * box meets the exposed rectangle are drawn (TableBoard::piecesIn()). Lines are cosmetic
 * (device pixels wide); grid lines are put on whole device pixels when the painter only
 * scales and moves, so they do not blur. Labels appear only when they would be legible.
 *
 * Scene units are the board's: millimetres, with the table's top-left corner at (0, 0).
 */
class TableRenderer : public BoardRenderer
{
public:
    /// Below this spacing in device pixels the grid is left out: it would be a grey wash.
    static constexpr double GridFromPixels = 6.0;
    /// The smallest an objective marker is drawn, in device pixels, so it is never lost.
    static constexpr double MinMarkerPixels = 8.0;
    /// Labels (piece names, objective labels) are drawn at this pixel size, and only where
    /// they fit.
    static constexpr int LabelPixels = 12;

    explicit TableRenderer(const TableBoard &board, TableStyle style = {});

    const TableBoard &board() const { return m_board; }
    const TableStyle &style() const { return m_style; }

    BoardKind kind() const override { return BoardKind::Table; }
    QRectF boundingRect() const override;
    QTransform boardToScene() const override { return QTransform(); }
    double trueSizeScale() const override { return 96.0 / 25.4; }
    double margin() const override { return 25.4; }
    void paint(QPainter *painter, const QRectF &exposed, qreal pixelsPerSceneUnit,
               PaintMode mode = PaintMode::Exact) const override;
    void invalidate() override;
    void clearCache() override { }
    qsizetype cacheBytes() const override { return 0; }

private:
    void paintDeployment(QPainter *painter, const QRectF &exposed) const;
    void paintPieces(QPainter *painter, const QList<int> &pieces) const;
    void paintGrid(QPainter *painter, const QRectF &exposed, qreal pixelsPerUnit) const;
    void paintObjectives(QPainter *painter, const QRectF &exposed, qreal pixelsPerUnit) const;
    void paintLabels(QPainter *painter, const QList<int> &pieces, qreal pixelsPerUnit) const;

    const TableBoard &m_board;
    TableStyle m_style;
    /// How a piece is filled, worked out from its traits once rather than at every paint.
    struct PieceLook
    {
        QColor ground;
        QList<QBrush> patterns;
    };
    QList<QPainterPath> m_paths; ///< per piece, in mm
    QList<PieceLook> m_looks; ///< per piece
};

} // namespace hexwright
