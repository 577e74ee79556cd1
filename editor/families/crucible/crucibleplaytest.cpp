// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/crucible/crucibleplaytest.h"

#include "maptool.h"
#include "playtest/playtestwindow.h"
#include "table/tablegeometry.h"

#include <QLabel>
#include <QLineF>
#include <QPainter>

#include <cmath>

namespace hexwright {

namespace {

constexpr double TuRadius = 12.0; ///< mm: a TU's disc on the table (ours: bases are lost)

} // namespace

CruciblePlaytest::CruciblePlaytest(PlaytestWindow &window, CrucibleGameSession &session)
    : PlaytestExtension(window, session)
    , m_crucible(session)
{
    m_panel = new QLabel;
    m_panel->setWordWrap(true);
    m_panel->setTextFormat(Qt::PlainText);
    m_panel->setAccessibleName(tr("Leadership Points and provisional values"));
    refresh();
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
    if (!m_crucible.game().state().tu(m_selected))
        m_selected.clear();
    if (m_panel)
        m_panel->setText(panelText());
}

void CruciblePlaytest::mapPressed(const MapMouseEvent &event)
{
    if (event.button != Qt::LeftButton)
        return;
    const std::optional<Place> place = m_window.placeAtScene(event.scenePos);
    const TablePoint *point = place ? std::get_if<TablePoint>(&*place) : nullptr;
    if (!point)
        return;
    QString hit;
    for (const CrucibleTuState &tu : m_crucible.game().state().tus) {
        if (tu.onTable() && distance(tu.at, point->toPointF()) <= TuRadius)
            hit = tu.id;
    }
    m_selected = hit;
    m_window.refresh();
}

bool CruciblePlaytest::clearSelection()
{
    if (m_selected.isEmpty())
        return false;
    m_selected.clear();
    m_window.refresh();
    return true;
}

QStringList CruciblePlaytest::selection() const
{
    return m_selected.isEmpty() ? QStringList() : QStringList {m_selected};
}

void CruciblePlaytest::selectPieces(const QStringList &pieces)
{
    m_selected = pieces.value(0);
    m_window.refreshOrders();
    if (m_panel)
        m_panel->setText(panelText());
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
    return tr("Click a TU to list its orders; double-click an order to give it; End Phase "
              "when done.");
}

QList<OrderItem> CruciblePlaytest::otherOrders() const
{
    QList<OrderItem> orders;
    for (const OrderItem &o : listedOrders(m_session)) {
        const QJsonObject action = m_session.legalAction(o.index);
        if (m_selected.isEmpty() || action.value(QStringLiteral("unit")).toString() == m_selected
            || action.value(QStringLiteral("target")).toString() == m_selected)
            orders.append(o);
    }
    return orders;
}

void CruciblePlaytest::paintTable(QPainter *painter, qreal pixelsPerSceneUnit)
{
    const CrucibleGameContext &c = m_crucible.context();
    const double pixel = pixelsPerSceneUnit > 0 ? 1.0 / pixelsPerSceneUnit : 1.0;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    for (const CrucibleTuState &tu : m_crucible.game().state().tus) {
        if (tu.status == CrucibleTuState::Status::Removed)
            continue;
        const CrucibleTuInfo *info = c.tu(tu.id);
        const ArmyColour *army = c.ruleset().findColour(c.players().value(info->player).colour);
        QColor fill = army ? army->colour : QColor(Qt::gray);
        if (!tu.onTable())
            fill.setAlpha(90);
        const bool selected = tu.id == m_selected;
        painter->setPen(QPen(selected ? QColor(Qt::yellow) : QColor(Qt::black),
                             (selected ? 3.0 : 1.5) * pixel));
        painter->setBrush(fill);
        const double r = info->infantry() ? TuRadius * 0.75 : TuRadius;
        painter->drawEllipse(tu.at, r, r);
        const double a = tu.facing * M_PI / 180.0;
        painter->setPen(QPen(Qt::white, 2.0 * pixel));
        painter->drawLine(QLineF(tu.at, tu.at + QPointF(std::cos(a), std::sin(a)) * r));
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

} // namespace hexwright
