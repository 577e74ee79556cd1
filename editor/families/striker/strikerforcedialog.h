// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/diagnostic.h"

#include <QDialog>
#include <QHash>
#include <QPointer>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QTabWidget;
class QTableWidget;

namespace hexwright {

class EditorContext;
class ScenarioDocument;

/**
 * Striker's forces, logistics and environment (Scenario > Force and Environment...): per
 * side its force type, yearly budget, support (medics, mechanics, cooks, vets, engineers) and
 * pre-game man-hours, with running bars of the costs against the budget, the work against
 * the man-hours and each support group against the text's ratios; the side's force entries
 * with their quality, men per stand, equipment price and sealed suits; the pre-game works at
 * the engineering rates; the world's atmosphere, gravity, size, weather and night, with what
 * they do, and the terrain's movement multiples per locomotion (ours daggered). The
 * problems the family's force checks find are listed below; a click goes to the field.
 *
 * Every change is one undo step on the document (ChangeScenarioFamily over the family parts
 * `forces`, `works` and `world`, ChangeForces over a force entry's `family:`); typing into one
 * field merges into one step.
 */
class StrikerForceDialog : public QDialog
{
    Q_OBJECT

public:
    explicit StrikerForceDialog(ScenarioDocument *document, QWidget *parent = nullptr);
    ~StrikerForceDialog() override;

    /// Adds Scenario > Force and Environment... to @p context's window, shown while a
    /// Striker scenario is open (editor/families/playtestextensions.cpp calls it once).
    static void install(EditorContext &context);

    QString currentSide() const;
    void selectSide(const QString &sideId);
    /// The running bar @p id: "budget", "man_hours", "medics", "mechanics", "cooks", "vets".
    QProgressBar *bar(const QString &id) const { return m_bars.value(id); }
    /// The editor of a side key ("budget", "medics"...) or a world key ("world/night").
    QWidget *field(const QString &key) const { return m_fields.value(key); }
    QListWidget *problemList() const { return m_problems; }
    QTabWidget *tabs() const { return m_tabs; }
    QTableWidget *forceTable() const { return m_forces; }
    QTableWidget *workTable() const { return m_works; }
    /// Goes to what @p problem concerns: its tab, side and field.
    void jumpTo(const Diagnostic &problem);

private:
    QWidget *buildSidesTab();
    QWidget *buildForcesTab();
    QWidget *buildWorksTab();
    QWidget *buildEnvironmentTab();
    /// Reads the document again: the tables rebuilt unless the change was this dialog's own.
    void refresh();
    void showSide();
    void rebuildForces();
    void rebuildWorks();
    void showEnvironment();
    void showTotals();
    void showProblems();

    /// Pushes the family part @p key as @p value, one undo step (merged by @p mergeKey).
    void pushFamily(const QString &key, const QVariant &value, const QString &text,
                    const QString &mergeKey = QString());
    void setSideValue(const QString &key, double value);
    void setSideText(const QString &key, const QString &value);
    void setWorldValue(const QString &key, const QString &value);
    void setEntryValue(const QString &entryId, const QString &key, const QString &value,
                       const QString &text);
    void setWork(int index, const QString &key, const QString &value);
    void addWork();
    void removeWork();

    QPointer<ScenarioDocument> m_document;
    bool m_updating = false;
    bool m_ownEdit = false;

    QComboBox *m_side = nullptr;
    QTabWidget *m_tabs = nullptr;
    QHash<QString, QWidget *> m_fields;
    QHash<QString, QProgressBar *> m_bars;
    QLabel *m_costs = nullptr;
    QLabel *m_penalties = nullptr;
    QTableWidget *m_forces = nullptr;
    QTableWidget *m_works = nullptr;
    QLabel *m_facts = nullptr;
    QTableWidget *m_terrain = nullptr;
    QListWidget *m_problems = nullptr;
    Diagnostics m_shown;
};

} // namespace hexwright
