// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/preferencesdialog.h"

#include "export/mapexport.h"
#include "export/sheet.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace hexwright {

PreferencesDialog::PreferencesDialog(QWidget *parent)
    : QDialog(parent)
    , m_language(new QComboBox(this))
    , m_languageNote(new QLabel(this))
    , m_tableUnit(new QComboBox(this))
    , m_paper(new QComboBox(this))
    , m_hexSize(new QDoubleSpinBox(this))
    , m_autosave(new QSpinBox(this))
    , m_resetAll(new QPushButton(tr("&Reset All Settings..."), this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel
                                         | QDialogButtonBox::RestoreDefaults,
                                     this))
{
    setObjectName(QStringLiteral("preferencesDialog"));
    setWindowTitle(tr("Preferences"));

    m_language->setObjectName(QStringLiteral("languageCombo"));
    const QString system = Preferences::languageName(QLocale::system().name());
    m_language->addItem(
        system.isEmpty() ? tr("System default") : tr("System default (%1)").arg(system), QString());
    for (const QString &language : Preferences::languages())
        m_language->addItem(Preferences::languageName(language), language);
    m_languageNote->setObjectName(QStringLiteral("languageNote"));
    m_languageNote->setText(tr("A new language takes effect when Hexwright next starts."));
    m_languageNote->setWordWrap(true);

    m_tableUnit->setObjectName(QStringLiteral("tableUnitCombo"));
    m_tableUnit->addItem(tr("Inches (in)"), int(LengthUnit::Inch));
    m_tableUnit->addItem(tr("Centimetres (cm)"), int(LengthUnit::Centimetre));
    m_tableUnit->setToolTip(tr("How table lengths are shown; a scenario file keeps its own "
                               "unit"));

    m_paper->setObjectName(QStringLiteral("paperCombo"));
    for (const QString &name : paperNames()) {
        QPageSize::PageSizeId id = QPageSize::A4;
        parsePaperName(name, &id);
        const QSizeF mm = QPageSize::size(id, QPageSize::Millimeter);
        //: a paper size: "A4 (210 x 297 mm)"
        m_paper->addItem(tr("%1 (%2 x %3 mm)").arg(name).arg(mm.width()).arg(mm.height()), int(id));
    }
    m_paper->setToolTip(tr("The paper new print jobs start with"));

    m_hexSize->setObjectName(QStringLiteral("hexSizeSpin"));
    m_hexSize->setRange(MinExportHexSizeMm, MaxExportHexSizeMm);
    m_hexSize->setDecimals(1);
    m_hexSize->setSingleStep(0.5);
    m_hexSize->setSuffix(tr(" mm"));
    m_hexSize->setToolTip(tr("The hex size across the flats new map sheets and map images "
                             "start with; the book's map has 16 mm"));

    m_autosave->setObjectName(QStringLiteral("autosaveSpin"));
    m_autosave->setRange(0, Preferences::MaxAutosaveIntervalSeconds);
    m_autosave->setSingleStep(15);
    m_autosave->setSuffix(tr(" s"));
    m_autosave->setSpecialValueText(tr("Off"));
    m_autosave->setToolTip(tr("How often unsaved work is copied for recovery after a crash; "
                              "Off keeps no copies"));

    m_resetAll->setObjectName(QStringLiteral("resetAllButton"));
    m_resetAll->setToolTip(tr("Forget every setting: these preferences, the window layout, "
                              "recent files and print choices"));
    connect(m_resetAll, &QPushButton::clicked, this, &PreferencesDialog::resetAllSettings);

    auto *form = new QFormLayout;
    // Long translations wrap under their label rather than widen the dialog past the screen.
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(tr("&Language:"), m_language);
    form->addRow(QString(), m_languageNote);
    form->addRow(tr("&Table lengths in:"), m_tableUnit);
    form->addRow(tr("Default &paper:"), m_paper);
    form->addRow(tr("Default &hex size:"), m_hexSize);
    form->addRow(tr("&Autosave every:"), m_autosave);
    form->addRow(tr("All settings:"), m_resetAll);

    m_buttons->button(QDialogButtonBox::RestoreDefaults)
        ->setObjectName(QStringLiteral("restoreDefaultsButton"));
    m_buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("okButton"));
    m_buttons->button(QDialogButtonBox::Cancel)->setObjectName(QStringLiteral("cancelButton"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            [this] { setChoices(Preferences::defaults()); });

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addStretch();
    layout->addWidget(m_buttons);

    setChoices(Preferences::current());
}

PreferencesDialog::~PreferencesDialog() = default;

Preferences::Choices PreferencesDialog::choices() const
{
    Preferences::Choices choices;
    choices.language = m_language->currentData().toString();
    choices.tableUnit = LengthUnit(m_tableUnit->currentData().toInt());
    choices.paper = QPageSize::PageSizeId(m_paper->currentData().toInt());
    choices.printHexSizeMm = m_hexSize->value();
    choices.autosaveIntervalSeconds = m_autosave->value();
    return choices;
}

void PreferencesDialog::setChoices(const Preferences::Choices &choices)
{
    const auto select = [](QComboBox *combo, const QVariant &data) {
        const int index = combo->findData(data);
        combo->setCurrentIndex(index >= 0 ? index : 0);
    };
    select(m_language, choices.language);
    select(m_tableUnit, int(choices.tableUnit));
    select(m_paper, int(choices.paper));
    m_hexSize->setValue(choices.printHexSizeMm);
    m_autosave->setValue(choices.autosaveIntervalSeconds);
}

void PreferencesDialog::accept()
{
    Preferences::apply(choices());
    QDialog::accept();
}

void PreferencesDialog::resetAllSettings()
{
    QMessageBox box(QMessageBox::Warning, tr("Reset All Settings"),
                    tr("Forget every Hexwright setting: these preferences, the window layout, "
                       "recent files and print choices? This cannot be undone."),
                    QMessageBox::Reset | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("resetAllConfirmation"));
    box.button(QMessageBox::Reset)->setObjectName(QStringLiteral("confirmResetButton"));
    box.button(QMessageBox::Cancel)->setObjectName(QStringLiteral("cancelResetButton"));
    box.setDefaultButton(QMessageBox::Cancel);
    if (box.exec() != QMessageBox::Reset)
        return;
    Preferences::resetAll();
    m_reset = true;
    // Everything is forgotten already: the dialog closes, OK would only store its old choices.
    QDialog::reject();
}

} // namespace hexwright
