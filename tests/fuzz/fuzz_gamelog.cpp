// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Any bytes as a playtest log replayed on one fixed small scenario (tests/data/play/
// skirmish.scenario.yaml, the scenario of the golden log that seeds the corpus): replay may
// fail at a line, never crash.

#include "fuzzsupport.h"

#include "checks/scenariovalidator.h"
#include "engine/playlog.h"
#include "families/hammers-slammers/play/hsgamesession.h"
#include "ruleset/rulesetregistry.h"

#include <cstdio>
#include <cstdlib>

using namespace hexwright;

namespace {

const GameSetup &skirmish()
{
    static const HsGameSetup setup = [] {
        const QString path = QStringLiteral(SOURCE_DIR "/tests/data/play/skirmish.scenario.yaml");
        const ScenarioReport report = validateScenarioFile(path, path, fuzz::registry());
        if (!report.loaded.scenario) {
            std::fprintf(stderr, "fuzz_gamelog: cannot load %s\n", qPrintable(path));
            std::abort();
        }
        return HsGameSetup(std::make_shared<const GameContext>(
            *report.loaded.scenario, *report.loaded.ruleset, *report.loaded.panels, path));
    }();
    return setup;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    replayLog(skirmish(), fuzz::bytesOf(data, size));
    return 0;
}
