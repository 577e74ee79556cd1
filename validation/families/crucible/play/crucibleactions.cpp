// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/crucible/play/crucibleactions.h"

#include "families/crucible/play/cruciblegamecontext.h"

#include <QJsonArray>

namespace hexwright {

namespace {

const QStringList &kinds()
{
    static const QStringList all {QStringLiteral("defend"),       QStringLiteral("move"),
                                  QStringLiteral("thunder_move"), QStringLiteral("fire"),
                                  QStringLiteral("assault"),      QStringLiteral("call_artillery"),
                                  QStringLiteral("thunder_run"),  QStringLiteral("end_phase")};
    return all;
}

bool hasUnit(const QString &kind)
{
    return kind != QLatin1String("assault") && kind != QLatin1String("call_artillery")
        && kind != QLatin1String("end_phase");
}

} // namespace

QJsonObject cruciblePlayToJson(const CruciblePlay &p, const CrucibleGameContext &c)
{
    QJsonObject o {{QStringLiteral("kind"), p.kind}};
    if (hasUnit(p.kind))
        o.insert(QStringLiteral("unit"), p.unit);
    if (p.kind == QLatin1String("move") || p.kind == QLatin1String("thunder_move"))
        o.insert(QStringLiteral("to"),
                 QJsonArray {c.toTableUnit(p.to.x()), c.toTableUnit(p.to.y())});
    if (p.kind == QLatin1String("fire") || p.kind == QLatin1String("defend"))
        o.insert(QStringLiteral("weapon"), p.weapon + 1);
    if (p.kind == QLatin1String("fire") || p.kind == QLatin1String("assault")
        || p.kind == QLatin1String("call_artillery"))
        o.insert(QStringLiteral("target"), p.target);
    if (p.kind == QLatin1String("call_artillery"))
        o.insert(QStringLiteral("detachment"), p.detachment);
    if (p.kind == QLatin1String("fire")) {
        if (p.conFire)
            o.insert(QStringLiteral("con_fire"), true);
        if (p.rapid)
            o.insert(QStringLiteral("rapid"), true);
    }
    return o;
}

std::optional<CruciblePlay> cruciblePlayFromJson(const QJsonObject &json,
                                                 const CrucibleGameContext &c, QString *error)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    CruciblePlay p(json.value(QStringLiteral("kind")).toString());
    if (!kinds().contains(p.kind))
        return fail(QStringLiteral("unknown kind \"%1\"").arg(p.kind));
    if (hasUnit(p.kind)) {
        p.unit = json.value(QStringLiteral("unit")).toString();
        if (!c.tu(p.unit))
            return fail(QStringLiteral("no TU \"%1\"").arg(p.unit));
    }
    if (p.kind == QLatin1String("move") || p.kind == QLatin1String("thunder_move")) {
        const QJsonArray to = json.value(QStringLiteral("to")).toArray();
        if (to.size() != 2 || !to.at(0).isDouble() || !to.at(1).isDouble())
            return fail(QStringLiteral("\"to\" is not a point [x, y]"));
        p.to = QPointF(c.fromTableUnit(to.at(0).toDouble()), c.fromTableUnit(to.at(1).toDouble()));
    }
    if (p.kind == QLatin1String("fire") || p.kind == QLatin1String("defend")) {
        const QJsonValue w = json.value(QStringLiteral("weapon"));
        if (!w.isDouble())
            return fail(QStringLiteral("no weapon number"));
        p.weapon = w.toInt() - 1;
    }
    if (p.kind == QLatin1String("fire") || p.kind == QLatin1String("assault")
        || p.kind == QLatin1String("call_artillery")) {
        p.target = json.value(QStringLiteral("target")).toString();
        if (!c.tu(p.target))
            return fail(QStringLiteral("no target TU \"%1\"").arg(p.target));
    }
    if (p.kind == QLatin1String("call_artillery")) {
        p.detachment = json.value(QStringLiteral("detachment")).toString();
        if (!c.detachment(p.detachment))
            return fail(QStringLiteral("no detachment \"%1\"").arg(p.detachment));
    }
    p.conFire = json.value(QStringLiteral("con_fire")).toBool();
    p.rapid = json.value(QStringLiteral("rapid")).toBool();
    return p;
}

} // namespace hexwright
