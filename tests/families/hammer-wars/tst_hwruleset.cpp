// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The bundled Hammer Wars ruleset against the rule sheet (Core Rules v1.5; the extract is
// shared/rules/seed-003-hammerwars.md): every value of the 11 unit cards, the unit pool,
// income and what it buys when, actions, terrain classes, blast and the natural 6, the
// objective markers, the morale counter and its events, the five goals, the 26 factions and
// their goal pairs, the special rules, and a rule option for each gap of the text. The
// reader's errors are pinned in tst_hwrulesetreader.

#include "families/hammer-wars/hwrules.h"
#include "ruleset/rulesetreader.h"
#include "ruleset/rulesetregistry.h"
#include "rulesettesthelpers.h"

#include <QtTest>

#include <memory>

using namespace hexwright;
using namespace hexwright::rulesettest;

namespace {

const QString HwRulesetId = QStringLiteral("hammer-wars");

/// An attack line the way the card prints it: "1* 4+ 5+ 5+" (dice, then Light, Medium and
/// Heavy).
QString printed(const HwAttackLine &line)
{
    QString text = QString::number(line.dice) + (line.blast ? QStringLiteral("*") : QString());
    for (const char *armour : {"light", "medium", "heavy"})
        text += QStringLiteral(" %1+").arg(line.hitsOn.value(QLatin1String(armour)));
    return text;
}

} // namespace

class TestHwRuleset : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void bundledRulesetLoadsWithoutDiagnostics();
    void theGameAndItsTable();

    // The unit cards page.
    void unitCards_data();
    void unitCards();
    void theElevenCardsInPrintedOrder();

    // Before we begin: the unit pool.
    void unitPool_data();
    void unitPool();
    void provisionalValuesAreMarked();

    // Deployment phase: income, costs, placement.
    void income();
    void firstDeploymentPhaseAffording_data();
    void firstDeploymentPhaseAffording();
    void placement();

    // Combat phase, shooting, melee, terrain.
    void actions_data();
    void actions();
    void naturalSixAndBlast();
    void terrainClasses_data();
    void terrainClasses();
    void inCover();

    // Goals, objective markers, morale.
    void objectiveMarkers();
    void moraleEvents_data();
    void moraleEvents();
    void moraleAtZeroAndTheLongestGame();
    void goals_data();
    void goals();
    void factions_data();
    void factions();
    void goalPairs_data();
    void goalPairs();

    // Special rules and the gaps of the text.
    void specialRules_data();
    void specialRules();
    void ruleOptions_data();
    void ruleOptions();

private:
    std::unique_ptr<RulesetRegistry> m_registry;
    const Ruleset *m_ruleset = nullptr;
    const HwRules *m_rules = nullptr;
    Diagnostics m_diagnostics;
};

void TestHwRuleset::initTestCase()
{
    m_registry = RulesetRegistry::withBundledData();
    m_ruleset = m_registry->ruleset(HwRulesetId, m_diagnostics);
    QVERIFY2(m_ruleset, qPrintable(diagnosticTexts(m_diagnostics).join(QLatin1Char('\n'))));
    m_rules = &hwRules(*m_ruleset);
}

void TestHwRuleset::bundledRulesetLoadsWithoutDiagnostics()
{
    QVERIFY(m_registry->rulesetIds().contains(HwRulesetId));
    QVERIFY2(m_diagnostics.isEmpty(),
             qPrintable(diagnosticTexts(m_diagnostics).join(QLatin1Char('\n'))));
    QVERIFY(m_ruleset->familyRules);
    QCOMPARE(m_ruleset->familyRules->familyId(), QStringLiteral("hammer-wars"));
}

void TestHwRuleset::theGameAndItsTable()
{
    QCOMPARE(m_ruleset->family, QStringLiteral("hammer-wars"));
    QCOMPARE(m_ruleset->board, BoardKind::Table);
    QCOMPARE(m_rules->dice, QStringLiteral("d6"));
    QCOMPARE(m_rules->distanceUnit, QStringLiteral("in"));
    // A flat 3' x 2' surface.
    QCOMPARE(m_rules->tableWidth, 36.0);
    QCOMPARE(m_rules->tableDepth, 24.0);
    // A round: each player's deployment phase, then his action phase.
    QStringList phases;
    for (const Phase &phase : m_ruleset->sequenceOfPlay)
        phases.append(phase.id);
    QCOMPARE(phases, cells("deploy activate"));
}

void TestHwRuleset::unitCards_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("category");
    QTest::addColumn<int>("pts");
    QTest::addColumn<int>("xp");
    QTest::addColumn<int>("move");
    QTest::addColumn<int>("lives");
    QTest::addColumn<QString>("armour");
    QTest::addColumn<int>("range");
    QTest::addColumn<QStringList>("lines"); // "dice light medium heavy", "*" for blast
    QTest::addColumn<QStringList>("specialRules");

    const auto row
        = [](const char *id, const char *name, const char *category, int pts, int xp, int move,
             int lives, const char *armour, int range, QStringList lines, const char *rules) {
              QTest::newRow(name) << QString::fromLatin1(id) << QString::fromLatin1(name)
                                  << QString::fromLatin1(category) << pts << xp << move << lives
                                  << QString::fromLatin1(armour) << range << lines << cells(rules);
          };
    row("assault_infantry", "Assault Infantry", "infantry", 1, 0, 6, 1, "light", 0,
        {QStringLiteral("1 3+ 6+ 6+")}, "");
    row("ranged_infantry", "Ranged Infantry", "infantry", 1, 0, 4, 1, "light", 8,
        {QStringLiteral("1 3+ 6+ 6+")}, "");
    row("support_infantry", "Support Infantry", "infantry", 1, 0, 4, 1, "light", 8,
        {QStringLiteral("1 5+ 3+ 4+")}, "");
    row("assault_specialist", "Assault Specialist", "specialist", 2, 0, 8, 1, "medium", 0,
        {QStringLiteral("1 4+ 5+ 6+")}, "chain_attack hit_and_run");
    row("ranged_specialist", "Ranged Specialist", "specialist", 2, 0, 4, 1, "medium", 12,
        {QStringLiteral("3 4+ 6+ 6+")}, "");
    row("support_specialist", "Support Specialist", "specialist", 2, 0, 4, 1, "light", 16,
        {QStringLiteral("1* 4+ 5+ 5+")}, "");
    row("assault_hero", "Assault Hero", "hero", 3, 1, 8, 3, "medium", 0,
        {QStringLiteral("1* 3+ 4+ 5+")}, "hit_and_run");
    row("ranged_hero", "Ranged Hero", "hero", 3, 1, 4, 3, "light", 16,
        {QStringLiteral("1 3+ 6+ 6+"), QStringLiteral("1 3+ 6+ 6+")}, "ignores_cover");
    row("support_hero", "Support Hero", "hero", 3, 1, 4, 3, "medium", 8,
        {QStringLiteral("1 4+ 4+ 4+")}, "energy_pulse");
    row("support_heavy", "Support Heavy", "heavy", 6, 3, 6, 5, "heavy", 8,
        {QStringLiteral("1* 3+ 4+ 5+"), QStringLiteral("1 4+ 4+ 4+")},
        "rapid_advance trample_attack");
    row("ranged_heavy", "Ranged Heavy", "heavy", 6, 3, 4, 5, "heavy", 16,
        {QStringLiteral("3 3+ 3+ 3+")}, "trample_attack");
}

void TestHwRuleset::unitCards()
{
    QFETCH(QString, id);
    QFETCH(QString, name);
    QFETCH(QString, category);
    QFETCH(int, pts);
    QFETCH(int, xp);
    QFETCH(int, move);
    QFETCH(int, lives);
    QFETCH(QString, armour);
    QFETCH(int, range);
    QFETCH(QStringList, lines);
    QFETCH(QStringList, specialRules);

    const UnitType *type = m_ruleset->findUnitType(id);
    QVERIFY2(type, qPrintable(id));
    const HwCard *card = m_rules->card(id);
    QVERIFY(card);
    QCOMPARE(type->name, name);
    QCOMPARE(card->category, category);
    QCOMPARE(type->cost, pts);
    QCOMPARE(card->xp, xp);
    QCOMPARE(type->factors.movement, move);
    QCOMPARE(card->lives, lives);
    QCOMPARE(card->armour, armour);
    QCOMPARE(type->factors.range, range);
    QStringList printedLines;
    for (const HwAttackLine &line : card->attackLines)
        printedLines.append(printed(line));
    QCOMPARE(printedLines, lines);
    QCOMPARE(type->abilities, specialRules);
    // Every card is the same for every faction and player.
    QCOMPARE(type->colours, m_ruleset->colourIds());
    // What a counter prints: the dice of all lines, the lives, then range and Move.
    int dice = 0;
    for (const HwAttackLine &line : card->attackLines)
        dice += line.dice;
    QCOMPARE(type->factors.attack, dice);
    QCOMPARE(type->factors.defence, lives);
    QVERIFY(type->factors.provisional.isEmpty());
}

void TestHwRuleset::theElevenCardsInPrintedOrder()
{
    QCOMPARE(m_ruleset->unitTypeIds(),
             cells("assault_infantry ranged_infantry support_infantry assault_specialist "
                   "ranged_specialist support_specialist assault_hero ranged_hero support_hero "
                   "support_heavy ranged_heavy"));
    QCOMPARE(m_rules->cards.size(), 11);
}

void TestHwRuleset::unitPool_data()
{
    QTest::addColumn<QString>("category");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("pool");
    QTest::addColumn<QStringList>("cards");
    QTest::newRow("9x Infantry") << QStringLiteral("infantry") << QStringLiteral("Infantry") << 9
                                 << cells("assault_infantry ranged_infantry support_infantry");
    QTest::newRow("5x Specialist")
        << QStringLiteral("specialist") << QStringLiteral("Specialist") << 5
        << cells("assault_specialist ranged_specialist support_specialist");
    QTest::newRow("2x Hero") << QStringLiteral("hero") << QStringLiteral("Hero") << 2
                             << cells("assault_hero ranged_hero support_hero");
    // No Assault Heavy is printed.
    QTest::newRow("1x Heavy") << QStringLiteral("heavy") << QStringLiteral("Heavy") << 1
                              << cells("support_heavy ranged_heavy");
}

void TestHwRuleset::unitPool()
{
    QFETCH(QString, category);
    QFETCH(QString, name);
    QFETCH(int, pool);
    QFETCH(QStringList, cards);
    const HwCategory *c = m_rules->category(category);
    QVERIFY(c);
    QCOMPARE(c->name, name);
    QCOMPARE(c->pool, pool);
    QStringList inCategory;
    for (const QString &id : m_ruleset->unitTypeIds()) {
        if (m_rules->card(id)->category == category)
            inCategory.append(id);
    }
    QCOMPARE(inCategory, cards);
}

void TestHwRuleset::provisionalValuesAreMarked()
{
    // Four categories of 17 models in all, in the order the sheet lists them.
    QStringList ids;
    int models = 0;
    for (const HwCategory &c : m_rules->categories) {
        ids.append(c.id);
        models += c.pool;
        // The sheet gives no base sizes: ours, and said so.
        QVERIFY(c.baseMm > 0);
        QCOMPARE(c.provisional, QStringList {QStringLiteral("base_mm")});
    }
    QCOMPARE(ids, cells("infantry specialist hero heavy"));
    QCOMPARE(models, 17);
    // Nor any colour.
    for (const QString &colour : m_ruleset->colourIds())
        QCOMPARE(m_rules->provisionalColours.value(colour), QStringList {QStringLiteral("colour")});
}

void TestHwRuleset::income()
{
    // 6pts and 1xp each deployment phase; remaining pts are discarded, xp are not.
    QCOMPARE(m_rules->income.pts, 6);
    QCOMPARE(m_rules->income.xp, 1);
    QVERIFY(!m_rules->income.ptsKept);
    QVERIFY(m_rules->income.xpKept);
}

void TestHwRuleset::firstDeploymentPhaseAffording_data()
{
    QTest::addColumn<QString>("unitType");
    QTest::addColumn<int>("phase");
    QTest::newRow("Infantry, 1pts: the first phase") << QStringLiteral("ranged_infantry") << 1;
    QTest::newRow("Specialist, 2pts: the first phase") << QStringLiteral("ranged_specialist") << 1;
    QTest::newRow("Hero, 3pts + 1xp: the first phase") << QStringLiteral("assault_hero") << 1;
    // A Heavy takes a whole phase's 6pts and 3xp saved over three phases.
    QTest::newRow("Heavy, 6pts + 3xp: the third phase") << QStringLiteral("support_heavy") << 3;
    QTest::newRow("Ranged Heavy likewise") << QStringLiteral("ranged_heavy") << 3;
}

void TestHwRuleset::firstDeploymentPhaseAffording()
{
    QFETCH(QString, unitType);
    QFETCH(int, phase);
    const UnitType *type = m_ruleset->findUnitType(unitType);
    QVERIFY(type);
    QCOMPARE(m_rules->firstPhaseAffording(type->cost, m_rules->card(unitType)->xp), phase);
}

void TestHwRuleset::placement()
{
    // Within 4" of the player's table edge, at least 1" away from enemy units.
    QCOMPARE(m_rules->deployment.edgeDistance, 4.0);
    QCOMPARE(m_rules->deployment.enemyDistance, 1.0);
    // Unspent pts are lost, so nothing dearer than one phase's income can ever be bought.
    QCOMPARE(m_rules->firstPhaseAffording(7, 0), 0);
}

void TestHwRuleset::actions_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("moves");
    QTest::addColumn<bool>("mayShoot");
    QTest::newRow("Hold 0x, may shoot")
        << QStringLiteral("hold") << QStringLiteral("Hold") << 0 << true;
    QTest::newRow("Walk 1x, may shoot after moving")
        << QStringLiteral("walk") << QStringLiteral("Walk") << 1 << true;
    QTest::newRow("Run 2x, may not shoot")
        << QStringLiteral("run") << QStringLiteral("Run") << 2 << false;
}

void TestHwRuleset::actions()
{
    QFETCH(QString, id);
    QFETCH(QString, name);
    QFETCH(int, moves);
    QFETCH(bool, mayShoot);
    const HwAction *action = m_rules->action(id);
    QVERIFY(action);
    QCOMPARE(action->name, name);
    QCOMPARE(action->moves, moves);
    QCOMPARE(action->mayShoot, mayShoot);
    QCOMPARE(m_rules->actions.size(), 3);
}

void TestHwRuleset::naturalSixAndBlast()
{
    // A roll of 6 is always a hit, regardless of modifiers.
    QCOMPARE(m_rules->attacks.alwaysHitsOn, 6);
    // "*": one additional attack on each enemy unit within 2" of the target model.
    QCOMPARE(m_rules->attacks.blastRadius, 2.0);
    QCOMPARE(m_rules->attacks.blastDice, 1);
}

void TestHwRuleset::terrainClasses_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("attackModifier");
    QTest::addColumn<bool>("runThrough");
    QTest::addColumn<bool>("blocksLos");
    QTest::addColumn<int>("entryHitsOn"); // 0: no attack on entering
    QTest::newRow("Cover: -1 to attacks") << QStringLiteral("cover") << -1 << true << false << 0;
    QTest::newRow("Difficult: no Run through it")
        << QStringLiteral("difficult") << 0 << false << false << 0;
    QTest::newRow("Dangerous: Dice:1 attack, 6+, on moving into or across")
        << QStringLiteral("dangerous") << 0 << true << false << 6;
    QTest::newRow("Solid obstacle: blocks line of sight")
        << QStringLiteral("solid") << 0 << true << true << 0;
}

void TestHwRuleset::terrainClasses()
{
    QFETCH(QString, id);
    QFETCH(int, attackModifier);
    QFETCH(bool, runThrough);
    QFETCH(bool, blocksLos);
    QFETCH(int, entryHitsOn);
    QVERIFY(m_ruleset->findTerrain(id));
    const HwTerrain &t = m_rules->terrainOf(id);
    QCOMPARE(t.attackModifier, attackModifier);
    QCOMPARE(t.runThrough, runThrough);
    QCOMPARE(t.blocksLos, blocksLos);
    QCOMPARE(t.entryAttack.has_value(), entryHitsOn > 0);
    if (t.entryAttack) {
        QCOMPARE(t.entryAttack->dice, 1);
        QCOMPARE(t.entryAttack->hitsOn, entryHitsOn);
        QVERIFY(!t.entryAttack->blast);
    }
    QCOMPARE(m_ruleset->terrainIds(), cells("cover difficult dangerous solid"));
}

void TestHwRuleset::inCover()
{
    // At least half of the model within cover terrain, or partly hidden from the attacker.
    QCOMPARE(m_rules->cover.insideShare, 0.5);
    QVERIFY(m_rules->cover.partlyHidden);
}

void TestHwRuleset::objectiveMarkers()
{
    // 3 markers: one at the centre, two exactly 4" from the long edges; seized with more
    // units within 2" than the opponent.
    QCOMPARE(m_rules->objectives.count, 3);
    QCOMPARE(m_rules->objectives.fromLongEdge, 4.0);
    QCOMPARE(m_rules->objectives.seizeRadius, 2.0);
    const MarkerType *marker = m_ruleset->findMarker(QStringLiteral("objective_marker"));
    QVERIFY(marker);
    QVERIFY(marker->objective);
}

void TestHwRuleset::moraleEvents_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("when");
    QTest::addColumn<int>("every");
    QTest::addColumn<QString>("category");
    QTest::addColumn<int>("morale");
    QTest::addColumn<int>("opponentVp");
    QTest::newRow("going first lowers it by 1")
        << QStringLiteral("going_first") << QStringLiteral("going_first") << 0 << QString() << -1
        << 0;
    QTest::newRow("every round's end, both players -1")
        << QStringLiteral("round_end") << QStringLiteral("round_end") << 0 << QString() << -1 << 0;
    QTest::newRow("every three units lost -1")
        << QStringLiteral("three_units_lost") << QStringLiteral("units_lost") << 3 << QString()
        << -1 << 0;
    QTest::newRow("a hero lost -1") << QStringLiteral("hero_lost") << QStringLiteral("unit_lost")
                                    << 0 << QStringLiteral("hero") << -1 << 0;
    QTest::newRow("a heavy lost -1, and 1VP to the opponent at once")
        << QStringLiteral("heavy_lost") << QStringLiteral("unit_lost") << 0
        << QStringLiteral("heavy") << -1 << 1;
}

void TestHwRuleset::moraleEvents()
{
    QFETCH(QString, id);
    QFETCH(QString, when);
    QFETCH(int, every);
    QFETCH(QString, category);
    QFETCH(int, morale);
    QFETCH(int, opponentVp);
    const HwMoraleEvent *event = m_rules->morale.event(id);
    QVERIFY(event);
    QCOMPARE(event->when, when);
    QCOMPARE(event->every, every);
    QCOMPARE(event->category, category);
    QCOMPARE(event->morale, morale);
    QCOMPARE(event->opponentVp, opponentVp);
    QCOMPARE(m_rules->morale.events.size(), 5);
}

void TestHwRuleset::moraleAtZeroAndTheLongestGame()
{
    QCOMPARE(m_rules->morale.start, 10);
    // At 0 the opponent receives 1VP and the game immediately ends.
    QCOMPARE(m_rules->morale.zeroOpponentVp, 1);
    QVERIFY(m_rules->morale.zeroEndsGame);
    // Without a loss the first player's counter goes 10, 9 for going first, then 0 at the end
    // of round 9: no game lasts longer, and the turn record has as many rounds.
    QCOMPARE(m_rules->longestGame(), 9);
    QCOMPARE(m_ruleset->turnRecord.last, 9);
}

void TestHwRuleset::goals_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("secretObjective");
    QTest::addColumn<int>("enemyHitsOn"); // a declared goal's attack on enemies, 0: none
    QTest::addColumn<int>("friendlyModifier"); // a declared goal's bonus to friends
    QTest::addColumn<QString>("scoreWhen");
    QTest::addColumn<int>("divisor");
    QTest::addColumn<double>("distance");
    QTest::addColumn<QString>("category");
    QTest::newRow("Deception: declared, Dice:1 4+ on enemies within 2\"; its marker seized")
        << QStringLiteral("deception") << QStringLiteral("Deception") << true << 4 << 0
        << QStringLiteral("seized_secret_objective") << 0 << 0.0 << QString();
    QTest::newRow("Duty: declared, +1 to friends within 2\"; its marker seized")
        << QStringLiteral("duty") << QStringLiteral("Duty") << true << 0 << 1
        << QStringLiteral("seized_secret_objective") << 0 << 0.0 << QString();
    QTest::newRow("Greed: more objectives seized than the opponent")
        << QStringLiteral("greed") << QStringLiteral("Greed") << false << 0 << 0
        << QStringLiteral("more_objectives_seized") << 0 << 0.0 << QString();
    QTest::newRow("Oppression: a third (rounded down) within 4\" of the enemy edge")
        << QStringLiteral("oppression") << QStringLiteral("Oppression") << false << 0 << 0
        << QStringLiteral("near_enemy_edge") << 3 << 4.0 << QString();
    QTest::newRow("Revenge: an enemy Hero killed, or none deployed")
        << QStringLiteral("revenge") << QStringLiteral("Revenge") << false << 0 << 0
        << QStringLiteral("killed_or_never_deployed") << 0 << 0.0 << QStringLiteral("hero");
}

void TestHwRuleset::goals()
{
    QFETCH(QString, id);
    QFETCH(QString, name);
    QFETCH(bool, secretObjective);
    QFETCH(int, enemyHitsOn);
    QFETCH(int, friendlyModifier);
    QFETCH(QString, scoreWhen);
    QFETCH(int, divisor);
    QFETCH(double, distance);
    QFETCH(QString, category);
    const HwGoal *goal = m_rules->goal(id);
    QVERIFY(goal);
    QCOMPARE(goal->name, name);
    QCOMPARE(goal->secretObjective, secretObjective);
    // Only the goals with a secret marker can be declared, and each acts within 2".
    QCOMPARE(goal->declare.has_value(), secretObjective);
    if (goal->declare) {
        QCOMPARE(goal->declare->radius, 2.0);
        QCOMPARE(goal->declare->enemyAttack.has_value(), enemyHitsOn > 0);
        if (goal->declare->enemyAttack) {
            QCOMPARE(goal->declare->enemyAttack->dice, 1);
            QCOMPARE(goal->declare->enemyAttack->hitsOn, enemyHitsOn);
        }
        QCOMPARE(goal->declare->friendlyAttackModifier, friendlyModifier);
    }
    QCOMPARE(goal->scoreWhen, scoreWhen);
    QCOMPARE(goal->vp, 1);
    QCOMPARE(goal->divisor, divisor);
    QCOMPARE(goal->distance, distance);
    QCOMPARE(goal->category, category);
    QCOMPARE(m_rules->goals.size(), 5);
}

void TestHwRuleset::factions_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("goals");
    // The sheet's list: a goal pair, then the factions that have it.
    const struct
    {
        const char *goals;
        const char *factions;
    } pairs[] = {
        {"duty revenge", "Bretonnia|Eldar|High Elves|Necrons|Space Marines|Tomb Kings"},
        {"deception oppression",
         "Beastmen|Ogre Kingdoms|Sisters of Battle|Tyranids|Vampire Counts"},
        {"greed revenge", "Chaos Space Marines|Dwarfs|Orcs & Goblins|Orks|Warriors of Chaos"},
        {"duty oppression", "Empire|Grey Knights|Imperial Guard|Lizardmen|Tau|Wood Elves"},
        {"greed deception", "Daemons of Chaos|Dark Eldar|Dark Elves|Skaven"},
    };
    for (const auto &pair : pairs) {
        for (const QString &faction : QString::fromUtf8(pair.factions).split(QLatin1Char('|')))
            QTest::newRow(qPrintable(faction)) << faction << cells(pair.goals);
    }
}

void TestHwRuleset::factions()
{
    QFETCH(QString, name);
    QFETCH(QStringList, goals);
    const HwFaction *found = nullptr;
    for (const HwFaction &f : m_rules->factions) {
        if (f.name == name)
            found = &f;
    }
    QVERIFY2(found, qPrintable(name));
    QCOMPARE(found->goals, goals);
    QCOMPARE(m_rules->factions.size(), 26);
}

void TestHwRuleset::goalPairs_data()
{
    QTest::addColumn<QStringList>("pair");
    QTest::addColumn<int>("factions");
    QTest::newRow("Duty + Revenge: 6") << cells("duty revenge") << 6;
    QTest::newRow("Deception + Oppression: 5") << cells("deception oppression") << 5;
    QTest::newRow("Greed + Revenge: 5") << cells("greed revenge") << 5;
    QTest::newRow("Duty + Oppression: 6") << cells("duty oppression") << 6;
    QTest::newRow("Greed + Deception: 4") << cells("greed deception") << 4;
}

void TestHwRuleset::goalPairs()
{
    QFETCH(QStringList, pair);
    QFETCH(int, factions);
    int count = 0;
    for (const HwFaction &f : m_rules->factions)
        count += f.goals == pair ? 1 : 0;
    QCOMPARE(count, factions);
}

void TestHwRuleset::specialRules_data()
{
    QTest::addColumn<QString>("ability");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("values"); // key=value, sorted by key
    QTest::addColumn<QString>("attack"); // "dice hits_on" with * for blast, or empty
    QTest::newRow("Chain Attack: within 2\", up to 3 times")
        << QStringLiteral("chain_attack") << QStringLiteral("Chain Attack")
        << cells("radius=2 repeats=3") << QString();
    QTest::newRow("Energy Pulse: once a round, within 8\", 2\" radius, moved 4\", twice, 5+")
        << QStringLiteral("energy_pulse") << QStringLiteral("Energy Pulse")
        << cells("move=4 per_round=1 place_within=8 pulses=2 radius=2") << QStringLiteral("1 5+");
    QTest::newRow("Hit & Run: up to 4\"")
        << QStringLiteral("hit_and_run") << QStringLiteral("Hit & Run") << cells("move=4")
        << QString();
    QTest::newRow("Ignores Cover") << QStringLiteral("ignores_cover")
                                   << QStringLiteral("Ignores Cover") << QStringList() << QString();
    QTest::newRow("Rapid Advance: Run 3x")
        << QStringLiteral("rapid_advance") << QStringLiteral("Rapid Advance")
        << cells("run_moves=3") << QString();
    QTest::newRow("Trample Attack: Dice:1* 4+")
        << QStringLiteral("trample_attack") << QStringLiteral("Trample Attack") << QStringList()
        << QStringLiteral("1* 4+");
}

void TestHwRuleset::specialRules()
{
    QFETCH(QString, ability);
    QFETCH(QString, name);
    QFETCH(QStringList, values);
    QFETCH(QString, attack);
    const HwSpecialRule *rule = m_rules->specialRule(ability);
    QVERIFY(rule);
    QCOMPARE(rule->effect, ability);
    QStringList read;
    for (auto it = rule->values.cbegin(); it != rule->values.cend(); ++it)
        read.append(QStringLiteral("%1=%2").arg(it.key()).arg(it.value()));
    QCOMPARE(read, values);
    QString readAttack;
    if (rule->attack)
        readAttack = QStringLiteral("%1%2 %3+")
                         .arg(rule->attack->dice)
                         .arg(rule->attack->blast ? QStringLiteral("*") : QString())
                         .arg(rule->attack->hitsOn);
    QCOMPARE(readAttack, attack);
    bool named = false;
    for (const NamedEntry &a : m_ruleset->abilities)
        named = named || (a.id == ability && a.name == name);
    QVERIFY(named);
}

void TestHwRuleset::ruleOptions_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("defaultValue");
    QTest::addColumn<QStringList>("values"); // the default first
    // Gap 1: which table edges.
    QTest::newRow("player_edges") << QStringLiteral("player_edges") << QStringLiteral("short")
                                  << cells("short long");
    // Gap 2: melee inside the action table.
    QTest::newRow("melee_actions")
        << QStringLiteral("melee_actions") << QStringLiteral("hold_or_walk")
        << cells("hold_or_walk any_action");
    // Gap 3: who may melee.
    QTest::newRow("melee_units") << QStringLiteral("melee_units") << QStringLiteral("any_unit")
                                 << cells("any_unit range_zero_only");
    // Gap 4: blast details.
    QTest::newRow("blast_hits_on")
        << QStringLiteral("blast_hits_on") << QStringLiteral("own_armour")
        << cells("own_armour target_armour");
    QTest::newRow("blast_line_of_sight")
        << QStringLiteral("blast_line_of_sight") << QStringLiteral("not_needed")
        << cells("not_needed needed");
    // Gap 5: the Ranged Hero's two lines.
    QTest::newRow("ranged_hero_lines")
        << QStringLiteral("ranged_hero_lines") << QStringLiteral("two") << cells("two one");
    // Gap 7: which losses count toward three.
    QTest::newRow("losses_counted")
        << QStringLiteral("losses_counted") << QStringLiteral("every_unit")
        << cells("every_unit not_heroes_or_heavies");
    // Gap 8: both counters at 0, and ties.
    QTest::newRow("simultaneous_zero")
        << QStringLiteral("simultaneous_zero") << QStringLiteral("both_score")
        << cells("both_score nobody_scores");
    QTest::newRow("vp_tie") << QStringLiteral("vp_tie") << QStringLiteral("draw")
                            << cells("draw higher_morale");
    // Gap 9: which terrain blocks line of sight.
    QTest::newRow("terrain_line_of_sight")
        << QStringLiteral("terrain_line_of_sight") << QStringLiteral("solid_only")
        << cells("solid_only cover_blocks_too");
    // Gap 10: moves within dangerous terrain.
    QTest::newRow("dangerous_moves")
        << QStringLiteral("dangerous_moves") << QStringLiteral("enter_or_cross")
        << cells("enter_or_cross any_move_inside");
    // Gap 11: who keeps Duty's +1.
    QTest::newRow("duty_bonus") << QStringLiteral("duty_bonus") << QStringLiteral("while_within")
                                << cells("while_within declared_units");
    // Gap 12: Oppression with few units.
    QTest::newRow("oppression_minimum")
        << QStringLiteral("oppression_minimum") << QStringLiteral("at_least_one")
        << cells("at_least_one as_printed");
    // "At any point during the game".
    QTest::newRow("goal_declaration") << QStringLiteral("goal_declaration")
                                      << QStringLiteral("own_turn") << cells("own_turn any_time");
    // Gap 13: bases and measuring.
    QTest::newRow("measuring") << QStringLiteral("measuring") << QStringLiteral("base_edge")
                               << cells("base_edge model_centre");
    QTest::newRow("pre_measuring") << QStringLiteral("pre_measuring") << QStringLiteral("allowed")
                                   << cells("allowed not_allowed");
}

void TestHwRuleset::ruleOptions()
{
    QFETCH(QString, id);
    QFETCH(QString, defaultValue);
    QFETCH(QStringList, values);
    const RuleOption *option = m_ruleset->findOption(id);
    QVERIFY2(option, qPrintable(id));
    QCOMPARE(option->defaultValue, defaultValue);
    QCOMPARE(option->values(), values);
    QVERIFY(!option->name.isEmpty());
    for (const RuleChoice &choice : option->choices)
        QVERIFY2(!choice.description.isEmpty(), qPrintable(choice.value));
    QCOMPARE(m_ruleset->options.size(), 16);
}

QTEST_GUILESS_MAIN(TestHwRuleset)
#include "tst_hwruleset.moc"
