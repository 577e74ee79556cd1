// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "export/unitcards.h"

#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

#include <QCoreApplication>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace hexwright {

namespace {

struct UnitCards
{
    Q_DECLARE_TR_FUNCTIONS(UnitCards)
};

const QColor BandFill(0xe4, 0xe4, 0xe4);
const QColor HeaderFill(0xf0, 0xf0, 0xf0);
const QColor RuleInk(0x70, 0x70, 0x70);
constexpr double PadMm = 2.5;
constexpr double TitleFontMm = 3.6;
constexpr double ValueFontMm = 3.4;
constexpr double AttackFontMm = 3.2;
constexpr double MarkLengthMm = 5.0;
constexpr double MarkOffsetMm = 1.0;
const QString Dagger = QStringLiteral("\u2020");

/// How many cards of @p size fit in @p room with gaps of @p gap, at least one.
int cardsFitting(double room, double size, double gap)
{
    return std::max(1, int(std::floor((room + gap + 1e-9) / (size + gap))));
}

/// The gap between @p count cards of @p size in @p room: @p wanted where it fits, else what is
/// left (never negative).
double gapFitting(double room, double size, int count, double wanted)
{
    if (count < 2)
        return 0.0;
    return std::clamp((room - count * size) / (count - 1), 0.0, wanted);
}

SheetItem rectItem(const QRectF &rect, const QColor &fill, double penMm, const QString &role)
{
    SheetItem item;
    item.kind = SheetItem::Kind::Rect;
    item.rect = rect;
    item.fill = fill;
    item.penMm = penMm;
    item.role = role;
    return item;
}

SheetItem text(const QRectF &rect, const QString &value, double fontMm, bool bold, int flags,
               const QString &role, const QString &source)
{
    SheetItem item = SheetItem::textItem(rect, value, fontMm, bold, flags, role);
    item.source = source;
    return item;
}

/// The items of one card at @p card.
QList<SheetItem> cardItems(const UnitCardToPrint &print, const QRectF &card, bool markProvisional)
{
    const UnitCardFacts &facts = print.facts;
    const QString &source = facts.unitTypeId;
    QList<SheetItem> items;
    const double left = card.left() + PadMm;
    const double width = card.width() - 2 * PadMm;
    const int centred = Qt::AlignCenter;
    const int leftAligned = Qt::AlignLeft | Qt::AlignVCenter;

    // The title band: the title, the category under it.
    const double bandHeight = facts.category.isEmpty() ? 9.0 : 12.0;
    items.append(rectItem(QRectF(card.topLeft(), QSizeF(card.width(), bandHeight)), BandFill, 0.0,
                          QStringLiteral("card-band")));
    items.append(text(QRectF(left, card.top() + 1.5, width, 5.5), facts.title, TitleFontMm, true,
                      leftAligned, QStringLiteral("card-title"), source));
    if (!facts.category.isEmpty())
        items.append(text(QRectF(left, card.top() + 7.0, width, 4.0), facts.category,
                          UnitCardSmallFontMm, false, leftAligned, QStringLiteral("card-category"),
                          source));
    double y = card.top() + bandHeight + 1.5;

    // The stats, four to a row: the label small over the value.
    const int perRow = std::min<int>(4, std::max<int>(1, int(facts.stats.size())));
    const double cellWidth = width / perRow;
    constexpr double CellHeight = 9.0;
    for (int i = 0; i < facts.stats.size(); ++i) {
        const PrintedCell &cell = facts.stats.at(i);
        const QRectF box(left + (i % perRow) * cellWidth, y + (i / perRow) * CellHeight, cellWidth,
                         CellHeight);
        items.append(rectItem(box, QColor(), 0.2, QStringLiteral("stat-box")));
        items.append(text(QRectF(box.left(), box.top() + 0.3, box.width(), 3.4), cell.label,
                          UnitCardSmallFontMm, false, centred, QStringLiteral("stat-label"),
                          source));
        const QString value
            = cell.value + (cell.provisional && markProvisional ? Dagger : QString());
        items.append(text(QRectF(box.left(), box.top() + 3.7, box.width(), 4.8), value, ValueFontMm,
                          true, centred, QStringLiteral("stat-value"), source));
    }
    if (!facts.stats.isEmpty())
        y += ((facts.stats.size() + perRow - 1) / perRow) * CellHeight + 2.0;

    // The attack table: a narrow first column, the others share the rest.
    if (!facts.attacks.isEmpty()) {
        const int columns = std::max<int>(1, int(facts.attacks.headers.size()));
        const double first = columns > 1 ? 10.0 : width;
        const double other = columns > 1 ? (width - first) / (columns - 1) : 0.0;
        const auto columnRect = [&](int c, double top, double height) {
            const double x = c == 0 ? left : left + first + (c - 1) * other;
            return QRectF(x, top, c == 0 ? first : other, height);
        };
        constexpr double HeaderHeight = 4.5;
        constexpr double RowHeight = 5.0;
        items.append(rectItem(QRectF(left, y, width, HeaderHeight), HeaderFill, 0.2,
                              QStringLiteral("attack-header-box")));
        for (int c = 0; c < facts.attacks.headers.size(); ++c)
            items.append(text(columnRect(c, y, HeaderHeight), facts.attacks.headers.at(c),
                              UnitCardSmallFontMm, true, centred, QStringLiteral("attack-header"),
                              source));
        y += HeaderHeight;
        for (const QStringList &row : facts.attacks.rows) {
            items.append(rectItem(QRectF(left, y, width, RowHeight), QColor(), 0.2,
                                  QStringLiteral("attack-row")));
            for (int c = 0; c < columns; ++c)
                items.append(text(columnRect(c, y, RowHeight), row.value(c), AttackFontMm, c == 0,
                                  centred, QStringLiteral("attack-cell"), source));
            y += RowHeight;
        }
        y += 1.0;
    }

    const QFont small = sheetFont(UnitCardSmallFontMm);
    const double lineHeight = sheetLineHeight(small);
    const auto paragraph = [&](const QString &value, const QString &role, bool italic) {
        for (const QString &line :
             sheetWrap(value, sheetFont(UnitCardSmallFontMm, false, italic), width)) {
            SheetItem item = text(QRectF(left, y, width, lineHeight), line, UnitCardSmallFontMm,
                                  false, leftAligned, role, source);
            item.italic = italic;
            items.append(item);
            y += lineHeight;
        }
    };
    if (!facts.attacksNote.isEmpty())
        paragraph(facts.attacksNote, QStringLiteral("attack-note"), true);
    if (!facts.specialRules.isEmpty()) {
        y += 1.0;
        for (const QString &rule : facts.specialRules) {
            paragraph(rule, QStringLiteral("special"), false);
            y += 0.5;
        }
    }

    // At the foot: the footnote for provisional values and the models per side.
    double bottom = card.bottom() - PadMm;
    if (!print.counts.isEmpty()) {
        QStringList counts;
        for (const auto &count : print.counts)
            counts.append(QStringLiteral("%1 x%2").arg(count.first).arg(count.second));
        const QString line = counts.join(QStringLiteral(" \u00b7 "));
        bottom -= lineHeight;
        items.append(text(QRectF(left, bottom, width, lineHeight), line, UnitCardSmallFontMm, true,
                          Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("count"), source));
    }
    if (markProvisional && facts.hasProvisional()) {
        bottom -= lineHeight;
        SheetItem note
            = text(QRectF(left, bottom, width, lineHeight),
                   UnitCards::tr("%1 Ours: the rules give no value.").arg(Dagger),
                   UnitCardSmallFontMm, false, leftAligned, QStringLiteral("footnote"), source);
        note.italic = true;
        items.append(note);
    }
    // The frame last, over the band's edge.
    items.append(rectItem(card, QColor(), 0.3, QStringLiteral("card")));
    items.last().source = source;
    return items;
}

/// Cut marks outside @p grid's block, in line with every card edge, inside @p printable.
QList<SheetItem> cutMarks(const UnitCardGrid &grid, const QRectF &printable, int cards)
{
    QList<SheetItem> items;
    const QColor ink(0x40, 0x40, 0x40);
    QList<double> xs;
    QList<double> ys;
    for (int i = 0; i < std::min<int>(cards, int(grid.cells.size())); ++i) {
        const QRectF &cell = grid.cells.at(i);
        for (double x : {cell.left(), cell.right()}) {
            if (!std::any_of(xs.cbegin(), xs.cend(),
                             [x](double o) { return std::abs(o - x) < 0.01; }))
                xs.append(x);
        }
        for (double y : {cell.top(), cell.bottom()}) {
            if (!std::any_of(ys.cbegin(), ys.cend(),
                             [y](double o) { return std::abs(o - y) < 0.01; }))
                ys.append(y);
        }
    }
    const QRectF &block = grid.block;
    const double top = std::max(block.top() - MarkOffsetMm - MarkLengthMm, printable.top());
    const double bottom
        = std::min(block.bottom() + MarkOffsetMm + MarkLengthMm, printable.bottom());
    const double leftEnd = std::max(block.left() - MarkOffsetMm - MarkLengthMm, printable.left());
    const double rightEnd
        = std::min(block.right() + MarkOffsetMm + MarkLengthMm, printable.right());
    for (double x : xs) {
        items.append(SheetItem::line({x, block.top() - MarkOffsetMm}, {x, top}, 0.2, ink,
                                     QStringLiteral("cut")));
        items.append(SheetItem::line({x, block.bottom() + MarkOffsetMm}, {x, bottom}, 0.2, ink,
                                     QStringLiteral("cut")));
    }
    for (double y : ys) {
        items.append(SheetItem::line({block.left() - MarkOffsetMm, y}, {leftEnd, y}, 0.2, ink,
                                     QStringLiteral("cut")));
        items.append(SheetItem::line({block.right() + MarkOffsetMm, y}, {rightEnd, y}, 0.2, ink,
                                     QStringLiteral("cut")));
    }
    return items;
}

/// Pages laid out beforehand, painted as they are.
class LaidOutSheets : public SheetDocument
{
public:
    LaidOutSheets(const QString &title, const PaperSetup &paper, const QList<SheetPage> &pages,
                  const Ruleset &ruleset)
        : m_title(title)
        , m_paper(paper)
        , m_pages(pages)
        , m_ruleset(ruleset)
    { }

    QString title() const override { return m_title; }
    int pageCount() const override { return int(m_pages.size()); }
    PaperSetup paper(int) const override { return m_paper; }
    void paintPage(QPainter &painter, int page) const override
    {
        if (page < 0 || page >= m_pages.size())
            return;
        SheetPaintContext context;
        context.ruleset = &m_ruleset;
        paintSheetPage(painter, m_pages.at(page), context);
    }

private:
    QString m_title;
    PaperSetup m_paper;
    QList<SheetPage> m_pages;
    Ruleset m_ruleset;
};

} // namespace

QList<UnitCardToPrint> scenarioUnitCards(const Ruleset &ruleset, const Scenario &scenario,
                                         bool allUnitTypes)
{
    QList<UnitCardToPrint> cards;
    bool anyUsed = false;
    for (const ForceEntry &entry : scenario.forces)
        anyUsed = anyUsed || ruleset.findUnitType(entry.unitType);
    for (const UnitType &type : ruleset.unitTypes) {
        UnitCardToPrint print;
        for (const Side &side : scenario.sides) {
            int models = 0;
            for (const ForceEntry &entry : scenario.forces) {
                if (entry.side == side.id && entry.unitType == type.id)
                    models += entry.count;
            }
            if (models > 0)
                print.counts.append({side.name.isEmpty() ? side.id : side.name, models});
        }
        if (print.counts.isEmpty() && !allUnitTypes && anyUsed)
            continue;
        std::optional<UnitCardFacts> facts = ruleset.familyRules
            ? ruleset.familyRules->unitCard(ruleset, type)
            : FamilyRules::plainUnitCard(type);
        if (!facts)
            continue;
        print.facts = *facts;
        cards.append(print);
    }
    // The family's cards of the scenario's own formations (detachments) follow.
    if (ruleset.familyRules) {
        for (const UnitCardFacts &facts : ruleset.familyRules->scenarioCards(ruleset, scenario)) {
            UnitCardToPrint print;
            print.facts = facts;
            cards.append(print);
        }
    }
    return cards;
}

UnitCardGrid unitCardGrid(const UnitCardOptions &options)
{
    UnitCardGrid grid;
    const QSizeF paper = options.paper.paperSizeMm();
    const double margin = options.paper.marginMm;
    const double roomX = paper.width() - 2 * margin - 2 * UnitCardMarkRoomMm;
    const double roomY = paper.height() - 2 * margin - 2 * UnitCardMarkRoomMm;
    const double wanted = options.gap ? UnitCardGapMm : 0.0;
    grid.columns = cardsFitting(roomX, UnitCardWidthMm, 0.0);
    grid.rows = cardsFitting(roomY, UnitCardHeightMm, 0.0);
    grid.gapX = gapFitting(roomX, UnitCardWidthMm, grid.columns, wanted);
    grid.gapY = gapFitting(roomY, UnitCardHeightMm, grid.rows, wanted);
    const double width = grid.columns * UnitCardWidthMm + (grid.columns - 1) * grid.gapX;
    const double height = grid.rows * UnitCardHeightMm + (grid.rows - 1) * grid.gapY;
    grid.block = QRectF((paper.width() - width) / 2, (paper.height() - height) / 2, width, height);
    for (int r = 0; r < grid.rows; ++r) {
        for (int c = 0; c < grid.columns; ++c)
            grid.cells.append(QRectF(grid.block.left() + c * (UnitCardWidthMm + grid.gapX),
                                     grid.block.top() + r * (UnitCardHeightMm + grid.gapY),
                                     UnitCardWidthMm, UnitCardHeightMm));
    }
    return grid;
}

UnitCardLayout layoutUnitCards(const Ruleset &ruleset, const Scenario &scenario,
                               const UnitCardOptions &options)
{
    UnitCardLayout layout;
    layout.title
        = scenario.metadata.title.isEmpty() ? UnitCards::tr("Scenario") : scenario.metadata.title;
    layout.grid = unitCardGrid(options);
    const QList<UnitCardToPrint> cards = scenarioUnitCards(ruleset, scenario, options.allUnitTypes);
    const int perPage = layout.grid.perPage();
    const int pageCount = int((cards.size() + perPage - 1) / perPage);
    const QSizeF paper = options.paper.paperSizeMm();
    const double margin = options.paper.marginMm;
    const QRectF printable(margin, margin, paper.width() - 2 * margin, paper.height() - 2 * margin);
    for (int p = 0; p < pageCount; ++p) {
        SheetPage page;
        page.sheet = QStringLiteral("cards");
        page.title = UnitCards::tr("Unit cards");
        page.pageOfSheet = p + 1;
        page.pagesOfSheet = pageCount;
        const int first = p * perPage;
        const int count = std::min<int>(perPage, int(cards.size()) - first);
        for (int i = 0; i < count; ++i)
            page.items.append(
                cardItems(cards.at(first + i), layout.grid.cells.at(i), options.markProvisional));
        if (options.cutMarks)
            page.items.append(cutMarks(layout.grid, printable, count));
        // The page's name where the margin above the cards leaves room for it.
        if (layout.grid.block.top() - MarkOffsetMm - MarkLengthMm - margin >= 3.5)
            page.items.append(SheetItem::textItem(QRectF(margin, margin, printable.width(), 3.0),
                                                  UnitCards::tr("%1: unit cards, page %2 of %3")
                                                      .arg(layout.title)
                                                      .arg(p + 1)
                                                      .arg(pageCount),
                                                  UnitCardSmallFontMm, false,
                                                  Qt::AlignLeft | Qt::AlignTop,
                                                  QStringLiteral("page-title")));
        layout.pages.append(page);
    }
    return layout;
}

std::unique_ptr<SheetDocument> makeUnitCards(const Ruleset &ruleset, const Scenario &scenario,
                                             const UnitCardOptions &options)
{
    const UnitCardLayout layout = layoutUnitCards(ruleset, scenario, options);
    return makeLaidOutSheets(UnitCards::tr("%1: unit cards").arg(layout.title), options.paper,
                             layout.pages, ruleset);
}

std::unique_ptr<SheetDocument> makeLaidOutSheets(const QString &title, const PaperSetup &paper,
                                                 const QList<SheetPage> &pages,
                                                 const Ruleset &ruleset)
{
    return std::make_unique<LaidOutSheets>(title, paper, pages, ruleset);
}

} // namespace hexwright
