// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Crucible's force checks (validation/families/crucible/checks/), one row per rule of
// the supplement, passing and failing, each named after the text (the extract is
// shared/rules/seed-001-crucible.md, "Validation rules"). Every row starts from the bundled
// sample 41 (Huber's Prime Detachment against a Cecach force, clean) and changes one thing.
// Both bundled samples validate clean, and Huber's force totals 4,750 points (§9).

#include "checks/familychecks.h"
#include "checks/scenariochecks.h"
#include "checks/scenariovalidator.h"
#include "families/crucible/cruciblerules.h"
#include "families/crucible/cruciblescenario.h"
#include "map/hexmap.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenarioreader.h"

#include <QStandardPaths>
#include <QTest>

#include <functional>

Q_DECLARE_METATYPE(std::function<void(hexwright::Scenario &)>)

using namespace hexwright;

namespace {

using Change = std::function<void(Scenario &)>;

const QString Huber
    = QStringLiteral(":/hexwright/scenarios/samples/41-paying-the-piper.scenario.yaml");
const QString Desert
    = QStringLiteral(":/hexwright/scenarios/samples/42-desert-crossing.scenario.yaml");

ForceEntry *entry(Scenario &s, const QString &id)
{
    for (ForceEntry &f : s.forces) {
        if (f.id == id)
            return &f;
    }
    return nullptr;
}

void setDetachment(Scenario &s, const QString &id, const QString &key, const QString &value)
{
    QVariantMap all = s.family.value(QStringLiteral("detachments")).toMap();
    QVariantMap d = all.value(id).toMap();
    if (value.isEmpty())
        d.remove(key);
    else
        d.insert(key, value);
    all.insert(id, d);
    s.family.insert(QStringLiteral("detachments"), all);
}

QVariantMap leader(const QString &rank, const QString &name, const QStringList &skills = {})
{
    QVariantMap l {{QStringLiteral("rank"), rank}, {QStringLiteral("name"), name}};
    if (!skills.isEmpty())
        l.insert(QStringLiteral("skills"), QVariant(skills));
    return l;
}

void addLeader(Scenario &s, const QString &entryId, const QVariantMap &l)
{
    ForceEntry *f = entry(s, entryId);
    QVariantList leaders = f->family.value(QStringLiteral("leaders")).toList();
    leaders.append(l);
    f->family.insert(QStringLiteral("leaders"), leaders);
}

ForceEntry newEntry(const QString &id, const QString &side, const QString &unit, int count,
                    const QVariantMap &family)
{
    ForceEntry f;
    f.id = id;
    f.side = side;
    f.colour = side;
    f.unitType = unit;
    f.count = count;
    f.placement.kind = Placement::Kind::OffBoard;
    f.family = family;
    return f;
}

} // namespace

class TestCrucibleChecks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void bundledSamplesValidateClean_data();
    void bundledSamplesValidateClean();
    void huberTotals4750();
    void leaderLv_data();
    void leaderLv();
    void rules_data();
    void rules();
    void everyCodeHasARowAndASummary();

private:
    /// The family's codes among @p s's problems.
    QStringList codes(const Scenario &s) const
    {
        QStringList out;
        for (const Diagnostic &d : checkScenario(s, *m_ruleset, HexMap(), QStringLiteral("x"))) {
            if (d.code.startsWith(QLatin1String("crucible-")))
                out.append(d.code);
        }
        return out;
    }

    std::unique_ptr<RulesetRegistry> m_registry;
    const Ruleset *m_ruleset = nullptr;
    std::unique_ptr<Scenario> m_base;
    QSet<QString> m_codesSeen;
};

void TestCrucibleChecks::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_registry = RulesetRegistry::withBundledData();
    m_registry->setUserChartsFolder(QString());
    Diagnostics diagnostics;
    LoadedScenario loaded = loadScenario(Huber, QStringLiteral("41"), *m_registry, diagnostics);
    QVERIFY2(loaded.scenario,
             qPrintable(diagnostics.isEmpty() ? QString() : diagnostics.first().toText()));
    m_ruleset = loaded.ruleset;
    m_base = std::move(loaded.scenario);
}

void TestCrucibleChecks::bundledSamplesValidateClean_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("41 Paying the Piper (Huber's Prime Detachment)") << Huber;
    QTest::newRow("42 Desert Crossing (Warriors, Fanatics, Troops, Fireflies)") << Desert;
}

void TestCrucibleChecks::bundledSamplesValidateClean()
{
    QFETCH(QString, path);
    const ScenarioReport report = validateScenarioFile(path, QStringLiteral("sample"), *m_registry);
    QStringList texts;
    for (const Diagnostic &d : report.diagnostics)
        texts.append(d.toText());
    QVERIFY2(report.loaded.scenario, qPrintable(texts.join(QLatin1Char('\n'))));
    QVERIFY2(texts.isEmpty(), qPrintable(texts.join(QLatin1Char('\n'))));
}

void TestCrucibleChecks::huberTotals4750()
{
    // §9: 8 Prime combat cars at 550, Lt Huber 150, Sgts Tranter and Deseau 100 each; the
    // cars' and leaders' skills are part of the Prime price.
    QCOMPARE(crucibleForceTotal(*m_ruleset, *m_base, QStringLiteral("slammers")), 4750);
    QCOMPARE(crucibleDetachmentTotal(*m_ruleset, *m_base, QStringLiteral("huber")), 4750);
    // Huber: LV4 + 2 (Inspirational Leader) = 6.
    const CrucibleEntryParts parts
        = crucibleEntryParts(*entry(*m_base, QStringLiteral("huber-car")));
    QCOMPARE(parts.leaders.size(), 2);
    QCOMPARE(crucibleEffectiveLv(crucibleRules(*m_ruleset), parts.leaders.at(0),
                                 parts.leaders.at(0).lv.value_or(0)),
             6);
    // The Cecach force of our own, leaders and skills counted.
    QCOMPARE(crucibleForceTotal(*m_ruleset, *m_base, QStringLiteral("cecach")), 4445);
    // Optional: up to 2 additional Sergeants at 20 points each.
    Scenario s = *m_base;
    addLeader(s, QStringLiteral("huber-cars"),
              leader(QStringLiteral("sergeant"), QStringLiteral("Sgt A")));
    QCOMPARE(crucibleForceTotal(*m_ruleset, s, QStringLiteral("slammers")), 4770);
}

void TestCrucibleChecks::leaderLv_data()
{
    QTest::addColumn<QString>("entryId");
    QTest::addColumn<int>("leader");
    QTest::addColumn<QString>("option");
    QTest::addColumn<int>("lv");
    QTest::newRow("§9 Huber LV4 as written") << "huber-car" << 0 << "by_quality" << 4;
    QTest::newRow("§2 Commissars lead as Elite: their Lieutenant LV 4")
        << "cecach-mcv" << 0 << "by_quality" << 4;
    QTest::newRow("§7.1 a Sergeant's LV by quality: Elite 4")
        << "cecach-apcs" << 0 << "by_quality" << 4;
    QTest::newRow("[amb] as Huber's Insurance Sergeants: two below, LV 2")
        << "cecach-apcs" << 0 << "as_huber" << 2;
    QTest::newRow("§7.1 Trained Lieutenant LV 1") << "cecach-tanks" << 0 << "by_quality" << 1;
}

void TestCrucibleChecks::leaderLv()
{
    QFETCH(QString, entryId);
    QFETCH(int, leader);
    QFETCH(QString, option);
    QFETCH(int, lv);
    Scenario s = *m_base;
    s.ruleOptions.insert(QStringLiteral("sergeant_lv"), option);
    const CrucibleEntryParts parts = crucibleEntryParts(*entry(s, entryId));
    const std::optional<CrucibleDetachment> detachment = crucibleDetachment(s, parts.detachment);
    QVERIFY(detachment);
    QCOMPARE(crucibleBaseLv(*m_ruleset, s, &*detachment, parts.leaders.at(leader)), lv);
}

void TestCrucibleChecks::rules_data()
{
    QTest::addColumn<Change>("change");
    QTest::addColumn<QStringList>("expected");
    const QString slammers = QStringLiteral("slammers");
    const QString cecach = QStringLiteral("cecach");

    // Detachment size by class (§2; detachment_size exact).
    QTest::newRow("§2 a Trained detachment of 15 TUs passes")
        << Change([](Scenario &) {}) << QStringList();
    QTest::newRow("§2 a Trained detachment of 14 TUs fails")
        << Change([](Scenario &s) { entry(s, QStringLiteral("cecach-flechettes"))->count = 5; })
        << QStringList {QStringLiteral("crucible-detachment-size")};
    QTest::newRow("§2 14 TUs pass with the detachment size a maximum") << Change([](Scenario &s) {
        entry(s, QStringLiteral("cecach-flechettes"))->count = 5;
        s.ruleOptions.insert(QStringLiteral("detachment_size"), QStringLiteral("at_most"));
    }) << QStringList();
    QTest::newRow("§2 Commissars: 12 TUs, an MCV and 3 RUs are 2 TUs (FAQ)")
        << Change([](Scenario &s) { entry(s, QStringLiteral("cecach-remotes"))->count = 1; })
        << QStringList {QStringLiteral("crucible-detachment-size")};

    // Exactly one Lieutenant.
    QTest::newRow("Exactly 1 Lieutenant per detachment: none fails") << Change([](Scenario &s) {
        entry(s, QStringLiteral("cecach-tanks"))->family.remove(QStringLiteral("leaders"));
    }) << QStringList {QStringLiteral("crucible-lieutenant")};
    QTest::newRow("Exactly 1 Lieutenant per detachment: two fail") << Change([](Scenario &s) {
        addLeader(s, QStringLiteral("cecach-armour-apcs"),
                  leader(QStringLiteral("lieutenant"), QStringLiteral("Lt B")));
    }) << QStringList {QStringLiteral("crucible-lieutenant")};

    // Troops (§7.1).
    const auto makeTroop = [](Scenario &s) {
        s.forces.append(newEntry(
            QStringLiteral("troop-tanks"), QStringLiteral("cecach"), QStringLiteral("blower_tank"),
            8,
            {{QStringLiteral("detachment"), QStringLiteral("troop")},
             {QStringLiteral("leaders"),
              QVariantList {leader(QStringLiteral("sergeant"), QStringLiteral("Sgt T"))}}}));
        setDetachment(s, QStringLiteral("troop"), QStringLiteral("class"),
                      QStringLiteral("trained"));
        setDetachment(s, QStringLiteral("troop"), QStringLiteral("troop"), QStringLiteral("true"));
        for (Side &side : s.sides)
            side.budget.reset(); // eight more tanks: the budget is not what is checked here
    };
    QTest::newRow("§7.1 a Trained Troop of 8 under a Sergeant passes with the option")
        << Change([makeTroop](Scenario &s) {
               makeTroop(s);
               s.ruleOptions.insert(QStringLiteral("troops"), QStringLiteral("on"));
           })
        << QStringList();
    QTest::newRow("§7.1 Troops only with the optional rule")
        << Change(makeTroop) << QStringList {QStringLiteral("crucible-troops-option")};
    QTest::newRow("§7.1 a Troop is led by a Sergeant, not a Lieutenant")
        << Change([makeTroop](Scenario &s) {
               makeTroop(s);
               s.ruleOptions.insert(QStringLiteral("troops"), QStringLiteral("on"));
               entry(s, QStringLiteral("troop-tanks"))
                   ->family.insert(
                       QStringLiteral("leaders"),
                       QVariantList {leader(QStringLiteral("lieutenant"), QStringLiteral("Lt T"))});
           })
        << QStringList {QStringLiteral("crucible-troop-leader")};
    QTest::newRow("§7.1 Trained Troop size 8: 7 fail") << Change([makeTroop](Scenario &s) {
        makeTroop(s);
        s.ruleOptions.insert(QStringLiteral("troops"), QStringLiteral("on"));
        entry(s, QStringLiteral("troop-tanks"))->count = 7;
    }) << QStringList {QStringLiteral("crucible-detachment-size")};

    // Fireflies and RUs per controller (§5, FAQ).
    QTest::newRow("FAQ up to 3 RUs per MCV: 4 fail") << Change([](Scenario &s) {
        entry(s, QStringLiteral("cecach-remotes"))->count = 4;
        entry(s, QStringLiteral("cecach-infantry"))->count = 5;
    }) << QStringList {QStringLiteral("crucible-controlled")};
    QTest::newRow("FAQ an RU needs its controlling MCV")
        << Change([](Scenario &s) {
               entry(s, QStringLiteral("cecach-remotes"))
                   ->family.remove(QStringLiteral("controller"));
           })
        << QStringList {QStringLiteral("crucible-controlled"),
                        QStringLiteral("crucible-detachment-size")};
    QTest::newRow("§5 Fireflies only under a TU with AI") << Change([](Scenario &s) {
        s.forces.append(newEntry(
            QStringLiteral("fireflies"), QStringLiteral("cecach"), QStringLiteral("firefly"), 1,
            {{QStringLiteral("detachment"), QStringLiteral("armour")},
             {QStringLiteral("controller"), QStringLiteral("cecach-armour-apcs")}}));
    }) << QStringList {QStringLiteral("crucible-controlled")};

    // One backup weapon per combat car (§4.1).
    QTest::newRow("§4.1 a Prime car has its backup weapon: another fails")
        << Change([](Scenario &s) {
               entry(s, QStringLiteral("huber-cars"))
                   ->family.insert(QStringLiteral("backup_weapons"), QStringLiteral("1"));
           })
        << QStringList {QStringLiteral("crucible-backup-weapons")};
    QTest::newRow("§4.1 backup weapons only on combat cars") << Change([](Scenario &s) {
        entry(s, QStringLiteral("cecach-apcs"))
            ->family.insert(QStringLiteral("backup_weapons"), QStringLiteral("1"));
    }) << QStringList {QStringLiteral("crucible-backup-weapons")};

    // Elite Skills and Prime units only with their optional rules.
    QTest::newRow("Elite Skills need their optional rule")
        << Change([](Scenario &s) { s.ruleOptions.remove(QStringLiteral("elite_skills")); })
        << QStringList {QStringLiteral("crucible-skills-option"),
                        QStringLiteral("crucible-skills-option")};
    QTest::newRow("A Prime detachment's skills need only rule 7.7") << Change([](Scenario &s) {
        s.ruleOptions.remove(QStringLiteral("elite_skills"));
        entry(s, QStringLiteral("cecach-mcv"))->family.remove(QStringLiteral("skills"));
        entry(s, QStringLiteral("cecach-tanks"))->family.remove(QStringLiteral("skills"));
    }) << QStringList();
    QTest::newRow("§7.7 Prime detachments need their optional rule")
        << Change([](Scenario &s) { s.ruleOptions.remove(QStringLiteral("prime_units")); })
        << QStringList {QStringLiteral("crucible-prime-option")};
    QTest::newRow("§7.7 a Prime car serves only in a Prime detachment")
        << Change([](Scenario &s) {
               setDetachment(s, QStringLiteral("huber"), QStringLiteral("prime"), QString());
           })
        << QStringList {QStringLiteral("crucible-prime-option"),
                        QStringLiteral("crucible-prime-option"),
                        QStringLiteral("crucible-prime-option"),
                        // leaders at their class's cost, skills paid: 4,770 points
                        QStringLiteral("crucible-force-total")};
    QTest::newRow("§9 Huber: at most 2 additional Sergeants")
        << Change([](Scenario &s) {
               for (const char *name : {"Sgt A", "Sgt B", "Sgt C"})
                   addLeader(s, QStringLiteral("huber-cars"),
                             leader(QStringLiteral("sergeant"), QLatin1String(name)));
           })
        << QStringList {QStringLiteral("crucible-prime-template"),
                        QStringLiteral("crucible-force-total")};
    QTest::newRow("§9 Huber's detachment has its 8 cars")
        << Change([](Scenario &s) { entry(s, QStringLiteral("huber-cars"))->count = 5; })
        << QStringList {QStringLiteral("crucible-detachment-size"),
                        QStringLiteral("crucible-prime-template")};

    // Force-wide upgrades once (§6.1).
    QTest::newRow("§6.1 Enhanced Data Link is bought once per force") << Change([](Scenario &s) {
        entry(s, QStringLiteral("cecach-apcs"))
            ->family.insert(QStringLiteral("skills"),
                            QVariantList {QStringLiteral("enhanced_data_link")});
    }) << QStringList {QStringLiteral("crucible-force-wide-twice")};
    QTest::newRow("§6.2 Shaper of Men is a leader's skill, not a TU's") << Change([](Scenario &s) {
        entry(s, QStringLiteral("cecach-apcs"))
            ->family.insert(QStringLiteral("skills"),
                            QVariantList {QStringLiteral("shaper_of_men")});
    }) << QStringList {QStringLiteral("crucible-skill-scope")};

    // The force total.
    QTest::newRow("§9 4,750 points within a budget of 4,750 pass")
        << Change([](Scenario &) {}) << QStringList();
    QTest::newRow("§9 the force total over the side's budget fails")
        << Change([slammers](Scenario &s) {
               for (Side &side : s.sides) {
                   if (side.id == slammers)
                       side.budget = 4749;
               }
           })
        << QStringList {QStringLiteral("crucible-force-total")};
    QTest::newRow("Leaders and skills count toward the total (Cecach 4,445)")
        << Change([cecach](Scenario &s) {
               for (Side &side : s.sides) {
                   if (side.id == cecach)
                       side.budget = 4444;
               }
           })
        << QStringList {QStringLiteral("crucible-force-total")};

    // The family parts themselves.
    QTest::newRow("a TU of a detachment the scenario does not have")
        << Change([](Scenario &s) {
               entry(s, QStringLiteral("cecach-infantry"))
                   ->family.insert(QStringLiteral("detachment"), QStringLiteral("comissars"));
           })
        << QStringList {QStringLiteral("crucible-unknown-id"),
                        QStringLiteral("crucible-detachment-size")};
    QTest::newRow("a TU of no detachment") << Change([](Scenario &s) {
        entry(s, QStringLiteral("cecach-infantry"))->family.remove(QStringLiteral("detachment"));
    })
                                           << QStringList {
                                                  QStringLiteral("crucible-unknown-id"),
                                                  QStringLiteral("crucible-detachment-size")};
    QTest::newRow("an LV that is not a number") << Change([](Scenario &s) {
        QVariantMap l = leader(QStringLiteral("sergeant"), QStringLiteral("Sgt X"));
        l.insert(QStringLiteral("lv"), QStringLiteral("four"));
        addLeader(s, QStringLiteral("cecach-infantry"), l);
    }) << QStringList {QStringLiteral("crucible-value")};
    QTest::newRow("one detachment's TUs on two sides")
        << Change([](Scenario &s) {
               ForceEntry *f = entry(s, QStringLiteral("cecach-infantry"));
               f->side = QStringLiteral("slammers");
               f->colour = QStringLiteral("slammers");
           })
        << QStringList {QStringLiteral("crucible-detachment-side"),
                        QStringLiteral("crucible-force-total")};
}

void TestCrucibleChecks::rules()
{
    QFETCH(Change, change);
    QFETCH(QStringList, expected);
    Scenario s = *m_base;
    change(s);
    QStringList actual = codes(s);
    actual.sort();
    expected.sort();
    QCOMPARE(actual.join(QLatin1Char(' ')), expected.join(QLatin1Char(' ')));
    for (const QString &code : expected)
        m_codesSeen.insert(code);
}

void TestCrucibleChecks::everyCodeHasARowAndASummary()
{
    const QList<CheckInfo> infos = familyCheckCodes(crucibleFamilyId());
    QVERIFY(!infos.isEmpty());
    for (const CheckInfo &info : infos) {
        QVERIFY2(info.code.startsWith(QLatin1String("crucible-")), qPrintable(info.code));
        QVERIFY2(!info.summary.isEmpty(), qPrintable(info.code));
        QVERIFY2(m_codesSeen.contains(info.code),
                 qPrintable(QStringLiteral("no failing row for ") + info.code));
    }
}

QTEST_GUILESS_MAIN(TestCrucibleChecks)
#include "tst_cruciblechecks.moc"
