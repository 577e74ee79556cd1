// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/offsetcoord.h"
#include "maptool.h"

#include <QPointer>

namespace hexwright {

class ScenarioDocument;

/**
 * Shows on the map where the selected reinforcement enters: the hexes of its edge segment,
 * its road hex, its zone or drop zone, or for a die roll each outcome's edge labelled with
 * the faces that choose it.
 */
class EntryOverlay : public MapOverlay
{
    Q_OBJECT

public:
    /// Hexes to highlight and the label drawn on them (die roll faces), per group.
    struct Group
    {
        QList<OffsetCoord> hexes;
        QString label;
    };

    explicit EntryOverlay(QObject *parent = nullptr);

    void setDocument(ScenarioDocument *document);
    void setReinforcement(const QString &id);
    QString reinforcement() const { return m_id; }
    /// What paint() draws, worked out from the document.
    QList<Group> groups() const { return m_groups; }

    void paint(QPainter *painter, const MapRenderer &renderer, const QRectF &exposed,
               qreal pixelsPerUnit) override;

private:
    void recompute();

    QPointer<ScenarioDocument> m_document;
    QString m_id;
    QList<Group> m_groups;
};

} // namespace hexwright
