// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/mak/makscenario.h"
#include "scenario/scenario.h"

#include <QDialog>
#include <QPointer>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QListWidget;
class QTableWidget;
class QUndoCommand;

namespace hexwright {

class EditorContext;
class ScenarioDocument;

/**
 * Maschinen Krieger's scenario card (Scenario > Scenario Card...): what the book's scenario
 * cards give beyond the shared parts, on five tabs. Units: a force entry's pilots (the unit
 * code's commander, second commander, controller and other pilots, those of its colour) and an
 * aircraft's equipment. Artillery: each side's off-board artillery by the artillery code. Mines
 * and night: each side's mine points, the minefields laid at set-up, and whether it is a night
 * scenario. Entries: where each reinforcement enters along its edge (anchor hex and
 * direction, the entry code's "1801 and east"). Victory: the O.G.P. thresholds and the
 * scenario's defensive positions, depots and objectives (placed as markers).
 *
 * Every change is one undo step on the document (ChangeForces, ChangeScenarioFamily,
 * ChangeReinforcements or ChangeVictory, over the pure edits of edit/familyedits.h); typing a
 * number into one field merges into one step. The fields follow the document, undo included.
 */
class MakScenarioCard : public QDialog
{
    Q_OBJECT

public:
    explicit MakScenarioCard(ScenarioDocument *document, QWidget *parent = nullptr);
    ~MakScenarioCard() override;

    /// Adds Scenario > Scenario Card... to @p context's window, shown while a Maschinen
    /// Krieger scenario is open (editor/families/playtestextensions.cpp calls it once).
    static void install(EditorContext &context);

    /// Shows force entry @p entryId on the Units tab.
    void selectEntry(const QString &entryId);

    // The edits, each one undo step (what the fields do; public for tests and scripts).
    /// Sets pilot @p key (mak::LeaderKey, SecondLeaderKey, ControllerKey) of an entry.
    void setEntryPilot(const QString &entryId, const QString &key, std::optional<int> number);
    void setEntryOtherPilots(const QString &entryId, const QList<int> &numbers);
    void setEntryEquipment(const QString &entryId, const QStringList &equipment);
    void setArtillery(const QList<MakArtillery> &artillery, const QString &mergeKey = {});
    void setMinePoints(const QString &sideId, int points);
    void setMinefields(const QList<MakMinefield> &minefields, const QString &mergeKey = {});
    void setNight(bool night);
    /// The levels of the O.G.P. condition (a `victory_points` condition, added if none).
    void setOgpThresholds(const QList<MakOgpThreshold> &thresholds, const QString &mergeKey = {});
    /// Where reinforcement @p reinforcementId enters along its edge: from @p anchor toward
    /// @p direction (empty: the anchor alone); no anchor: anywhere along the edge.
    void setEntryAnchor(const QString &reinforcementId, std::optional<OffsetCoord> anchor,
                        const QString &direction);

private:
    QWidget *buildUnitsTab();
    QWidget *buildArtilleryTab();
    QWidget *buildMinesTab();
    QWidget *buildEntriesTab();
    QWidget *buildVictoryTab();

    /// Shows the document again; each table is rebuilt only when its values changed, so a
    /// field being edited is never destroyed under the cursor.
    void refresh();
    void refreshEntry();
    void refreshArtillery();
    void refreshMines();
    void refreshEntries();
    void refreshVictory();

    QString currentEntryId() const;
    void pushFamily(const QString &key, const QVariant &value, const QString &text,
                    const QString &mergeKey = {});
    void push(QUndoCommand *command);

    QPointer<ScenarioDocument> m_document;
    bool m_filling = false; ///< fields being filled from the document: no edits

    // Units
    QComboBox *m_entry = nullptr;
    QComboBox *m_leader = nullptr;
    QComboBox *m_secondLeader = nullptr;
    QComboBox *m_controller = nullptr;
    QListWidget *m_otherPilots = nullptr;
    QGroupBox *m_equipmentBox = nullptr;
    QFormLayout *m_equipmentForm = nullptr;
    QLabel *m_entryNote = nullptr;
    // Artillery, mines, entries, victory
    QTableWidget *m_artillery = nullptr;
    QList<MakArtillery> m_shownArtillery;
    QFormLayout *m_minesForm = nullptr;
    QStringList m_shownMineSides;
    QTableWidget *m_minefields = nullptr;
    QList<MakMinefield> m_shownMinefields;
    QCheckBox *m_night = nullptr;
    QTableWidget *m_entries = nullptr;
    QList<Reinforcement> m_shownEntries;
    QTableWidget *m_ogp = nullptr;
    QList<MakOgpThreshold> m_shownOgp;
    bool m_ogpShown = false;
    QLabel *m_markers = nullptr;
};

} // namespace hexwright
