// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "victory/hiddenpage.h"

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "edit/markeredits.h"
#include "editorcontext.h"
#include "render/maprenderer.h"
#include "ruleset/ruleset.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace hexwright {

namespace {

const HiddenUnits *findEntry(const ScenarioDocument *document, const QString &id)
{
    if (!document)
        return nullptr;
    for (const HiddenUnits &h : document->scenario().hidden) {
        if (h.id == id)
            return &h;
    }
    return nullptr;
}

QString firstUnitOf(const Ruleset &ruleset, const QString &colour)
{
    for (const UnitType &type : ruleset.unitTypes) {
        if (type.colours.contains(colour))
            return type.id;
    }
    return QString();
}

void selectData(QComboBox *combo, const QString &id)
{
    const QSignalBlocker blocker(combo);
    combo->setCurrentIndex(combo->findData(id));
}

} // namespace

ZoneHighlight::ZoneHighlight(QObject *parent)
    : MapOverlay(40, parent)
{ }

void ZoneHighlight::setZone(ScenarioDocument *document, const QString &zone)
{
    if (document == m_document && zone == m_zone)
        return;
    m_document = document;
    m_zone = zone;
    Q_EMIT changed();
}

void ZoneHighlight::paint(QPainter *painter, const MapRenderer &renderer, const QRectF &exposed,
                          qreal pixelsPerUnit)
{
    Q_UNUSED(pixelsPerUnit)
    const Zone *zone = m_document ? m_document->scenario().findZone(m_zone) : nullptr;
    if (!zone)
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QPen pen(QColor(150, 40, 160), 2);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->setBrush(QColor(150, 40, 160, 70));
    for (const OffsetCoord &hex : zone->hexes) {
        const QPolygonF polygon = renderer.hexPolygon(hex);
        if (polygon.boundingRect().intersects(exposed))
            painter->drawPolygon(polygon);
    }
    painter->restore();
}

HiddenPage::HiddenPage(EditorContext *context, QWidget *parent)
    : QWidget(parent)
    , m_context(context)
    , m_highlight(new ZoneHighlight(this))
{
    auto *layout = new QVBoxLayout(this);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("hiddenList"));
    m_list->setAccessibleName(tr("Hidden units"));
    m_list->setMaximumHeight(m_list->fontMetrics().height() * 7);
    layout->addWidget(m_list);

    auto *buttons = new QHBoxLayout;
    m_addButton = new QPushButton(tr("&Add"), this);
    m_addButton->setObjectName(QStringLiteral("hiddenAddButton"));
    m_addButton->setToolTip(tr("Hide units in a zone, found by a die roll (scenario 6's "
                               "partisans)"));
    m_removeButton = new QPushButton(tr("&Remove"), this);
    m_removeButton->setObjectName(QStringLiteral("hiddenRemoveButton"));
    buttons->addWidget(m_addButton);
    buttons->addWidget(m_removeButton);
    buttons->addStretch(1);
    layout->addLayout(buttons);

    m_emptyLabel = new QLabel(this);
    m_emptyLabel->setWordWrap(true);
    layout->addWidget(m_emptyLabel);

    m_form = new QWidget(this);
    auto *form = new QFormLayout(m_form);
    form->setContentsMargins(0, 0, 0, 0);
    m_sideCombo = new QComboBox(m_form);
    m_sideCombo->setObjectName(QStringLiteral("hiddenSideCombo"));
    form->addRow(tr("&Side:"), m_sideCombo);
    m_colourCombo = new QComboBox(m_form);
    m_colourCombo->setObjectName(QStringLiteral("hiddenColourCombo"));
    form->addRow(tr("&Colour:"), m_colourCombo);
    m_unitCombo = new QComboBox(m_form);
    m_unitCombo->setObjectName(QStringLiteral("hiddenUnitCombo"));
    form->addRow(tr("&Unit:"), m_unitCombo);
    m_zoneCombo = new QComboBox(m_form);
    m_zoneCombo->setObjectName(QStringLiteral("hiddenZoneCombo"));
    m_zoneCombo->setToolTip(tr("Searched hex by hex: the zone is tinted on the map"));
    form->addRow(tr("&Zone:"), m_zoneCombo);
    m_outcomes = new QTableWidget(6, 1, m_form);
    m_outcomes->setObjectName(QStringLiteral("hiddenOutcomes"));
    m_outcomes->setAccessibleName(tr("Units found by each roll"));
    m_outcomes->setHorizontalHeaderLabels({tr("Units found")});
    m_outcomes->setVerticalHeaderLabels(
        {tr("Roll 1"), tr("Roll 2"), tr("Roll 3"), tr("Roll 4"), tr("Roll 5"), tr("Roll 6")});
    m_outcomes->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_outcomes->setToolTip(tr("1d6 is rolled when an enemy unit first enters a hex of the zone: "
                              "this many units are found there"));
    for (int face = 1; face <= 6; ++face) {
        auto *spin = new QSpinBox(m_outcomes);
        spin->setObjectName(QStringLiteral("hiddenFace%1").arg(face));
        spin->setRange(0, 100);
        spin->setSpecialValueText(tr("none"));
        m_outcomes->setCellWidget(face - 1, 0, spin);
        connect(spin, &QSpinBox::valueChanged, this, [this, face] {
            QList<int> counts;
            for (int row = 0; row < 6; ++row)
                counts.append(static_cast<QSpinBox *>(m_outcomes->cellWidget(row, 0))->value());
            edit([&counts](HiddenUnits &h) { h.outcomes = hiddenOutcomesFromCounts(counts); },
                 QStringLiteral("face%1").arg(face));
        });
    }
    m_outcomes->setMinimumHeight(m_outcomes->verticalHeader()->length()
                                 + m_outcomes->horizontalHeader()->height() + 4);
    form->addRow(tr("Found:"), m_outcomes);
    m_noteEdit = new QLineEdit(m_form);
    m_noteEdit->setObjectName(QStringLiteral("hiddenNoteEdit"));
    m_noteEdit->setPlaceholderText(tr("Optional, e.g. found when a Red unit enters a forest hex"));
    form->addRow(tr("&Note:"), m_noteEdit);
    layout->addWidget(m_form);
    layout->addStretch(1);

    connect(m_list, &QListWidget::currentItemChanged, this, [this] { showEntry(); });
    connect(m_addButton, &QPushButton::clicked, this, &HiddenPage::addEntry);
    connect(m_removeButton, &QPushButton::clicked, this, &HiddenPage::removeCurrent);
    connect(m_sideCombo, &QComboBox::activated, this, [this] {
        const QString sideId = m_sideCombo->currentData().toString();
        const Side *side = m_document ? m_document->scenario().findSide(sideId) : nullptr;
        const Ruleset &ruleset = m_document->ruleset();
        edit(
            [&](HiddenUnits &h) {
                h.side = sideId;
                if (side && !side->colours.contains(h.colour) && !side->colours.isEmpty())
                    h.colour = side->colours.constFirst();
                const UnitType *type = ruleset.findUnitType(h.unitType);
                if (!type || !type->colours.contains(h.colour))
                    h.unitType = firstUnitOf(ruleset, h.colour);
            },
            QString());
    });
    connect(m_colourCombo, &QComboBox::activated, this, [this] {
        const QString colour = m_colourCombo->currentData().toString();
        const Ruleset &ruleset = m_document->ruleset();
        edit(
            [&](HiddenUnits &h) {
                h.colour = colour;
                const UnitType *type = ruleset.findUnitType(h.unitType);
                if (!type || !type->colours.contains(colour))
                    h.unitType = firstUnitOf(ruleset, colour);
            },
            QString());
    });
    connect(m_unitCombo, &QComboBox::activated, this, [this] {
        const QString unit = m_unitCombo->currentData().toString();
        edit([&](HiddenUnits &h) { h.unitType = unit; }, QString());
    });
    connect(m_zoneCombo, &QComboBox::activated, this, [this] {
        const QString zone = m_zoneCombo->currentData().toString();
        edit([&](HiddenUnits &h) { h.zone = zone; }, QString());
    });
    connect(m_noteEdit, &QLineEdit::textEdited, this, [this](const QString &text) {
        edit([&](HiddenUnits &h) { h.note = text; }, QStringLiteral("note"));
    });
    refreshList();
}

HiddenPage::~HiddenPage() = default;

void HiddenPage::setDocument(ScenarioDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document) {
        connect(m_document, &ScenarioDocument::hiddenChanged, this, &HiddenPage::refreshList);
        connectEach(m_document, this, &HiddenPage::refreshList, &ScenarioDocument::sidesChanged,
                    &ScenarioDocument::zonesChanged);
        connect(m_document, &ScenarioDocument::zonesChanged, this, &HiddenPage::updateHighlight);
    }
    refreshList();
}

QString HiddenPage::currentId() const
{
    const QListWidgetItem *item = m_list->currentItem();
    return item ? item->data(Qt::UserRole).toString() : QString();
}

void HiddenPage::selectEntry(const QString &id)
{
    for (int i = 0; i < m_list->count(); ++i) {
        if (m_list->item(i)->data(Qt::UserRole).toString() == id) {
            m_list->setCurrentRow(i);
            return;
        }
    }
    m_list->setCurrentItem(nullptr);
}

QString HiddenPage::addEntry()
{
    if (!m_document)
        return QString();
    const Scenario &s = m_document->scenario();
    if (s.sides.isEmpty() || s.zones.isEmpty())
        return QString();
    HiddenUnits h;
    h.id = uniqueId(QStringLiteral("hidden"), s.hiddenIds());
    h.side = s.sides.constFirst().id;
    h.colour = s.sides.constFirst().colours.value(0);
    h.unitType = firstUnitOf(m_document->ruleset(), h.colour);
    h.zone = s.zones.constFirst().id;
    // Scenario 6's partisans: 1-4 none, 5 one unit, 6 two.
    h.outcomes = hiddenOutcomesFromCounts({0, 0, 0, 0, 1, 2});
    QList<HiddenUnits> hidden = s.hidden;
    hidden.append(h);
    m_document->undoStack()->push(
        new ChangeHidden(m_document, std::move(hidden), tr("Add Hidden Units")));
    selectEntry(h.id);
    return h.id;
}

void HiddenPage::removeCurrent()
{
    const QString id = currentId();
    if (!m_document || id.isEmpty())
        return;
    QList<HiddenUnits> hidden = m_document->scenario().hidden;
    const auto it = std::find_if(hidden.begin(), hidden.end(),
                                 [&id](const HiddenUnits &h) { return h.id == id; });
    if (it == hidden.end())
        return;
    const int row = int(it - hidden.begin());
    hidden.erase(it);
    const QString next = hidden.isEmpty()
        ? QString()
        : hidden.value(std::min<int>(row, int(hidden.size()) - 1)).id;
    m_document->undoStack()->push(
        new ChangeHidden(m_document, std::move(hidden), tr("Remove Hidden Units")));
    selectEntry(next);
}

void HiddenPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    updateHighlight();
}

void HiddenPage::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    updateHighlight();
}

void HiddenPage::refreshList()
{
    const QString previous = currentId();
    {
        const QSignalBlocker blocker(m_list);
        m_list->clear();
        if (m_document) {
            const Scenario &s = m_document->scenario();
            const Ruleset &r = m_document->ruleset();
            for (const HiddenUnits &h : s.hidden) {
                const Side *side = s.findSide(h.side);
                const Zone *zone = s.findZone(h.zone);
                const UnitType *type = r.findUnitType(h.unitType);
                const ArmyColour *colour = r.findColour(h.colour);
                auto *item = new QListWidgetItem(
                    tr("%1: %2 %3 in %4")
                        .arg(side ? side->name : h.side, colour ? colour->name : h.colour,
                             type ? type->name : h.unitType, zone ? zone->name : h.zone),
                    m_list);
                item->setData(Qt::UserRole, h.id);
                item->setToolTip(h.note.isEmpty() ? h.id : h.note);
            }
        }
        for (int i = 0; i < m_list->count(); ++i) {
            if (m_list->item(i)->data(Qt::UserRole).toString() == previous)
                m_list->setCurrentRow(i);
        }
        if (!m_list->currentItem() && m_list->count() > 0)
            m_list->setCurrentRow(0);
    }
    const bool canAdd = m_document && !m_document->scenario().sides.isEmpty()
        && !m_document->scenario().zones.isEmpty();
    m_addButton->setEnabled(canAdd);
    if (!m_document)
        m_emptyLabel->setText(tr("No scenario is open."));
    else if (!canAdd)
        m_emptyLabel->setText(tr("Hidden units need a side and a zone to hide in: add them "
                                 "first."));
    else if (m_list->count() == 0)
        m_emptyLabel->setText(tr("No hidden units. Add some to hide units in a zone until "
                                 "an enemy unit finds them by a die roll."));
    m_emptyLabel->setVisible(!m_document || !canAdd || m_list->count() == 0);
    refreshChoices();
    showEntry();
}

void HiddenPage::refreshChoices()
{
    const QSignalBlocker sideBlocker(m_sideCombo);
    const QSignalBlocker zoneBlocker(m_zoneCombo);
    m_sideCombo->clear();
    m_zoneCombo->clear();
    if (!m_document)
        return;
    for (const Side &side : m_document->scenario().sides)
        m_sideCombo->addItem(side.name.isEmpty() ? side.id : side.name, side.id);
    for (const Zone &zone : m_document->scenario().zones)
        m_zoneCombo->addItem(zone.name.isEmpty() ? zone.id : zone.name, zone.id);
}

void HiddenPage::showEntry()
{
    const HiddenUnits *h = findEntry(m_document, currentId());
    m_form->setVisible(h != nullptr);
    m_removeButton->setEnabled(h != nullptr);
    updateHighlight();
    if (!h)
        return;
    const Ruleset &r = m_document->ruleset();
    selectData(m_sideCombo, h->side);
    {
        const QSignalBlocker blocker(m_colourCombo);
        m_colourCombo->clear();
        if (const Side *side = m_document->scenario().findSide(h->side)) {
            for (const QString &id : side->colours) {
                const ArmyColour *colour = r.findColour(id);
                m_colourCombo->addItem(colour ? colour->name : id, id);
            }
        }
        m_colourCombo->setCurrentIndex(m_colourCombo->findData(h->colour));
    }
    {
        const QSignalBlocker blocker(m_unitCombo);
        m_unitCombo->clear();
        for (const UnitType &type : r.unitTypes) {
            if (type.colours.contains(h->colour))
                m_unitCombo->addItem(type.name, type.id);
        }
        m_unitCombo->setCurrentIndex(m_unitCombo->findData(h->unitType));
    }
    selectData(m_zoneCombo, h->zone);
    const QList<int> counts = hiddenCountsByFace(h->outcomes);
    for (int row = 0; row < 6; ++row) {
        auto *spin = static_cast<QSpinBox *>(m_outcomes->cellWidget(row, 0));
        const QSignalBlocker blocker(spin);
        spin->setValue(counts.at(row));
    }
    if (m_noteEdit->text() != h->note)
        m_noteEdit->setText(h->note);
}

void HiddenPage::updateHighlight()
{
    const HiddenUnits *h = findEntry(m_document, currentId());
    m_highlight->setZone(m_document, h ? h->zone : QString());
    m_highlight->setVisible(h && isVisible());
}

void HiddenPage::edit(const std::function<void(HiddenUnits &)> &change, const QString &mergeKey)
{
    const QString id = currentId();
    if (!m_document || id.isEmpty())
        return;
    QList<HiddenUnits> hidden = m_document->scenario().hidden;
    for (HiddenUnits &h : hidden) {
        if (h.id != id)
            continue;
        const HiddenUnits before = h;
        change(h);
        const bool same = before.side == h.side && before.colour == h.colour
            && before.unitType == h.unitType && before.zone == h.zone && before.note == h.note
            && hiddenCountsByFace(before.outcomes) == hiddenCountsByFace(h.outcomes)
            && before.outcomes.size() == h.outcomes.size();
        if (same)
            return;
        m_document->undoStack()->push(new ChangeHidden(
            m_document, std::move(hidden), tr("Edit Hidden Units"),
            mergeKey.isEmpty() ? QString() : QStringLiteral("hidden:%1:%2").arg(id, mergeKey)));
        return;
    }
}

} // namespace hexwright
