// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommands.h"

#include "checks/scenariovalidator.h"
#include "families/hammers-slammers/rules/battlefield.h"
#include "families/hammers-slammers/rules/los.h"
#include "ruleset/rulesetregistry.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <optional>

namespace hexwright {

namespace {

const char *LosDescription
    = R"(Line of sight between two hexes, as the book draws it (section 3.17):
every hex the centre-to-centre line crosses, hexsides included, with its LOS value,
the firer's and the target's values, and the verdict. Hexes are the map's labels
(e.g. 0904). Exit 0 clear, 1 blocked, 2 unreadable input or bad arguments.)";

QString terrainText(const QString &terrainId)
{
    return terrainId.isEmpty() ? QStringLiteral("off map") : terrainId;
}

QString verdictText(const rules::LosTrace &trace, const HexMap &map)
{
    if (trace.clear)
        return QStringLiteral("clear");
    const rules::LosHex *blocking = trace.blocking();
    return QStringLiteral("blocked at %1 (%2, %3 > %4)")
        .arg(map.label(map.offsets().toOffset(blocking->hex)), terrainText(blocking->terrainId))
        .arg(blocking->value)
        .arg(trace.threshold());
}

QJsonObject endJson(const QString &label, const QString &terrainId, int value)
{
    return QJsonObject {{QStringLiteral("hex"), label},
                        {QStringLiteral("terrain"), terrainId},
                        {QStringLiteral("value"), value}};
}

void printJson(const QString &file, const rules::LosTrace &trace, const HexMap &map,
               QTextStream &out)
{
    auto label = [&map](HexCoord hex) {
        return map.label(map.offsets().toOffset(hex));
    };
    QJsonArray crossed;
    for (const rules::LosHex &step : trace.intervening) {
        crossed.append(QJsonObject {{QStringLiteral("hex"), label(step.hex)},
                                    {QStringLiteral("terrain"), step.terrainId},
                                    {QStringLiteral("value"), step.value},
                                    {QStringLiteral("blocks"), step.blocks}});
    }
    QJsonObject root {
        {QStringLiteral("file"), file},
        {QStringLiteral("firer"),
         endJson(label(trace.firer), trace.firerTerrainId, trace.firerValue)},
        {QStringLiteral("target"),
         endJson(label(trace.target), trace.targetTerrainId, trace.targetValue)},
        {QStringLiteral("adjacent"), trace.adjacent},
        {QStringLiteral("crossed"), crossed},
        {QStringLiteral("clear"), trace.clear},
        {QStringLiteral("blockedAt"),
         trace.blockingHex ? QJsonValue(label(*trace.blockingHex)) : QJsonValue()},
        {QStringLiteral("verdict"), verdictText(trace, map)},
    };
    out << QJsonDocument(root).toJson(QJsonDocument::Indented);
}

void printText(const rules::LosTrace &trace, const HexMap &map, QTextStream &out)
{
    auto label = [&map](HexCoord hex) {
        return map.label(map.offsets().toOffset(hex));
    };
    out << QStringLiteral("firer   %1  %2  firing value %3\n")
               .arg(label(trace.firer), terrainText(trace.firerTerrainId).leftJustified(8))
               .arg(trace.firerValue);
    out << QStringLiteral("target  %1  %2  target value %3\n")
               .arg(label(trace.target), terrainText(trace.targetTerrainId).leftJustified(8))
               .arg(trace.targetValue);
    if (trace.adjacent) {
        out << QStringLiteral("adjacent hexes always see each other\n");
    } else {
        out << QStringLiteral("crossed hexes (intervening values; above %1 blocks):\n")
                   .arg(trace.threshold());
        for (const rules::LosHex &step : trace.intervening) {
            out << QStringLiteral("  %1  %2  %3%4\n")
                       .arg(label(step.hex), terrainText(step.terrainId).leftJustified(8))
                       .arg(step.value)
                       .arg(step.blocks ? QStringLiteral("  blocks") : QString());
        }
    }
    out << verdictText(trace, map) << '\n';
}

std::optional<OffsetCoord> parseMapHex(const QString &text, const HexMap &map)
{
    OffsetCoord hex;
    if (!parseHexLabel(text, map.labelDigits(), &hex) || !map.contains(hex))
        return std::nullopt;
    return hex;
}

} // namespace

int runLosCommand(const QStringList &arguments, RulesetRegistry &registry, CliStreams io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QLatin1String(LosDescription));
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsOptions);
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption jsonOption(QStringLiteral("json"),
                                        QStringLiteral("Print JSON for machines."));
    const QCommandLineOption dataOption(QStringLiteral("data"),
                                        QStringLiteral("Also look for rulesets and panel "
                                                       "libraries in <dir>."),
                                        QStringLiteral("dir"));
    parser.addOption(jsonOption);
    parser.addOption(dataOption);
    parser.addPositionalArgument(QStringLiteral("los"), QStringLiteral("The command."));
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("A scenario file."));
    parser.addPositionalArgument(QStringLiteral("FROM"), QStringLiteral("The firer's hex."));
    parser.addPositionalArgument(QStringLiteral("TO"), QStringLiteral("The target's hex."));

    if (!parser.parse(arguments)) {
        io.err << QStringLiteral("hexwright-cli los: %1\n").arg(parser.errorText());
        return ExitUnreadable;
    }
    if (parser.isSet(helpOption)) {
        io.out << parser.helpText();
        return ExitClean;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 4) {
        io.err << QStringLiteral("usage: hexwright-cli los FILE HEX HEX [--json]\n");
        return ExitUnreadable;
    }
    const QString file = positional.at(1);
    const ScenarioReport report = validateScenarioFile(file, file, registry);
    if (!report.loaded.scenario || !report.loaded.ruleset) {
        for (const Diagnostic &d : report.diagnostics)
            io.err << d.toText() << '\n';
        return ExitUnreadable;
    }
    const HexMap &map = report.map;
    std::optional<OffsetCoord> ends[2];
    for (int i = 0; i < 2; ++i) {
        const QString text = positional.at(2 + i);
        ends[i] = parseMapHex(text, map);
        if (!ends[i]) {
            io.err << QStringLiteral("hexwright-cli los: %1 is not a hex of the map (labels "
                                     "run from %2 to %3)\n")
                          .arg(text, map.label({0, 0}),
                               map.label({map.columns() - 1, map.rows() - 1}));
            return ExitUnreadable;
        }
    }

    const rules::Battlefield field
        = rules::Battlefield::fromScenario(*report.loaded.ruleset, map, *report.loaded.scenario);
    const rules::LosTrace trace = rules::traceLineOfSight(field, map.offsets().fromOffset(*ends[0]),
                                                          map.offsets().fromOffset(*ends[1]));
    if (parser.isSet(jsonOption))
        printJson(file, trace, map, io.out);
    else
        printText(trace, map, io.out);
    return trace.clear ? ExitClean : ExitProblems;
}

} // namespace hexwright
