// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>

class QListWidget;
class QListWidgetItem;
class QSpinBox;

namespace hexwright {

class HexsideState;

/**
 * The "Hexsides" dock: the ruleset's hexside types with their colours, what each does to
 * movement and sight in the tool tip, and the height the height tool gives. Choosing a type
 * sets what the hexside tool paints.
 */
class HexsideDock : public QDockWidget
{
    Q_OBJECT

public:
    HexsideDock(HexsideState *state, QWidget *parent);

private:
    void rebuild();
    void showType(quint8 type);

    HexsideState *m_state;
    QListWidget *m_list;
    QSpinBox *m_height;
};

} // namespace hexwright
