// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/diagnostic.h"
#include "maptool.h"

#include <QHash>
#include <QVariantAnimation>

namespace hexwright {

/**
 * Rings the offending hexes of the problems shown in the Problems dock: red for errors,
 * amber for warnings, blue for information, the worst one where several meet. Going to a
 * problem flashes its hex for a moment. Only the hexes in the exposed area are drawn.
 */
class ProblemOverlay : public MapOverlay
{
    Q_OBJECT

public:
    explicit ProblemOverlay(QObject *parent = nullptr);

    void setProblems(const Diagnostics &diagnostics);
    /// The ringed hexes in the order the problems name them, each once.
    QList<OffsetCoord> hexes() const { return m_order; }
    /// The severity ringed on @p hex, if any.
    std::optional<Severity> severityAt(OffsetCoord hex) const;
    /// The shown problems that name @p hex, worst first.
    Diagnostics problemsAt(OffsetCoord hex) const;

    /// Flashes @p hex a few times.
    void flash(OffsetCoord hex);
    std::optional<OffsetCoord> flashing() const { return m_flashing; }

    void paint(QPainter *painter, const MapRenderer &renderer, const QRectF &exposed,
               qreal pixelsPerUnit) override;

    static QColor colour(Severity severity);

private:
    static quint64 key(OffsetCoord hex)
    {
        return (quint64(quint32(hex.col)) << 32) | quint32(hex.row);
    }

    Diagnostics m_problems;
    QHash<quint64, Severity> m_severity;
    QHash<quint64, QList<int>> m_byHex; ///< indexes into m_problems
    QList<OffsetCoord> m_order;
    std::optional<OffsetCoord> m_flashing;
    QVariantAnimation m_flash;
};

} // namespace hexwright
