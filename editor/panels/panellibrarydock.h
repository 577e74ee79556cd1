// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>
#include <QHash>
#include <QListWidget>

class QLabel;
class QToolButton;

namespace hexwright {

class PanelImages;
struct PanelLibrary;

/// The MIME type of a panel dragged from the Panels dock: the panel id in UTF-8.
inline QString panelMimeType()
{
    return QStringLiteral("application/x-hexwright-panel");
}

/// The panel thumbnails: dragging one carries its id in a PanelMimeType drag.
class PanelList : public QListWidget
{
    Q_OBJECT

public:
    explicit PanelList(QWidget *parent = nullptr);

    QSize sizeHint() const override;

    /// The id of the panel shown by @p item.
    static QString panelId(const QListWidgetItem *item);

Q_SIGNALS:
    /// Double-click or Return on a panel.
    void panelActivated(const QString &panelId);

protected:
    void startDrag(Qt::DropActions supportedActions) override;
    void keyPressEvent(QKeyEvent *event) override;
};

/**
 * The Panels dock: the scenario's panel library as thumbnails rendered like the map, main
 * panels first, then edge pieces; the tooltip lists a panel's features. Panels are dragged
 * onto the map or double-clicked to go east of the others.
 */
class PanelLibraryDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit PanelLibraryDock(QWidget *parent = nullptr);

    PanelList *list() const { return m_list; }
    /// Shows @p library's panels drawn by @p images; null for no scenario.
    void setLibrary(const PanelLibrary *library, const PanelImages *images);
    /// How often each panel is on the map: used panels are shown in bold.
    void setUsage(const QHash<QString, int> &timesUsed);
    /// Puts a tool button for @p action under the list.
    void addButton(QAction *action);

Q_SIGNALS:
    void panelActivated(const QString &panelId);

private:
    void updateToolTips();

    PanelList *m_list;
    QLabel *m_hint;
    QWidget *m_buttons;
    const PanelLibrary *m_library = nullptr;
    QHash<QString, int> m_usage;
};

} // namespace hexwright
