// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "victory/parameditors.h"
#include "victory/parameditors_p.h"

#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "map/panel.h"
#include "maptool.h"
#include "ruleset/ruleset.h"
#include "scenario/scenarioreader.h"
#include "scenario/victoryschema.h"
#include "scenario/victorytext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace hexwright {

namespace parameditors {

void WheelGuard::install(QWidget *widget)
{
    static WheelGuard guard;
    widget->setFocusPolicy(Qt::StrongFocus);
    widget->installEventFilter(&guard);
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Wheel && !static_cast<QWidget *>(watched)->hasFocus()) {
        event->ignore();
        return true;
    }
    return QObject::eventFilter(watched, event);
}

Choices sideChoices(const Scenario &s)
{
    Choices out;
    for (const Side &side : s.sides)
        out.append({side.name.isEmpty() ? side.id : side.name, side.id});
    return out;
}

Choices zoneChoices(const Scenario &s)
{
    Choices out;
    for (const Zone &zone : s.zones)
        out.append({zone.name.isEmpty() ? zone.id : zone.name, zone.id});
    return out;
}

Choices colourChoices(const Ruleset &r)
{
    Choices out;
    for (const ArmyColour &colour : r.colours)
        out.append({colour.name, colour.id});
    return out;
}

Choices unitTypeChoices(const Ruleset &r)
{
    Choices out;
    for (const UnitType &type : r.unitTypes) {
        QStringList colours;
        for (const QString &id : type.colours) {
            const ArmyColour *c = r.findColour(id);
            colours.append(c ? c->name : id);
        }
        out.append({QStringLiteral("%1 (%2)").arg(type.name, colours.join(QStringLiteral(", "))),
                    type.id});
    }
    return out;
}

Choices markerChoices(const Ruleset &r)
{
    Choices out;
    for (const NamedEntry &marker : r.markers)
        out.append({marker.name, marker.id});
    return out;
}

Choices panelChoices(const Scenario &s)
{
    Choices out;
    for (const PanelPlacement &p : s.layout) {
        if (!std::any_of(out.cbegin(), out.cend(),
                         [&](const auto &c) { return c.second == p.panel; }))
            out.append({ParamEditorText::tr("Board %1").arg(p.panel), p.panel});
    }
    return out;
}

Choices terrainChoices(const Ruleset &r)
{
    Choices out;
    for (const TerrainType &t : r.terrain)
        out.append({t.name, t.id});
    return out;
}

Choices edgeSides()
{
    return {{ParamEditorText::tr("North"), QStringLiteral("north")},
            {ParamEditorText::tr("South"), QStringLiteral("south")},
            {ParamEditorText::tr("East"), QStringLiteral("east")},
            {ParamEditorText::tr("West"), QStringLiteral("west")}};
}

void fillCombo(QComboBox *combo, const Choices &choices)
{
    for (const auto &[label, id] : choices)
        combo->addItem(label, id);
}

} // namespace parameditors

using namespace parameditors;

namespace {

/// A combo of ids: Side, Zone, Marker.
class ComboEditor : public ParamEditor
{
public:
    ComboEditor(const ParamSpec &spec, ScenarioDocument *document, EditorContext *context,
                const Choices &choices, QWidget *parent)
        : ParamEditor(spec, document, context)
        , m_combo(new QComboBox(parent))
    {
        fillCombo(m_combo, choices);
        WheelGuard::install(m_combo);
        QObject::connect(m_combo, &QComboBox::activated, this, [this] { Q_EMIT edited(false); });
    }
    QWidget *widget() const override { return m_combo; }
    void setValue(const QVariant &value) override
    {
        const QSignalBlocker blocker(m_combo);
        m_combo->setCurrentIndex(m_combo->findData(value.toString()));
    }
    QVariant value() const override { return m_combo->currentData().toString(); }

private:
    QComboBox *m_combo;
};

/// A check list of ids: Zones, Colours, UnitTypes.
class CheckListEditor : public ParamEditor
{
public:
    CheckListEditor(const ParamSpec &spec, ScenarioDocument *document, EditorContext *context,
                    const Choices &choices, QWidget *parent)
        : ParamEditor(spec, document, context)
        , m_list(new QListWidget(parent))
    {
        for (const auto &[label, id] : choices) {
            auto *item = new QListWidgetItem(label, m_list);
            item->setData(Qt::UserRole, id);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Unchecked);
        }
        const int rows = std::clamp(int(choices.size()), 1, 6);
        m_list->setMaximumHeight(rows * m_list->fontMetrics().height() * 3 / 2 + 8);
        QObject::connect(m_list, &QListWidget::itemChanged, this, [this] { Q_EMIT edited(false); });
    }
    QWidget *widget() const override { return m_list; }
    void setValue(const QVariant &value) override
    {
        const QStringList ids = value.toStringList();
        const QSignalBlocker blocker(m_list);
        for (int i = 0; i < m_list->count(); ++i) {
            QListWidgetItem *item = m_list->item(i);
            item->setCheckState(ids.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked
                                                                                  : Qt::Unchecked);
        }
    }
    QVariant value() const override
    {
        QStringList ids;
        for (int i = 0; i < m_list->count(); ++i) {
            if (m_list->item(i)->checkState() == Qt::Checked)
                ids.append(m_list->item(i)->data(Qt::UserRole).toString());
        }
        return ids;
    }

private:
    QListWidget *m_list;
};

class SpinEditor : public ParamEditor
{
public:
    SpinEditor(const ParamSpec &spec, ScenarioDocument *document, EditorContext *context, int min,
               int max, QWidget *parent)
        : ParamEditor(spec, document, context)
        , m_spin(new QSpinBox(parent))
    {
        m_spin->setRange(min, max);
        WheelGuard::install(m_spin);
        QObject::connect(m_spin, &QSpinBox::valueChanged, this, [this] { Q_EMIT edited(true); });
    }
    QWidget *widget() const override { return m_spin; }
    void setValue(const QVariant &value) override
    {
        const QSignalBlocker blocker(m_spin);
        m_spin->setValue(value.toInt());
    }
    QVariant value() const override { return m_spin->value(); }

private:
    QSpinBox *m_spin;
};

class FlagEditor : public ParamEditor
{
public:
    FlagEditor(const ParamSpec &spec, ScenarioDocument *document, EditorContext *context,
               QWidget *parent)
        : ParamEditor(spec, document, context)
        , m_check(new QCheckBox(parent))
    {
        QObject::connect(m_check, &QCheckBox::toggled, this, [this] { Q_EMIT edited(false); });
    }
    QWidget *widget() const override { return m_check; }
    void setValue(const QVariant &value) override
    {
        const QSignalBlocker blocker(m_check);
        m_check->setChecked(value.toBool());
    }
    QVariant value() const override { return m_check->isChecked(); }

private:
    QCheckBox *m_check;
};

class TextEditor : public ParamEditor
{
public:
    TextEditor(const ParamSpec &spec, ScenarioDocument *document, EditorContext *context,
               QWidget *parent)
        : ParamEditor(spec, document, context)
        , m_edit(new QLineEdit(parent))
    {
        QObject::connect(m_edit, &QLineEdit::textEdited, this, [this] { Q_EMIT edited(true); });
    }
    QWidget *widget() const override { return m_edit; }
    void setValue(const QVariant &value) override
    {
        if (value.toString() != m_edit->text())
            m_edit->setText(value.toString());
    }
    QVariant value() const override { return m_edit->text(); }

private:
    QLineEdit *m_edit;
};

/// Graded levels: a table of "from N units: result", min kept strictly ascending.
class LevelsEditor : public ParamEditor
{
    /// The lowest band's spin shows "any lower" (open below: no min) at this value.
    static constexpr int OpenBelowValue = -1;

public:
    LevelsEditor(const ParamSpec &spec, ScenarioDocument *document, EditorContext *context,
                 QWidget *parent)
        : ParamEditor(spec, document, context)
        , m_box(new QWidget(parent))
        , m_table(new QTableWidget(0, 2, m_box))
    {
        auto *layout = new QVBoxLayout(m_box);
        layout->setContentsMargins(0, 0, 0, 0);
        m_table->setHorizontalHeaderLabels(
            {ParamEditorText::tr("From"), ParamEditorText::tr("Result")});
        m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
        m_table->verticalHeader()->hide();
        m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
        m_table->setMinimumHeight(m_table->fontMetrics().height() * 9);
        layout->addWidget(m_table);
        auto *row = new QHBoxLayout;
        auto *add = new QPushButton(ParamEditorText::tr("Add Level"), m_box);
        auto *remove = new QPushButton(ParamEditorText::tr("Remove Level"), m_box);
        row->addWidget(add);
        row->addWidget(remove);
        row->addStretch(1);
        layout->addLayout(row);
        QObject::connect(add, &QPushButton::clicked, this, [this] {
            QVariantList levels = value().toList();
            QVariantMap level;
            const int last
                = levels.isEmpty() ? -5 : victoryLevelMin(levels.constLast().toMap()).value_or(-5);
            level.insert(QStringLiteral("min"), last + 5);
            level.insert(QStringLiteral("result"), victoryLevelResults().constLast());
            levels.append(level);
            show(levels);
            Q_EMIT edited(false);
        });
        QObject::connect(remove, &QPushButton::clicked, this, [this] {
            const int row = m_table->currentRow();
            if (row < 0 || m_table->rowCount() <= 1)
                return;
            QVariantList levels = value().toList();
            levels.removeAt(row);
            show(levels);
            Q_EMIT edited(false);
        });
    }
    QWidget *widget() const override { return m_box; }
    void setValue(const QVariant &value) override
    {
        if (value.toList() != this->value().toList())
            show(value.toList());
    }
    QVariant value() const override
    {
        QVariantList levels;
        int previous = -1;
        for (int row = 0; row < m_table->rowCount(); ++row) {
            const auto *spin = static_cast<QSpinBox *>(m_table->cellWidget(row, 0));
            const auto *combo = static_cast<QComboBox *>(m_table->cellWidget(row, 1));
            QVariantMap level;
            // The lowest band may be open below ("any lower"): it has no min.
            const bool openBelow = row == 0 && spin->value() == OpenBelowValue;
            // The reader wants the bands to go up: a band that does not moves above the last.
            if (!openBelow) {
                const int min = std::max(spin->value(), previous + 1);
                previous = min;
                level.insert(QStringLiteral("min"), min);
            }
            level.insert(QStringLiteral("result"), combo->currentData().toString());
            levels.append(level);
        }
        return levels;
    }

private:
    void show(const QVariantList &levels)
    {
        m_table->setRowCount(int(levels.size()));
        for (int row = 0; row < levels.size(); ++row) {
            const QVariantMap level = levels.at(row).toMap();
            auto *spin = new QSpinBox(m_table);
            spin->setRange(row == 0 ? OpenBelowValue : 0, 100000);
            if (row == 0)
                spin->setSpecialValueText(ParamEditorText::tr("any lower"));
            spin->setValue(victoryLevelMin(level).value_or(OpenBelowValue));
            spin->setToolTip(ParamEditorText::tr("This result from this many units on"));
            auto *combo = new QComboBox(m_table);
            for (const QString &result : victoryLevelResults())
                combo->addItem(victoryResultName(result), result);
            combo->setCurrentIndex(
                combo->findData(level.value(QStringLiteral("result")).toString()));
            WheelGuard::install(spin);
            WheelGuard::install(combo);
            m_table->setCellWidget(row, 0, spin);
            m_table->setCellWidget(row, 1, combo);
            QObject::connect(spin, &QSpinBox::valueChanged, this, [this] { Q_EMIT edited(true); });
            QObject::connect(spin, &QSpinBox::editingFinished, this, [this] {
                // Show the bands the way they are kept: each above the one before.
                const QVariantList levels = value().toList();
                for (int row = 0; row < m_table->rowCount(); ++row) {
                    const auto *spin = static_cast<QSpinBox *>(m_table->cellWidget(row, 0));
                    if (spin->value()
                        != victoryLevelMin(levels.at(row).toMap()).value_or(OpenBelowValue)) {
                        show(levels);
                        break;
                    }
                }
            });
            QObject::connect(combo, &QComboBox::activated, this, [this] { Q_EMIT edited(false); });
        }
    }

    QWidget *m_box;
    QTableWidget *m_table;
};

/**
 * A row per side with a combo of @p choices ("None" leaves the side out): side -> zone, or
 * side -> home board (sc.14). With @p asList the value of a side is a one-item list, as the
 * format's list of boards per side wants it.
 */
class PerSideChoiceEditor : public ParamEditor
{
public:
    PerSideChoiceEditor(const ParamSpec &spec, ScenarioDocument *document, EditorContext *context,
                        QWidget *parent, const QString &column, const Choices &choices, bool asList)
        : ParamEditor(spec, document, context)
        , m_table(new QTableWidget(0, 2, parent))
        , m_asList(asList)
    {
        m_table->setHorizontalHeaderLabels({ParamEditorText::tr("Side"), column});
        m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
        m_table->verticalHeader()->hide();
        const Choices sides = sideChoices(document->scenario());
        m_table->setRowCount(int(sides.size()));
        for (int row = 0; row < sides.size(); ++row) {
            auto *item = new QTableWidgetItem(sides.at(row).first);
            item->setData(Qt::UserRole, sides.at(row).second);
            item->setFlags(Qt::ItemIsEnabled);
            m_table->setItem(row, 0, item);
            auto *combo = new QComboBox(m_table);
            combo->addItem(ParamEditorText::tr("None"), QString());
            fillCombo(combo, choices);
            WheelGuard::install(combo);
            m_table->setCellWidget(row, 1, combo);
            QObject::connect(combo, &QComboBox::activated, this, [this] { Q_EMIT edited(false); });
        }
        m_table->setMaximumHeight(m_table->fontMetrics().height() * 2 * int(sides.size() + 1) + 8);
    }
    QWidget *widget() const override { return m_table; }
    void setValue(const QVariant &value) override
    {
        const QVariantMap map = value.toMap();
        for (int row = 0; row < m_table->rowCount(); ++row) {
            auto *combo = static_cast<QComboBox *>(m_table->cellWidget(row, 1));
            const QSignalBlocker blocker(combo);
            const QVariant chosen = map.value(m_table->item(row, 0)->data(Qt::UserRole).toString());
            const QString id = m_asList ? chosen.toStringList().value(0) : chosen.toString();
            combo->setCurrentIndex(std::max(0, combo->findData(id)));
        }
    }
    QVariant value() const override
    {
        QVariantMap map;
        for (int row = 0; row < m_table->rowCount(); ++row) {
            const auto *combo = static_cast<QComboBox *>(m_table->cellWidget(row, 1));
            const QString id = combo->currentData().toString();
            if (!id.isEmpty())
                map.insert(m_table->item(row, 0)->data(Qt::UserRole).toString(),
                           m_asList ? QVariant(QStringList {id}) : QVariant(id));
        }
        return map;
    }

private:
    QTableWidget *m_table;
    bool m_asList;
};

/// Turns as "1, 3": typed like a list in the book's words, read back as numbers.
class TurnsEditor : public ParamEditor
{
public:
    TurnsEditor(const ParamSpec &spec, ScenarioDocument *document, EditorContext *context,
                QWidget *parent)
        : ParamEditor(spec, document, context)
        , m_edit(new QLineEdit(parent))
    {
        m_edit->setPlaceholderText(ParamEditorText::tr("Turns, e.g. 1, 3"));
        m_edit->setValidator(new QRegularExpressionValidator(
            QRegularExpression(QStringLiteral("[0-9, ]*")), m_edit));
        QObject::connect(m_edit, &QLineEdit::textEdited, this, [this] { Q_EMIT edited(true); });
    }
    QWidget *widget() const override { return m_edit; }
    void setValue(const QVariant &value) override
    {
        if (this->value() == value)
            return;
        QStringList turns;
        for (const QVariant &t : value.toList())
            turns.append(QString::number(t.toInt()));
        m_edit->setText(turns.join(QStringLiteral(", ")));
    }
    QVariant value() const override
    {
        QList<int> turns;
        for (const QString &part : m_edit->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const int turn = part.trimmed().toInt();
            if (turn >= 1 && turn <= 999 && !turns.contains(turn))
                turns.append(turn);
        }
        std::sort(turns.begin(), turns.end());
        QVariantList out;
        for (int t : turns)
            out.append(t);
        return out;
    }

private:
    QLineEdit *m_edit;
};

} // namespace

ParamEditor::ParamEditor(const ParamSpec &spec, ScenarioDocument *document, EditorContext *context,
                         QObject *parent)
    : QObject(parent)
    , m_spec(spec)
    , m_document(document)
    , m_context(context)
{ }

namespace {

/// The zone a new condition starts with, so it is never born invalid: the scenario's first
/// zone, or on a table board (which has no zones) its first deployment area.
QString firstZoneId(const Scenario &s)
{
    if (!s.zones.isEmpty())
        return s.zones.constFirst().id;
    if (s.table && !s.table->deployment.isEmpty())
        return s.table->deployment.constFirst().id;
    return QString();
}

} // namespace

QVariant ParamEditor::defaultValue(ParamType type, const ScenarioDocument &document)
{
    const Scenario &s = document.scenario();
    const QString firstZone = firstZoneId(s);
    switch (type) {
    case ParamType::Side:
        return s.sides.isEmpty() ? QString() : s.sides.constFirst().id;
    case ParamType::Zone:
        return firstZone;
    case ParamType::Zones:
        return firstZone.isEmpty() ? QStringList() : QStringList {firstZone};
    case ParamType::Hexes:
    case ParamType::Colours:
    case ParamType::UnitTypes:
        return QStringList();
    case ParamType::Turn:
        return s.gameLength.turns.value_or(document.ruleset().turnRecord.last);
    case ParamType::Count:
        return 1;
    case ParamType::Flag:
        return false;
    case ParamType::Text:
        return QString();
    case ParamType::Edge: {
        QVariantMap edge;
        edge.insert(QStringLiteral("side"), QStringLiteral("north"));
        return edge;
    }
    case ParamType::Levels: {
        // Scenario 8's bands, the book's one example of graded results.
        const QStringList results = victoryLevelResults();
        const int mins[] = {0, 20, 25, 30, 35};
        QVariantList levels;
        for (int i = 0; i < 5; ++i) {
            QVariantMap level;
            level.insert(QStringLiteral("min"), mins[i]);
            level.insert(QStringLiteral("result"), results.value(i));
            levels.append(level);
        }
        return levels;
    }
    case ParamType::Marker: {
        // What the sides fight over (`objective: true`, a spice container), else the first.
        const QList<MarkerType> &markers = document.ruleset().markers;
        for (const MarkerType &marker : markers) {
            if (marker.objective)
                return marker.id;
        }
        return markers.isEmpty() ? QString() : markers.constFirst().id;
    }
    case ParamType::SideZones: {
        QVariantMap map;
        for (const Side &side : s.sides) {
            if (!firstZone.isEmpty())
                map.insert(side.id, firstZone);
        }
        return map;
    }
    case ParamType::Sides:
        return s.sides.isEmpty() ? QStringList() : QStringList {s.sides.constFirst().id};
    case ParamType::Turns:
        return QVariantList {1};
    case ParamType::Panels:
        return s.layout.isEmpty() ? QStringList() : QStringList {s.layout.constFirst().panel};
    case ParamType::SidePanels:
        return QVariantMap();
    case ParamType::Terrains:
        return QStringList();
    }
    return QVariant();
}

std::unique_ptr<ParamEditor> ParamEditor::create(const ParamSpec &spec, ScenarioDocument *document,
                                                 EditorContext *context, QWidget *parent)
{
    const Scenario &s = document->scenario();
    const Ruleset &r = document->ruleset();
    std::unique_ptr<ParamEditor> editor;
    switch (spec.type) {
    case ParamType::Side:
        editor = std::make_unique<ComboEditor>(spec, document, context, sideChoices(s), parent);
        break;
    case ParamType::Zone:
        editor = std::make_unique<ComboEditor>(spec, document, context, zoneChoices(s), parent);
        break;
    case ParamType::Marker:
        editor = std::make_unique<ComboEditor>(spec, document, context, markerChoices(r), parent);
        break;
    case ParamType::Zones:
        editor = std::make_unique<CheckListEditor>(spec, document, context, zoneChoices(s), parent);
        break;
    case ParamType::Colours:
        editor
            = std::make_unique<CheckListEditor>(spec, document, context, colourChoices(r), parent);
        break;
    case ParamType::UnitTypes:
        editor = std::make_unique<CheckListEditor>(spec, document, context, unitTypeChoices(r),
                                                   parent);
        break;
    case ParamType::Hexes:
        editor = makeHexesEditor(spec, document, context, parent);
        break;
    case ParamType::Turn:
        editor = std::make_unique<SpinEditor>(spec, document, context, 1, 999, parent);
        break;
    case ParamType::Count:
        editor = std::make_unique<SpinEditor>(spec, document, context, 0, 100000, parent);
        break;
    case ParamType::Flag:
        editor = std::make_unique<FlagEditor>(spec, document, context, parent);
        break;
    case ParamType::Text:
        editor = std::make_unique<TextEditor>(spec, document, context, parent);
        break;
    case ParamType::Edge:
        editor = makeEdgeEditor(spec, document, context, parent);
        break;
    case ParamType::Levels:
        editor = std::make_unique<LevelsEditor>(spec, document, context, parent);
        break;
    case ParamType::SideZones:
        editor = std::make_unique<PerSideChoiceEditor>(spec, document, context, parent, tr("Zone"),
                                                       zoneChoices(document->scenario()), false);
        break;
    case ParamType::Sides:
        editor = std::make_unique<CheckListEditor>(spec, document, context, sideChoices(s), parent);
        break;
    case ParamType::Panels:
        editor
            = std::make_unique<CheckListEditor>(spec, document, context, panelChoices(s), parent);
        break;
    case ParamType::Terrains:
        editor
            = std::make_unique<CheckListEditor>(spec, document, context, terrainChoices(r), parent);
        break;
    case ParamType::Turns:
        editor = std::make_unique<TurnsEditor>(spec, document, context, parent);
        break;
    case ParamType::SidePanels:
        editor = std::make_unique<PerSideChoiceEditor>(spec, document, context, parent,
                                                       tr("Home board"),
                                                       panelChoices(document->scenario()), true);
        break;
    }
    if (editor)
        editor->widget()->setObjectName(QStringLiteral("param_%1").arg(editor->key()));
    return editor;
}

QString parameterLabel(const QString &key)
{
    static const QList<std::pair<const char *, const char *>> labels = {
        {"side", QT_TRANSLATE_NOOP("ParamEditor", "Side")},
        {"target_side", QT_TRANSLATE_NOOP("ParamEditor", "Enemy side")},
        {"zone", QT_TRANSLATE_NOOP("ParamEditor", "Zone")},
        {"zones", QT_TRANSLATE_NOOP("ParamEditor", "Zones")},
        {"at_end_of_turn", QT_TRANSLATE_NOOP("ParamEditor", "At the end of turn")},
        {"by_turn", QT_TRANSLATE_NOOP("ParamEditor", "By turn")},
        {"undisrupted_only", QT_TRANSLATE_NOOP("ParamEditor", "Undisrupted units only")},
        {"colours", QT_TRANSLATE_NOOP("ParamEditor", "Colours")},
        {"loss_limit", QT_TRANSLATE_NOOP("ParamEditor", "Fewer losses than")},
        {"min_units", QT_TRANSLATE_NOOP("ParamEditor", "Units left")},
        {"edge", QT_TRANSLATE_NOOP("ParamEditor", "Edge")},
        {"levels", QT_TRANSLATE_NOOP("ParamEditor", "Levels")},
        {"points_per_hex", QT_TRANSLATE_NOOP("ParamEditor", "Points per hex")},
        {"marker", QT_TRANSLATE_NOOP("ParamEditor", "Marker")},
        {"home_zones", QT_TRANSLATE_NOOP("ParamEditor", "Home zones")},
        {"unit_types", QT_TRANSLATE_NOOP("ParamEditor", "Unit types")},
        {"description", QT_TRANSLATE_NOOP("ParamEditor", "Description")},
        {"sides", QT_TRANSLATE_NOOP("ParamEditor", "Sides")},
        {"turns", QT_TRANSLATE_NOOP("ParamEditor", "On turns")},
        {"released_when_attacked",
         QT_TRANSLATE_NOOP("ParamEditor", "A unit fired upon or close assaulted is free")},
        {"panels", QT_TRANSLATE_NOOP("ParamEditor", "Boards")},
        {"fire_from_outside", QT_TRANSLATE_NOOP("ParamEditor", "Units elsewhere may fire in")},
        {"home_panels", QT_TRANSLATE_NOOP("ParamEditor", "Home boards")},
        {"terrain", QT_TRANSLATE_NOOP("ParamEditor", "Terrain")},
    };
    for (const auto &[id, label] : labels) {
        if (key == QLatin1String(id))
            return ParamEditorText::tr(label);
    }
    // A parameter added to the schema later still gets a readable label.
    QString text = key;
    text.replace(QLatin1Char('_'), QLatin1Char(' '));
    if (!text.isEmpty())
        text[0] = text.at(0).toUpper();
    return text;
}

} // namespace hexwright
