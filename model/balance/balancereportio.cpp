// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// A balance report's JSON (hexwright-balance/1): written canonically by QJsonDocument (keys
// sorted, indented), read back through the YAML tree (a JSON file is YAML) so that every
// problem has its line and column and an unknown key its did-you-mean.

#include "balance/balancereport.h"

#include "io/safefile.h"
#include "io/schemareader.h"
#include "io/yamltree.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <utility>

namespace hexwright {

namespace {

/// A report of 100,000 games is about 25 MB.
constexpr qint64 MaxReportBytes = 64 * 1024 * 1024;

QString tr(const char *text)
{
    return QCoreApplication::translate("hexwright::BalanceReport", text);
}

QJsonArray toArray(const QStringList &list)
{
    QJsonArray a;
    for (const QString &s : list)
        a.append(s);
    return a;
}

QJsonValue placeJson(const Place &place)
{
    if (const auto *hex = std::get_if<OffsetCoord>(&place))
        return QJsonObject {{QStringLiteral("hex"), QJsonArray {hex->col, hex->row}}};
    const auto &point = std::get<TablePoint>(place);
    return QJsonObject {{QStringLiteral("point"), QJsonArray {point.x, point.y}}};
}

/// Kills are shares of losses: three decimals are plenty, and keep the file readable.
double rounded(double value)
{
    return std::round(value * 1000) / 1000;
}

QJsonObject gameJson(const BalanceGame &g)
{
    QJsonObject o {{QStringLiteral("seed"), QString::number(g.seed)},
                   {QStringLiteral("over"), g.over},
                   {QStringLiteral("winner"), g.winner},
                   {QStringLiteral("result"), g.result},
                   {QStringLiteral("reason"), g.reason},
                   {QStringLiteral("turns"), g.turns},
                   {QStringLiteral("actions"), g.actions}};
    if (g.swapped)
        o.insert(QStringLiteral("swapped"), true);
    if (g.capped)
        o.insert(QStringLiteral("capped"), true);
    if (!g.error.isEmpty())
        o.insert(QStringLiteral("error"), g.error);
    return o;
}

QJsonObject firstPlayerJson(const BalanceFirstPlayer &f)
{
    QJsonObject o {{QStringLiteral("applicable"), f.applicable}};
    if (!f.applicable) {
        o.insert(QStringLiteral("reason"), f.reason);
        return o;
    }
    o.insert(QStringLiteral("names"), toArray(f.names));
    o.insert(QStringLiteral("sides"), toArray(f.sides));
    o.insert(QStringLiteral("as_written"),
             QJsonObject {
                 {QStringLiteral("games"), f.gamesAsWritten},
                 {QStringLiteral("wins"), QJsonArray {f.winsAsWritten[0], f.winsAsWritten[1]}}});
    o.insert(
        QStringLiteral("swapped"),
        QJsonObject {{QStringLiteral("games"), f.gamesSwapped},
                     {QStringLiteral("wins"), QJsonArray {f.winsSwapped[0], f.winsSwapped[1]}}});
    return o;
}

// Reading -------------------------------------------------------------------------------

constexpr int MaxCount = 1'000'000'000;

/// Reads the report's parts; problems go to the context.
class ReportReader
{
public:
    explicit ReportReader(ReadContext &context)
        : m_context(context)
    { }

    std::optional<BalanceReport> read(const YamlNode *root);

private:
    std::optional<quint64> seed(MappingReader &m, const char *key);
    QStringList strings(MappingReader &m, const char *key);
    QString text(MappingReader &m, const char *key);
    void readSide(const YamlNode *node, BalanceReport &r);
    void readGame(const YamlNode *node, BalanceReport &r);
    void readUnitType(const YamlNode *node, BalanceReport &r);
    void readHeat(const YamlNode *node, BalanceReport &r);
    void readFirstPlayer(const YamlNode *node, BalanceReport &r);
    /// The sequence of exactly two @p items at @p key of @p m, else nothing (and a problem).
    const YamlNode *pair(MappingReader &m, const char *key, const char *items);
    /// Reads a list at @p key of @p m, each item with @p one.
    template<typename F> void list(MappingReader &m, const char *key, F one)
    {
        if (const YamlNode *n = m.required(key)) {
            if (const YamlNode *seq = expectSequence(m_context, n, valueName(key, m.what()))) {
                for (const YamlNode *item : seq->items)
                    one(item);
            }
        }
    }

    ReadContext &m_context;
};

std::optional<quint64> ReportReader::seed(MappingReader &m, const char *key)
{
    const YamlNode *n = m.required(key);
    if (!n)
        return std::nullopt;
    bool ok = false;
    const quint64 value = n->isScalar() ? n->scalar.toULongLong(&ok) : 0;
    if (!ok) {
        m_context.report(n, QStringLiteral("invalid-value"),
                         QStringLiteral("%1 must be a whole number written as text, not %2")
                             .arg(valueName(key, m.what()), n->describe()));
        return std::nullopt;
    }
    return value;
}

QStringList ReportReader::strings(MappingReader &m, const char *key)
{
    QStringList out;
    if (const YamlNode *n = m.required(key)) {
        if (const YamlNode *seq = expectSequence(m_context, n, valueName(key, m.what()))) {
            for (const YamlNode *item : seq->items) {
                if (const auto s = readString(m_context, item, valueName(key, m.what())))
                    out.append(*s);
            }
        }
    }
    return out;
}

QString ReportReader::text(MappingReader &m, const char *key)
{
    const YamlNode *n = m.required(key);
    if (!n)
        return {};
    return readString(m_context, n, valueName(key, m.what())).value_or(QString());
}

const YamlNode *ReportReader::pair(MappingReader &m, const char *key, const char *items)
{
    const YamlNode *n = m.required(key);
    if (!n)
        return nullptr;
    const QString name = valueName(key, m.what());
    const YamlNode *seq = expectSequence(m_context, n, name);
    if (seq && seq->items.size() != 2) {
        m_context.report(seq, QStringLiteral("invalid-value"),
                         QStringLiteral("%1 must hold two %2").arg(name, QLatin1String(items)));
        return nullptr;
    }
    return seq;
}

void ReportReader::readSide(const YamlNode *node, BalanceReport &r)
{
    MappingReader m(m_context, node, QStringLiteral("a side"));
    if (!m.isValid())
        return;
    BalanceSide s;
    s.id = text(m, "id");
    s.name = text(m, "name");
    s.colours = strings(m, "colours");
    s.wins = m.requiredInt("wins", 0, MaxCount).value_or(0);
    s.losses = m.requiredInt("losses", 0, MaxCount).value_or(0);
    s.draws = m.requiredInt("draws", 0, MaxCount).value_or(0);
    s.piecesLost = m.requiredInt("pieces_lost", 0, MaxCount).value_or(0);
    r.sides.append(s);
}

void ReportReader::readGame(const YamlNode *node, BalanceReport &r)
{
    MappingReader m(m_context, node, QStringLiteral("a game"));
    if (!m.isValid())
        return;
    BalanceGame g;
    g.seed = seed(m, "seed").value_or(0);
    g.over = m.requiredBool("over").value_or(false);
    g.winner = text(m, "winner");
    g.result = text(m, "result");
    g.reason = text(m, "reason");
    g.turns = m.requiredInt("turns", 0, MaxCount).value_or(0);
    g.actions = m.requiredInt("actions", 0, MaxCount).value_or(0);
    if (const YamlNode *n = m.optional("swapped"))
        g.swapped = readBool(m_context, n, valueName("swapped", m.what())).value_or(false);
    if (const YamlNode *n = m.optional("capped"))
        g.capped = readBool(m_context, n, valueName("capped", m.what())).value_or(false);
    if (const YamlNode *n = m.optional("error"))
        g.error = readString(m_context, n, valueName("error", m.what())).value_or(QString());
    r.games.append(g);
}

void ReportReader::readUnitType(const YamlNode *node, BalanceReport &r)
{
    MappingReader m(m_context, node, QStringLiteral("a unit type"));
    if (!m.isValid())
        return;
    BalanceUnitType u;
    u.side = text(m, "side");
    u.type = text(m, "type");
    u.name = text(m, "name");
    u.pieces = m.requiredInt("pieces", 0, MaxCount).value_or(0);
    u.survived = m.requiredInt("survived", 0, MaxCount).value_or(0);
    u.lost = m.requiredInt("lost", 0, MaxCount).value_or(0);
    u.kills = m.requiredNumber("kills", 0, MaxCount).value_or(0);
    r.unitTypes.append(u);
}

void ReportReader::readHeat(const YamlNode *node, BalanceReport &r)
{
    MappingReader m(m_context, node, QStringLiteral("a place of the heat map"));
    if (!m.isValid())
        return;
    BalanceHeatCell c;
    if (const YamlNode *p = m.required("place")) {
        MappingReader place(m_context, p, QStringLiteral("a place"));
        const bool hex = place.has("hex");
        const char *key = hex ? "hex" : "point";
        if (const YamlNode *seq = pair(place, key, "numbers")) {
            if (hex) {
                const auto col = readInt(m_context, seq->items[0], QStringLiteral("a column"),
                                         -MaxCount, MaxCount);
                const auto row = readInt(m_context, seq->items[1], QStringLiteral("a row"),
                                         -MaxCount, MaxCount);
                c.place = OffsetCoord {col.value_or(0), row.value_or(0)};
            } else {
                const auto x = readNumber(m_context, seq->items[0], QStringLiteral("x"), -1e9, 1e9);
                const auto y = readNumber(m_context, seq->items[1], QStringLiteral("y"), -1e9, 1e9);
                c.place = TablePoint(x.value_or(0), y.value_or(0));
            }
        }
    }
    c.label = text(m, "label");
    c.losses = m.requiredInt("losses", 0, MaxCount).value_or(0);
    c.objectives = m.requiredInt("objectives", 0, MaxCount).value_or(0);
    r.heat.append(c);
}

void ReportReader::readFirstPlayer(const YamlNode *node, BalanceReport &r)
{
    MappingReader m(m_context, node, QStringLiteral("first_player"));
    if (!m.isValid())
        return;
    BalanceFirstPlayer &f = r.firstPlayer;
    f.applicable = m.requiredBool("applicable").value_or(false);
    if (!f.applicable) {
        f.reason = text(m, "reason");
        return;
    }
    f.names = strings(m, "names");
    f.sides = strings(m, "sides");
    auto order = [&](const char *key, int *games, int *wins) {
        const YamlNode *n = m.required(key);
        if (!n)
            return;
        MappingReader o(m_context, n, valueName(key, m.what()));
        if (!o.isValid())
            return;
        *games = o.requiredInt("games", 0, MaxCount).value_or(0);
        if (const YamlNode *seq = pair(o, "wins", "counts")) {
            for (int i = 0; i < 2; ++i)
                wins[i] = readInt(m_context, seq->items[size_t(i)], QStringLiteral("a count"), 0,
                                  MaxCount)
                              .value_or(0);
        }
    };
    order("as_written", &f.gamesAsWritten, f.winsAsWritten);
    order("swapped", &f.gamesSwapped, f.winsSwapped);
}

std::optional<BalanceReport> ReportReader::read(const YamlNode *root)
{
    MappingReader m(m_context, root, QStringLiteral("the balance report"));
    if (!m.isValid())
        return std::nullopt;
    if (const YamlNode *f = m.required("format")) {
        if (!f->isScalar() || f->scalar != QLatin1String(BalanceReportFormat)) {
            m_context.report(f, QStringLiteral("unknown-format"),
                             QStringLiteral("not a balance report: format must be %1, not %2")
                                 .arg(QLatin1String(BalanceReportFormat), f->describe()));
            return std::nullopt;
        }
    }
    BalanceReport r;
    r.title = text(m, "title");
    r.scenarioPath = text(m, "scenario");
    r.familyId = text(m, "family");
    if (const auto board = m.requiredChoice("board", boardKindIds()))
        r.board = parseBoardKind(boardKindIds().at(*board)).value_or(BoardKind::Hex);
    r.agents = strings(m, "agents");
    r.seed = seed(m, "seed").value_or(0);
    r.maxActions = m.requiredInt("max_actions", 1, MaxCount).value_or(1);
    r.gamesRequested = m.requiredInt("games_requested", 0, MaxCount).value_or(0);
    r.cancelled = m.requiredBool("cancelled").value_or(false);
    list(m, "sides", [&](const YamlNode *n) { readSide(n, r); });
    list(m, "games", [&](const YamlNode *n) { readGame(n, r); });
    list(m, "unit_types", [&](const YamlNode *n) { readUnitType(n, r); });
    list(m, "heat", [&](const YamlNode *n) { readHeat(n, r); });
    if (const YamlNode *f = m.required("first_player"))
        readFirstPlayer(f, r);
    r.provisional = strings(m, "provisional");
    return r;
}

} // namespace

QByteArray BalanceReport::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("format"), QLatin1String(BalanceReportFormat));
    o.insert(QStringLiteral("title"), title);
    o.insert(QStringLiteral("scenario"), scenarioPath);
    o.insert(QStringLiteral("family"), familyId);
    o.insert(QStringLiteral("board"), boardKindId(board));
    o.insert(QStringLiteral("agents"), toArray(agents));
    o.insert(QStringLiteral("seed"), QString::number(seed));
    o.insert(QStringLiteral("max_actions"), maxActions);
    o.insert(QStringLiteral("games_requested"), gamesRequested);
    o.insert(QStringLiteral("cancelled"), cancelled);
    QJsonArray sideArray;
    for (const BalanceSide &s : sides)
        sideArray.append(QJsonObject {{QStringLiteral("id"), s.id},
                                      {QStringLiteral("name"), s.name},
                                      {QStringLiteral("colours"), toArray(s.colours)},
                                      {QStringLiteral("wins"), s.wins},
                                      {QStringLiteral("losses"), s.losses},
                                      {QStringLiteral("draws"), s.draws},
                                      {QStringLiteral("pieces_lost"), s.piecesLost}});
    o.insert(QStringLiteral("sides"), sideArray);
    QJsonArray gameArray;
    for (const BalanceGame &g : games)
        gameArray.append(gameJson(g));
    o.insert(QStringLiteral("games"), gameArray);
    QJsonArray typeArray;
    for (const BalanceUnitType &u : unitTypes)
        typeArray.append(QJsonObject {{QStringLiteral("side"), u.side},
                                      {QStringLiteral("type"), u.type},
                                      {QStringLiteral("name"), u.name},
                                      {QStringLiteral("pieces"), u.pieces},
                                      {QStringLiteral("survived"), u.survived},
                                      {QStringLiteral("lost"), u.lost},
                                      {QStringLiteral("kills"), rounded(u.kills)}});
    o.insert(QStringLiteral("unit_types"), typeArray);
    QJsonArray heatArray;
    for (const BalanceHeatCell &c : heat)
        heatArray.append(QJsonObject {{QStringLiteral("place"), placeJson(c.place)},
                                      {QStringLiteral("label"), c.label},
                                      {QStringLiteral("losses"), c.losses},
                                      {QStringLiteral("objectives"), c.objectives}});
    o.insert(QStringLiteral("heat"), heatArray);
    o.insert(QStringLiteral("first_player"), firstPlayerJson(firstPlayer));
    o.insert(QStringLiteral("provisional"), toArray(provisional));
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

std::optional<BalanceReport> BalanceReport::fromJson(const QByteArray &json,
                                                     const QString &fileName, QString *error)
{
    Diagnostics diagnostics;
    YamlLimits limits;
    limits.maxBytes = MaxReportBytes;
    limits.maxNodes = 20'000'000;
    const std::unique_ptr<YamlDocument> doc
        = YamlDocument::parse(json, fileName, diagnostics, limits);
    std::optional<BalanceReport> report;
    if (doc && doc->root()) {
        ReadContext context(fileName, diagnostics);
        ReportReader reader(context);
        report = reader.read(doc->root());
    }
    if (hasErrors(diagnostics) || !report) {
        if (error) {
            // Every problem, in file order (the first few): a missing key is reported where
            // its mapping starts, an unknown one where it stands.
            std::stable_sort(diagnostics.begin(), diagnostics.end(),
                             [](const Diagnostic &a, const Diagnostic &b) {
                                 return std::pair(a.line, a.column) < std::pair(b.line, b.column);
                             });
            QStringList lines;
            for (const Diagnostic &d : diagnostics.mid(0, 5))
                lines.append(d.toText());
            *error = lines.isEmpty()
                ? QStringLiteral("%1: %2").arg(fileName, tr("not a balance report"))
                : lines.join(QLatin1Char('\n'));
        }
        return std::nullopt;
    }
    return report;
}

std::optional<BalanceReport> readBalanceReportFile(const QString &path, QString *error)
{
    FileReadError why;
    const std::optional<QByteArray> bytes = readRegularFile(path, MaxReportBytes, &why);
    if (!bytes) {
        if (error)
            *error = QStringLiteral("%1: error[%2]: %3")
                         .arg(escapeControlCharacters(path), why.code, why.message);
        return std::nullopt;
    }
    return BalanceReport::fromJson(*bytes, path, error);
}

bool writeBalanceReportFile(const BalanceReport &report, const QString &path, QString *error)
{
    return writeFileAtomically(path, report.toJson(), error);
}

} // namespace hexwright
