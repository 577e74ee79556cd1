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
    if (m_support)
        m_support->setText(supportText());
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
    auto *notes = new QLabel(
        tr("Played: moves and offensive attacks, defensive fire, indirect fire, close quarters, "
           "overrun, air commitment with dog-fight and breakthrough, ground missions, "
           "off-board artillery, smoke, fire, mines, transport, reinforcements, morale and "
           "O.G.P.<br>Also played: artillery requests by two units, artillery mines, mine "
           "detection, arson, depots exploding, firing from a vehicle, the infantry charge, the "
           "booster, the Hornisse's landing and take-off, air withdrawal, concealment, pilot "
           "escape and leaving the map."),
        m_panel);
    notes->setObjectName(QStringLiteral("makPlayedNotes"));
    notes->setWordWrap(true);
    layout->addWidget(notes);
    m_support = new QLabel(m_panel);
    m_support->setObjectName(QStringLiteral("makSupport"));
    m_support->setWordWrap(true);
    m_support->setText(supportText());
    layout->addWidget(m_support);
    return m_panel;
}

QString MakPlaytest::supportText() const
{
    const MakGameContext &c = m_mak.context();
    const MakGameState &s = m_mak.game().state();
    QStringList lines;
    for (const MakUnitState &u : s.units) {
        if (u.status != MakUnitState::Status::Air)
            continue;
        QString mission = tr("used");
        if (u.mission.isEmpty())
            mission = tr("not committed");
        else if (u.mission == QLatin1String("air"))
            mission = tr("air combat");
        else if (u.mission == QLatin1String("ground"))
            mission = tr("ground mission");
        lines.append(tr("Aircraft %1 (%2): %3")
                         .arg(c.unitName(u.id), c.players().at(u.player).name, mission));
    }
    for (int b = 0; b < c.artillery().size() && b < s.roundsLeft.size(); ++b)
        lines.append(
            tr("Artillery type %1 (%2): %3 of %4 rounds left")
                .arg(c.artillery().at(b).type, c.players().at(c.artillery().at(b).player).name)
                .arg(s.roundsLeft.at(b))
                .arg(c.artillery().at(b).total));
    for (const MakStrike &strike : s.strikes)
        lines.append(tr("Strike requested on %1 by %2").arg(c.label(strike.hex), strike.observer));
    if (!s.smoke.isEmpty() || !s.fires.isEmpty())
        lines.append(tr("%n smoke marker(s), ", nullptr, int(s.smoke.size()))
                     + tr("%n fire(s)", nullptr, int(s.fires.size())));
    return lines.join(QStringLiteral("<br>"));
}

QString MakPlaytest::phaseNote() const
{
    const MakGameState &s = m_mak.game().state();
    if (!s.defensive)
        return {};
    return tr(" (defensive fire)");
}

} // namespace hexwright
