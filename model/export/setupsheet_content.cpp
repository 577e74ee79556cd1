// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "export/setupsheet_content.h"

#include "export/setupsheet_sections_p.h"
#include "render/maprenderer.h"
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

QString sideFacts(const Side &side)
{
    QStringList facts {SetupSheets::tr("Player %1").arg(side.player)};
    if (side.role != Side::Role::None)
        facts.append(roleText(side.role));
    facts.append(SetupSheets::tr("sets up %1").arg(ordinal(side.setupOrder)));
    facts.append(SetupSheets::tr("moves %1").arg(ordinal(side.moveOrder)));
    if (side.budget)
        facts.append(SetupSheets::tr("budget %1 points").arg(*side.budget));
    return facts.join(QStringLiteral(" \u00b7 "));
}

QList<SheetPage> sideSheet(const SetupSheetWriter &writer, const Scenario &scenario,
                           const Side &side, const SetupSheetOptions &options)
{
    const QString name = side.name.isEmpty() ? side.id : side.name;
    SheetFlow flow(options.paper, side.id, SetupSheets::tr("%1 set-up sheet").arg(name));
    writer.titleBlock(flow, SetupSheets::tr("%1 \u2013 set-up sheet").arg(scenario.metadata.title),
                      name, side.colours, sideFacts(side));
    if (!scenario.briefing.trimmed().isEmpty() || !side.briefing.trimmed().isEmpty()) {
        flow.heading(SetupSheets::tr("Briefing"), 10);
        if (!scenario.briefing.trimmed().isEmpty())
            flow.paragraph(scenario.briefing, 3.1, false, 0, QStringLiteral("briefing"));
        if (!side.briefing.trimmed().isEmpty())
            flow.paragraph(side.briefing, 3.1, false, 0, QStringLiteral("briefing"));
    }
    writer.forces(flow, side.id);
    writer.zones(flow, side.id);
    writer.reinforcements(flow, side.id);
    writer.hiddenUnits(flow, side.id);
    writer.morale(flow, side.id);
    writer.victory(flow);
    writer.specialRules(flow);
    writer.turnRecord(flow, side.id);
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
                     {SetupSheets::tr("Units"), 14, Qt::AlignRight},
                     {SetupSheets::tr("Points"), 30, Qt::AlignRight}};
    for (const Side &side : scenario.sides) {
        const QString name = sideTitle(side, ruleset);
        const int points = sidePoints(scenario, side.id, ruleset);
        sides.rows.append(
            {{name, {}, side.colours.value(0), true, QStringLiteral("side"), side.id},
             {QString::number(side.player), {}, {}, false, QStringLiteral("cell"), {}},
             {roleText(side.role), {}, {}, false, QStringLiteral("cell"), {}},
             {ordinal(side.setupOrder), {}, {}, false, QStringLiteral("cell"), {}},
             {ordinal(side.moveOrder), {}, {}, false, QStringLiteral("cell"), {}},
             {QString::number(sideUnitCount(scenario, side.id)),
              {},
              {},
              false,
              QStringLiteral("cell"),
              {}},
             {side.budget ? SetupSheets::tr("%1 of %2").arg(points).arg(*side.budget)
                          : QString::number(points),
              {},
              {},
              false,
              QStringLiteral("cell"),
              {}}});
    }
    flow.table(sides);

    writer.forces(flow, QString());
    writer.zones(flow, QString());
    writer.reinforcements(flow, QString());
    writer.hiddenUnits(flow, QString());
    writer.markers(flow);
    writer.morale(flow, QString());
    writer.victory(flow);
    writer.specialRules(flow);
    writer.turnRecord(flow, QString());
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
    for (const Side &side : scenario.sides) {
        if (!options.sides.isEmpty() && !options.sides.contains(side.id))
            continue;
        layout.pages.append(sideSheet(writer, scenario, side, options));
    }
    if (options.refereeSheet)
        layout.pages.append(refereeSheet(writer, scenario, source.ruleset, options));
    return layout;
}

} // namespace hexwright
