// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/board.h"
#include "engine/dice.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <optional>

namespace hexwright {

/// One player of a game: the sides he plays, in move order.
struct PlayerView
{
    QString name; ///< the side names joined, as the log writes them
    QStringList sides;
    QStringList colours;
};

/**
 * One piece in play as the shared views show it (the unit list, the CLI's final state, the
 * tests). What the family's rules make of it stays in the family; this is what a player can
 * read off the table.
 */
struct PieceView
{
    QString id; ///< stable: actions and logs name pieces by it
    QString type; ///< the ruleset's unit type id
    QString name; ///< the unit type's name
    QString side;
    QString colour;
    /// Where it stands (a hex, or a point on a table); none while it is off the board
    /// (waiting, eliminated, gone).
    std::optional<Place> place;
    QString state; ///< on_map, waiting, eliminated, exited, withdrawn (the family's words)
    /// Conditions, each a few words a player reads: "disrupted", "mounted", "in apc-1".
    QStringList status;
    bool toPlace = false; ///< a piece waiting to be set up (its place is empty)
};

/// Where one game stands in its sequence of play. Agents tell a new phase from the same one
/// by it; cheap to compare, so asked before every action.
struct PlayStep
{
    int turn = 0;
    int player = 0; ///< whose player turn (index in move order)
    int phase = 0; ///< index in the ruleset's sequence of play
    int actor = 0; ///< index among the players acting in the phase

    bool operator==(const PlayStep &o) const
    {
        return turn == o.turn && player == o.player && phase == o.phase && actor == o.actor;
    }
    bool operator!=(const PlayStep &o) const { return !(*this == o); }
};

/**
 * An objective of a game as it stands (a marker, a hex or a point the victory conditions
 * name): where it is and which side holds it. The balance report counts a change of holder
 * as the objective taken there.
 */
struct ObjectiveView
{
    QString id; ///< stable for the game: the marker's or the condition's id
    Place place;
    QString holder; ///< side id; empty while nobody holds it
};

/// A piece lost in the last action applied (GameSession::lastLosses()): which, and where it
/// stood when it was lost (none when it was off the board, carried or waiting).
struct PieceLoss
{
    QString id;
    std::optional<Place> place;
};

/// The outcome of a game so far, as the CLI, the bench and the playtest window report it.
struct GameSummary
{
    bool over = false;
    QString winner; ///< side id; empty for a draw or no winner (yet)
    QString result; ///< the family's graded result, or win/draw
    QString reason;
    int turn = 0;
    QMap<QString, int> losses; ///< colour -> pieces lost
};

/**
 * One game in progress, whatever the rules: what the CLI (`playtest`, `--replay`), the bench,
 * the agents, the replay and the shared playtest window see of a family's engine.
 *
 * Actions travel in the log's action form, a JSON object with a "kind"; "end_phase" ends the
 * deciding player's part of a phase in every family. apply() refuses an illegal action with
 * the reason and changes nothing. Every action and every die it rolls is logged, so a game
 * can be saved, audited and replayed line by line (engine/playlog.h).
 *
 * The legal actions are also offered by index (legalActionCount(), legalActionKind(),
 * applyLegal()): an agent playing thousands of games picks among hundreds of moves each
 * step, and writing each as JSON only to parse one back would cost more than the rules. The
 * indices are those of legalActions() until the next apply() or undo().
 */
class GameSession
{
public:
    virtual ~GameSession();

    // Who plays, and where the game stands.
    virtual QList<PlayerView> players() const = 0;
    /// The player (index into players()) who decides now.
    virtual int decidingPlayer() const = 0;
    virtual bool isOver() const = 0;
    virtual int turn() const = 0;
    /// The last turn of the scenario (0: no limit).
    virtual int lastTurn() const = 0;
    virtual PlayStep step() const = 0;
    virtual QString phaseId() const = 0;
    /// The phase as the rulebook names it: "Direct fire".
    virtual QString phaseName() const = 0;
    /// The name of phase @p phaseId of the sequence of play (@p phaseId if there is none).
    virtual QString phaseNameOf(const QString &phaseId) const = 0;

    // Actions.
    /// Every action the deciding player may take now, in the log's action form.
    QList<QJsonObject> legalActions() const;
    virtual int legalActionCount() const = 0;
    /// Whether any action is legal: legalActionCount() > 0, which a session may answer
    /// without listing every action.
    virtual bool hasLegalAction() const { return legalActionCount() > 0; }
    /// The kind of legal action @p index ("move", "end_phase", ...), without writing it out.
    virtual QString legalActionKind(int index) const = 0;
    /// The index of the legal action that ends the phase, or -1 when the phase may not end
    /// now: an agent's first question, asked without naming every other action.
    virtual int legalEndPhase() const = 0;
    virtual QJsonObject legalAction(int index) const = 0;
    /// Applies legal action @p index; an empty string, or why it failed (nothing changes).
    virtual QString applyLegal(int index) = 0;
    /// Applies @p action (the log's form); an empty string, or why it is refused (nothing
    /// changes: an unreadable action is refused the same way).
    virtual QString apply(const QJsonObject &action) = 0;
    /// A short sentence for the UI and the CLI: "tan-n-tank-1 moves 0214 -> 0314".
    virtual QString describe(const QJsonObject &action) const = 0;
    /// Whether the last action can be taken back: it rolled no die (a roll is never undone).
    virtual bool canUndo() const = 0;
    virtual bool undo() = 0;

    // Set-up: placing pieces on the board.
    /// Whether the deciding player is placing pieces on the board now (a set-up phase, a
    /// deployment). While true, pieces to place are listed by piecesToPlace().
    virtual bool isPlacing() const { return false; }
    /// Ids of the pieces the deciding player still has to place, in force order.
    virtual QStringList piecesToPlace() const { return {}; }
    /// Where piece @p id may be placed now: every legal place (zone, terrain, stacking checked).
    virtual QList<Place> placesFor(const QString & /*id*/) const { return {}; }
    /// The action (the log's form) that places piece @p id at @p place; apply() it.
    virtual QJsonObject placeAction(const QString & /*id*/, const Place & /*place*/) const
    {
        return {};
    }
    /// The action that places every piece the deciding player has left, automatically; empty
    /// when there is none to place.
    virtual QJsonObject placeRestAction() const { return {}; }
    /// Why piece @p id may not be placed at @p place now, or empty when it may: what a drop
    /// anywhere on a table is checked with before it is applied. By default whether
    /// placesFor() lists @p place.
    virtual QString placeRefusal(const QString &id, const Place &place) const;
    /**
     * On a board of points (a table): the area piece @p id may be placed in now, as
     * rectangles in board units whose union is the legal area (placesFor() is then a sample
     * of it, and any point of the area is legal). Empty when placesFor() lists every place.
     */
    virtual QList<QRectF> placeArea(const QString & /*id*/) const { return {}; }
    /// Whether player @p viewer (index into players()) may see piece @p id now: false for a
    /// piece the rules hide from him (another player's hidden set-up, hidden units).
    virtual bool isVisibleTo(const QString & /*id*/, int /*viewer*/) const { return true; }

    // The state.
    virtual QList<PieceView> pieces() const = 0;
    /// A place as the board shows it: "0812", "18.0 in, 12.5 in".
    virtual QString placeLabel(const Place &place) const = 0;
    /// The side's name in the scenario ("none" for an empty id).
    virtual QString sideName(const QString &side) const = 0;
    /// Problems of the state that the rules forbid (stacking, prohibited terrain, ...);
    /// agents' games check them after every action.
    virtual QStringList invariantViolations() const = 0;
    virtual GameSummary summary() const = 0;
    /**
     * The pieces that acted in the last action applied (the mover, the firers, the
     * attackers), by id; empty when none did (ending a phase) or the family does not say.
     * The balance report credits the pieces lost in that action to them as kills.
     */
    virtual QStringList lastActors() const { return {}; }
    /// The pieces lost in the last action applied (eliminated, or taken off the board as the
    /// family's rules lose a piece), in the order of the game's pieces (not the order they
    /// fell in); empty when none were or the family does not say.
    virtual QList<PieceLoss> lastLosses() const { return {}; }
    /// The objectives of the game now and who holds them; empty when the family does not
    /// say, or the scenario has none.
    virtual QList<ObjectiveView> objectives() const { return {}; }

    // The dice and the log.
    virtual const Dice &dice() const = 0;
    quint64 seed() const { return dice().seed(); }
    /// The log so far: the header, then action, roll and event lines. A family may keep its
    /// log compact and build this list only when asked: the hot paths (the agents' games, the
    /// replay) read logLineCount() and logLine() instead.
    virtual const QList<QJsonObject> &log() const = 0;
    /// The number of lines of the log so far, as log().size().
    virtual int logLineCount() const { return int(log().size()); }
    /// Line @p index of the log (0: the header), or an empty object when it is not kept.
    virtual QJsonObject logLine(int index) const { return log().value(index); }
    /// With @p keep false, a family that can stops writing the lines of its log at all: they
    /// are only counted (logLineCount() still counts them all; logLine() and log() no longer
    /// hold them) and its dice keep only their last roll, so that a game nobody reads the log
    /// of (the bench, a balance game, a playtest without --log) costs no log work and its
    /// memory is bounded by its board. With @p keep true again, the lines from then on are
    /// kept. By default (a family that cannot) nothing changes: the whole log is kept.
    virtual void setLogKept(bool keep) { Q_UNUSED(keep); }
    /// The log's last line: the final state as the replay compares it.
    virtual QJsonObject finalLine() const = 0;
    /// The whole log as JSON lines, with the final line last.
    virtual QByteArray logText() const;
};

} // namespace hexwright
