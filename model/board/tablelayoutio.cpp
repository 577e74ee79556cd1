// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/tablelayoutio.h"

#include "io/schemacomment.h"
#include "io/schemareader.h"
#include "io/yamltree.h"

#include <QCoreApplication>

#include <cmath>
#include <limits>

namespace hexwright {

namespace {

constexpr double Unbounded = std::numeric_limits<double>::max();

SourcePosition positionOf(const YamlNode *node)
{
    return node ? SourcePosition {node->line, node->column} : SourcePosition {};
}

/// "36 x 24 in": how messages name a table's size.
QString sizeText(QSizeF size, LengthUnit unit)
{
    return QStringLiteral("%1 x %2 %3")
        .arg(QString::number(fromMillimetres(size.width(), unit), 'g', 6),
             QString::number(fromMillimetres(size.height(), unit), 'g', 6), lengthUnitId(unit));
}

QString maxSideText(LengthUnit unit)
{
    return QCoreApplication::translate("TableLayout",
                                       "Hexwright's tables are at most 10 m (%1) "
                                       "a side")
        .arg(formatLength(MaxTableSide, unit));
}

class TableReader
{
public:
    TableReader(ReadContext &context, const TableReadOptions &options)
        : m_context(context)
        , m_options(options)
    { }

    std::optional<TableLayout> read(const YamlNode *node);
    /// One point in @p unit, for readTablePoint().
    std::optional<QPointF> readPoint(const YamlNode *node, const QString &name, LengthUnit unit)
    {
        m_t.unit = unit;
        return point(node, name);
    }

private:
    bool readTable(const YamlNode *node);
    /// A number in the table's unit, as millimetres; any value a double holds.
    std::optional<double> number(const YamlNode *node, const QString &name)
    {
        const auto value = readNumber(m_context, node, name, -Unbounded, Unbounded);
        if (!value)
            return std::nullopt;
        return toMillimetres(*value, m_t.unit);
    }
    std::optional<double> size(const YamlNode *node, const QString &name, bool zeroAllowed);
    std::optional<double> coordinate(const YamlNode *node, const QString &name);
    /// Two numbers, [x, y] or [width, height].
    std::optional<std::pair<const YamlNode *, const YamlNode *>>
    pair(const YamlNode *node, const QString &name, const char *form);
    std::optional<QPointF> point(const YamlNode *node, const QString &name);
    std::optional<TableShape> shape(MappingReader &in);
    void piece(MappingReader &in);
    void objective(MappingReader &in);
    void deployment(MappingReader &in);
    /// The list under @p key, or nothing after reporting that it has more than @p maximum.
    const YamlNode *boundedList(MappingReader &in, const char *key, qsizetype maximum,
                                const QString &what);
    void warnIfOffTable(const YamlNode *at, const QRectF &box, const QString &what);

    ReadContext &m_context;
    const TableReadOptions &m_options;
    TableLayout m_t;
};

std::optional<double> TableReader::size(const YamlNode *node, const QString &name, bool zeroAllowed)
{
    const auto value = number(node, name);
    if (!value)
        return std::nullopt;
    if (*value < 0 || (*value == 0 && !zeroAllowed)) {
        m_context.report(node, QStringLiteral("out-of-range"),
                         QStringLiteral("%1 must be more than 0, found %2")
                             .arg(name, quoteForMessage(node->scalar)));
        return std::nullopt;
    }
    if (*value > MaxTableSide) {
        m_context.report(node, QStringLiteral("table-too-large"),
                         QStringLiteral("%1 is %2: %3")
                             .arg(name, formatLength(*value, m_t.unit), maxSideText(m_t.unit)));
        return std::nullopt;
    }
    return value;
}

std::optional<double> TableReader::coordinate(const YamlNode *node, const QString &name)
{
    const auto value = number(node, name);
    if (value && (*value < -MaxTableSide || *value > 2 * MaxTableSide)) {
        m_context.report(node, QStringLiteral("table-too-large"),
                         QStringLiteral("%1 is %2, more than 10 m off the table: %3")
                             .arg(name, formatLength(*value, m_t.unit), maxSideText(m_t.unit)));
        return std::nullopt;
    }
    return value;
}

std::optional<std::pair<const YamlNode *, const YamlNode *>>
TableReader::pair(const YamlNode *node, const QString &name, const char *form)
{
    if (!node)
        return std::nullopt;
    if (!node->isSequence() || node->items.size() != 2) {
        m_context.report(node, QStringLiteral("wrong-type"),
                         QStringLiteral("expected %1 for %2, found %3")
                             .arg(QLatin1String(form), name, node->describe()));
        return std::nullopt;
    }
    return std::make_pair(node->items.at(0), node->items.at(1));
}

std::optional<QPointF> TableReader::point(const YamlNode *node, const QString &name)
{
    const auto xy = pair(node, name, "[x, y]");
    if (!xy)
        return std::nullopt;
    const auto x = coordinate(xy->first, QStringLiteral("x of ") + name);
    const auto y = coordinate(xy->second, QStringLiteral("y of ") + name);
    if (!x || !y)
        return std::nullopt;
    return QPointF(*x, *y);
}

std::optional<TableShape> TableReader::shape(MappingReader &in)
{
    // Every shape key is asked for whatever the kind, so that a key of another kind gets
    // its own message rather than "unknown key".
    const auto kind = in.requiredChoice("shape", tableShapeKindIds());
    const YamlNode *atNode = in.optional("at");
    const YamlNode *sizeNode = in.optional("size");
    const YamlNode *rotationNode = in.optional("rotation");
    const YamlNode *pointsNode = in.optional("points");
    if (!kind)
        return std::nullopt;
    TableShape s;
    s.kind = TableShape::Kind(*kind);
    bool ok = true;
    if (rotationNode) {
        const auto rotation
            = readNumber(m_context, rotationNode, valueName("rotation", in.what()), -360, 360);
        ok = rotation.has_value();
        s.rotation = rotation.value_or(0);
    }
    const auto notFor = [&](const YamlNode *node, const char *key, const QString &why) {
        m_context.report(node, QStringLiteral("wrong-key"),
                         QStringLiteral("%1 is not used by %2 in %3: %4")
                             .arg(QLatin1String(key), tableShapeKindId(s.kind), in.what(), why));
        ok = false;
    };
    if (s.kind == TableShape::Kind::Polygon) {
        if (sizeNode)
            notFor(sizeNode, "size", QStringLiteral("its points give its size"));
        if (atNode) {
            const auto at = point(atNode, valueName("at", in.what()));
            ok = ok && at.has_value();
            s.at = at.value_or(QPointF());
        }
        const YamlNode *list = in.required("points");
        const QString name = valueName("points", in.what());
        if (!expectSequence(m_context, list, name))
            return std::nullopt;
        if (list->items.size() > size_t(MaxPolygonPoints) || list->items.size() < 3) {
            m_context.report(list, QStringLiteral("out-of-range"),
                             QStringLiteral("%1 has %2 points; a polygon has 3 to %3")
                                 .arg(name)
                                 .arg(list->items.size())
                                 .arg(MaxPolygonPoints));
            return std::nullopt;
        }
        s.points.reserve(qsizetype(list->items.size()));
        for (const YamlNode *item : list->items) {
            const auto p = point(item, name);
            ok = ok && p.has_value();
            s.points.append(p.value_or(QPointF()));
        }
        if (ok && s.area() == 0) {
            m_context.report(list, QStringLiteral("out-of-range"),
                             QStringLiteral("%1 enclose no area").arg(name));
            ok = false;
        }
        return ok ? std::optional<TableShape>(s) : std::nullopt;
    }
    if (pointsNode)
        notFor(pointsNode, "points", QStringLiteral("only polygons have points"));
    const auto at = point(in.required("at"), valueName("at", in.what()));
    const auto extent = pair(in.required("size"), valueName("size", in.what()),
                             s.kind == TableShape::Kind::Ellipse ? "[width, height] (diameters)"
                                                                 : "[width, height]");
    if (!at || !extent)
        return std::nullopt;
    const auto width = size(extent->first, QStringLiteral("width in ") + in.what(), false);
    const auto height = size(extent->second, QStringLiteral("height in ") + in.what(), false);
    if (!ok || !width || !height)
        return std::nullopt;
    s.at = *at;
    s.size = QSizeF(*width, *height);
    return s;
}

const YamlNode *TableReader::boundedList(MappingReader &in, const char *key, qsizetype maximum,
                                         const QString &what)
{
    const YamlNode *list = in.optional(key);
    if (!list || !expectSequence(m_context, list, valueName(key, in.what())))
        return nullptr;
    if (qsizetype(list->items.size()) > maximum) {
        m_context.report(list, QStringLiteral("too-many"),
                         QStringLiteral("the table has %1 %2; Hexwright's tables have at most %3")
                             .arg(list->items.size())
                             .arg(what)
                             .arg(maximum));
        return nullptr;
    }
    return list;
}

void TableReader::warnIfOffTable(const YamlNode *at, const QRectF &box, const QString &what)
{
    const QRectF table(QPointF(), m_t.size);
    constexpr double slack = 1e-6;
    if (table.adjusted(-slack, -slack, slack, slack).contains(box))
        return;
    const bool partly = table.intersects(box);
    m_context.report(at, QStringLiteral("off-table"),
                     QStringLiteral("%1 lies %2 the %3 table")
                         .arg(what,
                              partly ? QStringLiteral("partly outside") : QStringLiteral("outside"),
                              sizeText(m_t.size, m_t.unit)),
                     Severity::Warning);
}

void TableReader::piece(MappingReader &in)
{
    TablePiece p;
    p.position = positionOf(in.node());
    p.id = in.requiredId("id").value_or(QString());
    if (const YamlNode *n = in.optional("name"))
        p.name = readText(m_context, n, valueName("name", in.what())).value_or(QString());
    const auto s = shape(in);
    if (const YamlNode *t = in.optional("traits")) {
        const QString name = valueName("traits", in.what());
        if (m_options.traits) {
            p.traits = readRefs(m_context, t, name, QStringLiteral("trait"), *m_options.traits);
        } else if (const YamlNode *list = expectSequence(m_context, t, name)) {
            for (const YamlNode *item : list->items) {
                if (auto id = readId(m_context, item, name))
                    p.traits.append(*id);
            }
        }
    }
    if (const YamlNode *h = in.optional("height"))
        p.height = size(h, valueName("height", in.what()), true);
    if (!s)
        return;
    p.shape = *s;
    warnIfOffTable(in.node(), p.shape.boundingRect(), in.what());
    m_t.pieces.append(p);
}

void TableReader::objective(MappingReader &in)
{
    TableObjective o;
    o.position = positionOf(in.node());
    o.id = in.requiredId("id").value_or(QString());
    const auto at = point(in.required("at"), valueName("at", in.what()));
    if (const YamlNode *l = in.optional("label"))
        o.label = readText(m_context, l, valueName("label", in.what())).value_or(QString());
    if (!at)
        return;
    o.at = TablePoint(*at);
    warnIfOffTable(in.node(), QRectF(*at, QSizeF()), in.what());
    m_t.objectives.append(o);
}

void TableReader::deployment(MappingReader &in)
{
    TableDeployment d;
    d.position = positionOf(in.node());
    d.id = in.requiredId("id").value_or(QString());
    const YamlNode *sideNode = in.required("side");
    const QString sideName = valueName("side", in.what());
    d.side = (m_options.sides
                  ? readRef(m_context, sideNode, sideName, QStringLiteral("side"), *m_options.sides)
                  : readId(m_context, sideNode, sideName))
                 .value_or(QString());
    const YamlNode *list = in.required("shapes");
    const QString name = valueName("shapes", in.what());
    if (!expectSequence(m_context, list, name))
        return;
    if (list->items.empty() || list->items.size() > size_t(MaxShapesPerArea)) {
        m_context.report(list, QStringLiteral("out-of-range"),
                         QStringLiteral("%1 has %2 shapes; an area has 1 to %3")
                             .arg(name)
                             .arg(list->items.size())
                             .arg(MaxShapesPerArea));
        return;
    }
    int index = 0;
    for (const YamlNode *item : list->items) {
        MappingReader shapeIn(m_context, item,
                              QStringLiteral("shape %1 of %2").arg(++index).arg(in.what()));
        if (!shapeIn.isValid())
            continue;
        if (const auto s = shape(shapeIn))
            d.shapes.append(*s);
    }
    m_t.deployment.append(d);
}

std::optional<TableLayout> TableReader::read(const YamlNode *node)
{
    const int errorsBefore = m_context.errorCount();
    // Unknown keys are reported when the table's MappingReader goes out of scope, at the end
    // of readTable(): they are counted here too.
    if (!readTable(node) || m_context.errorCount() != errorsBefore)
        return std::nullopt;
    return m_t;
}

bool TableReader::readTable(const YamlNode *node)
{
    MappingReader in(m_context, node, QStringLiteral("the table"));
    if (!in.isValid())
        return false;
    const auto unit = in.requiredChoice("unit", lengthUnitIds());
    if (!unit) {
        // Without the unit no number below can be read: one error, not one per number.
        for (const auto &[key, value] : in.entries()) {
            Q_UNUSED(value);
            in.accept(key->scalar);
        }
        return false;
    }
    m_t.unit = LengthUnit(*unit);
    if (const auto wh
        = pair(in.required("size"), valueName("size", in.what()), "[width, height]")) {
        const auto width = size(wh->first, QStringLiteral("the table's width"), false);
        const auto height = size(wh->second, QStringLiteral("the table's height"), false);
        m_t.size = QSizeF(width.value_or(0), height.value_or(0));
    }
    if (const YamlNode *g = in.optional("grid"))
        m_t.grid = size(g, valueName("grid", in.what()), false);
    if (const YamlNode *list
        = boundedList(in, "pieces", MaxTablePieces, QStringLiteral("pieces"))) {
        m_t.pieces.reserve(qsizetype(list->items.size()));
        forEachMapping(m_context, list, valueName("pieces", in.what()), QStringLiteral("piece"),
                       [this](MappingReader &item) { piece(item); });
    }
    if (const YamlNode *list
        = boundedList(in, "objectives", MaxTableObjectives, QStringLiteral("objectives"))) {
        forEachMapping(m_context, list, valueName("objectives", in.what()),
                       QStringLiteral("objective"),
                       [this](MappingReader &item) { objective(item); });
    }
    if (const YamlNode *list
        = boundedList(in, "deployment", MaxDeploymentAreas, QStringLiteral("deployment areas"))) {
        forEachMapping(m_context, list, valueName("deployment", in.what()),
                       QStringLiteral("deployment area"),
                       [this](MappingReader &item) { deployment(item); });
    }
    return true;
}

// --- Writing --------------------------------------------------------------------------------

YamlValue number(double millimetres, LengthUnit unit)
{
    const double value = fromMillimetres(millimetres, unit);
    return YamlValue::number(value == 0 ? 0.0 : value);
}

/// [a, b] inline: YamlValue has inline lists of text and of whole numbers only.
YamlValue numberPair(double a, double b, LengthUnit unit)
{
    YamlValue pair = YamlValue::inlineList(QList<int>());
    pair.append(number(a, unit));
    pair.append(number(b, unit));
    return pair;
}

void writeShape(YamlValue &out, const TableShape &shape, LengthUnit unit)
{
    out.insert("shape", YamlValue::scalar(tableShapeKindId(shape.kind)));
    if (shape.kind != TableShape::Kind::Polygon || !shape.at.isNull())
        out.insert("at", numberPair(shape.at.x(), shape.at.y(), unit));
    if (shape.kind != TableShape::Kind::Polygon)
        out.insert("size", numberPair(shape.size.width(), shape.size.height(), unit));
    if (shape.rotation != 0)
        out.insert("rotation", YamlValue::number(shape.rotation));
    if (shape.kind == TableShape::Kind::Polygon) {
        YamlValue points = YamlValue::sequence();
        for (const QPointF &p : shape.points)
            points.append(numberPair(p.x(), p.y(), unit));
        out.insert("points", points);
    }
}

} // namespace

std::optional<TableLayout> readTableLayout(ReadContext &context, const YamlNode *node,
                                           const TableReadOptions &options)
{
    return TableReader(context, options).read(node);
}

YamlValue tableLayoutValue(const TableLayout &layout)
{
    const LengthUnit unit = layout.unit;
    YamlValue t = YamlValue::mapping();
    t.insert("unit", YamlValue::scalar(lengthUnitId(unit)));
    t.insert("size", numberPair(layout.size.width(), layout.size.height(), unit));
    if (layout.grid)
        t.insert("grid", number(*layout.grid, unit));
    if (!layout.pieces.isEmpty()) {
        YamlValue pieces = YamlValue::sequence();
        for (const TablePiece &piece : layout.pieces) {
            YamlValue p = YamlValue::mapping();
            p.insert("id", YamlValue::scalar(piece.id));
            if (!piece.name.isEmpty())
                p.insert("name", YamlValue::scalar(piece.name));
            writeShape(p, piece.shape, unit);
            if (!piece.traits.isEmpty())
                p.insert("traits", YamlValue::inlineList(piece.traits));
            if (piece.height)
                p.insert("height", number(*piece.height, unit));
            pieces.append(p);
        }
        t.insert("pieces", pieces);
    }
    if (!layout.objectives.isEmpty()) {
        YamlValue objectives = YamlValue::sequence();
        for (const TableObjective &objective : layout.objectives) {
            YamlValue o = YamlValue::mapping();
            o.insert("id", YamlValue::scalar(objective.id));
            o.insert("at", numberPair(objective.at.x, objective.at.y, unit));
            if (!objective.label.isEmpty())
                o.insert("label", YamlValue::scalar(objective.label));
            objectives.append(o);
        }
        t.insert("objectives", objectives);
    }
    if (!layout.deployment.isEmpty()) {
        YamlValue areas = YamlValue::sequence();
        for (const TableDeployment &area : layout.deployment) {
            YamlValue d = YamlValue::mapping();
            d.insert("id", YamlValue::scalar(area.id));
            d.insert("side", YamlValue::scalar(area.side));
            YamlValue shapes = YamlValue::sequence();
            for (const TableShape &shape : area.shapes) {
                YamlValue s = YamlValue::mapping();
                writeShape(s, shape, unit);
                shapes.append(s);
            }
            d.insert("shapes", shapes);
            areas.append(d);
        }
        t.insert("deployment", areas);
    }
    return t;
}

namespace {

std::optional<TableLayout> readTableTop(ReadContext &context, const YamlDocument &document,
                                        const TableReadOptions &options)
{
    MappingReader top(context, document.root(), QStringLiteral("the table file"));
    if (!top.isValid()
        || checkFormat(context, top, QStringLiteral("hexwright-table"), TableFormatVersion) == 0)
        return std::nullopt;
    return readTableLayout(context, top.required("table"), options);
}

} // namespace

std::optional<TableLayout> readTableFile(const YamlDocument &document, Diagnostics &diagnostics,
                                         const TableReadOptions &options)
{
    ReadContext context(document.fileName(), diagnostics);
    auto layout = readTableTop(context, document, options);
    // Unknown top-level keys are reported after readTableLayout() returned.
    if (context.errorCount() > 0)
        return std::nullopt;
    return layout;
}

std::optional<TableLayout> loadTableFile(const QString &path, const QString &displayName,
                                         Diagnostics &diagnostics, const TableReadOptions &options)
{
    const auto document = YamlDocument::load(path, displayName, diagnostics);
    if (!document || !document->root())
        return std::nullopt;
    return readTableFile(*document, diagnostics, options);
}

QByteArray writeTableFile(const TableLayout &layout, const QString &schemaReference)
{
    YamlValue file = YamlValue::mapping();
    file.insert("format",
                YamlValue::scalar(QStringLiteral("hexwright-table/%1").arg(TableFormatVersion)));
    file.insert("table", tableLayoutValue(layout));
    return schemaCommentLine(QStringLiteral("hexwright-table"), schemaReference)
        + file.toDocument().toUtf8();
}

std::optional<TablePoint> readTablePoint(ReadContext &context, const YamlNode *node,
                                         const QString &name, LengthUnit unit)
{
    const TableReadOptions options;
    const auto p = TableReader(context, options).readPoint(node, name, unit);
    return p ? std::optional<TablePoint>(TablePoint(*p)) : std::nullopt;
}

YamlValue tablePointValue(TablePoint point, LengthUnit unit)
{
    return numberPair(point.x, point.y, unit);
}

} // namespace hexwright
