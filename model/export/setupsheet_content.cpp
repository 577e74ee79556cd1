// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "export/setupsheet_content.h"

#include "export/setupsheet_sections_p.h"
#include "render/maprenderer.h"
#include "scenario/players.h"
#include "scenario/points.h"
#include "scenario/scenario.h"
#include "scenario/sidename.h"

#include <QCoreApplication>

namespace hexwright {

namespace {

/// The translation context of this file's texts: lupdate files each SetupSheets::tr() call under
/// "SetupSheets", the context the run-time lookup uses.
struct SetupSheets
{
    Q_DECLARE_TR_FUNCTIONS(SetupSheets)
};

QString ordinal(int n)
{
    switch (n) {
    case 1:
        return SetupSheets::tr("1st");
    case 2:
        return SetupSheets::tr("2nd");
    case 3:
        return SetupSheets::tr("3rd");
    default:
        return SetupSheets::tr("%1th").arg(n);
    }
}

QString roleText(Side::Role role)
{
    switch (role) {
    case Side::Role::Attacker:
        return SetupSheets::tr("Attacker");
    case Side::Role::Defender:
        return SetupSheets::tr("Defender");
    case Side::Role::None:
        break;
    }
    return QString();
}

/// A side's role, order of set-up and move and budget: "Attacker · sets up 2nd · moves 1st".
QStringList sideOrderFacts(const Side &side)
{
    QStringList facts;
    if (side.role != Side::Role::None)
        facts.append(roleText(side.role));
    facts.append(SetupSheets::tr("sets up %1").arg(ordinal(side.setupOrder)));
    facts.append(SetupSheets::tr("moves %1").arg(ordinal(side.moveOrder)));
    if (side.budget)
        facts.append(SetupSheets::tr("budget %1 points").arg(*side.budget));
    return facts;
}

QString sideFacts(const Side &side)
{
    QStringList facts {SetupSheets::tr("Player %1").arg(side.player)};
    facts.append(sideOrderFacts(side));
    return facts.join(QStringLiteral(" \u00b7 "));
}

/// The sheet of one player: every colour he runs, his sides' forces, zones, reinforcements,
/// hidden units and morale together. A player of one side gets that side's sheet as it
/// always was (named and identified by the side); a player of several gets "Player N".
QList<SheetPage> playerSheet(const SetupSheetWriter &writer, const Scenario &scenario,
                             const Ruleset &ruleset, const PlayerSides &player,
                             const SetupSheetOptions &options)
{
    const bool one = player.sides.size() == 1;
    const Side &first = *player.sides.first();
    const QString name = one ? (first.name.isEmpty() ? first.id : first.name)
                             : SetupSheets::tr("Player %1").arg(player.number);
    const QString sheet = one ? first.id : QStringLiteral("player-%1").arg(player.number);
    SheetFlow flow(options.paper, sheet, SetupSheets::tr("%1 set-up sheet").arg(name));
    const QString facts = one
        ? sideFacts(first)
        : SetupSheets::tr("Player %1 \u00b7 %2 sides").arg(player.number).arg(player.sides.size());
    writer.titleBlock(flow, SetupSheets::tr("%1 \u2013 set-up sheet").arg(scenario.metadata.title),
                      name, player.colours(), facts);
    writer.alliances(flow);
    if (!one) {
        flow.heading(SetupSheets::tr("Your sides"), 10);
        for (const Side *side : player.sides)
            flow.bullet(SetupSheets::tr("%1: %2").arg(
                            sideTitle(*side, ruleset),
                            sideOrderFacts(*side).join(QStringLiteral(" \u00b7 "))),
                        3.0, QStringLiteral("player-side"));
    }
    bool briefed = !scenario.briefing.trimmed().isEmpty();
    for (const Side *side : player.sides)
        briefed = briefed || !side->briefing.trimmed().isEmpty();
    if (briefed) {
        flow.heading(SetupSheets::tr("Briefing"), 10);
        if (!scenario.briefing.trimmed().isEmpty())
            flow.paragraph(scenario.briefing, 3.1, false, 0, QStringLiteral("briefing"));
        for (const Side *side : player.sides) {
            if (side->briefing.trimmed().isEmpty())
                continue;
            flow.paragraph(
                one ? side->briefing
                    : SetupSheets::tr("%1: %2").arg(sideTitle(*side, ruleset), side->briefing),
                3.1, false, 0, QStringLiteral("briefing"));
        }
    }
    const QStringList sides = player.sideIds();
    writer.forces(flow, sides);
    writer.zones(flow, sides);
    writer.reinforcements(flow, sides);
    writer.hiddenUnits(flow, sides);
    writer.morale(flow, sides);
    writer.victory(flow);
    writer.specialRules(flow);
    writer.turnRecord(flow, sides);
    return flow.finish(scenario.metadata.title);
}

QList<SheetPage> refereeSheet(const SetupSheetWriter &writer, const Scenario &scenario,
                              const Ruleset &ruleset, const SetupSheetOptions &options)
{
    SheetFlow flow(options.paper, QStringLiteral("referee"), SetupSheets::tr("Referee sheet"));
    QString kicker = scenario.metadata.title;
    if (!scenario.metadata.source.isEmpty())
        kicker += QStringLiteral(" \u2013 ") + scenario.metadata.source;
    writer.titleBlock(
        flow, kicker, SetupSheets::tr("Referee sheet"), {},
        SetupSheets::tr("%1 players \u00b7 %2 sides \u00b7 everything every side sets up")
            .arg(scenario.metadata.players)
            .arg(scenario.sides.size()));
    writer.alliances(flow);
    if (!scenario.briefing.trimmed().isEmpty()) {
        flow.heading(SetupSheets::tr("Briefing"), 10);
        flow.paragraph(scenario.briefing, 3.1, false, 0, QStringLiteral("briefing"));
    }

    flow.heading(SetupSheets::tr("Sides"));
    SheetTable sides;
    sides.heading = SetupSheets::tr("Sides");
    sides.columns = {{SetupSheets::tr("Side"), 0, Qt::AlignLeft},
                     {SetupSheets::tr("Player"), 14, Qt::AlignRight},
                     {SetupSheets::tr("Role"), 22, Qt::AlignLeft},
                     {SetupSheets::tr("Sets up"), 16, Qt::AlignRight},
                     {SetupSheets::tr("Moves"), 14, Qt::AlignRight},
                     {SetupSheets::tr("Units"), 14, Qt::AlignRight}};
    // A game whose scenarios give the forces prices none (FamilyRules::buysForcesWithPoints()).
    const bool priced = buysForcesWithPoints(ruleset);
    if (priced)
        sides.columns.append({SetupSheets::tr("Points"), 30, Qt::AlignRight});
    for (const Side &side : scenario.sides) {
        const QString name = sideTitle(side, ruleset);
        const int points = sidePoints(scenario, side.id, ruleset);
        QList<SheetCell> row {
            {name, {}, side.colours.value(0), true, QStringLiteral("side"), side.id},
            {QString::number(side.player), {}, {}, false, QStringLiteral("cell"), {}},
            {roleText(side.role), {}, {}, false, QStringLiteral("cell"), {}},
            {ordinal(side.setupOrder), {}, {}, false, QStringLiteral("cell"), {}},
            {ordinal(side.moveOrder), {}, {}, false, QStringLiteral("cell"), {}},
            {QString::number(sideUnitCount(scenario, side.id)),
             {},
             {},
             false,
             QStringLiteral("cell"),
             {}}};
        if (priced)
            row.append({side.budget ? SetupSheets::tr("%1 of %2").arg(points).arg(*side.budget)
                                    : QString::number(points),
                        {},
                        {},
                        false,
                        QStringLiteral("cell"),
                        {}});
        sides.rows.append(row);
    }
    flow.table(sides);

    writer.forces(flow, {});
    writer.zones(flow, {});
    writer.reinforcements(flow, {});
    writer.hiddenUnits(flow, {});
    writer.markers(flow);
    writer.morale(flow, {});
    writer.victory(flow);
    writer.specialRules(flow);
    writer.turnRecord(flow, {});
    if (!scenario.metadata.notes.trimmed().isEmpty()) {
        flow.heading(SetupSheets::tr("Designer's notes"), 10);
        flow.paragraph(scenario.metadata.notes, 2.8, false, 0, QStringLiteral("notes"));
    }
    return flow.finish(scenario.metadata.title);
}

} // namespace

SetupSheetLayout layoutSetupSheets(const MapExportSource &source, const SetupSheetOptions &options)
{
    SetupSheetLayout layout;
    const Scenario &scenario = source.scenario;
    layout.title
        = scenario.metadata.title.isEmpty() ? SetupSheets::tr("Scenario") : scenario.metadata.title;
    const MapRenderer renderer(source.map, source.ruleset, scenario, source.panels);
    const SetupSheetWriter writer(source, options, renderer.boundingRect(), &layout.thumbnails);
    for (const PlayerSides &player : scenarioPlayers(scenario)) {
        if (!options.players.isEmpty() && !options.players.contains(player.number))
            continue;
        layout.pages.append(playerSheet(writer, scenario, source.ruleset, player, options));
    }
    if (options.refereeSheet)
        layout.pages.append(refereeSheet(writer, scenario, source.ruleset, options));
    return layout;
}

} // namespace hexwright
