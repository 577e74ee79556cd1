// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The pure edits of edit/sideedits.h, without a window: ids from names, new sides and their
// colours, removing and renaming a side wherever it is named, morale steps and sentences,
// budget suggestions, and edits pushed as one undo step. What they make loads back and passes
// the scenario checks. The Sides dock and the Properties dialog are in tst_sidesdock.

#include "document/scenariodocument.h"
#include "edit/sideedits.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "sidestestsupport.h"
#include "testsupport.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace hexwright;
using namespace hexwright::sidestest;

namespace {

Scenario applied(Scenario s, const ScenarioParts &parts)
{
    if (parts.sides)
        s.sides = *parts.sides;
    if (parts.forces)
        s.forces = *parts.forces;
    if (parts.reinforcements)
        s.reinforcements = *parts.reinforcements;
    if (parts.hidden)
        s.hidden = *parts.hidden;
    if (parts.victory)
        s.victory = *parts.victory;
    if (parts.gameLength)
        s.gameLength = *parts.gameLength;
    return s;
}

/// Every place a side id can be named, as "part:id" strings.
QStringList referencesTo(const Scenario &s, const QString &side)
{
    QStringList refs;
    for (const ForceEntry &f : s.forces) {
        if (f.side == side)
            refs.append(QStringLiteral("force:%1").arg(f.id));
    }
    for (const Reinforcement &r : s.reinforcements) {
        if (r.side == side)
            refs.append(QStringLiteral("reinforcement:%1").arg(r.id));
    }
    for (const HiddenUnits &h : s.hidden) {
        if (h.side == side)
            refs.append(QStringLiteral("hidden:%1").arg(h.id));
    }
    for (const VictoryCondition &c : s.victory) {
        for (auto it = c.parameters.cbegin(); it != c.parameters.cend(); ++it) {
            if ((it.value().typeId() == QMetaType::QString && it.value().toString() == side)
                || (it.value().typeId() == QMetaType::QVariantMap
                    && it.value().toMap().contains(side)))
                refs.append(QStringLiteral("victory:%1.%2").arg(c.id, it.key()));
        }
    }
    return refs;
}

QString u8s(const char *text)
{
    return QString::fromUtf8(text);
}

} // namespace

class TestSideEdits : public QObject, private sidestest::SidesFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void idFromName_data();
    void idFromName();
    void newSideTakesTheFirstFreeColour_data();
    void newSideTakesTheFirstFreeColour();
    void removingASideTakesWhatNamesIt_data();
    void removingASideTakesWhatNamesIt();
    void removingTheEndConditionClearsTheGameEnd();
    void renamingASideReachesEveryReference_data();
    void renamingASideReachesEveryReference();
    void aNewSideFollowsItsName_data();
    void aNewSideFollowsItsName();
    void coloursBringAndTakeMorale_data();
    void coloursBringAndTakeMorale();
    void freeColours();
    void moraleStepsSortByLosses_data();
    void moraleStepsSortByLosses();
    void oneBlockPerColour();
    void moraleSentence_data();
    void moraleSentence();
    void attackerGetsTwentyPercentMore_data();
    void attackerGetsTwentyPercentMore();
    void partsAreOneUndoStep();
};

void TestSideEdits::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsupport::useOwnHome(m_home.path(), "tst_sideedits");
    m_registry = RulesetRegistry::withBundledData();
}

void TestSideEdits::idFromName_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("taken");
    QTest::addColumn<QString>("id");
    QTest::newRow("one word") << u8s("Tan") << QStringList() << u8s("tan");
    QTest::newRow("scenario 11's pair")
        << u8s("Tan and Green") << QStringList() << u8s("tan-and-green");
    QTest::newRow("punctuation and spaces")
        << u8s("  Red!! Force ") << QStringList() << u8s("red-force");
    QTest::newRow("digits first") << u8s("1st Battalion") << QStringList() << u8s("1st-battalion");
    QTest::newRow("taken") << u8s("Tan") << sl({"tan"}) << u8s("tan-2");
    QTest::newRow("taken twice") << u8s("Tan") << sl({"tan", "tan-2"}) << u8s("tan-3");
    QTest::newRow("no letters") << u8s("???") << QStringList() << u8s("side");
    QTest::newRow("long names are cut")
        << QString(80, QLatin1Char('x')) << QStringList() << QString(56, QLatin1Char('x'));
}

void TestSideEdits::idFromName()
{
    QFETCH(QString, name);
    QFETCH(QStringList, taken);
    QFETCH(QString, id);
    QCOMPARE(sideIdFromName(name, taken), id);
}

void TestSideEdits::newSideTakesTheFirstFreeColour_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("possible");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("colour");
    QTest::addColumn<int>("order");
    QTest::newRow("demo: red is free") << DemoPath << true << u8s("side-3") << u8s("red") << 3;
    QTest::newRow("every colour held") << EverythingPath << false << QString() << QString() << 0;
}

void TestSideEdits::newSideTakesTheFirstFreeColour()
{
    QFETCH(QString, path);
    QFETCH(bool, possible);
    QFETCH(QString, id);
    QFETCH(QString, colour);
    QFETCH(int, order);
    auto document = load(path);
    QVERIFY(document);
    const std::optional<Side> side = newSide(document->scenario(), document->ruleset().colourIds());
    QCOMPARE(side.has_value(), possible);
    if (!possible)
        return;
    QCOMPARE(side->id, id);
    QCOMPARE(side->name, QStringLiteral("Side 3"));
    QCOMPARE(side->colours, QStringList {colour});
    QCOMPARE(side->player, order);
    QCOMPARE(side->setupOrder, order);
    QCOMPARE(side->moveOrder, order);
    QCOMPARE(side->role, Side::Role::None);
    QVERIFY(!side->budget);
    QCOMPARE(side->morale.size(), 1);
    QCOMPARE(side->morale.first().colours, QStringList {colour});
    QCOMPARE(side->morale.first().value, 7);
}

void TestSideEdits::removingASideTakesWhatNamesIt_data()
{
    QTest::addColumn<QString>("side");
    QTest::addColumn<int>("forces");
    QTest::addColumn<int>("reinforcements");
    QTest::addColumn<int>("hidden");
    QTest::addColumn<int>("victory");
    // Tan: its 3 entries, the paradrop, the partisans, "wipe-out" and "snipers" (Tan the
    // target) and "last-stand"; "spice" only loses Tan's home zone.
    QTest::newRow("tan") << u8s("tan") << 3 << 1 << 1 << 3;
    // Red: Blue's die roll no longer re-rolls on Red's edge; "spice" keeps Tan's home.
    QTest::newRow("red") << u8s("red") << 2 << 3 << 0 << 4;
    QTest::newRow("blue") << u8s("blue") << 2 << 1 << 0 << 2;
}

void TestSideEdits::removingASideTakesWhatNamesIt()
{
    QFETCH(QString, side);
    QFETCH(int, forces);
    QFETCH(int, reinforcements);
    QFETCH(int, hidden);
    QFETCH(int, victory);
    auto document = load(EverythingPath);
    QVERIFY(document);
    const Scenario &before = document->scenario();
    QVERIFY(!referencesTo(before, side).isEmpty());

    const SideRemoval removal = removeSide(before, side);
    QCOMPARE(removal.forces, forces);
    QCOMPARE(removal.reinforcements, reinforcements);
    QCOMPARE(removal.hidden, hidden);
    QCOMPARE(removal.victory, victory);
    const Scenario after = applied(before, removal.parts);
    QCOMPARE(after.sides.size(), before.sides.size() - 1);
    QVERIFY(!after.sideIds().contains(side));
    QCOMPARE(referencesTo(after, side), QStringList());
    QCOMPARE(after.forces.size(), before.forces.size() - forces);
    QCOMPARE(after.reinforcements.size(), before.reinforcements.size() - reinforcements);
    QCOMPARE(after.victory.size(), before.victory.size() - victory);

    // Pushed as one step, the file still loads and passes the checks.
    const QByteArray bytes = document->serialize();
    pushScenarioParts(document.get(), removal.parts, QStringLiteral("Remove Side"));
    QCOMPARE(document->undoStack()->count(), 1);
    QVERIFY(reloadsCleanly(*document));
    document->undoStack()->undo();
    QCOMPARE(document->serialize(), bytes);
}

void TestSideEdits::removingTheEndConditionClearsTheGameEnd()
{
    auto document = load(EverythingPath);
    QVERIFY(document);
    Scenario s = document->scenario();
    s.gameLength.until = QStringLiteral("snipers"); // Blue's search and destroy
    const SideRemoval removal = removeSide(s, QStringLiteral("blue"));
    QVERIFY(removal.parts.gameLength);
    QVERIFY(removal.parts.gameLength->until.isEmpty());
    QCOMPARE(removal.parts.gameLength->turns, s.gameLength.turns);

    // Removing Tan leaves "first" as the game's end.
    QVERIFY(!removeSide(document->scenario(), QStringLiteral("tan")).parts.gameLength);
    QVERIFY(removeSide(document->scenario(), QStringLiteral("nobody")).parts.isEmpty());
}

void TestSideEdits::renamingASideReachesEveryReference_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<bool>("renamed");
    QTest::newRow("tan becomes west-army") << u8s("tan") << u8s("west-army") << true;
    QTest::newRow("red becomes mercs") << u8s("red") << u8s("mercs") << true;
    QTest::newRow("taken by another side") << u8s("tan") << u8s("red") << false;
    QTest::newRow("not an id") << u8s("tan") << u8s("West Army") << false;
    QTest::newRow("the same id") << u8s("tan") << u8s("tan") << false;
    QTest::newRow("no such side") << u8s("grey") << u8s("silver") << false;
}

void TestSideEdits::renamingASideReachesEveryReference()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(bool, renamed);
    auto document = load(EverythingPath);
    QVERIFY(document);
    const Scenario &before = document->scenario();
    const ScenarioParts parts = renameSide(before, from, to);
    QCOMPARE(!parts.isEmpty(), renamed);
    if (!renamed)
        return;
    const Scenario after = applied(before, parts);
    QStringList expected = referencesTo(before, from);
    QVERIFY(!expected.isEmpty());
    QCOMPARE(referencesTo(after, to), expected);
    QCOMPARE(referencesTo(after, from), QStringList());
    QCOMPARE(after.sides.at(before.sideIds().indexOf(from)).id, to);

    pushScenarioParts(document.get(), parts, QStringLiteral("Change Side Id"));
    QCOMPARE(document->undoStack()->count(), 1);
    QVERIFY(reloadsCleanly(*document));
}

void TestSideEdits::aNewSideFollowsItsName_data()
{
    QTest::addColumn<bool>("fresh");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("id");
    QTest::newRow("a new side's id follows") << true << u8s("Blue Force") << u8s("blue-force");
    QTest::newRow("a name taken by an id") << true << u8s("Tan") << u8s("tan-2");
    QTest::newRow("a side with forces keeps its id") << false << u8s("Tan Army") << u8s("tan");
}

void TestSideEdits::aNewSideFollowsItsName()
{
    QFETCH(bool, fresh);
    QFETCH(QString, name);
    QFETCH(QString, id);
    auto document = load(DemoPath);
    QVERIFY(document);
    Scenario s = document->scenario();
    QString side = QStringLiteral("tan");
    if (fresh) {
        const std::optional<Side> added = newSide(s, document->ruleset().colourIds());
        QVERIFY(added);
        s.sides.append(*added);
        side = added->id;
    }
    const Scenario after = applied(s, setSideName(s, side, name));
    QCOMPARE(after.sides.last().id == id || after.sides.first().id == id, true);
    const Side *renamed = after.findSide(id);
    QVERIFY(renamed);
    QCOMPARE(renamed->name, name);
    QCOMPARE(after.sides.size(), s.sides.size());
}

void TestSideEdits::coloursBringAndTakeMorale_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("side");
    QTest::addColumn<QStringList>("colours");
    QTest::addColumn<QStringList>("blocks"); // "colours=value" per block
    QTest::addColumn<int>("forces");
    QTest::addColumn<int>("hidden");
    QTest::newRow("demo tan gains red at tan's morale")
        << DemoPath << u8s("tan") << sl({"tan", "red"}) << sl({"tan=8", "red=8"}) << 0 << 0;
    QTest::newRow("tan and green lose green with its paratroops and partisans")
        << EverythingPath << u8s("tan") << sl({"tan"}) << sl({"tan=6"}) << 1 << 1;
    QTest::newRow("tan and green lose tan")
        << EverythingPath << u8s("tan") << sl({"green"}) << sl({"green=7"}) << 2 << 0;
}

void TestSideEdits::coloursBringAndTakeMorale()
{
    QFETCH(QString, path);
    QFETCH(QString, side);
    QFETCH(QStringList, colours);
    QFETCH(QStringList, blocks);
    QFETCH(int, forces);
    QFETCH(int, hidden);
    auto document = load(path);
    QVERIFY(document);
    const SideRemoval edit = setSideColours(document->scenario(), side, colours);
    QCOMPARE(edit.forces, forces);
    QCOMPARE(edit.hidden, hidden);
    const Scenario after = applied(document->scenario(), edit.parts);
    QStringList shown;
    for (const MoraleBlock &b : after.findSide(side)->morale)
        shown.append(QStringLiteral("%1=%2").arg(b.colours.join(QLatin1Char('+'))).arg(b.value));
    QCOMPARE(shown, blocks);
    QCOMPARE(after.findSide(side)->colours, colours);
}

void TestSideEdits::freeColours()
{
    auto document = load(DemoPath);
    QVERIFY(document);
    const QStringList all = document->ruleset().colourIds();
    QCOMPARE(colourHolder(document->scenario(), QStringLiteral("green")), QStringLiteral("green"));
    QCOMPARE(colourHolder(document->scenario(), QStringLiteral("red")), QString());
    QCOMPARE(hexwright::freeColours(document->scenario(), QStringLiteral("tan"), all),
             sl({"tan", "red", "blue"}));
    QCOMPARE(hexwright::freeColours(document->scenario(), QString(), all), sl({"red", "blue"}));
}

void TestSideEdits::moraleStepsSortByLosses_data()
{
    QTest::addColumn<QList<int>>("losses");
    QTest::addColumn<QList<int>>("sorted");
    QTest::newRow("already sorted") << QList<int> {7, 15} << QList<int> {7, 15};
    QTest::newRow("a step typed out of order") << QList<int> {15, 7} << QList<int> {7, 15};
    QTest::newRow("scenario 5's three steps") << QList<int> {18, 6, 12} << QList<int> {6, 12, 18};
    QTest::newRow("none") << QList<int> {} << QList<int> {};
}

void TestSideEdits::moraleStepsSortByLosses()
{
    QFETCH(QList<int>, losses);
    QFETCH(QList<int>, sorted);
    QList<MoraleStep> steps;
    QList<RallyThreshold> thresholds;
    for (int l : losses) {
        steps.append(MoraleStep {l, 2 + l % 10});
        thresholds.append(RallyThreshold {l, 2 + l % 10});
    }
    QList<int> got;
    for (const MoraleStep &s : sortedSteps(steps)) {
        got.append(s.losses);
        QCOMPARE(s.morale, 2 + s.losses % 10); // the morale goes with its losses
    }
    QCOMPARE(got, sorted);
    got.clear();
    for (const RallyThreshold &t : sortedThresholds(thresholds))
        got.append(t.losses);
    QCOMPARE(got, sorted);
}

void TestSideEdits::oneBlockPerColour()
{
    Side side;
    side.colours = {QStringLiteral("tan"), QStringLiteral("green"), QStringLiteral("red")};
    MoraleBlock both;
    both.colours = {QStringLiteral("tan"), QStringLiteral("green")};
    both.value = 8;
    both.steps = {{7, 9}};
    side.morale = {both};
    const QList<MoraleBlock> blocks = blockPerColour(side);
    QCOMPARE(blocks.size(), 3);
    QCOMPARE(blocks[0].colours, sl({"tan"}));
    QCOMPARE(blocks[1].colours, sl({"green"}));
    QCOMPARE(blocks[1].value, 8);
    QCOMPARE(blocks[1].steps.size(), 1);
    QCOMPARE(blocks[2].colours, sl({"red"}));
    QCOMPARE(blocks[2].value, 7); // a colour without morale starts at 7
}

void TestSideEdits::moraleSentence_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("side");
    QTest::addColumn<int>("block");
    QTest::addColumn<QString>("sentence");
    QTest::newRow("scenario 1's Tan")
        << DemoPath << u8s("tan") << 0 << QStringLiteral("Tan 8; 7 eliminated → 9; 15 → 10");
    QTest::newRow("scenario 1's Green")
        << DemoPath << u8s("green") << 0 << QStringLiteral("Green 7; 6 eliminated → 8; 10 → 9");
    QTest::newRow("plain") << EverythingPath << u8s("tan") << 0 << QStringLiteral("Tan 6");
    QTest::newRow("scenario 12's rules")
        << EverythingPath << u8s("tan") << 1
        << QStringLiteral("Green 7; 3 eliminated → 8; a failed rally eliminates the unit; "
                          "withdraws after 3 losses");
    QTest::newRow("scenario 9's desertion and 14's desperation")
        << EverythingPath << u8s("red") << 0
        << QStringLiteral(
               "Red 8 (free); all desert on a rally roll of 9+ after 1 loss, 8+ after 2, 7+ "
               "after 3; every rally is a desperation rally");
}

void TestSideEdits::moraleSentence()
{
    QFETCH(QString, path);
    QFETCH(QString, side);
    QFETCH(int, block);
    QFETCH(QString, sentence);
    auto document = load(path);
    QVERIFY(document);
    const Side *s = document->scenario().findSide(side);
    QVERIFY(s);
    QCOMPARE(hexwright::moraleSentence(s->morale.at(block), document->ruleset()), sentence);

    MoraleBlock two;
    two.colours = {QStringLiteral("tan"), QStringLiteral("green")};
    QCOMPARE(hexwright::moraleSentence(two, document->ruleset()),
             QStringLiteral("Tan and Green 7"));
}

void TestSideEdits::attackerGetsTwentyPercentMore_data()
{
    QTest::addColumn<QString>("side");
    QTest::addColumn<int>("suggestion"); // 0: none
    // In the fixture Red attacks with 480 against Tan's 400.
    QTest::newRow("attacker from the defender's 400") << u8s("red") << 480;
    QTest::newRow("defender from the attacker's 480") << u8s("tan") << 400;
    QTest::newRow("a side with no role") << u8s("blue") << 0;
    QTest::newRow("no such side") << u8s("grey") << 0;
}

void TestSideEdits::attackerGetsTwentyPercentMore()
{
    QFETCH(QString, side);
    QFETCH(int, suggestion);
    auto document = load(EverythingPath);
    QVERIFY(document);
    QCOMPARE(suggestedBudget(document->scenario(), side).value_or(0), suggestion);
}

void TestSideEdits::partsAreOneUndoStep()
{
    auto document = load(DemoPath);
    QVERIFY(document);
    QUndoStack *stack = document->undoStack();
    const QByteArray before = document->serialize();
    pushScenarioParts(document.get(), ScenarioParts(), QStringLiteral("Nothing"));
    QCOMPARE(stack->count(), 0);

    // One part with a merge key: edits in a row merge.
    for (const QString &name : {QStringLiteral("T"), QStringLiteral("Ta"), QStringLiteral("Tan!")})
        pushScenarioParts(document.get(),
                          setSideName(document->scenario(), QStringLiteral("tan"), name),
                          QStringLiteral("Rename Side"), QStringLiteral("name"));
    QCOMPARE(stack->count(), 1);
    QCOMPARE(document->scenario().sides.first().name, QStringLiteral("Tan!"));

    // Several parts: one macro, whatever the key.
    const SideRemoval removal = removeSide(document->scenario(), QStringLiteral("green"));
    pushScenarioParts(document.get(), removal.parts, QStringLiteral("Remove Side"),
                      QStringLiteral("name"));
    QCOMPARE(stack->count(), 2);
    QCOMPARE(stack->text(1), QStringLiteral("Remove Side"));
    stack->undo();
    stack->undo();
    QCOMPARE(document->serialize(), before);
}

QTEST_GUILESS_MAIN(TestSideEdits)
#include "tst_sideedits.moc"
