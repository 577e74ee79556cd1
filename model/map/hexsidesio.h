// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/yamlwriter.h"
#include "map/hexsides.h"

#include <QList>
#include <QStringList>

#include <functional>
#include <optional>

namespace hexwright {

class ReadContext;
struct YamlNode;
struct Ruleset;

/// Reads one hex label at a node (the scenario's map hexes or a panel's own), reporting
/// problems itself; nothing when it could not.
using HexReader = std::function<std::optional<OffsetCoord>(const YamlNode *, const QString &)>;

/**
 * Reads `hexsides:` (@p node, called @p name), a list of `{hex, side, type}`, into @p out,
 * each side under its canonical key in @p offsets: a side given from either of its hexes is
 * one side, and given twice an error. @p ruleset resolves the type ids (null: taken
 * unchecked and left out); with @p allowNone the type `none` (ErasedHexside) takes a panel's
 * feature away.
 */
void readHexsideList(ReadContext &context, const YamlNode *node, const QString &name,
                     const OffsetSystem &offsets, const Ruleset *ruleset, bool allowNone,
                     const HexReader &readHex, Hexsides &out);
/// Reads `heights:` (@p node, called @p name), a list of `{height, hexes}`, into @p out.
void readHeightList(ReadContext &context, const YamlNode *node, const QString &name,
                    const HexReader &readHex, HexHeights &out);

/// `hexsides:` as written: each side once, under its canonical hex, in file order, with
/// hexes labelled by @p label.
YamlValue hexsidesValue(const Hexsides &hexsides, const Ruleset &ruleset,
                        HexOrientation orientation,
                        const std::function<QString(OffsetCoord)> &label);
/// `heights:` as written: hexes grouped by height, lowest first.
YamlValue heightsValue(const HexHeights &heights, const std::function<QString(OffsetCoord)> &label);

} // namespace hexwright
