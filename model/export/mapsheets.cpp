// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "export/mapsheets.h"

#include <QPainter>

namespace hexwright {

namespace {

// STUB: being written.
class MapSheets : public SheetDocument
{
public:
    explicit MapSheets(const MapSheetOptions &options)
        : m_options(options)
    { }
    QString title() const override { return QStringLiteral("Map"); }
    int pageCount() const override { return 1; }
    PaperSetup paper(int) const override { return m_options.paper; }
    void paintPage(QPainter &painter, int) const override
    {
        painter.drawText(QPointF(20, 20), QStringLiteral("Map sheets"));
    }

private:
    MapSheetOptions m_options;
};

} // namespace

std::unique_ptr<SheetDocument> makeMapSheets(const MapExportSource &,
                                             const MapSheetOptions &options)
{
    return std::make_unique<MapSheets>(options);
}

} // namespace hexwright
