// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "map/layouttext.h"

#include "io/schemareader.h"
#include "map/hexmap.h"
#include "map/panel.h"

#include <QCoreApplication>
#include <QMap>
#include <QRegularExpression>

#include <algorithm>

namespace hexwright {

namespace {

/// The translation context of this file's texts: lupdate files each LayoutText::tr() call under
/// "LayoutText", the context the run-time lookup uses.
struct LayoutText
{
    Q_DECLARE_TR_FUNCTIONS(LayoutText)
};

bool isEmptySlot(const QString &token)
{
    return token == QLatin1String(".") || token == QLatin1String("-");
}

// Every slot is as wide as the widest panel, so that a row of main panels lines up with the
// rows of edge pieces above and below it.
int slotWidth(const PanelLibrary &library)
{
    int width = 2;
    for (const Panel &panel : library.panels)
        width = std::max(width, panel.columns);
    return width;
}

int tallestPanel(const PanelLibrary &library)
{
    int rows = 1;
    for (const Panel &panel : library.panels)
        rows = std::max(rows, panel.rows);
    return rows;
}

// An id exactly, else ignoring case when that is unambiguous ("a" for "A").
const Panel *findId(const QString &id, const PanelLibrary &library)
{
    if (const Panel *exact = library.findPanel(id))
        return exact;
    const Panel *found = nullptr;
    for (const Panel &panel : library.panels) {
        if (panel.id.compare(id, Qt::CaseInsensitive) == 0) {
            if (found)
                return nullptr;
            found = &panel;
        }
    }
    return found;
}

const Panel *findToken(const QString &token, const PanelLibrary &library, int *rotation)
{
    *rotation = 0;
    if (const Panel *panel = findId(token, library))
        return panel;
    // "3r": panel 3 turned round; an id that itself ends in 'r' has matched above.
    if (token.size() > 1 && token.endsWith(QLatin1Char('r'), Qt::CaseInsensitive)) {
        if (const Panel *panel = findId(token.chopped(1), library)) {
            *rotation = 180;
            return panel;
        }
    }
    return nullptr;
}

QString unknownPanel(const QString &token, int row, const PanelLibrary &library)
{
    const QStringList ids = library.panelIds();
    // "AB" or "43" is a row typed without its spaces.
    bool allIds = token.size() > 1;
    for (const QChar c : token)
        allIds = allIds && library.findPanel(QString(c));
    QString hint;
    if (allIds) {
        QStringList spaced;
        for (const QChar c : token)
            spaced.append(QString(c));
        hint = QStringLiteral(" (did you mean '%1'?)").arg(spaced.join(QLatin1Char(' ')));
    } else if (token.size() > 1) {
        hint = didYouMean(token, ids);
    }
    if (hint.isEmpty())
        hint = LayoutText::tr("; the panels are %1").arg(listChoices(ids));
    return LayoutText::tr("Row %1: unknown panel '%2'").arg(row).arg(token) + hint;
}

// Leading spaces of a line; a tab counts as one slot.
int indentWidth(const QString &line)
{
    int width = 0;
    for (const QChar c : line) {
        if (c == QLatin1Char(' '))
            width += 1;
        else if (c == QLatin1Char('\t'))
            width += 2;
        else
            break;
    }
    return width;
}

struct TextRow
{
    int number = 0; ///< 1-based, as the user counts rows (segments and lines)
    int shift = 0; ///< empty slots in the west
    QStringList tokens;
};

QList<TextRow> splitRows(const QString &text)
{
    static const QRegularExpression separators(QStringLiteral("[\\s,]+"));
    QString clean = text;
    clean.remove(QLatin1Char('\r'));
    const QStringList lines = clean.split(QLatin1Char('\n'));
    int filledLines = 0;
    for (const QString &line : lines) {
        QString bare = line;
        bare.remove(QLatin1Char('/'));
        if (!bare.trimmed().isEmpty())
            ++filledLines;
    }
    // Indentation shifts rows only in the book's grid form, several lines.
    const bool grid = filledLines > 1;
    QList<TextRow> rows;
    int number = 0;
    for (const QString &line : lines) {
        const QStringList segments = line.split(QLatin1Char('/'));
        for (qsizetype i = 0; i < segments.size(); ++i) {
            TextRow row;
            row.number = ++number;
            row.shift = grid && i == 0 ? indentWidth(segments.at(i)) / 2 : 0;
            row.tokens = segments.at(i).split(separators, Qt::SkipEmptyParts);
            if (!row.tokens.isEmpty())
                rows.append(row);
        }
    }
    return rows;
}

} // namespace

std::optional<QList<PanelPlacement>> layoutFromText(const QString &text,
                                                    const PanelLibrary &library, QString *error)
{
    const int width = slotWidth(library);
    QList<PanelPlacement> layout;
    int top = 0;
    for (const TextRow &row : splitRows(text)) {
        int height = 0;
        for (qsizetype k = 0; k < row.tokens.size(); ++k) {
            const QString &token = row.tokens.at(k);
            if (isEmptySlot(token))
                continue;
            int rotation = 0;
            const Panel *panel = findToken(token, library, &rotation);
            if (!panel) {
                if (error)
                    *error = unknownPanel(token, row.number, library);
                return std::nullopt;
            }
            PanelPlacement placement;
            placement.panel = panel->id;
            // Clamped: the size check below refuses it, without an int overflow first.
            placement.column
                = int(std::min<qint64>((row.shift + k) * qint64(width), MaxMapSide + 1));
            placement.row = top;
            placement.rotation = rotation;
            layout.append(placement);
            height = std::max(height, panel->rows);
        }
        // A row of empty slots still takes room, as much as a main panel.
        top = std::min(top + (height > 0 ? height : tallestPanel(library)), MaxMapSide + 1);
    }
    if (layout.isEmpty()) {
        if (error)
            *error = LayoutText::tr(
                "The layout has no panels: type their ids row by row, north first, "
                "e.g. \"A B / 4 3 / F E\"");
        return std::nullopt;
    }
    // A line indented by a million spaces would place a panel millions of hexes east.
    qint64 columns = 0;
    qint64 rows = 0;
    for (const PanelPlacement &placement : std::as_const(layout)) {
        const Panel *panel = library.findPanel(placement.panel);
        columns = std::max(columns, qint64(placement.column) + panel->columns + 1);
        rows = std::max(rows, qint64(placement.row) + panel->rows + 1);
    }
    if (!mapSizeAllowed(columns, rows)) {
        if (error)
            *error = mapTooLargeMessage(columns, rows);
        return std::nullopt;
    }
    if (error)
        error->clear();
    return layout;
}

QString layoutToText(const QList<PanelPlacement> &layout, const PanelLibrary &library)
{
    if (layout.isEmpty())
        return QString();
    const int width = slotWidth(library);
    QMap<int, QList<const PanelPlacement *>> byRow;
    for (const PanelPlacement &placement : layout) {
        if (!library.findPanel(placement.panel) || placement.column < 0
            || placement.column % width != 0 || placement.row < 0
            || (placement.rotation != 0 && placement.rotation != 180))
            return QString();
        byRow[placement.row].append(&placement);
    }
    struct Line
    {
        int shift = 0;
        QStringList tokens;
    };
    QList<Line> lines;
    int expectedTop = 0;
    for (auto it = byRow.cbegin(); it != byRow.cend(); ++it) {
        // Each row starts where the one above it ends.
        if (it.key() != expectedTop)
            return QString();
        QMap<int, QString> slots;
        int height = 0;
        for (const PanelPlacement *placement : it.value()) {
            const int slot = placement->column / width;
            if (slots.contains(slot))
                return QString();
            slots.insert(slot,
                         placement->rotation == 180 ? placement->panel + QLatin1Char('r')
                                                    : placement->panel);
            height = std::max(height, library.findPanel(placement->panel)->rows);
        }
        expectedTop += height;
        Line line;
        line.shift = slots.firstKey();
        for (int slot = line.shift; slot <= slots.lastKey(); ++slot)
            line.tokens.append(slots.value(slot, QStringLiteral(".")));
        lines.append(line);
    }
    // Several rows are indented as the book does; a single row cannot be, so it says '.'.
    QStringList text;
    for (const Line &line : std::as_const(lines)) {
        QStringList tokens = line.tokens;
        QString indent;
        if (lines.size() > 1)
            indent = QString(2 * line.shift, QLatin1Char(' '));
        else
            tokens = QStringList(line.shift, QStringLiteral(".")) + tokens;
        text.append(indent + tokens.join(QLatin1Char(' ')));
    }
    return text.join(QLatin1Char('\n'));
}

} // namespace hexwright
