// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/mak/play/makgamesession.h"

namespace hexwright {

QString MakGameSession::applyPlay(const MakPlay &play)
{
    const QList<MakUnitState> before = m_game.state().units;
    const QString why = m_game.apply(play);
    if (!why.isEmpty())
        return why;
    changed();
    if (!play.unit.isEmpty())
        m_lastActors.append(play.unit);
    m_lastActors += play.units;
    const QList<MakUnitState> &after = m_game.state().units;
    for (int i = 0; i < after.size() && i < before.size(); ++i) {
        if (before.at(i).onMap() && after.at(i).status == MakUnitState::Status::Eliminated
            && after.at(i).left.isEmpty())
            m_lastLosses.append({after.at(i).id, Place(before.at(i).hex)});
    }
    return {};
}

PlayStep MakGameSession::step() const
{
    const MakGameState &s = m_game.state();
    return {s.turn, s.player, s.phase, s.defensive ? 1 : 0};
}

QString MakGameSession::phaseNameOf(const QString &phaseId) const
{
    for (const Phase &p : context().ruleset().sequenceOfPlay) {
        if (p.id == phaseId)
            return p.name;
    }
    return phaseId;
}

QString MakGameSession::describePlay(const MakPlay &p) const
{
    const MakGameContext &c = context();
    auto unitText = [&](const QString &id) {
        const MakUnitState *u = m_game.state().unit(id);
        return u && u->onMap() ? QStringLiteral("%1 (%2)").arg(id, c.label(u->hex)) : id;
    };
    // The Game Log describes a line after its action was applied, when another player may
    // decide: the words must not depend on who decides now.
    if (p.kind == QLatin1String("end_phase"))
        return QStringLiteral("passes (ends its phase or its defensive fire)");
    if (p.kind == QLatin1String("move") || p.kind == QLatin1String("assault")) {
        QStringList names;
        for (const QString &id : p.units)
            names.append(unitText(id));
        return QStringLiteral("%1 %2 %3")
            .arg(names.join(QStringLiteral(", ")),
                 p.kind == QLatin1String("move") ? QStringLiteral("moves to")
                                                 : QStringLiteral("assaults"),
                 c.label(p.to));
    }
    if (p.kind == QLatin1String("commit"))
        return p.item == QLatin1String("air")
            ? QStringLiteral("%1 flies an air combat mission").arg(p.unit)
            : QStringLiteral("%1 flies a ground combat mission").arg(p.unit);
    if (p.kind == QLatin1String("air_attack"))
        return QStringLiteral("%1 attacks %2 from the air with %3")
            .arg(p.unit, unitText(p.target), p.item);
    if (p.kind == QLatin1String("request_artillery"))
        return QStringLiteral("%1 requests artillery on %2").arg(unitText(p.unit), c.label(p.to));
    if (p.kind == QLatin1String("smoke"))
        return QStringLiteral("%1 lays smoke in %2").arg(unitText(p.unit), c.label(p.to));
    if (p.kind == QLatin1String("load"))
        return QStringLiteral("%1 boards %2").arg(unitText(p.unit), unitText(p.target));
    if (p.kind == QLatin1String("unload"))
        return QStringLiteral("%1 unloads").arg(p.unit);
    if (p.kind == QLatin1String("overrun"))
        return QStringLiteral("%1 overruns %2 with %3, at %4")
            .arg(unitText(p.units.value(0)), c.label(p.to),
                 c.piece(p.units.value(0)).weapons.value(p.weapon).code, p.target);
    const QString weapon
        = p.weapon < 0 ? QStringLiteral("unarmed") : c.piece(p.unit).weapons.value(p.weapon).code;
    QString text
        = QStringLiteral("%1 %2 %3 with %4")
              .arg(unitText(p.unit),
                   p.kind == QLatin1String("attack") ? QStringLiteral("attacks")
                                                     : QStringLiteral("fires defensively at"),
                   unitText(p.target), weapon);
    if (const std::optional<MakAttackPreview> pv
        = m_game.preview(p.unit, p.weapon, p.target, p.kind != QLatin1String("attack"))) {
        QStringList terms;
        for (const makrules::MakAttackLine &line : pv->target.lines)
            // A value of our provisional charts is marked with a dagger, as sheets print it.
            terms.append(QStringLiteral("%1 %2%3%4")
                             .arg(line.reason, line.value >= 0 ? QStringLiteral("+") : QString())
                             .arg(line.value)
                             .arg(line.provisional ? QStringLiteral("\u2020") : QString()));
        text += QStringLiteral(": target %1 (%2)")
                    .arg(pv->target.target)
                    .arg(terms.join(QStringLiteral(", ")));
        if (pv->indirect)
            text += QStringLiteral(", spotted by %1").arg(pv->spotter);
    }
    return text;
}

void MakGameSession::changed()
{
    FamilyGameSession::changed();
    m_lastActors.clear();
    m_lastLosses.clear();
}

QList<PieceView> MakGameSession::pieces() const
{
    QList<PieceView> pieces;
    const MakGameContext &c = context();
    for (const MakUnitState &u : m_game.state().units) {
        PieceView p;
        p.id = u.id;
        p.type = u.type;
        if (const UnitType *type = c.ruleset().findUnitType(u.type))
            p.name = type->name;
        const MakPlayerInfo &player = c.players().at(u.player);
        p.side = player.sides.value(0);
        for (const ForceEntry &f : c.scenario().forces) {
            if (u.id.startsWith(f.id + QLatin1Char('-'))) {
                p.side = f.side;
                p.colour = f.colour;
            }
        }
        switch (u.status) {
        case MakUnitState::Status::Waiting:
            p.state = QStringLiteral("waiting");
            break;
        case MakUnitState::Status::OnMap:
            p.state = QStringLiteral("on_map");
            p.place = Place(u.hex);
            break;
        case MakUnitState::Status::Eliminated:
            // Stored as eliminated, but a unit that left the game is no loss: an aircraft
            // withdrawn [10.1.4], a unit off the map by an edge [18.2.3].
            if (u.left.isEmpty()) {
                p.state = QStringLiteral("eliminated");
            } else {
                p.state = u.left;
                if (u.left == QLatin1String("exited"))
                    p.status.append(QStringLiteral("left the map"));
                if (u.captured)
                    p.status.append(QStringLiteral("captured"));
            }
            break;
        case MakUnitState::Status::Air:
            // On the air commitment card, off the map [10.1].
            p.state = QStringLiteral("air");
            p.status.append(u.mission.isEmpty() ? QStringLiteral("not committed")
                                                : QStringLiteral("mission: %1").arg(u.mission));
            for (const QString &item : u.equipment) {
                if (!item.isEmpty())
                    p.status.append(item);
            }
            break;
        case MakUnitState::Status::Carried:
            // Aboard its vehicle, not a piece of the map of its own (the log's final line
            // gives it no hex either).
            p.state = QStringLiteral("carried");
            p.status.append(QStringLiteral("carried by %1").arg(u.carriedBy));
            break;
        }
        if (u.onMap()) {
            p.status.append(QStringLiteral("%1 MP").arg(u.mpLeft));
            if (u.immobilized)
                p.status.append(QStringLiteral("immobilized"));
            if (u.disarmed)
                p.status.append(QStringLiteral("armament disabled"));
            if (u.moraleBroken)
                p.status.append(QStringLiteral("morale broken"));
            if (u.attacked)
                p.status.append(QStringLiteral("attacked"));
            else if (u.moved)
                p.status.append(QStringLiteral("moved"));
            if (m_game.pinnedIn(u.hex).contains(u.id))
                p.status.append(QStringLiteral("pinned"));
            const QList<MakWeapon> &weapons = c.piece(u.id).weapons;
            for (int w = 0; w < weapons.size() && w < u.weapons.size(); ++w) {
                if (u.weapons.at(w).broken)
                    p.status.append(QStringLiteral("%1 broken").arg(weapons.at(w).code));
                else if (u.weapons.at(w).rounds >= 0)
                    p.status.append(QStringLiteral("%1: %2 rounds")
                                        .arg(weapons.at(w).code)
                                        .arg(u.weapons.at(w).rounds));
            }
            if (const MakPilot *pilot = c.pilot(u.id))
                p.status.append(QStringLiteral("pilot %1").arg(pilot->name));
        }
        pieces.append(p);
    }
    return pieces;
}

QString MakGameSession::placeLabel(const Place &place) const
{
    const OffsetCoord *hex = std::get_if<OffsetCoord>(&place);
    // Map labels, as the log and the files name hexes (HexMap::boardLabel() is the book's
    // "board 2, hex 1801").
    return hex ? context().label(*hex) : QString();
}

GameSummary MakGameSession::summary() const
{
    const MakGameState &s = m_game.state();
    const MakGameContext &c = context();
    GameSummary summary;
    summary.over = s.over;
    summary.winner = s.winner >= 0 ? c.players().at(s.winner).sides.value(0) : QString();
    summary.result = s.over ? s.result : QString();
    QStringList ogp;
    for (int p = 0; p < c.players().size(); ++p)
        ogp.append(QStringLiteral("%1 O.G.P. %2").arg(c.players().at(p).name).arg(s.ogp.value(p)));
    summary.reason = s.over ? s.reason : ogp.join(QStringLiteral(", "));
    summary.turn = s.turn;
    summary.losses = s.losses;
    return summary;
}

// MakFamilyEngine ----------------------------------------------------------------------------

std::shared_ptr<const GameSetup> MakFamilyEngine::setUp(const GameInputs &inputs,
                                                        QString *error) const
{
    return setUpWith<MakGameSetup>(
        std::make_shared<const MakGameContext>(inputs.scenario, inputs.ruleset, inputs.panels,
                                               inputs.scenarioPath),
        error);
}

} // namespace hexwright
