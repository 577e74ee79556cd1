// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The play log's format, family by family: every line of Maschinen Krieger and Crucible games
// played now (by the random and greedy agents, on the samples and the test scenarios) follows
// its JSON Schema, and between them the games write every line kind and roll purpose the
// family's engine has. The shared checks of the log (replay, tampering, pinned logs, the
// checker itself) are in tst_playlog.

#include "playlogschemasupport.h"
#include "playtestsupport.h"

using namespace hexwright;
using namespace hexwright::playtest;
using namespace hexwright::playlogtest;

class TestPlayLogFamilies : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { m_registry = RulesetRegistry::withBundledData(); }

    // Maschinen Krieger's games, played now (its golden logs, once pinned, are checked with
    // the others in tst_playlog): every line follows the schema, and between them the games write
    // every line kind and roll purpose the family's engine has. The samples as their golden logs
    // play them, the skirmish, then the skirmish over twelve turns, long enough for broken
    // infantry to roll to recover (14.3), game after game until every kind has been written.
    void everyLineOfAMakGameFollowsTheSchema()
    {
        const std::optional<SchemaChecker> schema = loadSchema();
        QVERIFY2(schema, qPrintable(schemaPath()));
        Written engine;
        QVERIFY(writtenBySources("/validation/families/mak/play", engine));
        QVERIFY(engine.purposes.contains(QStringLiteral("morale")));
        engine.kinds.insert(QStringLiteral("roll")); // the shared dice write the roll lines
        engine.kinds.insert(QStringLiteral("header")); // and engine/playlogheader.h its header
        engine.kinds.unite({QStringLiteral("action"), QStringLiteral("final")}); // familygame.h
        // A fire's attack on the infantry in its hex [19.4.2]: the engineers fixture (arson).
        // Anti-aircraft fire is rolled through fireAt(), which the source scan does not read.
        engine.purposes.insert(QStringLiteral("anti_aircraft"));
        const QString samples = samplesDir();
        const QString skirmish = QStringLiteral(TEST_DATA_DIR "/mak/skirmish.scenario.yaml");
        const QString burning = QStringLiteral(TEST_DATA_DIR "/mak/burning.scenario.yaml");
        const QString engineers = QStringLiteral(TEST_DATA_DIR "/mak/engineers.scenario.yaml");
        struct Played
        {
            QString path;
            const char *agent;
            quint64 seed;
            std::optional<int> turns;
        };
        QList<Played> games;
        for (const char *agent : {"greedy", "random"}) {
            games << Played {samples + QStringLiteral("/31-ridge-line.scenario.yaml"), agent, 1, {}}
                  << Played {samples + QStringLiteral("/32-night-at-the-farms.scenario.yaml"),
                             agent,
                             1,
                             {}}
                  << Played {skirmish, agent, 1, {}};
        }
        // The seeds where the rarer lines come up: an artillery request cancelled (31, seed
        // 14), an infantry morale roll (32, seed 11), a roll for fire (burning, seed 12).
        games << Played {samples + QStringLiteral("/31-ridge-line.scenario.yaml"), "greedy", 14, {}}
              << Played {samples + QStringLiteral("/32-night-at-the-farms.scenario.yaml"),
                         "greedy",
                         11,
                         {}}
              << Played {burning, "greedy", 12, {}};
        // Arson, a depot exploding, a fire's attack, mines laid and detected: the engineers
        // fixture, until a game has them all (seed 51 today).
        for (quint64 seed = 1; seed <= 80; ++seed)
            games << Played {engineers, "random", seed, {}};
        // The unit procedures (tst_makunits' fixture): the booster, a Hornisse landing, a
        // pilot escaping and leaving the map over 14 turns (greedy, seeds 5 and 7), a
        // Hornisse taking off again (random, seed 101 since a charge must approach the enemy).
        const QString units = QStringLiteral(TEST_DATA_DIR "/mak/units.scenario.yaml");
        games << Played {units, "greedy", 5, 14} << Played {units, "greedy", 7, 14};
        for (quint64 seed = 1; seed <= 6; ++seed)
            games << Played {units, "random", seed, {}};
        games << Played {units, "random", 101, {}};
        for (quint64 seed = 1; seed <= 30; ++seed)
            games << Played {skirmish, "greedy", seed, 12};
        Written logged;
        int played = 0;
        for (const Played &game : games) {
            if (played >= 9 && logged.kinds == engine.kinds && logged.purposes == engine.purposes)
                break;
            ++played;
            QString error;
            const std::optional<QByteArray> log
                = playedLog(*m_registry, game.path, game.agent, game.seed, game.turns, &error);
            QVERIFY2(log, qPrintable(error));
            const QList<QByteArray> lines = log->trimmed().split('\n');
            QVERIFY(lines.size() > 10);
            for (qsizetype i = 0; i < lines.size(); ++i) {
                const QJsonObject line = QJsonDocument::fromJson(lines.at(i)).object();
                const QString why = schema->check(line);
                QVERIFY2(why.isEmpty(),
                         qPrintable(QStringLiteral("%1, %2 seed %3, line %4: %5")
                                        .arg(QFileInfo(game.path).fileName())
                                        .arg(QLatin1String(game.agent))
                                        .arg(game.seed)
                                        .arg(i + 1)
                                        .arg(why)));
                logged.add(line);
            }
        }
        QStringList expected = engine.kinds.values();
        expected.sort();
        QStringList seen = logged.kinds.values();
        seen.sort();
        QSet<QString> missing = engine.kinds;
        missing.subtract(logged.kinds);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.values().join(QLatin1Char(' '))));
        QCOMPARE(seen, expected);
        expected = engine.purposes.values();
        expected.sort();
        seen = logged.purposes.values();
        seen.sort();
        QCOMPARE(seen, expected);
    }

    // Every line of a Crucible game follows the schema: the two samples, both agents, a few
    // seeds; the test names the game and the line that breaks it.
    void everyLineOfACrucibleGameFollowsTheSchema_data()
    {
        QTest::addColumn<QString>("sample");
        QTest::addColumn<QString>("agent");
        QTest::addColumn<quint64>("seed");
        for (const char *sample : {"41-paying-the-piper", "42-desert-crossing"}) {
            for (const char *agent : {"random", "greedy"}) {
                for (quint64 seed : {1, 2, 3})
                    QTest::addRow("%s/%s-%llu", sample, agent, seed)
                        << QString::fromLatin1(sample) << QString::fromLatin1(agent) << seed;
            }
        }
    }

    void everyLineOfACrucibleGameFollowsTheSchema()
    {
        QFETCH(QString, sample);
        QFETCH(QString, agent);
        QFETCH(quint64, seed);
        const std::optional<SchemaChecker> schema = loadSchema();
        QVERIFY2(schema, qPrintable(schemaPath()));
        QString error;
        const std::optional<QByteArray> log
            = playedLog(*m_registry,
                        samplesDir() + QLatin1Char('/') + sample + QStringLiteral(".scenario.yaml"),
                        qPrintable(agent), seed, {}, &error);
        QVERIFY2(log, qPrintable(error));
        const QList<QByteArray> lines = log->trimmed().split('\n');
        QVERIFY(lines.size() > 10);
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QString why = schema->check(QJsonDocument::fromJson(lines.at(i)).object());
            QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("line %1: %2").arg(i + 1).arg(why)));
        }
    }

private:
    std::unique_ptr<RulesetRegistry> m_registry;
};

QTEST_GUILESS_MAIN(TestPlayLogFamilies)
#include "tst_playlogfamilies.moc"
