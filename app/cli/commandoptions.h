// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace hexwright {

/// The index of the first option of @p command in @p arguments: after the program, the
/// options before the command (--data DIR) and the command itself.
int commandOptionsStart(const QStringList &arguments, const QString &command);

/// What the commands that play games (balance, playtest) share on their command lines.
struct GameRunOptions
{
    QString file; ///< the scenario
    int games = 1;
    quint64 seed = 1;
    int jobs = 1; ///< games played at once
    int maxActions = 20000;
    bool help = false;
};

/// The option at hand while a command's own options are read (parseGameRunOptions()).
class CommandOption
{
public:
    CommandOption(const QStringList &arguments, int *index)
        : m_arguments(arguments)
        , m_index(index)
    { }

    /// The option, as written.
    QString name() const { return m_arguments.value(*m_index); }
    bool is(const char *option) const { return name() == QLatin1String(option); }
    /// Takes the option's value, the next argument, into @p out; false when there is none.
    bool value(QString *out);

private:
    const QStringList &m_arguments;
    int *m_index;
};

/**
 * Reads the options of @p command in @p arguments (the whole command line, program name
 * first) into @p o: --help and -h, --data DIR (the registry's, read by main and passed
 * over), --games N, --jobs J and --max-actions N (each a positive number), --seed S and the
 * scenario FILE. Each other option goes to @p own, which returns std::nullopt when it does
 * not know it, an error, or an empty string when it took it. Returns the error that stops
 * the reading (naming the bad option), or an empty string.
 */
QString parseGameRunOptions(const QStringList &arguments, const QString &command, GameRunOptions *o,
                            const std::function<std::optional<QString>(CommandOption &)> &own);

} // namespace hexwright
