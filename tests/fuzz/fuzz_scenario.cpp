// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Any bytes as a scenario file, through the reader the editor and the CLI open files with,
// against the bundled ruleset and panel library. It may reject them; it must never crash,
// hang or read out of bounds.

#include "fuzzsupport.h"

#include "io/yamltree.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenarioreader.h"

using namespace hexwright;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    RulesetRegistry &registry = fuzz::registry();
    Diagnostics diagnostics;
    const auto document = YamlDocument::parse(fuzz::bytesOf(data, size),
                                              QStringLiteral("fuzz.scenario.yaml"), diagnostics);
    if (document && document->root())
        readScenario(*document, registry, diagnostics);
    return 0;
}
