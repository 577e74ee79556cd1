// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

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
    /// The family's own values along the bottom in place of the shared attack-defence-range-
    /// movement factors ("I 5W B 2" on a front, "8L8 10PF4" on a back); empty: the shared ones.
    QString factorsText;
    /// With factorsText: whether it shows a value that is ours, not the rules' (the counter
    /// then gets the provisional corner).
    bool provisional = false;
    /// Whether every counter of the unit has a back, which counterLook(back = true) describes,
    /// whatever the unit type's mounted factors (a weapon code on every back).
    bool twoSided = false;
};

} // namespace hexwright
