// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "victory/conditionform.h"

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "scenario/victoryschema.h"
#include "victory/parameditors.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace hexwright {

namespace {

const QString Description = QStringLiteral("description");

const VictoryCondition *findCondition(const ScenarioDocument *document, const QString &id)
{
    if (!document)
        return nullptr;
    for (const VictoryCondition &v : document->scenario().victory) {
        if (v.id == id)
            return &v;
    }
    return nullptr;
}

} // namespace

ConditionForm::ConditionForm(EditorContext *context, QWidget *parent)
    : QWidget(parent)
    , m_context(context)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
}

ConditionForm::~ConditionForm() = default;

void ConditionForm::setDocument(ScenarioDocument *document)
{
    if (m_document == document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_id.clear();
    if (m_document) {
        connect(m_document, &ScenarioDocument::victoryChanged, this, &ConditionForm::refresh);
        // The choices of the combos and check lists come from these.
        connect(m_document, &ScenarioDocument::sidesChanged, this, &ConditionForm::rebuild);
        connect(m_document, &ScenarioDocument::zonesChanged, this, &ConditionForm::rebuild);
        connect(m_document, &ScenarioDocument::layoutChanged, this, &ConditionForm::rebuild);
        connect(m_document, &ScenarioDocument::gameLengthChanged, this,
                &ConditionForm::refreshUntilNote);
    }
    rebuild();
}

void ConditionForm::setCondition(const QString &id)
{
    if (id == m_id)
        return;
    m_id = id;
    rebuild();
}

ParamEditor *ConditionForm::editor(const QString &key) const
{
    for (const auto &editor : m_editors) {
        if (editor->key() == key)
            return editor.get();
    }
    return nullptr;
}

void ConditionForm::rebuild()
{
    m_editors.clear();
    m_enable.clear();
    m_description = nullptr;
    m_summary = nullptr;
    m_untilNote = nullptr;
    if (m_body) {
        m_body->hide();
        m_body->deleteLater();
        m_body = nullptr;
    }
    const VictoryCondition *condition = findCondition(m_document, m_id);
    const VictoryKind *kind = condition ? findVictoryKind(condition->kind) : nullptr;
    m_kind = condition ? condition->kind : QString();
    if (!condition || !kind)
        return;

    m_body = new QWidget(this);
    auto *form = new QFormLayout(m_body);
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_summary = new QLabel(m_body);
    m_summary->setObjectName(QStringLiteral("conditionSummary"));
    m_summary->setWordWrap(true);
    QString title = condition->kind;
    title.replace(QLatin1Char('_'), QLatin1Char(' '));
    title[0] = title.at(0).toUpper();
    m_summary->setText(
        tr("<b>%1</b>: %2").arg(title.toHtmlEscaped(), tr(kind->summary).toHtmlEscaped()));
    m_summary->setToolTip(tr("Kind: %1, id: %2").arg(condition->kind, condition->id));
    form->addRow(m_summary);

    for (const ParamSpec &spec : kind->parameters) {
        std::unique_ptr<ParamEditor> editor
            = ParamEditor::create(spec, m_document, m_context, m_body);
        if (!editor)
            continue;
        const QString key = editor->key();
        ParamEditor *raw = editor.get();
        connect(raw, &ParamEditor::edited, this, [this, raw](bool continuous) {
            editParameter(raw->key(), raw->value(), continuous);
        });
        if (spec.required) {
            form->addRow(parameterLabel(key) + QLatin1Char(':'), raw->widget());
        } else {
            auto *enable = new QCheckBox(parameterLabel(key) + QLatin1Char(':'), m_body);
            enable->setObjectName(QStringLiteral("enable_%1").arg(key));
            enable->setToolTip(tr("An optional part of the condition: check it to use it"));
            connect(enable, &QCheckBox::toggled, this, [this, raw](bool on) {
                raw->widget()->setEnabled(on);
                editParameter(raw->key(), on ? std::optional<QVariant>(raw->value()) : std::nullopt,
                              false);
            });
            m_enable.insert(key, enable);
            form->addRow(enable, raw->widget());
            // Checking the box takes what the editor shows: something that reads back.
            raw->setValue(ParamEditor::defaultValue(spec.type, *m_document));
        }
        m_editors.push_back(std::move(editor));
    }

    m_description = new QPlainTextEdit(m_body);
    m_description->setObjectName(QStringLiteral("conditionDescription"));
    m_description->setTabChangesFocus(true);
    m_description->setPlaceholderText(condition->kind == QLatin1String("free_text")
                                          ? tr("The condition in words (required)")
                                          : tr("Optional: how the scenario words it"));
    m_description->setMaximumHeight(m_description->fontMetrics().height() * 5);
    connect(m_description, &QPlainTextEdit::textChanged, this, [this] {
        const QString text = m_description->toPlainText();
        const bool keep = !text.isEmpty() || m_kind == QLatin1String("free_text");
        editParameter(Description, keep ? std::optional<QVariant>(text) : std::nullopt, true);
    });
    form->addRow(parameterLabel(Description) + QLatin1Char(':'), m_description);

    m_untilNote = new QLabel(m_body);
    m_untilNote->setObjectName(QStringLiteral("conditionUntilNote"));
    m_untilNote->setWordWrap(true);
    form->addRow(m_untilNote);

    static_cast<QVBoxLayout *>(layout())->addWidget(m_body);
    refresh();
}

void ConditionForm::refresh()
{
    const VictoryCondition *condition = findCondition(m_document, m_id);
    if (!condition || condition->kind != m_kind) {
        if (!condition)
            m_id.clear();
        if (m_body || condition)
            rebuild();
        return;
    }
    for (const auto &editor : m_editors) {
        const QString key = editor->key();
        const bool present = condition->parameters.contains(key);
        if (present)
            editor->setValue(condition->parameters.value(key));
        if (QCheckBox *enable = m_enable.value(key)) {
            const QSignalBlocker blocker(enable);
            enable->setChecked(present);
            editor->widget()->setEnabled(present);
        }
    }
    const QString description = condition->parameters.value(Description).toString();
    if (m_description && m_description->toPlainText() != description) {
        const QSignalBlocker blocker(m_description);
        m_description->setPlainText(description);
    }
    refreshUntilNote();
}

void ConditionForm::refreshUntilNote()
{
    if (!m_untilNote || !m_document)
        return;
    const GameLength &length = m_document->scenario().gameLength;
    const bool ends = !m_id.isEmpty() && length.until == m_id;
    if (ends && length.turns)
        m_untilNote->setText(tr("The game ends when this condition holds, or after turn %1 "
                                "(Game length, in the schedule).")
                                 .arg(*length.turns));
    else if (ends)
        m_untilNote->setText(tr("The game ends when this condition holds (Game length, in "
                                "the schedule)."));
    m_untilNote->setVisible(ends);
}

void ConditionForm::editParameter(const QString &key, const std::optional<QVariant> &value,
                                  bool continuous)
{
    if (!m_document)
        return;
    QList<VictoryCondition> victory = m_document->scenario().victory;
    auto it = std::find_if(victory.begin(), victory.end(),
                           [this](const VictoryCondition &v) { return v.id == m_id; });
    if (it == victory.end())
        return;
    QVariantMap &parameters = it->parameters;
    if (value) {
        if (parameters.contains(key) && parameters.value(key) == *value)
            return;
        parameters.insert(key, *value);
    } else {
        if (!parameters.contains(key))
            return;
        parameters.remove(key);
    }
    const QString mergeKey
        = continuous ? QStringLiteral("victory:%1:%2").arg(m_id, key) : QString();
    m_document->undoStack()->push(
        new ChangeVictory(m_document, std::move(victory), tr("Edit Victory Condition"), mergeKey));
}

} // namespace hexwright
