// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/dice.h"

#include <QJsonArray>

#include <limits>
#include <utility>

namespace hexwright {

QJsonObject DieRoll::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("type"), QStringLiteral("roll"));
    o.insert(QStringLiteral("purpose"), purpose);
    o.insert(QStringLiteral("inputs"), inputs);
    QJsonArray f;
    for (int face : faces)
        f.append(face);
    o.insert(QStringLiteral("faces"), f);
    o.insert(QStringLiteral("total"), total);
    o.insert(QStringLiteral("result"), result);
    if (turn > 0) {
        o.insert(QStringLiteral("turn"), turn);
        o.insert(QStringLiteral("player_turn"), player);
    }
    return o;
}

DieRoll DieRoll::fromJson(const QJsonObject &json)
{
    DieRoll r;
    r.purpose = json.value(QStringLiteral("purpose")).toString();
    r.inputs = json.value(QStringLiteral("inputs")).toObject();
    for (const QJsonValue &v : json.value(QStringLiteral("faces")).toArray())
        r.faces.append(v.toInt());
    r.total = json.value(QStringLiteral("total")).toInt();
    r.result = json.value(QStringLiteral("result")).toString();
    r.turn = json.value(QStringLiteral("turn")).toInt();
    r.player = json.value(QStringLiteral("player_turn")).toString();
    return r;
}

Dice::Dice(quint64 seed)
    : m_seed(seed)
    , m_engine(seed)
{ }

int Dice::face()
{
    constexpr quint64 max = std::numeric_limits<quint64>::max();
    constexpr quint64 limit = max - max % 6;
    quint64 value = m_engine();
    while (value >= limit)
        value = m_engine();
    return int(value % 6) + 1;
}

DieRoll &Dice::roll(int count, const QString &purpose, const QJsonObject &inputs)
{
    DieRoll r;
    r.purpose = purpose;
    r.inputs = inputs;
    for (int i = 0; i < count; ++i) {
        r.faces.append(face());
        r.total += r.faces.last();
    }
    if (!m_kept && !m_rolls.isEmpty()) {
        m_dropped += int(m_rolls.size());
        m_rolls.clear();
    }
    m_rolls.append(std::move(r));
    return m_rolls.last();
}

void Dice::setKept(bool keep)
{
    m_kept = keep;
    if (!m_kept && m_rolls.size() > 1) {
        m_dropped += int(m_rolls.size()) - 1;
        m_rolls.remove(0, m_rolls.size() - 1);
    }
}

void Dice::setResult(const QString &result)
{
    if (!m_rolls.isEmpty())
        m_rolls.last().result = result;
}

} // namespace hexwright
