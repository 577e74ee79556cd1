// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QList>
#include <QString>

#include <optional>

namespace hexwright {

struct PanelLibrary;

/**
 * The map layout as the book prints it: "A B / 4 3 / F E", or a grid of lines such as
 * scenario 13's "  A B\n1 2 3 C\n  5 4\n6 F E D".
 *
 * Rows are separated by '/' or new lines, and run from north to south; tokens are panel ids
 * separated by spaces ('.' or '-' leaves a slot empty, a trailing 'r' turns a panel 180
 * degrees, as in "3r"). Each slot is as wide as the library's widest panel, and each row as
 * high as its tallest panel, so edge pieces may sit inside a row of main panels. When the
 * layout spans several lines, a line's leading spaces shift it east by one slot per two
 * spaces, the way the book indents its grids; in the one-line form they mean nothing.
 *
 * Ids match exactly, else ignoring case. On an unknown id the answer is empty and @p error
 * names the token and its row, with a suggestion when one is close.
 */
std::optional<QList<PanelPlacement>>
layoutFromText(const QString &text, const PanelLibrary &library, QString *error = nullptr);

/**
 * The book's notation for @p layout, one line per row (leading spaces for empty slots in the
 * west, '.' inside a row), or an empty string when the layout is not such a grid: panels off
 * the slots, rows that do not follow one another, two panels in one slot, unknown panels.
 * layoutFromText() reads the answer back into the same layout.
 */
QString layoutToText(const QList<PanelPlacement> &layout, const PanelLibrary &library);

} // namespace hexwright
