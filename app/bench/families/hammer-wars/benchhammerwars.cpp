// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// hexwright-bench, Hammer Wars section (issue 15, point 8): line-of-sight queries of the
// Hammer Wars engine on a 36 x 24 in table of 200 pieces with 34 models on it, and greedy-
// and random-agent games per second on each bundled Hammer Wars sample.

#include "benchsections.h"
#include "benchsupport.h"

#include "checks/scenariovalidator.h"
#include "engine/agent.h"
#include "engine/familyengines.h"
#include "families/hammer-wars/play/hwgame.h"
#include "map/panel.h"
#include "ruleset/rulesetregistry.h"

#include <QDir>
#include <QRandomGenerator>

#include <cmath>
#include <memory>
#include <vector>

namespace hexwright::bench {

namespace {

constexpr double Inch = 25.4;
const QString SamplesDir = QStringLiteral(":/hexwright/scenarios/samples");

/// @p scenario's table replaced by 200 pieces of every terrain class (a quarter solid),
/// random but always the same.
void fillTable(Scenario &scenario, int pieces)
{
    QRandomGenerator random(2026);
    const auto uniform = [&](double low, double high) {
        return low + (high - low) * random.generateDouble();
    };
    TableLayout &table = *scenario.table;
    table.pieces.clear();
    const QList<QStringList> traits = {{QStringLiteral("solid")},
                                       {QStringLiteral("cover")},
                                       {QStringLiteral("cover"), QStringLiteral("difficult")},
                                       {QStringLiteral("dangerous")}};
    for (int i = 0; i < pieces; ++i) {
        TablePiece piece;
        piece.id = QStringLiteral("piece-%1").arg(i);
        const QPointF at(uniform(1, 35) * Inch, uniform(1, 23) * Inch);
        const double rotation = std::round(uniform(0, 180));
        piece.shape = i % 2 == 0
            ? TableShape::ellipse(at, uniform(0.5, 2) * Inch, uniform(0.5, 2) * Inch, rotation)
            : TableShape::rectangle(at, uniform(0.5, 2.5) * Inch, uniform(0.5, 1.5) * Inch,
                                    rotation);
        piece.traits = traits.at(i % traits.size());
        table.pieces.append(piece);
    }
}

/// (a) Line-of-sight queries: HwGame::lineOfSight(), the engine's own test (solid pieces
/// through TableBoard::piecesCrossed(), then every other model on the table as a circle).
void benchLineOfSight(const Scenario &sample, const Ruleset &ruleset, double budgetMs)
{
    Scenario scenario = sample;
    fillTable(scenario, 200);
    const auto context
        = std::make_shared<const HwGameContext>(scenario, ruleset, QStringLiteral("bench"));
    HwGame game(context, 1);
    HwGameState state = game.state();
    QRandomGenerator random(34);
    QStringList ids;
    for (HwModel &m : state.models) {
        m.status = HwModel::Status::OnTable;
        m.at = QPointF(random.bounded(34.0) * Inch + Inch, random.bounded(22.0) * Inch + Inch);
        ids.append(m.id);
    }
    game.setPosition(state);
    out << QStringLiteral("\nHammer Wars line of sight: a 36 x 24 in table of %1 pieces (a "
                          "quarter solid), %2 models on it, random pairs;\n"
                          "  HwGame::lineOfSight(): solid pieces through "
                          "TableBoard::piecesCrossed(), then every other model's base:\n")
               .arg(scenario.table->pieces.size())
               .arg(ids.size());
    const qsizetype n = ids.size();
    qint64 queries = 0;
    qint64 clear = 0;
    const double start = nowMs();
    double elapsed = 0;
    while (elapsed < budgetMs) {
        for (int i = 0; i < 1000; ++i) {
            const QString &a = ids.at(qsizetype(random.bounded(int(n))));
            const QString &b = ids.at(qsizetype(random.bounded(int(n))));
            clear += game.lineOfSight(a, b) ? 1 : 0;
        }
        queries += 1000;
        elapsed = nowMs() - start;
    }
    figure(QStringLiteral("line-of-sight queries per second"),
           queries / (elapsed / 1000.0) / 1000.0, QStringLiteral("k queries/s"));
    out << QStringLiteral("  %1 queries, %2 % of them clear\n")
               .arg(queries)
               .arg(100.0 * double(clear) / double(queries), 0, 'f', 1);
}

/// (b) Games of @p agent on one sample for about @p budgetMs.
void benchGames(const QString &name, const GameSetup &setup, const FamilyEngine &engine,
                const QString &agent, double budgetMs)
{
    const GamesRun run = playGames(setup, engine, agent, budgetMs);
    const int games = run.games;
    const int finished = run.finished;
    const qint64 actions = run.actions;
    const QString error = run.error;
    const double elapsed = run.elapsedMs;
    out << QStringLiteral("  %1, %2 agents: %3 games (%4 finished), %5 actions a game\n")
               .arg(name, agent)
               .arg(games)
               .arg(finished)
               .arg(double(actions) / games, 0, 'f', 0);
    figure(QStringLiteral("%1 games per second").arg(agent), games / (elapsed / 1000.0),
           QStringLiteral("games/s"));
    if (!error.isEmpty())
        out << QStringLiteral("  ENGINE ERROR: %1\n").arg(error);
}

} // namespace

void benchHammerWars(RulesetRegistry &registry, double budgetMs)
{
    static const PanelLibrary NoPanels;
    bool losDone = false;
    bool any = false;
    for (const QString &file :
         QDir(SamplesDir).entryList({QStringLiteral("*.scenario.yaml")}, QDir::Files, QDir::Name)) {
        const QString path = SamplesDir + QLatin1Char('/') + file;
        const ScenarioReport report = validateScenarioFile(path, path, registry);
        if (!report.loaded.scenario || !report.loaded.ruleset
            || report.loaded.scenario->rulesetId != QLatin1String("hammer-wars")
            || !report.loaded.scenario->table)
            continue;
        if (!losDone) {
            benchLineOfSight(*report.loaded.scenario, *report.loaded.ruleset, budgetMs);
            out << QStringLiteral("\nHammer Wars playtest, invariants not checked:\n");
            losDone = true;
        }
        const FamilyEngine *engine = familyEngineFor(*report.loaded.ruleset);
        const std::shared_ptr<const GameSetup> setup = engine
            ? engine->setUp({*report.loaded.scenario, *report.loaded.ruleset, NoPanels, path})
            : nullptr;
        if (!setup) {
            out << QStringLiteral("  %1: cannot set it up\n").arg(file);
            continue;
        }
        any = true;
        const QString name = report.loaded.scenario->metadata.title;
        benchGames(name, *setup, *engine, QStringLiteral("greedy"), budgetMs);
        benchGames(name, *setup, *engine, QStringLiteral("random"), budgetMs);
    }
    if (!any)
        out << "\nHammer Wars: no bundled sample of the family\n";
}

} // namespace hexwright::bench
