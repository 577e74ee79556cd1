// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Crucible in the playtest window (issue 20, point 2 "Playtest"): a human plays a seat
// from the table. A click selects one of his TUs; in phase 4 a click on the table moves it at
// the next of its 1-2-4 LP (§2), the detachment's pool paying, a point beyond its reach
// refused with the engine's reason and the mouse over the table saying what a click would
// do; in phase 5 a click on an enemy aims at it, each weapon's odds are the engine's and Fire
// rolls the one chosen; a seat given to the greedy agent plays itself until a human decides;
// whoever gave the orders, the log replays to the same game.

#include "document/scenariodocument.h"
#include "engine/familyengines.h"
#include "engine/playlog.h"
#include "families/crucible/crucibleplaytest.h"
#include "families/crucible/play/cruciblegreedyagent.h"
#include "map/panel.h"
#include "maptool.h"
#include "playtest/playtestwindow.h"
#include "ruleset/rulesetregistry.h"
#include "testsupport.h"
#include "widgettestsupport.h"

#include <QAction>
#include <QLineF>
#include <QPushButton>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace hexwright;
using hexwright::testsupport::mouseAt;

namespace {

const QString Huber
    = QStringLiteral(":/hexwright/scenarios/samples/41-paying-the-piper.scenario.yaml");
const QString Desert
    = QStringLiteral(":/hexwright/scenarios/samples/42-desert-crossing.scenario.yaml");

/// The last action line of @p log.
QJsonObject lastAction(const QList<QJsonObject> &log)
{
    for (qsizetype i = log.size() - 1; i >= 0; --i) {
        if (log.at(i).value(QStringLiteral("type")).toString() == QLatin1String("action"))
            return log.at(i).value(QStringLiteral("action")).toObject();
    }
    return {};
}

} // namespace

class TestCruciblePlaytest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void samplesOpenWithTheExtension_data();
    void samplesOpenWithTheExtension();
    void clicksMoveAtTheNextLpCost();
    void refusedMoveSaysWhy();
    void fireFromTheTable();
    void agentSeatPlaysUntilAHumanDecides();

private:
    std::unique_ptr<PlaytestWindow> open(const QString &path, quint64 seed = 1);
    CruciblePlaytest *extension(PlaytestWindow &window);
    /// Ends phases (the greedy agent playing where @p agentPlays) until @p phase, with TU
    /// orders to give, is the deciding player's.
    bool playUntil(PlaytestWindow &window, const QString &phase, bool agentPlays,
                   const QString &kind);
    /// One of the deciding player's TUs that may move, or empty.
    QString movableTu(const CrucibleGame &game) const;
    /// A point toward the middle of the table @p fraction of @p id's reach away.
    QPointF inward(const CrucibleGame &game, const QString &id, double fraction) const;

    QTemporaryDir m_home;
    std::unique_ptr<RulesetRegistry> m_registry;
    std::unique_ptr<ScenarioDocument> m_document;
};

void TestCruciblePlaytest::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsupport::useOwnHome(m_home.path(), "tst_crucibleplaytest");
    m_registry = RulesetRegistry::withBundledData();
    m_registry->setUserChartsFolder(QString());
}

std::unique_ptr<PlaytestWindow> TestCruciblePlaytest::open(const QString &path, quint64 seed)
{
    QList<Diagnostic> diagnostics;
    m_document = ScenarioDocument::load(path, *m_registry, diagnostics);
    if (!m_document)
        return nullptr;
    auto window = std::make_unique<PlaytestWindow>(*m_document, *m_registry, seed);
    window->setAttribute(Qt::WA_DeleteOnClose, false);
    // Nothing is hidden in The Crucible: no curtain between the players.
    window->curtainAction()->setChecked(false);
    return window;
}

CruciblePlaytest *TestCruciblePlaytest::extension(PlaytestWindow &window)
{
    return qobject_cast<CruciblePlaytest *>(window.extension());
}

QString TestCruciblePlaytest::movableTu(const CrucibleGame &game) const
{
    for (const CrucibleTuState &tu : game.state().tus) {
        const CrucibleTuInfo *info = game.context().tu(tu.id);
        if (tu.onTable() && info->player == game.decidingPlayer() && game.reach(tu.id, false) > 0
            && game.nextMoveLp(tu.id) > 0 && info->kind != CrucibleTuKind::TowedGun
            && info->controller.isEmpty())
            return tu.id;
    }
    return {};
}

QPointF TestCruciblePlaytest::inward(const CrucibleGame &game, const QString &id,
                                     double fraction) const
{
    const CrucibleTuState *tu = game.state().tu(id);
    const QSizeF table = game.context().layout().size;
    const QLineF toMiddle(tu->at, QPointF(table.width() / 2, table.height() / 2));
    QLineF step = toMiddle.unitVector();
    step.setLength(game.reach(id, false) * fraction);
    return step.p2();
}

bool TestCruciblePlaytest::playUntil(PlaytestWindow &window, const QString &phase, bool agentPlays,
                                     const QString &kind)
{
    auto *session = static_cast<CrucibleGameSession *>(window.session());
    for (int guard = 0; guard < 5000 && !session->isOver(); ++guard) {
        if (session->phaseId() == phase) {
            for (const CruciblePlay &p : session->legalTyped()) {
                if (p.kind == kind)
                    return true;
            }
        }
        QJsonObject action;
        if (agentPlays) {
            CrucibleGreedyAgent agent(1, session->decidingPlayer());
            action = session->legalAction(agent.choose(*session));
        } else {
            action = session->legalAction(session->legalEndPhase());
        }
        if (!window.perform(action).isEmpty())
            return false;
    }
    return false;
}

void TestCruciblePlaytest::samplesOpenWithTheExtension_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("41 paying the piper") << Huber;
    QTest::newRow("42 desert crossing") << Desert;
}

void TestCruciblePlaytest::samplesOpenWithTheExtension()
{
    QFETCH(QString, path);
    auto window = open(path);
    QVERIFY(window);
    QVERIFY2(window->session(), qPrintable(window->problem()));
    CruciblePlaytest *crucible = extension(*window);
    QVERIFY(crucible);
    QWidget *panel = crucible->ordersPanel();
    QVERIFY(panel);
    QVERIFY(panel->findChild<QTreeWidget *>(QStringLiteral("weaponTree")));
    QVERIFY(panel->findChild<QPushButton *>(QStringLiteral("fireButton")));
    // The values that are ours are listed with the LP.
    QVERIFY(crucible->panelText().contains(QLatin1String("Provisional")));
}

void TestCruciblePlaytest::clicksMoveAtTheNextLpCost()
{
    auto window = open(Huber);
    QVERIFY(window && window->session());
    CruciblePlaytest *crucible = extension(*window);
    QVERIFY(playUntil(*window, QStringLiteral("move"), false, QStringLiteral("move")));
    const CrucibleGame &game = crucible->game();
    const QString id = movableTu(game);
    QVERIFY(!id.isEmpty());
    const QString detachment = game.context().tu(id)->detachment;
    // A click on the TU selects it.
    crucible->mapPressed(mouseAt(game.state().tu(id)->at));
    QCOMPARE(crucible->selectedTu(), id);
    // §2, 1-2-4: the first move costs 1 LP, the second 2.
    for (int lp : {1, 2}) {
        const int before = game.lp(detachment);
        if (before < lp)
            QSKIP("the detachment rolled too few LP for two moves with this seed");
        QCOMPARE(game.nextMoveLp(id), lp);
        const QPointF to = inward(game, id, 0.5);
        crucible->mapHovered(mouseAt(to));
        QVERIFY2(
            window->statusBar()->currentMessage().contains(QStringLiteral("for %1 LP").arg(lp)),
            qPrintable(window->statusBar()->currentMessage()));
        crucible->mapPressed(mouseAt(to));
        QVERIFY(QLineF(game.state().tu(id)->at, to).length() < 0.2);
        QCOMPARE(game.lp(detachment), before - lp);
        const QJsonObject action = lastAction(game.log());
        QCOMPARE(action.value(QStringLiteral("kind")).toString(), QStringLiteral("move"));
        QCOMPARE(action.value(QStringLiteral("unit")).toString(), id);
        // The engine's line of it reads as a sentence in the Game Log.
        QJsonObject moved;
        for (const QJsonObject &line : game.log()) {
            if (line.value(QStringLiteral("type")).toString() == QLatin1String("moved"))
                moved = line;
        }
        QVERIFY2(crucible->describeLogLine(moved).contains(QStringLiteral("for %1 LP").arg(lp)),
                 qPrintable(crucible->describeLogLine(moved)));
        // Still selected, for the next move.
        QCOMPARE(crucible->selectedTu(), id);
    }
    QCOMPARE(game.nextMoveLp(id), 4);
}

void TestCruciblePlaytest::refusedMoveSaysWhy()
{
    auto window = open(Huber);
    QVERIFY(window && window->session());
    CruciblePlaytest *crucible = extension(*window);
    QVERIFY(playUntil(*window, QStringLiteral("move"), false, QStringLiteral("move")));
    const CrucibleGame &game = crucible->game();
    const QString id = movableTu(game);
    crucible->selectTu(id);
    const QPointF at = game.state().tu(id)->at;
    const int actions = int(game.log().size());
    // Twice its reach: the engine refuses, and says so before and after the click.
    const QPointF far = inward(game, id, 2.0);
    QString why;
    crucible->moveAt(far, &why);
    QVERIFY(!why.isEmpty());
    crucible->mapHovered(mouseAt(far));
    QVERIFY2(window->statusBar()->currentMessage().contains(QLatin1String("no move there")),
             qPrintable(window->statusBar()->currentMessage()));
    QCOMPARE(crucible->moveTo(far).isEmpty(), false);
    QCOMPARE(game.state().tu(id)->at, at);
    QCOMPARE(int(game.log().size()), actions);
}

void TestCruciblePlaytest::fireFromTheTable()
{
    auto window = open(Huber, 3);
    QVERIFY(window && window->session());
    CruciblePlaytest *crucible = extension(*window);
    QVERIFY(playUntil(*window, QStringLiteral("direct_fire"), true, QStringLiteral("fire")));
    const CrucibleGame &game = crucible->game();
    CruciblePlay shot;
    for (const CruciblePlay &p :
         static_cast<CrucibleGameSession *>(window->session())->legalTyped()) {
        if (p.kind == QLatin1String("fire") && !p.conFire && !p.rapid) {
            shot = p;
            break;
        }
    }
    QVERIFY(!shot.unit.isEmpty());
    // A click on the TU, a click on the enemy: aimed, the odds the engine's.
    crucible->mapPressed(mouseAt(game.state().tu(shot.unit)->at));
    QCOMPARE(crucible->selectedTu(), shot.unit);
    crucible->mapPressed(mouseAt(game.state().tu(shot.target)->at));
    QCOMPARE(crucible->target(), shot.target);
    const QList<CrucibleWeaponPreview> weapons = crucible->weaponPreviews();
    QVERIFY(shot.weapon < weapons.size());
    const CrucibleWeaponPreview &w = weapons.at(shot.weapon);
    QVERIFY2(w.refusal.isEmpty(), qPrintable(w.refusal));
    const CrucibleFireOdds odds = game.odds(shot.unit, shot.weapon, shot.target);
    QCOMPARE(w.odds.qr, odds.qr);
    QCOMPARE(w.odds.dice, odds.dice);
    QCOMPARE(w.odds.expected, odds.expected);
    auto *tree = crucible->ordersPanel()->findChild<QTreeWidget *>(QStringLiteral("weaponTree"));
    QCOMPARE(tree->topLevelItemCount(), weapons.size());
    QVERIFY(tree->topLevelItem(shot.weapon)->text(3).contains(QStringLiteral("%1+").arg(odds.qr)));
    // Fire: the log has the shot as an agent's would be.
    QVERIFY(crucible->fire(shot.weapon).isEmpty());
    const QJsonObject action = lastAction(game.log());
    QCOMPARE(action.value(QStringLiteral("kind")).toString(), QStringLiteral("fire"));
    QCOMPARE(action.value(QStringLiteral("unit")).toString(), shot.unit);
    QCOMPARE(action.value(QStringLiteral("target")).toString(), shot.target);
    QVERIFY(game.state().tu(shot.unit)->weaponsFired.contains(shot.weapon));
    // Fired once: the same weapon is refused with the engine's reason.
    if (game.state().tu(shot.unit) && game.state().tu(shot.target)
        && game.state().tu(shot.target)->onTable() && crucible->selectedTu() == shot.unit) {
        crucible->aimAt(shot.target);
        QVERIFY(!crucible->weaponPreviews().at(shot.weapon).refusal.isEmpty());
    }
}

void TestCruciblePlaytest::agentSeatPlaysUntilAHumanDecides()
{
    auto window = open(Desert, 5);
    QVERIFY(window && window->session());
    CruciblePlaytest *crucible = extension(*window);
    auto *session = static_cast<CrucibleGameSession *>(window->session());
    // The second seat is the agent's; the human gives the first's orders by the table.
    crucible->setAgentSeat(1, true);
    QVERIFY(crucible->isAgentSeat(1));
    QVERIFY(!crucible->isAgentSeat(0));
    int humanTurns = 0;
    for (int guard = 0; guard < 400 && !session->isOver() && session->turn() <= 2; ++guard) {
        crucible->runAgents();
        if (session->isOver())
            break;
        QCOMPARE(session->decidingPlayer(), 0);
        // The human moves a TU once in each of his movement phases, then ends the phase.
        if (session->phaseId() == QLatin1String("move")) {
            const QString id = movableTu(crucible->game());
            if (!id.isEmpty()
                && crucible->game().lp(crucible->game().context().tu(id)->detachment) > 0) {
                crucible->selectTu(id);
                if (crucible->moveTo(inward(crucible->game(), id, 0.4)).isEmpty())
                    ++humanTurns;
            }
        }
        window->perform(session->legalAction(session->legalEndPhase()));
    }
    QVERIFY(humanTurns > 0);
    // Both seats' orders are in the log alike, and it replays.
    QByteArray log = session->logText();
    const QString text = QString::fromUtf8(log);
    QVERIFY(text.contains(QStringLiteral("\"player\":\"%1\"").arg(session->players().at(0).name)));
    QVERIFY(text.contains(QStringLiteral("\"player\":\"%1\"").arg(session->players().at(1).name)));
    static const PanelLibrary NoPanels;
    const FamilyEngine *engine = familyEngineFor(m_document->ruleset());
    QVERIFY(engine);
    QString error;
    auto setup = engine->setUp(
        {m_document->scenario(), m_document->ruleset(), NoPanels, m_document->filePath()}, &error);
    QVERIFY2(setup, qPrintable(error));
    const ReplayResult replay = replayLog(*setup, log);
    QVERIFY2(replay.ok,
             qPrintable(QStringLiteral("line %1: %2").arg(replay.line).arg(replay.error)));
}

QTEST_MAIN(TestCruciblePlaytest)
#include "tst_crucibleplaytest.moc"
