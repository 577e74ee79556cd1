// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "export/setupsheet_sections_p.h"

#include "map/hexmap.h"
#include "map/panel.h"
#include "ruleset/ruleset.h"
#include "scenario/points.h"
#include "scenario/victorytext.h"

#include <QCoreApplication>

namespace hexwright {

namespace {

/// The translation context of this file's texts: lupdate files each SetupSheets::tr() call under
/// "SetupSheets", the context the run-time lookup uses.
struct SetupSheets
{
    Q_DECLARE_TR_FUNCTIONS(SetupSheets)
};

/// Faces of a die roll as ranges: {1, 2, 3, 5} -> "1-3, 5".
QString facesText(QList<int> faces)
{
    std::sort(faces.begin(), faces.end());
    QStringList parts;
    for (qsizetype i = 0; i < faces.size();) {
        qsizetype j = i;
        while (j + 1 < faces.size() && faces.at(j + 1) == faces.at(j) + 1)
            ++j;
        parts.append(j > i ? QStringLiteral("%1-%2").arg(faces.at(i)).arg(faces.at(j))
                           : QString::number(faces.at(i)));
        i = j + 1;
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace

SetupSheetWriter::SetupSheetWriter(const MapExportSource &source, const SetupSheetOptions &options,
                                   const QRectF &mapBounds, QList<SheetThumbnail> *thumbnails)
    : m_source(source)
    , m_scenario(source.scenario)
    , m_ruleset(source.ruleset)
    , m_options(options)
    , m_mapBounds(mapBounds)
    , m_thumbnails(thumbnails)
{ }

QString SetupSheetWriter::colourName(const QString &id) const
{
    const ArmyColour *colour = m_ruleset.findColour(id);
    return colour && !colour->name.isEmpty() ? colour->name : id;
}

QString SetupSheetWriter::unitName(const QString &id) const
{
    const UnitType *type = m_ruleset.findUnitType(id);
    return type && !type->name.isEmpty() ? type->name : id;
}

QString SetupSheetWriter::zoneName(const QString &id) const
{
    const Zone *zone = m_scenario.findZone(id);
    return zone && !zone->name.isEmpty() ? zone->name : id;
}

QString SetupSheetWriter::sideName(const QString &id) const
{
    const Side *side = m_scenario.findSide(id);
    return side && !side->name.isEmpty() ? side->name : id;
}

QString SetupSheetWriter::hexLabel(OffsetCoord hex) const
{
    return m_source.map.label(hex);
}

QString SetupSheetWriter::optionsText(const QStringList &options, bool withMarks) const
{
    QStringList names;
    for (const QString &id : options) {
        const PurchaseOption *option = m_ruleset.findPurchaseOption(id);
        QString name = option && !option->name.isEmpty() ? option->name : id;
        if (withMarks && option && !option->mark.isEmpty())
            //: a purchase option and the mark its counters carry: "With gas (G)"
            name = SetupSheets::tr("%1 (%2)").arg(name, option->mark);
        names.append(name);
    }
    return names.join(QStringLiteral(", "));
}

QString SetupSheetWriter::entryText(const Entry &entry) const
{
    const auto edgeText = [this](const EdgeSpec &edge) {
        QStringList panels;
        for (const QString &id : edge.panels) {
            const Panel *panel = m_source.panels.findPanel(id);
            panels.append(panel && !panel->name.isEmpty() ? panel->name
                                                          : SetupSheets::tr("Panel %1").arg(id));
        }
        const QString side = edgeSideName(edge.side);
        return panels.isEmpty()
            ? SetupSheets::tr("the %1 edge of the map").arg(side)
            : SetupSheets::tr("the %1 edge of %2").arg(side, joinedList(panels, ListJoin::And));
    };
    switch (entry.kind) {
    case Entry::Kind::Edge:
        return edgeText(entry.edge);
    case Entry::Kind::RoadHex:
        return SetupSheets::tr("road hex %1").arg(hexLabel(entry.hex));
    case Entry::Kind::Zone:
        return zoneName(entry.zone);
    case Entry::Kind::Paradrop:
        return SetupSheets::tr("paradrop into %1").arg(zoneName(entry.zone));
    case Entry::Kind::DieRoll: {
        QStringList outcomes;
        for (const Entry::Outcome &outcome : entry.outcomes)
            outcomes.append(
                SetupSheets::tr("%1: %2").arg(facesText(outcome.rolls), edgeText(outcome.edge)));
        QString text = SetupSheets::tr("roll 1d6 (%1)").arg(outcomes.join(QStringLiteral("; ")));
        if (!entry.rerollIfSameAs.isEmpty()) {
            QString other = entry.rerollIfSameAs;
            for (const Reinforcement &r : m_scenario.reinforcements) {
                if (r.id == other)
                    other = sideName(r.side);
            }
            text += SetupSheets::tr(", rolled again if the same as %1's").arg(other);
        }
        return text;
    }
    }
    return QString();
}

QString SetupSheetWriter::placementText(const ForceEntry &entry) const
{
    switch (entry.placement.kind) {
    case Placement::Kind::Zone:
        return zoneName(entry.placement.zone);
    case Placement::Kind::Hex:
        return SetupSheets::tr("hex %1").arg(hexLabel(entry.placement.hex));
    case Placement::Kind::OffBoard:
        return SetupSheets::tr("off board");
    case Placement::Kind::Reinforcement:
        // Short: the Reinforcements table says how they enter.
        for (const Reinforcement &r : m_scenario.reinforcements) {
            if (r.id != entry.placement.reinforcement)
                continue;
            if (r.entry.kind == Entry::Kind::DieRoll)
                return SetupSheets::tr("reinforcement, turn %1, edge by die roll").arg(r.turn);
            return SetupSheets::tr("reinforcement, turn %1: %2")
                .arg(r.turn)
                .arg(entryText(r.entry));
        }
        return SetupSheets::tr("reinforcement %1").arg(entry.placement.reinforcement);
    case Placement::Kind::Point: {
        const LengthUnit unit = m_scenario.table ? m_scenario.table->unit : LengthUnit::Inch;
        //: a unit set up at a point of the table: "at 18.0 in, 3.0 in"
        return SetupSheets::tr("at %1, %2")
            .arg(formatLength(entry.placement.point.x, unit),
                 formatLength(entry.placement.point.y, unit));
    }
    }
    return QString();
}

QString SetupSheetWriter::reinforcementUnits(const QString &reinforcementId) const
{
    QStringList parts;
    for (const ForceEntry &entry : m_scenario.forces) {
        if (entry.placement.kind != Placement::Kind::Reinforcement
            || entry.placement.reinforcement != reinforcementId)
            continue;
        QString part = SetupSheets::tr("%1 %2").arg(entry.count).arg(unitName(entry.unitType));
        if (!entry.options.isEmpty())
            part += SetupSheets::tr(" (%1)").arg(optionsText(entry.options));
        parts.append(part);
    }
    return parts.isEmpty() ? SetupSheets::tr("(no units)") : parts.join(QStringLiteral(", "));
}

QList<ThumbnailZone> SetupSheetWriter::setupZones(const QStringList &sideIds) const
{
    QMap<QString, QString> colourOf; // zone id -> colour of its first user
    const auto use = [&](const QString &side, const QString &zone, const QString &colour) {
        if (zone.isEmpty() || !shows(sideIds, side) || colourOf.contains(zone))
            return;
        colourOf.insert(zone, colour);
    };
    const auto firstColour = [this](const QString &side) {
        const Side *s = m_scenario.findSide(side);
        return s && !s->colours.isEmpty() ? s->colours.first() : QString();
    };
    for (const ForceEntry &entry : m_scenario.forces) {
        if (entry.placement.kind == Placement::Kind::Zone)
            use(entry.side, entry.placement.zone, entry.colour);
    }
    for (const Reinforcement &r : m_scenario.reinforcements) {
        if (r.entry.kind == Entry::Kind::Zone || r.entry.kind == Entry::Kind::Paradrop)
            use(r.side, r.entry.zone, firstColour(r.side));
    }
    for (const HiddenUnits &hidden : m_scenario.hidden)
        use(hidden.side, hidden.zone, hidden.colour);
    QList<ThumbnailZone> zones;
    for (const Zone &zone : m_scenario.zones) {
        if (colourOf.contains(zone.id))
            zones.append({zone.id, zone.name.isEmpty() ? zone.id : zone.name,
                          colourOf.value(zone.id), false});
    }
    return zones;
}

QStringList SetupSheetWriter::objectiveZones() const
{
    const QStringList ids = m_scenario.zoneIds();
    QStringList named;
    for (const VictoryCondition &condition : m_scenario.victory) {
        for (const QVariant &value : condition.parameters) {
            for (const QString &text : value.toStringList()) {
                if (ids.contains(text) && !named.contains(text))
                    named.append(text);
            }
        }
    }
    QStringList ordered;
    for (const QString &id : ids) {
        if (named.contains(id))
            ordered.append(id);
    }
    return ordered;
}

void SetupSheetWriter::titleBlock(SheetFlow &flow, const QString &kicker, const QString &title,
                                  const QStringList &colours, const QString &facts) const
{
    QList<SheetItem> items;
    items.append(SheetItem::textItem(QRectF(0, 0, flow.width(), 5), kicker, 3.2, false,
                                     Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("kicker")));
    items.append(SheetItem::textItem(QRectF(0, 5, flow.width(), 11), title, 8.0, true,
                                     Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("title")));
    double x = 0;
    const QFont font = sheetFont(3.4, true);
    for (const QString &colour : colours) {
        SheetItem swatch;
        swatch.kind = SheetItem::Kind::Swatch;
        swatch.rect = QRectF(x, 17, 9, 6);
        swatch.colour = colour;
        swatch.role = QStringLiteral("swatch");
        items.append(swatch);
        const QString name = colourName(colour);
        items.append(SheetItem::textItem(QRectF(x + 10.5, 17, sheetTextWidth(name, font) + 1, 6),
                                         name, 3.4, true, Qt::AlignLeft | Qt::AlignVCenter,
                                         QStringLiteral("colour")));
        x += 10.5 + sheetTextWidth(name, font) + 6;
    }
    const double factsTop = colours.isEmpty() ? 17 : 24.5;
    items.append(SheetItem::textItem(QRectF(0, factsTop, flow.width(), 5.5), facts, 3.2, false,
                                     Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("facts")));
    flow.block(items, factsTop + 7);
}

void SetupSheetWriter::forces(SheetFlow &flow, const QStringList &sideIds) const
{
    const bool all = sideIds.isEmpty();
    const bool several = namesSides(sideIds);
    flow.heading(all ? SetupSheets::tr("Forces of all sides") : SetupSheets::tr("Forces"));
    SheetTable table;
    table.heading = all ? SetupSheets::tr("Forces of all sides") : SetupSheets::tr("Forces");
    table.columns = {{QString(), 12.5, Qt::AlignLeft}};
    if (several)
        table.columns.append({SetupSheets::tr("Side"), 18, Qt::AlignLeft});
    table.columns.append({SetupSheets::tr("Unit"), 0, Qt::AlignLeft});
    table.columns.append({SetupSheets::tr("Colour"), 19, Qt::AlignLeft, 30});
    table.columns.append({SetupSheets::tr("No."), 9, Qt::AlignRight});
    table.columns.append({SetupSheets::tr("Options"), 22, Qt::AlignLeft});
    // A game whose scenarios give the forces prices none (FamilyRules::buysForcesWithPoints()).
    const bool priced = buysForcesWithPoints(m_ruleset);
    if (priced) {
        table.columns.append({SetupSheets::tr("Per unit"), 13, Qt::AlignRight});
        table.columns.append({SetupSheets::tr("Points"), 13, Qt::AlignRight});
    }
    table.columns.append({SetupSheets::tr("Sets up"), several ? 42.0 : 50.0, Qt::AlignLeft});

    bool provisional = false;
    int units = 0;
    for (const ForceEntry &entry : m_scenario.forces) {
        if (!shows(sideIds, entry.side))
            continue;
        const UnitType *type = m_ruleset.findUnitType(entry.unitType);
        const int cost = forceEntryCost(entry, m_scenario, m_ruleset);
        QList<SheetCell> row;
        SheetCell counter;
        counter.source = entry.id;
        if (type) {
            counter.counter = unitCounterFace(*type, entry.colour, entry.options, m_ruleset);
            provisional = provisional || counter.counter->hasProvisional();
        }
        row.append(counter);
        if (several)
            row.append({sideName(entry.side), {}, {}, false, QStringLiteral("side"), entry.id});
        QString name = unitName(entry.unitType);
        if (type && type->mounted)
            name = SetupSheets::tr("%1 (back: %2)").arg(name, type->mounted->name.toLower());
        if (!entry.note.isEmpty())
            name += QStringLiteral(" \u2013 ") + entry.note;
        row.append({name, {}, {}, true, QStringLiteral("unit"), entry.id});
        row.append(
            {colourName(entry.colour), {}, entry.colour, false, QStringLiteral("cell"), entry.id});
        row.append(
            {QString::number(entry.count), {}, {}, false, QStringLiteral("count"), entry.id});
        row.append(
            {optionsText(entry.options, true), {}, {}, false, QStringLiteral("options"), entry.id});
        if (priced) {
            row.append({entry.count > 0 ? QString::number(cost / entry.count) : QStringLiteral("-"),
                        {},
                        {},
                        false,
                        QStringLiteral("cell"),
                        entry.id});
            row.append({QString::number(cost), {}, {}, false, QStringLiteral("points"), entry.id});
        }
        row.append({placementText(entry), {}, {}, false, QStringLiteral("placement"), entry.id});
        table.rows.append(row);
        units += entry.count;
    }
    if (table.rows.isEmpty()) {
        flow.paragraph(SetupSheets::tr("No units."), 3.0, true);
        return;
    }
    flow.table(table);

    // The total against the budget, per side.
    QStringList totals;
    for (const Side &side : m_scenario.sides) {
        if (!shows(sideIds, side.id))
            continue;
        const int points = sidePoints(m_scenario, side.id, m_ruleset);
        const int count = sideUnitCount(m_scenario, side.id);
        QString text;
        if (!priced)
            text = several ? SetupSheets::tr("%1: %2 units").arg(side.name).arg(count)
                           : SetupSheets::tr("Total: %1 units").arg(count);
        else if (several)
            text = SetupSheets::tr("%1: %2 units, %3 points").arg(side.name).arg(count).arg(points);
        else
            text = SetupSheets::tr("Total: %1 units, %2 points").arg(count).arg(points);
        if (priced && side.budget) {
            const int budget = *side.budget;
            text += points <= budget
                ? SetupSheets::tr(" of a budget of %1 (%2 left)").arg(budget).arg(budget - points)
                : SetupSheets::tr(" of a budget of %1: over by %2")
                      .arg(budget)
                      .arg(points - budget);
        }
        totals.append(text);
    }
    Q_UNUSED(units);
    for (const QString &total : totals) {
        flow.ensure(5);
        flow.add(SheetItem::textItem(QRectF(0, 0, flow.width(), 5), total, 3.2, true,
                                     Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("total")));
        flow.advance(5);
    }
    if (provisional && m_options.markProvisional)
        flow.paragraph(provisionalFootnote(), 2.5, true, 0, QStringLiteral("footnote"));
}

void SetupSheetWriter::zones(SheetFlow &flow, const QStringList &sideIds) const
{
    if (m_scenario.table) {
        tableAreas(flow, sideIds);
        return;
    }
    SheetThumbnail thumbnail;
    thumbnail.zones = setupZones(sideIds);
    for (const QString &id : objectiveZones()) {
        bool tinted = false;
        for (const ThumbnailZone &zone : thumbnail.zones)
            tinted = tinted || zone.zone == id;
        if (!tinted)
            thumbnail.zones.append({id, zoneName(id), QString(), true});
    }
    // The map as large as 120 mm allows, smaller to fit the rest of the page when at least
    // 70 mm are left there.
    double maxHeight = std::min(120.0, flow.area().height() * 0.45);
    const double headingHeight = 9.0;
    const double left = flow.remaining() - headingHeight - 4;
    if (left >= 70.0)
        maxHeight = std::min(maxHeight, left);
    flow.heading(sideIds.isEmpty() ? SetupSheets::tr("Zones") : SetupSheets::tr("Set-up zones"),
                 thumbnailSize(m_mapBounds, flow.width(), maxHeight).height() + 3);
    const QSizeF size = thumbnailSize(m_mapBounds, flow.width(), maxHeight);
    SheetItem map;
    map.kind = SheetItem::Kind::Thumbnail;
    map.rect = QRectF((flow.width() - size.width()) / 2, 1, size.width(), size.height());
    map.thumbnail = int(m_thumbnails->size());
    map.role = QStringLiteral("thumbnail");
    m_thumbnails->append(thumbnail);
    flow.block({map}, size.height() + 3);

    for (const ThumbnailZone &shown : thumbnail.zones) {
        const Zone *zone = m_scenario.findZone(shown.zone);
        QString text
            = shown.objective ? SetupSheets::tr("%1 (objective)").arg(shown.label) : shown.label;
        if (zone && !zone->description.isEmpty())
            text += SetupSheets::tr(": %1").arg(zone->description);
        flow.bullet(text, 2.9, QStringLiteral("zone"));
    }
}

void SetupSheetWriter::tableAreas(SheetFlow &flow, const QStringList &sideIds) const
{
    // A table's deployment areas and objectives in words, each by the stretch of table it
    // covers ("0-36 in across, 0-6 in down"); the map sheets show the table itself.
    const TableLayout &table = *m_scenario.table;
    const QRectF tableRect(QPointF(), table.size);
    const auto span = [&table](double from, double to) {
        return SetupSheets::tr("%1-%2").arg(
            QString::number(fromMillimetres(from, table.unit), 'g', 4),
            formatLength(to, table.unit, 1));
    };
    QStringList lines;
    for (const TableDeployment &area : table.deployment) {
        if (!shows(sideIds, area.side))
            continue;
        QRectF box;
        for (const TableShape &shape : area.shapes)
            box |= shape.boundingRect();
        box &= tableRect;
        const QString where
            = SetupSheets::tr("%1 across, %2 down")
                  .arg(span(box.left(), box.right()), span(box.top(), box.bottom()));
        lines.append(namesSides(sideIds)
                         ? SetupSheets::tr("%1 (%2): %3").arg(area.id, sideName(area.side), where)
                         : SetupSheets::tr("%1: %2").arg(area.id, where));
    }
    for (const TableObjective &objective : table.objectives) {
        const QString name = objective.label.isEmpty() ? objective.id : objective.label;
        lines.append(SetupSheets::tr("objective %1 at %2, %3")
                         .arg(name, formatLength(objective.at.x, table.unit),
                              formatLength(objective.at.y, table.unit)));
    }
    if (lines.isEmpty())
        return;
    flow.heading(SetupSheets::tr("Deployment areas and objectives"));
    for (const QString &line : std::as_const(lines))
        flow.bullet(line, 2.9, QStringLiteral("zone"));
}

void SetupSheetWriter::reinforcements(SheetFlow &flow, const QStringList &sideIds) const
{
    const bool all = namesSides(sideIds);
    QList<const Reinforcement *> list;
    for (const Reinforcement &r : m_scenario.reinforcements) {
        if (shows(sideIds, r.side))
            list.append(&r);
    }
    if (list.isEmpty())
        return;
    std::stable_sort(list.begin(), list.end(), [](const Reinforcement *a, const Reinforcement *b) {
        return a->turn < b->turn;
    });
    flow.heading(SetupSheets::tr("Reinforcements"));
    SheetTable table;
    table.heading = SetupSheets::tr("Reinforcements");
    table.columns = {{SetupSheets::tr("Turn"), 12, Qt::AlignRight}};
    if (all)
        table.columns.append({SetupSheets::tr("Side"), 20, Qt::AlignLeft});
    table.columns.append({SetupSheets::tr("Units"), 70, Qt::AlignLeft});
    table.columns.append({SetupSheets::tr("Enter"), 0, Qt::AlignLeft});
    for (const Reinforcement *r : list) {
        QList<SheetCell> row;
        row.append({QString::number(r->turn), {}, {}, true, QStringLiteral("turn"), r->id});
        if (all)
            row.append({sideName(r->side), {}, {}, false, QStringLiteral("side"), r->id});
        row.append({reinforcementUnits(r->id), {}, {}, false, QStringLiteral("units"), r->id});
        row.append({entryText(r->entry), {}, {}, false, QStringLiteral("entry"), r->id});
        table.rows.append(row);
    }
    flow.table(table);
}

void SetupSheetWriter::hiddenUnits(SheetFlow &flow, const QStringList &sideIds) const
{
    QList<const HiddenUnits *> list;
    for (const HiddenUnits &h : m_scenario.hidden) {
        if (shows(sideIds, h.side))
            list.append(&h);
    }
    if (list.isEmpty())
        return;
    flow.heading(SetupSheets::tr("Hidden units"));
    if (!sideIds.isEmpty())
        flow.paragraph(
            SetupSheets::tr("Placed when a unit of another side first enters a hex of the zone: "
                            "roll 1d6."),
            2.9, true);
    SheetTable table;
    table.heading = SetupSheets::tr("Hidden units");
    table.columns = {{QString(), 12.5, Qt::AlignLeft},
                     {SetupSheets::tr("Side"), 20, Qt::AlignLeft},
                     {SetupSheets::tr("Unit"), 36, Qt::AlignLeft},
                     {SetupSheets::tr("Zone"), 40, Qt::AlignLeft},
                     {SetupSheets::tr("1d6 when found"), 0, Qt::AlignLeft}};
    for (const HiddenUnits *h : list) {
        QList<SheetCell> row;
        SheetCell counter;
        if (const UnitType *type = m_ruleset.findUnitType(h->unitType))
            counter.counter = unitCounterFace(*type, h->colour, m_ruleset);
        counter.source = h->id;
        row.append(counter);
        row.append({sideName(h->side), {}, h->colour, false, QStringLiteral("side"), h->id});
        row.append({unitName(h->unitType), {}, {}, true, QStringLiteral("unit"), h->id});
        row.append({zoneName(h->zone), {}, {}, false, QStringLiteral("zone"), h->id});
        QStringList outcomes;
        for (const HiddenUnits::Outcome &o : h->outcomes)
            outcomes.append(
                o.count == 1
                    ? SetupSheets::tr("%1: 1 unit").arg(facesText(o.rolls))
                    : SetupSheets::tr("%1: %2 units").arg(facesText(o.rolls)).arg(o.count));
        QString text
            = outcomes.isEmpty() ? SetupSheets::tr("none") : outcomes.join(QStringLiteral("; "));
        text += SetupSheets::tr("; any other roll: none");
        if (!h->note.isEmpty())
            text += QStringLiteral(". ") + h->note;
        row.append({text, {}, {}, false, QStringLiteral("outcomes"), h->id});
        table.rows.append(row);
    }
    flow.table(table);
}

void SetupSheetWriter::markers(SheetFlow &flow) const
{
    if (m_scenario.markers.isEmpty())
        return;
    flow.heading(SetupSheets::tr("Markers"));
    SheetTable table;
    table.heading = SetupSheets::tr("Markers");
    table.columns = {{QString(), 12.5, Qt::AlignLeft},
                     {SetupSheets::tr("Marker"), 40, Qt::AlignLeft},
                     {SetupSheets::tr("Hex"), 16, Qt::AlignLeft},
                     {SetupSheets::tr("Owner"), 30, Qt::AlignLeft},
                     {SetupSheets::tr("Name"), 0, Qt::AlignLeft}};
    for (const Marker &marker : m_scenario.markers) {
        QString kind = marker.kind;
        for (const NamedEntry &entry : m_ruleset.markers) {
            if (entry.id == marker.kind)
                kind = entry.name;
        }
        QList<SheetCell> row;
        SheetCell counter;
        counter.counter = markerCounterFace(marker, m_ruleset);
        row.append(counter);
        row.append({kind, {}, {}, true, QStringLiteral("marker"), marker.kind});
        row.append({hexLabel(marker.hex), {}, {}, false, QStringLiteral("hex"), marker.kind});
        row.append({marker.colour.isEmpty() ? QString() : colourName(marker.colour),
                    {},
                    marker.colour,
                    false,
                    QStringLiteral("cell"),
                    marker.kind});
        row.append({marker.name, {}, {}, false, QStringLiteral("cell"), marker.kind});
        table.rows.append(row);
    }
    flow.table(table);
}

} // namespace hexwright
