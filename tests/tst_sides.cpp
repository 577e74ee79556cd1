// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Sides, morale, alliances and the scenario's properties: the pure edits of
// edit/sideedits.h, then the Sides dock and the Properties dialog driven through their
// widgets. Every dock edit is one undo step: do, undo -> the file's bytes before, redo -> after.

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "edit/sideedits.h"
#include "editorcontext.h"
#include "mainwindow.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/points.h"
#include "scenariochecks.h"
#include "sides/scenariopropertiesdialog.h"
#include "sides/sidesdock.h"

#include <QAbstractButton>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace hexwright;

namespace {

const QString DemoPath
    = QStringLiteral(":/hexwright/scenarios/samples/01-badger-hunt.scenario.yaml");
const QString EverythingPath = QStringLiteral(TEST_DATA_DIR "/scenarios/everything.scenario.yaml");

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

QStringList sl(std::initializer_list<const char *> texts)
{
    QStringList list;
    for (const char *text : texts)
        list.append(QString::fromUtf8(text));
    return list;
}

template<typename T> T *child(QWidget *parent, const QString &name)
{
    T *widget = parent->findChild<T *>(name);
    if (!widget)
        qWarning("no widget %s", qPrintable(name));
    return widget;
}

} // namespace

class TestSides : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    // The pure edits.
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

    // The dock, driven through its widgets.
    void demoMoraleInTheDock();
    void dockAddsNamesAndRemovesASide();
    void declinedRemovalChangesNothing();
    void sideEditsUndo_data();
    void sideEditsUndo();
    void briefingTypingIsOneStep();
    void coloursOfOtherSidesAreDisabled();
    void moraleEditsUndo_data();
    void moraleEditsUndo();
    void alliancesUndo();
    void propertiesOkIsOneStep();
    void propertiesCancelChangesNothing();
    void propertiesRejectsDuplicateRuleIds();
    void mainWindowHasTheDockAndTheMenu();
    void dockFitsASmallWindow();

private:
    std::unique_ptr<ScenarioDocument> load(const QString &path)
    {
        Diagnostics diagnostics;
        auto document = ScenarioDocument::load(path, *m_registry, diagnostics);
        if (!document)
            qWarning() << diagnostics.size() << "problems loading" << path;
        return document;
    }
    /// Whether @p document's bytes load again without errors and pass the scenario checks.
    bool reloadsCleanly(const ScenarioDocument &document)
    {
        const QString path = m_home.filePath(QStringLiteral("reload.scenario.yaml"));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(document.serialize()) < 0)
            return false;
        file.close();
        Diagnostics diagnostics;
        auto again = ScenarioDocument::load(path, *m_registry, diagnostics);
        if (!again) {
            for (const Diagnostic &d : diagnostics)
                qWarning("%s", qPrintable(d.message));
            return false;
        }
        const Diagnostics checks
            = checkScenario(again->scenario(), again->ruleset(), again->map(), path);
        for (const Diagnostic &d : checks)
            qWarning("%s", qPrintable(d.message));
        return !hasErrors(checks);
    }

    QTemporaryDir m_home;
    std::unique_ptr<RulesetRegistry> m_registry;
};

void TestSides::initTestCase()
{
    QVERIFY(m_home.isValid());
    qputenv("HOME", QFile::encodeName(m_home.path()));
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("HexwrightTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_sides"));
    m_registry = RulesetRegistry::withBundledData();
}

// --- The pure edits ------------------------------------------------------------------------

void TestSides::idFromName_data()
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

void TestSides::idFromName()
{
    QFETCH(QString, name);
    QFETCH(QStringList, taken);
    QFETCH(QString, id);
    QCOMPARE(sideIdFromName(name, taken), id);
}

void TestSides::newSideTakesTheFirstFreeColour_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("possible");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("colour");
    QTest::addColumn<int>("order");
    QTest::newRow("demo: red is free") << DemoPath << true << u8s("side-3") << u8s("red") << 3;
    QTest::newRow("every colour held") << EverythingPath << false << QString() << QString() << 0;
}

void TestSides::newSideTakesTheFirstFreeColour()
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

void TestSides::removingASideTakesWhatNamesIt_data()
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

void TestSides::removingASideTakesWhatNamesIt()
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

void TestSides::removingTheEndConditionClearsTheGameEnd()
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

void TestSides::renamingASideReachesEveryReference_data()
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

void TestSides::renamingASideReachesEveryReference()
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

void TestSides::aNewSideFollowsItsName_data()
{
    QTest::addColumn<bool>("fresh");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("id");
    QTest::newRow("a new side's id follows") << true << u8s("Blue Force") << u8s("blue-force");
    QTest::newRow("a name taken by an id") << true << u8s("Tan") << u8s("tan-2");
    QTest::newRow("a side with forces keeps its id") << false << u8s("Tan Army") << u8s("tan");
}

void TestSides::aNewSideFollowsItsName()
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

void TestSides::coloursBringAndTakeMorale_data()
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

void TestSides::coloursBringAndTakeMorale()
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

void TestSides::freeColours()
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

void TestSides::moraleStepsSortByLosses_data()
{
    QTest::addColumn<QList<int>>("losses");
    QTest::addColumn<QList<int>>("sorted");
    QTest::newRow("already sorted") << QList<int> {7, 15} << QList<int> {7, 15};
    QTest::newRow("a step typed out of order") << QList<int> {15, 7} << QList<int> {7, 15};
    QTest::newRow("scenario 5's three steps") << QList<int> {18, 6, 12} << QList<int> {6, 12, 18};
    QTest::newRow("none") << QList<int> {} << QList<int> {};
}

void TestSides::moraleStepsSortByLosses()
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

void TestSides::oneBlockPerColour()
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

void TestSides::moraleSentence_data()
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

void TestSides::moraleSentence()
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

void TestSides::attackerGetsTwentyPercentMore_data()
{
    QTest::addColumn<QString>("side");
    QTest::addColumn<int>("suggestion"); // 0: none
    // In the fixture Red attacks with 480 against Tan's 400.
    QTest::newRow("attacker from the defender's 400") << u8s("red") << 480;
    QTest::newRow("defender from the attacker's 480") << u8s("tan") << 400;
    QTest::newRow("a side with no role") << u8s("blue") << 0;
    QTest::newRow("no such side") << u8s("grey") << 0;
}

void TestSides::attackerGetsTwentyPercentMore()
{
    QFETCH(QString, side);
    QFETCH(int, suggestion);
    auto document = load(EverythingPath);
    QVERIFY(document);
    QCOMPARE(suggestedBudget(document->scenario(), side).value_or(0), suggestion);
}

void TestSides::partsAreOneUndoStep()
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

// --- The dock ------------------------------------------------------------------------------

void TestSides::demoMoraleInTheDock()
{
    auto document = load(DemoPath);
    QVERIFY(document);
    SidesDock dock;
    dock.setDocument(document.get());
    auto *blocks = child<QListWidget>(&dock, QStringLiteral("moraleBlocksList"));
    QVERIFY(blocks);
    QCOMPARE(dock.currentSide(), QStringLiteral("tan"));
    QCOMPARE(blocks->count(), 1);
    QCOMPARE(blocks->item(0)->text(), QStringLiteral("Tan 8; 7 eliminated → 9; 15 → 10"));
    dock.setCurrentSide(QStringLiteral("green"));
    QCOMPARE(blocks->item(0)->text(), QStringLiteral("Green 7; 6 eliminated → 8; 10 → 9"));
    auto *list = child<QListWidget>(&dock, QStringLiteral("sidesList"));
    QCOMPARE(list->count(), 2);
    QCOMPARE(list->currentRow(), 1);
}

void TestSides::dockAddsNamesAndRemovesASide()
{
    auto document = load(DemoPath);
    QVERIFY(document);
    QUndoStack *stack = document->undoStack();
    SidesDock dock;
    QStringList asked;
    dock.setConfirm([&asked](const QString &, const QString &text) {
        asked.append(text);
        return true;
    });
    dock.setDocument(document.get());
    const QByteArray before = document->serialize();

    child<QAbstractButton>(&dock, QStringLiteral("sidesAddButton"))->click();
    QCOMPARE(document->scenario().sides.size(), 3);
    QCOMPARE(dock.currentSide(), QStringLiteral("side-3"));
    auto *name = child<QLineEdit>(&dock, QStringLiteral("sideNameEdit"));
    QCOMPARE(name->text(), QStringLiteral("Side 3"));
    QCOMPARE(stack->count(), 1);
    const QByteArray added = document->serialize();

    // Typing a name is one step, and the new side's id follows it.
    name->selectAll();
    QTest::keyClicks(name, QStringLiteral("Blue Force"));
    QCOMPARE(stack->count(), 2);
    QCOMPARE(document->scenario().sides.last().name, QStringLiteral("Blue Force"));
    QCOMPARE(dock.currentSide(), QStringLiteral("blue-force"));
    QCOMPARE(child<QLineEdit>(&dock, QStringLiteral("sideIdEdit"))->text(),
             QStringLiteral("blue-force"));
    const QByteArray named = document->serialize();
    stack->undo();
    QCOMPARE(document->serialize(), added);
    QCOMPARE(dock.currentSide(), QStringLiteral("side-3"));
    stack->redo();
    QCOMPARE(document->serialize(), named);

    // A side nothing refers to goes without a question.
    child<QAbstractButton>(&dock, QStringLiteral("sidesRemoveButton"))->click();
    QCOMPARE(asked, QStringList());
    QCOMPARE(document->serialize(), before);

    // Tan has force entries: the question says so.
    dock.setCurrentSide(QStringLiteral("tan"));
    child<QAbstractButton>(&dock, QStringLiteral("sidesRemoveButton"))->click();
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked.first().contains(QStringLiteral("force entries")), qPrintable(asked.first()));
    QCOMPARE(document->scenario().sideIds(), sl({"green"}));
    QCOMPARE(dock.currentSide(), QStringLiteral("green"));
    QVERIFY(reloadsCleanly(*document));
    stack->undo();
    stack->undo();
    QCOMPARE(document->serialize(), named);
    stack->undo();
    stack->undo();
    QCOMPARE(document->serialize(), before);
}

void TestSides::declinedRemovalChangesNothing()
{
    auto document = load(DemoPath);
    QVERIFY(document);
    SidesDock dock;
    dock.setConfirm([](const QString &, const QString &) { return false; });
    dock.setDocument(document.get());
    const QByteArray before = document->serialize();
    dock.removeCurrentSide();
    QCOMPARE(document->serialize(), before);
    QCOMPARE(document->undoStack()->count(), 0);
}

void TestSides::sideEditsUndo_data()
{
    QTest::addColumn<QString>("edit");
    for (const char *edit :
         {"player", "role", "setup order", "move order", "budget on", "budget value",
          "suggested budget", "id", "move down", "move up", "colour on", "colour off"})
        QTest::newRow(edit) << QString::fromLatin1(edit);
}

void TestSides::sideEditsUndo()
{
    QFETCH(QString, edit);
    auto document = load(DemoPath);
    QVERIFY(document);
    QUndoStack *stack = document->undoStack();
    SidesDock dock;
    dock.setConfirm([](const QString &, const QString &) { return true; });
    dock.setDocument(document.get());
    // Green (the defender) has 400 points, so Tan (the attacker) is offered 480.
    {
        QList<Side> sides = document->scenario().sides;
        sides[1].budget = 400;
        sides[0].colours.append(QStringLiteral("red"));
        sides[0].morale.append(MoraleBlock {{QStringLiteral("red")}, 8, {}, {}, false});
        stack->push(new ChangeSides(document.get(), sides, QStringLiteral("setup")));
        stack->clear();
    }
    const QByteArray before = document->serialize();

    if (edit == QLatin1String("player")) {
        child<QSpinBox>(&dock, QStringLiteral("sidePlayerSpin"))->stepUp();
        QCOMPARE(document->scenario().sides.first().player, 2);
    } else if (edit == QLatin1String("role")) {
        child<QComboBox>(&dock, QStringLiteral("sideRoleCombo"))->setCurrentIndex(1);
        QCOMPARE(document->scenario().sides.first().role, Side::Role::Defender);
    } else if (edit == QLatin1String("setup order")) {
        child<QSpinBox>(&dock, QStringLiteral("sideSetupSpin"))->stepUp();
        QCOMPARE(document->scenario().sides.first().setupOrder, 3);
    } else if (edit == QLatin1String("move order")) {
        child<QSpinBox>(&dock, QStringLiteral("sideMoveSpin"))->stepUp();
        QCOMPARE(document->scenario().sides.first().moveOrder, 2);
    } else if (edit == QLatin1String("budget on")) {
        auto *spin = child<QSpinBox>(&dock, QStringLiteral("sideBudgetSpin"));
        QVERIFY(!spin->isEnabled());
        child<QCheckBox>(&dock, QStringLiteral("sideBudgetCheck"))->click();
        QVERIFY(document->scenario().sides.first().budget);
        QVERIFY(spin->isEnabled());
    } else if (edit == QLatin1String("budget value")) {
        dock.setCurrentSide(QStringLiteral("green"));
        auto *spin = child<QSpinBox>(&dock, QStringLiteral("sideBudgetSpin"));
        QCOMPARE(spin->value(), 400);
        spin->stepUp();
        spin->stepUp();
        QCOMPARE(*document->scenario().sides.last().budget, 420);
        QVERIFY2(child<QLabel>(&dock, QStringLiteral("sideGuidanceLabel"))
                     ->text()
                     .contains(QStringLiteral("Under 500")),
                 "the guidance warns about small budgets");
    } else if (edit == QLatin1String("suggested budget")) {
        auto *suggest = child<QPushButton>(&dock, QStringLiteral("sideSuggestButton"));
        QVERIFY(!suggest->isHidden());
        QCOMPARE(suggest->text(), QStringLiteral("Use 480"));
        QVERIFY(child<QLabel>(&dock, QStringLiteral("sideGuidanceLabel"))
                    ->text()
                    .contains(QStringLiteral("about 480 against Green's 400")));
        suggest->click();
        QCOMPARE(document->scenario().sides.first().budget.value_or(0), 480);
        QVERIFY(suggest->isHidden());
    } else if (edit == QLatin1String("id")) {
        auto *id = child<QLineEdit>(&dock, QStringLiteral("sideIdEdit"));
        id->setText(QStringLiteral("tan-army"));
        Q_EMIT id->editingFinished();
        QCOMPARE(document->scenario().sides.first().id, QStringLiteral("tan-army"));
        for (const ForceEntry &f : document->scenario().forces)
            QVERIFY(f.side != QLatin1String("tan"));
        QCOMPARE(dock.currentSide(), QStringLiteral("tan-army"));
    } else if (edit == QLatin1String("move down")) {
        child<QAbstractButton>(&dock, QStringLiteral("sidesDownButton"))->click();
        QCOMPARE(document->scenario().sideIds(), sl({"green", "tan"}));
        QCOMPARE(dock.currentSide(), QStringLiteral("tan"));
    } else if (edit == QLatin1String("move up")) {
        dock.setCurrentSide(QStringLiteral("green"));
        child<QAbstractButton>(&dock, QStringLiteral("sidesUpButton"))->click();
        QCOMPARE(document->scenario().sideIds(), sl({"green", "tan"}));
        QCOMPARE(dock.currentSide(), QStringLiteral("green"));
    } else if (edit == QLatin1String("colour on")) {
        child<QCheckBox>(&dock, QStringLiteral("sideColour_blue"))->click();
        const Side &tan = document->scenario().sides.first();
        QCOMPARE(tan.colours, sl({"tan", "red", "blue"}));
        QCOMPARE(tan.morale.last().colours, sl({"blue"}));
        QCOMPARE(tan.morale.last().value, 8);
    } else if (edit == QLatin1String("colour off")) {
        child<QCheckBox>(&dock, QStringLiteral("sideColour_red"))->click();
        QCOMPARE(document->scenario().sides.first().colours, sl({"tan"}));
        QCOMPARE(document->scenario().sides.first().morale.size(), 1);
    } else {
        QFAIL("unknown edit");
    }
    QCOMPARE(stack->count(), 1);
    const QByteArray after = document->serialize();
    QVERIFY(after != before);
    stack->undo();
    QCOMPARE(document->serialize(), before);
    stack->redo();
    QCOMPARE(document->serialize(), after);
}

void TestSides::briefingTypingIsOneStep()
{
    auto document = load(DemoPath);
    QVERIFY(document);
    QUndoStack *stack = document->undoStack();
    SidesDock dock;
    dock.setDocument(document.get());
    const QByteArray before = document->serialize();
    auto *briefing = child<QPlainTextEdit>(&dock, QStringLiteral("sideBriefingEdit"));
    QVERIFY(briefing->toPlainText().startsWith(QStringLiteral("Set up second")));
    briefing->moveCursor(QTextCursor::End);
    QTest::keyClicks(briefing, QStringLiteral("Hurry."));
    QCOMPARE(stack->count(), 1);
    QVERIFY(document->scenario().sides.first().briefing.endsWith(QStringLiteral("Hurry.")));
    // Another side's briefing is another step.
    dock.setCurrentSide(QStringLiteral("green"));
    briefing->moveCursor(QTextCursor::End);
    QTest::keyClicks(briefing, QStringLiteral("Hold."));
    QCOMPARE(stack->count(), 2);
    stack->undo();
    stack->undo();
    QCOMPARE(document->serialize(), before);
    dock.setCurrentSide(QStringLiteral("tan"));
    QCOMPARE(briefing->toPlainText(), document->scenario().sides.first().briefing);
}

void TestSides::coloursOfOtherSidesAreDisabled()
{
    auto document = load(EverythingPath);
    QVERIFY(document);
    SidesDock dock;
    dock.setDocument(document.get());
    QCOMPARE(dock.currentSide(), QStringLiteral("tan"));
    auto *red = child<QCheckBox>(&dock, QStringLiteral("sideColour_red"));
    auto *green = child<QCheckBox>(&dock, QStringLiteral("sideColour_green"));
    QVERIFY(!red->isEnabled());
    QVERIFY2(red->toolTip().contains(QStringLiteral("belongs to Red")), qPrintable(red->toolTip()));
    QVERIFY(green->isEnabled() && green->isChecked());
    // Three sides and every colour held: no fourth side.
    QVERIFY(!child<QAbstractButton>(&dock, QStringLiteral("sidesAddButton"))->isEnabled());

    // Taking Green from Tan and Green asks first, then takes Green's units with it.
    QStringList asked;
    dock.setConfirm([&asked](const QString &, const QString &text) {
        asked.append(text);
        return false;
    });
    const QByteArray before = document->serialize();
    green->click();
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked.first().contains(QStringLiteral("1 force entry")), qPrintable(asked.first()));
    QCOMPARE(document->serialize(), before);
    QVERIFY(green->isChecked());

    dock.setConfirm([](const QString &, const QString &) { return true; });
    green->click();
    QCOMPARE(document->undoStack()->count(), 1);
    QVERIFY(reloadsCleanly(*document));
    auto *blue = child<QCheckBox>(&dock, QStringLiteral("sideColour_green"));
    QVERIFY(!blue->isChecked() && blue->isEnabled());
    document->undoStack()->undo();
    QCOMPARE(document->serialize(), before);
}

void TestSides::moraleEditsUndo_data()
{
    QTest::addColumn<QString>("edit");
    for (const char *edit :
         {"value", "add step", "remove step", "edit step keeps the order", "desert on",
          "add threshold", "edit threshold", "withdraw on", "withdraw losses", "failed rally",
          "desperation", "given free", "rule off", "one block per colour",
          "colour gets its own block", "colour joins a block", "remove block"})
        QTest::newRow(edit) << QString::fromLatin1(edit);
}

void TestSides::moraleEditsUndo()
{
    QFETCH(QString, edit);
    auto document = load(EverythingPath);
    QVERIFY(document);
    QUndoStack *stack = document->undoStack();
    SidesDock dock;
    dock.setDocument(document.get());
    auto *blocks = child<QListWidget>(&dock, QStringLiteral("moraleBlocksList"));
    auto *steps = child<QTableWidget>(&dock, QStringLiteral("moraleStepsTable"));
    auto *thresholds = child<QTableWidget>(&dock, QStringLiteral("moraleThresholdsTable"));
    QByteArray before = document->serialize();
    auto tanBlock = [&](int i) {
        return document->scenario().sides.first().morale.at(i);
    };

    if (edit == QLatin1String("value")) {
        child<QSpinBox>(&dock, QStringLiteral("moraleValueSpin"))->stepUp();
        child<QSpinBox>(&dock, QStringLiteral("moraleValueSpin"))->stepUp();
        QCOMPARE(tanBlock(0).value, 8); // two clicks, one step
    } else if (edit == QLatin1String("add step")) {
        blocks->setCurrentRow(1);
        child<QPushButton>(&dock, QStringLiteral("moraleAddStepButton"))->click();
        QCOMPARE(tanBlock(1).steps.size(), 2);
        QCOMPARE(tanBlock(1).steps.last().losses, 4);
        QCOMPARE(tanBlock(1).steps.last().morale, 9);
        QCOMPARE(blocks->item(1)->text(),
                 QStringLiteral("Green 7; 3 eliminated → 8; 4 → 9; a failed rally eliminates "
                                "the unit; withdraws after 3 losses"));
    } else if (edit == QLatin1String("remove step")) {
        blocks->setCurrentRow(1);
        steps->setCurrentCell(0, 0);
        child<QPushButton>(&dock, QStringLiteral("moraleRemoveStepButton"))->click();
        QVERIFY(tanBlock(1).steps.isEmpty());
    } else if (edit == QLatin1String("edit step keeps the order")) {
        blocks->setCurrentRow(1);
        child<QPushButton>(&dock, QStringLiteral("moraleAddStepButton"))->click();
        stack->clear();
        before = document->serialize();
        steps->item(0, 0)->setData(Qt::EditRole, 9); // 3 -> 9: now after the 4
        QCOMPARE(tanBlock(1).steps.size(), 2);
        QCOMPARE(tanBlock(1).steps.first().losses, 4);
        QCOMPARE(tanBlock(1).steps.last().losses, 9);
        QCOMPARE(steps->item(0, 0)->data(Qt::EditRole).toInt(), 4);
        stack->undo();
        stack->redo();
    } else if (edit == QLatin1String("desert on")) {
        child<QCheckBox>(&dock, QStringLiteral("moraleDesertCheck"))->click();
        const MoraleRule rule = tanBlock(0).rules.last();
        QCOMPARE(rule.kind, MoraleRule::Kind::DesertOnRally);
        QCOMPARE(rule.thresholds.size(), 3); // scenario 9: 1 -> 9, 2 -> 8, 3 -> 7
        QCOMPARE(rule.thresholds[2].roll, 7);
        QCOMPARE(thresholds->rowCount(), 3);
    } else if (edit == QLatin1String("add threshold") || edit == QLatin1String("edit threshold")) {
        dock.setCurrentSide(QStringLiteral("red"));
        if (edit == QLatin1String("add threshold")) {
            child<QPushButton>(&dock, QStringLiteral("moraleAddThresholdButton"))->click();
            const MoraleRule rule
                = document->scenario().findSide(QStringLiteral("red"))->morale[0].rules[0];
            QCOMPARE(rule.thresholds.size(), 4);
            QCOMPARE(rule.thresholds.last().losses, 4);
            QCOMPARE(rule.thresholds.last().roll, 6);
        } else {
            thresholds->item(0, 1)->setData(Qt::EditRole, 10);
            const MoraleRule rule
                = document->scenario().findSide(QStringLiteral("red"))->morale[0].rules[0];
            QCOMPARE(rule.thresholds.first().roll, 10);
        }
    } else if (edit == QLatin1String("withdraw on")) {
        child<QCheckBox>(&dock, QStringLiteral("moraleWithdrawCheck"))->click();
        QCOMPARE(tanBlock(0).rules.size(), 1);
        QCOMPARE(tanBlock(0).rules.first().kind, MoraleRule::Kind::WithdrawAfterLosses);
        QCOMPARE(tanBlock(0).rules.first().losses, 3); // scenario 12
    } else if (edit == QLatin1String("withdraw losses")) {
        blocks->setCurrentRow(1);
        auto *spin = child<QSpinBox>(&dock, QStringLiteral("moraleWithdrawSpin"));
        QCOMPARE(spin->value(), 3);
        spin->stepUp();
        spin->stepUp();
        QCOMPARE(tanBlock(1).rules.last().losses, 5);
    } else if (edit == QLatin1String("failed rally")) {
        child<QCheckBox>(&dock, QStringLiteral("moraleFailedRallyCheck"))->click();
        QCOMPARE(tanBlock(0).rules.first().kind, MoraleRule::Kind::FailedRallyEliminates);
    } else if (edit == QLatin1String("desperation")) {
        child<QCheckBox>(&dock, QStringLiteral("moraleDesperationCheck"))->click();
        QCOMPARE(tanBlock(0).rules.first().kind, MoraleRule::Kind::DesperationOnly);
        QCOMPARE(blocks->item(0)->text(),
                 QStringLiteral("Tan 6; every rally is a desperation rally"));
    } else if (edit == QLatin1String("given free")) {
        const int before
            = sidePoints(document->scenario(), QStringLiteral("tan"), document->ruleset());
        child<QCheckBox>(&dock, QStringLiteral("moraleFreeCheck"))->click();
        QVERIFY(tanBlock(0).free);
        QCOMPARE(blocks->item(0)->text(), QStringLiteral("Tan 6 (free)"));
        // Tan's morale 6 costs 3 points a unit; its 3 tanks and 2 guns no longer pay it.
        QCOMPARE(sidePoints(document->scenario(), QStringLiteral("tan"), document->ruleset()),
                 before - 5 * 3);
    } else if (edit == QLatin1String("rule off")) {
        blocks->setCurrentRow(1);
        child<QCheckBox>(&dock, QStringLiteral("moraleFailedRallyCheck"))->click();
        QCOMPARE(tanBlock(1).rules.size(), 1);
        QCOMPARE(tanBlock(1).rules.first().kind, MoraleRule::Kind::WithdrawAfterLosses);
    } else if (edit == QLatin1String("one block per colour")
               || edit == QLatin1String("colour gets its own block")) {
        // First Tan and Green share one block, as several scenarios have it.
        QList<Side> sides = document->scenario().sides;
        sides[0].morale = {
            MoraleBlock {{QStringLiteral("tan"), QStringLiteral("green")}, 7, {{6, 8}}, {}, false}};
        stack->push(new ChangeSides(document.get(), sides, QStringLiteral("setup")));
        stack->clear();
        const QByteArray shared = document->serialize();
        if (edit == QLatin1String("one block per colour"))
            child<QPushButton>(&dock, QStringLiteral("moralePerColourButton"))->click();
        else
            child<QCheckBox>(&dock, QStringLiteral("moraleColour_green"))->click();
        QCOMPARE(document->scenario().sides.first().morale.size(), 2);
        QCOMPARE(tanBlock(1).colours, sl({"green"}));
        QCOMPARE(tanBlock(1).steps.size(), 1);
        QCOMPARE(stack->count(), 1);
        stack->undo();
        QCOMPARE(document->serialize(), shared);
        stack->redo();
        stack->undo();
        stack->undo(); // the setup step is gone; undo does nothing more
        QCOMPARE(document->serialize(), shared);
        return;
    } else if (edit == QLatin1String("colour joins a block")) {
        auto *green = child<QCheckBox>(&dock, QStringLiteral("moraleColour_green"));
        QVERIFY(green->isEnabled());
        QVERIFY(!child<QCheckBox>(&dock, QStringLiteral("moraleColour_tan"))->isEnabled());
        green->click();
        QCOMPARE(document->scenario().sides.first().morale.size(), 1);
        QCOMPARE(tanBlock(0).colours, sl({"tan", "green"}));
        QCOMPARE(tanBlock(0).value, 6);
    } else if (edit == QLatin1String("remove block")) {
        blocks->setCurrentRow(1);
        child<QPushButton>(&dock, QStringLiteral("moraleRemoveBlockButton"))->click();
        QCOMPARE(document->scenario().sides.first().morale.size(), 1);
        QCOMPARE(tanBlock(0).colours, sl({"tan", "green"}));
    } else {
        QFAIL("unknown edit");
    }
    QCOMPARE(stack->count(), 1);
    const QByteArray after = document->serialize();
    QVERIFY(after != before);
    QVERIFY(reloadsCleanly(*document));
    stack->undo();
    QCOMPARE(document->serialize(), before);
    stack->redo();
    QCOMPARE(document->serialize(), after);
}

void TestSides::alliancesUndo()
{
    auto document = load(DemoPath);
    QVERIFY(document);
    QUndoStack *stack = document->undoStack();
    SidesDock dock;
    dock.setDocument(document.get());
    QList<QByteArray> states {document->serialize()};

    auto *add = child<QPushButton>(&dock, QStringLiteral("alliancesAddButton"));
    add->click();
    QCOMPARE(document->scenario().alliances, QList<QStringList> {sl({"tan", "green"})});
    states.append(document->serialize());
    // Two colours are the least an alliance has.
    QVERIFY(!child<QCheckBox>(&dock, QStringLiteral("allianceColour_tan"))->isEnabled());
    child<QCheckBox>(&dock, QStringLiteral("allianceColour_red"))->click();
    QCOMPARE(document->scenario().alliances.first(), sl({"tan", "green", "red"}));
    states.append(document->serialize());
    QVERIFY(!add->isEnabled()); // only Blue is left
    child<QCheckBox>(&dock, QStringLiteral("allianceColour_tan"))->click();
    QCOMPARE(document->scenario().alliances.first(), sl({"green", "red"}));
    states.append(document->serialize());
    QVERIFY(add->isEnabled());
    add->click();
    QCOMPARE(document->scenario().alliances.size(), 2);
    QCOMPARE(document->scenario().alliances.last(), sl({"tan", "blue"}));
    QVERIFY(!child<QCheckBox>(&dock, QStringLiteral("allianceColour_red"))->isEnabled());
    states.append(document->serialize());
    child<QPushButton>(&dock, QStringLiteral("alliancesRemoveButton"))->click();
    QCOMPARE(document->scenario().alliances.size(), 1);
    states.append(document->serialize());
    QVERIFY(reloadsCleanly(*document));

    QCOMPARE(stack->count(), int(states.size()) - 1);
    for (int i = int(states.size()) - 2; i >= 0; --i) {
        stack->undo();
        QCOMPARE(document->serialize(), states.at(i));
    }
    for (int i = 1; i < states.size(); ++i) {
        stack->redo();
        QCOMPARE(document->serialize(), states.at(i));
    }
}

void TestSides::propertiesOkIsOneStep()
{
    auto document = load(EverythingPath);
    QVERIFY(document);
    QUndoStack *stack = document->undoStack();
    const QByteArray before = document->serialize();
    {
        // OK without a change pushes nothing.
        ScenarioPropertiesDialog dialog(document.get());
        dialog.accept();
        QCOMPARE(stack->count(), 0);
        QCOMPARE(document->serialize(), before);
    }
    ScenarioPropertiesDialog dialog(document.get());
    child<QLineEdit>(&dialog, QStringLiteral("propertiesTitle"))
        ->setText(QStringLiteral("Renamed"));
    auto *players = child<QSpinBox>(&dialog, QStringLiteral("propertiesPlayers"));
    QCOMPARE(players->minimum(), 3); // Blue is player 3
    players->setValue(4);
    child<QPlainTextEdit>(&dialog, QStringLiteral("propertiesBriefing"))
        ->setPlainText(QStringLiteral("A new briefing.\n"));
    auto *rules = child<QTableWidget>(&dialog, QStringLiteral("propertiesRules"));
    rules->setCurrentCell(1, 0);
    child<QPushButton>(&dialog, QStringLiteral("propertiesUpRule"))->click();
    child<QPushButton>(&dialog, QStringLiteral("propertiesAddRule"))->click();
    QCOMPARE(rules->rowCount(), 3);
    QCOMPARE(rules->currentRow(), 1);
    rules->item(1, 1)->setText(QStringLiteral("Nobody may enter the lake."));
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));

    QCOMPARE(stack->count(), 1);
    const Scenario &s = document->scenario();
    QCOMPARE(s.metadata.title, QStringLiteral("Renamed"));
    QCOMPARE(s.metadata.players, 4);
    QCOMPARE(s.briefing, QStringLiteral("A new briefing.\n"));
    QStringList ids;
    for (const SpecialRule &rule : s.specialRules)
        ids.append(rule.id);
    QCOMPARE(ids, sl({"no-fire-turn-1", "nobody-may-enter-the", "amphibious"}));
    const QByteArray after = document->serialize();
    QVERIFY(reloadsCleanly(*document));
    stack->undo();
    QCOMPARE(document->serialize(), before);
    stack->redo();
    QCOMPARE(document->serialize(), after);
}

void TestSides::propertiesCancelChangesNothing()
{
    auto document = load(DemoPath);
    QVERIFY(document);
    const QByteArray before = document->serialize();
    ScenarioPropertiesDialog dialog(document.get());
    child<QLineEdit>(&dialog, QStringLiteral("propertiesTitle"))->setText(QStringLiteral("X"));
    child<QPushButton>(&dialog, QStringLiteral("propertiesAddRule"))->click();
    dialog.reject();
    QCOMPARE(document->undoStack()->count(), 0);
    QCOMPARE(document->serialize(), before);
}

void TestSides::propertiesRejectsDuplicateRuleIds()
{
    auto document = load(EverythingPath);
    QVERIFY(document);
    ScenarioPropertiesDialog dialog(document.get());
    auto *rules = child<QTableWidget>(&dialog, QStringLiteral("propertiesRules"));
    rules->item(1, 0)->setText(QStringLiteral("amphibious"));
    QVERIFY(dialog.problem().contains(QStringLiteral("used twice")));
    dialog.accept();
    QCOMPARE(document->undoStack()->count(), 0);
    rules->item(1, 0)->setText(QStringLiteral("Not An Id"));
    QVERIFY(dialog.problem().contains(QStringLiteral("not a valid id")));
    rules->item(1, 0)->setText(QStringLiteral("fixed"));
    QCOMPARE(dialog.problem(), QString());
}

void TestSides::mainWindowHasTheDockAndTheMenu()
{
    MainWindow window;
    QVERIFY(window.openDemo());
    auto *dock = window.findChild<SidesDock *>(QStringLiteral("sidesDock"));
    QVERIFY(dock);
    QCOMPARE(dock->currentSide(), QStringLiteral("tan"));
    auto *roster = window.findChild<QDockWidget *>(QStringLiteral("rosterDock"));
    if (roster)
        QVERIFY(window.tabifiedDockWidgets(dock).contains(roster));
    QMenu *menu = window.context()->menu(QStringLiteral("scenarioMenu"));
    QVERIFY(menu);
    auto *properties = menu->findChild<QAction *>(QStringLiteral("scenarioPropertiesAction"));
    if (!properties) {
        for (QAction *action : menu->actions()) {
            if (action->objectName() == QLatin1String("scenarioPropertiesAction"))
                properties = action;
        }
    }
    QVERIFY(properties);
    QVERIFY(properties->isEnabled());
    QVERIFY(!properties->statusTip().isEmpty());
    QVERIFY(!properties->shortcut().isEmpty());
}

void TestSides::dockFitsASmallWindow()
{
    // The dock shares the right-hand column with others: it must not push the window wide.
    auto document = load(EverythingPath);
    QVERIFY(document);
    SidesDock dock;
    dock.setDocument(document.get());
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    const QSize hint = dock.minimumSizeHint();
    QVERIFY2(hint.width() <= 320 && hint.height() <= 320,
             qPrintable(QStringLiteral("%1x%2").arg(hint.width()).arg(hint.height())));
}

QTEST_MAIN(TestSides)
#include "tst_sides.moc"
