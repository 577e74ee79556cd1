// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Any bytes as a ruleset file through the ruleset reader: rejected or read, never a crash.

#include "fuzzsupport.h"

#include "io/yamltree.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetreader.h"

using namespace hexwright;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::registry(); // silences Qt
    Diagnostics diagnostics;
    const auto document = YamlDocument::parse(fuzz::bytesOf(data, size),
                                              QStringLiteral("fuzz.ruleset.yaml"), diagnostics);
    if (document && document->root())
        readRuleset(*document, diagnostics);
    return 0;
}
