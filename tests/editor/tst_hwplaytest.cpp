// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Hammer Wars in the playtest window (issue 15, point 5): the samples open with the family's
// extension; a deployment buys from the Orders dock and places in the lit area of the table
// by a click or a drop from the Deployment tray, a point outside refused with the engine's
// reason; a selected unit's Walk and Run areas come from the engine, a click moves it and a
// refused move says why; the attack preview's chances are rules/hwattack's; a whole game
// played through the window ends with a reason, every log line read as a sentence.

#include "document/scenariodocument.h"
#include "engine/agent.h"
#include "engine/familyengines.h"
#include "families/hammer-wars/hwplaytest.h"
#include "families/hammer-wars/rules/hwattack.h"
#include "maptool.h"
#include "mapview.h"
#include "playtest/placeoverlay.h"
#include "playtest/playtestwindow.h"
#include "playtest/setuptray.h"
#include "ruleset/rulesetregistry.h"
#include "testsupport.h"
#include "widgettestsupport.h"

#include <QAction>
#include <QLineF>
#include <QMimeData>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace hexwright;
using hexwright::testsupport::mouseAt;

namespace {

const QString Crossroads
    = QStringLiteral(":/hexwright/scenarios/samples/21-ruined-crossroads.scenario.yaml");

/// The first legal action of @p kind, in the log's form; empty for none.
QJsonObject firstOf(const GameSession &session, const QString &kind)
{
    for (int i = 0; i < session.legalActionCount(); ++i) {
        if (session.legalActionKind(i) == kind)
            return session.legalAction(i);
    }
    return {};
}

QPointF centreOf(const QList<QRectF> &area)
{
    // The middle of the widest row: well inside the area.
    QRectF widest;
    for (const QRectF &rect : area) {
        if (rect.width() > widest.width())
            widest = rect;
    }
    return widest.center();
}

} // namespace

class TestHwPlaytest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void samplesOpenWithTheExtension_data();
    void samplesOpenWithTheExtension();
    void deploymentBuysAndPlacesByClickAndDrop();
    void movesComeFromTheEngine();
    void attackPreviewUsesTheRules();
    void wholeGameEndsWithAReasonAndReadableLog();

private:
    std::unique_ptr<PlaytestWindow> open(const QString &path, quint64 seed = 1);
    /// Buys and places (by clicks) one model per deployment, then ends it, until play starts.
    void deployByClicks(PlaytestWindow &window, HwPlaytest &hw);

    QTemporaryDir m_home;
    std::unique_ptr<RulesetRegistry> m_registry;
    std::unique_ptr<ScenarioDocument> m_document;
};

void TestHwPlaytest::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsupport::useOwnHome(m_home.path(), "tst_hwplaytest");
    m_registry = RulesetRegistry::withBundledData();
}

std::unique_ptr<PlaytestWindow> TestHwPlaytest::open(const QString &path, quint64 seed)
{
    // Nothing is hidden in Hammer Wars: no curtain between the players' deployments.
    return testsupport::openPlaytest(path, *m_registry, m_document, seed);
}

void TestHwPlaytest::samplesOpenWithTheExtension_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("ruined crossroads") << Crossroads;
    QTest::newRow("river ford") << QStringLiteral(
        ":/hexwright/scenarios/samples/22-river-ford.scenario.yaml");
    QTest::newRow("minefield ridge")
        << QStringLiteral(":/hexwright/scenarios/samples/23-minefield-ridge.scenario.yaml");
}

void TestHwPlaytest::samplesOpenWithTheExtension()
{
    QFETCH(QString, path);
    const std::unique_ptr<PlaytestWindow> window = open(path);
    QVERIFY(window);
    QVERIFY2(window->session(), qPrintable(window->problem()));
    auto *hw = qobject_cast<HwPlaytest *>(window->extension());
    QVERIFY(hw);
    QVERIFY(window->session()->isPlacing());
    // The deployment's tray says what it ends, from the session's phase name.
    QCOMPARE(window->setupTray()->endSetupButton()->text(),
             QStringLiteral("End %1").arg(window->session()->phaseName()));
    QVERIFY(window->setupTray()->endSetupButton()->text().contains(QLatin1String("Deployment")));
    // What the side can buy now is listed, each a click away.
    QVERIFY(!hw->buyable().isEmpty());
    QVERIFY(hw->buyTree()->topLevelItemCount() > 0);
    QVERIFY(window->phaseText().contains(QLatin1String("pts")));
}

void TestHwPlaytest::deploymentBuysAndPlacesByClickAndDrop()
{
    const std::unique_ptr<PlaytestWindow> window = open(Crossroads);
    QVERIFY(window && window->session());
    auto *hw = qobject_cast<HwPlaytest *>(window->extension());
    QVERIFY(hw);
    GameSession &session = *window->session();

    // A click on a buyable line of the Orders dock buys it.
    QTreeWidgetItem *line = nullptr;
    for (int i = 0; i < hw->buyTree()->topLevelItemCount() && !line; ++i) {
        QTreeWidgetItem *category = hw->buyTree()->topLevelItem(i);
        for (int j = 0; j < category->childCount() && !line; ++j) {
            if (!category->child(j)->isDisabled())
                line = category->child(j);
        }
    }
    QVERIFY(line);
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    hw->buyTree()->scrollToItem(line);
    const QRect rect = hw->buyTree()->visualItemRect(line);
    QTest::mouseClick(hw->buyTree()->viewport(), Qt::LeftButton, {}, rect.center());
    QTRY_COMPARE(session.piecesToPlace().size(), 1);
    const QString bought = session.piecesToPlace().first();
    QCOMPARE(window->setupTray()->pieces(), QStringList {bought});
    QCOMPARE(window->placingPiece(), bought);

    // The lit area is the engine's: every sample point lies in it, and it is shaded.
    const QList<QRectF> area = session.placeArea(bought);
    QVERIFY(!area.isEmpty());
    QCOMPARE(window->placeOverlay()->area(), area);
    for (const Place &place : session.placesFor(bought)) {
        const QPointF p = std::get<TablePoint>(place).toPointF();
        bool inside = false;
        for (const QRectF &rect : area)
            inside = inside || rect.adjusted(-0.01, -0.01, 0.01, 0.01).contains(p);
        QVERIFY2(inside, qPrintable(session.placeLabel(place)));
    }

    // A click in the middle of the table is refused with the engine's reason.
    const TableBoard *table = dynamic_cast<const TableBoard *>(window->mapView()->board());
    QVERIFY(table);
    const QRectF extent = table->extent();
    const int logBefore = int(session.log().size());
    window->mapView()->tool()->mousePressed(mouseAt(extent.center()));
    QCOMPARE(session.piecesToPlace(), QStringList {bought});
    QCOMPARE(int(session.log().size()), logBefore);
    QVERIFY2(window->statusBar()->currentMessage().startsWith(QLatin1String("Cannot set up")),
             qPrintable(window->statusBar()->currentMessage()));

    // A click anywhere in the area (not one of the samples) places it there.
    const QPointF inside = centreOf(area) + QPointF(0.3, 0.2);
    window->mapView()->tool()->mousePressed(mouseAt(inside));
    QVERIFY2(session.piecesToPlace().isEmpty(), qPrintable(window->statusBar()->currentMessage()));
    const HwModel *placed = hw->game().state().model(bought);
    QVERIFY(placed && placed->onTable());
    QVERIFY(QLineF(placed->at, inside).length() < 0.3); // the log's hundredth of an inch

    // A second model, dropped from the tray: outside is refused, inside placed.
    QVERIFY(hw->buy(hw->buyable().first()).isEmpty());
    const QString second = session.piecesToPlace().first();
    QMimeData mime;
    mime.setData(QString::fromLatin1(SetupTray::MimeType), second.toUtf8());
    MapDropEvent drop;
    drop.mimeData = &mime;
    drop.scenePos = extent.center();
    QVERIFY(window->setupDropHandler()->worksOnTable());
    QVERIFY(window->setupDropHandler()->accepts(&mime));
    QVERIFY(window->setupDropHandler()->dragMoved(drop));
    QVERIFY(!window->placeOverlay()->isLegal(Place(TablePoint(drop.scenePos))));
    QVERIFY(!window->setupDropHandler()->dropped(drop));
    drop.scenePos = centreOf(session.placeArea(second)) + QPointF(-0.4, 0.1);
    QVERIFY(window->setupDropHandler()->dragMoved(drop));
    QVERIFY(window->placeOverlay()->isLegal(Place(TablePoint(drop.scenePos))));
    QVERIFY2(window->setupDropHandler()->dropped(drop),
             qPrintable(window->statusBar()->currentMessage()));
    QVERIFY(hw->game().state().model(second)->onTable());
}

void TestHwPlaytest::deployByClicks(PlaytestWindow &window, HwPlaytest &hw)
{
    GameSession &session = *window.session();
    for (int guard = 0; guard < 40 && !session.isOver(); ++guard) {
        if (session.isPlacing()) {
            const QStringList buyable = hw.buyable();
            if (!buyable.isEmpty()) {
                QVERIFY(hw.buy(buyable.first()).isEmpty());
                const QString id = session.piecesToPlace().first();
                window.mapView()->tool()->mousePressed(mouseAt(centreOf(session.placeArea(id))));
                QVERIFY2(session.piecesToPlace().isEmpty(),
                         qPrintable(window.statusBar()->currentMessage()));
            }
        } else {
            // An action phase with a unit of the deciding player still to act: done.
            for (const HwModel &m : hw.game().state().models) {
                if (m.onTable() && m.player == session.decidingPlayer() && !m.activated)
                    return;
            }
        }
        window.endPhaseAction()->trigger();
    }
}

void TestHwPlaytest::movesComeFromTheEngine()
{
    const std::unique_ptr<PlaytestWindow> window = open(Crossroads);
    QVERIFY(window && window->session());
    auto *hw = qobject_cast<HwPlaytest *>(window->extension());
    QVERIFY(hw);
    deployByClicks(*window, *hw);
    GameSession &session = *window->session();
    QVERIFY(!session.isPlacing());
    QString unit;
    for (const HwModel &m : hw->game().state().models) {
        if (m.onTable() && m.player == session.decidingPlayer() && !m.activated)
            unit = m.id;
    }
    QVERIFY(!unit.isEmpty());
    const HwModel *model = hw->game().state().model(unit);
    const QPointF start = model->at;

    // A click on it selects it: its card, and its areas from the engine.
    window->mapView()->tool()->mousePressed(mouseAt(start));
    QCOMPARE(hw->selectedUnit(), unit);
    QVERIFY(!hw->walkArea().isEmpty());
    QVERIFY(!hw->runArea().isEmpty());
    const double walk = hw->game().reach(unit, QStringLiteral("walk"));
    for (const QRectF &rect : hw->walkArea())
        QVERIFY(QLineF(start, rect.center()).length() <= walk + rect.width());

    // Too far: refused, saying why, and nothing moves.
    const double run = hw->game().reach(unit, QStringLiteral("run"));
    const TableBoard *table = dynamic_cast<const TableBoard *>(window->mapView()->board());
    QPointF far = start + QPointF(run + 25.4, 0);
    if (!table->extent().contains(far))
        far = start - QPointF(run + 25.4, 0);
    if (!table->extent().contains(far))
        far = start
            + QPointF(0, start.y() < table->extent().center().y() ? run + 25.4 : -(run + 25.4));
    const int logBefore = int(session.log().size());
    const QString why = hw->moveTo(far);
    QVERIFY(!why.isEmpty());
    QCOMPARE(int(session.log().size()), logBefore);
    QVERIFY2(window->statusBar()->currentMessage().contains(QLatin1String("Cannot move")),
             qPrintable(window->statusBar()->currentMessage()));
    QCOMPARE(hw->game().state().model(unit)->at, start);

    // A click in the Walk's area walks there.
    const QPointF to = centreOf(hw->walkArea());
    window->mapView()->tool()->mousePressed(mouseAt(to));
    const HwModel *moved = hw->game().state().model(unit);
    QVERIFY2(moved->activated, qPrintable(window->statusBar()->currentMessage()));
    QCOMPARE(moved->action, QStringLiteral("walk"));
    QVERIFY(QLineF(moved->at, to).length() < 0.3);
}

void TestHwPlaytest::attackPreviewUsesTheRules()
{
    const std::unique_ptr<PlaytestWindow> window = open(Crossroads, 3);
    QVERIFY(window && window->session());
    auto *hw = qobject_cast<HwPlaytest *>(window->extension());
    QVERIFY(hw);
    GameSession &session = *window->session();
    // The greedy agents play through the window until an attack is legal.
    const FamilyEngine *engine = familyEngineFor(m_document->ruleset());
    std::unique_ptr<Agent> agents[2] = {engine->makeAgent(QStringLiteral("greedy"), 3, 0),
                                        engine->makeAgent(QStringLiteral("greedy"), 3, 1)};
    QJsonObject attack;
    for (int guard = 0; guard < 3000 && !session.isOver(); ++guard) {
        attack = firstOf(session, QStringLiteral("attack"));
        if (!attack.isEmpty())
            break;
        const int index = agents[session.decidingPlayer()]->choose(session);
        QVERIFY(window->perform(session.legalAction(index)).isEmpty());
    }
    QVERIFY(!attack.isEmpty());
    const QString attacker = attack.value(QStringLiteral("unit")).toString();
    const QString target = attack.value(QStringLiteral("target")).toString();

    // Select, aim with clicks; the preview is the rules' functions on the engine's odds.
    window->mapView()->tool()->mousePressed(mouseAt(hw->game().state().model(attacker)->at));
    QCOMPARE(hw->selectedUnit(), attacker);
    window->mapView()->tool()->mousePressed(mouseAt(hw->game().state().model(target)->at));
    QCOMPARE(hw->target(), target);
    const std::optional<HwAttackPreview> preview = hw->attackPreview();
    QVERIFY(preview);
    QCOMPARE(preview->lineOfSight, hw->game().lineOfSight(attacker, target));
    QVERIFY(!preview->lines.isEmpty());
    const int natural = hw->session().context().rules().attacks.alwaysHitsOn;
    const int lives = hw->game().state().model(target)->lives;
    for (const HwLinePreview &line : preview->lines) {
        const HwAttackOdds odds = hw->game().odds(attacker, line.line, target);
        QCOMPARE(line.chance, hwrules::hitChance(odds.hitsOn, odds.modifier, natural));
        QCOMPARE(line.chance, odds.chance);
        QCOMPARE(line.expected, hwrules::expectedLivesLost(odds.dice, line.chance, lives));
        QVERIFY(line.chanceInCover <= line.chanceInOpen);
        QVERIFY(line.chanceInCover >= 1.0 / 6 - 1e-9); // a natural 6 always hits
    }
    QVERIFY(hw->fireAction()->isEnabled());
    const int rolls = session.dice().count();
    hw->fireAction()->trigger();
    QVERIFY(session.dice().count() > rolls);
}

void TestHwPlaytest::wholeGameEndsWithAReasonAndReadableLog()
{
    const std::unique_ptr<PlaytestWindow> window = open(Crossroads, 7);
    QVERIFY(window && window->session());
    QVERIFY(qobject_cast<HwPlaytest *>(window->extension()));
    GameSession &session = *window->session();
    QSignalSpy ended(window.get(), &PlaytestWindow::gameEnded);
    const FamilyEngine *engine = familyEngineFor(m_document->ruleset());
    std::unique_ptr<Agent> agents[2] = {engine->makeAgent(QStringLiteral("greedy"), 7, 0),
                                        engine->makeAgent(QStringLiteral("greedy"), 7, 1)};
    for (int guard = 0; guard < 20000 && !session.isOver(); ++guard) {
        const int index = agents[session.decidingPlayer()]->choose(session);
        QVERIFY(window->perform(session.legalAction(index)).isEmpty());
    }
    QVERIFY(session.isOver());
    QVERIFY(!session.summary().reason.isEmpty());
    QCOMPARE(ended.count(), 1);
    QVERIFY(!ended.first().value(1).toString().isEmpty());

    // Every line read as a sentence, none as raw JSON.
    QSet<QString> kinds;
    for (const QJsonObject &line : session.log()) {
        const QString type = line.value(QStringLiteral("type")).toString();
        const QString text = window->describeLogLine(line);
        if (type == QLatin1String("header"))
            continue;
        kinds.insert(type);
        QVERIFY2(!text.trimmed().isEmpty(), qPrintable(type));
        QVERIFY2(!text.contains(QLatin1Char('{')) && !text.contains(QLatin1Char('"')),
                 qPrintable(text));
        // An action reads as it was given: by the player who gave it, not the one deciding now.
        if (type == QLatin1String("action"))
            QVERIFY2(text.trimmed().startsWith(line.value(QStringLiteral("player")).toString()),
                     qPrintable(text));
    }
    for (const char *kind : {"bought", "damage", "killed", "morale", "game_end"})
        QVERIFY2(kinds.contains(QLatin1String(kind)), kind);
}

QTEST_MAIN(TestHwPlaytest)
#include "tst_hwplaytest.moc"
