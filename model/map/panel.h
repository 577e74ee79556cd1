// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/offsetcoord.h"
#include "map/hexsides.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>

namespace hexwright {

/// Terrain index meaning "no hex here" (the missing row R of an even column, or pointy-top the
/// missing column C of an even row).
constexpr quint8 NoTerrain = 0xFF;

/// Which part of a hex a panel covers. Flat-top: a panel's side edges cut its first and last
/// columns in half and its top and bottom edges cut the odd columns' end hexes in half.
/// Pointy-top, the same turned a quarter: the top and bottom edges cut the first and last rows
/// in half and the side edges cut the odd rows' end hexes. Two halves from neighbouring panels
/// make a whole hex.
enum class HexCover : quint8 {
    Whole = 0,
    EastHalf, ///< column 0 (pointy-top: of an odd row): the panel's west edge cuts the hex
    WestHalf, ///< column C (pointy-top: of an odd row): the panel's east edge cuts the hex
    SouthHalf, ///< row 0 (flat-top: of an odd column): the top edge cuts the hex
    NorthHalf, ///< row R (flat-top: of an odd column): the bottom edge cuts the hex
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
    QString kind; ///< one of the library's feature kinds (PanelLibrary::featureKinds)
    QList<OffsetCoord> hexes;
};

/**
 * A geomorphic map panel (a main panel or an edge piece).
 *
 * Flat-top (Hammer's Slammers): hexes in columns 0..columns, odd columns half a hex higher
 * than even ones (OffsetParity::EvenShifted). Even columns hold rows 0..rows-1; odd columns
 * rows 0..rows, their row 0 and row `rows` being half hexes cut by the top and bottom edges.
 * Columns 0 and `columns` are cut in half by the side edges.
 *
 * Pointy-top: the same cut turned a quarter (mirrored in the diagonal, so that offsets swap
 * their roles): hexes in rows 0..rows, even rows half a hex further east than odd ones
 * (EvenShifted). Even rows hold columns 0..columns-1, odd rows columns 0..columns, their
 * column 0 and column `columns` being half hexes cut by the side edges. Rows 0 and `rows` are
 * cut in half by the top and bottom edges.
 *
 * This is the classic geomorphic cut: it is symmetric under a 180 degree turn (the cut side,
 * columns for flat-top and rows for pointy-top, is even), and panels placed side by side or
 * one above the other join their half hexes into whole ones.
 */
struct Panel
{
    enum class Kind { Main, Edge };

    QString id;
    QString name;
    /// The board's printed name or number ("3") where the library numbers each panel's hexes
    /// itself (PanelLibrary::labelsPerPanel); empty: the panel's id.
    QString board;
    Kind kind = Kind::Main;
    /// The library's orientation: which of the two cuts above the panel has.
    HexOrientation orientation = HexOrientation::FlatTop;
    int columns = 0; ///< C, even for flat-top
    int rows = 0; ///< R, even for pointy-top
    /// Terrain index per local hex, (columns + 1) x (rows + 1), row-major; NoTerrain where
    /// there is no hex.
    QByteArray terrain;
    QList<PanelRoad> roads;
    QList<PanelFeature> features;
    /// Features on the panel's hex sides (`hexsides:`), in panel coordinates, by the
    /// ruleset's hexside index: a board's printed ridges, walls and rivers.
    Hexsides hexsides;
    /// Heights of the panel's hexes (`heights:`), in panel coordinates.
    HexHeights heights;

    /// The panel's numbering, the map's as well: EvenShifted in the panel's orientation.
    OffsetSystem offsets() const { return {orientation, OffsetParity::EvenShifted}; }
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

/// What a named feature of a panel may be (a city, a hilltop...), as the library declares it.
struct PanelFeatureKind
{
    QString id;
    QString name; ///< as a player says it; empty: the feature's own name says it
};

/// A set of panels designed for one ruleset, loaded from a hexwright-panels file.
struct PanelLibrary
{
    QString id;
    QString name;
    QString rulesetId;
    /// The ruleset's orientation: a library may say it (`orientation:`) and must then agree.
    HexOrientation orientation = HexOrientation::FlatTop;
    bool orientationDeclared = false; ///< the file says it, so it is written back
    QMap<QChar, QString> legend; ///< grid character -> terrain id
    /// The kinds its features may have (`feature_kinds:`), in the file's order. A library
    /// that declares none (written before they were declared) allows any id as a kind.
    QList<PanelFeatureKind> featureKinds;
    /// `hex_labels: per_panel`: each panel numbers its own hexes, as boards of a game that
    /// combines numbered boards do ("board 3, hex 1801"); files still name map hexes.
    bool labelsPerPanel = false;
    QList<Panel> panels;
    /// The JSON Schema the file named on its first line (io/schemacomment.h), written back as
    /// it was; empty for a new library, which names the installed schema.
    QString schemaReference;

    OffsetSystem offsets() const { return {orientation, OffsetParity::EvenShifted}; }
    const Panel *findPanel(const QString &id) const;
    QStringList panelIds() const;
    /// The grid character for a terrain id (the legend read backwards), or a null QChar.
    QChar symbolFor(const QString &terrainId) const;
    /// The name of feature kind @p kind, or empty when the library gives it none.
    QString featureKindName(const QString &kind) const
    {
        for (const PanelFeatureKind &k : featureKinds) {
            if (k.id == kind)
                return k.name;
        }
        return QString();
    }
};

} // namespace hexwright
