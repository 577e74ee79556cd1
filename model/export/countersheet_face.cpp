// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "export/countersheet_face.h"

#include "export/setupsheet_layout.h"
#include "render/mapsymbols.h"
#include "scenario/scenario.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace hexwright {

namespace {

/// The translation context of this file's texts: lupdate files each CounterSheet::tr() call under
/// "CounterSheet", the context the run-time lookup uses.
struct CounterSheet
{
    Q_DECLARE_TR_FUNCTIONS(CounterSheet)
};

/// Light fields for greyscale, one per colour in the ruleset's order, so even a printer that
/// loses the pattern keeps the colours apart a little.
constexpr int GreyFields[] = {0xff, 0xe4, 0xf2, 0xd6, 0xfa, 0xea};
constexpr int PatternCount = 6;
/// The provisional corner's legs, as a share of the counter's side.
/// At 0.12 it stays above a name drawn to within the counter's padding, so names keep their
/// full width.
constexpr double ProvisionalCornerShare = 0.12;

void paintSymbol(QPainter &p, const QRectF &box, CounterSymbol symbol, const QColor &ink,
                 double pen)
{
    p.setPen(QPen(ink, pen, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
    p.setBrush(Qt::NoBrush);
    if (symbol == CounterSymbol::Fortress) {
        // A keep: a wall with three merlons.
        const double w = box.width();
        const double t = box.height() * 0.28;
        QPolygonF keep;
        keep << box.bottomLeft() << QPointF(box.left(), box.top());
        for (int i = 0; i < 5; ++i) {
            const double x = box.left() + w * (i + 1) / 5.0;
            const double y = i % 2 == 0 ? box.top() + t : box.top();
            keep << QPointF(box.left() + w * i / 5.0, y) << QPointF(x, y);
        }
        keep << box.bottomRight();
        p.drawPolygon(keep);
        return;
    }
    p.drawRect(box);
    const QRectF inner = box.adjusted(box.width() * 0.18, box.height() * 0.24, -box.width() * 0.18,
                                      -box.height() * 0.24);
    const auto cross = [&] {
        p.drawLine(box.topLeft(), box.bottomRight());
        p.drawLine(box.bottomLeft(), box.topRight());
    };
    const auto dot = [&](QPointF at, double r) {
        p.save();
        p.setPen(Qt::NoPen);
        p.setBrush(ink);
        p.drawEllipse(at, r, r);
        p.restore();
    };
    switch (symbol) {
    case CounterSymbol::Armour:
        p.drawEllipse(inner);
        break;
    case CounterSymbol::Recon:
        p.drawEllipse(inner);
        p.drawLine(box.bottomLeft(), box.topRight());
        break;
    case CounterSymbol::Infantry:
        cross();
        break;
    case CounterSymbol::Carrier:
        cross();
        p.drawEllipse(inner);
        break;
    case CounterSymbol::SelfPropelledArtillery:
        p.drawEllipse(inner);
        Q_FALLTHROUGH();
    case CounterSymbol::Artillery:
        dot(box.center(), box.height() * 0.13);
        break;
    case CounterSymbol::SelfPropelledCalliope:
        p.drawEllipse(inner);
        Q_FALLTHROUGH();
    case CounterSymbol::Calliope:
        for (int i = -1; i <= 1; ++i)
            dot(box.center() + QPointF(i * box.width() * 0.16, 0), box.height() * 0.08);
        break;
    default:
        break;
    }
}

void paintWave(QPainter &p, double left, double right, double y, double amplitude,
               const QColor &ink, double pen)
{
    QPainterPath wave(QPointF(left, y));
    const int bumps = 3;
    const double step = (right - left) / bumps;
    for (int i = 0; i < bumps; ++i) {
        const double x = left + i * step;
        wave.cubicTo(QPointF(x + step * 0.35, y - amplitude * 2),
                     QPointF(x + step * 0.65, y + amplitude * 2), QPointF(x + step, y));
    }
    p.setPen(QPen(ink, pen, Qt::SolidLine, Qt::RoundCap));
    p.setBrush(Qt::NoBrush);
    p.drawPath(wave);
}

/// The name at the largest size from @p size down to @p minSize at which a form of it fits.
std::pair<QString, QFont> fittedName(const QString &name, double width, double size, double minSize)
{
    // The whole name a little smaller before any shortened form.
    for (const QString &form : counterNameForms(name)) {
        for (double s = size; s >= minSize - 1e-9; s -= size * 0.1) {
            const QFont font = sheetFont(s, true);
            if (sheetTextWidth(form, font) <= width)
                return {form, font};
        }
    }
    return {counterNameForms(name).constLast(), sheetFont(minSize, true)};
}

/// "8-8-4-6", "S-3-4-4": attack (S for a special attack), defence, range and movement.
QString factorsOf(const UnitFactors &f)
{
    return QStringList {f.specialAttack ? QStringLiteral("S") : QString::number(f.attack),
                        QString::number(f.defence), QString::number(f.range),
                        QString::number(f.movement)}
        .join(QLatin1Char('-'));
}

/**
 * The provisional mark: one solid triangle in the counter's top right corner, once per
 * counter however many of its factors are provisional (a dagger on every number crowded the
 * factors and read as a footnote per value).
 */
void paintProvisionalCorner(QPainter &painter, const QRectF &square, const QColor &ink)
{
    const double leg = square.width() * ProvisionalCornerShare;
    QPainterPath corner(square.topRight());
    corner.lineTo(square.topRight() - QPointF(leg, 0));
    corner.lineTo(square.topRight() + QPointF(0, leg));
    corner.closeSubpath();
    painter.setPen(Qt::NoPen);
    painter.setBrush(ink);
    painter.drawPath(corner);
}

} // namespace

QString CounterFace::factorText() const
{
    return familyFactors.isEmpty() ? factorsOf(factors) : familyFactors;
}

bool CounterFace::hasProvisional() const
{
    if (!familyFactors.isEmpty())
        return hasFactors && familyProvisional;
    return hasFactors && !factors.provisional.isEmpty();
}

ColourLook colourLook(const Ruleset &ruleset, const QString &colourId, bool greyscale)
{
    ColourLook look;
    const ArmyColour *colour = ruleset.findColour(colourId);
    if (!greyscale) {
        look.field = colour ? colour->colour : QColor(0xf4, 0xf4, 0xf4);
        look.ink = look.field.lightnessF() > 0.52 ? QColor(0x10, 0x10, 0x10) : Qt::white;
        return look;
    }
    const int index = colour ? int(colour - ruleset.colours.constData()) : -1;
    const int grey = index >= 0 ? GreyFields[index % PatternCount] : 0xff;
    look.field = QColor(grey, grey, grey);
    look.ink = QColor(0x10, 0x10, 0x10);
    look.greyscale = true;
    look.pattern = index >= 0 ? index % PatternCount : 0;
    const QString name = colour && !colour->name.isEmpty() ? colour->name : colourId;
    look.tag = name.left(1).toUpper();
    return look;
}

void paintPatternLines(QPainter &painter, const QPainterPath &path, int pattern, const QColor &ink,
                       double spacingMm, double penMm)
{
    if (pattern <= 0)
        return;
    const QRectF r = path.boundingRect();
    painter.save();
    painter.setClipPath(path, Qt::IntersectClip);
    painter.setPen(QPen(ink, penMm, Qt::SolidLine, Qt::FlatCap));
    painter.setBrush(Qt::NoBrush);
    const double s = spacingMm;
    const double span = r.width() + r.height();
    const auto diagonals = [&](int direction) {
        for (double d = 0; d <= span; d += s) {
            if (direction > 0)
                painter.drawLine(QPointF(r.left() + d, r.top()),
                                 QPointF(r.left() + d - r.height(), r.bottom()));
            else
                painter.drawLine(QPointF(r.right() - d, r.top()),
                                 QPointF(r.right() - d + r.height(), r.bottom()));
        }
    };
    switch (pattern % PatternCount) {
    case 1:
        diagonals(1);
        break;
    case 2:
        painter.setPen(Qt::NoPen);
        painter.setBrush(ink);
        for (double y = r.top() + s / 2; y < r.bottom(); y += s) {
            for (double x = r.left() + s / 2; x < r.right(); x += s)
                painter.drawEllipse(QPointF(x, y), penMm * 1.2, penMm * 1.2);
        }
        break;
    case 3:
        diagonals(1);
        diagonals(-1);
        break;
    case 4:
        for (double y = r.top() + s / 2; y < r.bottom(); y += s)
            painter.drawLine(QPointF(r.left(), y), QPointF(r.right(), y));
        break;
    default:
        diagonals(-1);
        break;
    }
    painter.restore();
}

void paintColourField(QPainter &painter, const QRectF &rect, const ColourLook &look)
{
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setBrush(look.field);
    painter.drawRect(rect);
    QPainterPath path;
    path.addRect(rect);
    paintPatternLines(painter, path, look.pattern, QColor(0x9a, 0x9a, 0x9a),
                      std::max(0.8, rect.height() * 0.09), std::max(0.06, rect.height() * 0.012));
    painter.restore();
}

CounterFace unitCounterFace(const UnitType &type, const QString &colour, const Ruleset &ruleset,
                            bool back)
{
    CounterFace face;
    face.colour = colour;
    face.name = type.name;
    // What the counter shows is the family's: a ruleset put together without family data
    // gets plain boxes with factors.
    const CounterLook look = ruleset.familyRules
        ? ruleset.familyRules->counterLook(ruleset, type, back)
        : CounterLook {};
    face.symbol = look.symbol;
    const bool mounted = back && type.mounted.has_value();
    face.back = mounted;
    face.factors = mounted ? type.mounted->factors : type.factors;
    face.hover = look.hover;
    face.hasFactors = look.factors;
    face.familyFactors = look.factorsText;
    face.familyProvisional = look.provisional;
    face.back = face.back || (back && look.twoSided);
    return face;
}

bool hasCounterBack(const UnitType &type, const Ruleset &ruleset)
{
    return type.mounted.has_value()
        || (ruleset.familyRules && ruleset.familyRules->counterLook(ruleset, type, false).twoSided);
}

CounterFace unitCounterFace(const UnitType &type, const QString &colour, const QStringList &options,
                            const Ruleset &ruleset, bool back)
{
    CounterFace face = unitCounterFace(type, colour, ruleset, back);
    face.marks = purchaseOptionMarks(options, ruleset);
    return face;
}

QStringList purchaseOptionMarks(const QStringList &options, const Ruleset &ruleset)
{
    QStringList marks;
    for (const QString &id : options) {
        const PurchaseOption *option = ruleset.findPurchaseOption(id);
        if (option && !option->mark.isEmpty())
            marks.append(option->mark);
    }
    return marks;
}

CounterFace markerCounterFace(const Marker &marker, const Ruleset &ruleset)
{
    CounterFace face;
    face.symbol = CounterSymbol::Marker;
    const MarkerType *type = ruleset.findMarker(marker.kind);
    face.markerSymbol = type ? type->symbol : QString();
    face.colour = marker.colour;
    face.hasFactors = false;
    face.name = marker.name;
    if (face.name.isEmpty() && type) {
        const qsizetype cut = type->name.indexOf(QLatin1String(" ("));
        face.name = cut > 0 ? type->name.left(cut) : type->name;
    }
    if (face.name.isEmpty())
        face.name = marker.kind;
    return face;
}

QStringList counterNameForms(const QString &name)
{
    QStringList forms {name};
    // A name's explanation in brackets goes first, whole: "Sphinx (Sph 69)" -> "Sphinx", never
    // the initials of the words inside ("S(6").
    const qsizetype bracket = name.indexOf(QLatin1String(" ("));
    const QString base = bracket > 0 ? name.left(bracket).trimmed() : name;
    if (base != name)
        forms.append(base);
    // Hyphenated words to their initials: "Self-propelled" -> "SP".
    QStringList words = base.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    bool changed = false;
    for (QString &word : words) {
        if (word.contains(QLatin1Char('-'))) {
            QString initials;
            for (const QString &part : word.split(QLatin1Char('-'), Qt::SkipEmptyParts))
                initials += part.at(0).toUpper();
            word = initials;
            changed = true;
        }
    }
    if (changed)
        forms.append(words.join(QLatin1Char(' ')));
    const bool allWords = std::all_of(words.cbegin(), words.cend(),
                                      [](const QString &word) { return word.at(0).isLetter(); });
    if (words.size() >= 3 && allWords) {
        // "Armored Personnel Carrier" -> "APC".
        QString initials;
        for (const QString &word : words)
            initials += word.at(0).toUpper();
        forms.append(initials);
    } else if (words.size() >= 3) {
        // Numbers have no initials: cut at a word ("Sdh 233/232 Schenkel" -> "Sdh 233/232").
        for (qsizetype kept = words.size() - 1; kept >= 1; --kept)
            forms.append(QStringList(words.mid(0, kept)).join(QLatin1Char(' ')));
    } else if (words.size() == 2 && words.first().size() > 4) {
        // "Militia Infantry" -> "Mil. Infantry".
        forms.append(words.first().left(3) + QStringLiteral(". ") + words.last());
    }
    return forms;
}

void paintCounterFace(QPainter &painter, const QRectF &rect, const CounterFace &face,
                      const ColourLook &look, bool markProvisional, bool frame)
{
    const double s = std::min(rect.width(), rect.height());
    const QRectF square(rect.center() - QPointF(s / 2, s / 2), QSizeF(s, s));
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const bool marker = face.symbol == CounterSymbol::Marker;
    ColourLook field = look;
    if (marker && face.colour.isEmpty())
        field = ColourLook {QColor(0xfa, 0xfa, 0xfa), QColor(0x10, 0x10, 0x10), 0, QString(),
                            look.greyscale};
    paintColourField(painter, square, field);
    if (frame) {
        painter.setPen(QPen(QColor(0x30, 0x30, 0x30), s * 0.015));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(square);
    }
    const double pad = s * 0.06;
    painter.setPen(field.ink);

    // The name along the top.
    const QRectF top(square.left() + pad, square.top() + s * 0.03, s - 2 * pad, s * 0.24);
    const auto [name, nameFont] = fittedName(face.name, top.width(), s * 0.15, s * 0.105);
    drawSheetText(painter, top, Qt::AlignCenter, name, nameFont);

    // The symbol in the middle.
    const double pen = s * 0.035;
    if (marker) {
        // An owned fortress is filled with its owner's colour; in greyscale every marker white.
        const QColor owner = look.greyscale ? QColor(Qt::white)
            : face.colour.isEmpty()         ? QColor()
                                            : field.field;
        paintMarkerShape(&painter, face.markerSymbol, square.center() + QPointF(0, s * 0.08),
                         s * 0.62, owner);
    } else {
        const QRectF box(square.center().x() - s * 0.25, square.top() + s * 0.3, s * 0.5, s * 0.3);
        paintSymbol(painter, box, face.symbol, field.ink, pen);
        if (face.hover)
            paintWave(painter, box.left(), box.right(), box.bottom() + s * 0.075, s * 0.02,
                      field.ink, pen * 0.9);
    }
    // The bought options' marks down the right of the symbol, each in a white box (the
    // greyscale tag is a disc on the left).
    for (qsizetype i = 0; i < face.marks.size() && !marker; ++i) {
        const double m = s * 0.17;
        const QRectF mark(square.right() - pad * 0.6 - m,
                          square.top() + s * 0.3 + i * (m + s * 0.02), m, m);
        if (mark.bottom() > square.top() + s * 0.68)
            break;
        painter.setPen(QPen(field.ink, s * 0.012));
        painter.setBrush(Qt::white);
        painter.drawRect(mark);
        painter.setPen(QColor(0x10, 0x10, 0x10));
        const QString text = face.marks.at(i);
        double size = s * 0.12;
        while (size > s * 0.06 && sheetTextWidth(text, sheetFont(size, true)) > m * 0.9)
            size *= 0.9;
        drawSheetText(painter, mark, Qt::AlignCenter, text, sheetFont(size, true));
    }
    if (!field.tag.isEmpty()) {
        // Greyscale: the colour's initial in a white disc, top left.
        const QRectF disc(square.left() + pad * 0.6, square.top() + s * 0.3, s * 0.17, s * 0.17);
        painter.setPen(QPen(field.ink, s * 0.012));
        painter.setBrush(Qt::white);
        painter.drawEllipse(disc);
        painter.setPen(field.ink);
        drawSheetText(painter, disc, Qt::AlignCenter, field.tag, sheetFont(s * 0.12, true));
    }

    // The factors along the bottom, as large as fit.
    if (face.hasFactors) {
        const QString factorsText = face.factorText();
        double size = s * 0.2;
        while (size > s * 0.1 && sheetTextWidth(factorsText, sheetFont(size, true)) > s - 2 * pad)
            size *= 0.92;
        painter.setPen(field.ink);
        drawSheetText(
            painter, QRectF(square.left() + pad, square.bottom() - s * 0.31, s - 2 * pad, s * 0.27),
            Qt::AlignCenter, factorsText, sheetFont(size, true));
    }
    if (markProvisional && face.hasProvisional())
        paintProvisionalCorner(painter, square, field.ink);
    painter.restore();
}

QString provisionalFootnote()
{
    return CounterSheet::tr("A counter with a solid top right corner has provisional factors: "
                            "values not printed in the source text.");
}

} // namespace hexwright
