// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Crucible's table input in the playtest: what a click or the mouse over the table means
// in the phase under way, the orders given from the Orders dock's buttons, and the seats the
// greedy agent plays. Every order is the engine's typed action, checked by it before it is
// given, and logged as an agent's is.

#include "families/crucible/crucibleplaytest.h"

#include "families/crucible/play/cruciblegreedyagent.h"
#include "maptool.h"
#include "playtest/playtestwindow.h"

#include <QCheckBox>
#include <QLineF>
#include <QTimer>

namespace hexwright {

namespace {

constexpr int AgentDelayMs = 150; ///< between an agent's orders, so that the table shows them

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
        repaintMap();
        return;
    }
    QString why;
    const CruciblePlay play = moveAt(*at, &why);
    m_hover = *at;
    m_hoverLegal = why.isEmpty();
    repaintMap();
    const CrucibleTuState *tu = state().tu(m_selected);
    const QString length = context().lengthText(QLineF(tu->at, *at).length());
    if (!why.isEmpty())
        m_window.showStatus(tr("%1: no move there (%2)").arg(length, m_window.nameCounters(why)));
    else if (play.kind == QLatin1String("thunder_move"))
        m_window.showStatus(tr("%1 on its Thunder Run: no LP; click to move").arg(length));
    else
        m_window.showStatus(
            tr("%1 for %2 LP: click to move").arg(length).arg(game().nextMoveLp(m_selected)));
}

void CruciblePlaytest::selectTu(const QString &id)
{
    const CrucibleTuState *tu = state().tu(id);
    m_selected = tu && tu->onTable() ? id : QString();
    if (m_target == m_selected || m_selected.isEmpty())
        m_target.clear();
    m_hover.reset();
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

CruciblePlay CruciblePlaytest::moveAt(QPointF at, QString *refusal) const
{
    // A Thunder Run's free distance first, when the engine allows it there.
    CruciblePlay thunder(QStringLiteral("thunder_move"), m_selected);
    thunder.to = at;
    if (game().check(thunder).isEmpty()) {
        if (refusal)
            refusal->clear();
        return thunder;
    }
    CruciblePlay play(QStringLiteral("move"), m_selected);
    play.to = at;
    if (refusal)
        *refusal = m_selected.isEmpty() ? tr("no TU is selected") : game().check(play);
    return play;
}

QString CruciblePlaytest::moveTo(QPointF at)
{
    if (m_selected.isEmpty())
        return tr("no TU is selected");
    QString why;
    const CruciblePlay play = moveAt(at, &why);
    if (!why.isEmpty()) {
        m_window.showStatus(tr("Cannot move %1 there: %2")
                                .arg(m_window.nameCounters(m_selected), m_window.nameCounters(why)),
                            8000);
        return why;
    }
    return perform(play);
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

void CruciblePlaytest::setAgentSeat(int player, bool agent)
{
    if (player < 0 || player >= m_agents.size())
        return;
    if (agent && !m_agents.at(player))
        m_agents[player] = std::make_shared<CrucibleGreedyAgent>(0, player);
    else if (!agent)
        m_agents[player].reset();
    if (player < m_agentChecks.size() && m_agentChecks.at(player)->isChecked() != agent)
        m_agentChecks.at(player)->setChecked(agent);
    scheduleAgents();
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
