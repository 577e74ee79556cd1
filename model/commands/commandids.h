// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace hexwright {

/// Ids for QUndoCommand::id(): commands with the same id may merge (one brush stroke, one
/// drag). All of them here, so none is a magic number somewhere.
enum class CommandId : int {
    PaintTerrain = 1,
    ChangeLayout,
    EditRoads,
    ChangeSides,
    ChangeForces,
    ChangeZones,
    ChangeGameLength,
    ChangeMarkers,
    ChangeAlliances,
    ChangeReinforcements,
    ChangeHidden,
    ChangeVictory,
    ChangeSpecialRules,
    ChangeMetadata,
    ChangeTable,
    ChangeHexsides,
    ChangeHeights,
    ChangeFamily,
};

} // namespace hexwright
