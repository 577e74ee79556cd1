// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers shared by the tests of the Problems dock (tst_problemmodel and tst_validationdock):
// the samples they open, the problems listed, and edits of the book's samples that make
// checks that exist today fire.

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "hex/offsetcoord.h"
#include "io/diagnostic.h"
#include "mainwindow.h"
#include "validation/problemmodel.h"
#include "validation/validationcontroller.h"
#include "validation/validationdock.h"

#include <QLatin1String>
#include <QList>
#include <QString>
#include <QUndoStack>

#include <functional>
#include <optional>

namespace hexwright::validationtest {

inline const QString Samples = QStringLiteral(":/hexwright/scenarios/samples/");
inline const QString Demo = Samples + QStringLiteral("01-badger-hunt.scenario.yaml");
inline const QString CityTooFar = Samples + QStringLiteral("02-a-city-too-far.scenario.yaml");
inline const QString SpiceMadness = Samples + QStringLiteral("14-spice-madness.scenario.yaml");

/// A hex far east of every sample's map.
inline constexpr OffsetCoord OffMap {200, 5};
/// A hex in the middle of the demo's map (Board 3).
inline constexpr OffsetCoord MidBoard {15, 9};

inline ValidationController *validationOf(MainWindow &window)
{
    return window.validation();
}

inline ProblemModel *modelOf(MainWindow &window)
{
    return window.validation()->dock()->model();
}

/// The first problem listed with @p code about @p kind @p id (any subject when empty).
inline std::optional<Diagnostic> findProblem(MainWindow &window, const QString &code,
                                             const QString &kind = QString(),
                                             const QString &id = QString())
{
    for (const Diagnostic &d : modelOf(window)->allProblems()) {
        if (d.code == code && (kind.isEmpty() || d.subjectKind == kind)
            && (id.isEmpty() || d.subjectId == id))
            return d;
    }
    return std::nullopt;
}

inline void push(MainWindow &window, QUndoCommand *command)
{
    window.document()->undoStack()->push(command);
}

inline void setForce(MainWindow &window, const QString &id,
                     const std::function<void(ForceEntry &)> &edit)
{
    QList<ForceEntry> forces = window.document()->scenario().forces;
    for (ForceEntry &f : forces) {
        if (f.id == id)
            edit(f);
    }
    push(window, new ChangeForces(window.document(), forces, QStringLiteral("edit force")));
}

/// Tan's north tank set up on a hex of Green's board, in Green's colour: a force entry whose
/// colour its side does not control (colour-not-on-side), on a hex of the map.
inline void miscolourTank(MainWindow &window, OffsetCoord at = MidBoard)
{
    setForce(window, QStringLiteral("tan-n-tank"), [at](ForceEntry &f) {
        f.colour = QStringLiteral("green");
        f.placement.kind = Placement::Kind::Hex;
        f.placement.hex = at;
    });
}

inline void dropGreenMorale(MainWindow &window)
{
    QList<Side> sides = window.document()->scenario().sides;
    for (Side &side : sides) {
        if (side.id == QLatin1String("green"))
            side.morale.clear();
    }
    push(window, new ChangeSides(window.document(), sides, QStringLiteral("no morale")));
}

inline void moveZoneOffMap(MainWindow &window, const QString &zoneId)
{
    QList<Zone> zones = window.document()->scenario().zones;
    for (Zone &zone : zones) {
        if (zone.id == zoneId)
            zone.hexes = {OffMap};
    }
    push(window, new ChangeZones(window.document(), zones, QStringLiteral("zone off map")));
}

} // namespace hexwright::validationtest
