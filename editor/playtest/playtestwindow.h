// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/board.h"

#include <QJsonObject>
#include <QMainWindow>

#include <memory>

class QAction;
class QDockWidget;
class QIcon;
class QLabel;
class QListWidget;
class QMenu;
class QPlainTextEdit;
class QTreeWidget;
class QVBoxLayout;

namespace hexwright {

class Curtain;
class EditorContext;
class GameSession;
class GameSetup;
class MapDropHandler;
class MapView;
class PlaceOverlay;
class PlaytestExtension;
class PlayTool;
class ReplayControls;
class RulesetRegistry;
class ScenarioDocument;
class SetupTray;
struct PieceView;
struct Scenario;

/**
 * A hotseat playtest of a scenario by the book, in a window of its own (issue 6), for any
 * family with an engine.
 *
 * The window plays a copy of the scenario as it was when the playtest began, so closing it
 * never touches the document being edited, and the document need not be saved. The map is
 * a MapView of a private document (terrain, roads and panels). The window itself knows the
 * game only as a GameSession: the turn and phase indicator, End Phase, End Turn and Undo (the
 * last action while it rolled no die), saving the log, the Units dock, the Dice dock (every
 * roll), the Game Log dock and the Orders dock's list of legal actions, and a set-up (the
 * Set-up tray, the legal places lit, the curtain between hotseat players, saved set-ups;
 * playtestsetup.cpp) through GameSession's placing functions. The family's
 * PlaytestExtension adds the rest: the pieces over the map, what a click means in the phase,
 * the attack being prepared and its odds, the answers asked of the other player.
 */
class PlaytestWindow : public QMainWindow
{
    Q_OBJECT

public:
    /// Starts a game of @p document's scenario as it stands, with dice seeded by @p seed.
    PlaytestWindow(const ScenarioDocument &document, RulesetRegistry &registry, quint64 seed,
                   QWidget *parent = nullptr);
    /// Plays @p session, a game of @p document's scenario already under way (a saved set-up
    /// applied to it); null plays nothing and says @p problem.
    PlaytestWindow(const ScenarioDocument &document, RulesetRegistry &registry,
                   std::unique_ptr<GameSession> session, const QString &problem,
                   QWidget *parent = nullptr);
    ~PlaytestWindow() override;
    /**
     * A playtest of @p document's scenario that starts from the set-up saved at @p path
     * (Scenario > Playtest from Saved Set-up): each player it covers has set up as saved, a
     * player it does not cover sets up in the window. Null, with the problem located
     * ("PATH:LINE:COLUMN: why") in @p error, when the file cannot be read or its set-up does
     * not fit the scenario.
     */
    static PlaytestWindow *fromSavedSetup(const ScenarioDocument &document,
                                          RulesetRegistry &registry, const QString &path,
                                          quint64 seed, QString *error, QWidget *parent = nullptr);

    /**
     * A replay of the game log @p log (its text) of @p document's scenario, read-only, in a
     * window of its own (Game > Open Log..., a game of a balance report): the log's actions
     * stepped through forward and back by replay(). @p fileName names the log in the title
     * and in errors. Null, with "FILE:LINE: why" in @p error, when the log does not replay
     * exactly on the scenario as it stands.
     */
    static PlaytestWindow *openReplay(const ScenarioDocument &document, RulesetRegistry &registry,
                                      const QByteArray &log, const QString &fileName,
                                      QString *error, QWidget *parent = nullptr);
    /// openReplay() of a log played on @p setup, a set-up of @p document's scenario that
    /// need not be the one it is set up with by default (a balance report's game played with
    /// the first player swapped); @p document gives the board.
    static PlaytestWindow *openReplay(const ScenarioDocument &document, RulesetRegistry &registry,
                                      std::shared_ptr<const GameSetup> setup, const QByteArray &log,
                                      const QString &fileName, QString *error,
                                      QWidget *parent = nullptr);
    /// openReplay() of the game log at @p path (a regular file of text, checked first).
    static PlaytestWindow *openReplayFile(const ScenarioDocument &document,
                                          RulesetRegistry &registry, const QString &path,
                                          QString *error, QWidget *parent = nullptr);
    /// The replay's controls, or null in a game being played.
    ReplayControls *replay() const { return m_replay; }
    /// Game > Open Log...: a replay of a game log of this window's scenario.
    QAction *openLogAction() const { return m_openLogAction; }

    /// The game; null when the scenario cannot be played (problem() says why).
    GameSession *session() const { return m_session.get(); }
    QString problem() const { return m_problem; }
    /// The family's part of the window, or null.
    PlaytestExtension *extension() const { return m_extension.get(); }
    MapView *mapView() const { return m_view; }
    EditorContext *editorContext() const { return m_context; }
    /// The scenario's map and sides (its forces are the game's now).
    const Scenario &scenario() const;

    /// The turn and phase indicator as shown: "Turn 1 of 6 · Tan to act · Movement".
    QString phaseText() const;
    QAction *endPhaseAction() const { return m_endPhaseAction; }
    QAction *endTurnAction() const { return m_endTurnAction; }
    QAction *undoAction() const { return m_undoAction; }

    /// Applies @p action (the log's form) as if the user had given it; returns why it was
    /// refused, or empty.
    QString perform(const QJsonObject &action);
    /**
     * Shows the outcome of an action already applied to the session, by the window or by
     * its family's extension: the refusal @p why, or @p description; then the new state, and
     * the extension's questions to the next player. Returns @p why.
     */
    QString afterAction(const QString &why, const QString &description);
    /// Shows the state anew (after undo, a change of selection, ...).
    void refresh();
    /// The Orders dock's list and the Units dock, after the selection changed.
    void refreshOrders();
    void refreshUnits();
    void showStatus(const QString &message, int timeoutMs = 0);
    /// @p text with each piece id in it named as the Units dock names it: "Tan Tank
    /// (tan-tank-1)".
    QString nameCounters(const QString &text) const;
    /// A line of the game log as the Game Log dock shows it: a sentence naming the counters,
    /// never raw JSON; empty for a line it leaves out (the header).
    QString describeLogLine(const QJsonObject &line) const;
    /// Who rolled the die of the Dice dock's row @p index (0-based): the player who gave the
    /// action that rolled it.
    QString rollerOf(int index) const;
    /// Centres the map on piece @p id and puts the keyboard cursor there (a double-click in
    /// the Units dock); false when the piece is off the board.
    bool centreOnPiece(const QString &id);

    // Set-up (issue 14, point 1): playtestsetup.cpp.
    /// The player whose eyes are on the board: the deciding player.
    int viewer() const;
    /// Whether piece @p id may be shown to the viewer: never one the rules hide from him.
    bool showsPiece(const QString &id) const;
    /// Places piece @p id at @p place as a drop or a click would; returns why it was refused
    /// (the engine's reason, shown in the status bar), or empty.
    QString placePiece(const QString &id, const Place &place);
    /// Places every piece left in the tray automatically (one undo step).
    QString placeRest();
    /// The place of the board at scene point @p scenePos (a hex, or a point of a table),
    /// if the board has one there.
    std::optional<Place> placeAtScene(QPointF scenePos) const;
    /// The piece being placed: the tray's selection, or the piece being dragged.
    QString placingPiece() const { return m_placing; }
    void setPlacingPiece(const QString &id);
    SetupTray *setupTray() const { return m_tray; }
    QDockWidget *setupDock() const { return m_trayDock; }
    PlaceOverlay *placeOverlay() const { return m_placeOverlay; }
    /// Takes pieces dragged from the tray onto the map.
    MapDropHandler *setupDropHandler() const { return m_drop.get(); }
    Curtain *curtain() const { return m_curtain; }
    /// Whether the curtain covers the window now.
    bool isCovered() const;
    QAction *curtainAction() const { return m_curtainAction; }
    QAction *saveSetupAction() const { return m_saveSetupAction; }
    /// Writes the game's set-up to @p path (Game > Save Set-up); false with why in @p error.
    bool saveSetupTo(const QString &path, QString *error) const;
    /// The counter of @p piece as the counter sheet prints it, for lists.
    QIcon counterIcon(const PieceView &piece) const;

Q_SIGNALS:
    /// The game ended: the winning side's name (empty for none) and why.
    void gameEnded(const QString &winner, const QString &reason);

protected:
    /// Shown: the map comes to the set-up zones of the player setting up (frameSetUp()).
    void showEvent(QShowEvent *event) override;

private:
    friend class ReplayControls;

    void start(const ScenarioDocument &document, RulesetRegistry &registry, quint64 seed);
    /// Asks for a game log and opens its replay in a window of its own.
    void openLog();
    void createActions();
    void createSetup();
    void createSetupActions(QMenu *gameMenu);
    void refreshSetup();
    /// Zooms and centres the map on every place the deciding player may set up on.
    void frameSetUp();
    /// Covers the board when it passes from player @p from to player @p to, if it must.
    void passBoard(int from, int to);
    void saveSetup();
    void createDocks();
    void refreshIndicator();
    void refreshDice();
    void refreshLog();
    QString phaseHint() const;
    void endPhase();
    void endTurn();
    void undo();
    void saveLog();
    void showGameOver();
    /// The status bar's and the map's accessible text for the hovered or cursor hex: its
    /// label, terrain and the pieces standing there.
    void describeHovered();

    std::unique_ptr<ScenarioDocument> m_board; ///< the map on screen: no counters, no markers
    std::unique_ptr<GameSession> m_session;
    std::unique_ptr<PlaytestExtension> m_extension;
    QString m_problem;
    EditorContext *m_context = nullptr;
    MapView *m_view = nullptr;
    PlayTool *m_tool = nullptr;
    bool m_gameOverShown = false;

    QLabel *m_indicator = nullptr;
    QLabel *m_hexLabel = nullptr; ///< the hex under the mouse or the keyboard cursor
    QString m_hoveredLabel;
    QString m_hoveredTerrain;
    QAction *m_endPhaseAction = nullptr;
    QAction *m_endTurnAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_saveLogAction = nullptr;
    QAction *m_closeAction = nullptr;

    QListWidget *m_actions = nullptr; ///< the legal actions given from the list
    QTreeWidget *m_dice = nullptr;
    QPlainTextEdit *m_log = nullptr;
    QTreeWidget *m_units = nullptr;
    int m_logShown = 0; ///< log lines already in m_log
    int m_logViewer = -1; ///< the player m_log was written for (hidden placements left out)

    SetupTray *m_tray = nullptr;
    QDockWidget *m_trayDock = nullptr;
    PlaceOverlay *m_placeOverlay = nullptr;
    std::unique_ptr<MapDropHandler> m_drop; ///< takes pieces dragged from the tray
    Curtain *m_curtain = nullptr;
    QAction *m_curtainAction = nullptr;
    QAction *m_saveSetupAction = nullptr;
    QString m_placing; ///< the piece being placed
    int m_viewer = -1; ///< the player the board was last shown to
    bool m_wasPlacing = false; ///< the last refresh was in a set-up
    int m_framedFor = -1; ///< the player whose set-up places the map was last zoomed to
    QString m_scenarioPath; ///< the played scenario's file, if it has one

    // The replay of a game log (replaycontrols.cpp).
    ReplayControls *m_replay = nullptr; ///< null in a game being played
    QAction *m_openLogAction = nullptr;
    std::shared_ptr<const Scenario> m_played; ///< the scenario as played, with its forces
    RulesetRegistry *m_registry = nullptr;
};

} // namespace hexwright
