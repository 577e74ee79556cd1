// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/striker/strikerdesign.h"

#include <QDialog>
#include <QHash>
#include <QPointer>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QScrollArea;
class QSpinBox;
class QTableWidget;

namespace hexwright {

class EditorContext;
class ScenarioDocument;

/**
 * Striker's vehicle design workbench (Scenario > Vehicle Designs...), laid out as
 * MegaMekLab's users know it: the scenario's designs in a list on the left; in the middle the
 * World part (the scenario's world and the checks it drives on the design, live, a click going
 * to the field; Edit World... opens Force and Environment), then a section per part of a
 * design (chassis and locomotion, power plant, armour per face,
 * weapons on their mounts, fire control, sensors, equipment, sealing and life support, crew
 * and cargo, the world it is built for and where); on the right the running totals as bars
 * (volume, power, speed, maintenance points, with weight, power/weight and price) and the
 * design constraints of the text, checked live: a click on one goes to its field.
 *
 * The totals rest on Book 3's lost values, shipped as provisional charts: each such total is
 * marked with a dagger, and Book 3 Charts... opens the Charts editor where an owner of the
 * book types his. Every change is one undo step on the document (ChangeScenarioFamily over
 * the family part `designs`); typing into one field merges into one step.
 */
class DesignWorkbench : public QDialog
{
    Q_OBJECT

public:
    explicit DesignWorkbench(ScenarioDocument *document, QWidget *parent = nullptr);
    ~DesignWorkbench() override;

    /// Adds Scenario > Vehicle Designs... to @p context's window, shown while a scenario of
    /// the Striker family is open (editor/families/playtestextensions.cpp calls it once, the
    /// first time one opens).
    static void install(EditorContext &context);

    /// The design shown, or empty.
    QString currentDesignId() const;
    /// Shows design @p id.
    void selectDesign(const QString &id);
    /// The widget of the design field at @p path ("power_plant", "armour/front",
    /// "weapons/0/mount", "sensors/1"), or null.
    QWidget *fieldWidget(const QString &path) const;
    /// Goes to the field at @p path: shows and focuses its widget (a list's row selected).
    void jumpTo(const QString &path);
    /// The bar of a running total: "volume", "power", "speed", "maintenance".
    QProgressBar *totalBar(const QString &id) const { return m_bars.value(id); }
    QListWidget *designList() const { return m_designs; }
    QListWidget *problemList() const { return m_problems; }
    /// The World part's checks: one row per check the scenario's world drives, its field in
    /// Qt::UserRole.
    QListWidget *worldCheckList() const { return m_worldChecks; }
    /// The World part's summary of the scenario's world (size, G, atmosphere, weather, light).
    QLabel *worldSummary() const { return m_worldSummary; }

private:
    void buildForm(QWidget *form);
    QWidget *buildTotals();
    /// The World part: the scenario's world and the checks it drives (designworkbench_world.cpp).
    QWidget *buildWorld();
    void showWorld(const StrikerDesign &design);
    /// Opens Force and Environment... on its environment tab.
    void editWorld();
    /// Reads the designs from the document again and shows the current one.
    void reload();
    void showDesign();
    void showTotals(const StrikerDesign &design);
    void rebuildWeapons(const StrikerDesign &design);
    void rebuildComponentList(QListWidget *list, const QStringList &ids);
    /// The design shown, as the document holds it.
    StrikerDesign current() const;
    /**
     * Pushes the scenario with the current design changed by @p change as one undo step
     * named @p text; edits with the same non-empty @p field in a row merge (typing).
     */
    template<typename Change> void edit(const QString &text, const QString &field, Change change);
    void commitDesigns(const QList<StrikerDesign> &designs, const QString &text,
                       const QString &mergeKey = QString());
    void addDesign();
    void duplicateDesign();
    void removeDesign();
    void addComponent(const QString &list, QComboBox *from);
    void removeComponent(const QString &list, QListWidget *from);
    void addWeapon();
    void removeWeapon();
    QComboBox *idCombo(const QList<std::pair<QString, QString>> &items);

    QPointer<ScenarioDocument> m_document;
    QList<StrikerDesign> m_list;
    QString m_currentId;
    bool m_updating = false;

    QListWidget *m_designs = nullptr;
    QListWidget *m_problems = nullptr;
    QScrollArea *m_scroll = nullptr;
    QHash<QString, QWidget *> m_fields;
    QHash<QString, QProgressBar *> m_bars;
    QHash<QString, QLabel *> m_values;
    QTableWidget *m_weapons = nullptr;
    QHash<QString, QListWidget *> m_componentLists;
    QLabel *m_provisional = nullptr;
    QLabel *m_worldLabel = nullptr;
    QLabel *m_worldSummary = nullptr;
    QListWidget *m_worldChecks = nullptr;
};

} // namespace hexwright
