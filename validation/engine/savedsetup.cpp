// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/savedsetup.h"

#include "engine/agent.h"

#include "io/safefile.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSet>

namespace hexwright {

namespace {

/// The translation context of this file's texts.
struct SavedSetupText
{
    Q_DECLARE_TR_FUNCTIONS(SavedSetup)
};

constexpr qint64 MaxSetupBytes = 4 * 1024 * 1024;

/**
 * Where each value of a JSON text starts, by its JSON pointer ("/players/0/actions/2"), down
 * to @p maxDepth levels: QJsonDocument keeps no positions, and a message about an action must
 * name its line. The text has parsed already, so the scan trusts its shape.
 */
class JsonPositions
{
public:
    JsonPositions(const QByteArray &text, int maxDepth)
        : m_text(text)
        , m_maxDepth(maxDepth)
    {
        skipSpace();
        value(QString(), 0);
    }

    /// 1-based line and column of the value at @p pointer (the file's start if unknown).
    QPair<int, int> at(const QString &pointer) const
    {
        const qsizetype offset = m_offsets.value(pointer, 0);
        int line = 1;
        qsizetype lineStart = 0;
        for (qsizetype i = 0; i < offset && i < m_text.size(); ++i) {
            if (m_text.at(i) == '\n') {
                ++line;
                lineStart = i + 1;
            }
        }
        return {line, int(QString::fromUtf8(m_text.mid(lineStart, offset - lineStart)).size()) + 1};
    }

private:
    void skipSpace()
    {
        while (m_pos < m_text.size()
               && (m_text[m_pos] == ' ' || m_text[m_pos] == '\t' || m_text[m_pos] == '\n'
                   || m_text[m_pos] == '\r'))
            ++m_pos;
    }
    QString string()
    {
        const qsizetype start = ++m_pos; // past the quote
        while (m_pos < m_text.size() && m_text[m_pos] != '"')
            m_pos += m_text[m_pos] == '\\' ? 2 : 1;
        const QByteArray raw = m_text.mid(start, m_pos - start);
        ++m_pos;
        // Keys with escapes are rare; decode them through the JSON parser.
        const QJsonDocument doc = QJsonDocument::fromJson("[\"" + raw + "\"]");
        return doc.array().at(0).toString();
    }
    void value(const QString &pointer, int depth)
    {
        if (depth <= m_maxDepth)
            m_offsets.insert(pointer, m_pos);
        if (m_pos >= m_text.size())
            return;
        const char c = m_text[m_pos];
        if (c == '{' || c == '[') {
            const bool object = c == '{';
            ++m_pos;
            int index = 0;
            for (skipSpace(); m_pos < m_text.size() && m_text[m_pos] != (object ? '}' : ']');) {
                QString key = QString::number(index++);
                if (object) {
                    key = string();
                    skipSpace();
                    ++m_pos; // ':'
                    skipSpace();
                }
                value(pointer + QLatin1Char('/') + key, depth + 1);
                skipSpace();
                if (m_pos < m_text.size() && m_text[m_pos] == ',') {
                    ++m_pos;
                    skipSpace();
                }
            }
            ++m_pos;
        } else if (c == '"') {
            string();
        } else {
            while (m_pos < m_text.size() && !QByteArrayView(",]} \t\r\n").contains(m_text[m_pos]))
                ++m_pos;
        }
    }

    const QByteArray &m_text;
    int m_maxDepth;
    qsizetype m_pos = 0;
    QHash<QString, qsizetype> m_offsets;
};

QString located(const QString &path, int line, int column, const QString &why)
{
    return QStringLiteral("%1:%2:%3: %4").arg(path).arg(line).arg(column).arg(why);
}

QString located(const SavedSetup &setup, const SavedSetup::PlacedAction &a, const QString &why)
{
    return located(setup.path, a.line, a.column, why);
}

} // namespace

const SavedSetup::PlayerSetup *SavedSetup::player(const QString &name) const
{
    for (const PlayerSetup &p : players) {
        if (p.name == name)
            return &p;
    }
    return nullptr;
}

SavedSetup savedSetupOf(const GameSession &session)
{
    SavedSetup setup;
    const QList<QJsonObject> &log = session.log();
    if (!log.isEmpty()) {
        setup.scenario = log.first().value(QStringLiteral("scenario")).toString();
        setup.scenarioTitle = log.first().value(QStringLiteral("scenario_title")).toString();
    }
    auto playerNamed = [&setup](const QString &name) -> SavedSetup::PlayerSetup & {
        for (SavedSetup::PlayerSetup &p : setup.players) {
            if (p.name == name)
                return p;
        }
        setup.players.append({name, {}, 0, 0});
        return setup.players.last();
    };
    for (const QJsonObject &line : log) {
        if (line.value(QStringLiteral("type")).toString() != QLatin1String("action"))
            continue;
        const QJsonObject action = line.value(QStringLiteral("action")).toObject();
        const QString kind = action.value(QStringLiteral("kind")).toString();
        const QString player = line.value(QStringLiteral("player")).toString();
        if (kind == QLatin1String("place")) {
            playerNamed(player).actions.append({action, 0, 0});
        } else if (kind == QLatin1String("place_rest")) {
            for (const QJsonValue &placed : line.value(QStringLiteral("placed")).toArray()) {
                QJsonObject place = placed.toObject();
                place.insert(QStringLiteral("kind"), QStringLiteral("place"));
                playerNamed(player).actions.append({place, 0, 0});
            }
        }
    }
    return setup;
}

QByteArray savedSetupText(const SavedSetup &setup)
{
    QJsonArray players;
    for (const SavedSetup::PlayerSetup &p : setup.players) {
        QJsonArray actions;
        for (const SavedSetup::PlacedAction &a : p.actions)
            actions.append(a.action);
        players.append(
            QJsonObject {{QStringLiteral("name"), p.name}, {QStringLiteral("actions"), actions}});
    }
    const QJsonObject root {{QStringLiteral("format"), QLatin1String(SavedSetupFormat)},
                            {QStringLiteral("scenario"), setup.scenario},
                            {QStringLiteral("scenario_title"), setup.scenarioTitle},
                            {QStringLiteral("players"), players}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::optional<SavedSetup> readSavedSetup(const QByteArray &text, const QString &path,
                                         QString *error)
{
    auto fail = [&](int line, int column, const QString &why) {
        if (error)
            *error = located(path, line, column, why);
        return std::nullopt;
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        // The offset is in bytes; say where in lines and columns.
        const QByteArray before = text.left(parseError.offset);
        const int line = int(before.count('\n')) + 1;
        const int column
            = int(QString::fromUtf8(before.mid(before.lastIndexOf('\n') + 1)).size()) + 1;
        return fail(line, column, SavedSetupText::tr("not JSON: %1").arg(parseError.errorString()));
    }
    if (!doc.isObject())
        return fail(1, 1, SavedSetupText::tr("a set-up file holds one JSON object"));
    const JsonPositions positions(text, 4);
    auto failAt = [&](const QString &pointer, const QString &why) {
        const auto [line, column] = positions.at(pointer);
        return fail(line, column, why);
    };
    const QJsonObject root = doc.object();
    const QString format = root.value(QStringLiteral("format")).toString();
    if (format != QLatin1String(SavedSetupFormat))
        return failAt(QStringLiteral("/format"),
                      format.isEmpty()
                          ? SavedSetupText::tr("not a set-up file: it has no \"format\": \"%1\"")
                                .arg(QLatin1String(SavedSetupFormat))
                          : SavedSetupText::tr("the file is in format %1; this version of "
                                               "Hexwright reads %2")
                                .arg(format, QLatin1String(SavedSetupFormat)));
    SavedSetup setup;
    setup.path = path;
    setup.scenario = root.value(QStringLiteral("scenario")).toString();
    setup.scenarioTitle = root.value(QStringLiteral("scenario_title")).toString();
    const QJsonValue players = root.value(QStringLiteral("players"));
    if (!players.isArray())
        return failAt(root.contains(QStringLiteral("players")) ? QStringLiteral("/players")
                                                               : QString(),
                      SavedSetupText::tr("\"players\" must be a list of the players' set-ups"));
    QSet<QString> names;
    for (qsizetype i = 0; i < players.toArray().size(); ++i) {
        const QString at = QStringLiteral("/players/%1").arg(i);
        const QJsonValue entry = players.toArray().at(i);
        const QString name = entry.toObject().value(QStringLiteral("name")).toString();
        if (!entry.isObject() || name.isEmpty())
            return failAt(at,
                          SavedSetupText::tr("each player's set-up needs the player's "
                                             "\"name\""));
        if (names.contains(name))
            return failAt(at, SavedSetupText::tr("player \"%1\" is set up twice").arg(name));
        names.insert(name);
        const QJsonValue actions = entry.toObject().value(QStringLiteral("actions"));
        if (!actions.isArray())
            return failAt(
                at, SavedSetupText::tr("player \"%1\" needs a list of \"actions\"").arg(name));
        SavedSetup::PlayerSetup player;
        player.name = name;
        std::tie(player.line, player.column) = positions.at(at);
        for (qsizetype j = 0; j < actions.toArray().size(); ++j) {
            const QString actionAt = at + QStringLiteral("/actions/%1").arg(j);
            const QJsonObject action = actions.toArray().at(j).toObject();
            const QString kind = action.value(QStringLiteral("kind")).toString();
            if (kind != QLatin1String("place")
                || action.value(QStringLiteral("unit")).toString().isEmpty())
                return failAt(actionAt,
                              SavedSetupText::tr("a set-up action must be {\"kind\": \"place\", "
                                                 "\"unit\": ..., and where}"));
            SavedSetup::PlacedAction placed;
            placed.action = action;
            std::tie(placed.line, placed.column) = positions.at(actionAt);
            player.actions.append(placed);
        }
        setup.players.append(player);
    }
    return setup;
}

std::optional<SavedSetup> readSavedSetupFile(const QString &path, QString *error)
{
    FileReadError readError;
    const std::optional<QByteArray> bytes = readRegularFile(path, MaxSetupBytes, &readError);
    if (!bytes) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, readError.message);
        return std::nullopt;
    }
    return readSavedSetup(*bytes, path, error);
}

QString applySavedSetup(GameSession &session, const SavedSetup &setup, const QList<Agent *> &agents)
{
    const QList<PlayerView> players = session.players();
    for (const SavedSetup::PlayerSetup &p : setup.players) {
        bool known = false;
        QStringList names;
        for (const PlayerView &view : players) {
            known = known || view.name == p.name;
            names.append(view.name);
        }
        if (!known)
            return located(setup.path, p.line, p.column,
                           SavedSetupText::tr("the game has no player \"%1\" (its players: %2)")
                               .arg(p.name, names.join(QStringLiteral(", "))));
    }
    if (!session.isPlacing()) {
        for (const SavedSetup::PlayerSetup &p : setup.players) {
            if (!p.actions.isEmpty())
                return located(setup.path, p.line, p.column,
                               SavedSetupText::tr("the game has no set-up phase: its scenario "
                                                  "sets up no unit in a zone"));
        }
        return {};
    }
    QSet<QString> done;
    // A bound so that an agent that never ends its set-up cannot hang the caller.
    for (int guard = 0; session.isPlacing() && !session.isOver() && guard < 100000; ++guard) {
        const int decider = session.decidingPlayer();
        const QString name = players.value(decider).name;
        const SavedSetup::PlayerSetup *saved = setup.player(name);
        if (!saved || done.contains(name)) {
            if (agents.isEmpty())
                return {};
            Agent *agent = agents.value(decider, agents.last());
            if (const QString why = session.applyLegal(agent->choose(session)); !why.isEmpty())
                return SavedSetupText::tr("the set-up of %1 by its agent was refused: %2")
                    .arg(name, why);
            continue;
        }
        done.insert(name);
        QSet<QString> pieces;
        for (const PieceView &piece : session.pieces())
            pieces.insert(piece.id);
        for (const SavedSetup::PlacedAction &a : saved->actions) {
            const QString unit = a.action.value(QStringLiteral("unit")).toString();
            if (!pieces.contains(unit))
                return located(setup, a,
                               SavedSetupText::tr("unknown unit \"%1\": the scenario has no such "
                                                  "unit")
                                   .arg(unit));
            if (const QString why = session.apply(a.action); !why.isEmpty())
                return located(setup, a,
                               SavedSetupText::tr("illegal place for %1 (%2): %3")
                                   .arg(unit, session.describe(a.action), why));
        }
        const QStringList left = session.piecesToPlace();
        if (!left.isEmpty())
            return located(setup.path, saved->line, saved->column,
                           SavedSetupText::tr("the set-up of %1 leaves %2 unit(s) to place: %3")
                               .arg(name)
                               .arg(left.size())
                               .arg(left.join(QStringLiteral(", "))));
        if (const QString why
            = session.apply({{QStringLiteral("kind"), QStringLiteral("end_phase")}});
            !why.isEmpty())
            return located(setup.path, saved->line, saved->column,
                           SavedSetupText::tr("the set-up of %1 cannot end: %2").arg(name, why));
    }
    return {};
}

} // namespace hexwright
