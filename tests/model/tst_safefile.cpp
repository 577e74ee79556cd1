// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 13: nothing a file, a full disk or a kill can do crashes Hexwright or loses a byte of
// work. Reading refuses what is not a regular file without blocking; saving onto a full disk
// fails, says so and leaves the old file exactly as it was (on a small tmpfs, mounted when
// the tests run as root, as they do in CI); the CLI turns a failed write of its output into
// an error; a ruleset dropped into the user's panels folder overrides nothing.

#include "clitestsupport.h"
#include "testsupport.h"

#include "io/diagnostic.h"
#include "io/safefile.h"
#include "io/yamltree.h"
#include "map/panellibraryreader.h"
#include "map/panellibrarywriter.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenarioreader.h"
#include "scenario/scenariowriter.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace hexwright;

namespace {

QString demoPath()
{
    return QStringLiteral(SOURCE_DIR "/resources/scenarios/samples/01-badger-hunt.scenario.yaml");
}

QByteArray contentsOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
}

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.flush();
}

/// Everything in @p folder, hidden files too: a failed save must leave no temporary file.
QStringList entriesOf(const QString &folder)
{
    return QDir(folder).entryList(
        QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

/// A small tmpfs mounted on a temporary folder for the life of the object, so that a test can
/// fill a disk without filling the machine's. Mounting needs root (CI runs the tests as root);
/// elsewhere isMounted() is false and the test skips with why().
class Tmpfs
{
public:
    explicit Tmpfs(qint64 sizeBytes)
    {
        if (!m_folder.isValid()) {
            m_why = QStringLiteral("no temporary folder");
            return;
        }
        const QByteArray options = "size=" + QByteArray::number(sizeBytes) + ",mode=0755";
        if (::mount("hexwright-test", QFile::encodeName(path()).constData(), "tmpfs", 0,
                    options.constData())
            != 0) {
            m_why = QStringLiteral("cannot mount a tmpfs (%1): the full-disk tests need root, "
                                   "as in CI")
                        .arg(QString::fromLocal8Bit(std::strerror(errno)));
            return;
        }
        m_mounted = true;
    }
    ~Tmpfs()
    {
        if (m_mounted)
            ::umount2(QFile::encodeName(path()).constData(), MNT_DETACH);
    }
    Tmpfs(const Tmpfs &) = delete;
    Tmpfs &operator=(const Tmpfs &) = delete;

    bool isMounted() const { return m_mounted; }
    QString why() const { return m_why; }
    QString path() const { return m_folder.path(); }
    QString filePath(const QString &name) const { return m_folder.filePath(name); }

    bool makeReadOnly()
    {
        return ::mount(nullptr, QFile::encodeName(path()).constData(), nullptr,
                       MS_REMOUNT | MS_RDONLY, nullptr)
            == 0;
    }

    /// Fills the disk to the brim with one file, then frees @p leaveFree bytes (whole pages:
    /// a file of that size written first and removed at the end).
    bool fill(qint64 leaveFree)
    {
        const QString reserve = filePath(QStringLiteral("reserve"));
        if (leaveFree > 0 && !writeBytes(reserve, QByteArray(qsizetype(leaveFree), 'r')))
            return false;
        const int fd = ::open(QFile::encodeName(filePath(QStringLiteral("filler"))).constData(),
                              O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        if (fd < 0)
            return false;
        const QByteArray chunk(4096, 'f');
        for (;;) {
            const ssize_t written = ::write(fd, chunk.constData(), size_t(chunk.size()));
            if (written > 0)
                continue;
            if (written < 0 && errno == EINTR)
                continue;
            break;
        }
        const bool full = errno == ENOSPC;
        ::close(fd);
        return full && (leaveFree == 0 || QFile::remove(reserve));
    }

private:
    QTemporaryDir m_folder;
    bool m_mounted = false;
    QString m_why;
};

} // namespace

class TestSafeFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void readRegularFileRefusesWhatIsNotAFile_data();
    void readRegularFileRefusesWhatIsNotAFile();
    void writeFileAtomicallyReplacesTheFile();
    void writeFileAtomicallyFailsIntoAMissingFolder();
    void writeFileAtomicallyFailsIntoAReadOnlyFolder();

    void aFullDiskLeavesTheOldFileUntouched_data();
    void aFullDiskLeavesTheOldFileUntouched();
    void formatOnAFullDiskFailsAndKeepsTheFile();
    void exportOnAFullDiskFailsAndKeepsTheFile_data();
    void exportOnAFullDiskFailsAndKeepsTheFile();
    void aFailedWriteToStandardOutputIsAnError_data();
    void aFailedWriteToStandardOutputIsAnError();

    void aNamedPipeScenarioIsRefusedAtOnce();
    void aNamedPipePanelLibraryDoesNotBlockTheRegistry();
    void aRulesetInTheUserPanelsFolderOverridesNothing();

    void textCheckRefusesIllFormedUtf8_data();
    void textCheckRefusesIllFormedUtf8();
    void diagnosticTextEscapesControlCharacters();

private:
    QTemporaryDir m_home;
};

void TestSafeFile::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsupport::useOwnHome(m_home.path(), "tst_safefile");
}

void TestSafeFile::readRegularFileRefusesWhatIsNotAFile_data()
{
    QTest::addColumn<QString>("subject");
    QTest::addColumn<qint64>("maxBytes");
    QTest::addColumn<QString>("code"); // empty: read
    QTest::addColumn<QString>("message");

    QTest::newRow("a regular file") << "file" << qint64(100) << QString() << QString();
    QTest::newRow("a file exactly at the limit") << "file" << qint64(6) << QString() << QString();
    QTest::newRow("a symbolic link to a file") << "link" << qint64(100) << QString() << QString();
    QTest::newRow("a file over the limit") << "file" << qint64(5) << "file-too-large"
                                           << "the file is 6 bytes";
    QTest::newRow("a folder") << "folder" << qint64(100) << "file-not-regular"
                              << "is a folder, not a file";
    QTest::newRow("a named pipe") << "fifo" << qint64(100) << "file-not-regular"
                                  << "is a named pipe, not a file";
    QTest::newRow("/dev/zero") << "/dev/zero" << qint64(100) << "file-not-regular"
                               << "is a device, not a file";
    QTest::newRow("a missing file") << "missing" << qint64(100) << "file-unreadable"
                                    << "cannot open the file: No such file or directory";
}

void TestSafeFile::readRegularFileRefusesWhatIsNotAFile()
{
    QFETCH(QString, subject);
    QFETCH(qint64, maxBytes);
    QFETCH(QString, code);
    QFETCH(QString, message);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString path = subject.startsWith(QLatin1Char('/')) ? subject : dir.filePath(subject);
    const QByteArray text("hello\n");
    if (subject == QLatin1String("file")) {
        QVERIFY(writeBytes(path, text));
    } else if (subject == QLatin1String("link")) {
        QVERIFY(writeBytes(dir.filePath(QStringLiteral("target")), text));
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("target")), path));
    } else if (subject == QLatin1String("folder")) {
        QVERIFY(QDir().mkpath(path));
    } else if (subject == QLatin1String("fifo")) {
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0644), 0);
    }

    QElapsedTimer timer;
    timer.start();
    FileReadError error;
    const std::optional<QByteArray> bytes = readRegularFile(path, maxBytes, &error);
    // A pipe without a writer would block a plain open() for ever.
    QVERIFY2(timer.elapsed() < 2000, "readRegularFile() blocked");
    if (code.isEmpty()) {
        QVERIFY2(bytes.has_value(), qPrintable(error.message));
        QCOMPARE(*bytes, text);
    } else {
        QVERIFY(!bytes.has_value());
        QCOMPARE(error.code, code);
        QVERIFY2(error.message.contains(message), qPrintable(error.message));
    }
}

void TestSafeFile::writeFileAtomicallyReplacesTheFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("a.txt"));
    QVERIFY(writeBytes(path, "old\n"));
    QString error;
    QVERIFY2(writeFileAtomically(path, "new\n", &error), qPrintable(error));
    QCOMPARE(contentsOf(path), QByteArray("new\n"));
    QCOMPARE(entriesOf(dir.path()), QStringList {QStringLiteral("a.txt")});
}

void TestSafeFile::writeFileAtomicallyFailsIntoAMissingFolder()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("missing/a.txt"));
    QString error;
    QVERIFY(!writeFileAtomically(path, "new\n", &error));
    QVERIFY2(error.contains(QLatin1String("does not exist")), qPrintable(error));
    QVERIFY(entriesOf(dir.path()).isEmpty());
}

void TestSafeFile::writeFileAtomicallyFailsIntoAReadOnlyFolder()
{
    // Root ignores file modes, so as root the folder is a read-only mount instead.
    std::unique_ptr<Tmpfs> mount;
    QTemporaryDir dir;
    QString folder = dir.path();
    if (::geteuid() == 0) {
        mount = std::make_unique<Tmpfs>(64 * 1024);
        if (!mount->isMounted())
            QSKIP(qPrintable(mount->why()));
        folder = mount->path();
    }
    const QString path = folder + QStringLiteral("/a.txt");
    QVERIFY(writeBytes(path, "old\n"));
    if (mount)
        QVERIFY(mount->makeReadOnly());
    else
        QVERIFY(QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner));
    QString error;
    QVERIFY(!writeFileAtomically(path, "new\n", &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(contentsOf(path), QByteArray("old\n"));
    QCOMPARE(entriesOf(folder), QStringList {QStringLiteral("a.txt")});
    if (!mount)
        QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
}

void TestSafeFile::aFullDiskLeavesTheOldFileUntouched_data()
{
    QTest::addColumn<bool>("panelLibrary");
    QTest::addColumn<qint64>("leaveFree");

    // Qt's 16 KiB write buffer used to hide the failure: the file was cut to 0 or 4,096 bytes
    // and the save reported success.
    QTest::newRow("scenario, disk full") << false << qint64(0);
    QTest::newRow("scenario, one page free") << false << qint64(4096);
    QTest::newRow("panel library, disk full") << true << qint64(0);
    QTest::newRow("panel library, one page free") << true << qint64(4096);
}

void TestSafeFile::aFullDiskLeavesTheOldFileUntouched()
{
    QFETCH(bool, panelLibrary);
    QFETCH(qint64, leaveFree);

    auto registry = RulesetRegistry::withBundledData();
    Diagnostics diagnostics;
    const LoadedScenario loaded = loadScenario(demoPath(), demoPath(), *registry, diagnostics);
    QVERIFY(loaded.scenario && loaded.ruleset && loaded.panels);

    Tmpfs disk(256 * 1024);
    if (!disk.isMounted())
        QSKIP(qPrintable(disk.why()));
    const QString name
        = panelLibrary ? QStringLiteral("mine.panels.yaml") : QStringLiteral("mine.scenario.yaml");
    const QString path = disk.filePath(name);
    QByteArray old;
    for (int line = 0; line < 200; ++line)
        old += "# an older version of the file, line " + QByteArray::number(line) + '\n';
    QVERIFY(writeBytes(path, old));
    QVERIFY(disk.fill(leaveFree));

    QString error;
    const bool saved = panelLibrary
        ? savePanelLibrary(path, *loaded.panels, *loaded.ruleset, &error)
        : saveScenario(path, *loaded.scenario, *loaded.ruleset, loaded.panels, &error);
    QVERIFY2(!saved, "a save onto a full disk reported success");
    QVERIFY2(error.contains(QLatin1String("No space left on device")), qPrintable(error));
    QCOMPARE(contentsOf(path), old);
    QCOMPARE(entriesOf(disk.path()), (QStringList {QStringLiteral("filler"), name}));
}

void TestSafeFile::formatOnAFullDiskFailsAndKeepsTheFile()
{
    Tmpfs disk(256 * 1024);
    if (!disk.isMounted())
        QSKIP(qPrintable(disk.why()));
    // The demo written differently, so that format has something to do.
    QByteArray messy = contentsOf(demoPath());
    messy.replace("title: Badger Hunt", "title: 'Badger Hunt'  # the demo");
    const QString path = disk.filePath(QStringLiteral("messy.scenario.yaml"));
    QVERIFY(writeBytes(path, messy));
    QVERIFY(disk.fill(0));

    const test::CliResult result = test::runCli({QStringLiteral("format"), path});
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(result.err.contains(QLatin1String("the file is unchanged")), qPrintable(result.err));
    QVERIFY2(result.err.contains(QLatin1String("No space left on device")), qPrintable(result.err));
    QVERIFY(!result.err.contains(QLatin1String(": formatted")));
    QCOMPARE(contentsOf(path), messy);
    QCOMPARE(entriesOf(disk.path()),
             (QStringList {QStringLiteral("filler"), QStringLiteral("messy.scenario.yaml")}));
}

void TestSafeFile::exportOnAFullDiskFailsAndKeepsTheFile_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("name");
    QTest::newRow("PNG") << "--png"
                         << "map.png";
    QTest::newRow("SVG") << "--svg"
                         << "map.svg";
    QTest::newRow("counter sheets PDF") << "--counters-pdf"
                                        << "counters.pdf";
}

void TestSafeFile::exportOnAFullDiskFailsAndKeepsTheFile()
{
    QFETCH(QString, option);
    QFETCH(QString, name);
    Tmpfs disk(256 * 1024);
    if (!disk.isMounted())
        QSKIP(qPrintable(disk.why()));
    const QString path = disk.filePath(name);
    const QByteArray old("an export from yesterday\n");
    QVERIFY(writeBytes(path, old));
    QVERIFY(disk.fill(4096));

    const test::CliResult result
        = test::runCli({QStringLiteral("export"), demoPath(), option, path});
    QCOMPARE(result.exitCode, 1);
    QVERIFY2(result.err.contains(QLatin1String("No space left on device")), qPrintable(result.err));
    QCOMPARE(contentsOf(path), old);
    QStringList expected {QStringLiteral("filler"), name};
    expected.sort();
    QCOMPARE(entriesOf(disk.path()), expected);
}

void TestSafeFile::aFailedWriteToStandardOutputIsAnError_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("format --stdout")
        << QStringList {QStringLiteral("format"), QStringLiteral("--stdout"), demoPath()};
    QTest::newRow("info") << QStringList {QStringLiteral("info"), demoPath()};
    QTest::newRow("validate --json")
        << QStringList {QStringLiteral("validate"), QStringLiteral("--json"), demoPath()};
}

void TestSafeFile::aFailedWriteToStandardOutputIsAnError()
{
    QFETCH(QStringList, arguments);
    if (!QFileInfo::exists(QStringLiteral("/dev/full")))
        QSKIP("no /dev/full on this system");
    QProcess process;
    process.setStandardOutputFile(QStringLiteral("/dev/full"));
    process.start(QStringLiteral(HEXWRIGHT_CLI), arguments);
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QCOMPARE(process.exitCode(), 2);
    QVERIFY2(err.contains(QLatin1String("cannot write to standard output: No space left on "
                                        "device")),
             qPrintable(err));
}

void TestSafeFile::aNamedPipeScenarioIsRefusedAtOnce()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("pipe.scenario.yaml"));
    QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0644), 0);
    for (const QString &command : {QStringLiteral("validate"), QStringLiteral("format")}) {
        QElapsedTimer timer;
        timer.start();
        const test::CliResult result = test::runCli({command, path});
        QVERIFY2(timer.elapsed() < 20000, "hexwright-cli blocked on a named pipe");
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.out.contains(QLatin1String("pipe.scenario.yaml: error[file-not-regular]: "
                                                   "is a named pipe, not a file"))
                     || result.err.contains(QLatin1String("error[file-not-regular]")),
                 qPrintable(result.out + result.err));
    }
}

void TestSafeFile::aNamedPipePanelLibraryDoesNotBlockTheRegistry()
{
    const QString folder = RulesetRegistry::userPanelsPath();
    QVERIFY(folder.startsWith(m_home.path()));
    QVERIFY(QDir().mkpath(folder));
    const QString pipe = folder + QStringLiteral("/hammers-slammers.panels.yaml");
    QCOMPARE(::mkfifo(QFile::encodeName(pipe).constData(), 0644), 0);
    const auto cleanup = qScopeGuard([&] { QFile::remove(pipe); });

    auto registry = RulesetRegistry::withBundledData();
    QElapsedTimer timer;
    timer.start();
    QVERIFY(registry->panelLibraryIds().contains(QStringLiteral("hammers-slammers")));
    Diagnostics diagnostics;
    const Ruleset *ruleset = registry->ruleset(QStringLiteral("hammers-slammers"), diagnostics);
    QVERIFY(ruleset);
    const PanelLibrary *library
        = registry->panelLibrary(QStringLiteral("hammers-slammers"), *ruleset, diagnostics);
    QVERIFY2(timer.elapsed() < 2000, "the registry blocked on a named pipe");
    QVERIFY(!library);
    QCOMPARE(diagnostics.size(), 1);
    QCOMPARE(diagnostics.first().code, QStringLiteral("file-not-regular"));
    QCOMPARE(diagnostics.first().file, pipe);
}

void TestSafeFile::aRulesetInTheUserPanelsFolderOverridesNothing()
{
    const QString folder = RulesetRegistry::userPanelsPath();
    QVERIFY(QDir().mkpath(folder));
    QByteArray ruleset = contentsOf(
        QStringLiteral(SOURCE_DIR "/resources/rulesets/hammers-slammers.ruleset.yaml"));
    QVERIFY(ruleset.contains("\nname: Hammer's Slammers\n"));
    ruleset.replace("\nname: Hammer's Slammers\n", "\nname: Impostor\n");
    const QString sameId = folder + QStringLiteral("/hammers-slammers.ruleset.yaml");
    QVERIFY(writeBytes(sameId, ruleset));
    ruleset.replace("\nid: hammers-slammers\n", "\nid: intruder\n");
    const QString otherId = folder + QStringLiteral("/intruder.ruleset.yaml");
    QVERIFY(writeBytes(otherId, ruleset));
    const auto cleanup = qScopeGuard([&] {
        QFile::remove(sameId);
        QFile::remove(otherId);
    });

    auto registry = RulesetRegistry::withBundledData();
    // Only the bundled rulesets (Hammer Wars came with issue 15, Maschinen Krieger with 16,
    // The Crucible and Striker with 20).
    QCOMPARE(registry->rulesetIds(),
             (QStringList {QStringLiteral("crucible"), QStringLiteral("hammer-wars"),
                           QStringLiteral("hammers-slammers"), QStringLiteral("mak"),
                           QStringLiteral("striker")}));
    Diagnostics diagnostics;
    const Ruleset *loaded = registry->ruleset(QStringLiteral("hammers-slammers"), diagnostics);
    QVERIFY(loaded);
    QCOMPARE(loaded->name, QStringLiteral("Hammer's Slammers"));
    QVERIFY(!registry->ruleset(QStringLiteral("intruder"), diagnostics));
    // A folder given on purpose (the CLI's --data) still provides both.
    registry->addSearchPath(folder);
    QVERIFY(registry->rulesetIds().contains(QStringLiteral("intruder")));
}

void TestSafeFile::textCheckRefusesIllFormedUtf8_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("code"); // empty: the text check lets it through
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");

    QTest::newRow("U+D7FF, the last code point before the surrogates")
        << QByteArray("a: \xED\x9F\xBF\n") << QString() << 0 << 0;
    QTest::newRow("U+E000, the first after them")
        << QByteArray("a: \xEE\x80\x80\n") << QString() << 0 << 0;
    QTest::newRow("U+10FFFF, the last code point")
        << QByteArray("a: \xF4\x8F\xBF\xBF\n") << QString() << 0 << 0;
    QTest::newRow("a high surrogate (ED A0 80)")
        << QByteArray("a: b\nc: \xED\xA0\x80\n") << "not-utf8" << 2 << 4;
    QTest::newRow("a low surrogate (ED BF BF)")
        << QByteArray("a: \xED\xBF\xBF\n") << "not-utf8" << 1 << 4;
    QTest::newRow("an overlong slash (C0 AF)")
        << QByteArray("a: \xC0\xAF\n") << "not-utf8" << 1 << 4;
    QTest::newRow("an overlong slash in three bytes (E0 80 AF)")
        << QByteArray("a: \xE0\x80\xAF\n") << "not-utf8" << 1 << 4;
    QTest::newRow("an overlong slash in four bytes (F0 80 80 AF)")
        << QByteArray("a: \xF0\x80\x80\xAF\n") << "not-utf8" << 1 << 4;
    QTest::newRow("above U+10FFFF (F4 90 80 80)")
        << QByteArray("a: \xF4\x90\x80\x80\n") << "not-utf8" << 1 << 4;
    QTest::newRow("a NUL byte in the first 64 KiB")
        << QByteArray("a: b\n\xC3\xA9t\xC3\xA9: \0\n", 14) << "not-text" << 2 << 6;
    QTest::newRow("a NUL byte after the first 64 KiB")
        << (QByteArray(70000, '#') + QByteArray("\nab\0\n", 5)) << "not-text" << 2 << 3;
}

void TestSafeFile::textCheckRefusesIllFormedUtf8()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, code);
    QFETCH(int, line);
    QFETCH(int, column);

    Diagnostics diagnostics;
    YamlDocument::parse(bytes, QStringLiteral("t.yaml"), diagnostics);
    const auto found = std::find_if(diagnostics.cbegin(), diagnostics.cend(), [](const auto &d) {
        return d.code == QLatin1String("not-utf8") || d.code == QLatin1String("not-text");
    });
    if (code.isEmpty()) {
        if (found != diagnostics.cend())
            QFAIL(qPrintable(found->toText()));
        return;
    }
    QVERIFY2(found != diagnostics.cend(), "ill-formed text was let through");
    QCOMPARE(found->code, code);
    QCOMPARE(found->line, line);
    QCOMPARE(found->column, column);
}

void TestSafeFile::diagnosticTextEscapesControlCharacters()
{
    Diagnostic diagnostic;
    diagnostic.file = QStringLiteral("evil\x1b]0;owned\x07\x1b[2J.scenario.yaml");
    diagnostic.line = 3;
    diagnostic.column = 4;
    diagnostic.code = QStringLiteral("not-text");
    diagnostic.message = QStringLiteral("a\tb") + QChar(0x9b) + QStringLiteral("31m");
    QCOMPARE(diagnostic.toText(),
             QStringLiteral("evil\\x1b]0;owned\\x07\\x1b[2J.scenario.yaml:3:4: error[not-text]: "
                            "a\\tb\\x9b31m"));
    QCOMPARE(escapeControlCharacters(QStringLiteral("plain, ünïcödé")),
             QStringLiteral("plain, ünïcödé"));
}

QTEST_GUILESS_MAIN(TestSafeFile)
#include "tst_safefile.moc"
