// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the Hammer Wars engine's tests share: the test table, models placed by hand and the
// rolls a game logged.

#include "families/hammer-wars/play/hwgame.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenarioreader.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QtTest>

#include <functional>
#include <memory>

namespace hexwright::hwplaytest {

/// The scenario as the log's header names it: relative, so the golden log names no checkout.
inline const QString ScenarioName
    = QStringLiteral("tests/data/play/hammer-wars/skirmish.scenario.yaml");

inline QString scenarioPath()
{
    return QStringLiteral(TEST_DATA_DIR "/play/hammer-wars/skirmish.scenario.yaml");
}

/// The pinned greedy game (seed 1). Not under tests/data/golden/: tst_golden pins that folder
/// to the bundled samples, and tst_playlog checks its logs against the Hammer's Slammers
/// line kinds of the log schema.
inline QString goldenPath()
{
    return QStringLiteral(TEST_DATA_DIR "/play/hammer-wars/greedy-1.jsonl");
}

/// A model placed by a test: its id, where (in) and its lives (0: the card's).
struct Placed
{
    const char *id;
    double x;
    double y;
    int lives = 0;
};

/// The rolls logged since line @p from, as "purpose target hits_on" strings.
inline QStringList rollsSince(const HwGame &game, int from)
{
    QStringList rolls;
    for (int i = from; i < game.log().size(); ++i) {
        const QJsonObject &line = game.log().at(i);
        if (line.value(QStringLiteral("type")).toString() != QLatin1String("roll"))
            continue;
        const QJsonObject inputs = line.value(QStringLiteral("inputs")).toObject();
        rolls.append(QStringLiteral("%1 %2 %3")
                         .arg(line.value(QStringLiteral("purpose")).toString(),
                              inputs.value(QStringLiteral("target")).toString())
                         .arg(inputs.value(QStringLiteral("hits_on")).toInt()));
    }
    return rolls;
}
/// The test table (changed by @p edit, if given) ready for play.
inline std::shared_ptr<const HwGameContext>
loadContext(RulesetRegistry &registry, const std::function<void(Scenario &)> &edit = {})
{
    Diagnostics diagnostics;
    LoadedScenario loaded = loadScenario(scenarioPath(), ScenarioName, registry, diagnostics);
    if (!loaded.scenario) {
        for (const Diagnostic &d : diagnostics)
            qWarning().noquote() << d.toText();
        return {};
    }
    if (edit)
        edit(*loaded.scenario);
    return std::make_shared<const HwGameContext>(*loaded.scenario, *loaded.ruleset, ScenarioName);
}

/// A game at blue's action phase (blue going first) with @p placed on the table, changed
/// further by @p more.
inline std::unique_ptr<HwGame> placedGame(const std::shared_ptr<const HwGameContext> &context,
                                          const QList<Placed> &placed,
                                          const std::function<void(HwGameState &)> &more,
                                          quint64 seed)
{
    auto game = std::make_unique<HwGame>(context, seed);
    HwGameState s = game->state();
    s.first = 0;
    s.order = 0;
    s.phase = 1;
    for (const Placed &p : placed) {
        HwModel *m = s.model(QLatin1String(p.id));
        if (!m) {
            qWarning("no model %s", p.id);
            return {};
        }
        m->status = HwModel::Status::OnTable;
        m->at = QPointF(p.x, p.y) * MillimetresPerInch;
        m->lives = p.lives > 0 ? p.lives : game->context().card(m->type)->lives;
    }
    if (more)
        more(s);
    game->setPosition(s);
    return game;
}

/// Ends phases until the deployment phase of @p round of the player with @p order.
inline void endPhasesUntil(HwGame &game, int round, int order)
{
    int guard = 0;
    while (
        !game.isOver() && ++guard < 100
        && !(game.state().round == round && game.state().order == order && game.state().phase == 0))
        QCOMPARE(game.apply(HwPlay::endPhase()), QString());
}

/// The base of the engine's rules tests (tst_hwplay, tst_hwvictory): the bundled rulesets and
/// the test table's context, with a position of models placed by hand.
class Fixture
{
protected:
    /// Loads the rulesets and the test table; a test's initTestCase() checks the context.
    void loadFixture()
    {
        m_registry = RulesetRegistry::withBundledData();
        m_context = context();
    }
    std::shared_ptr<const HwGameContext> context(const std::function<void(Scenario &)> &edit = {})
    {
        return loadContext(*m_registry, edit);
    }
    std::unique_ptr<HwGame> position(const QList<Placed> &placed,
                                     const std::function<void(HwGameState &)> &more = {},
                                     quint64 seed = 1,
                                     const std::shared_ptr<const HwGameContext> &ctx = {})
    {
        return placedGame(ctx ? ctx : m_context, placed, more, seed);
    }

    std::unique_ptr<RulesetRegistry> m_registry;
    std::shared_ptr<const HwGameContext> m_context;
};

} // namespace hexwright::hwplaytest
