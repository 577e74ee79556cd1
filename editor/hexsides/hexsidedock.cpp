// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hexsides/hexsidedock.h"

#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "hexsides/hexsidestate.h"
#include "ruleset/ruleset.h"

#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPixmap>
#include <QSpinBox>
#include <QVBoxLayout>

namespace hexwright {

namespace {

constexpr int TypeRole = Qt::UserRole;

/// A swatch of the stroke: a hex side drawn in the type's colour and style.
QIcon strokeIcon(const HexsideType &type)
{
    QPixmap pixmap(24, 24);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    QPen pen(type.colour, 5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    if (type.stroke == HexsideStroke::Dashed)
        pen.setDashPattern({2.0, 1.5});
    else if (type.stroke == HexsideStroke::Dotted)
        pen.setDashPattern({0.01, 1.8});
    painter.setPen(pen);
    const QPolygonF line({QPointF(3, 18), QPointF(9, 6), QPointF(15, 6), QPointF(21, 18)});
    painter.drawPolyline(line);
    if (type.stroke == HexsideStroke::Double) {
        painter.setPen(QPen(Qt::white, 1.6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPolyline(line);
    }
    return QIcon(pixmap);
}

/// What the type does, in words, for its tool tip.
QString describe(const HexsideType &type, const Ruleset &ruleset)
{
    QStringList lines;
    switch (type.los) {
    case HexsideLos::None:
        lines << HexsideDock::tr("Does not block line of sight.");
        break;
    case HexsideLos::Blocks:
        lines << HexsideDock::tr("Blocks line of sight.");
        break;
    case HexsideLos::BlocksLower:
        lines << HexsideDock::tr("Blocks line of sight unless the viewer or the target stands "
                                 "%n above its lower hex.",
                                 nullptr, type.height);
        break;
    }
    for (const MovementClass &mc : ruleset.movementClasses) {
        const HexsideCost cost = type.surcharge(mc.id);
        if (cost.prohibited)
            lines << HexsideDock::tr("%1: cannot cross.").arg(mc.name);
        else if (cost.factors > 0)
            lines << HexsideDock::tr("%1: +%2 to cross.").arg(mc.name).arg(cost.factors);
    }
    for (auto it = type.attackModifiers.cbegin(); it != type.attackModifiers.cend(); ++it)
        lines << HexsideDock::tr("Attack (%1): %2").arg(it.key()).arg(it.value());
    return lines.join(QLatin1Char('\n'));
}

} // namespace

HexsideDock::HexsideDock(HexsideState *state, QWidget *parent)
    : QDockWidget(tr("Hexsides"), parent)
    , m_state(state)
    , m_list(new QListWidget(this))
    , m_height(new QSpinBox(this))
{
    setObjectName(QStringLiteral("hexsideDock"));
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    m_list->setObjectName(QStringLiteral("hexsideTypeList"));
    m_list->setAccessibleName(tr("Hexside types"));
    m_list->setIconSize(QSize(24, 24));
    layout->addWidget(m_list, 1);

    auto *form = new QFormLayout;
    m_height->setObjectName(QStringLiteral("hexHeightSpin"));
    m_height->setRange(HexHeights::Lowest, HexHeights::Highest);
    m_height->setValue(state->height());
    m_height->setAccessibleName(tr("Height the height tool gives"));
    form->addRow(tr("&Height:"), m_height);
    layout->addLayout(form);
    auto *hint = new QLabel(tr("Hexsides tool (W): click a side or drag along sides; right "
                               "button or Shift erases. Heights tool (T): click or drag over "
                               "hexes."),
                            content);
    hint->setWordWrap(true);
    hint->setEnabled(false); // greyed: a hint, not a control
    layout->addWidget(hint);
    setWidget(content);

    connect(m_list, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *item) {
        if (item)
            m_state->setType(quint8(item->data(TypeRole).toInt()));
    });
    connect(m_height, &QSpinBox::valueChanged, state, &HexsideState::setHeight);
    connect(state, &HexsideState::heightChanged, m_height, &QSpinBox::setValue);
    connect(state, &HexsideState::typeChanged, this, &HexsideDock::showType);
    connect(state->context(), &EditorContext::documentChanged, this, &HexsideDock::rebuild);
    rebuild();
}

void HexsideDock::rebuild()
{
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    const ScenarioDocument *document = m_state->document();
    if (!document || document->ruleset().hexsides.isEmpty()) {
        auto *none = new QListWidgetItem(tr("The ruleset defines no hexside types"), m_list);
        none->setFlags(Qt::NoItemFlags);
        return;
    }
    const Ruleset &ruleset = document->ruleset();
    for (int i = 0; i < ruleset.hexsides.size(); ++i) {
        const HexsideType &type = ruleset.hexsides.at(i);
        auto *item = new QListWidgetItem(strokeIcon(type), type.name, m_list);
        item->setData(TypeRole, i);
        item->setToolTip(describe(type, ruleset));
    }
    showType(m_state->type());
}

void HexsideDock::showType(quint8 type)
{
    const QSignalBlocker blocker(m_list);
    for (int row = 0; row < m_list->count(); ++row) {
        QListWidgetItem *item = m_list->item(row);
        if ((item->flags() & Qt::ItemIsEnabled) && item->data(TypeRole).toInt() == type)
            m_list->setCurrentItem(item);
    }
}

} // namespace hexwright
