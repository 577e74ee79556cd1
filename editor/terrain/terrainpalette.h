// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>

class QTreeWidget;
class QTreeWidgetItem;

namespace hexwright {

class TerrainState;

/**
 * The "Terrain" dock: the ruleset's terrain types with their swatches and number keys, the
 * "erase paint" entry, and the brush size buttons. Choosing an entry sets the terrain all
 * terrain tools paint; the dock follows changes made elsewhere (number keys, eyedropper).
 */
class TerrainPalette : public QDockWidget
{
    Q_OBJECT

public:
    TerrainPalette(TerrainState *state, const QList<QAction *> &brushSizes, QWidget *parent);

private:
    void rebuild();
    void showTerrain(quint8 terrain);
    void itemChosen(QTreeWidgetItem *item);

    TerrainState *m_state;
    QTreeWidget *m_list;
};

} // namespace hexwright
