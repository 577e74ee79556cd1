// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/crucible/cruciblescenario.h"

#include <QDialog>
#include <QPointer>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QTableWidget;
class QUndoCommand;

namespace hexwright {

class EditorContext;
class ScenarioDocument;

/**
 * The Crucible's force builder (Scenario > Detachments...): a side's force as detachments
 * (or Troops) of TUs. On the left the side's detachments with their class, TUs and points;
 * in the middle the detachment shown: its name, troop class (the supplement's Warriors,
 * Fanatics and Commissars among them), whether it is a Troop and its Prime template, its TUs
 * (unit type, count, backup weapons, controller, points), its leaders (rank, name, LV, the
 * TU each rides in, points) and the Elite Skills of the TU and the leader selected; on the
 * right the scenario's optional rules and the family's checks, live (a click goes to the
 * detachment and TU a problem is about). Running points per detachment and for the force,
 * against the side's budget, over the top; values that are ours carry a dagger.
 *
 * The detachments are the scenario's family part `detachments`, the TUs force entries with
 * their family map (cruciblescenario.h). Every change is one undo step (ChangeForces,
 * ChangeScenarioFamily over edit/familyedits.h; ReplaceScenario when a change touches both,
 * or the optional rules); typing into one field merges into one step.
 */
class DetachmentEditor : public QDialog
{
    Q_OBJECT

public:
    explicit DetachmentEditor(ScenarioDocument *document, QWidget *parent = nullptr);
    ~DetachmentEditor() override;

    /// Adds Scenario > Detachments... to @p context's window, shown while a scenario of The
    /// Crucible is open (editor/families/playtestextensions.cpp calls it once).
    static void install(EditorContext &context);

    QString currentSideId() const;
    void selectSide(const QString &sideId);
    QString currentDetachmentId() const { return m_detachmentId; }
    /// Shows detachment @p id (and its side).
    void selectDetachment(const QString &id);
    QString currentEntryId() const;
    /// Shows force entry @p entryId: its side, its detachment, its row.
    void selectEntry(const QString &entryId);
    /// The index of the leader shown in the leaders' table (-1: none).
    int currentLeaderRow() const;

    // The edits, each one undo step (what the fields do; public for tests and scripts).
    /// A new detachment of class @p classId; returns its id.
    QString addDetachment(const QString &classId, const QString &name = QString());
    /// Removes detachment @p id with its TUs.
    void removeDetachment(const QString &id);
    /// Sets a detachment's `name`, `class`, `troop` or `prime` (empty: removed).
    void setDetachmentValue(const QString &id, const QString &key, const QString &value,
                            const QString &mergeKey = QString());
    /// Adds @p count TUs of @p unitTypeId to detachment @p id on the side shown; returns the
    /// new entry's id.
    QString addTus(const QString &id, const QString &unitTypeId, int count);
    void removeEntry(const QString &entryId);
    void setEntryCount(const QString &entryId, int count);
    /// Sets a family value of an entry (crucibleKeys: skills, backup_weapons, controller).
    void setEntryValue(const QString &entryId, const QString &key, const QVariant &value,
                       const QString &mergeKey = QString());
    /// Adds a leader of rank @p rank riding in entry @p entryId.
    void addLeader(const QString &entryId, const QString &rank, const QString &name);
    /// Replaces leader @p index of entry @p entryId.
    void setLeader(const QString &entryId, int index, const CrucibleLeader &leader,
                   const QString &mergeKey = QString());
    void removeLeader(const QString &entryId, int index);
    /// Moves leader @p index of entry @p entryId to ride in entry @p toEntryId.
    void moveLeader(const QString &entryId, int index, const QString &toEntryId);
    /// Sets optional rule @p optionId to @p value (its default: not written).
    void setRuleOption(const QString &optionId, const QString &value);

    // What the dialog shows (for tests).
    QListWidget *detachmentList() const { return m_detachments; }
    QTableWidget *tuTable() const { return m_tus; }
    QTableWidget *leaderTable() const { return m_leaders; }
    QListWidget *problemList() const { return m_problems; }
    QLabel *forceTotalLabel() const { return m_forceTotal; }
    QLabel *detachmentTotalLabel() const { return m_detachmentTotal; }
    QListWidget *tuSkillList() const { return m_tuSkills; }
    QListWidget *leaderSkillList() const { return m_leaderSkills; }
    QComboBox *optionCombo(const QString &optionId) const;

private:
    QWidget *buildDetachments();
    QWidget *buildDetachmentForm();
    QWidget *buildTus();
    QWidget *buildLeaders();
    QWidget *buildSkills();
    QWidget *buildRight();

    /// Shows the document again; a table is rebuilt only when its rows changed, so a field
    /// being edited is never destroyed under the cursor.
    void refresh();
    void refreshSides();
    void refreshDetachments();
    void refreshForm();
    void refreshTus();
    void refreshLeaders();
    void refreshSkills();
    void refreshOptions();
    void refreshChecks();
    void jumpToProblem(int row);

    /// The detachments shown for the current side: those whose TUs serve on it and those
    /// without TUs.
    QList<CrucibleDetachment> shownDetachments() const;
    QList<const ForceEntry *> shownEntries() const;
    const ForceEntry *entry(const QString &entryId) const;

    void pushForces(QList<ForceEntry> forces, const QString &text, const QString &mergeKey = {});
    void pushFamily(const QVariantMap &family, const QString &text, const QString &mergeKey = {});
    void pushScenario(const Scenario &scenario, const QString &text);

    QPointer<ScenarioDocument> m_document;
    QString m_sideId;
    QString m_detachmentId;
    QString m_entryId;
    int m_leaderRow = -1;
    bool m_filling = false;
    QStringList m_shownTuRows; ///< entry ids of the TU table's rows
    QStringList m_shownLeaderRows; ///< "entry/index" of the leader table's rows

    QComboBox *m_side = nullptr;
    QLabel *m_forceTotal = nullptr;
    QListWidget *m_detachments = nullptr;
    QLineEdit *m_name = nullptr;
    QComboBox *m_class = nullptr;
    QCheckBox *m_troop = nullptr;
    QComboBox *m_prime = nullptr;
    QLabel *m_classFacts = nullptr;
    QLabel *m_detachmentTotal = nullptr;
    QTableWidget *m_tus = nullptr;
    QComboBox *m_newTuType = nullptr;
    QTableWidget *m_leaders = nullptr;
    QComboBox *m_newLeaderRank = nullptr;
    QListWidget *m_tuSkills = nullptr;
    QListWidget *m_leaderSkills = nullptr;
    QLabel *m_tuSkillsLabel = nullptr;
    QLabel *m_leaderSkillsLabel = nullptr;
    QFormLayout *m_options = nullptr;
    QListWidget *m_problems = nullptr;
    QLabel *m_provisional = nullptr;
};

} // namespace hexwright
