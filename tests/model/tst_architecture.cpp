// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The dependency rule of the architecture: model/ and validation/ never use Qt Widgets, so
// the CLI and the engine run without a display. Checked three ways: the sources' includes,
// the link libraries CMake records for the libraries, and the CLI binary itself.
//
// And the rule of the families: shared code never names a game's ids. No terrain, unit type,
// phase, marker, ability, purchase option, movement class or rule option id of a bundled
// ruleset is written as a string literal in C++ outside a families/ folder; rules read tags
// and flags from the YAML instead, and what only a family knows it answers through its
// interface. Every top-level folder of C++ but tests/ is shared code and checked.
// Nor does it include a header of families/<id>/: only the registries, one line per family.

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
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
    void everySourceFolderIsChecked();
    void sharedCodeNamesNoGameIds_data();
    void sharedCodeNamesNoGameIds();
    void sharedCodeIncludesNoFamilyHeaders_data();
    void sharedCodeIncludesNoFamilyHeaders();
};

namespace {

/**
 * The ids a ruleset defines in the lists whose ids rules could be tempted to test, by list.
 * Read line by line, not with a YAML parser (this test links Qt Core only): an entry's id is
 * on its `- id: x` or `- {id: x, ...}` line under a top-level key, as the bundled rulesets
 * write them.
 */
QMap<QString, QString> rulesetIds(const QString &path)
{
    static const QSet<QString> lists {
        QStringLiteral("terrain"),          QStringLiteral("unit_types"),
        QStringLiteral("sequence_of_play"), QStringLiteral("markers"),
        QStringLiteral("abilities"),        QStringLiteral("purchase_options"),
        QStringLiteral("movement_classes"), QStringLiteral("options")};
    static const QRegularExpression topKey(QStringLiteral(R"(^([a-z_]+):)"));
    static const QRegularExpression entryId(QStringLiteral(R"(^\s*-\s*\{?\s*id:\s*([^,}\s]+))"));
    QMap<QString, QString> ids; // id -> the list it is in
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return ids;
    QString list;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine());
        if (const auto m = topKey.match(line); m.hasMatch())
            list = m.captured(1);
        else if (const auto e = entryId.match(line); e.hasMatch() && lists.contains(list))
            ids.insert(e.captured(1), list);
    }
    return ids;
}

/// The folders of shared code, which the family rules are checked in: every top-level folder
/// of C++ sources but the tests (everySourceFolderIsChecked() keeps the list whole).
const QStringList &sharedFolders()
{
    static const QStringList folders {QStringLiteral("model"), QStringLiteral("validation"),
                                      QStringLiteral("editor"), QStringLiteral("app")};
    return folders;
}

} // namespace

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

void TestArchitecture::everySourceFolderIsChecked()
{
    // A new top-level folder of C++ (a library, a plug-in) is shared code until it is listed
    // in sharedFolders(): checked for game ids and family headers like the others. Tests may
    // name a game's ids; build trees hold generated code.
    QStringList unchecked;
    int folders = 0;
    const QDir source(QStringLiteral(SOURCE_DIR));
    for (const QString &name : source.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QDir dir(source.filePath(name));
        bool buildTree = dir.exists(QStringLiteral("CMakeCache.txt"));
        for (const QString &child : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            buildTree
                = buildTree || QDir(dir.filePath(child)).exists(QStringLiteral("CMakeCache.txt"));
        if (name == QLatin1String("tests") || buildTree)
            continue;
        QDirIterator it(dir.path(), {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                        QDirIterator::Subdirectories);
        if (!it.hasNext())
            continue;
        ++folders;
        if (!sharedFolders().contains(name))
            unchecked.append(name);
    }
    QVERIFY2(folders >= sharedFolders().size(), "no sources found: is SOURCE_DIR right?");
    QVERIFY2(unchecked.isEmpty(),
             qPrintable(QStringLiteral("folders of C++ not in sharedFolders(): ")
                        + unchecked.join(QStringLiteral(", "))));
}

void TestArchitecture::sharedCodeNamesNoGameIds_data()
{
    QTest::addColumn<QString>("folder");
    for (const QString &folder : sharedFolders())
        QTest::newRow(qPrintable(folder)) << QStringLiteral(SOURCE_DIR "/") + folder;
}

void TestArchitecture::sharedCodeNamesNoGameIds()
{
    QFETCH(QString, folder);
    QMap<QString, QString> ids;
    const QDir rulesets(QStringLiteral(SOURCE_DIR "/resources/rulesets"));
    for (const QString &name : rulesets.entryList({QStringLiteral("*.ruleset.yaml")}))
        ids.insert(rulesetIds(rulesets.filePath(name)));
    QVERIFY2(ids.size() > 20, "no ids read from resources/rulesets");
    // Words that a game also uses as an id but that are not its ids here: words of the file
    // formats (the factor names of a counter, the print pattern of a terrain, the paradrop
    // entry of a reinforcement) and plain English (a line of sight is "clear"; "infantry" is
    // a mass noun that takes no plural s).
    static const QMap<QString, QSet<QString>> schemaWords {
        {QStringLiteral("model/ruleset/rulesetreader.cpp"),
         {QStringLiteral("movement"), QStringLiteral("bridge")}},
        {QStringLiteral("model/render/terrainstyle.cpp"), {QStringLiteral("bridge")}},
        // A hexside type's `stroke: solid`, not the table terrain.
        {QStringLiteral("model/ruleset/hexsidetype.cpp"), {QStringLiteral("solid")}},
        {QStringLiteral("model/export/countersheet_face.cpp"), {QStringLiteral("movement")}},
        {QStringLiteral("model/scenario/scenarioreader_forces.cpp"), {QStringLiteral("paradrop")}},
        {QStringLiteral("model/scenario/scenariowriter.cpp"), {QStringLiteral("paradrop")}},
        {QStringLiteral("app/cli/los.cpp"), {QStringLiteral("clear")}},
        // A TMX <object> element, not the marker.
        {QStringLiteral("model/export/tiledexport.cpp"), {QStringLiteral("object")}},
        {QStringLiteral("validation/checks/constraintwording.cpp"), {QStringLiteral("infantry")}},
    };
    static const QRegularExpression literal(QStringLiteral(R"re("((?:[^"\\]|\\.)*)")re"));
    QStringList found;
    QDirIterator it(folder, {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString relative = QDir(QStringLiteral(SOURCE_DIR)).relativeFilePath(path);
        if (relative.contains(QLatin1String("/families/")))
            continue;
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        int line = 0;
        while (!file.atEnd()) {
            ++line;
            const QString text = QString::fromUtf8(file.readLine());
            const QString code = text.trimmed();
            if (code.startsWith(QLatin1String("//")) || code.startsWith(QLatin1Char('*'))
                || code.startsWith(QLatin1String("/*")))
                continue; // comments may name examples
            auto matches = literal.globalMatch(text);
            while (matches.hasNext()) {
                const QString word = matches.next().captured(1);
                if (!ids.contains(word) || schemaWords.value(relative).contains(word))
                    continue;
                found.append(QStringLiteral("%1:%2: \"%3\" (%4 id)")
                                 .arg(relative)
                                 .arg(line)
                                 .arg(word, ids.value(word)));
            }
        }
    }
    for (const QString &f : std::as_const(found))
        qWarning("%s", qPrintable(f));
    QVERIFY2(found.isEmpty(),
             qPrintable(QStringLiteral("shared code names a game's ids; read a tag or flag from "
                                       "the ruleset, or move the code into the family:\n")
                        + found.join(QLatin1Char('\n'))));
}

void TestArchitecture::sharedCodeIncludesNoFamilyHeaders_data()
{
    QTest::addColumn<QString>("folder");
    for (const QString &folder : sharedFolders())
        QTest::newRow(qPrintable(folder)) << QStringLiteral(SOURCE_DIR "/") + folder;
}

void TestArchitecture::sharedCodeIncludesNoFamilyHeaders()
{
    // The rule of the families, for headers: shared code reaches a family only through the
    // interfaces and the registries (one line per family each), never by including a header
    // of families/<id>/. A file inside a families/ folder may include its own family's.
    QFETCH(QString, folder);
    static const QSet<QString> registries {
        QStringLiteral("validation/engine/familyengines.cpp"),
        QStringLiteral("validation/checks/familychecks.cpp"),
    };
    // Known debts, each to go behind a family interface: the `los` command of the CLI and the
    // bench's scenarios. The list may only shrink: an entry no longer found fails too, so
    // whoever pays a debt strikes it here.
    static const QMap<QString, QSet<QString>> knownDebts {
        {QStringLiteral("app/cli/los.cpp"),
         {QStringLiteral("families/hammers-slammers/rules/battlefield.h"),
          QStringLiteral("families/hammers-slammers/rules/los.h")}},
        {QStringLiteral("app/bench/benchscenario.cpp"),
         {QStringLiteral("families/hammers-slammers/hsrules.h")}},
    };
    // Not a raw string: moc's preprocessor misreads one with '#' and quotes inside.
    static const QRegularExpression familyInclude(
        QStringLiteral("^\\s*#\\s*include\\s*[\"<](families/[A-Za-z0-9_.-]+/[^\">]*)[\">]"));
    QSet<QString> debtsSeen;
    QStringList found;
    int files = 0;
    QDirIterator it(folder, {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString relative = QDir(QStringLiteral(SOURCE_DIR)).relativeFilePath(path);
        ++files;
        if (relative.contains(QLatin1String("/families/")) || registries.contains(relative))
            continue;
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        int line = 0;
        while (!file.atEnd()) {
            ++line;
            const QString text = QString::fromUtf8(file.readLine());
            const auto match = familyInclude.match(text);
            if (!match.hasMatch())
                continue;
            const QString header = match.captured(1);
            if (knownDebts.value(relative).contains(header)) {
                debtsSeen.insert(relative + QLatin1Char(':') + header);
                continue;
            }
            found.append(QStringLiteral("%1:%2: includes %3").arg(relative).arg(line).arg(header));
        }
    }
    QVERIFY2(files > 0, "no sources found: is SOURCE_DIR right?");
    const QString top
        = QDir(QStringLiteral(SOURCE_DIR)).relativeFilePath(folder) + QLatin1Char('/');
    for (auto debt = knownDebts.cbegin(); debt != knownDebts.cend(); ++debt) {
        if (!debt.key().startsWith(top))
            continue;
        for (const QString &header : debt.value()) {
            if (!debtsSeen.contains(debt.key() + QLatin1Char(':') + header))
                found.append(QStringLiteral("%1: %2 is no longer included: strike it from "
                                            "knownDebts")
                                 .arg(debt.key(), header));
        }
    }
    for (const QString &f : std::as_const(found))
        qWarning("%s", qPrintable(f));
    QVERIFY2(found.isEmpty(),
             qPrintable(QStringLiteral("shared code includes a family's header; reach the family "
                                       "through its interface and the registry:\n")
                        + found.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestArchitecture)
#include "tst_architecture.moc"
