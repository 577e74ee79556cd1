// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "edit/zonepresets.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace hexwright {

class SetupState;

/**
 * "New Zone from Preset": picks one of the book's ways of wording a setup area (a whole
 * panel, the first hexes along a panel edge, a panel at least N hexes from one of its edges,
 * a terrain type on a panel, within N hexes of a panel, the map's edge), shows how many hexes
 * it makes and previews them on the map, and names the zone after the wording unless the
 * user types another name. The zone keeps the preset, so its hexes follow layout changes.
 */
class PresetDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PresetDialog(SetupState *state, QWidget *parent = nullptr);
    ~PresetDialog() override;

    ZonePreset preset() const;
    void setPreset(const ZonePreset &preset);
    QString zoneName() const;
    QList<OffsetCoord> hexes() const { return m_hexes; }

private:
    void update();
    void updateOk();

    SetupState *m_state;
    QComboBox *m_kind;
    QComboBox *m_panel;
    QLabel *m_panelLabel;
    QComboBox *m_edge;
    QLabel *m_edgeLabel;
    QSpinBox *m_depth;
    QLabel *m_depthLabel;
    QComboBox *m_terrain;
    QLabel *m_terrainLabel;
    QSpinBox *m_distance;
    QLabel *m_distanceLabel;
    QComboBox *m_onPanel;
    QLabel *m_onPanelLabel;
    QLineEdit *m_name;
    QLabel *m_count;
    QPushButton *m_ok = nullptr;
    QString m_wording; ///< the wording last put into the name field
    QList<OffsetCoord> m_hexes;
};

} // namespace hexwright
