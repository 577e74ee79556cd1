// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/sheet.h"

#include <QList>
#include <QRectF>
#include <QString>

#include <memory>

namespace hexwright {

struct Ruleset;
struct Scenario;

struct TableTemplateOptions
{
    PaperSetup paper;
    /// What neighbouring pages of one piece share, to glue them edge on edge.
    double overlapMm = 10.0;
};

/// One page of a piece's template: the part of the piece's bounding box it shows.
struct TemplatePage
{
    QString pieceId;
    QString name;
    int row = 0; ///< 0-based; printed as a letter (A, B, ...)
    int column = 0; ///< 0-based; printed as a number from 1
    int rows = 1;
    int columns = 1;
    QRectF region; ///< table millimetres shown, true size, from the printable area's corner

    /// "A1", "B3": the row's letter and the column's number.
    QString label() const;
};

/**
 * Every piece's outline at true size, tiled over as many pages as it needs: pages overlap by
 * @p options' overlap, marked on both pages, and each page is labelled with the piece and
 * its place in the grid (A1, A2, ... B1), so the outline can be cut out and traced.
 */
QList<TemplatePage> layoutTableTemplates(const Scenario &scenario,
                                         const TableTemplateOptions &options);

/// The templates of a table scenario's pieces, ready to print or write as PDF.
std::unique_ptr<SheetDocument> makeTableTemplates(const Ruleset &ruleset, const Scenario &scenario,
                                                  const TableTemplateOptions &options);

} // namespace hexwright
