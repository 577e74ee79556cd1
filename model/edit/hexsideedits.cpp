// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit/hexsideedits.h"

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "map/hexmap.h"

#include <QCoreApplication>
#include <QUndoStack>

namespace hexwright {

Hexsides withHexsides(const Hexsides &overrides, const Hexsides &panelSides,
                      const QList<HexsideKey> &sides, quint8 type)
{
    Hexsides out = overrides;
    for (const HexsideKey &key : sides) {
        const quint8 panel = panelSides.at(key);
        if (type == panel)
            out.set(key, NoHexside);
        else
            out.set(key, type == NoHexside ? ErasedHexside : type);
    }
    return out;
}

HexHeights withHeights(const HexHeights &heights, const QList<OffsetCoord> &hexes, int height)
{
    HexHeights out = heights;
    for (const OffsetCoord &hex : hexes)
        out.set(hex, height);
    return out;
}

bool paintHexsides(ScenarioDocument *document, const QList<HexsideKey> &sides, quint8 type,
                   const QString &strokeKey)
{
    const Hexsides &current = document->scenario().hexsides;
    Hexsides next = withHexsides(current, document->map().panelHexsides(), sides, type);
    if (next == current)
        return false;
    const QString text = type == NoHexside
        ? QCoreApplication::translate("Undo Commands", "Erase hexsides")
        : QCoreApplication::translate("Undo Commands", "Paint hexsides");
    document->undoStack()->push(new ChangeHexsides(document, std::move(next), text, strokeKey));
    return true;
}

bool paintHeights(ScenarioDocument *document, const QList<OffsetCoord> &hexes, int height,
                  const QString &strokeKey)
{
    const HexHeights &current = document->scenario().heights;
    HexHeights next = withHeights(current, hexes, height);
    if (next == current)
        return false;
    document->undoStack()->push(
        new ChangeHeights(document, std::move(next),
                          QCoreApplication::translate("Undo Commands", "Set height"), strokeKey));
    return true;
}

QString newStrokeKey(const QString &tool)
{
    static quint64 counter = 0;
    return QStringLiteral("%1-%2").arg(tool).arg(++counter);
}

} // namespace hexwright
