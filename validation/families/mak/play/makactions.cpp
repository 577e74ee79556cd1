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
    if (play.kind == QLatin1String("move") || play.kind == QLatin1String("assault")) {
        o.insert(QStringLiteral("units"), QJsonArray::fromStringList(play.units));
        o.insert(QStringLiteral("to"), context.label(play.to));
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
    if (p.kind == QLatin1String("move") || p.kind == QLatin1String("assault")) {
        for (const QJsonValue &v : json.value(QStringLiteral("units")).toArray())
            p.units.append(v.toString());
        if (p.units.isEmpty())
            return fail(QStringLiteral("no units named"));
        if (!context.parseLabel(json.value(QStringLiteral("to")).toString(), &p.to))
            return fail(QStringLiteral("\"to\" is not a hex of the map"));
    } else if (p.kind == QLatin1String("attack") || p.kind == QLatin1String("defensive_fire")) {
        p.unit = json.value(QStringLiteral("unit")).toString();
        p.target = json.value(QStringLiteral("target")).toString();
        const QString code = json.value(QStringLiteral("weapon")).toString();
        if (code == QLatin1String("unarmed")) {
            p.weapon = -1;
        } else {
            const QList<MakWeapon> &weapons = context.piece(p.unit).weapons;
            p.weapon = -2;
            for (int i = 0; i < weapons.size(); ++i) {
                if (weapons.at(i).code == code) {
                    p.weapon = i;
                    break;
                }
            }
            if (p.weapon < -1)
                return fail(QStringLiteral("%1 has no weapon %2").arg(p.unit, code));
        }
    } else if (p.kind != QLatin1String("end_phase")) {
        return fail(QStringLiteral("unknown kind \"%1\"").arg(p.kind));
    }
    return p;
}

} // namespace hexwright
