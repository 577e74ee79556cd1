// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/idchanges.h"
#include "hex/offsetcoord.h"

#include <QColor>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>

namespace hexwright {

class EditorContext;
class ScenarioDocument;

/**
 * What the setup features share: the zone being edited (the Zones dock's selection, painted
 * by the Zone tool and drawn stronger on the map), which zones are shown, each zone's colour
 * and a preview of hexes (the preset dialog's). None of it is part of the scenario.
 *
 * A zone's colour is the one kept in the file (Zone::colour) when it has one. Otherwise it
 * is stable: a zone keeps its colour while zones are added or removed around it (it comes
 * from a hash of the id, moved on to the next free colour of the palette only when an
 * earlier zone or a kept colour has it).
 */
class SetupState : public QObject
{
    Q_OBJECT

public:
    explicit SetupState(EditorContext *context);

    EditorContext *context() const { return m_context; }
    ScenarioDocument *document() const { return m_document; }

    QString currentZone() const { return m_currentZone; }
    void setCurrentZone(const QString &zoneId);

    bool isZoneVisible(const QString &zoneId) const { return !m_hidden.contains(zoneId); }
    void setZoneVisible(const QString &zoneId, bool visible);

    QColor zoneColour(const QString &zoneId) const;

    const QList<OffsetCoord> &preview() const { return m_preview; }
    void setPreview(const QList<OffsetCoord> &hexes);

    /// The palette zones take their colours from: strong hues that stay apart from the
    /// terrain colours (greens, browns, the blues of water).
    static const QList<QColor> &palette();

Q_SIGNALS:
    void currentZoneChanged(const QString &zoneId);
    void visibilityChanged();
    void previewChanged();
    /// The document's zones changed (or another document is open: changes.reset).
    void zonesChanged(const hexwright::IdChanges &changes);
    /// The document's force entries changed (units were set up or moved).
    void forcesChanged();
    /// The map was assembled anew (or another document is open).
    void mapChanged();

private:
    void setDocument(ScenarioDocument *document);
    void assignColours();

    EditorContext *m_context;
    QPointer<ScenarioDocument> m_document;
    QString m_currentZone;
    QSet<QString> m_hidden;
    QHash<QString, QColor> m_colours;
    QList<OffsetCoord> m_preview;
};

} // namespace hexwright
