// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QList>
#include <QString>

namespace hexwright {

/**
 * Pure edits of the scenario's markers (fortresses, rubble, objects) and hidden units, on
 * plain lists: the editor builds the new list with these and pushes it in one
 * ChangeMarkers / ChangeHidden command. A hex holds at most one marker of each kind.
 */

/// Index of the marker of @p kind on @p hex, or -1.
qsizetype markerIndex(const QList<Marker> &markers, const QString &kind, OffsetCoord hex);
/// The markers on @p hex, in list order.
QList<Marker> markersAt(const QList<Marker> &markers, OffsetCoord hex);
/// Adds @p marker; false (and no change) if the hex already has a marker of its kind.
bool addMarker(QList<Marker> &markers, const Marker &marker);
/// Removes the marker of @p kind on @p hex; false if there is none.
bool removeMarker(QList<Marker> &markers, const QString &kind, OffsetCoord hex);
/// Removes the last marker placed on @p hex (the one drawn on top); false if there is none.
bool removeTopMarker(QList<Marker> &markers, OffsetCoord hex);
/// Moves the marker of @p kind from @p from to @p to; false if there is none or @p to
/// already has one of that kind.
bool moveMarker(QList<Marker> &markers, const QString &kind, OffsetCoord from, OffsetCoord to);

/// The units found per die face: element f-1 is the count for face f (0 = none found).
QList<int> hiddenCountsByFace(const QList<HiddenUnits::Outcome> &outcomes);
/// Outcomes from counts per face (6 values): faces with the same count share one outcome,
/// in the order of their first face; faces with 0 have none. Each face is in at most one.
QList<HiddenUnits::Outcome> hiddenOutcomesFromCounts(const QList<int> &countsByFace);

} // namespace hexwright
