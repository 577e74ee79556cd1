// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The pictures of a VASSAL module (vassalimages.cpp), shared with vassalmodule.cpp.

#include "export/countersheet_face.h"
#include "export/mapexport.h"
#include "export/vassalmodule.h"
#include "hex/hexlayout.h"

#include <QCoreApplication>
#include <QImage>
#include <QList>
#include <QPoint>
#include <QPointF>
#include <QRect>
#include <QString>

namespace hexwright {

/// The translation context of the module's texts (piece menus, charts, holding areas):
/// lupdate files each VassalExport::tr() call under "VassalExport", the context the
/// run-time lookup uses.
struct VassalExport
{
    Q_DECLARE_TR_FUNCTIONS(VassalExport)
};

class SheetDocument;

/// A hex map's board image and where its hexes lie on it.
struct VassalHexBoard
{
    QImage image;
    HexLayout layout; ///< scene units are the image's pixels
    QPointF shift; ///< image pixel = layout point + shift
};

/// The hex VASSAL's grid origin is put on: the first hex of an unshifted column (row).
OffsetCoord vassalOriginHex(const OffsetSystem &offsets);

/// The map at @p hexPixels across the flats, without markers (they become pieces), the centre
/// of vassalOriginHex() on whole pixels.
VassalHexBoard renderVassalHexBoard(const MapExportSource &source, int hexPixels);

/// The table at @p pixelsPerInch, the scale written in its top-left corner; @p tableOrigin
/// gets the pixel of the table's top-left corner (points are mm from there).
QImage renderVassalTableBoard(const MapExportSource &source, int pixelsPerInch,
                              QPointF *tableOrigin);

/// A counter face, @p pixels square; a non-empty @p note ("Turn 3") in a band at its foot.
QImage renderVassalCounter(const CounterFace &face, const Ruleset &ruleset, int pixels,
                           const QString &note);

/// A table unit's round base, @p pixels across, its colour and name (and @p note).
QImage renderVassalToken(const CounterFace &face, const Ruleset &ruleset, int pixels,
                         const QString &note);

/// The status layer drawn over a disrupted counter: a red band with @p text, transparent
/// elsewhere.
QImage renderVassalStatusLayer(int pixels, const QString &text, bool round);

/// Every page of @p document at @p dpi.
QList<QImage> renderVassalSheetPages(const SheetDocument &document, int dpi);

/// A chart of text: @p title, then each section's heading and paragraphs.
struct VassalTextSection
{
    QString heading;
    QString text;
};
QImage renderVassalTextChart(const QString &title, const QList<VassalTextSection> &sections);

/// A holding area's board: @p title on top, each caption above its box.
struct VassalCaption
{
    QRect box;
    QString text;
};
QImage renderVassalHoldingBoard(QSize size, const QString &title,
                                const QList<VassalCaption> &captions);

/// @p image as PNG bytes.
QByteArray vassalPng(const QImage &image);

/// One piece: its name, its images (a back for a two-sided counter) and its status layer.
struct PieceSpec
{
    QString name;
    QString front;
    QString back;
    QString status;
};

/// A stack of pieces set up at a place of a map.
struct Stack
{
    QString name;
    QPoint at;
    QList<PieceSpec> pieces;
};

/// A side's holding area: its boxes in order.
struct Holding
{
    QString sideName;
    QList<Stack> boxes;

    /// The box named @p name, added at the end if new.
    Stack &box(const QString &name)
    {
        for (Stack &stack : boxes) {
            if (stack.name == name)
                return stack;
        }
        boxes.append(Stack {name, {}, {}});
        return boxes.last();
    }
};

/// What the builder gathers before it writes XML.
struct Gathered
{
    QList<std::pair<QString, QList<PieceSpec>>> palette; ///< list title, distinct pieces
    QList<Stack> mapStacks;
    QList<Holding> holdings;
    QList<std::pair<QString, QString>> charts; ///< title, image
};

/// The AddPiece command of @p piece with @p gpid, as a PieceSlot holds it.
QString vassalPieceDefinition(const PieceSpec &piece, int gpid);

/// buildFile.xml of @p gathered: the main map on @p boardImage with @p module's grid, a map
/// per holding area on @p holdingImages, the palette, dice, turn track and charts.
QByteArray vassalBuildFileXml(const MapExportSource &source, const VassalModuleOptions &options,
                              const VassalModule &module, const Gathered &gathered,
                              const QString &boardImage, const QStringList &holdingImages);

/// moduledata: the module's name, version, VASSAL version and description.
QByteArray vassalModuleDataXml(const MapExportSource &source, const VassalModuleOptions &options);

} // namespace hexwright
