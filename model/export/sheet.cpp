// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "export/sheet.h"

#include "io/safefile.h"

#include <QFileInfo>
#include <QPagedPaintDevice>
#include <QPaintEngine>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>

namespace hexwright {

namespace {

struct PaperName
{
    const char *name;
    QPageSize::PageSizeId id;
};

constexpr PaperName Papers[] = {
    {"A4", QPageSize::A4},
    {"Letter", QPageSize::Letter},
    {"A3", QPageSize::A3},
};

} // namespace

QSizeF PaperSetup::paperSizeMm() const
{
    const QSizeF portrait = QPageSize::size(size, QPageSize::Millimeter);
    return orientation == QPageLayout::Landscape ? portrait.transposed() : portrait;
}

QPageLayout PaperSetup::pageLayout() const
{
    QPageLayout layout(QPageSize(size), orientation, QMarginsF(), QPageLayout::Millimeter);
    // A QPrinter takes the mode from each layout it is given: keep it painting from the
    // paper's corner.
    layout.setMode(QPageLayout::FullPageMode);
    return layout;
}

bool parsePaperName(const QString &name, QPageSize::PageSizeId *size)
{
    for (const PaperName &paper : Papers) {
        if (name.compare(QLatin1String(paper.name), Qt::CaseInsensitive) == 0) {
            if (size)
                *size = paper.id;
            return true;
        }
    }
    return false;
}

QStringList paperNames()
{
    QStringList names;
    for (const PaperName &paper : Papers)
        names.append(QLatin1String(paper.name));
    return names;
}

SheetDocument::~SheetDocument() = default;

bool paintSheets(const SheetDocument &document, QPagedPaintDevice &device, int fromPage, int toPage)
{
    const int count = document.pageCount();
    const int first = fromPage > 0 ? std::min(fromPage, count) - 1 : 0;
    const int last = toPage > 0 ? std::min(toPage, count) - 1 : count - 1;
    if (count <= 0 || first > last)
        return false;
    device.setPageLayout(document.paper(first).pageLayout());
    QPainter painter;
    if (!painter.begin(&device))
        return false;
    // Only a PDF engine takes a new page layout once painting has begun (a print preview or
    // a native printer keep the first one): there a page of the other orientation is painted
    // turned a quarter on the same paper.
    const bool layoutPerPage = painter.paintEngine()->type() == QPaintEngine::Pdf;
    for (int page = first; page <= last; ++page) {
        const QPageLayout wanted = document.paper(page).pageLayout();
        if (page > first) {
            if (layoutPerPage && !device.pageLayout().isEquivalentTo(wanted))
                device.setPageLayout(wanted);
            device.newPage();
        }
        painter.save();
        // Device pixels from the paper's corner: the layouts have no margins and are in
        // full-page mode.
        painter.scale(device.logicalDpiX() / 25.4, device.logicalDpiY() / 25.4);
        const QPageLayout actual = device.pageLayout();
        if (actual.orientation() != wanted.orientation()) {
            painter.translate(actual.fullRect(QPageLayout::Millimeter).width(), 0);
            painter.rotate(90);
        }
        document.paintPage(painter, page);
        painter.restore();
    }
    return painter.end();
}

bool writeSheetsPdf(const SheetDocument &document, const QString &path, QString *error)
{
    // QPdfWriter ignores what write() returns: AtomicFileStream remembers a failed or short
    // write (a full disk), and commit() then leaves the old PDF as it was.
    AtomicFileStream file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = QStringLiteral("cannot write %1: %2").arg(path, file.failure());
        return false;
    }
    {
        QPdfWriter writer(&file);
        writer.setTitle(document.title());
        writer.setCreator(QStringLiteral("Hexwright"));
        writer.setResolution(1200);
        if (!paintSheets(document, writer)) {
            if (error)
                *error = QStringLiteral("cannot draw %1").arg(QFileInfo(path).fileName());
            return false; // the old file stays: file is never committed
        }
    }
    QString why;
    if (!file.commit(&why)) {
        if (error)
            *error = QStringLiteral("cannot write %1: %2").arg(path, why);
        return false;
    }
    return true;
}

} // namespace hexwright
