// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammer-wars/hwplaytest.h"

#include "families/hammer-wars/hwplayoverlay.h"
#include "families/hammer-wars/play/hwdescribe.h"
#include "families/hammer-wars/rules/hwattack.h"
#include "mapview.h"
#include "playtest/playtestwindow.h"
#include "playtest/setuptray.h"
#include "shell/actionicons.h"

#include <QAction>
#include <QCheckBox>
#include <QJsonArray>
#include <QJsonObject>
#include <QLineF>

namespace hexwright {

HwPlaytest::HwPlaytest(PlaytestWindow &window, HwGameSession &session)
    : PlaytestExtension(window, session)
    , m_hw(session)
    , m_overlay(std::make_unique<HwPlayOverlay>(session.context(), session.game().state()))
{
    setObjectName(QStringLiteral("hwPlaytest"));
    m_overlay->setShown([&window](const QString &id) { return window.showsPiece(id); });

    m_fireAction = new QAction(actionIcon(QStringLiteral("hexwright-fire")), tr("&Fire"), &window);
    m_fireAction->setObjectName(QStringLiteral("fireAction"));
    m_fireAction->setShortcut(QKeySequence(Qt::Key_F));
    m_fireAction->setStatusTip(tr("Roll the attack shown in the Orders dock: shooting, or melee "
                                  "in base contact"));
    connect(m_fireAction, &QAction::triggered, this, [this] { fire(); });

    m_holdAction = new QAction(actionIcon(QStringLiteral("hexwright-units")), tr("&Hold"), &window);
    m_holdAction->setObjectName(QStringLiteral("holdAction"));
    m_holdAction->setShortcut(QKeySequence(Qt::Key_H));
    m_holdAction->setStatusTip(tr("The selected unit takes its action without moving"));
    connect(m_holdAction, &QAction::triggered, this, [this] { hold(); });

    m_declareAction = new QAction(actionIcon(QStringLiteral("hexwright-victory")),
                                  tr("&Declare Goal"), &window);
    m_declareAction->setObjectName(QStringLiteral("declareGoalAction"));
    m_declareAction->setStatusTip(
        tr("Declare your secret goal openly, where the goal allows it (Deception, Duty)"));
    connect(m_declareAction, &QAction::triggered, this, [this] { declareGoal(); });
    createPanel();
}

HwPlaytest::~HwPlaytest() = default;

std::unique_ptr<PlaytestExtension> HwPlaytest::make(PlaytestWindow &window, GameSession &session)
{
    auto *hw = dynamic_cast<HwGameSession *>(&session);
    return hw ? std::make_unique<HwPlaytest>(window, *hw) : nullptr;
}

QWidget *HwPlaytest::ordersPanel()
{
    return m_panel;
}

QList<QAction *> HwPlaytest::gameActions()
{
    return {m_fireAction, m_holdAction, m_declareAction};
}

bool HwPlaytest::isMine(const HwModel &model) const
{
    return model.player == m_hw.game().decidingPlayer();
}

bool HwPlaytest::mayMove() const
{
    return !m_selected.isEmpty()
        && (m_hw.game().reach(m_selected, QStringLiteral("walk")) > 0
            || m_hw.game().reach(m_selected, QStringLiteral("run")) > 0);
}

QString HwPlaytest::modelAt(QPointF at) const
{
    QString best;
    double nearest = 0;
    for (const HwModel &m : state().models) {
        if (!m.onTable() || !m_window.showsPiece(m.id))
            continue;
        const double d = QLineF(m.at, at).length();
        // A little slack around small bases, for fingers and keyboards.
        if (d <= std::max(context().radius(m.type), 3.0) + 1.5 && (best.isEmpty() || d < nearest)) {
            best = m.id;
            nearest = d;
        }
    }
    return best;
}

QStringList HwPlaytest::selection() const
{
    return m_selected.isEmpty() ? QStringList() : QStringList {m_selected};
}

void HwPlaytest::selectPieces(const QStringList &pieces)
{
    selectUnit(pieces.value(0));
}

void HwPlaytest::selectUnit(const QString &id)
{
    const HwModel *m = id.isEmpty() ? nullptr : state().model(id);
    m_selected = m && m->onTable() ? id : QString();
    if (m_target == m_selected)
        m_target.clear();
    m_overlay->setHover(std::nullopt, false);
    refreshAreas();
    refreshPanel();
    m_window.refreshOrders();
    m_window.refreshUnits();
    repaint();
    if (m)
        m_window.showStatus(m_window.nameCounters(m->id), 4000);
}

bool HwPlaytest::clearSelection()
{
    if (m_selected.isEmpty() && m_target.isEmpty())
        return false;
    m_target.clear();
    selectUnit(QString());
    return true;
}

void HwPlaytest::aimAt(const QString &target)
{
    const HwModel *t = target.isEmpty() ? nullptr : state().model(target);
    m_target = t && t->onTable() ? target : QString();
    m_overlay->setTarget(m_target,
                         !m_selected.isEmpty() && !m_target.isEmpty()
                             && m_hw.game().lineOfSight(m_selected, m_target));
    refreshAttack();
    repaint();
}

void HwPlaytest::setRunChosen(bool run)
{
    m_runChosen = run;
    if (m_runCheck && m_runCheck->isChecked() != run)
        m_runCheck->setChecked(run);
}

QString HwPlaytest::perform(const HwPlay &play)
{
    const QString description = describeHwPlay(play, m_hw.game());
    const QString why = m_hw.apply(play);
    return m_window.afterAction(why,
                                why.isEmpty() ? m_window.nameCounters(description) : QString());
}

QStringList HwPlaytest::buyable() const
{
    QStringList types;
    for (const HwPlay &play : m_hw.legalTyped()) {
        if (play.kind == QLatin1String("buy") && !types.contains(play.unitType))
            types.append(play.unitType);
    }
    return types;
}

QString HwPlaytest::buy(const QString &unitType)
{
    HwPlay play(QStringLiteral("buy"));
    play.unitType = unitType;
    const QString why = perform(play);
    // What was bought is ready to place: the tray selects it, its area lit.
    if (why.isEmpty() && m_window.setupTray()) {
        const QStringList waiting = m_hw.piecesToPlace();
        if (!waiting.isEmpty()) {
            m_window.setupTray()->selectPiece(waiting.last());
            m_window.setPlacingPiece(waiting.last());
        }
    }
    return why;
}

QString HwPlaytest::moveTo(QPointF at)
{
    if (m_selected.isEmpty())
        return tr("no unit is selected");
    const HwModel *m = state().model(m_selected);
    if (!m)
        return tr("no unit is selected");
    const double walk = m_hw.game().reach(m_selected, QStringLiteral("walk"));
    const double distance = QLineF(m->at, at).length();
    HwPlay play(QStringLiteral("activate"), m_selected);
    play.action
        = !m_runChosen && distance <= walk + 1e-6 ? QStringLiteral("walk") : QStringLiteral("run");
    play.path = {at};
    const QString why = perform(play);
    if (!why.isEmpty())
        m_window.showStatus(tr("Cannot move %1 there: %2")
                                .arg(m_window.nameCounters(m_selected), m_window.nameCounters(why)),
                            8000);
    return why;
}

QString HwPlaytest::hold()
{
    if (m_selected.isEmpty()) {
        m_window.showStatus(tr("Select one of your units first"), 4000);
        return tr("no unit is selected");
    }
    HwPlay play(QStringLiteral("activate"), m_selected);
    play.action = QStringLiteral("hold");
    return perform(play);
}

QString HwPlaytest::fire(int line)
{
    const std::optional<HwAttackPreview> preview = attackPreview();
    if (!preview) {
        m_window.showStatus(tr("Select one of your units and click an enemy first"), 4000);
        return tr("no attack is prepared");
    }
    int chosen = line;
    if (chosen < 0) {
        for (const HwLinePreview &l : preview->lines) {
            if (l.refusal.isEmpty()) {
                chosen = l.line;
                break;
            }
        }
    }
    if (chosen < 0) {
        const QString why = preview->lines.isEmpty() ? tr("the unit has no attack line")
                                                     : preview->lines.first().refusal;
        m_window.showStatus(tr("Cannot attack: %1").arg(m_window.nameCounters(why)), 6000);
        return why;
    }
    HwPlay play(QStringLiteral("attack"), preview->attacker);
    play.line = chosen;
    play.target = preview->target;
    return perform(play);
}

QString HwPlaytest::declareGoal()
{
    return perform(HwPlay(QStringLiteral("declare")));
}

std::optional<HwAttackPreview> HwPlaytest::attackPreview() const
{
    const HwModel *a = m_selected.isEmpty() ? nullptr : state().model(m_selected);
    const HwModel *t = m_target.isEmpty() ? nullptr : state().model(m_target);
    if (!a || !t || !a->onTable() || !t->onTable() || a->player == t->player)
        return std::nullopt;
    HwAttackPreview preview;
    preview.attacker = a->id;
    preview.target = t->id;
    preview.lineOfSight = m_hw.game().lineOfSight(a->id, t->id);
    preview.distance = context().modelDistance(a->at, context().radius(a->type), t->at,
                                               context().radius(t->type));
    // What cover does to a roll: the strongest cover of the table's terrain (the rules: -1).
    int coverModifier = 0;
    for (const HwPieceRules &rules : context().pieceRules())
        coverModifier = std::min(coverModifier, rules.attackModifier);
    if (coverModifier == 0)
        coverModifier = -1;
    const int natural = context().rules().attacks.alwaysHitsOn;
    const HwCard *card = context().card(a->type);
    for (int line = 0; card && line < card->attackLines.size(); ++line) {
        const HwAttackOdds odds = m_hw.game().odds(a->id, line, t->id);
        HwLinePreview l;
        l.line = line;
        l.dice = odds.dice;
        l.hitsOn = odds.hitsOn;
        l.modifier = odds.modifier;
        l.melee = odds.melee;
        l.blast = card->attackLines.at(line).blast;
        l.cover = odds.cover;
        l.chance = hwrules::hitChance(odds.hitsOn, odds.modifier, natural);
        const int open = odds.cover ? odds.modifier - coverModifier : odds.modifier;
        l.chanceInOpen = hwrules::hitChance(odds.hitsOn, open, natural);
        l.chanceInCover = hwrules::hitChance(odds.hitsOn, open + coverModifier, natural);
        l.expected = hwrules::expectedLivesLost(odds.dice, l.chance, t->lives);
        HwPlay play(QStringLiteral("attack"), a->id);
        play.line = line;
        play.target = t->id;
        l.refusal = m_hw.game().check(play);
        preview.lines.append(l);
    }
    return preview;
}

void HwPlaytest::refresh()
{
    // Another player decides now: what the last one had chosen is not his.
    if (m_hw.game().decidingPlayer() != m_decider) {
        m_decider = m_hw.game().decidingPlayer();
        m_selected.clear();
        m_target.clear();
    }
    // Models killed (back in the pool) or, after undo, never placed drop out.
    const HwModel *s = m_selected.isEmpty() ? nullptr : state().model(m_selected);
    if (!s || !s->onTable() || m_hw.isPlacing())
        m_selected.clear();
    const HwModel *t = m_target.isEmpty() ? nullptr : state().model(m_target);
    if (!t || !t->onTable() || m_selected.isEmpty())
        m_target.clear();
    m_overlay->setHover(std::nullopt, false);
    refreshAreas();
    refreshPanel();
    repaint();
}

void HwPlaytest::refreshAreas()
{
    const bool moving = !m_selected.isEmpty() && !m_hw.isPlacing() && !m_hw.isOver();
    m_walk = moving ? m_hw.moveArea(m_selected, QStringLiteral("walk")) : QList<QRectF>();
    m_run = moving ? m_hw.moveArea(m_selected, QStringLiteral("run")) : QList<QRectF>();
    m_overlay->setSelection(m_selected);
    m_overlay->setAreas(m_walk, m_run);
    m_overlay->setTarget(m_target,
                         !m_selected.isEmpty() && !m_target.isEmpty()
                             && m_hw.game().lineOfSight(m_selected, m_target));
}

void HwPlaytest::repaint()
{
    repaintMap();
}

void HwPlaytest::paintTable(QPainter *painter, qreal pixelsPerSceneUnit)
{
    m_overlay->paint(painter, pixelsPerSceneUnit);
}

QString HwPlaytest::phaseNote() const
{
    if (m_hw.isOver() || !m_hw.isPlacing())
        return {};
    const HwPlayerState &p = state().players.value(m_hw.game().decidingPlayer());
    return tr(" (%1 pts, %2 xp)").arg(p.pts).arg(p.xp);
}

QString HwPlaytest::setupHint() const
{
    return tr("Buy models in the Orders dock (a click buys one), then drag each from the "
              "Set-up tray into the lit area of the table, or select it and click a point "
              "there; then End Deployment.");
}

QString HwPlaytest::phaseHint() const
{
    if (m_hw.isOver())
        return tr("The game is over.");
    if (m_hw.isPlacing())
        return setupHint();
    if (m_selected.isEmpty())
        return tr("Click one of your units: its card, and the areas it may Walk (green) and Run "
                  "(orange) to.");
    if (mayMove())
        return tr("Click a point in the shaded area to move there (Walk or Run by the distance, "
                  "or tick Run), Hold to stay, or click an enemy to see the odds of an attack.");
    return tr("Click an enemy: the line of sight and the odds of each attack line; then Fire "
              "(F). End Phase when every unit has acted.");
}

QList<OrderItem> HwPlaytest::otherOrders() const
{
    // Buying, placing, moving and attacking are given on the table and in the panel.
    static const QStringList onTable {QStringLiteral("buy"), QStringLiteral("place"),
                                      QStringLiteral("activate"), QStringLiteral("attack"),
                                      QStringLiteral("end_phase")};
    QList<OrderItem> orders;
    const int count = m_hw.legalActionCount();
    for (int i = 0; i < count; ++i) {
        if (!onTable.contains(m_hw.legalActionKind(i)))
            orders.append({i, m_window.nameCounters(m_hw.describe(m_hw.legalAction(i)))});
    }
    return orders;
}

QString HwPlaytest::describeLogLine(const QJsonObject &line) const
{
    const QString type = line.value(QStringLiteral("type")).toString();
    auto text = [&line](const char *key) {
        return line.value(QLatin1String(key)).toString();
    };
    auto number = [&line](const char *key) {
        return line.value(QLatin1String(key)).toInt();
    };
    auto words = [](QString id) {
        id.replace(QLatin1Char('_'), QLatin1Char(' '));
        return id;
    };
    auto goalName = [this, &words](const QString &id) {
        const HwGoal *goal = context().rules().goal(id);
        return goal && !goal->name.isEmpty() ? goal->name : words(id);
    };
    if (type == QLatin1String("action"))
        return describeAction(line);
    QString sentence;
    if (type == QLatin1String("bought")) {
        sentence = tr("%1 is bought (%2 pts, %3 xp left)")
                       .arg(text("unit"))
                       .arg(number("pts"))
                       .arg(number("xp"));
    } else if (type == QLatin1String("placed")) {
        sentence = tr("%1 is placed at %2").arg(text("unit"), text("at"));
    } else if (type == QLatin1String("unplaced")) {
        sentence = tr("%1 was not placed and goes back to the pool").arg(text("unit"));
    } else if (type == QLatin1String("damage")) {
        sentence = tr("%1 loses %n li(fe/ves)", nullptr, number("lost")).arg(text("unit"))
            + tr(", %n left", nullptr, number("lives"));
    } else if (type == QLatin1String("killed")) {
        sentence = tr("%1 is killed and goes back to the pool").arg(text("unit"));
    } else if (type == QLatin1String("dangerous_terrain")) {
        sentence = tr("%1 moves through dangerous terrain (%2)").arg(text("unit"), text("piece"));
    } else if (type == QLatin1String("first_player")) {
        sentence = tr("%1 goes first; %2").arg(text("player"), text("edges"));
    } else if (type == QLatin1String("morale")) {
        const QString why = text("why");
        const QString reason = why == QLatin1String("going_first") ? tr("for going first")
            : why == QLatin1String("round_end")                    ? tr("at the end of the round")
                                                                   : tr("(%1)").arg(words(why));
        sentence = tr("%1's morale drops by %2 %3, to %4")
                       .arg(text("player"))
                       .arg(-number("change"))
                       .arg(reason)
                       .arg(number("morale"));
    } else if (type == QLatin1String("vp")) {
        const QString why = text("why");
        const QString reason = why == QLatin1String("morale_zero")
            ? tr("the enemy's morale reached 0")
            : (context().rules().goal(why) ? tr("goal %1").arg(goalName(why)) : words(why));
        sentence = tr("%1 scores %2 VP (%3), %4 in all")
                       .arg(text("player"))
                       .arg(number("vp"))
                       .arg(reason)
                       .arg(number("total"));
    } else if (type == QLatin1String("goal")) {
        sentence = line.value(QStringLiteral("achieved")).toBool()
            ? tr("%1's goal %2 is achieved").arg(text("player"), goalName(text("goal")))
            : tr("%1's goal %2 is not achieved").arg(text("player"), goalName(text("goal")));
    } else if (type == QLatin1String("declared")) {
        sentence = text("objective").isEmpty()
            ? tr("%1 declares the goal %2").arg(text("player"), goalName(text("goal")))
            : tr("%1 declares the goal %2 at objective %3")
                  .arg(text("player"), goalName(text("goal")), text("objective"));
    } else if (type == QLatin1String("game_end")) {
        const QJsonArray vp = line.value(QStringLiteral("vp")).toArray();
        QStringList scores;
        for (int p = 0; p < vp.size(); ++p)
            scores.append(
                tr("%1 %2 VP").arg(context().players().value(p).name).arg(vp.at(p).toInt()));
        const QString winner = text("winner");
        sentence = (winner.isEmpty() ? tr("The game ends in a draw: %1").arg(text("reason"))
                                     : tr("The game ends, %1 wins: %2").arg(winner, text("reason")))
            + tr(" (%1)").arg(scores.join(QStringLiteral(", ")));
    } else if (type == QLatin1String("position")) {
        sentence = tr("A position set up by hand, round %1: %n model(s) on the table", nullptr,
                      int(line.value(QStringLiteral("units")).toArray().size()))
                       .arg(number("round"));
    } else {
        return {};
    }
    return m_window.nameCounters(sentence);
}

QString HwPlaytest::describeAction(const QJsonObject &line) const
{
    // From the line alone: the game has moved on since (a model moved, another player
    // decides), so the session's description of it now would not be what was done.
    const QJsonObject a = line.value(QStringLiteral("action")).toObject();
    const QString kind = a.value(QStringLiteral("kind")).toString();
    const QString unit = a.value(QStringLiteral("unit")).toString();
    auto point = [this](const QJsonValue &value) {
        const QJsonArray xy = value.toArray();
        return context().pointText(QPointF(context().fromTableUnit(xy.at(0).toDouble()),
                                           context().fromTableUnit(xy.at(1).toDouble())));
    };
    QString text;
    if (kind == QLatin1String("buy")) {
        const UnitType *type = context().type(a.value(QStringLiteral("unit_type")).toString());
        text = tr("buys %1 from the pool")
                   .arg(type ? type->name : a.value(QStringLiteral("unit_type")).toString());
    } else if (kind == QLatin1String("place")) {
        text = tr("places %1 at %2").arg(unit, point(a.value(QStringLiteral("at"))));
    } else if (kind == QLatin1String("place_rest")) {
        text = tr("places every bought model left");
    } else if (kind == QLatin1String("activate")) {
        const QString action = a.value(QStringLiteral("action")).toString();
        const QJsonArray path = a.value(QStringLiteral("path")).toArray();
        const QString to = path.isEmpty() ? QString() : point(path.last());
        text = action == QLatin1String("walk") ? tr("%1 walks to %2").arg(unit, to)
            : action == QLatin1String("run")   ? tr("%1 runs to %2").arg(unit, to)
                                               : tr("%1 holds").arg(unit);
    } else if (kind == QLatin1String("attack")) {
        text = tr("%1 attacks %2 with line %3")
                   .arg(unit, a.value(QStringLiteral("target")).toString())
                   .arg(a.value(QStringLiteral("line")).toInt());
    } else if (kind == QLatin1String("energy_pulse")) {
        text = tr("%1 sends an Energy Pulse from %2 to %3")
                   .arg(unit, point(a.value(QStringLiteral("at"))),
                        point(a.value(QStringLiteral("to"))));
    } else if (kind == QLatin1String("hit_and_run")) {
        text = tr("%1 hits and runs to %2").arg(unit, point(a.value(QStringLiteral("to"))));
    } else if (kind == QLatin1String("chain_attack")) {
        text = tr("%1 chains an attack on %2")
                   .arg(unit, a.value(QStringLiteral("target")).toString());
    } else if (kind == QLatin1String("declare")) {
        text = tr("declares the goal openly");
    } else if (kind == QLatin1String("end_phase")) {
        text = tr("ends the %1 phase")
                   .arg(m_hw.phaseNameOf(line.value(QStringLiteral("phase")).toString()));
    } else {
        return {};
    }
    return m_window.nameCounters(
        tr("%1: %2").arg(line.value(QStringLiteral("player")).toString(), text));
}

} // namespace hexwright
