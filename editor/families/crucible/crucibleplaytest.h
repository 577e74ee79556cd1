// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/crucible/play/cruciblegamesession.h"
#include "playtest/playtestextension.h"

#include <memory>

class QLabel;

namespace hexwright {

/**
 * The Crucible's part of the playtest window, on a table: the TUs over the table (a disc in
 * their colour with a tick where they face, the destroyed crossed until phase 9 removes them,
 * Thunder Run tokens as green and red dots), the deciding player's Leadership Points by
 * detachment and the values of play that are ours (the core book is lost) at the top of the
 * Orders dock. A click on a TU selects it and the Orders list keeps the orders that name it;
 * every order is given from that list, as the engine offers it.
 */
class CruciblePlaytest : public PlaytestExtension
{
    Q_OBJECT

public:
    CruciblePlaytest(PlaytestWindow &window, CrucibleGameSession &session);
    ~CruciblePlaytest() override;
    /// The extension for @p session, which must be a CrucibleGameSession (else null).
    static std::unique_ptr<PlaytestExtension> make(PlaytestWindow &window, GameSession &session);

    QWidget *ordersPanel() override;
    void refresh() override;
    void mapPressed(const MapMouseEvent &event) override;
    bool clearSelection() override;
    QStringList selection() const override;
    void selectPieces(const QStringList &pieces) override;
    QString phaseNote() const override;
    QString phaseHint() const override;
    void paintTable(QPainter *painter, qreal pixelsPerSceneUnit) override;
    QList<OrderItem> otherOrders() const override;

    /// The panel's text: LP by detachment and the provisional values.
    QString panelText() const;

private:
    CrucibleGameSession &m_crucible;
    QLabel *m_panel = nullptr;
    QString m_selected;
};

} // namespace hexwright
