// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clicommands.h"

namespace hexwright {

// STUB: being written.
int runPlaytestCommand(const QStringList &, RulesetRegistry &, CliStreams io)
{
    io.err << "hexwright-cli playtest: not yet available\n";
    return ExitUnreadable;
}

} // namespace hexwright
