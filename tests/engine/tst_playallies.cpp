// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The playtest engine with allies (sc.11): every firer checked against every target, CAF
// that never cancels an ally, close-assault groups that never attack an ally, and one
// stacking limit shared by allies and by one player's colours.

#include "playtestsupport.h"

using namespace hexwright;
using namespace hexwright::playtest;

class TestPlayAllies : public QObject, private PlayFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { m_registry = RulesetRegistry::withBundledData(); }

    // Sc.11: Tan and Green are allies who may not fight each other, though the Blue player
    // runs Tan and the Red player Green. Every unit of a fire group is checked against every
    // target (§3.13) and every unit a strike hits (§3.11), whichever of them is named first.
    void everyFirerIsCheckedAgainstEveryTarget_data()
    {
        QTest::addColumn<QString>("phase");
        QTest::addColumn<QStringList>("firers");
        QTest::addColumn<QString>("hex");
        QTest::addColumn<QStringList>("targets"); // direct fire only
        QTest::addColumn<QString>("refusal"); // part of the reason, empty when legal
        const QString blueTank = QStringLiteral("blue-tank-1");
        const QString tanTank = QStringLiteral("tan-tank-1");
        const QString blueGuns = QStringLiteral("blue-artillery-1");
        const QString tanGuns = QStringLiteral("tan-howitzer-1");
        const QStringList green {QStringLiteral("green-tank-1")};
        const QStringList red {QStringLiteral("red-tank-1")};
        QTest::newRow("3.13: Blue fires alone at Green")
            << "direct_fire" << QStringList {blueTank} << "0706" << green << QString();
        QTest::newRow("3.13: Tan rides behind a Blue firer against its ally Green")
            << "direct_fire" << QStringList {blueTank, tanTank} << "0706" << green
            << "green-tank-1 is not an enemy of tan-tank-1";
        QTest::newRow("3.13: Tan named first against its ally Green")
            << "direct_fire" << QStringList {tanTank, blueTank} << "0706" << green
            << "green-tank-1 is not an enemy of tan-tank-1";
        QTest::newRow("3.13: Tan and Blue together on Red, their common enemy")
            << "direct_fire" << QStringList {blueTank, tanTank} << "0806" << red << QString();
        QTest::newRow("3.11: Blue artillery shells Green")
            << "indirect_fire" << QStringList {blueGuns} << "0706" << QStringList() << QString();
        QTest::newRow("3.11: a Tan howitzer rides behind Blue artillery onto Green")
            << "indirect_fire" << QStringList {blueGuns, tanGuns} << "0706" << QStringList()
            << "tan-howitzer-1 may not shell 0706";
        QTest::newRow("3.11: the Tan howitzer named first")
            << "indirect_fire" << QStringList {tanGuns, blueGuns} << "0706" << QStringList()
            << "tan-howitzer-1 may not shell 0706";
        QTest::newRow("3.11: Tan and Blue artillery together on Red")
            << "indirect_fire" << QStringList {tanGuns, blueGuns} << "0806" << QStringList()
            << QString();
    }

    void everyFirerIsCheckedAgainstEveryTarget()
    {
        QFETCH(QString, phase);
        QFETCH(QStringList, firers);
        QFETCH(QString, hex);
        QFETCH(QStringList, targets);
        QFETCH(QString, refusal);
        const auto context = load(fixture("allies.scenario.yaml"));
        QVERIFY(context);
        Game game(context, 11);
        endPhasesUntil(game, phase.toLatin1().constData(), 0);
        QCOMPARE(game.phaseId(), phase);
        const HexCoord target = at(hex.toLatin1().constData());
        const int before = game.dice().count();
        // The Blue tank observes for the artillery behind the slope of 0506.
        const QString why = phase == QLatin1String("direct_fire")
            ? game.apply(DirectFireAction {firers, target, targets})
            : game.apply(IndirectFireAction {firers, target, QStringLiteral("blue-tank-1"), false});
        if (refusal.isEmpty()) {
            QCOMPARE(why, QString());
        } else {
            QVERIFY2(why.contains(refusal), qPrintable(why));
            QCOMPARE(game.dice().count(), before);
        }
    }

    // §3.10 with sc.11's allies: a CAF unit fires at the counter it cancels, so the Green
    // calliope may cancel Blue's artillery but never its ally Tan's.
    void counterArtilleryFireNeverCancelsAnAlly_data()
    {
        QTest::addColumn<QStringList>("caf");
        QTest::addColumn<QStringList>("cancelled");
        QTest::addColumn<QString>("refusal");
        const QString redCalliope = QStringLiteral("red-calliope-1");
        const QString greenCalliope = QStringLiteral("green-calliope-1");
        const QString blueGuns = QStringLiteral("blue-artillery-1");
        const QString tanGuns = QStringLiteral("tan-howitzer-1");
        QTest::newRow("the Red calliope cancels the Tan howitzer")
            << QStringList {redCalliope} << QStringList {tanGuns} << QString();
        QTest::newRow("the Green calliope cancels Blue's artillery")
            << QStringList {greenCalliope} << QStringList {blueGuns} << QString();
        QTest::newRow("the Green calliope on its ally Tan's howitzer")
            << QStringList {greenCalliope} << QStringList {tanGuns}
            << "green-calliope-1 may not cancel tan-howitzer-1";
        QTest::newRow("both calliopes, Green's on the Tan howitzer")
            << QStringList {redCalliope, greenCalliope} << QStringList {blueGuns, tanGuns}
            << "green-calliope-1 may not cancel tan-howitzer-1";
    }

    void counterArtilleryFireNeverCancelsAnAlly()
    {
        QFETCH(QStringList, caf);
        QFETCH(QStringList, cancelled);
        QFETCH(QString, refusal);
        const auto context = load(fixture("allies.scenario.yaml"));
        QVERIFY(context);
        Game game(context, 12);
        endPhasesUntil(game, "indirect_fire", 0);
        const QStringList guns {QStringLiteral("tan-howitzer-1"),
                                QStringLiteral("blue-artillery-1")};
        QCOMPARE(
            game.apply(IndirectFireAction {guns, at("0806"), QStringLiteral("blue-tank-1"), false}),
            QString());
        QVERIFY(game.state().strike.has_value());
        QCOMPARE(game.decidingPlayer(), 1);
        // The Red hover tank and both calliopes may answer (§3.10).
        QCOMPARE(game.cafChoices().size(), 3);
        const QString why = game.apply(AssignCafAction {caf, cancelled});
        if (refusal.isEmpty())
            QCOMPARE(why, QString());
        else
            QVERIFY2(why.contains(refusal), qPrintable(why));
        // Only assignments on enemies are offered.
        for (const Action &a : game.legalActions()) {
            if (const auto *c = std::get_if<AssignCafAction>(&a)) {
                for (int i = 0; i < c->caf.size(); ++i)
                    QVERIFY(!(c->caf[i] == QLatin1String("green-calliope-1")
                              && c->cancelled[i] == QLatin1String("tan-howitzer-1")));
            }
        }
    }

    // §3.14 with sc.11's allies: in a close assault of Blue and Tan against Red and Green,
    // every attacker of a group is checked against every target, and the default groups
    // combine only units with the same enemies.
    void closeAssaultGroupsNeverAttackAnAlly_data()
    {
        QTest::addColumn<QString>("groups"); // "a+b>c+d;..." with full ids; empty: the default
        QTest::addColumn<QString>("refusal");
        QTest::newRow("the default groups") << QString() << QString();
        QTest::newRow("Tan rides with Blue against its ally Green")
            << "blue-tank-1+tan-tank-1>green-guard-1;red-tank-1>blue-tank-1;"
               "green-guard-1>blue-tank-1"
            << "green-guard-1 is not an enemy of tan-tank-1";
        QTest::newRow("Tan named first against Green")
            << "tan-tank-1+blue-tank-1>green-guard-1;red-tank-1>blue-tank-1;"
               "green-guard-1>blue-tank-1"
            << "green-guard-1 is not an enemy of tan-tank-1";
        QTest::newRow("Green rides with Red against its ally Tan")
            << "blue-tank-1+tan-tank-1>red-tank-1;red-tank-1+green-guard-1>tan-tank-1"
            << "tan-tank-1 is not an enemy of green-guard-1";
        QTest::newRow("each colour on its enemies")
            << "blue-tank-1+tan-tank-1>red-tank-1;red-tank-1+green-guard-1>blue-tank-1"
            << QString();
    }

    void closeAssaultGroupsNeverAttackAnAlly()
    {
        QFETCH(QString, groups);
        QFETCH(QString, refusal);
        const auto context = loadWith(fixture("allies.scenario.yaml"), [](Scenario &s) {
            place(s, "blue-tank", "0806");
            place(s, "tan-tank", "0806");
            place(s, "green-guard", "0806");
        });
        QVERIFY(context);
        Game game(context, 13);
        endPhasesUntil(game, "close_assault", 0);
        QCOMPARE(game.phaseId(), QStringLiteral("close_assault"));
        const HexCoord hex = at("0806");
        auto parse = [](const QString &spec) {
            QList<AssaultGroup> list;
            for (const QString &g : spec.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
                const QStringList sides = g.split(QLatin1Char('>'));
                list.append({sides.value(0).split(QLatin1Char('+')),
                             sides.value(1).split(QLatin1Char('+'))});
            }
            return list;
        };
        // Blue's enemies are Red and Green, Tan's only Red; Red's are Blue and Tan, Green's
        // only Blue. The calliope (attack S) is a target, never an attacker.
        QCOMPARE(game.defaultAssaultGroups(hex),
                 parse(QStringLiteral("blue-tank-1>green-guard-1+red-tank-1+red-calliope-1;"
                                      "tan-tank-1>red-tank-1+red-calliope-1;"
                                      "green-guard-1>blue-tank-1;"
                                      "red-tank-1>blue-tank-1+tan-tank-1")));
        const QString why = game.apply(CloseAssaultAction {hex, parse(groups)});
        if (refusal.isEmpty())
            QCOMPARE(why, QString());
        else
            QVERIFY2(why.contains(refusal), qPrintable(why));
    }

    // §3.5: "3 counters per player per hex", whatever his colours; sc.11: allied Tan and
    // Green share 3 per hex. Each limit holds on its own: enemies never count together.
    void alliesAndOnePlayersColoursShareOneStackingLimit_data()
    {
        QTest::addColumn<QStringList>("placements"); // "force@hex"
        QTest::addColumn<QString>("overStacked"); // the hex, or empty
        QTest::newRow("three of one player's two colours") << QStringList() << QString();
        QTest::newRow("one player's colours share: two Red and two Green")
            << QStringList {QStringLiteral("green-guard@0806"),
                            QStringLiteral("green-calliope@0806")}
            << QStringLiteral("0806");
        QTest::newRow("sc.11: allies share one limit: two Tan and two Green")
            << QStringList {QStringLiteral("tan-howitzer@0706"), QStringLiteral("tan-tank@0706"),
                            QStringLiteral("green-guard@0706")}
            << QStringLiteral("0706");
        QTest::newRow("sc.11: three allied counters together")
            << QStringList {QStringLiteral("tan-tank@0706"), QStringLiteral("green-guard@0706")}
            << QString();
        QTest::newRow("enemies never share: Blue and Tan with Red and Green")
            << QStringList {QStringLiteral("blue-tank@0806"), QStringLiteral("tan-tank@0806"),
                            QStringLiteral("green-guard@0806")}
            << QString();
    }

    void alliesAndOnePlayersColoursShareOneStackingLimit()
    {
        QFETCH(QStringList, placements);
        QFETCH(QString, overStacked);
        const auto context = loadWith(fixture("allies.scenario.yaml"), [&](Scenario &s) {
            for (const QString &p : placements) {
                const QStringList parts = p.split(QLatin1Char('@'));
                place(s, parts[0].toLatin1().constData(), parts[1].toLatin1().constData());
            }
        });
        QVERIFY(context);
        Game game(context, 14);
        QCOMPARE(game.phaseId(), QStringLiteral("movement"));
        // Player 1's stacks are checked as his movement ends, player 2's once it has.
        QString found = game.apply(EndPhaseAction {});
        if (found.isEmpty())
            found = game.invariantViolations().join(QStringLiteral("; "));
        if (overStacked.isEmpty())
            QCOMPARE(found, QString());
        else
            QVERIFY2(found.contains(overStacked), qPrintable(found));
    }
};

QTEST_GUILESS_MAIN(TestPlayAllies)
#include "tst_playallies.moc"
