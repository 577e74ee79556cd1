// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

class QComboBox;
class QFormLayout;
class QLineEdit;
class QTabWidget;

namespace hexwright {

class Dice;
class ScenarioDocument;
struct Ruleset;

namespace strikeraids {
struct AidLine;
}

/**
 * Striker's referee aids (Scenario > Playtest on a Striker scenario): Book 1's sequence of
 * play is lost, so no engine plays the game; this window gives the referee the procedures the
 * advanced book does define, one page each (indirect fire and point defense, bombing and
 * MRLs, mines and getting stuck, spotting and the horizon, morale by the margin of failure,
 * aircraft damage, drones, nuclear, collapsing and chemical rounds, melee, sensors in the
 * weather, ammunition, missiles and launchers, dogfights and pilot fire, demolitions and
 * breaching, encumbrance and animals). A page has its inputs, a roll of the window's seeded
 * dice (the seed is shown: the same seed gives the same rolls in the same order), the result
 * with every modifier listed, and a panel naming what the lost books would give. The
 * procedures are validation/families/striker/rules/strikeraids.h (and strikeraids_combat.h);
 * installed through the families' registry
 * (hasRefereeAids(), makeRefereeAids()).
 */
class RefereeAids : public QDialog
{
    Q_OBJECT

public:
    explicit RefereeAids(ScenarioDocument *document, QWidget *parent = nullptr, quint64 seed = 0);
    ~RefereeAids() override;

    quint64 seed() const { return m_seed; }
    /// Restarts the dice from @p seed.
    void setSeed(quint64 seed);
    QTabWidget *pages() const { return m_pages; }
    /// The dice rolled since the seed was set.
    int rollCount() const;

private:
    using RollFn = std::function<QString()>;

    /// Adds a page; @p rollText names its button when it rolls no dice ("Show").
    void addPage(const QString &title, const QString &id, const QString &rules,
                 const QStringList &missing, QFormLayout *inputs, RollFn roll,
                 const QString &rollText = QString());
    /// Rolls @p count dice for @p purpose; the faces, noted with the roll's number.
    QList<int> roll(int count, const QString &purpose);
    /// "Seed 42, roll 3: 4 + 6".
    QString rollNote(const QList<int> &faces) const;
    static QString linesHtml(const QList<strikeraids::AidLine> &lines);
    const Ruleset &ruleset() const;
    /// The scenario's value of rule option @p optionId (its default when it sets none).
    QString ruleOption(const QString &optionId) const;
    /**
     * A row of @p form choosing rule option @p optionId's value (the ruleset's choices, each
     * shown by its description): it shows the scenario's value, and a choice sets it in the
     * scenario as one undo step (Edit > Undo takes it back; the row follows).
     */
    QComboBox *ruleOptionChoice(QFormLayout *form, const char *name, const QString &optionId);

    void buildIndirectFire();
    void buildBombing();
    void buildMines();
    void buildSpotting();
    void buildMorale();
    void buildAircraft();
    // refereeaids_more.cpp
    void buildDrones();
    void buildSpecialMunitions();
    void buildMelee();
    void buildSensors();
    // refereeaids_combat.cpp
    void buildAmmunition();
    void buildMissiles();
    void buildDogfight();
    void buildDemolitions();
    void buildEncumbrance();
    void buildSequence();

    ScenarioDocument *m_document;
    quint64 m_seed = 0;
    std::unique_ptr<Dice> m_dice;
    QLineEdit *m_seedEdit = nullptr;
    QTabWidget *m_pages = nullptr;
};

} // namespace hexwright
