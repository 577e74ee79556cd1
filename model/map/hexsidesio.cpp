// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "map/hexsidesio.h"

#include "io/schemareader.h"
#include "io/yamltree.h"
#include "ruleset/ruleset.h"

#include <QMap>

namespace hexwright {

void readHexsideList(ReadContext &context, const YamlNode *node, const QString &name,
                     const OffsetSystem &offsets, const Ruleset *ruleset, bool allowNone,
                     const HexReader &readHex, Hexsides &out)
{
    const QStringList directions = hexDirectionNames(offsets.orientation);
    const QStringList typeIds = ruleset ? ruleset->hexsideIds() : QStringList();
    forEachMapping(context, node, name, QStringLiteral("hexside"), [&](MappingReader &in) {
        const auto hex = readHex(in.required("hex"), valueName("hex", in.what()));
        const YamlNode *sideNode = in.required("side");
        // Plain ints, not optionals: GCC's -Wmaybe-uninitialized misreads them at -O2.
        int direction = -1;
        if (auto text = readString(context, sideNode, valueName("side", in.what()))) {
            direction = int(directions.indexOf(text->toLower()));
            if (direction < 0)
                context.report(sideNode, QStringLiteral("bad-side"),
                               QStringLiteral("'side' in %1 is '%2'; a side is one of %3")
                                   .arg(in.what(), *text, listChoices(directions)));
        }
        const YamlNode *typeNode = in.required("type");
        int type = -1;
        if (allowNone && typeNode && typeNode->isScalar()
            && typeNode->scalar == QLatin1String("none")) {
            type = ErasedHexside;
        } else if (ruleset) {
            if (auto id = readRef(context, typeNode, valueName("type", in.what()),
                                  QStringLiteral("hexside type"), typeIds))
                type = int(typeIds.indexOf(*id));
        } else {
            readString(context, typeNode, valueName("type", in.what()));
        }
        if (!hex || direction < 0 || type < 0)
            return;
        const HexsideKey key = HexsideKey::canonical(offsets, *hex, direction);
        if (key.hex.col < 0 || key.hex.row < 0) {
            context.report(sideNode, QStringLiteral("out-of-range"),
                           QStringLiteral("side '%1' of hex %2 in %3 is off the map")
                               .arg(directions.at(direction), formatHexLabel(*hex), in.what()));
            return;
        }
        if (out.at(key) != NoHexside) {
            context.report(in.node(), QStringLiteral("duplicate-hexside"),
                           QStringLiteral("side '%1' of hex %2 in %3 is given twice (a side is "
                                          "also its neighbour's)")
                               .arg(directions.at(direction), formatHexLabel(*hex), in.what()));
            return;
        }
        out.set(key, quint8(type));
    });
}

void readHeightList(ReadContext &context, const YamlNode *node, const QString &name,
                    const HexReader &readHex, HexHeights &out)
{
    forEachMapping(context, node, name, QStringLiteral("height"), [&](MappingReader &in) {
        const auto height = in.requiredInt("height", HexHeights::Lowest, HexHeights::Highest);
        const YamlNode *hexesNode = in.required("hexes");
        QList<OffsetCoord> hexes;
        const QString hexesName = valueName("hexes", in.what());
        if (const YamlNode *list = expectSequence(context, hexesNode, hexesName)) {
            for (const YamlNode *item : list->items) {
                if (auto hex = readHex(item, hexesName))
                    hexes.append(*hex);
            }
        }
        if (!height)
            return;
        if (*height == 0) {
            context.report(in.node(), QStringLiteral("out-of-range"),
                           QStringLiteral("%1 gives height 0, every hex's height unless given: "
                                          "leave these hexes out")
                               .arg(in.what()));
            return;
        }
        for (const OffsetCoord &hex : std::as_const(hexes)) {
            if (out.at(hex) != 0) {
                context.report(hexesNode, QStringLiteral("duplicate-hex"),
                               QStringLiteral("hex %1 in %2 has a height already")
                                   .arg(formatHexLabel(hex), in.what()));
                continue;
            }
            out.set(hex, *height);
        }
    });
}

YamlValue hexsidesValue(const Hexsides &hexsides, const Ruleset &ruleset,
                        HexOrientation orientation,
                        const std::function<QString(OffsetCoord)> &label)
{
    const QStringList directions = hexDirectionNames(orientation);
    YamlValue list = YamlValue::sequence();
    for (const auto &[key, type] : hexsides.sorted()) {
        const HexsideType *t = ruleset.hexsideAt(type);
        if (!t && type != ErasedHexside)
            continue;
        YamlValue item = YamlValue::mapping();
        item.insert("hex", YamlValue::quoted(label(key.hex)));
        item.insert("side", YamlValue::scalar(directions.at(key.direction)));
        item.insert("type", YamlValue::scalar(t ? t->id : QStringLiteral("none")));
        list.append(item);
    }
    return list;
}

YamlValue heightsValue(const HexHeights &heights, const std::function<QString(OffsetCoord)> &label)
{
    QMap<int, QStringList> groups;
    for (const auto &[hex, height] : heights.sorted())
        groups[height].append(label(hex));
    YamlValue list = YamlValue::sequence();
    for (auto it = groups.cbegin(); it != groups.cend(); ++it) {
        YamlValue item = YamlValue::mapping();
        item.insert("height", YamlValue::number(it.key()));
        item.insert("hexes", YamlValue::inlineList(it.value(), true));
        list.append(item);
    }
    return list;
}

} // namespace hexwright
