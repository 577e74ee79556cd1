// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The design workbench's form: a section per part of a design, and filling it from a design.

#include "families/striker/designworkbench.h"
#include "families/striker/designworkbench_p.h"

#include "document/scenariodocument.h"
#include "families/striker/strikerrules.h"

#include <QAction>
#include <QCheckBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QScrollArea>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <vector>

namespace hexwright {

using namespace designworkbench;

void DesignWorkbench::buildForm(QWidget *form)
{
    const Ruleset &ruleset = m_document->ruleset();
    const StrikerRules &rules = strikerRules(ruleset);
    auto *layout = new QVBoxLayout(form);

    // Registers @p widget as the editor of @p path, with an accessible name.
    auto field = [this](const QString &path, QWidget *widget, const QString &name) {
        widget->setObjectName(path);
        widget->setAccessibleName(name);
        m_fields.insert(path, widget);
        return widget;
    };
    auto onCombo = [this](QComboBox *combo, const QString &text,
                          void (*apply)(StrikerDesign &, const QString &)) {
        connect(combo, &QComboBox::activated, this, [this, combo, text, apply] {
            const QString id = combo->currentData().toString();
            edit(text, QString(), [&](StrikerDesign &d) { apply(d, id); });
        });
    };
    auto onNumber = [this](QDoubleSpinBox *box, const QString &path, const QString &text,
                           void (*apply)(StrikerDesign &, double)) {
        connect(box, &QDoubleSpinBox::valueChanged, this, [this, path, text, apply](double v) {
            edit(text, path, [&](StrikerDesign &d) { apply(d, v); });
        });
    };
    auto onCount = [this](QSpinBox *box, const QString &path, const QString &text,
                          void (*apply)(StrikerDesign &, int)) {
        connect(box, &QSpinBox::valueChanged, this, [this, path, text, apply](int v) {
            edit(text, path, [&](StrikerDesign &d) { apply(d, v); });
        });
    };
    auto onFlag
        = [this](QCheckBox *box, const QString &text, void (*apply)(StrikerDesign &, bool)) {
              connect(box, &QCheckBox::toggled, this, [this, text, apply](bool on) {
                  edit(text, QString(), [&](StrikerDesign &d) { apply(d, on); });
              });
          };

    layout->addWidget(buildWorld());
    // Design
    {
        auto *box = new QGroupBox(tr("Design"));
        auto *f = new QFormLayout(box);
        auto *id = new QLineEdit;
        field(QStringLiteral("id"), id, tr("Id"));
        connect(id, &QLineEdit::editingFinished, this, [this, id] {
            const QString text = id->text().trimmed();
            if (m_updating || text.isEmpty() || text == m_currentId)
                return;
            QList<StrikerDesign> designs = m_list;
            for (StrikerDesign &d : designs) {
                if (d.id == m_currentId)
                    d.id = text;
            }
            m_currentId = text;
            commitDesigns(designs, tr("Change Design Id"));
        });
        f->addRow(tr("&Id:"), id);
        auto *name = new QLineEdit;
        field(QStringLiteral("name"), name, tr("Name"));
        connect(name, &QLineEdit::textEdited, this, [this](const QString &text) {
            edit(tr("Rename Design"), QStringLiteral("name"),
                 [&](StrikerDesign &d) { d.name = text; });
        });
        f->addRow(tr("&Name:"), name);
        QList<std::pair<QString, QString>> tls;
        for (int tl = rules.tlMin; tl <= rules.tlMax; ++tl)
            tls.append({StrikerRules::techLevelCode(tl), StrikerRules::techLevelCode(tl)});
        auto *tl = idCombo(tls);
        field(QStringLiteral("tl"), tl, tr("Tech level"));
        onCombo(tl, tr("Change Tech Level"),
                [](StrikerDesign &d, const QString &v) { d.tl = StrikerRules::techLevel(v); });
        f->addRow(tr("&Tech level:"), tl);
        QList<std::pair<QString, QString>> races;
        for (const StrikerRace &r : rules.races)
            races.append({r.id, r.name});
        auto *race = idCombo(races);
        field(QStringLiteral("race"), race, tr("Race"));
        onCombo(race, tr("Change Race"), [](StrikerDesign &d, const QString &v) { d.race = v; });
        f->addRow(tr("R&ace:"), race);
        auto *spacious = new QCheckBox(tr("Twelve times the crew space (K'kree)"));
        field(QStringLiteral("spacious"), spacious, spacious->text());
        onFlag(spacious, tr("Change Crew Space"),
               [](StrikerDesign &d, bool on) { d.spacious = on; });
        f->addRow(QString(), spacious);
        layout->addWidget(box);
    }
    // Chassis and locomotion
    {
        auto *box = new QGroupBox(tr("Chassis and locomotion"));
        auto *f = new QFormLayout(box);
        QList<std::pair<QString, QString>> locos;
        for (const StrikerLocomotion &l : rules.locomotions)
            locos.append({l.id, locomotionName(ruleset, l.id)});
        auto *loco = idCombo(locos);
        field(QStringLiteral("locomotion"), loco, tr("Locomotion"));
        onCombo(loco, tr("Change Locomotion"),
                [](StrikerDesign &d, const QString &v) { d.locomotion = v; });
        f->addRow(tr("&Locomotion:"), loco);
        auto *volume = quantityBox(100000, 1, tr(" m³"));
        field(QStringLiteral("chassis_volume"), volume, tr("Chassis volume"));
        onNumber(volume, QStringLiteral("chassis_volume"), tr("Change Chassis Volume"),
                 [](StrikerDesign &d, double v) { d.chassisVolume = v; });
        f->addRow(tr("Chassis &volume:"), volume);
        auto *pressure = countBox(30);
        field(QStringLiteral("ground_pressure"), pressure, tr("Ground pressure"));
        onCount(pressure, QStringLiteral("ground_pressure"), tr("Change Ground Pressure"),
                [](StrikerDesign &d, int v) { d.groundPressure = v; });
        f->addRow(tr("&Ground pressure:"), pressure);
        auto *amphibious = new QCheckBox(tr("Amphibious"));
        field(QStringLiteral("amphibious"), amphibious, amphibious->text());
        onFlag(amphibious, tr("Change Amphibious"),
               [](StrikerDesign &d, bool on) { d.amphibious = on; });
        auto *open = new QCheckBox(tr("Open-topped"));
        field(QStringLiteral("open_topped"), open, open->text());
        onFlag(open, tr("Change Open-Topped"),
               [](StrikerDesign &d, bool on) { d.openTopped = on; });
        auto *ferry = new QCheckBox(tr("Purpose-built ferry"));
        field(QStringLiteral("ferry"), ferry, ferry->text());
        onFlag(ferry, tr("Change Ferry"), [](StrikerDesign &d, bool on) { d.ferry = on; });
        auto *flags = new QHBoxLayout;
        flags->addWidget(amphibious);
        flags->addWidget(open);
        flags->addWidget(ferry);
        flags->addStretch();
        f->addRow(QString(), flags);
        auto *deck = quantityBox(10000, 1, tr(" m²"));
        field(QStringLiteral("deck_area"), deck, tr("Ferry deck"));
        onNumber(deck, QStringLiteral("deck_area"), tr("Change Deck Area"),
                 [](StrikerDesign &d, double v) { d.deckArea = v; });
        f->addRow(tr("Ferry &deck (L × W):"), deck);
        layout->addWidget(box);
    }
    // Power plant
    {
        auto *box = new QGroupBox(tr("Power plant"));
        auto *f = new QFormLayout(box);
        QList<std::pair<QString, QString>> plants;
        for (const StrikerPowerPlant &p : rules.powerPlants)
            plants.append({p.id, p.airBreathing ? tr("%1 (breathes air)").arg(p.name) : p.name});
        auto *plant = idCombo(plants);
        field(QStringLiteral("power_plant"), plant, tr("Power plant"));
        onCombo(plant, tr("Change Power Plant"),
                [](StrikerDesign &d, const QString &v) { d.powerPlant = v; });
        f->addRow(tr("&Power plant:"), plant);
        auto *power = quantityBox(100000, 3, tr(" MW"));
        field(QStringLiteral("power_mw"), power, tr("Output"));
        onNumber(power, QStringLiteral("power_mw"), tr("Change Power Output"),
                 [](StrikerDesign &d, double v) { d.powerMw = v; });
        f->addRow(tr("&Output:"), power);
        layout->addWidget(box);
    }
    // Armour
    {
        auto *box = new QGroupBox(tr("Armour (cm of hard steel)"));
        auto *f = new QFormLayout(box);
        const QStringList names {tr("Front"), tr("Side"), tr("Rear"), tr("Deck"), tr("Belly")};
        const QStringList faces = StrikerDesign::faces();
        for (int i = 0; i < faces.size(); ++i) {
            const QString face = faces[i];
            auto *cm = quantityBox(1000, 1, tr(" cm"));
            field(QStringLiteral("armour/") + face, cm, tr("%1 armour").arg(names[i]));
            connect(cm, &QDoubleSpinBox::valueChanged, this, [this, face](double v) {
                edit(tr("Change Armour"), QStringLiteral("armour/") + face,
                     [&](StrikerDesign &d) { d.armour.insert(face, v); });
            });
            f->addRow(names[i] + QLatin1Char(':'), cm);
        }
        layout->addWidget(box);
    }
    // Weapons on their mounts
    {
        auto *box = new QGroupBox(tr("Weapons and mounts"));
        auto *v = new QVBoxLayout(box);
        m_weapons = new QTableWidget(0, 7);
        m_weapons->setObjectName(QStringLiteral("weaponsTable"));
        m_weapons->setAccessibleName(tr("Weapons"));
        m_weapons->setHorizontalHeaderLabels({tr("Mount"), tr("Weapon"), tr("Rounds"),
                                              tr("Guidance"), tr("Pilot"), tr("Commander"),
                                              tr("Strafing")});
        m_weapons->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        m_weapons->setSelectionBehavior(QAbstractItemView::SelectRows);
        m_weapons->setMinimumHeight(140);
        v->addWidget(m_weapons);
        auto *row = new QHBoxLayout;
        auto *addWeapon = new QPushButton(tr("Add &Weapon"));
        addWeapon->setObjectName(QStringLiteral("addWeaponButton"));
        auto *removeWeapon = new QPushButton(tr("Remove Weapon"));
        removeWeapon->setObjectName(QStringLiteral("removeWeaponButton"));
        connect(addWeapon, &QPushButton::clicked, this, &DesignWorkbench::addWeapon);
        connect(removeWeapon, &QPushButton::clicked, this, &DesignWorkbench::removeWeapon);
        row->addWidget(addWeapon);
        row->addWidget(removeWeapon);
        row->addStretch();
        v->addLayout(row);
        layout->addWidget(box);
    }
    // Fire control, sensors, equipment
    const struct
    {
        QString list;
        QString title;
        QStringList groups;
    } sections[] = {
        {QStringLiteral("fire_control"),
         tr("Fire control and computers"),
         {QStringLiteral("fire_control"), QStringLiteral("computer")}},
        {QStringLiteral("sensors"),
         tr("Sensors, ECM and communicators"),
         {QStringLiteral("sensor"), QStringLiteral("ecm"), QStringLiteral("communicator")}},
        {QStringLiteral("equipment"), tr("Equipment"), {QStringLiteral("equipment")}},
    };
    for (const auto &section : sections) {
        auto *box = new QGroupBox(section.title);
        auto *h = new QHBoxLayout(box);
        auto *list = new QListWidget;
        list->setObjectName(section.list + QStringLiteral("List"));
        list->setAccessibleName(section.title);
        list->setMaximumHeight(110);
        m_componentLists.insert(section.list, list);
        h->addWidget(list, 1);
        auto *side = new QVBoxLayout;
        QList<std::pair<QString, QString>> items;
        for (const StrikerComponent &c : rules.components) {
            if (section.groups.contains(c.group))
                items.append(
                    {c.id,
                     c.tlMin > 0
                         ? tr("%1 (TL %2+)").arg(c.name, StrikerRules::techLevelCode(c.tlMin))
                         : c.name});
        }
        auto *choice = idCombo(items);
        choice->setObjectName(section.list + QStringLiteral("Choice"));
        choice->setAccessibleName(tr("%1 to add").arg(section.title));
        auto *addButton = new QPushButton(tr("Add"));
        addButton->setAccessibleName(tr("Add to %1").arg(section.title));
        auto *removeButton = new QPushButton(tr("Remove"));
        removeButton->setAccessibleName(tr("Remove from %1").arg(section.title));
        const QString key = section.list;
        connect(addButton, &QPushButton::clicked, this,
                [this, key, choice] { addComponent(key, choice); });
        connect(removeButton, &QPushButton::clicked, this,
                [this, key, list] { removeComponent(key, list); });
        side->addWidget(choice);
        side->addWidget(addButton);
        side->addWidget(removeButton);
        side->addStretch();
        h->addLayout(side);
        layout->addWidget(box);
    }
    // Sealing and life support
    {
        auto *box = new QGroupBox(tr("Sealing and life support"));
        auto *f = new QFormLayout(box);
        auto *sealing = idCombo({{QStringLiteral("none"), tr("None")},
                                 {QStringLiteral("overpressure"), tr("Overpressure")},
                                 {QStringLiteral("sealed"), tr("Sealed")}});
        field(QStringLiteral("sealing"), sealing, tr("Sealing"));
        onCombo(sealing, tr("Change Sealing"),
                [](StrikerDesign &d, const QString &v) { d.sealing = v; });
        f->addRow(tr("&Sealing:"), sealing);
        auto *life = new QCheckBox(tr("Life support"));
        field(QStringLiteral("life_support"), life, life->text());
        onFlag(life, tr("Change Life Support"),
               [](StrikerDesign &d, bool on) { d.lifeSupport = on; });
        f->addRow(QString(), life);
        layout->addWidget(box);
    }
    // Crew and cargo
    {
        auto *box = new QGroupBox(tr("Crew and cargo"));
        auto *f = new QFormLayout(box);
        auto *crew = countBox(100);
        field(QStringLiteral("crew"), crew, tr("Crew"));
        onCount(crew, QStringLiteral("crew"), tr("Change Crew"),
                [](StrikerDesign &d, int v) { d.crew = v; });
        f->addRow(tr("&Crew:"), crew);
        auto *passengers = countBox(1000);
        field(QStringLiteral("passengers"), passengers, tr("Passengers"));
        onCount(passengers, QStringLiteral("passengers"), tr("Change Passengers"),
                [](StrikerDesign &d, int v) { d.passengers = v; });
        f->addRow(tr("Passen&gers:"), passengers);
        auto *cargoVolume = quantityBox(100000, 1, tr(" m³"));
        field(QStringLiteral("cargo_volume"), cargoVolume, tr("Cargo space"));
        onNumber(cargoVolume, QStringLiteral("cargo_volume"), tr("Change Cargo Space"),
                 [](StrikerDesign &d, double v) { d.cargoVolume = v; });
        f->addRow(tr("Cargo s&pace:"), cargoVolume);
        auto *cargoWeight = quantityBox(100000, 1, tr(" t"));
        field(QStringLiteral("cargo_weight"), cargoWeight, tr("Cargo"));
        onNumber(cargoWeight, QStringLiteral("cargo_weight"), tr("Change Cargo"),
                 [](StrikerDesign &d, double v) { d.cargoWeight = v; });
        f->addRow(tr("Car&go:"), cargoWeight);
        auto *towed = quantityBox(100000, 1, tr(" t"));
        field(QStringLiteral("towed_weight"), towed, tr("Towed"));
        onNumber(towed, QStringLiteral("towed_weight"), tr("Change Towed Weight"),
                 [](StrikerDesign &d, double v) { d.towedWeight = v; });
        f->addRow(tr("&Towed:"), towed);
        layout->addWidget(box);
    }
    // The world it is designed for, and where it is built
    {
        auto *box = new QGroupBox(tr("Designed for and built at"));
        auto *f = new QFormLayout(box);
        QList<std::pair<QString, QString>> atmospheres;
        for (const StrikerAtmosphere &a : rules.atmospheres)
            atmospheres.append({a.id, a.name});
        auto *atmosphere = idCombo(atmospheres);
        field(QStringLiteral("atmosphere"), atmosphere, tr("Design atmosphere"));
        onCombo(atmosphere, tr("Change Design Atmosphere"),
                [](StrikerDesign &d, const QString &v) { d.atmosphere = v; });
        f->addRow(tr("Design &atmosphere:"), atmosphere);
        auto *gravity = quantityBox(10, 2, tr(" G"));
        field(QStringLiteral("gravity"), gravity, tr("Design gravity"));
        onNumber(gravity, QStringLiteral("gravity"), tr("Change Design Gravity"),
                 [](StrikerDesign &d, double v) { d.gravity = v; });
        f->addRow(tr("Design &G:"), gravity);
        QList<std::pair<QString, QString>> tls {{QString(), tr("Where it is used")}};
        for (const QString &code : rules.importTls)
            tls.append({code, tr("TL %1").arg(code)});
        auto *builtTl = idCombo(tls);
        field(QStringLiteral("built_at/tl"), builtTl, tr("Built at tech level"));
        onCombo(builtTl, tr("Change Where Built"), [](StrikerDesign &d, const QString &v) {
            d.builtTl = v.isEmpty() ? 0 : StrikerRules::techLevel(v);
            if (d.builtTl > 0 && d.builtPort.isEmpty())
                d.builtPort = QStringLiteral("A");
        });
        QList<std::pair<QString, QString>> ports;
        for (const QString &port : rules.ports)
            ports.append({port, tr("Starport %1").arg(port)});
        auto *builtPort = idCombo(ports);
        field(QStringLiteral("built_at/starport"), builtPort, tr("Built at starport"));
        onCombo(builtPort, tr("Change Where Built"),
                [](StrikerDesign &d, const QString &v) { d.builtPort = v; });
        auto *built = new QHBoxLayout;
        built->addWidget(builtTl);
        built->addWidget(builtPort);
        f->addRow(tr("&Bought from:"), built);
        m_worldLabel = new QLabel;
        m_worldLabel->setWordWrap(true);
        f->addRow(m_worldLabel);
        layout->addWidget(box);
    }
    layout->addStretch();
}

void DesignWorkbench::showDesign()
{
    const StrikerDesign d = current();
    const bool has = !m_currentId.isEmpty();
    m_scroll->widget()->setEnabled(has);
    m_updating = true;
    std::vector<QSignalBlocker> blockers;
    blockers.reserve(m_fields.size());
    for (QWidget *w : std::as_const(m_fields))
        blockers.emplace_back(w);
    auto line = [this](const char *path, const QString &text) {
        auto *edit = static_cast<QLineEdit *>(m_fields.value(QLatin1String(path)));
        if (edit->text() != text)
            edit->setText(text);
    };
    auto combo = [this](const char *path, const QString &id) {
        setCombo(static_cast<QComboBox *>(m_fields.value(QLatin1String(path))), id);
    };
    auto number = [this](const QString &path, double v) {
        static_cast<QDoubleSpinBox *>(m_fields.value(path))->setValue(v);
    };
    auto count = [this](const char *path, int v) {
        static_cast<QSpinBox *>(m_fields.value(QLatin1String(path)))->setValue(v);
    };
    auto flag = [this](const char *path, bool on) {
        static_cast<QCheckBox *>(m_fields.value(QLatin1String(path)))->setChecked(on);
    };
    line("id", d.id);
    line("name", d.name);
    combo("tl", StrikerRules::techLevelCode(d.tl));
    combo("race", d.race);
    flag("spacious", d.spacious);
    combo("locomotion", d.locomotion);
    number(QStringLiteral("chassis_volume"), d.chassisVolume);
    count("ground_pressure", d.groundPressure);
    flag("amphibious", d.amphibious);
    flag("open_topped", d.openTopped);
    flag("ferry", d.ferry);
    number(QStringLiteral("deck_area"), d.deckArea);
    combo("power_plant", d.powerPlant);
    number(QStringLiteral("power_mw"), d.powerMw);
    for (const QString &face : StrikerDesign::faces())
        number(QStringLiteral("armour/") + face, d.armour.value(face));
    combo("sealing", d.sealing);
    flag("life_support", d.lifeSupport);
    count("crew", d.crew);
    count("passengers", d.passengers);
    number(QStringLiteral("cargo_volume"), d.cargoVolume);
    number(QStringLiteral("cargo_weight"), d.cargoWeight);
    number(QStringLiteral("towed_weight"), d.towedWeight);
    combo("atmosphere", d.atmosphere);
    number(QStringLiteral("gravity"), d.gravity);
    combo("built_at/tl", d.builtTl > 0 ? StrikerRules::techLevelCode(d.builtTl) : QString());
    combo("built_at/starport", d.builtPort);
    m_fields.value(QStringLiteral("built_at/starport"))->setEnabled(d.builtTl > 0);
    blockers.clear();
    rebuildWeapons(d);
    rebuildComponentList(m_componentLists.value(QStringLiteral("fire_control")), d.fireControl);
    rebuildComponentList(m_componentLists.value(QStringLiteral("sensors")), d.sensors);
    rebuildComponentList(m_componentLists.value(QStringLiteral("equipment")), d.equipment);
    m_updating = false;
    showTotals(d);
    showWorld(d);
}

void DesignWorkbench::rebuildComponentList(QListWidget *list, const QStringList &ids)
{
    const StrikerRules &rules = strikerRules(m_document->ruleset());
    const int row = list->currentRow();
    list->clear();
    for (const QString &id : ids) {
        const StrikerComponent *c = rules.component(id);
        list->addItem(c ? c->name : id);
    }
    list->setCurrentRow(std::min(row, list->count() - 1));
}

void DesignWorkbench::rebuildWeapons(const StrikerDesign &design)
{
    const StrikerRules &rules = strikerRules(m_document->ruleset());
    // The fields of the old rows go with them.
    for (auto it = m_fields.begin(); it != m_fields.end();) {
        if (it.key().startsWith(QLatin1String("weapons/")))
            it = m_fields.erase(it);
        else
            ++it;
    }
    m_weapons->setRowCount(int(design.weapons.size()));
    QList<std::pair<QString, QString>> mounts, weapons, guidance {{QString(), tr("None")}};
    for (const StrikerMount &m : rules.mounts)
        mounts.append({m.id, m.name});
    for (const StrikerComponent *c : rules.componentsOf(QStringLiteral("weapon")))
        weapons.append({c->id,
                        c->tlMin > 0
                            ? tr("%1 (TL %2+)").arg(c->name, StrikerRules::techLevelCode(c->tlMin))
                            : c->name});
    for (const StrikerGuidance &g : rules.guidance)
        guidance.append({g.id, g.name});
    for (int i = 0; i < design.weapons.size(); ++i) {
        const StrikerMountedWeapon &w = design.weapons[i];
        const QString base = QStringLiteral("weapons/%1/").arg(i);
        auto registerField = [&](const QString &key, QWidget *widget, const QString &name) {
            widget->setObjectName(base + key);
            widget->setAccessibleName(tr("Weapon %1: %2").arg(i + 1).arg(name));
            m_fields.insert(base + key, widget);
        };
        auto comboCell = [&](int column, const QString &key, const QString &name,
                             const QList<std::pair<QString, QString>> &items, const QString &id,
                             void (*apply)(StrikerMountedWeapon &, const QString &)) {
            QComboBox *combo = idCombo(items);
            setCombo(combo, id);
            registerField(key, combo, name);
            connect(combo, &QComboBox::activated, this, [this, combo, i, apply] {
                const QString value = combo->currentData().toString();
                edit(tr("Change Weapon"), QString(), [&](StrikerDesign &d) {
                    if (i < d.weapons.size())
                        apply(d.weapons[i], value);
                });
            });
            m_weapons->setCellWidget(i, column, combo);
        };
        comboCell(0, QStringLiteral("mount"), tr("Mount"), mounts, w.mount,
                  [](StrikerMountedWeapon &m, const QString &v) { m.mount = v; });
        comboCell(1, QStringLiteral("weapon"), tr("Weapon"), weapons, w.weapon,
                  [](StrikerMountedWeapon &m, const QString &v) { m.weapon = v; });
        // Rounds: a menu of the rounds, checked as carried.
        auto *rounds = new QToolButton;
        rounds->setPopupMode(QToolButton::InstantPopup);
        QStringList names;
        auto *menu = new QMenu(rounds);
        for (const StrikerAmmunition &a : rules.ammunition) {
            QAction *act = menu->addAction(a.name);
            act->setCheckable(true);
            act->setChecked(w.ammunition.contains(a.id));
            if (act->isChecked())
                names.append(a.name);
            const QString id = a.id;
            connect(act, &QAction::toggled, this, [this, i, id](bool on) {
                edit(tr("Change Rounds"), QString(), [&](StrikerDesign &d) {
                    if (i >= d.weapons.size())
                        return;
                    QStringList &ammo = d.weapons[i].ammunition;
                    if (on && !ammo.contains(id))
                        ammo.append(id);
                    else if (!on)
                        ammo.removeAll(id);
                });
            });
        }
        rounds->setMenu(menu);
        rounds->setText(names.isEmpty() ? tr("None") : names.join(QStringLiteral(", ")));
        registerField(QStringLiteral("ammunition"), rounds, tr("Rounds"));
        for (int j = 0; j < w.ammunition.size(); ++j)
            m_fields.insert(base + QStringLiteral("ammunition/%1").arg(j), rounds);
        m_weapons->setCellWidget(i, 2, rounds);
        comboCell(3, QStringLiteral("guidance"), tr("Guidance"), guidance, w.guidance,
                  [](StrikerMountedWeapon &m, const QString &v) { m.guidance = v; });
        auto checkCell = [&](int column, const QString &key, const QString &name, bool on,
                             void (*apply)(StrikerMountedWeapon &, bool)) {
            auto *box = new QCheckBox;
            box->setChecked(on);
            registerField(key, box, name);
            connect(box, &QCheckBox::toggled, this, [this, i, apply](bool checked) {
                edit(tr("Change Weapon"), QString(), [&](StrikerDesign &d) {
                    if (i < d.weapons.size())
                        apply(d.weapons[i], checked);
                });
            });
            m_weapons->setCellWidget(i, column, box);
        };
        checkCell(4, QStringLiteral("pilot_fired"), tr("Pilot-fired"), w.pilotFired,
                  [](StrikerMountedWeapon &m, bool on) { m.pilotFired = on; });
        checkCell(5, QStringLiteral("commander"), tr("Worked by the commander"), w.commander,
                  [](StrikerMountedWeapon &m, bool on) { m.commander = on; });
        checkCell(6, QStringLiteral("strafing"), tr("Strafing"), w.strafing,
                  [](StrikerMountedWeapon &m, bool on) { m.strafing = on; });
    }
}

} // namespace hexwright
