// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// hexwright-cli: the rules engine without a window. Same loaders and checks as the editor.

#include "clicommands.h"

#include "ruleset/rulesetregistry.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstdio>

using namespace hexwright;

namespace {

const char *Usage = R"(Commands:
  validate FILE...   check scenario files with the rules engine; exit 0 clean (warnings
                     and notes allowed), 1 errors found, 2 unreadable
  info FILE          summary: map size, sides, points, turns
  format FILE        rewrite a scenario in canonical form (in place, or --stdout)

Run 'hexwright-cli COMMAND --help' for the options of a command.)";

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("hexwright-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HEXWRIGHT_VERSION));

    QTextStream out(stdout);
    QTextStream err(stderr);
    const CliStreams io {out, err};

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Hexwright's headless tools for hex wargame scenarios.\n\n")
        + QLatin1String(Usage));
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsOptions);
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    const QCommandLineOption dataOption(QStringLiteral("data"),
                                        QStringLiteral("Also look for rulesets and panel "
                                                       "libraries in <dir>."),
                                        QStringLiteral("dir"));
    parser.addOption(dataOption);
    parser.addPositionalArgument(QStringLiteral("command"),
                                 QStringLiteral("validate, info or format"));

    const QStringList arguments = QCoreApplication::arguments();
    parser.parse(arguments);
    const QString command = parser.positionalArguments().value(0);

    const QCommandLineOption jsonOption(QStringLiteral("json"),
                                        QStringLiteral("Print JSON for machines."));
    const QCommandLineOption stdoutOption(QStringLiteral("stdout"),
                                          QStringLiteral("Write the result to standard output "
                                                         "instead of the file."));
    const QCommandLineOption checkOption(QStringLiteral("check"),
                                         QStringLiteral("Change nothing; exit 1 if the file is "
                                                        "not canonical."));
    if (command == QLatin1String("validate")) {
        parser.clearPositionalArguments();
        parser.addPositionalArgument(QStringLiteral("validate"), QString());
        parser.addPositionalArgument(QStringLiteral("FILE"),
                                     QStringLiteral("Scenario files (*.scenario.yaml)."),
                                     QStringLiteral("FILE..."));
        parser.addOption(jsonOption);
    } else if (command == QLatin1String("info")) {
        parser.clearPositionalArguments();
        parser.addPositionalArgument(QStringLiteral("info"), QString());
        parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("A scenario file."));
        parser.addOption(jsonOption);
    } else if (command == QLatin1String("format")) {
        parser.clearPositionalArguments();
        parser.addPositionalArgument(QStringLiteral("format"), QString());
        parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("A scenario file."));
        parser.addOption(stdoutOption);
        parser.addOption(checkOption);
    }

    if (!parser.parse(arguments)) {
        err << parser.errorText() << QStringLiteral("\n");
        return ExitUnreadable;
    }
    if (parser.isSet(versionOption)) {
        parser.showVersion();
    }
    if (parser.isSet(helpOption)) {
        out << parser.helpText();
        return ExitClean;
    }
    const QStringList files = parser.positionalArguments().mid(1);
    auto registry = RulesetRegistry::withBundledData();
    for (const QString &dir : parser.values(dataOption))
        registry->addSearchPath(dir);

    auto usageError = [&](const QString &message) {
        err << message << QStringLiteral("\n\n") << parser.helpText();
        return int(ExitUnreadable);
    };
    if (command.isEmpty())
        return usageError(QStringLiteral("hexwright-cli: no command given"));
    if (command == QLatin1String("validate")) {
        if (files.isEmpty())
            return usageError(QStringLiteral("hexwright-cli validate: no file given"));
        return runValidate(files, parser.isSet(jsonOption), *registry, io);
    }
    if (command == QLatin1String("info") || command == QLatin1String("format")) {
        if (files.size() != 1)
            return usageError(
                QStringLiteral("hexwright-cli %1: give exactly one file").arg(command));
        if (command == QLatin1String("info"))
            return runInfo(files.first(), parser.isSet(jsonOption), *registry, io);
        if (parser.isSet(stdoutOption) && parser.isSet(checkOption))
            return usageError(QStringLiteral("hexwright-cli format: --stdout and --check "
                                             "exclude each other"));
        return runFormat(files.first(), parser.isSet(stdoutOption), parser.isSet(checkOption),
                         *registry, io);
    }
    return usageError(QStringLiteral("hexwright-cli: unknown command '%1'").arg(command));
}
