// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/mak/makscenariocard.h"

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "edit/familyedits.h"
#include "edit/scheduleedits.h"
#include "editorcontext.h"
#include "families/mak/makrules.h"
#include "map/hexmap.h"
#include "ruleset/ruleset.h"
#include "scenario/scenarioreader.h"
#include "scenario/victoryschema.h"
#include "scenario/victorytext.h"
#include "shell/actionicons.h"
#include "shell/screensize.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMainWindow>
#include <QMenu>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace hexwright {

namespace {

const QStringList &edgeDirections()
{
    static const QStringList names = {QStringLiteral("north"), QStringLiteral("south"),
                                      QStringLiteral("east"), QStringLiteral("west")};
    return names;
}

/// The ways along an edge: east and west along a north or south edge, else north and south.
QStringList alongEdge(const QString &side)
{
    if (side == QLatin1String("north") || side == QLatin1String("south"))
        return {QStringLiteral("east"), QStringLiteral("west")};
    return {QStringLiteral("north"), QStringLiteral("south")};
}

QSpinBox *makeSpin(int minimum, int maximum, int value, const QString &name)
{
    auto *spin = new QSpinBox;
    spin->setRange(minimum, maximum);
    spin->setValue(value);
    spin->setAccessibleName(name);
    spin->setKeyboardTracking(true);
    return spin;
}

QComboBox *makeChoice(const QStringList &ids, const QStringList &names, const QString &current,
                      const QString &accessibleName)
{
    auto *combo = new QComboBox;
    for (qsizetype i = 0; i < ids.size(); ++i)
        combo->addItem(names.value(i, ids.at(i)), ids.at(i));
    const int at = combo->findData(current);
    if (at < 0 && !current.isEmpty())
        combo->addItem(current, current); // a value the file has but the list has not
    combo->setCurrentIndex(at >= 0 ? at : combo->count() - 1);
    if (current.isEmpty())
        combo->setCurrentIndex(-1);
    combo->setAccessibleName(accessibleName);
    return combo;
}

} // namespace

MakScenarioCard::MakScenarioCard(ScenarioDocument *document, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("makScenarioCard"));
    setWindowTitle(tr("Scenario Card"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("What the scenario card gives beyond sides, set-up zones, "
                                "reinforcements and victory: pilots, equipment, artillery, "
                                "mines, night and the O.G.P. thresholds."));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *tabs = new QTabWidget;
    tabs->setObjectName(QStringLiteral("makCardTabs"));
    tabs->setAccessibleName(tr("Scenario card sections"));
    tabs->addTab(buildUnitsTab(), tr("&Units"));
    tabs->addTab(buildArtilleryTab(), tr("&Artillery"));
    tabs->addTab(buildMinesTab(), tr("&Mines and Night"));
    tabs->addTab(buildEntriesTab(), tr("&Entries"));
    tabs->addTab(buildVictoryTab(), tr("&Victory"));
    layout->addWidget(tabs);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    layout->addWidget(buttons);

    if (m_document) {
        const auto again = [this] {
            refresh();
        };
        connect(m_document, &ScenarioDocument::forcesChanged, this, again);
        connect(m_document, &ScenarioDocument::sidesChanged, this, again);
        connect(m_document, &ScenarioDocument::familyChanged, this, again);
        connect(m_document, &ScenarioDocument::reinforcementsChanged, this, again);
        connect(m_document, &ScenarioDocument::victoryChanged, this, again);
        connect(m_document, &ScenarioDocument::markersChanged, this, again);
        connect(m_document, &ScenarioDocument::layoutChanged, this, again);
        connect(m_document, &QObject::destroyed, this, &QDialog::close);
    }
    refresh();
    fitToScreen(this, QSize(640, 480), QSize(960, 760));
}

MakScenarioCard::~MakScenarioCard() = default;

// --- Building ------------------------------------------------------------------------------

QWidget *MakScenarioCard::buildUnitsTab()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    m_entry = new QComboBox;
    m_entry->setObjectName(QStringLiteral("makEntry"));
    m_entry->setAccessibleName(tr("Force entry"));
    form->addRow(tr("&Force entry:"), m_entry);
    connect(m_entry, &QComboBox::currentIndexChanged, this, [this] { refreshEntry(); });

    const auto pilotCombo
        = [this, form](const QString &key, const QString &label, const QString &name) {
              auto *combo = new QComboBox;
              combo->setObjectName(QStringLiteral("makPilot-") + key);
              combo->setAccessibleName(name);
              form->addRow(label, combo);
              connect(combo, &QComboBox::currentIndexChanged, this, [this, combo, key] {
                  if (m_filling)
                      return;
                  const QVariant data = combo->currentData();
                  setEntryPilot(currentEntryId(), key,
                                data.isValid() ? std::optional<int>(data.toInt()) : std::nullopt);
              });
              return combo;
          };
    m_leader = pilotCombo(mak::LeaderKey, tr("&Commander (Ld 1):"), tr("Commander's pilot"));
    m_secondLeader = pilotCombo(mak::SecondLeaderKey, tr("&Second commander (Ld 2):"),
                                tr("Second commander's pilot"));
    m_controller = pilotCombo(mak::ControllerKey, tr("C&ontroller (PC):"),
                              tr("Pilot controlling the unmanned unit"));
    m_otherPilots = new QListWidget;
    m_otherPilots->setObjectName(QStringLiteral("makOtherPilots"));
    m_otherPilots->setAccessibleName(tr("Other pilots in the entry's units"));
    m_otherPilots->setMaximumHeight(160);
    form->addRow(tr("Other &pilots:"), m_otherPilots);
    connect(m_otherPilots, &QListWidget::itemChanged, this, [this] {
        if (m_filling)
            return;
        QList<int> numbers;
        for (int i = 0; i < m_otherPilots->count(); ++i) {
            if (m_otherPilots->item(i)->checkState() == Qt::Checked)
                numbers.append(m_otherPilots->item(i)->data(Qt::UserRole).toInt());
        }
        setEntryOtherPilots(currentEntryId(), numbers);
    });
    m_equipmentBox = new QGroupBox(tr("Equipment of each aircraft"));
    m_equipmentBox->setObjectName(QStringLiteral("makEquipment"));
    m_equipmentForm = new QFormLayout(m_equipmentBox);
    form->addRow(m_equipmentBox);
    m_entryNote = new QLabel;
    m_entryNote->setWordWrap(true);
    form->addRow(m_entryNote);
    return page;
}

QWidget *MakScenarioCard::buildArtilleryTab()
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    auto *note = new QLabel(tr("Off-board artillery by the card's artillery code: Type II, 80 "
                               "hexes west of board 6, 5 rounds in all, 2 a turn."));
    note->setWordWrap(true);
    layout->addWidget(note);
    m_artillery = new QTableWidget(0, 7);
    m_artillery->setObjectName(QStringLiteral("makArtillery"));
    m_artillery->setAccessibleName(tr("Off-board artillery"));
    m_artillery->setHorizontalHeaderLabels({tr("Side"), tr("Type"), tr("Board"), tr("Direction"),
                                            tr("Hexes off"), tr("Rounds"), tr("Per turn")});
    m_artillery->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(m_artillery);
    auto *buttons = new QHBoxLayout;
    auto *add = new QPushButton(tr("Add Artillery"));
    add->setObjectName(QStringLiteral("makAddArtillery"));
    auto *remove = new QPushButton(tr("Remove Artillery"));
    remove->setObjectName(QStringLiteral("makRemoveArtillery"));
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch();
    layout->addLayout(buttons);
    connect(add, &QPushButton::clicked, this, [this] {
        if (!m_document)
            return;
        const Scenario &s = m_document->scenario();
        MakArtillery a;
        a.side = s.sides.isEmpty() ? QString() : s.sides.first().id;
        a.type = makArtilleryTypes(m_document->ruleset()).value(0);
        a.board = s.layout.isEmpty() ? QString() : s.layout.first().panel;
        a.direction = QStringLiteral("west");
        QList<MakArtillery> all = makArtillery(s);
        all.append(a);
        setArtillery(all);
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        const int row = m_artillery->currentRow();
        QList<MakArtillery> all = m_shownArtillery;
        if (row < 0 || row >= all.size())
            return;
        all.removeAt(row);
        setArtillery(all);
    });
    return page;
}

QWidget *MakScenarioCard::buildMinesTab()
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    auto *points = new QGroupBox(tr("Mine points each side lays [19.1]"));
    m_minesForm = new QFormLayout(points);
    layout->addWidget(points);
    m_minefields = new QTableWidget(0, 3);
    m_minefields->setObjectName(QStringLiteral("makMinefields"));
    m_minefields->setAccessibleName(tr("Minefields laid at set-up"));
    m_minefields->setHorizontalHeaderLabels({tr("Side"), tr("Hex"), tr("Power")});
    m_minefields->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(new QLabel(tr("Minefields laid at set-up (secret from the other side):")));
    layout->addWidget(m_minefields);
    auto *buttons = new QHBoxLayout;
    auto *add = new QPushButton(tr("Add Minefield"));
    add->setObjectName(QStringLiteral("makAddMinefield"));
    auto *remove = new QPushButton(tr("Remove Minefield"));
    remove->setObjectName(QStringLiteral("makRemoveMinefield"));
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch();
    layout->addLayout(buttons);
    connect(add, &QPushButton::clicked, this, [this] {
        if (!m_document)
            return;
        const Scenario &s = m_document->scenario();
        MakMinefield f;
        f.side = s.sides.isEmpty() ? QString() : s.sides.first().id;
        f.power = makRules(m_document->ruleset()).minesMin;
        QList<MakMinefield> all = m_shownMinefields;
        all.append(f);
        setMinefields(all);
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        const int row = m_minefields->currentRow();
        QList<MakMinefield> all = m_shownMinefields;
        if (row < 0 || row >= all.size())
            return;
        all.removeAt(row);
        setMinefields(all);
    });
    m_night = new QCheckBox(tr("&Night: manned units take the darkness modifier [19.3]"));
    m_night->setObjectName(QStringLiteral("makNight"));
    m_night->setAccessibleName(tr("Night scenario"));
    layout->addWidget(m_night);
    connect(m_night, &QCheckBox::toggled, this, [this](bool on) {
        if (!m_filling)
            setNight(on);
    });
    return page;
}

QWidget *MakScenarioCard::buildEntriesTab()
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    auto *note = new QLabel(tr("Where each reinforcement enters along its edge, as the entry "
                               "code says: \"hex 1801 and all hexes east of it\". Turn, side, "
                               "board and edge are set in the Schedule."));
    note->setWordWrap(true);
    layout->addWidget(note);
    m_entries = new QTableWidget(0, 4);
    m_entries->setObjectName(QStringLiteral("makEntries"));
    m_entries->setAccessibleName(tr("Reinforcement entries"));
    m_entries->setHorizontalHeaderLabels(
        {tr("Reinforcement"), tr("Edge"), tr("From hex"), tr("Toward")});
    m_entries->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_entries->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(m_entries);
    return page;
}

QWidget *MakScenarioCard::buildVictoryTab()
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    auto *note = new QLabel(tr("O.G.P. = VP of enemy units destroyed, immobilized or disarmed, "
                               "plus the scenario's extras, minus the VP of own artillery used. "
                               "From each threshold on, the result:"));
    note->setWordWrap(true);
    layout->addWidget(note);
    m_ogp = new QTableWidget(0, 2);
    m_ogp->setObjectName(QStringLiteral("makOgp"));
    m_ogp->setAccessibleName(tr("O.G.P. thresholds"));
    m_ogp->setHorizontalHeaderLabels({tr("From O.G.P."), tr("Result")});
    m_ogp->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(m_ogp);
    auto *buttons = new QHBoxLayout;
    auto *add = new QPushButton(tr("Add Threshold"));
    add->setObjectName(QStringLiteral("makAddThreshold"));
    auto *remove = new QPushButton(tr("Remove Threshold"));
    remove->setObjectName(QStringLiteral("makRemoveThreshold"));
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch();
    layout->addLayout(buttons);
    connect(add, &QPushButton::clicked, this, [this] {
        QList<MakOgpThreshold> all = m_shownOgp;
        MakOgpThreshold t;
        t.min = all.isEmpty() ? 0 : all.last().min + 10;
        t.result = all.isEmpty() ? QStringLiteral("draw") : QStringLiteral("decisive_victory");
        all.append(t);
        setOgpThresholds(all);
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        const int row = m_ogp->currentRow();
        QList<MakOgpThreshold> all = m_shownOgp;
        if (row < 0 || row >= all.size())
            return;
        all.removeAt(row);
        setOgpThresholds(all);
    });
    m_markers = new QLabel;
    m_markers->setObjectName(QStringLiteral("makMarkers"));
    m_markers->setWordWrap(true);
    m_markers->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    layout->addWidget(m_markers);
    return page;
}

// --- Showing -------------------------------------------------------------------------------

void MakScenarioCard::refresh()
{
    if (!m_document)
        return;
    const bool filling = m_filling;
    m_filling = true;
    const Scenario &s = m_document->scenario();
    const Ruleset &ruleset = m_document->ruleset();
    // The entries in the combo, kept on the one shown.
    const QString current = currentEntryId();
    QStringList ids;
    for (const ForceEntry &f : s.forces)
        ids.append(f.id);
    QStringList shown;
    for (int i = 0; i < m_entry->count(); ++i)
        shown.append(m_entry->itemData(i).toString());
    if (ids != shown) {
        m_entry->clear();
        for (const ForceEntry &f : s.forces) {
            const UnitType *type = ruleset.findUnitType(f.unitType);
            const Side *side = s.findSide(f.side);
            m_entry->addItem(tr("%1: %2 × %3 (%4)")
                                 .arg(side ? side->name : f.side)
                                 .arg(f.count)
                                 .arg(type ? type->name : f.unitType, f.id),
                             f.id);
        }
        m_entry->setCurrentIndex(std::max(0, int(ids.indexOf(current))));
    }
    m_filling = filling;
    refreshEntry();
    refreshArtillery();
    refreshMines();
    refreshEntries();
    refreshVictory();
}

QString MakScenarioCard::currentEntryId() const
{
    return m_entry ? m_entry->currentData().toString() : QString();
}

void MakScenarioCard::selectEntry(const QString &entryId)
{
    const int at = m_entry->findData(entryId);
    if (at >= 0)
        m_entry->setCurrentIndex(at);
}

void MakScenarioCard::refreshEntry()
{
    if (!m_document)
        return;
    const bool filling = m_filling;
    m_filling = true;
    const Scenario &s = m_document->scenario();
    const Ruleset &ruleset = m_document->ruleset();
    const MakRules &rules = makRules(ruleset);
    const ForceEntry *entry = nullptr;
    for (const ForceEntry &f : s.forces) {
        if (f.id == currentEntryId())
            entry = &f;
    }
    const MakEntryPilots pilots = entry ? makEntryPilots(*entry) : MakEntryPilots();
    QList<const MakPilot *> ofColour;
    for (const MakPilot &p : rules.pilots) {
        if (entry && p.colour == entry->colour)
            ofColour.append(&p);
    }
    const auto pilotText = [&rules](const MakPilot &p) {
        const MakRank *rank = rules.rank(p.rank);
        return rank ? tr("%1 %2, %3").arg(p.number).arg(p.name, rank->name)
                    : tr("%1 %2").arg(p.number).arg(p.name);
    };
    for (auto [combo, number] :
         {std::pair {m_leader, pilots.leader}, std::pair {m_secondLeader, pilots.secondLeader},
          std::pair {m_controller, pilots.controller}}) {
        combo->clear();
        combo->addItem(tr("(none)"));
        for (const MakPilot *p : std::as_const(ofColour))
            combo->addItem(pilotText(*p), p->number);
        if (number && combo->findData(*number) < 0)
            combo->addItem(tr("%1 (not a pilot of this colour)").arg(*number), *number);
        combo->setCurrentIndex(number ? combo->findData(*number) : 0);
        combo->setEnabled(entry != nullptr);
    }
    m_otherPilots->clear();
    for (const MakPilot *p : std::as_const(ofColour)) {
        auto *item = new QListWidgetItem(pilotText(*p), m_otherPilots);
        item->setData(Qt::UserRole, p->number);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(pilots.others.contains(p->number) ? Qt::Checked : Qt::Unchecked);
    }
    m_otherPilots->setEnabled(entry != nullptr);

    // Equipment: a count per kind, for an aircraft only [10.1].
    while (m_equipmentForm->rowCount() > 0)
        m_equipmentForm->removeRow(0);
    const bool aircraft = entry && makIsAircraft(ruleset, entry->unitType);
    const QStringList carried = entry ? makEquipment(*entry) : QStringList();
    for (const QString &id : makEquipmentIds(ruleset)) {
        const MarkerType *marker = ruleset.findMarker(id);
        const QString name = marker ? marker->name : id;
        QSpinBox *spin = makeSpin(0, 9, int(carried.count(id)), tr("%1 carried").arg(name));
        spin->setObjectName(QStringLiteral("makEquipment-") + id);
        m_equipmentForm->addRow(name + QLatin1Char(':'), spin);
        connect(spin, &QSpinBox::valueChanged, this, [this, id](int count) {
            if (m_filling)
                return;
            const ForceEntry *f = nullptr;
            for (const ForceEntry &e : m_document->scenario().forces) {
                if (e.id == currentEntryId())
                    f = &e;
            }
            if (!f)
                return;
            // The kinds in ruleset order, each as many times as counted.
            QStringList equipment;
            const QStringList had = makEquipment(*f);
            for (const QString &kind : makEquipmentIds(m_document->ruleset())) {
                const int n = kind == id ? count : int(had.count(kind));
                for (int i = 0; i < n; ++i)
                    equipment.append(kind);
            }
            setEntryEquipment(f->id, equipment);
        });
    }
    m_equipmentBox->setEnabled(aircraft || !carried.isEmpty());
    m_entryNote->setText(!entry         ? tr("The scenario has no force entries yet.")
                             : aircraft ? QString()
                                        : tr("Only aircraft carry equipment."));
    m_filling = filling;
}

void MakScenarioCard::refreshArtillery()
{
    const Scenario &s = m_document->scenario();
    const QList<MakArtillery> artillery = makArtillery(s);
    if (artillery == m_shownArtillery && m_artillery->rowCount() == artillery.size())
        return;
    m_shownArtillery = artillery;
    const bool filling = m_filling;
    m_filling = true;
    QStringList sideNames;
    for (const Side &side : s.sides)
        sideNames.append(side.name);
    QStringList boards;
    for (const PanelPlacement &p : s.layout)
        boards.append(p.panel);
    QStringList directionNames;
    for (const QString &d : edgeDirections())
        directionNames.append(edgeSideName(d));
    const QStringList types = makArtilleryTypes(m_document->ruleset());
    m_artillery->setRowCount(0);
    m_artillery->setRowCount(int(artillery.size()));
    for (int row = 0; row < artillery.size(); ++row) {
        const MakArtillery &a = artillery.at(row);
        const QString where = tr("artillery %1").arg(row + 1);
        const auto changed = [this, row](auto &&apply, const QString &field) {
            if (m_filling)
                return;
            QList<MakArtillery> all = m_shownArtillery;
            if (row >= all.size())
                return;
            apply(all[row]);
            m_shownArtillery = all;
            setArtillery(all, QStringLiteral("mak-artillery-%1-%2").arg(row).arg(field));
        };
        auto *side = makeChoice(s.sideIds(), sideNames, a.side, tr("Side of %1").arg(where));
        connect(side, &QComboBox::currentIndexChanged, this, [side, changed] {
            changed([&](MakArtillery &x) { x.side = side->currentData().toString(); },
                    QStringLiteral("side"));
        });
        auto *type = makeChoice(types, types, a.type, tr("Type of %1").arg(where));
        connect(type, &QComboBox::currentIndexChanged, this, [type, changed] {
            changed([&](MakArtillery &x) { x.type = type->currentData().toString(); },
                    QStringLiteral("type"));
        });
        auto *board = makeChoice(boards, boards, a.board, tr("Board of %1").arg(where));
        connect(board, &QComboBox::currentIndexChanged, this, [board, changed] {
            changed([&](MakArtillery &x) { x.board = board->currentData().toString(); },
                    QStringLiteral("board"));
        });
        auto *direction = makeChoice(edgeDirections(), directionNames, a.direction,
                                     tr("Direction of %1 from its board").arg(where));
        connect(direction, &QComboBox::currentIndexChanged, this, [direction, changed] {
            changed([&](MakArtillery &x) { x.direction = direction->currentData().toString(); },
                    QStringLiteral("direction"));
        });
        auto *distance = makeSpin(1, 999, a.distance, tr("Hexes of %1 off the board").arg(where));
        connect(distance, &QSpinBox::valueChanged, this, [changed](int v) {
            changed([&](MakArtillery &x) { x.distance = v; }, QStringLiteral("distance"));
        });
        auto *total = makeSpin(1, 999, a.total, tr("Rounds of %1 in all").arg(where));
        connect(total, &QSpinBox::valueChanged, this, [changed](int v) {
            changed([&](MakArtillery &x) { x.total = v; }, QStringLiteral("total"));
        });
        auto *perTurn = makeSpin(1, 99, a.perTurn, tr("Rounds of %1 a turn").arg(where));
        connect(perTurn, &QSpinBox::valueChanged, this, [changed](int v) {
            changed([&](MakArtillery &x) { x.perTurn = v; }, QStringLiteral("per_turn"));
        });
        int column = 0;
        for (QWidget *w : {static_cast<QWidget *>(side), static_cast<QWidget *>(type),
                           static_cast<QWidget *>(board), static_cast<QWidget *>(direction),
                           static_cast<QWidget *>(distance), static_cast<QWidget *>(total),
                           static_cast<QWidget *>(perTurn)})
            m_artillery->setCellWidget(row, column++, w);
    }
    m_filling = filling;
}

void MakScenarioCard::refreshMines()
{
    const Scenario &s = m_document->scenario();
    const bool filling = m_filling;
    m_filling = true;
    const QMap<QString, int> points = makMinePoints(s);
    if (s.sideIds() != m_shownMineSides) {
        m_shownMineSides = s.sideIds();
        while (m_minesForm->rowCount() > 0)
            m_minesForm->removeRow(0);
        for (const Side &side : s.sides) {
            const QString id = side.id;
            QSpinBox *spin
                = makeSpin(0, 9999, points.value(id), tr("Mine points of %1").arg(side.name));
            spin->setObjectName(QStringLiteral("makMines-") + id);
            m_minesForm->addRow(side.name + QLatin1Char(':'), spin);
            connect(spin, &QSpinBox::valueChanged, this, [this, id](int v) {
                if (!m_filling)
                    setMinePoints(id, v);
            });
        }
    } else {
        for (const Side &side : s.sides) {
            if (auto *spin = findChild<QSpinBox *>(QStringLiteral("makMines-") + side.id))
                spin->setValue(points.value(side.id));
        }
    }
    m_night->setChecked(makNight(s));

    const QList<MakMinefield> fields = makMinefields(s);
    if (!(fields == m_shownMinefields && m_minefields->rowCount() == fields.size())) {
        m_shownMinefields = fields;
        QStringList sideNames;
        for (const Side &side : s.sides)
            sideNames.append(side.name);
        const MakRules &rules = makRules(m_document->ruleset());
        m_minefields->setRowCount(0);
        m_minefields->setRowCount(int(fields.size()));
        for (int row = 0; row < fields.size(); ++row) {
            const MakMinefield &f = fields.at(row);
            const QString where = tr("minefield %1").arg(row + 1);
            const auto changed = [this, row](auto &&apply, const QString &field) {
                if (m_filling)
                    return;
                QList<MakMinefield> all = m_shownMinefields;
                if (row >= all.size())
                    return;
                apply(all[row]);
                m_shownMinefields = all;
                setMinefields(all, QStringLiteral("mak-minefield-%1-%2").arg(row).arg(field));
            };
            auto *side = makeChoice(s.sideIds(), sideNames, f.side, tr("Side of %1").arg(where));
            connect(side, &QComboBox::currentIndexChanged, this, [side, changed] {
                changed([&](MakMinefield &x) { x.side = side->currentData().toString(); },
                        QStringLiteral("side"));
            });
            auto *hex = new QLineEdit(m_document->map().label(f.hex));
            hex->setAccessibleName(tr("Hex of %1").arg(where));
            connect(hex, &QLineEdit::editingFinished, this, [this, hex, changed] {
                OffsetCoord at;
                if (!parseMapHexLabel(hex->text().trimmed(), &at)) {
                    hex->setToolTip(tr("Write a hex label such as 0405"));
                    return;
                }
                changed([&](MakMinefield &x) { x.hex = at; }, QStringLiteral("hex"));
            });
            auto *power
                = makeSpin(1, rules.minesArtilleryMax, f.power, tr("Power of %1").arg(where));
            connect(power, &QSpinBox::valueChanged, this, [changed](int v) {
                changed([&](MakMinefield &x) { x.power = v; }, QStringLiteral("power"));
            });
            m_minefields->setCellWidget(row, 0, side);
            m_minefields->setCellWidget(row, 1, hex);
            m_minefields->setCellWidget(row, 2, power);
        }
    }
    m_filling = filling;
}

void MakScenarioCard::refreshEntries()
{
    const Scenario &s = m_document->scenario();
    if (s.reinforcements == m_shownEntries && m_entries->rowCount() == s.reinforcements.size())
        return;
    m_shownEntries = s.reinforcements;
    const bool filling = m_filling;
    m_filling = true;
    m_entries->setRowCount(0);
    m_entries->setRowCount(int(s.reinforcements.size()));
    for (int row = 0; row < s.reinforcements.size(); ++row) {
        const Reinforcement &r = s.reinforcements.at(row);
        const Side *side = s.findSide(r.side);
        m_entries->setItem(
            row, 0,
            new QTableWidgetItem(
                tr("Turn %1, %2 (%3)").arg(r.turn).arg(side ? side->name : r.side, r.id)));
        const bool byEdge = r.entry.kind == Entry::Kind::Edge;
        const EdgeSpec &edge = r.entry.edge;
        m_entries->setItem(
            row, 1,
            new QTableWidgetItem(byEdge ? schedule::edgeSummary(edge) : tr("(not by an edge)")));
        if (!byEdge)
            continue;
        const QString id = r.id;
        auto *anchor
            = new QLineEdit(edge.anchor ? m_document->map().label(*edge.anchor) : QString());
        anchor->setPlaceholderText(tr("anywhere"));
        anchor->setAccessibleName(tr("Entry hex of %1").arg(id));
        QStringList along = alongEdge(edge.side);
        QStringList alongNames = {tr("(this hex only)")};
        for (const QString &d : along)
            alongNames.append(tr("and %1 of it").arg(edgeSideName(d)));
        along.prepend(QString());
        auto *direction = new QComboBox;
        for (qsizetype i = 0; i < along.size(); ++i)
            direction->addItem(alongNames.at(i), along.at(i));
        direction->setCurrentIndex(std::max(0, direction->findData(edge.direction)));
        direction->setAccessibleName(tr("Entry direction of %1").arg(id));
        direction->setEnabled(edge.anchor.has_value());
        const auto apply = [this, id, anchor, direction] {
            if (m_filling)
                return;
            const QString text = anchor->text().trimmed();
            OffsetCoord at;
            if (!text.isEmpty() && !parseMapHexLabel(text, &at)) {
                anchor->setToolTip(tr("Write a hex label such as 1801, or nothing"));
                return;
            }
            setEntryAnchor(id, text.isEmpty() ? std::nullopt : std::optional<OffsetCoord>(at),
                           text.isEmpty() ? QString() : direction->currentData().toString());
        };
        connect(anchor, &QLineEdit::editingFinished, this, apply);
        connect(direction, &QComboBox::currentIndexChanged, this, apply);
        m_entries->setCellWidget(row, 2, anchor);
        m_entries->setCellWidget(row, 3, direction);
    }
    m_filling = filling;
}

void MakScenarioCard::refreshVictory()
{
    const Scenario &s = m_document->scenario();
    const QList<MakOgpThreshold> ogp = makOgpThresholds(s);
    const bool same = ogp.size() == m_shownOgp.size()
        && std::equal(ogp.cbegin(), ogp.cend(), m_shownOgp.cbegin(),
                      [](const MakOgpThreshold &a, const MakOgpThreshold &b) {
                          return a.min == b.min && a.result == b.result;
                      });
    if (!same || !m_ogpShown) {
        m_ogpShown = true;
        m_shownOgp = ogp;
        const bool filling = m_filling;
        m_filling = true;
        m_ogp->setRowCount(0);
        m_ogp->setRowCount(int(ogp.size()));
        QStringList resultNames;
        for (const QString &r : victoryLevelResults())
            resultNames.append(victoryResultName(r));
        for (int row = 0; row < ogp.size(); ++row) {
            const auto changed = [this, row](auto &&apply, const QString &field) {
                if (m_filling)
                    return;
                QList<MakOgpThreshold> all = m_shownOgp;
                if (row >= all.size())
                    return;
                apply(all[row]);
                m_shownOgp = all;
                setOgpThresholds(all, QStringLiteral("mak-ogp-%1-%2").arg(row).arg(field));
            };
            auto *min = makeSpin(-100000, 100000, ogp.at(row).min,
                                 tr("O.G.P. from which threshold %1 holds").arg(row + 1));
            connect(min, &QSpinBox::valueChanged, this, [changed](int v) {
                changed([&](MakOgpThreshold &x) { x.min = v; }, QStringLiteral("min"));
            });
            auto *result = makeChoice(victoryLevelResults(), resultNames, ogp.at(row).result,
                                      tr("Result of threshold %1").arg(row + 1));
            connect(result, &QComboBox::currentIndexChanged, this, [result, changed] {
                changed([&](MakOgpThreshold &x) { x.result = result->currentData().toString(); },
                        QStringLiteral("result"));
            });
            m_ogp->setCellWidget(row, 0, min);
            m_ogp->setCellWidget(row, 1, result);
        }
        m_filling = filling;
    }
    // The shared parts the card names: placed with the marker tool, listed here.
    const auto where = [this](const QList<Marker> &markers) {
        QStringList hexes;
        for (const Marker &m : markers)
            hexes.append(m_document->map().label(m.hex));
        return hexes.isEmpty() ? tr("none") : hexes.join(QStringLiteral(", "));
    };
    QStringList positions;
    for (const Marker &m : makDefensivePositions(s))
        positions.append(
            tr("%1 (%2)").arg(m_document->map().label(m.hex)).arg(makDefensivePositionModifier(m)));
    m_markers->setText(
        tr("Placed as markers (Victory dock): defensive positions: %1; depots: %2; objectives: "
           "%3.")
            .arg(positions.isEmpty() ? tr("none") : positions.join(QStringLiteral(", ")),
                 where(makDepots(s)), where(makObjectives(s))));
}

// --- Editing ---------------------------------------------------------------------------------

void MakScenarioCard::push(QUndoCommand *command)
{
    m_document->undoStack()->push(command);
}

void MakScenarioCard::pushFamily(const QString &key, const QVariant &value, const QString &text,
                                 const QString &mergeKey)
{
    if (!m_document)
        return;
    const QVariantMap family = setScenarioFamilyValue(m_document->scenario(), key, value);
    if (family == m_document->scenario().family)
        return;
    push(new ChangeScenarioFamily(m_document, family, text, mergeKey));
}

void MakScenarioCard::setEntryPilot(const QString &entryId, const QString &key,
                                    std::optional<int> number)
{
    if (!m_document)
        return;
    const QVariant value = number ? QVariant(QString::number(*number)) : QVariant();
    const QList<ForceEntry> forces
        = setForceFamilyValue(m_document->scenario(), entryId, key, value);
    if (forces != m_document->scenario().forces)
        push(new ChangeForces(m_document, forces, tr("Assign Pilot")));
}

void MakScenarioCard::setEntryOtherPilots(const QString &entryId, const QList<int> &numbers)
{
    if (!m_document)
        return;
    MakEntryPilots pilots;
    pilots.others = numbers;
    const QList<ForceEntry> forces
        = setForceFamilyValue(m_document->scenario(), entryId, mak::PilotsKey,
                              makEntryPilotsValues(pilots).value(mak::PilotsKey));
    if (forces != m_document->scenario().forces)
        push(new ChangeForces(m_document, forces, tr("Assign Pilots")));
}

void MakScenarioCard::setEntryEquipment(const QString &entryId, const QStringList &equipment)
{
    if (!m_document)
        return;
    const QList<ForceEntry> forces = setForceFamilyValue(
        m_document->scenario(), entryId, mak::EquipmentKey, makEquipmentValue(equipment));
    if (forces != m_document->scenario().forces)
        push(new ChangeForces(m_document, forces, tr("Change Equipment"),
                              QStringLiteral("mak-equipment-") + entryId));
}

void MakScenarioCard::setArtillery(const QList<MakArtillery> &artillery, const QString &mergeKey)
{
    pushFamily(mak::ArtilleryKey, makArtilleryValue(artillery), tr("Change Artillery"), mergeKey);
}

void MakScenarioCard::setMinePoints(const QString &sideId, int points)
{
    if (!m_document)
        return;
    QMap<QString, int> all = makMinePoints(m_document->scenario());
    all.insert(sideId, points);
    pushFamily(mak::MinesKey, makMinePointsValue(all), tr("Change Mine Points"),
               QStringLiteral("mak-mines-") + sideId);
}

void MakScenarioCard::setMinefields(const QList<MakMinefield> &minefields, const QString &mergeKey)
{
    pushFamily(mak::MinefieldsKey, makMinefieldsValue(minefields), tr("Change Minefields"),
               mergeKey);
}

void MakScenarioCard::setNight(bool night)
{
    pushFamily(mak::NightKey, makNightValue(night), night ? tr("Night") : tr("Day"));
}

void MakScenarioCard::setOgpThresholds(const QList<MakOgpThreshold> &thresholds,
                                       const QString &mergeKey)
{
    if (!m_document)
        return;
    const Scenario &s = m_document->scenario();
    QList<VictoryCondition> victory = s.victory;
    const QString id = makOgpConditionId(s);
    VictoryCondition *condition = nullptr;
    for (VictoryCondition &v : victory) {
        if (v.id == id)
            condition = &v;
    }
    if (!condition) {
        VictoryCondition v;
        v.id = uniqueId(QStringLiteral("ogp"), s.victoryIds());
        v.kind = QStringLiteral("victory_points");
        victory.append(v);
        condition = &victory.last();
    }
    QVariantList levels;
    for (const MakOgpThreshold &t : thresholds)
        levels.append(
            QVariantMap {{QStringLiteral("min"), t.min}, {QStringLiteral("result"), t.result}});
    if (levels.isEmpty())
        condition->parameters.remove(QStringLiteral("levels"));
    else
        condition->parameters.insert(QStringLiteral("levels"), levels);
    if (victory != s.victory)
        push(new ChangeVictory(m_document, victory, tr("Change O.G.P. Thresholds"), mergeKey));
}

void MakScenarioCard::setEntryAnchor(const QString &reinforcementId,
                                     std::optional<OffsetCoord> anchor, const QString &direction)
{
    if (!m_document)
        return;
    QList<Reinforcement> reinforcements = m_document->scenario().reinforcements;
    for (Reinforcement &r : reinforcements) {
        if (r.id != reinforcementId || r.entry.kind != Entry::Kind::Edge)
            continue;
        r.entry.edge.anchor = anchor;
        r.entry.edge.direction
            = anchor && alongEdge(r.entry.edge.side).contains(direction) ? direction : QString();
    }
    if (reinforcements != m_document->scenario().reinforcements)
        push(new ChangeReinforcements(m_document, reinforcements, tr("Change Entry Hex")));
}

// --- The menu entry --------------------------------------------------------------------------

void MakScenarioCard::install(EditorContext &context)
{
    QMenu *menu = context.menu(QStringLiteral("scenarioMenu"));
    if (!menu)
        return;
    auto *action = new QAction(tr("Scenario &Card..."), context.window());
    action->setObjectName(QStringLiteral("makScenarioCardAction"));
    action->setIcon(actionIcon(QStringLiteral("hexwright-forces")));
    action->setToolTip(tr("Pilots, equipment, artillery, mines, night, entry hexes and the "
                          "O.G.P. thresholds of the scenario card"));
    action->setStatusTip(tr("Open the scenario card"));
    auto *open = new QPointer<MakScenarioCard>;
    QObject::connect(action, &QObject::destroyed, [open] { delete open; });
    QObject::connect(action, &QAction::triggered, &context, [&context, open] {
        ScenarioDocument *document = context.document();
        if (!document)
            return;
        if (*open) {
            (*open)->raise();
            (*open)->activateWindow();
            return;
        }
        auto *dialog = new MakScenarioCard(document, context.window());
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        *open = dialog;
        dialog->show();
    });
    // Only while a Maschinen Krieger scenario is open; the card of another document closes.
    auto update = [action, open](ScenarioDocument *document) {
        const bool mak = document && document->ruleset().family == makFamilyId();
        action->setVisible(mak);
        action->setEnabled(mak);
        if (*open && (!mak || (*open)->m_document != document))
            (*open)->close();
    };
    update(context.document());
    QObject::connect(&context, &EditorContext::documentChanged, action, update);
    menu->addAction(action);
}

} // namespace hexwright
