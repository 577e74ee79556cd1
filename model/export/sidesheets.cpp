// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "export/sidesheets.h"

#include "edit/tableareaedits.h"
#include "export/unitcards.h"
#include "families/gamefamily.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

#include <QCoreApplication>

#include <algorithm>

namespace hexwright {

namespace {

struct SideSheets
{
    Q_DECLARE_TR_FUNCTIONS(SideSheets)
};

constexpr double TextMm = 3.0;
constexpr double LabelWidthMm = 38.0;
constexpr double TrackFontMm = 4.5;

/// "Label  value" rows, the label bold in a column of its own, the value wrapped.
void addCells(SheetFlow &flow, const QList<PrintedCell> &cells)
{
    const QFont font = sheetFont(TextMm);
    const double lineHeight = sheetLineHeight(font) * 1.15;
    for (const PrintedCell &cell : cells) {
        const QString value
            = cell.value + (cell.provisional ? QStringLiteral("\u2020") : QString());
        const QStringList lines = sheetWrap(value, font, flow.width() - LabelWidthMm);
        const double height = std::max<qsizetype>(1, lines.size()) * lineHeight;
        QList<SheetItem> items;
        items.append(SheetItem::textItem(QRectF(0, 0, LabelWidthMm - 2, lineHeight), cell.label,
                                         TextMm, true, Qt::AlignLeft | Qt::AlignVCenter,
                                         QStringLiteral("label")));
        for (qsizetype i = 0; i < lines.size(); ++i)
            items.append(SheetItem::textItem(
                QRectF(LabelWidthMm, i * lineHeight, flow.width() - LabelWidthMm, lineHeight),
                lines.at(i), TextMm, false, Qt::AlignLeft | Qt::AlignVCenter,
                QStringLiteral("value")));
        flow.block(items, height);
    }
    if (!cells.isEmpty())
        flow.advance(lineHeight * 0.3);
}

/// A row of numbered boxes to tick, the first number first.
void addTrack(SheetFlow &flow, const SheetSection &section)
{
    const QList<int> values = section.trackValues();
    const double gap = 1.5;
    const double box = std::min(14.0, (flow.width() - gap * (values.size() - 1)) / values.size());
    QList<SheetItem> items;
    for (qsizetype i = 0; i < values.size(); ++i) {
        const QRectF rect(i * (box + gap), 0, box, box);
        SheetItem frame;
        frame.kind = SheetItem::Kind::Rect;
        frame.rect = rect;
        frame.penMm = 0.4;
        frame.role = QStringLiteral("track-box");
        items.append(frame);
        items.append(SheetItem::textItem(rect, QString::number(values.at(i)), TrackFontMm, true,
                                         Qt::AlignCenter, QStringLiteral("track")));
    }
    flow.block(items, box + 2.0);
}

void addTable(SheetFlow &flow, const PrintedTable &printed)
{
    SheetTable table;
    table.fontMm = TextMm;
    for (qsizetype c = 0; c < printed.headers.size(); ++c) {
        SheetColumn column;
        column.title = printed.headers.at(c);
        // The first column names the row, a middle one may be long, the others are numbers.
        if (c == 0) {
            column.widthMm = 24.0;
            column.fitMaxMm = 40.0;
        } else if (c == 1 && printed.headers.size() > 2) {
            column.widthMm = 0.0;
        } else {
            column.widthMm = 18.0;
            column.align = Qt::AlignRight;
        }
        table.columns.append(column);
    }
    for (const QStringList &row : printed.rows) {
        QList<SheetCell> cells;
        for (qsizetype c = 0; c < printed.headers.size(); ++c) {
            SheetCell cell;
            cell.text = row.value(c);
            cells.append(cell);
        }
        table.rows.append(cells);
    }
    flow.table(table);
}

QString actingText(const QString &acting)
{
    if (acting == QLatin1String("moving_player"))
        return SideSheets::tr("the player whose turn it is");
    if (acting == QLatin1String("other_players"))
        return SideSheets::tr("the other players");
    if (acting == QLatin1String("all_players"))
        return SideSheets::tr("all players");
    return acting;
}

QList<SheetPage> sideSheet(const Ruleset &ruleset, const Scenario &scenario, const Side &side,
                           const SideSheetOptions &options, const QString &title)
{
    const QString name = side.name.isEmpty() ? side.id : side.name;
    SheetFlow flow(options.paper, side.id, name);
    const QList<SheetSection> sections = ruleset.familyRules
        ? ruleset.familyRules->sideSheetSections(ruleset, scenario, side)
        : QList<SheetSection>();
    const bool secret = std::any_of(sections.cbegin(), sections.cend(),
                                    [](const SheetSection &s) { return s.secret; });

    QList<SheetItem> head;
    head.append(SheetItem::textItem(QRectF(0, 0, flow.width(), 8.0), name, 6.0, true,
                                    Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("title")));
    head.append(SheetItem::textItem(
        QRectF(0, 8.5, flow.width(), 4.5),
        SideSheets::tr("%1 \u00b7 side sheet of player %2").arg(title).arg(side.player), TextMm,
        false, Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("subtitle")));
    double height = 14.0;
    if (secret) {
        SheetItem warning = SheetItem::textItem(
            QRectF(0, 13.5, flow.width(), 4.5),
            SideSheets::tr("Keep this sheet to yourself: it shows your secret goal."), TextMm,
            false, Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("secret-warning"));
        warning.italic = true;
        head.append(warning);
        height = 19.0;
    }
    flow.block(head, height);

    for (const SheetSection &section : sections)
        addSheetSection(flow, section);

    const EffectiveSequence sequence
        = effectiveSequenceOfPlay(ruleset, ruleOptionValues(scenario, ruleset));
    if (!sequence.phases.isEmpty()) {
        flow.heading(SideSheets::tr("Each round"));
        // An order a rule option chose (the source lost it): numbered as played, and said so.
        const bool chosen = sequence.option != nullptr;
        int number = 0;
        for (const Phase &phase : sequence.phases) {
            const QString step = chosen ? QString::number(++number) : phase.step;
            flow.bullet(
                SideSheets::tr("%1. %2 (%3)").arg(step, phase.name, actingText(phase.acting)),
                TextMm, QStringLiteral("sequence"));
        }
        if (chosen)
            flow.bullet(SideSheets::tr("This order is the scenario's reading, the rule option "
                                       "\u201c%1\u201d: %2")
                            .arg(sequence.option->name, sequence.choice->description),
                        TextMm, QStringLiteral("sequence-reading"));
    }
    return flow.finish(title);
}

} // namespace

void addSheetSection(SheetFlow &flow, const SheetSection &section)
{
    flow.heading(section.secret ? SideSheets::tr("%1 (secret)").arg(section.heading)
                                : section.heading);
    addCells(flow, section.cells);
    switch (section.kind) {
    case SheetSection::Kind::Track:
        addTrack(flow, section);
        break;
    case SheetSection::Kind::Table:
        addTable(flow, section.table);
        break;
    case SheetSection::Kind::Lines:
        break;
    }
    for (const QString &line : section.lines) {
        if (section.kind == SheetSection::Kind::Lines)
            flow.paragraph(line, TextMm, false, 0.0, section.id);
        else
            flow.bullet(line, TextMm, section.id);
    }
}

SideSheetLayout layoutSideSheets(const Ruleset &ruleset, const Scenario &scenario,
                                 const SideSheetOptions &options)
{
    SideSheetLayout layout;
    layout.title
        = scenario.metadata.title.isEmpty() ? SideSheets::tr("Scenario") : scenario.metadata.title;
    for (const Side &side : scenario.sides) {
        if (!options.sides.isEmpty() && !options.sides.contains(side.id))
            continue;
        layout.pages.append(sideSheet(ruleset, scenario, side, options, layout.title));
    }
    return layout;
}

std::unique_ptr<SheetDocument> makeSideSheets(const Ruleset &ruleset, const Scenario &scenario,
                                              const SideSheetOptions &options)
{
    const SideSheetLayout layout = layoutSideSheets(ruleset, scenario, options);
    return makeLaidOutSheets(SideSheets::tr("%1: side sheets").arg(layout.title), options.paper,
                             layout.pages, ruleset);
}

} // namespace hexwright
