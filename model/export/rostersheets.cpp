// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "export/rostersheets.h"

#include "export/sidesheets.h"
#include "export/unitcards.h"
#include "families/gamefamily.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

#include <QCoreApplication>

namespace hexwright {

namespace {

struct RosterSheets
{
    Q_DECLARE_TR_FUNCTIONS(RosterSheets)
};

constexpr double TextMm = 3.0;

QList<SheetPage> rosterSheet(const Side &side, const QList<SheetSection> &sections,
                             const RosterSheetOptions &options, const QString &title)
{
    const QString name = side.name.isEmpty() ? side.id : side.name;
    SheetFlow flow(options.paper, side.id, name);
    QList<SheetItem> head;
    head.append(SheetItem::textItem(QRectF(0, 0, flow.width(), 8.0), name, 6.0, true,
                                    Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("title")));
    head.append(SheetItem::textItem(
        QRectF(0, 8.5, flow.width(), 4.5),
        RosterSheets::tr("%1 \u00b7 roster of player %2").arg(title).arg(side.player), TextMm,
        false, Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("subtitle")));
    flow.block(head, 14.0);
    for (const SheetSection &section : sections)
        addSheetSection(flow, section);
    return flow.finish(title);
}

} // namespace

RosterSheetLayout layoutRosterSheets(const Ruleset &ruleset, const Scenario &scenario,
                                     const RosterSheetOptions &options)
{
    RosterSheetLayout layout;
    layout.title = scenario.metadata.title.isEmpty() ? RosterSheets::tr("Scenario")
                                                     : scenario.metadata.title;
    if (!ruleset.familyRules || !ruleset.familyRules->printsRoster())
        return layout;
    for (const Side &side : scenario.sides) {
        if (!options.sides.isEmpty() && !options.sides.contains(side.id))
            continue;
        const QList<SheetSection> sections
            = ruleset.familyRules->rosterSections(ruleset, scenario, side);
        if (!sections.isEmpty())
            layout.pages.append(rosterSheet(side, sections, options, layout.title));
    }
    return layout;
}

std::unique_ptr<SheetDocument> makeRosterSheets(const Ruleset &ruleset, const Scenario &scenario,
                                                const RosterSheetOptions &options)
{
    const RosterSheetLayout layout = layoutRosterSheets(ruleset, scenario, options);
    return makeLaidOutSheets(RosterSheets::tr("%1: rosters").arg(layout.title), options.paper,
                             layout.pages, ruleset);
}

} // namespace hexwright
