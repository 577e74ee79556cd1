// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/piecelibrarydock.h"

#include "document/scenariodocument.h"
#include "edit/tableedits.h"
#include "editorcontext.h"
#include "table/piecelibrary.h"
#include "table/tablestate.h"

#include <QListWidget>
#include <QMimeData>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace hexwright {

namespace {

/// The list of pieces, whose drags carry the piece's library id.
class PieceList : public QListWidget
{
public:
    using QListWidget::QListWidget;

protected:
    QStringList mimeTypes() const override { return {libraryPieceMimeType()}; }
    QMimeData *mimeData(const QList<QListWidgetItem *> &items) const override
    {
        if (items.isEmpty())
            return nullptr;
        auto *data = new QMimeData;
        data->setData(libraryPieceMimeType(), items.first()->data(Qt::UserRole).toByteArray());
        return data;
    }
};

/// The piece's outline drawn to fit a square of @p side pixels.
QIcon pieceIcon(const LibraryPiece &piece, int side)
{
    QPixmap pixmap(side, side);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF bounds = piece.shape.boundingRect();
    const double scale = (side - 4) / std::max(bounds.width(), bounds.height());
    painter.translate(side / 2.0, side / 2.0);
    painter.scale(scale, scale);
    painter.translate(-bounds.center());
    QPen pen(QColor(0x3c, 0x3c, 0x3c), 1.5 / scale);
    painter.setPen(pen);
    painter.setBrush(QColor(0x9c, 0xb8, 0x7a));
    painter.drawPath(piece.shape.path());
    return QIcon(pixmap);
}

} // namespace

PieceLibraryDock::PieceLibraryDock(TableState *state, QWidget *parent)
    : QDockWidget(tr("Piece Library"), parent)
    , m_state(state)
    , m_list(new PieceList)
    , m_place(new QPushButton(tr("&Place in View")))
{
    setObjectName(QStringLiteral("pieceLibraryDock"));
    m_list->setObjectName(QStringLiteral("pieceLibraryList"));
    m_list->setAccessibleName(tr("Common terrain pieces"));
    m_list->setToolTip(tr("Drag a piece onto the table, or double-click it to place it in the "
                          "middle of the view"));
    m_list->setIconSize(QSize(32, 32));
    m_list->setDragEnabled(true);
    m_list->setDragDropMode(QAbstractItemView::DragOnly);
    for (const LibraryPiece &piece : bundledPieceLibrary()) {
        auto *item = new QListWidgetItem(pieceIcon(piece, 32), piece.displayName(), m_list);
        item->setData(Qt::UserRole, piece.id);
    }
    m_list->setCurrentRow(0);
    m_place->setObjectName(QStringLiteral("pieceLibraryPlaceButton"));
    m_place->setToolTip(tr("Place the chosen piece in the middle of the view"));
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->addWidget(m_list);
    layout->addWidget(m_place);
    setWidget(content);
    connect(m_list, &QListWidget::itemActivated, this, [this] { placeAtViewCentre(); });
    connect(m_place, &QPushButton::clicked, this, [this] { placeAtViewCentre(); });
    m_drop = std::make_unique<PieceLibraryDrop>(state, this);
    m_view = state->context()->view();
    m_view->addDropHandler(m_drop.get());
}

PieceLibraryDock::~PieceLibraryDock()
{
    if (m_view)
        m_view->removeDropHandler(m_drop.get());
}

QString PieceLibraryDock::place(const QString &id, QPointF centre, bool snap)
{
    ScenarioDocument *document = m_state->document();
    if (!document)
        return QString();
    for (const LibraryPiece &piece : bundledPieceLibrary()) {
        if (piece.id != id)
            continue;
        const QPointF at = snap ? snapToGrid(centre, m_state->gridStep()) : centre;
        return m_state->addPiece(pieceFromLibrary(piece, at, document->ruleset()));
    }
    return QString();
}

QString PieceLibraryDock::placeAtViewCentre()
{
    const QListWidgetItem *item = m_list->currentItem();
    const TableLayout *table = m_state->layout();
    if (!item || !table)
        return QString();
    // The middle of what the view shows, kept on the table.
    QPointF centre = m_state->context()->view()->visibleSceneRect().center();
    centre.setX(std::clamp(centre.x(), 0.0, table->size.width()));
    centre.setY(std::clamp(centre.y(), 0.0, table->size.height()));
    return place(item->data(Qt::UserRole).toString(), centre);
}

PieceLibraryDrop::PieceLibraryDrop(TableState *state, PieceLibraryDock *dock)
    : m_state(state)
    , m_dock(dock)
{ }

bool PieceLibraryDrop::accepts(const QMimeData *mimeData) const
{
    return m_state->layout() && mimeData && mimeData->hasFormat(libraryPieceMimeType());
}

bool PieceLibraryDrop::dragMoved(const MapDropEvent &event)
{
    const TableLayout *table = m_state->layout();
    return table && QRectF(QPointF(), table->size).contains(event.scenePos);
}

bool PieceLibraryDrop::dropped(const MapDropEvent &event)
{
    if (!dragMoved(event))
        return false;
    const QString id = QString::fromUtf8(event.mimeData->data(libraryPieceMimeType()));
    return !m_dock->place(id, event.scenePos, !(event.modifiers & Qt::ShiftModifier)).isEmpty();
}

} // namespace hexwright
