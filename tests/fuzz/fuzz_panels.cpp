// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Any bytes as a panel library through its reader, against the bundled ruleset: the panel
// editor saves these files and users share them, so they are hostile input too.

#include "fuzzsupport.h"

#include "io/yamltree.h"
#include "map/panel.h"
#include "map/panellibraryreader.h"

using namespace hexwright;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const Ruleset &ruleset = fuzz::bundledRuleset();
    Diagnostics diagnostics;
    const auto document = YamlDocument::parse(fuzz::bytesOf(data, size),
                                              QStringLiteral("fuzz.panels.yaml"), diagnostics);
    if (document && document->root())
        readPanelLibrary(*document, ruleset, diagnostics);
    return 0;
}
