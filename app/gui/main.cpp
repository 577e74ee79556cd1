// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// hexwright: the scenario editor.

#include "mainwindow.h"
#include "mapview.h"
#include "ruleset/rulesetregistry.h"
#include "shell/preferences.h"
#include "shell/recoverydialog.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QPixmap>
#include <QTimer>
#include <QTranslator>

#include <cstdio>

using namespace hexwright;

namespace {

// Qt aborts with a core dump when it finds no display; say what to do instead.
bool reportMissingDisplay()
{
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
    if (!qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") || !qEnvironmentVariableIsEmpty("DISPLAY")
        || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        return false;
    std::fputs("hexwright: there is no display to open a window on.\n"
               "  Run it under a virtual X server, e.g. to take a screenshot:\n"
               "    xvfb-run -a hexwright --screenshot shot.png [FILE]\n"
               "  Or use hexwright-cli, which needs no display:\n"
               "    hexwright-cli validate FILE   checks a scenario\n"
               "    hexwright-cli info FILE       map size, sides, points, turns\n"
               "    hexwright-cli format FILE     rewrites a scenario canonically\n",
               stderr);
    return true;
#else
    return false;
#endif
}

// The application icon, compiled in from resources/icons (the installed theme has the same).
QIcon applicationIcon()
{
    QIcon icon;
    for (const int size : {16, 32, 48, 64, 128, 256}) {
        icon.addFile(
            QStringLiteral(":/hexwright/icons/%1x%1/apps/io.github.hexwright.Hexwright.png")
                .arg(size),
            QSize(size, size));
    }
    return icon;
}

// The value of --lang (as "--lang xx" or "--lang=xx"), read before the parser exists: the
// parser's own texts are translated into that language.
QString languageOption(const QStringList &arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (argument == QLatin1String("--lang") && i + 1 < arguments.size())
            return arguments.at(i + 1);
        if (argument.startsWith(QLatin1String("--lang=")))
            return argument.mid(7);
    }
    return QString();
}

} // namespace

int main(int argc, char *argv[])
{
    if (reportMissingDisplay())
        return 2;
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Hexwright"));
    QApplication::setApplicationName(QStringLiteral("Hexwright"));
    QApplication::setApplicationVersion(QStringLiteral(HEXWRIGHT_VERSION));
    // The desktop entry's id (resources/desktop/), which Wayland and the desktop's task list
    // match the window to.
    QApplication::setDesktopFileName(QStringLiteral("io.github.hexwright.Hexwright"));
    QApplication::setWindowIcon(applicationIcon());

    // The language of Edit > Preferences (or of --lang), else the system's. Translations are
    // compiled in under :/i18n; Qt's own (the standard buttons) come with Qt, where installed.
    Preferences::settleFirstStart();
    QString language = languageOption(QApplication::arguments());
    if (language.isEmpty())
        language = Preferences::language();
    const QLocale locale = Preferences::localeFor(language);
    if (!language.isEmpty())
        QLocale::setDefault(locale);
    QTranslator translator;
    if (translator.load(locale, QStringLiteral("hexwright"), QStringLiteral("_"),
                        QStringLiteral(":/i18n"))) {
        QApplication::installTranslator(&translator);
    }
    QTranslator qtTranslator;
    if (qtTranslator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QApplication::installTranslator(&qtTranslator);
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Scenario editor and map designer for hex wargames."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("file"),
        QApplication::translate("main", "Scenario to open (default: the demo scenario)."),
        QStringLiteral("[FILE]"));
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QApplication::translate("main",
                                "Open the window, fit the map, save a picture of the window "
                                "to <path> and quit."),
        QStringLiteral("path"));
    parser.addOption(screenshotOption);
    const QCommandLineOption dataOption(
        QStringLiteral("data"),
        QApplication::translate("main", "Also look for rulesets and panel libraries in <dir>."),
        QStringLiteral("dir"));
    parser.addOption(dataOption);
    const QCommandLineOption languageOption(
        QStringLiteral("lang"),
        QApplication::translate("main",
                                "Speak <language> (en, de, fr) this time, whatever the "
                                "preferences say."),
        QStringLiteral("language"));
    parser.addOption(languageOption);
    parser.process(app);

    const QStringList files = parser.positionalArguments();
    if (files.size() > 1) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(QApplication::translate("main", "Give at most one file.")));
        return 2;
    }

    MainWindow window;
    for (const QString &dir : parser.values(dataOption))
        window.registry().addSearchPath(dir);
    const QString screenshot = parser.value(screenshotOption);
    if (!screenshot.isEmpty())
        window.resize(1400, 900); // the same picture whatever the saved geometry
    if (files.isEmpty())
        window.openDemo();
    else
        window.openFile(files.first());
    window.show();

    if (screenshot.isEmpty()) {
        // Work a crashed or killed Hexwright left behind is offered once the window is up.
        QTimer::singleShot(0, &window, [&window] { offerRecovery(window); });
    } else {
        // Give the window a moment to be laid out and painted, then take the picture.
        QTimer::singleShot(500, &window, [&window, screenshot]() {
            window.mapView()->zoomToFit();
            QApplication::processEvents();
            const QFileInfo target(screenshot);
            QDir().mkpath(target.absolutePath());
            const bool saved = window.grab().save(screenshot);
            if (!saved) {
                std::fprintf(
                    stderr, "%s\n",
                    qPrintable(
                        QApplication::translate("main", "Could not save %1").arg(screenshot)));
            }
            QApplication::exit(saved ? 0 : 1);
        });
    }
    return QApplication::exec();
}
