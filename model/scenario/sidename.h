// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace hexwright {

struct Ruleset;
struct Side;

/**
 * A side named once, the way a scenario sheet heads it: by its colour's name when the side
 * is named after its one colour ("Blue (Hammer's Slammers)" for the side "Blue"), by its own
 * name when that already names its colours ("Green and Red"), and otherwise by its name with
 * its colours after it ("Relief Force (Tan and Green)"). The CLI's `info`, the set-up sheets
 * and the morale tracks share it, so no sheet says "Blue (Blue (Hammer's Slammers))".
 */
QString sideTitle(const Side &side, const Ruleset &ruleset);

} // namespace hexwright
