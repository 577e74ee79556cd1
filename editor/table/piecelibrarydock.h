// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mapview.h"

#include <QDockWidget>
#include <QPointer>

#include <memory>

class QListWidget;
class QListWidgetItem;
class QPushButton;

namespace hexwright {

class PieceLibraryDrop;
class TableState;
struct LibraryPiece;

/**
 * The Piece Library dock: the common terrain pieces (bundledPieceLibrary()) drawn small, to
 * drag onto the table or to place in the middle of the view with a double click, Return or
 * the Place button. A placed piece takes the traits of the library's wishes that the
 * scenario's ruleset defines.
 */
class PieceLibraryDock : public QDockWidget
{
    Q_OBJECT

public:
    /// Takes drops of its pieces onto the context's map view.
    PieceLibraryDock(TableState *state, QWidget *parent = nullptr);
    ~PieceLibraryDock() override;

    QListWidget *list() const { return m_list; }
    /// Places library piece @p id with its middle at @p centre (snapped to the grid unless
    /// @p snap is false); returns the new piece's id, or "".
    QString place(const QString &id, QPointF centre, bool snap = true);
    /// Places the current piece in the middle of the view.
    QString placeAtViewCentre();

private:
    TableState *m_state;
    QListWidget *m_list;
    QPushButton *m_place;
    std::unique_ptr<PieceLibraryDrop> m_drop;
    QPointer<MapView> m_view;
};

/// Takes library pieces dragged onto a table.
class PieceLibraryDrop : public MapDropHandler
{
public:
    PieceLibraryDrop(TableState *state, PieceLibraryDock *dock);

    bool worksOnTable() const override { return true; }
    bool accepts(const QMimeData *mimeData) const override;
    bool dragMoved(const MapDropEvent &event) override;
    bool dropped(const MapDropEvent &event) override;

private:
    TableState *m_state;
    PieceLibraryDock *m_dock;
};

} // namespace hexwright
