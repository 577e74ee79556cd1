// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The playtest window's shared docks: orders (the family's panel over the legal actions given
// from a list), the dice rolled, the game log and the units.

#include "playtest/playtestwindow.h"

#include "document/scenariodocument.h"
#include "engine/gamesession.h"
#include "playtest/playtestextension.h"
#include "shell/actionicons.h"

#include <QDockWidget>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace hexwright {

namespace {

constexpr int MaxListedActions = 300;

QString compactJson(const QJsonObject &object)
{
    QStringList parts;
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QJsonValue v = it.value();
        QString text;
        if (v.isString())
            text = v.toString();
        else if (v.isDouble())
            text = QString::number(v.toDouble());
        else if (v.isBool())
            text = v.toBool() ? QStringLiteral("yes") : QStringLiteral("no");
        else if (v.isArray())
            text = QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
        else if (v.isObject())
            text = QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
        parts.append(QStringLiteral("%1 %2").arg(it.key(), text));
    }
    return parts.join(QStringLiteral(", "));
}

QDockWidget *makeDock(QMainWindow *window, const QString &title, const QString &name,
                      QWidget *widget, const QIcon &icon)
{
    auto *dock = new QDockWidget(title, window);
    dock->setObjectName(name);
    dock->setWidget(widget);
    dock->toggleViewAction()->setIcon(icon);
    return dock;
}

} // namespace

void PlaytestWindow::createDocks()
{
    // Orders: the family's panel (the selected unit, the attack), then the other legal actions.
    auto *orders = new QWidget(this);
    auto *layout = new QVBoxLayout(orders);
    if (QWidget *panel = m_extension ? m_extension->ordersPanel() : nullptr) {
        panel->setParent(orders);
        layout->addWidget(panel, 2);
    }
    layout->addWidget(new QLabel(tr("Other orders (double-click to give):"), orders));
    m_actions = new QListWidget(orders);
    m_actions->setObjectName(QStringLiteral("ordersList"));
    m_actions->setAccessibleName(tr("Other orders"));
    m_actions->setWordWrap(true);
    connect(m_actions, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        const int index = item->data(Qt::UserRole).toInt();
        if (m_session && index >= 0 && index < m_session->legalActionCount()) {
            const QJsonObject action = m_session->legalAction(index);
            // Deferred: performing rebuilds this list.
            QMetaObject::invokeMethod(
                this, [this, action] { perform(action); }, Qt::QueuedConnection);
        }
    });
    layout->addWidget(m_actions, 3);

    QMenu *view = menuBar()->findChild<QMenu *>(QStringLiteral("viewMenu"));
    auto add = [this, view](QDockWidget *dock, Qt::DockWidgetArea area) {
        addDockWidget(area, dock);
        if (view)
            view->addAction(dock->toggleViewAction());
    };
    QDockWidget *ordersDock = makeDock(this, tr("Orders"), QStringLiteral("ordersDock"), orders,
                                       actionIcon(QStringLiteral("hexwright-orders")));
    add(ordersDock, Qt::RightDockWidgetArea);

    m_units = new QTreeWidget(this);
    m_units->setObjectName(QStringLiteral("unitsTree"));
    m_units->setAccessibleName(tr("Units"));
    m_units->setHeaderLabels({tr("Unit"), tr("Status"), tr("Hex")});
    m_units->setSelectionMode(QAbstractItemView::ExtendedSelection);
    connect(m_units, &QTreeWidget::itemSelectionChanged, this, [this] {
        if (!m_extension)
            return;
        QStringList ids;
        for (QTreeWidgetItem *item : m_units->selectedItems()) {
            const QString id = item->data(0, Qt::UserRole).toString();
            if (!id.isEmpty())
                ids.append(id);
        }
        if (ids != m_extension->selection())
            QMetaObject::invokeMethod(
                this,
                [this, ids] {
                    if (m_extension)
                        m_extension->selectPieces(ids);
                },
                Qt::QueuedConnection);
    });
    QDockWidget *unitsDock = makeDock(this, tr("Units"), QStringLiteral("unitsDock"), m_units,
                                      actionIcon(QStringLiteral("hexwright-units")));
    add(unitsDock, Qt::RightDockWidgetArea);
    tabifyDockWidget(ordersDock, unitsDock);
    ordersDock->raise();

    m_dice = new QTreeWidget(this);
    m_dice->setObjectName(QStringLiteral("diceTree"));
    m_dice->setAccessibleName(tr("Dice rolls"));
    m_dice->setHeaderLabels(
        {tr("#"), tr("Turn"), tr("Purpose"), tr("Dice"), tr("Result"), tr("Read against")});
    m_dice->setRootIsDecorated(false);
    m_dice->setAlternatingRowColors(true);
    add(makeDock(this, tr("Dice"), QStringLiteral("diceDock"), m_dice,
                 actionIcon(QStringLiteral("hexwright-dice"))),
        Qt::BottomDockWidgetArea);

    m_log = new QPlainTextEdit(this);
    m_log->setObjectName(QStringLiteral("gameLog"));
    m_log->setAccessibleName(tr("Game log"));
    m_log->setReadOnly(true);
    m_log->setLineWrapMode(QPlainTextEdit::NoWrap);
    add(makeDock(this, tr("Game Log"), QStringLiteral("gameLogDock"), m_log,
                 actionIcon(QStringLiteral("hexwright-game-log"))),
        Qt::BottomDockWidgetArea);
    resizeDocks({ordersDock}, {380}, Qt::Horizontal);
}

void PlaytestWindow::refreshOrders()
{
    if (!m_session)
        return;
    m_actions->clear();
    const QList<OrderItem> items
        = m_extension ? m_extension->otherOrders() : listedOrders(*m_session);
    int listed = 0;
    for (const OrderItem &order : items) {
        if (listed >= MaxListedActions)
            break;
        auto *item = new QListWidgetItem(order.text, m_actions);
        item->setData(Qt::UserRole, order.index);
        ++listed;
    }
    if (listed == 0) {
        const bool selected = m_extension && !m_extension->selection().isEmpty();
        auto *item = new QListWidgetItem(selected ? tr("Nothing else for this unit now")
                                                  : tr("Nothing else to do in this phase"),
                                         m_actions);
        item->setFlags(Qt::NoItemFlags);
        item->setData(Qt::UserRole, -1);
    }
}

void PlaytestWindow::refreshDice()
{
    const QList<DieRoll> &rolls = m_session->dice().rolls();
    if (m_dice->topLevelItemCount() > rolls.size())
        m_dice->clear();
    for (int i = m_dice->topLevelItemCount(); i < rolls.size(); ++i) {
        const DieRoll &roll = rolls.at(i);
        QStringList faces;
        for (int face : roll.faces)
            faces.append(QString::number(face));
        const QString dice = roll.faces.size() > 1
            ? QStringLiteral("%1 = %2").arg(faces.join(QStringLiteral(" + "))).arg(roll.total)
            : QString::number(roll.total);
        // The turn the roll was made in, as the roll recorded it.
        const QString turn
            = roll.turn > 0 ? tr("%1 (%2)").arg(roll.turn).arg(roll.player) : QString();
        auto *item = new QTreeWidgetItem(m_dice,
                                         {QString::number(i + 1), turn, roll.purpose, dice,
                                          roll.result, compactJson(roll.inputs)});
        item->setToolTip(5, item->text(5));
    }
    if (QTreeWidgetItem *last = m_dice->topLevelItem(m_dice->topLevelItemCount() - 1))
        m_dice->scrollToItem(last);
}

void PlaytestWindow::refreshLog()
{
    const QList<QJsonObject> &log = m_session->log();
    if (log.size() < m_logShown) {
        m_log->clear();
        m_logShown = 0;
    }
    for (; m_logShown < log.size(); ++m_logShown) {
        QJsonObject line = log.at(m_logShown);
        const QString type = line.take(QStringLiteral("type")).toString();
        QString text;
        if (type == QLatin1String("turn")) {
            text = tr("Turn %1: %2")
                       .arg(line.value(QStringLiteral("turn")).toInt())
                       .arg(line.value(QStringLiteral("player")).toString());
        } else if (type == QLatin1String("phase")) {
            text = QStringLiteral("  %1").arg(
                m_session->phaseNameOf(line.value(QStringLiteral("phase")).toString()));
        } else if (line.contains(QStringLiteral("kind"))
                   || line.value(QStringLiteral("action")).isObject()) {
            const QJsonObject json = line.value(QStringLiteral("action")).isObject()
                ? line.value(QStringLiteral("action")).toObject()
                : line;
            text = QStringLiteral("    ") + m_session->describe(json);
        } else {
            text = QStringLiteral("    %1%2")
                       .arg(type.isEmpty() ? QString() : type + QLatin1String(": "),
                            compactJson(line));
        }
        m_log->appendPlainText(text);
    }
    m_log->verticalScrollBar()->setValue(m_log->verticalScrollBar()->maximum());
}

void PlaytestWindow::refreshUnits()
{
    if (!m_session)
        return;
    const QSignalBlocker blocker(m_units);
    const int scroll = m_units->verticalScrollBar()->value();
    QSet<QString> collapsed;
    for (int i = 0; i < m_units->topLevelItemCount(); ++i) {
        if (!m_units->topLevelItem(i)->isExpanded())
            collapsed.insert(m_units->topLevelItem(i)->data(0, Qt::UserRole + 1).toString());
    }
    const QStringList selection = m_extension ? m_extension->selection() : QStringList();
    const QList<PieceView> pieces = m_session->pieces();
    m_units->clear();
    for (const Side &side : scenario().sides) {
        auto *top = new QTreeWidgetItem(m_units, {side.name.isEmpty() ? side.id : side.name});
        top->setData(0, Qt::UserRole + 1, side.id);
        int onMap = 0;
        int total = 0;
        for (const PieceView &piece : pieces) {
            if (piece.side != side.id)
                continue;
            ++total;
            onMap += piece.place ? 1 : 0;
            const QStringList status = QStringList {piece.state} + piece.status;
            auto *item = new QTreeWidgetItem(
                top,
                {QStringLiteral("%1 (%2)").arg(piece.name.isEmpty() ? piece.type : piece.name,
                                               piece.id),
                 status.join(QStringLiteral(", ")),
                 piece.place ? m_session->placeLabel(*piece.place) : QString()});
            item->setData(0, Qt::UserRole, piece.id);
            if (!piece.place)
                item->setForeground(0, palette().color(QPalette::Disabled, QPalette::Text));
            if (selection.contains(piece.id))
                item->setSelected(true);
        }
        top->setText(1, tr("%1 of %2 on the map").arg(onMap).arg(total));
        top->setExpanded(!collapsed.contains(side.id));
    }
    m_units->resizeColumnToContents(0);
    m_units->verticalScrollBar()->setValue(scroll);
}

} // namespace hexwright
