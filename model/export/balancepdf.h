// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "balance/balancereport.h"
#include "export/sheet.h"

#include <memory>

namespace hexwright {

class Board;
class BoardRenderer;
struct PanelLibrary;
struct Ruleset;
struct Scenario;

/// The scenario a balance report's heat map is drawn on; without a board the PDF leaves
/// the heat map out and lists the places in a table.
struct BalanceBoardInputs
{
    const Board *board = nullptr;
    const Ruleset *ruleset = nullptr;
    const Scenario *scenario = nullptr;
    const PanelLibrary *panels = nullptr; ///< hex boards; null on a table
};

/**
 * A balance report as printed pages (A4 portrait by default): the title and the verdict,
 * the table of results per side, the charts of balancecharts, the unit types, the
 * first-player effect, the heat map on the board, and the provisional values the results
 * rest on where the ruleset marks any.
 */
class BalanceSheets : public SheetDocument
{
public:
    BalanceSheets(const BalanceReport &report, const BalanceBoardInputs &board,
                  const PaperSetup &paper = {});
    ~BalanceSheets() override;

    QString title() const override;
    int pageCount() const override;
    PaperSetup paper(int page) const override;
    void paintPage(QPainter &painter, int page) const override;

private:
    BalanceReport m_report;
    BalanceBoardInputs m_board;
    PaperSetup m_paper;
    std::unique_ptr<BoardRenderer> m_renderer;
};

/// Writes @p report as a PDF to @p path (writeSheetsPdf()); false with a message in @p error.
bool writeBalancePdf(const BalanceReport &report, const BalanceBoardInputs &board,
                     const QString &path, QString *error = nullptr);

} // namespace hexwright
