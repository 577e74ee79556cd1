// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "maptool.h"

#include <QBitArray>
#include <QHash>
#include <QImage>

#include <optional>

namespace hexwright {

class SetupState;

/**
 * The setup layer over the map: each shown zone's hexes tinted in its colour and outlined
 * along the zone's outer hexsides (the current zone stronger), the preset dialog's preview,
 * a badge with the unit count on every hex where more than one force entry is stacked, and
 * the target of a roster line dragged over the map.
 *
 * It stays quick on very large maps: zones are kept as bit masks over the map, only the hexes
 * in the exposed rectangle are drawn, and when hexes are only a few pixels wide the tints come
 * from one small image with a pixel per hex column and two per row, scaled.
 */
class ZoneOverlay : public MapOverlay
{
    Q_OBJECT

public:
    /// Below this many pixels across a hex, tints come from the image and outlines are left out.
    static constexpr double ImageBelowPixels = 10.0;

    explicit ZoneOverlay(SetupState *state, QObject *parent = nullptr);

    void paint(QPainter *painter, const MapRenderer &renderer, const QRectF &exposed,
               qreal pixelsPerUnit) override;

    /// Shows where a drag would drop: a hex, or with @p zoneId a whole zone; nullopt clears.
    void setDropTarget(std::optional<OffsetCoord> hex, const QString &zoneId = QString());
    std::optional<OffsetCoord> dropHex() const { return m_dropHex; }
    QString dropZone() const { return m_dropZone; }

    /// Whether zone tints and outlines are drawn (stacks and drop targets always are).
    bool zonesShown() const { return m_zonesShown; }
    void setZonesShown(bool shown);

    /// Whether zone @p zoneId has @p hex (from the masks, as painted).
    bool zoneHas(const QString &zoneId, OffsetCoord hex);

private:
    struct Range
    {
        int firstCol = 0, lastCol = -1, firstRow = 0, lastRow = -1;
    };
    void invalidate();
    void ensureMasks();
    Range rangeIn(const MapRenderer &renderer, const QRectF &exposed) const;
    void paintImage(QPainter *painter, const MapRenderer &renderer, const QRectF &exposed);
    void paintZone(QPainter *painter, const MapRenderer &renderer, const Range &range,
                   const QBitArray &mask, const QColor &colour, bool current, qreal pixelsPerUnit);
    void paintHexes(QPainter *painter, const MapRenderer &renderer, const Range &range,
                    const QList<OffsetCoord> &hexes, const QColor &fill, const QPen &pen);
    void paintBadges(QPainter *painter, const MapRenderer &renderer, const QRectF &exposed,
                     double hexPixels);
    bool has(const QBitArray &mask, int col, int row) const
    {
        return col >= 0 && row >= 0 && col < m_columns && row < m_rows
            && mask.testBit(row * m_columns + col);
    }

    SetupState *m_state;
    int m_columns = 0;
    int m_rows = 0;
    bool m_masksValid = false;
    bool m_zonesShown = true;
    QHash<QString, QBitArray> m_masks; ///< by zone id: bit row * columns + col
    QImage m_image; ///< tints at one pixel per hex column, two per row; null when stale
    std::optional<OffsetCoord> m_dropHex;
    QString m_dropZone;
};

} // namespace hexwright
