// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the Maschinen Krieger engine's tests share (tst_makplay: set-up, moves, attacks, close
// quarters, whole games; tst_maksupportplay: air, mines, artillery, smoke, transport, the
// samples and the engineers): the skirmish of tests/data/mak with the bundled charts, set up
// for play with edits, units placed and added by hand, legal actions found, rolls counted.

#include "engine/familyengines.h"
#include "families/mak/play/makgamesession.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenarioreader.h"

#include <QStandardPaths>
#include <QtTest>

#include <functional>
#include <memory>

namespace hexwright::makplaytest {

/// The scenario as the logs name it: relative, so no log names a checkout.
inline const QString ScenarioName = QStringLiteral("tests/data/mak/skirmish.scenario.yaml");
/// The engineers in a burning town: buildings everywhere, engineers of both sides.
inline const QString EngineersName = QStringLiteral("tests/data/mak/engineers.scenario.yaml");

/// The scenario at @p name (relative to the source tree, as the logs name it) set up for play,
/// changed by @p edit first; null, with a warning, when it does not load or set up.
inline std::shared_ptr<const GameSetup> setUpFile(RulesetRegistry &registry, const QString &name,
                                                  const std::function<void(Scenario &)> &edit = {})
{
    Diagnostics diagnostics;
    const LoadedScenario loaded
        = loadScenario(QStringLiteral(SOURCE_DIR "/") + name, name, registry, diagnostics);
    const FamilyEngine *engine = familyEngine(QStringLiteral("mak"));
    if (!loaded.scenario || !engine) {
        for (const Diagnostic &d : diagnostics)
            qWarning().noquote() << d.toText();
        return nullptr;
    }
    Scenario scenario = *loaded.scenario;
    if (edit)
        edit(scenario);
    QString error;
    auto setup = engine->setUp({scenario, *loaded.ruleset, *loaded.panels, name}, &error);
    if (!setup)
        qWarning().noquote() << error;
    return setup;
}

class MakPlayFixture
{
protected:
    /// Loads the skirmish with the bundled (provisional) charts (call from initTestCase()).
    void loadSkirmish() { load(ScenarioName); }

    /// Loads the fixture at @p name (relative to the source tree, as the logs name it) with the
    /// bundled (provisional) charts; setUp() plays it from then on.
    void load(const QString &name)
    {
        m_name = name;
        QStandardPaths::setTestModeEnabled(true);
        m_registry = RulesetRegistry::withBundledData();
        m_registry->setUserChartsFolder(QString()); // the bundled (provisional) charts
        Diagnostics diagnostics;
        m_loaded
            = loadScenario(QStringLiteral(SOURCE_DIR "/") + name, name, *m_registry, diagnostics);
        for (const Diagnostic &d : diagnostics)
            qWarning().noquote() << d.toText();
        QVERIFY(m_loaded.scenario);
    }

    /// The loaded fixture set up for play, changed by @p edit first.
    std::shared_ptr<const GameSetup> setUp(const std::function<void(Scenario &)> &edit = {})
    {
        Scenario scenario = *m_loaded.scenario;
        if (edit)
            edit(scenario);
        const FamilyEngine *engine = familyEngine(QStringLiteral("mak"));
        if (!engine)
            return nullptr;
        QString error;
        auto setup = engine->setUp({scenario, *m_loaded.ruleset, *m_loaded.panels, m_name}, &error);
        if (!setup)
            qWarning().noquote() << error;
        return setup;
    }

    /// Whether a game started by startGame() stops in the air commitment phase or passes it.
    enum class AirPhase { Play, Skip };

    /// Game @p seed of @p setup, as the MaK session it is; with AirPhase::Skip, past the air
    /// commitment phase with every aircraft idle. Null when it is no MaK game or the air phase
    /// does not end (a comparison failed).
    static std::unique_ptr<MakGameSession> startGame(const GameSetup &setup, quint64 seed,
                                                     AirPhase air = AirPhase::Play)
    {
        std::unique_ptr<GameSession> session = setup.newGame(seed);
        if (!dynamic_cast<MakGameSession *>(session.get()))
            return nullptr;
        std::unique_ptr<MakGameSession> mak(static_cast<MakGameSession *>(session.release()));
        if (air == AirPhase::Skip)
            skipAir(*mak);
        return QTest::currentTestFailed() ? nullptr : std::move(mak);
    }

    /// Game @p seed of the loaded fixture changed by @p edit first (setUp(), startGame()); null,
    /// with a warning, when it does not set up.
    std::unique_ptr<MakGameSession> startGame(quint64 seed, AirPhase air,
                                              const std::function<void(Scenario &)> &edit = {})
    {
        const std::shared_ptr<const GameSetup> setup = setUp(edit);
        return setup ? startGame(*setup, seed, air) : nullptr;
    }
    std::unique_ptr<MakGameSession> startGame(quint64 seed,
                                              const std::function<void(Scenario &)> &edit = {})
    {
        return startGame(seed, AirPhase::Play, edit);
    }

    /// Ends the air commitment phase: the aircraft stay idle.
    static void skipAir(MakGameSession &session)
    {
        while (!session.isOver() && session.game().state().airPlayer >= 0)
            QCOMPARE(session.applyLegal(session.legalEndPhase()), QString());
    }

    /// Closes every defensive window open now, nobody firing.
    static void passWindows(MakGameSession &session)
    {
        while (!session.isOver() && session.game().state().defensive)
            QCOMPARE(session.applyLegal(session.legalEndPhase()), QString());
    }

    /// A hex of the skirmish by its label (two digits a coordinate).
    OffsetCoord hex(const char *label) const
    {
        OffsetCoord h;
        parseHexLabel(QLatin1String(label), 2, &h);
        return h;
    }

    /// Places every unit of force entry @p force on @p label.
    static void place(Scenario &scenario, const char *force, const char *label)
    {
        for (ForceEntry &f : scenario.forces) {
            if (f.id == QLatin1String(force)) {
                f.placement.kind = Placement::Kind::Hex;
                parseHexLabel(QLatin1String(label), 2, &f.placement.hex);
            }
        }
    }

    /// The first legal action of @p kind that @p match accepts, or -1.
    static int find(const MakGameSession &session, const QString &kind,
                    const std::function<bool(const MakPlay &)> &match = {})
    {
        const QList<MakPlay> &legal = session.legalTyped();
        for (int i = 0; i < legal.size(); ++i) {
            if (legal.at(i).kind == kind && (!match || match(legal.at(i))))
                return i;
        }
        return -1;
    }

    /// A force entry of one @p unit of @p side, placed on @p label.
    static void addForce(Scenario &scenario, const char *id, const char *side, const char *unit,
                         const char *label)
    {
        ForceEntry f;
        f.id = QLatin1String(id);
        f.side = QLatin1String(side);
        f.colour = QLatin1String(side);
        f.unitType = QLatin1String(unit);
        f.placement.kind = Placement::Kind::Hex;
        parseHexLabel(QLatin1String(label), 2, &f.placement.hex);
        scenario.forces.append(f);
    }

    /// How many rolls of @p purpose the log holds.
    static int rolls(const GameSession &session, const QString &purpose)
    {
        int n = 0;
        for (const QJsonObject &line : session.log())
            n += line.value(QStringLiteral("purpose")).toString() == purpose ? 1 : 0;
        return n;
    }

    static void endPhases(MakGameSession &session, int count)
    {
        // Ends phases (and passes any window a pass opens) until @p count phases are over.
        for (int i = 0; i < count && !session.isOver(); ++i) {
            const int before = session.game().state().phase + 10 * session.game().state().turn;
            while (!session.isOver()
                   && session.game().state().phase + 10 * session.game().state().turn == before)
                QCOMPARE(session.applyLegal(session.legalEndPhase()), QString());
        }
    }

    std::unique_ptr<RulesetRegistry> m_registry;
    LoadedScenario m_loaded;
    QString m_name = ScenarioName;
};

} // namespace hexwright::makplaytest
