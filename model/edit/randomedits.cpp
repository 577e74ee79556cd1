// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit/randomedits.h"

#include "commands/changelayout.h"
#include "commands/changescenariopart.h"
#include "commands/paintterrain.h"
#include "commands/replacescenario.h"
#include "document/scenariodocument.h"
#include "edit/hexclipboard.h"
#include "edit/hexregion.h"
#include "edit/markeredits.h"
#include "edit/placementedits.h"
#include "edit/scheduleedits.h"
#include "edit/sideedits.h"
#include "edit/terrainedits.h"
#include "edit/zonepresets.h"
#include "map/hexmap.h"
#include "map/panel.h"
#include "ruleset/ruleset.h"
#include "scenario/scenarioshift.h"

#include <QUndoStack>

#include <algorithm>
#include <iterator>

namespace hexwright {

namespace {

/// The kinds of edit, in the order step() numbers them.
enum class EditKind {
    Paint,
    PaintBeyondTheMap,
    Erase,
    Roads,
    Paste,
    MovePanel,
    TurnPanel,
    AddPanel,
    RemovePanel,
    ShiftMap,
    AddZone,
    AddPresetZone,
    ChangeZone,
    RemoveZone,
    AddMarker,
    MoveMarker,
    RemoveMarker,
    AddSide,
    RemoveSide,
    RenameSide,
    NameSide,
    MoveSide,
    SideColours,
    PlaceUnits,
    UnitsOffBoard,
    SplitEntry,
    MoveStack,
    ToReinforcement,
    DeleteReinforcement,
    DuplicateReinforcement,
    ReinforcementSide,
    HiddenCounts,
    RemoveVictory,
    DuplicateVictory,
    SpecialRuleText,
    RemoveSpecialRule,
    Alliances,
    TypeTitle,
    GameLength,
    Macro,
    Count
};

const char *const KindNames[] = {"paint",
                                 "paint beyond the map",
                                 "erase",
                                 "roads",
                                 "paste",
                                 "move panel",
                                 "turn panel",
                                 "add panel",
                                 "remove panel",
                                 "shift map",
                                 "add zone",
                                 "add preset zone",
                                 "change zone",
                                 "remove zone",
                                 "add marker",
                                 "move marker",
                                 "remove marker",
                                 "add side",
                                 "remove side",
                                 "rename side",
                                 "name side",
                                 "move side",
                                 "side colours",
                                 "place units",
                                 "units off board",
                                 "split entry",
                                 "move stack",
                                 "to reinforcement",
                                 "delete reinforcement",
                                 "duplicate reinforcement",
                                 "reinforcement side",
                                 "hidden counts",
                                 "remove victory",
                                 "duplicate victory",
                                 "special rule text",
                                 "remove special rule",
                                 "alliances",
                                 "type title",
                                 "game length",
                                 "macro"};
static_assert(std::size(KindNames) == size_t(EditKind::Count), "one name per kind of edit");

template<typename T> const T *pick(const QList<T> &list, int index)
{
    return list.isEmpty() ? nullptr : &list.at(index % list.size());
}

} // namespace

RandomEditor::RandomEditor(ScenarioDocument *document, quint32 seed)
    : m_document(document)
    , m_random(seed)
{ }

int RandomEditor::kindCount()
{
    return int(EditKind::Count);
}

QString RandomEditor::step()
{
    const int kind = bounded(kindCount());
    const int strokeBefore = m_strokeId;
    const QString name = edit(kind);
    // Only a paint edit right after another may continue its stroke (one brush drag).
    if (m_strokeId == strokeBefore && kind != int(EditKind::Paint))
        m_strokeId = 0;
    return name;
}

QString RandomEditor::edit(int kind)
{
    ScenarioDocument *document = m_document;
    const Scenario &scenario = document->scenario();
    const HexMap &map = document->map();
    const Ruleset &ruleset = document->ruleset();
    const PanelLibrary &panels = document->panels();
    QUndoStack *stack = document->undoStack();
    const QString name = QLatin1String(KindNames[kind]);
    const int seed = bounded(1 << 20);
    const OffsetCoord somewhere {bounded(map.columns() + 2), bounded(map.rows() + 2)};
    const int terrainCount = int(ruleset.terrain.size());

    switch (EditKind(kind)) {
    case EditKind::Paint: {
        if (m_strokeId == 0 || chance(40))
            m_strokeId = PaintTerrain::nextStrokeId();
        paintHexes(document, brushFootprint(map, somewhere, bounded(3)),
                   quint8(bounded(terrainCount)), m_strokeId);
        break;
    }
    case EditKind::PaintBeyondTheMap: {
        // Past column 99 too, where labels would need a third digit (issue 13, point 7).
        const OffsetCoord far {map.columns() + bounded(chance(30) ? 120 : 6), bounded(map.rows())};
        paintHexes(document, {far}, quint8(bounded(terrainCount)), PaintTerrain::nextStrokeId());
        break;
    }
    case EditKind::Erase: {
        QList<OffsetCoord> hexes = brushFootprint(map, somewhere, bounded(4));
        const TerrainOverrides painted = scenario.terrain.trimmed();
        if (chance(50) && painted.width > 0) {
            // Erase where there is paint, far-off paint included.
            const OffsetCoord corner {painted.origin.col + bounded(painted.width),
                                      painted.origin.row + bounded(painted.height)};
            hexes.append(corner);
        }
        paintHexes(document, hexes, NoTerrain, PaintTerrain::nextStrokeId());
        break;
    }
    case EditKind::Roads: {
        QList<std::pair<RoadLink, bool>> links;
        for (int i = 0, n = 1 + bounded(4); i < n; ++i) {
            const OffsetCoord from {bounded(map.columns()), bounded(map.rows())};
            const HexCoord to = map.offsets().fromOffset(from).neighbor(bounded(6));
            links.append({RoadLink {from, map.offsets().toOffset(to)}, chance(60)});
        }
        editRoadLinks(document, links);
        break;
    }
    case EditKind::Paste: {
        HexClipboard clipboard = HexClipboard::copy(
            map, brushFootprint(map, somewhere, 1 + bounded(2)), scenario.rulesetId);
        clipboard = clipboard.rotated(bounded(6));
        if (chance(30))
            clipboard = clipboard.mirrored(map.orientation());
        pasteHexes(document, clipboard, {bounded(map.columns()), bounded(map.rows())});
        break;
    }
    case EditKind::MovePanel:
    case EditKind::TurnPanel:
    case EditKind::AddPanel:
    case EditKind::RemovePanel: {
        QList<PanelPlacement> layout = scenario.layout;
        const int index = bounded(int(layout.size()));
        // Panels lie on even columns of a flat-top map and on even rows of a pointy-top one
        // (hexmap.h), so that the shifted lines stay shifted; the other way they move freely.
        const bool pointy = map.orientation() == HexOrientation::PointyTop;
        if (EditKind(kind) == EditKind::AddPanel) {
            const QStringList ids = panels.panelIds();
            if (ids.isEmpty())
                break;
            PanelPlacement placement;
            placement.panel = ids.at(seed % ids.size());
            if (pointy) {
                placement.row = (map.rows() + 1) / 2 * 2;
                placement.column = bounded(std::max(1, map.columns() / 2));
            } else {
                placement.column = (map.columns() + 1) / 2 * 2;
                placement.row = bounded(std::max(1, map.rows() / 2));
            }
            layout.append(placement);
        } else if (layout.isEmpty()) {
            break;
        } else if (EditKind(kind) == EditKind::MovePanel) {
            const int columnStep = bounded(3) - 1;
            const int rowStep = bounded(3) - 1;
            layout[index].column
                = std::max(0, layout[index].column + (pointy ? 1 : 2) * columnStep);
            layout[index].row = std::max(0, layout[index].row + (pointy ? 2 : 1) * rowStep);
        } else if (EditKind(kind) == EditKind::TurnPanel) {
            layout[index].rotation = 180 - layout[index].rotation;
        } else if (layout.size() > 1) {
            layout.removeAt(index);
        }
        stack->push(new ChangeLayout(document, layout, name));
        break;
    }
    case EditKind::ShiftMap: {
        Scenario shifted = scenario;
        // shiftScenario() keeps columns even; a pointy-top map needs its rows even as well.
        if (map.orientation() == HexOrientation::PointyTop) {
            const int columns = 2 * bounded(2);
            const int rows = 2 * bounded(2);
            shiftScenario(shifted, columns, rows);
        } else {
            shiftScenario(shifted, 2 * bounded(2), bounded(2));
        }
        stack->push(new ReplaceScenario(document, shifted, name));
        break;
    }
    case EditKind::AddZone:
    case EditKind::AddPresetZone: {
        Zone zone;
        zone.name = QStringLiteral("Zone %1").arg(seed);
        zone.id = uniqueZoneId(scenario, zone.name);
        if (EditKind(kind) == EditKind::AddZone) {
            zone.hexes = brushFootprint(map, somewhere, 1 + bounded(3));
        } else {
            ZonePreset preset;
            preset.kind = ZonePreset::Kind(bounded(5));
            preset.panel = bounded(int(scenario.layout.size()));
            preset.edge = ZonePreset::Edge(bounded(4));
            preset.depth = 1 + bounded(3);
            preset.terrain = ruleset.terrainIds().value(bounded(terrainCount));
            preset.distance = 1 + bounded(4);
            zone.hexes = presetHexes(preset, scenario, panels, map, ruleset);
            zone.description = presetWording(preset, scenario, panels, ruleset);
        }
        if (zone.hexes.isEmpty())
            break;
        QList<Zone> zones = scenario.zones;
        zones.append(zone);
        stack->push(new ChangeZones(document, zones, name));
        break;
    }
    case EditKind::ChangeZone:
    case EditKind::RemoveZone: {
        QList<Zone> zones = scenario.zones;
        if (zones.isEmpty())
            break;
        const int index = seed % int(zones.size());
        if (EditKind(kind) == EditKind::RemoveZone)
            zones.removeAt(index);
        else if (chance(50) && zones[index].hexes.size() > 1)
            zones[index].hexes.removeAt(seed % zones[index].hexes.size());
        else
            zones[index].hexes.append(somewhere);
        stack->push(new ChangeZones(document, zones, name));
        break;
    }
    case EditKind::AddMarker:
    case EditKind::MoveMarker:
    case EditKind::RemoveMarker: {
        QList<Marker> markers = scenario.markers;
        const Marker *existing = pick(markers, seed);
        bool changed = false;
        if (EditKind(kind) == EditKind::AddMarker) {
            Marker marker;
            marker.kind
                = ruleset.markerIds().value(seed % std::max(1, int(ruleset.markerIds().size())));
            marker.hex = somewhere;
            if (chance(30))
                marker.name = QStringLiteral("Marker %1").arg(seed);
            changed = !marker.kind.isEmpty() && addMarker(markers, marker);
        } else if (existing && EditKind(kind) == EditKind::MoveMarker) {
            const Marker moved = *existing;
            changed = moveMarker(markers, moved.kind, moved.hex, somewhere);
        } else if (existing) {
            changed = removeTopMarker(markers, existing->hex);
        }
        if (changed)
            stack->push(new ChangeMarkers(document, markers, name));
        break;
    }
    case EditKind::AddSide: {
        if (const std::optional<Side> side = newSide(scenario, ruleset.colourIds())) {
            ScenarioParts parts;
            parts.sides = scenario.sides;
            parts.sides->append(*side);
            pushScenarioParts(document, parts, name);
        }
        break;
    }
    case EditKind::RemoveSide:
    case EditKind::RenameSide:
    case EditKind::NameSide:
    case EditKind::MoveSide:
    case EditKind::SideColours: {
        const Side *side = pick(scenario.sides, seed);
        if (!side)
            break;
        const QString id = side->id;
        ScenarioParts parts;
        if (EditKind(kind) == EditKind::RemoveSide && scenario.sides.size() > 1) {
            parts = removeSide(scenario, id).parts;
        } else if (EditKind(kind) == EditKind::RenameSide) {
            parts = renameSide(scenario, id, QStringLiteral("side-%1").arg(seed));
        } else if (EditKind(kind) == EditKind::NameSide) {
            parts = setSideName(scenario, id, QStringLiteral("Side %1").arg(seed));
        } else if (EditKind(kind) == EditKind::MoveSide) {
            parts = moveSide(scenario, id, chance(50) ? -1 : 1);
        } else if (EditKind(kind) == EditKind::SideColours) {
            QStringList colours = freeColours(scenario, id, ruleset.colourIds());
            std::shuffle(colours.begin(), colours.end(), m_random);
            colours = colours.mid(0, 1 + bounded(2));
            if (!colours.isEmpty())
                parts = setSideColours(scenario, id, colours).parts;
        }
        pushScenarioParts(document, parts, name);
        break;
    }
    case EditKind::PlaceUnits:
    case EditKind::UnitsOffBoard:
    case EditKind::SplitEntry:
    case EditKind::MoveStack:
    case EditKind::ToReinforcement: {
        const ForceEntry *entry = pick(scenario.forces, seed);
        if (!entry)
            break;
        const QString id = entry->id;
        const int count = 1 + bounded(entry->count);
        QList<ForceEntry> forces;
        if (EditKind(kind) == EditKind::PlaceUnits) {
            const Zone *zone = pick(scenario.zones, seed);
            const Placement target
                = zone && chance(40) ? zonePlacement(zone->id) : hexPlacement(somewhere);
            forces = placeUnits(scenario.forces, id, count, target);
        } else if (EditKind(kind) == EditKind::UnitsOffBoard) {
            forces = returnOffBoard(scenario.forces, id, chance(50) ? -1 : count);
        } else if (EditKind(kind) == EditKind::SplitEntry) {
            forces = splitEntry(scenario.forces, id, count);
        } else if (EditKind(kind) == EditKind::MoveStack) {
            const QList<HexStack> stacks = hexStacks(scenario.forces);
            const HexStack *from = pick(stacks, seed);
            if (!from)
                break;
            forces = moveStack(scenario.forces, from->hex, somewhere);
        } else {
            const Reinforcement *reinforcement = pick(scenario.reinforcements, seed);
            if (!reinforcement)
                break;
            forces = schedule::moveToReinforcement(scenario.forces, id, count, reinforcement->id);
        }
        stack->push(new ChangeForces(document, forces, name));
        break;
    }
    case EditKind::DeleteReinforcement:
    case EditKind::DuplicateReinforcement:
    case EditKind::ReinforcementSide: {
        const Reinforcement *reinforcement = pick(scenario.reinforcements, seed);
        if (!reinforcement)
            break;
        const QString id = reinforcement->id;
        if (EditKind(kind) == EditKind::DuplicateReinforcement) {
            stack->push(new ChangeReinforcements(
                document, schedule::duplicateReinforcement(scenario, id), name));
            break;
        }
        const Side *side = pick(scenario.sides, seed / 7);
        const schedule::ScheduleParts parts
            = EditKind(kind) == EditKind::DeleteReinforcement || !side
            ? schedule::deleteReinforcement(scenario, id)
            : schedule::changeSide(scenario, id, side->id);
        stack->beginMacro(name);
        stack->push(new ChangeForces(document, parts.forces, name));
        stack->push(new ChangeReinforcements(document, parts.reinforcements, name));
        stack->endMacro();
        break;
    }
    case EditKind::HiddenCounts: {
        QList<HiddenUnits> hidden = scenario.hidden;
        if (hidden.isEmpty())
            break;
        HiddenUnits &units = hidden[seed % hidden.size()];
        QList<int> counts = hiddenCountsByFace(units.outcomes);
        counts.resize(6);
        counts[bounded(6)] = bounded(4);
        units.outcomes = hiddenOutcomesFromCounts(counts);
        stack->push(new ChangeHidden(document, hidden, name));
        break;
    }
    case EditKind::RemoveVictory:
    case EditKind::DuplicateVictory: {
        QList<VictoryCondition> victory = scenario.victory;
        if (victory.isEmpty())
            break;
        const int index = seed % int(victory.size());
        if (EditKind(kind) == EditKind::RemoveVictory) {
            victory.removeAt(index);
        } else {
            VictoryCondition copy = victory.at(index);
            copy.id = uniqueId(copy.id, scenario.victoryIds());
            victory.insert(bounded(int(victory.size()) + 1), copy);
        }
        stack->push(new ChangeVictory(document, victory, name));
        break;
    }
    case EditKind::SpecialRuleText:
    case EditKind::RemoveSpecialRule: {
        QList<SpecialRule> rules = scenario.specialRules;
        if (EditKind(kind) == EditKind::RemoveSpecialRule && !rules.isEmpty()) {
            rules.removeAt(seed % rules.size());
        } else if (rules.isEmpty() || chance(30)) {
            QStringList ids;
            for (const SpecialRule &rule : std::as_const(rules))
                ids.append(rule.id);
            rules.append(SpecialRule(uniqueId(QStringLiteral("rule"), ids),
                                     QStringLiteral("Rule text %1: \"quoted\", # hash").arg(seed)));
        } else {
            rules[seed % rules.size()].text += QStringLiteral(" More text, line %1.").arg(seed);
        }
        stack->push(new ChangeSpecialRules(document, rules, name));
        break;
    }
    case EditKind::Alliances: {
        QList<QStringList> alliances;
        if (scenario.alliances.isEmpty() && scenario.sides.size() >= 2)
            alliances.append({scenario.sides.at(0).id, scenario.sides.at(1).id});
        stack->push(new ChangeAlliances(document, alliances, name));
        break;
    }
    case EditKind::TypeTitle: {
        // Typing merges into one step per field, as the Scenario dock's line edits do.
        ScenarioMetadata metadata = scenario.metadata;
        metadata.title += QChar(u'a' + (m_typed++ % 26));
        if (chance(20))
            metadata.notes += QStringLiteral("\nNote: %1").arg(seed);
        stack->push(new ChangeMetadata(document, metadata, scenario.briefing, name,
                                       QStringLiteral("title")));
        break;
    }
    case EditKind::GameLength: {
        GameLength length = scenario.gameLength;
        length.turns = std::max(1, length.turns.value_or(6) + bounded(3) - 1);
        stack->push(new ChangeGameLength(document, length, name, QStringLiteral("turns")));
        break;
    }
    case EditKind::Macro: {
        stack->beginMacro(name);
        QStringList names;
        for (int i = 0, n = 2 + bounded(3); i < n; ++i) {
            // Anything but a macro inside.
            names.append(edit(bounded(kindCount() - 1)));
        }
        stack->endMacro();
        return name + QStringLiteral(" (") + names.join(QStringLiteral(", ")) + QLatin1Char(')');
    }
    case EditKind::Count:
        break;
    }
    return name;
}

namespace {

/// The first line where @p actual differs from @p expected, for a failure message.
QString firstDifference(const QByteArray &expected, const QByteArray &actual)
{
    const QList<QByteArray> want = expected.split('\n');
    const QList<QByteArray> got = actual.split('\n');
    for (qsizetype line = 0; line < std::max(want.size(), got.size()); ++line) {
        const QByteArray a = want.value(line);
        const QByteArray b = got.value(line);
        if (a != b)
            return QStringLiteral("line %1: expected \"%2\", got \"%3\"")
                .arg(line + 1)
                .arg(QString::fromUtf8(a.left(120)), QString::fromUtf8(b.left(120)));
    }
    return QStringLiteral("same lines, different bytes");
}

} // namespace

UndoRedoReport checkUndoRedo(ScenarioDocument *document, quint32 seed, int edits)
{
    UndoRedoReport report;
    QUndoStack *stack = document->undoStack();
    RandomEditor editor(document, seed);
    QRandomGenerator random(seed ^ 0x5eed5eedu);
    // bytes[i]: the file when i steps are done; a merged edit rewrites its step's bytes.
    QList<QByteArray> bytes {document->serialize()};
    QStringList done; ///< the edits so far, for the failure message

    auto compare = [&](const char *when) {
        ++report.comparisons;
        const QByteArray actual = document->serialize();
        const QByteArray &expected = bytes.at(stack->index());
        if (actual == expected)
            return true;
        report.ok = false;
        report.failure
            = QStringLiteral("seed %1, %2 at step %3 of %4: %5; last edits: %6")
                  .arg(seed)
                  .arg(QLatin1String(when))
                  .arg(stack->index())
                  .arg(stack->count())
                  .arg(firstDifference(expected, actual),
                       done.mid(std::max(0, int(done.size()) - 8)).join(QStringLiteral("; ")));
        return false;
    };
    auto undoAndRedo = [&](int steps, const char *undoWhen, const char *redoWhen) {
        for (int i = 0; i < steps; ++i) {
            stack->undo();
            if (!compare(undoWhen))
                return false;
        }
        for (int i = 0; i < steps; ++i) {
            stack->redo();
            if (!compare(redoWhen))
                return false;
        }
        return true;
    };

    for (int i = 0; i < edits; ++i) {
        done.append(editor.step());
        ++report.edits;
        bytes.resize(stack->index() + 1);
        bytes.last() = document->serialize();
        // Now and then part of the stack, at most MidwayDepth steps: the whole of it is
        // undone at the end anyway, and a long run stays linear in its length.
        constexpr int MidwayDepth = 64;
        if (random.bounded(100) < 4
            && !undoAndRedo(int(random.bounded(std::min(stack->index(), MidwayDepth) + 1)),
                            "undoing mid-way", "redoing mid-way"))
            return report;
    }
    report.undoSteps = stack->index();
    undoAndRedo(stack->index(), "undoing all", "redoing all");
    return report;
}

} // namespace hexwright
