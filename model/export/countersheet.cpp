// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "export/countersheet.h"

#include "scenario/scenario.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace hexwright {

namespace {

/// The translation context of this file's texts: lupdate files each CounterSheet::tr() call under
/// "CounterSheet", the context the run-time lookup uses.
struct CounterSheet
{
    Q_DECLARE_TR_FUNCTIONS(CounterSheet)
};

constexpr double HeadingMm = 6.0;
constexpr double FooterMm = 8.0;
constexpr double GroupGapMm = 3.0;
constexpr double CutOvershootMm = 1.5;
const QColor CutInk(0x70, 0x70, 0x70);

int hiddenCount(const HiddenUnits &hidden)
{
    int most = 0;
    for (const HiddenUnits::Outcome &outcome : hidden.outcomes)
        most = std::max(most, outcome.count);
    return most;
}

/// Places counters on front pages (and their back pages) row by row.
class CounterPager
{
public:
    CounterPager(const CounterSheetOptions &options, bool duplex)
        : m_options(options)
        , m_duplex(duplex)
    {
        const QSizeF paper = options.paper.paperSizeMm();
        const double s = options.counterSizeMm;
        m_top = options.paper.marginMm;
        m_bottom = paper.height() - options.paper.marginMm - FooterMm;
        const double width = paper.width() - 2 * options.paper.marginMm;
        m_columns = std::max(1, int(std::floor(width / s + 1e-9)));
        m_left = (paper.width() - m_columns * s) / 2;
    }

    int columns() const { return m_columns; }

    void group(const CounterGroup &group)
    {
        m_title = group.title;
        heading(m_title);
        for (const CounterToCut &counter : group.counters) {
            const int cells = m_options.backsBeside && counter.back ? 2 : 1;
            if (m_column + cells > m_columns)
                endRow();
            if (m_column == 0 && m_y + m_options.counterSizeMm > m_bottom) {
                newPage();
                heading(CounterSheet::tr("%1 (continued)").arg(m_title));
            }
            place(counter);
            m_column += cells;
        }
        endRow();
        m_y += GroupGapMm;
    }

    QList<SheetPage> finish(const QString &title, bool provisional)
    {
        QList<SheetPage> pages;
        const int fronts = int(m_fronts.size());
        for (int i = 0; i < fronts; ++i) {
            SheetPage front = m_fronts.at(i);
            front.sheet = QStringLiteral("counters");
            front.title = CounterSheet::tr("Counters");
            front.pageOfSheet = i + 1;
            front.pagesOfSheet = fronts;
            footer(front, title, CounterSheet::tr("Counters, page %1 of %2").arg(i + 1).arg(fronts),
                   provisional);
            pages.append(front);
            if (!m_duplex)
                continue;
            SheetPage back = m_backs.at(i);
            back.sheet = QStringLiteral("backs");
            back.title = CounterSheet::tr("Counter backs");
            back.pageOfSheet = i + 1;
            back.pagesOfSheet = fronts;
            const QSizeF paper = m_options.paper.paperSizeMm();
            const double margin = m_options.paper.marginMm;
            back.items.prepend(SheetItem::textItem(
                QRectF(margin, margin, paper.width() - 2 * margin, HeadingMm - 1),
                CounterSheet::tr(
                    "Backs of counters page %1: print double-sided, flipping on the long edge")
                    .arg(i + 1),
                2.8, true, Qt::AlignHCenter | Qt::AlignVCenter, QStringLiteral("heading")));
            footer(back, title,
                   CounterSheet::tr("Counter backs, page %1 of %2").arg(i + 1).arg(fronts), false);
            pages.append(back);
        }
        return pages;
    }

private:
    void newPage()
    {
        m_fronts.append(SheetPage());
        m_backs.append(SheetPage());
        m_y = m_top;
        m_column = 0;
    }

    void heading(const QString &text)
    {
        if (m_fronts.isEmpty() || m_y + HeadingMm + m_options.counterSizeMm > m_bottom)
            newPage();
        m_fronts.last().items.append(SheetItem::textItem(
            QRectF(m_left, m_y, m_columns * m_options.counterSizeMm, HeadingMm - 1), text, 3.4,
            true, Qt::AlignLeft | Qt::AlignBottom, QStringLiteral("heading")));
        m_y += HeadingMm;
    }

    void place(const CounterToCut &counter)
    {
        const double s = m_options.counterSizeMm;
        const QRectF cell(m_left + m_column * s, m_y, s, s);
        SheetItem front;
        front.kind = SheetItem::Kind::Counter;
        front.rect = cell;
        front.counter = counter.front;
        front.frame = !m_options.cutLines;
        front.role = QStringLiteral("front");
        front.source = counter.source;
        m_fronts.last().items.append(front);
        if (!counter.back)
            return;
        SheetItem back = front;
        back.counter = counter.back;
        back.role = QStringLiteral("back");
        if (m_options.backsBeside) {
            back.rect = cell.translated(s, 0);
            m_fold.append(m_column + 1);
            m_fronts.last().items.append(back);
        } else {
            back.rect = mirroredForBack(cell, m_options.paper);
            m_backs.last().items.append(back);
        }
    }

    /// Cut lines round the row just filled, fold lines between fronts and backs beside them.
    void endRow()
    {
        if (m_column == 0)
            return;
        const double s = m_options.counterSizeMm;
        QList<SheetItem> &items = m_fronts.last().items;
        if (m_options.cutLines || !m_fold.isEmpty()) {
            const double right = m_left + m_column * s;
            for (int i = 0; i <= m_column; ++i) {
                const bool fold = m_fold.contains(i);
                if (!fold && !m_options.cutLines)
                    continue;
                const double x = m_left + i * s;
                const double over = fold ? 0.0 : CutOvershootMm;
                SheetItem line = SheetItem::line(
                    QPointF(x, m_y - over), QPointF(x, m_y + s + over), fold ? 0.12 : 0.1, CutInk,
                    fold ? QStringLiteral("fold") : QStringLiteral("cut"));
                line.dashed = fold;
                items.append(line);
            }
            if (m_options.cutLines) {
                for (double y : {m_y, m_y + s})
                    items.append(SheetItem::line(QPointF(m_left - CutOvershootMm, y),
                                                 QPointF(right + CutOvershootMm, y), 0.1, CutInk,
                                                 QStringLiteral("cut")));
            }
        }
        m_fold.clear();
        m_y += s;
        m_column = 0;
    }

    void footer(SheetPage &page, const QString &title, const QString &where, bool provisional)
    {
        const QSizeF paper = m_options.paper.paperSizeMm();
        const double margin = m_options.paper.marginMm;
        const QRectF box(margin, m_bottom + FooterMm * 0.4, paper.width() - 2 * margin,
                         FooterMm * 0.5);
        page.items.append(SheetItem::textItem(
            box, title, 2.4, false, Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("footer")));
        page.items.append(SheetItem::textItem(
            box, where, 2.4, false, Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("footer")));
        if (provisional)
            page.items.append(SheetItem::textItem(box, provisionalFootnote(), 2.4, false,
                                                  Qt::AlignHCenter | Qt::AlignVCenter,
                                                  QStringLiteral("footnote")));
    }

    CounterSheetOptions m_options;
    bool m_duplex = false;
    double m_top = 0;
    double m_bottom = 0;
    double m_left = 0;
    int m_columns = 1;
    QList<SheetPage> m_fronts;
    QList<SheetPage> m_backs;
    QList<int> m_fold; ///< grid lines of the current row that are fold lines
    QString m_title;
    double m_y = 0;
    int m_column = 0;
};

} // namespace

QList<CounterGroup> scenarioCounters(const MapExportSource &source)
{
    const Scenario &scenario = source.scenario;
    const Ruleset &ruleset = source.ruleset;
    QStringList sideOrder = scenario.sideIds();
    for (const ForceEntry &entry : scenario.forces) {
        if (!sideOrder.contains(entry.side))
            sideOrder.append(entry.side);
    }
    QList<CounterGroup> groups;
    for (const QString &sideId : sideOrder) {
        CounterGroup group;
        group.id = sideId;
        const Side *side = scenario.findSide(sideId);
        const QString name = side && !side->name.isEmpty() ? side->name : sideId;
        const auto add = [&](const QString &unitType, const QString &colour,
                             const QStringList &options, int count, const QString &source) {
            const UnitType *type = ruleset.findUnitType(unitType);
            for (int n = 1; n <= count; ++n) {
                CounterToCut counter;
                if (type) {
                    counter.front = unitCounterFace(*type, colour, options, ruleset);
                    if (hasCounterBack(*type, ruleset))
                        counter.back = unitCounterFace(*type, colour, options, ruleset, true);
                } else {
                    counter.front.name = unitType;
                    counter.front.colour = colour;
                    counter.front.hasFactors = false;
                }
                counter.source = QStringLiteral("%1#%2").arg(source).arg(n);
                group.counters.append(counter);
            }
        };
        for (const ForceEntry &entry : scenario.forces) {
            if (entry.side == sideId)
                add(entry.unitType, entry.colour, entry.options, entry.count, entry.id);
        }
        for (const HiddenUnits &hidden : scenario.hidden) {
            if (hidden.side == sideId)
                add(hidden.unitType, hidden.colour, {}, hiddenCount(hidden), hidden.id);
        }
        if (group.counters.isEmpty())
            continue;
        group.title = group.counters.size() == 1
            ? CounterSheet::tr("%1: 1 counter").arg(name)
            : CounterSheet::tr("%1: %2 counters").arg(name).arg(group.counters.size());
        groups.append(group);
    }
    if (!scenario.markers.isEmpty()) {
        CounterGroup markers;
        markers.id = QStringLiteral("markers");
        markers.title = CounterSheet::tr("Markers");
        for (qsizetype i = 0; i < scenario.markers.size(); ++i) {
            CounterToCut counter;
            counter.front = markerCounterFace(scenario.markers.at(i), ruleset);
            counter.source = QStringLiteral("marker#%1").arg(i + 1);
            markers.counters.append(counter);
        }
        groups.append(markers);
    }
    return groups;
}

QRectF mirroredForBack(const QRectF &front, const PaperSetup &paper)
{
    const QSizeF size = paper.paperSizeMm();
    QRectF back = front;
    if (paper.orientation == QPageLayout::Landscape)
        back.moveTop(size.height() - front.bottom());
    else
        back.moveLeft(size.width() - front.right());
    return back;
}

CounterSheetLayout layoutCounterSheets(const MapExportSource &source,
                                       const CounterSheetOptions &options)
{
    CounterSheetLayout layout;
    layout.title = source.scenario.metadata.title;
    const QList<CounterGroup> groups = scenarioCounters(source);
    bool twoSided = false;
    bool provisional = false;
    for (const CounterGroup &group : groups) {
        for (const CounterToCut &counter : group.counters) {
            twoSided = twoSided || counter.back.has_value();
            provisional = provisional || counter.front.hasProvisional()
                || (counter.back && counter.back->hasProvisional());
        }
    }
    layout.duplex = twoSided && !options.backsBeside;
    CounterPager pager(options, layout.duplex);
    for (const CounterGroup &group : groups)
        pager.group(group);
    layout.pages = pager.finish(layout.title, provisional && options.markProvisional);
    if (layout.pages.isEmpty()) {
        SheetPage empty;
        empty.sheet = QStringLiteral("counters");
        empty.title = CounterSheet::tr("Counters");
        const double margin = options.paper.marginMm;
        empty.items.append(SheetItem::textItem(QRectF(margin, margin, 150, 8),
                                               CounterSheet::tr("The scenario has no units."), 3.4,
                                               true));
        layout.pages.append(empty);
    }
    return layout;
}

} // namespace hexwright
