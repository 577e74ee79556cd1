// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "print/sheetoptionsdialog.h"

#include "print/paperfields.h"

#include "scenario/players.h"
#include "scenario/scenario.h"
#include "shell/preferences.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace hexwright {

namespace {

const QString PaperKey = QStringLiteral("print/paper");
const QString LandscapeKey = QStringLiteral("print/landscape");
const QString GreyscaleKey = QStringLiteral("print/greyscale");

QString settingsGroup(SheetKind kind)
{
    switch (kind) {
    case SheetKind::Map:
        return QStringLiteral("print/mapSheets/");
    case SheetKind::Setup:
        return QStringLiteral("print/setupSheets/");
    case SheetKind::Counters:
        return QStringLiteral("print/counterSheets/");
    }
    return QString();
}

QDoubleSpinBox *lengthBox(double minimum, double maximum, QWidget *parent)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setRange(minimum, maximum);
    box->setDecimals(1);
    box->setSingleStep(0.5);
    box->setSuffix(SheetOptionsDialog::tr(" mm"));
    return box;
}

QCheckBox *checkBox(const QString &text, const char *objectName, QWidget *parent)
{
    auto *box = new QCheckBox(text, parent);
    box->setObjectName(QLatin1String(objectName));
    return box;
}

} // namespace

SheetOptionsDialog::SheetOptionsDialog(SheetKind kind, const MapExportSource &source,
                                       QWidget *parent)
    : QDialog(parent)
    , m_kind(kind)
    , m_source(source)
{
    setObjectName(QStringLiteral("sheetOptionsDialog"));
    setWindowTitle(kindName(kind));

    auto *form = new QFormLayout;
    m_paperFields = std::make_unique<PaperFields>(form, this);

    switch (kind) {
    case SheetKind::Map:
        buildMapPage(form);
        break;
    case SheetKind::Setup:
        buildSetupPage(form);
        break;
    case SheetKind::Counters:
        buildCountersPage(form);
        break;
    }
    m_greyscale
        = checkBox(tr("&Greyscale, terrain told apart by patterns"), "greyscaleCheck", this);
    m_greyscale->setToolTip(tr("For black-and-white printers; otherwise the book's colours"));
    form->addRow(QString(), m_greyscale);

    m_pageCount = new QLabel(this);
    m_pageCount->setObjectName(QStringLiteral("pageCountLabel"));
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_pageCount);
    layout->addWidget(m_buttons);

    // Every control's change recounts the pages.
    for (QComboBox *combo : findChildren<QComboBox *>())
        connect(combo, &QComboBox::currentIndexChanged, this, &SheetOptionsDialog::updatePageCount);
    for (QDoubleSpinBox *box : findChildren<QDoubleSpinBox *>())
        connect(box, &QDoubleSpinBox::valueChanged, this, &SheetOptionsDialog::updatePageCount);
    for (QCheckBox *box : findChildren<QCheckBox *>())
        connect(box, &QCheckBox::toggled, this, &SheetOptionsDialog::updatePageCount);
    if (m_players)
        connect(m_players, &QListWidget::itemChanged, this, &SheetOptionsDialog::updatePageCount);

    setPaper(PaperSetup());
    switch (kind) {
    case SheetKind::Map:
        setMapOptions(MapSheetOptions());
        break;
    case SheetKind::Setup:
        setSetupOptions(SetupSheetOptions());
        break;
    case SheetKind::Counters:
        setCounterOptions(CounterSheetOptions());
        break;
    }
    updatePageCount();
}

SheetOptionsDialog::~SheetOptionsDialog() = default;

void SheetOptionsDialog::buildMapPage(QFormLayout *form)
{
    m_hexSize = lengthBox(MinExportHexSizeMm, MaxExportHexSizeMm, this);
    m_hexSize->setObjectName(QStringLiteral("hexSizeSpin"));
    m_hexSize->setToolTip(tr("Hex size across the flats on paper; the book's map has 16 mm"));
    form->addRow(tr("&Hex size:"), m_hexSize);
    m_overlap = lengthBox(0, 50, this);
    m_overlap->setObjectName(QStringLiteral("overlapSpin"));
    m_overlap->setToolTip(tr("Map repeated on both sides of the seam between two pages"));
    form->addRow(tr("O&verlap:"), m_overlap);
    m_cutMarks = checkBox(tr("&Cut and alignment marks"), "cutMarksCheck", this);
    form->addRow(QString(), m_cutMarks);
    m_assemblyPage
        = checkBox(tr("&Assembly diagram page and page labels"), "assemblyPageCheck", this);
    form->addRow(QString(), m_assemblyPage);
    m_hexLabels = checkBox(tr("Hex &numbers"), "hexLabelsCheck", this);
    form->addRow(QString(), m_hexLabels);
}

void SheetOptionsDialog::buildSetupPage(QFormLayout *form)
{
    // A sheet per player, gathering every colour he runs ("Player 1: Blue, Tan").
    m_players = new QListWidget(this);
    m_players->setObjectName(QStringLiteral("playersList"));
    for (const PlayerSides &player : scenarioPlayers(m_source.scenario)) {
        QStringList colours;
        for (const QString &colour : player.colours())
            colours.append(colourTitle(colour, m_source.scenario, m_source.ruleset));
        auto *item = new QListWidgetItem(
            tr("Player %1: %2").arg(player.number).arg(colours.join(QStringLiteral(", "))),
            m_players);
        item->setData(Qt::UserRole, player.number);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
    }
    m_players->setMaximumHeight(m_players->sizeHintForRow(0) * 5 + 2 * m_players->frameWidth());
    form->addRow(tr("A sheet for &each player:"), m_players);
    m_referee = checkBox(tr("A &referee sheet showing everything"), "refereeCheck", this);
    form->addRow(QString(), m_referee);
    addProvisionalCheck(form);
}

void SheetOptionsDialog::buildCountersPage(QFormLayout *form)
{
    m_counterSize = lengthBox(6, 40, this);
    m_counterSize->setDecimals(2);
    m_counterSize->setObjectName(QStringLiteral("counterSizeSpin"));
    m_counterSize->setToolTip(tr("Counter edge on paper; the book's counters are half an inch "
                                 "(12.7 mm)"));
    form->addRow(tr("&Counter size:"), m_counterSize);
    m_backs = new QComboBox(this);
    m_backs->setObjectName(QStringLiteral("backsCombo"));
    m_backs->addItem(tr("On back pages, mirrored for double-sided printing"), false);
    m_backs->addItem(tr("Beside the fronts, to fold"), true);
    m_backs->setToolTip(tr("Where the backs of two-sided counters (infantry on foot and "
                           "mounted) go"));
    form->addRow(tr("&Backs:"), m_backs);
    m_cutLines = checkBox(tr("C&ut lines"), "cutLinesCheck", this);
    form->addRow(QString(), m_cutLines);
    addProvisionalCheck(form);
}

void SheetOptionsDialog::addProvisionalCheck(QFormLayout *form)
{
    m_markProvisional
        = checkBox(tr("&Mark provisional counter factors"), "markProvisionalCheck", this);
    m_markProvisional->setToolTip(tr("A dagger on the factors the rulebook's text does not give, "
                                     "and a footnote"));
    form->addRow(QString(), m_markProvisional);
}

QString SheetOptionsDialog::kindName(SheetKind kind)
{
    switch (kind) {
    case SheetKind::Map:
        return tr("Map Sheets");
    case SheetKind::Setup:
        return tr("Setup Sheets");
    case SheetKind::Counters:
        return tr("Counter Sheets");
    }
    return QString();
}

QString SheetOptionsDialog::pageCountText(int pages)
{
    return pages == 1 ? tr("Makes 1 page.") : tr("Makes %1 pages.").arg(pages);
}

void SheetOptionsDialog::setAcceptText(const QString &text)
{
    m_buttons->button(QDialogButtonBox::Ok)->setText(text);
}

PaperSetup SheetOptionsDialog::paper() const
{
    return m_paperFields->applyTo(PaperSetup());
}

void SheetOptionsDialog::setPaper(const PaperSetup &paper)
{
    m_paperFields->show(paper);
}

MapSheetOptions SheetOptionsDialog::mapOptions() const
{
    MapSheetOptions options;
    options.paper = paper();
    options.greyscale = m_greyscale->isChecked();
    if (m_kind != SheetKind::Map)
        return options;
    options.hexSizeMm = m_hexSize->value();
    options.overlapMm = m_overlap->value();
    options.cutMarks = m_cutMarks->isChecked();
    options.assemblyPage = m_assemblyPage->isChecked();
    options.hexLabels = m_hexLabels->isChecked();
    return options;
}

void SheetOptionsDialog::setMapOptions(const MapSheetOptions &options)
{
    setPaper(options.paper);
    m_greyscale->setChecked(options.greyscale);
    if (m_kind != SheetKind::Map)
        return;
    m_hexSize->setValue(options.hexSizeMm);
    m_overlap->setValue(options.overlapMm);
    m_cutMarks->setChecked(options.cutMarks);
    m_assemblyPage->setChecked(options.assemblyPage);
    m_hexLabels->setChecked(options.hexLabels);
}

SetupSheetOptions SheetOptionsDialog::setupOptions() const
{
    SetupSheetOptions options;
    options.paper = paper();
    options.greyscale = m_greyscale->isChecked();
    if (m_kind != SheetKind::Setup)
        return options;
    for (int row = 0; row < m_players->count(); ++row) {
        const QListWidgetItem *item = m_players->item(row);
        if (item->checkState() == Qt::Checked)
            options.players.append(item->data(Qt::UserRole).toInt());
    }
    options.refereeSheet = m_referee->isChecked();
    options.markProvisional = m_markProvisional->isChecked();
    return options;
}

void SheetOptionsDialog::setSetupOptions(const SetupSheetOptions &options)
{
    setPaper(options.paper);
    m_greyscale->setChecked(options.greyscale);
    if (m_kind != SheetKind::Setup)
        return;
    for (int row = 0; row < m_players->count(); ++row) {
        QListWidgetItem *item = m_players->item(row);
        const bool wanted = options.players.isEmpty()
            || options.players.contains(item->data(Qt::UserRole).toInt());
        item->setCheckState(wanted ? Qt::Checked : Qt::Unchecked);
    }
    m_referee->setChecked(options.refereeSheet);
    m_markProvisional->setChecked(options.markProvisional);
}

CounterSheetOptions SheetOptionsDialog::counterOptions() const
{
    CounterSheetOptions options;
    options.paper = paper();
    options.greyscale = m_greyscale->isChecked();
    if (m_kind != SheetKind::Counters)
        return options;
    options.counterSizeMm = m_counterSize->value();
    options.cutLines = m_cutLines->isChecked();
    options.backsBeside = m_backs->currentData().toBool();
    options.markProvisional = m_markProvisional->isChecked();
    return options;
}

void SheetOptionsDialog::setCounterOptions(const CounterSheetOptions &options)
{
    setPaper(options.paper);
    m_greyscale->setChecked(options.greyscale);
    if (m_kind != SheetKind::Counters)
        return;
    m_counterSize->setValue(options.counterSizeMm);
    m_cutLines->setChecked(options.cutLines);
    m_backs->setCurrentIndex(m_backs->findData(options.backsBeside));
    m_markProvisional->setChecked(options.markProvisional);
}

std::unique_ptr<SheetDocument> SheetOptionsDialog::makeDocument() const
{
    switch (m_kind) {
    case SheetKind::Map:
        return makeMapSheets(m_source, mapOptions());
    case SheetKind::Setup:
        return makeSetupSheets(m_source, setupOptions());
    case SheetKind::Counters:
        return makeCounterSheets(m_source, counterOptions());
    }
    return nullptr;
}

void SheetOptionsDialog::restoreSettings()
{
    const QSettings settings;
    // The user's last choice, else the default paper of the preferences.
    PaperSetup paper;
    paper.size = Preferences::defaultPaper();
    parsePaperName(settings.value(PaperKey).toString(), &paper.size);
    if (settings.value(LandscapeKey, false).toBool())
        paper.orientation = QPageLayout::Landscape;
    const bool greyscale = settings.value(GreyscaleKey, false).toBool();
    const QString group = settingsGroup(m_kind);
    const auto value = [&](const char *key, const QVariant &fallback) {
        return settings.value(group + QLatin1String(key), fallback);
    };
    switch (m_kind) {
    case SheetKind::Map: {
        MapSheetOptions options;
        options.paper = paper;
        options.greyscale = greyscale;
        options.hexSizeMm = value("hexSizeMm", Preferences::printHexSizeMm()).toDouble();
        options.overlapMm = value("overlapMm", options.overlapMm).toDouble();
        options.cutMarks = value("cutMarks", options.cutMarks).toBool();
        options.assemblyPage = value("assemblyPage", options.assemblyPage).toBool();
        options.hexLabels = value("hexLabels", options.hexLabels).toBool();
        setMapOptions(options);
        break;
    }
    case SheetKind::Setup: {
        // Which players belong to a scenario, not to the settings: all of them at first.
        SetupSheetOptions options;
        options.paper = paper;
        options.greyscale = greyscale;
        options.refereeSheet = value("refereeSheet", options.refereeSheet).toBool();
        options.markProvisional = value("markProvisional", options.markProvisional).toBool();
        setSetupOptions(options);
        break;
    }
    case SheetKind::Counters: {
        CounterSheetOptions options;
        options.paper = paper;
        options.greyscale = greyscale;
        options.counterSizeMm = value("counterSizeMm", options.counterSizeMm).toDouble();
        options.cutLines = value("cutLines", options.cutLines).toBool();
        options.backsBeside = value("backsBeside", options.backsBeside).toBool();
        options.markProvisional = value("markProvisional", options.markProvisional).toBool();
        setCounterOptions(options);
        break;
    }
    }
}

void SheetOptionsDialog::saveSettings() const
{
    QSettings settings;
    const PaperSetup chosen = paper();
    settings.setValue(PaperKey, PaperFields::paperName(chosen.size));
    settings.setValue(LandscapeKey, chosen.orientation == QPageLayout::Landscape);
    settings.setValue(GreyscaleKey, m_greyscale->isChecked());
    const QString group = settingsGroup(m_kind);
    const auto setValue = [&](const char *key, const QVariant &value) {
        settings.setValue(group + QLatin1String(key), value);
    };
    switch (m_kind) {
    case SheetKind::Map: {
        const MapSheetOptions options = mapOptions();
        setValue("hexSizeMm", options.hexSizeMm);
        setValue("overlapMm", options.overlapMm);
        setValue("cutMarks", options.cutMarks);
        setValue("assemblyPage", options.assemblyPage);
        setValue("hexLabels", options.hexLabels);
        break;
    }
    case SheetKind::Setup:
        setValue("refereeSheet", m_referee->isChecked());
        setValue("markProvisional", m_markProvisional->isChecked());
        break;
    case SheetKind::Counters: {
        const CounterSheetOptions options = counterOptions();
        setValue("counterSizeMm", options.counterSizeMm);
        setValue("cutLines", options.cutLines);
        setValue("backsBeside", options.backsBeside);
        setValue("markProvisional", options.markProvisional);
        break;
    }
    }
}

void SheetOptionsDialog::updatePageCount()
{
    if (!m_pageCount || !m_buttons)
        return; // still being built
    QString problem;
    if (m_kind == SheetKind::Setup && setupOptions().players.isEmpty())
        problem = tr("Tick at least one player.");
    const int pages = problem.isEmpty() ? makeDocument()->pageCount() : 0;
    if (problem.isEmpty() && pages <= 0)
        problem = tr("Nothing to print.");
    m_pageCount->setText(problem.isEmpty() ? pageCountText(pages) : problem);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

} // namespace hexwright
