// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The game log's JSON Schema for tst_playlog: a checker of the part of JSON Schema the log's
// schema uses, so every line of every pinned log is checked without a Python validator; what
// the engines' sources write; lines to break; and games played now through a family's engine.

#include "checks/scenariovalidator.h"
#include "engine/agent.h"
#include "engine/familyengines.h"
#include "ruleset/rulesetregistry.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QRegularExpression>
#include <QSet>
#include <QString>
#include <QStringList>

#include <cmath>
#include <optional>

namespace hexwright::playlogtest {

inline QString schemaPath()
{
    return QStringLiteral(SOURCE_DIR "/resources/schemas/hexwright-playlog.schema.json");
}

/**
 * Checks a JSON value against the part of JSON Schema (2020-12) the log's schema uses: $ref
 * into $defs, type, const, enum, properties, required, additionalProperties, items, oneOf,
 * allOf, if/then. A keyword outside that part is itself an error, so the schema never says
 * more than this test checks. check() returns the first problem, with its path, or nothing.
 */
class SchemaChecker
{
public:
    explicit SchemaChecker(QJsonObject root)
        : m_root(std::move(root))
    { }

    QString check(const QJsonValue &value) const { return check(value, m_root, QString()); }

    /// The line kinds the schema documents: the "type" const of each top-level choice.
    QStringList lineKinds() const
    {
        QStringList kinds;
        for (const QJsonValue &choice : m_root.value(QStringLiteral("oneOf")).toArray())
            kinds.append(discriminator(resolve(choice.toObject()), QStringLiteral("type")));
        return kinds;
    }

    QStringList rollPurposes() const
    {
        QStringList purposes;
        const QJsonObject roll = definition(QStringLiteral("roll"));
        for (const QJsonValue &v : roll.value(QStringLiteral("properties"))
                                       .toObject()
                                       .value(QStringLiteral("purpose"))
                                       .toObject()
                                       .value(QStringLiteral("enum"))
                                       .toArray())
            purposes.append(v.toString());
        return purposes;
    }

private:
    QJsonObject definition(const QString &name) const
    {
        return m_root.value(QStringLiteral("$defs")).toObject().value(name).toObject();
    }

    QJsonObject resolve(const QJsonObject &schema) const
    {
        const QString ref = schema.value(QStringLiteral("$ref")).toString();
        return ref.isEmpty() ? schema : definition(ref.mid(QStringLiteral("#/$defs/").size()));
    }

    static QString discriminator(const QJsonObject &schema, const QString &key)
    {
        return schema.value(QStringLiteral("properties"))
            .toObject()
            .value(key)
            .toObject()
            .value(QStringLiteral("const"))
            .toString();
    }

    /// Whether @p value has every key @p schema requires.
    static bool hasRequired(const QJsonValue &value, const QJsonObject &schema)
    {
        const QJsonObject o = value.toObject();
        for (const QJsonValue &key : schema.value(QStringLiteral("required")).toArray()) {
            if (!o.contains(key.toString()))
                return false;
        }
        return true;
    }

    static bool hasType(const QJsonValue &v, const QString &type)
    {
        if (type == QLatin1String("object"))
            return v.isObject();
        if (type == QLatin1String("array"))
            return v.isArray();
        if (type == QLatin1String("string"))
            return v.isString();
        if (type == QLatin1String("boolean"))
            return v.isBool();
        if (type == QLatin1String("number"))
            return v.isDouble();
        if (type == QLatin1String("integer"))
            return v.isDouble() && std::floor(v.toDouble()) == v.toDouble();
        return false;
    }

    QString check(const QJsonValue &value, const QJsonObject &schema, const QString &path) const
    {
        static const QSet<QString> known {
            QStringLiteral("$schema"),     QStringLiteral("$id"),
            QStringLiteral("$defs"),       QStringLiteral("title"),
            QStringLiteral("description"), QStringLiteral("$ref"),
            QStringLiteral("type"),        QStringLiteral("const"),
            QStringLiteral("enum"),        QStringLiteral("properties"),
            QStringLiteral("required"),    QStringLiteral("additionalProperties"),
            QStringLiteral("items"),       QStringLiteral("oneOf"),
            QStringLiteral("allOf"),       QStringLiteral("if"),
            QStringLiteral("then")};
        const QString at = path.isEmpty() ? QStringLiteral("the line") : path;
        for (auto it = schema.begin(); it != schema.end(); ++it) {
            if (!known.contains(it.key()))
                return QStringLiteral("the schema uses \"%1\", which this checker does not know")
                    .arg(it.key());
        }
        if (schema.contains(QStringLiteral("$ref")))
            return check(value, resolve(schema), path);
        if (schema.contains(QStringLiteral("type"))
            && !hasType(value, schema.value(QStringLiteral("type")).toString()))
            return QStringLiteral("%1 is not of type %2")
                .arg(at, schema.value(QStringLiteral("type")).toString());
        if (schema.contains(QStringLiteral("const"))
            && value != schema.value(QStringLiteral("const")))
            return QStringLiteral("%1 is not %2")
                .arg(at,
                     QString::fromUtf8(
                         QJsonDocument(QJsonArray {schema.value(QStringLiteral("const"))})
                             .toJson(QJsonDocument::Compact)));
        if (schema.contains(QStringLiteral("enum"))
            && !schema.value(QStringLiteral("enum")).toArray().contains(value))
            return QStringLiteral("%1 is none of the values the schema lists").arg(at);
        if (value.isObject()) {
            const QJsonObject o = value.toObject();
            for (const QJsonValue &key : schema.value(QStringLiteral("required")).toArray()) {
                if (!o.contains(key.toString()))
                    return QStringLiteral("%1 has no \"%2\"").arg(at, key.toString());
            }
            const QJsonObject properties = schema.value(QStringLiteral("properties")).toObject();
            const QJsonValue additional = schema.value(QStringLiteral("additionalProperties"));
            for (auto it = o.begin(); it != o.end(); ++it) {
                const QString inner
                    = path.isEmpty() ? it.key() : path + QLatin1Char('.') + it.key();
                QString why;
                if (properties.contains(it.key()))
                    why = check(it.value(), properties.value(it.key()).toObject(), inner);
                else if (additional.isBool() && !additional.toBool())
                    why = QStringLiteral("%1 is not documented").arg(inner);
                else if (additional.isObject())
                    why = check(it.value(), additional.toObject(), inner);
                if (!why.isEmpty())
                    return why;
            }
        }
        if (value.isArray() && schema.contains(QStringLiteral("items"))) {
            const QJsonArray a = value.toArray();
            for (qsizetype i = 0; i < a.size(); ++i) {
                if (const QString why
                    = check(a.at(i), schema.value(QStringLiteral("items")).toObject(),
                            QStringLiteral("%1[%2]").arg(path).arg(i));
                    !why.isEmpty())
                    return why;
            }
        }
        for (const QJsonValue &part : schema.value(QStringLiteral("allOf")).toArray()) {
            if (const QString why = check(value, part.toObject(), path); !why.isEmpty())
                return why;
        }
        if (schema.contains(QStringLiteral("if"))
            && check(value, schema.value(QStringLiteral("if")).toObject(), path).isEmpty()) {
            if (const QString why
                = check(value, schema.value(QStringLiteral("then")).toObject(), path);
                !why.isEmpty())
                return why;
        }
        if (schema.contains(QStringLiteral("oneOf")))
            return checkOneOf(value, schema.value(QStringLiteral("oneOf")).toArray(), path);
        return {};
    }

    /// Exactly one choice must hold. The choices are told apart by their "type" (lines) or
    /// "kind" (actions): the one the value names explains why it fails; where the two
    /// families both have a kind (a header, a place action), the one whose required keys the
    /// value has.
    QString checkOneOf(const QJsonValue &value, const QJsonArray &choices,
                       const QString &path) const
    {
        const QString at = path.isEmpty() ? QStringLiteral("the line") : path;
        int matches = 0;
        QString named;
        bool namedHasKeys = false;
        for (const QJsonValue &choice : choices) {
            const QJsonObject schema = resolve(choice.toObject());
            const QString why = check(value, schema, path);
            matches += why.isEmpty() ? 1 : 0;
            for (const QString &key : {QStringLiteral("type"), QStringLiteral("kind")}) {
                const QString name = discriminator(schema, key);
                if (name.isEmpty() || value.toObject().value(key).toString() != name)
                    continue;
                const bool hasKeys = hasRequired(value, schema);
                if (named.isEmpty() || (hasKeys && !namedHasKeys)) {
                    named = why;
                    namedHasKeys = hasKeys;
                }
            }
        }
        if (matches == 1)
            return {};
        if (matches > 1)
            return QStringLiteral("%1 matches %2 kinds of the schema").arg(at).arg(matches);
        if (!named.isEmpty())
            return named;
        return QStringLiteral("%1 is of a kind the schema does not document").arg(at);
    }

    QJsonObject m_root;
};

inline std::optional<SchemaChecker> loadSchema()
{
    QFile file(schemaPath());
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll());
    if (!doc.isObject())
        return std::nullopt;
    return SchemaChecker(doc.object());
}

/// The line kinds and roll purposes written: by an engine's sources, or in a log.
struct Written
{
    QSet<QString> kinds;
    QSet<QString> purposes;

    void add(const QJsonObject &line)
    {
        kinds.insert(line.value(QStringLiteral("type")).toString());
        if (line.value(QStringLiteral("type")).toString() == QLatin1String("roll"))
            purposes.insert(line.value(QStringLiteral("purpose")).toString());
    }
};

/// Adds what the *.cpp files of @p folder (from the source root) write to @p written; false
/// when it has none.
inline bool writtenBySources(const char *folder, Written &written)
{
    static const QRegularExpression type(
        QStringLiteral(R"re(QStringLiteral\("type"\)\s*,\s*QStringLiteral\("([a-z_]+)"\))re"));
    // roll(2, QStringLiteral("endurance"), ...), or a choice of two purposes:
    // roll(2, defensive ? QStringLiteral("defensive_fire") : QStringLiteral("attack"), ...).
    static const QRegularExpression purpose(
        QStringLiteral(R"re(\broll\(\s*[12]\s*,\s*)re"
                       R"re((?:\w+\s*\?\s*QStringLiteral\("([a-z_]+)"\)\s*:\s*)?)re"
                       R"re(QStringLiteral\("([a-z_]+)"\))re"));
    // Hammer Wars rolls its attack lines with their dice, and its fixed attacks (terrain,
    // special rules) through fixedAttack(); the Crucible rolls a weapon's dice too
    // (roll(o.dice, QStringLiteral("quality_roll"), ...)).
    static const QRegularExpression hwRoll(QStringLiteral(
        R"re(\b(?:roll\(\s*[\w.]+|fixedAttack\([^;]*?)\s*,\s*QStringLiteral\("([a-z_]+)"\))re"));
    const bool hammerWars = QLatin1String(folder).endsWith(QLatin1String("hammer-wars/play"))
        || QLatin1String(folder).endsWith(QLatin1String("crucible/play"));
    const QDir dir(QStringLiteral(SOURCE_DIR) + QLatin1String(folder));
    const QStringList files
        = dir.entryList({QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files);
    for (const QString &name : files) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly))
            return false;
        const QString text = QString::fromUtf8(file.readAll());
        for (const QRegularExpressionMatch &m : type.globalMatch(text))
            written.kinds.insert(m.captured(1));
        for (const QRegularExpressionMatch &m : (hammerWars ? hwRoll : purpose).globalMatch(text)) {
            for (int i = 1; i <= m.lastCapturedIndex(); ++i) {
                if (!m.captured(i).isEmpty())
                    written.purposes.insert(m.captured(i));
            }
        }
    }
    return !files.isEmpty();
}

/// A line's kind: its "type", with a roll's purpose or an action's kind ("roll/endurance").
inline QString lineKind(const QJsonObject &line)
{
    const QString type = line.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("roll"))
        return type + QLatin1Char('/') + line.value(QStringLiteral("purpose")).toString();
    if (type == QLatin1String("action"))
        return type + QLatin1Char('/')
            + line.value(QStringLiteral("action"))
                  .toObject()
                  .value(QStringLiteral("kind"))
                  .toString();
    return type;
}

/// The first line of @p log of @p kind: a "type", or a lineKind(); empty when there is none.
inline QJsonObject firstLineOf(const QByteArray &log, const QString &kind)
{
    for (const QByteArray &text : log.trimmed().split('\n')) {
        const QJsonObject line = QJsonDocument::fromJson(text).object();
        if (line.value(QStringLiteral("type")).toString() == kind || lineKind(line) == kind)
            return line;
    }
    return {};
}

/// @p line with the value at the dotted path @p key (one object deep at most) set to @p value,
/// or removed when the key's last part starts with "-".
inline QJsonObject changed(QJsonObject line, const QString &key, const QJsonValue &value)
{
    const QStringList path = key.split(QLatin1Char('.'));
    auto change = [&value](QJsonObject &o, const QString &k) {
        if (k.startsWith(QLatin1Char('-')))
            o.remove(k.mid(1));
        else
            o.insert(k, value);
    };
    if (path.size() == 1) {
        change(line, path.first());
    } else {
        QJsonObject inner = line.value(path.first()).toObject();
        change(inner, path.last());
        line.insert(path.first(), inner);
    }
    return line;
}

/**
 * The log of a game of the scenario at @p path, played to its end through its family's engine
 * by @p agent's agents from @p seed (over @p turns turns when set), or nothing and why in
 * @p error.
 */
inline std::optional<QByteArray> playedLog(RulesetRegistry &registry, const QString &path,
                                           const char *agent, quint64 seed,
                                           std::optional<int> turns, QString *error)
{
    const ScenarioReport report = validateScenarioFile(path, path, registry);
    // A table has no panels: its board is the scenario's table.
    static const PanelLibrary NoPanels;
    const PanelLibrary *panels = report.loaded.panels;
    if (!panels && report.loaded.ruleset && report.loaded.ruleset->board == BoardKind::Table)
        panels = &NoPanels;
    if (!report.loaded.scenario || !report.loaded.ruleset || !panels) {
        *error = QStringLiteral("%1 does not load").arg(path);
        return std::nullopt;
    }
    const FamilyEngine *engine = familyEngineFor(*report.loaded.ruleset);
    if (!engine) {
        *error = QStringLiteral("no engine plays %1").arg(report.loaded.ruleset->id);
        return std::nullopt;
    }
    Scenario scenario = *report.loaded.scenario;
    if (turns)
        scenario.gameLength.turns = turns;
    const std::shared_ptr<const GameSetup> setup
        = engine->setUp({scenario, *report.loaded.ruleset, *panels, path}, error);
    if (!setup)
        return std::nullopt;
    std::unique_ptr<GameSession> game = setup->newGame(seed);
    std::vector<std::unique_ptr<Agent>> agents;
    QList<Agent *> players;
    for (int p = 0; p < setup->playerCount(); ++p) {
        agents.push_back(engine->makeAgent(QLatin1String(agent), seed, p));
        if (!agents.back()) {
            *error = QStringLiteral("no agent %1").arg(QLatin1String(agent));
            return std::nullopt;
        }
        players.append(agents.back().get());
    }
    const PlayResult result = playGame(*game, players);
    if (!result.error.isEmpty() || !result.finished) {
        *error = result.error.isEmpty() ? QStringLiteral("the game did not end") : result.error;
        return std::nullopt;
    }
    return game->logText();
}

} // namespace hexwright::playlogtest
