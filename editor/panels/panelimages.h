// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QHash>
#include <QImage>
#include <QRectF>

class QPainter;

namespace hexwright {

struct Panel;
struct PanelLibrary;
struct Ruleset;

/// Renders @p layout alone (no painting, no markers) into an image of at most @p maxSize,
/// on a transparent background; a null image for an empty layout.
QImage renderLayout(const QList<PanelPlacement> &layout, const Ruleset &ruleset,
                    const PanelLibrary &library, QSize maxSize);

/**
 * Pictures of a library's panels, rendered once by MapRenderer exactly as the map draws them
 * and cut along the panel's border: the dock's thumbnails and the ghosts that show where a
 * dragged panel will land. The ruleset and library must outlive the cache.
 */
class PanelImages
{
public:
    PanelImages() = default;
    PanelImages(const Ruleset *ruleset, const PanelLibrary *library);

    const PanelLibrary *library() const { return m_library; }
    /// The panel turned by @p rotation, about 640 pixels wide; null for an unknown id.
    QImage image(const QString &panelId, int rotation = 0) const;

private:
    const Ruleset *m_ruleset = nullptr;
    const PanelLibrary *m_library = nullptr;
    mutable QHash<QString, QImage> m_images; ///< id + rotation -> picture
};

/// Draws a dragged panel where it will land: its picture, faded, in @p rect (scene units
/// under the painter's transform), outlined green, or orange when it overlaps another panel,
/// with @p caption above it.
void paintPanelGhost(QPainter *painter, const QRectF &rect, const QImage &image, bool overlapping,
                     const QString &caption);
/// A label for a panel on the map, in @p colour on a dark box, at a size fixed in screen
/// pixels.
void paintPanelCaption(QPainter *painter, const QRectF &rect, const QString &caption,
                       const QColor &colour);

} // namespace hexwright
