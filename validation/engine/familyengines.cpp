// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/familyengines.h"

#include "families/crucible/play/cruciblegamesession.h"
#include "families/hammer-wars/play/hwgamesession.h"
#include "families/hammers-slammers/play/hsgamesession.h"
#include "families/mak/play/makgamesession.h"
#include "ruleset/ruleset.h"

namespace hexwright {

namespace {

/// Every family with an engine: one line each.
const QList<const FamilyEngine *> &engines()
{
    static const HsFamilyEngine hammersSlammers;
    static const HwFamilyEngine hammerWars;
    static const MakFamilyEngine mak;
    static const CrucibleFamilyEngine crucible;
    static const QList<const FamilyEngine *> all {&hammersSlammers, &hammerWars, &mak, &crucible};
    return all;
}

} // namespace

const FamilyEngine *familyEngine(const QString &id)
{
    for (const FamilyEngine *engine : engines()) {
        if (engine->id() == id)
            return engine;
    }
    return nullptr;
}

const FamilyEngine *familyEngineFor(const Ruleset &ruleset)
{
    return familyEngine(ruleset.family);
}

QStringList familyEngineIds()
{
    QStringList ids;
    for (const FamilyEngine *engine : engines())
        ids.append(engine->id());
    return ids;
}

} // namespace hexwright
