// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit/markeredits.h"

#include <algorithm>

namespace hexwright {

qsizetype markerIndex(const QList<Marker> &markers, const QString &kind, OffsetCoord hex)
{
    for (qsizetype i = 0; i < markers.size(); ++i) {
        if (markers.at(i).kind == kind && markers.at(i).hex == hex)
            return i;
    }
    return -1;
}

QList<Marker> markersAt(const QList<Marker> &markers, OffsetCoord hex)
{
    QList<Marker> out;
    for (const Marker &m : markers) {
        if (m.hex == hex)
            out.append(m);
    }
    return out;
}

bool addMarker(QList<Marker> &markers, const Marker &marker)
{
    if (marker.kind.isEmpty() || markerIndex(markers, marker.kind, marker.hex) >= 0)
        return false;
    markers.append(marker);
    return true;
}

bool removeMarker(QList<Marker> &markers, const QString &kind, OffsetCoord hex)
{
    const qsizetype index = markerIndex(markers, kind, hex);
    if (index < 0)
        return false;
    markers.removeAt(index);
    return true;
}

bool removeTopMarker(QList<Marker> &markers, OffsetCoord hex)
{
    for (qsizetype i = markers.size() - 1; i >= 0; --i) {
        if (markers.at(i).hex == hex) {
            markers.removeAt(i);
            return true;
        }
    }
    return false;
}

bool moveMarker(QList<Marker> &markers, const QString &kind, OffsetCoord from, OffsetCoord to)
{
    const qsizetype index = markerIndex(markers, kind, from);
    if (index < 0 || from == to || markerIndex(markers, kind, to) >= 0)
        return false;
    markers[index].hex = to;
    return true;
}

QList<int> hiddenCountsByFace(const QList<HiddenUnits::Outcome> &outcomes)
{
    QList<int> counts(6, 0);
    for (const HiddenUnits::Outcome &outcome : outcomes) {
        for (int face : outcome.rolls) {
            if (face >= 1 && face <= 6)
                counts[face - 1] = outcome.count;
        }
    }
    return counts;
}

QList<HiddenUnits::Outcome> hiddenOutcomesFromCounts(const QList<int> &countsByFace)
{
    QList<HiddenUnits::Outcome> outcomes;
    for (int face = 1; face <= std::min<int>(6, int(countsByFace.size())); ++face) {
        const int count = countsByFace.at(face - 1);
        if (count <= 0)
            continue;
        auto same
            = std::find_if(outcomes.begin(), outcomes.end(),
                           [count](const HiddenUnits::Outcome &o) { return o.count == count; });
        if (same != outcomes.end()) {
            same->rolls.append(face);
        } else {
            HiddenUnits::Outcome outcome;
            outcome.rolls = {face};
            outcome.count = count;
            outcomes.append(outcome);
        }
    }
    return outcomes;
}

} // namespace hexwright
