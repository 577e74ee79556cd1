// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/printedfacts.h"

#include <QList>
#include <QObject>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <utility>

class QAction;
class QDialog;
class QJsonObject;
class QPainter;
class QWidget;

namespace hexwright {

class EditorContext;
class GameSession;
class MapTool;
class PlaytestWindow;
class ScenarioDocument;
struct MapMouseEvent;
struct TablePiece;

/// One legal action as the Orders dock lists it: its index in the session's legal actions.
struct OrderItem
{
    int index = -1;
    QString text;
};

/**
 * A family's part of the playtest window: what a click on the map means, the pieces painted
 * over it, the attack being prepared, the answers one player asks of another. The shared
 * window (turn and phase, End Phase and Undo, the Units, Dice and Game Log docks, the other
 * orders) sees the game through GameSession only and hands the rest to the extension of its
 * family, made by makePlaytestExtension(); a family without one plays from the Orders list.
 *
 * Every action ends in PlaytestWindow::afterAction(), whoever took it, so the window and the
 * extension refresh together.
 */
class PlaytestExtension : public QObject
{
    Q_OBJECT

public:
    PlaytestExtension(PlaytestWindow &window, GameSession &session);
    ~PlaytestExtension() override;

    /// Widgets for the top of the Orders dock (the selected unit, the attack), or null.
    virtual QWidget *ordersPanel() { return nullptr; }
    /// Actions for the Game menu and the tool bar (Fire).
    virtual QList<QAction *> gameActions() { return {}; }

    /// The game changed (an action, undo, another player deciding): update what it shows.
    virtual void refresh() { }
    /// After an action: questions for another player (an ECM or CAF answer).
    virtual void afterAction() { }

    // Map input, from the window's only map tool.
    virtual void mapPressed(const MapMouseEvent &event);
    virtual void mapHovered(const MapMouseEvent &event);
    /// Escape: drops what was being prepared; false when there was nothing.
    virtual bool clearSelection() { return false; }

    /// The pieces chosen; the Units dock shows them selected and selects through here.
    virtual QStringList selection() const { return {}; }
    virtual void selectPieces(const QStringList &pieces);

    /// Added to the indicator after the phase, e.g. " (ECM answer)".
    virtual QString phaseNote() const { return {}; }
    /// What a click does now, for the status bar.
    virtual QString phaseHint() const { return {}; }
    /// What to do in a set-up (placing), when the family's set-up asks more than placing
    /// pieces (buying them first); empty for the window's own hint.
    virtual QString setupHint() const { return {}; }
    /// On a table, where the view paints no MapOverlay: the family's pieces and pictures,
    /// in board units (mm), over the window's lit set-up area.
    virtual void paintTable(QPainter * /*painter*/, qreal /*pixelsPerSceneUnit*/) { }
    /// A line of the game log that only the family writes (a combat result, a fortress
    /// entry, ...) or an action line read as it was given, as a sentence naming the counters
    /// (PlaytestWindow::nameCounters()), or empty for the window's own reading.
    virtual QString describeLogLine(const QJsonObject &line) const;
    /// The legal actions the Orders dock lists to be given by a double-click (the others are
    /// given on the map); by default all of them but ending the phase.
    virtual QList<OrderItem> otherOrders() const;

protected:
    /// The point of the table under @p event (mm), if the board is a table with one there.
    std::optional<QPointF> tablePointAt(const MapMouseEvent &event) const;
    /// Repaints the map view: the family's pictures changed, not the game.
    void repaintMap() const;

    PlaytestWindow &m_window;
    GameSession &m_session;
};

/// Every legal action but ending the phase, described: the Orders list of a family that
/// gives no other way to act.
QList<OrderItem> listedOrders(const GameSession &session);

/**
 * The playtest extension of family @p familyId for @p window's game, or null when the family
 * has none. One line per family in editor/families/playtestextensions.cpp, so that shared code
 * never includes a family's header.
 */
std::unique_ptr<PlaytestExtension>
makePlaytestExtension(const QString &familyId, PlaytestWindow &window, GameSession &session);

/**
 * The map tools family @p familyId adds to the map designer's Tools menu, made for @p context
 * (Hammer's Slammers: the line-of-sight check of its rules), or none. editor/playtest.cpp
 * shows those of the open scenario's family and hides the others'. Called once per family,
 * the first time a scenario of it opens, so a family's other editor parts are installed here
 * too (Striker's vehicle design workbench, Maschinen Krieger's scenario card: Scenario menu
 * entries that show themselves only while a scenario of their family is open). One line per
 * family in editor/families/playtestextensions.cpp, beside makePlaytestExtension().
 */
QList<MapTool *> makeFamilyEditorTools(const QString &familyId, EditorContext &context);

/**
 * Whether family @p familyId, which no engine plays (its core book is lost), offers referee
 * aids instead: the procedures its surviving text gives numbers for (Striker's indirect fire,
 * mines, spotting, morale). Scenario > Playtest then opens makeRefereeAids() rather than a
 * playtest window. One line per family in editor/families/playtestextensions.cpp.
 */
bool hasRefereeAids(const QString &familyId);

/// The referee aids window of family @p familyId for @p document, parented to @p parent, or
/// null when the family has none.
QDialog *makeRefereeAids(const QString &familyId, ScenarioDocument *document, QWidget *parent);

/**
 * What family @p familyId's rules make of terrain piece @p piece of @p document's table, as
 * labelled values (a provisional one is ours, not the book's), shown under the traits in the
 * Piece Properties dock: a Striker minefield's density, laying time, detection and clearing.
 * None by default. One line per family in editor/families/playtestextensions.cpp.
 */
QList<PrintedCell> familyPieceFacts(const QString &familyId, const ScenarioDocument &document,
                                    const TablePiece &piece);

} // namespace hexwright
