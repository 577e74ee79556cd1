// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Crucible's Detachments dialog: its layout and how it shows the document. The edits are
// in detachmenteditor_edits.cpp, the TU, leader and skill tables in
// detachmenteditor_tables.cpp.

#include "families/crucible/detachmenteditor.h"

#include "checks/familychecks.h"
#include "checks/scenariochecks.h"
#include "document/scenariodocument.h"
#include "edit/tableareaedits.h"
#include "editorcontext.h"
#include "families/crucible/crucibleprint.h"
#include "families/crucible/cruciblerules.h"
#include "ruleset/chartprint.h"
#include "ruleset/ruleset.h"
#include "shell/actionicons.h"
#include "shell/familydialogaction.h"
#include "shell/screensize.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMainWindow>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QStyle>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace hexwright {

DetachmentEditor::DetachmentEditor(ScenarioDocument *document, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("detachmentEditor"));
    setWindowTitle(tr("Detachments - %1").arg(document->ruleset().name));

    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("&Side:")));
    m_side = new QComboBox;
    m_side->setObjectName(QStringLiteral("sideCombo"));
    qobject_cast<QLabel *>(top->itemAt(0)->widget())->setBuddy(m_side);
    top->addWidget(m_side);
    m_forceTotal = new QLabel;
    m_forceTotal->setObjectName(QStringLiteral("forceTotal"));
    QFont big = m_forceTotal->font();
    big.setBold(true);
    m_forceTotal->setFont(big);
    top->addSpacing(12);
    top->addWidget(m_forceTotal, 1);
    connect(m_side, &QComboBox::currentIndexChanged, this, [this](int) {
        if (m_filling)
            return;
        m_sideId = m_side->currentData().toString();
        m_detachmentId.clear();
        m_entryId.clear();
        refresh();
    });

    auto *middle = new QWidget;
    auto *middleLayout = new QVBoxLayout(middle);
    middleLayout->setContentsMargins(0, 0, 0, 0);
    middleLayout->addWidget(buildDetachmentForm());
    middleLayout->addWidget(buildTus(), 3);
    middleLayout->addWidget(buildLeaders(), 3);
    middleLayout->addWidget(buildSkills(), 0);

    auto *splitter = new QSplitter;
    splitter->addWidget(buildDetachments());
    splitter->addWidget(middle);
    splitter->addWidget(buildRight());
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 3);
    splitter->setStretchFactor(2, 1);
    splitter->setSizes({210, 700, 370});

    m_provisional = new QLabel(
        tr("%1 ours: the supplement gives no points for the troop classes' leaders or the "
           "Elite Skills, nor the new classes' Troop sizes. Type the real values in Scenario > "
           "Ruleset Charts or the ruleset.")
            .arg(provisionalChartMark()));
    m_provisional->setWordWrap(true);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_provisional);
    layout->addWidget(close);

    const auto follow = [this] {
        refresh();
    };
    connect(document, &ScenarioDocument::familyChanged, this, follow);
    connect(document, &ScenarioDocument::forcesChanged, this, follow);
    connect(document, &ScenarioDocument::sidesChanged, this, follow);
    connect(document->undoStack(), &QUndoStack::indexChanged, this, follow);
    connect(document, &QObject::destroyed, this, &QWidget::close);
    fitToScreen(this, QSize(1300, 860));
    if (!document->scenario().sides.isEmpty())
        m_sideId = document->scenario().sides.first().id;
    refresh();
}

DetachmentEditor::~DetachmentEditor() = default;

QWidget *DetachmentEditor::buildDetachments()
{
    auto *box = new QGroupBox(tr("Detachments and Troops"));
    auto *v = new QVBoxLayout(box);
    m_detachments = new QListWidget;
    m_detachments->setObjectName(QStringLiteral("detachmentList"));
    m_detachments->setAccessibleName(tr("Detachments"));
    m_detachments->setWordWrap(true);
    v->addWidget(m_detachments, 1);
    auto *classes = new QComboBox;
    classes->setObjectName(QStringLiteral("newDetachmentClass"));
    for (const CrucibleClass &c : crucibleRules(m_document->ruleset()).classes)
        classes->addItem(c.name, c.id);
    auto *buttons = new QHBoxLayout;
    auto *add = new QPushButton(tr("&New"));
    add->setObjectName(QStringLiteral("newDetachmentButton"));
    add->setToolTip(tr("A new detachment of the class chosen beside"));
    auto *remove = new QPushButton(tr("&Remove"));
    remove->setObjectName(QStringLiteral("removeDetachmentButton"));
    remove->setToolTip(tr("Removes the detachment and its TUs"));
    buttons->addWidget(classes, 1);
    buttons->addWidget(add);
    buttons->addWidget(remove);
    v->addLayout(buttons);
    connect(add, &QPushButton::clicked, this,
            [this, classes] { addDetachment(classes->currentData().toString()); });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (!m_detachmentId.isEmpty())
            removeDetachment(m_detachmentId);
    });
    connect(m_detachments, &QListWidget::currentRowChanged, this, [this](int row) {
        if (m_filling || row < 0)
            return;
        m_detachmentId = m_detachments->item(row)->data(Qt::UserRole).toString();
        m_entryId.clear();
        m_leaderRow = -1;
        refresh();
    });
    return box;
}

QWidget *DetachmentEditor::buildDetachmentForm()
{
    const CrucibleRules &rules = crucibleRules(m_document->ruleset());
    auto *box = new QGroupBox(tr("Detachment"));
    auto *form = new QFormLayout(box);
    m_name = new QLineEdit;
    m_name->setObjectName(QStringLiteral("detachmentName"));
    form->addRow(tr("&Name:"), m_name);
    m_class = new QComboBox;
    m_class->setObjectName(QStringLiteral("detachmentClass"));
    for (const CrucibleClass &c : rules.classes)
        m_class->addItem(tr("%1 (%2 TUs)").arg(c.name).arg(c.detachmentSize), c.id);
    auto *classWidget = new QWidget;
    auto *classRow = new QHBoxLayout(classWidget);
    classRow->setContentsMargins(0, 0, 0, 0);
    classRow->addWidget(m_class);
    m_troop = new QCheckBox(tr("&Troop (optional rule 7.1: half size, led by a Sergeant)"));
    m_troop->setObjectName(QStringLiteral("detachmentTroop"));
    classRow->addWidget(m_troop, 1);
    form->addRow(tr("&Class:"), classWidget);
    qobject_cast<QLabel *>(form->labelForField(classWidget))->setBuddy(m_class);
    m_prime = new QComboBox;
    m_prime->setObjectName(QStringLiteral("detachmentPrime"));
    m_prime->addItem(tr("Not Prime"), QString());
    for (const CruciblePrime &p : rules.primes)
        m_prime->addItem(tr("Prime: %1 (%2 points)").arg(p.name).arg(p.total), p.id);
    m_prime->addItem(tr("Prime, without a template"), QStringLiteral("true"));
    form->addRow(tr("&Prime (7.7):"), m_prime);
    m_classFacts = new QLabel;
    m_classFacts->setObjectName(QStringLiteral("classFacts"));
    m_classFacts->setWordWrap(true);
    form->addRow(m_classFacts);
    m_detachmentTotal = new QLabel;
    m_detachmentTotal->setObjectName(QStringLiteral("detachmentTotal"));
    QFont bold = m_detachmentTotal->font();
    bold.setBold(true);
    m_detachmentTotal->setFont(bold);
    form->addRow(m_detachmentTotal);

    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) {
        if (!m_filling && !m_detachmentId.isEmpty())
            setDetachmentValue(m_detachmentId, QStringLiteral("name"), text,
                               QStringLiteral("name/") + m_detachmentId);
    });
    connect(m_class, &QComboBox::currentIndexChanged, this, [this](int) {
        if (!m_filling && !m_detachmentId.isEmpty())
            setDetachmentValue(m_detachmentId, QStringLiteral("class"),
                               m_class->currentData().toString());
    });
    connect(m_troop, &QCheckBox::toggled, this, [this](bool on) {
        if (!m_filling && !m_detachmentId.isEmpty())
            setDetachmentValue(m_detachmentId, QStringLiteral("troop"),
                               on ? QStringLiteral("true") : QString());
    });
    connect(m_prime, &QComboBox::currentIndexChanged, this, [this](int) {
        if (!m_filling && !m_detachmentId.isEmpty())
            setDetachmentValue(m_detachmentId, QStringLiteral("prime"),
                               m_prime->currentData().toString());
    });
    return box;
}

QWidget *DetachmentEditor::buildRight()
{
    auto *right = new QWidget;
    auto *v = new QVBoxLayout(right);
    v->setContentsMargins(0, 0, 0, 0);
    auto *optionsBox = new QGroupBox(tr("Optional rules of the scenario"));
    auto *optionsLayout = new QVBoxLayout(optionsBox);
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *optionsForm = new QWidget;
    scroll->setWidget(optionsForm);
    optionsLayout->addWidget(scroll);
    m_options = new QFormLayout(optionsForm);
    m_options->setRowWrapPolicy(QFormLayout::WrapAllRows);
    for (const RuleOption &option : m_document->ruleset().options) {
        auto *combo = new QComboBox;
        combo->setObjectName(QStringLiteral("option-") + option.id);
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(10);
        for (const RuleChoice &choice : option.choices) {
            combo->addItem(choice.value, choice.value);
            combo->setItemData(combo->count() - 1, choice.description, Qt::ToolTipRole);
        }
        auto *label = new QLabel(option.name);
        label->setWordWrap(true);
        m_options->addRow(label, combo);
        connect(combo, &QComboBox::currentIndexChanged, this, [this, combo, id = option.id](int) {
            if (!m_filling)
                setRuleOption(id, combo->currentData().toString());
        });
    }
    v->addWidget(optionsBox, 3);
    auto *checksBox = new QGroupBox(tr("Checks of the supplement's force rules"));
    auto *cv = new QVBoxLayout(checksBox);
    m_problems = new QListWidget;
    m_problems->setObjectName(QStringLiteral("detachmentProblems"));
    m_problems->setAccessibleName(tr("Force checks"));
    m_problems->setWordWrap(true);
    cv->addWidget(m_problems);
    connect(m_problems, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { jumpToProblem(m_problems->row(item)); });
    connect(m_problems, &QListWidget::itemClicked, this,
            [this](QListWidgetItem *item) { jumpToProblem(m_problems->row(item)); });
    v->addWidget(checksBox, 2);
    return right;
}

QComboBox *DetachmentEditor::optionCombo(const QString &optionId) const
{
    return findChild<QComboBox *>(QStringLiteral("option-") + optionId);
}

// --- What is shown ----------------------------------------------------------------------------

QList<CrucibleDetachment> DetachmentEditor::shownDetachments() const
{
    QList<CrucibleDetachment> shown;
    const Scenario &s = m_document->scenario();
    for (const CrucibleDetachment &d : crucibleDetachments(s)) {
        const QString side = crucibleDetachmentSide(s, d.id);
        if (side.isEmpty() || side == m_sideId)
            shown.append(d);
    }
    return shown;
}

QList<const ForceEntry *> DetachmentEditor::shownEntries() const
{
    if (!m_document || m_detachmentId.isEmpty())
        return {};
    return crucibleDetachmentEntries(m_document->scenario(), m_detachmentId);
}

const ForceEntry *DetachmentEditor::entry(const QString &entryId) const
{
    if (!m_document)
        return nullptr;
    for (const ForceEntry &f : m_document->scenario().forces) {
        if (f.id == entryId)
            return &f;
    }
    return nullptr;
}

QString DetachmentEditor::currentSideId() const
{
    return m_sideId;
}

void DetachmentEditor::selectSide(const QString &sideId)
{
    m_sideId = sideId;
    m_detachmentId.clear();
    m_entryId.clear();
    refresh();
}

void DetachmentEditor::selectDetachment(const QString &id)
{
    if (!m_document)
        return;
    const QString side = crucibleDetachmentSide(m_document->scenario(), id);
    if (!side.isEmpty())
        m_sideId = side;
    if (m_detachmentId != id)
        m_entryId.clear();
    m_detachmentId = id;
    refresh();
}

QString DetachmentEditor::currentEntryId() const
{
    return m_entryId;
}

void DetachmentEditor::selectEntry(const QString &entryId)
{
    const ForceEntry *f = entry(entryId);
    if (!f)
        return;
    m_sideId = f->side;
    m_detachmentId = f->family.value(crucibleKeys::detachment()).toString();
    m_entryId = entryId;
    m_leaderRow = -1;
    refresh();
    const int row = int(m_shownTuRows.indexOf(entryId));
    if (row >= 0) {
        m_tus->selectRow(row);
        m_tus->setFocus(Qt::OtherFocusReason);
    }
}

int DetachmentEditor::currentLeaderRow() const
{
    return m_leaderRow;
}

void DetachmentEditor::refresh()
{
    if (!m_document || m_filling)
        return;
    m_filling = true;
    refreshSides();
    refreshDetachments();
    refreshForm();
    refreshTus();
    refreshLeaders();
    refreshSkills();
    refreshOptions();
    m_filling = false;
    refreshChecks();
}

void DetachmentEditor::refreshSides()
{
    const Scenario &s = m_document->scenario();
    if (!s.findSide(m_sideId))
        m_sideId = s.sides.isEmpty() ? QString() : s.sides.first().id;
    const QSignalBlocker block(m_side);
    m_side->clear();
    for (const Side &side : s.sides)
        m_side->addItem(side.name.isEmpty() ? side.id : side.name, side.id);
    m_side->setCurrentIndex(m_side->findData(m_sideId));
    const Side *side = s.findSide(m_sideId);
    const int total = side ? crucibleForceTotal(m_document->ruleset(), s, m_sideId) : 0;
    if (!side)
        m_forceTotal->setText(tr("The scenario has no sides."));
    else if (side->budget)
        m_forceTotal->setText(total <= *side->budget ? tr("Force: %1 of %2 points (%3 left)")
                                                           .arg(total)
                                                           .arg(*side->budget)
                                                           .arg(*side->budget - total)
                                                     : tr("Force: %1 of %2 points: over by %3")
                                                           .arg(total)
                                                           .arg(*side->budget)
                                                           .arg(total - *side->budget));
    else
        m_forceTotal->setText(tr("Force: %1 points (no budget)").arg(total));
}

void DetachmentEditor::refreshDetachments()
{
    const Scenario &s = m_document->scenario();
    const Ruleset &ruleset = m_document->ruleset();
    const CrucibleRules &rules = crucibleRules(ruleset);
    const QList<CrucibleDetachment> shown = shownDetachments();
    if (!std::any_of(shown.cbegin(), shown.cend(),
                     [this](const CrucibleDetachment &d) { return d.id == m_detachmentId; }))
        m_detachmentId = shown.isEmpty() ? QString() : shown.first().id;
    const QSignalBlocker block(m_detachments);
    m_detachments->clear();
    for (const CrucibleDetachment &d : shown) {
        const CrucibleClass *c = rules.troopClass(d.troopClass);
        const CrucibleDetachmentSize size = crucibleDetachmentSize(ruleset, s, d);
        QString kind = d.troop ? tr("%1 Troop").arg(c ? c->name : d.troopClass)
                               : tr("%1 detachment").arg(c ? c->name : d.troopClass);
        if (d.isPrime())
            kind = tr("Prime %1").arg(kind);
        const QString text = tr("%1\n%2 \u00b7 %3 of %4 TUs \u00b7 %5 points")
                                 .arg(d.name.isEmpty() ? d.id : d.name, kind)
                                 .arg(size.tus)
                                 .arg(size.size)
                                 .arg(crucibleDetachmentTotal(ruleset, s, d.id));
        auto *item = new QListWidgetItem(text);
        item->setData(Qt::UserRole, d.id);
        if (!size.fits())
            item->setIcon(style()->standardIcon(QStyle::SP_MessageBoxWarning));
        m_detachments->addItem(item);
        if (d.id == m_detachmentId)
            m_detachments->setCurrentItem(item);
    }
}

void DetachmentEditor::refreshForm()
{
    const Scenario &s = m_document->scenario();
    const Ruleset &ruleset = m_document->ruleset();
    const CrucibleRules &rules = crucibleRules(ruleset);
    const std::optional<CrucibleDetachment> d = crucibleDetachment(s, m_detachmentId);
    for (QWidget *w : std::initializer_list<QWidget *> {m_name, m_class, m_troop, m_prime})
        w->setEnabled(bool(d));
    if (!d) {
        m_name->clear();
        m_classFacts->setText(tr("No detachment: New makes one of the class chosen."));
        m_detachmentTotal->clear();
        return;
    }
    if (m_name->text() != d->name)
        m_name->setText(d->name);
    m_class->setCurrentIndex(m_class->findData(d->troopClass));
    m_troop->setChecked(d->troop);
    m_prime->setCurrentIndex(std::max(0, m_prime->findData(d->prime)));
    const QString dagger = provisionalChartMark();
    const auto mark = [&](const QStringList &provisional, const char *key) {
        return provisional.contains(QLatin1String(key)) ? dagger : QString();
    };
    const auto quality = [&](const QString &id) -> QString {
        const CrucibleQuality *q = rules.quality(id);
        return q ? q->name : (id.isEmpty() ? tr("not stated") : id);
    };
    if (const CrucibleClass *c = rules.troopClass(d->troopClass)) {
        const CrucibleQuality *fights = rules.quality(c->fightsAs);
        const CrucibleQuality *leads = rules.quality(c->leadsAs);
        m_classFacts->setText(
            tr("Fights as %1 (QR %2+%3), morale as %4, led as %5 (Sergeant LV %6%7). A "
               "detachment of %8 TUs, a Troop of %9%10. A Lieutenant or Insurance Sergeant "
               "costs %11%12 points.")
                .arg(quality(c->fightsAs))
                .arg(fights ? fights->qr : 0)
                .arg(fights ? mark(fights->provisional, "qr") : QString())
                .arg(quality(c->moraleAs), quality(c->leadsAs))
                .arg(leads ? leads->lv : 0)
                .arg(leads ? mark(leads->provisional, "lv") : QString())
                .arg(c->detachmentSize)
                .arg(c->troopSize)
                .arg(mark(c->provisional, "troop_size"))
                .arg(c->lieutenantCost)
                .arg(mark(c->provisional, "lieutenant_cost")));
    } else {
        m_classFacts->setText(tr("The class '%1' is not in the ruleset.").arg(d->troopClass));
    }
    const CrucibleDetachmentSize size = crucibleDetachmentSize(ruleset, s, *d);
    bool provisional = false;
    for (const ForceEntry *f : shownEntries())
        provisional = provisional || crucibleEntryPointsProvisional(ruleset, s, *f);
    QString total = tr("%1 of %2%3 TUs%4; %5%6 points")
                        .arg(size.tus)
                        .arg(size.atMost ? tr("at most ") : QString())
                        .arg(size.size)
                        .arg(size.sizeProvisional ? dagger : QString())
                        .arg(crucibleDetachmentTotal(ruleset, s, d->id))
                        .arg(provisional ? dagger : QString());
    if (const CruciblePrime *p = d->isPrime() ? rules.prime(d->prime) : nullptr)
        total += tr(" (the text's Prime total: %1)").arg(p->total);
    m_detachmentTotal->setText(total);
}

void DetachmentEditor::refreshOptions()
{
    const QMap<QString, QString> values
        = ruleOptionValues(m_document->scenario(), m_document->ruleset());
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        if (QComboBox *combo = optionCombo(it.key())) {
            const QSignalBlocker block(combo);
            combo->setCurrentIndex(combo->findData(it.value()));
        }
    }
}

void DetachmentEditor::refreshChecks()
{
    const Scenario &s = m_document->scenario();
    QStringList codes;
    for (const CheckInfo &info : familyCheckCodes(crucibleFamilyId()))
        codes.append(info.code);
    const Diagnostics all = checkScenario(s, m_document->ruleset(), m_document->map(), QString());
    m_problems->clear();
    for (const Diagnostic &d : all) {
        if (!codes.contains(d.code))
            continue;
        const QStyle::StandardPixmap icon = d.severity == Severity::Error
            ? QStyle::SP_MessageBoxCritical
            : d.severity == Severity::Warning ? QStyle::SP_MessageBoxWarning
                                              : QStyle::SP_MessageBoxInformation;
        auto *item = new QListWidgetItem(style()->standardIcon(icon), d.message);
        item->setData(Qt::UserRole, d.subjectKind);
        item->setData(Qt::UserRole + 1, d.subjectId);
        item->setData(Qt::UserRole + 2, d.side);
        item->setToolTip(tr("[%1] Click to go to the detachment and TU it is about.").arg(d.code));
        m_problems->addItem(item);
    }
    if (m_problems->count() == 0)
        m_problems->addItem(new QListWidgetItem(
            style()->standardIcon(QStyle::SP_DialogApplyButton),
            tr("The forces meet the supplement's rules: sizes, leaders, Troops, controllers, "
               "backup weapons, skills, Prime detachments and totals.")));
}

void DetachmentEditor::jumpToProblem(int row)
{
    QListWidgetItem *item = m_problems->item(row);
    if (!item)
        return;
    const QString kind = item->data(Qt::UserRole).toString();
    const QString id = item->data(Qt::UserRole + 1).toString();
    if (kind == QLatin1String("force") && entry(id)) {
        selectEntry(id);
    } else if (kind == QLatin1String("side") && m_document->scenario().findSide(id)) {
        selectSide(id);
    } else if (const QString side = item->data(Qt::UserRole + 2).toString(); !side.isEmpty()) {
        selectSide(side);
    }
}

// --- The menu entry ---------------------------------------------------------------------------

void DetachmentEditor::install(EditorContext &context)
{
    auto *action = new QAction(tr("&Detachments..."), context.window());
    action->setObjectName(QStringLiteral("crucibleDetachmentsAction"));
    action->setIcon(actionIcon(QStringLiteral("hexwright-forces")));
    action->setToolTip(tr("Build each side's force as detachments of TUs: classes, leaders, "
                          "Elite Skills, Prime detachments, optional rules and points"));
    action->setStatusTip(tr("Open the detachment editor"));
    installFamilyDialogAction(context, action, crucibleFamilyId(),
                              [](ScenarioDocument *document, QWidget *parent) -> QDialog * {
                                  return new DetachmentEditor(document, parent);
                              });
}

} // namespace hexwright
