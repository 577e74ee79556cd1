// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "print/playsheetsdialog.h"

#include "print/paperfields.h"

#include "print/sheetoptionsdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace hexwright {

namespace {

QString settingsGroup(PlaySheetKind kind)
{
    switch (kind) {
    case PlaySheetKind::UnitCards:
        return QStringLiteral("print/unitCards/");
    case PlaySheetKind::SideSheets:
        return QStringLiteral("print/sideSheets/");
    case PlaySheetKind::TableDiagram:
        return QStringLiteral("print/tableDiagram/");
    case PlaySheetKind::Templates:
        return QStringLiteral("print/pieceTemplates/");
    case PlaySheetKind::Roster:
        return QStringLiteral("print/rosters/");
    }
    return QString();
}

/// The paper each kind starts on: the diagram landscape, the rest portrait.
PaperSetup defaultPaper(PlaySheetKind kind)
{
    switch (kind) {
    case PlaySheetKind::UnitCards:
        return UnitCardOptions().paper;
    case PlaySheetKind::TableDiagram:
        return TableDiagramOptions().paper;
    case PlaySheetKind::SideSheets:
    case PlaySheetKind::Templates:
    case PlaySheetKind::Roster:
        break;
    }
    return PaperSetup();
}

QCheckBox *checkBox(const QString &text, const char *objectName, QWidget *parent)
{
    auto *box = new QCheckBox(text, parent);
    box->setObjectName(QLatin1String(objectName));
    return box;
}

} // namespace

PlaySheetsDialog::PlaySheetsDialog(PlaySheetKind kind, const Ruleset &ruleset,
                                   const Scenario &scenario, QWidget *parent)
    : QDialog(parent)
    , m_kind(kind)
    , m_ruleset(ruleset)
    , m_scenario(scenario)
{
    setObjectName(QStringLiteral("playSheetsDialog"));
    setWindowTitle(kindName(kind));

    auto *form = new QFormLayout;
    m_paperFields = std::make_unique<PaperFields>(form, this);

    switch (kind) {
    case PlaySheetKind::UnitCards:
        m_gap = checkBox(tr("&Gaps between the cards"), "cardGapCheck", this);
        m_gap->setToolTip(tr("3 mm between cards where the paper has room, instead of shared "
                             "cut lines"));
        m_cutMarks = checkBox(tr("&Cut marks"), "cutMarksCheck", this);
        m_allTypes = checkBox(tr("&Every unit type of the rules"), "allUnitTypesCheck", this);
        m_allTypes->setToolTip(tr("Otherwise only the unit types the sides use"));
        m_markProvisional
            = checkBox(tr("&Mark values the rules do not give"), "markProvisionalCheck", this);
        form->addRow(QString(), m_gap);
        form->addRow(QString(), m_cutMarks);
        form->addRow(QString(), m_allTypes);
        form->addRow(QString(), m_markProvisional);
        break;
    case PlaySheetKind::TableDiagram:
        m_dimensions
            = checkBox(tr("&Dimension lines to the nearest edges"), "dimensionsCheck", this);
        form->addRow(QString(), m_dimensions);
        break;
    case PlaySheetKind::Templates:
        m_overlap = new QDoubleSpinBox(this);
        m_overlap->setObjectName(QStringLiteral("overlapSpin"));
        m_overlap->setRange(0.0, 30.0);
        m_overlap->setDecimals(1);
        m_overlap->setSuffix(tr(" mm"));
        form->addRow(tr("O&verlap:"), m_overlap);
        break;
    case PlaySheetKind::SideSheets:
    case PlaySheetKind::Roster:
        break;
    }

    m_pageCount = new QLabel(this);
    m_pageCount->setObjectName(QStringLiteral("pageCountLabel"));
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_pageCount);
    layout->addWidget(m_buttons);

    setPaper(defaultPaper(kind));
    if (m_gap) {
        const UnitCardOptions cards;
        m_gap->setChecked(cards.gap);
        m_cutMarks->setChecked(cards.cutMarks);
        m_allTypes->setChecked(cards.allUnitTypes);
        m_markProvisional->setChecked(cards.markProvisional);
    }
    if (m_dimensions)
        m_dimensions->setChecked(TableDiagramOptions().dimensions);
    if (m_overlap)
        m_overlap->setValue(TableTemplateOptions().overlapMm);

    for (QComboBox *combo : findChildren<QComboBox *>())
        connect(combo, &QComboBox::currentIndexChanged, this, &PlaySheetsDialog::updatePageCount);
    for (QCheckBox *box : findChildren<QCheckBox *>())
        connect(box, &QCheckBox::toggled, this, &PlaySheetsDialog::updatePageCount);
    if (m_overlap)
        connect(m_overlap, &QDoubleSpinBox::valueChanged, this, &PlaySheetsDialog::updatePageCount);
    updatePageCount();
}

PlaySheetsDialog::~PlaySheetsDialog() = default;

QString PlaySheetsDialog::kindName(PlaySheetKind kind)
{
    switch (kind) {
    case PlaySheetKind::UnitCards:
        return tr("Unit Cards");
    case PlaySheetKind::SideSheets:
        return tr("Side Sheets");
    case PlaySheetKind::TableDiagram:
        return tr("Table Diagram");
    case PlaySheetKind::Templates:
        return tr("Piece Templates");
    case PlaySheetKind::Roster:
        return tr("Rosters");
    }
    return QString();
}

void PlaySheetsDialog::setAcceptText(const QString &text)
{
    m_buttons->button(QDialogButtonBox::Ok)->setText(text);
}

PaperSetup PlaySheetsDialog::paper() const
{
    return m_paperFields->applyTo(defaultPaper(m_kind));
}

void PlaySheetsDialog::setPaper(const PaperSetup &paper)
{
    m_paperFields->show(paper);
}

UnitCardOptions PlaySheetsDialog::cardOptions() const
{
    UnitCardOptions options;
    options.paper = paper();
    if (m_gap) {
        options.gap = m_gap->isChecked();
        options.cutMarks = m_cutMarks->isChecked();
        options.allUnitTypes = m_allTypes->isChecked();
        options.markProvisional = m_markProvisional->isChecked();
    }
    return options;
}

TableDiagramOptions PlaySheetsDialog::diagramOptions() const
{
    TableDiagramOptions options;
    options.paper = paper();
    if (m_dimensions)
        options.dimensions = m_dimensions->isChecked();
    return options;
}

TableTemplateOptions PlaySheetsDialog::templateOptions() const
{
    TableTemplateOptions options;
    options.paper = paper();
    if (m_overlap)
        options.overlapMm = m_overlap->value();
    return options;
}

SideSheetOptions PlaySheetsDialog::sideOptions() const
{
    SideSheetOptions options;
    options.paper = paper();
    return options;
}

RosterSheetOptions PlaySheetsDialog::rosterOptions() const
{
    RosterSheetOptions options;
    options.paper = paper();
    return options;
}

std::unique_ptr<SheetDocument> PlaySheetsDialog::makeDocument() const
{
    switch (m_kind) {
    case PlaySheetKind::UnitCards:
        return makeUnitCards(m_ruleset, m_scenario, cardOptions());
    case PlaySheetKind::SideSheets:
        return makeSideSheets(m_ruleset, m_scenario, sideOptions());
    case PlaySheetKind::TableDiagram:
        return makeTableDiagram(m_ruleset, m_scenario, diagramOptions());
    case PlaySheetKind::Templates:
        return makeTableTemplates(m_ruleset, m_scenario, templateOptions());
    case PlaySheetKind::Roster:
        return makeRosterSheets(m_ruleset, m_scenario, rosterOptions());
    }
    return nullptr;
}

void PlaySheetsDialog::updatePageCount()
{
    const std::unique_ptr<SheetDocument> document = makeDocument();
    m_pageCount->setText(SheetOptionsDialog::pageCountText(document ? document->pageCount() : 0));
}

void PlaySheetsDialog::restoreSettings()
{
    QSettings settings;
    const QString group = settingsGroup(m_kind);
    PaperSetup paper = this->paper();
    QPageSize::PageSizeId size = paper.size;
    if (parsePaperName(settings.value(group + QStringLiteral("paper")).toString(), &size))
        paper.size = size;
    if (settings.contains(group + QStringLiteral("landscape")))
        paper.orientation = settings.value(group + QStringLiteral("landscape")).toBool()
            ? QPageLayout::Landscape
            : QPageLayout::Portrait;
    setPaper(paper);
    const auto restore = [&](QCheckBox *box, const char *key) {
        if (box)
            box->setChecked(settings.value(group + QLatin1String(key), box->isChecked()).toBool());
    };
    restore(m_gap, "gap");
    restore(m_cutMarks, "cutMarks");
    restore(m_allTypes, "allUnitTypes");
    restore(m_markProvisional, "markProvisional");
    restore(m_dimensions, "dimensions");
    if (m_overlap)
        m_overlap->setValue(
            settings.value(group + QStringLiteral("overlap"), m_overlap->value()).toDouble());
    updatePageCount();
}

void PlaySheetsDialog::saveSettings() const
{
    QSettings settings;
    const QString group = settingsGroup(m_kind);
    const PaperSetup paper = this->paper();
    const QString paperName = PaperFields::paperName(paper.size);
    if (!paperName.isEmpty())
        settings.setValue(group + QStringLiteral("paper"), paperName);
    settings.setValue(group + QStringLiteral("landscape"),
                      paper.orientation == QPageLayout::Landscape);
    const auto save = [&](QCheckBox *box, const char *key) {
        if (box)
            settings.setValue(group + QLatin1String(key), box->isChecked());
    };
    save(m_gap, "gap");
    save(m_cutMarks, "cutMarks");
    save(m_allTypes, "allUnitTypes");
    save(m_markProvisional, "markProvisional");
    save(m_dimensions, "dimensions");
    if (m_overlap)
        settings.setValue(group + QStringLiteral("overlap"), m_overlap->value());
}

} // namespace hexwright
