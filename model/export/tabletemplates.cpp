// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "export/tabletemplates.h"

#include "board/tablelayout.h"
#include "export/setupsheet_layout.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace hexwright {

namespace {

struct TableTemplates
{
    Q_DECLARE_TR_FUNCTIONS(TableTemplates)
};

constexpr double LabelRoomMm = 9.0; ///< at the top of the printable area, for the label

/// How many pages of @p step (each showing @p page) cover @p length.
int pagesFor(double length, double page, double step)
{
    if (length <= page + 1e-6)
        return 1;
    return 1 + int(std::ceil((length - page) / step - 1e-9));
}

/// The printable area of a template page below its label, paper millimetres.
QRectF drawingArea(const PaperSetup &paper)
{
    const QSizeF size = paper.paperSizeMm();
    return QRectF(paper.marginMm, paper.marginMm + LabelRoomMm, size.width() - 2 * paper.marginMm,
                  size.height() - 2 * paper.marginMm - LabelRoomMm);
}

QString rowLetters(int row)
{
    QString letters;
    for (int r = row; r >= 0; r = r / 26 - 1)
        letters.prepend(QChar(u'A' + r % 26));
    return letters;
}

class TemplatesDocument : public SheetDocument
{
public:
    TemplatesDocument(const Ruleset &ruleset, const Scenario &scenario,
                      const TableTemplateOptions &options)
        : m_ruleset(ruleset)
        , m_scenario(scenario)
        , m_options(options)
        , m_pages(layoutTableTemplates(scenario, options))
    { }

    QString title() const override
    {
        return TableTemplates::tr("%1: piece templates").arg(m_scenario.metadata.title);
    }
    int pageCount() const override { return int(m_pages.size()); }
    PaperSetup paper(int) const override { return m_options.paper; }
    void paintPage(QPainter &painter, int index) const override
    {
        if (index < 0 || index >= m_pages.size() || !m_scenario.table)
            return;
        const TemplatePage &page = m_pages.at(index);
        const TablePiece *piece = m_scenario.table->findPiece(page.pieceId);
        if (!piece)
            return;
        const QRectF area = drawingArea(m_options.paper);
        const QRectF shown(area.topLeft(), page.region.size());
        painter.save();
        painter.setRenderHint(QPainter::Antialiasing);
        // The outline, true size, clipped to this page's part.
        painter.save();
        painter.setClipRect(shown);
        painter.translate(area.topLeft() - page.region.topLeft());
        QColor fill(0xee, 0xee, 0xee);
        if (!piece->traits.isEmpty()) {
            if (const TerrainType *terrain = m_ruleset.findTerrain(piece->traits.first()))
                fill = terrain->colour.lighter(170);
        }
        painter.setPen(QPen(Qt::black, 0.5));
        painter.setBrush(fill);
        painter.drawPath(piece->shape.path());
        painter.restore();

        // The overlaps: shaded strips with a dashed line where the next page starts.
        const double overlap = m_options.overlapMm;
        painter.setPen(QPen(QColor(0x60, 0x60, 0x60), 0.25, Qt::DashLine));
        QColor shade(0x80, 0x80, 0x80, 40);
        if (page.column + 1 < page.columns) {
            const QRectF strip(shown.right() - overlap, shown.top(), overlap, shown.height());
            painter.fillRect(strip, shade);
            painter.drawLine(strip.topLeft(), strip.bottomLeft());
        }
        if (page.row + 1 < page.rows) {
            const QRectF strip(shown.left(), shown.bottom() - overlap, shown.width(), overlap);
            painter.fillRect(strip, shade);
            painter.drawLine(strip.topLeft(), strip.topRight());
        }
        if (page.column > 0)
            painter.drawLine(QPointF(shown.left() + overlap, shown.top()),
                             QPointF(shown.left() + overlap, shown.bottom()));
        if (page.row > 0)
            painter.drawLine(QPointF(shown.left(), shown.top() + overlap),
                             QPointF(shown.right(), shown.top() + overlap));
        painter.setPen(QPen(QColor(0xa0, 0xa0, 0xa0), 0.2));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(shown);
        painter.restore();

        // The label, and a 50 mm bar to check the printer kept the true size.
        const QString name = page.name.isEmpty() ? page.pieceId : page.name;
        const QString text = TableTemplates::tr("%1 \u00b7 page %2 of %3 x %4 \u00b7 true size; "
                                                "glue over the grey overlap")
                                 .arg(name, page.label())
                                 .arg(page.rows)
                                 .arg(page.columns);
        drawSheetText(
            painter,
            QRectF(m_options.paper.marginMm, m_options.paper.marginMm, area.width() - 60.0, 6.0),
            Qt::AlignLeft | Qt::AlignVCenter, text, sheetFont(2.8, true));
        const QPointF bar(area.right() - 52.0, m_options.paper.marginMm + 4.0);
        painter.setPen(QPen(Qt::black, 0.3));
        painter.drawLine(bar, bar + QPointF(50.0, 0));
        painter.drawLine(bar + QPointF(0, -1.2), bar + QPointF(0, 1.2));
        painter.drawLine(bar + QPointF(50, -1.2), bar + QPointF(50, 1.2));
        drawSheetText(painter, QRectF(bar.x(), bar.y() - 4.0, 50.0, 3.0), Qt::AlignCenter,
                      TableTemplates::tr("50 mm"), sheetFont(2.5));
        // The page's place, big, in its corner, so a stack of pages sorts at a glance.
        drawSheetText(painter, QRectF(area.left() + 2.0, area.top() + 2.0, 30.0, 10.0),
                      Qt::AlignLeft | Qt::AlignTop, page.label(), sheetFont(8.0, true));
    }

private:
    Ruleset m_ruleset;
    Scenario m_scenario;
    TableTemplateOptions m_options;
    QList<TemplatePage> m_pages;
};

} // namespace

QString TemplatePage::label() const
{
    return rowLetters(row) + QString::number(column + 1);
}

QList<TemplatePage> layoutTableTemplates(const Scenario &scenario,
                                         const TableTemplateOptions &options)
{
    QList<TemplatePage> pages;
    if (!scenario.table)
        return pages;
    const QRectF area = drawingArea(options.paper);
    const double overlap
        = std::clamp(options.overlapMm, 0.0, std::min(area.width(), area.height()) / 2);
    const double stepX = area.width() - overlap;
    const double stepY = area.height() - overlap;
    for (const TablePiece &piece : scenario.table->pieces) {
        const QRectF bounds = piece.shape.boundingRect();
        const int columns = pagesFor(bounds.width(), area.width(), stepX);
        const int rows = pagesFor(bounds.height(), area.height(), stepY);
        for (int r = 0; r < rows; ++r) {
            for (int c = 0; c < columns; ++c) {
                TemplatePage page;
                page.pieceId = piece.id;
                page.name = piece.name;
                page.row = r;
                page.column = c;
                page.rows = rows;
                page.columns = columns;
                page.region
                    = QRectF(bounds.left() + c * stepX, bounds.top() + r * stepY,
                             std::min(area.width(), bounds.right() - (bounds.left() + c * stepX)),
                             std::min(area.height(), bounds.bottom() - (bounds.top() + r * stepY)));
                pages.append(page);
            }
        }
    }
    return pages;
}

std::unique_ptr<SheetDocument> makeTableTemplates(const Ruleset &ruleset, const Scenario &scenario,
                                                  const TableTemplateOptions &options)
{
    return std::make_unique<TemplatesDocument>(ruleset, scenario, options);
}

} // namespace hexwright
