// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "map/hexsides.h"

#include <QObject>

namespace hexwright {

class EditorContext;
class ScenarioDocument;

/**
 * What the hexside and height tools share: the hexside type they paint (an index into the
 * ruleset's `hexsides:`) and the height the height tool gives, chosen in the Hexsides dock.
 */
class HexsideState : public QObject
{
    Q_OBJECT

public:
    explicit HexsideState(EditorContext *context);

    EditorContext *context() const { return m_context; }
    ScenarioDocument *document() const;
    /// The type painted, or NoHexside when the ruleset has none.
    quint8 type() const { return m_type; }
    void setType(quint8 type);
    int height() const { return m_height; }
    void setHeight(int height);

Q_SIGNALS:
    void typeChanged(quint8 type);
    void heightChanged(int height);

private:
    EditorContext *m_context;
    quint8 m_type = NoHexside;
    int m_height = 1;
};

} // namespace hexwright
