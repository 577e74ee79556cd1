// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>
#include <QList>

class QCheckBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QVBoxLayout;

namespace hexwright {

class TableState;
struct TablePiece;

/**
 * The Piece Properties dock: the one selected piece's name, its traits as check boxes from
 * the ruleset (by their names), its height, and its position (the middle of its box), size
 * and rotation in the table's unit, and what the family's rules make of it
 * (familyPieceFacts(): a Striker minefield's density and clearing). Every change is one undo step
 * (typing into one field or stepping one spin box merges).
 */
class PiecePropertiesDock : public QDockWidget
{
    Q_OBJECT

public:
    PiecePropertiesDock(TableState *state, QWidget *parent = nullptr);

    QLineEdit *nameEdit() const { return m_name; }
    QList<QCheckBox *> traitBoxes() const { return m_traits; }
    QDoubleSpinBox *heightBox() const { return m_height; }
    QDoubleSpinBox *xBox() const { return m_x; }
    QDoubleSpinBox *yBox() const { return m_y; }
    QDoubleSpinBox *widthBox() const { return m_width; }
    QDoubleSpinBox *depthBox() const { return m_depth; }
    QDoubleSpinBox *rotationBox() const { return m_rotation; }
    /// What the family's rules make of the piece (a Striker minefield's facts); hidden when
    /// they say nothing.
    QLabel *factsLabel() const { return m_facts; }

private:
    /// Shows the selected piece as it is now.
    void refresh();
    /// New check boxes for the ruleset's traits.
    void rebuildTraits();
    /// What the family's rules make of @p piece, under the geometry.
    void refreshFacts(const TablePiece &piece);
    void nameEdited();
    void traitToggled();
    void heightEdited();
    void geometryEdited(QDoubleSpinBox *box);
    QDoubleSpinBox *lengthBox(const QString &name, double minimum);

    TableState *m_state;
    QLabel *m_hint;
    QWidget *m_form;
    QLineEdit *m_name;
    QGroupBox *m_traitsBox;
    QVBoxLayout *m_traitsLayout;
    QList<QCheckBox *> m_traits;
    QDoubleSpinBox *m_height;
    QDoubleSpinBox *m_x;
    QDoubleSpinBox *m_y;
    QDoubleSpinBox *m_width;
    QDoubleSpinBox *m_depth;
    QDoubleSpinBox *m_rotation;
    QLabel *m_facts;
    bool m_refreshing = false;
};

} // namespace hexwright
