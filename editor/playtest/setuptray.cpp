// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "playtest/setuptray.h"

#include "shell/actionicons.h"

#include <QAction>
#include <QDrag>
#include <QHBoxLayout>
#include <QLabel>
#include <QMimeData>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace hexwright {

TrayList::TrayList(QWidget *parent)
    : QListWidget(parent)
{
    setDragEnabled(true);
    setDragDropMode(QAbstractItemView::DragOnly);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setIconSize(QSize(40, 40));
    setSpacing(2);
}

QStringList TrayList::mimeTypes() const
{
    return {QString::fromLatin1(SetupTray::MimeType)};
}

QMimeData *TrayList::mimeData(const QList<QListWidgetItem *> &items) const
{
    if (items.isEmpty())
        return nullptr;
    auto *data = new QMimeData;
    data->setData(QString::fromLatin1(SetupTray::MimeType),
                  items.first()->data(Qt::UserRole).toString().toUtf8());
    return data;
}

void TrayList::startDrag(Qt::DropActions supportedActions)
{
    Q_UNUSED(supportedActions);
    QListWidgetItem *item = currentItem();
    if (!item)
        return;
    auto *drag = new QDrag(this);
    drag->setMimeData(mimeData({item}));
    const QPixmap counter = item->icon().pixmap(iconSize());
    if (!counter.isNull()) {
        drag->setPixmap(counter);
        drag->setHotSpot(QPoint(counter.width(), counter.height()) / 2);
    }
    drag->exec(Qt::CopyAction);
}

SetupTray::SetupTray(QAction *undo, QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("setupTray"));
    auto *layout = new QVBoxLayout(this);
    m_heading = new QLabel(this);
    m_heading->setObjectName(QStringLiteral("setupTrayHeading"));
    m_heading->setWordWrap(true);
    layout->addWidget(m_heading);

    m_list = new TrayList(this);
    m_list->setObjectName(QStringLiteral("setupTrayList"));
    m_list->setAccessibleName(tr("Pieces to place"));
    m_list->setToolTip(tr("Drag a piece onto a lit place on the map, or select it and click there; "
                          "Enter takes the keyboard to the map, where the arrows and Enter "
                          "place it"));
    layout->addWidget(m_list, 1);
    connect(m_list, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        Q_EMIT pieceActivated(item->data(Qt::UserRole).toString());
    });
    connect(m_list, &QListWidget::itemSelectionChanged, this,
            [this] { Q_EMIT pieceSelected(selectedPiece()); });

    m_placeRest = new QPushButton(actionIcon(QStringLiteral("hexwright-setup-units")),
                                  tr("Place the Rest Automatically"), this);
    m_placeRest->setObjectName(QStringLiteral("placeRestButton"));
    m_placeRest->setToolTip(
        tr("Set up every piece left in the tray in legal hexes of its zones, as the engine "
           "chooses; Undo takes it back"));
    connect(m_placeRest, &QPushButton::clicked, this, &SetupTray::placeRestRequested);
    layout->addWidget(m_placeRest);

    auto *row = new QHBoxLayout;
    m_endSetup = new QPushButton(actionIcon(QStringLiteral("hexwright-end-phase")),
                                 tr("End Set-up"), this);
    m_endSetup->setObjectName(QStringLiteral("endSetupButton"));
    connect(m_endSetup, &QPushButton::clicked, this, &SetupTray::endSetupRequested);
    row->addWidget(m_endSetup, 1);
    m_undo = new QToolButton(this);
    m_undo->setObjectName(QStringLiteral("setupUndoButton"));
    m_undo->setDefaultAction(undo);
    m_undo->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_undo->setAccessibleName(tr("Undo the last placement"));
    row->addWidget(m_undo);
    layout->addLayout(row);

    setTabOrder(m_list, m_placeRest);
    setTabOrder(m_placeRest, m_endSetup);
    setTabOrder(m_endSetup, m_undo);
}

void SetupTray::setPieces(const QString &player, const QList<TrayPiece> &pieces)
{
    const QString selected = selectedPiece();
    {
        const QSignalBlocker blocker(m_list);
        m_list->clear();
        for (const TrayPiece &piece : pieces) {
            auto *item = new QListWidgetItem(piece.counter, piece.name, m_list);
            item->setData(Qt::UserRole, piece.id);
            item->setToolTip(piece.name);
            if (piece.id == selected)
                m_list->setCurrentItem(item);
        }
    }
    m_player = player;
    updateHeading();
    m_placeRest->setEnabled(!pieces.isEmpty());
    m_endSetup->setEnabled(pieces.isEmpty());
    m_endSetup->setToolTip(
        pieces.isEmpty()
            ? tr("End %1's set-up; play goes on to the next player's").arg(player)
            : tr("%n piece(s) still to place: place them, or Place the Rest Automatically", nullptr,
                 int(pieces.size())));
    if (selectedPiece() != selected)
        Q_EMIT pieceSelected(selectedPiece());
}

void SetupTray::setPhaseName(const QString &phase)
{
    m_endSetup->setText(phase.isEmpty() ? tr("End Set-up") : tr("End %1").arg(phase));
}

void SetupTray::setEmptyHint(const QString &hint)
{
    m_emptyHint = hint;
    updateHeading();
}

void SetupTray::updateHeading()
{
    const int count = m_list->count();
    if (count > 0) {
        m_heading->setText(
            tr("%1 sets up %n piece(s): drag each onto a lit place on the map.", nullptr, count)
                .arg(m_player));
    } else if (m_emptyHint.isEmpty()) {
        m_heading->setText(tr("%1 has placed every piece: end the set-up, or take a "
                              "placement back with Undo.")
                               .arg(m_player));
    } else {
        // A phase that places pieces as they are bought may start with none.
        m_heading->setText(m_emptyHint);
    }
}

QStringList SetupTray::pieces() const
{
    QStringList ids;
    for (int i = 0; i < m_list->count(); ++i)
        ids.append(m_list->item(i)->data(Qt::UserRole).toString());
    return ids;
}

QString SetupTray::selectedPiece() const
{
    const QListWidgetItem *item = m_list->currentItem();
    return item && item->isSelected() ? item->data(Qt::UserRole).toString() : QString();
}

void SetupTray::selectPiece(const QString &id)
{
    for (int i = 0; i < m_list->count(); ++i) {
        if (m_list->item(i)->data(Qt::UserRole).toString() == id) {
            m_list->setCurrentItem(m_list->item(i));
            return;
        }
    }
    m_list->setCurrentItem(nullptr);
    m_list->clearSelection();
}

} // namespace hexwright
