// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Crucible's table input in the playtest: what a click or the mouse over the table means
// in the phase under way (a move beyond the TU's reach stopping as far as it may go), the
// orders given from the Orders dock's buttons, and the seats the family's agents (greedy,
// random) play. Every order is the engine's typed action, checked by it before it is given,
// and logged as an agent's is.

#include "families/crucible/crucibleplaytest.h"

#include "engine/agent.h"
#include "engine/familyengines.h"
#include "families/crucible/rules/cruciblemove.h"
#include "maptool.h"
#include "playtest/playtestwindow.h"

#include <QCheckBox>
#include <QLineF>
#include <QTimer>

#include <cmath>

namespace hexwright {

namespace {

constexpr int AgentDelayMs = 150; ///< between an agent's orders, so that the table shows them
constexpr double ShortestMove = 1.0; ///< mm: the engine's shortest move
constexpr int StopShortSteps = 20; ///< halvings of the line to find where a move stops short

/// @p from moved @p length toward @p to, to the tenth of a mm (as the engine's moves are).
QPointF along(QPointF from, QPointF to, double length)
{
    QLineF line(from, to);
    line.setLength(length);
    return QPointF(std::round(line.p2().x() * 10) / 10, std::round(line.p2().y() * 10) / 10);
}

} // namespace

void CruciblePlaytest::mapPressed(const MapMouseEvent &event)
{
    if (event.button == Qt::RightButton) {
        clearSelection();
        return;
    }
    const std::optional<QPointF> at = tablePointAt(event);
    if (event.button != Qt::LeftButton || !at || m_crucible.isOver()
        || isAgentSeat(m_crucible.decidingPlayer()))
        return;
    const QString clicked = tuAt(*at);
    // An enemy with one of mine selected: aimed at (fire, assault, artillery).
    if (!clicked.isEmpty() && !m_selected.isEmpty() && isMine(m_selected) && !isMine(clicked)) {
        aimAt(clicked);
        return;
    }
    if (!clicked.isEmpty()) {
        // In Close Assault every infantry TU at Point Blank goes in: an enemy is the target.
        if (!isMine(clicked) && (phaseIs("close_assault") || phaseIs("call_artillery"))) {
            m_target = clicked;
            refreshPanel();
            repaintMap();
            return;
        }
        selectTu(clicked);
        return;
    }
    if (!m_selected.isEmpty() && isMine(m_selected) && phaseIs("move")) {
        moveTo(*at);
        return;
    }
    clearSelection();
}

void CruciblePlaytest::mapHovered(const MapMouseEvent &event)
{
    if (m_selected.isEmpty() || !isMine(m_selected) || !phaseIs("move") || m_crucible.isOver())
        return;
    const std::optional<QPointF> at = tablePointAt(event);
    if (!at)
        return;
    if (!tuAt(*at).isEmpty()) {
        m_hover.reset();
        m_hoverStop.reset();
        repaintMap();
        return;
    }
    QString why;
    bool stoppedShort = false;
    const CruciblePlay play = moveAt(*at, &why, &stoppedShort);
    m_hover = *at;
    m_hoverLegal = why.isEmpty();
    m_hoverStop.reset();
    if (stoppedShort)
        m_hoverStop = play.to;
    repaintMap();
    const CrucibleTuState *tu = state().tu(m_selected);
    const QString length = context().lengthText(QLineF(tu->at, *at).length());
    const QString cost = play.kind == QLatin1String("thunder_move")
        ? tr("on its Thunder Run: no LP")
        : tr("for %1 LP").arg(game().nextMoveLp(m_selected));
    if (!why.isEmpty())
        m_window.showStatus(tr("%1: no move there (%2)").arg(length, m_window.nameCounters(why)));
    else if (stoppedShort)
        m_window.showStatus(
            tr("%1: beyond its reach; a click moves it %2 toward it %3 and "
               "stops short")
                .arg(length, context().lengthText(QLineF(tu->at, play.to).length()), cost));
    else
        m_window.showStatus(tr("%1 %2: click to move").arg(length, cost));
}

void CruciblePlaytest::selectTu(const QString &id)
{
    const CrucibleTuState *tu = state().tu(id);
    m_selected = tu && tu->onTable() ? id : QString();
    if (m_target == m_selected || m_selected.isEmpty())
        m_target.clear();
    m_hover.reset();
    m_hoverStop.reset();
    refreshPanel();
    m_window.refreshOrders();
    m_window.refreshUnits();
    repaintMap();
    if (!m_selected.isEmpty())
        m_window.showStatus(m_window.nameCounters(m_selected), 4000);
}

void CruciblePlaytest::aimAt(const QString &target)
{
    const CrucibleTuState *t = state().tu(target);
    m_target = t && t->onTable() && !isMine(target) ? target : QString();
    refreshPanel();
    repaintMap();
    if (!m_target.isEmpty() && !m_selected.isEmpty())
        m_window.showStatus(
            m_window.nameCounters(
                tr("%1 aims at %2: %3 apart")
                    .arg(m_selected, m_target)
                    .arg(context().lengthText(QLineF(state().tu(m_selected)->at, t->at).length()))),
            6000);
}

CruciblePlay CruciblePlaytest::moveAt(QPointF at, QString *refusal, bool *stoppedShort) const
{
    if (stoppedShort)
        *stoppedShort = false;
    if (refusal)
        refusal->clear();
    // A Thunder Run's free distance first, when the engine allows it there.
    CruciblePlay thunder(QStringLiteral("thunder_move"), m_selected);
    thunder.to = at;
    if (!m_selected.isEmpty() && game().check(thunder).isEmpty())
        return thunder;
    CruciblePlay play(QStringLiteral("move"), m_selected);
    play.to = at;
    const QString why = m_selected.isEmpty() ? tr("no TU is selected") : game().check(play);
    if (why.isEmpty())
        return play;
    // Beyond its reach (or across what it may not cross): as far as it may go along the line,
    // its Thunder Run's free distance first, which goes at least as far and costs no LP.
    for (CruciblePlay *p : {&thunder, &play}) {
        if (m_selected.isEmpty())
            break;
        if (const std::optional<QPointF> stop = furthestToward(*p, at)) {
            p->to = *stop;
            if (stoppedShort)
                *stoppedShort = true;
            return *p;
        }
    }
    if (refusal)
        *refusal = why;
    return play;
}

std::optional<QPointF> CruciblePlaytest::furthestToward(CruciblePlay play, QPointF at) const
{
    const CrucibleTuState *tu = state().tu(play.unit);
    if (!tu)
        return std::nullopt;
    const double wanted = QLineF(tu->at, at).length();
    auto legalAt = [&](double length) {
        play.to = along(tu->at, at, length);
        return length >= ShortestMove && game().check(play).isEmpty();
    };
    // Its whole reach when nothing stops it before: on easy terrain, else on normal.
    const bool thunder = play.kind == QLatin1String("thunder_move");
    const QList<double> reaches = thunder
        ? QList<double> {crucible::thunderRunFree(tu->thunderTokens, game().reach(tu->id, true))}
        : QList<double> {game().reach(tu->id, true), game().reach(tu->id, false)};
    for (double reach : reaches) {
        if (reach < wanted && legalAt(reach))
            return along(tu->at, at, reach);
    }
    // Else the line halved until the furthest legal point is found (none when the engine
    // refuses even the shortest move: no LP, held, three moves made).
    if (!legalAt(ShortestMove))
        return std::nullopt;
    double legal = ShortestMove;
    double refused = wanted;
    for (int step = 0; step < StopShortSteps && refused - legal > 0.1; ++step) {
        const double middle = (legal + refused) / 2;
        (legalAt(middle) ? legal : refused) = middle;
    }
    return along(tu->at, at, legal);
}

QString CruciblePlaytest::moveTo(QPointF at)
{
    if (m_selected.isEmpty())
        return tr("no TU is selected");
    QString why;
    bool stoppedShort = false;
    const CruciblePlay play = moveAt(at, &why, &stoppedShort);
    if (!why.isEmpty()) {
        m_window.showStatus(tr("Cannot move %1 there: %2")
                                .arg(m_window.nameCounters(m_selected), m_window.nameCounters(why)),
                            8000);
        return why;
    }
    const QPointF from = state().tu(m_selected)->at;
    const QString id = m_selected;
    const QString refused = perform(play);
    if (refused.isEmpty() && stoppedShort)
        m_window.showStatus(
            m_window.nameCounters(tr("%1 stopped short: it moved %2 of the %3 to the point "
                                     "clicked, as far as it may go")
                                      .arg(id, context().lengthText(QLineF(from, play.to).length()),
                                           context().lengthText(QLineF(from, at).length()))),
            8000);
    return refused;
}

void CruciblePlaytest::setConFire(bool on)
{
    m_conFire = on;
    if (m_conFireCheck && m_conFireCheck->isChecked() != on)
        m_conFireCheck->setChecked(on);
    refreshWeapons();
}

void CruciblePlaytest::setRapidFire(bool on)
{
    m_rapid = on;
    if (m_rapidCheck && m_rapidCheck->isChecked() != on)
        m_rapidCheck->setChecked(on);
    refreshWeapons();
}

QList<CrucibleWeaponPreview> CruciblePlaytest::weaponPreviews() const
{
    QList<CrucibleWeaponPreview> out;
    const CrucibleTuInfo *info = context().tu(m_selected);
    if (!info)
        return out;
    for (int w = 0; w < info->weapons.size(); ++w) {
        CrucibleWeaponPreview p;
        p.weapon = w;
        p.name = info->weapons.at(w).name;
        if (phaseIs("artillery_defence")) {
            CruciblePlay play(QStringLiteral("defend"), m_selected);
            play.weapon = w;
            p.refusal = game().check(play);
        } else if (!m_target.isEmpty()) {
            p.odds = game().odds(m_selected, w, m_target, m_conFire);
            CruciblePlay play(QStringLiteral("fire"), m_selected);
            play.weapon = w;
            play.target = m_target;
            play.conFire = m_conFire;
            play.rapid = m_rapid;
            p.refusal = game().check(play);
        } else {
            p.refusal = tr("no target: click an enemy TU");
        }
        out.append(p);
    }
    return out;
}

QString CruciblePlaytest::fire(int weapon)
{
    if (m_selected.isEmpty() || m_target.isEmpty()) {
        m_window.showStatus(tr("Select one of your TUs and click an enemy first"), 4000);
        return tr("no target is aimed at");
    }
    const QList<CrucibleWeaponPreview> weapons = weaponPreviews();
    int chosen = weapon;
    for (int i = 0; chosen < 0 && i < weapons.size(); ++i) {
        if (weapons.at(i).refusal.isEmpty())
            chosen = i;
    }
    if (chosen < 0)
        chosen = 0;
    CruciblePlay play(QStringLiteral("fire"), m_selected);
    play.weapon = chosen;
    play.target = m_target;
    play.conFire = m_conFire;
    play.rapid = m_rapid;
    return perform(play);
}

QString CruciblePlaytest::defend(int weapon)
{
    if (m_selected.isEmpty()) {
        m_window.showStatus(tr("Select one of your TUs first"), 4000);
        return tr("no TU is selected");
    }
    const QList<CrucibleWeaponPreview> weapons = weaponPreviews();
    int chosen = weapon;
    for (int i = 0; chosen < 0 && i < weapons.size(); ++i) {
        if (weapons.at(i).refusal.isEmpty())
            chosen = i;
    }
    CruciblePlay play(QStringLiteral("defend"), m_selected);
    play.weapon = std::max(chosen, 0);
    return perform(play);
}

QString CruciblePlaytest::assault()
{
    CruciblePlay play(QStringLiteral("assault"));
    play.target = m_target;
    return perform(play);
}

QString CruciblePlaytest::callArtillery()
{
    const CrucibleTuInfo *info = context().tu(m_selected);
    CruciblePlay play(QStringLiteral("call_artillery"));
    play.target = m_target;
    if (info) {
        play.detachment = info->detachment;
    } else {
        // No TU chosen: the first of the player's detachments that may call.
        for (const CrucibleDetachmentInfo &d : context().detachments()) {
            play.detachment = d.id;
            if (d.player == m_crucible.decidingPlayer() && game().check(play).isEmpty())
                break;
        }
    }
    return perform(play);
}

QString CruciblePlaytest::thunderRun()
{
    return perform(CruciblePlay(QStringLiteral("thunder_run"), m_selected));
}

QString CruciblePlaytest::perform(const CruciblePlay &play)
{
    const QString why = game().check(play);
    if (!why.isEmpty())
        return m_window.afterAction(m_window.nameCounters(why), QString());
    // Described before it is applied: the description reads the odds and the LP as they are.
    const QString description = m_crucible.describe(cruciblePlayToJson(play, context()));
    const QString refused = m_crucible.apply(play);
    return m_window.afterAction(refused.isEmpty() ? QString() : m_window.nameCounters(refused),
                                m_window.nameCounters(description));
}

void CruciblePlaytest::setSeat(int player, const QString &agent)
{
    if (player < 0 || player >= m_agents.size() || m_seats.value(player) == agent)
        return;
    // The engine's agents, as the CLI's `playtest --agents` plays them; their own dice (the
    // random one) seeded from the game's seed, so a seat replays as it played.
    const FamilyEngine *engine = familyEngine(QLatin1String(CrucibleFamilyEngine::Id));
    std::unique_ptr<Agent> made = agent.isEmpty() || !engine
        ? nullptr
        : engine->makeAgent(agent, m_crucible.seed(), player);
    m_agents[player] = std::shared_ptr<Agent>(std::move(made));
    m_seats[player] = m_agents.at(player) ? agent : QString();
    refreshPanel();
    scheduleAgents();
}

QString CruciblePlaytest::seatAgent(int player) const
{
    return m_seats.value(player);
}

const Agent *CruciblePlaytest::agentOf(int player) const
{
    return player >= 0 && player < m_agents.size() ? m_agents.at(player).get() : nullptr;
}

bool CruciblePlaytest::isAgentSeat(int player) const
{
    return player >= 0 && player < m_agents.size() && m_agents.at(player);
}

int CruciblePlaytest::runAgents(int maxActions)
{
    int taken = 0;
    while (taken < maxActions && !m_crucible.isOver() && !m_window.replay()) {
        const int player = m_crucible.decidingPlayer();
        if (!isAgentSeat(player) || m_crucible.legalActionCount() == 0)
            break;
        // Copied: the action may end the game or give the seat back, resetting the agent.
        const std::shared_ptr<Agent> agent = m_agents.at(player);
        const int index = agent->choose(m_crucible);
        if (!m_window.perform(m_crucible.legalAction(index)).isEmpty())
            break;
        ++taken;
    }
    return taken;
}

void CruciblePlaytest::scheduleAgents()
{
    if (m_agentsScheduled || m_window.replay() || m_crucible.isOver()
        || !isAgentSeat(m_crucible.decidingPlayer()))
        return;
    m_agentsScheduled = true;
    QTimer::singleShot(AgentDelayMs, this, [this] {
        m_agentsScheduled = false;
        runAgents(1);
    });
}

} // namespace hexwright
