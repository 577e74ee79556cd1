// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/victoryschema.h"

#include <QObject>
#include <QPointer>
#include <QVariant>

#include <memory>

class QWidget;

namespace hexwright {

class EditorContext;
class ScenarioDocument;

/**
 * The editor of one victory condition parameter, made from its ParamSpec: a side combo, a
 * zone check list, a turn spin box, a table of graded levels... Each keeps the value in the
 * form the scenario reader stores it in the condition's QVariantMap (see
 * scenarioreader_forces.cpp readParameter), shows values without signalling and reports
 * the user's edits with edited(); the form turns those into undo commands.
 */
class ParamEditor : public QObject
{
    Q_OBJECT

public:
    ParamEditor(const ParamSpec &spec, ScenarioDocument *document, EditorContext *context,
                QObject *parent = nullptr);

    const ParamSpec &spec() const { return m_spec; }
    QString key() const { return QLatin1String(m_spec.key); }
    virtual QWidget *widget() const = 0;
    /// Shows @p value without emitting edited().
    virtual void setValue(const QVariant &value) = 0;
    virtual QVariant value() const = 0;

    /// A value of the parameter's type that reads back without error: the first side, the
    /// first zone, the game's last turn, scenario 8's bands...
    static QVariant defaultValue(ParamType type, const ScenarioDocument &document);
    /// Makes the editor for @p spec; the widget is parented to @p parent.
    static std::unique_ptr<ParamEditor> create(const ParamSpec &spec, ScenarioDocument *document,
                                               EditorContext *context, QWidget *parent);

Q_SIGNALS:
    /// The user changed the value; @p continuous when it is typing or spinning, so that
    /// the steps merge into one undo step.
    void edited(bool continuous);

protected:
    ParamSpec m_spec;
    QPointer<ScenarioDocument> m_document;
    EditorContext *m_context;
};

/// "at_end_of_turn" -> "At the end of turn": the form's label of a parameter.
QString parameterLabel(const QString &key);

} // namespace hexwright
