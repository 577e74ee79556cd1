// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/constraintwording.h"

#include "ruleset/ruleset.h"

#include <cmath>

namespace hexwright {
namespace wording {

namespace {

bool isCapitalised(const QString &word)
{
    // "ECM", "APC": an abbreviation stays as it is.
    int upper = 0;
    for (const QChar c : word) {
        if (c.isLower())
            return false;
        if (c.isUpper())
            ++upper;
    }
    return upper > 1;
}

QString plural(const QString &word)
{
    if (word.isEmpty() || isCapitalised(word))
        return word.isEmpty() ? word : word + QLatin1Char('s');
    // Mass nouns (infantry, artillery) and names that are plural already (buses).
    static const QStringList massNouns
        = {QStringLiteral("infantry"), QStringLiteral("artillery"), QStringLiteral("cavalry"),
           QStringLiteral("militia"),  QStringLiteral("armor"),     QStringLiteral("armour")};
    if (massNouns.contains(word)
        || (word.endsWith(QLatin1Char('s')) && !word.endsWith(QLatin1String("ss"))))
        return word;
    for (const char *end : {"ss", "sh", "ch", "x", "z"}) {
        if (word.endsWith(QLatin1String(end)))
            return word + QLatin1String("es");
    }
    if (word.endsWith(QLatin1Char('y')) && word.size() > 1
        && !QStringLiteral("aeiou").contains(word.at(word.size() - 2)))
        return word.chopped(1) + QLatin1String("ies");
    return word + QLatin1Char('s');
}

QStringList distinctNames(const Ruleset &ruleset, const QStringList &typeIds)
{
    QStringList names;
    for (const QString &id : typeIds) {
        const UnitType *type = ruleset.findUnitType(id);
        const QString name = type ? type->name : id;
        if (!names.contains(name))
            names.append(name);
    }
    return names;
}

} // namespace

QString unitNoun(const QString &name, int count)
{
    QStringList words = name.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (QString &word : words) {
        if (!isCapitalised(word))
            word = word.toLower();
    }
    if (count != 1 && !words.isEmpty())
        words.last() = plural(words.last());
    return words.join(QLatin1Char(' '));
}

QString describeUnits(const Ruleset &ruleset, const QStringList &typeIds, int count,
                      const QString &label)
{
    const QStringList names = distinctNames(ruleset, typeIds);
    const QString brackets = names.isEmpty()
        ? QString()
        : QStringLiteral(" (%1)").arg(names.join(QStringLiteral(", ")));
    if (!label.isEmpty())
        return label + brackets;
    if (names.size() == 1)
        return unitNoun(names.first(), count);
    return (count == 1 ? QStringLiteral("unit") : QStringLiteral("units")) + brackets;
}

QString pluralList(const Ruleset &ruleset, const QStringList &typeIds, const QString &conjunction)
{
    QStringList nouns;
    for (const QString &name : distinctNames(ruleset, typeIds)) {
        const QString noun = unitNoun(name, 2);
        if (!nouns.contains(noun))
            nouns.append(noun);
    }
    return joinList(nouns, conjunction);
}

QString joinList(const QStringList &items, const QString &conjunction)
{
    if (items.size() <= 1)
        return items.value(0);
    return QStringLiteral("%1 %2 %3")
        .arg(items.mid(0, items.size() - 1).join(QStringLiteral(", ")), conjunction, items.last());
}

QString optionNoun(const Ruleset &ruleset, const QString &optionId)
{
    const PurchaseOption *option = ruleset.findPurchaseOption(optionId);
    QString name = option ? option->name : optionId;
    if (name.startsWith(QLatin1String("With "), Qt::CaseInsensitive))
        name = name.mid(5);
    const QString first = name.section(QLatin1Char(' '), 0, 0);
    if (!first.isEmpty() && !isCapitalised(first))
        name[0] = name.at(0).toLower();
    return name;
}

QString percent(qint64 part, qint64 whole, bool roundUp)
{
    if (whole <= 0)
        return QStringLiteral("0");
    if ((part * 100) % whole == 0)
        return QString::number((part * 100) / whole);
    const double tenths = double(part) * 1000.0 / double(whole);
    const double rounded = (roundUp ? std::ceil(tenths) : std::floor(tenths)) / 10.0;
    return QString::number(rounded, 'f', std::fmod(rounded, 1.0) == 0.0 ? 0 : 1);
}

} // namespace wording
} // namespace hexwright
