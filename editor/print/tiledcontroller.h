// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QAction;

namespace hexwright {

class EditorContext;

/**
 * File > Export Tiled Map and File > Import Terrain from Tiled Map: a hex scenario's map out to
 * Tiled (export/tiledexport.h) and the terrain of such a map, edited in Tiled, back in as the
 * scenario's painted terrain (io/tiledimport.h), one undo step. Enabled while a scenario is
 * open; on a table scenario they say why they cannot work.
 *
 * The halves after the file dialogs are public for the tests.
 */
class TiledController : public QObject
{
    Q_OBJECT

public:
    explicit TiledController(EditorContext &context);

    QAction *exportAction() const { return m_export; }
    QAction *importAction() const { return m_import; }

    /// Writes the open scenario's map as a Tiled map to @p path (its tileset beside it);
    /// false with a message in @p error.
    bool writeTiledMap(const QString &path, QString *error) const;
    /// Paints the terrain of the Tiled map at @p path over the open scenario's panels as one
    /// undo step; the number of hexes changed (0: nothing to undo), or -1 with the located
    /// messages in @p error.
    int importTerrain(const QString &path, QString *error);

public Q_SLOTS:
    void exportTiledMap();
    void importTiledTerrain();

private:
    /// The message for a table scenario, or empty for a hex one.
    QString tableMessage() const;
    QString suggestedPath() const;
    void updateActions();

    EditorContext &m_context;
    QAction *m_export;
    QAction *m_import;
};

} // namespace hexwright
