// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMap>
#include <QStringList>
#include <QWidget>

class QCheckBox;
class QListWidget;
class QPushButton;

namespace hexwright {

struct Ruleset;

/**
 * The scenario's alliances: groups of two or more colours that never fight each other and
 * may stack together (scenario 11: Tan and Green). A colour belongs to one group at most.
 * Like the morale editor it only reports edits (alliancesEdited) for the dock to push.
 */
class AlliancesEditor : public QWidget
{
    Q_OBJECT

public:
    explicit AlliancesEditor(QWidget *parent = nullptr);

    /// Shows @p alliances with the colours of @p ruleset (null: nothing to edit).
    void setAlliances(const QList<QStringList> &alliances, const Ruleset *ruleset);
    int currentGroup() const;
    void setCurrentGroup(int group);
    /// Colours in no group, in the ruleset's order.
    QStringList unallied() const;

Q_SIGNALS:
    void alliancesEdited(const QList<QStringList> &alliances, const QString &text);

private:
    void refreshGroup();
    void toggleColour(const QString &colour, bool on);
    QString colourName(const QString &id) const;
    QString groupText(const QStringList &group) const;

    QList<QStringList> m_alliances;
    const Ruleset *m_ruleset = nullptr;
    bool m_updating = false;
    QListWidget *m_list;
    QPushButton *m_addButton;
    QPushButton *m_removeButton;
    QWidget *m_colourBox;
    QMap<QString, QCheckBox *> m_checks;
};

} // namespace hexwright
