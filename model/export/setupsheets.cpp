// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "export/setupsheets.h"

#include <QPainter>

namespace hexwright {

namespace {

// STUB: being written.
class StubSheets : public SheetDocument
{
public:
    StubSheets(const QString &title, const PaperSetup &paper)
        : m_title(title)
        , m_paper(paper)
    { }
    QString title() const override { return m_title; }
    int pageCount() const override { return 1; }
    PaperSetup paper(int) const override { return m_paper; }
    void paintPage(QPainter &painter, int) const override
    {
        painter.drawText(QPointF(20, 20), m_title);
    }

private:
    QString m_title;
    PaperSetup m_paper;
};

} // namespace

std::unique_ptr<SheetDocument> makeSetupSheets(const MapExportSource &,
                                               const SetupSheetOptions &options)
{
    return std::make_unique<StubSheets>(QStringLiteral("Setup sheets"), options.paper);
}

std::unique_ptr<SheetDocument> makeCounterSheets(const MapExportSource &,
                                                 const CounterSheetOptions &options)
{
    return std::make_unique<StubSheets>(QStringLiteral("Counter sheets"), options.paper);
}

} // namespace hexwright
