// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/offsetcoord.h"

#include <QDockWidget>

#include <functional>

class QLabel;
class QPushButton;
class QTableView;

namespace hexwright {

class SetupState;
class ZoneModel;
class ZoneTool;

/**
 * The "Zones" dock: the scenario's zones as a legend (colour, name, hex count, description),
 * a check box per zone to show or hide it on the map, and buttons to add, duplicate and
 * remove zones or make one from a preset. Selecting a zone makes it the one the Zone tool
 * paints and draws it stronger on the map. Every change is one undo step.
 */
class ZonesDock : public QDockWidget
{
    Q_OBJECT

public:
    /// Asks whether to go on; the text says why. A message box unless replaced (tests).
    using Confirmation = std::function<bool(const QString &text)>;

    ZonesDock(SetupState *state, ZoneTool *tool, QWidget *parent = nullptr);

    ZoneModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    void setConfirmation(Confirmation confirm) { m_confirm = std::move(confirm); }

    /// Adds an empty zone, makes it current and picks the Zone tool to paint it.
    void addZone();
    /// Adds a copy of the current zone ("... (copy)").
    void duplicateZone();
    /// Removes the current zone; if anything names it, asks first and says what. Forces set
    /// up in it go off board in the same undo step.
    void removeZone();
    /// Opens the preset dialog and adds the zone it makes.
    void newZoneFromPreset();
    /// Adds a zone (one undo step) and makes it current; returns its id.
    QString createZone(const QString &name, const QString &description,
                       const QList<OffsetCoord> &hexes, const QString &undoText);

public Q_SLOTS:
    /// Makes zone @p zoneId the current one (shown on the map); false if there is none.
    bool selectZone(const QString &zoneId);

private:
    void selectCurrent();
    void updateButtons();

    SetupState *m_state;
    ZoneTool *m_tool;
    ZoneModel *m_model;
    QTableView *m_view;
    QLabel *m_hint;
    QPushButton *m_addButton;
    QPushButton *m_duplicateButton;
    QPushButton *m_removeButton;
    QPushButton *m_presetButton;
    Confirmation m_confirm;
};

} // namespace hexwright
