// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace hexwright {

/// How strongly a board's lines and labels are drawn: a plain option, so that the editor's
/// high-contrast look (issue 18) reaches every renderer without the model knowing of widgets.
struct BoardLook
{
    /// Black outlines over twice as thick and bold labels: hex grids and numbers on a hex
    /// board, the table's edge, pieces, grid and labels on a table.
    bool highContrast = false;
};

} // namespace hexwright
