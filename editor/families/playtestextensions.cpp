// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The families' playtest extensions and editor tools: one line each.

#include "playtest/playtestextension.h"

#include "families/hammer-wars/hwlostool.h"
#include "families/hammer-wars/hwplaytest.h"
#include "families/hammers-slammers/hsplaytest.h"
#include "families/hammers-slammers/lostool.h"
#include "families/hammers-slammers/play/hsgamesession.h"

namespace hexwright {

std::unique_ptr<PlaytestExtension>
makePlaytestExtension(const QString &familyId, PlaytestWindow &window, GameSession &session)
{
    if (familyId == QLatin1String(HsFamilyEngine::Id))
        return HsPlaytest::make(window, session);
    if (familyId == QLatin1String(HwFamilyEngine::Id))
        return HwPlaytest::make(window, session);
    return nullptr;
}

QList<MapTool *> makeFamilyEditorTools(const QString &familyId, EditorContext &context)
{
    if (familyId == QLatin1String(HsFamilyEngine::Id))
        return {new LosTool(&context)};
    if (familyId == hammerWarsFamilyId())
        return {new HwLosTool(&context)};
    return {};
}

} // namespace hexwright
