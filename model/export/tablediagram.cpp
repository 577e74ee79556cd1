// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "export/tablediagram.h"

#include "board/tablelayout.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace hexwright {

namespace {

struct TableDiagram
{
    Q_DECLARE_TR_FUNCTIONS(TableDiagram)
};

constexpr double HeaderMm = 13.0;
constexpr double EdgeRoomMm = 9.0; ///< round the table: grid numbers and edge names
constexpr double KeyWidthMm = 78.0;
constexpr double SmallMm = 2.5;
constexpr double KeyFontMm = 2.6;
const QColor GridInk(0xb0, 0xb0, 0xb0);
const QColor DimensionInk(0x20, 0x50, 0xa0);

/// A length in @p unit without trailing zeros: "9 in", "4.5 in", "12.7 cm".
QString lengthText(double mm, LengthUnit unit)
{
    const double value = std::round(fromMillimetres(mm, unit) * 100.0) / 100.0;
    return QStringLiteral("%1 %2").arg(QString::number(value, 'g', 8), lengthUnitId(unit));
}

/// The unit a scale is stated in: a table in millimetres is stated per centimetre.
LengthUnit statedUnit(LengthUnit unit)
{
    return unit == LengthUnit::Millimetre ? LengthUnit::Centimetre : unit;
}

QString traitName(const Ruleset &ruleset, const QString &id)
{
    const TerrainType *terrain = ruleset.findTerrain(id);
    return terrain ? terrain->name : id;
}

/// The side's name, else its id.
QString sideName(const Scenario &scenario, const QString &id)
{
    for (const Side &side : scenario.sides) {
        if (side.id == id)
            return side.name.isEmpty() ? side.id : side.name;
    }
    return id;
}

QList<SheetItem> dimension(QPointF from, QPointF to, const QString &label, bool horizontal)
{
    QList<SheetItem> items;
    items.append(SheetItem::line(from, to, 0.15, DimensionInk, QStringLiteral("dimension")));
    // Ticks at both ends, across the line.
    const QPointF tick = horizontal ? QPointF(0, 0.8) : QPointF(0.8, 0);
    for (QPointF end : {from, to})
        items.append(SheetItem::line(end - tick, end + tick, 0.15, DimensionInk,
                                     QStringLiteral("dimension")));
    const QPointF middle = (from + to) / 2;
    const double w = label.size() * 1.4 + 1.0;
    const QRectF rect = horizontal ? QRectF(middle.x() - w / 2, middle.y() - 3.0, w, 2.8)
                                   : QRectF(middle.x() + 0.6, middle.y() - 1.4, w, 2.8);
    SheetItem text = SheetItem::textItem(
        rect, label, 2.2, false, (horizontal ? Qt::AlignHCenter : Qt::AlignLeft) | Qt::AlignVCenter,
        QStringLiteral("dimension-label"));
    text.ink = DimensionInk;
    items.append(text);
    return items;
}

/// The document: the pieces painted from the scenario, the layout's items over them.
class TableDiagramDocument : public SheetDocument
{
public:
    TableDiagramDocument(const Ruleset &ruleset, const Scenario &scenario,
                         const TableDiagramOptions &options)
        : m_ruleset(ruleset)
        , m_scenario(scenario)
        , m_options(options)
        , m_layout(layoutTableDiagram(ruleset, scenario, options))
    { }

    QString title() const override
    {
        return TableDiagram::tr("%1: table diagram").arg(m_layout.title);
    }
    int pageCount() const override { return int(m_layout.pages.size()); }
    PaperSetup paper(int) const override { return m_options.paper; }
    void paintPage(QPainter &painter, int page) const override
    {
        if (page < 0 || page >= m_layout.pages.size())
            return;
        if (page == 0)
            paintTable(painter);
        SheetPaintContext context;
        context.ruleset = &m_ruleset;
        paintSheetPage(painter, m_layout.pages.at(page), context);
    }

private:
    void paintTable(QPainter &painter) const
    {
        if (!m_scenario.table)
            return;
        const TableLayout &table = *m_scenario.table;
        const double scale = m_layout.mmPerUnit / millimetresPer(statedUnit(table.unit));
        painter.save();
        painter.setRenderHint(QPainter::Antialiasing);
        painter.translate(m_layout.table.topLeft());
        painter.scale(scale, scale);
        const double pen = 0.3 / scale;
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0xfb, 0xfa, 0xf5));
        painter.drawRect(QRectF(QPointF(), table.size));
        // Deployment areas: the side's colour, hatched, under everything.
        for (const TableDeployment &area : table.deployment) {
            QColor colour(0x90, 0x90, 0x90);
            for (const Side &side : m_scenario.sides) {
                if (side.id == area.side && !side.colours.isEmpty()) {
                    if (const ArmyColour *c = m_ruleset.findColour(side.colours.first()))
                        colour = c->colour;
                }
            }
            QColor light = colour;
            light.setAlpha(50);
            for (const TableShape &shape : area.shapes) {
                painter.setPen(QPen(colour, pen, Qt::DashLine));
                painter.setBrush(light);
                painter.drawPath(shape.path());
                painter.setBrush(QBrush(colour, Qt::BDiagPattern));
                QTransform hatch;
                hatch.scale(1 / scale, 1 / scale);
                QBrush brush(colour, Qt::BDiagPattern);
                brush.setTransform(hatch);
                painter.setBrush(brush);
                painter.drawPath(shape.path());
            }
        }
        for (const TablePiece &piece : table.pieces) {
            QColor fill(0xe6, 0xe6, 0xe6);
            if (!piece.traits.isEmpty()) {
                if (const TerrainType *terrain = m_ruleset.findTerrain(piece.traits.first()))
                    fill = terrain->colour.lighter(150);
            }
            fill.setAlpha(170);
            painter.setPen(QPen(Qt::black, pen));
            painter.setBrush(fill);
            painter.drawPath(piece.shape.path());
        }
        painter.setPen(QPen(Qt::black, pen * 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(QRectF(QPointF(), table.size));
        // Objective markers: a ring the size of the seizing distance is the rules' business;
        // here a marker 1 in across with its label.
        const double marker = 6.0 / scale;
        for (const TableObjective &objective : table.objectives) {
            painter.setPen(QPen(Qt::black, pen));
            painter.setBrush(QColor(0xff, 0xd8, 0x30));
            const QRectF rect(objective.at.x - marker / 2, objective.at.y - marker / 2, marker,
                              marker);
            QPolygonF diamond;
            diamond << QPointF(rect.center().x(), rect.top())
                    << QPointF(rect.right(), rect.center().y())
                    << QPointF(rect.center().x(), rect.bottom())
                    << QPointF(rect.left(), rect.center().y());
            painter.drawPolygon(diamond);
        }
        painter.restore();
    }

    Ruleset m_ruleset;
    Scenario m_scenario;
    TableDiagramOptions m_options;
    TableDiagramLayout m_layout;
};

} // namespace

QList<PieceEdgeDistances> pieceEdgeDistances(const TableLayout &table, const Ruleset &ruleset)
{
    QList<PieceEdgeDistances> result;
    for (const TablePiece &piece : table.pieces) {
        PieceEdgeDistances d;
        d.pieceId = piece.id;
        d.name = piece.name.isEmpty() ? piece.id : piece.name;
        for (const QString &trait : piece.traits)
            d.traits.append(traitName(ruleset, trait));
        d.bounds = piece.shape.boundingRect();
        const double west = d.bounds.left();
        const double east = table.size.width() - d.bounds.right();
        const double north = d.bounds.top();
        const double south = table.size.height() - d.bounds.bottom();
        d.across = east < west - 1e-6 ? TableEdge::East : TableEdge::West;
        d.acrossMm = std::max(0.0, std::min(west, east));
        d.along = south < north - 1e-6 ? TableEdge::South : TableEdge::North;
        d.alongMm = std::max(0.0, std::min(north, south));
        result.append(d);
    }
    return result;
}

double diagramMillimetresPerUnit(const QSizeF &tableMm, LengthUnit unit, const QSizeF &roomMm)
{
    const LengthUnit stated = statedUnit(unit);
    const double perUnit = millimetresPer(stated);
    static const double InchSteps[] = {25.4, 20, 15, 12, 10, 8, 6, 5, 4, 3, 2.5, 2, 1.5, 1, 0.5};
    static const double CentimetreSteps[] = {10, 8, 6, 5, 4, 3, 2.5, 2, 1.5, 1, 0.5, 0.25, 0.1};
    const auto fits = [&](double mmPerUnit) {
        const double scale = mmPerUnit / perUnit;
        return tableMm.width() * scale <= roomMm.width() + 1e-9
            && tableMm.height() * scale <= roomMm.height() + 1e-9;
    };
    if (stated == LengthUnit::Inch) {
        for (double step : InchSteps) {
            if (fits(step))
                return step;
        }
    } else {
        for (double step : CentimetreSteps) {
            if (fits(step))
                return step;
        }
    }
    // A table too large for any round step: exactly what fits.
    if (tableMm.width() <= 0 || tableMm.height() <= 0)
        return perUnit;
    return perUnit * std::min(roomMm.width() / tableMm.width(), roomMm.height() / tableMm.height());
}

TableDiagramLayout layoutTableDiagram(const Ruleset &ruleset, const Scenario &scenario,
                                      const TableDiagramOptions &options)
{
    TableDiagramLayout layout;
    layout.title = scenario.metadata.title.isEmpty() ? TableDiagram::tr("Scenario")
                                                     : scenario.metadata.title;
    if (!scenario.table)
        return layout;
    const TableLayout &table = *scenario.table;
    const QSizeF paper = options.paper.paperSizeMm();
    const double margin = options.paper.marginMm;
    const QRectF printable(margin, margin, paper.width() - 2 * margin, paper.height() - 2 * margin);
    // The key beside the table on landscape paper, below it on portrait.
    const bool keyBeside = paper.width() >= paper.height();
    QRectF room(printable.left(), printable.top() + HeaderMm, printable.width(),
                printable.height() - HeaderMm);
    if (keyBeside)
        room.setWidth(room.width() - KeyWidthMm);
    else
        room.setHeight(room.height() * 0.62);
    const QRectF inner = room.adjusted(EdgeRoomMm, EdgeRoomMm, -EdgeRoomMm, -EdgeRoomMm);

    layout.unit = statedUnit(table.unit);
    layout.mmPerUnit = diagramMillimetresPerUnit(table.size, table.unit, inner.size());
    const double scale = layout.mmPerUnit / millimetresPer(layout.unit);
    layout.ratio = 1.0 / scale;
    layout.scaleText
        = TableDiagram::tr("Scale 1 : %1 (1 %2 of table = %3 mm on paper)")
              .arg(QString::number(std::round(layout.ratio * 1000) / 1000, 'g', 6),
                   lengthUnitId(layout.unit), QString::number(layout.mmPerUnit, 'g', 6));
    const QSizeF drawn = table.size * scale;
    layout.table = QRectF(inner.left() + (inner.width() - drawn.width()) / 2,
                          inner.top() + (inner.height() - drawn.height()) / 2, drawn.width(),
                          drawn.height());
    layout.gridMm = table.grid.value_or(table.unit == LengthUnit::Inch
                                            ? toMillimetres(6, LengthUnit::Inch)
                                            : toMillimetres(10, LengthUnit::Centimetre));
    layout.pieces = pieceEdgeDistances(table, ruleset);

    SheetPage page;
    page.sheet = QStringLiteral("table");
    page.title = TableDiagram::tr("Table diagram");
    const QRectF &t = layout.table;
    const auto toPaper = [&t, scale](QPointF p) {
        return t.topLeft() + p * scale;
    };

    page.items.append(
        SheetItem::textItem(QRectF(printable.left(), printable.top(), printable.width(), 6.0),
                            TableDiagram::tr("%1: the table").arg(layout.title), 5.0, true,
                            Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("title")));
    page.items.append(SheetItem::textItem(
        QRectF(printable.left(), printable.top() + 6.5, printable.width(), 4.0),
        TableDiagram::tr("%1 \u00b7 table %2 x %3 \u00b7 grid every %4 \u00b7 distances from "
                         "each piece's bounding box to the nearest edges")
            .arg(layout.scaleText, lengthText(table.size.width(), layout.unit),
                 lengthText(table.size.height(), layout.unit),
                 lengthText(layout.gridMm, layout.unit)),
        SmallMm + 0.3, false, Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("scale")));

    // The grid and its numbers along the north and west edges.
    for (double x = layout.gridMm; x < table.size.width() - 1e-6; x += layout.gridMm) {
        page.items.append(SheetItem::line(toPaper({x, 0}), toPaper({x, table.size.height()}), 0.1,
                                          GridInk, QStringLiteral("grid")));
    }
    for (double y = layout.gridMm; y < table.size.height() - 1e-6; y += layout.gridMm) {
        page.items.append(SheetItem::line(toPaper({0, y}), toPaper({table.size.width(), y}), 0.1,
                                          GridInk, QStringLiteral("grid")));
    }
    for (double x = 0; x <= table.size.width() + 1e-6; x += layout.gridMm) {
        const QPointF p = toPaper({x, 0});
        page.items.append(
            SheetItem::textItem(QRectF(p.x() - 5, p.y() - 4.0, 10, 3.0),
                                lengthText(x, layout.unit).section(QLatin1Char(' '), 0, 0), 2.2,
                                false, Qt::AlignCenter, QStringLiteral("grid-number")));
    }
    for (double y = 0; y <= table.size.height() + 1e-6; y += layout.gridMm) {
        const QPointF p = toPaper({0, y});
        page.items.append(SheetItem::textItem(
            QRectF(p.x() - 7.5, p.y() - 1.5, 6.5, 3.0),
            lengthText(y, layout.unit).section(QLatin1Char(' '), 0, 0), 2.2, false,
            Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("grid-number")));
    }

    // Each edge named, with the sides whose deployment area lies along it.
    QMap<int, QStringList> deploying;
    for (const TableDeployment &area : table.deployment) {
        QRectF bounds;
        for (const TableShape &shape : area.shapes)
            bounds = bounds.united(shape.boundingRect());
        const QString name = sideName(scenario, area.side);
        // The edge the area lies along: the one nearest its centre (a strip along the west
        // edge also touches north and south, but is the west edge's).
        const QPointF c = bounds.center();
        const QList<QPair<double, TableEdge>> distances {
            {c.y(), TableEdge::North},
            {table.size.width() - c.x(), TableEdge::East},
            {table.size.height() - c.y(), TableEdge::South},
            {c.x(), TableEdge::West}};
        const auto nearest
            = std::min_element(distances.cbegin(), distances.cend(),
                               [](const auto &x, const auto &y) { return x.first < y.first; });
        if (!deploying[int(nearest->second)].contains(name))
            deploying[int(nearest->second)].append(name);
    }
    const auto edgeLabel = [&](TableEdge edge) {
        QString text = TableDiagram::tr("%1 edge").arg(tableEdgeName(edge));
        const QStringList sides = deploying.value(int(edge));
        if (!sides.isEmpty())
            text += TableDiagram::tr(": %1 deploys here").arg(sides.join(QStringLiteral(", ")));
        return text;
    };
    page.items.append(SheetItem::textItem(QRectF(t.left(), t.top() - 8.5, t.width(), 3.5),
                                          edgeLabel(TableEdge::North), SmallMm, true,
                                          Qt::AlignCenter, QStringLiteral("edge")));
    page.items.append(SheetItem::textItem(QRectF(t.left(), t.bottom() + 1.0, t.width(), 3.5),
                                          edgeLabel(TableEdge::South), SmallMm, true,
                                          Qt::AlignCenter, QStringLiteral("edge")));
    // West and east inside the table, at the top left and the bottom right, with arrows.
    page.items.append(SheetItem::textItem(QRectF(t.left() + 0.8, t.top() + 0.8, t.width() / 2, 3.0),
                                          QStringLiteral("\u2190 ") + edgeLabel(TableEdge::West),
                                          2.2, true, Qt::AlignLeft | Qt::AlignVCenter,
                                          QStringLiteral("edge")));
    page.items.append(
        SheetItem::textItem(QRectF(t.center().x() - 0.8, t.bottom() - 3.8, t.width() / 2, 3.0),
                            edgeLabel(TableEdge::East) + QStringLiteral(" \u2192"), 2.2, true,
                            Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("edge")));

    // Each piece's name at its centre, its dimension lines to the two nearest edges.
    for (int i = 0; i < layout.pieces.size(); ++i) {
        const PieceEdgeDistances &d = layout.pieces.at(i);
        const QRectF box(toPaper(d.bounds.topLeft()), toPaper(d.bounds.bottomRight()));
        SheetItem label
            = SheetItem::textItem(QRectF(box.center().x() - 20, box.center().y() - 1.6, 40, 3.2),
                                  QStringLiteral("%1 %2").arg(i + 1).arg(d.name), 2.2, true,
                                  Qt::AlignCenter, QStringLiteral("piece-name"));
        label.source = d.pieceId;
        page.items.append(label);
        if (!options.dimensions)
            continue;
        const double cy = box.center().y();
        const double cx = box.center().x();
        if (d.acrossMm > 0.5) {
            const double edgeX = d.across == TableEdge::West ? t.left() : t.right();
            const double pieceX = d.across == TableEdge::West ? box.left() : box.right();
            for (SheetItem item :
                 dimension({edgeX, cy}, {pieceX, cy}, lengthText(d.acrossMm, layout.unit), true)) {
                item.source = d.pieceId;
                page.items.append(item);
            }
        }
        if (d.alongMm > 0.5) {
            const double edgeY = d.along == TableEdge::North ? t.top() : t.bottom();
            const double pieceY = d.along == TableEdge::North ? box.top() : box.bottom();
            for (SheetItem item :
                 dimension({cx, edgeY}, {cx, pieceY}, lengthText(d.alongMm, layout.unit), false)) {
                item.source = d.pieceId;
                page.items.append(item);
            }
        }
    }
    for (const TableObjective &objective : table.objectives) {
        const QPointF p = toPaper(objective.at.toPointF());
        page.items.append(SheetItem::textItem(
            QRectF(p.x() + 3.2, p.y() - 1.5, 12, 3.0),
            objective.label.isEmpty() ? objective.id : objective.label, 2.4, true,
            Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("objective")));
    }

    // The key: every piece, then the objectives and the deployment areas.
    QStringList key;
    for (int i = 0; i < layout.pieces.size(); ++i) {
        const PieceEdgeDistances &d = layout.pieces.at(i);
        const QString traits = d.traits.isEmpty() ? TableDiagram::tr("no rules")
                                                  : d.traits.join(QStringLiteral(", "));
        key.append(TableDiagram::tr("%1. %2 (%3): %4. %5 x %6; %7 from %8, %9 from %10.")
                       .arg(i + 1)
                       .arg(d.name, d.pieceId, traits, lengthText(d.bounds.width(), layout.unit),
                            lengthText(d.bounds.height(), layout.unit),
                            lengthText(d.acrossMm, layout.unit), tableEdgeName(d.across),
                            lengthText(d.alongMm, layout.unit))
                       .arg(tableEdgeName(d.along)));
    }
    for (const TableObjective &objective : table.objectives)
        key.append(TableDiagram::tr("Objective %1 (%2): %3 from West, %4 from North.")
                       .arg(objective.label.isEmpty() ? objective.id : objective.label,
                            objective.id, lengthText(objective.at.x, layout.unit),
                            lengthText(objective.at.y, layout.unit)));
    for (const TableDeployment &area : table.deployment) {
        QStringList shapes;
        for (const TableShape &shape : area.shapes) {
            const QRectF b = shape.boundingRect();
            shapes.append(
                TableDiagram::tr("%1 x %2 at %3 from West, %4 from North")
                    .arg(lengthText(b.width(), layout.unit), lengthText(b.height(), layout.unit),
                         lengthText(b.left(), layout.unit), lengthText(b.top(), layout.unit)));
        }
        key.append(TableDiagram::tr("Deployment area of %1: %2.")
                       .arg(sideName(scenario, area.side), shapes.join(QStringLiteral("; "))));
    }

    const QFont keyFont = sheetFont(KeyFontMm);
    const double lineHeight = sheetLineHeight(keyFont) * 1.08;
    QRectF keyArea = keyBeside
        ? QRectF(room.right() + 2.0, room.top(), KeyWidthMm - 2.0, room.height())
        : QRectF(printable.left(), room.bottom() + 2.0, printable.width(),
                 printable.bottom() - room.bottom() - 2.0);
    double y = keyArea.top();
    page.items.append(SheetItem::textItem(
        QRectF(keyArea.left(), y, keyArea.width(), 5.0), TableDiagram::tr("Key"), 3.6, true,
        Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("heading")));
    y += 5.5;
    for (const QString &entry : key) {
        const QStringList lines = sheetWrap(entry, keyFont, keyArea.width() - 3.0);
        if (y + lines.size() * lineHeight > keyArea.bottom()) {
            // The rest of the key on a page of its own.
            layout.pages.append(page);
            page = SheetPage();
            page.sheet = QStringLiteral("table");
            page.title = TableDiagram::tr("Table diagram: key");
            keyArea = printable;
            y = keyArea.top();
        }
        for (qsizetype l = 0; l < lines.size(); ++l) {
            page.items.append(SheetItem::textItem(
                QRectF(keyArea.left() + (l > 0 ? 3.0 : 0.0), y, keyArea.width(), lineHeight),
                lines.at(l), KeyFontMm, false, Qt::AlignLeft | Qt::AlignVCenter,
                QStringLiteral("key")));
            y += lineHeight;
        }
        y += lineHeight * 0.25;
    }
    layout.pages.append(page);
    for (int i = 0; i < layout.pages.size(); ++i) {
        layout.pages[i].pageOfSheet = i + 1;
        layout.pages[i].pagesOfSheet = int(layout.pages.size());
    }
    return layout;
}

std::unique_ptr<SheetDocument> makeTableDiagram(const Ruleset &ruleset, const Scenario &scenario,
                                                const TableDiagramOptions &options)
{
    return std::make_unique<TableDiagramDocument>(ruleset, scenario, options);
}

} // namespace hexwright
