// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Crucible in the playtest window (issue 20, point 2 "Playtest"): a human plays a seat
// from the table. A click selects one of his TUs; in phase 4 a click on the table moves it at
// the next of its 1-2-4 LP (§2), the detachment's pool paying, a point beyond its reach
// moving it as far as it may go along the line (one action, one undo step, the status bar
// saying it stopped short), a move the engine refuses outright refused with its reason, the
// mouse over the table saying what a click would do; the selected TU's fire arcs are filled
// wedges at every zoom, the up-rated combat car arcs (§4.1) in their own colour; in phase 5
// a click on an enemy aims at it, each weapon's odds are the engine's and Fire rolls the one
// chosen; a seat given to the greedy or the random agent (the engine's, as the CLI plays
// them) plays itself until a human decides; whoever gave the orders, the log replays to the
// same game.

#include "document/scenariodocument.h"
#include "engine/agent.h"
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
#include <QComboBox>
#include <QImage>
#include <QLineF>
#include <QPainter>
#include <QPushButton>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <vector>

using namespace hexwright;
using hexwright::testsupport::mouseAt;
using hexwright::testsupport::openPlaytest;

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
    void moveBeyondReachStopsShort_data();
    void moveBeyondReachStopsShort();
    void refusedMoveSaysWhy();
    void arcsAreFilledWedgesAtEveryZoom_data();
    void arcsAreFilledWedgesAtEveryZoom();
    void upratedArcsInTheirOwnColour_data();
    void upratedArcsInTheirOwnColour();
    void fireFromTheTable();
    void agentSeatPlaysUntilAHumanDecides();
    void seatsAreHumanGreedyOrRandom();
    void randomSeatIsTheEnginesAgent();

private:
    /// The Crucible's playtest window: nothing is hidden, so no curtain between the players.
    std::unique_ptr<PlaytestWindow> open(const QString &path, quint64 seed = 1)
    {
        return openPlaytest(path, *m_registry, m_document, seed);
    }
    CruciblePlaytest *extension(PlaytestWindow &window);
    /// Ends phases (the greedy agent playing where @p agentPlays) until @p phase, with TU
    /// orders to give, is the deciding player's.
    bool playUntil(PlaytestWindow &window, const QString &phase, bool agentPlays,
                   const QString &kind);
    /// One of the deciding player's TUs that may move, or empty.
    QString movableTu(const CrucibleGame &game) const;
    /// The last TU of @p type on the table, or empty.
    static QString lastTuOfType(const CrucibleGame &game, const QString &type);
    /// A point toward the middle of the table @p fraction of @p id's reach away.
    QPointF inward(const CrucibleGame &game, const QString &id, double fraction) const;

    /// Where the move tests start: a window played to phase 4 with a TU selected that may move.
    struct MoveStart
    {
        std::unique_ptr<PlaytestWindow> window;
        CruciblePlaytest *crucible = nullptr;
        QString tu;
        QString detachment; ///< the TU's, whose LP pay its moves
    };
    /// @p path opened, phases ended until the move phase, then a click on one of the deciding
    /// player's TUs that may move; no crucible when a step failed (the test has failed).
    MoveStart openAtTheMovePhase(const QString &path);

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

QString TestCruciblePlaytest::lastTuOfType(const CrucibleGame &game, const QString &type)
{
    QString last;
    for (const CrucibleTuState &tu : game.state().tus) {
        if (tu.onTable() && game.context().tu(tu.id)->type == type)
            last = tu.id;
    }
    return last;
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

TestCruciblePlaytest::MoveStart TestCruciblePlaytest::openAtTheMovePhase(const QString &path)
{
    MoveStart start;
    start.window = open(path);
    [&] {
        PlaytestWindow *window = start.window.get();
        QVERIFY(window && window->session());
        CruciblePlaytest *crucible = extension(*window);
        QVERIFY(playUntil(*window, QStringLiteral("move"), false, QStringLiteral("move")));
        const CrucibleGame &game = crucible->game();
        const QString id = movableTu(game);
        QVERIFY(!id.isEmpty());
        // A click on the TU selects it.
        crucible->mapPressed(mouseAt(game.state().tu(id)->at));
        QCOMPARE(crucible->selectedTu(), id);
        start.crucible = crucible;
        start.tu = id;
        start.detachment = game.context().tu(id)->detachment;
    }();
    return start;
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
    auto [window, crucible, id, detachment] = openAtTheMovePhase(Huber);
    QVERIFY(crucible);
    const CrucibleGame &game = crucible->game();
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

void TestCruciblePlaytest::moveBeyondReachStopsShort_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<double>("beyond"); ///< the click, in the TU's longest reaches
    QTest::newRow("41, twice its reach") << Huber << 2.0;
    QTest::newRow("41, just beyond") << Huber << 1.2;
    QTest::newRow("42, twice its reach") << Desert << 2.0;
}

void TestCruciblePlaytest::moveBeyondReachStopsShort()
{
    QFETCH(QString, path);
    QFETCH(double, beyond);
    auto [window, crucible, id, detachment] = openAtTheMovePhase(path);
    QVERIFY(crucible);
    const CrucibleGame &game = crucible->game();
    const QPointF from = game.state().tu(id)->at;
    const int lp = game.lp(detachment);
    const qsizetype lines = game.log().size();
    // Beyond its reach on any terrain (§1: easy terrain one band faster).
    const double reach = std::max(game.reach(id, false), game.reach(id, true));
    const QPointF far = inward(game, id, beyond * reach / game.reach(id, false));
    // The engine refuses the whole way.
    CruciblePlay whole(QStringLiteral("move"), id);
    whole.to = far;
    QVERIFY(!game.check(whole).isEmpty());
    // The mouse there says where a click stops; the click moves it as far as it may go.
    crucible->mapHovered(mouseAt(far));
    QVERIFY2(window->statusBar()->currentMessage().contains(QLatin1String("stops short")),
             qPrintable(window->statusBar()->currentMessage()));
    QString why;
    bool stoppedShort = false;
    const CruciblePlay play = crucible->moveAt(far, &why, &stoppedShort);
    QVERIFY2(why.isEmpty(), qPrintable(why));
    QVERIFY(stoppedShort);
    crucible->mapPressed(mouseAt(far));
    const QPointF to = game.state().tu(id)->at;
    QVERIFY(QLineF(to, play.to).length() < 0.2);
    // On the line to the click, its whole reach (§1: easy terrain one band faster) away.
    const QLineF line(from, far);
    const double off = std::abs((far.x() - from.x()) * (from.y() - to.y())
                                - (from.x() - to.x()) * (far.y() - from.y()))
        / line.length();
    QVERIFY2(off < 0.2, qPrintable(QString::number(off)));
    const double moved = QLineF(from, to).length();
    QVERIFY2(moved > game.reach(id, false) - 0.5 && moved < reach + 0.5,
             qPrintable(QStringLiteral("%1 of %2").arg(moved).arg(reach)));
    QCOMPARE(game.lp(detachment), lp - 1);
    const QJsonObject action = lastAction(game.log());
    QCOMPARE(action.value(QStringLiteral("kind")).toString(), QStringLiteral("move"));
    QVERIFY2(window->statusBar()->currentMessage().contains(QLatin1String("stopped short")),
             qPrintable(window->statusBar()->currentMessage()));
    // One action: one undo step takes it all back.
    QVERIFY(window->undoAction()->isEnabled());
    window->undoAction()->trigger();
    QCOMPARE(game.state().tu(id)->at, from);
    QCOMPARE(game.lp(detachment), lp);
    QCOMPARE(game.log().size(), lines);
}

void TestCruciblePlaytest::refusedMoveSaysWhy()
{
    auto [window, crucible, id, detachment] = openAtTheMovePhase(Huber);
    QVERIFY(crucible);
    const CrucibleGame &game = crucible->game();
    // §2, 1-2-4: moves until the next costs more LP than are left, or three are made.
    for (int guard = 0;
         guard < 3 && game.nextMoveLp(id) > 0 && game.nextMoveLp(id) <= game.lp(detachment);
         ++guard)
        QVERIFY(crucible->moveTo(inward(game, id, 0.3)).isEmpty());
    QVERIFY(game.nextMoveLp(id) < 0 || game.nextMoveLp(id) > game.lp(detachment));
    const QPointF at = game.state().tu(id)->at;
    const qsizetype lines = game.log().size();
    // Then no point is near enough: refused with the engine's reason, before and after.
    for (double fraction : {0.3, 2.0}) {
        const QPointF to = inward(game, id, fraction);
        QString why;
        bool stoppedShort = true;
        crucible->moveAt(to, &why, &stoppedShort);
        QVERIFY(!why.isEmpty());
        QVERIFY(!stoppedShort);
        crucible->mapHovered(mouseAt(to));
        QVERIFY2(window->statusBar()->currentMessage().contains(QLatin1String("no move there")),
                 qPrintable(window->statusBar()->currentMessage()));
        QCOMPARE(crucible->moveTo(to), why);
        QCOMPARE(game.state().tu(id)->at, at);
        QCOMPARE(game.log().size(), lines);
    }
}

void TestCruciblePlaytest::arcsAreFilledWedgesAtEveryZoom_data()
{
    QTest::addColumn<double>("zoom"); ///< pixels a mm
    QTest::newRow("far out") << 0.1;
    QTest::newRow("whole table") << 0.5;
    QTest::newRow("1:1") << 1.0;
    QTest::newRow("close") << 3.0;
    QTest::newRow("closest") << 8.0;
}

void TestCruciblePlaytest::arcsAreFilledWedgesAtEveryZoom()
{
    QFETCH(double, zoom);
    // 42: a combat car's front tribarrel, chosen in the Orders dock, covers its front arc.
    auto window = open(Desert);
    QVERIFY(window && window->session());
    CruciblePlaytest *crucible = extension(*window);
    const CrucibleGame &game = crucible->game();
    const QString car = lastTuOfType(game, QStringLiteral("combat_car"));
    QVERIFY(!car.isEmpty());
    crucible->selectTu(car);
    auto *tree = crucible->ordersPanel()->findChild<QTreeWidget *>(QStringLiteral("weaponTree"));
    QVERIFY(tree && tree->topLevelItemCount() > 0);
    tree->setCurrentItem(tree->topLevelItem(0));
    const CrucibleArcsShown shown = crucible->shownArcs();
    QCOMPARE(shown.card, QStringList {QStringLiteral("front")});
    QVERIFY(shown.uprated.isEmpty());
    const CrucibleTuState *tu = game.state().tu(car);
    const double radius = game.context().rangeLimits().value(2);
    // The arcs alone, on white and on black, the TU in the middle of the image.
    const int size = 400;
    auto paint = [&](QColor background) {
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(background);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.translate(size / 2, size / 2);
        painter.scale(zoom, zoom);
        painter.translate(-tu->at);
        crucible->paintArcs(&painter, 1.0 / zoom);
        return image;
    };
    const QImage white = paint(Qt::white);
    const QImage black = paint(Qt::black);
    const double reachPx = std::min(150.0, radius * zoom * 0.6);
    auto pixel = [&](const QImage &image, double bearing, double px) {
        const double a = (tu->facing + bearing) * M_PI / 180.0;
        return image.pixelColor(QPoint(int(std::lround(size / 2 + std::cos(a) * px)),
                                       int(std::lround(size / 2 + std::sin(a) * px))));
    };
    const double front = game.context().frontArc() / 2;
    for (double bearing : {0.0, front - 10, -(front - 10)}) {
        // Filled: the wedge is on both backgrounds; translucent: each shows through.
        const QColor onWhite = pixel(white, bearing, reachPx);
        const QColor onBlack = pixel(black, bearing, reachPx);
        QVERIFY2(onWhite != QColor(Qt::white) && onBlack != QColor(Qt::black),
                 qPrintable(QStringLiteral("bearing %1").arg(bearing)));
        QVERIFY(onWhite.lightness() > onBlack.lightness() + 100);
    }
    // The sides and the rear, which it does not cover, are not drawn.
    for (double bearing : {90.0, -90.0, 180.0})
        QCOMPARE(pixel(white, bearing, reachPx), QColor(Qt::white));
    // The outline is kept: along a wedge's edge the line is darker than the fill.
    int darkest = 255;
    for (double nudge : {-1.0, -0.5, 0.0, 0.5, 1.0}) {
        const double px = reachPx;
        const double across = std::atan2(nudge, px) * 180.0 / M_PI;
        darkest = std::min(darkest, pixel(white, front + across, px).lightness());
    }
    QVERIFY2(darkest < pixel(white, 0, reachPx).lightness() - 20,
             qPrintable(QString::number(darkest)));
    // On the table as the window paints it, with the rest of the overlay.
    QImage table(size, size, QImage::Format_ARGB32_Premultiplied);
    table.fill(Qt::white);
    {
        QPainter painter(&table);
        painter.translate(size / 2, size / 2);
        painter.scale(zoom, zoom);
        painter.translate(-tu->at);
        crucible->paintTable(&painter, zoom);
    }
    // (Whatever else the phase draws about the TU is drawn alike ahead and behind it.)
    QVERIFY(pixel(table, 0, reachPx) != pixel(table, 180, reachPx));
    // Nothing selected, nothing drawn.
    crucible->selectTu(QString());
    QVERIFY(crucible->shownArcs().card.isEmpty());
}

void TestCruciblePlaytest::upratedArcsInTheirOwnColour_data()
{
    const QString f = QStringLiteral("front");
    const QString l = QStringLiteral("left");
    const QString r = QStringLiteral("right");
    const QString b = QStringLiteral("rear");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("type");
    QTest::addColumn<int>("weapon"); ///< chosen in the Orders dock (-1: none)
    QTest::addColumn<QStringList>("card");
    QTest::addColumn<QStringList>("uprated");
    // §4.1: the front tribarrel also covers both sides, the side ones also the front.
    QTest::newRow("Prime car, front tribarrel")
        << Huber << "prime_combat_car" << 0 << QStringList {f} << QStringList {l, r};
    QTest::newRow("Prime car, left tribarrel")
        << Huber << "prime_combat_car" << 1 << QStringList {l} << QStringList {f};
    QTest::newRow("Prime car, right tribarrel")
        << Huber << "prime_combat_car" << 2 << QStringList {r} << QStringList {f};
    QTest::newRow("Prime car, backup rifle (360°)")
        << Huber << "prime_combat_car" << 3 << QStringList {f, l, r, b} << QStringList {};
    QTest::newRow("Prime car, every weapon")
        << Huber << "prime_combat_car" << -1 << QStringList {f, l, r, b} << QStringList {f, l, r};
    QTest::newRow("combat car, not up-rated")
        << Desert << "combat_car" << 1 << QStringList {l} << QStringList {};
}

void TestCruciblePlaytest::upratedArcsInTheirOwnColour()
{
    QFETCH(QString, path);
    QFETCH(QString, type);
    QFETCH(int, weapon);
    QFETCH(QStringList, card);
    QFETCH(QStringList, uprated);
    auto window = open(path);
    QVERIFY(window && window->session());
    CruciblePlaytest *crucible = extension(*window);
    const CrucibleGame &game = crucible->game();
    const QString car = lastTuOfType(game, type);
    QVERIFY(!car.isEmpty());
    crucible->selectTu(car);
    auto *tree = crucible->ordersPanel()->findChild<QTreeWidget *>(QStringLiteral("weaponTree"));
    QVERIFY(tree);
    if (weapon >= 0) {
        QVERIFY(weapon < tree->topLevelItemCount());
        tree->setCurrentItem(tree->topLevelItem(weapon));
    }
    const CrucibleArcsShown shown = crucible->shownArcs();
    QCOMPARE(shown.card, card);
    QCOMPARE(shown.uprated, uprated);
    if (uprated.isEmpty())
        return;
    // Drawn in their own colour (amber) over the card's (grey-blue).
    const CrucibleTuState *tu = game.state().tu(car);
    QImage image(400, 400, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.translate(200, 200);
        painter.translate(-tu->at);
        crucible->paintArcs(&painter, 1.0);
    }
    const double px = std::min(150.0, game.context().rangeLimits().value(2) * 0.6);
    auto colourAt = [&](const QString &arc) {
        const double bearing = arc == QLatin1String("front") ? 0
            : arc == QLatin1String("right")                  ? 90
            : arc == QLatin1String("left")                   ? -90
                                                             : 180;
        const double a = (tu->facing + bearing) * M_PI / 180.0;
        return image.pixelColor(QPoint(int(std::lround(200 + std::cos(a) * px)),
                                       int(std::lround(200 + std::sin(a) * px))));
    };
    for (const QString &arc : uprated) {
        const QColor c = colourAt(arc);
        QVERIFY2(c.red() > c.blue() + 40, qPrintable(arc + QLatin1Char(' ') + c.name()));
    }
    for (const QString &arc : card) {
        if (uprated.contains(arc))
            continue;
        const QColor c = colourAt(arc);
        QVERIFY2(c != QColor(Qt::white) && c.blue() >= c.red(),
                 qPrintable(arc + QLatin1Char(' ') + c.name()));
    }
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
    crucible->setSeat(1, QStringLiteral("greedy"));
    QVERIFY(crucible->isAgentSeat(1));
    QVERIFY(dynamic_cast<const CrucibleGreedyAgent *>(crucible->agentOf(1)));
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

void TestCruciblePlaytest::seatsAreHumanGreedyOrRandom()
{
    auto window = open(Huber);
    QVERIFY(window && window->session());
    CruciblePlaytest *crucible = extension(*window);
    for (int player = 0; player < 2; ++player) {
        auto *seat
            = crucible->ordersPanel()->findChild<QComboBox *>(QStringLiteral("seat%1").arg(player));
        QVERIFY(seat);
        QStringList titles;
        for (int i = 0; i < seat->count(); ++i)
            titles.append(seat->itemText(i));
        QCOMPARE(titles.size(), 3);
        QCOMPARE(titles.first(), QStringLiteral("Human"));
        QVERIFY(titles.contains(QStringLiteral("Greedy")));
        QVERIFY(titles.contains(QStringLiteral("Random")));
        QCOMPARE(seat->currentData().toString(), QString());
        // Picked as a user does: the seat is the agent's, and back.
        for (const QString &agent :
             {QStringLiteral("random"), QStringLiteral("greedy"), QString()}) {
            QVERIFY(testsupport::pick(seat, agent));
            QCOMPARE(crucible->seatAgent(player), agent);
            QCOMPARE(crucible->isAgentSeat(player), !agent.isEmpty());
        }
    }
    // Set from code, the list follows.
    crucible->setSeat(0, QStringLiteral("random"));
    auto *seat0 = crucible->ordersPanel()->findChild<QComboBox *>(QStringLiteral("seat0"));
    QCOMPARE(seat0->currentData().toString(), QStringLiteral("random"));
    // An agent the engine does not have leaves the seat to a human.
    crucible->setSeat(1, QStringLiteral("no such agent"));
    QVERIFY(!crucible->isAgentSeat(1));
}

void TestCruciblePlaytest::randomSeatIsTheEnginesAgent()
{
    auto window = open(Desert, 9);
    QVERIFY(window && window->session());
    CruciblePlaytest *crucible = extension(*window);
    auto *session = static_cast<CrucibleGameSession *>(window->session());
    // The engine's own RandomAgent (engine/agent.h), as `hexwright-cli playtest` plays it.
    crucible->setSeat(0, QStringLiteral("random"));
    crucible->setSeat(1, QStringLiteral("random"));
    QVERIFY(dynamic_cast<const RandomAgent *>(crucible->agentOf(0)));
    QVERIFY(dynamic_cast<const RandomAgent *>(crucible->agentOf(1)));
    // Its choices are those of a RandomAgent seeded alike, from the game's seed.
    const FamilyEngine *engine = familyEngineFor(m_document->ruleset());
    QVERIFY(engine);
    std::vector<std::unique_ptr<Agent>> twins;
    for (int player = 0; player < 2; ++player)
        twins.push_back(engine->makeAgent(QStringLiteral("random"), session->seed(), player));
    for (int k = 0; k < 60 && !session->isOver(); ++k) {
        const int player = session->decidingPlayer();
        const QJsonObject expected = session->legalAction(twins[player]->choose(*session));
        QCOMPARE(crucible->runAgents(1), 1);
        QCOMPARE(lastAction(session->log()), expected);
    }
    // Both seats' orders in the log, which replays.
    const QByteArray log = session->logText();
    static const PanelLibrary NoPanels;
    QString error;
    auto setup = engine->setUp(
        {m_document->scenario(), m_document->ruleset(), NoPanels, m_document->filePath()}, &error);
    QVERIFY2(setup, qPrintable(error));
    const ReplayResult replay = replayLog(*setup, log);
    QVERIFY2(replay.ok,
             qPrintable(QStringLiteral("line %1: %2").arg(replay.line).arg(replay.error)));
    // Back to a human: the agents stop.
    crucible->setSeat(0, QString());
    crucible->setSeat(1, QString());
    QCOMPARE(crucible->runAgents(), 0);
}

QTEST_MAIN(TestCruciblePlaytest)
#include "tst_crucibleplaytest.moc"
