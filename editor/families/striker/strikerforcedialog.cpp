// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "families/striker/strikerforcedialog.h"

#include "checks/scenariochecks.h"
#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "edit/familyedits.h"
#include "editorcontext.h"
#include "families/striker/checks/strikerchecks.h"
#include "families/striker/strikerdesign.h"
#include "families/striker/strikerforce.h"
#include "families/striker/strikerrules.h"
#include "ruleset/chartprint.h"
#include "ruleset/ruleset.h"
#include "shell/actionicons.h"
#include "shell/familydialogaction.h"
#include "shell/screensize.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <cmath>

namespace hexwright {

namespace {

QString numberText(double v)
{
    return QString::number(std::round(v * 100) / 100, 'g', 10);
}

QDoubleSpinBox *numberBox(double max, int decimals, double step = 1)
{
    auto *box = new QDoubleSpinBox;
    box->setRange(0, max);
    box->setDecimals(decimals);
    box->setSingleStep(step);
    box->setGroupSeparatorShown(true);
    return box;
}

} // namespace

StrikerForceDialog::StrikerForceDialog(ScenarioDocument *document, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
{
    setWindowTitle(tr("Force and Environment"));
    setObjectName(QStringLiteral("strikerForceDialog"));
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("&Side:")));
    m_side = new QComboBox;
    m_side->setObjectName(QStringLiteral("side"));
    static_cast<QLabel *>(top->itemAt(0)->widget())->setBuddy(m_side);
    top->addWidget(m_side, 1);
    layout->addLayout(top);

    auto *split = new QSplitter(Qt::Vertical);
    m_tabs = new QTabWidget;
    m_tabs->addTab(buildSidesTab(), tr("&Budget and Support"));
    m_tabs->addTab(buildForcesTab(), tr("&Forces"));
    m_tabs->addTab(buildWorksTab(), tr("&Pre-game Works"));
    m_tabs->addTab(buildEnvironmentTab(), tr("&Environment and Terrain"));
    split->addWidget(m_tabs);
    auto *problems = new QWidget;
    auto *problemsLayout = new QVBoxLayout(problems);
    problemsLayout->setContentsMargins(0, 0, 0, 0);
    problemsLayout->addWidget(new QLabel(tr("Problems (click to go there):")));
    m_problems = new QListWidget;
    m_problems->setObjectName(QStringLiteral("problems"));
    problemsLayout->addWidget(m_problems);
    split->addWidget(problems);
    split->setStretchFactor(0, 4);
    split->setStretchFactor(1, 1);
    layout->addWidget(split, 1);
    auto *note = new QLabel(tr("Striker's Book 1 and Book 3 are lost: prices of designs rest on "
                               "the provisional Book 3 charts (marked %1), troop equipment, kit, "
                               "workshop and kitchen prices are not given, and a stand's men are "
                               "yours to say.")
                                .arg(provisionalChartMark()));
    note->setWordWrap(true);
    layout->addWidget(note);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    layout->addWidget(buttons);

    connect(m_side, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating) {
            showSide();
            rebuildForces();
            rebuildWorks();
            showTotals();
        }
    });
    connect(m_problems, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        const int row = m_problems->row(item);
        if (row >= 0 && row < m_shown.size())
            jumpTo(m_shown.at(row));
    });
    connect(m_problems, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        const int row = m_problems->row(item);
        if (row >= 0 && row < m_shown.size())
            jumpTo(m_shown.at(row));
    });
    if (m_document) {
        const auto again = [this] {
            refresh();
        };
        connect(m_document, &ScenarioDocument::familyChanged, this, again);
        connect(m_document, &ScenarioDocument::forcesChanged, this, again);
        connect(m_document, &ScenarioDocument::sidesChanged, this, again);
        connect(m_document, &ScenarioDocument::tableChanged, this, again);
        connect(m_document, &QObject::destroyed, this, &QDialog::close);
    }
    refresh();
    fitToScreen(this, QSize(900, 680));
}

StrikerForceDialog::~StrikerForceDialog() = default;

QString StrikerForceDialog::currentSide() const
{
    return m_side->currentData().toString();
}

void StrikerForceDialog::selectSide(const QString &sideId)
{
    const int at = m_side->findData(sideId);
    if (at >= 0)
        m_side->setCurrentIndex(at);
}

// --- The tabs --------------------------------------------------------------------------------

QWidget *StrikerForceDialog::buildSidesTab()
{
    auto *page = new QWidget;
    auto *row = new QHBoxLayout(page);
    auto *form = new QFormLayout;
    const StrikerRules &rules = strikerRules(m_document->ruleset());
    auto *forceType = new QComboBox;
    forceType->addItem(tr("(none)"), QString());
    for (const StrikerPersonnelCost &p : rules.personnel)
        forceType->addItem(tr("%1 (%2 a man a year)").arg(p.name, strikerCrText(p.cr)), p.id);
    m_fields.insert(QStringLiteral("force_type"), forceType);
    form->addRow(tr("Force &type:"), forceType);
    connect(forceType, &QComboBox::currentIndexChanged, this, [this, forceType] {
        setSideText(QStringLiteral("force_type"), forceType->currentData().toString());
    });
    const auto numberRow = [&](const QString &key, const QString &label, double max,
                               const QString &prefix = QString()) {
        auto *box = numberBox(max, 0);
        box->setPrefix(prefix);
        box->setObjectName(key);
        m_fields.insert(key, box);
        form->addRow(label, box);
        connect(box, &QDoubleSpinBox::valueChanged, this,
                [this, key](double v) { setSideValue(key, v); });
    };
    numberRow(QStringLiteral("budget"), tr("&Budget a year:"), 1e13, QStringLiteral("Cr"));
    numberRow(QStringLiteral("man_hours"), tr("Pre-game &man-hours:"), 1e7);
    numberRow(QStringLiteral("hours"), tr("&Hours before the game:"), 1e5);
    const QStringList labels {tr("&Medics:"),
                              tr("Company &station medics:"),
                              tr("Battalion &aid medics:"),
                              tr("Me&chanics:"),
                              tr("&Tool kits:"),
                              tr("&Workshops:"),
                              tr("C&ooks:"),
                              tr("&Kitchens:"),
                              tr("&Vets:"),
                              tr("A&nimals:"),
                              tr("&Engineers:")};
    const QStringList keys = striker::supportKeys();
    for (int i = 0; i < keys.size(); ++i)
        numberRow(keys.at(i), labels.value(i, keys.at(i)), 1e6);
    row->addLayout(form, 1);

    auto *totals = new QVBoxLayout;
    const QList<std::pair<const char *, QString>> bars {
        {"budget", tr("Costs against the budget")},
        {"man_hours", tr("Pre-game works against the man-hours")},
        {"medics", tr("Medics")},
        {"mechanics", tr("Mechanics")},
        {"cooks", tr("Cooks")},
        {"vets", tr("Vets")}};
    for (const auto &[id, label] : bars) {
        totals->addWidget(new QLabel(label));
        auto *bar = new QProgressBar;
        bar->setObjectName(QLatin1String(id));
        bar->setTextVisible(true);
        m_bars.insert(QLatin1String(id), bar);
        totals->addWidget(bar);
    }
    m_costs = new QLabel;
    m_costs->setObjectName(QStringLiteral("costs"));
    m_costs->setWordWrap(true);
    totals->addWidget(m_costs);
    m_penalties = new QLabel;
    m_penalties->setObjectName(QStringLiteral("penalties"));
    m_penalties->setWordWrap(true);
    totals->addWidget(m_penalties);
    totals->addStretch(1);
    row->addLayout(totals, 1);
    return page;
}

QWidget *StrikerForceDialog::buildForcesTab()
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    m_forces = new QTableWidget(0, 8);
    m_forces->setObjectName(QStringLiteral("forces"));
    m_forces->setHorizontalHeaderLabels(
        {tr("Entry"), tr("Cr each"), tr("Quality"), tr("Men a stand"), tr("Equipment Cr a stand"),
         tr("Sealed suits"), tr("Load kg a soldier"), tr("Battle dress")});
    m_forces->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_forces->verticalHeader()->hide();
    layout->addWidget(m_forces);
    auto *note = new QLabel(tr("A vehicle's crew is its design's. Book 1's organisation tables "
                               "are lost: how many men a stand has is yours to say."));
    note->setWordWrap(true);
    layout->addWidget(note);
    return page;
}

QWidget *StrikerForceDialog::buildWorksTab()
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    m_works = new QTableWidget(0, 7);
    m_works->setObjectName(QStringLiteral("works"));
    m_works->setHorizontalHeaderLabels({tr("Work"), tr("Amount"), tr("Piece"), tr("Design"),
                                        tr("Method"), tr("Camouflaged"), tr("Man-hours")});
    m_works->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_works->verticalHeader()->hide();
    layout->addWidget(m_works);
    auto *buttons = new QHBoxLayout;
    auto *add = new QPushButton(tr("&Add Work"));
    add->setObjectName(QStringLiteral("addWork"));
    auto *remove = new QPushButton(tr("&Remove Work"));
    remove->setObjectName(QStringLiteral("removeWork"));
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    auto *note = new QLabel(tr("Amounts: dugouts in men, weapon pits in crew, vehicle positions "
                               "in vehicles, earth, wood, stone, camouflage, plate and concrete "
                               "in m³, ditch, wire and posts in cm, abatis in cm², mines in kg. "
                               "Posts and plate take team or machine hours, not man-hours."));
    note->setWordWrap(true);
    layout->addWidget(note);
    connect(add, &QPushButton::clicked, this, &StrikerForceDialog::addWork);
    connect(remove, &QPushButton::clicked, this, &StrikerForceDialog::removeWork);
    return page;
}

QWidget *StrikerForceDialog::buildEnvironmentTab()
{
    auto *page = new QWidget;
    auto *row = new QHBoxLayout(page);
    auto *left = new QVBoxLayout;
    auto *form = new QFormLayout;
    const StrikerRules &rules = strikerRules(m_document->ruleset());
    const auto combo = [&](const char *key, const QString &label,
                           const QList<std::pair<QString, QString>> &items) {
        auto *box = new QComboBox;
        box->addItem(tr("(not given)"), QString());
        for (const auto &[id, name] : items)
            box->addItem(name, id);
        const QString k = QLatin1String(key);
        m_fields.insert(QStringLiteral("world/") + k, box);
        form->addRow(label, box);
        connect(box, &QComboBox::currentIndexChanged, this,
                [this, box, k] { setWorldValue(k, box->currentData().toString()); });
    };
    QList<std::pair<QString, QString>> atmospheres, sizes, weather, tls, ports;
    for (const StrikerAtmosphere &a : rules.atmospheres)
        atmospheres.append({a.id, a.name});
    for (const StrikerHorizon &h : rules.horizons)
        sizes.append(
            {h.size, tr("%1 (%L2 km, horizon %3 cm)").arg(h.size).arg(h.radiusKm).arg(h.cm)});
    for (const StrikerWeather &w : rules.weather)
        weather.append({w.id, tr("%1 (visibility x%2)").arg(w.name, numberText(w.visibility))});
    for (int tl = rules.tlMin; tl <= rules.tlMax; ++tl)
        tls.append({StrikerRules::techLevelCode(tl), StrikerRules::techLevelCode(tl)});
    for (const QString &p : rules.ports)
        ports.append({p, p});
    combo("atmosphere", tr("&Atmosphere:"), atmospheres);
    combo("size", tr("World si&ze:"), sizes);
    combo("tl", tr("&Tech level (buyer):"), tls);
    combo("starport", tr("Sta&rport (buyer):"), ports);
    combo("weather", tr("&Weather:"), weather);
    auto *gravity = numberBox(10, 2, 0.05);
    gravity->setSpecialValueText(tr("(not given)"));
    // not translated: the unit symbol of gravity
    gravity->setSuffix(QStringLiteral(" G"));
    m_fields.insert(QStringLiteral("world/gravity"), gravity);
    form->addRow(tr("&Gravity:"), gravity);
    connect(gravity, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        setWorldValue(QStringLiteral("gravity"), v > 0 ? numberText(v) : QString());
    });
    auto *night = numberBox(1, 2, 0.05);
    night->setSpecialValueText(tr("Day"));
    m_fields.insert(QStringLiteral("world/night"), night);
    form->addRow(tr("&Night visibility multiple:"), night);
    connect(night, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        setWorldValue(QStringLiteral("night"), v > 0 ? numberText(v) : QString());
    });
    for (const auto &[key, label] :
         {std::pair<const char *, QString> {"harsh", tr("&Harsh conditions for animals")},
          std::pair<const char *, QString> {"cold_or_wet", tr("&Cold or wet")}}) {
        auto *check = new QCheckBox(label);
        const QString k = QLatin1String(key);
        m_fields.insert(QStringLiteral("world/") + k, check);
        form->addRow(QString(), check);
        connect(check, &QCheckBox::toggled, this,
                [this, k](bool on) { setWorldValue(k, on ? QStringLiteral("true") : QString()); });
    }
    left->addLayout(form);
    m_facts = new QLabel;
    m_facts->setObjectName(QStringLiteral("facts"));
    m_facts->setWordWrap(true);
    m_facts->setTextFormat(Qt::PlainText);
    left->addWidget(m_facts);
    left->addStretch(1);
    row->addLayout(left, 1);

    // The terrain's movement multiples per locomotion; ours daggered.
    const Ruleset &ruleset = m_document->ruleset();
    auto *right = new QVBoxLayout;
    m_terrain = new QTableWidget(int(ruleset.terrain.size()), int(ruleset.movementClasses.size()));
    m_terrain->setObjectName(QStringLiteral("terrain"));
    m_terrain->setEditTriggers(QAbstractItemView::NoEditTriggers);
    QStringList headers;
    for (const MovementClass &mc : ruleset.movementClasses)
        headers.append(mc.name);
    m_terrain->setHorizontalHeaderLabels(headers);
    const QString dagger = provisionalChartMark();
    for (int r = 0; r < ruleset.terrain.size(); ++r) {
        const TerrainType &t = ruleset.terrain.at(r);
        m_terrain->setVerticalHeaderItem(r, new QTableWidgetItem(t.name));
        const StrikerTerrain st = rules.terrain.value(t.id);
        for (int c = 0; c < ruleset.movementClasses.size(); ++c) {
            const QString id = ruleset.movementClasses.at(c).id;
            const auto cost = t.moveCost.constFind(id);
            QString text = cost == t.moveCost.cend() || cost->prohibited
                ? tr("no")
                : tr("x%1").arg(numberText(cost->factors));
            if (!st.statedCosts.contains(id))
                text += dagger;
            m_terrain->setItem(r, c, new QTableWidgetItem(text));
        }
    }
    m_terrain->resizeColumnsToContents();
    right->addWidget(new QLabel(tr("Movement multiples by terrain and locomotion")));
    right->addWidget(m_terrain, 1);
    auto *note = new QLabel(tr("%1 not stated by the text (Book 1's terrain chart is lost): "
                               "ours. \"no\": may not enter. Obstacles, fortifications and "
                               "minefields are table pieces with these traits.")
                                .arg(dagger));
    note->setWordWrap(true);
    right->addWidget(note);
    row->addLayout(right, 2);
    return page;
}

// --- Showing ---------------------------------------------------------------------------------

void StrikerForceDialog::refresh()
{
    if (!m_document)
        return;
    m_updating = true;
    const QString side = currentSide();
    m_side->clear();
    for (const Side &s : m_document->scenario().sides)
        m_side->addItem(s.name.isEmpty() ? s.id : s.name, s.id);
    const int at = m_side->findData(side);
    m_side->setCurrentIndex(at >= 0 ? at : 0);
    m_updating = false;
    showSide();
    showEnvironment();
    if (!m_ownEdit) {
        rebuildForces();
        rebuildWorks();
    }
    showTotals();
    showProblems();
}

void StrikerForceDialog::showSide()
{
    const StrikerForceRules force(m_document->ruleset(), m_document->scenario());
    const StrikerSideForce f = force.sideForce(currentSide());
    m_updating = true;
    auto *type = static_cast<QComboBox *>(m_fields.value(QStringLiteral("force_type")));
    type->setCurrentIndex(std::max(0, type->findData(f.forceType)));
    const auto set = [this](const QString &key, double v) {
        auto *box = static_cast<QDoubleSpinBox *>(m_fields.value(key));
        if (!box->hasFocus() || !m_ownEdit)
            box->setValue(v);
    };
    set(QStringLiteral("budget"), f.budget);
    set(QStringLiteral("man_hours"), f.manHours);
    set(QStringLiteral("hours"), f.hours);
    for (const QString &key : striker::supportKeys())
        set(key, f.count(key));
    m_updating = false;
}

void StrikerForceDialog::showEnvironment()
{
    const Scenario &s = m_document->scenario();
    const QVariantMap world = s.family.value(striker::WorldKey).toMap();
    m_updating = true;
    for (const char *key : {"atmosphere", "size", "tl", "starport", "weather"}) {
        auto *box = static_cast<QComboBox *>(
            m_fields.value(QStringLiteral("world/") + QLatin1String(key)));
        box->setCurrentIndex(std::max(0, box->findData(world.value(QLatin1String(key)))));
    }
    for (const char *key : {"gravity", "night"}) {
        auto *box = static_cast<QDoubleSpinBox *>(
            m_fields.value(QStringLiteral("world/") + QLatin1String(key)));
        if (!box->hasFocus() || !m_ownEdit)
            box->setValue(world.value(QLatin1String(key)).toString().toDouble());
    }
    for (const char *key : {"harsh", "cold_or_wet"})
        static_cast<QCheckBox *>(m_fields.value(QStringLiteral("world/") + QLatin1String(key)))
            ->setChecked(world.value(QLatin1String(key)).toString() == QLatin1String("true"));
    m_updating = false;
    const StrikerForceRules force(m_document->ruleset(), s);
    QStringList lines;
    for (const auto &[label, value] : force.environmentFacts())
        lines.append(tr("%1: %2").arg(label, value));
    m_facts->setText(lines.join(QLatin1Char('\n')));
}

void StrikerForceDialog::rebuildForces()
{
    const Scenario &s = m_document->scenario();
    const StrikerRules &rules = strikerRules(m_document->ruleset());
    const StrikerForceRules force(m_document->ruleset(), s);
    m_updating = true;
    m_forces->setRowCount(0);
    for (const ForceEntry &e : s.forces) {
        if (e.side != currentSide())
            continue;
        const int row = m_forces->rowCount();
        m_forces->insertRow(row);
        const StrikerEntryCost c = force.entryCost(e);
        auto *name = new QTableWidgetItem(tr("%1 x %2").arg(e.count).arg(c.name));
        name->setData(Qt::UserRole, e.id);
        name->setFlags(name->flags() & ~Qt::ItemIsEditable);
        m_forces->setItem(row, 0, name);
        auto *price = new QTableWidgetItem(strikerCrText(c.each)
                                           + (c.provisional ? provisionalChartMark() : QString())
                                           + (c.imported ? tr(" (import)") : QString()));
        price->setFlags(price->flags() & ~Qt::ItemIsEditable);
        m_forces->setItem(row, 1, price);
        const QString id = e.id;
        auto *quality = new QComboBox;
        quality->addItem(tr("(not given)"), QString());
        for (const StrikerQuality &q : rules.qualities)
            quality->addItem(tr("%1 (skill %2, morale %3)").arg(q.name).arg(q.skill).arg(q.morale),
                             q.id);
        quality->setCurrentIndex(
            std::max(0, quality->findData(e.family.value(striker::QualityKey).toString())));
        connect(quality, &QComboBox::currentIndexChanged, this, [this, quality, id] {
            setEntryValue(id, striker::QualityKey, quality->currentData().toString(),
                          tr("Change Quality"));
        });
        m_forces->setCellWidget(row, 2, quality);
        const bool vehicle = !strikerForceDesign(e).isEmpty();
        auto *men = new QSpinBox;
        men->setRange(0, 1000);
        men->setValue(e.family.value(striker::MenKey).toString().toInt());
        men->setEnabled(!vehicle);
        connect(men, &QSpinBox::valueChanged, this, [this, id](int v) {
            setEntryValue(id, striker::MenKey, v > 0 ? QString::number(v) : QString(),
                          tr("Change Men a Stand"));
        });
        m_forces->setCellWidget(row, 3, men);
        auto *equipment = numberBox(1e9, 0);
        // not translated: the rules' currency symbol
        equipment->setPrefix(QStringLiteral("Cr"));
        equipment->setValue(e.family.value(striker::EquipmentCrKey).toString().toDouble());
        equipment->setEnabled(!vehicle);
        connect(equipment, &QDoubleSpinBox::valueChanged, this, [this, id](double v) {
            setEntryValue(id, striker::EquipmentCrKey, v > 0 ? numberText(v) : QString(),
                          tr("Change Equipment Price"));
        });
        m_forces->setCellWidget(row, 4, equipment);
        auto *suits = new QCheckBox;
        suits->setChecked(e.family.value(striker::ProtectedKey).toString()
                          == QLatin1String("true"));
        suits->setEnabled(!vehicle);
        connect(suits, &QCheckBox::toggled, this, [this, id](bool on) {
            setEntryValue(id, striker::ProtectedKey, on ? QStringLiteral("true") : QString(),
                          tr("Change Sealed Suits"));
        });
        m_forces->setCellWidget(row, 5, suits);
        // Rule 42: what each soldier carries (armour not counted), and battle dress.
        auto *load = numberBox(1000, 1);
        load->setObjectName(QStringLiteral("loadKg"));
        load->setSuffix(tr(" kg"));
        load->setValue(e.family.value(striker::LoadKgKey).toString().toDouble());
        load->setEnabled(!vehicle);
        connect(load, &QDoubleSpinBox::valueChanged, this, [this, id](double v) {
            setEntryValue(id, striker::LoadKgKey, v > 0 ? numberText(v) : QString(),
                          tr("Change Load"));
        });
        m_forces->setCellWidget(row, 6, load);
        auto *battleDress = new QCheckBox;
        battleDress->setObjectName(QStringLiteral("battleDress"));
        battleDress->setChecked(e.family.value(striker::BattleDressKey).toString()
                                == QLatin1String("true"));
        battleDress->setEnabled(!vehicle);
        connect(battleDress, &QCheckBox::toggled, this, [this, id](bool on) {
            setEntryValue(id, striker::BattleDressKey, on ? QStringLiteral("true") : QString(),
                          tr("Change Battle Dress"));
        });
        m_forces->setCellWidget(row, 7, battleDress);
    }
    m_forces->resizeColumnsToContents();
    m_forces->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_updating = false;
}

// The works tab, the totals, problems, edits and the menu entry: strikerforcedialog_edit.cpp.

} // namespace hexwright
