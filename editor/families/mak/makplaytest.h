// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/mak/play/makgamesession.h"
#include "playtest/playtestextension.h"

#include <QPointer>

class QLabel;

namespace hexwright {

class MakPlayOverlay;

/**
 * Maschinen Krieger's part of the playtest window: the counters, smoke, fire, revealed mines
 * and requested strikes on the map (MakPlayOverlay), the aircraft's missions and the
 * artillery's rounds in the Orders dock, a banner at the top of the Orders dock saying that the
 * game plays on provisional charts (our values for the book's lost ones, until the player types the
 * real ones in Scenario > Ruleset Charts...), and what the engine leaves out. Orders are given from
 * the Orders list, each attack listed with its target and every modifier before the roll
 * (MakGameSession::describe()).
 */
class MakPlaytest : public PlaytestExtension
{
    Q_OBJECT

public:
    MakPlaytest(PlaytestWindow &window, MakGameSession &session);
    ~MakPlaytest() override;
    /// The extension for @p session, or null when it is not a Maschinen Krieger game.
    static std::unique_ptr<PlaytestExtension> make(PlaytestWindow &window, GameSession &session);

    QWidget *ordersPanel() override;
    QString phaseNote() const override;
    void refresh() override;

private:
    /// The aircraft on the air commitment card, the artillery and the markers now.
    QString supportText() const;

    MakGameSession &m_mak;
    QPointer<QWidget> m_panel;
    QPointer<QLabel> m_support;
    MakPlayOverlay *m_overlay = nullptr;
};

} // namespace hexwright
