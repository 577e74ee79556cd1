// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/crucible/play/cruciblegamesession.h"
#include "playtest/playtestextension.h"

#include <QPointF>
#include <QPointer>

#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QTreeWidget;

namespace hexwright {

class Agent;

/// One weapon of the selected TU as the Orders dock lists it: against the target aimed at,
/// its Quality Roll with every modifier and the hits expected through the facing's DV.
struct CrucibleWeaponPreview
{
    int weapon = 0; ///< 0-based
    QString name;
    CrucibleFireOdds odds; ///< against the target (dice 0: none aimed at)
    QString refusal; ///< why it may not fire (or defend) now, or empty
};

/// The fire arcs drawn for the selected TU: those its weapons' cards give, and those the
/// up-rated combat car arcs (§4.1) add; of the weapon chosen in the Orders dock, or of all
/// its weapons not lost.
struct CrucibleArcsShown
{
    QStringList card; ///< "front", "left", "right", "rear"
    QStringList uprated; ///< added by §4.1, drawn in their own colour over the others
};

/**
 * The Crucible's part of the playtest window, on a table: the TUs over the table (a disc in
 * their colour with a tick where they face, the destroyed crossed until phase 9 removes them,
 * Thunder Run tokens as green and red dots), the deciding player's Leadership Points by
 * detachment and the values of play that are ours (the core book is lost) in the Orders dock.
 *
 * A human plays a seat from the table (crucibleplaytestinput.cpp): a click selects one of his
 * TUs (its weapons, LP and reach in the Orders dock, its reach ringed on the table, its arcs
 * drawn as translucent wedges, the up-rated combat car arcs in their own colour), in phase 4
 * a click on the table moves it there (a Thunder Run's free distance when it may, else the
 * next 1-2-4 move; beyond its reach, as far as it may go along the line to the click), the
 * mouse over the table saying what the move costs or why it is refused; a click on an enemy
 * aims at it (each weapon's QR and expected hits), then Fire (with ConFire or Rapid Fire
 * ticked), Defend in phase 3, Assault in phase 6, Call Artillery in 7d and Thunder Run in
 * phase 9. A seat may instead be given to one of the family's agents (greedy or random).
 * Every order is the engine's typed action, logged as an agent's is, so the game replays.
 */
class CruciblePlaytest : public PlaytestExtension
{
    Q_OBJECT

public:
    CruciblePlaytest(PlaytestWindow &window, CrucibleGameSession &session);
    ~CruciblePlaytest() override;
    /// The extension for @p session, which must be a CrucibleGameSession (else null).
    static std::unique_ptr<PlaytestExtension> make(PlaytestWindow &window, GameSession &session);

    const CrucibleGame &game() const { return m_crucible.game(); }

    // What a human does at the table, each as the click or button does it; each returns the
    // engine's refusal, or empty.
    /// Selects TU @p id (empty: none).
    void selectTu(const QString &id);
    QString selectedTu() const { return m_selected; }
    /// The TU on the table at @p at (mm), if any: the nearest whose disc holds it.
    QString tuAt(QPointF at) const;
    /// Moves the selected TU to @p at: a Thunder Run's free distance when that is legal, else
    /// its next 1-2-4 move; beyond its reach, as far as it may go toward @p at (one action,
    /// one undo step; the status bar says it stopped short).
    QString moveTo(QPointF at);
    /// The move a click at @p at would give (its kind "move" or "thunder_move"; its `to`
    /// short of @p at, with @p stoppedShort set, when @p at is beyond the TU's reach or
    /// across what it may not cross) and why the engine would refuse it (empty: legal).
    CruciblePlay moveAt(QPointF at, QString *refusal, bool *stoppedShort = nullptr) const;
    /// Aims the selected TU at enemy TU @p target (empty: none).
    void aimAt(const QString &target);
    QString target() const { return m_target; }
    void setConFire(bool on);
    void setRapidFire(bool on);
    /// The arcs drawn for the selected TU (none selected: empty).
    CrucibleArcsShown shownArcs() const;
    /// Paints them (in mm, @p pixel mm a screen pixel): translucent wedges to Medium range,
    /// outlined, the up-rated ones over the others in their own colour. On screen only:
    /// paintTable() draws them under the TUs; the printed sheets show no play.
    void paintArcs(QPainter *painter, qreal pixel) const;
    /// The selected TU's weapons against the target, as the Orders dock lists them.
    QList<CrucibleWeaponPreview> weaponPreviews() const;
    /// Fires weapon @p weapon (0-based; -1: the first that may) at the target.
    QString fire(int weapon = -1);
    /// Allocates weapon @p weapon (-1: the first that may) to artillery defence (phase 3).
    QString defend(int weapon = -1);
    /// Every infantry TU at Point Blank assaults the target (phase 6).
    QString assault();
    /// The selected TU's detachment calls artillery on the target (phase 7d).
    QString callArtillery();
    /// The selected TU places a Thunder Run token (phase 9).
    QString thunderRun();
    /// Applies @p play as if the user had given it.
    QString perform(const CruciblePlay &play);

    /// Gives player @p player's seat to the family's agent @p agent ("greedy", "random": its
    /// engine's agentNames()), or back to a human (empty).
    void setSeat(int player, const QString &agent);
    /// The agent playing player @p player's seat, empty for a human.
    QString seatAgent(int player) const;
    /// The agent itself (the engine's, as `hexwright-cli playtest` plays it), or null.
    const Agent *agentOf(int player) const;
    bool isAgentSeat(int player) const;
    /// Lets the agents whose seats decide now play until a human decides or the game ends
    /// (at most @p maxActions actions); returns how many they took.
    int runAgents(int maxActions = 2000);

    // PlaytestExtension
    QWidget *ordersPanel() override;
    void refresh() override;
    void mapPressed(const MapMouseEvent &event) override;
    void mapHovered(const MapMouseEvent &event) override;
    bool clearSelection() override;
    QStringList selection() const override;
    void selectPieces(const QStringList &pieces) override;
    QString phaseNote() const override;
    QString phaseHint() const override;
    void paintTable(QPainter *painter, qreal pixelsPerSceneUnit) override;
    QList<OrderItem> otherOrders() const override;
    /// The engine's own lines (moved, destroyed, held, ...) as sentences.
    QString describeLogLine(const QJsonObject &line) const override;

    /// The panel's text: LP by detachment and the provisional values.
    QString panelText() const;

private:
    static constexpr int WeaponRole = Qt::UserRole + 1; ///< a weapon row's index (0-based)

    void createPanel();
    void refreshPanel();
    void refreshWeapons();
    QString tuCard() const;
    bool isMine(const QString &id) const;
    bool phaseIs(const char *id) const;
    void paintSelection(QPainter *painter, qreal pixel) const;
    /// The furthest point toward @p at that @p play (kind and unit set) may go, if any.
    std::optional<QPointF> furthestToward(CruciblePlay play, QPointF at) const;
    void scheduleAgents();
    const CrucibleGameContext &context() const { return m_crucible.context(); }
    const CrucibleGameState &state() const { return m_crucible.game().state(); }

    CrucibleGameSession &m_crucible;
    QString m_selected;
    QString m_target;
    bool m_conFire = false;
    bool m_rapid = false;
    int m_decider = -1;
    std::optional<QPointF> m_hover;
    std::optional<QPointF> m_hoverStop; ///< where a click at m_hover stops short
    bool m_hoverLegal = false;
    QList<std::shared_ptr<Agent>> m_agents; ///< per player; null for a human
    QStringList m_seats; ///< per player: the agent's name, empty for a human
    bool m_agentsScheduled = false;

    QPointer<QWidget> m_panel; ///< owned by the Orders dock once placed there
    QLabel *m_card = nullptr;
    QTreeWidget *m_weapons = nullptr;
    QCheckBox *m_conFireCheck = nullptr;
    QCheckBox *m_rapidCheck = nullptr;
    QPushButton *m_fireButton = nullptr;
    QPushButton *m_defendButton = nullptr;
    QPushButton *m_assaultButton = nullptr;
    QPushButton *m_callButton = nullptr;
    QPushButton *m_thunderButton = nullptr;
    QList<QComboBox *> m_seatBoxes;
    QLabel *m_lpText = nullptr;
};

} // namespace hexwright
