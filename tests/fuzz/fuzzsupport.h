// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every fuzz target shares: the bundled data, loaded once, and silence. A target is
// called millions of times: it must never print, write a file or keep state between inputs
// beyond these read-only caches.

#include <QByteArray>

#include <cstddef>
#include <cstdint>

namespace hexwright {

class RulesetRegistry;
struct PanelLibrary;
struct Ruleset;

namespace fuzz {

/// The registry of the data bundled with Hexwright (never the user's own panel libraries,
/// so a run does not depend on the machine), with Qt's messages silenced. Created on the
/// first call.
RulesetRegistry &registry();
/// The bundled Hammer's Slammers ruleset and its panel library.
const Ruleset &bundledRuleset();
const PanelLibrary &bundledPanels();

/// The input as a QByteArray of its own (NUL-terminated, as a file read is).
inline QByteArray bytesOf(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

} // namespace fuzz
} // namespace hexwright

// Each target defines this; fuzzdriver.cpp or libFuzzer calls it.
extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
