// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The command-line options the commands of hexwright-cli that play games share.

#include "commandoptions.h"

namespace hexwright {

int commandOptionsStart(const QStringList &arguments, const QString &command)
{
    int i = 1;
    for (; i < arguments.size(); ++i) {
        if (arguments[i] == QLatin1String("--data") || arguments[i] == QLatin1String("-data")) {
            ++i;
            continue;
        }
        if (arguments[i] == command)
            return i + 1;
    }
    return i;
}

bool CommandOption::value(QString *out)
{
    if (*m_index + 1 >= m_arguments.size())
        return false;
    *out = m_arguments[++*m_index];
    return true;
}

QString parseGameRunOptions(const QStringList &arguments, const QString &command, GameRunOptions *o,
                            const std::function<std::optional<QString>(CommandOption &)> &own)
{
    int i = commandOptionsStart(arguments, command);
    for (; i < arguments.size(); ++i) {
        CommandOption option(arguments, &i);
        const QString arg = option.name();
        QString v;
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            o->help = true;
        } else if (arg == QLatin1String("--data")) {
            ++i;
        } else if (arg == QLatin1String("--games") || arg == QLatin1String("--jobs")
                   || arg == QLatin1String("--max-actions")) {
            bool ok = false;
            const int n = option.value(&v) ? v.toInt(&ok) : 0;
            if (!ok || n < 1)
                return QStringLiteral("%1 needs a positive number").arg(arg);
            (arg == QLatin1String("--games")      ? o->games
                 : arg == QLatin1String("--jobs") ? o->jobs
                                                  : o->maxActions)
                = n;
        } else if (arg == QLatin1String("--seed")) {
            bool ok = false;
            o->seed = option.value(&v) ? v.toULongLong(&ok) : 0;
            if (!ok)
                return QStringLiteral("--seed needs a non-negative number");
        } else if (const std::optional<QString> error = own(option); error) {
            if (!error->isEmpty())
                return *error;
        } else if (arg.startsWith(QLatin1Char('-'))) {
            return QStringLiteral("unknown option %1").arg(arg);
        } else if (o->file.isEmpty()) {
            o->file = arg;
        } else {
            return QStringLiteral("unexpected argument %1").arg(arg);
        }
    }
    return {};
}

} // namespace hexwright
