// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Small helpers shared by several test executables. Model types only, no widgets, so that
// the model tests can use them too; window helpers are in widgettestsupport.h.

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "hex/hexcoord.h"
#include "hex/offsetcoord.h"
#include "map/hexmap.h"
#include "scenario/scenario.h"

#include <QCoreApplication>
#include <QFile>
#include <QLatin1String>
#include <QList>
#include <QStandardPaths>
#include <QString>
#include <QStringList>
#include <QUndoStack>

#include <algorithm>

namespace hexwright::testsupport {

/// The whole of @p path, or nothing when it cannot be read.
inline QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// Gives the scenario a new title as one undo step: the smallest edit that makes a document
/// modified.
inline void retitle(ScenarioDocument *document, const QString &title)
{
    ScenarioMetadata metadata = document->scenario().metadata;
    metadata.title = title;
    document->undoStack()->push(new ChangeMetadata(
        document, metadata, document->scenario().briefing, QStringLiteral("Retitle")));
}

/// Keeps a test's settings out of the user's: QStandardPaths in test mode, settings under
/// HexwrightTests/@p application.
inline void useTestSettings(const char *application)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("HexwrightTests"));
    QCoreApplication::setApplicationName(QLatin1String(application));
}

/// useTestSettings(), and HOME at @p home so that saved files (panel libraries, logs) land
/// there too.
inline void useOwnHome(const QString &home, const char *application)
{
    qputenv("HOME", QFile::encodeName(home));
    useTestSettings(application);
}

/// "0412" -> column 3, row 11, with two digits per part; a default OffsetCoord when the label
/// does not parse.
inline OffsetCoord hexFromLabel(const QString &label)
{
    OffsetCoord hex;
    parseHexLabel(label, 2, &hex);
    return hex;
}

/// hexFromLabel() for a literal: hex("0303").
inline OffsetCoord hex(const char *label)
{
    return hexFromLabel(QLatin1String(label));
}

/// The map's axial coordinates of a hex given by column and row.
inline HexCoord axial(OffsetCoord hex)
{
    return HexMap::Offsets.fromOffset(hex);
}

/// Hexes by column, then row: an order to compare lists in.
inline QList<OffsetCoord> sorted(QList<OffsetCoord> hexes)
{
    std::sort(hexes.begin(), hexes.end(), [](OffsetCoord a, OffsetCoord b) {
        return a.col < b.col || (a.col == b.col && a.row < b.row);
    });
    return hexes;
}

inline PanelPlacement at(const QString &panel, int column, int row, int rotation = 0)
{
    PanelPlacement p;
    p.panel = panel;
    p.column = column;
    p.row = row;
    p.rotation = rotation;
    return p;
}

/// "3@0,0 6@16,0r": "panel@column,row" per placement, "r" after a turned one, so a failed
/// comparison shows the layout in a readable form.
inline QString describe(const QList<PanelPlacement> &layout)
{
    QStringList parts;
    for (const PanelPlacement &p : layout) {
        parts.append(QStringLiteral("%1@%2,%3%4")
                         .arg(p.panel)
                         .arg(p.column)
                         .arg(p.row)
                         .arg(p.rotation == 180 ? QStringLiteral("r") : QString()));
    }
    return parts.join(QLatin1Char(' '));
}

} // namespace hexwright::testsupport
