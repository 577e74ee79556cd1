// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "victory/markerspage.h"

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "edit/markeredits.h"
#include "editorcontext.h"
#include "mapview.h"
#include "render/maprenderer.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"
#include "victory/markertool.h"

#include <QAction>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QToolButton>
#include <QTreeWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace hexwright {

namespace {

constexpr int KindRole = Qt::UserRole;
constexpr int HexRole = Qt::UserRole + 1;

/// Whether a colour owns markers of @p kind: the ruleset says so (`owned: true`, a bought
/// fortress).
bool isOwned(const ScenarioDocument *document, const QString &kind)
{
    const MarkerType *type = document ? document->ruleset().findMarker(kind) : nullptr;
    return type && type->owned;
}

} // namespace

MarkersPage::MarkersPage(EditorContext *context, QWidget *parent)
    : QWidget(parent)
    , m_context(context)
{
    auto *layout = new QVBoxLayout(this);

    m_toolButton = new QToolButton(this);
    m_toolButton->setObjectName(QStringLiteral("markerToolButton"));
    m_toolButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    layout->addWidget(m_toolButton);

    auto *options = new QFormLayout;
    m_kindCombo = new QComboBox(this);
    m_kindCombo->setObjectName(QStringLiteral("markerKindCombo"));
    m_kindCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_kindCombo->setMinimumContentsLength(12);
    options->addRow(tr("&Kind:"), m_kindCombo);
    m_nameEdit = new QLineEdit(this);
    m_nameEdit->setObjectName(QStringLiteral("markerNameEdit"));
    m_nameEdit->setPlaceholderText(tr("Optional, e.g. Spice container"));
    options->addRow(tr("&Name:"), m_nameEdit);
    m_colourCombo = new QComboBox(this);
    m_colourCombo->setObjectName(QStringLiteral("markerColourCombo"));
    m_colourCombo->setToolTip(tr("The colour the marker belongs to (a fortress: the colour "
                                 "that bought it)"));
    options->addRow(tr("&Owner:"), m_colourCombo);
    layout->addLayout(options);

    auto *hint = new QLabel(tr("Click the map to place a marker; click one of the same kind to "
                               "select it; right-click or Delete removes the marker under the "
                               "cursor."),
                            this);
    hint->setWordWrap(true);
    hint->setEnabled(false);
    layout->addWidget(hint);

    m_list = new QTreeWidget(this);
    m_list->setObjectName(QStringLiteral("markerList"));
    m_list->setAccessibleName(tr("Markers"));
    m_list->setHeaderLabels({tr("Marker"), tr("Hex"), tr("Name"), tr("Owner")});
    m_list->setRootIsDecorated(false);
    m_list->setToolTip(tr("Double-click a marker to show it on the map"));
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->header()->setStretchLastSection(true);
    m_list->installEventFilter(this);
    layout->addWidget(m_list, 1);

    auto *buttons = new QHBoxLayout;
    m_removeButton = new QPushButton(tr("&Remove"), this);
    m_removeButton->setObjectName(QStringLiteral("markerRemoveButton"));
    m_removeButton->setToolTip(tr("Remove the selected marker (Delete)"));
    buttons->addWidget(m_removeButton);
    buttons->addStretch(1);
    layout->addLayout(buttons);

    connect(m_kindCombo, &QComboBox::activated, this, [this] {
        // The selected marker keeps its kind: choosing another is for the next placement.
        if (const auto current = selected(); current && current->first != kind())
            m_list->setCurrentItem(nullptr);
        updateEnabled();
    });
    connect(m_nameEdit, &QLineEdit::textEdited, this, [this] { editSelected(true); });
    connect(m_colourCombo, &QComboBox::activated, this, [this] { editSelected(false); });
    connect(m_list, &QTreeWidget::currentItemChanged, this, [this] {
        showSelected();
        updateEnabled();
        Q_EMIT selectionChanged();
    });
    connect(m_list, &QTreeWidget::itemDoubleClicked, this, &MarkersPage::centreOnSelected);
    connect(m_removeButton, &QPushButton::clicked, this, &MarkersPage::removeSelected);
    updateEnabled();
}

void MarkersPage::setDocument(ScenarioDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document)
        connect(m_document, &ScenarioDocument::markersChanged, this, &MarkersPage::refreshList);
    refreshKinds();
    refreshColours();
    refreshList();
}

void MarkersPage::setTool(MarkerTool *tool)
{
    m_toolButton->setDefaultAction(tool->action());
}

QString MarkersPage::kind() const
{
    return m_kindCombo->currentData().toString();
}

QString MarkersPage::markerName() const
{
    return m_nameEdit->text().trimmed();
}

QString MarkersPage::markerColour() const
{
    return isOwned(m_document, kind()) ? m_colourCombo->currentData().toString() : QString();
}

void MarkersPage::setKind(const QString &kind)
{
    m_kindCombo->setCurrentIndex(m_kindCombo->findData(kind));
    updateEnabled();
}

std::optional<std::pair<QString, OffsetCoord>> MarkersPage::selected() const
{
    const QTreeWidgetItem *item = m_list->currentItem();
    if (!item)
        return std::nullopt;
    const QPoint hex = item->data(0, HexRole).toPoint();
    return std::make_pair(item->data(0, KindRole).toString(), OffsetCoord {hex.x(), hex.y()});
}

void MarkersPage::selectMarker(const QString &kind, OffsetCoord hex)
{
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_list->topLevelItem(i);
        if (item->data(0, KindRole).toString() == kind
            && item->data(0, HexRole).toPoint() == QPoint(hex.col, hex.row)) {
            m_list->setCurrentItem(item);
            m_list->scrollToItem(item);
            return;
        }
    }
    m_list->setCurrentItem(nullptr);
}

void MarkersPage::removeSelected()
{
    const auto current = selected();
    if (!m_document || !current)
        return;
    QList<Marker> markers = m_document->scenario().markers;
    if (!removeMarker(markers, current->first, current->second))
        return;
    m_document->undoStack()->push(new ChangeMarkers(
        m_document, std::move(markers), tr("Remove %1").arg(markerKindName(current->first))));
}

void MarkersPage::centreOnSelected()
{
    const auto current = selected();
    MapView *view = m_context ? m_context->view() : nullptr;
    if (!current || !view || !view->renderer())
        return;
    view->centerOn(view->renderer()->hexCentre(current->second));
}

bool MarkersPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_list
        && (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress)) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Delete && key->modifiers() == Qt::NoModifier) {
            event->accept();
            if (event->type() == QEvent::KeyPress)
                removeSelected();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void MarkersPage::refreshKinds()
{
    const QString previous = kind();
    const QSignalBlocker blocker(m_kindCombo);
    m_kindCombo->clear();
    if (m_document) {
        for (const NamedEntry &marker : m_document->ruleset().markers)
            m_kindCombo->addItem(marker.name, marker.id);
    }
    const int index = m_kindCombo->findData(previous);
    m_kindCombo->setCurrentIndex(std::max(0, index));
}

void MarkersPage::refreshColours()
{
    const QSignalBlocker blocker(m_colourCombo);
    m_colourCombo->clear();
    m_colourCombo->addItem(tr("None"), QString());
    if (m_document) {
        for (const ArmyColour &colour : m_document->ruleset().colours)
            m_colourCombo->addItem(colour.name, colour.id);
    }
}

QString MarkersPage::markerKindName(const QString &kind) const
{
    if (m_document) {
        for (const NamedEntry &marker : m_document->ruleset().markers) {
            if (marker.id == kind)
                return marker.name;
        }
    }
    return kind;
}

void MarkersPage::refreshList()
{
    const auto current = selected();
    {
        const QSignalBlocker blocker(m_list);
        m_list->clear();
        if (m_document) {
            const Scenario &s = m_document->scenario();
            const int digits = labelDigits(s, &m_document->panels());
            for (const Marker &m : s.markers) {
                const ArmyColour *owner = m_document->ruleset().findColour(m.colour);
                QString kindName = markerKindName(m.kind);
                // "Object (for example a spice container)" -> "Object": the list stays narrow.
                if (const qsizetype cut = kindName.indexOf(QLatin1String(" (")); cut > 0)
                    kindName.truncate(cut);
                auto *item = new QTreeWidgetItem(m_list,
                                                 {kindName, formatHexLabel(m.hex, digits), m.name,
                                                  owner ? owner->name : m.colour});
                item->setData(0, KindRole, m.kind);
                item->setData(0, HexRole, QPoint(m.hex.col, m.hex.row));
            }
        }
        if (current)
            selectMarker(current->first, current->second);
    }
    showSelected();
    updateEnabled();
    Q_EMIT selectionChanged();
}

void MarkersPage::showSelected()
{
    const auto current = selected();
    if (!current || !m_document)
        return;
    const qsizetype index
        = markerIndex(m_document->scenario().markers, current->first, current->second);
    if (index < 0)
        return;
    const Marker &m = m_document->scenario().markers.at(index);
    m_kindCombo->setCurrentIndex(m_kindCombo->findData(m.kind));
    if (m_nameEdit->text() != m.name)
        m_nameEdit->setText(m.name);
    m_colourCombo->setCurrentIndex(std::max(0, m_colourCombo->findData(m.colour)));
}

void MarkersPage::editSelected(bool continuous)
{
    const auto current = selected();
    if (!m_document || !current)
        return;
    QList<Marker> markers = m_document->scenario().markers;
    const qsizetype index = markerIndex(markers, current->first, current->second);
    if (index < 0)
        return;
    Marker &m = markers[index];
    const QString name = markerName();
    const QString colour = markerColour();
    if (m.name == name && m.colour == colour)
        return;
    m.name = name;
    m.colour = colour;
    const QString mergeKey = continuous
        ? QStringLiteral("marker:%1:%2,%3").arg(m.kind).arg(m.hex.col).arg(m.hex.row)
        : QString();
    m_document->undoStack()->push(
        new ChangeMarkers(m_document, std::move(markers),
                          tr("Edit %1").arg(markerKindName(current->first)), mergeKey));
}

void MarkersPage::updateEnabled()
{
    const bool open = m_document != nullptr;
    m_kindCombo->setEnabled(open);
    m_nameEdit->setEnabled(open);
    m_colourCombo->setEnabled(open && isOwned(m_document, kind()));
    m_removeButton->setEnabled(open && selected().has_value());
}

} // namespace hexwright
