// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The rules of play of Maschinen Krieger over one state: private to play/. MakGame makes one
// for each question and each action; the dice and the log are null for a question.

#include "engine/dice.h"
#include "families/mak/play/makactions.h"
#include "families/mak/play/makgame.h"
#include "families/mak/play/makgamecontext.h"
#include "families/mak/play/makgamestate.h"
#include "families/mak/rules/maklos.h"
#include "families/mak/rules/makmove.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace hexwright {

class MakEngine
{
public:
    MakEngine(const MakGameContext &context, MakGameState &state, Dice *dice,
              QList<QJsonObject> *log)
        : c(context)
        , s(state)
        , m_dice(dice)
        , m_log(log)
        , m_flushed(dice ? dice->count() : 0)
    { }

    // The log (makengine_phases.cpp).
    void flushRolls();
    void note(const QJsonObject &line);
    DieRoll &roll(int count, const QString &purpose, const QJsonObject &inputs);
    int lastRoll() const { return m_dice ? m_dice->count() : 0; }

    // Who and what (makengine_actions.cpp).
    /// The player who decides now: the phase player, or the other one in a defensive window.
    int decider() const;
    int enemyOf(int player) const { return 1 - player; }
    /// The units of @p player (-1: both) on the map, in unit order.
    QList<const MakUnitState *> onMap(int player) const;
    QStringList unitsIn(OffsetCoord hex, int player) const;
    int stackPointsIn(OffsetCoord hex, int player) const;
    bool contested(OffsetCoord hex) const;
    /// Whether @p u may attack at all: on the map, not disarmed, morale unbroken [5.1.2, 14.3].
    bool mayAttack(const MakUnitState &u) const;
    bool weaponUsable(const MakUnitState &u, int w, bool defensive) const;
    bool hasUsableWeapon(const MakUnitState &u, bool defensive) const;
    int bestAttack(const MakUnitState &u) const;

    // Legal actions and their dispatch (makengine_actions.cpp).
    QString check(const MakPlay &p) const;
    QList<MakPlay> legal() const;
    QString apply(const MakPlay &p);

    // Movement and close quarters (makengine_move.cpp).
    /// The first checks of a stack's step to p.to: units given, the first on the map, the hex
    /// adjacent and on the map (else @p notAdjacent). Empty when they pass.
    QString stepStartRefusal(const MakPlay &p, const QString &notAdjacent) const;
    QString moveRefusal(const MakPlay &p, bool assault) const;
    void move(const MakPlay &p);
    /// [5.4] (3) An enemy entered a hex adjacent to the anti-phase player's units.
    void openEnteredWindow(const QStringList &movers, OffsetCoord to);
    void assault(const MakPlay &p);
    /// [9.2] The defenders of @p to fire at @p units joining them; they enter after.
    void openAssaultWindow(const QStringList &units, OffsetCoord to);

    // Attacks and defensive windows (makengine_combat.cpp).
    QStringList pinnedIn(OffsetCoord hex) const;
    makrules::MakSight sight(const MakUnitState &from, OffsetCoord fromHex,
                             const MakUnitState &to) const;
    /// A spotter for an indirect attack by @p attacker at @p target [5.5.1]: a unit of its
    /// side that sees the target, has made no offensive attack and used at most half its
    /// movement points; the first in unit order.
    const MakUnitState *spotterFor(const MakUnitState &attacker, const MakUnitState &target) const;
    std::optional<MakAttackPreview> preview(const QString &attackerId, int w,
                                            const QString &targetId, bool defensive,
                                            QString *why) const;
    void openWindow(MakDefensiveWindow window);
    void closeWindowIfDone();
    void closeWindow();
    /// The result of a hit on @p t: the endurance roll under its durability [5.1.2].
    void resolveHit(MakUnitState &t, int hitRoll, int enduranceModifier, int hitRollNumber);
    void applyResult(MakUnitState &t, const QString &result, int rollNumber,
                     const QString &reason = QStringLiteral("destroyed"));
    void attack(const MakPlay &p, bool defensive);

    // Overrun [13.2] (makengine_move.cpp).
    /// The hex beyond @p to seen from @p from (the opposite side), if it is on the map.
    std::optional<OffsetCoord> beyond(OffsetCoord from, OffsetCoord to) const;
    QString overrunRefusal(const MakPlay &p) const;
    void overrun(const MakPlay &p);
    /// The overrunning vehicle's attack and its exit, once the defenders have fired.
    void finishOverrun(const MakDefensiveWindow &window);

    // The air war [10.0] (makengine_air.cpp).
    /// @p player's aircraft in the air with @p mission.
    QList<MakUnitState *> aircraft(int player, const QString &mission);
    QList<const MakUnitState *> aircraft(int player, const QString &mission) const;
    /// Its dog-fight rating: the counter's, its pilot's modifier, +1 with a laser [12.4].
    int dogfightRating(const MakUnitState &u) const;
    void beginAirPhase();
    QString commitRefusal(const MakPlay &p) const;
    void legalAir(QList<MakPlay> *out) const;
    void endAirCommitment();
    void airWar();
    /// Destroys the units of @p units a loss of @p loss rating points takes [10.2.2].
    void loseAircraft(const QList<MakUnitState *> &units, int loss, const QString &why);
    QString airAttackRefusal(const MakPlay &p) const;
    void legalAirAttacks(QList<MakPlay> *out) const;
    void airAttack(const MakPlay &p);
    /// One shot at @p t with attack @p attack of weapon type @p weaponType, no range.
    void fireAt(const QString &purpose, const QString &firer, int attack, const QString &weaponType,
                MakUnitState &t, bool antiAircraft);

    // Artillery, smoke, mines, fire and transport (makengine_support.cpp).
    /// Hexes that block sight: smoke and fire markers [19.2.5, 19.4.3].
    QList<OffsetCoord> obscured() const;
    bool smoked(OffsetCoord hex) const;
    QString artilleryRefusal(const MakPlay &p) const;
    /// The first battery of @p player with a round left this turn, or -1.
    int readyBattery(int player) const;
    void requestArtillery(const MakPlay &p);
    /// [17.2] @p player's strikes land at the start of his phase.
    void fireArtillery(int player);
    QString smokeRefusal(const MakPlay &p) const;
    void laySmoke(const MakPlay &p);
    /// Whether @p u's engine smoke reaches @p hex now [19.2.4] (errata: rule option
    /// engine_smoke_range).
    bool engineSmokeReaches(const MakUnitState &u, OffsetCoord hex) const;
    /// @p hex and the hexes of the map within @p range of it.
    QList<OffsetCoord> hexesWithin(OffsetCoord hex, int range) const;
    void ageSmoke(int player);
    int minePower(OffsetCoord hex) const;
    /// [19.1.3] The minefield in @p hex attacks @p u entering or leaving it.
    void mineAttack(MakUnitState &u, OffsetCoord hex);
    /// [19.4.2] Fire attacks the infantry of @p player's enemy in burning hexes.
    void burn(int player);
    void checkFire(OffsetCoord hex, const QString &weaponType, bool artillery);

    // Mines and fire beyond the basics (makengine_mines.cpp, makengine_fire.cpp).
    /// [14.4.1] A mine detector of the move finds the enemy minefield it would enter: the
    /// move stops before the hex (true).
    bool detectMines(const MakPlay &p);
    /// [19.1] The scenario's mine points not laid as minefields, laid at the start.
    void layMinePoints();
    /// [19.1.6] A strike of mines lands in @p impact.
    void artilleryMines(const MakStrike &strike, OffsetCoord impact);
    /// [19.4] A fire starts in @p hex; a depot there explodes [19.4.5].
    void ignite(OffsetCoord hex);
    /// [19.4.2] One attack of the fire (2d6 attack, direct fire) on @p u.
    void fireAttack(MakUnitState &u, OffsetCoord hex);
    QString arsonRefusal(const MakPlay &p) const;
    void attemptArson(const MakPlay &p);
    /// [14.4.3] An engineer squad fired upon without damage tries arson at once.
    void defensiveArson(const MakPlay &p);
    /// One arson roll [14.4.2] by @p squads against @p hex; a fire on success.
    void rollArson(OffsetCoord hex, const QStringList &squads);
    /// [14.4.2] The phase's arson attempts, at its end.
    void resolveArson();
    /// Arson attempts open to the phase player now.
    void legalFire(QList<MakPlay> *out) const;
    QString cargoRefusal(const MakPlay &p) const;
    void load(const MakPlay &p);
    void unload(const MakPlay &p);
    void carryCargo(const MakUnitState &carrier);
    /// Artillery requests, smoke, loading and unloading open to the phase player now.
    void legalSupport(QList<MakPlay> *out) const;

    // Carried units' fire, the infantry charge, the booster, the Hornisse's landing and
    // launch, air withdrawal, pilots' escape, leaving the map and concealment
    // (makengine_units.cpp).
    /// Whether @p u fights: on the map, or aboard a vehicle on the map [13.1.4].
    bool fights(const MakUnitState &u) const;
    /// @p player's units that may fire: on the map, or aboard a vehicle on the map.
    QList<const MakUnitState *> firers(int player) const;
    /// Who is shot at when @p id is: the vehicle it rides, or itself [13.1.3].
    QString shotAt(const QString &id) const;
    /// What entering @p to from @p from costs @p u now: charging or boosting, or its own.
    makrules::MakStepCost stepFor(const MakUnitState &u, OffsetCoord from, OffsetCoord to) const;
    QString chargeRefusal(const MakPlay &p) const;
    void charge(const MakPlay &p);
    QString boostRefusal(const MakPlay &p) const;
    void boost(const MakPlay &p);
    /// [19.5.3] The enemies that see a boosting unit within their weapon's range fire at it.
    void boosterFire(const QStringList &movers);
    QString landRefusal(const MakPlay &p) const;
    void land(const MakPlay &p);
    QString launchRefusal(const MakPlay &p) const;
    void launch(const MakPlay &p);
    /// [10.6.1] The Hornisse on the ground in @p hex: its suit steps out.
    void split(MakUnitState &hornisse, OffsetCoord hex, const QString &why);
    /// [5.1.2] An immobilized Hornisse lands within 5 hexes of the hex it flew over.
    bool emergencyLanding(MakUnitState &hornisse);
    void withdraw(const MakPlay &p);
    /// [18.2.1] The pilot of @p u, destroyed in @p hex after @p lastResult, may escape.
    void pilotEscape(const MakUnitState &u, OffsetCoord hex, const QString &lastResult);
    /// The escaped pilots join the game (after the action: units are held by reference).
    void placePilots();
    QString exitRefusal(const MakPlay &p) const;
    void exitMap(const MakPlay &p);
    /// [15.4] Concealment: every unit concealed at the start, revealed when an enemy sees it.
    void conceal();
    void reveal();
    void legalUnits(QList<MakPlay> *out) const;
    /// The attacks @p u may make now (the phase player's, offensive).
    void legalAttacksOf(const MakUnitState &u, QList<MakPlay> *out) const;
    /// [10.4.1] @p firerId fires once at aircraft @p target with its best weapon.
    void antiAircraft(const QString &firerId, MakUnitState &target);

    // The sequence of play (makengine_phases.cpp).
    void startPhase();
    /// [12.1] Reinforcements enter at the start of their owner's phase, at the first entry
    /// hex they may enter and stack in.
    void arrive(int player);
    /// [14.3] Broken infantry recovers at the start of its phase on 1d6 at or under 4.
    void recoverMorale(int player);
    void endPhase();
    void beginGame();
    void checkGameOver();
    void endGame(const QString &why);

private:
    const MakGameContext &c;
    MakGameState &s;
    Dice *m_dice;
    QList<QJsonObject> *m_log;
    int m_flushed = 0;
    QList<MakUnitState> m_pilotsToPlace;
    bool m_landing = false; ///< a Hornisse lands or takes off: durability C, A or M destroys
    std::optional<OffsetCoord> m_over; ///< the hex an aircraft attacks
    QString m_rawResult; ///< the endurance chart's result before an aircraft's M became D
};

} // namespace hexwright
