// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/hammers-slammers/play/game.h"
#include "hex/hexcoord.h"
#include "playtest/attackpreview.h"

#include <QDialog>
#include <QHash>
#include <QMainWindow>
#include <QPointer>

#include <memory>
#include <optional>

class QAction;
class QCheckBox;

class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QTreeWidget;

namespace hexwright {

class EditorContext;
class MapView;
class PlayOverlay;
class PlayTool;
class RulesetRegistry;
class ScenarioDocument;
struct MapMouseEvent;

/**
 * A hotseat playtest of a scenario by the book, in a window of its own (issue 6).
 *
 * The window plays a copy of the scenario as it was when the playtest began, so closing it
 * never touches the document being edited, and the document need not be saved. The map is
 * a MapView of a private document (terrain, roads and panels) with the game's counters and
 * markers painted over it from the game state. Clicks mean what the phase says: select a
 * unit (a stack offers a list), click a highlighted hex to move it there (each shows its
 * cost), and in the fire phases aim at a hex (the line of sight and range follow the mouse),
 * see the odds, the CRT column and the chance of each result, and press Fire. Every other
 * legal action (rally, mounting, close assaults, counter-artillery fire, ...) is listed in
 * the Orders dock. The Dice dock lists every roll, the Game Log dock the game's log, the
 * Units dock each side's units. Undo takes back the last action while it rolled no die.
 */
class PlaytestWindow : public QMainWindow
{
    Q_OBJECT

public:
    /// Starts a game of @p document's scenario as it stands, with dice seeded by @p seed.
    PlaytestWindow(const ScenarioDocument &document, RulesetRegistry &registry, quint64 seed,
                   QWidget *parent = nullptr);
    ~PlaytestWindow() override;

    const Game &game() const { return *m_game; }
    MapView *mapView() const { return m_view; }
    const Scenario &scenario() const;

    /// The turn and phase indicator as shown: "Turn 1 of 6 · Tan to act · Movement".
    QString phaseText() const;
    QAction *endPhaseAction() const { return m_endPhaseAction; }
    QAction *endTurnAction() const { return m_endTurnAction; }
    QAction *undoAction() const { return m_undoAction; }
    QAction *fireAction() const { return m_fireAction; }

    /// Applies @p action as if the user had given it; returns why it was refused, or empty.
    QString perform(const Action &action);
    /// Selects units as a click would (the first decides what the map highlights).
    void selectUnits(const QStringList &units);
    QStringList selection() const { return m_selection; }
    /// Aims the fire phase's attack at @p hex: every enemy unit there becomes a target.
    void aimAt(HexCoord hex);
    QStringList targets() const { return m_targets; }
    /// The attack being prepared, as the Orders dock shows it; nothing when none is.
    std::optional<AttackPreview> attackPreview() const { return m_preview; }
    /// The chances line of the Orders dock.
    QString chancesText() const;
    /// Reachable hexes of the selected unit and their costs.
    QHash<HexCoord, double> reachableCosts() const;

    /// The close-assault attacks the Orders dock shows for @p hex (the default grouping until
    /// the user changes it); setAssaultGroups() changes them as the dock does.
    QList<AssaultGroup> assaultGroups(HexCoord hex) const;
    void setAssaultGroups(HexCoord hex, const QList<AssaultGroup> &groups);
    /// The close assault the Orders dock shows (the first one not fought yet).
    std::optional<HexCoord> assaultHex() const;
    /// Resolves the close assault shown with the attacks chosen (the Fire action then).
    QString resolveAssault();
    /// Whether indirect fire is to fire gas (the attack panel's check box).
    bool firesGas() const;
    /// The dialog asking the defender for his ECM or CAF answer, while one is open.
    QDialog *responseDialog() const { return m_response; }

Q_SIGNALS:
    /// The game ended: the winning side's name (empty for none) and why.
    void gameEnded(const QString &winner, const QString &reason);

private:
    void createActions();
    void createDocks();
    void refresh();
    void refreshIndicator();
    void refreshOrders();
    void refreshDice();
    void refreshLog();
    void refreshUnits();
    void refreshReachable();
    /// The phase's hint for the status bar: what a click does now.
    QString phaseHint() const;
    void refreshPreview();
    void refreshAssault();
    /// In hotseat the defender answers an announced attack (ECM) or strike (CAF) in a dialog.
    void askForResponse();
    void assaultMenu(const QPoint &pos);
    void endPhase();
    void endTurn();
    void undo();
    void fire();
    void saveLog();
    void mapPressed(const MapMouseEvent &event);
    void mapHovered(const MapMouseEvent &event);
    bool clearSelection();
    void chooseFromStack(const QList<const UnitState *> &units, bool add);
    void showGameOver();
    bool isFirePhase() const;
    bool isMine(const UnitState &unit) const;
    QString unitName(const UnitState &unit) const;
    QString unitDetails(const UnitState &unit) const;
    QString label(HexCoord hex) const;
    QString sideName(const QString &side) const;

    std::unique_ptr<ScenarioDocument> m_board; ///< the map on screen: no counters, no markers
    std::unique_ptr<Game> m_game;
    QList<Action> m_legal; ///< legalActions() of the state shown
    EditorContext *m_context = nullptr;
    MapView *m_view = nullptr;
    PlayOverlay *m_overlay = nullptr;
    PlayTool *m_tool = nullptr;

    QStringList m_selection;
    std::optional<HexCoord> m_targetHex;
    QStringList m_targets;
    std::optional<AttackPreview> m_preview;
    bool m_gameOverShown = false;
    QHash<HexCoord, QList<AssaultGroup>> m_assaults; ///< attacks chosen per close-assault hex
    QPointer<QDialog> m_response;
    QCheckBox *m_gas = nullptr;
    int m_decider = -1; ///< the player deciding when the selection was made

    QLabel *m_indicator = nullptr;
    QAction *m_endPhaseAction = nullptr;
    QAction *m_endTurnAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_fireAction = nullptr;
    QAction *m_saveLogAction = nullptr;
    QAction *m_closeAction = nullptr;

    QLabel *m_unitInfo = nullptr;
    QTreeWidget *m_attack = nullptr; ///< attackers and targets with check boxes
    QLabel *m_odds = nullptr;
    QLabel *m_chances = nullptr;
    QPushButton *m_fireButton = nullptr;
    QListWidget *m_actions = nullptr; ///< other legal actions
    QTreeWidget *m_dice = nullptr;
    QPlainTextEdit *m_log = nullptr;
    QTreeWidget *m_units = nullptr;
    int m_logShown = 0; ///< log lines already in m_log
};

} // namespace hexwright
