// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/piecefaces.h"
#include "ruleset/ruleset.h"

#include <QColor>
#include <QRectF>
#include <QString>
#include <QStringList>

class QPainter;
class QPainterPath;

namespace hexwright {

struct Marker;

/// What one side of a counter shows.
struct CounterFace
{
    QString name; ///< printed along the top
    QString colour; ///< ruleset colour id: the field
    CounterSymbol symbol = CounterSymbol::Box;
    bool hover = false; ///< a wavy line under the symbol
    bool hasFactors = true;
    UnitFactors factors;
    /// The family's own printed values (CounterLook::factorsText), in place of factors.
    QString familyFactors;
    /// With familyFactors: whether they show a value that is ours.
    bool familyProvisional = false;
    QString markerSymbol; ///< Marker: the shape its ruleset draws it with (markerSymbols())
    bool back = false; ///< the back of a two-sided counter
    /// The marks of the purchase options the unit bought ("G"), drawn right of the symbol.
    QStringList marks;

    /// "8-8-4-6", "S-3-4-4": the printed factors.
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

/// The front (or with @p back the back) of @p type's counter in @p colour: its symbol, hover
/// mark and whether it prints factors are its family's answer (FamilyRules::counterLook()).
CounterFace unitCounterFace(const UnitType &type, const QString &colour, const Ruleset &ruleset,
                            bool back = false);
/// Whether @p type's counters have a back: mounted factors, or the family prints one on every
/// counter (CounterLook::twoSided).
bool hasCounterBack(const UnitType &type, const Ruleset &ruleset);
/// unitCounterFace() with the marks of the purchase options in @p options (a force entry's),
/// on both faces of a two-sided counter.
CounterFace unitCounterFace(const UnitType &type, const QString &colour, const QStringList &options,
                            const Ruleset &ruleset, bool back = false);
/// The `mark:` of each of @p options that has one, in the order bought.
QStringList purchaseOptionMarks(const QStringList &options, const Ruleset &ruleset);
/// A scenario marker as a counter, drawn with its ruleset's symbol; an owned one (a fortress)
/// in its owner's colour.
CounterFace markerCounterFace(const Marker &marker, const Ruleset &ruleset);

/// "Self-propelled Artillery" -> "SP Artillery", "Armored Personnel Carrier" -> "APC",
/// "Sphinx (Sph 69)" -> "Sphinx": the shorter forms a counter tries when the name does not
/// fit, each cut at a word or made of whole words' initials.
QStringList counterNameForms(const QString &name);

/// Paints @p face into the square @p rect (millimetres). A counter with provisional factors
/// gets one solid top right corner when @p markProvisional; @p frame draws a thin border (off
/// on a cut grid).
void paintCounterFace(QPainter &painter, const QRectF &rect, const CounterFace &face,
                      const ColourLook &look, bool markProvisional = true, bool frame = true);

/// The footnote that explains the provisional corner, on counter and set-up sheets.
QString provisionalFootnote();

} // namespace hexwright
