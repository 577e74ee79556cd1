// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/mak/play/makactions.h"

#include "families/mak/play/makgamecontext.h"

#include <QJsonArray>

namespace hexwright {

namespace {

QString weaponCode(const MakGameContext &c, const QString &unit, int weapon)
{
    if (weapon < 0)
        return QStringLiteral("unarmed");
    return c.piece(unit).weapons.value(weapon).code;
}

} // namespace

QJsonObject makPlayToJson(const MakPlay &play, const MakGameContext &context)
{
    QJsonObject o {{QStringLiteral("kind"), play.kind}};
    const QString &k = play.kind;
    if (k == QLatin1String("boost") || k == QLatin1String("launch") || k == QLatin1String("exit")
        || k == QLatin1String("land")) {
        o.insert(QStringLiteral("unit"), play.unit);
        if (k == QLatin1String("land"))
            o.insert(QStringLiteral("to"), context.label(play.to));
        return o;
    }
    if (k == QLatin1String("move") || k == QLatin1String("assault") || k == QLatin1String("overrun")
        || k == QLatin1String("charge")) {
        o.insert(QStringLiteral("units"), QJsonArray::fromStringList(play.units));
        o.insert(QStringLiteral("to"), context.label(play.to));
        if (k == QLatin1String("overrun")) {
            o.insert(QStringLiteral("weapon"),
                     weaponCode(context, play.units.value(0), play.weapon));
            o.insert(QStringLiteral("target"), play.target);
        }
    } else if (k == QLatin1String("commit")) {
        o.insert(QStringLiteral("unit"), play.unit);
        o.insert(QStringLiteral("mission"), play.item);
    } else if (k == QLatin1String("air_attack")) {
        o.insert(QStringLiteral("unit"), play.unit);
        o.insert(QStringLiteral("equipment"), play.item);
        o.insert(QStringLiteral("target"), play.target);
    } else if (k == QLatin1String("request_artillery") || k == QLatin1String("smoke")
               || k == QLatin1String("arson")) {
        o.insert(QStringLiteral("unit"), play.unit);
        o.insert(QStringLiteral("to"), context.label(play.to));
        if (!play.target.isEmpty())
            o.insert(QStringLiteral("requester"), play.target);
        if (!play.item.isEmpty())
            o.insert(QStringLiteral("round"), play.item);
    } else if (k == QLatin1String("load")) {
        o.insert(QStringLiteral("unit"), play.unit);
        o.insert(QStringLiteral("target"), play.target);
    } else if (k == QLatin1String("unload")) {
        o.insert(QStringLiteral("unit"), play.unit);
    } else if (play.kind == QLatin1String("attack")
               || play.kind == QLatin1String("defensive_fire")) {
        o.insert(QStringLiteral("unit"), play.unit);
        o.insert(QStringLiteral("weapon"), weaponCode(context, play.unit, play.weapon));
        o.insert(QStringLiteral("target"), play.target);
    }
    return o;
}

std::optional<MakPlay> makPlayFromJson(const QJsonObject &json, const MakGameContext &context,
                                       QString *error)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    MakPlay p;
    p.kind = json.value(QStringLiteral("kind")).toString();
    const QString &k = p.kind;
    auto readTo = [&] {
        return context.parseLabel(json.value(QStringLiteral("to")).toString(), &p.to);
    };
    p.unit = json.value(QStringLiteral("unit")).toString();
    p.target = json.value(QStringLiteral("target")).toString();
    if (k == QLatin1String("commit")) {
        p.item = json.value(QStringLiteral("mission")).toString();
        if (p.item != QLatin1String("air") && p.item != QLatin1String("ground")
            && p.item != QLatin1String("withdraw"))
            return fail(QStringLiteral("a mission is air, ground or withdraw"));
        return p;
    }
    if (k == QLatin1String("air_attack")) {
        p.item = json.value(QStringLiteral("equipment")).toString();
        return p;
    }
    if (k == QLatin1String("request_artillery") || k == QLatin1String("smoke")
        || k == QLatin1String("arson")) {
        if (!readTo())
            return fail(QStringLiteral("\"to\" is not a hex of the map"));
        p.target = json.value(QStringLiteral("requester")).toString();
        p.item = json.value(QStringLiteral("round")).toString();
        return p;
    }
    if (k == QLatin1String("load") || k == QLatin1String("unload") || k == QLatin1String("boost")
        || k == QLatin1String("launch") || k == QLatin1String("exit"))
        return p;
    if (k == QLatin1String("land")) {
        if (!readTo())
            return fail(QStringLiteral("\"to\" is not a hex of the map"));
        return p;
    }
    if (k == QLatin1String("move") || k == QLatin1String("assault") || k == QLatin1String("overrun")
        || k == QLatin1String("charge")) {
        p.unit.clear();
        for (const QJsonValue &v : json.value(QStringLiteral("units")).toArray())
            p.units.append(v.toString());
        if (p.units.isEmpty())
            return fail(QStringLiteral("no units named"));
        if (!readTo())
            return fail(QStringLiteral("\"to\" is not a hex of the map"));
        if (k != QLatin1String("overrun")) {
            p.target.clear();
            return p;
        }
    }
    if (k == QLatin1String("attack") || k == QLatin1String("defensive_fire")
        || k == QLatin1String("overrun")) {
        const QString armed = k == QLatin1String("overrun") ? p.units.value(0) : p.unit;
        const QString code = json.value(QStringLiteral("weapon")).toString();
        if (code == QLatin1String("unarmed")) {
            p.weapon = -1;
        } else {
            const QList<MakWeapon> &weapons = context.piece(armed).weapons;
            p.weapon = -2;
            for (int i = 0; i < weapons.size(); ++i) {
                if (weapons.at(i).code == code) {
                    p.weapon = i;
                    break;
                }
            }
            if (p.weapon < -1)
                return fail(QStringLiteral("%1 has no weapon %2").arg(armed, code));
        }
    } else if (p.kind != QLatin1String("end_phase")) {
        return fail(QStringLiteral("unknown kind \"%1\"").arg(p.kind));
    }
    return p;
}

} // namespace hexwright
