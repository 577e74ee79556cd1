// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/offsetcoord.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>

namespace hexwright {

/// Terrain index meaning "no hex here" (the missing row R of an even column).
constexpr quint8 NoTerrain = 0xFF;

/// Which part of a hex a panel covers. A panel's side edges cut its first and last columns
/// in half and its top and bottom edges cut the odd columns' end hexes in half; two halves
/// from neighbouring panels make a whole hex.
enum class HexCover : quint8 {
    Whole = 0,
    EastHalf, ///< column 0: the panel's west edge cuts the hex
    WestHalf, ///< column C: the panel's east edge cuts the hex
    SouthHalf, ///< odd column, row 0: the top edge cuts the hex
    NorthHalf, ///< odd column, row R: the bottom edge cuts the hex
};

struct PanelRoad
{
    QString id;
    QString name;
    QList<OffsetCoord> hexes; ///< a chain of adjacent hexes, in panel coordinates
};

struct PanelFeature
{
    QString id;
    QString name;
    QString kind; ///< city, hilltop, lake, river, forest, swamp, bridge, other
    QList<OffsetCoord> hexes;
};

/**
 * A geomorphic map panel (a main panel or an edge piece): flat-top hexes in columns
 * 0..columns, odd columns half a hex higher than even ones (OffsetParity::EvenShifted).
 *
 * Even columns hold rows 0..rows-1; odd columns rows 0..rows, their row 0 and row `rows`
 * being half hexes cut by the top and bottom edges. Columns 0 and `columns` are cut in half
 * by the side edges. This is the classic geomorphic cut: it is symmetric under a 180 degree
 * turn (columns is even), and panels placed side by side or one above the other join their
 * half hexes into whole ones.
 */
struct Panel
{
    enum class Kind { Main, Edge };

    QString id;
    QString name;
    Kind kind = Kind::Main;
    int columns = 0; ///< C, even
    int rows = 0; ///< R
    /// Terrain index per local hex, (columns + 1) x (rows + 1), row-major; NoTerrain where
    /// there is no hex.
    QByteArray terrain;
    QList<PanelRoad> roads;
    QList<PanelFeature> features;

    bool contains(OffsetCoord local) const;
    quint8 terrainAt(OffsetCoord local) const;
    HexCover coverAt(OffsetCoord local) const;
    /// Whole hexes of a lone panel: the playable interior.
    bool isInterior(OffsetCoord local) const
    {
        return contains(local) && coverAt(local) == HexCover::Whole;
    }
    /// Where local hex @p local lands after turning the panel by @p rotation degrees (0, 180).
    OffsetCoord rotated(OffsetCoord local, int rotation) const;
    const PanelFeature *findFeature(const QString &id) const;
    const PanelRoad *findRoad(const QString &id) const;
};

/// A set of panels designed for one ruleset, loaded from a hexwright-panels file.
struct PanelLibrary
{
    QString id;
    QString name;
    QString rulesetId;
    QMap<QChar, QString> legend; ///< grid character -> terrain id
    QList<Panel> panels;

    const Panel *findPanel(const QString &id) const;
    QStringList panelIds() const;
    /// The grid character for a terrain id (the legend read backwards), or a null QChar.
    QChar symbolFor(const QString &terrainId) const;
};

} // namespace hexwright
