// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The window's file commands as a user meets them: new, save, the asterisk in the title,
// the unsaved-changes prompt, recent files and dropping a file on the window.

#include "commands/changelayout.h"
#include "document/scenariodocument.h"
#include "mainwindow.h"
#include "testsupport.h"
#include "widgettestsupport.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <QUrl>

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
}

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

QTEST_MAIN(TestFileCommands)
#include "tst_filecommands.moc"
