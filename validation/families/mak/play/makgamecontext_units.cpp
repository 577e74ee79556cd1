// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/mak/play/makgamecontext.h"

#include "edit/scheduleedits.h"
#include "families/mak/makscenario.h"

namespace hexwright {

void MakGameContext::readEscapes(const PanelLibrary &panels)
{
    // [10.6] A Hornisse is a PK41 with a suit inside: the suit rides it, and steps out when
    // it lands. The force entry's "suit" names it (a PKA when it does not).
    for (const ForceEntry &f : m_scenario.forces) {
        if (f.unitType != QLatin1String("hornisse"))
            continue;
        QString suitType = f.family.value(mak::SuitKey).toString();
        if (suitType.isEmpty())
            suitType = QStringLiteral("pka");
        ensurePiece(suitType);
        if (!m_pieces.contains(suitType)) {
            m_problems.append(
                QStringLiteral("%1's suit %2 is no unit type of the ruleset").arg(f.id, suitType));
            continue;
        }
        const MakPiece &piece = m_pieces[suitType];
        for (int i = 0; i < m_start.size(); ++i) {
            const MakUnitState hornisse = m_start.at(i);
            if (!hornisse.id.startsWith(f.id + QLatin1Char('-'))
                || hornisse.id.endsWith(QLatin1String("-suit")))
                continue;
            MakUnitState suit;
            suit.id = hornisse.id + QStringLiteral("-suit");
            suit.type = suitType;
            suit.player = hornisse.player;
            suit.status = MakUnitState::Status::Carried;
            suit.carriedBy = hornisse.id;
            suit.arrives = hornisse.arrives;
            suit.mpLeft = piece.movement;
            for (const MakWeapon &w : piece.weapons) {
                MakWeaponState ws;
                ws.rounds = w.rounds > 0 ? w.rounds : -1;
                suit.weapons.append(ws);
            }
            m_types.insert(suit.id, suitType);
            m_colours.insert(suit.id, m_colours.value(hornisse.id));
            m_names.insert(suit.id,
                           QStringLiteral("%1 (%2)").arg(m_ruleset->findUnitType(suitType)->name,
                                                         m_names.value(hornisse.id)));
            // The pilot flies the Hornisse and fights in the suit.
            if (const MakPilot *pilot = m_pilots.value(hornisse.id))
                m_pilots.insert(suit.id, pilot);
            m_suits.insert(hornisse.id, suit.id);
            m_start.insert(i + 1, suit);
            ++i;
        }
    }

    // [18.2] Each pilot's own counter, for his escape: 1 hex on foot, defence 0, no stacking
    // points, his victory points (rank and modifiers, [18.2.5]). A Hornisse's pilot escapes
    // from its suit.
    for (const MakUnitState &u : m_start) {
        const MakPilot *pilot = m_pilots.value(u.id);
        if (!pilot || m_suits.contains(u.id))
            continue;
        const QString typeKey = QStringLiteral("pilot/%1/%2").arg(pilot->colour).arg(pilot->number);
        if (!m_pieces.contains(typeKey)) {
            MakPiece p;
            p.unitClass = QStringLiteral("pilot");
            p.movementClass = QStringLiteral("foot");
            p.movement = 1;
            p.defence = 0;
            p.durability = QStringLiteral("C");
            p.stackPoints = 0;
            p.vp = m_rules->pilotVp(*pilot);
            p.vpProvisional = !pilot->provisional.isEmpty();
            p.pilot = true;
            m_pieces.insert(typeKey, p);
        }
        const QString id = u.id + QStringLiteral("-pilot");
        m_types.insert(id, typeKey);
        m_colours.insert(id, m_colours.value(u.id));
        m_names.insert(id, pilot->name);
        m_pilotUnits.insert(u.id, id);
    }

    // [18.2.3] A player's units leave the map the right way where his reinforcements enter
    // and toward his artillery.
    for (const MakUnitState &u : m_start) {
        for (OffsetCoord h : m_entries.value(u.id)) {
            if (!m_exitHexes[u.player].contains(h))
                m_exitHexes[u.player].append(h);
        }
    }
    for (const MakArtillery &a : makArtillery(m_scenario)) {
        int player = -1;
        for (int i = 0; i < m_players.size(); ++i) {
            if (m_players.at(i).sides.contains(a.side))
                player = i;
        }
        if (player < 0 || a.direction.isEmpty())
            continue;
        EdgeSpec edge;
        edge.side = a.direction;
        if (!a.board.isEmpty())
            edge.panels = {a.board};
        for (OffsetCoord h : schedule::edgeHexes(m_scenario, panels, m_map, edge)) {
            if (m_map.isPlayable(h) && !m_exitHexes[player].contains(h))
                m_exitHexes[player].append(h);
        }
    }
}

} // namespace hexwright
