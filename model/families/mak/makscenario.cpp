// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/mak/makscenario.h"

#include "families/mak/makrules.h"
#include "io/schemareader.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"
#include "scenario/scenarioreader.h"
#include "scenario/victoryschema.h"

#include <algorithm>

namespace hexwright {

namespace mak {

QStringList forceKeys()
{
    return {LeaderKey,    SecondLeaderKey, ControllerKey, PilotsKey,
            EquipmentKey, CarriedByKey,    SuitKey};
}

QStringList scenarioKeys()
{
    return {ArtilleryKey, MinesKey, MinefieldsKey, NightKey};
}

} // namespace mak

namespace {

const QStringList &directions()
{
    static const QStringList names = {QStringLiteral("north"), QStringLiteral("south"),
                                      QStringLiteral("east"), QStringLiteral("west")};
    return names;
}

/// A whole number written as text (the reader keeps every scalar as text).
std::optional<int> wholeNumber(const QVariant &value)
{
    if (value.typeId() == QMetaType::Int)
        return value.toInt();
    if (value.typeId() != QMetaType::QString)
        return std::nullopt;
    bool ok = false;
    const int n = value.toString().trimmed().toInt(&ok);
    return ok ? std::optional<int>(n) : std::nullopt;
}

std::optional<int> pilotNumber(const QVariantMap &map, const QString &key)
{
    if (!map.contains(key))
        return std::nullopt;
    return wholeNumber(map.value(key));
}

QList<Marker> markersOf(const Scenario &scenario, const QStringList &kinds)
{
    QList<Marker> out;
    for (const Marker &m : scenario.markers) {
        if (kinds.contains(m.kind))
            out.append(m);
    }
    return out;
}

SourcePosition positionAt(const FamilyPositions &positions, const QString &path,
                          SourcePosition fallback)
{
    const auto it = positions.constFind(path);
    return it != positions.cend() && it->line > 0 ? *it : fallback;
}

QString joinPath(const QString &path, const QString &key)
{
    return path.isEmpty() ? key : path + QLatin1Char('/') + key;
}

/// Reports a family map's values against what Maschinen Krieger reads.
class FactReader
{
public:
    FactReader(const Scenario &scenario, const Ruleset &ruleset, const QString &file)
        : m_scenario(scenario)
        , m_ruleset(ruleset)
        , m_rules(makRules(ruleset))
        , m_file(file)
    { }

    void readForce(const ForceEntry &f)
    {
        m_positions = &f.familyPositions;
        m_fallback = f.position;
        m_subjectKind = QStringLiteral("force");
        m_subjectId = f.id;
        m_side = f.side;
        const QString what = QStringLiteral("'family' in force entry '%1'").arg(f.id);
        checkKeys(f.family, mak::forceKeys(), what);
        for (const QString &key : {mak::LeaderKey, mak::SecondLeaderKey, mak::ControllerKey}) {
            if (f.family.contains(key))
                readPilot(f.family.value(key), f.colour, key, key, what);
        }
        if (f.family.contains(mak::PilotsKey)) {
            const QVariant v = f.family.value(mak::PilotsKey);
            if (const auto list = expectList(v, mak::PilotsKey, what)) {
                for (qsizetype i = 0; i < list->size(); ++i)
                    readPilot(list->at(i), f.colour, joinPath(mak::PilotsKey, QString::number(i)),
                              mak::PilotsKey, what);
            }
        }
        if (f.family.contains(mak::EquipmentKey)) {
            const QStringList known = makEquipmentIds(m_ruleset);
            const QVariant v = f.family.value(mak::EquipmentKey);
            if (const auto list = expectList(v, mak::EquipmentKey, what)) {
                for (qsizetype i = 0; i < list->size(); ++i) {
                    const QString path = joinPath(mak::EquipmentKey, QString::number(i));
                    const QString id = list->at(i).toString();
                    if (list->at(i).typeId() != QMetaType::QString || !known.contains(id))
                        report(path, QStringLiteral("unknown-id"),
                               QStringLiteral("unknown equipment '%1' in '%2' in %3%4")
                                   .arg(quoteForMessage(id), mak::EquipmentKey, what,
                                        didYouMean(id, known)));
                }
            }
        }
        if (f.family.contains(mak::SuitKey))
            readSuit(f, what);
    }

    /// [10.6] A Hornisse's suit: a Type I unit type of the ruleset.
    void readSuit(const ForceEntry &f, const QString &what)
    {
        const QVariant v = f.family.value(mak::SuitKey);
        QStringList suits;
        for (auto it = m_rules.units.cbegin(); it != m_rules.units.cend(); ++it) {
            if (it->unitClass == QLatin1String("I"))
                suits.append(it.key());
        }
        if (f.unitType != QLatin1String("hornisse")) {
            report(mak::SuitKey, QStringLiteral("out-of-range"),
                   QStringLiteral("'%1' in %2: only a Hornisse carries a suit [10.6]")
                       .arg(mak::SuitKey, what));
        } else if (v.typeId() != QMetaType::QString || !suits.contains(v.toString())) {
            report(mak::SuitKey, QStringLiteral("unknown-id"),
                   QStringLiteral("unknown suit %1 in '%2' in %3, expected a Type I unit type%4")
                       .arg(describe(v), mak::SuitKey, what, didYouMean(v.toString(), suits)));
        }
    }

    void readScenario()
    {
        m_positions = &m_scenario.familyPositions;
        m_fallback = {};
        m_subjectKind.clear();
        m_subjectId.clear();
        m_side.clear();
        const QString what = QStringLiteral("'family_parts' in the scenario");
        const QVariantMap &family = m_scenario.family;
        checkKeys(family, mak::scenarioKeys(), what);
        if (family.contains(mak::ArtilleryKey))
            readArtillery(family.value(mak::ArtilleryKey), what);
        if (family.contains(mak::MinesKey)) {
            const QVariant v = family.value(mak::MinesKey);
            if (v.typeId() != QMetaType::QVariantMap) {
                report(mak::MinesKey, QStringLiteral("wrong-type"),
                       QStringLiteral("expected a mapping of side ids to mine points for '%1' "
                                      "in %2")
                           .arg(mak::MinesKey, what));
            } else {
                const QVariantMap points = v.toMap();
                for (auto it = points.cbegin(); it != points.cend(); ++it) {
                    const QString path = joinPath(mak::MinesKey, it.key());
                    readSide(it.key(), path, QStringLiteral("'%1' in %2").arg(mak::MinesKey, what));
                    readNumber(
                        it.value(), path, 0, 10000,
                        QStringLiteral("'%1' in '%2' in %3").arg(it.key(), mak::MinesKey, what));
                }
            }
        }
        if (family.contains(mak::MinefieldsKey))
            readMinefields(family.value(mak::MinefieldsKey), what);
        if (family.contains(mak::NightKey)) {
            const QVariant v = family.value(mak::NightKey);
            const QString text = v.toString();
            if (v.typeId() != QMetaType::Bool && text != QLatin1String("true")
                && text != QLatin1String("false"))
                report(mak::NightKey, QStringLiteral("wrong-type"),
                       QStringLiteral("expected true or false for '%1' in %2, found %3")
                           .arg(mak::NightKey, what, describe(v)));
        }
    }

    Diagnostics diagnostics;

private:
    void report(const QString &path, const QString &code, const QString &message)
    {
        const SourcePosition at = positionAt(*m_positions, path, m_fallback);
        Diagnostic d;
        d.file = m_file;
        d.line = at.line;
        d.column = at.column;
        d.code = code;
        d.message = message;
        d.side = m_side;
        d.subjectKind = m_subjectKind;
        d.subjectId = m_subjectId;
        diagnostics.append(d);
    }

    static QString describe(const QVariant &v)
    {
        switch (v.typeId()) {
        case QMetaType::QVariantMap:
            return QStringLiteral("a mapping");
        case QMetaType::QVariantList:
            return QStringLiteral("a list");
        default:
            return QStringLiteral("'%1'").arg(quoteForMessage(v.toString()));
        }
    }

    void checkKeys(const QVariantMap &map, const QStringList &known, const QString &what)
    {
        for (auto it = map.cbegin(); it != map.cend(); ++it) {
            if (!known.contains(it.key()))
                report(it.key(), QStringLiteral("unknown-key"),
                       QStringLiteral("unknown key '%1' in %2%3")
                           .arg(quoteForMessage(it.key()), what, didYouMean(it.key(), known)));
        }
    }

    std::optional<QVariantList> expectList(const QVariant &v, const QString &path,
                                           const QString &what)
    {
        if (v.typeId() == QMetaType::QVariantList)
            return v.toList();
        report(path, QStringLiteral("wrong-type"),
               QStringLiteral("expected a list for '%1' in %2, found %3")
                   .arg(path.section(QLatin1Char('/'), -1), what, describe(v)));
        return std::nullopt;
    }

    std::optional<int> readNumber(const QVariant &v, const QString &path, int minimum, int maximum,
                                  const QString &name)
    {
        const auto n = wholeNumber(v);
        if (!n) {
            report(
                path, QStringLiteral("wrong-type"),
                QStringLiteral("expected a whole number for %1, found %2").arg(name, describe(v)));
            return std::nullopt;
        }
        if (*n < minimum || *n > maximum) {
            report(path, QStringLiteral("out-of-range"),
                   QStringLiteral("%1 is %2, but must be between %3 and %4")
                       .arg(name)
                       .arg(*n)
                       .arg(minimum)
                       .arg(maximum));
            return std::nullopt;
        }
        return n;
    }

    void readPilot(const QVariant &v, const QString &colour, const QString &path,
                   const QString &key, const QString &what)
    {
        const auto n = readNumber(v, path, 1, 99, QStringLiteral("'%1' in %2").arg(key, what));
        if (!n)
            return;
        const bool known
            = std::any_of(m_rules.pilots.cbegin(), m_rules.pilots.cend(),
                          [&](const MakPilot &p) { return p.number == *n && p.colour == colour; });
        if (!known && !m_rules.pilots.isEmpty())
            report(path, QStringLiteral("unknown-id"),
                   QStringLiteral("'%1' in %2 names pilot %3, but the %4 pilots have no number %3")
                       .arg(key, what)
                       .arg(*n)
                       .arg(colour));
    }

    void readSide(const QString &id, const QString &path, const QString &name)
    {
        const QStringList sides = m_scenario.sideIds();
        if (!sides.contains(id))
            report(path, QStringLiteral("unknown-id"),
                   QStringLiteral("unknown side '%1' in %2%3")
                       .arg(quoteForMessage(id), name, didYouMean(id, sides)));
    }

    void readArtillery(const QVariant &value, const QString &what)
    {
        const auto list = expectList(value, mak::ArtilleryKey, what);
        if (!list)
            return;
        QStringList boards;
        for (const PanelPlacement &p : m_scenario.layout)
            boards.append(p.panel);
        const QStringList types = makArtilleryTypes(m_ruleset);
        static const QStringList keys
            = {QStringLiteral("side"),      QStringLiteral("type"),     QStringLiteral("board"),
               QStringLiteral("direction"), QStringLiteral("distance"), QStringLiteral("total"),
               QStringLiteral("per_turn")};
        for (qsizetype i = 0; i < list->size(); ++i) {
            const QString path = joinPath(mak::ArtilleryKey, QString::number(i));
            const QString item = QStringLiteral("artillery %1 in %2").arg(i + 1).arg(what);
            if (list->at(i).typeId() != QMetaType::QVariantMap) {
                report(path, QStringLiteral("wrong-type"),
                       QStringLiteral("expected a mapping for %1, found %2")
                           .arg(item, describe(list->at(i))));
                continue;
            }
            const QVariantMap a = list->at(i).toMap();
            checkKeys(a, keys, item);
            // Reported at the item when a key is missing, else at the key's value.
            const auto need = [&](const char *key) {
                const QString k = QLatin1String(key);
                if (a.contains(k))
                    return true;
                report(path, QStringLiteral("missing-key"),
                       QStringLiteral("missing required key '%1' in %2").arg(k, item));
                return false;
            };
            const auto at = [&](const char *key) {
                return joinPath(path, QLatin1String(key));
            };
            if (need("side"))
                readSide(a.value(QStringLiteral("side")).toString(), at("side"), item);
            if (need("type")) {
                const QString type = a.value(QStringLiteral("type")).toString();
                if (!types.contains(type))
                    report(at("type"), QStringLiteral("unknown-value"),
                           QStringLiteral("unknown artillery type '%1' in %2 (expected %3)")
                               .arg(quoteForMessage(type), item, types.join(QStringLiteral(", "))));
            }
            if (need("board")) {
                const QString board = a.value(QStringLiteral("board")).toString();
                if (!boards.contains(board))
                    report(at("board"), QStringLiteral("unknown-id"),
                           QStringLiteral("board '%1' in %2 is not in the layout%3")
                               .arg(quoteForMessage(board), item, didYouMean(board, boards)));
            }
            if (need("direction")) {
                const QString direction = a.value(QStringLiteral("direction")).toString();
                if (!directions().contains(direction))
                    report(at("direction"), QStringLiteral("unknown-value"),
                           QStringLiteral("unknown direction '%1' in %2 (expected north, south, "
                                          "east or west)")
                               .arg(quoteForMessage(direction), item));
            }
            for (const char *key : {"distance", "total", "per_turn"}) {
                if (need(key))
                    readNumber(a.value(QLatin1String(key)), at(key), 0, 10000,
                               QStringLiteral("'%1' in %2").arg(QLatin1String(key), item));
            }
        }
    }

    void readMinefields(const QVariant &value, const QString &what)
    {
        const auto list = expectList(value, mak::MinefieldsKey, what);
        if (!list)
            return;
        static const QStringList keys
            = {QStringLiteral("side"), QStringLiteral("hex"), QStringLiteral("power")};
        for (qsizetype i = 0; i < list->size(); ++i) {
            const QString path = joinPath(mak::MinefieldsKey, QString::number(i));
            const QString item = QStringLiteral("minefield %1 in %2").arg(i + 1).arg(what);
            if (list->at(i).typeId() != QMetaType::QVariantMap) {
                report(path, QStringLiteral("wrong-type"),
                       QStringLiteral("expected a mapping for %1, found %2")
                           .arg(item, describe(list->at(i))));
                continue;
            }
            const QVariantMap m = list->at(i).toMap();
            checkKeys(m, keys, item);
            for (const char *key : {"side", "hex", "power"}) {
                if (!m.contains(QLatin1String(key)))
                    report(path, QStringLiteral("missing-key"),
                           QStringLiteral("missing required key '%1' in %2")
                               .arg(QLatin1String(key), item));
            }
            if (m.contains(QStringLiteral("side")))
                readSide(m.value(QStringLiteral("side")).toString(),
                         joinPath(path, QStringLiteral("side")), item);
            if (m.contains(QStringLiteral("hex"))) {
                OffsetCoord hex;
                const QString label = m.value(QStringLiteral("hex")).toString();
                if (!parseMapHexLabel(label, &hex))
                    report(joinPath(path, QStringLiteral("hex")), QStringLiteral("bad-hex"),
                           QStringLiteral("'%1' in %2 is not a hex label such as \"0405\"")
                               .arg(quoteForMessage(label), item));
            }
            if (m.contains(QStringLiteral("power")))
                readNumber(m.value(QStringLiteral("power")),
                           joinPath(path, QStringLiteral("power")), 1, 100,
                           QStringLiteral("'power' in %1").arg(item));
        }
    }

    const Scenario &m_scenario;
    const Ruleset &m_ruleset;
    const MakRules &m_rules;
    QString m_file;
    const FamilyPositions *m_positions = nullptr;
    SourcePosition m_fallback;
    QString m_subjectKind;
    QString m_subjectId;
    QString m_side;
};

} // namespace

QList<int> MakEntryPilots::all() const
{
    QList<int> out;
    for (const std::optional<int> &n : {leader, secondLeader, controller}) {
        if (n && !out.contains(*n))
            out.append(*n);
    }
    for (int n : others) {
        if (!out.contains(n))
            out.append(n);
    }
    return out;
}

MakEntryPilots makEntryPilots(const ForceEntry &entry)
{
    MakEntryPilots p;
    p.leader = pilotNumber(entry.family, mak::LeaderKey);
    p.secondLeader = pilotNumber(entry.family, mak::SecondLeaderKey);
    p.controller = pilotNumber(entry.family, mak::ControllerKey);
    for (const QVariant &v : entry.family.value(mak::PilotsKey).toList()) {
        if (const auto n = wholeNumber(v))
            p.others.append(*n);
    }
    return p;
}

QStringList makEquipment(const ForceEntry &entry)
{
    QStringList out;
    for (const QVariant &v : entry.family.value(mak::EquipmentKey).toList()) {
        if (v.typeId() == QMetaType::QString && !v.toString().isEmpty())
            out.append(v.toString());
    }
    return out;
}

bool makIsAircraft(const Ruleset &ruleset, const QString &unitTypeId)
{
    const MakRules &rules = makRules(ruleset);
    const auto it = rules.units.constFind(unitTypeId);
    return it != rules.units.cend() && it->unitClass == QLatin1String("III");
}

QStringList makEquipmentIds(const Ruleset &ruleset)
{
    QStringList out;
    for (const MarkerType &m : ruleset.markers) {
        if (m.id.startsWith(QLatin1String("equipment_")))
            out.append(m.id);
    }
    return out;
}

QList<MakArtillery> makArtillery(const Scenario &scenario)
{
    QList<MakArtillery> out;
    const QVariantList list = scenario.family.value(mak::ArtilleryKey).toList();
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (list.at(i).typeId() != QMetaType::QVariantMap)
            continue;
        const QVariantMap m = list.at(i).toMap();
        MakArtillery a;
        a.side = m.value(QStringLiteral("side")).toString();
        a.type = m.value(QStringLiteral("type")).toString();
        a.board = m.value(QStringLiteral("board")).toString();
        a.direction = m.value(QStringLiteral("direction")).toString();
        a.distance = wholeNumber(m.value(QStringLiteral("distance"))).value_or(a.distance);
        a.total = wholeNumber(m.value(QStringLiteral("total"))).value_or(a.total);
        a.perTurn = wholeNumber(m.value(QStringLiteral("per_turn"))).value_or(a.perTurn);
        a.position
            = scenario.familyPositions.value(joinPath(mak::ArtilleryKey, QString::number(i)));
        out.append(a);
    }
    return out;
}

QMap<QString, int> makMinePoints(const Scenario &scenario)
{
    QMap<QString, int> out;
    const QVariantMap map = scenario.family.value(mak::MinesKey).toMap();
    for (auto it = map.cbegin(); it != map.cend(); ++it) {
        if (const auto n = wholeNumber(it.value()))
            out.insert(it.key(), *n);
    }
    return out;
}

QList<MakMinefield> makMinefields(const Scenario &scenario)
{
    QList<MakMinefield> out;
    const QVariantList list = scenario.family.value(mak::MinefieldsKey).toList();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QVariantMap m = list.at(i).toMap();
        MakMinefield f;
        if (!parseMapHexLabel(m.value(QStringLiteral("hex")).toString(), &f.hex))
            continue;
        f.side = m.value(QStringLiteral("side")).toString();
        f.power = wholeNumber(m.value(QStringLiteral("power"))).value_or(f.power);
        f.position
            = scenario.familyPositions.value(joinPath(mak::MinefieldsKey, QString::number(i)));
        out.append(f);
    }
    return out;
}

bool makNight(const Scenario &scenario)
{
    const QVariant v = scenario.family.value(mak::NightKey);
    return v.typeId() == QMetaType::Bool ? v.toBool() : v.toString() == QLatin1String("true");
}

QStringList makArtilleryTypes(const Ruleset &ruleset)
{
    QStringList out;
    if (const Chart *chart = ruleset.findChart(QStringLiteral("artillery-capability"))) {
        for (const QString &row : chart->rows) {
            if (row.startsWith(QLatin1String("Type ")))
                out.append(row.mid(5).trimmed());
        }
    }
    if (out.isEmpty())
        out = {QStringLiteral("I"), QStringLiteral("II"), QStringLiteral("III")};
    return out;
}

QList<Marker> makDefensivePositions(const Scenario &scenario)
{
    return markersOf(scenario, {mak::DefensivePosition1, mak::DefensivePosition2});
}

int makDefensivePositionModifier(const Marker &marker)
{
    if (marker.kind == mak::DefensivePosition1)
        return -1;
    if (marker.kind == mak::DefensivePosition2)
        return -2;
    return 0;
}

QList<Marker> makDepots(const Scenario &scenario)
{
    return markersOf(scenario, {mak::AmmunitionDepot});
}

QList<Marker> makObjectives(const Scenario &scenario)
{
    return markersOf(scenario, {mak::ObjectiveMarker});
}

namespace {
const VictoryCondition *ogpCondition(const Scenario &scenario)
{
    for (const VictoryCondition &v : scenario.victory) {
        if (v.kind == QLatin1String("victory_points"))
            return &v;
    }
    return nullptr;
}
} // namespace

QList<MakOgpThreshold> makOgpThresholds(const Scenario &scenario)
{
    QList<MakOgpThreshold> out;
    if (const VictoryCondition *v = ogpCondition(scenario)) {
        for (const QVariant &level : v->parameters.value(QStringLiteral("levels")).toList()) {
            const QVariantMap m = level.toMap();
            out.append({victoryLevelMin(m).value_or(MakOgpThreshold::OpenBelow),
                        m.value(QStringLiteral("result")).toString()});
        }
    }
    return out;
}

QString makOgpConditionId(const Scenario &scenario)
{
    const VictoryCondition *v = ogpCondition(scenario);
    return v ? v->id : QString();
}

QVariantMap makEntryPilotsValues(const MakEntryPilots &pilots)
{
    const auto number = [](const std::optional<int> &n) {
        return n ? QVariant(QString::number(*n)) : QVariant();
    };
    QVariantList others;
    for (int n : pilots.others)
        others.append(QString::number(n));
    return {{mak::LeaderKey, number(pilots.leader)},
            {mak::SecondLeaderKey, number(pilots.secondLeader)},
            {mak::ControllerKey, number(pilots.controller)},
            {mak::PilotsKey, others.isEmpty() ? QVariant() : QVariant(others)}};
}

QVariant makEquipmentValue(const QStringList &equipment)
{
    QVariantList list;
    for (const QString &id : equipment)
        list.append(id);
    return list.isEmpty() ? QVariant() : QVariant(list);
}

QVariant makArtilleryValue(const QList<MakArtillery> &artillery)
{
    QVariantList list;
    for (const MakArtillery &a : artillery) {
        list.append(QVariantMap {{QStringLiteral("side"), a.side},
                                 {QStringLiteral("type"), a.type},
                                 {QStringLiteral("board"), a.board},
                                 {QStringLiteral("direction"), a.direction},
                                 {QStringLiteral("distance"), QString::number(a.distance)},
                                 {QStringLiteral("total"), QString::number(a.total)},
                                 {QStringLiteral("per_turn"), QString::number(a.perTurn)}});
    }
    return list.isEmpty() ? QVariant() : QVariant(list);
}

QVariant makMinePointsValue(const QMap<QString, int> &points)
{
    QVariantMap map;
    for (auto it = points.cbegin(); it != points.cend(); ++it) {
        if (it.value() > 0)
            map.insert(it.key(), QString::number(it.value()));
    }
    return map.isEmpty() ? QVariant() : QVariant(map);
}

QVariant makMinefieldsValue(const QList<MakMinefield> &minefields)
{
    QVariantList list;
    for (const MakMinefield &f : minefields) {
        list.append(QVariantMap {{QStringLiteral("side"), f.side},
                                 {QStringLiteral("hex"), formatHexLabel(f.hex)},
                                 {QStringLiteral("power"), QString::number(f.power)}});
    }
    return list.isEmpty() ? QVariant() : QVariant(list);
}

QVariant makNightValue(bool night)
{
    return night ? QVariant(QStringLiteral("true")) : QVariant();
}

Diagnostics readMakScenarioFacts(const Scenario &scenario, const Ruleset &ruleset,
                                 const QString &file)
{
    FactReader reader(scenario, ruleset, file);
    for (const ForceEntry &f : scenario.forces) {
        if (!f.family.isEmpty())
            reader.readForce(f);
    }
    if (!scenario.family.isEmpty())
        reader.readScenario();
    sortDiagnostics(reader.diagnostics);
    return reader.diagnostics;
}

} // namespace hexwright
