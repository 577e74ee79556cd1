// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario/sidename.h"

#include "ruleset/ruleset.h"
#include "scenario/scenario.h"
#include "scenario/victorytext.h"

#include <QCoreApplication>
#include <QStringList>

namespace hexwright {

namespace {

/// The translation context of this file's texts (lupdate and the run-time lookup agree).
struct SideName
{
    Q_DECLARE_TR_FUNCTIONS(SideName)
};

} // namespace

QString sideTitle(const Side &side, const Ruleset &ruleset)
{
    QStringList colours;
    for (const QString &id : side.colours) {
        const ArmyColour *colour = ruleset.findColour(id);
        colours.append(colour && !colour->name.isEmpty() ? colour->name : id);
    }
    if (colours.isEmpty())
        return side.name;
    const QString joined = joinedList(colours, ListJoin::And);
    if (side.name.isEmpty() || joined.compare(side.name, Qt::CaseInsensitive) == 0)
        return joined;
    // "Blue" for the colour "Blue (Hammer's Slammers)", or named by the colour's id.
    if (colours.size() == 1
        && (colours.first().startsWith(side.name, Qt::CaseInsensitive)
            || side.colours.first().compare(side.name, Qt::CaseInsensitive) == 0))
        return colours.first();
    return SideName::tr("%1 (%2)").arg(side.name, joined);
}

} // namespace hexwright
