// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The rules of play of The Crucible over one state: private to play/. CrucibleGame makes one
// for each question and each action; the dice and the log are null for a question.

#include "engine/dice.h"
#include "families/crucible/play/crucibleactions.h"
#include "families/crucible/play/cruciblegame.h"
#include "families/crucible/play/cruciblegamecontext.h"
#include "families/crucible/play/cruciblegamestate.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace hexwright {

class CrucibleEngine
{
public:
    CrucibleEngine(const CrucibleGameContext &context, CrucibleGameState &state, Dice *dice,
                   QList<QJsonObject> *log)
        : c(context)
        , s(state)
        , m_dice(dice)
        , m_log(log)
        , m_flushed(dice ? dice->count() : 0)
    { }

    const CrucibleGameContext &c;
    CrucibleGameState &s;

    QString phaseId() const { return c.phases().value(s.phase); }
    QString playerName(int player) const { return c.players().value(player).name; }
    const CrucibleTuInfo &info(const CrucibleTuState &tu) const { return *c.tu(tu.id); }
    int level(const CrucibleTuInfo &tu) const;
    bool held(const CrucibleTuState &tu) const { return tu.heldTurn == s.turn; }
    /// Whether a Firefly or remote unit has lost its controller.
    bool uncontrolled(const CrucibleTuInfo &tu) const;

    // The log (crucibleengine_phases.cpp).
    void flushRolls();
    void note(const QJsonObject &line);
    DieRoll &roll(int count, const QString &purpose, const QJsonObject &inputs);
    void setResult(const QString &result);

    // The sequence of play (crucibleengine_phases.cpp).
    void beginGame();
    /// Plays on through phases nobody has anything to decide in, until a player decides or
    /// the game ends.
    void advance();
    /// The deciding player's part of the phase ends.
    void endPart();
    void startPhase();
    void finishPhase();
    void endGame(const QString &reason);

    // Actions (crucibleengine_actions.cpp).
    /// The legal actions of the deciding player; with @p firstOnly, stops at the first one
    /// that is not end_phase.
    QList<CruciblePlay> legal(bool firstOnly = false) const;
    QString check(const CruciblePlay &play) const;
    QString apply(const CruciblePlay &play);

    // Movement (crucibleengine_move.cpp).
    double reach(const CrucibleTuState &tu, bool easy) const;
    int nextMoveLp(const CrucibleTuState &tu) const;
    QString moveProblem(const CrucibleTuState &tu, QPointF to, bool thunder) const;
    QList<QPointF> moveTargets(const CrucibleTuState &tu, bool thunder) const;
    void move(CrucibleTuState &tu, QPointF to, bool thunder);
    QString thunderRunProblem(const CrucibleTuState &tu) const;
    void declareThunderRun(CrucibleTuState &tu);

    // Fire, damage, close assault and artillery (crucibleengine_fire.cpp).
    QString fireProblem(const CrucibleTuState &tu, int weapon, const CrucibleTuState &target,
                        bool conFire, bool rapid) const;
    CrucibleFireOdds odds(const CrucibleTuState &tu, int weapon, const CrucibleTuState &target,
                          bool conFire) const;
    void fire(CrucibleTuState &tu, int weapon, CrucibleTuState &target, bool conFire, bool rapid);
    int rapidLp(const CrucibleTuInfo &tu) const;
    /// One hit through the DV on @p target by @p byPlayer's fire.
    void hitTakesEffect(CrucibleTuState &target, int byPlayer);
    void damageVehicle(CrucibleTuState &target, int byPlayer);
    void destroy(CrucibleTuState &target, int byPlayer);
    QList<CrucibleTuState *> assaulters(int player, const CrucibleTuState &target) const;
    QString assaultProblem(int player, const CrucibleTuState &target) const;
    void assault(CrucibleTuState &target);
    QString defendProblem(const CrucibleTuState &tu, int weapon) const;
    int artilleryLp(const CrucibleDetachmentInfo &d) const;
    QString callProblem(const QString &detachment, const CrucibleTuState &target) const;
    void callArtillery(const QString &detachment, const CrucibleTuState &target);
    /// The strikes due in this phase land (7a to 7c).
    void landStrikes();

private:
    Dice *m_dice;
    QList<QJsonObject> *m_log;
    int m_flushed;
};

} // namespace hexwright
