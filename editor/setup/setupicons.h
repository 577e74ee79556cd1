// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QIcon>

namespace hexwright {

enum class SetupIcon { Zone, Setup };
/// Drawn icons for the setup tools: a tinted, outlined group of hexes; a stack of counters.
QIcon setupIcon(SetupIcon icon);
/// A small square of @p colour with a dark border, for zone legends.
QIcon colourSwatch(const QColor &colour);

} // namespace hexwright
