// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// hexwright-bench, Table section (issue "One editor, many games", point 5): a 72 x 48 in table
// of 500 pieces, repainted by the TableRenderer at three zooms, lines of sight tested against
// its pieces, and its layout file written and read.

#include "benchsections.h"
#include "benchsupport.h"

#include "board/tableboard.h"
#include "board/tablelayoutio.h"
#include "io/yamltree.h"
#include "render/tablerenderer.h"

#include <QImage>
#include <QPainter>
#include <QRandomGenerator>

#include <cmath>

namespace hexwright::bench {

namespace {

constexpr double Inch = 25.4;

/// 500 pieces of mixed shapes, random but always the same, on a 72 x 48 in table.
TableLayout benchTableLayout(int pieces)
{
    QRandomGenerator random(1984);
    const auto uniform = [&](double low, double high) {
        return low + (high - low) * random.generateDouble();
    };
    TableLayout layout;
    layout.unit = LengthUnit::Inch;
    layout.size = QSizeF(72 * Inch, 48 * Inch);
    layout.grid = 6 * Inch;
    const QStringList traits = {QStringLiteral("trait-a"), QStringLiteral("trait-b"),
                                QStringLiteral("trait-c"), QStringLiteral("trait-d")};
    for (int i = 0; i < pieces; ++i) {
        TablePiece piece;
        piece.id = QStringLiteral("piece-%1").arg(i);
        if (i % 4 == 0)
            piece.name = QStringLiteral("Piece %1").arg(i);
        const QPointF at(uniform(0, 72 * Inch), uniform(0, 48 * Inch));
        const double rotation = std::round(uniform(0, 180));
        switch (i % 3) {
        case 0:
            piece.shape
                = TableShape::ellipse(at, uniform(2, 8) * Inch, uniform(2, 6) * Inch, rotation);
            break;
        case 1:
            piece.shape
                = TableShape::rectangle(at, uniform(1, 10) * Inch, uniform(1, 4) * Inch, rotation);
            break;
        default: {
            QPolygonF points;
            const int corners = 5 + int(random.bounded(20));
            for (int c = 0; c < corners; ++c) {
                const double angle = 2 * M_PI * c / corners;
                const double r = uniform(1, 4) * Inch;
                points.append(QPointF(r * std::cos(angle), r * std::sin(angle)));
            }
            piece.shape = TableShape::polygon(points, at, rotation);
        }
        }
        piece.traits = {traits.at(i % traits.size())};
        if (i % 5 == 0)
            piece.traits.append(traits.at((i + 1) % traits.size()));
        layout.pieces.append(piece);
    }
    for (int i = 0; i < 6; ++i) {
        layout.objectives.append({QStringLiteral("obj-%1").arg(i + 1),
                                  TablePoint(12 * Inch * (i + 0.5), 24 * Inch),
                                  QString::number(i + 1),
                                  {}});
    }
    layout.deployment = {{QStringLiteral("north"),
                          QStringLiteral("one"),
                          {TableShape::rectangle({36 * Inch, 6 * Inch}, 72 * Inch, 12 * Inch)},
                          {}},
                         {QStringLiteral("south"),
                          QStringLiteral("two"),
                          {TableShape::rectangle({36 * Inch, 42 * Inch}, 72 * Inch, 12 * Inch)},
                          {}}};
    return layout;
}

TableStyle benchStyle()
{
    TableStyle style;
    style.traits.insert(QStringLiteral("trait-a"),
                        {QColor(0x4f, 0x7a, 0x3a), QColor(), Qt::NoBrush});
    style.traits.insert(QStringLiteral("trait-b"),
                        {QColor(), QColor(0x30, 0x30, 0x30), Qt::BDiagPattern});
    style.traits.insert(QStringLiteral("trait-c"),
                        {QColor(0x6c, 0x6c, 0x6c), QColor(), Qt::NoBrush});
    style.traits.insert(QStringLiteral("trait-d"),
                        {QColor(0x5a, 0x8c, 0xc8), QColor(0x20, 0x40, 0x90), Qt::Dense6Pattern});
    style.sides.insert(QStringLiteral("one"), QColor(0x30, 0x60, 0xd0));
    style.sides.insert(QStringLiteral("two"), QColor(0xd0, 0x40, 0x30));
    return style;
}

} // namespace

void benchTable(int runs, const QString &imageDir)
{
    const int pieceCount = 500;
    out << QStringLiteral("\nTable, 72 x 48 in, %1 pieces of mixed shapes (TableRenderer, "
                          "TableBoard):\n")
               .arg(pieceCount);
    const TableLayout layout = benchTableLayout(pieceCount);
    std::unique_ptr<TableBoard> made;
    const double indexMs = medianMs(runs, [&] { made = std::make_unique<TableBoard>(layout); });
    const TableBoard &board = *made;
    figure(QStringLiteral("make the board (index of %1 pieces)").arg(pieceCount), indexMs,
           QStringLiteral("ms"));
    TableRenderer renderer(board, benchStyle());
    // Shapes at every paint, as before the tile cache, to compare with.
    TableRenderer uncached(board, benchStyle());
    uncached.setCacheEnabled(false);

    const QSize view(1920, 1080);
    QImage image(view, QImage::Format_ARGB32_Premultiplied);
    const QRectF bounds = renderer.boundingRect();
    const double margin = renderer.margin();
    const double fit = std::min((view.width() - 4) / (bounds.width() + 2 * margin),
                                (view.height() - 4) / (bounds.height() + 2 * margin));
    struct Zoom
    {
        QString name;
        double pixelsPerMm;
    };
    const QList<Zoom> zooms = {
        {QStringLiteral("whole table"), fit},
        {QStringLiteral("1 in = 40 px"), 40.0 / Inch},
        {QStringLiteral("1 in = 150 px"), 150.0 / Inch},
    };
    for (const Zoom &z : zooms) {
        const QPointF centre = bounds.center();
        const QPointF scroll(std::round(centre.x() * z.pixelsPerMm - view.width() / 2.0),
                             std::round(centre.y() * z.pixelsPerMm - view.height() / 2.0));
        const QTransform transform = QTransform::fromScale(z.pixelsPerMm, z.pixelsPerMm)
            * QTransform::fromTranslate(-scroll.x(), -scroll.y());
        const QRectF exposed = transform.inverted().mapRect(QRectF(QPointF(), QSizeF(view)));
        auto paintWith = [&](const TableRenderer &r, const QTransform &t) {
            QPainter painter(&image);
            painter.fillRect(image.rect(), QColor(0x56, 0x5b, 0x61));
            painter.setTransform(t);
            r.paint(&painter, t.inverted().mapRect(QRectF(image.rect())), z.pixelsPerMm);
        };
        const double shapesMs
            = medianMs(std::max(runs, 5), [&] { paintWith(uncached, transform); });
        figure(QStringLiteral("repaint 1920 x 1080 at %1 (%2 pieces in view), shapes")
                   .arg(z.name)
                   .arg(board.piecesIn(exposed).size()),
               shapesMs, QStringLiteral("ms"));
        // Cold: the first paint at this zoom renders the tiles on screen (on every core).
        const double coldMs = medianMs(std::max(runs, 5), [&] {
            renderer.clearCache();
            paintWith(renderer, transform);
        });
        figure(QStringLiteral("  the same from the tile cache, cold (new zoom)"), coldMs,
               QStringLiteral("ms"));
        // Warm: a repaint of the unchanged table copies tiles.
        paintWith(renderer, transform);
        const double warmMs = medianMs(std::max(runs, 5), [&] { paintWith(renderer, transform); });
        figure(QStringLiteral("  the same from the tile cache, warm (repaint)"), warmMs,
               QStringLiteral("ms"), QStringLiteral("< 16 ms"));
        // A pan: 100 pixels further each frame, rendering only the strip that comes in.
        int step = 0;
        const double panMs = medianMs(std::max(runs, 5), [&] {
            ++step;
            paintWith(renderer, transform * QTransform::fromTranslate(-100.0 * step, 0));
        });
        figure(QStringLiteral("  pan by 100 px (the new strip rendered)"), panMs,
               QStringLiteral("ms"), QStringLiteral("< 16 ms"));
        // An edit: one piece moves; its part of the tiles is rendered again.
        TableLayout edited = board.layout();
        const QRectF near = exposed.adjusted(exposed.width() / 4, exposed.height() / 4,
                                             -exposed.width() / 4, -exposed.height() / 4);
        const QList<int> inView = board.piecesIn(near);
        if (!inView.isEmpty()) {
            TablePiece &piece = edited.pieces[inView.first()];
            piece.shape = TableShape::ellipse(piece.shape.boundingRect().center() + QPointF(20, 10),
                                              40, 30);
            const TableBoard editedBoard(edited);
            const double editMs = medianMs(1, [&] {
                renderer.setBoard(editedBoard);
                paintWith(renderer, transform);
            });
            figure(QStringLiteral("  repaint after moving one piece"), editMs, QStringLiteral("ms"),
                   QStringLiteral("< 16 ms"));
            renderer.setBoard(board);
        }
        if (!imageDir.isEmpty())
            image.save(
                QStringLiteral("%1/table-%2.png").arg(imageDir).arg(z.pixelsPerMm, 0, 'f', 2));
    }

    // Lines of sight: random pairs of points on the table, a third of them short.
    QRandomGenerator random(7);
    QList<QLineF> sights;
    for (int i = 0; i < 20000; ++i) {
        const QPointF a(random.bounded(72 * Inch), random.bounded(48 * Inch));
        const QPointF b = i % 3 == 0
            ? a
                + QPointF(random.bounded(24 * Inch) - 12 * Inch,
                          random.bounded(24 * Inch) - 12 * Inch)
            : QPointF(random.bounded(72 * Inch), random.bounded(48 * Inch));
        sights.append(QLineF(a, b));
    }
    qsizetype crossings = 0;
    const double indexedMs = medianMs(runs, [&] {
        crossings = 0;
        for (const QLineF &sight : std::as_const(sights))
            crossings += board.piecesCrossed(sight).size();
    });
    figure(QStringLiteral("piecesCrossed, %1 crossings per line on average")
               .arg(double(crossings) / sights.size(), 0, 'f', 1),
           sights.size() / (indexedMs / 1000.0) / 1000.0, QStringLiteral("k queries/s"));
    const qsizetype bruteCount = 2000;
    const double bruteMs = medianMs(runs, [&] {
        for (qsizetype i = 0; i < bruteCount; ++i) {
            for (const TablePiece &piece : layout.pieces)
                segmentCrossing(sights.at(i), piece.shape);
        }
    });
    figure(QStringLiteral("the same, every piece tested (no index)"),
           bruteCount / (bruteMs / 1000.0) / 1000.0, QStringLiteral("k queries/s"));

    // The layout file.
    QByteArray bytes;
    const double writeMs = medianMs(runs, [&] { bytes = writeTableFile(layout); });
    figure(QStringLiteral("write the layout (%1 KB)").arg(bytes.size() / 1024), writeMs,
           QStringLiteral("ms"));
    bool same = false;
    const double readMs = medianMs(runs, [&] {
        Diagnostics diagnostics;
        const auto document = YamlDocument::parse(bytes, QStringLiteral("bench"), diagnostics);
        const auto read = document ? readTableFile(*document, diagnostics) : std::nullopt;
        same = read && writeTableFile(*read) == bytes;
    });
    figure(QStringLiteral("read the layout, written back %1")
               .arg(same ? QStringLiteral("byte-identical") : QStringLiteral("DIFFERENT")),
           readMs, QStringLiteral("ms"));
}

} // namespace hexwright::bench
