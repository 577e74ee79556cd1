// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 13: every hostile file in tests/data/hostile/<case>/ run through hexwright-cli, whose
// output and exit code must be exactly the golden ones, within 20 seconds (a hang is a
// failure, as is a crash). One data row per folder; tests/data/hostile/README.md says how to
// add a case and how to regenerate expected.txt (HEXWRIGHT_UPDATE_GOLDEN=1).

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

namespace {

constexpr int TimeoutMs = 20000;

QString hostileRoot()
{
    return QStringLiteral(TEST_DATA_DIR "/hostile");
}

QByteArray contentsOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeGolden(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

class TestHostileFiles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cliHandlesHostileFile_data();
    void cliHandlesHostileFile();

private:
    QTemporaryDir m_home;
};

void TestHostileFiles::initTestCase()
{
    QVERIFY(m_home.isValid());
    QVERIFY2(QDir(hostileRoot()).exists(), qPrintable(hostileRoot()));
}

void TestHostileFiles::cliHandlesHostileFile_data()
{
    QTest::addColumn<QString>("folder");
    const QStringList cases
        = QDir(hostileRoot()).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    QVERIFY2(!cases.isEmpty(), "no hostile-file cases found");
    for (const QString &name : cases)
        QTest::newRow(qPrintable(name)) << QDir(hostileRoot()).filePath(name);
}

void TestHostileFiles::cliHandlesHostileFile()
{
    QFETCH(QString, folder);
    const QByteArray argsLine = contentsOf(folder + QStringLiteral("/args")).trimmed();
    QVERIFY2(!argsLine.isEmpty(), "the case has no args file");
    const QStringList arguments = QProcess::splitCommand(QString::fromUtf8(argsLine));

    QProcess process;
    process.setWorkingDirectory(folder);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    // An empty home: the user's own panel libraries must not change what a case prints.
    environment.insert(QStringLiteral("HOME"), m_home.path());
    environment.remove(QStringLiteral("XDG_DATA_HOME"));
    environment.remove(QStringLiteral("XDG_CONFIG_HOME"));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(HEXWRIGHT_CLI), arguments);
    QVERIFY2(process.waitForStarted(), qPrintable(process.errorString()));
    if (!process.waitForFinished(TimeoutMs)) {
        process.kill();
        process.waitForFinished();
        QFAIL("hexwright-cli did not finish within 20 s: it hangs on this file");
    }
    QVERIFY2(process.exitStatus() == QProcess::NormalExit, "hexwright-cli crashed");
    // stdout, then stderr: never interleaved, so the golden text does not depend on timing.
    const QByteArray actual = process.readAllStandardOutput() + process.readAllStandardError();
    const QByteArray exitCode = QByteArray::number(process.exitCode());

    const QString expectedPath = folder + QStringLiteral("/expected.txt");
    const QString exitPath = folder + QStringLiteral("/exit");
    if (qEnvironmentVariableIntValue("HEXWRIGHT_UPDATE_GOLDEN") == 1) {
        QVERIFY(writeGolden(expectedPath, actual));
        QVERIFY(writeGolden(exitPath, exitCode + '\n'));
        qInfo("wrote %s", qPrintable(expectedPath));
        return;
    }
    QVERIFY2(QFile::exists(expectedPath), "no expected.txt: run with HEXWRIGHT_UPDATE_GOLDEN=1");
    QCOMPARE(QString::fromUtf8(actual), QString::fromUtf8(contentsOf(expectedPath)));
    QCOMPARE(exitCode, contentsOf(exitPath).trimmed());
}

QTEST_GUILESS_MAIN(TestHostileFiles)
#include "tst_hostilefiles.moc"
