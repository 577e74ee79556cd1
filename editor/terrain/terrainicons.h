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

} // namespace hexwright
