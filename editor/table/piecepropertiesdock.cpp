// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/piecepropertiesdock.h"

#include "dockscroll.h"
#include "document/scenariodocument.h"
#include "edit/tableedits.h"
#include "editorcontext.h"
#include "playtest/playtestextension.h"
#include "ruleset/ruleset.h"
#include "table/tablepainting.h"
#include "table/tablestate.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace hexwright {

namespace {

/// The unit the table's lengths are typed in: its own (a millimetre table in centimetres).
LengthUnit shownUnit(const TableLayout *table)
{
    return table && table->unit == LengthUnit::Inch ? LengthUnit::Inch : LengthUnit::Centimetre;
}

} // namespace

PiecePropertiesDock::PiecePropertiesDock(TableState *state, QWidget *parent)
    : QDockWidget(tr("Piece Properties"), parent)
    , m_state(state)
    , m_hint(new QLabel(tr("Select one terrain piece to see and change its properties.")))
    , m_form(new QWidget)
    , m_name(new QLineEdit)
    , m_traitsBox(new QGroupBox(tr("Traits")))
    , m_traitsLayout(new QVBoxLayout(m_traitsBox))
    , m_height(lengthBox(tr("Height"), 0))
    , m_x(lengthBox(tr("Across (x)"), -1e4))
    , m_y(lengthBox(tr("Down (y)"), -1e4))
    , m_width(lengthBox(tr("Width"), 0.01))
    , m_depth(lengthBox(tr("Depth"), 0.01))
    , m_rotation(new QDoubleSpinBox)
    , m_facts(new QLabel)
{
    setObjectName(QStringLiteral("piecePropertiesDock"));
    m_hint->setWordWrap(true);
    m_name->setObjectName(QStringLiteral("pieceNameEdit"));
    m_name->setAccessibleName(tr("Name"));
    m_name->setPlaceholderText(tr("No name"));
    m_height->setSpecialValueText(tr("none"));
    m_rotation->setObjectName(QStringLiteral("pieceRotationBox"));
    m_rotation->setAccessibleName(tr("Rotation"));
    m_rotation->setRange(-180, 180);
    m_rotation->setDecimals(1);
    m_rotation->setWrapping(true);
    m_rotation->setSingleStep(TableState::RotateStep);
    m_rotation->setSuffix(tr(" °"));
    m_rotation->setKeyboardTracking(false);

    auto *form = new QFormLayout(m_form);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(m_traitsBox);
    form->addRow(tr("&Height:"), m_height);
    form->addRow(tr("&Across:"), m_x);
    form->addRow(tr("&Down:"), m_y);
    form->addRow(tr("&Width:"), m_width);
    form->addRow(tr("D&epth:"), m_depth);
    form->addRow(tr("&Rotation:"), m_rotation);
    m_facts->setObjectName(QStringLiteral("pieceRulesFacts"));
    m_facts->setWordWrap(true);
    m_facts->setTextFormat(Qt::RichText);
    form->addRow(m_facts);
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->addWidget(m_hint);
    layout->addWidget(m_form);
    layout->addStretch();
    setWidget(inDockScrollArea(content));

    connect(m_name, &QLineEdit::textEdited, this, &PiecePropertiesDock::nameEdited);
    connect(m_height, &QDoubleSpinBox::valueChanged, this, &PiecePropertiesDock::heightEdited);
    for (QDoubleSpinBox *box : {m_x, m_y, m_width, m_depth, m_rotation})
        connect(box, &QDoubleSpinBox::valueChanged, this, [this, box] { geometryEdited(box); });
    connect(state, &TableState::selectionChanged, this, &PiecePropertiesDock::refresh);
    connect(state, &TableState::optionsChanged, this, [this] {
        rebuildTraits();
        refresh();
    });
    rebuildTraits();
    refresh();
}

QDoubleSpinBox *PiecePropertiesDock::lengthBox(const QString &name, double minimum)
{
    auto *box = new QDoubleSpinBox;
    box->setAccessibleName(name);
    box->setRange(minimum, 1e4);
    box->setDecimals(2);
    box->setSingleStep(0.5);
    box->setKeyboardTracking(false);
    return box;
}

void PiecePropertiesDock::rebuildTraits()
{
    qDeleteAll(m_traits);
    m_traits.clear();
    ScenarioDocument *document = m_state->document();
    if (!document)
        return;
    // A table ruleset's terrain types are the traits its pieces may have.
    for (const TerrainType &terrain : document->ruleset().terrain) {
        auto *box = new QCheckBox(terrain.name);
        box->setObjectName(QStringLiteral("pieceTrait_") + terrain.id);
        box->setProperty("traitId", terrain.id);
        m_traitsLayout->addWidget(box);
        m_traits.append(box);
        connect(box, &QCheckBox::toggled, this, &PiecePropertiesDock::traitToggled);
    }
}

void PiecePropertiesDock::refresh()
{
    const TableLayout *table = m_state->layout();
    const QStringList selection = m_state->selection();
    const TablePiece *piece
        = table && selection.size() == 1 ? table->findPiece(selection.first()) : nullptr;
    m_hint->setVisible(!piece);
    m_form->setEnabled(piece != nullptr);
    if (!piece)
        return;
    m_refreshing = true;
    const LengthUnit unit = shownUnit(table);
    const QString suffix = QLatin1Char(' ') + lengthUnitId(unit);
    if (m_name->text() != piece->name)
        m_name->setText(piece->name);
    for (QCheckBox *box : std::as_const(m_traits))
        box->setChecked(piece->traits.contains(box->property("traitId").toString()));
    const QRectF local = localBounds(piece->shape);
    const QPointF centre = piece->shape.toTable(local.center());
    const std::pair<QDoubleSpinBox *, double> lengths[] = {
        {m_height, piece->height.value_or(0)},
        {m_x, centre.x()},
        {m_y, centre.y()},
        {m_width, local.width()},
        {m_depth, local.height()},
    };
    for (const auto &[box, millimetres] : lengths) {
        box->setSuffix(suffix);
        box->setValue(fromMillimetres(millimetres, unit));
    }
    m_rotation->setValue(piece->shape.rotation);
    refreshFacts(*piece);
    m_refreshing = false;
}

void PiecePropertiesDock::refreshFacts(const TablePiece &piece)
{
    ScenarioDocument *document = m_state->document();
    const QList<PrintedCell> cells = document
        ? familyPieceFacts(document->ruleset().family, *document, piece)
        : QList<PrintedCell>();
    m_facts->setVisible(!cells.isEmpty());
    if (cells.isEmpty()) {
        m_facts->clear();
        return;
    }
    const QString dagger = QStringLiteral("\u2020");
    QString html = tr("<b>%1 rules</b>").arg(document->ruleset().name.toHtmlEscaped());
    html += QStringLiteral("<table>");
    bool provisional = false;
    for (const PrintedCell &cell : cells) {
        provisional = provisional || cell.provisional;
        html += QStringLiteral("<tr><td>%1:</td><td>%2%3</td></tr>")
                    .arg(cell.label.toHtmlEscaped(), cell.value.toHtmlEscaped(),
                         cell.provisional ? dagger : QString());
    }
    html += QStringLiteral("</table>");
    if (provisional)
        html += tr("<p>%1 Our value: the book that gives it is lost (Scenario > Ruleset "
                   "Charts...).</p>")
                    .arg(dagger);
    m_facts->setText(html);
}

void PiecePropertiesDock::nameEdited()
{
    const TableLayout *table = m_state->layout();
    if (m_refreshing || !table || m_state->selection().size() != 1)
        return;
    const QStringList ids = m_state->selection();
    m_state->apply(setPieceName(*table, ids.first(), m_name->text().trimmed()),
                   m_state->undoText(tr("Rename %1"), ids), ids,
                   QStringLiteral("piece-name-") + ids.first());
}

void PiecePropertiesDock::traitToggled()
{
    const TableLayout *table = m_state->layout();
    if (m_refreshing || !table || m_state->selection().size() != 1)
        return;
    QStringList traits;
    for (QCheckBox *box : std::as_const(m_traits)) {
        if (box->isChecked())
            traits.append(box->property("traitId").toString());
    }
    const QStringList ids = m_state->selection();
    m_state->apply(setPieceTraits(*table, ids.first(), traits),
                   m_state->undoText(tr("Change Traits of %1"), ids), ids);
}

void PiecePropertiesDock::heightEdited()
{
    const TableLayout *table = m_state->layout();
    if (m_refreshing || !table || m_state->selection().size() != 1)
        return;
    const QStringList ids = m_state->selection();
    const double value = m_height->value();
    const std::optional<double> height
        = value > 0 ? std::optional<double>(toMillimetres(value, shownUnit(table))) : std::nullopt;
    m_state->apply(setPieceHeight(*table, ids.first(), height),
                   m_state->undoText(tr("Change Height of %1"), ids), ids,
                   QStringLiteral("piece-height-") + ids.first());
}

void PiecePropertiesDock::geometryEdited(QDoubleSpinBox *box)
{
    const TableLayout *table = m_state->layout();
    if (m_refreshing || !table || m_state->selection().size() != 1)
        return;
    const QStringList ids = m_state->selection();
    const TablePiece *piece = table->findPiece(ids.first());
    if (!piece)
        return;
    const LengthUnit unit = shownUnit(table);
    const QRectF local = localBounds(piece->shape);
    const QPointF centre = piece->shape.toTable(local.center());
    const double value = box == m_rotation ? box->value() : toMillimetres(box->value(), unit);
    TableLayout after = *table;
    if (box == m_x || box == m_y) {
        const QPointF to(box == m_x ? value : centre.x(), box == m_y ? value : centre.y());
        after = movePieces(*table, ids, to - centre);
    } else if (box == m_width || box == m_depth) {
        const double sx = box == m_width && local.width() > 0 ? value / local.width() : 1.0;
        const double sy = box == m_depth && local.height() > 0 ? value / local.height() : 1.0;
        after = scalePiece(*table, ids.first(), sx, sy, local.center());
    } else {
        after = rotatePieces(*table, ids, value - piece->shape.rotation, centre);
    }
    m_state->apply(after, m_state->undoText(tr("Change %1"), ids), ids,
                   QStringLiteral("piece-%1-").arg(box->accessibleName()) + ids.first());
}

} // namespace hexwright
