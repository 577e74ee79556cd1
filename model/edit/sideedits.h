// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace hexwright {

class ScenarioDocument;
struct Ruleset;

/**
 * The edits of the Sides dock as pure functions: each takes the scenario as it is and returns
 * the parts an edit changes (only those), so a test can check them without a window and the
 * dock pushes them as one undo step with pushScenarioParts(). A side's id is referred to by
 * force entries, reinforcements, hidden units and victory conditions (parameters of type Side
 * and the keys of SideZones), so renaming or removing a side reaches all of them.
 */
struct ScenarioParts
{
    std::optional<QList<Side>> sides;
    std::optional<QList<ForceEntry>> forces;
    std::optional<QList<Reinforcement>> reinforcements;
    std::optional<QList<HiddenUnits>> hidden;
    std::optional<QList<VictoryCondition>> victory;
    std::optional<GameLength> gameLength;
    std::optional<QList<SpecialRule>> specialRules; ///< effects that name sides

    bool isEmpty() const;
};

/// The most sides a Hammer's Slammers scenario has (one per player).
constexpr int MaxSides = 4;
/// The base morale a new side or colour starts with ("All morale 7" in several scenarios).
constexpr int DefaultMorale = 7;

/// A valid id made from @p name ("Tan and Green" -> "tan-and-green"), with "-2", "-3", ...
/// added until it is not in @p taken; "side" when the name has no letter or digit.
QString sideIdFromName(const QString &name, const QStringList &taken);

/// The id of the side holding @p colour, or empty.
QString colourHolder(const Scenario &scenario, const QString &colour);
/// The colours of @p rulesetColours that no side other than @p sideId holds, in that order.
QStringList freeColours(const Scenario &scenario, const QString &sideId,
                        const QStringList &rulesetColours);

/**
 * A new side: named "Side N", its id derived from the name, the first free colour with
 * morale 7, the next player, setup and move order after the others (at most 4), no role,
 * no budget. Nullopt when the scenario has MaxSides sides or every colour is taken.
 */
std::optional<Side> newSide(const Scenario &scenario, const QStringList &rulesetColours);

/// What removing a side takes with it, for the confirmation and the undo step.
struct SideRemoval
{
    ScenarioParts parts;
    int forces = 0;
    int reinforcements = 0;
    int hidden = 0;
    int victory = 0;
};

/**
 * Removes side @p id with its force entries, reinforcements and hidden units, the victory
 * conditions that name it as a side (a side -> zone mapping loses the side's key; the
 * condition goes when no key is left) and the game end that named a removed condition.
 */
SideRemoval removeSide(const Scenario &scenario, const QString &id);

/// Side @p from becomes @p to everywhere it is referred to. Empty when @p to is not a valid
/// id, is taken by another side or equals @p from.
ScenarioParts renameSide(const Scenario &scenario, const QString &from, const QString &to);

/**
 * Gives side @p id the name @p name. A side whose id is still the one derived from its old
 * name, and that nothing refers to yet (a side just added), gets its id derived from the
 * new name too.
 */
ScenarioParts setSideName(const Scenario &scenario, const QString &id, const QString &name);

/// The side's colours become @p colours (at least one): morale blocks lose colours the side
/// no longer holds (empty blocks go), a colour gained gets a block of the first block's
/// value; force entries and hidden units of a colour lost go. @c forces and @c hidden count
/// them.
SideRemoval setSideColours(const Scenario &scenario, const QString &id, const QStringList &colours);

/// Side @p id is moved by the rules and played by no person (@p nonPlayer true, sc.6's
/// partisans: Side::nonPlayer) or played by its player again. Its player number stays, for
/// the move order. Empty when nothing changes.
ScenarioParts setSideNonPlayer(const Scenario &scenario, const QString &id, bool nonPlayer);

/// Moves side @p id by @p delta places (-1 up, +1 down); empty if it cannot move.
ScenarioParts moveSide(const Scenario &scenario, const QString &id, int delta);

/// The morale steps by losses ascending (equal losses keep their order).
QList<MoraleStep> sortedSteps(QList<MoraleStep> steps);
/// The desertion thresholds by losses ascending.
QList<RallyThreshold> sortedThresholds(QList<RallyThreshold> thresholds);

/// One block per colour of @p side, each a copy of the block that held the colour (or morale
/// 7), so colours can be given different morale.
QList<MoraleBlock> blockPerColour(const Side &side);

/// The block as the book words it: "Tan 8; 7 eliminated → 9; 15 → 10", then its special
/// rules ("a failed rally eliminates the unit").
QString moraleSentence(const MoraleBlock &block, const Ruleset &ruleset);

/// The budget the book's guidance suggests for side @p id from another side's budget: the
/// attacker about 20 % more than the defender. Nullopt when no attacker/defender pair with a
/// budget gives one.
std::optional<int> suggestedBudget(const Scenario &scenario, const QString &id);

/**
 * Side @p id plays @p faction (empty: none). Its choices that the ruleset's family no longer
 * offers go with the old faction (a goal the new faction cannot pick, and the objective of
 * that goal). Empty when nothing changes.
 */
ScenarioParts setSideFaction(const Scenario &scenario, const Ruleset &ruleset, const QString &id,
                             const QString &faction);
/**
 * Side @p id's choice @p key becomes @p value (empty: not chosen); the choices that depended
 * on the old value and are no longer offered go (Deception's objective, when the goal becomes
 * Greed). Empty when nothing changes or the family does not offer @p key.
 */
ScenarioParts setSideChoice(const Scenario &scenario, const Ruleset &ruleset, const QString &id,
                            const QString &key, const QString &value);

/// Pushes the parts set in @p parts on the document's undo stack: one command with
/// @p mergeKey when one part changes, else one macro named @p text. Nothing when empty.
void pushScenarioParts(ScenarioDocument *document, const ScenarioParts &parts, const QString &text,
                       const QString &mergeKey = QString());

} // namespace hexwright
