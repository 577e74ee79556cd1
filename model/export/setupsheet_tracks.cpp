// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The setup sheets' rule sections: morale table, victory conditions, special rules and the
// turn record track.

#include "export/setupsheet_sections_p.h"

#include "ruleset/ruleset.h"
#include "scenario/players.h"
#include "scenario/victorytext.h"

#include <QCoreApplication>

#include <algorithm>

namespace hexwright {

namespace {

/// The translation context of this file's texts: lupdate files each SetupSheets::tr() call under
/// "SetupSheets", the context the run-time lookup uses.
struct SetupSheets
{
    Q_DECLARE_TR_FUNCTIONS(SetupSheets)
};

/// Whether units of @p ruleset rally against their colour's morale: the family says so by
/// charging a rally cost (FamilyRules::paysRallyCost(); Maschinen Krieger's units pay none).
bool rallies(const Ruleset &ruleset)
{
    return !ruleset.familyRules || ruleset.unitTypes.isEmpty()
        || std::any_of(
            ruleset.unitTypes.cbegin(), ruleset.unitTypes.cend(),
            [&ruleset](const UnitType &type) { return ruleset.familyRules->paysRallyCost(type); });
}

const QColor Grid(0x50, 0x50, 0x50);
const QColor Shade(0xdd, 0xdd, 0xdd);

SheetItem box(const QRectF &rect, const QColor &fill, double pen = 0.2)
{
    SheetItem item;
    item.kind = SheetItem::Kind::Rect;
    item.rect = rect;
    item.fill = fill;
    item.penMm = pen;
    item.ink = Grid;
    return item;
}

/// A special morale rule in words.
QStringList moraleRuleSentences(const MoraleRule &rule)
{
    QStringList out;
    switch (rule.kind) {
    case MoraleRule::Kind::DesertOnRally:
        for (const RallyThreshold &t : rule.thresholds)
            out.append(SetupSheets::tr(
                           "From %1 units lost, a rally roll of %2 or more makes every unit of "
                           "these colours desert at once.")
                           .arg(t.losses)
                           .arg(t.roll));
        break;
    case MoraleRule::Kind::WithdrawAfterLosses:
        out.append(SetupSheets::tr(
                       "After %1 units are lost, the remaining units of these colours leave play.")
                       .arg(rule.losses));
        break;
    case MoraleRule::Kind::FailedRallyEliminates:
        out.append(SetupSheets::tr("A unit that fails its rally roll is eliminated."));
        break;
    case MoraleRule::Kind::DesperationOnly:
        out.append(SetupSheets::tr("Every morale roll is a desperation rally."));
        break;
    }
    return out;
}

} // namespace

void SetupSheetWriter::morale(SheetFlow &flow, const QStringList &sideIds) const
{
    QList<std::pair<const Side *, const MoraleBlock *>> blocks;
    for (const Side &side : m_scenario.sides) {
        if (!shows(sideIds, side.id))
            continue;
        for (const MoraleBlock &block : side.morale)
            blocks.append({&side, &block});
    }
    // A game without rallies has no use for the colours' morale values.
    if (blocks.isEmpty() || !rallies(m_ruleset))
        return;
    flow.heading(SetupSheets::tr("Morale"), 24);
    flow.paragraph(
        SetupSheets::tr("A disrupted unit rallies on 2d6 at or above its colour's morale; the "
                        "morale changes as the colour's losses mount."),
        2.8, true);
    const double label = 30;
    const double column = 24;
    const double row = 6;
    for (const auto &[side, block] : blocks) {
        QList<SheetItem> items;
        // The colours, with the side's name on the referee's sheet.
        double x = 0;
        QStringList names;
        for (const QString &colour : block->colours) {
            SheetItem swatch;
            swatch.kind = SheetItem::Kind::Swatch;
            swatch.rect = QRectF(x, 1, 6, 4);
            swatch.colour = colour;
            items.append(swatch);
            x += 7;
            names.append(colourName(colour));
        }
        QString title = joinedList(names, ListJoin::And);
        // Not when the colours already name the side ("Blue (Hammer's Slammers)" of Blue).
        if (namesSides(sideIds) && !title.startsWith(side->name, Qt::CaseInsensitive))
            title = SetupSheets::tr("%1 (%2)").arg(title, side->name);
        if (block->free)
            title += SetupSheets::tr(": morale at no cost");
        items.append(SheetItem::textItem(QRectF(x + 1, 0, flow.width() - x, 6), title, 3.0, true,
                                         Qt::AlignLeft | Qt::AlignVCenter,
                                         QStringLiteral("morale-colours")));
        // Losses across, morale below: one column per step.
        QList<MoraleStep> steps {{0, block->value}};
        for (const MoraleStep &step : block->steps)
            steps.append(step);
        const double top = 7;
        items.append(box(QRectF(0, top, label, row), Shade));
        items.append(box(QRectF(0, top + row, label, row), Shade));
        items.append(SheetItem::textItem(QRectF(1, top, label - 2, row),
                                         SetupSheets::tr("Units lost"), 2.8, true));
        items.append(SheetItem::textItem(QRectF(1, top + row, label - 2, row),
                                         SetupSheets::tr("Morale"), 2.8, true));
        for (qsizetype i = 0; i < steps.size(); ++i) {
            const double cx = label + i * column;
            const int from = steps.at(i).losses;
            const QString range = i + 1 < steps.size()
                ? QStringLiteral("%1\u2013%2").arg(from).arg(steps.at(i + 1).losses - 1)
                : SetupSheets::tr("%1 or more").arg(from);
            items.append(box(QRectF(cx, top, column, row), QColor()));
            items.append(box(QRectF(cx, top + row, column, row), QColor()));
            items.append(SheetItem::textItem(QRectF(cx, top, column, row), range, 2.8, false,
                                             Qt::AlignCenter, QStringLiteral("losses")));
            items.append(SheetItem::textItem(QRectF(cx, top + row, column, row),
                                             QString::number(steps.at(i).morale), 3.2, true,
                                             Qt::AlignCenter, QStringLiteral("morale")));
        }
        flow.block(items, top + 2 * row + 2);
        for (const MoraleRule &rule : block->rules) {
            for (const QString &sentence : moraleRuleSentences(rule))
                flow.bullet(sentence, 2.9, QStringLiteral("morale-rule"));
        }
        flow.advance(1.5);
    }
}

void SetupSheetWriter::victory(SheetFlow &flow) const
{
    if (m_scenario.victory.isEmpty())
        return;
    flow.heading(SetupSheets::tr("Victory conditions"), 10);
    for (const VictoryCondition &condition : m_scenario.victory)
        flow.bullet(victoryConditionText(condition, m_scenario, &m_ruleset, &m_source.panels), 3.0,
                    QStringLiteral("victory"));
}

void SetupSheetWriter::alliances(SheetFlow &flow) const
{
    if (!alliancesWorthStating(m_scenario))
        return;
    const QString sentence = alliancesSentence(m_scenario, m_ruleset);
    if (!sentence.isEmpty())
        flow.paragraph(sentence, 3.1, false, 0, QStringLiteral("alliances"));
}

void SetupSheetWriter::specialRules(SheetFlow &flow) const
{
    if (m_scenario.specialRules.isEmpty())
        return;
    flow.heading(SetupSheets::tr("Special rules"), 10);
    for (const SpecialRule &rule : m_scenario.specialRules)
        flow.bullet(rule.text, 3.0, QStringLiteral("special-rule"));
}

QList<int> SetupSheetWriter::reinforcementTurns(const QStringList &sideIds) const
{
    QList<int> turns;
    for (const Reinforcement &r : m_scenario.reinforcements) {
        if (shows(sideIds, r.side) && !turns.contains(r.turn))
            turns.append(r.turn);
    }
    std::sort(turns.begin(), turns.end());
    return turns;
}

void SetupSheetWriter::turnRecord(SheetFlow &flow, const QStringList &sideIds) const
{
    const TurnRecord &record = m_ruleset.turnRecord;
    const bool stated = m_scenario.gameLength.turns.has_value();
    const int first = stated ? 1 : record.first;
    const int last = stated ? std::max(1, *m_scenario.gameLength.turns) : record.last;
    const int count = last - first + 1;
    const int perRow = stated ? (count <= 12 ? count : 10) : std::max(1, record.perRow);
    const double size = std::min(16.0, flow.width() / perRow);
    const int rows = (count + perRow - 1) / perRow;

    // Which sides bring reinforcements on each turn.
    QMap<int, QStringList> arrivals;
    for (const Reinforcement &r : m_scenario.reinforcements) {
        if (!shows(sideIds, r.side))
            continue;
        QStringList &names = arrivals[r.turn];
        if (!names.contains(sideName(r.side)))
            names.append(sideName(r.side));
    }

    flow.heading(SetupSheets::tr("Turn record"), rows * size + 8);
    QList<SheetItem> items;
    for (int i = 0; i < count; ++i) {
        const int turn = first + i;
        const QRectF cell((i % perRow) * size, (i / perRow) * size, size, size);
        const bool marked = arrivals.contains(turn);
        SheetItem square = box(cell, marked ? Shade : QColor(Qt::white), 0.3);
        square.role = marked ? QStringLiteral("reinforcement-turn") : QStringLiteral("turn-box");
        square.source = QString::number(turn);
        items.append(square);
        items.append(SheetItem::textItem(cell.adjusted(1, 0.6, -1, -size * 0.5),
                                         QString::number(turn), size * 0.26, true,
                                         Qt::AlignLeft | Qt::AlignTop, QStringLiteral("turn")));
        if (marked) {
            // A small arrow and who arrives.
            const QStringList &names = arrivals.value(turn);
            const QString text
                = namesSides(sideIds) ? names.join(QLatin1Char('\n')) : SetupSheets::tr("Reinf.");
            items.append(SheetItem::textItem(cell.adjusted(0.6, size * 0.42, -0.6, -0.6), text,
                                             std::min(2.3, size * 0.16), true, Qt::AlignCenter,
                                             QStringLiteral("arrival")));
        }
    }
    flow.block(items, rows * size + 2);
    QStringList notes;
    if (!arrivals.isEmpty())
        notes.append(
            sideIds.isEmpty()
                ? SetupSheets::tr("Shaded turns: reinforcements arrive (named in the box).")
                : namesSides(sideIds)
                ? SetupSheets::tr("Shaded turns: your reinforcements arrive (named in the box).")
                : SetupSheets::tr("Shaded turns: your reinforcements arrive."));
    if (!m_scenario.gameLength.until.isEmpty()) {
        for (const VictoryCondition &condition : m_scenario.victory) {
            if (condition.id == m_scenario.gameLength.until)
                notes.append(SetupSheets::tr("The game ends early when this holds: %1")
                                 .arg(victoryConditionText(condition, m_scenario, &m_ruleset,
                                                           &m_source.panels)));
        }
    }
    if (!stated && record.wraps)
        notes.append(
            SetupSheets::tr("No end turn is given: after turn %1 the marker goes back to turn %2.")
                .arg(record.last)
                .arg(record.first));
    for (const QString &note : notes)
        flow.paragraph(note, 2.8, true, 0, QStringLiteral("turn-note"));
}

} // namespace hexwright
