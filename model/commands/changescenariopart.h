// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "commands/commandids.h"
#include "document/scenariodocument.h"

#include <QUndoCommand>

namespace hexwright {

/**
 * Replaces one part of the scenario (its sides, force entries, zones, ...) with a new value.
 * Undo and redo are the same swap (Tiled's ChangeValue). Commands given the same non-empty
 * merge key in a row merge into one undo step that keeps the oldest value: typing a count
 * or dragging a spin box is one step. A merged step that brings the part back to where it
 * started is obsolete, and QUndoStack drops it: typing a name and then its old name again
 * leaves nothing to undo and the document unmodified.
 */
template<typename T, T Scenario::*Member, void (ScenarioDocument::*Setter)(const T &), CommandId Id>
class ChangeScenarioPart : public QUndoCommand
{
public:
    ChangeScenarioPart(ScenarioDocument *document, T value, const QString &text,
                       const QString &mergeKey = QString(), QUndoCommand *parent = nullptr)
        : QUndoCommand(text, parent)
        , m_document(document)
        , m_value(std::move(value))
        , m_mergeKey(mergeKey)
    { }

    void undo() override { swap(); }
    void redo() override { swap(); }
    int id() const override { return m_mergeKey.isEmpty() ? -1 : int(Id); }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = static_cast<const ChangeScenarioPart *>(other);
        // Our value is the state before the first edit; the document already holds the
        // newest one, so keeping ours is all a merge needs.
        if (next->m_document != m_document || next->m_mergeKey != m_mergeKey)
            return false;
        setObsolete(m_document->scenario().*Member == m_value);
        return true;
    }

private:
    void swap()
    {
        T current = m_document->scenario().*Member;
        (m_document->*Setter)(m_value);
        m_value = std::move(current);
    }

    ScenarioDocument *m_document;
    T m_value;
    QString m_mergeKey;
};

using ChangeSides = ChangeScenarioPart<QList<Side>, &Scenario::sides, &ScenarioDocument::setSides,
                                       CommandId::ChangeSides>;
using ChangeForces = ChangeScenarioPart<QList<ForceEntry>, &Scenario::forces,
                                        &ScenarioDocument::setForces, CommandId::ChangeForces>;
using ChangeZones = ChangeScenarioPart<QList<Zone>, &Scenario::zones, &ScenarioDocument::setZones,
                                       CommandId::ChangeZones>;
using ChangeGameLength
    = ChangeScenarioPart<GameLength, &Scenario::gameLength, &ScenarioDocument::setGameLength,
                         CommandId::ChangeGameLength>;

using ChangeMarkers = ChangeScenarioPart<QList<Marker>, &Scenario::markers,
                                         &ScenarioDocument::setMarkers, CommandId::ChangeMarkers>;
using ChangeAlliances
    = ChangeScenarioPart<QList<QStringList>, &Scenario::alliances, &ScenarioDocument::setAlliances,
                         CommandId::ChangeAlliances>;
using ChangeReinforcements
    = ChangeScenarioPart<QList<Reinforcement>, &Scenario::reinforcements,
                         &ScenarioDocument::setReinforcements, CommandId::ChangeReinforcements>;
using ChangeHidden = ChangeScenarioPart<QList<HiddenUnits>, &Scenario::hidden,
                                        &ScenarioDocument::setHidden, CommandId::ChangeHidden>;
using ChangeVictory = ChangeScenarioPart<QList<VictoryCondition>, &Scenario::victory,
                                         &ScenarioDocument::setVictory, CommandId::ChangeVictory>;
/// A stroke of the hexside tool: every command of one stroke shares a merge key.
using ChangeHexsides
    = ChangeScenarioPart<Hexsides, &Scenario::hexsides, &ScenarioDocument::setHexsides,
                         CommandId::ChangeHexsides>;
/// A stroke of the height tool, merged like ChangeHexsides.
using ChangeHeights = ChangeScenarioPart<HexHeights, &Scenario::heights,
                                         &ScenarioDocument::setHeights, CommandId::ChangeHeights>;
using ChangeSpecialRules
    = ChangeScenarioPart<QList<SpecialRule>, &Scenario::specialRules,
                         &ScenarioDocument::setSpecialRules, CommandId::ChangeSpecialRules>;
/// The rule family's own facts about the whole scenario (Scenario::family); a force entry's
/// (ForceEntry::family) change with ChangeForces.
using ChangeScenarioFamily
    = ChangeScenarioPart<QVariantMap, &Scenario::family, &ScenarioDocument::setFamily,
                         CommandId::ChangeFamily>;

/// Changes the title, author, source, player count, notes and general briefing in one step;
/// edits with the same non-empty merge key in a row merge (typing into one field).
class ChangeMetadata : public QUndoCommand
{
public:
    ChangeMetadata(ScenarioDocument *document, ScenarioMetadata metadata, QString briefing,
                   const QString &text, const QString &mergeKey = QString(),
                   QUndoCommand *parent = nullptr)
        : QUndoCommand(text, parent)
        , m_document(document)
        , m_metadata(std::move(metadata))
        , m_briefing(std::move(briefing))
        , m_mergeKey(mergeKey)
    { }

    void undo() override { swap(); }
    void redo() override { swap(); }
    int id() const override { return m_mergeKey.isEmpty() ? -1 : int(CommandId::ChangeMetadata); }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = static_cast<const ChangeMetadata *>(other);
        if (next->m_document != m_document || next->m_mergeKey != m_mergeKey)
            return false;
        setObsolete(m_document->scenario().metadata == m_metadata
                    && m_document->scenario().briefing == m_briefing);
        return true;
    }

private:
    void swap()
    {
        ScenarioMetadata metadata = m_document->scenario().metadata;
        QString briefing = m_document->scenario().briefing;
        m_document->setMetadata(m_metadata, m_briefing);
        m_metadata = std::move(metadata);
        m_briefing = std::move(briefing);
    }

    ScenarioDocument *m_document;
    ScenarioMetadata m_metadata;
    QString m_briefing;
    QString m_mergeKey;
};

} // namespace hexwright
