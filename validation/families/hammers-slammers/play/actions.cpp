// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammers-slammers/play/actions.h"

#include "families/hammers-slammers/play/gamecontext.h"

#include <QJsonArray>

namespace hexwright {

namespace {

template<class... Ts> struct Overloaded : Ts...
{
    using Ts::operator()...;
};
template<class... Ts> Overloaded(Ts...) -> Overloaded<Ts...>;

const char *const Kinds[] = {"rally",
                             "desperation_rally",
                             "paradrop",
                             "counter_paradrop_fire",
                             "enter",
                             "move",
                             "exit",
                             "mount",
                             "dismount",
                             "hook_up",
                             "unhook",
                             "pick_up",
                             "demolish_fortress",
                             "jam",
                             "indirect_fire",
                             "assign_caf",
                             "direct_fire",
                             "close_assault",
                             "place",
                             "place_rest",
                             "end_phase"};

QJsonArray toArray(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

QStringList toList(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &v : value.toArray())
        list.append(v.toString());
    return list;
}

// Reads the fields of one action kind, collecting the first problem.
struct Reader
{
    const QJsonObject &json;
    const GameContext &context;
    QString error;

    QString str(const char *key)
    {
        const QJsonValue v = json.value(QLatin1String(key));
        if (!v.isString() && error.isEmpty())
            error = QStringLiteral("missing \"%1\"").arg(QLatin1String(key));
        return v.toString();
    }
    HexCoord hex(const char *key)
    {
        HexCoord h;
        const QString label = str(key);
        if (error.isEmpty() && !context.parseLabel(label, &h))
            error = QStringLiteral("\"%1\" is not a hex label: %2").arg(QLatin1String(key), label);
        return h;
    }
    QList<HexCoord> hexes(const char *key)
    {
        QList<HexCoord> list;
        for (const QString &label : toList(json.value(QLatin1String(key)))) {
            HexCoord h;
            if (!context.parseLabel(label, &h) && error.isEmpty())
                error = QStringLiteral("\"%1\" holds a bad hex label: %2")
                            .arg(QLatin1String(key), label);
            list.append(h);
        }
        return list;
    }
    QStringList list(const char *key) { return toList(json.value(QLatin1String(key))); }
};

} // namespace

QString actionKind(const Action &action)
{
    return QLatin1String(Kinds[action.index()]);
}

QJsonObject actionToJson(const Action &action, const GameContext &c)
{
    QJsonObject o;
    o.insert(QStringLiteral("kind"), actionKind(action));
    auto hexes = [&c](const QList<HexCoord> &list) {
        QJsonArray a;
        for (HexCoord h : list)
            a.append(c.label(h));
        return a;
    };
    std::visit(
        Overloaded {
            [&](const RallyAction &a) { o.insert(QStringLiteral("unit"), a.unit); },
            [&](const DesperationRallyAction &a) { o.insert(QStringLiteral("unit"), a.unit); },
            [&](const ParadropAction &a) {
                o.insert(QStringLiteral("unit"), a.unit);
                o.insert(QStringLiteral("drop_zone"), c.label(a.dropZone));
            },
            [&](const CounterParadropFireAction &a) {
                o.insert(QStringLiteral("firer"), a.firer);
                o.insert(QStringLiteral("target"), a.target);
            },
            [&](const EnterAction &a) {
                o.insert(QStringLiteral("unit"), a.unit);
                o.insert(QStringLiteral("hex"), c.label(a.hex));
            },
            [&](const MoveAction &a) {
                o.insert(QStringLiteral("unit"), a.unit);
                o.insert(QStringLiteral("path"), hexes(a.path));
            },
            [&](const ExitAction &a) { o.insert(QStringLiteral("unit"), a.unit); },
            [&](const MountAction &a) {
                o.insert(QStringLiteral("unit"), a.unit);
                o.insert(QStringLiteral("carrier"), a.carrier);
            },
            [&](const DismountAction &a) { o.insert(QStringLiteral("unit"), a.unit); },
            [&](const HookUpAction &a) {
                o.insert(QStringLiteral("tower"), a.tower);
                o.insert(QStringLiteral("gun"), a.gun);
            },
            [&](const UnhookAction &a) { o.insert(QStringLiteral("tower"), a.tower); },
            [&](const PickUpAction &a) { o.insert(QStringLiteral("unit"), a.unit); },
            [&](const DemolishFortressAction &a) {
                o.insert(QStringLiteral("hex"), c.label(a.hex));
            },
            [&](const JamAction &a) {
                o.insert(QStringLiteral("tanks"), toArray(a.tanks));
                o.insert(QStringLiteral("targets"), toArray(a.targets));
            },
            [&](const IndirectFireAction &a) {
                o.insert(QStringLiteral("firers"), toArray(a.firers));
                o.insert(QStringLiteral("target"), c.label(a.target));
                o.insert(QStringLiteral("observer"), a.observer);
                o.insert(QStringLiteral("gas"), a.gas);
            },
            [&](const AssignCafAction &a) {
                o.insert(QStringLiteral("caf"), toArray(a.caf));
                o.insert(QStringLiteral("cancelled"), toArray(a.cancelled));
            },
            [&](const DirectFireAction &a) {
                o.insert(QStringLiteral("firers"), toArray(a.firers));
                o.insert(QStringLiteral("hex"), c.label(a.hex));
                o.insert(QStringLiteral("targets"), toArray(a.targets));
                if (a.gas) // written only when fired, so logs of plain fire keep their form
                    o.insert(QStringLiteral("gas"), true);
            },
            [&](const CloseAssaultAction &a) {
                o.insert(QStringLiteral("hex"), c.label(a.hex));
                if (!a.groups.isEmpty()) {
                    QJsonArray groups;
                    for (const AssaultGroup &g : a.groups)
                        groups.append(
                            QJsonObject {{QStringLiteral("attackers"), toArray(g.attackers)},
                                         {QStringLiteral("targets"), toArray(g.targets)}});
                    o.insert(QStringLiteral("groups"), groups);
                }
            },
            [&](const PlaceAction &a) {
                o.insert(QStringLiteral("unit"), a.unit);
                o.insert(QStringLiteral("hex"), c.label(a.hex));
            },
            [&](const PlaceRestAction &) {},
            [&](const EndPhaseAction &) {},
        },
        action);
    return o;
}

std::optional<Action> actionFromJson(const QJsonObject &json, const GameContext &context,
                                     QString *error)
{
    Reader r {json, context, {}};
    const QString kind = json.value(QStringLiteral("kind")).toString();
    std::optional<Action> a;
    if (kind == QLatin1String("rally"))
        a = RallyAction {r.str("unit")};
    else if (kind == QLatin1String("desperation_rally"))
        a = DesperationRallyAction {r.str("unit")};
    else if (kind == QLatin1String("paradrop"))
        a = ParadropAction {r.str("unit"), r.hex("drop_zone")};
    else if (kind == QLatin1String("counter_paradrop_fire"))
        a = CounterParadropFireAction {r.str("firer"), r.str("target")};
    else if (kind == QLatin1String("enter"))
        a = EnterAction {r.str("unit"), r.hex("hex")};
    else if (kind == QLatin1String("move"))
        a = MoveAction {r.str("unit"), r.hexes("path")};
    else if (kind == QLatin1String("exit"))
        a = ExitAction {r.str("unit")};
    else if (kind == QLatin1String("mount"))
        a = MountAction {r.str("unit"), r.str("carrier")};
    else if (kind == QLatin1String("dismount"))
        a = DismountAction {r.str("unit")};
    else if (kind == QLatin1String("hook_up"))
        a = HookUpAction {r.str("tower"), r.str("gun")};
    else if (kind == QLatin1String("unhook"))
        a = UnhookAction {r.str("tower")};
    else if (kind == QLatin1String("pick_up"))
        a = PickUpAction {r.str("unit")};
    else if (kind == QLatin1String("demolish_fortress"))
        a = DemolishFortressAction {r.hex("hex")};
    else if (kind == QLatin1String("jam"))
        a = JamAction {r.list("tanks"), r.list("targets")};
    else if (kind == QLatin1String("indirect_fire"))
        a = IndirectFireAction {r.list("firers"), r.hex("target"), r.str("observer"),
                                json.value(QStringLiteral("gas")).toBool()};
    else if (kind == QLatin1String("assign_caf"))
        a = AssignCafAction {r.list("caf"), r.list("cancelled")};
    else if (kind == QLatin1String("direct_fire"))
        a = DirectFireAction {r.list("firers"), r.hex("hex"), r.list("targets"),
                              json.value(QStringLiteral("gas")).toBool()};
    else if (kind == QLatin1String("close_assault")) {
        CloseAssaultAction ca {r.hex("hex"), {}};
        for (const QJsonValue &v : json.value(QStringLiteral("groups")).toArray()) {
            const QJsonObject g = v.toObject();
            ca.groups.append({toList(g.value(QStringLiteral("attackers"))),
                              toList(g.value(QStringLiteral("targets")))});
        }
        a = ca;
    } else if (kind == QLatin1String("place"))
        a = PlaceAction {r.str("unit"), r.hex("hex")};
    else if (kind == QLatin1String("place_rest"))
        a = PlaceRestAction {};
    else if (kind == QLatin1String("end_phase"))
        a = EndPhaseAction {};
    else
        r.error = QStringLiteral("unknown action kind \"%1\"").arg(kind);
    if (!r.error.isEmpty()) {
        if (error)
            *error = r.error;
        return std::nullopt;
    }
    return a;
}

namespace {

/// "a", "a and b", "a, b and c".
QString listed(const QStringList &items)
{
    if (items.size() <= 1)
        return items.value(0);
    return QStringList(items.mid(0, items.size() - 1)).join(QStringLiteral(", "))
        + QStringLiteral(" and ") + items.last();
}

/// "a jams x; b jams y" for the paired lists of a jam or CAF answer.
QString pairs(const QStringList &units, const QString &verb, const QStringList &objects)
{
    QStringList parts;
    for (int i = 0; i < units.size(); ++i)
        parts.append(QStringLiteral("%1 %2 %3").arg(units.at(i), verb, objects.value(i)));
    return parts.join(QStringLiteral("; "));
}

} // namespace

QString describeAction(const Action &action, const GameContext &c)
{
    // A sentence for the game log, the orders list and the random agent's trace; the JSON
    // form (actionToJson) is what the log file records.
    struct Describe
    {
        const GameContext &c;
        QString operator()(const RallyAction &a) const
        {
            return QStringLiteral("%1 tries to rally").arg(a.unit);
        }
        QString operator()(const DesperationRallyAction &a) const
        {
            return QStringLiteral("%1 tries a desperation rally").arg(a.unit);
        }
        QString operator()(const ParadropAction &a) const
        {
            return QStringLiteral("%1 drops on %2").arg(a.unit, c.label(a.dropZone));
        }
        QString operator()(const CounterParadropFireAction &a) const
        {
            return QStringLiteral("%1 fires on the paratrooper %2").arg(a.firer, a.target);
        }
        QString operator()(const EnterAction &a) const
        {
            return QStringLiteral("%1 enters at %2").arg(a.unit, c.label(a.hex));
        }
        QString operator()(const MoveAction &a) const
        {
            if (a.path.isEmpty())
                return QStringLiteral("%1 stays").arg(a.unit);
            QStringList via;
            for (int i = 0; i + 1 < a.path.size(); ++i)
                via.append(c.label(a.path.at(i)));
            const QString to = QStringLiteral("%1 moves to %2").arg(a.unit, c.label(a.path.last()));
            return via.isEmpty()
                ? to
                : to + QStringLiteral(" via %1").arg(via.join(QStringLiteral(", ")));
        }
        QString operator()(const ExitAction &a) const
        {
            return QStringLiteral("%1 leaves the map").arg(a.unit);
        }
        QString operator()(const MountAction &a) const
        {
            return a.carrier.isEmpty() ? QStringLiteral("%1 mounts its skimmers").arg(a.unit)
                                       : QStringLiteral("%1 boards %2").arg(a.unit, a.carrier);
        }
        QString operator()(const DismountAction &a) const
        {
            return QStringLiteral("%1 dismounts").arg(a.unit);
        }
        QString operator()(const HookUpAction &a) const
        {
            return QStringLiteral("%1 hooks up %2").arg(a.tower, a.gun);
        }
        QString operator()(const UnhookAction &a) const
        {
            return QStringLiteral("%1 sets up the gun it tows").arg(a.tower);
        }
        QString operator()(const PickUpAction &a) const
        {
            return QStringLiteral("%1 picks up the object in its hex").arg(a.unit);
        }
        QString operator()(const DemolishFortressAction &a) const
        {
            return QStringLiteral("the fortress in %1 is demolished").arg(c.label(a.hex));
        }
        QString operator()(const JamAction &a) const
        {
            return a.tanks.isEmpty() ? QStringLiteral("no jamming")
                                     : pairs(a.tanks, QStringLiteral("jams"), a.targets);
        }
        QString operator()(const IndirectFireAction &a) const
        {
            QString text = QStringLiteral("%1 shell %2").arg(listed(a.firers), c.label(a.target));
            if (!a.observer.isEmpty())
                text += QStringLiteral(", observed by %1").arg(a.observer);
            if (a.gas)
                text += QStringLiteral(", with gas");
            return text;
        }
        QString operator()(const AssignCafAction &a) const
        {
            return a.caf.isEmpty() ? QStringLiteral("no counter-artillery fire")
                                   : pairs(a.caf, QStringLiteral("cancels"), a.cancelled);
        }
        QString operator()(const DirectFireAction &a) const
        {
            return QStringLiteral("%1 fire at %2 in %3%4")
                .arg(listed(a.firers), listed(a.targets), c.label(a.hex),
                     a.gas ? QStringLiteral(", with gas") : QString());
        }
        QString operator()(const CloseAssaultAction &a) const
        {
            if (a.groups.isEmpty())
                return QStringLiteral("close assault in %1").arg(c.label(a.hex));
            QStringList attacks;
            for (const AssaultGroup &g : a.groups)
                attacks.append(
                    QStringLiteral("%1 against %2").arg(listed(g.attackers), listed(g.targets)));
            return QStringLiteral("close assault in %1: %2")
                .arg(c.label(a.hex), attacks.join(QStringLiteral("; ")));
        }
        QString operator()(const PlaceAction &a) const
        {
            return QStringLiteral("%1 is set up in %2").arg(a.unit, c.label(a.hex));
        }
        QString operator()(const PlaceRestAction &) const
        {
            return QStringLiteral("the units left are set up automatically");
        }
        QString operator()(const EndPhaseAction &) const { return QStringLiteral("end of phase"); }
    };
    return std::visit(Describe {c}, action);
}

} // namespace hexwright
