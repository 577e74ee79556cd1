// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Autosave and crash recovery (issue 13): a copy of unsaved work beside, never over, the
// user's file; removed when the work is saved or thrown away; offered after a crash, and
// only when the Hexwright that wrote it is gone.

#include "commands/changescenariopart.h"
#include "dialoganswerer.h"
#include "document/scenariodocument.h"
#include "mainwindow.h"
#include "shell/autosaver.h"
#include "shell/documentkeeper.h"
#include "shell/recoverydialog.h"
#include "shell/recoveryfile.h"
#include "testsupport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QLockFile>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <sys/stat.h>

using namespace hexwright;
using namespace hexwright::testsupport;

namespace {

QStringList recoveryFiles()
{
    return QDir(recoveryFolder()).entryList({QStringLiteral("*.scenario.yaml")}, QDir::Files);
}

/// A lock file as a killed process leaves it: written by QLockFile, but its pid names a
/// process that has ended.
void leaveStaleLock(const QString &id)
{
    QProcess killed;
    killed.start(QStringLiteral("sleep"), {QStringLiteral("30")});
    QVERIFY(killed.waitForStarted());
    const qint64 pid = killed.processId();
    killed.kill();
    QVERIFY(killed.waitForFinished());
    QByteArray contents;
    {
        QLockFile lock(recoveryLockPath(id));
        QVERIFY(lock.tryLock(0));
        QFile written(recoveryLockPath(id));
        QVERIFY(written.open(QIODevice::ReadOnly));
        contents = written.readAll();
    }
    contents = QByteArray::number(pid) + contents.mid(contents.indexOf('\n'));
    QFile lock(recoveryLockPath(id));
    QVERIFY(lock.open(QIODevice::WriteOnly));
    lock.write(contents);
}

} // namespace

class TestRecovery : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void editsAreCopiedAfterAPauseNeverOverTheFile();
    void aSteadyStreamOfEditsIsCopiedAtTheInterval();
    void theCopyGoesWhenTheWorkIsSavedOrThrownAway_data();
    void theCopyGoesWhenTheWorkIsSavedOrThrownAway();
    void aCopyOfARunningHexwrightIsNeverOffered();
    void aCopyWhoseHexwrightWasKilledIsOffered();
    void recoveringOpensTheWorkModifiedOnItsOriginalFile();
    void recoveringAnUntitledScenarioKeepsItUntitled();
    void recoveringAsksBeforeOverwritingAFileChangedSince();
    void theOfferAppliesTheAnswerToEachCopy_data();
    void theOfferAppliesTheAnswerToEachCopy();
    void aPipeInTheRecoveryFolderIsPassedOver();

private:
    QTemporaryDir m_home;
    QString m_sample;
};

void TestRecovery::initTestCase()
{
    QVERIFY(m_home.isValid());
    useOwnHome(m_home.path(), "tst_recovery");
    m_sample = m_home.filePath(QStringLiteral("hunt.scenario.yaml"));
}

void TestRecovery::init()
{
    QSettings().clear();
    QSettings().setValue(QStringLiteral("autosave/idleSeconds"), 1);
    QDir(recoveryFolder()).removeRecursively();
    QFile::remove(m_sample);
    QVERIFY(QFile::copy(
        QStringLiteral(SOURCE_DIR "/resources/scenarios/samples/01-badger-hunt.scenario.yaml"),
        m_sample));
    QFile::setPermissions(m_sample, QFile::ReadOwner | QFile::WriteOwner);
}

void TestRecovery::editsAreCopiedAfterAPauseNeverOverTheFile()
{
    MainWindow window;
    QVERIFY(window.openFile(m_sample));
    const QByteArray onDisk = readAll(m_sample);
    Autosaver *autosaver = window.keeper()->autosaver();
    QCOMPARE(autosaver->idleMilliseconds(), 1000);
    QCOMPARE(autosaver->intervalMilliseconds(), 60000);
    QSignalSpy written(autosaver, &Autosaver::written);
    retitle(window.document(), QStringLiteral("Badger Hunt, draft"));
    QVERIFY(written.isEmpty());
    QTRY_COMPARE_WITH_TIMEOUT(written.size(), 1, 3000);
    QCOMPARE(readAll(m_sample), onDisk);
    RecoveryEntry entry;
    QVERIFY(readRecoveryEntry(autosaver->recoveryFile(), &entry));
    QCOMPARE(entry.original, m_sample);
    QCOMPARE(entry.title, QStringLiteral("Badger Hunt, draft"));
    QVERIFY(qAbs(entry.saved.secsTo(QDateTime::currentDateTimeUtc())) < 10);
    QVERIFY2(entry.summary.contains(QLatin1String("2 side")), qPrintable(entry.summary));
    QVERIFY(readAll(entry.file).endsWith(window.document()->serialize()));
    QVERIFY(entry.file.startsWith(recoveryFolder()));
}

void TestRecovery::aSteadyStreamOfEditsIsCopiedAtTheInterval()
{
    QSettings().setValue(QStringLiteral("autosave/idleSeconds"), 3);
    QSettings().setValue(QStringLiteral("autosave/intervalSeconds"), 1);
    MainWindow window;
    QVERIFY(window.openFile(m_sample));
    QSignalSpy written(window.keeper()->autosaver(), &Autosaver::written);
    QElapsedTimer clock;
    clock.start();
    // An edit every 200 ms never leaves 3 s of quiet; the interval copies all the same.
    for (int edit = 0; clock.elapsed() < 2500; ++edit) {
        retitle(window.document(), QStringLiteral("Edit %1").arg(edit));
        QTest::qWait(200);
    }
    QVERIFY2(written.size() >= 2, qPrintable(QString::number(written.size())));
}

void TestRecovery::theCopyGoesWhenTheWorkIsSavedOrThrownAway_data()
{
    QTest::addColumn<QString>("how");
    QTest::newRow("saved") << "save";
    QTest::newRow("undone to the saved state") << "undo";
    QTest::newRow("closed without saving") << "discard";
    QTest::newRow("window closed without saving") << "quit";
}

void TestRecovery::theCopyGoesWhenTheWorkIsSavedOrThrownAway()
{
    QFETCH(QString, how);
    MainWindow window;
    QVERIFY(window.openFile(m_sample));
    retitle(window.document(), QStringLiteral("Changed"));
    QVERIFY(window.keeper()->autosaver()->writeNow());
    QCOMPARE(recoveryFiles().size(), 1);
    if (how == QLatin1String("save")) {
        QVERIFY(window.save());
    } else if (how == QLatin1String("undo")) {
        window.document()->undoStack()->undo();
    } else if (how == QLatin1String("discard")) {
        QTimer::singleShot(0, [] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (box)
                box->button(QMessageBox::Discard)->click();
        });
        QVERIFY(window.closeFile());
    } else {
        QTimer::singleShot(0, [] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (box)
                box->button(QMessageBox::Discard)->click();
        });
        QVERIFY(window.close());
    }
    QCOMPARE(recoveryFiles(), QStringList());
    QCOMPARE(QDir(recoveryFolder()).entryList(QDir::Files), QStringList());
}

void TestRecovery::aCopyOfARunningHexwrightIsNeverOffered()
{
    MainWindow window;
    QVERIFY(window.openFile(m_sample));
    retitle(window.document(), QStringLiteral("Still open"));
    QVERIFY(window.keeper()->autosaver()->writeNow());
    // Long after QLockFile's default 30 s "stale" age, the lock still holds.
    QTest::qWait(50);
    QVERIFY(orphanedRecoveries().empty());
    QCOMPARE(recoveryFiles().size(), 1);
}

void TestRecovery::aCopyWhoseHexwrightWasKilledIsOffered()
{
    QString id;
    {
        MainWindow window;
        QVERIFY(window.openFile(m_sample));
        retitle(window.document(), QStringLiteral("Killed"));
        QVERIFY(window.keeper()->autosaver()->writeNow());
        id = QFileInfo(window.keeper()->autosaver()->recoveryFile())
                 .fileName()
                 .section(QLatin1Char('.'), 0, 0);
    } // destroyed without being closed: the copy stays, the lock goes
    leaveStaleLock(id);
    std::vector<RecoveryCandidate> found = orphanedRecoveries();
    QCOMPARE(found.size(), size_t(1));
    QCOMPARE(found.front().entry.id, id);
    QCOMPARE(found.front().entry.title, QStringLiteral("Killed"));
    // While this process holds it, nobody else is offered it.
    QVERIFY(orphanedRecoveries().empty());
}

void TestRecovery::recoveringOpensTheWorkModifiedOnItsOriginalFile()
{
    const QByteArray onDisk = readAll(m_sample);
    {
        MainWindow window;
        QVERIFY(window.openFile(m_sample));
        retitle(window.document(), QStringLiteral("Recovered Hunt"));
        QVERIFY(window.keeper()->autosaver()->writeNow());
    }
    std::vector<RecoveryCandidate> found = orphanedRecoveries();
    QCOMPARE(found.size(), size_t(1));
    MainWindow window;
    QVERIFY(window.recoverFile(found.front()));
    QCOMPARE(window.currentFile(), m_sample);
    QVERIFY(window.isWindowModified());
    QCOMPARE(window.document()->scenario().metadata.title, QStringLiteral("Recovered Hunt"));
    QCOMPARE(readAll(m_sample), onDisk);
    // The copy is this window's now: still guarded, still there until saved.
    QCOMPARE(window.keeper()->autosaver()->recoveryFile(), found.front().entry.file);
    QVERIFY(orphanedRecoveries().empty());
    // Undo shows the file as it is on disk.
    window.document()->undoStack()->undo();
    QCOMPARE(window.document()->scenario().metadata.title, QStringLiteral("Badger Hunt"));
    window.document()->undoStack()->redo();
    QVERIFY(window.save());
    QVERIFY(readAll(m_sample).contains("title: Recovered Hunt"));
    QCOMPARE(recoveryFiles(), QStringList());
}

void TestRecovery::recoveringAnUntitledScenarioKeepsItUntitled()
{
    {
        MainWindow window;
        QVERIFY(window.newScenario(QStringLiteral("hammers-slammers")));
        retitle(window.document(), QStringLiteral("Never Saved"));
        QVERIFY(window.keeper()->autosaver()->writeNow());
    }
    std::vector<RecoveryCandidate> found = orphanedRecoveries();
    QCOMPARE(found.size(), size_t(1));
    QVERIFY(found.front().entry.original.isEmpty());
    MainWindow window;
    QVERIFY(window.recoverFile(found.front()));
    QVERIFY(window.currentFile().isEmpty());
    QVERIFY(window.isWindowModified());
    QCOMPARE(window.document()->scenario().metadata.title, QStringLiteral("Never Saved"));
}

void TestRecovery::recoveringAsksBeforeOverwritingAFileChangedSince()
{
    {
        MainWindow window;
        QVERIFY(window.openFile(m_sample));
        retitle(window.document(), QStringLiteral("Mine"));
        QVERIFY(window.keeper()->autosaver()->writeNow());
    }
    // After the crash, the file was changed by hand (or restored from a backup).
    QByteArray changed = readAll(m_sample);
    changed.replace("title: Badger Hunt", "title: Theirs");
    QFile file(m_sample);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(changed);
    file.close();
    std::vector<RecoveryCandidate> found = orphanedRecoveries();
    QCOMPARE(found.size(), size_t(1));
    MainWindow window;
    QVERIFY(window.recoverFile(found.front()));
    DialogAnswerer answerer(QStringLiteral("cancelButton"));
    QVERIFY(!window.save());
    QCOMPARE(answerer.count(), 1);
    QCOMPARE(readAll(m_sample), changed);
}

void TestRecovery::theOfferAppliesTheAnswerToEachCopy_data()
{
    QTest::addColumn<QString>("button");
    QTest::addColumn<int>("recovered");
    QTest::addColumn<int>("left");
    QTest::addColumn<int>("offeredAgain");
    QTest::newRow("recover") << "recoverButton" << 2 << 2 << 0;
    QTest::newRow("discard") << "discardButton" << 0 << 0 << 0;
    QTest::newRow("later") << "laterButton" << 0 << 2 << 2;
}

void TestRecovery::theOfferAppliesTheAnswerToEachCopy()
{
    QFETCH(QString, button);
    QFETCH(int, recovered);
    QFETCH(int, left);
    QFETCH(int, offeredAgain);
    for (const char *title : {"First", "Second"}) {
        MainWindow window;
        QVERIFY(window.newScenario(QStringLiteral("hammers-slammers")));
        retitle(window.document(), QLatin1String(title));
        QVERIFY(window.keeper()->autosaver()->writeNow());
    }
    MainWindow window;
    QVERIFY(window.openDemo());
    {
        DialogAnswerer answerer(button);
        QCOMPARE(offerRecovery(window), recovered);
        QCOMPARE(answerer.count(), 1);
    }
    if (recovered > 0)
        QCOMPARE(window.document()->scenario().metadata.title, QStringLiteral("First"));
    QCOMPARE(recoveryFiles().size(), left);
    QCOMPARE(int(orphanedRecoveries().size()), offeredAgain);
    // The extra window of the second copy.
    for (QWidget *widget : QApplication::topLevelWidgets()) {
        auto *other = qobject_cast<MainWindow *>(widget);
        if (other && other != &window) {
            QCOMPARE(other->document()->scenario().metadata.title, QStringLiteral("Second"));
            other->document()->undoStack()->setClean();
            other->close();
        }
    }
}

void TestRecovery::aPipeInTheRecoveryFolderIsPassedOver()
{
    QVERIFY(QDir().mkpath(recoveryFolder()));
    const QString pipe = recoveryFolder() + QStringLiteral("/pipe.scenario.yaml");
    QCOMPARE(::mkfifo(QFile::encodeName(pipe).constData(), 0600), 0);
    QElapsedTimer clock;
    clock.start();
    QVERIFY(orphanedRecoveries().empty());
    QVERIFY(clock.elapsed() < 2000);
    QFile::remove(pipe);
}

QTEST_MAIN(TestRecovery)
#include "tst_recovery.moc"
