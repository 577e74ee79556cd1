// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammers-slammers/hsplaytest.h"

#include "families/hammers-slammers/hsplayoverlay.h"
#include "families/hammers-slammers/lostrace.h"
#include "families/hammers-slammers/rules/movement.h"
#include "families/hammers-slammers/rules/unitkinds.h"
#include "mapview.h"
#include "playtest/playtestwindow.h"
#include "shell/actionicons.h"

#include <QAction>
#include <QJsonArray>
#include <QJsonObject>

namespace hexwright {

HsPlaytest::HsPlaytest(PlaytestWindow &window, HsGameSession &session)
    : PlaytestExtension(window, session)
    , m_hs(session)
{
    setObjectName(QStringLiteral("hsPlaytest"));
    m_overlay = new HsPlayOverlay(this);
    m_overlay->setGame(&m_hs.context(), &m_hs.state());
    m_overlay->setShown([&window](const QString &id) { return window.showsPiece(id); });
    window.mapView()->addOverlay(m_overlay);

    m_fireAction = new QAction(actionIcon(QStringLiteral("hexwright-fire")), tr("&Fire"), &window);
    m_fireAction->setObjectName(QStringLiteral("fireAction"));
    m_fireAction->setShortcut(QKeySequence(Qt::Key_F));
    m_fireAction->setStatusTip(tr("Roll the dice for the attack shown in the Orders dock"));
    connect(m_fireAction, &QAction::triggered, this, &HsPlaytest::fire);
    createPanel();
}

HsPlaytest::~HsPlaytest()
{
    // The view paints from the game: the overlay goes first.
    m_window.mapView()->removeOverlay(m_overlay);
    if (m_response)
        m_response->deleteLater();
}

std::unique_ptr<PlaytestExtension> HsPlaytest::make(PlaytestWindow &window, GameSession &session)
{
    auto *hs = dynamic_cast<HsGameSession *>(&session);
    return hs ? std::make_unique<HsPlaytest>(window, *hs) : nullptr;
}

QWidget *HsPlaytest::ordersPanel()
{
    return m_panel;
}

QString HsPlaytest::phaseNote() const
{
    if (state().announced)
        return tr(" (ECM answer)");
    if (state().strike)
        return tr(" (counter-artillery fire)");
    return {};
}

QString HsPlaytest::label(HexCoord hex) const
{
    return context().label(hex);
}

bool HsPlaytest::isFirePhase() const
{
    const HsPhase phase = m_hs.game().phase();
    return phase == HsPhase::DirectFire || phase == HsPhase::IndirectFire;
}

bool HsPlaytest::isMine(const UnitState &unit) const
{
    return context().playerOfUnit(unit) == m_hs.game().decidingPlayer();
}

QString HsPlaytest::unitName(const UnitState &unit) const
{
    const UnitType *type = context().type(unit);
    return tr("%1 %2 (%3)")
        .arg(context().ruleset().findColour(unit.colour)
                 ? context().ruleset().findColour(unit.colour)->name
                 : unit.colour,
             type ? type->name : unit.type, unit.id);
}

QString HsPlaytest::unitDetails(const UnitState &unit) const
{
    const UnitFactors f = context().factors(unit);
    QStringList status;
    status.append(unit.onMap() ? tr("at %1").arg(label(unit.hex)) : unitStatusName(unit.status));
    if (unit.disrupted)
        status.append(tr("disrupted"));
    if (unit.mounted)
        status.append(tr("on skimmers"));
    if (!unit.carriedBy.isEmpty())
        status.append(tr("carried by %1").arg(unit.carriedBy));
    if (!unit.carrying.isEmpty())
        status.append(tr("carrying %1").arg(unit.carrying));
    if (!unit.towing.isEmpty())
        status.append(tr("towing %1").arg(unit.towing));
    if (!unit.towedBy.isEmpty())
        status.append(tr("towed by %1").arg(unit.towedBy));
    if (unit.inFortress)
        status.append(tr("in a fortress"));
    if (unit.attacked)
        status.append(tr("has attacked"));
    if (unit.jammed)
        status.append(tr("jammed"));
    if (m_hs.game().phase() == HsPhase::Movement && isMine(unit))
        status.append(tr("%1 MF left").arg(unit.mounted ? unit.skimmerMf : unit.mf));
    const QString attack = f.specialAttack ? QStringLiteral("S") : QString::number(f.attack);
    return tr("<b>%1</b><br>Attack %2 · Defence %3 · Range %4 · Movement %5<br>%6")
        .arg(unitName(unit).toHtmlEscaped(), attack)
        .arg(f.defence)
        .arg(f.range)
        .arg(f.movement)
        .arg(status.join(QStringLiteral(", ")).toHtmlEscaped());
}

QString HsPlaytest::phaseHint() const
{
    const HsPhase phase = m_hs.game().phase();
    if (m_hs.game().isOver())
        return tr("The game is over.");
    if (state().announced)
        return tr("Answer the announced attack: jam its units with your ECM tanks, or not.");
    if (state().strike)
        return tr("Assign counter-artillery fire in the Orders dock, or end the phase to let "
                  "the strike fall.");
    if (phase == HsPhase::Rally)
        return tr("Disrupted units may try to rally: choose them in the Orders dock.");
    if (phase == HsPhase::Paradrop)
        return tr("Select a waiting paratrooper in the Units dock, then click its drop zone.");
    if (phase == HsPhase::CounterParadropFire)
        return tr("Fire at the paratroopers that landed from the Orders dock.");
    if (phase == HsPhase::Movement)
        return tr("Select a unit (or a whole stack: All of Mine Here), then click a highlighted "
                  "hex (its cost shown) to move there; Shift+click moves onto your own units. "
                  "Reinforcements: select them in the Units dock, then click an entry hex.");
    if (phase == HsPhase::IndirectFire)
        return tr("Select artillery (Ctrl+click adds more), click the target hex, check the odds, "
                  "then Fire.");
    if (phase == HsPhase::DirectFire)
        return tr("Select attackers (Ctrl+click adds more), click the target hex, check the odds "
                  "and chances, then Fire.");
    if (phase == HsPhase::CloseAssault)
        return tr("Resolve each close assault from the Orders dock.");
    return QString();
}

QString HsPlaytest::describeLogLine(const QJsonObject &line) const
{
    const QString type = line.value(QStringLiteral("type")).toString();
    auto text = [&line](const char *key) {
        return line.value(QLatin1String(key)).toString();
    };
    auto list = [&line](const char *key) {
        QStringList items;
        for (const QJsonValue &item : line.value(QLatin1String(key)).toArray())
            items.append(item.toString());
        return items.join(QStringLiteral(", "));
    };
    auto because = [&text](const QString &sentence) {
        const QString reason = text("reason");
        return reason.isEmpty() ? sentence : tr("%1: %2").arg(sentence, reason);
    };
    QString sentence;
    if (type == QLatin1String("result")) {
        const QString cause = text("cause");
        QString from = cause;
        if (cause == QLatin1String("indirect"))
            from = tr("indirect fire");
        else if (cause == QLatin1String("gas"))
            from = tr("gas");
        else if (cause == QLatin1String("direct"))
            from = tr("direct fire");
        else if (cause == QLatin1String("close_assault"))
            from = tr("close assault");
        sentence = because(tr("%1 takes %2 from %3 (roll %4)")
                               .arg(text("unit"), text("result"), from)
                               .arg(line.value(QStringLiteral("roll")).toInt()));
    } else if (type == QLatin1String("eliminated")) {
        sentence = because(tr("%1 is eliminated").arg(text("unit")));
    } else if (type == QLatin1String("withdrawn")) {
        sentence = because(tr("%1 is withdrawn").arg(text("unit")));
    } else if (type == QLatin1String("rubble")) {
        sentence = tr("%1 is rubble now (roll %2)")
                       .arg(text("hex"))
                       .arg(line.value(QStringLiteral("roll")).toInt());
    } else if (type == QLatin1String("landing")) {
        sentence = line.value(QStringLiteral("eliminated")).toBool()
            ? because(tr("%1 lands in %2 and is lost").arg(text("unit"), text("hex")))
            : tr("%1 lands in %2").arg(text("unit"), text("hex"));
    } else if (type == QLatin1String("caf")) {
        const QString firing = list("firing");
        sentence = firing.isEmpty()
            ? tr("Counter-artillery fire cancels %1; no counter still fires").arg(list("cancelled"))
            : tr("Counter-artillery fire cancels %1; %2 still fire").arg(list("cancelled"), firing);
    } else if (type == QLatin1String("observer_jammed")) {
        sentence = tr("The observer %1 is jammed; %2 lose their observer")
                       .arg(text("observer"), list("lost"));
    } else if (type == QLatin1String("strike_cancelled")) {
        sentence
            = because(tr("The strike of %1 on %2 is called off").arg(list("firers"), text("hex")));
    } else if (type == QLatin1String("attack_cancelled")) {
        sentence
            = because(tr("The attack of %1 on %2 is called off").arg(list("firers"), text("hex")));
    } else if (type == QLatin1String("fortress")) {
        sentence = line.value(QStringLiteral("inside")).toBool()
            ? tr("%1 enters the fortress at %2").arg(text("unit"), text("hex"))
            : tr("%1 leaves the fortress at %2").arg(text("unit"), text("hex"));
        if (!text("reason").isEmpty())
            sentence += tr(" (%1)").arg(text("reason"));
    } else if (type == QLatin1String("assault_skipped")) {
        sentence
            = because(tr("%1 sits out the close assault in %2").arg(text("unit"), text("hex")));
    } else {
        return {};
    }
    return m_window.nameCounters(sentence);
}

void HsPlaytest::refresh()
{
    // Chosen close-assault attacks stay while the hex still holds the same attackers.
    for (auto it = m_assaults.begin(); it != m_assaults.end();) {
        QStringList chosen;
        for (const AssaultGroup &g : it.value())
            chosen += g.attackers;
        QStringList owed = m_hs.game().assaultAttackers(it.key());
        std::sort(chosen.begin(), chosen.end());
        std::sort(owed.begin(), owed.end());
        if (chosen != owed || state().assaultsResolved.contains(it.key())
            || m_hs.game().phase() != HsPhase::CloseAssault)
            it = m_assaults.erase(it);
        else
            ++it;
    }
    // Another player decides now: what the last one had chosen is not theirs.
    if (m_hs.game().decidingPlayer() != m_decider) {
        m_decider = m_hs.game().decidingPlayer();
        m_selection.clear();
        m_targetHex.reset();
        m_targets.clear();
        m_overlay->setTrace(std::nullopt);
    }
    // Units that left the map (or, after undo, never arrived) drop out of the selection.
    QStringList kept;
    for (const QString &id : std::as_const(m_selection)) {
        if (state().unit(id))
            kept.append(id);
    }
    m_selection = kept;
    if (!isFirePhase()) {
        m_targetHex.reset();
        m_targets.clear();
        m_overlay->setTrace(std::nullopt);
    }
    m_overlay->setSelection(m_selection);
    m_overlay->setTargetHex(m_targetHex);
    m_overlay->refresh();
    refreshReachable();
    refreshPreview();
    refreshPanel();
}

QHash<HexCoord, double> HsPlaytest::reachableCosts() const
{
    return m_overlay->reachable();
}

void HsPlaytest::refreshReachable()
{
    QHash<HexCoord, double> costs;
    QSet<HexCoord> minimum;
    const UnitState *unit = m_selection.size() == 1 ? state().unit(m_selection.first()) : nullptr;
    if (unit && !isFirePhase()) {
        // The engine's own search: the hexes of the legal moves, with their cost.
        const QHash<HexCoord, ReachableHex> reach = m_hs.game().reachable(unit->id);
        for (auto it = reach.cbegin(); it != reach.cend(); ++it) {
            costs.insert(it.key(), it->cost);
            if (it->minimumMove)
                minimum.insert(it.key());
        }
        for (const Action &action : m_hs.legalTyped()) {
            if (const auto *enter = std::get_if<EnterAction>(&action);
                enter && enter->unit == unit->id) {
                costs.insert(enter->hex, -1); // an entry hex: painted as an arrow
            }
        }
    }
    // A stack (All of Mine Here) shows the hexes every one of its units reaches, at the
    // dearest unit's cost.
    if (m_selection.size() > 1 && m_hs.game().phase() == HsPhase::Movement) {
        bool first = true;
        for (const QString &id : std::as_const(m_selection)) {
            const QHash<HexCoord, ReachableHex> reach = m_hs.game().reachable(id);
            QHash<HexCoord, double> kept;
            for (auto it = reach.cbegin(); it != reach.cend(); ++it) {
                if (first || costs.contains(it.key()))
                    kept.insert(it.key(), std::max(it->cost, costs.value(it.key(), 0.0)));
            }
            costs = kept;
            first = false;
        }
    }
    m_overlay->setReachable(costs, minimum);
}

void HsPlaytest::selectUnits(const QStringList &units)
{
    m_selection = units;
    // The line of sight follows the mouse again from the new first unit, unless aimed.
    if (!m_targetHex)
        m_overlay->setTrace(std::nullopt);
    m_overlay->setSelection(m_selection);
    refreshReachable();
    refreshPreview();
    refreshPanel();
    m_window.refreshOrders();
    m_window.refreshUnits();
    if (const UnitState *unit
        = m_selection.isEmpty() ? nullptr : state().unit(m_selection.first())) {
        m_window.showStatus(unitName(*unit), 4000);
    }
}

bool HsPlaytest::clearSelection()
{
    if (m_selection.isEmpty() && !m_targetHex)
        return false;
    m_targetHex.reset();
    m_targets.clear();
    m_overlay->setTargetHex(std::nullopt);
    m_overlay->setTrace(std::nullopt);
    selectUnits({});
    return true;
}

void HsPlaytest::aimAt(HexCoord hex)
{
    const GameState &s = state();
    m_targetHex = hex;
    m_targets.clear();
    const UnitState *attacker = m_selection.isEmpty() ? nullptr : s.unit(m_selection.first());
    for (const UnitState *unit : s.unitsAt(hex)) {
        if (!attacker || context().isEnemy(*attacker, *unit))
            m_targets.append(unit->id);
    }
    m_overlay->setTargetHex(hex);
    if (attacker && attacker->onMap() && s.field)
        m_overlay->setTrace(rules::traceLineOfSight(*s.field, attacker->hex, hex));
    refreshPreview();
    refreshPanel();
    m_window.refreshOrders();
}

QString HsPlaytest::perform(const Action &action)
{
    const QString why = m_hs.apply(action);
    if (why.isEmpty()
        && (std::holds_alternative<DirectFireAction>(action)
            || std::holds_alternative<IndirectFireAction>(action))) {
        m_selection.clear();
        m_targetHex.reset();
        m_targets.clear();
        m_overlay->setTrace(std::nullopt);
    }
    return m_window.afterAction(
        why, why.isEmpty() ? m_window.nameCounters(describeAction(action, context())) : QString());
}

void HsPlaytest::fire()
{
    if (m_hs.game().phase() == HsPhase::CloseAssault) {
        resolveAssault();
        return;
    }
    if (!isFirePhase() || m_selection.isEmpty() || !m_targetHex) {
        m_window.showStatus(tr("Select attackers and click a target hex first"), 4000);
        return;
    }
    if (m_hs.game().phase() == HsPhase::IndirectFire) {
        IndirectFireAction action {m_selection, *m_targetHex, QString(), firesGas()};
        // Artillery that does not see the hex needs a friendly observer that does.
        const GameState &s = state();
        bool allSee = true;
        for (const QString &id : std::as_const(m_selection)) {
            const UnitState *u = s.unit(id);
            allSee
                = allSee && u && s.field && rules::hasLineOfSight(*s.field, u->hex, *m_targetHex);
        }
        if (!allSee) {
            for (const UnitState &u : s.units) {
                if (u.onMap() && isMine(u) && !u.jammed && s.field
                    && rules::hasLineOfSight(*s.field, u.hex, *m_targetHex)) {
                    action.observer = u.id;
                    break;
                }
            }
        }
        perform(action);
        return;
    }
    if (m_targets.isEmpty()) {
        m_window.showStatus(tr("No enemy unit chosen as a target"), 4000);
        return;
    }
    perform(DirectFireAction {m_selection, *m_targetHex, m_targets, firesGas()});
}

} // namespace hexwright
