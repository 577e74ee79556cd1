// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/familyregistry.h"

#include "families/crucible/cruciblefamily.h"
#include "families/hammer-wars/hwfamily.h"
#include "families/hammers-slammers/hsfamily.h"
#include "families/mak/makfamily.h"
#include "families/striker/strikerfamily.h"

namespace hexwright {

namespace {

/// Every family: one line each. A new game is its folders and a line here.
const QList<const GameFamily *> &families()
{
    static const HsFamily hammersSlammers;
    static const HwFamily hammerWars;
    static const MakFamily maschinenKrieger;
    static const CrucibleFamily crucible;
    static const StrikerFamily striker;
    static const QList<const GameFamily *> all {&hammersSlammers, &hammerWars, &maschinenKrieger,
                                                &crucible, &striker};
    return all;
}

} // namespace

FamilyRules::~FamilyRules() = default;
FamilyRulesReader::~FamilyRulesReader() = default;
GameFamily::~GameFamily() = default;

void FamilyRulesReader::readColour(MappingReader &, const ArmyColour &) { }
void FamilyRulesReader::readTerrain(MappingReader &, const TerrainType &) { }
void FamilyRulesReader::readUnitType(MappingReader &, const UnitType &) { }

const GameFamily *gameFamily(const QString &id)
{
    for (const GameFamily *family : families()) {
        if (family->id() == id)
            return family;
    }
    return nullptr;
}

QStringList gameFamilyIds()
{
    QStringList ids;
    for (const GameFamily *family : families())
        ids.append(family->id());
    return ids;
}

} // namespace hexwright
