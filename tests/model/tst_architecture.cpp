// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The dependency rule of the architecture: model/ and validation/ never use Qt Widgets, so
// the CLI and the engine run without a display. Checked three ways: the sources' includes,
// the link libraries CMake records for the libraries, and the CLI binary itself.

#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

class TestArchitecture : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void headlessFoldersDoNotIncludeWidgets_data();
    void headlessFoldersDoNotIncludeWidgets();
    void headlessLibrariesDoNotLinkWidgets_data();
    void headlessLibrariesDoNotLinkWidgets();
    void cliBinaryDoesNotLoadWidgets();
};

void TestArchitecture::headlessFoldersDoNotIncludeWidgets_data()
{
    QTest::addColumn<QString>("folder");
    QTest::newRow("model") << QStringLiteral(SOURCE_DIR "/model");
    QTest::newRow("validation") << QStringLiteral(SOURCE_DIR "/validation");
    QTest::newRow("app/cli") << QStringLiteral(SOURCE_DIR "/app/cli");
}

void TestArchitecture::headlessFoldersDoNotIncludeWidgets()
{
    QFETCH(QString, folder);
    // Any header of the QtWidgets module: the module itself, or a class it alone provides.
    static const QRegularExpression widgets(QStringLiteral(
        R"(^\s*#\s*include\s*[<"](QtWidgets/|QtWidgets>|QWidget|QMainWindow|QApplication|QDialog|)"
        R"(QGraphics|QAbstractButton|QPushButton|QLabel|QLineEdit|QMenu|QToolBar|QDockWidget|QMessageBox|QFileDialog))"));
    int files = 0;
    QDirIterator it(folder, {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile file(it.next());
        QVERIFY(file.open(QIODevice::ReadOnly));
        ++files;
        int line = 0;
        while (!file.atEnd()) {
            ++line;
            const QString text = QString::fromUtf8(file.readLine());
            QVERIFY2(!widgets.match(text).hasMatch(),
                     qPrintable(QStringLiteral("%1:%2 includes Qt Widgets: %3")
                                    .arg(file.fileName())
                                    .arg(line)
                                    .arg(text.trimmed())));
        }
    }
    QVERIFY2(files > 0, "no sources found: is SOURCE_DIR right?");
}

void TestArchitecture::headlessLibrariesDoNotLinkWidgets_data()
{
    QTest::addColumn<QString>("libraries");
    QTest::newRow("hexwright_model") << QStringLiteral(MODEL_LINK_LIBRARIES);
    QTest::newRow("hexwright_validation") << QStringLiteral(VALIDATION_LINK_LIBRARIES);
    QTest::newRow("hexwright-cli") << QStringLiteral(CLI_LINK_LIBRARIES);
}

void TestArchitecture::headlessLibrariesDoNotLinkWidgets()
{
    QFETCH(QString, libraries);
    QVERIFY2(!libraries.isEmpty(), "CMake did not record the link libraries");
    QVERIFY2(!libraries.contains(QLatin1String("Widgets")), qPrintable(libraries));
    QVERIFY2(!libraries.contains(QLatin1String("hexwright_editor")), qPrintable(libraries));
}

void TestArchitecture::cliBinaryDoesNotLoadWidgets()
{
    QProcess ldd;
    ldd.start(QStringLiteral("ldd"), {QStringLiteral(HEXWRIGHT_CLI)});
    if (!ldd.waitForFinished(20000) || ldd.exitCode() != 0)
        QSKIP("ldd is not available");
    const QString out = QString::fromUtf8(ldd.readAllStandardOutput());
    QVERIFY2(out.contains(QLatin1String("libQt6Core")), qPrintable(out));
    QVERIFY2(!out.contains(QLatin1String("libQt6Widgets")), qPrintable(out));
}

QTEST_GUILESS_MAIN(TestArchitecture)
#include "tst_architecture.moc"
