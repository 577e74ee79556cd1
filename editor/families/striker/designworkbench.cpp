// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Striker's vehicle design workbench: the scenario's designs, a section per part of a design,
// the running totals as bars and the design constraints, live. The form of a design is built
// and filled in designworkbench_form.cpp, the totals and constraints in
// designworkbench_totals.cpp.

#include "families/striker/designworkbench.h"
#include "families/striker/designworkbench_p.h"

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "edit/familyedits.h"
#include "editorcontext.h"
#include "families/striker/strikerrules.h"
#include "shell/actionicons.h"
#include "shell/familydialogaction.h"
#include "shell/screensize.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMainWindow>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace hexwright {

using namespace designworkbench;

DesignWorkbench::DesignWorkbench(ScenarioDocument *document, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("designWorkbench"));
    setWindowTitle(tr("Vehicle Designs - %1").arg(document->ruleset().name));

    // The designs
    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(new QLabel(tr("Designs")));
    m_designs = new QListWidget;
    m_designs->setObjectName(QStringLiteral("designList"));
    m_designs->setAccessibleName(tr("Designs"));
    leftLayout->addWidget(m_designs, 1);
    auto *buttons = new QHBoxLayout;
    auto *add = new QPushButton(tr("&New"));
    add->setObjectName(QStringLiteral("newDesignButton"));
    auto *duplicate = new QPushButton(tr("D&uplicate"));
    duplicate->setObjectName(QStringLiteral("duplicateDesignButton"));
    auto *remove = new QPushButton(tr("&Remove"));
    remove->setObjectName(QStringLiteral("removeDesignButton"));
    buttons->addWidget(add);
    buttons->addWidget(duplicate);
    buttons->addWidget(remove);
    leftLayout->addLayout(buttons);
    connect(add, &QPushButton::clicked, this, &DesignWorkbench::addDesign);
    connect(duplicate, &QPushButton::clicked, this, &DesignWorkbench::duplicateDesign);
    connect(remove, &QPushButton::clicked, this, &DesignWorkbench::removeDesign);
    connect(m_designs, &QListWidget::currentRowChanged, this, [this](int row) {
        if (m_updating || row < 0 || row >= m_list.size())
            return;
        m_currentId = m_list[row].id;
        showDesign();
    });

    // The design's sections
    auto *form = new QWidget;
    buildForm(form);
    m_scroll = new QScrollArea;
    m_scroll->setWidgetResizable(true);
    m_scroll->setWidget(form);

    auto *splitter = new QSplitter;
    splitter->addWidget(left);
    splitter->addWidget(m_scroll);
    splitter->addWidget(buildTotals());
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 2);
    splitter->setStretchFactor(2, 1);
    splitter->setSizes({180, 560, 340});

    auto *close = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(close);

    connect(document, &ScenarioDocument::familyChanged, this, &DesignWorkbench::reload);
    connect(document, &QObject::destroyed, this, &QWidget::close);
    fitToScreen(this, QSize(1100, 700));
    reload();
}

DesignWorkbench::~DesignWorkbench() = default;

QComboBox *DesignWorkbench::idCombo(const QList<std::pair<QString, QString>> &items)
{
    auto *combo = new QComboBox;
    for (const auto &[id, name] : items)
        combo->addItem(name, id);
    return combo;
}

void DesignWorkbench::reload()
{
    if (!m_document)
        return;
    m_list = strikerDesigns(m_document->scenario());
    const QSignalBlocker block(m_designs);
    m_updating = true;
    m_designs->clear();
    int row = -1;
    for (int i = 0; i < m_list.size(); ++i) {
        const StrikerDesign &d = m_list[i];
        m_designs->addItem(d.name.isEmpty() ? d.id : tr("%1 (%2)").arg(d.name, d.id));
        if (d.id == m_currentId)
            row = i;
    }
    if (row < 0 && !m_list.isEmpty())
        row = 0;
    m_currentId = row >= 0 ? m_list[row].id : QString();
    m_designs->setCurrentRow(row);
    m_updating = false;
    showDesign();
}

StrikerDesign DesignWorkbench::current() const
{
    for (const StrikerDesign &d : m_list) {
        if (d.id == m_currentId)
            return d;
    }
    return {};
}

QString DesignWorkbench::currentDesignId() const
{
    return m_currentId;
}

void DesignWorkbench::selectDesign(const QString &id)
{
    m_currentId = id;
    reload();
}

QWidget *DesignWorkbench::fieldWidget(const QString &path) const
{
    if (QWidget *w = m_fields.value(path))
        return w;
    const QString list = path.section(QLatin1Char('/'), 0, 0);
    return m_componentLists.value(list);
}

void DesignWorkbench::jumpTo(const QString &path)
{
    if (path.isEmpty())
        return;
    QWidget *w = fieldWidget(path);
    // A weapon's whole row, when the path names the weapon only.
    if (!w && path.startsWith(QLatin1String("weapons/")))
        w = fieldWidget(path.section(QLatin1Char('/'), 0, 1) + QStringLiteral("/weapon"));
    if (!w)
        return;
    if (QListWidget *list = m_componentLists.value(path.section(QLatin1Char('/'), 0, 0));
        list && list == w)
        list->setCurrentRow(path.section(QLatin1Char('/'), 1, 1).toInt());
    if (path.startsWith(QLatin1String("weapons/")))
        m_weapons->selectRow(path.section(QLatin1Char('/'), 1, 1).toInt());
    m_scroll->ensureWidgetVisible(w);
    w->setFocus(Qt::OtherFocusReason);
}

void DesignWorkbench::commitDesigns(const QList<StrikerDesign> &designs, const QString &text,
                                    const QString &mergeKey)
{
    const QVariantMap family
        = setScenarioFamilyValue(m_document->scenario(), DesignsKey, strikerDesignsValue(designs));
    if (family == m_document->scenario().family)
        return;
    m_document->undoStack()->push(new ChangeScenarioFamily(m_document, family, text, mergeKey));
}

void DesignWorkbench::addDesign()
{
    QStringList ids;
    for (const StrikerDesign &d : std::as_const(m_list))
        ids.append(d.id);
    int n = int(m_list.size()) + 1;
    while (ids.contains(QStringLiteral("design-%1").arg(n)))
        ++n;
    // A plain starting point of our own: a tracked vehicle of the middle tech levels.
    StrikerDesign d;
    d.id = QStringLiteral("design-%1").arg(n);
    d.name = tr("Design %1").arg(n);
    d.tl = 8;
    d.locomotion = QStringLiteral("tracked");
    d.chassisVolume = 20;
    d.powerPlant = QStringLiteral("internal_combustion");
    d.powerMw = 0.5;
    d.crew = 2;
    // Designed for the scenario's world, when it names one.
    const StrikerWorld world = strikerWorld(m_document->scenario());
    if (!world.atmosphere.isEmpty())
        d.atmosphere = world.atmosphere;
    if (world.gravity > 0)
        d.gravity = world.gravity;
    QList<StrikerDesign> designs = m_list;
    designs.append(d);
    m_currentId = d.id;
    commitDesigns(designs, tr("New Design"));
}

void DesignWorkbench::duplicateDesign()
{
    if (m_currentId.isEmpty())
        return;
    StrikerDesign d = current();
    QStringList ids;
    for (const StrikerDesign &other : std::as_const(m_list))
        ids.append(other.id);
    int n = 2;
    while (ids.contains(QStringLiteral("%1-%2").arg(d.id).arg(n)))
        ++n;
    d.id = QStringLiteral("%1-%2").arg(d.id).arg(n);
    d.name = tr("%1 (copy)").arg(d.name);
    QList<StrikerDesign> designs = m_list;
    designs.append(d);
    m_currentId = d.id;
    commitDesigns(designs, tr("Duplicate Design"));
}

void DesignWorkbench::removeDesign()
{
    QList<StrikerDesign> designs = m_list;
    for (qsizetype i = 0; i < designs.size(); ++i) {
        if (designs[i].id == m_currentId) {
            designs.removeAt(i);
            m_currentId = designs.isEmpty() ? QString() : designs[std::max<qsizetype>(0, i - 1)].id;
            commitDesigns(designs, tr("Remove Design"));
            return;
        }
    }
}

void DesignWorkbench::addComponent(const QString &list, QComboBox *from)
{
    const QString id = from->currentData().toString();
    if (id.isEmpty())
        return;
    edit(tr("Add %1").arg(from->currentText()), QString(), [&](StrikerDesign &d) {
        QStringList &ids = list == QLatin1String("fire_control") ? d.fireControl
            : list == QLatin1String("sensors")                   ? d.sensors
                                                                 : d.equipment;
        ids.append(id);
    });
}

void DesignWorkbench::removeComponent(const QString &list, QListWidget *from)
{
    const int row = from->currentRow();
    if (row < 0)
        return;
    edit(tr("Remove %1").arg(from->currentItem()->text()), QString(), [&](StrikerDesign &d) {
        QStringList &ids = list == QLatin1String("fire_control") ? d.fireControl
            : list == QLatin1String("sensors")                   ? d.sensors
                                                                 : d.equipment;
        if (row < ids.size())
            ids.removeAt(row);
    });
}

void DesignWorkbench::addWeapon()
{
    edit(tr("Add Weapon"), QString(), [](StrikerDesign &d) {
        StrikerMountedWeapon w;
        w.mount = QStringLiteral("turret");
        w.weapon = QStringLiteral("autocannon");
        w.ammunition = {QStringLiteral("he")};
        d.weapons.append(w);
    });
}

void DesignWorkbench::removeWeapon()
{
    const int row = m_weapons->currentRow();
    edit(tr("Remove Weapon"), QString(), [row](StrikerDesign &d) {
        if (row >= 0 && row < d.weapons.size())
            d.weapons.removeAt(row);
        else if (!d.weapons.isEmpty())
            d.weapons.removeLast();
    });
}

void DesignWorkbench::install(EditorContext &context)
{
    auto *action = new QAction(tr("Vehicle &Designs..."), context.window());
    action->setObjectName(QStringLiteral("strikerDesignsAction"));
    action->setIcon(actionIcon(QStringLiteral("hexwright-forces")));
    action->setToolTip(tr("Design the scenario's vehicles: components, running totals and the "
                          "design constraints"));
    action->setStatusTip(tr("Open the vehicle design workbench"));
    installFamilyDialogAction(context, action, strikerFamilyId(),
                              [](ScenarioDocument *document, QWidget *parent) -> QDialog * {
                                  return new DesignWorkbench(document, parent);
                              });
}

} // namespace hexwright
