// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammer-wars/play/hwactions.h"

#include "families/hammer-wars/play/hwgamecontext.h"

#include <QJsonArray>

#include <cmath>

namespace hexwright {

namespace {

double rounded(double value)
{
    return std::round(value * 100) / 100;
}

QJsonArray pointJson(const HwGameContext &c, QPointF mm)
{
    return {rounded(c.toTableUnit(mm.x())), rounded(c.toTableUnit(mm.y()))};
}

bool readPoint(const HwGameContext &c, const QJsonValue &value, QPointF *out)
{
    const QJsonArray a = value.toArray();
    if (a.size() != 2 || !a.at(0).isDouble() || !a.at(1).isDouble())
        return false;
    const double x = a.at(0).toDouble();
    const double y = a.at(1).toDouble();
    if (!std::isfinite(x) || !std::isfinite(y))
        return false;
    *out = hwSnap(c, {c.fromTableUnit(x), c.fromTableUnit(y)});
    return true;
}

} // namespace

QPointF hwSnap(const HwGameContext &c, QPointF mm)
{
    return {c.fromTableUnit(rounded(c.toTableUnit(mm.x()))),
            c.fromTableUnit(rounded(c.toTableUnit(mm.y())))};
}

QJsonObject hwPlayToJson(const HwPlay &p, const HwGameContext &c)
{
    QJsonObject o;
    o.insert(QStringLiteral("kind"), p.kind);
    if (p.kind == QLatin1String("buy")) {
        o.insert(QStringLiteral("unit_type"), p.unitType);
    } else if (p.kind == QLatin1String("place")) {
        o.insert(QStringLiteral("unit"), p.unit);
        o.insert(QStringLiteral("at"), pointJson(c, p.at));
    } else if (p.kind == QLatin1String("activate")) {
        o.insert(QStringLiteral("unit"), p.unit);
        o.insert(QStringLiteral("action"), p.action);
        if (!p.path.isEmpty()) {
            QJsonArray path;
            for (QPointF point : p.path)
                path.append(pointJson(c, point));
            o.insert(QStringLiteral("path"), path);
        }
    } else if (p.kind == QLatin1String("attack")) {
        o.insert(QStringLiteral("unit"), p.unit);
        o.insert(QStringLiteral("line"), p.line + 1);
        o.insert(QStringLiteral("target"), p.target);
    } else if (p.kind == QLatin1String("energy_pulse")) {
        o.insert(QStringLiteral("unit"), p.unit);
        o.insert(QStringLiteral("at"), pointJson(c, p.at));
        o.insert(QStringLiteral("to"), pointJson(c, p.to));
    } else if (p.kind == QLatin1String("hit_and_run")) {
        o.insert(QStringLiteral("unit"), p.unit);
        o.insert(QStringLiteral("to"), pointJson(c, p.to));
    } else if (p.kind == QLatin1String("chain_attack")) {
        o.insert(QStringLiteral("unit"), p.unit);
        o.insert(QStringLiteral("target"), p.target);
    }
    return o;
}

std::optional<HwPlay> hwPlayFromJson(const QJsonObject &json, const HwGameContext &c,
                                     QString *error)
{
    HwPlay p;
    p.kind = json.value(QStringLiteral("kind")).toString();
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    auto text = [&json](const char *key) {
        return json.value(QLatin1String(key)).toString();
    };
    static const QStringList kinds {QStringLiteral("buy"),         QStringLiteral("place"),
                                    QStringLiteral("place_rest"),  QStringLiteral("activate"),
                                    QStringLiteral("attack"),      QStringLiteral("energy_pulse"),
                                    QStringLiteral("hit_and_run"), QStringLiteral("chain_attack"),
                                    QStringLiteral("declare"),     QStringLiteral("end_phase")};
    if (!kinds.contains(p.kind))
        return fail(QStringLiteral("unknown action kind \"%1\" (expected one of %2)")
                        .arg(p.kind, kinds.join(QStringLiteral(", "))));
    p.unit = text("unit");
    p.unitType = text("unit_type");
    p.action = text("action");
    p.target = text("target");
    const bool needsUnit = p.kind != QLatin1String("buy") && p.kind != QLatin1String("place_rest")
        && p.kind != QLatin1String("declare") && p.kind != QLatin1String("end_phase");
    if (needsUnit && p.unit.isEmpty())
        return fail(QStringLiteral("a %1 action names its \"unit\"").arg(p.kind));
    if (p.kind == QLatin1String("buy") && p.unitType.isEmpty())
        return fail(QStringLiteral("a buy action names its \"unit_type\""));
    if ((p.kind == QLatin1String("place") || p.kind == QLatin1String("energy_pulse"))
        && !readPoint(c, json.value(QStringLiteral("at")), &p.at))
        return fail(QStringLiteral("\"at\" must be a point [x, y] in %1")
                        .arg(lengthUnitId(c.layout().unit)));
    if ((p.kind == QLatin1String("energy_pulse") || p.kind == QLatin1String("hit_and_run"))
        && !readPoint(c, json.value(QStringLiteral("to")), &p.to))
        return fail(QStringLiteral("\"to\" must be a point [x, y] in %1")
                        .arg(lengthUnitId(c.layout().unit)));
    if (p.kind == QLatin1String("activate")) {
        if (p.action.isEmpty())
            return fail(QStringLiteral("an activate action names its \"action\" (hold, walk or "
                                       "run)"));
        const QJsonValue path = json.value(QStringLiteral("path"));
        if (!path.isUndefined() && !path.isArray())
            return fail(QStringLiteral("\"path\" must be a list of points"));
        for (const QJsonValue &v : path.toArray()) {
            QPointF point;
            if (!readPoint(c, v, &point))
                return fail(QStringLiteral("each point of \"path\" must be [x, y] in %1")
                                .arg(lengthUnitId(c.layout().unit)));
            p.path.append(point);
        }
    }
    if (p.kind == QLatin1String("attack")) {
        const QJsonValue line = json.value(QStringLiteral("line"));
        if (!line.isDouble() || line.toDouble() != std::floor(line.toDouble()))
            return fail(QStringLiteral("an attack names its \"line\" (1, 2, ...)"));
        p.line = int(line.toDouble()) - 1;
    }
    if ((p.kind == QLatin1String("attack") || p.kind == QLatin1String("chain_attack"))
        && p.target.isEmpty())
        return fail(QStringLiteral("an attack names its \"target\""));
    return p;
}

} // namespace hexwright
