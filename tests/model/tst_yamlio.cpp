// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Reading YAML: hostile and broken input gets one clear, located error and never a crash,
// a hang or unbounded memory. Speed on the worst cases is measured in hexwright-bench.

#include "io/schemareader.h"
#include "io/yamltree.h"
#include "io/yamlwriter.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenarioreader.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace hexwright;

class TestYamlIo : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void hostileInputGivesOneClearError_data();
    void hostileInputGivesOneClearError();
    void hugeFileIsRefusedBeforeReading();
    void missingFileAndFolderAreReported();
    void nodeLimitStopsMillionElementLists();
    void keepsLineAndColumnOfEveryNode();
    void quotedScalarsAreText();
    void scalarsRoundTripThroughTheWriter_data();
    void scalarsRoundTripThroughTheWriter();
    void inlineListsWrapAtOneHundredColumns();
    void mutatedScenariosNeverCrashTheLoader();
    void randomBytesNeverCrashTheParser();
    void didYouMeanSuggestsOnlyCloseWords_data();
    void didYouMeanSuggestsOnlyCloseWords();
};

void TestYamlIo::hostileInputGivesOneClearError_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("line");

    QByteArray laughs = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n";
    for (char level = 'b'; level <= 'j'; ++level) {
        laughs += QByteArray(1, level) + ": &" + QByteArray(1, level) + " [";
        for (int i = 0; i < 9; ++i)
            laughs += QByteArray(i ? ", *" : "*") + QByteArray(1, char(level - 1));
        laughs += "]\n";
    }
    QTest::newRow("billion laughs alias bomb") << laughs << QStringLiteral("yaml-anchor") << 1;
    QTest::newRow("alias with no anchor")
        << QByteArray("a: *nowhere\n") << QStringLiteral("yaml-syntax") << 1;
    QTest::newRow("flow nesting 100000 deep") << (QByteArray(100000, '[') + QByteArray(100000, ']'))
                                              << QStringLiteral("yaml-too-deep") << 1;
    QByteArray blockNesting;
    for (int i = 0; i < 200; ++i)
        blockNesting += QByteArray(2 * i, ' ') + "k" + QByteArray::number(i) + ":\n";
    QTest::newRow("block nesting 200 deep")
        << blockNesting << QStringLiteral("yaml-too-deep") << 65;
    QTest::newRow("NUL byte") << QByteArray("format: x\n\0\0", 12) << QStringLiteral("not-text")
                              << 2;
    QTest::newRow("latin-1 text") << QByteArray("title: caf\xe9\n") << QStringLiteral("not-utf8")
                                  << 1;
    QTest::newRow("UTF-8 cut in the middle of a character")
        << QByteArray("title: caf\xc3") << QStringLiteral("not-utf8") << 1;
    QTest::newRow("text after a quoted value")
        << QByteArray("title: \"Badger\" Hunt\n") << QStringLiteral("yaml-syntax") << 1;
    QTest::newRow("unclosed flow list") << QByteArray("hexes: [\"0101\", \"0102\"\nnext: 1\n")
                                        << QStringLiteral("yaml-syntax") << 2;
    QTest::newRow("tab indentation")
        << QByteArray("a:\n\tb: 1\n") << QStringLiteral("yaml-tab") << 2;
    QTest::newRow("explicit binary tag")
        << QByteArray("a: !!binary aGVsbG8=\n") << QStringLiteral("yaml-tag") << 1;
    QTest::newRow("second document")
        << QByteArray("a: 1\n---\nb: 2\n") << QStringLiteral("yaml-multiple-documents") << 2;
    QTest::newRow("empty") << QByteArray() << QStringLiteral("empty-file") << 1;
    QTest::newRow("only a comment")
        << QByteArray("# nothing here\n") << QStringLiteral("empty-file") << 1;
}

void TestYamlIo::hostileInputGivesOneClearError()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, code);
    QFETCH(int, line);
    Diagnostics diagnostics;
    const auto document = YamlDocument::parse(bytes, QStringLiteral("bad.yaml"), diagnostics);
    QVERIFY(!document);
    QVERIFY(!diagnostics.isEmpty());
    const Diagnostic &first = diagnostics.first();
    QCOMPARE(first.code, code);
    QCOMPARE(first.file, QStringLiteral("bad.yaml"));
    QCOMPARE(first.line, line);
    QVERIFY(!first.message.isEmpty());
    QCOMPARE(countSeverity(diagnostics, Severity::Error), 1);
}

void TestYamlIo::hugeFileIsRefusedBeforeReading()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("huge.scenario.yaml"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    // Sparse: 100 MB on paper, nothing on disk. The loader must look at the size and stop.
    QVERIFY(file.resize(100LL * 1024 * 1024));
    file.close();
    Diagnostics diagnostics;
    QVERIFY(!YamlDocument::load(path, QStringLiteral("huge.scenario.yaml"), diagnostics));
    QCOMPARE(diagnostics.size(), 1);
    QCOMPARE(diagnostics.first().toText(),
             QStringLiteral("huge.scenario.yaml: error[file-too-large]: the file is 100.0 MB; "
                            "Hexwright reads files of up to 8.0 MB"));
}

void TestYamlIo::missingFileAndFolderAreReported()
{
    QTemporaryDir dir;
    Diagnostics diagnostics;
    QVERIFY(!YamlDocument::load(dir.filePath(QStringLiteral("nope.yaml")),
                                QStringLiteral("nope.yaml"), diagnostics));
    QVERIFY(!YamlDocument::load(dir.path(), QStringLiteral("folder"), diagnostics));
    QCOMPARE(diagnostics.size(), 2);
    QCOMPARE(diagnostics.at(0).code, QStringLiteral("file-unreadable"));
    QCOMPARE(diagnostics.at(1).toText(),
             QStringLiteral("folder: error[file-not-regular]: is a folder, not a file"));
}

void TestYamlIo::nodeLimitStopsMillionElementLists()
{
    YamlLimits limits;
    limits.maxNodes = 1000;
    QByteArray bytes = "items:\n";
    for (int i = 0; i < 5000; ++i)
        bytes += "  - x\n";
    Diagnostics diagnostics;
    QVERIFY(!YamlDocument::parse(bytes, QStringLiteral("many.yaml"), diagnostics, limits));
    QCOMPARE(diagnostics.size(), 1);
    QCOMPARE(diagnostics.first().code, QStringLiteral("yaml-too-many-nodes"));
    // Stopped at the thousandth value, not at the end of the file.
    QVERIFY(diagnostics.first().line > 990 && diagnostics.first().line < 1010);
}

void TestYamlIo::keepsLineAndColumnOfEveryNode()
{
    Diagnostics diagnostics;
    const auto document = YamlDocument::parse("a: 1\nlist:\n  - x\n  - {k: v}\n",
                                              QStringLiteral("t.yaml"), diagnostics);
    QVERIFY(document);
    const YamlNode *root = document->root();
    QVERIFY(root->isMapping());
    QCOMPARE(root->entries.size(), size_t(2));
    const YamlNode *list = root->entries[1].second;
    QCOMPARE(list->items.size(), size_t(2));
    QCOMPARE(list->items[0]->line, 3);
    QCOMPARE(list->items[0]->column, 5);
    QCOMPARE(list->items[1]->line, 4);
    QCOMPARE(list->items[1]->entries[0].second->scalar, QStringLiteral("v"));
}

void TestYamlIo::quotedScalarsAreText()
{
    Diagnostics diagnostics;
    const auto document
        = YamlDocument::parse("a: \"5\"\nb: 5\n", QStringLiteral("t.yaml"), diagnostics);
    QVERIFY(document);
    ReadContext context(QStringLiteral("t.yaml"), diagnostics);
    QVERIFY(!readInt(context, document->root()->entries[0].second, QStringLiteral("a"), 0, 9));
    QCOMPARE(readInt(context, document->root()->entries[1].second, QStringLiteral("b"), 0, 9),
             std::optional<int>(5));
    QCOMPARE(diagnostics.size(), 1);
    QCOMPARE(
        diagnostics.first().toText(),
        QStringLiteral("t.yaml:1:4: error[wrong-type]: expected a whole number for a, found '5'"));
}

void TestYamlIo::scalarsRoundTripThroughTheWriter_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("written");
    QTest::newRow("plain word") << QStringLiteral("clear") << QStringLiteral("clear");
    QTest::newRow("sentence") << QStringLiteral("Hold the hills")
                              << QStringLiteral("Hold the hills");
    QTest::newRow("hex label looks like a number")
        << QStringLiteral("0405") << QStringLiteral("\"0405\"");
    QTest::newRow("yes would read as a boolean")
        << QStringLiteral("yes") << QStringLiteral("\"yes\"");
    QTest::newRow("Null would read as null")
        << QStringLiteral("Null") << QStringLiteral("\"Null\"");
    QTest::newRow("colon space") << QStringLiteral("Note: careful")
                                 << QStringLiteral("\"Note: careful\"");
    QTest::newRow("hash") << QStringLiteral("Panel #3") << QStringLiteral("\"Panel #3\"");
    QTest::newRow("comma") << QStringLiteral("Tan, Green") << QStringLiteral("\"Tan, Green\"");
    QTest::newRow("quote and backslash")
        << QStringLiteral("a \"b\" \\c") << QStringLiteral("\"a \\\"b\\\" \\\\c\"");
    QTest::newRow("leading dash") << QStringLiteral("-x") << QStringLiteral("\"-x\"");
    QTest::newRow("empty") << QString() << QStringLiteral("\"\"");
    QTest::newRow("accented") << QStringLiteral("Caf\u00e9") << QStringLiteral("Caf\u00e9");
    QTest::newRow("control character")
        << QStringLiteral("a\u0001b") << QStringLiteral("\"a\\x01b\"");
    QTest::newRow("multi-line") << QStringLiteral("one\ntwo\n")
                                << QStringLiteral("|\n  one\n  two");
    QTest::newRow("multi-line, no final newline")
        << QStringLiteral("one\ntwo") << QStringLiteral("|-\n  one\n  two");
    QTest::newRow("multi-line with trailing spaces")
        << QStringLiteral("one \ntwo\n") << QStringLiteral("\"one \\ntwo\\n\"");
}

void TestYamlIo::scalarsRoundTripThroughTheWriter()
{
    QFETCH(QString, text);
    QFETCH(QString, written);
    YamlValue doc = YamlValue::mapping();
    doc.insert("k", YamlValue::scalar(text));
    const QString yaml = doc.toDocument();
    QCOMPARE(yaml, QStringLiteral("k: ") + written + QLatin1Char('\n'));
    Diagnostics diagnostics;
    const auto document = YamlDocument::parse(yaml.toUtf8(), QStringLiteral("t.yaml"), diagnostics);
    QVERIFY(document);
    QCOMPARE(document->root()->entries[0].second->scalar, text);
}

void TestYamlIo::inlineListsWrapAtOneHundredColumns()
{
    QStringList labels;
    for (int i = 1; i <= 40; ++i)
        labels.append(QStringLiteral("%1").arg(i, 4, 10, QLatin1Char('0')));
    YamlValue zone = YamlValue::mapping();
    zone.insert("hexes", YamlValue::inlineList(labels, true));
    YamlValue list = YamlValue::sequence();
    list.append(zone);
    YamlValue doc = YamlValue::mapping();
    doc.insert("zones", list);
    const QString yaml = doc.toDocument();
    for (const QString &line : yaml.split(QLatin1Char('\n')))
        QVERIFY2(line.size() <= 100, qPrintable(line));
    Diagnostics diagnostics;
    const auto document = YamlDocument::parse(yaml.toUtf8(), QStringLiteral("t.yaml"), diagnostics);
    QVERIFY(document);
    QCOMPARE(document->root()->entries[0].second->items[0]->entries[0].second->items.size(),
             size_t(40));
}

void TestYamlIo::mutatedScenariosNeverCrashTheLoader()
{
    QFile file(QStringLiteral(TEST_DATA_DIR "/scenarios/everything.scenario.yaml"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray original = file.readAll();
    auto registry = RulesetRegistry::withBundledData();
    QRandomGenerator random(2026);
    const QByteArray alphabet = "-:[]{}\"'#&*!|>%@` \n\t0a";
    int rejected = 0;
    for (int round = 0; round < 1500; ++round) {
        QByteArray bytes = original;
        const int edits = 1 + int(random.bounded(4));
        for (int e = 0; e < edits; ++e) {
            const int at = int(random.bounded(int(bytes.size())));
            switch (random.bounded(4)) {
            case 0: // cut the file short
                bytes.truncate(at);
                break;
            case 1: // delete a run of bytes
                bytes.remove(at, int(random.bounded(40)));
                break;
            case 2: // a YAML-significant character
                bytes.insert(at, alphabet.at(int(random.bounded(int(alphabet.size())))));
                break;
            default: // duplicate a chunk elsewhere
                bytes.insert(int(random.bounded(int(bytes.size()) + 1)), bytes.mid(at, 60));
                break;
            }
            if (bytes.isEmpty())
                break;
        }
        Diagnostics diagnostics;
        const auto document = YamlDocument::parse(bytes, QStringLiteral("m.yaml"), diagnostics);
        const LoadedScenario loaded
            = document ? readScenario(*document, *registry, diagnostics) : LoadedScenario {};
        if (!loaded.scenario)
            ++rejected;
        // Every error is located inside the file and says something.
        const int lines = int(bytes.count('\n')) + 1;
        for (const Diagnostic &d : std::as_const(diagnostics)) {
            QVERIFY2(d.line >= 0 && d.line <= lines, qPrintable(d.toText()));
            QVERIFY2(!d.message.isEmpty() && !d.code.isEmpty(), qPrintable(d.toText()));
        }
        QCOMPARE(bool(loaded.scenario), !hasErrors(diagnostics));
    }
    QVERIFY(rejected > 1000);
}

void TestYamlIo::randomBytesNeverCrashTheParser()
{
    QRandomGenerator random(42);
    for (int round = 0; round < 2000; ++round) {
        QByteArray bytes(int(random.bounded(200)), Qt::Uninitialized);
        for (char &c : bytes)
            c = char(random.bounded(round % 2 ? 128 : 256));
        Diagnostics diagnostics;
        const auto document = YamlDocument::parse(bytes, QStringLiteral("r.yaml"), diagnostics);
        QVERIFY(document || !diagnostics.isEmpty());
    }
}

void TestYamlIo::didYouMeanSuggestsOnlyCloseWords_data()
{
    QTest::addColumn<QString>("word");
    QTest::addColumn<QString>("suggestion");
    const QStringList keys = {QStringLiteral("budget"), QStringLiteral("morale"),
                              QStringLiteral("move_order"), QStringLiteral("setup_order")};
    Q_UNUSED(keys);
    QTest::newRow("one letter swapped") << QStringLiteral("budjet") << QStringLiteral("budget");
    QTest::newRow("missing letter") << QStringLiteral("moral") << QStringLiteral("morale");
    QTest::newRow("case differs") << QStringLiteral("Budget") << QStringLiteral("budget");
    QTest::newRow("space for underscore")
        << QStringLiteral("move order") << QStringLiteral("move_order");
    QTest::newRow("nothing close") << QStringLiteral("weather") << QString();
    QTest::newRow("numbers are not typos") << QStringLiteral("90") << QString();
}

void TestYamlIo::didYouMeanSuggestsOnlyCloseWords()
{
    QFETCH(QString, word);
    QFETCH(QString, suggestion);
    const QStringList keys
        = {QStringLiteral("budget"), QStringLiteral("morale"), QStringLiteral("move_order"),
           QStringLiteral("setup_order"), QStringLiteral("0")};
    QCOMPARE(closestMatch(word, keys), suggestion);
}

QTEST_GUILESS_MAIN(TestYamlIo)
#include "tst_yamlio.moc"
