// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the parameter editors' files share (parameditors.cpp, parameditors_map.cpp).

#include "victory/parameditors.h"

#include <QCoreApplication>
#include <QList>
#include <QObject>
#include <QString>

#include <memory>
#include <utility>

class QComboBox;
class QWidget;

namespace hexwright {

struct Ruleset;
struct Scenario;

namespace parameditors {

/// The context of the parameter editors' own texts (labels, column headings, choices),
/// for the helpers and editor classes of parameditors.cpp and parameditors_map.cpp alike
/// (those classes have no Q_OBJECT of their own): lupdate files each ParamEditorText::tr()
/// call under "ParamEditor", the context the run-time lookup uses.
struct ParamEditorText
{
    Q_DECLARE_TR_FUNCTIONS(ParamEditor)
};

using Choices = QList<std::pair<QString, QString>>; ///< label, id

/// The form scrolls: a wheel turned over a combo or spin box it was not clicked into
/// scrolls the form instead of changing the value under the cursor.
class WheelGuard : public QObject
{
public:
    static void install(QWidget *widget);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};

Choices sideChoices(const Scenario &s);
Choices zoneChoices(const Scenario &s);
Choices colourChoices(const Ruleset &r);
Choices unitTypeChoices(const Ruleset &r);
Choices markerChoices(const Ruleset &r);
Choices panelChoices(const Scenario &s);
Choices terrainChoices(const Ruleset &r);
Choices edgeSides();
void fillCombo(QComboBox *combo, const Choices &choices);

/// Editors that pick on the map (parameditors_map.cpp): hexes, and a map edge with panels.
std::unique_ptr<ParamEditor> makeHexesEditor(const ParamSpec &spec, ScenarioDocument *document,
                                             EditorContext *context, QWidget *parent);
std::unique_ptr<ParamEditor> makeEdgeEditor(const ParamSpec &spec, ScenarioDocument *document,
                                            EditorContext *context, QWidget *parent);

} // namespace parameditors
} // namespace hexwright
