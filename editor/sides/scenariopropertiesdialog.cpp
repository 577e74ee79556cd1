// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sides/scenariopropertiesdialog.h"

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "edit/sideedits.h"
#include "io/schemareader.h"
#include "scenario/victoryschema.h"
#include "shell/screensize.h"
#include "victory/parameditors.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <memory>

namespace hexwright {

namespace {

enum RuleColumn { IdColumn, TextColumn };
// The effect of a row rides on its id item, so moving rows moves it along.
constexpr int EffectKindRole = Qt::UserRole;
constexpr int EffectParametersRole = Qt::UserRole + 1;

bool sameRules(const QList<SpecialRule> &a, const QList<SpecialRule> &b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (a[i].id != b[i].id || a[i].text != b[i].text || a[i].effect != b[i].effect)
            return false;
    }
    return true;
}

/// Puts @p rules in the table, one row each, in place of what it held.
void fillRules(QTableWidget *table, const QList<SpecialRule> &rules)
{
    table->setRowCount(0);
    for (const SpecialRule &rule : rules) {
        const int row = table->rowCount();
        table->insertRow(row);
        auto *id = new QTableWidgetItem(rule.id);
        id->setData(EffectKindRole, rule.effect.kind);
        id->setData(EffectParametersRole, rule.effect.parameters);
        table->setItem(row, IdColumn, id);
        table->setItem(row, TextColumn, new QTableWidgetItem(rule.text));
    }
    table->resizeRowsToContents();
}

bool sameMetadata(const ScenarioMetadata &a, const ScenarioMetadata &b)
{
    return a.title == b.title && a.author == b.author && a.source == b.source
        && a.players == b.players && a.notes == b.notes;
}

} // namespace

ScenarioPropertiesDialog::ScenarioPropertiesDialog(ScenarioDocument *document, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("scenarioPropertiesDialog"));
    setWindowTitle(tr("Scenario Properties"));
    const Scenario &s = document->scenario();

    auto *tabs = new QTabWidget(this);
    auto *general = new QWidget(tabs);
    auto *form = new QFormLayout(general);
    m_title = new QLineEdit(s.metadata.title, general);
    m_title->setObjectName(QStringLiteral("propertiesTitle"));
    form->addRow(tr("&Title:"), m_title);
    m_author = new QLineEdit(s.metadata.author, general);
    m_author->setObjectName(QStringLiteral("propertiesAuthor"));
    form->addRow(tr("&Author:"), m_author);
    m_source = new QLineEdit(s.metadata.source, general);
    m_source->setObjectName(QStringLiteral("propertiesSource"));
    m_source->setPlaceholderText(tr("Where the scenario comes from, e.g. the book's scenario 8"));
    form->addRow(tr("&Source:"), m_source);
    m_players = new QSpinBox(general);
    m_players->setObjectName(QStringLiteral("propertiesPlayers"));
    // Never fewer players than the sides already name: player 3 needs at least 3.
    int highestPlayer = 1;
    for (const Side &side : s.sides)
        highestPlayer = std::max(highestPlayer, side.player);
    m_players->setRange(highestPlayer, MaxSides);
    m_players->setValue(s.metadata.players);
    if (highestPlayer > 1)
        m_players->setToolTip(tr("A side is played by player %1, so there are at least %1 "
                                 "players")
                                  .arg(highestPlayer));
    form->addRow(tr("&Players:"), m_players);
    m_notes = new QPlainTextEdit(s.metadata.notes, general);
    m_notes->setObjectName(QStringLiteral("propertiesNotes"));
    m_notes->setPlaceholderText(tr("Designer's notes: which units stand in for lost counter "
                                   "pictures, what was guessed"));
    form->addRow(tr("&Notes:"), m_notes);
    tabs->addTab(general, tr("&General"));

    m_briefing = new QPlainTextEdit(s.briefing, tabs);
    m_briefing->setObjectName(QStringLiteral("propertiesBriefing"));
    m_briefing->setAccessibleName(tr("Briefing"));
    m_briefing->setPlaceholderText(tr("The story and situation every player reads"));
    tabs->addTab(m_briefing, tr("&Briefing"));

    auto *rulesPage = new QWidget(tabs);
    auto *rulesLayout = new QVBoxLayout(rulesPage);
    m_rules = new QTableWidget(0, 2, rulesPage);
    m_rules->setObjectName(QStringLiteral("propertiesRules"));
    m_rules->setAccessibleName(tr("Special rules"));
    m_rules->setHorizontalHeaderLabels({tr("Id"), tr("Rule")});
    m_rules->horizontalHeader()->setSectionResizeMode(TextColumn, QHeaderView::Stretch);
    m_rules->verticalHeader()->hide();
    m_rules->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_rules->setSelectionMode(QAbstractItemView::SingleSelection);
    m_rules->setWordWrap(true);
    fillRules(m_rules, s.specialRules);

    // The current rule: its words in full, and what the playtest makes of it.
    auto *detail = new QWidget(rulesPage);
    auto *detailForm = new QFormLayout(detail);
    detailForm->setContentsMargins(0, 0, 0, 0);
    m_ruleText = new QPlainTextEdit(detail);
    m_ruleText->setObjectName(QStringLiteral("propertiesRuleText"));
    m_ruleText->setTabChangesFocus(true);
    m_ruleText->setPlaceholderText(tr("The rule in the words players read"));
    m_ruleText->setMaximumHeight(m_ruleText->fontMetrics().height() * 6);
    detailForm->addRow(tr("&Words:"), m_ruleText);
    m_effectKind = new QComboBox(detail);
    m_effectKind->setObjectName(QStringLiteral("propertiesEffectKind"));
    m_effectKind->setToolTip(tr("What the playtest obeys; the words alone are not checked"));
    m_effectKind->setStatusTip(m_effectKind->toolTip());
    m_effectKind->addItem(tr("None: words only"), QString());
    for (const ParamKind &kind : specialRuleEffectKinds()) {
        QString title = QLatin1String(kind.id);
        title.replace(QLatin1Char('_'), QLatin1Char(' '));
        title[0] = title.at(0).toUpper();
        m_effectKind->addItem(title, QLatin1String(kind.id));
        m_effectKind->setItemData(m_effectKind->count() - 1, tr(kind.summary), Qt::ToolTipRole);
    }
    detailForm->addRow(tr("&Effect:"), m_effectKind);
    m_effectHost = new QWidget(detail);
    auto *hostLayout = new QVBoxLayout(m_effectHost);
    hostLayout->setContentsMargins(0, 0, 0, 0);
    detailForm->addRow(m_effectHost);

    auto *split = new QSplitter(Qt::Vertical, rulesPage);
    split->addWidget(m_rules);
    split->addWidget(detail);
    split->setStretchFactor(0, 1);
    rulesLayout->addWidget(split, 1);
    auto *ruleButtons = new QHBoxLayout;
    m_addRule = new QPushButton(tr("&Add Rule"), rulesPage);
    m_addRule->setObjectName(QStringLiteral("propertiesAddRule"));
    m_removeRule = new QPushButton(tr("&Remove Rule"), rulesPage);
    m_removeRule->setObjectName(QStringLiteral("propertiesRemoveRule"));
    m_upRule = new QPushButton(tr("Move &Up"), rulesPage);
    m_upRule->setObjectName(QStringLiteral("propertiesUpRule"));
    m_downRule = new QPushButton(tr("Move &Down"), rulesPage);
    m_downRule->setObjectName(QStringLiteral("propertiesDownRule"));
    ruleButtons->addWidget(m_addRule);
    ruleButtons->addWidget(m_removeRule);
    ruleButtons->addWidget(m_upRule);
    ruleButtons->addWidget(m_downRule);
    ruleButtons->addStretch(1);
    rulesLayout->addLayout(ruleButtons);
    m_problem = new QLabel(rulesPage);
    m_problem->setObjectName(QStringLiteral("propertiesProblem"));
    m_problem->setWordWrap(true);
    QPalette palette = m_problem->palette();
    palette.setColor(QPalette::WindowText, Qt::red);
    m_problem->setPalette(palette);
    rulesLayout->addWidget(m_problem);
    tabs->addTab(rulesPage, QString());
    // The tab counts the rules as they are here: added, removed, or changed by an undo or
    // redo of the document while the dialog is open.
    auto updateRulesTab = [this, tabs, rulesPage] {
        tabs->setTabText(tabs->indexOf(rulesPage),
                         tr("Special &Rules (%1)").arg(m_rules->rowCount()));
    };
    updateRulesTab();
    connect(m_rules->model(), &QAbstractItemModel::rowsInserted, this, updateRulesTab);
    connect(m_rules->model(), &QAbstractItemModel::rowsRemoved, this, updateRulesTab);
    // The document's rules changed under the dialog (an undo or redo): while nothing was
    // edited here, the list follows; edits made here win otherwise.
    auto shown = std::make_shared<QList<SpecialRule>>(s.specialRules);
    connect(document, &ScenarioDocument::specialRulesChanged, this, [this, shown] {
        if (!m_document || !sameRules(specialRules(), *shown))
            return;
        *shown = m_document->scenario().specialRules;
        fillRules(m_rules, *shown);
        if (m_rules->rowCount() > 0)
            m_rules->setCurrentCell(0, TextColumn);
        showCurrentRule();
        updateButtons();
    });

    auto *box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = box->button(QDialogButtonBox::Ok);
    connect(box, &QDialogButtonBox::accepted, this, &ScenarioPropertiesDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &ScenarioPropertiesDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(tabs, 1);
    layout->addWidget(box);
    // The special rules' effect forms need the room; a small screen gets what it has.
    fitToScreen(this, QSize(560, 480), QSize(760, 700));

    connect(m_addRule, &QPushButton::clicked, this, &ScenarioPropertiesDialog::addRule);
    connect(m_removeRule, &QPushButton::clicked, this, &ScenarioPropertiesDialog::removeRule);
    connect(m_upRule, &QPushButton::clicked, this, [this] { moveRule(-1); });
    connect(m_downRule, &QPushButton::clicked, this, [this] { moveRule(1); });
    connect(m_rules, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (item->row() == m_rules->currentRow() && item->column() == TextColumn
            && m_ruleText->toPlainText() != item->text()) {
            const QSignalBlocker blocker(m_ruleText);
            m_ruleText->setPlainText(item->text());
        }
        updateButtons();
    });
    connect(m_rules, &QTableWidget::currentCellChanged, this, [this](int row, int, int previous) {
        if (row != previous)
            showCurrentRule();
        updateButtons();
    });
    connect(m_ruleText, &QPlainTextEdit::textChanged, this, [this] {
        const int row = m_rules->currentRow();
        if (QTableWidgetItem *item = row >= 0 ? m_rules->item(row, TextColumn) : nullptr)
            item->setText(m_ruleText->toPlainText());
    });
    connect(m_effectKind, &QComboBox::activated, this, &ScenarioPropertiesDialog::setEffectKind);
    if (m_rules->rowCount() > 0)
        m_rules->setCurrentCell(0, TextColumn);
    showCurrentRule();
    updateButtons();
}

ScenarioPropertiesDialog::~ScenarioPropertiesDialog()
{
    // The table empties as the dialog's children go: the tab count no longer follows it.
    disconnect(m_rules->model(), nullptr, this, nullptr);
}

ParamEditor *ScenarioPropertiesDialog::effectEditor(const QString &key) const
{
    for (const auto &editor : m_effectEditors) {
        if (editor->key() == key)
            return editor.get();
    }
    return nullptr;
}

void ScenarioPropertiesDialog::showCurrentRule()
{
    const int row = m_rules->currentRow();
    QTableWidgetItem *text = row >= 0 ? m_rules->item(row, TextColumn) : nullptr;
    QTableWidgetItem *id = row >= 0 ? m_rules->item(row, IdColumn) : nullptr;
    {
        const QSignalBlocker blocker(m_ruleText);
        m_ruleText->setPlainText(text ? text->text() : QString());
    }
    m_ruleText->setEnabled(text);
    if (text)
        m_rules->scrollToItem(text);
    m_effectKind->setEnabled(id);
    m_effectKind->setCurrentIndex(
        std::max(0, m_effectKind->findData(id ? id->data(EffectKindRole).toString() : QString())));
    rebuildEffectForm();
}

void ScenarioPropertiesDialog::setEffectKind(int index)
{
    const int row = m_rules->currentRow();
    QTableWidgetItem *id = row >= 0 ? m_rules->item(row, IdColumn) : nullptr;
    if (!id || !m_document)
        return;
    const QString kindId = m_effectKind->itemData(index).toString();
    if (kindId == id->data(EffectKindRole).toString())
        return;
    // A new kind starts with values that read back: the required parameters' defaults.
    QVariantMap parameters;
    if (const ParamKind *kind = findEffectKind(kindId)) {
        for (const ParamSpec &spec : kind->parameters) {
            if (spec.required)
                parameters.insert(QLatin1String(spec.key),
                                  ParamEditor::defaultValue(spec.type, *m_document));
        }
    }
    id->setData(EffectKindRole, kindId);
    id->setData(EffectParametersRole, parameters);
    rebuildEffectForm();
    updateButtons();
}

void ScenarioPropertiesDialog::rebuildEffectForm()
{
    m_effectEditors.clear();
    m_effectEnable.clear();
    if (m_effectBody) {
        m_effectBody->hide();
        m_effectBody->deleteLater();
        m_effectBody = nullptr;
    }
    const int row = m_rules->currentRow();
    QTableWidgetItem *id = row >= 0 ? m_rules->item(row, IdColumn) : nullptr;
    const ParamKind *kind = id ? findEffectKind(id->data(EffectKindRole).toString()) : nullptr;
    if (!kind || !m_document)
        return;
    const QVariantMap parameters = id->data(EffectParametersRole).toMap();
    m_effectBody = new QWidget(m_effectHost);
    auto *form = new QFormLayout(m_effectBody);
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    QString text = tr(kind->summary);
    text[0] = text.at(0).toUpper();
    auto *summary = new QLabel(text + QLatin1Char('.'), m_effectBody);
    summary->setObjectName(QStringLiteral("propertiesEffectSummary"));
    summary->setWordWrap(true);
    form->addRow(summary);
    for (const ParamSpec &spec : kind->parameters) {
        std::unique_ptr<ParamEditor> editor
            = ParamEditor::create(spec, m_document, nullptr, m_effectBody);
        if (!editor)
            continue;
        const QString key = editor->key();
        const bool present = parameters.contains(key);
        editor->setValue(present ? parameters.value(key)
                                 : ParamEditor::defaultValue(spec.type, *m_document));
        connect(editor.get(), &ParamEditor::edited, this, &ScenarioPropertiesDialog::storeEffect);
        if (spec.required) {
            form->addRow(parameterLabel(key) + QLatin1Char(':'), editor->widget());
        } else {
            auto *enable = new QCheckBox(parameterLabel(key) + QLatin1Char(':'), m_effectBody);
            enable->setObjectName(QStringLiteral("effectEnable_%1").arg(key));
            enable->setToolTip(tr("An optional part of the effect: check it to use it"));
            enable->setChecked(present);
            editor->widget()->setEnabled(present);
            ParamEditor *raw = editor.get();
            connect(enable, &QCheckBox::toggled, this, [this, raw](bool on) {
                raw->widget()->setEnabled(on);
                storeEffect();
            });
            m_effectEnable.insert(key, enable);
            form->addRow(enable, editor->widget());
        }
        m_effectEditors.push_back(std::move(editor));
    }
    static_cast<QVBoxLayout *>(m_effectHost->layout())->addWidget(m_effectBody);
}

void ScenarioPropertiesDialog::storeEffect()
{
    const int row = m_rules->currentRow();
    QTableWidgetItem *id = row >= 0 ? m_rules->item(row, IdColumn) : nullptr;
    if (!id)
        return;
    QVariantMap parameters;
    for (const auto &editor : m_effectEditors) {
        const QCheckBox *enable = m_effectEnable.value(editor->key());
        if (!enable || enable->isChecked())
            parameters.insert(editor->key(), editor->value());
    }
    id->setData(EffectParametersRole, parameters);
    updateButtons();
}

QList<SpecialRule> ScenarioPropertiesDialog::specialRules() const
{
    QList<SpecialRule> rules;
    QStringList ids;
    for (int row = 0; row < m_rules->rowCount(); ++row) {
        SpecialRule rule;
        rule.id = m_rules->item(row, IdColumn) ? m_rules->item(row, IdColumn)->text().trimmed()
                                               : QString();
        rule.text
            = m_rules->item(row, TextColumn) ? m_rules->item(row, TextColumn)->text() : QString();
        if (const QTableWidgetItem *id = m_rules->item(row, IdColumn)) {
            rule.effect.kind = id->data(EffectKindRole).toString();
            if (!rule.effect.kind.isEmpty())
                rule.effect.parameters = id->data(EffectParametersRole).toMap();
        }
        rules.append(rule);
        ids.append(rule.id);
    }
    // An empty id is made from the first words of the rule, like a new side's from its name.
    for (SpecialRule &rule : rules) {
        if (rule.id.isEmpty()) {
            rule.id = sideIdFromName(rule.text.section(QLatin1Char(' '), 0, 3), ids);
            if (rule.id == QLatin1String("side"))
                rule.id = sideIdFromName(QStringLiteral("rule"), ids);
            ids.append(rule.id);
        }
    }
    return rules;
}

QString ScenarioPropertiesDialog::problem() const
{
    QStringList seen;
    const QList<SpecialRule> rules = specialRules();
    for (int row = 0; row < rules.size(); ++row) {
        const SpecialRule &rule = rules.at(row);
        if (!isValidId(rule.id))
            return tr("Rule %1: '%2' is not a valid id: use lowercase letters, digits, '-' and "
                      "'_'.")
                .arg(row + 1)
                .arg(rule.id);
        if (seen.contains(rule.id))
            return tr("Rule %1: the id '%2' is used twice.").arg(row + 1).arg(rule.id);
        if (rule.text.trimmed().isEmpty())
            return tr("Rule %1 has no text.").arg(row + 1);
        seen.append(rule.id);
    }
    return QString();
}

void ScenarioPropertiesDialog::accept()
{
    if (!m_document) {
        QDialog::reject();
        return;
    }
    if (!problem().isEmpty()) {
        updateButtons();
        return;
    }
    const Scenario &s = m_document->scenario();
    ScenarioMetadata metadata = s.metadata;
    metadata.title = m_title->text();
    metadata.author = m_author->text();
    metadata.source = m_source->text();
    metadata.players = m_players->value();
    metadata.notes = m_notes->toPlainText();
    QString briefing = m_briefing->toPlainText();
    // Multi-line texts end with a line break in the file; keep what is there alike.
    if (briefing.trimmed().isEmpty())
        briefing.clear();
    const QList<SpecialRule> rules = specialRules();

    const bool metadataChanged = !sameMetadata(metadata, s.metadata) || briefing != s.briefing;
    const bool rulesChanged = !sameRules(rules, s.specialRules);
    if (metadataChanged || rulesChanged) {
        QUndoStack *stack = m_document->undoStack();
        const QString text = tr("Change Scenario Properties");
        stack->beginMacro(text);
        if (metadataChanged)
            stack->push(new ChangeMetadata(m_document, metadata, briefing, text));
        if (rulesChanged)
            stack->push(new ChangeSpecialRules(m_document, rules, text));
        stack->endMacro();
    }
    QDialog::accept();
}

void ScenarioPropertiesDialog::addRule()
{
    const int row = m_rules->currentRow() >= 0 ? m_rules->currentRow() + 1 : m_rules->rowCount();
    m_rules->insertRow(row);
    m_rules->setItem(row, IdColumn, new QTableWidgetItem);
    m_rules->setItem(row, TextColumn, new QTableWidgetItem);
    m_rules->setCurrentCell(row, TextColumn);
    m_rules->editItem(m_rules->item(row, TextColumn));
    updateButtons();
}

void ScenarioPropertiesDialog::removeRule()
{
    const int row = m_rules->currentRow();
    if (row < 0)
        return;
    m_rules->removeRow(row);
    updateButtons();
}

void ScenarioPropertiesDialog::moveRule(int delta)
{
    const int row = m_rules->currentRow();
    const int target = row + delta;
    if (row < 0 || target < 0 || target >= m_rules->rowCount())
        return;
    const QSignalBlocker blocker(m_rules);
    for (int column = 0; column < 2; ++column) {
        QTableWidgetItem *a = m_rules->takeItem(row, column);
        QTableWidgetItem *b = m_rules->takeItem(target, column);
        m_rules->setItem(row, column, b);
        m_rules->setItem(target, column, a);
    }
    m_rules->setCurrentCell(target, m_rules->currentColumn());
    updateButtons();
}

void ScenarioPropertiesDialog::updateButtons()
{
    const int row = m_rules->currentRow();
    m_removeRule->setEnabled(row >= 0);
    m_upRule->setEnabled(row > 0);
    m_downRule->setEnabled(row >= 0 && row + 1 < m_rules->rowCount());
    const QString problem = this->problem();
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_ok->setEnabled(problem.isEmpty());
}

} // namespace hexwright
