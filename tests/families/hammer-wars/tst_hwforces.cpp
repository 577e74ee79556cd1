// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Hammer Wars forces (issue 15, point 3): a side's faction and its choices (the goal and, for
// Deception and Duty, the secret objective marker, §3 step 4) read and write canonically,
// with located errors; the family answers the shared editor's questions (the factions, the
// choices of a faction, the pool's categories and sizes, §2 and §9); the side edits keep
// only the choices the family offers; a side's pool is counted by category.
// Fixture: tests/data/hammer-wars/forces.scenario.yaml.

#include "edit/sideedits.h"
#include "families/familypool.h"
#include "families/hammer-wars/hwrules.h"
#include "io/yamltree.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenarioreader.h"
#include "scenario/scenariowriter.h"

#include <QFile>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

using namespace hexwright;

namespace {

const QString Forces = QStringLiteral(TEST_DATA_DIR "/hammer-wars/forces.scenario.yaml");

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString describe(const Diagnostics &diagnostics)
{
    QStringList lines;
    for (const Diagnostic &d : diagnostics)
        lines.append(d.toText());
    return lines.join(QLatin1Char('\n'));
}

QStringList ids(const QList<FamilyValue> &values)
{
    QStringList out;
    for (const FamilyValue &v : values)
        out.append(v.id);
    return out;
}

} // namespace

class TestHwForces : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void factionAndChoicesRoundTrip();
    void choicesAreWrittenSortedAndOnlyWhenSet();
    void factionAndChoicesCountForEquality();
    void badFactionsAndChoicesAreLocated_data();
    void badFactionsAndChoicesAreLocated();
    void theFamilyNamesItsFactions();
    void theFamilyOffersAFactionsGoals_data();
    void theFamilyOffersAFactionsGoals();
    void theFamilyGivesThePoolByCategory();
    void aFamilyWithoutForcesOffersNothing();
    void sideEditsKeepOnlyWhatIsOffered_data();
    void sideEditsKeepOnlyWhatIsOffered();
    void thePoolIsCountedByCategory();

private:
    LoadedScenario read(const QByteArray &text, Diagnostics &diagnostics);
    LoadedScenario readFixture();

    std::unique_ptr<RulesetRegistry> m_registry;
};

void TestHwForces::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_registry = RulesetRegistry::withBundledData();
}

LoadedScenario TestHwForces::read(const QByteArray &text, Diagnostics &diagnostics)
{
    auto document = YamlDocument::parse(text, QStringLiteral("input.scenario.yaml"), diagnostics);
    if (!document)
        return {};
    return readScenario(*document, *m_registry, diagnostics);
}

LoadedScenario TestHwForces::readFixture()
{
    Diagnostics diagnostics;
    LoadedScenario loaded = read(readAll(Forces), diagnostics);
    if (!loaded.scenario)
        qWarning("%s", qPrintable(describe(diagnostics)));
    return loaded;
}

void TestHwForces::factionAndChoicesRoundTrip()
{
    const QByteArray original = readAll(Forces);
    QVERIFY(!original.isEmpty());
    Diagnostics diagnostics;
    const LoadedScenario loaded = read(original, diagnostics);
    QVERIFY2(loaded.scenario, qPrintable(describe(diagnostics)));
    QVERIFY2(diagnostics.isEmpty(), qPrintable(describe(diagnostics)));
    const Side *blue = loaded.scenario->findSide(QStringLiteral("blue"));
    const Side *red = loaded.scenario->findSide(QStringLiteral("red"));
    QVERIFY(blue && red);
    QCOMPARE(blue->faction, QStringLiteral("space_marines"));
    QCOMPARE(blue->choices.value(QStringLiteral("goal")), QStringLiteral("duty"));
    QCOMPARE(blue->choices.value(QStringLiteral("goal_objective")), QStringLiteral("centre"));
    QCOMPARE(red->faction, QStringLiteral("orks"));
    QCOMPARE(red->choices.size(), 1);
    QCOMPARE(writeScenario(*loaded.scenario, *loaded.ruleset, loaded.panels), original);
}

void TestHwForces::choicesAreWrittenSortedAndOnlyWhenSet()
{
    QByteArray text = readAll(Forces);
    // Keys out of order in the file come back sorted; a side without any writes neither key.
    const QByteArray sorted = "      goal: duty\n      goal_objective: centre\n";
    QCOMPARE(text.count(sorted), 1);
    text.replace(sorted, "      goal_objective: centre\n      goal: duty\n");
    text.replace("    faction: orks\n    choices:\n      goal: greed\n", "");
    Diagnostics diagnostics;
    const LoadedScenario loaded = read(text, diagnostics);
    QVERIFY2(loaded.scenario, qPrintable(describe(diagnostics)));
    const QByteArray written = writeScenario(*loaded.scenario, *loaded.ruleset, loaded.panels);
    QCOMPARE(written.count(sorted), 1);
    QCOMPARE(written.count("faction:"), 1);
    QCOMPARE(written.count("choices:"), 1);
    QVERIFY(loaded.scenario->findSide(QStringLiteral("red"))->faction.isEmpty());
}

void TestHwForces::factionAndChoicesCountForEquality()
{
    const LoadedScenario loaded = readFixture();
    QVERIFY(loaded.scenario);
    const Side side = loaded.scenario->sides.first();
    Side other = side;
    QVERIFY(other == side);
    other.faction = QStringLiteral("orks");
    QVERIFY(!(other == side));
    other = side;
    other.choices.insert(QStringLiteral("goal"), QStringLiteral("revenge"));
    QVERIFY(!(other == side));
}

void TestHwForces::badFactionsAndChoicesAreLocated_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::newRow("a faction that is no id") << "faction: space_marines"
                                             << "faction: Space Marines"
                                             << "bad-id" << 85 << 14;
    QTest::newRow("a faction that is a list") << "faction: space_marines"
                                              << "faction: [space_marines]"
                                              << "wrong-type" << 85 << 14;
    QTest::newRow("choices that are a list") << "    choices:\n      goal: greed\n"
                                             << "    choices: [greed]\n"
                                             << "wrong-type" << 100 << 14;
    QTest::newRow("a choice whose value is a mapping") << "      goal: greed\n"
                                                       << "      goal: {id: greed}\n"
                                                       << "wrong-type" << 101 << 13;
    QTest::newRow("a choice whose value is a list") << "      goal: greed\n"
                                                    << "      goal: [greed, revenge]\n"
                                                    << "wrong-type" << 101 << 13;
    QTest::newRow("a choice key that is no id") << "      goal: greed\n"
                                                << "      Goal: greed\n"
                                                << "bad-id" << 101 << 7;
}

void TestHwForces::badFactionsAndChoicesAreLocated()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, code);
    QFETCH(int, line);
    QFETCH(int, column);
    QString text = QString::fromUtf8(readAll(Forces));
    // The lines below count from the data: the comment naming the schema is left out.
    text.remove(QRegularExpression(QStringLiteral("^# yaml-language-server:[^\\n]*\\n")));
    QCOMPARE(text.count(from), 1);
    text.replace(from, to);
    Diagnostics diagnostics;
    const LoadedScenario loaded = read(text.toUtf8(), diagnostics);
    QVERIFY(!loaded.scenario);
    bool found = false;
    for (const Diagnostic &d : std::as_const(diagnostics))
        found = found
            || (d.code == code && d.line == line && d.column == column
                && d.severity == Severity::Error && !d.message.isEmpty());
    QVERIFY2(found,
             qPrintable(QStringLiteral("expected %1 at %2:%3, got:\n%4")
                            .arg(code)
                            .arg(line)
                            .arg(column)
                            .arg(describe(diagnostics))));
}

void TestHwForces::theFamilyNamesItsFactions()
{
    Diagnostics diagnostics;
    const Ruleset *ruleset = m_registry->ruleset(QStringLiteral("hammer-wars"), diagnostics);
    QVERIFY(ruleset && ruleset->familyRules);
    const QList<FamilyValue> factions = ruleset->familyRules->factionValues();
    // §9: 26 factions, in the rule sheet's order of goal pairs.
    QCOMPARE(factions.size(), 26);
    QCOMPARE(factions.first().id, QStringLiteral("bretonnia"));
    QCOMPARE(factions.first().name, QStringLiteral("Bretonnia"));
    QVERIFY(ids(factions).contains(QStringLiteral("orcs_and_goblins")));
    QCOMPARE(factions.at(ids(factions).indexOf(QStringLiteral("orcs_and_goblins"))).name,
             QStringLiteral("Orcs & Goblins"));
}

void TestHwForces::theFamilyOffersAFactionsGoals_data()
{
    QTest::addColumn<QString>("faction");
    QTest::addColumn<QString>("goal");
    QTest::addColumn<QStringList>("goals"); // the goal choice's values; empty: no choices
    QTest::addColumn<bool>("objective"); // an objective marker choice follows
    const auto list = [](const char *a, const char *b) {
        return QStringList {QLatin1String(a), QLatin1String(b)};
    };
    QTest::newRow("§9 Space Marines: Duty or Revenge, nothing chosen")
        << "space_marines"
        << "" << list("duty", "revenge") << false;
    QTest::newRow("§8.2 Duty needs a secret objective marker")
        << "space_marines"
        << "duty" << list("duty", "revenge") << true;
    QTest::newRow("§8.2 Revenge needs none") << "space_marines"
                                             << "revenge" << list("duty", "revenge") << false;
    QTest::newRow("§9 Tyranids: Deception needs one")
        << "tyranids"
        << "deception" << list("deception", "oppression") << true;
    QTest::newRow("§9 Orks: Greed or Revenge") << "orks"
                                               << "greed" << list("greed", "revenge") << false;
    QTest::newRow("a goal of another faction asks no objective")
        << "orks"
        << "duty" << list("greed", "revenge") << false;
    QTest::newRow("an unknown faction offers nothing") << "squats"
                                                       << "duty" << QStringList() << false;
    QTest::newRow("no faction offers nothing") << ""
                                               << "" << QStringList() << false;
}

void TestHwForces::theFamilyOffersAFactionsGoals()
{
    QFETCH(QString, faction);
    QFETCH(QString, goal);
    QFETCH(QStringList, goals);
    QFETCH(bool, objective);
    Diagnostics diagnostics;
    const Ruleset *ruleset = m_registry->ruleset(QStringLiteral("hammer-wars"), diagnostics);
    QVERIFY(ruleset && ruleset->familyRules);
    QMap<QString, QString> chosen;
    if (!goal.isEmpty())
        chosen.insert(hwGoalChoice(), goal);
    const QList<FamilyChoice> choices = ruleset->familyRules->sideChoices(faction, chosen);
    if (goals.isEmpty()) {
        QVERIFY(choices.isEmpty());
        return;
    }
    QCOMPARE(choices.size(), objective ? 2 : 1);
    QCOMPARE(choices.first().key, QStringLiteral("goal"));
    QVERIFY(!choices.first().label.isEmpty());
    QVERIFY(!choices.first().namesObjective);
    QCOMPARE(ids(choices.first().values), goals);
    if (objective) {
        QCOMPARE(choices.at(1).key, QStringLiteral("goal_objective"));
        QVERIFY(choices.at(1).namesObjective);
        QVERIFY(choices.at(1).values.isEmpty());
    }
}

void TestHwForces::theFamilyGivesThePoolByCategory()
{
    Diagnostics diagnostics;
    const Ruleset *ruleset = m_registry->ruleset(QStringLiteral("hammer-wars"), diagnostics);
    QVERIFY(ruleset && ruleset->familyRules);
    const FamilyRules &rules = *ruleset->familyRules;
    // §2: 9 Infantry, 5 Specialist, 2 Hero, 1 Heavy.
    QStringList pool;
    for (const FamilyPoolCategory &c : rules.poolCategories())
        pool.append(QStringLiteral("%1 %2").arg(c.id).arg(c.size));
    QCOMPARE(pool,
             (QStringList {QStringLiteral("infantry 9"), QStringLiteral("specialist 5"),
                           QStringLiteral("hero 2"), QStringLiteral("heavy 1")}));
    QCOMPARE(rules.categoryOf(QStringLiteral("assault_infantry")), QStringLiteral("infantry"));
    QCOMPARE(rules.categoryOf(QStringLiteral("support_heavy")), QStringLiteral("heavy"));
    QCOMPARE(rules.categoryOf(QStringLiteral("ranged_hero")), QStringLiteral("hero"));
    QVERIFY(rules.categoryOf(QStringLiteral("no_such_card")).isEmpty());
}

void TestHwForces::aFamilyWithoutForcesOffersNothing()
{
    Diagnostics diagnostics;
    const Ruleset *ruleset = m_registry->ruleset(QStringLiteral("hammers-slammers"), diagnostics);
    QVERIFY(ruleset && ruleset->familyRules);
    const FamilyRules &rules = *ruleset->familyRules;
    QVERIFY(rules.factionValues().isEmpty());
    QVERIFY(rules.sideChoices(QStringLiteral("orks"), {}).isEmpty());
    QVERIFY(rules.poolCategories().isEmpty());
    QVERIFY(rules.categoryOf(QStringLiteral("tank")).isEmpty());
}

void TestHwForces::sideEditsKeepOnlyWhatIsOffered_data()
{
    QTest::addColumn<QString>("side");
    QTest::addColumn<QString>("key"); // empty: change the faction to value
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("faction"); // after
    QTest::addColumn<QString>("choices"); // after, "key=value,..."; "-": no edit at all
    QTest::newRow("a faction with the same goal pair keeps goal and objective")
        << "blue"
        << ""
        << "eldar"
        << "eldar"
        << "goal=duty,goal_objective=centre";
    QTest::newRow("a faction without Duty drops the goal and its objective") << "blue"
                                                                             << ""
                                                                             << "orks"
                                                                             << "orks"
                                                                             << "";
    QTest::newRow("a faction with Duty but not its partner keeps Duty")
        << "blue"
        << ""
        << "empire"
        << "empire"
        << "goal=duty,goal_objective=centre";
    QTest::newRow("no faction drops every choice") << "blue"
                                                   << ""
                                                   << ""
                                                   << ""
                                                   << "";
    QTest::newRow("the same faction is no edit") << "blue"
                                                 << ""
                                                 << "space_marines"
                                                 << "space_marines"
                                                 << "-";
    QTest::newRow("Revenge drops Duty's objective") << "blue"
                                                    << "goal"
                                                    << "revenge"
                                                    << "space_marines"
                                                    << "goal=revenge";
    QTest::newRow("another objective marker") << "blue"
                                              << "goal_objective"
                                              << "north"
                                              << "space_marines"
                                              << "goal=duty,goal_objective=north";
    QTest::newRow("no goal drops its objective") << "blue"
                                                 << "goal"
                                                 << ""
                                                 << "space_marines"
                                                 << "";
    QTest::newRow("a goal the faction has not is refused") << "red"
                                                           << "goal"
                                                           << "duty"
                                                           << "orks"
                                                           << "-";
    QTest::newRow("an objective for Greed is refused") << "red"
                                                       << "goal_objective"
                                                       << "north"
                                                       << "orks"
                                                       << "-";
    QTest::newRow("an unknown key is refused") << "red"
                                               << "colour"
                                               << "green"
                                               << "orks"
                                               << "-";
}

void TestHwForces::sideEditsKeepOnlyWhatIsOffered()
{
    QFETCH(QString, side);
    QFETCH(QString, key);
    QFETCH(QString, value);
    QFETCH(QString, faction);
    QFETCH(QString, choices);
    const LoadedScenario loaded = readFixture();
    QVERIFY(loaded.scenario);
    const Scenario &s = *loaded.scenario;
    const ScenarioParts parts = key.isEmpty() ? setSideFaction(s, *loaded.ruleset, side, value)
                                              : setSideChoice(s, *loaded.ruleset, side, key, value);
    if (choices == QLatin1String("-")) {
        QVERIFY(parts.isEmpty());
        return;
    }
    QVERIFY(parts.sides && !parts.forces && !parts.victory);
    const Side *after = nullptr;
    for (const Side &candidate : *parts.sides) {
        if (candidate.id == side)
            after = &candidate;
    }
    QVERIFY(after);
    QCOMPARE(after->faction, faction);
    QStringList pairs;
    for (auto it = after->choices.cbegin(); it != after->choices.cend(); ++it)
        pairs.append(it.key() + QLatin1Char('=') + it.value());
    QCOMPARE(pairs.join(QLatin1Char(',')), choices);
    // The other side is untouched.
    for (const Side &other : *parts.sides) {
        if (other.id != side)
            QVERIFY(other == *s.findSide(other.id));
    }
}

void TestHwForces::thePoolIsCountedByCategory()
{
    const LoadedScenario loaded = readFixture();
    QVERIFY(loaded.scenario);
    Scenario s = *loaded.scenario;
    auto text = [&](const QString &side) {
        QStringList out;
        for (const PoolCount &count : sidePool(s, *loaded.ruleset, side))
            out.append(QStringLiteral("%1 %2/%3%4")
                           .arg(count.category.id)
                           .arg(count.count)
                           .arg(count.category.size)
                           .arg(count.isExact() ? QString() : QStringLiteral("!")));
        return out.join(QLatin1Char(' '));
    };
    QCOMPARE(text(QStringLiteral("blue")),
             QStringLiteral("infantry 9/9 specialist 5/5 hero 2/2 heavy 1/1"));
    // Wherever a line is placed it is part of the pool; another side's lines are not.
    s.forces[0].count = 7;
    s.forces[1].placement.kind = Placement::Kind::Point;
    s.forces[1].placement.point = TablePoint(100, 100);
    s.forces.removeAt(3);
    QCOMPARE(text(QStringLiteral("blue")),
             QStringLiteral("infantry 7/9! specialist 5/5 hero 2/2 heavy 0/1!"));
    QCOMPARE(text(QStringLiteral("red")),
             QStringLiteral("infantry 9/9 specialist 5/5 hero 2/2 heavy 1/1"));
    QVERIFY(text(QStringLiteral("nobody")).contains(QLatin1String("infantry 0/9!")));
}

QTEST_GUILESS_MAIN(TestHwForces)
#include "tst_hwforces.moc"
