// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/offsetcoord.h"
#include "scenario/zonepreset.h"

#include <QDockWidget>

#include <functional>
#include <optional>

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
 * remove zones, make one from a preset, give one a colour of its own (kept in the file) and
 * take another zone's hexes out of one. Selecting a zone makes it the one the Zone tool
 * paints and draws it stronger on the map. Every change is one undo step.
 */
class ZonesDock : public QDockWidget
{
    Q_OBJECT

public:
    /// Asks whether to go on; the text says why. A message box unless replaced (tests).
    using Confirmation = std::function<bool(const QString &text)>;
    /// Asks for a zone's colour, starting from @p current; invalid cancels. A colour
    /// dialog unless replaced (tests).
    using ColourQuestion = std::function<QColor(const QColor &current)>;
    /// Asks which of @p names to subtract; its index, or -1 to cancel. A list dialog unless
    /// replaced (tests).
    using ZoneQuestion = std::function<int(const QStringList &names)>;

    ZonesDock(SetupState *state, ZoneTool *tool, QWidget *parent = nullptr);

    ZoneModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    void setConfirmation(Confirmation confirm) { m_confirm = std::move(confirm); }
    void setColourQuestion(ColourQuestion question) { m_askColour = std::move(question); }
    void setZoneQuestion(ZoneQuestion question) { m_askZone = std::move(question); }

    /// Adds an empty zone, makes it current and picks the Zone tool to paint it.
    void addZone();
    /// Adds a copy of the current zone ("... (copy)").
    void duplicateZone();
    /// Removes the current zone; if anything names it, asks first and says what. Forces set
    /// up in it go off board in the same undo step.
    void removeZone();
    /// Opens the preset dialog and adds the zone it makes.
    void newZoneFromPreset();
    /// Asks for a colour for the current zone and keeps it in the scenario.
    void chooseColour();
    /// Gives zone @p zoneId the colour @p colour (one undo step); false if nothing changed.
    bool setZoneColour(const QString &zoneId, const QColor &colour);
    /// Asks which zone to take out of the current one, and takes its hexes out.
    void subtractZoneAsked();
    /// Takes the hexes of zone @p subtractId out of zone @p zoneId (one undo step); false if
    /// they share none. The zone is then no longer what its preset says, and forgets it.
    bool subtractZone(const QString &zoneId, const QString &subtractId);
    /// Adds a zone (one undo step) and makes it current; returns its id. A zone made from a
    /// preset keeps it, so its hexes follow layout changes.
    QString createZone(const QString &name, const QString &description,
                       const QList<OffsetCoord> &hexes, const QString &undoText,
                       const std::optional<ZonePreset> &preset = std::nullopt);

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
    QPushButton *m_colourButton;
    QPushButton *m_subtractButton;
    Confirmation m_confirm;
    ColourQuestion m_askColour;
    ZoneQuestion m_askZone;
};

} // namespace hexwright
