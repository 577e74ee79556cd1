// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Maschinen Krieger's scenario card: the dialog, its list editor and the edits it pushes; each
// tab is built and filled in makscenariocard_<tab>.cpp.

#include "families/mak/makscenariocard.h"
#include "families/mak/makscenariocard_p.h"

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "edit/familyedits.h"
#include "editorcontext.h"
#include "families/mak/makrules.h"
#include "ruleset/ruleset.h"
#include "shell/actionicons.h"
#include "shell/familydialogaction.h"
#include "shell/screensize.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMainWindow>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace hexwright {

namespace makcard {

const QStringList &edgeDirections()
{
    static const QStringList names = {QStringLiteral("north"), QStringLiteral("south"),
                                      QStringLiteral("east"), QStringLiteral("west")};
    return names;
}

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

ListEditor::ListEditor(const Texts &texts, QWidget *parent)
    : QWidget(parent)
{
    m_layout = new QVBoxLayout(this);
    auto *note = new QLabel(texts.note);
    note->setWordWrap(true);
    m_layout->addWidget(note);
    m_table = new QTableWidget(0, int(texts.headings.size()));
    m_table->setObjectName(texts.objectName);
    m_table->setAccessibleName(texts.accessibleName);
    m_table->setHorizontalHeaderLabels(texts.headings);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_layout->addWidget(m_table);
    auto *buttons = new QHBoxLayout;
    auto *add = new QPushButton(texts.add);
    add->setObjectName(texts.addObjectName);
    auto *remove = new QPushButton(texts.remove);
    remove->setObjectName(texts.removeObjectName);
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch();
    m_layout->addLayout(buttons);
    connect(add, &QPushButton::clicked, this, [this] {
        if (onAdd)
            onAdd();
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        const int row = m_table->currentRow();
        if (row >= 0 && onRemove)
            onRemove(row);
    });
}

} // namespace makcard

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

// --- The menu entry --------------------------------------------------------------------------

void MakScenarioCard::install(EditorContext &context)
{
    auto *action = new QAction(tr("Scenario &Card..."), context.window());
    action->setObjectName(QStringLiteral("makScenarioCardAction"));
    action->setIcon(actionIcon(QStringLiteral("hexwright-forces")));
    action->setToolTip(tr("Pilots, equipment, artillery, mines, night, entry hexes and the "
                          "O.G.P. thresholds of the scenario card"));
    action->setStatusTip(tr("Open the scenario card"));
    installFamilyDialogAction(context, action, makFamilyId(),
                              [](ScenarioDocument *document, QWidget *parent) -> QDialog * {
                                  return new MakScenarioCard(document, parent);
                              });
}

} // namespace hexwright
