// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Hexsides and heights, shared by every hex game: one canonical store (a side set from either
// of its hexes is the same side), the ruleset's hexside types and the scenario's `hexsides:`
// and `heights:` with located errors and a canonical round trip, one undo step per stroke,
// lines of sight that run along a side, per-board hex names, and strokes drawn with clean
// corner joins. The fixture (tests/data/hexsides) is a test ruleset of its own, so the code
// is tested apart from any one game.

#include "board/hexboard.h"
#include "document/scenariodocument.h"
#include "edit/hexsideedits.h"
#include "hex/hexsideline.h"
#include "io/yamltree.h"
#include "map/hexmap.h"
#include "map/hexsides.h"
#include "map/panel.h"
#include "render/maprenderer.h"
#include "ruleset/rulesetreader.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenarioreader.h"
#include "scenario/scenariowriter.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <cstring>

using namespace hexwright;

Q_DECLARE_METATYPE(hexwright::HexCoord)

namespace {

const QString Folder = QStringLiteral(TEST_DATA_DIR "/hexsides");
const QString ScenarioPath = Folder + QStringLiteral("/hexsides.scenario.yaml");

OffsetCoord hexOf(const char *label)
{
    OffsetCoord hex;
    parseHexLabel(QString::fromLatin1(label), 2, &hex);
    return hex;
}

QByteArray fixture()
{
    QFile file(ScenarioPath);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestHexsides : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void aSideSetFromEitherHexIsTheSameSide_data();
    void aSideSetFromEitherHexIsTheSameSide();
    void rulesetReadsHexsideTypes();
    void scenarioRoundTripsCanonically();
    void aSideIsReadFromEitherHex_data();
    void aSideIsReadFromEitherHex();
    void badHexsidesAreLocated_data();
    void badHexsidesAreLocated();
    void aStrokeIsOneUndoStep();
    void panelHexsidesTurnWithTheirPanel();
    void heightsStrokeUndoes();
    void lineAlongAHexside_data();
    void lineAlongAHexside();
    void boardAnswersHexsideQuestions();
    void hexsideBlocksByHeight_data();
    void hexsideBlocksByHeight();
    void cornerPathChainsSides();
    void perBoardLabels_data();
    void perBoardLabels();
    void strokesJoinAtCorners_data();
    void strokesJoinAtCorners();

private:
    LoadedScenario readText(const QByteArray &text, Diagnostics &diagnostics);

    std::unique_ptr<RulesetRegistry> m_registry;
    std::unique_ptr<ScenarioDocument> m_document;
};

void TestHexsides::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_registry = std::make_unique<RulesetRegistry>();
    m_registry->addSearchPath(Folder);
}

void TestHexsides::init()
{
    Diagnostics diagnostics;
    m_document = ScenarioDocument::load(ScenarioPath, *m_registry, diagnostics);
    QVERIFY2(m_document,
             qPrintable(diagnostics.isEmpty() ? QString() : diagnostics.first().toText()));
}

LoadedScenario TestHexsides::readText(const QByteArray &text, Diagnostics &diagnostics)
{
    auto document = YamlDocument::parse(text, QStringLiteral("test.scenario.yaml"), diagnostics);
    if (!document)
        return {};
    return readScenario(*document, *m_registry, diagnostics);
}

void TestHexsides::aSideSetFromEitherHexIsTheSameSide_data()
{
    QTest::addColumn<int>("orientation");
    QTest::addColumn<int>("col");
    QTest::addColumn<int>("row");
    for (int o = 0; o < 2; ++o) {
        for (const auto &[col, row] : {std::pair {4, 4}, std::pair {5, 4}, std::pair {0, 0}}) {
            QTest::addRow("%s %d,%d", o == 0 ? "flat" : "pointy", col, row) << o << col << row;
        }
    }
}

void TestHexsides::aSideSetFromEitherHexIsTheSameSide()
{
    QFETCH(int, orientation);
    QFETCH(int, col);
    QFETCH(int, row);
    const OffsetSystem offsets {orientation == 0 ? HexOrientation::FlatTop
                                                 : HexOrientation::PointyTop,
                                OffsetParity::EvenShifted};
    const OffsetCoord hex {col, row};
    QSet<HexsideKey> keys;
    for (int d = 0; d < 6; ++d) {
        const OffsetCoord other = offsets.toOffset(offsets.fromOffset(hex).neighbor(d));
        const HexsideKey key = HexsideKey::canonical(offsets, hex, d);
        QCOMPARE(HexsideKey::canonical(offsets, other, d + 3), key);
        QVERIFY(key.direction >= 0 && key.direction < 3);
        const auto [a, b] = key.hexes(offsets);
        QVERIFY((a == hex && b == other) || (a == other && b == hex));
        keys.insert(key);
        // Set from one hex, read from the other: one entry.
        Hexsides sides;
        sides.set(key, 2);
        QCOMPARE(sides.at(offsets, other, d + 3), quint8(2));
        QCOMPARE(sides.at(offsets, hex, d), quint8(2));
        QCOMPARE(sides.count(), 1);
        sides.set(HexsideKey::canonical(offsets, other, d + 3), NoHexside);
        QVERIFY(sides.isEmpty());
    }
    QCOMPARE(keys.size(), 6);
}

void TestHexsides::rulesetReadsHexsideTypes()
{
    const Ruleset &ruleset = m_document->ruleset();
    QCOMPARE(
        ruleset.hexsideIds(),
        QStringList({QStringLiteral("ridge"), QStringLiteral("wall"), QStringLiteral("stream")}));
    const HexsideType *ridge = ruleset.findHexside(QStringLiteral("ridge"));
    QVERIFY(ridge);
    QVERIFY(ridge->los == HexsideLos::BlocksLower);
    QCOMPARE(ridge->surcharge(QStringLiteral("hover")).factors, 2.0);
    QCOMPARE(ridge->surcharge(QStringLiteral("foot")).factors, 0.0);
    QCOMPARE(ridge->attackModifier(QStringLiteral("direct")), -2);
    QCOMPARE(ridge->width, 0.14);
    const HexsideType *wall = ruleset.findHexside(QStringLiteral("wall"));
    QVERIFY(wall && wall->surcharge(QStringLiteral("conv_vehicle")).prohibited);
    QVERIFY(wall->stroke == HexsideStroke::Double);

    // A bad `los:` is an error at its line.
    QFile file(Folder + QStringLiteral("/hexside-test.ruleset.yaml"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray text = file.readAll();
    const qsizetype at = text.indexOf("    los: blocks_lower");
    QVERIFY(at > 0);
    const int line = int(text.left(at).count('\n')) + 1;
    text.replace(at, qsizetype(strlen("    los: blocks_lower")), "    los: sometimes");
    Diagnostics diagnostics;
    auto document = YamlDocument::parse(text, QStringLiteral("bad.ruleset.yaml"), diagnostics);
    QVERIFY(document);
    QVERIFY(!readRuleset(*document, diagnostics));
    QVERIFY(!diagnostics.isEmpty());
    QCOMPARE(diagnostics.first().line, line);
    QVERIFY2(diagnostics.first().message.contains(QLatin1String("blocks_lower")),
             qPrintable(diagnostics.first().message));
}

void TestHexsides::scenarioRoundTripsCanonically()
{
    const Scenario &s = m_document->scenario();
    QCOMPARE(s.hexsides.count(), 5);
    QCOMPARE(s.heights.count(), 3);
    const OffsetSystem offsets = m_document->map().offsets();
    const quint8 ridge = 0;
    QCOMPARE(s.hexsides.at(offsets, hexOf("0403"), 0), ridge);
    // Side s of 0305 is side n of 0306, as the file writes it.
    QCOMPARE(s.hexsides.at(offsets, hexOf("0305"), 3), quint8(2));
    QCOMPARE(m_document->map().heightAt(hexOf("0503")), 2);
    QCOMPARE(m_document->map().heightAt(hexOf("0101")), 0);

    const QByteArray written = m_document->serialize();
    // "n" is quoted: YAML 1.1 readers take a bare n for false.
    QVERIFY(written.contains(
        "  hexsides:\n    - hex: \"0403\"\n      side: \"n\"\n      type: ridge\n"));
    QVERIFY(written.contains("    - hex: \"0306\"\n      side: \"n\"\n      type: stream\n"));
    QVERIFY(written.contains("  heights:\n    - height: 1\n      hexes: [\"0403\", \"0404\"]\n"));
    Diagnostics diagnostics;
    LoadedScenario again = readText(written, diagnostics);
    QVERIFY2(again.scenario,
             qPrintable(diagnostics.isEmpty() ? QString() : diagnostics.first().toText()));
    QCOMPARE(again.scenario->hexsides, s.hexsides);
    QCOMPARE(again.scenario->heights, s.heights);
    QCOMPARE(writeScenario(*again.scenario, *again.ruleset, again.panels), written);
}

void TestHexsides::aSideIsReadFromEitherHex_data()
{
    QTest::addColumn<QByteArray>("entry");
    QTest::addColumn<QString>("canonicalHex");
    QTest::addColumn<int>("direction");
    QTest::newRow("n of 0306") << QByteArray("{hex: \"0306\", side: n, type: wall}")
                               << QStringLiteral("0306") << 0;
    QTest::newRow("s of 0305") << QByteArray("{hex: \"0305\", side: S, type: wall}")
                               << QStringLiteral("0306") << 0;
    QTest::newRow("sw of 0604") << QByteArray("{hex: \"0604\", side: sw, type: wall}")
                                << QStringLiteral("0504") << 1;
    QTest::newRow("nw of 0604") << QByteArray("{hex: \"0604\", side: nw, type: wall}")
                                << QStringLiteral("0503") << 2;
}

void TestHexsides::aSideIsReadFromEitherHex()
{
    QFETCH(QByteArray, entry);
    QFETCH(QString, canonicalHex);
    QFETCH(int, direction);
    QByteArray text = fixture();
    const qsizetype at = text.indexOf("  hexsides:\n");
    const qsizetype end = text.indexOf("  heights:\n");
    QVERIFY(at > 0 && end > at);
    text.replace(at, end - at, "  hexsides:\n    - " + entry + "\n");
    Diagnostics diagnostics;
    LoadedScenario loaded = readText(text, diagnostics);
    QVERIFY2(loaded.scenario,
             qPrintable(diagnostics.isEmpty() ? QString() : diagnostics.first().toText()));
    const auto sides = loaded.scenario->hexsides.sorted();
    QCOMPARE(sides.size(), 1);
    QCOMPARE(formatHexLabel(sides.first().first.hex), canonicalHex);
    QCOMPARE(sides.first().first.direction, direction);
}

void TestHexsides::badHexsidesAreLocated_data()
{
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("unknown type") << QByteArray("      type: wall\n")
                                  << QByteArray("      type: hedge\n")
                                  << QStringLiteral("unknown-id") << QStringLiteral("hedge");
    QTest::newRow("bad side") << QByteArray("      side: se\n") << QByteArray("      side: up\n")
                              << QStringLiteral("bad-side") << QStringLiteral("'up'");
    // 0403 n is the side s of 0402: the same side twice.
    QTest::newRow("same side twice")
        << QByteArray("    - hex: \"0604\"\n      side: n\n")
        << QByteArray("    - hex: \"0402\"\n      side: s\n") << QStringLiteral("duplicate-hexside")
        << QStringLiteral("0402");
    QTest::newRow("height 0") << QByteArray("    - height: 2\n") << QByteArray("    - height: 0\n")
                              << QStringLiteral("out-of-range") << QStringLiteral("height 0");
}

void TestHexsides::badHexsidesAreLocated()
{
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(QString, code);
    QFETCH(QString, mentions);
    QByteArray text = fixture();
    const qsizetype at = text.indexOf(from);
    QVERIFY(at > 0);
    text.replace(at, from.size(), to);
    // The line of the last changed line, or of the entry the change belongs to.
    const int lastLine = int(text.left(at + to.size()).count('\n'));
    Diagnostics diagnostics;
    LoadedScenario loaded = readText(text, diagnostics);
    QVERIFY(!loaded.scenario);
    QVERIFY(!diagnostics.isEmpty());
    const Diagnostic &d = diagnostics.first();
    QCOMPARE(d.code, code);
    QVERIFY2(d.message.contains(mentions), qPrintable(d.message));
    QVERIFY2(d.line >= lastLine - 2 && d.line <= lastLine, qPrintable(d.toText()));
    QVERIFY(d.column > 0);
}

void TestHexsides::aStrokeIsOneUndoStep()
{
    ScenarioDocument *document = m_document.get();
    const Hexsides before = document->scenario().hexsides;
    const Hexsides mapBefore = document->map().hexsides();
    const int steps = document->undoStack()->count();
    const OffsetSystem offsets = document->map().offsets();
    const QString stroke = newStrokeKey(QStringLiteral("test"));
    const QList<OffsetCoord> hexes = {hexOf("0202"), hexOf("0203"), hexOf("0204")};
    for (const OffsetCoord &hex : hexes)
        QVERIFY(paintHexsides(document, {HexsideKey::canonical(offsets, hex, 1)}, 1, stroke));
    // Painting what is there already pushes nothing.
    QVERIFY(!paintHexsides(document, {HexsideKey::canonical(offsets, hexes[0], 1)}, 1, stroke));
    QCOMPARE(document->undoStack()->count(), steps + 1);
    QCOMPARE(document->scenario().hexsides.count(), before.count() + 3);
    QCOMPARE(document->map().hexsideAt(hexes[1], 1), quint8(1));
    document->undoStack()->undo();
    QCOMPARE(document->scenario().hexsides, before);
    QCOMPARE(document->map().hexsides(), mapBefore);
    document->undoStack()->redo();
    QCOMPARE(document->scenario().hexsides.count(), before.count() + 3);
    // A new stroke erasing is a step of its own.
    QVERIFY(paintHexsides(document, {HexsideKey::canonical(offsets, hexes[0], 1)}, NoHexside,
                          newStrokeKey(QStringLiteral("test"))));
    QCOMPARE(document->undoStack()->count(), steps + 2);
    QCOMPARE(document->undoStack()->undoText(), QStringLiteral("Erase hexsides"));
}

void TestHexsides::panelHexsidesTurnWithTheirPanel()
{
    // Board 2's wall on the north side of its 0303 (local 2, 2 and 2, 1), the board turned
    // and placed at column 8: local (2, 2) lands on (14, 3) and (2, 1) on (14, 4).
    ScenarioDocument *document = m_document.get();
    const HexMap &map = document->map();
    const OffsetSystem offsets = map.offsets();
    const HexsideKey wall = HexsideKey::canonical(offsets, OffsetCoord {14, 4}, 0);
    QCOMPARE(map.panelHexsides().count(), 1);
    QCOMPARE(map.hexsides().at(wall), quint8(1));
    QCOMPARE(document->scenario().hexsides.at(wall), NoHexside);
    // The scenario's height wins over the panel's.
    QCOMPARE(map.panelHeights().at(hexOf("0503")), 1);
    QCOMPARE(map.heightAt(hexOf("0503")), 2);

    // Erasing the panel's wall is an entry of the scenario, written `type: none`.
    QVERIFY(paintHexsides(document, {wall}, NoHexside, newStrokeKey(QStringLiteral("erase"))));
    QCOMPARE(map.hexsides().at(wall), NoHexside);
    QCOMPARE(document->scenario().hexsides.at(wall), ErasedHexside);
    QVERIFY(document->serialize().contains("      side: \"n\"\n      type: none\n"));
    // Painting it back takes the entry away again.
    QVERIFY(paintHexsides(document, {wall}, 1, newStrokeKey(QStringLiteral("paint"))));
    QCOMPARE(document->scenario().hexsides.at(wall), NoHexside);
    QCOMPARE(map.hexsides().at(wall), quint8(1));
}

void TestHexsides::heightsStrokeUndoes()
{
    ScenarioDocument *document = m_document.get();
    const HexHeights before = document->scenario().heights;
    const QString stroke = newStrokeKey(QStringLiteral("heights"));
    QVERIFY(paintHeights(document, {hexOf("0707")}, 3, stroke));
    QVERIFY(paintHeights(document, {hexOf("0403")}, 0, stroke));
    QCOMPARE(document->map().heightAt(hexOf("0707")), 3);
    QCOMPARE(document->map().heightAt(hexOf("0403")), 0);
    document->undoStack()->undo();
    QCOMPARE(document->scenario().heights, before);
    QCOMPARE(document->map().heightAt(hexOf("0403")), 1);
}

void TestHexsides::lineAlongAHexside_data()
{
    QTest::addColumn<HexCoord>("from");
    QTest::addColumn<HexCoord>("to");
    QTest::addColumn<int>("alongCount");
    QTest::addColumn<HexCoord>("alongHex"); ///< the side's canonical hex
    QTest::addColumn<int>("alongDirection");
    QTest::addColumn<int>("crossed"); ///< sides crossed in their middle
    // Between (1, -1) and (1, 0): the line from (0, 0) to (2, -1) runs along their side.
    QTest::newRow("along") << HexCoord {0, 0} << HexCoord {2, -1} << 1 << HexCoord {1, 0} << 0 << 0;
    QTest::newRow("along, backwards")
        << HexCoord {2, -1} << HexCoord {0, 0} << 1 << HexCoord {1, 0} << 0 << 0;
    QTest::newRow("two sides along")
        << HexCoord {0, 0} << HexCoord {4, -2} << 2 << HexCoord {1, 0} << 0 << 0;
    // Straight north two hexes: through the middle of two sides, along none.
    QTest::newRow("across") << HexCoord {0, 0} << HexCoord {0, -2} << 0 << HexCoord {} << 0 << 2;
    QTest::newRow("same hex") << HexCoord {3, 3} << HexCoord {3, 3} << 0 << HexCoord {} << 0 << 0;
}

void TestHexsides::lineAlongAHexside()
{
    QFETCH(HexCoord, from);
    QFETCH(HexCoord, to);
    QFETCH(int, alongCount);
    QFETCH(HexCoord, alongHex);
    QFETCH(int, alongDirection);
    QFETCH(int, crossed);
    const QList<LineHexside> sides = hexsidesOnLine(from, to);
    QList<LineHexside> along;
    int middles = 0;
    for (const LineHexside &side : sides) {
        QVERIFY(side.direction >= 0 && side.direction < 3);
        if (side.along)
            along.append(side);
        else if (!side.atCorner)
            ++middles;
    }
    QCOMPARE(along.size(), alongCount);
    QCOMPARE(middles, crossed);
    if (alongCount > 0) {
        const bool found = std::any_of(along.cbegin(), along.cend(), [&](const LineHexside &s) {
            return s.hex == alongHex && s.direction == alongDirection;
        });
        QVERIFY(found);
    }
}

void TestHexsides::boardAnswersHexsideQuestions()
{
    const auto *board = dynamic_cast<const HexBoard *>(&m_document->board());
    QVERIFY(board);
    const HexsideType *ridge = board->hexsideBetween(hexOf("0403"), hexOf("0402"));
    QVERIFY(ridge);
    QCOMPARE(ridge->id, QStringLiteral("ridge"));
    QCOMPARE(board->hexsideBetween(hexOf("0402"), hexOf("0403")), ridge);
    QVERIFY(!board->hexsideBetween(hexOf("0403"), hexOf("0404")));
    QVERIFY(!board->hexsideBetween(hexOf("0403"), hexOf("0603"))); // not adjacent
    QCOMPARE(board->heightAt(hexOf("0404")), 1);

    // A wall along the side a line of sight runs on: the board reports it, along.
    const OffsetSystem offsets = board->offsets();
    const HexCoord a = offsets.fromOffset(hexOf("0303"));
    const OffsetCoord from = offsets.toOffset(a);
    const OffsetCoord to = offsets.toOffset(a + HexCoord {2, -1});
    const HexsideKey key {offsets.toOffset(a + HexCoord {1, 0}), 0};
    QVERIFY(paintHexsides(m_document.get(), {key}, 1, newStrokeKey(QStringLiteral("wall"))));
    QList<HexsideOnLine> along;
    for (const HexsideOnLine &side : board->hexsidesOnLine(from, to)) {
        if (side.along)
            along.append(side);
        else
            QVERIFY(side.atCorner); // the ridge on the south-east side of 0403
    }
    QCOMPARE(along.size(), 1);
    QCOMPARE(along.first().hex, key.hex);
    QCOMPARE(along.first().direction, 0);
    QCOMPARE(along.first().type->id, QStringLiteral("wall"));

    // Across the ridge on the north side of 0403.
    const QList<HexsideOnLine> across = board->hexsidesOnLine(hexOf("0403"), hexOf("0401"));
    QVERIFY(!across.isEmpty());
    QCOMPARE(across.first().type->id, QStringLiteral("ridge"));
    QVERIFY(!across.first().along);
}

void TestHexsides::hexsideBlocksByHeight_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<bool>("blocks");
    // The ridge between 0403 (height 1) and 0402 (0) rises to 2.
    QTest::newRow("both below the top") << "0403"
                                        << "0401" << true;
    QTest::newRow("viewer at height 2") << "0503"
                                        << "0401" << false;
    QTest::newRow("target at height 2") << "0401"
                                        << "0503" << false;
}

void TestHexsides::hexsideBlocksByHeight()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(bool, blocks);
    const auto *board = dynamic_cast<const HexBoard *>(&m_document->board());
    QVERIFY(board);
    const HexsideType *ridge = board->hexsideBetween(hexOf("0403"), hexOf("0402"));
    QVERIFY(ridge);
    QCOMPARE(board->hexsideBlocks(*ridge, hexOf("0403"), hexOf("0402"), hexOf(qPrintable(from)),
                                  hexOf(qPrintable(to))),
             blocks);
    const HexsideType *stream = m_document->ruleset().findHexside(QStringLiteral("stream"));
    QVERIFY(!board->hexsideBlocks(*stream, hexOf("0403"), hexOf("0402"), hexOf(qPrintable(from)),
                                  hexOf(qPrintable(to))));
}

void TestHexsides::cornerPathChainsSides()
{
    // Round hex (0, 0) from one corner to the opposite one: three sides, each adjacent to
    // the next, all sides of (0, 0).
    const QList<HexCorner> corners = hexCorners(HexCoord {0, 0});
    const QList<LineHexside> path = cornerPath(corners[0], corners[3]);
    QCOMPARE(path.size(), 3);
    for (const LineHexside &side : path) {
        const HexCoord other = side.hex.neighbor(side.direction);
        QVERIFY(side.hex == HexCoord(0, 0) || other == HexCoord(0, 0));
    }
    QCOMPARE(adjacentCorners(corners[0]).size(), 3);
    QVERIFY(adjacentCorners(corners[0]).contains(corners[1]));
    QVERIFY(!sideBetween(corners[0], corners[2]));
    // The side nearest to a point just north of the centre is the north side.
    const LineHexside north = nearestSide(0.0, -0.4);
    QCOMPARE(north.hex, HexCoord(0, 0));
    QCOMPARE(north.direction, 0);
    QCOMPARE(nearestCorner(0.6, -0.3), corners[0]);
}

void TestHexsides::perBoardLabels_data()
{
    QTest::addColumn<QString>("hex");
    QTest::addColumn<QString>("label");
    QTest::newRow("board 1") << "0302"
                             << "board 1, hex 0302";
    QTest::newRow("board 1, seam half") << "0903"
                                        << "board 1, hex 0903";
    // Board 2 lies from column 9 on, turned: its own 0101 is at the map's far corner.
    QTest::newRow("board 2, turned") << "1002"
                                     << "board 2, hex 0806";
    QTest::newRow("board 2, its 0101") << "1706"
                                       << "board 2, hex 0101";
}

void TestHexsides::perBoardLabels()
{
    QFETCH(QString, hex);
    QFETCH(QString, label);
    const HexMap &map = m_document->map();
    QVERIFY(map.labelsPerPanel());
    QCOMPARE(map.boardLabel(hexOf(qPrintable(hex))), label);
    // Files keep naming map hexes.
    QCOMPARE(map.label(hexOf(qPrintable(hex))), hex);
}

void TestHexsides::strokesJoinAtCorners_data()
{
    QTest::addColumn<double>("zoom");
    QTest::newRow("small") << 0.5;
    QTest::newRow("100 %") << 1.0;
    QTest::newRow("large") << 3.0;
}

void TestHexsides::strokesJoinAtCorners()
{
    QFETCH(double, zoom);
    const MapRenderer renderer(m_document->map(), m_document->ruleset(), m_document->scenario(),
                               m_document->panels());
    // The ridge runs along the n, ne and se sides of 0403: corners 4 (NW end of n), 5, 0, 1
    // of the hex in the flat-top frame; its joins are the corners between n and ne, ne and
    // se.
    const QPolygonF polygon = renderer.hexPolygon(hexOf("0403"));
    const QPointF centre = renderer.hexCentre(hexOf("0403"));
    const QColor ridge = m_document->ruleset().findHexside(QStringLiteral("ridge"))->colour;
    const QRectF exposed = renderer.boundingRect();
    QImage image((exposed.size() * zoom).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.scale(zoom, zoom);
        renderer.paint(&painter, exposed, zoom);
    }
    const auto colourAt = [&](QPointF scene) {
        return image.pixelColor((scene * zoom).toPoint());
    };
    const auto near = [](QColor a, QColor b) {
        return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green())
            + std::abs(a.blue() - b.blue())
            < 40;
    };
    // Every corner of the hex where the ridge turns, and the middle of each of its sides.
    int joins = 0;
    for (const QPointF &corner : polygon) {
        if (near(colourAt(corner), ridge))
            ++joins;
    }
    QVERIFY2(joins >= 2, qPrintable(QString::number(joins)));
    // The south side has no ridge; the hex's centre neither.
    QVERIFY(!near(colourAt(centre), ridge));
    const QPointF southMiddle = centre + QPointF(0, renderer.acrossFlats() / 2);
    QVERIFY(!near(colourAt(southMiddle), ridge));
    const QPointF northMiddle = centre - QPointF(0, renderer.acrossFlats() / 2);
    QVERIFY(near(colourAt(northMiddle), ridge));
}

QTEST_MAIN(TestHexsides)
#include "tst_hexsides.moc"
