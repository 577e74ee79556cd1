// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/striker/strikerrules.h"

#include "ruleset/ruleset.h"
#include "table/length.h"

namespace hexwright {

namespace {

template<typename T> const T *findById(const QList<T> &list, const QString &id)
{
    for (const T &item : list) {
        if (item.id == id)
            return &item;
    }
    return nullptr;
}

} // namespace

std::pair<double, double> StrikerRace::factorsFor(const StrikerComponent &component) const
{
    for (const StrikerRaceFactor &f : factors) {
        if (f.group == component.group && !f.except.contains(component.id))
            return {f.price, f.weight};
    }
    return {1.0, 1.0};
}

QStringList StrikerRules::diceRolls() const
{
    return {QStringLiteral("2d6"), QStringLiteral("1d6")};
}

QSizeF StrikerRules::defaultTableSize() const
{
    if (tableWidth <= 0 || tableDepth <= 0)
        return FamilyRules::defaultTableSize();
    return QSizeF(toMillimetres(tableWidth, LengthUnit::Centimetre),
                  toMillimetres(tableDepth, LengthUnit::Centimetre));
}

LengthUnit StrikerRules::defaultTableUnit() const
{
    return LengthUnit::Centimetre;
}

const StrikerAtmosphere *StrikerRules::atmosphere(const QString &id) const
{
    return findById(atmospheres, id);
}

const StrikerLocomotion *StrikerRules::locomotion(const QString &id) const
{
    return findById(locomotions, id);
}

const StrikerPowerPlant *StrikerRules::powerPlant(const QString &id) const
{
    return findById(powerPlants, id);
}

const StrikerMount *StrikerRules::mount(const QString &id) const
{
    return findById(mounts, id);
}

const StrikerGuidance *StrikerRules::guidanceOf(const QString &id) const
{
    return findById(guidance, id);
}

const StrikerComponent *StrikerRules::component(const QString &id) const
{
    return findById(components, id);
}

const StrikerAmmunition *StrikerRules::round(const QString &id) const
{
    return findById(ammunition, id);
}

const StrikerRace *StrikerRules::race(const QString &id) const
{
    return findById(races, id);
}

const StrikerQuality *StrikerRules::quality(const QString &id) const
{
    return findById(qualities, id);
}

QList<const StrikerComponent *> StrikerRules::componentsOf(const QString &group) const
{
    QList<const StrikerComponent *> out;
    for (const StrikerComponent &c : components) {
        if (c.group == group)
            out.append(&c);
    }
    return out;
}

int StrikerRules::techLevel(const QString &code)
{
    bool ok = false;
    const int tl = code.trimmed().toInt(&ok, 16);
    return ok && tl >= 0 && tl <= 33 ? tl : -1;
}

QString StrikerRules::techLevelCode(int tl)
{
    return QString::number(tl, 16).toUpper();
}

double StrikerRules::creditValue(int tl, const QString &port) const
{
    const int row = int(importTls.indexOf(techLevelCode(tl)));
    const int column = int(ports.indexOf(port));
    if (row < 0 || column < 0 || column >= importValues.value(row).size())
        return -1;
    return importValues[row][column];
}

std::optional<double> StrikerRules::importPrice(double price, int sellerTl,
                                                const QString &sellerPort, int buyerTl,
                                                const QString &buyerPort) const
{
    const double seller = creditValue(sellerTl, sellerPort);
    const double buyer = creditValue(buyerTl, buyerPort);
    if (seller <= 0 || buyer <= 0)
        return std::nullopt;
    return price * seller / buyer;
}

int StrikerRules::horizonCm(const QString &size) const
{
    for (const StrikerHorizon &h : horizons) {
        if (h.size == size)
            return h.cm;
    }
    return 0;
}

const StrikerRules &strikerRules(const Ruleset &ruleset)
{
    static const StrikerRules empty;
    const auto *rules = dynamic_cast<const StrikerRules *>(ruleset.familyRules.get());
    Q_ASSERT_X(rules || !ruleset.familyRules, "strikerRules",
               "only a Striker ruleset has Striker data");
    return rules ? *rules : empty;
}

} // namespace hexwright
