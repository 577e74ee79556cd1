// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/hammers-slammers/attackpreview.h"
#include "families/hammers-slammers/play/hsgamesession.h"
#include "hex/hexcoord.h"
#include "playtest/playtestextension.h"

#include <QDialog>
#include <QHash>
#include <QPointer>

#include <memory>
#include <optional>

class QCheckBox;
class QLabel;
class QPushButton;
class QTreeWidget;

namespace hexwright {

class HsPlayOverlay;

/**
 * Hammer's Slammers' part of the playtest window: the counters and markers over the map,
 * clicks as the phase means them (select a unit, a stack offers a list; click a highlighted
 * hex to move there, each showing its cost; in the fire phases aim at a hex, the line of sight
 * and range following the mouse), the attack being prepared with its odds, CRT column and
 * the chance of each result, Fire, the close assaults' attacks, and the ECM and CAF answers
 * asked of the defender in a dialog (hotseat).
 */
class HsPlaytest : public PlaytestExtension
{
    Q_OBJECT

public:
    HsPlaytest(PlaytestWindow &window, HsGameSession &session);
    ~HsPlaytest() override;
    /// The extension for @p session, which must be a HsGameSession (else null).
    static std::unique_ptr<PlaytestExtension> make(PlaytestWindow &window, GameSession &session);

    const Game &game() const { return m_hs.game(); }
    const HsGameSession &session() const { return m_hs; }
    QAction *fireAction() const { return m_fireAction; }

    /// Applies @p action as if the user had given it; returns why it was refused, or empty.
    QString perform(const Action &action);
    /// Selects units as a click would (the first decides what the map highlights).
    void selectUnits(const QStringList &units);
    /// Aims the fire phase's attack at @p hex: every enemy unit there becomes a target.
    void aimAt(HexCoord hex);
    QStringList targets() const { return m_targets; }
    /// The attack being prepared, as the Orders dock shows it; nothing when none is.
    std::optional<AttackPreview> attackPreview() const { return m_preview; }
    /// The chances line of the Orders dock.
    QString chancesText() const;
    /// Moves every selected unit into @p hex, one after another, each by its legal move: the
    /// stack chosen with All of Mine Here moving together. False (and nothing moves) when
    /// not all of them can get there.
    bool moveStackTo(HexCoord hex);
    /// Reachable hexes of the selected unit (of every selected unit, for a stack) and their
    /// costs.
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

    // PlaytestExtension
    QWidget *ordersPanel() override;
    QList<QAction *> gameActions() override { return {m_fireAction}; }
    void refresh() override;
    void afterAction() override { askForResponse(); }
    void mapPressed(const MapMouseEvent &event) override;
    void mapHovered(const MapMouseEvent &event) override;
    bool clearSelection() override;
    QStringList selection() const override { return m_selection; }
    void selectPieces(const QStringList &pieces) override { selectUnits(pieces); }
    QString phaseNote() const override;
    QString phaseHint() const override;
    QString describeLogLine(const QJsonObject &line) const override;
    QList<OrderItem> otherOrders() const override;

private:
    void createPanel();
    void refreshReachable();
    void refreshPreview();
    /// The unit's details and the attack or close assault being prepared.
    void refreshPanel();
    void refreshAssault();
    /// In hotseat the defender answers an announced attack (ECM) or strike (CAF) in a dialog.
    void askForResponse();
    void assaultMenu(const QPoint &pos);
    void fire();
    /// The legal move of @p unit that ends in @p hex, if any.
    std::optional<MoveAction> moveInto(const QString &unit, HexCoord hex) const;
    void chooseFromStack(const QList<const UnitState *> &units, bool add);
    bool isFirePhase() const;
    bool isMine(const UnitState &unit) const;
    QString unitName(const UnitState &unit) const;
    QString unitDetails(const UnitState &unit) const;
    QString label(HexCoord hex) const;
    const GameContext &context() const { return m_hs.context(); }
    const GameState &state() const { return m_hs.state(); }

    HsGameSession &m_hs;
    HsPlayOverlay *m_overlay = nullptr;
    QAction *m_fireAction = nullptr;

    QStringList m_selection;
    std::optional<HexCoord> m_targetHex;
    QStringList m_targets;
    std::optional<AttackPreview> m_preview;
    QHash<HexCoord, QList<AssaultGroup>> m_assaults; ///< attacks chosen per close-assault hex
    QPointer<QDialog> m_response;
    int m_decider = -1; ///< the player deciding when the selection was made

    QPointer<QWidget> m_panel; ///< owned by the Orders dock once placed there
    QLabel *m_unitInfo = nullptr;
    QTreeWidget *m_attack = nullptr; ///< attackers and targets with check boxes
    QCheckBox *m_gas = nullptr;
    QLabel *m_odds = nullptr;
    QLabel *m_chances = nullptr;
    QLabel *m_legend = nullptr; ///< what each result code of the CRT means
    QPushButton *m_fireButton = nullptr;
};

} // namespace hexwright
