// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "terrain/terrainpalette.h"

#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "ruleset/ruleset.h"
#include "terrain/terrainicons.h"
#include "terrain/terrainstate.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace hexwright {

namespace {
constexpr int TerrainRole = Qt::UserRole;
}

TerrainPalette::TerrainPalette(TerrainState *state, const QList<QAction *> &brushSizes,
                               QWidget *parent)
    : QDockWidget(tr("Terrain"), parent)
    , m_state(state)
    , m_list(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("terrainPaletteDock"));
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);

    m_list->setObjectName(QStringLiteral("terrainList"));
    m_list->setAccessibleName(tr("Terrain types"));
    m_list->setColumnCount(2);
    m_list->setHeaderHidden(true);
    m_list->setRootIsDecorated(false);
    m_list->setIconSize(QSize(24, 24));
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    layout->addWidget(m_list, 1);

    auto *sizes = new QHBoxLayout;
    auto *label = new QLabel(tr("Brush radius:"), content);
    sizes->addWidget(label);
    // Tab runs down the list, then along the brush sizes under it (the list was made before
    // this content, so it would come last).
    QWidget *previous = m_list;
    for (QAction *size : brushSizes) {
        auto *button = new QToolButton(content);
        button->setDefaultAction(size);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setAutoRaise(true);
        sizes->addWidget(button);
        QWidget::setTabOrder(previous, button);
        previous = button;
    }
    sizes->addStretch(1);
    layout->addLayout(sizes);

    auto *hint = new QLabel(tr("On the map: keys 1-9 pick a terrain, 0 erases paint, [ and ] "
                               "change the brush, Alt+click picks up a terrain."),
                            content);
    hint->setWordWrap(true);
    hint->setEnabled(false); // greyed: a hint, not a control
    layout->addWidget(hint);
    setWidget(content);

    connect(m_list, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem *item) { itemChosen(item); });
    connect(state, &TerrainState::terrainChanged, this, &TerrainPalette::showTerrain);
    connect(state->context(), &EditorContext::documentChanged, this, &TerrainPalette::rebuild);
    rebuild();
}

void TerrainPalette::rebuild()
{
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    const ScenarioDocument *doc = m_state->document();
    widget()->setEnabled(doc != nullptr);
    if (!doc)
        return;
    const QList<TerrainType> &terrain = doc->ruleset().terrain;
    for (qsizetype i = 0; i < terrain.size(); ++i) {
        const TerrainType &type = terrain.at(i);
        const QString key = i < 9 ? QString::number(i + 1) : QString();
        auto *item = new QTreeWidgetItem(m_list, {type.name, key});
        item->setIcon(0, terrainSwatch(type));
        item->setData(0, TerrainRole, int(i));
        item->setToolTip(0, key.isEmpty() ? type.name : tr("%1 (key %2)").arg(type.name, key));
        item->setForeground(1, palette().placeholderText());
    }
    auto *erase = new QTreeWidgetItem(
        m_list, {tr("Erase paint\n(show the panel's terrain)"), QStringLiteral("0")});
    erase->setIcon(0, eraseSwatch());
    erase->setData(0, TerrainRole, int(NoTerrain));
    erase->setToolTip(0, tr("Take scenario paint away so the panels' own terrain shows (key 0)"));
    erase->setForeground(1, palette().placeholderText());
    showTerrain(m_state->terrain());
}

void TerrainPalette::showTerrain(quint8 terrain)
{
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_list->topLevelItem(i);
        if (item->data(0, TerrainRole).toInt() == int(terrain)) {
            const QSignalBlocker blocker(m_list);
            m_list->setCurrentItem(item);
            m_list->scrollToItem(item);
            return;
        }
    }
}

void TerrainPalette::itemChosen(QTreeWidgetItem *item)
{
    if (item)
        m_state->setTerrain(quint8(item->data(0, TerrainRole).toInt()));
}

} // namespace hexwright
