// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMap>
#include <QPointer>
#include <QVariant>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QCheckBox;
class QFormLayout;
class QLabel;
class QPlainTextEdit;

namespace hexwright {

class EditorContext;
class ParamEditor;
class ScenarioDocument;

/**
 * The form of one victory condition, generated from its kind's ParamSpec table
 * (victoryschema.h): one row per parameter with the editor of its type, an enable check
 * box for the optional ones, and the free description. Every edit is one ChangeVictory
 * command; typing and spinning in one field merge into one undo step.
 */
class ConditionForm : public QWidget
{
    Q_OBJECT

public:
    explicit ConditionForm(EditorContext *context, QWidget *parent = nullptr);
    ~ConditionForm() override;

    void setDocument(ScenarioDocument *document);
    /// Shows the condition with @p id (empty: none).
    void setCondition(const QString &id);
    QString conditionId() const { return m_id; }

    /// The editor of parameter @p key of the shown condition, or null.
    ParamEditor *editor(const QString &key) const;
    /// The enable check box of optional parameter @p key, or null.
    QCheckBox *enableBox(const QString &key) const { return m_enable.value(key); }

private:
    void rebuild();
    void refresh();
    void refreshUntilNote();
    void editParameter(const QString &key, const std::optional<QVariant> &value, bool continuous);

    EditorContext *m_context;
    QPointer<ScenarioDocument> m_document;
    QString m_id;
    QString m_kind;
    QWidget *m_body = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_untilNote = nullptr;
    QPlainTextEdit *m_description = nullptr;
    std::vector<std::unique_ptr<ParamEditor>> m_editors;
    QMap<QString, QCheckBox *> m_enable;
};

} // namespace hexwright
