// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/setupsheet_layout.h"
#include "export/setupsheet_thumbnail.h"
#include "export/setupsheets.h"
#include "scenario/scenario.h"

namespace hexwright {

/**
 * Writes the sections of the setup sheets into a SheetFlow: the parts a player's sheet and the
 * referee's share (forces, zones and thumbnail, reinforcements, hidden units, morale, victory,
 * special rules, turn record), everything named by name rather than by id.
 * Sections show the sides of a list of side ids: one player's sides, or every side when the
 * list is empty (the referee's view); with more than one side they name the side of each line.
 */
class SetupSheetWriter
{
public:
    SetupSheetWriter(const MapExportSource &source, const SetupSheetOptions &options,
                     const QRectF &mapBounds, QList<SheetThumbnail> *thumbnails);

    QString colourName(const QString &id) const;
    QString unitName(const QString &id) const;
    QString zoneName(const QString &id) const;
    QString sideName(const QString &id) const;
    QString hexLabel(OffsetCoord hex) const;
    /// The options' names, each with the mark its counter carries when @p withMarks.
    QString optionsText(const QStringList &options, bool withMarks = false) const;
    /// Where a force entry sets up: "Tan: north of the road", "hex 1107", "off board",
    /// "turn 1, paradrop".
    QString placementText(const ForceEntry &entry) const;
    /// How a reinforcement comes on: "the south edge of Board 6", "road hex 0125", ...
    QString entryText(const Entry &entry) const;
    /// "2 Tank, 1 Armored Personnel Carrier" for the force entries of @p reinforcementId.
    QString reinforcementUnits(const QString &reinforcementId) const;
    /// Zones the sides' units set up in, enter by or hide in (all sides' when @p sideIds is
    /// empty), in the scenario's order, each with the colour of its first user.
    QList<ThumbnailZone> setupZones(const QStringList &sideIds) const;
    /// Zones the victory conditions name.
    QStringList objectiveZones() const;

    void titleBlock(SheetFlow &flow, const QString &kicker, const QString &title,
                    const QStringList &colours, const QString &facts) const;
    /// The forces table of @p sideIds' entries (with a Side column for several or all), with
    /// the total against the budget and the provisional footnote.
    void forces(SheetFlow &flow, const QStringList &sideIds) const;
    void zones(SheetFlow &flow, const QStringList &sideIds) const;
    /// zones() for a table board: its deployment areas and objectives, in words.
    void tableAreas(SheetFlow &flow, const QStringList &sideIds) const;
    void reinforcements(SheetFlow &flow, const QStringList &sideIds) const;
    void hiddenUnits(SheetFlow &flow, const QStringList &sideIds) const;
    void morale(SheetFlow &flow, const QStringList &sideIds) const;
    void victory(SheetFlow &flow) const;
    void specialRules(SheetFlow &flow) const;
    void turnRecord(SheetFlow &flow, const QStringList &sideIds) const;
    /// "Alliances: Tan and Green are allies; Blue fights everyone", when worth stating.
    void alliances(SheetFlow &flow) const;
    void markers(SheetFlow &flow) const;

    /// Turns on which reinforcements of @p sideIds (all sides when empty) arrive.
    QList<int> reinforcementTurns(const QStringList &sideIds) const;

    /// Whether a section for @p sideIds shows @p side.
    static bool shows(const QStringList &sideIds, const QString &side)
    {
        return sideIds.isEmpty() || sideIds.contains(side);
    }
    /// Whether a section for @p sideIds names the side of each line (several or all).
    static bool namesSides(const QStringList &sideIds) { return sideIds.size() != 1; }

private:
    const MapExportSource &m_source;
    const Scenario &m_scenario;
    const Ruleset &m_ruleset;
    SetupSheetOptions m_options;
    QRectF m_mapBounds;
    QList<SheetThumbnail> *m_thumbnails;
};

} // namespace hexwright
