// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QMap>
#include <QWidget>

class QCheckBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QVBoxLayout;

namespace hexwright {

struct Ruleset;

/**
 * The morale of one side: its blocks (which colours, base value, steps by losses) and each
 * block's special rules (desertion on rally, withdrawal after losses, a failed rally
 * eliminates, every rally a desperation rally). The editor never changes the scenario: it
 * shows the blocks it is given and reports every edit with moraleEdited(), which the dock
 * turns into an undo command. Every colour of the side stays in exactly one block: checking
 * a colour takes it from its other block, unchecking one gives it a block of its own.
 */
class MoraleEditor : public QWidget
{
    Q_OBJECT

public:
    explicit MoraleEditor(QWidget *parent = nullptr);

    /// Shows @p side's morale (null: nothing). Keeps the current block where it can.
    void setSide(const Side *side, const Ruleset *ruleset);
    int currentBlock() const;
    void setCurrentBlock(int block);

Q_SIGNALS:
    /// The user changed the morale to @p blocks; edits with the same non-empty @p mergeKey in
    /// a row are one undo step. @p text names the step.
    void moraleEdited(const QList<hexwright::MoraleBlock> &blocks, const QString &text,
                      const QString &mergeKey);

private:
    void refreshBlock();
    void edit(const QList<MoraleBlock> &blocks, const QString &text,
              const QString &mergeKey = QString());
    void editBlock(const MoraleBlock &block, const QString &text,
                   const QString &mergeKey = QString());
    MoraleBlock block() const;
    void toggleColour(const QString &colour, bool on);
    void removeBlock();
    void stepsEdited();
    void thresholdsEdited();
    void setRule(MoraleRule::Kind kind, bool on);
    QString colourName(const QString &id) const;

    QList<MoraleBlock> m_blocks;
    QStringList m_colours;
    QString m_sideId;
    const Ruleset *m_ruleset = nullptr;
    bool m_updating = false;

    QListWidget *m_blockList;
    QPushButton *m_removeBlockButton;
    QPushButton *m_perColourButton;
    QWidget *m_blockBox;
    QVBoxLayout *m_colourLayout;
    QMap<QString, QCheckBox *> m_colourChecks;
    QSpinBox *m_valueSpin;
    QCheckBox *m_freeCheck;
    QTableWidget *m_stepsTable;
    QPushButton *m_addStepButton;
    QPushButton *m_removeStepButton;
    QCheckBox *m_desertCheck;
    QTableWidget *m_thresholdsTable;
    QPushButton *m_addThresholdButton;
    QPushButton *m_removeThresholdButton;
    QCheckBox *m_withdrawCheck;
    QSpinBox *m_withdrawSpin;
    QCheckBox *m_failedRallyCheck;
    QCheckBox *m_desperationCheck;
};

} // namespace hexwright
