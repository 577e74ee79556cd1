// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Load, save, load, save: whatever the reader accepts, the writer must write as a file the
// reader accepts again, and writing that second scenario must give the same bytes. Anything
// else is a file that changes or breaks each time it is saved, so the target aborts.

#include "fuzzsupport.h"

#include "io/yamltree.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenarioreader.h"
#include "scenario/scenariowriter.h"

#include <cstdio>
#include <cstdlib>

using namespace hexwright;

namespace {

LoadedScenario load(const QByteArray &bytes)
{
    Diagnostics diagnostics;
    const auto document
        = YamlDocument::parse(bytes, QStringLiteral("fuzz.scenario.yaml"), diagnostics);
    if (!document || !document->root())
        return {};
    return readScenario(*document, fuzz::registry(), diagnostics);
}

[[noreturn]] void fail(const char *why, const QByteArray &written)
{
    std::fprintf(stderr, "fuzz_roundtrip: %s\n--- written ---\n%s\n", why, written.constData());
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const LoadedScenario first = load(fuzz::bytesOf(data, size));
    if (!first.scenario)
        return 0;
    const QByteArray written = writeScenario(*first.scenario, *first.ruleset, first.panels);
    const LoadedScenario second = load(written);
    if (!second.scenario)
        fail("the file written cannot be read back", written);
    const QByteArray rewritten = writeScenario(*second.scenario, *second.ruleset, second.panels);
    if (rewritten != written)
        fail("writing the file read back gives other bytes", rewritten);
    return 0;
}
