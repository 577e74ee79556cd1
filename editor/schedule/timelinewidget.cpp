// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "schedule/timelinewidget.h"

#include "document/scenariodocument.h"
#include "edit/scheduleedits.h"
#include "ruleset/ruleset.h"

#include <QApplication>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace hexwright {

namespace {

const QColor AfterEndColour(200, 40, 40);

} // namespace

TimelineWidget::TimelineWidget(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("reinforcementTimeline"));
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(false);
    setAccessibleName(tr("Reinforcement timeline"));
}

void TimelineWidget::setDocument(ScenarioDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_selected.clear();
    if (m_document) {
        connectEach(m_document, this, &TimelineWidget::refresh,
                    &ScenarioDocument::reinforcementsChanged, &ScenarioDocument::forcesChanged,
                    &ScenarioDocument::sidesChanged, &ScenarioDocument::gameLengthChanged,
                    &ScenarioDocument::zonesChanged, &ScenarioDocument::layoutChanged);
    }
    refresh();
}

void TimelineWidget::setSelected(const QString &id)
{
    if (m_selected == id)
        return;
    m_selected = id;
    update();
    Q_EMIT selectionChanged(id);
}

int TimelineWidget::turnColumns() const
{
    if (!m_document)
        return 0;
    const GameLength &length = m_document->scenario().gameLength;
    if (length.turns)
        return std::max(1, *length.turns);
    return std::max(1, m_document->ruleset().turnRecord.last);
}

bool TimelineWidget::hasAfterEndColumn() const
{
    if (!m_document)
        return false;
    const int last = turnColumns();
    const auto &list = m_document->scenario().reinforcements;
    return std::any_of(list.cbegin(), list.cend(),
                       [last](const Reinforcement &r) { return r.turn > last; });
}

int TimelineWidget::columnOf(int turn) const
{
    return turn > turnColumns() ? turnColumns() : std::max(0, turn - 1);
}

int TimelineWidget::rowHeight(int row) const
{
    const int chips = std::max(1, m_rowChips.value(row));
    return chips * (ChipHeight + Gap) + Gap;
}

int TimelineWidget::rowY(int row) const
{
    int y = HeaderHeight;
    for (int r = 0; r < row; ++r)
        y += rowHeight(r);
    return y;
}

void TimelineWidget::refresh()
{
    m_sides.clear();
    m_sideNames.clear();
    m_chips.clear();
    if (m_document) {
        const Scenario &s = m_document->scenario();
        for (const Side &side : schedule::sidesInMoveOrder(s)) {
            m_sides.append(side.id);
            m_sideNames.append(side.name.isEmpty() ? side.id : side.name);
        }
        for (const Reinforcement &r : s.reinforcements) {
            Chip chip;
            chip.id = r.id;
            chip.side = r.side;
            chip.turn = r.turn;
            chip.units = schedule::unitsSummary(schedule::unitsOf(s, r.id), m_document->ruleset());
            chip.entry = schedule::entryKindName(r.entry.kind);
            chip.tooltip = QStringLiteral("%1\n%2").arg(
                r.id,
                schedule::reinforcementSummary(s, m_document->ruleset(), m_document->map(), r));
            m_chips.append(chip);
        }
        // A reinforcement of a side that no longer exists still shows, in a row of its own.
        for (const Chip &chip : std::as_const(m_chips)) {
            if (!m_sides.contains(chip.side)) {
                m_sides.append(chip.side);
                m_sideNames.append(tr("%1 (no such side)").arg(chip.side));
            }
        }
        if (!m_selected.isEmpty() && !s.reinforcementIds().contains(m_selected)) {
            m_selected.clear();
            Q_EMIT selectionChanged(QString());
        }
    }
    layoutChips();
    updateGeometry();
    adjustSize();
    update();
}

void TimelineWidget::layoutChips()
{
    m_rowChips = QList<int>(m_sides.size(), 0);
    QMap<std::pair<int, int>, int> filled; // (row, column) -> chips so far
    for (const Chip &chip : std::as_const(m_chips)) {
        const int row = int(m_sides.indexOf(chip.side));
        const int n = ++filled[{row, columnOf(chip.turn)}];
        m_rowChips[row] = std::max(m_rowChips[row], n);
    }
    filled.clear();
    for (Chip &chip : m_chips) {
        const int row = int(m_sides.indexOf(chip.side));
        const int column = columnOf(chip.turn);
        const int n = filled[{row, column}]++;
        chip.rect = QRect(columnX(column) + Gap, rowY(row) + Gap + n * (ChipHeight + Gap),
                          TurnColumnWidth - 2 * Gap, ChipHeight);
    }
}

QSize TimelineWidget::sizeHint() const
{
    return QSize(columnX(columnCount()) + 1, rowY(int(m_sides.size())) + 1);
}

QRect TimelineWidget::chipRect(const QString &id) const
{
    for (const Chip &chip : m_chips) {
        if (chip.id == id)
            return chip.rect;
    }
    return QRect();
}

QPoint TimelineWidget::cellCentre(const QString &side, int turn) const
{
    const int row = int(m_sides.indexOf(side));
    const int column = columnOf(turn);
    return QPoint(columnX(column) + TurnColumnWidth / 2, rowY(row) + rowHeight(row) / 2);
}

std::optional<TimelineWidget::Cell> TimelineWidget::cellAt(QPoint pos) const
{
    if (pos.x() < SideColumnWidth || pos.y() < HeaderHeight)
        return std::nullopt;
    const int column = (pos.x() - SideColumnWidth) / TurnColumnWidth;
    if (column >= columnCount())
        return std::nullopt;
    for (int row = 0; row < m_sides.size(); ++row) {
        if (pos.y() >= rowY(row) && pos.y() < rowY(row) + rowHeight(row))
            return Cell {m_sides[row], column + 1};
    }
    return std::nullopt;
}

QString TimelineWidget::chipAt(QPoint pos) const
{
    for (const Chip &chip : m_chips) {
        if (chip.rect.contains(pos))
            return chip.id;
    }
    return QString();
}

void TimelineWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QPalette pal = palette();
    painter.fillRect(rect(), pal.color(QPalette::Base));
    if (!m_document) {
        painter.setPen(pal.color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter, tr("No scenario is open."));
        return;
    }
    const int height = rowY(int(m_sides.size()));
    const int turns = turnColumns();

    // Header: the turn numbers, and the red column after the end.
    painter.fillRect(QRect(0, 0, columnX(columnCount()), HeaderHeight),
                     pal.color(QPalette::Button));
    painter.setPen(pal.color(QPalette::ButtonText));
    painter.drawText(QRect(4, 0, SideColumnWidth - 8, HeaderHeight), Qt::AlignVCenter,
                     tr("Side / Turn"));
    for (int c = 0; c < columnCount(); ++c) {
        const QRect header(columnX(c), 0, TurnColumnWidth, HeaderHeight);
        if (c == turns) {
            painter.fillRect(
                QRect(columnX(c), 0, TurnColumnWidth, height),
                QColor(AfterEndColour.red(), AfterEndColour.green(), AfterEndColour.blue(), 40));
            painter.setPen(AfterEndColour);
            painter.drawText(header, Qt::AlignCenter, tr("After the end"));
        } else {
            painter.setPen(pal.color(QPalette::ButtonText));
            painter.drawText(header, Qt::AlignCenter, QString::number(c + 1));
        }
    }
    // Grid and side names.
    painter.setPen(pal.color(QPalette::Mid));
    for (int c = 0; c <= columnCount(); ++c)
        painter.drawLine(columnX(c), 0, columnX(c), height);
    for (int row = 0; row <= m_sides.size(); ++row)
        painter.drawLine(0, rowY(row), columnX(columnCount()), rowY(row));
    painter.setPen(pal.color(QPalette::Text));
    for (int row = 0; row < m_sides.size(); ++row)
        painter.drawText(QRect(4, rowY(row), SideColumnWidth - 8, rowHeight(row)),
                         Qt::AlignVCenter | Qt::TextWordWrap, m_sideNames[row]);

    if (m_dragging && m_dropCell) {
        const QPoint centre = cellCentre(m_dropCell->side, m_dropCell->turn);
        const int row = int(m_sides.indexOf(m_dropCell->side));
        painter.fillRect(
            QRect(columnX(columnOf(m_dropCell->turn)), rowY(row), TurnColumnWidth, rowHeight(row)),
            QColor(pal.color(QPalette::Highlight).red(), pal.color(QPalette::Highlight).green(),
                   pal.color(QPalette::Highlight).blue(), 60));
        Q_UNUSED(centre)
    }

    // Chips: the side's colour down the left, the units, and the entry tag.
    const Scenario &s = m_document->scenario();
    const QFontMetrics metrics = painter.fontMetrics();
    for (const Chip &chip : std::as_const(m_chips)) {
        QColor tint = pal.color(QPalette::Mid);
        if (const Side *side = s.findSide(chip.side); side && !side->colours.isEmpty()) {
            if (const ArmyColour *c = m_document->ruleset().findColour(side->colours.first()))
                tint = c->colour;
        }
        const bool selected = chip.id == m_selected;
        const bool after = chip.turn > turns;
        painter.setPen(QPen(selected ? pal.color(QPalette::Highlight)
                                     : (after ? AfterEndColour : pal.color(QPalette::Dark)),
                            selected ? 2 : 1));
        painter.setBrush(pal.color(QPalette::Button));
        painter.drawRoundedRect(chip.rect.adjusted(0, 0, -1, -1), 4, 4);
        painter.fillRect(
            QRect(chip.rect.left() + 1, chip.rect.top() + 1, 6, chip.rect.height() - 2), tint);
        const QRect text = chip.rect.adjusted(10, 2, -4, -2);
        painter.setPen(pal.color(QPalette::ButtonText));
        painter.drawText(QRect(text.left(), text.top(), text.width(), text.height() / 2),
                         Qt::AlignVCenter,
                         metrics.elidedText(chip.units, Qt::ElideRight, text.width()));
        painter.setPen(after ? AfterEndColour : pal.color(QPalette::PlaceholderText));
        const QString tag = after ? tr("%1, turn %2").arg(chip.entry).arg(chip.turn) : chip.entry;
        painter.drawText(QRect(text.left(), text.center().y(), text.width(), text.height() / 2),
                         Qt::AlignVCenter, QStringLiteral("\u2192 %1").arg(tag));
    }
    if (m_sides.isEmpty()) {
        painter.setPen(pal.color(QPalette::PlaceholderText));
        painter.drawText(QRect(0, HeaderHeight, width(), 40), Qt::AlignCenter,
                         tr("No sides yet: reinforcements need a side."));
    }
    if (hasFocus() && m_selected.isEmpty()) {
        painter.setPen(QPen(pal.color(QPalette::Highlight), 1, Qt::DotLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(rect().adjusted(0, 0, -1, -1));
    }
}

bool TimelineWidget::event(QEvent *event)
{
    // Delete here deletes the chip, not the window's Delete (terrain) action.
    if (event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Delete || key->key() == Qt::Key_Backspace)
            && !m_selected.isEmpty()) {
            event->accept();
            return true;
        }
    }
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString id = chipAt(help->pos());
        for (const Chip &chip : std::as_const(m_chips)) {
            if (chip.id == id) {
                QToolTip::showText(help->globalPos(), chip.tooltip, this, chip.rect);
                return true;
            }
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return QWidget::event(event);
}

void TimelineWidget::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    m_pressed = chipAt(event->position().toPoint());
    m_pressPos = event->position().toPoint();
    m_dragging = false;
    setSelected(m_pressed);
}

void TimelineWidget::mouseMoveEvent(QMouseEvent *event)
{
    if (m_pressed.isEmpty() || !(event->buttons() & Qt::LeftButton))
        return;
    const QPoint pos = event->position().toPoint();
    if (!m_dragging && (pos - m_pressPos).manhattanLength() < QApplication::startDragDistance())
        return;
    m_dragging = true;
    setCursor(Qt::ClosedHandCursor);
    m_dropCell = cellAt(pos);
    update();
}

void TimelineWidget::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    const bool dragged = m_dragging;
    const QString id = m_pressed;
    m_dragging = false;
    m_pressed.clear();
    unsetCursor();
    const std::optional<Cell> cell = cellAt(event->position().toPoint());
    m_dropCell.reset();
    update();
    if (!dragged || id.isEmpty() || !cell)
        return;
    for (const Chip &chip : std::as_const(m_chips)) {
        if (chip.id != id)
            continue;
        // Dropping a chip that is after the end back on the red column keeps its turn.
        const bool sameColumn = columnOf(chip.turn) == columnOf(cell->turn);
        if (chip.side != cell->side || !sameColumn)
            Q_EMIT moveRequested(id, cell->side, cell->turn);
    }
}

void TimelineWidget::mouseDoubleClickEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    const QString id = chipAt(pos);
    if (!id.isEmpty()) {
        setSelected(id);
        Q_EMIT chipActivated(id);
        return;
    }
    if (const std::optional<Cell> cell = cellAt(pos))
        Q_EMIT newRequested(cell->side, cell->turn);
}

void TimelineWidget::keyPressEvent(QKeyEvent *event)
{
    // Ctrl+arrows move the selected chip a turn or a side; arrows alone pick another chip.
    const bool move = event->modifiers() & Qt::ControlModifier;
    int dTurn = 0;
    int dRow = 0;
    switch (event->key()) {
    case Qt::Key_Left:
        dTurn = -1;
        break;
    case Qt::Key_Right:
        dTurn = 1;
        break;
    case Qt::Key_Up:
        dRow = -1;
        break;
    case Qt::Key_Down:
        dRow = 1;
        break;
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        if (!m_selected.isEmpty())
            Q_EMIT deleteRequested(m_selected);
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (!m_selected.isEmpty())
            Q_EMIT chipActivated(m_selected);
        return;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    if (move) {
        moveSelection(dTurn, dRow);
        return;
    }
    // Next chip in reading order (rows, then turns) in the direction of the arrow.
    if (m_chips.isEmpty())
        return;
    QList<const Chip *> order;
    for (const Chip &chip : std::as_const(m_chips))
        order.append(&chip);
    const bool byRow = dTurn != 0;
    std::sort(order.begin(), order.end(), [byRow](const Chip *a, const Chip *b) {
        const QPoint pa = a->rect.topLeft();
        const QPoint pb = b->rect.topLeft();
        return byRow ? std::pair(pa.y(), pa.x()) < std::pair(pb.y(), pb.x())
                     : std::pair(pa.x(), pa.y()) < std::pair(pb.x(), pb.y());
    });
    qsizetype at = -1;
    for (qsizetype i = 0; i < order.size(); ++i) {
        if (order[i]->id == m_selected)
            at = i;
    }
    const int step = dTurn + dRow;
    at = at < 0 ? 0 : std::clamp<qsizetype>(at + step, 0, order.size() - 1);
    setSelected(order[at]->id);
}

void TimelineWidget::moveSelection(int dTurn, int dRow)
{
    for (const Chip &chip : std::as_const(m_chips)) {
        if (chip.id != m_selected)
            continue;
        const int row = int(m_sides.indexOf(chip.side)) + dRow;
        const int turn = chip.turn + dTurn;
        if (row < 0 || row >= m_sides.size() || turn < 1)
            return;
        Q_EMIT moveRequested(chip.id, m_sides[row], turn);
        return;
    }
}

} // namespace hexwright
