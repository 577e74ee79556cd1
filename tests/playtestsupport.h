// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the playtest engine's tests share: fixtures, walking a game to a phase, reading its
// log, and a base with the ruleset registry and scenario edits.

#include "checks/scenariovalidator.h"
#include "engine/agent.h"
#include "engine/playlog.h"
#include "families/hammers-slammers/play/game.h"
#include "families/hammers-slammers/play/greedyagent.h"
#include "families/hammers-slammers/play/hsgamesession.h"
#include "ruleset/rulesetregistry.h"
#include "testsupport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

#include <vector>

namespace hexwright::playtest {

using hexwright::testsupport::hex;

inline QString samplesDir()
{
    return QStringLiteral(SOURCE_DIR "/resources/scenarios/samples");
}

inline QString fixture(const char *name)
{
    return QStringLiteral(TEST_DATA_DIR "/play/") + QLatin1String(name);
}

/// The phase lines of the log: "turn/player/phase/acting players".
inline QStringList phaseLines(const Game &game, int turn)
{
    QStringList lines;
    for (const QJsonObject &o : game.log()) {
        if (o.value(QStringLiteral("type")).toString() != QLatin1String("phase")
            || o.value(QStringLiteral("turn")).toInt() != turn)
            continue;
        QStringList acting;
        for (const QJsonValue &v : o.value(QStringLiteral("acting")).toArray())
            acting.append(v.toString());
        lines.append(QStringLiteral("%1 %2 [%3]")
                         .arg(o.value(QStringLiteral("player")).toString(),
                              o.value(QStringLiteral("phase")).toString(),
                              acting.join(QLatin1Char(','))));
    }
    return lines;
}

/// Ends the set-up phase, each player's units placed automatically (Game::initialState()'s
/// placement), so that a test starts on turn 1.
inline void finishSetup(Game &game)
{
    int guard = 0;
    while (game.isSettingUp() && ++guard < 100) {
        if (!game.piecesToPlace().isEmpty())
            QCOMPARE(game.apply(PlaceRestAction {}), QString());
        QCOMPARE(game.apply(EndPhaseAction {}), QString());
    }
}

/// Ends phases until the game reaches @p turn (or ends).
inline void endPhasesUntilTurn(Game &game, int turn)
{
    finishSetup(game);
    int guard = 0;
    while (!game.isOver() && game.state().turn < turn && ++guard < 1000) {
        QList<Action> legal = game.legalActions();
        Action a = EndPhaseAction {};
        for (const Action &l : legal) {
            if (std::holds_alternative<CloseAssaultAction>(l))
                a = l;
        }
        QCOMPARE(game.apply(a), QString());
    }
}

/// Ends phases until it is @p player's movement.
inline void endPhasesUntilPlayer(Game &game, int player)
{
    finishSetup(game);
    int guard = 0;
    while (!game.isOver() && ++guard < 100
           && !(game.state().player == player && game.phaseId() == QLatin1String("movement")))
        QCOMPARE(game.apply(EndPhaseAction {}), QString());
}

template<class T> bool offers(const Game &game, const std::function<bool(const T &)> &match)
{
    for (const Action &a : game.legalActions()) {
        if (const T *t = std::get_if<T>(&a); t && match(*t))
            return true;
    }
    return false;
}

/// Ends phases (nobody firing) until @p phase of the current player turn, or of @p player's.
inline void endPhasesUntil(Game &game, const char *phase, int player)
{
    finishSetup(game);
    int guard = 0;
    while (!game.isOver() && ++guard < 100
           && !(game.state().player == player && game.phaseId() == QLatin1String(phase)))
        QCOMPARE(game.apply(EndPhaseAction {}), QString());
}

/// The rolls made since @p from.
inline QList<DieRoll> rollsSince(const Game &game, int from)
{
    return game.dice().rolls().mid(from);
}

inline QStringList strings(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &v : value.toArray())
        list.append(v.toString());
    return list;
}

/// "t1+t2>b1;b1+b2>t1" as close-assault groups, with short names expanded ("t1" is
/// tan-tank-1, "b2" blue-tank-2, "i1" tan-infantry-1).
inline QList<AssaultGroup> parseGroups(const QString &spec)
{
    auto id = [](const QString &s) {
        const QString n = s.mid(1);
        if (s.startsWith(QLatin1Char('t')))
            return QStringLiteral("tan-tank-") + n;
        if (s.startsWith(QLatin1Char('i')))
            return QStringLiteral("tan-infantry-") + n;
        return QStringLiteral("blue-tank-") + n;
    };
    QList<AssaultGroup> groups;
    for (const QString &g : spec.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const QStringList sides = g.split(QLatin1Char('>'));
        AssaultGroup group;
        for (const QString &a : sides.value(0).split(QLatin1Char('+'), Qt::SkipEmptyParts))
            group.attackers.append(id(a));
        for (const QString &t : sides.value(1).split(QLatin1Char('+'), Qt::SkipEmptyParts))
            group.targets.append(id(t));
        groups.append(group);
    }
    return groups;
}

/// A game log changed by a test, and the line its replay must stop at.
struct TamperedLog
{
    QByteArray text;
    int line = 0;
};

/**
 * Changes the log @p lines (no newlines) as @p how says, the way a hand edit, a bad copy or
 * a crash would: one line kind at a time, or the log cut, reordered or extended. The line is
 * 1-based; 0 when the log has no line of the kind asked for.
 */
inline TamperedLog tamperWith(QList<QByteArray> lines, const QString &how)
{
    auto object = [&](qsizetype i) {
        return QJsonDocument::fromJson(lines.at(i)).object();
    };
    auto indexOf = [&](const char *type, const char *actionKind = nullptr) -> int {
        for (int i = 0; i < lines.size(); ++i) {
            const QJsonObject o = object(i);
            if (o.value(QStringLiteral("type")).toString() == QLatin1String(type)
                && (!actionKind
                    || o.value(QStringLiteral("action")).toObject().value(QStringLiteral("kind"))
                        == QLatin1String(actionKind)))
                return i;
        }
        return -1;
    };
    TamperedLog t;
    // Changes the first line of @p type; the replay must stop there.
    auto edit = [&](const char *type, const std::function<void(QJsonObject &)> &change,
                    const char *actionKind = nullptr) {
        const int i = indexOf(type, actionKind);
        if (i < 0)
            return;
        QJsonObject o = object(i);
        change(o);
        lines[i] = QJsonDocument(o).toJson(QJsonDocument::Compact);
        t.line = i + 1;
    };
    auto set = [](const char *key, const QJsonValue &value) {
        return [key, value](QJsonObject &o) {
            o.insert(QLatin1String(key), value);
        };
    };
    const QByteArray whole = lines.join('\n') + '\n';
    const int roll = indexOf("roll");
    if (how == QLatin1String("another scenario")) {
        edit("header", set("scenario_sha256", QStringLiteral("0000")));
    } else if (how == QLatin1String("another rule option")) {
        edit("header", [](QJsonObject &o) {
            QJsonObject choices = o.value(QStringLiteral("rule_choices")).toObject();
            choices.insert(QStringLiteral("crt_heading_offset"), QStringLiteral("1"));
            o.insert(QStringLiteral("rule_choices"), choices);
        });
    } else if (how == QLatin1String("other players in the header")) {
        edit("header", [](QJsonObject &o) {
            QJsonArray players = o.value(QStringLiteral("players")).toArray();
            QJsonObject second = players.at(1).toObject();
            second.insert(QStringLiteral("name"), QStringLiteral("Blue"));
            players[1] = second;
            o.insert(QStringLiteral("players"), players);
        });
    } else if (how == QLatin1String("an older log format")) {
        edit("header", set("format", QStringLiteral("hexwright-playlog/1")));
    } else if (how == QLatin1String("a unit of the set-up")) {
        edit("setup", [](QJsonObject &o) {
            QJsonArray units = o.value(QStringLiteral("units")).toArray();
            QJsonObject unit = units.at(0).toObject();
            unit.insert(QStringLiteral("hex"), QStringLiteral("0101"));
            units[0] = unit;
            o.insert(QStringLiteral("units"), units);
        });
    } else if (how == QLatin1String("another seed")) {
        edit("header", set("seed", QStringLiteral("12")));
        t.line = roll + 1; // the first roll no longer reproduces
    } else if (how == QLatin1String("a die face")) {
        edit("roll", [](QJsonObject &o) {
            QJsonArray faces = o.value(QStringLiteral("faces")).toArray();
            faces[0] = faces[0].toInt() % 6 + 1;
            o.insert(QStringLiteral("faces"), faces);
        });
    } else if (how == QLatin1String("a roll's result")) {
        edit("roll", set("result", QStringLiteral("DE")));
    } else if (how == QLatin1String("a roll total")) {
        edit("roll", [](QJsonObject &o) {
            o.insert(QStringLiteral("total"), o.value(QStringLiteral("total")).toInt() + 1);
        });
    } else if (how == QLatin1String("a roll's inputs")) {
        edit("roll", [](QJsonObject &o) {
            QJsonObject inputs = o.value(QStringLiteral("inputs")).toObject();
            inputs.insert(QStringLiteral("odds"), QStringLiteral("9-1"));
            o.insert(QStringLiteral("inputs"), inputs);
        });
    } else if (how == QLatin1String("a roll's number")) {
        edit("roll", set("n", 7));
    } else if (how == QLatin1String("a turn line")) {
        edit("turn", set("player", QStringLiteral("Green")));
    } else if (how == QLatin1String("a phase line")) {
        edit("phase", set("phase", QStringLiteral("movement")));
    } else if (how == QLatin1String("an illegal move")) {
        edit(
            "action",
            [](QJsonObject &o) {
                QJsonObject action = o.value(QStringLiteral("action")).toObject();
                action.insert(QStringLiteral("path"), QJsonArray {QStringLiteral("1212")});
                o.insert(QStringLiteral("action"), action);
            },
            "move");
    } else if (how == QLatin1String("an action's player")) {
        edit("action", set("player", QStringLiteral("Green")));
    } else if (how == QLatin1String("a result line")) {
        edit("result", set("result", QStringLiteral("DE")));
    } else if (how == QLatin1String("an elimination line")) {
        edit("eliminated", set("unit", QStringLiteral("green-tank-1")));
    } else if (how == QLatin1String("the game-over line")) {
        edit("game_over", set("winner", QStringLiteral("tan")));
    } else if (how == QLatin1String("the summary's turn")) {
        edit("final", set("turn", 2));
    } else if (how == QLatin1String("a unit in the summary")) {
        edit("final", [](QJsonObject &o) {
            QJsonArray units = o.value(QStringLiteral("units")).toArray();
            QJsonObject unit = units.at(1).toObject();
            unit.insert(QStringLiteral("hex"), QStringLiteral("0101"));
            units[1] = unit;
            o.insert(QStringLiteral("units"), units);
        });
    } else if (how == QLatin1String("the summary without its roll count")) {
        edit("final", [](QJsonObject &o) { o.remove(QStringLiteral("rolls")); });
    } else if (how == QLatin1String("cut in half")) {
        // Most likely in the middle of a line, as a crash while writing leaves it.
        t.text = whole.left(whole.size() / 2);
        t.line = int(t.text.count('\n')) + (t.text.endsWith('\n') ? 0 : 1);
        return t;
    } else if (how == QLatin1String("cut at a line")) {
        lines = lines.mid(0, lines.size() / 2);
        t.line = int(lines.size());
    } else if (how == QLatin1String("header only")) {
        lines = lines.mid(0, 1);
        t.line = 1;
    } else if (how == QLatin1String("missing summary")) {
        lines.removeLast();
        t.line = int(lines.size());
    } else if (how == QLatin1String("a line after the summary")) {
        lines.append(lines.at(2));
        t.line = int(lines.size());
    } else if (how == QLatin1String("two summaries")) {
        lines.append(lines.last());
        t.line = int(lines.size());
    } else if (how == QLatin1String("an action and its roll swapped")) {
        if (roll > 0) {
            lines.swapItemsAt(roll - 1, roll);
            t.line = roll;
        }
    } else if (how == QLatin1String("a result line left out")) {
        if (const int result = indexOf("result"); result >= 0) {
            lines.removeAt(result);
            t.line = result + 1;
        }
    } else if (how == QLatin1String("a roll repeated")) {
        if (roll >= 0) {
            lines.insert(roll + 1, lines.at(roll));
            t.line = roll + 2;
        }
    } else if (how == QLatin1String("a line that is not JSON")) {
        lines[19] = "{\"type\": \"phase\", oops";
        t.line = 20;
    } else if (how == QLatin1String("another kind of file")) {
        lines = {"{\"type\":\"header\",\"format\":\"someone-elses-log/3\"}"};
        t.line = 1;
    } else if (how == QLatin1String("empty")) {
        t.line = 1;
        return t;
    }
    t.text = lines.join('\n') + '\n';
    return t;
}

/// The registry, loading a fixture into a game context (optionally edited first), and the
/// scenario edits the tests make.
class PlayFixture
{
protected:
    std::unique_ptr<RulesetRegistry> m_registry;

    std::shared_ptr<const GameContext> load(const QString &path)
    {
        const ScenarioReport report = validateScenarioFile(path, path, *m_registry);
        if (!report.loaded.scenario) {
            for (const Diagnostic &d : report.diagnostics)
                qWarning().noquote() << d.toText();
            return {};
        }
        return std::make_shared<const GameContext>(*report.loaded.scenario, *report.loaded.ruleset,
                                                   *report.loaded.panels, path);
    }
    HexCoord at(const char *label) { return testsupport::axial(hex(label)); }

    /// The scenario at @p path changed by @p edit before the game starts.
    std::shared_ptr<const GameContext> loadWith(const QString &path,
                                                const std::function<void(Scenario &)> &edit)
    {
        const ScenarioReport report = validateScenarioFile(path, path, *m_registry);
        if (!report.loaded.scenario)
            return {};
        Scenario scenario = *report.loaded.scenario;
        edit(scenario);
        return std::make_shared<const GameContext>(scenario, *report.loaded.ruleset,
                                                   *report.loaded.panels, path);
    }
    static SpecialRule rule(const QString &id, const QString &kind, const QVariantMap &parameters)
    {
        SpecialRule r;
        r.id = id;
        r.text = QStringLiteral("The words of ") + id;
        r.effect.kind = kind;
        r.effect.parameters = parameters;
        return r;
    }
    /// Places force entry @p id (one unit) on @p label.
    static void place(Scenario &s, const char *id, const char *label)
    {
        for (ForceEntry &f : s.forces) {
            if (f.id == QLatin1String(id)) {
                f.count = 1;
                f.placement.kind = Placement::Kind::Hex;
                f.placement.hex = hex(label);
            }
        }
    }
    static void removeRule(Scenario &s, const char *id)
    {
        s.specialRules.removeIf([id](const SpecialRule &r) { return r.id == QLatin1String(id); });
    }
    QString spice() const
    {
        return samplesDir() + QStringLiteral("/14-spice-madness.scenario.yaml");
    }
    /// Sc.14 with only the units @p placed ("force@hex": one unit of the force, on the hex),
    /// then changed by @p edit.
    std::shared_ptr<const GameContext> spiceWith(const QStringList &placed,
                                                 const std::function<void(Scenario &)> &edit = {})
    {
        return loadWith(spice(), [&](Scenario &s) {
            QStringList ids;
            for (const QString &p : placed)
                ids.append(p.section(QLatin1Char('@'), 0, 0));
            s.forces.removeIf([&](const ForceEntry &f) { return !ids.contains(f.id); });
            for (const QString &p : placed)
                place(s, qPrintable(p.section(QLatin1Char('@'), 0, 0)),
                      qPrintable(p.section(QLatin1Char('@'), 1, 1)));
            if (edit)
                edit(s);
        });
    }
    /// Plays Tan's direct fire of turn 1 at blue-tank-1 in 0706 (Blue answers without ECM).
    void fireAtBlueTank(Game &game)
    {
        endPhasesUntil(game, "direct_fire", 0);
        QCOMPARE(game.apply(DirectFireAction {
                     {QStringLiteral("tan-tank-1")}, at("0706"), {QStringLiteral("blue-tank-1")}}),
                 QString());
        if (game.state().announced)
            QCOMPARE(game.apply(JamAction {}), QString());
    }
};

} // namespace hexwright::playtest
