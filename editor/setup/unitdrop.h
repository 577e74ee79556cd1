// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mapview.h"

#include <QObject>
#include <QPointer>

#include <functional>

namespace hexwright {

class SetupState;
class ZoneOverlay;

/**
 * Sets units up where roster lines are dropped on the map. A drop places one unit of each
 * line on the hex by default (the line is split), the whole line with Shift, or a number asked
 * for with Ctrl; with Alt on a zone hex the units set up anywhere in that zone instead. The
 * status bar says which. Each drop is one undo step.
 */
class UnitDropHandler : public QObject, public MapDropHandler
{
    Q_OBJECT

public:
    /// How many units of each line a Ctrl-drop places; 0 cancels. Asks with a dialog unless
    /// replaced (tests).
    using CountQuestion = std::function<int(int maximum)>;

    UnitDropHandler(SetupState *state, ZoneOverlay *overlay, QObject *parent = nullptr);
    ~UnitDropHandler() override;

    void setCountQuestion(CountQuestion question) { m_askCount = std::move(question); }

    bool accepts(const QMimeData *mimeData) const override;
    bool dragMoved(const MapDropEvent &event) override;
    void dragLeft() override;
    bool dropped(const MapDropEvent &event) override;

    /// Places units of force entries @p ids at the target an event over @p hex with
    /// @p modifiers names (the drop without the drag); returns whether anything changed.
    bool placeLines(const QStringList &ids, OffsetCoord hex, Qt::KeyboardModifiers modifiers);

private:
    /// The zone an Alt-drop on @p hex goes to: the current zone if it has the hex, else the
    /// first shown zone that has it; empty if none.
    QString zoneAt(OffsetCoord hex, Qt::KeyboardModifiers modifiers) const;

    SetupState *m_state;
    ZoneOverlay *m_overlay;
    /// The view it registered with; guarded, because the window may take the view down
    /// before its parent's children (this handler) are deleted.
    QPointer<MapView> m_view;
    CountQuestion m_askCount;
};

} // namespace hexwright
