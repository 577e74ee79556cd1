// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/mak/play/makgamesession.h"

#include "families/mak/play/makgreedyagent.h"

namespace hexwright {

namespace {

QList<PlayerView> playerViews(const MakGameContext &c)
{
    QList<PlayerView> views;
    for (const MakPlayerInfo &p : c.players())
        views.append({p.name, p.sides, p.colours});
    return views;
}

} // namespace

MakGameSession::MakGameSession(std::shared_ptr<const MakGameContext> context, quint64 seed)
    : m_game(std::move(context), seed)
{ }

const QList<MakPlay> &MakGameSession::legalTyped() const
{
    if (!m_legal)
        m_legal = m_game.legalActions();
    return *m_legal;
}

QString MakGameSession::apply(const MakPlay &play)
{
    const QList<MakUnitState> before = m_game.state().units;
    const QString why = m_game.apply(play);
    if (!why.isEmpty())
        return why;
    m_legal.reset();
    m_lastActors.clear();
    if (!play.unit.isEmpty())
        m_lastActors.append(play.unit);
    m_lastActors += play.units;
    m_lastLosses.clear();
    const QList<MakUnitState> &after = m_game.state().units;
    for (int i = 0; i < after.size() && i < before.size(); ++i) {
        if (before.at(i).onMap() && after.at(i).status == MakUnitState::Status::Eliminated)
            m_lastLosses.append({after.at(i).id, Place(before.at(i).hex)});
    }
    return {};
}

QList<PlayerView> MakGameSession::players() const
{
    return playerViews(context());
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

QString MakGameSession::legalActionKind(int index) const
{
    const QList<MakPlay> &legal = legalTyped();
    return index >= 0 && index < legal.size() ? legal.at(index).kind : QString();
}

int MakGameSession::legalEndPhase() const
{
    const QList<MakPlay> &legal = legalTyped();
    for (int i = 0; i < legal.size(); ++i) {
        if (legal.at(i).kind == QLatin1String("end_phase"))
            return i;
    }
    return -1;
}

QJsonObject MakGameSession::legalAction(int index) const
{
    const QList<MakPlay> &legal = legalTyped();
    return index >= 0 && index < legal.size() ? makPlayToJson(legal.at(index), context())
                                              : QJsonObject();
}

QString MakGameSession::applyLegal(int index)
{
    const QList<MakPlay> &legal = legalTyped();
    if (index < 0 || index >= legal.size())
        return QStringLiteral("there is no legal action %1 (%2 are legal)")
            .arg(index)
            .arg(legal.size());
    const MakPlay play = legal.at(index);
    return apply(play);
}

QString MakGameSession::apply(const QJsonObject &json)
{
    QString error;
    const std::optional<MakPlay> play = makPlayFromJson(json, context(), &error);
    if (!play)
        return QStringLiteral("unreadable action: %1").arg(error);
    return apply(*play);
}

QString MakGameSession::describe(const QJsonObject &json) const
{
    QString error;
    const std::optional<MakPlay> play = makPlayFromJson(json, context(), &error);
    if (!play)
        return QStringLiteral("unreadable action: %1").arg(error);
    const MakGameContext &c = context();
    const MakPlay &p = *play;
    auto unitText = [&](const QString &id) {
        const MakUnitState *u = m_game.state().unit(id);
        return u && u->onMap() ? QStringLiteral("%1 (%2)").arg(id, c.label(u->hex)) : id;
    };
    if (p.kind == QLatin1String("end_phase"))
        return m_game.state().defensive
            ? QStringLiteral("%1 fires no more").arg(c.players().value(decidingPlayer()).name)
            : QStringLiteral("%1 ends the phase").arg(c.players().value(decidingPlayer()).name);
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
        return QStringLiteral("%1 flies an %2 mission")
            .arg(p.unit,
                 p.item == QLatin1String("air") ? QStringLiteral("air combat")
                                                : QStringLiteral("ground combat"));
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

bool MakGameSession::undo()
{
    if (!m_game.undo())
        return false;
    m_legal.reset();
    m_lastActors.clear();
    m_lastLosses.clear();
    return true;
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
            p.state = QStringLiteral("eliminated");
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

QString MakGameSession::sideName(const QString &side) const
{
    const Side *s = context().scenario().findSide(side);
    return s ? s->name : (side.isEmpty() ? QStringLiteral("none") : side);
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

// MakGameSetup -------------------------------------------------------------------------------

QString MakGameSetup::familyId() const
{
    return QLatin1String(MakFamilyEngine::Id);
}

QList<PlayerView> MakGameSetup::players() const
{
    return playerViews(*m_context);
}

QString MakGameSetup::title() const
{
    return m_context->scenario().metadata.title;
}

std::unique_ptr<GameSession> MakGameSetup::newGame(quint64 seed) const
{
    return std::make_unique<MakGameSession>(m_context, seed);
}

// MakFamilyEngine ----------------------------------------------------------------------------

std::shared_ptr<const GameSetup> MakFamilyEngine::setUp(const GameInputs &inputs,
                                                        QString *error) const
{
    auto context = std::make_shared<const MakGameContext>(inputs.scenario, inputs.ruleset,
                                                          inputs.panels, inputs.scenarioPath);
    if (const QString problem = context->problem(); !problem.isEmpty()) {
        if (error)
            *error = problem;
        return nullptr;
    }
    return std::make_shared<const MakGameSetup>(std::move(context));
}

QStringList MakFamilyEngine::agentNames() const
{
    return FamilyEngine::agentNames() << QStringLiteral("greedy");
}

std::unique_ptr<Agent> MakFamilyEngine::makeAgent(const QString &name, quint64 gameSeed,
                                                  int player) const
{
    if (name == QLatin1String("greedy"))
        return std::make_unique<MakGreedyAgent>(gameSeed, player);
    return FamilyEngine::makeAgent(name, gameSeed, player);
}

} // namespace hexwright
