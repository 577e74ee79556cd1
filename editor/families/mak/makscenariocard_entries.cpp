// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The scenario card's Entries tab: where each reinforcement enters along its edge.

#include "families/mak/makscenariocard.h"
#include "families/mak/makscenariocard_p.h"

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "edit/scheduleedits.h"
#include "map/hexmap.h"
#include "scenario/scenarioreader.h"
#include "scenario/victorytext.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace hexwright {

using namespace makcard;

QWidget *MakScenarioCard::buildEntriesTab()
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    auto *note = new QLabel(tr("Where each reinforcement enters along its edge, as the entry "
                               "code says: \"hex 1801 and all hexes east of it\". Turn, side, "
                               "board and edge are set in the Schedule."));
    note->setWordWrap(true);
    layout->addWidget(note);
    m_entries = new QTableWidget(0, 4);
    m_entries->setObjectName(QStringLiteral("makEntries"));
    m_entries->setAccessibleName(tr("Reinforcement entries"));
    m_entries->setHorizontalHeaderLabels(
        {tr("Reinforcement"), tr("Edge"), tr("From hex"), tr("Toward")});
    m_entries->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_entries->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(m_entries);
    return page;
}

void MakScenarioCard::refreshEntries()
{
    const Scenario &s = m_document->scenario();
    if (s.reinforcements == m_shownEntries && m_entries->rowCount() == s.reinforcements.size())
        return;
    m_shownEntries = s.reinforcements;
    const bool filling = m_filling;
    m_filling = true;
    m_entries->setRowCount(0);
    m_entries->setRowCount(int(s.reinforcements.size()));
    for (int row = 0; row < s.reinforcements.size(); ++row) {
        const Reinforcement &r = s.reinforcements.at(row);
        const Side *side = s.findSide(r.side);
        m_entries->setItem(
            row, 0,
            new QTableWidgetItem(
                tr("Turn %1, %2 (%3)").arg(r.turn).arg(side ? side->name : r.side, r.id)));
        const bool byEdge = r.entry.kind == Entry::Kind::Edge;
        const EdgeSpec &edge = r.entry.edge;
        m_entries->setItem(
            row, 1,
            new QTableWidgetItem(byEdge ? schedule::edgeSummary(edge) : tr("(not by an edge)")));
        if (!byEdge)
            continue;
        const QString id = r.id;
        auto *anchor
            = new QLineEdit(edge.anchor ? m_document->map().label(*edge.anchor) : QString());
        anchor->setPlaceholderText(tr("anywhere"));
        anchor->setAccessibleName(tr("Entry hex of %1").arg(id));
        QStringList along = alongEdge(edge.side);
        QStringList alongNames = {tr("(this hex only)")};
        for (const QString &d : along)
            alongNames.append(tr("and %1 of it").arg(edgeSideName(d)));
        along.prepend(QString());
        auto *direction = new QComboBox;
        for (qsizetype i = 0; i < along.size(); ++i)
            direction->addItem(alongNames.at(i), along.at(i));
        direction->setCurrentIndex(std::max(0, direction->findData(edge.direction)));
        direction->setAccessibleName(tr("Entry direction of %1").arg(id));
        direction->setEnabled(edge.anchor.has_value());
        const auto apply = [this, id, anchor, direction] {
            if (m_filling)
                return;
            const QString text = anchor->text().trimmed();
            OffsetCoord at;
            if (!text.isEmpty() && !parseMapHexLabel(text, &at)) {
                anchor->setToolTip(tr("Write a hex label such as 1801, or nothing"));
                return;
            }
            setEntryAnchor(id, text.isEmpty() ? std::nullopt : std::optional<OffsetCoord>(at),
                           text.isEmpty() ? QString() : direction->currentData().toString());
        };
        connect(anchor, &QLineEdit::editingFinished, this, apply);
        connect(direction, &QComboBox::currentIndexChanged, this, apply);
        m_entries->setCellWidget(row, 2, anchor);
        m_entries->setCellWidget(row, 3, direction);
    }
    m_filling = filling;
}

void MakScenarioCard::setEntryAnchor(const QString &reinforcementId,
                                     std::optional<OffsetCoord> anchor, const QString &direction)
{
    if (!m_document)
        return;
    QList<Reinforcement> reinforcements = m_document->scenario().reinforcements;
    for (Reinforcement &r : reinforcements) {
        if (r.id != reinforcementId || r.entry.kind != Entry::Kind::Edge)
            continue;
        r.entry.edge.anchor = anchor;
        r.entry.edge.direction
            = anchor && alongEdge(r.entry.edge.side).contains(direction) ? direction : QString();
    }
    if (reinforcements != m_document->scenario().reinforcements)
        push(new ChangeReinforcements(m_document, reinforcements, tr("Change Entry Hex")));
}

} // namespace hexwright
