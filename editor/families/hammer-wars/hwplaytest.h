// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/hammer-wars/play/hwgamesession.h"
#include "playtest/playtestextension.h"

#include <QPointF>
#include <QPointer>

#include <memory>
#include <optional>

class QCheckBox;
class QLabel;
class QPushButton;
class QTreeWidget;

namespace hexwright {

class HwPlayOverlay;

/// One attack line of the attack being prepared, before rolling: the engine's odds and what
/// cover would make of them (rules/hwattack's functions).
struct HwLinePreview
{
    int line = 0; ///< 0-based
    int dice = 0;
    int hitsOn = 7;
    int modifier = 0; ///< as rolled now (cover, a declared Duty)
    bool melee = false;
    bool blast = false;
    bool cover = false; ///< the target is in cover from this attacker
    double chance = 0; ///< per die, as rolled now
    double chanceInOpen = 0; ///< per die, were the target not in cover
    double chanceInCover = 0; ///< per die, were it in cover
    double expected = 0; ///< lives the target is expected to lose
    QString refusal; ///< why the line may not attack now (the engine's check), or empty
};

/// The attack being prepared: who attacks whom, whether he sees it, and each line's odds.
struct HwAttackPreview
{
    QString attacker;
    QString target;
    bool lineOfSight = false;
    double distance = 0; ///< mm, as the rules measure it
    QList<HwLinePreview> lines;
};

/**
 * Hammer Wars' part of the playtest window, on a table: the models over the table (their
 * bases in their colours, lives left, those that acted greyed), the deployment phase's buying
 * in the Orders dock (what the side can buy now by category, with the pool's counts and the
 * pts and xp left; a click buys) while the shared Set-up tray places what was bought in the
 * lit deployment area; in an action phase a click selects a unit (its card in the Orders
 * dock, the area it may Walk to and Run to shaded, dangerous terrain hatched), a click on the
 * table moves it (Walk or Run by the distance, or Run when ticked), Hold, a click on an enemy
 * prepares the attack (line of sight, each line's chance to hit with and without cover and
 * the lives expected lost) and Fire or Fight rolls it; Declare Goal where the goal allows.
 * Every legality is the engine's: the areas are its checked points, a refused move says why.
 */
class HwPlaytest : public PlaytestExtension
{
    Q_OBJECT

public:
    HwPlaytest(PlaytestWindow &window, HwGameSession &session);
    ~HwPlaytest() override;
    /// The extension for @p session, which must be a HwGameSession (else null).
    static std::unique_ptr<PlaytestExtension> make(PlaytestWindow &window, GameSession &session);

    const HwGame &game() const { return m_hw.game(); }
    const HwGameSession &session() const { return m_hw; }
    QAction *fireAction() const { return m_fireAction; }
    QAction *holdAction() const { return m_holdAction; }
    QAction *declareAction() const { return m_declareAction; }
    QTreeWidget *buyTree() const { return m_buyTree; }

    /// Applies @p play as if the user had given it; returns why it was refused, or empty.
    QString perform(const HwPlay &play);
    /// The unit types the deciding player may buy now (legal buy actions), in ruleset order.
    QStringList buyable() const;
    /// Buys a model of @p unitType as a click in the buy list does.
    QString buy(const QString &unitType);
    /// Selects unit @p id (empty: none) as a click on it does.
    void selectUnit(const QString &id);
    QString selectedUnit() const { return m_selected; }
    /// Moves the selected unit to @p at (mm) as a click there does: a Walk when it is within
    /// the Walk's reach and Run is not ticked, else a Run. Returns the engine's refusal.
    QString moveTo(QPointF at);
    /// Whether a move is a Run whatever its length (the panel's tick box).
    void setRunChosen(bool run);
    /// The selected unit holds (its one action without moving).
    QString hold();
    /// Aims the selected unit's attack at enemy model @p target (empty: none).
    void aimAt(const QString &target);
    QString target() const { return m_target; }
    /// The attack being prepared, as the Orders dock shows it; nothing when none is.
    std::optional<HwAttackPreview> attackPreview() const;
    /// Rolls the attack prepared: line @p line (0-based), or the first legal one for -1.
    QString fire(int line = -1);
    /// Declares the deciding player's goal openly (Deception, Duty).
    QString declareGoal();
    /// The areas shaded for the selected unit: where it may Walk and Run to (mm).
    const QList<QRectF> &walkArea() const { return m_walk; }
    const QList<QRectF> &runArea() const { return m_run; }
    /// The model on the table at @p at (mm), if any: the nearest whose base holds it.
    QString modelAt(QPointF at) const;

    // PlaytestExtension
    QWidget *ordersPanel() override;
    QList<QAction *> gameActions() override;
    void refresh() override;
    void mapPressed(const MapMouseEvent &event) override;
    void mapHovered(const MapMouseEvent &event) override;
    bool clearSelection() override;
    QStringList selection() const override;
    void selectPieces(const QStringList &pieces) override;
    QString phaseNote() const override;
    QString phaseHint() const override;
    QString setupHint() const override;
    void paintTable(QPainter *painter, qreal pixelsPerSceneUnit) override;
    QString describeLogLine(const QJsonObject &line) const override;
    QList<OrderItem> otherOrders() const override;

private:
    void createPanel();
    void refreshAreas();
    void refreshPanel();
    void refreshBuyList();
    void refreshCard();
    void refreshAttack();
    void refreshActions();
    void repaint();
    bool isMine(const HwModel &model) const;
    /// Whether the selected unit may still act (move or hold) this phase.
    bool mayMove() const;
    QString unitCard(const HwModel &model) const;
    /// An action line of the log as it was given, from the line alone.
    QString describeAction(const QJsonObject &line) const;
    QString lengthText(double mm) const { return context().lengthText(mm); }
    /// The point of the table under the mouse (mm), if the board has one there.
    std::optional<QPointF> pointOf(const MapMouseEvent &event) const;
    const HwGameContext &context() const { return m_hw.context(); }
    const HwGameState &state() const { return m_hw.game().state(); }

    HwGameSession &m_hw;
    std::unique_ptr<HwPlayOverlay> m_overlay;
    QAction *m_fireAction = nullptr;
    QAction *m_holdAction = nullptr;
    QAction *m_declareAction = nullptr;

    QString m_selected;
    QString m_target;
    bool m_runChosen = false;
    int m_decider = -1; ///< the player deciding when the selection was made
    QList<QRectF> m_walk;
    QList<QRectF> m_run;

    QPointer<QWidget> m_panel; ///< owned by the Orders dock once placed there
    QLabel *m_info = nullptr;
    QTreeWidget *m_buyTree = nullptr;
    QCheckBox *m_runCheck = nullptr;
    QPushButton *m_holdButton = nullptr;
    QTreeWidget *m_attack = nullptr;
    QLabel *m_attackNote = nullptr;
    QPushButton *m_fireButton = nullptr;
    QPushButton *m_declareButton = nullptr;
};

} // namespace hexwright
