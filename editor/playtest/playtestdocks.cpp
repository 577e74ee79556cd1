// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The playtest window's shared docks: orders (the family's panel over the legal actions given
// from a list), the dice rolled, the game log and the units.

#include "playtest/playtestwindow.h"

#include "document/scenariodocument.h"
#include "engine/gamesession.h"
#include "mapview.h"
#include "playtest/playtestextension.h"
#include "playtest/replaycontrols.h"
#include "shell/actionicons.h"

#include <QDockWidget>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace hexwright {

namespace {

constexpr int MaxListedActions = 300;

/// A JSON object as words: "odds 3-1, column 6, firers a, b"; never raw JSON.
QString readableJson(const QJsonObject &object)
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
            text = v.toBool() ? PlaytestWindow::tr("yes") : PlaytestWindow::tr("no");
        else if (v.isArray()) {
            QStringList items;
            for (const QJsonValue &item : v.toArray())
                items.append(item.isObject() ? readableJson(item.toObject())
                                             : item.toVariant().toString());
            text = items.join(QStringLiteral(", "));
        } else if (v.isObject())
            text = QStringLiteral("(%1)").arg(readableJson(v.toObject()));
        QString key = it.key();
        key.replace(QLatin1Char('_'), QLatin1Char(' '));
        parts.append(QStringLiteral("%1 %2").arg(key, text));
    }
    return parts.join(QStringLiteral("; "));
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
    m_units->setToolTip(tr("Double-click a unit to centre the map on it"));
    connect(m_units, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem *item) {
        centreOnPiece(item->data(0, Qt::UserRole).toString());
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
    // In a set-up the pieces are placed from the Set-up tray, not from hundreds of lines here.
    const bool placing = m_session->isPlacing();
    for (const OrderItem &order : items) {
        if (listed >= MaxListedActions)
            break;
        if (placing && order.index >= 0 && order.index < m_session->legalActionCount()) {
            const QString kind = m_session->legalActionKind(order.index);
            if (kind == QLatin1String("place") || kind == QLatin1String("place_rest"))
                continue;
        }
        auto *item = new QListWidgetItem(nameCounters(order.text), m_actions);
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
    // Fewer rolls (a replay stepped back): only the rows past them go.
    while (m_dice->topLevelItemCount() > rolls.size())
        delete m_dice->takeTopLevelItem(m_dice->topLevelItemCount() - 1);
    for (int i = m_dice->topLevelItemCount(); i < rolls.size(); ++i) {
        const DieRoll &roll = rolls.at(i);
        QStringList faces;
        for (int face : roll.faces)
            faces.append(QString::number(face));
        const QString dice = roll.faces.size() > 1
            ? QStringLiteral("%1 = %2").arg(faces.join(QStringLiteral(" + "))).arg(roll.total)
            : QString::number(roll.total);
        // The turn the roll was made in and the player who rolled: the one who gave the action
        // (a defender fires in his enemy's player turn).
        const QString roller = rollerOf(i);
        const QString turn = roll.turn > 0 ? tr("%1 (%2)").arg(roll.turn).arg(roller) : roller;
        auto *item = new QTreeWidgetItem(m_dice,
                                         {QString::number(i + 1), turn, roll.purpose, dice,
                                          roll.result, nameCounters(readableJson(roll.inputs))});
        item->setToolTip(5, item->text(5));
        if (roll.turn > 0)
            item->setToolTip(1,
                             tr("Rolled by %1 in turn %2, %3's player turn")
                                 .arg(roller)
                                 .arg(roll.turn)
                                 .arg(roll.player));
    }
    if (QTreeWidgetItem *last = m_dice->topLevelItem(m_dice->topLevelItemCount() - 1))
        m_dice->scrollToItem(last);
}

bool PlaytestWindow::centreOnPiece(const QString &id)
{
    if (!m_session || id.isEmpty())
        return false;
    for (const PieceView &piece : m_session->pieces()) {
        if (piece.id != id || !piece.place || !showsPiece(id))
            continue;
        m_view->setCursorPlace(*piece.place);
        m_view->centerOn(m_view->cursorScenePos());
        return true;
    }
    return false;
}

QString PlaytestWindow::rollerOf(int index) const
{
    if (!m_session)
        return {};
    const QList<DieRoll> &rolls = m_session->dice().rolls();
    const QString turnPlayer
        = index >= 0 && index < rolls.size() ? rolls.at(index).player : QString();
    QString chooser;
    for (const QJsonObject &line : m_session->log()) {
        const QString type = line.value(QStringLiteral("type")).toString();
        if (type == QLatin1String("action"))
            chooser = line.value(QStringLiteral("player")).toString();
        else if (type == QLatin1String("turn") || type == QLatin1String("phase"))
            chooser.clear();
        else if (type == QLatin1String("roll")
                 && line.value(QStringLiteral("n")).toInt() == index + 1)
            return chooser.isEmpty() ? turnPlayer : chooser;
    }
    return turnPlayer;
}

void PlaytestWindow::refreshLog()
{
    if (m_replay) {
        m_replay->refreshLog();
        return;
    }
    const QList<QJsonObject> &log = m_session->log();
    // Another player at the board: the log is written again without what is hidden from him.
    if (log.size() < m_logShown || viewer() != m_logViewer) {
        m_logViewer = viewer();
        m_log->clear();
        m_logShown = 0;
    }
    for (; m_logShown < log.size(); ++m_logShown) {
        const QString text = describeLogLine(log.at(m_logShown));
        if (!text.isEmpty())
            m_log->appendPlainText(text);
    }
    m_log->verticalScrollBar()->setValue(m_log->verticalScrollBar()->maximum());
}

QString PlaytestWindow::nameCounters(const QString &text) const
{
    if (!m_session || text.isEmpty())
        return text;
    QHash<QString, QString> names;
    for (const PieceView &piece : m_session->pieces())
        names.insert(piece.id,
                     tr("%1 %2 (%3)")
                         .arg(m_session->sideName(piece.side),
                              piece.name.isEmpty() ? piece.type : piece.name, piece.id));
    static const QRegularExpression word(QStringLiteral("[A-Za-z0-9_]+(?:-[A-Za-z0-9_]+)*"));
    QString named;
    qsizetype from = 0;
    for (auto it = word.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        const auto name = names.constFind(match.captured());
        if (name == names.cend())
            continue;
        named += text.mid(from, match.capturedStart() - from) + *name;
        from = match.capturedEnd();
    }
    return named + text.mid(from);
}

QString PlaytestWindow::describeLogLine(const QJsonObject &line) const
{
    const QString type = line.value(QStringLiteral("type")).toString();
    const QString indent = QStringLiteral("    ");
    if (type == QLatin1String("header") || type == QLatin1String("final"))
        return {};
    if (type == QLatin1String("turn"))
        return tr("Turn %1: %2")
            .arg(line.value(QStringLiteral("turn")).toInt())
            .arg(line.value(QStringLiteral("player")).toString());
    if (type == QLatin1String("phase"))
        return QStringLiteral("  %1").arg(
            m_session->phaseNameOf(line.value(QStringLiteral("phase")).toString()));
    if (type == QLatin1String("setup")) {
        int onMap = 0;
        int waiting = 0;
        for (const QJsonValue &unit : line.value(QStringLiteral("units")).toArray()) {
            const QString status = unit.toObject().value(QStringLiteral("status")).toString();
            onMap += status == QLatin1String("on_map") ? 1 : 0;
            waiting += status == QLatin1String("waiting") ? 1 : 0;
        }
        QString text = onMap == 0 ? tr("Set-up: no units on the map yet")
                                  : tr("Set-up: %n units on the map", nullptr, onMap);
        if (waiting > 0)
            text += tr(", %n to come as reinforcements", nullptr, waiting);
        return text;
    }
    if (const QString unit
        = line.value(QStringLiteral("action")).toObject().value(QStringLiteral("unit")).toString();
        !unit.isEmpty() && !showsPiece(unit)) {
        return indent
            + tr("%1: sets up a piece out of your sight")
                  .arg(line.value(QStringLiteral("player")).toString());
    }
    if (line.value(QStringLiteral("action")).isObject()) {
        // The family may read an action from the line itself, as it was when given (the
        // session describes it as the game stands now, after it).
        if (const QString own = m_extension ? m_extension->describeLogLine(line) : QString();
            !own.isEmpty())
            return indent + own;
        return indent
            + tr("%1: %2").arg(
                line.value(QStringLiteral("player")).toString(),
                nameCounters(m_session->describe(line.value(QStringLiteral("action")).toObject())));
    }
    if (line.contains(QStringLiteral("kind")))
        return indent + nameCounters(m_session->describe(line));
    if (type == QLatin1String("roll")) {
        QStringList faces;
        for (const QJsonValue &face : line.value(QStringLiteral("faces")).toArray())
            faces.append(QString::number(face.toInt()));
        QString purpose = line.value(QStringLiteral("purpose")).toString();
        purpose.replace(QLatin1Char('_'), QLatin1Char(' '));
        const int total = line.value(QStringLiteral("total")).toInt();
        const QString dice = faces.size() > 1
            ? QStringLiteral("%1 = %2").arg(faces.join(QStringLiteral(" + "))).arg(total)
            : QString::number(total);
        return indent
            + tr("Roll %1 for %2: %3, %4")
                  .arg(line.value(QStringLiteral("n")).toInt())
                  .arg(purpose, dice,
                       nameCounters(line.value(QStringLiteral("result")).toString()));
    }
    if (type == QLatin1String("game_over")) {
        const QString winner = line.value(QStringLiteral("winner")).toString();
        const QString why = nameCounters(line.value(QStringLiteral("reason")).toString());
        return winner.isEmpty()
            ? tr("Game over, no winner: %1").arg(why)
            : tr("Game over, %1 wins: %2").arg(m_session->sideName(winner), why);
    }
    if (m_extension) {
        const QString text = m_extension->describeLogLine(line);
        if (!text.isEmpty())
            return indent + text;
    }
    QJsonObject rest = line;
    rest.remove(QStringLiteral("type"));
    QString kind = type;
    kind.replace(QLatin1Char('_'), QLatin1Char(' '));
    return indent + tr("%1: %2").arg(kind, nameCounters(readableJson(rest)));
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
            // A piece the rules hide from the player at the board is not even counted.
            if (piece.side != side.id || !showsPiece(piece.id))
                continue;
            ++total;
            onMap += piece.place ? 1 : 0;
            const QStringList status = piece.toPlace ? QStringList {tr("to set up")}
                                                     : QStringList {piece.state} + piece.status;
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
