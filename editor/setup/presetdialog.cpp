// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "setup/presetdialog.h"

#include "document/scenariodocument.h"
#include "ruleset/ruleset.h"
#include "setup/setupstate.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace hexwright {

PresetDialog::PresetDialog(SetupState *state, QWidget *parent)
    : QDialog(parent)
    , m_state(state)
{
    setObjectName(QStringLiteral("zonePresetDialog"));
    setWindowTitle(tr("New Zone from Preset"));
    const ScenarioDocument *document = state->document();
    const Scenario &scenario = document->scenario();

    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("presetKindCombo"));
    m_kind->addItem(tr("Anywhere on a panel"), int(ZonePreset::Kind::WholePanel));
    m_kind->addItem(tr("The first hexes along a panel's edge"), int(ZonePreset::Kind::PanelEdge));
    m_kind->addItem(tr("A panel, at least some hexes from one of its edges"),
                    int(ZonePreset::Kind::PanelAwayFromEdge));
    m_kind->addItem(tr("The hexes of one terrain on a panel"), int(ZonePreset::Kind::PanelTerrain));
    m_kind->addItem(tr("Within some hexes of a panel"), int(ZonePreset::Kind::NearPanel));
    m_kind->addItem(tr("The first hexes along the map's edge"), int(ZonePreset::Kind::MapEdge));

    m_panel = new QComboBox(this);
    m_panel->setObjectName(QStringLiteral("presetPanelCombo"));
    m_onPanel = new QComboBox(this);
    m_onPanel->setObjectName(QStringLiteral("presetOnPanelCombo"));
    m_onPanel->addItem(tr("Anywhere on the map"), -1);
    for (int i = 0; i < scenario.layout.size(); ++i) {
        const QString name = placementName(scenario, document->panels(), i);
        m_panel->addItem(name, i);
        m_onPanel->addItem(tr("Only on %1").arg(name), i);
    }
    m_edge = new QComboBox(this);
    m_edge->setObjectName(QStringLiteral("presetEdgeCombo"));
    for (const ZonePreset::Edge edge : {ZonePreset::Edge::North, ZonePreset::Edge::South,
                                        ZonePreset::Edge::East, ZonePreset::Edge::West})
        m_edge->addItem(edgeName(edge), int(edge));
    m_depth = new QSpinBox(this);
    m_depth->setObjectName(QStringLiteral("presetDepthSpin"));
    m_depth->setRange(1, 99);
    m_depth->setSuffix(tr(" hexes deep"));
    m_terrain = new QComboBox(this);
    m_terrain->setObjectName(QStringLiteral("presetTerrainCombo"));
    for (const TerrainType &terrain : document->ruleset().terrain)
        m_terrain->addItem(terrain.name, terrain.id);
    m_distance = new QSpinBox(this);
    m_distance->setObjectName(QStringLiteral("presetDistanceSpin"));
    m_distance->setRange(1, 99);
    m_distance->setValue(4);
    m_distance->setSuffix(tr(" hexes"));
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("presetNameEdit"));
    m_count = new QLabel(this);
    m_count->setObjectName(QStringLiteral("presetCountLabel"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Preset:"), m_kind);
    m_panelLabel = new QLabel(tr("P&anel:"), this);
    m_panelLabel->setBuddy(m_panel);
    form->addRow(m_panelLabel, m_panel);
    m_edgeLabel = new QLabel(tr("&Edge:"), this);
    m_edgeLabel->setBuddy(m_edge);
    form->addRow(m_edgeLabel, m_edge);
    m_depthLabel = new QLabel(tr("&Depth:"), this);
    m_depthLabel->setBuddy(m_depth);
    form->addRow(m_depthLabel, m_depth);
    m_terrainLabel = new QLabel(tr("&Terrain:"), this);
    m_terrainLabel->setBuddy(m_terrain);
    form->addRow(m_terrainLabel, m_terrain);
    m_distanceLabel = new QLabel(tr("&Within:"), this);
    m_distanceLabel->setBuddy(m_distance);
    form->addRow(m_distanceLabel, m_distance);
    m_onPanelLabel = new QLabel(tr("&Only on:"), this);
    m_onPanelLabel->setBuddy(m_onPanel);
    form->addRow(m_onPanelLabel, m_onPanel);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(QString(), m_count);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Create Zone"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);

    for (QComboBox *combo : {m_kind, m_panel, m_edge, m_terrain, m_onPanel})
        connect(combo, &QComboBox::currentIndexChanged, this, &PresetDialog::update);
    for (QSpinBox *spin : {m_depth, m_distance})
        connect(spin, &QSpinBox::valueChanged, this, &PresetDialog::update);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    connect(m_name, &QLineEdit::textChanged, this, &PresetDialog::updateOk);
    connect(this, &QDialog::finished, this, [this] { m_state->setPreview({}); });
    update();
}

void PresetDialog::updateOk()
{
    if (m_ok)
        m_ok->setEnabled(!m_hexes.isEmpty() && !m_name->text().trimmed().isEmpty());
}

PresetDialog::~PresetDialog()
{
    m_state->setPreview({});
}

ZonePreset PresetDialog::preset() const
{
    ZonePreset p;
    p.kind = ZonePreset::Kind(m_kind->currentData().toInt());
    p.panel = m_panel->currentData().toInt();
    p.edge = ZonePreset::Edge(m_edge->currentData().toInt());
    p.depth = m_depth->value();
    p.terrain = m_terrain->currentData().toString();
    p.distance = m_distance->value();
    p.onPanel = m_onPanel->currentData().toInt();
    return p;
}

void PresetDialog::setPreset(const ZonePreset &p)
{
    m_kind->setCurrentIndex(m_kind->findData(int(p.kind)));
    m_panel->setCurrentIndex(m_panel->findData(p.panel));
    m_edge->setCurrentIndex(m_edge->findData(int(p.edge)));
    m_depth->setValue(p.depth);
    m_terrain->setCurrentIndex(m_terrain->findData(p.terrain));
    m_distance->setValue(p.distance);
    m_onPanel->setCurrentIndex(m_onPanel->findData(p.onPanel));
    update();
}

QString PresetDialog::zoneName() const
{
    return m_name->text().trimmed();
}

void PresetDialog::update()
{
    const ZonePreset p = preset();
    using K = ZonePreset::Kind;
    const bool panel = p.kind != K::MapEdge;
    const bool away = p.kind == K::PanelAwayFromEdge;
    const bool edge = p.kind == K::PanelEdge || p.kind == K::MapEdge || away;
    const bool terrain = p.kind == K::PanelTerrain;
    const bool near = p.kind == K::NearPanel;
    m_panelLabel->setText(near ? tr("Of p&anel:") : tr("P&anel:"));
    m_depthLabel->setText(away ? tr("At &least:") : tr("&Depth:"));
    m_depth->setSuffix(away ? tr(" hexes from the edge") : tr(" hexes deep"));
    for (QWidget *w : {static_cast<QWidget *>(m_panel), static_cast<QWidget *>(m_panelLabel)})
        w->setVisible(panel);
    for (QWidget *w : {static_cast<QWidget *>(m_edge), static_cast<QWidget *>(m_edgeLabel),
                       static_cast<QWidget *>(m_depth), static_cast<QWidget *>(m_depthLabel)})
        w->setVisible(edge);
    m_terrain->setVisible(terrain);
    m_terrainLabel->setVisible(terrain);
    for (QWidget *w : {static_cast<QWidget *>(m_distance), static_cast<QWidget *>(m_distanceLabel),
                       static_cast<QWidget *>(m_onPanel), static_cast<QWidget *>(m_onPanelLabel)})
        w->setVisible(near);

    const ScenarioDocument *document = m_state->document();
    m_hexes = presetHexes(p, document->scenario(), document->panels(), document->map(),
                          document->ruleset());
    const QString wording
        = presetWording(p, document->scenario(), document->panels(), document->ruleset());
    // The name follows the wording until the user types a name of their own.
    if (m_name->text().isEmpty() || m_name->text() == m_wording)
        m_name->setText(wording);
    m_wording = wording;
    m_count->setText(
        m_hexes.isEmpty()
            ? tr("No hexes: choose another preset.")
            : (m_hexes.size() == 1 ? tr("1 hex") : tr("%n hexes", nullptr, int(m_hexes.size()))));
    m_state->setPreview(m_hexes);
    updateOk();
}

} // namespace hexwright
