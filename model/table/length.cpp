// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/length.h"

#include <QLocale>

#include <cmath>

namespace hexwright {

QString lengthUnitId(LengthUnit unit)
{
    switch (unit) {
    case LengthUnit::Inch:
        return QStringLiteral("in");
    case LengthUnit::Centimetre:
        return QStringLiteral("cm");
    case LengthUnit::Millimetre:
        return QStringLiteral("mm");
    }
    return QString();
}

QStringList lengthUnitIds()
{
    return {QStringLiteral("in"), QStringLiteral("cm"), QStringLiteral("mm")};
}

std::optional<LengthUnit> parseLengthUnit(const QString &id)
{
    if (id == QLatin1String("in"))
        return LengthUnit::Inch;
    if (id == QLatin1String("cm"))
        return LengthUnit::Centimetre;
    if (id == QLatin1String("mm"))
        return LengthUnit::Millimetre;
    return std::nullopt;
}

std::optional<double> parseLength(const QString &text, LengthUnit plainUnit)
{
    const QString trimmed = text.trimmed();
    // The number is everything up to the first letter or inch mark; the rest is the unit.
    qsizetype split = 0;
    while (split < trimmed.size() && !trimmed.at(split).isLetter()
           && trimmed.at(split) != QLatin1Char('"'))
        ++split;
    const QString number = trimmed.left(split).trimmed();
    const QString unitText = trimmed.mid(split).trimmed();
    LengthUnit unit = plainUnit;
    if (unitText == QLatin1String("\""))
        unit = LengthUnit::Inch;
    else if (!unitText.isEmpty()) {
        const auto parsed = parseLengthUnit(unitText);
        if (!parsed)
            return std::nullopt;
        unit = *parsed;
    }
    QLocale c = QLocale::c();
    c.setNumberOptions(QLocale::RejectGroupSeparator);
    bool ok = false;
    const double value = c.toDouble(number, &ok);
    if (!ok || !std::isfinite(value))
        return std::nullopt;
    return toMillimetres(value, unit);
}

QString formatLength(double millimetres, LengthUnit unit, int decimals)
{
    double value = fromMillimetres(millimetres, unit);
    // No "-0.0" for a point a hair left of the edge.
    if (std::abs(value) < 0.5 * std::pow(10.0, -decimals))
        value = 0.0;
    return QStringLiteral("%1 %2").arg(QLocale::c().toString(value, 'f', decimals),
                                       lengthUnitId(unit));
}

} // namespace hexwright
