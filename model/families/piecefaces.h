// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace hexwright {

/// The unit symbol of a counter, simple NATO-style boxes: the shapes the shared counter
/// painter (export/countersheet_face.cpp) knows. A family picks one per unit type.
enum class CounterSymbol {
    Box, ///< an empty frame: a unit we cannot tell more about
    Armour, ///< an ellipse (tracks)
    Recon, ///< an ellipse and a diagonal (armoured cars, combat cars)
    Infantry, ///< a cross
    Carrier, ///< a cross and an ellipse (personnel carriers)
    Artillery, ///< a dot (towed guns and howitzers)
    SelfPropelledArtillery, ///< a dot and an ellipse
    Calliope, ///< three dots
    SelfPropelledCalliope, ///< three dots and an ellipse
    Fortress, ///< a keep with battlements
    Marker, ///< a scenario marker drawn by paintMarkerShape()
};

/// What one side of a unit's counter shows besides its name, as the unit's family decides it
/// (FamilyRules::counterLook()); the shared painter draws whatever it is given.
struct CounterLook
{
    CounterSymbol symbol = CounterSymbol::Box;
    bool hover = false; ///< a wavy line under the symbol
    bool factors = true; ///< the printed factors along the bottom
};

} // namespace hexwright
