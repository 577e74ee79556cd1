// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/panellibrarydock.h"

#include "map/panel.h"
#include "panels/panelimages.h"

#include <QDrag>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMimeData>
#include <QPainter>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace hexwright {

namespace {

constexpr int PanelIdRole = Qt::UserRole;
constexpr int DragPixmapRole = Qt::UserRole + 1;
const QSize IconSize(112, 96);

// The picture scaled into a fixed box, so that main panels and edge strips line up.
QIcon thumbnail(const QImage &image, qreal devicePixelRatio)
{
    QPixmap box(IconSize * devicePixelRatio);
    box.setDevicePixelRatio(devicePixelRatio);
    box.fill(Qt::transparent);
    if (!image.isNull()) {
        const QImage scaled = image.scaled(IconSize * devicePixelRatio, Qt::KeepAspectRatio,
                                           Qt::SmoothTransformation);
        QPainter painter(&box);
        const QSizeF size = QSizeF(scaled.size()) / devicePixelRatio;
        // On the bottom of the box: an edge strip sits right above its name.
        painter.drawImage(QRectF(QPointF((IconSize.width() - size.width()) / 2,
                                         IconSize.height() - size.height()),
                                 size),
                          scaled);
    }
    return QIcon(box);
}

} // namespace

PanelList::PanelList(QWidget *parent)
    : QListWidget(parent)
{
    setViewMode(IconMode);
    setMovement(Static);
    setResizeMode(Adjust);
    setWrapping(true);
    setUniformItemSizes(true);
    setIconSize(IconSize);
    setGridSize(IconSize + QSize(14, 30));
    setSpacing(2);
    setWordWrap(true);
    setSelectionMode(SingleSelection);
    setDragEnabled(true);
    setDragDropMode(DragOnly);
    setDefaultDropAction(Qt::CopyAction);
}

QSize PanelList::sizeHint() const
{
    // Two columns of thumbnails and three rows: the dock opens wide enough to compare panels.
    const int scrollBar = style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    return QSize(2 * gridSize().width() + scrollBar + 2 * frameWidth() + 4,
                 3 * gridSize().height() + 2 * frameWidth());
}

QString PanelList::panelId(const QListWidgetItem *item)
{
    return item ? item->data(PanelIdRole).toString() : QString();
}

void PanelList::startDrag(Qt::DropActions supportedActions)
{
    Q_UNUSED(supportedActions);
    QListWidgetItem *item = currentItem();
    if (!item)
        return;
    auto *mime = new QMimeData;
    mime->setData(panelMimeType(), panelId(item).toUtf8());
    auto *drag = new QDrag(this);
    drag->setMimeData(mime);
    // A small picture beside the cursor: the map shows the panel itself where it will land.
    drag->setPixmap(item->data(DragPixmapRole).value<QPixmap>());
    drag->setHotSpot(QPoint(-12, -12));
    drag->exec(Qt::CopyAction, Qt::CopyAction);
}

void PanelList::keyPressEvent(QKeyEvent *event)
{
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && currentItem()) {
        Q_EMIT panelActivated(panelId(currentItem()));
        event->accept();
        return;
    }
    QListWidget::keyPressEvent(event);
}

PanelLibraryDock::PanelLibraryDock(QWidget *parent)
    : QDockWidget(tr("Panels"), parent)
    , m_list(new PanelList(this))
    , m_hint(new QLabel(this))
    , m_buttons(new QWidget(this))
{
    setObjectName(QStringLiteral("panelLibraryDock"));
    m_list->setObjectName(QStringLiteral("panelList"));
    m_list->setAccessibleName(tr("Panels"));
    m_hint->setWordWrap(true);
    m_hint->setContentsMargins(4, 2, 4, 2);
    auto *buttons = new QHBoxLayout(m_buttons);
    buttons->setContentsMargins(4, 0, 4, 4);
    buttons->addStretch();
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_hint);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_buttons);
    setWidget(content);
    connect(m_list, &PanelList::panelActivated, this, &PanelLibraryDock::panelActivated);
    connect(m_list, &QListWidget::itemDoubleClicked, this,
            [this](QListWidgetItem *item) { Q_EMIT panelActivated(PanelList::panelId(item)); });
    setLibrary(nullptr, nullptr);
}

void PanelLibraryDock::setLibrary(const PanelLibrary *library, const PanelImages *images)
{
    m_library = library;
    m_list->clear();
    if (!library || !images) {
        m_hint->setText(tr("Create a scenario (File > New) or open one to see its map panels."));
        return;
    }
    m_hint->setText(tr("Drag a panel onto the map. Double-click one to add it east of the "
                       "others."));
    QList<const Panel *> panels;
    for (const Panel &panel : library->panels)
        panels.append(&panel);
    // Main panels first, then the edge pieces, each in the library's order.
    std::stable_sort(panels.begin(), panels.end(), [](const Panel *a, const Panel *b) {
        return a->kind == Panel::Kind::Main && b->kind != Panel::Kind::Main;
    });
    const qreal ratio = devicePixelRatioF();
    for (const Panel *panel : std::as_const(panels)) {
        auto *item = new QListWidgetItem(thumbnail(images->image(panel->id), ratio),
                                         panel->name.isEmpty() ? panel->id : panel->name);
        item->setData(PanelIdRole, panel->id);
        // 64 pixels wide on screen, with as many device pixels as the screen has.
        QPixmap drag = QPixmap::fromImage(
            images->image(panel->id).scaledToWidth(qRound(64 * ratio), Qt::SmoothTransformation));
        drag.setDevicePixelRatio(ratio);
        item->setData(DragPixmapRole, drag);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled);
        m_list->addItem(item);
    }
    updateToolTips();
}

void PanelLibraryDock::setUsage(const QHash<QString, int> &timesUsed)
{
    m_usage = timesUsed;
    updateToolTips();
}

void PanelLibraryDock::addButton(QAction *action)
{
    auto *button = new QToolButton(m_buttons);
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_buttons->layout()->addWidget(button);
    // Tab runs down the list, then along the buttons under it (the list was moved into the
    // dock's layout after they were made, which put it last).
    QWidget *previous = m_list;
    for (QToolButton *other :
         m_buttons->findChildren<QToolButton *>(QString(), Qt::FindDirectChildrenOnly)) {
        if (other != button)
            previous = other;
    }
    QWidget::setTabOrder(previous, button);
}

void PanelLibraryDock::updateToolTips()
{
    if (!m_library)
        return;
    for (int i = 0; i < m_list->count(); ++i) {
        QListWidgetItem *item = m_list->item(i);
        const Panel *panel = m_library->findPanel(PanelList::panelId(item));
        if (!panel)
            continue;
        const int used = m_usage.value(panel->id);
        QFont font = m_list->font();
        font.setBold(used > 0);
        item->setFont(font);

        QString tip = QStringLiteral("<b>%1</b><br>").arg(panel->name.toHtmlEscaped());
        tip += (panel->kind == Panel::Kind::Main ? tr("Main panel, %1 x %2 hexes")
                                                 : tr("Edge piece, %1 x %2 hexes"))
                   .arg(panel->columns)
                   .arg(panel->rows);
        QStringList features;
        for (const PanelFeature &feature : panel->features) {
            // The kind as the library names it; none for a feature whose name says it.
            const QString kind = m_library->featureKindName(feature.kind);
            features.append(kind.isEmpty() || feature.name.contains(kind, Qt::CaseInsensitive)
                                ? feature.name.toHtmlEscaped()
                                : tr("%1 (%2)").arg(feature.name.toHtmlEscaped(), kind));
        }
        QStringList roads;
        for (const PanelRoad &road : panel->roads)
            roads.append(road.name.toHtmlEscaped());
        if (!features.isEmpty())
            tip += QStringLiteral("<br>") + tr("Features: %1").arg(features.join(tr(", ")));
        if (!roads.isEmpty())
            tip += QStringLiteral("<br>") + tr("Roads: %1").arg(roads.join(tr(", ")));
        tip += QStringLiteral("<br><i>")
            + (used == 0       ? tr("Not on the map yet: drag it there.")
                   : used == 1 ? tr("On the map once.")
                               : tr("On the map %1 times.").arg(used))
            + QStringLiteral("</i>");
        item->setToolTip(tip);
    }
}

} // namespace hexwright
