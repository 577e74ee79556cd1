// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The window's file commands as a user meets them: new, save, the asterisk in the title,
// the unsaved-changes prompt, recent files and dropping a file on the window.

#include "commands/changelayout.h"
#include "commands/changescenariopart.h"
#include "dialoganswerer.h"
#include "document/scenariodocument.h"
#include "io/safefile.h"
#include "mainwindow.h"
#include "shell/documentkeeper.h"
#include "testsupport.h"
#include "widgettestsupport.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalBlocker>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <QUrl>

#include <unistd.h>

using namespace hexwright;
using namespace hexwright::testsupport;

namespace {

/// Answers the next message box with @p button once it is shown.
void answerNextMessageBox(QMessageBox::StandardButton button)
{
    QTimer::singleShot(0, [button] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (box && box->button(button))
            box->button(button)->click();
    });
}

void placePanel(ScenarioDocument *document, const QString &panel, int column)
{
    QList<PanelPlacement> layout = document->scenario().layout;
    layout.append({panel, column, 0, 0, {}});
    document->undoStack()->push(new ChangeLayout(document, layout, QStringLiteral("Place")));
}

/// Another program's edit of a scenario file: the title changed, written in place or, as
/// most editors save, into a new file renamed over the old one.
void changeTitleOnDisk(const QString &path, const char *title, bool replace)
{
    QString text = QString::fromUtf8(readAll(path));
    text.replace(
        QRegularExpression(QStringLiteral("^  title: .*$"), QRegularExpression::MultilineOption),
        QStringLiteral("  title: ") + QLatin1String(title));
    const QByteArray bytes = text.toUtf8();
    if (replace) {
        QVERIFY(writeFileAtomically(path, bytes));
        return;
    }
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
}

} // namespace

class TestFileCommands : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void newScenarioIsUntitledAndClean();
    void editsPutAnAsteriskInTheTitleAndUndoTakesItAway();
    void savingKeepsTheSuffixClearsTheAsteriskAndRemembersTheFile();
    void closingAskesAboutUnsavedChanges_data();
    void closingAskesAboutUnsavedChanges();
    void droppingAScenarioFileOpensIt();
    void droppingSomethingElseIsRefused();
    void openingABrokenFileKeepsTheDocument();
    void everyFileCommandHasAShortcut();
    void aSaveThatFailsKeepsTheWorkModified_data();
    void aSaveThatFailsKeepsTheWorkModified();
    void anotherProgramsChangeOfAnUnchangedScenarioAsksToReload_data();
    void anotherProgramsChangeOfAnUnchangedScenarioAsksToReload();
    void anotherProgramsChangeOfAChangedScenarioOffersSaveAs();
    void saveAsksBeforeOverwritingAChangeTheWatchMissed_data();
    void saveAsksBeforeOverwritingAChangeTheWatchMissed();
    void ourOwnSavesNeverAsk();
    void aBurstOfChangesAsksOnce();
    void aDeletedFileKeepsTheScenarioModified();

private:
    QTemporaryDir m_dir;
};

void TestFileCommands::initTestCase()
{
    testsupport::useTestSettings("tst_filecommands");
}

void TestFileCommands::init()
{
    QSettings().clear();
    // No recovery copies in these tests: they would outlive the windows.
    QSettings().setValue(QStringLiteral("autosave/intervalSeconds"), 0);
}

namespace {

/// A copy of the first sample in @p dir, to be changed behind the window's back.
QString copySample(const QTemporaryDir &dir, const QString &name)
{
    const QString path = dir.filePath(name);
    QFile::remove(path);
    QFile::copy(
        QStringLiteral(SOURCE_DIR "/resources/scenarios/samples/01-badger-hunt.scenario.yaml"),
        path);
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    return path;
}

} // namespace

void TestFileCommands::newScenarioIsUntitledAndClean()
{
    MainWindow window;
    QVERIFY(window.newScenario(QStringLiteral("hammers-slammers")));
    QCOMPARE(shownTitle(window), QStringLiteral("Untitled scenario (Untitled) - Hexwright"));
    QVERIFY(!window.isWindowModified());
    QVERIFY(window.currentFile().isEmpty());
    QVERIFY(!window.newScenario(QStringLiteral("no-such-ruleset")));
    QVERIFY(window.document()); // the failed New kept the scenario
}

void TestFileCommands::editsPutAnAsteriskInTheTitleAndUndoTakesItAway()
{
    MainWindow window;
    QVERIFY(window.newScenario(QStringLiteral("hammers-slammers")));
    placePanel(window.document(), QStringLiteral("3"), 0);
    QVERIFY(window.isWindowModified());
    QCOMPARE(shownTitle(window), QStringLiteral("Untitled scenario (Untitled*) - Hexwright"));
    window.document()->undoStack()->undo();
    QVERIFY(!window.isWindowModified());
}

void TestFileCommands::savingKeepsTheSuffixClearsTheAsteriskAndRemembersTheFile()
{
    MainWindow window;
    QVERIFY(window.newScenario(QStringLiteral("hammers-slammers")));
    placePanel(window.document(), QStringLiteral("3"), 0);
    const QString path = m_dir.filePath(QStringLiteral("hills.scenario.yaml"));
    QVERIFY(window.saveToFile(path));
    QVERIFY(!window.isWindowModified());
    QCOMPARE(window.currentFile(), path);
    QCOMPARE(shownTitle(window),
             QStringLiteral("Untitled scenario (hills.scenario.yaml) - Hexwright"));
    QCOMPARE(window.recentFiles().value(0), path);
    // The file on disk is what the document holds.
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), window.document()->serialize());
    // Another window starts with it in its recent files.
    MainWindow other;
    QCOMPARE(other.recentFiles().value(0), path);
}

void TestFileCommands::closingAskesAboutUnsavedChanges_data()
{
    QTest::addColumn<int>("answer");
    QTest::addColumn<bool>("closed");
    QTest::newRow("discard closes") << int(QMessageBox::Discard) << true;
    QTest::newRow("cancel keeps the scenario") << int(QMessageBox::Cancel) << false;
}

void TestFileCommands::closingAskesAboutUnsavedChanges()
{
    QFETCH(int, answer);
    QFETCH(bool, closed);
    MainWindow window;
    QVERIFY(window.newScenario(QStringLiteral("hammers-slammers")));
    placePanel(window.document(), QStringLiteral("4"), 0);
    answerNextMessageBox(QMessageBox::StandardButton(answer));
    QCOMPARE(window.closeFile(), closed);
    QCOMPARE(window.document() == nullptr, closed);
    // A clean document closes without asking.
    if (!closed) {
        window.document()->undoStack()->undo();
        QVERIFY(window.closeFile());
    }
}

void TestFileCommands::droppingAScenarioFileOpensIt()
{
    MainWindow window;
    const QString path = m_dir.filePath(QStringLiteral("dropped.scenario.yaml"));
    QVERIFY(QFile::copy(
        QStringLiteral(SOURCE_DIR "/resources/scenarios/samples/01-badger-hunt.scenario.yaml"),
        path));
    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(path)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &drop);
    QTRY_COMPARE(window.currentFile(), path);
    QCOMPARE(window.recentFiles().value(0), path);
}

void TestFileCommands::droppingSomethingElseIsRefused()
{
    MainWindow window;
    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(m_dir.filePath(QStringLiteral("picture.png")))});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    enter.setAccepted(false);
    QApplication::sendEvent(&window, &enter);
    QVERIFY(!enter.isAccepted());
}

void TestFileCommands::openingABrokenFileKeepsTheDocument()
{
    MainWindow window;
    QVERIFY(window.openDemo());
    const QString broken = m_dir.filePath(QStringLiteral("broken.scenario.yaml"));
    QFile file(broken);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("format: hexwright-scenario/1\nbogus: [\n");
    file.close();
    QVERIFY(!window.openFile(broken));
    QVERIFY(window.document());
    QCOMPARE(window.document()->scenario().metadata.title, QStringLiteral("Badger Hunt"));
    QVERIFY(!window.problems().isEmpty());
}

void TestFileCommands::everyFileCommandHasAShortcut()
{
    // Found under a bare X server: QKeySequence::SaveAs is empty outside KDE and GNOME.
    MainWindow window;
    QMenu *fileMenu = window.findChild<QMenu *>(QStringLiteral("fileMenu"));
    QVERIFY(fileMenu);
    QStringList missing;
    for (QAction *action : fileMenu->actions()) {
        const QString text = action->text().remove(QLatin1Char('&'));
        const bool fileCommand = text.startsWith(QLatin1String("New"))
            || text.startsWith(QLatin1String("Open...")) || text.startsWith(QLatin1String("Save"))
            || text == QLatin1String("Close") || text == QLatin1String("Quit");
        if (fileCommand && action->shortcut().isEmpty())
            missing.append(text);
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
}

void TestFileCommands::aSaveThatFailsKeepsTheWorkModified_data()
{
    QTest::addColumn<QString>("folder");
    // Root may write into a folder without write permission (the tests run as root in CI);
    // sysfs refuses new files even to root.
    const QString readOnly
        = ::geteuid() == 0 ? QStringLiteral("/sys") : m_dir.filePath(QStringLiteral("read-only"));
    QTest::newRow("read-only folder") << readOnly;
    QTest::newRow("missing folder") << m_dir.filePath(QStringLiteral("no/such/folder"));
}

void TestFileCommands::aSaveThatFailsKeepsTheWorkModified()
{
    // Issue 13: a failed save said "Saved" and cleared the asterisk.
    QFETCH(QString, folder);
    const bool ownReadOnlyFolder
        = folder.startsWith(m_dir.path()) && folder.endsWith(QLatin1String("read-only"));
    if (ownReadOnlyFolder) {
        QDir().mkpath(folder);
        QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner);
    }
    MainWindow window;
    QVERIFY(window.openFile(copySample(m_dir, QStringLiteral("kept.scenario.yaml"))));
    const QString original = window.currentFile();
    const QByteArray before = readAll(original);
    retitle(window.document(), QStringLiteral("Badger Hunt, revised"));
    const QString target = folder + QStringLiteral("/hunt.scenario.yaml");
    DialogAnswerer answerer;
    QVERIFY(!window.saveToFile(target));
    QCOMPARE(answerer.count(), 1);
    // The message names the file and says why.
    QVERIFY2(answerer.shown().first().contains(QDir::toNativeSeparators(target)),
             qPrintable(answerer.shown().first()));
    QVERIFY(window.isWindowModified());
    QCOMPARE(shownTitle(window),
             QStringLiteral("Badger Hunt, revised (kept.scenario.yaml*) - Hexwright"));
    QCOMPARE(window.currentFile(), original);
    QVERIFY(!window.statusBar()->currentMessage().contains(QLatin1String("Saved")));
    QVERIFY(!QFileInfo::exists(target));
    QCOMPARE(readAll(original), before);
    QCOMPARE(window.recentFiles().value(0), original);
    if (ownReadOnlyFolder)
        QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
}

void TestFileCommands::anotherProgramsChangeOfAnUnchangedScenarioAsksToReload_data()
{
    QTest::addColumn<bool>("replace");
    QTest::addColumn<QString>("answer");
    QTest::addColumn<QString>("title");
    QTest::addColumn<bool>("modified");
    QTest::newRow("rewritten, reload") << false << "reloadButton"
                                       << "Wolf Hunt" << false;
    QTest::newRow("replaced, reload") << true << "reloadButton"
                                      << "Wolf Hunt" << false;
    QTest::newRow("replaced, keep mine") << true << "keepMineButton"
                                         << "Badger Hunt" << true;
}

void TestFileCommands::anotherProgramsChangeOfAnUnchangedScenarioAsksToReload()
{
    QFETCH(bool, replace);
    QFETCH(QString, answer);
    QFETCH(QString, title);
    QFETCH(bool, modified);
    MainWindow window;
    const QString path = copySample(m_dir, QStringLiteral("watched.scenario.yaml"));
    QVERIFY(window.openFile(path));
    DialogAnswerer answerer(answer);
    changeTitleOnDisk(path, "Wolf Hunt", replace);
    QTRY_COMPARE(answerer.count(), 1);
    QVERIFY2(answerer.shown().first().contains(QLatin1String("changed by another program")),
             qPrintable(answerer.shown().first()));
    QTRY_COMPARE(window.document()->scenario().metadata.title, title);
    QCOMPARE(window.isWindowModified(), modified);
    QCOMPARE(window.currentFile(), path);
    // The watch goes on after a replace: a second change is noticed too.
    changeTitleOnDisk(path, "Fox Hunt", true);
    QTRY_COMPARE(answerer.count(), 2);
}

void TestFileCommands::anotherProgramsChangeOfAChangedScenarioOffersSaveAs()
{
    MainWindow window;
    const QString path = copySample(m_dir, QStringLiteral("mine.scenario.yaml"));
    QVERIFY(window.openFile(path));
    retitle(window.document(), QStringLiteral("My Hunt"));
    DialogAnswerer answerer(QStringLiteral("keepMineButton"));
    changeTitleOnDisk(path, "Their Hunt", true);
    QTRY_COMPARE(answerer.count(), 1);
    QVERIFY(answerer.shown().first().contains(QLatin1String("not saved")));
    QCOMPARE(window.document()->scenario().metadata.title, QStringLiteral("My Hunt"));
    QVERIFY(window.isWindowModified());
    // Keeping mine was the answer: Save now writes without asking again.
    QVERIFY(window.save());
    QCOMPARE(answerer.count(), 1);
    QVERIFY(readAll(path).contains("title: My Hunt"));
}

void TestFileCommands::saveAsksBeforeOverwritingAChangeTheWatchMissed_data()
{
    QTest::addColumn<QString>("answer");
    QTest::addColumn<bool>("saved");
    QTest::addColumn<QByteArray>("onDisk");
    QTest::newRow("overwrite") << "overwriteButton" << true << QByteArray("title: My Hunt");
    QTest::newRow("cancel") << "cancelButton" << false << QByteArray("title: Their Hunt");
}

void TestFileCommands::saveAsksBeforeOverwritingAChangeTheWatchMissed()
{
    QFETCH(QString, answer);
    QFETCH(bool, saved);
    QFETCH(QByteArray, onDisk);
    MainWindow window;
    const QString path = copySample(m_dir, QStringLiteral("missed.scenario.yaml"));
    QVERIFY(window.openFile(path));
    retitle(window.document(), QStringLiteral("My Hunt"));
    {
        // A network folder or a full inotify table: no event arrives.
        const QSignalBlocker deaf(window.keeper()->fileWatch());
        changeTitleOnDisk(path, "Their Hunt", true);
        QTest::qWait(400);
    }
    DialogAnswerer answerer(answer);
    QCOMPARE(window.save(), saved);
    QCOMPARE(answerer.count(), 1);
    QVERIFY(answerer.shown().first().contains(QLatin1String("changed by another program")));
    QVERIFY(readAll(path).contains(onDisk));
    QCOMPARE(window.isWindowModified(), !saved);
}

void TestFileCommands::ourOwnSavesNeverAsk()
{
    MainWindow window;
    const QString path = copySample(m_dir, QStringLiteral("ours.scenario.yaml"));
    QVERIFY(window.openFile(path));
    DialogAnswerer answerer(QStringLiteral("keepMineButton"));
    for (const char *title : {"First", "Second", "Third"}) {
        retitle(window.document(), QLatin1String(title));
        QVERIFY(window.save());
        QTest::qWait(300);
    }
    QVERIFY(window.saveToFile(path));
    QTest::qWait(300);
    QCOMPARE(answerer.shown(), QStringList());
    QVERIFY(!window.isWindowModified());
}

void TestFileCommands::aBurstOfChangesAsksOnce()
{
    MainWindow window;
    const QString path = copySample(m_dir, QStringLiteral("burst.scenario.yaml"));
    QVERIFY(window.openFile(path));
    DialogAnswerer answerer(QStringLiteral("reloadButton"));
    for (const char *title : {"One", "Two", "Three", "Four"})
        changeTitleOnDisk(path, title, true);
    QTRY_COMPARE(answerer.count(), 1);
    QTest::qWait(600);
    QCOMPARE(answerer.count(), 1);
    QCOMPARE(window.document()->scenario().metadata.title, QStringLiteral("Four"));
}

void TestFileCommands::aDeletedFileKeepsTheScenarioModified()
{
    MainWindow window;
    const QString path = copySample(m_dir, QStringLiteral("deleted.scenario.yaml"));
    QVERIFY(window.openFile(path));
    DialogAnswerer answerer(QStringLiteral("okButton"));
    QVERIFY(QFile::remove(path));
    QTRY_COMPARE(answerer.count(), 1);
    QVERIFY(answerer.shown().first().contains(QLatin1String("deleted")));
    QVERIFY(window.isWindowModified());
    QCOMPARE(window.document()->scenario().metadata.title, QStringLiteral("Badger Hunt"));
    // Saving writes the file again, without asking.
    QVERIFY(window.save());
    QCOMPARE(answerer.count(), 1);
    QVERIFY(QFileInfo::exists(path));
    QVERIFY(!window.isWindowModified());
}

QTEST_MAIN(TestFileCommands)
#include "tst_filecommands.moc"
