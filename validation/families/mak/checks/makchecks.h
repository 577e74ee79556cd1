// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/familychecks.h"
#include "families/mak/makrules.h"

namespace hexwright {

/**
 * Maschinen Krieger's own scenario checks, the checkable rules of the text: stacking points
 * per side per hex and aircraft per hex [8.1, 10.5], NeuSpotters sharing a hex only with a
 * Type II unit [8.1], the parts of the boxes a scenario needs ("needs both games", [2.0]),
 * and over the family's parts of a scenario (model/families/mak/makscenario.h): pilots once
 * and on their own side [18.0], cargo within capacity [13.1], ammunition and aircraft
 * equipment [11.0, 10.0], mines per hex and the allotment [19.1], entry codes [12.1] and
 * off-board artillery [17]. Units in terrain their movement letter may not enter (W and C in
 * water, [7.1.8]) are the shared set-up check's.
 */
const FamilyChecks &makFamilyChecks();

} // namespace hexwright
