// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

namespace hexwright {

/// Where a thing sits in the file it was read from, so checks and the editor can point at it.
/// Zero when the thing was made in the editor and never read. Equality of the things that
/// carry one leaves it out: two parts are the same wherever they were written.
struct SourcePosition
{
    int line = 0;
    int column = 0;
};

} // namespace hexwright
