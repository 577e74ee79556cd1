// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/playlog.h"

#include <QJsonObject>
#include <QMap>
#include <QString>

namespace hexwright {

/**
 * The part of a game log's header every family writes alike: the format, the scenario (path,
 * title, hash), the ruleset and its version, the seed (a string: JSON numbers are doubles and
 * would round a 64-bit seed) and the rule choices. @p context is a family's game context,
 * which answers scenarioPath(), scenario(), scenarioHash(), ruleset() and ruleChoices().
 */
template<class Context>
QJsonObject playLogHeader(const Context &context, quint64 seed,
                          const QString &format = QLatin1String(PlayLogFormat))
{
    QJsonObject header;
    header.insert(QStringLiteral("type"), QStringLiteral("header"));
    header.insert(QStringLiteral("format"), format);
    header.insert(QStringLiteral("scenario"), context.scenarioPath());
    header.insert(QStringLiteral("scenario_title"), context.scenario().metadata.title);
    header.insert(QStringLiteral("scenario_sha256"), context.scenarioHash());
    header.insert(QStringLiteral("ruleset"), context.ruleset().id);
    header.insert(QStringLiteral("ruleset_version"), context.ruleset().version);
    header.insert(QStringLiteral("seed"), QString::number(seed));
    QJsonObject choices;
    const QMap<QString, QString> values = context.ruleChoices();
    for (auto it = values.begin(); it != values.end(); ++it)
        choices.insert(it.key(), it.value());
    header.insert(QStringLiteral("rule_choices"), choices);
    return header;
}

} // namespace hexwright
