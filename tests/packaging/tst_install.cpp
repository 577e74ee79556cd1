// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 18, point 1: Hexwright installs as a Debian desktop application. `cmake --install`
// into a scratch DESTDIR must install exactly the files tests/data/install/files.txt lists
// (HEXWRIGHT_UPDATE_GOLDEN=1 rewrites it), and each of them must pass its own tool:
// desktop-file-validate, appstreamcli validate, xmllint, groff. Qt's MIME database, reading
// the installed types, must tell Hexwright's files from other YAML; the desktop entry, the
// metainfo, the MIME types and the icons must name each other; the man pages and the bash
// completion must cover every command and option of the installed binaries' --help, and
// name none they do not have; each PNG icon must look like its SVG; the installed binaries
// must find their bundled data; and the .deb CPack makes must hold the same files. A check
// whose tool is not installed is skipped, saying which Debian package brings it
// (.ci/setup.sh installs them all).

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QMimeDatabase>
#include <QPainter>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <cstdlib>

namespace hexwright {

namespace {

constexpr int TimeoutMs = 120000;
const QString AppId = QStringLiteral("io.github.hexwright.Hexwright");

struct Run
{
    int exitCode = -1; // -1: did not finish in time or did not start, -2: crashed
    QString out;
    QString err;
};

Run run(const QString &program, const QStringList &arguments,
        const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment(),
        const QString &workingDirectory = {})
{
    QProcess process;
    process.setProcessEnvironment(environment);
    if (!workingDirectory.isEmpty())
        process.setWorkingDirectory(workingDirectory);
    process.start(program, arguments);
    Run result;
    if (!process.waitForFinished(TimeoutMs)) {
        process.kill();
        process.waitForFinished();
        result.err = process.errorString();
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

QString describe(const QString &program, const QStringList &arguments, const Run &result)
{
    return QStringLiteral("%1 %2: exit %3\n%4%5")
        .arg(program, arguments.join(QLatin1Char(' ')))
        .arg(result.exitCode)
        .arg(result.out, result.err);
}

QString readText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

/// The sorted list of lines, blank lines and # comments left out.
QStringList listLines(const QString &text)
{
    QStringList lines;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        const QString trimmed = line.trimmed();
        if (!trimmed.isEmpty() && !trimmed.startsWith(QLatin1Char('#')))
            lines.append(trimmed);
    }
    lines.sort();
    return lines;
}

/// Every --option named in @p text (help output, or roff with its \- turned into -).
QSet<QString> longOptions(const QString &text)
{
    static const QRegularExpression option(QStringLiteral("(?<![\\w-])--[a-z][a-z-]*[a-z]"));
    QSet<QString> options;
    for (auto it = option.globalMatch(text); it.hasNext();)
        options.insert(it.next().captured());
    return options;
}

QString sorted(const QSet<QString> &set)
{
    QStringList list(set.begin(), set.end());
    list.sort();
    return list.join(QLatin1Char(' '));
}

/// The tool's path, or an empty string after a QSKIP-worthy message in @p why.
QString tool(const char *name, const char *package, QString *why)
{
    const QString path = QStandardPaths::findExecutable(QLatin1String(name));
    if (path.isEmpty())
        *why = QStringLiteral("%1 is not installed (Debian package %2)")
                   .arg(QLatin1String(name), QLatin1String(package));
    return path;
}

#define REQUIRE_TOOL(variable, name, package)                                                      \
    QString variable;                                                                              \
    {                                                                                              \
        QString why;                                                                               \
        variable = tool(name, package, &why);                                                      \
        if (variable.isEmpty())                                                                    \
            QSKIP(qPrintable(why));                                                                \
    }

/// The values of @p key in the [Desktop Entry] group of a desktop file, split at ';'.
QStringList desktopValues(const QString &desktopFile, const QString &key)
{
    static const QRegularExpression separator(QStringLiteral(";"));
    for (const QString &line : desktopFile.split(QLatin1Char('\n'))) {
        if (line.startsWith(key + QLatin1Char('=')))
            return line.mid(key.size() + 1).split(separator, Qt::SkipEmptyParts);
    }
    return {};
}

QStringList allMatches(const QString &text, const QString &pattern)
{
    QStringList matches;
    const QRegularExpression expression(pattern);
    for (auto it = expression.globalMatch(text); it.hasNext();)
        matches.append(it.next().captured(1));
    return matches;
}

} // namespace

class TestInstall : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void installsExactlyTheListedFiles();
    void installedBinariesFindTheirData();
    void desktopEntryValidates();
    void metainfoValidates();
    void mimeInfoIsWellFormed();
    void desktopFilesNameEachOther();
    void filesAreRecognised_data();
    void filesAreRecognised();
    void iconsLookLikeTheirSvg_data();
    void iconsLookLikeTheirSvg();
    void manPagesFormatCleanly_data();
    void manPagesFormatCleanly();
    void manPagesCoverTheHelp_data();
    void manPagesCoverTheHelp();
    void completionCoversTheHelp();
    void completionCompletes_data();
    void completionCompletes();
    void debianPackageHoldsTheSameFiles();

private:
    QString installed(const QString &path) const { return m_prefix + QLatin1Char('/') + path; }
    QStringList installedFiles() const;
    /// The installed hexwright-cli's commands, from its --help.
    QStringList cliCommands();
    /// The help of the installed @p binary with @p arguments (standard output).
    QString help(const QString &binary, const QStringList &arguments);

    // In the build folder, which has room for the binaries, not in a small /tmp.
    QTemporaryDir m_scratch {QStringLiteral(BUILD_DIR "/tst_install-XXXXXX")};
    QString m_prefix; // <DESTDIR>/usr
    QProcessEnvironment m_environment; // offscreen, HOME and XDG folders in the scratch folder
};

void TestInstall::initTestCase()
{
    QVERIFY(m_scratch.isValid());
    const QString destdir = m_scratch.filePath(QStringLiteral("root"));
    m_prefix = destdir + QStringLiteral("/usr");
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("DESTDIR"), destdir);
    // Stripped, as the Debian package ships them: unstripped binaries of a build with debug
    // information are hundreds of megabytes each.
    const QStringList arguments {QStringLiteral("--install"), QStringLiteral(BUILD_DIR),
                                 QStringLiteral("--prefix"), QStringLiteral("/usr"),
                                 QStringLiteral("--strip")};
    const Run result = run(QStringLiteral(CMAKE_COMMAND), arguments, environment);
    QVERIFY2(result.exitCode == 0,
             qPrintable(describe(QStringLiteral(CMAKE_COMMAND), arguments, result)));

    m_environment = QProcessEnvironment::systemEnvironment();
    m_environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    m_environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    const QString home = m_scratch.filePath(QStringLiteral("home"));
    QVERIFY(QDir().mkpath(home));
    m_environment.insert(QStringLiteral("HOME"), home);
    m_environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/.config"));
    m_environment.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/.local/share"));
    m_environment.insert(QStringLiteral("XDG_RUNTIME_DIR"), m_scratch.path());
}

QStringList TestInstall::installedFiles() const
{
    QStringList files;
    QDirIterator it(m_prefix, QDir::Files | QDir::System | QDir::Hidden,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(QDir(m_prefix).relativeFilePath(it.next()));
    files.sort();
    return files;
}

QString TestInstall::help(const QString &binary, const QStringList &arguments)
{
    const Run result = run(installed(QStringLiteral("bin/")) + binary, arguments, m_environment);
    if (result.exitCode != 0) {
        qWarning("%s", qPrintable(describe(binary, arguments, result)));
        return {};
    }
    return result.out;
}

QStringList TestInstall::cliCommands()
{
    // "Commands:" then one "  name ARGS   what it does" line each (continuations are indented
    // further), up to the next blank line.
    const QString text = help(QStringLiteral("hexwright-cli"), {QStringLiteral("--help")});
    const qsizetype start = text.indexOf(QStringLiteral("Commands:\n"));
    const qsizetype end = text.indexOf(QStringLiteral("\n\n"), start);
    if (start < 0 || end < 0)
        return {};
    return allMatches(text.mid(start, end - start), QStringLiteral("\\n  ([a-z]+) "));
}

void TestInstall::installsExactlyTheListedFiles()
{
    const QStringList actual = installedFiles();
    const QString goldenPath = QStringLiteral(TEST_DATA_DIR "/install/files.txt");
    if (qEnvironmentVariableIntValue("HEXWRIGHT_UPDATE_GOLDEN") == 1) {
        QFile file(goldenPath);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Text));
        file.write("# What `cmake --install` installs under its prefix, sorted; pinned by\n"
                   "# tests/packaging/tst_install (HEXWRIGHT_UPDATE_GOLDEN=1 rewrites it).\n");
        file.write(actual.join(QLatin1Char('\n')).toUtf8() + '\n');
        qInfo("wrote %s", qPrintable(goldenPath));
        return;
    }
    const QStringList expected = listLines(readText(goldenPath));
    QVERIFY2(!expected.isEmpty(), qPrintable(goldenPath + QStringLiteral(" is missing")));
    const QSet<QString> actualSet(actual.begin(), actual.end());
    const QSet<QString> expectedSet(expected.begin(), expected.end());
    QVERIFY2(
        actual == expected,
        qPrintable(QStringLiteral("installed but not listed: %1\nlisted but not installed: %2")
                       .arg(sorted(actualSet - expectedSet), sorted(expectedSet - actualSet))));
    for (const QString &binary :
         {QStringLiteral("bin/hexwright"), QStringLiteral("bin/hexwright-cli")})
        QVERIFY2(QFileInfo(installed(binary)).isExecutable(), qPrintable(binary));
}

void TestInstall::installedBinariesFindTheirData()
{
    // Rulesets, panel libraries and samples are compiled in: the installed binaries, run
    // from a folder of their own, open a sample copied out of the source tree.
    const QString sample = m_scratch.filePath(QStringLiteral("badger-hunt.scenario.yaml"));
    QVERIFY(QFile::copy(
        QStringLiteral(SOURCE_DIR "/resources/scenarios/samples/01-badger-hunt.scenario.yaml"),
        sample));
    const Run validated
        = run(installed(QStringLiteral("bin/hexwright-cli")), {QStringLiteral("validate"), sample},
              m_environment, m_scratch.path());
    QVERIFY2(validated.exitCode == 0, qPrintable(validated.out + validated.err));

    const QString shot = m_scratch.filePath(QStringLiteral("shot.png"));
    const QStringList arguments {QStringLiteral("--screenshot"), shot, sample};
    const Run opened = run(installed(QStringLiteral("bin/hexwright")), arguments, m_environment,
                           m_scratch.path());
    QVERIFY2(opened.exitCode == 0,
             qPrintable(describe(QStringLiteral("hexwright"), arguments, opened)));
    const QImage picture(shot);
    QCOMPARE(picture.size(), QSize(1400, 900));
}

void TestInstall::desktopEntryValidates()
{
    REQUIRE_TOOL(validator, "desktop-file-validate", "desktop-file-utils");
    const QString desktop = installed(QStringLiteral("share/applications/%1.desktop").arg(AppId));
    const Run result = run(validator, {desktop});
    // It prints hints and warnings on standard output even when it succeeds: none allowed.
    QVERIFY2(result.exitCode == 0 && result.out.trimmed().isEmpty(),
             qPrintable(describe(validator, {desktop}, result)));
}

void TestInstall::metainfoValidates()
{
    REQUIRE_TOOL(appstreamcli, "appstreamcli", "appstream");
    const QStringList arguments {
        QStringLiteral("validate"), QStringLiteral("--no-net"), QStringLiteral("--pedantic"),
        installed(QStringLiteral("share/metainfo/%1.metainfo.xml").arg(AppId))};
    const Run result = run(appstreamcli, arguments);
    QVERIFY2(result.exitCode == 0, qPrintable(describe(appstreamcli, arguments, result)));
    // Pedantic remarks are allowed but one: the reverse-DNS id's capital letter, which is
    // the desktop file's name too.
    const QStringList remarks = allMatches(result.out, QStringLiteral("(?m)^[EWIP]: \\S+: (\\S+)"));
    for (const QString &remark : remarks) {
        QVERIFY2(remark == QLatin1String("cid-contains-uppercase-letter"),
                 qPrintable(describe(appstreamcli, arguments, result)));
    }
}

void TestInstall::mimeInfoIsWellFormed()
{
    REQUIRE_TOOL(xmllint, "xmllint", "libxml2-utils");
    const QStringList arguments {
        QStringLiteral("--noout"),
        installed(QStringLiteral("share/mime/packages/%1.xml").arg(AppId))};
    const Run result = run(xmllint, arguments);
    QVERIFY2(result.exitCode == 0 && result.err.isEmpty(),
             qPrintable(describe(xmllint, arguments, result)));
}

void TestInstall::desktopFilesNameEachOther()
{
    const QString desktop
        = readText(installed(QStringLiteral("share/applications/%1.desktop").arg(AppId)));
    const QString metainfo
        = readText(installed(QStringLiteral("share/metainfo/%1.metainfo.xml").arg(AppId)));
    const QString mimeInfo
        = readText(installed(QStringLiteral("share/mime/packages/%1.xml").arg(AppId)));
    QVERIFY(!desktop.isEmpty() && !metainfo.isEmpty() && !mimeInfo.isEmpty());

    // The desktop entry opens only types the MIME file defines; the metainfo says the same.
    const QStringList defined
        = allMatches(mimeInfo, QStringLiteral("<mime-type type=\"([^\"]+)\""));
    QCOMPARE(defined.size(), 4);
    const QStringList opened = desktopValues(desktop, QStringLiteral("MimeType"));
    QCOMPARE(opened, QStringList {QStringLiteral("application/x-hexwright-scenario")});
    for (const QString &type : opened)
        QVERIFY2(defined.contains(type), qPrintable(type));
    QCOMPARE(allMatches(metainfo, QStringLiteral("<mediatype>([^<]+)</mediatype>")), opened);

    // One id everywhere: the desktop file's name, the metainfo's id and launchable, the icon.
    QCOMPARE(allMatches(metainfo, QStringLiteral("<id>([^<]+)</id>")), QStringList {AppId});
    QCOMPARE(allMatches(metainfo, QStringLiteral("<launchable type=\"desktop-id\">([^<]+)<")),
             QStringList {AppId + QStringLiteral(".desktop")});
    QCOMPARE(desktopValues(desktop, QStringLiteral("Icon")), QStringList {AppId});

    // The binaries the entry runs and the metainfo provides are installed.
    const QString exec = desktopValues(desktop, QStringLiteral("Exec")).value(0);
    QCOMPARE(exec, QStringLiteral("hexwright %f"));
    for (const QString &binary : allMatches(metainfo, QStringLiteral("<binary>([^<]+)</binary>")))
        QVERIFY2(QFileInfo(installed(QStringLiteral("bin/") + binary)).isExecutable(),
                 qPrintable(binary));

    // Every icon named has an SVG and all six PNG sizes in hicolor.
    QStringList icons {AppId};
    icons += allMatches(mimeInfo, QStringLiteral("<icon name=\"([^\"]+)\""));
    QCOMPARE(icons.size(), 2);
    for (const QString &icon : icons) {
        const QString context
            = icon == AppId ? QStringLiteral("apps") : QStringLiteral("mimetypes");
        QVERIFY2(QFile::exists(installed(
                     QStringLiteral("share/icons/hicolor/scalable/%1/%2.svg").arg(context, icon))),
                 qPrintable(icon));
        for (const int size : {16, 32, 48, 64, 128, 256}) {
            const QString png = installed(
                QStringLiteral("share/icons/hicolor/%1x%1/%2/%3.png").arg(size).arg(context, icon));
            QVERIFY2(QFile::exists(png), qPrintable(png));
        }
    }
}

void TestInstall::filesAreRecognised_data()
{
    QTest::addColumn<QString>("source"); // copied from the source tree, or written
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("type");
    const QString scenario = QStringLiteral("application/x-hexwright-scenario");
    const QString ruleset = QStringLiteral("application/x-hexwright-ruleset");
    const QString sample
        = QStringLiteral("resources/scenarios/samples/01-badger-hunt.scenario.yaml");
    const QString rules = QStringLiteral("resources/rulesets/hammers-slammers.ruleset.yaml");
    QTest::newRow("scenario") << sample << QStringLiteral("badger-hunt.scenario.yaml") << scenario;
    QTest::newRow("scenario without its suffix")
        << sample << QStringLiteral("badger-hunt") << scenario;
    QTest::newRow("ruleset") << rules << QStringLiteral("hs.ruleset.yaml") << ruleset;
    QTest::newRow("ruleset without its suffix, its format line after comments")
        << rules << QStringLiteral("hs-rules") << ruleset;
    QTest::newRow("panel library")
        << QStringLiteral("resources/panels/hammers-slammers.panels.yaml")
        << QStringLiteral("hs.panels.yaml") << QStringLiteral("application/x-hexwright-panels");
    QTest::newRow("table layout") << QStringLiteral("tests/data/table/skirmish.table.yaml")
                                  << QStringLiteral("skirmish.table.yaml")
                                  << QStringLiteral("application/x-hexwright-table");
    QTest::newRow("other YAML stays YAML")
        << QStringLiteral("=name: demo\nformat: 3\n") << QStringLiteral("config.yaml")
        << QStringLiteral("application/x-yaml");
    QTest::newRow("YAML naming a format later stays YAML")
        << QStringLiteral("=# not format: hexwright-scenario/2\nformat: hexwright-scenario/2\n")
        << QStringLiteral("notes.yaml") << QStringLiteral("application/x-yaml");
}

void TestInstall::filesAreRecognised()
{
    QFETCH(QString, source);
    QFETCH(QString, name);
    QFETCH(QString, type);
    const QString path = m_scratch.filePath(QStringLiteral("mime/") + name);
    QVERIFY(QDir().mkpath(QFileInfo(path).path()));
    if (source.startsWith(QLatin1Char('='))) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(source.mid(1).toUtf8());
    } else {
        QVERIFY(QFile::copy(QStringLiteral(SOURCE_DIR "/") + source, path));
    }
    // Qt reads the installed XML itself (no update-mime-database needed) when its folder is
    // first in XDG_DATA_DIRS; this test, run as `tst_install --mime-type FILE`, answers.
    QProcessEnvironment environment = m_environment;
    environment.insert(QStringLiteral("XDG_DATA_DIRS"),
                       installed(QStringLiteral("share")) + QStringLiteral(":/usr/share"));
    const Run result = run(QCoreApplication::applicationFilePath(),
                           {QStringLiteral("--mime-type"), path}, environment);
    QCOMPARE(result.exitCode, 0);
    const QStringList answer = result.out.split(QLatin1Char('\n'));
    // application/x-yaml is application/yaml in newer shared-mime-info: compare canonical
    // names (this process's database knows Hexwright's types only if it is installed).
    const QMimeType known = QMimeDatabase().mimeTypeForName(type);
    QCOMPARE(answer.value(0), known.isValid() ? known.name() : type);
    if (type.startsWith(QLatin1String("application/x-hexwright-"))) {
        // Its comment, and the scenario's icon of its own or the others' plain text icon.
        QVERIFY2(answer.value(1).startsWith(QLatin1String("Hexwright ")), qPrintable(result.out));
        if (type == QLatin1String("application/x-hexwright-scenario"))
            QCOMPARE(answer.value(2), QStringLiteral("application-x-hexwright-scenario"));
        else
            QCOMPARE(answer.value(3), QStringLiteral("text-x-generic"));
    }
}

void TestInstall::iconsLookLikeTheirSvg_data()
{
    QTest::addColumn<QString>("svg");
    QTest::addColumn<QString>("png");
    QTest::addColumn<int>("size");
    const QString root = QStringLiteral(SOURCE_DIR "/resources/icons/");
    for (const QString &context : {QStringLiteral("apps"), QStringLiteral("mimetypes")}) {
        const QString icon = context == QLatin1String("apps")
            ? AppId
            : QStringLiteral("application-x-hexwright-scenario");
        for (const int size : {16, 32, 48, 64, 128, 256}) {
            QTest::addRow("%s %d", qPrintable(context), size)
                << root + icon + QStringLiteral(".svg")
                << root + QStringLiteral("hicolor/%1x%1/%2/%3.png").arg(size).arg(context, icon)
                << size;
        }
    }
    // The check can fail: the scenario icon's PNG is not the application icon.
    QTest::newRow("a wrong PNG") << root + AppId + QStringLiteral(".svg")
                                 << root
            + QStringLiteral("hicolor/64x64/mimetypes/application-x-hexwright-scenario.png")
                                 << -64;
}

void TestInstall::iconsLookLikeTheirSvg()
{
    QFETCH(QString, svg);
    QFETCH(QString, png);
    QFETCH(int, size);
    const bool same = size > 0;
    size = std::abs(size);
    const QImage committed = QImage(png).convertToFormat(QImage::Format_ARGB32_Premultiplied);
    QCOMPARE(committed.size(), QSize(size, size));

    // rsvg-convert and Qt Svg smooth edges differently: compare the mean difference of each
    // channel, which a changed drawing moves far more than anti-aliasing does.
    QSvgRenderer renderer(svg);
    QVERIFY(renderer.isValid());
    QImage drawn(size, size, QImage::Format_ARGB32_Premultiplied);
    drawn.fill(Qt::transparent);
    QPainter painter(&drawn);
    renderer.render(&painter);
    painter.end();
    double difference = 0;
    for (int y = 0; y < size; ++y) {
        const QRgb *a = reinterpret_cast<const QRgb *>(committed.constScanLine(y));
        const QRgb *b = reinterpret_cast<const QRgb *>(drawn.constScanLine(y));
        for (int x = 0; x < size; ++x) {
            difference += std::abs(qRed(a[x]) - qRed(b[x])) + std::abs(qGreen(a[x]) - qGreen(b[x]))
                + std::abs(qBlue(a[x]) - qBlue(b[x])) + std::abs(qAlpha(a[x]) - qAlpha(b[x]));
        }
    }
    const double mean = difference / (4.0 * size * size);
    const QString message = QStringLiteral("%1: mean difference %2 of 255 from %3 (re-render it: "
                                           "resources/icons/README.md)")
                                .arg(png)
                                .arg(mean, 0, 'f', 2)
                                .arg(svg);
    // Edges are a share of the picture that grows as it shrinks: 8 at 16 px, 0.5 at 256 px
    // (measured: 5.4 and 0.06 at most; a wrong picture, over 70; one hex recoloured, about 6,
    // which the larger sizes catch).
    const double tolerance = 128.0 / size;
    if (same)
        QVERIFY2(mean < tolerance, qPrintable(message));
    else
        QVERIFY2(mean > 10 * tolerance, qPrintable(message));
}

void TestInstall::manPagesFormatCleanly_data()
{
    QTest::addColumn<QString>("page");
    QTest::newRow("hexwright") << QStringLiteral("hexwright.1");
    QTest::newRow("hexwright-cli") << QStringLiteral("hexwright-cli.1");
}

void TestInstall::manPagesFormatCleanly()
{
    QFETCH(QString, page);
    REQUIRE_TOOL(groff, "groff", "groff-base");
    const QStringList arguments {QStringLiteral("-man"), QStringLiteral("-ww"),
                                 QStringLiteral("-z"),
                                 installed(QStringLiteral("share/man/man1/") + page)};
    const Run result = run(groff, arguments, m_environment);
    QVERIFY2(result.exitCode == 0 && result.err.isEmpty(),
             qPrintable(describe(groff, arguments, result)));
}

void TestInstall::manPagesCoverTheHelp_data()
{
    QTest::addColumn<QString>("binary");
    QTest::newRow("hexwright") << QStringLiteral("hexwright");
    QTest::newRow("hexwright-cli") << QStringLiteral("hexwright-cli");
}

void TestInstall::manPagesCoverTheHelp()
{
    QFETCH(QString, binary);
    QString page = readText(installed(QStringLiteral("share/man/man1/%1.1").arg(binary)));
    QVERIFY(!page.isEmpty());
    page.replace(QStringLiteral("\\-"), QStringLiteral("-"));

    // Every option of the binary's help and of each command's, and nothing else.
    QString helps = help(binary, {QStringLiteral("--help")});
    QVERIFY(!helps.isEmpty());
    const QStringList commands
        = binary == QLatin1String("hexwright-cli") ? cliCommands() : QStringList();
    if (binary == QLatin1String("hexwright-cli"))
        QCOMPARE(commands.size(), 8);
    for (const QString &command : commands) {
        const QString text = help(binary, {command, QStringLiteral("--help")});
        QVERIFY2(!text.isEmpty(), qPrintable(command));
        helps += text;
        // Each command has its entry under COMMANDS.
        QVERIFY2(page.contains(QStringLiteral("\n.BI ") + command + QLatin1Char(' ')),
                 qPrintable(command));
    }
    const QSet<QString> options = longOptions(helps);
    const QSet<QString> documented = longOptions(page);
    QVERIFY2(options == documented,
             qPrintable(QStringLiteral("in the help only: %1\nin the man page only: %2")
                            .arg(sorted(options - documented), sorted(documented - options))));
}

void TestInstall::completionCoversTheHelp()
{
    const QString binary = QStringLiteral("hexwright-cli");
    const QString script
        = readText(installed(QStringLiteral("share/bash-completion/completions/") + binary));
    QVERIFY(!script.isEmpty());
    const QStringList commands = cliCommands();
    QCOMPARE(commands.size(), 8);
    QString helps = help(binary, {QStringLiteral("--help")});
    for (const QString &command : commands)
        helps += help(binary, {command, QStringLiteral("--help")});
    const QSet<QString> options = longOptions(helps);
    const QSet<QString> completed = longOptions(script);
    QVERIFY2(options == completed,
             qPrintable(QStringLiteral("in the help only: %1\nin the completion only: %2")
                            .arg(sorted(options - completed), sorted(completed - options))));
    QVERIFY2(script.contains(QStringLiteral("-W '%1'").arg(commands.join(QLatin1Char(' ')))),
             qPrintable(commands.join(QLatin1Char(' '))));
}

void TestInstall::completionCompletes_data()
{
    QTest::addColumn<QStringList>("words"); // after hexwright-cli; the last is being completed
    QTest::addColumn<QStringList>("expected"); // sorted
    const QString scenario = QStringLiteral("a.scenario.yaml");
    QTest::newRow("commands") << QStringList {
        QString()} << QStringList {QStringLiteral("balance"),  QStringLiteral("export"),
                                   QStringLiteral("format"),   QStringLiteral("import"),
                                   QStringLiteral("info"),     QStringLiteral("los"),
                                   QStringLiteral("playtest"), QStringLiteral("validate")};
    QTest::newRow("a command after --data DIR")
        << QStringList {QStringLiteral("--data"), QStringLiteral("folder"), QStringLiteral("p")}
        << QStringList {QStringLiteral("playtest")};
    QTest::newRow("--data takes a folder") << QStringList {QStringLiteral("--data"), QString()}
                                           << QStringList {QStringLiteral("folder")};
    QTest::newRow("validate takes scenarios") << QStringList {QStringLiteral("validate"), QString()}
                                              << QStringList {scenario, QStringLiteral("folder")};
    QTest::newRow("format takes scenarios and rulesets")
        << QStringList {QStringLiteral("format"), QString()}
        << QStringList {scenario, QStringLiteral("b.ruleset.yaml"), QStringLiteral("folder")};
    QTest::newRow("export's options")
        << QStringList {QStringLiteral("export"), scenario, QStringLiteral("--p")}
        << QStringList {QStringLiteral("--paper"), QStringLiteral("--png")};
    QTest::newRow("--png takes a PNG")
        << QStringList {QStringLiteral("export"), scenario, QStringLiteral("--png"), QString()}
        << QStringList {QStringLiteral("folder"), QStringLiteral("m.png")};
    QTest::newRow("--paper") << QStringList {QStringLiteral("export"), scenario,
                                             QStringLiteral("--paper"), QStringLiteral("L")}
                             << QStringList {QStringLiteral("Letter")};
    QTest::newRow("the second agent")
        << QStringList {QStringLiteral("playtest"), scenario, QStringLiteral("--agent"),
                        QStringLiteral("greedy,r")}
        << QStringList {QStringLiteral("greedy,random")};
    QTest::newRow("--replay takes a log")
        << QStringList {QStringLiteral("playtest"), scenario, QStringLiteral("--replay"), QString()}
        << QStringList {QStringLiteral("folder"), QStringLiteral("g.jsonl")};
    QTest::newRow("los: no files for the hexes")
        << QStringList {QStringLiteral("los"), scenario, QString()} << QStringList {};
}

void TestInstall::completionCompletes()
{
    QFETCH(QStringList, words);
    QFETCH(QStringList, expected);
    const QString library = QStringLiteral("/usr/share/bash-completion/bash_completion");
    if (!QFile::exists(library))
        QSKIP("bash-completion is not installed (Debian package bash-completion)");
    REQUIRE_TOOL(bash, "bash", "bash");

    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QVERIFY(QDir(folder.path()).mkdir(QStringLiteral("folder")));
    for (const char *name : {"a.scenario.yaml", "b.ruleset.yaml", "c.panels.yaml", "d.yaml",
                             "m.png", "n.pdf", "g.jsonl"}) {
        QFile file(folder.filePath(QLatin1String(name)));
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    // What bash does on Tab, without a terminal: the words, the cursor at the last one.
    const QString script
        = QStringLiteral("source \"$1\"; source \"$2\"; shift 2\n"
                         "compopt() { :; }\n"
                         "COMP_WORDS=(\"$@\"); COMP_CWORD=$(($# - 1)); COMP_LINE=\"$*\"; "
                         "COMP_POINT=${#COMP_LINE}\n"
                         "_hexwright_cli\n"
                         "printf '%s\\n' \"${COMPREPLY[@]}\"\n");
    QStringList arguments {
        QStringLiteral("-c"),
        script,
        QStringLiteral("bash"),
        library,
        installed(QStringLiteral("share/bash-completion/completions/hexwright-cli")),
        QStringLiteral("hexwright-cli")};
    arguments += words;
    const Run result = run(bash, arguments, m_environment, folder.path());
    QVERIFY2(result.exitCode == 0 && result.err.isEmpty(), qPrintable(result.err));
    QStringList actual = listLines(result.out);
    actual.sort();
    expected.sort();
    QCOMPARE(actual, expected);
}

void TestInstall::debianPackageHoldsTheSameFiles()
{
    // About 10 s on two cores, most of it stripping the binaries.
    REQUIRE_TOOL(dpkgDeb, "dpkg-deb", "dpkg");
    REQUIRE_TOOL(shlibdeps, "dpkg-shlibdeps", "dpkg-dev");
    const QString output = m_scratch.filePath(QStringLiteral("deb"));
    const QString cpack = QStringLiteral(CPACK_COMMAND);
    const QStringList arguments {
        QStringLiteral("-G"),       QStringLiteral("DEB"),
        QStringLiteral("-B"),       output,
        QStringLiteral("--config"), QStringLiteral(BUILD_DIR "/CPackConfig.cmake")};
    const Run packed = run(cpack, arguments, m_environment);
    QVERIFY2(packed.exitCode == 0, qPrintable(describe(cpack, arguments, packed)));
    const QStringList debs
        = QDir(output).entryList({QStringLiteral("hexwright_*.deb")}, QDir::Files);
    QCOMPARE(debs.size(), 1);
    const QString deb = QDir(output).filePath(debs.first());
    QVERIFY2(QRegularExpression(QStringLiteral("^hexwright_[0-9.]+_[a-z0-9]+\\.deb$"))
                 .match(debs.first())
                 .hasMatch(),
             qPrintable(debs.first()));

    // Its files are the installed files under /usr (directories aside).
    const Run contents = run(dpkgDeb, {QStringLiteral("--contents"), deb});
    QCOMPARE(contents.exitCode, 0);
    QStringList packaged;
    for (const QString &line : contents.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        if (line.startsWith(QLatin1Char('d')))
            continue;
        const qsizetype at = line.indexOf(QStringLiteral(" ./usr/"));
        QVERIFY2(at > 0, qPrintable(line));
        packaged.append(line.mid(at + 7));
    }
    packaged.sort();
    QCOMPARE(packaged, listLines(readText(QStringLiteral(TEST_DATA_DIR "/install/files.txt"))));

    // Its control fields, the dependencies found by dpkg-shlibdeps among them.
    const Run fields = run(dpkgDeb,
                           {QStringLiteral("--field"), deb, QStringLiteral("Package"),
                            QStringLiteral("Section"), QStringLiteral("Depends")});
    QCOMPARE(fields.exitCode, 0);
    QVERIFY2(fields.out.contains(QStringLiteral("Package: hexwright\n")), qPrintable(fields.out));
    QVERIFY2(fields.out.contains(QStringLiteral("Section: games\n")), qPrintable(fields.out));
    for (const char *dependency : {"qt6-qpa-plugins", "libqt6widgets6", "libyaml-cpp"}) {
        QVERIFY2(fields.out.contains(QLatin1String(dependency)), qPrintable(fields.out));
    }
}

} // namespace hexwright

int main(int argc, char *argv[])
{
    // `tst_install --mime-type FILE`: the MIME type, comment and icons Qt's database gives FILE,
    // for filesAreRecognised(), which runs it with the installed types in XDG_DATA_DIRS.
    if (argc == 3 && qstrcmp(argv[1], "--mime-type") == 0) {
        QCoreApplication app(argc, argv);
        const QMimeType type = QMimeDatabase().mimeTypeForFile(QString::fromLocal8Bit(argv[2]));
        std::printf("%s\n%s\n%s\n%s\n", qPrintable(type.name()), qPrintable(type.comment()),
                    qPrintable(type.iconName()), qPrintable(type.genericIconName()));
        return 0;
    }
    QGuiApplication app(argc, argv);
    hexwright::TestInstall test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_install.moc"
