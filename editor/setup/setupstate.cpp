// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "setup/setupstate.h"

#include "document/scenariodocument.h"
#include "editorcontext.h"

namespace hexwright {

namespace {

/// FNV-1a: the same number for the same id in every run (qHash is seeded per process).
quint32 stableHash(const QString &text)
{
    quint32 hash = 2166136261u;
    for (const QChar c : text) {
        hash ^= c.unicode();
        hash *= 16777619u;
    }
    return hash;
}

} // namespace

SetupState::SetupState(EditorContext *context)
    : QObject(context)
    , m_context(context)
{
    connect(context, &EditorContext::documentChanged, this, &SetupState::setDocument);
    setDocument(context->document());
}

const QList<QColor> &SetupState::palette()
{
    static const QList<QColor> colours = {
        QColor(0xe6, 0x19, 0x4b), // red
        QColor(0xf5, 0x82, 0x31), // orange
        QColor(0x91, 0x1e, 0xb4), // purple
        QColor(0x00, 0xb8, 0xd9), // cyan
        QColor(0xf0, 0x32, 0xe6), // magenta
        QColor(0xff, 0xd6, 0x00), // yellow
        QColor(0x43, 0x63, 0xd8), // blue
        QColor(0xff, 0x6f, 0x91), // pink
        QColor(0x9a, 0x63, 0x24), // brown
        QColor(0x00, 0x80, 0x80), // teal
        QColor(0xbf, 0xef, 0x45), // lime
        QColor(0x80, 0x00, 0x00), // maroon
    };
    return colours;
}

void SetupState::setDocument(ScenarioDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_hidden.clear();
    m_preview.clear();
    m_currentZone.clear();
    if (document) {
        connect(document, &ScenarioDocument::zonesChanged, this, [this](const IdChanges &changes) {
            assignColours();
            if (!m_currentZone.isEmpty() && !m_document->scenario().findZone(m_currentZone))
                setCurrentZone(QString());
            Q_EMIT zonesChanged(changes);
        });
        connect(document, &ScenarioDocument::forcesChanged, this, &SetupState::forcesChanged);
        connect(document, &ScenarioDocument::layoutChanged, this, &SetupState::mapChanged);
    }
    assignColours();
    Q_EMIT currentZoneChanged(QString());
    Q_EMIT mapChanged();
    Q_EMIT zonesChanged(IdChanges::everything());
    Q_EMIT forcesChanged();
}

void SetupState::assignColours()
{
    m_colours.clear();
    if (!m_document)
        return;
    const QList<QColor> &colours = palette();
    QList<bool> taken(colours.size(), false);
    int free = int(colours.size());
    // A colour kept in the file is the zone's own; the others take the palette's, around them.
    for (const Zone &zone : m_document->scenario().zones) {
        const QColor own = QColor::fromString(zone.colour);
        if (zone.colour.isEmpty() || !own.isValid())
            continue;
        m_colours.insert(zone.id, own);
        const int index = int(colours.indexOf(own));
        if (index >= 0 && !taken.at(index)) {
            taken[index] = true;
            --free;
        }
    }
    for (const Zone &zone : m_document->scenario().zones) {
        if (m_colours.contains(zone.id))
            continue;
        int index = int(stableHash(zone.id) % quint32(colours.size()));
        if (free > 0) {
            while (taken.at(index))
                index = (index + 1) % int(colours.size());
            taken[index] = true;
            --free;
        }
        m_colours.insert(zone.id, colours.at(index));
    }
}

void SetupState::setCurrentZone(const QString &zoneId)
{
    if (zoneId == m_currentZone)
        return;
    m_currentZone = zoneId;
    Q_EMIT currentZoneChanged(zoneId);
}

void SetupState::setZoneVisible(const QString &zoneId, bool visible)
{
    if (visible == isZoneVisible(zoneId))
        return;
    if (visible)
        m_hidden.remove(zoneId);
    else
        m_hidden.insert(zoneId);
    Q_EMIT visibilityChanged();
}

QColor SetupState::zoneColour(const QString &zoneId) const
{
    return m_colours.value(zoneId, palette().first());
}

void SetupState::setPreview(const QList<OffsetCoord> &hexes)
{
    m_preview = hexes;
    Q_EMIT previewChanged();
}

} // namespace hexwright
