// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/hammer-wars/play/hwactions.h"

#include <QString>

namespace hexwright {

class HwGame;

/// @p play in plain words with the units' names and distances in the table's unit, as the
/// game stands before it: "Red Ranged Specialist 2 walks 4.0 in to 12.5, 8.0".
QString describeHwPlay(const HwPlay &play, const HwGame &game);

} // namespace hexwright
