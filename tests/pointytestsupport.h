// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The pointy-top fixture (tests/data/pointy) and the label helpers its tests compare with:
// shared by hex/tst_orientation, hex/tst_pointyedits and editor/tst_pointytools.

#include "map/hexmap.h"
#include "testsupport.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <utility>

namespace hexwright::pointy {

inline const QString PointyFolder = QStringLiteral(TEST_DATA_DIR "/pointy");
inline const QString PointyScenario = PointyFolder + QStringLiteral("/pointy.scenario.yaml");

/// "0503 0603": hexes by label.
inline QList<OffsetCoord> hexesOf(const QString &labels)
{
    QList<OffsetCoord> hexes;
    for (const QString &label : labels.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        hexes.append(testsupport::hexFromLabel(label));
    return hexes;
}

/// The labels of @p hexes, sorted, one space between: a list to compare.
inline QString labelsOf(const HexMap &map, const QList<OffsetCoord> &hexes)
{
    QStringList labels;
    for (const OffsetCoord hex : hexes)
        labels.append(map.label(hex));
    labels.sort();
    return labels.join(QLatin1Char(' '));
}

/// "0503 0603" sorted the same way labelsOf() sorts.
inline QString sortedLabels(const QString &labels)
{
    QStringList list = labels.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    list.sort();
    return list.join(QLatin1Char(' '));
}

/// "0103-0204": a road link by its ends' labels, the smaller first.
inline QString linkText(const HexMap &map, OffsetCoord a, OffsetCoord b)
{
    QString x = map.label(a);
    QString y = map.label(b);
    if (y < x)
        std::swap(x, y);
    return x + QLatin1Char('-') + y;
}

} // namespace hexwright::pointy
