// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ruleset/ruleset.h"

#include <QColor>
#include <QRectF>
#include <QString>

class QPainter;
class QPainterPath;

namespace hexwright {

struct Marker;

/// The unit symbol of a counter, simple NATO-style boxes.
enum class CounterSymbol {
    Box, ///< an empty frame: a unit we cannot tell more about
    Armour, ///< an ellipse (tracks)
    Recon, ///< an ellipse and a diagonal (armoured cars, combat cars)
    Infantry, ///< a cross
    Carrier, ///< a cross and an ellipse (personnel carriers)
    Artillery, ///< a dot (towed guns and howitzers)
    SelfPropelledArtillery, ///< a dot and an ellipse
    Calliope, ///< three dots
    SelfPropelledCalliope, ///< three dots and an ellipse
    Fortress, ///< a keep with battlements
    Marker, ///< a scenario marker drawn by paintMarkerSymbol()
};

/// What one side of a counter shows.
struct CounterFace
{
    QString name; ///< printed along the top
    QString colour; ///< ruleset colour id: the field
    CounterSymbol symbol = CounterSymbol::Box;
    bool hover = false; ///< a wavy line under the symbol
    bool hasFactors = true;
    UnitFactors factors;
    QString markerKind; ///< Marker: fortress, rubble, object
    bool back = false; ///< the back of a two-sided counter

    /// "8-8-4-6", "S-3-4-4": the printed factors without provisional marks.
    QString factorText() const;
    bool hasProvisional() const;
};

/// How an army colour prints: its own colour, or in greyscale a pattern and a tag letter that
/// tell the colours apart without colour.
struct ColourLook
{
    QColor field;
    QColor ink; ///< symbol and text on the field
    int pattern = 0; ///< 0 plain; greyscale: 1 diagonal, 2 dots, 3 cross, 4 horizontal, ...
    QString tag; ///< greyscale: "T" for Tan
    bool greyscale = false;
};

ColourLook colourLook(const Ruleset &ruleset, const QString &colourId, bool greyscale);

/// Fills @p rect with @p look's field and pattern.
void paintColourField(QPainter &painter, const QRectF &rect, const ColourLook &look);
/// Fills @p path with @p look's pattern lines only (zones on the thumbnail in greyscale).
void paintPatternLines(QPainter &painter, const QPainterPath &path, int pattern, const QColor &ink,
                       double spacingMm, double penMm);

/// The front (or with @p back the skimmer-mounted back) of @p type's counter in @p colour.
/// The symbol follows the counter the type uses (militia use the infantry counter).
CounterFace unitCounterFace(const UnitType &type, const QString &colour, const Ruleset &ruleset,
                            bool back = false);
/// A scenario marker as a counter: a fortress in its owner's colour, rubble, an object.
CounterFace markerCounterFace(const Marker &marker, const Ruleset &ruleset);

/// "Self-propelled Artillery" -> "SP Artillery", "Armored Personnel Carrier" -> "APC": the
/// shorter forms a counter tries when the name does not fit.
QStringList counterNameForms(const QString &name);

/// Paints @p face into the square @p rect (millimetres). Provisional factors get a small
/// dagger when @p markProvisional; @p frame draws a thin border (off on a cut grid).
void paintCounterFace(QPainter &painter, const QRectF &rect, const CounterFace &face,
                      const ColourLook &look, bool markProvisional = true, bool frame = true);

/// The dagger that marks provisional factors, and the footnote that explains it.
QString provisionalMark();
QString provisionalFootnote();

} // namespace hexwright
