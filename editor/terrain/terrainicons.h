// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIcon>

namespace hexwright {

struct TerrainType;

/// A hex in the terrain's colours and print pattern, for the palette.
QIcon terrainSwatch(const TerrainType &terrain);
/// The palette's "erase paint" entry: an empty hex struck through.
QIcon eraseSwatch();
/// The hexes a brush of @p radius covers (1, 7 or 19), for the brush size buttons.
QIcon brushSizeIcon(int radius);

enum class TerrainToolIcon { Brush, Line, Fill, Eyedropper, Road, RectSelect, LassoSelect };
/// The icon theme's icon for the tool, or a drawn one where the theme has none (a bare X
/// server, Windows), so the tool bar stays a row of small buttons.
QIcon toolIcon(TerrainToolIcon tool);

} // namespace hexwright
