// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMap>
#include <QPointer>
#include <QString>
#include <QWidget>

class QComboBox;
class QFormLayout;

namespace hexwright {

class ScenarioDocument;

/**
 * The faction and the family's choices of one side, on the Sides dock's side page: a
 * Faction combo, and one combo per choice the family offers for that faction and what is
 * chosen so far (Hammer Wars: the goal of the faction's two, and the objective marker for a
 * goal that needs one, from the table's objectives). It asks the ruleset's family
 * (FamilyRules::factionValues(), sideChoices()), never a game by name, and hides itself when
 * the family offers no factions. Every change is one undo step (edit/sideedits.h).
 */
class SideChoicesEditor : public QWidget
{
    Q_OBJECT

public:
    explicit SideChoicesEditor(QWidget *parent = nullptr);

    /// Shows side @p sideId of @p document (none: empty and disabled).
    void setSide(ScenarioDocument *document, const QString &sideId);
    /// Whether the family of the document's ruleset offers factions (the editor is shown).
    bool offersFactions() const { return m_offers; }
    QComboBox *factionCombo() const { return m_factionCombo; }
    /// The combo of choice @p key, or null when it is not offered now.
    QComboBox *choiceCombo(const QString &key) const { return m_choiceCombos.value(key); }

private:
    void refresh();
    void chooseFaction();
    void choose(const QString &key, QComboBox *combo);

    QPointer<ScenarioDocument> m_document;
    QString m_sideId;
    bool m_offers = false;
    QFormLayout *m_form;
    QComboBox *m_factionCombo;
    QMap<QString, QComboBox *> m_choiceCombos;
    QStringList m_choiceKeys; ///< the keys of the combos shown, in the family's order
};

} // namespace hexwright
