// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/crucible/crucibleplaytest.h"

#include "families/crucible/rules/cruciblemove.h"
#include "playtest/playtestwindow.h"

#include <QJsonObject>
#include <QLabel>
#include <QLineF>
#include <QPainter>
#include <QPolygonF>
#include <QTreeWidget>

#include <cmath>

namespace hexwright {

namespace {

constexpr double TuRadius = 12.0; ///< mm: a TU's disc on the table (ours: bases are lost)

const QColor ReachLine(0x1b, 0x5e, 0x20);
const QColor ReachFill(0x2e, 0x7d, 0x32, 40);
const QColor ThunderLine(0xe6, 0x51, 0x00);
const QColor Refused(0xc6, 0x28, 0x28);
const QColor Sight(0x0d, 0x47, 0xa1);
const QColor ArcLine(0x37, 0x47, 0x4f, 160);
const QColor ArcFill(0x37, 0x47, 0x4f, 45); ///< translucent: the table shows through
const QColor UpratedLine(0xf5, 0x7f, 0x17, 220);
const QColor UpratedFill(0xff, 0xa0, 0x00, 70);
constexpr double ArcStep = 3.0; ///< degrees between the points of an arc's rim

QPointF heading(double degrees)
{
    const double a = degrees * M_PI / 180.0;
    return QPointF(std::cos(a), std::sin(a));
}

} // namespace

CruciblePlaytest::CruciblePlaytest(PlaytestWindow &window, CrucibleGameSession &session)
    : PlaytestExtension(window, session)
    , m_crucible(session)
{
    setObjectName(QStringLiteral("cruciblePlaytest"));
    m_agents.resize(context().players().size());
    m_seats.resize(context().players().size());
    createPanel();
}

CruciblePlaytest::~CruciblePlaytest()
{
    if (m_panel && !m_panel->parent())
        delete m_panel;
}

std::unique_ptr<PlaytestExtension> CruciblePlaytest::make(PlaytestWindow &window,
                                                          GameSession &session)
{
    auto *crucible = dynamic_cast<CrucibleGameSession *>(&session);
    return crucible ? std::make_unique<CruciblePlaytest>(window, *crucible) : nullptr;
}

QWidget *CruciblePlaytest::ordersPanel()
{
    return m_panel;
}

QString CruciblePlaytest::panelText() const
{
    const CrucibleGame &game = m_crucible.game();
    const CrucibleGameContext &c = game.context();
    QStringList lines;
    const int player = game.decidingPlayer();
    lines.append(tr("Leadership Points of %1 this turn:").arg(c.players().value(player).name));
    for (const CrucibleDetachmentInfo &d : c.detachments()) {
        if (d.player == player)
            lines.append(tr("  %1: %2 LP").arg(d.name).arg(game.lp(d.id)));
    }
    if (!m_selected.isEmpty()) {
        if (const CrucibleTuInfo *tu = c.tu(m_selected)) {
            const int lp = game.nextMoveLp(m_selected);
            lines.append(lp > 0 ? tr("%1: its next move costs %2 LP (1-2-4)").arg(tu->name).arg(lp)
                                : tr("%1 has made its three moves").arg(tu->name));
        }
    }
    lines.append(QString());
    lines.append(tr("Provisional: the core book is lost, so these values are Hexwright's "
                    "(edit them in Scenario > Ruleset Charts):"));
    for (const QString &note : c.provisionalNotes())
        lines.append(QStringLiteral("  • ") + note);
    return lines.join(QLatin1Char('\n'));
}

void CruciblePlaytest::refresh()
{
    // Another player decides now: what the last one had chosen is not his.
    if (m_crucible.decidingPlayer() != m_decider) {
        m_decider = m_crucible.decidingPlayer();
        m_selected.clear();
        m_target.clear();
    }
    const CrucibleTuState *s = state().tu(m_selected);
    if (!s || !s->onTable())
        m_selected.clear();
    const CrucibleTuState *t = state().tu(m_target);
    if (!t || !t->onTable() || m_selected.isEmpty())
        m_target.clear();
    m_hover.reset();
    m_hoverStop.reset();
    refreshPanel();
    repaintMap();
    scheduleAgents();
}

bool CruciblePlaytest::clearSelection()
{
    if (m_selected.isEmpty() && m_target.isEmpty())
        return false;
    m_target.clear();
    selectTu(QString());
    return true;
}

QStringList CruciblePlaytest::selection() const
{
    return m_selected.isEmpty() ? QStringList() : QStringList {m_selected};
}

void CruciblePlaytest::selectPieces(const QStringList &pieces)
{
    selectTu(pieces.value(0));
}

bool CruciblePlaytest::isMine(const QString &id) const
{
    const CrucibleTuInfo *info = context().tu(id);
    return info && info->player == m_crucible.decidingPlayer();
}

bool CruciblePlaytest::phaseIs(const char *id) const
{
    return m_crucible.phaseId() == QLatin1String(id);
}

QString CruciblePlaytest::phaseNote() const
{
    const CrucibleGameContext &c = m_crucible.context();
    return tr(" (step %1)").arg(c.phaseStep(m_crucible.phaseId()));
}

QString CruciblePlaytest::phaseHint() const
{
    if (m_crucible.isOver())
        return tr("The game is over.");
    if (isAgentSeat(m_crucible.decidingPlayer()))
        return tr("The agent plays this seat.");
    if (m_selected.isEmpty())
        return tr("Click one of your TUs: its weapons, LP and reach in the Orders dock. End "
                  "Phase when done.");
    if (phaseIs("move"))
        return tr("Click a point of the table to move there (the rings: its reach on normal "
                  "and easy terrain); each move costs the next of 1-2-4 LP.");
    if (phaseIs("direct_fire"))
        return tr("Click an enemy TU: each weapon's Quality Roll and expected hits; then Fire "
                  "(tick ConFire or Rapid Fire to spend LP on them).");
    if (phaseIs("artillery_defence"))
        return tr("Select a weapon with an intercept triangle and Defend, or End Phase.");
    if (phaseIs("close_assault"))
        return tr("Click an enemy TU at Point Blank of your infantry, then Assault.");
    if (phaseIs("call_artillery"))
        return tr("Click an enemy TU, then Call Artillery: it lands next turn.");
    if (phaseIs("remove_destroyed"))
        return tr("Thunder Run: a TU that moved on easy terrain may place a token.");
    return tr("Double-click an order to give it; End Phase when done.");
}

QList<OrderItem> CruciblePlaytest::otherOrders() const
{
    // Moves are given on the table, anywhere the engine allows: its sample points would only
    // crowd the list.
    QList<OrderItem> orders;
    for (const OrderItem &o : listedOrders(m_session)) {
        const QString kind = m_session.legalActionKind(o.index);
        if (kind == QLatin1String("move") || kind == QLatin1String("thunder_move"))
            continue;
        const QJsonObject action = m_session.legalAction(o.index);
        if (m_selected.isEmpty() || action.value(QStringLiteral("unit")).toString() == m_selected
            || action.value(QStringLiteral("target")).toString() == m_selected)
            orders.append(o);
    }
    return orders;
}

QString CruciblePlaytest::describeLogLine(const QJsonObject &line) const
{
    const QString type = line.value(QStringLiteral("type")).toString();
    auto text = [&line](const char *key) {
        return line.value(QLatin1String(key)).toString();
    };
    QString sentence;
    if (type == QLatin1String("moved")) {
        const int lp = line.value(QStringLiteral("lp")).toInt();
        sentence = line.value(QStringLiteral("thunder_run")).toBool()
            ? tr("%1 keeps its Thunder Run speed from %2 to %3 (no LP)")
                  .arg(text("unit"), text("from"), text("to"))
            : tr("%1 moves from %2 to %3%4 for %5 LP, %6 left")
                  .arg(text("unit"), text("from"), text("to"),
                       line.value(QStringLiteral("easy")).toBool() ? tr(" on easy terrain")
                                                                   : QString())
                  .arg(lp)
                  .arg(line.value(QStringLiteral("lp_left")).toInt());
    } else if (type == QLatin1String("destroyed")) {
        sentence = tr("%1 is destroyed").arg(text("unit"));
    } else if (type == QLatin1String("removed")) {
        sentence = tr("%1 is removed from the table").arg(text("unit"));
    } else if (type == QLatin1String("held")) {
        sentence = tr("%1 may not move or fire in turn %2")
                       .arg(text("unit"))
                       .arg(line.value(QStringLiteral("turn")).toInt());
    } else if (type == QLatin1String("weapon_lost")) {
        sentence = tr("%1 loses its %2").arg(text("unit"), text("weapon"));
    } else if (type == QLatin1String("jammed")) {
        sentence = tr("%1's %2 jams").arg(text("unit"), text("weapon"));
    } else if (type == QLatin1String("suppression")) {
        sentence = tr("%1 has %2 Suppression Points")
                       .arg(text("unit"))
                       .arg(line.value(QStringLiteral("points")).toInt());
    } else if (type == QLatin1String("thunder_run_ended")) {
        sentence = tr("%1's Thunder Run ends").arg(text("unit"));
    } else {
        return {};
    }
    return m_window.nameCounters(sentence);
}

QString CruciblePlaytest::tuAt(QPointF at) const
{
    QString best;
    double nearest = 0;
    for (const CrucibleTuState &tu : state().tus) {
        if (!tu.onTable())
            continue;
        const double d = QLineF(tu.at, at).length();
        if (d <= TuRadius + 1.5 && (best.isEmpty() || d < nearest)) {
            best = tu.id;
            nearest = d;
        }
    }
    return best;
}

void CruciblePlaytest::paintTable(QPainter *painter, qreal pixelsPerSceneUnit)
{
    const CrucibleGameContext &c = m_crucible.context();
    const double pixel = pixelsPerSceneUnit > 0 ? 1.0 / pixelsPerSceneUnit : 1.0;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    paintSelection(painter, pixel);
    for (const CrucibleTuState &tu : m_crucible.game().state().tus) {
        if (tu.status == CrucibleTuState::Status::Removed)
            continue;
        const CrucibleTuInfo *info = c.tu(tu.id);
        const ArmyColour *army = c.ruleset().findColour(c.players().value(info->player).colour);
        QColor fill = army ? army->colour : QColor(Qt::gray);
        if (!tu.onTable())
            fill.setAlpha(90);
        const bool selected = tu.id == m_selected;
        const bool target = tu.id == m_target;
        painter->setPen(QPen(selected     ? QColor(Qt::yellow)
                                 : target ? Refused
                                          : QColor(Qt::black),
                             (selected || target ? 3.0 : 1.5) * pixel));
        painter->setBrush(fill);
        const double r = info->infantry() ? TuRadius * 0.75 : TuRadius;
        painter->drawEllipse(tu.at, r, r);
        painter->setPen(QPen(Qt::white, 2.0 * pixel));
        painter->drawLine(QLineF(tu.at, tu.at + heading(tu.facing) * r));
        if (!tu.onTable()) {
            painter->setPen(QPen(Qt::red, 2.5 * pixel));
            painter->drawLine(tu.at + QPointF(-r, -r), tu.at + QPointF(r, r));
            painter->drawLine(tu.at + QPointF(-r, r), tu.at + QPointF(r, -r));
        }
        for (int k = 0; k < tu.thunderTokens.size(); ++k) {
            painter->setPen(Qt::NoPen);
            painter->setBrush(k == 0 ? QColor(Qt::green) : QColor(Qt::red));
            painter->drawEllipse(tu.at + QPointF(r + 3 + 6 * k, -r), 3.0, 3.0);
        }
    }
    painter->restore();
}

CrucibleArcsShown CruciblePlaytest::shownArcs() const
{
    CrucibleArcsShown shown;
    const CrucibleTuInfo *info = context().tu(m_selected);
    const CrucibleTuState *tu = state().tu(m_selected);
    if (!info || !tu || !tu->onTable())
        return shown;
    const QTreeWidgetItem *current = m_weapons ? m_weapons->currentItem() : nullptr;
    const int chosen = current ? current->data(0, WeaponRole).toInt() : -1;
    static const QStringList Arcs {QStringLiteral("front"), QStringLiteral("left"),
                                   QStringLiteral("right"), QStringLiteral("rear")};
    for (const QString &arc : Arcs) {
        for (int w = 0; w < info->weapons.size(); ++w) {
            if ((chosen >= 0 && w != chosen) || tu->weaponsLost.contains(w))
                continue;
            const QStringList &arcs = info->weapons.at(w).arcs;
            const bool added = info->upratedArcs && crucible::upratedAddition(arcs).contains(arc);
            QStringList &into = added ? shown.uprated : shown.card;
            if (crucible::coversArc(arcs, arc) && !into.contains(arc))
                into.append(arc);
        }
    }
    return shown;
}

void CruciblePlaytest::paintArcs(QPainter *painter, qreal pixel) const
{
    const CrucibleTuState *tu = state().tu(m_selected);
    const CrucibleGameContext &c = context();
    // Each arc a wedge to Medium range, relative to the facing (clockwise, y down): front and
    // rear centred, the sides between them.
    const double radius = c.rangeLimits().value(2, 300);
    const double front = c.frontArc() / 2;
    const double rear = 180 - c.rearArc() / 2;
    auto wedge = [&](const QString &arc) {
        const double from = arc == QLatin1String("front") ? -front
            : arc == QLatin1String("right")               ? front
            : arc == QLatin1String("rear")                ? rear
                                                          : 360 - rear;
        const double to = arc == QLatin1String("front") ? front
            : arc == QLatin1String("right")             ? rear
            : arc == QLatin1String("rear")              ? 360 - rear
                                                        : 360 - front;
        QPolygonF shape {tu->at};
        const int steps = std::max(1, int(std::ceil((to - from) / ArcStep)));
        for (int k = 0; k <= steps; ++k)
            shape.append(tu->at + heading(tu->facing + from + (to - from) * k / steps) * radius);
        return shape;
    };
    const CrucibleArcsShown shown = shownArcs();
    painter->setPen(QPen(ArcLine, 1.5 * pixel, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->setBrush(ArcFill);
    for (const QString &arc : shown.card)
        painter->drawPolygon(wedge(arc));
    // The up-rated combat car arcs (§4.1) over them, in their own colour.
    painter->setPen(QPen(UpratedLine, 2 * pixel, Qt::DashLine, Qt::RoundCap, Qt::RoundJoin));
    painter->setBrush(UpratedFill);
    for (const QString &arc : shown.uprated)
        painter->drawPolygon(wedge(arc));
    painter->setBrush(Qt::NoBrush);
}

void CruciblePlaytest::paintSelection(QPainter *painter, qreal pixel) const
{
    const CrucibleTuState *tu = state().tu(m_selected);
    if (!tu || !tu->onTable() || m_crucible.isOver())
        return;
    const CrucibleGameContext &c = context();
    paintArcs(painter, pixel);
    if (phaseIs("move") && isMine(m_selected)) {
        const double normal = game().reach(m_selected, false);
        const double easy = game().reach(m_selected, true);
        if (game().nextMoveLp(m_selected) > 0 && normal > 0) {
            painter->setBrush(ReachFill);
            painter->setPen(QPen(ReachLine, 2 * pixel));
            painter->drawEllipse(tu->at, normal, normal);
            painter->setBrush(Qt::NoBrush);
            painter->setPen(QPen(ReachLine, 1.5 * pixel, Qt::DashLine));
            painter->drawEllipse(tu->at, easy, easy);
        }
        if (!tu->thunderTokens.isEmpty() && !tu->movedFree && tu->moves() == 0) {
            const double free = crucible::thunderRunFree(tu->thunderTokens, easy);
            painter->setPen(QPen(ThunderLine, 2 * pixel, Qt::DashLine));
            painter->drawEllipse(tu->at, free, free);
        }
    }
    if (phaseIs("direct_fire") || phaseIs("close_assault")) {
        // The range bands: Point Blank, Close, Medium.
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(ArcLine, 1 * pixel, Qt::DotLine));
        for (int band = 0; band < 3 && band < c.rangeLimits().size(); ++band) {
            const double r = c.rangeLimits().at(band);
            painter->drawEllipse(tu->at, r, r);
        }
    }
    if (const CrucibleTuState *t = state().tu(m_target); t && t->onTable()) {
        bool any = false;
        for (const CrucibleWeaponPreview &w : weaponPreviews())
            any = any || w.refusal.isEmpty();
        painter->setPen(QPen(any ? Sight : Refused, 3 * pixel, any ? Qt::SolidLine : Qt::DashLine));
        painter->drawLine(tu->at, t->at);
    }
    if (m_hover) {
        painter->setBrush(Qt::NoBrush);
        // Beyond its reach: where it stops, then the rest of the way to the mouse refused.
        const QPointF stop = m_hoverStop.value_or(*m_hover);
        painter->setPen(QPen(m_hoverLegal ? ReachLine : Refused, 2 * pixel, Qt::DashLine));
        painter->drawLine(tu->at, stop);
        painter->drawEllipse(stop, TuRadius, TuRadius);
        if (m_hoverStop) {
            painter->setPen(QPen(Refused, 1.5 * pixel, Qt::DotLine));
            painter->drawLine(stop, *m_hover);
        }
    }
}

} // namespace hexwright
