// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIcon>
#include <QListWidget>
#include <QString>
#include <QWidget>

class QAction;
class QLabel;
class QPushButton;
class QToolButton;

namespace hexwright {

/// One piece waiting in the tray: its id, the name the Units dock gives it and its counter.
struct TrayPiece
{
    QString id;
    QString name;
    QIcon counter;
};

/// The tray's list: its lines drag onto the map as piece ids (SetupTray::MimeType).
class TrayList : public QListWidget
{
    Q_OBJECT

public:
    explicit TrayList(QWidget *parent = nullptr);

protected:
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QList<QListWidgetItem *> &items) const override;
    /// A copy, never a move: the window takes the piece out of the tray once it is placed.
    void startDrag(Qt::DropActions supportedActions) override;
};

/**
 * The Set-up tray (issue 14, point 1): the pieces the deciding player still has to place, each
 * with its counter, to be dragged onto a hex or selected and then placed with a click (or
 * Enter at the map's keyboard cursor); "Place the Rest Automatically", "End Set-up" (disabled,
 * saying why, while pieces are left) and the window's Undo. It shows what it is given and
 * says what the user asked for through its signals; the window applies the actions.
 */
class SetupTray : public QWidget
{
    Q_OBJECT

public:
    /// The drag's data: the dragged piece's id.
    static constexpr char MimeType[] = "application/x-hexwright-piece";

    SetupTray(QAction *undo, QWidget *parent = nullptr);

    /// Shows @p pieces, placed by @p player; keeps the selected piece while it is listed.
    void setPieces(const QString &player, const QList<TrayPiece> &pieces);
    QStringList pieces() const;
    /// The set-up phase as the session names it ("Set-up", "Deployment"): the end button
    /// reads "End <phase>".
    void setPhaseName(const QString &phase);
    /// What the heading says while nothing waits to be placed (empty: "has placed every piece").
    void setEmptyHint(const QString &hint);
    /// The piece chosen in the list, to be placed by a click on the map; empty for none.
    QString selectedPiece() const;
    void selectPiece(const QString &id);

    QListWidget *list() const { return m_list; }
    QPushButton *placeRestButton() const { return m_placeRest; }
    QPushButton *endSetupButton() const { return m_endSetup; }

Q_SIGNALS:
    /// Another piece was chosen (empty: none).
    void pieceSelected(const QString &id);
    /// Enter or a double-click on a piece: place it now, on the map.
    void pieceActivated(const QString &id);
    void placeRestRequested();
    void endSetupRequested();

private:
    void updateHeading();

    QString m_player;
    QString m_emptyHint;
    QLabel *m_heading = nullptr;
    TrayList *m_list = nullptr;
    QPushButton *m_placeRest = nullptr;
    QPushButton *m_endSetup = nullptr;
    QToolButton *m_undo = nullptr;
};

} // namespace hexwright
