// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// A Maschinen Krieger scenario card [12.1, 17, 18, 19.1, 19.3; notation guide]: the unit code's
// pilots, an aircraft's equipment, the artillery code, mine points and minefields, night and
// the O.G.P. thresholds, kept in the scenario's family parts and read through the typed
// accessors of families/mak/makscenario.h; the entry code as a reinforcement edge with an
// anchor hex and a direction; bad values reported with their line and column; every edit of
// the Scenario Card dialog one undo step.

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "edit/familyedits.h"
#include "edit/scheduleedits.h"
#include "families/mak/makscenario.h"
#include "families/mak/makscenariocard.h"
#include "io/yamltree.h"
#include "map/hexmap.h"
#include "roster/rosterdock.h"
#include "roster/rostermodel.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenarioreader.h"
#include "scenario/scenariowriter.h"
#include "scenario/victorytext.h"
#include "sides/sidesdock.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QUndoStack>
#include <QtTest>

#include <functional>
#include <memory>

using namespace hexwright;

namespace {

const QString CardPath = QStringLiteral(TEST_DATA_DIR "/mak/card.scenario.yaml");

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

const ForceEntry *findEntry(const Scenario &s, const QString &id)
{
    for (const ForceEntry &f : s.forces) {
        if (f.id == id)
            return &f;
    }
    return nullptr;
}

} // namespace

class TestMakScenario : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void theCardReads();
    void theCardWritesBackCanonically();
    void badValuesAreReportedWhereTheyAre_data();
    void badValuesAreReportedWhereTheyAre();
    void eachEditIsOneUndoStep_data();
    void eachEditIsOneUndoStep();
    void theDialogEditsThroughTheUndoStack();
    void theLowestGradeMayBeOpenBelow();
    void onlyTheLowestGradeMayLeaveOutItsMin();
    void theDocksShowNoPointsForGivenForces_data();
    void theDocksShowNoPointsForGivenForces();

private:
    LoadedScenario load(const QByteArray &text, Diagnostics &diagnostics);

    std::unique_ptr<RulesetRegistry> m_registry;
    LoadedScenario m_card;
};

void TestMakScenario::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_registry = RulesetRegistry::withBundledData();
    m_registry->addSearchPath(QStringLiteral(TEST_DATA_DIR "/mak"));
    Diagnostics diagnostics;
    m_card = loadScenario(CardPath, QStringLiteral("card.scenario.yaml"), *m_registry, diagnostics);
    QVERIFY2(diagnostics.isEmpty(), qPrintable(diagnostics.value(0).toText()));
    QVERIFY(m_card.scenario);
}

LoadedScenario TestMakScenario::load(const QByteArray &text, Diagnostics &diagnostics)
{
    auto document = YamlDocument::parse(text, QStringLiteral("card.scenario.yaml"), diagnostics);
    if (!document)
        return {};
    return readScenario(*document, *m_registry, diagnostics);
}

void TestMakScenario::theCardReads()
{
    const Scenario &s = *m_card.scenario;
    const Ruleset &ruleset = *m_card.ruleset;
    QVERIFY(readMakScenarioFacts(s, ruleset, QStringLiteral("card.scenario.yaml")).isEmpty());

    // Unit code "(Ld 1①) (Ld 2⑤) ⑪": commander pilot 1, second commander 5, pilot 11 aboard.
    const MakEntryPilots afs = makEntryPilots(*findEntry(s, QStringLiteral("merc-afs")));
    QCOMPARE(afs.leader, std::optional<int>(1));
    QCOMPARE(afs.secondLeader, std::optional<int>(5));
    QCOMPARE(afs.controller, std::optional<int>());
    QCOMPARE(afs.others, QList<int>({11}));
    QCOMPARE(afs.all(), QList<int>({1, 5, 11}));
    QVERIFY(makEntryPilots(*findEntry(s, QStringLiteral("strahl-pka"))).isEmpty());

    // An aircraft with its equipment, once per item.
    const ForceEntry &falke = *findEntry(s, QStringLiteral("merc-falke"));
    QVERIFY(makIsAircraft(ruleset, falke.unitType));
    QVERIFY(!makIsAircraft(ruleset, QStringLiteral("afs")));
    QCOMPARE(makEquipment(falke),
             QStringList({QStringLiteral("equipment_missile"), QStringLiteral("equipment_missile"),
                          QStringLiteral("equipment_bomb")}));
    QVERIFY(makEquipmentIds(ruleset).contains(QStringLiteral("equipment_laser_missile")));

    // Artillery code "Type II ... ⑥W−80×5 (2)", here off our test board 1.
    const QList<MakArtillery> artillery = makArtillery(s);
    QCOMPARE(artillery.size(), 1);
    QCOMPARE(artillery.at(0).side, QStringLiteral("mercenary"));
    QCOMPARE(artillery.at(0).type, QStringLiteral("II"));
    QCOMPARE(artillery.at(0).board, QStringLiteral("1"));
    QCOMPARE(artillery.at(0).direction, QStringLiteral("west"));
    QCOMPARE(artillery.at(0).distance, 80);
    QCOMPARE(artillery.at(0).total, 5);
    QCOMPARE(artillery.at(0).perTurn, 2);
    QVERIFY(artillery.at(0).position.line > 0);
    QCOMPARE(makArtilleryTypes(ruleset),
             QStringList({QStringLiteral("I"), QStringLiteral("II"), QStringLiteral("III")}));

    // [19.1] mines: the allotment and a laid minefield.
    QCOMPARE(makMinePoints(s).value(QStringLiteral("strahl")), 40);
    QCOMPARE(makMinePoints(s).value(QStringLiteral("mercenary")), 0);
    const QList<MakMinefield> mines = makMinefields(s);
    QCOMPARE(mines.size(), 1);
    QCOMPARE(mines.at(0).hex, (OffsetCoord {4, 2}));
    QCOMPARE(mines.at(0).power, 8);
    // [19.3] night.
    QVERIFY(makNight(s));

    // Shared parts: markers, the entry code, graded victory points.
    QCOMPARE(makDefensivePositions(s).size(), 1);
    QCOMPARE(makDefensivePositionModifier(makDefensivePositions(s).at(0)), -2);
    QCOMPARE(makDepots(s).at(0).colour, QStringLiteral("strahl"));
    QCOMPARE(makObjectives(s).size(), 1);
    // Entry code "(Deploy from 1①E▽0803)": turn 2, board 1, east edge, hex 0803 and south.
    const Reinforcement &late = s.reinforcements.at(0);
    QCOMPARE(late.turn, 2);
    QCOMPARE(late.entry.edge.panels, QStringList({QStringLiteral("1")}));
    QCOMPARE(late.entry.edge.side, QStringLiteral("east"));
    QCOMPARE(late.entry.edge.anchor, std::optional<OffsetCoord>(OffsetCoord {7, 2}));
    QCOMPARE(late.entry.edge.direction, QStringLiteral("south"));
    QCOMPARE(schedule::edgeSummary(late.entry.edge),
             QStringLiteral("the east edge of panel 1, hex 0803 and south of it"));
    // The entry hexes: the anchor and the edge's hexes south of it, not those north.
    const HexMap map = HexMap::compose(s, *m_card.panels);
    EdgeSpec whole = late.entry.edge;
    whole.anchor.reset();
    whole.direction.clear();
    const QList<OffsetCoord> edge = schedule::edgeHexes(s, *m_card.panels, map, whole);
    const QList<OffsetCoord> entry = schedule::edgeHexes(s, *m_card.panels, map, late.entry.edge);
    QList<OffsetCoord> south;
    for (OffsetCoord h : edge) {
        if (h.row >= 2)
            south.append(h);
    }
    QCOMPARE(entry, south);
    QVERIFY(south.size() < edge.size());
    QVERIFY(entry.contains(OffsetCoord {7, 2}));
    EdgeSpec alone = late.entry.edge;
    alone.direction.clear();
    QCOMPARE(schedule::edgeHexes(s, *m_card.panels, map, alone), QList<OffsetCoord>({{7, 2}}));
    // O.G.P. = ① + ③ − ② may be below zero: the lowest grade starts there.
    QCOMPARE(makOgpConditionId(s), QStringLiteral("ogp"));
    const QList<MakOgpThreshold> ogp = makOgpThresholds(s);
    QCOMPARE(ogp.size(), 4);
    QCOMPARE(ogp.at(0).min, -1000);
    QCOMPARE(ogp.at(0).result, QStringLiteral("decisive_defeat"));
    QCOMPARE(ogp.at(3).min, 30);
}

void TestMakScenario::theCardWritesBackCanonically()
{
    const Scenario &s = *m_card.scenario;
    const QByteArray written = writeScenario(s, *m_card.ruleset, m_card.panels);
    QCOMPARE(QString::fromUtf8(written).split(QLatin1Char('\n')),
             QString::fromUtf8(readAll(CardPath)).split(QLatin1Char('\n')));

    // The values the dialog makes store what the file holds: made again from the accessors,
    // the family maps are the same.
    Scenario again = s;
    again.family
        = withFamilyValue(again.family, mak::ArtilleryKey, makArtilleryValue(makArtillery(s)));
    again.family
        = withFamilyValue(again.family, mak::MinesKey, makMinePointsValue(makMinePoints(s)));
    again.family
        = withFamilyValue(again.family, mak::MinefieldsKey, makMinefieldsValue(makMinefields(s)));
    again.family = withFamilyValue(again.family, mak::NightKey, makNightValue(makNight(s)));
    QCOMPARE(again.family, s.family);
    ForceEntry afs = *findEntry(s, QStringLiteral("merc-afs"));
    const QVariantMap values = makEntryPilotsValues(makEntryPilots(afs));
    for (auto it = values.cbegin(); it != values.cend(); ++it)
        afs.family = withFamilyValue(afs.family, it.key(), it.value());
    QCOMPARE(afs.family, findEntry(s, QStringLiteral("merc-afs"))->family);
    QCOMPARE(writeScenario(again, *m_card.ruleset, m_card.panels), written);
}

void TestMakScenario::badValuesAreReportedWhereTheyAre_data()
{
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QString>("expected");
    QTest::newRow("[18.0] a pilot is a number")
        << QByteArray("      leader: 1\n") << QByteArray("      leader: Hasse\n")
        << QStringLiteral("card.scenario.yaml:59:15: error[wrong-type]: expected a whole number "
                          "for 'leader' in 'family' in force entry 'merc-afs', found 'Hasse'");
    QTest::newRow("[18.0] a pilot of the unit's own colour")
        << QByteArray("      pilots: [11]\n") << QByteArray("      pilots: [11, 17]\n")
        << QStringLiteral("card.scenario.yaml:60:20: error[unknown-id]: 'pilots' in 'family' in "
                          "force entry 'merc-afs' names pilot 17, but the mercenary pilots have no "
                          "number 17");
    QTest::newRow("[10.1] equipment the ruleset has")
        << QByteArray("equipment_bomb]") << QByteArray("equipment_bom]")
        << QStringLiteral("card.scenario.yaml:70:57: error[unknown-id]: unknown equipment "
                          "'equipment_bom' in 'equipment' in 'family' in force entry 'merc-falke' "
                          "(did you mean 'equipment_bomb'?)");
    QTest::newRow("a key of the unit code")
        << QByteArray("      second_leader: 5\n") << QByteArray("      second_leder: 5\n")
        << QStringLiteral("card.scenario.yaml:61:21: error[unknown-key]: unknown key "
                          "'second_leder' in 'family' in force entry 'merc-afs' (did you mean "
                          "'second_leader'?)");
    QTest::newRow("[10.6] only a Hornisse carries a suit")
        << QByteArray("      second_leader: 5\n")
        << QByteArray("      second_leader: 5\n      suit: pka\n")
        << QStringLiteral("card.scenario.yaml:62:13: error[out-of-range]: 'suit' in 'family' in "
                          "force entry 'merc-afs': only a Hornisse carries a suit [10.6]");
    QTest::newRow("[17] artillery type of the capability chart")
        << QByteArray("      type: II\n") << QByteArray("      type: IV\n")
        << QStringLiteral("card.scenario.yaml:137:13: error[unknown-value]: unknown artillery "
                          "type 'IV' in artillery 1 in 'family_parts' in the scenario (expected "
                          "I, II, III)");
    QTest::newRow("[17] artillery off a board of the layout")
        << QByteArray("    - board: 1\n") << QByteArray("    - board: 6\n")
        << QStringLiteral("card.scenario.yaml:131:14: error[unknown-id]: board '6' in artillery "
                          "1 in 'family_parts' in the scenario is not in the layout");
    QTest::newRow("[17] artillery total is a number")
        << QByteArray("      total: 5\n") << QByteArray("      total: five\n")
        << QStringLiteral("card.scenario.yaml:136:14: error[wrong-type]: expected a whole number "
                          "for 'total' in artillery 1 in 'family_parts' in the scenario, found "
                          "'five'");
    QTest::newRow("[19.1] mine points of a side")
        << QByteArray("    strahl: 40\n") << QByteArray("    strahl_: 40\n")
        << QStringLiteral("card.scenario.yaml:143:14: error[unknown-id]: unknown side 'strahl_' "
                          "in 'mines' in 'family_parts' in the scenario (did you mean 'strahl'?)");
    QTest::newRow("[19.1] a minefield's hex")
        << QByteArray("    - hex: \"0503\"\n") << QByteArray("    - hex: \"05x3\"\n")
        << QStringLiteral("card.scenario.yaml:139:12: error[bad-hex]: '05x3' in minefield 1 in "
                          "'family_parts' in the scenario is not a hex label such as \"0405\"");
    QTest::newRow("[19.3] night is true or false")
        << QByteArray("  night: true\n") << QByteArray("  night: dusk\n")
        << QStringLiteral("card.scenario.yaml:144:10: error[wrong-type]: expected true or false "
                          "for 'night' in 'family_parts' in the scenario, found 'dusk'");
}

void TestMakScenario::badValuesAreReportedWhereTheyAre()
{
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(QString, expected);
    QByteArray text = readAll(CardPath);
    QVERIFY2(text.count(from) == 1, from.constData());
    text.replace(from, to);
    Diagnostics diagnostics;
    const LoadedScenario loaded = load(text, diagnostics);
    QVERIFY2(diagnostics.isEmpty(), qPrintable(diagnostics.value(0).toText()));
    QVERIFY(loaded.scenario);
    const Diagnostics facts = readMakScenarioFacts(*loaded.scenario, *loaded.ruleset,
                                                   QStringLiteral("card.scenario.yaml"));
    QStringList actual;
    for (const Diagnostic &d : facts)
        actual.append(d.toText());
    QCOMPARE(actual, QStringList({expected}));
}

void TestMakScenario::eachEditIsOneUndoStep_data()
{
    QTest::addColumn<QString>("edit");
    for (const char *edit : {"leader", "other pilots", "equipment", "artillery", "mine points",
                             "minefields", "night", "ogp thresholds", "entry anchor"})
        QTest::newRow(edit) << QString::fromLatin1(edit);
}

void TestMakScenario::eachEditIsOneUndoStep()
{
    QFETCH(QString, edit);
    Diagnostics diagnostics;
    auto document = ScenarioDocument::load(CardPath, *m_registry, diagnostics);
    QVERIFY(document);
    const QByteArray before
        = writeScenario(document->scenario(), document->ruleset(), &document->panels());
    auto card = std::make_unique<MakScenarioCard>(document.get());
    const Scenario &s = document->scenario();
    const QString afs = QStringLiteral("merc-afs");
    if (edit == QLatin1String("leader")) {
        card->setEntryPilot(afs, mak::LeaderKey, 2);
        QCOMPARE(makEntryPilots(*findEntry(s, afs)).leader, std::optional<int>(2));
    } else if (edit == QLatin1String("other pilots")) {
        card->setEntryOtherPilots(afs, {11, 12});
        QCOMPARE(makEntryPilots(*findEntry(s, afs)).others, QList<int>({11, 12}));
    } else if (edit == QLatin1String("equipment")) {
        card->setEntryEquipment(QStringLiteral("merc-falke"), {QStringLiteral("equipment_laser")});
        QCOMPARE(makEquipment(*findEntry(s, QStringLiteral("merc-falke"))),
                 QStringList({QStringLiteral("equipment_laser")}));
    } else if (edit == QLatin1String("artillery")) {
        QList<MakArtillery> artillery = makArtillery(s);
        artillery.first().perTurn = 3;
        card->setArtillery(artillery);
        QCOMPARE(makArtillery(s).first().perTurn, 3);
    } else if (edit == QLatin1String("mine points")) {
        card->setMinePoints(QStringLiteral("mercenary"), 20);
        QCOMPARE(makMinePoints(s).value(QStringLiteral("mercenary")), 20);
    } else if (edit == QLatin1String("minefields")) {
        card->setMinefields({});
        QVERIFY(makMinefields(s).isEmpty());
        QVERIFY(!s.family.contains(mak::MinefieldsKey));
    } else if (edit == QLatin1String("night")) {
        card->setNight(false);
        QVERIFY(!makNight(s));
        QVERIFY(!s.family.contains(mak::NightKey));
    } else if (edit == QLatin1String("ogp thresholds")) {
        QList<MakOgpThreshold> ogp = makOgpThresholds(s);
        ogp[2].min = 15;
        card->setOgpThresholds(ogp);
        QCOMPARE(makOgpThresholds(s).at(2).min, 15);
    } else if (edit == QLatin1String("entry anchor")) {
        card->setEntryAnchor(QStringLiteral("strahl-turn-2"), OffsetCoord {7, 3},
                             QStringLiteral("north"));
        QCOMPARE(s.reinforcements.at(0).entry.edge.anchor,
                 std::optional<OffsetCoord>(OffsetCoord {7, 3}));
        QCOMPARE(s.reinforcements.at(0).entry.edge.direction, QStringLiteral("north"));
    }
    QUndoStack *stack = document->undoStack();
    QCOMPARE(stack->count(), 1);
    QVERIFY(document->isModified());
    const QByteArray after
        = writeScenario(document->scenario(), document->ruleset(), &document->panels());
    QVERIFY(after != before);
    stack->undo();
    QCOMPARE(writeScenario(document->scenario(), document->ruleset(), &document->panels()), before);
    stack->redo();
    QCOMPARE(writeScenario(document->scenario(), document->ruleset(), &document->panels()), after);
}

void TestMakScenario::theDialogEditsThroughTheUndoStack()
{
    Diagnostics diagnostics;
    auto document = ScenarioDocument::load(CardPath, *m_registry, diagnostics);
    QVERIFY(document);
    MakScenarioCard card(document.get());
    // The fields show the card.
    auto *night = card.findChild<QCheckBox *>(QStringLiteral("makNight"));
    QVERIFY(night);
    QVERIFY(night->isChecked());
    QVERIFY(!night->accessibleName().isEmpty());
    auto *mines = card.findChild<QSpinBox *>(QStringLiteral("makMines-strahl"));
    QVERIFY(mines);
    QCOMPARE(mines->value(), 40);
    card.selectEntry(QStringLiteral("merc-afs"));
    auto *leader = card.findChild<QComboBox *>(QStringLiteral("makPilot-leader"));
    QVERIFY(leader);
    QCOMPARE(leader->currentData().toInt(), 1);

    // A click, a spin, a choice: one undo step each, and the fields follow undo.
    night->click();
    QVERIFY(!makNight(document->scenario()));
    mines->setValue(45);
    QCOMPARE(makMinePoints(document->scenario()).value(QStringLiteral("strahl")), 45);
    leader->setCurrentIndex(leader->findData(4));
    QCOMPARE(makEntryPilots(*findEntry(document->scenario(), QStringLiteral("merc-afs"))).leader,
             std::optional<int>(4));
    QCOMPARE(document->undoStack()->count(), 3);
    document->undoStack()->undo();
    QCOMPARE(leader->currentData().toInt(), 1);
    document->undoStack()->undo();
    QCOMPARE(mines->value(), 40);
    document->undoStack()->undo();
    QVERIFY(night->isChecked());
    QVERIFY(!document->isModified());
}

namespace {
const QByteArray LowestFrom("      - min: -1000\n        result: decisive_defeat\n");
const QByteArray LowestOpen("      - result: decisive_defeat\n");
} // namespace

void TestMakScenario::theLowestGradeMayBeOpenBelow()
{
    // O.G.P. may be below zero (③ may be negative): the lowest grade holds for any score below
    // the next one. The file leaves its min out; it reads, prints and writes back so.
    QByteArray text = readAll(CardPath);
    QCOMPARE(text.count(LowestFrom), 1);
    text.replace(LowestFrom, LowestOpen);
    Diagnostics diagnostics;
    const LoadedScenario loaded = load(text, diagnostics);
    QVERIFY2(diagnostics.isEmpty(), qPrintable(diagnostics.value(0).toText()));
    QVERIFY(loaded.scenario);
    const Scenario &s = *loaded.scenario;
    const QList<MakOgpThreshold> ogp = makOgpThresholds(s);
    QCOMPARE(ogp.size(), 4);
    QVERIFY(ogp.at(0).openBelow());
    QCOMPARE(ogp.at(0).result, QStringLiteral("decisive_defeat"));
    QVERIFY(!ogp.at(1).openBelow());
    QCOMPARE(ogp.at(1).min, 0);
    // Every score reaches the open grade, however low.
    QVERIFY(-100000 >= ogp.at(0).min);
    const QString sentence
        = victoryConditionText(s.victory.at(0), s, loaded.ruleset, loaded.panels);
    QVERIFY2(sentence.contains(QStringLiteral("(below 0: decisive defeat; 0-9: draw; 10-29: "
                                              "marginal victory; 30 or more: decisive victory)")),
             qPrintable(sentence));
    QCOMPARE(QString::fromUtf8(writeScenario(s, *loaded.ruleset, loaded.panels))
                 .split(QLatin1Char('\n')),
             QString::fromUtf8(text).split(QLatin1Char('\n')));
    // A closed lowest grade still prints as a range.
    const Scenario &card = *m_card.scenario;
    QVERIFY(victoryConditionText(card.victory.at(0), card, m_card.ruleset)
                .contains(QStringLiteral("-1000--1: decisive defeat")));

    // The card shows the open grade as "any lower" and keeps it open through an edit.
    ScenarioDocument document(std::make_unique<Scenario>(s), *loaded.ruleset, *loaded.panels);
    MakScenarioCard dialog(&document);
    auto *table = dialog.findChild<QTableWidget *>(QStringLiteral("makOgp"));
    QVERIFY(table);
    auto *lowest = qobject_cast<QSpinBox *>(table->cellWidget(0, 0));
    QVERIFY(lowest);
    QCOMPARE(lowest->text(), QStringLiteral("any lower"));
    auto *result = qobject_cast<QComboBox *>(table->cellWidget(0, 1));
    QVERIFY(result);
    result->setCurrentIndex(result->findData(QStringLiteral("marginal_defeat")));
    const QList<MakOgpThreshold> edited = makOgpThresholds(document.scenario());
    QVERIFY(edited.at(0).openBelow());
    QCOMPARE(edited.at(0).result, QStringLiteral("marginal_defeat"));
    // Turned down from 0 to its lowest, a closed grade opens.
    table = dialog.findChild<QTableWidget *>(QStringLiteral("makOgp"));
    lowest = qobject_cast<QSpinBox *>(table->cellWidget(0, 0));
    lowest->setValue(-5);
    QCOMPARE(makOgpThresholds(document.scenario()).at(0).min, -5);
    lowest = qobject_cast<QSpinBox *>(table->cellWidget(0, 0));
    lowest->setValue(lowest->minimum());
    QVERIFY(makOgpThresholds(document.scenario()).at(0).openBelow());
}

void TestMakScenario::onlyTheLowestGradeMayLeaveOutItsMin()
{
    QByteArray text = readAll(CardPath);
    const QByteArray middle("      - min: 10\n        result: marginal_victory\n");
    QCOMPARE(text.count(middle), 1);
    text.replace(middle, QByteArray("      - result: marginal_victory\n"));
    Diagnostics diagnostics;
    load(text, diagnostics);
    QStringList problems;
    for (const Diagnostic &d : diagnostics)
        problems.append(d.toText());
    QCOMPARE(problems,
             QStringList({QStringLiteral("card.scenario.yaml:113:9: error[missing-key]: missing "
                                         "required key 'min' in level 3")}));
}

void TestMakScenario::theDocksShowNoPointsForGivenForces_data()
{
    QTest::addColumn<QString>("sample");
    QTest::addColumn<bool>("priced");
    QTest::addColumn<QString>("total");
    // A MaK scenario gives each side its forces (FamilyRules::buysForcesWithPoints()); a
    // Hammer's Slammers side buys its own from the cost chart.
    QTest::newRow("31 Ridge Line: given")
        << QStringLiteral("31-ridge-line") << false << QStringLiteral("6 units");
    QTest::newRow("01 Badger Hunt: bought")
        << QStringLiteral("01-badger-hunt") << true << QStringLiteral("points");
}

void TestMakScenario::theDocksShowNoPointsForGivenForces()
{
    QFETCH(QString, sample);
    QFETCH(bool, priced);
    QFETCH(QString, total);
    Diagnostics diagnostics;
    auto document = ScenarioDocument::load(
        QStringLiteral(SOURCE_DIR "/resources/scenarios/samples/%1.scenario.yaml").arg(sample),
        *m_registry, diagnostics);
    QVERIFY(document);
    RosterDock roster;
    roster.setDocument(document.get());
    auto *view = roster.findChild<QTableView *>(QStringLiteral("rosterView"));
    QVERIFY(view);
    QCOMPARE(view->isColumnHidden(RosterModel::UnitCostColumn), !priced);
    QCOMPARE(view->isColumnHidden(RosterModel::LineCostColumn), !priced);
    auto *label = roster.findChild<QLabel *>(QStringLiteral("rosterTotalLabel"));
    QVERIFY(label);
    QVERIFY2(label->text().endsWith(total), qPrintable(label->text()));
    auto *units = roster.findChild<QComboBox *>(QStringLiteral("rosterUnitCombo"));
    QVERIFY(units && units->count() > 0);
    QCOMPARE(units->itemText(0).contains(QStringLiteral("points")), priced);
    SidesDock sides;
    sides.setDocument(document.get());
    auto *budget = sides.findChild<QCheckBox *>(QStringLiteral("sideBudgetCheck"));
    QVERIFY(budget);
    QCOMPARE(budget->isHidden(), !priced);
}

QTEST_MAIN(TestMakScenario)
#include "tst_makscenario.moc"
