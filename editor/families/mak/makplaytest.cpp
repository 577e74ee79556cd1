// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/mak/makplaytest.h"

#include "families/mak/makplayoverlay.h"
#include "mapview.h"
#include "playtest/playtestwindow.h"

#include <QLabel>
#include <QVBoxLayout>

namespace hexwright {

MakPlaytest::MakPlaytest(PlaytestWindow &window, MakGameSession &session)
    : PlaytestExtension(window, session)
    , m_mak(session)
{
    setObjectName(QStringLiteral("makPlaytest"));
    m_overlay = new MakPlayOverlay(session, this);
    window.mapView()->addOverlay(m_overlay);
}

MakPlaytest::~MakPlaytest()
{
    // The view paints from the game: the overlay goes first.
    m_window.mapView()->removeOverlay(m_overlay);
}

void MakPlaytest::refresh()
{
    m_overlay->refresh();
}

std::unique_ptr<PlaytestExtension> MakPlaytest::make(PlaytestWindow &window, GameSession &session)
{
    auto *mak = dynamic_cast<MakGameSession *>(&session);
    return mak ? std::make_unique<MakPlaytest>(window, *mak) : nullptr;
}

QWidget *MakPlaytest::ordersPanel()
{
    if (m_panel)
        return m_panel;
    m_panel = new QWidget;
    auto *layout = new QVBoxLayout(m_panel);
    layout->setContentsMargins(0, 0, 0, 0);
    if (m_mak.context().chartsProvisional()) {
        auto *banner = new QLabel(
            tr("<b>The charts are provisional.</b> The book's charts are lost: this game plays "
               "on our values (terrain, range, armour endurance, victory points...) until you "
               "type the printed ones in Scenario &gt; Ruleset Charts..."),
            m_panel);
        banner->setObjectName(QStringLiteral("makProvisionalBanner"));
        banner->setWordWrap(true);
        banner->setFrameShape(QFrame::StyledPanel);
        banner->setAutoFillBackground(true);
        banner->setBackgroundRole(QPalette::ToolTipBase);
        banner->setForegroundRole(QPalette::ToolTipText);
        banner->setMargin(6);
        layout->addWidget(banner);
    }
    auto *notes = new QLabel(tr("Not played yet: air units, smoke and fire, mines, off-board "
                                "artillery, overrun and the infantry charge."),
                             m_panel);
    notes->setWordWrap(true);
    layout->addWidget(notes);
    return m_panel;
}

QString MakPlaytest::phaseNote() const
{
    const MakGameState &s = m_mak.game().state();
    if (!s.defensive)
        return {};
    return tr(" (defensive fire)");
}

} // namespace hexwright
