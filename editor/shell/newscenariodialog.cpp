// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/newscenariodialog.h"

#include "board/tablelayout.h"
#include "io/diagnostic.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollBar>
#include <QVBoxLayout>

namespace hexwright {

namespace {

/// A side of a table that is not a toy: at least 6 in (15 cm).
constexpr double SmallestSideMm = 150.0;

QDoubleSpinBox *lengthBox(const char *objectName, const QString &accessibleName)
{
    auto *box = new QDoubleSpinBox;
    box->setObjectName(QLatin1String(objectName));
    box->setAccessibleName(accessibleName);
    box->setDecimals(1);
    box->setSingleStep(1.0);
    return box;
}

} // namespace

NewScenarioDialog::NewScenarioDialog(RulesetRegistry &registry, QWidget *parent)
    : QDialog(parent)
    , m_registry(registry)
{
    setObjectName(QStringLiteral("newScenarioDialog"));
    setWindowTitle(tr("New Scenario"));
    setMinimumWidth(560);
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    layout->addLayout(form);

    m_rulesets = new QListWidget(this);
    m_rulesets->setObjectName(QStringLiteral("newScenarioRulesets"));
    m_rulesets->setSpacing(3);
    for (const QString &id : m_registry.rulesetIds()) {
        Diagnostics ignored;
        const Ruleset *ruleset = m_registry.ruleset(id, ignored);
        if (!ruleset)
            continue;
        m_ids.append(id);
        const QString board = ruleset->board == BoardKind::Table ? tr("table") : tr("hex map");
        // Two lines, the game's name first, so a long publisher line never hides which game
        // it is behind a scroll bar.
        auto *item = new QListWidgetItem(ruleset->name + QLatin1Char('\n')
                                             + tr("%1, on a %2").arg(ruleset->publisher, board),
                                         m_rulesets);
        item->setToolTip(item->text());
    }
    // Every game in view without scrolling, as wide as its longest line.
    int listHeight = 2 * m_rulesets->frameWidth();
    for (int row = 0; row < m_rulesets->count(); ++row)
        listHeight += m_rulesets->sizeHintForRow(row);
    m_rulesets->setMinimumHeight(qMin(listHeight, 360));
    m_rulesets->setMinimumWidth(m_rulesets->sizeHintForColumn(0) + 2 * m_rulesets->frameWidth()
                                + m_rulesets->verticalScrollBar()->sizeHint().width());
    form->addRow(tr("&Ruleset:"), m_rulesets);

    m_width = lengthBox("newScenarioTableWidth", tr("Table width"));
    m_depth = lengthBox("newScenarioTableDepth", tr("Table depth"));
    m_unit = new QComboBox(this);
    m_unit->setObjectName(QStringLiteral("newScenarioTableUnit"));
    m_unit->setAccessibleName(tr("Table unit"));
    m_unit->addItem(tr("in"), int(LengthUnit::Inch));
    m_unit->addItem(tr("cm"), int(LengthUnit::Centimetre));
    auto *size = new QHBoxLayout;
    size->addWidget(m_width, 1);
    //: between a table's width and depth: 36 x 24 in
    auto *times = new QLabel(tr("x"), this);
    size->addWidget(times);
    size->addWidget(m_depth, 1);
    size->addWidget(m_unit);
    auto *sizeLabel = new QLabel(tr("&Table:"), this);
    sizeLabel->setBuddy(m_width);
    form->addRow(sizeLabel, size);
    m_standard = new QCheckBox(tr("&Place the standard objectives and deployment areas"), this);
    m_standard->setObjectName(QStringLiteral("newScenarioStandardAreas"));
    m_standard->setChecked(true);
    form->addRow(QString(), m_standard);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    form->addRow(QString(), m_note);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Create"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_rulesets, &QListWidget::currentRowChanged, this, &NewScenarioDialog::rulesetChosen);
    connect(m_rulesets, &QListWidget::itemDoubleClicked, this, &QDialog::accept);
    connect(m_unit, &QComboBox::currentIndexChanged, this, &NewScenarioDialog::unitChosen);
    connect(m_rulesets, &QListWidget::currentRowChanged, buttons, [this, buttons](int row) {
        buttons->button(QDialogButtonBox::Ok)->setEnabled(row >= 0);
    });
    m_rulesets->setCurrentRow(m_ids.isEmpty() ? -1 : 0);
    rulesetChosen();
}

QString NewScenarioDialog::rulesetId() const
{
    return m_ids.value(m_rulesets->currentRow());
}

void NewScenarioDialog::setRulesetId(const QString &id)
{
    m_rulesets->setCurrentRow(int(m_ids.indexOf(id)));
}

bool NewScenarioDialog::isTable() const
{
    Diagnostics ignored;
    const QString id = rulesetId();
    const Ruleset *ruleset = id.isEmpty() ? nullptr : m_registry.ruleset(id, ignored);
    return ruleset && ruleset->board == BoardKind::Table;
}

void NewScenarioDialog::rulesetChosen()
{
    Diagnostics ignored;
    const QString id = rulesetId();
    const Ruleset *ruleset = id.isEmpty() ? nullptr : m_registry.ruleset(id, ignored);
    const bool table = ruleset && ruleset->board == BoardKind::Table;
    for (QWidget *field : {static_cast<QWidget *>(m_width), static_cast<QWidget *>(m_depth),
                           static_cast<QWidget *>(m_unit), static_cast<QWidget *>(m_standard)})
        field->setEnabled(table);
    if (!table) {
        m_note->setText(ruleset ? tr("The map is laid out from panels once the scenario is open.")
                                : QString());
        return;
    }
    const FamilyRules *family = ruleset->familyRules.get();
    const QSizeF size = family
        ? family->defaultTableSize()
        : QSizeF(toMillimetres(72, LengthUnit::Inch), toMillimetres(48, LengthUnit::Inch));
    const LengthUnit unit = family ? family->defaultTableUnit() : LengthUnit::Inch;
    setTable(unit, fromMillimetres(size.width(), unit), fromMillimetres(size.height(), unit));
    //: the family's table: "The rules of Hammer Wars play on 36 x 24 in."
    m_note->setText(tr("The rules of %1 play on %2 x %3 %4.")
                        .arg(ruleset->name, QString::number(fromMillimetres(size.width(), unit)),
                             QString::number(fromMillimetres(size.height(), unit)),
                             lengthUnitId(unit)));
}

void NewScenarioDialog::setTable(LengthUnit unit, double width, double depth)
{
    unit = unit == LengthUnit::Inch ? LengthUnit::Inch : LengthUnit::Centimetre;
    {
        const QSignalBlocker block(m_unit);
        m_unit->setCurrentIndex(m_unit->findData(int(unit)));
    }
    m_shownUnit = unit;
    for (QDoubleSpinBox *box : {m_width, m_depth}) {
        box->setRange(fromMillimetres(SmallestSideMm, unit), fromMillimetres(MaxTableSide, unit));
        box->setSuffix(QLatin1Char(' ') + lengthUnitId(unit));
    }
    m_width->setValue(width);
    m_depth->setValue(depth);
}

void NewScenarioDialog::unitChosen()
{
    const LengthUnit unit = LengthUnit(m_unit->currentData().toInt());
    if (unit == m_shownUnit)
        return;
    const double width = toMillimetres(m_width->value(), m_shownUnit);
    const double depth = toMillimetres(m_depth->value(), m_shownUnit);
    setTable(unit, fromMillimetres(width, unit), fromMillimetres(depth, unit));
}

void NewScenarioDialog::setStandardAreas(bool on)
{
    m_standard->setChecked(on);
}

NewScenarioOptions NewScenarioDialog::options() const
{
    NewScenarioOptions options;
    if (!isTable())
        return options;
    options.tableUnit = m_shownUnit;
    options.tableSize = QSizeF(toMillimetres(m_width->value(), m_shownUnit),
                               toMillimetres(m_depth->value(), m_shownUnit));
    options.standardAreas = m_standard->isChecked();
    return options;
}

} // namespace hexwright
