// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A test double of the placing seam for the playtest window's set-up tests (tst_playsetup):
// Badger Hunt with a small set-up of its own in front, so the window's tray, overlay and
// curtain are tested without a family's set-up rules.

#include "engine/familyengines.h"
#include "engine/gamesession.h"
#include "ruleset/rulesetregistry.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QString>
#include <QStringList>

#include <memory>

namespace hexwright::playsetuptest {

constexpr int PiecesPerPlayer = 3;

/**
 * A game with a set-up in front: player 0, then player 1, each places his first
 * PiecesPerPlayer pieces on the hexes the scenario gives his pieces (one per hex); then the
 * real game goes on. With @p hidden each player's set-up is hidden from the other.
 */
class SetupSession : public GameSession
{
public:
    SetupSession(std::unique_ptr<GameSession> game, bool hidden)
        : m_game(std::move(game))
        , m_hidden(hidden)
    {
        // The game's own set-up, if it has one, done automatically first.
        for (int guard = 0; guard < 20 && m_game->isPlacing(); ++guard) {
            if (const QJsonObject rest = m_game->placeRestAction(); !rest.isEmpty())
                m_game->apply(rest);
            m_game->apply({{QStringLiteral("kind"), QStringLiteral("end_phase")}});
        }
        m_gameStart = m_game->log().size();
        const QList<PlayerView> players = m_game->players();
        for (int p = 0; p < 2; ++p) {
            for (const PieceView &piece : m_game->pieces()) {
                if (!players.value(p).sides.contains(piece.side) || !piece.place)
                    continue;
                const auto *hex = std::get_if<OffsetCoord>(&*piece.place);
                if (!hex || m_zone[p].contains(*hex))
                    continue;
                m_zone[p].append(*hex);
                if (m_toPlace[p].size() < PiecesPerPlayer)
                    m_toPlace[p].append(piece.id);
            }
        }
    }

    int ownerOf(const QString &id) const
    {
        return m_toPlace[0].contains(id) ? 0 : (m_toPlace[1].contains(id) ? 1 : -1);
    }
    QList<OffsetCoord> zone(int player) const { return m_zone[player]; }
    std::optional<OffsetCoord> placeOf(const QString &id) const
    {
        return m_placed.contains(id) ? std::optional<OffsetCoord>(m_placed.value(id))
                                     : std::nullopt;
    }

    QList<PlayerView> players() const override { return m_game->players(); }
    int decidingPlayer() const override
    {
        return m_player >= 0 ? m_player : m_game->decidingPlayer();
    }
    bool isOver() const override { return m_game->isOver(); }
    int turn() const override { return m_game->turn(); }
    int lastTurn() const override { return m_game->lastTurn(); }
    PlayStep step() const override
    {
        return m_player >= 0 ? PlayStep {0, m_player, 0, 0} : m_game->step();
    }
    QString phaseId() const override
    {
        return m_player >= 0 ? QStringLiteral("setup") : m_game->phaseId();
    }
    QString phaseName() const override
    {
        return m_player >= 0 ? QStringLiteral("Set-up") : m_game->phaseName();
    }
    QString phaseNameOf(const QString &phaseId) const override
    {
        return m_game->phaseNameOf(phaseId);
    }

    int legalActionCount() const override { return m_player >= 0 ? 0 : m_game->legalActionCount(); }
    QString legalActionKind(int index) const override { return m_game->legalActionKind(index); }
    int legalEndPhase() const override { return m_player >= 0 ? -1 : m_game->legalEndPhase(); }
    QJsonObject legalAction(int index) const override { return m_game->legalAction(index); }
    QString applyLegal(int index) override
    {
        return m_player >= 0 ? QStringLiteral("in the set-up") : m_game->applyLegal(index);
    }
    QString apply(const QJsonObject &action) override
    {
        if (m_player < 0)
            return m_game->apply(action);
        const QString kind = action.value(QStringLiteral("kind")).toString();
        if (kind == QLatin1String("end_phase")) {
            if (!piecesToPlace().isEmpty())
                return QStringLiteral("%1 piece(s) are still to place").arg(piecesToPlace().size());
            m_history.append({QStringLiteral("end")});
            m_player = m_player == 0 ? 1 : -1;
            return {};
        }
        if (kind == QLatin1String("place_rest")) {
            QStringList placed;
            for (const QString &id : piecesToPlace()) {
                const QList<Place> places = placesFor(id);
                if (places.isEmpty())
                    return QStringLiteral("no room left for %1").arg(id);
                m_placed.insert(id, std::get<OffsetCoord>(places.first()));
                placed.append(id);
            }
            m_history.append(placed);
            return {};
        }
        if (kind != QLatin1String("place"))
            return QStringLiteral("only placing now");
        const QString id = action.value(QStringLiteral("unit")).toString();
        if (!piecesToPlace().contains(id))
            return QStringLiteral("%1 is not yours to place").arg(id);
        const QString label = action.value(QStringLiteral("hex")).toString();
        for (const Place &place : placesFor(id)) {
            if (placeLabel(place) == label) {
                m_placed.insert(id, std::get<OffsetCoord>(place));
                m_history.append({id});
                return {};
            }
        }
        return QStringLiteral("%1 is outside the set-up zone of %2").arg(label, id);
    }
    QString describe(const QJsonObject &action) const override
    {
        if (action.value(QStringLiteral("kind")).toString() == QLatin1String("place"))
            return QStringLiteral("%1 is set up in %2")
                .arg(action.value(QStringLiteral("unit")).toString(),
                     action.value(QStringLiteral("hex")).toString());
        if (action.value(QStringLiteral("kind")).toString() == QLatin1String("place_rest"))
            return QStringLiteral("the rest is set up automatically");
        return m_game->describe(action);
    }
    bool canUndo() const override { return playing() ? m_game->canUndo() : !m_history.isEmpty(); }
    bool undo() override
    {
        if (playing())
            return m_game->undo();
        if (m_history.isEmpty())
            return false;
        const QStringList last = m_history.takeLast();
        if (last == QStringList {QStringLiteral("end")})
            m_player = m_player < 0 ? 1 : 0;
        else
            for (const QString &id : last)
                m_placed.remove(id);
        return true;
    }

    QList<PieceView> pieces() const override
    {
        QList<PieceView> pieces = m_game->pieces();
        for (PieceView &piece : pieces) {
            if (ownerOf(piece.id) < 0)
                continue;
            piece.toPlace = !m_placed.contains(piece.id);
            piece.place = piece.toPlace ? std::nullopt
                                        : std::optional<Place>(Place(m_placed.value(piece.id)));
        }
        return pieces;
    }
    QString placeLabel(const Place &place) const override { return m_game->placeLabel(place); }
    QString sideName(const QString &side) const override { return m_game->sideName(side); }
    QStringList invariantViolations() const override { return m_game->invariantViolations(); }
    GameSummary summary() const override { return m_game->summary(); }
    const Dice &dice() const override { return m_game->dice(); }
    const QList<QJsonObject> &log() const override { return m_game->log(); }
    QJsonObject finalLine() const override { return m_game->finalLine(); }

    bool isPlacing() const override { return m_player >= 0; }
    QStringList piecesToPlace() const override
    {
        QStringList left;
        for (const QString &id : m_player >= 0 ? m_toPlace[m_player] : QStringList()) {
            if (!m_placed.contains(id))
                left.append(id);
        }
        return left;
    }
    QList<Place> placesFor(const QString &id) const override
    {
        const int owner = ownerOf(id);
        QList<Place> places;
        if (owner < 0)
            return places;
        for (OffsetCoord hex : m_zone[owner]) {
            bool taken = false;
            for (auto it = m_placed.cbegin(); it != m_placed.cend(); ++it)
                taken = taken || (it.value() == hex && it.key() != id);
            if (!taken)
                places.append(hex);
        }
        return places;
    }
    QJsonObject placeAction(const QString &id, const Place &place) const override
    {
        return {{QStringLiteral("kind"), QStringLiteral("place")},
                {QStringLiteral("unit"), id},
                {QStringLiteral("hex"), placeLabel(place)}};
    }
    QJsonObject placeRestAction() const override
    {
        if (piecesToPlace().isEmpty())
            return {};
        return {{QStringLiteral("kind"), QStringLiteral("place_rest")}};
    }
    bool isVisibleTo(const QString &id, int viewer) const override
    {
        const int owner = ownerOf(id);
        return !m_hidden || owner < 0 || owner == viewer;
    }

private:
    std::unique_ptr<GameSession> m_game;
    bool m_hidden = false;
    int m_player = 0; ///< who sets up; -1 once both have
    QStringList m_toPlace[2];
    QList<OffsetCoord> m_zone[2];
    QMap<QString, OffsetCoord> m_placed;
    QList<QStringList> m_history; ///< each placement's pieces, or {"end"}
    qsizetype m_gameStart = 0; ///< the game's log lines when its play began

    /// Whether the game has had an action since this set-up ended.
    bool playing() const { return m_player < 0 && m_game->log().size() > m_gameStart; }
};

} // namespace hexwright::playsetuptest
