// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The rules of play of Hammer Wars over one state: private to play/. HwGame makes one for
// each question and each action; the dice and the log are null for a question.

#include "engine/dice.h"
#include "families/hammer-wars/play/hwactions.h"
#include "families/hammer-wars/play/hwgame.h"
#include "families/hammer-wars/play/hwgamecontext.h"
#include "families/hammer-wars/play/hwgamestate.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace hexwright {

// HwContactSlack, the slack lengths are compared with: rules/hwsight.h.

class HwEngine
{
public:
    HwEngine(const HwGameContext &context, HwGameState &state, Dice *dice, QList<QJsonObject> *log)
        : c(context)
        , s(state)
        , m_dice(dice)
        , m_log(log)
        , m_flushed(dice ? dice->count() : 0)
    { }

    const HwGameContext &c;
    HwGameState &s;

    int decider() const { return s.current(); }
    int orderOf(int player) const { return player == s.first ? 0 : 1; }
    double radius(const HwModel &m) const { return c.radius(m.type); }
    QString name(const HwModel &m) const { return c.modelName(m.id); }
    QString playerName(int player) const { return c.players().value(player).name; }

    // The log (hwengine_phases.cpp).
    void flushRolls();
    void note(const QJsonObject &line);
    DieRoll &roll(int count, const QString &purpose, const QJsonObject &inputs);
    void setResult(const QString &result);

    // The sequence of play (hwengine_phases.cpp).
    void beginGame();
    void beginPhase();
    void endPhase();
    void lowerMorale(int player, int by, const QString &why);
    void gainVp(int player, int vp, const QString &why);
    /// Ends the game if a counter has reached 0 (the opponent scores).
    void checkZero();
    void endGame(const QString &reason);
    int unitsNear(int player, QPointF point) const;
    /// Who holds objective @p id now: a player index or -1.
    int holder(const QString &objectiveId) const;
    int objectivesHeld(int player) const;
    bool goalScores(int player) const;

    // Deployment (hwengine_deploy.cpp).
    QStringList waiting(int player) const;
    QList<QPointF> placesFor(const HwModel &m) const;
    QString placeProblem(const HwModel &m, QPointF at) const;
    QString check(const HwPlay &play) const;
    QString apply(const HwPlay &play);
    QList<HwPlay> legal() const;

    // Movement (hwengine_move.cpp).
    /// Why @p m may not move along @p path (mm; the start left out) as @p action, or empty.
    QString pathProblem(const HwModel &m, const QList<QPointF> &path, double reach, bool run,
                        bool noContact) const;
    double reach(const HwModel &m, const QString &action) const;
    /// Points a move of @p reach may end at: directions, objectives, enemies' base contact.
    QList<QPointF> moveTargets(const HwModel &m, double reach, bool run, bool noContact) const;
    void moveModel(HwModel &m, const QList<QPointF> &path, bool trample);
    bool inContact(const HwModel &a, const HwModel &b) const;
    QPointF contactPoint(const HwModel &mover, QPointF from, const HwModel &target) const;

    // Combat (hwengine_combat.cpp).
    bool lineOfSight(const HwModel &from, const HwModel &to) const;
    /// The cover modifier (0 or less) to @p attacker's attacks on @p target: at least half
    /// of it inside cover, or (shooting) partly hidden by terrain.
    int coverModifier(const HwModel &attacker, const HwModel &target, bool melee) const;
    int dutyBonus(const HwModel &attacker) const;
    /// The attack of @p attacker's line @p line on @p target, or why it may not be made.
    QString attackProblem(const HwModel &attacker, int line, const HwModel &target) const;
    HwAttackOdds odds(const HwModel &attacker, int line, const HwModel &target) const;
    void attack(HwModel &attacker, int line, HwModel &target);
    /// A fixed attack (it ignores modifiers) on @p target; its blast hits enemies of
    /// @p target's owner within the blast radius.
    void fixedAttack(const HwFixedAttack &attack, const QString &purpose, int byPlayer,
                     HwModel &target);
    void damage(HwModel &target, int lives, int byPlayer);
    void kill(HwModel &target, int byPlayer);
    QList<HwModel *> enemiesWithin(int player, QPointF point, double distanceMm);

    // Special rules and goals (hwengine_special.cpp).
    QString specialProblem(const HwPlay &play) const;
    void applySpecial(const HwPlay &play);
    void legalSpecials(QList<HwPlay> *out) const;
    bool mayDeclare(int player) const;
    void declare(int player);

private:
    Dice *m_dice;
    QList<QJsonObject> *m_log;
    int m_flushed;
};

} // namespace hexwright
