// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/hammers-slammers/rules/combat.h"
#include "hex/hexcoord.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace hexwright {

class GameContext;
struct GameState;
struct Ruleset;

/**
 * What an attack would be before its dice are rolled: each firer's contribution at its range,
 * the defence, the odds as the CRT reads them and the chance of each result.
 *
 * The playtest window shows it while attackers and targets are chosen; nothing here changes
 * the game. The chances are counted from the ruleset's CRT column over the 36 outcomes of
 * 2d6, so they show the table the engine will read, whatever its heading offset.
 */
struct AttackPreview
{
    struct Firer
    {
        QString unit;
        int attack = 0; ///< printed attack of the side in play
        int range = 0; ///< hexes to the target (firer's hex not counted)
        rules::RangeBand band = rules::RangeBand::OutOfRange;
        double contribution = 0; ///< attack after the range band
        bool lineOfSight = true;
    };

    bool indirect = false;
    QList<Firer> firers;
    double attack = 0;
    rules::DirectDefence defence; ///< direct fire: units + terrain once
    int hexDefence = 0; ///< indirect fire: the hex's indirect value
    rules::OddsReading reading; ///< direct fire, or indirect against class B
    rules::OddsReading readingA; ///< indirect fire against class A
    /// Result code -> outcomes of 2d6 out of 36 that give it, for reading (and readingA).
    QMap<QString, int> chances;
    QMap<QString, int> chancesA;
    QStringList problems; ///< why the attack cannot be made as it stands

    bool isLegal() const { return problems.isEmpty() && reading.legal; }
};

/// The outcomes of 2d6 (out of 36) that give each result code in 1-based CRT @p column;
/// column 0 (the virtual no-result column) is all "-". The counts add up to 36.
QMap<QString, int> crtChances(const Ruleset &ruleset, int column);
/// Ways to roll @p total with 2d6 (1 for 2 and 12, 6 for 7).
int twoDiceWays(int total);

/// Direct fire by @p firers at @p targets in @p hex (§3.13): every firer's attack at its range
/// band, Σ DF + terrain once, the Direct/Close column.
AttackPreview previewDirectFire(const GameContext &context, const GameState &state,
                                const QStringList &firers, HexCoord hex,
                                const QStringList &targets);
/// Indirect fire by @p firers on @p hex (§3.11): the hex's indirect defence, read on the
/// class A and class B columns with the same roll.
AttackPreview previewIndirectFire(const GameContext &context, const GameState &state,
                                  const QStringList &firers, HexCoord hex);

/// "8 / 4 = 2-1, column 5", the chances as "Dis 15/36, DE 3/36, ...".
QString describeChances(const QMap<QString, int> &chances);

} // namespace hexwright
