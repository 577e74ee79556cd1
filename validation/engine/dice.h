// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

#include <random>

namespace hexwright {

/// One roll of the dice with why it was rolled and what it decided.
struct DieRoll
{
    QString purpose; ///< rally, desperation_rally, scatter, direct_fire, ...
    QJsonObject inputs; ///< what the roll was read against (odds, column, morale, ...)
    QList<int> faces; ///< each die, 1..6
    int total = 0;
    QString result; ///< what it meant: "rallied", "Dis", "DE-R", ...
    int turn = 0; ///< the game turn it was rolled in (0: not recorded)
    QString player; ///< the player whose player turn it was rolled in

    QJsonObject toJson() const;
    static DieRoll fromJson(const QJsonObject &json);
};

/**
 * The game's only source of chance: one std::mt19937_64 seeded once. Every roll goes through
 * roll(), which records it, so a game can be logged, audited and replayed. Faces are drawn
 * by rejection from the raw 64-bit output (no std::uniform_int_distribution, whose algorithm
 * differs between standard libraries), so a seed gives the same rolls everywhere.
 */
class Dice
{
public:
    explicit Dice(quint64 seed = 1);

    quint64 seed() const { return m_seed; }
    /// Rolls @p count six-sided dice; the caller fills in result afterwards with setResult().
    DieRoll &roll(int count, const QString &purpose, const QJsonObject &inputs = {});
    void setResult(const QString &result);
    /// The rolls kept: every roll (the default), roll n (1-based) at n - 1; with
    /// setKept(false) only the last one.
    const QList<DieRoll> &rolls() const { return m_rolls; }
    /// The number of rolls made so far (kept or not).
    int count() const { return m_dropped + int(m_rolls.size()); }
    /// The index among all rolls of rolls().first(): the rolls before it are no longer kept.
    int firstKept() const { return m_dropped; }
    /// Whether every roll is kept (the default), or only the last, so that a long game's
    /// memory is bounded by its board, not by its length (a game whose log nobody writes).
    bool isKept() const { return m_kept; }
    void setKept(bool keep);

private:
    int face();

    quint64 m_seed;
    std::mt19937_64 m_engine;
    QList<DieRoll> m_rolls;
    int m_dropped = 0; ///< rolls no longer kept, before m_rolls
    bool m_kept = true;
};

} // namespace hexwright
