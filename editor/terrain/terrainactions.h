// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

class QAction;

namespace hexwright {

class EditorContext;
class PasteTool;
class TerrainState;

/// The brush radius 0, 1 and 2 as exclusive actions, on the Tools menu and tool bar, with
/// "Smaller Brush" ([) and "Larger Brush" (]). Returns the three radius actions.
QList<QAction *> installBrushSizeActions(EditorContext &context, TerrainState *state);

/// Cut, Copy, Paste, Delete, Select All and Select None for hexes, in the Edit menu. They
/// are enabled only while a terrain tool is in use (Paste whenever hexes were copied), so
/// they leave the same shortcuts free for other tools.
void installSelectionActions(EditorContext &context, TerrainState *state, PasteTool *paste);

} // namespace hexwright
