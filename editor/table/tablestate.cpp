// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/tablestate.h"

#include "board/board.h"
#include "commands/changetable.h"
#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "mapview.h"
#include "render/boardrenderer.h"

#include <QCoreApplication>
#include <QUndoStack>

namespace hexwright {

namespace {

/// How many screen pixels away a corner or edge still catches what is drawn or moved.
constexpr double SnapPixels = 6.0;

} // namespace

TableState::TableState(EditorContext *context)
    : QObject(context)
    , m_context(context)
{
    setObjectName(QStringLiteral("tableState"));
    connect(context, &EditorContext::documentChanged, this, [this](ScenarioDocument *document) {
        if (m_connected)
            disconnect(m_connected, nullptr, this, nullptr);
        m_connected = document;
        if (document) {
            connect(document, &ScenarioDocument::tableChanged, this, &TableState::pruneSelection);
            connect(document, &ScenarioDocument::layoutChanged, this, &TableState::pruneSelection);
        }
        setSelection({});
        Q_EMIT optionsChanged(); // another table, perhaps in another unit
    });
}

ScenarioDocument *TableState::document() const
{
    ScenarioDocument *document = m_context->document();
    return document && document->scenario().table ? document : nullptr;
}

const TableLayout *TableState::layout() const
{
    ScenarioDocument *open = document();
    return open ? &*open->scenario().table : nullptr;
}

void TableState::setSelection(const QStringList &ids)
{
    if (ids == m_selection && !m_vertex)
        return;
    m_selection = ids;
    m_vertex.reset();
    Q_EMIT selectionChanged();
}

void TableState::setSelectedVertex(std::optional<int> index)
{
    if (index == m_vertex)
        return;
    m_vertex = index;
    Q_EMIT selectionChanged();
}

void TableState::pruneSelection()
{
    const TableLayout *table = layout();
    QStringList kept;
    for (const QString &id : std::as_const(m_selection)) {
        if (table && table->findPiece(id))
            kept.append(id);
    }
    if (kept != m_selection) {
        m_selection = kept;
        m_vertex.reset();
    } else if (m_vertex && kept.size() == 1) {
        // The picked corner may be gone with an undo.
        const TablePiece *piece = table->findPiece(kept.first());
        if (*m_vertex >= piece->shape.points.size())
            m_vertex.reset();
    }
    // The selected pieces may have moved: the docks show them afresh.
    Q_EMIT selectionChanged();
}

void TableState::setGrid(Grid grid)
{
    if (grid == m_grid)
        return;
    m_grid = grid;
    Q_EMIT optionsChanged();
}

double TableState::gridStep() const
{
    const TableLayout *table = layout();
    // Inches on an inch table; centimetres on a metric one (a millimetre grid is too fine to
    // place terrain by).
    const double unit = table && table->unit == LengthUnit::Inch ? MillimetresPerInch : 10.0;
    switch (m_grid) {
    case Grid::Off:
        return 0.0;
    case Grid::Half:
        return unit / 2;
    case Grid::Whole:
        return unit;
    }
    return 0.0;
}

double TableState::nudgeStep() const
{
    if (const double step = gridStep(); step > 0)
        return step;
    const TableLayout *table = layout();
    return table && table->unit == LengthUnit::Inch ? MillimetresPerInch / 10 : 1.0;
}

double TableState::pixelsPerMillimetre() const
{
    const MapView *view = m_context->view();
    const BoardRenderer *renderer = view ? view->boardRenderer() : nullptr;
    return renderer ? std::max(1e-6, view->zoom() * renderer->trueSizeScale()) : 1.0;
}

double TableState::snapTolerance() const
{
    return SnapPixels / pixelsPerMillimetre();
}

void TableState::setSymmetric(bool on)
{
    if (on == m_symmetric)
        return;
    m_symmetric = on;
    Q_EMIT optionsChanged();
}

void TableState::setSymmetry(TableSymmetry symmetry)
{
    if (symmetry == m_symmetry)
        return;
    m_symmetry = symmetry;
    Q_EMIT optionsChanged();
}

void TableState::apply(const TableLayout &after, const QString &text, const QStringList &edited,
                       const QString &mergeKey)
{
    if (const TableLayout *before = layout())
        applyFrom(*before, after, text, edited, mergeKey);
}

void TableState::applyFrom(const TableLayout &before, const TableLayout &after, const QString &text,
                           const QStringList &edited, const QString &mergeKey)
{
    ScenarioDocument *open = document();
    if (!open)
        return;
    const TableLayout result = m_symmetric ? keepTwins(before, after, edited, m_symmetry) : after;
    if (result == *open->scenario().table)
        return;
    open->undoStack()->push(new ChangeTable(open, result, text, mergeKey));
}

void TableState::deleteSelected()
{
    const TableLayout *table = layout();
    if (!table || m_selection.isEmpty())
        return;
    if (m_vertex && m_selection.size() == 1) {
        const TablePiece *piece = table->findPiece(m_selection.first());
        if (piece && piece->shape.kind == TableShape::Kind::Polygon) {
            if (piece->shape.points.size() <= 3) {
                m_context->showStatus(tr("A polygon keeps at least three corners."));
                return;
            }
            const int index = *m_vertex;
            apply(removePieceVertex(*table, piece->id, index),
                  undoText(tr("Remove Corner of %1"), m_selection), m_selection);
            m_vertex.reset();
            Q_EMIT selectionChanged();
            return;
        }
    }
    const QStringList ids = m_selection;
    const QString text = undoText(tr("Delete %1"), ids);
    apply(removePieces(*table, ids), text, ids);
}

void TableState::moveSelected(QPointF delta)
{
    if (const TableLayout *table = layout(); table && !m_selection.isEmpty())
        apply(movePieces(*table, m_selection, delta), undoText(tr("Move %1"), m_selection),
              m_selection);
}

void TableState::rotateSelected(double degrees)
{
    if (const TableLayout *table = layout(); table && !m_selection.isEmpty())
        apply(rotatePiecesInPlace(*table, m_selection, degrees),
              undoText(tr("Turn %1"), m_selection), m_selection);
}

void TableState::mirrorSelected(Qt::Orientation orientation)
{
    if (const TableLayout *table = layout(); table && !m_selection.isEmpty())
        apply(mirrorPieces(*table, m_selection, orientation),
              undoText(tr("Mirror %1"), m_selection), m_selection);
}

void TableState::duplicateSelected()
{
    const TableLayout *table = layout();
    if (!table || m_selection.isEmpty())
        return;
    const double step = gridStep() > 0 ? gridStep() : nudgeStep() * 10;
    QStringList copies;
    const TableLayout after = duplicatePieces(*table, m_selection, QPointF(step, step), &copies);
    apply(after, undoText(tr("Duplicate %1"), m_selection), copies);
    setSelection(copies);
}

QString TableState::addPiece(const TablePiece &piece)
{
    const TableLayout *table = layout();
    if (!table)
        return QString();
    const QString id = unusedPieceId(*table, piece.id);
    const QString name = piece.name.isEmpty() ? id : piece.name;
    apply(hexwright::addPiece(*table, piece), tr("Add Piece '%1'").arg(name), {id});
    setSelection({id});
    return id;
}

QString TableState::newMergeKey()
{
    return QStringLiteral("table-edit-%1").arg(++m_mergeCount);
}

QString TableState::piecesText(const QStringList &ids) const
{
    if (ids.size() == 1) {
        const TableLayout *table = layout();
        const TablePiece *piece = table ? table->findPiece(ids.first()) : nullptr;
        const QString name = piece && !piece->name.isEmpty() ? piece->name : ids.first();
        return tr("Piece '%1'").arg(name);
    }
    return tr("%n Pieces", nullptr, int(ids.size()));
}

QString TableState::undoText(const QString &pattern, const QStringList &ids) const
{
    return pattern.arg(piecesText(ids));
}

} // namespace hexwright
